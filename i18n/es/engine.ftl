## Nombres en los mensajes

team-number = equipo { $number }
country-number = país { $country }

## Productos

product-gold = oro
product-silver = plata
product-sugar = azúcar
product-spices = especias
product-gems = piedras preciosas
product-cotton = algodón
product-ore = mineral
product-rubber = caucho
product-timber = madera
product-tea = té
product-oil = petróleo
product-coffee = café

## Lo que espera el juego

expect-proceed = el comienzo del siguiente paso
expect-decide = las cartas de los equipos
expect-invest = lo que gasta cada equipo
expect-attack = un ataque o el final de los ataques de este equipo
expect-throw = la siguiente tirada o una retirada
expect-occupy = cuántos ejércitos entran en el país conquistado
expect-place-rebellions = dónde van las rebeliones
expect-over = nada: la partida ha terminado

## Por qué se rechazó una entrada. El nombre de un equipo nunca es el sujeto de un verbo: va
## antes de los dos puntos o después de una preposición, para que sirvan también los nombres en
## plural.

error-wrong-input = Eso no encaja aquí. El juego espera { $expected }.
error-game-over = La partida ha terminado; solo se pueden hacer correcciones.
error-team-count = En este juego pueden participar de { $min } a { $max } equipos, no { $teams }.
error-no-such-team = No existe el equipo { $number }.
error-card-count = { $given ->
    [one] Se ha introducido una entrada
   *[other] Se han introducido { $given } entradas
  }, pero { $teams ->
    [one] hay un equipo
   *[other] hay { $teams } equipos
  }.
error-missing-card = Todavía no hay carta de { $team }.
error-no-card-expected-no-rebellion = { $team }: sin rebelión, así que esta vez no hay carta.
error-no-card-expected-no-gold = { $team }: sin oro para ninguna opción de este paso, así que esta vez no hay carta.
error-bad-card = { $team }: la carta { $card } no existe aquí; este paso solo tiene { $options ->
    [one] la carta 1
   *[other] las cartas de la 1 a la { $options }
  }.
error-cannot-pay = { $team }: esta carta cuesta { $cost ->
    [one] un oro
   *[other] { $cost } oros
  } y el equipo tiene { $gold ->
    [one] 1 oro
   *[other] { $gold } oros
  }. Introduce otra carta, por favor.
error-overspend = { $team }: { $cost ->
    [one] 1 oro
   *[other] { $cost } oros
  } para gastar, pero el equipo solo tiene { $gold ->
    [one] 1 oro
   *[other] { $gold } oros
  }.
error-no-country-to-spend-on = { $team }: no queda ningún país donde poner ejércitos o hacer tiradas de agricultura.
error-no-such-country = No existe el país { $country }.
error-not-teams-country = El país { $country } no es de { $team }.
error-no-armies-to-attack = El país { $country } no tiene ningún ejército con el que atacar.
error-place-not-allowed = En el mapa, el país { $number } no puede ser ahora el nuevo país de { $team }: las reglas solo permiten los países marcados en el mapa. Elige uno de ellos.
error-no-border = El país { $target } no tiene frontera con el país { $from }: solo se ataca a través de una frontera.
error-unknown-map = Esta clase jugó en el mapa «{ $name }», que esta copia de la aplicación no tiene. Quizá venga de una versión más reciente de Colony Classroom: ábrela allí.
error-map-size = El mapa tiene { $countries ->
    [one] un país
   *[other] { $countries } países
}, pero la partida necesita { $needed ->
    [one] uno
   *[other] { $needed }
}.
error-attack-own = Un equipo no puede atacar un país propio.
error-attack-independent = Ese país es independiente y ya no está en juego.
error-attack-no-token = { $team }: seis países ya ocupados y ninguna ficha libre para tomar otro.
error-fight-under-way = Primero hay que terminar el combate en curso: tirar, retirarse o mover ejércitos al país.
error-no-fight = No hay ningún combate en curso: elige primero el país que ataca y el país atacado.
error-occupy-too-many = { $armies ->
    [one] No puede entrar un ejército
   *[other] No pueden entrar { $armies } ejércitos
  }: como máximo pueden entrar { $max }, porque uno tiene que quedarse.
