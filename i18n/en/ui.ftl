## The teacher's screen

app-title = Colony Classroom
menu-home = ← Classes
menu-language = Language
menu-dark = Dark theme
menu-light = Light theme
menu-projector-text = Text size on the projector screen

## Colours

## Start: the library of classes

start-intro = Pick up a class where it stopped, or start a new game.
start-reading = Reading the classes…
files-writing = Writing the files…
files-not-written = The files could not be written: writing broke off unexpectedly. Please try again.
start-more-hidden = { $count ->
    [one] One more class is not listed: filter by class or year to find it.
   *[other] { $count } more classes are not listed: filter by class or year to find one.
}
start-show-more = Show { $count } more
start-no-classes = No classes yet. Press "New class" to set one up.
start-new-class = New class
start-resume = Resume
start-delete = Delete
start-confirm-delete = Really delete
start-keep = Keep it
start-deleted = Moved to the trash: { $path }
start-class-line = { $date } · { $teams ->
    [one] 1 team
   *[other] { $teams } teams
  } · { $status } · last change { $changed }
start-finished = finished
start-at-step = { $phase }, step { $step } of { $steps }
start-offer-resume = "{ $class }" is not finished yet. Press Resume to carry on where you stopped.

## New class

setup-title = New class
setup-class = Class
setup-class-placeholder = e.g. 9b history
setup-date = Date
setup-lesson-language = Language of the lesson
setup-lesson-region = Where the class is taught
setup-teams = { $count ->
    [one] 1 team
   *[other] { $count } teams
  } in seating order (clockwise)
setup-add-team = Add a team
setup-team-count = Number of teams:
setup-default-team = Team { $number }
setup-default-class = Class of { $date }
setup-team-name = Team name
setup-students = Students (separated by commas)
setup-unprintable = The printed handouts have no letters for { $chars }: they will show as empty boxes there.
setup-typed = We roll real dice and draw real resources from the bag (type them in)
setup-seed = Seed for the app's dice
setup-start = Start the game
setup-cancel = Cancel
setup-error-seed = The seed must be a whole number.
setup-error-same-name = Two teams have the same name. Please give each team its own name.

## The lesson

