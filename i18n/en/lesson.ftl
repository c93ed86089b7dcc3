## The lesson: what the teacher reads out, what the projector screen shows after the reveal, and
## the teacher's notes. Our own wording of the simplified Colony game.

lesson-title = Colony: four and a half centuries of colonialism in one game

## Phases: the name and the opening read out at the start of each phase. The game squeezes about
## four and a half centuries (1492 to about 1960) into four phases of a hundred game years each.

phase-landing = Landing
phase-landing-intro = Phase 1 of 4, game years 1 to 100. The game squeezes about four and a half centuries of history, from 1492 to about 1960, and in some colonies into the 1970s and beyond, into four phases of a hundred game years each. Your ships have crossed the ocean and reached a coast that is new to you. It is not new to the people who live there: they have their own towns, fields, leaders and beliefs, they have lived here for thousands of years, and they will decide for themselves how to meet you.
phase-expansion = Expansion
phase-expansion-intro = Phase 2 of 4, a hundred game years later. Your settlements on the coast have grown. Now your nation looks inland, at land that belongs to other peoples. Some of them will trade with you, some will fight you, and some will make alliances with you against their own enemies.
phase-economy = Economic structures
phase-economy-intro = Phase 3 of 4, another hundred game years on. Your colonies are now meant to make money. Plantations, mines, roads and harbours need workers, and your nation decides whose labour it will take. The people who live in your colonies resist: they refuse, they run away, and they rise up.
phase-independence = Independence
phase-independence-intro = Phase 4 of 4, the last hundred game years. The people in your colonies no longer accept being ruled from far away. They organise, protest, strike and take up arms, and one colony after another wins its independence.

## Phase 1: situations and options as the students hear them

p1-landing = Your ships reach the coast. Each nation sets up its first colony in a country on the coast, on land where people already live, with one army and one resource.
p1-contact = The people who live on this coast come down to the shore. There are many of them, and they have come to find out who you are and what you want. What do you do?
p1-contact-fight = Attack them and take their land.
p1-contact-trade = Trade with them.
p1-contact-ignore = Leave them alone.
p1-expansion = Your first settlement holds for now. Where do you put your effort next?
p1-expansion-conquer = Push on and take another country.
p1-expansion-search = Search your first colony for riches.

## Between the phases

investment = Time to invest. Each nation receives one gold for every resource in its colonies. Then you can spend gold: one gold buys one army, or one farming roll (a 3, 4, 5 or 6 brings a new resource). Keep some back: at the end of the game, the nation with the most gold wins.

## Phase 2

p2-expansion = Your nation wants more. For one gold you can send soldiers to conquer a new country, or build a port to ship your resources home.
p2-expansion-conquer = Pay one gold and conquer a new country.
p2-expansion-port = Pay one gold and build a port.
p2-church = The Church asks to send missionaries to your colonies. They want to build churches and convert the people who live there.
p2-church-allow = Let the missionaries come.
p2-church-refuse = Say no to the Church.
p2-contact = Deep inland your soldiers reach peoples who have heard about the newcomers on the coast. Some of them want to trade; others want you gone. What do you do?
p2-contact-fight = Fight them.
p2-contact-trade = Trade with them.
p2-contact-ignore = Pass them by.

## Phase 3

p3-slavery = The planters in your colonies want far more workers than they can force from the people who live there. Your merchants can buy captives on the coast of West and Central Africa: men, women and children seized by force. They would ship them across the Atlantic in chains and sell them to planters, who would own them and their children for life. About one in seven would die at sea, and many before they reached the ships.
p3-slavery-yes = Take part in the slave trade.
p3-slavery-no = Refuse to take part.
p3-slavery-discussed-text = Planters in the Americas wanted far more workers than they could force from the people living there. European merchants bought captives on the West and Central African coast: men, women and children seized by force. They shipped them across the Atlantic in chains and sold them to planters, who owned them and their children for life. About one in seven died at sea; many died before reaching the ships. This was the transatlantic slave trade.
p3-infrastructure = Now you can build in your colonies. What will you build?
p3-infrastructure-city = A city.
p3-infrastructure-railway = A railway.
p3-infrastructure-trading-post = A trading post.
p3-wars = The other nations are your close neighbours now, and their colonies are rich. Will you go to war to take them? The wars will be fought in the colonies, and many of the soldiers will be people from there.
p3-wars-yes = Yes, we will attack.
p3-wars-no = No, we will only defend ourselves.

## Phase 4

p4-monopolies = Who controls the trade? For each product, the nation that holds the most of it has the monopoly.
p4-rebellions = Movements against your rule have grown in your colonies. Where your rule is hardest, the people rise up and rebellions break out.
p4-rebellion-choice = The rebels demand their freedom. How do you answer them?
p4-rebellion-fight = Send the army against them.
p4-rebellion-negotiate = Negotiate with them.
p4-government = The people of your former colonies have won their independence. Their new leaders look for partners abroad. Which kind of government does your nation back?
p4-government-democracy = A democracy.
p4-government-monarchy = An absolute monarchy.
p4-government-dictatorship = A dictatorship.

## What each card did, in the game log, the CSV and on the teacher's screen: the team's name is
## the subject of a past-tense verb, so that whoever did it, violence included, is named (English
## past tense does not change with a plural name: "Los Halcones traded"). The "-you" line is the
## same for the team's own phones, which speak to the team; where the card hurt people, its subject
## is "Your nation", as in the slave trade, never "You".

