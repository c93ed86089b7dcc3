## Materiales impresos

handout-phase-forms = Hojas de fase para los equipos
handout-teacher-cards = Tarjetas de fase para el profesorado
handout-lesson-plan = Guía didáctica
handout-code-slips = Códigos de los equipos
handout-slip-code = Vuestro código:
handout-slip-page = Escanead el cuadrado o abrid la dirección de abajo y escribid el código.
handout-read-out = Para leer en voz alta:
handout-for-you = Para ti, no para leer en voz alta:
handout-score-sheet = Hoja de puntuación
handout-score-sheet-filled = Hoja de puntuación: { $class }
handout-rules = Resumen de las reglas
handout-background = La historia detrás de cada fase
handout-background-intro = Para cada fase del juego: unas frases para leer en voz alta y después el contexto histórico completo, para leerlo en clase o en casa, con su bibliografía. La puesta en común de la pantalla de resultados muestra los mismos textos. Hay también una versión más sencilla, en frases cortas y con un banco de palabras: «Lo que pasó de verdad: la historia en breve».
handout-background-tasks = Actividades:
handout-background-tasks-landing = 1. ¿Quién luchó del lado de Cortés, y por qué? 2. ¿Qué causas de muerte nombra el texto? ¿Por qué las epidemias no bastan para explicar la catástrofe?
handout-background-tasks-expansion = 1. ¿Qué podía hacer una compañía comercial que no podía hacer un comerciante solo? 2. ¿Cómo se defendieron los mapuche, Njinga y los guaraníes?
handout-background-tasks-economy = 1. ¿Quién se enriqueció con la trata, y quién se resistió a ella y cómo? 2. ¿A quién se indemnizó al abolirse la esclavitud, y a quién no?
handout-background-tasks-independence = 1. ¿Quién conquistó la independencia, y frente a quién? Dad dos ejemplos. 2. Elegid una potencia colonial (por ejemplo, España en Cuba, en Filipinas o en el Rif) y explicad cómo combatió la independencia.
handout-background-words = Palabras de los textos
handout-background-glossary = Mexicas: los habitantes de Tenochtitlan, a menudo llamados aztecas. · Encomienda: indígenas que la Corona «encomendaba» a un español, que cobraba su tributo en trabajo o en especie a cambio de evangelizarlos. · Virreinato: tierras de la Corona gobernadas por un virrey. · Metrópoli: el país que domina las colonias. · Reducción: poblado de misión donde los jesuitas reunían a los indígenas. · Mita: trabajo forzado por turnos, sobre todo en las minas de plata de Potosí. · Asiento: contrato por el que la Corona española daba a un comerciante el monopolio de llevar personas esclavizadas a sus colonias. · Criollos: personas de origen europeo nacidas en América. · Cimarrones: personas que huyeron de la esclavitud y vivieron libres. · Patronato: en Cuba (1880-1886), la obligación de las personas liberadas de seguir trabajando para sus antiguos amos. · Reconcentración: traslado forzoso de la población rural de Cuba a lugares vigilados por el ejército (1896-1897). · Protectorado: tierra dominada por otro Estado aunque conserve un gobernante propio. · Genocidio: el intento de exterminar a una comunidad entera por lo que es. · Partición: la división de la India británica en la India y Pakistán. · Factoría: almacén y puesto de comercio fortificado en la costa, no una fábrica.
handout-background-basic = Lo que pasó de verdad: la historia en breve
handout-background-basic-intro = Esta hoja cuenta en frases cortas lo que pasó de verdad en cada fase del juego. Es para ti si prefieres un texto breve; las palabras difíciles se explican al final, en el banco de palabras.
handout-background-wordbank-title = Banco de palabras
handout-background-wordbank = colonia: tierra gobernada a la fuerza por un país lejano. · indígenas: los pueblos que ya vivían en América antes de 1492. · encomienda: indígenas que tenían que trabajar para un español o darle parte de lo que producían. · epidemia: enfermedad que contagia a muchísimas personas a la vez. · fraile: religioso de una orden, como los dominicos. · compañía de comercio: empresa de comerciantes con barcos, fuertes y soldados propios. · galeón de Manila: barco que cruzaba el Pacífico entre México y Filipinas. · reducción: poblado de misión donde los jesuitas reunían a los guaraníes. · plantación: finca enorme con un solo cultivo, como la caña de azúcar o el algodón. · trata de esclavos: la compra y venta de personas capturadas en África. · persona esclavizada: persona a la que otra obliga a trabajar y trata como si fuera su propiedad: la puede vender. · mita: trabajo forzado por turnos en las minas de los Andes. · indemnizar: pagar a alguien por una pérdida. Al acabar la esclavitud, España pagó a los dueños, no a las personas esclavizadas. · independencia: cuando una colonia deja de obedecer al país que la dominaba y se gobierna a sí misma. · Estado: un país con su propio gobierno. · genocidio: intento de exterminar a una comunidad entera por lo que es. · gases tóxicos: armas químicas, gases venenosos que matan o hieren. · refugiado: persona que ha tenido que huir de su tierra y vive en otro país. · rifeños: la gente del Rif, montañas del norte de Marruecos.
handout-debrief = Hoja de la puesta en común: { $class }
handout-phase-heading = Fase { $number }: { $phase } (años de juego { $century ->
    [1] 1–100
    [2] 101–200
    [3] 201–300
   *[other] 301–400
  })
