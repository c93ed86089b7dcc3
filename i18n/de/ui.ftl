## Die Oberfläche für die Lehrkraft

app-title = Colony Classroom
menu-home = ← Klassen
menu-language = Sprache
menu-dark = Dunkles Design
menu-light = Helles Design
menu-projector-text = Schrift am Beamer

## Farben

## Start: die gespeicherten Klassen

start-intro = Setz ein Spiel dort fort, wo es aufgehört hat, oder beginne ein neues.
start-no-classes = Noch keine Klassen. Mit „Neue Klasse“ legst du eine an.
start-new-class = Neue Klasse
start-resume = Fortsetzen
start-delete = Löschen
start-confirm-delete = Wirklich löschen
start-keep = Behalten
start-deleted = In den Papierkorb verschoben: { $path }
start-class-line = { $date } · { $teams } Teams · { $status } · zuletzt geändert { $changed }
start-finished = beendet
start-at-step = { $phase }, Schritt { $step } von { $steps }
start-offer-resume = „{ $class }“ ist noch nicht zu Ende gespielt. Mit „Fortsetzen“ geht es genau dort weiter.

## Neue Klasse

setup-title = Neue Klasse
setup-class = Klasse
setup-class-placeholder = z. B. 9b Geschichte
setup-date = Datum
setup-lesson-language = Sprache der Stunde
setup-teams = { $count } Teams in Sitzreihenfolge (im Uhrzeigersinn)
setup-add-team = Team hinzufügen
setup-default-team = Team { $number }
setup-team-name = Teamname
setup-students = Schülerinnen und Schüler (mit Kommas getrennt)
setup-unprintable = Für { $chars } fehlen in den gedruckten Unterlagen die Schriftzeichen: Dort erscheinen leere Kästchen.
setup-typed = Wir würfeln mit echten Würfeln und ziehen echte Marker (werden eingetippt)
setup-seed = Startwert für die Würfel der App
setup-start = Spiel beginnen
setup-cancel = Abbrechen
setup-error-seed = Der Startwert muss eine ganze Zahl sein.
setup-error-same-name = Zwei Teams heißen gleich. Bitte gib jedem Team einen eigenen Namen.

## Die Stunde

lesson-over = Das Spiel ist zu Ende
lesson-show-consequences = Folgen anzeigen (nur für die Lehrkraft)
lesson-hide-consequences = Folgen ausblenden
lesson-show-next = Nächste Situation am Beamer zeigen
lesson-land = An der Küste landen
lesson-pay-income = Einnahmen auszahlen
lesson-award-monopolies = Monopole vergeben
lesson-enter-cards = Die Karte jedes Teams (anklicken oder für das markierte Team 1–3 tippen; Enter wertet aus; Enter startet auch jeden Schritt, Esc schließt Fenster):
lesson-resolve = Auswerten
lesson-invest-help = Die Einnahmen sind ausgezahlt. Was gibt jedes Team aus? 1 Gold = 1 Armee oder 1 Wurf für ein Feld.
lesson-team-gold = { $team } ({ $gold } Gold)
lesson-armies = Armeen
lesson-farms = Felder
lesson-invest = Ausgaben bestätigen
lesson-from = aus Land
lesson-target = angegriffenes Land
lesson-attack = Angreifen
lesson-end-attacks = Keine weiteren Angriffe
lesson-fight = Land { $from } ({ $attackers } Armeen) gegen Land { $target } ({ $defenders } Armeen)
lesson-throw = Würfeln
lesson-break-off = Abbrechen
lesson-occupy-help = Das Land ist gefallen. Wie viele Armeen ziehen ein? (0 bis { $max })
lesson-occupy = Einziehen
lesson-rebellion-proposal = { $team }: Aufstände in Land { $countries }
lesson-place-rebellions = Aufstände setzen
lesson-typed-dice = Würfel und Marker:
lesson-typed-placeholder = z. B. 4 2 Zucker
lesson-bad-outcome = „{ $word }“ ist weder eine Augenzahl (1–6) noch ein Produkt.
lesson-pick-countries = Wähle zuerst das angreifende und das angegriffene Land.
lesson-country-choice = { $country } · { $team } ({ $armies } Armeen)
lesson-what-happened = Was passiert ist
lesson-standings = Spielstand
lesson-undo = Rückgängig (Strg+Z)
lesson-history = Verlauf
lesson-projector = Beamer (F5)
lesson-read-aloud = Vorlesen
lesson-stop-reading = Vorlesen beenden
lesson-saved = Nach jeder Eingabe gespeichert.
lesson-unsaved = NICHT GESPEICHERT
lesson-not-saved = Speichern hat nicht geklappt ({ $why }). Solange die App offen bleibt, geht nichts verloren; bei der nächsten Eingabe versucht sie es erneut.
lesson-retry-save = Noch einmal versuchen

