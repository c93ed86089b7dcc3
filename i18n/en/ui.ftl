## The teacher's console

app-title = Colony Classroom
menu-home = ← Classes
menu-language = Language
menu-dark = Dark
menu-light = Light
menu-projector-text = Projector text

## Colours

colour-red = red
colour-blue = blue
colour-green = green
colour-yellow = yellow
colour-black = black
colour-white = white
colour-orange = orange
colour-purple = purple
colour-brown = brown
colour-pink = pink
colour-grey = grey
colour-turquoise = turquoise

## Start: the library of classes

start-intro = Pick up a class where it stopped, or start a new game.
start-no-classes = No classes yet. Press "New class" to set one up.
start-new-class = New class
start-resume = Resume
start-delete = Delete
start-confirm-delete = Really delete
start-keep = Keep it
start-deleted = Moved to the trash: { $path }
start-class-line = { $date } · { $teams } teams · { $status } · last change { $changed } UTC
start-finished = finished
start-at-step = { $phase }, step { $step } of { $steps }
start-offer-resume = "{ $class }" is not finished yet. Press Resume to carry on where you stopped.

## New class

setup-title = New class
setup-class = Class
setup-class-placeholder = e.g. 9b history
setup-date = Date
setup-lesson-language = Language of the lesson
setup-teams = { $count } teams in seating order (clockwise)
setup-add-team = Add a team
setup-default-team = Team { $number }
setup-team-name = Team name
setup-students = Students (separated by commas)
setup-typed = We roll real dice and draw real counters (type them in)
setup-seed = Seed for the app's dice
setup-start = Start the game
setup-cancel = Cancel
setup-error-seed = The seed must be a whole number.
setup-error-same-name = Two teams have the same name. Please give each team its own name.

## The lesson

lesson-header = Phase { $number }: { $phase } (the { $century ->
    [1] first
    [2] second
    [3] third
   *[other] last
  } hundred years) · step { $step } of { $steps }
lesson-over = The game is over
lesson-show-consequences = Show the consequences (teacher only)
lesson-hide-consequences = Hide the consequences
lesson-show-next = Show the next situation on the projector
lesson-land = Land on the coast
lesson-pay-income = Pay out the income
lesson-award-monopolies = Award the monopolies
lesson-enter-cards = Each team's card (click, or type 1-3 for the marked team; Enter resolves; Enter also starts each step, Esc closes panels):
lesson-resolve = Resolve
lesson-invest-help = Income has been paid. What does each team spend? 1 gold = 1 army or 1 farm throw.
lesson-team-gold = { $team } ({ $gold } gold)
lesson-armies = armies
lesson-farms = farms
lesson-invest = Confirm the investments
lesson-attacker = { $team } attacks
lesson-from = from country
lesson-target = country attacked
lesson-attack = Attack
lesson-end-attacks = No more attacks
lesson-fight = Country { $from } ({ $attackers } armies) against country { $target } ({ $defenders } armies)
lesson-throw = Throw
lesson-break-off = Break off
lesson-occupy-help = The country has fallen. How many armies move in? (0 to { $max })
lesson-occupy = Move in
lesson-rebellion-proposal = { $team }: rebellions in country { $countries }
lesson-place-rebellions = Place the rebellions
lesson-typed-dice = Dice and counters:
lesson-typed-placeholder = e.g. 4 2 sugar
lesson-bad-outcome = "{ $word }" is neither a die (1-6) nor a product.
lesson-pick-countries = Choose the attacking country and the country attacked first.
lesson-country-choice = { $country } · { $team } ({ $armies } armies)
lesson-what-happened = What happened
lesson-standings = Standings
lesson-undo = Undo (Ctrl+Z)
lesson-history = History
lesson-projector = Projector (F5)
lesson-read-aloud = Read aloud
lesson-stop-reading = Stop reading
lesson-saved = Saved after every entry.
lesson-unsaved = NOT SAVED
lesson-not-saved = Could not save ({ $why }). Nothing is lost while the app stays open; it tries again with the next entry.
lesson-retry-save = Try again

col-team = Team
col-gold = Gold
col-prestige = Prestige
col-armies = Armies
col-countries = Countries
col-resources = Goods
col-rank-gold = Richest
col-rank-prestige = Respected

## History and corrections

history-title = History of this game
history-close = Back to the game
history-change = Change
history-fixing = Changing entry { $entry }: click the cards as they really were.
history-change-dice = Change the dice
history-preview = See what changes
history-cancel = Cancel
history-confirm = Confirm the change
history-would-change = Numbers would change for: { $teams }
history-breaks = This change does not work: entry { $entry } would no longer fit ({ $why })
history-cards = cards
history-proceed = next step
history-invest = investments
history-attack = attack
history-throw = throw
history-break-off = broke off
history-occupy = moved in
history-end-attacks = end of attacks
history-rebellions = rebellions placed
history-correction = correction

## Results

results-title = Results
results-richest = Richest
results-respected = Most respected
results-over-time = Gold and prestige after each phase
results-bars-legend = Upper bar: gold. Lower bar (grey): prestige.

## Projector

projector-title = Colony Classroom – projector
projector-phase = { $phase } · the { $century ->
    [1] first
    [2] second
    [3] third
   *[other] last
  } hundred years
projector-what-happened = What happened
projector-end = The game is over

## Read aloud

speech-missing = Reading aloud needs espeak-ng. Ask for it to be installed (Debian/Ubuntu: sudo apt install espeak-ng).
speech-failed = Could not read aloud: { $why }

