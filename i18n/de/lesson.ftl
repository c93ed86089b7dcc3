## Die Stunde: was die Lehrkraft vorliest, was das Beamerbild nach dem Aufdecken zeigt, und
## die Hinweise für die Lehrkraft. Unsere eigene Fassung des vereinfachten Colony-Spiels.

lesson-title = Colony: viereinhalb Jahrhunderte Kolonialismus in einem Spiel

## Phasen: Name und Einleitung, die zu Beginn jeder Phase vorgelesen wird. Das Spiel fasst etwa
## viereinhalb Jahrhunderte (1492 bis etwa 1960) in vier Phasen von je hundert Spieljahren zusammen.

phase-landing = Landung
phase-landing-intro = Phase 1 von 4, Spieljahre 1 bis 100. Das Spiel erzählt etwa viereinhalb Jahrhunderte Geschichte: von 1492 bis etwa 1960, in manchen Kolonien bis in die 1970er-Jahre. Jede der vier Phasen dauert hundert Spieljahre. Eure Schiffe haben den Ozean überquert und eine Küste erreicht, die für euch neu ist. Für die Menschen, die dort leben, ist sie nicht neu: Sie haben ihre eigenen Städte, Äcker, Anführer und Glaubensvorstellungen, sie leben hier seit Tausenden von Jahren, und sie entscheiden selbst, wie sie euch begegnen.
phase-expansion = Expansion
phase-expansion-intro = Phase 2 von 4, hundert Spieljahre später. Eure Siedlungen an der Küste sind gewachsen. Jetzt richtet eure Nation den Blick ins Landesinnere, auf Land, das anderen Völkern gehört. Manche von ihnen werden mit euch handeln, manche werden gegen euch kämpfen, und manche werden sich mit euch gegen ihre eigenen Feinde verbünden.
phase-economy = Wirtschaft
phase-economy-intro = Phase 3 von 4, wieder hundert Spieljahre später. Jetzt sollen eure Kolonien Reichtum bringen. Plantagen, Bergwerke, Straßen und Häfen brauchen Menschen, die dort arbeiten, und eure Nation entscheidet, wen sie dort arbeiten lässt – und wen sie dazu zwingt. Die Menschen in euren Kolonien wehren sich: Sie verweigern die Arbeit, sie fliehen, und sie erheben sich.
phase-independence = Unabhängigkeit
phase-independence-intro = Phase 4 von 4, die letzten hundert Spieljahre. Die Menschen in euren Kolonien lassen sich nicht länger aus der Ferne regieren. Sie organisieren sich, protestieren, streiken und greifen zu den Waffen, und die Zeit der Kolonialreiche geht zu Ende.

## Phase 1: Situationen und Optionen, so wie die Schülerinnen und Schüler sie hören

p1-landing = Eure Schiffe erreichen die Küste. Jede Nation gründet ihre erste Kolonie in einem Land an der Küste, in dem schon Menschen leben, mit einer Armee und einem Rohstoff.
p1-contact = Die Menschen, die an dieser Küste leben, kommen an den Strand. Es sind viele, und sie wollen herausfinden, wer ihr seid und was ihr wollt. Was tut ihr?
p1-contact-fight = Eure Nation greift sie an und nimmt ihnen ihr Land.
p1-contact-trade = Eure Nation treibt Handel mit ihnen.
p1-contact-ignore = Eure Nation lässt sie in Ruhe.
p1-expansion = Eure erste Kolonie ist vorerst sicher. Worauf konzentriert ihr euch als Nächstes?
p1-expansion-conquer = Eure Nation zieht weiter und erobert noch ein Land.
p1-expansion-search = Eure Nation durchsucht ihre erste Kolonie nach Reichtümern.

## Zwischen den Phasen

investment = Jetzt wird investiert. Jede Nation bekommt ein Gold für jeden Rohstoff in ihren Kolonien. Dann könnt ihr Gold ausgeben: Für ein Gold bekommt ihr eine Armee oder einen Ackerbauwurf (bei einer 3 bis 6 gibt es einen neuen Rohstoff). Behaltet etwas zurück: Am Ende des Spiels gewinnt die Nation mit dem meisten Gold.

## Phase 2

p2-expansion = Eure Nation will mehr. Für ein Gold könnt ihr Soldaten schicken, die ein neues Land erobern, oder einen Hafen bauen, um eure Rohstoffe nach Hause zu verschiffen.
p2-expansion-conquer = Eure Nation zahlt ein Gold und erobert ein neues Land.
p2-expansion-port = Eure Nation zahlt ein Gold und baut einen Hafen.
p2-church = Die Kirche möchte Missionare in eure Kolonien schicken. Sie wollen Kirchen bauen und die Menschen, die dort leben, bekehren.
p2-church-allow = Eure Nation lässt die Missionare kommen.
p2-church-refuse = Eure Nation weist die Missionare ab.
p2-contact = Tief im Landesinneren treffen eure Soldaten auf Völker, die von den Neuankömmlingen an der Küste gehört haben. Manche wollen mit euch handeln, andere wollen, dass ihr verschwindet. Was tut ihr?
p2-contact-fight = Eure Nation schickt Soldaten gegen sie.
p2-contact-trade = Eure Nation treibt Handel mit ihnen.
p2-contact-ignore = Eure Nation zieht an ihnen vorbei.

## Phase 3

p3-slavery = Die Pflanzer in euren Kolonien wollen viel mehr Menschen zur Arbeit zwingen, als dort leben. In West- und Zentralafrika verkaufen Sklavenhändler Männer, Frauen und Kinder, die Sklavenjäger verschleppt haben. Kaufleute eurer Nation wollen sie in Ketten übers Meer zu den Pflanzern bringen; sie und ihre Kinder wären lebenslang deren Eigentum. Jeder Siebte stirbt auf See. Erlaubt eure Regierung diesen Handel?
p3-slavery-yes = Eure Nation beteiligt sich am Sklavenhandel.
p3-slavery-no = Eure Nation lehnt den Sklavenhandel ab.
p3-slavery-discussed-text = Die Pflanzer in Amerika wollten viel mehr Menschen zur Arbeit zwingen, als dort lebten. An der Küste West- und Zentralafrikas kauften europäische Kaufleute Männer, Frauen und Kinder, die Sklavenjäger mit Gewalt gefangen genommen hatten. Die Kaufleute verschifften sie in Ketten über den Ozean und verkauften sie an die Pflanzer; sie und ihre Kinder waren lebenslang deren Eigentum. Etwa jeder Siebte starb auf der Überfahrt, viele schon vorher.
p3-infrastructure = Jetzt könnt ihr in euren Kolonien bauen. Was baut ihr?
p3-infrastructure-city = Eine Stadt.
p3-infrastructure-railway = Eine Eisenbahn.
p3-infrastructure-trading-post = Ein Handelsposten.
p3-wars = Die anderen Nationen sind jetzt eure direkten Nachbarn, und ihre Kolonien sind reich. Zieht ihr in den Krieg, um sie euch zu holen? Gekämpft wird in den Kolonien, und viele der Soldaten werden Menschen von dort sein.
p3-wars-yes = Eure Nation greift an.
p3-wars-no = Eure Nation greift nicht an und verteidigt sich nur.

## Phase 4

p4-monopolies = Wer beherrscht den Handel? Bei jedem Produkt bekommt die Nation mit den meisten Rohstoffen davon das Monopol.
p4-rebellions = In euren Kolonien sind die Bewegungen gegen eure Herrschaft stärker geworden. Wo eure Herrschaft am härtesten ist, erheben sich die Menschen, und es brechen Aufstände aus.
p4-rebellion-choice = Die Aufständischen fordern ihre Freiheit. Was antwortet ihr ihnen?
p4-rebellion-fight = Eure Nation schickt die Armee gegen sie.
p4-rebellion-negotiate = Eure Nation verhandelt mit ihnen.
p4-government = Die Menschen in euren früheren Kolonien haben ihre Unabhängigkeit erkämpft. Ihre neuen Regierenden suchen Partner im Ausland: Welche Regierungsform unterstützt eure Nation?
p4-government-democracy = Eine Demokratie.
p4-government-monarchy = Eine Monarchie.
p4-government-dictatorship = Eine Diktatur.

## Was jede Karte bewirkt hat, im Spielverlauf, in der CSV-Datei und auf dem Bildschirm der
## Lehrkraft: Der Teamname steht vorn, vor einem Doppelpunkt, damit jeder Name passt („Los
## Halcones“, „Die Holländer“); danach nennt „Das Team“ im Präteritum, wer es getan hat. Hat die
## Karte Menschen geschadet, ist „Die Nation“ (auf den Handys „Eure Nation“) das Subjekt, wie beim
## Sklavenhandel: Die Klasse spielt Nationen, sie tötet niemanden. Die Zeile „-you“ ist dasselbe für die Handys des Teams, die das Team mit „ihr“ anreden.

