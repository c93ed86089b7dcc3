## The teacher's console

app-title = Colony Classroom
menu-home = ← Classes
menu-language = Language
menu-dark = Dark theme
menu-light = Light theme
menu-projector-text = Projector text

## Colours

## Start: the library of classes

start-intro = Pick up a class where it stopped, or start a new game.
start-no-classes = No classes yet. Press "New class" to set one up.
start-new-class = New class
start-resume = Resume
start-delete = Delete
start-confirm-delete = Really delete
start-keep = Keep it
start-deleted = Moved to the trash: { $path }
start-class-line = { $date } · { $teams } teams · { $status } · last change { $changed }
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
setup-unprintable = The printed handouts have no letters for { $chars }: they will show as empty boxes there.
setup-typed = We roll real dice and draw real counters (type them in)
setup-seed = Seed for the app's dice
setup-start = Start the game
setup-cancel = Cancel
setup-error-seed = The seed must be a whole number.
setup-error-same-name = Two teams have the same name. Please give each team its own name.

## The lesson

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
start-import = Import a class file…
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

## The console: the flow of a step

lesson-header = Phase { $number } · { $phase } · { $step }
lesson-step-of = step { $step } of { $steps }
lesson-next = Next situation
lesson-show-detail = Show every change
lesson-hide-detail = Hide the list of changes
lesson-cards-all-in = All { $count } cards are in.
lesson-cards-in = { $in } of { $count } cards in.
lesson-cards-waiting = { $in } of { $count } cards in: waiting for { $teams }
lesson-cards-keys = Keys 1–3 set the card of the marked team, Tab moves to the next team, Enter resolves.
lesson-gold-left = Gold left
lesson-too-much = too much
lesson-invest-keys = Type a number or use − and +; Tab moves to the next field, Enter confirms.
lesson-may-attack = may attack.
lesson-no-attack-possible = This team has no country with armies, or no token left: it cannot attack.
lesson-fight-title = { $attacker } attacks { $defender }: country { $target } from country { $from }
lesson-attacker = attacking
lesson-defender = defending
lesson-versus = against
lesson-country = country { $country }
lesson-armies-count = { $armies ->
    [one] 1 army
   *[other] { $armies } armies
  }
lesson-retreat = Retreat
lesson-throws = { $count ->
    [0] No throw yet
    [one] 1 throw
   *[other] { $count } throws
  }
lesson-throw-line = Throw { $n }: attacker { $attacker }, defender { $defender }
lesson-no-own-rebellion = every country has a city
lesson-extra-rebellion = one more:
lesson-standings-legend = Sorted by gold. "=2": the same place (equal gold and equal prestige). Click a team to see or correct its countries.
lesson-wall-standings = Standings on the wall
lesson-wall-back = Wall back to the game

col-goods = Goods

## What happened, team by team

sum-income = earns { $n } gold from its goods
sum-gold-more = { $n } gold more
sum-gold-less = pays { $n } gold
sum-armies-bought = buys { $n ->
    [one] 1 army
   *[other] { $n } armies
  }
sum-armies-more = { $n ->
    [one] 1 army more
   *[other] { $n } armies more
  }
sum-armies-less = { $n ->
    [one] 1 army fewer
   *[other] { $n } armies fewer
  }
sum-goods-more = { $n ->
    [one] 1 good more
   *[other] { $n } goods more
  }
sum-goods-less = { $n ->
    [one] 1 good fewer
   *[other] { $n } goods fewer
  }
sum-prestige-more = { $n } prestige more
sum-prestige-less = loses { $n } prestige
sum-new-country = takes a new country (country { $country })
sum-took = takes country { $country } from { $other }
sum-lost-to = loses country { $country } to { $other }
sum-built = builds a { $building } in country { $country }
sum-slave-ship = now runs a slave ship
sum-monopoly = holds the { $product } monopoly
sum-rebellion = a rebellion in country { $country }
sum-put-down = puts the rebellion down in country { $country }
sum-independent = country { $country } wins its independence
sum-peace = makes peace with the people of country { $country }
sum-fight-won = wins the fight
sum-fight-lost = loses the fight
sum-broke-off = retreats
sum-lapsed-no-token = no token left for another country
sum-lapsed-no-free-country = no free country left
sum-lapsed-no-place = no country left without this building
sum-lapsed-no-country = has no country for this
sum-lapsed-bag-empty = the bag is empty
sum-lapsed-no-armies = had no army to lose
sum-lapsed-no-counters = had no goods to lose
sum-lapsed-all-rebelling = every country already in revolt
sum-nothing = nothing changes
sum-dice = dice { $dice }

