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
error-no-card-expected = { $team } no tiene ninguna rebelión y esta vez no elige.
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
