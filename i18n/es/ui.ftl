## La pantalla del docente

app-title = Colony Classroom
menu-home = ← Clases
menu-language = Idioma
menu-dark = Tema oscuro
menu-light = Tema claro
menu-projector-text = Tamaño del texto en la proyección

## Colores

## Inicio: las clases guardadas

start-intro = Sigue una partida donde la dejaste o empieza una nueva.
start-reading = Leyendo las clases…
files-writing = Guardando los archivos…
files-not-written = No se han podido guardar los archivos: el guardado se interrumpió de forma inesperada. Inténtalo de nuevo.
start-more-hidden = { $count ->
    [one] Hay una clase más que no aparece en la lista: filtra por clase o año para encontrarla.
   *[other] Hay { $count } clases más que no aparecen en la lista: filtra por clase o año para encontrar una.
}
start-show-more = Mostrar { $count } más
start-no-classes = Todavía no hay clases. Pulsa «Nueva clase» para crear una.
start-new-class = Nueva clase
start-resume = Continuar
start-delete = Borrar
start-confirm-delete = Sí, borrarla
start-keep = Conservar
start-deleted = Movida a la papelera: { $path }
start-class-line = { $date } · { $teams ->
    [one] 1 equipo
   *[other] { $teams } equipos
  } · { $status } · último cambio: { $changed }
start-finished = terminada
start-at-step = { $phase }, paso { $step } de { $steps }
start-offer-resume = La partida de «{ $class }» todavía no ha terminado. Pulsa «Continuar» para seguir donde se quedó.

## Nueva clase

setup-title = Nueva clase
setup-class = Clase
setup-class-placeholder = p. ej. 3.º B Historia
setup-date = Fecha
setup-lesson-language = Idioma de la partida
setup-lesson-region = Dónde estudia la clase
setup-teams = { $count ->
    [one] 1 equipo
   *[other] { $count } equipos
  } en el orden de los asientos (en el sentido de las agujas del reloj)
setup-add-team = Añadir equipo
setup-team-count = Número de equipos:
setup-default-team = Equipo { $number }
setup-default-class = Clase del { $date }
setup-team-name = Nombre del equipo
setup-students = Alumnado (nombres separados por comas)
setup-unprintable = La letra de los documentos impresos no tiene los caracteres { $chars }: saldrán como recuadros vacíos.
setup-typed = Usamos dados y bolsa de verdad (los resultados se teclean)
setup-seed = Semilla para los dados de la aplicación
setup-start = Empezar la partida
setup-cancel = Cancelar
setup-error-seed = La semilla tiene que ser un número entero.
setup-error-same-name = Dos equipos se llaman igual. Dale a cada equipo un nombre distinto, por favor.

## La partida

lesson-over = La partida ha terminado
lesson-show-consequences = Mostrar las consecuencias (solo en la pantalla del docente)
lesson-hide-consequences = Ocultar las consecuencias
lesson-show-next = Mostrar la siguiente situación en la proyección
lesson-land = Desembarcar en la costa
lesson-pay-income = Repartir los ingresos
lesson-award-monopolies = Asignar los monopolios
lesson-discussed-help = Tu clase comenta esta situación en vez de jugarla. Léela en voz alta y después coméntala con la clase a partir de las tres preguntas de la proyección (entre 8 y 10 minutos); la historia de abajo te servirá de apoyo. Nadie pone ninguna carta y ninguna nación gana ni pierde nada.
lesson-discussed-read = Lo que habría supuesto cada carta, si quieres leerlo en voz alta:
lesson-discussed-game = En el juego: { $effects }
lesson-discussed-next = Comentada: siguiente situación
lesson-discussed-history = La historia, para leer en voz alta:
lesson-discussed-prompts = Preguntas para la clase (en la proyección):
lesson-opening-read = Para leer en voz alta:
lesson-opening-help = Empieza una fase nueva. Lee en voz alta su introducción: la proyección la muestra en grande, con los años de juego. Después viene la primera situación.
lesson-opening-next = Ir a la primera situación
lesson-opening-again = Ver la introducción
lesson-discussed-choice = { $step }: ¿se comenta o se juega?
lesson-plan-button = Guía didáctica (PDF)
lesson-read-yourself = En este texto la voz del ordenador no lee. La guía didáctica aconseja que lo leas tú: una voz sintética no está a la altura del sufrimiento que relata.
lesson-read-anyway = Que lo lea la aplicación de todos modos
lesson-read-cancel = Cancelar
lesson-enter-cards = La carta de cada equipo (haz clic o teclea 1-3 para el equipo marcado; Intro resuelve; Intro también inicia cada paso y Esc cierra los paneles):
lesson-resolve = Resolver
lesson-invest-help = Ya se han repartido los ingresos. ¿Qué gasta cada equipo? 1 oro = 1 ejército o 1 tirada de agricultura.
lesson-team-gold = { $team } ({ $gold ->
    [one] 1 oro
   *[other] { $gold } oros
  })
lesson-armies = Ejércitos
lesson-farms = Agricultura
lesson-invest = Confirmar las inversiones
lesson-from = país que ataca
lesson-target = país atacado
lesson-attack = Atacar
lesson-end-attacks = Terminar los ataques
lesson-fight = País { $from } ({ $attackers ->
    [one] 1 ejército
   *[other] { $attackers } ejércitos
  }) contra país { $target } ({ $defenders ->
    [one] 1 ejército
   *[other] { $defenders } ejércitos
  })
lesson-throw = Tirar
lesson-break-off = Retirarse
lesson-occupy-help = El país ha caído. ¿Cuántos ejércitos entran? (de 0 a { $max })
lesson-occupy = Entrar
lesson-rebellion-proposal = { $team }: países con rebelión: { $countries }
lesson-place-rebellions = Colocar las rebeliones
lesson-typed-dice = Dados y recursos sacados:
lesson-typed-placeholder = p. ej. 4 2 azúcar
lesson-typed-die = Dado:
lesson-typed-drawn = Sacados:
lesson-typed-clear = Borrar
lesson-throws-order = Orden de las tiradas:
lesson-throw-card = { $team }
lesson-throw-farm = { $team } (agricultura)
lesson-throw-group-monopoly = Empate por el monopolio de { $product }:
lesson-throw-group-rising = Rebelión en el país { $country }:
lesson-throw-rebels = { $team } por los rebeldes
lesson-throw-fight = { $team } (guerra)
lesson-throws-order-tie = Si hay empate, se vuelve a tirar y la lista se alarga.
lesson-throws-order-draw = Después se saca de la bolsa un recurso para { $team }.
lesson-bad-outcome = «{ $word }» no es ni un dado (1-6) ni un producto.
lesson-pick-countries = Elige primero el país que ataca y el país atacado.
lesson-country-choice = { $country } ({ $armies ->
    [one] 1 ejército
   *[other] { $armies } ejércitos
  }) · { $team }
lesson-own-country-choice = País { $country } ({ $armies ->
    [one] 1 ejército
   *[other] { $armies } ejércitos
  })
lesson-what-happened = Lo que ha pasado
lesson-nothing-changed = No ha cambiado nada para ninguna nación.
lesson-standings = Clasificación
lesson-undo = Deshacer (Ctrl+Z)
lesson-history = Historial
lesson-projector = Proyección (F5)
lesson-read-aloud = Leer en voz alta
lesson-stop-reading = Dejar de leer
lesson-saved = Se guarda tras cada entrada.
lesson-saving = Guardando…
lesson-go-on-unsaved = Seguir sin guardar
lesson-waits-for-disk = Lo que ha pasado aparece en cuanto se guarde la entrada.
lesson-dice = Dados:
lesson-dice-app = los tira la app
lesson-dice-real = de verdad, se teclean
lesson-unsaved = SIN GUARDAR
lesson-not-saved = No se ha guardado: { $why }. Mientras la aplicación siga abierta no se pierde nada: lo vuelve a intentar cada dos segundos y con la siguiente entrada. Carpeta: { $folder }
lesson-not-saved-other = No se ha guardado: { $why } Mientras la aplicación siga abierta no se pierde nada: lo vuelve a intentar cada dos segundos y con la siguiente entrada.
lesson-retry-save = Reintentar

