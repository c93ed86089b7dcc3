## La lección: lo que lee el profesor, lo que muestra la pared después de destapar las
## cartas y las notas para el profesor. Nuestra propia versión del juego Colony simplificado.

lesson-title = Colony: cuatrocientos años en el aula

## Fases: el nombre y la introducción que se lee al empezar cada fase

phase-landing = Desembarco
phase-landing-intro = Los primeros cien años. Vuestros barcos han cruzado el océano y han llegado a una costa nueva para vosotros. No lo es para la gente que vive allí: tienen sus propias ciudades, campos, gobernantes y dioses, y llevan miles de años en esa tierra.
phase-expansion = Expansión
phase-expansion-intro = Cien años después. Vuestros asentamientos en la costa han crecido. Ahora vuestra nación mira hacia el interior, donde esperan más tierras, más mercancías y más gente.
phase-economy = Estructuras económicas
phase-economy-intro = El tercer siglo. Ahora las colonias tienen que dar dinero. Las plantaciones, las minas, los caminos y los puertos necesitan trabajadores, y alguien decide quiénes serán.
phase-independence = Independencia
phase-independence-intro = Los últimos cien años. La gente de vuestras colonias ya no quiere que la gobiernen desde lejos. La época de los imperios llega a su fin.

## Fase 1: situaciones y opciones tal como las oye la clase

p1-landing = Vuestros barcos llegan a la costa. Cada nación ocupa un país de la costa, con un ejército y un cargamento de mercancías.
p1-contact = La gente que vive en esta costa baja a la playa a recibiros. Son muchos y sienten curiosidad. ¿Qué hacéis?
p1-contact-fight = Los atacáis y os quedáis con su tierra.
p1-contact-trade = Comerciáis con ellos.
p1-contact-ignore = Los dejáis en paz.
p1-expansion = Vuestro primer asentamiento está a salvo de momento. ¿En qué ponéis ahora vuestro esfuerzo?
p1-expansion-conquer = Seguís avanzando y ocupáis otro país.
p1-expansion-search = Buscáis riquezas en vuestra primera colonia.

## Entre las fases

investment = Es hora de invertir. Cada nación gana un oro por cada cargamento de mercancías de sus colonias. Podéis gastar oro en ejércitos o en granjas, a un oro cada uno. Guardad algo: al final, el oro decide quién gana.

## Fase 2

p2-expansion = Vuestra nación quiere más. Por un oro podéis enviar soldados a conquistar un país nuevo o construir un puerto para llevar vuestras mercancías a casa.
p2-expansion-conquer = Pagáis un oro y conquistáis un país nuevo.
p2-expansion-port = Pagáis un oro y construís un puerto.
p2-church = La Iglesia pide enviar misioneros a vuestras colonias. Quieren construir iglesias y convertir a la gente que vive allí.
p2-church-allow = Dejáis que vengan los misioneros.
p2-church-refuse = Le decís que no a la Iglesia.
p2-contact = En el interior, vuestros soldados encuentran pueblos que nunca han visto a un europeo. ¿Qué hacéis?
p2-contact-fight = Lucháis contra ellos.
p2-contact-trade = Comerciáis con ellos.
p2-contact-ignore = Pasáis de largo.

## Fase 3

p3-slavery = Vuestras plantaciones necesitan muchos más trabajadores de los que hay en vuestras colonias. Unos traficantes de esclavos os ofrecen traer personas de África, encadenadas, para que trabajen para vosotros sin cobrar.
p3-slavery-yes = Aceptáis la trata de esclavos.
p3-slavery-no = La rechazáis.
p3-infrastructure = Hay que desarrollar vuestras colonias. ¿Qué construís?
p3-infrastructure-city = Una ciudad.
p3-infrastructure-railway = Un ferrocarril.
p3-infrastructure-trading-post = Una factoría comercial.
p3-wars = Las otras naciones son ahora vuestras vecinas y sus colonias son ricas. ¿Vais a la guerra para quitárselas?
p3-wars-yes = Sí, atacamos.
p3-wars-no = No, solo nos defendemos.

## Fase 4

p4-monopolies = ¿Quién controla el comercio? La nación con más mercancías de un tipo se queda con su monopolio.
p4-rebellions = La gente de vuestras colonias se levanta contra vuestro dominio. Donde la rabia es mayor, estallan rebeliones.
p4-rebellion-choice = Los rebeldes exigen su libertad. ¿Qué les respondéis?
p4-rebellion-fight = Enviáis el ejército contra ellos.
p4-rebellion-negotiate = Negociáis con ellos.
p4-government = Vuestras colonias se independizan. ¿Qué forma de gobierno dejáis?
p4-government-democracy = Una democracia.
p4-government-monarchy = Una monarquía.
p4-government-dictatorship = Una dictadura.