col-team = Team
col-gold = Gold
col-prestige = Ansehen
col-armies = Armeen
col-countries = Länder
col-resources = Waren

## Verlauf und Korrekturen

history-title = Verlauf dieses Spiels
history-close = Zurück zum Spiel
history-change = Ändern
history-fixing = Eingabe { $entry } ändern: Klick die Karten so an, wie sie wirklich lagen.
history-change-dice = Würfel ändern
history-preview = Zeigen, was sich ändert
history-cancel = Abbrechen
history-confirm = Änderung übernehmen
history-would-change = Die Zahlen ändern sich bei: { $teams }
history-breaks = So geht es nicht: Eingabe { $entry } würde nicht mehr passen ({ $why })
history-cards = Karten
history-proceed = nächster Schritt
history-invest = Ausgaben
history-attack = Angriff
history-throw = Wurf
history-break-off = abgebrochen
history-occupy = eingezogen
history-end-attacks = Ende der Angriffe
history-rebellions = Aufstände gesetzt
history-correction = Korrektur

## Ergebnis

results-title = Ergebnis
results-richest = Am reichsten
results-respected = Am meisten angesehen
results-over-time = Gold und Ansehen nach jeder Phase
results-bars-legend = Oberer Balken: Gold. Unterer Balken (grau): Ansehen.

## Beamer

projector-title = Colony Classroom – Beamer
projector-phase = { $phase } · { $century ->
    [1] die ersten
    [2] die zweiten
    [3] die dritten
   *[other] die letzten
  } hundert Jahre
projector-what-happened = Was passiert ist
projector-end = Das Spiel ist zu Ende

## Vorlesen

speech-missing = Zum Vorlesen braucht die App espeak-ng. Bitte lass es installieren (Debian/Ubuntu: sudo apt install espeak-ng).
speech-failed = Vorlesen hat nicht geklappt: { $why }

## Die Länder eines Teams und Korrekturen

team-close = Schließen
team-reason = Grund für eine Korrektur (wird gespeichert)
team-default-reason = von der Lehrkraft korrigiert
team-product = Produkt zum Korrigieren:
team-country = Land { $country }
team-slave-ship = Sklavenschiff
team-rebellion = Aufstand
team-no-country = Dieses Team hat kein Land.

results-end = Ende
results-debrief = Für die Auswertung
results-debrief-1 = Was hat euch euer Ansehen gekostet – und was hat euer Gold andere gekostet?
results-debrief-2 = Wer hat für euer Gold bezahlt: Welche Entscheidungen haben es gebracht, und wer hat die Last getragen?
results-debrief-3 = Was hatten die Menschen in euren Kolonien davon?
lesson-rebellion-help = Der eigene Aufstand jedes Teams kommt dorthin, wo die App es vorschlägt – außer du wählst ein anderes Land ohne Stadt.

## Unterlagen aus der App

results-save-pdf = Punkteblatt und Auswertung als PDF
start-print-handouts = Unterlagen zum Drucken (PDF)
pdf-saved = Als PDF gespeichert in { $path }
pdf-not-saved = Die PDFs konnten nicht in { $path } gespeichert werden: { $why }