col-team = Equipo
col-gold = Oro
col-prestige = Prestigio
col-armies = Ejércitos
col-countries = Países
col-resources = Recursos

## Historial y correcciones

history-title = Historial
history-close = Volver a la partida
history-change = Corregir
history-fixing = Corrigiendo la entrada { $entry }: haz clic en las cartas tal como fueron de verdad.
history-change-dice = Corregir los dados
history-preview = Ver qué cambia
history-cancel = Cancelar
history-confirm = Confirmar la corrección
history-would-change = Cambiarían los números de: { $teams }
history-rerolled = { $count ->
    [one] Los dados y recursos sacados de la entrada { $list } ya no encajan en la partida corregida: la app tira y saca de nuevo donde hace falta.
   *[other] Los dados y recursos sacados de las entradas { $list } ya no encajan en la partida corregida: la app tira y saca de nuevo donde hace falta.
}
history-breaks = Esta corrección no funciona: la entrada { $entry } ya no encajaría ({ $why })
history-cards = cartas
history-proceed = paso siguiente
history-invest = inversiones
history-attack = ataque
history-throw = tirada
history-break-off = retirada
history-occupy = entrada en el país
history-end-attacks = fin de los ataques
history-rebellions = rebeliones colocadas
history-correction = corrección

## Resultados

results-title = Resultados
results-files = Guardar archivos ▸
results-files-close = Guardar archivos ▾
results-richest = La más rica
results-respected = La más respetada
results-over-time = Oro y prestigio tras cada fase
results-highlight = Resaltar en el gráfico:
results-highlight-all = Todos los equipos
results-highlight-top = Los tres primeros de una u otra clasificación
results-highlight-next = Equipo a equipo ▸
results-bars-legend = Barra de arriba: oro. Barra de abajo (gris): prestigio.

## Proyección

projector-what-happened-plain = Lo que ha pasado
list-and = y
projector-people-rose-head = La gente de estos países se sublevó contra estas naciones:
projector-people-rose-where = { $count ->
    [one] país { $countries }
   *[other] países { $countries }
  }
projector-people-independent = { $count ->
    [one] La gente del país { $countries } conquistó
   *[other] La gente de los países { $countries } conquistó
  } su independencia.
projector-people-took = { $attacker } le quitó el país { $country } a { $defender }. A la gente que vivía allí nadie le preguntó.
## Leer en voz alta

speech-missing = Para leer en voz alta hace falta espeak-ng. Pide que lo instalen (Debian/Ubuntu: sudo apt install espeak-ng).
speech-failed = No se ha podido leer en voz alta: { $why }
speech-no-sound = No se ha oído nada: este portátil no tiene una salida de sonido que espeak-ng pueda usar ({ $why }). Conecta altavoces o auriculares, o lee tú el texto.
speech-no-voice = Windows no tiene ninguna voz instalada en el idioma de la sesión ({ $language }). Añade una en Configuración, Hora e idioma, Voz, Agregar voces, o lee tú el texto en voz alta.

## Los países de un equipo y las correcciones

team-close = Cerrar
team-reason = Motivo de la corrección (se guarda en el archivo de la clase)
team-default-reason = corregido por el docente
team-product = Producto que corregir:
team-country = País { $country }
team-slave-ship = barco negrero
team-rebellion = rebelión
team-no-country = Este equipo no tiene ningún país.

results-end = Final
results-debrief = Para la puesta en común
rewards-slavery = Las naciones que participaron en la trata de esclavos terminaron con { $first ->
    [one] 1 oro
   *[other] { $first } oros
  } de media; las que se negaron, con { $second ->
    [one] 1 oro
   *[other] { $second } oros
  }.
rewards-rebellion = Las naciones que enviaron el ejército contra los rebeldes terminaron con { $first ->
    [one] 1 oro
   *[other] { $first } oros
  } de media; las que negociaron con ellos, con { $second ->
    [one] 1 oro
   *[other] { $second } oros
  }.
rewards-government = Las naciones que respaldaron una dictadura terminaron con { $first ->
    [one] 1 oro
   *[other] { $first } oros
  } de media; las que respaldaron una democracia, con { $second ->
    [one] 1 oro
   *[other] { $second } oros
  }.
results-rewards-title = Lo que premió el juego en esta clase
results-rewards-help = En 4000 partidas jugadas al azar, el juego premia la compra de personas (41 oros frente a 31), la represión de las rebeliones por la fuerza (39 frente a 34 si se negocia) y el apoyo a un dictador (46 frente a 27 con una democracia). Compara con ellas las cifras de tu clase y empieza la puesta en común por su primera pregunta, que las recoge.
results-debrief-rewards-lead = Ganó la partida la nación más rica.
results-debrief-rewards-ask = ¿Qué premia este juego y quién pagó el precio?
results-short-background = Para leer en voz alta (menos de un minuto; «Leer en voz alta» lo lee):
results-debrief-1 = ¿A qué renunciasteis para ganar prestigio? ¿Y qué les costó a otras personas vuestro oro?
results-debrief-2 = ¿Quién pagó vuestro oro: qué decisiones lo trajeron y quién cargó con el peso?
results-debrief-3 = ¿Qué sacó de todo esto la gente que vivía en vuestras colonias, y qué hizo al respecto?
lesson-rebellion-help = La rebelión propia de cada equipo va donde propone la aplicación, salvo que elijas otro país sin ciudad.

## Materiales desde la aplicación

results-save-pdf = Hoja de puntuación, hoja de la puesta en común, hoja de trabajo y póster (PDF)
results-save-csv = Resultados en CSV (para hojas de cálculo)
results-shown-rankings = La proyección muestra las clasificaciones.
results-shown-question = La proyección muestra la pregunta { $n } de { $count }:
results-all-questions = Todas las preguntas, con el contexto de cada fase
results-debrief-short = Puesta en común breve: la pregunta clave de cada fase ({ $count ->
    [one] 1 pregunta
   *[other] { $count } preguntas
  }, unos { $minutes ->
    [one] 1 minuto
   *[other] { $minutes } minutos
  })
results-key-question = pregunta clave
start-print-handouts = Materiales para imprimir (PDF)
start-edition = Para clases en:
start-choose-csv-folder = Elegir una carpeta para el CSV…
start-csv-in = CSV:
start-tick-hint = Marca una clase para exportarla en CSV, o dos o más para compararlas.
start-csv-comma = con comas
start-csv-semicolon = con punto y coma
start-choose-handouts-folder = Elegir una carpeta para los materiales…
pdf-saved = Guardado como PDF en { $path }
pdf-not-saved = No se han podido guardar los PDF en { $path }: { $why }

## Las clases: filtrar, archivar, llevar, comparar

start-filter = Filtrar por clase o año
start-export-csv = Exportar { $count ->
    [one] la clase marcada
   *[other] las { $count } clases marcadas
  } a CSV
start-compare = Comparar { $count ->
    [one] 1 clase
   *[other] { $count } clases
  }
start-copy-out = Copiar a un USB
start-archive = Archivar
start-restore = Recuperar
start-show-archived = Ver las clases archivadas
start-hide-archived = Ocultar las clases archivadas
start-archived-title = Clases archivadas
start-no-archived = No hay clases archivadas.
start-archived = Archivada: { $path }
start-restored = De nuevo en la lista: { $path }
start-exported = Copiada en { $path }. Lleva este archivo al otro ordenador e impórtalo allí.
start-import-placeholder = Ruta de un archivo de la clase para importar, p. ej. /media/usb/3b.json
start-import = Importar una clase…
start-imported = Importada como { $path }
start-csv-saved = { $count ->
    [one] Una clase exportada
   *[other] { $count } clases exportadas
  } a { $results } y { $decisions } en { $path }
start-comparison = Clases comparadas
start-comparison-legend = Oro (negro) y prestigio (gris) de cada equipo al final.

## Archivos de la clase dañados

start-broken = No se ha podido abrir esta clase: { $why }. El archivo no se ha modificado.
start-broken-with-backup = No se ha podido abrir esta clase: { $why }. El archivo no se ha modificado. Hay una copia de seguridad en buen estado con { $entries ->
    [one] 1 entrada
   *[other] { $entries } entradas
  }.
