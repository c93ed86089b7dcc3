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
expect-throw = the next throw, or breaking off the fight
expect-occupy = how many armies move into the conquered country
expect-place-rebellions = where the rebellions go
expect-over = nothing: the game is over

## Why an entry was refused

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
error-missing-card = { $team } has not laid a card yet.
error-no-card-expected-no-rebellion = { $team } has no rebellion and does not choose this time.
error-no-card-expected-no-gold = { $team } can pay for no option of this step and lays no card this time.
error-bad-card = { $team } laid card { $card }, but this step only has { $options ->
    [one] card 1
   *[other] cards 1 to { $options }
  }.
error-cannot-pay = { $team } cannot choose this card: it costs { $cost ->
    [one] one gold
   *[other] { $cost } gold
  } and the team has { $gold }. Please enter another card.
error-overspend = { $team } wants to spend { $cost } gold but only has { $gold }.
error-no-country-to-spend-on = { $team } has no country left to put armies or farms in.
error-no-such-country = There is no country { $country }.
error-not-teams-country = Country { $country } does not belong to { $team }.
error-no-armies-to-attack = Country { $country } has no armies to attack with.
error-attack-own = A team cannot attack its own country.
error-attack-independent = That country is independent and out of the game.
error-attack-no-token = { $team } already holds six countries and has no token left to take another.
error-fight-under-way = Finish the fight under way first (throw, break off, or move armies in).
error-no-fight = No fight is under way: choose an attacking and a defending country first.
error-occupy-too-many = { $armies } armies cannot move in: at most { $max } can go, one must stay behind.
error-has-city = Country { $country } has a city: its rebellion is placed anyway, so choose a country without a city.
error-has-rebellion = Country { $country } already has a rebellion; a country holds only one.
error-need-die = Enter the next die for { $team }.
error-need-draw = Draw a counter from the bag for { $team } and enter its product.
error-bad-die = { $die } is not a die face: enter a number from 1 to 6.
error-not-in-bag = There is no { $product } left in the bag. Please check the counter you drew.
error-bag-short = The bag only holds { $have } { $product }.
error-bad-value = { $value } is not a possible value here.
error-no-token-for-country = { $team } has no token left for another country.
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

## Consequences in short (the rulebook's abbreviations)

effects-none = nothing
effects-first = first colony
effects-each = each country
effects-rebellions = each country in revolt
effects-slave-ship = slave ship
effects-attack = may attack
effects-quell = put the rebellions down
effects-settle = the rebellions end
effects-roll = roll the die

## What happened (the outcomes shown after the reveal)

change-card = { $team } laid card { $card }.
change-paid = { $team } paid { $gold } gold.
change-gold = { $team }: { $delta } gold (now { $now }).
change-prestige = { $team }: { $delta } prestige (now { $now }).
change-armies = { $team }: { $delta ->
    [1] one more army
    [-1] one army fewer
   *[other] { $signed } armies
  } in country { $country } (now { $now }).
change-counter-gained = { $team } gains one { $product } counter in country { $country }.
change-counter-lost = { $team } loses one { $product } counter in country { $country }.
change-rolled = { $team } rolled a { $die }.
change-conquered = { $team } takes a new country: country { $country }.
change-built = { $team } builds a { $building } in country { $country }.
change-slave-ship = { $team } now runs a slave ship.
change-lapsed-no-token = { $team } has no token left for another country.
change-lapsed-no-free-country = { $team } finds no free country left.
change-lapsed-no-place = { $team } has no country left without this building.
change-lapsed-no-country = { $team } has no country for this.
change-lapsed-bag-empty = The bag is empty: { $team } draws nothing.
change-lapsed-no-armies = { $team } has no army to lose.
change-lapsed-no-counters = { $team } has no counter to lose.
change-lapsed-all-rebelling = Every country of { $team } is already in revolt.
change-income = { $team } earns { $gold } gold from its goods.
change-fight-started = { $team } attacks country { $target } of { $defender } from country { $from }.
change-throw = { $team } throws { $attacker } against { $defender }.
change-took = { $team } conquers country { $country } from { $other }.
change-lost-to = { $team } loses country { $country } to { $other }.
change-moved = { $team } moves { $armies ->
    [one] one army
   *[other] { $armies } armies
  } into country { $country }.
change-fight-lost = { $team } loses the fight.
change-fight-won = { $team } wins the fight.
change-broke-off = { $team } breaks off the attack.
change-monopoly-roll = { $team } rolls { $die } for the { $product } monopoly.
change-monopoly = { $team } holds the { $product } monopoly.
change-rebellion = The people of country { $country } rise up against { $team }.
change-rebellion-roll = { $team } rolls { $own }, the rebels roll { $rebels }.
change-put-down = { $team } puts down the revolt in country { $country }.
change-independent = Country { $country } wins its independence from { $team }.
change-rebellion-ended = { $team } and the people of country { $country } make peace.
change-corrected = The teacher corrected a number of { $team }: { $from } → { $to }.

## A team that lays no card

sit-out-no-gold = sits out: no gold for any card
sit-out-no-rebellion = no rebellion: does not choose
change-sat-out-no-gold = { $team }: no gold for any option, so no card this time. Nothing else happens to the team.
change-sat-out-no-rebellion = { $team }: no rebellion, so no card this time.

## Class files that do not replay

replay-format = This class file comes from a newer version of Colony Classroom (format { $found }). Please update the app to open it.
replay-lesson = This class file belongs to another lesson ({ $found }, version { $version }).
replay-teams = The teams in this class file do not fit the lesson: { $why }
replay-entry = Entry { $entry } of this class file cannot be replayed: { $why }
replay-unused = Entry { $entry } of this class file has { $unused ->
    [one] one die or draw
   *[other] { $unused } dice or draws
  } too many.
replay-no-entry = There is no entry { $entry }: the class has { $len ->
    [one] one entry
   *[other] { $len } entries
  }.
