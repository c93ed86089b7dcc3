## Capa es-419 sobre i18n/es/ui.ftl. La pantalla del docente sigue tuteando al docente; cambian
## las palabras de España (ordenador, portátil, móvil, centro, mando, Intro, Mayús) y todo lo que
## ven los equipos (proyección, celulares), que se les dice de ustedes.

## La pantalla del docente

lesson-read-yourself = En este texto la voz de la computadora no lee. La guía didáctica aconseja que lo leas tú: una voz sintética no está a la altura del sufrimiento que relata.
lesson-enter-cards = La carta de cada equipo (haz clic o teclea 1-3 para el equipo marcado; Enter resuelve; Enter también inicia cada paso y Esc cierra los paneles):
speech-no-sound = No se oyó nada: esta computadora no tiene una salida de sonido que espeak-ng pueda usar ({ $why }). Conecta bocinas o audífonos, o lee tú el texto.

## Puesta en común (en la proyección)

results-debrief-1 = ¿A qué renunciaron para ganar prestigio? ¿Y qué les costó a otras personas el oro de su nación?
results-debrief-2 = ¿Quién pagó el oro de su nación: qué decisiones lo trajeron y quién cargó con el peso?
results-debrief-3 = ¿Qué sacó de todo esto la gente que vivía en sus colonias, y qué hizo al respecto?

## Archivos

start-exported = Copiado en { $path }. Lleva este archivo a la otra computadora e impórtalo allí.
cli-bad-devices = «{ $given }» no es una dirección de red. Indica una dirección de esta computadora, con puerto si quieres: --devices 192.168.1.20 o --devices 192.168.1.20:8765.
store-in-use = { $path } ya está abierto en otra ventana de Colony Classroom en esta computadora. Sigue en esa ventana, o ciérrala y abre el grupo aquí.

## Las teclas

lesson-cards-keys = Una tecla 1–3 pone la carta del equipo marcado y marca el siguiente; Tab se salta un equipo; Enter resuelve.
lesson-invest-keys = Escribe los ejércitos del equipo marcado, presiona la barra espaciadora y escribe sus tiradas de agricultura (2 1); al completar un número se marca automáticamente el siguiente equipo (con Tab, antes); Enter confirma.
lesson-war-keys = Teclas: ← y → eligen el país desde el que se ataca, ↑ y ↓ el país atacado, Enter ataca. En un combate: Enter tira los dados, R se retira. Esc borra los dos países; después Shift+Enter termina los ataques de este equipo.
lesson-enter-end-attacks = No hay países elegidos para un ataque. Para terminar los ataques de { $team }, presiona Shift+Enter o haz clic en «{ $button }».
lesson-enter-invest-nothing = Ningún equipo ha gastado nada todavía. Para seguir sin gastar, presiona Shift+Enter o haz clic en «{ $button }».
lesson-nothing-changed = No cambió nada para ninguna nación.
lesson-enter-invest-untyped = Todavía no se escribió nada para { $teams }. Si no gastan nada, presiona Shift+Enter o haz clic en «{ $button }».
results-debrief-keys = Teclas (o el control remoto del proyector): Enter, → o Av Pág muestran la pregunta siguiente; ← o Re Pág, la anterior.

## Proyección

projector-lobby-title = Únanse a su equipo
projector-lobby-code = y luego escriban el código que les den para su equipo.
lesson-lobby-shown = La pantalla del proyector muestra cómo se unen los equipos con sus celulares.

## Colores

colour-wine = vino

## Dispositivos de los equipos (pantalla del docente)

devices-intro = Los equipos pueden poner sus cartas desde tabletas o computadoras de la escuela o desde sus propios celulares, si la escuela lo permite. La página la crea esta misma computadora: no hace falta internet, pero los dispositivos tienen que estar en la misma red que esta computadora. Puedes seguir introduciendo o cambiando cualquier carta a mano.
devices-loopback = (solo esta computadora, para una prueba)
devices-open = En los dispositivos, abran: { $url }
devices-test = Pruébalo antes con tu propio celular: abre { $url } y escribe el código de un equipo. Aquí abajo aparecerá el contacto.
devices-no-contact = Todavía no se ha conectado ningún dispositivo a esta computadora.
devices-help = ¿No se conecta ningún dispositivo? Muchas redes wifi escolares aíslan los dispositivos entre sí: comparte internet desde un celular (punto de acceso) y conecta a esa red esta computadora y los dispositivos. El firewall de esta computadora puede bloquear el puerto { $port }: permítelo o pregunta a quien se encargue de la red.
devices-windows-firewall = La primera vez que se activan los dispositivos de los equipos, Windows pregunta si Colony Classroom puede usar la red. Permítelo solo en redes privadas (la wifi del aula o el punto de acceso de un celular). Si en una computadora administrada por la escuela no aparece la pregunta, pide al área de soporte técnico que permita Colony Classroom en redes privadas, o juega sin dispositivos.
devices-no-random = Los dispositivos de los equipos siguen apagados: esta computadora no da números aleatorios seguros para los códigos de los equipos. Los equipos ponen sus cartas a mano; reiniciar la computadora puede ayudar.
devices-no-address = Esta computadora no tiene dirección de red. Conéctala a la wifi del aula o al punto de acceso de un celular y haz clic en «Buscar de nuevo».
projector-join = En el celular, abran:
projector-join-code = y escriban el código de su equipo.