start-open-backup = Abrir la última copia válida
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
store-parse = { $path } no es un archivo de la clase que Colony Classroom pueda leer (está dañado o no es un archivo de la clase; el problema está en la línea { $line }, columna { $column }).
store-write = No se puede guardar { $path }: { $why }.
store-replay = No se puede abrir { $path }: { $why }
cli-cannot-write = No se puede escribir { $path }: { $why }.
cli-export-where = Indica dónde escribir: --results ARCHIVO y/o --decisions ARCHIVO.
cli-no-desktop = La pantalla del docente necesita un escritorio con X11 (un escritorio Wayland lo ofrece mediante XWayland) y no se ha encontrado ninguno. Sin él funcionan estas órdenes: colony replay, colony export, colony handouts, colony simulate (colony --help las muestra).
cli-window-failed = La pantalla del docente no ha podido abrir su ventana ({ $why }). Las órdenes colony replay, export, handouts y simulate funcionan sin ventana.
cli-crashed = Colony Classroom se ha cerrado por un error de la app. Cada entrada se guardó en el momento: abre la clase otra vez para seguir donde estabas. Hay un informe para los desarrolladores en { $report }.
cli-crashed-no-report = Colony Classroom se ha cerrado por un error de la app. Cada entrada se guardó en el momento: abre la clase otra vez para seguir donde estabas.
cli-bad-devices = «{ $given }» no es una dirección de red. Indica una dirección de este portátil, con puerto si quieres: --devices 192.168.1.20 o --devices 192.168.1.20:8765.
cli-bad-region = «{ $region }» no es una región de la aplicación. Las regiones: { $known }.
cli-devices-no-lesson = No se han activado los dispositivos: el archivo de la clase no se ha abierto (la pantalla del docente dice por qué).

## Archivos de la clase más grandes que los de cualquier clase real

error-too-large = Esta entrada haría el archivo de la clase más grande que el de cualquier clase real: { $what }.
error-not-discussed = En este juego, «{ $step }» no se puede comentar sin jugarlo: hay que jugarlo.
error-discussed-reached = La clase ya ha pasado por «{ $step }»: ya no se puede cambiar si se comenta o se juega.
replay-too-large = Este archivo de la clase es más grande que el de cualquier clase real: { $what }.
store-too-large = { $path } no se lee: { $what }.
store-not-record = { $path } no se lee: { $why }.
store-not-text = { $path } no es un archivo de la clase (no contiene texto).
store-stopped = el guardado se interrumpió antes de terminar
store-encode = { $path } no se ha escrito (no ha cambiado nada en él): { $why }.
store-in-use = { $path } ya está abierto en otra ventana de Colony Classroom en este ordenador. Sigue en esa ventana, o ciérrala y abre la clase aquí.
limit-bytes = el archivo tiene { $found ->
    [one] 1 byte
   *[other] { $found } bytes
  } (límite: { $max })
limit-teams = tiene { $found ->
    [one] 1 equipo
   *[other] { $found } equipos
  } (límite: { $max })
limit-class-name = el nombre de la clase tiene { $found ->
    [one] 1 carácter
   *[other] { $found } caracteres
  } (límite: { $max })
limit-date = la fecha tiene { $found ->
    [one] 1 carácter
   *[other] { $found } caracteres
  } (límite: { $max })
limit-language = el código de idioma tiene { $found ->
    [one] 1 carácter
   *[other] { $found } caracteres
  } (límite: { $max })
limit-team-name = el nombre del equipo { $at } tiene { $found ->
    [one] 1 carácter
   *[other] { $found } caracteres
  } (límite: { $max })
limit-colour = el color del equipo { $at } tiene { $found ->
    [one] 1 carácter
   *[other] { $found } caracteres
  } (límite: { $max })
limit-students = el equipo { $at } tiene { $found ->
    [one] 1 alumno o alumna
   *[other] { $found } alumnos y alumnas
  } (límite: { $max })
limit-student-name = el nombre de un alumno o alumna del equipo { $at } tiene { $found ->
    [one] 1 carácter
   *[other] { $found } caracteres
  } (límite: { $max })
limit-entries = tiene { $found ->
    [one] 1 entrada
   *[other] { $found } entradas
  } (límite: { $max })
limit-per-team = la entrada { $at } da { $found ->
    [one] 1 valor
   *[other] { $found } valores
  } para { $max ->
    [one] un equipo
   *[other] { $max } equipos
  }
limit-places = la entrada { $at } cambia { $found ->
    [one] 1 propuesta
   *[other] { $found } propuestas
  } (límite: { $max })
limit-reason = el motivo indicado en la entrada { $at } tiene { $found ->
    [one] 1 carácter
   *[other] { $found } caracteres
  } (límite: { $max })
limit-discussed-changes = el archivo registra { $found ->
    [one] un cambio
   *[other] { $found } cambios
  } entre «se comenta» y «se juega» (límite: { $max })
## Archivos de salida rechazados

output-refused = { $path } no se ha escrito: { $why }. Elige otro nombre de archivo.
refusal-class-record = ahí hay un archivo de la clase que se perdería
refusal-input = es el archivo que se está leyendo
refusal-folder = es una carpeta
refusal-link = es un enlace a otro archivo
refusal-not-a-file = no es un archivo normal (es un dispositivo o una tubería)
cli-stdout = No se puede escribir en la salida estándar: { $why }.
cli-too-many-games = Juega como máximo { $max ->
    [one] una partida
   *[other] { $max } partidas
  } de una vez.

## La pantalla del docente: el desarrollo de un paso

lesson-header = Fase { $number } · { $phase } · { $step }
lesson-step-of = paso { $step } de { $steps }
lesson-next = Siguiente situación
lesson-change-card = Cambiar una carta
lesson-change-investment = Cambiar una inversión
lesson-show-detail = Ver todos los cambios
lesson-hide-detail = Ocultar la lista de cambios
lesson-cards-all-in = { $count ->
    [one] Ya está la carta.
   *[other] Ya están las { $count } cartas.
  }
lesson-cards-in = { $count ->
    [one] Carta: { $in } de 1.
   *[other] Cartas: { $in } de { $count }.
  }
lesson-cards-waiting = { $count ->
    [one] Carta: { $in } de 1
   *[other] Cartas: { $in } de { $count }
  }; esperando a: { $teams }
lesson-cards-keys = Una tecla 1–3 pone la carta del equipo marcado y marca el siguiente; Tab se salta un equipo; Intro resuelve.
lesson-gold-left = Oro restante
lesson-too-much = demasiado
lesson-invest-keys = Escribe los ejércitos del equipo marcado, pulsa la barra espaciadora y escribe sus tiradas de agricultura (2 1); al completar un número se marca automáticamente el siguiente equipo (con Tab, antes); Intro confirma.
lesson-war-keys = Teclas: ← y → eligen el país desde el que se ataca, ↑ y ↓ el país atacado, Intro ataca. En un combate: Intro tira los dados, R se retira. Esc borra los dos países; después Mayús+Intro termina los ataques de este equipo.
lesson-enter-end-attacks = No hay países elegidos para un ataque. Para terminar los ataques de { $team }, pulsa Mayús+Intro o haz clic en «{ $button }».
lesson-enter-invest-nothing = Ningún equipo ha gastado nada todavía. Para seguir sin gastar, pulsa Mayús+Intro o haz clic en «{ $button }».
lesson-enter-invest-untyped = Todavía no se ha escrito nada para { $teams }. Si no gastan nada, pulsa Mayús+Intro o haz clic en «{ $button }».
lesson-may-attack = – ataque permitido.
lesson-no-attack-possible = Este equipo no tiene ningún país con ejércitos o no le queda ninguna ficha: no puede atacar.
lesson-fight-title = Ataque: { $attacker } contra { $defender }, país { $target } desde el país { $from }
lesson-attacker = Ataca
lesson-defender = Defiende
lesson-versus = contra
lesson-country = país { $country }
lesson-armies-count = { $armies ->
    [one] 1 ejército
   *[other] { $armies } ejércitos
  }
lesson-retreat-team = Retirada: { $team }
lesson-war-queue = Equipo atacante { $n } de { $count } · después atacan: { $teams }
lesson-war-queue-many = Equipo atacante { $n } de { $count } · después ataca: { $next } y luego { $more ->
    [one] 1 equipo más
   *[other] { $more } equipos más
  }
