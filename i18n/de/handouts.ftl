## Gedruckte Unterlagen

handout-phase-forms = Phasenbögen für die Teams
handout-teacher-cards = Phasenkarten für die Lehrkraft
handout-lesson-plan = Handreichung für Lehrkräfte
handout-code-slips = Team-Codes
handout-slip-code = Euer Team-Code:
handout-slip-page = Scannt das Quadrat oder öffnet die Adresse unten und tippt den Code ein.
handout-read-out = Vorlesen:
handout-for-you = Für die Lehrkraft, nicht zum Vorlesen:
handout-score-sheet = Wertungsbogen
handout-score-sheet-filled = Wertungsbogen: { $class }
handout-rules = Regelübersicht
handout-background = Die Geschichte hinter jeder Phase
handout-background-intro = Zu jeder Phase des Spiels: einige Sätze zum Vorlesen, dann der ganze Hintergrundtext zum Lesen in der Klasse oder zu Hause, mit Literaturangaben. Die Auswertung auf dem Bildschirm „Ergebnis“ zeigt dieselben Texte. Dieselbe Geschichte in kurzen Sätzen, mit einem Wortspeicher, steht auf dem Blatt „Was wirklich geschah: die Geschichte kurz erzählt“.
handout-background-tasks = Aufgaben:
handout-background-tasks-landing = 1. Wer kämpfte auf der Seite von Cortés, und warum? 2. Welche Ursachen für das große Sterben nennt der Text? Erklärt, wie Krankheiten und die Gewalt der Eroberer zusammenwirkten.
handout-background-tasks-expansion = 1. Was konnte eine Handelskompanie, was ein einzelner Kaufmann nicht konnte? 2. Wie wehrten sich Njinga und die Guaraní?
handout-background-tasks-economy = 1. Wer verdiente am Sklavenhandel, und wer wehrte sich dagegen – und wie? 2. Wer wurde entschädigt, als die Sklaverei endete, und wer nicht?
handout-background-tasks-independence = 1. Wer erkämpfte die Unabhängigkeit, und gegen wen? Nennt zwei Beispiele. 2. Was taten deutsche Truppen in Namibia und in Deutsch-Ostafrika? Woran erkennt ihr, dass es in Namibia um die Vernichtung eines ganzen Volkes ging? 3. Was erkannte die deutsche Bundesregierung 2021 an, und warum lehnen viele Herero und Nama die Erklärung ab?
handout-background-words = Begriffe in den Texten
handout-background-glossary = Mexica: das Volk von Tenochtitlan, oft Azteken genannt. · Mita: Zwangsarbeit im Wechsel, vor allem in den Silberminen von Potosí. · Kreolen: in Amerika geborene Menschen europäischer Herkunft. · Maroons: Menschen, die der Sklaverei entflohen waren und frei lebten. · Völkermord: ein Verbrechen mit dem Ziel, ein Volk oder eine Gemeinschaft ganz oder teilweise zu vernichten. · Teilung: die Aufspaltung Britisch-Indiens in Indien und Pakistan. · Muslimliga: die Partei, die einen eigenen Staat für die Muslime Indiens forderte. · Encomienda: Siedler bekamen indigene Menschen zugeteilt, die für sie arbeiten mussten. · Vizekönigreich: ein großes Verwaltungsgebiet der spanischen Krone in Amerika. · Reconcentración: die Zwangsumsiedlung der Landbevölkerung Kubas in Lager. · Konzentrationslager: Lager, in denen Gefangene unter tödlichen Bedingungen festgehalten wurden. · Gemeinsame Erklärung: der Text, den die Regierungen Deutschlands und Namibias 2021 über den Völkermord ausgehandelt haben; unterschrieben ist er nicht. · Reparationen: Zahlungen eines Staates als Entschädigung für ein Unrecht, das er begangen hat.
handout-background-basic = Was wirklich geschah: die Geschichte kurz erzählt
handout-background-basic-intro = Hier lest ihr die Geschichte hinter jeder Phase des Spiels in kurzen Sätzen. Die Wörter aus dem Wortspeicher sind am Ende des Blatts erklärt.
handout-background-wordbank-title = Wortspeicher
handout-background-wordbank = die Kolonie: ein Land, das ein fremder Staat beherrscht und ausbeutet · die Indigenen: die Menschen, die schon vor den Eroberern dort lebten · die Verbündeten: Menschen oder Völker, die gemeinsam gegen einen Gegner kämpfen · die Mexica: das Volk der Stadt Tenochtitlan, oft Azteken genannt · die Pocken: eine schwere Krankheit, die die Europäer nach Amerika brachten · die Zwangsarbeit: Arbeit, zu der Menschen mit Gewalt gezwungen werden · die Handelskompanie: eine Firma von Kaufleuten mit Schiffen, Festungen und Soldaten · die Festung: ein Bau mit dicken Mauern und Kanonen zum Verteidigen · die Mission: Christen schicken Missionare in andere Länder, damit die Menschen dort Christen werden · die Versklavten: Menschen, die anderen gehören mussten wie eine Sache · die Sklavenjäger: Menschen, die andere überfallen und fangen, um sie zu verkaufen · verschleppen: Menschen mit Gewalt an einen fremden Ort bringen · der Sklavenhandel: der Kauf und Verkauf von versklavten Menschen · die Plantage: ein großer Betrieb, auf dem Zucker, Kaffee oder Baumwolle wachsen · der Pflanzer: der Besitzer einer Plantage · die Truppen: die Soldaten einer Armee · der Landraub: Fremde nehmen Menschen mit Gewalt ihr Land weg · der Aufstand: Viele Menschen wehren sich gemeinsam mit Gewalt gegen eine Herrschaft · der Völkermord: ein Verbrechen mit dem Ziel, ein Volk oder eine Gemeinschaft ganz oder teilweise zu vernichten · das Lager: ein bewachter Ort, an dem Gefangene festgehalten werden · die Unabhängigkeit: Ein Land regiert sich selbst, ohne fremde Herrschaft · die Bundesregierung: die Regierung Deutschlands heute (in Berlin) · die Reparationen: Zahlungen eines Staates als Entschädigung für ein Unrecht, das er begangen hat · Maji-Maji: „maji“ ist Swahili und heißt „Wasser“. Der Heiler Kinjikitile gab den Kämpfern Wasser, das sie vor Kugeln schützen sollte.
handout-debrief = Auswertungsbogen: { $class }
handout-phase-heading = Phase { $number }: { $phase } (Spieljahre { $century ->
    [1] 1–100
    [2] 101–200
    [3] 201–300
   *[other] 301–400
  })
