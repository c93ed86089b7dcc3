## La lección: lo que lee el docente, lo que muestra la proyección después de destapar las cartas
## y las notas para el docente. Nuestra propia versión del juego Colony simplificado.

lesson-title = Colony: cuatro siglos y medio de colonialismo en una partida

## Fases: el nombre y la introducción que se lee al empezar cada fase. El juego condensa unos
## cuatro siglos y medio (de 1492 a 1960 aproximadamente) en cuatro fases de cien años de juego.

phase-landing = Desembarco
phase-landing-intro = Fase 1 de 4: años de juego del 1 al 100. El juego condensa unos cuatro siglos y medio de historia, de 1492 a los años sesenta y setenta del siglo XX, en cuatro fases de cien años de juego cada una. Vuestros barcos han cruzado el océano y han llegado a una costa nueva para vosotros. No lo es para la gente que vive allí: tiene sus propias ciudades, cultivos, autoridades y creencias, lleva miles de años en esa tierra y decidirá por sí misma cómo recibiros.
phase-expansion = Expansión
phase-expansion-intro = Fase 2 de 4, cien años de juego después. Vuestros asentamientos en la costa han crecido. Ahora vuestra nación mira hacia el interior, hacia tierras que pertenecen a otros pueblos. Algunos comerciarán con vosotros, otros os harán la guerra y otros se aliarán con vosotros contra sus propios enemigos.
phase-economy = Estructuras económicas
phase-economy-intro = Fase 3 de 4, otros cien años de juego después. Ahora vuestras colonias tienen que dar beneficios. Las plantaciones, las minas, los caminos y los puertos necesitan mano de obra, y vuestra nación decide a quién va a obligar a trabajar. La gente que vive en vuestras colonias resiste: se niega, huye y se subleva.
phase-independence = Independencia
phase-independence-intro = Fase 4 de 4, los últimos cien años de juego. La gente de vuestras colonias ya no acepta que la gobiernen desde lejos. Se organiza, protesta, va a la huelga y toma las armas, y los imperios coloniales llegan a su fin.

## Fase 1: situaciones y opciones tal como las oye el alumnado

p1-landing = Vuestros barcos llegan a la costa. Cada nación funda su primera colonia en un país de la costa, en una tierra donde ya vive gente, con un ejército y un recurso.
p1-contact = La gente que vive en esta costa baja a la playa. Es mucha gente, y viene a averiguar quiénes sois y qué queréis. ¿Qué hacéis?
p1-contact-fight = Los atacáis y os quedáis con su tierra.
p1-contact-trade = Comerciáis con ellos.
p1-contact-ignore = Los dejáis en paz.
p1-expansion = Vuestro primer asentamiento se mantiene, de momento. ¿En qué volcáis ahora vuestros esfuerzos?
p1-expansion-conquer = Seguís avanzando y tomáis otro país.
p1-expansion-search = Buscáis riquezas en vuestra primera colonia.

## Entre las fases

investment = Es hora de invertir. Cada nación recibe un oro por cada recurso de sus colonias. Después podéis gastar oro: con un oro compráis un ejército o una tirada de agricultura (si sale de 3 a 6, conseguís un recurso nuevo). Guardad algo: al final de la partida gana la nación con más oro.

## Fase 2

p2-expansion = Vuestra nación quiere más. Por un oro podéis enviar soldados a conquistar un país nuevo o construir un puerto para llevar vuestros recursos a Europa.
p2-expansion-conquer = Pagáis un oro y conquistáis un país nuevo.
p2-expansion-port = Pagáis un oro y construís un puerto.
p2-church = La Iglesia pide enviar misioneros a vuestras colonias. Los misioneros quieren construir iglesias y convertir a la gente que vive allí.
p2-church-allow = Dejáis que vengan los misioneros.
p2-church-refuse = Le decís que no a la Iglesia.
p2-contact = Tierra adentro, vuestros soldados llegan a pueblos que ya han oído hablar de los recién llegados a la costa. Algunos quieren comerciar; otros quieren que os marchéis. ¿Qué hacéis?
p2-contact-fight = Les hacéis la guerra.
p2-contact-trade = Comerciáis con ellos.
p2-contact-ignore = Pasáis de largo.

## Fase 3

p3-slavery = Los dueños de las plantaciones de vuestras colonias quieren más trabajadores de los que pueden forzar allí. Vuestros comerciantes pueden comprar en la costa de África a hombres, mujeres y niños capturados por la fuerza, llevarlos encadenados a través del océano y vendérselos: serían suyos de por vida, y también sus hijos. Uno de cada siete muere en la travesía; muchos, antes.
p3-slavery-yes = Participáis en la trata de esclavos.
p3-slavery-no = Os negáis a participar.
p3-slavery-discussed-text = Los dueños de las plantaciones de América querían muchos más trabajadores de los que podían obligar a trabajar allí. Comerciantes europeos compraban cautivos en la costa de África occidental y central: hombres, mujeres y niños capturados por la fuerza. Los llevaban encadenados al otro lado del océano y los vendían a esos dueños: eran suyos de por vida, y también sus hijos. Uno de cada siete moría en la travesía; muchos, antes.
p3-infrastructure = Ahora podéis construir en vuestras colonias. ¿Qué construís?
p3-infrastructure-city = Una ciudad.
p3-infrastructure-railway = Un ferrocarril.
p3-infrastructure-trading-post = Una factoría.
p3-wars = Las otras naciones son ahora vuestras vecinas, y sus colonias son ricas. ¿Iréis a la guerra para quitárselas? Las guerras se librarán en las colonias, y muchos de los soldados serán gente de allí.
p3-wars-yes = Sí, atacaremos.
p3-wars-no = No, solo nos defenderemos.

## Fase 4

p4-monopolies = ¿Quién controla el comercio? La nación con más recursos de un producto se queda con su monopolio.
p4-rebellions = En vuestras colonias han crecido los movimientos contra vuestro dominio. Allí donde vuestro dominio es más duro, la gente se subleva y estallan rebeliones.
p4-rebellion-choice = Los rebeldes exigen la independencia. ¿Qué les respondéis?
p4-rebellion-fight = Enviáis el ejército contra ellos.
p4-rebellion-negotiate = Negociáis con ellos.
p4-government = La gente de vuestras antiguas colonias ha conquistado su independencia. Sus nuevos gobernantes buscan aliados en el extranjero: ¿qué forma de gobierno respalda vuestra nación?
p4-government-democracy = Una democracia.
p4-government-monarchy = Una monarquía.
p4-government-dictatorship = Una dictadura.

## Lo que hizo cada carta, en el registro de la partida, en el CSV y en la pantalla del docente:
## el nombre del equipo va primero, antes de los dos puntos, para que sirva cualquier nombre («Los
## Halcones», «Die Holländer»); después, «la nación» dice en pretérito indefinido quién lo hizo,
## también cuando hubo violencia. La línea «-you» es lo mismo para los móviles del equipo, que le
## hablan de vosotros; cuando la carta hizo daño a personas, su sujeto es «Vuestra nación», como en
## la trata de esclavos, nunca «vosotros».

