## Capa es-419 sobre i18n/es/engine.ftl: las líneas «-you» de los celulares del equipo, con
## ustedes y en pretérito simple.

change-conquered-you = Su nación le arrebató el país { $country } a la gente que vivía allí.
change-slave-ship-you = Su nación participó en la trata de esclavos (en el mapa, un barco negrero).
change-put-down-you = Su nación sofocó por la fuerza la rebelión del país { $country }.
change-rebellion-roll = Tirada de la rebelión: { $team }, { $own }; los rebeldes, { $rebels }.
