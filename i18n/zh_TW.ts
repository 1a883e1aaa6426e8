<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="zh_TW" sourcelanguage="en">
<context>
    <name>AboutDialog</name>
    <message>
        <location filename="../ponzi_desktop/ui/about_dialog.py"/>
        <source>About Ponzi Desktop</source>
        <translation>關於 Ponzi Desktop</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/about_dialog.py"/>
        <source>Ponzi Desktop</source>
        <translation>Ponzi Desktop</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/about_dialog.py"/>
        <source>Version %1</source>
        <translation>版本 %1</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/about_dialog.py"/>
        <source>Economic board games on one computer: with friends in hot-seat, or against bots.</source>
        <translation>在一台電腦上玩經濟桌遊：和朋友輪流使用同一個螢幕，或與電腦玩家對戰。</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/about_dialog.py"/>
        <source>The Games</source>
        <translation>遊戲</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/about_dialog.py"/>
        <source>Licence and Credits</source>
        <translation>授權與致謝</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/about_dialog.py"/>
        <source>Ponzi Desktop is proprietary software: all rights reserved.</source>
        <translation>Ponzi Desktop 是專有軟體：保留所有權利。</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/about_dialog.py"/>
        <source>The games are their designers' and publishers'. The rules in the app are written in our own words, not copied from the rulebooks.</source>
        <translation>這些遊戲屬於其設計師與出版商。應用程式中的規則是我們用自己的話寫成的，並非抄自規則書。</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/about_dialog.py"/>
        <source>Built with %1.</source>
        <translation>使用的函式庫：%1。</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/about_dialog.py"/>
        <source>Close</source>
        <translation>關閉</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/about_dialog.py"/>
        <source>Designed by %1 (%2)</source>
        <translation>設計：%1（%2）</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/about_dialog.py"/>
        <source>Designed by %1</source>
        <translation>設計：%1</translation>
    </message>
</context>
<context>
    <name>ActionPanel</name>
    <message>
        <location filename="../ponzi_desktop/ui/kit/action_panel.py"/>
        <source>Undo</source>
        <translation>復原</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/kit/action_panel.py"/>
        <source>Take back your last move (Ctrl+Z)</source>
        <translation>收回你上一步（Ctrl+Z）</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/kit/action_panel.py"/>
        <source>Hint</source>
        <translation>提示</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/kit/action_panel.py"/>
        <source>Ask the hard bot what it would do in your place (Ctrl+H). It sees only what you see.</source>
        <translation>詢問「困難」電腦玩家換作是你會怎麼做（Ctrl+H）。它只看得到你看得到的東西。</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/kit/action_panel.py"/>
        <source>Cancel</source>
        <translation>取消</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/kit/action_panel.py"/>
        <source>Forget the half-made move (Esc)</source>
        <translation>放棄做到一半的行動（Esc）</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/kit/action_panel.py"/>
        <source>Cancel the selection</source>
        <translation>取消選擇</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/kit/action_panel.py"/>
        <source>Pass</source>
        <translation>跳過</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/kit/action_panel.py"/>
        <source>Do nothing this turn</source>
        <translation>這次什麼都不做</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/kit/action_panel.py"/>
        <source>Scores</source>
        <translation>分數</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/kit/action_panel.py"/>
        <source>The scores of the game again (Ctrl+E)</source>
        <translation>再次查看本局分數（Ctrl+E）</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/kit/action_panel.py"/>
        <source>Hand Over</source>
        <translation>交出螢幕</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/kit/action_panel.py"/>
        <source>Cover the table now, for the next player to take the screen</source>
        <translation>現在蓋住桌面，讓下一位玩家接手螢幕</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/kit/action_panel.py"/>
        <source>Thinking…</source>
        <translation>思考中…</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/kit/action_panel.py"/>
        <source>The hard bot is thinking about your move: its hint comes in a moment.</source>
        <translation>「困難」電腦玩家正在思考你的這一步：提示馬上就來。</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/kit/action_panel.py"/>
        <source>The hint is in: the lit pieces show the move it suggests.</source>
        <translation>提示來了：亮起的棋子就是它建議的這一步。</translation>
    </message>
    <message>
        <source>Round %1 · %2</source>
        <translation type="vanished">第 %1 回合 · %2</translation>
    </message>
    <message>
        <source>Open the Envelope…</source>
        <translation type="vanished">打開信封…</translation>
    </message>
    <message>
        <source>See the amount and answer Sold or Counter-offer</source>
        <translation type="vanished">查看金額，回答賣出或買入</translation>
    </message>
    <message>
        <source>Remove card %1 from the funding board</source>
        <translation type="vanished">從市場資金圖板移除資金卡 %1</translation>
    </message>
    <message>
        <source>Remove card %1</source>
        <translation type="vanished">移除資金卡 %1</translation>
    </message>
    <message>
        <source>Return %1</source>
        <translation type="vanished">歸還%1</translation>
    </message>
    <message>
        <source>Give one %1 tile back to the supply</source>
        <translation type="vanished">將1張%1產業卡放回公區</translation>
    </message>
    <message>
        <source>Take your %1 %2 tile and fund a card from row %3</source>
        <translation type="vanished">拿取你的%1%2產業卡，並從第 %3 列拿取資金卡募資</translation>
    </message>
    <message>
        <source>Fund card %1 (pays %2 every %3)</source>
        <translation type="vanished">資金卡 %1（利息 %2，資金期數 %3）</translation>
    </message>
    <message>
        <source>Card %1</source>
        <translation type="vanished">資金卡 %1</translation>
    </message>
    <message>
        <source>Offer one of your %1 tiles to a player who holds one</source>
        <translation type="vanished">向也持有%1產業卡的玩家提出內線交易</translation>
    </message>
    <message>
        <source>Nobody else holds a %1 tile</source>
        <translation type="vanished">沒有其他玩家持有%1產業卡</translation>
    </message>
    <message>
        <source>Offer to %1…</source>
        <translation type="vanished">向%1提出…</translation>
    </message>
    <message>
        <source>Put an amount in an envelope for %1's %2 tile</source>
        <translation type="vanished">為了%1的%2產業卡，在信封裡放入金額</translation>
    </message>
    <message>
        <source>Buy %1</source>
        <translation type="vanished">購買 %1</translation>
    </message>
</context>
<context>
    <name>AmountDialog</name>
    <message>
        <location filename="../ponzi_desktop/ui/kit/amount_dialog.py"/>
        <source>Any whole amount from %1 to %2.</source>
        <translation>從%1到%2的任一整數金額。</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/kit/amount_dialog.py"/>
        <source>Amount</source>
        <translation>金額</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/kit/amount_dialog.py"/>
        <source>Cancel</source>
        <translation>取消</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/kit/amount_dialog.py"/>
        <source>Confirm</source>
        <translation>確定</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/kit/amount_dialog.py"/>
        <source>Type an amount from %1 to %2.</source>
        <translation>請輸入%1到%2之間的金額。</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/kit/amount_dialog.py"/>
        <source>%1 is more than %2, the most you can choose.</source>
        <translation>%1超過了上限%2。</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/kit/amount_dialog.py"/>
        <source>%1 is less than %2, the least you can choose.</source>
        <translation>%1低於下限%2。</translation>
    </message>
    <message>
        <source>OK</source>
        <translation type="vanished">確定</translation>
    </message>
</context>
<context>
    <name>AnswerDialog</name>
    <message>
        <location filename="../ponzi_desktop/ui/ponzi/envelope.py"/>
        <source>An Envelope from %1</source>
        <translation>來自%1的信封</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/ponzi/envelope.py"/>
        <source>From: %1</source>
        <translation>寄件人：%1</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/ponzi/envelope.py"/>
        <source>%1 offers you %2 for one of your %3 tiles.</source>
        <translation>%1出價%2，要買你的1張%3產業卡。</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/ponzi/envelope.py"/>
        <source>You cannot refuse: answer with one of the two buttons.</source>
        <translation>你不能拒絕：請用下方兩個按鈕之一回應。</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/ponzi/envelope.py"/>
        <source>Sold!</source>
        <translation>賣出</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/ponzi/envelope.py"/>
        <source>You get %1 and give %2 one %3 tile.</source>
        <translation>收下%1，把1張%3產業卡交給%2。</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/ponzi/envelope.py"/>
        <source>Sold</source>
        <translation>賣出</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/ponzi/envelope.py"/>
        <source>Take the envelope and give %1 one %2 tile.</source>
        <translation>收下信封，把1張%2產業卡交給%1。</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/ponzi/envelope.py"/>
        <source>Counter-offer!</source>
        <translation>買入</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/ponzi/envelope.py"/>
        <source>You pay %2 %1 and take one of %2's %3 tiles.</source>
        <translation>你付%1給%2，並拿走對方1張%3產業卡。</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/ponzi/envelope.py"/>
        <source>Counter-offer</source>
        <translation>買入</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/ponzi/envelope.py"/>
        <source>You have only %1: you cannot pay %2, so you must sell.</source>
        <translation>你只有%1，付不出%2，只能賣出。</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/ponzi/envelope.py"/>
        <source>Pay %1 the same amount and take one of %1's %2 tiles.</source>
        <translation>付給%1相同的金額，並拿走對方1張%2產業卡。</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/ponzi/envelope.py"/>
        <source>&amp;Hint</source>
        <translation>提示(&amp;H)</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/ponzi/envelope.py"/>
        <source>Ask the hard bot which answer it would give in your place. It sees only what you see.</source>
        <translation>詢問「困難」電腦玩家換作是你會如何回應。它只看得到你看得到的東西。</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/ponzi/envelope.py"/>
        <source>The hard bot is thinking about your answer: its hint comes in a moment.</source>
        <translation>「困難」電腦玩家正在思考你的回答：提示馬上就來。</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/ponzi/envelope.py"/>
        <source>The hint is in: the lit answer is the one it suggests.</source>
        <translation>提示來了：亮起的回答就是它建議的。</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/ponzi/envelope.py"/>
        <source>Thinking…</source>
        <translation>思考中…</translation>
    </message>
    <message>
        <source>You pay %2 %1 and take one of their %3 tiles.</source>
        <translation type="vanished">你付%1給%2，並拿走對方1張%3產業卡。</translation>
    </message>
    <message>
        <source>Pay %1 the same amount and take one of their %2 tiles.</source>
        <translation type="vanished">付給%1相同的金額，並拿走對方1張%2產業卡。</translation>
    </message>
    <message>
        <source>&lt;p&gt;&lt;b&gt;%1 offers you %2 for one of your %3 tiles.&lt;/b&gt;&lt;/p&gt;&lt;p&gt;You cannot refuse: sell the tile for the amount, or counter-offer: pay %1 the same amount and take one of their %3 tiles.&lt;/p&gt;</source>
        <translation type="vanished">&lt;p&gt;&lt;b&gt;%1出價 %2，要買你的1張%3產業卡。&lt;/b&gt;&lt;/p&gt;&lt;p&gt;你不能拒絕：以這個金額賣出產業卡，或者買入：付給%1相同的金額，並拿走對方1張%3產業卡。&lt;/p&gt;</translation>
    </message>
    <message>
        <source>Sold! Take %1, give a %2 tile</source>
        <translation type="vanished">賣出：收下 %1，交出1張%2產業卡</translation>
    </message>
    <message>
        <source>Counter-offer! Pay %1, take a %2 tile</source>
        <translation type="vanished">買入：付出 %1，拿走1張%2產業卡</translation>
    </message>
</context>
<context>
    <name>AntiMonopoly</name>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/labels.py"/>
        <source>Competitor</source>
        <translation>競爭者</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/labels.py"/>
        <source>Monopolist</source>
        <translation>壟斷者</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/labels.py"/>
        <source>Competitors</source>
        <translation>競爭者</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/labels.py"/>
        <source>Monopolists</source>
        <translation>壟斷者</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/labels.py"/>
        <source>New Orleans</source>
        <translation>紐奧良</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/labels.py"/>
        <source>Los Angeles</source>
        <translation>洛杉磯</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/labels.py"/>
        <source>Chicago</source>
        <translation>芝加哥</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/labels.py"/>
        <source>Philadelphia</source>
        <translation>費城</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/labels.py"/>
        <source>Boston</source>
        <translation>波士頓</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/labels.py"/>
        <source>Washington</source>
        <translation>華盛頓</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/labels.py"/>
        <source>San Francisco</source>
        <translation>舊金山</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/labels.py"/>
        <source>New York</source>
        <translation>紐約</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/labels.py"/>
        <source>START</source>
        <translation>起點</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/labels.py"/>
        <source>Basin St.</source>
        <translation>貝森街</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/labels.py"/>
        <source>Competitor or Monopolist card</source>
        <translation>競爭者卡或壟斷者卡</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/labels.py"/>
        <source>French Quarter</source>
        <translation>法國區</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/labels.py"/>
        <source>Income Tax</source>
        <translation>所得稅</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/labels.py"/>
        <source>U.S. Railroad</source>
        <translation>美國鐵路</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/labels.py"/>
        <source>Sunset Blvd.</source>
        <translation>日落大道</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/labels.py"/>
        <source>Wilshire Blvd.</source>
        <translation>威爾夏大道</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/labels.py"/>
        <source>Hollywood Blvd.</source>
        <translation>好萊塢大道</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/labels.py"/>
        <source>Sightseeing Tour / Price War / Prison</source>
        <translation>觀光 / 價格戰 / 監獄</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/labels.py"/>
        <source>Rush St.</source>
        <translation>拉許街</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/labels.py"/>
        <source>Electric Company</source>
        <translation>電力公司</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/labels.py"/>
        <source>State St.</source>
        <translation>州街</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/labels.py"/>
        <source>Michigan Ave.</source>
        <translation>密西根大道</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/labels.py"/>
        <source>U.S. Bus Company</source>
        <translation>美國巴士公司</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/labels.py"/>
        <source>Locust St.</source>
        <translation>洛卡斯特街</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/labels.py"/>
        <source>Chestnut St.</source>
        <translation>栗樹街</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/labels.py"/>
        <source>Walnut St.</source>
        <translation>胡桃街</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/labels.py"/>
        <source>Anti-Monopoly Foundation</source>
        <translation>反壟斷基金會</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/labels.py"/>
        <source>Brattle St.</source>
        <translation>布拉托街</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/labels.py"/>
        <source>Harvard Square</source>
        <translation>哈佛廣場</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/labels.py"/>
        <source>Beacon St.</source>
        <translation>比肯街</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/labels.py"/>
        <source>U.S. Air Line</source>
        <translation>美國航空</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/labels.py"/>
        <source>Georgetown</source>
        <translation>喬治城</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/labels.py"/>
        <source>Constitution Ave.</source>
        <translation>憲法大道</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/labels.py"/>
        <source>U.S. Gas Company</source>
        <translation>美國瓦斯公司</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/labels.py"/>
        <source>Pennsylvania Ave.</source>
        <translation>賓州大道</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/labels.py"/>
        <source>Go to Prison (Monopolists) / Go to Price War (Competitors)</source>
        <translation>前往監獄（壟斷者）/ 前往價格戰（競爭者）</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/labels.py"/>
        <source>Fisherman's Wharf</source>
        <translation>漁人碼頭</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/labels.py"/>
        <source>Union Square</source>
        <translation>聯合廣場</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/labels.py"/>
        <source>Nob Hill</source>
        <translation>諾布山</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/labels.py"/>
        <source>U.S. Trucking Company</source>
        <translation>美國貨運公司</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/labels.py"/>
        <source>Fifth Ave.</source>
        <translation>第五大道</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/labels.py"/>
        <source>Property Tax</source>
        <translation>財產稅</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/labels.py"/>
        <source>Wall St.</source>
        <translation>華爾街</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/labels.py"/>
        <source>Card</source>
        <translation>卡片</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/labels.py"/>
        <source>Sightseeing Tour</source>
        <translation>觀光</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/labels.py"/>
        <source>Prison</source>
        <translation>監獄</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/labels.py"/>
        <source>Price War</source>
        <translation>價格戰</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/labels.py"/>
        <source>Go to Prison / Price War</source>
        <translation>前往監獄 /
價格戰</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/labels.py"/>
        <source>Anti-Monopoly
Foundation</source>
        <translation>反壟斷
基金會</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/labels.py"/>
        <source>House</source>
        <translation>房屋</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/labels.py"/>
        <source>Apartment</source>
        <translation>公寓</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/labels.py"/>
        <source>Treasury</source>
        <translation>國庫</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/labels.py"/>
        <source>Mortgaged</source>
        <translation>已抵押</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/labels.py"/>
        <source>Roll the dice</source>
        <translation>擲骰子</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/labels.py"/>
        <source>Buy or decline</source>
        <translation>購買或放棄</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/labels.py"/>
        <source>Build, trade or end the turn</source>
        <translation>建造、交易或結束回合</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/labels.py"/>
        <source>Drawing up an offer</source>
        <translation>擬定交易提議</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/labels.py"/>
        <source>Answer the offer</source>
        <translation>回覆提議</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/labels.py"/>
        <source>Raise money</source>
        <translation>籌措資金</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/labels.py"/>
        <source>Time is up: Treasury only</source>
        <translation>時間到：僅能與國庫往來</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/labels.py"/>
        <source>Game over</source>
        <translation>遊戲結束</translation>
    </message>
    <message>
        <source>Time is up: the Treasury only</source>
        <translation type="vanished">時間到：僅能與國庫往來</translation>
    </message>
</context>
<context>
    <name>AntiMonopolyActionPanel</name>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/action_panel.py"/>
        <source>Build a house on %1 · %2</source>
        <translation>在%1建造一棟房屋 · %2</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/action_panel.py"/>
        <source>Build an apartment on %1 · %2</source>
        <translation>在%1建造公寓 · %2</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/action_panel.py"/>
        <source>Sell back the apartment on %1 · %2</source>
        <translation>賣回%1的公寓 · %2</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/action_panel.py"/>
        <source>Sell back a house on %1 · %2</source>
        <translation>賣回%1的一棟房屋 · %2</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/action_panel.py"/>
        <source>Mortgage %1 for %2</source>
        <translation>抵押%1，得%2</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/action_panel.py"/>
        <source>Redeem %1 for %2</source>
        <translation>以%2贖回%1</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/action_panel.py"/>
        <source>End turn</source>
        <translation>結束回合</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/action_panel.py"/>
        <source>End your turn (E)</source>
        <translation>結束你的回合 (E)</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/action_panel.py"/>
        <source>Done</source>
        <translation>完成</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/action_panel.py"/>
        <source>Finish your last dealings with the Treasury (E)</source>
        <translation>結束與國庫的最後交易 (E)</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/action_panel.py"/>
        <source>Buy for %1</source>
        <translation>以%1購買</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/action_panel.py"/>
        <source>Buy %1 for %2 (B)</source>
        <translation>以%2購買%1 (B)</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/action_panel.py"/>
        <source>Decline</source>
        <translation>不買</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/action_panel.py"/>
        <source>Leave %1 with the Treasury</source>
        <translation>將%1留給國庫</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/action_panel.py"/>
        <source>Pay %1</source>
        <translation>支付%1</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/action_panel.py"/>
        <source>Pay %1 (%2)</source>
        <translation>支付%1 (%2)</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/action_panel.py"/>
        <source>Pay the flat Income Tax</source>
        <translation>支付固定金額的所得稅</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/action_panel.py"/>
        <source>Pay %1 of your cash plus %2 of your unmortgaged properties' prices and of your buildings' cost</source>
        <translation>支付現金的%1，加上未抵押地產價格與建築成本的%2</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/action_panel.py"/>
        <source>Build</source>
        <translation>建造</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/action_panel.py"/>
        <source>Sell back</source>
        <translation>賣回</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/action_panel.py"/>
        <source>Mortgage</source>
        <translation>抵押</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/action_panel.py"/>
        <source>Redeem</source>
        <translation>贖回</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/action_panel.py"/>
        <source>Your offer…</source>
        <translation>你的提議…</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/action_panel.py"/>
        <source>Go on drawing up your offer</source>
        <translation>繼續擬定你的提議</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/action_panel.py"/>
        <source>See the offer…</source>
        <translation>查看提議…</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/action_panel.py"/>
        <source>Accept or refuse the offer</source>
        <translation>接受或拒絕提議</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/action_panel.py"/>
        <source>Roll the dice</source>
        <translation>擲骰子</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/action_panel.py"/>
        <source>Roll again</source>
        <translation>再擲一次</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/action_panel.py"/>
        <source>Doubles: throw the dice again (E)</source>
        <translation>擲出相同點數：再擲一次骰子 (E)</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/action_panel.py"/>
        <source>Throw the dice and move (R)</source>
        <translation>擲骰子並前進 (R)</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/action_panel.py"/>
        <source>Pay %1 fine</source>
        <translation>支付%1罰款</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/action_panel.py"/>
        <source>Pay the fine and leave before you roll</source>
        <translation>擲骰前先付罰款離開</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/action_panel.py"/>
        <source>Choose a property</source>
        <translation>選擇一處地產</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/action_panel.py"/>
        <source>You own no property yet.</source>
        <translation>你還沒有任何地產。</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/action_panel.py"/>
        <source>Trade…</source>
        <translation>交易…</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/action_panel.py"/>
        <source>Offer a trade to another player</source>
        <translation>向其他玩家提議交易</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/action_panel.py"/>
        <source>Trade</source>
        <translation>交易</translation>
    </message>
    <message>
        <source>Pay %1 of your cash plus 10% of your unmortgaged properties' prices and of your buildings' cost</source>
        <translation type="vanished">支付現金的%1，加上未抵押地產價格與建築成本的10%</translation>
    </message>
    <message>
        <source>Not possible now</source>
        <translation type="vanished">目前無法進行</translation>
    </message>
    <message>
        <source>Not possible for %1 now</source>
        <translation type="vanished">目前無法對%1進行</translation>
    </message>
    <message>
        <source>Nothing to do now</source>
        <translation type="vanished">目前無事可做</translation>
    </message>
    <message>
        <source>Sell the apartment of %1 back · %2</source>
        <translation type="vanished">賣回%1的公寓 · %2</translation>
    </message>
    <message>
        <source>Sell a house of %1 back · %2</source>
        <translation type="vanished">賣回%1的一棟房屋 · %2</translation>
    </message>
</context>
<context>
    <name>AntiMonopolyCards</name>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/cards.py"/>
        <source>Go to %1 and collect %2 if you pass START.</source>
        <translation>前往%1，經過起點時領取%2。</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/cards.py"/>
        <source>Advance to START and collect %1.</source>
        <translation>前進到起點，領取%1。</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/cards.py"/>
        <source>A big apartment chain leaves you alone rather than risk an antitrust case. Collect %1.</source>
        <translation>大型公寓連鎖企業怕惹上反壟斷官司，不敢動你。領取%1。</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/cards.py"/>
        <source>The Anti-Monopoly Foundation backs your work with a grant. Collect %1.</source>
        <translation>反壟斷基金會以補助金支持你的事業。領取%1。</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/cards.py"/>
        <source>You lowered your rents and filled every empty flat: profits are up. Collect %1.</source>
        <translation>你調降租金，空房全部租出，利潤上升。領取%1。</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/cards.py"/>
        <source>A fresh coat of paint to beat the competition brings in more customers. Collect %1.</source>
        <translation>為了競爭重新裝潢，顧客變多了。領取%1。</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/cards.py"/>
        <source>Boom times: your tenants have jobs and pay on time. Collect %1.</source>
        <translation>景氣繁榮：房客都有工作，按時付租。領取%1。</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/cards.py"/>
        <source>You win an antitrust suit and come out ahead even after the lawyers' fees. Collect %1.</source>
        <translation>你贏了反壟斷訴訟，扣掉律師費仍有賺頭。領取%1。</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/cards.py"/>
        <source>Trust-busters split up the giant that cut off your supplies. Collect %1.</source>
        <translation>切斷你貨源的巨型企業被反壟斷機關拆分了。領取%1。</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/cards.py"/>
        <source>Congress at last pays for antitrust enforcement. Collect %1 from each Monopolist.</source>
        <translation>國會終於撥款執行反壟斷法。向每位壟斷者收取%1。</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/cards.py"/>
        <source>A monopolist who harmed you settles by consent decree: no damages, only a moral victory. Nothing happens.</source>
        <translation>曾損害你的壟斷者以和解判決了事：沒有賠償，只有道義上的勝利。什麼也不會發生。</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/cards.py"/>
        <source>The Antitrust Division blocks a takeover of your firm. Play on.</source>
        <translation>反壟斷署阻止了你公司被併購。繼續遊戲。</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/cards.py"/>
        <source>A price-fixing ring is broken up and everyone slashes prices. Go to the Price War.</source>
        <translation>價格聯盟被瓦解，大家紛紛降價。前往價格戰。</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/cards.py"/>
        <source>Cheaper building puts more homes on the market and your rents drop. Go to the Price War.</source>
        <translation>建築成本降低，房屋供給增加，你的租金下跌。前往價格戰。</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/cards.py"/>
        <source>You try a new business venture. Roll the dice: with %1 or more, collect %2.</source>
        <translation>你嘗試新事業。擲骰子：%1點以上就領取%2。</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/cards.py"/>
        <source>You fought a rule requiring anti-pollution devices, but you are too small to win. Pay %1.</source>
        <translation>你反對強制安裝防污染設備，但規模太小，贏不了。支付%1。</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/cards.py"/>
        <source>Hard times: bigger rivals undercut your prices. Pay %1.</source>
        <translation>不景氣：大型對手削價搶客。支付%1。</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/cards.py"/>
        <source>The oil giants raise heating prices and you cannot pass the cost on. Pay %1.</source>
        <translation>石油巨頭調漲暖氣費，你卻無法轉嫁成本。支付%1。</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/cards.py"/>
        <source>A giant's predatory pricing leaves you with a loss. Pay %1.</source>
        <translation>巨型企業的掠奪性定價讓你虧損。支付%1。</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/cards.py"/>
        <source>A big corporation gets a subsidy; your plea for emergency aid is turned down. Pay %1.</source>
        <translation>大企業拿到補貼，你的緊急援助申請卻被駁回。支付%1。</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/cards.py"/>
        <source>Big companies slip through loopholes and their taxes land on you. Pay %1.</source>
        <translation>大公司鑽法律漏洞，稅負落到你頭上。支付%1。</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/cards.py"/>
        <source>Your lobbyists water down a bill that would let the state sue monopolists for its citizens. Collect %1 from each Competitor.</source>
        <translation>你的遊說團體削弱了一項讓政府代表人民起訴壟斷者的法案。向每位競爭者收取%1。</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/cards.py"/>
        <source>Convicted more than once, you still receive a humanitarian award. Nothing happens.</source>
        <translation>你屢次被判有罪，卻仍獲頒人道獎。什麼也不會發生。</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/cards.py"/>
        <source>A new judge who likes big business: the courts lean your way. Collect %1.</source>
        <translation>新法官偏袒大企業：法院對你有利。領取%1。</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/cards.py"/>
        <source>Your realtor friend now runs a federal housing agency. Every Monopolist collects %1.</source>
        <translation>你的房仲朋友當上聯邦住宅署署長。每位壟斷者各領取%1。</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/cards.py"/>
        <source>You priced your rivals out of business, then raised your prices. Collect %1.</source>
        <translation>你以低價逼垮對手，然後再漲價。領取%1。</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/cards.py"/>
        <source>A handshake on the golf course fixes the bathtub market. Collect %1.</source>
        <translation>在高爾夫球場握個手，就操縱了浴缸市場。領取%1。</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/cards.py"/>
        <source>Your firm corners the brick supply and competitors pay extra. Collect %1.</source>
        <translation>你的公司壟斷磚塊供應，競爭者只好多付錢。領取%1。</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/cards.py"/>
        <source>A campaign donation gets the pollution rules dropped. Collect %1.</source>
        <translation>一筆政治獻金讓污染管制被廢除。領取%1。</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/cards.py"/>
        <source>You buy an invention that threatened you and lock it in a drawer. Collect %1.</source>
        <translation>你買下威脅你的發明，然後鎖進抽屜。領取%1。</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/cards.py"/>
        <source>Holiday time: go to %1 and collect %2 if you pass START.</source>
        <translation>度假時間：前往%1，經過起點時領取%2。</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/cards.py"/>
        <source>Sponsoring the arts polishes your image. Good thinking; nothing happens.</source>
        <translation>贊助藝術提升了你的形象。好主意；什麼也不會發生。</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/cards.py"/>
        <source>A whistle-blower reveals that you bribed an antitrust lawyer. Go to Prison, and collect no rent for two turns.</source>
        <translation>吹哨者揭發你賄賂反壟斷律師。進入監獄，兩個回合內不能收取租金。</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/cards.py"/>
        <source>Your hotel owners' price-fixing ring is exposed. Go to Prison, and collect no rent for two turns.</source>
        <translation>你旗下飯店業者的價格操縱陰謀曝光。進入監獄，兩個回合內不能收取租金。</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/cards.py"/>
        <source>A shady government contract leaks to the press. Roll the dice: with %1 or more, collect %2.</source>
        <translation>可疑的政府合約被媒體揭露。擲骰子：%1點以上就領取%2。</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/cards.py"/>
        <source>Without competition you grew lazy, and imports outsell you. Pay %1.</source>
        <translation>沒有競爭讓你變得懶散，進口貨賣得比你好。支付%1。</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/cards.py"/>
        <source>The courts end your seat on the board of a so-called rival. Pay %1.</source>
        <translation>法院撤銷你在所謂「對手」公司的董事職位。支付%1。</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/cards.py"/>
        <source>Your illegal campaign gift went to the wrong politician; you plead no contest. Pay %1.</source>
        <translation>你的非法獻金送錯了政客；你選擇不抗辯。支付%1。</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/cards.py"/>
        <source>Your plan to monopolise sunlight fails. Pay %1.</source>
        <translation>你壟斷陽光的計畫失敗了。支付%1。</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/cards.py"/>
        <source>Public outrage closes your private tax loophole. Pay %1.</source>
        <translation>輿論譁然，堵住了你專屬的逃稅漏洞。支付%1。</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/cards.py"/>
        <source>Your fraudulent patent is thrown out. Pay %1.</source>
        <translation>你的詐欺專利被判無效。支付%1。</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/cards.py"/>
        <source>Competitor card</source>
        <translation>競爭者卡</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/cards.py"/>
        <source>Monopolist card</source>
        <translation>壟斷者卡</translation>
    </message>
</context>
<context>
    <name>AntiMonopolyEndTable</name>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/end_table.py"/>
        <source>Role</source>
        <translation>角色</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/end_table.py"/>
        <source>Cash</source>
        <translation>現金</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/end_table.py"/>
        <source>Cash kept</source>
        <translation>保留的現金</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/end_table.py"/>
        <source>%1 or %2</source>
        <comment>two percentages: the cash kept</comment>
        <translation>%1 或 %2</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/end_table.py"/>
        <source>Properties</source>
        <translation>地產</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/end_table.py"/>
        <source>one rent paid</source>
        <translation>支付一次租金</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/end_table.py"/>
        <source>rent they earn now</source>
        <translation>目前可收的租金</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/end_table.py"/>
        <source>Buildings</source>
        <translation>建築</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/end_table.py"/>
        <source>rent they added</source>
        <translation>建築增加的租金</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/end_table.py"/>
        <source>rent they add</source>
        <translation>建築增加的租金</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/end_table.py"/>
        <source>%1 of %2</source>
        <comment>a percentage of an amount: 10% of $300</comment>
        <translation>%2的%1</translation>
    </message>
    <message numerus="yes">
        <location filename="../ponzi_desktop/ui/anti_monopoly/end_table.py"/>
        <source>%n properties earning</source>
        <translation>
            <numerusform>%n處地產有租金</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../ponzi_desktop/ui/anti_monopoly/end_table.py"/>
        <source>%n houses</source>
        <translation>
            <numerusform>%n棟房子</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../ponzi_desktop/ui/anti_monopoly/end_table.py"/>
        <source>%n apartments</source>
        <translation>
            <numerusform>%n棟公寓</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/end_table.py"/>
        <source>Cash and property value</source>
        <translation>現金與地產價值</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/end_table.py"/>
        <source>At the start of every round, and at the end. Property value: the printed price of every unmortgaged property plus what its buildings cost. A bankrupt player's lines stop where they went out.</source>
        <translation>每回合開始時與遊戲結束時的數值。地產價值：每處未抵押地產的印刷價格，加上其建築的建造費用。破產玩家的線條在其破產處結束。</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/end_table.py"/>
        <source>Bankrupt in round %1, owing the Treasury</source>
        <translation>第%1回合破產，欠國庫的錢</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/end_table.py"/>
        <source>Bankrupt in round %1, owing %2</source>
        <translation>第%1回合破產，欠%2的錢</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/end_table.py"/>
        <source>Nobody wins</source>
        <translation>無人獲勝</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/end_table.py"/>
        <source>You are the last player standing</source>
        <translation>你是最後留在場上的玩家</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/end_table.py"/>
        <source>%1 is the last player standing</source>
        <translation>%1是最後留在場上的玩家</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/end_table.py"/>
        <source>You win with %1</source>
        <translation>你以%1獲勝</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/end_table.py"/>
        <source>You share the win with %1, with %2 each</source>
        <translation>你與%1並列獲勝，各為%2</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/end_table.py"/>
        <source>%1 wins with %2</source>
        <translation>%1以%2獲勝</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/end_table.py"/>
        <source>%1 share the win with %2 each</source>
        <translation>%1並列獲勝，各為%2</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/end_table.py"/>
        <source>Time was called after round %1: Competitors kept %2 of their cash and Monopolists %3, then the Treasury paid one rent for each property. The most cash wins.</source>
        <translation>第%1回合後時間到：競爭者保留現金的%2，壟斷者保留%3，接著國庫為每處地產支付一次租金。現金最多者獲勝。</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/end_table.py"/>
        <source>The round limit was reached after round %1: the richest player wins. Richest means cash plus the rent each unmortgaged property would earn now.</source>
        <translation>第%1回合後達到回合上限：最富有的玩家獲勝。富有程度＝現金加上每處未抵押地產目前可收的租金。</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/end_table.py"/>
        <source>Game B: every other player went bankrupt, so the last player standing wins.</source>
        <translation>B局：其他玩家全部破產，因此最後留下的玩家獲勝。</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/end_table.py"/>
        <source>Game B: every Monopolist went bankrupt, so the richest Competitor wins: cash plus the rent each unmortgaged property would earn now.</source>
        <translation>B 局：所有壟斷者都已破產，因此最富有的競爭者獲勝：現金加上每處未抵押地產目前可收的租金。</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/end_table.py"/>
        <source>Game B: every Competitor went bankrupt, so the richest Monopolist wins: cash plus the rent each unmortgaged property would earn now.</source>
        <translation>B 局：所有競爭者都已破產，因此最富有的壟斷者獲勝：現金加上每處未抵押地產目前可收的租金。</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/end_table.py"/>
        <source>Game A: every other player went bankrupt. The wealth is counted as Game B counts it: cash plus the rent each unmortgaged property would earn now.</source>
        <translation>A 局：其他玩家都已破產。財富依 B 局的算法計算：現金加上每處未抵押地產目前可收的租金。</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/end_table.py"/>
        <source>A utility's rent is a throw of the dice, made at the end.</source>
        <translation>公共事業的租金由結束時擲出的骰子決定。</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/end_table.py"/>
        <source>Tied at the top: the win is shared.</source>
        <translation>並列第一：共享勝利。</translation>
    </message>
    <message>
        <source>10% or 20%</source>
        <translation type="vanished">10% 或 20%</translation>
    </message>
    <message>
        <source>%1% of %2</source>
        <translation type="vanished">%2的%1%</translation>
    </message>
    <message>
        <source>Time was called after round %1: Competitors kept 10% of their cash and Monopolists 20%, then the Treasury paid one rent for each property. The most cash wins.</source>
        <translation type="vanished">第%1回合後時間到：競爭者保留現金的10%，壟斷者保留20%，接著國庫為每處地產支付一次租金。現金最多者獲勝。</translation>
    </message>
</context>
<context>
    <name>AntiMonopolyLog</name>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/narration.py"/>
        <source>START</source>
        <translation>起點</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/narration.py"/>
        <source>a card space</source>
        <translation>卡片格</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/narration.py"/>
        <source>Income Tax</source>
        <translation>所得稅</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/narration.py"/>
        <source>the Sightseeing Tour</source>
        <translation>觀光</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/narration.py"/>
        <source>the Anti-Monopoly Foundation</source>
        <translation>反壟斷基金會</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/narration.py"/>
        <source>the Go to Prison / Price War corner</source>
        <translation>「進入監獄／價格戰」角落</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/narration.py"/>
        <source>Property Tax</source>
        <translation>財產稅</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/narration.py"/>
        <source>somebody</source>
        <translation>某人</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/narration.py"/>
        <source>%2 in %1</source>
        <translation>%1的%2</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/narration.py"/>
        <source>you</source>
        <translation>你</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/narration.py"/>
        <source>nobody</source>
        <translation>無人</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/narration.py"/>
        <source>Competitors: %1 · Monopolists: %2</source>
        <translation>競爭者：%1 · 壟斷者：%2</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/narration.py"/>
        <source>Time is called after round %1: then everyone keeps part of their cash, collects one rent per property, and the most cash wins</source>
        <translation>第%1回合後時間到：每人保留部分現金、每處地產收取一次租金，現金最多者獲勝</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/narration.py"/>
        <source>Game B: once one side is bankrupt, the richest player of the other side wins (after round %1, the richest player)</source>
        <translation>B 局：一方陣營全部破產時，另一方最富有的玩家獲勝（第%1回合後，最富有的玩家獲勝）</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/narration.py"/>
        <source>Game A: the last player standing wins (after round %1, the richest player)</source>
        <translation>A 局：最後留在場上的玩家獲勝（第%1回合後，最富有的玩家獲勝）</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/narration.py"/>
        <source>Round %1 · your extra turn for doubles</source>
        <translation>第%1回合 · 你擲出對子的額外回合</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/narration.py"/>
        <source>Round %1 · %2's extra turn for doubles</source>
        <translation>第%1回合 · %2擲出對子的額外回合</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/narration.py"/>
        <source>Round %1 · your turn</source>
        <translation>第%1回合 · 輪到你</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/narration.py"/>
        <source>Round %1 · %2's turn</source>
        <translation>第%1回合 · 輪到%2</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/narration.py"/>
        <source>Round %1</source>
        <translation>第%1回合</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/narration.py"/>
        <source>You end your turn</source>
        <translation>你結束回合</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/narration.py"/>
        <source>%1 ends their turn</source>
        <translation>%1結束回合</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/narration.py"/>
        <source>You roll a %1 at the Anti-Monopoly Foundation: no grant this time</source>
        <translation>你在反壟斷基金會擲出%1：這次沒有補助金</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/narration.py"/>
        <source>%1 rolls a %2 at the Anti-Monopoly Foundation: no grant this time</source>
        <translation>%1在反壟斷基金會擲出%2：這次沒有補助金</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/narration.py"/>
        <source>You roll %1 and %2 for the utility's rent</source>
        <translation>你為公用事業的租金擲出%1和%2</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/narration.py"/>
        <source>%1 rolls %2 and %3 for the utility's rent</source>
        <translation>%1為公用事業的租金擲出%2和%3</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/narration.py"/>
        <source>You roll %1 and %2 for your card: not enough, nothing won</source>
        <translation>你為卡片擲出%1和%2：點數不夠，什麼也沒得到</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/narration.py"/>
        <source>%1 rolls %2 and %3 for their card: not enough, nothing won</source>
        <translation>%1為卡片擲出%2和%3：點數不夠，什麼也沒得到</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/narration.py"/>
        <source>You roll %1 and %2 to value your utility</source>
        <translation>你為評估公用事業擲出%1和%2</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/narration.py"/>
        <source>%1 rolls %2 and %3 to value their utility</source>
        <translation>%1為評估公用事業擲出%2和%3</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/narration.py"/>
        <source>You roll %1 and %2</source>
        <translation>你擲出%1和%2</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/narration.py"/>
        <source>%1 rolls %2 and %3</source>
        <translation>%1擲出%2和%3</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/narration.py"/>
        <source>You roll %1 and %2 and move to %3, collecting %4 at START</source>
        <translation>你擲出%1和%2，前往%3，並在起點領取%4</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/narration.py"/>
        <source>%1 rolls %2 and %3 and moves to %4, collecting %5 at START</source>
        <translation>%1擲出%2和%3，前往%4，並在起點領取%5</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/narration.py"/>
        <source>You roll %1 and %2 and move to %3</source>
        <translation>你擲出%1和%2，前往%3</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/narration.py"/>
        <source>%1 rolls %2 and %3 and moves to %4</source>
        <translation>%1擲出%2和%3，前往%4</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/narration.py"/>
        <source>You move to %1, collecting %2 at START</source>
        <translation>你前往%1，並在起點領取%2</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/narration.py"/>
        <source>%1 moves to %2, collecting %3 at START</source>
        <translation>%1前往%2，並在起點領取%3</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/narration.py"/>
        <source>You move to %1</source>
        <translation>你前往%1</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/narration.py"/>
        <source>%1 moves to %2</source>
        <translation>%1前往%2</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/narration.py"/>
        <source>You roll %1 and %2, land on START and collect %3</source>
        <translation>你擲出%1和%2，停在起點，領取%3</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/narration.py"/>
        <source>%1 rolls %2 and %3, lands on START and collects %4</source>
        <translation>%1擲出%2和%3，停在起點，領取%4</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/narration.py"/>
        <source>You move to START and collect %1</source>
        <translation>你前往起點，領取%1</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/narration.py"/>
        <source>%1 moves to START and collects %2</source>
        <translation>%1前往起點，領取%2</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/narration.py"/>
        <source>You draw a Monopolist card: “%1”</source>
        <translation>你抽一張壟斷者卡：「%1」</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/narration.py"/>
        <source>%1 draws a Monopolist card: “%2”</source>
        <translation>%1抽一張壟斷者卡：「%2」</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/narration.py"/>
        <source>You draw a Competitor card: “%1”</source>
        <translation>你抽一張競爭者卡：「%1」</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/narration.py"/>
        <source>%1 draws a Competitor card: “%2”</source>
        <translation>%1抽一張競爭者卡：「%2」</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/narration.py"/>
        <source>You go to Prison: roll doubles or pay the fine to get out, within three turns; meanwhile you collect no rent</source>
        <translation>你進入監獄：三個回合內擲出對子或支付罰金即可出獄；在此期間你收不到租金</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/narration.py"/>
        <source>%1 goes to Prison: no rent for them while they are there</source>
        <translation>%1進入監獄：在獄中期間收不到租金</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/narration.py"/>
        <source>You go to the Price War: roll doubles or pay the fine to get out, within three turns; your rents still come in</source>
        <translation>你進入價格戰：三個回合內擲出對子或支付罰金即可脫身；你的租金照收</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/narration.py"/>
        <source>%1 goes to the Price War: their rents still come in</source>
        <translation>%1進入價格戰：租金照收</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/narration.py"/>
        <source>You roll %1 and %2, no doubles: you stay; next turn you pay the fine and move on</source>
        <translation>你擲出%1和%2，不是對子：你留在原地；下個回合支付罰金後繼續前進</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/narration.py"/>
        <source>%1 rolls %2 and %3, no doubles: they stay; next turn they pay the fine and move on</source>
        <translation>%1擲出%2和%3，不是對子：留在原地；下個回合支付罰金後繼續前進</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/narration.py"/>
        <source>You roll %1 and %2, no doubles: you stay, with one more try next turn</source>
        <translation>你擲出%1和%2，不是對子：你留在原地，下個回合還能再試一次</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/narration.py"/>
        <source>%1 rolls %2 and %3, no doubles: they stay, with one more try next turn</source>
        <translation>%1擲出%2和%3，不是對子：留在原地，下個回合還能再試一次</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/narration.py"/>
        <source>No doubles: you stay where you are</source>
        <translation>不是對子：你留在原地</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/narration.py"/>
        <source>No doubles: %1 stays where they are</source>
        <translation>不是對子：%1留在原地</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/narration.py"/>
        <source>You roll doubles, %1 and %2: you are free</source>
        <translation>你擲出對子%1和%2：重獲自由</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/narration.py"/>
        <source>%1 rolls doubles, %2 and %3: they are free</source>
        <translation>%1擲出對子%2和%3：重獲自由</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/narration.py"/>
        <source>Doubles: you are free</source>
        <translation>對子：你重獲自由</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/narration.py"/>
        <source>Doubles: %1 is free</source>
        <translation>對子：%1重獲自由</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/narration.py"/>
        <source>Your third turn there: you pay the %1 fine and are free</source>
        <translation>你在那裡的第三個回合：支付%1罰金，重獲自由</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/narration.py"/>
        <source>%1's third turn there: they pay the %2 fine and are free</source>
        <translation>%1在那裡的第三個回合：支付%2罰金，重獲自由</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/narration.py"/>
        <source>You pay the %1 fine and are free</source>
        <translation>你支付%1罰金，重獲自由</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/narration.py"/>
        <source>%1 pays the %2 fine and is free</source>
        <translation>%1支付%2罰金，重獲自由</translation>
    </message>
    <message numerus="yes">
        <location filename="../ponzi_desktop/ui/anti_monopoly/narration.py"/>
        <source>You collect no rent for your next %n turn(s), in Prison or out</source>
        <translation>
            <numerusform>接下來%n回合，無論是否在監獄，你都收不到租金</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../ponzi_desktop/ui/anti_monopoly/narration.py"/>
        <source>%1 collects no rent for their next %n turn(s), in Prison or out</source>
        <translation>
            <numerusform>接下來%n回合，無論是否在監獄，%1都收不到租金</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/narration.py"/>
        <source>You collect rent again</source>
        <translation>你重新開始收取租金</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/narration.py"/>
        <source>%1 collects rent again</source>
        <translation>%1重新開始收取租金</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/narration_deals.py"/>
        <source>nothing</source>
        <translation>無</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/narration_deals.py"/>
        <source>You and %1 collect %2 each</source>
        <translation>你和%1各領取%2</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/narration_deals.py"/>
        <source>%1 collect %2 each</source>
        <translation>%1各領取%2</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/narration_deals.py"/>
        <source>You roll a %1 at the Anti-Monopoly Foundation and collect a %2 grant</source>
        <translation>你在反壟斷基金會擲出%1，領取%2補助金</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/narration_deals.py"/>
        <source>%1 rolls a %2 at the Anti-Monopoly Foundation and collects a %3 grant</source>
        <translation>%1在反壟斷基金會擲出%2，領取%3補助金</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/narration_deals.py"/>
        <source>You roll %1 and %2 and collect %3</source>
        <translation>你擲出%1和%2，領取%3</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/narration_deals.py"/>
        <source>%1 rolls %2 and %3 and collects %4</source>
        <translation>%1擲出%2和%3，領取%4</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/narration_deals.py"/>
        <source>You pass START and collect %1</source>
        <translation>你經過起點，領取%1</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/narration_deals.py"/>
        <source>%1 passes START and collects %2</source>
        <translation>%1經過起點，領取%2</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/narration_deals.py"/>
        <source>You collect a %1 grant from the Anti-Monopoly Foundation</source>
        <translation>你從反壟斷基金會領取%1補助金</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/narration_deals.py"/>
        <source>%1 collects a %2 grant from the Anti-Monopoly Foundation</source>
        <translation>%1從反壟斷基金會領取%2補助金</translation>
    </message>
    <message numerus="yes">
        <location filename="../ponzi_desktop/ui/anti_monopoly/narration_deals.py"/>
        <source>You collect %1 in rent for %n property(-ies)</source>
        <translation>
            <numerusform>你從%n處地產收取租金%1</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../ponzi_desktop/ui/anti_monopoly/narration_deals.py"/>
        <source>%1 collects %2 in rent for %n property(-ies)</source>
        <translation>
            <numerusform>%1從%n處地產收取租金%2</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/narration_deals.py"/>
        <source>You collect %1 as your card says</source>
        <translation>你依卡片指示領取%1</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/narration_deals.py"/>
        <source>%1 collects %2 as the card says</source>
        <translation>%1依卡片指示領取%2</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/narration_deals.py"/>
        <source>You collect %1 from the Treasury</source>
        <translation>你從國庫領取%1</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/narration_deals.py"/>
        <source>%1 collects %2 from the Treasury</source>
        <translation>%1從國庫領取%2</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/narration_deals.py"/>
        <source>%1 pay you %2 each, as your card says</source>
        <translation>依你的卡片，%1各付給你%2</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/narration_deals.py"/>
        <source>You and %1 pay %2 %3 each, as the card says</source>
        <translation>依卡片指示，你和%1各付給%2 %3</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/narration_deals.py"/>
        <source>%1 pay %2 %3 each, as the card says</source>
        <translation>依卡片指示，%1各付給%2 %3</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/narration_deals.py"/>
        <source>You pay %1 %2, as the card says</source>
        <translation>依卡片指示，你付給%1 %2</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/narration_deals.py"/>
        <source>%1 pays you %2, as your card says</source>
        <translation>依你的卡片，%1付給你%2</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/narration_deals.py"/>
        <source>%1 pays %2 %3, as the card says</source>
        <translation>依卡片指示，%1付給%2 %3</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/narration_deals.py"/>
        <source>You pay the %1 fine</source>
        <translation>你支付%1罰金</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/narration_deals.py"/>
        <source>%1 pays the %2 fine</source>
        <translation>%1支付%2罰金</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/narration_deals.py"/>
        <source>You pay %1 Property Tax</source>
        <translation>你支付財產稅%1</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/narration_deals.py"/>
        <source>%1 pays %2 Property Tax</source>
        <translation>%1支付財產稅%2</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/narration_deals.py"/>
        <source>You pay %1 Income Tax</source>
        <translation>你支付所得稅%1</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/narration_deals.py"/>
        <source>%1 pays %2 Income Tax</source>
        <translation>%1支付所得稅%2</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/narration_deals.py"/>
        <source>You pay %1 at the Anti-Monopoly Foundation</source>
        <translation>你在反壟斷基金會支付%1</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/narration_deals.py"/>
        <source>%1 pays %2 at the Anti-Monopoly Foundation</source>
        <translation>%1在反壟斷基金會支付%2</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/narration_deals.py"/>
        <source>You pay the Treasury %1 as your card says</source>
        <translation>你依卡片指示付給國庫%1</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/narration_deals.py"/>
        <source>%1 pays the Treasury %2 as the card says</source>
        <translation>%1依卡片指示付給國庫%2</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/narration_deals.py"/>
        <source>You pay the Treasury %1</source>
        <translation>你付給國庫%1</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/narration_deals.py"/>
        <source>%1 pays the Treasury %2</source>
        <translation>%1付給國庫%2</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/narration_deals.py"/>
        <source>You roll %1 and %2 and pay %3 %4 rent for %5</source>
        <translation>你擲出%1和%2，為%5付給%3租金%4</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/narration_deals.py"/>
        <source>%1 rolls %2 and %3 and pays you %4 rent for %5</source>
        <translation>%1擲出%2和%3，為%5付給你租金%4</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/narration_deals.py"/>
        <source>%1 rolls %2 and %3 and pays %4 %5 rent for %6</source>
        <translation>%1擲出%2和%3，為%6付給%4租金%5</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/narration_deals.py"/>
        <source>You pay %1 %2 rent for %3</source>
        <translation>你為%3付給%1租金%2</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/narration_deals.py"/>
        <source>%1 pays you %2 rent for %3</source>
        <translation>%1為%3付給你租金%2</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/narration_deals.py"/>
        <source>%1 pays %2 %3 rent for %4</source>
        <translation>%1為%4付給%2租金%3</translation>
    </message>
    <message numerus="yes">
        <location filename="../ponzi_desktop/ui/anti_monopoly/narration_deals.py"/>
        <source>You pay no rent for %1: %2's card stops their rents for %n more turn(s)</source>
        <translation>
            <numerusform>你不必為%1付租金：%2的卡片使其在接下來%n回合收不到租金</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../ponzi_desktop/ui/anti_monopoly/narration_deals.py"/>
        <source>%1 pays you no rent for %2: your card stops your rents for %n more turn(s)</source>
        <translation>
            <numerusform>%1不必付你%2的租金：你的卡片使你在接下來%n回合收不到租金</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../ponzi_desktop/ui/anti_monopoly/narration_deals.py"/>
        <source>%1 pays no rent for %2: %3's card stops their rents for %n more turn(s)</source>
        <translation>
            <numerusform>%1不必為%2付租金：%3的卡片使其在接下來%n回合收不到租金</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/narration_deals.py"/>
        <source>You pay no rent for %1: %2 collects none after being sent to Prison</source>
        <translation>你不必為%1付租金：%2被送進監獄後收不到租金</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/narration_deals.py"/>
        <source>%1 pays you no rent for %2: you collect none after being sent to Prison</source>
        <translation>%1不必為%2付你租金：你被送進監獄後收不到租金</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/narration_deals.py"/>
        <source>%1 pays no rent for %2: %3 collects none after being sent to Prison</source>
        <translation>%1不必為%2付租金：%3被送進監獄後收不到租金</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/narration_deals.py"/>
        <source>You choose the percentage for your Income Tax: %1</source>
        <translation>你的所得稅選擇按比例計算：%1</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/narration_deals.py"/>
        <source>%1 chooses the percentage for their Income Tax: %2</source>
        <translation>%1的所得稅選擇按比例計算：%2</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/narration_deals.py"/>
        <source>You choose the flat Income Tax: %1</source>
        <translation>你的所得稅選擇定額：%1</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/narration_deals.py"/>
        <source>%1 chooses the flat Income Tax: %2</source>
        <translation>%1的所得稅選擇定額：%2</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/narration_deals.py"/>
        <source>You owe %1 to the Treasury: raise it by selling buildings back and mortgaging</source>
        <translation>你欠國庫%1：請賣回建築物並抵押地產來籌錢</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/narration_deals.py"/>
        <source>You owe %1 %2: raise it by selling buildings back and mortgaging</source>
        <translation>你欠%1 %2：請賣回建築物並抵押地產來籌錢</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/narration_deals.py"/>
        <source>%1 owes %2 to the Treasury and must sell buildings back and mortgage to pay it</source>
        <translation>%1欠國庫%2，必須賣回建築物並抵押地產來償還</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/narration_deals.py"/>
        <source>%1 owes you %2 and must sell buildings back and mortgage to pay it</source>
        <translation>%1欠你%2，必須賣回建築物並抵押地產來償還</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/narration_deals.py"/>
        <source>%1 owes %2 %3 and must sell buildings back and mortgage to pay it</source>
        <translation>%1欠%2 %3，必須賣回建築物並抵押地產來償還</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/narration_deals.py"/>
        <source>You go bankrupt: your properties go back to the Treasury, unmortgaged, for sale again</source>
        <translation>你破產：你的地產解除抵押後歸還國庫，重新開放購買</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/narration_deals.py"/>
        <source>%1 goes bankrupt: their properties go back to the Treasury, unmortgaged, for sale again</source>
        <translation>%1破產：其地產解除抵押後歸還國庫，重新開放購買</translation>
    </message>
    <message numerus="yes">
        <location filename="../ponzi_desktop/ui/anti_monopoly/narration_deals.py"/>
        <source>You go bankrupt: %1 takes your %2 and your %n property(-ies)</source>
        <translation>
            <numerusform>你破產：%1拿走你的%2和%n處地產</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../ponzi_desktop/ui/anti_monopoly/narration_deals.py"/>
        <source>%1 goes bankrupt: you take their %2 and their %n property(-ies)</source>
        <translation>
            <numerusform>%1破產：你拿走其%2和%n處地產</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../ponzi_desktop/ui/anti_monopoly/narration_deals.py"/>
        <source>%1 goes bankrupt: %2 takes their %3 and their %n property(-ies)</source>
        <translation>
            <numerusform>%1破產：%2拿走其%3和%n處地產</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/narration_deals.py"/>
        <source>You begin an offer to %1</source>
        <translation>你開始擬定給%1的提議</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/narration_deals.py"/>
        <source>%1 begins an offer to you</source>
        <translation>%1開始擬定給你的提議</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/narration_deals.py"/>
        <source>%1 begins an offer to %2</source>
        <translation>%1開始擬定給%2的提議</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/narration_deals.py"/>
        <source>Your offer to %1 so far: %2 for %3</source>
        <translation>你給%1的提議（擬定中）：以%2換%3</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/narration_deals.py"/>
        <source>%1's offer to you so far: %2 for %3</source>
        <translation>%1給你的提議（擬定中）：以%2換%3</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/narration_deals.py"/>
        <source>%1's offer to %2 so far: %3 for %4</source>
        <translation>%1給%2的提議（擬定中）：以%3換%4</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/narration_deals.py"/>
        <source>You offer %1 %2 for %3</source>
        <translation>你向%1提議：以%2換%3</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/narration_deals.py"/>
        <source>%1 offers you %2 for %3</source>
        <translation>%1向你提議：以%2換%3</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/narration_deals.py"/>
        <source>%1 offers %2 %3 for %4</source>
        <translation>%1向%2提議：以%3換%4</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/narration_deals.py"/>
        <source>You draw up an offer to %1 and withdraw it</source>
        <translation>你擬定給%1的提議後又撤回</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/narration_deals.py"/>
        <source>%1 draws up an offer to you and withdraws it</source>
        <translation>%1擬定給你的提議後又撤回</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/narration_deals.py"/>
        <source>%1 draws up an offer to %2 and withdraws it</source>
        <translation>%1擬定給%2的提議後又撤回</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/narration_deals.py"/>
        <source>You accept %1's offer: you get %2 for %3</source>
        <translation>你接受%1的提議：以%3換得%2</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/narration_deals.py"/>
        <source>%1 accepts your offer: you get %2 for %3</source>
        <translation>%1接受你的提議：你以%3換得%2</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/narration_deals.py"/>
        <source>%1 accepts %2's offer: %1 gets %3 for %4</source>
        <translation>%1接受%2的提議：%1以%4換得%3</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/narration_deals.py"/>
        <source>You turn down %1's offer</source>
        <translation>你拒絕%1的提議</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/narration_deals.py"/>
        <source>%1 turns down your offer</source>
        <translation>%1拒絕你的提議</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/narration_deals.py"/>
        <source>%1 turns down %2's offer</source>
        <translation>%1拒絕%2的提議</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/narration_deals.py"/>
        <source>Time is up after round %1: everyone deals with the Treasury one last time</source>
        <translation>第%1回合後時間到：每人最後一次與國庫交易</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/narration_deals.py"/>
        <source>You keep %1 of your cash and give %2 to the Treasury</source>
        <translation>你保留%1現金，將%2交給國庫</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/narration_deals.py"/>
        <source>%1 keeps %2 of their cash and gives %3 to the Treasury</source>
        <translation>%1保留%2現金，將%3交給國庫</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/narration_deals.py"/>
        <source>Game over: nobody wins</source>
        <translation>遊戲結束：沒有贏家</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/narration_deals.py"/>
        <source>Game over: you share the win with %1, with %2 each</source>
        <translation>遊戲結束：你與%1並列獲勝，各有%2</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/narration_deals.py"/>
        <source>Game over: %1 share the win, with %2 each</source>
        <translation>遊戲結束：%1並列獲勝，各有%2</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/narration_deals.py"/>
        <source>Game over: you are the last player standing and win</source>
        <translation>遊戲結束：你是最後留在場上的玩家，你贏了</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/narration_deals.py"/>
        <source>Game over: %1 is the last player standing and wins</source>
        <translation>遊戲結束：%1是最後留在場上的玩家，獲勝</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/narration_deals.py"/>
        <source>Game over: one side is bankrupt, and you win as the richest player, worth %1</source>
        <translation>遊戲結束：一方陣營已破產，你是最富有的玩家，以%1獲勝</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/narration_deals.py"/>
        <source>Game over: one side is bankrupt, and %1 wins as the richest player, worth %2</source>
        <translation>遊戲結束：一方陣營已破產，%1是最富有的玩家，以%2獲勝</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/narration_deals.py"/>
        <source>Game over: you win with the most cash, %1</source>
        <translation>遊戲結束：你的現金最多（%1），你贏了</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/narration_deals.py"/>
        <source>Game over: %1 wins with the most cash, %2</source>
        <translation>遊戲結束：%1的現金最多（%2），獲勝</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/narration_deals.py"/>
        <source>Game over after the last round: you win as the richest player, worth %1</source>
        <translation>遊戲結束（最後一回合後）：你是最富有的玩家，以%1獲勝</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/narration_deals.py"/>
        <source>Game over after the last round: %1 wins as the richest player, worth %2</source>
        <translation>遊戲結束（最後一回合後）：%1是最富有的玩家，以%2獲勝</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/narration_treasury.py"/>
        <source>You buy %1 for %2</source>
        <translation>你以%2買下%1</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/narration_treasury.py"/>
        <source>%1 buys %2 for %3</source>
        <translation>%1以%3買下%2</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/narration_treasury.py"/>
        <source>You do not buy %1</source>
        <translation>你不買%1</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/narration_treasury.py"/>
        <source>%1 does not buy %2</source>
        <translation>%1不買%2</translation>
    </message>
    <message numerus="yes">
        <location filename="../ponzi_desktop/ui/anti_monopoly/narration_treasury.py"/>
        <source>%n houses and an apartment on %1</source>
        <translation>
            <numerusform>%1的%n棟房子和一棟公寓</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/narration_treasury.py"/>
        <source>a house and an apartment on %1</source>
        <translation>%1的一棟房子和一棟公寓</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/narration_treasury.py"/>
        <source>an apartment on %1</source>
        <translation>%1的一棟公寓</translation>
    </message>
    <message numerus="yes">
        <location filename="../ponzi_desktop/ui/anti_monopoly/narration_treasury.py"/>
        <source>%n houses on %1</source>
        <translation>
            <numerusform>%1的%n棟房子</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/narration_treasury.py"/>
        <source>a house on %1</source>
        <translation>%1的一棟房子</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/narration_treasury.py"/>
        <source>You build %1 for %2</source>
        <translation>你以%2蓋%1</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/narration_treasury.py"/>
        <source>%1 builds %2 for %3</source>
        <translation>%1以%3蓋%2</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/narration_treasury.py"/>
        <source>You build an apartment on %1 for %2</source>
        <translation>你以%2在%1蓋一棟公寓</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/narration_treasury.py"/>
        <source>%1 builds an apartment on %2 for %3</source>
        <translation>%1以%3在%2蓋一棟公寓</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/narration_treasury.py"/>
        <source>You build a house on %1 for %2</source>
        <translation>你以%2在%1蓋一棟房子</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/narration_treasury.py"/>
        <source>%1 builds a house on %2 for %3</source>
        <translation>%1以%3在%2蓋一棟房子</translation>
    </message>
    <message numerus="yes">
        <location filename="../ponzi_desktop/ui/anti_monopoly/narration_treasury.py"/>
        <source>%n buildings on %1</source>
        <translation>
            <numerusform>%1的%n棟建築物</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/narration_treasury.py"/>
        <source>a building on %1</source>
        <translation>%1的一棟建築物</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/narration_treasury.py"/>
        <source>You sell %1 back to the Treasury and mortgage %2, raising %3</source>
        <translation>你將%1賣回國庫並抵押%2，籌得%3</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/narration_treasury.py"/>
        <source>%1 sells %2 back to the Treasury and mortgages %3, raising %4</source>
        <translation>%1將%2賣回國庫並抵押%3，籌得%4</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/narration_treasury.py"/>
        <source>You sell %1 back to the Treasury for %2</source>
        <translation>你以%2將%1賣回國庫</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/narration_treasury.py"/>
        <source>%1 sells %2 back to the Treasury for %3</source>
        <translation>%1以%3將%2賣回國庫</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/narration_treasury.py"/>
        <source>You mortgage %1 for %2</source>
        <translation>你抵押%1，得到%2</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/narration_treasury.py"/>
        <source>%1 mortgages %2 for %3</source>
        <translation>%1抵押%2，得到%3</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/narration_treasury.py"/>
        <source>%1, and you pay the Treasury %2</source>
        <translation>%1，並付給國庫%2</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/narration_treasury.py"/>
        <source>%1, and you pay %2 %3</source>
        <translation>%1，並付給%2%3</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/narration_treasury.py"/>
        <source>%1, and pays the Treasury %2</source>
        <translation>%1，並付給國庫%2</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/narration_treasury.py"/>
        <source>%1, and pays you %2</source>
        <translation>%1，並付給你%2</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/narration_treasury.py"/>
        <source>%1, and pays %2 %3</source>
        <translation>%1，並付給%2%3</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/narration_treasury.py"/>
        <source>You sell a building on %1 back to the Treasury for %2</source>
        <translation>你以%2將%1的一棟建築物賣回國庫</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/narration_treasury.py"/>
        <source>%1 sells a building on %2 back to the Treasury for %3</source>
        <translation>%1以%3將%2的一棟建築物賣回國庫</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/narration_treasury.py"/>
        <source>You pay off the mortgages on %1 for %2</source>
        <translation>你支付%2贖回%1的抵押</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/narration_treasury.py"/>
        <source>%1 pays off the mortgages on %2 for %3</source>
        <translation>%1支付%3贖回%2的抵押</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/narration_treasury.py"/>
        <source>You pay off the mortgage on %1 for %2</source>
        <translation>你支付%2贖回%1的抵押</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/narration_treasury.py"/>
        <source>%1 pays off the mortgage on %2 for %3</source>
        <translation>%1支付%3贖回%2的抵押</translation>
    </message>
    <message numerus="yes">
        <location filename="../ponzi_desktop/ui/anti_monopoly/narration.py"/>
        <source>A new game for %n player(s)</source>
        <translation>
            <numerusform>%n位玩家的新遊戲</numerusform>
        </translation>
    </message>
    <message>
        <source>You ended your turn</source>
        <translation type="vanished">你結束了回合</translation>
    </message>
    <message>
        <source>%1 ended their turn</source>
        <translation type="vanished">%1結束了回合</translation>
    </message>
    <message>
        <source>You rolled a %1 at the Anti-Monopoly Foundation: no grant this time</source>
        <translation type="vanished">你在反壟斷基金會擲出%1：這次沒有補助金</translation>
    </message>
    <message>
        <source>%1 rolled a %2 at the Anti-Monopoly Foundation: no grant this time</source>
        <translation type="vanished">%1在反壟斷基金會擲出%2：這次沒有補助金</translation>
    </message>
    <message>
        <source>You rolled %1 and %2 for the utility's rent</source>
        <translation type="vanished">你為公用事業的租金擲出%1和%2</translation>
    </message>
    <message>
        <source>%1 rolled %2 and %3 for the utility's rent</source>
        <translation type="vanished">%1為公用事業的租金擲出%2和%3</translation>
    </message>
    <message>
        <source>You rolled %1 and %2 for your card: not enough, nothing won</source>
        <translation type="vanished">你為卡片擲出%1和%2：點數不夠，什麼也沒得到</translation>
    </message>
    <message>
        <source>%1 rolled %2 and %3 for their card: not enough, nothing won</source>
        <translation type="vanished">%1為卡片擲出%2和%3：點數不夠，什麼也沒得到</translation>
    </message>
    <message>
        <source>You rolled %1 and %2 to value your utility</source>
        <translation type="vanished">你為評估公用事業擲出%1和%2</translation>
    </message>
    <message>
        <source>%1 rolled %2 and %3 to value their utility</source>
        <translation type="vanished">%1為評估公用事業擲出%2和%3</translation>
    </message>
    <message>
        <source>You rolled %1 and %2</source>
        <translation type="vanished">你擲出%1和%2</translation>
    </message>
    <message>
        <source>%1 rolled %2 and %3</source>
        <translation type="vanished">%1擲出%2和%3</translation>
    </message>
    <message>
        <source>You rolled %1 and %2 and moved to %3, collecting %4 at START</source>
        <translation type="vanished">你擲出%1和%2，前往%3，並在起點領取%4</translation>
    </message>
    <message>
        <source>%1 rolled %2 and %3 and moved to %4, collecting %5 at START</source>
        <translation type="vanished">%1擲出%2和%3，前往%4，並在起點領取%5</translation>
    </message>
    <message>
        <source>You rolled %1 and %2 and moved to %3</source>
        <translation type="vanished">你擲出%1和%2，前往%3</translation>
    </message>
    <message>
        <source>%1 rolled %2 and %3 and moved to %4</source>
        <translation type="vanished">%1擲出%2和%3，前往%4</translation>
    </message>
    <message>
        <source>You moved to %1, collecting %2 at START</source>
        <translation type="vanished">你前往%1，並在起點領取%2</translation>
    </message>
    <message>
        <source>%1 moved to %2, collecting %3 at START</source>
        <translation type="vanished">%1前往%2，並在起點領取%3</translation>
    </message>
    <message>
        <source>You moved to %1</source>
        <translation type="vanished">你前往%1</translation>
    </message>
    <message>
        <source>%1 moved to %2</source>
        <translation type="vanished">%1前往%2</translation>
    </message>
    <message>
        <source>You rolled %1 and %2, landed on START and collected %3</source>
        <translation type="vanished">你擲出%1和%2，停在起點，領取%3</translation>
    </message>
    <message>
        <source>%1 rolled %2 and %3, landed on START and collected %4</source>
        <translation type="vanished">%1擲出%2和%3，停在起點，領取%4</translation>
    </message>
    <message>
        <source>You moved to START and collected %1</source>
        <translation type="vanished">你前往起點，領取%1</translation>
    </message>
    <message>
        <source>%1 moved to START and collected %2</source>
        <translation type="vanished">%1前往起點，領取%2</translation>
    </message>
    <message>
        <source>You drew a Monopolist card: “%1”</source>
        <translation type="vanished">你抽了一張壟斷者卡：「%1」</translation>
    </message>
    <message>
        <source>%1 drew a Monopolist card: “%2”</source>
        <translation type="vanished">%1抽了一張壟斷者卡：「%2」</translation>
    </message>
    <message>
        <source>You drew a Competitor card: “%1”</source>
        <translation type="vanished">你抽了一張競爭者卡：「%1」</translation>
    </message>
    <message>
        <source>%1 drew a Competitor card: “%2”</source>
        <translation type="vanished">%1抽了一張競爭者卡：「%2」</translation>
    </message>
    <message>
        <source>You went to Prison: roll doubles or pay the fine to get out, within three turns; meanwhile you collect no rent</source>
        <translation type="vanished">你進了監獄：三個回合內擲出對子或支付罰金即可出獄；在此期間你收不到租金</translation>
    </message>
    <message>
        <source>%1 went to Prison: no rent for them while they are there</source>
        <translation type="vanished">%1進了監獄：在獄中期間收不到租金</translation>
    </message>
    <message>
        <source>You went to the Price War: roll doubles or pay the fine to get out, within three turns; your rents still come in</source>
        <translation type="vanished">你進入價格戰：三個回合內擲出對子或支付罰金即可脫身；你的租金照收</translation>
    </message>
    <message>
        <source>%1 went to the Price War: their rents still come in</source>
        <translation type="vanished">%1進入價格戰：租金照收</translation>
    </message>
    <message>
        <source>You rolled %1 and %2, no doubles: you stay; next turn you pay the fine and move on</source>
        <translation type="vanished">你擲出%1和%2，不是對子：你留在原地；下個回合支付罰金後繼續前進</translation>
    </message>
    <message>
        <source>%1 rolled %2 and %3, no doubles: they stay; next turn they pay the fine and move on</source>
        <translation type="vanished">%1擲出%2和%3，不是對子：留在原地；下個回合支付罰金後繼續前進</translation>
    </message>
    <message>
        <source>You rolled %1 and %2, no doubles: you stay, with one more try next turn</source>
        <translation type="vanished">你擲出%1和%2，不是對子：你留在原地，下個回合還能再試一次</translation>
    </message>
    <message>
        <source>%1 rolled %2 and %3, no doubles: they stay, with one more try next turn</source>
        <translation type="vanished">%1擲出%2和%3，不是對子：留在原地，下個回合還能再試一次</translation>
    </message>
    <message>
        <source>You rolled doubles, %1 and %2: you are free</source>
        <translation type="vanished">你擲出對子%1和%2：重獲自由</translation>
    </message>
    <message>
        <source>%1 rolled doubles, %2 and %3: they are free</source>
        <translation type="vanished">%1擲出對子%2和%3：重獲自由</translation>
    </message>
    <message>
        <source>Your third turn there: you paid the %1 fine and are free</source>
        <translation type="vanished">你在那裡的第三個回合：支付了%1罰金，重獲自由</translation>
    </message>
    <message>
        <source>%1's third turn there: they paid the %2 fine and are free</source>
        <translation type="vanished">%1在那裡的第三個回合：支付了%2罰金，重獲自由</translation>
    </message>
    <message>
        <source>You paid the %1 fine and are free</source>
        <translation type="vanished">你支付了%1罰金，重獲自由</translation>
    </message>
    <message>
        <source>%1 paid the %2 fine and is free</source>
        <translation type="vanished">%1支付了%2罰金，重獲自由</translation>
    </message>
    <message>
        <source>You and %1 collected %2 each</source>
        <translation type="vanished">你和%1各領取了%2</translation>
    </message>
    <message>
        <source>%1 collected %2 each</source>
        <translation type="vanished">%1各領取了%2</translation>
    </message>
    <message>
        <source>You rolled a %1 at the Anti-Monopoly Foundation and collected a %2 grant</source>
        <translation type="vanished">你在反壟斷基金會擲出%1，領取%2補助金</translation>
    </message>
    <message>
        <source>%1 rolled a %2 at the Anti-Monopoly Foundation and collected a %3 grant</source>
        <translation type="vanished">%1在反壟斷基金會擲出%2，領取%3補助金</translation>
    </message>
    <message>
        <source>You rolled %1 and %2 and collected %3</source>
        <translation type="vanished">你擲出%1和%2，領取%3</translation>
    </message>
    <message>
        <source>%1 rolled %2 and %3 and collected %4</source>
        <translation type="vanished">%1擲出%2和%3，領取%4</translation>
    </message>
    <message>
        <source>You passed START and collected %1</source>
        <translation type="vanished">你經過起點，領取%1</translation>
    </message>
    <message>
        <source>%1 passed START and collected %2</source>
        <translation type="vanished">%1經過起點，領取%2</translation>
    </message>
    <message>
        <source>You collected a %1 grant from the Anti-Monopoly Foundation</source>
        <translation type="vanished">你從反壟斷基金會領取%1補助金</translation>
    </message>
    <message>
        <source>%1 collected a %2 grant from the Anti-Monopoly Foundation</source>
        <translation type="vanished">%1從反壟斷基金會領取%2補助金</translation>
    </message>
    <message numerus="yes">
        <source>You collected %1 in rent for %n property(-ies)</source>
        <translation type="vanished">
            <numerusform>你從%n處地產收取租金%1</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 collected %2 in rent for %n property(-ies)</source>
        <translation type="vanished">
            <numerusform>%1從%n處地產收取租金%2</numerusform>
        </translation>
    </message>
    <message>
        <source>You collected %1 as your card says</source>
        <translation type="vanished">你依卡片指示領取%1</translation>
    </message>
    <message>
        <source>%1 collected %2 as the card says</source>
        <translation type="vanished">%1依卡片指示領取%2</translation>
    </message>
    <message>
        <source>You collected %1 from the Treasury</source>
        <translation type="vanished">你從國庫領取%1</translation>
    </message>
    <message>
        <source>%1 collected %2 from the Treasury</source>
        <translation type="vanished">%1從國庫領取%2</translation>
    </message>
    <message>
        <source>%1 paid you %2 each, as your card says</source>
        <translation type="vanished">依你的卡片，%1各付給你%2</translation>
    </message>
    <message>
        <source>You and %1 paid %2 %3 each, as the card says</source>
        <translation type="vanished">依卡片指示，你和%1各付給%2 %3</translation>
    </message>
    <message>
        <source>%1 paid %2 %3 each, as the card says</source>
        <translation type="vanished">依卡片指示，%1各付給%2 %3</translation>
    </message>
    <message>
        <source>You paid %1 %2, as the card says</source>
        <translation type="vanished">依卡片指示，你付給%1 %2</translation>
    </message>
    <message>
        <source>%1 paid you %2, as your card says</source>
        <translation type="vanished">依你的卡片，%1付給你%2</translation>
    </message>
    <message>
        <source>%1 paid %2 %3, as the card says</source>
        <translation type="vanished">依卡片指示，%1付給%2 %3</translation>
    </message>
    <message>
        <source>You paid the %1 fine</source>
        <translation type="vanished">你支付了%1罰金</translation>
    </message>
    <message>
        <source>%1 paid the %2 fine</source>
        <translation type="vanished">%1支付了%2罰金</translation>
    </message>
    <message>
        <source>You paid %1 Property Tax</source>
        <translation type="vanished">你支付了財產稅%1</translation>
    </message>
    <message>
        <source>%1 paid %2 Property Tax</source>
        <translation type="vanished">%1支付了財產稅%2</translation>
    </message>
    <message>
        <source>You paid %1 Income Tax</source>
        <translation type="vanished">你支付了所得稅%1</translation>
    </message>
    <message>
        <source>%1 paid %2 Income Tax</source>
        <translation type="vanished">%1支付了所得稅%2</translation>
    </message>
    <message>
        <source>You paid %1 at the Anti-Monopoly Foundation</source>
        <translation type="vanished">你在反壟斷基金會支付了%1</translation>
    </message>
    <message>
        <source>%1 paid %2 at the Anti-Monopoly Foundation</source>
        <translation type="vanished">%1在反壟斷基金會支付了%2</translation>
    </message>
    <message>
        <source>You paid the Treasury %1 as your card says</source>
        <translation type="vanished">你依卡片指示付給國庫%1</translation>
    </message>
    <message>
        <source>%1 paid the Treasury %2 as the card says</source>
        <translation type="vanished">%1依卡片指示付給國庫%2</translation>
    </message>
    <message>
        <source>You paid the Treasury %1</source>
        <translation type="vanished">你付給國庫%1</translation>
    </message>
    <message>
        <source>%1 paid the Treasury %2</source>
        <translation type="vanished">%1付給國庫%2</translation>
    </message>
    <message>
        <source>You rolled %1 and %2 and paid %3 %4 rent for %5</source>
        <translation type="vanished">你擲出%1和%2，為%5付給%3租金%4</translation>
    </message>
    <message>
        <source>%1 rolled %2 and %3 and paid you %4 rent for %5</source>
        <translation type="vanished">%1擲出%2和%3，為%5付給你租金%4</translation>
    </message>
    <message>
        <source>%1 rolled %2 and %3 and paid %4 %5 rent for %6</source>
        <translation type="vanished">%1擲出%2和%3，為%6付給%4租金%5</translation>
    </message>
    <message>
        <source>You paid %1 %2 rent for %3</source>
        <translation type="vanished">你為%3付給%1租金%2</translation>
    </message>
    <message>
        <source>%1 paid you %2 rent for %3</source>
        <translation type="vanished">%1為%3付給你租金%2</translation>
    </message>
    <message>
        <source>%1 paid %2 %3 rent for %4</source>
        <translation type="vanished">%1為%4付給%2租金%3</translation>
    </message>
    <message numerus="yes">
        <source>You paid no rent for %1: %2's card stops their rents for %n more turn(s)</source>
        <translation type="vanished">
            <numerusform>你沒有為%1付租金：%2的卡片使其在接下來%n回合收不到租金</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 paid you no rent for %2: your card stops your rents for %n more turn(s)</source>
        <translation type="vanished">
            <numerusform>%1沒有付你%2的租金：你的卡片使你在接下來%n回合收不到租金</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 paid no rent for %2: %3's card stops their rents for %n more turn(s)</source>
        <translation type="vanished">
            <numerusform>%1沒有為%2付租金：%3的卡片使其在接下來%n回合收不到租金</numerusform>
        </translation>
    </message>
    <message>
        <source>You paid no rent for %1: %2 collects none after being sent to Prison</source>
        <translation type="vanished">你不必為%1付租金：%2被送進監獄後收不到租金</translation>
    </message>
    <message>
        <source>%1 paid you no rent for %2: you collect none after being sent to Prison</source>
        <translation type="vanished">%1不必為%2付你租金：你被送進監獄後收不到租金</translation>
    </message>
    <message>
        <source>%1 paid no rent for %2: %3 collects none after being sent to Prison</source>
        <translation type="vanished">%1不必為%2付租金：%3被送進監獄後收不到租金</translation>
    </message>
    <message>
        <source>You chose the percentage for your Income Tax: %1</source>
        <translation type="vanished">你的所得稅選擇按比例計算：%1</translation>
    </message>
    <message>
        <source>%1 chose the percentage for their Income Tax: %2</source>
        <translation type="vanished">%1的所得稅選擇按比例計算：%2</translation>
    </message>
    <message>
        <source>You chose the flat Income Tax: %1</source>
        <translation type="vanished">你的所得稅選擇定額：%1</translation>
    </message>
    <message>
        <source>%1 chose the flat Income Tax: %2</source>
        <translation type="vanished">%1的所得稅選擇定額：%2</translation>
    </message>
    <message>
        <source>You went bankrupt: your properties go back to the Treasury, unmortgaged, for sale again</source>
        <translation type="vanished">你破產了：你的地產解除抵押後歸還國庫，重新開放購買</translation>
    </message>
    <message>
        <source>%1 went bankrupt: their properties go back to the Treasury, unmortgaged, for sale again</source>
        <translation type="vanished">%1破產了：其地產解除抵押後歸還國庫，重新開放購買</translation>
    </message>
    <message numerus="yes">
        <source>You went bankrupt: %1 took your %2 and your %n property(-ies)</source>
        <translation type="vanished">
            <numerusform>你破產了：%1拿走了你的%2和%n處地產</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 went bankrupt: you took their %2 and their %n property(-ies)</source>
        <translation type="vanished">
            <numerusform>%1破產了：你拿走了其%2和%n處地產</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 went bankrupt: %2 took their %3 and their %n property(-ies)</source>
        <translation type="vanished">
            <numerusform>%1破產了：%2拿走了其%3和%n處地產</numerusform>
        </translation>
    </message>
    <message>
        <source>You began an offer to %1</source>
        <translation type="vanished">你開始擬定給%1的提議</translation>
    </message>
    <message>
        <source>%1 began an offer to you</source>
        <translation type="vanished">%1開始擬定給你的提議</translation>
    </message>
    <message>
        <source>%1 began an offer to %2</source>
        <translation type="vanished">%1開始擬定給%2的提議</translation>
    </message>
    <message>
        <source>You offered %1 %2 for %3</source>
        <translation type="vanished">你向%1提議：以%2換%3</translation>
    </message>
    <message>
        <source>%1 offered you %2 for %3</source>
        <translation type="vanished">%1向你提議：以%2換%3</translation>
    </message>
    <message>
        <source>%1 offered %2 %3 for %4</source>
        <translation type="vanished">%1向%2提議：以%3換%4</translation>
    </message>
    <message>
        <source>You drew up an offer to %1 and withdrew it</source>
        <translation type="vanished">你擬定了給%1的提議，又撤回了</translation>
    </message>
    <message>
        <source>%1 drew up an offer to you and withdrew it</source>
        <translation type="vanished">%1擬定了給你的提議，又撤回了</translation>
    </message>
    <message>
        <source>%1 drew up an offer to %2 and withdrew it</source>
        <translation type="vanished">%1擬定了給%2的提議，又撤回了</translation>
    </message>
    <message>
        <source>You accepted %1's offer: you got %2 for %3</source>
        <translation type="vanished">你接受了%1的提議：以%3換得%2</translation>
    </message>
    <message>
        <source>%1 accepted your offer: you got %2 for %3</source>
        <translation type="vanished">%1接受了你的提議：你以%3換得%2</translation>
    </message>
    <message>
        <source>%1 accepted %2's offer: %1 got %3 for %4</source>
        <translation type="vanished">%1接受了%2的提議：%1以%4換得%3</translation>
    </message>
    <message>
        <source>You turned down %1's offer</source>
        <translation type="vanished">你拒絕了%1的提議</translation>
    </message>
    <message>
        <source>%1 turned down your offer</source>
        <translation type="vanished">%1拒絕了你的提議</translation>
    </message>
    <message>
        <source>%1 turned down %2's offer</source>
        <translation type="vanished">%1拒絕了%2的提議</translation>
    </message>
    <message>
        <source>You kept %1 of your cash and gave %2 to the Treasury</source>
        <translation type="vanished">你保留了%1現金，將%2交給國庫</translation>
    </message>
    <message>
        <source>%1 kept %2 of their cash and gave %3 to the Treasury</source>
        <translation type="vanished">%1保留了%2現金，將%3交給國庫</translation>
    </message>
    <message>
        <source>You bought %1 for %2</source>
        <translation type="vanished">你以%2買下%1</translation>
    </message>
    <message>
        <source>%1 bought %2 for %3</source>
        <translation type="vanished">%1以%3買下%2</translation>
    </message>
    <message>
        <source>You did not buy %1</source>
        <translation type="vanished">你沒有買下%1</translation>
    </message>
    <message>
        <source>%1 did not buy %2</source>
        <translation type="vanished">%1沒有買下%2</translation>
    </message>
    <message>
        <source>You built %1 for %2</source>
        <translation type="vanished">你以%2蓋了%1</translation>
    </message>
    <message>
        <source>%1 built %2 for %3</source>
        <translation type="vanished">%1以%3蓋了%2</translation>
    </message>
    <message>
        <source>You built an apartment on %1 for %2</source>
        <translation type="vanished">你以%2在%1蓋了一棟公寓</translation>
    </message>
    <message>
        <source>%1 built an apartment on %2 for %3</source>
        <translation type="vanished">%1以%3在%2蓋了一棟公寓</translation>
    </message>
    <message>
        <source>You built a house on %1 for %2</source>
        <translation type="vanished">你以%2在%1蓋了一棟房子</translation>
    </message>
    <message>
        <source>%1 built a house on %2 for %3</source>
        <translation type="vanished">%1以%3在%2蓋了一棟房子</translation>
    </message>
    <message>
        <source>You sold %1 back to the Treasury and mortgaged %2, raising %3</source>
        <translation type="vanished">你將%1賣回國庫並抵押%2，籌得%3</translation>
    </message>
    <message>
        <source>%1 sold %2 back to the Treasury and mortgaged %3, raising %4</source>
        <translation type="vanished">%1將%2賣回國庫並抵押%3，籌得%4</translation>
    </message>
    <message>
        <source>You sold %1 back to the Treasury for %2</source>
        <translation type="vanished">你以%2將%1賣回國庫</translation>
    </message>
    <message>
        <source>%1 sold %2 back to the Treasury for %3</source>
        <translation type="vanished">%1以%3將%2賣回國庫</translation>
    </message>
    <message>
        <source>You mortgaged %1 for %2</source>
        <translation type="vanished">你抵押%1，得到%2</translation>
    </message>
    <message>
        <source>%1 mortgaged %2 for %3</source>
        <translation type="vanished">%1抵押%2，得到%3</translation>
    </message>
    <message>
        <source>%1, and you paid the Treasury %2</source>
        <translation type="vanished">%1，並付給國庫%2</translation>
    </message>
    <message>
        <source>%1, and you paid %2 %3</source>
        <translation type="vanished">%1，並付給%2%3</translation>
    </message>
    <message>
        <source>%1, and paid the Treasury %2</source>
        <translation type="vanished">%1，並付給國庫%2</translation>
    </message>
    <message>
        <source>%1, and paid you %2</source>
        <translation type="vanished">%1，並付給你%2</translation>
    </message>
    <message>
        <source>%1, and paid %2 %3</source>
        <translation type="vanished">%1，並付給%2%3</translation>
    </message>
    <message>
        <source>You sold a building on %1 back to the Treasury for %2</source>
        <translation type="vanished">你以%2將%1的一棟建築物賣回國庫</translation>
    </message>
    <message>
        <source>%1 sold a building on %2 back to the Treasury for %3</source>
        <translation type="vanished">%1以%3將%2的一棟建築物賣回國庫</translation>
    </message>
    <message>
        <source>You paid off the mortgages on %1 for %2</source>
        <translation type="vanished">你支付%2贖回%1的抵押</translation>
    </message>
    <message>
        <source>%1 paid off the mortgages on %2 for %3</source>
        <translation type="vanished">%1支付%3贖回%2的抵押</translation>
    </message>
    <message>
        <source>You paid off the mortgage on %1 for %2</source>
        <translation type="vanished">你支付%2贖回%1的抵押</translation>
    </message>
    <message>
        <source>%1 paid off the mortgage on %2 for %3</source>
        <translation type="vanished">%1支付%3贖回%2的抵押</translation>
    </message>
    <message>
        <source>You left %1 to the Treasury</source>
        <translation type="vanished">你沒買%1，留給國庫</translation>
    </message>
    <message>
        <source>%1 left %2 to the Treasury</source>
        <translation type="vanished">%1沒買%2，留給國庫</translation>
    </message>
    <message>
        <source>You made %1 no offer after all</source>
        <translation type="vanished">你放棄了給%1的提議</translation>
    </message>
    <message>
        <source>%1 made you no offer after all</source>
        <translation type="vanished">%1放棄了給你的提議</translation>
    </message>
    <message>
        <source>%1 made %2 no offer after all</source>
        <translation type="vanished">%1放棄了給%2的提議</translation>
    </message>
    <message>
        <source>You withdrew your offer to %1</source>
        <translation type="vanished">你撤回了給%1的提議</translation>
    </message>
    <message>
        <source>%1 withdrew their offer to you</source>
        <translation type="vanished">%1撤回了給你的提議</translation>
    </message>
    <message>
        <source>%1 withdrew their offer to %2</source>
        <translation type="vanished">%1撤回了給%2的提議</translation>
    </message>
</context>
<context>
    <name>AntiMonopolyMoneyPanel</name>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/history.py"/>
        <source>Every player, round by round</source>
        <translation>每位玩家，逐回合</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/history.py"/>
        <source>At the start of every round; the last point is the end of the game.</source>
        <translation>每回合開始時的數值；最後一點為遊戲結束時。</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/history.py"/>
        <source>At the start of every round; the last point is now.</source>
        <translation>每回合開始時的數值；最後一點為目前。</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/history.py"/>
        <source>Cash</source>
        <translation>現金</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/history.py"/>
        <source>Property value</source>
        <translation>地產價值</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/history.py"/>
        <source>What each player's property is worth: the printed price of every unmortgaged property plus what its houses and apartments cost. A mortgaged property counts nothing.</source>
        <translation>每位玩家地產的價值：每處未抵押地產的印刷價格，加上其房子與公寓的建造費用。已抵押的地產不計。</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/history.py"/>
        <source>Each player's cash. Everything here is public in Anti-Monopoly.</source>
        <translation>每位玩家的現金。在反壟斷中，這些都是公開資訊。</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/history.py"/>
        <source>A bankrupt player's lines stop where they went out.</source>
        <translation>破產玩家的線條在其破產處結束。</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/history.py"/>
        <source>You are bankrupt.</source>
        <translation>你已破產。</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/history.py"/>
        <source>You: %1 in cash, %2 in property.</source>
        <translation>你：現金%1，地產%2。</translation>
    </message>
    <message>
        <source>Money and property</source>
        <translation type="vanished">金錢與地產</translation>
    </message>
</context>
<context>
    <name>AntiMonopolyMoves</name>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/moves.py"/>
        <source>Only streets carry houses and apartments.</source>
        <translation>只有街道能蓋房屋和公寓。</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/moves.py"/>
        <source>You can build only on your own streets.</source>
        <translation>你只能在自己的街道上建造。</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/moves.py"/>
        <source>Not now: finish what the turn asks first.</source>
        <translation>現在不行：請先完成這回合要做的事。</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/moves.py"/>
        <source>%1 is mortgaged: redeem it before building.</source>
        <translation>%1 已抵押：建造前請先贖回。</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/moves.py"/>
        <source>%1 already has its apartment.</source>
        <translation>%1 已經有公寓了。</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/moves.py"/>
        <source>A Monopolist builds only in a city where they hold two unmortgaged streets.</source>
        <translation>壟斷者只能在擁有兩條未抵押街道的城市建造。</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/moves.py"/>
        <source>The next building on %1 is an apartment.</source>
        <translation>%1 的下一棟建築是公寓。</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/moves.py"/>
        <source>An apartment comes after the houses: build a house on %1 first.</source>
        <translation>公寓要在房屋之後：請先在 %1 蓋房屋。</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/moves.py"/>
        <source>A building on %1 costs %2: more than your cash.</source>
        <translation>在 %1 建造要 %2：超過你的現金。</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/moves.py"/>
        <source>You cannot build there now.</source>
        <translation>現在不能在那裡建造。</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/moves.py"/>
        <source>Only your own deeds can be mortgaged or redeemed.</source>
        <translation>只有你自己的地契可以抵押或贖回。</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/moves.py"/>
        <source>While you owe money you can only sell buildings and mortgage.</source>
        <translation>欠錢時只能賣回建築或抵押。</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/moves.py"/>
        <source>Redeeming %1 costs %2: more than your cash.</source>
        <translation>贖回 %1 要 %2：超過你的現金。</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/moves.py"/>
        <source>Your buildings in this city need two unmortgaged streets: sell them first.</source>
        <translation>你在這個城市的建築需要兩條未抵押的街道：請先賣掉建築。</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/moves.py"/>
        <source>The rules allow no such dealing with the Treasury now.</source>
        <translation>依照規則，現在不能與國庫進行這項往來。</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/moves.py"/>
        <source>%1 has no building to sell back.</source>
        <translation>%1 沒有可以賣回的建築。</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/moves.py"/>
        <source>%1 is mortgaged already.</source>
        <translation>%1 已經抵押了。</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/moves.py"/>
        <source>Sell back the buildings on %1 before you mortgage it.</source>
        <translation>抵押 %1 之前，請先賣回它上面的建築。</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/moves.py"/>
        <source>%1 is not mortgaged.</source>
        <translation>%1 沒有抵押。</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/moves.py"/>
        <source>You have no buildings to sell back.</source>
        <translation>你沒有可以賣回的建築。</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/moves.py"/>
        <source>None of your properties is mortgaged.</source>
        <translation>你的地產都沒有抵押。</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/moves.py"/>
        <source>All your properties are mortgaged already.</source>
        <translation>你的地產都已經抵押了。</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/moves.py"/>
        <source>Only streets carry houses and apartments, and you own none.</source>
        <translation>只有街道能蓋房屋和公寓，而你沒有任何街道。</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/moves.py"/>
        <source>%1 costs %2: more than your cash.</source>
        <translation>%1 要 %2：超過你的現金。</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/moves.py"/>
        <source>The fine is %1: more than your cash.</source>
        <translation>罰款是 %1：超過你的現金。</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/moves.py"/>
        <source>The dice are not yours to throw now.</source>
        <translation>現在不是你擲骰子的時候。</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/moves.py"/>
        <source>You have rolled: buy the space or decline it first.</source>
        <translation>你已擲過骰子：請先購買此格或放棄。</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/moves.py"/>
        <source>You have rolled: pay the Income Tax first.</source>
        <translation>你已擲過骰子：請先繳納所得稅。</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/moves.py"/>
        <source>You have rolled: raise the money you owe first.</source>
        <translation>你已擲過骰子：請先籌足你欠的錢。</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/moves.py"/>
        <source>Finish the offer first.</source>
        <translation>請先完成這項提議。</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/moves.py"/>
        <source>You have rolled this turn: end your turn.</source>
        <translation>你這回合已擲過骰子：請結束回合。</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/moves.py"/>
        <source>Time is up: no more throws.</source>
        <translation>時間到了：不能再擲骰子。</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/moves.py"/>
        <source>Trades are offered on your own turn, before or after the roll.</source>
        <translation>交易要在自己的回合提議，擲骰前或擲骰後皆可。</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/moves.py"/>
        <source>No trade is possible now: no deed on either side can be traded (a deed with buildings cannot).</source>
        <translation>現在無法交易：雙方都沒有可以交易的地契（有建築的地契不可交易）。</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/moves.py"/>
        <source>Neither you nor %1 holds a deed that can be traded (a deed with buildings cannot).</source>
        <translation>你和 %1 都沒有可以交易的地契（有建築的地契不可交易）。</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/moves.py"/>
        <source>Your place: drop the space your pawn has just landed on here to buy it.</source>
        <translation>你的區域：把你的棋子剛停下的格子拖到這裡即可購買。</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/moves.py"/>
        <source>%1's place: drop a deed here to offer them a trade.</source>
        <translation>%1 的區域：把地契拖到這裡，向對方提議交易。</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/moves.py"/>
        <source>The Treasury: drop a deed of yours here to mortgage or redeem it, or to sell a building back.</source>
        <translation>國庫：把你的地契拖到這裡即可抵押或贖回，或賣回一棟建築。</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/moves.py"/>
        <source>A space of the board: houses and apartments go onto streets of yours.</source>
        <translation>圖板上的格子：房屋和公寓要放在你的街道上。</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/moves.py"/>
        <source>That piece does not go there.</source>
        <translation>這個配件不能放在那裡。</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/moves.py"/>
        <source>A house goes on its street's space on the board: drop it there.</source>
        <translation>房屋要蓋在該街道於圖板上的格子：請拖放到那裡。</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/moves.py"/>
        <source>An apartment goes on its street's space on the board: drop it there.</source>
        <translation>公寓要蓋在該街道於圖板上的格子：請拖放到那裡。</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/moves.py"/>
        <source>You can buy only the space your pawn has just landed on.</source>
        <translation>你只能購買你的棋子剛停下的格子。</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/moves.py"/>
        <source>A street with buildings cannot be traded: sell them first.</source>
        <translation>有建築的街道不能交易：請先賣掉建築。</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/moves.py"/>
        <source>There is no street of yours to build on now.</source>
        <translation>你現在沒有可以建造的街道。</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/moves.py"/>
        <source>Now click a street of yours to build there.</source>
        <translation>現在點選你的一條街道，在那裡建造。</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/moves.py"/>
        <source>Click your place to buy %1, or use the buttons.</source>
        <translation>點選你的區域購買 %1，或使用按鈕。</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/moves.py"/>
        <source>%1: the buttons below act on it; or click the Treasury to mortgage or redeem it.</source>
        <translation>%1：下方的按鈕會作用於它；或點選國庫來抵押或贖回。</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/moves.py"/>
        <source>%1 belongs to %2: drag it onto your place, or click your place, to ask for it in a trade.</source>
        <translation>%1 屬於 %2：拖到你的區域，或點選你的區域，即可在交易中索取。</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/moves.py"/>
        <source>A street with buildings cannot be traded.</source>
        <translation>有建築的街道不能交易。</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/moves.py"/>
        <source>%1 belongs to %2.</source>
        <translation>%1 屬於 %2。</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/moves.py"/>
        <source>%1 belongs to the Treasury: it is for sale to whoever lands on it.</source>
        <translation>%1 屬於國庫：停在這格的人可以購買。</translation>
    </message>
    <message numerus="yes">
        <location filename="../ponzi_desktop/ui/anti_monopoly/moves.py"/>
        <source>A turn allows %n dealing(s) with the Treasury: you have made them all.</source>
        <translation>
            <numerusform>每回合最多與國庫往來 %n 次：你已經用完了。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../ponzi_desktop/ui/anti_monopoly/moves.py"/>
        <source>A turn allows %n trade offer(s): you have made them all.</source>
        <translation>
            <numerusform>每回合最多提議交易 %n 次：你已經用完了。</numerusform>
        </translation>
    </message>
    <message>
        <source>No more dealings with the Treasury this turn.</source>
        <translation type="vanished">本回合不能再與國庫交易。</translation>
    </message>
    <message>
        <source>No trade is possible with this player now (one offer a turn; no deed with buildings).</source>
        <translation type="vanished">現在無法與這位玩家交易（每回合一次提議；有建築的地契不可交易）。</translation>
    </message>
    <message>
        <source>Houses and apartments go onto a street of yours.</source>
        <translation type="vanished">房屋和公寓要放在你的街道上。</translation>
    </message>
    <message>
        <source>A deed goes onto your place (to buy it), onto the Treasury (to mortgage or redeem it) or onto another player (to trade).</source>
        <translation type="vanished">地契可以放到你的區域（購買）、國庫（抵押或贖回）或其他玩家（交易）。</translation>
    </message>
    <message>
        <source>No trade is possible now (one offer a turn; no deed with buildings).</source>
        <translation type="vanished">現在無法交易（每回合一次提議；有建築的地契不可交易）。</translation>
    </message>
</context>
<context>
    <name>AntiMonopolyRules</name>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/settings_form.py"/>
        <source>Competitor</source>
        <translation>競爭者</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/settings_form.py"/>
        <source>Monopolist</source>
        <translation>壟斷者</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/settings_form.py"/>
        <source>How the game is won</source>
        <translation>獲勝方式</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/settings_form.py"/>
        <source>Game A: the last player standing wins. Game B: once one side is bankrupt, the richest player of the other side wins.</source>
        <translation>A 局：最後留在場上的玩家獲勝。B 局：一方陣營全部破產時，另一方最富有的玩家獲勝。</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/settings_form.py"/>
        <source>Game A</source>
        <translation>A 局</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/settings_form.py"/>
        <source>Game B</source>
        <translation>B 局</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/settings_form.py"/>
        <source>The two-hour game</source>
        <translation>兩小時遊戲</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/settings_form.py"/>
        <source>At the end of that round everyone deals with the Treasury once more, keeps part of their cash and collects one rent per property: the most cash wins.</source>
        <translation>在該回合結束時，每位玩家再與國庫交易一次，保留部分現金，並每處地產收取一次租金：現金最多者獲勝。</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/settings_form.py"/>
        <source>Call time after this many rounds:</source>
        <translation>限制回合數：</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/settings_form.py"/>
        <source>Round limit</source>
        <translation>回合上限</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/settings_form.py"/>
        <source>Every game ends: after this many rounds the richest player wins.</source>
        <translation>每局一定會結束：到達此回合數時，最富有的玩家獲勝。</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/settings_form.py"/>
        <source>Anti-Monopoly Foundation</source>
        <translation>反壟斷基金會</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/settings_form.py"/>
        <source>What a Monopolist pays at the Anti-Monopoly Foundation: %1 (usual) or %2.</source>
        <translation>壟斷者在反壟斷基金會支付的金額：%1（通常）或%2。</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/settings_form.py"/>
        <source>Dealings with the Treasury per turn</source>
        <translation>每回合與國庫的交易次數</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/settings_form.py"/>
        <source>Building, selling back, mortgaging and redeeming; raising money for a debt is never limited.</source>
        <translation>蓋房、賣回、抵押與贖回；為還債籌錢則不受限制。</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/settings_form.py"/>
        <source>Trade offers per turn</source>
        <translation>每回合的交易提議次數</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/settings_form.py"/>
        <source>Drawn at random</source>
        <translation>隨機抽選</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/settings_form.py"/>
        <source>Chosen for each seat</source>
        <translation>每個座位自選</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/settings_form.py"/>
        <source>Roles</source>
        <translation>角色</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/settings_form.py"/>
        <source>How the sides are given out</source>
        <translation>陣營的分配方式</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/settings_form.py"/>
        <source>Each player's side is drawn at the start: the two sides as equal as the number of players allows.</source>
        <translation>每位玩家的陣營在開始時隨機決定：兩方陣營人數盡量相同。</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/settings_form.py"/>
        <source>Choose each player's side below; the two sides must be as equal as the number of players allows.</source>
        <translation>請在下方選擇每位玩家的陣營；兩方陣營人數必須盡量相同。</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/settings_form.py"/>
        <source>Player %1</source>
        <translation>玩家%1</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/settings_form.py"/>
        <source>Role of %1</source>
        <translation>%1的角色</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/settings_form.py"/>
        <source>The two sides must be as equal as possible: %1 and %2 will not do.</source>
        <translation>兩方陣營必須盡量平均：%1與%2不行。</translation>
    </message>
    <message numerus="yes">
        <location filename="../ponzi_desktop/ui/anti_monopoly/settings_form.py"/>
        <source>%n Competitor(s)</source>
        <translation>
            <numerusform>%n位競爭者</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../ponzi_desktop/ui/anti_monopoly/settings_form.py"/>
        <source>%n Monopolist(s)</source>
        <translation>
            <numerusform>%n位壟斷者</numerusform>
        </translation>
    </message>
    <message>
        <source>The two sides must be as equal as possible: %1 Competitors and %2 Monopolists will not do.</source>
        <translation type="vanished">兩方陣營必須盡量平均：%1位競爭者與%2位壟斷者不行。</translation>
    </message>
    <message>
        <source>What a Monopolist pays there: %1 on the published boards, %2 in the translated rulebook.</source>
        <translation type="vanished">壟斷者在該處支付的金額：市售版圖為%1，翻譯版規則書為%2。</translation>
    </message>
    <message>
        <source>Drawn: the two sides as equal as the number of players allows.</source>
        <translation type="vanished">隨機：兩方陣營人數盡量相同。</translation>
    </message>
</context>
<context>
    <name>AntiMonopolyRulesTables</name>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/rules_extras.py"/>
        <source>City</source>
        <translation>城市</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/rules_extras.py"/>
        <source>Street</source>
        <translation>街道</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/rules_extras.py"/>
        <source>Price</source>
        <translation>價格</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/rules_extras.py"/>
        <source>Each building</source>
        <translation>每棟建築</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/rules_extras.py"/>
        <source>Mortgage</source>
        <translation>抵押</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/rules_extras.py"/>
        <source>Redemption</source>
        <translation>贖回</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/rules_extras.py"/>
        <source>Company</source>
        <translation>公司</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/rules_extras.py"/>
        <source>No building</source>
        <translation>無建築</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/rules_extras.py"/>
        <source>1 house</source>
        <translation>1 棟房屋</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/rules_extras.py"/>
        <source>2 houses</source>
        <translation>2 棟房屋</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/rules_extras.py"/>
        <source>3 houses</source>
        <translation>3 棟房屋</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/rules_extras.py"/>
        <source>4 houses</source>
        <translation>4 棟房屋</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/rules_extras.py"/>
        <source>Apartment</source>
        <translation>公寓</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/rules_extras.py"/>
        <source>One street of the city</source>
        <translation>城市中僅一條街道</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/rules_extras.py"/>
        <source>Whole city</source>
        <translation>城市已壟斷</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/rules_extras.py"/>
        <source>Companies the owner holds</source>
        <translation>地主擁有的公司數</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/rules_extras.py"/>
        <source>Competitor's fare</source>
        <translation>競爭者的票價</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/rules_extras.py"/>
        <source>Monopolist's fare</source>
        <translation>壟斷者的票價</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/rules_extras.py"/>
        <source>%1 × the roll</source>
        <translation>點數的 %1 倍</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/rules_extras.py"/>
        <source>Utilities the owner holds</source>
        <translation>地主擁有的公用事業數</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/rules_extras.py"/>
        <source>To a Competitor</source>
        <translation>付給競爭者</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/rules_extras.py"/>
        <source>To a Monopolist</source>
        <translation>付給壟斷者</translation>
    </message>
    <message>
        <source>City monopolised</source>
        <translation type="vanished">城市已壟斷</translation>
    </message>
</context>
<context>
    <name>AntiMonopolyTable</name>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/deed.py"/>
        <source>Alone</source>
        <translation>單獨</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/deed.py"/>
        <location filename="../ponzi_desktop/ui/anti_monopoly/seat_deeds.py"/>
        <source>City monopolised</source>
        <translation>城市已壟斷</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/deed.py"/>
        <source>1 house</source>
        <translation>1 棟房屋</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/deed.py"/>
        <source>2 houses</source>
        <translation>2 棟房屋</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/deed.py"/>
        <source>3 houses</source>
        <translation>3 棟房屋</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/deed.py"/>
        <source>4 houses</source>
        <translation>4 棟房屋</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/deed.py"/>
        <source>Apartment</source>
        <translation>公寓</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/deed.py"/>
        <source>%1 owned</source>
        <translation>擁有 %1 個</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/deed.py"/>
        <source>%1 × dice</source>
        <translation>點數×%1</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/deed.py"/>
        <source>Transportation company</source>
        <translation>運輸公司</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/deed.py"/>
        <source>Utility</source>
        <translation>公用事業</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/deed.py"/>
        <source>Price</source>
        <translation>價格</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/deed.py"/>
        <source>Each building costs</source>
        <translation>每棟建築費用</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/deed.py"/>
        <source>Mortgage value</source>
        <translation>抵押價值</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/deed.py"/>
        <source>Redemption price</source>
        <translation>贖回價格</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/deed.py"/>
        <source>Owner: the Treasury (for sale)</source>
        <translation>所有者：國庫（出售中）</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/deed.py"/>
        <location filename="../ponzi_desktop/ui/anti_monopoly/scene.py"/>
        <source>Owner: %1 (%2)</source>
        <translation>所有者：%1（%2）</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/deed.py"/>
        <source>mortgaged</source>
        <translation>已抵押</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/deed.py"/>
        <source>Landing here now:</source>
        <translation>現在停在這裡：</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/deed.py"/>
        <source>may buy it for %1</source>
        <translation>可用 %1 購買</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/deed.py"/>
        <source>owns it</source>
        <translation>擁有此地</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/deed.py"/>
        <source>nothing: mortgaged</source>
        <translation>無：已抵押</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/deed.py"/>
        <source>%1 × the dice</source>
        <translation>骰子點數×%1</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/deed.py"/>
        <source>nothing: a card, no rent for now</source>
        <translation>無：因卡片，目前收不到租金</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/deed.py"/>
        <source>nothing: the owner is in Prison</source>
        <translation>無：所有者在監獄中</translation>
    </message>
    <message numerus="yes">
        <location filename="../ponzi_desktop/ui/anti_monopoly/pieces.py"/>
        <source>%n card(s) in this deck; a card drawn goes back under it.</source>
        <translation>
            <numerusform>此牌堆有%n張牌；抽出的牌放回牌堆底部。</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/pieces.py"/>
        <source>Last card drawn: %1</source>
        <translation>最後抽到的牌：%1</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/pieces.py"/>
        <source>Competitor card</source>
        <translation>競爭者卡</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/pieces.py"/>
        <source>Monopolist card</source>
        <translation>壟斷者卡</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/pieces.py"/>
        <source>The Treasury. Drag a house or an apartment from here onto a street of yours to build; drag a deed of yours here to mortgage or redeem it, a building to sell it back.</source>
        <translation>國庫。從這裡把房屋或公寓拖到你的街道上即可建造；把你的地契拖到這裡可抵押或贖回，有建築的街道則賣回一棟建築。</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/scene.py"/>
        <source>ANTI-MONOPOLY</source>
        <translation>反壟斷</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/scene.py"/>
        <location filename="../ponzi_desktop/ui/anti_monopoly/table.py"/>
        <source>the Treasury</source>
        <translation>國庫</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/scene.py"/>
        <source>Owes %1 to %2</source>
        <translation>欠%2 %1</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/scene.py"/>
        <source>Round %1 of %2 · Game %3</source>
        <translation>第%1/%2回合・%3局</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/scene.py"/>
        <source>For sale: %1</source>
        <translation>待售：%1</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/seat_deeds.py"/>
        <source>no rent</source>
        <comment>a deed in a player's place: its owner collects no rent now</comment>
        <translation>無租金</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/seat_deeds.py"/>
        <source>rent</source>
        <comment>short: a narrow deed card's caption before its rent now</comment>
        <translation>租金</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/seat_deeds.py"/>
        <source>rent</source>
        <comment>a deed card's caption before its rent now</comment>
        <translation>租金</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/seat_deeds.py"/>
        <source>%1, mortgaged</source>
        <translation>%1，已抵押</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/seat_deeds.py"/>
        <source>%1, rent now %2</source>
        <translation>%1，現在的租金 %2</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/seat_deeds.py"/>
        <source>apartment</source>
        <translation>公寓</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/seats.py"/>
        <source>Bankrupt</source>
        <translation>破產</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/seats.py"/>
        <source>In Prison</source>
        <translation>在監獄</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/seats.py"/>
        <source>In Price War</source>
        <translation>在價格戰</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/seats.py"/>
        <source>turn %1 of 3</source>
        <translation>第%1/3回合</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/seats.py"/>
        <source>On %1</source>
        <translation>在%1</translation>
    </message>
    <message numerus="yes">
        <location filename="../ponzi_desktop/ui/anti_monopoly/seats.py"/>
        <source>no rent for %n more turn(s)</source>
        <translation>
            <numerusform>還有%n回合收不到租金</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/seats.py"/>
        <source>%1, %2: cash %3</source>
        <translation>%1，%2：現金%3</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/space_names.py"/>
        <source>Basin St.</source>
        <translation>貝森街</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/space_names.py"/>
        <source>French Qtr.</source>
        <translation>法國區</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/space_names.py"/>
        <source>Income
Tax</source>
        <translation>所得稅</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/space_names.py"/>
        <source>U.S.
Railroad</source>
        <translation>美國
鐵路</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/space_names.py"/>
        <source>Sunset</source>
        <translation>日落
大道</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/space_names.py"/>
        <source>Wilshire</source>
        <translation>威爾夏</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/space_names.py"/>
        <source>H'wood</source>
        <translation>好萊塢</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/space_names.py"/>
        <source>Rush St.</source>
        <translation>拉許街</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/space_names.py"/>
        <source>Electric</source>
        <translation>電力
公司</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/space_names.py"/>
        <source>State St.</source>
        <translation>州街</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/space_names.py"/>
        <source>Michigan</source>
        <translation>密西根</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/space_names.py"/>
        <source>U.S. Bus</source>
        <translation>美國
巴士</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/space_names.py"/>
        <source>Locust St.</source>
        <translation>洛卡斯特</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/space_names.py"/>
        <source>Chestnut</source>
        <translation>栗樹街</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/space_names.py"/>
        <source>Walnut</source>
        <translation>胡桃街</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/space_names.py"/>
        <source>Brattle St.</source>
        <translation>布拉托街</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/space_names.py"/>
        <source>Harv.
Square</source>
        <translation>哈佛
廣場</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/space_names.py"/>
        <source>Beacon St.</source>
        <translation>比肯街</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/space_names.py"/>
        <source>Air Line</source>
        <translation>美國
航空</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/space_names.py"/>
        <source>G'town</source>
        <translation>喬治城</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/space_names.py"/>
        <source>Const.
Ave.</source>
        <translation>憲法
大道</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/space_names.py"/>
        <source>Gas Co.</source>
        <translation>瓦斯
公司</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/space_names.py"/>
        <source>Penn.
Ave.</source>
        <translation>賓州
大道</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/space_names.py"/>
        <source>Fish.
Wharf</source>
        <translation>漁人
碼頭</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/space_names.py"/>
        <source>Union
Square</source>
        <translation>聯合
廣場</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/space_names.py"/>
        <source>Nob Hill</source>
        <translation>諾布山</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/space_names.py"/>
        <source>Trucking</source>
        <translation>美國
貨運</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/space_names.py"/>
        <source>Fifth Ave.</source>
        <translation>第五大道</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/space_names.py"/>
        <source>Property
Tax</source>
        <translation>財產稅</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/space_names.py"/>
        <source>Wall St.</source>
        <translation>華爾街</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/space_names.py"/>
        <source>Card Space by %1</source>
        <comment>where a pawn stands: the card space beside this space, named like a space</comment>
        <translation>%1旁的卡片格</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/table.py"/>
        <source>Anti-Monopoly table</source>
        <translation>反壟斷的牌桌</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/table.py"/>
        <source>Round %1</source>
        <translation>第%1回合</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/table.py"/>
        <source>A card is drawn</source>
        <translation>抽一張卡</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/table.py"/>
        <source>On the move</source>
        <translation>移動中</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/table.py"/>
        <source>Build, trade or roll again</source>
        <translation>建造、交易或再擲一次</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/table.py"/>
        <source>Round %1 · %2</source>
        <translation>第%1回合・%2</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/table.py"/>
        <source>Prison</source>
        <translation>監獄</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/table.py"/>
        <source>Price War</source>
        <translation>價格戰</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/table.py"/>
        <source>You are in %1 (turn %2 of 3): roll for doubles, or pay the %3 fine.</source>
        <translation>你在%1（第%2/3回合）：擲出相同點數，或支付%3罰款。</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/table.py"/>
        <source>Doubles: you play again. Roll the dice (click or drag them, or press R).</source>
        <translation>擲出相同點數：你再玩一次。擲骰子（點擊或拖曳，或按 R）。</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/table.py"/>
        <source>Roll the dice: click or drag them, or press R. You may build or trade first.</source>
        <translation>擲骰子：點擊或拖曳骰子，或按 R。也可以先建造或交易。</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/table.py"/>
        <source>Roll the dice: click or drag them, or press R. You may deal with the Treasury or trade first.</source>
        <translation>擲骰子：點擊或拖曳骰子，或按 R。也可以先與國庫交易或提議交易。</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/table.py"/>
        <source>Roll the dice: click or drag them, or press R. You may build first.</source>
        <translation>擲骰子：點擊或拖曳骰子，或按 R。也可以先建造。</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/table.py"/>
        <source>Roll the dice: click or drag them, or press R. You may deal with the Treasury first.</source>
        <translation>擲骰子：點擊或拖曳骰子，或按 R。也可以先與國庫交易。</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/table.py"/>
        <source>Roll the dice: click or drag them, or press R. You may trade first.</source>
        <translation>擲骰子：點擊或拖曳骰子，或按 R。也可以先提議交易。</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/table.py"/>
        <source>Roll the dice: click or drag them, or press R.</source>
        <translation>擲骰子：點擊或拖曳骰子，或按 R。</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/table.py"/>
        <source>%1 costs %2, more than your cash: decline it.</source>
        <translation>%1要%2，超過你的現金：請選擇不買。</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/table.py"/>
        <source>%1 is for sale at %2: drag it onto your place to buy it, or decline.</source>
        <translation>%1以%2出售：拖到你的位置即可購買，或選擇不買。</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/table.py"/>
        <source>Income Tax: pay %1, or %3 of what you own: %2. Choose one.</source>
        <translation>所得稅：支付%1，或你資產的%3：%2。請選擇一種。</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/table.py"/>
        <source>Income Tax: pay %1, or %4 of your cash and %3 of your properties and buildings: %2. Choose one.</source>
        <translation>所得稅：支付%1，或你現金的%4加上地產與建築的%3：%2。請選擇一種。</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/table.py"/>
        <source>You owe %1 to %2 and have %3: sell buildings back or mortgage until you can pay.</source>
        <translation>你欠%2 %1，手上有%3：請賣回建築或抵押，直到能付清。</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/table.py"/>
        <source>Time is up: your last dealings with the Treasury, then Done.</source>
        <translation>時間到：與國庫進行最後的交易，然後按完成。</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/table.py"/>
        <source>You are drawing up an offer to %1.</source>
        <translation>你正在擬定給%1的提議。</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/table.py"/>
        <source>%1 offers you a trade: see the offer, then accept or refuse it.</source>
        <translation>%1向你提議交易：查看提議，然後接受或拒絕。</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/table.py"/>
        <source>Doubles: you roll again. Build, deal with the Treasury or trade first, then roll again.</source>
        <translation>擲出相同點數：你再擲一次。可先建造、與國庫交易或提議交易，然後再擲。</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/table.py"/>
        <source>Doubles: you roll again. Deal with the Treasury or trade first, then roll again.</source>
        <translation>擲出相同點數：你再擲一次。可先與國庫交易或提議交易，然後再擲。</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/table.py"/>
        <source>Doubles: you roll again. Build or deal with the Treasury first, then roll again.</source>
        <translation>擲出相同點數：你再擲一次。可先建造或與國庫交易，然後再擲。</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/table.py"/>
        <source>Doubles: you roll again. Deal with the Treasury first, then roll again.</source>
        <translation>擲出相同點數：你再擲一次。可先與國庫交易，然後再擲。</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/table.py"/>
        <source>Doubles: you roll again. Offer a trade first, or roll again.</source>
        <translation>擲出相同點數：你再擲一次。可先提議交易，或直接再擲。</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/table.py"/>
        <source>Doubles: roll again.</source>
        <translation>擲出相同點數：再擲一次。</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/table.py"/>
        <source>Build, deal with the Treasury or offer a trade; then end your turn.</source>
        <translation>建造、與國庫交易或提議交易；然後結束回合。</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/table.py"/>
        <source>Deal with the Treasury or offer a trade; then end your turn.</source>
        <translation>與國庫交易或提議交易；然後結束回合。</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/table.py"/>
        <source>Build or deal with the Treasury; then end your turn.</source>
        <translation>建造或與國庫交易；然後結束回合。</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/table.py"/>
        <source>Deal with the Treasury; then end your turn.</source>
        <translation>與國庫交易；然後結束回合。</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/table.py"/>
        <source>Offer a trade, or end your turn.</source>
        <translation>提議交易，或結束你的回合。</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/table.py"/>
        <source>End your turn.</source>
        <translation>結束你的回合。</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/table.py"/>
        <source>Your offer is made: press Hand Over for %1 to answer it; the screen then comes back to you.</source>
        <translation>你的提議已送出：按「交出螢幕」交給%1回覆；之後螢幕會回到你手上。</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/table.py"/>
        <source>%1, answer %2's offer.</source>
        <translation>%1，請回覆%2的提議。</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/table.py"/>
        <source>%1 is drawing up an offer to %2.</source>
        <translation>%1正在擬定給%2的提議。</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/table.py"/>
        <source>Hint: roll the dice.</source>
        <translation>提示：擲骰子。</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/table.py"/>
        <source>Hint: pay the fine and leave.</source>
        <translation>提示：支付罰款離開。</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/table.py"/>
        <source>Hint: leave it with the Treasury.</source>
        <translation>提示：留給國庫。</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/table.py"/>
        <source>Hint: build on %1.</source>
        <translation>提示：在%1建造。</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/table.py"/>
        <source>Hint: sell a building of %1 back.</source>
        <translation>提示：賣回%1的一棟建築。</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/table.py"/>
        <source>Hint: mortgage %1.</source>
        <translation>提示：抵押%1。</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/table.py"/>
        <source>Hint: redeem %1.</source>
        <translation>提示：贖回%1。</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/table.py"/>
        <source>Hint: end your turn.</source>
        <translation>提示：結束你的回合。</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/table.py"/>
        <source>Hint: press Done.</source>
        <translation>提示：按下「完成」。</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/table.py"/>
        <source>Hint: accept the offer.</source>
        <translation>提示：接受提議。</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/table.py"/>
        <source>Hint: refuse the offer.</source>
        <translation>提示：拒絕提議。</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/table.py"/>
        <source>Hint: cancel the offer.</source>
        <translation>提示：取消提議。</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/table.py"/>
        <source>Hint: put %1 into the offer.</source>
        <translation>提示：把%1放進提議。</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/table.py"/>
        <source>Hint: ask for %1 in the offer.</source>
        <translation>提示：在提議中索取%1。</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/table.py"/>
        <source>Hint: buy %1.</source>
        <translation>提示：買下%1。</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/table.py"/>
        <source>Hint: buy it.</source>
        <translation>提示：買下它。</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/table.py"/>
        <source>Hint: you threw doubles: roll again.</source>
        <translation>提示：你擲出相同點數：再擲一次。</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/table.py"/>
        <source>Hint: pay the flat amount.</source>
        <translation>提示：支付固定金額。</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/table.py"/>
        <source>Hint: pay the percentage.</source>
        <translation>提示：按比例支付。</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/table.py"/>
        <source>Hint: offer a trade to %1.</source>
        <translation>提示：向%1提議交易。</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/table.py"/>
        <source>Hint: propose the offer, paying %1.</source>
        <translation>提示：送出提議，支付%1。</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/table.py"/>
        <source>Hint: propose the offer, asking for %1.</source>
        <translation>提示：送出提議，索取%1。</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/table.py"/>
        <source>Hint: propose the offer, with no cash.</source>
        <translation>提示：送出提議，不含現金。</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/table.py"/>
        <source>Buy %1 for %2</source>
        <translation>以%2買下%1</translation>
    </message>
    <message numerus="yes">
        <location filename="../ponzi_desktop/ui/anti_monopoly/seat_deeds.py"/>
        <source>%n house(s)</source>
        <translation>
            <numerusform>%n棟房屋</numerusform>
        </translation>
    </message>
    <message>
        <source>Income Tax: pay %1, or 10% of what you own: %2. Choose one.</source>
        <translation type="vanished">所得稅：支付%1，或你資產的10%：%2。請選擇一種。</translation>
    </message>
    <message>
        <source>Income Tax: pay %1, or 20% of your cash and 10% of your properties and buildings: %2. Choose one.</source>
        <translation type="vanished">所得稅：支付%1，或你現金的20%加上地產與建築的10%：%2。請選擇一種。</translation>
    </message>
    <message>
        <source>Card, by %1</source>
        <comment>a card space, in few words</comment>
        <translation type="vanished">%1旁的卡片</translation>
    </message>
    <message>
        <source>the card space by %1</source>
        <translation type="vanished">%1旁的卡片格</translation>
    </message>
    <message>
        <source>Hollywood</source>
        <translation type="vanished">好萊塢</translation>
    </message>
    <message>
        <source>Rail-
road</source>
        <translation type="vanished">美國
鐵路</translation>
    </message>
    <message>
        <source>Wil-
shire</source>
        <translation type="vanished">威爾夏</translation>
    </message>
    <message>
        <source>Holly-
wood</source>
        <translation type="vanished">好萊塢</translation>
    </message>
    <message>
        <source>George-
town</source>
        <translation type="vanished">喬治城</translation>
    </message>
    <message>
        <source>Hint: go on with the offer.</source>
        <translation type="vanished">提示：繼續提議。</translation>
    </message>
    <message>
        <source>a card space</source>
        <translation type="vanished">抽卡格</translation>
    </message>
    <message>
        <source>Income Tax: pay %1, or %2 worked out on what you own. Choose one.</source>
        <translation type="vanished">所得稅：支付%1，或依你的資產計算的%2。請選擇一種。</translation>
    </message>
    <message>
        <source>Buy %1</source>
        <translation type="vanished">購買%1</translation>
    </message>
    <message>
        <source>Build on %1</source>
        <translation type="vanished">在%1建造</translation>
    </message>
    <message>
        <source>Sell a building of %1 back</source>
        <translation type="vanished">賣回%1的一棟建築</translation>
    </message>
    <message>
        <source>Mortgage %1</source>
        <translation type="vanished">抵押%1</translation>
    </message>
    <message>
        <source>Redeem %1</source>
        <translation type="vanished">贖回%1</translation>
    </message>
</context>
<context>
    <name>AntiMonopolyTrade</name>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/offer_answer.py"/>
        <source>An Offer from %1</source>
        <translation>來自%1的交易提議</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/offer_answer.py"/>
        <source>%1 (%2) offers you a trade.</source>
        <translation>%1（%2）向你提出交易。</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/offer_answer.py"/>
        <source>You would give</source>
        <translation>你將給出</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/offer_answer.py"/>
        <source>You would get</source>
        <translation>你將得到</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/offer_answer.py"/>
        <source>No deeds.</source>
        <translation>沒有地產。</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/offer_answer.py"/>
        <source>Under each deed: its price, then the rent one landing costs now → after the trade.</source>
        <translation>每處地產下方：價格，以及停留一次的租金（現在 → 交易後）。</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/offer_answer.py"/>
        <source>%1 pays you %2.</source>
        <translation>%1付給你%2。</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/offer_answer.py"/>
        <source>You pay %1 %2.</source>
        <translation>你付給%1 %2。</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/offer_answer.py"/>
        <source>No cash changes hands.</source>
        <translation>沒有現金轉手。</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/offer_answer.py"/>
        <source>Cash after the trade: you %1 → %2 · %3 %4 → %5</source>
        <translation>交易後的現金：你 %1 → %2・%3 %4 → %5</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/offer_answer.py"/>
        <source>Beware: at the printed prices you give %1 and get only %2.</source>
        <translation>注意：以標示價格計，你付出 %1，只得到 %2。</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/offer_answer.py"/>
        <source>At the printed prices you give %1 and get %2.</source>
        <translation>以標示價格計，你付出 %1，得到 %2。</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/offer_answer.py"/>
        <source>Accept</source>
        <translation>接受</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/offer_answer.py"/>
        <source>The deeds and the cash change hands at once.</source>
        <translation>地產與現金立即轉手。</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/offer_answer.py"/>
        <source>Refuse</source>
        <translation>拒絕</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/offer_answer.py"/>
        <source>Nothing changes hands, and %1 plays on.</source>
        <translation>什麼都不轉手，%1繼續進行回合。</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/offer_answer.py"/>
        <source>Look at the Table First</source>
        <translation>先看看桌面</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/offer_answer.py"/>
        <source>Close the window without answering: the offer waits for your answer.</source>
        <translation>不回答就關閉視窗：提議會等你回覆。</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/offer_answer.py"/>
        <source>Accept Anyway</source>
        <translation>仍然接受</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/offer_answer.py"/>
        <source>Press again to give %1 for %2.</source>
        <translation>再按一次，以 %1 換取 %2。</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/offer_answer.py"/>
        <source>This trade gives you the monopoly of %1: double rent there, and you could build.</source>
        <translation>這筆交易讓你壟斷%1：那裡租金加倍，你也能建造。</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/offer_answer.py"/>
        <source>This trade gives %1 the monopoly of %2: double rent there, and they could build.</source>
        <translation>這筆交易讓%1壟斷%2：那裡租金加倍，對方也能建造。</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/trade.py"/>
        <source>Draw Up an Offer</source>
        <translation>擬定交易提議</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/trade.py"/>
        <source>Cancel</source>
        <translation>取消</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/trade.py"/>
        <source>Withdraw the offer you drew up.</source>
        <translation>撤回你擬定的提議。</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/trade.py"/>
        <source>Close the window: no offer is made.</source>
        <translation>關閉視窗：不提出任何提議。</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/trade.py"/>
        <source>Propose</source>
        <translation>提議</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/trade.py"/>
        <source>Offer to:</source>
        <translation>提議對象：</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/trade.py"/>
        <source>The offer you drew up is for %1.</source>
        <translation>你擬定的提議是給%1的。</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/trade.py"/>
        <source>Nobody can be offered a trade now.</source>
        <translation>目前無法向任何人提出交易。</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/trade.py"/>
        <source>Drag deeds here, or click them.</source>
        <translation>把地產拖到這裡，或點一下。</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/trade.py"/>
        <source>You hold no deeds.</source>
        <translation>你沒有地產。</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/trade.py"/>
        <source>They hold no deeds.</source>
        <translation>對方沒有地產。</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/trade.py"/>
        <source>You give</source>
        <translation>你給出</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/trade.py"/>
        <source>You ask for</source>
        <translation>你要求</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/trade.py"/>
        <source>Cash:</source>
        <translation>現金：</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/trade.py"/>
        <source>You pay</source>
        <translation>你付錢</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/trade.py"/>
        <source>They pay</source>
        <translation>對方付錢</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/trade.py"/>
        <source>Cash in the offer</source>
        <translation>提議中的現金</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/trade.py"/>
        <source>Type an amount of cash (0 for none).</source>
        <translation>輸入現金金額（不附現金則填 0）。</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/trade.py"/>
        <source>%1 is more than your cash, %2.</source>
        <translation>%1超過你的現金%2。</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/trade.py"/>
        <source>%1 is more than %3 holds (%2).</source>
        <translation>%1超過%3持有的現金（%2）。</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/trade.py"/>
        <source>Put at least one deed into the offer: cash alone cannot be traded.</source>
        <translation>提議中至少要放一處地產：不能只交易現金。</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/trade.py"/>
        <source>Every deed you hold is in the offer.</source>
        <translation>你的地產全都在提議裡了。</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/trade.py"/>
        <source>Every deed they hold is in the offer.</source>
        <translation>對方的地產全都在提議裡了。</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/trade.py"/>
        <source>Your deeds · your cash %1</source>
        <translation>你的地產・現金 %1</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/trade.py"/>
        <source>Deeds of %1 · cash %2</source>
        <translation>%1的地產・現金 %2</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/trade.py"/>
        <source>at most %1</source>
        <translation>最多 %1</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/trade.py"/>
        <source>Send the offer: the other player accepts or refuses it.</source>
        <translation>送出提議：由對方決定接受或拒絕。</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/trade.py"/>
        <source>Propose sends the offer; nothing changes hands unless it is accepted.</source>
        <translation>按「提議」送出；對方接受之前，什麼都不會轉手。</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/trade.py"/>
        <source>Your deeds go under “You give”, the other player's under “You ask for”.</source>
        <translation>你的地產放在「你給出」下，對方的放在「你要求」下。</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/trade_parts.py"/>
        <source>Buildings stand on it: they never change hands. Sell them to the Treasury first.</source>
        <translation>上面有建築物，建築物不能交易：請先賣回國庫。</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/trade_parts.py"/>
        <source>Your buildings in %1 need two unmortgaged streets there: this one must stay.</source>
        <translation>你在%1的建築物需要兩條未抵押的街道：這條必須留下。</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/trade_parts.py"/>
        <source>The buildings of %1 in %2 need two unmortgaged streets there: this one must stay.</source>
        <translation>%1在%2的建築物需要兩條未抵押的街道：這條必須留下。</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/trade_parts.py"/>
        <source>%1× dice</source>
        <translation>骰子點數×%1</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/trade_parts.py"/>
        <source>City: %1</source>
        <translation>城市：%1</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/trade_parts.py"/>
        <source>Price %1 · mortgage value %2 · redemption %3</source>
        <translation>價格 %1・抵押值 %2・贖回 %3</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/trade_parts.py"/>
        <source>Mortgaged: it earns %1 nothing.</source>
        <translation>已抵押：不為%1帶來任何收入。</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/trade_parts.py"/>
        <source>Rent for %1 now: none (a Monopolist in Prison collects no rent).</source>
        <translation>%1現在的租金：無（在監獄中的壟斷者收不到租金）。</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/trade_parts.py"/>
        <source>Rent for %1 (%2) now: %3</source>
        <translation>%1（%2）現在的租金：%3</translation>
    </message>
    <message numerus="yes">
        <location filename="../ponzi_desktop/ui/anti_monopoly/trade_parts.py"/>
        <source>%n more deed(s)</source>
        <translation>
            <numerusform>另外%n處地產</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/trade_parts.py"/>
        <source>You give %1 for %2.</source>
        <translation>你以%1換取%2。</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/trade_parts.py"/>
        <source>You give %1 and ask nothing in return.</source>
        <translation>你給出%1，不要求任何回報。</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/trade_parts.py"/>
        <source>You ask for %1 and give nothing in return.</source>
        <translation>你要求%1，不給出任何東西。</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/trade_parts.py"/>
        <source>Nothing is in the offer yet.</source>
        <translation>提議中還沒有任何東西。</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/trade_parts.py"/>
        <source>It is in the offer you drew up and stays there: Cancel withdraws the whole offer.</source>
        <translation>它已在你擬定的提議中，無法移出：按「取消」會撤回整個提議。</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/trade_parts.py"/>
        <source>Mortgaged</source>
        <translation>已抵押</translation>
    </message>
    <message numerus="yes">
        <location filename="../ponzi_desktop/ui/anti_monopoly/trade_parts.py"/>
        <source>Rent for %1 now: none (a card: no rent for %n more turn(s)).</source>
        <translation>
            <numerusform>%1現在的租金：無（因卡片，還有%n回合收不到租金）。</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>BaseTable</name>
    <message>
        <location filename="../ponzi_desktop/ui/kit/table.py"/>
        <source>You are watching: only a seated player can move.</source>
        <translation>你正在觀戰：只有就座的玩家才能行動。</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/kit/table.py"/>
        <source>It is not your turn: %1 is deciding.</source>
        <translation>還沒輪到你：%1正在思考。</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/kit/table.py"/>
        <source>%1 plays next.</source>
        <translation>接下來輪到%1。</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/kit/table.py"/>
        <source>Your move is made: press Hand Over for %1.</source>
        <translation>你的行動已完成：按「交出螢幕」交給%1。</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/kit/table.py"/>
        <source>Nobody wins.</source>
        <translation>沒有贏家。</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/kit/table.py"/>
        <source>You win!</source>
        <translation>你贏了！</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/kit/table.py"/>
        <source>%1 wins.</source>
        <translation>%1獲勝。</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/kit/table.py"/>
        <source>You share the win.</source>
        <translation>你並列獲勝。</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/kit/table.py"/>
        <source>A shared win.</source>
        <translation>並列獲勝。</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/kit/table.py"/>
        <source>%1 is thinking…</source>
        <translation>%1正在思考…</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/kit/table.py"/>
        <source>Your turn, %1.</source>
        <translation>輪到你了，%1。</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/kit/table.py"/>
        <source>You play next.</source>
        <translation>接下來輪到你。</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/kit/table.py"/>
        <source>%1 is deciding.</source>
        <translation>%1正在思考。</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/kit/table.py"/>
        <source>A hint is for your own turn.</source>
        <translation>只有輪到你時才能使用提示。</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/kit/table.py"/>
        <source>A hint comes once the board has shown the last moves.</source>
        <translation>棋盤顯示完剛才的動作後，才能使用提示。</translation>
    </message>
    <message>
        <source>You are deciding.</source>
        <translation type="vanished">你正在思考。</translation>
    </message>
    <message>
        <source>Your move is made: %1 takes the screen next.</source>
        <translation type="vanished">你的行動已完成：接下來由%1使用螢幕。</translation>
    </message>
    <message>
        <source>Game over: nobody wins.</source>
        <translation type="vanished">遊戲結束：沒有贏家。</translation>
    </message>
    <message>
        <source>Game over: you win!</source>
        <translation type="vanished">遊戲結束：你贏了！</translation>
    </message>
    <message>
        <source>Game over: %1 wins.</source>
        <translation type="vanished">遊戲結束：%1獲勝。</translation>
    </message>
    <message>
        <source>Game over: you share the win.</source>
        <translation type="vanished">遊戲結束：你並列獲勝。</translation>
    </message>
    <message>
        <source>Game over: a shared win.</source>
        <translation type="vanished">遊戲結束：並列獲勝。</translation>
    </message>
</context>
<context>
    <name>BlackFriday</name>
    <message>
        <location filename="../ponzi_desktop/ui/black_friday/labels.py"/>
        <source>Purple</source>
        <translation>紫</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/black_friday/labels.py"/>
        <source>Yellow</source>
        <translation>黃</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/black_friday/labels.py"/>
        <source>Green</source>
        <translation>綠</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/black_friday/labels.py"/>
        <source>Blue</source>
        <translation>藍</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/black_friday/labels.py"/>
        <source>White</source>
        <translation>白</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/black_friday/labels.py"/>
        <source>Black</source>
        <translation>黑</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/black_friday/labels.py"/>
        <source>Choose an action</source>
        <translation>選擇行動</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/black_friday/labels.py"/>
        <source>Buy shares</source>
        <translation>買進股票</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/black_friday/labels.py"/>
        <source>Sell shares</source>
        <translation>賣出股票</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/black_friday/labels.py"/>
        <source>Buy gold</source>
        <translation>買進金條</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/black_friday/labels.py"/>
        <source>Bonus move</source>
        <translation>獎勵行動</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/black_friday/labels.py"/>
        <source>Price change</source>
        <translation>價格變動</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/black_friday/labels.py"/>
        <source>Game over</source>
        <translation>遊戲結束</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/black_friday/labels.py"/>
        <source>a share onto the share purchase track</source>
        <translation>一張股票放上股票購買軌</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/black_friday/labels.py"/>
        <source>a share onto the gold purchase track</source>
        <translation>一張股票放上金條購買軌</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/black_friday/labels.py"/>
        <source>a share from the sale row to the market</source>
        <translation>賣出列的一張股票移到股市</translation>
    </message>
</context>
<context>
    <name>BlackFridayActionPanel</name>
    <message>
        <location filename="../ponzi_desktop/ui/black_friday/action_panel.py"/>
        <source>End turn</source>
        <translation>結束回合</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/black_friday/action_panel.py"/>
        <source>End your turn without the bonus tile's free move</source>
        <translation>不使用獎勵牌的免費軌道操作，直接結束回合</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/black_friday/action_panel.py"/>
        <source>Buy:</source>
        <translation>買進：</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/black_friday/action_panel.py"/>
        <source>Buy one more %1 share for %2, with your bonus tile (once a game)</source>
        <translation>用獎勵牌（每局一次）以%2再買一張%1股票</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/black_friday/action_panel.py"/>
        <source>Buy a %1 share for %2</source>
        <translation>以%2買進一張%1股票</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/black_friday/action_panel.py"/>
        <source>Buy %1</source>
        <translation>購買%1</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/black_friday/action_panel.py"/>
        <source>Sell:</source>
        <translation>賣出：</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/black_friday/action_panel.py"/>
        <source>Sell one more %1 share for %2, with your bonus tile (once a game)</source>
        <translation>用獎勵牌（每局一次）以%2再賣一張%1股票</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/black_friday/action_panel.py"/>
        <source>Sell a %1 share for %2</source>
        <translation>以%2賣出一張%1股票</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/black_friday/action_panel.py"/>
        <source>Sell %1</source>
        <translation>賣出%1</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/black_friday/action_panel.py"/>
        <source>Finish buying</source>
        <translation>結束買進</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/black_friday/action_panel.py"/>
        <source>End the purchase: a share you bought goes from the market onto the share purchase track</source>
        <translation>結束買進：把一張你買進顏色的股票從股市放上股票購買軌</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/black_friday/action_panel.py"/>
        <source>Which colour goes onto the share purchase track?</source>
        <translation>哪種顏色的股票放上股票購買軌？</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/black_friday/action_panel.py"/>
        <source>Finish buying: %1 goes onto the share purchase track</source>
        <translation>結束買進：一張%1股票放上股票購買軌</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/black_friday/action_panel.py"/>
        <source>Finish selling</source>
        <translation>結束賣出</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/black_friday/action_panel.py"/>
        <source>End the sale: a share of the sale row goes to the market</source>
        <translation>結束賣出：賣出列的一張股票移到股市</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/black_friday/action_panel.py"/>
        <source>Which colour of the sale row goes to the market?</source>
        <translation>賣出列的哪種顏色股票移到股市？</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/black_friday/action_panel.py"/>
        <source>Finish selling: %1 from the sale row goes to the market</source>
        <translation>結束賣出：賣出列的一張%1股票移到股市</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/black_friday/action_panel.py"/>
        <source>Buy gold…</source>
        <translation>買進金條…</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/black_friday/action_panel.py"/>
        <source>Buy gold bars; a market share of your choice goes onto the gold purchase track</source>
        <translation>買進金條；從股市任選一張股票放上金條購買軌</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/black_friday/action_panel.py"/>
        <source>Which colour goes onto the gold purchase track?</source>
        <translation>哪種顏色的股票放上金條購買軌？</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/black_friday/action_panel.py"/>
        <source>%1 share onto the gold track: no bar (your cash is short of %2)</source>
        <translation>一張%1股票放上金條購買軌：買不起金條（每條%2，現金不足）</translation>
    </message>
    <message numerus="yes">
        <location filename="../ponzi_desktop/ui/black_friday/action_panel.py"/>
        <source>%1 share onto the gold track: up to %n bar(s) at %2 each</source>
        <translation>
            <numerusform>一張%1股票放上金條購買軌：最多%n條金條，每條%2</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/black_friday/action_panel.py"/>
        <source>None: the sale row is empty</source>
        <translation>無：賣出列已空</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/black_friday/action_panel.py"/>
        <source>Finish selling: the sale row is empty, no share goes to the market</source>
        <translation>結束賣出：賣出列已空，沒有股票移到股市</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/black_friday/action_panel.py"/>
        <source>More</source>
        <translation>更多</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/black_friday/action_panel.py"/>
        <source>Buy or sell nothing, or your bonus tile's free move</source>
        <translation>不買或不賣，或使用你獎勵牌的免費行動</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/black_friday/action_panel.py"/>
        <source>Buy nothing: a share onto the share purchase track</source>
        <translation>不買：一張股票放上股票購買軌</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/black_friday/action_panel.py"/>
        <source>Sell nothing: a share from the sale row to the market</source>
        <translation>不賣：賣出列的一張股票移到股市</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/black_friday/action_panel.py"/>
        <source>Bonus tile: a share onto the share purchase track</source>
        <translation>獎勵牌：一張股票放上股票購買軌</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/black_friday/action_panel.py"/>
        <source>Bonus tile: a share onto the gold purchase track</source>
        <translation>獎勵牌：一張股票放上金條購買軌</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/black_friday/action_panel.py"/>
        <source>Bonus tile: a share from the sale row to the market</source>
        <translation>獎勵牌：賣出列的一張股票移到股市</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/black_friday/action_panel.py"/>
        <source>Bonus move</source>
        <translation>獎勵行動</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/black_friday/action_panel.py"/>
        <source>Your bonus tile's free move (once a game)</source>
        <translation>你獎勵牌的免費軌道操作（每局一次）</translation>
    </message>
    <message>
        <source>%1 share onto the gold track</source>
        <translation type="vanished">一張%1股票放上金條購買軌</translation>
    </message>
    <message>
        <source>Gold…</source>
        <translation type="vanished">金條…</translation>
    </message>
    <message>
        <source>Not possible now</source>
        <translation type="vanished">現在無法進行</translation>
    </message>
    <message>
        <source>Buy nothing: a %1 share onto the share purchase track</source>
        <translation type="vanished">不買：一張%1股票放上股票購買軌</translation>
    </message>
    <message>
        <source>Sell nothing: a %1 share from the sale row to the market</source>
        <translation type="vanished">不賣：賣出列的一張%1股票移到股市</translation>
    </message>
    <message>
        <source>Sell nothing (the sale row is empty)</source>
        <translation type="vanished">不賣（賣出列已空）</translation>
    </message>
    <message>
        <source>Bonus tile: a %1 share onto the share purchase track</source>
        <translation type="vanished">獎勵牌：一張%1股票放上股票購買軌</translation>
    </message>
    <message>
        <source>Bonus tile: a %1 share onto the gold purchase track</source>
        <translation type="vanished">獎勵牌：一張%1股票放上金條購買軌</translation>
    </message>
    <message>
        <source>Bonus tile: a %1 share from the sale row to the market</source>
        <translation type="vanished">獎勵牌：賣出列的一張%1股票移到股市</translation>
    </message>
    <message>
        <source>One more, with your bonus tile:</source>
        <translation type="vanished">用獎勵牌再一張：</translation>
    </message>
    <message>
        <source>%1 share onto the share purchase track (buy nothing)</source>
        <translation type="vanished">一張%1股票放上股票購買軌（不買任何股票）</translation>
    </message>
    <message>
        <source>%1 share from the sale row to the market (sell nothing)</source>
        <translation type="vanished">賣出列的一張%1股票移到股市（不賣出任何股票）</translation>
    </message>
    <message>
        <source>Zero move</source>
        <translation type="vanished">零交易</translation>
    </message>
    <message>
        <source>Buy nothing or sell nothing: only a share moves, towards the next price change</source>
        <translation type="vanished">什麼都不買進或什麼都不賣出：只移動一張股票，讓下一次價格變動更近</translation>
    </message>
    <message>
        <source>None left in the row</source>
        <translation type="vanished">這一列已經沒有了</translation>
    </message>
    <message>
        <source>%1 share onto the share purchase track</source>
        <translation type="vanished">一張%1股票放上股票購買軌</translation>
    </message>
    <message>
        <source>%1 share onto the gold purchase track</source>
        <translation type="vanished">一張%1股票放上金條購買軌</translation>
    </message>
    <message>
        <source>%1 share from the sale row to the market</source>
        <translation type="vanished">賣出列的一張%1股票移到股市</translation>
    </message>
</context>
<context>
    <name>BlackFridayEndTable</name>
    <message>
        <location filename="../ponzi_desktop/ui/black_friday/end_table.py"/>
        <source>The broker (M.I.B.S.)</source>
        <translation>經紀人（M.I.B.S.）</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/black_friday/end_table.py"/>
        <source>Cash</source>
        <translation>現金</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/black_friday/end_table.py"/>
        <source>Gold</source>
        <translation>金條</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/black_friday/end_table.py"/>
        <source>breaks a tie</source>
        <translation>同額時比較</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/black_friday/end_table.py"/>
        <source>Wealth</source>
        <translation>財富</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/black_friday/end_table.py"/>
        <source>Price changes</source>
        <translation>價格變動</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/black_friday/end_table.py"/>
        <source>Wealth at the start and after every price change: cash, shares at that moment's prices and gold bars at the gold price then.</source>
        <translation>開始時與每次價格變動後的財富：現金、以當時價格計算的股票，加上以當時金價計算的金條。</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/black_friday/end_table.py"/>
        <source>The broker (M.I.B.S.) is the richest, with %1: no player wins</source>
        <translation>經紀人（M.I.B.S.）最富有，共 %1：沒有玩家獲勝</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/black_friday/end_table.py"/>
        <source>Nobody wins</source>
        <translation>沒有贏家</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/black_friday/end_table.py"/>
        <source>You win with %1</source>
        <translation>你以 %1 獲勝</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/black_friday/end_table.py"/>
        <source>You share the win with %1, with %2 each</source>
        <translation>你與%1並列獲勝，各有 %2</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/black_friday/end_table.py"/>
        <source>%1 wins with %2</source>
        <translation>%1以 %2 獲勝</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/black_friday/end_table.py"/>
        <source>%1 share the win with %2 each</source>
        <translation>%1並列獲勝，各有 %2</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/black_friday/end_table.py"/>
        <source>Gold reached %1: the game is over. Every share is sold at its final price. The broker (M.I.B.S.) is ranked too: when it is the richest, no player wins.</source>
        <translation>金條價格到達 %1：遊戲結束。所有股票以最終股價賣出。經紀人（M.I.B.S.）也參與排名：當它最富有時，沒有玩家獲勝。</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/black_friday/end_table.py"/>
        <source>Gold reached %1: the game is over. Every share is sold at its final price.</source>
        <translation>金條價格到達 %1：遊戲結束。所有股票以最終股價賣出。</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/black_friday/end_table.py"/>
        <source>Tied with the broker (M.I.B.S.) on wealth and on gold: the win is shared, and no player beat the broker.</source>
        <translation>與經紀人（M.I.B.S.）的財富和金條都相同：並列獲勝，沒有玩家勝過經紀人。</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/black_friday/end_table.py"/>
        <source>Tied on wealth and on gold: the win is shared.</source>
        <translation>財富和金條都相同：並列獲勝。</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/black_friday/end_table.py"/>
        <source>Tied on wealth: your gold, %1, breaks the tie.</source>
        <translation>財富相同：你的金條（%1）打破了平手。</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/black_friday/end_table.py"/>
        <source>Tied on wealth: the broker's gold, %1, breaks the tie.</source>
        <translation>財富相同：經紀人的金條（%1）打破了平手。</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/black_friday/end_table.py"/>
        <source>Tied on wealth: %1's gold, %2, breaks the tie.</source>
        <translation>財富相同：%1的金條（%2）打破了平手。</translation>
    </message>
</context>
<context>
    <name>BlackFridayLog</name>
    <message>
        <location filename="../ponzi_desktop/ui/black_friday/narration.py"/>
        <source>The broker</source>
        <translation>自動經紀人</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/black_friday/narration.py"/>
        <source>somebody</source>
        <translation>某人</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/black_friday/narration.py"/>
        <source>the broker</source>
        <translation>自動經紀人</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/black_friday/narration.py"/>
        <source>%1 %2</source>
        <translation>%2%1張</translation>
    </message>
    <message numerus="yes">
        <location filename="../ponzi_desktop/ui/black_friday/narration.py"/>
        <source>A new game for %n player(s) and the automated broker</source>
        <translation>
            <numerusform>新遊戲：%n位玩家和自動經紀人</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../ponzi_desktop/ui/black_friday/narration.py"/>
        <source>A new game for %n player(s)</source>
        <translation>
            <numerusform>新遊戲：%n位玩家</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/black_friday/narration.py"/>
        <source>you (bonus %1)</source>
        <translation>你（獎勵%1）</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/black_friday/narration.py"/>
        <source>you</source>
        <translation>你</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/black_friday/narration.py"/>
        <source>%1 (bonus %2)</source>
        <translation>%1（獎勵%2）</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/black_friday/narration.py"/>
        <source>Turn order: %1</source>
        <translation>行動順序：%1</translation>
    </message>
    <message numerus="yes">
        <location filename="../ponzi_desktop/ui/black_friday/narration.py"/>
        <source>%1 draws %n share(s) from the bag</source>
        <translation>
            <numerusform>%1從袋子抽出%n張股票</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/black_friday/narration.py"/>
        <source>Round %1 · your turn</source>
        <translation>第%1回合 · 輪到你</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/black_friday/narration.py"/>
        <source>Round %1 · the broker's turn</source>
        <translation>第%1回合 · 輪到自動經紀人</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/black_friday/narration.py"/>
        <source>Round %1 · %2's turn</source>
        <translation>第%1回合 · 輪到%2</translation>
    </message>
    <message numerus="yes">
        <location filename="../ponzi_desktop/ui/black_friday/narration.py"/>
        <source>You buy %n %1 share(s) for %2</source>
        <translation>
            <numerusform>你以%2買進%n張%1股票</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../ponzi_desktop/ui/black_friday/narration.py"/>
        <source>The broker buys %n %1 share(s) for %2</source>
        <translation>
            <numerusform>自動經紀人以%2買進%n張%1股票</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../ponzi_desktop/ui/black_friday/narration.py"/>
        <source>%1 buys %n %2 share(s) for %3</source>
        <translation>
            <numerusform>%1以%3買進%n張%2股票</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../ponzi_desktop/ui/black_friday/narration.py"/>
        <source>You sell %n %1 share(s) for %2</source>
        <translation>
            <numerusform>你以%2賣出%n張%1股票</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../ponzi_desktop/ui/black_friday/narration.py"/>
        <source>The broker sells %n %1 share(s) for %2</source>
        <translation>
            <numerusform>自動經紀人以%2賣出%n張%1股票</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../ponzi_desktop/ui/black_friday/narration.py"/>
        <source>%1 sells %n %2 share(s) for %3</source>
        <translation>
            <numerusform>%1以%3賣出%n張%2股票</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/black_friday/narration.py"/>
        <source>You buy no gold</source>
        <translation>你不買金條</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/black_friday/narration.py"/>
        <source>The broker buys no gold</source>
        <translation>自動經紀人不買金條</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/black_friday/narration.py"/>
        <source>%1 buys no gold</source>
        <translation>%1不買金條</translation>
    </message>
    <message numerus="yes">
        <location filename="../ponzi_desktop/ui/black_friday/narration.py"/>
        <source>You buy %n gold bar(s) for %1</source>
        <translation>
            <numerusform>你以%1買進%n條金條</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../ponzi_desktop/ui/black_friday/narration.py"/>
        <source>The broker buys %n gold bar(s) for %1</source>
        <translation>
            <numerusform>自動經紀人以%1買進%n條金條</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../ponzi_desktop/ui/black_friday/narration.py"/>
        <source>%1 buys %n gold bar(s) for %2</source>
        <translation>
            <numerusform>%1以%2買進%n條金條</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/black_friday/narration.py"/>
        <source>You put a %1 share on space %2 of the gold purchase track</source>
        <translation>你把一張%1股票放上金條購買軌的第%2格</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/black_friday/narration.py"/>
        <source>The broker puts a %1 share on space %2 of the gold purchase track</source>
        <translation>自動經紀人把一張%1股票放上金條購買軌的第%2格</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/black_friday/narration.py"/>
        <source>%1 puts a %2 share on space %3 of the gold purchase track</source>
        <translation>%1把一張%2股票放上金條購買軌的第%3格</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/black_friday/narration.py"/>
        <source>You put a %1 share on space %2 of the share purchase track</source>
        <translation>你把一張%1股票放上股票購買軌的第%2格</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/black_friday/narration.py"/>
        <source>The broker puts a %1 share on space %2 of the share purchase track</source>
        <translation>自動經紀人把一張%1股票放上股票購買軌的第%2格</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/black_friday/narration.py"/>
        <source>%1 puts a %2 share on space %3 of the share purchase track</source>
        <translation>%1把一張%2股票放上股票購買軌的第%3格</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/black_friday/narration.py"/>
        <source>You take nothing from sale row %1: it has no coloured share left</source>
        <translation>你沒有從股票賣出軌第%1列拿走股票：這一列已沒有彩色股票</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/black_friday/narration.py"/>
        <source>The broker takes nothing from sale row %1: it has no coloured share left</source>
        <translation>自動經紀人沒有從股票賣出軌第%1列拿走股票：這一列已沒有彩色股票</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/black_friday/narration.py"/>
        <source>%1 takes nothing from sale row %2: it has no coloured share left</source>
        <translation>%1沒有從股票賣出軌第%2列拿走股票：這一列已沒有彩色股票</translation>
    </message>
    <message numerus="yes">
        <location filename="../ponzi_desktop/ui/black_friday/narration.py"/>
        <source>You move a %1 share from sale row %2 to the market (%n taken from the row so far)</source>
        <translation>
            <numerusform>你把一張%1股票從股票賣出軌第%2列移到股市（這一列已拿走%n張）</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../ponzi_desktop/ui/black_friday/narration.py"/>
        <source>The broker moves a %1 share from sale row %2 to the market (%n taken from the row so far)</source>
        <translation>
            <numerusform>自動經紀人把一張%1股票從股票賣出軌第%2列移到股市（這一列已拿走%n張）</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../ponzi_desktop/ui/black_friday/narration.py"/>
        <source>%1 moves a %2 share from sale row %3 to the market (%n taken from the row so far)</source>
        <translation>
            <numerusform>%1把一張%2股票從股票賣出軌第%3列移到股市（這一列已拿走%n張）</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/black_friday/narration.py"/>
        <source>You use your bonus tile: that share is one more than the level allows</source>
        <translation>你使用獎勵牌：這張股票比等級上限多一張</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/black_friday/narration.py"/>
        <source>%1 uses the bonus tile: that share is one more than the level allows</source>
        <translation>%1使用獎勵牌：這張股票比等級上限多一張</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/black_friday/narration.py"/>
        <source>You use your bonus tile: one gold bar more than the level allows</source>
        <translation>你使用獎勵牌：比等級上限多買一條金條</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/black_friday/narration.py"/>
        <source>%1 uses the bonus tile: one gold bar more than the level allows</source>
        <translation>%1使用獎勵牌：比等級上限多買一條金條</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/black_friday/narration.py"/>
        <source>You use your bonus tile for a free track move</source>
        <translation>你使用獎勵牌：免費的軌道操作</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/black_friday/narration.py"/>
        <source>%1 uses the bonus tile for a free track move</source>
        <translation>%1使用獎勵牌：免費的軌道操作</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/black_friday/narration.py"/>
        <source>%1 stays at %2: the edge of the chart stops it</source>
        <translation>%1停在%2：被股價表的邊緣擋住</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/black_friday/narration.py"/>
        <source>%1 starts at %2: it has the fewest shares in the market</source>
        <translation>%1從%2開始：它在股市中的股票最少</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/black_friday/narration.py"/>
        <source>%1 starts at %2: it has the most shares in the market</source>
        <translation>%1從%2開始：它在股市中的股票最多</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/black_friday/narration.py"/>
        <source>%1 rises to %2: its last share left the market</source>
        <translation>%1漲到%2：它在股市的最後一張股票已離開</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/black_friday/narration.py"/>
        <source>%1 rises to %2: its third share is on the track</source>
        <translation>%1漲到%2：它的第三張股票放上了軌道</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/black_friday/narration.py"/>
        <source>%1 falls to %2: one of its shares went from the sale row to the market</source>
        <translation>%1跌到%2：它的一張股票從賣出列移到了股市</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/black_friday/narration.py"/>
        <source>%1 rises to %2: the market has none of its shares</source>
        <translation>%1漲到%2：股市中已沒有它的股票</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/black_friday/narration.py"/>
        <source>%1 rises from %2 to %3</source>
        <translation>%1從%2漲到%3</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/black_friday/narration.py"/>
        <source>%1 falls from %2 to %3</source>
        <translation>%1從%2跌到%3</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/black_friday/narration.py"/>
        <source>%1 moves and stays at %2</source>
        <translation>%1移動後仍是%2</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/black_friday/narration.py"/>
        <source>Price change %1: the share purchase track is full</source>
        <translation>價格變動%1：股票購買軌已滿</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/black_friday/narration.py"/>
        <source>Price change %1: the gold purchase track is full</source>
        <translation>價格變動%1：金條購買軌已滿</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/black_friday/narration.py"/>
        <source>Price change %1: enough shares have left the sale row</source>
        <translation>價格變動%1：賣出列已拿走足夠的股票</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/black_friday/narration.py"/>
        <source>Nothing is drawn: the bag is empty</source>
        <translation>沒有抽到任何股票：袋子是空的</translation>
    </message>
    <message numerus="yes">
        <location filename="../ponzi_desktop/ui/black_friday/narration.py"/>
        <source>%n share(s) drawn from the bag: %1</source>
        <translation>
            <numerusform>從袋子抽出%n張股票：%1</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/black_friday/narration.py"/>
        <source>The gold price reaches %1: the market closes after these price moves</source>
        <translation>金條價格到達%1：這次股價移動之後股市收盤</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/black_friday/narration.py"/>
        <source>The gold price stays at %1</source>
        <translation>金條價格維持在%1</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/black_friday/narration.py"/>
        <source>The gold price rises from %1 to %2</source>
        <translation>金條價格從%1漲到%2</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/black_friday/narration.py"/>
        <source>The single black share goes back into the bag and counts for nothing</source>
        <translation>唯一的一張黑色股票放回袋子，不計入</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/black_friday/narration.py"/>
        <source>The shares of the share purchase track go into the bag</source>
        <translation>股票購買軌上的股票放進袋子</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/black_friday/narration.py"/>
        <source>The shares of the gold purchase track go into the bag</source>
        <translation>金條購買軌上的股票放進袋子</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/black_friday/narration.py"/>
        <source>The level rises to %1 (shares a turn: %2, gold bars a turn: %3)</source>
        <translation>等級升到%1（每回合股票：%2張，金條：%3條）</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/black_friday/narration.py"/>
        <source>Sale row %1 is used from now on</source>
        <translation>從現在起使用股票賣出軌第%1列</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/black_friday/narration.py"/>
        <source>Sale row %1 is refilled from the market and used again</source>
        <translation>股票賣出軌第%1列從股市補滿，再次使用</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/black_friday/narration.py"/>
        <source>Price change %1 is over</source>
        <translation>價格變動%1結束</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/black_friday/narration.py"/>
        <source>Game over: the broker is the richest with %1, so nobody wins</source>
        <translation>遊戲結束：自動經紀人以%1最富有，因此沒有贏家</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/black_friday/narration.py"/>
        <source>Game over: nobody wins</source>
        <translation>遊戲結束：沒有贏家</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/black_friday/narration.py"/>
        <source>Game over: you win with %1</source>
        <translation>遊戲結束：你以%1獲勝</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/black_friday/narration.py"/>
        <source>Game over: %1 wins with %2</source>
        <translation>遊戲結束：%1以%2獲勝</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/black_friday/narration.py"/>
        <source>Game over: you share the win with %1, with %2 each</source>
        <translation>遊戲結束：你和%1並列獲勝，各有%2</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/black_friday/narration.py"/>
        <source>Game over: %1 share the win with %2 each</source>
        <translation>遊戲結束：%1並列獲勝，各有%2</translation>
    </message>
    <message numerus="yes">
        <location filename="../ponzi_desktop/ui/black_friday/narration.py"/>
        <source>%n share(s) are drawn from the bag and added to the %1 of each colour already in the market: %2</source>
        <translation>
            <numerusform>從袋子抽出%n張股票，加進股市裡原有的每種顏色各%1張：%2</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../ponzi_desktop/ui/black_friday/narration.py"/>
        <source>%n share(s) are drawn from the bag into the market: %1</source>
        <translation>
            <numerusform>從袋子抽出%n張股票放進股市：%1</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../ponzi_desktop/ui/black_friday/narration.py"/>
        <source>You draw %n share(s) from the bag: %1</source>
        <translation>
            <numerusform>你從袋子抽出%n張股票：%1</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../ponzi_desktop/ui/black_friday/narration.py"/>
        <source>The broker draws %n share(s) from the bag: %1</source>
        <translation>
            <numerusform>自動經紀人從袋子抽出%n張股票：%1</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../ponzi_desktop/ui/black_friday/narration.py"/>
        <source>%1 draws %n share(s) from the bag: %2</source>
        <translation>
            <numerusform>%1從袋子抽出%n張股票：%2</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../ponzi_desktop/ui/black_friday/narration.py"/>
        <source>%n black share(s) go to the bank: every colour counts that many fewer</source>
        <translation>
            <numerusform>%n張黑色股票放到銀行：每種顏色都減去這個數目</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../ponzi_desktop/ui/black_friday/narration.py"/>
        <source>The shares left in sale row %1 go into the bag, with %n black share(s)</source>
        <translation>
            <numerusform>股票賣出軌第%1列剩下的股票連同%n張黑色股票放進袋子</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 uses their bonus tile: that share is one more than the level allows</source>
        <translation type="vanished">%1使用獎勵牌：這張股票比等級上限多一張</translation>
    </message>
    <message>
        <source>%1 uses their bonus tile: one gold bar more than the level allows</source>
        <translation type="vanished">%1使用獎勵牌：比等級上限多買一條金條</translation>
    </message>
    <message>
        <source>%1 uses their bonus tile for a free track move</source>
        <translation type="vanished">%1使用獎勵牌：免費的軌道操作</translation>
    </message>
    <message>
        <source>You used your bonus tile: that share was one more than the level allows</source>
        <translation type="vanished">你使用了獎勵牌：那張股票比等級上限多一張</translation>
    </message>
    <message>
        <source>%1 used their bonus tile: that share was one more than the level allows</source>
        <translation type="vanished">%1使用了獎勵牌：那張股票比等級上限多一張</translation>
    </message>
    <message>
        <source>You used your bonus tile: one gold bar more than the level allows</source>
        <translation type="vanished">你使用了獎勵牌：比等級上限多買一條金條</translation>
    </message>
    <message>
        <source>%1 used their bonus tile: one gold bar more than the level allows</source>
        <translation type="vanished">%1使用了獎勵牌：比等級上限多買一條金條</translation>
    </message>
    <message>
        <source>You use your bonus for a free track move</source>
        <translation type="vanished">你使用獎勵：免費的軌道操作</translation>
    </message>
    <message>
        <source>%1 uses their bonus for a free track move</source>
        <translation type="vanished">%1使用獎勵：免費的軌道操作</translation>
    </message>
    <message>
        <source>You use your bonus: one share more than the level allows may be sold</source>
        <translation type="vanished">你使用獎勵：可以比等級上限多賣出一張股票</translation>
    </message>
    <message>
        <source>%1 uses their bonus: one share more than the level allows may be sold</source>
        <translation type="vanished">%1使用獎勵：可以比等級上限多賣出一張股票</translation>
    </message>
    <message>
        <source>You use your bonus: one gold bar more than the level allows may be bought</source>
        <translation type="vanished">你使用獎勵：可以比等級上限多買一條金條</translation>
    </message>
    <message>
        <source>%1 uses their bonus: one gold bar more than the level allows may be bought</source>
        <translation type="vanished">%1使用獎勵：可以比等級上限多買一條金條</translation>
    </message>
    <message>
        <source>You use your bonus: one share more than the level allows may be bought</source>
        <translation type="vanished">你使用獎勵：可以比等級上限多買一張股票</translation>
    </message>
    <message>
        <source>%1 uses their bonus: one share more than the level allows may be bought</source>
        <translation type="vanished">%1使用獎勵：可以比等級上限多買一張股票</translation>
    </message>
</context>
<context>
    <name>BlackFridayMoves</name>
    <message>
        <location filename="../ponzi_desktop/ui/black_friday/moves.py"/>
        <source>%1 %2</source>
        <comment>two sentences, one after the other</comment>
        <translation>%1%2</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/black_friday/moves.py"/>
        <source>To finish, put a %1 share (a colour you bought) on the share purchase track: drag or click it, or Finish buying.</source>
        <translation>結束買進：把一張%1股票（你買進的顏色）放上股票購買軌：拖曳或點選，或按「結束買進」。</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/black_friday/moves.py"/>
        <source>Finish: put a share of a colour you bought this turn on the share purchase track: drag or click it, or Finish buying.</source>
        <translation>結束買進：把一張你這回合買進顏色的股票放上股票購買軌：拖曳或點選，或按「結束買進」。</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/black_friday/moves.py"/>
        <source>Finish: put a share of any colour on the share purchase track (none you bought is left): drag or click it, or Finish buying.</source>
        <translation>結束買進：把股市任何一張股票放上股票購買軌（你買進的顏色已經沒有了）：拖曳或點選，或按「結束買進」。</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/black_friday/moves.py"/>
        <source>You are selling this turn: finish the sale first (a share from the sale row to the market).</source>
        <translation>你這回合正在賣出：請先結束賣出（把賣出列的一張股票移到股市）。</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/black_friday/moves.py"/>
        <source>Your action is over: use your bonus tile's free move, or end your turn.</source>
        <translation>你的行動已結束：使用獎勵牌的免費軌道操作，或結束回合。</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/black_friday/moves.py"/>
        <source>The market has no %1 share left.</source>
        <translation>股市裡已經沒有%1股票。</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/black_friday/moves.py"/>
        <source>A %1 share costs %2: more than your cash (%3).</source>
        <translation>一張%1股票要%2：超過你的現金（%3）。</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/black_friday/moves.py"/>
        <source>You are buying, not selling.</source>
        <translation>你正在買進，不能賣出。</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/black_friday/moves.py"/>
        <source>You hold no %1 share.</source>
        <translation>你沒有%1股票。</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/black_friday/moves.py"/>
        <source>You are selling: a sale ends with a share from the sale row to the market.</source>
        <translation>你正在賣出：結束賣出時，要把賣出列的一張股票移到股市。</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/black_friday/moves.py"/>
        <source>Your action is over: only your bonus tile could put a share on a track now.</source>
        <translation>你的行動已結束：現在只有獎勵牌能把股票放上軌道。</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/black_friday/moves.py"/>
        <source>The market has no %1 share to put on the track.</source>
        <translation>股市裡沒有可以放上軌道的%1股票。</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/black_friday/moves.py"/>
        <source>You are buying: a purchase ends with a market share onto the share purchase track.</source>
        <translation>你正在買進：結束買進時，要把股市的一張股票放上股票購買軌。</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/black_friday/moves.py"/>
        <source>Your action is over: only your bonus tile could move a share from the sale row now.</source>
        <translation>你的行動已結束：現在只有獎勵牌能移動賣出列的股票。</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/black_friday/moves.py"/>
        <source>The current sale row has no %1 share.</source>
        <translation>目前的賣出列沒有%1股票。</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/black_friday/moves.py"/>
        <source>End your sale with a colour you sold this turn.</source>
        <translation>請用你這回合賣出的顏色結束賣出。</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/black_friday/moves.py"/>
        <source>You are buying shares this turn: gold is a different action.</source>
        <translation>你這回合正在買進股票：買金條是另一種行動。</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/black_friday/moves.py"/>
        <source>You are selling shares this turn: gold is a different action.</source>
        <translation>你這回合正在賣出股票：買金條是另一種行動。</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/black_friday/moves.py"/>
        <source>You cannot buy gold now.</source>
        <translation>你現在不能買金條。</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/black_friday/moves.py"/>
        <source>Finish your action first: the bonus tile's free move comes before it or after it.</source>
        <translation>請先完成你的行動：獎勵牌的免費軌道操作要在行動之前或之後進行。</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/black_friday/moves.py"/>
        <source>You have no bonus tile: the start player plays without one.</source>
        <translation>你沒有獎勵牌：起始玩家不拿獎勵牌。</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/black_friday/moves.py"/>
        <source>You have used your bonus tile: it works once a game.</source>
        <translation>你已經用過獎勵牌了：每局只能用一次。</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/black_friday/moves.py"/>
        <source>Your bonus tile's free move is not available: it is used, or you have none.</source>
        <translation>無法使用獎勵牌的免費軌道操作：已經用過了，或你沒有獎勵牌。</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/black_friday/moves.py"/>
        <source>Your bonus tile's free move takes a market share onto a purchase track, or a share from the sale row to the market.</source>
        <translation>獎勵牌的免費軌道操作是把股市的一張股票放上購買軌，或把賣出列的一張股票移到股市。</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/black_friday/moves.py"/>
        <source>There is no %1 share to move there.</source>
        <translation>沒有可以移到那裡的%1股票。</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/black_friday/moves.py"/>
        <source>Bought shares go behind your own screen.</source>
        <translation>買進的股票要放在你自己的屏風後面。</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/black_friday/moves.py"/>
        <source>The market has no %1 share to put on the gold track.</source>
        <translation>股市裡沒有可以放上金條購買軌的%1股票。</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/black_friday/moves.py"/>
        <source>Your shares are sold onto the share market.</source>
        <translation>你的股票要賣到股市。</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/black_friday/moves.py"/>
        <source>A sale-row share goes to the share market to end a sale.</source>
        <translation>賣出列的股票在結束賣出時移到股市。</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/black_friday/moves.py"/>
        <source>Gold bars from the bank go onto your own screen.</source>
        <translation>銀行的金條要放到你自己的屏風。</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/black_friday/moves.py"/>
        <source>A market share is bought onto your screen, or put on a purchase track.</source>
        <translation>股市的股票拖到你的屏風就是買進，也可以放上購買軌。</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/black_friday/moves.py"/>
        <source>Your screen: a market share dropped here is bought, and gold bars from the bank too.</source>
        <translation>你的屏風：拖到這裡的股市股票就會買進，銀行的金條也一樣。</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/black_friday/moves.py"/>
        <source>%1's screen: only they buy onto it.</source>
        <translation>%1 的屏風：只有對方本人能買進到這裡。</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/black_friday/moves.py"/>
        <source>The market: your shares are sold onto it, and a sale ends with a share from the sale row onto it.</source>
        <translation>股市：你的股票賣到這裡，賣出時最後把一張賣出列的股票移到這裡。</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/black_friday/moves.py"/>
        <source>The gold purchase track: a market share goes onto it when you buy gold bars.</source>
        <translation>金條購買軌：買進金條時，把一張股市的股票放上這裡。</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/black_friday/moves.py"/>
        <source>The share purchase track: a purchase ends with a market share of a colour bought this turn.</source>
        <translation>股票購買軌：買進時最後把一張這回合買進顏色的股市股票放到這裡。</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/black_friday/moves.py"/>
        <source>The share sale track: a sale ends with a share of its current row moved to the share market.</source>
        <translation>股票賣出軌：賣出時最後把目前賣出列的一張股票移到股市。</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/black_friday/moves.py"/>
        <source>Bonus tile: now move a market share onto a purchase track, or a sale-row share onto the market: drag it, or click it and then where it goes.</source>
        <translation>獎勵牌：現在把股市的一張股票移到購買軌，或把賣出列的一張股票移到股市：拖曳，或先點選它再點選目的地。</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/black_friday/moves.py"/>
        <source>The sale row has shares: one of them goes to the market.</source>
        <translation>賣出列上有股票：其中一張要移到股市。</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/black_friday/moves.py"/>
        <source>Now click the share purchase track to finish the purchase with it.</source>
        <translation>接著點選股票購買軌，用它結束買進。</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/black_friday/moves.py"/>
        <source>Now click your screen to buy it, or a purchase track to put it there.</source>
        <translation>接著點選你的屏風來買進，或點選購買軌把它放上去。</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/black_friday/moves.py"/>
        <source>Now click the market to sell it.</source>
        <translation>接著點選股市來賣出。</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/black_friday/moves.py"/>
        <source>Now click the market to move it there.</source>
        <translation>接著點選股市，把它移過去。</translation>
    </message>
    <message numerus="yes">
        <location filename="../ponzi_desktop/ui/black_friday/moves.py"/>
        <source>Level %1 allows %n share(s) an action. Buying one more %2 share uses your bonus tile, which works once a game.</source>
        <translation>
            <numerusform>等級%1每次行動最多%n張股票。再多買一張%2股票會用掉你的獎勵牌（每局只能用一次）。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../ponzi_desktop/ui/black_friday/moves.py"/>
        <source>Level %1 allows %n share(s) an action. Selling one more %2 share uses your bonus tile, which works once a game.</source>
        <translation>
            <numerusform>等級%1每次行動最多%n張股票。再多賣一張%2股票會用掉你的獎勵牌（每局只能用一次）。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../ponzi_desktop/ui/black_friday/moves.py"/>
        <source>Level %1 allows %n gold bar(s) an action. Buying one more uses your bonus tile, which works once a game.</source>
        <translation>
            <numerusform>等級%1每次行動最多%n條金條。再多買一條會用掉你的獎勵牌（每局只能用一次）。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../ponzi_desktop/ui/black_friday/moves.py"/>
        <source>At level %1 an action buys at most %n share(s).</source>
        <translation>
            <numerusform>在等級%1，每次行動最多買進%n張股票。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../ponzi_desktop/ui/black_friday/moves.py"/>
        <source>At level %1 an action sells at most %n share(s).</source>
        <translation>
            <numerusform>在等級%1，每次行動最多賣出%n張股票。</numerusform>
        </translation>
    </message>
    <message>
        <source>Finish: put any market share on the share purchase track (none you bought is left): drag or click it, or Finish buying.</source>
        <translation type="vanished">結束買進：把股市任何一張股票放上股票購買軌（你買進的顏色已經沒有了）：拖曳或點選，或按「結束買進」。</translation>
    </message>
    <message>
        <source>To finish, move a %1 share (a colour you bought) from the share market onto the share purchase track: drag or click, or use Finish buying.</source>
        <translation type="vanished">結束買進：把一張%1股票（你買進的顏色）從股市移到股票購買軌：拖曳或點選，或用「結束買進」。</translation>
    </message>
    <message>
        <source>Finish: move a share of a colour you bought this turn from the share market onto the share purchase track: drag or click, or use Finish buying.</source>
        <translation type="vanished">結束買進：把一張你這回合買進顏色的股票從股市移到股票購買軌：拖曳或點選，或用「結束買進」。</translation>
    </message>
    <message>
        <source>Finish: move a share of any colour from the share market onto the share purchase track (none you bought is left there): drag or click, or use Finish buying.</source>
        <translation type="vanished">結束買進：把任何顏色的一張股票從股市移到股票購買軌（你買進的顏色股市已經沒有了）：拖曳或點選，或用「結束買進」。</translation>
    </message>
    <message>
        <source>To finish, drag a %1 share (a colour you bought) from the share market onto the share purchase track.</source>
        <translation type="vanished">結束買進：把一張%1股票（你買進的顏色）從股市拖到股票購買軌。</translation>
    </message>
    <message>
        <source>Finish: drag a share of a colour you bought this turn from the share market onto the share purchase track.</source>
        <translation type="vanished">結束買進：把一張你這回合買進顏色的股票從股市拖到股票購買軌。</translation>
    </message>
    <message>
        <source>Finish: drag a share of any colour from the share market onto the share purchase track (none you bought is left there).</source>
        <translation type="vanished">結束買進：把任何顏色的一張股票從股市拖到股票購買軌（你買進的顏色股市已經沒有了）。</translation>
    </message>
    <message>
        <source>Bonus tile: now drag a market share onto a purchase track, or a sale-row share onto the market.</source>
        <translation type="vanished">獎勵牌：現在把股市的一張股票拖到購買軌，或把賣出列的一張股票拖到股市。</translation>
    </message>
    <message>
        <source>Finish: drag a %1 share, a colour you bought, from the share market onto the share purchase track.</source>
        <translation type="vanished">結束買進：把一張%1股票（你買進的顏色）從股市拖到股票購買軌。</translation>
    </message>
    <message>
        <source>Finish: drag a share of a colour you bought this turn (%1) from the share market onto the share purchase track.</source>
        <translation type="vanished">結束買進：把一張你這回合買進顏色（%1）的股票從股市拖到股票購買軌。</translation>
    </message>
    <message>
        <source>Finish with a share of a colour you bought this turn (%1): drag one from the share market onto the share purchase track.</source>
        <translation type="vanished">用你這回合買進顏色（%1）的股票結束：從股市把一張拖到股票購買軌。</translation>
    </message>
    <message>
        <source>The share market has no share of a colour you bought this turn: finish with a share of any colour, dragged from the share market onto the share purchase track.</source>
        <translation type="vanished">股市沒有你這回合買進顏色的股票：用任何顏色的一張股票結束，從股市拖到股票購買軌。</translation>
    </message>
    <message>
        <source>You are buying this turn: your own shares are not sold now.</source>
        <translation type="vanished">你這回合正在買進：現在不能賣出自己的股票。</translation>
    </message>
    <message>
        <source>Your shares are sold by dropping them on the share market.</source>
        <translation type="vanished">把你的股票拖到股市就是賣出。</translation>
    </message>
    <message>
        <source>A share of the sale row goes to the share market to end a sale.</source>
        <translation type="vanished">賣出列的股票在結束賣出時移到股市。</translation>
    </message>
    <message>
        <source>A market share goes onto your screen to buy it, or onto a purchase track.</source>
        <translation type="vanished">股市的股票拖到你的屏風就是買進，也可以放上購買軌。</translation>
    </message>
    <message>
        <source>The share purchase track: a purchase ends with a share of a colour you bought this turn, dragged from the share market onto it.</source>
        <translation type="vanished">股票購買軌：買進時最後從股市把一張你這回合買進顏色的股票拖到這裡。</translation>
    </message>
    <message>
        <source>The share sale track: a sale ends with a share of its current row going to the share market.</source>
        <translation type="vanished">股票賣出軌：賣出時最後把目前賣出列的一張股票移到股市。</translation>
    </message>
    <message>
        <source>You are buying this turn: finish the purchase first (a market share onto the share purchase track).</source>
        <translation type="vanished">你這回合正在買進：請先結束買進（把股市的一張股票放上股票購買軌）。</translation>
    </message>
    <message>
        <source>End your purchase with a colour you bought this turn.</source>
        <translation type="vanished">請用你這回合買進的顏色結束買進。</translation>
    </message>
    <message>
        <source>The share purchase track: a purchase ends with a market share of a colour you bought onto it.</source>
        <translation type="vanished">股票購買軌：買進時最後把一張你買進顏色的股市股票放上這裡。</translation>
    </message>
    <message>
        <source>That piece does not go there.</source>
        <translation type="vanished">這個配件不能放在那裡。</translation>
    </message>
    <message>
        <source>A market share goes onto your screen (to buy it) or onto a purchase track.</source>
        <translation type="vanished">股市的股票要放到你的屏風（買進）或購買軌上。</translation>
    </message>
    <message>
        <source>Your shares are sold by dragging them onto the market.</source>
        <translation type="vanished">把你的股票拖到股市即可賣出。</translation>
    </message>
    <message>
        <source>A share of the sale row goes to the market.</source>
        <translation type="vanished">賣出列的股票要移到股市。</translation>
    </message>
</context>
<context>
    <name>BlackFridayOneShare</name>
    <message>
        <location filename="../ponzi_desktop/ui/black_friday/labels.py"/>
        <source>Purple</source>
        <translation>紫</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/black_friday/labels.py"/>
        <source>Yellow</source>
        <translation>黃</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/black_friday/labels.py"/>
        <source>Green</source>
        <translation>綠</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/black_friday/labels.py"/>
        <source>Blue</source>
        <translation>藍</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/black_friday/labels.py"/>
        <source>White</source>
        <translation>白</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/black_friday/labels.py"/>
        <source>Black</source>
        <translation>黑</translation>
    </message>
</context>
<context>
    <name>BlackFridayRules</name>
    <message>
        <location filename="../ponzi_desktop/ui/black_friday/settings_form.py"/>
        <source>The automated broker (M.I.B.S.)</source>
        <translation>自動經紀人（M.I.B.S.）</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/black_friday/settings_form.py"/>
        <source>It plays a seat of its own, in the open, and always moves first: the start player plays right after it. The rules: always with 2 players, never with 5, your choice with 3 or 4.</source>
        <translation>它佔一個自己的座位、公開進行，而且總是最先行動：起始玩家緊接在它之後。規則：2人時一定加入，5人時不加入，3或4人時可自選。</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/black_friday/settings_form.py"/>
        <source>As the rules say</source>
        <translation>依規則</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/black_friday/settings_form.py"/>
        <source>With it</source>
        <translation>加入</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/black_friday/settings_form.py"/>
        <source>Without it</source>
        <translation>不加入</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/black_friday/settings_form.py"/>
        <source>As the rules say (with it)</source>
        <translation>依規則（加入）</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/black_friday/settings_form.py"/>
        <source>With 2 players the rules always have the broker play.</source>
        <translation>2人遊戲時，規則規定自動經紀人一定加入。</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/black_friday/settings_form.py"/>
        <source>As the rules say (without it)</source>
        <translation>依規則（不加入）</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/black_friday/settings_form.py"/>
        <source>With 5 players the rules leave no seat for the broker.</source>
        <translation>5人遊戲時，規則不留座位給自動經紀人。</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/black_friday/settings_form.py"/>
        <source>As usual (without it)</source>
        <translation>照常（不加入）</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/black_friday/settings_form.py"/>
        <source>With 3 or 4 players the rules leave it to you; the usual game is without the broker.</source>
        <translation>3至4人遊戲時由你決定；通常不加入自動經紀人。</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation type="vanished">%1：%2</translation>
    </message>
    <message>
        <source>It plays a seat of its own, in the open. The rules: always with 2 players, never with 5, your choice with 3 or 4.</source>
        <translation type="vanished">它占一個座位，公開進行遊戲。規則：2人時一定加入，5人時不加入，3或4人時自選。</translation>
    </message>
</context>
<context>
    <name>BlackFridayShares</name>
    <message>
        <location filename="../ponzi_desktop/ui/black_friday/labels.py"/>
        <source>Purple</source>
        <translation>紫</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/black_friday/labels.py"/>
        <source>Yellow</source>
        <translation>黃</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/black_friday/labels.py"/>
        <source>Green</source>
        <translation>綠</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/black_friday/labels.py"/>
        <source>Blue</source>
        <translation>藍</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/black_friday/labels.py"/>
        <source>White</source>
        <translation>白</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/black_friday/labels.py"/>
        <source>Black</source>
        <translation>黑</translation>
    </message>
</context>
<context>
    <name>BlackFridayTable</name>
    <message numerus="yes">
        <location filename="../ponzi_desktop/ui/black_friday/event_steps.py"/>
        <source>Drawn from the bag: %n share(s)</source>
        <translation>
            <numerusform>從袋子抽出：%n張股票</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/black_friday/event_steps.py"/>
        <source>Price change!</source>
        <translation>價格變動！</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/black_friday/event_steps.py"/>
        <source>Gold reaches %1: the game is over</source>
        <translation>金條價格到達%1：遊戲結束</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/black_friday/pieces.py"/>
        <source>Share market</source>
        <translation>股市</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/black_friday/pieces.py"/>
        <source>%1 shares in the market: %2, at %3 each</source>
        <translation>股市中的%1股票：%2張，每張%3</translation>
    </message>
    <message numerus="yes">
        <location filename="../ponzi_desktop/ui/black_friday/pieces.py"/>
        <source>%n space(s) left: the price change comes when the last is filled.</source>
        <translation>
            <numerusform>還剩%n格：最後一格填滿時就會價格變動。</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/black_friday/pieces.py"/>
        <source>Share sale track</source>
        <translation>股票賣出軌</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/black_friday/pieces.py"/>
        <source>Row %1</source>
        <translation>第%1列</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/black_friday/pieces.py"/>
        <source>%1 shares in %2: %3</source>
        <translation>%2的%1股票：%3張</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/black_friday/pieces.py"/>
        <source>Black shares beside %1: %2 (they go into the bag with the row)</source>
        <translation>%1旁的黑色股票：%2張（會和這一列一起放進袋子）</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/black_friday/pieces.py"/>
        <source>%1 of %2 taken from this row</source>
        <comment>the lit row of the share sale track: shares taken of those that set off the price change; one short line</comment>
        <translation>這⁠一⁠列⁠已⁠拿⁠走：%2⁠張⁠中⁠的⁠%1⁠張</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/black_friday/pieces.py"/>
        <source>Bank gold</source>
        <translation>銀行的金條</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/black_friday/pieces.py"/>
        <source>Gold bars from the bank, %1 each now: drag them onto your screen or click them to buy (or Buy gold… on the panel).</source>
        <translation>銀行的金條，目前每條%1：拖到你的屏風或點選即可買進（或用面板上的「買進金條…」）。</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/black_friday/pieces.py"/>
        <source>Level %1</source>
        <translation>等級%1</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/black_friday/pieces.py"/>
        <source>Shares</source>
        <translation>股票</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/black_friday/pieces.py"/>
        <source>Gold bars</source>
        <translation>金條</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/black_friday/pieces.py"/>
        <source>Price change</source>
        <translation>價格變動</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/black_friday/pieces.py"/>
        <source>Level %1: an action buys or sells at most %2 shares, or buys at most %3 gold bars; the next price change draws %4 shares from the bag. The level rises when a price marker enters a higher level area of the chart, and never falls.</source>
        <translation>等級%1：每次行動最多買進或賣出%2張股票，或最多買進%3條金條；下一次價格變動從袋子抽出%4張股票。當股價標記進入股價表上更高等級的區域時，等級就會上升，而且不會下降。</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/black_friday/pieces.py"/>
        <source>Bag</source>
        <translation>袋子</translation>
    </message>
    <message numerus="yes">
        <location filename="../ponzi_desktop/ui/black_friday/pieces.py"/>
        <source>%n black</source>
        <translation>
            <numerusform>黑色%n張</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/black_friday/pieces.py"/>
        <source>The bag holds %1 shares, %2 of them black. Each price change draws from it.</source>
        <translation>袋子裡有%1張股票，其中%2張是黑色。每次價格變動都從這裡抽出。</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/black_friday/pieces.py"/>
        <source>Round %1 · price-change phases: %2</source>
        <translation>第%1回合 · 價格變動階段：%2次</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/black_friday/pieces.py"/>
        <source>Price-change phases so far: %1. One begins when the share purchase track or the gold purchase track is full, or when enough shares have left the sale row: shares drawn from the bag move every colour's price, and the gold price rises. The small moves of one space between them (a colour's last share leaving the market, a 3rd share of one colour on a track, a share taken from the sale row) are not counted.</source>
        <translation>目前為止的價格變動階段：%1次。股票購買軌或金條購買軌放滿，或從賣出列拿走足夠的股票時開始：從袋子抽出的股票會移動每種顏色的股價，金條價格也會上漲。兩次之間只移動一格的小幅股價變動（某色最後一張股票離開股市、同色第三張股票放上軌道、從賣出列拿走股票）不計入。</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/black_friday/prices.py"/>
        <source>Share price chart</source>
        <translation>股價表</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/black_friday/prices.py"/>
        <source>The black share of level %1: it goes into the bag when the level is reached.</source>
        <translation>等級%1的黑色股票：到達該等級時放進袋子。</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/black_friday/prices.py"/>
        <source>Share prices: each colour's marker moves on this chart at every price change. The numbered areas are the levels.</source>
        <translation>股價：每次價格變動時，各色的股價標記會在這張股價表上移動。有編號的區域就是等級。</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/black_friday/prices.py"/>
        <source>L%1</source>
        <translation>L%1</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/black_friday/prices.py"/>
        <source>Gold price</source>
        <translation>金條價格</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/black_friday/prices.py"/>
        <source>The gold price: it rises at every price change, one space per black share drawn and one more for every 3 gold bars bought since the last one. The game ends when it reaches $100.</source>
        <translation>金條價格：每次價格變動時上漲，每抽出一張黑色股票漲一格，自上次價格變動以來每買進3條金條再漲一格。到達$100時遊戲結束。</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/black_friday/prices.py"/>
        <source>Gold bars bought: %1</source>
        <translation>已購金條：%1</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/black_friday/prices.py"/>
        <source>Gold bars bought since the last price change: every 3 of them move the gold price one more space at the next one.</source>
        <translation>上次價格變動以來購買的金條：每3條會讓下次價格變動時金條價格多上升一格。</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/black_friday/scene.py"/>
        <source>Share purchase track</source>
        <translation>股票購買軌</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/black_friday/scene.py"/>
        <source>Gold purchase track</source>
        <translation>金條購買軌</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/black_friday/screens.py"/>
        <source>rules-driven</source>
        <translation>依規則行動</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/black_friday/screens.py"/>
        <source>%1: %2 share(s), worth %3 at %4 each</source>
        <translation>%1：%2張股票，每張%4，共值%3</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/black_friday/screens.py"/>
        <source>Wealth %1</source>
        <translation>財富%1</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/black_friday/screens.py"/>
        <source>%1 keeps cash and shares behind a screen. Gold bars are in the open: %2.</source>
        <translation>%1把現金和股票藏在屏風後面。金條是公開的：%2。</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/black_friday/screens.py"/>
        <source>Cash %1 · gold bars %2 (at %3 each)</source>
        <translation>現金%1 · 金條%2條（每條%3）</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/black_friday/screens.py"/>
        <source>Shares behind the screen</source>
        <translation>屏風後面的股票</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/black_friday/table.py"/>
        <source>Broker (M.I.B.S.)</source>
        <translation>經紀人（M.I.B.S.）</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/black_friday/table.py"/>
        <source>Broker</source>
        <translation>經紀人</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/black_friday/table.py"/>
        <source>Black Friday table</source>
        <translation>黑色星期五桌面</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/black_friday/table.py"/>
        <source>Round %1</source>
        <translation>第%1回合</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/black_friday/table.py"/>
        <source>Round %1 · %2</source>
        <translation>第%1回合 · %2</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/black_friday/table.py"/>
        <source>Your action: buy shares, sell shares or buy gold.</source>
        <translation>你的行動：買進股票、賣出股票或買進金條。</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/black_friday/table.py"/>
        <source>Your action is done: use your bonus tile's free move, or end your turn.</source>
        <translation>你的行動已完成：使用獎勵牌的免費軌道操作，或結束回合。</translation>
    </message>
    <message numerus="yes">
        <location filename="../ponzi_desktop/ui/black_friday/table.py"/>
        <source>You may buy %n more.</source>
        <translation>
            <numerusform>還能再買進%n張。</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/black_friday/table.py"/>
        <source>Level %1's limit is reached (your bonus tile allows one more).</source>
        <translation>已達等級%1的上限（獎勵牌還能再買一張）。</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/black_friday/table.py"/>
        <source>Level %1's limit is reached.</source>
        <translation>已達等級%1的上限。</translation>
    </message>
    <message numerus="yes">
        <location filename="../ponzi_desktop/ui/black_friday/table.py"/>
        <source>You may sell %n more. To finish, move one share from the sale row to the market.</source>
        <translation>
            <numerusform>你最多還能再賣出%n張。要結束，把賣出列的一張股票移到股市。</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/black_friday/table.py"/>
        <source>Level %1's limit is reached. To finish, move one share from the sale row to the market, or sell one more with your bonus tile.</source>
        <translation>已達等級%1的上限。要結束，把賣出列的一張股票移到股市，或用獎勵牌再賣一張。</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/black_friday/table.py"/>
        <source>Level %1's limit is reached. To finish, move one share from the sale row to the market.</source>
        <translation>已達等級%1的上限。要結束，把賣出列的一張股票移到股市。</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/black_friday/table.py"/>
        <source>Use Your Bonus Tile?</source>
        <translation>要使用獎勵牌嗎？</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/black_friday/table.py"/>
        <source>Use the bonus tile</source>
        <translation>使用獎勵牌</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/black_friday/table.py"/>
        <source>Cancel</source>
        <translation>取消</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/black_friday/table.py"/>
        <source>Buy Gold Bars</source>
        <translation>買進金條</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/black_friday/table.py"/>
        <source>Then move a market share onto the gold purchase track: drag it, or click it and then the track.</source>
        <translation>接著，把股市的一張股票移到金條購買軌：拖曳，或先點選它再點選軌道。</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/black_friday/table.py"/>
        <source>Then a %1 share goes onto the gold purchase track.</source>
        <translation>接著，一張%1股票放上金條購買軌。</translation>
    </message>
    <message numerus="yes">
        <location filename="../ponzi_desktop/ui/black_friday/table.py"/>
        <source>%n gold bar(s) chosen: now move a market share onto the gold purchase track (drag it, or click it and then the track).</source>
        <translation>
            <numerusform>已選%n條金條：現在把股市的一張股票移到金條購買軌（拖曳，或先點選它再點選軌道）。</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/black_friday/table.py"/>
        <source>Your cash cannot pay for a gold bar (%1 each): confirming only puts the %2 share on the gold purchase track.</source>
        <translation>你的現金買不起金條（每條%1）：確認後只會把%2股票放上金條購買軌。</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/black_friday/table.py"/>
        <source>Your cash cannot pay for a gold bar (%1 each): confirming buys none.</source>
        <translation>你的現金買不起金條（每條%1）：確認後不會買任何金條。</translation>
    </message>
    <message numerus="yes">
        <location filename="../ponzi_desktop/ui/black_friday/table.py"/>
        <source>Up to %n bar(s) at %1 each; %2 with your bonus tile, once a game.</source>
        <translation>
            <numerusform>最多%n條，每條%1；用獎勵牌可買%2條（每局一次）。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../ponzi_desktop/ui/black_friday/table.py"/>
        <source>Up to %n bar(s) at %1 each: your cash pays for no more.</source>
        <translation>
            <numerusform>最多%n條，每條%1：你的現金只夠買這些。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../ponzi_desktop/ui/black_friday/table.py"/>
        <source>Up to %n bar(s) at %1 each: level %2 allows no more.</source>
        <translation>
            <numerusform>最多%n條，每條%1：等級%2不允許更多。</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/black_friday/table.py"/>
        <source>Hint: buy a %1 share.</source>
        <translation>提示：買進一張%1股票。</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/black_friday/table.py"/>
        <source>Hint: sell a %1 share.</source>
        <translation>提示：賣出一張%1股票。</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/black_friday/table.py"/>
        <source>Hint: finish buying with a %1 share onto the share purchase track.</source>
        <translation>提示：把一張%1股票放上股票購買軌，結束買進。</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/black_friday/table.py"/>
        <source>Hint: buy nothing, and put a %1 share on the share purchase track.</source>
        <translation>提示：不買任何股票，把一張%1股票放上股票購買軌。</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/black_friday/table.py"/>
        <source>Hint: finish selling with a %1 share from the sale row.</source>
        <translation>提示：用賣出列的一張%1股票結束賣出。</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/black_friday/table.py"/>
        <source>Hint: sell nothing, and move a %1 share from the sale row.</source>
        <translation>提示：不賣出任何股票，移動賣出列的一張%1股票。</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/black_friday/table.py"/>
        <source>Hint: buy no gold bar, and put a %1 share on the gold purchase track.</source>
        <translation>提示：不買金條，把一張%1股票放上金條購買軌。</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/black_friday/table.py"/>
        <source>Hint: use your bonus tile's free move: a %1 share onto the share purchase track.</source>
        <translation>提示：使用獎勵牌的免費軌道操作：把一張%1股票放上股票購買軌。</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/black_friday/table.py"/>
        <source>Hint: use your bonus tile's free move: a %1 share onto the gold purchase track.</source>
        <translation>提示：使用獎勵牌的免費軌道操作：把一張%1股票放上金條購買軌。</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/black_friday/table.py"/>
        <source>Hint: use your bonus tile's free move: a %1 share from the sale row to the market.</source>
        <translation>提示：使用獎勵牌的免費軌道操作：把一張%1股票從賣出列移到股市。</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/black_friday/table.py"/>
        <source>Hint: use your bonus tile's free move.</source>
        <translation>提示：使用獎勵牌的免費軌道操作。</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/black_friday/table.py"/>
        <source>Hint: keep your bonus tile for later, and end your turn.</source>
        <translation>提示：獎勵牌先留著以後用，結束回合。</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/black_friday/words.py"/>
        <source>a free move: a market share onto a purchase track, or a share from the sale row to the market</source>
        <translation>免費的軌道操作：把股市的一張股票放上購買軌，或把賣出列的一張股票移到股市</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/black_friday/words.py"/>
        <source>sell one share more than the level allows</source>
        <translation>比等級上限多賣出一張股票</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/black_friday/words.py"/>
        <source>buy one gold bar more than the level allows</source>
        <translation>比等級上限多買一條金條</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/black_friday/words.py"/>
        <source>buy one share more than the level allows</source>
        <translation>比等級上限多買一張股票</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/black_friday/words.py"/>
        <source>Bonus tile %1: once a game, one of these:</source>
        <translation>獎勵牌%1：每局一次，以下擇一：</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/black_friday/words.py"/>
        <source>Used: it is turned over.</source>
        <translation>已使用：已翻面。</translation>
    </message>
    <message numerus="yes">
        <location filename="../ponzi_desktop/ui/black_friday/table.py"/>
        <source>Hint: buy %n gold bar(s).</source>
        <translation>
            <numerusform>提示：買進%n條金條。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../ponzi_desktop/ui/black_friday/table.py"/>
        <source>Hint: buy %n gold bar(s), and put a %1 share on the gold purchase track.</source>
        <translation>
            <numerusform>提示：買進%n條金條，並把一張%1股票放上金條購買軌。</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 of %2 shares taken from the current row</source>
        <translation type="vanished">目前這一列已拿走%2⁠張⁠中⁠的⁠%1⁠張股票</translation>
    </message>
    <message>
        <source>Round %1 · price changes: %2</source>
        <translation type="vanished">第%1回合 · 價格變動：%2次</translation>
    </message>
    <message>
        <source>Gold bars from the bank, %1 each now: drag them onto your screen to buy.</source>
        <translation type="vanished">銀行的金條，目前每條%1：拖到你的屏風即可買進。</translation>
    </message>
    <message>
        <source>Then drag a market share onto the gold purchase track.</source>
        <translation type="vanished">接著，把股市的一張股票拖到金條購買軌。</translation>
    </message>
    <message numerus="yes">
        <source>%n gold bar(s) chosen: now drag a market share onto the gold purchase track.</source>
        <translation type="vanished">
            <numerusform>已選%n條金條：現在把股市的一張股票拖到金條購買軌。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Hint: buy %n gold bar(s), with a %1 share onto the gold track.</source>
        <translation type="vanished">
            <numerusform>提示：買進%n條金條，並把一張%1股票放上金條購買軌。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Sell up to %n more, or finish: a share of the sale row to the market.</source>
        <translation type="vanished">
            <numerusform>最多還能再賣出%n張，或結束：把賣出列的一張股票移到股市。</numerusform>
        </translation>
    </message>
    <message>
        <source>Level %1's limit is reached: finish with a share of the sale row to the market, or sell one more with your bonus tile.</source>
        <translation type="vanished">已達等級%1的上限：把賣出列的一張股票移到股市結束，或用獎勵牌再賣一張。</translation>
    </message>
    <message>
        <source>Level %1's limit is reached: finish with a share of the sale row to the market.</source>
        <translation type="vanished">已達等級%1的上限：把賣出列的一張股票移到股市結束。</translation>
    </message>
    <message>
        <source>Middle row</source>
        <translation type="vanished">中間列</translation>
    </message>
    <message numerus="yes">
        <source>You may buy up to %n more.</source>
        <translation type="vanished">
            <numerusform>最多還能再買進%n張。</numerusform>
        </translation>
    </message>
    <message>
        <source>Level %1's limit is reached (your bonus tile could buy one more).</source>
        <translation type="vanished">已達等級%1的上限（獎勵牌還能再買一張）。</translation>
    </message>
    <message numerus="yes">
        <source>Buy up to %n more, or finish: a share you bought onto the share purchase track.</source>
        <translation type="vanished">
            <numerusform>最多還能再買進%n張，或結束：把一張你買進顏色的股票放上股票購買軌。</numerusform>
        </translation>
    </message>
    <message>
        <source>Level %1's limit is reached: finish with a share you bought onto the purchase track, or buy one more with your bonus tile.</source>
        <translation type="vanished">已達等級%1的上限：把一張買進的股票放上股票購買軌結束，或用獎勵牌再買一張。</translation>
    </message>
    <message>
        <source>Level %1's limit is reached: finish with a share you bought onto the share purchase track.</source>
        <translation type="vanished">已達等級%1的上限：把一張買進的股票放上股票購買軌結束。</translation>
    </message>
    <message>
        <source>Hint: end your turn.</source>
        <translation type="vanished">提示：結束回合。</translation>
    </message>
    <message>
        <source>You have bought as many shares as level %1 allows: finish with a share you bought onto the share purchase track, or buy one more with your bonus tile (once a game).</source>
        <translation type="vanished">你已買滿等級%1允許的股數：把你買的顏色的一張股票放上股票購買軌來結束，或用獎勵牌再買一張（每局一次）。</translation>
    </message>
    <message>
        <source>You have bought as many shares as level %1 allows: finish with a share you bought onto the share purchase track.</source>
        <translation type="vanished">你已買滿等級%1允許的股數：把你買的顏色的一張股票放上股票購買軌來結束。</translation>
    </message>
    <message>
        <source>You have sold as many shares as level %1 allows: finish with a share of the sale row to the market, or sell one more with your bonus tile (once a game).</source>
        <translation type="vanished">你已賣滿等級%1允許的股數：把賣出列的一張股票移到股市來結束，或用獎勵牌再賣一張（每局一次）。</translation>
    </message>
    <message>
        <source>You have sold as many shares as level %1 allows: finish with a share of the sale row to the market.</source>
        <translation type="vanished">你已賣滿等級%1允許的股數：把賣出列的一張股票移到股市來結束。</translation>
    </message>
    <message>
        <source>Centre row</source>
        <translation type="vanished">中間列</translation>
    </message>
    <message numerus="yes">
        <source>From 0 to %n bar(s), at %1 each (your cash and the level's limit).</source>
        <translation type="vanished">
            <numerusform>0到%n條，每條%1（依你的現金和等級上限）。</numerusform>
        </translation>
    </message>
    <message>
        <source>Now drag a market share onto the gold purchase track.</source>
        <translation type="vanished">接著把股市的一張股票拖到金條購買軌。</translation>
    </message>
    <message numerus="yes">
        <source>%n gold bar(s)</source>
        <translation type="vanished">
            <numerusform>%n條金條</numerusform>
        </translation>
    </message>
    <message>
        <source>Gold bars bought: %1 (every 3: +1 space at the price change)</source>
        <translation type="vanished">已買進的金條：%1條（每3條：價格變動時+1格）</translation>
    </message>
    <message numerus="yes">
        <source>Shares: buy or sell up to %n</source>
        <translation type="vanished">
            <numerusform>股票：最多買進或賣出%n張</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Gold: buy up to %n bar(s)</source>
        <translation type="vanished">
            <numerusform>金條：最多買進%n條</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Price change: draw %n</source>
        <translation type="vanished">
            <numerusform>價格變動：抽%n張</numerusform>
        </translation>
    </message>
    <message>
        <source>Buy shares, sell shares or buy gold: drag a share or the bank's gold, or use the buttons.</source>
        <translation type="vanished">買進股票、賣出股票或買進金條：拖曳股票或銀行的金條，或使用按鈕。</translation>
    </message>
</context>
<context>
    <name>Bots</name>
    <message>
        <location filename="../ponzi_desktop/ui/kit/labels.py"/>
        <source>Random</source>
        <translation>隨機</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/kit/labels.py"/>
        <source>Easy</source>
        <translation>簡單</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/kit/labels.py"/>
        <source>Normal</source>
        <translation>普通</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/kit/labels.py"/>
        <source>Hard</source>
        <translation>困難</translation>
    </message>
</context>
<context>
    <name>Callout</name>
    <message>
        <location filename="../ponzi_desktop/ui/lesson/callout.py"/>
        <source>Back</source>
        <translation>上一步</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/lesson/callout.py"/>
        <source>The lesson's step before this one</source>
        <translation>課程的上一個步驟</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/lesson/callout.py"/>
        <source>Leave lesson</source>
        <translation>離開課程</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/lesson/callout.py"/>
        <source>Back to the start page</source>
        <translation>回到開始頁面</translation>
    </message>
</context>
<context>
    <name>DockTitleBar</name>
    <message>
        <location filename="../ponzi_desktop/ui/docks.py"/>
        <source>Put the panel back beside the table</source>
        <translation>將面板放回桌面旁</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/docks.py"/>
        <source>Take the panel out into a window of its own</source>
        <translation>將面板移到獨立的視窗</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/docks.py"/>
        <source>Close the panel (the View menu opens it again)</source>
        <translation>關閉面板（可從「檢視」選單再次開啟）</translation>
    </message>
</context>
<context>
    <name>EndTable</name>
    <message>
        <location filename="../ponzi_desktop/ui/kit/end_pages.py"/>
        <source>Scores</source>
        <translation>分數</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/kit/end_pages.py"/>
        <source>Money over the game</source>
        <translation>整局的金錢變化</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/kit/end_pages.py"/>
        <source>Each player's money over the game, from the game's record (Ctrl+Tab)</source>
        <translation>依本局紀錄，每位玩家整局的金錢變化（Ctrl+Tab）</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/kit/end_table.py"/>
        <source>Player</source>
        <translation>玩家</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/kit/end_table.py"/>
        <source>Total</source>
        <translation>總分</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/kit/end_table.py"/>
        <source>Bankrupt: not scored</source>
        <translation>破產：不計分</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/kit/end_table.py"/>
        <source>Rounds</source>
        <translation>回合</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/kit/end_table.py"/>
        <source>Nobody wins</source>
        <translation>沒有贏家</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/kit/end_table.py"/>
        <source>You win</source>
        <translation>你獲勝</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/kit/end_table.py"/>
        <source>You share the win with %1</source>
        <translation>你與%1並列獲勝</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/kit/end_table.py"/>
        <source>%1 wins</source>
        <translation>%1獲勝</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/kit/end_table.py"/>
        <source>%1 share the win</source>
        <translation>%1並列獲勝</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/kit/end_table.py"/>
        <source>Lessons do not count in your statistics.</source>
        <translation>課程不計入你的統計。</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/kit/end_table.py"/>
        <source>This game is already in your game history: it is not counted twice.</source>
        <translation>這場遊戲已在你的遊戲紀錄中：不會重複計算。</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/kit/end_table.py"/>
        <source>Play again</source>
        <translation>再玩一局</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/kit/end_table.py"/>
        <source>Back to the start page</source>
        <translation>回到開始頁面</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/kit/end_table.py"/>
        <source>Look at the board</source>
        <translation>查看桌面</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/kit/end_table.py"/>
        <source>Close the scores (Esc); View → Scores of the Game opens them again</source>
        <translation>關閉分數表（Esc）；「檢視」→「本局分數」可再次開啟</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/kit/end_table.py"/>
        <source>Replay this game</source>
        <translation>重播這局遊戲</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/kit/end_table.py"/>
        <source>Watch the game again from the start, move by move</source>
        <translation>從頭逐步重看這局遊戲</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/kit/end_table.py"/>
        <source>The game is not over yet</source>
        <translation>遊戲還沒結束</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/kit/end_table.py"/>
        <source>Game over</source>
        <translation>遊戲結束</translation>
    </message>
    <message>
        <source>Some cash is still hidden from this screen: its points are not shown.</source>
        <translation type="vanished">有些現金在這個螢幕上仍然隱藏，因此不顯示其分數。</translation>
    </message>
    <message>
        <source>A total here differs from the game's own score; the game's score counts.</source>
        <translation type="vanished">這裡的合計與遊戲本身的分數不同，以遊戲的分數為準。</translation>
    </message>
    <message>
        <source>Nobody wins: every player went bankrupt</source>
        <translation type="vanished">沒有贏家：所有玩家都破產了</translation>
    </message>
    <message numerus="yes">
        <source>%1 wins with %n point(s)</source>
        <translation type="vanished">
            <numerusform>%1獲勝，%n 分</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 share the win with %n point(s)</source>
        <translation type="vanished">
            <numerusform>%1並列獲勝，%n 分</numerusform>
        </translation>
    </message>
    <message>
        <source>The round limit was reached: every player is scored.</source>
        <translation type="vanished">已達回合上限：所有玩家都計分。</translation>
    </message>
    <message>
        <source>%1 could not pay the interest due: bankrupt players are not scored.</source>
        <translation type="vanished">%1付不出到期的利息：破產的玩家不計分。</translation>
    </message>
    <message>
        <source>Tied on points: %1's highest fund card, %2, breaks the tie.</source>
        <translation type="vanished">同分：由%1最高的資金卡 %2 決定勝負。</translation>
    </message>
</context>
<context>
    <name>ForecastPanel</name>
    <message>
        <location filename="../ponzi_desktop/ui/ponzi/forecast.py"/>
        <source>The game is over.</source>
        <translation>遊戲已結束。</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/ponzi/forecast.py"/>
        <source>No more rounds will be played, so no more interest is due. View → Scores of the Game (Ctrl+E) shows the scores again.</source>
        <translation>不會再進行任何回合，因此不再需要支付利息。「檢視」→「本局分數」（Ctrl+E）可再次顯示分數。</translation>
    </message>
    <message numerus="yes">
        <location filename="../ponzi_desktop/ui/ponzi/forecast.py"/>
        <source>Interest due in the next %n round(s)</source>
        <translation>
            <numerusform>未來%n回合要支付的利息</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/ponzi/forecast.py"/>
        <source>Show every player's dues</source>
        <translation>顯示所有玩家的應付利息</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/ponzi/forecast.py"/>
        <source>Assumes no market crash (a crash turns the wheels two spaces) and no new fund cards. Wheels are public.</source>
        <translation>假設不發生崩盤（崩盤時時間輪轉動2格），也沒有新的資金卡。時間輪是公開資訊。</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/ponzi/forecast.py"/>
        <source>Assumes no market crash (a crash turns the wheels two spaces) and no new fund cards. Wheels are public; only your own cash is shown.</source>
        <translation>假設不發生崩盤（崩盤時時間輪轉動2格），也沒有新的資金卡。時間輪是公開資訊；只顯示你自己的現金。</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/ponzi/forecast.py"/>
        <source>What every player may see</source>
        <translation>所有玩家都能看到的內容</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/ponzi/forecast.py"/>
        <source>Forecast for %1</source>
        <translation>%1的預測</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/ponzi/forecast.py"/>
        <source>You went bankrupt.</source>
        <translation>你已破產。</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/ponzi/forecast.py"/>
        <source>You finished with %1 in cash.</source>
        <translation>你最後的現金為 %1。</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/ponzi/forecast.py"/>
        <source>End of round</source>
        <translation>回合結束</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/ponzi/forecast.py"/>
        <source>Your dues so far</source>
        <translation>你累計的應付利息</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/ponzi/forecast.py"/>
        <source>Cash %1</source>
        <translation>現金%1</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/ponzi/forecast.py"/>
        <source>Your cash</source>
        <translation>你的現金</translation>
    </message>
    <message numerus="yes">
        <location filename="../ponzi_desktop/ui/ponzi/forecast.py"/>
        <source>Nothing is due in the next %n round(s).</source>
        <translation>
            <numerusform>接下來%n回合沒有任何到期的利息。</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/ponzi/forecast.py"/>
        <source>Nobody is seated at the screen: cash stays hidden; every player's public dues are shown.</source>
        <translation>螢幕前沒有人就座：現金保持隱藏，顯示所有玩家公開的應付利息。</translation>
    </message>
    <message numerus="yes">
        <location filename="../ponzi_desktop/ui/ponzi/forecast.py"/>
        <source>You owe nothing in the next %n round(s).</source>
        <translation>
            <numerusform>接下來%n回合你沒有任何到期的利息。</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/ponzi/forecast.py"/>
        <source>Your cash, %1, covers the %2 of interest due by the end of round %3.</source>
        <translation>你的現金%1，足以支付到第%3回合結束前的利息%2。</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/ponzi/forecast.py"/>
        <source>Without new funding your cash runs out at the end of round %1: %2 short.</source>
        <translation>若不再募資，你的現金將在第%1回合結束時不足%2。</translation>
    </message>
    <message>
        <source>Nothing is due in the next %1 rounds.</source>
        <translation type="vanished">接下來%1回合沒有任何到期的利息。</translation>
    </message>
    <message>
        <source>You owe nothing in the next %1 rounds.</source>
        <translation type="vanished">接下來%1回合你沒有任何到期的利息。</translation>
    </message>
</context>
<context>
    <name>GameLogModel</name>
    <message numerus="yes">
        <location filename="../ponzi_desktop/ui/log.py"/>
        <source>… %n earlier move(s) not shown here: see the log</source>
        <translation>
            <numerusform>…更早的%n步沒有顯示在這裡：請看紀錄</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/log.py"/>
        <source>The game moves on</source>
        <translation>遊戲進行</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/log.py"/>
        <source>You</source>
        <translation>你</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/log.py"/>
        <source>The game's set-up</source>
        <translation>遊戲準備</translation>
    </message>
</context>
<context>
    <name>GameLogView</name>
    <message>
        <location filename="../ponzi_desktop/ui/log_view.py"/>
        <source>Game Log</source>
        <translation>遊戲紀錄</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/log_view.py"/>
        <source>Hide the log (View → Game Log shows it again)</source>
        <translation>隱藏紀錄（檢視 → 遊戲紀錄 可再次顯示）</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/log_view.py"/>
        <source>Game log</source>
        <translation>遊戲紀錄</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/log_view.py"/>
        <source>What every player may see</source>
        <translation>所有玩家都能看到的內容</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/log_view.py"/>
        <source>As %1 sees it</source>
        <translation>%1看到的紀錄</translation>
    </message>
</context>
<context>
    <name>Games</name>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/__init__.py"/>
        <source>Anti-Monopoly</source>
        <translation>反壟斷</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/__init__.py"/>
        <source>Competitors against monopolists on one board: buy streets, build, and survive the price wars.</source>
        <translation>競爭者對抗壟斷者：買下街道、蓋房子，撐過價格戰。</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/__init__.py"/>
        <source>2 to 6 players · about two hours</source>
        <translation>2～6人 · 約2小時</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/__init__.py"/>
        <source>Everything on this table is public, cash too: the screen goes round so that each of you makes your own moves.</source>
        <translation>這張桌上的一切都是公開的，現金也是：螢幕輪流傳給每位玩家，讓每個人自己下決定。</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/__init__.py"/>
        <source>Money and Property</source>
        <translation>金錢與地產</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/__init__.py"/>
        <source>Every player's cash and property value at the start of each round</source>
        <translation>每回合開始時每位玩家的現金與地產價值</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/__init__.py"/>
        <source>Money</source>
        <translation>金錢</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/black_friday/__init__.py"/>
        <source>Black Friday</source>
        <translation>黑色星期五</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/black_friday/__init__.py"/>
        <source>Buy and sell shares while the prices swing, and get into gold before the market falls.</source>
        <translation>在股價起伏中買賣股票，並在股市崩跌前換成金條。</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/black_friday/__init__.py"/>
        <source>2 to 5 players · about an hour</source>
        <translation>2～5人 · 約1小時</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/black_friday/__init__.py"/>
        <source>Price History</source>
        <translation>股價走勢</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/black_friday/__init__.py"/>
        <source>Every share's price and gold after each price change, and your wealth then</source>
        <translation>每次價格變動後各色股票與金條的價格，以及當時你的財富</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/black_friday/__init__.py"/>
        <source>Prices</source>
        <translation>股價</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/black_friday/__init__.py"/>
        <source>Private things such as cash and the shares each player keeps hidden appear only after the seat is claimed.</source>
        <translation>現金和每位玩家藏起來的股票等私密資訊，要等本人入座後才會顯示。</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/black_friday/__init__.py"/>
        <source>2023 edition</source>
        <translation>2023 年版</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/ponzi/__init__.py"/>
        <source>Ponzi Scheme</source>
        <translation>龐氏騙局</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/ponzi/__init__.py"/>
        <source>Raise money by promising your investors interest, trade shares of made-up industries in secret envelopes, and stay solvent longer than everyone else.</source>
        <translation>向投資人承諾利息來募集資金，用秘密信封交易虛構產業的股份，並比所有人撐得更久而不破產。</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/ponzi/__init__.py"/>
        <source>3 to 5 players · about an hour</source>
        <translation>3～5人 · 約1小時</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/ponzi/__init__.py"/>
        <source>Interest Forecast</source>
        <translation>利息預測</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/ponzi/__init__.py"/>
        <source>The interest each player owes in the coming rounds</source>
        <translation>每位玩家在接下來幾回合應付的利息</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/ponzi/__init__.py"/>
        <source>Forecast</source>
        <translation>預測</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/ponzi/__init__.py"/>
        <source>Private things such as cash and the amount in an envelope appear only after the seat is claimed.</source>
        <translation>現金和信封內的金額等私密資訊，要等該玩家就座後才會顯示。</translation>
    </message>
    <message>
        <source>Money and property</source>
        <translation type="vanished">金錢與地產</translation>
    </message>
    <message>
        <source>Price history</source>
        <translation type="vanished">股價走勢</translation>
    </message>
    <message>
        <source>Interest forecast</source>
        <translation type="vanished">利息預測</translation>
    </message>
    <message>
        <source>Everything on this table is public, cash too: the screen passes so that each of you makes your own moves.</source>
        <translation type="vanished">這張桌上的一切都是公開的，現金也是：輪流交出螢幕，讓每位玩家自己下決定。</translation>
    </message>
    <message>
        <source>Private things such as cash and the shares behind a screen appear only after the seat is claimed.</source>
        <translation type="vanished">現金和屏風後的股票等私密資訊，要等該玩家就座後才會顯示。</translation>
    </message>
</context>
<context>
    <name>HandoffCover</name>
    <message>
        <location filename="../ponzi_desktop/ui/handoff.py"/>
        <source>What is private appears only after the seat is claimed.</source>
        <translation>私密資訊要等該玩家就座後才會顯示。</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/handoff.py"/>
        <source>Everyone else, please look away. %1</source>
        <translation>其他人請先轉開視線。%1</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/handoff.py"/>
        <source>Nothing has happened yet: the game begins with you.</source>
        <translation>還沒有發生任何事：遊戲從你開始。</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/handoff.py"/>
        <source>Nothing new since your last turn.</source>
        <translation>自你上一回合以來沒有新的動態。</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/handoff.py"/>
        <source>Since the game began</source>
        <translation>自遊戲開始以來</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/handoff.py"/>
        <source>Since your last turn</source>
        <translation>自你上次行動以來</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/handoff.py"/>
        <source>Pass the screen to %1</source>
        <translation>請把螢幕交給%1</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/handoff.py"/>
        <source>I am %1 — show my table</source>
        <translation>我是%1 — 顯示我的桌面</translation>
    </message>
    <message>
        <source>Everyone else, please look away. Private things such as cash and the amount in an envelope appear only after the seat is claimed.</source>
        <translation type="vanished">其他人請先轉開視線。現金和信封內的金額等私密資訊，要等該玩家就座後才會顯示。</translation>
    </message>
</context>
<context>
    <name>HistoryPages</name>
    <message>
        <location filename="../ponzi_desktop/ui/history_common.py"/>
        <source>Random bot</source>
        <translation>隨機電腦</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/history_common.py"/>
        <source>Easy bot</source>
        <translation>簡單電腦</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/history_common.py"/>
        <source>Normal bot</source>
        <translation>普通電腦</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/history_common.py"/>
        <source>Hard bot</source>
        <translation>困難電腦</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/history_common.py"/>
        <source>under a minute</source>
        <translation>不到 1 分鐘</translation>
    </message>
    <message numerus="yes">
        <location filename="../ponzi_desktop/ui/history_common.py"/>
        <source>%n min</source>
        <translation>
            <numerusform>%n 分鐘</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/history_common.py"/>
        <source>%1 bot</source>
        <translation>%1電腦</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/history_common.py"/>
        <source>%1 – %2</source>
        <translation>%1 – %2</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/history_common.py"/>
        <source>bankrupt</source>
        <translation>破產</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/history_common.py"/>
        <source>Start a &amp;New Game</source>
        <translation>開始新遊戲(&amp;N)</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/history_common.py"/>
        <source>← Back to the game</source>
        <translation>← 回到遊戲</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/history_common.py"/>
        <source>Back to the game on the table (Esc)</source>
        <translation>回到桌上的遊戲（Esc）</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/history_common.py"/>
        <source>← Start Page</source>
        <translation>← 開始頁面</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/history_common.py"/>
        <source>Back to the start page (Esc)</source>
        <translation>回到開始頁面（Esc）</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/history_detail.py"/>
        <source>&amp;Replay</source>
        <translation>重播(&amp;R)</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/history_detail.py"/>
        <source>Watch this game again, move by move</source>
        <translation>一步一步重看這場遊戲</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/history_detail.py"/>
        <source>This game cannot be shown on its table in this version; here are its results.</source>
        <translation>此版本無法在桌面上顯示這場遊戲；以下是它的結果。</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/history_filters.py"/>
        <source>Any time</source>
        <translation>不限時間</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/history_filters.py"/>
        <source>Last 7 days</source>
        <translation>最近 7 天</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/history_filters.py"/>
        <source>Last 30 days</source>
        <translation>最近 30 天</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/history_filters.py"/>
        <source>This year</source>
        <translation>今年</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/history_filters.py"/>
        <source>Between dates…</source>
        <translation>指定日期…</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/history_filters.py"/>
        <source>Game</source>
        <translation>遊戲</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/history_filters.py"/>
        <location filename="../ponzi_desktop/ui/statistics_page.py"/>
        <source>All games</source>
        <translation>所有遊戲</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/history_filters.py"/>
        <source>When the games were played</source>
        <translation>遊玩的時間</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/history_filters.py"/>
        <source>From</source>
        <translation>從</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/history_filters.py"/>
        <source>to</source>
        <translation>到</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/history_filters.py"/>
        <source>First day</source>
        <translation>第一天</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/history_filters.py"/>
        <source>Last day</source>
        <translation>最後一天</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/history_list.py"/>
        <source>Press Enter or double-click to replay this game.</source>
        <translation>按 Enter 或按兩下即可重播這場遊戲。</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/history_page.py"/>
        <location filename="../ponzi_desktop/ui/main_window.py"/>
        <source>Game History</source>
        <translation>遊戲紀錄</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/history_page.py"/>
        <source>S&amp;tatistics</source>
        <translation>統計(&amp;T)</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/history_page.py"/>
        <source>Game history</source>
        <translation>遊戲紀錄</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/history_page.py"/>
        <source>Wins, scores and streaks of every player</source>
        <translation>每位玩家的勝場、分數與連勝</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/history_page.py"/>
        <source>&amp;Export CSV…</source>
        <translation>匯出 CSV(&amp;E)…</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/history_page.py"/>
        <source>Finished games</source>
        <translation>已結束的遊戲</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/history_page.py"/>
        <source>Write the games listed to a spreadsheet file, one row per player</source>
        <translation>將列出的遊戲寫入試算表檔案，每位玩家一列</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/history_page.py"/>
        <source>No game matches these filters: there is nothing to export.</source>
        <translation>沒有符合這些條件的遊戲：沒有可匯出的內容。</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/history_page.py"/>
        <source>No game has been finished yet: there is nothing to export.</source>
        <translation>還沒有結束的遊戲：沒有可匯出的內容。</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/history_page.py"/>
        <location filename="../ponzi_desktop/ui/statistics_page.py"/>
        <source>No game matches these filters</source>
        <translation>沒有符合這些條件的遊戲</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/history_page.py"/>
        <location filename="../ponzi_desktop/ui/statistics_page.py"/>
        <source>Choose another game or a longer time to see more of your finished games.</source>
        <translation>選擇其他遊戲或更長的期間，就能看到更多已結束的遊戲。</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/history_page.py"/>
        <source>No finished games yet</source>
        <translation>還沒有已結束的遊戲</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/history_page.py"/>
        <source>Every game you play to the end appears here, with its scores, to look at again or to replay.</source>
        <translation>每場玩到最後的遊戲都會連同分數出現在這裡，可以再看一次或重播。</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/history_page.py"/>
        <source>Export the Game History</source>
        <translation>匯出遊戲紀錄</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/history_page.py"/>
        <source>Spreadsheet files (*.csv)</source>
        <translation>試算表檔案 (*.csv)</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/history_page.py"/>
        <source>Cannot Export</source>
        <translation>無法匯出</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/history_page.py"/>
        <source>The file could not be written.</source>
        <translation>無法寫入檔案。</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/history_page.py"/>
        <source>Exported to %1</source>
        <translation>已匯出至 %1</translation>
    </message>
    <message numerus="yes">
        <location filename="../ponzi_desktop/ui/history_page.py"/>
        <location filename="../ponzi_desktop/ui/statistics_page.py"/>
        <source>%n game(s)</source>
        <translation>
            <numerusform>%n 場遊戲</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/main_window.py"/>
        <location filename="../ponzi_desktop/ui/statistics_page.py"/>
        <source>Statistics</source>
        <translation>統計</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/statistics_charts.py"/>
        <location filename="../ponzi_desktop/ui/statistics_page.py"/>
        <source>Win rate</source>
        <translation>勝率</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/statistics_charts.py"/>
        <source>Wins, game after game</source>
        <translation>一場接一場的勝場</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/statistics_charts.py"/>
        <source>All the games, oldest first</source>
        <translation>所有遊戲（由舊到新）</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/statistics_page.py"/>
        <source>%1 of %2</source>
        <translation>%2 戰 %1 勝</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/statistics_page.py"/>
        <source>Game H&amp;istory</source>
        <translation>遊戲紀錄(&amp;I)</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/statistics_page.py"/>
        <source>Every finished game, with its scores</source>
        <translation>所有已結束的遊戲及其分數</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/statistics_page.py"/>
        <source>No finished games to count yet</source>
        <translation>還沒有可統計的已結束遊戲</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/statistics_page.py"/>
        <source>The statistics grow with every game played to the end: who wins most, against which bots, and how often.</source>
        <translation>每玩完一場，統計就會增加：誰贏得最多、對哪些電腦、贏了幾次。</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/statistics_page.py"/>
        <source>Player</source>
        <translation>玩家</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/statistics_page.py"/>
        <source>Games</source>
        <translation>場數</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/statistics_page.py"/>
        <source>Wins</source>
        <translation>勝場</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/statistics_page.py"/>
        <source>Streak now</source>
        <translation>目前連勝</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/statistics_page.py"/>
        <source>Longest streak</source>
        <translation>最長連勝</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/statistics_page.py"/>
        <source>Wins and streaks</source>
        <translation>勝場與連勝</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/statistics_page.py"/>
        <source>Each person is counted under the name they played as, and each bot under its level: two bots of one level at a table make one game for that level. A shared win counts as a win.</source>
        <translation>玩家依遊戲時使用的名稱統計，電腦依等級統計：同一桌有兩個同等級電腦，只算該等級一場。共同獲勝也算勝場。</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/statistics_page.py"/>
        <source>Average score</source>
        <translation>平均分數</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/statistics_page.py"/>
        <source>Best score</source>
        <translation>最高分數</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/statistics_page.py"/>
        <source>%1 rounds on average</source>
        <translation>平均 %1 回合</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/statistics_page.py"/>
        <source>%1 moves on average</source>
        <translation>平均 %1 步</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/statistics_page.py"/>
        <source>%1 on average</source>
        <translation>平均 %1</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/statistics_page.py"/>
        <source>By role: the games won of the games played in that role.</source>
        <translation>依角色：以該角色進行的遊戲中獲勝的場數。</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/statistics_page.py"/>
        <source>Against the bots</source>
        <translation>與電腦對戰</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/statistics_page.py"/>
        <source>Your wins in the games with a bot of that level at the table.</source>
        <translation>桌上有該等級電腦的遊戲中你的勝場。</translation>
    </message>
    <message>
        <source>%1%</source>
        <translation type="vanished">%1%</translation>
    </message>
    <message>
        <source>People by the name they played under; the bots by level, a table with two bots of a level one game for it. A shared win counts as a win.</source>
        <translation type="vanished">玩家依遊戲時使用的名稱統計，電腦依等級統計（同一桌有兩個同等級電腦，只算該等級一場）。共同獲勝也算勝場。</translation>
    </message>
    <message>
        <source>Games played, oldest first</source>
        <translation type="vanished">已玩的遊戲（由舊到新）</translation>
    </message>
    <message>
        <source>Game &amp;List</source>
        <translation type="vanished">遊戲列表(&amp;L)</translation>
    </message>
    <message>
        <source>No finished games to count yet: the statistics grow with every game played to the end.</source>
        <translation type="vanished">還沒有可統計的已結束遊戲：每玩完一場，統計就會增加。</translation>
    </message>
    <message>
        <source>People by the name they played under; the bots by level. A shared win counts as a win.</source>
        <translation type="vanished">玩家依遊戲時使用的名稱統計，電腦依等級統計。共同獲勝也算勝場。</translation>
    </message>
    <message>
        <source>%1 min on average</source>
        <translation type="vanished">平均 %1 分鐘</translation>
    </message>
    <message>
        <source>Period</source>
        <translation type="vanished">期間</translation>
    </message>
</context>
<context>
    <name>HistoryRecorder</name>
    <message>
        <location filename="../ponzi_desktop/ui/history_hooks.py"/>
        <source>Your game history cannot be opened (%1): finished games are not recorded for now.</source>
        <translation>無法開啟你的遊戲紀錄（%1）：目前不會記錄已結束的遊戲。</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/history_hooks.py"/>
        <source>This game could not be added to your game history (%1).</source>
        <translation>無法將這場遊戲加入你的遊戲紀錄（%1）。</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/history_hooks.py"/>
        <source>Your game history could not be read; it was put aside as %1, and a new one was started.</source>
        <translation>無法讀取你的遊戲紀錄；已將它另存為 %1，並開始新的紀錄。</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/history_hooks.py"/>
        <source>Game History Put Aside</source>
        <translation>遊戲紀錄已另存</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/history_hooks.py"/>
        <source>Nothing else is lost: your saved games and settings are as they were.</source>
        <translation>其他資料都沒有遺失：你已儲存的遊戲和設定都維持原狀。</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/history_hooks.py"/>
        <source>Close</source>
        <translation>關閉</translation>
    </message>
    <message>
        <source>OK</source>
        <translation type="vanished">確定</translation>
    </message>
</context>
<context>
    <name>Lesson</name>
    <message>
        <location filename="../ponzi_desktop/ui/lesson/session.py"/>
        <source>Player 1</source>
        <translation>玩家1</translation>
    </message>
</context>
<context>
    <name>LessonCoach</name>
    <message>
        <location filename="../ponzi_desktop/ui/lesson/coach.py"/>
        <source>The lesson made that move for you.</source>
        <translation>課程已替你走了這一步。</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/lesson/coach.py"/>
        <source>It spent $%1 of your cash.</source>
        <translation>花了你 $%1 的現金。</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/lesson/coach.py"/>
        <source>Step %1 of %2</source>
        <translation>第 %1 步，共 %2 步</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/lesson/coach.py"/>
        <source>%1 (%2 of %3)</source>
        <translation>%1（%2／%3）</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/lesson/coach.py"/>
        <source>Finish</source>
        <translation>結束</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/lesson/coach.py"/>
        <source>Next</source>
        <translation>下一步</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/lesson/coach.py"/>
        <source>Close the lesson's last note</source>
        <translation>關閉課程的最後一則說明</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/lesson/coach.py"/>
        <source>On to the next step</source>
        <translation>前往下一個步驟</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/lesson/coach.py"/>
        <source>Skip step</source>
        <translation>跳過此步</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/lesson/coach.py"/>
        <source>The lesson makes this move for you</source>
        <translation>由課程替你走這一步</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/lesson/coach.py"/>
        <source>Your move</source>
        <translation>輪到你了</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/lesson/coach.py"/>
        <source>Make the lit move.</source>
        <translation>請走亮起的那一步。</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/lesson/coach.py"/>
        <source>Next: step %1 of %2, “%3”</source>
        <translation>接下來：第 %1 步（共 %2 步）「%3」</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/lesson/coach.py"/>
        <source>Next, after this turn: step %1 of %2, “%3”</source>
        <translation>這個回合之後：第 %1 步（共 %2 步）「%3」</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/lesson/coach.py"/>
        <source>Next, after your next turn: step %1 of %2, “%3”</source>
        <translation>你的下一個回合之後：第 %1 步（共 %2 步）「%3」</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/lesson/coach.py"/>
        <source>Next, after %4 turns of yours, this one included: step %1 of %2, “%3”</source>
        <translation>你的 %4 個回合之後（包括這一回合）：第 %1 步（共 %2 步）「%3」</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/lesson/coach.py"/>
        <source>Next, after %4 more turns of yours: step %1 of %2, “%3”</source>
        <translation>你再進行 %4 個回合之後：第 %1 步（共 %2 步）「%3」</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/lesson/coach.py"/>
        <source>That was the lesson</source>
        <translation>課程到此結束</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/lesson/coach.py"/>
        <source>You have made the game's usual moves; the rules (Help menu) tell the others. Play on against the bots to finish the game, or leave the lesson.</source>
        <translation>你已走過這款遊戲常見的行動；其他行動請看規則（說明選單）。可以繼續和機器人玩到終局，或離開課程。</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/lesson/coach.py"/>
        <source>Play on</source>
        <translation>繼續玩</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/lesson/coach.py"/>
        <source>Finish the game against the bots, as you like</source>
        <translation>隨你的意思，和機器人把這局玩完</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/lesson/coach.py"/>
        <source>%1 plays</source>
        <translation>輪到%1</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/lesson/coach.py"/>
        <source>The lesson plays the other players' moves as it has them. Your next step comes when it is your turn again.</source>
        <translation>其他玩家的行動由課程照預定進行。再次輪到你時，下一步就會出現。</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/lesson/coach.py"/>
        <source>Skip: the lesson makes this move for you.</source>
        <translation>跳過：由課程替你走這一步。</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/lesson/coach.py"/>
        <source>Not that move. %1</source>
        <translation>不是這一步。%1</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/lesson/coach.py"/>
        <source>Not that move: the lesson asks for the lit one.</source>
        <translation>不是這一步：課程要你走亮起的那一步。</translation>
    </message>
    <message>
        <source>On the way to step %1 of %2</source>
        <translation type="vanished">前往第 %1 步（共 %2 步）</translation>
    </message>
    <message>
        <source>You have made every kind of move this game has. Play on against the bots to finish the game, or leave the lesson.</source>
        <translation type="vanished">你已走過這款遊戲的每一種行動。可以繼續和機器人玩到終局，或離開課程。</translation>
    </message>
</context>
<context>
    <name>LessonHost</name>
    <message>
        <location filename="../ponzi_desktop/ui/lesson/host.py"/>
        <source>&amp;Learn to Play</source>
        <translation>學習玩法(&amp;L)</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/lesson/host.py"/>
        <source>A guided first game: the table shows you each kind of move</source>
        <translation>有引導的第一局：桌面會逐一帶你認識每種行動</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/lesson/host.py"/>
        <source>Cannot Start the Lesson</source>
        <translation>無法開始課程</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/lesson/host.py"/>
        <source>The lesson of %1 cannot be started.</source>
        <translation>無法開始%1的課程。</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/lesson/host.py"/>
        <source>Details: %1</source>
        <translation>詳細資訊：%1</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/lesson/host.py"/>
        <source>The game you were playing is kept: Continue on the start page picks it up again.</source>
        <translation>你原本在玩的遊戲已保留：在開始頁面按「繼續遊戲」即可接著玩。</translation>
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
        <translation>%1（%2），第%3回合</translation>
    </message>
    <message numerus="yes">
        <location filename="../ponzi_desktop/ui/main_window.py"/>
        <source>%1 with %2, %n move(s) played</source>
        <translation>
            <numerusform>%1（%2），已進行%n步</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/main_window.py"/>
        <location filename="../ponzi_desktop/ui/replay/host.py"/>
        <source>Cannot Open the Game</source>
        <translation>無法開啟遊戲</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/main_window.py"/>
        <source>%1 cannot be played in this version yet.</source>
        <translation>這個版本還不能玩%1。</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/main_window.py"/>
        <source>This game cannot be shown on the table. The game you were playing is still here, as it was.</source>
        <translation>這場遊戲無法在桌面上顯示。你原本在玩的遊戲仍在這裡，保持原樣。</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/main_window.py"/>
        <source>Details: %1</source>
        <translation>詳細資訊：%1</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/main_window.py"/>
        <source>Replay of %1 — Ponzi Desktop</source>
        <translation>%1 重播 — Ponzi Desktop</translation>
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
        <translation>自動儲存失敗中</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/main_window.py"/>
        <source>Japanese</source>
        <translation>日文</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/main_window.py"/>
        <source>Traditional Chinese</source>
        <translation>繁體中文</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/main_window.py"/>
        <source>Spanish</source>
        <translation>西班牙文</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/main_window.py"/>
        <source>No Font for This Language</source>
        <translation>沒有這個語言的字型</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/main_window.py"/>
        <source>This computer has no font for %1, so its text would show as empty boxes. The app stays in English for now.

Install a font for it (on Debian or Ubuntu: the package fonts-noto-cjk), then choose the language again in Settings.</source>
        <translation>這台電腦沒有%1的字型，文字會顯示成空白方框。程式暫時以英文顯示。

請安裝字型（Debian 或 Ubuntu：套件 fonts-noto-cjk），然後在設定中重新選擇語言。</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/main_window.py"/>
        <source>The log file %1 has the details.</source>
        <translation>詳細內容記在記錄檔 %1 中。</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/main_window.py"/>
        <source>Something went wrong inside the app (%1). Every move you played is saved.</source>
        <translation>程式內部出了問題（%1）。你下過的每一步都已儲存。</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/notice_host.py"/>
        <source>Autosave failed: %1. Your moves are kept, and saved as soon as the folder can be written again.</source>
        <translation>自動儲存失敗：%1。你的每一步都已保留，資料夾可以寫入時會立即儲存。</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/notice_host.py"/>
        <source>Autosave works again: every move is saved.</source>
        <translation>自動儲存已恢復：每一步都已儲存。</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/window_menus.py"/>
        <source>No game is on the table: start one or open a saved game.</source>
        <translation>桌上沒有遊戲：開始一局新遊戲，或開啟已儲存的遊戲。</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/window_menus.py"/>
        <source>&amp;Game</source>
        <translation>遊戲(&amp;G)</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/window_menus.py"/>
        <source>&amp;View</source>
        <translation>檢視(&amp;V)</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/window_menus.py"/>
        <source>&amp;Help</source>
        <translation>說明(&amp;H)</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/window_menus.py"/>
        <source>&amp;New Game…</source>
        <translation>新遊戲(&amp;N)…</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/window_menus.py"/>
        <source>&amp;Open…</source>
        <translation>開啟(&amp;O)…</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/window_menus.py"/>
        <source>&amp;Save</source>
        <translation>儲存(&amp;S)</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/window_menus.py"/>
        <source>Save &amp;As…</source>
        <translation>另存新檔(&amp;A)…</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/window_menus.py"/>
        <source>&amp;Export…</source>
        <translation>匯出(&amp;E)…</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/window_menus.py"/>
        <source>&amp;Undo</source>
        <translation>復原(&amp;U)</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/window_menus.py"/>
        <source>&amp;Hint</source>
        <translation>提示(&amp;H)</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/window_menus.py"/>
        <source>Back to the Start &amp;Page</source>
        <translation>回到開始頁面(&amp;P)</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/window_menus.py"/>
        <source>H&amp;istory and Statistics</source>
        <translation>紀錄與統計(&amp;I)</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/window_menus.py"/>
        <source>Your finished games and who wins most</source>
        <translation>你已結束的遊戲，以及誰贏得最多</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/window_menus.py"/>
        <source>Se&amp;ttings…</source>
        <translation>設定(&amp;T)…</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/window_menus.py"/>
        <source>&amp;Quit</source>
        <translation>結束(&amp;Q)</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/window_menus.py"/>
        <source>&amp;Scores of the Game</source>
        <translation>本局分數(&amp;S)</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/window_menus.py"/>
        <source>Game &amp;Log</source>
        <translation>遊戲紀錄(&amp;L)</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/window_menus.py"/>
        <source>&amp;Full Screen</source>
        <translation>全螢幕(&amp;F)</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/window_menus.py"/>
        <source>&amp;Rules</source>
        <translation>規則(&amp;R)</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/window_menus.py"/>
        <source>&amp;About Ponzi Desktop</source>
        <translation>關於 Ponzi Desktop(&amp;A)</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/window_menus.py"/>
        <source>Take back your last move</source>
        <translation>收回你上一步</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/window_menus.py"/>
        <source>Ask the hard bot what it would do in your place</source>
        <translation>詢問「困難」電腦玩家換作是你會怎麼做</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/window_menus.py"/>
        <source>Keep the game in your saved games</source>
        <translation>將這局遊戲加入已儲存的遊戲</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/window_menus.py"/>
        <source>Keep the game in your saved games under a name you choose</source>
        <translation>以你選擇的名稱將這局遊戲加入已儲存的遊戲</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/window_menus.py"/>
        <source>Write the game to a file of your choice, to keep or to send</source>
        <translation>將遊戲寫入你選擇的檔案，方便保存或傳送</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/window_menus.py"/>
        <source>Leave the table for the start page: the game is kept, to continue later</source>
        <translation>離開遊戲桌回到開始頁面：這局遊戲會保留，之後可以繼續</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/window_menus.py"/>
        <source>Show or hide the log beside the table</source>
        <translation>顯示或隱藏牌桌旁的遊戲紀錄</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/window_menus.py"/>
        <source>The scores are shown once the game is over.</source>
        <translation>遊戲結束後才會顯示分數。</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/window_menus.py"/>
        <source>Show the scores of the finished game again</source>
        <translation>再次顯示已結束遊戲的分數</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/window_saves.py"/>
        <source>Export the Game</source>
        <translation>匯出遊戲</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/window_saves.py"/>
        <source>Saved games (*.json)</source>
        <translation>已儲存的遊戲 (*.json)</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/window_saves.py"/>
        <source>Cannot Export the Game</source>
        <translation>無法匯出遊戲</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/window_saves.py"/>
        <source>Exported to %1</source>
        <translation>已匯出到 %1</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/window_saves.py"/>
        <source>Cannot Save the Game</source>
        <translation>無法儲存遊戲</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/window_saves.py"/>
        <source>Saved as “%1”</source>
        <translation>已儲存為「%1」</translation>
    </message>
    <message>
        <source>About Ponzi Desktop</source>
        <translation type="vanished">關於 Ponzi Desktop</translation>
    </message>
    <message>
        <source>&lt;h3&gt;Ponzi Desktop %1&lt;/h3&gt;&lt;p&gt;%2 on one computer: with friends in hot-seat, or against bots.&lt;/p&gt;</source>
        <translation type="vanished">&lt;h3&gt;Ponzi Desktop %1&lt;/h3&gt;&lt;p&gt;在一台電腦上玩%2：和朋友輪流使用同一個螢幕，或與電腦玩家對戰。&lt;/p&gt;</translation>
    </message>
    <message>
        <source>Back to the &amp;Start Page</source>
        <translation type="vanished">回到開始頁面(&amp;S)</translation>
    </message>
    <message>
        <source>&amp;History and Statistics</source>
        <translation type="vanished">紀錄與統計(&amp;H)</translation>
    </message>
    <message>
        <source>Your unfinished game is kept in the saved games as “%1”.</source>
        <translation type="vanished">你未完成的遊戲已以「%1」保留在已儲存的遊戲中。</translation>
    </message>
    <message>
        <source>Autosave failed: %1</source>
        <translation type="vanished">自動儲存失敗：%1</translation>
    </message>
    <message numerus="yes">
        <source>%1 with %2, %n action(s) played</source>
        <translation type="vanished">
            <numerusform>%1（%2），已進行 %n 步</numerusform>
        </translation>
    </message>
    <message>
        <source>Open a Saved Game</source>
        <translation type="vanished">開啟已儲存的遊戲</translation>
    </message>
    <message>
        <source>Saved games (*.json);;All files (*)</source>
        <translation type="vanished">已儲存的遊戲 (*.json);;所有檔案 (*)</translation>
    </message>
    <message>
        <source>Save the Game</source>
        <translation type="vanished">儲存遊戲</translation>
    </message>
    <message>
        <source>Saved to %1</source>
        <translation type="vanished">已儲存到 %1</translation>
    </message>
    <message>
        <source>&lt;h3&gt;Ponzi Desktop %1&lt;/h3&gt;&lt;p&gt;Ponzi Scheme, Black Friday and Anti-Monopoly on one computer: with friends in hot-seat, or against bots.&lt;/p&gt;</source>
        <translation type="vanished">&lt;h3&gt;Ponzi Desktop %1&lt;/h3&gt;&lt;p&gt;在一台電腦上玩龐氏騙局、黑色星期五和反壟斷：和朋友輪流使用同一個螢幕，或與電腦玩家對戰。&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&amp;New Game of Ponzi Scheme…</source>
        <translation type="vanished">新的龐氏騙局遊戲(&amp;N)…</translation>
    </message>
    <message>
        <source>&amp;Forecast</source>
        <translation type="vanished">利息預測(&amp;F)</translation>
    </message>
    <message>
        <source>Nothing to undo: only your own last move, before anything new was seen.</source>
        <translation type="vanished">沒有可以復原的行動：只能復原你自己的上一步，而且要在出現新資訊之前。</translation>
    </message>
    <message>
        <source>Forecast</source>
        <translation type="vanished">利息預測</translation>
    </message>
    <message>
        <source>A hint is for your own turn.</source>
        <translation type="vanished">只有輪到你時才能使用提示。</translation>
    </message>
    <message>
        <source>This saved game cannot be opened: %1</source>
        <translation type="vanished">無法開啟這個已儲存的遊戲：%1</translation>
    </message>
</context>
<context>
    <name>NewGameDialog</name>
    <message>
        <location filename="../ponzi_desktop/ui/new_game_dialog.py"/>
        <source>Blue</source>
        <translation>藍</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/new_game_dialog.py"/>
        <source>Vermilion</source>
        <translation>朱紅</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/new_game_dialog.py"/>
        <source>Green</source>
        <translation>綠</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/new_game_dialog.py"/>
        <source>Pink</source>
        <translation>粉紅</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/new_game_dialog.py"/>
        <source>Orange</source>
        <translation>橙</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/new_game_dialog.py"/>
        <source>Sky blue</source>
        <translation>天藍色</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/new_game_dialog.py"/>
        <source>Purple</source>
        <translation>紫</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/new_game_dialog.py"/>
        <source>Brown</source>
        <translation>棕</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/new_game_dialog.py"/>
        <source>Grey</source>
        <translation>灰</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/new_game_dialog.py"/>
        <source>Black</source>
        <translation>黑</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/new_game_dialog.py"/>
        <source>Yellow</source>
        <translation>黃</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/new_game_dialog.py"/>
        <source>White</source>
        <translation>白</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/new_game_dialog.py"/>
        <source>New Game of %1</source>
        <translation>新的%1遊戲</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/new_game_dialog.py"/>
        <source>Game</source>
        <translation>遊戲</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/new_game_dialog.py"/>
        <source>Problem</source>
        <translation>問題</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/new_game_dialog.py"/>
        <source>&amp;Start the Game</source>
        <translation>開始遊戲(&amp;S)</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/new_game_dialog.py"/>
        <source>Players</source>
        <translation>玩家</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/new_game_dialog.py"/>
        <source>&amp;Add a Player</source>
        <translation>新增玩家(&amp;A)</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/new_game_dialog.py"/>
        <source>%1 to %2 players, in turn order. Bots play on this computer; people take turns at the screen.</source>
        <translation>%1至%2位玩家，依行動順序排列。電腦玩家由這台電腦操作；真人玩家輪流使用螢幕。</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/new_game_dialog.py"/>
        <source>Start</source>
        <translation>開始</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/new_game_dialog.py"/>
        <source>Start player</source>
        <translation>起始玩家</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/new_game_dialog.py"/>
        <source>Random</source>
        <translation>隨機</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/new_game_dialog.py"/>
        <source>Seed</source>
        <translation>亂數種子</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/new_game_dialog.py"/>
        <source>The same seed with the same players and moves replays the same game</source>
        <translation>相同的亂數種子、玩家與行動，會重現同一局遊戲</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/new_game_dialog.py"/>
        <source>Start &amp;player:</source>
        <translation>起始玩家(&amp;P)：</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/new_game_dialog.py"/>
        <source>S&amp;eed:</source>
        <translation>亂數種子(&amp;E)：</translation>
    </message>
    <message numerus="yes">
        <location filename="../ponzi_desktop/ui/new_game_dialog.py"/>
        <source>At most %n player(s)</source>
        <translation>
            <numerusform>最多%n位玩家</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/new_game_dialog.py"/>
        <source>(no name)</source>
        <translation>（未命名）</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/new_game_dialog.py"/>
        <source>Every player needs a name.</source>
        <translation>每位玩家都需要名字。</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/new_game_dialog.py"/>
        <source>Two players are called “%1”: give each a different name.</source>
        <translation>有兩位玩家都叫「%1」：請取不同的名字。</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/seat_rows.py"/>
        <source>Bot %1</source>
        <translation>電腦%1</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/seat_rows.py"/>
        <source>Player %1</source>
        <translation>玩家%1</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/seat_rows.py"/>
        <source>You</source>
        <translation>你</translation>
    </message>
</context>
<context>
    <name>Notice</name>
    <message>
        <location filename="../ponzi_desktop/ui/kit/notice.py"/>
        <source>Dismiss this notice</source>
        <translation>關閉此通知</translation>
    </message>
</context>
<context>
    <name>OfferDialog</name>
    <message>
        <location filename="../ponzi_desktop/ui/ponzi/envelope.py"/>
        <source>Envelope for %1</source>
        <translation>給%1的信封</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/ponzi/envelope.py"/>
        <source>To: %1</source>
        <translation>收件人：%1</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/ponzi/envelope.py"/>
        <source>If %1 sells, you pay the amount and get one of %1's %2 tiles. If %1 counter-offers, %1 pays you the amount and takes one of your %2 tiles.</source>
        <translation>若%1選擇賣出，你支付這筆金額並拿到對方1張%2產業卡。若%1選擇買入，%1付給你這筆金額並拿走你1張%2產業卡。</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/ponzi/envelope.py"/>
        <source>Only you and %1 see the amount.</source>
        <translation>只有你和%1看得到金額。</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/ponzi/envelope.py"/>
        <source>From %1 to %2 (your cash)</source>
        <translation>從%1到%2（你的現金）</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/ponzi/envelope.py"/>
        <source>Amount in the envelope</source>
        <translation>信封內的金額</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/ponzi/envelope.py"/>
        <source>Seal and Hand Over</source>
        <translation>封好並交出</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/ponzi/envelope.py"/>
        <source>Give %1 the envelope: they must sell or counter-offer.</source>
        <translation>把信封交給%1：對方必須選擇賣出或買入。</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/ponzi/envelope.py"/>
        <source>Keep the envelope: choose again</source>
        <translation>先不交出信封：重新選擇</translation>
    </message>
    <message>
        <source>If %1 sells, you pay the amount and get one of their %2 tiles. If %1 counter-offers, %1 pays you the amount and takes one of your %2 tiles.</source>
        <translation type="vanished">若%1選擇賣出，你支付這筆金額並拿到對方1張%2產業卡。若%1選擇買入，%1付給你這筆金額並拿走你1張%2產業卡。</translation>
    </message>
    <message>
        <source>&lt;p&gt;&lt;b&gt;Offer %1 money for one %2 tile.&lt;/b&gt;&lt;/p&gt;&lt;p&gt;Only you and %1 will see the amount. If %1 sells, you pay it and get their tile; if %1 counter-offers, they pay you the same amount and take one of your %2 tiles.&lt;/p&gt;</source>
        <translation type="vanished">&lt;p&gt;&lt;b&gt;出價向%1購買1張%2產業卡。&lt;/b&gt;&lt;/p&gt;&lt;p&gt;只有你和%1會看到金額。若%1選擇賣出，你支付這筆金額並拿到對方的產業卡；若%1選擇買入，對方付給你相同的金額，並拿走你1張%2產業卡。&lt;/p&gt;</translation>
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
        <translation>航運</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/ponzi/labels.py"/>
        <source>Grain</source>
        <translation>能源</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/ponzi/labels.py"/>
        <source>Media</source>
        <translation>傳播</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/ponzi/labels.py"/>
        <source>Real Estate</source>
        <translation>房地產</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/ponzi/labels.py"/>
        <source>Funding</source>
        <translation>募資</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/ponzi/labels.py"/>
        <source>Clandestine trading</source>
        <translation>內線交易</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/ponzi/labels.py"/>
        <source>Answer the envelope</source>
        <translation>回應信封</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/ponzi/labels.py"/>
        <source>Pass the marker</source>
        <translation>傳遞起始玩家卡</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/ponzi/labels.py"/>
        <source>Market crash</source>
        <translation>崩盤</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/ponzi/labels.py"/>
        <source>Rotate the wheel</source>
        <translation>轉動時間輪</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/ponzi/labels.py"/>
        <source>Pay interest</source>
        <translation>支付利息</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/ponzi/labels.py"/>
        <source>Game over</source>
        <translation>遊戲結束</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/ponzi/labels.py"/>
        <source>Take an industry tile and a fund card from its row, or pass.</source>
        <translation>拿取1張產業卡與對應牌列的1張資金卡，或選擇跳過。</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/ponzi/labels.py"/>
        <source>Make an offer to a player, or pass.</source>
        <translation>向一位玩家提出交易，或選擇跳過。</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/ponzi/labels.py"/>
        <source>Make an offer to a player, buy a luxury, or pass.</source>
        <translation>向一位玩家提出交易、購買奢侈卡，或選擇跳過。</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/ponzi/labels.py"/>
        <source>You share no industry with another player, so you can only pass.</source>
        <translation>你沒有和其他玩家相同的產業，只能選擇跳過。</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/ponzi/labels.py"/>
        <source>You share no industry with another player: buy a luxury, or pass.</source>
        <translation>你沒有和其他玩家相同的產業：購買奢侈卡，或選擇跳過。</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/ponzi/labels.py"/>
        <source>An envelope for you: sell the tile or counter-offer.</source>
        <translation>你收到一個信封：選擇賣出或買入。</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/ponzi/labels.py"/>
        <source>You are the new start player: remove one card from the funding board.</source>
        <translation>你是新的起始玩家：從市場資金圖板移除1張資金卡。</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/ponzi/labels.py"/>
        <source>Return one tile of an industry you hold most of.</source>
        <translation>從你持有最多的產業中歸還1張產業卡。</translation>
    </message>
    <message>
        <source>Fund: take an industry tile and a fund card from its row, or pass.</source>
        <translation type="vanished">募資：拿取1張產業卡與對應牌列的1張資金卡，或選擇跳過。</translation>
    </message>
    <message>
        <source>Clandestine trading: make an offer to a player, or pass.</source>
        <translation type="vanished">內線交易：向一位玩家提出交易，或選擇跳過。</translation>
    </message>
    <message>
        <source>Clandestine trading: make an offer to a player, buy a luxury, or pass.</source>
        <translation type="vanished">內線交易：向一位玩家提出交易、購買奢侈卡，或選擇跳過。</translation>
    </message>
    <message>
        <source>Clandestine trading: you share no industry with another player, so you can only pass.</source>
        <translation type="vanished">內線交易：你沒有和其他玩家相同的產業，只能選擇跳過。</translation>
    </message>
    <message>
        <source>Clandestine trading: you share no industry with another player: buy a luxury, or pass.</source>
        <translation type="vanished">內線交易：你沒有和其他玩家相同的產業：購買奢侈卡，或選擇跳過。</translation>
    </message>
    <message>
        <source>Market crash: return one tile of an industry you hold most of.</source>
        <translation type="vanished">崩盤：從你持有最多的產業中歸還1張產業卡。</translation>
    </message>
</context>
<context>
    <name>PonziActionPanel</name>
    <message>
        <location filename="../ponzi_desktop/ui/ponzi/action_panel.py"/>
        <source>Open the Envelope…</source>
        <translation>打開信封…</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/ponzi/action_panel.py"/>
        <source>See the amount and answer Sold or Counter-offer</source>
        <translation>查看金額，回答賣出或買入</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/ponzi/action_panel.py"/>
        <source>Remove the %1 card from the funding board</source>
        <translation>從市場資金圖板移除資金卡%1</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/ponzi/action_panel.py"/>
        <source>Remove the %1 card</source>
        <translation>移除資金卡%1</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/ponzi/action_panel.py"/>
        <source>Give one %1 tile back to the supply</source>
        <translation>將1張%1產業卡放回公區</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/ponzi/action_panel.py"/>
        <source>Return %1</source>
        <translation>歸還%1</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/ponzi/action_panel.py"/>
        <source>Take your %1 %2 tile and fund a card from row %3</source>
        <translation>拿取你的%1%2產業卡，並從第%3列拿取資金卡募資</translation>
    </message>
    <message numerus="yes">
        <location filename="../ponzi_desktop/ui/ponzi/action_panel.py"/>
        <source>Fund card %1 (you will owe %2 interest every %n round(s))</source>
        <translation>
            <numerusform>資金卡%1（你將每%n回合支付利息%2）</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/ponzi/action_panel.py"/>
        <source>The %1 card</source>
        <translation>資金卡%1</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/ponzi/action_panel.py"/>
        <source>Offer one of your %1 tiles to a player who holds one</source>
        <translation>向也持有%1產業卡的玩家提出內線交易</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/ponzi/action_panel.py"/>
        <source>Nobody else holds a %1 tile</source>
        <translation>沒有其他玩家持有%1產業卡</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/ponzi/action_panel.py"/>
        <source>Offer a %1 tile</source>
        <translation>提出%1產業卡的內線交易</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/ponzi/action_panel.py"/>
        <source>Offer to %1…</source>
        <translation>向%1提出…</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/ponzi/action_panel.py"/>
        <source>Buy %1</source>
        <translation>購買%1</translation>
    </message>
    <message>
        <source>Remove card %1</source>
        <translation type="vanished">移除資金卡%1</translation>
    </message>
    <message>
        <source>Card %1</source>
        <translation type="vanished">資金卡%1</translation>
    </message>
    <message>
        <source>Remove card %1 from the funding board</source>
        <translation type="vanished">從市場資金圖板移除資金卡%1</translation>
    </message>
    <message numerus="yes">
        <source>Fund card %1 (pays %2 every %n round(s))</source>
        <translation type="vanished">
            <numerusform>資金卡 %1（每 %n 回合付 %2 利息）</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>PonziEndTable</name>
    <message>
        <location filename="../ponzi_desktop/ui/ponzi/end_table.py"/>
        <source>Cash</source>
        <translation>資金</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/ponzi/end_table.py"/>
        <source>Luxuries</source>
        <translation>奢侈卡</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/ponzi/end_table.py"/>
        <source>Highest card</source>
        <translation>最高資金卡</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/ponzi/end_table.py"/>
        <source>breaks a tie</source>
        <translation>同分時比較</translation>
    </message>
    <message numerus="yes">
        <location filename="../ponzi_desktop/ui/ponzi/end_table.py"/>
        <source>%n tile(s)</source>
        <translation>
            <numerusform>%n張</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/ponzi/end_table.py"/>
        <source>Interest due at the end of each round</source>
        <translation>每回合結束時應付的利息</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/ponzi/end_table.py"/>
        <source>Cash after every move: each round ends by paying the interest due. Cash was hidden during the game; now that it is over, everyone's is shown.</source>
        <translation>每一步之後的資金：每回合結束時支付到期的利息。遊戲中資金是隱藏的；遊戲結束後，顯示所有人的資金。</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/ponzi/end_table.py"/>
        <source>Nobody wins: every player went bankrupt</source>
        <translation>沒有贏家：所有玩家都破產了</translation>
    </message>
    <message numerus="yes">
        <location filename="../ponzi_desktop/ui/ponzi/end_table.py"/>
        <source>You win with %n point(s)</source>
        <translation>
            <numerusform>你以%n分獲勝</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../ponzi_desktop/ui/ponzi/end_table.py"/>
        <source>You share the win with %1, with %n point(s) each</source>
        <translation>
            <numerusform>你與%1並列獲勝，各%n分</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../ponzi_desktop/ui/ponzi/end_table.py"/>
        <source>%1 wins with %n point(s)</source>
        <translation>
            <numerusform>%1以%n分獲勝</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../ponzi_desktop/ui/ponzi/end_table.py"/>
        <source>%1 share the win with %n point(s)</source>
        <translation>
            <numerusform>%1以%n分並列獲勝</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/ponzi/end_table.py"/>
        <source>The round limit was reached: every player is scored.</source>
        <translation>已達回合上限：所有玩家都計分。</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/ponzi/end_table.py"/>
        <source>You could not pay the interest due, nor could %1: bankrupt players are not scored.</source>
        <translation>你和%1都付不出到期的利息：破產的玩家不計分。</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/ponzi/end_table.py"/>
        <source>You could not pay the interest due: bankrupt players are not scored.</source>
        <translation>你付不出到期的利息：破產的玩家不計分。</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/ponzi/end_table.py"/>
        <source>%1 could not pay the interest due: bankrupt players are not scored.</source>
        <translation>%1付不出到期的利息：破產的玩家不計分。</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/ponzi/end_table.py"/>
        <source>Tied on points: your highest fund card, %1, breaks the tie.</source>
        <translation>同分：由你最高的資金卡%1決定勝負。</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/ponzi/end_table.py"/>
        <source>Tied on points: %1's highest fund card, %2, breaks the tie.</source>
        <translation>同分：由%1最高的資金卡%2決定勝負。</translation>
    </message>
</context>
<context>
    <name>PonziHint</name>
    <message>
        <location filename="../ponzi_desktop/ui/ponzi/hint.py"/>
        <source>Hint: take a %1 tile and fund the %2 card.</source>
        <translation>提示：拿1張%1產業卡，用%2的資金卡募資。</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/ponzi/hint.py"/>
        <source>Hint: offer %1 to %2 for one of %2's %3 tiles.</source>
        <translation>提示：以%1向%2出價，換取對方1張%3產業卡。</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/ponzi/hint.py"/>
        <source>Hint: buy the %1 luxury.</source>
        <translation>提示：購買%1的奢侈卡。</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/ponzi/hint.py"/>
        <source>Hint: sell — take the envelope and give one tile.</source>
        <translation>提示：賣出 — 收下信封，交出1張產業卡。</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/ponzi/hint.py"/>
        <source>Hint: counter-offer — pay the same amount and take one tile.</source>
        <translation>提示：買入 — 支付相同金額，取得1張產業卡。</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/ponzi/hint.py"/>
        <source>Hint: remove the %1 card from the funding board.</source>
        <translation>提示：從市場資金圖板移除%1的資金卡。</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/ponzi/hint.py"/>
        <source>Hint: give back a %1 tile.</source>
        <translation>提示：歸還1張%1產業卡。</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/ponzi/hint.py"/>
        <source>Hint: pass — take no funding this turn.</source>
        <translation>提示：跳過— 這次不募資。</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/ponzi/hint.py"/>
        <source>Hint: pass — make no offer this turn.</source>
        <translation>提示：跳過— 這次不提出交易。</translation>
    </message>
    <message>
        <source>Hint: offer %1 to %2 for one of their %3 tiles.</source>
        <translation type="vanished">提示：以%1向%2出價，換取對方1張%3產業卡。</translation>
    </message>
</context>
<context>
    <name>PonziLog</name>
    <message>
        <location filename="../ponzi_desktop/ui/ponzi/narration.py"/>
        <source>somebody</source>
        <translation>某人</translation>
    </message>
    <message numerus="yes">
        <location filename="../ponzi_desktop/ui/ponzi/narration.py"/>
        <source>You fund %1: you take the %2 card (you owe %3 interest every %n round(s))</source>
        <translation>
            <numerusform>你以%1募資：拿取資金卡%2（你每%n回合支付利息%3）</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../ponzi_desktop/ui/ponzi/narration.py"/>
        <source>%1 funds %2: takes the %3 card (owes %4 interest every %n round(s))</source>
        <translation>
            <numerusform>%1以%2募資：拿取資金卡%3（每%n回合支付利息%4）</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/ponzi/narration.py"/>
        <source>You have no industry in common with anyone: trading passes you by</source>
        <translation>你與任何人都沒有共同的產業：內線交易自動跳過</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/ponzi/narration.py"/>
        <source>%1 has no industry in common with anyone: no offer to make</source>
        <translation>%1與任何人都沒有共同的產業：內線交易自動跳過</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/ponzi/narration.py"/>
        <source>You pass: no offer</source>
        <translation>你選擇跳過：不提出交易</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/ponzi/narration.py"/>
        <source>You pass: no funding</source>
        <translation>你選擇跳過：不募資</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/ponzi/narration.py"/>
        <source>%1 passes: no offer</source>
        <translation>%1選擇跳過：不提出交易</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/ponzi/narration.py"/>
        <source>%1 passes: no funding</source>
        <translation>%1選擇跳過：不募資</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/ponzi/narration.py"/>
        <source>You offer %1 an envelope with %2 for a %3 tile</source>
        <translation>你向%1遞出內含%2的信封，要買%3產業卡</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/ponzi/narration.py"/>
        <source>You offer %1 an envelope for a %2 tile</source>
        <translation>你向%1遞出信封，要買%2產業卡</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/ponzi/narration.py"/>
        <source>%1 offers you an envelope with %2 for a %3 tile</source>
        <translation>%1向你遞出內含%2的信封，要買%3產業卡</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/ponzi/narration.py"/>
        <source>%1 offers you an envelope for a %2 tile</source>
        <translation>%1向你遞出信封，要買%2產業卡</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/ponzi/narration.py"/>
        <source>%1 offers %2 an envelope with %3 for a %4 tile</source>
        <translation>%1向%2遞出內含%3的信封，要買%4產業卡</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/ponzi/narration.py"/>
        <source>%1 offers %2 an envelope for a %3 tile</source>
        <translation>%1向%2遞出信封，要買%3產業卡</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/ponzi/narration.py"/>
        <source>You sell a %1 tile to %2 for %3</source>
        <translation>你以%3把%1產業卡賣出給%2</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/ponzi/narration.py"/>
        <source>You sell a %1 tile to %2</source>
        <translation>你把%1產業卡賣出給%2</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/ponzi/narration.py"/>
        <source>%1 sells you a %2 tile for %3</source>
        <translation>%1以%3把%2產業卡賣出給你</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/ponzi/narration.py"/>
        <source>%1 sells you a %2 tile</source>
        <translation>%1把%2產業卡賣出給你</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/ponzi/narration.py"/>
        <source>%1 sells a %2 tile to %3 for %4</source>
        <translation>%1以%4把%2產業卡賣出給%3</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/ponzi/narration.py"/>
        <source>%1 sells a %2 tile to %3</source>
        <translation>%1把%2產業卡賣出給%3</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/ponzi/narration.py"/>
        <source>You counter: you pay %1 %2 and take a %3 tile</source>
        <translation>你選擇買入：付%2給%1，拿走%3產業卡</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/ponzi/narration.py"/>
        <source>You counter: you take a %1 tile from %2</source>
        <translation>你選擇買入：從%2拿走%1產業卡</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/ponzi/narration.py"/>
        <source>%1 counters: pays you %2 and takes a %3 tile</source>
        <translation>%1選擇買入：付%2給你，拿走%3產業卡</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/ponzi/narration.py"/>
        <source>%1 counters: takes a %2 tile from you</source>
        <translation>%1選擇買入：從你那裡拿走%2產業卡</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/ponzi/narration.py"/>
        <source>%1 counters: pays %2 %3 and takes a %4 tile</source>
        <translation>%1選擇買入：付%3給%2，拿走%4產業卡</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/ponzi/narration.py"/>
        <source>%1 counters: takes a %2 tile from %3</source>
        <translation>%1選擇買入：從%3拿走%2產業卡</translation>
    </message>
    <message numerus="yes">
        <location filename="../ponzi_desktop/ui/ponzi/narration.py"/>
        <source>You buy the %1 luxury (%n point(s))</source>
        <translation>
            <numerusform>你購買%1的奢侈卡（%n分）</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../ponzi_desktop/ui/ponzi/narration.py"/>
        <source>%1 buys the %2 luxury (%n point(s))</source>
        <translation>
            <numerusform>%1購買%2的奢侈卡（%n分）</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/ponzi/narration.py"/>
        <source>%1 begins</source>
        <translation>%1開始</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/ponzi/narration.py"/>
        <source>You receive the start player marker</source>
        <translation>你拿到起始玩家卡</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/ponzi/narration.py"/>
        <source>%1 receives the start player marker</source>
        <translation>%1拿到起始玩家卡</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/ponzi/narration.py"/>
        <source>You remove the %1 start card from the game</source>
        <translation>你將起始資金卡%1移出遊戲</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/ponzi/narration.py"/>
        <source>You discard the %1 card</source>
        <translation>你將資金卡%1丟到棄牌堆</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/ponzi/narration.py"/>
        <source>%1 removes the %2 start card from the game</source>
        <translation>%1將起始資金卡%2移出遊戲</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/ponzi/narration.py"/>
        <source>%1 discards the %2 card</source>
        <translation>%1將資金卡%2丟到棄牌堆</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/ponzi/narration.py"/>
        <source>New on the funding board: %1</source>
        <translation>市場資金圖板補上：%1</translation>
    </message>
    <message numerus="yes">
        <location filename="../ponzi_desktop/ui/ponzi/narration.py"/>
        <source>Market crash! %n bear card(s) go to the discard pile: %1</source>
        <translation>
            <numerusform>崩盤！%n張熊卡進入棄牌堆：%1</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/ponzi/narration.py"/>
        <source>You return a %1 tile to the supply</source>
        <translation>你將%1產業卡歸還公區</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/ponzi/narration.py"/>
        <source>%1 returns a %2 tile to the supply</source>
        <translation>%1將%2產業卡歸還公區</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/ponzi/narration.py"/>
        <source>The time wheels turn one space</source>
        <translation>時間輪轉動1格</translation>
    </message>
    <message numerus="yes">
        <location filename="../ponzi_desktop/ui/ponzi/narration.py"/>
        <source>After the crash the time wheels turn %n space(s)</source>
        <translation>
            <numerusform>崩盤後時間輪轉動%n格</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/ponzi/narration.py"/>
        <source>You pay %1 interest on the %2 card</source>
        <translation>你為%2的資金卡支付利息%1</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/ponzi/narration.py"/>
        <source>You pay %1 interest on the %2 cards</source>
        <translation>你為%2的資金卡支付利息%1</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/ponzi/narration.py"/>
        <source>%1 pays %2 interest on the %3 card</source>
        <translation>%1為%3的資金卡支付利息%2</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/ponzi/narration.py"/>
        <source>%1 pays %2 interest on the %3 cards</source>
        <translation>%1為%3的資金卡支付利息%2</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/ponzi/narration.py"/>
        <source>You are bankrupt: you cannot pay the %1 due on the %2 card</source>
        <translation>你破產了：付不出%2的資金卡到期的利息%1</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/ponzi/narration.py"/>
        <source>You are bankrupt: you cannot pay the %1 due on the %2 cards</source>
        <translation>你破產了：付不出%2的資金卡到期的利息%1</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/ponzi/narration.py"/>
        <source>%1 is bankrupt: cannot pay the %2 due on the %3 card</source>
        <translation>%1破產：付不出%3的資金卡到期的利息%2</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/ponzi/narration.py"/>
        <source>%1 is bankrupt: cannot pay the %2 due on the %3 cards</source>
        <translation>%1破產：付不出%3的資金卡到期的利息%2</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/ponzi/narration.py"/>
        <source>Round %1 · you start</source>
        <translation>第%1回合 · 由你開始</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/ponzi/narration.py"/>
        <source>Round %1 · %2 starts</source>
        <translation>第%1回合 · 由%2開始</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/ponzi/narration.py"/>
        <source>Game over: nobody wins, every player is bankrupt</source>
        <translation>遊戲結束：所有玩家都破產，沒有贏家</translation>
    </message>
    <message numerus="yes">
        <location filename="../ponzi_desktop/ui/ponzi/narration.py"/>
        <source>The round limit is reached: you win with %n point(s)</source>
        <translation>
            <numerusform>已達回合上限：你以%n分獲勝</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../ponzi_desktop/ui/ponzi/narration.py"/>
        <source>Game over: you win with %n point(s)</source>
        <translation>
            <numerusform>遊戲結束：你以%n分獲勝</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../ponzi_desktop/ui/ponzi/narration.py"/>
        <source>The round limit is reached: you share the win with %1, with %n point(s) each</source>
        <translation>
            <numerusform>已達回合上限：你與%1並列獲勝，各%n分</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../ponzi_desktop/ui/ponzi/narration.py"/>
        <source>Game over: you share the win with %1, with %n point(s) each</source>
        <translation>
            <numerusform>遊戲結束：你與%1並列獲勝，各%n分</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../ponzi_desktop/ui/ponzi/narration.py"/>
        <source>The round limit is reached: %1 wins with %n point(s)</source>
        <translation>
            <numerusform>已達回合上限：%1以%n分獲勝</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../ponzi_desktop/ui/ponzi/narration.py"/>
        <source>Game over: %1 wins with %n point(s)</source>
        <translation>
            <numerusform>遊戲結束：%1以%n分獲勝</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../ponzi_desktop/ui/ponzi/narration.py"/>
        <source>The round limit is reached: %1 share the win with %n point(s)</source>
        <translation>
            <numerusform>已達回合上限：%1以%n分並列獲勝</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../ponzi_desktop/ui/ponzi/narration.py"/>
        <source>Game over: %1 share the win with %n point(s)</source>
        <translation>
            <numerusform>遊戲結束：%1以%n分並列獲勝</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../ponzi_desktop/ui/ponzi/narration.py"/>
        <source>The discard pile and the rest of the deck are shuffled together into a new deck of %n card(s)</source>
        <translation>
            <numerusform>棄牌堆與剩下的資金卡牌堆一起洗勻成新的資金卡牌堆，共%n張</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../ponzi_desktop/ui/ponzi/narration.py"/>
        <source>The discard pile is shuffled into a new deck of %n card(s)</source>
        <translation>
            <numerusform>棄牌堆洗勻成新的資金卡牌堆，共%n張</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 has no industry in common with anyone: trading passes them by</source>
        <translation type="vanished">%1與任何人都沒有共同的產業：內線交易自動跳過</translation>
    </message>
    <message>
        <source>You remove the %1 card to the discard pile</source>
        <translation type="vanished">你將資金卡%1丟到棄牌堆</translation>
    </message>
    <message>
        <source>%1 removes the %2 card to the discard pile</source>
        <translation type="vanished">%1將資金卡%2丟到棄牌堆</translation>
    </message>
    <message numerus="yes">
        <source>Market crash! %n bear card(s) leave the funding board: %1</source>
        <translation type="vanished">
            <numerusform>崩盤！%n張熊卡離開市場資金圖板：%1</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>You pay %1 interest on %n card(s): %2</source>
        <translation type="vanished">
            <numerusform>你為%n張資金卡支付利息%1：%2</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 pays %2 interest on %n card(s): %3</source>
        <translation type="vanished">
            <numerusform>%1為%n張資金卡支付利息%2：%3</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>You are bankrupt: you cannot pay %1 due on %n card(s): %2</source>
        <translation type="vanished">
            <numerusform>你破產了：付不出%n張資金卡到期的利息%1：%2</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 is bankrupt: cannot pay %2 due on %n card(s): %3</source>
        <translation type="vanished">
            <numerusform>%1破產：付不出%n張資金卡到期的利息%2：%3</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>You fund %1: you take the %2 card (it pays %3 every %n round(s))</source>
        <translation type="vanished">
            <numerusform>你以%1募資：拿取資金卡 %2（每 %n 回合支付利息 %3）</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 funds %2: takes the %3 card (pays %4 every %n round(s))</source>
        <translation type="vanished">
            <numerusform>%1以%2募資：拿取資金卡 %3（每 %n 回合支付利息 %4）</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>PonziMoves</name>
    <message>
        <location filename="../ponzi_desktop/ui/ponzi/moves.py"/>
        <source>1st</source>
        <translation>第1張</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/ponzi/moves.py"/>
        <source>2nd</source>
        <translation>第2張</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/ponzi/moves.py"/>
        <source>3rd</source>
        <translation>第3張</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/ponzi/moves.py"/>
        <source>You already hold %1 %2 tiles: funding allows at most 3.</source>
        <translation>你已經持有%1張%2產業卡：募資最多只能拿到3張。</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/ponzi/moves.py"/>
        <source>The %1 supply is empty.</source>
        <translation>公區的%1產業卡已經拿完了。</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/ponzi/moves.py"/>
        <source>Row %1 of the funding board is empty: no %2 tile can be funded now.</source>
        <translation>市場資金圖板第%1列是空的：現在無法用%2產業卡募資。</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/ponzi/moves.py"/>
        <source>The %1 card is not on the funding board.</source>
        <translation>資金卡%1不在市場資金圖板上。</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/ponzi/moves.py"/>
        <source>Your next %1 tile is your %2 one, so it funds from row %3; the %4 card is in row %5.</source>
        <translation>你的下一張%1產業卡是%2，所以要從第%3列募資；資金卡%4在第%5列。</translation>
    </message>
    <message numerus="yes">
        <location filename="../ponzi_desktop/ui/ponzi/moves.py"/>
        <source>The %1 card is in row %2: it needs an industry of which you hold exactly %n tile(s), with tiles left in the supply.</source>
        <translation>
            <numerusform>資金卡%1在第%2列：需要一種你正好持有%n張、而且公區還有剩的產業卡。</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/ponzi/moves.py"/>
        <source>Drop the tile on another player to offer them a trade.</source>
        <translation>把產業卡拖到其他玩家身上，向對方提出交易。</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/ponzi/moves.py"/>
        <source>%1 holds no %2 tile: you can only trade an industry you both hold.</source>
        <translation>%1沒有%2產業卡：只能交易雙方都持有的產業。</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/ponzi/moves.py"/>
        <source>Luxuries are part of the advanced rules only.</source>
        <translation>奢侈卡只用於進階規則。</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/ponzi/moves.py"/>
        <source>The %1 luxury has been bought already.</source>
        <translation>%1的奢侈卡已經被買走了。</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/ponzi/moves.py"/>
        <source>You cannot afford the %1 luxury: you have %2.</source>
        <translation>你買不起%1的奢侈卡：你只有%2。</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/ponzi/moves.py"/>
        <source>Not now. %1</source>
        <translation>現在不行。%1</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/ponzi/moves.py"/>
        <source>Your wheel: the cards you fund go onto it, in the funding phase; luxuries you buy go beside it.</source>
        <translation>你的時間輪：募資階段拿到的資金卡放在這裡；買的奢侈卡放在旁邊。</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/ponzi/moves.py"/>
        <source>%1's place: in the trading phase, drop a tile of yours here to offer it to them.</source>
        <translation>%1 的區域：交易階段時，把你的產業卡拖到這裡，向對方提出交易。</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/ponzi/moves.py"/>
        <source>A card of the funding board: in the funding phase, fund it with a tile from the industry supply.</source>
        <translation>市場資金圖板上的資金卡：募資階段時，用公區的產業卡為它募資。</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/ponzi/moves.py"/>
        <source>The industry supply: you take a tile from it to fund a card, and give one back to it when you must return a tile.</source>
        <translation>公區：募資時從這裡拿取產業卡，必須歸還產業卡時也還到這裡。</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/ponzi/moves.py"/>
        <source>The discard pile: after trading, the new start player removes a card of the funding board onto it.</source>
        <translation>棄牌堆：交易之後，新的起始玩家把市場資金圖板上的一張資金卡丟到這裡。</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/ponzi/moves.py"/>
        <source>The %1 card is yours to fund: now drag or click the industry tile for it in the supply, or press Enter on its green button below.</source>
        <translation>已選擇資金卡%1：接著從公區拖曳或點選對應的產業卡，或在下方它的綠色按鈕上按 Enter。</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/ponzi/moves.py"/>
        <source>Cards are removed to the discard pile by the new start player, after trading.</source>
        <translation>資金卡由新的起始玩家在內線交易之後丟到棄牌堆。</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/ponzi/moves.py"/>
        <source>Drop the card you remove on the discard pile.</source>
        <translation>把要移除的資金卡拖到棄牌堆。</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/ponzi/moves.py"/>
        <source>Drop the tile you return on the industry supply.</source>
        <translation>把要歸還的產業卡拖到公區。</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/ponzi/moves.py"/>
        <source>Answer the envelope first: Sold or Counter-offer.</source>
        <translation>請先回應信封：賣出或買入。</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/ponzi/moves.py"/>
        <source>Row %1 is lit: drag one of its cards onto your wheel, click it, or press Enter on its green amount below.</source>
        <translation>第%1列已亮起：把其中一張資金卡拖到你的時間輪、點選它，或在下方它的綠色金額上按 Enter。</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/ponzi/moves.py"/>
        <source>Nobody else holds a %1 tile: there is nobody to offer it to.</source>
        <translation>沒有其他玩家持有%1產業卡：沒有交易對象。</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/ponzi/moves.py"/>
        <source>Now click the player you offer your %1 tile to.</source>
        <translation>接著點選你要用%1產業卡提出交易的玩家。</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/ponzi/moves.py"/>
        <source>Click the luxury again, or your own area, to buy it.</source>
        <translation>要購買，請再點一次奢侈卡，或點選你自己的區域。</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/ponzi/moves.py"/>
        <source>Click the %1 card again, or the discard pile, to remove it.</source>
        <translation>要移除，請再點一次資金卡%1，或點選棄牌堆。</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/ponzi/moves.py"/>
        <source>Click the tile again, or the supply, to return it.</source>
        <translation>要歸還，請再點一次產業卡，或點選公區。</translation>
    </message>
    <message numerus="yes">
        <location filename="../ponzi_desktop/ui/ponzi/moves.py"/>
        <source>You hold %n %1 tile(s), fewer than of another industry: return a tile of an industry you hold most of (%2 tiles).</source>
        <translation>
            <numerusform>你只有%n張%1產業卡，比其他產業少：請歸還你持有最多的產業（%2張）中的1張產業卡。</numerusform>
        </translation>
    </message>
    <message>
        <source>The %1 card is yours to fund: now drag or click the industry tile for it in the supply.</source>
        <translation type="vanished">已選擇資金卡%1：接著從公區拖曳或點選對應的產業卡。</translation>
    </message>
    <message>
        <source>Row %1 is lit: drag one of its cards onto your wheel, or click it.</source>
        <translation type="vanished">第%1列已亮起：把其中一張資金卡拖到你的時間輪，或點選它。</translation>
    </message>
    <message>
        <source>Card %1 is not on the funding board.</source>
        <translation type="vanished">資金卡%1不在市場資金圖板上。</translation>
    </message>
    <message numerus="yes">
        <source>Card %1 is in row %2: it needs an industry of which you hold exactly %n tile(s), with tiles left in the supply.</source>
        <translation type="vanished">
            <numerusform>資金卡%1在第%2列：需要一種你正好持有%n張、而且公區還有剩的產業卡。</numerusform>
        </translation>
    </message>
    <message>
        <source>Card %1 is yours to fund: now drag or click the industry tile for it in the supply.</source>
        <translation type="vanished">已選擇資金卡%1：接著從公區拖曳或點選對應的產業卡。</translation>
    </message>
    <message>
        <source>Click card %1 again, or the discard pile, to remove it.</source>
        <translation type="vanished">要移除，請再點一次資金卡%1，或點選棄牌堆。</translation>
    </message>
    <message>
        <source>Your next %1 tile is your %2 one, so it funds from row %3; card %4 is in row %5.</source>
        <translation type="vanished">你的下一張%1產業卡是%2，所以要從第 %3 列募資；資金卡 %4 在第 %5 列。</translation>
    </message>
</context>
<context>
    <name>PonziTable</name>
    <message>
        <location filename="../ponzi_desktop/ui/ponzi/board.py"/>
        <source>Funding board</source>
        <translation>市場資金圖板</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/ponzi/board.py"/>
        <source>Row 1</source>
        <translation>第1列</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/ponzi/board.py"/>
        <source>1st tile of an industry</source>
        <translation>第1張產業卡</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/ponzi/board.py"/>
        <source>Row 2</source>
        <translation>第2列</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/ponzi/board.py"/>
        <source>2nd tile of an industry</source>
        <translation>第2張產業卡</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/ponzi/board.py"/>
        <source>Row 3</source>
        <translation>第3列</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/ponzi/board.py"/>
        <source>3rd tile of an industry</source>
        <translation>第3張產業卡</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/ponzi/board.py"/>
        <source>Industry supply</source>
        <translation>公區產業卡</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/ponzi/board.py"/>
        <source>Luxuries for sale</source>
        <translation>可購買的奢侈卡</translation>
    </message>
    <message numerus="yes">
        <location filename="../ponzi_desktop/ui/ponzi/board.py"/>
        <source>%n left</source>
        <translation>
            <numerusform>剩%n張</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../ponzi_desktop/ui/ponzi/board.py"/>
        <source>%1: %n tile(s) left in the supply.</source>
        <translation>
            <numerusform>%1：公區還剩%n張產業卡。</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/ponzi/board.py"/>
        <source>The bank: pays out fund cards, collects interest and luxury prices.</source>
        <translation>銀行：支付資金卡的金額，收取利息與奢侈卡的價款。</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/ponzi/board.py"/>
        <source>Bank</source>
        <translation>銀行</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/ponzi/board.py"/>
        <source>Steps:</source>
        <translation>步驟：</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/ponzi/board.py"/>
        <source>Deck</source>
        <translation>資金卡牌堆</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/ponzi/board.py"/>
        <source>Round %1 of %2</source>
        <translation>第%1/%2回合</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/ponzi/board.py"/>
        <source>Round %1</source>
        <translation>第%1回合</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/ponzi/board.py"/>
        <source>%1. %2</source>
        <translation>%1. %2</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/ponzi/board.py"/>
        <source>Bears: %1 (a crash at %2, next round)</source>
        <translation>熊卡：%1張（下回合%2張時崩盤）</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/ponzi/board.py"/>
        <source>Bears on the board: %1 (a crash at %2)</source>
        <translation>圖板上的熊卡：%1張（%2張時崩盤）</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/ponzi/board.py"/>
        <source>Discards: %1</source>
        <translation>棄牌堆：%1</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/ponzi/board.py"/>
        <source>Start cards out of the game: %1</source>
        <translation>移出遊戲的起始資金卡：%1</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/ponzi/board.py"/>
        <source>Discard pile: the new start player removes one card from the funding board here.</source>
        <translation>棄牌堆：新的起始玩家從市場資金圖板移除的資金卡放在這裡。</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/ponzi/cards.py"/>
        <source>Bear card: when there are as many bears on the funding board as there are players, the market crashes.</source>
        <translation>熊卡：市場資金圖板上的熊卡數量達到玩家人數時，就會崩盤。</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/ponzi/cards.py"/>
        <source>Starting fund card: once it leaves the funding board, it leaves the game.</source>
        <translation>起始資金卡：一旦離開市場資金圖板，就移出遊戲。</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/ponzi/cards.py"/>
        <source>Due now.</source>
        <translation>現在到期。</translation>
    </message>
    <message numerus="yes">
        <location filename="../ponzi_desktop/ui/ponzi/cards.py"/>
        <source>Due in %n round(s).</source>
        <translation>
            <numerusform>%n回合後到期。</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/ponzi/cards.py"/>
        <source>Bear</source>
        <translation>熊卡</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/ponzi/cards.py"/>
        <source>Start</source>
        <translation>起始</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/ponzi/cards.py"/>
        <source>%1 due every %2</source>
        <translation>每%2回合付%1</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/ponzi/cards.py"/>
        <source>every %1</source>
        <translation>每%1回合</translation>
    </message>
    <message numerus="yes">
        <location filename="../ponzi_desktop/ui/ponzi/cards.py"/>
        <source>Deck: %n card(s) face down.</source>
        <translation>
            <numerusform>資金卡牌堆：正面朝下%n張。</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/ponzi/event_steps.py"/>
        <source>Market crash!</source>
        <translation>崩盤！</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/ponzi/event_steps.py"/>
        <source>envelope</source>
        <translation>信封</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/ponzi/event_steps.py"/>
        <source>−%1</source>
        <translation>−%1</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/ponzi/items.py"/>
        <source>Start player marker</source>
        <translation>起始玩家卡</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/ponzi/player_area.py"/>
        <source>%1's cash is hidden behind their screen.</source>
        <translation>%1的現金藏在屏風後面。</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/ponzi/player_area.py"/>
        <source>Cash: %1</source>
        <translation>現金：%1</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/ponzi/player_area.py"/>
        <source>BANKRUPT</source>
        <translation>破產</translation>
    </message>
    <message numerus="yes">
        <location filename="../ponzi_desktop/ui/ponzi/player_area.py"/>
        <source>%1: %n tile(s)</source>
        <translation>
            <numerusform>%1：%n張</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/ponzi/scene.py"/>
        <source>You hand %1 an envelope for a %2 tile.</source>
        <translation>你把要買%2產業卡的信封交給%1。</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/ponzi/scene.py"/>
        <source>You hand %1 an envelope for a %2 tile, with %3 inside.</source>
        <translation>你把內含%3、要買%2產業卡的信封交給%1。</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/ponzi/scene.py"/>
        <source>%1 hands you an envelope for a %2 tile.</source>
        <translation>%1把要買%2產業卡的信封交給你。</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/ponzi/scene.py"/>
        <source>%1 hands you an envelope for a %2 tile, with %3 inside.</source>
        <translation>%1把內含%3、要買%2產業卡的信封交給你。</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/ponzi/scene.py"/>
        <source>%1 hands %2 an envelope for a %3 tile.</source>
        <translation>%1把要買%3產業卡的信封交給%2。</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/ponzi/scene.py"/>
        <source>%1 hands %2 an envelope for a %3 tile, with %4 inside.</source>
        <translation>%1把內含%4、要買%3產業卡的信封交給%2。</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/ponzi/table.py"/>
        <source>Ponzi Scheme table</source>
        <translation>龐氏騙局桌面</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/ponzi/table.py"/>
        <source>Round %1 of %2 · %3</source>
        <translation>第%1/%2回合 · %3</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/ponzi/table.py"/>
        <source>Round %1 · %2</source>
        <translation>第%1回合 · %2</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/ponzi/wheel.py"/>
        <source>Nothing due this round</source>
        <translation>本回合無須付息</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/ponzi/wheel.py"/>
        <source>Due this round: %1</source>
        <translation>本回合應付利息：%1</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/ponzi/wheel.py"/>
        <source>Interest due at the end of this round: %1</source>
        <translation>本回合結束時應付利息：%1</translation>
    </message>
    <message numerus="yes">
        <location filename="../ponzi_desktop/ui/ponzi/cards.py"/>
        <source>Fund card %1: whoever funds it pays %2 interest every %n round(s).</source>
        <translation>
            <numerusform>資金卡%1：用它募資的人每%n回合支付利息%2。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../ponzi_desktop/ui/ponzi/items.py"/>
        <source>Luxury: costs %1, worth %n point(s) at the end.</source>
        <translation>
            <numerusform>奢侈卡：價格%1，遊戲結束時計%n分。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../ponzi_desktop/ui/ponzi/items.py"/>
        <source>%n point(s)</source>
        <translation>
            <numerusform>%n分</numerusform>
        </translation>
    </message>
    <message>
        <source>Bears on the board: %1 (a crash at %2, checked next round)</source>
        <translation type="vanished">圖板上的熊卡：%1張（%2張時崩盤，下回合檢查）</translation>
    </message>
    <message>
        <source>you</source>
        <translation type="vanished">你</translation>
    </message>
    <message>
        <source>bot · thinking…</source>
        <translation type="vanished">電腦思考中…</translation>
    </message>
    <message>
        <source>bot</source>
        <translation type="vanished">電腦</translation>
    </message>
    <message>
        <source>deciding…</source>
        <translation type="vanished">思考中…</translation>
    </message>
    <message>
        <source>Bear card: when the bears on the board number at least the players, the market crashes.</source>
        <translation type="vanished">熊卡：市場資金圖板上的熊卡數量大於或等於玩家人數時，就會崩盤。</translation>
    </message>
    <message>
        <source>Nothing due next round</source>
        <translation type="vanished">下回合無須付息</translation>
    </message>
    <message>
        <source>Due next round: %1</source>
        <translation type="vanished">下回合應付利息：%1</translation>
    </message>
    <message>
        <source>Interest due next round: %1</source>
        <translation type="vanished">下回合應付利息：%1</translation>
    </message>
    <message>
        <source>Starting fund card: removed from the game when it is removed.</source>
        <translation type="vanished">起始資金卡：從圖板移除時，直接移出遊戲。</translation>
    </message>
    <message>
        <source>pays %1 every %2</source>
        <translation type="vanished">每 %2 回合付 %1</translation>
    </message>
    <message numerus="yes">
        <source>Fund card %1: pays %2 interest every %n round(s).</source>
        <translation type="vanished">
            <numerusform>資金卡 %1：每 %n 回合支付利息 %2。</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 / %2</source>
        <translation type="vanished">%1 / %2</translation>
    </message>
    <message>
        <source>You are watching: only a seated player can move.</source>
        <translation type="vanished">你正在觀戰：只有就座的玩家才能行動。</translation>
    </message>
    <message>
        <source>It is not your turn: %1 is deciding.</source>
        <translation type="vanished">還沒輪到你：%1正在思考。</translation>
    </message>
    <message>
        <source>Game over: nobody wins.</source>
        <translation type="vanished">遊戲結束：沒有贏家。</translation>
    </message>
    <message>
        <source>Game over: %1 wins.</source>
        <translation type="vanished">遊戲結束：%1獲勝。</translation>
    </message>
    <message>
        <source>Game over: a shared win.</source>
        <translation type="vanished">遊戲結束：並列獲勝。</translation>
    </message>
    <message>
        <source>%1 is thinking…</source>
        <translation type="vanished">%1正在思考…</translation>
    </message>
    <message>
        <source>Your turn, %1.</source>
        <translation type="vanished">輪到你了，%1。</translation>
    </message>
    <message>
        <source>%1 is deciding.</source>
        <translation type="vanished">%1正在思考。</translation>
    </message>
    <message>
        <source>A hint is for your own turn.</source>
        <translation type="vanished">只有輪到你時才能使用提示。</translation>
    </message>
</context>
<context>
    <name>PriceHistoryPanel</name>
    <message>
        <location filename="../ponzi_desktop/ui/black_friday/history.py"/>
        <source>Prices over the game</source>
        <translation>整局的股價</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/black_friday/history.py"/>
        <source>Prices after each price change</source>
        <translation>每次價格變動後的股價</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/black_friday/history.py"/>
        <source>What every player may see</source>
        <translation>所有玩家都能看到的內容</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/black_friday/history.py"/>
        <source>Wealth of %1</source>
        <translation>%1的財富</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/black_friday/history.py"/>
        <source>Your wealth at those prices</source>
        <translation>以當時價格計算的你的財富</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/black_friday/history.py"/>
        <source>Gold</source>
        <translation>金條</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/black_friday/history.py"/>
        <source>Gold at %1 ends the game.</source>
        <translation>金條價格到達 %1 時遊戲結束。</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/black_friday/history.py"/>
        <source>Gold at %1 ends the game. Only your own wealth is shown.</source>
        <translation>金條價格到達 %1 時遊戲結束。只顯示你自己的財富。</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/black_friday/history.py"/>
        <source>Nobody is seated at the screen: only the prices are shown.</source>
        <translation>螢幕前沒有人就座：只顯示價格。</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/black_friday/history.py"/>
        <source>You finished with %1.</source>
        <translation>你最後的財富為 %1。</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/black_friday/history.py"/>
        <source>Your wealth at the current prices: %1.</source>
        <translation>以目前價格計算你的財富：%1。</translation>
    </message>
</context>
<context>
    <name>Refusals</name>
    <message>
        <location filename="../ponzi_desktop/ui/kit/labels.py"/>
        <source>Hand the screen to the next player first.</source>
        <translation>請先把螢幕交給下一位玩家。</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/kit/labels.py"/>
        <source>That is not your seat.</source>
        <translation>那不是你的座位。</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/kit/labels.py"/>
        <source>The game is over.</source>
        <translation>遊戲已結束。</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/kit/labels.py"/>
        <source>It is not your turn.</source>
        <translation>還沒輪到你。</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/kit/labels.py"/>
        <source>A bot ran into a problem and made a simple move instead.</source>
        <translation>電腦玩家發生問題，改為採取一個簡單的行動。</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/kit/labels.py"/>
        <source>A hint is for your own turn.</source>
        <translation>只有輪到你時才能使用提示。</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/kit/labels.py"/>
        <source>No hint this time: the hint bot ran into a problem.</source>
        <translation>這次無法提供提示：負責提示的電腦玩家發生問題。</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/kit/labels.py"/>
        <source>Nothing to undo yet: no move has been made.</source>
        <translation>還沒有可以復原的動作。</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/kit/labels.py"/>
        <source>Moves made before the game was opened cannot be undone.</source>
        <translation>開啟遊戲之前的動作無法復原。</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/kit/labels.py"/>
        <source>Undo stops at the dice: a throw cannot be taken back.</source>
        <translation>復原到擲骰為止：擲出的點數無法收回。</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/kit/labels.py"/>
        <source>Undo stops at the card drawn: it cannot be put back.</source>
        <translation>復原到抽卡為止：抽到的卡無法放回。</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/kit/labels.py"/>
        <source>Undo stops at the bag draw: the shares drawn cannot be put back.</source>
        <translation>復原到從袋中抽股為止：抽出的股票無法放回。</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/kit/labels.py"/>
        <source>Undo stops at the new cards dealt from the deck: they cannot be put back.</source>
        <translation>復原到從資金卡牌堆補上的新卡為止：它們無法放回。</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/kit/labels.py"/>
        <source>Only your own last move can be undone, before anyone else has moved.</source>
        <translation>只能在其他人行動之前，復原你自己的上一步。</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/kit/labels.py"/>
        <source>This is a replay: nothing can be played here.</source>
        <translation>這是重播：這裡不能進行任何動作。</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/kit/labels.py"/>
        <source>The lesson asks for the lit move now.</source>
        <translation>課程現在要你走亮起的那一步。</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/kit/labels.py"/>
        <source>Read the lesson’s note first, then press Next.</source>
        <translation>請先讀完課程的說明，再按「下一步」。</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/kit/labels.py"/>
        <source>During the lesson, use the lesson’s Back button instead.</source>
        <translation>課程進行中，請改用課程的「上一步」按鈕。</translation>
    </message>
    <message>
        <source>Your last move cannot be undone: it showed something that was hidden.</source>
        <translation type="vanished">你上一步無法復原：它讓原本隱藏的東西公開了。</translation>
    </message>
</context>
<context>
    <name>ReplayBar</name>
    <message>
        <location filename="../ponzi_desktop/ui/replay/bar.py"/>
        <source>Back to the previous mark (Page Up)</source>
        <translation>回到上一個標記（Page Up）</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/replay/bar.py"/>
        <source>One action back (Left)</source>
        <translation>後退一個動作（←）</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/replay/bar.py"/>
        <source>One action forward (Right)</source>
        <translation>前進一個動作（→）</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/replay/bar.py"/>
        <source>On to the next mark (Page Down)</source>
        <translation>前往下一個標記（Page Down）</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/replay/bar.py"/>
        <source>&amp;Round</source>
        <translation>回合(&amp;R)</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/replay/bar.py"/>
        <source>Jump to the start of a round</source>
        <translation>跳到某回合的開始</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/replay/bar.py"/>
        <source>&amp;Eyes</source>
        <translation>視角(&amp;E)</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/replay/bar.py"/>
        <source>Whose eyes you look through: what that player could see</source>
        <translation>透過誰的眼睛觀看：該玩家當時看得到的內容</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/replay/bar.py"/>
        <source>How fast Play goes through the game: 2 or 4 times as fast, or every action at once, without its animation</source>
        <translation>播放遊戲的速度：2倍或4倍，或每個動作立即顯示、不播放動畫</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/replay/bar.py"/>
        <source>Close replay</source>
        <translation>關閉重播</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/replay/bar.py"/>
        <source>Back to where you opened the replay (Esc)</source>
        <translation>回到開啟重播的地方（Esc）</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/replay/bar.py"/>
        <source>Instant: no animations</source>
        <translation>即時：不播放動畫</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/replay/bar.py"/>
        <source>Instant</source>
        <translation>即時</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/replay/bar.py"/>
        <source>%1×</source>
        <translation>%1倍</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/replay/bar.py"/>
        <source>A spectator</source>
        <translation>旁觀者</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/replay/bar.py"/>
        <source>Before the first action</source>
        <translation>第一個動作之前</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/replay/bar.py"/>
        <source>Action %1 of %2</source>
        <translation>第 %1/%2 個動作</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/replay/bar.py"/>
        <source>%1 · %2</source>
        <translation>%1 · %2</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/replay/bar.py"/>
        <source>%1 · round %2</source>
        <translation>%1 · 第%2回合</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/replay/bar.py"/>
        <source>The game is over: you may look through any player's eyes.</source>
        <translation>遊戲已結束：你可以透過任何玩家的眼睛觀看。</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/replay/bar.py"/>
        <source>The game is not over: only the secrets of %1 may be shown.</source>
        <translation>遊戲尚未結束：只能顯示%1的秘密。</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/replay/bar.py"/>
        <source>The game is not over: nobody's secrets are shown.</source>
        <translation>遊戲尚未結束：不顯示任何人的秘密。</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/replay/bar.py"/>
        <source>You see what every player could see.</source>
        <translation>你看到的是所有玩家都看得到的內容。</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/replay/bar.py"/>
        <source>You see what %1 saw.</source>
        <translation>你看到的是%1當時看到的內容。</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/replay/bar.py"/>
        <source>Pause (Space)</source>
        <translation>暫停（空白鍵）</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/replay/bar.py"/>
        <source>Play the game from here (Space)</source>
        <translation>從這裡開始播放（空白鍵）</translation>
    </message>
    <message>
        <source>Before the first action (%1 in the game)</source>
        <translation type="vanished">第一個動作之前（全局共 %1 個）</translation>
    </message>
</context>
<context>
    <name>ReplayMarks</name>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/replay_marks.py"/>
        <location filename="../ponzi_desktop/ui/ponzi/replay_marks.py"/>
        <source>Bankruptcy</source>
        <translation>破產</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/replay_marks.py"/>
        <source>A player goes bankrupt</source>
        <translation>有玩家破產</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/replay_marks.py"/>
        <source>%1 goes bankrupt</source>
        <translation>%1破產</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/replay_marks.py"/>
        <source>Trade</source>
        <translation>交易</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/replay_marks.py"/>
        <source>Two players make a trade</source>
        <translation>兩位玩家完成交易</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/replay_marks.py"/>
        <source>%1 trades with %2</source>
        <translation>%1與%2完成交易</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/replay_marks.py"/>
        <source>Prison</source>
        <translation>監獄</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/replay_marks.py"/>
        <source>A Monopolist goes to Prison</source>
        <translation>有壟斷者進監獄</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/replay_marks.py"/>
        <source>%1 goes to Prison</source>
        <translation>%1進監獄</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/replay_marks.py"/>
        <source>Price War</source>
        <translation>價格戰</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/replay_marks.py"/>
        <source>A Competitor goes to the Price War</source>
        <translation>有競爭者進入價格戰</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/replay_marks.py"/>
        <source>%1 goes to the Price War</source>
        <translation>%1進入價格戰</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/replay_marks.py"/>
        <source>Card</source>
        <translation>抽卡</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/replay_marks.py"/>
        <source>A player draws a card</source>
        <translation>有玩家抽一張卡片</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/replay_marks.py"/>
        <source>%1 draws a card</source>
        <translation>%1抽一張卡片</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/black_friday/replay_marks.py"/>
        <source>Two or more black shares</source>
        <translation>兩張以上黑色股票</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/black_friday/replay_marks.py"/>
        <source>Two or more black shares are drawn: their number is taken from every colour's count</source>
        <translation>抽到兩張以上黑色股票：每種顏色的數目都減去黑色股票的張數</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/black_friday/replay_marks.py"/>
        <source>Gold price</source>
        <translation>金條價格</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/black_friday/replay_marks.py"/>
        <source>The gold price rises at a price change</source>
        <translation>價格變動時金條價格上漲</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/black_friday/replay_marks.py"/>
        <source>Price change</source>
        <translation>價格變動</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/black_friday/replay_marks.py"/>
        <source>A price change begins</source>
        <translation>價格變動開始</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/ponzi/replay_marks.py"/>
        <source>A player cannot pay the interest due and goes bankrupt</source>
        <translation>有玩家付不出到期的利息而破產</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/ponzi/replay_marks.py"/>
        <source>%1 cannot pay the interest due and goes bankrupt</source>
        <translation>%1付不出到期的利息而破產</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/ponzi/replay_marks.py"/>
        <source>Market crash</source>
        <translation>崩盤</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/ponzi/replay_marks.py"/>
        <source>The market crashes: every player returns a tile</source>
        <translation>崩盤：每位玩家歸還1張產業卡</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/ponzi/replay_marks.py"/>
        <source>Round</source>
        <translation>回合</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/ponzi/replay_marks.py"/>
        <source>A new round begins</source>
        <translation>新的回合開始</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/ponzi/replay_marks.py"/>
        <source>A new round begins: %1 starts</source>
        <translation>新的回合開始：由%1先開始</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/ponzi/replay_marks.py"/>
        <source>Pass the marker</source>
        <translation>傳遞起始玩家卡</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/ponzi/replay_marks.py"/>
        <source>The start player marker is passed to the next player</source>
        <translation>起始玩家卡傳給下一位玩家</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/ponzi/replay_marks.py"/>
        <source>The start player marker goes to %1</source>
        <translation>起始玩家卡傳給%1</translation>
    </message>
    <message>
        <source>Crash</source>
        <translation type="vanished">崩盤</translation>
    </message>
    <message>
        <source>Two or more black shares are drawn: every price falls</source>
        <translation type="vanished">抽出兩個以上的黑色股票：所有股價下跌</translation>
    </message>
    <message>
        <source>Gold rises</source>
        <translation type="vanished">金條漲價</translation>
    </message>
    <message>
        <source>New round</source>
        <translation type="vanished">新回合</translation>
    </message>
    <message>
        <source>The start player marker passes to %1</source>
        <translation type="vanished">起始玩家卡傳給%1</translation>
    </message>
    <message>
        <source>Roll</source>
        <translation type="vanished">擲骰</translation>
    </message>
    <message>
        <source>A player rolls the dice to move</source>
        <translation type="vanished">有玩家擲骰子移動</translation>
    </message>
    <message>
        <source>Marker passes</source>
        <translation type="vanished">傳遞起始玩家卡</translation>
    </message>
    <message>
        <source>The start player marker passes to the next player</source>
        <translation type="vanished">起始玩家卡傳給下一位玩家</translation>
    </message>
</context>
<context>
    <name>RuleTips</name>
    <message>
        <location filename="../ponzi_desktop/ui/kit/rule_tips.py"/>
        <source>Rules: %1 (F1)</source>
        <translation>規則：%1（F1）</translation>
    </message>
</context>
<context>
    <name>RulesDialog</name>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/rules_extras.py"/>
        <location filename="../ponzi_desktop/ui/black_friday/rules_extras.py"/>
        <source>*The tables could not be read: %1*</source>
        <translation>*無法讀取表格：%1*</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/black_friday/rules_extras.py"/>
        <source>Level</source>
        <translation>等級</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/black_friday/rules_extras.py"/>
        <source>Shares bought or sold a turn</source>
        <translation>每回合可買進或賣出的股票</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/black_friday/rules_extras.py"/>
        <source>Gold bars bought a turn</source>
        <translation>每回合可買進的金條</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/black_friday/rules_extras.py"/>
        <source>Shares drawn at a price change</source>
        <translation>價格變動時抽出的股票</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/black_friday/rules_extras.py"/>
        <source>Count</source>
        <translation>數目</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/black_friday/rules_extras.py"/>
        <source>Move</source>
        <translation>移動</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/ponzi/rules_extras.py"/>
        <source>*The card list could not be read: %1*</source>
        <translation>*無法讀取資金卡清單：%1*</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/ponzi/rules_extras.py"/>
        <source>Starting</source>
        <translation>起始</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/ponzi/rules_extras.py"/>
        <source>Bear</source>
        <translation>熊卡</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/ponzi/rules_extras.py"/>
        <source>Bear (18-bear game)</source>
        <translation>熊卡（18張熊卡的遊戲）</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/ponzi/rules_extras.py"/>
        <source>Value</source>
        <translation>金額</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/ponzi/rules_extras.py"/>
        <source>Interest</source>
        <translation>利息</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/ponzi/rules_extras.py"/>
        <source>Period</source>
        <translation>資金期數</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/ponzi/rules_extras.py"/>
        <source>Kind</source>
        <translation>種類</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/rules_dialog.py"/>
        <source>Find in the rules (Ctrl+F)</source>
        <translation>在規則中搜尋（Ctrl+F）</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/rules_dialog.py"/>
        <source>Find in the rules</source>
        <translation>在規則中搜尋</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/rules_dialog.py"/>
        <source>Contents</source>
        <translation>目錄</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/rules_dialog.py"/>
        <source>Rules text</source>
        <translation>規則內文</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/rules_dialog.py"/>
        <source>Game:</source>
        <translation>遊戲：</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/rules_dialog.py"/>
        <source>Rules of %1</source>
        <translation>%1規則</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/rules_dialog.py"/>
        <source>&gt; These rules are not yet written in your language, so they are shown in English.</source>
        <translation>&gt; 這份規則還沒有繁體中文版，因此以英文顯示。</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/rules_dialog.py"/>
        <source># The rules are missing

The rules of %1 could not be read from the program's files, so they cannot be shown here. Reinstalling the program should bring them back.

What went wrong: %2</source>
        <translation># 找不到規則

無法從程式的檔案讀取%1的規則，因此無法在這裡顯示。重新安裝程式應該就能恢復。

錯誤原因：%2</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/rules_dialog.py"/>
        <source>No match</source>
        <translation>找不到</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/rules_dialog.py"/>
        <source>%1 of %2</source>
        <translation>第%1個，共%2個</translation>
    </message>
    <message>
        <source>Not found</source>
        <translation type="vanished">找不到</translation>
    </message>
</context>
<context>
    <name>SaveDetails</name>
    <message>
        <location filename="../ponzi_desktop/ui/history_common.py"/>
        <location filename="../ponzi_desktop/ui/save_details.py"/>
        <source>%1 (bot: %2)</source>
        <translation>%1（電腦：%2）</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/save_details.py"/>
        <source>Re&amp;name…</source>
        <translation>重新命名(&amp;N)…</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/save_details.py"/>
        <source>Give this saved game another name (F2)</source>
        <translation>為這個已儲存的遊戲換個名稱（F2）</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/save_details.py"/>
        <source>&amp;Delete…</source>
        <translation>刪除(&amp;D)…</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/save_details.py"/>
        <source>Delete this saved game (Del)</source>
        <translation>刪除這個已儲存的遊戲（Del）</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/save_details.py"/>
        <source>The autosave keeps its name: open it and use Save As to keep a copy.</source>
        <translation>自動儲存的名稱不能更改：開啟後用「另存新檔」保留一份副本。</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/save_details.py"/>
        <source>This game cannot be played in this version yet.</source>
        <translation>這個版本還不能玩這款遊戲。</translation>
    </message>
</context>
<context>
    <name>SaveNameDialog</name>
    <message>
        <location filename="../ponzi_desktop/ui/save_questions.py"/>
        <source>Rename the Saved Game</source>
        <translation>重新命名已儲存的遊戲</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/save_questions.py"/>
        <source>Save the Game</source>
        <translation>儲存遊戲</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/save_questions.py"/>
        <source>&amp;Name of the saved game</source>
        <translation>已儲存遊戲的名稱(&amp;N)</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/save_questions.py"/>
        <source>Name of the saved game</source>
        <translation>已儲存遊戲的名稱</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/save_questions.py"/>
        <source>&amp;Rename</source>
        <translation>重新命名(&amp;R)</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/save_questions.py"/>
        <source>&amp;Save</source>
        <translation>儲存(&amp;S)</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/save_questions.py"/>
        <source>Type a name.</source>
        <translation>請輸入名稱。</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/save_questions.py"/>
        <source>A name is one line, without tabs.</source>
        <translation>名稱只能有一行，不能包含定位字元。</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/save_questions.py"/>
        <source>A name can have at most %1 characters.</source>
        <translation>名稱最多%1個字元。</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/save_questions.py"/>
        <source>There is already a saved game called “%1”.</source>
        <translation>已經有名為「%1」的已儲存遊戲。</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/save_questions.py"/>
        <source>A saved game called “%1” exists: saving replaces it.</source>
        <translation>已有名為「%1」的已儲存遊戲：儲存後會取代它。</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/save_questions.py"/>
        <source>Saved games are kept in the app's own folder.</source>
        <translation>已儲存的遊戲會保存在程式專用的資料夾。</translation>
    </message>
    <message>
        <source>A name cannot begin or end with a dot.</source>
        <translation type="vanished">名稱的開頭和結尾不能是句點。</translation>
    </message>
    <message>
        <source>A name cannot contain any of these: %1</source>
        <translation type="vanished">名稱不能包含下列字元：%1</translation>
    </message>
    <message>
        <source>The system keeps that name for itself; choose another.</source>
        <translation type="vanished">這個名稱由系統保留，請換一個。</translation>
    </message>
</context>
<context>
    <name>SaveProblems</name>
    <message>
        <location filename="../ponzi_desktop/ui/kit/labels.py"/>
        <source>The file is damaged or is not a saved game.</source>
        <translation>檔案已損壞，或不是已儲存的遊戲。</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/kit/labels.py"/>
        <source>The game was saved by a newer version of Ponzi Desktop.</source>
        <translation>此遊戲是以較新版本的 Ponzi Desktop 儲存的。</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/kit/labels.py"/>
        <source>The game was saved in a format this version no longer reads.</source>
        <translation>此遊戲的儲存格式，本版本已無法讀取。</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/kit/labels.py"/>
        <source>The file was changed after it was saved, so the game cannot be trusted.</source>
        <translation>檔案在儲存後被修改過，因此無法信任此遊戲。</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/kit/labels.py"/>
        <source>The file is for a game this version does not have.</source>
        <translation>此檔案屬於本版本沒有的遊戲。</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/kit/labels.py"/>
        <source>The file cannot be read.</source>
        <translation>無法讀取檔案。</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/kit/labels.py"/>
        <source>The file cannot be written.</source>
        <translation>無法寫入檔案。</translation>
    </message>
</context>
<context>
    <name>SavedGames</name>
    <message>
        <location filename="../ponzi_desktop/ui/history_common.py"/>
        <location filename="../ponzi_desktop/ui/save_entry.py"/>
        <source>Round %1</source>
        <translation>第%1回合</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/keep_unfinished.py"/>
        <source>Your unfinished game is kept in the saved games as “%1”.</source>
        <translation>你未完成的遊戲已以「%1」保留在已儲存的遊戲中。</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/keep_unfinished.py"/>
        <source>Your unfinished games are kept in the saved games as %1.</source>
        <translation>你未完成的遊戲已以%1保留在已儲存的遊戲中。</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/keep_unfinished.py"/>
        <source>“%1”</source>
        <comment>a kept game's name, in a list</comment>
        <translation>「%1」</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/save_entry.py"/>
        <source>Today, %1</source>
        <translation>今天 %1</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/save_entry.py"/>
        <source>Yesterday, %1</source>
        <translation>昨天 %1</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/save_entry.py"/>
        <source>%1, %2</source>
        <translation>%1 %2</translation>
    </message>
    <message numerus="yes">
        <location filename="../ponzi_desktop/ui/save_entry.py"/>
        <source>%n move(s)</source>
        <translation>
            <numerusform>%n步</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/save_entry.py"/>
        <source>Game over</source>
        <translation>遊戲結束</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/save_entry.py"/>
        <source>Autosave</source>
        <translation>自動儲存</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/save_entry.py"/>
        <source>Damaged</source>
        <translation>已損壞</translation>
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
            <numerusform>%n 步</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>SavedGamesDialog</name>
    <message>
        <location filename="../ponzi_desktop/ui/save_questions.py"/>
        <source>Details: %1</source>
        <translation>詳細資訊：%1</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/save_questions.py"/>
        <source>Delete the Saved Game</source>
        <translation>刪除已儲存的遊戲</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/save_questions.py"/>
        <source>Delete “%1”?</source>
        <translation>要刪除「%1」嗎？</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/save_questions.py"/>
        <source>The saved game and its picture are deleted for good.</source>
        <translation>已儲存的遊戲和它的圖片會永久刪除。</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/save_questions.py"/>
        <source>&amp;Delete</source>
        <translation>刪除(&amp;D)</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/save_questions.py"/>
        <source>Cancel</source>
        <translation>取消</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/saved_games_dialog.py"/>
        <source>Saved Games</source>
        <translation>已儲存的遊戲</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/saved_games_dialog.py"/>
        <source>Your saved games and the latest autosave, newest first. Press Enter or double-click to open one.</source>
        <translation>你已儲存的遊戲和最新的自動儲存，由新到舊排列。按 Enter 或按兩下即可開啟。</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/saved_games_dialog.py"/>
        <source>Saved games</source>
        <translation>已儲存的遊戲</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/saved_games_dialog.py"/>
        <source>No saved games yet.

During a game, Game → Save (Ctrl+S) keeps it here; a file from another computer comes in with “Import a File…”.</source>
        <translation>還沒有已儲存的遊戲。

遊戲中用「遊戲」→「儲存」（Ctrl+S）就會存到這裡；其他電腦的檔案可用「匯入檔案…」加入。</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/saved_games_dialog.py"/>
        <source>&amp;Import a File…</source>
        <translation>匯入檔案(&amp;I)…</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/saved_games_dialog.py"/>
        <source>Copy a saved game from another folder into your saved games</source>
        <translation>把其他資料夾中的已儲存遊戲複製到你的已儲存遊戲</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/saved_games_dialog.py"/>
        <source>Show the &amp;Folder</source>
        <translation>顯示資料夾(&amp;F)</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/saved_games_dialog.py"/>
        <source>Open the folder your saved games are kept in</source>
        <translation>開啟存放已儲存遊戲的資料夾</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/saved_games_dialog.py"/>
        <source>Close</source>
        <translation>關閉</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/saved_games_dialog.py"/>
        <source>&amp;Open</source>
        <translation>開啟(&amp;O)</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/saved_games_dialog.py"/>
        <source>&amp;Replay</source>
        <translation>重播(&amp;R)</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/saved_games_dialog.py"/>
        <source>Watch this game move by move, from the start, without playing on</source>
        <translation>不繼續遊戲，從頭逐步觀看這局遊戲</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/saved_games_dialog.py"/>
        <source>Cannot Open the Game</source>
        <translation>無法開啟遊戲</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/saved_games_dialog.py"/>
        <source>Cannot Rename the Saved Game</source>
        <translation>無法重新命名已儲存的遊戲</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/saved_games_dialog.py"/>
        <source>The saved game could not be renamed.</source>
        <translation>無法重新命名這個已儲存的遊戲。</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/saved_games_dialog.py"/>
        <source>Cannot Delete the Saved Game</source>
        <translation>無法刪除已儲存的遊戲</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/saved_games_dialog.py"/>
        <source>The saved game could not be deleted.</source>
        <translation>無法刪除這個已儲存的遊戲。</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/saved_games_dialog.py"/>
        <source>Import a Saved Game</source>
        <translation>匯入已儲存的遊戲</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/saved_games_dialog.py"/>
        <source>Saved games (*.json);;All files (*)</source>
        <translation>已儲存的遊戲 (*.json);;所有檔案 (*)</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/saved_games_dialog.py"/>
        <source>Cannot Import the Game</source>
        <translation>無法匯入遊戲</translation>
    </message>
</context>
<context>
    <name>Segments</name>
    <message>
        <location filename="../ponzi_desktop/ui/forms.py"/>
        <source>%1: %2</source>
        <translation>%1：%2</translation>
    </message>
</context>
<context>
    <name>SettingsDialog</name>
    <message>
        <location filename="../ponzi_desktop/ui/settings_dialog.py"/>
        <source>Settings</source>
        <translation>設定</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/settings_dialog.py"/>
        <source>At the table</source>
        <translation>桌面</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/settings_dialog.py"/>
        <source>Off</source>
        <translation>關閉</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/settings_dialog.py"/>
        <source>Fast</source>
        <translation>快</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/settings_dialog.py"/>
        <source>Normal</source>
        <translation>普通</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/settings_dialog.py"/>
        <source>Slow</source>
        <translation>慢</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/settings_dialog.py"/>
        <source>Animation speed</source>
        <translation>動畫速度</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/settings_dialog.py"/>
        <source>&amp;Animation speed</source>
        <translation>動畫速度(&amp;A)</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/settings_dialog.py"/>
        <source>Instant</source>
        <translation>立即</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/settings_dialog.py"/>
        <source>Bot speed</source>
        <translation>電腦玩家速度</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/settings_dialog.py"/>
        <source>&amp;Bot speed</source>
        <translation>電腦玩家速度(&amp;B)</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/settings_dialog.py"/>
        <source>Language</source>
        <translation>語言</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/settings_dialog.py"/>
        <source>&amp;Language of the app</source>
        <translation>程式語言(&amp;L)</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/settings_dialog.py"/>
        <source>Nothing to apply: every setting is as it was last applied.</source>
        <translation>沒有要套用的變更：所有設定都和上次套用時一樣。</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/settings_dialog.py"/>
        <source>Moves appear at once: the pieces jump to their places.</source>
        <translation>動作立即呈現：棋子直接跳到定位。</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/settings_dialog.py"/>
        <source>The pieces move across the table quickly.</source>
        <translation>棋子在桌面上快速移動。</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/settings_dialog.py"/>
        <source>The pieces move across the table at an easy pace.</source>
        <translation>棋子在桌面上以適中的速度移動。</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/settings_dialog.py"/>
        <source>The pieces move across the table slowly, easy to follow.</source>
        <translation>棋子在桌面上緩慢移動，容易看清楚。</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/settings_dialog.py"/>
        <source>Bots move as soon as they have decided.</source>
        <translation>電腦玩家一決定就立刻行動。</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/settings_dialog.py"/>
        <source>Each bot move stays on screen for at least %1 seconds, so you can follow it.</source>
        <translation>電腦玩家的每一步至少顯示%1秒，方便你看清楚。</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/settings_dialog.py"/>
        <source>No font on this computer can show this language, so the app stays in English. Install one (on Debian or Ubuntu: the package fonts-noto-cjk) and choose it again.</source>
        <translation>這台電腦沒有能顯示這個語言的字型，因此程式維持英文。請安裝字型（Debian 或 Ubuntu：套件 fonts-noto-cjk）後再選擇一次。</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/settings_dialog.py"/>
        <source>The command line chose this language for this run. Choose one here to keep it for the next runs too.</source>
        <translation>本次執行的語言由命令列指定。若要在之後的執行中沿用，請在此選擇語言。</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/settings_dialog.py"/>
        <source>Menus, the table, the log and the rules change at once, the game in progress included.</source>
        <translation>選單、桌面、紀錄與規則會立即切換，包括進行中的遊戲。</translation>
    </message>
    <message>
        <source>Moves appear at once: wheels jump, cards do not fly.</source>
        <translation type="vanished">行動立即顯示：時間輪直接跳轉，卡牌不會飛行。</translation>
    </message>
    <message>
        <source>Wheels turn and cards fly quickly.</source>
        <translation type="vanished">時間輪轉動，卡牌快速飛行。</translation>
    </message>
    <message>
        <source>Wheels turn and cards fly at an easy pace.</source>
        <translation type="vanished">時間輪轉動，卡牌以適中的速度飛行。</translation>
    </message>
    <message>
        <source>Wheels turn and cards fly slowly, easy to follow.</source>
        <translation type="vanished">時間輪轉動，卡牌緩慢飛行，容易看清楚。</translation>
    </message>
</context>
<context>
    <name>SettingsForm</name>
    <message>
        <location filename="../ponzi_desktop/ui/forms.py"/>
        <source>Rules</source>
        <translation>規則</translation>
    </message>
</context>
<context>
    <name>SideRoom</name>
    <message>
        <location filename="../ponzi_desktop/ui/side_room.py"/>
        <source>Log</source>
        <translation>紀錄</translation>
    </message>
</context>
<context>
    <name>StartPage</name>
    <message>
        <location filename="../ponzi_desktop/ui/start_page.py"/>
        <source>Start page</source>
        <translation>開始頁面</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/start_page.py"/>
        <source>Ponzi Desktop</source>
        <translation>Ponzi Desktop</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/start_page.py"/>
        <source>Board games of money and nerve, at one table</source>
        <translation>金錢與膽量的桌上遊戲，齊聚一桌</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/start_page.py"/>
        <source>Your game is waiting</source>
        <translation>你的遊戲正在等你</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/start_page.py"/>
        <source>&amp;Continue</source>
        <translation>繼續遊戲(&amp;C)</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/start_page.py"/>
        <source>Welcome to the table</source>
        <translation>歡迎入座</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/start_page.py"/>
        <source>Start a new game, or pick up one you saved. Press F1 at any time for the rules.</source>
        <translation>開始新遊戲，或繼續已儲存的遊戲。隨時按 F1 查看規則。</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/start_page.py"/>
        <source>The games you save are listed here, newest first, and a game you leave unfinished waits here for you to continue it.</source>
        <translation>你儲存的遊戲會依新舊列在這裡，最新的在前；沒下完的遊戲也在這裡等你繼續。</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/start_page.py"/>
        <source>Saved games</source>
        <translation>已儲存的遊戲</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/start_page.py"/>
        <source>&amp;All Saved Games…</source>
        <translation>所有已儲存的遊戲(&amp;A)…</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/start_page.py"/>
        <source>Open, rename, delete or import saved games</source>
        <translation>開啟、重新命名、刪除或匯入已儲存的遊戲</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/start_page.py"/>
        <source>&amp;Rules</source>
        <translation>規則(&amp;R)</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/start_page.py"/>
        <source>Read how to play</source>
        <translation>閱讀遊戲玩法</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/start_page.py"/>
        <source>&amp;Settings</source>
        <translation>設定(&amp;S)</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/start_page.py"/>
        <source>Animation and bot speed</source>
        <translation>動畫與電腦玩家速度</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/start_page.py"/>
        <source>History and S&amp;tatistics</source>
        <translation>紀錄與統計(&amp;T)</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/start_page.py"/>
        <source>Your finished games, to look at again or replay, and who wins most</source>
        <translation>你已結束的遊戲（可再看或重播），以及誰贏得最多</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/start_page.py"/>
        <source>&amp;Quit</source>
        <translation>結束(&amp;Q)</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/start_page.py"/>
        <source>Close Ponzi Desktop</source>
        <translation>關閉 Ponzi Desktop</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/start_page.py"/>
        <source>Continue: %1</source>
        <translation>繼續遊戲：%1</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/start_page.py"/>
        <source>Continue</source>
        <translation>繼續遊戲</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/start_page.py"/>
        <source>Recent saved games</source>
        <translation>最近儲存的遊戲</translation>
    </message>
    <message>
        <source>&amp;History and Statistics</source>
        <translation type="vanished">紀錄與統計(&amp;H)</translation>
    </message>
    <message>
        <source>&amp;Load a Saved Game…</source>
        <translation type="vanished">載入已儲存的遊戲(&amp;L)…</translation>
    </message>
    <message>
        <source>Open a game you saved earlier</source>
        <translation type="vanished">開啟你之前儲存的遊戲</translation>
    </message>
</context>
<context>
    <name>Table</name>
    <message>
        <location filename="../ponzi_desktop/ui/kit/seat.py"/>
        <source>you</source>
        <translation>你</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/kit/seat.py"/>
        <source>thinking…</source>
        <translation>思考中…</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/kit/seat.py"/>
        <source>bot</source>
        <translation>電腦</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/kit/seat.py"/>
        <source>deciding…</source>
        <translation>思考中…</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/kit/seat.py"/>
        <source>up next</source>
        <translation>下一位</translation>
    </message>
    <message>
        <source>bot · thinking…</source>
        <translation type="vanished">電腦思考中…</translation>
    </message>
</context>
<context>
    <name>Timeline</name>
    <message>
        <location filename="../ponzi_desktop/ui/replay/timeline.py"/>
        <source>Before the first action</source>
        <translation>第一個動作之前</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/replay/timeline.py"/>
        <source>Action %1 of %2</source>
        <translation>第 %1/%2 個動作</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/replay/timeline.py"/>
        <source>Action %1: %2</source>
        <translation>第 %1 個動作：%2</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation type="vanished">%1：%2</translation>
    </message>
</context>
<context>
    <name>_GameCard</name>
    <message>
        <location filename="../ponzi_desktop/ui/start_page.py"/>
        <source>New Game</source>
        <translation>新遊戲</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/start_page.py"/>
        <source>New game of %1</source>
        <translation>新的%1遊戲</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/start_page.py"/>
        <source>Choose the players and the rules, then sit down at the table</source>
        <translation>選擇玩家與規則，然後入座</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/start_page.py"/>
        <source>Learn to Play</source>
        <translation>學習玩法</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/start_page.py"/>
        <source>Learn to play %1</source>
        <translation>學習%1的玩法</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/start_page.py"/>
        <source>A guided first game: the table shows you each kind of move</source>
        <translation>有引導的第一局：桌面會逐一帶你認識每種行動</translation>
    </message>
    <message>
        <source>&amp;New Game</source>
        <translation type="vanished">新遊戲(&amp;N)</translation>
    </message>
    <message>
        <source>&amp;Learn to Play</source>
        <translation type="vanished">學習玩法(&amp;L)</translation>
    </message>
    <message>
        <source>Raise money by promising your investors interest, trade shares of made-up industries in secret envelopes, and stay solvent longer than everyone else.</source>
        <translation type="vanished">向投資人承諾利息來募集資金，用秘密信封交易虛構產業的股份，並比所有人撐得更久而不破產。</translation>
    </message>
    <message>
        <source>3 to 5 players · about an hour</source>
        <translation type="vanished">3～5 人 · 約 1 小時</translation>
    </message>
    <message>
        <source>Buy and sell shares while the prices swing, and get into gold before the market falls.</source>
        <translation type="vanished">在股價起伏中買賣股票，並在股市崩跌前換成金條。</translation>
    </message>
    <message>
        <source>2 to 5 players · about an hour</source>
        <translation type="vanished">2～5 人 · 約 1 小時</translation>
    </message>
    <message>
        <source>Competitors against monopolists on one board: buy streets, build, and survive the price wars.</source>
        <translation type="vanished">競爭者對抗壟斷者：買下街道、蓋房子，撐過價格戰。</translation>
    </message>
    <message>
        <source>2 to 6 players · about two hours</source>
        <translation type="vanished">2～6 人 · 約 2 小時</translation>
    </message>
</context>
<context>
    <name>_PonziRules</name>
    <message>
        <location filename="../ponzi_desktop/ui/ponzi/settings_form.py"/>
        <source>Game</source>
        <translation>遊戲</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/ponzi/settings_form.py"/>
        <source>Advanced: instead of an offer you may buy a luxury; luxuries score instead of cash.</source>
        <translation>進階規則：可以購買奢侈卡來取代提出交易；以奢侈卡計分，資金不計分。</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/ponzi/settings_form.py"/>
        <source>Basic</source>
        <translation>基本規則</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/ponzi/settings_form.py"/>
        <source>Advanced</source>
        <translation>進階規則</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/ponzi/settings_form.py"/>
        <source>Bear cards</source>
        <translation>熊卡</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/ponzi/settings_form.py"/>
        <source>18: cards 63–80, as the rulebook counts them. 16: cards 65–80, as the online version plays.</source>
        <translation>18張：資金卡63–80，依規則書的張數。16張：資金卡65–80，依線上版的玩法。</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/ponzi/settings_form.py"/>
        <source>18 bears</source>
        <translation>18張熊卡</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/ponzi/settings_form.py"/>
        <source>16 bears</source>
        <translation>16張熊卡</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/ponzi/settings_form.py"/>
        <source>Trading</source>
        <translation>交易</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/ponzi/settings_form.py"/>
        <source>Turning it off is a house rule of the online version.</source>
        <translation>關閉此項是線上版的自訂規則。</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/ponzi/settings_form.py"/>
        <source>Clandestine &amp;trading in the first round</source>
        <translation>第一回合進行內線交易(&amp;T)</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/ponzi/settings_form.py"/>
        <source>Length</source>
        <translation>遊戲長度</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/ponzi/settings_form.py"/>
        <source>Without a limit the game ends at the first bankruptcy. With one, it also ends after that round, and every player is scored.</source>
        <translation>沒有上限時，第一位玩家破產即結束遊戲。有上限時，也會在該回合後結束，所有玩家都計分。</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/ponzi/settings_form.py"/>
        <source>End after this many rounds:</source>
        <translation>限制回合數：</translation>
    </message>
    <message>
        <source>Rules</source>
        <translation type="vanished">規則</translation>
    </message>
    <message>
        <source>Basic or advanced rules</source>
        <translation type="vanished">基本規則或進階規則</translation>
    </message>
</context>
<context>
    <name>_SeatRow</name>
    <message>
        <location filename="../ponzi_desktop/ui/seat_rows.py"/>
        <source>Human</source>
        <translation>真人</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/seat_rows.py"/>
        <source>Bot: %1</source>
        <translation>電腦：%1</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/seat_rows.py"/>
        <source>Name of player %1</source>
        <translation>玩家%1的名字</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/seat_rows.py"/>
        <source>Human or bot, player %1</source>
        <translation>玩家%1：真人或電腦</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/seat_rows.py"/>
        <source>Remove player %1</source>
        <translation>移除玩家%1</translation>
    </message>
    <message numerus="yes">
        <location filename="../ponzi_desktop/ui/seat_rows.py"/>
        <source>At least %n player(s)</source>
        <translation>
            <numerusform>至少%n位玩家</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/seat_rows.py"/>
        <source>Colour: %1 (click to change)</source>
        <translation>顏色：%1（點選以更換）</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/seat_rows.py"/>
        <source>Colour of player %1: %2</source>
        <translation>玩家%1的顏色：%2</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/seat_rows.py"/>
        <source>%1 (swap with %2)</source>
        <translation>%1（與%2交換）</translation>
    </message>
</context>
<context>
    <name>AntiMonopolyLesson</name>
    <message>
        <location filename="../resources/lessons/anti_monopoly.json"/>
        <source>Welcome to Anti-Monopoly</source>
        <translation>歡迎來到反壟斷</translation>
    </message>
    <message>
        <location filename="../resources/lessons/anti_monopoly.json"/>
        <source>Buy properties, collect rent from the others and build on your streets. This is a short game: time is called after round 12, and the player with the most cash then wins.</source>
        <translation>買下地產，向其他人收租金，並在你的街道上建造。這是一場短局：第12回合結束時間到，屆時現金最多的玩家獲勝。</translation>
    </message>
    <message>
        <location filename="../resources/lessons/anti_monopoly.json"/>
        <source>Two sides</source>
        <translation>兩個陣營</translation>
    </message>
    <message>
        <location filename="../resources/lessons/anti_monopoly.json"/>
        <source>You are a Monopolist: hold two streets of a city and your rents there double. Ada and Bruno are Competitors: their rents stay modest, but they may build on any street they own.</source>
        <translation>你是壟斷者：擁有同一城市的兩條街，那裡的租金就加倍。Ada和Bruno是競爭者：他們的租金不高，但可以在自己的任何街道上建造。</translation>
    </message>
    <message>
        <location filename="../resources/lessons/anti_monopoly.json"/>
        <source>Roll the dice</source>
        <translation>擲骰子</translation>
    </message>
    <message>
        <location filename="../resources/lessons/anti_monopoly.json"/>
        <source>Click the dice: your pawn moves round the board by the throw.</source>
        <translation>點擊骰子：你的棋子會依擲出的點數在棋盤上前進。</translation>
    </message>
    <message>
        <location filename="../resources/lessons/anti_monopoly.json"/>
        <source>First roll the dice: click them.</source>
        <translation>先擲骰子：點擊骰子。</translation>
    </message>
    <message>
        <location filename="../resources/lessons/anti_monopoly.json"/>
        <source>Buy a property</source>
        <translation>買下地產</translation>
    </message>
    <message>
        <location filename="../resources/lessons/anti_monopoly.json"/>
        <source>Nobody owns U.S. Railroad yet. Drag its space onto your place to buy it for $200, or click Buy for $200.</source>
        <translation>美國鐵路還沒有人擁有。把它的格子拖到你的位置，或點擊「以$200購買」，就能以$200買下。</translation>
    </message>
    <message>
        <location filename="../resources/lessons/anti_monopoly.json"/>
        <source>Buy U.S. Railroad first: drag its space onto your place, or click Buy for $200.</source>
        <translation>先買下美國鐵路：把它的格子拖到你的位置，或點擊「以$200購買」。</translation>
    </message>
    <message>
        <location filename="../resources/lessons/anti_monopoly.json"/>
        <source>End your turn</source>
        <translation>結束回合</translation>
    </message>
    <message>
        <location filename="../resources/lessons/anti_monopoly.json"/>
        <source>Click End turn: Ada plays next, then Bruno.</source>
        <translation>點擊「結束回合」：接著輪到Ada，然後是Bruno。</translation>
    </message>
    <message>
        <location filename="../resources/lessons/anti_monopoly.json"/>
        <source>Click End turn now.</source>
        <translation>現在點擊「結束回合」。</translation>
    </message>
    <message>
        <location filename="../resources/lessons/anti_monopoly.json"/>
        <source>Rent to a Competitor</source>
        <translation>付給競爭者的租金</translation>
    </message>
    <message>
        <location filename="../resources/lessons/anti_monopoly.json"/>
        <source>You landed on Walnut St., Ada's street, and paid Ada $20. Rent goes by the owner's side: a Competitor's street earns a tenth of its price.</source>
        <translation>你停在Ada的胡桃街，付給她$20。租金依地主的陣營而定：競爭者的街道收取其價格的十分之一。</translation>
    </message>
    <message>
        <location filename="../resources/lessons/anti_monopoly.json"/>
        <source>Rent to a Monopolist</source>
        <translation>付給壟斷者的租金</translation>
    </message>
    <message>
        <location filename="../resources/lessons/anti_monopoly.json"/>
        <source>Bruno drew a card that sent Bruno's pawn to your U.S. Railroad, and Bruno paid you $80. You hold two transportation companies, and a Monopolist's fare doubles with each one.</source>
        <translation>Bruno抽到的卡把Bruno的棋子送到你的美國鐵路，Bruno付給你$80。你擁有兩家運輸公司，壟斷者的運費每多一家就加倍。</translation>
    </message>
    <message>
        <location filename="../resources/lessons/anti_monopoly.json"/>
        <source>A card</source>
        <translation>一張卡</translation>
    </message>
    <message>
        <location filename="../resources/lessons/anti_monopoly.json"/>
        <source>You landed on a card space and drew a Monopolist card: it cost you $50. Each side draws from its own deck.</source>
        <translation>你停在抽卡格，抽了一張壟斷者卡：花了你$50。每個陣營都從自己的牌堆抽卡。</translation>
    </message>
    <message>
        <location filename="../resources/lessons/anti_monopoly.json"/>
        <source>Offer a trade</source>
        <translation>提議交易</translation>
    </message>
    <message>
        <location filename="../resources/lessons/anti_monopoly.json"/>
        <source>Ada's Basin St. would give you both streets of New Orleans. Drag it onto your place, or click Trade… and choose Ada: the window opens with $199 written in as the cash you pay. Click Propose.</source>
        <translation>得到Ada的貝森街，紐奧良的兩條街就都是你的了。把它拖到你的位置，或點擊「交易…」再選Ada，開啟的視窗已填好你支付的現金$199。點擊「提議」。</translation>
    </message>
    <message>
        <location filename="../resources/lessons/anti_monopoly.json"/>
        <source>Offer Ada a trade first: drag Ada's Basin St. onto your place, or click Trade… and choose Ada.</source>
        <translation>先向Ada提議交易：把她的貝森街拖到你的位置，或點擊「交易…」再選Ada。</translation>
    </message>
    <message>
        <location filename="../resources/lessons/anti_monopoly.json"/>
        <source>$199 is written in as the cash you pay: click Propose.</source>
        <translation>你支付的現金已填好$199：點擊「提議」。</translation>
    </message>
    <message>
        <location filename="../resources/lessons/anti_monopoly.json"/>
        <source>Propose the offer</source>
        <translation>送出提議</translation>
    </message>
    <message>
        <location filename="../resources/lessons/anti_monopoly.json"/>
        <source>Click Your offer… to open the window again, then click Propose: $199 is written in as the cash you pay.</source>
        <translation>點擊「你的提議…」再次開啟視窗，然後點擊「提議」：你支付的現金已填好$199。</translation>
    </message>
    <message>
        <location filename="../resources/lessons/anti_monopoly.json"/>
        <source>The lesson's offer is Basin St. for $199 that you pay: put 199 back as the cash and click Propose.</source>
        <translation>本課程的提議是你支付$199換貝森街：把現金改回199，然後點擊「提議」。</translation>
    </message>
    <message>
        <location filename="../resources/lessons/anti_monopoly.json"/>
        <source>Ada accepts</source>
        <translation>Ada接受了</translation>
    </message>
    <message>
        <location filename="../resources/lessons/anti_monopoly.json"/>
        <source>You hold both streets of New Orleans now: a monopoly, so their rents double. As a Monopolist you may build only in such a city.</source>
        <translation>現在紐奧良的兩條街都是你的：形成壟斷，租金加倍。身為壟斷者，你只能在這樣的城市建造。</translation>
    </message>
    <message>
        <location filename="../resources/lessons/anti_monopoly.json"/>
        <source>Build three houses on Basin St.</source>
        <translation>在貝森街建造三棟房屋</translation>
    </message>
    <message>
        <location filename="../resources/lessons/anti_monopoly.json"/>
        <source>Build on Basin St. three times, one house each: drag a house from the Treasury onto it, or click Build… and choose Basin St. A Monopolist puts up to three houses on a street, then an apartment.</source>
        <translation>在貝森街建造三次，一次一棟房屋：從國庫把房屋拖到那裡，或點擊「建造…」再選貝森街。壟斷者在一條街上最多建三棟房屋，接著是公寓。</translation>
    </message>
    <message>
        <location filename="../resources/lessons/anti_monopoly.json"/>
        <source>Build on Basin St. first: drag a house from the Treasury onto it, or click Build… and choose Basin St.</source>
        <translation>先在貝森街建造：從國庫把一棟房屋拖到那裡，或點擊「建造…」再選貝森街。</translation>
    </message>
    <message>
        <location filename="../resources/lessons/anti_monopoly.json"/>
        <source>Build an apartment, then on French Quarter</source>
        <translation>建造公寓，接著在法國區建造</translation>
    </message>
    <message>
        <location filename="../resources/lessons/anti_monopoly.json"/>
        <source>Three houses stand on Basin St.: the next building is the apartment. Drag it from the Treasury onto Basin St., or click Build… and choose Basin St. Then build the same on French Quarter: three houses, then an apartment (five moves in all).</source>
        <translation>貝森街已有三棟房屋：下一棟建築是公寓。從國庫把它拖到貝森街，或點擊「建造…」再選貝森街。接著在法國區照樣建造：三棟房屋，然後一棟公寓（共五步）。</translation>
    </message>
    <message>
        <location filename="../resources/lessons/anti_monopoly.json"/>
        <source>Build on the lit street: the apartment on Basin St. first, then on French Quarter.</source>
        <translation>在亮起的街道上建造：先在貝森街建公寓，再到法國區。</translation>
    </message>
    <message>
        <location filename="../resources/lessons/anti_monopoly.json"/>
        <source>Prison</source>
        <translation>監獄</translation>
    </message>
    <message>
        <location filename="../resources/lessons/anti_monopoly.json"/>
        <source>You landed on Go to Prison: a Monopolist goes to Prison and collects no rent there. A Competitor would go to the Price War instead.</source>
        <translation>你停在「前往監獄」：壟斷者進監獄，在裡面收不到租金。競爭者則會改去價格戰。</translation>
    </message>
    <message>
        <location filename="../resources/lessons/anti_monopoly.json"/>
        <source>Leave Prison</source>
        <translation>離開監獄</translation>
    </message>
    <message>
        <location filename="../resources/lessons/anti_monopoly.json"/>
        <source>Throw doubles to get out, or pay the $50 fine. Click Pay $50 fine, then roll as usual.</source>
        <translation>擲出相同點數或支付$50罰款就能出獄。點擊「支付$50罰款」，然後照常擲骰子。</translation>
    </message>
    <message>
        <location filename="../resources/lessons/anti_monopoly.json"/>
        <source>Pay the fine first: click Pay $50 fine.</source>
        <translation>先支付罰款：點擊「支付$50罰款」。</translation>
    </message>
    <message>
        <location filename="../resources/lessons/anti_monopoly.json"/>
        <source>Mortgage a property</source>
        <translation>抵押地產</translation>
    </message>
    <message>
        <location filename="../resources/lessons/anti_monopoly.json"/>
        <source>You owe $75 Property Tax and lack the cash. Drag Brattle St. onto the Treasury to mortgage it for $110, or click Mortgage… and choose Brattle St.</source>
        <translation>你欠$75財產稅，現金卻不夠。把布拉托街拖到國庫，或點擊「抵押…」再選布拉托街，抵押它換得$110。</translation>
    </message>
    <message>
        <location filename="../resources/lessons/anti_monopoly.json"/>
        <source>Raise the money first: drag Brattle St. onto the Treasury, or click Mortgage… and choose Brattle St.</source>
        <translation>先籌錢：把布拉托街拖到國庫，或點擊「抵押…」再選布拉托街。</translation>
    </message>
    <message>
        <location filename="../resources/lessons/anti_monopoly.json"/>
        <source>Time is called</source>
        <translation>時間到</translation>
    </message>
    <message>
        <location filename="../resources/lessons/anti_monopoly.json"/>
        <source>Round 12 is over, so time is called: after a last chance to deal with the Treasury (the Done button below the table), each of you keeps only part of your cash. The Treasury then pays one rent for each property, and the player with the most cash wins.</source>
        <translation>第12回合結束，時間到：與國庫進行最後一次交易（桌面下方的「完成」按鈕）之後，每人只保留部分現金。接著國庫為每塊地產支付一次租金，現金最多的玩家獲勝。</translation>
    </message>
    <message>
        <source>Bruno's card sent them to your U.S. Railroad, and they paid you $80. You hold two transportation companies, and a Monopolist's fare doubles with each one.</source>
        <translation type="vanished">Bruno抽到的卡把他送到你的美國鐵路，他付給你$80。你擁有兩家運輸公司，壟斷者的運費每多一家就加倍。</translation>
    </message>
    <message>
        <source>Nobody owns U.S. Railroad yet. Drag its space onto your place to buy it for $200.</source>
        <translation type="vanished">美國鐵路還沒有人擁有。把它的格子拖到你的位置，就能以$200買下。</translation>
    </message>
    <message>
        <source>Buy U.S. Railroad first: drag its space onto your place.</source>
        <translation type="vanished">先買下美國鐵路：把它的格子拖到你的位置。</translation>
    </message>
    <message>
        <source>Ada's Basin St. would give you both streets of New Orleans. Drag it onto your place: the window opens with $199 written in as the cash you pay. Click Propose.</source>
        <translation type="vanished">得到Ada的貝森街，紐奧良的兩條街就都是你的了。把它拖到你的位置，開啟的視窗已填好你支付的現金$199。點擊「提議」。</translation>
    </message>
    <message>
        <source>Offer Ada a trade first: drag Ada's Basin St. onto your place.</source>
        <translation type="vanished">先向Ada提議交易：把她的貝森街拖到你的位置。</translation>
    </message>
    <message>
        <source>Drag a house from the Treasury onto Basin St., three times, one house each. A Monopolist puts up to three houses on a street, then an apartment.</source>
        <translation type="vanished">從國庫把房屋拖到貝森街，一次一棟，共三次。壟斷者在一條街上最多建三棟房屋，接著是公寓。</translation>
    </message>
    <message>
        <source>Build on Basin St. first: drag a house from the Treasury onto it.</source>
        <translation type="vanished">先在貝森街建造：從國庫把一棟房屋拖到那裡。</translation>
    </message>
    <message>
        <source>Three houses stand on Basin St.: the next building is the apartment. Drag it from the Treasury onto Basin St. Then build the same on French Quarter: three houses, then an apartment (five moves in all).</source>
        <translation type="vanished">貝森街已有三棟房屋：下一棟建築是公寓。從國庫把它拖到貝森街。接著在法國區照樣建造：三棟房屋，然後一棟公寓（共五步）。</translation>
    </message>
    <message>
        <source>You owe $75 Property Tax and lack the cash. Drag Brattle St. onto the Treasury to mortgage it for $110.</source>
        <translation type="vanished">你欠$75財產稅，現金卻不夠。把布拉托街拖到國庫，抵押它換得$110。</translation>
    </message>
    <message>
        <source>Raise the money first: drag Brattle St. onto the Treasury.</source>
        <translation type="vanished">先籌錢：把布拉托街拖到國庫。</translation>
    </message>
    <message>
        <source>You landed on Walnut St., Ada's street, and paid her $20. Rent goes by the owner's side: a Competitor's street earns a tenth of its price.</source>
        <translation type="vanished">你停在Ada的胡桃街，付給她$20。租金依地主的陣營而定：競爭者的街道收取其價格的十分之一。</translation>
    </message>
    <message>
        <source>Bruno's card sent him to your U.S. Railroad, and he paid you $80. You hold two transportation companies, and a Monopolist's fare doubles with each one.</source>
        <translation type="vanished">Bruno抽到的卡把他送到你的美國鐵路，他付給你$80。你擁有兩家運輸公司，壟斷者的運費每多一家就加倍。</translation>
    </message>
    <message>
        <source>Offer Ada a trade first: drag her Basin St. onto your place.</source>
        <translation type="vanished">先向Ada提議交易：把她的貝森街拖到你的位置。</translation>
    </message>
    <message>
        <source>Drag a house from the Treasury onto Basin St. A Monopolist puts up to three houses on a street, then an apartment.</source>
        <translation type="vanished">從國庫把一棟房屋拖到貝森街。壟斷者在一條街上最多建三棟房屋，接著是公寓。</translation>
    </message>
    <message>
        <source>Build an apartment</source>
        <translation type="vanished">建造公寓</translation>
    </message>
    <message>
        <source>Three houses stand on Basin St.: the next building is the apartment. Drag it from the Treasury onto Basin St.</source>
        <translation type="vanished">貝森街已有三棟房屋：下一棟建築是公寓。從國庫把它拖到貝森街。</translation>
    </message>
    <message>
        <source>Drag the apartment from the Treasury onto Basin St.</source>
        <translation type="vanished">從國庫把公寓拖到貝森街。</translation>
    </message>
    <message>
        <source>Ada's Basin St. would give you both streets of New Orleans. Drag it onto your place, then in the window type 199 as the cash you pay and click Propose.</source>
        <translation type="vanished">得到Ada的貝森街，紐奧良的兩條街就都是你的了。把它拖到你的位置，然後在視窗中輸入你支付的現金199，再點擊「提議」。</translation>
    </message>
    <message>
        <source>Type 199 as the cash you pay, then click Propose.</source>
        <translation type="vanished">在你支付的現金欄輸入199，再點選「提議」。</translation>
    </message>
    <message>
        <source>Click Your offer… to open the window again, type 199 as the cash you pay and click Propose.</source>
        <translation type="vanished">點擊「你的提議…」再次開啟視窗，輸入你支付的現金199，然後點擊「提議」。</translation>
    </message>
    <message>
        <source>The lesson's offer is Basin St. for $199: type 199 as the cash and click Propose.</source>
        <translation type="vanished">本課程的提議是以$199換貝森街：現金輸入199，然後點擊「提議」。</translation>
    </message>
    <message>
        <source>Round 12 is over, so time is called: after a last chance to deal with the Treasury (click Done), each of you keeps only part of your cash. The Treasury then pays one rent for each property, and the player with the most cash wins.</source>
        <translation type="vanished">第12回合結束，時間到：與國庫進行最後一次交易（完成後點擊「完成」）之後，每人只保留部分現金。接著國庫為每塊地產支付一次租金，現金最多的玩家獲勝。</translation>
    </message>
</context>
<context>
    <name>BlackFridayLesson</name>
    <message>
        <location filename="../resources/lessons/black_friday.json"/>
        <source>Welcome to Black Friday</source>
        <translation>歡迎來到黑色星期五</translation>
    </message>
    <message>
        <location filename="../resources/lessons/black_friday.json"/>
        <source>You buy and sell shares of five colours while their prices move on the chart, and you can buy gold bars. The game ends when gold reaches $100: the most cash and gold wins.</source>
        <translation>你買賣五種顏色的股票，它們的價格在股價表上移動，你也可以買進金條。金條價格到達$100時遊戲結束：現金加金條最多的人獲勝。</translation>
    </message>
    <message>
        <location filename="../resources/lessons/black_friday.json"/>
        <source>Buy a share</source>
        <translation>買進股票</translation>
    </message>
    <message>
        <location filename="../resources/lessons/black_friday.json"/>
        <source>A share costs its price on the chart, paid from your cash. Buy the lit blue share: drag it from the share market onto your screen, or click it and then your screen, or its price after Buy: on the panel.</source>
        <translation>股票的價格就是股價表上的價格，用你的現金支付。買進亮起的藍色股票：把它從股市拖到你的屏風，或先點選它再點選你的屏風，或點選面板上「買進：」後面的價格。</translation>
    </message>
    <message>
        <location filename="../resources/lessons/black_friday.json"/>
        <source>Buy the lit blue share: drag it from the share market onto your screen, or click it and then your screen, or its price after Buy: on the panel.</source>
        <translation>買進亮起的藍色股票：把它從股市拖到你的屏風，或先點選它再點選你的屏風，或點選面板上「買進：」後面的價格。</translation>
    </message>
    <message>
        <location filename="../resources/lessons/black_friday.json"/>
        <source>Finish the purchase</source>
        <translation>結束買進</translation>
    </message>
    <message>
        <location filename="../resources/lessons/black_friday.json"/>
        <source>A purchase ends with one share of a colour you bought going onto the share purchase track. Put a blue share from the share market on the share purchase track: drag or click it, or Finish buying.</source>
        <translation>買進的最後，要把一張你買的顏色的股票放上股票購買軌。把一張藍色股票從股市放上股票購買軌：拖曳或點選，或按「結束買進」。</translation>
    </message>
    <message>
        <location filename="../resources/lessons/black_friday.json"/>
        <source>To finish the purchase, put a blue share from the share market on the share purchase track: drag or click it, or Finish buying.</source>
        <translation>結束買進：把一張藍色股票從股市放上股票購買軌：拖曳或點選，或按「結束買進」。</translation>
    </message>
    <message>
        <location filename="../resources/lessons/black_friday.json"/>
        <source>Your bonus tile</source>
        <translation>你的獎勵牌</translation>
    </message>
    <message>
        <location filename="../resources/lessons/black_friday.json"/>
        <source>Once a game, your bonus tile gives you a free move before or after your action. Keep it for later: click End turn.</source>
        <translation>每局一次，你的獎勵牌讓你在行動之前或之後做一次免費軌道操作。先留著以後用：點「結束回合」。</translation>
    </message>
    <message>
        <location filename="../resources/lessons/black_friday.json"/>
        <source>Keep the bonus tile for later: click End turn.</source>
        <translation>獎勵牌先留著以後用：點「結束回合」。</translation>
    </message>
    <message>
        <location filename="../resources/lessons/black_friday.json"/>
        <source>Buy gold</source>
        <translation>買進金條</translation>
    </message>
    <message>
        <location filename="../resources/lessons/black_friday.json"/>
        <source>Gold bars cost the gold price, and at the end they count at the gold price. Move a purple share from the share market onto the gold purchase track (drag it, or click it and then the track, or Buy gold… on the panel), then confirm 1 bar.</source>
        <translation>金條以金條價格買進，遊戲結束時也按金條價格計算。把一張紫色股票從股市移到金條購買軌（拖曳，或先點選它再點選軌道，或用面板上的「買進金條…」），然後確定買1條。</translation>
    </message>
    <message>
        <location filename="../resources/lessons/black_friday.json"/>
        <source>Buy gold: move a purple share from the share market onto the gold purchase track. Drag it, or click it and then the track, or Buy gold… on the panel.</source>
        <translation>買進金條：把一張紫色股票從股市移到金條購買軌。拖曳，或先點選它再點選軌道，或用面板上的「買進金條…」。</translation>
    </message>
    <message>
        <location filename="../resources/lessons/black_friday.json"/>
        <source>Choose 1 bar and click Confirm.</source>
        <translation>選擇1根金條，再點選「確定」。</translation>
    </message>
    <message>
        <location filename="../resources/lessons/black_friday.json"/>
        <source>A price change</source>
        <translation>價格變動</translation>
    </message>
    <message>
        <location filename="../resources/lessons/black_friday.json"/>
        <source>Ada's share filled the gold purchase track and set off a price change. Shares drawn from the bag moved every colour's marker on the chart, and gold rose to $21.</source>
        <translation>Ada的股票填滿了金條購買軌，引發了價格變動。從袋子抽出的股票讓每種顏色的股價標記在股價表上移動，金條價格升到$21。</translation>
    </message>
    <message>
        <location filename="../resources/lessons/black_friday.json"/>
        <source>The level</source>
        <translation>等級</translation>
    </message>
    <message>
        <location filename="../resources/lessons/black_friday.json"/>
        <source>A marker reached a higher level of the chart, so the level tile went up to 1. As the level climbs, price changes draw more shares from the bag, and later an action may buy or sell more at once.</source>
        <translation>有一個股價標記進入了股價表上更高的等級，所以等級升到1。等級越高，價格變動時從袋中抽出的股票越多；之後每次行動也能一次買賣更多。</translation>
    </message>
    <message>
        <location filename="../resources/lessons/black_friday.json"/>
        <source>Sell shares</source>
        <translation>賣出股票</translation>
    </message>
    <message>
        <location filename="../resources/lessons/black_friday.json"/>
        <source>Selling puts your share back in the market and pays you its price now. Move your lit green share onto the share market: drag it, or click it and then the market, or its count after Sell: on the panel.</source>
        <translation>賣出時，你的股票回到股市，你拿到它現在的價格。把你亮起的綠色股票移到股市：拖曳，或先點選它再點選股市，或點選面板上「賣出：」後面的張數。</translation>
    </message>
    <message>
        <location filename="../resources/lessons/black_friday.json"/>
        <source>Sell the lit green share: drag it from your screen onto the share market, or click it and then the market, or its count after Sell: on the panel.</source>
        <translation>賣出亮起的綠色股票：把它從你的屏風拖到股市，或先點選它再點選股市，或點選面板上「賣出：」後面的張數。</translation>
    </message>
    <message>
        <location filename="../resources/lessons/black_friday.json"/>
        <source>Finish the sale</source>
        <translation>結束賣出</translation>
    </message>
    <message>
        <location filename="../resources/lessons/black_friday.json"/>
        <source>A sale ends with one share of a colour you sold going from the current sale row to the market, and that colour's price falls. Move the lit green share of row 1 onto the share market: drag it, or click it and then the market, or Finish selling.</source>
        <translation>賣出的最後，要把目前賣出列中你賣出顏色的一張股票移到股市，那種顏色的價格就會下跌。把第1列亮起的綠色股票移到股市：拖曳，或先點選它再點選股市，或按「結束賣出」。</translation>
    </message>
    <message>
        <location filename="../resources/lessons/black_friday.json"/>
        <source>To finish the sale, move the green share of row 1 onto the share market: drag it, or click it and then the market, or Finish selling.</source>
        <translation>結束賣出：把第1列的綠色股票移到股市：拖曳，或先點選它再點選股市，或按「結束賣出」。</translation>
    </message>
    <message>
        <location filename="../resources/lessons/black_friday.json"/>
        <source>Use your bonus tile</source>
        <translation>使用獎勵牌</translation>
    </message>
    <message>
        <location filename="../resources/lessons/black_friday.json"/>
        <source>Your bonus tile's free move puts a share on a track without buying anything. Move a blue share from the share market onto the last space of the share purchase track: drag it, or click it and then the track, or Bonus move on the panel.</source>
        <translation>獎勵牌的免費軌道操作不用買任何東西，就能把一張股票放上軌道。把一張藍色股票從股市移到股票購買軌的最後一格：拖曳，或先點選它再點選軌道，或用面板上的「獎勵行動」。</translation>
    </message>
    <message>
        <location filename="../resources/lessons/black_friday.json"/>
        <source>Use your bonus tile: move a blue share from the share market onto the share purchase track. Drag it, or click it and then the track, or Bonus move on the panel.</source>
        <translation>使用獎勵牌：把一張藍色股票從股市移到股票購買軌。拖曳，或先點選它再點選軌道，或用面板上的「獎勵行動」。</translation>
    </message>
    <message>
        <location filename="../resources/lessons/black_friday.json"/>
        <source>Your price change</source>
        <translation>你的價格變動</translation>
    </message>
    <message>
        <location filename="../resources/lessons/black_friday.json"/>
        <source>Your share filled the share purchase track, so prices changed again. Blue, which you hold, rose to $110, and the level jumped to 6.</source>
        <translation>你的股票填滿了股票購買軌，所以價格又變動了。你持有的藍色升到$110，等級跳到6。</translation>
    </message>
    <message>
        <location filename="../resources/lessons/black_friday.json"/>
        <source>How the game ends</source>
        <translation>遊戲如何結束</translation>
    </message>
    <message>
        <location filename="../resources/lessons/black_friday.json"/>
        <source>Price changes push the gold price up. When gold reaches $100 the game ends: shares are sold at their last price, and the most cash and gold wins.</source>
        <translation>價格變動會推高金條價格。金條價格到達$100時遊戲結束：股票以最後的價格賣出，現金加金條最多的人獲勝。</translation>
    </message>
    <message>
        <source>A share costs its price on the chart, paid from your cash. Drag the lit blue share from the share market onto your screen.</source>
        <translation type="vanished">股票的價格就是股價表上的價格，用你的現金支付。把亮起的藍色股票從股市拖到你的屏風。</translation>
    </message>
    <message>
        <source>Buy the lit blue share: drag it from the share market onto your screen.</source>
        <translation type="vanished">買進亮起的藍色股票：把它從股市拖到你的屏風。</translation>
    </message>
    <message>
        <source>A purchase ends with one share of a colour you bought going onto the share purchase track. Drag a blue share from the share market onto the share purchase track.</source>
        <translation type="vanished">買進的最後，要把一張你買的顏色的股票放上股票購買軌。把一張藍色股票從股市拖到股票購買軌。</translation>
    </message>
    <message>
        <source>Finish the purchase: drag a blue share from the share market onto the share purchase track.</source>
        <translation type="vanished">結束買進：把一張藍色股票從股市拖到股票購買軌。</translation>
    </message>
    <message>
        <source>Gold bars cost the gold price, and at the end they count at the gold price. Drag a purple share from the share market onto the gold purchase track, then confirm 1 bar.</source>
        <translation type="vanished">金條以金條價格買進，遊戲結束時也按金條價格計算。把一張紫色股票從股市拖到金條購買軌，然後確定買1條。</translation>
    </message>
    <message>
        <source>Buy gold: drag a purple share from the share market onto the gold purchase track.</source>
        <translation type="vanished">買進金條：把一張紫色股票從股市拖到金條購買軌。</translation>
    </message>
    <message>
        <source>Selling puts your share back in the market and pays you its price now. Drag your lit green share onto the share market.</source>
        <translation type="vanished">賣出時，你的股票回到股市，你拿到它現在的價格。把你亮起的綠色股票拖到股市。</translation>
    </message>
    <message>
        <source>Sell the lit green share: drag it from your screen onto the share market.</source>
        <translation type="vanished">賣出亮起的綠色股票：把它從你的屏風拖到股市。</translation>
    </message>
    <message>
        <source>A sale ends with one share of a colour you sold going from the current sale row to the market, and that colour's price falls. Drag the lit green share of row 1 onto the share market.</source>
        <translation type="vanished">賣出的最後，要把目前賣出列中你賣出顏色的一張股票移到股市，那種顏色的價格就會下跌。把第1列亮起的綠色股票拖到股市。</translation>
    </message>
    <message>
        <source>Finish the sale: drag the green share of row 1 onto the share market.</source>
        <translation type="vanished">結束賣出：把第1列的綠色股票拖到股市。</translation>
    </message>
    <message>
        <source>Your bonus tile's free move puts a share on a track without buying anything. Drag a blue share from the share market onto the last space of the share purchase track.</source>
        <translation type="vanished">獎勵牌的免費軌道操作不用買任何東西，就能把一張股票放上軌道。把一張藍色股票從股市拖到股票購買軌的最後一格。</translation>
    </message>
    <message>
        <source>Use your bonus tile: drag a blue share from the share market onto the share purchase track.</source>
        <translation type="vanished">使用獎勵牌：把一張藍色股票從股市拖到股票購買軌。</translation>
    </message>
    <message>
        <source>Gold bars cost the gold price, and at the end they count at the gold price. Drag a purple share onto the gold purchase track, then confirm 1 bar.</source>
        <translation type="vanished">金條以金條價格買進，遊戲結束時也按金條價格計算。把一張紫色股票拖到金條購買軌，然後確定買1條。</translation>
    </message>
    <message>
        <source>Your bonus tile's free move puts a share on a track without buying anything. Drag a blue share onto the last space of the share purchase track.</source>
        <translation type="vanished">獎勵牌的免費軌道操作不用買任何東西，就能把一張股票放上軌道。把一張藍色股票拖到股票購買軌的最後一格。</translation>
    </message>
    <message>
        <source>A purchase ends with one share of a colour you bought going onto the share purchase track. Drag a blue share onto the share purchase track.</source>
        <translation type="vanished">買進的最後，要把一張你買的顏色的股票放上股票購買軌。把一張藍色股票拖到股票購買軌。</translation>
    </message>
    <message>
        <source>A marker reached a higher level of the chart, so the level tile went up to 1. Higher levels let an action buy or sell more shares and more gold bars.</source>
        <translation type="vanished">有一個股價標記進入了股價表上更高的等級，所以等級升到1。等級越高，每次行動能買賣更多股票、買進更多金條。</translation>
    </message>
    <message>
        <source>A sale ends with one share of the current sale row going to the market, and that colour's price falls. Drag the lit green share of row 1 onto the share market.</source>
        <translation type="vanished">賣出的最後，要把目前賣出列的一張股票移到股市，那種顏色的價格就會下跌。把第1列亮起的綠色股票拖到股市。</translation>
    </message>
</context>
<context>
    <name>PonziLesson</name>
    <message>
        <location filename="../resources/lessons/ponzi.json"/>
        <source>Welcome to Ponzi Scheme</source>
        <translation>歡迎來到龐氏騙局</translation>
    </message>
    <message>
        <location filename="../resources/lessons/ponzi.json"/>
        <source>You raise cash by funding schemes, pay their interest with newer money, and trade industry tiles in secret. The game ends as soon as someone cannot pay; then, of the other players, whoever has the most points for tiles and cash wins.</source>
        <translation>你靠募資籌錢，用後來籌到的錢支付利息，並祕密交易產業卡。一旦有人付不出錢，遊戲就結束；接著在其餘玩家中，產業卡與資金得分最高的人獲勝。</translation>
    </message>
    <message>
        <location filename="../resources/lessons/ponzi.json"/>
        <source>Fund your first scheme</source>
        <translation>第一次募資</translation>
    </message>
    <message>
        <location filename="../resources/lessons/ponzi.json"/>
        <source>Drag or click the lit Transportation tile, then the lit $11 card: the bank pays you $11 at once. The card goes on your time wheel, and you will owe $10 interest on it every 5 rounds.</source>
        <translation>把亮起的航運產業卡拖到亮起的$11資金卡上，或依序點選兩者：銀行立刻付你$11。這張卡放到你的時間輪上，之後每5回合你都要為它支付$10利息。</translation>
    </message>
    <message>
        <location filename="../resources/lessons/ponzi.json"/>
        <source>Not that one: drag or click the lit Transportation tile, then the lit $11 card.</source>
        <translation>不是那一步：把亮起的航運產業卡拖到亮起的$11資金卡上，或依序點選兩者。</translation>
    </message>
    <message>
        <location filename="../resources/lessons/ponzi.json"/>
        <source>Clandestine trading</source>
        <translation>內線交易</translation>
    </message>
    <message>
        <location filename="../resources/lessons/ponzi.json"/>
        <source>Now each player may make one secret offer for another player's tile. Keep your cash this time: click Pass.</source>
        <translation>現在每位玩家可以對別人的一張產業卡提出一次祕密出價。這次先留著錢：點選「跳過」。</translation>
    </message>
    <message>
        <location filename="../resources/lessons/ponzi.json"/>
        <source>This time, click Pass below the table.</source>
        <translation>這次請點選桌面下方的「跳過」。</translation>
    </message>
    <message>
        <location filename="../resources/lessons/ponzi.json"/>
        <source>The marker moves on</source>
        <translation>起始玩家卡傳下去</translation>
    </message>
    <message>
        <location filename="../resources/lessons/ponzi.json"/>
        <source>Trading is over, so the start player marker moves on to Ada. As the new start player, Ada takes one card off the funding board.</source>
        <translation>內線交易結束，起始玩家卡傳給Ada。身為新的起始玩家，Ada要從市場資金圖板移除1張資金卡。</translation>
    </message>
    <message>
        <location filename="../resources/lessons/ponzi.json"/>
        <source>The wheels turn</source>
        <translation>時間輪轉動</translation>
    </message>
    <message>
        <location filename="../resources/lessons/ponzi.json"/>
        <source>The round is over, and every time wheel has turned one space: your $11 card is one step closer to the arrow. When a card reaches the arrow, you pay its interest.</source>
        <translation>回合結束，所有時間輪都轉動了1格：你的$11資金卡離箭頭又近了一步。資金卡轉到箭頭時，你就要支付它的利息。</translation>
    </message>
    <message>
        <location filename="../resources/lessons/ponzi.json"/>
        <source>A second tile</source>
        <translation>第二張產業卡</translation>
    </message>
    <message>
        <location filename="../resources/lessons/ponzi.json"/>
        <source>Your second Transportation tile is funded from row 2, where the cards are bigger: drag or click it, then the lit $41 card. More cash now means more interest later: $46 every 3 rounds.</source>
        <translation>第二張航運產業卡要從金額較大的第2列募資：把它拖到亮起的$41資金卡上，或依序點選兩者。現在籌得越多，之後的利息也越高：每3回合$46。</translation>
    </message>
    <message>
        <location filename="../resources/lessons/ponzi.json"/>
        <source>Drag or click the lit Transportation tile, then the lit $41 card.</source>
        <translation>把亮起的航運產業卡拖到亮起的$41資金卡上，或依序點選兩者。</translation>
    </message>
    <message>
        <location filename="../resources/lessons/ponzi.json"/>
        <source>A secret offer</source>
        <translation>祕密出價</translation>
    </message>
    <message>
        <location filename="../resources/lessons/ponzi.json"/>
        <source>Bruno has handed Ada a sealed envelope for one of Ada's Transportation tiles; only the two of them know the amount inside. Ada must either sell Bruno that tile, or pay Bruno the same amount and take one of Bruno's.</source>
        <translation>Bruno交給Ada一個封好的信封，想換Ada的一張航運產業卡；只有他們兩人知道裡面的金額。Ada必須把那張卡賣出給Bruno，或付給Bruno同樣的金額並買入Bruno的一張。</translation>
    </message>
    <message>
        <location filename="../resources/lessons/ponzi.json"/>
        <source>Make a secret offer</source>
        <translation>提出祕密出價</translation>
    </message>
    <message>
        <location filename="../resources/lessons/ponzi.json"/>
        <source>To offer money for one of Bruno's tiles, drag or click your Transportation tile, then Bruno's area. The envelope opens with $23 already written in: click Seal and Hand Over.</source>
        <translation>要出錢換Bruno的一張產業卡，把你的航運產業卡拖到Bruno的區域，或依序點選兩者。信封打開時已寫好$23：點選「封好並交出」。</translation>
    </message>
    <message>
        <location filename="../resources/lessons/ponzi.json"/>
        <source>Drag or click your lit Transportation tile, then Bruno's area, and hand over the envelope with $23.</source>
        <translation>把你亮起的航運產業卡拖到Bruno的區域，或依序點選兩者，交出裝有$23的信封。</translation>
    </message>
    <message>
        <location filename="../resources/lessons/ponzi.json"/>
        <source>The envelope has $23 written on it: click Seal and Hand Over.</source>
        <translation>信封上已寫好$23：點選「封好並交出」。</translation>
    </message>
    <message>
        <location filename="../resources/lessons/ponzi.json"/>
        <source>Bruno sold</source>
        <translation>Bruno賣出</translation>
    </message>
    <message>
        <location filename="../resources/lessons/ponzi.json"/>
        <source>Bruno chose to sell: Bruno's Transportation tile is now yours, and your $23 now belongs to Bruno. With a counter-offer instead, Bruno would have paid you $23 and taken one of your Transportation tiles.</source>
        <translation>Bruno選擇賣出：Bruno的航運產業卡現在是你的，你的$23則歸Bruno。若Bruno改選買入，就會付你$23並拿走你的一張航運產業卡。</translation>
    </message>
    <message>
        <location filename="../resources/lessons/ponzi.json"/>
        <source>Wait for an offer</source>
        <translation>等待出價</translation>
    </message>
    <message>
        <location filename="../resources/lessons/ponzi.json"/>
        <source>Make no offer this round: click Pass. But keep an eye on Ada: an envelope is coming your way.</source>
        <translation>這回合不要出價：點選「跳過」。不過請留意Ada：有個信封要交給你。</translation>
    </message>
    <message>
        <location filename="../resources/lessons/ponzi.json"/>
        <source>An envelope for you</source>
        <translation>給你的信封</translation>
    </message>
    <message>
        <location filename="../resources/lessons/ponzi.json"/>
        <source>Ada offers you $41 for one of your Transportation tiles. A counter-offer would cost you $41 and get you one of Ada's. Take the money: click Sold! in the envelope's window.</source>
        <translation>Ada出$41要換你的一張航運產業卡。若選買入，你要付$41並拿走Ada的一張。這次收下錢：在信封視窗點選「賣出」。</translation>
    </message>
    <message>
        <location filename="../resources/lessons/ponzi.json"/>
        <source>Not a counter-offer this time: click Sold! in the envelope's window.</source>
        <translation>這次不要買入：在信封視窗點選「賣出」。</translation>
    </message>
    <message>
        <location filename="../resources/lessons/ponzi.json"/>
        <source>Take Ada's $41: click Sold!</source>
        <translation>收下Ada的$41：點選「賣出」。</translation>
    </message>
    <message>
        <location filename="../resources/lessons/ponzi.json"/>
        <source>You hold the marker</source>
        <translation>你拿到起始玩家卡</translation>
    </message>
    <message>
        <location filename="../resources/lessons/ponzi.json"/>
        <source>The marker has come to you, so you take one card off the funding board: drag or click the lit $64 card, then the discard pile. It is a bear card: when there are as many bears on the board as players, the market crashes.</source>
        <translation>起始玩家卡傳到你手上，所以你要從市場資金圖板移除1張資金卡：把亮起的$64資金卡拖到棄牌堆，或依序點選兩者。它是熊卡：圖板上的熊卡和玩家人數一樣多時，就會崩盤。</translation>
    </message>
    <message>
        <location filename="../resources/lessons/ponzi.json"/>
        <source>Drag or click the lit $64 card, then the discard pile.</source>
        <translation>把亮起的$64資金卡拖到棄牌堆，或依序點選兩者。</translation>
    </message>
    <message>
        <location filename="../resources/lessons/ponzi.json"/>
        <source>Pass again</source>
        <translation>再次跳過</translation>
    </message>
    <message>
        <location filename="../resources/lessons/ponzi.json"/>
        <source>No offer this round either: click Pass.</source>
        <translation>這回合也不出價：點選「跳過」。</translation>
    </message>
    <message>
        <location filename="../resources/lessons/ponzi.json"/>
        <source>Interest falls due</source>
        <translation>利息到期</translation>
    </message>
    <message>
        <location filename="../resources/lessons/ponzi.json"/>
        <source>The wheels turned, and your $41 card reached the arrow: you paid its $46 interest out of your cash. The card goes round the wheel again and falls due in another 3 rounds.</source>
        <translation>時間輪轉動後，你的$41資金卡到了箭頭：你用手上的錢支付了它的$46利息。這張卡會再繞時間輪一圈，再過3回合又會到期。</translation>
    </message>
    <message>
        <location filename="../resources/lessons/ponzi.json"/>
        <source>A third tile</source>
        <translation>第三張產業卡</translation>
    </message>
    <message>
        <location filename="../resources/lessons/ponzi.json"/>
        <source>A third tile of the same industry is funded from row 3, which has the biggest cards: drag or click the lit Transportation tile, then the lit $62 card. You can never fund more than three tiles of one industry.</source>
        <translation>同一產業的第三張產業卡要從金額最大的第3列募資：把亮起的航運產業卡拖到亮起的$62資金卡上，或依序點選兩者。同一產業你最多只能募資到三張。</translation>
    </message>
    <message>
        <location filename="../resources/lessons/ponzi.json"/>
        <source>Drag or click the lit Transportation tile, then the lit $62 card.</source>
        <translation>把亮起的航運產業卡拖到亮起的$62資金卡上，或依序點選兩者。</translation>
    </message>
    <message>
        <location filename="../resources/lessons/ponzi.json"/>
        <source>Bears on the board</source>
        <translation>圖板上的熊卡</translation>
    </message>
    <message>
        <location filename="../resources/lessons/ponzi.json"/>
        <source>Click Pass. There are now three bear cards on the funding board, one for each player: a crash is coming.</source>
        <translation>點選「跳過」。市場資金圖板上現在有三張熊卡，每位玩家一張：崩盤就要來了。</translation>
    </message>
    <message>
        <location filename="../resources/lessons/ponzi.json"/>
        <source>The market crashes</source>
        <translation>崩盤</translation>
    </message>
    <message>
        <location filename="../resources/lessons/ponzi.json"/>
        <source>With three bears on the funding board, one for each player, the market crashed: the bears and the discards were shuffled back into the deck, and the board was refilled. Bears drawn from now on wait for next round's check. Now everyone gives back one tile of the industry they hold the most of.</source>
        <translation>市場資金圖板上有三張熊卡，每位玩家一張，於是崩盤：熊卡和棄牌堆一起洗回資金卡牌堆，圖板也重新補滿。從現在起抽出的熊卡要等到下一回合檢查時才算數。現在每個人都要歸還一張自己持有最多的產業卡。</translation>
    </message>
    <message>
        <location filename="../resources/lessons/ponzi.json"/>
        <source>Give back a tile</source>
        <translation>歸還產業卡</translation>
    </message>
    <message>
        <location filename="../resources/lessons/ponzi.json"/>
        <source>Transportation is your biggest industry: drag or click one of its tiles, then the Transportation pile in the industry supply.</source>
        <translation>航運是你持有最多的產業：把一張航運產業卡拖回公區產業卡的航運那一疊，或依序點選兩者。</translation>
    </message>
    <message>
        <location filename="../resources/lessons/ponzi.json"/>
        <source>Drag or click the lit Transportation tile, then the lit supply pile.</source>
        <translation>把亮起的航運產業卡拖到亮起的公區，或依序點選兩者。</translation>
    </message>
    <message>
        <location filename="../resources/lessons/ponzi.json"/>
        <source>How the game ends</source>
        <translation>遊戲如何結束</translation>
    </message>
    <message>
        <location filename="../resources/lessons/ponzi.json"/>
        <source>After a crash, every wheel turns two spaces, and each player pays all the interest due at once (the lit lines). Anyone who cannot pay goes bankrupt and the game ends: the other players score their tiles and cash, and whoever has the most points wins.</source>
        <translation>崩盤後，每個時間輪都轉動2格，每位玩家要一次付清所有到期的利息（亮起的那幾行）。付不出的人破產，遊戲結束：其餘玩家以產業卡和資金計分，分數最高的人獲勝。</translation>
    </message>
    <message>
        <source>You raise cash by funding schemes, pay their interest with newer money, and trade industry tiles in secret. When someone cannot pay, the game ends: of the others, whoever scores most for tiles and cash wins.</source>
        <translation type="vanished">你靠募資籌錢，用後來籌到的錢支付利息，並祕密交易產業卡。有人付不出錢時遊戲結束：其餘玩家中，產業卡與資金得分最高的人獲勝。</translation>
    </message>
    <message>
        <source>Drag or click the lit Transportation tile, then the lit $11 card: the bank pays you $11 at once. The card goes on your time wheel, and every 5 rounds you owe its $10 interest.</source>
        <translation type="vanished">把亮起的航運產業卡拖到亮起的$11資金卡上，或依序點選兩者：銀行立刻付你$11。這張卡放到你的時間輪上，每5回合你要支付它的$10利息。</translation>
    </message>
    <message>
        <source>Trading is over, so the start player marker moves on to Ada. As the new start player, they take one card off the funding board.</source>
        <translation type="vanished">內線交易結束，起始玩家卡傳給Ada。身為新的起始玩家，她要從市場資金圖板移除1張資金卡。</translation>
    </message>
    <message>
        <source>The round ended and every time wheel turned one space: your $11 card is a step nearer the arrow. When a card reaches the arrow, you pay its interest.</source>
        <translation type="vanished">回合結束，所有時間輪都轉動了1格：你的$11資金卡離箭頭更近一步。資金卡轉到箭頭時，你就要支付它的利息。</translation>
    </message>
    <message>
        <source>Your second Transportation tile funds from row 2, where the cards are bigger: drag or click it, then the lit $41 card. More cash now means more interest later: $46 every 3 rounds.</source>
        <translation type="vanished">第二張航運產業卡要從金額較大的第2列募資：把它拖到亮起的$41資金卡上，或依序點選兩者。現在籌得越多，之後的利息也越高：每3回合$46。</translation>
    </message>
    <message>
        <source>Bruno handed Ada an envelope for one of Ada's Transportation tiles; only the two of them know the amount. Ada must sell Bruno the tile, or pay Bruno the same amount and take one of Bruno's.</source>
        <translation type="vanished">Bruno交給Ada一個信封，想換她的一張航運產業卡；只有他們兩人知道裡面的金額。她必須賣出這張卡，或付給他同樣的金額並買入他的一張。</translation>
    </message>
    <message>
        <source>Drag or click your Transportation tile, then Bruno's area, to offer money for one of Bruno's. The envelope opens with $23 written on it: click Seal and Hand Over.</source>
        <translation type="vanished">把你的航運產業卡拖到Bruno的區域，或依序點選兩者，出錢換他的一張。信封打開時已寫好$23：點選「封好並交出」。</translation>
    </message>
    <message>
        <source>Bruno chose to sell: Bruno's Transportation tile is yours now, and your $23 is Bruno's. Had Bruno made a counter-offer, they would have paid you $23 and taken one of your Transportation tiles.</source>
        <translation type="vanished">Bruno選擇賣出：他的航運產業卡現在是你的，你的$23歸他。若他選擇買入，就會付你$23並拿走你的一張航運產業卡。</translation>
    </message>
    <message>
        <source>No offer from you this round: click Pass. Watch Ada, though: an envelope is coming your way.</source>
        <translation type="vanished">這回合你不出價：點選「跳過」。不過請留意Ada：有個信封要交給你。</translation>
    </message>
    <message>
        <source>Ada offers you $41 for one of your Transportation tiles; a counter-offer would cost you $41 and win you one of Ada's. Take the money: click Sold! in the envelope's window.</source>
        <translation type="vanished">Ada出$41要換你的一張航運產業卡；若選買入，你要付$41並拿走她的一張。這次收下錢：在信封視窗點選「賣出」。</translation>
    </message>
    <message>
        <source>The marker came to you, so you take one card off the funding board: drag or click the lit $64 card, then the discard pile. It is a bear card: when as many bears as players lie on the board, the market crashes.</source>
        <translation type="vanished">起始玩家卡傳到你手上，所以你要從市場資金圖板移除1張資金卡：把亮起的$64資金卡拖到棄牌堆，或依序點選兩者。它是熊卡：圖板上的熊卡和玩家人數一樣多時，就會崩盤。</translation>
    </message>
    <message>
        <source>The wheels turned and your $41 card reached the arrow: you paid its $46 interest from your cash. It goes back round the wheel and falls due again in 3 rounds.</source>
        <translation type="vanished">時間輪轉動後，你的$41資金卡到了箭頭：你用手上的錢支付了它的$46利息。它會退回時間輪上，3回合後再次到期。</translation>
    </message>
    <message>
        <source>A third tile of one industry funds from row 3, the biggest cards: drag or click the lit Transportation tile, then the lit $62 card. Funding never takes you past three tiles of one industry.</source>
        <translation type="vanished">同一產業的第三張產業卡要從金額最大的第3列募資：把亮起的航運產業卡拖到亮起的$62資金卡上，或依序點選兩者。靠募資，同一產業最多只能拿到三張。</translation>
    </message>
    <message>
        <source>Click Pass. Three bear cards are on the funding board now, as many as players: a crash is coming.</source>
        <translation type="vanished">點選「跳過」。市場資金圖板上現在有三張熊卡，和玩家人數一樣多：崩盤就要來了。</translation>
    </message>
    <message>
        <source>Three bears on the funding board, as many as players, crashed the market: they were shuffled back into the deck with the discards, and the board was filled again. Bears that come out now wait for next round's check. Everyone gives back one tile of the industry they hold most of.</source>
        <translation type="vanished">市場資金圖板上有三張熊卡，和玩家人數一樣多，於是崩盤：這些熊卡和棄牌堆一起洗回資金卡牌堆，圖板也重新補滿。現在出現的熊卡要等到下一回合檢查時才算數。每個人都要歸還一張自己持有最多的產業卡。</translation>
    </message>
    <message>
        <source>Transportation is your biggest industry: drag or click one of its tiles, then the Transportation pile of the industry supply.</source>
        <translation type="vanished">航運是你持有最多的產業：把一張航運產業卡拖回公區產業卡的航運那一疊，或依序點選兩者。</translation>
    </message>
    <message>
        <source>After a crash every wheel turns two spaces, and each player pays all the interest due at once (the lit lines). Whoever cannot pay goes bankrupt and the game ends: the others score their tiles and cash, and the most points win.</source>
        <translation type="vanished">崩盤後每個時間輪轉動2格，每位玩家要一次付清所有到期的利息（亮起的那幾行）。付不出的人破產，遊戲結束：其餘玩家以產業卡和資金計分，分數最高的人獲勝。</translation>
    </message>
    <message>
        <source>Drag the lit Transportation tile onto the lit $11 card: the bank pays you $11 at once. The card goes on your time wheel, and every 5 rounds you owe its $10 interest.</source>
        <translation type="vanished">把亮起的航運產業卡拖到亮起的$11資金卡上：銀行立刻付你$11。這張卡放到你的時間輪上，每5回合你要支付它的$10利息。</translation>
    </message>
    <message>
        <source>Not that one: drag the lit Transportation tile onto the lit $11 card.</source>
        <translation type="vanished">不是那一步：把亮起的航運產業卡拖到亮起的$11資金卡上。</translation>
    </message>
    <message>
        <source>Your second Transportation tile funds from row 2, where the cards are bigger: drag it onto the lit $41 card. More cash now means more interest later: $46 every 3 rounds.</source>
        <translation type="vanished">第二張航運產業卡要從金額較大的第2列募資：把它拖到亮起的$41資金卡上。現在籌得越多，之後的利息也越高：每3回合$46。</translation>
    </message>
    <message>
        <source>Drag the lit Transportation tile onto the lit $41 card.</source>
        <translation type="vanished">把亮起的航運產業卡拖到亮起的$41資金卡上。</translation>
    </message>
    <message>
        <source>Drag your Transportation tile onto Bruno's area to offer money for one of Bruno's. The envelope opens with $23 written on it: click Seal and Hand Over.</source>
        <translation type="vanished">把你的航運產業卡拖到Bruno的區域，出錢換他的一張。信封打開時已寫好$23：點選「封好並交出」。</translation>
    </message>
    <message>
        <source>Drag your lit Transportation tile onto Bruno's area and hand over the envelope with $23.</source>
        <translation type="vanished">把你亮起的航運產業卡拖到Bruno的區域，交出裝有$23的信封。</translation>
    </message>
    <message>
        <source>The marker came to you, so you take one card off the funding board: drag the lit $64 card onto the discard pile. It is a bear card: when as many bears as players lie on the board, the market crashes.</source>
        <translation type="vanished">起始玩家卡傳到你手上，所以你要從市場資金圖板移除1張資金卡：把亮起的$64資金卡拖到棄牌堆。它是熊卡：圖板上的熊卡和玩家人數一樣多時，就會崩盤。</translation>
    </message>
    <message>
        <source>Drag the lit $64 card onto the discard pile.</source>
        <translation type="vanished">把亮起的$64資金卡拖到棄牌堆。</translation>
    </message>
    <message>
        <source>A third tile of one industry funds from row 3, the biggest cards: drag the lit Transportation tile onto the lit $62 card. Funding never takes you past three tiles of one industry.</source>
        <translation type="vanished">同一產業的第三張產業卡要從金額最大的第3列募資：把亮起的航運產業卡拖到亮起的$62資金卡上。靠募資，同一產業最多只能拿到三張。</translation>
    </message>
    <message>
        <source>Drag the lit Transportation tile onto the lit $62 card.</source>
        <translation type="vanished">把亮起的航運產業卡拖到亮起的$62資金卡上。</translation>
    </message>
    <message>
        <source>Transportation is your biggest industry: drag one of its tiles back onto the Transportation pile of the industry supply.</source>
        <translation type="vanished">航運是你持有最多的產業：把一張航運產業卡拖回公區產業卡的航運那一疊。</translation>
    </message>
    <message>
        <source>Drag the lit Transportation tile onto the lit supply pile.</source>
        <translation type="vanished">把亮起的航運產業卡拖到亮起的公區。</translation>
    </message>
    <message>
        <source>Ada offers you $41 for one of your Transportation tiles; a counter-offer would cost you $41 and win you hers. Take the money: click Sold! in the envelope's window.</source>
        <translation type="vanished">Ada出$41要換你的一張航運產業卡；若選買入，你要付$41並拿走她的一張。這次收下錢：在信封視窗點選「賣出」。</translation>
    </message>
    <message>
        <source>Trading is over, so the start player marker moves on to Ada. As the new start player, she takes one card off the funding board.</source>
        <translation type="vanished">內線交易結束，起始玩家卡傳給Ada。身為新的起始玩家，她要從市場資金圖板移除1張資金卡。</translation>
    </message>
    <message>
        <source>Bruno handed Ada an envelope for one of her Transportation tiles; only the two of them know the amount. She must sell him the tile, or pay him the same amount and take one of his.</source>
        <translation type="vanished">Bruno交給Ada一個信封，想換她的一張航運產業卡；只有他們兩人知道裡面的金額。她必須賣出這張卡，或付給他同樣的金額並買入他的一張。</translation>
    </message>
    <message>
        <source>Drag your Transportation tile onto Bruno's area to offer money for one of his. The envelope opens with $23 written on it: click Seal and Hand Over.</source>
        <translation type="vanished">把你的航運產業卡拖到Bruno的區域，出錢換他的一張。信封打開時已寫好$23：點選「封好並交出」。</translation>
    </message>
    <message>
        <source>Bruno chose to sell: his Transportation tile is yours now, and your $23 is his. Had he made a counter-offer, he would have paid you $23 and taken one of your Transportation tiles.</source>
        <translation type="vanished">Bruno選擇賣出：他的航運產業卡現在是你的，你的$23歸他。若他選擇買入，就會付你$23並拿走你的一張航運產業卡。</translation>
    </message>
    <message>
        <source>Secret trading</source>
        <translation type="vanished">內線交易</translation>
    </message>
    <message>
        <source>Click Sold! in the envelope's window.</source>
        <translation type="vanished">在信封視窗點選「賣出」。</translation>
    </message>
    <message>
        <source>Transportation is your biggest industry: drag one of its tiles back onto the industry supply.</source>
        <translation type="vanished">航運是你持有最多的產業：把一張航運產業卡拖回公區。</translation>
    </message>
    <message>
        <source>Three bears on the funding board, as many as players, crashed the market: they went back into the deck, and the bears that came out now wait for the next round. Everyone gives back one tile of the industry they hold most of.</source>
        <translation type="vanished">市場資金圖板上有三張熊卡，和玩家人數一樣多，於是崩盤：這些熊卡回到資金卡牌堆，剛補上的熊卡要等到下一回合才算數。每個人都要歸還一張自己持有最多的產業卡。</translation>
    </message>
</context>
<context>
    <name>segments</name>
    <message>
        <source>%1: %2</source>
        <translation type="vanished">%1：%2</translation>
    </message>
</context>
<context>
    <name>et</name>
    <message>
        <source>Player</source>
        <translation type="vanished">玩家</translation>
    </message>
    <message>
        <source>Total</source>
        <translation type="vanished">總分</translation>
    </message>
    <message>
        <source>Bankrupt: not scored</source>
        <translation type="vanished">破產：不計分</translation>
    </message>
</context>
<context>
    <name>ScoreGrid</name>
    <message>
        <source>Player</source>
        <translation type="vanished">玩家</translation>
    </message>
    <message>
        <source>Total</source>
        <translation type="vanished">總分</translation>
    </message>
    <message>
        <source>Bankrupt: not scored</source>
        <translation type="vanished">破產：不計分</translation>
    </message>
    <message>
        <source>Luxuries</source>
        <translation type="vanished">奢侈卡</translation>
    </message>
    <message>
        <source>Cash</source>
        <translation type="vanished">資金</translation>
    </message>
    <message>
        <source>Highest card</source>
        <translation type="vanished">最高資金卡</translation>
    </message>
    <message>
        <source>breaks a tie</source>
        <translation type="vanished">同分時比較</translation>
    </message>
    <message numerus="yes">
        <source>%n tile(s)</source>
        <translation type="vanished">
            <numerusform>%n 張</numerusform>
        </translation>
    </message>
    <message>
        <source>hidden</source>
        <translation type="vanished">隱藏</translation>
    </message>
</context>
<context>
    <name>PonziRules</name>
    <message>
        <source>Rules: %1 (F1)</source>
        <translation type="vanished">規則：%1（F1）</translation>
    </message>
</context>
</TS>
