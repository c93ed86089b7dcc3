## Der Bildschirm der Lehrkraft

app-title = Colony Classroom
menu-home = ← Klassen
menu-language = Sprache
menu-dark = Dunkles Design
menu-light = Helles Design
menu-projector-text = Schriftgröße im Beamerbild

## Farben

## Start: die gespeicherten Klassen

start-intro = Setz ein Spiel dort fort, wo ihr aufgehört habt, oder beginne ein neues.
start-reading = Die Klassen werden gelesen …
files-writing = Die Dateien werden geschrieben …
files-not-written = Die Dateien konnten nicht geschrieben werden: Das Schreiben brach unerwartet ab. Bitte versuche es noch einmal.
start-more-hidden = { $count ->
    [one] Eine weitere Klasse steht nicht in der Liste: Filtere nach Klasse oder Jahr, um sie zu finden.
   *[other] { $count } weitere Klassen stehen nicht in der Liste: Filtere nach Klasse oder Jahr, um eine zu finden.
}
start-show-more = { $count } weitere anzeigen
start-no-classes = Noch keine Klassen. Mit „Neue Klasse“ legst du eine an.
start-new-class = Neue Klasse
start-resume = Fortsetzen
start-delete = Löschen
start-confirm-delete = Wirklich löschen
start-keep = Behalten
start-deleted = In den Papierkorb verschoben: { $path }
start-class-line = { $date } · { $teams ->
    [one] 1 Team
   *[other] { $teams } Teams
  } · { $status } · zuletzt geändert { $changed }
start-finished = beendet
start-at-step = { $phase }, Schritt { $step } von { $steps }
start-offer-resume = „{ $class }“ ist noch nicht zu Ende gespielt. Mit „Fortsetzen“ geht es genau dort weiter.

## Neue Klasse

setup-title = Neue Klasse
setup-class = Klasse
setup-class-placeholder = z. B. 9b Geschichte
setup-date = Datum
setup-lesson-language = Sprache der Stunde
setup-lesson-region = Wo die Klasse lernt
setup-teams = { $count ->
    [one] 1 Team
   *[other] { $count } Teams
  } in Sitzreihenfolge (im Uhrzeigersinn)
setup-add-team = Team hinzufügen
setup-team-count = Anzahl der Teams:
setup-default-team = Team { $number }
setup-default-class = Klasse vom { $date }
setup-team-name = Teamname
setup-students = Schülerinnen und Schüler (mit Kommas getrennt)
setup-unprintable = Für { $chars } fehlen in den gedruckten Unterlagen die Schriftzeichen: Dort erscheinen leere Kästchen.
setup-typed = Wir würfeln mit echten Würfeln und ziehen echte Rohstoffe aus dem Beutel (du tippst die Ergebnisse ein)
setup-seed = Startwert für die Würfel der App
setup-start = Spiel beginnen
setup-cancel = Abbrechen
setup-error-seed = Der Startwert muss eine ganze Zahl sein.
setup-error-same-name = Zwei Teams heißen gleich. Bitte gib jedem Team einen eigenen Namen.

## Die Stunde

lesson-over = Das Spiel ist zu Ende
lesson-show-consequences = Folgen und Hinweise (nur auf dem Bildschirm der Lehrkraft)
lesson-hide-consequences = Folgen ausblenden
lesson-show-next = Nächste Situation im Beamerbild anzeigen
lesson-land = An der Küste landen
lesson-pay-income = Einnahmen auszahlen
lesson-award-monopolies = Monopole vergeben
lesson-discussed-help = Deine Klasse bespricht diese Situation, statt sie zu spielen. Lies sie vor und sprecht dann anhand der drei Fragen im Beamerbild darüber (etwa 8 bis 10 Minuten); die Geschichte unten hilft dabei. Niemand legt eine Karte, und für keine Nation ändert sich etwas.
lesson-discussed-read = Was jede Karte bedeutet hätte, wenn du es vorlesen willst:
lesson-discussed-game = Im Spiel: { $effects }
lesson-discussed-next = Besprochen: nächste Situation
lesson-discussed-history = Was wirklich geschah (zum Vorlesen):
lesson-discussed-prompts = Fragen an die Klasse (im Beamerbild):
lesson-opening-read = Vorlesen:
lesson-opening-help = Eine neue Phase beginnt. Lies ihre Einleitung vor: Das Beamerbild zeigt sie groß, mit den Spieljahren. Danach kommt die erste Situation.
lesson-opening-next = Zur ersten Situation
lesson-opening-again = Einleitung der Phase
lesson-discussed-choice = { $step }: besprochen oder gespielt?
lesson-plan-button = Handreichung (PDF)
lesson-read-yourself = Die Computerstimme schweigt hier. Die Handreichung rät dir, diesen Text selbst vorzulesen: Eine künstliche Stimme passt nicht zu dem Leid, von dem er erzählt.
lesson-read-anyway = Trotzdem von der App vorlesen lassen
lesson-read-cancel = Abbrechen
lesson-enter-cards = Die Karte jedes Teams (anklicken oder für das markierte Team 1–3 tippen; Enter führt aus und startet auch jeden Schritt; Esc schließt Fenster):
lesson-resolve = Aufdecken
lesson-invest-help = Die Einnahmen sind ausgezahlt. Was gibt jedes Team aus? 1 Gold = 1 Armee oder 1 Ackerbauwurf.
lesson-team-gold = { $team } ({ $gold } Gold)
lesson-armies = Armeen
lesson-farms = Ackerbau
lesson-invest = Ausgaben bestätigen
lesson-from = angreifendes Land
lesson-target = angegriffenes Land
lesson-attack = Angreifen
lesson-end-attacks = Keine weiteren Angriffe
lesson-fight = Land { $from } ({ $attackers ->
    [one] 1 Armee
   *[other] { $attackers } Armeen
  }) gegen Land { $target } ({ $defenders ->
    [one] 1 Armee
   *[other] { $defenders } Armeen
  })
lesson-throw = Würfeln
lesson-break-off = Rückzug
lesson-occupy-help = Das Land ist gefallen. Wie viele Armeen ziehen ein? (0 bis { $max })
lesson-occupy = Einziehen
lesson-rebellion-proposal = { $team }: Länder mit Aufstand: { $countries }
lesson-place-rebellions = Aufstände setzen
lesson-typed-dice = Würfel und gezogene Rohstoffe:
lesson-typed-placeholder = z. B. 4 2 Zucker
lesson-typed-die = Würfel:
lesson-typed-drawn = Gezogen:
lesson-typed-clear = Leeren
lesson-throws-order = In dieser Reihenfolge würfeln:
lesson-throw-card = { $team }
lesson-throw-farm = { $team } (Ackerbau)
lesson-throw-group-monopoly = Gleichstand bei { $product }:
lesson-throw-group-rising = Aufstand in Land { $country }:
lesson-throw-rebels = { $team } für die Aufständischen
lesson-throw-fight = { $team } (Krieg)
lesson-throws-order-tie = Bei Gleichstand wird noch einmal gewürfelt; dann wird die Liste länger.
lesson-throws-order-draw = Danach für { $team } einen Rohstoff aus dem Beutel ziehen.
lesson-bad-outcome = „{ $word }“ ist weder eine Augenzahl (1–6) noch ein Produkt.
lesson-pick-countries = Wähle zuerst das angreifende und das angegriffene Land.
lesson-country-choice = { $country } ({ $armies ->
    [one] 1 Armee
   *[other] { $armies } Armeen
  }) · { $team }
lesson-own-country-choice = Land { $country } ({ $armies ->
    [one] 1 Armee
   *[other] { $armies } Armeen
  })
lesson-what-happened = Was passiert ist
lesson-nothing-changed = Für keine Nation hat sich etwas geändert.
lesson-standings = Zwischenstand
lesson-undo = Rückgängig (Strg+Z)
lesson-history = Verlauf
lesson-projector = Beamerbild (F5)
lesson-read-aloud = Vorlesen
lesson-stop-reading = Vorlesen beenden
lesson-saved = Nach jeder Eingabe gespeichert.
lesson-saving = Wird gespeichert …
lesson-go-on-unsaved = Ohne Speichern weitermachen
lesson-waits-for-disk = Was passiert ist, erscheint, sobald die Eingabe gespeichert ist.
lesson-dice = Würfel:
lesson-dice-app = wirft die App
lesson-dice-real = echte, werden eingetippt
lesson-unsaved = NICHT GESPEICHERT
lesson-not-saved = Nicht gespeichert: { $why }. Solange die App offen bleibt, geht nichts verloren: Sie versucht es alle zwei Sekunden und bei der nächsten Eingabe erneut. Ordner: { $folder }
lesson-not-saved-other = Nicht gespeichert: { $why } Solange die App offen bleibt, geht nichts verloren: Sie versucht es alle zwei Sekunden und bei der nächsten Eingabe erneut.
lesson-retry-save = Noch einmal versuchen

