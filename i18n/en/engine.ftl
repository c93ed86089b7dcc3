## Names used in messages

team-number = team { $number }
country-number = country { $country }

## Products

product-gold = gold
product-silver = silver
product-sugar = sugar
product-spices = spices
product-gems = gems
product-cotton = cotton
product-ore = ore
product-rubber = rubber
product-timber = timber
product-tea = tea
product-oil = oil
product-coffee = coffee

## What the game waits for

expect-proceed = the next step to start
expect-decide = the teams' cards
expect-invest = what each team spends
expect-attack = an attack, or the end of this team's attacks
expect-throw = the next roll, or a retreat
expect-occupy = how many armies move into the conquered country
expect-place-rebellions = where the rebellions go
expect-over = nothing: the game is over

## Why an entry was refused. A team's name never stands as the subject of a verb: it comes
## before a colon or after a preposition, so that plural names work too.

error-wrong-input = That does not fit here. The game is waiting for { $expected }.
error-game-over = The game is over; only corrections can still be made.
error-team-count = This lesson is for { $min } to { $max } teams, not { $teams }.
error-no-such-team = There is no team { $number }.
error-card-count = { $given ->
    [one] One entry was given
   *[other] { $given } entries were given
  }, but there { $teams ->
    [one] is one team
   *[other] are { $teams } teams
  }.
error-missing-card = No card yet from { $team }.
error-no-card-expected-no-rebellion = { $team }: no rebellion, so no card this time.
error-no-card-expected-no-gold = { $team }: no gold for any option of this step, so no card this time.
error-bad-card = { $team }: card { $card } does not exist here; this step only has { $options ->
    [one] card 1
   *[other] cards 1 to { $options }
  }.
error-cannot-pay = { $team }: this card costs { $cost ->
    [one] one gold
   *[other] { $cost } gold
  }, and the team has { $gold } gold. Please enter another card.
error-overspend = { $team }: { $cost } gold to spend, but the team has only { $gold } gold.
error-no-country-to-spend-on = { $team }: no country left to put armies or farming in.
error-no-such-country = There is no country { $country }.
error-not-teams-country = Country { $country } is not held by { $team }.
error-no-armies-to-attack = Country { $country } has no army to attack with.
error-place-not-allowed = Country { $number } on the map cannot become the new country of { $team } now: the rules allow only the countries marked on the map. Choose one of those.
error-no-border = Country { $target } does not border country { $from }: an attack goes only across a border.
error-unknown-map = This class was played on the map “{ $name }”, which this copy of the app does not have. It may come from a newer version of Colony Classroom: open it there.
error-map-size = The map has { $countries ->
    [one] one country
   *[other] { $countries } countries
}, but the game needs { $needed ->
    [one] one
   *[other] { $needed }
}.
error-attack-own = A team cannot attack its own country.
error-attack-independent = That country is independent and out of the game.
error-attack-no-token = { $team }: six countries already held and no token left to take another.
error-fight-under-way = Finish the fight under way first (roll, retreat, or move armies in).
error-no-fight = No fight is under way: choose an attacking and a defending country first.
error-occupy-too-many = { $armies ->
    [one] One army cannot move in
   *[other] { $armies } armies cannot move in
  }: at most { $max } can go, because one must stay behind.
error-has-city = Country { $country } has a city and gets a rebellion anyway: choose a country without a city.
error-has-rebellion = Country { $country } already has a rebellion; a country holds only one.
error-need-die = Enter the next die for { $team }.
error-need-draw = Draw a resource from the bag for { $team } and enter its product.
error-bad-die = { $die } is not a side of a die: enter a number from 1 to 6.
error-not-in-bag = There is no { $product } left in the bag. Please check the resource you drew.
error-bag-short = The bag holds { $have ->
    [0] no resource of { $product }
    [one] only one resource of { $product }
   *[other] only { $have } resources of { $product }
  }.
error-bad-value = { $value } is not a possible value here.
error-no-token-for-country = { $team }: no token left for another country.
error-too-many-outcomes = { $unused ->
    [one] One die or draw was
   *[other] { $unused } dice or draws were
  } entered but not needed.

## Buildings

building-port = port
building-church = church
building-city = city
building-railway = railway
building-trading-post = trading post

## Consequences in short, on the teacher's phase cards

effects-none = nothing
effects-first = first colony
effects-each = each country
effects-rebellions = each country with a rebellion
effects-slave-ship = slave ship
effects-attack = may attack
effects-quell = rebellions put down by force
effects-settle = the rebellions end
effects-roll = roll the die
effects-per-resource = { $what } per resource
effects-per-country = { $what } per country

