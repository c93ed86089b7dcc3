## La consola del profesor

app-title = Colony Classroom
menu-home = ← Clases
menu-language = Idioma
menu-dark = Tema oscuro
menu-light = Tema claro
menu-projector-text = Letra del proyector

## Colores

## Inicio: las clases guardadas

start-intro = Sigue una partida donde se quedó o empieza una nueva.
start-no-classes = Todavía no hay clases. Pulsa «Nueva clase» para crear una.
start-new-class = Nueva clase
start-resume = Continuar
start-delete = Borrar
start-confirm-delete = Borrar de verdad
start-keep = Conservar
start-deleted = Movida a la papelera: { $path }
start-class-line = { $date } · { $teams } equipos · { $status } · último cambio { $changed }
start-finished = terminada
start-at-step = { $phase }, paso { $step } de { $steps }
start-offer-resume = «{ $class }» todavía no ha terminado. Pulsa «Continuar» para seguir justo donde os quedasteis.

## Nueva clase

setup-title = Nueva clase
setup-class = Clase
setup-class-placeholder = p. ej. 3.º ESO B Historia
setup-date = Fecha
setup-lesson-language = Idioma de la clase
setup-teams = { $count } equipos en el orden en que se sientan (en el sentido de las agujas del reloj)
setup-add-team = Añadir un equipo
setup-default-team = Equipo { $number }
setup-team-name = Nombre del equipo
setup-students = Alumnos (separados por comas)
setup-unprintable = Los documentos impresos no tienen letras para { $chars }: allí saldrán recuadros vacíos.
setup-typed = Tiramos dados de verdad y sacamos fichas de verdad (se teclean)
setup-seed = Semilla para los dados de la aplicación
setup-start = Empezar la partida
setup-cancel = Cancelar
setup-error-seed = La semilla tiene que ser un número entero.
setup-error-same-name = Dos equipos se llaman igual. Dale a cada equipo un nombre propio, por favor.

## La partida

lesson-over = La partida ha terminado
lesson-show-consequences = Mostrar las consecuencias (solo para el profesor)
lesson-hide-consequences = Ocultar las consecuencias
lesson-show-next = Mostrar la siguiente situación en el proyector
lesson-land = Desembarcar en la costa
lesson-pay-income = Pagar los ingresos
lesson-award-monopolies = Repartir los monopolios
lesson-enter-cards = La carta de cada equipo (haz clic o teclea 1-3 para el equipo marcado; Intro resuelve; Intro también inicia cada paso y Esc cierra los paneles):
lesson-resolve = Resolver
lesson-invest-help = Ya se han pagado los ingresos. ¿Qué gasta cada equipo? 1 de oro = 1 ejército o 1 tirada para una granja.
lesson-team-gold = { $team } ({ $gold } de oro)
lesson-armies = ejércitos
lesson-farms = granjas
lesson-invest = Confirmar los gastos
lesson-from = desde el país
lesson-target = país atacado
lesson-attack = Atacar
lesson-end-attacks = No más ataques
lesson-fight = País { $from } ({ $attackers } ejércitos) contra país { $target } ({ $defenders } ejércitos)
lesson-throw = Tirar
lesson-break-off = Retirarse
lesson-occupy-help = El país ha caído. ¿Cuántos ejércitos entran? (de 0 a { $max })
lesson-occupy = Entrar
lesson-rebellion-proposal = { $team }: rebeliones en el país { $countries }
lesson-place-rebellions = Colocar las rebeliones
lesson-typed-dice = Dados y fichas:
lesson-typed-placeholder = p. ej. 4 2 azúcar
lesson-bad-outcome = «{ $word }» no es ni un dado (1-6) ni un producto.
lesson-pick-countries = Elige primero el país que ataca y el país atacado.
lesson-country-choice = { $country } · { $team } ({ $armies } ejércitos)
lesson-what-happened = Lo que ha pasado
lesson-standings = Clasificación
lesson-undo = Deshacer (Ctrl+Z)
lesson-history = Historial
lesson-projector = Proyector (F5)
lesson-read-aloud = Leer en voz alta
lesson-stop-reading = Dejar de leer
lesson-saved = Se guarda tras cada entrada.
lesson-unsaved = SIN GUARDAR
lesson-not-saved = No se ha podido guardar ({ $why }). Mientras la aplicación siga abierta no se pierde nada; lo volverá a intentar con la siguiente entrada.
lesson-retry-save = Volver a intentarlo

