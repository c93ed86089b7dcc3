## La consola del profesor

app-title = Colony Classroom
menu-home = ← Clases
menu-language = Idioma
menu-dark = Oscuro
menu-light = Claro
menu-projector-text = Letra del proyector

## Colores

colour-red = rojo
colour-blue = azul
colour-green = verde
colour-yellow = amarillo
colour-black = negro
colour-white = blanco
colour-orange = naranja
colour-purple = morado
colour-brown = marrón
colour-pink = rosa
colour-grey = gris
colour-turquoise = turquesa

## Inicio: las clases guardadas

start-intro = Sigue una partida donde se quedó o empieza una nueva.
start-no-classes = Todavía no hay clases. Pulsa «Nueva clase» para crear una.
start-new-class = Nueva clase
start-resume = Continuar
start-delete = Borrar
start-confirm-delete = Borrar de verdad
start-keep = Conservar
start-deleted = Movida a la papelera: { $path }
start-class-line = { $date } · { $teams } equipos · { $status } · último cambio { $changed } UTC
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
setup-typed = Tiramos dados de verdad y sacamos fichas de verdad (se teclean)
setup-seed = Semilla para los dados de la aplicación
setup-start = Empezar la partida
setup-cancel = Cancelar
setup-error-seed = La semilla tiene que ser un número entero.
setup-error-same-name = Dos equipos se llaman igual. Dale a cada equipo un nombre propio, por favor.

## La partida

lesson-header = Fase { $number }: { $phase } ({ $century ->
    [1] los primeros
    [2] los segundos
    [3] los terceros
   *[other] los últimos
  } cien años) · paso { $step } de { $steps }
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
lesson-attacker = Ataca { $team }
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
col-rank-gold = Más rico
col-rank-prestige = Más respetado

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
start-import = Importar
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