lesson-war-last = Equipo atacante { $n } de { $count } · el último equipo que ataca
lesson-war-only = El único equipo que ataca en este paso
lesson-real-throw-help = Los dados que se tiran en clase: primero el del equipo que ataca, después el del que defiende (haz clic o pulsa 1–6).
lesson-throw-both-dice = Elige primero los dos dados de la tirada: el del equipo que ataca y el del que defiende.
lesson-throw-real = Anotar la tirada
lesson-show-situation = Mostrar la situación
lesson-hide-situation = Ocultar la situación
lesson-throws = { $count ->
    [0] Aún ninguna tirada
    [one] 1 tirada
   *[other] { $count } tiradas
  }
lesson-fight-ended-rolls = { $count ->
    [one] 1 tirada
   *[other] { $count } tiradas
  } (ataque–defensa): { $rolls }
lesson-throw-line = Tirada { $n }: ataque { $attacker }, defensa { $defender }
lesson-no-own-rebellion = todos sus países tienen ciudad
lesson-no-country-left = ya no le queda ningún país
lesson-extra-rebellion = una más:
lesson-standings-legend = Ordenada por oro: gana la nación más rica; el prestigio es la segunda clasificación. «=2»: el mismo puesto (igual oro e igual prestigio). Haz clic en un equipo para ver o corregir sus países.
lesson-standings-legend-short = Por oro y luego prestigio; «=2»: mismo oro y prestigio. Haz clic en un equipo para ver sus países.
lesson-projector-standings = Clasificación en la proyección
lesson-projector-back = Volver a la partida en la proyección


## Lo que ha pasado, equipo por equipo (frases breves tras el nombre del equipo, sin verbo en
## presente)

sum-income = ingresos por los recursos: { $n ->
    [one] 1 oro
   *[other] { $n } oros
  }
sum-gold-more = { $n ->
    [one] 1 oro más
   *[other] { $n } oros más
  }
sum-gold-less = { $n ->
    [one] 1 oro menos
   *[other] { $n } oros menos
  }
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
sum-resources-more = { $n ->
    [one] 1 recurso más
   *[other] { $n } recursos más
  }
sum-resources-less = { $n ->
    [one] 1 recurso menos
   *[other] { $n } recursos menos
  }
sum-prestige-more = { $n ->
    [one] 1 punto de prestigio más
   *[other] { $n } puntos de prestigio más
  }
sum-prestige-less = { $n ->
    [one] 1 punto de prestigio menos
   *[other] { $n } puntos de prestigio menos
  }
sum-new-country = un país nuevo (país { $country }), arrebatado a la gente que vivía allí
sum-took = país { $country } arrebatado a { $other }
sum-lost-to = país { $country } perdido frente a { $other }
# «un puerto», «un ferrocarril», pero «una iglesia», «una ciudad», «una factoría»: las claves
# del selector son los nombres de building-port y building-railway (engine.ftl).
sum-built = { $building ->
    [puerto] un { $building } construido
    [ferrocarril] un { $building } construido
   *[other] una { $building } construida
  } en el país { $country }
sum-slave-ship = barco negrero: africanos y africanas esclavizados comprados
sum-monopoly = monopolio de { $product }
sum-rebellion = una rebelión en el país { $country }
sum-put-down = rebelión del país { $country } sofocada por la fuerza
sum-independent = independencia conquistada por la gente del país { $country }
sum-peace = paz con la gente del país { $country }
sum-fight-won = combate ganado
sum-fight-lost = combate perdido
sum-broke-off = retirada
sum-held = país { $country } defendido frente a { $other }
sum-attack-failed = ataque fallido al país { $country } ({ $other })
sum-retreated = retirada del combate por el país { $country } ({ $other })
sum-lapsed-no-token = ninguna ficha libre para otro país
sum-lapsed-no-free-country = todos los países ya en manos de algún equipo
sum-lapsed-no-place = ningún país sin este edificio
sum-lapsed-no-country = ningún país para esto
sum-lapsed-bag-empty = bolsa vacía: no se sacó nada
sum-lapsed-no-armies = ningún ejército que perder
sum-lapsed-no-resources = ningún recurso que perder
sum-lapsed-all-rebelling = rebelión ya en todos los países
sum-farming = { $count ->
        [one] tirada de agricultura
       *[other] tiradas de agricultura
    } { $dice }: { $new ->
        [0] ningún recurso nuevo
        [one] 1 recurso nuevo
       *[other] { $new } recursos nuevos
    }
sum-nothing = sin cambios
sum-dice = { $count ->
        [one] dado
       *[other] dados
    }: { $dice }

badge-gold = { $sign }{ $n } { $n ->
    [one] oro
   *[other] oros
  }
badge-prestige = { $sign }{ $n } { $n ->
    [one] punto de prestigio
   *[other] puntos de prestigio
  }
badge-countries = { $sign }{ $n } { $n ->
    [one] país
   *[other] países
  }
badge-independent = { $count ->
    [one] país { $countries } independiente
   *[other] países { $countries } independientes
  }
badge-armies = { $sign }{ $n } { $n ->
    [one] ejército
   *[other] ejércitos
  }
badge-resources = { $sign }{ $n } { $n ->
    [one] recurso
   *[other] recursos
  }
badge-monopoly = monopolio de { $product }
badge-monopolies = monopolios de { $products }

## Historial

history-place = Fase { $phase } · { $step }
history-retreat = retirada
history-nobody = nadie
history-corrected = corregido por el docente: «{ $reason }»

## Resultados y la puesta en común en la proyección

results-tie-rule = Gana la nación más rica. Con el mismo oro decide el prestigio; los equipos iguales en ambos comparten puesto («=2»).
results-rank-gold = Puesto por oro
results-rank-prestige = Puesto por prestigio
results-gold-prestige = Cada celda: oro · prestigio al final de la fase.
results-projector-rankings = Clasificaciones en la proyección
results-projector-journey = El camino de cada nación en la proyección
results-film-play = Ver la partida como película
results-film-moment = Mostrar este momento en la película
results-film-pause = Pausar
results-film-resume = Reproducir
results-film-back = ← Atrás
results-film-forward = Adelante →
results-film-close = Cerrar la película
results-film-at = Película: { $n } de { $count }
results-film-keys = ← → o Re Pág/Av Pág: una entrada atrás o adelante. Espacio: reproducir o pausar. Esc: cerrar.
projector-film-start = Antes del desembarco
projector-film-playing = { $n } de { $count }
projector-film-paused = { $n } de { $count } · en pausa
projector-journey-gold = Oro tras cada fase
projector-journey-prestige = Prestigio tras cada fase
projector-journey = Cómo llegó cada nación a su puesto
results-projector-next-question = Mostrar la pregunta { $n } en la proyección
results-debrief-keys = Teclas (o el mando del proyector): Intro, → o Av Pág muestran la pregunta siguiente; ← o Re Pág, la anterior.
results-debrief-4 = El prestigio del juego premiaba unas decisiones y castigaba otras. ¿De quién eran esos criterios: de los europeos de entonces, de los pueblos colonizados o de nosotros, hoy en día?

## Inicio y nueva clase

start-results = Resultados
start-open-file = Abrir un archivo…
setup-seating = Empieza el primer equipo; en cada nueva ronda de decisión, el siguiente equipo en el sentido de las agujas del reloj pasa a ser el primer equipo.
setup-advanced = Avanzado
setup-hide-advanced = Ocultar ajustes avanzados
setup-seed-help = La misma semilla da los mismos dados: para una clase que juega dos veces.
dialog-choose-class = Elegir un archivo de la clase
dialog-class-files = Archivos de la clase
dialog-choose-folder = Elegir una carpeta

## Menú, proyección y panel del equipo

menu-projector-open = Proyección (F5)
# While the projector screen is open: this label, then its controls (close, A−, A+, freeze, full screen), short, so that the bar stays on one line at 1366 wide.
menu-projector-on = Proyección:
menu-projector-close = Cerrar (F5)
menu-projector-freeze = Congelar (F8)
menu-projector-unfreeze = Descongelar (F8)
menu-projector-fullscreen = Pantalla completa (F11)
notice-dismiss = Cerrar
notice-open-folder = Abrir la carpeta
notice-no-file-manager = No se ha podido abrir ningún gestor de archivos. Los archivos están en { $path }.
team-no-resources = sin recursos
team-not-on-projector = Las correcciones se guardan con su motivo en el archivo de la clase; nunca aparecen en la proyección.