lesson-over = The game is over
lesson-show-consequences = Show the consequences (teacher's screen only)
lesson-hide-consequences = Hide the consequences
lesson-show-next = Show the next situation on the projector screen
lesson-land = Land on the coast
lesson-pay-income = Pay out the income
lesson-award-monopolies = Award the monopolies
lesson-discussed-help = Your class discusses this situation instead of playing it. Read it out, then talk it through with the three questions on the projector screen (about 8 to 10 minutes); the history below helps. Nobody lays a card, and nothing changes for any nation.
lesson-discussed-read = What each card would have meant, if you want to read it out:
lesson-discussed-game = In the game: { $effects }
lesson-discussed-next = Discussed: next situation
lesson-discussed-history = The history, to read aloud:
lesson-discussed-prompts = Questions for the class (on the projector screen):
lesson-opening-read = Read out:
lesson-opening-help = A new phase begins. Read out its opening: the projector screen shows it large, with the game years. The first situation comes next.
lesson-opening-next = To the first situation
lesson-opening-again = Phase opening
lesson-discussed-choice = { $step }: discussed or played?
lesson-plan-button = Lesson plan (PDF)
lesson-read-yourself = The computer voice stays silent here. The lesson plan advises reading this text yourself: a synthetic voice does not suit the suffering it tells of.
lesson-read-anyway = Let the app read it aloud all the same
lesson-read-cancel = Cancel
lesson-enter-cards = Each team's card (click, or type 1-3 for the marked team; Enter resolves; Enter also starts each step, Esc closes panels):
lesson-resolve = Resolve
lesson-invest-help = The income has been paid. What does each team spend? 1 gold = 1 army or 1 farming roll.
lesson-team-gold = { $team } ({ $gold } gold)
lesson-armies = Armies
lesson-farms = Farming
lesson-invest = Confirm the investments
lesson-from = attacking country
lesson-target = country attacked
lesson-attack = Attack
lesson-end-attacks = No more attacks
lesson-fight = Country { $from } ({ $attackers ->
    [one] 1 army
   *[other] { $attackers } armies
  }) against country { $target } ({ $defenders ->
    [one] 1 army
   *[other] { $defenders } armies
  })
lesson-throw = Roll
lesson-break-off = Retreat
lesson-occupy-help = The country has fallen. How many armies move in? (0 to { $max })
lesson-occupy = Move in
lesson-rebellion-proposal = { $team }: countries with a rebellion: { $countries }
lesson-place-rebellions = Place the rebellions
lesson-typed-dice = Dice and resources drawn:
lesson-typed-placeholder = e.g. 4 2 sugar
lesson-typed-die = Die:
lesson-typed-drawn = Drawn:
lesson-typed-clear = Clear
lesson-throws-order = Roll in this order:
lesson-throw-card = { $team }
lesson-throw-farm = { $team } (farming)
lesson-throw-group-monopoly = Tie for the { $product } monopoly:
lesson-throw-group-rising = Rebellion in country { $country }:
lesson-throw-rebels = { $team } for the rebels
lesson-throw-fight = { $team } (war)
lesson-throws-order-tie = If there is a tie, roll again; the list gets longer.
lesson-throws-order-draw = Then draw a resource from the bag for { $team }.
lesson-bad-outcome = "{ $word }" is neither a die (1-6) nor a product.
lesson-pick-countries = First choose the attacking country and the country attacked.
lesson-country-choice = { $country } ({ $armies ->
    [one] 1 army
   *[other] { $armies } armies
  }) · { $team }
lesson-own-country-choice = Country { $country } ({ $armies ->
    [one] 1 army
   *[other] { $armies } armies
  })
lesson-what-happened = What happened
lesson-nothing-changed = Nothing changed for any nation.
lesson-standings = Standings
lesson-undo = Undo (Ctrl+Z)
lesson-history = Game log
lesson-projector = Projector screen (F5)
lesson-read-aloud = Read aloud
lesson-stop-reading = Stop reading
lesson-saved = Saved after every entry.
lesson-saving = Saving…
lesson-go-on-unsaved = Go on without saving
lesson-waits-for-disk = What happened shows as soon as the entry is saved.
lesson-dice = Dice:
lesson-dice-app = rolled by the app
lesson-dice-real = real ones, typed in
lesson-unsaved = NOT SAVED
lesson-not-saved = Not saved: { $why }. Nothing is lost while the app stays open: it tries again every two seconds and with the next entry. Folder: { $folder }
lesson-not-saved-other = Not saved: { $why } Nothing is lost while the app stays open: it tries again every two seconds and with the next entry.
lesson-retry-save = Try again

col-team = Team
col-gold = Gold
col-prestige = Prestige
col-armies = Armies
col-countries = Countries
col-resources = Resources

## Game log and corrections

history-title = Game log
history-close = Back to the game
history-change = Change
history-fixing = Changing entry { $entry }: click the cards as they really were.
history-change-dice = Change the dice
history-preview = See what changes
history-cancel = Cancel
history-confirm = Confirm the change
history-would-change = Numbers would change for: { $teams }
history-rerolled = { $count ->
    [one] The dice and draws of entry { $list } no longer fit the corrected game: the app rolls new ones where they are needed.
   *[other] The dice and draws of entries { $list } no longer fit the corrected game: the app rolls new ones where they are needed.
}
history-breaks = This change does not work: entry { $entry } would no longer fit ({ $why })
history-cards = cards
history-proceed = next step
history-invest = investments
history-attack = attack
history-throw = roll
history-break-off = retreat
history-occupy = moved in
history-end-attacks = end of attacks
history-rebellions = rebellions placed
history-correction = correction

## Results

results-title = Results
results-files = Save files ▸
results-files-close = Save files ▾
results-richest = Richest
results-respected = Most respected
results-over-time = Gold and prestige after each phase
results-highlight = Light up on the chart:
results-highlight-all = All teams
results-highlight-top = The top three of each ranking
results-highlight-next = Team by team ▸
results-bars-legend = Upper bar: gold. Lower bar (grey): prestige.

## Projector screen

projector-what-happened-plain = What happened
list-and = and
projector-people-rose-head = The people of these countries rose up against these nations:
projector-people-rose-where = { $count ->
    [one] country { $countries }
   *[other] countries { $countries }
  }
projector-people-independent = { $count ->
    [one] The people of country { $countries }
   *[other] The people of countries { $countries }
  } won their independence.
projector-people-took = { $attacker } took country { $country } from { $defender }. Its people were never asked.

## Read aloud

speech-missing = Reading aloud needs espeak-ng. Ask for it to be installed (Debian/Ubuntu: sudo apt install espeak-ng).
speech-failed = Could not read aloud: { $why }
speech-no-sound = Nothing could be heard: this laptop has no sound output that espeak-ng can use ({ $why }). Connect speakers or headphones, or read the text out yourself.
speech-no-voice = Windows has no voice installed for the lesson's language ({ $language }). Add one in Settings, Time & language, Speech, Add voices; or read the text out yourself.

## A team's countries and corrections

team-close = Close
team-reason = Reason for a correction (kept in the class file)
team-default-reason = corrected by the teacher
team-product = Product to correct:
team-country = Country { $country }
team-slave-ship = slave ship
team-rebellion = rebellion
team-no-country = This team holds no country.

results-end = End
results-debrief = For the debrief
rewards-slavery = The nations that took part in the slave trade ended with { $first } gold on average, those that refused with { $second }.
rewards-rebellion = The nations that sent the army against the rebels ended with { $first } gold on average, those that negotiated with { $second }.
rewards-government = The nations that backed a dictatorship ended with { $first } gold on average, those that backed a democracy with { $second }.
results-rewards-title = What the game rewarded in this class
results-rewards-help = Played 4,000 times at random, the game rewards buying people (41 against 31 gold), putting down rebellions by force (39 against 34 for negotiating) and backing a dictator (46 against 27 for a democracy). Compare your class's own numbers above, then start the debrief with its first question, which has them.
results-debrief-rewards-lead = The richest nation won the game.
results-debrief-rewards-ask = What does this game reward, and who paid for it?
results-short-background = To read aloud (under a minute; "Read aloud" says it):
results-debrief-1 = Who paid for your nation's gold and prestige: which choices brought them, and who carried the burden?
results-debrief-2 = Pick one decision your nation made. What were its consequences for the people who lived in your colonies, in the short term and in the long term?
results-debrief-3 = What did the people living in your colonies get out of it, and what did they do about it?
lesson-rebellion-help = Each team's own rebellion goes where the app proposes, unless you pick another country without a city.

## Handouts from the app

results-save-pdf = Score sheet, debrief sheet, debrief worksheet and poster as PDF
results-save-csv = Results as CSV (for spreadsheets)
results-shown-rankings = The projector screen shows the rankings.
results-shown-question = The projector screen shows question { $n } of { $count }:
results-all-questions = All the questions, with the background for each phase
results-debrief-short = Short debrief: the key question of each phase ({ $count ->
    [one] 1 question
   *[other] { $count } questions
  }, about { $minutes ->
    [one] 1 minute
   *[other] { $minutes } minutes
  })
results-key-question = key question
start-print-handouts = Handouts to print (PDF)
start-edition = For classes in:
start-choose-csv-folder = Choose a folder for the CSV…
start-csv-in = CSV:
start-tick-hint = Tick the box of a class to export it as CSV, or of two or more to compare them.
start-csv-comma = with commas
start-csv-semicolon = with semicolons
start-choose-handouts-folder = Choose a folder for the handouts…
pdf-saved = Saved as PDF in { $path }
pdf-not-saved = Could not save the PDFs in { $path }: { $why }

## The library: filter, archive, carry, compare

start-filter = Filter by class or year
start-export-csv = Export { $count ->
    [one] the ticked class
   *[other] { $count } ticked classes
  } to CSV
start-compare = Compare { $count ->
    [one] 1 class
   *[other] { $count } classes
  }
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
  } exported to { $results } and { $decisions } in { $path }
start-comparison = Classes side by side
start-comparison-legend = Final gold (black) and prestige (grey) of every team.

## Damaged class files