p1-contact-fight-outcome = { $team } attacked the people of the coast. Whoever won, people were killed and villages burned.
p1-contact-fight-outcome-you = Your nation attacked the people of the coast. Whoever won, people were killed and villages burned.
p1-contact-trade-outcome = { $team } traded with the people of the coast, on equal terms for now.
p1-contact-trade-outcome-you = You traded with the people of the coast, on equal terms for now.
p1-contact-ignore-outcome = { $team } left the people of the coast in peace.
p1-contact-ignore-outcome-you = You left the people of the coast in peace.
p1-expansion-conquer-outcome = { $team } took another country by force from the people who lived there.
p1-expansion-conquer-outcome-you = Your nation took another country by force from the people who lived there.
p1-expansion-search-outcome = { $team } searched their first colony for riches, on land that belonged to the people who lived there.
p1-expansion-search-outcome-you = You searched your first colony for riches, on land that belonged to the people who lived there.
p2-expansion-conquer-outcome = { $team } paid soldiers to conquer a new country. The soldiers killed the people who lived there, drove them from their land or forced them to work.
p2-expansion-conquer-outcome-you = Your nation paid soldiers to conquer a new country. The soldiers killed the people who lived there, drove them from their land or forced them to work.
p2-expansion-port-outcome = { $team } built a port to ship their colony's resources to Europe.
p2-expansion-port-outcome-you = You built a port to ship your colony's resources to Europe.
p2-church-allow-outcome = { $team } let the missionaries in. They built churches and pressed many people, often by force, to give up their own beliefs; many kept them in secret or mixed them with the new faith, and others made the new faith their own.
p2-church-allow-outcome-you = You let the missionaries in. They built churches and pressed many people, often by force, to give up their own beliefs; many kept them in secret or mixed them with the new faith, and others made the new faith their own.
p2-church-refuse-outcome = { $team } turned the Church away, and church leaders at home were displeased.
p2-church-refuse-outcome-you = You turned the Church away, and church leaders at home were displeased.
p2-contact-fight-outcome = { $team } sent soldiers against the peoples inland. Whoever won, people were killed; where the soldiers won, people were driven from their land.
p2-contact-fight-outcome-you = Your nation sent soldiers against the peoples inland. Whoever won, people were killed; where the soldiers won, people were driven from their land.
p2-contact-trade-outcome = { $team } traded with the peoples inland, who set their own prices.
p2-contact-trade-outcome-you = You traded with the peoples inland, who set their own prices.
p2-contact-ignore-outcome = { $team } passed the peoples inland by, but their colony's farms kept spreading onto their land. The people there fought back and destroyed the farms.
p2-contact-ignore-outcome-you = You passed the peoples inland by, but your colony's farms kept spreading onto their land. The people there fought back and destroyed the farms.
p3-slavery-yes-outcome = { $team } took part in the slave trade. Their merchants bought enslaved Africans, captured by force and torn from their families, and sold them to planters in their colonies, who owned them and their children for life and forced them to work. Many others had died on the way.
p3-slavery-yes-outcome-you = Your nation took part in the slave trade. Its merchants bought enslaved Africans, captured by force and torn from their families, and sold them to planters in your colonies, who owned them and their children for life and forced them to work. Many others had died on the way.
p3-slavery-no-outcome = { $team } refused to take part in the slave trade.
p3-slavery-no-outcome-you = You refused to take part in the slave trade.
p3-slavery-yes-discussed = A nation that took part would have let its merchants buy enslaved Africans, captured by force and torn from their families, and sell them to planters in its colonies, who would have owned them and their children for life and forced them to work. Many others died on the way.
p3-slavery-yes-discussed-game = In the game it would have brought three resources, cost one prestige and put a slave ship on the map.
p3-slavery-no-discussed = A nation that refused would have stayed out of the slave trade. Hardly any colonial power of the time did.
p3-slavery-no-discussed-game = In the game it would have brought two prestige.
p3-slavery-prompt-1 = Who profited from the slave trade, in Africa, in Europe and in the colonies?
p3-slavery-prompt-2 = What did enslaved people do against it, on the ships and on the plantations?
p3-slavery-prompt-3 = Why did hardly any colonial power of the time refuse to take part?
p3-infrastructure-city-outcome = { $team } built a city, with soldiers to guard the colonial rulers.
p3-infrastructure-city-outcome-you = You built a city, with soldiers to guard the colonial rulers.
p3-infrastructure-railway-outcome = { $team } had a railway built to carry resources from the interior to the coast. The workers were often forced to build it, and many of them died.
p3-infrastructure-railway-outcome-you = You had a railway built to carry resources from the interior to the coast. The workers were often forced to build it, and many of them died.
p3-infrastructure-trading-post-outcome = { $team } opened a trading post that drew resources from all their colonies.
p3-infrastructure-trading-post-outcome-you = You opened a trading post that drew resources from all your colonies.
p3-wars-yes-outcome = { $team } prepared for war against the other nations. The people of the colonies would be the soldiers and the victims.
p3-wars-yes-outcome-you = You prepared for war against the other nations. The people of your colonies would be its soldiers and its victims.
p3-wars-no-outcome = { $team } attacked nobody and went on trading.
p3-wars-no-outcome-you = You attacked nobody and went on trading.
p4-rebellion-fight-outcome = { $team } sent an army against the people who rose up. The soldiers killed many of them.
p4-rebellion-fight-outcome-you = Your nation sent its army against the people who rose up. Its soldiers killed many of them.
p4-rebellion-negotiate-outcome = { $team } negotiated with the rebels and gave back part of what it had taken from the colony.
p4-rebellion-negotiate-outcome-you = You negotiated with the rebels and gave back part of what you had taken from the colony.
p4-government-democracy-outcome = { $team } backed a democracy, in which the people would choose their own government.
p4-government-democracy-outcome-you = You backed a democracy, in which the people would choose their own government.
p4-government-monarchy-outcome = { $team } backed an absolute monarchy: a king or queen who ruled without elections.
p4-government-monarchy-outcome-you = You backed an absolute monarchy: a king or queen who ruled without elections.
p4-government-dictatorship-outcome = { $team } backed a dictator who kept the wealth flowing to a few, and to the nation that backed him.
p4-government-dictatorship-outcome-you = You backed a dictator who kept the wealth flowing to a few, and to your nation.