col-team = Equipo
col-gold = Oro
col-prestige = Prestigio
col-armies = Ejércitos
col-countries = Países
col-resources = Mercancías

## Historial y correcciones

history-title = Historial de esta partida
history-close = Volver a la partida
history-change = Cambiar
history-fixing = Cambiando la entrada { $entry }: haz clic en las cartas tal como eran de verdad.
history-change-dice = Cambiar los dados
history-preview = Ver qué cambia
history-cancel = Cancelar
history-confirm = Confirmar el cambio
history-would-change = Cambiarían los números de: { $teams }
history-breaks = Este cambio no funciona: la entrada { $entry } ya no encajaría ({ $why })
history-cards = cartas
history-proceed = paso siguiente
history-invest = gastos
history-attack = ataque
history-throw = tirada
history-break-off = retirada
history-occupy = entrada en el país
history-end-attacks = fin de los ataques
history-rebellions = rebeliones colocadas
history-correction = corrección

## Resultados

results-title = Resultados
results-richest = Los más ricos
results-respected = Los más respetados
results-over-time = Oro y prestigio tras cada fase
results-bars-legend = Barra de arriba: oro. Barra de abajo (gris): prestigio.

## Proyector

projector-title = Colony Classroom – proyector
projector-phase = { $phase } · { $century ->
    [1] los primeros
    [2] los segundos
    [3] los terceros
   *[other] los últimos
  } cien años
projector-what-happened = Lo que ha pasado
projector-end = La partida ha terminado

## Leer en voz alta

speech-missing = Para leer en voz alta hace falta espeak-ng. Pide que lo instalen (Debian/Ubuntu: sudo apt install espeak-ng).
speech-failed = No se ha podido leer en voz alta: { $why }

## Los países de un equipo y las correcciones

team-close = Cerrar
team-reason = Motivo de la corrección (se guarda)
team-default-reason = corregido por el profesor
team-product = Producto que corregir:
team-country = País { $country }
team-slave-ship = barco negrero
team-rebellion = rebelión
team-no-country = Este equipo no tiene ningún país.

results-end = Final
results-debrief = Para el debate final
results-debrief-1 = ¿Qué os ha costado vuestro prestigio y qué les ha costado a otros vuestro oro?
results-debrief-2 = ¿Quién ha pagado vuestro oro: qué decisiones lo trajeron y quién cargó con el peso?
results-debrief-3 = ¿Qué sacó de todo esto la gente que vivía en vuestras colonias?
lesson-rebellion-help = La rebelión propia de cada equipo va donde propone la aplicación, salvo que elijas otro país sin ciudad.

## Materiales desde la aplicación

results-save-pdf = Hoja de puntuación y hoja de debate en PDF
start-print-handouts = Materiales para imprimir (PDF)
pdf-saved = Guardado en PDF en { $path }
pdf-not-saved = No se han podido guardar los PDF en { $path }: { $why }

## Las clases: filtrar, archivar, llevar, comparar

start-filter = Filtrar por clase o año
start-export-csv = Exportar { $count ->
    [one] la clase marcada
   *[other] las { $count } clases marcadas
  } a CSV
start-compare = Comparar { $count } clases
start-copy-out = Copiar para USB
start-archive = Archivar
start-restore = Recuperar
start-show-archived = Mostrar las clases archivadas
start-hide-archived = Ocultar las clases archivadas
start-archived-title = Clases archivadas
start-no-archived = No hay clases archivadas.
start-archived = Archivada: { $path }
start-restored = De nuevo en la lista: { $path }
start-exported = Copiada en { $path }. Lleva este archivo al otro ordenador e impórtalo allí.
start-import-placeholder = Ruta de un archivo de clase para importar, p. ej. /media/usb/9b.json
start-import = Importar un archivo de clase…
start-imported = Importada como { $path }
start-csv-saved = { $count ->
    [one] Una clase exportada
   *[other] { $count } clases exportadas
  } a results.csv y decisions.csv en { $path }
start-comparison = Clases comparadas
start-comparison-legend = Oro (negro) y prestigio (gris) de cada equipo al final.

