## Printed handouts

handout-phase-forms = Phase forms for the teams
handout-teacher-cards = The teacher's phase cards
handout-score-sheet = Score sheet
handout-score-sheet-filled = Score sheet of { $class }
handout-rules = The rules in short
handout-debrief = Debrief of { $class }
handout-phase-heading = Phase { $number }: { $phase } (the { $century ->
    [1] first
    [2] second
    [3] third
   *[other] last
  } hundred years)
handout-team = Team:
handout-tick = Tick the card your team laid.
handout-investment = Investment at the end of the phase
handout-inv-received = Gold received
handout-inv-armies = Gold to armies
handout-inv-farms = Gold to farms
handout-inv-kept = Gold kept
handout-consequences = Consequences
handout-order = Order of play: each team lays a card face down, all reveal together, then the teams are resolved clockwise from this round's first team. The first team moves one seat clockwise at every decision.
handout-rulings = Rulings: gold, prestige, armies and counters never go below 0. A card the team cannot pay for is not allowed. A lost counter goes back into the bag; an empty bag gives nothing. Equal dice are rolled again.
handout-after-phase = After phase { $number }: { $phase }
handout-end = End of the game
handout-rankings = Final rankings
handout-choices = The cards each team laid
handout-class-line = { $class } · { $date } · { $teams } teams
handout-rules-aim = Your team is a European nation. Over four hundred years you decide how your nation deals with the colonies and the people who live there. The nation with the most gold at the end is the richest; the one with the most prestige is the most respected. Both count in the debrief.
handout-rules-abbrev = Abbreviations on the cards
handout-rules-g = +1G / −1G: gain / pay one gold
handout-rules-p = +1P / −1P: gain / lose one prestige
handout-rules-a = +1A / −1A: one army more / fewer
handout-rules-r = +1R / −1R: one resource counter drawn from the bag / given back
handout-rules-l = +1L: take a free country with one of your six tokens
handout-rules-round = How a round runs
handout-rules-round-1 = 1. The teacher reads out the situation and the cards 1, 2 and 3.
handout-rules-round-2 = 2. Your team talks it over and lays one card face down.
handout-rules-round-3 = 3. All teams reveal together; the teacher enters the cards.
handout-rules-round-4 = 4. The consequences come, team by team, with the dice where needed.
handout-rules-round-5 = 5. After phases 1, 2 and 3: one gold for every counter, then spend gold on armies or farms.
handout-rules-phases = The four phases: { $phases }.
handout-blank = (empty)
handout-colour = Colour:
handout-why = Why we chose this:
handout-card = Card
handout-rank-gold = Rank by gold
handout-rank-prestige = Rank by prestige
handout-chart = Gold and prestige side by side
handout-chart-explain = Each line joins a nation's rank by gold (left) to its rank by prestige (right). A line that falls means rich, but not respected.
handout-cards-laid = Cards laid, step by step
handout-class = Class:
handout-worksheet = Debrief worksheet: { $class }
handout-student = Name:
handout-sat-out = Sat out
handout-decision = Decision
handout-who-laid = Who laid which card
handout-worksheet-choices = What our class chose
handout-worksheet-questions = Think it over and write