## Die Klassenliste: filtern, archivieren, mitnehmen, vergleichen

start-filter = Nach Klasse oder Jahr filtern
start-export-csv = { $count ->
    [one] Die angekreuzte Klasse
   *[other] { $count } angekreuzte Klassen
  } als CSV exportieren
start-compare = { $count } Klassen vergleichen
start-copy-out = Für USB-Stick kopieren
start-archive = Archivieren
start-restore = Zurückholen
start-show-archived = Archivierte Klassen zeigen
start-hide-archived = Archivierte Klassen ausblenden
start-archived-title = Archivierte Klassen
start-no-archived = Keine archivierten Klassen.
start-archived = Archiviert: { $path }
start-restored = Wieder in der Liste: { $path }
start-exported = Kopiert nach { $path }. Nimm diese Datei mit an den anderen Rechner und importiere sie dort.
start-import-placeholder = Pfad einer Klassendatei zum Importieren, z. B. /media/usb/9b.json
start-import = Klassendatei importieren …
start-imported = Importiert als { $path }
start-csv-saved = { $count ->
    [one] Eine Klasse
   *[other] { $count } Klassen
  } nach results.csv und decisions.csv in { $path } exportiert
start-comparison = Klassen im Vergleich
start-comparison-legend = Gold (schwarz) und Ansehen (grau) jedes Teams am Ende.

## Beschädigte Klassendateien

start-broken = Diese Klasse ließ sich nicht öffnen: { $why }. Die Datei wurde nicht verändert.
start-broken-with-backup = Diese Klasse ließ sich nicht öffnen: { $why }. Die Datei wurde nicht verändert. Es gibt eine intakte Sicherung mit { $entries } Eingaben.
start-open-backup = Neueste intakte Sicherung öffnen
start-recovered-name = { $class } (wiederhergestellt)

## Dateien

io-not-found = die Datei oder der Ordner existiert nicht
io-permission = dort darfst du nicht lesen oder schreiben
io-full = der Datenträger ist voll
io-read-only = der Datenträger oder Ordner ist schreibgeschützt
io-is-folder = das ist ein Ordner, keine Datei
io-not-folder = ein Teil des Pfads ist eine Datei, kein Ordner
io-exists = dort liegt schon eine Datei mit diesem Namen
io-other = das System meldet: { $why }
store-read = { $path } lässt sich nicht lesen: { $why }.
store-parse = { $path } ist keine Klassendatei, die Colony Classroom lesen kann (beschädigt oder keine Klassendatei; das Problem steht in Zeile { $line }, Spalte { $column }).
store-write = { $path } lässt sich nicht speichern: { $why }.
store-replay = { $path } lässt sich nicht öffnen: { $why }
cli-cannot-write = { $path } lässt sich nicht schreiben: { $why }.
cli-export-where = Gib an, wohin geschrieben werden soll: --results DATEI und/oder --decisions DATEI.
cli-no-desktop = Die Lehrkraft-Konsole braucht eine grafische Oberfläche (X11 oder Wayland), es wurde aber keine gefunden. Ohne sie funktionieren diese Befehle: colony replay, colony export, colony handouts, colony simulate (colony --help zeigt sie).
cli-window-failed = Die Lehrkraft-Konsole konnte ihr Fenster nicht öffnen ({ $why }). Die Befehle colony replay, export, handouts und simulate funktionieren auch ohne Fenster.

## Klassendateien, größer als jede echte Klasse