## Lo que muestra la pared después de destapar las cartas: una frase por carta

p1-contact-fight-outcome = { $team } ha atacado a la gente de la costa. Ganara quien ganara, murieron personas y ardieron aldeas.
p1-contact-trade-outcome = { $team } ha comerciado con la gente de la costa: mercancía por mercancía, de momento de igual a igual.
p1-contact-ignore-outcome = { $team } ha dejado en paz a la gente de la costa.
p1-expansion-conquer-outcome = { $team } ha seguido avanzando y les ha quitado otro país a quienes vivían en él.
p1-expansion-search-outcome = { $team } ha buscado oro y otras riquezas en su primera colonia.
p2-expansion-conquer-outcome = { $team } ha pagado soldados y ha conquistado un país nuevo.
p2-expansion-port-outcome = { $team } ha construido un puerto para enviar mercancías a casa.
p2-church-allow-outcome = { $team } ha dejado entrar a los misioneros. Se construyeron iglesias y a mucha gente la obligaron a abandonar sus propias creencias.
p2-church-refuse-outcome = { $team } ha rechazado a la Iglesia. A Roma no le ha gustado nada.
p2-contact-fight-outcome = { $team } ha hecho la guerra a los pueblos del interior.
p2-contact-trade-outcome = { $team } ha comerciado con los pueblos del interior.
p2-contact-ignore-outcome = { $team } ha pasado de largo ante los pueblos del interior, y ellos han quemado las granjas de la colonia.
p3-slavery-yes-outcome = { $team } ha comprado africanos esclavizados. Los arrancaron de sus familias y los obligaron a trabajar sin cobrar en las plantaciones.
p3-slavery-no-outcome = { $team } ha rechazado la trata de esclavos.
p3-infrastructure-city-outcome = { $team } ha construido una ciudad, con soldados que la vigilan.
p3-infrastructure-railway-outcome = { $team } ha construido un ferrocarril que lleva las mercancías del interior a la costa.
p3-infrastructure-trading-post-outcome = { $team } ha abierto una factoría comercial que reúne mercancías de todas sus colonias.
p3-wars-yes-outcome = { $team } se prepara para la guerra contra las otras naciones.
p3-wars-no-outcome = { $team } se mantiene al margen de las guerras y sigue comerciando.
p4-rebellion-fight-outcome = { $team } ha enviado el ejército contra los rebeldes.
p4-rebellion-negotiate-outcome = { $team } ha negociado con los rebeldes y ha cedido parte de su riqueza.
p4-government-democracy-outcome = { $team } deja una democracia: la gente elige a su propio gobierno.
p4-government-monarchy-outcome = { $team } deja a un rey o una reina en el trono.
p4-government-dictatorship-outcome = { $team } deja a un dictador en el poder, que se encarga de que la riqueza siga yendo a unos pocos.

## Notas para el profesor (en la pantalla del profesor y en las fichas, nunca en la pared)

p1-landing-note = Una ficha por equipo en un país de la costa, con un ejército y una ficha de mercancía sacada de la bolsa.
p1-contact-note = Luchar puede dar un país, pero siempre cuesta prestigio. Deja que los equipos discutan antes de poner sus cartas.
p1-expansion-note = La búsqueda solo da algo con un 3 o más.
p2-expansion-note = Las dos cartas cuestan un oro; un equipo sin oro no puede elegirlas y tiene que poner otra carta.
p2-church-note = Las misiones daban prestigio en casa, pero costaban una ficha: la tierra y el trabajo de la Iglesia salían de la colonia.
p2-contact-note = Pasar de largo ante los pueblos del interior cuesta una ficha: se defienden.
p3-slavery-note = Di con claridad que la trata de esclavos fue un crimen contra millones de personas. El juego cuenta prestigio, no sufrimiento; el debate final tiene que nombrarlo.
p3-infrastructure-note = La ciudad da un ejército en cada país; el ferrocarril, cuatro fichas en un país; la factoría, dos fichas en cada país.
p3-wars-note = Solo atacan los equipos que eligieron «Sí», en el orden en que se sientan. Dos alumnos tiran delante, un dado cada uno.
investment-note = Primero un oro por ficha; después cada equipo gasta: un oro por ejército o por tirada de granja (de 3 a 6 da una ficha).
p4-monopolies-note = Cuenta cada producto: quien tenga más fichas se lleva la carta de monopolio y un punto de prestigio; si hay empate, se tira el dado.
p4-rebellions-note = Una rebelión por equipo donde tenga más ejércitos y ninguna ciudad, una en cada ciudad y una más para los dos equipos con menos prestigio.
p4-rebellion-choice-note = Luchar cuesta dos ejércitos por rebelión; sin ejércitos, el equipo tira contra los rebeldes. Negociar cuesta dos fichas por rebelión y da dos puntos de prestigio.
p4-government-note = La última decisión convierte las mercancías en oro. Pregunta a la clase quién vivirá con cada gobierno cuando los europeos se hayan ido.