handout-team = Equipo:
handout-tick = Marcad la carta que ha puesto vuestro equipo.
handout-may-be-discussed = ¿Solo se comenta? Nada que marcar. Si se juega: ___
handout-question-p1-contact = La gente de la costa sale a vuestro encuentro. ¿Qué hacéis?
handout-question-p1-expansion = ¿Seguís avanzando o buscáis riquezas en vuestra primera colonia?
handout-question-p2-expansion = ¿En qué gastáis un oro?
handout-question-p2-church = ¿Dejáis venir a los misioneros de la Iglesia?
handout-question-p2-contact = ¿Qué hacéis con los pueblos del interior?
handout-question-p3-slavery = ¿Participa vuestra nación en la trata de esclavos?
handout-question-p3-infrastructure = ¿Qué construís?
handout-question-p3-wars = ¿Vais a la guerra contra otras naciones?
handout-question-p4-rebellion-choice = ¿Cómo respondéis a las rebeliones?
handout-question-p4-government = ¿Qué gobierno respalda vuestra nación en sus antiguas colonias?
handout-cut = Dos hojas por folio: fotocopiar y cortar por la línea discontinua.
handout-date = Fecha:
handout-no-gold = ¿No os queda oro? Entonces vuestro equipo no pone carta aquí.
handout-rebellion-only = Solo marcan aquí los equipos con una rebelión.
handout-gold-ledger = Nuestro oro al final (hoja de países):
handout-investment = Inversión al final de la fase
handout-inv-received = Oro recibido
handout-inv-armies = Oro para ejércitos
handout-inv-farms = Oro para agricultura
handout-inv-kept = Oro total que os queda
handout-consequences = Consecuencias
handout-order = Orden de juego: cada equipo pone una carta boca abajo, todos los equipos las destapan a la vez y después se resuelven las cartas, equipo por equipo, en el sentido de las agujas del reloj, empezando por el primer equipo de la ronda. En cada nueva ronda de decisión, el siguiente equipo en el sentido de las agujas del reloj pasa a ser el primer equipo; una trata de esclavos que solo se comenta cuenta también como ronda. Los pasos en los que no se pone carta (la inversión, los monopolios, colocar las rebeliones) van en el sentido de las agujas del reloj desde el primer equipo de la última ronda de decisión cuando el orden importa (elegir un país en el tablero); si no, en papel, todos los equipos invierten, tiran los dados de sus recursos y suman sus columnas a la vez.
handout-rulings = Aclaraciones: el oro, el prestigio, los ejércitos y los recursos nunca bajan de 0. No se puede poner una carta que cueste más oro del que tiene el equipo; en cambio, una carta que quita ejércitos o recursos que el equipo no tiene sí se puede poner: el equipo solo pierde lo que tiene. Un recurso perdido se tacha en la hoja de países (si hay bolsa, vuelve a la bolsa). En un combate, en el desempate de un monopolio y en la tirada contra los rebeldes, si los dados salen iguales se vuelve a tirar (nunca en el cuadro de productos: allí sacar dobles da un producto como cualquier otro). Códigos: { effects-abbr-gold } oro, { effects-abbr-prestige } prestigio, { effects-abbr-armies } ejército, { effects-abbr-resources } recurso. +1{ effects-abbr-country }: un país nuevo que todavía no tiene ningún equipo (allí vive gente): uno que linde con un país del equipo; si no hay ninguno, uno de la costa; si tampoco queda ninguno en la costa, cualquiera. Solo si todos los países tienen equipo, o si el equipo ya tiene seis, no recibe ninguno; el resto de la carta sigue valiendo, y sus ejércitos y recursos van al país más reciente. La letra de cada equipo indica su asiento: A para el equipo del asiento 1, B para el del asiento 2, y así sucesivamente. «/{ effects-abbr-resources }» significa por cada recurso y «/{ effects-abbr-country }», por cada país que tiene el equipo: +2{ effects-abbr-gold }/{ effects-abbr-resources } son dos oros por cada recurso.
handout-first-and-end = El primer equipo de la primera ronda de decisión es el que ocupa el primer asiento. Fin de la partida: después de elegir el gobierno de las antiguas colonias en la fase 4. Gana la nación con más oro; si dos naciones tienen el mismo oro, queda por delante la que tenga más prestigio; si también tienen el mismo prestigio, comparten el puesto. En la clasificación por prestigio, las naciones con el mismo prestigio comparten el puesto.
handout-page = página { $page } de { $pages }
handout-notes = Notas
# A date the way the language writes it (the record keeps 2026-11-29).
local-date = { $day }/{ $month }/{ $year }
handout-background-label = Contexto histórico
handout-after-phase = Tras la fase { $number }: { $phase }
handout-end = Final de la partida
handout-rankings = Clasificación final
handout-choices = Las cartas que puso cada equipo
handout-class-line = { $date } · { $teams ->
    [one] 1 equipo
   *[other] { $teams } equipos
  }