p1-contact-fight-outcome = { $team }: su nación atacó a la gente de la costa. Ganara quien ganara, murieron personas y ardieron aldeas.
p1-contact-fight-outcome-you = Vuestra nación ha atacado a la gente de la costa. Ganara quien ganara, murieron personas y ardieron aldeas.
p1-contact-trade-outcome = { $team }: su nación comerció con la gente de la costa, de igual a igual por ahora.
p1-contact-trade-outcome-you = Habéis comerciado con la gente de la costa, de igual a igual por ahora.
p1-contact-ignore-outcome = { $team }: su nación dejó en paz a la gente de la costa.
p1-contact-ignore-outcome-you = Habéis dejado en paz a la gente de la costa.
p1-expansion-conquer-outcome = { $team }: su nación arrebató por la fuerza otro país a la gente que vivía en él.
p1-expansion-conquer-outcome-you = Vuestra nación ha arrebatado por la fuerza otro país a la gente que vivía en él.
p1-expansion-search-outcome = { $team }: su nación buscó riquezas en su primera colonia, en una tierra que pertenecía a la gente que vivía allí.
p1-expansion-search-outcome-you = Habéis buscado riquezas en vuestra primera colonia, en una tierra que pertenece a la gente que vive allí.
p2-expansion-conquer-outcome = { $team }: su nación pagó a soldados para conquistar un país nuevo. Los soldados mataron a la gente que vivía allí, la expulsaron de su tierra o la obligaron a trabajar.
p2-expansion-conquer-outcome-you = Vuestra nación ha pagado a soldados para conquistar un país nuevo. Los soldados mataron a la gente que vivía allí, la expulsaron de su tierra o la obligaron a trabajar.
p2-expansion-port-outcome = { $team }: su nación construyó un puerto para enviar a Europa los recursos de la colonia.
p2-expansion-port-outcome-you = Habéis construido un puerto para enviar a Europa los recursos de vuestra colonia.
p2-church-allow-outcome = { $team }: su nación dejó entrar a los misioneros. Construyeron iglesias y presionaron a mucha gente, a menudo con violencia, para que abandonara sus propias creencias; muchas personas las conservaron en secreto o las mezclaron con la nueva fe.
p2-church-allow-outcome-you = Habéis dejado entrar a los misioneros. Construyeron iglesias y presionaron a mucha gente, a menudo con violencia, para que abandonara sus propias creencias; muchas personas las conservaron en secreto o las mezclaron con la nueva fe.
p2-church-refuse-outcome = { $team }: su nación rechazó a la Iglesia, y a los obispos no les gustó nada.
p2-church-refuse-outcome-you = Habéis rechazado a la Iglesia, y a los obispos no les gustó nada.
p2-contact-fight-outcome = { $team }: su nación envió soldados contra los pueblos del interior. Ganara quien ganara, hubo muertos; donde vencieron, los soldados expulsaron a la gente de su tierra.
p2-contact-fight-outcome-you = Vuestra nación ha enviado soldados contra los pueblos del interior. Ganara quien ganara, hubo muertos; donde vencieron, los soldados expulsaron a la gente de su tierra.
p2-contact-trade-outcome = { $team }: su nación comerció con los pueblos del interior, que pusieron sus propios precios.
p2-contact-trade-outcome-you = Habéis comerciado con los pueblos del interior, que pusieron sus propios precios.
p2-contact-ignore-outcome = { $team }: su nación pasó de largo junto a los pueblos del interior, pero los cultivos de la colonia siguieron extendiéndose por sus tierras. La gente de allí se defendió y destruyó los cultivos.
p2-contact-ignore-outcome-you = Habéis pasado de largo junto a los pueblos del interior, pero los cultivos de vuestra colonia siguieron extendiéndose por sus tierras. La gente de allí se defendió y destruyó los cultivos.
p3-slavery-yes-outcome = { $team }: su nación participó en la trata de esclavos. Sus comerciantes compraron africanos y africanas esclavizados, capturados por la fuerza y arrancados de sus familias, y los vendieron a los dueños de las plantaciones de esa nación, que fueron sus propietarios de por vida, y también de sus hijos, y los obligaron a trabajar. Muchos otros habían muerto por el camino.
p3-slavery-yes-outcome-you = Vuestra nación ha participado en la trata de esclavos. Sus comerciantes compraron africanos y africanas esclavizados, capturados por la fuerza y arrancados de sus familias, y los vendieron a los dueños de las plantaciones de vuestras colonias, que fueron sus propietarios de por vida, y también de sus hijos, y los obligaron a trabajar. Muchos otros habían muerto por el camino.
p3-slavery-no-outcome = { $team }: su nación se negó a participar en la trata de esclavos.
p3-slavery-no-outcome-you = Os habéis negado a participar en la trata de esclavos.
p3-slavery-yes-discussed = Una nación que hubiera participado habría dejado que sus comerciantes compraran africanos y africanas esclavizados, capturados por la fuerza y arrancados de sus familias, y los vendieran a los dueños de las plantaciones de esa nación, que habrían sido sus propietarios de por vida, y también de sus hijos. Muchas otras personas morían por el camino.
p3-slavery-yes-discussed-game = En el juego habría dado tres recursos, habría costado un punto de prestigio y habría puesto un barco negrero en el mapa.
p3-slavery-no-discussed = Una nación que se hubiera negado se habría mantenido fuera de la trata de esclavos. Casi ninguna potencia colonial de aquel tiempo lo hizo.
p3-slavery-no-discussed-game = En el juego habría dado dos puntos de prestigio.
p3-slavery-prompt-1 = ¿Quiénes se enriquecieron con la trata de esclavos en África, en Europa y en las colonias?
p3-slavery-prompt-2 = ¿Cómo resistieron las personas esclavizadas, en los barcos y en las plantaciones?
p3-slavery-prompt-3 = ¿Por qué casi ninguna potencia colonial de aquel tiempo se negó a participar en la trata?
p3-infrastructure-city-outcome = { $team }: su nación construyó una ciudad, con soldados para proteger a las autoridades coloniales.
p3-infrastructure-city-outcome-you = Habéis construido una ciudad, con soldados para proteger a las autoridades coloniales.
p3-infrastructure-railway-outcome = { $team }: su nación mandó construir un ferrocarril para llevar los recursos del interior a la costa. Lo construyeron trabajadores de la colonia, a quienes la nación reclutó a menudo a la fuerza, y muchos murieron.
p3-infrastructure-railway-outcome-you = Habéis mandado construir un ferrocarril para llevar los recursos del interior a la costa. Lo construyeron trabajadores de la colonia, a quienes vuestra nación reclutó a menudo a la fuerza, y muchos murieron.
p3-infrastructure-trading-post-outcome = { $team }: su nación abrió una factoría que reunía recursos de todas sus colonias.
p3-infrastructure-trading-post-outcome-you = Habéis abierto una factoría que reúne recursos de todas vuestras colonias.
p3-wars-yes-outcome = { $team }: su nación se preparó para la guerra contra las otras naciones. La gente de las colonias pondría los soldados y los muertos.
p3-wars-yes-outcome-you = Os habéis preparado para la guerra contra las otras naciones. La gente de vuestras colonias pondrá los soldados y los muertos.
p3-wars-no-outcome = { $team }: su nación no atacó a nadie y siguió comerciando.
p3-wars-no-outcome-you = No habéis atacado a nadie y habéis seguido comerciando.
p4-rebellion-fight-outcome = { $team }: su nación envió el ejército contra la gente que se había sublevado, y sus soldados mataron a muchas de esas personas.
p4-rebellion-fight-outcome-you = Vuestra nación ha enviado su ejército contra la gente que se había sublevado. Sus soldados mataron a muchas de esas personas.
p4-rebellion-negotiate-outcome = { $team }: su nación negoció con los rebeldes y renunció a parte de lo que sacaba de la colonia.
p4-rebellion-negotiate-outcome-you = Habéis negociado con los rebeldes y habéis renunciado a parte de lo que sacabais de la colonia.
p4-government-democracy-outcome = { $team }: su nación apoyó una democracia, en la que la gente elegiría su propio gobierno.
p4-government-democracy-outcome-you = Habéis apoyado una democracia, en la que la gente elegirá su propio gobierno.
p4-government-monarchy-outcome = { $team }: su nación apoyó una monarquía: un rey o una reina que gobernaría sin que la gente tuviera apenas voz.
p4-government-monarchy-outcome-you = Habéis apoyado una monarquía: un rey o una reina que gobernará sin que la gente tenga apenas voz.
p4-government-dictatorship-outcome = { $team }: su nación apoyó a un dictador que haría que la riqueza siguiera yendo a unos pocos y a la propia nación.
p4-government-dictatorship-outcome-you = Habéis apoyado a un dictador que hará que la riqueza siga yendo a unos pocos y a vuestra nación.