projector-title = Colony Classroom – proyección
projector-waiting = La partida empieza enseguida.
projector-phase = Fase { $number } · { $phase }
projector-sit-out-no-gold = sin oro
projector-sit-out-no-rebellion = sin rebelión
projector-cards-in = { $count ->
    [one] { $in } de 1 carta
   *[other] { $in } de { $count } cartas
  }
projector-discussed = Comentamos esta situación. Nadie pone ninguna carta.
projector-what-happened = Lo que ha pasado: { $step }
projector-wars = Guerras coloniales
projector-war-armies = { $armies ->
    [one] 1 ejército
   *[other] { $armies } ejércitos
  }
projector-war-throw = Tirada { $n }
projector-war-tie = Empate en los dados: se vuelve a tirar.
projector-rolls = { $count ->
    [one] 1 tirada
   *[other] { $count } tiradas
  }
projector-war-badge-country = −1 país
projector-war-none-left = En el país { $country } no queda ningún ejército: si { $team } gana la próxima tirada, se queda con el país.
projector-lobby-title = Uníos a vuestro equipo
projector-lobby-code = y luego escribid el código que os den para vuestro equipo.
projector-lobby-count = { $count ->
    [one] { $in } de 1 equipo conectado
   *[other] { $in } de { $count } equipos conectados
  }
lesson-lobby-shown = La pantalla del proyector muestra cómo se unen los equipos con sus móviles.
lesson-close-lobby = Mostrar ya la situación
projector-war-attacks = ataca
projector-war-defends = defiende
projector-war-loses-army = { $high } contra { $low } – { $team }: 1 ejército perdido
projector-war-loses-country = { $high } contra { $low } – { $team }: país { $country } perdido
projector-wars-count = Guerras coloniales · equipo atacante { $n } de { $count }
projector-wars-result = Después de las guerras coloniales
projector-may-attack = Ataque permitido: { $team }
projector-fight = Ataque desde el país { $from } contra el país { $target }.
projector-country-fell = El país { $country } ha caído. A su gente nunca se le preguntó.
projector-investment = Clasificación antes de invertir
projector-standings = Clasificación
projector-standings-legend = Ordenada según el oro; con el mismo oro decide el prestigio. «=2»: empate en oro y prestigio. ▲▼: puestos ganados o perdidos según el oro desde el final de la fase anterior.
projector-standings-legend-plain = Ordenada según el oro; con el mismo oro decide el prestigio. «=2»: empate en oro y prestigio.
projector-col-rank = Puesto
projector-col-prestige-rank = Puesto por prestigio
projector-end = El final: la nación más rica y la más respetada. ¿Quién lo pagó?
projector-end-legend = Puesto por el oro y, con el mismo oro, por el prestigio; «=3»: el mismo puesto. El prestigio tiene su propia clasificación.
projector-monopoly-dice = Un producto con un dado: los equipos que más tenían estaban empatados y tiraron; quien sacó el número más alto se llevó el monopolio.
projector-every-nation = Cada nación: { $changes }. El mapa muestra dónde.
projector-every-nation-own = Cada nación: { $changes }.
projector-question-of = Pregunta { $n } de { $count }

## Idiomas y colores

language-en = English
language-de = Deutsch
language-es = Español
language-lesson-kept = La pantalla del docente muestra ahora: { $interface }. La partida mantiene su propio idioma, el que oye la clase: { $lesson } (los textos que se leen y la proyección).
colour-orange = naranja
colour-sky-blue = azul cielo
colour-green = verde
colour-yellow = amarillo
colour-blue = azul
colour-vermillion = rojo
colour-purple = morado
colour-black = negro
colour-grey = gris
colour-brown = marrón
colour-wine = burdeos
colour-teal = verde azulado
colour-light-green = verde claro
colour-light-pink = rosa claro
projector-fight-fell = El país { $country } ha caído en manos de { $attacker }. A su gente nunca se le preguntó.
projector-fight-failed = El ataque al país { $country } ha fracasado. Murieron soldados en ambos bandos.
projector-fight-failed-attacker = El ataque al país { $country } ha fracasado. Murieron soldados del bando de { $attacker }; del bando defensor, ninguno.
projector-fight-retreat = { $attacker }: retirada del país { $country }.

## Dispositivos de los equipos (pantalla del docente)

devices-button = Dispositivos de los equipos
devices-button-on = Dispositivos de los equipos ({ $count ->
    [one] 1 conectado
   *[other] { $count } conectados
  })
devices-title = Dispositivos de los equipos
devices-intro = Los equipos pueden poner sus cartas desde tabletas u ordenadores del centro o desde sus propios móviles, si el centro lo permite. La página la crea este mismo portátil: no hace falta internet, pero los dispositivos tienen que estar en la misma red que este portátil. Puedes seguir introduciendo o cambiando cualquier carta a mano.
devices-address = Dirección de red:
devices-loopback = (solo este portátil, para una prueba)
devices-start = Activar los dispositivos
devices-stop = Desactivar los dispositivos
devices-open = En los dispositivos, abrid: { $url }
devices-test = Pruébalo antes con tu propio móvil: abre { $url } y escribe el código de un equipo. Aquí abajo aparecerá el contacto.
devices-contact = Último contacto de un dispositivo: hace { $seconds ->
    [one] 1 segundo
   *[other] { $seconds } segundos
  } ({ $address }).
devices-no-contact = Todavía no se ha conectado ningún dispositivo a este portátil.
devices-help = ¿No se conecta ningún dispositivo? Muchas wifis de los centros aíslan los dispositivos entre sí: activa la zona wifi de un móvil y conecta a ella este portátil y los dispositivos. Un cortafuegos de este portátil puede bloquear el puerto { $port }: permítelo o pregunta a quien se ocupe de la red.
devices-windows-firewall = La primera vez que se activan los dispositivos de los equipos, Windows pregunta si Colony Classroom puede usar la red. Permítelo solo en redes privadas (la wifi del aula o el punto de acceso de un móvil). Si en un portátil gestionado por el centro no aparece la pregunta, pide al servicio informático que permita Colony Classroom en redes privadas, o juega sin dispositivos.
devices-team-count = { $count ->
    [0] ningún dispositivo
    [one] 1 dispositivo
   *[other] { $count } dispositivos
  }
devices-revoke = Desconectar todos
devices-team-qr = Código QR de «{ $team }»: quien lo escanee entra directamente en este equipo. Enséñaselo solo a este equipo.
devices-mirrored = La clase ve esta pantalla: el código de un equipo solo aparece cuando has apagado la imagen del proyector, y durante 30 segundos. Lo más rápido son las tiras impresas con los códigos.
devices-not-started = No se han podido activar los dispositivos: { $why }
devices-no-random = Los dispositivos de los equipos siguen apagados: este ordenador no da números aleatorios seguros para los códigos de los equipos. Los equipos ponen sus cartas a mano; reiniciar el ordenador puede ayudar.
devices-from-device = carta recibida del dispositivo
devices-spend-from-device = enviado desde un dispositivo
devices-codes-intro = Cada equipo se une con su propio código. Da a cada equipo solo el suyo: haz clic en «Código» junto al equipo y enseña la pantalla solo a ese equipo, o díselo en voz baja.
devices-codes-intro-shared = Cada equipo se une con su propio código. Da a cada equipo solo el suyo: en las tiras impresas, o díselo al equipo en voz baja.
devices-print-slips = Imprimir los códigos para recortar
devices-print-slips-help = Un recuadro por equipo con su código y su código QR, para recortarlos y repartirlos.
devices-refresh = Buscar de nuevo
devices-no-address = Este portátil no tiene dirección de red. Conéctalo a la wifi del aula o a la zona wifi de un móvil y haz clic en «Buscar de nuevo».
devices-show-code = Código
devices-hide-code = Ocultar
devices-team-code = Código de { $team }:
devices-take-off = Desconectar
devices-device = Dispositivo { $number } · { $address } · hace { $seconds ->
    [one] 1 segundo
   *[other] { $seconds } segundos
  }