p1-contact-fight-outcome = { $team }: Die Nation griff die Menschen an der Küste an. Ganz gleich, wer gewann: Es wurden Menschen getötet und Dörfer niedergebrannt.
p1-contact-fight-outcome-you = Eure Nation hat die Menschen an der Küste angegriffen. Ganz gleich, wer gewann: Es wurden Menschen getötet und Dörfer niedergebrannt.
p1-contact-trade-outcome = { $team }: Das Team trieb Handel mit den Menschen an der Küste, vorerst auf Augenhöhe.
p1-contact-trade-outcome-you = Ihr habt mit den Menschen an der Küste Handel getrieben, vorerst auf Augenhöhe.
p1-contact-ignore-outcome = { $team }: Das Team ließ die Menschen an der Küste in Frieden.
p1-contact-ignore-outcome-you = Ihr habt die Menschen an der Küste in Frieden gelassen.
p1-expansion-conquer-outcome = { $team }: Die Nation eroberte mit Gewalt ein weiteres Land und nahm es den Menschen, die dort lebten.
p1-expansion-conquer-outcome-you = Eure Nation hat mit Gewalt ein weiteres Land erobert und es den Menschen genommen, die dort lebten.
p1-expansion-search-outcome = { $team }: Das Team durchsuchte seine erste Kolonie nach Reichtümern – auf Land, das den Menschen gehörte, die dort lebten.
p1-expansion-search-outcome-you = Ihr habt eure erste Kolonie nach Reichtümern durchsucht – auf Land, das den Menschen gehörte, die dort lebten.
p2-expansion-conquer-outcome = { $team }: Die Nation bezahlte Soldaten, die ein neues Land eroberten. Die Soldaten töteten die Menschen dort, vertrieben sie von ihrem Land oder zwangen sie zur Arbeit.
p2-expansion-conquer-outcome-you = Eure Nation hat Soldaten bezahlt, die ein neues Land eroberten. Die Soldaten töteten die Menschen dort, vertrieben sie von ihrem Land oder zwangen sie zur Arbeit.
p2-expansion-port-outcome = { $team }: Das Team baute einen Hafen, um die Rohstoffe der Kolonie nach Europa zu verschiffen.
p2-expansion-port-outcome-you = Ihr habt einen Hafen gebaut, um die Rohstoffe eurer Kolonie nach Europa zu verschiffen.
p2-church-allow-outcome = { $team }: Die Nation ließ die Missionare ins Land. Sie bauten Kirchen und drängten oder zwangen viele Menschen, ihren eigenen Glauben aufzugeben; viele bewahrten ihn im Geheimen oder verbanden ihn mit dem neuen Glauben.
p2-church-allow-outcome-you = Eure Nation hat die Missionare ins Land gelassen. Sie bauten Kirchen und drängten oder zwangen viele Menschen, ihren eigenen Glauben aufzugeben; viele bewahrten ihn im Geheimen oder verbanden ihn mit dem neuen Glauben.
p2-church-refuse-outcome = { $team }: Das Team wies die Kirche ab, und die Kirchenoberen in der Heimat waren verärgert.
p2-church-refuse-outcome-you = Ihr habt die Kirche abgewiesen, und die Kirchenoberen in der Heimat waren verärgert.
p2-contact-fight-outcome = { $team }: Die Nation schickte Soldaten gegen die Völker im Landesinneren. Ganz gleich, wer gewann: Es wurden Menschen getötet; wo die Soldaten siegten, wurden Menschen von ihrem Land vertrieben.
p2-contact-fight-outcome-you = Eure Nation hat Soldaten gegen die Völker im Landesinneren geschickt. Ganz gleich, wer gewann: Es wurden Menschen getötet; wo die Soldaten siegten, wurden Menschen von ihrem Land vertrieben.
p2-contact-trade-outcome = { $team }: Das Team trieb Handel mit den Völkern im Landesinneren, die ihre Preise selbst bestimmten.
p2-contact-trade-outcome-you = Ihr habt mit den Völkern im Landesinneren Handel getrieben; die Preise bestimmten sie selbst.
p2-contact-ignore-outcome = { $team }: Das Team zog an den Völkern im Landesinneren vorbei, aber die Äcker der Kolonie breiteten sich immer weiter auf das Land dieser Völker aus. Die Menschen dort wehrten sich und verwüsteten die Äcker.
p2-contact-ignore-outcome-you = Ihr seid an den Völkern im Landesinneren vorbeigezogen, aber die Äcker eurer Kolonie breiteten sich immer weiter auf das Land dieser Völker aus. Die Menschen dort wehrten sich und verwüsteten die Äcker.
p3-slavery-yes-outcome = { $team }: Die Nation beteiligte sich am Sklavenhandel. Ihre Kaufleute kauften versklavte Afrikanerinnen und Afrikaner, die Sklavenjäger mit Gewalt gefangen genommen und aus ihren Familien gerissen hatten, und verkauften sie an die Pflanzer in den Kolonien der Nation. Dort waren sie und ihre Kinder lebenslang deren Eigentum und mussten auf den Plantagen arbeiten. Viele waren schon unterwegs gestorben.
p3-slavery-yes-outcome-you = Eure Nation hat sich am Sklavenhandel beteiligt. Ihre Kaufleute kauften versklavte Afrikanerinnen und Afrikaner, die Sklavenjäger mit Gewalt gefangen genommen und aus ihren Familien gerissen hatten, und verkauften sie an die Pflanzer in euren Kolonien. Dort waren sie und ihre Kinder lebenslang deren Eigentum und mussten auf den Plantagen arbeiten. Viele waren schon unterwegs gestorben.
p3-slavery-no-outcome = { $team }: Das Team lehnte es ab, sich am Sklavenhandel zu beteiligen.
p3-slavery-no-outcome-you = Ihr habt es abgelehnt, euch am Sklavenhandel zu beteiligen.
p3-slavery-yes-discussed = Eine Nation, die sich beteiligt hätte, hätte ihre Kaufleute versklavte Afrikanerinnen und Afrikaner kaufen lassen: Menschen, die Sklavenjäger mit Gewalt gefangen genommen und aus ihren Familien gerissen hatten. Die Kaufleute hätten sie an die Pflanzer in den Kolonien dieser Nation verkauft; sie und ihre Kinder wären lebenslang deren Eigentum gewesen, und die Pflanzer hätten sie zur Arbeit gezwungen. Viele starben schon unterwegs.
p3-slavery-yes-discussed-game = Im Spiel hätte das drei Rohstoffe gebracht, einen Ansehenspunkt gekostet und ein Sklavenschiff auf die Landkarte gesetzt.
p3-slavery-no-discussed = Eine Nation, die abgelehnt hätte, hätte sich aus dem Sklavenhandel herausgehalten. Kaum eine Kolonialmacht der damaligen Zeit tat das.
p3-slavery-no-discussed-game = Im Spiel hätte das zwei Ansehenspunkte gebracht.
p3-slavery-prompt-1 = Wer verdiente am Sklavenhandel – in Afrika, in Europa und in den Kolonien?
p3-slavery-prompt-2 = Wie wehrten sich versklavte Menschen – auf den Schiffen und auf den Plantagen?
p3-slavery-prompt-3 = Warum lehnte damals kaum eine Kolonialmacht den Sklavenhandel ab?
p3-infrastructure-city-outcome = { $team }: Die Nation baute eine Stadt, in der Soldaten die Kolonialherren schützten.
p3-infrastructure-city-outcome-you = Eure Nation hat eine Stadt gebaut, in der Soldaten die Kolonialherren schützten.
p3-infrastructure-railway-outcome = { $team }: Die Nation ließ eine Eisenbahn bauen, die die Rohstoffe aus dem Landesinneren zur Küste brachte. Die Arbeiterinnen und Arbeiter wurden oft dazu gezwungen, und viele starben dabei.
p3-infrastructure-railway-outcome-you = Eure Nation hat eine Eisenbahn bauen lassen, die die Rohstoffe aus dem Landesinneren zur Küste brachte. Die Arbeiterinnen und Arbeiter wurden oft dazu gezwungen, und viele starben dabei.
p3-infrastructure-trading-post-outcome = { $team }: Das Team eröffnete einen Handelsposten, der Rohstoffe aus allen seinen Kolonien sammelte.
p3-infrastructure-trading-post-outcome-you = Ihr habt einen Handelsposten eröffnet, der Rohstoffe aus allen euren Kolonien sammelte.
p3-wars-yes-outcome = { $team }: Die Nation rüstete zum Krieg gegen die anderen Nationen. Die Menschen in den Kolonien würden in diesem Krieg Soldaten und Opfer sein.
p3-wars-yes-outcome-you = Eure Nation hat zum Krieg gegen die anderen Nationen gerüstet. Die Menschen in euren Kolonien würden in diesem Krieg Soldaten und Opfer sein.
p3-wars-no-outcome = { $team }: Das Team griff niemanden an und trieb weiter Handel.
p3-wars-no-outcome-you = Ihr habt niemanden angegriffen und weiter Handel getrieben.
p4-rebellion-fight-outcome = { $team }: Die Nation schickte ihre Armee gegen die Menschen, die sich erhoben hatten; ihre Soldaten töteten viele von ihnen.
p4-rebellion-fight-outcome-you = Eure Nation hat ihre Armee gegen die Menschen geschickt, die sich erhoben hatten; ihre Soldaten töteten viele von ihnen.
p4-rebellion-negotiate-outcome = { $team }: Die Nation verhandelte mit den Aufständischen und verzichtete auf einen Teil der Rohstoffe, die sie aus deren Land geholt hatte.
p4-rebellion-negotiate-outcome-you = Eure Nation hat mit den Aufständischen verhandelt und auf einen Teil der Rohstoffe verzichtet, die sie aus deren Land geholt hatte.
p4-government-democracy-outcome = { $team }: Das Team unterstützte eine Demokratie, in der die Menschen ihre Regierung selbst wählen sollten.
p4-government-democracy-outcome-you = Ihr habt eine Demokratie unterstützt, in der die Menschen ihre Regierung selbst wählen sollten.
p4-government-monarchy-outcome = { $team }: Die Nation unterstützte eine Monarchie: Ein König oder eine Königin regierte, und die Menschen hatten wenig oder nichts mitzubestimmen.
p4-government-monarchy-outcome-you = Eure Nation hat eine Monarchie unterstützt: Ein König oder eine Königin regierte, und die Menschen hatten wenig oder nichts mitzubestimmen.
p4-government-dictatorship-outcome = { $team }: Die Nation unterstützte einen Diktator, der dafür sorgte, dass der Reichtum zu einigen wenigen floss – und zu der Nation, die ihn stützte.
p4-government-dictatorship-outcome-you = Eure Nation hat einen Diktator unterstützt, der dafür sorgte, dass der Reichtum zu einigen wenigen floss – und zu eurer Nation.