## La página en los dispositivos de los equipos

phone-join-title = Únanse a su equipo
phone-code = El código que les dieron para su equipo:
phone-wrong-code = Ese código no es correcto. Revísenlo y vuelvan a intentarlo; si sigue sin funcionar, levanten la mano.
phone-too-many = Demasiados intentos. Esperen un minuto y vuelvan a intentarlo.
phone-team-full = Su equipo ya tiene el máximo de dispositivos. Levanten la mano y pidan que desconecten uno.
phone-lost = No hay conexión con la computadora del docente. Volviendo a intentarlo…
phone-revoked = Este dispositivo se desconectó del equipo. Pidan otra vez el código de su equipo para volver a unirse.
phone-busy = La pantalla del docente no respondió. Vuelvan a intentarlo.
phone-leave-confirm = ¿Salir de este equipo en este dispositivo? Pueden volver a unirse con el código de su equipo.
phone-card-counts = Tienen puesta la carta { $card }. Pueden cambiarla hasta que se pulse Resolver.
phone-spend-counts = Enviado: { $armies ->
    [one] 1 ejército
   *[other] { $armies } ejércitos
  } y { $farms ->
    [one] 1 tirada de agricultura
   *[other] { $farms } tiradas de agricultura
  }. Pueden cambiarlo hasta que se confirmen las inversiones.
phone-wait-opening = Todavía no: se está leyendo la introducción de la fase. Después les tocará poner su carta.
phone-not-saved = La computadora del docente no pudo guardar su carta. Levanten la mano para avisar.
phone-outcome-title = Lo que le pasó a su nación
phone-nothing-happened = No cambió nada para su nación.
phone-end-question = Coméntenlo en su equipo:
phone-map-own = Sus países y sus vecinos
phone-map-legend = Sus países aparecen en el color de su equipo, con sus ejércitos (país | ejércitos). Gris: países de otros equipos; blanco: países independientes; beige: sin equipo todavía.

## «¿Y si…?», salir de una sesión, una decisión distinta

what-if-caveat = Estas cifras solo cuentan lo que el juego les dio a sus naciones. Lo que cada decisión les hizo a las personas a las que afectó no está en ellas: eso lo debaten ustedes.
leave-no-copy = No se pudo escribir una copia en ninguna carpeta de esta computadora. Guarda el archivo del grupo en una memoria USB antes de salir.
one-choice-turn = «{ $card }» en vez de «{ $laid }» en «{ $step }» les habría dejado { $gold } { $gold ->
        [one] oro
       *[other] oros
    } y { $prestige } { $prestige ->
        [one] punto
       *[other] puntos
    } de prestigio.
phone-why = ¿Por qué eligen esta carta? Si quieren, explíquenlo en una o dos frases para la puesta en común. Nadie lo va a leer antes del final de la partida, ni siquiera su docente; al terminar, lo leerá antes que nadie y decidirá qué ve el grupo.
phone-why-sent = ✓ Su porqué llegó con su carta.
phone-why-short = Por qué la eligen (si quieren; nadie lo lee antes del final):
phone-your-rebellions = { $count ->
    [one] La rebelión en sus colonias está en el país { $countries }.
   *[other] Las rebeliones en sus colonias están en los países { $countries }.
  }
phone-end-ask = Su propio «¿y si…?»: elijan una de sus decisiones y luego una carta que podrían haber puesto allí. La aplicación repite su partida con esa sola carta cambiada y los mismos dados.
phone-end-laid = Pusieron «{ $laid }». Elijan otra:
phone-end-journey = Su oro y su prestigio al final de cada fase:

## Quién puede ver la pantalla del docente; las teclas en la vista de la clase