## The codes on the teacher's phase cards (new: the code must take its letters from here, not
## from the Rust source). Explained once on the rules summary and on every teacher's card.

effects-abbr-gold = G
effects-abbr-prestige = P
effects-abbr-armies = A
effects-abbr-resources = R
effects-abbr-country = C

## What happened (the changes shown after the reveal, in the game log and in the CSV). The team's
## name comes first, before a colon; the rest is in the past tense or has no verb.

change-card = { $team }: card { $card }.
change-paid = { $team }: { $gold } gold paid.
change-gold = { $team }: { $delta ->
    [1] +1 gold
   *[other] { $signed } gold
  } (now { $now }).
change-prestige = { $team }: { $delta ->
    [1] +1 prestige
   *[other] { $signed } prestige
  } (now { $now }).
change-armies = { $team }: { $delta ->
    [1] one army more
    [-1] one army fewer
   *[other] { $signed } armies
  } in country { $country } (now { $now }).
change-resource-gained = { $team }: one more resource in country { $country } ({ $product }).
change-resource-lost = { $team }: one resource fewer in country { $country } ({ $product }); it went back into the bag.
change-rolled = { $team } rolled a { $die }.
change-conquered = { $team } took country { $country } from the people living there.
change-conquered-you = Your nation took country { $country } from the people living there.
change-built = { $team }: a { $building } built in country { $country }.
change-slave-ship = { $team } took part in the slave trade (marked with a slave ship).
change-slave-ship-you = Your nation took part in the slave trade (marked with a slave ship).
change-lapsed-no-token = { $team }: no token left for another country.
change-lapsed-no-free-country = { $team }: every country is already held by a team.
change-lapsed-no-place = { $team }: no country left without this building.
change-lapsed-no-country = { $team }: no country for this.
change-lapsed-bag-empty = The bag is empty: nothing drawn for { $team }.
change-lapsed-no-armies = { $team }: no army to lose.
change-lapsed-no-resources = { $team }: no resource to lose.
change-lapsed-all-rebelling = { $team }: every country already has a rebellion.
change-income = { $team }: { $gold } gold income from resources.
change-fight-started = { $team }: attack from country { $from } on country { $target }, held by { $defender }.
change-throw = { $team }: roll { $attacker } against { $defender }.
change-took = { $team }: country { $country } taken from { $other }.
change-lost-to = { $team }: country { $country } lost to { $other }.
change-moved = { $team }: { $armies ->
    [one] one army
   *[other] { $armies } armies
  } moved into country { $country }.
change-fight-lost = { $team }: fight lost.
change-fight-won = { $team }: fight won.
change-broke-off = { $team }: retreat from the attack.
change-monopoly-roll = { $team } rolled a { $die } for the { $product } monopoly.
change-monopoly = { $team }: the { $product } monopoly.
change-rebellion = The people of country { $country } rose up against { $team }.
change-rebellion-roll = Rebellion roll: { $team } { $own }, the rebels { $rebels }.
change-put-down = { $team } put down the rebellion in country { $country } by force.
change-put-down-you = Your nation put down the rebellion in country { $country } by force.
change-independent = The people of country { $country } won their independence from { $team }.
change-rebellion-ended = { $team }: peace with the people of country { $country }; the rebellion ended.
change-corrected = The teacher corrected a number of { $team }: { $from } → { $to }.

## A team that lays no card

sit-out-no-gold = no card: no gold for any option
sit-out-no-rebellion = no card: no rebellion
change-sat-out-no-gold = { $team }: no gold for any option, so no card this time; nothing else changed for the team.
change-sat-out-no-rebellion = { $team }: no rebellion, so no card this time.

## Class files that do not replay

replay-format = This class file comes from a newer version of Colony Classroom (format { $found }). Please update the app to open it.
replay-lesson = This class file belongs to another lesson ({ $found }, version { $version }).
replay-teams = The teams in this class file do not fit the lesson: { $why }
replay-setting = This class file was set up in a way the lesson does not allow: { $why }
replay-entry = Entry { $entry } of this class file cannot be replayed: { $why }
replay-unused = Entry { $entry } of this class file has { $unused ->
    [one] one die or draw
   *[other] { $unused } dice or draws
  } too many.
replay-no-entry = There is no entry { $entry }: the class has { $len ->
    [one] one entry
   *[other] { $len } entries
  }.