start-broken = This class could not be opened: { $why }. The file has not been changed.
start-broken-with-backup = This class could not be opened: { $why }. The file has not been changed. A good backup with { $entries ->
    [one] 1 entry
   *[other] { $entries } entries
  } was found.
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
cli-no-desktop = The teacher's screen needs a desktop with X11 (a Wayland desktop gives it through XWayland), and none was found. Without one, these commands work: colony replay, colony export, colony handouts, colony simulate (colony --help lists them).
cli-window-failed = The teacher's screen could not open its window ({ $why }). The commands colony replay, export, handouts and simulate work without a window.
cli-crashed = Colony Classroom stopped because of an error in the app. Every entry was saved when it was made: open the class again to go on where you were. A report for the developers is in { $report }.
cli-crashed-no-report = Colony Classroom stopped because of an error in the app. Every entry was saved when it was made: open the class again to go on where you were.
cli-bad-devices = "{ $given }" is not a network address. Give one of this laptop's addresses, with a port if you like: --devices 192.168.1.20 or --devices 192.168.1.20:8765.
cli-bad-region = "{ $region }" is not a region of the app. The regions: { $known }.
cli-devices-no-lesson = Team devices were not switched on: the class file did not open (the teacher's screen says why).

## Class files beyond any real class

error-too-large = This entry would make the class file larger than any real class: { $what }.
error-not-discussed = “{ $step }” cannot be discussed instead of played in this lesson.
error-discussed-reached = The class has already been through “{ $step }”: whether it is discussed or played can no longer change.
replay-too-large = This class file is larger than any real class: { $what }.
store-too-large = { $path } is not read: { $what }.
store-not-record = { $path } is not read: { $why }.
store-not-text = { $path } is not a class file (it is not text).
store-stopped = the save stopped before it ended
store-encode = { $path } was not written (nothing was changed in it): { $why }.
store-in-use = { $path } is open in another window of Colony Classroom on this computer. Go on in that window, or close it and open the class here.
limit-bytes = the file has { $found ->
    [one] 1 byte
   *[other] { $found } bytes
  } (limit: { $max })
limit-teams = it has { $found ->
    [one] 1 team
   *[other] { $found } teams
  } (limit: { $max })
limit-class-name = the class name has { $found ->
    [one] 1 character
   *[other] { $found } characters
  } (limit: { $max })
limit-date = the date has { $found ->
    [one] 1 character
   *[other] { $found } characters
  } (limit: { $max })
limit-language = the language code has { $found ->
    [one] 1 character
   *[other] { $found } characters
  } (limit: { $max })
limit-team-name = the name of team { $at } has { $found ->
    [one] 1 character
   *[other] { $found } characters
  } (limit: { $max })
limit-colour = the colour of team { $at } has { $found ->
    [one] 1 character
   *[other] { $found } characters
  } (limit: { $max })
limit-students = team { $at } lists { $found ->
    [one] 1 student
   *[other] { $found } students
  } (limit: { $max })
limit-student-name = a student's name in team { $at } has { $found ->
    [one] 1 character
   *[other] { $found } characters
  } (limit: { $max })
limit-entries = it has { $found ->
    [one] 1 entry
   *[other] { $found } entries
  } (limit: { $max })
limit-per-team = entry { $at } gives { $found ->
    [one] 1 value
   *[other] { $found } values
  } for { $max ->
    [one] one team
   *[other] { $max } teams
  }
limit-places = entry { $at } moves { $found ->
    [one] 1 proposal
   *[other] { $found } proposals
  } (limit: { $max })
limit-reason = the reason given in entry { $at } has { $found ->
    [one] 1 character
   *[other] { $found } characters
  } (limit: { $max })
limit-discussed-changes = the class file switches between discussed and played { $found ->
    [one] once
   *[other] { $found } times
  } (limit: { $max })

## Outputs that are refused

output-refused = { $path } was not written: { $why }. Choose another file name.
refusal-class-record = a class file is there and would be lost
refusal-input = it is the file being read
refusal-folder = it is a folder
refusal-link = it is a link to another file
refusal-not-a-file = it is not an ordinary file (a device or a pipe)
cli-stdout = Cannot write to the standard output: { $why }.
cli-too-many-games = Play at most { $max ->
    [one] one game
   *[other] { $max } games
  } in one run.

## The teacher's screen: the flow of a step

lesson-header = Phase { $number } · { $phase } · { $step }
lesson-step-of = step { $step } of { $steps }
lesson-next = Next situation
lesson-change-card = Change a card
lesson-change-investment = Change an investment
lesson-show-detail = Show every change
lesson-hide-detail = Hide the list of changes
lesson-cards-all-in = { $count ->
    [one] The card is in.
   *[other] All { $count } cards are in.
  }
lesson-cards-in = { $in } of { $count ->
    [one] 1 card
   *[other] { $count } cards
  } in.
lesson-cards-waiting = { $in } of { $count ->
    [one] 1 card
   *[other] { $count } cards
  } in: waiting for { $teams }
lesson-cards-keys = A key 1–3 sets the marked team's card and marks the next team; Tab skips a team; Enter resolves.
lesson-gold-left = Gold left
lesson-too-much = too much
lesson-invest-keys = Type the marked team's armies, then the spacebar and its farming rolls (2 1); a complete number marks the next team by itself, Tab marks it sooner; Enter confirms.
lesson-war-keys = Keys: ← and → choose the country to attack from, ↑ and ↓ the country attacked, Enter attacks. In a fight: Enter rolls, R retreats. Esc clears both countries; Shift+Enter then ends this team's attacks.
lesson-enter-end-attacks = No countries chosen for an attack. To end the attacks of { $team }, press Shift+Enter or click "{ $button }".
lesson-enter-invest-nothing = No team has spent anything yet. To go on without spending, press Shift+Enter or click "{ $button }".
lesson-enter-invest-untyped = Nothing typed yet for { $teams }. If they spend nothing, press Shift+Enter or click "{ $button }".
lesson-may-attack = may attack.
lesson-no-attack-possible = This team has no country with armies, or no token left: it cannot attack.
lesson-fight-title = Attack: { $attacker } against { $defender }, country { $target } from country { $from }
lesson-attacker = Attacking
lesson-defender = Defending
lesson-versus = against
lesson-country = country { $country }
lesson-armies-count = { $armies ->
    [one] 1 army
   *[other] { $armies } armies
  }