## Lo que hizo una nación, en pocas palabras (el póster nombra lo que hicieron las naciones más ricas)

p1-contact-fight-did = ataque a la gente de la costa
p1-expansion-conquer-did = conquista de un país por la fuerza
p2-expansion-conquer-did = pago de soldados para conquistar un país
p2-contact-fight-did = envío de soldados contra los pueblos del interior
p3-slavery-yes-did = participación en la trata de esclavos
p4-rebellion-fight-did = envío del ejército contra la gente sublevada
p4-government-democracy-did = apoyo a una democracia
p4-government-monarchy-did = apoyo a una monarquía
p4-government-dictatorship-did = apoyo a una dictadura

## Notas para el docente (en la pantalla del docente y en las tarjetas de fase para el profesorado,
## nunca en la proyección)

p1-landing-note = Cada equipo toma un país de la costa que todavía no tenga ningún equipo, con un ejército y un recurso (lo saca la aplicación; en papel, el equipo tira los dados y lo anota en su hoja de países).
p1-landing-every-nation = Cada nación tomó un país de la costa a la gente que vivía allí: { $changes }.
p1-contact-note = Atacar puede dar un país, pero siempre cuesta prestigio. Deja que los equipos lo hablen antes de poner sus cartas boca abajo.
p1-expansion-note = La búsqueda solo encuentra un recurso con un 3 o más.
p2-expansion-note = Las dos cartas cuestan un oro. Un equipo sin oro no pone carta en este paso, y no le pasa nada.
p2-church-note = Dejar entrar a los misioneros da un punto de prestigio en la metrópoli, pero cuesta un recurso: las tierras y la mano de obra de la Iglesia salen de la colonia. Negarse cuesta un punto de prestigio. Para Castilla y Portugal, negarse no fue nunca una posibilidad real: la evangelización justificaba la conquista y la Corona dirigía la Iglesia en sus colonias (el Patronato regio en Castilla, el Padroado en Portugal).
p2-contact-note = Pasar de largo ante los pueblos del interior cuesta un recurso: defienden su tierra frente a los cultivos de la colonia.
p3-slavery-note = Participar da tres recursos y cuesta un punto de prestigio; negarse da dos puntos de prestigio. El juego cuenta prestigio, no sufrimiento. En papel, el barco negrero se marca en la hoja de países del equipo, junto a uno de sus países de la costa.
p3-slavery-say = Di claramente: la trata de esclavos fue un crimen contra millones de personas.
p3-slavery-reveal = La trata de esclavos fue un crimen contra millones de personas. El juego cuenta prestigio, no sufrimiento.
p3-infrastructure-note = La ciudad da un ejército en cada país del equipo y un recurso en su propio país; el ferrocarril, cuatro recursos en su propio país; la factoría, dos recursos en cada país. Una factoría no es una fábrica: es un enclave fortificado en la costa, con almacenes y mercado.
p3-wars-note = Primero, cada equipo que eligió No toma sus dos recursos. Después, solo pueden atacar los equipos que eligieron Sí, por orden de asiento desde el primer equipo de la ronda; un equipo con seis países no puede empezar un ataque. Quien ataca elige uno de sus países con ejércitos y un país vecino de otro equipo. En cada tirada, el equipo que ataca y el que defiende tiran un dado cada uno: el más alto quita un ejército al otro bando; si los dos dados son iguales, se vuelve a tirar. Cuando el país atacado se queda sin ejércitos, quien ataca lo conquista con la siguiente tirada que gane, con sus recursos y edificios, y puede mover ejércitos allí (desde ninguno hasta todos menos uno). Un combate termina cuando cae el país, cuando el país atacante se queda sin ejércitos o cuando quien ataca se retira (retirarse es perder el combate). Quien pierde un combate pierde un punto de prestigio. Quien defiende nunca conquista el país atacante. Quien ataca puede empezar tantos combates como quiera mientras tenga ejércitos. Consejo: un combate por cada equipo que ataca, como prevén los tiempos de la guía didáctica; con más de ocho equipos, siempre.
investment-note = Primero, un oro por cada recurso; después, cada equipo gasta: un oro por ejército o por tirada de agricultura (de 3 a 6 da un recurso).
p4-monopolies-note = Cuenta cada producto: el equipo con más recursos de ese producto gana un punto de prestigio (no hace falta ninguna carta); si hay empate, esos equipos tiran el dado y gana el más alto. En papel, producto por producto: cada equipo que tenga algo de ese producto dice su total.
p4-rebellions-note = Cada equipo pone su rebelión en uno de sus países sin ciudad (ninguna si todos tienen ciudad); el equipo elige cuál (lo habitual es proponer el que tiene más ejércitos). Va una rebelión a cada país con ciudad. Después, los equipos con menos prestigio ponen otra en un país que no tenga ninguna: ordena todos los equipos por prestigio, del más bajo al más alto, también los que no tienen país (ellos no reciben rebelión); el prestigio del segundo equipo marca el límite, y cada equipo que tenga ese prestigio o menos recibe una (9, 9, 10: los dos con 9; 8, 9, 9, 10: el de 8 y los dos con 9). Un país tiene como mucho una rebelión: una más va a un país sin rebelión y, si no hay ninguno, se pierde. Los equipos sin rebelión no ponen ninguna carta en el paso siguiente.
p4-rebellion-choice-note = Luchar cuesta dos ejércitos en cada país con rebelión; donde quedan ejércitos, la rebelión queda sofocada. Donde no queda ninguno, el equipo tira contra los rebeldes (el equipo siguiente en el sentido de las agujas del reloj tira por ellos): si la tirada del equipo es más alta, la rebelión queda sofocada y cuesta un punto de prestigio; si es más alta la de los rebeldes, el país se independiza y sale del juego con todo lo que tiene; si los dos dados son iguales, se vuelve a tirar. Negociar cuesta dos recursos en cada país con rebelión y da dos puntos de prestigio una sola vez, haya las rebeliones que haya.
p4-government-note = La última decisión convierte los recursos en oro. Pregunta a la clase quién tuvo que vivir bajo cada gobierno cuando se marcharon los gobernantes coloniales.