## Archivos de clase dañados

start-broken = No se ha podido abrir esta clase: { $why }. El archivo no se ha modificado.
start-broken-with-backup = No se ha podido abrir esta clase: { $why }. El archivo no se ha modificado. Hay una copia de seguridad en buen estado con { $entries } entradas.
start-open-backup = Abrir la copia de seguridad más reciente en buen estado
start-recovered-name = { $class } (recuperada)

## Archivos

io-not-found = el archivo o la carpeta no existe
io-permission = no tienes permiso para leer o escribir ahí
io-full = el disco está lleno
io-read-only = el disco o la carpeta es de solo lectura
io-is-folder = eso es una carpeta, no un archivo
io-not-folder = una parte de la ruta es un archivo, no una carpeta
io-exists = ya hay un archivo con ese nombre
io-other = el sistema informa: { $why }
store-read = No se puede leer { $path }: { $why }.
store-parse = { $path } no es un archivo de clase que Colony Classroom pueda leer (dañado o no es un archivo de clase; el problema está en la línea { $line }, columna { $column }).
store-write = No se puede guardar { $path }: { $why }.
store-replay = No se puede abrir { $path }: { $why }
cli-cannot-write = No se puede escribir { $path }: { $why }.
cli-export-where = Indica dónde escribir: --results ARCHIVO y/o --decisions ARCHIVO.
cli-no-desktop = La consola del profesorado necesita un escritorio (X11 o Wayland) y no se ha encontrado ninguno. Sin él funcionan estas órdenes: colony replay, colony export, colony handouts, colony simulate (colony --help las muestra).
cli-window-failed = La consola del profesorado no ha podido abrir su ventana ({ $why }). Las órdenes colony replay, export, handouts y simulate funcionan sin ventana.

## Archivos de clase más grandes que cualquier clase real

error-too-large = Esta entrada haría el archivo de clase más grande que el de cualquier clase real: { $what }.
replay-too-large = Este archivo de clase es más grande que el de cualquier clase real: { $what }.
store-too-large = { $path } no se lee: { $what }.
store-not-record = { $path } no se lee: { $why }.
store-not-text = { $path } no es un archivo de clase (no contiene texto).
limit-bytes = el archivo tiene { $found } bytes y se admiten como máximo { $max }
limit-teams = tiene { $found } equipos y se admiten como máximo { $max }
limit-class-name = el nombre de la clase tiene { $found } caracteres y se admiten como máximo { $max }
limit-date = la fecha tiene { $found } caracteres y se admiten como máximo { $max }
limit-language = el código de idioma tiene { $found } caracteres y se admiten como máximo { $max }
limit-team-name = el nombre del equipo { $at } tiene { $found } caracteres y se admiten como máximo { $max }
limit-colour = el color del equipo { $at } tiene { $found } caracteres y se admiten como máximo { $max }
limit-students = el equipo { $at } tiene { $found } estudiantes y se admiten como máximo { $max }
limit-student-name = un nombre del equipo { $at } tiene { $found } caracteres y se admiten como máximo { $max }
limit-entries = tiene { $found } entradas y se admiten como máximo { $max }
limit-per-team = la entrada { $at } da { $found } valores para { $max ->
    [one] un equipo
   *[other] { $max } equipos
  }
limit-places = la entrada { $at } cambia { $found } propuestas y se admiten como máximo { $max }
limit-reason = el motivo de la entrada { $at } tiene { $found } caracteres y se admiten como máximo { $max }

## Archivos de salida rechazados

output-refused = { $path } no se ha escrito: { $why }. Elige otro nombre de archivo.
refusal-class-record = ahí hay un archivo de clase que se perdería
refusal-input = es el archivo que se está leyendo
refusal-folder = es una carpeta
refusal-link = es un enlace a otro archivo
refusal-not-a-file = no es un archivo normal (es un dispositivo o una tubería)
cli-stdout = No se puede escribir en la salida estándar: { $why }.
cli-bad-paper = Papel desconocido «{ $paper }»: usa a4 o letter.
cli-bad-lang = Idioma desconocido «{ $lang }»: usa en, de o es.
cli-bad-lang-all = Idioma desconocido «{ $lang }»: usa en, de, es o all.
cli-bad-delimiter = Separador desconocido «{ $delimiter }»: usa comma o semicolon.
cli-too-many-games = Juega como máximo { $max } partidas de una vez.