devices-new-code = Código nuevo para { $team }: el dispositivo desconectado ya no puede volver a unirse. Da el código nuevo al equipo solo si alguno de sus propios dispositivos tiene que volver a unirse.
devices-other-device = cambiada desde otro dispositivo
projector-join = En el móvil, abrid:
projector-join-code = y escribid el código de vuestro equipo.

## La página en los dispositivos de los equipos (en el idioma de la clase)

phone-title = Colony
phone-join-title = Uníos a vuestro equipo
phone-code = El código que os han dado para vuestro equipo:
phone-join = Unirse
phone-code-hint = 6 cifras
phone-wrong-code = Ese código no es correcto. Comprobadlo y volved a intentarlo; si sigue sin funcionar, levantad la mano.
phone-too-many = Demasiados intentos. Esperad un minuto y volved a intentarlo.
phone-team-full = Vuestro equipo ya tiene el máximo de dispositivos. Levantad la mano y pedid que desconecten uno.
phone-lost = No hay conexión con el ordenador del docente. Volviendo a intentarlo…
phone-revoked = Este dispositivo se ha desconectado del equipo. Pedid otra vez el código de vuestro equipo para volver a uniros.
phone-wait = Atentos a la proyección: enseguida seguimos.
phone-sending = Enviando…
phone-busy = La pantalla del docente no ha respondido. Volved a intentarlo.
phone-buy-armies = Ejércitos que comprar
phone-buy-farms = Tiradas de agricultura
phone-gold-left = Oro que queda
phone-send = Enviar
phone-leave = Salir de este equipo
phone-leave-confirm = ¿Salir de este equipo en este dispositivo? Podéis volver a uniros con el código de vuestro equipo.
phone-card-counts = Tenéis puesta la carta { $card }. Podéis cambiarla hasta que se pulse Resolver.
phone-spend-counts = Enviado: { $armies ->
    [one] 1 ejército
   *[other] { $armies } ejércitos
  } y { $farms ->
    [one] 1 tirada de agricultura
   *[other] { $farms } tiradas de agricultura
  }. Podéis cambiarlo hasta que se confirmen las inversiones.
phone-too-late = Demasiado tarde: la partida ya ha pasado al siguiente paso.
phone-wait-opening = Todavía no: se está leyendo la introducción de la fase. Después os tocará poner vuestra carta.
phone-not-saved = El ordenador del docente no ha podido guardar vuestra carta. Levantad la mano para avisar.
phone-outcome-title = Lo que le ha pasado a vuestra nación
phone-nothing-happened = No ha cambiado nada para vuestra nación.
phone-end-title = La partida ha terminado
phone-end-gold = Oro: puesto { $place } de { $count } ({ $gold ->
    [one] 1 oro
   *[other] { $gold } oros
  })
phone-end-prestige = Prestigio: puesto { $place } de { $count } ({ $prestige ->
    [one] 1 punto de prestigio
   *[other] { $prestige } puntos de prestigio
  })
phone-end-shared = { $rank } (compartido)
phone-end-question = Comentadlo en vuestro equipo:
phone-map-whole = Todo el mapa
phone-map-own = Vuestros países y sus vecinos

## El mapa
setup-board = Tablero:
setup-board-map = El mapa de la aplicación
setup-board-own = Nuestro propio tablero, de la caja del juego de 2001
setup-step-played = Se juega
setup-step-discussed = Se comenta, no se juega
setup-step-discussed-help = Recomendado. La clase escucha la situación y lo que habría supuesto cada carta, y lo comenta con tres preguntas y la historia. Nadie pone ninguna carta y no cambia nada para ninguna nación. Puedes cambiarlo mientras la clase no haya pasado por la trata de esclavos.
setup-step-played-help = La guía didáctica desaconseja jugarla: el juego premia con recursos la compra de personas. Juégala solo con una clase que hayas preparado, y asegúrate de que en la puesta en común se diga qué costó ese premio y a quién. Puedes cambiarlo mientras la clase no haya pasado por la trata de esclavos.
lesson-projector-map = Mapa en la proyección (F6)
lesson-map-not-in-play = El país { $country } todavía no está en juego.
lesson-map-not-from = { $team }: desde el país { $country } no se puede atacar. Haz clic primero en el país desde el que ataca el equipo (uno que no aparezca atenuado).
lesson-map-no-rebellion = En el país { $country } no se puede colocar ninguna rebelión.
lesson-map-not-coast = El país { $country } no está en la costa: los equipos solo pueden desembarcar en la costa.
lesson-landing-help = Dónde desembarca cada equipo: la aplicación reparte a los equipos por la costa. Si quieres cambiarlo, elige aquí otro país de la costa o, en el mapa, haz clic primero en el país del equipo y luego en el país de la costa donde debe desembarcar.
lesson-landing-choice = País { $country }
lesson-landing-swap = País { $country } · intercambiar con { $team }
lesson-conquest-help = Qué país nuevo toma cada equipo: la aplicación propone uno que todavía no tiene ningún equipo y que limita con un país del equipo (si no hay ninguno, uno de la costa). Si quieres cambiarlo, elige aquí otro o haz clic en el mapa en uno que no aparezca atenuado.
lesson-gains-show = Elegir adónde van los ejércitos, los recursos y los edificios ({ $count })
lesson-gains-hide = Ocultar la lista
lesson-gains-help = La aplicación pone un ejército donde el equipo tiene menos, un recurso en el último país que tomó y un edificio en el primer país que tomó que aún no tenga uno de ese tipo. Si quieres ponerlos en otro país, elígelo aquí, o haz clic en la fila y después en un país del equipo en el mapa. Lo que depende de una tirada va adonde propone la aplicación; puedes corregirlo después.
lesson-gain-armies = { $count ->
    [one] +1 ejército
   *[other] +{ $count } ejércitos
  }
lesson-gain-armies-lost = { $count ->
    [one] −1 ejército
   *[other] −{ $count } ejércitos
  }
lesson-gain-resources = { $count ->
    [one] +1 recurso
   *[other] +{ $count } recursos
  }
lesson-gain-resources-lost = { $count ->
    [one] −1 recurso
   *[other] −{ $count } recursos
  }
lesson-gain-proposed = País { $country }, según la propuesta
lesson-gain-spread = Según la propuesta: países { $countries }
lesson-gain-all-in = Todos en el país { $country } ({ $armies ->
    [one] 1 ejército
   *[other] { $armies } ejércitos
  })
lesson-map-no-gain = Nada de esta entrada puede ir al país { $country }: haz clic en un país de alguno de los equipos de la lista.
lesson-map-no-conquest = Ningún equipo puede tomar ahora el país { $country }: un país nuevo tiene que ser uno que todavía no tenga ningún equipo y limitar con un país del equipo (si no hay ninguno, tiene que estar en la costa).
projector-map-letter = { $country } | { $letter }{ $armies }: país { $country }, equipo { $letter }, { $armies } { $armies ->
        [one] ejército
       *[other] ejércitos
    }
projector-map-independent = rayado: independiente
projector-map-resources = punto marrón con número: recursos
projector-map-changed = con fondo amarillo: acaba de cambiar
projector-map-slave-ships = con barco negrero: { $letters }
projector-map-fight-armies = país { $from }: { $attacking }, país { $target }: { $defending }
projector-map-fight-throw = tirada { $n }: { $attacker } contra { $defender }
phone-map-legend = Vuestros países aparecen en vuestro color, con sus ejércitos (país | ejércitos). Gris: países de otros equipos; blanco: países independientes; beige: sin equipo todavía.