handout-team = Team:
handout-tick = Kreuzt die Karte an, die euer Team gelegt hat.
handout-may-be-discussed = Nur besprochen? Nichts ankreuzen. Gespielt: Karte ___
handout-question-p1-contact = Die Menschen an der Küste kommen euch entgegen. Was tut ihr?
handout-question-p1-expansion = Zieht ihr weiter oder durchsucht ihr eure erste Kolonie nach Reichtümern?
handout-question-p2-expansion = Wofür gebt ihr ein Gold aus?
handout-question-p2-church = Lasst ihr die Missionare der Kirche kommen?
handout-question-p2-contact = Wie geht ihr mit den Völkern im Landesinneren um?
handout-question-p3-slavery = Beteiligt sich eure Nation am Sklavenhandel?
handout-question-p3-infrastructure = Was baut ihr?
handout-question-p3-wars = Zieht ihr gegen andere Nationen in den Krieg?
handout-question-p4-rebellion-choice = Wie antwortet ihr auf die Aufstände?
handout-question-p4-government = Welche Regierung unterstützt eure Nation in euren früheren Kolonien?
handout-cut = Zwei Phasenbögen pro Blatt: kopieren, dann an der gestrichelten Linie durchschneiden.
handout-date = Datum:
handout-no-gold = Kein Gold mehr? Dann legt euer Team hier keine Karte.
handout-rebellion-only = Nur Teams mit einem Aufstand kreuzen hier an.
handout-gold-ledger = Unser Gold am Ende (Länderblatt):
handout-investment = Investition am Ende der Phase
handout-inv-received = Gold erhalten
handout-inv-armies = Gold für Armeen
handout-inv-farms = Gold für Ackerbau
handout-inv-kept = Gold jetzt insgesamt
handout-consequences = Folgen
handout-order = Ablauf: Jedes Team legt eine Karte verdeckt, alle Teams decken gleichzeitig auf, dann kommen die Teams im Uhrzeigersinn an die Reihe, beginnend mit dem ersten Team dieser Runde. Bei jeder neuen Entscheidungsrunde wird das nächste Team im Uhrzeigersinn zum ersten Team; ein Sklavenhandel, der nur besprochen wird, zählt trotzdem als Runde. Schritte ohne Wahl (Investition, Monopole, Aufstände setzen) gehen, wo die Reihenfolge zählt (ein Land auf dem Spielbrett wählen), im Uhrzeigersinn ab dem ersten Team der letzten Entscheidungsrunde; sonst investieren, würfeln und zählen auf Papier alle Teams gleichzeitig auf ihren eigenen Blättern.
handout-rulings = Klarstellungen: Gold, Ansehen, Armeen und Rohstoffe fallen nie unter 0. Eine Karte, die mehr Gold kostet, als das Team hat, ist nicht erlaubt; verlangt eine Karte Armeen oder Rohstoffe, die das Team nicht hat, darf es sie trotzdem legen – es verliert dann nur, was es hat. Ein verlorener Rohstoff wird auf dem Länderblatt gestrichen (mit Beutel kommt er zurück in den Beutel). Im Kampf, bei Gleichstand um ein Monopol und beim Würfeln gegen Aufständische wird bei gleicher Augenzahl neu gewürfelt (nie bei der Produkttabelle: ein Pasch ist dort ein Produkt wie jedes andere). Kürzel: { effects-abbr-gold } Gold, { effects-abbr-prestige } Ansehenspunkt, { effects-abbr-armies } Armee, { effects-abbr-resources } Rohstoff. +1{ effects-abbr-country }: ein neues Land, das noch kein Team hält (dort leben Menschen): eines, das an ein Land des Teams grenzt; gibt es keines, eines an der Küste; gibt es auch dort keines, irgendeines. Nur wenn alle Länder gehalten werden oder das Team schon sechs Länder hält, bekommt es keines; der Rest der Karte gilt trotzdem, und ihre Armeen und Rohstoffe kommen in das neueste Land. Der Buchstabe eines Teams steht für seinen Sitzplatz: A für das Team auf Sitzplatz 1, B für Sitzplatz 2 und so weiter. „/{ effects-abbr-resources }“ heißt je Rohstoff, „/{ effects-abbr-country }“ je Land, das das Team hält: +2{ effects-abbr-gold }/{ effects-abbr-resources } heißt also: zwei Gold je Rohstoff.
handout-first-and-end = Das erste Team der ersten Entscheidungsrunde ist das Team auf dem ersten Sitzplatz. Spielende: nach der Wahl der Regierung in Phase 4. Es gewinnt die Nation mit dem meisten Gold; bei gleich viel Gold steht die Nation mit mehr Ansehen vorn; ist beides gleich, teilen sich die Nationen den Platz. In der Rangliste nach Ansehen teilen sich Nationen mit gleich viel Ansehen den Platz.
handout-page = Seite { $page } von { $pages }
handout-notes = Notizen
# A date the way the language writes it (the record keeps 2026-11-29).
local-date = { $day }.{ $month }.{ $year }
handout-background-label = Hintergrund
handout-after-phase = Nach Phase { $number }: { $phase }
handout-end = Spielende
handout-rankings = Endstand
handout-choices = Die Karten jedes Teams
handout-class-line = { $date } · { $teams ->
    [one] 1 Team
   *[other] { $teams } Teams
  }