col-team = Team
col-gold = Gold
col-prestige = Ansehen
col-armies = Armeen
col-countries = Länder
col-resources = Rohstoffe

## Verlauf und Korrekturen

history-title = Verlauf
history-close = Zurück zum Spiel
history-change = Korrigieren
history-fixing = Eingabe { $entry } korrigieren: Klick die Karten so an, wie sie wirklich lagen.
history-change-dice = Würfel korrigieren
history-preview = Vorschau
history-cancel = Abbrechen
history-confirm = Korrektur übernehmen
history-would-change = Die Zahlen ändern sich für: { $teams }
history-rerolled = { $count ->
    [one] Die Würfe und gezogenen Rohstoffe der Eingabe { $list } passen nicht mehr zur korrigierten Partie: Die App würfelt und zieht neu, wo es nötig ist.
   *[other] Die Würfe und gezogenen Rohstoffe der Eingaben { $list } passen nicht mehr zur korrigierten Partie: Die App würfelt und zieht neu, wo es nötig ist.
}
history-breaks = Diese Korrektur geht nicht: Eingabe { $entry } würde nicht mehr passen ({ $why })
history-cards = Karten
history-proceed = nächster Schritt
history-invest = Ausgaben
history-attack = Angriff
history-throw = Wurf
history-break-off = Rückzug
history-occupy = eingezogen
history-end-attacks = Ende der Angriffe
history-rebellions = Aufstände gesetzt
history-correction = Korrektur

## Ergebnis

results-title = Ergebnis
results-files = Dateien speichern ▸
results-files-close = Dateien speichern ▾
results-richest = Am reichsten
results-respected = Am meisten angesehen
results-over-time = Gold und Ansehen nach jeder Phase
results-highlight = Im Diagramm hervorheben:
results-highlight-all = Alle Teams
results-highlight-top = Die ersten drei jeder Rangliste
results-highlight-next = Team für Team ▸
results-bars-legend = Oberer Balken: Gold. Unterer Balken (grau): Ansehen.

## Beamerbild

projector-what-happened-plain = Was passiert ist
list-and = und
projector-people-rose-head = Die Menschen in diesen Ländern erhoben sich gegen diese Nationen:
projector-people-rose-where = { $count ->
    [one] Land { $countries }
   *[other] Länder { $countries }
  }
projector-people-independent = { $count ->
    [one] Die Menschen in Land { $countries } erkämpften
   *[other] Die Menschen in den Ländern { $countries } erkämpften
  } ihre Unabhängigkeit.
projector-people-took = { $attacker }: Land { $country } erobert (vorher Team „{ $defender }“). Die Menschen dort wurden nie gefragt.

## Vorlesen

speech-missing = Zum Vorlesen braucht die App espeak-ng. Bitte lass es installieren (Debian/Ubuntu: sudo apt install espeak-ng).
speech-failed = Vorlesen hat nicht geklappt: { $why }
speech-no-sound = Es war nichts zu hören: Dieser Laptop hat keine Tonausgabe, die espeak-ng nutzen kann ({ $why }). Schließ Lautsprecher oder Kopfhörer an oder lies den Text selbst vor.
speech-no-voice = Windows hat keine Stimme für die Sprache der Stunde ({ $language }). Füge eine hinzu unter Einstellungen, Zeit und Sprache, Sprachausgabe, Stimmen hinzufügen, oder lies den Text selbst vor.

## Die Länder eines Teams und Korrekturen

team-close = Schließen
team-reason = Grund der Korrektur (kommt in die Klassendatei)
team-default-reason = von der Lehrkraft korrigiert
team-product = Produkt zum Korrigieren:
team-country = Land { $country }
team-slave-ship = Sklavenschiff
team-rebellion = Aufstand
team-no-country = Dieses Team hält kein Land.

results-end = Ende
results-debrief = Für die Auswertung
rewards-slavery = Die Nationen, die sich am Sklavenhandel beteiligten, hatten am Ende im Schnitt { $first } Gold, die Nationen, die ablehnten, { $second } Gold.
rewards-rebellion = Die Nationen, die die Armee gegen die Aufständischen schickten, hatten am Ende im Schnitt { $first } Gold, die Nationen, die verhandelten, { $second } Gold.
rewards-government = Die Nationen, die eine Diktatur unterstützten, hatten am Ende im Schnitt { $first } Gold, die Nationen, die eine Demokratie unterstützten, { $second } Gold.
results-rewards-title = Was das Spiel in dieser Klasse belohnt hat
results-rewards-help = In 4000 zufällig gespielten Partien belohnt das Spiel den Kauf von Menschen (41 gegen 31 Gold), das Niederschlagen von Aufständen mit der Armee (39 gegen 34 beim Verhandeln) und die Unterstützung eines Diktators (46 gegen 27 bei einer Demokratie). Vergleiche damit die Zahlen deiner Klasse oben und beginne die Auswertung mit ihrer ersten Frage, die sie nennt.
results-debrief-rewards-lead = Die reichste Nation hat das Spiel gewonnen.
results-debrief-rewards-ask = Was belohnt dieses Spiel, und wer hat dafür bezahlt?
results-short-background = Zum Vorlesen (unter einer Minute; „Vorlesen“ liest es vor):
results-debrief-1 = Was hat euch euer Ansehen gekostet, und was hat euer Gold andere gekostet?
results-debrief-2 = Wer hat für euer Gold bezahlt: Welche Entscheidungen haben es eingebracht, und wer hat die Last getragen?
results-debrief-3 = Was hatten die Menschen in euren Kolonien davon, und was haben sie dagegen unternommen?
lesson-rebellion-help = Der eigene Aufstand jedes Teams kommt in das Land, das die App vorschlägt – außer du wählst ein anderes Land ohne Stadt.

## Unterlagen aus der App

results-save-pdf = Wertungsbogen, Auswertungsbogen, Arbeitsblatt zur Auswertung und Plakat als PDF
results-save-csv = Ergebnisse als CSV (für Tabellenkalkulationen)
results-shown-rankings = Im Beamerbild stehen die Ranglisten.
results-shown-question = Im Beamerbild steht Frage { $n } von { $count }:
results-all-questions = Alle Fragen, mit dem Hintergrund zu jeder Phase
results-debrief-short = Kurze Auswertung: die Kernfrage jeder Phase ({ $count ->
    [one] 1 Frage
   *[other] { $count } Fragen
  }, etwa { $minutes ->
    [one] 1 Minute
   *[other] { $minutes } Minuten
  })
results-key-question = Kernfrage
start-print-handouts = Unterlagen zum Drucken (PDF)
start-edition = Für Klassen in:
start-choose-csv-folder = Ordner für die CSV-Dateien wählen …
start-csv-in = CSV:
start-tick-hint = Kreuze eine Klasse an, um sie als CSV zu exportieren, oder zwei und mehr, um sie zu vergleichen.
start-csv-comma = mit Kommas
start-csv-semicolon = mit Semikolons
start-choose-handouts-folder = Ordner für die Unterlagen wählen …
pdf-saved = Als PDF gespeichert in { $path }
pdf-not-saved = Die PDFs konnten nicht in { $path } gespeichert werden: { $why }

## Die Klassenliste: filtern, archivieren, mitnehmen, vergleichen

start-filter = Nach Klasse oder Jahr filtern
start-export-csv = { $count ->
    [one] Die angekreuzte Klasse
   *[other] { $count } angekreuzte Klassen
  } als CSV exportieren
start-compare = { $count ->
    [one] 1 Klasse
   *[other] { $count } Klassen
  } vergleichen
start-copy-out = Auf USB-Stick kopieren
start-archive = Archivieren
start-restore = Zurückholen
start-show-archived = Archivierte Klassen anzeigen
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
  } nach { $results } und { $decisions } in { $path } exportiert
start-comparison = Klassen im Vergleich
start-comparison-legend = Gold (schwarz) und Ansehen (grau) jedes Teams am Ende.

## Beschädigte Klassendateien

start-broken = Diese Klasse ließ sich nicht öffnen: { $why }. Die Datei wurde nicht verändert.
start-broken-with-backup = Diese Klasse ließ sich nicht öffnen: { $why }. Die Datei wurde nicht verändert. Es gibt eine intakte Sicherung mit { $entries ->
    [one] 1 Eingabe
   *[other] { $entries } Eingaben
  }.
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
cli-no-desktop = Der Bildschirm der Lehrkraft braucht eine grafische Oberfläche mit X11 (eine Wayland-Oberfläche bietet es über XWayland), es wurde aber keine gefunden. Ohne sie funktionieren diese Befehle: colony replay, colony export, colony handouts, colony simulate (colony --help zeigt sie an).
cli-window-failed = Das Fenster für den Bildschirm der Lehrkraft ließ sich nicht öffnen ({ $why }). Die Befehle colony replay, export, handouts und simulate funktionieren auch ohne Fenster.
cli-crashed = Colony Classroom wurde wegen eines Fehlers in der App beendet. Jede Eingabe wurde gespeichert, als sie gemacht wurde: Öffne die Klasse wieder, um dort weiterzumachen, wo du warst. Ein Bericht für die Entwickler liegt in { $report }.
cli-crashed-no-report = Colony Classroom wurde wegen eines Fehlers in der App beendet. Jede Eingabe wurde gespeichert, als sie gemacht wurde: Öffne die Klasse wieder, um dort weiterzumachen, wo du warst.
cli-bad-devices = „{ $given }“ ist keine Netzwerkadresse. Gib eine Adresse dieses Laptops an, wenn du willst mit Port: --devices 192.168.1.20 oder --devices 192.168.1.20:8765.
cli-bad-region = „{ $region }“ ist keine Region der App. Die Regionen: { $known }.
cli-devices-no-lesson = Die Team-Geräte wurden nicht gestartet: Die Klassendatei ließ sich nicht öffnen (der Bildschirm der Lehrkraft sagt, warum).