## "What if?": the class's choices in games played at random from its own start
what-if-title = ¿Y si…?, de media: lo que dio cada decisión en { $games } { $games ->
    [one] partida
   *[other] partidas
} con decisiones al azar (la media del juego, no la de esta clase)
what-if-choice = Decisión
what-if-gold = Oro al final
what-if-prestige = Prestigio al final
what-if-legend = Partidas con { $teams } { $teams ->
    [one] equipo
   *[other] equipos
} y el mismo punto de partida que esta clase; cada decisión se toma al azar. Cada número es la media; entre paréntesis, entre qué valores acabó el 50 % central de los equipos.
what-if-compare = Comparada con «{ $b }», la decisión «{ $a }» dio de media { $gold } y { $prestige }; muchos equipos acabaron por encima o por debajo de esa media.
what-if-more-gold = { $n } { $n ->
    [one] oro
   *[other] oros
} más
what-if-less-gold = { $n } { $n ->
    [one] oro
   *[other] oros
} menos
what-if-same-gold = aproximadamente la misma cantidad de oro
what-if-more-prestige = { $n } { $n ->
    [one] punto
   *[other] puntos
} de prestigio más
what-if-less-prestige = { $n } { $n ->
    [one] punto
   *[other] puntos
} de prestigio menos
what-if-same-prestige = aproximadamente el mismo prestigio
what-if-caveat = Estas cifras solo cuentan lo que el juego dio a vuestras naciones. Lo que cada decisión hizo a las personas a las que afectó no está en ellas: eso lo debatís vosotros.
what-if-working = Calculando lo que habría dado el azar…
results-what-if-show = «¿Y si…?» en la proyección
results-what-if-hide = Volver a la pregunta en la proyección
## The film as a file, and the poster
results-save-film = Película como imagen animada (PNG)
film-saved = Película guardada en { $path }
film-not-saved = No se ha podido guardar la película en { $path }: { $why }
cli-film-no-map = Esta clase jugó con su propio tablero: sin el mapa de la app no se puede hacer la película.

## Salir de una sesión con algo sin guardar, y la copia que se guarda mientras tanto
leave-not-saved = Todavía sin guardar: las últimas entradas solo están en esta ventana.
leave-copy-kept = Hay una copia en { $folder }. Cuando vuelvas a abrir la aplicación, te ofrecerá devolverla al archivo de la clase.
leave-no-copy = No se ha podido escribir una copia en ninguna carpeta de este ordenador. Guarda el archivo de la clase en un USB antes de salir.
leave-save-elsewhere = Guardar en otra carpeta…
leave-stay = Volver a la sesión
leave-anyway = Salir (la copia se conserva)
leave-anyway-lost = Salir y perder las últimas entradas
leave-waiting = Guardando… La sesión se cierra en cuanto esté guardada.
leave-saved-elsewhere = Guardado en { $folder }. En la próxima sesión, ábrelo desde allí con «Abrir un archivo…».
start-recovered = No se guardó en su archivo al terminar la sesión: { $class } ({ $entries ->
    [one] 1 entrada
   *[other] { $entries } entradas
}). Se ha conservado una copia.
start-put-back = Recuperarla
start-put-back-done = Recuperada: { $path }
devices-joining-paused = Varios dispositivos están probando códigos falsos: los códigos escritos quedan en pausa durante { $seconds ->
    [one] 1 segundo
   *[other] { $seconds } segundos
}. Un equipo puede unirse igualmente con su propio código QR (el impreso, o «Código» en los dispositivos de los equipos); los dispositivos ya unidos siguen.
devices-source-waits = Se rechazan las uniones desde { $address }: { $wrong ->
    [one] 1 código falso
   *[other] { $wrong } códigos falsos
} en un minuto, así que espera { $minutes ->
    [one] 1 minuto
   *[other] { $minutes } minutos
}. Ningún otro dispositivo se ve frenado.
one-choice-title = Una decisión distinta, con los mismos dados
one-choice-help = Elige un equipo y después la otra carta que ese equipo podría haber puesto en una de sus decisiones. La aplicación repite la partida de esta clase con esa carta cambiada y todas las tiradas y los recursos sacados de la bolsa tal como salieron. El archivo de la clase no cambia.
one-choice-team = Equipo:
one-choice-decisions = Las decisiones de { $team }
one-choice-laid = { $step }: puso «{ $card }»
one-choice-instead = Si hubiera puesto «{ $card }»
one-choice-headline = Si { $team } hubiera puesto «{ $instead }» en vez de «{ $laid }» en «{ $step }», con los mismos dados habría terminado con { $gold } { $gold ->
        [one] oro
       *[other] oros
    } ({ $gold-rank }) y { $prestige } { $prestige ->
        [one] punto
       *[other] puntos
    } de prestigio ({ $prestige-rank }). Terminó con { $was-gold } { $was-gold ->
        [one] oro
       *[other] oros
    } y { $was-prestige } { $was-prestige ->
        [one] punto
       *[other] puntos
    } de prestigio.
one-choice-headline-you = Si hubierais puesto «{ $instead }» en vez de «{ $laid }» en «{ $step }», con los mismos dados habríais terminado con { $gold } { $gold ->
        [one] oro
       *[other] oros
    } ({ $gold-rank }) y { $prestige } { $prestige ->
        [one] punto
       *[other] puntos
    } de prestigio ({ $prestige-rank }). Terminasteis con { $was-gold } { $was-gold ->
        [one] oro
       *[other] oros
    } y { $was-prestige } { $was-prestige ->
        [one] punto
       *[other] puntos
    } de prestigio.
one-choice-rank = puesto { $now } en vez de { $was }
one-choice-rank-same = puesto { $now }, como en la partida
one-choice-others-title = Para los demás equipos
one-choice-others-none = Para los demás equipos no habría cambiado nada.
one-choice-other = { $team }: { $gold } { $gold ->
        [one] oro
       *[other] oros
    } en vez de { $was-gold }, { $prestige } { $prestige ->
        [one] punto
       *[other] puntos
    } de prestigio en vez de { $was-prestige }
one-choice-map-title = En el mapa
one-choice-country-free = El país { $n } no habría sido de ningún equipo; en la partida fue de { $holder }.
one-choice-country-taken = El país { $n } habría sido de { $holder } (en la partida no fue de ningún equipo).
one-choice-country-held = El país { $n } habría sido de { $holder }, no de { $former }.
one-choice-countries-more = { $count ->
    [one] y un país más
   *[other] y { $count } países más
}
one-choice-independent = la gente que vive allí (independiente)
one-choice-adjusted = { $count ->
    [one] Una entrada posterior no se pudo aplicar tal como la anotó la clase (por ejemplo, un ataque desde un país que el equipo no habría tenido o una carta que no habría podido pagar): se aplicó lo que proponen las reglas.
   *[other] { $count } entradas posteriores no se pudieron aplicar tal como las anotó la clase (por ejemplo, un ataque desde un país que el equipo no habría tenido o una carta que no habría podido pagar): se aplicó lo que proponen las reglas.
}
one-choice-dropped = { $count ->
    [one] Una entrada ya no hizo falta (un combate que no habría ocurrido).
   *[other] { $count } entradas ya no hicieron falta (combates que no habrían ocurrido).
}
one-choice-not-a-decision = Esa entrada no es una decisión de un equipo: elige una de la lista.
one-choice-show = «Una decisión distinta» en la proyección
one-choice-hide = Volver a las clasificaciones en la proyección
one-choice-as-played = Como jugó la clase
one-choice-changed = Con una decisión distinta
one-choice-close = Cerrar
one-choice-another = Otra decisión
one-choice-turn = «{ $card }» en vez de «{ $laid }» en «{ $step }» os habría dejado { $gold } { $gold ->
        [one] oro
       *[other] oros
    } y { $prestige } { $prestige ->
        [one] punto
       *[other] puntos
    } de prestigio.
one-choice-turn-most-gold = Más oro:
one-choice-turn-least-gold = Menos oro:
one-choice-turn-most-prestige = Más prestigio:
phone-end-turning = Con los mismos dados, cambiando una sola carta cada vez:
one-choice-turn-most-both = Más oro y más prestigio:
cli-out-extension = { $path }: este archivo se guarda como .{ $ext }: escribe un nombre que termine en .{ $ext }.
limit-whys = los motivos de los equipos para sus cartas son demasiados o demasiado largos ({ $found }; límite: { $max })
phone-why = ¿Por qué elegís esta carta? Si queréis, explicadlo en una o dos frases para la puesta en común. Nadie lo leerá antes del final de la partida, ni siquiera vuestro docente; al terminar, lo leerá antes que nadie y decidirá qué ve la clase.
phone-why-send = Enviar el porqué
phone-why-short = Por qué la elegís (si queréis; nadie lo lee antes del final):
phone-your-rebellions = { $count ->
    [one] La rebelión en vuestras colonias está en el país { $countries }.
   *[other] Las rebeliones en vuestras colonias están en los países { $countries }.
  }