badge-gold = { $sign }{ $n } gold
badge-prestige = { $sign }{ $n } prestige
badge-countries = { $sign }{ $n } { $n ->
    [one] country
   *[other] countries
  }
badge-armies = { $sign }{ $n } { $n ->
    [one] army
   *[other] armies
  }
badge-goods = { $sign }{ $n } { $n ->
    [one] good
   *[other] goods
  }

## History

history-place = { $phase } · { $step }
history-retreat = retreat
history-nobody = nobody
history-corrected = corrected by the teacher: "{ $reason }"

## Results and the debrief on the wall

results-tie-rule = Equal gold is ranked by prestige; teams equal in both share a place ("=2").
results-rank-gold = Rank by gold
results-rank-prestige = Rank by prestige
results-gold-prestige = Each cell: gold · prestige at the end of the phase.
results-wall-rankings = Rankings on the wall
results-wall-next-question = Question { $n } on the wall
results-debrief-4 = Whose standards did "prestige" measure, then and now?

## Start and new class

start-results = Results
start-open-file = Open a class file…
start-choose-folder = Choose a folder…
setup-seating = The first team starts; each round the first seat moves one place clockwise.
setup-advanced = Advanced
setup-hide-advanced = Hide advanced settings
setup-seed-help = The same seed gives the same dice: for a class played twice.
dialog-choose-class = Choose a class file
dialog-class-files = Class files
dialog-choose-folder = Choose a folder

## Menu, wall and team panel

menu-wall-open = Wall (F5)
menu-wall-close = Close the wall (F5)
menu-wall-freeze = Freeze the wall (F8)
menu-wall-unfreeze = Wall follows again (F8)
menu-wall-fullscreen = Fullscreen (F11)
notice-dismiss = Close
team-no-goods = no goods
team-not-on-wall = Corrections are kept in the record with their reason; they never appear on the wall.

wall-title = Colony Classroom – wall
wall-waiting = The lesson starts soon.
wall-phase = Phase { $number } · { $phase }
wall-cards-in = { $in } of { $count } in
wall-what-happened = What happened: { $step }
wall-wars = Colonial wars
wall-wars-result = After the colonial wars
wall-may-attack = { $team } may attack.
wall-fight = Country { $target } is attacked from country { $from }.
wall-country-fell = Country { $country } has fallen.
wall-investment = Investment: gold and prestige
wall-standings = Standings
wall-standings-legend = Sorted by gold. "=2": the same place. ▲▼: places gained or lost by gold since the end of the last phase.
wall-col-rank = Place
wall-col-prestige-rank = Place by prestige
wall-end = The end: gold and prestige
wall-question-of = Question { $n } of { $count }
wall-one-display = Only one display is connected. If the projector shows this screen (mirrored), the class sees the console too.
wall-class-sees = The class sees this screen: hide the consequences
wall-class-sees-on = The class sees this screen: the consequences and notes are hidden.
wall-class-sees-off = Show them again

## Languages and colours

language-en = English
language-de = Deutsch
language-es = Español
colour-orange = orange
colour-sky-blue = sky blue
colour-green = green
colour-yellow = yellow
colour-blue = blue
colour-vermillion = vermilion
colour-purple = reddish purple
colour-black = black
colour-grey = grey
colour-brown = brown
colour-wine = wine red
colour-teal = teal
wall-fight-fell = Country { $country } has fallen to { $attacker }.
wall-fight-failed = The attack on country { $country } has failed.
wall-fight-retreat = { $attacker } retreats from country { $country }.