## Klassendateien, größer als jede echte Klasse

error-too-large = Diese Eingabe würde die Klassendatei größer machen als bei jeder echten Klasse: { $what }.
error-not-discussed = „{ $step }“ kann in diesem Spiel nicht besprochen statt gespielt werden.
error-discussed-reached = Die Klasse hat „{ $step }“ schon hinter sich: Ob besprochen oder gespielt wird, lässt sich nicht mehr ändern.
replay-too-large = Diese Klassendatei ist größer als bei jeder echten Klasse: { $what }.
store-too-large = { $path } wird nicht gelesen: { $what }.
store-not-record = { $path } wird nicht gelesen: { $why }.
store-not-text = { $path } ist keine Klassendatei (sie enthält keinen Text).
store-stopped = das Speichern brach ab, bevor es fertig war
store-encode = { $path } wurde nicht geschrieben (darin hat sich nichts geändert): { $why }.
store-in-use = { $path } ist auf diesem Computer schon in einem anderen Fenster von Colony Classroom geöffnet. Mach in diesem Fenster weiter, oder schließ es und öffne die Klasse hier.
limit-bytes = die Datei hat { $found ->
    [one] 1 Byte
   *[other] { $found } Bytes
  } (höchstens { $max } erlaubt)
limit-teams = sie hat { $found ->
    [one] 1 Team
   *[other] { $found } Teams
  } (höchstens { $max } erlaubt)
limit-class-name = der Klassenname hat { $found ->
    [one] 1 Zeichen
   *[other] { $found } Zeichen
  } (höchstens { $max } erlaubt)
limit-date = das Datum hat { $found ->
    [one] 1 Zeichen
   *[other] { $found } Zeichen
  } (höchstens { $max } erlaubt)
limit-language = das Sprachkürzel hat { $found ->
    [one] 1 Zeichen
   *[other] { $found } Zeichen
  } (höchstens { $max } erlaubt)
limit-team-name = der Name von Team { $at } hat { $found ->
    [one] 1 Zeichen
   *[other] { $found } Zeichen
  } (höchstens { $max } erlaubt)
limit-colour = die Farbe von Team { $at } hat { $found ->
    [one] 1 Zeichen
   *[other] { $found } Zeichen
  } (höchstens { $max } erlaubt)
limit-students = Team { $at } nennt { $found ->
    [one] 1 Schülerin oder 1 Schüler
   *[other] { $found } Schülerinnen und Schüler
  } (höchstens { $max } erlaubt)
limit-student-name = ein Name in Team { $at } hat { $found ->
    [one] 1 Zeichen
   *[other] { $found } Zeichen
  } (höchstens { $max } erlaubt)
limit-entries = sie hat { $found ->
    [one] 1 Eingabe
   *[other] { $found } Eingaben
  } (höchstens { $max } erlaubt)
limit-per-team = Eingabe { $at } enthält { $found ->
    [one] 1 Wert
   *[other] { $found } Werte
  } für { $max ->
    [one] ein Team
   *[other] { $max } Teams
  }
limit-places = Eingabe { $at } verlegt { $found ->
    [one] 1 Vorschlag
   *[other] { $found } Vorschläge
  } (höchstens { $max } erlaubt)
limit-reason = die Begründung in Eingabe { $at } hat { $found ->
    [one] 1 Zeichen
   *[other] { $found } Zeichen
  } (höchstens { $max } erlaubt)
limit-discussed-changes = in der Datei wird { $found ->
    [one] einmal
   *[other] { $found }-mal
  } zwischen „besprochen“ und „gespielt“ gewechselt (höchstens { $max }-mal erlaubt)
## Abgelehnte Ausgabedateien

output-refused = { $path } wurde nicht geschrieben: { $why }. Wähle bitte einen anderen Dateinamen.
refusal-class-record = dort liegt eine Klassendatei, die verloren ginge
refusal-input = das ist die Datei, die gerade gelesen wird
refusal-folder = das ist ein Ordner
refusal-link = das ist eine Verknüpfung zu einer anderen Datei
refusal-not-a-file = das ist keine gewöhnliche Datei (ein Gerät oder eine Pipe)
cli-stdout = In die Standardausgabe lässt sich nicht schreiben: { $why }.
cli-too-many-games = Höchstens { $max ->
    [one] eine Partie
   *[other] { $max } Partien
  } pro Durchlauf.

## Der Bildschirm der Lehrkraft: der Ablauf eines Schritts

lesson-header = Phase { $number } · { $phase } · { $step }
lesson-step-of = Schritt { $step } von { $steps }
lesson-next = Nächste Situation
lesson-change-card = Eine Karte ändern
lesson-change-investment = Eine Investition ändern
lesson-show-detail = Alle Änderungen anzeigen
lesson-hide-detail = Liste der Änderungen ausblenden
lesson-cards-all-in = { $count ->
    [one] Die Karte liegt vor.
   *[other] Alle { $count } Karten liegen vor.
  }
lesson-cards-in = { $in } von { $count ->
    [one] 1 Karte
   *[other] { $count } Karten
  } da.
lesson-cards-waiting = { $in } von { $count ->
    [one] 1 Karte
   *[other] { $count } Karten
  } da – noch offen: { $teams }
lesson-cards-keys = Eine Taste 1–3 setzt die Karte des markierten Teams und markiert das nächste Team; Tab überspringt ein Team; Enter führt aus.
lesson-gold-left = Gold übrig
lesson-too-much = zu viel
lesson-invest-keys = Armeen des markierten Teams eintippen, dann Leertaste und seine Ackerbauwürfe (2 1); nach einer vollständigen Zahl ist von selbst das nächste Team markiert, mit Tab schon früher; Enter bestätigt.
lesson-war-keys = Tasten: ← und → wählen das Land, von dem aus angegriffen wird, ↑ und ↓ das angegriffene Land, Enter greift an. Im Kampf: Enter würfelt, R zieht zurück. Esc löscht beide Länder; Umschalt+Enter beendet dann die Angriffe dieses Teams.
lesson-enter-end-attacks = Für einen Angriff sind keine Länder gewählt. Um die Angriffe von { $team } zu beenden, drücke Umschalt+Enter oder klicke auf „{ $button }“.
lesson-enter-invest-nothing = Noch kein Team hat etwas ausgegeben. Um ohne Ausgaben weiterzumachen, drücke Umschalt+Enter oder klicke auf „{ $button }“.
lesson-enter-invest-untyped = Für { $teams } ist noch nichts eingetippt. Wenn sie nichts ausgeben, drücke Umschalt+Enter oder klicke auf „{ $button }“.
lesson-may-attack = – Angriff möglich.
lesson-no-attack-possible = Dieses Team kann jetzt nicht angreifen: Keines seiner Länder mit Armeen grenzt an ein Land eines anderen Teams, oder es hat keinen Spielstein mehr.
lesson-fight-title = Angriff: { $attacker } gegen { $defender }, Land { $target } von Land { $from } aus
lesson-attacker = Angriff
lesson-defender = Verteidigung
lesson-versus = gegen
lesson-country = Land { $country }
lesson-armies-count = { $armies ->
    [one] 1 Armee
   *[other] { $armies } Armeen
  }
lesson-retreat-team = Rückzug: { $team }
lesson-war-queue = Angreifendes Team { $n } von { $count } · danach: { $teams }
lesson-war-queue-many = Angreifendes Team { $n } von { $count } · als Nächstes: { $next }, danach { $more ->
    [one] 1 weiteres Team
   *[other] { $more } weitere Teams
  }
lesson-war-last = Angreifendes Team { $n } von { $count } · das letzte
lesson-war-only = Das einzige Team, das in diesem Schritt angreift
lesson-real-throw-help = Die im Klassenraum gewürfelten Augenzahlen: zuerst die des angreifenden Teams, dann die des verteidigenden (anklicken oder Taste 1–6).
lesson-throw-both-dice = Wähle zuerst beide Augenzahlen des Wurfs: die des angreifenden und die des verteidigenden Teams.
lesson-throw-real = Wurf eintragen
lesson-show-situation = Situation anzeigen
lesson-hide-situation = Situation ausblenden
lesson-throws = { $count ->
    [0] Noch kein Wurf
    [one] 1 Wurf
   *[other] { $count } Würfe
  }
