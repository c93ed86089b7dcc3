## Die Stunde: was die Lehrkraft vorliest, was nach dem Aufdecken an der Wand steht, und
## die Hinweise für die Lehrkraft. Unsere eigene Fassung der vereinfachten Colony-Regeln.

lesson-title = Colony: vierhundert Jahre im Klassenzimmer

## Phasen: Name und Einleitung, die zu Beginn jeder Phase vorgelesen wird

phase-landing = Landung
phase-landing-intro = Die ersten hundert Jahre. Eure Schiffe haben den Ozean überquert und eine Küste erreicht, die für euch neu ist. Für die Menschen, die dort leben, ist sie nicht neu: Sie haben ihre eigenen Städte, Felder, Herrscher und Götter, und sie leben hier seit Tausenden von Jahren.
phase-expansion = Ausbreitung
phase-expansion-intro = Hundert Jahre später. Eure Siedlungen an der Küste sind gewachsen. Jetzt richtet sich euer Blick ins Landesinnere, wo noch mehr Land, mehr Waren und mehr Menschen warten.
phase-economy = Wirtschaft
phase-economy-intro = Das dritte Jahrhundert. Jetzt sollen die Kolonien Geld bringen. Plantagen, Bergwerke, Straßen und Häfen brauchen Arbeitskräfte, und irgendjemand entscheidet, wer diese Arbeit tun muss.
phase-independence = Unabhängigkeit
phase-independence-intro = Die letzten hundert Jahre. Die Menschen in euren Kolonien wollen nicht länger aus der Ferne regiert werden. Die Zeit der Weltreiche geht zu Ende.

## Phase 1: Situationen und Wahlmöglichkeiten, so wie die Klasse sie hört

p1-landing = Eure Schiffe erreichen die Küste. Jede Nation nimmt ein Land an der Küste, mit einer Armee und einer Ladung Waren.
p1-contact = Die Menschen, die an dieser Küste leben, kommen zum Strand, um euch zu treffen. Es sind viele, und sie sind neugierig. Was tut ihr?
p1-contact-fight = Ihr greift sie an und nehmt ihr Land.
p1-contact-trade = Ihr treibt Handel mit ihnen.
p1-contact-ignore = Ihr lasst sie in Ruhe.
p1-expansion = Eure erste Siedlung ist vorerst sicher. Worauf konzentriert ihr euch jetzt?
p1-expansion-conquer = Ihr zieht weiter und nehmt ein weiteres Land.
p1-expansion-search = Ihr durchsucht eure erste Kolonie nach Reichtümern.

## Zwischen den Phasen

investment = Zeit zu investieren. Jede Nation bekommt ein Gold für jede Ladung Waren in ihren Kolonien. Ihr könnt Gold für Armeen oder für Felder ausgeben, jeweils ein Gold. Behaltet etwas zurück: Am Ende entscheidet das Gold, wer gewinnt.

## Phase 2

p2-expansion = Eure Nation will mehr. Für ein Gold könnt ihr entweder Soldaten schicken, die ein neues Land erobern, oder einen Hafen bauen, um eure Waren nach Hause zu verschiffen.
p2-expansion-conquer = Ihr zahlt ein Gold und erobert ein neues Land.
p2-expansion-port = Ihr zahlt ein Gold und baut einen Hafen.
p2-church = Die Kirche möchte Missionare in eure Kolonien schicken. Sie wollen Kirchen bauen und die Menschen dort bekehren.
p2-church-allow = Ihr lasst die Missionare kommen.
p2-church-refuse = Ihr sagt der Kirche ab.
p2-contact = Tief im Landesinneren treffen eure Soldaten auf Völker, die noch nie einen Europäer gesehen haben. Was tut ihr?
p2-contact-fight = Ihr kämpft gegen sie.
p2-contact-trade = Ihr treibt Handel mit ihnen.
p2-contact-ignore = Ihr zieht an ihnen vorbei.

## Phase 3