## What a nation did, in a few words (the poster names the richest nations' deeds)

p1-contact-fight-did = attacked the people of the coast
p1-expansion-conquer-did = took a country by force
p2-expansion-conquer-did = paid soldiers to conquer a country
p2-contact-fight-did = sent soldiers against the peoples inland
p3-slavery-yes-did = took part in the slave trade
p4-rebellion-fight-did = sent the army against the people who rose up
p4-government-democracy-did = backed a democracy
p4-government-monarchy-did = backed a monarchy
p4-government-dictatorship-did = backed a dictatorship

## Teacher's notes (on the teacher's screen and the teacher's phase cards, never on the projector
## screen)

p1-landing-note = Each team takes a country on the coast that no team holds yet, with one army and one resource (the app draws it; on paper, the team rolls for it on its country sheet).
p1-landing-every-nation = Every nation took a country on the coast from the people who lived there: { $changes }.
p1-contact-note = Fighting can win a country but always costs prestige. Let the teams argue before they lay their cards.
p1-expansion-note = The search finds a resource only on a 3 or more.
p2-expansion-note = Both cards cost one gold. A team with no gold lays no card in this step, and nothing happens to it.
p2-church-note = Missions bring prestige at home but cost a resource: the Church's land and labour come from the colony. Refusing costs a point of prestige. For Castile and Portugal refusing was never a real option: converting the people justified the conquest, and the Crown ran the Church in its colonies (the Patronato real in Castile, the Padroado in Portugal).
p2-contact-note = Passing the inland peoples by costs a resource: they defend their land against the colony's farms.
p3-slavery-note = Taking part brings three resources and costs one prestige; refusing brings two prestige. The game counts prestige, not suffering. On paper, the slave ship is ticked on the team's country sheet, by one of its countries on the coast.
p3-slavery-say = Say clearly that the slave trade was a crime against millions of people.
p3-slavery-reveal = The slave trade was a crime against millions of people. The game counts prestige, not suffering.
p3-infrastructure-note = The city gives one army in every country of the team and one resource in its own country; the railway four resources in its own country; the trading post two resources in every country. A trading post is a fortified warehouse and market on the coast.
p3-wars-note = First every team that chose No takes its two resources. Then only teams that chose Yes may attack, in seating order from the round's first team; a team holding six countries cannot start an attack. An attacker picks one of its countries with armies and a neighbouring country of another team. At each roll the attacking and the defending team each roll one die: the higher takes one army off the other side; if the two dice are equal, roll again. When the attacked country has no army left, the next roll the attacker wins takes it, with its resources and buildings, and the attacker may move armies in (from none to all but one). A fight ends when the country falls, when the attacking country has no army left, or when the attacker retreats (a retreat is a lost fight). The loser of each fight loses one prestige. The defender never takes the attacker's country. An attacker may start as many fights as it likes while it has armies. Tip: one fight per attacking team, as the lesson plan's timings assume; with more than eight teams, always.
investment-note = First one gold for every resource, then each team spends: one gold per army or per farming roll (3 to 6 brings a resource).
p4-monopolies-note = Count each product: the team with the most resources of it gets one prestige (no card is needed); if teams are equal, they roll the die, and the highest wins. On paper, go product by product: every team that holds any of it calls out its total.
p4-rebellions-note = Each team puts its rebellion in one of its countries without a city (none if all of them have a city): the team chooses which (the usual proposal is the one with the most armies). One goes into every country with a city. Then the teams with the least prestige put one more in a country without one: sort all the teams by prestige, lowest first, those without a country too (they get no rebellion themselves); the second team's prestige is the bar, and every team at or below it gets one (9, 9, 10: the two 9s; 8, 9, 9, 10: the 8 and both 9s). A country holds at most one rebellion: an extra one goes to a country without one, or lapses if there is none. Teams without a rebellion lay no card at the next step.
p4-rebellion-choice-note = Fighting costs two armies in each country with a rebellion; where armies remain, the rebellion is put down. Where none remain, the team rolls against the rebels (the next team clockwise rolls for them): a higher team roll puts the rebellion down and costs one prestige; a higher rebel roll makes the country independent, and it leaves the game with everything in it; if the two dice are equal, roll again. Negotiating costs two resources in each country with a rebellion and brings two prestige once, however many rebellions there are.
p4-government-note = The last choice turns resources into gold. Ask the class who lived with each government after the colonial rulers had left.

## Debrief: questions with the facts of the class's game, and the history behind each phase, with
## its real dates