lesson-retreat-team = { $team }: retreat
lesson-war-queue = Attacking team { $n } of { $count } · still to attack: { $teams }
lesson-war-queue-many = Attacking team { $n } of { $count } · next to attack: { $next }, then { $more ->
    [one] 1 more team
   *[other] { $more } more teams
  }
lesson-war-last = Attacking team { $n } of { $count } · the last team to attack
lesson-war-only = The only team to attack in this step
lesson-real-throw-help = The dice rolled in the classroom: first the attacker's, then the defender's (click, or press 1–6).
lesson-throw-both-dice = First choose both dice of the roll: the attacker's and the defender's.
lesson-throw-real = Enter the roll
lesson-show-situation = Show the situation
lesson-hide-situation = Hide the situation
lesson-throws = { $count ->
    [0] No roll yet
    [one] 1 roll
   *[other] { $count } rolls
  }
lesson-fight-ended-rolls = { $count ->
    [one] 1 roll
   *[other] { $count } rolls
  } (attacker–defender): { $rolls }
lesson-throw-line = Roll { $n }: attacker { $attacker }, defender { $defender }
lesson-no-own-rebellion = every country has a city
lesson-no-country-left = no country left
lesson-extra-rebellion = one more:
lesson-standings-legend = Sorted by gold: the richest nation wins; prestige is the second ranking. "=2": the same rank (equal gold and equal prestige). Click a team to see or correct its countries.
lesson-standings-legend-short = By gold, then prestige; "=2": same gold and prestige. Click a team for its countries.
lesson-projector-standings = Standings on the projector screen
lesson-projector-back = Projector screen back to the game


## What happened, team by team (short phrases after the team's name, without a verb in the present)

sum-income = { $n } gold income from resources
sum-gold-more = { $n } gold more
sum-gold-less = { $n } gold less
sum-armies-bought = { $n ->
    [one] 1 army bought
   *[other] { $n } armies bought
  }
sum-armies-more = { $n ->
    [one] 1 army more
   *[other] { $n } armies more
  }
sum-armies-less = { $n ->
    [one] 1 army fewer
   *[other] { $n } armies fewer
  }
sum-resources-more = { $n ->
    [one] 1 resource more
   *[other] { $n } resources more
  }
sum-resources-less = { $n ->
    [one] 1 resource fewer
   *[other] { $n } resources fewer
  }
sum-prestige-more = { $n } prestige more
sum-prestige-less = { $n } prestige less
sum-new-country = a new country (country { $country }), taken from the people living there
sum-took = country { $country } taken from { $other }
sum-lost-to = country { $country } lost to { $other }
sum-built = a { $building } built in country { $country }
sum-slave-ship = slave ship: enslaved Africans bought
sum-monopoly = the { $product } monopoly
sum-rebellion = a rebellion in country { $country }
sum-put-down = rebellion in country { $country } put down by force
sum-independent = independence won by the people of country { $country }
sum-peace = peace made with the people of country { $country }
sum-fight-won = fight won
sum-fight-lost = fight lost
sum-broke-off = retreat
sum-held = held country { $country } against { $other }
sum-attack-failed = attack on country { $country } ({ $other }) failed
sum-retreated = retreated from the fight for country { $country } ({ $other })
sum-lapsed-no-token = no token left for another country
sum-lapsed-no-free-country = every country already held by a team
sum-lapsed-no-place = no country left without this building
sum-lapsed-no-country = no country for this
sum-lapsed-bag-empty = the bag is empty: nothing drawn
sum-lapsed-no-armies = no army to lose
sum-lapsed-no-resources = no resource to lose
sum-lapsed-all-rebelling = every country already has a rebellion
sum-nothing = no change
sum-farming = { $count ->
        [one] farming roll
       *[other] farming rolls
    } { $dice }: { $new ->
        [0] no resource gained
        [one] 1 resource gained
       *[other] { $new } resources gained
    }
sum-dice = { $count ->
        [one] die
       *[other] dice
    } { $dice }

badge-gold = { $sign }{ $n } gold
badge-prestige = { $sign }{ $n } prestige
badge-countries = { $sign }{ $n } { $n ->
    [one] country
   *[other] countries
  }
badge-independent = { $count ->
    [one] country { $countries } independent
   *[other] countries { $countries } independent
  }
badge-armies = { $sign }{ $n } { $n ->
    [one] army
   *[other] armies
  }
badge-resources = { $sign }{ $n } { $n ->
    [one] resource
   *[other] resources
  }
badge-monopoly = { $product } monopoly
badge-monopolies = monopolies: { $products }

## Game log

history-place = Phase { $phase } · { $step }
history-retreat = retreat
history-nobody = nobody
history-corrected = corrected by the teacher: "{ $reason }"

## Results and the debrief on the projector screen