handout-rules-aim = Euer Team ist eine europäische Nation. Das Spiel erzählt etwa viereinhalb Jahrhunderte Kolonialgeschichte: von 1492 bis etwa 1960, in manchen Kolonien bis in die 1970er-Jahre. Jede der vier Phasen dauert hundert Spieljahre. Ihr entscheidet, wie eure Nation mit ihren Kolonien und den Menschen dort umgeht. Am Ende gewinnt die Nation mit dem meisten Gold; das Ansehen ist die zweite Rangliste daneben. In der Auswertung werdet ihr gefragt, was euer Gold und euer Ansehen gekostet haben und wer dafür bezahlt hat. Ansehen zeigt, wie sehr eure Nation damals in Europa geachtet war. Es sagt nicht, ob sie richtig gehandelt hat.
handout-rules-abbrev = Kürzel, die eure Lehrkraft benutzt
handout-rules-g = +1{ effects-abbr-gold } / −1{ effects-abbr-gold }: ein Gold bekommen / zahlen. +2{ effects-abbr-gold }/{ effects-abbr-resources }: zwei Gold je Rohstoff.
handout-rules-p = +1{ effects-abbr-prestige } / −1{ effects-abbr-prestige }: einen Ansehenspunkt gewinnen / verlieren. −1{ effects-abbr-prestige }/{ effects-abbr-country }: ein Ansehenspunkt weniger je Land.
handout-rules-a = +1{ effects-abbr-armies } / −1{ effects-abbr-armies }: eine Armee mehr / weniger.
handout-rules-r = +1{ effects-abbr-resources } / −1{ effects-abbr-resources }: ein Rohstoff, blind aus dem Beutel gezogen (auf Papier: zwei Würfel und die Spalten eures Länderblatts) / gestrichen.
handout-rules-l = +1{ effects-abbr-country }: ein Land mehr, das noch kein Team hält; ihr wählt es: neben einem eurer Länder; gibt es keines, an der Küste; gibt es auch dort keines, irgendwo. Es kommt leer dazu, ohne Armee und ohne Rohstoff, wenn die Karte nichts dazugibt. Dort leben Menschen: Es ist ihr Land. Ein Team hält höchstens sechs Länder.
handout-rules-start-heading = So beginnt ihr
handout-rules-start = Jede Nation beginnt mit { $gold } Gold, { $prestige } Ansehenspunkten und ohne Land. Bei der Landung nimmt jedes Team in der Sitzreihenfolge ein Land an der Küste, das noch kein Team hält, mit einer Armee und einem Rohstoff. Führt euer Gold und euer Ansehen, Änderung für Änderung, und jedes Land auf eurem Länderblatt.
handout-rules-more = Armeen, Ackerbau und Spielende
handout-rules-armies = Armeen verteidigen eure Länder und kämpfen in den Kolonialkriegen von Phase 3. Wer in Phase 4 einen Aufstand bekämpft, verliert Armeen.
handout-rules-farming = Ein Ackerbauwurf kostet ein Gold: Eine 3, 4, 5 oder 6 bringt einen neuen Rohstoff, eine 1 oder 2 nichts.
handout-rules-end = Das Spiel endet nach der letzten Entscheidung von Phase 4. Es gewinnt die Nation mit dem meisten Gold; bei gleich viel Gold steht die mit mehr Ansehen vorn.
handout-rules-round = So läuft eine Runde
handout-rules-round-1 = 1. Die Lehrkraft liest die Situation und die Karten (zwei oder drei) vor.
handout-rules-round-2 = 2. Euer Team bespricht sich und legt eine Karte verdeckt hin.
handout-rules-round-3 = 3. Alle Teams decken gleichzeitig auf und kreuzen ihre Karte auf ihrem Phasenbogen an.
handout-rules-round-4 = 4. Dann zeigt sich Team für Team, was die Karten bewirken, wo nötig mit dem Würfel.
handout-rules-round-5 = 5. Nach den Phasen 1, 2 und 3: ein Gold für jeden Rohstoff, dann Gold für Armeen oder Ackerbauwürfe ausgeben (je ein Gold).
handout-rules-phases = Die vier Phasen: { $phases }.
handout-blank = (leer)
handout-letter = Buchstabe:
handout-why = Warum wir so entschieden haben:
handout-team-placeholder = [Team]
handout-why-p3-slavery = Was bedeutete das für die verschleppten Menschen?
handout-card = Karte
handout-rank-gold = Platz nach Gold
handout-rank-prestige = Platz nach Ansehen
handout-chart = Gold und Ansehen im Vergleich
handout-chart-explain = Jede Linie verbindet den Platz einer Nation nach Gold (links) mit ihrem Platz nach Ansehen (rechts). Die reichste Nation hat das Spiel gewonnen. Fällt eine Linie ab, steht die Nation beim Ansehen weiter hinten als beim Gold. Manche Linien sind nur gestrichelt, damit man sie besser unterscheiden kann. „=5“ heißt: ein geteilter 5. Platz.
handout-cards-laid = Gelegte Karten, Schritt für Schritt
handout-class = Klasse:
handout-score-start = Zu Beginn hat jede Nation { $gold } Gold und { $prestige } Ansehenspunkte und noch kein Land.
handout-score-phases = Gold und Ansehen am Ende jeder Phase und die Plätze am Schluss
handout-phase-short = Phase { $number }
handout-end-short = Spielende
handout-product = Produkt
handout-monopolies-tally = Produkt für Produkt: Jedes Team, das etwas davon hat, liest seine Summe aus der letzten Zeile seines Länderblatts vor. Trag jede Summe unter dem Buchstaben des Teams ein und kreis die höchste ein.
handout-worksheet = Arbeitsblatt zur Auswertung: { $class }
handout-student = Name:
handout-sat-out = Keine Karte gelegt
handout-decision = Entscheidung
handout-who-laid = Wer welche Karte gelegt hat
handout-worksheet-choices = Was unsere Klasse entschieden hat
handout-cards = Die Karten
handout-worksheet-legend = Die Buchstaben oben sind die Entscheidungen, die Zahlen die Karten, die jedes Team gelegt hat; Gold und Ansehen am Ende, in Klammern der Platz.
handout-discussed = In der Klasse besprochen, nicht gespielt:
handout-discussed-step = besprochen, nicht gespielt (der Normalfall)
handout-played-step = gespielt (nur wenn du ihn mit deiner Klasse spielst)
handout-played-title = Den Sklavenhandel spielen statt besprechen
handout-played-intro = Nur wenn du mit deiner Klasse den transatlantischen Sklavenhandel spielst, statt ihn zu besprechen (die Handreichung erklärt die Wahl). Dieses Blatt ersetzt dann in Phase 3 der Phasenkarten den Schritt „Der Sklavenhandel – besprochen, nicht gespielt“.
handout-played-apart = Spielst du diesen Schritt mit deiner Klasse, statt ihn zu besprechen, findest du seine Karten auf einem eigenen Blatt: „{ $sheet }“.
handout-discussed-meant = Was es bedeutet hätte
handout-discussed-questions = Fragen an die Klasse, erst in den Teams, dann gemeinsam:
handout-discussed-nobody = Niemand legt eine Karte; Gold, Ansehen und Rohstoffe keiner Nation ändern sich. Dann weiter zum nächsten Schritt.
handout-worksheet-sat-out = Ein Strich heißt: Das Team konnte keine Karte bezahlen und hat keine gelegt.
handout-worksheet-questions = Nachdenken und aufschreiben

