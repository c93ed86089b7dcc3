## Capa es-419 sobre i18n/es/handouts.ftl: las hojas de los equipos, los códigos, las reglas y la
## hoja de trabajo, de ustedes; «hoja» en vez de «folio», «cinta adhesiva» en vez de «celo».

handout-slip-code = Su código:
handout-slip-page = Escaneen el cuadrado o abran la dirección de abajo y escriban el código.
handout-background-tasks-independence = 1. ¿Quién conquistó la independencia, y frente a quién? Den dos ejemplos. 2. Elijan una potencia colonial (por ejemplo, España en Cuba, en Filipinas o en el Rif) y expliquen cómo combatió la independencia.
handout-tick = Marquen la carta que puso su equipo.
handout-may-be-discussed = ¿Solo se comenta? Nada que marcar. Si se juega: ___
handout-question-p1-contact = La gente de la costa sale a su encuentro. ¿Qué hacen?
handout-question-p1-expansion = ¿Siguen avanzando o buscan riquezas en su primera colonia?
handout-question-p2-expansion = ¿En qué gastan un oro?
handout-question-p2-church = ¿Dejan venir a los misioneros de la Iglesia?
handout-question-p2-contact = ¿Qué hacen con los pueblos del interior?
handout-question-p3-slavery = ¿Participa su nación en la trata de esclavos?
handout-question-p3-infrastructure = ¿Qué construyen?
handout-question-p3-wars = ¿Van a la guerra contra otras naciones?
handout-question-p4-rebellion-choice = ¿Cómo responden a las rebeliones?
handout-question-p4-government = ¿Qué gobierno respalda su nación en sus antiguas colonias?
handout-cut = Dos por hoja: fotocopiar y cortar por la línea discontinua.
handout-no-gold = ¿No les queda oro? Entonces su equipo no pone carta aquí.
handout-inv-kept = Oro total que les queda
handout-rules-aim = Su equipo es una nación europea. El juego condensa unos cuatro siglos y medio de historia colonial, de 1492 a los años sesenta y setenta del siglo XX, en cuatro fases de cien años de juego cada una. Ustedes deciden cómo trata su nación a sus colonias y a la gente que vive en ellas. Gana la nación que tenga más oro al final; el prestigio es la segunda clasificación, que aparece al lado. En la puesta en común les preguntaremos qué costaron su oro y su prestigio, y quién los pagó. Prestigio: cuánto se respetaba a su nación en la Europa de entonces, que no es lo mismo que tener razón.
handout-rules-l = +1{ effects-abbr-country }: un país más que todavía no tiene ningún equipo, y ustedes eligen cuál: junto a uno de sus países; si no hay ninguno, en la costa; si tampoco queda ninguno allí, en cualquier otra parte. Llega vacío, sin ejércitos ni recursos, salvo que la carta dé alguno. Allí vive gente, y esa tierra le pertenece. Un equipo tiene como mucho seis países.
handout-rules-start-heading = Cómo empiezan
handout-rules-start = Cada nación empieza con { $gold } oros, { $prestige } puntos de prestigio y sin ningún país. En el desembarco, cada equipo, por orden de asiento, toma un país de la costa que todavía no tenga ningún equipo, con un ejército y un recurso. Anoten su oro y su prestigio, cambio a cambio, y cada país en su hoja de países.
handout-rules-armies = Los ejércitos defienden sus países y combaten en las guerras coloniales de la fase 3. En la fase 4, combatir una rebelión cuesta ejércitos.
handout-rules-round-2 = 2. Su equipo lo discute y pone una carta boca abajo.
handout-worksheet-questions = Piensa y escribe tú. Cuando una pregunta se dirige a «ustedes», piensa en tu equipo y en su nación.
handout-board-legend = Gris: el mar. Los países de la costa limitan con el mar (sus números van subrayados); solo se desembarca en ellos. Los números son los de la aplicación. No hacen falta fichas: escriban a lápiz la letra de cada equipo en sus países, o pongan botones o papelitos; la hoja de países de cada equipo lleva sus ejércitos, recursos y edificios.
handout-country-sheet-intro = Su equipo lleva esta hoja durante toda la partida. Una fila por cada país que tengan: su número en el tablero, sus ejércitos y sus edificios (tachen y vuelvan a escribir cuando algo cambie). Por cada recurso nuevo, tiren dos dados de distinto color (decidan antes cuál es el primero) y hagan una rayita en la fila del país, en la columna que tiene arriba los números que les salieron; por cada recurso que pierdan, tachen una rayita. Cuando se cuenten los monopolios, escriban el total de cada columna en la fila «Total». Marquen el barco negrero, una rebelión y la independencia. Si pierden un país, tachen su fila; si conquistan uno en una guerra, copien sus recursos y edificios en su hoja.
handout-debrief-blank-intro = Después de la partida, en papel o en la aplicación: primero las preguntas de cada fase y después las preguntas finales.
handout-board-join-2 = Hoja 2 de 4, { $where }: recorta por la línea discontinua de la izquierda (la franja con el borde de la hoja 1 sobra), pon el borde recortado sobre la línea discontinua de la hoja 1 y pégala con cinta adhesiva.
handout-board-join-3 = Hoja 3 de 4, { $where }: recorta por la línea discontinua de arriba, pon el borde recortado sobre la línea discontinua inferior de la hoja 1 y pégala con cinta adhesiva.
handout-board-join-4 = Hoja 4 de 4, { $where }: recorta por las dos líneas discontinuas y ponla sobre las hojas 2 y 3, con los bordes recortados sobre sus líneas discontinuas; pégala con cinta adhesiva.
handout-worksheet-whys-more = { $count ->
    [one] Otro porqué está en la hoja de la puesta en común de su docente.
   *[other] Otros { $count } porqués están en la hoja de la puesta en común de su docente.
}