handout-rules-aim = Vuestro equipo es una nación europea. El juego condensa unos cuatro siglos y medio de historia colonial, de 1492 a los años sesenta y setenta del siglo XX, en cuatro fases de cien años de juego cada una. Decidís cómo trata vuestra nación a sus colonias y a la gente que vive en ellas. Gana la nación que tenga más oro al final; el prestigio es la segunda clasificación, que aparece al lado. En la puesta en común os preguntaremos qué costaron vuestro oro y vuestro prestigio, y quién los pagó. Prestigio: cuánto se respetaba a vuestra nación en la Europa de entonces, que no es lo mismo que tener razón.
handout-rules-abbrev = Los códigos de las tarjetas de fase para el profesorado
handout-rules-g = +1{ effects-abbr-gold } / −1{ effects-abbr-gold }: ganar / pagar un oro. +2{ effects-abbr-gold }/{ effects-abbr-resources }: dos oros por cada recurso.
handout-rules-p = +1{ effects-abbr-prestige } / −1{ effects-abbr-prestige }: ganar / perder un punto de prestigio. −1{ effects-abbr-prestige }/{ effects-abbr-country }: un punto de prestigio menos por cada país.
handout-rules-a = +1{ effects-abbr-armies } / −1{ effects-abbr-armies }: un ejército más / menos.
handout-rules-r = +1{ effects-abbr-resources } / −1{ effects-abbr-resources }: un recurso sacado a ciegas de la bolsa (en papel: dos dados y las columnas de vuestra hoja de países) / tachado.
handout-rules-l = +1{ effects-abbr-country }: un país más que todavía no tiene ningún equipo, y vosotros elegís cuál: junto a uno de vuestros países; si no hay ninguno, en la costa; si tampoco queda ninguno allí, en cualquier otra parte. Llega vacío, sin ejércitos ni recursos, salvo que la carta dé alguno. Allí vive gente: es su tierra. Un equipo tiene como mucho seis países.
handout-rules-start-heading = Cómo empezáis
handout-rules-start = Cada nación empieza con { $gold } oros, { $prestige } puntos de prestigio y sin ningún país. En el desembarco, cada equipo, por orden de asiento, toma un país de la costa que todavía no tenga ningún equipo, con un ejército y un recurso. Apuntad vuestro oro y vuestro prestigio, cambio a cambio, y cada país en vuestra hoja de países.
handout-rules-more = Ejércitos, agricultura y fin de la partida
handout-rules-armies = Los ejércitos defienden vuestros países y combaten en las guerras coloniales de la fase 3. En la fase 4, combatir una rebelión cuesta ejércitos.
handout-rules-farming = Una tirada de agricultura cuesta un oro: un 3, 4, 5 o 6 da un recurso nuevo; un 1 o un 2, nada.
handout-rules-end = La partida termina tras la última decisión de la fase 4. Gana la nación con más oro; si dos naciones tienen el mismo oro, queda por delante la que tenga más prestigio.
handout-rules-round = Cómo se juega una ronda
handout-rules-round-1 = 1. El o la docente lee en voz alta la situación y sus cartas (dos o tres).
handout-rules-round-2 = 2. Vuestro equipo lo discute y pone una carta boca abajo.
handout-rules-round-3 = 3. Todos los equipos destapan su carta a la vez y la marcan en su hoja de fase.
handout-rules-round-4 = 4. Se aplican las consecuencias, equipo por equipo, con los dados cuando hace falta.
handout-rules-round-5 = 5. Tras las fases 1, 2 y 3: un oro por cada recurso; después se gasta oro en ejércitos o en tiradas de agricultura (un oro cada uno).
handout-rules-phases = Las cuatro fases: { $phases }.
handout-blank = (vacío)
handout-letter = Letra:
handout-why = Por qué elegimos esta carta:
handout-team-placeholder = [equipo]
handout-why-p3-slavery = ¿Qué supuso para las personas capturadas?
handout-card = Carta
handout-rank-gold = Puesto por oro
handout-rank-prestige = Puesto por prestigio
handout-chart = Oro y prestigio, uno al lado del otro
handout-chart-explain = Cada línea une el puesto de una nación por oro (a la izquierda) con su puesto por prestigio (a la derecha). La nación más rica ganó la partida. Si una línea baja, la nación está más atrás por prestigio que por oro. Unas líneas son continuas y otras discontinuas solo para distinguirlas. «=5» es un quinto puesto compartido.
handout-cards-laid = Cartas puestas, paso a paso
handout-class = Clase:
handout-score-start = Al empezar, cada nación tiene { $gold } oros y { $prestige } puntos de prestigio, y todavía ningún país.
handout-score-phases = Oro y prestigio al final de cada fase, y los puestos finales
handout-phase-short = Fase { $number }
handout-end-short = Final
handout-product = Producto
handout-monopolies-tally = Producto por producto: cada equipo que tenga algo de ese producto lee en voz alta su total de la última fila de su hoja de países. Anota cada total bajo la letra del equipo y rodea con un círculo el más alto.
handout-worksheet = Hoja de trabajo de la puesta en común: { $class }
handout-student = Nombre:
handout-sat-out = Sin carta
handout-decision = Decisión
handout-who-laid = Quién puso cada carta
handout-worksheet-choices = Lo que eligió nuestra clase
handout-cards = Las cartas
handout-worksheet-legend = Las letras de arriba son las decisiones; los números, las cartas que puso cada equipo; el oro y el prestigio son los del final, con el puesto entre paréntesis.
handout-discussed = Se comentó en clase, no se jugó:
handout-discussed-step = se comenta, no se juega (lo habitual)
handout-played-step = se juega (solo si tu clase eligió jugarla)
handout-played-title = Cuando la trata de esclavos se juega en vez de comentarse
handout-played-intro = Solo si has decidido que tu clase juegue la trata transatlántica de esclavos en vez de comentarla (la guía didáctica explica esta decisión). Este paso sustituye entonces al paso comentado en la fase 3 de las tarjetas de fase.
handout-played-apart = Si tu clase juega este paso, sus cartas están en una hoja aparte: «{ $sheet }».
handout-discussed-meant = Lo que habría supuesto
handout-discussed-questions = Preguntas para la clase, primero en equipos y luego todos juntos:
handout-discussed-nobody = Nadie pone carta y no cambian el oro, el prestigio ni los recursos de ninguna nación. Después, al paso siguiente.
handout-worksheet-sat-out = Un guion significa que el equipo no podía pagar ninguna carta y no puso ninguna.
handout-worksheet-questions = Piensa y escribe tú. Cuando una pregunta dice «vosotros», piensa en tu equipo y en su nación.