## Das gedruckte Spielbrett
handout-board-doc = Colony: das Spielbrett
handout-board-title = Das Spielbrett für { $from } bis { $to } { $to ->
        [one] Team
       *[other] Teams
    } ({ $countries } { $countries ->
        [one] Land
       *[other] Länder
    })
handout-board-title-one = Das Spielbrett für { $teams } { $teams ->
        [one] Team
       *[other] Teams
    } ({ $countries } { $countries ->
        [one] Land
       *[other] Länder
    })
handout-board-legend = Grau: das Meer. Länder an der Küste grenzen ans Meer (ihre Nummern sind unterstrichen); nur dort können die Teams landen. Die Nummern sind dieselben wie in der App. Spielsteine braucht ihr keine: Schreibt den Buchstaben jedes Teams mit Bleistift in seine Länder oder legt Knöpfe oder Papierschnipsel darauf; das Länderblatt jedes Teams hält seine Armeen, Rohstoffe und Gebäude fest.
handout-board-where-1 = oben links
handout-board-where-2 = oben rechts
handout-board-where-3 = unten links
handout-board-where-4 = unten rechts
handout-maps-title = Die Landkarte nach jeder Phase
handout-maps-legend = Jedes Land zeigt seine Nummer auf dem Spielbrett; vor der Nummer eines Landes, das ein Team hält, steht der Buchstabe des Teams (B12: Team B hält Land 12): { $teams }. Dunkelgrau: unabhängig. Hellgrau: das Meer.