debrief-nobody = nobody
debrief-landing-title = Phase 1: Landing (in history: 1492 to 1572)
debrief-landing-q1-fought = Attacked the people of the coast
debrief-landing-q1-traded = Traded with the people of the coast
debrief-landing-q1-ignored = Left the people of the coast alone
debrief-landing-q1-ask = What did each choice bring your nation, and what did it bring the people of the coast?
debrief-landing-q1 = { debrief-landing-q1-fought }: { $fought }. { debrief-landing-q1-traded }: { $traded }. { debrief-landing-q1-ignored }: { $ignored }. { debrief-landing-q1-ask }
debrief-landing-q2 = The game never gave you a card to ask the people of the coast whether they wanted you there. Why not? In history they traded, made alliances, fought or fled: which of these choices did the game leave them?
debrief-landing-q3 = Even at the time, the Taíno leader Hatuey fought the conquest, and two friars, Antonio de Montesinos and Bartolomé de las Casas, condemned its violence. Which of your choices would you defend in front of them, and in front of the people of the coast?
debrief-landing-background = In 1492 Columbus reached the Caribbean for the Crown of Castile. In 1494, in the Treaty of Tordesillas, Castile and Portugal divided between them the lands outside Europe "discovered and to be discovered" that no Christian ruler held, without asking anyone who lived there. The Taíno resisted from the start: Hatuey, a Taíno leader from Hispaniola, fought the Spanish in Cuba until they captured him and burned him alive in 1512. Hernán Cortés took the Mexica (Aztec) capital Tenochtitlan in 1521 with tens of thousands of Indigenous allies, above all from Tlaxcala, who fought their own war against the Mexica; the last Mexica ruler, Cuauhtémoc, defended the city to the end. The siege, hunger and smallpox probably cost more than a hundred thousand lives. Francisco Pizarro attacked the Inca empire from 1532, in the middle of a civil war between Atahualpa and Huáscar and with Indigenous allies; Manco Inca rose against the Spanish in 1536, and an Inca state held out in Vilcabamba until 1572, when the Spanish captured and executed its last ruler, Túpac Amaru. Within a century most of the people of the Americas had died. New diseases such as smallpox, which they had never met before, killed the most, above all where war, hunger and forced labour had already weakened them and broken up their communities. Critics spoke up at the time: the Dominican friar Antonio de Montesinos on Hispaniola in 1511, and Bartolomé de las Casas, who had himself made Indigenous people work for him until he turned critic in 1514. The New Laws of 1542 banned the enslavement of Indigenous people, but the settlers who held Indigenous labour resisted them, in Peru even in arms, and the Crown softened them in 1545.
debrief-landing-short = In 1492 Columbus reached the Caribbean for the Crown of Castile. In 1521 Hernán Cortés took Tenochtitlan, the Mexica capital, with tens of thousands of Indigenous allies; its last ruler, Cuauhtémoc, defended it to the end. Within a century most of the people of the Americas had died, above all of new diseases such as smallpox, and violence and forced labour made it worse. Even then, friars such as Bartolomé de las Casas condemned the conquest.
debrief-landing-basic = In 1492 Columbus sailed across the Atlantic for the Crown of Castile, in Spain. He reached islands in the Caribbean. Peoples such as the Taíno already lived there. Spanish soldiers took their land and forced them to work. The Taíno fought back. A Taíno leader, Hatuey, was captured and burned alive in Cuba in 1512. In 1521 Hernán Cortés took Tenochtitlan, the capital of the Mexica, or Aztecs. Tens of thousands of Indigenous fighters fought on his side. Most came from Tlaxcala, an enemy of the Mexica. The last Mexica ruler, Cuauhtémoc, defended the city to the end. Today Mexico City stands where Tenochtitlan was. From 1532 Francisco Pizarro attacked the Inca empire in the Andes. Inca fighters went on fighting from the mountains until 1572. The Spanish conquest was very violent. Within a hundred years, most people in the Americas had died. New diseases such as smallpox killed the most. War, hunger and forced labour made the diseases deadlier. At the time, a Spanish priest, Bartolomé de las Casas, spoke out against the conquest.
debrief-landing-sources = Literature: Matthew Restall, Seven Myths of the Spanish Conquest (2003); Alfred W. Crosby, The Columbian Exchange (1972); Massimo Livi Bacci, Conquest: The Destruction of the American Indios (2008). Primary source: Bartolomé de las Casas, A Short Account of the Destruction of the Indies (1552), a polemic written to move the king, with exaggerated numbers.
debrief-expansion-title = Phase 2: Expansion (in history: about 1600 to 1770)
debrief-expansion-q1-church = Let the missionaries in
debrief-expansion-q1-refused = Turned the Church away
debrief-expansion-q1-ask = What did the missions give your nation at home, and what did they take from the people in the colonies?
debrief-expansion-q1 = { debrief-expansion-q1-church }: { $church }. { debrief-expansion-q1-refused }: { $refused }. { debrief-expansion-q1-ask }
debrief-expansion-q2-fought = Fought the peoples inland
debrief-expansion-q2-ask = How do you think the peoples inland saw you, and what could they do against you?
debrief-expansion-q2 = { debrief-expansion-q2-fought }: { $fought }. { debrief-expansion-q2-ask }
debrief-expansion-q3 = Ports and new countries cost gold. Who paid for them in the end?
debrief-expansion-background = The English East India Company (founded in 1600) and the Dutch East India Company (1602) were trading companies with their own ships, forts and soldiers. The Dutch company conquered the Banda Islands in 1621 to control the trade in nutmeg: of about 15,000 Bandanese, most were killed, enslaved or driven out. The English company traded from fortified posts on the coasts of India for more than a century and began to rule large parts of India only from 1757, after its victory at Plassey. England, too, took colonies in the Caribbean, Barbados from 1627 and Jamaica, seized from Spain in 1655, where enslaved Africans were forced to grow sugar. From 1672 the Royal African Company, led by the king's brother James, Duke of York, shipped enslaved Africans from its forts on the West African coast. In today's Angola, Queen Njinga of Ndongo and Matamba fought and negotiated with the Portuguese for over thirty years, until a peace treaty in 1656 left her kingdom independent; she died in 1663. In the Jesuit province of Paraguay (today parts of Paraguay, Argentina and Brazil), Jesuit missions (1609 to 1767) gathered Guaraní people into mission towns. The missions protected the Guaraní from slave raiders from São Paulo, whom Guaraní fighters defeated at Mbororé in 1641; but the missions also replaced much of the Guaraní way of life. In the Seven Years' War (1756 to 1763) Britain and France fought in Europe and over their colonies, with Indigenous North Americans and soldiers from India fighting and dying on both sides; Spain joined in 1762, and the British took Havana and Manila.
debrief-expansion-short = Trading companies with their own ships and soldiers, such as the English and the Dutch East India Companies, built forts on the coasts of Asia and Africa. In 1621 the Dutch company conquered the Banda Islands for their nutmeg, and most of the people there were killed, enslaved or driven out. In Angola, Queen Njinga fought and negotiated with the Portuguese for over thirty years and kept her kingdom independent.
debrief-expansion-basic = After 1600, European trading companies grew very powerful. The English and the Dutch East India Companies had their own ships, forts and soldiers. In 1621 the Dutch company attacked the Banda Islands, in today's Indonesia. It wanted to control the trade in nutmeg, a spice. Most of the people there were killed, enslaved or driven out. The English company traded from forts on the coast of India. From 1757 it began to rule large parts of India. In today's Angola, Queen Njinga resisted the Portuguese. For over thirty years she fought them and made deals with them. In 1656 a peace treaty left her kingdom independent. In South America, Jesuit missionaries built mission towns for the Guaraní people. There the Guaraní were safer from slave raiders. In 1641 Guaraní fighters beat the raiders at Mbororé. But the missions also changed much of the Guaraní way of life. From 1756 to 1763, in the Seven Years' War, Britain and France fought each other. Indigenous North Americans and Indian soldiers fought and died on both sides.
debrief-expansion-sources = Literature: Wolfgang Reinhard, A Short History of Colonialism (2011); Jürgen Osterhammel, Colonialism: A Theoretical Overview (2005); Linda M. Heywood, Njinga of Angola: Africa's Warrior Queen (2017).
debrief-economy-title = Phase 3: Economic structures (in history: the 1500s to 1914)
debrief-economy-q1-slavery = Took part in the slave trade
debrief-economy-q1-refused = Refused the slave trade
debrief-economy-q1-ask = Slave traders and owners put a price on human beings. What does that tell us about them, and about a game that turns people into "+3 resources"?
debrief-economy-q1 = { debrief-economy-q1-slavery }: { $slavery }. { debrief-economy-q1-refused }: { $refused }. { debrief-economy-q1-ask }
debrief-economy-q1-discussed = Your class discussed the slave trade instead of playing it. The game rewards buying people with resources and refusing with prestige. Traders and owners of the time really did put a price on human beings: what does that tell us about them, and about a game that turns people into resources?
debrief-economy-q2 = Who did the work on your plantations, in your mines and on your railways, and who kept the profit?
debrief-economy-q3-attacked = Went to war against other nations
debrief-economy-q3-ask = The wars between the nations were fought in the colonies too, as in the Seven Years' War (see the note on phase 2): who fought in them, who died in them, and what did the people living there get from them?
debrief-economy-q3 = { debrief-economy-q3-attacked }: { $attacked }. { debrief-economy-q3-ask }
debrief-economy-background = Between 1501 and 1866 about 12.5 million Africans were forced onto slave ships in the transatlantic slave trade, most of them to Brazil and the Caribbean. About 10.7 million survived the crossing, the Middle Passage: some 1.8 million, about one in seven, died at sea, and many more died before they reached the ships. British ships carried more than 3.2 million of them, most from Liverpool, Bristol and London. In the 1700s British ships carried more captives than those of any other nation, about two in five of all those taken across in that century; over the whole trade only Portuguese and Brazilian ships carried more. Merchants in those ports, planters in Jamaica, Barbados and Britain's other colonies, and banks and insurers in London profited. Among them was the Liverpool merchant John Gladstone, who owned the Demerara plantation where Quamina and Jack Gladstone were enslaved; when slavery ended he was among the largest receivers of compensation. Most of the guns that British ships carried to Africa, to be traded for captives, were made in Birmingham. The enslaved and their children were owned for life and forced to work on sugar, coffee and cotton plantations, and in mines, ports and households. In the Andes, from 1573 the mita forced thousands of Indigenous people every year to work in turns in the silver mines of Potosí, in brutal conditions. The enslaved resisted from the start: they rose up on ships and plantations, and people who escaped built free communities such as Palmares in Brazil (about 1605 to 1694), whose last leader, Zumbi, was killed in 1695; in Jamaica the Maroons, led by Nanny, fought the British. From 1791 enslaved people in Saint-Domingue fought the revolution that made Haiti free. In Britain, Black campaigners such as Olaudah Equiano, whose life story appeared in 1789, and Ottobah Cugoano campaigned for abolition alongside white abolitionists such as Thomas Clarkson and William Wilberforce; hundreds of petitions reached Parliament, and thousands of families refused to buy slave-grown sugar. In 1807 Parliament banned the British slave trade. Slavery went on, and so did the risings: in Barbados in 1816, led by Bussa; in Demerara (today Guyana) in 1823, where Quamina and his son Jack Gladstone led more than 10,000 people; and in Jamaica in 1831 and 1832, where Samuel Sharpe's strike became a rising of up to 60,000 people. Hundreds were killed or executed, Sharpe among them. These risings and Mary Prince's account of her own enslavement (1831) pushed Parliament to act. In 1833 Parliament passed the Slavery Abolition Act. From 1 August 1834 slavery ended in most British colonies, but most of the formerly enslaved had to work on unpaid as "apprentices" until 1838, and Britain paid £20 million compensation to the slaveholders and nothing to the enslaved. Planters then brought in indentured labourers: by 1920 more than a million people from India had been sent on hard contracts to Mauritius, the Caribbean, Fiji and other colonies. Spain agreed to end the trade in 1817, but Spanish and Cuban traders kept landing captives in Cuba until the late 1860s; slavery ended in Puerto Rico in 1873, in Cuba in 1886 and in Brazil in 1888. In India, soldiers of the East India Company's army rose in 1857, and the rising spread across the north, with leaders such as Lakshmibai, the Rani of Jhansi, who died fighting in 1858; British forces crushed it with brutal reprisals, sometimes against whole villages, and in 1858 the British Crown took over the Company's rule. At the Berlin Conference of 1884 to 1885 fourteen states, among them Britain, France, Germany, Portugal and Belgium, and also the United States and the Ottoman Empire, set rules for claiming land in Africa; no African was invited. The conference recognised the claim of King Leopold II of Belgium to the Congo, which he ruled as his own Congo Free State until 1908: forced labour for rubber, killings, kidnapping, mutilation, hunger and disease cost millions of lives, by estimates that range from about 1 million to 10 million. In 1900 Yaa Asantewaa, queen mother of Ejisu, led the Asante war against the British in today's Ghana; she was sent into exile, where she died. By 1914 only Ethiopia, which defeated an Italian army at Adwa in 1896, and Liberia were still independent.
debrief-economy-short = Between 1501 and 1866 about 12.5 million Africans were forced onto slave ships; about 1.8 million died at sea. British ships from Liverpool, Bristol and London carried more than three million, and British merchants, planters, banks and insurers grew rich. Black campaigners such as Olaudah Equiano helped end Britain's slave trade in 1807. Risings such as Samuel Sharpe's in Jamaica pushed Parliament to abolish slavery in 1833; Britain paid £20 million to the slaveholders and nothing to the enslaved.
debrief-economy-basic = Between 1501 and 1866, about 12.5 million Africans were forced onto slave ships. This was the transatlantic slave trade. The crossing was called the Middle Passage. About one in seven captives died on the way. British ships from Liverpool, Bristol and London carried over three million people. Merchants, planters, banks and insurers in Britain grew rich. Enslaved people and their children were forced to work on plantations for life. They fought back in many ways. Some ran away. Others rose up. In 1831 Samuel Sharpe led a huge rebellion in Jamaica. Olaudah Equiano and Mary Prince wrote about their enslavement. Their books helped the campaign for abolition. Britain ended its slave trade in 1807. The rebellions and the campaign pushed Parliament to act. In 1833 it passed a law to free the enslaved in most British colonies. The slaveholders got £20 million in compensation. The formerly enslaved got nothing. After 1834, planters brought in over a million workers from India. In 1900 Yaa Asantewaa led an Asante war against Britain, in today's Ghana.
debrief-economy-sources = Literature: SlaveVoyages, Trans-Atlantic Slave Trade Database (slavevoyages.org); David Eltis and David Richardson, Atlas of the Transatlantic Slave Trade (2010); David Olusoga, Black and British: A Forgotten History (2016); Emilia Viotti da Costa, Crowns of Glory, Tears of Blood: The Demerara Slave Rebellion of 1823 (1994); Legacies of British Slavery, University College London (ucl.ac.uk/lbs); Hugh Tinker, A New System of Slavery (1974); Adam Hochschild, King Leopold's Ghost (1998); Rebecca J. Scott, Slave Emancipation in Cuba (1985). Primary sources: Olaudah Equiano, The Interesting Narrative of the Life of Olaudah Equiano (1789); The History of Mary Prince, a West Indian Slave, Related by Herself (1831); General Act of the Berlin Conference (1885).
debrief-independence-title = Phase 4: Independence (in history: 1776 to 1990)
debrief-independence-q1-fought = Sent the army against the rebels
debrief-independence-q1-negotiated = Negotiated with the rebels
debrief-independence-q1-ask = What did the rebels want, and what did each answer give them and cost them?
debrief-independence-q1 = { debrief-independence-q1-fought }: { $fought }. { debrief-independence-q1-negotiated }: { $negotiated }. { debrief-independence-q1-ask }
debrief-independence-q2-democracy = Backed a democracy
debrief-independence-q2-monarchy = Backed a monarchy
debrief-independence-q2-dictatorship = Backed a dictatorship
debrief-independence-q2-ask = Why does the government you backed pay so differently in the game? Who lived with it afterwards?
debrief-independence-q2 = { debrief-independence-q2-democracy }: { $democracy }. { debrief-independence-q2-monarchy }: { $monarchy }. { debrief-independence-q2-dictatorship }: { $dictatorship }. { debrief-independence-q2-ask }
debrief-independence-q3 = Many new states kept the borders that the colonial powers had drawn, often straight through the lands of one people. Who drew your colonies' borders, and who had to live with them?
debrief-independence-background = The people of the colonies won independence themselves, often against armies sent to stop them. The thirteen British colonies in North America broke away first (1776 to 1783), led by settlers; for the Indigenous nations this meant further loss of land. In Peru, Túpac Amaru II and Micaela Bastidas led an Indigenous uprising in 1780; Spanish troops crushed it and executed both in 1781, and perhaps 100,000 people died. In the French colony of Saint-Domingue, enslaved people rose up in August 1791, led at first by Dutty Boukman, Jean-François and Georges Biassou, and ended slavery there. Toussaint Louverture, whose part in planning the rising is debated, joined it openly later and became its best-known leader. An army sent by Napoleon captured him in 1802, and he died in a French prison in 1803; Jean-Jacques Dessalines led the war on, defeated the French and proclaimed Haiti independent on 1 January 1804, the only rising of enslaved people that led to a state of its own. France later forced Haiti to pay 150 million francs to the former slaveholders. Spanish America became independent between 1810 and 1825, led mostly by American-born elites of European descent (Creoles) such as Simón Bolívar. Cuba fought Spain from 1868 to 1878 and from 1895, led by José Martí, Antonio Maceo and others; General Weyler's "reconcentration" camps probably killed more than 100,000 civilians. In 1898 the United States entered the war, and Spain lost Cuba, Puerto Rico, Guam and the Philippines. In German South West Africa (today Namibia) the Herero and Nama rose in 1904, led by Samuel Maharero and Hendrik Witbooi; the German army answered with genocide, and by 1908 about 80 per cent of the Herero and half of the Nama were dead. Germany recognised it as genocide in 2021. In German East Africa the Maji-Maji war (1905 to 1907) cost between 75,000 and 300,000 African lives. In Morocco the Spanish army used chemical weapons against the Rif rising of Abd el-Krim (1921 to 1927). In 1919 troops under the British General Dyer fired on an unarmed crowd at Jallianwala Bagh in Amritsar, killing at least 379 people by the official count and probably many more. In the Bengal famine of 1943 probably between two and three million people died (estimates range from under one million to almost four million); British wartime policies made it worse, and historians still debate how much. After decades of mass protest led above all by the Indian National Congress and Mohandas Gandhi, Britain agreed with the Congress and the Muslim League of Muhammad Ali Jinnah to split British India into India and Pakistan in 1947. Cyril Radcliffe, a British lawyer who had never been to India, drew the border in about five weeks. The killings and flight that followed cost between several hundred thousand and two million lives and drove some 15 million people from their homes. In the Gold Coast, Kwame Nkrumah led strikes and boycotts and was jailed; in 1957 the colony became independent as Ghana. In Kenya, from 1952 the Kenya Land and Freedom Army, called "Mau Mau" by the British, fought British rule for land and freedom; one of its leaders, Dedan Kimathi, was captured in 1956 and hanged in 1957. By the colonial government's own count it held about 80,000 Kenyans in camps without trial; the historian Caroline Elkins estimates 160,000 to 320,000, and many more, mostly women and children, were forced into guarded villages. Many detainees were tortured, more than a thousand Kenyans were hanged, and at least 11,000 fighters died. Kenya became independent in 1963; in 2013 the British government expressed regret and paid £19.9 million to 5,228 survivors. In 1960 seventeen African countries became independent; France fought the Algerian war of independence (1954 to 1962), and Portugal fought in Angola, Mozambique and Guinea-Bissau until 1974. Jamaica and Trinidad and Tobago became independent in 1962 and Barbados in 1966; as of 2026, some islands, such as Montserrat, are British Overseas Territories. Namibia won independence from South Africa only in 1990. Many new states kept borders, economies and rulers shaped by colonial rule.
debrief-independence-short = The people of the colonies won independence themselves. In 1804 Jean-Jacques Dessalines proclaimed Haiti independent, after a rising of the enslaved. Colonial powers struck back: Germany committed genocide against the Herero and Nama, and British troops killed hundreds of unarmed people at Amritsar in 1919. In Kenya the Land and Freedom Army, with leaders such as Dedan Kimathi, fought British rule. India and Pakistan became independent in 1947 after a mass movement led by Gandhi, Ghana under Kwame Nkrumah in 1957, Kenya in 1963.
debrief-independence-basic = The people of the colonies won independence themselves. In 1791 enslaved people in Saint-Domingue rose up against France. Dutty Boukman led them first. Later Toussaint Louverture led them. In 1804 Jean-Jacques Dessalines declared Haiti independent. In 1904 the Herero and Nama rose against German rule in today's Namibia. The German army answered with genocide. In 1919 soldiers under a British general shot hundreds of unarmed people in Amritsar, India. In 1943 a terrible famine struck Bengal, in India. Two to three million people died of hunger and disease. British wartime decisions made the famine worse. For decades, Gandhi and millions of Indians protested against British rule. In 1947 India and Pakistan became independent. The partition of British India forced millions from their homes. In 1957 Ghana became independent, led by Kwame Nkrumah. In Kenya, the Land and Freedom Army fought British rule from 1952. The British called its fighters "Mau Mau". They held at least 80,000 Kenyans in camps without trial. In 1957 they hanged Dedan Kimathi, a rebel leader. Kenya became independent in 1963.
debrief-independence-sources = Literature: Jan C. Jansen and Jürgen Osterhammel, Decolonization: A Short History (2017); C. L. R. James, The Black Jacobins (1938); John Lynch, The Spanish American Revolutions 1808-1826 (1973); Jürgen Zimmerer and Joachim Zeller (eds.), Genocide in German South-West Africa (2008); Kim A. Wagner, Amritsar 1919: An Empire of Fear and the Making of a Massacre (2019); Madhusree Mukerjee, Churchill's Secret War (2010); Caroline Elkins, Imperial Reckoning: The Untold Story of Britain's Gulag in Kenya (2005).