posture-ask-body = Elígelo solo si el proyector muestra una imagen propia (escritorio extendido, no una copia de esta pantalla) y la proyección va allí. Esta pantalla mostrará entonces las cartas que escribas, adónde van los países nuevos, las consecuencias, los códigos de los equipos y sus razones. Esta computadora lo recuerda; un clic en «Pantalla privada», arriba, lo deshace.
class-keys-opening = Enter: a la primera situación
class-keys-revealed = Enter: siguiente situación · Ctrl+Z: cambiar una carta
class-keys-cards = Marcado: { $team } · 1, 2, 3: su carta (queda boca abajo) · Tab: siguiente equipo · Enter: destapar
class-keys-invest = Marcado: { $team } · ejércitos, barra espaciadora, tiradas de agricultura, p. ej. 2 1 (nunca se muestra); con un número completo se pasa automáticamente al siguiente · Tab: siguiente equipo · Enter: confirmar
class-keys-attack = { $team } puede atacar · ← →: desde qué país · ↑ ↓: a qué país · Enter: atacar · Shift+Enter: terminar los ataques
class-keys-throw = Los dados del grupo: primero el del atacante, luego el del defensor (1–6) · Enter: tirar · R: retirada
class-keys-occupy = ↑ ↓: los ejércitos que entran · Enter: entrar
class-keys-rebellions = Enter: las rebeliones donde las propone la aplicación (para cambiar una: la pantalla del docente, F5)
class-keys-proceed = Enter: seguir
lesson-cards-keys-shared = El grupo ve esta pantalla: escribe cada carta con su tecla (1–3) para el equipo marcado; su fila solo muestra que ya está. Tab se salta un equipo; Enter las destapa todas.
lesson-invest-keys-shared = El grupo ve esta pantalla: escribe los ejércitos del equipo marcado, presiona la barra espaciadora y escribe sus tiradas de agricultura (2 1); su fila solo muestra que ya está. Al completar un número se marca automáticamente el siguiente equipo; Tab: siguiente equipo; Enter confirma.
devices-blank-code = El grupo ve esta pantalla en la proyección. Apaga primero la imagen del proyector (el botón Blank o AV-Mute del control remoto; en Windows, Windows+P y «Solo pantalla de PC») y luego muestra el código. Se oculta solo a los 30 segundos, o en cuanto el equipo se haya unido.
devices-code-shown-blank = Se ve porque apagaste la imagen del proyector: el código se oculta solo a los 30 segundos o en cuanto el equipo se una.
devices-blank-slips = El grupo ve esta pantalla en la proyección, y las tiras se abren con los códigos de todos los equipos. Apaga primero la imagen del proyector (el botón Blank o AV-Mute del control remoto; en Windows, Windows+P y «Solo pantalla de PC»), imprime las tiras y ciérralas antes de que vuelva la imagen.
phone-cards-turned-over = Las cartas están destapadas: su carta ya no se puede cambiar.
phone-card-turned-over = Las cartas están destapadas; su carta es la { $card }. Tiren cuando se lo pida su docente.

## Lo que ya pasó, en pretérito simple (en proyección, celulares y en la pantalla que ve la clase).
lesson-over = La partida terminó
lesson-what-happened = Lo que pasó
lesson-waits-for-disk = Lo que pasó aparece en cuanto se guarde la entrada.
projector-what-happened-plain = Lo que pasó
projector-what-happened = Lo que pasó: { $step }
projector-country-fell = El país { $country } cayó. A su gente nunca se le preguntó.
projector-fight-fell = El país { $country } cayó en manos de { $attacker }. A su gente nunca se le preguntó.
projector-fight-failed = El ataque al país { $country } fracasó. Murieron soldados en ambos bandos.
projector-fight-failed-attacker = El ataque al país { $country } fracasó. Murieron soldados del bando de { $attacker }; del bando defensor, ninguno.
phone-too-late = Demasiado tarde: la partida ya pasó al siguiente paso.
phone-end-title = La partida terminó
rewards-rebellion = Las naciones que enviaron el ejército contra los rebeldes terminaron con { $first ->
    [one] 1 oro
   *[other] { $first } oros
  } de media; las que negociaron con ellos, con { $second ->
    [one] 1 oro
   *[other] { $second } oros
  }.