lesson-fight-ended-rolls = { $count ->
    [one] 1 Wurf
   *[other] { $count } Würfe
  } (Angriff–Verteidigung): { $rolls }
lesson-throw-line = Wurf { $n }: Angriff { $attacker }, Verteidigung { $defender }
lesson-no-own-rebellion = jedes Land hat eine Stadt
lesson-no-country-left = kein Land mehr
lesson-extra-rebellion = ein weiterer:
lesson-standings-legend = Nach Gold sortiert: Die reichste Nation gewinnt; das Ansehen ist die zweite Rangliste. „=2“: derselbe Platz (gleich viel Gold und gleich viel Ansehen). Ein Klick auf ein Team zeigt seine Länder und erlaubt Korrekturen.
lesson-standings-legend-short = Nach Gold, dann Ansehen; „=2“: gleich viel von beidem. Ein Klick auf ein Team zeigt seine Länder.
lesson-projector-standings = Zwischenstand ins Beamerbild
lesson-projector-back = Beamerbild zurück zum Spiel


## Was geschehen ist, Team für Team (kurze Angaben nach dem Teamnamen, ohne Verb im Präsens)

sum-income = { $n } Gold aus Rohstoffen
sum-gold-more = { $n } Gold mehr
sum-gold-less = { $n } Gold weniger
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
sum-resources-more = { $n ->
    [one] 1 Rohstoff mehr
   *[other] { $n } Rohstoffe mehr
  }
sum-resources-less = { $n ->
    [one] 1 Rohstoff weniger
   *[other] { $n } Rohstoffe weniger
  }
sum-prestige-more = { $n ->
    [one] 1 Ansehenspunkt mehr
   *[other] { $n } Ansehenspunkte mehr
  }
sum-prestige-less = { $n ->
    [one] 1 Ansehenspunkt weniger
   *[other] { $n } Ansehenspunkte weniger
  }
sum-new-country = ein neues Land (Land { $country }), den Menschen genommen, die dort lebten
sum-took = Land { $country } erobert (vorher Team „{ $other }“)
sum-lost-to = Land { $country } an { $other } verloren
sum-built = { $building } in Land { $country } gebaut
sum-slave-ship = Sklavenschiff: versklavte Afrikanerinnen und Afrikaner gekauft
sum-monopoly = Monopol auf { $product }
sum-rebellion = Aufstand in Land { $country }
sum-put-down = Aufstand in Land { $country } mit Gewalt niedergeschlagen
sum-independent = Unabhängigkeit, erkämpft von den Menschen in Land { $country }
sum-peace = Frieden mit den Menschen in Land { $country }
sum-fight-won = Kampf gewonnen
sum-fight-lost = Kampf verloren
sum-broke-off = Rückzug
sum-held = Land { $country } gegen { $other } gehalten
sum-attack-failed = Angriff auf Land { $country } ({ $other }) gescheitert
sum-retreated = Rückzug aus dem Kampf um Land { $country } ({ $other })
sum-lapsed-no-token = kein Spielstein mehr für ein weiteres Land
sum-lapsed-no-free-country = kein Land mehr, das noch kein Team hält
sum-lapsed-no-place = kein Land mehr ohne dieses Gebäude
sum-lapsed-no-country = kein Land dafür
sum-lapsed-bag-empty = der Beutel ist leer: nichts gezogen
sum-lapsed-no-armies = keine Armee zu verlieren
sum-lapsed-no-resources = kein Rohstoff zu verlieren
sum-lapsed-all-rebelling = in jedem Land schon ein Aufstand
sum-farming = { $count ->
        [one] Ackerbauwurf
       *[other] Ackerbauwürfe
    } { $dice }: { $new ->
        [0] kein Rohstoff gewonnen
        [one] 1 Rohstoff gewonnen
       *[other] { $new } Rohstoffe gewonnen
    }
sum-nothing = keine Änderung
sum-dice = { $count ->
        [one] Würfel
       *[other] Würfel
    } { $dice }

badge-gold = { $sign }{ $n } Gold
badge-prestige = { $sign }{ $n } { $n ->
    [one] Ansehenspunkt
   *[other] Ansehenspunkte
  }
badge-countries = { $sign }{ $n } { $n ->
    [one] Land
   *[other] Länder
  }
badge-independent = { $count ->
    [one] Land { $countries } unabhängig
   *[other] Länder { $countries } unabhängig
  }
badge-armies = { $sign }{ $n } { $n ->
    [one] Armee
   *[other] Armeen
  }
badge-resources = { $sign }{ $n } { $n ->
    [one] Rohstoff
   *[other] Rohstoffe
  }
badge-monopoly = Monopol auf { $product }
badge-monopolies = Monopole auf { $products }

## Verlauf

history-place = Phase { $phase } · { $step }
history-retreat = Rückzug
history-nobody = niemanden
history-corrected = von der Lehrkraft korrigiert: „{ $reason }“

## Ergebnisse und die Auswertung im Beamerbild

results-tie-rule = Die reichste Nation gewinnt. Bei gleich viel Gold entscheidet das Ansehen; Teams, die in beidem gleich sind, teilen sich einen Platz („=2“).
results-rank-gold = Platz nach Gold
results-rank-prestige = Platz nach Ansehen
results-gold-prestige = Jede Zelle: Gold · Ansehen am Ende der Phase.
results-projector-rankings = Ranglisten ins Beamerbild
results-projector-journey = Der Weg jeder Nation ins Beamerbild
results-film-play = Das Spiel als Film abspielen
results-film-moment = Im Film zu dieser Stelle springen
results-film-pause = Anhalten
results-film-resume = Abspielen
results-film-back = ← Zurück
results-film-forward = Weiter →
results-film-close = Film schließen
results-film-at = Film: { $n } von { $count }
results-film-keys = ← → oder Bild↑/Bild↓: eine Eingabe zurück oder vor. Leertaste: abspielen oder anhalten. Esc: schließen.
projector-film-start = Vor der Landung
projector-film-playing = { $n } von { $count }
projector-film-paused = { $n } von { $count } · angehalten
projector-journey-gold = Gold nach jeder Phase
projector-journey-prestige = Ansehen nach jeder Phase
projector-journey = Wie jede Nation auf ihren Platz kam
results-projector-next-question = Frage { $n } ins Beamerbild
results-debrief-keys = Tasten (oder Presenter): Enter, → oder Bild ↓ zeigt die nächste Frage, ← oder Bild ↑ die vorige.
results-debrief-4 = Das Ansehen im Spiel hat manche Entscheidungen belohnt und andere bestraft. Wessen Maßstäbe waren das: die der europäischen Regierungen damals, die der kolonisierten Völker oder unsere heutigen?

## Start und neue Klasse

start-results = Ergebnisse
start-open-file = Klassendatei öffnen …
setup-seating = Das erste Team beginnt; bei jeder neuen Entscheidungsrunde wird das nächste Team im Uhrzeigersinn zum ersten Team.
setup-advanced = Erweitert
setup-hide-advanced = Erweiterte Einstellungen ausblenden
setup-seed-help = Derselbe Startwert ergibt dieselben Würfe: für eine Klasse, die zweimal spielt.
dialog-choose-class = Klassendatei wählen
dialog-class-files = Klassendateien
dialog-choose-folder = Ordner wählen

## Menü, Beamerbild und Team-Ansicht

menu-projector-open = Beamerbild (F5)
# While the projector screen is open: this label, then its controls (close, A−, A+, freeze, full screen), short, so that the bar stays on one line at 1366 wide.
menu-projector-on = Beamerbild:
menu-projector-close = Schließen (F5)
menu-projector-freeze = Anhalten (F8)
menu-projector-unfreeze = Fortsetzen (F8)
menu-projector-fullscreen = Vollbild (F11)
notice-dismiss = Schließen
notice-open-folder = Ordner öffnen
notice-no-file-manager = Es ließ sich kein Dateimanager öffnen. Die Dateien liegen in { $path }.
team-no-resources = keine Rohstoffe
team-not-on-projector = Korrekturen werden mit ihrer Begründung in der Klassendatei gespeichert; im Beamerbild erscheinen sie nie.

projector-title = Colony Classroom – Beamerbild
projector-waiting = Die Stunde beginnt gleich.
projector-phase = Phase { $number } · { $phase }
projector-sit-out-no-gold = kein Gold
projector-sit-out-no-rebellion = kein Aufstand
projector-cards-in = { $in } von { $count ->
    [one] 1 Karte
   *[other] { $count } Karten
  } da
projector-discussed = Wir sprechen über diese Situation. Niemand legt eine Karte.
projector-what-happened = Was passiert ist: { $step }
projector-wars = Kolonialkriege
projector-war-armies = { $armies ->
    [one] 1 Armee
   *[other] { $armies } Armeen
  }