## Step names (headers, game log, projector screen)

step-name-p1-landing = Landing
step-name-p1-contact = Contact on the coast
step-name-p1-expansion = Push on or search
step-name-p1-investment = Investment
step-name-p2-expansion = Expansion
step-name-p2-church = The Church
step-name-p2-contact = Contact inland
step-name-p2-investment = Investment
step-name-p3-slavery = The transatlantic slave trade
step-name-p3-infrastructure = Infrastructure
step-name-p3-wars = Colonial wars
step-name-p3-investment = Investment
step-name-p4-monopolies = Monopolies
step-name-p4-rebellions = Rebellions
step-name-p4-rebellion-choice = Answering the rebellions
step-name-p4-government = Independence and government

## On the projector screen after the reveal: what each card meant for people. No team name (the
## chips under it say who); the subject is how many nations laid it ($count), so that the one who did
## it is named.

p1-contact-fight-projector = { $count ->
        [one] One nation
       *[other] { $count } nations
    } attacked the people of the coast: whoever won, people were killed and villages burned.
p1-contact-trade-projector = { $count ->
        [one] One nation
       *[other] { $count } nations
    } traded with the people of the coast, on equal terms for now.
p1-contact-ignore-projector = { $count ->
        [one] One nation
       *[other] { $count } nations
    } left the people of the coast in peace.