error-has-city = El país { $country } tiene una ciudad y recibe una rebelión de todos modos: elige un país sin ciudad.
error-has-rebellion = El país { $country } ya tiene una rebelión; en un país solo cabe una.
error-need-die = Introduce el siguiente dado de { $team }.
error-need-draw = Saca un recurso de la bolsa para { $team } e introduce su producto.
error-bad-die = { $die } no es una cara del dado: introduce un número del 1 al 6.
error-not-in-bag = En la bolsa no queda ningún recurso de { $product }. Comprueba el recurso que has sacado, por favor.
error-bag-short = En la bolsa { $have ->
    [0] no queda ningún recurso de { $product }
    [one] solo queda un recurso de { $product }
   *[other] solo quedan { $have } recursos de { $product }
  }.
error-bad-value = { $value } no es un valor posible aquí.
error-no-token-for-country = { $team }: no queda ninguna ficha para otro país.
error-too-many-outcomes = { $unused ->
    [one] Se ha introducido una tirada o extracción que no hacía falta.
   *[other] Se han introducido { $unused } tiradas o extracciones que no hacían falta.
  }

## Edificios

building-port = puerto
building-church = iglesia
building-city = ciudad
building-railway = ferrocarril
building-trading-post = factoría

## Las consecuencias en breve, en las tarjetas de fase para el profesorado

effects-none = nada
effects-first = primera colonia
effects-each = cada país
effects-rebellions = cada país con rebelión
effects-slave-ship = barco negrero
effects-attack = puede atacar
effects-quell = rebeliones sofocadas por la fuerza
effects-settle = fin de las rebeliones
effects-roll = tirar el dado
effects-per-resource = { $what } por recurso
effects-per-country = { $what } por país

## Los códigos de las tarjetas de fase para el profesorado (nuevo: el código debe tomar las letras de
## aquí, no del código fuente en Rust). Se explican una vez en el resumen de las reglas y en cada
## tarjeta para el docente.

effects-abbr-gold = Or
effects-abbr-prestige = Pr
effects-abbr-armies = Ej
effects-abbr-resources = Re
effects-abbr-country = Pa

## Lo que ha pasado (los cambios que se muestran tras destapar las cartas, en el historial y en el
## CSV). El nombre del equipo va primero, antes de los dos puntos; lo demás va en pretérito
## indefinido o sin verbo.

change-card = { $team }: carta { $card }.
change-paid = { $team }: { $gold ->
    [one] 1 oro pagado
   *[other] { $gold } oros pagados
  }.
change-gold = { $team }: { $delta ->
    [1] +1 oro
    [-1] -1 oro
   *[other] { $signed } oros
  } (ahora { $now }).
change-prestige = { $team }: { $delta ->
    [1] +1 punto
    [-1] -1 punto
   *[other] { $signed } puntos
  } de prestigio (ahora { $now }).
change-armies = { $team }: { $delta ->
    [1] un ejército más
    [-1] un ejército menos
   *[other] { $signed } ejércitos
  } en el país { $country } (ahora { $now }).
change-resource-gained = { $team }: un recurso más en el país { $country } ({ $product }).
change-resource-lost = { $team }: un recurso menos en el país { $country } ({ $product }); volvió a la bolsa.
change-rolled = { $team }: salió un { $die } en el dado.
change-conquered = { $team }: su nación arrebató el país { $country } a la gente que vivía allí.
change-conquered-you = Vuestra nación ha arrebatado el país { $country } a la gente que vivía allí.
# «un puerto», «un ferrocarril», pero «una iglesia», «una ciudad», «una factoría»: las claves
# del selector son los nombres de building-port y building-railway.
change-built = { $team }: se construyó { $building ->
    [puerto] un
    [ferrocarril] un
   *[other] una
  } { $building } en el país { $country }.