error-too-large = Diese Eingabe würde die Klassendatei größer machen als bei jeder echten Klasse: { $what }.
replay-too-large = Diese Klassendatei ist größer als bei jeder echten Klasse: { $what }.
store-too-large = { $path } wird nicht gelesen: { $what }.
store-not-record = { $path } wird nicht gelesen: { $why }.
store-not-text = { $path } ist keine Klassendatei (sie enthält keinen Text).
limit-bytes = die Datei hat { $found } Bytes, erlaubt sind höchstens { $max }
limit-teams = sie hat { $found } Teams, erlaubt sind höchstens { $max }
limit-class-name = der Klassenname hat { $found } Zeichen, erlaubt sind höchstens { $max }
limit-date = das Datum hat { $found } Zeichen, erlaubt sind höchstens { $max }
limit-language = das Sprachkürzel hat { $found } Zeichen, erlaubt sind höchstens { $max }
limit-team-name = der Name von Team { $at } hat { $found } Zeichen, erlaubt sind höchstens { $max }
limit-colour = die Farbe von Team { $at } hat { $found } Zeichen, erlaubt sind höchstens { $max }
limit-students = Team { $at } nennt { $found } Schülerinnen und Schüler, erlaubt sind höchstens { $max }
limit-student-name = ein Name in Team { $at } hat { $found } Zeichen, erlaubt sind höchstens { $max }
limit-entries = sie hat { $found } Eingaben, erlaubt sind höchstens { $max }
limit-per-team = Eingabe { $at } enthält { $found } Werte für { $max ->
    [one] ein Team
   *[other] { $max } Teams
  }
limit-places = Eingabe { $at } verlegt { $found } Vorschläge, erlaubt sind höchstens { $max }
limit-reason = die Begründung in Eingabe { $at } hat { $found } Zeichen, erlaubt sind höchstens { $max }

## Abgelehnte Ausgabedateien

output-refused = { $path } wurde nicht geschrieben: { $why }. Wähle bitte einen anderen Dateinamen.
refusal-class-record = dort liegt eine Klassendatei, die verloren ginge
refusal-input = das ist die Datei, die gerade gelesen wird
refusal-folder = das ist ein Ordner
refusal-link = das ist eine Verknüpfung zu einer anderen Datei
refusal-not-a-file = das ist keine gewöhnliche Datei (ein Gerät oder eine Pipe)
cli-stdout = In die Standardausgabe lässt sich nicht schreiben: { $why }.
cli-bad-paper = Unbekanntes Papierformat „{ $paper }“: Nimm a4 oder letter.
cli-bad-lang = Unbekannte Sprache „{ $lang }“: Nimm en, de oder es.
cli-bad-lang-all = Unbekannte Sprache „{ $lang }“: Nimm en, de, es oder all.
cli-bad-delimiter = Unbekanntes Trennzeichen „{ $delimiter }“: Nimm comma oder semicolon.
cli-too-many-games = Spiele höchstens { $max } Partien in einem Durchlauf.

## Die Konsole: der Ablauf eines Schritts

lesson-header = Phase { $number } · { $phase } · { $step }
lesson-step-of = Schritt { $step } von { $steps }
lesson-next = Nächste Situation
lesson-show-detail = Alle Änderungen zeigen
lesson-hide-detail = Liste der Änderungen ausblenden
lesson-cards-all-in = Alle { $count } Karten liegen vor.
lesson-cards-in = { $in } von { $count } Karten da.
lesson-cards-waiting = { $in } von { $count } Karten da – es fehlt noch: { $teams }
lesson-cards-keys = Die Tasten 1–3 setzen die Karte des markierten Teams, Tab springt zum nächsten Team, Enter wertet aus.
lesson-gold-left = Gold übrig
lesson-too-much = zu viel
lesson-invest-keys = Zahl eintippen oder − und + benutzen; Tab springt ins nächste Feld, Enter bestätigt.
lesson-may-attack = darf angreifen.
lesson-no-attack-possible = Dieses Team hat kein Land mit Armeen oder keine Spielfigur mehr frei: Es kann nicht angreifen.
lesson-fight-title = Angriff: { $attacker } gegen { $defender } – Land { $target }, von Land { $from } aus
lesson-attacker = greift an
lesson-defender = verteidigt
lesson-versus = gegen
lesson-country = Land { $country }
lesson-armies-count = { $armies ->
    [one] 1 Armee
   *[other] { $armies } Armeen
  }