## Was eine Nation getan hat, in wenigen Worten (das Plakat nennt die Taten der reichsten Nationen)

p1-contact-fight-did = die Menschen an der Küste angegriffen
p1-expansion-conquer-did = mit Gewalt ein weiteres Land erobert
p2-expansion-conquer-did = Soldaten für die Eroberung eines Landes bezahlt
p2-contact-fight-did = Soldaten gegen die Völker im Landesinneren geschickt
p3-slavery-yes-did = mit versklavten Afrikanerinnen und Afrikanern gehandelt
p4-rebellion-fight-did = die Armee gegen die Aufständischen geschickt
p4-government-democracy-did = eine Demokratie unterstützt
p4-government-monarchy-did = eine Monarchie unterstützt
p4-government-dictatorship-did = eine Diktatur unterstützt

## Hinweise für die Lehrkraft (auf dem Bildschirm der Lehrkraft und den Phasenkarten für die
## Lehrkraft, nie im Beamerbild)

p1-landing-note = Jedes Team nimmt ein Land an der Küste, das noch kein Team hält, mit einer Armee und einem Rohstoff (die App zieht ihn; auf Papier würfelt das Team ihn auf seinem Länderblatt aus).
p1-landing-every-nation = Jede Nation nahm den Menschen, die dort lebten, ein Land an der Küste: { $changes }.
p1-contact-note = Kämpfen kann ein Land bringen, kostet aber immer Ansehen. Die Teams diskutieren lassen, bevor sie ihre Karten verdeckt legen.
p1-expansion-note = Die Suche bringt nur bei einer 3 oder mehr einen Rohstoff.
p2-expansion-note = Beide Karten kosten ein Gold. Ein Team ohne Gold legt in diesem Schritt keine Karte, und für das Team ändert sich nichts.
p2-church-note = Wer die Missionare kommen lässt, bekommt einen Ansehenspunkt in der Heimat, verliert aber einen Rohstoff: Land und Arbeit für die Kirche kommen aus der Kolonie. Wer ablehnt, verliert einen Ansehenspunkt. Für Kastilien und Portugal war eine Ablehnung keine echte Möglichkeit: Die Bekehrung rechtfertigte die Eroberung, und die Krone lenkte die Kirche in ihren Kolonien (Patronato real in Kastilien, Padroado in Portugal).
p2-contact-note = Wer an den Völkern im Landesinneren vorbeizieht, verliert einen Rohstoff: Sie verteidigen ihr Land gegen die Siedler.
p3-slavery-note = Wer sich beteiligt, bekommt drei Rohstoffe und verliert einen Ansehenspunkt; wer ablehnt, bekommt zwei Ansehenspunkte. Das Spiel zählt Ansehen, nicht Leid. Auf Papier wird das Sklavenschiff auf dem Länderblatt des Teams angekreuzt, bei einem seiner Länder an der Küste.
p3-slavery-say = Deutlich sagen: Der Sklavenhandel war ein Verbrechen an Millionen Menschen, die sich wehrten.
p3-slavery-reveal = Der Sklavenhandel war ein Verbrechen an Millionen Menschen. Das Spiel zählt Ansehen, nicht Leid.
p3-infrastructure-note = Die Stadt bringt eine Armee in jedem Land des Teams und einen Rohstoff in ihrem eigenen Land, die Eisenbahn vier Rohstoffe in ihrem eigenen Land, der Handelsposten zwei Rohstoffe in jedem Land. Ein Handelsposten ist ein befestigter Stützpunkt an der Küste mit Lagerhaus und Markt.
p3-wars-note = Zuerst nimmt jedes Team, das Karte 2 gelegt hat, seine zwei Rohstoffe. Dann dürfen nur die Teams angreifen, die Karte 1 („Eure Nation greift an.“) gelegt haben, in der Sitzreihenfolge ab dem ersten Team der Runde; ein Team mit sechs Ländern kann keinen Angriff beginnen. Wer angreift, wählt eines seiner Länder mit Armeen und ein benachbartes Land eines anderen Teams. Bei jedem Wurf würfeln das angreifende und das verteidigende Team je einen Würfel: Der höhere Wurf nimmt der anderen Seite eine Armee; sind beide Würfe gleich, wird noch einmal gewürfelt. Hat das angegriffene Land keine Armee mehr, erobert das angreifende Team das Land mit dem nächsten gewonnenen Wurf samt Rohstoffen und Gebäuden und darf Armeen hineinziehen (keine bis alle außer einer). Ein Kampf endet, wenn das Land fällt, wenn das angreifende Land keine Armee mehr hat oder wenn das angreifende Team sich zurückzieht (ein Rückzug ist ein verlorener Kampf). Wer einen Kampf verliert, verliert einen Ansehenspunkt. Das verteidigende Team erobert nie das Land des angreifenden Teams. Ein angreifendes Team darf so viele Kämpfe beginnen, wie es will, solange es Armeen hat. Tipp: Nur ein Kampf pro angreifendem Team – damit rechnet der Zeitplan der Handreichung; ab neun Teams unbedingt.
investment-note = Zuerst ein Gold für jeden Rohstoff, dann gibt jedes Team aus: ein Gold pro Armee oder pro Ackerbauwurf (3 bis 6 bringt einen Rohstoff).
p4-monopolies-note = Jedes Produkt auszählen: Das Team mit den meisten Rohstoffen davon bekommt einen Ansehenspunkt (eine Karte braucht es nicht); bei Gleichstand würfeln diese Teams, der höchste Wurf gewinnt. Auf Papier Produkt für Produkt: Jedes Team, das etwas davon hat, nennt seine Summe.
p4-rebellions-note = Jedes Team setzt seinen Aufstand in eines seiner Länder ohne Stadt (keinen, wenn alle eine Stadt haben); welches, wählt das Team (vorgeschlagen wird meist das Land mit den meisten Armeen). In jedes Land mit Stadt kommt ein Aufstand. Dann setzen die Teams mit dem wenigsten Ansehen einen weiteren in ein Land ohne Aufstand: Ordne alle Teams nach Ansehen, das niedrigste zuerst, auch die ohne Land (sie selbst bekommen keinen Aufstand); das Ansehen des zweiten Teams ist die Grenze, und jedes Team, das so viel oder weniger hat, bekommt einen (9, 9, 10: die beiden mit 9; 8, 9, 9, 10: das mit 8 und die beiden mit 9). Ein Land hat höchstens einen Aufstand: Ein weiterer kommt in ein Land ohne Aufstand und entfällt, wenn es keines gibt. Teams ohne Aufstand legen im nächsten Schritt keine Karte.
p4-rebellion-choice-note = Kämpfen kostet zwei Armeen in jedem Land mit Aufstand; wo Armeen übrig bleiben, ist der Aufstand niedergeschlagen. Wo keine übrig sind, würfelt das Team gegen die Aufständischen (das nächste Team im Uhrzeigersinn würfelt für sie): Ist der Wurf des Teams höher, ist der Aufstand niedergeschlagen und kostet einen Ansehenspunkt; ist der Wurf der Aufständischen höher, wird das Land unabhängig und verlässt das Spiel mit allem, was darin ist; sind beide Würfe gleich, wird noch einmal gewürfelt. Verhandeln kostet zwei Rohstoffe in jedem Land mit Aufstand und bringt einmal zwei Ansehenspunkte, wie viele Aufstände es auch sind.
p4-government-note = Die letzte Entscheidung macht aus Rohstoffen Gold. Die Klasse fragen, wer mit der jeweiligen Regierung leben musste, nachdem die Kolonialherren abgezogen waren.

