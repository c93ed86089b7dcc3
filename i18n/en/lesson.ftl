## The lesson: what the teacher reads out, what the wall shows after the reveal, and the
## teacher's notes. Our own wording of the simplified Colony game.

lesson-title = Colony: four hundred years in a classroom

## Phases: the name and the opening read out at the start of each phase

phase-landing = Landing
phase-landing-intro = The first hundred years. Your ships have crossed the ocean and reached a coast that is new to you. It is not new to the people who live there: they have their own towns, fields, rulers and gods, and they have been here for thousands of years.
phase-expansion = Expansion
phase-expansion-intro = A hundred years later. Your settlements on the coast have grown. Now your nation looks inland, where more land, more goods and more people are waiting.
phase-economy = Economic structures
phase-economy-intro = The third century. The colonies are meant to make money now. Plantations, mines, roads and harbours need workers, and someone has to decide who those workers will be.
phase-independence = Independence
phase-independence-intro = The last hundred years. The people in your colonies no longer want to be ruled from far away. The age of empires is coming to an end.

## Phase 1: situations and options as the students hear them

p1-landing = Your ships reach the coast. Each nation takes one coastal country, with one army and one load of goods.
p1-contact = The people who live on this coast come down to the shore to meet you. They are many, and they are curious. What do you do?
p1-contact-fight = Attack them and take their land.
p1-contact-trade = Trade with them.
p1-contact-ignore = Leave them alone.
p1-expansion = Your first settlement is safe for now. Where do you put your effort next?
p1-expansion-conquer = Move on and take another country.
p1-expansion-search = Search your first colony for riches.

## Between the phases

investment = Time to invest. Each nation earns one gold for every load of goods in its colonies. You can spend gold on armies or on farms, one gold each. Keep some back: gold decides who wins.

## Phase 2

p2-expansion = Your nation wants more. For one gold you can either send soldiers to take a new country, or build a harbour to ship your goods home.
p2-expansion-conquer = Pay one gold and conquer a new country.
p2-expansion-port = Pay one gold and build a port.
p2-church = The Church asks to send missionaries to your colonies. They want to build churches and convert the people who live there.
p2-church-allow = Let the missionaries come.
p2-church-refuse = Say no to the Church.
p2-contact = Deep inland your soldiers meet peoples who have never seen a European. What do you do?
p2-contact-fight = Fight them.
p2-contact-trade = Trade with them.
p2-contact-ignore = Pass them by.

## Phase 3

p3-slavery = Your plantations need many more workers than your colonies have. Slave traders offer to bring people from Africa, in chains, to work for you without pay.
p3-slavery-yes = Accept the slave trade.
p3-slavery-no = Refuse it.
p3-infrastructure = Your colonies have to be built up. What do you build?
p3-infrastructure-city = A city.
p3-infrastructure-railway = A railway.
p3-infrastructure-trading-post = A trading post.
p3-wars = The other nations are your close neighbours now, and their colonies are rich. Will you go to war to take them?
p3-wars-yes = Yes, we will attack.
p3-wars-no = No, we will only defend ourselves.

## Phase 4

p4-monopolies = Who controls the trade? The nation with the most goods of one kind holds its monopoly.
p4-rebellions = The people in your colonies rise up against your rule. Where the anger is greatest, rebellions break out.
p4-rebellion-choice = The rebels demand their freedom. How do you answer them?
p4-rebellion-fight = Send the army against them.
p4-rebellion-negotiate = Negotiate with them.
p4-government = Your colonies become independent. What kind of government do you leave behind?
p4-government-democracy = A democracy.
p4-government-monarchy = A monarchy.
p4-government-dictatorship = A dictatorship.

## What the wall shows after the reveal: one sentence for each card