projector-war-throw = Wurf { $n }
projector-war-tie = Gleiche Augenzahl: noch einmal würfeln.
projector-rolls = { $count ->
    [one] 1 Wurf
   *[other] { $count } Würfe
  }
projector-war-badge-country = −1 Land
projector-war-none-left = In Land { $country } ist keine Armee mehr: Gewinnt { $team } den nächsten Wurf, ist das Land erobert.
projector-lobby-title = Tretet eurem Team bei
projector-lobby-code = und gebt dann den Code ein, den euer Team von der Lehrkraft bekommt.
projector-lobby-count = { $in } von { $count ->
    [one] 1 Team
   *[other] { $count } Teams
  } dabei
lesson-lobby-shown = Das Beamerbild zeigt, wie die Teams mit ihren Handys beitreten.
lesson-close-lobby = Stattdessen die Situation anzeigen
projector-war-attacks = greift an
projector-war-defends = verteidigt
projector-war-loses-army = { $high } gegen { $low } – { $team }: 1 Armee verloren
projector-war-loses-country = { $high } gegen { $low } – { $team }: Land { $country } verloren
projector-wars-count = Kolonialkriege · angreifendes Team { $n } von { $count }
projector-wars-result = Nach den Kolonialkriegen
projector-may-attack = Angriff möglich für: { $team }
projector-fight = Land { $target } wird von Land { $from } aus angegriffen.
projector-country-fell = Land { $country } ist gefallen. Die Menschen dort wurden nie gefragt.
projector-investment = Zwischenstand vor dem Investieren
projector-standings = Zwischenstand
projector-standings-legend = Nach Gold sortiert, bei Gleichstand entscheidet das Ansehen. „=2“: gleich viel Gold und Ansehen. ▲▼: seit dem Ende der vorigen Phase gewonnene oder verlorene Plätze (nach Gold).
projector-standings-legend-plain = Nach Gold sortiert, bei Gleichstand entscheidet das Ansehen. „=2“: gleich viel Gold und Ansehen.
projector-col-rank = Platz
projector-col-prestige-rank = Platz nach Ansehen
projector-end = Das Ende: am reichsten und am meisten angesehen. Wer hat dafür bezahlt?
projector-end-legend = Platz nach Gold, bei gleichem Gold nach Ansehen; „=3“: derselbe Platz. Das Ansehen hat eine eigene Rangliste.
projector-monopoly-dice = Ein Rohstoff mit Würfel: Die Teams mit den meisten davon lagen gleichauf und haben gewürfelt; wer am höchsten würfelte, bekam das Monopol.
projector-every-nation = Jede Nation: { $changes }. Die Landkarte zeigt, wo.
projector-every-nation-own = Jede Nation: { $changes }.
projector-question-of = Frage { $n } von { $count }

## Sprachen und Farben

language-en = English
language-de = Deutsch
language-es = Español
language-lesson-kept = Der Bildschirm der Lehrkraft zeigt jetzt: { $interface }. Die Stunde behält ihre eigene Sprache, die die Klasse hört: { $lesson } (die Texte zum Vorlesen und das Beamerbild).
colour-orange = orange
colour-sky-blue = himmelblau
colour-green = grün
colour-yellow = gelb
colour-blue = blau
colour-vermillion = rot
colour-purple = lila
colour-black = schwarz
colour-grey = grau
colour-brown = braun
colour-wine = weinrot
colour-teal = blaugrün
colour-light-green = hellgrün
colour-light-pink = hellrosa
projector-fight-fell = Land { $country } ist an { $attacker } gefallen. Die Menschen dort wurden nie gefragt.
projector-fight-failed = Der Angriff auf Land { $country } ist gescheitert. Auf beiden Seiten starben Soldaten.
projector-fight-failed-attacker = Der Angriff auf Land { $country } ist gescheitert. { $attacker }: alle angreifenden Armeen verloren; die Verteidigung hat keine verloren.
projector-fight-retreat = { $attacker }: Rückzug aus Land { $country }.

## Team-Geräte (Bildschirm der Lehrkraft)

devices-button = Team-Geräte
devices-button-on = Team-Geräte ({ $count ->
    [one] 1 verbunden
   *[other] { $count } verbunden
  })
devices-title = Team-Geräte
devices-intro = Die Teams können ihre Karten von eigenen Handys, Tablets oder Laptops aus legen. Dieser Laptop liefert die Seite selbst aus: Internet ist dafür nicht nötig, aber die Geräte müssen im selben Netz sein wie dieser Laptop. Du kannst jede Karte weiterhin von Hand eingeben oder ändern.
devices-address = Netzwerkadresse:
devices-loopback = (nur dieser Laptop, zum Testen)
devices-start = Team-Geräte starten
devices-stop = Team-Geräte beenden
devices-open = Auf den Geräten öffnen: { $url }
devices-test = Teste es zuerst mit deinem eigenen Handy: Öffne { $url } und gib den Code eines Teams ein. Hier unten erscheint dann der Kontakt.
devices-contact = Letzter Kontakt von einem Gerät: vor { $seconds ->
    [one] 1 Sekunde
   *[other] { $seconds } Sekunden
  } ({ $address }).
devices-no-contact = Noch hat kein Gerät diesen Laptop erreicht.
devices-help = Kein Gerät kommt durch? Viele Schul-WLANs trennen die Geräte voneinander: Schalte den Hotspot eines Handys ein und verbinde diesen Laptop und die Geräte damit. Eine Firewall auf diesem Laptop kann Port { $port } sperren: Gib ihn frei oder frag, wer das Netz betreut.
devices-windows-firewall = Beim ersten Start der Team-Geräte fragt Windows, ob Colony Classroom das Netzwerk nutzen darf. Erlaube es nur für private Netzwerke (das WLAN im Klassenraum oder den Hotspot eines Handys). Erscheint die Frage auf einem Laptop, den die Schule verwaltet, nicht, bitte die IT, Colony Classroom in privaten Netzwerken zuzulassen, oder spiele ohne Team-Geräte.
devices-team-count = { $count ->
    [0] kein Gerät
    [one] 1 Gerät
   *[other] { $count } Geräte
  }
devices-revoke = Alle abmelden
devices-team-qr = Für „{ $team }“: Wer diesen QR-Code scannt, ist ohne Beitrittscode im Team. Zeig ihn nur diesem Team.
devices-mirrored = Die Klasse sieht diesen Bildschirm: Den Code eines Teams zeigt er erst, wenn du das Beamerbild dunkel geschaltet hast, und nur 30 Sekunden lang. Am schnellsten geht es mit den gedruckten Code-Zetteln.
devices-not-started = Die Team-Geräte konnten nicht starten: { $why }
devices-no-random = Die Team-Geräte bleiben aus: Dieser Computer liefert keine sicheren Zufallszahlen für die Codes der Teams. Die Teams legen ihre Karten von Hand; ein Neustart des Computers kann helfen.
devices-from-device = Karte vom Gerät da
devices-spend-from-device = von einem Gerät gesendet
devices-codes-intro = Jedes Team tritt mit seinem eigenen Code bei. Gib jedem Team nur seinen eigenen Code: Klicke neben dem Team auf „Code“ und zeig den Bildschirm nur diesem Team, oder sag ihm den Code leise.
devices-codes-intro-shared = Jedes Team tritt mit seinem eigenen Code bei. Gib jedem Team nur seinen eigenen Code: auf den gedruckten Code-Zetteln, oder sag ihn dem Team leise.
devices-print-slips = Code-Zettel drucken
devices-print-slips-help = Ein Zettel je Team mit seinem Code und QR-Code, zum Auseinanderschneiden und Austeilen.
devices-refresh = Neu suchen
devices-no-address = Dieser Laptop hat keine Netzwerkadresse. Verbinde ihn mit dem WLAN des Klassenraums oder mit dem Hotspot eines Handys und klicke dann auf „Neu suchen“.
devices-show-code = Code
devices-hide-code = Ausblenden
devices-team-code = Code für { $team }:
devices-take-off = Abmelden
devices-device = Gerät { $number } · { $address } · zuletzt vor { $seconds ->
    [one] 1 Sekunde
   *[other] { $seconds } Sekunden
  }
devices-new-code = Neuer Code für { $team }: So kann das abgemeldete Gerät nicht wieder beitreten. Gib dem Team den neuen Code nur, wenn eines seiner eigenen Geräte neu beitreten muss.
devices-other-device = von einem anderen Gerät geändert
projector-join = Öffnet auf dem Handy:
projector-join-code = und gebt den Code eures Teams ein.

## Die Seite auf den Geräten der Teams (in der Sprache der Stunde)