p3-slavery = Eure Plantagen brauchen viel mehr Arbeitskräfte, als es in euren Kolonien gibt. Sklavenhändler bieten an, Menschen aus Afrika in Ketten herzubringen, die ohne Lohn für euch arbeiten müssen.
p3-slavery-yes = Ihr lasst euch auf den Sklavenhandel ein.
p3-slavery-no = Ihr lehnt ihn ab.
p3-infrastructure = Eure Kolonien müssen ausgebaut werden. Was baut ihr?
p3-infrastructure-city = Eine Stadt.
p3-infrastructure-railway = Eine Eisenbahn.
p3-infrastructure-trading-post = Einen Handelsposten.
p3-wars = Die anderen Nationen sind jetzt eure direkten Nachbarn, und ihre Kolonien sind reich. Zieht ihr in den Krieg, um sie euch zu holen?
p3-wars-yes = Ja, wir greifen an.
p3-wars-no = Nein, wir verteidigen uns nur.

## Phase 4

p4-monopolies = Wer beherrscht den Handel? Die Nation mit den meisten Waren einer Sorte bekommt das Monopol darauf.
p4-rebellions = Die Menschen in euren Kolonien erheben sich gegen eure Herrschaft. Wo die Wut am größten ist, brechen Aufstände aus.
p4-rebellion-choice = Die Aufständischen fordern ihre Freiheit. Wie antwortet ihr?
p4-rebellion-fight = Ihr schickt die Armee gegen sie.
p4-rebellion-negotiate = Ihr verhandelt mit ihnen.
p4-government = Eure Kolonien werden unabhängig. Welche Regierungsform hinterlasst ihr?
p4-government-democracy = Eine Demokratie.
p4-government-monarchy = Eine Monarchie.
p4-government-dictatorship = Eine Diktatur.

## Was nach dem Aufdecken an der Wand steht: ein Satz für jede Karte

p1-contact-fight-outcome = { $team } hat die Menschen an der Küste angegriffen. Wer auch immer gewann: Menschen starben, und Dörfer brannten.
p1-contact-trade-outcome = { $team } hat mit den Menschen an der Küste gehandelt: Ware gegen Ware, vorerst auf Augenhöhe.
p1-contact-ignore-outcome = { $team } hat die Menschen an der Küste in Frieden gelassen.
p1-expansion-conquer-outcome = { $team } ist weitergezogen und hat den Menschen dort ein weiteres Land genommen.
p1-expansion-search-outcome = { $team } hat die erste Kolonie nach Gold und anderen Reichtümern durchsucht.
p2-expansion-conquer-outcome = { $team } hat Soldaten bezahlt und ein neues Land erobert.
p2-expansion-port-outcome = { $team } hat einen Hafen gebaut, um Waren nach Hause zu verschiffen.
p2-church-allow-outcome = { $team } hat die Missionare hereingelassen. Kirchen wurden gebaut, und viele Menschen wurden gezwungen, ihren eigenen Glauben aufzugeben.
p2-church-refuse-outcome = { $team } hat die Kirche abgewiesen. In Rom war man darüber nicht erfreut.
p2-contact-fight-outcome = { $team } hat Krieg gegen die Völker im Landesinneren geführt.
p2-contact-trade-outcome = { $team } hat mit den Völkern im Landesinneren gehandelt.
p2-contact-ignore-outcome = { $team } ist an den Völkern im Landesinneren vorbeigezogen, und sie haben die Felder der Kolonie niedergebrannt.
p3-slavery-yes-outcome = { $team } hat versklavte Afrikanerinnen und Afrikaner gekauft. Man hat sie aus ihren Familien gerissen und gezwungen, ohne Lohn auf den Plantagen zu arbeiten.
p3-slavery-no-outcome = { $team } hat den Sklavenhandel abgelehnt.
p3-infrastructure-city-outcome = { $team } hat eine Stadt gebaut, mit Soldaten, die sie bewachen.
p3-infrastructure-railway-outcome = { $team } hat eine Eisenbahn gebaut, die Waren aus dem Landesinneren an die Küste bringt.
p3-infrastructure-trading-post-outcome = { $team } hat einen Handelsposten eröffnet, der Waren aus allen Kolonien sammelt.
p3-wars-yes-outcome = { $team } rüstet zum Krieg gegen die anderen Nationen.
p3-wars-no-outcome = { $team } hält sich aus den Kriegen heraus und treibt weiter Handel.
p4-rebellion-fight-outcome = { $team } hat die Armee gegen die Aufständischen geschickt.
p4-rebellion-negotiate-outcome = { $team } hat mit den Aufständischen verhandelt und einen Teil des Reichtums abgegeben.
p4-government-democracy-outcome = { $team } hinterlässt eine Demokratie: Die Menschen wählen ihre Regierung selbst.
p4-government-monarchy-outcome = { $team } hinterlässt einen König oder eine Königin auf dem Thron.
p4-government-dictatorship-outcome = { $team } hinterlässt einen Diktator, der dafür sorgt, dass der Reichtum zu wenigen fließt.