# Mexico: the school class is "el grupo".
menu-home = ← Grupos
start-reading = Leyendo los grupos…
start-more-hidden = { $count ->
    [one] Hay un grupo más que no aparece en la lista: filtra por grupo o año para encontrarlo.
   *[other] Hay { $count } grupos más que no aparecen en la lista: filtra por grupo o año para encontrar uno.
}
start-no-classes = Todavía no hay grupos. Presiona «Nuevo grupo» para crear uno.
start-new-class = Nuevo grupo
start-confirm-delete = Sí, borrarlo
start-deleted = Movido a la papelera: { $path }
setup-title = Nuevo grupo
setup-class = Grupo
setup-lesson-region = Dónde estudia el grupo
setup-default-class = Grupo del { $date }
setup-students = Alumnas y alumnos (nombres separados por comas)
lesson-discussed-help = Tu grupo comenta esta situación en vez de jugarla. Léela en voz alta y después coméntala con el grupo a partir de las tres preguntas de la proyección (entre 8 y 10 minutos); la historia de abajo te servirá de apoyo. Nadie pone ninguna carta y ninguna nación gana ni pierde nada.
lesson-discussed-prompts = Preguntas para el grupo (en la proyección):
team-reason = Motivo de la corrección (se guarda en el archivo del grupo)
results-rewards-title = Lo que premió el juego en este grupo
results-rewards-help = En 4000 partidas jugadas al azar, el juego premia la compra de personas (41 oros frente a 31), la represión de las rebeliones por la fuerza (39 frente a 34 si se negocia) y el apoyo a un dictador (46 frente a 27 con una democracia). Compara con ellas las cifras de tu grupo y empieza la puesta en común por su primera pregunta, que las recoge.
start-tick-hint = Marca un grupo para exportarlo en CSV, o dos o más para compararlos.
start-filter = Filtrar por grupo o año
start-export-csv = Exportar { $count ->
    [one] el grupo marcado
   *[other] los { $count } grupos marcados
  } a CSV
start-compare = Comparar { $count ->
    [one] 1 grupo
   *[other] { $count } grupos
  }
start-show-archived = Ver los grupos archivados
start-hide-archived = Ocultar los grupos archivados
start-archived-title = Grupos archivados
start-no-archived = No hay grupos archivados.
start-archived = Archivado: { $path }
start-import-placeholder = Ruta de un archivo del grupo para importar, p. ej. /media/usb/3b.json
start-import = Importar un grupo…
start-imported = Importado como { $path }
start-csv-saved = { $count ->
    [one] Un grupo exportado
   *[other] { $count } grupos exportados
  } a { $results } y { $decisions } en { $path }
start-comparison = Grupos comparados
start-broken = No se ha podido abrir este grupo: { $why }. El archivo no se ha modificado.
start-broken-with-backup = No se ha podido abrir este grupo: { $why }. El archivo no se ha modificado. Hay una copia de seguridad en buen estado con { $entries ->
    [one] 1 entrada
   *[other] { $entries } entradas
  }.
start-recovered-name = { $class } (recuperado)
store-parse = { $path } no es un archivo del grupo que Colony Classroom pueda leer (está dañado o no es un archivo del grupo; el problema está en la línea { $line }, columna { $column }).
cli-crashed = Colony Classroom se ha cerrado por un error de la app. Cada entrada se guardó en el momento: abre el grupo otra vez para seguir donde estabas. Hay un informe para los desarrolladores en { $report }.
cli-crashed-no-report = Colony Classroom se ha cerrado por un error de la app. Cada entrada se guardó en el momento: abre el grupo otra vez para seguir donde estabas.
cli-devices-no-lesson = No se han activado los dispositivos: el archivo del grupo no se ha abierto (la pantalla del docente dice por qué).
error-too-large = Esta entrada haría el archivo del grupo más grande que el de cualquier grupo real: { $what }.
error-discussed-reached = El grupo ya ha pasado por «{ $step }»: ya no se puede cambiar si se comenta o se juega.
replay-too-large = Este archivo del grupo es más grande que el de cualquier grupo real: { $what }.
store-not-text = { $path } no es un archivo del grupo (no contiene texto).
limit-class-name = el nombre del grupo tiene { $found ->
    [one] 1 carácter
   *[other] { $found } caracteres
  } (límite: { $max })