p1-expansion-conquer-projector = { $count ->
        [one] One nation took another country by force from the people who lived there.
       *[other] { $count } nations took other countries by force from the people who lived there.
    }
p1-expansion-search-projector = { $count ->
        [one] One nation searched its first colony for riches, on land that belonged to the people who lived there.
       *[other] { $count } nations searched their first colonies for riches, on land that belonged to the people who lived there.
    }
p2-expansion-conquer-projector = { $count ->
        [one] One nation
       *[other] { $count } nations
    } paid soldiers to conquer new land: the soldiers killed the people who lived there, drove them from their land or forced them to work.
p2-expansion-port-projector = { $count ->
        [one] One nation built a port to ship resources from the colonies to Europe.
       *[other] { $count } nations built ports to ship resources from the colonies to Europe.
    }
p2-church-allow-projector = { $count ->
        [one] One nation
       *[other] { $count } nations
    } let missionaries in: they built churches and pressed many people, often by force, to give up their own beliefs. Many kept them in secret; others made the new faith their own.
p2-church-refuse-projector = { $count ->
        [one] One nation
       *[other] { $count } nations
    } turned the Church away, and church leaders at home were displeased.
p2-contact-fight-projector = { $count ->
        [one] One nation
       *[other] { $count } nations
    } sent soldiers against the peoples inland: whoever won, people were killed; where the soldiers won, people were driven from their land.