## Auswertung: Fragen mit den Fakten aus dem Spiel der Klasse und die Geschichte hinter jeder
## Phase, mit ihren tatsächlichen Daten

debrief-nobody = niemand
debrief-landing-title = Phase 1: Landung (in der Geschichte: 1492 bis 1572)
debrief-landing-q1-fought = Die Menschen an der Küste angegriffen
debrief-landing-q1-traded = Mit den Menschen an der Küste gehandelt
debrief-landing-q1-ignored = Die Menschen an der Küste in Ruhe gelassen
debrief-landing-q1-ask = Was hat jede Entscheidung eurer Nation gebracht, und was den Menschen an der Küste?
debrief-landing-q1 = { debrief-landing-q1-fought }: { $fought }. { debrief-landing-q1-traded }: { $traded }. { debrief-landing-q1-ignored }: { $ignored }. { debrief-landing-q1-ask }
debrief-landing-q2 = Das Spiel hat euch keine Karte gegeben, mit der ihr die Menschen an der Küste fragen konntet, ob sie euch dort haben wollten. Warum nicht? In Wirklichkeit trieben sie Handel, schlossen Bündnisse, kämpften oder flohen: Welche dieser Entscheidungen hat ihnen das Spiel gelassen?
debrief-landing-q3 = Schon damals verurteilten der Dominikaner Antonio de Montesinos und der Priester Bartolomé de las Casas, der später selbst Dominikaner wurde, die Gewalt der Eroberung. Welche eurer Entscheidungen würdet ihr vor ihnen verteidigen – und vor den Menschen an der Küste?
debrief-landing-background = Im Jahr 1492 erreichte Kolumbus im Auftrag der Krone Kastiliens die Karibik. 1494 teilten Kastilien und Portugal im Vertrag von Tordesillas die „entdeckten und noch zu entdeckenden“ Länder außerhalb Europas entlang einer Linie im Atlantik unter sich auf, 370 Leguas westlich der Kapverdischen Inseln, ohne einen einzigen Menschen zu fragen, der dort lebte. Hernán Cortés nahm 1521 Tenochtitlan ein, die Hauptstadt der Mexica (Azteken), und zwar mit Zehntausenden indigenen Verbündeten, vor allem aus Tlaxcala, die ihren eigenen Krieg gegen die Mexica führten; der letzte Herrscher der Mexica, Cuauhtémoc, verteidigte die Stadt bis zuletzt. Belagerung, Hunger und Pocken kosteten vermutlich mehr als hunderttausend Menschen das Leben. Francisco Pizarro griff ab 1532 das Inkareich an, mitten in einem Bürgerkrieg zwischen Atahualpa und Huáscar und mit indigenen Verbündeten; Manco Inca erhob sich 1536 gegen die Spanier, und in Vilcabamba hielt sich ein Inkastaat bis 1572. Innerhalb eines Jahrhunderts starb der größte Teil der Menschen in Amerika. Neue Krankheiten wie die Pocken, die in Amerika bis dahin unbekannt waren, töteten viele; Krieg, Versklavung, Zwangsarbeit, Hunger und die Zerstörung ihrer Gemeinschaften durch die Eroberer machten sie noch tödlicher. Schon damals meldeten sich Kritiker zu Wort: der Dominikaner Antonio de Montesinos 1511 auf Hispaniola und Bartolomé de las Casas, der selbst Indigene für sich arbeiten ließ, bevor er 1514 zum Kritiker wurde. Die Neuen Gesetze von 1542 verboten die Versklavung indigener Menschen und schränkten die Encomienda ein, die Siedlern indigene Menschen zur Arbeit zuteilte; die Siedler wehrten sich dagegen, in Peru sogar mit Waffen, und die Krone schwächte die Gesetze 1545 ab.
debrief-landing-short = Im Jahr 1492 erreichte Kolumbus im Auftrag Kastiliens die Karibik. 1521 eroberte Hernán Cortés mit Zehntausenden indigenen Verbündeten Tenochtitlan, die Hauptstadt der Mexica; ihr letzter Herrscher, Cuauhtémoc, verteidigte sie bis zuletzt. Innerhalb eines Jahrhunderts starb der größte Teil der Menschen in Amerika. Neue Krankheiten wie die Pocken töteten viele; dass so viele starben, lag auch an Krieg, Versklavung, Zwangsarbeit und Hunger, die die Eroberer brachten. Schon damals verurteilten Mönche wie Bartolomé de las Casas die Eroberung.
debrief-landing-basic = 1492 kam Christoph Kolumbus in die Karibik. Er segelte im Auftrag von Kastilien, einem Königreich im heutigen Spanien. In Amerika lebten damals viele Millionen Menschen. Sie hatten Städte, Äcker, Herrscher und eigene Religionen. 1494 teilten Kastilien und Portugal die neu entdeckten Länder unter sich auf. Niemand fragte die Menschen, die dort lebten. 1521 eroberte Hernán Cortés die große Stadt Tenochtitlan. Dort lebten die Mexica, oft Azteken genannt. Zehntausende indigene Verbündete kämpften mit Cortés. Sie wollten die Herrschaft der Mexica loswerden. Der Herrscher Cuauhtémoc verteidigte die Stadt bis zuletzt. Die Siedler zwangen viele Indigene, für sie zu arbeiten. In den nächsten hundert Jahren starben die meisten Menschen in Amerika. Viele starben an neuen Krankheiten wie den Pocken. Aber auch Krieg, Zwangsarbeit und Hunger töteten viele. Diese Gewalt brachten die Eroberer. Schon damals kritisierten Mönche die Eroberung. Einer von ihnen war Bartolomé de las Casas.
debrief-landing-sources = Literatur: Matthew Restall, Seven Myths of the Spanish Conquest (2003); Alfred W. Crosby, The Columbian Exchange (1972); Massimo Livi Bacci, Conquest: The Destruction of the American Indios (2008). Quelle: Bartolomé de las Casas, Kurzgefaßter Bericht von der Verwüstung der Westindischen Länder (1552; deutsch im Insel Verlag), eine Streitschrift, die den König überzeugen sollte, mit übertriebenen Zahlen.
debrief-expansion-title = Phase 2: Expansion (in der Geschichte: etwa 1600 bis 1770)
debrief-expansion-q1-church = Missionare hereingelassen
debrief-expansion-q1-refused = Die Kirche abgewiesen
debrief-expansion-q1-ask = Was brachten die Missionare eurer Nation in der Heimat, und was nahmen sie den Menschen in den Kolonien?
debrief-expansion-q1 = { debrief-expansion-q1-church }: { $church }. { debrief-expansion-q1-refused }: { $refused }. { debrief-expansion-q1-ask }
debrief-expansion-q2-fought = Gegen die Völker im Landesinneren gekämpft
debrief-expansion-q2-ask = Wie haben die Völker im Landesinneren euch wohl gesehen, und was konnten sie gegen euch tun?
debrief-expansion-q2 = { debrief-expansion-q2-fought }: { $fought }. { debrief-expansion-q2-ask }
debrief-expansion-q3 = Häfen und neue Länder kosten Gold. Wer hat am Ende dafür bezahlt?
debrief-expansion-background = Die englische Ostindien-Kompanie (gegründet 1600) und die niederländische Vereinigte Ostindische Compagnie (VOC, 1602) waren Handelskompanien mit eigenen Schiffen, Festungen und Soldaten. Die VOC eroberte 1621 die Banda-Inseln, um den Handel mit Muskatnuss zu beherrschen: Von den etwa 15.000 Menschen auf den Inseln wurden die meisten getötet, versklavt oder vertrieben. Die englische Kompanie handelte über ein Jahrhundert lang von befestigten Stützpunkten an den Küsten Indiens aus; über große Landstriche herrschte sie erst ab 1757. Auch Brandenburg-Preußen kaufte und verschiffte versklavte Afrikanerinnen und Afrikaner, von seiner Festung Groß Friedrichsburg an der Küste des heutigen Ghana aus (1683 bis 1717). Im heutigen Angola kämpfte Königin Njinga von Ndongo und Matamba über dreißig Jahre lang gegen die Portugiesen und verhandelte mit ihnen, bis 1656 ein Friedensvertrag ihr Reich unabhängig ließ; sie starb 1663. In der Jesuitenprovinz Paraguay (heute Teile von Paraguay, Argentinien und Brasilien) sammelten Jesuitenmissionen (1609 bis 1767) Guaraní in Missionsdörfern. Die Missionen schützten die Guaraní vor Sklavenjägern aus São Paulo; 1641 besiegten Guaraní-Kämpfer diese bei Mbororé. Die Missionen verdrängten aber auch vieles von der Lebensweise der Guaraní.
debrief-expansion-short = Handelskompanien mit eigenen Schiffen und Soldaten, etwa die englische und die niederländische Ostindien-Kompanie, bauten Festungen an den Küsten Asiens und Afrikas. 1621 eroberte die niederländische Kompanie die Banda-Inseln wegen der Muskatnuss; die meisten Menschen dort wurden getötet, versklavt oder vertrieben. Auch Brandenburg-Preußen verschiffte von seiner Festung Groß Friedrichsburg im heutigen Ghana aus versklavte Menschen. In Angola kämpfte Königin Njinga über dreißig Jahre lang gegen die Portugiesen, verhandelte mit ihnen und hielt ihr Reich unabhängig.
debrief-expansion-basic = Um 1600 gründeten Kaufleute in England und in den Niederlanden Handelskompanien. Diese Kompanien hatten eigene Schiffe, Festungen und Soldaten. Sie wollten den Handel mit Gewürzen beherrschen. Ab 1757 eroberte die englische Kompanie nach und nach große Teile Indiens. 1621 eroberte die niederländische Kompanie die Banda-Inseln in Asien. Dort wuchs die Muskatnuss, ein teures Gewürz. Die meisten Menschen auf den Inseln wurden getötet, versklavt oder vertrieben. Auch Brandenburg-Preußen hatte eine Festung in Afrika. Sie hieß Groß Friedrichsburg und lag im heutigen Ghana. Von dort aus verschiffte Brandenburg versklavte Menschen nach Amerika. In Angola kämpfte Königin Njinga gegen die Portugiesen. Sie verhandelte auch mit ihnen. Über dreißig Jahre lang hielt sie ihr Reich unabhängig. In Südamerika bauten Jesuiten Missionsdörfer für die Guaraní. Dort waren die Guaraní vor Sklavenjägern geschützt. 1641 besiegten Guaraní-Kämpfer die Sklavenjäger bei Mbororé. Die Mission nahm den Guaraní aber auch vieles von ihrer alten Lebensweise.
debrief-expansion-sources = Literatur: Wolfgang Reinhard, Die Unterwerfung der Welt (2016); Jürgen Osterhammel, Kolonialismus. Geschichte, Formen, Folgen (1995); Linda M. Heywood, Njinga of Angola: Africa's Warrior Queen (2017).
debrief-economy-title = Phase 3: Wirtschaft (in der Geschichte: vom 16. Jahrhundert bis 1914)
debrief-economy-q1-slavery = Am Sklavenhandel beteiligt
debrief-economy-q1-refused = Den Sklavenhandel abgelehnt
debrief-economy-q1-ask = Sklavenhändler und Sklavenhalter setzten einen Preis für Menschen fest. Was sagt das über sie – und über ein Spiel, das Menschen zu „+3 Rohstoffen“ macht?
debrief-economy-q1 = { debrief-economy-q1-slavery }: { $slavery }. { debrief-economy-q1-refused }: { $refused }. { debrief-economy-q1-ask }
debrief-economy-q1-discussed = Eure Klasse hat über den Sklavenhandel gesprochen, statt ihn zu spielen. Das Spiel belohnt den Kauf von Menschen mit Rohstoffen und die Ablehnung mit Ansehen. Sklavenhändler und Sklavenhalter haben damals wirklich einen Preis für Menschen festgesetzt: Was sagt das über sie, und über ein Spiel, das Menschen zu Rohstoffen macht?
debrief-economy-q2 = Wer hat auf euren Plantagen, in euren Bergwerken und an euren Eisenbahnen gearbeitet, und wer hat daran verdient?
debrief-economy-q3-attacked = Gegen andere Nationen in den Krieg gezogen
debrief-economy-q3-ask = Die Kriege zwischen den Nationen wurden in den Kolonien geführt: Wer hat dort gekämpft, wer ist dort gestorben, und was hatten die Menschen, die dort lebten, davon?
debrief-economy-q3 = { debrief-economy-q3-attacked }: { $attacked }. { debrief-economy-q3-ask }
debrief-economy-background = Zwischen 1501 und 1866 verschleppten Sklavenhändler etwa 12,5 Millionen Afrikanerinnen und Afrikaner auf Sklavenschiffen nach Amerika, die meisten nach Brasilien und in die Karibik; etwa 10,7 Millionen überlebten die Überfahrt. Wie viele schon bei der Gefangennahme, auf dem Weg zur Küste und in den Forts starben, hat niemand gezählt. Die Verschleppten und ihre Kinder waren ihr Leben lang Eigentum anderer und mussten auf Zucker-, Kaffee- und Baumwollplantagen arbeiten, in Bergwerken, Häfen und Haushalten. In den Anden zwang die spanische Kolonialverwaltung ab 1573 mit der Mita jedes Jahr Tausende indigene Männer, im Wechsel in den Silberminen von Potosí zu arbeiten, unter grausamen Bedingungen. Die Versklavten leisteten Widerstand: Sie erhoben sich auf Schiffen und Plantagen, und Geflohene gründeten freie Gemeinschaften wie Palmares in Brasilien (etwa 1605 bis 1694), dessen letzter Anführer Zumbi 1695 getötet wurde; auf Jamaika kämpften die Maroons unter Nanny gegen die Briten. Großbritannien verbot 1807 den Sklavenhandel. 1834 schaffte es die Sklaverei in den meisten seiner Kolonien ab, doch bis 1838 mussten die meisten Befreiten als sogenannte Lehrlinge unbezahlt weiterarbeiten; 20 Millionen Pfund Entschädigung gingen an die Sklavenhalter, nichts an die Versklavten. Spanien sagte 1817 zu, den Handel zu beenden, doch spanische und kubanische Händler brachten mit Duldung der Behörden bis Ende der 1860er-Jahre Verschleppte nach Kuba; die Sklaverei endete 1873 in Puerto Rico, 1886 auf Kuba und 1888 in Brasilien. Im Siebenjährigen Krieg (1756 bis 1763) kämpften Großbritannien und Frankreich in Europa und um ihre Kolonien; auf beiden Seiten kämpften und starben Indigene Nordamerikas und Soldaten aus Indien; Spanien trat 1762 in den Krieg ein, und die Briten nahmen Havanna und Manila. Auf der Berliner Konferenz 1884 bis 1885, zu der Bismarck in die Reichskanzlei eingeladen hatte, legten vierzehn Staaten, darunter Spanien, die Vereinigten Staaten und das Osmanische Reich, Regeln dafür fest, wie Land in Afrika beansprucht werden konnte; niemand aus Afrika war eingeladen. Das Deutsche Reich nahm sich 1884 und 1885 seine ersten Kolonien, im heutigen Togo, Kamerun, Namibia und Tansania. Bis 1914 waren nur noch Äthiopien, das 1896 bei Adua eine italienische Armee schlug, und Liberia unabhängig.
debrief-economy-short = Zwischen 1501 und 1866 wurden etwa 12,5 Millionen Menschen aus Afrika nach Amerika verschleppt; etwa jeder Siebte starb auf der Überfahrt. Sie waren ihr Leben lang Eigentum anderer und mussten auf Plantagen und in Bergwerken arbeiten. Sie wehrten sich: In Brasilien gründeten Geflohene die freie Gemeinschaft Palmares. 1884 legten vierzehn Staaten in Berlin Regeln für Landansprüche in Afrika fest; niemand aus Afrika war eingeladen. Das Deutsche Reich nahm sich damals Kolonien im heutigen Togo, Kamerun, Namibia und Tansania.
debrief-economy-basic = Auf Plantagen in Amerika wuchsen Zucker, Kaffee und Baumwolle. Die Pflanzer wollten viele Menschen zur Arbeit zwingen. An der Küste Afrikas kauften europäische Kaufleute gefangene Menschen. Sklavenjäger hatten sie vorher mit Gewalt gefangen genommen. Das nennt man Sklavenhandel. Zwischen 1501 und 1866 wurden etwa 12,5 Millionen Menschen nach Amerika verschleppt. Etwa 1,8 Millionen starben auf den Schiffen. Viele andere starben schon auf dem Weg zur Küste. Die Versklavten waren ihr Leben lang Eigentum anderer. Auch ihre Kinder waren versklavt. Sie mussten auf Plantagen, in Bergwerken und in Häusern arbeiten. Die Menschen wehrten sich. Viele flohen und gründeten freie Dörfer, zum Beispiel Palmares in Brasilien. Ihr letzter Anführer Zumbi wurde 1695 getötet. 1834 schaffte Großbritannien die Sklaverei ab. Die Sklavenhalter bekamen 20 Millionen Pfund. Die Versklavten bekamen nichts. 1884 und 1885 trafen sich vierzehn Staaten in Berlin. Sie legten Regeln fest, wie man Land in Afrika nehmen konnte. Niemand aus Afrika war eingeladen. Das Deutsche Reich nahm sich Kolonien im heutigen Togo, Kamerun, Namibia und Tansania.
debrief-economy-sources = Literatur: SlaveVoyages, Trans-Atlantic Slave Trade Database (slavevoyages.org); David Eltis und David Richardson, Atlas of the Transatlantic Slave Trade (2010); Hugh Thomas, The Slave Trade (1997); Rebecca J. Scott, Slave Emancipation in Cuba (1985); Michael Zeuske, Sklaverei. Eine Menschheitsgeschichte von der Steinzeit bis heute (2018). Quelle: Generalakte der Berliner Konferenz (1885).
debrief-independence-title = Phase 4: Unabhängigkeit (in der Geschichte: 1776 bis 1990)
debrief-independence-q1-fought = Die Armee gegen die Aufständischen geschickt
debrief-independence-q1-negotiated = Mit den Aufständischen verhandelt
debrief-independence-q1-ask = Was wollten die Aufständischen, und was hat ihnen jede Antwort gebracht und gekostet?
debrief-independence-q1 = { debrief-independence-q1-fought }: { $fought }. { debrief-independence-q1-negotiated }: { $negotiated }. { debrief-independence-q1-ask }
debrief-independence-q2-democracy = Eine Demokratie unterstützt
debrief-independence-q2-monarchy = Eine Monarchie unterstützt
debrief-independence-q2-dictatorship = Eine Diktatur unterstützt
debrief-independence-q2-ask = Warum bringt es im Spiel so unterschiedlich viel Gold, welche Regierung eure Nation unterstützt hat? Und wer musste danach mit dieser Regierung leben?
debrief-independence-q2 = { debrief-independence-q2-democracy }: { $democracy }. { debrief-independence-q2-monarchy }: { $monarchy }. { debrief-independence-q2-dictatorship }: { $dictatorship }. { debrief-independence-q2-ask }
debrief-independence-q3 = Viele neue Staaten behielten die Grenzen, die die Kolonialmächte gezogen hatten, oft quer durch die Gebiete von Völkern. Wer hat die Grenzen eurer Kolonien gezogen, und wer musste mit ihnen leben?
debrief-independence-background = Die Unabhängigkeit erkämpften die Menschen in den Kolonien selbst. Als Erste lösten sich die dreizehn britischen Kolonien in Nordamerika von Großbritannien (1776 bis 1783), angeführt von Siedlern; den indigenen Völkern brachte das weiteren Landverlust. Túpac Amaru II. und Micaela Bastidas führten 1780 im Süden des Vizekönigreichs Peru einen Aufstand indigener Menschen an; königliche Truppen, darunter viele indigene Soldaten, schlugen ihn nieder und richteten beide 1781 hin; bis zu 100.000 Menschen starben. In der französischen Kolonie Saint-Domingue erhoben sich im August 1791 versklavte Menschen, zuerst angeführt von Dutty Boukman, Jean-François und Georges Biassou. Toussaint Louverture, dessen Anteil an der Planung umstritten ist, schloss sich dem Aufstand später offen an und wurde sein bekanntester Anführer; französische Truppen nahmen ihn 1802 gefangen, und er starb 1803 in Haft in Frankreich. Unter Jean-Jacques Dessalines besiegten die Aufständischen 1803 eine Armee Napoleons und riefen am 1. Januar 1804 den Staat Haiti aus, den einzigen, der aus einem Aufstand versklavter Menschen hervorging. 1825 zwang Frankreich Haiti, den früheren Sklavenhaltern 150 Millionen Francs zu zahlen. Spanisch-Amerika wurde zwischen 1810 und 1825 unabhängig, meist angeführt von in Amerika geborenen Eliten europäischer Herkunft (Kreolen) wie Simón Bolívar; auf beiden Seiten kämpften auch indigene und Schwarze Soldaten. Kuba kämpfte in zwei Kriegen gegen Spanien (1868 bis 1878 und 1895 bis 1898); im zweiten starben in den Lagern der von General Weyler befohlenen „Reconcentración“ vermutlich mehr als 100.000 Zivilpersonen. In Deutsch-Südwestafrika (heute Namibia) erhoben sich im Januar 1904 die Herero unter Samuel Maharero gegen Landraub und Gewalt, im Herbst 1904 auch Nama unter Hendrik Witbooi und Cornelius Fredericks. Nach der Schlacht am Waterberg im August 1904 trieben deutsche Truppen unter General Lothar von Trotha die Herero in die Omaheke-Wüste; im Oktober befahl Trotha, jeden Herero „innerhalb der Deutschen Grenze“ zu erschießen. Überlebende sperrte die Kolonialmacht in Konzentrationslager; auf der Haifischinsel bei Lüderitz starben je nach Schätzung 1.000 bis 3.000 Menschen. Das war ein Völkermord: Bis 1908 waren nach gängigen Schätzungen etwa 80 Prozent der Herero und die Hälfte der Nama tot. 2021 nannte die deutsche Bundesregierung die Verbrechen in einer Gemeinsamen Erklärung mit Namibia „aus heutiger Perspektive“ einen Völkermord und sagte 1,1 Milliarden Euro über 30 Jahre für Wiederaufbau und Entwicklung zu, aber keine Reparationen. Stand Ende 2025 lehnten viele Verbände der Herero und Nama die Erklärung ab, weil sie nicht mit am Verhandlungstisch gesessen hatten, und forderten Reparationen; die Erklärung war weder unterzeichnet noch vom namibischen Parlament bestätigt. In Deutsch-Ostafrika (heute vor allem Tansania) rissen Bauern im Juli 1905 die Baumwolle aus, die sie für die Kolonialmacht anbauen mussten, und viele Völker schlossen sich dem Maji-Maji-Krieg an. Den Heiler Kinjikitile Ngwale, dessen Wasser („maji“) vor Kugeln schützen sollte, ließ die deutsche Kolonialverwaltung gleich zu Beginn hängen, später auch den Ngoni-Anführer Songea Mbano. Die Truppen des Gouverneurs Gustav Adolf von Götzen brannten Dörfer nieder und vernichteten Ernten; in den Kämpfen und der Hungersnot, die diese Politik der verbrannten Erde auslöste, starben bis 1907 je nach Schätzung 75.000 bis 300.000 Menschen. Im Rifkrieg (1921 bis 1927) setzte die spanische Armee Giftgas gegen die Bevölkerung des Rif ein, die sich unter Abd el-Krim erhoben hatte. Indien und Pakistan wurden 1947 unabhängig, nach Jahrzehnten des Massenprotests unter Führung des Indischen Nationalkongresses und Mohandas Gandhis; die Muslimliga unter Muhammad Ali Jinnah forderte einen eigenen Staat, und die Teilung Britisch-Indiens kostete zwischen einigen Hunderttausend und zwei Millionen Menschen das Leben und vertrieb etwa 15 Millionen. In Kenia sperrte die britische Kolonialverwaltung in den 1950er-Jahren, im Krieg gegen die Befreiungsbewegung „Mau Mau“, Zehntausende, nach manchen Schätzungen weit mehr Menschen ohne Prozess in Lager und ließ viele foltern; 2013 hat die britische Regierung das anerkannt. Allein 1960 wurden siebzehn afrikanische Staaten unabhängig, während Algerierinnen und Algerier von 1954 bis 1962 gegen Frankreich kämpften und Portugal bis 1974 in Angola, Mosambik und Guinea-Bissau Krieg führte. Äquatorialguinea wurde 1968 von Spanien unabhängig. 1975 übergab Spanien im Abkommen von Madrid die Verwaltung der Westsahara an Marokko und Mauretanien und zog 1976 ab, ohne die Volksabstimmung, die die Vereinten Nationen verlangt hatten; ihr Status ist weiter umstritten (Stand 2026). Namibia wurde erst 1990 unabhängig – von Südafrika. Viele neue Staaten behielten Grenzen, Wirtschaftsformen und Herrscher, die von der Kolonialherrschaft geprägt waren.
debrief-independence-short = Die Menschen in den Kolonien erkämpften ihre Unabhängigkeit selbst; 1804 riefen Aufständische unter Jean-Jacques Dessalines Haiti aus. 1904 erhoben sich in Namibia die Herero unter Samuel Maharero und die Nama unter Hendrik Witbooi. General von Trotha befahl, jeden Herero zu erschießen: ein Völkermord. 1905 erhoben sich im Süden Deutsch-Ostafrikas viele Völker gegen die Zwangsarbeit; deutsche Truppen verbrannten Dörfer und Ernten. 2021 nannte Deutschland den Völkermord beim Namen; Herero und Nama fordern bis heute Reparationen.
debrief-independence-basic = Die Menschen in den Kolonien kämpften selbst für ihre Unabhängigkeit. 1791 begann ein Aufstand versklavter Menschen auf der Insel Saint-Domingue. Die ersten Anführer waren Dutty Boukman, Jean-François und Georges Biassou. Später wurde Toussaint Louverture der wichtigste Anführer. Französische Soldaten nahmen ihn 1802 gefangen. Dann führte Jean-Jacques Dessalines den Kampf. 1804 wurde das Land als Haiti unabhängig. 1904 erhoben sich im heutigen Namibia die Herero und die Nama. Ihre Anführer waren Samuel Maharero und Hendrik Witbooi. Der deutsche General Lothar von Trotha befahl, jeden Herero zu erschießen. Deutsche Truppen trieben die Herero in die Wüste. Viele Überlebende starben in Lagern. Bis 1908 starben nach Schätzungen acht von zehn Herero und die Hälfte der Nama. Das war ein Völkermord. 1905 erhoben sich im heutigen Tansania viele Völker im Maji-Maji-Krieg. Deutsche Truppen brannten Dörfer nieder und vernichteten die Ernten. Nach Schätzungen starben 75.000 bis 300.000 Menschen, die meisten an Hunger. 2021 nannte Deutschlands Regierung die Taten in Namibia einen Völkermord. Viele Herero und Nama sagen: Das reicht nicht. Sie fordern Reparationen. 1957 wurde Ghana unter Kwame Nkrumah unabhängig.
debrief-independence-sources = Literatur: Jan C. Jansen und Jürgen Osterhammel, Dekolonisation. Das Ende der Imperien (2013); Sebastian Conrad, Deutsche Kolonialgeschichte (2008); C. L. R. James, Die schwarzen Jakobiner (1938; deutsch 1984, Neuausgabe 2021); John Lynch, The Spanish American Revolutions 1808–1826 (1973); Jürgen Zimmerer und Joachim Zeller (Hg.), Völkermord in Deutsch-Südwestafrika (2003); Felicitas Becker und Jigal Beez (Hg.), Der Maji-Maji-Krieg in Deutsch-Ostafrika 1905–1907 (2005); Jürgen Zimmerer (Hg.), Kein Platz an der Sonne. Erinnerungsorte der deutschen Kolonialgeschichte (2013); Caroline Elkins, Imperial Reckoning: The Untold Story of Britain's Gulag in Kenya (2005). Quellen: Unabhängigkeitserklärung Haitis (1. Januar 1804); Proklamation Lothar von Trothas an die Herero (2. Oktober 1904).

