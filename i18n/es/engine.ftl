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
expect-throw = la siguiente tirada o la retirada del combate
expect-occupy = cuántos ejércitos entran en el país conquistado
expect-place-rebellions = dónde van las rebeliones
expect-over = nada: la partida ha terminado

## Por qué se rechazó una entrada

error-wrong-input = Eso no encaja aquí. El juego espera { $expected }.
error-game-over = La partida ha terminado; solo se pueden hacer correcciones.
error-team-count = Esta lección es para { $min } a { $max } equipos, no para { $teams }.
error-no-such-team = No existe el equipo { $number }.
error-card-count = { $given ->
    [one] Hay una entrada
   *[other] Hay { $given } entradas
  }, pero { $teams ->
    [one] juega un equipo
   *[other] juegan { $teams } equipos
  }.
error-missing-card = { $team } todavía no ha puesto ninguna carta.
error-no-card-expected-no-rebellion = { $team } no tiene ninguna rebelión y esta vez no elige.
error-no-card-expected-no-gold = { $team } no puede pagar ninguna opción de este paso y esta vez no pone carta.
error-bad-card = { $team } ha puesto la carta { $card }, pero este paso solo tiene { $options ->
    [one] la carta 1
   *[other] las cartas 1 a { $options }
  }.
error-cannot-pay = { $team } no puede elegir esta carta: cuesta { $cost ->
    [one] un oro
   *[other] { $cost } de oro
  } y el equipo tiene { $gold }. Introduce otra carta, por favor.
error-overspend = { $team } quiere gastar { $cost } de oro, pero solo tiene { $gold }.
error-no-country-to-spend-on = { $team } ya no tiene ningún país donde poner ejércitos o granjas.
error-no-such-country = No existe el país { $country }.
error-not-teams-country = El país { $country } no es de { $team }.
error-no-armies-to-attack = El país { $country } no tiene ejércitos para atacar.
error-attack-own = Un equipo no puede atacar su propio país.
error-attack-independent = Ese país es independiente y ya no está en juego.
error-attack-no-token = { $team } ya tiene seis países y no le queda ninguna ficha para otro.
error-fight-under-way = Termina primero el combate en curso (tira, retírate o mueve ejércitos).
error-no-fight = No hay ningún combate en curso: elige primero el país que ataca y el atacado.
error-occupy-too-many = No pueden entrar { $armies } ejércitos: como mucho { $max }, uno tiene que quedarse.
error-has-city = El país { $country } tiene una ciudad y recibirá una rebelión de todos modos. Elige un país sin ciudad.
error-has-rebellion = El país { $country } ya tiene una rebelión; no caben dos.
error-need-die = Introduce el siguiente dado de { $team }.
error-need-draw = Saca una ficha de la bolsa para { $team } e introduce su producto.
error-bad-die = { $die } no es una cara del dado: introduce un número del 1 al 6.
error-not-in-bag = No queda { $product } en la bolsa. Comprueba la ficha que has sacado, por favor.
error-bag-short = En la bolsa solo quedan { $have } fichas de { $product }.
error-bad-value = { $value } no es un valor posible aquí.
error-no-token-for-country = A { $team } no le queda ninguna ficha para otro país.
error-too-many-outcomes = Se { $unused ->
    [one] ha introducido un dado o una ficha que no hacía falta
   *[other] han introducido { $unused } dados o fichas que no hacían falta
  }.

## Edificios

building-port = puerto
building-church = iglesia
building-city = ciudad
building-railway = ferrocarril
building-trading-post = factoría comercial

## Consecuencias en breve (las abreviaturas del reglamento)

effects-none = nada
effects-first = primera colonia
effects-each = cada país
effects-rebellions = cada país sublevado
effects-slave-ship = barco negrero
effects-attack = puede atacar
effects-quell = sofocar las rebeliones
effects-settle = las rebeliones terminan
effects-roll = tirar el dado

## Lo que ha pasado (los resultados tras destapar las cartas)