## Debate final: preguntas con los datos de la partida de la clase y la historia de cada fase

debrief-nobody = nadie
debrief-landing-title = Fase 1: Desembarco
debrief-landing-q1 = Atacaron a la gente de la costa: { $fought }. Comerciaron con ella: { $traded }. ¿Qué le trajo cada decisión a vuestra nación y qué le trajo a la gente de la costa?
debrief-landing-q2 = ¿Por qué ningún equipo preguntó a la gente de la costa si quería que estuvierais allí?
debrief-landing-q3 = ¿Qué decisiones volveríais a tomar sabiendo lo que sabéis ahora?
debrief-landing-background = En 1492 Colón llegó al Caribe al servicio de Castilla; en 1494 Castilla y Portugal se repartieron las tierras recién descubiertas en el Tratado de Tordesillas. Hernán Cortés conquistó Tenochtitlan, la capital azteca, entre 1519 y 1521, y Francisco Pizarro el Imperio inca a partir de 1532. La violencia, el trabajo forzado y enfermedades como la viruela mataron en menos de un siglo a gran parte de la población de América.
debrief-landing-sources = Fuentes: Alfred W. Crosby, The Columbian Exchange (1972); Wolfgang Reinhard, Die Unterwerfung der Welt (2016).
debrief-expansion-title = Fase 2: Expansión
debrief-expansion-q1 = Dejaron entrar a los misioneros: { $church }. Rechazaron a la Iglesia: { $refused }. ¿Qué le dieron las misiones a vuestra nación en casa y qué les quitaron a los habitantes de las colonias?
debrief-expansion-q2 = Lucharon contra los pueblos del interior: { $fought }. ¿Cómo creéis que os veían esos pueblos?
debrief-expansion-q3 = Los puertos y los países nuevos cuestan oro. ¿Quién los pagó al final?
debrief-expansion-background = En el siglo XVII compañías comerciales como la Compañía Británica de las Indias Orientales (1600) y la Compañía Neerlandesa de las Indias Orientales (1602) levantaron sus propios imperios. Con los conquistadores llegaron los misioneros: las reducciones jesuíticas del Paraguay (1609-1767) reunieron a los guaraníes en pueblos de misión, los protegieron de los cazadores de esclavos, pero también sustituyeron su forma de vida.
debrief-expansion-sources = Fuentes: Jürgen Osterhammel, Colonialism: A Theoretical Overview (2005); Wolfgang Reinhard, Die Unterwerfung der Welt (2016).
debrief-economy-title = Fase 3: Estructuras económicas
debrief-economy-q1 = Aceptaron la trata de esclavos: { $slavery }. La rechazaron: { $refused }. ¿Cuánto oro trajo esa decisión y cuánto prestigio costó? ¿Se le puede poner precio?
debrief-economy-q2 = ¿Quién trabajó en vuestras plantaciones, minas y ferrocarriles, y quién se quedó con los beneficios?
debrief-economy-q3 = Fueron a la guerra contra otras naciones: { $attacked }. ¿Qué sacó de ello la gente que vivía en los países por los que luchasteis?
debrief-economy-background = Entre 1501 y 1866 unos 12,5 millones de africanos fueron embarcados a la fuerza en barcos negreros rumbo a América; unos 10,7 millones sobrevivieron a la travesía. Las plantaciones de azúcar, café y algodón dependían de su trabajo no pagado. En el siglo XIX los ferrocarriles, como los que se construyeron en la India británica a partir de 1853, llevaban las materias primas a los puertos. En la Conferencia de Berlín de 1884-1885 los Estados europeos se repartieron África sin que estuviera presente ningún africano.
debrief-economy-sources = Fuentes: SlaveVoyages, Trans-Atlantic Slave Trade Database (slavevoyages.org); David Eltis y David Richardson, Atlas of the Transatlantic Slave Trade (2010).
debrief-independence-title = Fase 4: Independencia
debrief-independence-q1 = Enviaron el ejército contra los rebeldes: { $fought }. Negociaron: { $negotiated }. Si hubierais sido rebeldes, ¿qué respuesta habríais preferido recibir?
debrief-independence-q2 = Dejaron una dictadura: { $dictatorship }. Dejaron una democracia: { $democracy }. ¿Por qué en el juego la forma de gobierno da beneficios tan distintos? ¿Quién vive con ella después?
debrief-independence-q3 = Comparad las dos clasificaciones: los más ricos y los más respetados. ¿Qué os costó vuestro prestigio y qué les costó a otros vuestro oro?
debrief-independence-background = Haití se independizó en 1804, tras la única rebelión de personas esclavizadas de la historia que fundó un Estado propio. La mayor parte de la América española se independizó entre 1810 y 1825. La India y Pakistán se independizaron en 1947; solo en 1960 lo hicieron diecisiete países africanos. Muchos de los nuevos Estados conservaron fronteras, economías y gobernantes heredados de la época colonial.
debrief-independence-sources = Fuentes: Jürgen Osterhammel y Jan C. Jansen, Decolonization: A Short History (2017); Laurent Dubois, Avengers of the New World (2004).