## La consola: el desarrollo de un paso

lesson-header = Fase { $number } · { $phase } · { $step }
lesson-step-of = paso { $step } de { $steps }
lesson-next = Siguiente situación
lesson-show-detail = Mostrar todos los cambios
lesson-hide-detail = Ocultar la lista de cambios
lesson-cards-all-in = Están las { $count } cartas.
lesson-cards-in = { $in } de { $count } cartas.
lesson-cards-waiting = { $in } de { $count } cartas: falta { $teams }
lesson-cards-keys = Las teclas 1–3 ponen la carta del equipo marcado, Tab pasa al equipo siguiente, Intro resuelve.
lesson-gold-left = Oro restante
lesson-too-much = demasiado
lesson-invest-keys = Escribe un número o usa − y +; Tab pasa al campo siguiente, Intro confirma.
lesson-may-attack = puede atacar.
lesson-no-attack-possible = Este equipo no tiene ningún país con ejércitos o no le quedan fichas de dominio: no puede atacar.
lesson-fight-title = Ataque: { $attacker } contra { $defender } – país { $target }, desde el país { $from }
lesson-attacker = ataca
lesson-defender = defiende
lesson-versus = contra
lesson-country = país { $country }
lesson-armies-count = { $armies ->
    [one] 1 ejército
   *[other] { $armies } ejércitos
  }
lesson-retreat = Retirada
lesson-throws = { $count ->
    [0] Aún ninguna tirada
    [one] 1 tirada
   *[other] { $count } tiradas
  }
lesson-throw-line = Tirada { $n }: ataque { $attacker }, defensa { $defender }
lesson-no-own-rebellion = todos sus países tienen ciudad
lesson-extra-rebellion = una más:
lesson-standings-legend = Ordenado por oro. «=2»: el mismo puesto (igual oro e igual prestigio). Haz clic en un equipo para ver o corregir sus países.
lesson-wall-standings = Clasificación a la pared
lesson-wall-back = La pared vuelve a la partida

col-goods = Mercancías

## Lo que ha pasado, equipo por equipo

sum-income = { $n } de oro por sus mercancías
sum-gold-more = { $n } de oro más
sum-gold-less = { $n } de oro pagado
sum-armies-bought = { $n ->
    [one] 1 ejército comprado
   *[other] { $n } ejércitos comprados
  }
sum-armies-more = { $n ->
    [one] 1 ejército más
   *[other] { $n } ejércitos más
  }
sum-armies-less = { $n ->
    [one] 1 ejército menos
   *[other] { $n } ejércitos menos
  }
sum-goods-more = { $n ->
    [one] 1 mercancía más
   *[other] { $n } mercancías más
  }
sum-goods-less = { $n ->
    [one] 1 mercancía menos
   *[other] { $n } mercancías menos
  }
sum-prestige-more = { $n ->
    [one] 1 punto de prestigio más
   *[other] { $n } puntos de prestigio más
  }
sum-prestige-less = { $n ->
    [one] 1 punto de prestigio perdido
   *[other] { $n } puntos de prestigio perdidos
  }
sum-new-country = un país nuevo (país { $country })
sum-took = país { $country } arrebatado a { $other }
sum-lost-to = país { $country } perdido frente a { $other }
sum-built = { $building } construido en el país { $country }
sum-slave-ship = ahora tiene un barco negrero
sum-monopoly = monopolio de { $product }
sum-rebellion = rebelión en el país { $country }
sum-put-down = rebelión aplastada en el país { $country }
sum-independent = el país { $country } se independiza
sum-peace = paz con la gente del país { $country }
sum-fight-won = combate ganado
sum-fight-lost = combate perdido
sum-broke-off = retirada
sum-lapsed-no-token = no quedan fichas para otro país
sum-lapsed-no-free-country = no queda ningún país libre
sum-lapsed-no-place = ya no hay país sin este edificio
sum-lapsed-no-country = sin país para esto
sum-lapsed-bag-empty = la bolsa está vacía
sum-lapsed-no-armies = sin ejércitos que perder
sum-lapsed-no-counters = sin mercancías que perder
sum-lapsed-all-rebelling = todos sus países ya están en rebelión
sum-nothing = nada cambia
sum-dice = dados { $dice }

