## Capa es-419 (español de América Latina) sobre i18n/es/lesson.ftl: solo los mensajes que en la
## edición de España usan vosotros o palabras de España. Aquí se habla a los equipos de «ustedes»
## (verbos en tercera persona del plural, «su», «sus», «les»), con el pretérito simple para lo que
## ya pasó. Mismos identificadores, mismas variables y mismas variantes que el mensaje base.

## Fases

phase-landing-intro = Fase 1 de 4: años de juego del 1 al 100. El juego condensa unos cuatro siglos y medio de historia, de 1492 a los años sesenta y setenta del siglo XX, en cuatro fases de cien años de juego cada una. Los barcos de su nación cruzaron el océano hasta una costa nueva para ella. No lo es para la gente que vive allí: tiene sus propias ciudades, cultivos, autoridades y creencias, lleva miles de años en esa tierra y decidirá por sí misma cómo recibirlos.
phase-expansion-intro = Fase 2 de 4, cien años de juego después. Sus asentamientos en la costa crecieron. Ahora su nación mira hacia el interior, hacia tierras que pertenecen a otros pueblos. Algunos comerciarán con ustedes, otros les harán la guerra y otros se aliarán con ustedes contra sus propios enemigos.
phase-economy-intro = Fase 3 de 4, otros cien años de juego después. Ahora sus colonias tienen que dar beneficios. Las plantaciones, las minas, los caminos y los puertos necesitan mano de obra, y su nación decide a quién va a obligar a trabajar. La gente que vive en sus colonias resiste: se niega, huye y se subleva.
phase-independence-intro = Fase 4 de 4, los últimos cien años de juego. La gente de sus colonias ya no acepta que la gobiernen desde lejos. Se organiza, protesta, va a la huelga y toma las armas, y los imperios coloniales llegan a su fin.

## Fase 1

p1-landing = Sus barcos llegan a la costa. Cada nación funda su primera colonia en un país de la costa, en una tierra donde ya vive gente, con un ejército y un recurso.
p1-contact = La gente que vive en esta costa baja a la playa. Es mucha gente, y viene a averiguar quiénes son ustedes y qué quieren. ¿Qué hacen?
p1-contact-fight = Su nación los ataca y toma su tierra.
p1-contact-trade = Comercian con ellos.
p1-contact-ignore = Los dejan en paz.
p1-expansion = Su primer asentamiento se mantiene, por ahora. ¿En qué van a concentrar ahora sus esfuerzos?
p1-expansion-conquer = Su nación sigue avanzando y toma otro país.
p1-expansion-search = Buscan riquezas en su primera colonia.

## Entre las fases

investment = Es hora de invertir. Cada nación recibe un oro por cada recurso de sus colonias. Después pueden gastar oro: con un oro compran un ejército o una tirada de agricultura (si sale de 3 a 6, consiguen un recurso nuevo). Guarden algo: al final de la partida gana la nación con más oro.

## Fase 2

p2-expansion = Su nación quiere más. Por un oro pueden enviar soldados a conquistar un país nuevo o construir un puerto para llevar sus recursos a Europa.
p2-expansion-conquer = Pagan un oro y conquistan un país nuevo.
p2-expansion-port = Pagan un oro y construyen un puerto.
p2-church = La Iglesia pide enviar misioneros a sus colonias. Los misioneros quieren construir iglesias y convertir a la gente que vive allí.
p2-church-allow = Dejan que vengan los misioneros.
p2-church-refuse = Le dicen que no a la Iglesia.
p2-contact = Tierra adentro, sus soldados llegan a pueblos que ya oyeron hablar de los recién llegados a la costa. Algunos quieren comerciar; otros quieren que ustedes se vayan. ¿Qué hacen?
p2-contact-fight = Su nación les hace la guerra.
p2-contact-trade = Comercian con ellos.
p2-contact-ignore = Pasan de largo.

## Fase 3

p3-slavery = Los dueños de las plantaciones de sus colonias quieren más trabajadores de los que pueden forzar allí. Los comerciantes de su nación pueden comprar en la costa de África a hombres, mujeres y niños capturados por la fuerza, llevarlos encadenados a través del océano y vendérselos: serían suyos de por vida, y también sus hijos. Uno de cada siete muere en la travesía; muchos, antes.
p3-slavery-yes = Su nación participa en la trata de esclavos.
p3-slavery-no = Su nación se niega a participar.
p3-infrastructure = Ahora pueden construir en sus colonias. ¿Qué construyen?
p3-wars = Las otras naciones ahora son sus vecinas y tienen colonias ricas. ¿Irán a la guerra para quitárselas? Las guerras se librarán en las colonias, y muchos de los soldados serán gente de allí.