## Puesta en común: preguntas con los datos de la partida de la clase y la historia de cada fase,
## con sus fechas reales

debrief-nobody = nadie
debrief-landing-title = Fase 1: Desembarco (en la historia real: de 1492 a 1572)
debrief-landing-q1-fought = Atacaron a la gente de la costa
debrief-landing-q1-traded = Comerciaron con la gente de la costa
debrief-landing-q1-ignored = Dejaron en paz a la gente de la costa
debrief-landing-q1-ask = ¿Qué le trajo cada decisión a vuestra nación y qué le trajo a la gente de la costa?
debrief-landing-q1 = { debrief-landing-q1-fought }: { $fought }. { debrief-landing-q1-traded }: { $traded }. { debrief-landing-q1-ignored }: { $ignored }. { debrief-landing-q1-ask }
debrief-landing-q2 = El juego nunca os dio una carta para preguntar a la gente de la costa si quería que estuvierais allí. ¿Por qué no? En la historia real, esos pueblos comerciaron, se aliaron, lucharon o huyeron: ¿cuáles de estas opciones les dejó el juego?
debrief-landing-q3 = Ya entonces, los dominicos Antonio de Montesinos y Bartolomé de las Casas denunciaron la violencia de la conquista. ¿Cuáles de vuestras decisiones defenderíais delante de ellos, y delante de la gente de la costa?
debrief-landing-background =
    En 1492 Colón llegó al Caribe al servicio de la Corona de Castilla. En 1493 el papa concedió a los Reyes Católicos las tierras que no tuviera ya ningún príncipe cristiano; en 1494, en el Tratado de Tordesillas, Castilla y Portugal se repartieron con una línea de polo a polo, a 370 leguas al oeste de Cabo Verde, las tierras «descubiertas y por descubrir», sin preguntar a nadie que viviera en ellas.
    Hernán Cortés tomó en 1521 Tenochtitlan, la capital mexica (azteca), con decenas de miles de aliados indígenas, sobre todo de Tlaxcala, que libraban su propia guerra contra los mexicas; el último gobernante mexica, Cuauhtémoc, defendió la ciudad hasta el final. El asedio, el hambre y la viruela costaron probablemente más de cien mil vidas. Francisco Pizarro atacó el Imperio inca a partir de 1532, cuando los generales de Atahualpa acababan de vencer y capturar a Huáscar en una guerra civil, y también él contó con aliados indígenas; Manco Inca se sublevó contra los españoles en 1536, y un Estado inca resistió en Vilcabamba hasta 1572.
    En el siglo que siguió a 1492, la población indígena de América se redujo, según la mayoría de las estimaciones, entre un 80 y un 90 por ciento; en las Antillas casi desapareció. Las epidemias de viruela, sarampión o gripe, contra las que no tenía defensas, mataron a millones de personas, pero no explican solas la catástrofe, como recuerda el demógrafo Massimo Livi Bacci: la guerra, el hambre, el trabajo forzado en minas y encomiendas, el traslado de comunidades enteras y las mujeres arrebatadas a sus familias debilitaron a los pueblos y les impidieron recuperarse. En La Española, la población taína se había hundido antes de que llegara la viruela, a finales de 1518: el repartimiento de 1514 contó solo unas veintiséis mil personas, agotadas por el trabajo en las minas de oro.
    La gente resistió desde el principio: en Cuba, el cacique Hatuey, huido de La Española, combatió a los conquistadores y fue quemado vivo en 1512; en La Española, Enriquillo se alzó en 1519 y en 1533 obligó a la Corona a firmar la paz. Ya entonces se alzaron también voces críticas entre los españoles: la del dominico Antonio de Montesinos en 1511 y la de Bartolomé de las Casas, que había hecho trabajar para él a indígenas hasta que en 1514 se volvió crítico. Las Leyes Nuevas de 1542 prohibieron esclavizar a la población indígena y limitaron las encomiendas, pero los encomenderos se resistieron, en Perú incluso con las armas, y la Corona tuvo que suavizarlas en 1545.
debrief-landing-short = En 1492 Colón llegó al Caribe al servicio de Castilla. En 1521 Hernán Cortés tomó Tenochtitlan, la capital mexica, con decenas de miles de aliados indígenas; Cuauhtémoc la defendió hasta el final. En un siglo murieron entre ocho y nueve de cada diez indígenas de América: por epidemias como la viruela, pero también por la guerra, el hambre y el trabajo forzado. En Cuba, el cacique Hatuey resistió y fue quemado vivo en 1512. Ya entonces, Bartolomé de las Casas condenó la conquista.
debrief-landing-basic = En 1492 Colón llegó al Caribe con barcos de Castilla. En toda América ya vivían millones de personas, con sus ciudades, sus campos y sus creencias. En 1521 Hernán Cortés tomó Tenochtitlan, la gran ciudad de los mexicas. Lo ayudaron miles de guerreros de otros pueblos, enemigos de los mexicas. Cuauhtémoc, el último gobernante mexica, defendió la ciudad hasta el final. Desde 1532, Francisco Pizarro atacó el Imperio inca. Con la encomienda, muchos indígenas tenían que trabajar para un español. En un siglo murieron ocho o nueve de cada diez indígenas de América. Muchos murieron por epidemias, como la viruela. Muchos otros murieron por la guerra, el hambre y el trabajo a la fuerza. En La Española, la mayoría de los taínos murió antes de la viruela. Murieron sobre todo por el trabajo en las minas de oro y por el hambre. Muchos indígenas se rebelaron, como Enriquillo, que luchó de 1519 a 1533. Frailes como Bartolomé de las Casas protestaron contra esa violencia. En 1542, las Leyes Nuevas prohibieron esclavizar a los indígenas.
debrief-landing-sources = Bibliografía: Matthew Restall, Los siete mitos de la conquista española (Paidós, 2004); Alfred W. Crosby, El intercambio transoceánico (UNAM, 1991); Massimo Livi Bacci, Los estragos de la conquista (Crítica, 2006), y su artículo «Las múltiples causas de la catástrofe», Revista de Indias, 227 (2003). Fuente primaria: Bartolomé de las Casas, Brevísima relación de la destrucción de las Indias (1552), un alegato escrito para convencer al rey, con cifras exageradas.
debrief-expansion-title = Fase 2: Expansión (en la historia real: de 1600 a 1770, aproximadamente)
debrief-expansion-q1-church = Dejaron entrar a los misioneros
debrief-expansion-q1-refused = Rechazaron a la Iglesia
debrief-expansion-q1-ask = ¿Qué le dieron las misiones a vuestra nación en Europa, y qué supusieron para la gente de las colonias: qué le quitaron y qué le dieron?
debrief-expansion-q1 = { debrief-expansion-q1-church }: { $church }. { debrief-expansion-q1-refused }: { $refused }. { debrief-expansion-q1-ask }
debrief-expansion-q2-fought = Hicieron la guerra a los pueblos del interior
debrief-expansion-q2-ask = ¿Cómo creéis que os veían los pueblos del interior y qué podían hacer contra vosotros?
debrief-expansion-q2 = { debrief-expansion-q2-fought }: { $fought }. { debrief-expansion-q2-ask }
debrief-expansion-q3 = Los puertos y los países nuevos costaban oro. ¿Quién los pagó al final?
debrief-expansion-background =
    La Compañía Inglesa de las Indias Orientales (fundada en 1600) y la Compañía Neerlandesa de las Indias Orientales (1602) eran compañías comerciales con sus propios barcos, fuertes y soldados. La compañía neerlandesa conquistó las islas de Banda en 1621 para controlar el comercio de la nuez moscada: de unos quince mil habitantes de Banda, la mayoría fueron asesinados, esclavizados o expulsados. La compañía inglesa comerció durante más de un siglo desde enclaves fortificados en las costas de la India y solo empezó a gobernar grandes regiones a partir de 1757. También Brandemburgo-Prusia compró y embarcó africanos y africanas esclavizados desde su fuerte de Groß Friedrichsburg, en la costa de la actual Ghana (de 1683 a 1717).
    España llegó a Asia por el Pacífico: desde 1565 conquistó Filipinas y, de ese año a 1815, el galeón de Manila llevó cada año plata de las minas americanas a Manila, donde se cambiaba sobre todo por seda y porcelana que traían comerciantes chinos. En el sur de Chile, los mapuche derrotaron a los españoles en Curalaba (1598), destruyeron las siete ciudades españolas al sur del río Biobío y mantuvieron allí su independencia durante más de dos siglos; la Corona tuvo que negociar con ellos en parlamentos como el de Quilín (1641).
    En la actual Angola, la reina Njinga de Ndongo y Matamba combatió y negoció con los portugueses durante más de treinta años, hasta que un tratado de paz de 1656 dejó su reino independiente; murió en 1663. En la región del Paraguay (hoy partes de Paraguay, Argentina y Brasil), las misiones jesuitas (de 1609 a 1767) agruparon a los guaraníes en poblados llamados reducciones. Las misiones los protegieron de los bandeirantes, cazadores de esclavos portugueses de São Paulo, a los que guerreros guaraníes derrotaron en Mbororé en 1641; pero también sustituyeron gran parte de su forma de vida.