## Namen der Schritte (Kopfzeile, Verlauf, Beamerbild)

step-name-p1-landing = An der Küste landen
step-name-p1-contact = Kontakt an der Küste
step-name-p1-expansion = Weiterziehen oder nach Reichtümern suchen
step-name-p1-investment = Investition
step-name-p2-expansion = Expansion
step-name-p2-church = Die Kirche
step-name-p2-contact = Kontakt im Landesinneren
step-name-p2-investment = Investition
step-name-p3-slavery = Der Sklavenhandel
step-name-p3-infrastructure = Infrastruktur
step-name-p3-wars = Kolonialkriege
step-name-p3-investment = Investition
step-name-p4-monopolies = Monopole
step-name-p4-rebellions = Aufstände
step-name-p4-rebellion-choice = Antwort auf die Aufstände
step-name-p4-government = Unabhängigkeit und Regierung

## Im Beamerbild nach dem Aufdecken: was jede Karte für Menschen bedeutete. Ohne Teamnamen (die
## Chips darunter zeigen, wer); Subjekt ist, wie viele Nationen sie gelegt haben ($count), damit
## genannt wird, wer es getan hat.

p1-contact-fight-projector = { $count ->
        [one] Eine Nation griff
       *[other] { $count ->
            [2] Zwei
            [3] Drei
            [4] Vier
            [5] Fünf
            [6] Sechs
            [7] Sieben
            [8] Acht
            [9] Neun
            [10] Zehn
            [11] Elf
            [12] Zwölf
           *[other] { $count }
        } Nationen griffen
    } die Menschen an der Küste an. Ganz gleich, wer gewann: Es wurden Menschen getötet und Dörfer niedergebrannt.
