## Namen in Meldungen

team-number = Team { $number }
country-number = Land { $country }

## Produkte

product-gold = Gold
product-silver = Silber
product-sugar = Zucker
product-spices = Gewürze
product-gems = Edelsteine
product-cotton = Baumwolle
product-ore = Erz
product-rubber = Kautschuk
product-timber = Holz
product-tea = Tee
product-oil = Öl
product-coffee = Kaffee

## Worauf das Spiel wartet

expect-proceed = den Start des nächsten Schritts
expect-decide = die Karten der Teams
expect-invest = die Ausgaben der Teams
expect-attack = einen Angriff oder das Ende der Angriffe dieses Teams
expect-throw = den nächsten Wurf oder den Abbruch des Kampfes
expect-occupy = die Zahl der Armeen, die ins eroberte Land ziehen
expect-place-rebellions = die Orte der Aufstände
expect-over = nichts mehr: Das Spiel ist zu Ende

## Warum eine Eingabe abgelehnt wurde

error-wrong-input = Das passt hier nicht. Das Spiel wartet auf { $expected }.
error-game-over = Das Spiel ist zu Ende; nur Korrekturen sind noch möglich.
error-team-count = Diese Stunde ist für { $min } bis { $max } Teams gedacht, nicht für { $teams }.
error-no-such-team = Es gibt kein Team { $number }.
error-card-count = { $given ->
    [one] Eine Eingabe liegt vor
   *[other] { $given } Eingaben liegen vor
  }, es spielen aber { $teams ->
    [one] ein Team
   *[other] { $teams } Teams
  }.
error-missing-card = { $team } hat noch keine Karte gelegt.
error-no-card-expected-no-rebellion = { $team } hat keinen Aufstand und wählt diesmal nicht.
error-no-card-expected-no-gold = { $team } kann keine Möglichkeit dieses Schritts bezahlen und legt diesmal keine Karte.
error-bad-card = { $team } hat Karte { $card } gelegt, dieser Schritt hat aber nur { $options ->
    [one] Karte 1
   *[other] die Karten 1 bis { $options }
  }.
error-cannot-pay = { $team } kann diese Karte nicht wählen: Sie kostet { $cost ->
    [one] ein Gold
   *[other] { $cost } Gold
  }, das Team hat { $gold }. Bitte gib eine andere Karte ein.
error-overspend = { $team } will { $cost } Gold ausgeben, hat aber nur { $gold }.
error-no-country-to-spend-on = { $team } hat kein Land mehr für Armeen oder Felder.
error-no-such-country = Es gibt kein Land { $country }.
error-not-teams-country = Land { $country } gehört nicht { $team }.
error-no-armies-to-attack = Land { $country } hat keine Armeen für einen Angriff.
error-attack-own = Ein Team kann nicht sein eigenes Land angreifen.
error-attack-independent = Dieses Land ist unabhängig und nicht mehr im Spiel.
error-attack-no-token = { $team } hat schon sechs Länder und keinen Spielstein mehr für ein weiteres.
error-fight-under-way = Bring zuerst den laufenden Kampf zu Ende (würfeln, abbrechen oder Armeen nachziehen).
error-no-fight = Es läuft kein Kampf: Wähle zuerst das angreifende und das angegriffene Land.
error-occupy-too-many = { $armies } Armeen können nicht einziehen: höchstens { $max }, eine muss zurückbleiben.
error-has-city = Land { $country } hat eine Stadt und bekommt ohnehin einen Aufstand. Wähle ein Land ohne Stadt.
error-has-rebellion = In Land { $country } gibt es schon einen Aufstand; mehr als einer geht nicht.
error-need-die = Gib den nächsten Würfel für { $team } ein.
error-need-draw = Zieh für { $team } einen Marker aus dem Beutel und gib sein Produkt ein.
error-bad-die = { $die } ist keine Augenzahl: Gib eine Zahl von 1 bis 6 ein.
error-not-in-bag = Im Beutel ist kein Marker { $product } mehr. Prüf bitte den gezogenen Marker.
error-bag-short = Im Beutel sind nur noch { $have } Marker { $product }.
error-bad-value = { $value } ist hier kein möglicher Wert.
error-no-token-for-country = { $team } hat keinen Spielstein mehr für ein weiteres Land.
error-too-many-outcomes = { $unused ->
    [one] Ein Würfel oder Marker wurde
   *[other] { $unused } Würfel oder Marker wurden
  } eingegeben, aber nicht gebraucht.

## Gebäude

building-port = Hafen
building-church = Kirche
building-city = Stadt
building-railway = Eisenbahn
building-trading-post = Handelsposten

## Folgen in Kurzform (die Abkürzungen der Spielregel)