p1-contact-fight-outcome = { $team } attacked the people of the coast. Whoever won, people died and villages burned.
p1-contact-trade-outcome = { $team } traded with the people of the coast: goods for goods, for now on equal terms.
p1-contact-ignore-outcome = { $team } left the people of the coast in peace.
p1-expansion-conquer-outcome = { $team } pushed on and took another country from the people who lived there.
p1-expansion-search-outcome = { $team } searched its first colony for gold and other riches.
p2-expansion-conquer-outcome = { $team } paid for soldiers and took a new country.
p2-expansion-port-outcome = { $team } built a port to ship goods home.
p2-church-allow-outcome = { $team } let the missionaries in. Churches were built, and many people were made to give up their own beliefs.
p2-church-refuse-outcome = { $team } turned the Church away. Rome was not pleased.
p2-contact-fight-outcome = { $team } made war on the peoples inland.
p2-contact-trade-outcome = { $team } traded with the peoples inland.
p2-contact-ignore-outcome = { $team } passed the peoples inland by, and they burned the colony's farms.
p3-slavery-yes-outcome = { $team } bought enslaved Africans. They were taken from their families and forced to work without pay on the plantations.
p3-slavery-no-outcome = { $team } refused the slave trade.
p3-infrastructure-city-outcome = { $team } built a city, with soldiers to guard it.
p3-infrastructure-railway-outcome = { $team } built a railway to carry goods from the interior to the coast.
p3-infrastructure-trading-post-outcome = { $team } opened a trading post that drew goods from all its colonies.
p3-wars-yes-outcome = { $team } prepared for war against the other nations.
p3-wars-no-outcome = { $team } stayed out of the wars and kept trading.
p4-rebellion-fight-outcome = { $team } sent the army against the rebels.
p4-rebellion-negotiate-outcome = { $team } sat down with the rebels and gave up part of its wealth.
p4-government-democracy-outcome = { $team } left a democracy behind: the people choose their own government.
p4-government-monarchy-outcome = { $team } left a king or queen on the throne.
p4-government-dictatorship-outcome = { $team } left a dictator in power, who keeps the wealth flowing to a few.

## Teacher's notes (on the teacher's screen and cards, never on the wall)

p1-landing-note = Place one token per team on a coastal country, one army and one counter drawn from the bag.
p1-contact-note = Fighting can win a country but always costs prestige. Let the teams argue before they lay their cards.
p1-expansion-note = The search only finds something on a 3 or more.
p2-expansion-note = Both cards cost one gold; a team without gold cannot choose them and must pick another card.
p2-church-note = Missions gave prestige at home but took a counter: the church's land and labour came from the colony.
p2-contact-note = Ignoring the inland peoples costs a counter: they defend themselves.
p3-slavery-note = Say clearly that the slave trade was a crime against millions of people. The game counts prestige, not the suffering; the debrief must name it.
p3-infrastructure-note = The city gives an army in every country, the railway four counters in one, the trading post two in every country.
p3-wars-note = Only teams that chose Yes may attack, in seating order. Two students roll at the front, one die each.
investment-note = One gold per counter first, then each team spends: one gold per army or per farm throw (3 to 6 gives a counter).
p4-monopolies-note = Count each product: the most counters wins the monopoly card and one prestige; ties roll.
p4-rebellions-note = One rebellion per team where it has the most armies and no city, one in every city, one more for the two teams lowest in prestige.
p4-rebellion-choice-note = Fighting costs two armies per rebellion; without armies the team rolls against the rebels. Negotiating costs two counters per rebellion and gives two prestige.
p4-government-note = The last choice turns goods into gold. Ask the class who will live with each government after the Europeans have left.

## Debrief: questions with the facts of the class's game, and the history behind each phase

debrief-nobody = nobody
debrief-landing-title = Phase 1: Landing
debrief-landing-q1 = Attacked the people of the coast: { $fought }. Traded with them: { $traded }. What did each choice bring your nation, and what did it bring the people of the coast?
debrief-landing-q2 = Why did no team ask the people of the coast whether they wanted you there?
debrief-landing-q3 = Which of your choices would you make again, knowing what you know now?
debrief-landing-background = In 1492 Columbus reached the Caribbean for Spain; in 1494 Spain and Portugal divided the newly found lands between them in the Treaty of Tordesillas. Hernán Cortés conquered the Aztec capital Tenochtitlan in 1519–1521, Francisco Pizarro the Inca empire from 1532. Violence, forced labour and diseases such as smallpox killed a large part of the population of the Americas within a century.
debrief-landing-sources = Sources: Alfred W. Crosby, The Columbian Exchange (1972); Wolfgang Reinhard, Die Unterwerfung der Welt (2016).
debrief-expansion-title = Phase 2: Expansion
debrief-expansion-q1 = Let the missionaries in: { $church }. Turned the Church away: { $refused }. What did the missions give your nation at home, and what did they take from the people in the colonies?
debrief-expansion-q2 = Fought the peoples inland: { $fought }. How do you think those peoples saw you?
debrief-expansion-q3 = Ports and new countries cost gold. Who paid for them in the end?
debrief-expansion-background = In the 1600s trading companies such as the English East India Company (1600) and the Dutch East India Company (1602) built empires of their own. Missionaries came with the conquerors: the Jesuit missions in Paraguay (1609–1767) gathered Guaraní people into mission towns, protecting them from slave raiders but also replacing their way of life.
debrief-expansion-sources = Sources: Jürgen Osterhammel, Colonialism: A Theoretical Overview (2005); Wolfgang Reinhard, Die Unterwerfung der Welt (2016).
debrief-economy-title = Phase 3: Economic structures
debrief-economy-q1 = Accepted the slave trade: { $slavery }. Refused it: { $refused }. How much gold did that choice bring, and how much prestige did it cost? Can a price be put on it at all?
debrief-economy-q2 = Who did the work in your plantations, mines and railways, and who kept the profit?
debrief-economy-q3 = Went to war against other nations: { $attacked }. What did the people living in the countries you fought over get from it?
debrief-economy-background = Between 1501 and 1866 about 12.5 million Africans were forced onto slave ships to the Americas; about 10.7 million survived the crossing. Plantations of sugar, coffee and cotton depended on their unpaid work. In the 1800s railways, such as those built in British India from 1853, carried raw materials to the ports. At the Berlin Conference of 1884–1885 European states divided Africa among themselves without any African present.
debrief-economy-sources = Sources: SlaveVoyages, Trans-Atlantic Slave Trade Database (slavevoyages.org); David Eltis and David Richardson, Atlas of the Transatlantic Slave Trade (2010).
debrief-independence-title = Phase 4: Independence
debrief-independence-q1 = Sent the army against the rebels: { $fought }. Negotiated: { $negotiated }. Which answer would you rather have received if you had been one of the rebels?
debrief-independence-q2 = Left a dictatorship: { $dictatorship }. Left a democracy: { $democracy }. Why does the form of government pay so differently in the game? Who lives with it afterwards?
debrief-independence-q3 = Compare the two rankings: richest and most respected. What did your prestige cost you, and what did your gold cost others?
debrief-independence-background = Haiti won its independence in 1804 after the only uprising of enslaved people in history that founded a state of its own. Most of Spanish America became independent between 1810 and 1825. India and Pakistan became independent in 1947; in 1960 alone, seventeen African countries did. Many new states kept borders, economies and rulers shaped by the colonial era.
debrief-independence-sources = Sources: Jürgen Osterhammel and Jan C. Jansen, Decolonization: A Short History (2017); Laurent Dubois, Avengers of the New World (2004).