p2-contact-trade-projector = { $count ->
        [one] One nation
       *[other] { $count } nations
    } traded with the peoples inland, who set their own prices.
p2-contact-ignore-projector = { $count ->
        [one] One nation
       *[other] { $count } nations
    } passed the peoples inland by, but the colonies' farms spread onto their land: the people there fought back and destroyed the farms.
p3-slavery-yes-projector = { $count ->
        [one] One nation
       *[other] { $count } nations
    } took part in the slave trade: merchants bought enslaved Africans, captured by force and torn from their families, and sold them to planters, who owned them and their children for life and forced them to work. Many others died on the way.
p3-slavery-no-projector = { $count ->
        [one] One nation
       *[other] { $count } nations
    } refused to take part in the slave trade. In history, hardly any colonial power refused.
p3-infrastructure-city-projector = { $count ->
        [one] One nation built a city, with soldiers to guard the colonial rulers.
       *[other] { $count } nations built a city each, with soldiers to guard the colonial rulers.
    }
p3-infrastructure-railway-projector = { $count ->
        [one] One nation had a railway built to carry resources from the interior to the coast. The workers were often forced to build it, and many of them died.
       *[other] { $count } nations had railways built to carry resources from the interior to the coast. The workers were often forced to build them, and many of them died.
    }