## Fase 4

p4-rebellions = En sus colonias crecieron los movimientos contra su dominio. Allí donde su dominio es más duro, la gente se subleva y estallan rebeliones.
p4-rebellion-choice = Los rebeldes exigen la independencia. ¿Qué les responden?
p4-rebellion-fight = Su nación envía el ejército contra ellos.
p4-rebellion-negotiate = Negocian con ellos.
p4-government = La gente de sus antiguas colonias conquistó su independencia, y los nuevos gobernantes buscan aliados en el extranjero. ¿Qué forma de gobierno respalda su nación?

## Lo que hizo cada carta, en los celulares del equipo (la línea «-you»): se les habla de ustedes,
## en pretérito simple. Donde hubo muertes causadas directamente, el sujeto es la nación.

p1-contact-fight-outcome-you = Su nación atacó a la gente de la costa. Ganara quien ganara, murieron personas y ardieron aldeas.
p1-contact-trade-outcome-you = Comerciaron con la gente de la costa, de igual a igual por ahora.
p1-contact-ignore-outcome-you = Dejaron en paz a la gente de la costa.
p1-expansion-conquer-outcome-you = Su nación le arrebató por la fuerza otro país a la gente que vivía en él.
p1-expansion-search-outcome-you = Buscaron riquezas en su primera colonia, en una tierra que pertenece a la gente que vive allí.
p2-expansion-conquer-outcome-you = Su nación pagó a soldados para conquistar un país nuevo. Los soldados mataron a la gente que vivía allí, la expulsaron de su tierra o la obligaron a trabajar.
p2-expansion-port-outcome-you = Construyeron un puerto para enviar a Europa los recursos de su colonia.
p2-church-allow-outcome-you = Dejaron entrar a los misioneros, que construyeron iglesias y presionaron a mucha gente, a menudo con violencia, para que abandonara sus propias creencias; muchas personas las conservaron en secreto o las mezclaron con la nueva fe.
p2-church-refuse-outcome-you = Rechazaron a la Iglesia, y a los obispos no les gustó nada.
p2-contact-fight-outcome-you = Su nación envió soldados contra los pueblos del interior. Ganara quien ganara, hubo muertos; donde vencieron, los soldados expulsaron a la gente de su tierra.
p2-contact-trade-outcome-you = Comerciaron con los pueblos del interior, que pusieron sus propios precios.
p2-contact-ignore-outcome-you = Pasaron de largo junto a los pueblos del interior, pero los cultivos de su colonia siguieron extendiéndose por las tierras de esos pueblos. La gente de allí se defendió y destruyó los cultivos.
p3-slavery-yes-outcome-you = Su nación participó en la trata de esclavos. Sus comerciantes compraron africanos y africanas esclavizados, capturados por la fuerza y arrancados de sus familias, y los vendieron a los dueños de las plantaciones de sus colonias, que fueron sus propietarios de por vida, y también de sus hijos, y los obligaron a trabajar. Muchos otros habían muerto por el camino.
p3-slavery-no-outcome-you = Se negaron a participar en la trata de esclavos.
p3-infrastructure-city-outcome-you = Construyeron una ciudad, con soldados para proteger a las autoridades coloniales.
p3-infrastructure-railway-outcome-you = Mandaron construir un ferrocarril para llevar los recursos del interior a la costa. Lo construyeron trabajadores de la colonia, a quienes su nación reclutó a menudo a la fuerza, y muchos murieron.
p3-infrastructure-trading-post-outcome-you = Abrieron una factoría que reúne recursos de todas sus colonias.
p3-wars-yes-outcome-you = Se prepararon para la guerra contra las otras naciones. La gente de sus colonias pondrá los soldados y los muertos.
p3-wars-no-outcome-you = No atacaron a nadie y siguieron comerciando.
p4-rebellion-fight-outcome-you = Su nación envió su ejército contra la gente que se había sublevado. Sus soldados mataron a muchas de esas personas.
p4-rebellion-negotiate-outcome-you = Negociaron con los rebeldes y renunciaron a parte de lo que sacaban de la colonia.
p4-government-democracy-outcome-you = Apoyaron una democracia, en la que la gente elegirá su propio gobierno.
p4-government-monarchy-outcome-you = Apoyaron una monarquía: un rey o una reina que gobernará sin que la gente tenga apenas voz.
p4-government-dictatorship-outcome-you = Apoyaron a un dictador que hará que la riqueza siga yendo a unos pocos y a su nación.

