<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="es" sourcelanguage="en">
<context>
    <name>AboutDialog</name>
    <message>
        <location filename="../ponzi_desktop/ui/about_dialog.py"/>
        <source>About Ponzi Desktop</source>
        <translation>Acerca de Ponzi Desktop</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/about_dialog.py"/>
        <source>Ponzi Desktop</source>
        <translation>Ponzi Desktop</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/about_dialog.py"/>
        <source>Version %1</source>
        <translation>Versión %1</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/about_dialog.py"/>
        <source>Economic board games on one computer: with friends in hot-seat, or against bots.</source>
        <translation>Juegos de mesa de economía en un solo ordenador: con amigos turnándose ante la pantalla, o contra bots.</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/about_dialog.py"/>
        <source>The Games</source>
        <translation>Los juegos</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/about_dialog.py"/>
        <source>Licence and Credits</source>
        <translation>Licencia y créditos</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/about_dialog.py"/>
        <source>Ponzi Desktop is proprietary software: all rights reserved.</source>
        <translation>Ponzi Desktop es software privativo: todos los derechos reservados.</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/about_dialog.py"/>
        <source>The games are their designers' and publishers'. The rules in the app are written in our own words, not copied from the rulebooks.</source>
        <translation>Los juegos pertenecen a sus autores y editoriales. Las reglas de la aplicación están escritas con nuestras propias palabras, no copiadas de los reglamentos.</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/about_dialog.py"/>
        <source>Built with %1.</source>
        <translation>Hecho con %1.</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/about_dialog.py"/>
        <source>Close</source>
        <translation>Cerrar</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/about_dialog.py"/>
        <source>Designed by %1 (%2)</source>
        <translation>Diseñado por %1 (%2)</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/about_dialog.py"/>
        <source>Designed by %1</source>
        <translation>Diseñado por %1</translation>
    </message>
</context>
<context>
    <name>ActionPanel</name>
    <message>
        <location filename="../ponzi_desktop/ui/kit/action_panel.py"/>
        <source>Undo</source>
        <translation>Deshacer</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/kit/action_panel.py"/>
        <source>Take back your last move (Ctrl+Z)</source>
        <translation>Deshacer tu última jugada (Ctrl+Z)</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/kit/action_panel.py"/>
        <source>Hint</source>
        <translation>Consejo</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/kit/action_panel.py"/>
        <source>Ask the hard bot what it would do in your place (Ctrl+H). It sees only what you see.</source>
        <translation>Pregunta al bot Difícil qué haría en tu lugar (Ctrl+H). Solo ve lo que ves tú.</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/kit/action_panel.py"/>
        <source>Cancel</source>
        <translation>Cancelar</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/kit/action_panel.py"/>
        <source>Forget the half-made move (Esc)</source>
        <translation>Olvidar la jugada a medias (Esc)</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/kit/action_panel.py"/>
        <source>Cancel the selection</source>
        <translation>Cancelar la selección</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/kit/action_panel.py"/>
        <source>Pass</source>
        <translation>Pasar</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/kit/action_panel.py"/>
        <source>Do nothing this turn</source>
        <translation>No hacer nada en este turno</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/kit/action_panel.py"/>
        <source>Scores</source>
        <translation>Puntuación</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/kit/action_panel.py"/>
        <source>The scores of the game again (Ctrl+E)</source>
        <translation>Volver a ver la puntuación de la partida (Ctrl+E)</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/kit/action_panel.py"/>
        <source>Hand Over</source>
        <translation>Pasar la pantalla</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/kit/action_panel.py"/>
        <source>Cover the table now, for the next player to take the screen</source>
        <translation>Cubre la mesa ahora, para que el siguiente jugador tome la pantalla</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/kit/action_panel.py"/>
        <source>Thinking…</source>
        <translation>Pensando…</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/kit/action_panel.py"/>
        <source>The hard bot is thinking about your move: its hint comes in a moment.</source>
        <translation>El bot Difícil está pensando tu jugada: su consejo llega enseguida.</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/kit/action_panel.py"/>
        <source>The hint is in: the lit pieces show the move it suggests.</source>
        <translation>Ya tienes el consejo: las piezas iluminadas muestran la jugada que sugiere.</translation>
    </message>
    <message>
        <source>Round %1 · %2</source>
        <translation type="vanished">Ronda %1 · %2</translation>
    </message>
    <message>
        <source>Open the Envelope…</source>
        <translation type="vanished">Abrir el sobre…</translation>
    </message>
    <message>
        <source>See the amount and answer Sold or Counter-offer</source>
        <translation type="vanished">Mira la cantidad y responde ¡Vendido! o ¡Contraoferta!</translation>
    </message>
    <message>
        <source>Remove card %1 from the funding board</source>
        <translation type="vanished">Retirar la tarjeta de fondo %1 de la Junta de financiamiento</translation>
    </message>
    <message>
        <source>Remove card %1</source>
        <translation type="vanished">Retirar la tarjeta %1</translation>
    </message>
    <message>
        <source>Return %1</source>
        <translation type="vanished">Devolver %1</translation>
    </message>
    <message>
        <source>Give one %1 tile back to the supply</source>
        <translation type="vanished">Devolver una ficha de industria de %1 a la reserva</translation>
    </message>
    <message>
        <source>Take your %1 %2 tile and fund a card from row %3</source>
        <translation type="vanished">Toma tu %1 ficha de %2 y financia una tarjeta de fondo de la fila %3</translation>
    </message>
    <message>
        <source>Fund card %1 (pays %2 every %3)</source>
        <translation type="vanished">Tarjeta de fondo %1 (interés %2, plazo de pago %3)</translation>
    </message>
    <message>
        <source>Card %1</source>
        <translation type="vanished">Tarjeta %1</translation>
    </message>
    <message>
        <source>Offer one of your %1 tiles to a player who holds one</source>
        <translation type="vanished">Ofrecer una de tus fichas de %1 a un jugador que también tenga una</translation>
    </message>
    <message>
        <source>Nobody else holds a %1 tile</source>
        <translation type="vanished">Nadie más tiene una ficha de %1</translation>
    </message>
    <message>
        <source>Offer to %1…</source>
        <translation type="vanished">Ofrecer a %1…</translation>
    </message>
    <message>
        <source>Put an amount in an envelope for %1's %2 tile</source>
        <translation type="vanished">Meter una cantidad en un sobre por la ficha de %2 de %1</translation>
    </message>
    <message>
        <source>Buy %1</source>
        <translation type="vanished">Comprar %1</translation>
    </message>
</context>
<context>
    <name>AmountDialog</name>
    <message>
        <location filename="../ponzi_desktop/ui/kit/amount_dialog.py"/>
        <source>Any whole amount from %1 to %2.</source>
        <translation>Cualquier cantidad entera de %1 a %2.</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/kit/amount_dialog.py"/>
        <source>Amount</source>
        <translation>Cantidad</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/kit/amount_dialog.py"/>
        <source>Cancel</source>
        <translation>Cancelar</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/kit/amount_dialog.py"/>
        <source>Confirm</source>
        <translation>Confirmar</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/kit/amount_dialog.py"/>
        <source>Type an amount from %1 to %2.</source>
        <translation>Escribe una cantidad de %1 a %2.</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/kit/amount_dialog.py"/>
        <source>%1 is more than %2, the most you can choose.</source>
        <translation>%1 es más que %2, lo máximo que puedes elegir.</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/kit/amount_dialog.py"/>
        <source>%1 is less than %2, the least you can choose.</source>
        <translation>%1 es menos que %2, lo mínimo que puedes elegir.</translation>
    </message>
    <message>
        <source>OK</source>
        <translation type="vanished">Aceptar</translation>
    </message>
</context>
<context>
    <name>AnswerDialog</name>
    <message>
        <location filename="../ponzi_desktop/ui/ponzi/envelope.py"/>
        <source>An Envelope from %1</source>
        <translation>Un sobre de %1</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/ponzi/envelope.py"/>
        <source>From: %1</source>
        <translation>De: %1</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/ponzi/envelope.py"/>
        <source>%1 offers you %2 for one of your %3 tiles.</source>
        <translation>%1 te ofrece %2 por una de tus fichas de %3.</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/ponzi/envelope.py"/>
        <source>You cannot refuse: answer with one of the two buttons.</source>
        <translation>No puedes negarte: responde con uno de los dos botones.</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/ponzi/envelope.py"/>
        <source>Sold!</source>
        <translation>¡Vendido!</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/ponzi/envelope.py"/>
        <source>You get %1 and give %2 one %3 tile.</source>
        <translation>Recibes %1 y das a %2 una ficha de %3.</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/ponzi/envelope.py"/>
        <source>Sold</source>
        <translation>¡Vendido!</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/ponzi/envelope.py"/>
        <source>Take the envelope and give %1 one %2 tile.</source>
        <translation>Quédate con el sobre y da a %1 una ficha de %2.</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/ponzi/envelope.py"/>
        <source>Counter-offer!</source>
        <translation>¡Contraoferta!</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/ponzi/envelope.py"/>
        <source>You pay %2 %1 and take one of %2's %3 tiles.</source>
        <translation>Pagas %1 a %2 y te quedas con una de sus fichas de %3.</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/ponzi/envelope.py"/>
        <source>Counter-offer</source>
        <translation>¡Contraoferta!</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/ponzi/envelope.py"/>
        <source>You have only %1: you cannot pay %2, so you must sell.</source>
        <translation>Solo tienes %1: no puedes pagar %2, así que debes vender.</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/ponzi/envelope.py"/>
        <source>Pay %1 the same amount and take one of %1's %2 tiles.</source>
        <translation>Paga a %1 la misma cantidad y quédate con una de sus fichas de %2.</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/ponzi/envelope.py"/>
        <source>&amp;Hint</source>
        <translation>&amp;Consejo</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/ponzi/envelope.py"/>
        <source>Ask the hard bot which answer it would give in your place. It sees only what you see.</source>
        <translation>Pregunta al bot Difícil qué respuesta daría en tu lugar. Solo ve lo que ves tú.</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/ponzi/envelope.py"/>
        <source>The hard bot is thinking about your answer: its hint comes in a moment.</source>
        <translation>El bot Difícil está pensando tu respuesta: su consejo llega enseguida.</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/ponzi/envelope.py"/>
        <source>The hint is in: the lit answer is the one it suggests.</source>
        <translation>Ya tienes el consejo: la respuesta iluminada es la que sugiere.</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/ponzi/envelope.py"/>
        <source>Thinking…</source>
        <translation>Pensando…</translation>
    </message>
    <message>
        <source>You pay %2 %1 and take one of their %3 tiles.</source>
        <translation type="vanished">Pagas %1 a %2 y te quedas con una de sus fichas de %3.</translation>
    </message>
    <message>
        <source>Pay %1 the same amount and take one of their %2 tiles.</source>
        <translation type="vanished">Paga a %1 la misma cantidad y quédate con una de sus fichas de %2.</translation>
    </message>
    <message>
        <source>&lt;p&gt;&lt;b&gt;%1 offers you %2 for one of your %3 tiles.&lt;/b&gt;&lt;/p&gt;&lt;p&gt;You cannot refuse: sell the tile for the amount, or counter-offer: pay %1 the same amount and take one of their %3 tiles.&lt;/p&gt;</source>
        <translation type="vanished">&lt;p&gt;&lt;b&gt;%1 te ofrece %2 por una de tus fichas de %3.&lt;/b&gt;&lt;/p&gt;&lt;p&gt;No puedes negarte: vende la ficha por esa cantidad (¡Vendido!) o haz una contraoferta (¡Contraoferta!): paga a %1 la misma cantidad y quédate con una de sus fichas de %3.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>Sold! Take %1, give a %2 tile</source>
        <translation type="vanished">¡Vendido! Recibe %1 y da una ficha de %2</translation>
    </message>
    <message>
        <source>Counter-offer! Pay %1, take a %2 tile</source>
        <translation type="vanished">¡Contraoferta! Paga %1 y recibe una ficha de %2</translation>
    </message>
</context>
<context>
    <name>AntiMonopoly</name>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/labels.py"/>
        <source>Competitor</source>
        <translation>Competidor</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/labels.py"/>
        <source>Monopolist</source>
        <translation>Monopolista</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/labels.py"/>
        <source>Competitors</source>
        <translation>Competidores</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/labels.py"/>
        <source>Monopolists</source>
        <translation>Monopolistas</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/labels.py"/>
        <source>New Orleans</source>
        <translation>Nueva Orleans</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/labels.py"/>
        <source>Los Angeles</source>
        <translation>Los Ángeles</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/labels.py"/>
        <source>Chicago</source>
        <translation>Chicago</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/labels.py"/>
        <source>Philadelphia</source>
        <translation>Filadelfia</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/labels.py"/>
        <source>Boston</source>
        <translation>Boston</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/labels.py"/>
        <source>Washington</source>
        <translation>Washington</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/labels.py"/>
        <source>San Francisco</source>
        <translation>San Francisco</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/labels.py"/>
        <source>New York</source>
        <translation>Nueva York</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/labels.py"/>
        <source>START</source>
        <translation>SALIDA</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/labels.py"/>
        <source>Basin St.</source>
        <translation>Basin St.</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/labels.py"/>
        <source>Competitor or Monopolist card</source>
        <translation>Carta de Competidor o de Monopolista</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/labels.py"/>
        <source>French Quarter</source>
        <translation>French Quarter</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/labels.py"/>
        <source>Income Tax</source>
        <translation>Impuesto sobre la renta</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/labels.py"/>
        <source>U.S. Railroad</source>
        <translation>Ferrocarril de EE. UU.</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/labels.py"/>
        <source>Sunset Blvd.</source>
        <translation>Sunset Blvd.</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/labels.py"/>
        <source>Wilshire Blvd.</source>
        <translation>Wilshire Blvd.</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/labels.py"/>
        <source>Hollywood Blvd.</source>
        <translation>Hollywood Blvd.</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/labels.py"/>
        <source>Sightseeing Tour / Price War / Prison</source>
        <translation>Visita turística / Guerra de precios / Prisión</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/labels.py"/>
        <source>Rush St.</source>
        <translation>Rush St.</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/labels.py"/>
        <source>Electric Company</source>
        <translation>Compañía Eléctrica</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/labels.py"/>
        <source>State St.</source>
        <translation>State St.</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/labels.py"/>
        <source>Michigan Ave.</source>
        <translation>Michigan Ave.</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/labels.py"/>
        <source>U.S. Bus Company</source>
        <translation>Autobuses de EE. UU.</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/labels.py"/>
        <source>Locust St.</source>
        <translation>Locust St.</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/labels.py"/>
        <source>Chestnut St.</source>
        <translation>Chestnut St.</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/labels.py"/>
        <source>Walnut St.</source>
        <translation>Walnut St.</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/labels.py"/>
        <source>Anti-Monopoly Foundation</source>
        <translation>Fundación Antimonopolio</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/labels.py"/>
        <source>Brattle St.</source>
        <translation>Brattle St.</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/labels.py"/>
        <source>Harvard Square</source>
        <translation>Harvard Square</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/labels.py"/>
        <source>Beacon St.</source>
        <translation>Beacon St.</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/labels.py"/>
        <source>U.S. Air Line</source>
        <translation>Aerolínea de EE. UU.</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/labels.py"/>
        <source>Georgetown</source>
        <translation>Georgetown</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/labels.py"/>
        <source>Constitution Ave.</source>
        <translation>Constitution Ave.</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/labels.py"/>
        <source>U.S. Gas Company</source>
        <translation>Compañía de Gas de EE. UU.</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/labels.py"/>
        <source>Pennsylvania Ave.</source>
        <translation>Pennsylvania Ave.</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/labels.py"/>
        <source>Go to Prison (Monopolists) / Go to Price War (Competitors)</source>
        <translation>Ve a la Prisión (Monopolistas) / Guerra de precios (Competidores)</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/labels.py"/>
        <source>Fisherman's Wharf</source>
        <translation>Fisherman's Wharf</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/labels.py"/>
        <source>Union Square</source>
        <translation>Union Square</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/labels.py"/>
        <source>Nob Hill</source>
        <translation>Nob Hill</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/labels.py"/>
        <source>U.S. Trucking Company</source>
        <translation>Camiones de EE. UU.</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/labels.py"/>
        <source>Fifth Ave.</source>
        <translation>Fifth Ave.</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/labels.py"/>
        <source>Property Tax</source>
        <translation>Impuesto sobre la propiedad</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/labels.py"/>
        <source>Wall St.</source>
        <translation>Wall St.</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/labels.py"/>
        <source>Card</source>
        <translation>Carta</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/labels.py"/>
        <source>Sightseeing Tour</source>
        <translation>Visita turística</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/labels.py"/>
        <source>Prison</source>
        <translation>Prisión</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/labels.py"/>
        <source>Price War</source>
        <translation>Guerra de precios</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/labels.py"/>
        <source>Go to Prison / Price War</source>
        <translation>Ve a la
Prisión /
Guerra de
precios</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/labels.py"/>
        <source>Anti-Monopoly
Foundation</source>
        <translation>Fundación
Antimo­nopolio</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/labels.py"/>
        <source>House</source>
        <translation>Casa</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/labels.py"/>
        <source>Apartment</source>
        <translation>Apartamento</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/labels.py"/>
        <source>Treasury</source>
        <translation>Tesoro</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/labels.py"/>
        <source>Mortgaged</source>
        <translation>Hipotecada</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/labels.py"/>
        <source>Roll the dice</source>
        <translation>Tira los dados</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/labels.py"/>
        <source>Buy or decline</source>
        <translation>Comprar o rechazar</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/labels.py"/>
        <source>Build, trade or end the turn</source>
        <translation>Construir, negociar o terminar el turno</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/labels.py"/>
        <source>Drawing up an offer</source>
        <translation>Preparando una oferta</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/labels.py"/>
        <source>Answer the offer</source>
        <translation>Responder a la oferta</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/labels.py"/>
        <source>Raise money</source>
        <translation>Reunir dinero</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/labels.py"/>
        <source>Time is up: Treasury only</source>
        <translation>Tiempo agotado: solo el Tesoro</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/labels.py"/>
        <source>Game over</source>
        <translation>Fin de la partida</translation>
    </message>
    <message>
        <source>Time is up: the Treasury only</source>
        <translation type="vanished">Se acabó el tiempo: solo con el Tesoro</translation>
    </message>
</context>
<context>
    <name>AntiMonopolyActionPanel</name>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/action_panel.py"/>
        <source>Build a house on %1 · %2</source>
        <translation>Construir una casa en %1 · %2</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/action_panel.py"/>
        <source>Build an apartment on %1 · %2</source>
        <translation>Construir un apartamento en %1 · %2</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/action_panel.py"/>
        <source>Sell back the apartment on %1 · %2</source>
        <translation>Revender el apartamento de %1 · %2</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/action_panel.py"/>
        <source>Sell back a house on %1 · %2</source>
        <translation>Revender una casa de %1 · %2</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/action_panel.py"/>
        <source>Mortgage %1 for %2</source>
        <translation>Hipotecar %1 por %2</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/action_panel.py"/>
        <source>Redeem %1 for %2</source>
        <translation>Rescatar %1 por %2</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/action_panel.py"/>
        <source>End turn</source>
        <translation>Terminar el turno</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/action_panel.py"/>
        <source>End your turn (E)</source>
        <translation>Termina tu turno (E)</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/action_panel.py"/>
        <source>Done</source>
        <translation>Listo</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/action_panel.py"/>
        <source>Finish your last dealings with the Treasury (E)</source>
        <translation>Termina tus últimos tratos con el Tesoro (E)</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/action_panel.py"/>
        <source>Buy for %1</source>
        <translation>Comprar por %1</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/action_panel.py"/>
        <source>Buy %1 for %2 (B)</source>
        <translation>Compra %1 por %2 (B)</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/action_panel.py"/>
        <source>Decline</source>
        <translation>Rechazar</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/action_panel.py"/>
        <source>Leave %1 with the Treasury</source>
        <translation>Deja %1 al Tesoro</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/action_panel.py"/>
        <source>Pay %1</source>
        <translation>Pagar %1</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/action_panel.py"/>
        <source>Pay %1 (%2)</source>
        <translation>Pagar %1 (%2)</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/action_panel.py"/>
        <source>Pay the flat Income Tax</source>
        <translation>Paga el Impuesto sobre la renta fijo</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/action_panel.py"/>
        <source>Pay %1 of your cash plus %2 of your unmortgaged properties' prices and of your buildings' cost</source>
        <translation>Paga el %1 de tu dinero más el %2 del precio de tus propiedades sin hipotecar y del coste de tus edificios</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/action_panel.py"/>
        <source>Build</source>
        <translation>Construir</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/action_panel.py"/>
        <source>Sell back</source>
        <translation>Revender</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/action_panel.py"/>
        <source>Mortgage</source>
        <translation>Hipotecar</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/action_panel.py"/>
        <source>Redeem</source>
        <translation>Rescatar</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/action_panel.py"/>
        <source>Your offer…</source>
        <translation>Tu oferta…</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/action_panel.py"/>
        <source>Go on drawing up your offer</source>
        <translation>Sigue preparando tu oferta</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/action_panel.py"/>
        <source>See the offer…</source>
        <translation>Ver la oferta…</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/action_panel.py"/>
        <source>Accept or refuse the offer</source>
        <translation>Acepta o rechaza la oferta</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/action_panel.py"/>
        <source>Roll the dice</source>
        <translation>Tirar los dados</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/action_panel.py"/>
        <source>Roll again</source>
        <translation>Tirar otra vez</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/action_panel.py"/>
        <source>Doubles: throw the dice again (E)</source>
        <translation>Dobles: tira los dados otra vez (E)</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/action_panel.py"/>
        <source>Throw the dice and move (R)</source>
        <translation>Tira los dados y avanza (R)</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/action_panel.py"/>
        <source>Pay %1 fine</source>
        <translation>Pagar la multa de %1</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/action_panel.py"/>
        <source>Pay the fine and leave before you roll</source>
        <translation>Paga la multa y sal antes de tirar</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/action_panel.py"/>
        <source>Choose a property</source>
        <translation>Elige una propiedad</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/action_panel.py"/>
        <source>You own no property yet.</source>
        <translation>Aún no tienes ninguna propiedad.</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/action_panel.py"/>
        <source>Trade…</source>
        <translation>Intercambiar…</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/action_panel.py"/>
        <source>Offer a trade to another player</source>
        <translation>Ofrece un intercambio a otro jugador</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/action_panel.py"/>
        <source>Trade</source>
        <translation>Intercambiar</translation>
    </message>
    <message>
        <source>Pay %1 of your cash plus 10% of your unmortgaged properties' prices and of your buildings' cost</source>
        <translation type="vanished">Paga el %1 de tu dinero más el 10% del precio de tus propiedades sin hipotecar y del coste de tus edificios</translation>
    </message>
    <message>
        <source>Not possible now</source>
        <translation type="vanished">No es posible ahora</translation>
    </message>
    <message>
        <source>Not possible for %1 now</source>
        <translation type="vanished">No es posible para %1 ahora</translation>
    </message>
    <message>
        <source>Nothing to do now</source>
        <translation type="vanished">Nada que hacer ahora</translation>
    </message>
    <message>
        <source>Sell the apartment of %1 back · %2</source>
        <translation type="vanished">Revender el apartamento de %1 · %2</translation>
    </message>
    <message>
        <source>Sell a house of %1 back · %2</source>
        <translation type="vanished">Revender una casa de %1 · %2</translation>
    </message>
</context>
<context>
    <name>AntiMonopolyCards</name>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/cards.py"/>
        <source>Go to %1 and collect %2 if you pass START.</source>
        <translation>Ve a %1 y cobra %2 si pasas por la SALIDA.</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/cards.py"/>
        <source>Advance to START and collect %1.</source>
        <translation>Avanza hasta la SALIDA y cobra %1.</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/cards.py"/>
        <source>A big apartment chain leaves you alone rather than risk an antitrust case. Collect %1.</source>
        <translation>Una gran cadena de apartamentos te deja en paz para no arriesgarse a un juicio antimonopolio. Cobra %1.</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/cards.py"/>
        <source>The Anti-Monopoly Foundation backs your work with a grant. Collect %1.</source>
        <translation>La Fundación Antimonopolio apoya tu trabajo con una subvención. Cobra %1.</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/cards.py"/>
        <source>You lowered your rents and filled every empty flat: profits are up. Collect %1.</source>
        <translation>Bajaste los alquileres y llenaste todos los apartamentos vacíos: los beneficios suben. Cobra %1.</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/cards.py"/>
        <source>A fresh coat of paint to beat the competition brings in more customers. Collect %1.</source>
        <translation>Una mano de pintura para ganar a la competencia atrae más clientes. Cobra %1.</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/cards.py"/>
        <source>Boom times: your tenants have jobs and pay on time. Collect %1.</source>
        <translation>Época de bonanza: tus inquilinos tienen trabajo y pagan a tiempo. Cobra %1.</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/cards.py"/>
        <source>You win an antitrust suit and come out ahead even after the lawyers' fees. Collect %1.</source>
        <translation>Ganas un pleito antimonopolio y sales ganando incluso tras pagar a los abogados. Cobra %1.</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/cards.py"/>
        <source>Trust-busters split up the giant that cut off your supplies. Collect %1.</source>
        <translation>Las autoridades antimonopolio dividen al gigante que te cortó los suministros. Cobra %1.</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/cards.py"/>
        <source>Congress at last pays for antitrust enforcement. Collect %1 from each Monopolist.</source>
        <translation>El Congreso por fin financia la lucha antimonopolio. Cobra %1 de cada Monopolista.</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/cards.py"/>
        <source>A monopolist who harmed you settles by consent decree: no damages, only a moral victory. Nothing happens.</source>
        <translation>Un monopolista que te perjudicó llega a un acuerdo judicial: sin indemnización, solo una victoria moral. No pasa nada.</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/cards.py"/>
        <source>The Antitrust Division blocks a takeover of your firm. Play on.</source>
        <translation>La División Antimonopolio bloquea la compra hostil de tu empresa. Sigue jugando.</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/cards.py"/>
        <source>A price-fixing ring is broken up and everyone slashes prices. Go to the Price War.</source>
        <translation>Desmantelan un cártel de precios y todos bajan los precios. Ve a la Guerra de precios.</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/cards.py"/>
        <source>Cheaper building puts more homes on the market and your rents drop. Go to the Price War.</source>
        <translation>Construir sale más barato, hay más viviendas en el mercado y tus alquileres bajan. Ve a la Guerra de precios.</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/cards.py"/>
        <source>You try a new business venture. Roll the dice: with %1 or more, collect %2.</source>
        <translation>Pruebas un nuevo negocio. Tira los dados: con %1 o más, cobra %2.</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/cards.py"/>
        <source>You fought a rule requiring anti-pollution devices, but you are too small to win. Pay %1.</source>
        <translation>Luchaste contra una norma que exige dispositivos anticontaminación, pero eres demasiado pequeño para ganar. Paga %1.</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/cards.py"/>
        <source>Hard times: bigger rivals undercut your prices. Pay %1.</source>
        <translation>Tiempos difíciles: rivales más grandes venden más barato que tú. Paga %1.</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/cards.py"/>
        <source>The oil giants raise heating prices and you cannot pass the cost on. Pay %1.</source>
        <translation>Los gigantes del petróleo suben la calefacción y no puedes repercutir el coste. Paga %1.</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/cards.py"/>
        <source>A giant's predatory pricing leaves you with a loss. Pay %1.</source>
        <translation>Los precios abusivos de un gigante te dejan pérdidas. Paga %1.</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/cards.py"/>
        <source>A big corporation gets a subsidy; your plea for emergency aid is turned down. Pay %1.</source>
        <translation>Una gran corporación recibe una subvención; tu petición de ayuda urgente es rechazada. Paga %1.</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/cards.py"/>
        <source>Big companies slip through loopholes and their taxes land on you. Pay %1.</source>
        <translation>Las grandes empresas se cuelan por los resquicios legales y sus impuestos te caen a ti. Paga %1.</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/cards.py"/>
        <source>Your lobbyists water down a bill that would let the state sue monopolists for its citizens. Collect %1 from each Competitor.</source>
        <translation>Tus grupos de presión rebajan una ley que permitiría al Estado demandar a los monopolistas en nombre de sus ciudadanos. Cobra %1 de cada Competidor.</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/cards.py"/>
        <source>Convicted more than once, you still receive a humanitarian award. Nothing happens.</source>
        <translation>Condenado más de una vez, aun así recibes un premio humanitario. No pasa nada.</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/cards.py"/>
        <source>A new judge who likes big business: the courts lean your way. Collect %1.</source>
        <translation>Un nuevo juez amigo de las grandes empresas: los tribunales se inclinan a tu favor. Cobra %1.</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/cards.py"/>
        <source>Your realtor friend now runs a federal housing agency. Every Monopolist collects %1.</source>
        <translation>Tu amigo agente inmobiliario dirige ahora una agencia federal de vivienda. Cada Monopolista cobra %1.</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/cards.py"/>
        <source>You priced your rivals out of business, then raised your prices. Collect %1.</source>
        <translation>Hundiste a tus rivales con precios bajos y luego subiste los precios. Cobra %1.</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/cards.py"/>
        <source>A handshake on the golf course fixes the bathtub market. Collect %1.</source>
        <translation>Un apretón de manos en el campo de golf amaña el mercado de bañeras. Cobra %1.</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/cards.py"/>
        <source>Your firm corners the brick supply and competitors pay extra. Collect %1.</source>
        <translation>Tu empresa acapara los ladrillos y los competidores pagan de más. Cobra %1.</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/cards.py"/>
        <source>A campaign donation gets the pollution rules dropped. Collect %1.</source>
        <translation>Una donación electoral consigue que retiren las normas anticontaminación. Cobra %1.</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/cards.py"/>
        <source>You buy an invention that threatened you and lock it in a drawer. Collect %1.</source>
        <translation>Compras un invento que te amenazaba y lo guardas en un cajón. Cobra %1.</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/cards.py"/>
        <source>Holiday time: go to %1 and collect %2 if you pass START.</source>
        <translation>Época de vacaciones: ve a %1 y cobra %2 si pasas por la SALIDA.</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/cards.py"/>
        <source>Sponsoring the arts polishes your image. Good thinking; nothing happens.</source>
        <translation>Patrocinar las artes mejora tu imagen. Buena idea; no pasa nada.</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/cards.py"/>
        <source>A whistle-blower reveals that you bribed an antitrust lawyer. Go to Prison, and collect no rent for two turns.</source>
        <translation>Un denunciante revela que sobornaste a un abogado antimonopolio. Ve a la Prisión y no cobras alquileres durante dos turnos.</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/cards.py"/>
        <source>Your hotel owners' price-fixing ring is exposed. Go to Prison, and collect no rent for two turns.</source>
        <translation>Se descubre la trama de fijación de precios de tus hoteleros. Ve a la Prisión y no cobras alquileres durante dos turnos.</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/cards.py"/>
        <source>A shady government contract leaks to the press. Roll the dice: with %1 or more, collect %2.</source>
        <translation>Un turbio contrato público se filtra a la prensa. Tira los dados: con %1 o más, cobra %2.</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/cards.py"/>
        <source>Without competition you grew lazy, and imports outsell you. Pay %1.</source>
        <translation>Sin competencia te volviste perezoso y los productos importados venden más que tú. Paga %1.</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/cards.py"/>
        <source>The courts end your seat on the board of a so-called rival. Pay %1.</source>
        <translation>Los tribunales acaban con tu puesto en el consejo de un supuesto rival. Paga %1.</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/cards.py"/>
        <source>Your illegal campaign gift went to the wrong politician; you plead no contest. Pay %1.</source>
        <translation>Tu donación ilegal fue a parar al político equivocado; no impugnas los cargos. Paga %1.</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/cards.py"/>
        <source>Your plan to monopolise sunlight fails. Pay %1.</source>
        <translation>Tu plan para monopolizar la luz del sol fracasa. Paga %1.</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/cards.py"/>
        <source>Public outrage closes your private tax loophole. Pay %1.</source>
        <translation>La indignación pública cierra tu resquicio fiscal privado. Paga %1.</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/cards.py"/>
        <source>Your fraudulent patent is thrown out. Pay %1.</source>
        <translation>Anulan tu patente fraudulenta. Paga %1.</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/cards.py"/>
        <source>Competitor card</source>
        <translation>Carta de Competidor</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/cards.py"/>
        <source>Monopolist card</source>
        <translation>Carta de Monopolista</translation>
    </message>
</context>
<context>
    <name>AntiMonopolyEndTable</name>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/end_table.py"/>
        <source>Role</source>
        <translation>Papel</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/end_table.py"/>
        <source>Cash</source>
        <translation>Dinero</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/end_table.py"/>
        <source>Cash kept</source>
        <translation>Dinero conservado</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/end_table.py"/>
        <source>%1 or %2</source>
        <comment>two percentages: the cash kept</comment>
        <translation>%1 o %2</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/end_table.py"/>
        <source>Properties</source>
        <translation>Propiedades</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/end_table.py"/>
        <source>one rent paid</source>
        <translation>un alquiler pagado</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/end_table.py"/>
        <source>rent they earn now</source>
        <translation>la renta que dan ahora</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/end_table.py"/>
        <source>Buildings</source>
        <translation>Edificios</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/end_table.py"/>
        <source>rent they added</source>
        <translation>la renta que añadieron</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/end_table.py"/>
        <source>rent they add</source>
        <translation>la renta que añaden</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/end_table.py"/>
        <source>%1 of %2</source>
        <comment>a percentage of an amount: 10% of $300</comment>
        <translation>el %1 de %2</translation>
    </message>
    <message numerus="yes">
        <location filename="../ponzi_desktop/ui/anti_monopoly/end_table.py"/>
        <source>%n properties earning</source>
        <translation>
            <numerusform>%n propiedad con renta</numerusform>
            <numerusform>%n propiedades con renta</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../ponzi_desktop/ui/anti_monopoly/end_table.py"/>
        <source>%n houses</source>
        <translation>
            <numerusform>%n casa</numerusform>
            <numerusform>%n casas</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../ponzi_desktop/ui/anti_monopoly/end_table.py"/>
        <source>%n apartments</source>
        <translation>
            <numerusform>%n apartamento</numerusform>
            <numerusform>%n apartamentos</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/end_table.py"/>
        <source>Cash and property value</source>
        <translation>Dinero y valor de las propiedades</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/end_table.py"/>
        <source>At the start of every round, and at the end. Property value: the printed price of every unmortgaged property plus what its buildings cost. A bankrupt player's lines stop where they went out.</source>
        <translation>Al comienzo de cada ronda y al final. Valor de las propiedades: el precio impreso de cada propiedad sin hipotecar más lo que costaron sus edificios. Las líneas de un jugador en quiebra terminan donde quebró.</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/end_table.py"/>
        <source>Bankrupt in round %1, owing the Treasury</source>
        <translation>En quiebra en la ronda %1, con deuda al Tesoro</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/end_table.py"/>
        <source>Bankrupt in round %1, owing %2</source>
        <translation>En quiebra en la ronda %1, con deuda con %2</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/end_table.py"/>
        <source>Nobody wins</source>
        <translation>Nadie gana</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/end_table.py"/>
        <source>You are the last player standing</source>
        <translation>Eres el último jugador en pie</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/end_table.py"/>
        <source>%1 is the last player standing</source>
        <translation>%1 es el último jugador en pie</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/end_table.py"/>
        <source>You win with %1</source>
        <translation>Ganas con %1</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/end_table.py"/>
        <source>You share the win with %1, with %2 each</source>
        <translation>Compartes la victoria con %1, con %2 cada uno</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/end_table.py"/>
        <source>%1 wins with %2</source>
        <translation>%1 gana con %2</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/end_table.py"/>
        <source>%1 share the win with %2 each</source>
        <translation>%1 comparten la victoria con %2 cada uno</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/end_table.py"/>
        <source>Time was called after round %1: Competitors kept %2 of their cash and Monopolists %3, then the Treasury paid one rent for each property. The most cash wins.</source>
        <translation>Se acabó el tiempo tras la ronda %1: los Competidores se quedaron con el %2 de su dinero y los Monopolistas con el %3, y luego el Tesoro pagó un alquiler por cada propiedad. Gana quien tenga más dinero.</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/end_table.py"/>
        <source>The round limit was reached after round %1: the richest player wins. Richest means cash plus the rent each unmortgaged property would earn now.</source>
        <translation>Se alcanzó el límite de rondas tras la ronda %1: gana el jugador más rico. El más rico es quien suma más dinero y renta que darían ahora sus propiedades sin hipotecar.</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/end_table.py"/>
        <source>Game B: every other player went bankrupt, so the last player standing wins.</source>
        <translation>Partida B: todos los demás jugadores quebraron, así que gana el último que queda en pie.</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/end_table.py"/>
        <source>Game B: every Monopolist went bankrupt, so the richest Competitor wins: cash plus the rent each unmortgaged property would earn now.</source>
        <translation>Partida B: todos los Monopolistas quebraron, así que gana el Competidor más rico: dinero más la renta que darían ahora sus propiedades sin hipotecar.</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/end_table.py"/>
        <source>Game B: every Competitor went bankrupt, so the richest Monopolist wins: cash plus the rent each unmortgaged property would earn now.</source>
        <translation>Partida B: todos los Competidores quebraron, así que gana el Monopolista más rico: dinero más la renta que darían ahora sus propiedades sin hipotecar.</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/end_table.py"/>
        <source>Game A: every other player went bankrupt. The wealth is counted as Game B counts it: cash plus the rent each unmortgaged property would earn now.</source>
        <translation>Partida A: todos los demás jugadores quebraron. La riqueza se cuenta como en la Partida B: dinero más la renta que darían ahora sus propiedades sin hipotecar.</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/end_table.py"/>
        <source>A utility's rent is a throw of the dice, made at the end.</source>
        <translation>La renta de un servicio público es una tirada de dados, hecha al final.</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/end_table.py"/>
        <source>Tied at the top: the win is shared.</source>
        <translation>Empate en cabeza: la victoria se comparte.</translation>
    </message>
    <message>
        <source>10% or 20%</source>
        <translation type="vanished">10 % o 20 %</translation>
    </message>
    <message>
        <source>%1% of %2</source>
        <translation type="vanished">el %1 % de %2</translation>
    </message>
    <message>
        <source>Time was called after round %1: Competitors kept 10% of their cash and Monopolists 20%, then the Treasury paid one rent for each property. The most cash wins.</source>
        <translation type="vanished">Se acabó el tiempo tras la ronda %1: los Competidores se quedaron con el 10 % de su dinero y los Monopolistas con el 20 %, y luego el Tesoro pagó un alquiler por cada propiedad. Gana quien tenga más dinero.</translation>
    </message>
</context>
<context>
    <name>AntiMonopolyLog</name>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/narration.py"/>
        <source>START</source>
        <translation>la SALIDA</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/narration.py"/>
        <source>a card space</source>
        <translation>una casilla de carta</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/narration.py"/>
        <source>Income Tax</source>
        <translation>el Impuesto sobre la renta</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/narration.py"/>
        <source>the Sightseeing Tour</source>
        <translation>la Visita turística</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/narration.py"/>
        <source>the Anti-Monopoly Foundation</source>
        <translation>la Fundación Antimonopolio</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/narration.py"/>
        <source>the Go to Prison / Price War corner</source>
        <translation>la esquina «Ve a la Prisión / Guerra de precios»</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/narration.py"/>
        <source>Property Tax</source>
        <translation>el Impuesto sobre la propiedad</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/narration.py"/>
        <source>somebody</source>
        <translation>alguien</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/narration.py"/>
        <source>%2 in %1</source>
        <translation>%2 en %1</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/narration.py"/>
        <source>you</source>
        <translation>tú</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/narration.py"/>
        <source>nobody</source>
        <translation>nadie</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/narration.py"/>
        <source>Competitors: %1 · Monopolists: %2</source>
        <translation>Competidores: %1 · Monopolistas: %2</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/narration.py"/>
        <source>Time is called after round %1: then everyone keeps part of their cash, collects one rent per property, and the most cash wins</source>
        <translation>El tiempo acaba tras la ronda %1. Cada uno guarda parte de su dinero y cobra un alquiler por propiedad. Gana quien tenga más dinero</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/narration.py"/>
        <source>Game B: once one side is bankrupt, the richest player of the other side wins (after round %1, the richest player)</source>
        <translation>Partida B: cuando un bando entero quiebra, gana el más rico del otro bando. Tras la ronda %1, gana el más rico</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/narration.py"/>
        <source>Game A: the last player standing wins (after round %1, the richest player)</source>
        <translation>Partida A: gana el último que quede en pie. Tras la ronda %1, gana el más rico</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/narration.py"/>
        <source>Round %1 · your extra turn for doubles</source>
        <translation>Ronda %1 · tu turno extra por dobles</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/narration.py"/>
        <source>Round %1 · %2's extra turn for doubles</source>
        <translation>Ronda %1 · turno extra de %2 por dobles</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/narration.py"/>
        <source>Round %1 · your turn</source>
        <translation>Ronda %1 · tu turno</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/narration.py"/>
        <source>Round %1 · %2's turn</source>
        <translation>Ronda %1 · turno de %2</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/narration.py"/>
        <source>Round %1</source>
        <translation>Ronda %1</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/narration.py"/>
        <source>You end your turn</source>
        <translation>Terminas tu turno</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/narration.py"/>
        <source>%1 ends their turn</source>
        <translation>%1 termina su turno</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/narration.py"/>
        <source>You roll a %1 at the Anti-Monopoly Foundation: no grant this time</source>
        <translation>Sacas un %1 en la Fundación Antimonopolio: esta vez no hay subvención</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/narration.py"/>
        <source>%1 rolls a %2 at the Anti-Monopoly Foundation: no grant this time</source>
        <translation>%1 saca un %2 en la Fundación Antimonopolio: esta vez no hay subvención</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/narration.py"/>
        <source>You roll %1 and %2 for the utility's rent</source>
        <translation>Sacas %1 y %2 para el alquiler del servicio público</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/narration.py"/>
        <source>%1 rolls %2 and %3 for the utility's rent</source>
        <translation>%1 saca %2 y %3 para el alquiler del servicio público</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/narration.py"/>
        <source>You roll %1 and %2 for your card: not enough, nothing won</source>
        <translation>Sacas %1 y %2 para tu carta: no basta, no ganas nada</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/narration.py"/>
        <source>%1 rolls %2 and %3 for their card: not enough, nothing won</source>
        <translation>%1 saca %2 y %3 para su carta: no basta, no gana nada</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/narration.py"/>
        <source>You roll %1 and %2 to value your utility</source>
        <translation>Sacas %1 y %2 para valorar tu servicio público</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/narration.py"/>
        <source>%1 rolls %2 and %3 to value their utility</source>
        <translation>%1 saca %2 y %3 para valorar su servicio público</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/narration.py"/>
        <source>You roll %1 and %2</source>
        <translation>Sacas %1 y %2</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/narration.py"/>
        <source>%1 rolls %2 and %3</source>
        <translation>%1 saca %2 y %3</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/narration.py"/>
        <source>You roll %1 and %2 and move to %3, collecting %4 at START</source>
        <translation>Sacas %1 y %2 y vas a %3, cobrando %4 en la SALIDA</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/narration.py"/>
        <source>%1 rolls %2 and %3 and moves to %4, collecting %5 at START</source>
        <translation>%1 saca %2 y %3 y va a %4, cobrando %5 en la SALIDA</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/narration.py"/>
        <source>You roll %1 and %2 and move to %3</source>
        <translation>Sacas %1 y %2 y vas a %3</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/narration.py"/>
        <source>%1 rolls %2 and %3 and moves to %4</source>
        <translation>%1 saca %2 y %3 y va a %4</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/narration.py"/>
        <source>You move to %1, collecting %2 at START</source>
        <translation>Vas a %1, cobrando %2 en la SALIDA</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/narration.py"/>
        <source>%1 moves to %2, collecting %3 at START</source>
        <translation>%1 va a %2, cobrando %3 en la SALIDA</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/narration.py"/>
        <source>You move to %1</source>
        <translation>Vas a %1</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/narration.py"/>
        <source>%1 moves to %2</source>
        <translation>%1 va a %2</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/narration.py"/>
        <source>You roll %1 and %2, land on START and collect %3</source>
        <translation>Sacas %1 y %2, caes en la SALIDA y cobras %3</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/narration.py"/>
        <source>%1 rolls %2 and %3, lands on START and collects %4</source>
        <translation>%1 saca %2 y %3, cae en la SALIDA y cobra %4</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/narration.py"/>
        <source>You move to START and collect %1</source>
        <translation>Vas a la SALIDA y cobras %1</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/narration.py"/>
        <source>%1 moves to START and collects %2</source>
        <translation>%1 va a la SALIDA y cobra %2</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/narration.py"/>
        <source>You draw a Monopolist card: “%1”</source>
        <translation>Robas una carta de Monopolista: «%1»</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/narration.py"/>
        <source>%1 draws a Monopolist card: “%2”</source>
        <translation>%1 roba una carta de Monopolista: «%2»</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/narration.py"/>
        <source>You draw a Competitor card: “%1”</source>
        <translation>Robas una carta de Competidor: «%1»</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/narration.py"/>
        <source>%1 draws a Competitor card: “%2”</source>
        <translation>%1 roba una carta de Competidor: «%2»</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/narration.py"/>
        <source>You go to Prison: roll doubles or pay the fine to get out, within three turns; meanwhile you collect no rent</source>
        <translation>Vas a la Prisión. Sal con dobles o pagando la multa, en tres turnos como mucho. Mientras, no cobras alquileres</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/narration.py"/>
        <source>%1 goes to Prison: no rent for them while they are there</source>
        <translation>%1 va a la Prisión: no cobra alquileres mientras esté allí</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/narration.py"/>
        <source>You go to the Price War: roll doubles or pay the fine to get out, within three turns; your rents still come in</source>
        <translation>Vas a la Guerra de precios. Sal con dobles o pagando la multa, en tres turnos como mucho. Tus alquileres siguen entrando</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/narration.py"/>
        <source>%1 goes to the Price War: their rents still come in</source>
        <translation>%1 va a la Guerra de precios: sus alquileres siguen entrando</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/narration.py"/>
        <source>You roll %1 and %2, no doubles: you stay; next turn you pay the fine and move on</source>
        <translation>Sacas %1 y %2, sin dobles: te quedas. El próximo turno pagas la multa y sales</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/narration.py"/>
        <source>%1 rolls %2 and %3, no doubles: they stay; next turn they pay the fine and move on</source>
        <translation>%1 saca %2 y %3, sin dobles: se queda. El próximo turno paga la multa y sale</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/narration.py"/>
        <source>You roll %1 and %2, no doubles: you stay, with one more try next turn</source>
        <translation>Sacas %1 y %2, sin dobles: te quedas, con un intento más el próximo turno</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/narration.py"/>
        <source>%1 rolls %2 and %3, no doubles: they stay, with one more try next turn</source>
        <translation>%1 saca %2 y %3, sin dobles: se queda, con un intento más el próximo turno</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/narration.py"/>
        <source>No doubles: you stay where you are</source>
        <translation>Sin dobles: te quedas donde estás</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/narration.py"/>
        <source>No doubles: %1 stays where they are</source>
        <translation>Sin dobles: %1 se queda donde está</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/narration.py"/>
        <source>You roll doubles, %1 and %2: you are free</source>
        <translation>Sacas dobles, %1 y %2: quedas libre</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/narration.py"/>
        <source>%1 rolls doubles, %2 and %3: they are free</source>
        <translation>%1 saca dobles, %2 y %3: queda libre</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/narration.py"/>
        <source>Doubles: you are free</source>
        <translation>Dobles: quedas libre</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/narration.py"/>
        <source>Doubles: %1 is free</source>
        <translation>Dobles: %1 queda libre</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/narration.py"/>
        <source>Your third turn there: you pay the %1 fine and are free</source>
        <translation>Tu tercer turno allí: pagas la multa de %1 y quedas libre</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/narration.py"/>
        <source>%1's third turn there: they pay the %2 fine and are free</source>
        <translation>Tercer turno de %1 allí: paga la multa de %2 y queda libre</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/narration.py"/>
        <source>You pay the %1 fine and are free</source>
        <translation>Pagas la multa de %1 y quedas libre</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/narration.py"/>
        <source>%1 pays the %2 fine and is free</source>
        <translation>%1 paga la multa de %2 y queda libre</translation>
    </message>
    <message numerus="yes">
        <location filename="../ponzi_desktop/ui/anti_monopoly/narration.py"/>
        <source>You collect no rent for your next %n turn(s), in Prison or out</source>
        <translation>
            <numerusform>No cobras rentas durante %n turno, estés o no en Prisión</numerusform>
            <numerusform>No cobras rentas durante tus próximos %n turnos, estés o no en Prisión</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../ponzi_desktop/ui/anti_monopoly/narration.py"/>
        <source>%1 collects no rent for their next %n turn(s), in Prison or out</source>
        <translation>
            <numerusform>%1 no cobra rentas durante %n turno, esté o no en Prisión</numerusform>
            <numerusform>%1 no cobra rentas durante sus próximos %n turnos, esté o no en Prisión</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/narration.py"/>
        <source>You collect rent again</source>
        <translation>Vuelves a cobrar rentas</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/narration.py"/>
        <source>%1 collects rent again</source>
        <translation>%1 vuelve a cobrar rentas</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/narration_deals.py"/>
        <source>nothing</source>
        <translation>nada</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/narration_deals.py"/>
        <source>You and %1 collect %2 each</source>
        <translation>Tú y %1 cobráis %2 cada uno</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/narration_deals.py"/>
        <source>%1 collect %2 each</source>
        <translation>%1 cobran %2 cada uno</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/narration_deals.py"/>
        <source>You roll a %1 at the Anti-Monopoly Foundation and collect a %2 grant</source>
        <translation>Sacas un %1 en la Fundación Antimonopolio y cobras una subvención de %2</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/narration_deals.py"/>
        <source>%1 rolls a %2 at the Anti-Monopoly Foundation and collects a %3 grant</source>
        <translation>%1 saca un %2 en la Fundación Antimonopolio y cobra una subvención de %3</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/narration_deals.py"/>
        <source>You roll %1 and %2 and collect %3</source>
        <translation>Sacas %1 y %2 y cobras %3</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/narration_deals.py"/>
        <source>%1 rolls %2 and %3 and collects %4</source>
        <translation>%1 saca %2 y %3 y cobra %4</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/narration_deals.py"/>
        <source>You pass START and collect %1</source>
        <translation>Pasas por la SALIDA y cobras %1</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/narration_deals.py"/>
        <source>%1 passes START and collects %2</source>
        <translation>%1 pasa por la SALIDA y cobra %2</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/narration_deals.py"/>
        <source>You collect a %1 grant from the Anti-Monopoly Foundation</source>
        <translation>Cobras una subvención de %1 de la Fundación Antimonopolio</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/narration_deals.py"/>
        <source>%1 collects a %2 grant from the Anti-Monopoly Foundation</source>
        <translation>%1 cobra una subvención de %2 de la Fundación Antimonopolio</translation>
    </message>
    <message numerus="yes">
        <location filename="../ponzi_desktop/ui/anti_monopoly/narration_deals.py"/>
        <source>You collect %1 in rent for %n property(-ies)</source>
        <translation>
            <numerusform>Cobras %1 de alquiler por %n propiedad</numerusform>
            <numerusform>Cobras %1 de alquiler por %n propiedades</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../ponzi_desktop/ui/anti_monopoly/narration_deals.py"/>
        <source>%1 collects %2 in rent for %n property(-ies)</source>
        <translation>
            <numerusform>%1 cobra %2 de alquiler por %n propiedad</numerusform>
            <numerusform>%1 cobra %2 de alquiler por %n propiedades</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/narration_deals.py"/>
        <source>You collect %1 as your card says</source>
        <translation>Cobras %1, como dice tu carta</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/narration_deals.py"/>
        <source>%1 collects %2 as the card says</source>
        <translation>%1 cobra %2, como dice la carta</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/narration_deals.py"/>
        <source>You collect %1 from the Treasury</source>
        <translation>Cobras %1 del Tesoro</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/narration_deals.py"/>
        <source>%1 collects %2 from the Treasury</source>
        <translation>%1 cobra %2 del Tesoro</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/narration_deals.py"/>
        <source>%1 pay you %2 each, as your card says</source>
        <translation>%1 te pagan %2 cada uno, como dice tu carta</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/narration_deals.py"/>
        <source>You and %1 pay %2 %3 each, as the card says</source>
        <translation>Tú y %1 pagáis %3 cada uno a %2, como dice la carta</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/narration_deals.py"/>
        <source>%1 pay %2 %3 each, as the card says</source>
        <translation>%1 pagan %3 cada uno a %2, como dice la carta</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/narration_deals.py"/>
        <source>You pay %1 %2, as the card says</source>
        <translation>Pagas %2 a %1, como dice la carta</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/narration_deals.py"/>
        <source>%1 pays you %2, as your card says</source>
        <translation>%1 te paga %2, como dice tu carta</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/narration_deals.py"/>
        <source>%1 pays %2 %3, as the card says</source>
        <translation>%1 paga %3 a %2, como dice la carta</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/narration_deals.py"/>
        <source>You pay the %1 fine</source>
        <translation>Pagas la multa de %1</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/narration_deals.py"/>
        <source>%1 pays the %2 fine</source>
        <translation>%1 paga la multa de %2</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/narration_deals.py"/>
        <source>You pay %1 Property Tax</source>
        <translation>Pagas %1 de Impuesto sobre la propiedad</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/narration_deals.py"/>
        <source>%1 pays %2 Property Tax</source>
        <translation>%1 paga %2 de Impuesto sobre la propiedad</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/narration_deals.py"/>
        <source>You pay %1 Income Tax</source>
        <translation>Pagas %1 de Impuesto sobre la renta</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/narration_deals.py"/>
        <source>%1 pays %2 Income Tax</source>
        <translation>%1 paga %2 de Impuesto sobre la renta</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/narration_deals.py"/>
        <source>You pay %1 at the Anti-Monopoly Foundation</source>
        <translation>Pagas %1 en la Fundación Antimonopolio</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/narration_deals.py"/>
        <source>%1 pays %2 at the Anti-Monopoly Foundation</source>
        <translation>%1 paga %2 en la Fundación Antimonopolio</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/narration_deals.py"/>
        <source>You pay the Treasury %1 as your card says</source>
        <translation>Pagas %1 al Tesoro, como dice tu carta</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/narration_deals.py"/>
        <source>%1 pays the Treasury %2 as the card says</source>
        <translation>%1 paga %2 al Tesoro, como dice la carta</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/narration_deals.py"/>
        <source>You pay the Treasury %1</source>
        <translation>Pagas %1 al Tesoro</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/narration_deals.py"/>
        <source>%1 pays the Treasury %2</source>
        <translation>%1 paga %2 al Tesoro</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/narration_deals.py"/>
        <source>You roll %1 and %2 and pay %3 %4 rent for %5</source>
        <translation>Sacas %1 y %2 y pagas a %3 %4 de alquiler por %5</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/narration_deals.py"/>
        <source>%1 rolls %2 and %3 and pays you %4 rent for %5</source>
        <translation>%1 saca %2 y %3 y te paga %4 de alquiler por %5</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/narration_deals.py"/>
        <source>%1 rolls %2 and %3 and pays %4 %5 rent for %6</source>
        <translation>%1 saca %2 y %3 y paga a %4 %5 de alquiler por %6</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/narration_deals.py"/>
        <source>You pay %1 %2 rent for %3</source>
        <translation>Pagas a %1 %2 de alquiler por %3</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/narration_deals.py"/>
        <source>%1 pays you %2 rent for %3</source>
        <translation>%1 te paga %2 de alquiler por %3</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/narration_deals.py"/>
        <source>%1 pays %2 %3 rent for %4</source>
        <translation>%1 paga a %2 %3 de alquiler por %4</translation>
    </message>
    <message numerus="yes">
        <location filename="../ponzi_desktop/ui/anti_monopoly/narration_deals.py"/>
        <source>You pay no rent for %1: %2's card stops their rents for %n more turn(s)</source>
        <translation>
            <numerusform>No pagas renta por %1: la carta de %2 le impide cobrar rentas %n turno más</numerusform>
            <numerusform>No pagas renta por %1: la carta de %2 le impide cobrar rentas %n turnos más</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../ponzi_desktop/ui/anti_monopoly/narration_deals.py"/>
        <source>%1 pays you no rent for %2: your card stops your rents for %n more turn(s)</source>
        <translation>
            <numerusform>%1 no te paga renta por %2: tu carta te impide cobrar rentas %n turno más</numerusform>
            <numerusform>%1 no te paga renta por %2: tu carta te impide cobrar rentas %n turnos más</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../ponzi_desktop/ui/anti_monopoly/narration_deals.py"/>
        <source>%1 pays no rent for %2: %3's card stops their rents for %n more turn(s)</source>
        <translation>
            <numerusform>%1 no paga renta por %2: la carta de %3 le impide cobrar rentas %n turno más</numerusform>
            <numerusform>%1 no paga renta por %2: la carta de %3 le impide cobrar rentas %n turnos más</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/narration_deals.py"/>
        <source>You pay no rent for %1: %2 collects none after being sent to Prison</source>
        <translation>No pagas alquiler por %1: %2 está en la Prisión y no cobra</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/narration_deals.py"/>
        <source>%1 pays you no rent for %2: you collect none after being sent to Prison</source>
        <translation>%1 no te paga alquiler por %2: estás en la Prisión y no cobras</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/narration_deals.py"/>
        <source>%1 pays no rent for %2: %3 collects none after being sent to Prison</source>
        <translation>%1 no paga alquiler por %2: %3 está en la Prisión y no cobra</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/narration_deals.py"/>
        <source>You choose the percentage for your Income Tax: %1</source>
        <translation>Eliges el porcentaje para tu Impuesto sobre la renta: %1</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/narration_deals.py"/>
        <source>%1 chooses the percentage for their Income Tax: %2</source>
        <translation>%1 elige el porcentaje para su Impuesto sobre la renta: %2</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/narration_deals.py"/>
        <source>You choose the flat Income Tax: %1</source>
        <translation>Eliges el Impuesto sobre la renta fijo: %1</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/narration_deals.py"/>
        <source>%1 chooses the flat Income Tax: %2</source>
        <translation>%1 elige el Impuesto sobre la renta fijo: %2</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/narration_deals.py"/>
        <source>You owe %1 to the Treasury: raise it by selling buildings back and mortgaging</source>
        <translation>Debes %1 al Tesoro: reúnelo revendiendo edificios e hipotecando</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/narration_deals.py"/>
        <source>You owe %1 %2: raise it by selling buildings back and mortgaging</source>
        <translation>Debes %2 a %1: reúnelo revendiendo edificios e hipotecando</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/narration_deals.py"/>
        <source>%1 owes %2 to the Treasury and must sell buildings back and mortgage to pay it</source>
        <translation>%1 debe %2 al Tesoro. Tendrá que revender edificios o hipotecar</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/narration_deals.py"/>
        <source>%1 owes you %2 and must sell buildings back and mortgage to pay it</source>
        <translation>%1 te debe %2. Tendrá que revender edificios o hipotecar</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/narration_deals.py"/>
        <source>%1 owes %2 %3 and must sell buildings back and mortgage to pay it</source>
        <translation>%1 debe %3 a %2. Tendrá que revender edificios o hipotecar</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/narration_deals.py"/>
        <source>You go bankrupt: your properties go back to the Treasury, unmortgaged, for sale again</source>
        <translation>Quiebras. Tus propiedades vuelven al Tesoro sin hipoteca, de nuevo a la venta</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/narration_deals.py"/>
        <source>%1 goes bankrupt: their properties go back to the Treasury, unmortgaged, for sale again</source>
        <translation>%1 quiebra. Sus propiedades vuelven al Tesoro sin hipoteca, de nuevo a la venta</translation>
    </message>
    <message numerus="yes">
        <location filename="../ponzi_desktop/ui/anti_monopoly/narration_deals.py"/>
        <source>You go bankrupt: %1 takes your %2 and your %n property(-ies)</source>
        <translation>
            <numerusform>Quiebras: %1 se queda con tus %2 y tu %n propiedad</numerusform>
            <numerusform>Quiebras: %1 se queda con tus %2 y tus %n propiedades</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../ponzi_desktop/ui/anti_monopoly/narration_deals.py"/>
        <source>%1 goes bankrupt: you take their %2 and their %n property(-ies)</source>
        <translation>
            <numerusform>%1 quiebra: te quedas con sus %2 y su %n propiedad</numerusform>
            <numerusform>%1 quiebra: te quedas con sus %2 y sus %n propiedades</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../ponzi_desktop/ui/anti_monopoly/narration_deals.py"/>
        <source>%1 goes bankrupt: %2 takes their %3 and their %n property(-ies)</source>
        <translation>
            <numerusform>%1 quiebra: %2 se queda con sus %3 y su %n propiedad</numerusform>
            <numerusform>%1 quiebra: %2 se queda con sus %3 y sus %n propiedades</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/narration_deals.py"/>
        <source>You begin an offer to %1</source>
        <translation>Empiezas una oferta para %1</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/narration_deals.py"/>
        <source>%1 begins an offer to you</source>
        <translation>%1 empieza una oferta para ti</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/narration_deals.py"/>
        <source>%1 begins an offer to %2</source>
        <translation>%1 empieza una oferta para %2</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/narration_deals.py"/>
        <source>Your offer to %1 so far: %2 for %3</source>
        <translation>Tu oferta para %1 hasta ahora: %2 a cambio de %3</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/narration_deals.py"/>
        <source>%1's offer to you so far: %2 for %3</source>
        <translation>La oferta de %1 para ti hasta ahora: %2 a cambio de %3</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/narration_deals.py"/>
        <source>%1's offer to %2 so far: %3 for %4</source>
        <translation>La oferta de %1 para %2 hasta ahora: %3 a cambio de %4</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/narration_deals.py"/>
        <source>You offer %1 %2 for %3</source>
        <translation>Ofreces a %1 %2 a cambio de %3</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/narration_deals.py"/>
        <source>%1 offers you %2 for %3</source>
        <translation>%1 te ofrece %2 a cambio de %3</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/narration_deals.py"/>
        <source>%1 offers %2 %3 for %4</source>
        <translation>%1 ofrece a %2 %3 a cambio de %4</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/narration_deals.py"/>
        <source>You draw up an offer to %1 and withdraw it</source>
        <translation>Preparas una oferta para %1 y la retiras</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/narration_deals.py"/>
        <source>%1 draws up an offer to you and withdraws it</source>
        <translation>%1 prepara una oferta para ti y la retira</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/narration_deals.py"/>
        <source>%1 draws up an offer to %2 and withdraws it</source>
        <translation>%1 prepara una oferta para %2 y la retira</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/narration_deals.py"/>
        <source>You accept %1's offer: you get %2 for %3</source>
        <translation>Aceptas la oferta de %1: recibes %2 a cambio de %3</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/narration_deals.py"/>
        <source>%1 accepts your offer: you get %2 for %3</source>
        <translation>%1 acepta tu oferta: recibes %2 a cambio de %3</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/narration_deals.py"/>
        <source>%1 accepts %2's offer: %1 gets %3 for %4</source>
        <translation>%1 acepta la oferta de %2: %1 recibe %3 a cambio de %4</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/narration_deals.py"/>
        <source>You turn down %1's offer</source>
        <translation>Rechazas la oferta de %1</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/narration_deals.py"/>
        <source>%1 turns down your offer</source>
        <translation>%1 rechaza tu oferta</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/narration_deals.py"/>
        <source>%1 turns down %2's offer</source>
        <translation>%1 rechaza la oferta de %2</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/narration_deals.py"/>
        <source>Time is up after round %1: everyone deals with the Treasury one last time</source>
        <translation>Se acabó el tiempo tras la ronda %1: todos tratan una última vez con el Tesoro</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/narration_deals.py"/>
        <source>You keep %1 of your cash and give %2 to the Treasury</source>
        <translation>Te quedas con %1 de tu dinero y das %2 al Tesoro</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/narration_deals.py"/>
        <source>%1 keeps %2 of their cash and gives %3 to the Treasury</source>
        <translation>%1 se queda con %2 de su dinero y da %3 al Tesoro</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/narration_deals.py"/>
        <source>Game over: nobody wins</source>
        <translation>Fin de la partida: nadie gana</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/narration_deals.py"/>
        <source>Game over: you share the win with %1, with %2 each</source>
        <translation>Fin de la partida: compartes la victoria con %1, con %2 cada uno</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/narration_deals.py"/>
        <source>Game over: %1 share the win, with %2 each</source>
        <translation>Fin de la partida: %1 comparten la victoria, con %2 cada uno</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/narration_deals.py"/>
        <source>Game over: you are the last player standing and win</source>
        <translation>Fin de la partida: eres el último jugador en pie y ganas</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/narration_deals.py"/>
        <source>Game over: %1 is the last player standing and wins</source>
        <translation>Fin de la partida: %1 es el último jugador en pie y gana</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/narration_deals.py"/>
        <source>Game over: one side is bankrupt, and you win as the richest player, worth %1</source>
        <translation>Fin de la partida: un bando está en quiebra. Ganas tú, el más rico, con %1</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/narration_deals.py"/>
        <source>Game over: one side is bankrupt, and %1 wins as the richest player, worth %2</source>
        <translation>Fin de la partida: un bando está en quiebra. Gana %1, el más rico, con %2</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/narration_deals.py"/>
        <source>Game over: you win with the most cash, %1</source>
        <translation>Fin de la partida: ganas con más dinero, %1</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/narration_deals.py"/>
        <source>Game over: %1 wins with the most cash, %2</source>
        <translation>Fin de la partida: %1 gana con más dinero, %2</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/narration_deals.py"/>
        <source>Game over after the last round: you win as the richest player, worth %1</source>
        <translation>Fin de la partida tras la última ronda. Ganas tú, el más rico, con %1</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/narration_deals.py"/>
        <source>Game over after the last round: %1 wins as the richest player, worth %2</source>
        <translation>Fin de la partida tras la última ronda. Gana %1, el más rico, con %2</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/narration_treasury.py"/>
        <source>You buy %1 for %2</source>
        <translation>Compras %1 por %2</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/narration_treasury.py"/>
        <source>%1 buys %2 for %3</source>
        <translation>%1 compra %2 por %3</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/narration_treasury.py"/>
        <source>You do not buy %1</source>
        <translation>No compras %1</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/narration_treasury.py"/>
        <source>%1 does not buy %2</source>
        <translation>%1 no compra %2</translation>
    </message>
    <message numerus="yes">
        <location filename="../ponzi_desktop/ui/anti_monopoly/narration_treasury.py"/>
        <source>%n houses and an apartment on %1</source>
        <translation>
            <numerusform>%n casa y un apartamento en %1</numerusform>
            <numerusform>%n casas y un apartamento en %1</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/narration_treasury.py"/>
        <source>a house and an apartment on %1</source>
        <translation>una casa y un apartamento en %1</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/narration_treasury.py"/>
        <source>an apartment on %1</source>
        <translation>un apartamento en %1</translation>
    </message>
    <message numerus="yes">
        <location filename="../ponzi_desktop/ui/anti_monopoly/narration_treasury.py"/>
        <source>%n houses on %1</source>
        <translation>
            <numerusform>%n casa en %1</numerusform>
            <numerusform>%n casas en %1</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/narration_treasury.py"/>
        <source>a house on %1</source>
        <translation>una casa en %1</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/narration_treasury.py"/>
        <source>You build %1 for %2</source>
        <translation>Construyes %1 por %2</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/narration_treasury.py"/>
        <source>%1 builds %2 for %3</source>
        <translation>%1 construye %2 por %3</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/narration_treasury.py"/>
        <source>You build an apartment on %1 for %2</source>
        <translation>Construyes un apartamento en %1 por %2</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/narration_treasury.py"/>
        <source>%1 builds an apartment on %2 for %3</source>
        <translation>%1 construye un apartamento en %2 por %3</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/narration_treasury.py"/>
        <source>You build a house on %1 for %2</source>
        <translation>Construyes una casa en %1 por %2</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/narration_treasury.py"/>
        <source>%1 builds a house on %2 for %3</source>
        <translation>%1 construye una casa en %2 por %3</translation>
    </message>
    <message numerus="yes">
        <location filename="../ponzi_desktop/ui/anti_monopoly/narration_treasury.py"/>
        <source>%n buildings on %1</source>
        <translation>
            <numerusform>%n edificio de %1</numerusform>
            <numerusform>%n edificios de %1</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/narration_treasury.py"/>
        <source>a building on %1</source>
        <translation>un edificio de %1</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/narration_treasury.py"/>
        <source>You sell %1 back to the Treasury and mortgage %2, raising %3</source>
        <translation>Revendes al Tesoro %1 e hipotecas %2: reúnes %3</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/narration_treasury.py"/>
        <source>%1 sells %2 back to the Treasury and mortgages %3, raising %4</source>
        <translation>%1 revende al Tesoro %2 e hipoteca %3: reúne %4</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/narration_treasury.py"/>
        <source>You sell %1 back to the Treasury for %2</source>
        <translation>Revendes al Tesoro %1 por %2</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/narration_treasury.py"/>
        <source>%1 sells %2 back to the Treasury for %3</source>
        <translation>%1 revende al Tesoro %2 por %3</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/narration_treasury.py"/>
        <source>You mortgage %1 for %2</source>
        <translation>Hipotecas %1 por %2</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/narration_treasury.py"/>
        <source>%1 mortgages %2 for %3</source>
        <translation>%1 hipoteca %2 por %3</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/narration_treasury.py"/>
        <source>%1, and you pay the Treasury %2</source>
        <translation>%1, y pagas %2 al Tesoro</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/narration_treasury.py"/>
        <source>%1, and you pay %2 %3</source>
        <translation>%1, y pagas %3 a %2</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/narration_treasury.py"/>
        <source>%1, and pays the Treasury %2</source>
        <translation>%1, y paga %2 al Tesoro</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/narration_treasury.py"/>
        <source>%1, and pays you %2</source>
        <translation>%1, y te paga %2</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/narration_treasury.py"/>
        <source>%1, and pays %2 %3</source>
        <translation>%1, y paga %3 a %2</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/narration_treasury.py"/>
        <source>You sell a building on %1 back to the Treasury for %2</source>
        <translation>Revendes al Tesoro un edificio de %1 por %2</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/narration_treasury.py"/>
        <source>%1 sells a building on %2 back to the Treasury for %3</source>
        <translation>%1 revende al Tesoro un edificio de %2 por %3</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/narration_treasury.py"/>
        <source>You pay off the mortgages on %1 for %2</source>
        <translation>Levantas las hipotecas de %1 por %2</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/narration_treasury.py"/>
        <source>%1 pays off the mortgages on %2 for %3</source>
        <translation>%1 levanta las hipotecas de %2 por %3</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/narration_treasury.py"/>
        <source>You pay off the mortgage on %1 for %2</source>
        <translation>Levantas la hipoteca de %1 por %2</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/narration_treasury.py"/>
        <source>%1 pays off the mortgage on %2 for %3</source>
        <translation>%1 levanta la hipoteca de %2 por %3</translation>
    </message>
    <message numerus="yes">
        <location filename="../ponzi_desktop/ui/anti_monopoly/narration.py"/>
        <source>A new game for %n player(s)</source>
        <translation>
            <numerusform>Nueva partida para %n jugador</numerusform>
            <numerusform>Nueva partida para %n jugadores</numerusform>
        </translation>
    </message>
    <message>
        <source>You ended your turn</source>
        <translation type="vanished">Terminaste tu turno</translation>
    </message>
    <message>
        <source>%1 ended their turn</source>
        <translation type="vanished">%1 terminó su turno</translation>
    </message>
    <message>
        <source>You rolled a %1 at the Anti-Monopoly Foundation: no grant this time</source>
        <translation type="vanished">Sacaste un %1 en la Fundación Antimonopolio: esta vez no hay subvención</translation>
    </message>
    <message>
        <source>%1 rolled a %2 at the Anti-Monopoly Foundation: no grant this time</source>
        <translation type="vanished">%1 sacó un %2 en la Fundación Antimonopolio: esta vez no hay subvención</translation>
    </message>
    <message>
        <source>You rolled %1 and %2 for the utility's rent</source>
        <translation type="vanished">Sacaste %1 y %2 para el alquiler del servicio público</translation>
    </message>
    <message>
        <source>%1 rolled %2 and %3 for the utility's rent</source>
        <translation type="vanished">%1 sacó %2 y %3 para el alquiler del servicio público</translation>
    </message>
    <message>
        <source>You rolled %1 and %2 for your card: not enough, nothing won</source>
        <translation type="vanished">Sacaste %1 y %2 para tu carta: no basta, no ganas nada</translation>
    </message>
    <message>
        <source>%1 rolled %2 and %3 for their card: not enough, nothing won</source>
        <translation type="vanished">%1 sacó %2 y %3 para su carta: no basta, no gana nada</translation>
    </message>
    <message>
        <source>You rolled %1 and %2 to value your utility</source>
        <translation type="vanished">Sacaste %1 y %2 para valorar tu servicio público</translation>
    </message>
    <message>
        <source>%1 rolled %2 and %3 to value their utility</source>
        <translation type="vanished">%1 sacó %2 y %3 para valorar su servicio público</translation>
    </message>
    <message>
        <source>You rolled %1 and %2</source>
        <translation type="vanished">Sacaste %1 y %2</translation>
    </message>
    <message>
        <source>%1 rolled %2 and %3</source>
        <translation type="vanished">%1 sacó %2 y %3</translation>
    </message>
    <message>
        <source>You rolled %1 and %2 and moved to %3, collecting %4 at START</source>
        <translation type="vanished">Sacaste %1 y %2 y fuiste a %3, cobrando %4 en la SALIDA</translation>
    </message>
    <message>
        <source>%1 rolled %2 and %3 and moved to %4, collecting %5 at START</source>
        <translation type="vanished">%1 sacó %2 y %3 y fue a %4, cobrando %5 en la SALIDA</translation>
    </message>
    <message>
        <source>You rolled %1 and %2 and moved to %3</source>
        <translation type="vanished">Sacaste %1 y %2 y fuiste a %3</translation>
    </message>
    <message>
        <source>%1 rolled %2 and %3 and moved to %4</source>
        <translation type="vanished">%1 sacó %2 y %3 y fue a %4</translation>
    </message>
    <message>
        <source>You moved to %1, collecting %2 at START</source>
        <translation type="vanished">Fuiste a %1, cobrando %2 en la SALIDA</translation>
    </message>
    <message>
        <source>%1 moved to %2, collecting %3 at START</source>
        <translation type="vanished">%1 fue a %2, cobrando %3 en la SALIDA</translation>
    </message>
    <message>
        <source>You moved to %1</source>
        <translation type="vanished">Fuiste a %1</translation>
    </message>
    <message>
        <source>%1 moved to %2</source>
        <translation type="vanished">%1 fue a %2</translation>
    </message>
    <message>
        <source>You rolled %1 and %2, landed on START and collected %3</source>
        <translation type="vanished">Sacaste %1 y %2, caíste en la SALIDA y cobraste %3</translation>
    </message>
    <message>
        <source>%1 rolled %2 and %3, landed on START and collected %4</source>
        <translation type="vanished">%1 sacó %2 y %3, cayó en la SALIDA y cobró %4</translation>
    </message>
    <message>
        <source>You moved to START and collected %1</source>
        <translation type="vanished">Fuiste a la SALIDA y cobraste %1</translation>
    </message>
    <message>
        <source>%1 moved to START and collected %2</source>
        <translation type="vanished">%1 fue a la SALIDA y cobró %2</translation>
    </message>
    <message>
        <source>You drew a Monopolist card: “%1”</source>
        <translation type="vanished">Robaste una carta de Monopolista: «%1»</translation>
    </message>
    <message>
        <source>%1 drew a Monopolist card: “%2”</source>
        <translation type="vanished">%1 robó una carta de Monopolista: «%2»</translation>
    </message>
    <message>
        <source>You drew a Competitor card: “%1”</source>
        <translation type="vanished">Robaste una carta de Competidor: «%1»</translation>
    </message>
    <message>
        <source>%1 drew a Competitor card: “%2”</source>
        <translation type="vanished">%1 robó una carta de Competidor: «%2»</translation>
    </message>
    <message>
        <source>You went to Prison: roll doubles or pay the fine to get out, within three turns; meanwhile you collect no rent</source>
        <translation type="vanished">Fuiste a la Prisión. Sal con dobles o pagando la multa, en tres turnos como mucho. Mientras, no cobras alquileres</translation>
    </message>
    <message>
        <source>%1 went to Prison: no rent for them while they are there</source>
        <translation type="vanished">%1 fue a la Prisión: no cobra alquileres mientras esté allí</translation>
    </message>
    <message>
        <source>You went to the Price War: roll doubles or pay the fine to get out, within three turns; your rents still come in</source>
        <translation type="vanished">Fuiste a la Guerra de precios. Sal con dobles o pagando la multa, en tres turnos como mucho. Tus alquileres siguen entrando</translation>
    </message>
    <message>
        <source>%1 went to the Price War: their rents still come in</source>
        <translation type="vanished">%1 fue a la Guerra de precios: sus alquileres siguen entrando</translation>
    </message>
    <message>
        <source>You rolled %1 and %2, no doubles: you stay; next turn you pay the fine and move on</source>
        <translation type="vanished">Sacaste %1 y %2, sin dobles: te quedas. El próximo turno pagas la multa y sales</translation>
    </message>
    <message>
        <source>%1 rolled %2 and %3, no doubles: they stay; next turn they pay the fine and move on</source>
        <translation type="vanished">%1 sacó %2 y %3, sin dobles: se queda. El próximo turno paga la multa y sale</translation>
    </message>
    <message>
        <source>You rolled %1 and %2, no doubles: you stay, with one more try next turn</source>
        <translation type="vanished">Sacaste %1 y %2, sin dobles: te quedas, con un intento más el próximo turno</translation>
    </message>
    <message>
        <source>%1 rolled %2 and %3, no doubles: they stay, with one more try next turn</source>
        <translation type="vanished">%1 sacó %2 y %3, sin dobles: se queda, con un intento más el próximo turno</translation>
    </message>
    <message>
        <source>You rolled doubles, %1 and %2: you are free</source>
        <translation type="vanished">Sacaste dobles, %1 y %2: quedas libre</translation>
    </message>
    <message>
        <source>%1 rolled doubles, %2 and %3: they are free</source>
        <translation type="vanished">%1 sacó dobles, %2 y %3: queda libre</translation>
    </message>
    <message>
        <source>Your third turn there: you paid the %1 fine and are free</source>
        <translation type="vanished">Tu tercer turno allí: pagaste la multa de %1 y quedas libre</translation>
    </message>
    <message>
        <source>%1's third turn there: they paid the %2 fine and are free</source>
        <translation type="vanished">Tercer turno de %1 allí: pagó la multa de %2 y queda libre</translation>
    </message>
    <message>
        <source>You paid the %1 fine and are free</source>
        <translation type="vanished">Pagaste la multa de %1 y quedas libre</translation>
    </message>
    <message>
        <source>%1 paid the %2 fine and is free</source>
        <translation type="vanished">%1 pagó la multa de %2 y queda libre</translation>
    </message>
    <message>
        <source>You and %1 collected %2 each</source>
        <translation type="vanished">Tú y %1 cobrasteis %2 cada uno</translation>
    </message>
    <message>
        <source>%1 collected %2 each</source>
        <translation type="vanished">%1 cobraron %2 cada uno</translation>
    </message>
    <message>
        <source>You rolled a %1 at the Anti-Monopoly Foundation and collected a %2 grant</source>
        <translation type="vanished">Sacaste un %1 en la Fundación Antimonopolio y cobraste una subvención de %2</translation>
    </message>
    <message>
        <source>%1 rolled a %2 at the Anti-Monopoly Foundation and collected a %3 grant</source>
        <translation type="vanished">%1 sacó un %2 en la Fundación Antimonopolio y cobró una subvención de %3</translation>
    </message>
    <message>
        <source>You rolled %1 and %2 and collected %3</source>
        <translation type="vanished">Sacaste %1 y %2 y cobraste %3</translation>
    </message>
    <message>
        <source>%1 rolled %2 and %3 and collected %4</source>
        <translation type="vanished">%1 sacó %2 y %3 y cobró %4</translation>
    </message>
    <message>
        <source>You passed START and collected %1</source>
        <translation type="vanished">Pasaste por la SALIDA y cobraste %1</translation>
    </message>
    <message>
        <source>%1 passed START and collected %2</source>
        <translation type="vanished">%1 pasó por la SALIDA y cobró %2</translation>
    </message>
    <message>
        <source>You collected a %1 grant from the Anti-Monopoly Foundation</source>
        <translation type="vanished">Cobraste una subvención de %1 de la Fundación Antimonopolio</translation>
    </message>
    <message>
        <source>%1 collected a %2 grant from the Anti-Monopoly Foundation</source>
        <translation type="vanished">%1 cobró una subvención de %2 de la Fundación Antimonopolio</translation>
    </message>
    <message numerus="yes">
        <source>You collected %1 in rent for %n property(-ies)</source>
        <translation type="vanished">
            <numerusform>Cobraste %1 de alquiler por %n propiedad</numerusform>
            <numerusform>Cobraste %1 de alquiler por %n propiedades</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 collected %2 in rent for %n property(-ies)</source>
        <translation type="vanished">
            <numerusform>%1 cobró %2 de alquiler por %n propiedad</numerusform>
            <numerusform>%1 cobró %2 de alquiler por %n propiedades</numerusform>
        </translation>
    </message>
    <message>
        <source>You collected %1 as your card says</source>
        <translation type="vanished">Cobraste %1, como dice tu carta</translation>
    </message>
    <message>
        <source>%1 collected %2 as the card says</source>
        <translation type="vanished">%1 cobró %2, como dice la carta</translation>
    </message>
    <message>
        <source>You collected %1 from the Treasury</source>
        <translation type="vanished">Cobraste %1 del Tesoro</translation>
    </message>
    <message>
        <source>%1 collected %2 from the Treasury</source>
        <translation type="vanished">%1 cobró %2 del Tesoro</translation>
    </message>
    <message>
        <source>%1 paid you %2 each, as your card says</source>
        <translation type="vanished">%1 te pagaron %2 cada uno, como dice tu carta</translation>
    </message>
    <message>
        <source>You and %1 paid %2 %3 each, as the card says</source>
        <translation type="vanished">Tú y %1 pagasteis %3 cada uno a %2, como dice la carta</translation>
    </message>
    <message>
        <source>%1 paid %2 %3 each, as the card says</source>
        <translation type="vanished">%1 pagaron %3 cada uno a %2, como dice la carta</translation>
    </message>
    <message>
        <source>You paid %1 %2, as the card says</source>
        <translation type="vanished">Pagaste %2 a %1, como dice la carta</translation>
    </message>
    <message>
        <source>%1 paid you %2, as your card says</source>
        <translation type="vanished">%1 te pagó %2, como dice tu carta</translation>
    </message>
    <message>
        <source>%1 paid %2 %3, as the card says</source>
        <translation type="vanished">%1 pagó %3 a %2, como dice la carta</translation>
    </message>
    <message>
        <source>You paid the %1 fine</source>
        <translation type="vanished">Pagaste la multa de %1</translation>
    </message>
    <message>
        <source>%1 paid the %2 fine</source>
        <translation type="vanished">%1 pagó la multa de %2</translation>
    </message>
    <message>
        <source>You paid %1 Property Tax</source>
        <translation type="vanished">Pagaste %1 de Impuesto sobre la propiedad</translation>
    </message>
    <message>
        <source>%1 paid %2 Property Tax</source>
        <translation type="vanished">%1 pagó %2 de Impuesto sobre la propiedad</translation>
    </message>
    <message>
        <source>You paid %1 Income Tax</source>
        <translation type="vanished">Pagaste %1 de Impuesto sobre la renta</translation>
    </message>
    <message>
        <source>%1 paid %2 Income Tax</source>
        <translation type="vanished">%1 pagó %2 de Impuesto sobre la renta</translation>
    </message>
    <message>
        <source>You paid %1 at the Anti-Monopoly Foundation</source>
        <translation type="vanished">Pagaste %1 en la Fundación Antimonopolio</translation>
    </message>
    <message>
        <source>%1 paid %2 at the Anti-Monopoly Foundation</source>
        <translation type="vanished">%1 pagó %2 en la Fundación Antimonopolio</translation>
    </message>
    <message>
        <source>You paid the Treasury %1 as your card says</source>
        <translation type="vanished">Pagaste %1 al Tesoro, como dice tu carta</translation>
    </message>
    <message>
        <source>%1 paid the Treasury %2 as the card says</source>
        <translation type="vanished">%1 pagó %2 al Tesoro, como dice la carta</translation>
    </message>
    <message>
        <source>You paid the Treasury %1</source>
        <translation type="vanished">Pagaste %1 al Tesoro</translation>
    </message>
    <message>
        <source>%1 paid the Treasury %2</source>
        <translation type="vanished">%1 pagó %2 al Tesoro</translation>
    </message>
    <message>
        <source>You rolled %1 and %2 and paid %3 %4 rent for %5</source>
        <translation type="vanished">Sacaste %1 y %2 y pagaste a %3 %4 de alquiler por %5</translation>
    </message>
    <message>
        <source>%1 rolled %2 and %3 and paid you %4 rent for %5</source>
        <translation type="vanished">%1 sacó %2 y %3 y te pagó %4 de alquiler por %5</translation>
    </message>
    <message>
        <source>%1 rolled %2 and %3 and paid %4 %5 rent for %6</source>
        <translation type="vanished">%1 sacó %2 y %3 y pagó a %4 %5 de alquiler por %6</translation>
    </message>
    <message>
        <source>You paid %1 %2 rent for %3</source>
        <translation type="vanished">Pagaste a %1 %2 de alquiler por %3</translation>
    </message>
    <message>
        <source>%1 paid you %2 rent for %3</source>
        <translation type="vanished">%1 te pagó %2 de alquiler por %3</translation>
    </message>
    <message>
        <source>%1 paid %2 %3 rent for %4</source>
        <translation type="vanished">%1 pagó a %2 %3 de alquiler por %4</translation>
    </message>
    <message numerus="yes">
        <source>You paid no rent for %1: %2's card stops their rents for %n more turn(s)</source>
        <translation type="vanished">
            <numerusform>No pagaste renta por %1: la carta de %2 le impide cobrar rentas %n turno más</numerusform>
            <numerusform>No pagaste renta por %1: la carta de %2 le impide cobrar rentas %n turnos más</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 paid you no rent for %2: your card stops your rents for %n more turn(s)</source>
        <translation type="vanished">
            <numerusform>%1 no te pagó renta por %2: tu carta te impide cobrar rentas %n turno más</numerusform>
            <numerusform>%1 no te pagó renta por %2: tu carta te impide cobrar rentas %n turnos más</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 paid no rent for %2: %3's card stops their rents for %n more turn(s)</source>
        <translation type="vanished">
            <numerusform>%1 no pagó renta por %2: la carta de %3 le impide cobrar rentas %n turno más</numerusform>
            <numerusform>%1 no pagó renta por %2: la carta de %3 le impide cobrar rentas %n turnos más</numerusform>
        </translation>
    </message>
    <message>
        <source>You paid no rent for %1: %2 collects none after being sent to Prison</source>
        <translation type="vanished">No pagaste alquiler por %1: %2 está en la Prisión y no cobra</translation>
    </message>
    <message>
        <source>%1 paid you no rent for %2: you collect none after being sent to Prison</source>
        <translation type="vanished">%1 no te pagó alquiler por %2: estás en la Prisión y no cobras</translation>
    </message>
    <message>
        <source>%1 paid no rent for %2: %3 collects none after being sent to Prison</source>
        <translation type="vanished">%1 no pagó alquiler por %2: %3 está en la Prisión y no cobra</translation>
    </message>
    <message>
        <source>You chose the percentage for your Income Tax: %1</source>
        <translation type="vanished">Elegiste el porcentaje para tu Impuesto sobre la renta: %1</translation>
    </message>
    <message>
        <source>%1 chose the percentage for their Income Tax: %2</source>
        <translation type="vanished">%1 eligió el porcentaje para su Impuesto sobre la renta: %2</translation>
    </message>
    <message>
        <source>You chose the flat Income Tax: %1</source>
        <translation type="vanished">Elegiste el Impuesto sobre la renta fijo: %1</translation>
    </message>
    <message>
        <source>%1 chose the flat Income Tax: %2</source>
        <translation type="vanished">%1 eligió el Impuesto sobre la renta fijo: %2</translation>
    </message>
    <message>
        <source>You went bankrupt: your properties go back to the Treasury, unmortgaged, for sale again</source>
        <translation type="vanished">Quebraste. Tus propiedades vuelven al Tesoro sin hipoteca, de nuevo a la venta</translation>
    </message>
    <message>
        <source>%1 went bankrupt: their properties go back to the Treasury, unmortgaged, for sale again</source>
        <translation type="vanished">%1 quebró. Sus propiedades vuelven al Tesoro sin hipoteca, de nuevo a la venta</translation>
    </message>
    <message numerus="yes">
        <source>You went bankrupt: %1 took your %2 and your %n property(-ies)</source>
        <translation type="vanished">
            <numerusform>Quebraste: %1 se quedó con tus %2 y tu %n propiedad</numerusform>
            <numerusform>Quebraste: %1 se quedó con tus %2 y tus %n propiedades</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 went bankrupt: you took their %2 and their %n property(-ies)</source>
        <translation type="vanished">
            <numerusform>%1 quebró: te quedaste con sus %2 y su %n propiedad</numerusform>
            <numerusform>%1 quebró: te quedaste con sus %2 y sus %n propiedades</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 went bankrupt: %2 took their %3 and their %n property(-ies)</source>
        <translation type="vanished">
            <numerusform>%1 quebró: %2 se quedó con sus %3 y su %n propiedad</numerusform>
            <numerusform>%1 quebró: %2 se quedó con sus %3 y sus %n propiedades</numerusform>
        </translation>
    </message>
    <message>
        <source>You began an offer to %1</source>
        <translation type="vanished">Empezaste una oferta para %1</translation>
    </message>
    <message>
        <source>%1 began an offer to you</source>
        <translation type="vanished">%1 empezó una oferta para ti</translation>
    </message>
    <message>
        <source>%1 began an offer to %2</source>
        <translation type="vanished">%1 empezó una oferta para %2</translation>
    </message>
    <message>
        <source>You offered %1 %2 for %3</source>
        <translation type="vanished">Ofreciste a %1 %2 a cambio de %3</translation>
    </message>
    <message>
        <source>%1 offered you %2 for %3</source>
        <translation type="vanished">%1 te ofreció %2 a cambio de %3</translation>
    </message>
    <message>
        <source>%1 offered %2 %3 for %4</source>
        <translation type="vanished">%1 ofreció a %2 %3 a cambio de %4</translation>
    </message>
    <message>
        <source>You drew up an offer to %1 and withdrew it</source>
        <translation type="vanished">Preparaste una oferta para %1 y la retiraste</translation>
    </message>
    <message>
        <source>%1 drew up an offer to you and withdrew it</source>
        <translation type="vanished">%1 preparó una oferta para ti y la retiró</translation>
    </message>
    <message>
        <source>%1 drew up an offer to %2 and withdrew it</source>
        <translation type="vanished">%1 preparó una oferta para %2 y la retiró</translation>
    </message>
    <message>
        <source>You accepted %1's offer: you got %2 for %3</source>
        <translation type="vanished">Aceptaste la oferta de %1: recibiste %2 a cambio de %3</translation>
    </message>
    <message>
        <source>%1 accepted your offer: you got %2 for %3</source>
        <translation type="vanished">%1 aceptó tu oferta: recibiste %2 a cambio de %3</translation>
    </message>
    <message>
        <source>%1 accepted %2's offer: %1 got %3 for %4</source>
        <translation type="vanished">%1 aceptó la oferta de %2: %1 recibió %3 a cambio de %4</translation>
    </message>
    <message>
        <source>You turned down %1's offer</source>
        <translation type="vanished">Rechazaste la oferta de %1</translation>
    </message>
    <message>
        <source>%1 turned down your offer</source>
        <translation type="vanished">%1 rechazó tu oferta</translation>
    </message>
    <message>
        <source>%1 turned down %2's offer</source>
        <translation type="vanished">%1 rechazó la oferta de %2</translation>
    </message>
    <message>
        <source>You kept %1 of your cash and gave %2 to the Treasury</source>
        <translation type="vanished">Te quedaste con %1 de tu dinero y diste %2 al Tesoro</translation>
    </message>
    <message>
        <source>%1 kept %2 of their cash and gave %3 to the Treasury</source>
        <translation type="vanished">%1 se quedó con %2 de su dinero y dio %3 al Tesoro</translation>
    </message>
    <message>
        <source>You bought %1 for %2</source>
        <translation type="vanished">Compraste %1 por %2</translation>
    </message>
    <message>
        <source>%1 bought %2 for %3</source>
        <translation type="vanished">%1 compró %2 por %3</translation>
    </message>
    <message>
        <source>You did not buy %1</source>
        <translation type="vanished">No compraste %1</translation>
    </message>
    <message>
        <source>%1 did not buy %2</source>
        <translation type="vanished">%1 no compró %2</translation>
    </message>
    <message>
        <source>You built %1 for %2</source>
        <translation type="vanished">Construiste %1 por %2</translation>
    </message>
    <message>
        <source>%1 built %2 for %3</source>
        <translation type="vanished">%1 construyó %2 por %3</translation>
    </message>
    <message>
        <source>You built an apartment on %1 for %2</source>
        <translation type="vanished">Construiste un apartamento en %1 por %2</translation>
    </message>
    <message>
        <source>%1 built an apartment on %2 for %3</source>
        <translation type="vanished">%1 construyó un apartamento en %2 por %3</translation>
    </message>
    <message>
        <source>You built a house on %1 for %2</source>
        <translation type="vanished">Construiste una casa en %1 por %2</translation>
    </message>
    <message>
        <source>%1 built a house on %2 for %3</source>
        <translation type="vanished">%1 construyó una casa en %2 por %3</translation>
    </message>
    <message>
        <source>You sold %1 back to the Treasury and mortgaged %2, raising %3</source>
        <translation type="vanished">Revendiste al Tesoro %1 e hipotecaste %2: reuniste %3</translation>
    </message>
    <message>
        <source>%1 sold %2 back to the Treasury and mortgaged %3, raising %4</source>
        <translation type="vanished">%1 revendió al Tesoro %2 e hipotecó %3: reunió %4</translation>
    </message>
    <message>
        <source>You sold %1 back to the Treasury for %2</source>
        <translation type="vanished">Revendiste al Tesoro %1 por %2</translation>
    </message>
    <message>
        <source>%1 sold %2 back to the Treasury for %3</source>
        <translation type="vanished">%1 revendió al Tesoro %2 por %3</translation>
    </message>
    <message>
        <source>You mortgaged %1 for %2</source>
        <translation type="vanished">Hipotecaste %1 por %2</translation>
    </message>
    <message>
        <source>%1 mortgaged %2 for %3</source>
        <translation type="vanished">%1 hipotecó %2 por %3</translation>
    </message>
    <message>
        <source>%1, and you paid the Treasury %2</source>
        <translation type="vanished">%1, y pagaste %2 al Tesoro</translation>
    </message>
    <message>
        <source>%1, and you paid %2 %3</source>
        <translation type="vanished">%1, y pagaste %3 a %2</translation>
    </message>
    <message>
        <source>%1, and paid the Treasury %2</source>
        <translation type="vanished">%1, y pagó %2 al Tesoro</translation>
    </message>
    <message>
        <source>%1, and paid you %2</source>
        <translation type="vanished">%1, y te pagó %2</translation>
    </message>
    <message>
        <source>%1, and paid %2 %3</source>
        <translation type="vanished">%1, y pagó %3 a %2</translation>
    </message>
    <message>
        <source>You sold a building on %1 back to the Treasury for %2</source>
        <translation type="vanished">Revendiste al Tesoro un edificio de %1 por %2</translation>
    </message>
    <message>
        <source>%1 sold a building on %2 back to the Treasury for %3</source>
        <translation type="vanished">%1 revendió al Tesoro un edificio de %2 por %3</translation>
    </message>
    <message>
        <source>You paid off the mortgages on %1 for %2</source>
        <translation type="vanished">Levantaste las hipotecas de %1 por %2</translation>
    </message>
    <message>
        <source>%1 paid off the mortgages on %2 for %3</source>
        <translation type="vanished">%1 levantó las hipotecas de %2 por %3</translation>
    </message>
    <message>
        <source>You paid off the mortgage on %1 for %2</source>
        <translation type="vanished">Levantaste la hipoteca de %1 por %2</translation>
    </message>
    <message>
        <source>%1 paid off the mortgage on %2 for %3</source>
        <translation type="vanished">%1 levantó la hipoteca de %2 por %3</translation>
    </message>
    <message>
        <source>You left %1 to the Treasury</source>
        <translation type="vanished">Dejaste %1 al Tesoro</translation>
    </message>
    <message>
        <source>%1 left %2 to the Treasury</source>
        <translation type="vanished">%1 dejó %2 al Tesoro</translation>
    </message>
    <message>
        <source>You made %1 no offer after all</source>
        <translation type="vanished">Al final no hiciste oferta a %1</translation>
    </message>
    <message>
        <source>%1 made you no offer after all</source>
        <translation type="vanished">Al final %1 no te hizo oferta</translation>
    </message>
    <message>
        <source>%1 made %2 no offer after all</source>
        <translation type="vanished">Al final %1 no hizo oferta a %2</translation>
    </message>
    <message>
        <source>You withdrew your offer to %1</source>
        <translation type="vanished">Retiraste tu oferta a %1</translation>
    </message>
    <message>
        <source>%1 withdrew their offer to you</source>
        <translation type="vanished">%1 retiró su oferta para ti</translation>
    </message>
    <message>
        <source>%1 withdrew their offer to %2</source>
        <translation type="vanished">%1 retiró su oferta a %2</translation>
    </message>
</context>
<context>
    <name>AntiMonopolyMoneyPanel</name>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/history.py"/>
        <source>Every player, round by round</source>
        <translation>Cada jugador, ronda a ronda</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/history.py"/>
        <source>At the start of every round; the last point is the end of the game.</source>
        <translation>Al comienzo de cada ronda; el último punto es el final de la partida.</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/history.py"/>
        <source>At the start of every round; the last point is now.</source>
        <translation>Al comienzo de cada ronda; el último punto es ahora.</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/history.py"/>
        <source>Cash</source>
        <translation>Dinero</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/history.py"/>
        <source>Property value</source>
        <translation>Valor de las propiedades</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/history.py"/>
        <source>What each player's property is worth: the printed price of every unmortgaged property plus what its houses and apartments cost. A mortgaged property counts nothing.</source>
        <translation>Lo que valen las propiedades de cada jugador: el precio impreso de cada propiedad sin hipotecar más lo que costaron sus casas y apartamentos. Una propiedad hipotecada no cuenta.</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/history.py"/>
        <source>Each player's cash. Everything here is public in Anti-Monopoly.</source>
        <translation>El dinero de cada jugador. En Anti-Monopoly todo esto es público.</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/history.py"/>
        <source>A bankrupt player's lines stop where they went out.</source>
        <translation>Las líneas de un jugador en quiebra terminan donde quebró.</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/history.py"/>
        <source>You are bankrupt.</source>
        <translation>Estás en quiebra.</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/history.py"/>
        <source>You: %1 in cash, %2 in property.</source>
        <translation>Tú: %1 en dinero, %2 en propiedades.</translation>
    </message>
    <message>
        <source>Money and property</source>
        <translation type="vanished">Dinero y propiedades</translation>
    </message>
</context>
<context>
    <name>AntiMonopolyMoves</name>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/moves.py"/>
        <source>Only streets carry houses and apartments.</source>
        <translation>Solo las calles llevan casas y apartamentos.</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/moves.py"/>
        <source>You can build only on your own streets.</source>
        <translation>Solo puedes construir en tus propias calles.</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/moves.py"/>
        <source>Not now: finish what the turn asks first.</source>
        <translation>Ahora no: primero termina lo que pide el turno.</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/moves.py"/>
        <source>%1 is mortgaged: redeem it before building.</source>
        <translation>%1 está hipotecada: rescátala antes de construir.</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/moves.py"/>
        <source>%1 already has its apartment.</source>
        <translation>%1 ya tiene su apartamento.</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/moves.py"/>
        <source>A Monopolist builds only in a city where they hold two unmortgaged streets.</source>
        <translation>Un Monopolista solo construye en una ciudad donde tiene dos calles sin hipotecar.</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/moves.py"/>
        <source>The next building on %1 is an apartment.</source>
        <translation>El próximo edificio en %1 es un apartamento.</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/moves.py"/>
        <source>An apartment comes after the houses: build a house on %1 first.</source>
        <translation>El apartamento va después de las casas: construye primero una casa en %1.</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/moves.py"/>
        <source>A building on %1 costs %2: more than your cash.</source>
        <translation>Un edificio en %1 cuesta %2: más que tu efectivo.</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/moves.py"/>
        <source>You cannot build there now.</source>
        <translation>Ahora no puedes construir ahí.</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/moves.py"/>
        <source>Only your own deeds can be mortgaged or redeemed.</source>
        <translation>Solo puedes hipotecar o rescatar tus propios títulos.</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/moves.py"/>
        <source>While you owe money you can only sell buildings and mortgage.</source>
        <translation>Mientras debas dinero solo puedes vender edificios e hipotecar.</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/moves.py"/>
        <source>Redeeming %1 costs %2: more than your cash.</source>
        <translation>Rescatar %1 cuesta %2: más que tu efectivo.</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/moves.py"/>
        <source>Your buildings in this city need two unmortgaged streets: sell them first.</source>
        <translation>Tus edificios en esta ciudad necesitan dos calles sin hipotecar: véndelos primero.</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/moves.py"/>
        <source>The rules allow no such dealing with the Treasury now.</source>
        <translation>Las reglas no permiten ahora ese trato con el Tesoro.</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/moves.py"/>
        <source>%1 has no building to sell back.</source>
        <translation>%1 no tiene edificios que revender.</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/moves.py"/>
        <source>%1 is mortgaged already.</source>
        <translation>%1 ya está hipotecada.</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/moves.py"/>
        <source>Sell back the buildings on %1 before you mortgage it.</source>
        <translation>Revende los edificios de %1 antes de hipotecarla.</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/moves.py"/>
        <source>%1 is not mortgaged.</source>
        <translation>%1 no está hipotecada.</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/moves.py"/>
        <source>You have no buildings to sell back.</source>
        <translation>No tienes edificios que revender.</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/moves.py"/>
        <source>None of your properties is mortgaged.</source>
        <translation>Ninguna de tus propiedades está hipotecada.</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/moves.py"/>
        <source>All your properties are mortgaged already.</source>
        <translation>Todas tus propiedades ya están hipotecadas.</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/moves.py"/>
        <source>Only streets carry houses and apartments, and you own none.</source>
        <translation>Solo las calles llevan casas y apartamentos, y no tienes ninguna.</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/moves.py"/>
        <source>%1 costs %2: more than your cash.</source>
        <translation>%1 cuesta %2: más que tu efectivo.</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/moves.py"/>
        <source>The fine is %1: more than your cash.</source>
        <translation>La multa es de %1: más que tu efectivo.</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/moves.py"/>
        <source>The dice are not yours to throw now.</source>
        <translation>Ahora no te toca tirar los dados.</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/moves.py"/>
        <source>You have rolled: buy the space or decline it first.</source>
        <translation>Ya has tirado: primero compra la casilla o recházala.</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/moves.py"/>
        <source>You have rolled: pay the Income Tax first.</source>
        <translation>Ya has tirado: primero paga el Impuesto sobre la renta.</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/moves.py"/>
        <source>You have rolled: raise the money you owe first.</source>
        <translation>Ya has tirado: primero reúne el dinero que debes.</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/moves.py"/>
        <source>Finish the offer first.</source>
        <translation>Termina primero la oferta.</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/moves.py"/>
        <source>You have rolled this turn: end your turn.</source>
        <translation>Ya has tirado en este turno: termina tu turno.</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/moves.py"/>
        <source>Time is up: no more throws.</source>
        <translation>Se acabó el tiempo: no hay más tiradas.</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/moves.py"/>
        <source>Trades are offered on your own turn, before or after the roll.</source>
        <translation>Los intercambios se ofrecen en tu propio turno, antes o después de tirar.</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/moves.py"/>
        <source>No trade is possible now: no deed on either side can be traded (a deed with buildings cannot).</source>
        <translation>Ahora no es posible ningún intercambio: ningún título de ninguna de las partes se puede intercambiar (un título con edificios no puede).</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/moves.py"/>
        <source>Neither you nor %1 holds a deed that can be traded (a deed with buildings cannot).</source>
        <translation>Ni tú ni %1 tenéis un título que se pueda intercambiar (un título con edificios no puede).</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/moves.py"/>
        <source>Your place: drop the space your pawn has just landed on here to buy it.</source>
        <translation>Tu sitio: suelta aquí la casilla en la que acaba de caer tu peón para comprarla.</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/moves.py"/>
        <source>%1's place: drop a deed here to offer them a trade.</source>
        <translation>Sitio de %1: suelta aquí un título para ofrecerle un intercambio.</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/moves.py"/>
        <source>The Treasury: drop a deed of yours here to mortgage or redeem it, or to sell a building back.</source>
        <translation>El Tesoro: suelta aquí un título tuyo para hipotecarlo o rescatarlo, o para revender un edificio.</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/moves.py"/>
        <source>A space of the board: houses and apartments go onto streets of yours.</source>
        <translation>Una casilla del tablero: las casas y los apartamentos van en calles tuyas.</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/moves.py"/>
        <source>That piece does not go there.</source>
        <translation>Esa pieza no va ahí.</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/moves.py"/>
        <source>A house goes on its street's space on the board: drop it there.</source>
        <translation>Una casa va en la casilla de su calle en el tablero: suéltala allí.</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/moves.py"/>
        <source>An apartment goes on its street's space on the board: drop it there.</source>
        <translation>Un apartamento va en la casilla de su calle en el tablero: suéltalo allí.</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/moves.py"/>
        <source>You can buy only the space your pawn has just landed on.</source>
        <translation>Solo puedes comprar la casilla en la que acaba de caer tu peón.</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/moves.py"/>
        <source>A street with buildings cannot be traded: sell them first.</source>
        <translation>Una calle con edificios no se puede intercambiar: véndelos primero.</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/moves.py"/>
        <source>There is no street of yours to build on now.</source>
        <translation>Ahora no tienes ninguna calle donde construir.</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/moves.py"/>
        <source>Now click a street of yours to build there.</source>
        <translation>Ahora haz clic en una calle tuya para construir allí.</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/moves.py"/>
        <source>Click your place to buy %1, or use the buttons.</source>
        <translation>Haz clic en tu sitio para comprar %1, o usa los botones.</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/moves.py"/>
        <source>%1: the buttons below act on it; or click the Treasury to mortgage or redeem it.</source>
        <translation>%1: los botones de abajo actúan sobre ella; o haz clic en el Tesoro para hipotecarla o rescatarla.</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/moves.py"/>
        <source>%1 belongs to %2: drag it onto your place, or click your place, to ask for it in a trade.</source>
        <translation>%1 es de %2: arrástralo a tu sitio, o haz clic en tu sitio, para pedirlo en un intercambio.</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/moves.py"/>
        <source>A street with buildings cannot be traded.</source>
        <translation>Una calle con edificios no se puede intercambiar.</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/moves.py"/>
        <source>%1 belongs to %2.</source>
        <translation>%1 es de %2.</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/moves.py"/>
        <source>%1 belongs to the Treasury: it is for sale to whoever lands on it.</source>
        <translation>%1 es del Tesoro: está en venta para quien caiga en ella.</translation>
    </message>
    <message numerus="yes">
        <location filename="../ponzi_desktop/ui/anti_monopoly/moves.py"/>
        <source>A turn allows %n dealing(s) with the Treasury: you have made them all.</source>
        <translation>
            <numerusform>Un turno permite %n trato con el Tesoro: ya lo has hecho.</numerusform>
            <numerusform>Un turno permite %n tratos con el Tesoro: ya los has hecho todos.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../ponzi_desktop/ui/anti_monopoly/moves.py"/>
        <source>A turn allows %n trade offer(s): you have made them all.</source>
        <translation>
            <numerusform>Un turno permite %n oferta de intercambio: ya la has hecho.</numerusform>
            <numerusform>Un turno permite %n ofertas de intercambio: ya las has hecho todas.</numerusform>
        </translation>
    </message>
    <message>
        <source>No more dealings with the Treasury this turn.</source>
        <translation type="vanished">No hay más tratos con el Tesoro en este turno.</translation>
    </message>
    <message>
        <source>No trade is possible with this player now (one offer a turn; no deed with buildings).</source>
        <translation type="vanished">Ahora no es posible intercambiar con este jugador (una oferta por turno; ningún título con edificios).</translation>
    </message>
    <message>
        <source>Houses and apartments go onto a street of yours.</source>
        <translation type="vanished">Las casas y los apartamentos van en una calle tuya.</translation>
    </message>
    <message>
        <source>A deed goes onto your place (to buy it), onto the Treasury (to mortgage or redeem it) or onto another player (to trade).</source>
        <translation type="vanished">Un título va a tu sitio (para comprarlo), al Tesoro (para hipotecarlo o rescatarlo) o a otro jugador (para intercambiarlo).</translation>
    </message>
    <message>
        <source>No trade is possible now (one offer a turn; no deed with buildings).</source>
        <translation type="vanished">Ahora no es posible ningún intercambio (una oferta por turno; ningún título con edificios).</translation>
    </message>
</context>
<context>
    <name>AntiMonopolyRules</name>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/settings_form.py"/>
        <source>Competitor</source>
        <translation>Competidor</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/settings_form.py"/>
        <source>Monopolist</source>
        <translation>Monopolista</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/settings_form.py"/>
        <source>How the game is won</source>
        <translation>Cómo se gana</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/settings_form.py"/>
        <source>Game A: the last player standing wins. Game B: once one side is bankrupt, the richest player of the other side wins.</source>
        <translation>Partida A: gana el último jugador que queda en pie. Partida B: cuando todo un bando quiebra, gana el jugador más rico del otro bando.</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/settings_form.py"/>
        <source>Game A</source>
        <translation>Partida A</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/settings_form.py"/>
        <source>Game B</source>
        <translation>Partida B</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/settings_form.py"/>
        <source>The two-hour game</source>
        <translation>La partida de dos horas</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/settings_form.py"/>
        <source>At the end of that round everyone deals with the Treasury once more, keeps part of their cash and collects one rent per property: the most cash wins.</source>
        <translation>Al final de esa ronda todos tratan una vez más con el Tesoro, se quedan con parte de su dinero y cobran un alquiler por propiedad: gana quien tenga más dinero.</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/settings_form.py"/>
        <source>Call time after this many rounds:</source>
        <translation>Se acaba el tiempo tras este número de rondas:</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/settings_form.py"/>
        <source>Round limit</source>
        <translation>Límite de rondas</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/settings_form.py"/>
        <source>Every game ends: after this many rounds the richest player wins.</source>
        <translation>Toda partida termina: tras estas rondas gana el jugador más rico.</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/settings_form.py"/>
        <source>Anti-Monopoly Foundation</source>
        <translation>Fundación Antimonopolio</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/settings_form.py"/>
        <source>What a Monopolist pays at the Anti-Monopoly Foundation: %1 (usual) or %2.</source>
        <translation>Lo que paga un Monopolista en la Fundación Antimonopolio: %1 (lo habitual) o %2.</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/settings_form.py"/>
        <source>Dealings with the Treasury per turn</source>
        <translation>Tratos con el Tesoro por turno</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/settings_form.py"/>
        <source>Building, selling back, mortgaging and redeeming; raising money for a debt is never limited.</source>
        <translation>Construir, revender, hipotecar y levantar hipotecas; reunir dinero para pagar una deuda nunca tiene límite.</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/settings_form.py"/>
        <source>Trade offers per turn</source>
        <translation>Ofertas de intercambio por turno</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/settings_form.py"/>
        <source>Drawn at random</source>
        <translation>Sorteados</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/settings_form.py"/>
        <source>Chosen for each seat</source>
        <translation>Elegidos por asiento</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/settings_form.py"/>
        <source>Roles</source>
        <translation>Papeles</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/settings_form.py"/>
        <source>How the sides are given out</source>
        <translation>Cómo se reparten los bandos</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/settings_form.py"/>
        <source>Each player's side is drawn at the start: the two sides as equal as the number of players allows.</source>
        <translation>El bando de cada jugador se sortea al empezar: los dos bandos tan iguales como lo permita el número de jugadores.</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/settings_form.py"/>
        <source>Choose each player's side below; the two sides must be as equal as the number of players allows.</source>
        <translation>Elige abajo el bando de cada jugador; los dos bandos deben ser tan iguales como lo permita el número de jugadores.</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/settings_form.py"/>
        <source>Player %1</source>
        <translation>Jugador %1</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/settings_form.py"/>
        <source>Role of %1</source>
        <translation>Papel de %1</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/settings_form.py"/>
        <source>The two sides must be as equal as possible: %1 and %2 will not do.</source>
        <translation>Los dos bandos deben ser lo más iguales posible: %1 y %2 no sirven.</translation>
    </message>
    <message numerus="yes">
        <location filename="../ponzi_desktop/ui/anti_monopoly/settings_form.py"/>
        <source>%n Competitor(s)</source>
        <translation>
            <numerusform>%n Competidor</numerusform>
            <numerusform>%n Competidores</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../ponzi_desktop/ui/anti_monopoly/settings_form.py"/>
        <source>%n Monopolist(s)</source>
        <translation>
            <numerusform>%n Monopolista</numerusform>
            <numerusform>%n Monopolistas</numerusform>
        </translation>
    </message>
    <message>
        <source>The two sides must be as equal as possible: %1 Competitors and %2 Monopolists will not do.</source>
        <translation type="vanished">Los dos bandos deben ser lo más iguales posible: %1 Competidores y %2 Monopolistas no sirven.</translation>
    </message>
    <message>
        <source>What a Monopolist pays there: %1 on the published boards, %2 in the translated rulebook.</source>
        <translation type="vanished">Lo que paga allí un Monopolista: %1 en los tableros publicados, %2 en el reglamento traducido.</translation>
    </message>
    <message>
        <source>Drawn: the two sides as equal as the number of players allows.</source>
        <translation type="vanished">Sorteados: los dos bandos tan iguales como lo permita el número de jugadores.</translation>
    </message>
</context>
<context>
    <name>AntiMonopolyRulesTables</name>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/rules_extras.py"/>
        <source>City</source>
        <translation>Ciudad</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/rules_extras.py"/>
        <source>Street</source>
        <translation>Calle</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/rules_extras.py"/>
        <source>Price</source>
        <translation>Precio</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/rules_extras.py"/>
        <source>Each building</source>
        <translation>Cada edificio</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/rules_extras.py"/>
        <source>Mortgage</source>
        <translation>Hipoteca</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/rules_extras.py"/>
        <source>Redemption</source>
        <translation>Rescate</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/rules_extras.py"/>
        <source>Company</source>
        <translation>Compañía</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/rules_extras.py"/>
        <source>No building</source>
        <translation>Sin edificios</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/rules_extras.py"/>
        <source>1 house</source>
        <translation>1 casa</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/rules_extras.py"/>
        <source>2 houses</source>
        <translation>2 casas</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/rules_extras.py"/>
        <source>3 houses</source>
        <translation>3 casas</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/rules_extras.py"/>
        <source>4 houses</source>
        <translation>4 casas</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/rules_extras.py"/>
        <source>Apartment</source>
        <translation>Apartamento</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/rules_extras.py"/>
        <source>One street of the city</source>
        <translation>Una calle de la ciudad</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/rules_extras.py"/>
        <source>Whole city</source>
        <translation>Ciudad entera</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/rules_extras.py"/>
        <source>Companies the owner holds</source>
        <translation>Compañías del dueño</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/rules_extras.py"/>
        <source>Competitor's fare</source>
        <translation>Tarifa de un Competidor</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/rules_extras.py"/>
        <source>Monopolist's fare</source>
        <translation>Tarifa de un Monopolista</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/rules_extras.py"/>
        <source>%1 × the roll</source>
        <translation>%1 × la tirada</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/rules_extras.py"/>
        <source>Utilities the owner holds</source>
        <translation>Servicios públicos del dueño</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/rules_extras.py"/>
        <source>To a Competitor</source>
        <translation>A un Competidor</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/rules_extras.py"/>
        <source>To a Monopolist</source>
        <translation>A un Monopolista</translation>
    </message>
    <message>
        <source>City monopolised</source>
        <translation type="vanished">Ciudad monopolizada</translation>
    </message>
</context>
<context>
    <name>AntiMonopolyTable</name>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/deed.py"/>
        <source>Alone</source>
        <translation>Sola</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/deed.py"/>
        <location filename="../ponzi_desktop/ui/anti_monopoly/seat_deeds.py"/>
        <source>City monopolised</source>
        <translation>Ciudad monopolizada</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/deed.py"/>
        <source>1 house</source>
        <translation>1 casa</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/deed.py"/>
        <source>2 houses</source>
        <translation>2 casas</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/deed.py"/>
        <source>3 houses</source>
        <translation>3 casas</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/deed.py"/>
        <source>4 houses</source>
        <translation>4 casas</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/deed.py"/>
        <source>Apartment</source>
        <translation>Apartamento</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/deed.py"/>
        <source>%1 owned</source>
        <translation>%1 en propiedad</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/deed.py"/>
        <source>%1 × dice</source>
        <translation>%1 × dados</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/deed.py"/>
        <source>Transportation company</source>
        <translation>Empresa de transporte</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/deed.py"/>
        <source>Utility</source>
        <translation>Servicio público</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/deed.py"/>
        <source>Price</source>
        <translation>Precio</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/deed.py"/>
        <source>Each building costs</source>
        <translation>Cada edificio cuesta</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/deed.py"/>
        <source>Mortgage value</source>
        <translation>Valor de hipoteca</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/deed.py"/>
        <source>Redemption price</source>
        <translation>Precio de rescate</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/deed.py"/>
        <source>Owner: the Treasury (for sale)</source>
        <translation>Dueño: el Tesoro (en venta)</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/deed.py"/>
        <location filename="../ponzi_desktop/ui/anti_monopoly/scene.py"/>
        <source>Owner: %1 (%2)</source>
        <translation>Dueño: %1 (%2)</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/deed.py"/>
        <source>mortgaged</source>
        <translation>hipotecada</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/deed.py"/>
        <source>Landing here now:</source>
        <translation>Si caes aquí ahora:</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/deed.py"/>
        <source>may buy it for %1</source>
        <translation>puede comprarla por %1</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/deed.py"/>
        <source>owns it</source>
        <translation>es suya</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/deed.py"/>
        <source>nothing: mortgaged</source>
        <translation>nada: hipotecada</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/deed.py"/>
        <source>%1 × the dice</source>
        <translation>%1 × los dados</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/deed.py"/>
        <source>nothing: a card, no rent for now</source>
        <translation>nada: una carta, sin rentas por ahora</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/deed.py"/>
        <source>nothing: the owner is in Prison</source>
        <translation>nada: el dueño está en Prisión</translation>
    </message>
    <message numerus="yes">
        <location filename="../ponzi_desktop/ui/anti_monopoly/pieces.py"/>
        <source>%n card(s) in this deck; a card drawn goes back under it.</source>
        <translation>
            <numerusform>%n carta en este mazo; la carta robada vuelve debajo.</numerusform>
            <numerusform>%n cartas en este mazo; la carta robada vuelve debajo.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/pieces.py"/>
        <source>Last card drawn: %1</source>
        <translation>Última carta robada: %1</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/pieces.py"/>
        <source>Competitor card</source>
        <translation>Carta de Competidor</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/pieces.py"/>
        <source>Monopolist card</source>
        <translation>Carta de Monopolista</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/pieces.py"/>
        <source>The Treasury. Drag a house or an apartment from here onto a street of yours to build; drag a deed of yours here to mortgage or redeem it, a building to sell it back.</source>
        <translation>El Tesoro. Arrastra desde aquí una casa o un apartamento a una calle tuya para construir; arrastra aquí un título tuyo para hipotecarlo o rescatarlo, o una calle con edificios para revender uno.</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/scene.py"/>
        <source>ANTI-MONOPOLY</source>
        <translation>ANTI-MONOPOLY</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/scene.py"/>
        <location filename="../ponzi_desktop/ui/anti_monopoly/table.py"/>
        <source>the Treasury</source>
        <translation>el Tesoro</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/scene.py"/>
        <source>Owes %1 to %2</source>
        <translation>Debe %1 a %2</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/scene.py"/>
        <source>Round %1 of %2 · Game %3</source>
        <translation>Ronda %1 de %2 · Partida %3</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/scene.py"/>
        <source>For sale: %1</source>
        <translation>En venta: %1</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/seat_deeds.py"/>
        <source>no rent</source>
        <comment>a deed in a player's place: its owner collects no rent now</comment>
        <translation>gratis</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/seat_deeds.py"/>
        <source>rent</source>
        <comment>short: a narrow deed card's caption before its rent now</comment>
        <translation>alq.</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/seat_deeds.py"/>
        <source>rent</source>
        <comment>a deed card's caption before its rent now</comment>
        <translation>alquiler</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/seat_deeds.py"/>
        <source>%1, mortgaged</source>
        <translation>%1, hipotecada</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/seat_deeds.py"/>
        <source>%1, rent now %2</source>
        <translation>%1, alquiler ahora %2</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/seat_deeds.py"/>
        <source>apartment</source>
        <translation>apartamento</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/seats.py"/>
        <source>Bankrupt</source>
        <translation>En quiebra</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/seats.py"/>
        <source>In Prison</source>
        <translation>En Prisión</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/seats.py"/>
        <source>In Price War</source>
        <translation>En Guerra de precios</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/seats.py"/>
        <source>turn %1 of 3</source>
        <translation>turno %1 de 3</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/seats.py"/>
        <source>On %1</source>
        <translation>En %1</translation>
    </message>
    <message numerus="yes">
        <location filename="../ponzi_desktop/ui/anti_monopoly/seats.py"/>
        <source>no rent for %n more turn(s)</source>
        <translation>
            <numerusform>sin rentas %n turno más</numerusform>
            <numerusform>sin rentas %n turnos más</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/seats.py"/>
        <source>%1, %2: cash %3</source>
        <translation>%1, %2: dinero %3</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/space_names.py"/>
        <source>Basin St.</source>
        <translation>Basin St.</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/space_names.py"/>
        <source>French Qtr.</source>
        <translation>French
Quarter</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/space_names.py"/>
        <source>Income
Tax</source>
        <translation>Imp.
renta</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/space_names.py"/>
        <source>U.S.
Railroad</source>
        <translation>Ferroc.</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/space_names.py"/>
        <source>Sunset</source>
        <translation>Sunset</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/space_names.py"/>
        <source>Wilshire</source>
        <translation>Wilshire</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/space_names.py"/>
        <source>H'wood</source>
        <translation>H'wood</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/space_names.py"/>
        <source>Rush St.</source>
        <translation>Rush St.</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/space_names.py"/>
        <source>Electric</source>
        <translation>Eléctrica</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/space_names.py"/>
        <source>State St.</source>
        <translation>State St.</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/space_names.py"/>
        <source>Michigan</source>
        <translation>Michigan</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/space_names.py"/>
        <source>U.S. Bus</source>
        <translation>Autobús
EE. UU.</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/space_names.py"/>
        <source>Locust St.</source>
        <translation>Locust St.</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/space_names.py"/>
        <source>Chestnut</source>
        <translation>Chestnut</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/space_names.py"/>
        <source>Walnut</source>
        <translation>Walnut</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/space_names.py"/>
        <source>Brattle St.</source>
        <translation>Brattle St.</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/space_names.py"/>
        <source>Harv.
Square</source>
        <translation>Harv.
Square</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/space_names.py"/>
        <source>Beacon St.</source>
        <translation>Beacon St.</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/space_names.py"/>
        <source>Air Line</source>
        <translation>Aerol.</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/space_names.py"/>
        <source>G'town</source>
        <translation>G'town</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/space_names.py"/>
        <source>Const.
Ave.</source>
        <translation>Const.
Ave.</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/space_names.py"/>
        <source>Gas Co.</source>
        <translation>Gas</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/space_names.py"/>
        <source>Penn.
Ave.</source>
        <translation>Penn.
Ave.</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/space_names.py"/>
        <source>Fish.
Wharf</source>
        <translation>Fish.
Wharf</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/space_names.py"/>
        <source>Union
Square</source>
        <translation>Union
Square</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/space_names.py"/>
        <source>Nob Hill</source>
        <translation>Nob Hill</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/space_names.py"/>
        <source>Trucking</source>
        <translation>Camión
EE. UU.</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/space_names.py"/>
        <source>Fifth Ave.</source>
        <translation>Fifth Ave.</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/space_names.py"/>
        <source>Property
Tax</source>
        <translation>Imp.
prop.</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/space_names.py"/>
        <source>Wall St.</source>
        <translation>Wall St.</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/space_names.py"/>
        <source>Card Space by %1</source>
        <comment>where a pawn stands: the card space beside this space, named like a space</comment>
        <translation>Carta junto a %1</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/table.py"/>
        <source>Anti-Monopoly table</source>
        <translation>Mesa de Anti-Monopoly</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/table.py"/>
        <source>Round %1</source>
        <translation>Ronda %1</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/table.py"/>
        <source>A card is drawn</source>
        <translation>Se roba una carta</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/table.py"/>
        <source>On the move</source>
        <translation>En movimiento</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/table.py"/>
        <source>Build, trade or roll again</source>
        <translation>Construir, negociar o tirar otra vez</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/table.py"/>
        <source>Round %1 · %2</source>
        <translation>Ronda %1 · %2</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/table.py"/>
        <source>Prison</source>
        <translation>Prisión</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/table.py"/>
        <source>Price War</source>
        <translation>Guerra de precios</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/table.py"/>
        <source>You are in %1 (turn %2 of 3): roll for doubles, or pay the %3 fine.</source>
        <translation>Estás en %1 (turno %2 de 3): tira buscando dobles o paga la multa de %3.</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/table.py"/>
        <source>Doubles: you play again. Roll the dice (click or drag them, or press R).</source>
        <translation>Dobles: vuelves a jugar. Tira los dados (haz clic o arrástralos, o pulsa R).</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/table.py"/>
        <source>Roll the dice: click or drag them, or press R. You may build or trade first.</source>
        <translation>Tira los dados: haz clic o arrástralos, o pulsa R. Antes puedes construir o intercambiar.</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/table.py"/>
        <source>Roll the dice: click or drag them, or press R. You may deal with the Treasury or trade first.</source>
        <translation>Tira los dados: haz clic o arrástralos, o pulsa R. Antes puedes tratar con el Tesoro o intercambiar.</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/table.py"/>
        <source>Roll the dice: click or drag them, or press R. You may build first.</source>
        <translation>Tira los dados: haz clic o arrástralos, o pulsa R. Antes puedes construir.</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/table.py"/>
        <source>Roll the dice: click or drag them, or press R. You may deal with the Treasury first.</source>
        <translation>Tira los dados: haz clic o arrástralos, o pulsa R. Antes puedes tratar con el Tesoro.</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/table.py"/>
        <source>Roll the dice: click or drag them, or press R. You may trade first.</source>
        <translation>Tira los dados: haz clic o arrástralos, o pulsa R. Antes puedes intercambiar.</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/table.py"/>
        <source>Roll the dice: click or drag them, or press R.</source>
        <translation>Tira los dados: haz clic o arrástralos, o pulsa R.</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/table.py"/>
        <source>%1 costs %2, more than your cash: decline it.</source>
        <translation>%1 cuesta %2, más que tu dinero: recházala.</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/table.py"/>
        <source>%1 is for sale at %2: drag it onto your place to buy it, or decline.</source>
        <translation>%1 está en venta por %2: arrástrala a tu sitio para comprarla, o recházala.</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/table.py"/>
        <source>Income Tax: pay %1, or %3 of what you own: %2. Choose one.</source>
        <translation>Impuesto sobre la renta: paga %1, o el %3 de lo que tienes: %2. Elige una opción.</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/table.py"/>
        <source>Income Tax: pay %1, or %4 of your cash and %3 of your properties and buildings: %2. Choose one.</source>
        <translation>Impuesto sobre la renta: paga %1, o el %4 de tu efectivo y el %3 de tus propiedades y edificios: %2. Elige una opción.</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/table.py"/>
        <source>You owe %1 to %2 and have %3: sell buildings back or mortgage until you can pay.</source>
        <translation>Debes %1 a %2 y tienes %3: revende edificios o hipoteca hasta poder pagar.</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/table.py"/>
        <source>Time is up: your last dealings with the Treasury, then Done.</source>
        <translation>Se acabó el tiempo: tus últimos tratos con el Tesoro y después Listo.</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/table.py"/>
        <source>You are drawing up an offer to %1.</source>
        <translation>Estás preparando una oferta para %1.</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/table.py"/>
        <source>%1 offers you a trade: see the offer, then accept or refuse it.</source>
        <translation>%1 te ofrece un intercambio: acéptalo o recházalo.</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/table.py"/>
        <source>Doubles: you roll again. Build, deal with the Treasury or trade first, then roll again.</source>
        <translation>Dobles: tiras otra vez. Antes puedes construir, tratar con el Tesoro o intercambiar.</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/table.py"/>
        <source>Doubles: you roll again. Deal with the Treasury or trade first, then roll again.</source>
        <translation>Dobles: tiras otra vez. Antes puedes tratar con el Tesoro o intercambiar.</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/table.py"/>
        <source>Doubles: you roll again. Build or deal with the Treasury first, then roll again.</source>
        <translation>Dobles: tiras otra vez. Antes puedes construir o tratar con el Tesoro.</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/table.py"/>
        <source>Doubles: you roll again. Deal with the Treasury first, then roll again.</source>
        <translation>Dobles: tiras otra vez. Antes puedes tratar con el Tesoro.</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/table.py"/>
        <source>Doubles: you roll again. Offer a trade first, or roll again.</source>
        <translation>Dobles: tiras otra vez. Antes puedes ofrecer un intercambio, o tira ya.</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/table.py"/>
        <source>Doubles: roll again.</source>
        <translation>Dobles: tira otra vez.</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/table.py"/>
        <source>Build, deal with the Treasury or offer a trade; then end your turn.</source>
        <translation>Construye, trata con el Tesoro u ofrece un intercambio; después termina tu turno.</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/table.py"/>
        <source>Deal with the Treasury or offer a trade; then end your turn.</source>
        <translation>Trata con el Tesoro u ofrece un intercambio; después termina tu turno.</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/table.py"/>
        <source>Build or deal with the Treasury; then end your turn.</source>
        <translation>Construye o trata con el Tesoro; después termina tu turno.</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/table.py"/>
        <source>Deal with the Treasury; then end your turn.</source>
        <translation>Trata con el Tesoro; después termina tu turno.</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/table.py"/>
        <source>Offer a trade, or end your turn.</source>
        <translation>Ofrece un intercambio, o termina tu turno.</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/table.py"/>
        <source>End your turn.</source>
        <translation>Termina tu turno.</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/table.py"/>
        <source>Your offer is made: press Hand Over for %1 to answer it; the screen then comes back to you.</source>
        <translation>Tu oferta está hecha: pulsa «Pasar la pantalla» para que %1 la responda; después la pantalla vuelve a ti.</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/table.py"/>
        <source>%1, answer %2's offer.</source>
        <translation>%1, responde a la oferta de %2.</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/table.py"/>
        <source>%1 is drawing up an offer to %2.</source>
        <translation>%1 está preparando una oferta para %2.</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/table.py"/>
        <source>Hint: roll the dice.</source>
        <translation>Consejo: tira los dados.</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/table.py"/>
        <source>Hint: pay the fine and leave.</source>
        <translation>Consejo: paga la multa y sal.</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/table.py"/>
        <source>Hint: leave it with the Treasury.</source>
        <translation>Consejo: déjala al Tesoro.</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/table.py"/>
        <source>Hint: build on %1.</source>
        <translation>Consejo: construye en %1.</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/table.py"/>
        <source>Hint: sell a building of %1 back.</source>
        <translation>Consejo: revende un edificio de %1.</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/table.py"/>
        <source>Hint: mortgage %1.</source>
        <translation>Consejo: hipoteca %1.</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/table.py"/>
        <source>Hint: redeem %1.</source>
        <translation>Consejo: rescata %1.</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/table.py"/>
        <source>Hint: end your turn.</source>
        <translation>Consejo: termina tu turno.</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/table.py"/>
        <source>Hint: press Done.</source>
        <translation>Consejo: pulsa Listo.</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/table.py"/>
        <source>Hint: accept the offer.</source>
        <translation>Consejo: acepta la oferta.</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/table.py"/>
        <source>Hint: refuse the offer.</source>
        <translation>Consejo: rechaza la oferta.</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/table.py"/>
        <source>Hint: cancel the offer.</source>
        <translation>Consejo: cancela la oferta.</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/table.py"/>
        <source>Hint: put %1 into the offer.</source>
        <translation>Consejo: pon %1 en la oferta.</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/table.py"/>
        <source>Hint: ask for %1 in the offer.</source>
        <translation>Consejo: pide %1 en la oferta.</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/table.py"/>
        <source>Hint: buy %1.</source>
        <translation>Consejo: compra %1.</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/table.py"/>
        <source>Hint: buy it.</source>
        <translation>Consejo: cómprala.</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/table.py"/>
        <source>Hint: you threw doubles: roll again.</source>
        <translation>Consejo: sacaste dobles: tira otra vez.</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/table.py"/>
        <source>Hint: pay the flat amount.</source>
        <translation>Consejo: paga la cantidad fija.</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/table.py"/>
        <source>Hint: pay the percentage.</source>
        <translation>Consejo: paga el porcentaje.</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/table.py"/>
        <source>Hint: offer a trade to %1.</source>
        <translation>Consejo: ofrece un intercambio a %1.</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/table.py"/>
        <source>Hint: propose the offer, paying %1.</source>
        <translation>Consejo: propón la oferta pagando %1.</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/table.py"/>
        <source>Hint: propose the offer, asking for %1.</source>
        <translation>Consejo: propón la oferta pidiendo %1.</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/table.py"/>
        <source>Hint: propose the offer, with no cash.</source>
        <translation>Consejo: propón la oferta sin dinero.</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/table.py"/>
        <source>Buy %1 for %2</source>
        <translation>Comprar %1 por %2</translation>
    </message>
    <message numerus="yes">
        <location filename="../ponzi_desktop/ui/anti_monopoly/seat_deeds.py"/>
        <source>%n house(s)</source>
        <translation>
            <numerusform>%n casa</numerusform>
            <numerusform>%n casas</numerusform>
        </translation>
    </message>
    <message>
        <source>Income Tax: pay %1, or 10% of what you own: %2. Choose one.</source>
        <translation type="vanished">Impuesto sobre la renta: paga %1, o el 10% de lo que tienes: %2. Elige una opción.</translation>
    </message>
    <message>
        <source>Income Tax: pay %1, or 20% of your cash and 10% of your properties and buildings: %2. Choose one.</source>
        <translation type="vanished">Impuesto sobre la renta: paga %1, o el 20% de tu efectivo y el 10% de tus propiedades y edificios: %2. Elige una opción.</translation>
    </message>
    <message>
        <source>Card, by %1</source>
        <comment>a card space, in few words</comment>
        <translation type="vanished">Carta, junto a %1</translation>
    </message>
    <message>
        <source>the card space by %1</source>
        <translation type="vanished">la casilla de carta junto a %1</translation>
    </message>
    <message>
        <source>Hollywood</source>
        <translation type="vanished">Hollywood</translation>
    </message>
    <message>
        <source>Rail-
road</source>
        <translation type="vanished">Ferro-
carril</translation>
    </message>
    <message>
        <source>Wil-
shire</source>
        <translation type="vanished">Wil-
shire</translation>
    </message>
    <message>
        <source>Holly-
wood</source>
        <translation type="vanished">Holly-
wood</translation>
    </message>
    <message>
        <source>George-
town</source>
        <translation type="vanished">George-
town</translation>
    </message>
    <message>
        <source>Hint: go on with the offer.</source>
        <translation type="vanished">Pista: sigue con la oferta.</translation>
    </message>
    <message>
        <source>a card space</source>
        <translation type="vanished">una casilla de carta</translation>
    </message>
    <message>
        <source>Income Tax: pay %1, or %2 worked out on what you own. Choose one.</source>
        <translation type="vanished">Impuesto sobre la renta: paga %1, o %2 calculado sobre lo que tienes. Elige una opción.</translation>
    </message>
    <message>
        <source>Buy %1</source>
        <translation type="vanished">Comprar %1</translation>
    </message>
    <message>
        <source>Build on %1</source>
        <translation type="vanished">Construir en %1</translation>
    </message>
    <message>
        <source>Sell a building of %1 back</source>
        <translation type="vanished">Revender un edificio de %1</translation>
    </message>
    <message>
        <source>Mortgage %1</source>
        <translation type="vanished">Hipotecar %1</translation>
    </message>
    <message>
        <source>Redeem %1</source>
        <translation type="vanished">Rescatar %1</translation>
    </message>
</context>
<context>
    <name>AntiMonopolyTrade</name>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/offer_answer.py"/>
        <source>An Offer from %1</source>
        <translation>Una oferta de %1</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/offer_answer.py"/>
        <source>%1 (%2) offers you a trade.</source>
        <translation>%1 (%2) te ofrece un intercambio.</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/offer_answer.py"/>
        <source>You would give</source>
        <translation>Darías</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/offer_answer.py"/>
        <source>You would get</source>
        <translation>Recibirías</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/offer_answer.py"/>
        <source>No deeds.</source>
        <translation>Ninguna propiedad.</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/offer_answer.py"/>
        <source>Under each deed: its price, then the rent one landing costs now → after the trade.</source>
        <translation>Bajo cada propiedad: su precio y el alquiler de una caída en ella, ahora → tras el intercambio.</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/offer_answer.py"/>
        <source>%1 pays you %2.</source>
        <translation>%1 te paga %2.</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/offer_answer.py"/>
        <source>You pay %1 %2.</source>
        <translation>Pagas %2 a %1.</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/offer_answer.py"/>
        <source>No cash changes hands.</source>
        <translation>No cambia de manos dinero.</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/offer_answer.py"/>
        <source>Cash after the trade: you %1 → %2 · %3 %4 → %5</source>
        <translation>Dinero tras el intercambio: tú %1 → %2 · %3 %4 → %5</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/offer_answer.py"/>
        <source>Beware: at the printed prices you give %1 and get only %2.</source>
        <translation>Atención: a los precios impresos das %1 y solo recibes %2.</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/offer_answer.py"/>
        <source>At the printed prices you give %1 and get %2.</source>
        <translation>A los precios impresos das %1 y recibes %2.</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/offer_answer.py"/>
        <source>Accept</source>
        <translation>Aceptar</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/offer_answer.py"/>
        <source>The deeds and the cash change hands at once.</source>
        <translation>Las propiedades y el dinero cambian de manos en el acto.</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/offer_answer.py"/>
        <source>Refuse</source>
        <translation>Rechazar</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/offer_answer.py"/>
        <source>Nothing changes hands, and %1 plays on.</source>
        <translation>Nada cambia de manos y %1 sigue jugando.</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/offer_answer.py"/>
        <source>Look at the Table First</source>
        <translation>Ver antes el tablero</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/offer_answer.py"/>
        <source>Close the window without answering: the offer waits for your answer.</source>
        <translation>Cierra la ventana sin responder: la oferta espera tu respuesta.</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/offer_answer.py"/>
        <source>Accept Anyway</source>
        <translation>Aceptar de todos modos</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/offer_answer.py"/>
        <source>Press again to give %1 for %2.</source>
        <translation>Pulsa otra vez para dar %1 por %2.</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/offer_answer.py"/>
        <source>This trade gives you the monopoly of %1: double rent there, and you could build.</source>
        <translation>Con este trato monopolizas %1: allí el alquiler se dobla y podrías construir.</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/offer_answer.py"/>
        <source>This trade gives %1 the monopoly of %2: double rent there, and they could build.</source>
        <translation>Con este trato %1 monopoliza %2: allí el alquiler se dobla y podría construir.</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/trade.py"/>
        <source>Draw Up an Offer</source>
        <translation>Preparar una oferta</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/trade.py"/>
        <source>Cancel</source>
        <translation>Cancelar</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/trade.py"/>
        <source>Withdraw the offer you drew up.</source>
        <translation>Retira la oferta que preparaste.</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/trade.py"/>
        <source>Close the window: no offer is made.</source>
        <translation>Cierra la ventana: no se hace ninguna oferta.</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/trade.py"/>
        <source>Propose</source>
        <translation>Proponer</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/trade.py"/>
        <source>Offer to:</source>
        <translation>Ofrecer a:</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/trade.py"/>
        <source>The offer you drew up is for %1.</source>
        <translation>La oferta que preparaste es para %1.</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/trade.py"/>
        <source>Nobody can be offered a trade now.</source>
        <translation>Ahora no se puede ofrecer un intercambio a nadie.</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/trade.py"/>
        <source>Drag deeds here, or click them.</source>
        <translation>Arrastra aquí propiedades o haz clic en ellas.</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/trade.py"/>
        <source>You hold no deeds.</source>
        <translation>No tienes propiedades.</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/trade.py"/>
        <source>They hold no deeds.</source>
        <translation>No tiene propiedades.</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/trade.py"/>
        <source>You give</source>
        <translation>Tú das</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/trade.py"/>
        <source>You ask for</source>
        <translation>Tú pides</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/trade.py"/>
        <source>Cash:</source>
        <translation>Dinero:</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/trade.py"/>
        <source>You pay</source>
        <translation>Pagas tú</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/trade.py"/>
        <source>They pay</source>
        <translation>Paga el otro</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/trade.py"/>
        <source>Cash in the offer</source>
        <translation>Dinero de la oferta</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/trade.py"/>
        <source>Type an amount of cash (0 for none).</source>
        <translation>Escribe una cantidad de dinero (0 si no hay).</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/trade.py"/>
        <source>%1 is more than your cash, %2.</source>
        <translation>%1 es más que tu dinero, %2.</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/trade.py"/>
        <source>%1 is more than %3 holds (%2).</source>
        <translation>%1 es más de lo que tiene %3 (%2).</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/trade.py"/>
        <source>Put at least one deed into the offer: cash alone cannot be traded.</source>
        <translation>Pon al menos una propiedad en la oferta: no se puede intercambiar solo dinero.</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/trade.py"/>
        <source>Every deed you hold is in the offer.</source>
        <translation>Todas tus propiedades están en la oferta.</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/trade.py"/>
        <source>Every deed they hold is in the offer.</source>
        <translation>Todas sus propiedades están en la oferta.</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/trade.py"/>
        <source>Your deeds · your cash %1</source>
        <translation>Tus propiedades · tu dinero: %1</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/trade.py"/>
        <source>Deeds of %1 · cash %2</source>
        <translation>Propiedades de %1 · dinero: %2</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/trade.py"/>
        <source>at most %1</source>
        <translation>como máximo %1</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/trade.py"/>
        <source>Send the offer: the other player accepts or refuses it.</source>
        <translation>Envía la oferta: el otro jugador la acepta o la rechaza.</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/trade.py"/>
        <source>Propose sends the offer; nothing changes hands unless it is accepted.</source>
        <translation>Proponer envía la oferta; nada cambia de manos si no se acepta.</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/trade.py"/>
        <source>Your deeds go under “You give”, the other player's under “You ask for”.</source>
        <translation>Tus propiedades van bajo «Tú das»; las del otro jugador, bajo «Tú pides».</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/trade_parts.py"/>
        <source>Buildings stand on it: they never change hands. Sell them to the Treasury first.</source>
        <translation>Tiene edificios, y los edificios nunca cambian de manos: véndelos antes al Tesoro.</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/trade_parts.py"/>
        <source>Your buildings in %1 need two unmortgaged streets there: this one must stay.</source>
        <translation>Tus edificios en %1 necesitan allí dos calles sin hipotecar: esta debe quedarse.</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/trade_parts.py"/>
        <source>The buildings of %1 in %2 need two unmortgaged streets there: this one must stay.</source>
        <translation>Los edificios de %1 en %2 necesitan allí dos calles sin hipotecar: esta debe quedarse.</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/trade_parts.py"/>
        <source>%1× dice</source>
        <translation>%1× dados</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/trade_parts.py"/>
        <source>City: %1</source>
        <translation>Ciudad: %1</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/trade_parts.py"/>
        <source>Price %1 · mortgage value %2 · redemption %3</source>
        <translation>Precio %1 · valor de hipoteca %2 · rescate %3</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/trade_parts.py"/>
        <source>Mortgaged: it earns %1 nothing.</source>
        <translation>Hipotecada: no le da nada a %1.</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/trade_parts.py"/>
        <source>Rent for %1 now: none (a Monopolist in Prison collects no rent).</source>
        <translation>Alquiler ahora para %1: ninguno (un Monopolista en Prisión no cobra rentas).</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/trade_parts.py"/>
        <source>Rent for %1 (%2) now: %3</source>
        <translation>Alquiler ahora para %1 (%2): %3</translation>
    </message>
    <message numerus="yes">
        <location filename="../ponzi_desktop/ui/anti_monopoly/trade_parts.py"/>
        <source>%n more deed(s)</source>
        <translation>
            <numerusform>%n propiedad más</numerusform>
            <numerusform>%n propiedades más</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/trade_parts.py"/>
        <source>You give %1 for %2.</source>
        <translation>Das %1 a cambio de %2.</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/trade_parts.py"/>
        <source>You give %1 and ask nothing in return.</source>
        <translation>Das %1 y no pides nada a cambio.</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/trade_parts.py"/>
        <source>You ask for %1 and give nothing in return.</source>
        <translation>Pides %1 y no das nada a cambio.</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/trade_parts.py"/>
        <source>Nothing is in the offer yet.</source>
        <translation>La oferta todavía está vacía.</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/trade_parts.py"/>
        <source>It is in the offer you drew up and stays there: Cancel withdraws the whole offer.</source>
        <translation>Está en la oferta que preparaste y ahí se queda: Cancelar retira toda la oferta.</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/trade_parts.py"/>
        <source>Mortgaged</source>
        <translation>Hipotecada</translation>
    </message>
    <message numerus="yes">
        <location filename="../ponzi_desktop/ui/anti_monopoly/trade_parts.py"/>
        <source>Rent for %1 now: none (a card: no rent for %n more turn(s)).</source>
        <translation>
            <numerusform>Alquiler ahora para %1: ninguno (una carta: sin rentas %n turno más).</numerusform>
            <numerusform>Alquiler ahora para %1: ninguno (una carta: sin rentas %n turnos más).</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>BaseTable</name>
    <message>
        <location filename="../ponzi_desktop/ui/kit/table.py"/>
        <source>You are watching: only a seated player can move.</source>
        <translation>Estás mirando: solo un jugador sentado puede jugar.</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/kit/table.py"/>
        <source>It is not your turn: %1 is deciding.</source>
        <translation>No es tu turno: %1 está decidiendo.</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/kit/table.py"/>
        <source>%1 plays next.</source>
        <translation>A continuación juega %1.</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/kit/table.py"/>
        <source>Your move is made: press Hand Over for %1.</source>
        <translation>Tu jugada está hecha: pulsa «Pasar la pantalla» para %1.</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/kit/table.py"/>
        <source>Nobody wins.</source>
        <translation>Nadie gana.</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/kit/table.py"/>
        <source>You win!</source>
        <translation>¡Has ganado!</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/kit/table.py"/>
        <source>%1 wins.</source>
        <translation>Gana %1.</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/kit/table.py"/>
        <source>You share the win.</source>
        <translation>Compartes la victoria.</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/kit/table.py"/>
        <source>A shared win.</source>
        <translation>Victoria compartida.</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/kit/table.py"/>
        <source>%1 is thinking…</source>
        <translation>%1 está pensando…</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/kit/table.py"/>
        <source>Your turn, %1.</source>
        <translation>Te toca, %1.</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/kit/table.py"/>
        <source>You play next.</source>
        <translation>Juegas tú a continuación.</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/kit/table.py"/>
        <source>%1 is deciding.</source>
        <translation>%1 está decidiendo.</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/kit/table.py"/>
        <source>A hint is for your own turn.</source>
        <translation>Los consejos son solo para tu propio turno.</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/kit/table.py"/>
        <source>A hint comes once the board has shown the last moves.</source>
        <translation>El consejo llega cuando el tablero haya mostrado las últimas jugadas.</translation>
    </message>
    <message>
        <source>You are deciding.</source>
        <translation type="vanished">Estás decidiendo.</translation>
    </message>
    <message>
        <source>Your move is made: %1 takes the screen next.</source>
        <translation type="vanished">Tu jugada está hecha: ahora %1 se sienta ante la pantalla.</translation>
    </message>
    <message>
        <source>Game over: nobody wins.</source>
        <translation type="vanished">Fin de la partida: nadie gana.</translation>
    </message>
    <message>
        <source>Game over: you win!</source>
        <translation type="vanished">Fin de la partida: ¡has ganado!</translation>
    </message>
    <message>
        <source>Game over: %1 wins.</source>
        <translation type="vanished">Fin de la partida: gana %1.</translation>
    </message>
    <message>
        <source>Game over: you share the win.</source>
        <translation type="vanished">Fin de la partida: compartes la victoria.</translation>
    </message>
    <message>
        <source>Game over: a shared win.</source>
        <translation type="vanished">Fin de la partida: victoria compartida.</translation>
    </message>
</context>
<context>
    <name>BlackFriday</name>
    <message>
        <location filename="../ponzi_desktop/ui/black_friday/labels.py"/>
        <source>Purple</source>
        <translation>Morado</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/black_friday/labels.py"/>
        <source>Yellow</source>
        <translation>Amarillo</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/black_friday/labels.py"/>
        <source>Green</source>
        <translation>Verde</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/black_friday/labels.py"/>
        <source>Blue</source>
        <translation>Azul</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/black_friday/labels.py"/>
        <source>White</source>
        <translation>Blanco</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/black_friday/labels.py"/>
        <source>Black</source>
        <translation>Negro</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/black_friday/labels.py"/>
        <source>Choose an action</source>
        <translation>Elige una acción</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/black_friday/labels.py"/>
        <source>Buy shares</source>
        <translation>Comprar acciones</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/black_friday/labels.py"/>
        <source>Sell shares</source>
        <translation>Vender acciones</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/black_friday/labels.py"/>
        <source>Buy gold</source>
        <translation>Comprar oro</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/black_friday/labels.py"/>
        <source>Bonus move</source>
        <translation>Jugada extra</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/black_friday/labels.py"/>
        <source>Price change</source>
        <translation>Cambio de precios</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/black_friday/labels.py"/>
        <source>Game over</source>
        <translation>Fin de la partida</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/black_friday/labels.py"/>
        <source>a share onto the share purchase track</source>
        <translation>una acción a la pista de compra de acciones</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/black_friday/labels.py"/>
        <source>a share onto the gold purchase track</source>
        <translation>una acción a la pista de compra de oro</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/black_friday/labels.py"/>
        <source>a share from the sale row to the market</source>
        <translation>una acción de la fila de venta al mercado</translation>
    </message>
</context>
<context>
    <name>BlackFridayActionPanel</name>
    <message>
        <location filename="../ponzi_desktop/ui/black_friday/action_panel.py"/>
        <source>End turn</source>
        <translation>Terminar turno</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/black_friday/action_panel.py"/>
        <source>End your turn without the bonus tile's free move</source>
        <translation>Terminar tu turno sin el movimiento gratis de la ficha de bonificación</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/black_friday/action_panel.py"/>
        <source>Buy:</source>
        <translation>Comprar:</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/black_friday/action_panel.py"/>
        <source>Buy one more %1 share for %2, with your bonus tile (once a game)</source>
        <translation>Comprar una acción %1 más por %2, con tu ficha de bonificación (una vez por partida)</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/black_friday/action_panel.py"/>
        <source>Buy a %1 share for %2</source>
        <translation>Comprar una acción %1 por %2</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/black_friday/action_panel.py"/>
        <source>Buy %1</source>
        <translation>Comprar %1</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/black_friday/action_panel.py"/>
        <source>Sell:</source>
        <translation>Vender:</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/black_friday/action_panel.py"/>
        <source>Sell one more %1 share for %2, with your bonus tile (once a game)</source>
        <translation>Vender una acción %1 más por %2, con tu ficha de bonificación (una vez por partida)</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/black_friday/action_panel.py"/>
        <source>Sell a %1 share for %2</source>
        <translation>Vender una acción %1 por %2</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/black_friday/action_panel.py"/>
        <source>Sell %1</source>
        <translation>Vender %1</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/black_friday/action_panel.py"/>
        <source>Finish buying</source>
        <translation>Terminar la compra</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/black_friday/action_panel.py"/>
        <source>End the purchase: a share you bought goes from the market onto the share purchase track</source>
        <translation>Terminar la compra: una acción de un color que compraste pasa del mercado a la pista de compra de acciones</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/black_friday/action_panel.py"/>
        <source>Which colour goes onto the share purchase track?</source>
        <translation>¿Qué color pasa a la pista de compra de acciones?</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/black_friday/action_panel.py"/>
        <source>Finish buying: %1 goes onto the share purchase track</source>
        <translation>Terminar la compra: %1 pasa a la pista de compra de acciones</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/black_friday/action_panel.py"/>
        <source>Finish selling</source>
        <translation>Terminar la venta</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/black_friday/action_panel.py"/>
        <source>End the sale: a share of the sale row goes to the market</source>
        <translation>Terminar la venta: una acción de la fila de venta pasa al mercado</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/black_friday/action_panel.py"/>
        <source>Which colour of the sale row goes to the market?</source>
        <translation>¿Qué color de la fila de venta pasa al mercado?</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/black_friday/action_panel.py"/>
        <source>Finish selling: %1 from the sale row goes to the market</source>
        <translation>Terminar la venta: %1 pasa de la fila de venta al mercado</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/black_friday/action_panel.py"/>
        <source>Buy gold…</source>
        <translation>Comprar oro…</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/black_friday/action_panel.py"/>
        <source>Buy gold bars; a market share of your choice goes onto the gold purchase track</source>
        <translation>Comprar lingotes de oro; una acción del mercado que elijas pasa a la pista de compra de oro</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/black_friday/action_panel.py"/>
        <source>Which colour goes onto the gold purchase track?</source>
        <translation>¿Qué color pasa a la pista de compra de oro?</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/black_friday/action_panel.py"/>
        <source>%1 share onto the gold track: no bar (your cash is short of %2)</source>
        <translation>Una acción %1 a la pista de compra de oro: ningún lingote (tu dinero no alcanza para %2)</translation>
    </message>
    <message numerus="yes">
        <location filename="../ponzi_desktop/ui/black_friday/action_panel.py"/>
        <source>%1 share onto the gold track: up to %n bar(s) at %2 each</source>
        <translation>
            <numerusform>Una acción %1 a la pista de compra de oro: hasta %n lingote a %2 cada uno</numerusform>
            <numerusform>Una acción %1 a la pista de compra de oro: hasta %n lingotes a %2 cada uno</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/black_friday/action_panel.py"/>
        <source>None: the sale row is empty</source>
        <translation>Ninguna: la fila de venta está vacía</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/black_friday/action_panel.py"/>
        <source>Finish selling: the sale row is empty, no share goes to the market</source>
        <translation>Terminar la venta: la fila de venta está vacía, ninguna acción pasa al mercado</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/black_friday/action_panel.py"/>
        <source>More</source>
        <translation>Más</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/black_friday/action_panel.py"/>
        <source>Buy or sell nothing, or your bonus tile's free move</source>
        <translation>No comprar o no vender nada, o el movimiento gratis de tu ficha de bonificación</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/black_friday/action_panel.py"/>
        <source>Buy nothing: a share onto the share purchase track</source>
        <translation>No comprar: una acción a la pista de compra de acciones</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/black_friday/action_panel.py"/>
        <source>Sell nothing: a share from the sale row to the market</source>
        <translation>No vender: una acción de la fila de venta al mercado</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/black_friday/action_panel.py"/>
        <source>Bonus tile: a share onto the share purchase track</source>
        <translation>Ficha de bonificación: una acción a la pista de compra de acciones</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/black_friday/action_panel.py"/>
        <source>Bonus tile: a share onto the gold purchase track</source>
        <translation>Ficha de bonificación: una acción a la pista de compra de oro</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/black_friday/action_panel.py"/>
        <source>Bonus tile: a share from the sale row to the market</source>
        <translation>Ficha de bonificación: una acción de la fila de venta al mercado</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/black_friday/action_panel.py"/>
        <source>Bonus move</source>
        <translation>Jugada de bonificación</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/black_friday/action_panel.py"/>
        <source>Your bonus tile's free move (once a game)</source>
        <translation>El movimiento gratis de tu ficha de bonificación (una vez por partida)</translation>
    </message>
    <message>
        <source>%1 share onto the gold track</source>
        <translation type="vanished">Una acción %1 a la pista de compra de oro</translation>
    </message>
    <message>
        <source>Gold…</source>
        <translation type="vanished">Oro…</translation>
    </message>
    <message>
        <source>Not possible now</source>
        <translation type="vanished">Ahora no es posible</translation>
    </message>
    <message>
        <source>Buy nothing: a %1 share onto the share purchase track</source>
        <translation type="vanished">No comprar: una acción de %1 a la pista de compra de acciones</translation>
    </message>
    <message>
        <source>Sell nothing: a %1 share from the sale row to the market</source>
        <translation type="vanished">No vender: una acción de %1 de la fila de venta al mercado</translation>
    </message>
    <message>
        <source>Sell nothing (the sale row is empty)</source>
        <translation type="vanished">No vender (la fila de venta está vacía)</translation>
    </message>
    <message>
        <source>Bonus tile: a %1 share onto the share purchase track</source>
        <translation type="vanished">Ficha de bonificación: una acción de %1 a la pista de compra de acciones</translation>
    </message>
    <message>
        <source>Bonus tile: a %1 share onto the gold purchase track</source>
        <translation type="vanished">Ficha de bonificación: una acción de %1 a la pista de compra de oro</translation>
    </message>
    <message>
        <source>Bonus tile: a %1 share from the sale row to the market</source>
        <translation type="vanished">Ficha de bonificación: una acción de %1 de la fila de venta al mercado</translation>
    </message>
    <message>
        <source>One more, with your bonus tile:</source>
        <translation type="vanished">Una más, con tu ficha:</translation>
    </message>
    <message>
        <source>%1 share onto the share purchase track (buy nothing)</source>
        <translation type="vanished">Una acción de %1 a la pista de compra de acciones (sin comprar nada)</translation>
    </message>
    <message>
        <source>%1 share from the sale row to the market (sell nothing)</source>
        <translation type="vanished">Una acción de %1 de la fila de venta al mercado (sin vender nada)</translation>
    </message>
    <message>
        <source>Zero move</source>
        <translation type="vanished">Jugada cero</translation>
    </message>
    <message>
        <source>Buy nothing or sell nothing: only a share moves, towards the next price change</source>
        <translation type="vanished">No comprar nada o no vender nada: solo se mueve una acción, acercando el próximo cambio de precios</translation>
    </message>
    <message>
        <source>None left in the row</source>
        <translation type="vanished">No queda ninguna en la fila</translation>
    </message>
    <message>
        <source>%1 share onto the share purchase track</source>
        <translation type="vanished">Una acción de %1 a la pista de compra de acciones</translation>
    </message>
    <message>
        <source>%1 share onto the gold purchase track</source>
        <translation type="vanished">Una acción de %1 a la pista de compra de oro</translation>
    </message>
    <message>
        <source>%1 share from the sale row to the market</source>
        <translation type="vanished">Una acción de %1 de la fila de venta al mercado</translation>
    </message>
</context>
<context>
    <name>BlackFridayEndTable</name>
    <message>
        <location filename="../ponzi_desktop/ui/black_friday/end_table.py"/>
        <source>The broker (M.I.B.S.)</source>
        <translation>El corredor (M.I.B.S.)</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/black_friday/end_table.py"/>
        <source>Cash</source>
        <translation>Efectivo</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/black_friday/end_table.py"/>
        <source>Gold</source>
        <translation>Oro</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/black_friday/end_table.py"/>
        <source>breaks a tie</source>
        <translation>desempata</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/black_friday/end_table.py"/>
        <source>Wealth</source>
        <translation>Riqueza</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/black_friday/end_table.py"/>
        <source>Price changes</source>
        <translation>Cambios de precios</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/black_friday/end_table.py"/>
        <source>Wealth at the start and after every price change: cash, shares at that moment's prices and gold bars at the gold price then.</source>
        <translation>La riqueza al comienzo y tras cada cambio de precios: el dinero, las acciones a los precios de ese momento y los lingotes de oro al precio del oro de entonces.</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/black_friday/end_table.py"/>
        <source>The broker (M.I.B.S.) is the richest, with %1: no player wins</source>
        <translation>El corredor (M.I.B.S.) es el más rico, con %1: ningún jugador gana</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/black_friday/end_table.py"/>
        <source>Nobody wins</source>
        <translation>Nadie gana</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/black_friday/end_table.py"/>
        <source>You win with %1</source>
        <translation>Ganas con %1</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/black_friday/end_table.py"/>
        <source>You share the win with %1, with %2 each</source>
        <translation>Compartes la victoria con %1, con %2 cada uno</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/black_friday/end_table.py"/>
        <source>%1 wins with %2</source>
        <translation>%1 gana con %2</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/black_friday/end_table.py"/>
        <source>%1 share the win with %2 each</source>
        <translation>%1 comparten la victoria con %2 cada uno</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/black_friday/end_table.py"/>
        <source>Gold reached %1: the game is over. Every share is sold at its final price. The broker (M.I.B.S.) is ranked too: when it is the richest, no player wins.</source>
        <translation>El oro llegó a %1: la partida ha terminado. Cada acción se vende a su precio final. El corredor (M.I.B.S.) también entra en la clasificación: si es el más rico, ningún jugador gana.</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/black_friday/end_table.py"/>
        <source>Gold reached %1: the game is over. Every share is sold at its final price.</source>
        <translation>El oro llegó a %1: la partida ha terminado. Cada acción se vende a su precio final.</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/black_friday/end_table.py"/>
        <source>Tied with the broker (M.I.B.S.) on wealth and on gold: the win is shared, and no player beat the broker.</source>
        <translation>Empate con el corredor (M.I.B.S.) en riqueza y en oro: la victoria se comparte y ningún jugador superó al corredor.</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/black_friday/end_table.py"/>
        <source>Tied on wealth and on gold: the win is shared.</source>
        <translation>Empate en riqueza y en oro: la victoria se comparte.</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/black_friday/end_table.py"/>
        <source>Tied on wealth: your gold, %1, breaks the tie.</source>
        <translation>Empate en riqueza: tu oro, %1, deshace el empate.</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/black_friday/end_table.py"/>
        <source>Tied on wealth: the broker's gold, %1, breaks the tie.</source>
        <translation>Empate en riqueza: el oro del corredor, %1, deshace el empate.</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/black_friday/end_table.py"/>
        <source>Tied on wealth: %1's gold, %2, breaks the tie.</source>
        <translation>Empate en riqueza: el oro de %1, %2, deshace el empate.</translation>
    </message>
</context>
<context>
    <name>BlackFridayLog</name>
    <message>
        <location filename="../ponzi_desktop/ui/black_friday/narration.py"/>
        <source>The broker</source>
        <translation>El corredor</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/black_friday/narration.py"/>
        <source>somebody</source>
        <translation>alguien</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/black_friday/narration.py"/>
        <source>the broker</source>
        <translation>el corredor</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/black_friday/narration.py"/>
        <source>%1 %2</source>
        <translation>%1 %2</translation>
    </message>
    <message numerus="yes">
        <location filename="../ponzi_desktop/ui/black_friday/narration.py"/>
        <source>A new game for %n player(s) and the automated broker</source>
        <translation>
            <numerusform>Una partida nueva para %n jugador y el corredor automático</numerusform>
            <numerusform>Una partida nueva para %n jugadores y el corredor automático</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../ponzi_desktop/ui/black_friday/narration.py"/>
        <source>A new game for %n player(s)</source>
        <translation>
            <numerusform>Una partida nueva para %n jugador</numerusform>
            <numerusform>Una partida nueva para %n jugadores</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/black_friday/narration.py"/>
        <source>you (bonus %1)</source>
        <translation>tú (bonificación %1)</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/black_friday/narration.py"/>
        <source>you</source>
        <translation>tú</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/black_friday/narration.py"/>
        <source>%1 (bonus %2)</source>
        <translation>%1 (bonificación %2)</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/black_friday/narration.py"/>
        <source>Turn order: %1</source>
        <translation>Orden de turno: %1</translation>
    </message>
    <message numerus="yes">
        <location filename="../ponzi_desktop/ui/black_friday/narration.py"/>
        <source>%1 draws %n share(s) from the bag</source>
        <translation>
            <numerusform>%1 saca %n acción de la bolsa</numerusform>
            <numerusform>%1 saca %n acciones de la bolsa</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/black_friday/narration.py"/>
        <source>Round %1 · your turn</source>
        <translation>Ronda %1 · tu turno</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/black_friday/narration.py"/>
        <source>Round %1 · the broker's turn</source>
        <translation>Ronda %1 · turno del corredor</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/black_friday/narration.py"/>
        <source>Round %1 · %2's turn</source>
        <translation>Ronda %1 · turno de %2</translation>
    </message>
    <message numerus="yes">
        <location filename="../ponzi_desktop/ui/black_friday/narration.py"/>
        <source>You buy %n %1 share(s) for %2</source>
        <translation>
            <numerusform>Compras %n acción %1 por %2</numerusform>
            <numerusform>Compras %n acciones %1 por %2</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../ponzi_desktop/ui/black_friday/narration.py"/>
        <source>The broker buys %n %1 share(s) for %2</source>
        <translation>
            <numerusform>El corredor compra %n acción %1 por %2</numerusform>
            <numerusform>El corredor compra %n acciones %1 por %2</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../ponzi_desktop/ui/black_friday/narration.py"/>
        <source>%1 buys %n %2 share(s) for %3</source>
        <translation>
            <numerusform>%1 compra %n acción %2 por %3</numerusform>
            <numerusform>%1 compra %n acciones %2 por %3</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../ponzi_desktop/ui/black_friday/narration.py"/>
        <source>You sell %n %1 share(s) for %2</source>
        <translation>
            <numerusform>Vendes %n acción %1 por %2</numerusform>
            <numerusform>Vendes %n acciones %1 por %2</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../ponzi_desktop/ui/black_friday/narration.py"/>
        <source>The broker sells %n %1 share(s) for %2</source>
        <translation>
            <numerusform>El corredor vende %n acción %1 por %2</numerusform>
            <numerusform>El corredor vende %n acciones %1 por %2</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../ponzi_desktop/ui/black_friday/narration.py"/>
        <source>%1 sells %n %2 share(s) for %3</source>
        <translation>
            <numerusform>%1 vende %n acción %2 por %3</numerusform>
            <numerusform>%1 vende %n acciones %2 por %3</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/black_friday/narration.py"/>
        <source>You buy no gold</source>
        <translation>No compras oro</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/black_friday/narration.py"/>
        <source>The broker buys no gold</source>
        <translation>El corredor no compra oro</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/black_friday/narration.py"/>
        <source>%1 buys no gold</source>
        <translation>%1 no compra oro</translation>
    </message>
    <message numerus="yes">
        <location filename="../ponzi_desktop/ui/black_friday/narration.py"/>
        <source>You buy %n gold bar(s) for %1</source>
        <translation>
            <numerusform>Compras %n lingote de oro por %1</numerusform>
            <numerusform>Compras %n lingotes de oro por %1</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../ponzi_desktop/ui/black_friday/narration.py"/>
        <source>The broker buys %n gold bar(s) for %1</source>
        <translation>
            <numerusform>El corredor compra %n lingote de oro por %1</numerusform>
            <numerusform>El corredor compra %n lingotes de oro por %1</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../ponzi_desktop/ui/black_friday/narration.py"/>
        <source>%1 buys %n gold bar(s) for %2</source>
        <translation>
            <numerusform>%1 compra %n lingote de oro por %2</numerusform>
            <numerusform>%1 compra %n lingotes de oro por %2</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/black_friday/narration.py"/>
        <source>You put a %1 share on space %2 of the gold purchase track</source>
        <translation>Pones una acción %1 en la casilla %2 de la pista de compra de oro</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/black_friday/narration.py"/>
        <source>The broker puts a %1 share on space %2 of the gold purchase track</source>
        <translation>El corredor pone una acción %1 en la casilla %2 de la pista de compra de oro</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/black_friday/narration.py"/>
        <source>%1 puts a %2 share on space %3 of the gold purchase track</source>
        <translation>%1 pone una acción %2 en la casilla %3 de la pista de compra de oro</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/black_friday/narration.py"/>
        <source>You put a %1 share on space %2 of the share purchase track</source>
        <translation>Pones una acción %1 en la casilla %2 de la pista de compra de acciones</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/black_friday/narration.py"/>
        <source>The broker puts a %1 share on space %2 of the share purchase track</source>
        <translation>El corredor pone una acción %1 en la casilla %2 de la pista de compra de acciones</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/black_friday/narration.py"/>
        <source>%1 puts a %2 share on space %3 of the share purchase track</source>
        <translation>%1 pone una acción %2 en la casilla %3 de la pista de compra de acciones</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/black_friday/narration.py"/>
        <source>You take nothing from sale row %1: it has no coloured share left</source>
        <translation>No tomas nada de la fila de venta %1: no le queda ninguna acción de color</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/black_friday/narration.py"/>
        <source>The broker takes nothing from sale row %1: it has no coloured share left</source>
        <translation>El corredor no toma nada de la fila de venta %1: no le queda ninguna acción de color</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/black_friday/narration.py"/>
        <source>%1 takes nothing from sale row %2: it has no coloured share left</source>
        <translation>%1 no toma nada de la fila de venta %2: no le queda ninguna acción de color</translation>
    </message>
    <message numerus="yes">
        <location filename="../ponzi_desktop/ui/black_friday/narration.py"/>
        <source>You move a %1 share from sale row %2 to the market (%n taken from the row so far)</source>
        <translation>
            <numerusform>Llevas una acción %1 de la fila de venta %2 al mercado (%n tomada de la fila hasta ahora)</numerusform>
            <numerusform>Llevas una acción %1 de la fila de venta %2 al mercado (%n tomadas de la fila hasta ahora)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../ponzi_desktop/ui/black_friday/narration.py"/>
        <source>The broker moves a %1 share from sale row %2 to the market (%n taken from the row so far)</source>
        <translation>
            <numerusform>El corredor lleva una acción %1 de la fila de venta %2 al mercado (%n tomada de la fila hasta ahora)</numerusform>
            <numerusform>El corredor lleva una acción %1 de la fila de venta %2 al mercado (%n tomadas de la fila hasta ahora)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../ponzi_desktop/ui/black_friday/narration.py"/>
        <source>%1 moves a %2 share from sale row %3 to the market (%n taken from the row so far)</source>
        <translation>
            <numerusform>%1 lleva una acción %2 de la fila de venta %3 al mercado (%n tomada de la fila hasta ahora)</numerusform>
            <numerusform>%1 lleva una acción %2 de la fila de venta %3 al mercado (%n tomadas de la fila hasta ahora)</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/black_friday/narration.py"/>
        <source>You use your bonus tile: that share is one more than the level allows</source>
        <translation>Usas tu ficha de bonificación: esa acción es una más de las que permite el nivel</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/black_friday/narration.py"/>
        <source>%1 uses the bonus tile: that share is one more than the level allows</source>
        <translation>%1 usa su ficha de bonificación: esa acción es una más de las que permite el nivel</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/black_friday/narration.py"/>
        <source>You use your bonus tile: one gold bar more than the level allows</source>
        <translation>Usas tu ficha de bonificación: un lingote de oro más de los que permite el nivel</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/black_friday/narration.py"/>
        <source>%1 uses the bonus tile: one gold bar more than the level allows</source>
        <translation>%1 usa su ficha de bonificación: un lingote de oro más de los que permite el nivel</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/black_friday/narration.py"/>
        <source>You use your bonus tile for a free track move</source>
        <translation>Usas tu ficha de bonificación para un movimiento gratis en una pista</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/black_friday/narration.py"/>
        <source>%1 uses the bonus tile for a free track move</source>
        <translation>%1 usa su ficha de bonificación para un movimiento gratis en una pista</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/black_friday/narration.py"/>
        <source>%1 stays at %2: the edge of the chart stops it</source>
        <translation>%1 se queda en %2: el borde de la tabla lo detiene</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/black_friday/narration.py"/>
        <source>%1 starts at %2: it has the fewest shares in the market</source>
        <translation>%1 empieza en %2: es el que tiene menos acciones en el mercado</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/black_friday/narration.py"/>
        <source>%1 starts at %2: it has the most shares in the market</source>
        <translation>%1 empieza en %2: es el que tiene más acciones en el mercado</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/black_friday/narration.py"/>
        <source>%1 rises to %2: its last share left the market</source>
        <translation>%1 sube a %2: su última acción salió del mercado</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/black_friday/narration.py"/>
        <source>%1 rises to %2: its third share is on the track</source>
        <translation>%1 sube a %2: su tercera acción está en la pista</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/black_friday/narration.py"/>
        <source>%1 falls to %2: one of its shares went from the sale row to the market</source>
        <translation>%1 baja a %2: una de sus acciones pasó de la fila de venta al mercado</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/black_friday/narration.py"/>
        <source>%1 rises to %2: the market has none of its shares</source>
        <translation>%1 sube a %2: no queda ninguna de sus acciones en el mercado</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/black_friday/narration.py"/>
        <source>%1 rises from %2 to %3</source>
        <translation>%1 sube de %2 a %3</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/black_friday/narration.py"/>
        <source>%1 falls from %2 to %3</source>
        <translation>%1 baja de %2 a %3</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/black_friday/narration.py"/>
        <source>%1 moves and stays at %2</source>
        <translation>%1 se mueve y se queda en %2</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/black_friday/narration.py"/>
        <source>Price change %1: the share purchase track is full</source>
        <translation>Cambio de precios %1: la pista de compra de acciones está llena</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/black_friday/narration.py"/>
        <source>Price change %1: the gold purchase track is full</source>
        <translation>Cambio de precios %1: la pista de compra de oro está llena</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/black_friday/narration.py"/>
        <source>Price change %1: enough shares have left the sale row</source>
        <translation>Cambio de precios %1: han salido bastantes acciones de la fila de venta</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/black_friday/narration.py"/>
        <source>Nothing is drawn: the bag is empty</source>
        <translation>No se saca nada: la bolsa está vacía</translation>
    </message>
    <message numerus="yes">
        <location filename="../ponzi_desktop/ui/black_friday/narration.py"/>
        <source>%n share(s) drawn from the bag: %1</source>
        <translation>
            <numerusform>Se saca %n acción de la bolsa: %1</numerusform>
            <numerusform>Se sacan %n acciones de la bolsa: %1</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/black_friday/narration.py"/>
        <source>The gold price reaches %1: the market closes after these price moves</source>
        <translation>El precio del oro llega a %1: el mercado cierra tras estos movimientos de precio</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/black_friday/narration.py"/>
        <source>The gold price stays at %1</source>
        <translation>El precio del oro se queda en %1</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/black_friday/narration.py"/>
        <source>The gold price rises from %1 to %2</source>
        <translation>El precio del oro sube de %1 a %2</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/black_friday/narration.py"/>
        <source>The single black share goes back into the bag and counts for nothing</source>
        <translation>La única acción negra vuelve a la bolsa y no cuenta</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/black_friday/narration.py"/>
        <source>The shares of the share purchase track go into the bag</source>
        <translation>Las acciones de la pista de compra de acciones van a la bolsa</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/black_friday/narration.py"/>
        <source>The shares of the gold purchase track go into the bag</source>
        <translation>Las acciones de la pista de compra de oro van a la bolsa</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/black_friday/narration.py"/>
        <source>The level rises to %1 (shares a turn: %2, gold bars a turn: %3)</source>
        <translation>El nivel sube a %1 (acciones por turno: %2, lingotes de oro por turno: %3)</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/black_friday/narration.py"/>
        <source>Sale row %1 is used from now on</source>
        <translation>A partir de ahora se usa la fila de venta %1</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/black_friday/narration.py"/>
        <source>Sale row %1 is refilled from the market and used again</source>
        <translation>La fila de venta %1 se rellena desde el mercado y se vuelve a usar</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/black_friday/narration.py"/>
        <source>Price change %1 is over</source>
        <translation>Termina el cambio de precios %1</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/black_friday/narration.py"/>
        <source>Game over: the broker is the richest with %1, so nobody wins</source>
        <translation>Fin de la partida: el corredor es el más rico, con %1, así que nadie gana</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/black_friday/narration.py"/>
        <source>Game over: nobody wins</source>
        <translation>Fin de la partida: nadie gana</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/black_friday/narration.py"/>
        <source>Game over: you win with %1</source>
        <translation>Fin de la partida: ganas con %1</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/black_friday/narration.py"/>
        <source>Game over: %1 wins with %2</source>
        <translation>Fin de la partida: %1 gana con %2</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/black_friday/narration.py"/>
        <source>Game over: you share the win with %1, with %2 each</source>
        <translation>Fin de la partida: compartes la victoria con %1, con %2 cada uno</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/black_friday/narration.py"/>
        <source>Game over: %1 share the win with %2 each</source>
        <translation>Fin de la partida: %1 comparten la victoria con %2 cada uno</translation>
    </message>
    <message numerus="yes">
        <location filename="../ponzi_desktop/ui/black_friday/narration.py"/>
        <source>%n share(s) are drawn from the bag and added to the %1 of each colour already in the market: %2</source>
        <translation>
            <numerusform>Se saca %n acción de la bolsa y se suma a las %1 de cada color que ya hay en el mercado: %2</numerusform>
            <numerusform>Se sacan %n acciones de la bolsa y se suman a las %1 de cada color que ya hay en el mercado: %2</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../ponzi_desktop/ui/black_friday/narration.py"/>
        <source>%n share(s) are drawn from the bag into the market: %1</source>
        <translation>
            <numerusform>Se saca %n acción de la bolsa al mercado: %1</numerusform>
            <numerusform>Se sacan %n acciones de la bolsa al mercado: %1</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../ponzi_desktop/ui/black_friday/narration.py"/>
        <source>You draw %n share(s) from the bag: %1</source>
        <translation>
            <numerusform>Sacas %n acción de la bolsa: %1</numerusform>
            <numerusform>Sacas %n acciones de la bolsa: %1</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../ponzi_desktop/ui/black_friday/narration.py"/>
        <source>The broker draws %n share(s) from the bag: %1</source>
        <translation>
            <numerusform>El corredor saca %n acción de la bolsa: %1</numerusform>
            <numerusform>El corredor saca %n acciones de la bolsa: %1</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../ponzi_desktop/ui/black_friday/narration.py"/>
        <source>%1 draws %n share(s) from the bag: %2</source>
        <translation>
            <numerusform>%1 saca %n acción de la bolsa: %2</numerusform>
            <numerusform>%1 saca %n acciones de la bolsa: %2</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../ponzi_desktop/ui/black_friday/narration.py"/>
        <source>%n black share(s) go to the bank: every colour counts that many fewer</source>
        <translation>
            <numerusform>%n acción negra va al banco: cada color cuenta esa cantidad menos</numerusform>
            <numerusform>%n acciones negras van al banco: cada color cuenta esa cantidad menos</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../ponzi_desktop/ui/black_friday/narration.py"/>
        <source>The shares left in sale row %1 go into the bag, with %n black share(s)</source>
        <translation>
            <numerusform>Las acciones que quedan en la fila de venta %1 van a la bolsa, con %n acción negra</numerusform>
            <numerusform>Las acciones que quedan en la fila de venta %1 van a la bolsa, con %n acciones negras</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 uses their bonus tile: that share is one more than the level allows</source>
        <translation type="vanished">%1 usa su ficha de bonificación: esa acción es una más de las que permite el nivel</translation>
    </message>
    <message>
        <source>%1 uses their bonus tile: one gold bar more than the level allows</source>
        <translation type="vanished">%1 usa su ficha de bonificación: un lingote de oro más de los que permite el nivel</translation>
    </message>
    <message>
        <source>%1 uses their bonus tile for a free track move</source>
        <translation type="vanished">%1 usa su ficha de bonificación para un movimiento gratis en una pista</translation>
    </message>
    <message>
        <source>You used your bonus tile: that share was one more than the level allows</source>
        <translation type="vanished">Usaste tu ficha de bonificación: esa acción fue una más de las que permite el nivel</translation>
    </message>
    <message>
        <source>%1 used their bonus tile: that share was one more than the level allows</source>
        <translation type="vanished">%1 usó su ficha de bonificación: esa acción fue una más de las que permite el nivel</translation>
    </message>
    <message>
        <source>You used your bonus tile: one gold bar more than the level allows</source>
        <translation type="vanished">Usaste tu ficha de bonificación: un lingote de oro más de los que permite el nivel</translation>
    </message>
    <message>
        <source>%1 used their bonus tile: one gold bar more than the level allows</source>
        <translation type="vanished">%1 usó su ficha de bonificación: un lingote de oro más de los que permite el nivel</translation>
    </message>
    <message>
        <source>You use your bonus for a free track move</source>
        <translation type="vanished">Usas tu bonificación para un movimiento gratis en una pista</translation>
    </message>
    <message>
        <source>%1 uses their bonus for a free track move</source>
        <translation type="vanished">%1 usa su bonificación para un movimiento gratis en una pista</translation>
    </message>
    <message>
        <source>You use your bonus: one share more than the level allows may be sold</source>
        <translation type="vanished">Usas tu bonificación: puedes vender una acción más de lo que permite el nivel</translation>
    </message>
    <message>
        <source>%1 uses their bonus: one share more than the level allows may be sold</source>
        <translation type="vanished">%1 usa su bonificación: puede vender una acción más de lo que permite el nivel</translation>
    </message>
    <message>
        <source>You use your bonus: one gold bar more than the level allows may be bought</source>
        <translation type="vanished">Usas tu bonificación: puedes comprar un lingote de oro más de lo que permite el nivel</translation>
    </message>
    <message>
        <source>%1 uses their bonus: one gold bar more than the level allows may be bought</source>
        <translation type="vanished">%1 usa su bonificación: puede comprar un lingote de oro más de lo que permite el nivel</translation>
    </message>
    <message>
        <source>You use your bonus: one share more than the level allows may be bought</source>
        <translation type="vanished">Usas tu bonificación: puedes comprar una acción más de lo que permite el nivel</translation>
    </message>
    <message>
        <source>%1 uses their bonus: one share more than the level allows may be bought</source>
        <translation type="vanished">%1 usa su bonificación: puede comprar una acción más de lo que permite el nivel</translation>
    </message>
</context>
<context>
    <name>BlackFridayMoves</name>
    <message>
        <location filename="../ponzi_desktop/ui/black_friday/moves.py"/>
        <source>%1 %2</source>
        <comment>two sentences, one after the other</comment>
        <translation>%1 %2</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/black_friday/moves.py"/>
        <source>To finish, put a %1 share (a colour you bought) on the share purchase track: drag or click it, or Finish buying.</source>
        <translation>Termina: acción %1 (comprada) a la pista de compra: arrastra, clic o Terminar la compra.</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/black_friday/moves.py"/>
        <source>Finish: put a share of a colour you bought this turn on the share purchase track: drag or click it, or Finish buying.</source>
        <translation>Termina: acción de color comprado a la pista de compra: arrastra, clic o Terminar la compra.</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/black_friday/moves.py"/>
        <source>Finish: put a share of any colour on the share purchase track (none you bought is left): drag or click it, or Finish buying.</source>
        <translation>Termina: cualquier acción a la pista de compra (no queda color tuyo): arrastra, clic o Terminar la compra.</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/black_friday/moves.py"/>
        <source>You are selling this turn: finish the sale first (a share from the sale row to the market).</source>
        <translation>Estás vendiendo en este turno: primero termina la venta (una acción de la fila de venta al mercado).</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/black_friday/moves.py"/>
        <source>Your action is over: use your bonus tile's free move, or end your turn.</source>
        <translation>Tu acción ha terminado: usa el movimiento gratis de tu ficha de bonificación o termina tu turno.</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/black_friday/moves.py"/>
        <source>The market has no %1 share left.</source>
        <translation>No queda ninguna acción %1 en el mercado.</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/black_friday/moves.py"/>
        <source>A %1 share costs %2: more than your cash (%3).</source>
        <translation>Una acción %1 cuesta %2: más que tu efectivo (%3).</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/black_friday/moves.py"/>
        <source>You are buying, not selling.</source>
        <translation>Compras, no vendes.</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/black_friday/moves.py"/>
        <source>You hold no %1 share.</source>
        <translation>No tienes ninguna acción %1.</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/black_friday/moves.py"/>
        <source>You are selling: a sale ends with a share from the sale row to the market.</source>
        <translation>Estás vendiendo: una venta termina con una acción de la fila de venta al mercado.</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/black_friday/moves.py"/>
        <source>Your action is over: only your bonus tile could put a share on a track now.</source>
        <translation>Tu acción ha terminado: ahora solo tu ficha de bonificación podría poner una acción en una pista.</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/black_friday/moves.py"/>
        <source>The market has no %1 share to put on the track.</source>
        <translation>No hay ninguna acción %1 en el mercado para poner en la pista.</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/black_friday/moves.py"/>
        <source>You are buying: a purchase ends with a market share onto the share purchase track.</source>
        <translation>Estás comprando: una compra termina con una acción del mercado a la pista de compra de acciones.</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/black_friday/moves.py"/>
        <source>Your action is over: only your bonus tile could move a share from the sale row now.</source>
        <translation>Tu acción ha terminado: ahora solo tu ficha de bonificación podría mover una acción de la fila de venta.</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/black_friday/moves.py"/>
        <source>The current sale row has no %1 share.</source>
        <translation>La fila de venta actual no tiene ninguna acción %1.</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/black_friday/moves.py"/>
        <source>End your sale with a colour you sold this turn.</source>
        <translation>Termina la venta con un color que hayas vendido en este turno.</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/black_friday/moves.py"/>
        <source>You are buying shares this turn: gold is a different action.</source>
        <translation>Estás comprando acciones en este turno: comprar oro es una acción aparte.</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/black_friday/moves.py"/>
        <source>You are selling shares this turn: gold is a different action.</source>
        <translation>Estás vendiendo acciones en este turno: comprar oro es una acción aparte.</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/black_friday/moves.py"/>
        <source>You cannot buy gold now.</source>
        <translation>Ahora no puedes comprar oro.</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/black_friday/moves.py"/>
        <source>Finish your action first: the bonus tile's free move comes before it or after it.</source>
        <translation>Primero termina tu acción: el movimiento gratis de la ficha de bonificación va antes o después de ella.</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/black_friday/moves.py"/>
        <source>You have no bonus tile: the start player plays without one.</source>
        <translation>No tienes ficha de bonificación: el jugador inicial juega sin ella.</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/black_friday/moves.py"/>
        <source>You have used your bonus tile: it works once a game.</source>
        <translation>Ya usaste tu ficha de bonificación: sirve una vez por partida.</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/black_friday/moves.py"/>
        <source>Your bonus tile's free move is not available: it is used, or you have none.</source>
        <translation>El movimiento gratis de tu ficha de bonificación no está disponible: ya la usaste o no tienes ninguna.</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/black_friday/moves.py"/>
        <source>Your bonus tile's free move takes a market share onto a purchase track, or a share from the sale row to the market.</source>
        <translation>El movimiento gratis de la ficha lleva una acción del mercado a una pista de compra, o una de la fila de venta al mercado.</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/black_friday/moves.py"/>
        <source>There is no %1 share to move there.</source>
        <translation>No hay ninguna acción %1 que llevar allí.</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/black_friday/moves.py"/>
        <source>Bought shares go behind your own screen.</source>
        <translation>Las acciones compradas van detrás de tu propia pantalla.</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/black_friday/moves.py"/>
        <source>The market has no %1 share to put on the gold track.</source>
        <translation>No hay ninguna acción %1 en el mercado para poner en la pista de compra de oro.</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/black_friday/moves.py"/>
        <source>Your shares are sold onto the share market.</source>
        <translation>Tus acciones se venden en el mercado.</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/black_friday/moves.py"/>
        <source>A sale-row share goes to the share market to end a sale.</source>
        <translation>Las acciones de la fila de venta van al mercado.</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/black_friday/moves.py"/>
        <source>Gold bars from the bank go onto your own screen.</source>
        <translation>El oro del banco va a tu pantalla.</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/black_friday/moves.py"/>
        <source>A market share is bought onto your screen, or put on a purchase track.</source>
        <translation>Las acciones del mercado van a tu pantalla o a una pista.</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/black_friday/moves.py"/>
        <source>Your screen: a market share dropped here is bought, and gold bars from the bank too.</source>
        <translation>Tu pantalla: aquí se compran acciones del mercado y oro del banco.</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/black_friday/moves.py"/>
        <source>%1's screen: only they buy onto it.</source>
        <translation>Pantalla de %1: solo esa persona compra en ella.</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/black_friday/moves.py"/>
        <source>The market: your shares are sold onto it, and a sale ends with a share from the sale row onto it.</source>
        <translation>El mercado: aquí se venden tus acciones, y una venta termina trayendo una de la fila de venta.</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/black_friday/moves.py"/>
        <source>The gold purchase track: a market share goes onto it when you buy gold bars.</source>
        <translation>Pista de compra de oro: aquí va una acción del mercado al comprar lingotes.</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/black_friday/moves.py"/>
        <source>The share purchase track: a purchase ends with a market share of a colour bought this turn.</source>
        <translation>Pista de compra de acciones: cierra la compra con un color comprado.</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/black_friday/moves.py"/>
        <source>The share sale track: a sale ends with a share of its current row moved to the share market.</source>
        <translation>Pista de venta: una acción de esta fila al mercado cierra la venta.</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/black_friday/moves.py"/>
        <source>Bonus tile: now move a market share onto a purchase track, or a sale-row share onto the market: drag it, or click it and then where it goes.</source>
        <translation>Ficha de bonificación: mueve una acción del mercado a una pista de compra, o una de la fila de venta al mercado; arrástrala, o haz clic en ella y luego en su destino.</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/black_friday/moves.py"/>
        <source>The sale row has shares: one of them goes to the market.</source>
        <translation>La fila de venta tiene acciones: una de ellas va al mercado.</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/black_friday/moves.py"/>
        <source>Now click the share purchase track to finish the purchase with it.</source>
        <translation>Ahora haz clic en la pista de compra de acciones para terminar la compra con ella.</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/black_friday/moves.py"/>
        <source>Now click your screen to buy it, or a purchase track to put it there.</source>
        <translation>Ahora haz clic en tu pantalla para comprarla, o en una pista de compra para ponerla allí.</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/black_friday/moves.py"/>
        <source>Now click the market to sell it.</source>
        <translation>Ahora haz clic en el mercado para venderla.</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/black_friday/moves.py"/>
        <source>Now click the market to move it there.</source>
        <translation>Ahora haz clic en el mercado para llevarla allí.</translation>
    </message>
    <message numerus="yes">
        <location filename="../ponzi_desktop/ui/black_friday/moves.py"/>
        <source>Level %1 allows %n share(s) an action. Buying one more %2 share uses your bonus tile, which works once a game.</source>
        <translation>
            <numerusform>El nivel %1 permite %n acción por turno. Comprar una acción %2 más usa tu ficha de bonificación, que sirve una vez por partida.</numerusform>
            <numerusform>El nivel %1 permite %n acciones por turno. Comprar una acción %2 más usa tu ficha de bonificación, que sirve una vez por partida.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../ponzi_desktop/ui/black_friday/moves.py"/>
        <source>Level %1 allows %n share(s) an action. Selling one more %2 share uses your bonus tile, which works once a game.</source>
        <translation>
            <numerusform>El nivel %1 permite %n acción por turno. Vender una acción %2 más usa tu ficha de bonificación, que sirve una vez por partida.</numerusform>
            <numerusform>El nivel %1 permite %n acciones por turno. Vender una acción %2 más usa tu ficha de bonificación, que sirve una vez por partida.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../ponzi_desktop/ui/black_friday/moves.py"/>
        <source>Level %1 allows %n gold bar(s) an action. Buying one more uses your bonus tile, which works once a game.</source>
        <translation>
            <numerusform>El nivel %1 permite %n lingote de oro por turno. Comprar uno más usa tu ficha de bonificación, que sirve una vez por partida.</numerusform>
            <numerusform>El nivel %1 permite %n lingotes de oro por turno. Comprar uno más usa tu ficha de bonificación, que sirve una vez por partida.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../ponzi_desktop/ui/black_friday/moves.py"/>
        <source>At level %1 an action buys at most %n share(s).</source>
        <translation>
            <numerusform>En el nivel %1 se compra como máximo %n acción por turno.</numerusform>
            <numerusform>En el nivel %1 se compran como máximo %n acciones por turno.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../ponzi_desktop/ui/black_friday/moves.py"/>
        <source>At level %1 an action sells at most %n share(s).</source>
        <translation>
            <numerusform>En el nivel %1 se vende como máximo %n acción por turno.</numerusform>
            <numerusform>En el nivel %1 se venden como máximo %n acciones por turno.</numerusform>
        </translation>
    </message>
    <message>
        <source>Finish: put any market share on the share purchase track (none you bought is left): drag or click it, or Finish buying.</source>
        <translation type="vanished">Termina: cualquier acción del mercado a la pista de compra (no queda color tuyo); arrastra o haz clic, o Terminar la compra.</translation>
    </message>
    <message>
        <source>To finish, move a %1 share (a colour you bought) from the share market onto the share purchase track: drag or click, or use Finish buying.</source>
        <translation type="vanished">Termina: una acción %1 (color comprado) del mercado a la pista de compra de acciones; arrastra o haz clic, o usa Terminar la compra.</translation>
    </message>
    <message>
        <source>Finish: move a share of a colour you bought this turn from the share market onto the share purchase track: drag or click, or use Finish buying.</source>
        <translation type="vanished">Termina: una acción de un color comprado, del mercado a la pista de compra de acciones; arrastra o haz clic, o usa Terminar la compra.</translation>
    </message>
    <message>
        <source>Finish: move a share of any colour from the share market onto the share purchase track (none you bought is left there): drag or click, or use Finish buying.</source>
        <translation type="vanished">Termina: cualquier acción del mercado a la pista de compra de acciones (no queda color tuyo); arrastra o haz clic, o usa Terminar la compra.</translation>
    </message>
    <message>
        <source>To finish, drag a %1 share (a colour you bought) from the share market onto the share purchase track.</source>
        <translation type="vanished">Termina: una acción %1 (color comprado) del mercado a la pista de compra de acciones.</translation>
    </message>
    <message>
        <source>Finish: drag a share of a colour you bought this turn from the share market onto the share purchase track.</source>
        <translation type="vanished">Termina: una acción de un color comprado, del mercado a la pista de compra de acciones.</translation>
    </message>
    <message>
        <source>Finish: drag a share of any colour from the share market onto the share purchase track (none you bought is left there).</source>
        <translation type="vanished">Termina: cualquier acción del mercado a la pista de compra de acciones (no queda color tuyo).</translation>
    </message>
    <message>
        <source>Bonus tile: now drag a market share onto a purchase track, or a sale-row share onto the market.</source>
        <translation type="vanished">Ficha de bonificación: ahora arrastra una acción del mercado a una pista de compra, o una acción de la fila de venta al mercado.</translation>
    </message>
    <message>
        <source>Finish: drag a %1 share, a colour you bought, from the share market onto the share purchase track.</source>
        <translation type="vanished">Termina: una acción %1 (color comprado) del mercado a la pista de compra de acciones.</translation>
    </message>
    <message>
        <source>Finish: drag a share of a colour you bought this turn (%1) from the share market onto the share purchase track.</source>
        <translation type="vanished">Termina: arrastra una acción de un color comprado en este turno (%1) del mercado a la pista de compra de acciones.</translation>
    </message>
    <message>
        <source>Finish with a share of a colour you bought this turn (%1): drag one from the share market onto the share purchase track.</source>
        <translation type="vanished">Termina con una acción de un color que compraste en este turno (%1): arrastra una del mercado de valores a la pista de compra de acciones.</translation>
    </message>
    <message>
        <source>The share market has no share of a colour you bought this turn: finish with a share of any colour, dragged from the share market onto the share purchase track.</source>
        <translation type="vanished">El mercado de valores no tiene acciones de ningún color que compraste en este turno: termina con una acción de cualquier color, arrastrada del mercado de valores a la pista de compra de acciones.</translation>
    </message>
    <message>
        <source>You are buying this turn: your own shares are not sold now.</source>
        <translation type="vanished">Estás comprando en este turno: tus propias acciones no se venden ahora.</translation>
    </message>
    <message>
        <source>Your shares are sold by dropping them on the share market.</source>
        <translation type="vanished">Tus acciones se venden soltándolas en el mercado de valores.</translation>
    </message>
    <message>
        <source>A share of the sale row goes to the share market to end a sale.</source>
        <translation type="vanished">Una acción de la fila de venta va al mercado de valores para terminar una venta.</translation>
    </message>
    <message>
        <source>A market share goes onto your screen to buy it, or onto a purchase track.</source>
        <translation type="vanished">Una acción del mercado va a tu pantalla para comprarla, o a una pista de compra.</translation>
    </message>
    <message>
        <source>The share purchase track: a purchase ends with a share of a colour you bought this turn, dragged from the share market onto it.</source>
        <translation type="vanished">La pista de compra de acciones: una compra termina con una acción de un color que compraste en este turno, arrastrada del mercado de valores hasta ella.</translation>
    </message>
    <message>
        <source>The share sale track: a sale ends with a share of its current row going to the share market.</source>
        <translation type="vanished">La pista de venta de acciones: una venta termina cuando una acción de su fila actual va al mercado de valores.</translation>
    </message>
    <message>
        <source>You are buying this turn: finish the purchase first (a market share onto the share purchase track).</source>
        <translation type="vanished">Estás comprando en este turno: primero termina la compra (una acción del mercado a la pista de compra de acciones).</translation>
    </message>
    <message>
        <source>End your purchase with a colour you bought this turn.</source>
        <translation type="vanished">Termina la compra con un color que hayas comprado en este turno.</translation>
    </message>
    <message>
        <source>The share purchase track: a purchase ends with a market share of a colour you bought onto it.</source>
        <translation type="vanished">La pista de compra de acciones: una compra termina con una acción del mercado de un color que compraste hacia ella.</translation>
    </message>
    <message>
        <source>That piece does not go there.</source>
        <translation type="vanished">Esa pieza no va ahí.</translation>
    </message>
    <message>
        <source>A market share goes onto your screen (to buy it) or onto a purchase track.</source>
        <translation type="vanished">Una acción del mercado va a tu pantalla (para comprarla) o a una pista de compra.</translation>
    </message>
    <message>
        <source>Your shares are sold by dragging them onto the market.</source>
        <translation type="vanished">Tus acciones se venden arrastrándolas al mercado.</translation>
    </message>
    <message>
        <source>A share of the sale row goes to the market.</source>
        <translation type="vanished">Una acción de la fila de venta va al mercado.</translation>
    </message>
</context>
<context>
    <name>BlackFridayOneShare</name>
    <message>
        <location filename="../ponzi_desktop/ui/black_friday/labels.py"/>
        <source>Purple</source>
        <translation>morada</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/black_friday/labels.py"/>
        <source>Yellow</source>
        <translation>amarilla</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/black_friday/labels.py"/>
        <source>Green</source>
        <translation>verde</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/black_friday/labels.py"/>
        <source>Blue</source>
        <translation>azul</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/black_friday/labels.py"/>
        <source>White</source>
        <translation>blanca</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/black_friday/labels.py"/>
        <source>Black</source>
        <translation>negra</translation>
    </message>
</context>
<context>
    <name>BlackFridayRules</name>
    <message>
        <location filename="../ponzi_desktop/ui/black_friday/settings_form.py"/>
        <source>The automated broker (M.I.B.S.)</source>
        <translation>El corredor automático (M.I.B.S.)</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/black_friday/settings_form.py"/>
        <source>It plays a seat of its own, in the open, and always moves first: the start player plays right after it. The rules: always with 2 players, never with 5, your choice with 3 or 4.</source>
        <translation>Juega en un asiento propio, a la vista, y siempre mueve primero: el jugador inicial juega justo después. Las reglas: siempre con 2 jugadores, nunca con 5, a tu elección con 3 o 4.</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/black_friday/settings_form.py"/>
        <source>As the rules say</source>
        <translation>Según las reglas</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/black_friday/settings_form.py"/>
        <source>With it</source>
        <translation>Con él</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/black_friday/settings_form.py"/>
        <source>Without it</source>
        <translation>Sin él</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/black_friday/settings_form.py"/>
        <source>As the rules say (with it)</source>
        <translation>Según las reglas (con él)</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/black_friday/settings_form.py"/>
        <source>With 2 players the rules always have the broker play.</source>
        <translation>Con 2 jugadores, las reglas siempre hacen jugar al corredor automático.</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/black_friday/settings_form.py"/>
        <source>As the rules say (without it)</source>
        <translation>Según las reglas (sin él)</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/black_friday/settings_form.py"/>
        <source>With 5 players the rules leave no seat for the broker.</source>
        <translation>Con 5 jugadores, las reglas no dejan sitio al corredor automático.</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/black_friday/settings_form.py"/>
        <source>As usual (without it)</source>
        <translation>Lo habitual (sin él)</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/black_friday/settings_form.py"/>
        <source>With 3 or 4 players the rules leave it to you; the usual game is without the broker.</source>
        <translation>Con 3 o 4 jugadores, las reglas te dejan elegir; lo habitual es jugar sin el corredor automático.</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation type="vanished">%1: %2</translation>
    </message>
    <message>
        <source>It plays a seat of its own, in the open. The rules: always with 2 players, never with 5, your choice with 3 or 4.</source>
        <translation type="vanished">Ocupa un asiento propio y juega a la vista. Las reglas: siempre con 2 jugadores, nunca con 5, a elegir con 3 o 4.</translation>
    </message>
</context>
<context>
    <name>BlackFridayShares</name>
    <message>
        <location filename="../ponzi_desktop/ui/black_friday/labels.py"/>
        <source>Purple</source>
        <translation>moradas</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/black_friday/labels.py"/>
        <source>Yellow</source>
        <translation>amarillas</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/black_friday/labels.py"/>
        <source>Green</source>
        <translation>verdes</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/black_friday/labels.py"/>
        <source>Blue</source>
        <translation>azules</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/black_friday/labels.py"/>
        <source>White</source>
        <translation>blancas</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/black_friday/labels.py"/>
        <source>Black</source>
        <translation>negras</translation>
    </message>
</context>
<context>
    <name>BlackFridayTable</name>
    <message numerus="yes">
        <location filename="../ponzi_desktop/ui/black_friday/event_steps.py"/>
        <source>Drawn from the bag: %n share(s)</source>
        <translation>
            <numerusform>Sacada de la bolsa: %n acción</numerusform>
            <numerusform>Sacadas de la bolsa: %n acciones</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/black_friday/event_steps.py"/>
        <source>Price change!</source>
        <translation>¡Cambio de precios!</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/black_friday/event_steps.py"/>
        <source>Gold reaches %1: the game is over</source>
        <translation>El oro llega a %1: la partida ha terminado</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/black_friday/pieces.py"/>
        <source>Share market</source>
        <translation>Mercado de valores</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/black_friday/pieces.py"/>
        <source>%1 shares in the market: %2, at %3 each</source>
        <translation>Acciones %1 en el mercado: %2, a %3 cada una</translation>
    </message>
    <message numerus="yes">
        <location filename="../ponzi_desktop/ui/black_friday/pieces.py"/>
        <source>%n space(s) left: the price change comes when the last is filled.</source>
        <translation>
            <numerusform>Queda %n casilla: el cambio de precios llega cuando se llene la última.</numerusform>
            <numerusform>Quedan %n casillas: el cambio de precios llega cuando se llene la última.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/black_friday/pieces.py"/>
        <source>Share sale track</source>
        <translation>Pista de venta de acciones</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/black_friday/pieces.py"/>
        <source>Row %1</source>
        <translation>Fila %1</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/black_friday/pieces.py"/>
        <source>%1 shares in %2: %3</source>
        <translation>Acciones %1 (%2): %3</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/black_friday/pieces.py"/>
        <source>Black shares beside %1: %2 (they go into the bag with the row)</source>
        <translation>Acciones negras junto a la %1: %2 (van a la bolsa con la fila)</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/black_friday/pieces.py"/>
        <source>%1 of %2 taken from this row</source>
        <comment>the lit row of the share sale track: shares taken of those that set off the price change; one short line</comment>
        <translation>%1 de %2 tomadas de esta fila</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/black_friday/pieces.py"/>
        <source>Bank gold</source>
        <translation>Oro del banco</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/black_friday/pieces.py"/>
        <source>Gold bars from the bank, %1 each now: drag them onto your screen or click them to buy (or Buy gold… on the panel).</source>
        <translation>Lingotes de oro del banco, ahora a %1 cada uno: arrástralos a tu pantalla o haz clic en ellos para comprarlos (o Comprar oro… en el panel).</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/black_friday/pieces.py"/>
        <source>Level %1</source>
        <translation>Nivel %1</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/black_friday/pieces.py"/>
        <source>Shares</source>
        <translation>Acciones</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/black_friday/pieces.py"/>
        <source>Gold bars</source>
        <translation>Oro</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/black_friday/pieces.py"/>
        <source>Price change</source>
        <translation>Cambio de precios</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/black_friday/pieces.py"/>
        <source>Level %1: an action buys or sells at most %2 shares, or buys at most %3 gold bars; the next price change draws %4 shares from the bag. The level rises when a price marker enters a higher level area of the chart, and never falls.</source>
        <translation>Nivel %1: por turno se compran o venden como máximo %2 acciones, o se compran como máximo %3 lingotes de oro; el próximo cambio de precios saca %4 acciones de la bolsa. El nivel sube cuando un marcador de precio entra en una zona de nivel más alto de la tabla, y nunca baja.</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/black_friday/pieces.py"/>
        <source>Bag</source>
        <translation>Bolsa</translation>
    </message>
    <message numerus="yes">
        <location filename="../ponzi_desktop/ui/black_friday/pieces.py"/>
        <source>%n black</source>
        <translation>
            <numerusform>%n negra</numerusform>
            <numerusform>%n negras</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/black_friday/pieces.py"/>
        <source>The bag holds %1 shares, %2 of them black. Each price change draws from it.</source>
        <translation>La bolsa contiene %1 acciones, %2 de ellas negras. Cada cambio de precios saca de ella.</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/black_friday/pieces.py"/>
        <source>Round %1 · price-change phases: %2</source>
        <translation>Ronda %1 · fases de cambio de precios: %2</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/black_friday/pieces.py"/>
        <source>Price-change phases so far: %1. One begins when the share purchase track or the gold purchase track is full, or when enough shares have left the sale row: shares drawn from the bag move every colour's price, and the gold price rises. The small moves of one space between them (a colour's last share leaving the market, a 3rd share of one colour on a track, a share taken from the sale row) are not counted.</source>
        <translation>Fases de cambio de precios hasta ahora: %1. Una empieza cuando se llena la pista de compra de acciones o la de compra de oro, o cuando han salido bastantes acciones de la fila de venta: las acciones sacadas de la bolsa mueven el precio de todos los colores y el precio del oro sube. Los pequeños movimientos de una casilla entre ellas (la última acción de un color que sale del mercado, la 3.ª acción de un color en una pista, una acción tomada de la fila de venta) no se cuentan.</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/black_friday/prices.py"/>
        <source>Share price chart</source>
        <translation>Tabla de cotizaciones</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/black_friday/prices.py"/>
        <source>The black share of level %1: it goes into the bag when the level is reached.</source>
        <translation>La acción negra del nivel %1: va a la bolsa cuando se alcanza ese nivel.</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/black_friday/prices.py"/>
        <source>Share prices: each colour's marker moves on this chart at every price change. The numbered areas are the levels.</source>
        <translation>Cotizaciones: el marcador de precio de cada color se mueve por esta tabla en cada cambio de precios. Las zonas numeradas son los niveles.</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/black_friday/prices.py"/>
        <source>L%1</source>
        <translation>N%1</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/black_friday/prices.py"/>
        <source>Gold price</source>
        <translation>Precio del oro</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/black_friday/prices.py"/>
        <source>The gold price: it rises at every price change, one space per black share drawn and one more for every 3 gold bars bought since the last one. The game ends when it reaches $100.</source>
        <translation>El precio del oro: sube en cada cambio de precios, una casilla por cada acción negra sacada y una más por cada 3 lingotes de oro comprados desde el cambio anterior. La partida termina cuando llega a 100 $.</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/black_friday/prices.py"/>
        <source>Gold bars bought: %1</source>
        <translation>Lingotes de oro comprados: %1</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/black_friday/prices.py"/>
        <source>Gold bars bought since the last price change: every 3 of them move the gold price one more space at the next one.</source>
        <translation>Lingotes de oro comprados desde el último cambio de precios: cada 3 hacen subir el precio del oro una casilla más en el próximo.</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/black_friday/scene.py"/>
        <source>Share purchase track</source>
        <translation>Pista de compra de acciones</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/black_friday/scene.py"/>
        <source>Gold purchase track</source>
        <translation>Pista de compra de oro</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/black_friday/screens.py"/>
        <source>rules-driven</source>
        <translation>juega según las reglas</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/black_friday/screens.py"/>
        <source>%1: %2 share(s), worth %3 at %4 each</source>
        <translation>Acciones de %1: %2, valor %3 (a %4 cada una)</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/black_friday/screens.py"/>
        <source>Wealth %1</source>
        <translation>Riqueza %1</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/black_friday/screens.py"/>
        <source>%1 keeps cash and shares behind a screen. Gold bars are in the open: %2.</source>
        <translation>%1 guarda el efectivo y las acciones tras una pantalla. Los lingotes de oro están a la vista: %2.</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/black_friday/screens.py"/>
        <source>Cash %1 · gold bars %2 (at %3 each)</source>
        <translation>Efectivo %1 · lingotes de oro %2 (a %3 cada uno)</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/black_friday/screens.py"/>
        <source>Shares behind the screen</source>
        <translation>Acciones tras la pantalla</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/black_friday/table.py"/>
        <source>Broker (M.I.B.S.)</source>
        <translation>Corredor (M.I.B.S.)</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/black_friday/table.py"/>
        <source>Broker</source>
        <translation>Corredor</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/black_friday/table.py"/>
        <source>Black Friday table</source>
        <translation>Mesa de Black Friday</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/black_friday/table.py"/>
        <source>Round %1</source>
        <translation>Ronda %1</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/black_friday/table.py"/>
        <source>Round %1 · %2</source>
        <translation>Ronda %1 · %2</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/black_friday/table.py"/>
        <source>Your action: buy shares, sell shares or buy gold.</source>
        <translation>Tu acción: compra acciones, vende acciones o compra oro.</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/black_friday/table.py"/>
        <source>Your action is done: use your bonus tile's free move, or end your turn.</source>
        <translation>Tu acción está hecha: usa el movimiento gratis de tu ficha de bonificación o termina tu turno.</translation>
    </message>
    <message numerus="yes">
        <location filename="../ponzi_desktop/ui/black_friday/table.py"/>
        <source>You may buy %n more.</source>
        <translation>
            <numerusform>Puedes comprar %n más.</numerusform>
            <numerusform>Puedes comprar %n más.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/black_friday/table.py"/>
        <source>Level %1's limit is reached (your bonus tile allows one more).</source>
        <translation>Límite del nivel %1 alcanzado (tu ficha de bonificación da una más).</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/black_friday/table.py"/>
        <source>Level %1's limit is reached.</source>
        <translation>Límite del nivel %1 alcanzado.</translation>
    </message>
    <message numerus="yes">
        <location filename="../ponzi_desktop/ui/black_friday/table.py"/>
        <source>You may sell %n more. To finish, move one share from the sale row to the market.</source>
        <translation>
            <numerusform>Puedes vender %n más. Para terminar, mueve una acción de la fila de venta al mercado.</numerusform>
            <numerusform>Puedes vender %n más. Para terminar, mueve una acción de la fila de venta al mercado.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/black_friday/table.py"/>
        <source>Level %1's limit is reached. To finish, move one share from the sale row to the market, or sell one more with your bonus tile.</source>
        <translation>Límite del nivel %1 alcanzado. Para terminar, mueve una acción de la fila de venta al mercado, o vende una más con tu ficha de bonificación.</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/black_friday/table.py"/>
        <source>Level %1's limit is reached. To finish, move one share from the sale row to the market.</source>
        <translation>Límite del nivel %1 alcanzado. Para terminar, mueve una acción de la fila de venta al mercado.</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/black_friday/table.py"/>
        <source>Use Your Bonus Tile?</source>
        <translation>¿Usar tu ficha de bonificación?</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/black_friday/table.py"/>
        <source>Use the bonus tile</source>
        <translation>Usar la ficha</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/black_friday/table.py"/>
        <source>Cancel</source>
        <translation>Cancelar</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/black_friday/table.py"/>
        <source>Buy Gold Bars</source>
        <translation>Comprar lingotes de oro</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/black_friday/table.py"/>
        <source>Then move a market share onto the gold purchase track: drag it, or click it and then the track.</source>
        <translation>Después, mueve una acción del mercado a la pista de compra de oro: arrástrala, o haz clic en ella y luego en la pista.</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/black_friday/table.py"/>
        <source>Then a %1 share goes onto the gold purchase track.</source>
        <translation>Después, una acción %1 pasa a la pista de compra de oro.</translation>
    </message>
    <message numerus="yes">
        <location filename="../ponzi_desktop/ui/black_friday/table.py"/>
        <source>%n gold bar(s) chosen: now move a market share onto the gold purchase track (drag it, or click it and then the track).</source>
        <translation>
            <numerusform>%n lingote elegido: ahora mueve una acción del mercado a la pista de compra de oro (arrástrala, o haz clic en ella y luego en la pista).</numerusform>
            <numerusform>%n lingotes elegidos: ahora mueve una acción del mercado a la pista de compra de oro (arrástrala, o haz clic en ella y luego en la pista).</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/black_friday/table.py"/>
        <source>Your cash cannot pay for a gold bar (%1 each): confirming only puts the %2 share on the gold purchase track.</source>
        <translation>Tu dinero no alcanza para un lingote (%1 cada uno): al confirmar solo pones la acción %2 en la pista de compra de oro.</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/black_friday/table.py"/>
        <source>Your cash cannot pay for a gold bar (%1 each): confirming buys none.</source>
        <translation>Tu dinero no alcanza para un lingote de oro (%1 cada uno): al confirmar no compras ninguno.</translation>
    </message>
    <message numerus="yes">
        <location filename="../ponzi_desktop/ui/black_friday/table.py"/>
        <source>Up to %n bar(s) at %1 each; %2 with your bonus tile, once a game.</source>
        <translation>
            <numerusform>Hasta %n lingote a %1 cada uno; %2 con tu ficha de bonificación, una vez por partida.</numerusform>
            <numerusform>Hasta %n lingotes a %1 cada uno; %2 con tu ficha de bonificación, una vez por partida.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../ponzi_desktop/ui/black_friday/table.py"/>
        <source>Up to %n bar(s) at %1 each: your cash pays for no more.</source>
        <translation>
            <numerusform>Hasta %n lingote a %1 cada uno: tu dinero no alcanza para más.</numerusform>
            <numerusform>Hasta %n lingotes a %1 cada uno: tu dinero no alcanza para más.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../ponzi_desktop/ui/black_friday/table.py"/>
        <source>Up to %n bar(s) at %1 each: level %2 allows no more.</source>
        <translation>
            <numerusform>Hasta %n lingote a %1 cada uno: el nivel %2 no permite más.</numerusform>
            <numerusform>Hasta %n lingotes a %1 cada uno: el nivel %2 no permite más.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/black_friday/table.py"/>
        <source>Hint: buy a %1 share.</source>
        <translation>Consejo: compra una acción %1.</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/black_friday/table.py"/>
        <source>Hint: sell a %1 share.</source>
        <translation>Consejo: vende una acción %1.</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/black_friday/table.py"/>
        <source>Hint: finish buying with a %1 share onto the share purchase track.</source>
        <translation>Consejo: termina la compra con una acción %1 a la pista de compra de acciones.</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/black_friday/table.py"/>
        <source>Hint: buy nothing, and put a %1 share on the share purchase track.</source>
        <translation>Consejo: no compres nada y pon una acción %1 en la pista de compra de acciones.</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/black_friday/table.py"/>
        <source>Hint: finish selling with a %1 share from the sale row.</source>
        <translation>Consejo: termina la venta con una acción %1 de la fila de venta.</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/black_friday/table.py"/>
        <source>Hint: sell nothing, and move a %1 share from the sale row.</source>
        <translation>Consejo: no vendas nada y mueve una acción %1 de la fila de venta.</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/black_friday/table.py"/>
        <source>Hint: buy no gold bar, and put a %1 share on the gold purchase track.</source>
        <translation>Consejo: no compres ningún lingote y pon una acción %1 en la pista de compra de oro.</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/black_friday/table.py"/>
        <source>Hint: use your bonus tile's free move: a %1 share onto the share purchase track.</source>
        <translation>Consejo: usa el movimiento gratis de tu ficha de bonificación: una acción %1 a la pista de compra de acciones.</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/black_friday/table.py"/>
        <source>Hint: use your bonus tile's free move: a %1 share onto the gold purchase track.</source>
        <translation>Consejo: usa el movimiento gratis de tu ficha de bonificación: una acción %1 a la pista de compra de oro.</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/black_friday/table.py"/>
        <source>Hint: use your bonus tile's free move: a %1 share from the sale row to the market.</source>
        <translation>Consejo: usa el movimiento gratis de tu ficha de bonificación: una acción %1 de la fila de venta al mercado.</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/black_friday/table.py"/>
        <source>Hint: use your bonus tile's free move.</source>
        <translation>Consejo: usa el movimiento gratis de tu ficha de bonificación.</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/black_friday/table.py"/>
        <source>Hint: keep your bonus tile for later, and end your turn.</source>
        <translation>Consejo: guarda tu ficha de bonificación para más tarde y termina tu turno.</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/black_friday/words.py"/>
        <source>a free move: a market share onto a purchase track, or a share from the sale row to the market</source>
        <translation>un movimiento gratis: una acción del mercado a una pista de compra, o una acción de la fila de venta al mercado</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/black_friday/words.py"/>
        <source>sell one share more than the level allows</source>
        <translation>vender una acción más de lo que permite el nivel</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/black_friday/words.py"/>
        <source>buy one gold bar more than the level allows</source>
        <translation>comprar un lingote de oro más de lo que permite el nivel</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/black_friday/words.py"/>
        <source>buy one share more than the level allows</source>
        <translation>comprar una acción más de lo que permite el nivel</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/black_friday/words.py"/>
        <source>Bonus tile %1: once a game, one of these:</source>
        <translation>Ficha de bonificación %1: una vez por partida, una de estas opciones:</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/black_friday/words.py"/>
        <source>Used: it is turned over.</source>
        <translation>Usada: está boca abajo.</translation>
    </message>
    <message numerus="yes">
        <location filename="../ponzi_desktop/ui/black_friday/table.py"/>
        <source>Hint: buy %n gold bar(s).</source>
        <translation>
            <numerusform>Consejo: compra %n lingote de oro.</numerusform>
            <numerusform>Consejo: compra %n lingotes de oro.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../ponzi_desktop/ui/black_friday/table.py"/>
        <source>Hint: buy %n gold bar(s), and put a %1 share on the gold purchase track.</source>
        <translation>
            <numerusform>Consejo: compra %n lingote de oro y pon una acción %1 en la pista de compra de oro.</numerusform>
            <numerusform>Consejo: compra %n lingotes de oro y pon una acción %1 en la pista de compra de oro.</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 of %2 shares taken from the current row</source>
        <translation type="vanished">%1 de %2 acciones tomadas de esta fila</translation>
    </message>
    <message>
        <source>Round %1 · price changes: %2</source>
        <translation type="vanished">Ronda %1 · cambios de precios: %2</translation>
    </message>
    <message>
        <source>Gold bars from the bank, %1 each now: drag them onto your screen to buy.</source>
        <translation type="vanished">Lingotes de oro del banco, ahora a %1 cada uno: arrástralos a tu pantalla para comprarlos.</translation>
    </message>
    <message>
        <source>Then drag a market share onto the gold purchase track.</source>
        <translation type="vanished">Después, arrastra una acción del mercado a la pista de compra de oro.</translation>
    </message>
    <message numerus="yes">
        <source>%n gold bar(s) chosen: now drag a market share onto the gold purchase track.</source>
        <translation type="vanished">
            <numerusform>%n lingote elegido: ahora arrastra una acción del mercado a la pista de compra de oro.</numerusform>
            <numerusform>%n lingotes elegidos: ahora arrastra una acción del mercado a la pista de compra de oro.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Hint: buy %n gold bar(s), with a %1 share onto the gold track.</source>
        <translation type="vanished">
            <numerusform>Consejo: compra %n lingote de oro y pon una acción %1 en la pista de compra de oro.</numerusform>
            <numerusform>Consejo: compra %n lingotes de oro y pon una acción %1 en la pista de compra de oro.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Sell up to %n more, or finish: a share of the sale row to the market.</source>
        <translation type="vanished">
            <numerusform>Vende hasta %n más, o termina: una acción de la fila de venta al mercado.</numerusform>
            <numerusform>Vende hasta %n más, o termina: una acción de la fila de venta al mercado.</numerusform>
        </translation>
    </message>
    <message>
        <source>Level %1's limit is reached: finish with a share of the sale row to the market, or sell one more with your bonus tile.</source>
        <translation type="vanished">Límite del nivel %1: termina con una acción de la fila de venta al mercado, o vende una más con tu ficha de bonificación.</translation>
    </message>
    <message>
        <source>Level %1's limit is reached: finish with a share of the sale row to the market.</source>
        <translation type="vanished">Límite del nivel %1: termina con una acción de la fila de venta al mercado.</translation>
    </message>
    <message>
        <source>Middle row</source>
        <translation type="vanished">Fila central</translation>
    </message>
    <message numerus="yes">
        <source>You may buy up to %n more.</source>
        <translation type="vanished">
            <numerusform>Puedes comprar hasta %n más.</numerusform>
            <numerusform>Puedes comprar hasta %n más.</numerusform>
        </translation>
    </message>
    <message>
        <source>Level %1's limit is reached (your bonus tile could buy one more).</source>
        <translation type="vanished">Has alcanzado el límite del nivel %1 (tu ficha de bonificación podría comprar una más).</translation>
    </message>
    <message numerus="yes">
        <source>Buy up to %n more, or finish: a share you bought onto the share purchase track.</source>
        <translation type="vanished">
            <numerusform>Compra hasta %n más, o termina: una acción de un color que compraste a la pista de compra de acciones.</numerusform>
            <numerusform>Compra hasta %n más, o termina: una acción de un color que compraste a la pista de compra de acciones.</numerusform>
        </translation>
    </message>
    <message>
        <source>Level %1's limit is reached: finish with a share you bought onto the purchase track, or buy one more with your bonus tile.</source>
        <translation type="vanished">Límite del nivel %1: termina con una acción comprada en la pista de compra, o compra una más con tu ficha de bonificación.</translation>
    </message>
    <message>
        <source>Level %1's limit is reached: finish with a share you bought onto the share purchase track.</source>
        <translation type="vanished">Límite del nivel %1: termina poniendo una acción que compraste en la pista de compra de acciones.</translation>
    </message>
    <message>
        <source>Hint: end your turn.</source>
        <translation type="vanished">Pista: termina tu turno.</translation>
    </message>
    <message>
        <source>You have bought as many shares as level %1 allows: finish with a share you bought onto the share purchase track, or buy one more with your bonus tile (once a game).</source>
        <translation type="vanished">Ya compraste todas las acciones que permite el nivel %1: termina con una acción de un color que compraste a la pista de compra de acciones, o compra una más con tu ficha de bonificación (una vez por partida).</translation>
    </message>
    <message>
        <source>You have bought as many shares as level %1 allows: finish with a share you bought onto the share purchase track.</source>
        <translation type="vanished">Ya compraste todas las acciones que permite el nivel %1: termina con una acción de un color que compraste a la pista de compra de acciones.</translation>
    </message>
    <message>
        <source>You have sold as many shares as level %1 allows: finish with a share of the sale row to the market, or sell one more with your bonus tile (once a game).</source>
        <translation type="vanished">Ya vendiste todas las acciones que permite el nivel %1: termina con una acción de la fila de venta al mercado, o vende una más con tu ficha de bonificación (una vez por partida).</translation>
    </message>
    <message>
        <source>You have sold as many shares as level %1 allows: finish with a share of the sale row to the market.</source>
        <translation type="vanished">Ya vendiste todas las acciones que permite el nivel %1: termina con una acción de la fila de venta al mercado.</translation>
    </message>
    <message>
        <source>Centre row</source>
        <translation type="vanished">Fila central</translation>
    </message>
    <message numerus="yes">
        <source>From 0 to %n bar(s), at %1 each (your cash and the level's limit).</source>
        <translation type="vanished">
            <numerusform>De 0 a %n lingote, a %1 cada uno (según tu efectivo y el límite del nivel).</numerusform>
            <numerusform>De 0 a %n lingotes, a %1 cada uno (según tu efectivo y el límite del nivel).</numerusform>
        </translation>
    </message>
    <message>
        <source>Now drag a market share onto the gold purchase track.</source>
        <translation type="vanished">Ahora arrastra una acción del mercado a la pista de compra de oro.</translation>
    </message>
    <message numerus="yes">
        <source>%n gold bar(s)</source>
        <translation type="vanished">
            <numerusform>%n lingote de oro</numerusform>
            <numerusform>%n lingotes de oro</numerusform>
        </translation>
    </message>
    <message>
        <source>Gold bars bought: %1 (every 3: +1 space at the price change)</source>
        <translation type="vanished">Lingotes de oro comprados: %1 (cada 3: +1 casilla en el cambio de precios)</translation>
    </message>
    <message numerus="yes">
        <source>Shares: buy or sell up to %n</source>
        <translation type="vanished">
            <numerusform>Acciones: compra o vende hasta %n</numerusform>
            <numerusform>Acciones: compra o vende hasta %n</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Gold: buy up to %n bar(s)</source>
        <translation type="vanished">
            <numerusform>Oro: compra hasta %n lingote</numerusform>
            <numerusform>Oro: compra hasta %n lingotes</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Price change: draw %n</source>
        <translation type="vanished">
            <numerusform>Cambio de precios: se saca %n</numerusform>
            <numerusform>Cambio de precios: se sacan %n</numerusform>
        </translation>
    </message>
    <message>
        <source>Buy shares, sell shares or buy gold: drag a share or the bank's gold, or use the buttons.</source>
        <translation type="vanished">Compra acciones, vende acciones o compra oro: arrastra una acción o el oro del banco, o usa los botones.</translation>
    </message>
</context>
<context>
    <name>Bots</name>
    <message>
        <location filename="../ponzi_desktop/ui/kit/labels.py"/>
        <source>Random</source>
        <translation>Al azar</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/kit/labels.py"/>
        <source>Easy</source>
        <translation>Fácil</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/kit/labels.py"/>
        <source>Normal</source>
        <translation>Normal</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/kit/labels.py"/>
        <source>Hard</source>
        <translation>Difícil</translation>
    </message>
</context>
<context>
    <name>Callout</name>
    <message>
        <location filename="../ponzi_desktop/ui/lesson/callout.py"/>
        <source>Back</source>
        <translation>Atrás</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/lesson/callout.py"/>
        <source>The lesson's step before this one</source>
        <translation>El paso anterior de la lección</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/lesson/callout.py"/>
        <source>Leave lesson</source>
        <translation>Dejar la lección</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/lesson/callout.py"/>
        <source>Back to the start page</source>
        <translation>Volver a la página de inicio</translation>
    </message>
</context>
<context>
    <name>DockTitleBar</name>
    <message>
        <location filename="../ponzi_desktop/ui/docks.py"/>
        <source>Put the panel back beside the table</source>
        <translation>Volver a poner el panel junto a la mesa</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/docks.py"/>
        <source>Take the panel out into a window of its own</source>
        <translation>Sacar el panel a una ventana propia</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/docks.py"/>
        <source>Close the panel (the View menu opens it again)</source>
        <translation>Cerrar el panel (el menú Ver lo vuelve a abrir)</translation>
    </message>
</context>
<context>
    <name>EndTable</name>
    <message>
        <location filename="../ponzi_desktop/ui/kit/end_pages.py"/>
        <source>Scores</source>
        <translation>Puntuación</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/kit/end_pages.py"/>
        <source>Money over the game</source>
        <translation>El dinero a lo largo de la partida</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/kit/end_pages.py"/>
        <source>Each player's money over the game, from the game's record (Ctrl+Tab)</source>
        <translation>El dinero de cada jugador a lo largo de la partida, según su registro (Ctrl+Tab)</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/kit/end_table.py"/>
        <source>Player</source>
        <translation>Jugador</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/kit/end_table.py"/>
        <source>Total</source>
        <translation>Total</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/kit/end_table.py"/>
        <source>Bankrupt: not scored</source>
        <translation>En quiebra: no puntúa</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/kit/end_table.py"/>
        <source>Rounds</source>
        <translation>Rondas</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/kit/end_table.py"/>
        <source>Nobody wins</source>
        <translation>Nadie gana</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/kit/end_table.py"/>
        <source>You win</source>
        <translation>Ganas tú</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/kit/end_table.py"/>
        <source>You share the win with %1</source>
        <translation>Compartes la victoria con %1</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/kit/end_table.py"/>
        <source>%1 wins</source>
        <translation>Gana %1</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/kit/end_table.py"/>
        <source>%1 share the win</source>
        <translation>%1 comparten la victoria</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/kit/end_table.py"/>
        <source>Lessons do not count in your statistics.</source>
        <translation>Las lecciones no cuentan en tus estadísticas.</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/kit/end_table.py"/>
        <source>This game is already in your game history: it is not counted twice.</source>
        <translation>Esta partida ya está en tu historial de partidas: no se cuenta dos veces.</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/kit/end_table.py"/>
        <source>Play again</source>
        <translation>Jugar otra vez</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/kit/end_table.py"/>
        <source>Back to the start page</source>
        <translation>Volver a la página de inicio</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/kit/end_table.py"/>
        <source>Look at the board</source>
        <translation>Ver el tablero</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/kit/end_table.py"/>
        <source>Close the scores (Esc); View → Scores of the Game opens them again</source>
        <translation>Cerrar las puntuaciones (Esc); Ver → Puntuaciones de la partida las vuelve a abrir</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/kit/end_table.py"/>
        <source>Replay this game</source>
        <translation>Repetir esta partida</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/kit/end_table.py"/>
        <source>Watch the game again from the start, move by move</source>
        <translation>Vuelve a ver la partida desde el principio, jugada a jugada</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/kit/end_table.py"/>
        <source>The game is not over yet</source>
        <translation>La partida aún no ha terminado</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/kit/end_table.py"/>
        <source>Game over</source>
        <translation>Fin de la partida</translation>
    </message>
    <message>
        <source>Some cash is still hidden from this screen: its points are not shown.</source>
        <translation type="vanished">Parte del efectivo sigue oculto para esta pantalla: sus puntos no se muestran.</translation>
    </message>
    <message>
        <source>A total here differs from the game's own score; the game's score counts.</source>
        <translation type="vanished">Un total de aquí no coincide con la puntuación de la partida; cuenta la de la partida.</translation>
    </message>
    <message>
        <source>Nobody wins: every player went bankrupt</source>
        <translation type="vanished">Nadie gana: todos los jugadores han quedado en quiebra</translation>
    </message>
    <message numerus="yes">
        <source>%1 wins with %n point(s)</source>
        <translation type="vanished">
            <numerusform>%1 gana con %n punto</numerusform>
            <numerusform>%1 gana con %n puntos</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 share the win with %n point(s)</source>
        <translation type="vanished">
            <numerusform>%1 comparten la victoria con %n punto</numerusform>
            <numerusform>%1 comparten la victoria con %n puntos</numerusform>
        </translation>
    </message>
    <message>
        <source>The round limit was reached: every player is scored.</source>
        <translation type="vanished">Se alcanzó el límite de rondas: todos los jugadores puntúan.</translation>
    </message>
    <message>
        <source>%1 could not pay the interest due: bankrupt players are not scored.</source>
        <translation type="vanished">%1 no pudo pagar los intereses debidos: los jugadores en quiebra no puntúan.</translation>
    </message>
    <message>
        <source>Tied on points: %1's highest fund card, %2, breaks the tie.</source>
        <translation type="vanished">Empate a puntos: la tarjeta de fondo más alta de %1, %2, deshace el empate.</translation>
    </message>
</context>
<context>
    <name>ForecastPanel</name>
    <message>
        <location filename="../ponzi_desktop/ui/ponzi/forecast.py"/>
        <source>The game is over.</source>
        <translation>La partida ha terminado.</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/ponzi/forecast.py"/>
        <source>No more rounds will be played, so no more interest is due. View → Scores of the Game (Ctrl+E) shows the scores again.</source>
        <translation>No se jugarán más rondas, así que no hay más intereses que pagar. Ver → Puntuaciones de la partida (Ctrl+E) vuelve a mostrar las puntuaciones.</translation>
    </message>
    <message numerus="yes">
        <location filename="../ponzi_desktop/ui/ponzi/forecast.py"/>
        <source>Interest due in the next %n round(s)</source>
        <translation>
            <numerusform>Intereses a pagar en %n ronda</numerusform>
            <numerusform>Intereses a pagar en las próximas %n rondas</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/ponzi/forecast.py"/>
        <source>Show every player's dues</source>
        <translation>Mostrar los pagos de todos los jugadores</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/ponzi/forecast.py"/>
        <source>Assumes no market crash (a crash turns the wheels two spaces) and no new fund cards. Wheels are public.</source>
        <translation>Supone que no hay caída del mercado (una caída gira las ruedas dos espacios) ni tarjetas de fondo nuevas. Las ruedas son públicas.</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/ponzi/forecast.py"/>
        <source>Assumes no market crash (a crash turns the wheels two spaces) and no new fund cards. Wheels are public; only your own cash is shown.</source>
        <translation>Supone que no hay caída del mercado (una caída gira las ruedas dos espacios) ni tarjetas de fondo nuevas. Las ruedas son públicas; solo se muestra tu propio efectivo.</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/ponzi/forecast.py"/>
        <source>What every player may see</source>
        <translation>Lo que todos los jugadores pueden ver</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/ponzi/forecast.py"/>
        <source>Forecast for %1</source>
        <translation>Previsión para %1</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/ponzi/forecast.py"/>
        <source>You went bankrupt.</source>
        <translation>Has quedado en quiebra.</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/ponzi/forecast.py"/>
        <source>You finished with %1 in cash.</source>
        <translation>Terminas la partida con %1 de efectivo.</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/ponzi/forecast.py"/>
        <source>End of round</source>
        <translation>Fin de la ronda</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/ponzi/forecast.py"/>
        <source>Your dues so far</source>
        <translation>Tus pagos acumulados</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/ponzi/forecast.py"/>
        <source>Cash %1</source>
        <translation>Efectivo %1</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/ponzi/forecast.py"/>
        <source>Your cash</source>
        <translation>Tu efectivo</translation>
    </message>
    <message numerus="yes">
        <location filename="../ponzi_desktop/ui/ponzi/forecast.py"/>
        <source>Nothing is due in the next %n round(s).</source>
        <translation>
            <numerusform>No se debe nada en %n ronda.</numerusform>
            <numerusform>No se debe nada en las próximas %n rondas.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/ponzi/forecast.py"/>
        <source>Nobody is seated at the screen: cash stays hidden; every player's public dues are shown.</source>
        <translation>No hay nadie sentado ante la pantalla: el efectivo sigue oculto; se muestran los pagos públicos de todos.</translation>
    </message>
    <message numerus="yes">
        <location filename="../ponzi_desktop/ui/ponzi/forecast.py"/>
        <source>You owe nothing in the next %n round(s).</source>
        <translation>
            <numerusform>No debes nada en %n ronda.</numerusform>
            <numerusform>No debes nada en las próximas %n rondas.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/ponzi/forecast.py"/>
        <source>Your cash, %1, covers the %2 of interest due by the end of round %3.</source>
        <translation>Tu efectivo, %1, cubre los %2 de intereses a pagar hasta el final de la ronda %3.</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/ponzi/forecast.py"/>
        <source>Without new funding your cash runs out at the end of round %1: %2 short.</source>
        <translation>Sin nuevo financiamiento tu efectivo se agota al final de la ronda %1: faltan %2.</translation>
    </message>
    <message>
        <source>Nothing is due in the next %1 rounds.</source>
        <translation type="vanished">No se debe nada en las próximas %1 rondas.</translation>
    </message>
    <message>
        <source>You owe nothing in the next %1 rounds.</source>
        <translation type="vanished">No debes nada en las próximas %1 rondas.</translation>
    </message>
</context>
<context>
    <name>GameLogModel</name>
    <message numerus="yes">
        <location filename="../ponzi_desktop/ui/log.py"/>
        <source>… %n earlier move(s) not shown here: see the log</source>
        <translation>
            <numerusform>… %n jugada anterior no se muestra aquí: mira el registro</numerusform>
            <numerusform>… %n jugadas anteriores no se muestran aquí: mira el registro</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/log.py"/>
        <source>The game moves on</source>
        <translation>La partida sigue</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/log.py"/>
        <source>You</source>
        <translation>Tú</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/log.py"/>
        <source>The game's set-up</source>
        <translation>Preparación de la partida</translation>
    </message>
</context>
<context>
    <name>GameLogView</name>
    <message>
        <location filename="../ponzi_desktop/ui/log_view.py"/>
        <source>Game Log</source>
        <translation>Registro de la partida</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/log_view.py"/>
        <source>Hide the log (View → Game Log shows it again)</source>
        <translation>Ocultar el registro (Ver → Registro de la partida lo muestra de nuevo)</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/log_view.py"/>
        <source>Game log</source>
        <translation>Registro de la partida</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/log_view.py"/>
        <source>What every player may see</source>
        <translation>Lo que todos los jugadores pueden ver</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/log_view.py"/>
        <source>As %1 sees it</source>
        <translation>Tal como lo ve %1</translation>
    </message>
</context>
<context>
    <name>Games</name>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/__init__.py"/>
        <source>Anti-Monopoly</source>
        <translation>Anti-Monopoly</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/__init__.py"/>
        <source>Competitors against monopolists on one board: buy streets, build, and survive the price wars.</source>
        <translation>Competidores contra monopolistas en un mismo tablero: compra calles, construye y sobrevive a las guerras de precios.</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/__init__.py"/>
        <source>2 to 6 players · about two hours</source>
        <translation>De 2 a 6 jugadores · unas dos horas</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/__init__.py"/>
        <source>Everything on this table is public, cash too: the screen goes round so that each of you makes your own moves.</source>
        <translation>En esta mesa todo es público, también el dinero: la pantalla va de mano en mano para que cada uno haga sus propias jugadas.</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/__init__.py"/>
        <source>Money and Property</source>
        <translation>Dinero y propiedades</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/__init__.py"/>
        <source>Every player's cash and property value at the start of each round</source>
        <translation>El dinero y el valor de las propiedades de cada jugador al comienzo de cada ronda</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/__init__.py"/>
        <source>Money</source>
        <translation>Dinero</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/black_friday/__init__.py"/>
        <source>Black Friday</source>
        <translation>Black Friday</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/black_friday/__init__.py"/>
        <source>Buy and sell shares while the prices swing, and get into gold before the market falls.</source>
        <translation>Compra y vende acciones mientras los precios oscilan, y pásate al oro antes de que el mercado se hunda.</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/black_friday/__init__.py"/>
        <source>2 to 5 players · about an hour</source>
        <translation>De 2 a 5 jugadores · una hora aprox.</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/black_friday/__init__.py"/>
        <source>Price History</source>
        <translation>Historial de precios</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/black_friday/__init__.py"/>
        <source>Every share's price and gold after each price change, and your wealth then</source>
        <translation>El precio de cada acción y del oro tras cada cambio de precios, y tu riqueza en cada momento</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/black_friday/__init__.py"/>
        <source>Prices</source>
        <translation>Precios</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/black_friday/__init__.py"/>
        <source>Private things such as cash and the shares each player keeps hidden appear only after the seat is claimed.</source>
        <translation>Lo privado, como el efectivo y las acciones que cada jugador oculta, solo aparece cuando el jugador ocupa su asiento.</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/black_friday/__init__.py"/>
        <source>2023 edition</source>
        <translation>edición de 2023</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/ponzi/__init__.py"/>
        <source>Ponzi Scheme</source>
        <translation>Ponzi Scheme</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/ponzi/__init__.py"/>
        <source>Raise money by promising your investors interest, trade shares of made-up industries in secret envelopes, and stay solvent longer than everyone else.</source>
        <translation>Consigue dinero prometiendo intereses a tus inversores, comercia en sobres secretos con participaciones de industrias inventadas y aguanta sin caer en quiebra más que nadie.</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/ponzi/__init__.py"/>
        <source>3 to 5 players · about an hour</source>
        <translation>De 3 a 5 jugadores · una hora aprox.</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/ponzi/__init__.py"/>
        <source>Interest Forecast</source>
        <translation>Previsión de intereses</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/ponzi/__init__.py"/>
        <source>The interest each player owes in the coming rounds</source>
        <translation>Los intereses que cada jugador debe en las próximas rondas</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/ponzi/__init__.py"/>
        <source>Forecast</source>
        <translation>Previsión</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/ponzi/__init__.py"/>
        <source>Private things such as cash and the amount in an envelope appear only after the seat is claimed.</source>
        <translation>Lo privado, como el efectivo o la cantidad de un sobre, solo aparece cuando el jugador ocupa su sitio.</translation>
    </message>
    <message>
        <source>Money and property</source>
        <translation type="vanished">Dinero y propiedades</translation>
    </message>
    <message>
        <source>Price history</source>
        <translation type="vanished">Historial de precios</translation>
    </message>
    <message>
        <source>Interest forecast</source>
        <translation type="vanished">Previsión de intereses</translation>
    </message>
    <message>
        <source>Everything on this table is public, cash too: the screen passes so that each of you makes your own moves.</source>
        <translation type="vanished">En esta mesa todo es público, también el dinero: la pantalla pasa de mano para que cada uno haga sus propias jugadas.</translation>
    </message>
    <message>
        <source>Private things such as cash and the shares behind a screen appear only after the seat is claimed.</source>
        <translation type="vanished">Lo privado, como el efectivo o las acciones tras la pantalla, solo aparece cuando el jugador ocupa su sitio.</translation>
    </message>
</context>
<context>
    <name>HandoffCover</name>
    <message>
        <location filename="../ponzi_desktop/ui/handoff.py"/>
        <source>What is private appears only after the seat is claimed.</source>
        <translation>Lo privado solo aparece cuando el jugador ocupa su sitio.</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/handoff.py"/>
        <source>Everyone else, please look away. %1</source>
        <translation>Los demás, mirad hacia otro lado, por favor. %1</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/handoff.py"/>
        <source>Nothing has happened yet: the game begins with you.</source>
        <translation>Aún no ha pasado nada: la partida empieza contigo.</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/handoff.py"/>
        <source>Nothing new since your last turn.</source>
        <translation>Nada nuevo desde tu último turno.</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/handoff.py"/>
        <source>Since the game began</source>
        <translation>Desde el comienzo de la partida</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/handoff.py"/>
        <source>Since your last turn</source>
        <translation>Desde tu último turno</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/handoff.py"/>
        <source>Pass the screen to %1</source>
        <translation>Pasa la pantalla a quien sigue: %1</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/handoff.py"/>
        <source>I am %1 — show my table</source>
        <translation>Soy %1: mostrar mi mesa</translation>
    </message>
    <message>
        <source>Everyone else, please look away. Private things such as cash and the amount in an envelope appear only after the seat is claimed.</source>
        <translation type="vanished">Los demás, mirad hacia otro lado, por favor. Lo privado, como el efectivo o la cantidad de un sobre, solo aparece cuando el jugador ocupa su sitio.</translation>
    </message>
</context>
<context>
    <name>HistoryPages</name>
    <message>
        <location filename="../ponzi_desktop/ui/history_common.py"/>
        <source>Random bot</source>
        <translation>Bot al azar</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/history_common.py"/>
        <source>Easy bot</source>
        <translation>Bot fácil</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/history_common.py"/>
        <source>Normal bot</source>
        <translation>Bot normal</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/history_common.py"/>
        <source>Hard bot</source>
        <translation>Bot difícil</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/history_common.py"/>
        <source>under a minute</source>
        <translation>menos de un minuto</translation>
    </message>
    <message numerus="yes">
        <location filename="../ponzi_desktop/ui/history_common.py"/>
        <source>%n min</source>
        <translation>
            <numerusform>%n min</numerusform>
            <numerusform>%n min</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/history_common.py"/>
        <source>%1 bot</source>
        <translation>Bot %1</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/history_common.py"/>
        <source>%1 – %2</source>
        <translation>%1 – %2</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/history_common.py"/>
        <source>bankrupt</source>
        <translation>en quiebra</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/history_common.py"/>
        <source>Start a &amp;New Game</source>
        <translation>Empezar una &amp;nueva partida</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/history_common.py"/>
        <source>← Back to the game</source>
        <translation>← Volver a la partida</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/history_common.py"/>
        <source>Back to the game on the table (Esc)</source>
        <translation>Volver a la partida en la mesa (Esc)</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/history_common.py"/>
        <source>← Start Page</source>
        <translation>← Inicio</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/history_common.py"/>
        <source>Back to the start page (Esc)</source>
        <translation>Volver a la página de inicio (Esc)</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/history_detail.py"/>
        <source>&amp;Replay</source>
        <translation>&amp;Repetición</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/history_detail.py"/>
        <source>Watch this game again, move by move</source>
        <translation>Vuelve a ver esta partida, jugada a jugada</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/history_detail.py"/>
        <source>This game cannot be shown on its table in this version; here are its results.</source>
        <translation>Esta versión no puede mostrar esta partida en su mesa; estos son sus resultados.</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/history_filters.py"/>
        <source>Any time</source>
        <translation>Cualquier fecha</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/history_filters.py"/>
        <source>Last 7 days</source>
        <translation>Últimos 7 días</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/history_filters.py"/>
        <source>Last 30 days</source>
        <translation>Últimos 30 días</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/history_filters.py"/>
        <source>This year</source>
        <translation>Este año</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/history_filters.py"/>
        <source>Between dates…</source>
        <translation>Entre dos fechas…</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/history_filters.py"/>
        <source>Game</source>
        <translation>Juego</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/history_filters.py"/>
        <location filename="../ponzi_desktop/ui/statistics_page.py"/>
        <source>All games</source>
        <translation>Todos los juegos</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/history_filters.py"/>
        <source>When the games were played</source>
        <translation>Cuándo se jugaron las partidas</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/history_filters.py"/>
        <source>From</source>
        <translation>Desde</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/history_filters.py"/>
        <source>to</source>
        <translation>hasta</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/history_filters.py"/>
        <source>First day</source>
        <translation>Primer día</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/history_filters.py"/>
        <source>Last day</source>
        <translation>Último día</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/history_list.py"/>
        <source>Press Enter or double-click to replay this game.</source>
        <translation>Pulsa Intro o haz doble clic para ver la repetición de esta partida.</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/history_page.py"/>
        <location filename="../ponzi_desktop/ui/main_window.py"/>
        <source>Game History</source>
        <translation>Historial de partidas</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/history_page.py"/>
        <source>S&amp;tatistics</source>
        <translation>Es&amp;tadísticas</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/history_page.py"/>
        <source>Game history</source>
        <translation>Historial de partidas</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/history_page.py"/>
        <source>Wins, scores and streaks of every player</source>
        <translation>Victorias, puntuaciones y rachas de cada jugador</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/history_page.py"/>
        <source>&amp;Export CSV…</source>
        <translation>&amp;Exportar CSV…</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/history_page.py"/>
        <source>Finished games</source>
        <translation>Partidas terminadas</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/history_page.py"/>
        <source>Write the games listed to a spreadsheet file, one row per player</source>
        <translation>Escribe las partidas de la lista en un archivo de hoja de cálculo, una fila por jugador</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/history_page.py"/>
        <source>No game matches these filters: there is nothing to export.</source>
        <translation>Ninguna partida coincide con estos filtros: no hay nada que exportar.</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/history_page.py"/>
        <source>No game has been finished yet: there is nothing to export.</source>
        <translation>Aún no ha terminado ninguna partida: no hay nada que exportar.</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/history_page.py"/>
        <location filename="../ponzi_desktop/ui/statistics_page.py"/>
        <source>No game matches these filters</source>
        <translation>Ninguna partida coincide con estos filtros</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/history_page.py"/>
        <location filename="../ponzi_desktop/ui/statistics_page.py"/>
        <source>Choose another game or a longer time to see more of your finished games.</source>
        <translation>Elige otro juego o un periodo más largo para ver más partidas terminadas.</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/history_page.py"/>
        <source>No finished games yet</source>
        <translation>Aún no hay partidas terminadas</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/history_page.py"/>
        <source>Every game you play to the end appears here, with its scores, to look at again or to replay.</source>
        <translation>Cada partida que juegues hasta el final aparece aquí, con sus puntuaciones, para verla de nuevo o repetirla.</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/history_page.py"/>
        <source>Export the Game History</source>
        <translation>Exportar el historial de partidas</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/history_page.py"/>
        <source>Spreadsheet files (*.csv)</source>
        <translation>Archivos de hoja de cálculo (*.csv)</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/history_page.py"/>
        <source>Cannot Export</source>
        <translation>No se puede exportar</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/history_page.py"/>
        <source>The file could not be written.</source>
        <translation>No se pudo escribir el archivo.</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/history_page.py"/>
        <source>Exported to %1</source>
        <translation>Exportado a %1</translation>
    </message>
    <message numerus="yes">
        <location filename="../ponzi_desktop/ui/history_page.py"/>
        <location filename="../ponzi_desktop/ui/statistics_page.py"/>
        <source>%n game(s)</source>
        <translation>
            <numerusform>%n partida</numerusform>
            <numerusform>%n partidas</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/main_window.py"/>
        <location filename="../ponzi_desktop/ui/statistics_page.py"/>
        <source>Statistics</source>
        <translation>Estadísticas</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/statistics_charts.py"/>
        <location filename="../ponzi_desktop/ui/statistics_page.py"/>
        <source>Win rate</source>
        <translation>% de victorias</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/statistics_charts.py"/>
        <source>Wins, game after game</source>
        <translation>Victorias, partida tras partida</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/statistics_charts.py"/>
        <source>All the games, oldest first</source>
        <translation>Partidas, de la primera a la última</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/statistics_page.py"/>
        <source>%1 of %2</source>
        <translation>%1 de %2</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/statistics_page.py"/>
        <source>Game H&amp;istory</source>
        <translation>Historial de &amp;partidas</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/statistics_page.py"/>
        <source>Every finished game, with its scores</source>
        <translation>Todas las partidas terminadas, con sus puntuaciones</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/statistics_page.py"/>
        <source>No finished games to count yet</source>
        <translation>Aún no hay partidas terminadas que contar</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/statistics_page.py"/>
        <source>The statistics grow with every game played to the end: who wins most, against which bots, and how often.</source>
        <translation>Las estadísticas crecen con cada partida jugada hasta el final: quién gana más, contra qué bots y con qué frecuencia.</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/statistics_page.py"/>
        <source>Player</source>
        <translation>Jugador</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/statistics_page.py"/>
        <source>Games</source>
        <translation>Partidas</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/statistics_page.py"/>
        <source>Wins</source>
        <translation>Victorias</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/statistics_page.py"/>
        <source>Streak now</source>
        <translation>Racha actual</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/statistics_page.py"/>
        <source>Longest streak</source>
        <translation>Mejor racha</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/statistics_page.py"/>
        <source>Wins and streaks</source>
        <translation>Victorias y rachas</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/statistics_page.py"/>
        <source>Each person is counted under the name they played as, and each bot under its level: two bots of one level at a table make one game for that level. A shared win counts as a win.</source>
        <translation>Cada persona cuenta con el nombre con que jugó, y cada bot con su nivel: dos bots del mismo nivel en una mesa hacen una sola partida para ese nivel. Una victoria compartida cuenta como victoria.</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/statistics_page.py"/>
        <source>Average score</source>
        <translation>Puntuación media</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/statistics_page.py"/>
        <source>Best score</source>
        <translation>Mejor puntuación</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/statistics_page.py"/>
        <source>%1 rounds on average</source>
        <translation>%1 rondas de media</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/statistics_page.py"/>
        <source>%1 moves on average</source>
        <translation>%1 jugadas de media</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/statistics_page.py"/>
        <source>%1 on average</source>
        <translation>%1 de media</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/statistics_page.py"/>
        <source>By role: the games won of the games played in that role.</source>
        <translation>Por papel: las partidas ganadas de las jugadas con ese papel.</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/statistics_page.py"/>
        <source>Against the bots</source>
        <translation>Contra los bots</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/statistics_page.py"/>
        <source>Your wins in the games with a bot of that level at the table.</source>
        <translation>Tus victorias en las partidas con un bot de ese nivel en la mesa.</translation>
    </message>
    <message>
        <source>%1%</source>
        <translation type="vanished">%1 %</translation>
    </message>
    <message>
        <source>People by the name they played under; the bots by level, a table with two bots of a level one game for it. A shared win counts as a win.</source>
        <translation type="vanished">Las personas, por el nombre con que jugaron; los bots, por nivel (una mesa con dos bots del mismo nivel cuenta como una partida para ese nivel). Una victoria compartida cuenta como victoria.</translation>
    </message>
    <message>
        <source>Games played, oldest first</source>
        <translation type="vanished">Partidas, en el orden en que se jugaron</translation>
    </message>
    <message>
        <source>Game &amp;List</source>
        <translation type="vanished">&amp;Lista de partidas</translation>
    </message>
    <message>
        <source>No finished games to count yet: the statistics grow with every game played to the end.</source>
        <translation type="vanished">Aún no hay partidas terminadas que contar: las estadísticas crecen con cada partida jugada hasta el final.</translation>
    </message>
    <message>
        <source>People by the name they played under; the bots by level. A shared win counts as a win.</source>
        <translation type="vanished">Las personas, por el nombre con que jugaron; los bots, por nivel. Una victoria compartida cuenta como victoria.</translation>
    </message>
    <message>
        <source>%1 min on average</source>
        <translation type="vanished">%1 min de media</translation>
    </message>
    <message>
        <source>Period</source>
        <translation type="vanished">Periodo</translation>
    </message>
</context>
<context>
    <name>HistoryRecorder</name>
    <message>
        <location filename="../ponzi_desktop/ui/history_hooks.py"/>
        <source>Your game history cannot be opened (%1): finished games are not recorded for now.</source>
        <translation>No se puede abrir tu historial de partidas (%1): por ahora las partidas terminadas no se registran.</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/history_hooks.py"/>
        <source>This game could not be added to your game history (%1).</source>
        <translation>No se pudo añadir esta partida a tu historial de partidas (%1).</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/history_hooks.py"/>
        <source>Your game history could not be read; it was put aside as %1, and a new one was started.</source>
        <translation>No se pudo leer tu historial de partidas: se ha apartado como %1 y se ha empezado uno nuevo.</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/history_hooks.py"/>
        <source>Game History Put Aside</source>
        <translation>Historial de partidas apartado</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/history_hooks.py"/>
        <source>Nothing else is lost: your saved games and settings are as they were.</source>
        <translation>No se ha perdido nada más: tus partidas guardadas y tus ajustes siguen como estaban.</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/history_hooks.py"/>
        <source>Close</source>
        <translation>Cerrar</translation>
    </message>
    <message>
        <source>OK</source>
        <translation type="vanished">Aceptar</translation>
    </message>
</context>
<context>
    <name>Lesson</name>
    <message>
        <location filename="../ponzi_desktop/ui/lesson/session.py"/>
        <source>Player 1</source>
        <translation>Jugador 1</translation>
    </message>
</context>
<context>
    <name>LessonCoach</name>
    <message>
        <location filename="../ponzi_desktop/ui/lesson/coach.py"/>
        <source>The lesson made that move for you.</source>
        <translation>La lección hizo esa jugada por ti.</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/lesson/coach.py"/>
        <source>It spent $%1 of your cash.</source>
        <translation>Gastó $%1 de tu dinero.</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/lesson/coach.py"/>
        <source>Step %1 of %2</source>
        <translation>Paso %1 de %2</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/lesson/coach.py"/>
        <source>%1 (%2 of %3)</source>
        <translation>%1 (%2 de %3)</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/lesson/coach.py"/>
        <source>Finish</source>
        <translation>Terminar</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/lesson/coach.py"/>
        <source>Next</source>
        <translation>Siguiente</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/lesson/coach.py"/>
        <source>Close the lesson's last note</source>
        <translation>Cerrar la última nota de la lección</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/lesson/coach.py"/>
        <source>On to the next step</source>
        <translation>Pasar al siguiente paso</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/lesson/coach.py"/>
        <source>Skip step</source>
        <translation>Saltar paso</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/lesson/coach.py"/>
        <source>The lesson makes this move for you</source>
        <translation>La lección hace esta jugada por ti</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/lesson/coach.py"/>
        <source>Your move</source>
        <translation>Te toca</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/lesson/coach.py"/>
        <source>Make the lit move.</source>
        <translation>Haz la jugada iluminada.</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/lesson/coach.py"/>
        <source>Next: step %1 of %2, “%3”</source>
        <translation>A continuación: paso %1 de %2, «%3»</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/lesson/coach.py"/>
        <source>Next, after this turn: step %1 of %2, “%3”</source>
        <translation>Después de este turno: paso %1 de %2, «%3»</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/lesson/coach.py"/>
        <source>Next, after your next turn: step %1 of %2, “%3”</source>
        <translation>Después de tu próximo turno: paso %1 de %2, «%3»</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/lesson/coach.py"/>
        <source>Next, after %4 turns of yours, this one included: step %1 of %2, “%3”</source>
        <translation>Después de %4 turnos tuyos, contando este: paso %1 de %2, «%3»</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/lesson/coach.py"/>
        <source>Next, after %4 more turns of yours: step %1 of %2, “%3”</source>
        <translation>Después de %4 turnos tuyos más: paso %1 de %2, «%3»</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/lesson/coach.py"/>
        <source>That was the lesson</source>
        <translation>Hasta aquí la lección</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/lesson/coach.py"/>
        <source>You have made the game's usual moves; the rules (Help menu) tell the others. Play on against the bots to finish the game, or leave the lesson.</source>
        <translation>Ya has hecho las jugadas habituales del juego; las reglas (menú Ayuda) explican las demás. Sigue jugando contra los bots hasta el final, o deja la lección.</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/lesson/coach.py"/>
        <source>Play on</source>
        <translation>Seguir jugando</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/lesson/coach.py"/>
        <source>Finish the game against the bots, as you like</source>
        <translation>Termina la partida contra los bots, como quieras</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/lesson/coach.py"/>
        <source>%1 plays</source>
        <translation>Juega %1</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/lesson/coach.py"/>
        <source>The lesson plays the other players' moves as it has them. Your next step comes when it is your turn again.</source>
        <translation>La lección hace las jugadas de los demás jugadores tal como las tiene. Tu siguiente paso llega cuando vuelva a ser tu turno.</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/lesson/coach.py"/>
        <source>Skip: the lesson makes this move for you.</source>
        <translation>Saltar: la lección hace esta jugada por ti.</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/lesson/coach.py"/>
        <source>Not that move. %1</source>
        <translation>Esa jugada no. %1</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/lesson/coach.py"/>
        <source>Not that move: the lesson asks for the lit one.</source>
        <translation>Esa jugada no: la lección pide la iluminada.</translation>
    </message>
    <message>
        <source>On the way to step %1 of %2</source>
        <translation type="vanished">De camino al paso %1 de %2</translation>
    </message>
    <message>
        <source>You have made every kind of move this game has. Play on against the bots to finish the game, or leave the lesson.</source>
        <translation type="vanished">Ya has hecho todos los tipos de jugada de este juego. Sigue jugando contra los bots hasta el final, o deja la lección.</translation>
    </message>
</context>
<context>
    <name>LessonHost</name>
    <message>
        <location filename="../ponzi_desktop/ui/lesson/host.py"/>
        <source>&amp;Learn to Play</source>
        <translation>A&amp;prender a jugar</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/lesson/host.py"/>
        <source>A guided first game: the table shows you each kind of move</source>
        <translation>Una primera partida guiada: la mesa te enseña cada tipo de jugada</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/lesson/host.py"/>
        <source>Cannot Start the Lesson</source>
        <translation>No se puede empezar la lección</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/lesson/host.py"/>
        <source>The lesson of %1 cannot be started.</source>
        <translation>No se puede empezar la lección de %1.</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/lesson/host.py"/>
        <source>Details: %1</source>
        <translation>Detalles: %1</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/lesson/host.py"/>
        <source>The game you were playing is kept: Continue on the start page picks it up again.</source>
        <translation>La partida que jugabas se guarda: Continuar, en la página de inicio, la retoma.</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <location filename="../ponzi_desktop/ui/main_window.py"/>
        <source>Ponzi Desktop</source>
        <translation>Ponzi Desktop</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/main_window.py"/>
        <source>%1 with %2, in round %3</source>
        <translation>%1 con %2, en la ronda %3</translation>
    </message>
    <message numerus="yes">
        <location filename="../ponzi_desktop/ui/main_window.py"/>
        <source>%1 with %2, %n move(s) played</source>
        <translation>
            <numerusform>%1 con %2, %n jugada hecha</numerusform>
            <numerusform>%1 con %2, %n jugadas hechas</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/main_window.py"/>
        <location filename="../ponzi_desktop/ui/replay/host.py"/>
        <source>Cannot Open the Game</source>
        <translation>No se puede abrir la partida</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/main_window.py"/>
        <source>%1 cannot be played in this version yet.</source>
        <translation>%1 todavía no se puede jugar en esta versión.</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/main_window.py"/>
        <source>This game cannot be shown on the table. The game you were playing is still here, as it was.</source>
        <translation>Esta partida no se puede mostrar en la mesa. La partida que estabas jugando sigue aquí, tal como estaba.</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/main_window.py"/>
        <source>Details: %1</source>
        <translation>Detalles: %1</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/main_window.py"/>
        <source>Replay of %1 — Ponzi Desktop</source>
        <translation>Repetición de %1 — Ponzi Desktop</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/main_window.py"/>
        <source>%1 — Ponzi Desktop</source>
        <translation>%1 — Ponzi Desktop</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/main_window.py"/>
        <location filename="../ponzi_desktop/ui/notice_host.py"/>
        <source>Autosave is failing</source>
        <translation>El guardado automático falla</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/main_window.py"/>
        <source>Japanese</source>
        <translation>japonés</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/main_window.py"/>
        <source>Traditional Chinese</source>
        <translation>chino tradicional</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/main_window.py"/>
        <source>Spanish</source>
        <translation>español</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/main_window.py"/>
        <source>No Font for This Language</source>
        <translation>No hay fuente para este idioma</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/main_window.py"/>
        <source>This computer has no font for %1, so its text would show as empty boxes. The app stays in English for now.

Install a font for it (on Debian or Ubuntu: the package fonts-noto-cjk), then choose the language again in Settings.</source>
        <translation>Este ordenador no tiene ninguna fuente para el %1, así que su texto se vería como cuadros vacíos. Por ahora la aplicación sigue en inglés.

Instala una fuente (en Debian o Ubuntu: el paquete fonts-noto-cjk) y vuelve a elegir el idioma en Ajustes.</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/main_window.py"/>
        <source>The log file %1 has the details.</source>
        <translation>Los detalles están en el archivo de registro %1.</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/main_window.py"/>
        <source>Something went wrong inside the app (%1). Every move you played is saved.</source>
        <translation>Algo ha fallado dentro de la aplicación (%1). Todas las jugadas que hiciste están guardadas.</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/notice_host.py"/>
        <source>Autosave failed: %1. Your moves are kept, and saved as soon as the folder can be written again.</source>
        <translation>Falló el guardado automático: %1. Tus jugadas se conservan y se guardarán en cuanto se pueda escribir de nuevo en la carpeta.</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/notice_host.py"/>
        <source>Autosave works again: every move is saved.</source>
        <translation>El guardado automático vuelve a funcionar: todas las jugadas están guardadas.</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/window_menus.py"/>
        <source>No game is on the table: start one or open a saved game.</source>
        <translation>No hay ninguna partida en la mesa: empieza una o abre una partida guardada.</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/window_menus.py"/>
        <source>&amp;Game</source>
        <translation>&amp;Juego</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/window_menus.py"/>
        <source>&amp;View</source>
        <translation>&amp;Ver</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/window_menus.py"/>
        <source>&amp;Help</source>
        <translation>Ay&amp;uda</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/window_menus.py"/>
        <source>&amp;New Game…</source>
        <translation>&amp;Nueva partida…</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/window_menus.py"/>
        <source>&amp;Open…</source>
        <translation>&amp;Abrir…</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/window_menus.py"/>
        <source>&amp;Save</source>
        <translation>&amp;Guardar</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/window_menus.py"/>
        <source>Save &amp;As…</source>
        <translation>Guardar &amp;como…</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/window_menus.py"/>
        <source>&amp;Export…</source>
        <translation>&amp;Exportar…</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/window_menus.py"/>
        <source>&amp;Undo</source>
        <translation>&amp;Deshacer</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/window_menus.py"/>
        <source>&amp;Hint</source>
        <translation>C&amp;onsejo</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/window_menus.py"/>
        <source>Back to the Start &amp;Page</source>
        <translation>Volver a la página de &amp;inicio</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/window_menus.py"/>
        <source>H&amp;istory and Statistics</source>
        <translation>&amp;Historial y estadísticas</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/window_menus.py"/>
        <source>Your finished games and who wins most</source>
        <translation>Tus partidas terminadas y quién gana más</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/window_menus.py"/>
        <source>Se&amp;ttings…</source>
        <translation>Ajus&amp;tes…</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/window_menus.py"/>
        <source>&amp;Quit</source>
        <translation>&amp;Salir</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/window_menus.py"/>
        <source>&amp;Scores of the Game</source>
        <translation>&amp;Puntuaciones de la partida</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/window_menus.py"/>
        <source>Game &amp;Log</source>
        <translation>&amp;Registro de la partida</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/window_menus.py"/>
        <source>&amp;Full Screen</source>
        <translation>Pantalla &amp;completa</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/window_menus.py"/>
        <source>&amp;Rules</source>
        <translation>&amp;Reglas</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/window_menus.py"/>
        <source>&amp;About Ponzi Desktop</source>
        <translation>&amp;Acerca de Ponzi Desktop</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/window_menus.py"/>
        <source>Take back your last move</source>
        <translation>Deshacer tu última jugada</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/window_menus.py"/>
        <source>Ask the hard bot what it would do in your place</source>
        <translation>Pregunta al bot Difícil qué haría en tu lugar</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/window_menus.py"/>
        <source>Keep the game in your saved games</source>
        <translation>Guardar la partida entre tus partidas guardadas</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/window_menus.py"/>
        <source>Keep the game in your saved games under a name you choose</source>
        <translation>Guardar la partida entre tus partidas guardadas con el nombre que elijas</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/window_menus.py"/>
        <source>Write the game to a file of your choice, to keep or to send</source>
        <translation>Escribir la partida en el archivo que elijas, para guardarla o enviarla</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/window_menus.py"/>
        <source>Leave the table for the start page: the game is kept, to continue later</source>
        <translation>Deja la mesa y vuelve a la página de inicio: la partida se conserva para continuarla más tarde</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/window_menus.py"/>
        <source>Show or hide the log beside the table</source>
        <translation>Muestra u oculta el registro junto a la mesa</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/window_menus.py"/>
        <source>The scores are shown once the game is over.</source>
        <translation>Las puntuaciones se muestran cuando termina la partida.</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/window_menus.py"/>
        <source>Show the scores of the finished game again</source>
        <translation>Vuelve a mostrar las puntuaciones de la partida terminada</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/window_saves.py"/>
        <source>Export the Game</source>
        <translation>Exportar la partida</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/window_saves.py"/>
        <source>Saved games (*.json)</source>
        <translation>Partidas guardadas (*.json)</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/window_saves.py"/>
        <source>Cannot Export the Game</source>
        <translation>No se puede exportar la partida</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/window_saves.py"/>
        <source>Exported to %1</source>
        <translation>Exportada a %1</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/window_saves.py"/>
        <source>Cannot Save the Game</source>
        <translation>No se puede guardar la partida</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/window_saves.py"/>
        <source>Saved as “%1”</source>
        <translation>Guardada como «%1»</translation>
    </message>
    <message>
        <source>About Ponzi Desktop</source>
        <translation type="vanished">Acerca de Ponzi Desktop</translation>
    </message>
    <message>
        <source>&lt;h3&gt;Ponzi Desktop %1&lt;/h3&gt;&lt;p&gt;%2 on one computer: with friends in hot-seat, or against bots.&lt;/p&gt;</source>
        <translation type="vanished">&lt;h3&gt;Ponzi Desktop %1&lt;/h3&gt;&lt;p&gt;%2 en un solo ordenador: con amigos turnándose ante la pantalla, o contra bots.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>Back to the &amp;Start Page</source>
        <translation type="vanished">Volver a la página de &amp;inicio</translation>
    </message>
    <message>
        <source>&amp;History and Statistics</source>
        <translation type="vanished">&amp;Historial y estadísticas</translation>
    </message>
    <message>
        <source>Your unfinished game is kept in the saved games as “%1”.</source>
        <translation type="vanished">Tu partida sin terminar se guarda en las partidas guardadas como «%1».</translation>
    </message>
    <message>
        <source>Autosave failed: %1</source>
        <translation type="vanished">Falló el guardado automático: %1</translation>
    </message>
    <message numerus="yes">
        <source>%1 with %2, %n action(s) played</source>
        <translation type="vanished">
            <numerusform>%1 con %2, %n jugada hecha</numerusform>
            <numerusform>%1 con %2, %n jugadas hechas</numerusform>
        </translation>
    </message>
    <message>
        <source>Open a Saved Game</source>
        <translation type="vanished">Abrir una partida guardada</translation>
    </message>
    <message>
        <source>Saved games (*.json);;All files (*)</source>
        <translation type="vanished">Partidas guardadas (*.json);;Todos los archivos (*)</translation>
    </message>
    <message>
        <source>Save the Game</source>
        <translation type="vanished">Guardar la partida</translation>
    </message>
    <message>
        <source>Saved to %1</source>
        <translation type="vanished">Guardada en %1</translation>
    </message>
    <message>
        <source>&lt;h3&gt;Ponzi Desktop %1&lt;/h3&gt;&lt;p&gt;Ponzi Scheme, Black Friday and Anti-Monopoly on one computer: with friends in hot-seat, or against bots.&lt;/p&gt;</source>
        <translation type="vanished">&lt;h3&gt;Ponzi Desktop %1&lt;/h3&gt;&lt;p&gt;Ponzi Scheme, Black Friday y Anti-Monopoly en un solo ordenador: con amigos turnándose ante la pantalla, o contra bots.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&amp;New Game of Ponzi Scheme…</source>
        <translation type="vanished">&amp;Nueva partida de Ponzi Scheme…</translation>
    </message>
    <message>
        <source>&amp;Forecast</source>
        <translation type="vanished">&amp;Previsión de pagos</translation>
    </message>
    <message>
        <source>Nothing to undo: only your own last move, before anything new was seen.</source>
        <translation type="vanished">No hay nada que deshacer: solo se puede deshacer tu última jugada, antes de que se vea algo nuevo.</translation>
    </message>
    <message>
        <source>Forecast</source>
        <translation type="vanished">Previsión de pagos</translation>
    </message>
    <message>
        <source>A hint is for your own turn.</source>
        <translation type="vanished">Las pistas son solo para tu propio turno.</translation>
    </message>
    <message>
        <source>This saved game cannot be opened: %1</source>
        <translation type="vanished">Esta partida guardada no se puede abrir: %1</translation>
    </message>
</context>
<context>
    <name>NewGameDialog</name>
    <message>
        <location filename="../ponzi_desktop/ui/new_game_dialog.py"/>
        <source>Blue</source>
        <translation>Azul</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/new_game_dialog.py"/>
        <source>Vermilion</source>
        <translation>Bermellón</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/new_game_dialog.py"/>
        <source>Green</source>
        <translation>Verde</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/new_game_dialog.py"/>
        <source>Pink</source>
        <translation>Rosa</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/new_game_dialog.py"/>
        <source>Orange</source>
        <translation>Naranja</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/new_game_dialog.py"/>
        <source>Sky blue</source>
        <translation>Celeste</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/new_game_dialog.py"/>
        <source>Purple</source>
        <translation>Morado</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/new_game_dialog.py"/>
        <source>Brown</source>
        <translation>Marrón</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/new_game_dialog.py"/>
        <source>Grey</source>
        <translation>Gris</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/new_game_dialog.py"/>
        <source>Black</source>
        <translation>Negro</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/new_game_dialog.py"/>
        <source>Yellow</source>
        <translation>Amarillo</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/new_game_dialog.py"/>
        <source>White</source>
        <translation>Blanco</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/new_game_dialog.py"/>
        <source>New Game of %1</source>
        <translation>Nueva partida de %1</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/new_game_dialog.py"/>
        <source>Game</source>
        <translation>Partida</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/new_game_dialog.py"/>
        <source>Problem</source>
        <translation>Problema</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/new_game_dialog.py"/>
        <source>&amp;Start the Game</source>
        <translation>&amp;Empezar la partida</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/new_game_dialog.py"/>
        <source>Players</source>
        <translation>Jugadores</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/new_game_dialog.py"/>
        <source>&amp;Add a Player</source>
        <translation>&amp;Añadir un jugador</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/new_game_dialog.py"/>
        <source>%1 to %2 players, in turn order. Bots play on this computer; people take turns at the screen.</source>
        <translation>De %1 a %2 jugadores, en orden de turno. Los bots juegan en este ordenador; las personas se turnan ante la pantalla.</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/new_game_dialog.py"/>
        <source>Start</source>
        <translation>Inicio</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/new_game_dialog.py"/>
        <source>Start player</source>
        <translation>Jugador inicial</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/new_game_dialog.py"/>
        <source>Random</source>
        <translation>Al azar</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/new_game_dialog.py"/>
        <source>Seed</source>
        <translation>Semilla</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/new_game_dialog.py"/>
        <source>The same seed with the same players and moves replays the same game</source>
        <translation>La misma semilla con los mismos jugadores y jugadas repite la misma partida</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/new_game_dialog.py"/>
        <source>Start &amp;player:</source>
        <translation>Jugador &amp;inicial:</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/new_game_dialog.py"/>
        <source>S&amp;eed:</source>
        <translation>&amp;Semilla:</translation>
    </message>
    <message numerus="yes">
        <location filename="../ponzi_desktop/ui/new_game_dialog.py"/>
        <source>At most %n player(s)</source>
        <translation>
            <numerusform>Como máximo %n jugador</numerusform>
            <numerusform>Como máximo %n jugadores</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/new_game_dialog.py"/>
        <source>(no name)</source>
        <translation>(sin nombre)</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/new_game_dialog.py"/>
        <source>Every player needs a name.</source>
        <translation>Cada jugador necesita un nombre.</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/new_game_dialog.py"/>
        <source>Two players are called “%1”: give each a different name.</source>
        <translation>Dos jugadores se llaman «%1»: dales nombres distintos.</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/seat_rows.py"/>
        <source>Bot %1</source>
        <translation>Bot %1</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/seat_rows.py"/>
        <source>Player %1</source>
        <translation>Jugador %1</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/seat_rows.py"/>
        <source>You</source>
        <translation>Tú</translation>
    </message>
</context>
<context>
    <name>Notice</name>
    <message>
        <location filename="../ponzi_desktop/ui/kit/notice.py"/>
        <source>Dismiss this notice</source>
        <translation>Cerrar este aviso</translation>
    </message>
</context>
<context>
    <name>OfferDialog</name>
    <message>
        <location filename="../ponzi_desktop/ui/ponzi/envelope.py"/>
        <source>Envelope for %1</source>
        <translation>Sobre para %1</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/ponzi/envelope.py"/>
        <source>To: %1</source>
        <translation>Para: %1</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/ponzi/envelope.py"/>
        <source>If %1 sells, you pay the amount and get one of %1's %2 tiles. If %1 counter-offers, %1 pays you the amount and takes one of your %2 tiles.</source>
        <translation>Si %1 vende (¡Vendido!), le pagas la cantidad y recibes una de sus fichas de %2. Si %1 hace una contraoferta (¡Contraoferta!), %1 te paga la cantidad y se queda con una de tus fichas de %2.</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/ponzi/envelope.py"/>
        <source>Only you and %1 see the amount.</source>
        <translation>Solo tú y %1 veis la cantidad.</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/ponzi/envelope.py"/>
        <source>From %1 to %2 (your cash)</source>
        <translation>De %1 a %2 (tu efectivo)</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/ponzi/envelope.py"/>
        <source>Amount in the envelope</source>
        <translation>Cantidad del sobre</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/ponzi/envelope.py"/>
        <source>Seal and Hand Over</source>
        <translation>Cerrar y entregar</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/ponzi/envelope.py"/>
        <source>Give %1 the envelope: they must sell or counter-offer.</source>
        <translation>Entrega el sobre a %1: debe responder ¡Vendido! o ¡Contraoferta!</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/ponzi/envelope.py"/>
        <source>Keep the envelope: choose again</source>
        <translation>Quedarse con el sobre: elegir de nuevo</translation>
    </message>
    <message>
        <source>If %1 sells, you pay the amount and get one of their %2 tiles. If %1 counter-offers, %1 pays you the amount and takes one of your %2 tiles.</source>
        <translation type="vanished">Si %1 vende (¡Vendido!), le pagas la cantidad y recibes una de sus fichas de %2. Si %1 hace una contraoferta (¡Contraoferta!), %1 te paga la cantidad y se queda con una de tus fichas de %2.</translation>
    </message>
    <message>
        <source>&lt;p&gt;&lt;b&gt;Offer %1 money for one %2 tile.&lt;/b&gt;&lt;/p&gt;&lt;p&gt;Only you and %1 will see the amount. If %1 sells, you pay it and get their tile; if %1 counter-offers, they pay you the same amount and take one of your %2 tiles.&lt;/p&gt;</source>
        <translation type="vanished">&lt;p&gt;&lt;b&gt;Ofrece dinero a %1 por una ficha de %2.&lt;/b&gt;&lt;/p&gt;&lt;p&gt;Solo tú y %1 veréis la cantidad. Si %1 vende (¡Vendido!), le pagas esa cantidad y recibes su ficha; si %1 hace una contraoferta (¡Contraoferta!), te paga la misma cantidad y se queda con una de tus fichas de %2.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>$</source>
        <translation type="vanished">$</translation>
    </message>
</context>
<context>
    <name>Ponzi</name>
    <message>
        <location filename="../ponzi_desktop/ui/ponzi/labels.py"/>
        <source>Transportation</source>
        <translation>Transporte</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/ponzi/labels.py"/>
        <source>Grain</source>
        <translation>Cereales</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/ponzi/labels.py"/>
        <source>Media</source>
        <translation>Medios</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/ponzi/labels.py"/>
        <source>Real Estate</source>
        <translation>Bienes raíces</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/ponzi/labels.py"/>
        <source>Funding</source>
        <translation>Financiamiento</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/ponzi/labels.py"/>
        <source>Clandestine trading</source>
        <translation>Comercio clandestino</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/ponzi/labels.py"/>
        <source>Answer the envelope</source>
        <translation>Responder al sobre</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/ponzi/labels.py"/>
        <source>Pass the marker</source>
        <translation>Pasar el marcador</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/ponzi/labels.py"/>
        <source>Market crash</source>
        <translation>Caída del mercado</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/ponzi/labels.py"/>
        <source>Rotate the wheel</source>
        <translation>Girar la rueda</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/ponzi/labels.py"/>
        <source>Pay interest</source>
        <translation>Pagar los intereses</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/ponzi/labels.py"/>
        <source>Game over</source>
        <translation>Fin de la partida</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/ponzi/labels.py"/>
        <source>Take an industry tile and a fund card from its row, or pass.</source>
        <translation>Toma una ficha de industria y una tarjeta de fondo de su fila, o pasa.</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/ponzi/labels.py"/>
        <source>Make an offer to a player, or pass.</source>
        <translation>Haz una oferta a un jugador, o pasa.</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/ponzi/labels.py"/>
        <source>Make an offer to a player, buy a luxury, or pass.</source>
        <translation>Haz una oferta a un jugador, compra un lujo, o pasa.</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/ponzi/labels.py"/>
        <source>You share no industry with another player, so you can only pass.</source>
        <translation>No compartes ninguna industria con otro jugador, así que solo puedes pasar.</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/ponzi/labels.py"/>
        <source>You share no industry with another player: buy a luxury, or pass.</source>
        <translation>No compartes ninguna industria con otro jugador: compra un lujo, o pasa.</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/ponzi/labels.py"/>
        <source>An envelope for you: sell the tile or counter-offer.</source>
        <translation>Tienes un sobre: ¡Vendido! (vende la ficha) o ¡Contraoferta!</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/ponzi/labels.py"/>
        <source>You are the new start player: remove one card from the funding board.</source>
        <translation>Eres el nuevo jugador inicial: retira una tarjeta de fondo de la Junta de financiamiento.</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/ponzi/labels.py"/>
        <source>Return one tile of an industry you hold most of.</source>
        <translation>Devuelve una ficha de la industria de la que tengas más.</translation>
    </message>
    <message>
        <source>Fund: take an industry tile and a fund card from its row, or pass.</source>
        <translation type="vanished">Financiamiento: toma una ficha de industria y una tarjeta de fondo de su fila, o pasa.</translation>
    </message>
    <message>
        <source>Clandestine trading: make an offer to a player, or pass.</source>
        <translation type="vanished">Comercio clandestino: haz una oferta a un jugador, o pasa.</translation>
    </message>
    <message>
        <source>Clandestine trading: make an offer to a player, buy a luxury, or pass.</source>
        <translation type="vanished">Comercio clandestino: haz una oferta a un jugador, compra un lujo, o pasa.</translation>
    </message>
    <message>
        <source>Clandestine trading: you share no industry with another player, so you can only pass.</source>
        <translation type="vanished">Comercio clandestino: no compartes ninguna industria con otro jugador, así que solo puedes pasar.</translation>
    </message>
    <message>
        <source>Clandestine trading: you share no industry with another player: buy a luxury, or pass.</source>
        <translation type="vanished">Comercio clandestino: no compartes ninguna industria con otro jugador: compra un lujo, o pasa.</translation>
    </message>
    <message>
        <source>Market crash: return one tile of an industry you hold most of.</source>
        <translation type="vanished">Caída del mercado: devuelve una ficha de la industria de la que tengas más.</translation>
    </message>
</context>
<context>
    <name>PonziActionPanel</name>
    <message>
        <location filename="../ponzi_desktop/ui/ponzi/action_panel.py"/>
        <source>Open the Envelope…</source>
        <translation>Abrir el sobre…</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/ponzi/action_panel.py"/>
        <source>See the amount and answer Sold or Counter-offer</source>
        <translation>Mira la cantidad y responde ¡Vendido! o ¡Contraoferta!</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/ponzi/action_panel.py"/>
        <source>Remove the %1 card from the funding board</source>
        <translation>Retirar la tarjeta de fondo de %1 de la Junta de financiamiento</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/ponzi/action_panel.py"/>
        <source>Remove the %1 card</source>
        <translation>Retirar la tarjeta de fondo de %1</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/ponzi/action_panel.py"/>
        <source>Give one %1 tile back to the supply</source>
        <translation>Devolver una ficha de industria de %1 a la reserva</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/ponzi/action_panel.py"/>
        <source>Return %1</source>
        <translation>Devolver %1</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/ponzi/action_panel.py"/>
        <source>Take your %1 %2 tile and fund a card from row %3</source>
        <translation>Tomar tu %1 ficha de %2 y financiar una tarjeta de fondo de la fila %3</translation>
    </message>
    <message numerus="yes">
        <location filename="../ponzi_desktop/ui/ponzi/action_panel.py"/>
        <source>Fund card %1 (you will owe %2 interest every %n round(s))</source>
        <translation>
            <numerusform>Tarjeta de fondo %1 (pagarás %2 de intereses cada %n ronda)</numerusform>
            <numerusform>Tarjeta de fondo %1 (pagarás %2 de intereses cada %n rondas)</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/ponzi/action_panel.py"/>
        <source>The %1 card</source>
        <translation>La tarjeta de fondo de %1</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/ponzi/action_panel.py"/>
        <source>Offer one of your %1 tiles to a player who holds one</source>
        <translation>Ofrecer una de tus fichas de %1 a un jugador que también tenga una</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/ponzi/action_panel.py"/>
        <source>Nobody else holds a %1 tile</source>
        <translation>Nadie más tiene una ficha de %1</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/ponzi/action_panel.py"/>
        <source>Offer a %1 tile</source>
        <translation>Ofrecer una ficha de %1</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/ponzi/action_panel.py"/>
        <source>Offer to %1…</source>
        <translation>Ofrecer a %1…</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/ponzi/action_panel.py"/>
        <source>Buy %1</source>
        <translation>Comprar %1</translation>
    </message>
    <message>
        <source>Remove card %1</source>
        <translation type="vanished">Retirar la tarjeta %1</translation>
    </message>
    <message>
        <source>Card %1</source>
        <translation type="vanished">Tarjeta %1</translation>
    </message>
    <message>
        <source>Remove card %1 from the funding board</source>
        <translation type="vanished">Retirar la tarjeta de fondo %1 de la Junta de financiamiento</translation>
    </message>
    <message numerus="yes">
        <source>Fund card %1 (pays %2 every %n round(s))</source>
        <translation type="vanished">
            <numerusform>Tarjeta de fondo %1 (paga %2 cada %n ronda)</numerusform>
            <numerusform>Tarjeta de fondo %1 (paga %2 cada %n rondas)</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>PonziEndTable</name>
    <message>
        <location filename="../ponzi_desktop/ui/ponzi/end_table.py"/>
        <source>Cash</source>
        <translation>Efectivo</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/ponzi/end_table.py"/>
        <source>Luxuries</source>
        <translation>Lujos</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/ponzi/end_table.py"/>
        <source>Highest card</source>
        <translation>Tarjeta más alta</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/ponzi/end_table.py"/>
        <source>breaks a tie</source>
        <translation>desempata</translation>
    </message>
    <message numerus="yes">
        <location filename="../ponzi_desktop/ui/ponzi/end_table.py"/>
        <source>%n tile(s)</source>
        <translation>
            <numerusform>%n ficha</numerusform>
            <numerusform>%n fichas</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/ponzi/end_table.py"/>
        <source>Interest due at the end of each round</source>
        <translation>Intereses a pagar al final de cada ronda</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/ponzi/end_table.py"/>
        <source>Cash after every move: each round ends by paying the interest due. Cash was hidden during the game; now that it is over, everyone's is shown.</source>
        <translation>El efectivo tras cada jugada: cada ronda termina pagando los intereses debidos. El efectivo estuvo oculto durante la partida; ahora que ha terminado, se muestra el de todos.</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/ponzi/end_table.py"/>
        <source>Nobody wins: every player went bankrupt</source>
        <translation>Nadie gana: todos los jugadores han quedado en quiebra</translation>
    </message>
    <message numerus="yes">
        <location filename="../ponzi_desktop/ui/ponzi/end_table.py"/>
        <source>You win with %n point(s)</source>
        <translation>
            <numerusform>Ganas con %n punto</numerusform>
            <numerusform>Ganas con %n puntos</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../ponzi_desktop/ui/ponzi/end_table.py"/>
        <source>You share the win with %1, with %n point(s) each</source>
        <translation>
            <numerusform>Compartes la victoria con %1, con %n punto cada uno</numerusform>
            <numerusform>Compartes la victoria con %1, con %n puntos cada uno</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../ponzi_desktop/ui/ponzi/end_table.py"/>
        <source>%1 wins with %n point(s)</source>
        <translation>
            <numerusform>%1 gana con %n punto</numerusform>
            <numerusform>%1 gana con %n puntos</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../ponzi_desktop/ui/ponzi/end_table.py"/>
        <source>%1 share the win with %n point(s)</source>
        <translation>
            <numerusform>%1 comparten la victoria con %n punto</numerusform>
            <numerusform>%1 comparten la victoria con %n puntos</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/ponzi/end_table.py"/>
        <source>The round limit was reached: every player is scored.</source>
        <translation>Se alcanzó el límite de rondas: todos los jugadores puntúan.</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/ponzi/end_table.py"/>
        <source>You could not pay the interest due, nor could %1: bankrupt players are not scored.</source>
        <translation>No pudiste pagar los intereses debidos, ni tampoco %1: los jugadores en quiebra no puntúan.</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/ponzi/end_table.py"/>
        <source>You could not pay the interest due: bankrupt players are not scored.</source>
        <translation>No pudiste pagar los intereses debidos: los jugadores en quiebra no puntúan.</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/ponzi/end_table.py"/>
        <source>%1 could not pay the interest due: bankrupt players are not scored.</source>
        <translation>%1 no pudo pagar los intereses debidos: los jugadores en quiebra no puntúan.</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/ponzi/end_table.py"/>
        <source>Tied on points: your highest fund card, %1, breaks the tie.</source>
        <translation>Empate a puntos: tu tarjeta de fondo más alta, %1, deshace el empate.</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/ponzi/end_table.py"/>
        <source>Tied on points: %1's highest fund card, %2, breaks the tie.</source>
        <translation>Empate a puntos: la tarjeta de fondo más alta de %1, %2, deshace el empate.</translation>
    </message>
</context>
<context>
    <name>PonziHint</name>
    <message>
        <location filename="../ponzi_desktop/ui/ponzi/hint.py"/>
        <source>Hint: take a %1 tile and fund the %2 card.</source>
        <translation>Consejo: toma una ficha de %1 y financia la tarjeta de fondo de %2.</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/ponzi/hint.py"/>
        <source>Hint: offer %1 to %2 for one of %2's %3 tiles.</source>
        <translation>Consejo: ofrece %1 a %2 por una de sus fichas de %3.</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/ponzi/hint.py"/>
        <source>Hint: buy the %1 luxury.</source>
        <translation>Consejo: compra el lujo de %1.</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/ponzi/hint.py"/>
        <source>Hint: sell — take the envelope and give one tile.</source>
        <translation>Consejo: vende — toma el sobre y entrega una ficha.</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/ponzi/hint.py"/>
        <source>Hint: counter-offer — pay the same amount and take one tile.</source>
        <translation>Consejo: haz una contraoferta — paga la misma cantidad y recibe una ficha.</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/ponzi/hint.py"/>
        <source>Hint: remove the %1 card from the funding board.</source>
        <translation>Consejo: retira la tarjeta de fondo de %1 de la Junta de financiamiento.</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/ponzi/hint.py"/>
        <source>Hint: give back a %1 tile.</source>
        <translation>Consejo: devuelve una ficha de %1.</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/ponzi/hint.py"/>
        <source>Hint: pass — take no funding this turn.</source>
        <translation>Consejo: pasa — no te financies en este turno.</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/ponzi/hint.py"/>
        <source>Hint: pass — make no offer this turn.</source>
        <translation>Consejo: pasa — no hagas ninguna oferta en este turno.</translation>
    </message>
    <message>
        <source>Hint: offer %1 to %2 for one of their %3 tiles.</source>
        <translation type="vanished">Consejo: ofrece %1 a %2 por una de sus fichas de %3.</translation>
    </message>
</context>
<context>
    <name>PonziLog</name>
    <message>
        <location filename="../ponzi_desktop/ui/ponzi/narration.py"/>
        <source>somebody</source>
        <translation>alguien</translation>
    </message>
    <message numerus="yes">
        <location filename="../ponzi_desktop/ui/ponzi/narration.py"/>
        <source>You fund %1: you take the %2 card (you owe %3 interest every %n round(s))</source>
        <translation>
            <numerusform>Financias %1: tomas la tarjeta de fondo de %2 (pagas %3 de intereses cada %n ronda)</numerusform>
            <numerusform>Financias %1: tomas la tarjeta de fondo de %2 (pagas %3 de intereses cada %n rondas)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../ponzi_desktop/ui/ponzi/narration.py"/>
        <source>%1 funds %2: takes the %3 card (owes %4 interest every %n round(s))</source>
        <translation>
            <numerusform>%1 financia %2: toma la tarjeta de fondo de %3 (paga %4 de intereses cada %n ronda)</numerusform>
            <numerusform>%1 financia %2: toma la tarjeta de fondo de %3 (paga %4 de intereses cada %n rondas)</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/ponzi/narration.py"/>
        <source>You have no industry in common with anyone: trading passes you by</source>
        <translation>No compartes ninguna industria con nadie: el comercio clandestino pasa de largo</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/ponzi/narration.py"/>
        <source>%1 has no industry in common with anyone: no offer to make</source>
        <translation>%1 no comparte ninguna industria con nadie: el comercio clandestino pasa de largo</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/ponzi/narration.py"/>
        <source>You pass: no offer</source>
        <translation>Eliges pasar: ninguna oferta</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/ponzi/narration.py"/>
        <source>You pass: no funding</source>
        <translation>Eliges pasar: no financias</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/ponzi/narration.py"/>
        <source>%1 passes: no offer</source>
        <translation>%1 pasa: ninguna oferta</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/ponzi/narration.py"/>
        <source>%1 passes: no funding</source>
        <translation>%1 pasa: no financia</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/ponzi/narration.py"/>
        <source>You offer %1 an envelope with %2 for a %3 tile</source>
        <translation>Ofreces a %1 un sobre con %2 por una ficha de %3</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/ponzi/narration.py"/>
        <source>You offer %1 an envelope for a %2 tile</source>
        <translation>Ofreces a %1 un sobre por una ficha de %2</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/ponzi/narration.py"/>
        <source>%1 offers you an envelope with %2 for a %3 tile</source>
        <translation>%1 te ofrece un sobre con %2 por una ficha de %3</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/ponzi/narration.py"/>
        <source>%1 offers you an envelope for a %2 tile</source>
        <translation>%1 te ofrece un sobre por una ficha de %2</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/ponzi/narration.py"/>
        <source>%1 offers %2 an envelope with %3 for a %4 tile</source>
        <translation>%1 ofrece a %2 un sobre con %3 por una ficha de %4</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/ponzi/narration.py"/>
        <source>%1 offers %2 an envelope for a %3 tile</source>
        <translation>%1 ofrece a %2 un sobre por una ficha de %3</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/ponzi/narration.py"/>
        <source>You sell a %1 tile to %2 for %3</source>
        <translation>Vendes una ficha de %1 a %2 por %3</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/ponzi/narration.py"/>
        <source>You sell a %1 tile to %2</source>
        <translation>Vendes una ficha de %1 a %2</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/ponzi/narration.py"/>
        <source>%1 sells you a %2 tile for %3</source>
        <translation>%1 te vende una ficha de %2 por %3</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/ponzi/narration.py"/>
        <source>%1 sells you a %2 tile</source>
        <translation>%1 te vende una ficha de %2</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/ponzi/narration.py"/>
        <source>%1 sells a %2 tile to %3 for %4</source>
        <translation>%1 vende una ficha de %2 a %3 por %4</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/ponzi/narration.py"/>
        <source>%1 sells a %2 tile to %3</source>
        <translation>%1 vende una ficha de %2 a %3</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/ponzi/narration.py"/>
        <source>You counter: you pay %1 %2 and take a %3 tile</source>
        <translation>Haces una contraoferta: pagas %2 a %1 y te quedas con una ficha de %3</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/ponzi/narration.py"/>
        <source>You counter: you take a %1 tile from %2</source>
        <translation>Haces una contraoferta: te quedas con una ficha de %1 de %2</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/ponzi/narration.py"/>
        <source>%1 counters: pays you %2 and takes a %3 tile</source>
        <translation>%1 hace una contraoferta: te paga %2 y se queda con una ficha de %3</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/ponzi/narration.py"/>
        <source>%1 counters: takes a %2 tile from you</source>
        <translation>%1 hace una contraoferta: se queda con una ficha de %2 tuya</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/ponzi/narration.py"/>
        <source>%1 counters: pays %2 %3 and takes a %4 tile</source>
        <translation>%1 hace una contraoferta: paga %3 a %2 y se queda con una ficha de %4</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/ponzi/narration.py"/>
        <source>%1 counters: takes a %2 tile from %3</source>
        <translation>%1 hace una contraoferta: se queda con una ficha de %2 de %3</translation>
    </message>
    <message numerus="yes">
        <location filename="../ponzi_desktop/ui/ponzi/narration.py"/>
        <source>You buy the %1 luxury (%n point(s))</source>
        <translation>
            <numerusform>Compras el lujo de %1 (%n punto)</numerusform>
            <numerusform>Compras el lujo de %1 (%n puntos)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../ponzi_desktop/ui/ponzi/narration.py"/>
        <source>%1 buys the %2 luxury (%n point(s))</source>
        <translation>
            <numerusform>%1 compra el lujo de %2 (%n punto)</numerusform>
            <numerusform>%1 compra el lujo de %2 (%n puntos)</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/ponzi/narration.py"/>
        <source>%1 begins</source>
        <translation>Empieza la fase: %1</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/ponzi/narration.py"/>
        <source>You receive the start player marker</source>
        <translation>Recibes el marcador de jugador inicial</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/ponzi/narration.py"/>
        <source>%1 receives the start player marker</source>
        <translation>%1 recibe el marcador de jugador inicial</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/ponzi/narration.py"/>
        <source>You remove the %1 start card from the game</source>
        <translation>Retiras del juego la tarjeta de fondo inicial de %1</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/ponzi/narration.py"/>
        <source>You discard the %1 card</source>
        <translation>Mandas al descarte la tarjeta de fondo de %1</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/ponzi/narration.py"/>
        <source>%1 removes the %2 start card from the game</source>
        <translation>%1 retira del juego la tarjeta de fondo inicial de %2</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/ponzi/narration.py"/>
        <source>%1 discards the %2 card</source>
        <translation>%1 manda al descarte la tarjeta de fondo de %2</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/ponzi/narration.py"/>
        <source>New on the funding board: %1</source>
        <translation>Reposición de la Junta de financiamiento: %1</translation>
    </message>
    <message numerus="yes">
        <location filename="../ponzi_desktop/ui/ponzi/narration.py"/>
        <source>Market crash! %n bear card(s) go to the discard pile: %1</source>
        <translation>
            <numerusform>¡Caída del mercado! %n tarjeta de fondo «Oso» va al descarte: %1</numerusform>
            <numerusform>¡Caída del mercado! %n tarjetas de fondo «Oso» van al descarte: %1</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/ponzi/narration.py"/>
        <source>You return a %1 tile to the supply</source>
        <translation>Devuelves una ficha de %1 a la reserva</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/ponzi/narration.py"/>
        <source>%1 returns a %2 tile to the supply</source>
        <translation>%1 devuelve una ficha de %2 a la reserva</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/ponzi/narration.py"/>
        <source>The time wheels turn one space</source>
        <translation>Las ruedas del tiempo giran un espacio</translation>
    </message>
    <message numerus="yes">
        <location filename="../ponzi_desktop/ui/ponzi/narration.py"/>
        <source>After the crash the time wheels turn %n space(s)</source>
        <translation>
            <numerusform>Tras la caída del mercado las ruedas del tiempo giran %n espacio</numerusform>
            <numerusform>Tras la caída del mercado las ruedas del tiempo giran %n espacios</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/ponzi/narration.py"/>
        <source>You pay %1 interest on the %2 card</source>
        <translation>Pagas %1 de intereses por la tarjeta de fondo de %2</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/ponzi/narration.py"/>
        <source>You pay %1 interest on the %2 cards</source>
        <translation>Pagas %1 de intereses por las tarjetas de fondo de %2</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/ponzi/narration.py"/>
        <source>%1 pays %2 interest on the %3 card</source>
        <translation>%1 paga %2 de intereses por la tarjeta de fondo de %3</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/ponzi/narration.py"/>
        <source>%1 pays %2 interest on the %3 cards</source>
        <translation>%1 paga %2 de intereses por las tarjetas de fondo de %3</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/ponzi/narration.py"/>
        <source>You are bankrupt: you cannot pay the %1 due on the %2 card</source>
        <translation>Estás en quiebra: no puedes pagar los %1 que debes por la tarjeta de fondo de %2</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/ponzi/narration.py"/>
        <source>You are bankrupt: you cannot pay the %1 due on the %2 cards</source>
        <translation>Estás en quiebra: no puedes pagar los %1 que debes por las tarjetas de fondo de %2</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/ponzi/narration.py"/>
        <source>%1 is bankrupt: cannot pay the %2 due on the %3 card</source>
        <translation>%1 está en quiebra: no puede pagar los %2 que debe por la tarjeta de fondo de %3</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/ponzi/narration.py"/>
        <source>%1 is bankrupt: cannot pay the %2 due on the %3 cards</source>
        <translation>%1 está en quiebra: no puede pagar los %2 que debe por las tarjetas de fondo de %3</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/ponzi/narration.py"/>
        <source>Round %1 · you start</source>
        <translation>Ronda %1 · empiezas tú</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/ponzi/narration.py"/>
        <source>Round %1 · %2 starts</source>
        <translation>Ronda %1 · empieza %2</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/ponzi/narration.py"/>
        <source>Game over: nobody wins, every player is bankrupt</source>
        <translation>Fin de la partida: nadie gana, todos los jugadores están en quiebra</translation>
    </message>
    <message numerus="yes">
        <location filename="../ponzi_desktop/ui/ponzi/narration.py"/>
        <source>The round limit is reached: you win with %n point(s)</source>
        <translation>
            <numerusform>Se alcanzó el límite de rondas: ganas con %n punto</numerusform>
            <numerusform>Se alcanzó el límite de rondas: ganas con %n puntos</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../ponzi_desktop/ui/ponzi/narration.py"/>
        <source>Game over: you win with %n point(s)</source>
        <translation>
            <numerusform>Fin de la partida: ganas con %n punto</numerusform>
            <numerusform>Fin de la partida: ganas con %n puntos</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../ponzi_desktop/ui/ponzi/narration.py"/>
        <source>The round limit is reached: you share the win with %1, with %n point(s) each</source>
        <translation>
            <numerusform>Se alcanzó el límite de rondas: compartes la victoria con %1, con %n punto cada uno</numerusform>
            <numerusform>Se alcanzó el límite de rondas: compartes la victoria con %1, con %n puntos cada uno</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../ponzi_desktop/ui/ponzi/narration.py"/>
        <source>Game over: you share the win with %1, with %n point(s) each</source>
        <translation>
            <numerusform>Fin de la partida: compartes la victoria con %1, con %n punto cada uno</numerusform>
            <numerusform>Fin de la partida: compartes la victoria con %1, con %n puntos cada uno</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../ponzi_desktop/ui/ponzi/narration.py"/>
        <source>The round limit is reached: %1 wins with %n point(s)</source>
        <translation>
            <numerusform>Se alcanzó el límite de rondas: %1 gana con %n punto</numerusform>
            <numerusform>Se alcanzó el límite de rondas: %1 gana con %n puntos</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../ponzi_desktop/ui/ponzi/narration.py"/>
        <source>Game over: %1 wins with %n point(s)</source>
        <translation>
            <numerusform>Fin de la partida: %1 gana con %n punto</numerusform>
            <numerusform>Fin de la partida: %1 gana con %n puntos</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../ponzi_desktop/ui/ponzi/narration.py"/>
        <source>The round limit is reached: %1 share the win with %n point(s)</source>
        <translation>
            <numerusform>Se alcanzó el límite de rondas: %1 comparten la victoria con %n punto</numerusform>
            <numerusform>Se alcanzó el límite de rondas: %1 comparten la victoria con %n puntos</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../ponzi_desktop/ui/ponzi/narration.py"/>
        <source>Game over: %1 share the win with %n point(s)</source>
        <translation>
            <numerusform>Fin de la partida: %1 comparten la victoria con %n punto</numerusform>
            <numerusform>Fin de la partida: %1 comparten la victoria con %n puntos</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../ponzi_desktop/ui/ponzi/narration.py"/>
        <source>The discard pile and the rest of the deck are shuffled together into a new deck of %n card(s)</source>
        <translation>
            <numerusform>El descarte y el resto de la baraja de fondos se barajan: nueva baraja de %n tarjeta</numerusform>
            <numerusform>El descarte y el resto de la baraja de fondos se barajan: nueva baraja de %n tarjetas</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../ponzi_desktop/ui/ponzi/narration.py"/>
        <source>The discard pile is shuffled into a new deck of %n card(s)</source>
        <translation>
            <numerusform>La pila de descarte se baraja y forma una nueva baraja de fondos de %n tarjeta</numerusform>
            <numerusform>La pila de descarte se baraja y forma una nueva baraja de fondos de %n tarjetas</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 has no industry in common with anyone: trading passes them by</source>
        <translation type="vanished">%1 no comparte ninguna industria con nadie: el comercio clandestino pasa de largo</translation>
    </message>
    <message>
        <source>You remove the %1 card to the discard pile</source>
        <translation type="vanished">Retiras la tarjeta de fondo de %1 a la pila de descarte</translation>
    </message>
    <message>
        <source>%1 removes the %2 card to the discard pile</source>
        <translation type="vanished">%1 retira la tarjeta de fondo de %2 a la pila de descarte</translation>
    </message>
    <message numerus="yes">
        <source>Market crash! %n bear card(s) leave the funding board: %1</source>
        <translation type="vanished">
            <numerusform>Caída del mercado: %n tarjeta de fondo «Oso» deja la Junta de financiamiento: %1</numerusform>
            <numerusform>Caída del mercado: %n tarjetas de fondo «Oso» dejan la Junta de financiamiento: %1</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>You pay %1 interest on %n card(s): %2</source>
        <translation type="vanished">
            <numerusform>Pagas %1 de intereses por %n tarjeta de fondo: %2</numerusform>
            <numerusform>Pagas %1 de intereses por %n tarjetas de fondo: %2</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 pays %2 interest on %n card(s): %3</source>
        <translation type="vanished">
            <numerusform>%1 paga %2 de intereses por %n tarjeta de fondo: %3</numerusform>
            <numerusform>%1 paga %2 de intereses por %n tarjetas de fondo: %3</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>You are bankrupt: you cannot pay %1 due on %n card(s): %2</source>
        <translation type="vanished">
            <numerusform>Estás en quiebra: no puedes pagar los %1 que debes por %n tarjeta de fondo: %2</numerusform>
            <numerusform>Estás en quiebra: no puedes pagar los %1 que debes por %n tarjetas de fondo: %2</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 is bankrupt: cannot pay %2 due on %n card(s): %3</source>
        <translation type="vanished">
            <numerusform>%1 está en quiebra: no puede pagar los %2 que debe por %n tarjeta de fondo: %3</numerusform>
            <numerusform>%1 está en quiebra: no puede pagar los %2 que debe por %n tarjetas de fondo: %3</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>You fund %1: you take the %2 card (it pays %3 every %n round(s))</source>
        <translation type="vanished">
            <numerusform>Financias %1: tomas la tarjeta de fondo de %2 (paga %3 cada %n ronda)</numerusform>
            <numerusform>Financias %1: tomas la tarjeta de fondo de %2 (paga %3 cada %n rondas)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 funds %2: takes the %3 card (pays %4 every %n round(s))</source>
        <translation type="vanished">
            <numerusform>%1 financia %2: toma la tarjeta de fondo de %3 (paga %4 cada %n ronda)</numerusform>
            <numerusform>%1 financia %2: toma la tarjeta de fondo de %3 (paga %4 cada %n rondas)</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>PonziMoves</name>
    <message>
        <location filename="../ponzi_desktop/ui/ponzi/moves.py"/>
        <source>1st</source>
        <translation>primera</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/ponzi/moves.py"/>
        <source>2nd</source>
        <translation>segunda</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/ponzi/moves.py"/>
        <source>3rd</source>
        <translation>tercera</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/ponzi/moves.py"/>
        <source>You already hold %1 %2 tiles: funding allows at most 3.</source>
        <translation>Ya tienes %1 fichas de %2: al financiar se permiten 3 como máximo.</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/ponzi/moves.py"/>
        <source>The %1 supply is empty.</source>
        <translation>La reserva de %1 está vacía.</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/ponzi/moves.py"/>
        <source>Row %1 of the funding board is empty: no %2 tile can be funded now.</source>
        <translation>La fila %1 de la Junta de financiamiento está vacía: ahora no se puede financiar con una ficha de %2.</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/ponzi/moves.py"/>
        <source>The %1 card is not on the funding board.</source>
        <translation>La tarjeta de fondo de %1 no está en la Junta de financiamiento.</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/ponzi/moves.py"/>
        <source>Your next %1 tile is your %2 one, so it funds from row %3; the %4 card is in row %5.</source>
        <translation>Tu próxima ficha de %1 será la %2, así que financia de la fila %3; la tarjeta de fondo de %4 está en la fila %5.</translation>
    </message>
    <message numerus="yes">
        <location filename="../ponzi_desktop/ui/ponzi/moves.py"/>
        <source>The %1 card is in row %2: it needs an industry of which you hold exactly %n tile(s), with tiles left in the supply.</source>
        <translation>
            <numerusform>La tarjeta de fondo de %1 está en la fila %2: hace falta una industria de la que tengas exactamente %n ficha y que aún tenga fichas en la reserva.</numerusform>
            <numerusform>La tarjeta de fondo de %1 está en la fila %2: hace falta una industria de la que tengas exactamente %n fichas y que aún tenga fichas en la reserva.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/ponzi/moves.py"/>
        <source>Drop the tile on another player to offer them a trade.</source>
        <translation>Suelta la ficha sobre otro jugador para ofrecerle un intercambio.</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/ponzi/moves.py"/>
        <source>%1 holds no %2 tile: you can only trade an industry you both hold.</source>
        <translation>%1 no tiene ninguna ficha de %2: solo puedes comerciar con una industria que tengáis los dos.</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/ponzi/moves.py"/>
        <source>Luxuries are part of the advanced rules only.</source>
        <translation>Los lujos solo forman parte de las reglas avanzadas.</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/ponzi/moves.py"/>
        <source>The %1 luxury has been bought already.</source>
        <translation>El lujo de %1 ya se ha comprado.</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/ponzi/moves.py"/>
        <source>You cannot afford the %1 luxury: you have %2.</source>
        <translation>No puedes pagar el lujo de %1: tienes %2.</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/ponzi/moves.py"/>
        <source>Not now. %1</source>
        <translation>Ahora no. %1</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/ponzi/moves.py"/>
        <source>Your wheel: the cards you fund go onto it, in the funding phase; luxuries you buy go beside it.</source>
        <translation>Tu rueda del tiempo: las tarjetas de fondo que financias van en ella, en la fase de financiamiento; los lujos que compras van a su lado.</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/ponzi/moves.py"/>
        <source>%1's place: in the trading phase, drop a tile of yours here to offer it to them.</source>
        <translation>Sitio de %1: en la fase de comercio, suelta aquí una ficha tuya para ofrecérsela.</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/ponzi/moves.py"/>
        <source>A card of the funding board: in the funding phase, fund it with a tile from the industry supply.</source>
        <translation>Una tarjeta de fondo de la Junta de financiamiento: en la fase de financiamiento, finánciala con una ficha de la reserva de industrias.</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/ponzi/moves.py"/>
        <source>The industry supply: you take a tile from it to fund a card, and give one back to it when you must return a tile.</source>
        <translation>La reserva de industrias: tomas de ella una ficha para financiar una tarjeta de fondo, y le devuelves una cuando debes devolver una ficha.</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/ponzi/moves.py"/>
        <source>The discard pile: after trading, the new start player removes a card of the funding board onto it.</source>
        <translation>La pila de descarte: después del comercio, el nuevo jugador inicial retira a ella una tarjeta de fondo de la Junta de financiamiento.</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/ponzi/moves.py"/>
        <source>The %1 card is yours to fund: now drag or click the industry tile for it in the supply, or press Enter on its green button below.</source>
        <translation>Tarjeta de %1 elegida: arrastra o haz clic en su ficha de industria, o pulsa Intro en su botón verde.</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/ponzi/moves.py"/>
        <source>Cards are removed to the discard pile by the new start player, after trading.</source>
        <translation>El nuevo jugador inicial retira las tarjetas de fondo a la pila de descarte, después del comercio clandestino.</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/ponzi/moves.py"/>
        <source>Drop the card you remove on the discard pile.</source>
        <translation>Suelta la tarjeta de fondo que retiras sobre la pila de descarte.</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/ponzi/moves.py"/>
        <source>Drop the tile you return on the industry supply.</source>
        <translation>Suelta la ficha que devuelves sobre la reserva de industrias.</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/ponzi/moves.py"/>
        <source>Answer the envelope first: Sold or Counter-offer.</source>
        <translation>Primero responde al sobre: ¡Vendido! o ¡Contraoferta!</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/ponzi/moves.py"/>
        <source>Row %1 is lit: drag one of its cards onto your wheel, click it, or press Enter on its green amount below.</source>
        <translation>Fila %1 iluminada: arrastra una tarjeta a tu rueda, haz clic en ella o pulsa Intro en su importe verde.</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/ponzi/moves.py"/>
        <source>Nobody else holds a %1 tile: there is nobody to offer it to.</source>
        <translation>Nadie más tiene una ficha de %1: no hay a quién ofrecérsela.</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/ponzi/moves.py"/>
        <source>Now click the player you offer your %1 tile to.</source>
        <translation>Ahora haz clic en el jugador al que ofreces tu ficha de %1.</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/ponzi/moves.py"/>
        <source>Click the luxury again, or your own area, to buy it.</source>
        <translation>Para comprarlo, haz clic de nuevo en el lujo o en tu propia zona.</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/ponzi/moves.py"/>
        <source>Click the %1 card again, or the discard pile, to remove it.</source>
        <translation>Para retirarla, haz clic de nuevo en la tarjeta de fondo de %1 o en la pila de descarte.</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/ponzi/moves.py"/>
        <source>Click the tile again, or the supply, to return it.</source>
        <translation>Para devolverla, haz clic de nuevo en la ficha o en la reserva.</translation>
    </message>
    <message numerus="yes">
        <location filename="../ponzi_desktop/ui/ponzi/moves.py"/>
        <source>You hold %n %1 tile(s), fewer than of another industry: return a tile of an industry you hold most of (%2 tiles).</source>
        <translation>
            <numerusform>Tienes %n ficha de %1, menos que de otra industria: devuelve una ficha de la industria de la que tengas más (%2 fichas).</numerusform>
            <numerusform>Tienes %n fichas de %1, menos que de otra industria: devuelve una ficha de la industria de la que tengas más (%2 fichas).</numerusform>
        </translation>
    </message>
    <message>
        <source>The %1 card is yours to fund: now drag or click the industry tile for it in the supply.</source>
        <translation type="vanished">Tarjeta de fondo de %1 elegida: arrastra o haz clic en su ficha de industria de la reserva.</translation>
    </message>
    <message>
        <source>Row %1 is lit: drag one of its cards onto your wheel, or click it.</source>
        <translation type="vanished">La fila %1 está iluminada: arrastra una de sus tarjetas a tu rueda, o haz clic en ella.</translation>
    </message>
    <message>
        <source>Card %1 is not on the funding board.</source>
        <translation type="vanished">La tarjeta de fondo %1 no está en la Junta de financiamiento.</translation>
    </message>
    <message numerus="yes">
        <source>Card %1 is in row %2: it needs an industry of which you hold exactly %n tile(s), with tiles left in the supply.</source>
        <translation type="vanished">
            <numerusform>La tarjeta de fondo %1 está en la fila %2: hace falta una industria de la que tengas exactamente %n ficha y que aún tenga fichas en la reserva.</numerusform>
            <numerusform>La tarjeta de fondo %1 está en la fila %2: hace falta una industria de la que tengas exactamente %n fichas y que aún tenga fichas en la reserva.</numerusform>
        </translation>
    </message>
    <message>
        <source>Card %1 is yours to fund: now drag or click the industry tile for it in the supply.</source>
        <translation type="vanished">Has elegido la tarjeta de fondo %1: ahora arrastra o haz clic en su ficha de industria de la reserva.</translation>
    </message>
    <message>
        <source>Click card %1 again, or the discard pile, to remove it.</source>
        <translation type="vanished">Para retirarla, haz clic de nuevo en la tarjeta de fondo %1 o en la pila de descarte.</translation>
    </message>
    <message>
        <source>Your next %1 tile is your %2 one, so it funds from row %3; card %4 is in row %5.</source>
        <translation type="vanished">Tu próxima ficha de %1 será la %2, así que financia de la fila %3; la tarjeta de fondo %4 está en la fila %5.</translation>
    </message>
</context>
<context>
    <name>PonziTable</name>
    <message>
        <location filename="../ponzi_desktop/ui/ponzi/board.py"/>
        <source>Funding board</source>
        <translation>Junta de financiamiento</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/ponzi/board.py"/>
        <source>Row 1</source>
        <translation>Fila 1</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/ponzi/board.py"/>
        <source>1st tile of an industry</source>
        <translation>1.ª ficha de industria</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/ponzi/board.py"/>
        <source>Row 2</source>
        <translation>Fila 2</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/ponzi/board.py"/>
        <source>2nd tile of an industry</source>
        <translation>2.ª ficha de industria</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/ponzi/board.py"/>
        <source>Row 3</source>
        <translation>Fila 3</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/ponzi/board.py"/>
        <source>3rd tile of an industry</source>
        <translation>3.ª ficha de industria</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/ponzi/board.py"/>
        <source>Industry supply</source>
        <translation>Reserva de industrias</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/ponzi/board.py"/>
        <source>Luxuries for sale</source>
        <translation>Lujos a la venta</translation>
    </message>
    <message numerus="yes">
        <location filename="../ponzi_desktop/ui/ponzi/board.py"/>
        <source>%n left</source>
        <translation>
            <numerusform>queda %n</numerusform>
            <numerusform>quedan %n</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../ponzi_desktop/ui/ponzi/board.py"/>
        <source>%1: %n tile(s) left in the supply.</source>
        <translation>
            <numerusform>%1: queda %n ficha en la reserva.</numerusform>
            <numerusform>%1: quedan %n fichas en la reserva.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/ponzi/board.py"/>
        <source>The bank: pays out fund cards, collects interest and luxury prices.</source>
        <translation>El banco: paga las tarjetas de fondo y cobra los intereses y el precio de los lujos.</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/ponzi/board.py"/>
        <source>Bank</source>
        <translation>Banco</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/ponzi/board.py"/>
        <source>Steps:</source>
        <translation>Pasos:</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/ponzi/board.py"/>
        <source>Deck</source>
        <translation>Baraja de fondos</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/ponzi/board.py"/>
        <source>Round %1 of %2</source>
        <translation>Ronda %1 de %2</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/ponzi/board.py"/>
        <source>Round %1</source>
        <translation>Ronda %1</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/ponzi/board.py"/>
        <source>%1. %2</source>
        <translation>%1. %2</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/ponzi/board.py"/>
        <source>Bears: %1 (a crash at %2, next round)</source>
        <translation>Osos: %1 (caída con %2, próxima ronda)</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/ponzi/board.py"/>
        <source>Bears on the board: %1 (a crash at %2)</source>
        <translation>Osos en la Junta: %1 (caída con %2)</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/ponzi/board.py"/>
        <source>Discards: %1</source>
        <translation>Descarte: %1</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/ponzi/board.py"/>
        <source>Start cards out of the game: %1</source>
        <translation>Tarjetas de fondo iniciales retiradas: %1</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/ponzi/board.py"/>
        <source>Discard pile: the new start player removes one card from the funding board here.</source>
        <translation>Pila de descarte: aquí deja el nuevo jugador inicial la tarjeta de fondo que retira de la Junta de financiamiento.</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/ponzi/cards.py"/>
        <source>Bear card: when there are as many bears on the funding board as there are players, the market crashes.</source>
        <translation>Tarjeta de fondo «Oso»: cuando en la Junta de financiamiento hay tantos osos como jugadores, se produce una caída del mercado.</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/ponzi/cards.py"/>
        <source>Starting fund card: once it leaves the funding board, it leaves the game.</source>
        <translation>Tarjeta de fondo inicial: cuando sale de la Junta de financiamiento, sale del juego.</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/ponzi/cards.py"/>
        <source>Due now.</source>
        <translation>Vence ahora.</translation>
    </message>
    <message numerus="yes">
        <location filename="../ponzi_desktop/ui/ponzi/cards.py"/>
        <source>Due in %n round(s).</source>
        <translation>
            <numerusform>Vence dentro de %n ronda.</numerusform>
            <numerusform>Vence dentro de %n rondas.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/ponzi/cards.py"/>
        <source>Bear</source>
        <translation>Oso</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/ponzi/cards.py"/>
        <source>Start</source>
        <translation>Inicial</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/ponzi/cards.py"/>
        <source>%1 due every %2</source>
        <translation>%1 cada %2</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/ponzi/cards.py"/>
        <source>every %1</source>
        <translation>cada %1</translation>
    </message>
    <message numerus="yes">
        <location filename="../ponzi_desktop/ui/ponzi/cards.py"/>
        <source>Deck: %n card(s) face down.</source>
        <translation>
            <numerusform>Baraja de fondos: %n tarjeta boca abajo.</numerusform>
            <numerusform>Baraja de fondos: %n tarjetas boca abajo.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/ponzi/event_steps.py"/>
        <source>Market crash!</source>
        <translation>¡Caída del mercado!</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/ponzi/event_steps.py"/>
        <source>envelope</source>
        <translation>sobre</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/ponzi/event_steps.py"/>
        <source>−%1</source>
        <translation>−%1</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/ponzi/items.py"/>
        <source>Start player marker</source>
        <translation>Marcador de jugador inicial</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/ponzi/player_area.py"/>
        <source>%1's cash is hidden behind their screen.</source>
        <translation>El efectivo de %1 está oculto tras su pantalla.</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/ponzi/player_area.py"/>
        <source>Cash: %1</source>
        <translation>Efectivo: %1</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/ponzi/player_area.py"/>
        <source>BANKRUPT</source>
        <translation>EN QUIEBRA</translation>
    </message>
    <message numerus="yes">
        <location filename="../ponzi_desktop/ui/ponzi/player_area.py"/>
        <source>%1: %n tile(s)</source>
        <translation>
            <numerusform>%1: %n ficha</numerusform>
            <numerusform>%1: %n fichas</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/ponzi/scene.py"/>
        <source>You hand %1 an envelope for a %2 tile.</source>
        <translation>Entregas a %1 un sobre por una ficha de %2.</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/ponzi/scene.py"/>
        <source>You hand %1 an envelope for a %2 tile, with %3 inside.</source>
        <translation>Entregas a %1 un sobre con %3 por una ficha de %2.</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/ponzi/scene.py"/>
        <source>%1 hands you an envelope for a %2 tile.</source>
        <translation>%1 te entrega un sobre por una ficha de %2.</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/ponzi/scene.py"/>
        <source>%1 hands you an envelope for a %2 tile, with %3 inside.</source>
        <translation>%1 te entrega un sobre con %3 por una ficha de %2.</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/ponzi/scene.py"/>
        <source>%1 hands %2 an envelope for a %3 tile.</source>
        <translation>%1 entrega a %2 un sobre por una ficha de %3.</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/ponzi/scene.py"/>
        <source>%1 hands %2 an envelope for a %3 tile, with %4 inside.</source>
        <translation>%1 entrega a %2 un sobre con %4 por una ficha de %3.</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/ponzi/table.py"/>
        <source>Ponzi Scheme table</source>
        <translation>Mesa de Ponzi Scheme</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/ponzi/table.py"/>
        <source>Round %1 of %2 · %3</source>
        <translation>Ronda %1 de %2 · %3</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/ponzi/table.py"/>
        <source>Round %1 · %2</source>
        <translation>Ronda %1 · %2</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/ponzi/wheel.py"/>
        <source>Nothing due this round</source>
        <translation>Sin pagos esta ronda</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/ponzi/wheel.py"/>
        <source>Due this round: %1</source>
        <translation>A pagar esta ronda: %1</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/ponzi/wheel.py"/>
        <source>Interest due at the end of this round: %1</source>
        <translation>Intereses a pagar al final de esta ronda: %1</translation>
    </message>
    <message numerus="yes">
        <location filename="../ponzi_desktop/ui/ponzi/cards.py"/>
        <source>Fund card %1: whoever funds it pays %2 interest every %n round(s).</source>
        <translation>
            <numerusform>Tarjeta de fondo %1: quien la financie paga %2 de intereses cada %n ronda.</numerusform>
            <numerusform>Tarjeta de fondo %1: quien la financie paga %2 de intereses cada %n rondas.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../ponzi_desktop/ui/ponzi/items.py"/>
        <source>Luxury: costs %1, worth %n point(s) at the end.</source>
        <translation>
            <numerusform>Lujo: cuesta %1 y vale %n punto al final.</numerusform>
            <numerusform>Lujo: cuesta %1 y vale %n puntos al final.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../ponzi_desktop/ui/ponzi/items.py"/>
        <source>%n point(s)</source>
        <translation>
            <numerusform>%n punto</numerusform>
            <numerusform>%n puntos</numerusform>
        </translation>
    </message>
    <message>
        <source>Bears on the board: %1 (a crash at %2, checked next round)</source>
        <translation type="vanished">Osos en la Junta: %1 (caída con %2, se comprueba la próxima ronda)</translation>
    </message>
    <message>
        <source>you</source>
        <translation type="vanished">tú</translation>
    </message>
    <message>
        <source>bot · thinking…</source>
        <translation type="vanished">bot pensando…</translation>
    </message>
    <message>
        <source>bot</source>
        <translation type="vanished">bot</translation>
    </message>
    <message>
        <source>deciding…</source>
        <translation type="vanished">decidiendo…</translation>
    </message>
    <message>
        <source>Bear card: when the bears on the board number at least the players, the market crashes.</source>
        <translation type="vanished">Tarjeta de fondo «Oso»: cuando en la Junta hay al menos tantos osos como jugadores, se produce una caída del mercado.</translation>
    </message>
    <message>
        <source>Nothing due next round</source>
        <translation type="vanished">Sin pagos la próxima ronda</translation>
    </message>
    <message>
        <source>Due next round: %1</source>
        <translation type="vanished">A pagar la próxima ronda: %1</translation>
    </message>
    <message>
        <source>Interest due next round: %1</source>
        <translation type="vanished">Intereses a pagar la próxima ronda: %1</translation>
    </message>
    <message>
        <source>Starting fund card: removed from the game when it is removed.</source>
        <translation type="vanished">Tarjeta de fondo inicial: cuando se retira de la Junta, sale del juego.</translation>
    </message>
    <message>
        <source>pays %1 every %2</source>
        <translation type="vanished">paga %1 cada %2</translation>
    </message>
    <message numerus="yes">
        <source>Fund card %1: pays %2 interest every %n round(s).</source>
        <translation type="vanished">
            <numerusform>Tarjeta de fondo %1: paga %2 de intereses cada %n ronda.</numerusform>
            <numerusform>Tarjeta de fondo %1: paga %2 de intereses cada %n rondas.</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 / %2</source>
        <translation type="vanished">%1 / %2</translation>
    </message>
    <message>
        <source>You are watching: only a seated player can move.</source>
        <translation type="vanished">Estás mirando: solo un jugador sentado puede jugar.</translation>
    </message>
    <message>
        <source>It is not your turn: %1 is deciding.</source>
        <translation type="vanished">No es tu turno: %1 está decidiendo.</translation>
    </message>
    <message>
        <source>Game over: nobody wins.</source>
        <translation type="vanished">Fin de la partida: nadie gana.</translation>
    </message>
    <message>
        <source>Game over: %1 wins.</source>
        <translation type="vanished">Fin de la partida: gana %1.</translation>
    </message>
    <message>
        <source>Game over: a shared win.</source>
        <translation type="vanished">Fin de la partida: victoria compartida.</translation>
    </message>
    <message>
        <source>%1 is thinking…</source>
        <translation type="vanished">%1 está pensando…</translation>
    </message>
    <message>
        <source>Your turn, %1.</source>
        <translation type="vanished">Te toca, %1.</translation>
    </message>
    <message>
        <source>%1 is deciding.</source>
        <translation type="vanished">%1 está decidiendo.</translation>
    </message>
    <message>
        <source>A hint is for your own turn.</source>
        <translation type="vanished">Las pistas son solo para tu propio turno.</translation>
    </message>
</context>
<context>
    <name>PriceHistoryPanel</name>
    <message>
        <location filename="../ponzi_desktop/ui/black_friday/history.py"/>
        <source>Prices over the game</source>
        <translation>Los precios de la partida</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/black_friday/history.py"/>
        <source>Prices after each price change</source>
        <translation>Precios tras cada cambio de precios</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/black_friday/history.py"/>
        <source>What every player may see</source>
        <translation>Lo que todos los jugadores pueden ver</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/black_friday/history.py"/>
        <source>Wealth of %1</source>
        <translation>Riqueza de %1</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/black_friday/history.py"/>
        <source>Your wealth at those prices</source>
        <translation>Tu riqueza a esos precios</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/black_friday/history.py"/>
        <source>Gold</source>
        <translation>Oro</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/black_friday/history.py"/>
        <source>Gold at %1 ends the game.</source>
        <translation>El oro a %1 termina la partida.</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/black_friday/history.py"/>
        <source>Gold at %1 ends the game. Only your own wealth is shown.</source>
        <translation>El oro a %1 termina la partida. Solo se muestra tu propia riqueza.</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/black_friday/history.py"/>
        <source>Nobody is seated at the screen: only the prices are shown.</source>
        <translation>No hay nadie sentado ante la pantalla: solo se muestran los precios.</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/black_friday/history.py"/>
        <source>You finished with %1.</source>
        <translation>Terminas la partida con %1.</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/black_friday/history.py"/>
        <source>Your wealth at the current prices: %1.</source>
        <translation>Tu riqueza a los precios actuales: %1.</translation>
    </message>
</context>
<context>
    <name>Refusals</name>
    <message>
        <location filename="../ponzi_desktop/ui/kit/labels.py"/>
        <source>Hand the screen to the next player first.</source>
        <translation>Primero pasa la pantalla al siguiente jugador.</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/kit/labels.py"/>
        <source>That is not your seat.</source>
        <translation>Ese no es tu sitio.</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/kit/labels.py"/>
        <source>The game is over.</source>
        <translation>La partida ha terminado.</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/kit/labels.py"/>
        <source>It is not your turn.</source>
        <translation>No es tu turno.</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/kit/labels.py"/>
        <source>A bot ran into a problem and made a simple move instead.</source>
        <translation>Un bot tuvo un problema y en su lugar hizo una jugada sencilla.</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/kit/labels.py"/>
        <source>A hint is for your own turn.</source>
        <translation>Los consejos son solo para tu propio turno.</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/kit/labels.py"/>
        <source>No hint this time: the hint bot ran into a problem.</source>
        <translation>Esta vez no hay consejo: el bot de los consejos tuvo un problema.</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/kit/labels.py"/>
        <source>Nothing to undo yet: no move has been made.</source>
        <translation>Aún no hay nada que deshacer: no se ha hecho ninguna jugada.</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/kit/labels.py"/>
        <source>Moves made before the game was opened cannot be undone.</source>
        <translation>Las jugadas hechas antes de abrir la partida no se pueden deshacer.</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/kit/labels.py"/>
        <source>Undo stops at the dice: a throw cannot be taken back.</source>
        <translation>Deshacer se detiene en los dados: una tirada no se puede retirar.</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/kit/labels.py"/>
        <source>Undo stops at the card drawn: it cannot be put back.</source>
        <translation>Deshacer se detiene en la carta robada: no se puede devolver.</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/kit/labels.py"/>
        <source>Undo stops at the bag draw: the shares drawn cannot be put back.</source>
        <translation>Deshacer se detiene en el robo de la bolsa: las acciones sacadas no se pueden devolver.</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/kit/labels.py"/>
        <source>Undo stops at the new cards dealt from the deck: they cannot be put back.</source>
        <translation>Deshacer se detiene en las cartas nuevas repartidas de la baraja: no se pueden devolver.</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/kit/labels.py"/>
        <source>Only your own last move can be undone, before anyone else has moved.</source>
        <translation>Solo se puede deshacer tu propia última jugada, antes de que otro haya jugado.</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/kit/labels.py"/>
        <source>This is a replay: nothing can be played here.</source>
        <translation>Esto es una repetición: aquí no se puede jugar nada.</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/kit/labels.py"/>
        <source>The lesson asks for the lit move now.</source>
        <translation>La lección pide ahora la jugada iluminada.</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/kit/labels.py"/>
        <source>Read the lesson’s note first, then press Next.</source>
        <translation>Lee primero la nota de la lección y pulsa «Siguiente».</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/kit/labels.py"/>
        <source>During the lesson, use the lesson’s Back button instead.</source>
        <translation>Durante la lección, usa el botón Atrás de la lección.</translation>
    </message>
    <message>
        <source>Your last move cannot be undone: it showed something that was hidden.</source>
        <translation type="vanished">Tu última jugada no se puede deshacer: mostró algo que estaba oculto.</translation>
    </message>
</context>
<context>
    <name>ReplayBar</name>
    <message>
        <location filename="../ponzi_desktop/ui/replay/bar.py"/>
        <source>Back to the previous mark (Page Up)</source>
        <translation>Volver a la marca anterior (Re Pág)</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/replay/bar.py"/>
        <source>One action back (Left)</source>
        <translation>Una acción atrás (Izquierda)</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/replay/bar.py"/>
        <source>One action forward (Right)</source>
        <translation>Una acción adelante (Derecha)</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/replay/bar.py"/>
        <source>On to the next mark (Page Down)</source>
        <translation>Ir a la marca siguiente (Av Pág)</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/replay/bar.py"/>
        <source>&amp;Round</source>
        <translation>&amp;Ronda</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/replay/bar.py"/>
        <source>Jump to the start of a round</source>
        <translation>Saltar al comienzo de una ronda</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/replay/bar.py"/>
        <source>&amp;Eyes</source>
        <translation>&amp;Ojos</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/replay/bar.py"/>
        <source>Whose eyes you look through: what that player could see</source>
        <translation>Con los ojos de quién miras: lo que ese jugador podía ver</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/replay/bar.py"/>
        <source>How fast Play goes through the game: 2 or 4 times as fast, or every action at once, without its animation</source>
        <translation>A qué velocidad avanza la reproducción: 2 o 4 veces más rápido, o cada acción al instante, sin su animación</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/replay/bar.py"/>
        <source>Close replay</source>
        <translation>Cerrar la repetición</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/replay/bar.py"/>
        <source>Back to where you opened the replay (Esc)</source>
        <translation>Volver a donde abriste la repetición (Esc)</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/replay/bar.py"/>
        <source>Instant: no animations</source>
        <translation>Al instante: sin animaciones</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/replay/bar.py"/>
        <source>Instant</source>
        <translation>Al instante</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/replay/bar.py"/>
        <source>%1×</source>
        <translation>%1×</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/replay/bar.py"/>
        <source>A spectator</source>
        <translation>Un espectador</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/replay/bar.py"/>
        <source>Before the first action</source>
        <translation>Antes de la primera acción</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/replay/bar.py"/>
        <source>Action %1 of %2</source>
        <translation>Acción %1 de %2</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/replay/bar.py"/>
        <source>%1 · %2</source>
        <translation>%1 · %2</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/replay/bar.py"/>
        <source>%1 · round %2</source>
        <translation>%1 · ronda %2</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/replay/bar.py"/>
        <source>The game is over: you may look through any player's eyes.</source>
        <translation>La partida ha terminado: puedes mirar con los ojos de cualquier jugador.</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/replay/bar.py"/>
        <source>The game is not over: only the secrets of %1 may be shown.</source>
        <translation>La partida no ha terminado: solo se pueden mostrar los secretos de %1.</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/replay/bar.py"/>
        <source>The game is not over: nobody's secrets are shown.</source>
        <translation>La partida no ha terminado: no se muestran los secretos de nadie.</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/replay/bar.py"/>
        <source>You see what every player could see.</source>
        <translation>Ves lo que todos los jugadores podían ver.</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/replay/bar.py"/>
        <source>You see what %1 saw.</source>
        <translation>Ves lo que vio %1.</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/replay/bar.py"/>
        <source>Pause (Space)</source>
        <translation>Pausa (Espacio)</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/replay/bar.py"/>
        <source>Play the game from here (Space)</source>
        <translation>Reproducir la partida desde aquí (Espacio)</translation>
    </message>
    <message>
        <source>Before the first action (%1 in the game)</source>
        <translation type="vanished">Antes de la primera acción (%1 en la partida)</translation>
    </message>
</context>
<context>
    <name>ReplayMarks</name>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/replay_marks.py"/>
        <location filename="../ponzi_desktop/ui/ponzi/replay_marks.py"/>
        <source>Bankruptcy</source>
        <translation>Quiebra</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/replay_marks.py"/>
        <source>A player goes bankrupt</source>
        <translation>Un jugador entra en quiebra</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/replay_marks.py"/>
        <source>%1 goes bankrupt</source>
        <translation>%1 entra en quiebra</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/replay_marks.py"/>
        <source>Trade</source>
        <translation>Intercambio</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/replay_marks.py"/>
        <source>Two players make a trade</source>
        <translation>Dos jugadores hacen un intercambio</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/replay_marks.py"/>
        <source>%1 trades with %2</source>
        <translation>%1 hace un intercambio con %2</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/replay_marks.py"/>
        <source>Prison</source>
        <translation>Prisión</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/replay_marks.py"/>
        <source>A Monopolist goes to Prison</source>
        <translation>Un Monopolista va a la Prisión</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/replay_marks.py"/>
        <source>%1 goes to Prison</source>
        <translation>%1 va a la Prisión</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/replay_marks.py"/>
        <source>Price War</source>
        <translation>Guerra de precios</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/replay_marks.py"/>
        <source>A Competitor goes to the Price War</source>
        <translation>Un Competidor va a la Guerra de precios</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/replay_marks.py"/>
        <source>%1 goes to the Price War</source>
        <translation>%1 va a la Guerra de precios</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/replay_marks.py"/>
        <source>Card</source>
        <translation>Carta</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/replay_marks.py"/>
        <source>A player draws a card</source>
        <translation>Un jugador roba una carta</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/replay_marks.py"/>
        <source>%1 draws a card</source>
        <translation>%1 roba una carta</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/black_friday/replay_marks.py"/>
        <source>Two or more black shares</source>
        <translation>Dos o más negras</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/black_friday/replay_marks.py"/>
        <source>Two or more black shares are drawn: their number is taken from every colour's count</source>
        <translation>Se sacan dos o más acciones negras: su número se resta de la cuenta de cada color</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/black_friday/replay_marks.py"/>
        <source>Gold price</source>
        <translation>Precio del oro</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/black_friday/replay_marks.py"/>
        <source>The gold price rises at a price change</source>
        <translation>El precio del oro sube en un cambio de precios</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/black_friday/replay_marks.py"/>
        <source>Price change</source>
        <translation>Cambio de precios</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/black_friday/replay_marks.py"/>
        <source>A price change begins</source>
        <translation>Empieza un cambio de precios</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/ponzi/replay_marks.py"/>
        <source>A player cannot pay the interest due and goes bankrupt</source>
        <translation>Un jugador no puede pagar los intereses debidos y entra en quiebra</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/ponzi/replay_marks.py"/>
        <source>%1 cannot pay the interest due and goes bankrupt</source>
        <translation>%1 no puede pagar los intereses debidos y entra en quiebra</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/ponzi/replay_marks.py"/>
        <source>Market crash</source>
        <translation>Caída del mercado</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/ponzi/replay_marks.py"/>
        <source>The market crashes: every player returns a tile</source>
        <translation>Caída del mercado: cada jugador devuelve una ficha</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/ponzi/replay_marks.py"/>
        <source>Round</source>
        <translation>Ronda</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/ponzi/replay_marks.py"/>
        <source>A new round begins</source>
        <translation>Empieza una nueva ronda</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/ponzi/replay_marks.py"/>
        <source>A new round begins: %1 starts</source>
        <translation>Empieza una nueva ronda: empieza %1</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/ponzi/replay_marks.py"/>
        <source>Pass the marker</source>
        <translation>Pasar el marcador</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/ponzi/replay_marks.py"/>
        <source>The start player marker is passed to the next player</source>
        <translation>El marcador de jugador inicial pasa al siguiente jugador</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/ponzi/replay_marks.py"/>
        <source>The start player marker goes to %1</source>
        <translation>El marcador de jugador inicial pasa a %1</translation>
    </message>
    <message>
        <source>Crash</source>
        <translation type="vanished">Caída</translation>
    </message>
    <message>
        <source>Two or more black shares are drawn: every price falls</source>
        <translation type="vanished">Salen dos o más acciones negras: bajan todos los precios</translation>
    </message>
    <message>
        <source>Gold rises</source>
        <translation type="vanished">Sube el oro</translation>
    </message>
    <message>
        <source>New round</source>
        <translation type="vanished">Nueva ronda</translation>
    </message>
    <message>
        <source>The start player marker passes to %1</source>
        <translation type="vanished">El marcador de jugador inicial pasa a %1</translation>
    </message>
    <message>
        <source>Roll</source>
        <translation type="vanished">Tirada</translation>
    </message>
    <message>
        <source>A player rolls the dice to move</source>
        <translation type="vanished">Un jugador tira los dados para moverse</translation>
    </message>
    <message>
        <source>Marker passes</source>
        <translation type="vanished">Pasa el marcador</translation>
    </message>
    <message>
        <source>The start player marker passes to the next player</source>
        <translation type="vanished">El marcador de jugador inicial pasa al siguiente jugador</translation>
    </message>
</context>
<context>
    <name>RuleTips</name>
    <message>
        <location filename="../ponzi_desktop/ui/kit/rule_tips.py"/>
        <source>Rules: %1 (F1)</source>
        <translation>Reglas: %1 (F1)</translation>
    </message>
</context>
<context>
    <name>RulesDialog</name>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/rules_extras.py"/>
        <location filename="../ponzi_desktop/ui/black_friday/rules_extras.py"/>
        <source>*The tables could not be read: %1*</source>
        <translation>*No se pudieron leer las tablas: %1*</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/black_friday/rules_extras.py"/>
        <source>Level</source>
        <translation>Nivel</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/black_friday/rules_extras.py"/>
        <source>Shares bought or sold a turn</source>
        <translation>Acciones compradas o vendidas por turno</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/black_friday/rules_extras.py"/>
        <source>Gold bars bought a turn</source>
        <translation>Lingotes de oro comprados por turno</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/black_friday/rules_extras.py"/>
        <source>Shares drawn at a price change</source>
        <translation>Acciones sacadas en un cambio de precios</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/black_friday/rules_extras.py"/>
        <source>Count</source>
        <translation>Cuenta</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/black_friday/rules_extras.py"/>
        <source>Move</source>
        <translation>Movimiento</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/ponzi/rules_extras.py"/>
        <source>*The card list could not be read: %1*</source>
        <translation>*No se ha podido leer la lista de tarjetas de fondo: %1*</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/ponzi/rules_extras.py"/>
        <source>Starting</source>
        <translation>Inicial</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/ponzi/rules_extras.py"/>
        <source>Bear</source>
        <translation>Oso</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/ponzi/rules_extras.py"/>
        <source>Bear (18-bear game)</source>
        <translation>Oso (partida con 18 osos)</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/ponzi/rules_extras.py"/>
        <source>Value</source>
        <translation>Valor</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/ponzi/rules_extras.py"/>
        <source>Interest</source>
        <translation>Interés</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/ponzi/rules_extras.py"/>
        <source>Period</source>
        <translation>Plazo de pago</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/ponzi/rules_extras.py"/>
        <source>Kind</source>
        <translation>Tipo</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/rules_dialog.py"/>
        <source>Find in the rules (Ctrl+F)</source>
        <translation>Buscar en las reglas (Ctrl+F)</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/rules_dialog.py"/>
        <source>Find in the rules</source>
        <translation>Buscar en las reglas</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/rules_dialog.py"/>
        <source>Contents</source>
        <translation>Índice</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/rules_dialog.py"/>
        <source>Rules text</source>
        <translation>Texto de las reglas</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/rules_dialog.py"/>
        <source>Game:</source>
        <translation>Juego:</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/rules_dialog.py"/>
        <source>Rules of %1</source>
        <translation>Reglas de %1</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/rules_dialog.py"/>
        <source>&gt; These rules are not yet written in your language, so they are shown in English.</source>
        <translation>&gt; Estas reglas aún no están escritas en español, así que se muestran en inglés.</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/rules_dialog.py"/>
        <source># The rules are missing

The rules of %1 could not be read from the program's files, so they cannot be shown here. Reinstalling the program should bring them back.

What went wrong: %2</source>
        <translation># Faltan las reglas

No se han podido leer las reglas de %1 de los archivos del programa, así que no se pueden mostrar aquí. Reinstalar el programa debería recuperarlas.

Qué ha fallado: %2</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/rules_dialog.py"/>
        <source>No match</source>
        <translation>Sin coincidencias</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/rules_dialog.py"/>
        <source>%1 of %2</source>
        <translation>%1 de %2</translation>
    </message>
    <message>
        <source>Not found</source>
        <translation type="vanished">No encontrado</translation>
    </message>
</context>
<context>
    <name>SaveDetails</name>
    <message>
        <location filename="../ponzi_desktop/ui/history_common.py"/>
        <location filename="../ponzi_desktop/ui/save_details.py"/>
        <source>%1 (bot: %2)</source>
        <translation>%1 (bot: %2)</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/save_details.py"/>
        <source>Re&amp;name…</source>
        <translation>Cambiar &amp;nombre…</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/save_details.py"/>
        <source>Give this saved game another name (F2)</source>
        <translation>Dar otro nombre a esta partida guardada (F2)</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/save_details.py"/>
        <source>&amp;Delete…</source>
        <translation>&amp;Eliminar…</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/save_details.py"/>
        <source>Delete this saved game (Del)</source>
        <translation>Eliminar esta partida guardada (Supr)</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/save_details.py"/>
        <source>The autosave keeps its name: open it and use Save As to keep a copy.</source>
        <translation>El guardado automático conserva su nombre: ábrelo y usa «Guardar como» para conservar una copia.</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/save_details.py"/>
        <source>This game cannot be played in this version yet.</source>
        <translation>Esta partida todavía no se puede jugar en esta versión.</translation>
    </message>
</context>
<context>
    <name>SaveNameDialog</name>
    <message>
        <location filename="../ponzi_desktop/ui/save_questions.py"/>
        <source>Rename the Saved Game</source>
        <translation>Cambiar el nombre de la partida guardada</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/save_questions.py"/>
        <source>Save the Game</source>
        <translation>Guardar la partida</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/save_questions.py"/>
        <source>&amp;Name of the saved game</source>
        <translation>&amp;Nombre de la partida guardada</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/save_questions.py"/>
        <source>Name of the saved game</source>
        <translation>Nombre de la partida guardada</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/save_questions.py"/>
        <source>&amp;Rename</source>
        <translation>Cambiar el &amp;nombre</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/save_questions.py"/>
        <source>&amp;Save</source>
        <translation>&amp;Guardar</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/save_questions.py"/>
        <source>Type a name.</source>
        <translation>Escribe un nombre.</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/save_questions.py"/>
        <source>A name is one line, without tabs.</source>
        <translation>Un nombre es una sola línea, sin tabulaciones.</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/save_questions.py"/>
        <source>A name can have at most %1 characters.</source>
        <translation>Un nombre puede tener como máximo %1 caracteres.</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/save_questions.py"/>
        <source>There is already a saved game called “%1”.</source>
        <translation>Ya hay una partida guardada llamada «%1».</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/save_questions.py"/>
        <source>A saved game called “%1” exists: saving replaces it.</source>
        <translation>Ya existe una partida guardada llamada «%1»: al guardar se reemplazará.</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/save_questions.py"/>
        <source>Saved games are kept in the app's own folder.</source>
        <translation>Las partidas guardadas se conservan en la carpeta propia de la aplicación.</translation>
    </message>
    <message>
        <source>A name cannot begin or end with a dot.</source>
        <translation type="vanished">Un nombre no puede empezar ni terminar con un punto.</translation>
    </message>
    <message>
        <source>A name cannot contain any of these: %1</source>
        <translation type="vanished">Un nombre no puede contener ninguno de estos caracteres: %1</translation>
    </message>
    <message>
        <source>The system keeps that name for itself; choose another.</source>
        <translation type="vanished">El sistema reserva ese nombre; elige otro.</translation>
    </message>
</context>
<context>
    <name>SaveProblems</name>
    <message>
        <location filename="../ponzi_desktop/ui/kit/labels.py"/>
        <source>The file is damaged or is not a saved game.</source>
        <translation>El archivo está dañado o no es una partida guardada.</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/kit/labels.py"/>
        <source>The game was saved by a newer version of Ponzi Desktop.</source>
        <translation>La partida se guardó con una versión más reciente de Ponzi Desktop.</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/kit/labels.py"/>
        <source>The game was saved in a format this version no longer reads.</source>
        <translation>La partida se guardó en un formato que esta versión ya no lee.</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/kit/labels.py"/>
        <source>The file was changed after it was saved, so the game cannot be trusted.</source>
        <translation>El archivo se modificó después de guardarse, así que la partida no es fiable.</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/kit/labels.py"/>
        <source>The file is for a game this version does not have.</source>
        <translation>El archivo es de un juego que esta versión no tiene.</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/kit/labels.py"/>
        <source>The file cannot be read.</source>
        <translation>No se puede leer el archivo.</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/kit/labels.py"/>
        <source>The file cannot be written.</source>
        <translation>No se puede escribir el archivo.</translation>
    </message>
</context>
<context>
    <name>SavedGames</name>
    <message>
        <location filename="../ponzi_desktop/ui/history_common.py"/>
        <location filename="../ponzi_desktop/ui/save_entry.py"/>
        <source>Round %1</source>
        <translation>Ronda %1</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/keep_unfinished.py"/>
        <source>Your unfinished game is kept in the saved games as “%1”.</source>
        <translation>Tu partida sin terminar se guarda en las partidas guardadas como «%1».</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/keep_unfinished.py"/>
        <source>Your unfinished games are kept in the saved games as %1.</source>
        <translation>Tus partidas sin terminar se guardan en las partidas guardadas como %1.</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/keep_unfinished.py"/>
        <source>“%1”</source>
        <comment>a kept game's name, in a list</comment>
        <translation>«%1»</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/save_entry.py"/>
        <source>Today, %1</source>
        <translation>Hoy, %1</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/save_entry.py"/>
        <source>Yesterday, %1</source>
        <translation>Ayer, %1</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/save_entry.py"/>
        <source>%1, %2</source>
        <translation>%1, %2</translation>
    </message>
    <message numerus="yes">
        <location filename="../ponzi_desktop/ui/save_entry.py"/>
        <source>%n move(s)</source>
        <translation>
            <numerusform>%n jugada</numerusform>
            <numerusform>%n jugadas</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/save_entry.py"/>
        <source>Game over</source>
        <translation>Fin de la partida</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/save_entry.py"/>
        <source>Autosave</source>
        <translation>Guardado automático</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/save_entry.py"/>
        <source>Damaged</source>
        <translation>Dañada</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/save_names.py"/>
        <source>%1 – %2</source>
        <comment>a new save's name: the game, the date and time</comment>
        <translation>%1 – %2</translation>
    </message>
    <message numerus="yes">
        <source>%n action(s)</source>
        <translation type="vanished">
            <numerusform>%n jugada</numerusform>
            <numerusform>%n jugadas</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>SavedGamesDialog</name>
    <message>
        <location filename="../ponzi_desktop/ui/save_questions.py"/>
        <source>Details: %1</source>
        <translation>Detalles: %1</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/save_questions.py"/>
        <source>Delete the Saved Game</source>
        <translation>Eliminar la partida guardada</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/save_questions.py"/>
        <source>Delete “%1”?</source>
        <translation>¿Eliminar «%1»?</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/save_questions.py"/>
        <source>The saved game and its picture are deleted for good.</source>
        <translation>La partida guardada y su imagen se eliminarán para siempre.</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/save_questions.py"/>
        <source>&amp;Delete</source>
        <translation>&amp;Eliminar</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/save_questions.py"/>
        <source>Cancel</source>
        <translation>Cancelar</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/saved_games_dialog.py"/>
        <source>Saved Games</source>
        <translation>Partidas guardadas</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/saved_games_dialog.py"/>
        <source>Your saved games and the latest autosave, newest first. Press Enter or double-click to open one.</source>
        <translation>Tus partidas guardadas y el último guardado automático, de la más reciente a la más antigua. Pulsa Intro o haz doble clic para abrir una.</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/saved_games_dialog.py"/>
        <source>Saved games</source>
        <translation>Partidas guardadas</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/saved_games_dialog.py"/>
        <source>No saved games yet.

During a game, Game → Save (Ctrl+S) keeps it here; a file from another computer comes in with “Import a File…”.</source>
        <translation>Todavía no hay partidas guardadas.

Durante una partida, Juego → Guardar (Ctrl+S) la guarda aquí; un archivo de otro ordenador se añade con «Importar un archivo…».</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/saved_games_dialog.py"/>
        <source>&amp;Import a File…</source>
        <translation>&amp;Importar un archivo…</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/saved_games_dialog.py"/>
        <source>Copy a saved game from another folder into your saved games</source>
        <translation>Copiar una partida guardada de otra carpeta a tus partidas guardadas</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/saved_games_dialog.py"/>
        <source>Show the &amp;Folder</source>
        <translation>Mostrar la &amp;carpeta</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/saved_games_dialog.py"/>
        <source>Open the folder your saved games are kept in</source>
        <translation>Abrir la carpeta donde se guardan tus partidas</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/saved_games_dialog.py"/>
        <source>Close</source>
        <translation>Cerrar</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/saved_games_dialog.py"/>
        <source>&amp;Open</source>
        <translation>&amp;Abrir</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/saved_games_dialog.py"/>
        <source>&amp;Replay</source>
        <translation>&amp;Repetir</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/saved_games_dialog.py"/>
        <source>Watch this game move by move, from the start, without playing on</source>
        <translation>Ver esta partida jugada a jugada, desde el principio, sin seguir jugando</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/saved_games_dialog.py"/>
        <source>Cannot Open the Game</source>
        <translation>No se puede abrir la partida</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/saved_games_dialog.py"/>
        <source>Cannot Rename the Saved Game</source>
        <translation>No se puede cambiar el nombre de la partida guardada</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/saved_games_dialog.py"/>
        <source>The saved game could not be renamed.</source>
        <translation>No se pudo cambiar el nombre de la partida guardada.</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/saved_games_dialog.py"/>
        <source>Cannot Delete the Saved Game</source>
        <translation>No se puede eliminar la partida guardada</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/saved_games_dialog.py"/>
        <source>The saved game could not be deleted.</source>
        <translation>No se pudo eliminar la partida guardada.</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/saved_games_dialog.py"/>
        <source>Import a Saved Game</source>
        <translation>Importar una partida guardada</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/saved_games_dialog.py"/>
        <source>Saved games (*.json);;All files (*)</source>
        <translation>Partidas guardadas (*.json);;Todos los archivos (*)</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/saved_games_dialog.py"/>
        <source>Cannot Import the Game</source>
        <translation>No se puede importar la partida</translation>
    </message>
</context>
<context>
    <name>Segments</name>
    <message>
        <location filename="../ponzi_desktop/ui/forms.py"/>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
</context>
<context>
    <name>SettingsDialog</name>
    <message>
        <location filename="../ponzi_desktop/ui/settings_dialog.py"/>
        <source>Settings</source>
        <translation>Ajustes</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/settings_dialog.py"/>
        <source>At the table</source>
        <translation>En la mesa</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/settings_dialog.py"/>
        <source>Off</source>
        <translation>Ninguna</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/settings_dialog.py"/>
        <source>Fast</source>
        <translation>Rápida</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/settings_dialog.py"/>
        <source>Normal</source>
        <translation>Normal</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/settings_dialog.py"/>
        <source>Slow</source>
        <translation>Lenta</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/settings_dialog.py"/>
        <source>Animation speed</source>
        <translation>Velocidad de las animaciones</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/settings_dialog.py"/>
        <source>&amp;Animation speed</source>
        <translation>Velocidad de las &amp;animaciones</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/settings_dialog.py"/>
        <source>Instant</source>
        <translation>Inmediata</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/settings_dialog.py"/>
        <source>Bot speed</source>
        <translation>Velocidad de los bots</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/settings_dialog.py"/>
        <source>&amp;Bot speed</source>
        <translation>Velocidad de los &amp;bots</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/settings_dialog.py"/>
        <source>Language</source>
        <translation>Idioma</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/settings_dialog.py"/>
        <source>&amp;Language of the app</source>
        <translation>&amp;Idioma de la aplicación</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/settings_dialog.py"/>
        <source>Nothing to apply: every setting is as it was last applied.</source>
        <translation>Nada que aplicar: todos los ajustes están como se aplicaron por última vez.</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/settings_dialog.py"/>
        <source>Moves appear at once: the pieces jump to their places.</source>
        <translation>Las jugadas aparecen al instante: las piezas saltan a su sitio.</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/settings_dialog.py"/>
        <source>The pieces move across the table quickly.</source>
        <translation>Las piezas se mueven por la mesa deprisa.</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/settings_dialog.py"/>
        <source>The pieces move across the table at an easy pace.</source>
        <translation>Las piezas se mueven por la mesa a un ritmo tranquilo.</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/settings_dialog.py"/>
        <source>The pieces move across the table slowly, easy to follow.</source>
        <translation>Las piezas se mueven por la mesa despacio, fáciles de seguir.</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/settings_dialog.py"/>
        <source>Bots move as soon as they have decided.</source>
        <translation>Los bots juegan en cuanto deciden.</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/settings_dialog.py"/>
        <source>Each bot move stays on screen for at least %1 seconds, so you can follow it.</source>
        <translation>Cada jugada de un bot se ve al menos %1 segundos, para que puedas seguirla.</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/settings_dialog.py"/>
        <source>No font on this computer can show this language, so the app stays in English. Install one (on Debian or Ubuntu: the package fonts-noto-cjk) and choose it again.</source>
        <translation>Ninguna fuente de este ordenador puede mostrar este idioma, así que la aplicación sigue en inglés. Instala una (en Debian o Ubuntu: el paquete fonts-noto-cjk) y vuelve a elegirlo.</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/settings_dialog.py"/>
        <source>The command line chose this language for this run. Choose one here to keep it for the next runs too.</source>
        <translation>La línea de órdenes eligió este idioma para esta sesión. Elige uno aquí para conservarlo también en las próximas.</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/settings_dialog.py"/>
        <source>Menus, the table, the log and the rules change at once, the game in progress included.</source>
        <translation>Los menús, la mesa, el registro y las reglas cambian al instante, también en la partida en curso.</translation>
    </message>
    <message>
        <source>Moves appear at once: wheels jump, cards do not fly.</source>
        <translation type="vanished">Las jugadas aparecen al instante: las ruedas del tiempo saltan y las tarjetas no vuelan.</translation>
    </message>
    <message>
        <source>Wheels turn and cards fly quickly.</source>
        <translation type="vanished">Las ruedas del tiempo giran y las tarjetas vuelan deprisa.</translation>
    </message>
    <message>
        <source>Wheels turn and cards fly at an easy pace.</source>
        <translation type="vanished">Las ruedas del tiempo giran y las tarjetas vuelan a un ritmo tranquilo.</translation>
    </message>
    <message>
        <source>Wheels turn and cards fly slowly, easy to follow.</source>
        <translation type="vanished">Las ruedas del tiempo giran y las tarjetas vuelan despacio, fáciles de seguir.</translation>
    </message>
</context>
<context>
    <name>SettingsForm</name>
    <message>
        <location filename="../ponzi_desktop/ui/forms.py"/>
        <source>Rules</source>
        <translation>Reglas</translation>
    </message>
</context>
<context>
    <name>SideRoom</name>
    <message>
        <location filename="../ponzi_desktop/ui/side_room.py"/>
        <source>Log</source>
        <translation>Registro</translation>
    </message>
</context>
<context>
    <name>StartPage</name>
    <message>
        <location filename="../ponzi_desktop/ui/start_page.py"/>
        <source>Start page</source>
        <translation>Página de inicio</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/start_page.py"/>
        <source>Ponzi Desktop</source>
        <translation>Ponzi Desktop</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/start_page.py"/>
        <source>Board games of money and nerve, at one table</source>
        <translation>Juegos de dinero y nervios, en una sola mesa</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/start_page.py"/>
        <source>Your game is waiting</source>
        <translation>Tu partida te espera</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/start_page.py"/>
        <source>&amp;Continue</source>
        <translation>&amp;Continuar</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/start_page.py"/>
        <source>Welcome to the table</source>
        <translation>Bienvenido a la mesa</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/start_page.py"/>
        <source>Start a new game, or pick up one you saved. Press F1 at any time for the rules.</source>
        <translation>Empieza una partida nueva o retoma una guardada. Pulsa F1 en cualquier momento para ver las reglas.</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/start_page.py"/>
        <source>The games you save are listed here, newest first, and a game you leave unfinished waits here for you to continue it.</source>
        <translation>Aquí aparecen las partidas que guardes, la más reciente primero, y aquí te espera una partida sin terminar para que la continúes.</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/start_page.py"/>
        <source>Saved games</source>
        <translation>Partidas guardadas</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/start_page.py"/>
        <source>&amp;All Saved Games…</source>
        <translation>&amp;Todas las partidas guardadas…</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/start_page.py"/>
        <source>Open, rename, delete or import saved games</source>
        <translation>Abrir, cambiar el nombre, eliminar o importar partidas guardadas</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/start_page.py"/>
        <source>&amp;Rules</source>
        <translation>&amp;Reglas</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/start_page.py"/>
        <source>Read how to play</source>
        <translation>Leer cómo se juega</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/start_page.py"/>
        <source>&amp;Settings</source>
        <translation>&amp;Ajustes</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/start_page.py"/>
        <source>Animation and bot speed</source>
        <translation>Velocidad de las animaciones y de los bots</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/start_page.py"/>
        <source>History and S&amp;tatistics</source>
        <translation>&amp;Historial y estadísticas</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/start_page.py"/>
        <source>Your finished games, to look at again or replay, and who wins most</source>
        <translation>Tus partidas terminadas, para verlas de nuevo o repetirlas, y quién gana más</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/start_page.py"/>
        <source>&amp;Quit</source>
        <translation>&amp;Salir</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/start_page.py"/>
        <source>Close Ponzi Desktop</source>
        <translation>Cerrar Ponzi Desktop</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/start_page.py"/>
        <source>Continue: %1</source>
        <translation>Continuar: %1</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/start_page.py"/>
        <source>Continue</source>
        <translation>Continuar</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/start_page.py"/>
        <source>Recent saved games</source>
        <translation>Partidas guardadas recientes</translation>
    </message>
    <message>
        <source>&amp;History and Statistics</source>
        <translation type="vanished">&amp;Historial y estadísticas</translation>
    </message>
    <message>
        <source>&amp;Load a Saved Game…</source>
        <translation type="vanished">&amp;Cargar una partida guardada…</translation>
    </message>
    <message>
        <source>Open a game you saved earlier</source>
        <translation type="vanished">Abrir una partida que guardaste antes</translation>
    </message>
</context>
<context>
    <name>Table</name>
    <message>
        <location filename="../ponzi_desktop/ui/kit/seat.py"/>
        <source>you</source>
        <translation>tú</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/kit/seat.py"/>
        <source>thinking…</source>
        <translation>pensando…</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/kit/seat.py"/>
        <source>bot</source>
        <translation>bot</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/kit/seat.py"/>
        <source>deciding…</source>
        <translation>decidiendo…</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/kit/seat.py"/>
        <source>up next</source>
        <translation>sigue</translation>
    </message>
    <message>
        <source>bot · thinking…</source>
        <translation type="vanished">bot pensando…</translation>
    </message>
</context>
<context>
    <name>Timeline</name>
    <message>
        <location filename="../ponzi_desktop/ui/replay/timeline.py"/>
        <source>Before the first action</source>
        <translation>Antes de la primera acción</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/replay/timeline.py"/>
        <source>Action %1 of %2</source>
        <translation>Acción %1 de %2</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/replay/timeline.py"/>
        <source>Action %1: %2</source>
        <translation>Acción %1: %2</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation type="vanished">%1: %2</translation>
    </message>
</context>
<context>
    <name>_GameCard</name>
    <message>
        <location filename="../ponzi_desktop/ui/start_page.py"/>
        <source>New Game</source>
        <translation>Nueva partida</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/start_page.py"/>
        <source>New game of %1</source>
        <translation>Nueva partida de %1</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/start_page.py"/>
        <source>Choose the players and the rules, then sit down at the table</source>
        <translation>Elige a los jugadores y las reglas, y siéntate a la mesa</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/start_page.py"/>
        <source>Learn to Play</source>
        <translation>Aprender a jugar</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/start_page.py"/>
        <source>Learn to play %1</source>
        <translation>Aprender a jugar a %1</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/start_page.py"/>
        <source>A guided first game: the table shows you each kind of move</source>
        <translation>Una primera partida guiada: la mesa te enseña cada tipo de jugada</translation>
    </message>
    <message>
        <source>&amp;New Game</source>
        <translation type="vanished">&amp;Nueva partida</translation>
    </message>
    <message>
        <source>&amp;Learn to Play</source>
        <translation type="vanished">A&amp;prender a jugar</translation>
    </message>
    <message>
        <source>Raise money by promising your investors interest, trade shares of made-up industries in secret envelopes, and stay solvent longer than everyone else.</source>
        <translation type="vanished">Consigue dinero prometiendo intereses a tus inversores, comercia en sobres secretos con participaciones de industrias inventadas y aguanta sin caer en quiebra más que nadie.</translation>
    </message>
    <message>
        <source>3 to 5 players · about an hour</source>
        <translation type="vanished">De 3 a 5 jugadores · una hora aprox.</translation>
    </message>
    <message>
        <source>Buy and sell shares while the prices swing, and get into gold before the market falls.</source>
        <translation type="vanished">Compra y vende acciones mientras los precios oscilan, y pásate al oro antes de que el mercado se hunda.</translation>
    </message>
    <message>
        <source>2 to 5 players · about an hour</source>
        <translation type="vanished">De 2 a 5 jugadores · una hora aprox.</translation>
    </message>
    <message>
        <source>Competitors against monopolists on one board: buy streets, build, and survive the price wars.</source>
        <translation type="vanished">Competidores contra monopolistas en un mismo tablero: compra calles, construye y sobrevive a las guerras de precios.</translation>
    </message>
    <message>
        <source>2 to 6 players · about two hours</source>
        <translation type="vanished">De 2 a 6 jugadores · unas dos horas</translation>
    </message>
</context>
<context>
    <name>_PonziRules</name>
    <message>
        <location filename="../ponzi_desktop/ui/ponzi/settings_form.py"/>
        <source>Game</source>
        <translation>Partida</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/ponzi/settings_form.py"/>
        <source>Advanced: instead of an offer you may buy a luxury; luxuries score instead of cash.</source>
        <translation>Reglas avanzadas: en vez de hacer una oferta puedes comprar un lujo; puntúan los lujos en lugar del efectivo.</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/ponzi/settings_form.py"/>
        <source>Basic</source>
        <translation>Básicas</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/ponzi/settings_form.py"/>
        <source>Advanced</source>
        <translation>Avanzadas</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/ponzi/settings_form.py"/>
        <source>Bear cards</source>
        <translation>Tarjetas de fondo «Oso»</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/ponzi/settings_form.py"/>
        <source>18: cards 63–80, as the rulebook counts them. 16: cards 65–80, as the online version plays.</source>
        <translation>18: tarjetas de fondo 63–80, como las cuenta el reglamento. 16: tarjetas de fondo 65–80, como se juega en la versión en línea.</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/ponzi/settings_form.py"/>
        <source>18 bears</source>
        <translation>18 osos</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/ponzi/settings_form.py"/>
        <source>16 bears</source>
        <translation>16 osos</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/ponzi/settings_form.py"/>
        <source>Trading</source>
        <translation>Comercio</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/ponzi/settings_form.py"/>
        <source>Turning it off is a house rule of the online version.</source>
        <translation>Desactivarlo es una regla de la casa de la versión en línea.</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/ponzi/settings_form.py"/>
        <source>Clandestine &amp;trading in the first round</source>
        <translation>Comercio clandes&amp;tino en la primera ronda</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/ponzi/settings_form.py"/>
        <source>Length</source>
        <translation>Duración</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/ponzi/settings_form.py"/>
        <source>Without a limit the game ends at the first bankruptcy. With one, it also ends after that round, and every player is scored.</source>
        <translation>Sin límite, la partida termina en la primera quiebra. Con límite, también termina tras esa ronda y todos los jugadores puntúan.</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/ponzi/settings_form.py"/>
        <source>End after this many rounds:</source>
        <translation>Terminar tras estas rondas:</translation>
    </message>
    <message>
        <source>Rules</source>
        <translation type="vanished">Reglas</translation>
    </message>
    <message>
        <source>Basic or advanced rules</source>
        <translation type="vanished">Reglas básicas o avanzadas</translation>
    </message>
</context>
<context>
    <name>_SeatRow</name>
    <message>
        <location filename="../ponzi_desktop/ui/seat_rows.py"/>
        <source>Human</source>
        <translation>Persona</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/seat_rows.py"/>
        <source>Bot: %1</source>
        <translation>Bot: %1</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/seat_rows.py"/>
        <source>Name of player %1</source>
        <translation>Nombre del jugador %1</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/seat_rows.py"/>
        <source>Human or bot, player %1</source>
        <translation>Persona o bot, jugador %1</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/seat_rows.py"/>
        <source>Remove player %1</source>
        <translation>Quitar al jugador %1</translation>
    </message>
    <message numerus="yes">
        <location filename="../ponzi_desktop/ui/seat_rows.py"/>
        <source>At least %n player(s)</source>
        <translation>
            <numerusform>Al menos %n jugador</numerusform>
            <numerusform>Al menos %n jugadores</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/seat_rows.py"/>
        <source>Colour: %1 (click to change)</source>
        <translation>Color: %1 (haz clic para cambiarlo)</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/seat_rows.py"/>
        <source>Colour of player %1: %2</source>
        <translation>Color del jugador %1: %2</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/seat_rows.py"/>
        <source>%1 (swap with %2)</source>
        <translation>%1 (intercambiar con %2)</translation>
    </message>
</context>
<context>
    <name>AntiMonopolyLesson</name>
    <message>
        <location filename="../resources/lessons/anti_monopoly.json"/>
        <source>Welcome to Anti-Monopoly</source>
        <translation>Bienvenido a Anti-Monopoly</translation>
    </message>
    <message>
        <location filename="../resources/lessons/anti_monopoly.json"/>
        <source>Buy properties, collect rent from the others and build on your streets. This is a short game: time is called after round 12, and the player with the most cash then wins.</source>
        <translation>Compra propiedades, cobra alquiler a los demás y construye en tus calles. Es una partida corta: el tiempo se acaba tras la ronda 12, y gana quien tenga entonces más dinero.</translation>
    </message>
    <message>
        <location filename="../resources/lessons/anti_monopoly.json"/>
        <source>Two sides</source>
        <translation>Dos bandos</translation>
    </message>
    <message>
        <location filename="../resources/lessons/anti_monopoly.json"/>
        <source>You are a Monopolist: hold two streets of a city and your rents there double. Ada and Bruno are Competitors: their rents stay modest, but they may build on any street they own.</source>
        <translation>Eres Monopolista: ten dos calles de una ciudad y tus alquileres allí se duplican. Ada y Bruno son Competidores: sus alquileres son modestos, pero pueden construir en cualquier calle suya.</translation>
    </message>
    <message>
        <location filename="../resources/lessons/anti_monopoly.json"/>
        <source>Roll the dice</source>
        <translation>Tira los dados</translation>
    </message>
    <message>
        <location filename="../resources/lessons/anti_monopoly.json"/>
        <source>Click the dice: your pawn moves round the board by the throw.</source>
        <translation>Haz clic en los dados: tu peón avanza por el tablero lo que marquen.</translation>
    </message>
    <message>
        <location filename="../resources/lessons/anti_monopoly.json"/>
        <source>First roll the dice: click them.</source>
        <translation>Primero tira los dados: haz clic en ellos.</translation>
    </message>
    <message>
        <location filename="../resources/lessons/anti_monopoly.json"/>
        <source>Buy a property</source>
        <translation>Compra una propiedad</translation>
    </message>
    <message>
        <location filename="../resources/lessons/anti_monopoly.json"/>
        <source>Nobody owns U.S. Railroad yet. Drag its space onto your place to buy it for $200, or click Buy for $200.</source>
        <translation>Ferrocarril de EE. UU. aún no tiene dueño. Arrastra su casilla a tu sitio para comprarla por 200 $, o haz clic en Comprar por 200 $.</translation>
    </message>
    <message>
        <location filename="../resources/lessons/anti_monopoly.json"/>
        <source>Buy U.S. Railroad first: drag its space onto your place, or click Buy for $200.</source>
        <translation>Primero compra Ferrocarril de EE. UU.: arrastra su casilla a tu sitio, o haz clic en Comprar por 200 $.</translation>
    </message>
    <message>
        <location filename="../resources/lessons/anti_monopoly.json"/>
        <source>End your turn</source>
        <translation>Termina tu turno</translation>
    </message>
    <message>
        <location filename="../resources/lessons/anti_monopoly.json"/>
        <source>Click End turn: Ada plays next, then Bruno.</source>
        <translation>Haz clic en Terminar el turno: luego juega Ada y después Bruno.</translation>
    </message>
    <message>
        <location filename="../resources/lessons/anti_monopoly.json"/>
        <source>Click End turn now.</source>
        <translation>Ahora haz clic en Terminar el turno.</translation>
    </message>
    <message>
        <location filename="../resources/lessons/anti_monopoly.json"/>
        <source>Rent to a Competitor</source>
        <translation>Alquiler a un Competidor</translation>
    </message>
    <message>
        <location filename="../resources/lessons/anti_monopoly.json"/>
        <source>You landed on Walnut St., Ada's street, and paid Ada $20. Rent goes by the owner's side: a Competitor's street earns a tenth of its price.</source>
        <translation>Caíste en Walnut St., la calle de Ada, y le pagaste 20 $. El alquiler depende del bando del dueño: la calle de un Competidor rinde una décima parte de su precio.</translation>
    </message>
    <message>
        <location filename="../resources/lessons/anti_monopoly.json"/>
        <source>Rent to a Monopolist</source>
        <translation>Alquiler a un Monopolista</translation>
    </message>
    <message>
        <location filename="../resources/lessons/anti_monopoly.json"/>
        <source>Bruno drew a card that sent Bruno's pawn to your U.S. Railroad, and Bruno paid you $80. You hold two transportation companies, and a Monopolist's fare doubles with each one.</source>
        <translation>Bruno robó una carta que llevó su peón a tu Ferrocarril de EE. UU., y Bruno te pagó 80 $. Tienes dos empresas de transporte, y la tarifa de un Monopolista se duplica con cada una.</translation>
    </message>
    <message>
        <location filename="../resources/lessons/anti_monopoly.json"/>
        <source>A card</source>
        <translation>Una carta</translation>
    </message>
    <message>
        <location filename="../resources/lessons/anti_monopoly.json"/>
        <source>You landed on a card space and drew a Monopolist card: it cost you $50. Each side draws from its own deck.</source>
        <translation>Caíste en una casilla de carta y robaste una carta de Monopolista: te costó 50 $. Cada bando roba de su propio mazo.</translation>
    </message>
    <message>
        <location filename="../resources/lessons/anti_monopoly.json"/>
        <source>Offer a trade</source>
        <translation>Ofrece un intercambio</translation>
    </message>
    <message>
        <location filename="../resources/lessons/anti_monopoly.json"/>
        <source>Ada's Basin St. would give you both streets of New Orleans. Drag it onto your place, or click Trade… and choose Ada: the window opens with $199 written in as the cash you pay. Click Propose.</source>
        <translation>Con Basin St. de Ada tendrías las dos calles de Nueva Orleans. Arrástrala a tu sitio, o haz clic en Intercambiar… y elige a Ada: la ventana se abre con 199 $ escritos como dinero que pagas. Haz clic en Proponer.</translation>
    </message>
    <message>
        <location filename="../resources/lessons/anti_monopoly.json"/>
        <source>Offer Ada a trade first: drag Ada's Basin St. onto your place, or click Trade… and choose Ada.</source>
        <translation>Primero ofrece un intercambio a Ada: arrastra su Basin St. a tu sitio, o haz clic en Intercambiar… y elige a Ada.</translation>
    </message>
    <message>
        <location filename="../resources/lessons/anti_monopoly.json"/>
        <source>$199 is written in as the cash you pay: click Propose.</source>
        <translation>Ya están escritos 199 $ como dinero que pagas: haz clic en Proponer.</translation>
    </message>
    <message>
        <location filename="../resources/lessons/anti_monopoly.json"/>
        <source>Propose the offer</source>
        <translation>Propón la oferta</translation>
    </message>
    <message>
        <location filename="../resources/lessons/anti_monopoly.json"/>
        <source>Click Your offer… to open the window again, then click Propose: $199 is written in as the cash you pay.</source>
        <translation>Haz clic en Tu oferta… para abrir otra vez la ventana y luego en Proponer: ya están escritos 199 $ como dinero que pagas.</translation>
    </message>
    <message>
        <location filename="../resources/lessons/anti_monopoly.json"/>
        <source>The lesson's offer is Basin St. for $199 that you pay: put 199 back as the cash and click Propose.</source>
        <translation>La oferta de la lección es Basin St. por 199 $ que pagas tú: vuelve a poner 199 como dinero y haz clic en Proponer.</translation>
    </message>
    <message>
        <location filename="../resources/lessons/anti_monopoly.json"/>
        <source>Ada accepts</source>
        <translation>Ada acepta</translation>
    </message>
    <message>
        <location filename="../resources/lessons/anti_monopoly.json"/>
        <source>You hold both streets of New Orleans now: a monopoly, so their rents double. As a Monopolist you may build only in such a city.</source>
        <translation>Ahora tienes las dos calles de Nueva Orleans: un monopolio, así que sus alquileres se duplican. Como Monopolista solo puedes construir en una ciudad así.</translation>
    </message>
    <message>
        <location filename="../resources/lessons/anti_monopoly.json"/>
        <source>Build three houses on Basin St.</source>
        <translation>Construye tres casas en Basin St.</translation>
    </message>
    <message>
        <location filename="../resources/lessons/anti_monopoly.json"/>
        <source>Build on Basin St. three times, one house each: drag a house from the Treasury onto it, or click Build… and choose Basin St. A Monopolist puts up to three houses on a street, then an apartment.</source>
        <translation>Construye en Basin St. tres veces, una casa cada vez: arrastra una casa del Tesoro hasta ella, o haz clic en Construir… y elige Basin St. Un Monopolista pone hasta tres casas en una calle y después un apartamento.</translation>
    </message>
    <message>
        <location filename="../resources/lessons/anti_monopoly.json"/>
        <source>Build on Basin St. first: drag a house from the Treasury onto it, or click Build… and choose Basin St.</source>
        <translation>Primero construye en Basin St.: arrastra una casa del Tesoro hasta ella, o haz clic en Construir… y elige Basin St.</translation>
    </message>
    <message>
        <location filename="../resources/lessons/anti_monopoly.json"/>
        <source>Build an apartment, then on French Quarter</source>
        <translation>Construye un apartamento, y después en French Quarter</translation>
    </message>
    <message>
        <location filename="../resources/lessons/anti_monopoly.json"/>
        <source>Three houses stand on Basin St.: the next building is the apartment. Drag it from the Treasury onto Basin St., or click Build… and choose Basin St. Then build the same on French Quarter: three houses, then an apartment (five moves in all).</source>
        <translation>Ya hay tres casas en Basin St.: el siguiente edificio es el apartamento. Arrástralo del Tesoro a Basin St., o haz clic en Construir… y elige Basin St. Después construye lo mismo en French Quarter: tres casas y luego un apartamento (cinco jugadas en total).</translation>
    </message>
    <message>
        <location filename="../resources/lessons/anti_monopoly.json"/>
        <source>Build on the lit street: the apartment on Basin St. first, then on French Quarter.</source>
        <translation>Construye en la calle iluminada: primero el apartamento en Basin St., después en French Quarter.</translation>
    </message>
    <message>
        <location filename="../resources/lessons/anti_monopoly.json"/>
        <source>Prison</source>
        <translation>Prisión</translation>
    </message>
    <message>
        <location filename="../resources/lessons/anti_monopoly.json"/>
        <source>You landed on Go to Prison: a Monopolist goes to Prison and collects no rent there. A Competitor would go to the Price War instead.</source>
        <translation>Caíste en «Ve a la Prisión / Guerra de precios»: un Monopolista va a la Prisión y allí no cobra alquileres. Un Competidor iría en cambio a la Guerra de precios.</translation>
    </message>
    <message>
        <location filename="../resources/lessons/anti_monopoly.json"/>
        <source>Leave Prison</source>
        <translation>Sal de la Prisión</translation>
    </message>
    <message>
        <location filename="../resources/lessons/anti_monopoly.json"/>
        <source>Throw doubles to get out, or pay the $50 fine. Click Pay $50 fine, then roll as usual.</source>
        <translation>Para salir, saca dobles o paga la multa de 50 $. Haz clic en Pagar la multa de 50 $ y luego tira como siempre.</translation>
    </message>
    <message>
        <location filename="../resources/lessons/anti_monopoly.json"/>
        <source>Pay the fine first: click Pay $50 fine.</source>
        <translation>Primero paga la multa: haz clic en Pagar la multa de 50 $.</translation>
    </message>
    <message>
        <location filename="../resources/lessons/anti_monopoly.json"/>
        <source>Mortgage a property</source>
        <translation>Hipoteca una propiedad</translation>
    </message>
    <message>
        <location filename="../resources/lessons/anti_monopoly.json"/>
        <source>You owe $75 Property Tax and lack the cash. Drag Brattle St. onto the Treasury to mortgage it for $110, or click Mortgage… and choose Brattle St.</source>
        <translation>Debes 75 $ de Impuesto sobre la propiedad y no tienes el dinero. Arrastra Brattle St. al Tesoro para hipotecarla por 110 $, o haz clic en Hipotecar… y elige Brattle St.</translation>
    </message>
    <message>
        <location filename="../resources/lessons/anti_monopoly.json"/>
        <source>Raise the money first: drag Brattle St. onto the Treasury, or click Mortgage… and choose Brattle St.</source>
        <translation>Primero reúne el dinero: arrastra Brattle St. al Tesoro, o haz clic en Hipotecar… y elige Brattle St.</translation>
    </message>
    <message>
        <location filename="../resources/lessons/anti_monopoly.json"/>
        <source>Time is called</source>
        <translation>Se acabó el tiempo</translation>
    </message>
    <message>
        <location filename="../resources/lessons/anti_monopoly.json"/>
        <source>Round 12 is over, so time is called: after a last chance to deal with the Treasury (the Done button below the table), each of you keeps only part of your cash. The Treasury then pays one rent for each property, and the player with the most cash wins.</source>
        <translation>Terminó la ronda 12 y se acabó el tiempo: tras un último trato con el Tesoro (el botón Listo, bajo la mesa), cada uno conserva solo parte de su dinero. Luego el Tesoro paga un alquiler por cada propiedad, y gana quien tenga más dinero.</translation>
    </message>
    <message>
        <source>Bruno's card sent them to your U.S. Railroad, and they paid you $80. You hold two transportation companies, and a Monopolist's fare doubles with each one.</source>
        <translation type="vanished">Una carta llevó a Bruno a tu Ferrocarril de EE. UU. y te pagó 80 $. Tienes dos empresas de transporte, y la tarifa de un Monopolista se duplica con cada una.</translation>
    </message>
    <message>
        <source>Nobody owns U.S. Railroad yet. Drag its space onto your place to buy it for $200.</source>
        <translation type="vanished">Ferrocarril de EE. UU. aún no tiene dueño. Arrastra su casilla a tu sitio para comprarla por 200 $.</translation>
    </message>
    <message>
        <source>Buy U.S. Railroad first: drag its space onto your place.</source>
        <translation type="vanished">Primero compra Ferrocarril de EE. UU.: arrastra su casilla a tu sitio.</translation>
    </message>
    <message>
        <source>Ada's Basin St. would give you both streets of New Orleans. Drag it onto your place: the window opens with $199 written in as the cash you pay. Click Propose.</source>
        <translation type="vanished">Con Basin St. de Ada tendrías las dos calles de Nueva Orleans. Arrástrala a tu sitio: la ventana se abre con 199 $ escritos como dinero que pagas. Haz clic en Proponer.</translation>
    </message>
    <message>
        <source>Offer Ada a trade first: drag Ada's Basin St. onto your place.</source>
        <translation type="vanished">Primero ofrece un intercambio a Ada: arrastra su Basin St. a tu sitio.</translation>
    </message>
    <message>
        <source>Drag a house from the Treasury onto Basin St., three times, one house each. A Monopolist puts up to three houses on a street, then an apartment.</source>
        <translation type="vanished">Arrastra una casa del Tesoro a Basin St., tres veces, una casa cada vez. Un Monopolista pone hasta tres casas en una calle y después un apartamento.</translation>
    </message>
    <message>
        <source>Build on Basin St. first: drag a house from the Treasury onto it.</source>
        <translation type="vanished">Primero construye en Basin St.: arrastra una casa del Tesoro hasta ella.</translation>
    </message>
    <message>
        <source>Three houses stand on Basin St.: the next building is the apartment. Drag it from the Treasury onto Basin St. Then build the same on French Quarter: three houses, then an apartment (five moves in all).</source>
        <translation type="vanished">Ya hay tres casas en Basin St.: el siguiente edificio es el apartamento. Arrástralo del Tesoro a Basin St. Después construye lo mismo en French Quarter: tres casas y luego un apartamento (cinco jugadas en total).</translation>
    </message>
    <message>
        <source>You owe $75 Property Tax and lack the cash. Drag Brattle St. onto the Treasury to mortgage it for $110.</source>
        <translation type="vanished">Debes 75 $ de Impuesto sobre la propiedad y no tienes el dinero. Arrastra Brattle St. al Tesoro para hipotecarla por 110 $.</translation>
    </message>
    <message>
        <source>Raise the money first: drag Brattle St. onto the Treasury.</source>
        <translation type="vanished">Primero reúne el dinero: arrastra Brattle St. al Tesoro.</translation>
    </message>
    <message>
        <source>You landed on Walnut St., Ada's street, and paid her $20. Rent goes by the owner's side: a Competitor's street earns a tenth of its price.</source>
        <translation type="vanished">Caíste en Walnut St., la calle de Ada, y le pagaste 20 $. El alquiler depende del bando del dueño: la calle de un Competidor rinde una décima parte de su precio.</translation>
    </message>
    <message>
        <source>Bruno's card sent him to your U.S. Railroad, and he paid you $80. You hold two transportation companies, and a Monopolist's fare doubles with each one.</source>
        <translation type="vanished">Una carta llevó a Bruno a tu Ferrocarril de EE. UU. y te pagó 80 $. Tienes dos empresas de transporte, y la tarifa de un Monopolista se duplica con cada una.</translation>
    </message>
    <message>
        <source>Offer Ada a trade first: drag her Basin St. onto your place.</source>
        <translation type="vanished">Primero ofrece un intercambio a Ada: arrastra su Basin St. a tu sitio.</translation>
    </message>
    <message>
        <source>Drag a house from the Treasury onto Basin St. A Monopolist puts up to three houses on a street, then an apartment.</source>
        <translation type="vanished">Arrastra una casa del Tesoro a Basin St. Un Monopolista pone hasta tres casas en una calle y después un apartamento.</translation>
    </message>
    <message>
        <source>Build an apartment</source>
        <translation type="vanished">Construye un apartamento</translation>
    </message>
    <message>
        <source>Three houses stand on Basin St.: the next building is the apartment. Drag it from the Treasury onto Basin St.</source>
        <translation type="vanished">Ya hay tres casas en Basin St.: el siguiente edificio es el apartamento. Arrástralo del Tesoro a Basin St.</translation>
    </message>
    <message>
        <source>Drag the apartment from the Treasury onto Basin St.</source>
        <translation type="vanished">Arrastra el apartamento del Tesoro a Basin St.</translation>
    </message>
    <message>
        <source>Ada's Basin St. would give you both streets of New Orleans. Drag it onto your place, then in the window type 199 as the cash you pay and click Propose.</source>
        <translation type="vanished">Con Basin St. de Ada tendrías las dos calles de Nueva Orleans. Arrástrala a tu sitio y, en la ventana, escribe 199 como dinero que pagas y haz clic en Proponer.</translation>
    </message>
    <message>
        <source>Type 199 as the cash you pay, then click Propose.</source>
        <translation type="vanished">Escribe 199 como el dinero que pagas y haz clic en Proponer.</translation>
    </message>
    <message>
        <source>Click Your offer… to open the window again, type 199 as the cash you pay and click Propose.</source>
        <translation type="vanished">Haz clic en Tu oferta… para abrir otra vez la ventana, escribe 199 como dinero que pagas y haz clic en Proponer.</translation>
    </message>
    <message>
        <source>The lesson's offer is Basin St. for $199: type 199 as the cash and click Propose.</source>
        <translation type="vanished">La oferta de la lección es Basin St. por 199 $: escribe 199 como dinero y haz clic en Proponer.</translation>
    </message>
    <message>
        <source>Round 12 is over, so time is called: after a last chance to deal with the Treasury (click Done), each of you keeps only part of your cash. The Treasury then pays one rent for each property, and the player with the most cash wins.</source>
        <translation type="vanished">Terminó la ronda 12 y se acabó el tiempo: tras un último trato con el Tesoro (haz clic en Listo), cada uno conserva solo parte de su dinero. Luego el Tesoro paga un alquiler por cada propiedad, y gana quien tenga más dinero.</translation>
    </message>
</context>
<context>
    <name>BlackFridayLesson</name>
    <message>
        <location filename="../resources/lessons/black_friday.json"/>
        <source>Welcome to Black Friday</source>
        <translation>Bienvenido a Black Friday</translation>
    </message>
    <message>
        <location filename="../resources/lessons/black_friday.json"/>
        <source>You buy and sell shares of five colours while their prices move on the chart, and you can buy gold bars. The game ends when gold reaches $100: the most cash and gold wins.</source>
        <translation>Compras y vendes acciones de cinco colores mientras sus precios se mueven por la tabla de cotizaciones, y puedes comprar lingotes de oro. La partida termina cuando el oro llega a 100 $: gana quien tenga más dinero y oro.</translation>
    </message>
    <message>
        <location filename="../resources/lessons/black_friday.json"/>
        <source>Buy a share</source>
        <translation>Compra una acción</translation>
    </message>
    <message>
        <location filename="../resources/lessons/black_friday.json"/>
        <source>A share costs its price on the chart, paid from your cash. Buy the lit blue share: drag it from the share market onto your screen, or click it and then your screen, or its price after Buy: on the panel.</source>
        <translation>Una acción cuesta su precio en la tabla de cotizaciones y se paga con tu dinero. Compra la acción azul iluminada: arrástrala del mercado de valores a tu pantalla, o haz clic en ella y luego en tu pantalla, o en su precio tras Comprar: en el panel.</translation>
    </message>
    <message>
        <location filename="../resources/lessons/black_friday.json"/>
        <source>Buy the lit blue share: drag it from the share market onto your screen, or click it and then your screen, or its price after Buy: on the panel.</source>
        <translation>Compra la acción azul iluminada: arrástrala del mercado de valores a tu pantalla, o haz clic en ella y luego en tu pantalla, o en su precio tras Comprar: en el panel.</translation>
    </message>
    <message>
        <location filename="../resources/lessons/black_friday.json"/>
        <source>Finish the purchase</source>
        <translation>Termina la compra</translation>
    </message>
    <message>
        <location filename="../resources/lessons/black_friday.json"/>
        <source>A purchase ends with one share of a colour you bought going onto the share purchase track. Put a blue share from the share market on the share purchase track: drag or click it, or Finish buying.</source>
        <translation>Una compra termina con una acción de un color que compraste en la pista de compra de acciones. Pon una acción azul del mercado de valores en la pista de compra de acciones: arrastra o haz clic, o Terminar la compra.</translation>
    </message>
    <message>
        <location filename="../resources/lessons/black_friday.json"/>
        <source>To finish the purchase, put a blue share from the share market on the share purchase track: drag or click it, or Finish buying.</source>
        <translation>Para terminar la compra, pon una acción azul del mercado de valores en la pista de compra de acciones: arrastra o haz clic, o Terminar la compra.</translation>
    </message>
    <message>
        <location filename="../resources/lessons/black_friday.json"/>
        <source>Your bonus tile</source>
        <translation>Tu ficha de bonificación</translation>
    </message>
    <message>
        <location filename="../resources/lessons/black_friday.json"/>
        <source>Once a game, your bonus tile gives you a free move before or after your action. Keep it for later: click End turn.</source>
        <translation>Una vez por partida, tu ficha de bonificación te da un movimiento gratis antes o después de tu acción. Guárdala para más tarde: haz clic en Terminar turno.</translation>
    </message>
    <message>
        <location filename="../resources/lessons/black_friday.json"/>
        <source>Keep the bonus tile for later: click End turn.</source>
        <translation>Guarda la ficha de bonificación para más tarde: haz clic en Terminar turno.</translation>
    </message>
    <message>
        <location filename="../resources/lessons/black_friday.json"/>
        <source>Buy gold</source>
        <translation>Comprar oro</translation>
    </message>
    <message>
        <location filename="../resources/lessons/black_friday.json"/>
        <source>Gold bars cost the gold price, and at the end they count at the gold price. Move a purple share from the share market onto the gold purchase track (drag it, or click it and then the track, or Buy gold… on the panel), then confirm 1 bar.</source>
        <translation>Los lingotes de oro cuestan el precio del oro, y al final cuentan al precio del oro. Mueve una acción morada del mercado de valores a la pista de compra de oro (arrástrala, o haz clic en ella y luego en la pista, o Comprar oro… en el panel) y confirma 1 lingote.</translation>
    </message>
    <message>
        <location filename="../resources/lessons/black_friday.json"/>
        <source>Buy gold: move a purple share from the share market onto the gold purchase track. Drag it, or click it and then the track, or Buy gold… on the panel.</source>
        <translation>Compra oro: mueve una acción morada del mercado de valores a la pista de compra de oro. Arrástrala, o haz clic en ella y luego en la pista, o Comprar oro… en el panel.</translation>
    </message>
    <message>
        <location filename="../resources/lessons/black_friday.json"/>
        <source>Choose 1 bar and click Confirm.</source>
        <translation>Elige 1 lingote y haz clic en Confirmar.</translation>
    </message>
    <message>
        <location filename="../resources/lessons/black_friday.json"/>
        <source>A price change</source>
        <translation>Un cambio de precios</translation>
    </message>
    <message>
        <location filename="../resources/lessons/black_friday.json"/>
        <source>Ada's share filled the gold purchase track and set off a price change. Shares drawn from the bag moved every colour's marker on the chart, and gold rose to $21.</source>
        <translation>La acción de Ada llenó la pista de compra de oro y provocó un cambio de precios. Las acciones sacadas de la bolsa movieron el marcador de cada color en la tabla de cotizaciones, y el oro subió a 21 $.</translation>
    </message>
    <message>
        <location filename="../resources/lessons/black_friday.json"/>
        <source>The level</source>
        <translation>El nivel</translation>
    </message>
    <message>
        <location filename="../resources/lessons/black_friday.json"/>
        <source>A marker reached a higher level of the chart, so the level tile went up to 1. As the level climbs, price changes draw more shares from the bag, and later an action may buy or sell more at once.</source>
        <translation>Un marcador llegó a un nivel más alto de la tabla de cotizaciones, así que el nivel subió a 1. A medida que sube el nivel, los cambios de precio sacan más acciones de la bolsa y, más adelante, una acción puede comprar o vender más de una vez.</translation>
    </message>
    <message>
        <location filename="../resources/lessons/black_friday.json"/>
        <source>Sell shares</source>
        <translation>Vender acciones</translation>
    </message>
    <message>
        <location filename="../resources/lessons/black_friday.json"/>
        <source>Selling puts your share back in the market and pays you its price now. Move your lit green share onto the share market: drag it, or click it and then the market, or its count after Sell: on the panel.</source>
        <translation>Al vender, tu acción vuelve al mercado y cobras su precio actual. Mueve tu acción verde iluminada al mercado de valores: arrástrala, o haz clic en ella y luego en el mercado, o en su número tras Vender: en el panel.</translation>
    </message>
    <message>
        <location filename="../resources/lessons/black_friday.json"/>
        <source>Sell the lit green share: drag it from your screen onto the share market, or click it and then the market, or its count after Sell: on the panel.</source>
        <translation>Vende la acción verde iluminada: arrástrala de tu pantalla al mercado de valores, o haz clic en ella y luego en el mercado, o en su número tras Vender: en el panel.</translation>
    </message>
    <message>
        <location filename="../resources/lessons/black_friday.json"/>
        <source>Finish the sale</source>
        <translation>Termina la venta</translation>
    </message>
    <message>
        <location filename="../resources/lessons/black_friday.json"/>
        <source>A sale ends with one share of a colour you sold going from the current sale row to the market, and that colour's price falls. Move the lit green share of row 1 onto the share market: drag it, or click it and then the market, or Finish selling.</source>
        <translation>Una venta termina con una acción de un color que vendiste, de la fila de venta actual, que pasa al mercado, y el precio de ese color baja. Mueve la acción verde iluminada de la fila 1 al mercado de valores: arrástrala, o haz clic en ella y luego en el mercado, o Terminar la venta.</translation>
    </message>
    <message>
        <location filename="../resources/lessons/black_friday.json"/>
        <source>To finish the sale, move the green share of row 1 onto the share market: drag it, or click it and then the market, or Finish selling.</source>
        <translation>Para terminar la venta, mueve la acción verde de la fila 1 al mercado de valores: arrástrala, o haz clic en ella y luego en el mercado, o Terminar la venta.</translation>
    </message>
    <message>
        <location filename="../resources/lessons/black_friday.json"/>
        <source>Use your bonus tile</source>
        <translation>Usa tu ficha de bonificación</translation>
    </message>
    <message>
        <location filename="../resources/lessons/black_friday.json"/>
        <source>Your bonus tile's free move puts a share on a track without buying anything. Move a blue share from the share market onto the last space of the share purchase track: drag it, or click it and then the track, or Bonus move on the panel.</source>
        <translation>El movimiento gratis de tu ficha de bonificación pone una acción en una pista sin comprar nada. Mueve una acción azul del mercado de valores a la última casilla de la pista de compra de acciones: arrástrala, o haz clic en ella y luego en la pista, o Jugada de bonificación en el panel.</translation>
    </message>
    <message>
        <location filename="../resources/lessons/black_friday.json"/>
        <source>Use your bonus tile: move a blue share from the share market onto the share purchase track. Drag it, or click it and then the track, or Bonus move on the panel.</source>
        <translation>Usa tu ficha de bonificación: mueve una acción azul del mercado de valores a la pista de compra de acciones. Arrástrala, o haz clic en ella y luego en la pista, o Jugada de bonificación en el panel.</translation>
    </message>
    <message>
        <location filename="../resources/lessons/black_friday.json"/>
        <source>Your price change</source>
        <translation>Tu cambio de precios</translation>
    </message>
    <message>
        <location filename="../resources/lessons/black_friday.json"/>
        <source>Your share filled the share purchase track, so prices changed again. Blue, which you hold, rose to $110, and the level jumped to 6.</source>
        <translation>Tu acción llenó la pista de compra de acciones, así que los precios cambiaron otra vez. El azul, que tienes, subió a 110 $, y el nivel saltó a 6.</translation>
    </message>
    <message>
        <location filename="../resources/lessons/black_friday.json"/>
        <source>How the game ends</source>
        <translation>Cómo termina la partida</translation>
    </message>
    <message>
        <location filename="../resources/lessons/black_friday.json"/>
        <source>Price changes push the gold price up. When gold reaches $100 the game ends: shares are sold at their last price, and the most cash and gold wins.</source>
        <translation>Los cambios de precios hacen subir el precio del oro. Cuando el oro llega a 100 $ la partida termina: las acciones se venden a su último precio y gana quien tenga más dinero y oro.</translation>
    </message>
    <message>
        <source>A share costs its price on the chart, paid from your cash. Drag the lit blue share from the share market onto your screen.</source>
        <translation type="vanished">Una acción cuesta su precio en la tabla de cotizaciones y se paga con tu dinero. Arrastra la acción azul iluminada del mercado de valores a tu pantalla.</translation>
    </message>
    <message>
        <source>Buy the lit blue share: drag it from the share market onto your screen.</source>
        <translation type="vanished">Compra la acción azul iluminada: arrástrala del mercado de valores a tu pantalla.</translation>
    </message>
    <message>
        <source>A purchase ends with one share of a colour you bought going onto the share purchase track. Drag a blue share from the share market onto the share purchase track.</source>
        <translation type="vanished">Una compra termina con una acción de un color que compraste en la pista de compra de acciones. Arrastra una acción azul del mercado de valores a la pista de compra de acciones.</translation>
    </message>
    <message>
        <source>Finish the purchase: drag a blue share from the share market onto the share purchase track.</source>
        <translation type="vanished">Termina la compra: arrastra una acción azul del mercado de valores a la pista de compra de acciones.</translation>
    </message>
    <message>
        <source>Gold bars cost the gold price, and at the end they count at the gold price. Drag a purple share from the share market onto the gold purchase track, then confirm 1 bar.</source>
        <translation type="vanished">Los lingotes de oro cuestan el precio del oro, y al final cuentan al precio del oro. Arrastra una acción morada del mercado de valores a la pista de compra de oro y confirma 1 lingote.</translation>
    </message>
    <message>
        <source>Buy gold: drag a purple share from the share market onto the gold purchase track.</source>
        <translation type="vanished">Compra oro: arrastra una acción morada del mercado de valores a la pista de compra de oro.</translation>
    </message>
    <message>
        <source>Selling puts your share back in the market and pays you its price now. Drag your lit green share onto the share market.</source>
        <translation type="vanished">Al vender, tu acción vuelve al mercado y cobras su precio actual. Arrastra tu acción verde iluminada al mercado de valores.</translation>
    </message>
    <message>
        <source>Sell the lit green share: drag it from your screen onto the share market.</source>
        <translation type="vanished">Vende la acción verde iluminada: arrástrala de tu pantalla al mercado de valores.</translation>
    </message>
    <message>
        <source>A sale ends with one share of a colour you sold going from the current sale row to the market, and that colour's price falls. Drag the lit green share of row 1 onto the share market.</source>
        <translation type="vanished">Una venta termina con una acción de un color que vendiste, de la fila de venta actual, que pasa al mercado, y el precio de ese color baja. Arrastra la acción verde iluminada de la fila 1 al mercado de valores.</translation>
    </message>
    <message>
        <source>Finish the sale: drag the green share of row 1 onto the share market.</source>
        <translation type="vanished">Termina la venta: arrastra la acción verde de la fila 1 al mercado de valores.</translation>
    </message>
    <message>
        <source>Your bonus tile's free move puts a share on a track without buying anything. Drag a blue share from the share market onto the last space of the share purchase track.</source>
        <translation type="vanished">El movimiento gratis de tu ficha de bonificación pone una acción en una pista sin comprar nada. Arrastra una acción azul del mercado de valores a la última casilla de la pista de compra de acciones.</translation>
    </message>
    <message>
        <source>Use your bonus tile: drag a blue share from the share market onto the share purchase track.</source>
        <translation type="vanished">Usa tu ficha de bonificación: arrastra una acción azul del mercado de valores a la pista de compra de acciones.</translation>
    </message>
    <message>
        <source>Gold bars cost the gold price, and at the end they count at the gold price. Drag a purple share onto the gold purchase track, then confirm 1 bar.</source>
        <translation type="vanished">Los lingotes de oro cuestan el precio del oro, y al final cuentan al precio del oro. Arrastra una acción morada a la pista de compra de oro y confirma 1 lingote.</translation>
    </message>
    <message>
        <source>Your bonus tile's free move puts a share on a track without buying anything. Drag a blue share onto the last space of the share purchase track.</source>
        <translation type="vanished">El movimiento gratis de tu ficha de bonificación pone una acción en una pista sin comprar nada. Arrastra una acción azul a la última casilla de la pista de compra de acciones.</translation>
    </message>
    <message>
        <source>A purchase ends with one share of a colour you bought going onto the share purchase track. Drag a blue share onto the share purchase track.</source>
        <translation type="vanished">Una compra termina con una acción de un color que compraste en la pista de compra de acciones. Arrastra una acción azul a la pista de compra de acciones.</translation>
    </message>
    <message>
        <source>A marker reached a higher level of the chart, so the level tile went up to 1. Higher levels let an action buy or sell more shares and more gold bars.</source>
        <translation type="vanished">Un marcador llegó a un nivel más alto de la tabla de cotizaciones, así que el nivel subió a 1. Con más nivel, una acción compra o vende más acciones y compra más lingotes de oro.</translation>
    </message>
    <message>
        <source>A sale ends with one share of the current sale row going to the market, and that colour's price falls. Drag the lit green share of row 1 onto the share market.</source>
        <translation type="vanished">Una venta termina con una acción de la fila de venta actual que pasa al mercado, y el precio de ese color baja. Arrastra la acción verde iluminada de la fila 1 al mercado de valores.</translation>
    </message>
</context>
<context>
    <name>PonziLesson</name>
    <message>
        <location filename="../resources/lessons/ponzi.json"/>
        <source>Welcome to Ponzi Scheme</source>
        <translation>Bienvenido a Ponzi Scheme</translation>
    </message>
    <message>
        <location filename="../resources/lessons/ponzi.json"/>
        <source>You raise cash by funding schemes, pay their interest with newer money, and trade industry tiles in secret. The game ends as soon as someone cannot pay; then, of the other players, whoever has the most points for tiles and cash wins.</source>
        <translation>Consigues dinero financiando negocios, pagas sus intereses con dinero más nuevo y comercias en secreto con fichas de industria. La partida termina en cuanto alguien no puede pagar; entonces, entre los demás jugadores, gana quien más puntos tenga por fichas y dinero.</translation>
    </message>
    <message>
        <location filename="../resources/lessons/ponzi.json"/>
        <source>Fund your first scheme</source>
        <translation>Financia tu primer negocio</translation>
    </message>
    <message>
        <location filename="../resources/lessons/ponzi.json"/>
        <source>Drag or click the lit Transportation tile, then the lit $11 card: the bank pays you $11 at once. The card goes on your time wheel, and you will owe $10 interest on it every 5 rounds.</source>
        <translation>Arrastra o haz clic en la ficha de Transporte iluminada y luego en la tarjeta de fondo de 11 $ iluminada: el banco te paga 11 $ en el acto. La tarjeta va a tu rueda del tiempo, y cada 5 rondas deberás pagar 10 $ de interés por ella.</translation>
    </message>
    <message>
        <location filename="../resources/lessons/ponzi.json"/>
        <source>Not that one: drag or click the lit Transportation tile, then the lit $11 card.</source>
        <translation>Esa no: arrastra o haz clic en la ficha de Transporte iluminada y luego en la tarjeta de fondo de 11 $ iluminada.</translation>
    </message>
    <message>
        <location filename="../resources/lessons/ponzi.json"/>
        <source>Clandestine trading</source>
        <translation>Comercio clandestino</translation>
    </message>
    <message>
        <location filename="../resources/lessons/ponzi.json"/>
        <source>Now each player may make one secret offer for another player's tile. Keep your cash this time: click Pass.</source>
        <translation>Ahora cada jugador puede hacer una oferta secreta por una ficha de otro jugador. Esta vez guarda tu dinero: haz clic en Pasar.</translation>
    </message>
    <message>
        <location filename="../resources/lessons/ponzi.json"/>
        <source>This time, click Pass below the table.</source>
        <translation>Esta vez, haz clic en Pasar, debajo de la mesa.</translation>
    </message>
    <message>
        <location filename="../resources/lessons/ponzi.json"/>
        <source>The marker moves on</source>
        <translation>El marcador pasa</translation>
    </message>
    <message>
        <location filename="../resources/lessons/ponzi.json"/>
        <source>Trading is over, so the start player marker moves on to Ada. As the new start player, Ada takes one card off the funding board.</source>
        <translation>El comercio ha terminado, así que el marcador de jugador inicial pasa a Ada. Como nueva jugadora inicial, Ada retira una tarjeta de fondo de la Junta de financiamiento.</translation>
    </message>
    <message>
        <location filename="../resources/lessons/ponzi.json"/>
        <source>The wheels turn</source>
        <translation>Las ruedas giran</translation>
    </message>
    <message>
        <location filename="../resources/lessons/ponzi.json"/>
        <source>The round is over, and every time wheel has turned one space: your $11 card is one step closer to the arrow. When a card reaches the arrow, you pay its interest.</source>
        <translation>La ronda ha terminado y todas las ruedas del tiempo han girado un espacio: tu tarjeta de 11 $ está un paso más cerca de la flecha. Cuando una tarjeta llega a la flecha, pagas su interés.</translation>
    </message>
    <message>
        <location filename="../resources/lessons/ponzi.json"/>
        <source>A second tile</source>
        <translation>Una segunda ficha</translation>
    </message>
    <message>
        <location filename="../resources/lessons/ponzi.json"/>
        <source>Your second Transportation tile is funded from row 2, where the cards are bigger: drag or click it, then the lit $41 card. More cash now means more interest later: $46 every 3 rounds.</source>
        <translation>Tu segunda ficha de Transporte se financia de la fila 2, donde las tarjetas valen más: arrástrala o haz clic en ella y luego en la tarjeta de fondo de 41 $ iluminada. Más dinero ahora significa más interés después: 46 $ cada 3 rondas.</translation>
    </message>
    <message>
        <location filename="../resources/lessons/ponzi.json"/>
        <source>Drag or click the lit Transportation tile, then the lit $41 card.</source>
        <translation>Arrastra o haz clic en la ficha de Transporte iluminada y luego en la tarjeta de fondo de 41 $ iluminada.</translation>
    </message>
    <message>
        <location filename="../resources/lessons/ponzi.json"/>
        <source>A secret offer</source>
        <translation>Una oferta secreta</translation>
    </message>
    <message>
        <location filename="../resources/lessons/ponzi.json"/>
        <source>Bruno has handed Ada a sealed envelope for one of Ada's Transportation tiles; only the two of them know the amount inside. Ada must either sell Bruno that tile, or pay Bruno the same amount and take one of Bruno's.</source>
        <translation>Bruno le ha dado a Ada un sobre cerrado por una de las fichas de Transporte de Ada; solo ellos dos conocen la cantidad que contiene. Ada debe venderle esa ficha a Bruno, o pagarle la misma cantidad y quedarse una de las de Bruno.</translation>
    </message>
    <message>
        <location filename="../resources/lessons/ponzi.json"/>
        <source>Make a secret offer</source>
        <translation>Haz una oferta secreta</translation>
    </message>
    <message>
        <location filename="../resources/lessons/ponzi.json"/>
        <source>To offer money for one of Bruno's tiles, drag or click your Transportation tile, then Bruno's area. The envelope opens with $23 already written in: click Seal and Hand Over.</source>
        <translation>Para ofrecer dinero por una de las fichas de Bruno, arrastra o haz clic en tu ficha de Transporte y luego en el área de Bruno. El sobre se abre con 23 $ ya escritos: haz clic en Cerrar y entregar.</translation>
    </message>
    <message>
        <location filename="../resources/lessons/ponzi.json"/>
        <source>Drag or click your lit Transportation tile, then Bruno's area, and hand over the envelope with $23.</source>
        <translation>Arrastra o haz clic en tu ficha de Transporte iluminada y luego en el área de Bruno, y entrégale el sobre con 23 $.</translation>
    </message>
    <message>
        <location filename="../resources/lessons/ponzi.json"/>
        <source>The envelope has $23 written on it: click Seal and Hand Over.</source>
        <translation>El sobre ya lleva escritos 23 $: haz clic en Cerrar y entregar.</translation>
    </message>
    <message>
        <location filename="../resources/lessons/ponzi.json"/>
        <source>Bruno sold</source>
        <translation>Bruno ha vendido</translation>
    </message>
    <message>
        <location filename="../resources/lessons/ponzi.json"/>
        <source>Bruno chose to sell: Bruno's Transportation tile is now yours, and your $23 now belongs to Bruno. With a counter-offer instead, Bruno would have paid you $23 and taken one of your Transportation tiles.</source>
        <translation>Bruno ha decidido vender: la ficha de Transporte de Bruno ahora es tuya, y tus 23 $ ahora son de Bruno. Con una contraoferta, Bruno te habría pagado 23 $ y se habría llevado una de tus fichas de Transporte.</translation>
    </message>
    <message>
        <location filename="../resources/lessons/ponzi.json"/>
        <source>Wait for an offer</source>
        <translation>Espera una oferta</translation>
    </message>
    <message>
        <location filename="../resources/lessons/ponzi.json"/>
        <source>Make no offer this round: click Pass. But keep an eye on Ada: an envelope is coming your way.</source>
        <translation>Esta ronda no hagas ninguna oferta: haz clic en Pasar. Pero no pierdas de vista a Ada: te llega un sobre.</translation>
    </message>
    <message>
        <location filename="../resources/lessons/ponzi.json"/>
        <source>An envelope for you</source>
        <translation>Un sobre para ti</translation>
    </message>
    <message>
        <location filename="../resources/lessons/ponzi.json"/>
        <source>Ada offers you $41 for one of your Transportation tiles. A counter-offer would cost you $41 and get you one of Ada's. Take the money: click Sold! in the envelope's window.</source>
        <translation>Ada te ofrece 41 $ por una de tus fichas de Transporte. Una contraoferta te costaría 41 $ y te daría una de las de Ada. Quédate el dinero: haz clic en ¡Vendido! en la ventana del sobre.</translation>
    </message>
    <message>
        <location filename="../resources/lessons/ponzi.json"/>
        <source>Not a counter-offer this time: click Sold! in the envelope's window.</source>
        <translation>Esta vez no hagas contraoferta: haz clic en ¡Vendido! en la ventana del sobre.</translation>
    </message>
    <message>
        <location filename="../resources/lessons/ponzi.json"/>
        <source>Take Ada's $41: click Sold!</source>
        <translation>Quédate los 41 $ de Ada: haz clic en ¡Vendido!</translation>
    </message>
    <message>
        <location filename="../resources/lessons/ponzi.json"/>
        <source>You hold the marker</source>
        <translation>Tienes el marcador</translation>
    </message>
    <message>
        <location filename="../resources/lessons/ponzi.json"/>
        <source>The marker has come to you, so you take one card off the funding board: drag or click the lit $64 card, then the discard pile. It is a bear card: when there are as many bears on the board as players, the market crashes.</source>
        <translation>El marcador ha llegado a ti, así que retiras una tarjeta de fondo de la Junta de financiamiento: arrastra o haz clic en la tarjeta de 64 $ iluminada y luego en la pila de descarte. Es una tarjeta de fondo «Oso»: cuando en la Junta hay tantos osos como jugadores, se produce una caída del mercado.</translation>
    </message>
    <message>
        <location filename="../resources/lessons/ponzi.json"/>
        <source>Drag or click the lit $64 card, then the discard pile.</source>
        <translation>Arrastra o haz clic en la tarjeta de fondo de 64 $ iluminada y luego en la pila de descarte.</translation>
    </message>
    <message>
        <location filename="../resources/lessons/ponzi.json"/>
        <source>Pass again</source>
        <translation>Pasa otra vez</translation>
    </message>
    <message>
        <location filename="../resources/lessons/ponzi.json"/>
        <source>No offer this round either: click Pass.</source>
        <translation>Esta ronda tampoco ofreces nada: haz clic en Pasar.</translation>
    </message>
    <message>
        <location filename="../resources/lessons/ponzi.json"/>
        <source>Interest falls due</source>
        <translation>Vence un interés</translation>
    </message>
    <message>
        <location filename="../resources/lessons/ponzi.json"/>
        <source>The wheels turned, and your $41 card reached the arrow: you paid its $46 interest out of your cash. The card goes round the wheel again and falls due in another 3 rounds.</source>
        <translation>Las ruedas han girado y tu tarjeta de 41 $ ha llegado a la flecha: has pagado sus 46 $ de interés con tu dinero. La tarjeta vuelve a recorrer la rueda y vencerá otra vez dentro de 3 rondas.</translation>
    </message>
    <message>
        <location filename="../resources/lessons/ponzi.json"/>
        <source>A third tile</source>
        <translation>Una tercera ficha</translation>
    </message>
    <message>
        <location filename="../resources/lessons/ponzi.json"/>
        <source>A third tile of the same industry is funded from row 3, which has the biggest cards: drag or click the lit Transportation tile, then the lit $62 card. You can never fund more than three tiles of one industry.</source>
        <translation>Una tercera ficha de la misma industria se financia de la fila 3, la de las tarjetas más altas: arrastra o haz clic en la ficha de Transporte iluminada y luego en la tarjeta de fondo de 62 $ iluminada. Nunca puedes financiar más de tres fichas de una industria.</translation>
    </message>
    <message>
        <location filename="../resources/lessons/ponzi.json"/>
        <source>Drag or click the lit Transportation tile, then the lit $62 card.</source>
        <translation>Arrastra o haz clic en la ficha de Transporte iluminada y luego en la tarjeta de fondo de 62 $ iluminada.</translation>
    </message>
    <message>
        <location filename="../resources/lessons/ponzi.json"/>
        <source>Bears on the board</source>
        <translation>Osos en la Junta</translation>
    </message>
    <message>
        <location filename="../resources/lessons/ponzi.json"/>
        <source>Click Pass. There are now three bear cards on the funding board, one for each player: a crash is coming.</source>
        <translation>Haz clic en Pasar. Ahora hay tres tarjetas de fondo «Oso» en la Junta de financiamiento, una por jugador: se avecina una caída del mercado.</translation>
    </message>
    <message>
        <location filename="../resources/lessons/ponzi.json"/>
        <source>The market crashes</source>
        <translation>Caída del mercado</translation>
    </message>
    <message>
        <location filename="../resources/lessons/ponzi.json"/>
        <source>With three bears on the funding board, one for each player, the market crashed: the bears and the discards were shuffled back into the deck, and the board was refilled. Bears drawn from now on wait for next round's check. Now everyone gives back one tile of the industry they hold the most of.</source>
        <translation>Con tres osos en la Junta de financiamiento, uno por jugador, se ha producido una caída del mercado: los osos y el descarte se han barajado de nuevo en la baraja, y la junta se ha vuelto a llenar. Los osos que salgan a partir de ahora esperan a la comprobación de la próxima ronda. Ahora cada uno devuelve una ficha de la industria de la que más tiene.</translation>
    </message>
    <message>
        <location filename="../resources/lessons/ponzi.json"/>
        <source>Give back a tile</source>
        <translation>Devuelve una ficha</translation>
    </message>
    <message>
        <location filename="../resources/lessons/ponzi.json"/>
        <source>Transportation is your biggest industry: drag or click one of its tiles, then the Transportation pile in the industry supply.</source>
        <translation>Transporte es tu industria más grande: arrastra o haz clic en una de sus fichas y luego en el montón de Transporte de la reserva de industrias.</translation>
    </message>
    <message>
        <location filename="../resources/lessons/ponzi.json"/>
        <source>Drag or click the lit Transportation tile, then the lit supply pile.</source>
        <translation>Arrastra o haz clic en la ficha de Transporte iluminada y luego en la reserva iluminada.</translation>
    </message>
    <message>
        <location filename="../resources/lessons/ponzi.json"/>
        <source>How the game ends</source>
        <translation>Cómo termina la partida</translation>
    </message>
    <message>
        <location filename="../resources/lessons/ponzi.json"/>
        <source>After a crash, every wheel turns two spaces, and each player pays all the interest due at once (the lit lines). Anyone who cannot pay goes bankrupt and the game ends: the other players score their tiles and cash, and whoever has the most points wins.</source>
        <translation>Tras una caída, todas las ruedas giran dos espacios, y cada jugador paga de una vez todo el interés que vence (las líneas iluminadas). Quien no pueda pagar queda en quiebra y la partida termina: los demás jugadores puntúan sus fichas y su dinero, y gana quien más puntos tenga.</translation>
    </message>
    <message>
        <source>You raise cash by funding schemes, pay their interest with newer money, and trade industry tiles in secret. When someone cannot pay, the game ends: of the others, whoever scores most for tiles and cash wins.</source>
        <translation type="vanished">Consigues dinero financiando negocios, pagas sus intereses con dinero más nuevo y comercias en secreto con fichas de industria. Cuando alguien no puede pagar, la partida termina: entre los demás, gana quien más puntos sume por fichas y dinero.</translation>
    </message>
    <message>
        <source>Drag or click the lit Transportation tile, then the lit $11 card: the bank pays you $11 at once. The card goes on your time wheel, and every 5 rounds you owe its $10 interest.</source>
        <translation type="vanished">Arrastra o haz clic en la ficha de Transporte iluminada y luego en la tarjeta de fondo de 11 $ iluminada: el banco te paga 11 $ en el acto. La tarjeta va a tu rueda del tiempo, y cada 5 rondas debes pagar sus 10 $ de interés.</translation>
    </message>
    <message>
        <source>Trading is over, so the start player marker moves on to Ada. As the new start player, they take one card off the funding board.</source>
        <translation type="vanished">El comercio ha terminado, así que el marcador de jugador inicial pasa a Ada. Como nueva jugadora inicial, retira una tarjeta de fondo de la Junta de financiamiento.</translation>
    </message>
    <message>
        <source>The round ended and every time wheel turned one space: your $11 card is a step nearer the arrow. When a card reaches the arrow, you pay its interest.</source>
        <translation type="vanished">La ronda ha terminado y todas las ruedas del tiempo han girado un espacio: tu tarjeta de 11 $ está un paso más cerca de la flecha. Cuando una tarjeta llega a la flecha, pagas su interés.</translation>
    </message>
    <message>
        <source>Your second Transportation tile funds from row 2, where the cards are bigger: drag or click it, then the lit $41 card. More cash now means more interest later: $46 every 3 rounds.</source>
        <translation type="vanished">Tu segunda ficha de Transporte financia de la fila 2, donde las tarjetas valen más: arrástrala o haz clic en ella y luego en la tarjeta de fondo de 41 $ iluminada. Más dinero ahora es más interés después: 46 $ cada 3 rondas.</translation>
    </message>
    <message>
        <source>Bruno handed Ada an envelope for one of Ada's Transportation tiles; only the two of them know the amount. Ada must sell Bruno the tile, or pay Bruno the same amount and take one of Bruno's.</source>
        <translation type="vanished">Bruno le ha dado a Ada un sobre por una de sus fichas de Transporte; solo ellos dos conocen la cantidad. Ella debe venderle la ficha, o pagarle la misma cantidad y quedarse una de las suyas.</translation>
    </message>
    <message>
        <source>Drag or click your Transportation tile, then Bruno's area, to offer money for one of Bruno's. The envelope opens with $23 written on it: click Seal and Hand Over.</source>
        <translation type="vanished">Arrastra o haz clic en tu ficha de Transporte y luego en el área de Bruno para ofrecerle dinero por una de las suyas. Se abre el sobre con 23 $ escritos: haz clic en Cerrar y entregar.</translation>
    </message>
    <message>
        <source>Bruno chose to sell: Bruno's Transportation tile is yours now, and your $23 is Bruno's. Had Bruno made a counter-offer, they would have paid you $23 and taken one of your Transportation tiles.</source>
        <translation type="vanished">Bruno ha decidido vender: su ficha de Transporte ahora es tuya, y tus 23 $ son suyos. Con una contraoferta, él te habría pagado 23 $ y se habría llevado una de tus fichas de Transporte.</translation>
    </message>
    <message>
        <source>No offer from you this round: click Pass. Watch Ada, though: an envelope is coming your way.</source>
        <translation type="vanished">Esta ronda no ofreces nada: haz clic en Pasar. Pero fíjate en Ada: te llega un sobre.</translation>
    </message>
    <message>
        <source>Ada offers you $41 for one of your Transportation tiles; a counter-offer would cost you $41 and win you one of Ada's. Take the money: click Sold! in the envelope's window.</source>
        <translation type="vanished">Ada te ofrece 41 $ por una de tus fichas de Transporte; una contraoferta te costaría 41 $ y te daría una de las suyas. Quédate el dinero: haz clic en ¡Vendido! en la ventana del sobre.</translation>
    </message>
    <message>
        <source>The marker came to you, so you take one card off the funding board: drag or click the lit $64 card, then the discard pile. It is a bear card: when as many bears as players lie on the board, the market crashes.</source>
        <translation type="vanished">El marcador ha llegado a ti, así que retiras una tarjeta de fondo de la Junta de financiamiento: arrastra o haz clic en la tarjeta de 64 $ iluminada y luego en la pila de descarte. Es una tarjeta de fondo «Oso»: cuando en la Junta hay tantos osos como jugadores, se produce una caída del mercado.</translation>
    </message>
    <message>
        <source>The wheels turned and your $41 card reached the arrow: you paid its $46 interest from your cash. It goes back round the wheel and falls due again in 3 rounds.</source>
        <translation type="vanished">Las ruedas han girado y tu tarjeta de 41 $ ha llegado a la flecha: has pagado sus 46 $ de interés con tu dinero. Vuelve atrás en la rueda y vencerá de nuevo dentro de 3 rondas.</translation>
    </message>
    <message>
        <source>A third tile of one industry funds from row 3, the biggest cards: drag or click the lit Transportation tile, then the lit $62 card. Funding never takes you past three tiles of one industry.</source>
        <translation type="vanished">La tercera ficha de una industria financia de la fila 3, la de las tarjetas más altas: arrastra o haz clic en la ficha de Transporte iluminada y luego en la tarjeta de fondo de 62 $ iluminada. Financiando nunca pasas de tres fichas de una industria.</translation>
    </message>
    <message>
        <source>Click Pass. Three bear cards are on the funding board now, as many as players: a crash is coming.</source>
        <translation type="vanished">Haz clic en Pasar. Ahora hay tres tarjetas de fondo «Oso» en la Junta de financiamiento, tantas como jugadores: se avecina una caída del mercado.</translation>
    </message>
    <message>
        <source>Three bears on the funding board, as many as players, crashed the market: they were shuffled back into the deck with the discards, and the board was filled again. Bears that come out now wait for next round's check. Everyone gives back one tile of the industry they hold most of.</source>
        <translation type="vanished">Tres osos en la Junta de financiamiento, tantos como jugadores, han provocado una caída del mercado: se han barajado de nuevo en la baraja con el descarte, y la junta se ha vuelto a llenar. Los osos que salen ahora esperan a la comprobación de la próxima ronda. Cada uno devuelve una ficha de la industria de la que más tiene.</translation>
    </message>
    <message>
        <source>Transportation is your biggest industry: drag or click one of its tiles, then the Transportation pile of the industry supply.</source>
        <translation type="vanished">Transporte es tu industria más grande: arrastra o haz clic en una de sus fichas y luego en el montón de Transporte de la reserva de industrias.</translation>
    </message>
    <message>
        <source>After a crash every wheel turns two spaces, and each player pays all the interest due at once (the lit lines). Whoever cannot pay goes bankrupt and the game ends: the others score their tiles and cash, and the most points win.</source>
        <translation type="vanished">Tras una caída todas las ruedas giran dos espacios, y cada jugador paga de una vez todo el interés que vence (las líneas iluminadas). Quien no puede pagar queda en quiebra y la partida termina: los demás puntúan sus fichas y su dinero, y gana quien más puntos tenga.</translation>
    </message>
    <message>
        <source>Drag the lit Transportation tile onto the lit $11 card: the bank pays you $11 at once. The card goes on your time wheel, and every 5 rounds you owe its $10 interest.</source>
        <translation type="vanished">Arrastra la ficha de Transporte iluminada sobre la tarjeta de fondo de 11 $ iluminada: el banco te paga 11 $ en el acto. La tarjeta va a tu rueda del tiempo, y cada 5 rondas debes pagar sus 10 $ de interés.</translation>
    </message>
    <message>
        <source>Not that one: drag the lit Transportation tile onto the lit $11 card.</source>
        <translation type="vanished">Esa no: arrastra la ficha de Transporte iluminada sobre la tarjeta de fondo de 11 $ iluminada.</translation>
    </message>
    <message>
        <source>Your second Transportation tile funds from row 2, where the cards are bigger: drag it onto the lit $41 card. More cash now means more interest later: $46 every 3 rounds.</source>
        <translation type="vanished">Tu segunda ficha de Transporte financia de la fila 2, donde las tarjetas valen más: arrástrala sobre la tarjeta de fondo de 41 $ iluminada. Más dinero ahora es más interés después: 46 $ cada 3 rondas.</translation>
    </message>
    <message>
        <source>Drag the lit Transportation tile onto the lit $41 card.</source>
        <translation type="vanished">Arrastra la ficha de Transporte iluminada sobre la tarjeta de fondo de 41 $ iluminada.</translation>
    </message>
    <message>
        <source>Drag your Transportation tile onto Bruno's area to offer money for one of Bruno's. The envelope opens with $23 written on it: click Seal and Hand Over.</source>
        <translation type="vanished">Arrastra tu ficha de Transporte al área de Bruno para ofrecerle dinero por una de las suyas. Se abre el sobre con 23 $ escritos: haz clic en Cerrar y entregar.</translation>
    </message>
    <message>
        <source>Drag your lit Transportation tile onto Bruno's area and hand over the envelope with $23.</source>
        <translation type="vanished">Arrastra tu ficha de Transporte iluminada al área de Bruno y entrégale el sobre con 23 $.</translation>
    </message>
    <message>
        <source>The marker came to you, so you take one card off the funding board: drag the lit $64 card onto the discard pile. It is a bear card: when as many bears as players lie on the board, the market crashes.</source>
        <translation type="vanished">El marcador ha llegado a ti, así que retiras una tarjeta de fondo de la Junta de financiamiento: arrastra la tarjeta de 64 $ iluminada a la pila de descarte. Es una tarjeta de fondo «Oso»: cuando en la Junta hay tantos osos como jugadores, se produce una caída del mercado.</translation>
    </message>
    <message>
        <source>Drag the lit $64 card onto the discard pile.</source>
        <translation type="vanished">Arrastra la tarjeta de fondo de 64 $ iluminada a la pila de descarte.</translation>
    </message>
    <message>
        <source>A third tile of one industry funds from row 3, the biggest cards: drag the lit Transportation tile onto the lit $62 card. Funding never takes you past three tiles of one industry.</source>
        <translation type="vanished">La tercera ficha de una industria financia de la fila 3, la de las tarjetas más altas: arrastra la ficha de Transporte iluminada sobre la tarjeta de fondo de 62 $ iluminada. Financiando nunca pasas de tres fichas de una industria.</translation>
    </message>
    <message>
        <source>Drag the lit Transportation tile onto the lit $62 card.</source>
        <translation type="vanished">Arrastra la ficha de Transporte iluminada sobre la tarjeta de fondo de 62 $ iluminada.</translation>
    </message>
    <message>
        <source>Transportation is your biggest industry: drag one of its tiles back onto the Transportation pile of the industry supply.</source>
        <translation type="vanished">Transporte es tu industria más grande: arrastra una de sus fichas de vuelta al montón de Transporte de la reserva de industrias.</translation>
    </message>
    <message>
        <source>Drag the lit Transportation tile onto the lit supply pile.</source>
        <translation type="vanished">Arrastra la ficha de Transporte iluminada a la reserva iluminada.</translation>
    </message>
    <message>
        <source>Ada offers you $41 for one of your Transportation tiles; a counter-offer would cost you $41 and win you hers. Take the money: click Sold! in the envelope's window.</source>
        <translation type="vanished">Ada te ofrece 41 $ por una de tus fichas de Transporte; una contraoferta te costaría 41 $ y te daría una de las suyas. Quédate el dinero: haz clic en ¡Vendido! en la ventana del sobre.</translation>
    </message>
    <message>
        <source>Trading is over, so the start player marker moves on to Ada. As the new start player, she takes one card off the funding board.</source>
        <translation type="vanished">El comercio ha terminado, así que el marcador de jugador inicial pasa a Ada. Como nueva jugadora inicial, retira una tarjeta de fondo de la Junta de financiamiento.</translation>
    </message>
    <message>
        <source>Bruno handed Ada an envelope for one of her Transportation tiles; only the two of them know the amount. She must sell him the tile, or pay him the same amount and take one of his.</source>
        <translation type="vanished">Bruno le ha dado a Ada un sobre por una de sus fichas de Transporte; solo ellos dos conocen la cantidad. Ella debe venderle la ficha, o pagarle la misma cantidad y quedarse una de las suyas.</translation>
    </message>
    <message>
        <source>Drag your Transportation tile onto Bruno's area to offer money for one of his. The envelope opens with $23 written on it: click Seal and Hand Over.</source>
        <translation type="vanished">Arrastra tu ficha de Transporte al área de Bruno para ofrecerle dinero por una de las suyas. Se abre el sobre con 23 $ escritos: haz clic en Cerrar y entregar.</translation>
    </message>
    <message>
        <source>Bruno chose to sell: his Transportation tile is yours now, and your $23 is his. Had he made a counter-offer, he would have paid you $23 and taken one of your Transportation tiles.</source>
        <translation type="vanished">Bruno ha decidido vender: su ficha de Transporte ahora es tuya, y tus 23 $ son suyos. Con una contraoferta, él te habría pagado 23 $ y se habría llevado una de tus fichas de Transporte.</translation>
    </message>
    <message>
        <source>Secret trading</source>
        <translation type="vanished">Comercio clandestino</translation>
    </message>
    <message>
        <source>Click Sold! in the envelope's window.</source>
        <translation type="vanished">Haz clic en ¡Vendido! en la ventana del sobre.</translation>
    </message>
    <message>
        <source>Transportation is your biggest industry: drag one of its tiles back onto the industry supply.</source>
        <translation type="vanished">Transporte es tu industria más grande: arrastra una de sus fichas de vuelta a la reserva de industrias.</translation>
    </message>
    <message>
        <source>Three bears on the funding board, as many as players, crashed the market: they went back into the deck, and the bears that came out now wait for the next round. Everyone gives back one tile of the industry they hold most of.</source>
        <translation type="vanished">Tres osos en la Junta de financiamiento, tantos como jugadores, han provocado una caída del mercado: han vuelto a la baraja, y los osos que acaban de salir esperan a la próxima ronda. Cada uno devuelve una ficha de la industria de la que más tiene.</translation>
    </message>
</context>
<context>
    <name>segments</name>
    <message>
        <source>%1: %2</source>
        <translation type="vanished">%1: %2</translation>
    </message>
</context>
<context>
    <name>et</name>
    <message>
        <source>Player</source>
        <translation type="vanished">Jugador</translation>
    </message>
    <message>
        <source>Total</source>
        <translation type="vanished">Total</translation>
    </message>
    <message>
        <source>Bankrupt: not scored</source>
        <translation type="vanished">En quiebra: no puntúa</translation>
    </message>
</context>
<context>
    <name>ScoreGrid</name>
    <message>
        <source>Player</source>
        <translation type="vanished">Jugador</translation>
    </message>
    <message>
        <source>Total</source>
        <translation type="vanished">Total</translation>
    </message>
    <message>
        <source>Bankrupt: not scored</source>
        <translation type="vanished">En quiebra: no puntúa</translation>
    </message>
    <message>
        <source>Luxuries</source>
        <translation type="vanished">Lujos</translation>
    </message>
    <message>
        <source>Cash</source>
        <translation type="vanished">Efectivo</translation>
    </message>
    <message>
        <source>Highest card</source>
        <translation type="vanished">Tarjeta más alta</translation>
    </message>
    <message>
        <source>breaks a tie</source>
        <translation type="vanished">desempata</translation>
    </message>
    <message numerus="yes">
        <source>%n tile(s)</source>
        <translation type="vanished">
            <numerusform>%n ficha</numerusform>
            <numerusform>%n fichas</numerusform>
        </translation>
    </message>
    <message>
        <source>hidden</source>
        <translation type="vanished">oculto</translation>
    </message>
</context>
<context>
    <name>PonziRules</name>
    <message>
        <source>Rules: %1 (F1)</source>
        <translation type="vanished">Reglas: %1 (F1)</translation>
    </message>
</context>
</TS>