lesson-retreat = Rückzug
lesson-throws = { $count ->
    [0] Noch kein Wurf
    [one] 1 Wurf
   *[other] { $count } Würfe
  }
lesson-throw-line = Wurf { $n }: Angriff { $attacker }, Verteidigung { $defender }
lesson-no-own-rebellion = jedes Land hat eine Stadt
lesson-extra-rebellion = ein weiterer:
lesson-standings-legend = Nach Gold sortiert. „=2“: derselbe Platz (gleich viel Gold und gleich viel Ansehen). Ein Klick auf ein Team zeigt seine Länder und erlaubt Korrekturen.
lesson-wall-standings = Rangliste an die Wand
lesson-wall-back = Wand zurück zum Spiel

col-goods = Waren

## Was geschehen ist, Team für Team

sum-income = { $n } Gold Einnahmen aus Waren
sum-gold-more = { $n } Gold mehr
sum-gold-less = { $n } Gold bezahlt
sum-armies-bought = { $n ->
    [one] 1 Armee gekauft
   *[other] { $n } Armeen gekauft
  }
sum-armies-more = { $n ->
    [one] 1 Armee mehr
   *[other] { $n } Armeen mehr
  }
sum-armies-less = { $n ->
    [one] 1 Armee weniger
   *[other] { $n } Armeen weniger
  }
sum-goods-more = { $n ->
    [one] 1 Ware mehr
   *[other] { $n } Waren mehr
  }
sum-goods-less = { $n ->
    [one] 1 Ware weniger
   *[other] { $n } Waren weniger
  }
sum-prestige-more = { $n ->
    [one] 1 Ansehenspunkt mehr
   *[other] { $n } Ansehenspunkte mehr
  }
sum-prestige-less = { $n ->
    [one] 1 Ansehenspunkt verloren
   *[other] { $n } Ansehenspunkte verloren
  }
sum-new-country = ein neues Land genommen (Land { $country })
sum-took = Land { $country } von { $other } erobert
sum-lost-to = Land { $country } an { $other } verloren
sum-built = { $building } in Land { $country } gebaut
sum-slave-ship = betreibt jetzt ein Sklavenschiff
sum-monopoly = Monopol für { $product }
sum-rebellion = Aufstand in Land { $country }
sum-put-down = Aufstand in Land { $country } niedergeschlagen
sum-independent = Land { $country } ist unabhängig geworden
sum-peace = Frieden mit den Menschen in Land { $country }
sum-fight-won = Kampf gewonnen
sum-fight-lost = Kampf verloren
sum-broke-off = Rückzug
sum-lapsed-no-token = keine Spielfigur mehr frei für ein weiteres Land
sum-lapsed-no-free-country = kein freies Land mehr
sum-lapsed-no-place = kein Land mehr ohne dieses Gebäude
sum-lapsed-no-country = kein Land dafür
sum-lapsed-bag-empty = der Beutel ist leer
sum-lapsed-no-armies = keine Armee zu verlieren
sum-lapsed-no-counters = keine Ware zu verlieren
sum-lapsed-all-rebelling = alle Länder sind schon im Aufstand
sum-nothing = keine Änderung
sum-dice = Würfel { $dice }

badge-gold = { $sign }{ $n } Gold
badge-prestige = { $sign }{ $n } { $n ->
    [one] Ansehenspunkt
   *[other] Ansehenspunkte
  }
badge-countries = { $sign }{ $n } { $n ->
    [one] Land
   *[other] Länder
  }
badge-armies = { $sign }{ $n } { $n ->
    [one] Armee
   *[other] Armeen
  }
badge-goods = { $sign }{ $n } { $n ->
    [one] Ware
   *[other] Waren
  }

## Verlauf

history-place = { $phase } · { $step }
history-retreat = Rückzug
history-nobody = niemanden
history-corrected = von der Lehrkraft korrigiert: „{ $reason }“