## Puesta en común: las preguntas a la clase

debrief-landing-q1-ask = ¿Qué le trajo cada decisión a su nación y qué le trajo a la gente de la costa?
debrief-landing-q2 = El juego nunca les dio una carta para preguntarle a la gente de la costa si quería que ustedes estuvieran allí. ¿Por qué no? En la historia real, esos pueblos comerciaron, se aliaron, lucharon o huyeron: ¿cuáles de estas opciones les dejó el juego a esos pueblos?
debrief-landing-q3 = Ya entonces, los dominicos Antonio de Montesinos y Bartolomé de las Casas denunciaron la violencia de la conquista. ¿Cuáles de las decisiones que ustedes tomaron defenderían delante de ellos, y delante de la gente de la costa?
debrief-expansion-q1-ask = ¿Qué le dieron las misiones a su nación en Europa, y qué supusieron para la gente de las colonias: qué le quitaron y qué le dieron?
debrief-expansion-q2-ask = ¿Cómo creen que los veían a ustedes los pueblos del interior y qué podían hacer contra ustedes?
debrief-economy-q1-discussed = Ustedes comentaron la trata de esclavos en vez de jugarla. El juego premia con recursos la compra de personas y con prestigio a quien se niega. Los traficantes y los propietarios de entonces pusieron de verdad precio a seres humanos: ¿qué nos dice eso de ellos, y de un juego que convierte a las personas en recursos?
debrief-economy-q2 = ¿Quién trabajó en sus plantaciones, en sus minas y en sus ferrocarriles, y quién se quedó con los beneficios?
debrief-independence-q2-ask = ¿Por qué el juego da beneficios tan distintos según el gobierno que respaldó su nación? ¿Quién tuvo que vivir después bajo ese gobierno?
debrief-independence-q3 = Muchos Estados nuevos conservaron las fronteras que habían trazado las potencias coloniales, a menudo partiendo en dos las tierras de los pueblos que vivían allí. ¿Quién trazó las fronteras de las colonias de su nación y quién sufrió las consecuencias?

p4-rebellion-negotiate-outcome = { $team }: su nación negoció con los rebeldes y renunció a parte de lo que sacaba de la colonia.
debrief-independence-q1-fought = Enviaron el ejército contra los rebeldes
debrief-independence-q1-negotiated = Negociaron con los rebeldes
debrief-independence-q1-ask = ¿Qué querían los rebeldes, y qué les dio y qué les costó cada respuesta?
p4-rebellion-negotiate-projector = { $count ->
        [one] Una nación negoció con los rebeldes y renunció a parte de lo que sacaba de la colonia.
       *[other] { $count } naciones negociaron con los rebeldes y renunciaron a parte de lo que sacaban de las colonias.
    }

# Mexico: the school class is "el grupo".
p4-government-note = La última decisión convierte los recursos en oro. Pregunta al grupo quién tuvo que vivir bajo cada gobierno cuando se marcharon los gobernantes coloniales.
p3-wars-yes = Sí, su nación atacará.
p3-wars-no = No, su nación solo se defenderá.
p4-rebellion-choice-note = Luchar cuesta dos ejércitos en cada país con rebelión; donde quedan ejércitos, la rebelión queda sofocada. Donde no queda ninguno, el equipo tira contra los rebeldes (el equipo siguiente en el sentido de las agujas del reloj tira por ellos): si la tirada del equipo es más alta, la rebelión queda sofocada y cuesta un punto de prestigio; si es más alta la de los rebeldes, el país se independiza y sale del juego con todo lo que tiene; si los dos dados son iguales, se vuelve a tirar. Negociar cuesta dos recursos en cada país con rebelión y da dos puntos de prestigio una sola vez, haya las rebeliones que haya.