debrief-expansion-short = Compañías comerciales con barcos y soldados propios, como las Compañías Inglesa y Neerlandesa de las Indias Orientales, construyeron fuertes en Asia y África. Desde 1565 España conquistó Filipinas, adonde el galeón de Manila llevaba cada año plata americana. En el sur de Chile, los mapuche vencieron a los españoles en Curalaba, en 1598, y siguieron libres al sur del río Biobío. En Angola, la reina Njinga combatió y negoció con los portugueses durante más de treinta años y mantuvo su reino independiente.
debrief-expansion-basic = Entre finales del siglo XVI y 1770, los europeos fueron más allá de las costas. Algunas compañías de comercio tenían sus propios barcos, fuertes y soldados. En 1621, la compañía de los Países Bajos tomó las islas de Banda, en Asia. Quería vender ella sola toda la nuez moscada. Mató, esclavizó o echó a la mayoría de la gente de las islas. Desde 1565, España conquistó las islas Filipinas. Cada año, un gran barco, el galeón de Manila, llevaba plata de América a Asia. Pero muchos pueblos se defendieron. En Chile, los mapuche vencieron a los españoles en Curalaba, en 1598. Al sur del río Biobío siguieron libres más de dos siglos. El rey de España tuvo que negociar con ellos. En Angola, la reina Njinga luchó y negoció con los portugueses más de treinta años. En Paraguay, los jesuitas reunieron a los guaraníes en poblados llamados reducciones. Allí los protegían de los cazadores de esclavos. Pero también cambiaron su forma de vivir. En 1641, los guaraníes vencieron a esos cazadores en Mbororé.
debrief-expansion-sources = Bibliografía: Wolfgang Reinhard, A Short History of Colonialism (2011); Jürgen Osterhammel y Jan C. Jansen, Colonialismo. Historia, formas, efectos (Siglo XXI, 2019); Linda M. Heywood, Njinga of Angola: Africa's Warrior Queen (2017). Fuente primaria: Los parlamentos hispano-mapuches (1593-1803). Textos fundamentales, versión de Gertrudis Payàs sobre la edición de José Manuel Zavala (Ediciones Universidad Católica de Temuco, 2018).
debrief-economy-title = Fase 3: Estructuras económicas (en la historia real: del siglo XVI a 1914)
debrief-economy-q1-slavery = Participaron en la trata de esclavos
debrief-economy-q1-refused = Rechazaron la trata de esclavos
debrief-economy-q1-ask = Los traficantes y los amos ponían precio a seres humanos. ¿Qué nos dice eso de ellos, y de un juego que convierte a personas en «+3 recursos»?
debrief-economy-q1 = { debrief-economy-q1-slavery }: { $slavery }. { debrief-economy-q1-refused }: { $refused }. { debrief-economy-q1-ask }
debrief-economy-q1-discussed = Vuestra clase ha comentado la trata de esclavos en vez de jugarla. El juego premia con recursos la compra de personas y con prestigio a quien se niega. Los traficantes y los propietarios de entonces pusieron de verdad precio a seres humanos: ¿qué nos dice eso de ellos, y de un juego que convierte a las personas en recursos?
debrief-economy-q2 = ¿Quién trabajó en vuestras plantaciones, en vuestras minas y en vuestros ferrocarriles, y quién se quedó con los beneficios?
debrief-economy-q3-attacked = Fueron a la guerra contra otras naciones
debrief-economy-q3-ask = Las guerras entre las naciones se libraron en las colonias: ¿quién combatió en ellas, quién murió y qué sacó de ellas la gente que vivía allí?
debrief-economy-q3 = { debrief-economy-q3-attacked }: { $attacked }. { debrief-economy-q3-ask }
debrief-economy-background =
    Entre 1501 y 1866, unos 12,5 millones de africanos y africanas fueron embarcados a la fuerza en barcos negreros rumbo a América, la mayoría a Brasil y al Caribe; unos 10,7 millones sobrevivieron a la travesía. Ellos y sus hijos eran propiedad de sus amos de por vida, obligados a trabajar en plantaciones de azúcar, café y algodón, y en minas, puertos y casas. En los Andes, desde 1573 la mita obligaba cada año a miles de indígenas a trabajar por turnos en las minas de plata de Potosí, en condiciones durísimas.
    La Corona española participó en la trata desde el principio: desde 1518 vendió licencias y, después, «asientos», contratos de monopolio, a comerciantes de otros países, sobre todo portugueses, para llevar personas esclavizadas a la América española, y cobraba un derecho por cada persona; por el Tratado de Utrecht (1713), el asiento pasó durante treinta años a una compañía británica. A Cuba llegaron cerca de un millón de africanos y africanas, casi nueve de cada diez entre 1790 y 1867, cuando la isla se llenó de plantaciones de azúcar.
    Las personas esclavizadas resistieron: se sublevaron en los barcos y en las plantaciones, y quienes lograron huir fundaron comunidades libres como Palmares, en Brasil (de 1605 a 1694, aproximadamente), cuyo último líder, Zumbi, fue asesinado en 1695; en Jamaica, los cimarrones, dirigidos por Nanny, lucharon contra los británicos. En la América española, los cimarrones de Gaspar Yanga obligaron al virrey de Nueva España a reconocerles una población libre, San Lorenzo de los Negros, y en Cuba, en 1843, Carlota encabezó la sublevación del ingenio Triunvirato.
    Gran Bretaña prohibió la trata en 1807. En 1834 abolió la esclavitud en la mayoría de sus colonias, pero obligó a la mayor parte de las personas liberadas a seguir trabajando para sus antiguos amos como «aprendices», sin salario, hasta 1838; pagó 20 millones de libras de indemnización a los propietarios y nada a las personas esclavizadas. España se comprometió en 1817 a poner fin a la trata, pero comerciantes españoles y cubanos, con la tolerancia de las autoridades, siguieron desembarcando personas cautivas en Cuba hasta finales de la década de 1860. También España indemnizó a los propietarios: la ley de 1873 que abolió la esclavitud en Puerto Rico les pagó por las personas liberadas y obligó a estas a firmar contratos de trabajo de al menos tres años; en Cuba, la ley de 1880 convirtió a las personas esclavizadas en «patrocinados», obligados a seguir trabajando para sus antiguos amos, hasta que el patronato se suprimió en 1886. Brasil abolió la esclavitud en 1888.
    En la guerra de los Siete Años (1756-1763), Gran Bretaña y Francia lucharon en Europa y por sus colonias, con soldados indígenas de América y soldados de la India que combatieron y murieron en ambos bandos; España entró en la guerra en 1762, y los británicos tomaron La Habana y Manila. En la Conferencia de Berlín de 1884-1885, convocada por Bismarck, catorce Estados, entre ellos España, Estados Unidos y el Imperio otomano, fijaron reglas para reclamar tierras en África; no se invitó a ningún africano. Alemania se hizo con sus primeras colonias en 1884 y 1885. En 1914 solo seguían siendo independientes Etiopía, que derrotó a un ejército italiano en Adua en 1896, y Liberia.