## Hinweise für die Lehrkraft (auf dem Bildschirm der Lehrkraft und den Karten, nie an der Wand)

p1-landing-note = Pro Team einen Spielstein auf ein Küstenland, dazu eine Armee und einen Marker aus dem Beutel.
p1-contact-note = Kämpfen kann ein Land bringen, kostet aber immer Ansehen. Lass die Teams diskutieren, bevor sie ihre Karten legen.
p1-expansion-note = Die Suche bringt nur bei einer 3 oder mehr etwas.
p2-expansion-note = Beide Karten kosten ein Gold; ein Team ohne Gold kann sie nicht wählen und muss eine andere Karte nehmen.
p2-church-note = Die Mission brachte Ansehen zu Hause, kostete aber einen Marker: Land und Arbeit der Kirche kamen aus der Kolonie.
p2-contact-note = Wer die Völker im Landesinneren übergeht, verliert einen Marker: Sie wehren sich.
p3-slavery-note = Sag deutlich, dass der Sklavenhandel ein Verbrechen an Millionen Menschen war. Das Spiel zählt Ansehen, nicht das Leid; die Auswertung muss es benennen.
p3-infrastructure-note = Die Stadt bringt eine Armee in jedem Land, die Eisenbahn vier Marker in einem Land, der Handelsposten zwei Marker in jedem Land.
p3-wars-note = Nur Teams mit „Ja“ dürfen angreifen, in Sitzreihenfolge. Zwei aus der Klasse würfeln vorne, jede Seite mit einem Würfel.
investment-note = Zuerst ein Gold pro Marker, dann gibt jedes Team aus: ein Gold pro Armee oder pro Wurf für ein Feld (3 bis 6 bringt einen Marker).
p4-monopolies-note = Jedes Produkt zählen: Die meisten Marker bekommen die Monopolkarte und ein Ansehen; bei Gleichstand wird gewürfelt.
p4-rebellions-note = Ein Aufstand pro Team dort, wo es die meisten Armeen und keine Stadt hat, einer in jeder Stadt, einer mehr für die zwei Teams mit dem geringsten Ansehen.
p4-rebellion-choice-note = Kämpfen kostet zwei Armeen pro Aufstand; ohne Armeen würfelt das Team gegen die Aufständischen. Verhandeln kostet zwei Marker pro Aufstand und bringt zwei Ansehen.
p4-government-note = Die letzte Entscheidung macht aus Waren Gold. Frag die Klasse, wer mit der Regierung leben muss, wenn die Europäer weg sind.

## Auswertung: Fragen mit den Fakten aus dem Spiel der Klasse und der Geschichte hinter jeder Phase