phone-title = Colony
phone-join-title = Tretet eurem Team bei
phone-code = Der Code eures Teams (von eurer Lehrkraft):
phone-join = Beitreten
phone-code-hint = 6 Ziffern
phone-wrong-code = Der Code stimmt nicht. Prüft ihn mit eurer Lehrkraft und versucht es noch einmal.
phone-too-many = Zu viele Versuche. Wartet eine Minute und versucht es dann noch einmal.
phone-team-full = Euer Team hat schon so viele Geräte, wie es haben darf. Bittet eure Lehrkraft, eines abzumelden.
phone-lost = Keine Verbindung zum Laptop der Lehrkraft. Neuer Versuch läuft …
phone-revoked = Dieses Gerät wurde vom Team abgemeldet. Fragt eure Lehrkraft nach dem Code eures Teams, um wieder beizutreten.
phone-wait = Gleich geht es weiter. Hört gut zu.
phone-sending = Wird gesendet …
phone-busy = Der Bildschirm der Lehrkraft hat nicht geantwortet. Versucht es noch einmal.
phone-buy-armies = Armeen kaufen
phone-buy-farms = Ackerbauwürfe
phone-gold-left = Gold übrig
phone-send = Senden
phone-leave = Team verlassen
phone-leave-confirm = Dieses Gerät vom Team abmelden? Mit dem Code eures Teams könnt ihr wieder beitreten.
phone-card-counts = Eure Karte { $card } ist angekommen. Ihr könnt sie noch ändern, bis eure Lehrkraft auf „Aufdecken“ drückt.
phone-spend-counts = Gesendet: { $armies ->
    [one] 1 Armee
   *[other] { $armies } Armeen
  } und { $farms ->
    [one] 1 Ackerbauwurf
   *[other] { $farms } Ackerbauwürfe
  }. Ihr könnt es ändern, bis eure Lehrkraft die Ausgaben bestätigt.
phone-too-late = Zu spät: Eure Lehrkraft ist schon weiter.
phone-wait-opening = Noch nicht: Eure Lehrkraft liest die Einleitung der Phase vor. Danach legt ihr eure Karte.
phone-not-saved = Der Laptop der Lehrkraft konnte eure Karte nicht speichern. Sagt eurer Lehrkraft Bescheid.
phone-outcome-title = Was mit eurer Nation geschah
phone-nothing-happened = Für eure Nation hat sich nichts geändert.
phone-end-title = Das Spiel ist zu Ende
phone-end-gold = Gold: Platz { $place } von { $count } ({ $gold } Gold)
phone-end-prestige = Ansehen: Platz { $place } von { $count } ({ $prestige ->
    [one] 1 Ansehenspunkt
   *[other] { $prestige } Ansehenspunkte
  })
phone-end-shared = { $rank } (geteilt)
phone-end-question = Besprecht es in eurem Team:
phone-map-whole = Die ganze Landkarte
phone-map-own = Eure Länder und ihre Nachbarn

## Die Landkarte
setup-board = Spielbrett:
setup-board-map = Die Landkarte der App
setup-board-own = Unser eigenes Spielbrett aus der Spielschachtel von 2001
setup-step-played = Gespielt
setup-step-discussed = Besprochen, nicht gespielt
setup-step-discussed-help = Empfohlen. Die Klasse hört die Situation und was jede Karte bedeutet hätte, und spricht anhand von drei Fragen und der Geschichte darüber. Niemand legt eine Karte, und für keine Nation ändert sich etwas. Du kannst das ändern, solange die Klasse den Sklavenhandel noch nicht hinter sich hat.
setup-step-played-help = Die Handreichung rät davon ab, den Sklavenhandel zu spielen: Das Spiel belohnt den Kauf von Menschen mit Rohstoffen. Spiel ihn nur mit einer Klasse, die du vorbereitet hast, und benenne in der Auswertung, was diese Belohnung gekostet hat. Du kannst das ändern, solange die Klasse den Sklavenhandel noch nicht hinter sich hat.
lesson-projector-map = Landkarte ins Beamerbild (F6)
lesson-map-not-in-play = Land { $country } ist noch nicht im Spiel.
lesson-map-not-from = { $team }: Von Land { $country } aus ist kein Angriff möglich. Klicke zuerst das Land an, von dem aus das Team angreift (eines, das nicht ausgegraut ist).
lesson-map-no-rebellion = In Land { $country } kann kein Aufstand gesetzt werden.
lesson-map-not-coast = Land { $country } liegt nicht an der Küste: Die Teams können nur an der Küste landen.
lesson-landing-help = Wo jedes Team landet: Die App verteilt die Teams entlang der Küste. Wenn du das ändern willst, wähle hier ein anderes Land an der Küste – oder klicke auf der Landkarte erst das Land des Teams an und dann das Land an der Küste, in dem es landen soll.
lesson-landing-choice = Land { $country }
lesson-landing-swap = Land { $country } · mit { $team } tauschen
lesson-conquest-help = Wo die neuen Länder liegen: Die App schlägt für jedes Team ein Land vor, das noch kein Team hält und an ein Land dieses Teams grenzt (gibt es keines, eines an der Küste). Willst du das ändern, wähle hier ein anderes oder klicke auf der Landkarte ein Land an, das nicht ausgegraut ist.
lesson-gains-show = Wählen, wohin Armeen, Rohstoffe und Gebäude kommen ({ $count })
lesson-gains-hide = Liste ausblenden
lesson-gains-help = Die App stellt eine Armee dorthin, wo das Team die wenigsten hat, legt einen Rohstoff in das Land, das es zuletzt genommen hat, und baut ein Gebäude in dem ersten Land, das es genommen hat und das noch keines dieser Art hat. Willst du etwas in ein anderes Land setzen, wähle hier ein Land oder klicke erst die Zeile und dann ein Land des Teams auf der Landkarte an. Was von einem Wurf abhängt, kommt dorthin, wo die App es vorschlägt; du kannst es danach korrigieren.
lesson-gain-armies = { $count ->
    [one] +1 Armee
   *[other] +{ $count } Armeen
  }
lesson-gain-armies-lost = { $count ->
    [one] −1 Armee
   *[other] −{ $count } Armeen
  }
lesson-gain-resources = { $count ->
    [one] +1 Rohstoff
   *[other] +{ $count } Rohstoffe
  }
lesson-gain-resources-lost = { $count ->
    [one] −1 Rohstoff
   *[other] −{ $count } Rohstoffe
  }
lesson-gain-proposed = Land { $country }, wie vorgeschlagen
lesson-gain-spread = Wie vorgeschlagen: Länder { $countries }
lesson-gain-all-in = Alle in Land { $country } ({ $armies ->
    [one] 1 Armee
   *[other] { $armies } Armeen
  })
lesson-map-no-gain = Nichts aus diesem Eintrag kann in Land { $country } kommen: Klicke ein Land eines der Teams in der Liste an.
lesson-map-no-conquest = Kein Team kann jetzt Land { $country } nehmen: Ein neues Land muss eines sein, das noch kein Team hält, und an ein Land des Teams grenzen (gibt es keines, muss es an der Küste liegen).
projector-map-letter = { $country } | { $letter }{ $armies }: Land { $country }, Team { $letter }, { $armies } { $armies ->
        [one] Armee
       *[other] Armeen
    }
projector-map-independent = schraffiert: unabhängig
projector-map-resources = brauner Punkt mit Zahl: Rohstoffe
projector-map-changed = gelb hinterlegt: gerade geändert
projector-map-slave-ships = mit Sklavenschiff: { $letters }
projector-map-fight-armies = Land { $from }: { $attacking }, Land { $target }: { $defending }
projector-map-fight-throw = Wurf { $n }: { $attacker } gegen { $defender }
phone-map-legend = Eure Länder sind in eurer Farbe, mit ihren Armeen (Land | Armeen). Grau: Länder anderer Teams; weiß: unabhängige Länder; beige: noch kein Team.

## "What if?": the class's choices in games played at random from its own start
what-if-title = Was wäre, wenn – im Durchschnitt? Dieselben Situationen, { $games }-mal mit zufälligen Karten durchgespielt (der Durchschnitt des Spiels, nicht eurer Klasse)
what-if-choice = Entscheidung
what-if-gold = Gold am Ende
what-if-prestige = Ansehen am Ende
what-if-legend = Partien mit { $teams } { $teams ->
    [one] Team
   *[other] Teams
} und derselben Ausgangslage wie in dieser Klasse; jede Entscheidung trifft der Zufall. Jede Zahl ist der Durchschnitt, in Klammern der Bereich, in dem die mittleren 50 % der Teams landeten.
what-if-compare = Im Vergleich zu „{ $b }“ brachte die Entscheidung „{ $a }“ im Durchschnitt { $gold } und { $prestige }; viele Teams landeten darüber oder darunter.
what-if-more-gold = { $n } Gold mehr
what-if-less-gold = { $n } Gold weniger
what-if-same-gold = etwa gleich viel Gold
what-if-more-prestige = { $n } { $n ->
    [one] Ansehenspunkt
   *[other] Ansehenspunkte
} mehr
what-if-less-prestige = { $n } { $n ->
    [one] Ansehenspunkt
   *[other] Ansehenspunkte
} weniger
what-if-same-prestige = etwa gleich viel Ansehen
what-if-caveat = Diese Zahlen zählen nur, was das Spiel euren Nationen gebracht hat. Was jede Entscheidung den Menschen in den Kolonien angetan hat, steht nicht darin: Darüber sprecht ihr.
what-if-working = Die App rechnet aus, was der Zufall ergeben hätte …
results-what-if-show = „Was wäre, wenn?“ ins Beamerbild
results-what-if-hide = Beamerbild zurück zur Frage
## The film as a file, and the poster
results-save-film = Film als animiertes Bild (PNG)
film-saved = Film gespeichert in { $path }
film-not-saved = Der Film konnte nicht in { $path } gespeichert werden: { $why }
cli-film-no-map = Diese Klasse hat auf dem eigenen Spielbrett gespielt: Ohne die Landkarte der App gibt es keinen Film.

