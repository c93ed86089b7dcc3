## Printed handouts

handout-phase-forms = Phase forms for the teams
handout-teacher-cards = The teacher's phase cards
handout-lesson-plan = Lesson plan
handout-code-slips = Team codes
handout-slip-code = Your team's code:
handout-slip-page = Scan the square, or open the address below and type the code.
handout-read-out = Read out:
handout-for-you = For you, not to read out:
handout-score-sheet = Score sheet
handout-score-sheet-filled = Score sheet: { $class }
handout-rules = Rules summary
handout-background = The history behind each phase
handout-background-intro = For each phase of the game: a few sentences to read aloud, then the full notes, to read in class or at home, with their literature. The history sheet, "What really happened: the history of each phase", tells the same history in short sentences, with a word bank. The debrief on the results screen shows the same texts.
handout-background-tasks = Tasks:
handout-background-tasks-landing = 1. Who fought on Cortés's side, and why? 2. Which causes of death does the note name, and which killed the most people?
handout-background-tasks-expansion = 1. What could a trading company do that a single merchant could not? 2. How did Njinga and the Guaraní defend themselves?
handout-background-tasks-economy = 1. Who profited from the transatlantic slave trade, and who resisted it, and how? 2. Give two causes of the Slavery Abolition Act of 1833. Who was paid compensation, and who was not?
handout-background-tasks-independence = 1. Who won independence, and against whom? Give two examples. 2. Choose one colonial power and describe how it fought against independence.
handout-background-words = Words in the notes
handout-background-glossary = Mexica: the people of Tenochtitlan, often called Aztecs. · Mita: forced labour in turns, above all in the silver mines of Potosí. · Middle Passage: the crossing of the Atlantic in a slave ship. · Maroons: people who escaped slavery and lived free. · Indentured labourers: people bound by a hard contract to work for years, far from home. · Genocide: acts meant to destroy a people, in whole or in part (United Nations convention of 1948). · Partition: the splitting of British India into India and Pakistan. · Muslim League: the party that demanded a state of their own for India's Muslims.
handout-background-basic = What really happened: the history of each phase
handout-background-basic-intro = This sheet tells what really happened in each phase of the game. Words you may not know are explained in the word bank at the end.
handout-background-wordbank-title = Word bank
handout-background-wordbank = Ally: a person or people who fights on the same side as another. · Colony: a place ruled by a country far away. · Colonialism: one country taking and ruling other lands and peoples. · Empire: many lands and peoples ruled by one country. · Indigenous: belonging to the peoples who lived in a place first. · Conquest: taking land and people by force. · Missionary: a person sent to spread a religion. · Trading company: a business with its own ships, forts and soldiers. · Merchant: a person who buys and sells things to make money. · Plantation: a huge farm where enslaved people were forced to grow crops such as sugar. · Planter: the owner of a plantation. · Enslaved: owned by another person as property and forced to work. · Transatlantic slave trade: capturing and buying people in Africa and shipping them across the Atlantic to be sold in the Americas. · Middle Passage: the crossing of the Atlantic on a slave ship. · Insurer: a business that pays out money if a ship or its cargo is lost. · Resistance: fighting back against rulers or against slavery. · Rebellion: when people fight against the people who rule them. · Abolition: ending something by law, such as slavery. · Compensation: money paid to make up for a loss. When slavery ended, Britain paid it to the slaveholders, not to the people they had enslaved. · Indentured labourers: workers who had to sign a contract to work for years, far from home, for very low pay. · Massacre: the killing of many people who cannot defend themselves. · Famine: a time when many people die because there is not enough food. · Genocide: acts meant to destroy a people, completely or in part, by killing or in other ways. · Partition: splitting one country into two or more. · Independence: when a country rules itself.
handout-debrief = Debrief sheet: { $class }
handout-phase-heading = Phase { $number }: { $phase } (game years { $century ->
    [1] 1–100
    [2] 101–200
    [3] 201–300
   *[other] 301–400
  })