phone-why-sent = ✓ Vuestro porqué ha llegado con vuestra carta.
phone-why-too-long = Es demasiado largo: como mucho { $max } { $max ->
    [one] carácter
   *[other] caracteres
}.
whys-title = Con las palabras de los equipos
whys-help = Por qué pusieron los equipos estas cartas, tal como lo escribieron en sus dispositivos. Solo lo ves tú hasta que lo pongas en la proyección: oculta lo que no deba mostrarse.
whys-open = «
whys-close = »
whys-hide-one = Ocultar a la clase
whys-show-one = Mostrar a la clase
whys-projector-show = Los motivos de los equipos en la proyección
whys-projector-hide = Volver a la pregunta en la proyección
projector-whys = Con las palabras de los equipos
projector-whys-empty = Los motivos de los equipos irán apareciendo aquí a medida que vuestro docente los destape.
whys-laid = puso «{ $card }»
phone-end-ask = Vuestro propio «¿y si…?»: elegid una de vuestras decisiones y luego una carta que podríais haber puesto allí. La aplicación repite vuestra partida con esa sola carta cambiada y los mismos dados.
phone-end-laid = Pusisteis «{ $laid }». Elegid otra:
one-choice-film = Las dos partidas como película, desde esta decisión
phone-end-journey = Vuestro oro y vuestro prestigio al final de cada fase:
phone-end-phase = { $phase }: { $gold ->
    [one] 1 oro
   *[other] { $gold } oros
  }, { $prestige ->
    [one] 1 punto de prestigio
   *[other] { $prestige } puntos de prestigio
  }

## Quién puede ver la pantalla del docente: la clase (así viene) o solo el docente

posture-shared = La clase lo ve
posture-private = Pantalla privada
posture-ask-title = ¿Solo tú ves esta pantalla?
posture-ask-body = Elígelo solo si el proyector muestra una imagen propia (escritorio extendido, no una copia de esta pantalla) y la proyección va allí. Esta pantalla mostrará entonces las cartas que escribas, adónde van los países nuevos, las consecuencias, los códigos de los equipos y sus razones. El portátil lo recuerda; un clic en «Pantalla privada», arriba, lo deshace.
posture-ask-yes = Solo la veo yo: mostrar las cartas
posture-ask-no = No, la clase la ve
menu-class-view = Proyección aquí (F5)
class-view-back = Pantalla del docente (F5)
class-view-window = Proyección en una ventana aparte
class-keys-opening = Intro: a la primera situación
class-keys-revealed = Intro: siguiente situación · Ctrl+Z: cambiar una carta
class-keys-shown = Las cartas están destapadas: escribe los dados de la clase en la pantalla del docente (F5) y pulsa Resolver.
class-keys-cards = Marcado: { $team } · 1, 2, 3: su carta (queda boca abajo) · Tab: siguiente equipo · Intro: destapar
class-keys-invest = Marcado: { $team } · ejércitos, barra espaciadora, tiradas de agricultura, p. ej. 2 1 (nunca se muestra); con un número completo se pasa automáticamente al siguiente · Tab: siguiente equipo · Intro: confirmar
class-keys-attack = { $team } puede atacar · ← →: desde qué país · ↑ ↓: a qué país · Intro: atacar · Mayús+Intro: terminar los ataques
class-keys-throw = Los dados de la clase: primero el del atacante, luego el del defensor (1–6) · Intro: tirar · R: retirada
class-keys-occupy = ↑ ↓: los ejércitos que entran · Intro: entrar
class-keys-rebellions = Intro: las rebeliones donde las propone la aplicación (para cambiar una: la pantalla del docente, F5)
class-keys-proceed = Intro: seguir
class-keys-over = F5: la pantalla del docente, para la puesta en común
lesson-turn-over = Destapar las cartas y tirar
lesson-cards-keys-shared = La clase ve esta pantalla: escribe cada carta con su tecla (1–3) para el equipo marcado; en su fila solo pone que ya está. Tab se salta un equipo; Intro las destapa todas.
lesson-cards-keys-shown = Las cartas están destapadas: escribe abajo los dados de la clase y pulsa Resolver. Una carta mal escrita todavía se puede cambiar.
lesson-cards-keys-changing = Las cartas están destapadas: cambia una carta, o qué país nuevo toma un equipo (aquí o en el mapa), y pulsa Resolver.
lesson-card-in = ✓ Ya está
lesson-card-waiting = Falta
lesson-invest-keys-shared = La clase ve esta pantalla: escribe los ejércitos del equipo marcado, pulsa la barra espaciadora y escribe sus tiradas de agricultura (2 1); en su fila solo pone que ya está. Al completar un número se marca automáticamente el siguiente equipo; Tab: siguiente equipo; Intro confirma.
lesson-invest-device-row = La inversión de { $team } llegó desde su dispositivo. La tecla de borrar la quita; luego escribe la del equipo.
lesson-map-after-reveal = Los países nuevos van adonde los propone la aplicación, porque antes de destapar la pantalla no muestra ninguna carta. Para mandar uno a otro país, destapa y luego pulsa «Cambiar una carta».
devices-blank-code = La clase ve esta pantalla en la proyección. Apaga primero la imagen del proyector (el botón Blank o AV-Mute del mando; en Windows, Windows+P y «Solo pantalla de PC») y luego muestra el código. Se oculta solo a los 30 segundos, o en cuanto el equipo se haya unido.
devices-code-shown-blank = Se ve porque has apagado la imagen del proyector: el código se oculta solo a los 30 segundos o en cuanto el equipo se haya unido.
devices-blank-slips = La clase ve esta pantalla en la proyección, y las tiras se abren con los códigos de todos los equipos. Apaga primero la imagen del proyector (el botón Blank o AV-Mute del mando; en Windows, Windows+P y «Solo pantalla de PC»), imprime las tiras y ciérralas antes de que vuelva la imagen.
devices-blank-done = La imagen está apagada: mostrar
devices-blank-cancel = Cancelar
whys-help-shared = Por qué pusieron los equipos estas cartas, tal como lo escribieron en sus dispositivos. La clase ve esta pantalla, así que cada razón sigue tapada hasta que la destapes: léelas antes en la hoja de la puesta en común, o destápalas una a una y oculta lo que no deba mostrarse.
whys-covered = Una razón, tapada
whys-hidden = Oculta a la clase
whys-uncover = Destapar
results-what-if-ready = Calculado. La clase ve esta pantalla: aparece cuando se lo muestres a la clase.
phone-cards-turned-over = Las cartas están destapadas: la vuestra ya no se puede cambiar.
phone-card-turned-over = Las cartas están destapadas; la vuestra es la { $card }. Tirad cuando os lo pida vuestro docente.
lesson-draft-broken = No se han podido leer todas las cartas puestas antes de cerrar la aplicación ({ $file }): { $cards ->
    [one] se ha conservado 1 carta
   *[other] se han conservado { $cards } cartas
}. Pide que pongan de nuevo las demás.

# Los nombres de los archivos que la aplicación escribe para un grupo (sin .pdf, .csv ni .png).
file-board = tablero
file-board-a3 = tablero-a3
file-board-2x2 = tablero-2x2
file-debrief-sheet = hoja-de-la-puesta-en-común
file-debrief-worksheet = ficha-de-trabajo
file-phase-forms = hojas-de-fase
file-teacher-cards = tarjetas-de-fase-para-el-profesorado
file-teacher-cards-played = tarjeta-de-fase-trata-jugada
file-rules-summary = resumen-de-las-reglas
file-background = contexto-histórico
file-background-basic = lo-que-pasó-de-verdad
file-country-sheet = hoja-de-países
file-card-slips = cartas-para-los-equipos
file-lesson-plan = guía-didáctica
file-poster = póster
file-code-slips = códigos-de-los-equipos
file-score-sheet = hoja-de-puntuación
file-score-sheet-filled = hoja-de-puntuación-rellena
file-results = resultados
file-decisions = decisiones
file-film = película
