<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="en" sourcelanguage="en">
<context>
    <name>AntiMonopolyEndTable</name>
    <message numerus="yes">
        <location filename="../ponzi_desktop/ui/anti_monopoly/end_table.py"/>
        <source>%n properties earning</source>
        <translation>
            <numerusform>%n property earning</numerusform>
            <numerusform>%n properties earning</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../ponzi_desktop/ui/anti_monopoly/end_table.py"/>
        <source>%n houses</source>
        <translation>
            <numerusform>%n house</numerusform>
            <numerusform>%n houses</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../ponzi_desktop/ui/anti_monopoly/end_table.py"/>
        <source>%n apartments</source>
        <translation>
            <numerusform>%n apartment</numerusform>
            <numerusform>%n apartments</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>AntiMonopolyLog</name>
    <message numerus="yes">
        <location filename="../ponzi_desktop/ui/anti_monopoly/narration.py"/>
        <source>You collect no rent for your next %n turn(s), in Prison or out</source>
        <translation>
            <numerusform>You collect no rent for your next %n turn, in Prison or out</numerusform>
            <numerusform>You collect no rent for your next %n turns, in Prison or out</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../ponzi_desktop/ui/anti_monopoly/narration.py"/>
        <source>%1 collects no rent for their next %n turn(s), in Prison or out</source>
        <translation>
            <numerusform>%1 collects no rent for their next %n turn, in Prison or out</numerusform>
            <numerusform>%1 collects no rent for their next %n turns, in Prison or out</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../ponzi_desktop/ui/anti_monopoly/narration_deals.py"/>
        <source>You collect %1 in rent for %n property(-ies)</source>
        <translation>
            <numerusform>You collect %1 in rent for %n property</numerusform>
            <numerusform>You collect %1 in rent for %n properties</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../ponzi_desktop/ui/anti_monopoly/narration_deals.py"/>
        <source>%1 collects %2 in rent for %n property(-ies)</source>
        <translation>
            <numerusform>%1 collects %2 in rent for %n property</numerusform>
            <numerusform>%1 collects %2 in rent for %n properties</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../ponzi_desktop/ui/anti_monopoly/narration_deals.py"/>
        <source>You pay no rent for %1: %2's card stops their rents for %n more turn(s)</source>
        <translation>
            <numerusform>You pay no rent for %1: %2's card stops their rents for %n more turn</numerusform>
            <numerusform>You pay no rent for %1: %2's card stops their rents for %n more turns</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../ponzi_desktop/ui/anti_monopoly/narration_deals.py"/>
        <source>%1 pays you no rent for %2: your card stops your rents for %n more turn(s)</source>
        <translation>
            <numerusform>%1 pays you no rent for %2: your card stops your rents for %n more turn</numerusform>
            <numerusform>%1 pays you no rent for %2: your card stops your rents for %n more turns</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../ponzi_desktop/ui/anti_monopoly/narration_deals.py"/>
        <source>%1 pays no rent for %2: %3's card stops their rents for %n more turn(s)</source>
        <translation>
            <numerusform>%1 pays no rent for %2: %3's card stops their rents for %n more turn</numerusform>
            <numerusform>%1 pays no rent for %2: %3's card stops their rents for %n more turns</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../ponzi_desktop/ui/anti_monopoly/narration_deals.py"/>
        <source>You go bankrupt: %1 takes your %2 and your %n property(-ies)</source>
        <translation>
            <numerusform>You go bankrupt: %1 takes your %2 and your %n property</numerusform>
            <numerusform>You go bankrupt: %1 takes your %2 and your %n properties</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../ponzi_desktop/ui/anti_monopoly/narration_deals.py"/>
        <source>%1 goes bankrupt: you take their %2 and their %n property(-ies)</source>
        <translation>
            <numerusform>%1 goes bankrupt: you take their %2 and their %n property</numerusform>
            <numerusform>%1 goes bankrupt: you take their %2 and their %n properties</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../ponzi_desktop/ui/anti_monopoly/narration_deals.py"/>
        <source>%1 goes bankrupt: %2 takes their %3 and their %n property(-ies)</source>
        <translation>
            <numerusform>%1 goes bankrupt: %2 takes their %3 and their %n property</numerusform>
            <numerusform>%1 goes bankrupt: %2 takes their %3 and their %n properties</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../ponzi_desktop/ui/anti_monopoly/narration_treasury.py"/>
        <source>%n houses and an apartment on %1</source>
        <translation>
            <numerusform>%n house and an apartment on %1</numerusform>
            <numerusform>%n houses and an apartment on %1</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../ponzi_desktop/ui/anti_monopoly/narration_treasury.py"/>
        <source>%n houses on %1</source>
        <translation>
            <numerusform>%n house on %1</numerusform>
            <numerusform>%n houses on %1</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../ponzi_desktop/ui/anti_monopoly/narration_treasury.py"/>
        <source>%n buildings on %1</source>
        <translation>
            <numerusform>%n building on %1</numerusform>
            <numerusform>%n buildings on %1</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../ponzi_desktop/ui/anti_monopoly/narration.py"/>
        <source>A new game for %n player(s)</source>
        <translation>
            <numerusform>A new game for %n player</numerusform>
            <numerusform>A new game for %n players</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>You collected %1 in rent for %n property(-ies)</source>
        <translation type="vanished">
            <numerusform>You collected %1 in rent for %n property</numerusform>
            <numerusform>You collected %1 in rent for %n properties</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 collected %2 in rent for %n property(-ies)</source>
        <translation type="vanished">
            <numerusform>%1 collected %2 in rent for %n property</numerusform>
            <numerusform>%1 collected %2 in rent for %n properties</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>You paid no rent for %1: %2's card stops their rents for %n more turn(s)</source>
        <translation type="vanished">
            <numerusform>You paid no rent for %1: %2's card stops their rents for %n more turn</numerusform>
            <numerusform>You paid no rent for %1: %2's card stops their rents for %n more turns</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 paid you no rent for %2: your card stops your rents for %n more turn(s)</source>
        <translation type="vanished">
            <numerusform>%1 paid you no rent for %2: your card stops your rents for %n more turn</numerusform>
            <numerusform>%1 paid you no rent for %2: your card stops your rents for %n more turns</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 paid no rent for %2: %3's card stops their rents for %n more turn(s)</source>
        <translation type="vanished">
            <numerusform>%1 paid no rent for %2: %3's card stops their rents for %n more turn</numerusform>
            <numerusform>%1 paid no rent for %2: %3's card stops their rents for %n more turns</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>You went bankrupt: %1 took your %2 and your %n property(-ies)</source>
        <translation type="vanished">
            <numerusform>You went bankrupt: %1 took your %2 and your %n property</numerusform>
            <numerusform>You went bankrupt: %1 took your %2 and your %n properties</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 went bankrupt: you took their %2 and their %n property(-ies)</source>
        <translation type="vanished">
            <numerusform>%1 went bankrupt: you took their %2 and their %n property</numerusform>
            <numerusform>%1 went bankrupt: you took their %2 and their %n properties</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 went bankrupt: %2 took their %3 and their %n property(-ies)</source>
        <translation type="vanished">
            <numerusform>%1 went bankrupt: %2 took their %3 and their %n property</numerusform>
            <numerusform>%1 went bankrupt: %2 took their %3 and their %n properties</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>AntiMonopolyMoves</name>
    <message numerus="yes">
        <location filename="../ponzi_desktop/ui/anti_monopoly/moves.py"/>
        <source>A turn allows %n dealing(s) with the Treasury: you have made them all.</source>
        <translation>
            <numerusform>A turn allows %n dealing with the Treasury: you have made it.</numerusform>
            <numerusform>A turn allows %n dealings with the Treasury: you have made them all.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../ponzi_desktop/ui/anti_monopoly/moves.py"/>
        <source>A turn allows %n trade offer(s): you have made them all.</source>
        <translation>
            <numerusform>A turn allows %n trade offer: you have made it.</numerusform>
            <numerusform>A turn allows %n trade offers: you have made them all.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>AntiMonopolyRules</name>
    <message numerus="yes">
        <location filename="../ponzi_desktop/ui/anti_monopoly/settings_form.py"/>
        <source>%n Competitor(s)</source>
        <translation>
            <numerusform>%n Competitor</numerusform>
            <numerusform>%n Competitors</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../ponzi_desktop/ui/anti_monopoly/settings_form.py"/>
        <source>%n Monopolist(s)</source>
        <translation>
            <numerusform>%n Monopolist</numerusform>
            <numerusform>%n Monopolists</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>AntiMonopolyTable</name>
    <message numerus="yes">
        <location filename="../ponzi_desktop/ui/anti_monopoly/pieces.py"/>
        <source>%n card(s) in this deck; a card drawn goes back under it.</source>
        <translation>
            <numerusform>%n card in this deck; a card drawn goes back under it.</numerusform>
            <numerusform>%n cards in this deck; a card drawn goes back under it.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../ponzi_desktop/ui/anti_monopoly/seats.py"/>
        <source>no rent for %n more turn(s)</source>
        <translation>
            <numerusform>no rent for %n more turn</numerusform>
            <numerusform>no rent for %n more turns</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../ponzi_desktop/ui/anti_monopoly/seat_deeds.py"/>
        <source>%n house(s)</source>
        <translation>
            <numerusform>%n house</numerusform>
            <numerusform>%n houses</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>AntiMonopolyTrade</name>
    <message numerus="yes">
        <location filename="../ponzi_desktop/ui/anti_monopoly/trade_parts.py"/>
        <source>%n more deed(s)</source>
        <translation>
            <numerusform>%n more deed</numerusform>
            <numerusform>%n more deeds</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../ponzi_desktop/ui/anti_monopoly/trade_parts.py"/>
        <source>Rent for %1 now: none (a card: no rent for %n more turn(s)).</source>
        <translation>
            <numerusform>Rent for %1 now: none (a card: no rent for %n more turn).</numerusform>
            <numerusform>Rent for %1 now: none (a card: no rent for %n more turns).</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>BlackFridayActionPanel</name>
    <message numerus="yes">
        <location filename="../ponzi_desktop/ui/black_friday/action_panel.py"/>
        <source>%1 share onto the gold track: up to %n bar(s) at %2 each</source>
        <translation>
            <numerusform>%1 share onto the gold track: up to %n bar at %2 each</numerusform>
            <numerusform>%1 share onto the gold track: up to %n bars at %2 each</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>BlackFridayLog</name>
    <message numerus="yes">
        <location filename="../ponzi_desktop/ui/black_friday/narration.py"/>
        <source>A new game for %n player(s) and the automated broker</source>
        <translation>
            <numerusform>A new game for %n player and the automated broker</numerusform>
            <numerusform>A new game for %n players and the automated broker</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../ponzi_desktop/ui/black_friday/narration.py"/>
        <source>A new game for %n player(s)</source>
        <translation>
            <numerusform>A new game for %n player</numerusform>
            <numerusform>A new game for %n players</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../ponzi_desktop/ui/black_friday/narration.py"/>
        <source>%1 draws %n share(s) from the bag</source>
        <translation>
            <numerusform>%1 draws %n share from the bag</numerusform>
            <numerusform>%1 draws %n shares from the bag</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../ponzi_desktop/ui/black_friday/narration.py"/>
        <source>You buy %n %1 share(s) for %2</source>
        <translation>
            <numerusform>You buy %n %1 share for %2</numerusform>
            <numerusform>You buy %n %1 shares for %2</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../ponzi_desktop/ui/black_friday/narration.py"/>
        <source>The broker buys %n %1 share(s) for %2</source>
        <translation>
            <numerusform>The broker buys %n %1 share for %2</numerusform>
            <numerusform>The broker buys %n %1 shares for %2</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../ponzi_desktop/ui/black_friday/narration.py"/>
        <source>%1 buys %n %2 share(s) for %3</source>
        <translation>
            <numerusform>%1 buys %n %2 share for %3</numerusform>
            <numerusform>%1 buys %n %2 shares for %3</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../ponzi_desktop/ui/black_friday/narration.py"/>
        <source>You sell %n %1 share(s) for %2</source>
        <translation>
            <numerusform>You sell %n %1 share for %2</numerusform>
            <numerusform>You sell %n %1 shares for %2</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../ponzi_desktop/ui/black_friday/narration.py"/>
        <source>The broker sells %n %1 share(s) for %2</source>
        <translation>
            <numerusform>The broker sells %n %1 share for %2</numerusform>
            <numerusform>The broker sells %n %1 shares for %2</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../ponzi_desktop/ui/black_friday/narration.py"/>
        <source>%1 sells %n %2 share(s) for %3</source>
        <translation>
            <numerusform>%1 sells %n %2 share for %3</numerusform>
            <numerusform>%1 sells %n %2 shares for %3</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../ponzi_desktop/ui/black_friday/narration.py"/>
        <source>You buy %n gold bar(s) for %1</source>
        <translation>
            <numerusform>You buy %n gold bar for %1</numerusform>
            <numerusform>You buy %n gold bars for %1</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../ponzi_desktop/ui/black_friday/narration.py"/>
        <source>The broker buys %n gold bar(s) for %1</source>
        <translation>
            <numerusform>The broker buys %n gold bar for %1</numerusform>
            <numerusform>The broker buys %n gold bars for %1</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../ponzi_desktop/ui/black_friday/narration.py"/>
        <source>%1 buys %n gold bar(s) for %2</source>
        <translation>
            <numerusform>%1 buys %n gold bar for %2</numerusform>
            <numerusform>%1 buys %n gold bars for %2</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../ponzi_desktop/ui/black_friday/narration.py"/>
        <source>You move a %1 share from sale row %2 to the market (%n taken from the row so far)</source>
        <translation>
            <numerusform>You move a %1 share from sale row %2 to the market (%n taken from the row so far)</numerusform>
            <numerusform>You move a %1 share from sale row %2 to the market (%n taken from the row so far)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../ponzi_desktop/ui/black_friday/narration.py"/>
        <source>The broker moves a %1 share from sale row %2 to the market (%n taken from the row so far)</source>
        <translation>
            <numerusform>The broker moves a %1 share from sale row %2 to the market (%n taken from the row so far)</numerusform>
            <numerusform>The broker moves a %1 share from sale row %2 to the market (%n taken from the row so far)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../ponzi_desktop/ui/black_friday/narration.py"/>
        <source>%1 moves a %2 share from sale row %3 to the market (%n taken from the row so far)</source>
        <translation>
            <numerusform>%1 moves a %2 share from sale row %3 to the market (%n taken from the row so far)</numerusform>
            <numerusform>%1 moves a %2 share from sale row %3 to the market (%n taken from the row so far)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../ponzi_desktop/ui/black_friday/narration.py"/>
        <source>%n share(s) drawn from the bag: %1</source>
        <translation>
            <numerusform>%n share drawn from the bag: %1</numerusform>
            <numerusform>%n shares drawn from the bag: %1</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../ponzi_desktop/ui/black_friday/narration.py"/>
        <source>%n share(s) are drawn from the bag and added to the %1 of each colour already in the market: %2</source>
        <translation>
            <numerusform>%n share is drawn from the bag and added to the %1 of each colour already in the market: %2</numerusform>
            <numerusform>%n shares are drawn from the bag and added to the %1 of each colour already in the market: %2</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../ponzi_desktop/ui/black_friday/narration.py"/>
        <source>%n share(s) are drawn from the bag into the market: %1</source>
        <translation>
            <numerusform>%n share is drawn from the bag into the market: %1</numerusform>
            <numerusform>%n shares are drawn from the bag into the market: %1</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../ponzi_desktop/ui/black_friday/narration.py"/>
        <source>You draw %n share(s) from the bag: %1</source>
        <translation>
            <numerusform>You draw %n share from the bag: %1</numerusform>
            <numerusform>You draw %n shares from the bag: %1</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../ponzi_desktop/ui/black_friday/narration.py"/>
        <source>The broker draws %n share(s) from the bag: %1</source>
        <translation>
            <numerusform>The broker draws %n share from the bag: %1</numerusform>
            <numerusform>The broker draws %n shares from the bag: %1</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../ponzi_desktop/ui/black_friday/narration.py"/>
        <source>%1 draws %n share(s) from the bag: %2</source>
        <translation>
            <numerusform>%1 draws %n share from the bag: %2</numerusform>
            <numerusform>%1 draws %n shares from the bag: %2</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../ponzi_desktop/ui/black_friday/narration.py"/>
        <source>%n black share(s) go to the bank: every colour counts that many fewer</source>
        <translation>
            <numerusform>%n black share goes to the bank: every colour counts that many fewer</numerusform>
            <numerusform>%n black shares go to the bank: every colour counts that many fewer</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../ponzi_desktop/ui/black_friday/narration.py"/>
        <source>The shares left in sale row %1 go into the bag, with %n black share(s)</source>
        <translation>
            <numerusform>The shares left in sale row %1 go into the bag, with %n black share</numerusform>
            <numerusform>The shares left in sale row %1 go into the bag, with %n black shares</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>BlackFridayMoves</name>
    <message numerus="yes">
        <location filename="../ponzi_desktop/ui/black_friday/moves.py"/>
        <source>Level %1 allows %n share(s) an action. Buying one more %2 share uses your bonus tile, which works once a game.</source>
        <translation>
            <numerusform>Level %1 allows %n share an action. Buying one more %2 share uses your bonus tile, which works once a game.</numerusform>
            <numerusform>Level %1 allows %n shares an action. Buying one more %2 share uses your bonus tile, which works once a game.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../ponzi_desktop/ui/black_friday/moves.py"/>
        <source>Level %1 allows %n share(s) an action. Selling one more %2 share uses your bonus tile, which works once a game.</source>
        <translation>
            <numerusform>Level %1 allows %n share an action. Selling one more %2 share uses your bonus tile, which works once a game.</numerusform>
            <numerusform>Level %1 allows %n shares an action. Selling one more %2 share uses your bonus tile, which works once a game.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../ponzi_desktop/ui/black_friday/moves.py"/>
        <source>Level %1 allows %n gold bar(s) an action. Buying one more uses your bonus tile, which works once a game.</source>
        <translation>
            <numerusform>Level %1 allows %n gold bar an action. Buying one more uses your bonus tile, which works once a game.</numerusform>
            <numerusform>Level %1 allows %n gold bars an action. Buying one more uses your bonus tile, which works once a game.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../ponzi_desktop/ui/black_friday/moves.py"/>
        <source>At level %1 an action buys at most %n share(s).</source>
        <translation>
            <numerusform>At level %1 an action buys at most %n share.</numerusform>
            <numerusform>At level %1 an action buys at most %n shares.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../ponzi_desktop/ui/black_friday/moves.py"/>
        <source>At level %1 an action sells at most %n share(s).</source>
        <translation>
            <numerusform>At level %1 an action sells at most %n share.</numerusform>
            <numerusform>At level %1 an action sells at most %n shares.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>BlackFridayTable</name>
    <message numerus="yes">
        <location filename="../ponzi_desktop/ui/black_friday/event_steps.py"/>
        <source>Drawn from the bag: %n share(s)</source>
        <translation>
            <numerusform>Drawn from the bag: %n share</numerusform>
            <numerusform>Drawn from the bag: %n shares</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../ponzi_desktop/ui/black_friday/pieces.py"/>
        <source>%n space(s) left: the price change comes when the last is filled.</source>
        <translation>
            <numerusform>%n space left: the price change comes when the last is filled.</numerusform>
            <numerusform>%n spaces left: the price change comes when the last is filled.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../ponzi_desktop/ui/black_friday/pieces.py"/>
        <source>%n black</source>
        <translation>
            <numerusform>%n black</numerusform>
            <numerusform>%n black</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../ponzi_desktop/ui/black_friday/table.py"/>
        <source>You may buy %n more.</source>
        <translation>
            <numerusform>You may buy %n more.</numerusform>
            <numerusform>You may buy %n more.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../ponzi_desktop/ui/black_friday/table.py"/>
        <source>You may sell %n more. To finish, move one share from the sale row to the market.</source>
        <translation>
            <numerusform>You may sell %n more. To finish, move one share from the sale row to the market.</numerusform>
            <numerusform>You may sell %n more. To finish, move one share from the sale row to the market.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../ponzi_desktop/ui/black_friday/table.py"/>
        <source>%n gold bar(s) chosen: now move a market share onto the gold purchase track (drag it, or click it and then the track).</source>
        <translation>
            <numerusform>%n gold bar chosen: now move a market share onto the gold purchase track (drag it, or click it and then the track).</numerusform>
            <numerusform>%n gold bars chosen: now move a market share onto the gold purchase track (drag it, or click it and then the track).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../ponzi_desktop/ui/black_friday/table.py"/>
        <source>Up to %n bar(s) at %1 each; %2 with your bonus tile, once a game.</source>
        <translation>
            <numerusform>Up to %n bar at %1 each; %2 with your bonus tile, once a game.</numerusform>
            <numerusform>Up to %n bars at %1 each; %2 with your bonus tile, once a game.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../ponzi_desktop/ui/black_friday/table.py"/>
        <source>Up to %n bar(s) at %1 each: your cash pays for no more.</source>
        <translation>
            <numerusform>Up to %n bar at %1 each: your cash pays for no more.</numerusform>
            <numerusform>Up to %n bars at %1 each: your cash pays for no more.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../ponzi_desktop/ui/black_friday/table.py"/>
        <source>Up to %n bar(s) at %1 each: level %2 allows no more.</source>
        <translation>
            <numerusform>Up to %n bar at %1 each: level %2 allows no more.</numerusform>
            <numerusform>Up to %n bars at %1 each: level %2 allows no more.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../ponzi_desktop/ui/black_friday/table.py"/>
        <source>Hint: buy %n gold bar(s).</source>
        <translation>
            <numerusform>Hint: buy %n gold bar.</numerusform>
            <numerusform>Hint: buy %n gold bars.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../ponzi_desktop/ui/black_friday/table.py"/>
        <source>Hint: buy %n gold bar(s), and put a %1 share on the gold purchase track.</source>
        <translation>
            <numerusform>Hint: buy %n gold bar, and put a %1 share on the gold purchase track.</numerusform>
            <numerusform>Hint: buy %n gold bars, and put a %1 share on the gold purchase track.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n gold bar(s) chosen: now drag a market share onto the gold purchase track.</source>
        <translation type="vanished">
            <numerusform>%n gold bar chosen: now drag a market share onto the gold purchase track.</numerusform>
            <numerusform>%n gold bars chosen: now drag a market share onto the gold purchase track.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Hint: buy %n gold bar(s), with a %1 share onto the gold track.</source>
        <translation type="vanished">
            <numerusform>Hint: buy %n gold bar, with a %1 share onto the gold track.</numerusform>
            <numerusform>Hint: buy %n gold bars, with a %1 share onto the gold track.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Sell up to %n more, or finish: a share of the sale row to the market.</source>
        <translation type="vanished">
            <numerusform>Sell up to %n more, or finish: a share of the sale row to the market.</numerusform>
            <numerusform>Sell up to %n more, or finish: a share of the sale row to the market.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>You may buy up to %n more.</source>
        <translation type="vanished">
            <numerusform>You may buy up to %n more.</numerusform>
            <numerusform>You may buy up to %n more.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Buy up to %n more, or finish: a share you bought onto the share purchase track.</source>
        <translation type="vanished">
            <numerusform>Buy up to %n more, or finish: a share you bought onto the share purchase track.</numerusform>
            <numerusform>Buy up to %n more, or finish: a share you bought onto the share purchase track.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>From 0 to %n bar(s), at %1 each (your cash and the level's limit).</source>
        <translation type="vanished">
            <numerusform>From 0 to %n bar, at %1 each (your cash and the level's limit).</numerusform>
            <numerusform>From 0 to %n bars, at %1 each (your cash and the level's limit).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n gold bar(s)</source>
        <translation type="vanished">
            <numerusform>%n gold bar</numerusform>
            <numerusform>%n gold bars</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Shares: buy or sell up to %n</source>
        <translation type="vanished">
            <numerusform>Shares: buy or sell up to %n</numerusform>
            <numerusform>Shares: buy or sell up to %n</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Gold: buy up to %n bar(s)</source>
        <translation type="vanished">
            <numerusform>Gold: buy up to %n bar</numerusform>
            <numerusform>Gold: buy up to %n bars</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Price change: draw %n</source>
        <translation type="vanished">
            <numerusform>Price change: draw %n</numerusform>
            <numerusform>Price change: draw %n</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ForecastPanel</name>
    <message numerus="yes">
        <location filename="../ponzi_desktop/ui/ponzi/forecast.py"/>
        <source>Interest due in the next %n round(s)</source>
        <translation>
            <numerusform>Interest due in the next %n round</numerusform>
            <numerusform>Interest due in the next %n rounds</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../ponzi_desktop/ui/ponzi/forecast.py"/>
        <source>Nothing is due in the next %n round(s).</source>
        <translation>
            <numerusform>Nothing is due in the next %n round.</numerusform>
            <numerusform>Nothing is due in the next %n rounds.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../ponzi_desktop/ui/ponzi/forecast.py"/>
        <source>You owe nothing in the next %n round(s).</source>
        <translation>
            <numerusform>You owe nothing in the next %n round.</numerusform>
            <numerusform>You owe nothing in the next %n rounds.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>GameLogModel</name>
    <message numerus="yes">
        <location filename="../ponzi_desktop/ui/log.py"/>
        <source>… %n earlier move(s) not shown here: see the log</source>
        <translation>
            <numerusform>… %n earlier move not shown here: see the log</numerusform>
            <numerusform>… %n earlier moves not shown here: see the log</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>HistoryPages</name>
    <message numerus="yes">
        <location filename="../ponzi_desktop/ui/history_common.py"/>
        <source>%n min</source>
        <translation>
            <numerusform>%n min</numerusform>
            <numerusform>%n min</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../ponzi_desktop/ui/history_page.py"/>
        <location filename="../ponzi_desktop/ui/statistics_page.py"/>
        <source>%n game(s)</source>
        <translation>
            <numerusform>%n game</numerusform>
            <numerusform>%n games</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message numerus="yes">
        <location filename="../ponzi_desktop/ui/main_window.py"/>
        <source>%1 with %2, %n move(s) played</source>
        <translation>
            <numerusform>%1 with %2, %n move played</numerusform>
            <numerusform>%1 with %2, %n moves played</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 with %2, %n action(s) played</source>
        <translation type="vanished">
            <numerusform>%1 with %2, %n action played</numerusform>
            <numerusform>%1 with %2, %n actions played</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>NewGameDialog</name>
    <message numerus="yes">
        <location filename="../ponzi_desktop/ui/new_game_dialog.py"/>
        <source>At most %n player(s)</source>
        <translation>
            <numerusform>At most %n player</numerusform>
            <numerusform>At most %n players</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>PonziActionPanel</name>
    <message numerus="yes">
        <location filename="../ponzi_desktop/ui/ponzi/action_panel.py"/>
        <source>Fund card %1 (you will owe %2 interest every %n round(s))</source>
        <translation>
            <numerusform>Fund card %1 (you will owe %2 interest every %n round)</numerusform>
            <numerusform>Fund card %1 (you will owe %2 interest every %n rounds)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Fund card %1 (pays %2 every %n round(s))</source>
        <translation type="vanished">
            <numerusform>Fund card %1 (pays %2 every %n round)</numerusform>
            <numerusform>Fund card %1 (pays %2 every %n rounds)</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>PonziEndTable</name>
    <message numerus="yes">
        <location filename="../ponzi_desktop/ui/ponzi/end_table.py"/>
        <source>%n tile(s)</source>
        <translation>
            <numerusform>%n tile</numerusform>
            <numerusform>%n tiles</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../ponzi_desktop/ui/ponzi/end_table.py"/>
        <source>You win with %n point(s)</source>
        <translation>
            <numerusform>You win with %n point</numerusform>
            <numerusform>You win with %n points</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../ponzi_desktop/ui/ponzi/end_table.py"/>
        <source>You share the win with %1, with %n point(s) each</source>
        <translation>
            <numerusform>You share the win with %1, with %n point each</numerusform>
            <numerusform>You share the win with %1, with %n points each</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../ponzi_desktop/ui/ponzi/end_table.py"/>
        <source>%1 wins with %n point(s)</source>
        <translation>
            <numerusform>%1 wins with %n point</numerusform>
            <numerusform>%1 wins with %n points</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../ponzi_desktop/ui/ponzi/end_table.py"/>
        <source>%1 share the win with %n point(s)</source>
        <translation>
            <numerusform>%1 share the win with %n point</numerusform>
            <numerusform>%1 share the win with %n points</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>PonziLog</name>
    <message numerus="yes">
        <location filename="../ponzi_desktop/ui/ponzi/narration.py"/>
        <source>You fund %1: you take the %2 card (you owe %3 interest every %n round(s))</source>
        <translation>
            <numerusform>You fund %1: you take the %2 card (you owe %3 interest every %n round)</numerusform>
            <numerusform>You fund %1: you take the %2 card (you owe %3 interest every %n rounds)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../ponzi_desktop/ui/ponzi/narration.py"/>
        <source>%1 funds %2: takes the %3 card (owes %4 interest every %n round(s))</source>
        <translation>
            <numerusform>%1 funds %2: takes the %3 card (owes %4 interest every %n round)</numerusform>
            <numerusform>%1 funds %2: takes the %3 card (owes %4 interest every %n rounds)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../ponzi_desktop/ui/ponzi/narration.py"/>
        <source>You buy the %1 luxury (%n point(s))</source>
        <translation>
            <numerusform>You buy the %1 luxury (%n point)</numerusform>
            <numerusform>You buy the %1 luxury (%n points)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../ponzi_desktop/ui/ponzi/narration.py"/>
        <source>%1 buys the %2 luxury (%n point(s))</source>
        <translation>
            <numerusform>%1 buys the %2 luxury (%n point)</numerusform>
            <numerusform>%1 buys the %2 luxury (%n points)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../ponzi_desktop/ui/ponzi/narration.py"/>
        <source>Market crash! %n bear card(s) go to the discard pile: %1</source>
        <translation>
            <numerusform>Market crash! %n bear card goes to the discard pile: %1</numerusform>
            <numerusform>Market crash! %n bear cards go to the discard pile: %1</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../ponzi_desktop/ui/ponzi/narration.py"/>
        <source>After the crash the time wheels turn %n space(s)</source>
        <translation>
            <numerusform>After the crash the time wheels turn %n space</numerusform>
            <numerusform>After the crash the time wheels turn %n spaces</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../ponzi_desktop/ui/ponzi/narration.py"/>
        <source>The round limit is reached: you win with %n point(s)</source>
        <translation>
            <numerusform>The round limit is reached: you win with %n point</numerusform>
            <numerusform>The round limit is reached: you win with %n points</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../ponzi_desktop/ui/ponzi/narration.py"/>
        <source>Game over: you win with %n point(s)</source>
        <translation>
            <numerusform>Game over: you win with %n point</numerusform>
            <numerusform>Game over: you win with %n points</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../ponzi_desktop/ui/ponzi/narration.py"/>
        <source>The round limit is reached: you share the win with %1, with %n point(s) each</source>
        <translation>
            <numerusform>The round limit is reached: you share the win with %1, with %n point each</numerusform>
            <numerusform>The round limit is reached: you share the win with %1, with %n points each</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../ponzi_desktop/ui/ponzi/narration.py"/>
        <source>Game over: you share the win with %1, with %n point(s) each</source>
        <translation>
            <numerusform>Game over: you share the win with %1, with %n point each</numerusform>
            <numerusform>Game over: you share the win with %1, with %n points each</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../ponzi_desktop/ui/ponzi/narration.py"/>
        <source>The round limit is reached: %1 wins with %n point(s)</source>
        <translation>
            <numerusform>The round limit is reached: %1 wins with %n point</numerusform>
            <numerusform>The round limit is reached: %1 wins with %n points</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../ponzi_desktop/ui/ponzi/narration.py"/>
        <source>Game over: %1 wins with %n point(s)</source>
        <translation>
            <numerusform>Game over: %1 wins with %n point</numerusform>
            <numerusform>Game over: %1 wins with %n points</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../ponzi_desktop/ui/ponzi/narration.py"/>
        <source>The round limit is reached: %1 share the win with %n point(s)</source>
        <translation>
            <numerusform>The round limit is reached: %1 share the win with %n point</numerusform>
            <numerusform>The round limit is reached: %1 share the win with %n points</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../ponzi_desktop/ui/ponzi/narration.py"/>
        <source>Game over: %1 share the win with %n point(s)</source>
        <translation>
            <numerusform>Game over: %1 share the win with %n point</numerusform>
            <numerusform>Game over: %1 share the win with %n points</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../ponzi_desktop/ui/ponzi/narration.py"/>
        <source>The discard pile and the rest of the deck are shuffled together into a new deck of %n card(s)</source>
        <translation>
            <numerusform>The discard pile and the rest of the deck are shuffled together into a new deck of %n card</numerusform>
            <numerusform>The discard pile and the rest of the deck are shuffled together into a new deck of %n cards</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../ponzi_desktop/ui/ponzi/narration.py"/>
        <source>The discard pile is shuffled into a new deck of %n card(s)</source>
        <translation>
            <numerusform>The discard pile is shuffled into a new deck of %n card</numerusform>
            <numerusform>The discard pile is shuffled into a new deck of %n cards</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Market crash! %n bear card(s) leave the funding board: %1</source>
        <translation type="vanished">
            <numerusform>Market crash! %n bear card leaves the funding board: %1</numerusform>
            <numerusform>Market crash! %n bear cards leave the funding board: %1</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>You pay %1 interest on %n card(s): %2</source>
        <translation type="vanished">
            <numerusform>You pay %1 interest on %n card: %2</numerusform>
            <numerusform>You pay %1 interest on %n cards: %2</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 pays %2 interest on %n card(s): %3</source>
        <translation type="vanished">
            <numerusform>%1 pays %2 interest on %n card: %3</numerusform>
            <numerusform>%1 pays %2 interest on %n cards: %3</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>You are bankrupt: you cannot pay %1 due on %n card(s): %2</source>
        <translation type="vanished">
            <numerusform>You are bankrupt: you cannot pay %1 due on %n card: %2</numerusform>
            <numerusform>You are bankrupt: you cannot pay %1 due on %n cards: %2</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 is bankrupt: cannot pay %2 due on %n card(s): %3</source>
        <translation type="vanished">
            <numerusform>%1 is bankrupt: cannot pay %2 due on %n card: %3</numerusform>
            <numerusform>%1 is bankrupt: cannot pay %2 due on %n cards: %3</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>You fund %1: you take the %2 card (it pays %3 every %n round(s))</source>
        <translation type="vanished">
            <numerusform>You fund %1: you take the %2 card (it pays %3 every %n round)</numerusform>
            <numerusform>You fund %1: you take the %2 card (it pays %3 every %n rounds)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 funds %2: takes the %3 card (pays %4 every %n round(s))</source>
        <translation type="vanished">
            <numerusform>%1 funds %2: takes the %3 card (pays %4 every %n round)</numerusform>
            <numerusform>%1 funds %2: takes the %3 card (pays %4 every %n rounds)</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>PonziMoves</name>
    <message numerus="yes">
        <location filename="../ponzi_desktop/ui/ponzi/moves.py"/>
        <source>The %1 card is in row %2: it needs an industry of which you hold exactly %n tile(s), with tiles left in the supply.</source>
        <translation>
            <numerusform>The %1 card is in row %2: it needs an industry of which you hold exactly %n tile, with tiles left in the supply.</numerusform>
            <numerusform>The %1 card is in row %2: it needs an industry of which you hold exactly %n tiles, with tiles left in the supply.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../ponzi_desktop/ui/ponzi/moves.py"/>
        <source>You hold %n %1 tile(s), fewer than of another industry: return a tile of an industry you hold most of (%2 tiles).</source>
        <translation>
            <numerusform>You hold %n %1 tile, fewer than of another industry: return a tile of an industry you hold most of (%2 tiles).</numerusform>
            <numerusform>You hold %n %1 tiles, fewer than of another industry: return a tile of an industry you hold most of (%2 tiles).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Card %1 is in row %2: it needs an industry of which you hold exactly %n tile(s), with tiles left in the supply.</source>
        <translation type="vanished">
            <numerusform>Card %1 is in row %2: it needs an industry of which you hold exactly %n tile, with tiles left in the supply.</numerusform>
            <numerusform>Card %1 is in row %2: it needs an industry of which you hold exactly %n tiles, with tiles left in the supply.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>PonziTable</name>
    <message numerus="yes">
        <location filename="../ponzi_desktop/ui/ponzi/board.py"/>
        <source>%n left</source>
        <translation>
            <numerusform>%n left</numerusform>
            <numerusform>%n left</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../ponzi_desktop/ui/ponzi/board.py"/>
        <source>%1: %n tile(s) left in the supply.</source>
        <translation>
            <numerusform>%1: %n tile left in the supply.</numerusform>
            <numerusform>%1: %n tiles left in the supply.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../ponzi_desktop/ui/ponzi/cards.py"/>
        <source>Due in %n round(s).</source>
        <translation>
            <numerusform>Due in %n round.</numerusform>
            <numerusform>Due in %n rounds.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../ponzi_desktop/ui/ponzi/cards.py"/>
        <source>Deck: %n card(s) face down.</source>
        <translation>
            <numerusform>Deck: %n card face down.</numerusform>
            <numerusform>Deck: %n cards face down.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../ponzi_desktop/ui/ponzi/player_area.py"/>
        <source>%1: %n tile(s)</source>
        <translation>
            <numerusform>%1: %n tile</numerusform>
            <numerusform>%1: %n tiles</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../ponzi_desktop/ui/ponzi/cards.py"/>
        <source>Fund card %1: whoever funds it pays %2 interest every %n round(s).</source>
        <translation>
            <numerusform>Fund card %1: whoever funds it pays %2 interest every %n round.</numerusform>
            <numerusform>Fund card %1: whoever funds it pays %2 interest every %n rounds.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../ponzi_desktop/ui/ponzi/items.py"/>
        <source>Luxury: costs %1, worth %n point(s) at the end.</source>
        <translation>
            <numerusform>Luxury: costs %1, worth %n point at the end.</numerusform>
            <numerusform>Luxury: costs %1, worth %n points at the end.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../ponzi_desktop/ui/ponzi/items.py"/>
        <source>%n point(s)</source>
        <translation>
            <numerusform>%n point</numerusform>
            <numerusform>%n points</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Fund card %1: pays %2 interest every %n round(s).</source>
        <translation type="vanished">
            <numerusform>Fund card %1: pays %2 interest every %n round.</numerusform>
            <numerusform>Fund card %1: pays %2 interest every %n rounds.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>SavedGames</name>
    <message numerus="yes">
        <location filename="../ponzi_desktop/ui/save_entry.py"/>
        <source>%n move(s)</source>
        <translation>
            <numerusform>%n move</numerusform>
            <numerusform>%n moves</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n action(s)</source>
        <translation type="vanished">
            <numerusform>%n action</numerusform>
            <numerusform>%n actions</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>_SeatRow</name>
    <message numerus="yes">
        <location filename="../ponzi_desktop/ui/seat_rows.py"/>
        <source>At least %n player(s)</source>
        <translation>
            <numerusform>At least %n player</numerusform>
            <numerusform>At least %n players</numerusform>
        </translation>
    </message>
</context>
</TS>