# Mexico: the school class is "el grupo".
handout-discussed-questions = Preguntas para el grupo, primero en equipos y luego todos juntos:
handout-played-step = se juega (solo si tu grupo eligió jugarla)
handout-played-intro = Solo si decidiste que tu grupo juegue la trata transatlántica de esclavos en vez de comentarla (la guía didáctica explica esta decisión). Este paso reemplaza entonces al que se comenta en la fase 3 de las tarjetas de fase.
handout-played-apart = Si tu grupo juega este paso, sus cartas están en una hoja aparte: «{ $sheet }».
handout-product-explain = Recursos: cada equipo saca los suyos. Por cada recurso tira dos dados de distinto color (o un dado dos veces) y hace una rayita en su hoja de países, en la fila del país que recibe el recurso y en la columna de producto encabezada por los números que salieron; esas doce columnas son el cuadro de productos. Tú solo lo compruebas. El oro como producto es un recurso, como el azúcar: no forma parte del oro del equipo. Los dados se parecen a la bolsa del juego, pero no son lo mismo: todos los productos salen con la misma frecuencia, mientras que la bolsa tiene 14 o 13 de cada uno y se va vaciando.
handout-class = Grupo:
handout-worksheet-choices = Lo que eligió nuestro grupo
handout-first-explain = El asiento del primer equipo en cada ronda de decisión, según el número de equipos del grupo (las columnas). Los pasos en los que no se pone carta siguen desde el primer equipo de la última ronda; el desembarco empieza por el asiento 1.
handout-teacher-cards = Tarjetas de fase para la o el docente
handout-rules-abbrev = Los códigos de las tarjetas de fase de su docente
handout-rules-r = +1{ effects-abbr-resources } / −1{ effects-abbr-resources }: un recurso sacado a ciegas de la bolsa (en papel: dos dados y las columnas de su hoja de países) / tachado.
handout-worksheet-blank-intro = Escribe la carta que puso tu equipo en cada decisión (están en las hojas de fase de tu equipo). Si tu grupo comentó una decisión y ningún equipo puso carta, escribe «comentada».