debrief-nobody = niemand
debrief-landing-title = Phase 1: Landung
debrief-landing-q1 = Die Menschen an der Küste angegriffen: { $fought }. Mit ihnen gehandelt: { $traded }. Was hat jede Entscheidung eurer Nation gebracht, und was den Menschen an der Küste?
debrief-landing-q2 = Warum hat kein Team die Menschen an der Küste gefragt, ob sie euch dort haben wollten?
debrief-landing-q3 = Welche eurer Entscheidungen würdet ihr mit eurem heutigen Wissen noch einmal so treffen?
debrief-landing-background = 1492 erreichte Kolumbus im Auftrag Spaniens die Karibik; 1494 teilten Spanien und Portugal im Vertrag von Tordesillas die neu entdeckten Gebiete unter sich auf. Hernán Cortés eroberte 1519–1521 Tenochtitlan, die Hauptstadt der Azteken, Francisco Pizarro ab 1532 das Inkareich. Gewalt, Zwangsarbeit und Krankheiten wie die Pocken töteten innerhalb eines Jahrhunderts einen großen Teil der Bevölkerung Amerikas.
debrief-landing-sources = Quellen: Alfred W. Crosby, The Columbian Exchange (1972); Wolfgang Reinhard, Die Unterwerfung der Welt (2016).
debrief-expansion-title = Phase 2: Ausbreitung
debrief-expansion-q1 = Missionare hereingelassen: { $church }. Die Kirche abgewiesen: { $refused }. Was brachte die Mission eurer Nation zu Hause, und was nahm sie den Menschen in den Kolonien?
debrief-expansion-q2 = Gegen die Völker im Landesinneren gekämpft: { $fought }. Wie haben diese Völker euch wohl gesehen?
debrief-expansion-q3 = Häfen und neue Länder kosten Gold. Wer hat am Ende dafür bezahlt?
debrief-expansion-background = Im 17. Jahrhundert bauten Handelsgesellschaften wie die englische Ostindien-Kompanie (1600) und die niederländische Vereinigte Ostindische Kompanie (1602) eigene Reiche auf. Mit den Eroberern kamen Missionare: Die Jesuitenreduktionen in Paraguay (1609–1767) sammelten Guaraní in Missionsdörfern, schützten sie vor Sklavenjägern, verdrängten aber auch ihre Lebensweise.
debrief-expansion-sources = Quellen: Jürgen Osterhammel, Kolonialismus. Geschichte, Formen, Folgen (1995); Wolfgang Reinhard, Die Unterwerfung der Welt (2016).
debrief-economy-title = Phase 3: Wirtschaft
debrief-economy-q1 = Auf den Sklavenhandel eingelassen: { $slavery }. Ihn abgelehnt: { $refused }. Wie viel Gold hat diese Entscheidung gebracht, und wie viel Ansehen hat sie gekostet? Kann man dafür überhaupt einen Preis angeben?
debrief-economy-q2 = Wer hat auf euren Plantagen, in euren Bergwerken und an euren Eisenbahnen gearbeitet, und wer hat den Gewinn behalten?
debrief-economy-q3 = Gegen andere Nationen in den Krieg gezogen: { $attacked }. Was hatten die Menschen in den umkämpften Ländern davon?
debrief-economy-background = Zwischen 1501 und 1866 wurden etwa 12,5 Millionen Afrikanerinnen und Afrikaner auf Sklavenschiffe nach Amerika gezwungen; etwa 10,7 Millionen überlebten die Überfahrt. Zucker-, Kaffee- und Baumwollplantagen beruhten auf ihrer unbezahlten Arbeit. Im 19. Jahrhundert brachten Eisenbahnen, etwa die ab 1853 in Britisch-Indien gebauten, Rohstoffe zu den Häfen. Auf der Berliner Konferenz 1884–1885 teilten europäische Staaten Afrika unter sich auf, ohne dass ein einziger Afrikaner dabei war.
debrief-economy-sources = Quellen: SlaveVoyages, Trans-Atlantic Slave Trade Database (slavevoyages.org); David Eltis und David Richardson, Atlas of the Transatlantic Slave Trade (2010).
debrief-independence-title = Phase 4: Unabhängigkeit
debrief-independence-q1 = Die Armee gegen die Aufständischen geschickt: { $fought }. Verhandelt: { $negotiated }. Welche Antwort hättet ihr als Aufständische lieber bekommen?
debrief-independence-q2 = Eine Diktatur hinterlassen: { $dictatorship }. Eine Demokratie hinterlassen: { $democracy }. Warum zahlt sich die Regierungsform im Spiel so unterschiedlich aus? Wer muss danach mit ihr leben?
debrief-independence-q3 = Vergleicht die beiden Ranglisten: am reichsten und am meisten angesehen. Was hat euch euer Ansehen gekostet – und was hat euer Gold andere gekostet?
debrief-independence-background = Haiti wurde 1804 unabhängig, nach dem einzigen Aufstand versklavter Menschen in der Geschichte, aus dem ein eigener Staat hervorging. Der größte Teil Spanisch-Amerikas wurde zwischen 1810 und 1825 unabhängig. Indien und Pakistan wurden 1947 unabhängig; allein 1960 waren es siebzehn afrikanische Staaten. Viele neue Staaten behielten Grenzen, Wirtschaft und Herrscher, die aus der Kolonialzeit stammten.
debrief-independence-sources = Quellen: Jürgen Osterhammel und Jan C. Jansen, Dekolonisation. Das Ende der Imperien (2013); Laurent Dubois, Avengers of the New World (2004).