## Ergebnisse und die Auswertung an der Wand

results-tie-rule = Bei gleich viel Gold entscheidet das Ansehen; Teams, die in beidem gleich sind, teilen sich einen Platz („=2“).
results-rank-gold = Platz nach Gold
results-rank-prestige = Platz nach Ansehen
results-gold-prestige = Jede Zelle: Gold · Ansehen am Ende der Phase.
results-wall-rankings = Ranglisten an die Wand
results-wall-next-question = Frage { $n } an die Wand
results-debrief-4 = Wessen Maßstäbe hat „Ansehen“ gemessen – damals und heute?

## Start und neue Klasse

start-results = Ergebnisse
start-open-file = Klassendatei öffnen …
start-choose-folder = Ordner wählen …
setup-seating = Das erste Team beginnt; in jeder Runde rückt der erste Platz um einen Platz im Uhrzeigersinn weiter.
setup-advanced = Erweitert
setup-hide-advanced = Erweiterte Einstellungen ausblenden
setup-seed-help = Derselbe Startwert ergibt dieselben Würfe: für eine Klasse, die zweimal spielt.
dialog-choose-class = Klassendatei wählen
dialog-class-files = Klassendateien
dialog-choose-folder = Ordner wählen

## Menü, Wand und Team-Ansicht

menu-wall-open = Wand (F5)
menu-wall-close = Wand schließen (F5)
menu-wall-freeze = Wand anhalten (F8)
menu-wall-unfreeze = Wand folgt wieder (F8)
menu-wall-fullscreen = Vollbild (F11)
notice-dismiss = Schließen
team-no-goods = keine Waren
team-not-on-wall = Korrekturen werden mit ihrer Begründung gespeichert; an der Wand erscheinen sie nie.

wall-title = Colony Classroom – Wand
wall-waiting = Die Stunde beginnt gleich.
wall-phase = Phase { $number } · { $phase }
wall-cards-in = { $in } von { $count } da
wall-what-happened = Was geschehen ist: { $step }
wall-wars = Kolonialkriege
wall-wars-result = Nach den Kolonialkriegen
wall-may-attack = Angriffe möglich für: { $team }
wall-fight = Land { $target } wird von Land { $from } aus angegriffen.
wall-country-fell = Land { $country } ist gefallen.
wall-investment = Investitionen: Gold und Ansehen
wall-standings = Rangliste
wall-standings-legend = Nach Gold sortiert. „=2“: derselbe Platz. ▲▼: Plätze nach Gold gewonnen oder verloren seit dem Ende der letzten Phase.
wall-col-rank = Platz
wall-col-prestige-rank = Platz nach Ansehen
wall-end = Das Ende: Gold und Ansehen
wall-question-of = Frage { $n } von { $count }
wall-one-display = Es ist nur ein Bildschirm angeschlossen. Wenn der Beamer diesen Bildschirm spiegelt, sieht die Klasse auch die Konsole.
wall-class-sees = Die Klasse sieht diesen Bildschirm: Folgen ausblenden
wall-class-sees-on = Die Klasse sieht diesen Bildschirm: Folgen und Hinweise sind ausgeblendet.
wall-class-sees-off = Wieder zeigen

## Sprachen und Farben

language-en = English
language-de = Deutsch
language-es = Español
colour-orange = orange
colour-sky-blue = himmelblau
colour-green = grün
colour-yellow = gelb
colour-blue = blau
colour-vermillion = zinnoberrot
colour-purple = rotviolett
colour-black = schwarz
colour-grey = grau
colour-brown = braun
colour-wine = weinrot
colour-teal = blaugrün
wall-fight-fell = Land { $country } ist gefallen: Es gehört jetzt { $attacker }.
wall-fight-failed = Der Angriff auf Land { $country } ist gescheitert.
wall-fight-retreat = Rückzug von Land { $country }: { $attacker }