results-tie-rule = The richest nation wins. Equal gold is ranked by prestige; teams equal in both share a rank ("=2").
results-rank-gold = Rank by gold
results-rank-prestige = Rank by prestige
results-gold-prestige = Each cell: gold · prestige at the end of the phase.
results-projector-rankings = Rankings on the projector screen
results-projector-journey = Each nation's path, on the projector screen
results-film-play = Play the game as a film
results-film-moment = Show this moment in the film
results-film-pause = Pause
results-film-resume = Play
results-film-back = ← Back
results-film-forward = Forward →
results-film-close = Close the film
results-film-at = Film: { $n } of { $count }
results-film-keys = ← → or Page Up/Down: one entry back or forward. Spacebar: play or pause. Esc: close.
projector-film-start = Before the landing
projector-film-playing = { $n } of { $count }
projector-film-paused = { $n } of { $count } · paused
projector-journey-gold = Gold after each phase
projector-journey-prestige = Prestige after each phase
projector-journey = How each nation reached its rank
results-projector-next-question = Show question { $n } on the projector screen
results-debrief-keys = Keys (or a presenter's remote): Enter, → or Page Down shows the next question; ← or Page Up the one before.
results-debrief-4 = Prestige in the game rewarded some choices and punished others. Whose standards were those: the Europeans' of the time, the colonised peoples', or ours today?

## Start and new class

start-results = Results
start-open-file = Open a class file…
setup-seating = The first team starts; at each new decision round the next team clockwise becomes the first team.
setup-advanced = Advanced
setup-hide-advanced = Hide advanced settings
setup-seed-help = The same seed gives the same dice: for a class that plays twice.
dialog-choose-class = Choose a class file
dialog-class-files = Class files
dialog-choose-folder = Choose a folder

## Menu, projector screen and team panel

menu-projector-open = Projector screen (F5)
# While the projector screen is open: this label, then its controls (close, A−, A+, freeze, full screen), short, so that the bar stays on one line at 1366 wide.
menu-projector-on = Projector screen:
menu-projector-close = Close (F5)
menu-projector-freeze = Freeze (F8)
menu-projector-unfreeze = Unfreeze (F8)
menu-projector-fullscreen = Full screen (F11)
notice-dismiss = Close
notice-open-folder = Open the folder
notice-no-file-manager = No file manager could be opened. The files are in { $path }.
team-no-resources = no resources
team-not-on-projector = Corrections are kept in the class file with their reason; they never appear on the projector screen.

projector-title = Colony Classroom – projector screen
projector-waiting = The lesson starts soon.
projector-phase = Phase { $number } · { $phase }
projector-sit-out-no-gold = no gold
projector-sit-out-no-rebellion = no rebellion
projector-cards-in = { $in } of { $count ->
    [one] 1 card
   *[other] { $count } cards
  } in
projector-discussed = We talk about this situation. Nobody lays a card.
projector-what-happened = What happened: { $step }
projector-wars = Colonial wars
projector-war-armies = { $armies ->
    [one] 1 army
   *[other] { $armies } armies
  }
projector-war-throw = Roll { $n }
projector-war-tie = Equal dice: roll again.
projector-rolls = { $count ->
    [one] 1 roll
   *[other] { $count } rolls
  }
projector-war-badge-country = −1 country
projector-war-none-left = No army is left in country { $country }: if { $team } wins the next roll, the country is taken.
projector-lobby-title = Join your team
projector-lobby-code = then type the code your teacher gives your team.
projector-lobby-count = { $in } of { $count ->
    [one] 1 team
   *[other] { $count } teams
  } joined
lesson-lobby-shown = The projector screen shows how the teams join with their phones.
lesson-close-lobby = Show the situation instead
projector-war-attacks = attacks
projector-war-defends = defends
projector-war-loses-army = { $high } beats { $low }: 1 army lost by { $team }
projector-war-loses-country = { $high } beats { $low }: country { $country } lost by { $team }
projector-wars-count = Colonial wars · attacking team { $n } of { $count }
projector-wars-result = After the colonial wars
projector-may-attack = Allowed to attack: { $team }
projector-fight = Country { $target } under attack from country { $from }.
projector-country-fell = Country { $country } has fallen. Its people were never asked.
projector-investment = Standings before you invest
projector-standings = Standings
projector-standings-legend = Sorted by gold, then by prestige. "=2": the same gold and prestige. ▲▼: ranks by gold gained or lost since the end of the previous phase.
projector-standings-legend-plain = Sorted by gold, then by prestige. "=2": the same gold and prestige.
projector-col-rank = Rank
projector-col-prestige-rank = Rank by prestige
projector-end = The end: the richest and the most respected. Who paid for it?
projector-end-legend = Ranked by gold, equal gold by prestige; "=3": the same rank. Prestige is ranked on its own.
projector-monopoly-dice = A product with a die: the teams with the most of it were tied and rolled; the team with the highest die took the monopoly.
projector-every-nation = Every nation: { $changes }. The map shows where.
projector-every-nation-own = Every nation: { $changes }.
projector-question-of = Question { $n } of { $count }

## Languages and colours

language-en = English
language-de = Deutsch
language-es = Español
language-lesson-kept = The teacher's screen now shows: { $interface }. The lesson keeps its own language, the one the class hears: { $lesson } (the texts read out and the projector screen).
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
colour-light-green = light green
colour-light-pink = light pink
projector-fight-fell = Country { $country } has fallen to { $attacker }. Its people were never asked.
projector-fight-failed = The attack on country { $country } has failed. Soldiers died on both sides.
projector-fight-failed-attacker = The attack on country { $country } has failed. { $attacker } lost its soldiers; the defenders lost none.
projector-fight-retreat = { $attacker }: retreat from country { $country }.

## Team devices (the teacher's screen)

devices-button = Team devices
devices-button-on = Team devices ({ $count ->
    [one] 1 connected
   *[other] { $count } connected
  })
devices-title = Team devices
devices-intro = Teams can lay their cards from their own phones, tablets or laptops. This laptop serves the page itself: no internet is needed, but the devices must be on the same network as this laptop. You can still enter or change any card by hand.
devices-address = Network address:
devices-loopback = (this laptop only, for a test)
devices-start = Start team devices
devices-stop = Stop team devices
devices-open = On the devices, open: { $url }
devices-test = Test it from your own phone first: open { $url } and type a team's code. This screen then shows the contact below.
devices-contact = Last contact from a device: { $seconds ->
    [one] 1 second
   *[other] { $seconds } seconds
  } ago ({ $address }).
devices-no-contact = No device has reached this laptop yet.
devices-help = No device gets through? Many school Wi-Fi networks keep devices apart from each other: switch on the hotspot of a phone and connect this laptop and the devices to it. A firewall on this laptop may block port { $port }: allow it, or ask whoever looks after the network.
devices-windows-firewall = The first time team devices start, Windows asks whether Colony Classroom may use the network. Allow it for private networks only (the classroom's Wi-Fi or a phone's hotspot). If the question does not appear on a laptop the school manages, ask IT to allow Colony Classroom on private networks, or play without devices.
devices-team-count = { $count ->
    [0] no device
    [one] 1 device
   *[other] { $count } devices
  }
devices-revoke = Take all off
devices-team-qr = { $team } can also scan this QR code to join. Show it to this team only.
devices-mirrored = The class can see this screen: a team's code shows only once you have blanked the projector, and for 30 seconds. Printed code slips are quickest.
devices-not-started = Team devices could not start: { $why }
devices-no-random = Team devices stay off: this computer gives no secure random numbers for the teams' codes. Teams lay their cards by hand; restarting the computer may help.
devices-from-device = card in from a device
devices-spend-from-device = sent from a device
devices-codes-intro = Each team joins with its own code. Give each team its own code and no other: click "Code" beside the team and show this screen to that team only, or read the code to it quietly.
devices-codes-intro-shared = Each team joins with its own code. Give each team its own code and no other: on the printed code slips, or read it to the team quietly.
devices-print-slips = Print code slips
devices-print-slips-help = One slip a team with its code and QR code, to cut apart and hand out.
devices-refresh = Look again
devices-no-address = This laptop has no network address. Connect it to the classroom's Wi-Fi or to a phone's hotspot, then click "Look again".
devices-show-code = Code
devices-hide-code = Hide
devices-team-code = Code for { $team }:
devices-take-off = Take off
devices-device = Device { $number } · { $address } · heard from { $seconds ->
    [one] 1 second
   *[other] { $seconds } seconds
  } ago
devices-new-code = { $team } has a new code now, so the device taken off cannot join again. Give the new code to the team only if one of its own devices has to join again.
devices-other-device = changed from another device
projector-join = On your phone, open:
projector-join-code = then type your team's code.

## The page on the teams' devices (in the lesson's language)

phone-title = Colony
phone-join-title = Join your team
phone-code = Your team's code (from your teacher):
phone-join = Join
phone-code-hint = 6 digits
phone-wrong-code = That code is not right. Check it with your teacher and try again.
phone-too-many = Too many tries. Wait a minute, then try again.
phone-team-full = Your team has as many devices as it may. Ask your teacher to take one off.
phone-lost = No connection to the teacher's laptop. Trying again…
phone-revoked = This device was taken off the team. Ask your teacher for your team's code to join again.
phone-wait = Listen to your teacher.
phone-sending = Sending…
phone-busy = The teacher's screen did not answer. Try again.
phone-buy-armies = Armies to buy
phone-buy-farms = Farming rolls
phone-gold-left = Gold left
phone-send = Send
phone-leave = Leave this team
phone-leave-confirm = Leave this team on this device? You can join again with your team's code.
phone-card-counts = Your card { $card } counts. You can change it until your teacher presses Resolve.
phone-spend-counts = Sent: { $armies ->
    [one] 1 army
   *[other] { $armies } armies
  } and { $farms ->
    [one] 1 farming roll
   *[other] { $farms } farming rolls
  }. You can change it until your teacher confirms the investments.
phone-too-late = Too late: your teacher has already moved on.
phone-wait-opening = Not yet: your teacher is reading the opening of the phase. You lay your card after it.
phone-not-saved = The teacher's laptop could not save your card. Tell your teacher.
phone-outcome-title = What happened to your nation
phone-nothing-happened = Nothing changed for your nation.
phone-end-title = The game is over
phone-end-gold = Gold: place { $place } of { $count } ({ $gold } gold)
phone-end-prestige = Prestige: place { $place } of { $count } ({ $prestige } prestige)
phone-end-shared = { $rank } (shared)
phone-end-question = Talk about it in your team:
phone-map-whole = The whole map
phone-map-own = Your countries and their neighbours

## The map
setup-board = Board:
setup-board-map = The app's map
setup-board-own = Our own board from the 2001 game box
setup-step-played = Played
setup-step-discussed = Discussed, not played
setup-step-discussed-help = Recommended. The class hears the situation and what each card would have meant, and talks about it with three questions and the history. Nobody lays a card, and nothing changes for any nation. You can change this until the class has been through the slave trade.
setup-step-played-help = The lesson plan advises against playing it: the game rewards buying people with resources. Play it only with a class you have prepared, and let the debrief name what that reward cost. You can change this until the class has been through the slave trade.
lesson-projector-map = Map on the projector screen (F6)
lesson-map-not-in-play = Country { $country } is not in play yet.
lesson-map-not-from = { $team } cannot attack from country { $country }. First click the country the team attacks from (one that is not greyed out).
lesson-map-no-rebellion = No rebellion can be placed in country { $country }.
lesson-map-not-coast = Country { $country } is not on the coast: teams can land only on the coast.
lesson-landing-help = Where each team lands: the app spreads the teams along the coast. To change it, choose another coastal country here, or click the team's country on the map and then the coastal country where it should land.
lesson-landing-choice = Country { $country }
lesson-landing-swap = Country { $country } · swap with { $team }
lesson-conquest-help = Where the new countries go: for each team, the app proposes a country that no team holds yet and that borders one of the team's countries (if there is none, one on the coast). To change it, choose another here or click one on the map that is not greyed out.
lesson-gains-show = Choose where armies, resources and buildings go ({ $count })
lesson-gains-hide = Hide the list
lesson-gains-help = The app puts an army where the team has the fewest, a resource in the country it took last and a building in the first country it took that has none of that kind. To put them somewhere else, choose a country here, or click the line and then one of the team's countries on the map. Gains that depend on a roll go where the app proposes; you can correct them afterwards.
lesson-gain-armies = { $count ->
    [one] +1 army
   *[other] +{ $count } armies
  }
lesson-gain-armies-lost = { $count ->
    [one] −1 army
   *[other] −{ $count } armies
  }
lesson-gain-resources = { $count ->
    [one] +1 resource
   *[other] +{ $count } resources
  }
lesson-gain-resources-lost = { $count ->
    [one] −1 resource
   *[other] −{ $count } resources
  }
lesson-gain-proposed = Country { $country }, as proposed
lesson-gain-spread = As proposed: countries { $countries }
lesson-gain-all-in = All in country { $country } ({ $armies ->
    [one] 1 army
   *[other] { $armies } armies
  })
lesson-map-no-gain = Nothing from this entry can go to country { $country }: click a country of one of the teams in the list.
lesson-map-no-conquest = No team can take country { $country } now: a new country must be one that no team holds yet and border one of the team's countries (if there is none, it must be on the coast).
projector-map-letter = { $country } | { $letter }{ $armies }: country { $country }, team { $letter }, { $armies } { $armies ->
        [one] army
       *[other] armies
    }
projector-map-independent = hatched: independent
projector-map-resources = brown dot and number: resources
projector-map-changed = on yellow: just changed
projector-map-slave-ships = with a slave ship: { $letters }
projector-map-fight-armies = country { $from }: { $attacking }, country { $target }: { $defending }
projector-map-fight-throw = roll { $n }: { $attacker } against { $defender }
phone-map-legend = Your countries are shown in your colour, with their armies (country | armies). Grey: other teams' countries; white: independent countries; beige: no team yet.

## "What if?": the class's choices in games played at random from its own start
what-if-title = What if, on average? The same choices in { $games } { $games ->
    [one] game
   *[other] games
} played at random (the game's average, not this class)
what-if-choice = Choice
what-if-gold = Gold at the end
what-if-prestige = Prestige at the end
what-if-legend = Games with { $teams } { $teams ->
    [one] team
   *[other] teams
} starting as this class started, every decision made at random. Each number is the average; in brackets, where the middle 50 % of the teams ended.
what-if-compare = Compared with “{ $b }”, the choice “{ $a }” brought on average { $gold } and { $prestige }; many teams ended above or below their average.
what-if-more-gold = { $n } more gold
what-if-less-gold = { $n } less gold
what-if-same-gold = about the same amount of gold
what-if-more-prestige = { $n } more prestige
what-if-less-prestige = { $n } less prestige
what-if-same-prestige = about the same prestige
what-if-caveat = These numbers count only what the game gave your nations. What each choice did to the people it hit is not in them: that is for you to discuss.
what-if-working = Working out what chance would have given…
results-what-if-show = “What if?” on the projector screen
results-what-if-hide = Projector screen back to the question
## The film as a file, and the poster
results-save-film = Film as an animated PNG
film-saved = Saved the film in { $path }
film-not-saved = Could not save the film in { $path }: { $why }
cli-film-no-map = This class played on its own board: without the app's map there is no film to make.

## Leaving a lesson with something not saved, and the copy kept meanwhile
leave-not-saved = Not saved yet: the last entries are only in this window.
leave-copy-kept = A copy is kept in { $folder }. When the app starts again, it offers to put it back into the class file.
leave-no-copy = No copy could be written anywhere on this computer. Save the class file on a USB stick before you leave.
leave-save-elsewhere = Save elsewhere…
leave-stay = Back to the lesson
leave-anyway = Leave (the copy is kept)
leave-anyway-lost = Leave and lose the last entries
leave-waiting = Saving… The lesson closes as soon as it is saved.
leave-saved-elsewhere = Saved in { $folder }. Next lesson, open it from there with "Open a class file…".
start-recovered = Not saved into its class file when the lesson ended: { $class } ({ $entries ->
    [one] 1 entry
   *[other] { $entries } entries
}). A copy was kept.
start-put-back = Put it back
start-put-back-done = Put back: { $path }
devices-joining-paused = Several devices are trying wrong codes: typed codes pause for { $seconds ->
    [one] 1 second
   *[other] { $seconds } seconds
}. A team still joins by its own QR code (its code slip, or “Code” on the devices panel); devices already joined go on.
devices-source-waits = Joins refused from { $address }: { $wrong ->
    [one] 1 wrong code
   *[other] { $wrong } wrong codes
} in a minute, so it waits { $minutes ->
    [one] 1 minute
   *[other] { $minutes } minutes
}. No other device is held up.
one-choice-title = One choice changed, with the same dice
one-choice-help = Choose a team, then the card it could have laid instead at one of its decisions. The app plays this class's game again with that one card changed and every die and draw as it fell. The class file stays as it is.
one-choice-team = Team:
one-choice-decisions = The decisions of { $team }
one-choice-laid = { $step }: laid “{ $card }”
one-choice-instead = Instead: “{ $card }”
one-choice-headline = Had { $team } laid “{ $instead }” instead of “{ $laid }” at { $step }, with the same dice, it would have ended with { $gold } gold ({ $gold-rank }) and { $prestige } prestige ({ $prestige-rank }). It ended with { $was-gold } gold and { $was-prestige } prestige.
one-choice-headline-you = Had you laid “{ $instead }” instead of “{ $laid }” at { $step }, with the same dice, you would have ended with { $gold } gold ({ $gold-rank }) and { $prestige } prestige ({ $prestige-rank }). You ended with { $was-gold } gold and { $was-prestige } prestige.
one-choice-rank = rank { $now }, not { $was }
one-choice-rank-same = rank { $now }, as it was
one-choice-others-title = For the other teams
one-choice-others-none = Nothing would have changed for the other teams.
one-choice-other = { $team }: { $gold } gold instead of { $was-gold }, { $prestige } prestige instead of { $was-prestige }
one-choice-map-title = On the map
one-choice-country-free = Country { $n } would have stayed free ({ $holder } took it).
one-choice-country-taken = Country { $n } would have been taken by { $holder } (it stayed free).
one-choice-country-held = Country { $n } would have been held by { $holder }, not { $former }.
one-choice-countries-more = { $count ->
    [one] and one more country
   *[other] and { $count } more countries
}
one-choice-independent = its own people (independent)
one-choice-adjusted = { $count ->
    [one] One later entry could not be played as the class made it (for example an attack from a country the team would not have held, or a card it could not have paid for): the rules' proposal was played there instead.
   *[other] { $count } later entries could not be played as the class made them (for example an attack from a country the team would not have held, or a card it could not have paid for): the rules' proposals were played there instead.
}
one-choice-dropped = { $count ->
    [one] One entry was not needed any more (a fight that would not have happened).
   *[other] { $count } entries were not needed any more (fights that would not have happened).
}
one-choice-not-a-decision = That entry is no decision a team made: choose one from the list.
one-choice-show = “One choice changed” on the projector screen
one-choice-hide = Projector screen back to the rankings
one-choice-as-played = As the class played
one-choice-changed = With one choice changed
one-choice-close = Close
one-choice-another = Another decision
one-choice-turn = “{ $card }” instead of “{ $laid }” at { $step } would have left you { $gold } gold and { $prestige } prestige.
one-choice-turn-most-gold = Most gold:
one-choice-turn-least-gold = Least gold:
one-choice-turn-most-prestige = Most prestige:
phone-end-turning = With the same dice, one card changed at a time:
one-choice-turn-most-both = Most gold and most prestige:
cli-out-extension = { $path }: this file is written as .{ $ext }: give a name that ends in .{ $ext }.
limit-whys = the teams' reasons for their cards are too many or too long ({ $found }; limit: { $max })
phone-why = Why are you choosing this card? If you like, write one or two sentences for the debrief. Nobody reads them before the end of the game, not even your teacher; then your teacher reads them first and chooses what the class sees.
phone-why-send = Send why
phone-why-short = Why this card (if you like; nobody reads it before the end):
phone-your-rebellions = { $count ->
    [one] There is a rebellion in your country { $countries }.
   *[other] There are rebellions in your countries { $countries }.
  }
phone-why-sent = ✓ Your reason has arrived with your card.
phone-why-too-long = That is too long: at most { $max } { $max ->
    [one] character
   *[other] characters
}.
whys-title = In the teams' own words
whys-help = Why the teams laid these cards, as they typed it on their devices. Only you see it until you put it on the projector screen: hide any that should not be shown.
whys-open = “
whys-close = ”
whys-hide-one = Hide from the class
whys-show-one = Show to the class
whys-projector-show = The teams' reasons on the projector screen
whys-projector-hide = Projector screen back to the question
projector-whys = In the teams' own words
projector-whys-empty = The teams' reasons appear here as your teacher uncovers them.
whys-laid = laid “{ $card }”
phone-end-ask = Ask your own “what if”: choose one of your decisions, then a card you could have laid there. The app plays your game again with that one card changed and the same dice.
phone-end-laid = You laid “{ $laid }”. Instead:
one-choice-film = Both games as a film, from this decision on
phone-end-journey = Your gold and prestige at the end of each phase:
phone-end-phase = { $phase }: { $gold } gold, { $prestige } prestige

## Who may see the teacher's screen: the class (the default) or only the teacher

posture-shared = Class sees this screen
posture-private = Private screen
posture-ask-title = Is this screen for your eyes only?
posture-ask-body = Say so only if the projector shows a screen of its own (an extended desktop, not a copy of this one) and the projector screen goes there. This screen will then show the cards you type, where new countries go, the consequences, the teams' codes and their reasons. The laptop remembers it; one click on “Private screen” in the bar takes it back.
posture-ask-yes = Only I see it: show me the cards
posture-ask-no = No, the class can see it
menu-class-view = Projector screen here (F5)
class-view-back = Teacher's screen (F5)
class-view-window = Projector screen in a window of its own
class-keys-opening = Enter: the first situation
class-keys-revealed = Enter: next situation · Ctrl+Z: change a card
class-keys-shown = The cards are revealed: type the class's dice on the teacher's screen (F5), then Resolve.
class-keys-cards = Marked: { $team } · 1, 2, 3: its card (stays face down) · Tab: next team · Enter: reveal
class-keys-invest = Marked: { $team } · armies, then the spacebar and its farming rolls, e.g. 2 1 (never shown); a complete number moves on by itself · Tab: next team · Enter: confirm
class-keys-attack = { $team } may attack · ← →: from which country · ↑ ↓: which country · Enter: attack · Shift+Enter: no more attacks
class-keys-throw = The class's dice: the attacker's, then the defender's (1–6) · Enter: roll · R: retreat
class-keys-occupy = ↑ ↓: the armies that move in · Enter: move them
class-keys-rebellions = Enter: the rebellions where the app proposes them (to change one: the teacher's screen, F5)
class-keys-proceed = Enter: go on
class-keys-over = F5: the teacher's screen, for the debrief
lesson-turn-over = Reveal the cards, then roll
lesson-cards-keys-shared = The class can see this screen: type each card with its key (1–3) for the marked team; its row only says that it is in. Tab skips a team; Enter reveals them all.
lesson-cards-keys-shown = The cards are revealed: type the class's dice below, then Resolve. A card typed wrong can still be changed.
lesson-cards-keys-changing = The cards are revealed: change a card, or which new country a team takes (here or on the map), then Resolve.
lesson-card-in = ✓ In
lesson-card-waiting = Waiting
lesson-invest-keys-shared = The class can see this screen: type the marked team's armies, press the spacebar, then type its number of farming rolls (2 1); its row only shows that its entry is in. A complete number marks the next team by itself; Tab: next team; Enter confirms.
lesson-invest-device-row = The investment of { $team } came from its device. Backspace clears it; then type the team's own.
lesson-map-after-reveal = New countries go where the app proposes, as no card shows before the reveal. To send one elsewhere, reveal, then “Change a card”.
devices-blank-code = The class sees this screen on the projector. Blank the projector first (the Blank or AV-mute button on its remote; on Windows, Windows+P and “PC screen only”), then show the code. It hides itself after 30 seconds, or as soon as the team has joined.
devices-code-shown-blank = Shown because you blanked the projector: this code hides itself after 30 seconds, or as soon as the team has joined.
devices-blank-slips = The class sees this screen on the projector, and the slips open with every team's code. Blank the projector first (the Blank or AV-mute button on its remote; on Windows, Windows+P and “PC screen only”), print the slips, and close them before the projector comes back.
devices-blank-done = The projector is blank: show it
devices-blank-cancel = Cancel
whys-help-shared = Why the teams laid these cards, as they typed it on their devices. The class can see this screen, so each reason stays covered until you uncover it: read them first on the debrief sheet, or uncover one at a time and hide any that should not be shown.
whys-covered = A reason, covered
whys-hidden = Hidden from the class
whys-uncover = Uncover
results-what-if-ready = Worked out. The class can see this screen: it shows when you show it to the class.
phone-cards-turned-over = The cards are revealed: yours can no longer change.
phone-card-turned-over = Your card { $card } is revealed. Roll when your teacher asks.
lesson-draft-broken = The cards laid before the app closed could not all be read back ({ $file }): { $cards ->
    [one] 1 card was kept
   *[other] { $cards } cards were kept
}. Lay the others again.

# The names of the files the app writes for a class (without .pdf, .csv or .png): in the
# class's language, as a teacher would name them.
file-board = board
file-board-a3 = board-a3
file-board-2x2 = board-2x2
file-debrief-sheet = debrief-sheet
file-debrief-worksheet = debrief-worksheet
file-phase-forms = phase-forms
file-teacher-cards = teacher-cards
file-teacher-cards-played = teacher-cards-slave-trade-played
file-rules-summary = rules-summary
file-background = background
file-background-basic = background-basic
file-country-sheet = country-sheet
file-card-slips = card-slips
file-lesson-plan = lesson-plan
file-poster = poster
file-code-slips = code-slips
file-score-sheet = score-sheet
file-score-sheet-filled = score-sheet-filled
file-results = results
file-decisions = decisions
file-film = film