## Eine Stunde verlassen, in der etwas nicht gespeichert ist, und die Kopie, die solange aufbewahrt wird
leave-not-saved = Noch nicht gespeichert: Die letzten Eingaben gibt es nur in diesem Fenster.
leave-copy-kept = Eine Kopie liegt in { $folder }. Beim nächsten Start bietet die App an, sie in die Klassendatei zurückzuholen.
leave-no-copy = Auf diesem Computer ließ sich nirgends eine Kopie anlegen. Speichere die Klassendatei auf einem USB-Stick, bevor du die Stunde verlässt.
leave-save-elsewhere = Anderswo speichern …
leave-stay = Zurück zur Stunde
leave-anyway = Verlassen (die Kopie bleibt)
leave-anyway-lost = Verlassen, die letzten Eingaben gehen verloren
leave-waiting = Wird gespeichert … Die Stunde schließt, sobald alles gespeichert ist.
leave-saved-elsewhere = Gespeichert in { $folder }. Öffne sie in der nächsten Stunde dort mit „Klassendatei öffnen …“.
start-recovered = Am Ende der Stunde nicht in die Klassendatei gespeichert: { $class } ({ $entries ->
    [one] 1 Eingabe
   *[other] { $entries } Eingaben
}). Eine Kopie wurde aufbewahrt.
start-put-back = Zurückholen
start-put-back-done = Zurückgeholt: { $path }
devices-joining-paused = Mehrere Geräte probieren falsche Codes aus: Eingetippte Codes sind { $seconds ->
    [one] 1 Sekunde
   *[other] { $seconds } Sekunden
} lang gesperrt. Ein Team tritt trotzdem mit seinem eigenen QR-Code bei (Code-Zettel, oder „Code“ bei den Team-Geräten); bereits beigetretene Geräte machen weiter.
devices-source-waits = Beitritte von { $address } abgewiesen: { $wrong ->
    [one] 1 falscher Code
   *[other] { $wrong } falsche Codes
} in einer Minute, darum wartet diese Adresse { $minutes ->
    [one] 1 Minute
   *[other] { $minutes } Minuten
}. Kein anderes Gerät wird aufgehalten.
one-choice-title = Eine Entscheidung anders, mit denselben Würfeln
one-choice-help = Wähle ein Team und dann die Karte, die es bei einer seiner Entscheidungen stattdessen hätte legen können. Die App spielt das Spiel dieser Klasse noch einmal: Nur diese eine Karte ist anders, alle Würfe und alle aus dem Beutel gezogenen Rohstoffe bleiben, wie sie waren. Die Klassendatei bleibt, wie sie ist.
one-choice-team = Team:
one-choice-decisions = Die Entscheidungen von { $team }
one-choice-laid = { $step }: „{ $card }“ gelegt
one-choice-instead = Stattdessen: „{ $card }“
one-choice-headline = Hätte { $team } bei „{ $step }“ die Karte „{ $instead }“ statt „{ $laid }“ gelegt, hätte das Team mit denselben Würfeln am Ende { $gold } Gold ({ $gold-rank }) und { $prestige } { $prestige ->
        [one] Ansehenspunkt
       *[other] Ansehenspunkte
    } ({ $prestige-rank }) gehabt. Tatsächlich waren es { $was-gold } Gold und { $was-prestige } { $was-prestige ->
        [one] Ansehenspunkt
       *[other] Ansehenspunkte
    }.
one-choice-headline-you = Hättet ihr bei „{ $step }“ die Karte „{ $instead }“ statt „{ $laid }“ gelegt, hättet ihr mit denselben Würfeln am Ende { $gold } Gold ({ $gold-rank }) und { $prestige } { $prestige ->
        [one] Ansehenspunkt
       *[other] Ansehenspunkte
    } ({ $prestige-rank }) gehabt. Tatsächlich hattet ihr { $was-gold } Gold und { $was-prestige } { $was-prestige ->
        [one] Ansehenspunkt
       *[other] Ansehenspunkte
    }.
one-choice-rank = Platz { $now } statt { $was }
one-choice-rank-same = Platz { $now } wie im Spiel
one-choice-others-title = Für die anderen Teams
one-choice-others-none = Für die anderen Teams hätte sich nichts geändert.
one-choice-other = { $team }: { $gold } Gold statt { $was-gold }, { $prestige } { $prestige ->
        [one] Ansehenspunkt
       *[other] Ansehenspunkte
    } statt { $was-prestige }
one-choice-map-title = Auf der Landkarte
one-choice-country-free = Land { $n } hätte am Ende keinem Team gehört – im Spiel gehörte es { $holder }.
one-choice-country-taken = Land { $n } hätte am Ende { $holder } gehört (im Spiel keinem Team).
one-choice-country-held = Land { $n } hätte am Ende { $holder } gehört, nicht { $former }.
one-choice-countries-more = { $count ->
    [one] und ein weiteres Land
   *[other] und { $count } weitere Länder
}
one-choice-independent = den Menschen, die dort leben (unabhängig)
one-choice-adjusted = { $count ->
    [one] Ein späterer Eintrag ließ sich nicht so spielen, wie die Klasse ihn eingegeben hat (zum Beispiel ein Angriff aus einem Land, das das Team nicht gehalten hätte, oder eine Karte, die es nicht hätte bezahlen können): An dieser Stelle hat die App den Vorschlag nach den Regeln übernommen.
   *[other] { $count } spätere Einträge ließen sich nicht so spielen, wie die Klasse sie eingegeben hat (zum Beispiel ein Angriff aus einem Land, das das Team nicht gehalten hätte, oder eine Karte, die es nicht hätte bezahlen können): An diesen Stellen hat die App die Vorschläge nach den Regeln übernommen.
}
one-choice-dropped = { $count ->
    [one] Ein Eintrag wurde nicht mehr gebraucht (ein Kampf, den es nicht gegeben hätte).
   *[other] { $count } Einträge wurden nicht mehr gebraucht (Kämpfe, die es nicht gegeben hätte).
}
one-choice-not-a-decision = Dieser Eintrag ist keine Entscheidung eines Teams: Wähle eine aus der Liste.
one-choice-show = „Eine Entscheidung anders“ ins Beamerbild
one-choice-hide = Beamerbild zurück zu den Ranglisten
one-choice-as-played = So hat die Klasse gespielt
one-choice-changed = Mit einer anderen Entscheidung
one-choice-close = Schließen
one-choice-another = Eine andere Entscheidung
one-choice-turn = „{ $card }“ statt „{ $laid }“ bei „{ $step }“ – dann hättet ihr am Ende { $gold } Gold und { $prestige } { $prestige ->
        [one] Ansehenspunkt
       *[other] Ansehenspunkte
    } gehabt.
one-choice-turn-most-gold = Am meisten Gold:
one-choice-turn-least-gold = Am wenigsten Gold:
one-choice-turn-most-prestige = Am meisten Ansehen:
phone-end-turning = Mit denselben Würfeln, jeweils eine Karte anders:
one-choice-turn-most-both = Am meisten Gold und Ansehen:
cli-out-extension = { $path }: Diese Datei wird als .{ $ext } gespeichert. Gib einen Namen an, der auf .{ $ext } endet.
limit-whys = die Begründungen der Teams für ihre Karten sind zu viele oder zu lang ({ $found }; höchstens { $max } erlaubt)
phone-why = Warum wählt ihr diese Karte? Wenn ihr wollt, in ein, zwei Sätzen – für die Auswertung. Vor dem Spielende liest das niemand, auch nicht eure Lehrkraft; danach liest sie es zuerst und entscheidet, was die Klasse sieht.
phone-why-send = Begründung senden
phone-why-short = Warum ihr sie wählt (wenn ihr wollt; vor dem Ende liest es niemand):
phone-your-rebellions = { $count ->
    [one] Der Aufstand in euren Kolonien ist in Land { $countries }.
   *[other] Die Aufstände in euren Kolonien sind in den Ländern { $countries }.
  }