## El tablero impreso
handout-board-doc = Colony: el tablero
handout-board-title = Tablero para { $from } a { $to } { $to ->
        [one] equipo
       *[other] equipos
    } ({ $countries } { $countries ->
        [one] país
       *[other] países
    })
handout-board-title-one = El tablero para { $teams } { $teams ->
        [one] equipo
       *[other] equipos
    } ({ $countries } { $countries ->
        [one] país
       *[other] países
    })
handout-board-legend = Gris: el mar. Los países de la costa limitan con el mar (sus números van subrayados); solo se desembarca en ellos. Los números son los de la aplicación. No hacen falta fichas: escribid a lápiz la letra de cada equipo en sus países, o poned botones o papelitos; la hoja de países de cada equipo lleva sus ejércitos, recursos y edificios.
handout-board-where-1 = arriba a la izquierda
handout-board-where-2 = arriba a la derecha
handout-board-where-3 = abajo a la izquierda
handout-board-where-4 = abajo a la derecha
handout-maps-title = El mapa después de cada fase
handout-maps-legend = Cada país muestra su número del tablero; delante del número de un país que tiene un equipo va la letra del equipo (B12: el equipo B tiene el país 12): { $teams }. Gris oscuro: independiente. Gris claro: el mar.

## The poster of a class's game
handout-poster-title = ¿Quién pagó nuestro oro?
handout-poster-title-class = ¿Quién pagó nuestro oro? { $class }
handout-poster-richest = La más rica: ¿a costa de quién?
handout-poster-respected = La más respetada: ¿según quién?
handout-poster-deeds = Lo que hicieron las tres naciones más ricas:
handout-poster-legend = Cada país en manos de un equipo lleva su color (al final, también su letra); blanco: un país que todavía no tiene ningún equipo; gris sin letra: independiente; gris claro alrededor: el mar. Ganó la nación más rica; el prestigio es la segunda clasificación.
handout-poster-legend-own = Ganó la nación más rica; el prestigio es la segunda clasificación.
handout-paper-title = Cómo se juega en papel
handout-sheets = En papel, cada equipo lleva su hoja de fase y su hoja de países (los ejércitos, recursos y edificios de cada país) y tiene dos dados de distinto color; tú llevas la hoja de puntuación. No hacen falta fichas: los equipos escriben a lápiz su letra en sus países del tablero, o usan botones o papelitos.
handout-landing-order = Desembarco: por orden de asiento, empezando por el equipo del asiento 1, cada equipo elige un país de la costa que todavía no tenga ningún equipo, un país distinto para cada equipo. Es un consejo, no una regla: mientras quede alguno, es más seguro un país que no linde con ningún otro equipo.
handout-where = Adónde va lo que se gana y lo que se pierde: el equipo dice a cuál de sus países. Si no se decide, un ejército nuevo va a su país con menos ejércitos y un ejército perdido sale del que tiene más; un recurso nuevo va a su país más reciente (los dos recursos de un puerto van al país del puerto) y un recurso perdido sale del país con más recursos, del producto que más tenga allí (si hay empate, el producto que aparece antes en el cuadro de productos); un edificio va a su primer país que no tenga uno de ese tipo. Si dos países están igualados, cuenta el que el equipo tomó primero (un país conquistado en una guerra cuenta desde el día en que se conquistó). Si una carta trae un país nuevo, los ejércitos y recursos de esa carta van a ese país.
handout-no-country = Un equipo que ha perdido todos sus países no tiene recursos y, por tanto, no tiene ingresos; no compra ejércitos ni tiradas de agricultura (no tiene dónde ponerlos) y no recibe ninguna rebelión. Sigue poniendo carta siempre que pueda pagarla y sigue en las dos clasificaciones con lo que tenga.
handout-product-explain = Recursos: cada equipo saca los suyos. Por cada recurso tira dos dados de distinto color (o un dado dos veces) y hace una raya en su hoja de países, en la fila del país que recibe el recurso y en la columna de producto encabezada por los números que salieron; esas doce columnas son el cuadro de productos. Tú solo lo compruebas. El oro como producto es un recurso, como el azúcar: no forma parte del oro del equipo. Los dados se parecen a la bolsa del juego, pero no son lo mismo: todos los productos salen igual de a menudo, mientras que la bolsa tiene 14 o 13 de cada uno y se va vaciando.
handout-product-first = Primer dado
handout-product-second = Segundo dado
handout-investment-again = Como al final de la fase 1: lee el mismo texto. Cada equipo cobra un oro por cada recurso y después gasta.
handout-country-sheet = Hoja de países
handout-country-sheet-intro = Vuestro equipo lleva esta hoja durante toda la partida. Una fila por cada país que tengáis: su número en el tablero, sus ejércitos y sus edificios (tachad y volved a escribir cuando algo cambie). Por cada recurso nuevo, tirad dos dados de distinto color (decidid antes cuál es el primero) y haced una raya en la fila del país, en la columna que tiene encima los números que os han salido; por cada recurso que perdáis, tachad una raya. Cuando se cuenten los monopolios, escribid el total de cada columna en la fila «Total». Marcad el barco negrero, una rebelión y la independencia. Si perdéis un país, tachad su fila; si conquistáis uno en una guerra, copiad sus recursos y edificios en vuestra hoja.
handout-ledger = Oro y prestigio, cambio a cambio (al empezar: { $gold } oros, { $prestige } puntos de prestigio)
handout-ledger-gold = Oro
handout-ledger-prestige = Prestigio
handout-cs-country = País
handout-cs-armies = Ejércitos
handout-cs-resources = Recursos: el producto de cada uno
handout-cs-slave-ship = Barco negrero
handout-cs-rebellion = Rebelión
handout-cs-independent = Independiente
handout-cs-total = Total
handout-debrief-blank = Hoja de la puesta en común
handout-debrief-blank-intro = Después de la partida, en papel o en la aplicación: primero las preguntas de cada fase y después las preguntas finales.
handout-closing = Preguntas finales
handout-exit-task-title = Ticket de salida
handout-exit-task = ¿Quién pagó el oro de tu nación? Apoya tu respuesta en dos decisiones de la partida y en un hecho del contexto histórico, y nombra a una persona que se resistió.
handout-debrief-resisted = La lista de personas que resistieron, fase por fase, está en la guía didáctica («Personas que resistieron»).
handout-worksheet-blank = Hoja de trabajo de la puesta en común
handout-worksheet-blank-intro = Escribe la carta que puso tu equipo en cada decisión (están en las hojas de fase de tu equipo). Si tu clase ha comentado una decisión y ningún equipo ha puesto carta, escribe «comentada».
handout-worksheet-our-card = Nuestra carta
handout-card-slips = Cartas para los equipos
handout-card-slips-intro = Fotocopia esta hoja por las dos caras (las rayas del dorso impiden que una carta boca abajo deje ver su número) y recorta por las líneas discontinuas: una fila con las cartas 1, 2 y 3 para cada equipo, seis equipos por hoja. En cada decisión, el equipo pone una carta boca abajo.
handout-cs-buildings = Edificios: puerto, iglesia, ferrocarril, factoría, ciudad
handout-board-neighbours = Vecinos: { $neighbours }. En la costa: { $coast }.
handout-board-join-1 = Hoja 1 de 4, { $where }: no se recorta. Las hojas 2 y 3 van encima, con el borde recortado sobre sus líneas discontinuas.
handout-board-join-2 = Hoja 2 de 4, { $where }: recorta por la línea discontinua de la izquierda (la franja con el borde de la hoja 1 sobra), pon el borde recortado sobre la línea discontinua de la hoja 1 y pégala con celo.
handout-board-join-3 = Hoja 3 de 4, { $where }: recorta por la línea discontinua de arriba, pon el borde recortado sobre la línea discontinua inferior de la hoja 1 y pégala con celo.
handout-board-join-4 = Hoja 4 de 4, { $where }: recorta por las dos líneas discontinuas y ponla sobre las hojas 2 y 3, con los bordes recortados sobre sus líneas discontinuas; pégala con celo.
handout-first-title = Quién empieza
handout-first-explain = El asiento del primer equipo en cada ronda de decisión, según el número de equipos de la clase (las columnas). Los pasos en los que no se pone carta siguen desde el primer equipo de la última ronda; el desembarco empieza por el asiento 1.
handout-first-round = Ronda de decisión
handout-worksheet-whys = Por qué los equipos pusieron sus cartas, con sus propias palabras
handout-debrief-more-whys = Más porqués de los equipos, en decisiones sin pregunta propia arriba
handout-worksheet-whys-more = { $count ->
    [one] Otro porqué está en la hoja de la puesta en común de vuestro docente.
   *[other] Otros { $count } porqués están en la hoja de la puesta en común de vuestro docente.
}
