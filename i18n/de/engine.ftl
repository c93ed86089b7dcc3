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
expect-invest = die Ausgaben jedes Teams
expect-attack = einen Angriff oder das Ende der Angriffe dieses Teams
expect-throw = den nächsten Wurf oder einen Rückzug
expect-occupy = die Zahl der Armeen, die ins eroberte Land einziehen
expect-place-rebellions = die Länder für die Aufstände
expect-over = nichts mehr: Das Spiel ist zu Ende

## Warum eine Eingabe abgelehnt wurde. Ein Teamname ist nie Subjekt eines Verbs: Er steht vor
## einem Doppelpunkt oder nach einer Präposition, damit auch Namen im Plural passen.

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
error-missing-card = Noch keine Karte von Team „{ $team }“.
error-no-card-expected-no-rebellion = { $team }: kein Aufstand, diesmal also keine Karte.
error-no-card-expected-no-gold = { $team }: kein Gold für eine Option dieses Schritts, diesmal also keine Karte.
error-bad-card = { $team }: Karte { $card } gibt es hier nicht; dieser Schritt hat nur { $options ->
    [one] Karte 1
   *[other] die Karten 1 bis { $options }
  }.
error-cannot-pay = { $team }: Diese Karte kostet { $cost ->
    [one] ein Gold
   *[other] { $cost } Gold
  }, und das Team hat { $gold } Gold. Bitte gib eine andere Karte ein.
error-overspend = { $team }: { $cost } Gold sollen ausgegeben werden, das Team hat aber nur { $gold } Gold.
error-no-country-to-spend-on = { $team }: kein Land mehr für Armeen oder Ackerbau.
error-no-such-country = Es gibt kein Land { $country }.
error-not-teams-country = Land { $country } gehört nicht Team „{ $team }“.
error-no-armies-to-attack = Land { $country } hat keine Armee für einen Angriff.
error-place-not-allowed = Land { $number } auf der Landkarte kann jetzt nicht das neue Land von { $team } werden: Die Regeln erlauben nur die auf der Landkarte markierten Länder. Wähle eines davon.
error-no-border = Land { $target } grenzt nicht an Land { $from }: Angegriffen wird nur über eine Grenze.
error-unknown-map = Diese Klasse hat auf der Landkarte „{ $name }“ gespielt, die diese Version der App nicht kennt. Vielleicht stammt sie aus einer neueren Version von Colony Classroom: Öffne die Klasse dort.
error-map-size = Die Landkarte hat { $countries ->
    [one] ein Land
   *[other] { $countries } Länder
}, das Spiel braucht aber { $needed ->
    [one] eines
   *[other] { $needed }
}.
error-attack-own = Ein Team kann nicht sein eigenes Land angreifen.
error-attack-independent = Dieses Land ist unabhängig und nicht mehr im Spiel.
error-attack-no-token = { $team }: schon sechs Länder und kein Spielstein mehr für ein weiteres.
error-fight-under-way = Bring zuerst den laufenden Kampf zu Ende (würfeln, Rückzug oder Armeen einziehen lassen).
error-no-fight = Es läuft kein Kampf: Wähle zuerst das angreifende und das angegriffene Land.
error-occupy-too-many = { $armies ->
    [one] Eine Armee kann nicht einziehen
   *[other] { $armies } Armeen können nicht einziehen
  }: Erlaubt { $max ->
    [one] ist höchstens eine
   *[other] sind höchstens { $max }
  }, denn eine muss zurückbleiben.