p1-contact-trade-projector = { $count ->
        [one] Eine Nation trieb
       *[other] { $count ->
            [2] Zwei
            [3] Drei
            [4] Vier
            [5] Fünf
            [6] Sechs
            [7] Sieben
            [8] Acht
            [9] Neun
            [10] Zehn
            [11] Elf
            [12] Zwölf
           *[other] { $count }
        } Nationen trieben
    } Handel mit den Menschen an der Küste, vorerst auf Augenhöhe.
p1-contact-ignore-projector = { $count ->
        [one] Eine Nation ließ
       *[other] { $count ->
            [2] Zwei
            [3] Drei
            [4] Vier
            [5] Fünf
            [6] Sechs
            [7] Sieben
            [8] Acht
            [9] Neun
            [10] Zehn
            [11] Elf
            [12] Zwölf
           *[other] { $count }
        } Nationen ließen
    } die Menschen an der Küste in Frieden.
p1-expansion-conquer-projector = { $count ->
        [one] Eine Nation eroberte mit Gewalt ein weiteres Land und nahm es den Menschen, die dort lebten.
       *[other] { $count ->
            [2] Zwei
            [3] Drei
            [4] Vier
            [5] Fünf
            [6] Sechs
            [7] Sieben
            [8] Acht
            [9] Neun
            [10] Zehn
            [11] Elf
            [12] Zwölf
           *[other] { $count }
        } Nationen eroberten mit Gewalt je ein weiteres Land und nahmen es den Menschen, die dort lebten.
    }