change-slave-ship = { $team }: su nación participó en la trata de esclavos (en el mapa, un barco negrero).
change-slave-ship-you = Vuestra nación ha participado en la trata de esclavos (en el mapa, un barco negrero).
change-lapsed-no-token = { $team }: no queda ninguna ficha para otro país.
change-lapsed-no-free-country = { $team }: todos los países ya están en manos de algún equipo.
change-lapsed-no-place = { $team }: no queda ningún país sin este edificio.
change-lapsed-no-country = { $team }: ningún país para esto.
change-lapsed-bag-empty = La bolsa está vacía: no se sacó nada para { $team }.
change-lapsed-no-armies = { $team }: ningún ejército que perder.
change-lapsed-no-resources = { $team }: ningún recurso que perder.
change-lapsed-all-rebelling = { $team }: todos los países ya tienen una rebelión.
change-income = { $team }: ingresos por los recursos, { $gold ->
    [one] 1 oro
   *[other] { $gold } oros
  }.
change-fight-started = { $team }: ataque desde el país { $from } contra el país { $target }, en manos de { $defender }.
change-throw = { $team }: tirada { $attacker } contra { $defender }.
change-took = { $team }: país { $country } arrebatado a { $other }.
change-lost-to = { $team }: país { $country } perdido frente a { $other }.
change-moved = { $team }: { $armies ->
    [one] un ejército entró
   *[other] { $armies } ejércitos entraron
  } en el país { $country }.
change-fight-lost = { $team }: combate perdido.
change-fight-won = { $team }: combate ganado.
change-broke-off = { $team }: retirada del ataque.
change-monopoly-roll = { $team }: tirada de { $die } por el monopolio de { $product }.
change-monopoly = { $team }: monopolio de { $product }.
change-rebellion = La gente del país { $country } se sublevó contra { $team }.
change-rebellion-roll = Tirada de la rebelión: { $team }, { $own }; los rebeldes, { $rebels }.
change-put-down = { $team }: su nación sofocó por la fuerza la rebelión del país { $country }.
change-put-down-you = Vuestra nación ha sofocado por la fuerza la rebelión del país { $country }.
change-independent = La gente del país { $country } conquistó su independencia frente a { $team }.
change-rebellion-ended = { $team }: paz con la gente del país { $country }; la rebelión terminó.
change-corrected = Corrección del docente en un número de { $team }: { $from } → { $to }.

## Un equipo que no pone carta

sit-out-no-gold = sin carta: no hay oro para ninguna opción
sit-out-no-rebellion = sin carta: no hay rebelión
change-sat-out-no-gold = { $team }: sin oro para ninguna opción, así que esta vez no hay carta; nada más cambió para el equipo.
change-sat-out-no-rebellion = { $team }: sin rebelión, así que esta vez no hay carta.

## Archivos de la clase que no se pueden reproducir

replay-format = Este archivo de la clase viene de una versión más reciente de Colony Classroom (formato { $found }). Actualiza la aplicación para abrirlo.
replay-lesson = Este archivo de la clase pertenece a otro juego ({ $found }, versión { $version }).
replay-teams = Los equipos de este archivo de la clase no encajan con el juego: { $why }
replay-setting = Este archivo de la clase se preparó de una forma que el juego no permite: { $why }
replay-entry = La entrada { $entry } de este archivo de la clase no se puede reproducir: { $why }
replay-unused = La entrada { $entry } de este archivo de la clase tiene { $unused ->
    [one] una tirada o extracción
   *[other] { $unused } tiradas o extracciones
  } de más.
replay-no-entry = No existe la entrada { $entry }: la clase tiene { $len ->
    [one] una entrada
   *[other] { $len } entradas
  }.