effects-none = nichts
effects-first = erste Kolonie
effects-each = jedes Land
effects-rebellions = jedes Land im Aufstand
effects-slave-ship = Sklavenschiff
effects-attack = darf angreifen
effects-quell = Aufstände niederschlagen
effects-settle = die Aufstände enden
effects-roll = würfeln

## Was geschehen ist (nach dem Aufdecken)

change-card = { $team } legt Karte { $card }.
change-paid = { $team } zahlt { $gold } Gold.
change-gold = { $team }: { $delta } Gold (jetzt { $now }).
change-prestige = { $team }: { $delta } Ansehen (jetzt { $now }).
change-armies = { $team }: { $delta ->
    [1] eine Armee mehr
    [-1] eine Armee weniger
   *[other] { $signed } Armeen
  } in Land { $country } (jetzt { $now }).
change-counter-gained = { $team } bekommt einen Marker { $product } in Land { $country }.
change-counter-lost = { $team } verliert einen Marker { $product } in Land { $country }.
change-rolled = { $team } würfelt eine { $die }.
change-conquered = { $team } nimmt ein neues Land: Land { $country }.
change-built = { $team } baut in Land { $country }: { $building }.
change-slave-ship = { $team } betreibt jetzt ein Sklavenschiff.
change-lapsed-no-token = { $team } hat keinen Spielstein mehr für ein weiteres Land.
change-lapsed-no-free-country = Für { $team } ist kein Land mehr frei.
change-lapsed-no-place = { $team } hat kein Land mehr ohne dieses Gebäude.
change-lapsed-no-country = { $team } hat dafür kein Land.
change-lapsed-bag-empty = Der Beutel ist leer: { $team } zieht nichts.
change-lapsed-no-armies = { $team } hat keine Armee zu verlieren.
change-lapsed-no-counters = { $team } hat keinen Marker zu verlieren.
change-lapsed-all-rebelling = In jedem Land von { $team } gibt es schon einen Aufstand.
change-income = { $team } nimmt { $gold } Gold mit seinen Waren ein.
change-fight-started = { $team } greift von Land { $from } aus Land { $target } von { $defender } an.
change-throw = { $team } würfelt { $attacker } gegen { $defender }.
change-took = { $team } erobert Land { $country } von { $other }.
change-lost-to = { $team } verliert Land { $country } an { $other }.
change-moved = { $team } zieht { $armies ->
    [one] eine Armee
   *[other] { $armies } Armeen
  } nach Land { $country }.
change-fight-lost = { $team } verliert den Kampf.
change-fight-won = { $team } gewinnt den Kampf.
change-broke-off = { $team } bricht den Angriff ab.
change-monopoly-roll = { $team } würfelt { $die } um das Monopol auf { $product }.
change-monopoly = { $team } hält das Monopol auf { $product }.
change-rebellion = Die Menschen in Land { $country } erheben sich gegen { $team }.
change-rebellion-roll = { $team } würfelt { $own }, die Aufständischen würfeln { $rebels }.
change-put-down = { $team } schlägt den Aufstand in Land { $country } nieder.
change-independent = Land { $country } erkämpft sich die Unabhängigkeit von { $team }.
change-rebellion-ended = { $team } schließt Frieden mit den Menschen in Land { $country }.
change-corrected = Die Lehrkraft hat eine Zahl von { $team } korrigiert: { $from } → { $to }.

## Ein Team, das keine Karte legt

sit-out-no-gold = setzt aus: kein Gold für eine Karte
sit-out-no-rebellion = kein Aufstand: wählt nicht
change-sat-out-no-gold = { $team }: kein Gold für irgendeine Möglichkeit, diesmal also keine Karte. Sonst ändert sich nichts für das Team.
change-sat-out-no-rebellion = { $team }: kein Aufstand, diesmal also keine Karte.

## Klassendateien, die sich nicht nachspielen lassen

replay-format = Diese Klassendatei stammt aus einer neueren Version von Colony Classroom (Format { $found }). Bitte aktualisiere die App, um sie zu öffnen.
replay-lesson = Diese Klassendatei gehört zu einem anderen Spiel ({ $found }, Version { $version }).
replay-teams = Die Teams in dieser Klassendatei passen nicht zum Spiel: { $why }
replay-entry = Eingabe { $entry } dieser Klassendatei lässt sich nicht nachspielen: { $why }
replay-unused = Eingabe { $entry } dieser Klassendatei hat { $unused ->
    [one] einen Wurf oder Zug
   *[other] { $unused } Würfe oder Züge
  } zu viel.
replay-no-entry = Es gibt keine Eingabe { $entry }: Die Klasse hat { $len ->
    [one] eine Eingabe
   *[other] { $len } Eingaben
  }.