p1-expansion-search-projector = { $count ->
        [one] Eine Nation durchsuchte ihre erste Kolonie nach Reichtümern – auf Land, das den Menschen gehörte, die dort lebten.
       *[other] { $count ->
            [2] Zwei
            [3] Drei
            [4] Vier
            [5] Fünf
            [6] Sechs
            [7] Sieben
            [8] Acht
            [9] Neun
            [10] Zehn
            [11] Elf
            [12] Zwölf
           *[other] { $count }
        } Nationen durchsuchten ihre ersten Kolonien nach Reichtümern – auf Land, das den Menschen gehörte, die dort lebten.
    }
p2-expansion-conquer-projector = { $count ->
        [one] Eine Nation bezahlte
       *[other] { $count ->
            [2] Zwei
            [3] Drei
            [4] Vier
            [5] Fünf
            [6] Sechs
            [7] Sieben
            [8] Acht
            [9] Neun
            [10] Zehn
            [11] Elf
            [12] Zwölf
           *[other] { $count }
        } Nationen bezahlten
    } Soldaten, die neues Land eroberten: Die Soldaten töteten die Menschen dort, vertrieben sie von ihrem Land oder zwangen sie zur Arbeit.
p2-expansion-port-projector = { $count ->
        [one] Eine Nation baute
       *[other] { $count ->
            [2] Zwei
            [3] Drei
            [4] Vier
            [5] Fünf
            [6] Sechs
            [7] Sieben
            [8] Acht
            [9] Neun
            [10] Zehn
            [11] Elf
            [12] Zwölf
           *[other] { $count }
        } Nationen bauten je
    } einen Hafen, um Rohstoffe aus den Kolonien nach Europa zu verschiffen.
p2-church-allow-projector = { $count ->
        [one] Eine Nation ließ
       *[other] { $count ->
            [2] Zwei
            [3] Drei
            [4] Vier
            [5] Fünf
            [6] Sechs
            [7] Sieben
            [8] Acht
            [9] Neun
            [10] Zehn
            [11] Elf
            [12] Zwölf
           *[other] { $count }
        } Nationen ließen
    } Missionare in ihre Kolonien. Dort bauten die Missionare Kirchen und drängten oder zwangen viele Menschen, ihren eigenen Glauben aufzugeben. Viele bewahrten ihn im Geheimen.
p2-church-refuse-projector = { $count ->
        [one] Eine Nation wies
       *[other] { $count ->
            [2] Zwei
            [3] Drei
            [4] Vier
            [5] Fünf
            [6] Sechs
            [7] Sieben
            [8] Acht
            [9] Neun
            [10] Zehn
            [11] Elf
            [12] Zwölf
           *[other] { $count }
        } Nationen wiesen
    } die Kirche ab, und die Kirchenoberen in der Heimat waren verärgert.
p2-contact-fight-projector = { $count ->
        [one] Eine Nation schickte
       *[other] { $count ->
            [2] Zwei
            [3] Drei
            [4] Vier
            [5] Fünf
            [6] Sechs
            [7] Sieben
            [8] Acht
            [9] Neun
            [10] Zehn
            [11] Elf
            [12] Zwölf
           *[other] { $count }
        } Nationen schickten
    } Soldaten gegen die Völker im Landesinneren. Ganz gleich, wer gewann: Es wurden Menschen getötet; wo die Soldaten siegten, wurden Menschen von ihrem Land vertrieben.
p2-contact-trade-projector = { $count ->
        [one] Eine Nation trieb
       *[other] { $count ->
            [2] Zwei
            [3] Drei
            [4] Vier
            [5] Fünf
            [6] Sechs
            [7] Sieben
            [8] Acht
            [9] Neun
            [10] Zehn
            [11] Elf
            [12] Zwölf
           *[other] { $count }
        } Nationen trieben
    } Handel mit den Völkern im Landesinneren, die ihre Preise selbst bestimmten.
p2-contact-ignore-projector = { $count ->
        [one] Eine Nation zog
       *[other] { $count ->
            [2] Zwei
            [3] Drei
            [4] Vier
            [5] Fünf
            [6] Sechs
            [7] Sieben
            [8] Acht
            [9] Neun
            [10] Zehn
            [11] Elf
            [12] Zwölf
           *[other] { $count }
        } Nationen zogen
    } an den Völkern im Landesinneren vorbei, aber die Äcker der Kolonien breiteten sich auf das Land dieser Völker aus: Die Menschen dort wehrten sich und verwüsteten die Äcker.
