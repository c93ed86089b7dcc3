## Materiales impresos

handout-phase-forms = Hojas de fase para los equipos
handout-teacher-cards = Fichas de fase del profesor
handout-score-sheet = Hoja de puntuación
handout-score-sheet-filled = Hoja de puntuación de { $class }
handout-rules = Las reglas en breve
handout-debrief = Debate final de { $class }
handout-phase-heading = Fase { $number }: { $phase } ({ $century ->
    [1] los primeros
    [2] los segundos
    [3] los terceros
   *[other] los últimos
  } cien años)
handout-team = Equipo:
handout-tick = Marcad la carta que ha puesto vuestro equipo.
handout-investment = Inversión al final de la fase
handout-inv-received = Oro recibido
handout-inv-armies = Oro para ejércitos
handout-inv-farms = Oro para granjas
handout-inv-kept = Oro guardado
handout-consequences = Consecuencias
handout-order = Orden de juego: cada equipo pone una carta boca abajo, todos la destapan a la vez y después se resuelven los equipos en el sentido de las agujas del reloj, empezando por el primer equipo de la ronda. El primer equipo avanza un puesto en cada decisión.
handout-rulings = Reglas fijadas: el oro, el prestigio, los ejércitos y las fichas nunca bajan de 0. No se puede elegir una carta que el equipo no pueda pagar. Una ficha perdida vuelve a la bolsa; una bolsa vacía no da nada. Si los dados empatan, se vuelve a tirar.
handout-after-phase = Tras la fase { $number }: { $phase }
handout-end = Final de la partida
handout-rankings = Clasificación final
handout-choices = Las cartas de cada equipo
handout-class-line = { $class } · { $date } · { $teams } equipos
handout-rules-aim = Vuestro equipo es una nación europea. Durante cuatrocientos años decidís cómo trata vuestra nación a las colonias y a la gente que vive en ellas. La nación con más oro al final es la más rica; la que tenga más prestigio, la más respetada. Las dos cosas cuentan en el debate final.
handout-rules-abbrev = Abreviaturas de las cartas
handout-rules-g = +1G / −1G: ganar / pagar un oro
handout-rules-p = +1P / −1P: ganar / perder un punto de prestigio
handout-rules-a = +1A / −1A: un ejército más / menos
handout-rules-r = +1R / −1R: una ficha de recurso sacada de la bolsa / devuelta a la bolsa
handout-rules-l = +1L: ocupar un país libre con una de vuestras seis fichas
handout-rules-round = Cómo es una ronda
handout-rules-round-1 = 1. El profesor lee la situación y las cartas 1, 2 y 3.
handout-rules-round-2 = 2. Vuestro equipo lo habla y pone una carta boca abajo.
handout-rules-round-3 = 3. Todos los equipos destapan a la vez; el profesor introduce las cartas.
handout-rules-round-4 = 4. Llegan las consecuencias, equipo por equipo, con dados cuando hace falta.
handout-rules-round-5 = 5. Tras las fases 1, 2 y 3: un oro por cada ficha; después se gasta oro en ejércitos o granjas.
handout-rules-phases = Las cuatro fases: { $phases }.
handout-blank = (vacío)
handout-colour = Color:
handout-why = Por qué elegimos esta carta:
handout-card = Carta
handout-rank-gold = Puesto por oro
handout-rank-prestige = Puesto por prestigio
handout-chart = Oro y prestigio, uno al lado del otro
handout-chart-explain = Cada línea une el puesto de una nación por oro (izquierda) con su puesto por prestigio (derecha). Si la línea baja, la nación es rica pero poco respetada.
handout-cards-laid = Cartas puestas, paso a paso
handout-class = Clase:
handout-worksheet = Hoja de trabajo para el debate: { $class }
handout-student = Nombre:
handout-sat-out = No juega
handout-decision = Decisión
handout-who-laid = Quién puso cada carta
handout-worksheet-choices = Lo que eligió nuestra clase
handout-worksheet-questions = Piensa y escribe
