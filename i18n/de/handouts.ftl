## Gedruckte Unterlagen

handout-phase-forms = Phasenbögen für die Teams
handout-teacher-cards = Phasenkarten für die Lehrkraft
handout-score-sheet = Punkteblatt
handout-score-sheet-filled = Punkteblatt der { $class }
handout-rules = Die Regeln in Kürze
handout-debrief = Auswertung der { $class }
handout-phase-heading = Phase { $number }: { $phase } ({ $century ->
    [1] die ersten
    [2] die zweiten
    [3] die dritten
   *[other] die letzten
  } hundert Jahre)
handout-team = Team:
handout-tick = Kreuzt die Karte an, die euer Team gelegt hat.
handout-investment = Investition am Ende der Phase
handout-inv-received = Gold erhalten
handout-inv-armies = Gold für Armeen
handout-inv-farms = Gold für Felder
handout-inv-kept = Gold behalten
handout-consequences = Folgen
handout-order = Ablauf: Jedes Team legt eine Karte verdeckt, alle decken gleichzeitig auf, dann werden die Teams im Uhrzeigersinn ab dem ersten Team dieser Runde ausgewertet. Das erste Team rückt bei jeder Entscheidung einen Platz im Uhrzeigersinn weiter.
handout-rulings = Festlegungen: Gold, Ansehen, Armeen und Marker fallen nie unter 0. Eine Karte, die das Team nicht bezahlen kann, ist nicht erlaubt. Ein verlorener Marker kommt zurück in den Beutel; ein leerer Beutel gibt nichts. Bei gleichen Würfeln wird neu gewürfelt.
handout-after-phase = Nach Phase { $number }: { $phase }
handout-end = Spielende
handout-rankings = Endstand
handout-choices = Die Karten jedes Teams
handout-class-line = { $class } · { $date } · { $teams } Teams
handout-rules-aim = Euer Team ist eine europäische Nation. Über vierhundert Jahre entscheidet ihr, wie eure Nation mit den Kolonien und den Menschen dort umgeht. Die Nation mit dem meisten Gold ist am Ende die reichste, die mit dem meisten Ansehen die angesehenste. Beides zählt in der Auswertung.
handout-rules-abbrev = Abkürzungen auf den Karten
handout-rules-g = +1G / −1G: ein Gold bekommen / zahlen
handout-rules-p = +1P / −1P: ein Ansehen gewinnen / verlieren
handout-rules-a = +1A / −1A: eine Armee mehr / weniger
handout-rules-r = +1R / −1R: ein Rohstoffmarker aus dem Beutel / zurück in den Beutel
handout-rules-l = +1L: ein freies Land mit einem eurer sechs Spielsteine besetzen
handout-rules-round = So läuft eine Runde
handout-rules-round-1 = 1. Die Lehrkraft liest die Situation und die Karten 1, 2 und 3 vor.
handout-rules-round-2 = 2. Euer Team bespricht sich und legt eine Karte verdeckt hin.
handout-rules-round-3 = 3. Alle Teams decken gleichzeitig auf; die Lehrkraft gibt die Karten ein.
handout-rules-round-4 = 4. Die Folgen kommen Team für Team, wo nötig mit Würfeln.
handout-rules-round-5 = 5. Nach den Phasen 1, 2 und 3: ein Gold für jeden Marker, dann Gold für Armeen oder Felder ausgeben.
handout-rules-phases = Die vier Phasen: { $phases }.
handout-blank = (leer)
handout-colour = Farbe:
handout-why = Warum wir so entschieden haben:
handout-card = Karte
handout-rank-gold = Platz nach Gold
handout-rank-prestige = Platz nach Ansehen
handout-chart = Gold und Ansehen im Vergleich
handout-chart-explain = Jede Linie verbindet den Platz einer Nation nach Gold (links) mit ihrem Platz nach Ansehen (rechts). Fällt die Linie, ist die Nation reich, aber wenig angesehen.
handout-cards-laid = Gelegte Karten, Schritt für Schritt
handout-class = Klasse:
handout-worksheet = Arbeitsblatt zur Auswertung: { $class }
handout-student = Name:
handout-sat-out = Setzt aus
handout-decision = Entscheidung
handout-who-laid = Wer welche Karte gelegt hat
handout-worksheet-choices = Was unsere Klasse entschieden hat
handout-worksheet-questions = Nachdenken und aufschreiben