p3-infrastructure-trading-post-projector = { $count ->
        [one] One nation opened a trading post that drew resources from all its colonies.
       *[other] { $count } nations opened trading posts that drew resources from all their colonies.
    }
p3-wars-yes-projector = { $count ->
        [one] One nation
       *[other] { $count } nations
    } prepared for war against the other nations: the people of the colonies would be its soldiers and its victims.
p3-wars-no-projector = { $count ->
        [one] One nation
       *[other] { $count } nations
    } attacked nobody and went on trading.
p4-rebellion-fight-projector = { $count ->
        [one] One nation sent its army against the people who rose up; its soldiers killed many of them.
       *[other] { $count } nations sent their armies against the people who rose up; their soldiers killed many of them.
    }
p4-rebellion-negotiate-projector = { $count ->
        [one] One nation negotiated with the rebels and gave up part of its wealth.
       *[other] { $count } nations negotiated with the rebels and gave up part of their wealth.
    }
p4-government-democracy-projector = { $count ->
        [one] One nation
       *[other] { $count } nations
    } backed a democracy, in which the people would choose their own government.
p4-government-monarchy-projector = { $count ->
        [one] One nation
       *[other] { $count } nations
    } backed an absolute monarchy: a king or queen who ruled without elections.
p4-government-dictatorship-projector = { $count ->
        [one] One nation backed a dictator who kept the wealth for a few, and for the nation that backed him.
       *[other] { $count } nations backed dictators who kept the wealth for a few, and for the nations that backed them.
    }

## A card after a team's name ("Ravens · 1 · …"), on the teacher's list of what happened,
## the filled sheets and the CSV: where the card speaks to the team, a form that fits any team.
p1-contact-fight-named = { p1-contact-fight }
p1-contact-ignore-named = { p1-contact-ignore }
p1-contact-trade-named = { p1-contact-trade }
p1-expansion-conquer-named = { p1-expansion-conquer }
p1-expansion-search-named = Search the first colony for riches.
p2-church-allow-named = { p2-church-allow }
p2-church-refuse-named = { p2-church-refuse }
p2-contact-fight-named = { p2-contact-fight }
p2-contact-ignore-named = { p2-contact-ignore }
p2-contact-trade-named = { p2-contact-trade }
p2-expansion-conquer-named = { p2-expansion-conquer }
p2-expansion-port-named = { p2-expansion-port }
p3-infrastructure-city-named = { p3-infrastructure-city }
p3-infrastructure-railway-named = { p3-infrastructure-railway }
p3-infrastructure-trading-post-named = { p3-infrastructure-trading-post }
p3-slavery-no-named = { p3-slavery-no }
p3-slavery-yes-named = { p3-slavery-yes }
p3-wars-no-named = No, only defend.
p3-wars-yes-named = Yes, attack.
p4-government-democracy-named = { p4-government-democracy }
p4-government-dictatorship-named = { p4-government-dictatorship }
p4-government-monarchy-named = { p4-government-monarchy }
p4-rebellion-fight-named = { p4-rebellion-fight }
p4-rebellion-negotiate-named = { p4-rebellion-negotiate }