change-card = { $team } ha puesto la carta { $card }.
change-paid = { $team } ha pagado { $gold } de oro.
change-gold = { $team }: { $delta } de oro (ahora { $now }).
change-prestige = { $team }: { $delta } de prestigio (ahora { $now }).
change-armies = { $team }: { $delta ->
    [1] un ejército más
    [-1] un ejército menos
   *[other] { $signed } ejércitos
  } en el país { $country } (ahora { $now }).
change-counter-gained = { $team } consigue una ficha de { $product } en el país { $country }.
change-counter-lost = { $team } pierde una ficha de { $product } en el país { $country }.
change-rolled = { $team } ha sacado un { $die }.
change-conquered = { $team } ocupa un país nuevo: el país { $country }.
change-built = { $team } construye en el país { $country }: { $building }.
change-slave-ship = { $team } tiene ahora un barco negrero.
change-lapsed-no-token = A { $team } no le queda ninguna ficha para otro país.
change-lapsed-no-free-country = Ya no queda ningún país libre para { $team }.
change-lapsed-no-place = { $team } ya no tiene ningún país sin este edificio.
change-lapsed-no-country = { $team } no tiene ningún país para esto.
change-lapsed-bag-empty = La bolsa está vacía: { $team } no saca nada.
change-lapsed-no-armies = { $team } no tiene ningún ejército que perder.
change-lapsed-no-counters = { $team } no tiene ninguna ficha que perder.
change-lapsed-all-rebelling = Todos los países de { $team } ya están sublevados.
change-income = { $team } gana { $gold } de oro con sus mercancías.
change-fight-started = { $team } ataca desde el país { $from } el país { $target } de { $defender }.
change-throw = { $team } saca { $attacker } contra { $defender }.
change-took = { $team } conquista el país { $country } de { $other }.
change-lost-to = { $team } pierde el país { $country } frente a { $other }.
change-moved = { $team } mueve { $armies ->
    [one] un ejército
   *[other] { $armies } ejércitos
  } al país { $country }.
change-fight-lost = { $team } pierde el combate.
change-fight-won = { $team } gana el combate.
change-broke-off = { $team } se retira del ataque.
change-monopoly-roll = { $team } saca { $die } por el monopolio de { $product }.
change-monopoly = { $team } tiene el monopolio de { $product }.
change-rebellion = La gente del país { $country } se subleva contra { $team }.
change-rebellion-roll = { $team } saca { $own } y los rebeldes sacan { $rebels }.
change-put-down = { $team } sofoca la rebelión del país { $country }.
change-independent = El país { $country } se independiza de { $team }.
change-rebellion-ended = { $team } hace las paces con la gente del país { $country }.
change-corrected = El profesor ha corregido un número de { $team }: { $from } → { $to }.

## Un equipo que no pone carta

sit-out-no-gold = no juega: no tiene oro para ninguna carta
sit-out-no-rebellion = sin rebelión: no elige
change-sat-out-no-gold = { $team }: sin oro para ninguna opción, así que esta vez no hay carta. Al equipo no le pasa nada más.
change-sat-out-no-rebellion = { $team }: sin rebelión, así que esta vez no hay carta.

## Archivos de clase que no se pueden reproducir

replay-format = Este archivo de clase viene de una versión más reciente de Colony Classroom (formato { $found }). Actualiza la aplicación para abrirlo.
replay-lesson = Este archivo de clase pertenece a otro juego ({ $found }, versión { $version }).
replay-teams = Los equipos de este archivo de clase no encajan con el juego: { $why }
replay-entry = La entrada { $entry } de este archivo de clase no se puede reproducir: { $why }
replay-unused = La entrada { $entry } de este archivo de clase tiene { $unused ->
    [one] una tirada o extracción
   *[other] { $unused } tiradas o extracciones
  } de más.
replay-no-entry = No existe la entrada { $entry }: la clase tiene { $len ->
    [one] una entrada
   *[other] { $len } entradas
  }.