debrief-economy-short = Entre 1501 y 1866, unos 12,5 millones de africanos y africanas fueron embarcados a la fuerza hacia América; unos 10,7 millones sobrevivieron a la travesía. Cerca de un millón llegaron a Cuba, muchos con la trata ya prohibida. Resistieron: en Brasil, quienes huían fundaron Palmares; en Cuba, en 1843, Carlota encabezó la sublevación del ingenio Triunvirato. Al abolir la esclavitud, España indemnizó a los dueños, no a las personas esclavizadas. En Berlín, catorce Estados pactaron cómo reclamar tierras en África, sin invitar a ningún africano.
debrief-economy-basic = En los Andes, la mita obligaba a los indígenas a trabajar en las minas de Potosí. Comerciantes de Europa compraban en África a hombres, mujeres y niños capturados por la fuerza. Entre 1501 y 1866, unos 12,5 millones fueron llevados en barco a América. Casi dos millones murieron en el viaje. Las personas esclavizadas eran propiedad de sus amos toda la vida. Sus hijos también nacían esclavizados. Trabajaban en plantaciones de azúcar, café y algodón, y en las minas. Pero resistían: se rebelaban y huían. En Brasil, los que huían fundaron Palmares, una comunidad libre. A Cuba llegó cerca de un millón de africanos. Muchos llegaron cuando la trata ya estaba prohibida. En 1843, una mujer esclavizada, Carlota, dirigió una rebelión en Cuba. España acabó con la esclavitud en Puerto Rico en 1873. Pagó a los dueños, pero no a las personas liberadas. En Cuba, las personas liberadas tuvieron que seguir trabajando para sus amos hasta 1886. En 1884, catorce Estados pusieron en Berlín reglas para tomar tierras en África. No invitaron a ningún africano.
debrief-economy-sources = Bibliografía: SlaveVoyages, Trans-Atlantic Slave Trade Database (slavevoyages.org, también en español); David Eltis y David Richardson, Atlas of the Transatlantic Slave Trade (2010); Hugh Thomas, La trata de esclavos (Planeta, 1998); Rebecca J. Scott, La emancipación de los esclavos en Cuba (Caminos, 2001); María del Carmen Barcia Zequeira, «Caracterizando la trata ilegal en Cuba», Ayer, 127 (2022). Fuentes primarias: Ley de abolición de la esclavitud en Puerto Rico (22 de marzo de 1873); Acta General de la Conferencia de Berlín (1885).
debrief-independence-title = Fase 4: Independencia (en la historia real: de 1776 a 1990)
debrief-independence-q1-fought = Enviaron el ejército contra los rebeldes
debrief-independence-q1-negotiated = Negociaron con los rebeldes
debrief-independence-q1-ask = ¿Qué querían los rebeldes, y qué les dio y qué les costó cada respuesta?
debrief-independence-q1 = { debrief-independence-q1-fought }: { $fought }. { debrief-independence-q1-negotiated }: { $negotiated }. { debrief-independence-q1-ask }
debrief-independence-q2-democracy = Respaldaron una democracia
debrief-independence-q2-monarchy = Respaldaron una monarquía
debrief-independence-q2-dictatorship = Respaldaron una dictadura
debrief-independence-q2-ask = ¿Por qué el juego da beneficios tan distintos según el gobierno que respaldó vuestra nación? ¿Quién tuvo que vivir después bajo ese gobierno?
debrief-independence-q2 = { debrief-independence-q2-democracy }: { $democracy }. { debrief-independence-q2-monarchy }: { $monarchy }. { debrief-independence-q2-dictatorship }: { $dictatorship }. { debrief-independence-q2-ask }
debrief-independence-q3 = Muchos Estados nuevos conservaron las fronteras que habían trazado las potencias coloniales, a menudo partiendo en dos las tierras de los pueblos que vivían allí. ¿Quién trazó las fronteras de vuestras colonias y quién sufrió sus consecuencias?
debrief-independence-background =
    La independencia la conquistó la gente de las colonias, a menudo frente a ejércitos enviados para impedirlo. Las trece colonias británicas de Norteamérica se separaron primero (1776-1783), y los pueblos indígenas perdieron aún más tierras. En 1780, Túpac Amaru II y Micaela Bastidas encabezaron en el sur del Perú una rebelión indígena que las tropas virreinales, con muchos soldados indígenas, aplastaron en 1781; ambos fueron ejecutados, y murieron quizá cien mil personas. En la colonia francesa de Saint-Domingue, las personas esclavizadas se sublevaron en agosto de 1791, dirigidas al principio por Dutty Boukman, Jean-François y Georges Biassou. Toussaint Louverture, cuyo papel en la preparación de la sublevación se discute, se unió a ella abiertamente más tarde y llegó a ser su dirigente más conocido; los franceses lo capturaron en 1802. Jean-Jacques Dessalines derrotó al ejército de Napoleón y proclamó Haití el 1 de enero de 1804: la única rebelión de personas esclavizadas que fundó un Estado. En 1825, Francia obligó a Haití a pagar 150 millones de francos a sus antiguos amos. La América española se independizó entre 1810 y 1825, dirigida sobre todo por élites criollas como Simón Bolívar.
    Cuba luchó contra España en la guerra de los Diez Años (1868-1878), iniciada por Carlos Manuel de Céspedes al liberar a las personas que tenía esclavizadas, en la guerra Chiquita (1879-1880) y en la de 1895-1898, con dirigentes como Antonio Maceo y José Martí; Mariana Grajales, madre de los Maceo, se convirtió en símbolo de esa lucha. En la última, la «reconcentración» de la población rural, ordenada por el general Weyler, mató a más de cien mil civiles; el historiador John L. Tone calcula unos ciento setenta mil. En Filipinas se sublevó en 1896 el Katipunan de Andrés Bonifacio, y España fusiló al escritor José Rizal, que pedía reformas. En 1898 entró en la guerra Estados Unidos; por el Tratado de París, España renunció a Cuba y le cedió Puerto Rico, Guam y Filipinas.
    En el África del Sudoeste Alemana (hoy Namibia), los herero y los nama, dirigidos por Samuel Maharero y Hendrik Witbooi, se rebelaron en 1904. El ejército alemán respondió con un genocidio, que Alemania reconoció en 2021: en 1908 habían muerto alrededor del 80 por ciento de los herero y la mitad de los nama.
    En el norte de Marruecos, protectorado español desde 1912, los rifeños de Abd el-Krim derrotaron al ejército español en Annual (1921), donde murieron entre ocho mil y trece mil soldados, y proclamaron una república; España y Francia los vencieron en 1926. Tras Annual, las autoridades españolas decidieron usar armas químicas: sobre todo desde 1924, bajo la dictadura de Primo de Rivera, la aviación y la artillería lanzaron gases tóxicos, como la iperita, sobre posiciones rifeñas, aldeas, zocos y cultivos, aunque España firmó en 1925 el Protocolo de Ginebra, que prohibía su uso en la guerra. En Guinea Ecuatorial, las plantaciones de cacao de Fernando Poo se levantaron con el trabajo forzado de la población local y de braceros traídos, a menudo a la fuerza, de Liberia y de Río Muni, la parte continental de la colonia; el país se independizó el 12 de octubre de 1968. En el Sáhara Occidental, por los Acuerdos de Madrid (1975), España entregó la administración a Marruecos y Mauritania y se retiró en 1976 sin el referéndum que pedía la ONU. El Frente Polisario, fundado en 1973 contra el dominio español, proclamó en 1976 la República Árabe Saharaui Democrática; combatió a Mauritania hasta 1979 y a Marruecos hasta el alto el fuego de 1991, que dio por roto en noviembre de 2020. En 2022 se calculaba que más de ciento setenta mil saharauis vivían en los campamentos de refugiados de Tinduf (Argelia), muchos desde 1975-1976. En 2026, el estatus del Sáhara Occidental sigue en disputa.
    La India y Pakistán se independizaron en 1947, tras décadas de protestas encabezadas por Gandhi; la partición costó entre varios cientos de miles y dos millones de vidas. En Kenia, en los años cincuenta, Gran Bretaña combatió al Ejército de la Tierra y la Libertad («mau mau») y encerró sin juicio en campos a unas ochenta mil personas según las cifras oficiales (entre ciento sesenta mil y trescientas veinte mil según la historiadora Caroline Elkins); muchas fueron torturadas, y en 2013 el Gobierno británico lo reconoció e indemnizó a supervivientes. En 1960 se independizaron diecisiete países africanos; Francia combatió en Argelia hasta 1962, y Portugal en Angola, Mozambique y Guinea-Bisáu hasta 1974. Namibia no se independizó de Sudáfrica hasta 1990. Muchos Estados nuevos conservaron fronteras, economías y gobernantes marcados por el dominio colonial.