refusal-class-record = ahí hay un archivo del grupo que se perdería
setup-seed-help = La misma semilla da los mismos dados: para un grupo que juega dos veces.
dialog-choose-class = Elegir un archivo del grupo
dialog-class-files = Archivos del grupo
team-not-on-projector = Las correcciones se guardan con su motivo en el archivo del grupo; nunca aparecen en la proyección.
language-lesson-kept = La pantalla del docente muestra ahora: { $interface }. La partida mantiene su propio idioma, el que oye el grupo: { $lesson } (los textos que se leen y la proyección).
devices-mirrored = El grupo ve esta pantalla: el código de un equipo solo aparece cuando has apagado la imagen del proyector, y durante 30 segundos. Lo más rápido son las tiras impresas con los códigos.
setup-step-discussed-help = Recomendado. El grupo escucha la situación y lo que habría supuesto cada carta, y lo comenta con tres preguntas y la historia. Nadie pone ninguna carta y no cambia nada para ninguna nación. Puedes cambiarlo mientras el grupo no haya pasado por la trata de esclavos.
setup-step-played-help = La guía didáctica desaconseja jugarla: el juego premia con recursos la compra de personas. Juégala solo con un grupo que hayas preparado, y asegúrate de que en la puesta en común se diga qué costó ese premio y a quién. Puedes cambiarlo mientras el grupo no haya pasado por la trata de esclavos.
what-if-title = ¿Y si…?, de media: lo que dio cada decisión en { $games } { $games ->
    [one] partida
   *[other] partidas
} con decisiones al azar (la media del juego, no la de este grupo)
what-if-legend = Partidas con { $teams } { $teams ->
    [one] equipo
   *[other] equipos
} y el mismo punto de partida que este grupo; cada decisión se toma al azar. Cada número es la media; entre paréntesis, entre qué valores acabó el 50 % central de los equipos.
cli-film-no-map = Este grupo jugó con su propio tablero: sin el mapa de la app no se puede hacer la película.
leave-copy-kept = Hay una copia en { $folder }. Cuando vuelvas a abrir la aplicación, te ofrecerá devolverla al archivo del grupo.
one-choice-help = Elige un equipo y después la otra carta que ese equipo podría haber puesto en una de sus decisiones. La aplicación repite la partida de este grupo con esa carta cambiada y todas las tiradas y los recursos sacados de la bolsa tal como salieron. El archivo del grupo no cambia.
one-choice-adjusted = { $count ->
    [one] Una entrada posterior no se pudo aplicar tal como la anotó el grupo (por ejemplo, un ataque desde un país que el equipo no habría tenido o una carta que no habría podido pagar): se aplicó lo que proponen las reglas.
   *[other] { $count } entradas posteriores no se pudieron aplicar tal como las anotó el grupo (por ejemplo, un ataque desde un país que el equipo no habría tenido o una carta que no habría podido pagar): se aplicó lo que proponen las reglas.
}
one-choice-as-played = Como jugó el grupo
whys-hide-one = Ocultar al grupo
whys-show-one = Mostrar al grupo
posture-shared = El grupo lo ve
posture-ask-no = No, el grupo la ve
menu-class-view = Proyección aquí (F5)
class-keys-shown = Las cartas están destapadas: escribe los dados del grupo en la pantalla del docente (F5) y presiona Resolver.
lesson-cards-keys-shown = Las cartas están destapadas: escribe abajo los dados del grupo y presiona Resolver. Una carta mal escrita todavía se puede cambiar.
whys-help-shared = Por qué pusieron los equipos estas cartas, tal como lo escribieron en sus dispositivos. El grupo ve esta pantalla, así que cada razón sigue tapada hasta que la destapes: léelas antes en la hoja de la puesta en común, o destápalas una a una y oculta lo que no deba mostrarse.
whys-hidden = Oculta al grupo
results-what-if-ready = Calculado. El grupo ve esta pantalla: aparece cuando se lo muestres al grupo.
start-edition = Para grupos en:
lesson-throw-rebels = { $team } por los rebeldes
setup-add-team = Agregar equipo
one-choice-headline-you = Si hubieran puesto «{ $instead }» en vez de «{ $laid }» en «{ $step }», con los mismos dados habrían terminado con { $gold } { $gold ->
        [one] oro
       *[other] oros
    } ({ $gold-rank }) y { $prestige } { $prestige ->
        [one] punto
       *[other] puntos
    } de prestigio ({ $prestige-rank }). Terminaron con { $was-gold } { $was-gold ->
        [one] oro
       *[other] oros
    } y { $was-prestige } { $was-prestige ->
        [one] punto
       *[other] puntos
    } de prestigio.
projector-whys-empty = Los motivos de los equipos irán apareciendo aquí a medida que su docente los destape.
phone-code-hint = 6 dígitos

# Los nombres de los archivos que la aplicación escribe para un grupo.
file-teacher-cards = tarjetas-de-fase-para-docentes