handout-team = Team:
handout-tick = Tick the card your team laid.
handout-may-be-discussed = Only discussed? Nothing to tick. If played, card: ___
handout-question-p1-contact = The people of the coast come to meet you. What do you do?
handout-question-p1-expansion = Do you push on, or search your first colony?
handout-question-p2-expansion = What do you spend one gold on?
handout-question-p2-church = Do you let the Church's missionaries come?
handout-question-p2-contact = What do you do about the peoples inland?
handout-question-p3-slavery = Does your nation take part in the slave trade?
handout-question-p3-infrastructure = What do you build?
handout-question-p3-wars = Do you go to war against other nations?
handout-question-p4-rebellion-choice = How do you answer the rebellions?
handout-question-p4-government = Which government does your nation back in its former colonies?
handout-cut = Two forms to a sheet: copy, then cut along the dashed line.
handout-date = Date:
handout-no-gold = No gold left? Then your team lays no card here.
handout-rebellion-only = Only teams with a rebellion tick here.
handout-gold-ledger = Our gold at the end (country sheet):
handout-investment = Investment at the end of the phase
handout-inv-received = Gold received
handout-inv-armies = Gold to armies
handout-inv-farms = Gold to farming
handout-inv-kept = Gold left in all
handout-consequences = Consequences
handout-order = Order of play: each team lays a card face down, all teams reveal together, then the teams are resolved clockwise from this round's first team. At each new decision round the next team clockwise becomes the first team; a slave trade that is only discussed still counts as a round. Steps without a choice (the investment, the monopolies, placing the rebellions) go clockwise from the first team of the last decision round where the order matters (choosing a country on the board); otherwise, on paper, all teams invest, roll for their resources and total their columns at the same time.
handout-rulings = Rulings: gold, prestige, armies and resources never go below 0. Only gold can rule a card out: a card that costs more gold than the team has is not allowed, but a card that takes armies or resources the team does not have is allowed (the team loses only what it has). A lost resource is crossed out on the country sheet (with a bag, it goes back into the bag). In a fight, a monopoly tie or a rebellion roll, equal dice are rolled again (never on the product table: a double there is a product like any other). Codes: { effects-abbr-gold } gold, { effects-abbr-prestige } prestige, { effects-abbr-armies } army, { effects-abbr-resources } resource. +1{ effects-abbr-country }: a new country that no team holds yet (people live there): one that borders one of the team's countries; if there is none, one on the coast; if there is none on the coast either, any of them. Only when every country is held, or the team already holds six, does it get none; the rest of the card still applies, and its armies and resources go to the newest country. Each team's letter stands for its seat: A for the team in seat 1, B for seat 2, and so on. "/{ effects-abbr-resources }" means for every resource, "/{ effects-abbr-country }" for every country the team holds: +2{ effects-abbr-gold }/{ effects-abbr-resources } is two gold for every resource.
handout-first-and-end = The first team of the first decision round is the team in the first seat. End of the game: after the government choice of phase 4. The nation with the most gold wins; with equal gold, more prestige ranks higher; equal in both, the nations share the place. In the prestige ranking, nations with equal prestige share the place.
handout-page = page { $page } of { $pages }
handout-notes = Notes
# A date the way the language writes it (the record keeps 2026-11-29).
local-date = { $day }/{ $month }/{ $year }
handout-background-label = Background
handout-after-phase = After phase { $number }: { $phase }
handout-end = End of the game
handout-rankings = Final rankings
handout-choices = The cards each team laid
handout-class-line = { $date } · { $teams ->
    [one] 1 team
   *[other] { $teams } teams
  }