debrief-independence-short = La gente de las colonias conquistó su independencia. En Haití, tras la sublevación de 1791, Dessalines proclamó la independencia en 1804. La América española se independizó entre 1810 y 1825. En 1898 Estados Unidos entró en la guerra de Cuba, y España le cedió Puerto Rico, Filipinas y Guam. En el Rif, Abd el-Krim venció al ejército español en Annual; después, la aviación española lanzó gases tóxicos sobre sus aldeas. En 1976 España dejó el Sáhara Occidental sin el referéndum que pedía la ONU.
debrief-independence-basic = La gente de las colonias ganó su independencia. En 1791 se rebelaron las personas esclavizadas de Saint-Domingue, colonia francesa. Primero las dirigió Dutty Boukman; luego, Toussaint Louverture. En 1804, con Jean-Jacques Dessalines, fundaron allí un Estado nuevo: Haití. La América española se independizó entre 1810 y 1825. Cuba luchó treinta años contra España, con José Martí y Antonio Maceo. En 1898, Estados Unidos venció a España y se quedó con Puerto Rico, Filipinas y Guam. En 1921, los rifeños de Abd el-Krim vencieron al ejército español en Annual. Después, aviones españoles lanzaron gases tóxicos sobre sus aldeas. Alemania cometió un genocidio contra los herero y los nama. Gran Bretaña encerró en campos al menos a ochenta mil kenianos. Guinea Ecuatorial fue colonia de España hasta 1968. Allí mucha gente trabajó a la fuerza en las plantaciones de cacao. En 1976, España dejó el Sáhara Occidental en manos de Marruecos y Mauritania. No hizo la votación que había prometido. El Frente Polisario luchó contra ellos. En 2026, muchos saharauis siguen en campos de refugiados en Argelia.
debrief-independence-sources = Bibliografía: Jan C. Jansen y Jürgen Osterhammel, Decolonization: A Short History (2017); C. L. R. James, Los jacobinos negros. Toussaint L’Ouverture y la revolución de Haití (original inglés de 1938); John Lynch, Las revoluciones hispanoamericanas 1808-1826 (Ariel, 1976); John Lawrence Tone, Guerra y genocidio en Cuba, 1895-1898 (Turner, 2008); Sebastian Balfour, Abrazo mortal. De la guerra colonial a la Guerra Civil en España y Marruecos (1909-1939) (Península, 2002); María Rosa de Madariaga, Abd el-Krim El Jatabi. La lucha por la independencia (Alianza, 2009); Jürgen Zimmerer y Joachim Zeller (eds.), Genocide in German South-West Africa (2008); Caroline Elkins, Imperial Reckoning: The Untold Story of Britain's Gulag in Kenya (2005). Fuente primaria: Tratado de paz entre España y los Estados Unidos, firmado en París el 10 de diciembre de 1898.

## Nombres de los pasos (cabecera, historial, proyección)

step-name-p1-landing = Llegada a la costa
step-name-p1-contact = Contacto en la costa
step-name-p1-expansion = Avanzar o buscar
step-name-p1-investment = Inversión
step-name-p2-expansion = Conquista o puerto
step-name-p2-church = La Iglesia
step-name-p2-contact = Contacto en el interior
step-name-p2-investment = Inversión
step-name-p3-slavery = La trata de esclavos
step-name-p3-infrastructure = Infraestructuras
step-name-p3-wars = Guerras coloniales
step-name-p3-investment = Inversión
step-name-p4-monopolies = Monopolios
step-name-p4-rebellions = Rebeliones
step-name-p4-rebellion-choice = Respuesta a las rebeliones
step-name-p4-government = El gobierno tras la independencia

## En la proyección después de destapar las cartas: lo que cada carta supuso para la gente. Sin
## nombre de equipo (las fichas de debajo dicen quién); el sujeto es cuántas naciones la jugaron
## ($count), para que se nombre a quien lo hizo.

p1-contact-fight-projector = { $count ->
        [one] Una nación atacó
       *[other] { $count } naciones atacaron
    } a la gente de la costa: ganara quien ganara, murieron personas y ardieron aldeas.
p1-contact-trade-projector = { $count ->
        [one] Una nación comerció
       *[other] { $count } naciones comerciaron
    } con la gente de la costa, de igual a igual por ahora.
p1-contact-ignore-projector = { $count ->
        [one] Una nación dejó
       *[other] { $count } naciones dejaron
    } en paz a la gente de la costa.