## A team's countries and corrections

team-close = Close
team-reason = Reason for a correction (kept in the record)
team-default-reason = corrected by the teacher
team-product = Product to correct:
team-country = Country { $country }
team-slave-ship = slave ship
team-rebellion = rebellion
team-no-country = This team holds no country.

results-end = End
results-debrief = For the debrief
results-debrief-1 = What did your prestige cost you, and what did your gold cost others?
results-debrief-2 = Who paid for your gold: which choices brought it, and who carried the burden?
results-debrief-3 = What did the people living in your colonies get out of it?
lesson-rebellion-help = Each team's own rebellion goes where the app proposes, unless you pick another country without a city.

## Handouts from the app

results-save-pdf = Score sheet and debrief sheet as PDF
start-print-handouts = Handouts to print (PDF)
pdf-saved = Saved as PDF in { $path }
pdf-not-saved = Could not save the PDFs in { $path }: { $why }

## The library: filter, archive, carry, compare

start-filter = Filter by class or year
start-export-csv = Export { $count ->
    [one] the ticked class
   *[other] { $count } ticked classes
  } to CSV
start-compare = Compare { $count } classes
start-copy-out = Copy for USB
start-archive = Archive
start-restore = Restore
start-show-archived = Show archived classes
start-hide-archived = Hide archived classes
start-archived-title = Archived classes
start-no-archived = No archived classes.
start-archived = Archived: { $path }
start-restored = Back in the list: { $path }
start-exported = Copied to { $path }. Take this file to the other computer and import it there.
start-import-placeholder = Path of a class file to import, e.g. /media/usb/9b.json
start-import = Import
start-imported = Imported as { $path }
start-csv-saved = { $count ->
    [one] One class
   *[other] { $count } classes
  } exported to results.csv and decisions.csv in { $path }
start-comparison = Classes side by side
start-comparison-legend = Final gold (black) and prestige (grey) of every team.

## Damaged class files

start-broken = This class could not be opened: { $why }. The file has not been changed.
start-broken-with-backup = This class could not be opened: { $why }. The file has not been changed. A good backup with { $entries } entries was found.
start-open-backup = Open the newest good backup
start-recovered-name = { $class } (recovered)

## Files

io-not-found = the file or folder does not exist
io-permission = you are not allowed to read or write there
io-full = the disk is full
io-read-only = the disk or folder is read-only
io-is-folder = that is a folder, not a file
io-not-folder = part of the path is a file, not a folder
io-exists = a file of that name is already there
io-other = the system reports: { $why }
store-read = Cannot read { $path }: { $why }.
store-parse = { $path } is not a class file that Colony Classroom can read (damaged or not a class file; the problem is at line { $line }, column { $column }).
store-write = Cannot save { $path }: { $why }.
store-replay = { $path } cannot be opened: { $why }
cli-cannot-write = Cannot write { $path }: { $why }.
cli-export-where = Say where to write: --results FILE and/or --decisions FILE.
cli-no-desktop = The teacher's console needs a desktop (X11 or Wayland) and none was found. Without one, these commands work: colony replay, colony export, colony handouts, colony simulate (colony --help lists them).
cli-window-failed = The teacher's console could not open its window ({ $why }). The commands colony replay, export, handouts and simulate work without a window.

## Class files beyond any real class

error-too-large = This entry would make the class file larger than any real class: { $what }.
replay-too-large = This class file is larger than any real class: { $what }.
store-too-large = { $path } is not read: { $what }.
store-not-record = { $path } is not read: { $why }.
store-not-text = { $path } is not a class file (it is not text).
limit-bytes = the file has { $found } bytes, at most { $max } are allowed
limit-teams = it has { $found } teams, at most { $max } are allowed
limit-class-name = the class name has { $found } characters, at most { $max } are allowed
limit-date = the date has { $found } characters, at most { $max } are allowed
limit-language = the language code has { $found } characters, at most { $max } are allowed
limit-team-name = the name of team { $at } has { $found } characters, at most { $max } are allowed
limit-colour = the colour of team { $at } has { $found } characters, at most { $max } are allowed
limit-students = team { $at } lists { $found } students, at most { $max } are allowed
limit-student-name = a student's name in team { $at } has { $found } characters, at most { $max } are allowed
limit-entries = it has { $found } entries, at most { $max } are allowed
limit-per-team = entry { $at } gives { $found } values for { $max ->
    [one] one team
   *[other] { $max } teams
  }
limit-places = entry { $at } moves { $found } proposals, at most { $max } are allowed
limit-reason = the reason given in entry { $at } has { $found } characters, at most { $max } are allowed

## Outputs that are refused

output-refused = { $path } was not written: { $why }. Choose another file name.
refusal-class-record = a class file is there and would be lost
refusal-input = it is the file being read
refusal-folder = it is a folder
refusal-link = it is a link to another file
refusal-not-a-file = it is not an ordinary file (a device or a pipe)
cli-stdout = Cannot write to the standard output: { $why }.
cli-bad-paper = Unknown paper "{ $paper }": use a4 or letter.
cli-bad-lang = Unknown language "{ $lang }": use en, de or es.
cli-bad-lang-all = Unknown language "{ $lang }": use en, de, es or all.
cli-bad-delimiter = Unknown delimiter "{ $delimiter }": use comma or semicolon.
cli-too-many-games = Play at most { $max } games in one run.