handout-rules-aim = Your team is a European nation. The game squeezes about four and a half centuries of colonial history, from 1492 to about 1960, and in some colonies into the 1970s and beyond, into four phases of a hundred game years each. You decide how your nation treats its colonies and the people who live there. The nation with the most gold at the end wins; prestige is the second ranking, shown beside it. In the debrief you will be asked what your gold and your prestige cost, and who paid for them. Prestige: how highly the game rates your nation, partly by the standards of the time and partly by ours. High prestige does not mean that your nation did right.
handout-rules-abbrev = The codes on the teacher's cards
handout-rules-g = +1{ effects-abbr-gold } / −1{ effects-abbr-gold }: gain / pay one gold. +2{ effects-abbr-gold }/{ effects-abbr-resources }: two gold for every resource.
handout-rules-p = +1{ effects-abbr-prestige } / −1{ effects-abbr-prestige }: gain / lose one prestige. −1{ effects-abbr-prestige }/{ effects-abbr-country }: one prestige less for every country.
handout-rules-a = +1{ effects-abbr-armies } / −1{ effects-abbr-armies }: one army more / fewer.
handout-rules-r = +1{ effects-abbr-resources } / −1{ effects-abbr-resources }: one resource drawn blind from the bag (on paper: two dice and the columns of your country sheet) / crossed out.
handout-rules-l = +1{ effects-abbr-country }: one more country that no team holds yet, which the team chooses: next to one of yours; if there is none, on the coast; if there is none there either, anywhere. It arrives empty, with no army and no resource, unless the card gives some. A team holds six countries at most. No team holds it yet, but people live there: it is their land.
handout-rules-start-heading = How you start
handout-rules-start = Each nation starts with { $gold } gold, { $prestige } prestige and no country. At the landing each team, in seating order, takes a country on the coast that no team holds yet, with one army and one resource. Keep your gold and prestige, change by change, and every country, on your country sheet.
handout-rules-more = Armies, farming and the end
handout-rules-armies = Armies defend your countries and fight in the colonial wars of phase 3. In phase 4, fighting a rebellion costs armies.
handout-rules-farming = A farming roll costs one gold: a 3, 4, 5 or 6 brings a new resource; a 1 or 2 brings nothing.
handout-rules-end = The game ends after the last decision of phase 4. The nation with the most gold wins; with equal gold, the one with more prestige ranks higher.
handout-rules-round = How a round runs
handout-rules-round-1 = 1. The teacher reads out the situation and its cards (two or three).
handout-rules-round-2 = 2. Your team talks it over and lays one card face down.
handout-rules-round-3 = 3. All teams reveal together and tick their card on their phase form.
handout-rules-round-4 = 4. The consequences follow, team by team, with the dice where needed.
handout-rules-round-5 = 5. After phases 1, 2 and 3: one gold for every resource, then spend gold on armies or farming rolls (one gold each).
handout-rules-phases = The four phases: { $phases }.
handout-blank = (empty)
handout-letter = Letter:
handout-why = Why we chose this:
handout-team-placeholder = [team]
handout-why-p3-slavery = What did this mean for the people taken?
handout-card = Card
handout-rank-gold = Rank by gold
handout-rank-prestige = Rank by prestige
handout-chart = Gold and prestige side by side
handout-chart-explain = Each line joins a nation's rank by gold (left) to its rank by prestige (right). The richest nation won the game. A line that falls means the nation ranks lower by prestige than by gold. Solid and dashed lines take turns only to tell them apart. "=5" is a shared 5th place.
handout-cards-laid = Cards laid, step by step
handout-class = Class:
handout-score-start = At the start every nation has { $gold } gold and { $prestige } prestige, and no country yet.
handout-score-phases = Gold and prestige at the end of each phase, and the final ranks
handout-phase-short = Phase { $number }
handout-end-short = End
handout-product = Product
handout-monopolies-tally = Product by product: every team that holds any of it calls out its total from the last row of its country sheet. Write each total under its team's letter and circle the highest.
handout-worksheet = Debrief worksheet: { $class }
handout-student = Name:
handout-sat-out = No card laid
handout-decision = Decision
handout-who-laid = Who laid which card
handout-worksheet-choices = What our class chose
handout-cards = The cards
handout-worksheet-legend = The letters above are the decisions, the numbers the cards each team laid; gold and prestige are at the end, with the rank in brackets.
handout-discussed = Discussed in class, not played:
handout-discussed-step = discussed, not played (the default)
handout-played-step = played (only if you chose to play it with your class)
handout-played-title = Playing the slave trade instead of discussing it
handout-played-intro = Only if you have chosen to play the transatlantic slave trade with your class instead of discussing it (the lesson plan explains the choice). This step then replaces the discussed one in phase 3 of the teacher's phase cards.
handout-played-apart = If your class plays this step instead, its cards are on a sheet of their own: "{ $sheet }".
handout-discussed-meant = What it would have meant
handout-discussed-questions = Questions for the class, in teams, then together:
handout-discussed-nobody = Nobody lays a card, and no nation's gold, prestige or resources change. Then go on to the next step.
handout-worksheet-sat-out = A dash means the team could not pay for any card and laid none.
handout-worksheet-questions = Think it over and write