phone-why-sent = ✓ Eure Begründung ist mit eurer Karte angekommen.
phone-why-too-long = Das ist zu lang: höchstens { $max } Zeichen.
whys-title = In den Worten der Teams
whys-help = Warum die Teams diese Karten gelegt haben, so wie sie es auf ihren Geräten geschrieben haben. Nur du siehst es, bis du es ins Beamerbild holst: Blende aus, was nicht gezeigt werden soll.
whys-open = „
whys-close = “
whys-hide-one = Vor der Klasse ausblenden
whys-show-one = Wieder einblenden
whys-projector-show = Begründungen der Teams ins Beamerbild
whys-projector-hide = Beamerbild zurück zur Frage
projector-whys = In den Worten der Teams
projector-whys-empty = Die Begründungen der Teams erscheinen hier, sobald eure Lehrkraft sie aufdeckt.
whys-laid = legte „{ $card }“
phone-end-ask = Euer eigenes „Was wäre, wenn“: Wählt eine eurer Entscheidungen und dann eine Karte, die ihr dort hättet legen können. Die App spielt euer Spiel noch einmal, mit dieser einen Karte anders und denselben Würfeln.
phone-end-laid = Ihr habt „{ $laid }“ gelegt. Stattdessen:
one-choice-film = Beide Spiele als Film, ab dieser Entscheidung
phone-end-journey = Euer Gold und euer Ansehen am Ende jeder Phase:
phone-end-phase = { $phase }: { $gold } Gold, { $prestige ->
    [one] 1 Ansehenspunkt
   *[other] { $prestige } Ansehenspunkte
  }

## Wer den Bildschirm der Lehrkraft sehen kann: die Klasse (so ist es eingestellt) oder nur die Lehrkraft

posture-shared = Klasse sieht mit
posture-private = Klasse sieht nicht mit
posture-ask-title = Siehst nur du diesen Bildschirm?
posture-ask-body = Wähle das nur, wenn der Beamer ein eigenes Bild zeigt (erweiterter Desktop, keine Kopie dieses Bildschirms) und das Beamerbild dort liegt. Dieser Bildschirm zeigt dann die Karten, die du eintippst, wohin neue Länder gehen, die Folgen, die Codes der Teams und ihre Begründungen. Der Laptop merkt es sich; ein Klick auf „Klasse sieht nicht mit“ oben nimmt es zurück.
posture-ask-yes = Nur ich sehe ihn: Karten anzeigen
posture-ask-no = Nein, die Klasse sieht ihn
menu-class-view = Beamerbild hier (F5)
class-view-back = Bildschirm der Lehrkraft (F5)
class-view-window = Beamerbild in einem eigenen Fenster
class-keys-opening = Enter: zur ersten Situation
class-keys-revealed = Enter: nächste Situation · Strg+Z: eine Karte ändern
class-keys-shown = Die Karten sind aufgedeckt: Trag die Würfel der Klasse auf dem Bildschirm der Lehrkraft ein (F5), dann „Aufdecken“.
class-keys-cards = Markiert: { $team } · 1, 2, 3: seine Karte (bleibt verdeckt) · Tab: nächstes Team · Enter: aufdecken
class-keys-invest = Markiert: { $team } · Armeen, Leertaste, Ackerbauwürfe, z. B. 2 1 (wird nie angezeigt); nach einer vollständigen Zahl geht es von selbst weiter · Tab: nächstes Team · Enter: bestätigen
class-keys-attack = { $team } darf angreifen · ← →: von welchem Land · ↑ ↓: welches Land · Enter: angreifen · Umschalt+Enter: keine weiteren Angriffe
class-keys-throw = Die Würfel der Klasse: erst der Angreifer, dann der Verteidiger (1–6) · Enter: würfeln · R: Rückzug
class-keys-occupy = ↑ ↓: Armeen, die nachrücken · Enter: nachrücken
class-keys-rebellions = Enter: die Aufstände dorthin, wo die App sie vorschlägt (zum Ändern: Bildschirm der Lehrkraft, F5)
class-keys-proceed = Enter: weiter
class-keys-over = F5: Bildschirm der Lehrkraft, für die Auswertung
lesson-turn-over = Karten aufdecken, dann würfeln
lesson-cards-keys-shared = Die Klasse sieht diesen Bildschirm: Tippe jede Karte mit ihrer Taste (1–3) für das markierte Team ein; in seiner Zeile steht nur, dass sie da ist. Tab überspringt ein Team; Enter deckt alle auf.
lesson-cards-keys-shown = Die Karten sind aufgedeckt: Trag unten die Würfel der Klasse ein, dann „Aufdecken“. Eine falsch eingetippte Karte lässt sich noch ändern.
lesson-cards-keys-changing = Die Karten sind aufgedeckt: Ändere eine Karte oder welches neue Land ein Team nimmt (hier oder auf der Landkarte), dann „Aufdecken“.
lesson-card-in = ✓ Da
lesson-card-waiting = Fehlt noch
lesson-invest-keys-shared = Die Klasse sieht diesen Bildschirm: Tippe die Armeen des markierten Teams ein, drücke die Leertaste und tippe seine Ackerbauwürfe ein (2 1); in seiner Zeile steht nur, dass sie da sind. Nach einer vollständigen Zahl ist von selbst das nächste Team markiert; Tab: nächstes Team; Enter bestätigt.
lesson-invest-device-row = Die Investition von { $team } kam von seinem Gerät. Die Rücktaste löscht sie; dann tippe die des Teams ein.
lesson-map-after-reveal = Neue Länder gehen dorthin, wo die App es vorschlägt, denn vor dem Aufdecken zeigt der Bildschirm keine Karte. Soll eines woandershin, deck auf und wähle dann „Eine Karte ändern“.
devices-blank-code = Die Klasse sieht diesen Bildschirm im Beamerbild. Schalte zuerst das Beamerbild dunkel (die Taste „Blank“ oder „AV-Mute“ auf der Fernbedienung; unter Windows Windows+P und „Nur PC-Bildschirm“), dann zeig den Code. Er verschwindet nach 30 Sekunden von selbst oder sobald das Team beigetreten ist.
devices-code-shown-blank = Sichtbar, weil du das Beamerbild dunkel geschaltet hast: Der Code verschwindet nach 30 Sekunden von selbst, oder sobald das Team beigetreten ist.
devices-blank-slips = Die Klasse sieht diesen Bildschirm im Beamerbild, und die Zettel öffnen sich mit den Codes aller Teams. Schalte zuerst das Beamerbild dunkel (die Taste „Blank“ oder „AV-Mute“ auf der Fernbedienung; unter Windows Windows+P und „Nur PC-Bildschirm“), drucke die Zettel und schließe sie, bevor das Beamerbild zurückkommt.
devices-blank-done = Das Beamerbild ist dunkel: anzeigen
devices-blank-cancel = Abbrechen
whys-help-shared = Warum die Teams diese Karten gelegt haben, so wie sie es auf ihren Geräten geschrieben haben. Die Klasse sieht diesen Bildschirm, darum bleibt jede Begründung verdeckt, bis du sie aufdeckst: Lies sie vorher auf dem Auswertungsbogen, oder deck eine nach der anderen auf und blende aus, was nicht gezeigt werden soll.
whys-covered = Eine Begründung, verdeckt
whys-hidden = Vor der Klasse ausgeblendet
whys-uncover = Einblenden
results-what-if-ready = Ausgerechnet. Die Klasse sieht diesen Bildschirm: Es erscheint, wenn du es der Klasse zeigst.
phone-cards-turned-over = Die Karten sind aufgedeckt: Eure lässt sich nicht mehr ändern.
phone-card-turned-over = Eure Karte { $card } ist aufgedeckt. Würfelt, wenn eure Lehrkraft darum bittet.
lesson-draft-broken = Die Karten, die vor dem Schließen der App gelegt waren, ließen sich nicht alle wieder lesen ({ $file }): { $cards ->
    [one] 1 Karte ist noch da
   *[other] { $cards } Karten sind noch da
}. Lass die anderen noch einmal legen.

# Die Namen der Dateien, die die App für eine Klasse schreibt (ohne .pdf, .csv oder .png).
file-board = spielbrett
file-board-a3 = spielbrett-a3
file-board-2x2 = spielbrett-2x2
file-debrief-sheet = auswertungsbogen
file-debrief-worksheet = arbeitsblatt-zur-auswertung
file-phase-forms = phasenbögen
file-teacher-cards = phasenkarten-für-die-lehrkraft
file-teacher-cards-played = phasenkarten-sklavenhandel-gespielt
file-rules-summary = regelübersicht
file-background = hintergrundtext
file-background-basic = was-wirklich-geschah
file-country-sheet = länderblatt
file-card-slips = karten-für-die-teams
file-lesson-plan = handreichung
file-poster = plakat
file-code-slips = zugangscodes
file-score-sheet = wertungsbogen
file-score-sheet-filled = wertungsbogen-ausgefüllt
file-results = ergebnisse
file-decisions = entscheidungen
file-film = film