p1-expansion-conquer-projector = { $count ->
        [one] Una nación arrebató por la fuerza otro país a la gente que vivía en él.
       *[other] { $count } naciones arrebataron por la fuerza otros países a la gente que vivía en ellos.
    }
p1-expansion-search-projector = { $count ->
        [one] Una nación buscó
       *[other] { $count } naciones buscaron
    } riquezas en su primera colonia, en una tierra que pertenecía a la gente que vivía allí.
p2-expansion-conquer-projector = { $count ->
        [one] Una nación pagó a soldados para conquistar un país nuevo: los soldados mataron a la gente que vivía allí, la expulsaron de su tierra o la obligaron a trabajar.
       *[other] { $count } naciones pagaron a soldados para conquistar países nuevos: los soldados mataron a la gente que vivía allí, la expulsaron de su tierra o la obligaron a trabajar.
    }
p2-expansion-port-projector = { $count ->
        [one] Una nación construyó un puerto para enviar a Europa los recursos de las colonias.
       *[other] { $count } naciones construyeron puertos para enviar a Europa los recursos de las colonias.
    }
p2-church-allow-projector = { $count ->
        [one] Una nación dejó
       *[other] { $count } naciones dejaron
    } entrar a misioneros, que construyeron iglesias y presionaron a mucha gente, a menudo con violencia, para que abandonara sus propias creencias. Muchas personas las conservaron en secreto.
p2-church-refuse-projector = { $count ->
        [one] Una nación rechazó
       *[other] { $count } naciones rechazaron
    } a la Iglesia, y a los obispos no les gustó nada.
p2-contact-fight-projector = { $count ->
        [one] Una nación envió
       *[other] { $count } naciones enviaron
    } soldados contra los pueblos del interior: ganara quien ganara, hubo muertos; donde vencieron, los soldados expulsaron a la gente de su tierra.
p2-contact-trade-projector = { $count ->
        [one] Una nación comerció
       *[other] { $count } naciones comerciaron
    } con los pueblos del interior, que pusieron sus propios precios.
p2-contact-ignore-projector = { $count ->
        [one] Una nación pasó
       *[other] { $count } naciones pasaron
    } de largo junto a los pueblos del interior, pero los cultivos de las colonias se extendieron por sus tierras: la gente de allí se defendió y destruyó los cultivos.
p3-slavery-yes-projector = { $count ->
        [one] Una nación participó
       *[other] { $count } naciones participaron
    } en la trata de esclavos: comerciantes compraron africanos y africanas esclavizados, capturados por la fuerza y arrancados de sus familias, y los vendieron a los dueños de las plantaciones, que fueron sus propietarios de por vida, y también de sus hijos. Muchos otros murieron por el camino.
p3-slavery-no-projector = { $count ->
        [one] Una nación se negó
       *[other] { $count } naciones se negaron
    } a participar en la trata de esclavos. En la historia, casi ninguna potencia colonial se negó.
p3-infrastructure-city-projector = { $count ->
        [one] Una nación construyó una ciudad, con soldados para proteger a las autoridades coloniales.
       *[other] { $count } naciones construyeron una ciudad cada una, con soldados para proteger a las autoridades coloniales.
    }
p3-infrastructure-railway-projector = { $count ->
        [one] Una nación mandó construir un ferrocarril para llevar los recursos del interior a la costa. Lo construyeron trabajadores de la colonia, a quienes esa nación reclutó a menudo a la fuerza, y muchos murieron.
       *[other] { $count } naciones mandaron construir ferrocarriles para llevar los recursos del interior a la costa. Los construyeron trabajadores de las colonias, a quienes esas naciones reclutaron a menudo a la fuerza, y muchos murieron.
    }
p3-infrastructure-trading-post-projector = { $count ->
        [one] Una nación abrió una factoría que reunía recursos de todas sus colonias.
       *[other] { $count } naciones abrieron factorías que reunían recursos de todas sus colonias.
    }
p3-wars-yes-projector = { $count ->
        [one] Una nación se preparó
       *[other] { $count } naciones se prepararon
    } para la guerra contra las demás: la gente de las colonias pondría los soldados y los muertos.
p3-wars-no-projector = { $count ->
        [one] Una nación no atacó a nadie y siguió comerciando.
       *[other] { $count } naciones no atacaron a nadie y siguieron comerciando.
    }
p4-rebellion-fight-projector = { $count ->
        [one] Una nación envió su ejército contra la gente que se había sublevado y mató a muchas de esas personas.
       *[other] { $count } naciones enviaron sus ejércitos contra la gente que se había sublevado y mataron a muchas de esas personas.
    }
p4-rebellion-negotiate-projector = { $count ->
        [one] Una nación negoció con los rebeldes y renunció a parte de lo que sacaba de la colonia.
       *[other] { $count } naciones negociaron con los rebeldes y renunciaron a parte de lo que sacaban de las colonias.
    }
p4-government-democracy-projector = { $count ->
        [one] Una nación apoyó una democracia, en la que la gente elegiría su propio gobierno.
       *[other] { $count } naciones apoyaron democracias, en las que la gente elegiría su propio gobierno.
    }
p4-government-monarchy-projector = { $count ->
        [one] Una nación apoyó una monarquía: un rey o una reina que gobernaría sin que la gente tuviera apenas voz.
       *[other] { $count } naciones apoyaron monarquías, con reyes o reinas que gobernarían sin que la gente tuviera apenas voz.
    }
p4-government-dictatorship-projector = { $count ->
        [one] Una nación apoyó a un dictador que haría que la riqueza siguiera yendo a unos pocos y a esa misma nación.
       *[other] { $count } naciones apoyaron a dictadores que harían que la riqueza siguiera yendo a unos pocos y a esas mismas naciones.
    }

## A card after a team's name ("Ravens · 1 · …"), on the teacher's list of what happened,
## the filled sheets and the CSV: where the card speaks to the team, a form that fits any team.
p1-contact-fight-named = Atacarlos y quedarse con su tierra.
p1-contact-ignore-named = Dejarlos en paz.
p1-contact-trade-named = Comerciar con ellos.
p1-expansion-conquer-named = Seguir avanzando y tomar otro país.
p1-expansion-search-named = Buscar riquezas en la primera colonia.
p2-church-allow-named = Dejar que vengan los misioneros.
p2-church-refuse-named = Decirle que no a la Iglesia.
p2-contact-fight-named = Hacerles la guerra.
p2-contact-ignore-named = Pasar de largo.
p2-contact-trade-named = Comerciar con ellos.
p2-expansion-conquer-named = Pagar un oro y conquistar un país nuevo.
p2-expansion-port-named = Pagar un oro y construir un puerto.
p3-infrastructure-city-named = { p3-infrastructure-city }
p3-infrastructure-railway-named = { p3-infrastructure-railway }
p3-infrastructure-trading-post-named = { p3-infrastructure-trading-post }
p3-slavery-no-named = Negarse a participar.
p3-slavery-yes-named = Participar en la trata de esclavos.
p3-wars-no-named = No, solo defenderse.
p3-wars-yes-named = Sí, atacar.
p4-government-democracy-named = { p4-government-democracy }
p4-government-dictatorship-named = { p4-government-dictatorship }
p4-government-monarchy-named = { p4-government-monarchy }
p4-rebellion-fight-named = Enviar el ejército contra ellos.
p4-rebellion-negotiate-named = Negociar con ellos.