error-has-city = Land { $country } hat eine Stadt und bekommt ohnehin einen Aufstand: Wähle ein Land ohne Stadt.
error-has-rebellion = In Land { $country } gibt es schon einen Aufstand; ein Land kann nur einen haben.
error-need-die = Gib die nächste Augenzahl für { $team } ein.
error-need-draw = Zieh für { $team } einen Rohstoff aus dem Beutel und gib sein Produkt ein.
error-bad-die = { $die } ist keine Augenzahl: Gib eine Zahl von 1 bis 6 ein.
error-not-in-bag = Im Beutel ist kein Rohstoff „{ $product }“ mehr. Prüf bitte den gezogenen Rohstoff.
error-bag-short = Im Beutel { $have ->
    [0] ist kein Rohstoff „{ $product }“ mehr
    [one] ist nur noch ein Rohstoff „{ $product }“
   *[other] sind nur noch { $have } Rohstoffe „{ $product }“
  }.
error-bad-value = { $value } ist hier kein möglicher Wert.
error-no-token-for-country = { $team }: kein Spielstein mehr für ein weiteres Land.
error-too-many-outcomes = { $unused ->
    [one] Ein Würfel oder gezogener Rohstoff wurde
   *[other] { $unused } Würfel oder gezogene Rohstoffe wurden
  } eingegeben, aber nicht gebraucht.

## Gebäude

building-port = Hafen
building-church = Kirche
building-city = Stadt
building-railway = Eisenbahn
building-trading-post = Handelsposten

## Folgen in Kurzform, auf den Phasenkarten für die Lehrkraft

effects-none = nichts
effects-first = erste Kolonie
effects-each = jedes Land
effects-rebellions = jedes Land mit Aufstand
effects-slave-ship = Sklavenschiff
effects-attack = darf angreifen
effects-quell = Aufstände mit Gewalt niedergeschlagen
effects-settle = die Aufstände enden
effects-roll = würfeln
effects-per-resource = { $what } je Rohstoff
effects-per-country = { $what } je Land

## Die Kürzel auf den Phasenkarten für die Lehrkraft (neu: Der Code nimmt seine Buchstaben von
## hier, nicht aus dem Rust-Quelltext). Einmal auf der Regelübersicht und auf jeder Phasenkarte
## für die Lehrkraft erklärt: +2G/R = zwei Gold je Rohstoff, +1An/L = ein Ansehenspunkt je Land.

effects-abbr-gold = G
effects-abbr-prestige = An
effects-abbr-armies = A
effects-abbr-resources = R
effects-abbr-country = L

## Was geschehen ist (die Änderungen nach dem Aufdecken, im Verlauf und in der CSV-Datei). Der
## Teamname steht vorn, vor einem Doppelpunkt; der Rest steht in der Vergangenheit oder ohne Verb.

change-card = { $team }: Karte { $card }.
change-paid = { $team }: { $gold } Gold bezahlt.
change-gold = { $team }: { $delta ->
    [1] +1 Gold
   *[other] { $signed } Gold
  } (jetzt { $now }).
change-prestige = { $team }: { $delta ->
    [1] +1 Ansehenspunkt
    [-1] −1 Ansehenspunkt
   *[other] { $signed } Ansehenspunkte
  } (jetzt { $now }).
change-armies = { $team }: { $delta ->
    [1] eine Armee mehr
    [-1] eine Armee weniger
   *[other] { $signed } Armeen
  } in Land { $country } (jetzt { $now }).