p3-slavery-yes-projector = { $count ->
        [one] Eine Nation beteiligte sich
       *[other] { $count ->
            [2] Zwei
            [3] Drei
            [4] Vier
            [5] Fünf
            [6] Sechs
            [7] Sieben
            [8] Acht
            [9] Neun
            [10] Zehn
            [11] Elf
            [12] Zwölf
           *[other] { $count }
        } Nationen beteiligten sich
    } am Sklavenhandel: Kaufleute kauften versklavte Afrikanerinnen und Afrikaner, die Sklavenjäger mit Gewalt gefangen genommen und aus ihren Familien gerissen hatten, und verkauften sie an die Pflanzer. Sie und ihre Kinder waren lebenslang deren Eigentum. Viele waren schon unterwegs gestorben.
p3-slavery-no-projector = { $count ->
        [one] Eine Nation lehnte
       *[other] { $count ->
            [2] Zwei
            [3] Drei
            [4] Vier
            [5] Fünf
            [6] Sechs
            [7] Sieben
            [8] Acht
            [9] Neun
            [10] Zehn
            [11] Elf
            [12] Zwölf
           *[other] { $count }
        } Nationen lehnten
    } es ab, sich am Sklavenhandel zu beteiligen. In der Geschichte lehnte das kaum eine Kolonialmacht ab.
p3-infrastructure-city-projector = { $count ->
        [one] Eine Nation baute eine Stadt, in der Soldaten die Kolonialherren schützten.
       *[other] { $count ->
            [2] Zwei
            [3] Drei
            [4] Vier
            [5] Fünf
            [6] Sechs
            [7] Sieben
            [8] Acht
            [9] Neun
            [10] Zehn
            [11] Elf
            [12] Zwölf
           *[other] { $count }
        } Nationen bauten je eine Stadt, in der Soldaten die Kolonialherren schützten.
    }
p3-infrastructure-railway-projector = { $count ->
        [one] Eine Nation ließ eine Eisenbahn bauen, die die Rohstoffe aus dem Landesinneren zur Küste brachte. Die Arbeiterinnen und Arbeiter wurden oft dazu gezwungen, und viele starben dabei.
       *[other] { $count ->
            [2] Zwei
            [3] Drei
            [4] Vier
            [5] Fünf
            [6] Sechs
            [7] Sieben
            [8] Acht
            [9] Neun
            [10] Zehn
            [11] Elf
            [12] Zwölf
           *[other] { $count }
        } Nationen ließen Eisenbahnen bauen, die die Rohstoffe aus dem Landesinneren zur Küste brachten. Die Arbeiterinnen und Arbeiter wurden oft dazu gezwungen, und viele starben dabei.
    }
p3-infrastructure-trading-post-projector = { $count ->
        [one] Eine Nation eröffnete einen Handelsposten, der Rohstoffe aus allen ihren Kolonien sammelte.
       *[other] { $count ->
            [2] Zwei
            [3] Drei
            [4] Vier
            [5] Fünf
            [6] Sechs
            [7] Sieben
            [8] Acht
            [9] Neun
            [10] Zehn
            [11] Elf
            [12] Zwölf
           *[other] { $count }
        } Nationen eröffneten Handelsposten, die Rohstoffe aus allen ihren Kolonien sammelten.
    }
p3-wars-yes-projector = { $count ->
        [one] Eine Nation rüstete
       *[other] { $count ->
            [2] Zwei
            [3] Drei
            [4] Vier
            [5] Fünf
            [6] Sechs
            [7] Sieben
            [8] Acht
            [9] Neun
            [10] Zehn
            [11] Elf
            [12] Zwölf
           *[other] { $count }
        } Nationen rüsteten
    } zum Krieg gegen die anderen Nationen: Die Menschen in den Kolonien würden in diesem Krieg Soldaten und Opfer sein.
p3-wars-no-projector = { $count ->
        [one] Eine Nation griff niemanden an und trieb weiter Handel.
       *[other] { $count ->
            [2] Zwei
            [3] Drei
            [4] Vier
            [5] Fünf
            [6] Sechs
            [7] Sieben
            [8] Acht
            [9] Neun
            [10] Zehn
            [11] Elf
            [12] Zwölf
           *[other] { $count }
        } Nationen griffen niemanden an und trieben weiter Handel.
    }
p4-rebellion-fight-projector = { $count ->
        [one] Eine Nation schickte ihre Armee gegen die Menschen, die sich erhoben hatten; ihre Soldaten töteten viele von ihnen.
       *[other] { $count ->
            [2] Zwei
            [3] Drei
            [4] Vier
            [5] Fünf
            [6] Sechs
            [7] Sieben
            [8] Acht
            [9] Neun
            [10] Zehn
            [11] Elf
            [12] Zwölf
           *[other] { $count }
        } Nationen schickten ihre Armeen gegen die Menschen, die sich erhoben hatten; ihre Soldaten töteten viele von ihnen.
    }
p4-rebellion-negotiate-projector = { $count ->
        [one] Eine Nation verhandelte mit den Aufständischen und gab einen Teil ihres Reichtums ab.
       *[other] { $count ->
            [2] Zwei
            [3] Drei
            [4] Vier
            [5] Fünf
            [6] Sechs
            [7] Sieben
            [8] Acht
            [9] Neun
            [10] Zehn
            [11] Elf
            [12] Zwölf
           *[other] { $count }
        } Nationen verhandelten mit den Aufständischen und gaben einen Teil ihres Reichtums ab.
    }
p4-government-democracy-projector = { $count ->
        [one] Eine Nation unterstützte
       *[other] { $count ->
            [2] Zwei
            [3] Drei
            [4] Vier
            [5] Fünf
            [6] Sechs
            [7] Sieben
            [8] Acht
            [9] Neun
            [10] Zehn
            [11] Elf
            [12] Zwölf
           *[other] { $count }
        } Nationen unterstützten je
    } eine Demokratie, in der die Menschen ihre Regierung selbst wählen sollten.
p4-government-monarchy-projector = { $count ->
        [one] Eine Nation unterstützte
       *[other] { $count ->
            [2] Zwei
            [3] Drei
            [4] Vier
            [5] Fünf
            [6] Sechs
            [7] Sieben
            [8] Acht
            [9] Neun
            [10] Zehn
            [11] Elf
            [12] Zwölf
           *[other] { $count }
        } Nationen unterstützten je
    } eine Monarchie: Ein König oder eine Königin regierte, und die Menschen hatten wenig oder nichts mitzubestimmen.
p4-government-dictatorship-projector = { $count ->
        [one] Eine Nation unterstützte einen Diktator, der dafür sorgte, dass der Reichtum zu einigen wenigen floss – und zu der Nation, die ihn stützte.
       *[other] { $count ->
            [2] Zwei
            [3] Drei
            [4] Vier
            [5] Fünf
            [6] Sechs
            [7] Sieben
            [8] Acht
            [9] Neun
            [10] Zehn
            [11] Elf
            [12] Zwölf
           *[other] { $count }
        } Nationen unterstützten Diktatoren, die dafür sorgten, dass der Reichtum zu einigen wenigen floss – und zu den Nationen, die sie stützten.
    }

## A card after a team's name ("Ravens · 1 · …"), on the teacher's list of what happened,
## the filled sheets and the CSV: where the card speaks to the team, a form that fits any team.
p1-contact-fight-named = Angreifen und ihr Land nehmen.
p1-contact-ignore-named = Die Menschen in Ruhe lassen.
p1-contact-trade-named = Handel mit ihnen treiben.
p1-expansion-conquer-named = Weiterziehen und noch ein Land erobern.
p1-expansion-search-named = Die erste Kolonie nach Reichtümern durchsuchen.
p2-church-allow-named = Die Missionare kommen lassen.
p2-church-refuse-named = Die Missionare abweisen.
p2-contact-fight-named = Gegen sie kämpfen.
p2-contact-ignore-named = An ihnen vorbeiziehen.
p2-contact-trade-named = Handel mit ihnen treiben.
p2-expansion-conquer-named = Ein Gold zahlen und ein neues Land erobern.
p2-expansion-port-named = Ein Gold zahlen und einen Hafen bauen.
p3-infrastructure-city-named = { p3-infrastructure-city }
p3-infrastructure-railway-named = { p3-infrastructure-railway }
p3-infrastructure-trading-post-named = { p3-infrastructure-trading-post }
p3-slavery-no-named = Den Sklavenhandel ablehnen.
p3-slavery-yes-named = Sich am Sklavenhandel beteiligen.
p3-wars-no-named = Nicht angreifen, nur verteidigen.
p3-wars-yes-named = Angreifen.
p4-government-democracy-named = { p4-government-democracy }
p4-government-dictatorship-named = { p4-government-dictatorship }
p4-government-monarchy-named = { p4-government-monarchy }
p4-rebellion-fight-named = Die Armee gegen sie schicken.
p4-rebellion-negotiate-named = Mit ihnen verhandeln.