## The poster of a class's game
handout-poster-title = Wer hat für unser Gold bezahlt?
handout-poster-title-class = Wer hat für unser Gold bezahlt? { $class }
handout-poster-richest = Am reichsten: Was hat dieses Gold andere gekostet?
handout-poster-respected = Am meisten angesehen: nach wessen Maßstäben?
handout-poster-deeds = Was die drei reichsten Nationen getan haben:
handout-poster-legend = Jedes Land, das ein Team hält, zeigt die Farbe des Teams (am Ende auch seinen Buchstaben); weiß: ein Land, das noch kein Team hält; grau ohne Buchstaben: unabhängig; hellgrau ringsum: das Meer. Gewonnen hat die reichste Nation; das Ansehen ist die zweite Rangliste.
handout-poster-legend-own = Gewonnen hat die reichste Nation; das Ansehen ist die zweite Rangliste.
handout-paper-title = So läuft das Spiel auf Papier
handout-sheets = Auf Papier führt jedes Team seinen Phasenbogen und sein Länderblatt (Armeen, Rohstoffe und Gebäude jedes Landes) und hat zwei verschiedenfarbige Würfel; du führst den Wertungsbogen. Spielsteine braucht es keine: Die Teams schreiben ihren Buchstaben mit Bleistift in ihre Länder auf dem Spielbrett oder legen Knöpfe oder Papierschnipsel darauf.
handout-landing-order = Landung: In der Sitzreihenfolge, beginnend mit dem Team auf Sitzplatz 1, wählt jedes Team ein Land an der Küste, das noch kein Team hält, jedes Team ein anderes. Ein Rat, keine Regel: Solange es eines gibt, ist ein Land, das an kein anderes Team grenzt, sicherer.
handout-where = Wohin Gewinne kommen und wo Verluste abgezogen werden: Das Team sagt, welches seiner Länder. Kann es sich nicht entscheiden: Eine neue Armee kommt in sein Land mit den wenigsten Armeen, eine verlorene Armee wird im Land mit den meisten abgezogen; ein neuer Rohstoff kommt in sein neuestes Land (die zwei Rohstoffe eines Hafens kommen in das Land des Hafens), ein verlorener Rohstoff wird im Land mit den meisten Rohstoffen gestrichen, und zwar vom Produkt, von dem es dort am meisten gibt (bei Gleichstand das Produkt, das in der Produkttabelle zuerst steht); ein Gebäude kommt in sein erstes Land, das noch keines dieser Art hat. Sind zwei Länder gleich, gilt das Land, das das Team zuerst genommen hat (ein im Krieg erobertes Land zählt ab dem Tag der Eroberung). Bringt eine Karte ein neues Land, kommen ihre Armeen und Rohstoffe dorthin.
handout-no-country = Ein Team, das alle seine Länder verloren hat, hat keine Rohstoffe und deshalb keine Einnahmen; es kauft keine Armeen und keine Ackerbauwürfe (es kann sie nirgends hinsetzen) und bekommt keinen Aufstand. Es legt weiter eine Karte, wo es sie bezahlen kann, und bleibt mit dem, was es hat, in beiden Ranglisten.
handout-product-explain = Rohstoffe: Jedes Team würfelt seine Rohstoffe selbst aus. Für jeden Rohstoff würfelt es mit zwei verschiedenfarbigen Würfeln (oder zweimal mit einem) und macht auf seinem Länderblatt in der Zeile des Landes einen Strich in die Produktspalte, über der die gewürfelten Augenzahlen stehen; du kontrollierst nur. Die zwölf Produktspalten sind die Produkttabelle. Gold als Produkt ist ein Rohstoff wie Zucker: Es zählt nicht zum Gold des Teams. Das Würfeln kommt dem Ziehen aus dem Beutel nahe, ist aber nicht dasselbe: Jedes Produkt kommt gleich oft vor, im Beutel sind dagegen 14 oder 13 von jedem, und er leert sich beim Ziehen.
handout-product-first = Erster Würfel
handout-product-second = Zweiter Würfel
handout-investment-again = Wie am Ende von Phase 1: denselben Text vorlesen. Jedes Team bekommt ein Gold je Rohstoff und gibt dann aus.
handout-country-sheet = Länderblatt
handout-country-sheet-intro = Euer Team führt dieses Blatt das ganze Spiel über. Eine Zeile für jedes Land, das ihr haltet: seine Nummer auf dem Spielbrett, seine Armeen und seine Gebäude (streicht durch und schreibt neu, wenn sich etwas ändert). Für jeden neuen Rohstoff würfelt ihr mit zwei verschiedenfarbigen Würfeln (legt vorher fest, welche Farbe der erste Würfel ist) und macht in der Zeile des Landes einen Strich in die Spalte, über der eure beiden Augenzahlen stehen; für jeden verlorenen Rohstoff streicht ihr einen Strich durch. Wenn die Monopole gezählt werden, schreibt ihr die Summe jeder Spalte in die Zeile „Summe“. Kreuzt das Sklavenschiff an, einen Aufstand und die Unabhängigkeit. Verliert ihr ein Land, streicht ihr seine Zeile durch; erobert ihr ein Land im Krieg, übertragt ihr seine Rohstoffe und Gebäude auf euer Blatt.
handout-ledger = Gold und Ansehen, Änderung für Änderung (zu Beginn: { $gold } Gold, { $prestige } Ansehenspunkte)
handout-ledger-gold = Gold
handout-ledger-prestige = Ansehen
handout-cs-country = Land
handout-cs-armies = Armeen
handout-cs-resources = Rohstoffe: das Produkt jedes Rohstoffs
handout-cs-slave-ship = Sklavenschiff
handout-cs-rebellion = Aufstand
handout-cs-independent = Unabhängig
handout-cs-total = Summe
handout-debrief-blank = Auswertungsbogen
handout-debrief-blank-intro = Für die Auswertung, ob auf Papier oder in der App gespielt wurde: erst die Fragen jeder Phase, dann die Schlussfragen.
handout-closing = Schlussfragen
handout-exit-task-title = Exit-Ticket
handout-exit-task = Erkläre mit zwei Entscheidungen aus dem Spiel und einem Beispiel aus der Geschichte, wer für das Gold deiner Nation bezahlt hat. Nenne eine Person, die Widerstand leistete.
handout-debrief-resisted = Wer Widerstand leistete, steht Phase für Phase in der Handreichung unter „Menschen, die Widerstand leisteten“.
handout-worksheet-blank = Arbeitsblatt zur Auswertung
handout-worksheet-blank-intro = Trag die Karte ein, die dein Team bei jeder Entscheidung gelegt hat (sie steht auf euren Phasenbögen). Hat eure Klasse eine Entscheidung nur besprochen, ohne dass ein Team eine Karte gelegt hat, schreib „besprochen“.
handout-worksheet-our-card = Unsere Karte
handout-card-slips = Karten für die Teams
handout-card-slips-intro = Blatt beidseitig kopieren (die Streifen auf der Rückseite verhindern, dass die Zahl einer verdeckten Karte durchscheint) und an den gestrichelten Linien ausschneiden: eine Reihe mit den Karten 1, 2 und 3 für jedes Team, sechs Teams pro Blatt. Bei jeder Entscheidung legt jedes Team eine Karte verdeckt.
handout-cs-buildings = Gebäude: Hafen, Kirche, Eisenbahn, Handelsposten, Stadt
handout-board-neighbours = Nachbarn: { $neighbours }. An der Küste: { $coast }.
handout-board-join-1 = Blatt 1 von 4, { $where }: bleibt ganz. Blatt 2 und 3 kommen darauf, mit ihrer Schnittkante auf seinen gestrichelten Linien.
handout-board-join-2 = Blatt 2 von 4, { $where }: an der gestrichelten Linie links abschneiden (der Streifen mit dem Rand von Blatt 1 fällt weg), die Schnittkante auf die gestrichelte Linie von Blatt 1 legen, festkleben.
handout-board-join-3 = Blatt 3 von 4, { $where }: an der gestrichelten Linie oben abschneiden, die Schnittkante auf die untere gestrichelte Linie von Blatt 1 legen, festkleben.
handout-board-join-4 = Blatt 4 von 4, { $where }: an beiden gestrichelten Linien abschneiden, auf Blatt 2 und 3 legen, die Schnittkanten auf deren gestrichelten Linien, festkleben.
handout-first-title = Wer beginnt
handout-first-explain = Der Sitzplatz des ersten Teams in jeder Entscheidungsrunde, je nach Zahl der Teams in der Klasse (die Spalten). Schritte ohne Wahl beginnen beim ersten Team der letzten Runde; die Landung beginnt bei Sitzplatz 1.
handout-first-round = Entscheidungsrunde
handout-worksheet-whys = Warum die Teams ihre Karten gelegt haben, in ihren eigenen Worten
handout-debrief-more-whys = Weitere Begründungen, zu Entscheidungen ohne eigene Frage oben
handout-worksheet-whys-more = { $count ->
    [one] Eine weitere Begründung steht auf dem Auswertungsbogen eurer Lehrkraft.
   *[other] { $count } weitere Begründungen stehen auf dem Auswertungsbogen eurer Lehrkraft.
}