## Nombres de los pasos (cabecera, historial, pared)

step-name-p1-landing = Desembarco
step-name-p1-contact = Contacto en la costa
step-name-p1-expansion = Expansión
step-name-p1-investment = Inversión
step-name-p2-expansion = Expansión
step-name-p2-church = La Iglesia
step-name-p2-contact = Contacto en el interior
step-name-p2-investment = Inversión
step-name-p3-slavery = Esclavitud
step-name-p3-infrastructure = Infraestructura
step-name-p3-wars = Guerras coloniales
step-name-p3-investment = Inversión
step-name-p4-monopolies = Monopolios
step-name-p4-rebellions = Rebeliones
step-name-p4-rebellion-choice = Frente a las rebeliones
step-name-p4-government = Independencia: el gobierno

## En la pared tras descubrir las cartas: lo que cada elección supuso para la gente

p1-contact-fight-wall = Atacar a la gente de la costa: ganara quien ganara, murió gente y ardieron aldeas.
p1-contact-trade-wall = Comerciar con la gente de la costa: mercancía por mercancía, de momento de igual a igual.
p1-contact-ignore-wall = La gente de la costa quedó en paz.
p1-expansion-conquer-wall = Otra vez se arrebató un país a quienes vivían en él.
p1-expansion-search-wall = Se buscó oro y otras riquezas en la primera colonia, en tierra de otros.
p2-expansion-conquer-wall = Soldados pagados arrebataron un país nuevo a su gente.
p2-expansion-port-wall = Se construyó un puerto para enviar las mercancías de la colonia a Europa.
p2-church-allow-wall = Llegaron misioneros; se construyeron iglesias y se presionó a mucha gente para que abandonara sus propias creencias.
p2-church-refuse-wall = Se rechazó a la Iglesia, y Roma se disgustó.
p2-contact-fight-wall = Guerra contra los pueblos del interior: mataron a gente y la expulsaron de su tierra.
p2-contact-trade-wall = Comercio con los pueblos del interior.
p2-contact-ignore-wall = Se pasó de largo ante los pueblos del interior, y quemaron los campos de la colonia.
p3-slavery-yes-wall = Se compraron africanos y africanas esclavizados: personas arrancadas a la fuerza de sus familias, tratadas de por vida como propiedad y obligadas a trabajar en las plantaciones. Muchas murieron en la travesía.
p3-slavery-no-wall = Se rechazó la trata de esclavos.
p3-infrastructure-city-wall = Se construyó una ciudad, con soldados para vigilarla.
p3-infrastructure-railway-wall = Un ferrocarril, construido por trabajadores locales, llevó las mercancías del interior a la costa.
p3-infrastructure-trading-post-wall = Una factoría comercial reunió mercancías de todas las colonias.
p3-wars-yes-wall = Preparados para la guerra contra otras naciones: la gente de las colonias sería soldado y víctima.
p3-wars-no-wall = Fuera de las guerras, y el comercio sigue.
p4-rebellion-fight-wall = Se envió el ejército contra la gente que se había levantado.
p4-rebellion-negotiate-wall = La potencia colonial negoció con los rebeldes y renunció a parte de su riqueza.
p4-government-democracy-wall = Quedó una democracia: la gente elige su propio gobierno.
p4-government-monarchy-wall = Quedó un rey o una reina en el trono.
p4-government-dictatorship-wall = Quedó un dictador en el poder, que asegura la riqueza para unos pocos.