## Step names (headers, history, the wall)

step-name-p1-landing = Landing
step-name-p1-contact = Contact on the coast
step-name-p1-expansion = Expansion
step-name-p1-investment = Investment
step-name-p2-expansion = Expansion
step-name-p2-church = The Church
step-name-p2-contact = Contact inland
step-name-p2-investment = Investment
step-name-p3-slavery = Slavery
step-name-p3-infrastructure = Infrastructure
step-name-p3-wars = Colonial wars
step-name-p3-investment = Investment
step-name-p4-monopolies = Monopolies
step-name-p4-rebellions = Rebellions
step-name-p4-rebellion-choice = Facing the rebellions
step-name-p4-government = Independence: the government

## On the wall after the reveal: what each choice meant for people

p1-contact-fight-wall = Attacking the people of the coast: whoever won, people died and villages burned.
p1-contact-trade-wall = Trading with the people of the coast: goods for goods, for now on equal terms.
p1-contact-ignore-wall = The people of the coast were left in peace.
p1-expansion-conquer-wall = Another country was taken from the people who lived there.
p1-expansion-search-wall = The first colony was searched for gold and other riches, on other people's land.
p2-expansion-conquer-wall = Paid soldiers took a new country from its people.
p2-expansion-port-wall = A port was built to ship the colony's goods to Europe.
p2-church-allow-wall = Missionaries came; churches were built, and many people were pressed to give up their own beliefs.
p2-church-refuse-wall = The Church was turned away, and Rome was displeased.
p2-contact-fight-wall = War on the peoples inland: people were killed and driven from their land.
p2-contact-trade-wall = Trading with the peoples inland.
p2-contact-ignore-wall = The peoples inland were passed by, and they burned the colony's farms.
p3-slavery-yes-wall = Enslaved Africans were bought: people taken by force from their families and owned for life, made to work on the plantations. Many died on the crossing.
p3-slavery-no-wall = The slave trade was refused.
p3-infrastructure-city-wall = A city was built, with soldiers to guard it.
p3-infrastructure-railway-wall = A railway, built by local workers, carried the interior's goods to the coast.
p3-infrastructure-trading-post-wall = A trading post drew goods from all the colonies.
p3-wars-yes-wall = Ready for war against other nations: the colonies' people would be soldiers and victims.
p3-wars-no-wall = Staying out of the wars, and trading on.
p4-rebellion-fight-wall = The army was sent against the people who rose up.
p4-rebellion-negotiate-wall = The colonial power sat down with the rebels and gave up part of its wealth.
p4-government-democracy-wall = A democracy was left behind: the people choose their own government.
p4-government-monarchy-wall = A king or queen was left on the throne.
p4-government-dictatorship-wall = A dictator was left in power, keeping the wealth for a few.
