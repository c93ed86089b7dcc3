## The lesson: what the teacher reads out. Our own wording of the simplified Colony game.

lesson-title = Colony: four hundred years in a classroom

## Phases

phase-landing = Landing
phase-landing-intro = It is the first hundred years. Your ships have crossed the ocean and sighted a coast that is new to you, but not to the people who have lived there for thousands of years.
phase-expansion = Expansion
phase-expansion-intro = A hundred years have passed. Your settlements are growing, and so is your appetite for land further inland.
phase-economy = Economic structures
phase-economy-intro = The third century. Your colonies are meant to make money now: plantations, mines, roads and harbours.
phase-independence = Independence
phase-independence-intro = The last hundred years. The people in your colonies want to decide their own future.

## Phase 1

p1-landing = Your ships reach the coast. Each nation takes one coastal country, with one army and one load of goods.
p1-contact = The people who live here come to meet you at the shore. What do you do?
p1-contact-fight = Fight them and take their land.
p1-contact-trade = Trade with them.
p1-contact-ignore = Leave them alone.
p1-expansion = Your settlement is safe for now. Where do you put your effort?
p1-expansion-conquer = Move on and take a new country.
p1-expansion-search = Search your first colony for riches.

## Between the phases

investment = Time to invest. Each nation earns one gold for every load of goods in its colonies. You may spend gold on armies or on farms. Keep some back!

## Phase 2

p2-expansion = Your nation wants more. One gold buys either a new country or a harbour.
p2-expansion-conquer = Pay one gold and conquer a new country.
p2-expansion-port = Pay one gold and build a port.
p2-church = The Church asks to send missionaries to your colonies.
p2-church-allow = Let the missionaries come.
p2-church-refuse = Say no to the Church.
p2-contact = Deep inland you meet peoples who have never seen Europeans. What do you do?
p2-contact-fight = Fight them.
p2-contact-trade = Trade with them.
p2-contact-ignore = Pass them by.

## Phase 3

p3-slavery = Your plantations need many workers. Slave traders offer to bring people from Africa in chains.
p3-slavery-yes = Accept the slave trade.
p3-slavery-no = Refuse it.
p3-infrastructure = Your colonies need to be built up. What will you build?
p3-infrastructure-city = A city.
p3-infrastructure-railway = A railway.
p3-infrastructure-trading-post = A trading post.
p3-wars = The other nations are close neighbours now. Will you go to war against them for their colonies?
p3-wars-yes = Yes, we will attack.
p3-wars-no = No, we will only defend ourselves.

## Phase 4

p4-monopolies = Who controls the trade? The nation with the most goods of a kind holds its monopoly.
p4-rebellions = The people in your colonies rise up against your rule.
p4-rebellion-choice = The rebels demand their freedom. How do you answer them?
p4-rebellion-fight = Send the army against them.
p4-rebellion-negotiate = Negotiate with them.
p4-government = Your colonies become independent. What kind of government do you leave behind?
p4-government-democracy = A democracy.
p4-government-monarchy = A monarchy.
p4-government-dictatorship = A dictatorship.