## Namen der Schritte (Kopfzeile, Verlauf, Wand)

step-name-p1-landing = Landung
step-name-p1-contact = Kontakt an der Küste
step-name-p1-expansion = Ausbreitung
step-name-p1-investment = Investitionen
step-name-p2-expansion = Ausbreitung
step-name-p2-church = Die Kirche
step-name-p2-contact = Kontakt im Landesinneren
step-name-p2-investment = Investitionen
step-name-p3-slavery = Sklaverei
step-name-p3-infrastructure = Infrastruktur
step-name-p3-wars = Kolonialkriege
step-name-p3-investment = Investitionen
step-name-p4-monopolies = Monopole
step-name-p4-rebellions = Aufstände
step-name-p4-rebellion-choice = Umgang mit den Aufständen
step-name-p4-government = Unabhängigkeit: die Regierung

## An der Wand nach dem Aufdecken: was jede Wahl für Menschen bedeutete

p1-contact-fight-wall = Angriff auf die Menschen an der Küste: Wer auch gewann – Menschen starben, Dörfer brannten.
p1-contact-trade-wall = Handel mit den Menschen an der Küste: Ware gegen Ware, vorerst auf Augenhöhe.
p1-contact-ignore-wall = Die Menschen an der Küste blieben in Ruhe.
p1-expansion-conquer-wall = Wieder wurde den Menschen, die dort lebten, ein Land weggenommen.
p1-expansion-search-wall = Die erste Kolonie wurde nach Gold und anderen Reichtümern durchsucht – auf dem Land anderer Menschen.
p2-expansion-conquer-wall = Bezahlte Soldaten nahmen den Menschen dort ein neues Land weg.
p2-expansion-port-wall = Ein Hafen wurde gebaut, um die Waren der Kolonie nach Europa zu verschiffen.
p2-church-allow-wall = Missionare kamen; Kirchen wurden gebaut, und viele Menschen wurden gedrängt, ihren eigenen Glauben aufzugeben.
p2-church-refuse-wall = Die Kirche wurde abgewiesen, und Rom war verärgert.
p2-contact-fight-wall = Krieg gegen die Völker im Landesinneren: Menschen wurden getötet und von ihrem Land vertrieben.
p2-contact-trade-wall = Handel mit den Völkern im Landesinneren.
p2-contact-ignore-wall = Die Völker im Landesinneren wurden übergangen – und brannten die Felder der Kolonie nieder.
p3-slavery-yes-wall = Versklavte Afrikanerinnen und Afrikaner wurden gekauft: Menschen, mit Gewalt aus ihren Familien gerissen, lebenslang als Eigentum behandelt und zur Arbeit auf den Plantagen gezwungen. Viele starben schon auf der Überfahrt.
p3-slavery-no-wall = Der Sklavenhandel wurde abgelehnt.
p3-infrastructure-city-wall = Eine Stadt wurde gebaut, mit Soldaten zu ihrem Schutz.
p3-infrastructure-railway-wall = Eine Eisenbahn, gebaut von einheimischen Arbeitern, brachte die Waren aus dem Landesinneren an die Küste.
p3-infrastructure-trading-post-wall = Ein Handelsposten zog Waren aus allen Kolonien zusammen.
p3-wars-yes-wall = Bereit zum Krieg gegen andere Nationen: Die Menschen der Kolonien würden Soldaten und Opfer sein.
p3-wars-no-wall = Raus aus den Kriegen – der Handel geht weiter.
p4-rebellion-fight-wall = Die Armee wurde gegen die Menschen geschickt, die sich erhoben hatten.
p4-rebellion-negotiate-wall = Die Kolonialmacht verhandelte mit den Aufständischen und gab einen Teil ihres Reichtums ab.
p4-government-democracy-wall = Zurück blieb eine Demokratie: Die Menschen wählen ihre Regierung selbst.
p4-government-monarchy-wall = Zurück blieb ein König oder eine Königin auf dem Thron.
p4-government-dictatorship-wall = Zurück blieb ein Diktator, der den Reichtum einigen wenigen sichert.