badge-gold = { $sign }{ $n } de oro
badge-prestige = { $sign }{ $n } de prestigio
badge-countries = { $sign }{ $n } { $n ->
    [one] país
   *[other] países
  }
badge-armies = { $sign }{ $n } { $n ->
    [one] ejército
   *[other] ejércitos
  }
badge-goods = { $sign }{ $n } { $n ->
    [one] mercancía
   *[other] mercancías
  }

## Historial

history-place = { $phase } · { $step }
history-retreat = retirada
history-nobody = nadie
history-corrected = corregido por el profesor o la profesora: «{ $reason }»

## Resultados y el debate en la pared

results-tie-rule = Con el mismo oro decide el prestigio; los equipos iguales en ambos comparten puesto («=2»).
results-rank-gold = Puesto por oro
results-rank-prestige = Puesto por prestigio
results-gold-prestige = Cada celda: oro · prestigio al final de la fase.
results-wall-rankings = Clasificaciones a la pared
results-wall-next-question = Pregunta { $n } a la pared
results-debrief-4 = ¿Con qué criterios, y de quién, se medía el «prestigio», entonces y ahora?

## Inicio y clase nueva

start-results = Resultados
start-open-file = Abrir un archivo de clase…
start-choose-folder = Elegir carpeta…
setup-seating = Empieza el primer equipo; en cada ronda el primer puesto avanza un lugar en el sentido de las agujas del reloj.
setup-advanced = Avanzado
setup-hide-advanced = Ocultar los ajustes avanzados
setup-seed-help = La misma semilla da los mismos dados: para una clase que juega dos veces.
dialog-choose-class = Elegir un archivo de clase
dialog-class-files = Archivos de clase
dialog-choose-folder = Elegir una carpeta

## Menú, pared y panel del equipo

menu-wall-open = Pared (F5)
menu-wall-close = Cerrar la pared (F5)
menu-wall-freeze = Congelar la pared (F8)
menu-wall-unfreeze = La pared vuelve a seguir (F8)
menu-wall-fullscreen = Pantalla completa (F11)
notice-dismiss = Cerrar
team-no-goods = sin mercancías
team-not-on-wall = Las correcciones se guardan con su motivo; nunca aparecen en la pared.

wall-title = Colony Classroom – pared
wall-waiting = La clase empieza enseguida.
wall-phase = Fase { $number } · { $phase }
wall-cards-in = { $in } de { $count }
wall-what-happened = Lo que ha pasado: { $step }
wall-wars = Guerras coloniales
wall-wars-result = Después de las guerras coloniales
wall-may-attack = Puede atacar: { $team }
wall-fight = El país { $target } es atacado desde el país { $from }.
wall-country-fell = El país { $country } ha caído.
wall-investment = Inversión: oro y prestigio
wall-standings = Clasificación
wall-standings-legend = Ordenado por oro. «=2»: el mismo puesto. ▲▼: puestos ganados o perdidos por oro desde el final de la fase anterior.
wall-col-rank = Puesto
wall-col-prestige-rank = Puesto por prestigio
wall-end = El final: oro y prestigio
wall-question-of = Pregunta { $n } de { $count }
wall-one-display = Solo hay una pantalla conectada. Si el proyector duplica esta pantalla, la clase también ve la consola.
wall-class-sees = La clase ve esta pantalla: ocultar las consecuencias
wall-class-sees-on = La clase ve esta pantalla: las consecuencias y las notas están ocultas.
wall-class-sees-off = Volver a mostrarlas

## Idiomas y colores

language-en = English
language-de = Deutsch
language-es = Español
colour-orange = naranja
colour-sky-blue = azul cielo
colour-green = verde
colour-yellow = amarillo
colour-blue = azul
colour-vermillion = bermellón
colour-purple = púrpura rojizo
colour-black = negro
colour-grey = gris
colour-brown = marrón
colour-wine = burdeos
colour-teal = verde azulado
wall-fight-fell = El país { $country } ha caído: ahora es de { $attacker }.
wall-fight-failed = El ataque al país { $country } ha fracasado.
wall-fight-retreat = Retirada del país { $country }: { $attacker }