## The printed board
handout-board-doc = Colony: the board
handout-board-title = The board for { $from } to { $to } { $to ->
        [one] team
       *[other] teams
    } ({ $countries } { $countries ->
        [one] country
       *[other] countries
    })
handout-board-title-one = The board for { $teams } { $teams ->
        [one] team
       *[other] teams
    } ({ $countries } { $countries ->
        [one] country
       *[other] countries
    })
handout-board-legend = Grey: the sea. Countries on the coast border the sea (their numbers are underlined); teams land only in these. The numbers are the same as in the app. No pieces needed: write each team's letter on its countries in pencil, or put buttons or paper squares on them; each team's country sheet holds its armies, resources and buildings.
handout-board-where-1 = top left
handout-board-where-2 = top right
handout-board-where-3 = bottom left
handout-board-where-4 = bottom right
handout-maps-title = The map after each phase
handout-maps-legend = Each country shows its number on the board; a country a team holds has the team's letter in front (B12: team B holds country 12): { $teams }. Dark grey: independent. Light grey: the sea.

## The poster of a class's game
handout-poster-title = Who paid for our gold?
handout-poster-title-class = Who paid for our gold? { $class }
handout-poster-richest = Richest: what did their gold cost others?
handout-poster-respected = Most respected: by whose standards?
handout-poster-deeds = What the three richest nations did:
handout-poster-legend = Each country a team holds shows the team's colour (at the end also its letter); white: a country no team holds yet; grey without a letter: independent; light grey all round: the sea. The richest nation won; prestige is the second ranking.
handout-poster-legend-own = The richest nation won; prestige is the second ranking.
handout-paper-title = Playing from these cards
handout-sheets = On paper, each team keeps its phase form and its country sheet (every country's armies, resources and buildings) and has two dice of different colours; you keep the score sheet. No pieces are needed: write each team's letter on its countries on the board in pencil, or use buttons or paper squares.
handout-landing-order = Landing: in seating order, from the team in seat 1, each team chooses a country on the coast that no team holds yet, one team to a country. Advice, not a rule: while there is one, a country next to no other team is safer.
handout-where = Where gains and losses go: the team says which of its countries. If it cannot decide: an army gained goes to its country with the fewest armies, and an army lost comes off the one with the most; a resource gained goes to its newest country (the two resources from a port go to the port's country), and a resource lost comes off the country with the most resources, from the product it has most of there (if there is a tie, the product that comes first in the product table); a building goes to its first country without one of that kind. Where two countries are equal, the one the team took first (a country won in a war counts from the day it was won). When a card brings a new country, the armies and resources on that card go there.
handout-no-country = A team that has lost all its countries has no resources, so no income; it buys no armies and no farming rolls (there is nowhere to put them) and gets no rebellion. It still lays a card wherever it can pay, and stays in both rankings with what it has.
handout-product-explain = Resources: each team draws its own. For each resource, it rolls two dice of different colours (or one die twice) and makes a tally mark on its country sheet, in the row of the country that gets the resource and the product column headed by the numbers rolled; those twelve columns are the product table. You just check. Gold as a product is a resource like sugar: it is not part of the team's gold. The dice come close to the game's bag but are not the same: every product comes up equally often, while the bag holds 14 or 13 of each and runs low as they are drawn.
handout-product-first = First die
handout-product-second = Second die
handout-investment-again = As at the end of phase 1: read out the same text. Each team receives one gold for every resource, then spends.
handout-country-sheet = Country sheet
handout-country-sheet-intro = Your team keeps this sheet for the whole game. One row for each country you hold: its number on the board, its armies and its buildings (cross out and write again when something changes). For each new resource, roll two dice of different colours (agree first which colour is the first die) and make a tally mark in that country's row, in the column headed by the numbers you rolled; for each resource lost, cross out one mark. When the monopolies are counted, write each column's total in the Total row. Tick the slave ship, a rebellion and independence. If you lose a country, cross out its row; a team that wins it in a war copies its resources and buildings onto its own sheet.
handout-ledger = Gold and prestige, change by change (at the start: { $gold } gold, { $prestige } prestige)
handout-ledger-gold = Gold
handout-ledger-prestige = Prestige
handout-cs-country = Country
handout-cs-armies = Armies
handout-cs-resources = Resources: the product of each
handout-cs-slave-ship = Slave ship
handout-cs-rebellion = Rebellion
handout-cs-independent = Independent
handout-cs-total = Total
handout-debrief-blank = Debrief sheet
handout-debrief-blank-intro = After the game, on paper or in the app: each phase's questions, then the closing questions.
handout-closing = Closing questions
handout-exit-task-title = Exit task
handout-exit-task = Why did the richest nation in our game become rich, and what did its choices cost the people who lived in its colonies? Use two choices from the game and two facts from the history sheet, and name one person who resisted.
handout-debrief-resisted = The list of people who resisted, phase by phase, is in the lesson plan ("People who resisted").
handout-worksheet-blank = Debrief worksheet
handout-worksheet-blank-intro = Write in the card your team laid at each decision (your phase forms have them). Where your class discussed a decision and no team laid a card, write "discussed".
handout-worksheet-our-card = Our card
handout-card-slips = Cards for the teams
handout-card-slips-intro = Photocopy this sheet double-sided (the stripes on the back stop the number of a card laid face down from showing through) and cut along the dashed lines: one row of cards 1, 2 and 3 for each team, six teams to a sheet. At each decision each team lays one card face down.
handout-cs-buildings = Buildings: port, church, railway, trading post, city
handout-board-neighbours = Neighbours: { $neighbours }. On the coast: { $coast }.
handout-board-join-1 = Sheet 1 of 4, { $where }: keep it whole. Sheets 2 and 3 go on top of it, their cut edges on its dashed lines.
handout-board-join-2 = Sheet 2 of 4, { $where }: cut along the dashed line on the left (the strip with sheet 1's edge falls away), lay the cut edge on sheet 1's dashed line, tape.
handout-board-join-3 = Sheet 3 of 4, { $where }: cut along the dashed line at the top, lay the cut edge on sheet 1's lower dashed line, tape.
handout-board-join-4 = Sheet 4 of 4, { $where }: cut along both dashed lines, lay it on sheets 2 and 3 with its cut edges on their dashed lines, tape.
handout-first-title = Who plays first
handout-first-explain = The seat of the first team in each decision round, by the number of teams in the class (the columns). Steps without a choice go on from the first team of the last round; the landing starts at seat 1.
handout-first-round = Decision round
handout-worksheet-whys = Why the teams laid their cards, in their own words
handout-debrief-more-whys = More reasons, at decisions no question above is about
handout-worksheet-whys-more = { $count ->
    [one] One more reason is on your teacher's debrief sheet.
   *[other] { $count } more reasons are on your teacher's debrief sheet.
}