change-resource-gained = { $team }: ein Rohstoff mehr in Land { $country } ({ $product }).
change-resource-lost = { $team }: ein Rohstoff weniger in Land { $country } ({ $product }); er kam zurück in den Beutel.
change-rolled = { $team }: { $die } gewürfelt.
change-conquered = { $team }: Die Nation nahm Land { $country } den Menschen, die dort lebten.
change-conquered-you = Eure Nation hat Land { $country } den Menschen genommen, die dort lebten.
change-built = { $team }: { $building } in Land { $country } gebaut.
change-slave-ship = { $team }: Die Nation beteiligte sich am Sklavenhandel (auf der Landkarte: ein Sklavenschiff).
change-slave-ship-you = Eure Nation hat sich am Sklavenhandel beteiligt (auf der Landkarte: ein Sklavenschiff).
change-lapsed-no-token = { $team }: kein Spielstein mehr für ein weiteres Land.
change-lapsed-no-free-country = { $team }: kein Land mehr, das noch kein Team hält.
change-lapsed-no-place = { $team }: kein Land mehr ohne dieses Gebäude.
change-lapsed-no-country = { $team }: kein Land dafür.
change-lapsed-bag-empty = Der Beutel ist leer: Für { $team } wurde nichts gezogen.
change-lapsed-no-armies = { $team }: keine Armee zu verlieren.
change-lapsed-no-resources = { $team }: kein Rohstoff zu verlieren.
change-lapsed-all-rebelling = { $team }: In jedem Land gibt es schon einen Aufstand.
change-income = { $team }: { $gold } Gold aus Rohstoffen.
change-fight-started = { $team }: Angriff von Land { $from } auf Land { $target } von Team „{ $defender }“.
change-throw = { $team }: Wurf { $attacker } gegen { $defender }.
change-took = { $team }: Land { $country } erobert (vorher Team „{ $other }“).
change-lost-to = { $team }: Land { $country } an { $other } verloren.
change-moved = { $team }: { $armies ->
    [one] eine Armee
   *[other] { $armies } Armeen
  } in Land { $country } eingezogen.
change-fight-lost = { $team }: Kampf verloren.
change-fight-won = { $team }: Kampf gewonnen.
change-broke-off = { $team }: Rückzug vom Angriff.
change-monopoly-roll = { $team }: { $die } gewürfelt für das Monopol auf { $product }.
change-monopoly = { $team }: Monopol auf { $product }.
change-rebellion = Die Menschen in Land { $country } erhoben sich gegen { $team }.
change-rebellion-roll = Wurf beim Aufstand: { $team } { $own }, die Aufständischen { $rebels }.
change-put-down = { $team }: Die Nation schlug den Aufstand in Land { $country } mit Gewalt nieder.
change-put-down-you = Eure Nation hat den Aufstand in Land { $country } mit Gewalt niedergeschlagen.
change-independent = Die Menschen in Land { $country } erkämpften ihre Unabhängigkeit von der Nation „{ $team }“.
change-rebellion-ended = { $team }: Frieden mit den Menschen in Land { $country }; der Aufstand endete.
change-corrected = Die Lehrkraft hat eine Zahl von Team „{ $team }“ korrigiert: { $from } → { $to }.

## Ein Team, das keine Karte legt

sit-out-no-gold = keine Karte: kein Gold für eine Option
sit-out-no-rebellion = keine Karte: kein Aufstand
change-sat-out-no-gold = { $team }: kein Gold für eine Option, diesmal also keine Karte; sonst änderte sich nichts für das Team.
change-sat-out-no-rebellion = { $team }: kein Aufstand, diesmal also keine Karte.

## Klassendateien, die sich nicht nachspielen lassen

replay-format = Diese Klassendatei stammt aus einer neueren Version von Colony Classroom (Format { $found }). Bitte aktualisiere die App, um sie zu öffnen.
replay-lesson = Diese Klassendatei gehört zu einem anderen Spiel ({ $found }, Version { $version }).
replay-teams = Die Teams in dieser Klassendatei passen nicht zum Spiel: { $why }
replay-setting = Diese Klassendatei wurde so eingerichtet, wie es das Spiel nicht erlaubt: { $why }
replay-entry = Eingabe { $entry } dieser Klassendatei lässt sich nicht nachspielen: { $why }
replay-unused = Eingabe { $entry } dieser Klassendatei hat { $unused ->
    [one] einen Würfel oder gezogenen Rohstoff
   *[other] { $unused } Würfel oder gezogene Rohstoffe
  } zu viel.
replay-no-entry = Es gibt keine Eingabe { $entry }: Die Klasse hat { $len ->
    [one] eine Eingabe
   *[other] { $len } Eingaben
  }.
