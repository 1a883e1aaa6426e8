<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="ja" sourcelanguage="en">
<context>
    <name>AboutDialog</name>
    <message>
        <location filename="../ponzi_desktop/ui/about_dialog.py"/>
        <source>About Ponzi Desktop</source>
        <translation>Ponzi Desktop について</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/about_dialog.py"/>
        <source>Ponzi Desktop</source>
        <translation>Ponzi Desktop</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/about_dialog.py"/>
        <source>Version %1</source>
        <translation>バージョン %1</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/about_dialog.py"/>
        <source>Economic board games on one computer: with friends in hot-seat, or against bots.</source>
        <translation>経済ボードゲームを1台のコンピューターで。友だちと画面を回して遊ぶことも、ボットと対戦することもできます。</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/about_dialog.py"/>
        <source>The Games</source>
        <translation>ゲーム</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/about_dialog.py"/>
        <source>Licence and Credits</source>
        <translation>ライセンスとクレジット</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/about_dialog.py"/>
        <source>Ponzi Desktop is proprietary software: all rights reserved.</source>
        <translation>Ponzi Desktop はプロプライエタリソフトウェアです。無断複製・転載を禁じます。</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/about_dialog.py"/>
        <source>The games are their designers' and publishers'. The rules in the app are written in our own words, not copied from the rulebooks.</source>
        <translation>ゲームの権利はそれぞれのデザイナーと出版社にあります。アプリ内のルールは説明書からの転載ではなく、私たち自身の言葉で書いたものです。</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/about_dialog.py"/>
        <source>Built with %1.</source>
        <translation>使用しているライブラリ：%1。</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/about_dialog.py"/>
        <source>Close</source>
        <translation>閉じる</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/about_dialog.py"/>
        <source>Designed by %1 (%2)</source>
        <translation>デザイン：%1（%2）</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/about_dialog.py"/>
        <source>Designed by %1</source>
        <translation>デザイン：%1</translation>
    </message>
</context>
<context>
    <name>ActionPanel</name>
    <message>
        <location filename="../ponzi_desktop/ui/kit/action_panel.py"/>
        <source>Undo</source>
        <translation>元に戻す</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/kit/action_panel.py"/>
        <source>Take back your last move (Ctrl+Z)</source>
        <translation>直前の自分の手を取り消す（Ctrl+Z）</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/kit/action_panel.py"/>
        <source>Hint</source>
        <translation>ヒント</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/kit/action_panel.py"/>
        <source>Ask the hard bot what it would do in your place (Ctrl+H). It sees only what you see.</source>
        <translation>「むずかしい」のボットに、あなたの立場ならどうするかを尋ねます（Ctrl+H）。ボットが見るのはあなたに見えるものだけです。</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/kit/action_panel.py"/>
        <source>Cancel</source>
        <translation>取り消す</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/kit/action_panel.py"/>
        <source>Forget the half-made move (Esc)</source>
        <translation>途中まで選んだ手を取り消す（Esc）</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/kit/action_panel.py"/>
        <source>Cancel the selection</source>
        <translation>選択を取り消す</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/kit/action_panel.py"/>
        <source>Pass</source>
        <translation>パス</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/kit/action_panel.py"/>
        <source>Do nothing this turn</source>
        <translation>この手番では何もしない</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/kit/action_panel.py"/>
        <source>Scores</source>
        <translation>得点</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/kit/action_panel.py"/>
        <source>The scores of the game again (Ctrl+E)</source>
        <translation>このゲームの得点をもう一度表示（Ctrl+E）</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/kit/action_panel.py"/>
        <source>Hand Over</source>
        <translation>画面を渡す</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/kit/action_panel.py"/>
        <source>Cover the table now, for the next player to take the screen</source>
        <translation>今すぐテーブルを隠して、次のプレイヤーに画面を渡す</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/kit/action_panel.py"/>
        <source>Thinking…</source>
        <translation>考え中…</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/kit/action_panel.py"/>
        <source>The hard bot is thinking about your move: its hint comes in a moment.</source>
        <translation>「むずかしい」のボットがあなたの手を考えています。ヒントはまもなく出ます。</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/kit/action_panel.py"/>
        <source>The hint is in: the lit pieces show the move it suggests.</source>
        <translation>ヒントが出ました。光っているコマが勧める手です。</translation>
    </message>
    <message>
        <source>Round %1 · %2</source>
        <translation type="vanished">ラウンド %1 · %2</translation>
    </message>
    <message>
        <source>Open the Envelope…</source>
        <translation type="vanished">封筒を開ける…</translation>
    </message>
    <message>
        <source>See the amount and answer Sold or Counter-offer</source>
        <translation type="vanished">金額を見て、売却か買い取りかを答える</translation>
    </message>
    <message>
        <source>Remove card %1 from the funding board</source>
        <translation type="vanished">資金シートから資金カード %1 をはずす</translation>
    </message>
    <message>
        <source>Remove card %1</source>
        <translation type="vanished">カード %1 をはずす</translation>
    </message>
    <message>
        <source>Return %1</source>
        <translation type="vanished">%1を戻す</translation>
    </message>
    <message>
        <source>Give one %1 tile back to the supply</source>
        <translation type="vanished">%1の産業プレートを1枚、置き場に戻す</translation>
    </message>
    <message>
        <source>Take your %1 %2 tile and fund a card from row %3</source>
        <translation type="vanished">%2の%1の産業プレートを取り、%3列目の資金カードで資金集めをする</translation>
    </message>
    <message>
        <source>Fund card %1 (pays %2 every %3)</source>
        <translation type="vanished">資金カード %1（配当金 %2・周期数 %3）</translation>
    </message>
    <message>
        <source>Card %1</source>
        <translation type="vanished">カード %1</translation>
    </message>
    <message>
        <source>Offer one of your %1 tiles to a player who holds one</source>
        <translation type="vanished">%1プレートを持つプレイヤーに、自分の%1プレート1枚で闇取引きを持ちかける</translation>
    </message>
    <message>
        <source>Nobody else holds a %1 tile</source>
        <translation type="vanished">ほかに%1プレートを持つプレイヤーはいない</translation>
    </message>
    <message>
        <source>Offer to %1…</source>
        <translation type="vanished">%1に持ちかける…</translation>
    </message>
    <message>
        <source>Put an amount in an envelope for %1's %2 tile</source>
        <translation type="vanished">%1の%2プレートを求めて、封筒にお金を入れる</translation>
    </message>
    <message>
        <source>Buy %1</source>
        <translation type="vanished">%1を買う</translation>
    </message>
</context>
<context>
    <name>AmountDialog</name>
    <message>
        <location filename="../ponzi_desktop/ui/kit/amount_dialog.py"/>
        <source>Any whole amount from %1 to %2.</source>
        <translation>%1から%2までの整数の金額。</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/kit/amount_dialog.py"/>
        <source>Amount</source>
        <translation>金額</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/kit/amount_dialog.py"/>
        <source>Cancel</source>
        <translation>キャンセル</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/kit/amount_dialog.py"/>
        <source>Confirm</source>
        <translation>決定</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/kit/amount_dialog.py"/>
        <source>Type an amount from %1 to %2.</source>
        <translation>%1から%2までの金額を入力してください。</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/kit/amount_dialog.py"/>
        <source>%1 is more than %2, the most you can choose.</source>
        <translation>%1は上限の%2を超えています。</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/kit/amount_dialog.py"/>
        <source>%1 is less than %2, the least you can choose.</source>
        <translation>%1は下限の%2を下回っています。</translation>
    </message>
    <message>
        <source>OK</source>
        <translation type="vanished">決定</translation>
    </message>
</context>
<context>
    <name>AnswerDialog</name>
    <message>
        <location filename="../ponzi_desktop/ui/ponzi/envelope.py"/>
        <source>An Envelope from %1</source>
        <translation>%1からの封筒</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/ponzi/envelope.py"/>
        <source>From: %1</source>
        <translation>差出人：%1</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/ponzi/envelope.py"/>
        <source>%1 offers you %2 for one of your %3 tiles.</source>
        <translation>%1があなたの%3プレート1⁠枚に%2を提示しています。</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/ponzi/envelope.py"/>
        <source>You cannot refuse: answer with one of the two buttons.</source>
        <translation>断ることはできません。2⁠つのボタンのどちらかで答えてください。</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/ponzi/envelope.py"/>
        <source>Sold!</source>
        <translation>売却</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/ponzi/envelope.py"/>
        <source>You get %1 and give %2 one %3 tile.</source>
        <translation>%1を受け取り、%2に%3プレートを1⁠枚渡します。</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/ponzi/envelope.py"/>
        <source>Sold</source>
        <translation>売却</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/ponzi/envelope.py"/>
        <source>Take the envelope and give %1 one %2 tile.</source>
        <translation>封筒のお金を受け取り、%1に%2プレートを1⁠枚渡す。</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/ponzi/envelope.py"/>
        <source>Counter-offer!</source>
        <translation>買い取り</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/ponzi/envelope.py"/>
        <source>You pay %2 %1 and take one of %2's %3 tiles.</source>
        <translation>%2に%1を払い、%2の%3プレートを1⁠枚もらいます。</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/ponzi/envelope.py"/>
        <source>Counter-offer</source>
        <translation>買い取り</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/ponzi/envelope.py"/>
        <source>You have only %1: you cannot pay %2, so you must sell.</source>
        <translation>所持金は%1しかないため%2を支払えません。売却するしかありません。</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/ponzi/envelope.py"/>
        <source>Pay %1 the same amount and take one of %1's %2 tiles.</source>
        <translation>%1に同じ金額を支払い、%1の%2プレートを1⁠枚もらう。</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/ponzi/envelope.py"/>
        <source>&amp;Hint</source>
        <translation>ヒント(&amp;H)</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/ponzi/envelope.py"/>
        <source>Ask the hard bot which answer it would give in your place. It sees only what you see.</source>
        <translation>「むずかしい」のボットに、あなたの立場ならどちらで答えるかを尋ねます。ボットが見るのはあなたに見えるものだけです。</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/ponzi/envelope.py"/>
        <source>The hard bot is thinking about your answer: its hint comes in a moment.</source>
        <translation>「むずかしい」のボットがあなたの答えを考えています。ヒントはまもなく出ます。</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/ponzi/envelope.py"/>
        <source>The hint is in: the lit answer is the one it suggests.</source>
        <translation>ヒントが出ました。光っている答えが勧める答えです。</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/ponzi/envelope.py"/>
        <source>Thinking…</source>
        <translation>考え中…</translation>
    </message>
    <message>
        <source>You pay %2 %1 and take one of their %3 tiles.</source>
        <translation type="vanished">%2に%1を払い、%2の%3プレートを1⁠枚もらいます。</translation>
    </message>
    <message>
        <source>Pay %1 the same amount and take one of their %2 tiles.</source>
        <translation type="vanished">%1に同じ金額を支払い、%1の%2プレートを1⁠枚もらう。</translation>
    </message>
    <message>
        <source>&lt;p&gt;&lt;b&gt;%1 offers you %2 for one of your %3 tiles.&lt;/b&gt;&lt;/p&gt;&lt;p&gt;You cannot refuse: sell the tile for the amount, or counter-offer: pay %1 the same amount and take one of their %3 tiles.&lt;/p&gt;</source>
        <translation type="vanished">&lt;p&gt;&lt;b&gt;%1があなたの%3プレート1枚に%2を提示しています。&lt;/b&gt;&lt;/p&gt;&lt;p&gt;断ることはできません。その金額でプレートを売却するか、買い取り（%1に同じ金額を支払い、%1の%3プレートを1枚もらう）を選びます。&lt;/p&gt;</translation>
    </message>
    <message>
        <source>Sold! Take %1, give a %2 tile</source>
        <translation type="vanished">売却：%1を受け取り、%2プレートを渡す</translation>
    </message>
    <message>
        <source>Counter-offer! Pay %1, take a %2 tile</source>
        <translation type="vanished">買い取り：%1を支払い、%2プレートをもらう</translation>
    </message>
</context>
<context>
    <name>AntiMonopoly</name>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/labels.py"/>
        <source>Competitor</source>
        <translation>競争者</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/labels.py"/>
        <source>Monopolist</source>
        <translation>独占者</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/labels.py"/>
        <source>Competitors</source>
        <translation>競争者</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/labels.py"/>
        <source>Monopolists</source>
        <translation>独占者</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/labels.py"/>
        <source>New Orleans</source>
        <translation>ニューオーリンズ</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/labels.py"/>
        <source>Los Angeles</source>
        <translation>ロサンゼルス</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/labels.py"/>
        <source>Chicago</source>
        <translation>シカゴ</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/labels.py"/>
        <source>Philadelphia</source>
        <translation>フィラデルフィア</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/labels.py"/>
        <source>Boston</source>
        <translation>ボストン</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/labels.py"/>
        <source>Washington</source>
        <translation>ワシントン</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/labels.py"/>
        <source>San Francisco</source>
        <translation>サンフランシスコ</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/labels.py"/>
        <source>New York</source>
        <translation>ニューヨーク</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/labels.py"/>
        <source>START</source>
        <translation>スタート</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/labels.py"/>
        <source>Basin St.</source>
        <translation>ベイスン通り</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/labels.py"/>
        <source>Competitor or Monopolist card</source>
        <translation>競争者カードまたは独占者カード</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/labels.py"/>
        <source>French Quarter</source>
        <translation>フレンチ・クォーター</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/labels.py"/>
        <source>Income Tax</source>
        <translation>所得税</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/labels.py"/>
        <source>U.S. Railroad</source>
        <translation>U.S. 鉄道</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/labels.py"/>
        <source>Sunset Blvd.</source>
        <translation>サンセット大通り</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/labels.py"/>
        <source>Wilshire Blvd.</source>
        <translation>ウィルシャー大通り</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/labels.py"/>
        <source>Hollywood Blvd.</source>
        <translation>ハリウッド大通り</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/labels.py"/>
        <source>Sightseeing Tour / Price War / Prison</source>
        <translation>観光 / 価格戦争 / 刑務所</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/labels.py"/>
        <source>Rush St.</source>
        <translation>ラッシュ通り</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/labels.py"/>
        <source>Electric Company</source>
        <translation>電力会社</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/labels.py"/>
        <source>State St.</source>
        <translation>ステート通り</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/labels.py"/>
        <source>Michigan Ave.</source>
        <translation>ミシガン通り</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/labels.py"/>
        <source>U.S. Bus Company</source>
        <translation>U.S. バス会社</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/labels.py"/>
        <source>Locust St.</source>
        <translation>ローカスト通り</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/labels.py"/>
        <source>Chestnut St.</source>
        <translation>チェスナット通り</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/labels.py"/>
        <source>Walnut St.</source>
        <translation>ウォルナット通り</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/labels.py"/>
        <source>Anti-Monopoly Foundation</source>
        <translation>独占禁止財団</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/labels.py"/>
        <source>Brattle St.</source>
        <translation>ブラトル通り</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/labels.py"/>
        <source>Harvard Square</source>
        <translation>ハーバード・スクエア</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/labels.py"/>
        <source>Beacon St.</source>
        <translation>ビーコン通り</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/labels.py"/>
        <source>U.S. Air Line</source>
        <translation>U.S. 航空</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/labels.py"/>
        <source>Georgetown</source>
        <translation>ジョージタウン</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/labels.py"/>
        <source>Constitution Ave.</source>
        <translation>憲法通り</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/labels.py"/>
        <source>U.S. Gas Company</source>
        <translation>U.S. ガス会社</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/labels.py"/>
        <source>Pennsylvania Ave.</source>
        <translation>ペンシルベニア通り</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/labels.py"/>
        <source>Go to Prison (Monopolists) / Go to Price War (Competitors)</source>
        <translation>刑務所へ（独占者）/ 価格戦争へ（競争者）</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/labels.py"/>
        <source>Fisherman's Wharf</source>
        <translation>フィッシャーマンズ・ワーフ</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/labels.py"/>
        <source>Union Square</source>
        <translation>ユニオン・スクエア</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/labels.py"/>
        <source>Nob Hill</source>
        <translation>ノブ・ヒル</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/labels.py"/>
        <source>U.S. Trucking Company</source>
        <translation>U.S. トラック運送会社</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/labels.py"/>
        <source>Fifth Ave.</source>
        <translation>五番街</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/labels.py"/>
        <source>Property Tax</source>
        <translation>固定資産税</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/labels.py"/>
        <source>Wall St.</source>
        <translation>ウォール街</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/labels.py"/>
        <source>Card</source>
        <translation>カード</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/labels.py"/>
        <source>Sightseeing Tour</source>
        <translation>観光</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/labels.py"/>
        <source>Prison</source>
        <translation>刑務所</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/labels.py"/>
        <source>Price War</source>
        <translation>価格戦争</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/labels.py"/>
        <source>Go to Prison / Price War</source>
        <translation>刑務所へ /
価格戦争へ</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/labels.py"/>
        <source>Anti-Monopoly
Foundation</source>
        <translation>独占禁止
財団</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/labels.py"/>
        <source>House</source>
        <translation>家</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/labels.py"/>
        <source>Apartment</source>
        <translation>アパート</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/labels.py"/>
        <source>Treasury</source>
        <translation>財務省</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/labels.py"/>
        <source>Mortgaged</source>
        <translation>抵当</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/labels.py"/>
        <source>Roll the dice</source>
        <translation>サイコロを振る</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/labels.py"/>
        <source>Buy or decline</source>
        <translation>買うか見送るか</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/labels.py"/>
        <source>Build, trade or end the turn</source>
        <translation>建てる・取引する・手番を終える</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/labels.py"/>
        <source>Drawing up an offer</source>
        <translation>取引の申し出を作成中</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/labels.py"/>
        <source>Answer the offer</source>
        <translation>申し出に答える</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/labels.py"/>
        <source>Raise money</source>
        <translation>資金を工面する</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/labels.py"/>
        <source>Time is up: Treasury only</source>
        <translation>時間切れ：財務省との取引のみ</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/labels.py"/>
        <source>Game over</source>
        <translation>ゲーム終了</translation>
    </message>
    <message>
        <source>Time is up: the Treasury only</source>
        <translation type="vanished">時間切れ：財務省との取引のみ</translation>
    </message>
</context>
<context>
    <name>AntiMonopolyActionPanel</name>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/action_panel.py"/>
        <source>Build a house on %1 · %2</source>
        <translation>%1に家を建てる · %2</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/action_panel.py"/>
        <source>Build an apartment on %1 · %2</source>
        <translation>%1にアパートを建てる · %2</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/action_panel.py"/>
        <source>Sell back the apartment on %1 · %2</source>
        <translation>%1のアパートを売り戻す · %2</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/action_panel.py"/>
        <source>Sell back a house on %1 · %2</source>
        <translation>%1の家を1軒売り戻す · %2</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/action_panel.py"/>
        <source>Mortgage %1 for %2</source>
        <translation>%1を抵当に入れる · %2を受け取る</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/action_panel.py"/>
        <source>Redeem %1 for %2</source>
        <translation>%1の抵当を%2で解除</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/action_panel.py"/>
        <source>End turn</source>
        <translation>手番を終える</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/action_panel.py"/>
        <source>End your turn (E)</source>
        <translation>手番を終えます (E)</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/action_panel.py"/>
        <source>Done</source>
        <translation>完了</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/action_panel.py"/>
        <source>Finish your last dealings with the Treasury (E)</source>
        <translation>財務省との最後の取引を終える (E)</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/action_panel.py"/>
        <source>Buy for %1</source>
        <translation>%1で買う</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/action_panel.py"/>
        <source>Buy %1 for %2 (B)</source>
        <translation>%1を%2で買います (B)</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/action_panel.py"/>
        <source>Decline</source>
        <translation>買わない</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/action_panel.py"/>
        <source>Leave %1 with the Treasury</source>
        <translation>%1を財務省に残します</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/action_panel.py"/>
        <source>Pay %1</source>
        <translation>%1を払う</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/action_panel.py"/>
        <source>Pay %1 (%2)</source>
        <translation>%1を払う (%2)</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/action_panel.py"/>
        <source>Pay the flat Income Tax</source>
        <translation>所得税を定額で払います</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/action_panel.py"/>
        <source>Pay %1 of your cash plus %2 of your unmortgaged properties' prices and of your buildings' cost</source>
        <translation>現金の%1と、抵当に入っていない物件の価格と建物の費用の%2を払います</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/action_panel.py"/>
        <source>Build</source>
        <translation>建てる</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/action_panel.py"/>
        <source>Sell back</source>
        <translation>売り戻す</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/action_panel.py"/>
        <source>Mortgage</source>
        <translation>抵当に入れる</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/action_panel.py"/>
        <source>Redeem</source>
        <translation>抵当を解除</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/action_panel.py"/>
        <source>Your offer…</source>
        <translation>あなたの申し込み…</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/action_panel.py"/>
        <source>Go on drawing up your offer</source>
        <translation>取引の申し込みの作成を続けます</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/action_panel.py"/>
        <source>See the offer…</source>
        <translation>申し込みを見る…</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/action_panel.py"/>
        <source>Accept or refuse the offer</source>
        <translation>申し込みを受けるか断ります</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/action_panel.py"/>
        <source>Roll the dice</source>
        <translation>サイコロを振る</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/action_panel.py"/>
        <source>Roll again</source>
        <translation>もう一度振る</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/action_panel.py"/>
        <source>Doubles: throw the dice again (E)</source>
        <translation>ゾロ目：もう一度サイコロを振ります (E)</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/action_panel.py"/>
        <source>Throw the dice and move (R)</source>
        <translation>サイコロを振って進みます (R)</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/action_panel.py"/>
        <source>Pay %1 fine</source>
        <translation>罰金%1を払う</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/action_panel.py"/>
        <source>Pay the fine and leave before you roll</source>
        <translation>振る前に罰金を払って出ます</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/action_panel.py"/>
        <source>Choose a property</source>
        <translation>物件を選んでください</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/action_panel.py"/>
        <source>You own no property yet.</source>
        <translation>まだ所有地がありません。</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/action_panel.py"/>
        <source>Trade…</source>
        <translation>取引…</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/action_panel.py"/>
        <source>Offer a trade to another player</source>
        <translation>ほかのプレイヤーに取引を申し込みます</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/action_panel.py"/>
        <source>Trade</source>
        <translation>取引</translation>
    </message>
    <message>
        <source>Pay %1 of your cash plus 10% of your unmortgaged properties' prices and of your buildings' cost</source>
        <translation type="vanished">現金の%1と、抵当に入っていない物件の価格と建物の費用の10%を払います</translation>
    </message>
    <message>
        <source>Not possible now</source>
        <translation type="vanished">今はできません</translation>
    </message>
    <message>
        <source>Not possible for %1 now</source>
        <translation type="vanished">%1には今はできません</translation>
    </message>
    <message>
        <source>Nothing to do now</source>
        <translation type="vanished">今はできることがありません</translation>
    </message>
    <message>
        <source>Sell the apartment of %1 back · %2</source>
        <translation type="vanished">%1のアパートを売り戻す · %2</translation>
    </message>
    <message>
        <source>Sell a house of %1 back · %2</source>
        <translation type="vanished">%1の家を1軒売り戻す · %2</translation>
    </message>
</context>
<context>
    <name>AntiMonopolyCards</name>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/cards.py"/>
        <source>Go to %1 and collect %2 if you pass START.</source>
        <translation>%1へ進む。スタートを通過したら%2を受け取る。</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/cards.py"/>
        <source>Advance to START and collect %1.</source>
        <translation>スタートへ進み、%1を受け取る。</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/cards.py"/>
        <source>A big apartment chain leaves you alone rather than risk an antitrust case. Collect %1.</source>
        <translation>大手マンションチェーンは独禁法訴訟を恐れ、あなたに手を出さない。%1を受け取る。</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/cards.py"/>
        <source>The Anti-Monopoly Foundation backs your work with a grant. Collect %1.</source>
        <translation>独占禁止財団があなたの活動に助成金を出す。%1を受け取る。</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/cards.py"/>
        <source>You lowered your rents and filled every empty flat: profits are up. Collect %1.</source>
        <translation>家賃を下げたら空き部屋が埋まり、利益が増えた。%1を受け取る。</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/cards.py"/>
        <source>A fresh coat of paint to beat the competition brings in more customers. Collect %1.</source>
        <translation>競争に勝つために改装したら、客が増えた。%1を受け取る。</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/cards.py"/>
        <source>Boom times: your tenants have jobs and pay on time. Collect %1.</source>
        <translation>好景気。入居者はみな職があり、家賃もきちんと払う。%1を受け取る。</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/cards.py"/>
        <source>You win an antitrust suit and come out ahead even after the lawyers' fees. Collect %1.</source>
        <translation>独禁法訴訟に勝ち、弁護士費用を払っても黒字。%1を受け取る。</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/cards.py"/>
        <source>Trust-busters split up the giant that cut off your supplies. Collect %1.</source>
        <translation>あなたへの供給を断った巨大企業が、独禁法で分割された。%1を受け取る。</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/cards.py"/>
        <source>Congress at last pays for antitrust enforcement. Collect %1 from each Monopolist.</source>
        <translation>議会がついに独禁法の取り締まりに予算をつけた。独占者ひとりにつき%1を受け取る。</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/cards.py"/>
        <source>A monopolist who harmed you settles by consent decree: no damages, only a moral victory. Nothing happens.</source>
        <translation>あなたに損害を与えた独占者が同意判決で決着。賠償はなく、道義的勝利のみ。何も起こらない。</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/cards.py"/>
        <source>The Antitrust Division blocks a takeover of your firm. Play on.</source>
        <translation>司法省独禁局があなたの会社の買収を阻止した。そのまま続行。</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/cards.py"/>
        <source>A price-fixing ring is broken up and everyone slashes prices. Go to the Price War.</source>
        <translation>価格カルテルが摘発され、みな値下げに走る。価格戦争へ行く。</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/cards.py"/>
        <source>Cheaper building puts more homes on the market and your rents drop. Go to the Price War.</source>
        <translation>建築費が下がって住宅が増え、家賃が下がる。価格戦争へ行く。</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/cards.py"/>
        <source>You try a new business venture. Roll the dice: with %1 or more, collect %2.</source>
        <translation>新事業に挑戦。サイコロを振り、%1以上なら%2を受け取る。</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/cards.py"/>
        <source>You fought a rule requiring anti-pollution devices, but you are too small to win. Pay %1.</source>
        <translation>公害防止装置の義務化に反対したが、小さすぎて勝てなかった。%1を支払う。</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/cards.py"/>
        <source>Hard times: bigger rivals undercut your prices. Pay %1.</source>
        <translation>不景気。大手のライバルに値下げで負ける。%1を支払う。</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/cards.py"/>
        <source>The oil giants raise heating prices and you cannot pass the cost on. Pay %1.</source>
        <translation>石油大手が暖房費を値上げしたが、あなたは価格に転嫁できない。%1を支払う。</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/cards.py"/>
        <source>A giant's predatory pricing leaves you with a loss. Pay %1.</source>
        <translation>巨大企業の略奪的価格設定で赤字になる。%1を支払う。</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/cards.py"/>
        <source>A big corporation gets a subsidy; your plea for emergency aid is turned down. Pay %1.</source>
        <translation>大企業は補助金を得たが、あなたの緊急支援の申請は却下された。%1を支払う。</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/cards.py"/>
        <source>Big companies slip through loopholes and their taxes land on you. Pay %1.</source>
        <translation>大企業が抜け穴を使い、その税負担があなたにまわってくる。%1を支払う。</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/cards.py"/>
        <source>Your lobbyists water down a bill that would let the state sue monopolists for its citizens. Collect %1 from each Competitor.</source>
        <translation>ロビイストが、国が市民に代わって独占者を訴えられる法案を骨抜きにした。競争者ひとりにつき%1を受け取る。</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/cards.py"/>
        <source>Convicted more than once, you still receive a humanitarian award. Nothing happens.</source>
        <translation>何度も有罪判決を受けたのに、人道賞を授与される。何も起こらない。</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/cards.py"/>
        <source>A new judge who likes big business: the courts lean your way. Collect %1.</source>
        <translation>大企業びいきの新しい判事。裁判はあなたに有利。%1を受け取る。</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/cards.py"/>
        <source>Your realtor friend now runs a federal housing agency. Every Monopolist collects %1.</source>
        <translation>不動産業者の友人が連邦住宅局の長官になった。独占者は全員%1を受け取る。</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/cards.py"/>
        <source>You priced your rivals out of business, then raised your prices. Collect %1.</source>
        <translation>安売りでライバルを潰してから値上げした。%1を受け取る。</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/cards.py"/>
        <source>A handshake on the golf course fixes the bathtub market. Collect %1.</source>
        <translation>ゴルフ場での握手で浴槽市場を牛耳る。%1を受け取る。</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/cards.py"/>
        <source>Your firm corners the brick supply and competitors pay extra. Collect %1.</source>
        <translation>あなたの会社がレンガを買い占め、競争者は割高に払わされる。%1を受け取る。</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/cards.py"/>
        <source>A campaign donation gets the pollution rules dropped. Collect %1.</source>
        <translation>政治献金で公害規制が撤廃された。%1を受け取る。</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/cards.py"/>
        <source>You buy an invention that threatened you and lock it in a drawer. Collect %1.</source>
        <translation>脅威となる発明を買い取り、引き出しにしまい込んだ。%1を受け取る。</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/cards.py"/>
        <source>Holiday time: go to %1 and collect %2 if you pass START.</source>
        <translation>休暇の季節。%1へ進む。スタートを通過したら%2を受け取る。</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/cards.py"/>
        <source>Sponsoring the arts polishes your image. Good thinking; nothing happens.</source>
        <translation>芸術への支援でイメージアップ。賢い選択だ。何も起こらない。</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/cards.py"/>
        <source>A whistle-blower reveals that you bribed an antitrust lawyer. Go to Prison, and collect no rent for two turns.</source>
        <translation>内部告発で、独禁法担当の弁護士への贈賄が発覚。刑務所へ行き、2ターンの間、家賃を受け取れない。</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/cards.py"/>
        <source>Your hotel owners' price-fixing ring is exposed. Go to Prison, and collect no rent for two turns.</source>
        <translation>ホテル経営者たちの価格操作の共謀が発覚。刑務所へ行き、2ターンの間、家賃を受け取れない。</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/cards.py"/>
        <source>A shady government contract leaks to the press. Roll the dice: with %1 or more, collect %2.</source>
        <translation>怪しい政府契約が新聞にすっぱ抜かれた。サイコロを振り、%1以上なら%2を受け取る。</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/cards.py"/>
        <source>Without competition you grew lazy, and imports outsell you. Pay %1.</source>
        <translation>競争がなく怠けていたら、輸入品に売り負けた。%1を支払う。</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/cards.py"/>
        <source>The courts end your seat on the board of a so-called rival. Pay %1.</source>
        <translation>裁判所が、いわゆるライバル企業との兼任役員を解かせた。%1を支払う。</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/cards.py"/>
        <source>Your illegal campaign gift went to the wrong politician; you plead no contest. Pay %1.</source>
        <translation>違法な献金が別の政治家に渡ってしまい、不抗争の答弁をする。%1を支払う。</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/cards.py"/>
        <source>Your plan to monopolise sunlight fails. Pay %1.</source>
        <translation>日光を独占する計画が失敗した。%1を支払う。</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/cards.py"/>
        <source>Public outrage closes your private tax loophole. Pay %1.</source>
        <translation>世論の怒りで、あなた専用の税の抜け穴がふさがれた。%1を支払う。</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/cards.py"/>
        <source>Your fraudulent patent is thrown out. Pay %1.</source>
        <translation>不正な特許が無効にされた。%1を支払う。</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/cards.py"/>
        <source>Competitor card</source>
        <translation>競争者カード</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/cards.py"/>
        <source>Monopolist card</source>
        <translation>独占者カード</translation>
    </message>
</context>
<context>
    <name>AntiMonopolyEndTable</name>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/end_table.py"/>
        <source>Role</source>
        <translation>役割</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/end_table.py"/>
        <source>Cash</source>
        <translation>現金</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/end_table.py"/>
        <source>Cash kept</source>
        <translation>手元に残した現金</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/end_table.py"/>
        <source>%1 or %2</source>
        <comment>two percentages: the cash kept</comment>
        <translation>%1か%2</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/end_table.py"/>
        <source>Properties</source>
        <translation>所有地</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/end_table.py"/>
        <source>one rent paid</source>
        <translation>家賃1⁠回分</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/end_table.py"/>
        <source>rent they earn now</source>
        <translation>いま生む家賃</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/end_table.py"/>
        <source>Buildings</source>
        <translation>建物</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/end_table.py"/>
        <source>rent they added</source>
        <translation>建物が上乗せした家賃</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/end_table.py"/>
        <source>rent they add</source>
        <translation>建物が上乗せする家賃</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/end_table.py"/>
        <source>%1 of %2</source>
        <comment>a percentage of an amount: 10% of $300</comment>
        <translation>%2の%1</translation>
    </message>
    <message numerus="yes">
        <location filename="../ponzi_desktop/ui/anti_monopoly/end_table.py"/>
        <source>%n properties earning</source>
        <translation>
            <numerusform>%n件が家賃を生む</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../ponzi_desktop/ui/anti_monopoly/end_table.py"/>
        <source>%n houses</source>
        <translation>
            <numerusform>家%n軒</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../ponzi_desktop/ui/anti_monopoly/end_table.py"/>
        <source>%n apartments</source>
        <translation>
            <numerusform>アパート%n棟</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/end_table.py"/>
        <source>Cash and property value</source>
        <translation>現金と所有地の価値</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/end_table.py"/>
        <source>At the start of every round, and at the end. Property value: the printed price of every unmortgaged property plus what its buildings cost. A bankrupt player's lines stop where they went out.</source>
        <translation>各ラウンドの開始時とゲーム終了時の値です。所有地の価値：抵当に入っていない所有地それぞれの印刷された価格に、その建物の建築費を足したものです。破産したプレイヤーの線は、破産した時点で終わります。</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/end_table.py"/>
        <source>Bankrupt in round %1, owing the Treasury</source>
        <translation>ラウンド%1で破産（財務省への支払い）</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/end_table.py"/>
        <source>Bankrupt in round %1, owing %2</source>
        <translation>ラウンド%1で破産（%2への支払い）</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/end_table.py"/>
        <source>Nobody wins</source>
        <translation>勝者なし</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/end_table.py"/>
        <source>You are the last player standing</source>
        <translation>あなたが最後まで残りました</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/end_table.py"/>
        <source>%1 is the last player standing</source>
        <translation>%1が最後まで残りました</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/end_table.py"/>
        <source>You win with %1</source>
        <translation>%1であなたの勝ち</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/end_table.py"/>
        <source>You share the win with %1, with %2 each</source>
        <translation>%1と同点で勝利を分け合いました（それぞれ%2）</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/end_table.py"/>
        <source>%1 wins with %2</source>
        <translation>%2で%1の勝ち</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/end_table.py"/>
        <source>%1 share the win with %2 each</source>
        <translation>%1がそれぞれ%2で勝利を分け合いました</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/end_table.py"/>
        <source>Time was called after round %1: Competitors kept %2 of their cash and Monopolists %3, then the Treasury paid one rent for each property. The most cash wins.</source>
        <translation>ラウンド%1の後で時間切れになりました。競争者は現金の%2、独占者は%3を手元に残し、財務省が所有地ごとに家賃を1⁠回分支払いました。現金が最も多いプレイヤーの勝ちです。</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/end_table.py"/>
        <source>The round limit was reached after round %1: the richest player wins. Richest means cash plus the rent each unmortgaged property would earn now.</source>
        <translation>ラウンド%1でラウンド数の上限に達しました。最も裕福なプレイヤーの勝ちです。裕福さは、現金に、抵当に入っていない所有地がいま生む家賃を足したものです。</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/end_table.py"/>
        <source>Game B: every other player went bankrupt, so the last player standing wins.</source>
        <translation>ゲームB：ほかのプレイヤー全員が破産したので、最後に残ったプレイヤーの勝ちです。</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/end_table.py"/>
        <source>Game B: every Monopolist went bankrupt, so the richest Competitor wins: cash plus the rent each unmortgaged property would earn now.</source>
        <translation>ゲームB：独占者が全員破産したので、最も裕福な競争者の勝ちです。裕福さは、現金に、抵当に入っていない所有地がいま生む家賃を足したものです。</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/end_table.py"/>
        <source>Game B: every Competitor went bankrupt, so the richest Monopolist wins: cash plus the rent each unmortgaged property would earn now.</source>
        <translation>ゲームB：競争者が全員破産したので、最も裕福な独占者の勝ちです。裕福さは、現金に、抵当に入っていない所有地がいま生む家賃を足したものです。</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/end_table.py"/>
        <source>Game A: every other player went bankrupt. The wealth is counted as Game B counts it: cash plus the rent each unmortgaged property would earn now.</source>
        <translation>ゲームA：ほかのプレイヤーは全員破産しました。財産はゲームBと同じく、現金に、抵当に入っていない所有地がいま生む家賃を足して数えます。</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/end_table.py"/>
        <source>A utility's rent is a throw of the dice, made at the end.</source>
        <translation>公益事業の家賃は、終了時に振ったサイコロで決まりました。</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/end_table.py"/>
        <source>Tied at the top: the win is shared.</source>
        <translation>首位が同点のため、勝利を分け合います。</translation>
    </message>
    <message>
        <source>10% or 20%</source>
        <translation type="vanished">10%か20%</translation>
    </message>
    <message>
        <source>%1% of %2</source>
        <translation type="vanished">%2の%1%</translation>
    </message>
    <message>
        <source>Time was called after round %1: Competitors kept 10% of their cash and Monopolists 20%, then the Treasury paid one rent for each property. The most cash wins.</source>
        <translation type="vanished">ラウンド%1の後で時間切れになりました。競争者は現金の10%、独占者は20%を手元に残し、財務省が所有地ごとに家賃を1⁠回分支払いました。現金が最も多いプレイヤーの勝ちです。</translation>
    </message>
</context>
<context>
    <name>AntiMonopolyLog</name>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/narration.py"/>
        <source>START</source>
        <translation>スタート</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/narration.py"/>
        <source>a card space</source>
        <translation>カードのマス</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/narration.py"/>
        <source>Income Tax</source>
        <translation>所得税</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/narration.py"/>
        <source>the Sightseeing Tour</source>
        <translation>観光</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/narration.py"/>
        <source>the Anti-Monopoly Foundation</source>
        <translation>独占禁止財団</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/narration.py"/>
        <source>the Go to Prison / Price War corner</source>
        <translation>「刑務所へ／価格戦争へ」の角</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/narration.py"/>
        <source>Property Tax</source>
        <translation>固定資産税</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/narration.py"/>
        <source>somebody</source>
        <translation>誰か</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/narration.py"/>
        <source>%2 in %1</source>
        <translation>%1の%2</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/narration.py"/>
        <source>you</source>
        <translation>あなた</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/narration.py"/>
        <source>nobody</source>
        <translation>なし</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/narration.py"/>
        <source>Competitors: %1 · Monopolists: %2</source>
        <translation>競争者：%1 · 独占者：%2</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/narration.py"/>
        <source>Time is called after round %1: then everyone keeps part of their cash, collects one rent per property, and the most cash wins</source>
        <translation>ラウンド%1の後に時間切れ。全員が現金の一部を残し、所有地ごとに家賃を1回受け取り、現金が最も多い人の勝ち</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/narration.py"/>
        <source>Game B: once one side is bankrupt, the richest player of the other side wins (after round %1, the richest player)</source>
        <translation>ゲームB：一方の陣営が全員破産したら、他方の陣営で最も裕福な人の勝ち。ラウンド%1の後は最も裕福な人の勝ち</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/narration.py"/>
        <source>Game A: the last player standing wins (after round %1, the richest player)</source>
        <translation>ゲームA：最後まで残った人の勝ち。ラウンド%1の後は最も裕福な人の勝ち</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/narration.py"/>
        <source>Round %1 · your extra turn for doubles</source>
        <translation>ラウンド%1 · ゾロ目であなたの追加ターン</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/narration.py"/>
        <source>Round %1 · %2's extra turn for doubles</source>
        <translation>ラウンド%1 · ゾロ目で%2の追加ターン</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/narration.py"/>
        <source>Round %1 · your turn</source>
        <translation>ラウンド%1 · あなたの手番</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/narration.py"/>
        <source>Round %1 · %2's turn</source>
        <translation>ラウンド%1 · %2の手番</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/narration.py"/>
        <source>Round %1</source>
        <translation>ラウンド%1</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/narration.py"/>
        <source>You end your turn</source>
        <translation>あなたは手番を終える</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/narration.py"/>
        <source>%1 ends their turn</source>
        <translation>%1が手番を終える</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/narration.py"/>
        <source>You roll a %1 at the Anti-Monopoly Foundation: no grant this time</source>
        <translation>あなたは独占禁止財団で%1を出す。今回は助成金なし</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/narration.py"/>
        <source>%1 rolls a %2 at the Anti-Monopoly Foundation: no grant this time</source>
        <translation>%1は独占禁止財団で%2を出す。今回は助成金なし</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/narration.py"/>
        <source>You roll %1 and %2 for the utility's rent</source>
        <translation>あなたは公益事業の家賃のために%1と%2を出す</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/narration.py"/>
        <source>%1 rolls %2 and %3 for the utility's rent</source>
        <translation>%1は公益事業の家賃のために%2と%3を出す</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/narration.py"/>
        <source>You roll %1 and %2 for your card: not enough, nothing won</source>
        <translation>あなたはカードのために%1と%2を出す。足りず、何ももらえない</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/narration.py"/>
        <source>%1 rolls %2 and %3 for their card: not enough, nothing won</source>
        <translation>%1はカードのために%2と%3を出す。足りず、何ももらえない</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/narration.py"/>
        <source>You roll %1 and %2 to value your utility</source>
        <translation>あなたは公益事業の評価のために%1と%2を出す</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/narration.py"/>
        <source>%1 rolls %2 and %3 to value their utility</source>
        <translation>%1は公益事業の評価のために%2と%3を出す</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/narration.py"/>
        <source>You roll %1 and %2</source>
        <translation>あなたは%1と%2を出す</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/narration.py"/>
        <source>%1 rolls %2 and %3</source>
        <translation>%1は%2と%3を出す</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/narration.py"/>
        <source>You roll %1 and %2 and move to %3, collecting %4 at START</source>
        <translation>あなたは%1と%2を出して%3へ進み、スタートで%4を受け取る</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/narration.py"/>
        <source>%1 rolls %2 and %3 and moves to %4, collecting %5 at START</source>
        <translation>%1は%2と%3を出して%4へ進み、スタートで%5を受け取る</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/narration.py"/>
        <source>You roll %1 and %2 and move to %3</source>
        <translation>あなたは%1と%2を出して%3へ進む</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/narration.py"/>
        <source>%1 rolls %2 and %3 and moves to %4</source>
        <translation>%1は%2と%3を出して%4へ進む</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/narration.py"/>
        <source>You move to %1, collecting %2 at START</source>
        <translation>あなたは%1へ進み、スタートで%2を受け取る</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/narration.py"/>
        <source>%1 moves to %2, collecting %3 at START</source>
        <translation>%1は%2へ進み、スタートで%3を受け取る</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/narration.py"/>
        <source>You move to %1</source>
        <translation>あなたは%1へ進む</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/narration.py"/>
        <source>%1 moves to %2</source>
        <translation>%1は%2へ進む</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/narration.py"/>
        <source>You roll %1 and %2, land on START and collect %3</source>
        <translation>あなたは%1と%2を出してスタートに止まり、%3を受け取る</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/narration.py"/>
        <source>%1 rolls %2 and %3, lands on START and collects %4</source>
        <translation>%1は%2と%3を出してスタートに止まり、%4を受け取る</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/narration.py"/>
        <source>You move to START and collect %1</source>
        <translation>あなたはスタートへ進み、%1を受け取る</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/narration.py"/>
        <source>%1 moves to START and collects %2</source>
        <translation>%1はスタートへ進み、%2を受け取る</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/narration.py"/>
        <source>You draw a Monopolist card: “%1”</source>
        <translation>あなたは独占者カードを引く：「%1」</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/narration.py"/>
        <source>%1 draws a Monopolist card: “%2”</source>
        <translation>%1は独占者カードを引く：「%2」</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/narration.py"/>
        <source>You draw a Competitor card: “%1”</source>
        <translation>あなたは競争者カードを引く：「%1」</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/narration.py"/>
        <source>%1 draws a Competitor card: “%2”</source>
        <translation>%1は競争者カードを引く：「%2」</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/narration.py"/>
        <source>You go to Prison: roll doubles or pay the fine to get out, within three turns; meanwhile you collect no rent</source>
        <translation>あなたは刑務所へ行く。3ターン以内にゾロ目を出すか罰金を払えば出られる。その間、家賃は受け取れない</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/narration.py"/>
        <source>%1 goes to Prison: no rent for them while they are there</source>
        <translation>%1は刑務所へ行く。そこにいる間は家賃を受け取れない</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/narration.py"/>
        <source>You go to the Price War: roll doubles or pay the fine to get out, within three turns; your rents still come in</source>
        <translation>あなたは価格戦争へ行く。3ターン以内にゾロ目を出すか罰金を払えば出られる。家賃は引き続き入る</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/narration.py"/>
        <source>%1 goes to the Price War: their rents still come in</source>
        <translation>%1は価格戦争へ行く。家賃は引き続き入る</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/narration.py"/>
        <source>You roll %1 and %2, no doubles: you stay; next turn you pay the fine and move on</source>
        <translation>あなたは%1と%2でゾロ目ならず。とどまり、次の手番で罰金を払って進む</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/narration.py"/>
        <source>%1 rolls %2 and %3, no doubles: they stay; next turn they pay the fine and move on</source>
        <translation>%1は%2と%3でゾロ目ならず。とどまり、次の手番で罰金を払って進む</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/narration.py"/>
        <source>You roll %1 and %2, no doubles: you stay, with one more try next turn</source>
        <translation>あなたは%1と%2でゾロ目ならず。とどまり、次の手番でもう一度挑戦できる</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/narration.py"/>
        <source>%1 rolls %2 and %3, no doubles: they stay, with one more try next turn</source>
        <translation>%1は%2と%3でゾロ目ならず。とどまり、次の手番でもう一度挑戦できる</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/narration.py"/>
        <source>No doubles: you stay where you are</source>
        <translation>ゾロ目ならず。あなたはとどまる</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/narration.py"/>
        <source>No doubles: %1 stays where they are</source>
        <translation>ゾロ目ならず。%1はとどまる</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/narration.py"/>
        <source>You roll doubles, %1 and %2: you are free</source>
        <translation>あなたは%1と%2のゾロ目を出し、自由になる</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/narration.py"/>
        <source>%1 rolls doubles, %2 and %3: they are free</source>
        <translation>%1は%2と%3のゾロ目を出し、自由になる</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/narration.py"/>
        <source>Doubles: you are free</source>
        <translation>ゾロ目。あなたは自由になる</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/narration.py"/>
        <source>Doubles: %1 is free</source>
        <translation>ゾロ目。%1は自由になる</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/narration.py"/>
        <source>Your third turn there: you pay the %1 fine and are free</source>
        <translation>3回目の手番。あなたは罰金%1を払い、自由になる</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/narration.py"/>
        <source>%1's third turn there: they pay the %2 fine and are free</source>
        <translation>%1の3回目の手番。罰金%2を払い、自由になる</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/narration.py"/>
        <source>You pay the %1 fine and are free</source>
        <translation>あなたは罰金%1を払い、自由になる</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/narration.py"/>
        <source>%1 pays the %2 fine and is free</source>
        <translation>%1は罰金%2を払い、自由になる</translation>
    </message>
    <message numerus="yes">
        <location filename="../ponzi_desktop/ui/anti_monopoly/narration.py"/>
        <source>You collect no rent for your next %n turn(s), in Prison or out</source>
        <translation>
            <numerusform>あなたは次の%nターン、刑務所にいてもいなくても地代を受け取れない</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../ponzi_desktop/ui/anti_monopoly/narration.py"/>
        <source>%1 collects no rent for their next %n turn(s), in Prison or out</source>
        <translation>
            <numerusform>%1は次の%nターン、刑務所にいてもいなくても地代を受け取れない</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/narration.py"/>
        <source>You collect rent again</source>
        <translation>あなたは再び地代を受け取れるようになる</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/narration.py"/>
        <source>%1 collects rent again</source>
        <translation>%1は再び地代を受け取れるようになる</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/narration_deals.py"/>
        <source>nothing</source>
        <translation>なし</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/narration_deals.py"/>
        <source>You and %1 collect %2 each</source>
        <translation>あなたと%1はそれぞれ%2を受け取る</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/narration_deals.py"/>
        <source>%1 collect %2 each</source>
        <translation>%1はそれぞれ%2を受け取る</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/narration_deals.py"/>
        <source>You roll a %1 at the Anti-Monopoly Foundation and collect a %2 grant</source>
        <translation>あなたは独占禁止財団で%1を出し、%2の助成金を受け取る</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/narration_deals.py"/>
        <source>%1 rolls a %2 at the Anti-Monopoly Foundation and collects a %3 grant</source>
        <translation>%1は独占禁止財団で%2を出し、%3の助成金を受け取る</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/narration_deals.py"/>
        <source>You roll %1 and %2 and collect %3</source>
        <translation>あなたは%1と%2を出し、%3を受け取る</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/narration_deals.py"/>
        <source>%1 rolls %2 and %3 and collects %4</source>
        <translation>%1は%2と%3を出し、%4を受け取る</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/narration_deals.py"/>
        <source>You pass START and collect %1</source>
        <translation>あなたはスタートを通過し、%1を受け取る</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/narration_deals.py"/>
        <source>%1 passes START and collects %2</source>
        <translation>%1はスタートを通過し、%2を受け取る</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/narration_deals.py"/>
        <source>You collect a %1 grant from the Anti-Monopoly Foundation</source>
        <translation>あなたは独占禁止財団から%1の助成金を受け取る</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/narration_deals.py"/>
        <source>%1 collects a %2 grant from the Anti-Monopoly Foundation</source>
        <translation>%1は独占禁止財団から%2の助成金を受け取る</translation>
    </message>
    <message numerus="yes">
        <location filename="../ponzi_desktop/ui/anti_monopoly/narration_deals.py"/>
        <source>You collect %1 in rent for %n property(-ies)</source>
        <translation>
            <numerusform>あなたは%n件の所有地の家賃として%1を受け取る</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../ponzi_desktop/ui/anti_monopoly/narration_deals.py"/>
        <source>%1 collects %2 in rent for %n property(-ies)</source>
        <translation>
            <numerusform>%1は%n件の所有地の家賃として%2を受け取る</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/narration_deals.py"/>
        <source>You collect %1 as your card says</source>
        <translation>あなたはカードに従って%1を受け取る</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/narration_deals.py"/>
        <source>%1 collects %2 as the card says</source>
        <translation>%1はカードに従って%2を受け取る</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/narration_deals.py"/>
        <source>You collect %1 from the Treasury</source>
        <translation>あなたは財務省から%1を受け取る</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/narration_deals.py"/>
        <source>%1 collects %2 from the Treasury</source>
        <translation>%1は財務省から%2を受け取る</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/narration_deals.py"/>
        <source>%1 pay you %2 each, as your card says</source>
        <translation>あなたのカードに従い、%1がそれぞれ%2をあなたに支払う</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/narration_deals.py"/>
        <source>You and %1 pay %2 %3 each, as the card says</source>
        <translation>カードに従い、あなたと%1はそれぞれ%2に%3を支払う</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/narration_deals.py"/>
        <source>%1 pay %2 %3 each, as the card says</source>
        <translation>カードに従い、%1はそれぞれ%2に%3を支払う</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/narration_deals.py"/>
        <source>You pay %1 %2, as the card says</source>
        <translation>カードに従い、あなたは%1に%2を支払う</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/narration_deals.py"/>
        <source>%1 pays you %2, as your card says</source>
        <translation>あなたのカードに従い、%1があなたに%2を支払う</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/narration_deals.py"/>
        <source>%1 pays %2 %3, as the card says</source>
        <translation>カードに従い、%1は%2に%3を支払う</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/narration_deals.py"/>
        <source>You pay the %1 fine</source>
        <translation>あなたは罰金%1を支払う</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/narration_deals.py"/>
        <source>%1 pays the %2 fine</source>
        <translation>%1は罰金%2を支払う</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/narration_deals.py"/>
        <source>You pay %1 Property Tax</source>
        <translation>あなたは固定資産税%1を支払う</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/narration_deals.py"/>
        <source>%1 pays %2 Property Tax</source>
        <translation>%1は固定資産税%2を支払う</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/narration_deals.py"/>
        <source>You pay %1 Income Tax</source>
        <translation>あなたは所得税%1を支払う</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/narration_deals.py"/>
        <source>%1 pays %2 Income Tax</source>
        <translation>%1は所得税%2を支払う</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/narration_deals.py"/>
        <source>You pay %1 at the Anti-Monopoly Foundation</source>
        <translation>あなたは独占禁止財団で%1を支払う</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/narration_deals.py"/>
        <source>%1 pays %2 at the Anti-Monopoly Foundation</source>
        <translation>%1は独占禁止財団で%2を支払う</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/narration_deals.py"/>
        <source>You pay the Treasury %1 as your card says</source>
        <translation>あなたはカードに従って財務省に%1を支払う</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/narration_deals.py"/>
        <source>%1 pays the Treasury %2 as the card says</source>
        <translation>%1はカードに従って財務省に%2を支払う</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/narration_deals.py"/>
        <source>You pay the Treasury %1</source>
        <translation>あなたは財務省に%1を支払う</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/narration_deals.py"/>
        <source>%1 pays the Treasury %2</source>
        <translation>%1は財務省に%2を支払う</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/narration_deals.py"/>
        <source>You roll %1 and %2 and pay %3 %4 rent for %5</source>
        <translation>あなたは%1と%2を出し、%5の家賃%4を%3に支払う</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/narration_deals.py"/>
        <source>%1 rolls %2 and %3 and pays you %4 rent for %5</source>
        <translation>%1は%2と%3を出し、%5の家賃%4をあなたに支払う</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/narration_deals.py"/>
        <source>%1 rolls %2 and %3 and pays %4 %5 rent for %6</source>
        <translation>%1は%2と%3を出し、%6の家賃%5を%4に支払う</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/narration_deals.py"/>
        <source>You pay %1 %2 rent for %3</source>
        <translation>あなたは%3の家賃%2を%1に支払う</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/narration_deals.py"/>
        <source>%1 pays you %2 rent for %3</source>
        <translation>%1は%3の家賃%2をあなたに支払う</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/narration_deals.py"/>
        <source>%1 pays %2 %3 rent for %4</source>
        <translation>%1は%4の家賃%3を%2に支払う</translation>
    </message>
    <message numerus="yes">
        <location filename="../ponzi_desktop/ui/anti_monopoly/narration_deals.py"/>
        <source>You pay no rent for %1: %2's card stops their rents for %n more turn(s)</source>
        <translation>
            <numerusform>%1の地代を払わない：%2はカードにより、あと%nターン地代を受け取れない</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../ponzi_desktop/ui/anti_monopoly/narration_deals.py"/>
        <source>%1 pays you no rent for %2: your card stops your rents for %n more turn(s)</source>
        <translation>
            <numerusform>%1は%2の地代をあなたに払わない：カードにより、あなたはあと%nターン地代を受け取れない</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../ponzi_desktop/ui/anti_monopoly/narration_deals.py"/>
        <source>%1 pays no rent for %2: %3's card stops their rents for %n more turn(s)</source>
        <translation>
            <numerusform>%1は%2の地代を払わない：%3はカードにより、あと%nターン地代を受け取れない</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/narration_deals.py"/>
        <source>You pay no rent for %1: %2 collects none after being sent to Prison</source>
        <translation>あなたは%1の家賃を払わずに済む（%2は刑務所送り）</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/narration_deals.py"/>
        <source>%1 pays you no rent for %2: you collect none after being sent to Prison</source>
        <translation>%1は%2の家賃を払わずに済む（あなたは刑務所送り）</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/narration_deals.py"/>
        <source>%1 pays no rent for %2: %3 collects none after being sent to Prison</source>
        <translation>%1は%2の家賃を払わずに済む（%3は刑務所送り）</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/narration_deals.py"/>
        <source>You choose the percentage for your Income Tax: %1</source>
        <translation>あなたは所得税を割合で選ぶ：%1</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/narration_deals.py"/>
        <source>%1 chooses the percentage for their Income Tax: %2</source>
        <translation>%1は所得税を割合で選ぶ：%2</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/narration_deals.py"/>
        <source>You choose the flat Income Tax: %1</source>
        <translation>あなたは所得税を定額で選ぶ：%1</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/narration_deals.py"/>
        <source>%1 chooses the flat Income Tax: %2</source>
        <translation>%1は所得税を定額で選ぶ：%2</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/narration_deals.py"/>
        <source>You owe %1 to the Treasury: raise it by selling buildings back and mortgaging</source>
        <translation>財務省に%1の借りがある。建物の売り戻しか抵当で工面してください</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/narration_deals.py"/>
        <source>You owe %1 %2: raise it by selling buildings back and mortgaging</source>
        <translation>%1に%2の借りがある。建物の売り戻しか抵当で工面してください</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/narration_deals.py"/>
        <source>%1 owes %2 to the Treasury and must sell buildings back and mortgage to pay it</source>
        <translation>%1は財務省に%2の借りがある。建物の売り戻しか抵当で工面する</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/narration_deals.py"/>
        <source>%1 owes you %2 and must sell buildings back and mortgage to pay it</source>
        <translation>%1はあなたに%2の借りがある。建物の売り戻しか抵当で工面する</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/narration_deals.py"/>
        <source>%1 owes %2 %3 and must sell buildings back and mortgage to pay it</source>
        <translation>%1は%2に%3の借りがある。建物の売り戻しか抵当で工面する</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/narration_deals.py"/>
        <source>You go bankrupt: your properties go back to the Treasury, unmortgaged, for sale again</source>
        <translation>あなたは破産する。所有地は抵当を外して財務省に戻り、再び売りに出される</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/narration_deals.py"/>
        <source>%1 goes bankrupt: their properties go back to the Treasury, unmortgaged, for sale again</source>
        <translation>%1は破産する。所有地は抵当を外して財務省に戻り、再び売りに出される</translation>
    </message>
    <message numerus="yes">
        <location filename="../ponzi_desktop/ui/anti_monopoly/narration_deals.py"/>
        <source>You go bankrupt: %1 takes your %2 and your %n property(-ies)</source>
        <translation>
            <numerusform>あなたは破産する。%1があなたの%2と所有地%n件を引き取る</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../ponzi_desktop/ui/anti_monopoly/narration_deals.py"/>
        <source>%1 goes bankrupt: you take their %2 and their %n property(-ies)</source>
        <translation>
            <numerusform>%1は破産する。あなたがその%2と所有地%n件を引き取る</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../ponzi_desktop/ui/anti_monopoly/narration_deals.py"/>
        <source>%1 goes bankrupt: %2 takes their %3 and their %n property(-ies)</source>
        <translation>
            <numerusform>%1は破産する。%2がその%3と所有地%n件を引き取る</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/narration_deals.py"/>
        <source>You begin an offer to %1</source>
        <translation>あなたは%1への提案を作り始める</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/narration_deals.py"/>
        <source>%1 begins an offer to you</source>
        <translation>%1があなたへの提案を作り始める</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/narration_deals.py"/>
        <source>%1 begins an offer to %2</source>
        <translation>%1が%2への提案を作り始める</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/narration_deals.py"/>
        <source>Your offer to %1 so far: %2 for %3</source>
        <translation>%1への提案（作成中）：%2と引き換えに%3</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/narration_deals.py"/>
        <source>%1's offer to you so far: %2 for %3</source>
        <translation>%1からあなたへの提案（作成中）：%2と引き換えに%3</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/narration_deals.py"/>
        <source>%1's offer to %2 so far: %3 for %4</source>
        <translation>%1から%2への提案（作成中）：%3と引き換えに%4</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/narration_deals.py"/>
        <source>You offer %1 %2 for %3</source>
        <translation>あなたは%1に、%2と引き換えに%3を求める提案をする</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/narration_deals.py"/>
        <source>%1 offers you %2 for %3</source>
        <translation>%1はあなたに、%2と引き換えに%3を求める提案をする</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/narration_deals.py"/>
        <source>%1 offers %2 %3 for %4</source>
        <translation>%1は%2に、%3と引き換えに%4を求める提案をする</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/narration_deals.py"/>
        <source>You draw up an offer to %1 and withdraw it</source>
        <translation>あなたは%1への提案を作りかけて取り下げる</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/narration_deals.py"/>
        <source>%1 draws up an offer to you and withdraws it</source>
        <translation>%1があなたへの提案を作りかけて取り下げる</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/narration_deals.py"/>
        <source>%1 draws up an offer to %2 and withdraws it</source>
        <translation>%1が%2への提案を作りかけて取り下げる</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/narration_deals.py"/>
        <source>You accept %1's offer: you get %2 for %3</source>
        <translation>あなたは%1の提案を受け入れ、%3と引き換えに%2を得る</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/narration_deals.py"/>
        <source>%1 accepts your offer: you get %2 for %3</source>
        <translation>%1があなたの提案を受け入れ、あなたは%3と引き換えに%2を得る</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/narration_deals.py"/>
        <source>%1 accepts %2's offer: %1 gets %3 for %4</source>
        <translation>%1が%2の提案を受け入れ、%1は%4と引き換えに%3を得る</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/narration_deals.py"/>
        <source>You turn down %1's offer</source>
        <translation>あなたは%1の提案を断る</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/narration_deals.py"/>
        <source>%1 turns down your offer</source>
        <translation>%1はあなたの提案を断る</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/narration_deals.py"/>
        <source>%1 turns down %2's offer</source>
        <translation>%1は%2の提案を断る</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/narration_deals.py"/>
        <source>Time is up after round %1: everyone deals with the Treasury one last time</source>
        <translation>ラウンド%1の後で時間切れ。全員が最後にもう一度だけ財務省と取引する</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/narration_deals.py"/>
        <source>You keep %1 of your cash and give %2 to the Treasury</source>
        <translation>あなたは現金のうち%1を残し、%2を財務省に渡す</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/narration_deals.py"/>
        <source>%1 keeps %2 of their cash and gives %3 to the Treasury</source>
        <translation>%1は現金のうち%2を残し、%3を財務省に渡す</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/narration_deals.py"/>
        <source>Game over: nobody wins</source>
        <translation>ゲーム終了：勝者なし</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/narration_deals.py"/>
        <source>Game over: you share the win with %1, with %2 each</source>
        <translation>ゲーム終了：あなたと%1が勝利を分け合う（各%2）</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/narration_deals.py"/>
        <source>Game over: %1 share the win, with %2 each</source>
        <translation>ゲーム終了：%1が勝利を分け合う（各%2）</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/narration_deals.py"/>
        <source>Game over: you are the last player standing and win</source>
        <translation>ゲーム終了：最後まで残ったあなたの勝ち</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/narration_deals.py"/>
        <source>Game over: %1 is the last player standing and wins</source>
        <translation>ゲーム終了：最後まで残った%1の勝ち</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/narration_deals.py"/>
        <source>Game over: one side is bankrupt, and you win as the richest player, worth %1</source>
        <translation>ゲーム終了：一方の陣営が破産し、最も裕福なあなたの勝ち（%1）</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/narration_deals.py"/>
        <source>Game over: one side is bankrupt, and %1 wins as the richest player, worth %2</source>
        <translation>ゲーム終了：一方の陣営が破産し、最も裕福な%1の勝ち（%2）</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/narration_deals.py"/>
        <source>Game over: you win with the most cash, %1</source>
        <translation>ゲーム終了：現金が最も多いあなたの勝ち（%1）</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/narration_deals.py"/>
        <source>Game over: %1 wins with the most cash, %2</source>
        <translation>ゲーム終了：現金が最も多い%1の勝ち（%2）</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/narration_deals.py"/>
        <source>Game over after the last round: you win as the richest player, worth %1</source>
        <translation>ゲーム終了（最終ラウンド後）：最も裕福なあなたの勝ち（%1）</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/narration_deals.py"/>
        <source>Game over after the last round: %1 wins as the richest player, worth %2</source>
        <translation>ゲーム終了（最終ラウンド後）：最も裕福な%1の勝ち（%2）</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/narration_treasury.py"/>
        <source>You buy %1 for %2</source>
        <translation>あなたは%1を%2で買う</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/narration_treasury.py"/>
        <source>%1 buys %2 for %3</source>
        <translation>%1は%2を%3で買う</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/narration_treasury.py"/>
        <source>You do not buy %1</source>
        <translation>あなたは%1を買わない</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/narration_treasury.py"/>
        <source>%1 does not buy %2</source>
        <translation>%1は%2を買わない</translation>
    </message>
    <message numerus="yes">
        <location filename="../ponzi_desktop/ui/anti_monopoly/narration_treasury.py"/>
        <source>%n houses and an apartment on %1</source>
        <translation>
            <numerusform>%1に家%n軒とアパート1棟</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/narration_treasury.py"/>
        <source>a house and an apartment on %1</source>
        <translation>%1に家1軒とアパート1棟</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/narration_treasury.py"/>
        <source>an apartment on %1</source>
        <translation>%1にアパート1棟</translation>
    </message>
    <message numerus="yes">
        <location filename="../ponzi_desktop/ui/anti_monopoly/narration_treasury.py"/>
        <source>%n houses on %1</source>
        <translation>
            <numerusform>%1に家%n軒</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/narration_treasury.py"/>
        <source>a house on %1</source>
        <translation>%1に家1軒</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/narration_treasury.py"/>
        <source>You build %1 for %2</source>
        <translation>あなたは%1を建てる（計%2）</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/narration_treasury.py"/>
        <source>%1 builds %2 for %3</source>
        <translation>%1は%2を建てる（計%3）</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/narration_treasury.py"/>
        <source>You build an apartment on %1 for %2</source>
        <translation>あなたは%1にアパートを%2で建てる</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/narration_treasury.py"/>
        <source>%1 builds an apartment on %2 for %3</source>
        <translation>%1は%2にアパートを%3で建てる</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/narration_treasury.py"/>
        <source>You build a house on %1 for %2</source>
        <translation>あなたは%1に家を%2で建てる</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/narration_treasury.py"/>
        <source>%1 builds a house on %2 for %3</source>
        <translation>%1は%2に家を%3で建てる</translation>
    </message>
    <message numerus="yes">
        <location filename="../ponzi_desktop/ui/anti_monopoly/narration_treasury.py"/>
        <source>%n buildings on %1</source>
        <translation>
            <numerusform>%1の建物%n件</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/narration_treasury.py"/>
        <source>a building on %1</source>
        <translation>%1の建物1件</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/narration_treasury.py"/>
        <source>You sell %1 back to the Treasury and mortgage %2, raising %3</source>
        <translation>あなたは%1を財務省に売り戻し、%2を抵当に入れて%3を用意する</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/narration_treasury.py"/>
        <source>%1 sells %2 back to the Treasury and mortgages %3, raising %4</source>
        <translation>%1は%2を財務省に売り戻し、%3を抵当に入れて%4を用意する</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/narration_treasury.py"/>
        <source>You sell %1 back to the Treasury for %2</source>
        <translation>あなたは%1を財務省に%2で売り戻す</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/narration_treasury.py"/>
        <source>%1 sells %2 back to the Treasury for %3</source>
        <translation>%1は%2を財務省に%3で売り戻す</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/narration_treasury.py"/>
        <source>You mortgage %1 for %2</source>
        <translation>あなたは%1を抵当に入れ、%2を得る</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/narration_treasury.py"/>
        <source>%1 mortgages %2 for %3</source>
        <translation>%1は%2を抵当に入れ、%3を得る</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/narration_treasury.py"/>
        <source>%1, and you pay the Treasury %2</source>
        <translation>%1。財務省に%2を支払う</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/narration_treasury.py"/>
        <source>%1, and you pay %2 %3</source>
        <translation>%1。%2に%3を支払う</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/narration_treasury.py"/>
        <source>%1, and pays the Treasury %2</source>
        <translation>%1。財務省に%2を支払う</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/narration_treasury.py"/>
        <source>%1, and pays you %2</source>
        <translation>%1。あなたに%2を支払う</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/narration_treasury.py"/>
        <source>%1, and pays %2 %3</source>
        <translation>%1。%2に%3を支払う</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/narration_treasury.py"/>
        <source>You sell a building on %1 back to the Treasury for %2</source>
        <translation>あなたは%1の建物を1つ財務省に%2で売り戻す</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/narration_treasury.py"/>
        <source>%1 sells a building on %2 back to the Treasury for %3</source>
        <translation>%1は%2の建物を1つ財務省に%3で売り戻す</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/narration_treasury.py"/>
        <source>You pay off the mortgages on %1 for %2</source>
        <translation>あなたは%2を払って%1の抵当を外す</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/narration_treasury.py"/>
        <source>%1 pays off the mortgages on %2 for %3</source>
        <translation>%1は%3を払って%2の抵当を外す</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/narration_treasury.py"/>
        <source>You pay off the mortgage on %1 for %2</source>
        <translation>あなたは%2を払って%1の抵当を外す</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/narration_treasury.py"/>
        <source>%1 pays off the mortgage on %2 for %3</source>
        <translation>%1は%3を払って%2の抵当を外す</translation>
    </message>
    <message numerus="yes">
        <location filename="../ponzi_desktop/ui/anti_monopoly/narration.py"/>
        <source>A new game for %n player(s)</source>
        <translation>
            <numerusform>%n人で新しいゲーム</numerusform>
        </translation>
    </message>
    <message>
        <source>You ended your turn</source>
        <translation type="vanished">あなたは手番を終えました</translation>
    </message>
    <message>
        <source>%1 ended their turn</source>
        <translation type="vanished">%1が手番を終えました</translation>
    </message>
    <message>
        <source>You rolled a %1 at the Anti-Monopoly Foundation: no grant this time</source>
        <translation type="vanished">あなたは独占禁止財団で%1を出しました。今回は助成金なし</translation>
    </message>
    <message>
        <source>%1 rolled a %2 at the Anti-Monopoly Foundation: no grant this time</source>
        <translation type="vanished">%1は独占禁止財団で%2を出しました。今回は助成金なし</translation>
    </message>
    <message>
        <source>You rolled %1 and %2 for the utility's rent</source>
        <translation type="vanished">あなたは公益事業の家賃のために%1と%2を出しました</translation>
    </message>
    <message>
        <source>%1 rolled %2 and %3 for the utility's rent</source>
        <translation type="vanished">%1は公益事業の家賃のために%2と%3を出しました</translation>
    </message>
    <message>
        <source>You rolled %1 and %2 for your card: not enough, nothing won</source>
        <translation type="vanished">あなたはカードのために%1と%2を出しました。足りず、何ももらえません</translation>
    </message>
    <message>
        <source>%1 rolled %2 and %3 for their card: not enough, nothing won</source>
        <translation type="vanished">%1はカードのために%2と%3を出しました。足りず、何ももらえません</translation>
    </message>
    <message>
        <source>You rolled %1 and %2 to value your utility</source>
        <translation type="vanished">あなたは公益事業の評価のために%1と%2を出しました</translation>
    </message>
    <message>
        <source>%1 rolled %2 and %3 to value their utility</source>
        <translation type="vanished">%1は公益事業の評価のために%2と%3を出しました</translation>
    </message>
    <message>
        <source>You rolled %1 and %2</source>
        <translation type="vanished">あなたは%1と%2を出しました</translation>
    </message>
    <message>
        <source>%1 rolled %2 and %3</source>
        <translation type="vanished">%1は%2と%3を出しました</translation>
    </message>
    <message>
        <source>You rolled %1 and %2 and moved to %3, collecting %4 at START</source>
        <translation type="vanished">あなたは%1と%2を出して%3へ進み、スタートで%4を受け取りました</translation>
    </message>
    <message>
        <source>%1 rolled %2 and %3 and moved to %4, collecting %5 at START</source>
        <translation type="vanished">%1は%2と%3を出して%4へ進み、スタートで%5を受け取りました</translation>
    </message>
    <message>
        <source>You rolled %1 and %2 and moved to %3</source>
        <translation type="vanished">あなたは%1と%2を出して%3へ進みました</translation>
    </message>
    <message>
        <source>%1 rolled %2 and %3 and moved to %4</source>
        <translation type="vanished">%1は%2と%3を出して%4へ進みました</translation>
    </message>
    <message>
        <source>You moved to %1, collecting %2 at START</source>
        <translation type="vanished">あなたは%1へ進み、スタートで%2を受け取りました</translation>
    </message>
    <message>
        <source>%1 moved to %2, collecting %3 at START</source>
        <translation type="vanished">%1は%2へ進み、スタートで%3を受け取りました</translation>
    </message>
    <message>
        <source>You moved to %1</source>
        <translation type="vanished">あなたは%1へ進みました</translation>
    </message>
    <message>
        <source>%1 moved to %2</source>
        <translation type="vanished">%1は%2へ進みました</translation>
    </message>
    <message>
        <source>You rolled %1 and %2, landed on START and collected %3</source>
        <translation type="vanished">あなたは%1と%2を出してスタートに止まり、%3を受け取りました</translation>
    </message>
    <message>
        <source>%1 rolled %2 and %3, landed on START and collected %4</source>
        <translation type="vanished">%1は%2と%3を出してスタートに止まり、%4を受け取りました</translation>
    </message>
    <message>
        <source>You moved to START and collected %1</source>
        <translation type="vanished">あなたはスタートへ進み、%1を受け取りました</translation>
    </message>
    <message>
        <source>%1 moved to START and collected %2</source>
        <translation type="vanished">%1はスタートへ進み、%2を受け取りました</translation>
    </message>
    <message>
        <source>You drew a Monopolist card: “%1”</source>
        <translation type="vanished">あなたは独占者カードを引きました：「%1」</translation>
    </message>
    <message>
        <source>%1 drew a Monopolist card: “%2”</source>
        <translation type="vanished">%1は独占者カードを引きました：「%2」</translation>
    </message>
    <message>
        <source>You drew a Competitor card: “%1”</source>
        <translation type="vanished">あなたは競争者カードを引きました：「%1」</translation>
    </message>
    <message>
        <source>%1 drew a Competitor card: “%2”</source>
        <translation type="vanished">%1は競争者カードを引きました：「%2」</translation>
    </message>
    <message>
        <source>You went to Prison: roll doubles or pay the fine to get out, within three turns; meanwhile you collect no rent</source>
        <translation type="vanished">あなたは刑務所へ行きました。3ターン以内にゾロ目を出すか罰金を払えば出られます。その間、家賃は受け取れません</translation>
    </message>
    <message>
        <source>%1 went to Prison: no rent for them while they are there</source>
        <translation type="vanished">%1は刑務所へ行きました。そこにいる間は家賃を受け取れません</translation>
    </message>
    <message>
        <source>You went to the Price War: roll doubles or pay the fine to get out, within three turns; your rents still come in</source>
        <translation type="vanished">あなたは価格戦争へ行きました。3ターン以内にゾロ目を出すか罰金を払えば出られます。家賃は引き続き入ります</translation>
    </message>
    <message>
        <source>%1 went to the Price War: their rents still come in</source>
        <translation type="vanished">%1は価格戦争へ行きました。家賃は引き続き入ります</translation>
    </message>
    <message>
        <source>You rolled %1 and %2, no doubles: you stay; next turn you pay the fine and move on</source>
        <translation type="vanished">あなたは%1と%2でゾロ目ならず。とどまり、次の手番で罰金を払って進みます</translation>
    </message>
    <message>
        <source>%1 rolled %2 and %3, no doubles: they stay; next turn they pay the fine and move on</source>
        <translation type="vanished">%1は%2と%3でゾロ目ならず。とどまり、次の手番で罰金を払って進みます</translation>
    </message>
    <message>
        <source>You rolled %1 and %2, no doubles: you stay, with one more try next turn</source>
        <translation type="vanished">あなたは%1と%2でゾロ目ならず。とどまり、次の手番でもう一度挑戦できます</translation>
    </message>
    <message>
        <source>%1 rolled %2 and %3, no doubles: they stay, with one more try next turn</source>
        <translation type="vanished">%1は%2と%3でゾロ目ならず。とどまり、次の手番でもう一度挑戦できます</translation>
    </message>
    <message>
        <source>You rolled doubles, %1 and %2: you are free</source>
        <translation type="vanished">あなたは%1と%2のゾロ目を出し、自由になりました</translation>
    </message>
    <message>
        <source>%1 rolled doubles, %2 and %3: they are free</source>
        <translation type="vanished">%1は%2と%3のゾロ目を出し、自由になりました</translation>
    </message>
    <message>
        <source>Your third turn there: you paid the %1 fine and are free</source>
        <translation type="vanished">3回目の手番。あなたは罰金%1を払い、自由になりました</translation>
    </message>
    <message>
        <source>%1's third turn there: they paid the %2 fine and are free</source>
        <translation type="vanished">%1の3回目の手番。罰金%2を払い、自由になりました</translation>
    </message>
    <message>
        <source>You paid the %1 fine and are free</source>
        <translation type="vanished">あなたは罰金%1を払い、自由になりました</translation>
    </message>
    <message>
        <source>%1 paid the %2 fine and is free</source>
        <translation type="vanished">%1は罰金%2を払い、自由になりました</translation>
    </message>
    <message>
        <source>You and %1 collected %2 each</source>
        <translation type="vanished">あなたと%1はそれぞれ%2を受け取りました</translation>
    </message>
    <message>
        <source>%1 collected %2 each</source>
        <translation type="vanished">%1はそれぞれ%2を受け取りました</translation>
    </message>
    <message>
        <source>You rolled a %1 at the Anti-Monopoly Foundation and collected a %2 grant</source>
        <translation type="vanished">あなたは独占禁止財団で%1を出し、%2の助成金を受け取りました</translation>
    </message>
    <message>
        <source>%1 rolled a %2 at the Anti-Monopoly Foundation and collected a %3 grant</source>
        <translation type="vanished">%1は独占禁止財団で%2を出し、%3の助成金を受け取りました</translation>
    </message>
    <message>
        <source>You rolled %1 and %2 and collected %3</source>
        <translation type="vanished">あなたは%1と%2を出し、%3を受け取りました</translation>
    </message>
    <message>
        <source>%1 rolled %2 and %3 and collected %4</source>
        <translation type="vanished">%1は%2と%3を出し、%4を受け取りました</translation>
    </message>
    <message>
        <source>You passed START and collected %1</source>
        <translation type="vanished">あなたはスタートを通過し、%1を受け取りました</translation>
    </message>
    <message>
        <source>%1 passed START and collected %2</source>
        <translation type="vanished">%1はスタートを通過し、%2を受け取りました</translation>
    </message>
    <message>
        <source>You collected a %1 grant from the Anti-Monopoly Foundation</source>
        <translation type="vanished">あなたは独占禁止財団から%1の助成金を受け取りました</translation>
    </message>
    <message>
        <source>%1 collected a %2 grant from the Anti-Monopoly Foundation</source>
        <translation type="vanished">%1は独占禁止財団から%2の助成金を受け取りました</translation>
    </message>
    <message numerus="yes">
        <source>You collected %1 in rent for %n property(-ies)</source>
        <translation type="vanished">
            <numerusform>あなたは%n件の所有地の家賃として%1を受け取りました</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 collected %2 in rent for %n property(-ies)</source>
        <translation type="vanished">
            <numerusform>%1は%n件の所有地の家賃として%2を受け取りました</numerusform>
        </translation>
    </message>
    <message>
        <source>You collected %1 as your card says</source>
        <translation type="vanished">あなたはカードに従って%1を受け取りました</translation>
    </message>
    <message>
        <source>%1 collected %2 as the card says</source>
        <translation type="vanished">%1はカードに従って%2を受け取りました</translation>
    </message>
    <message>
        <source>You collected %1 from the Treasury</source>
        <translation type="vanished">あなたは財務省から%1を受け取りました</translation>
    </message>
    <message>
        <source>%1 collected %2 from the Treasury</source>
        <translation type="vanished">%1は財務省から%2を受け取りました</translation>
    </message>
    <message>
        <source>%1 paid you %2 each, as your card says</source>
        <translation type="vanished">あなたのカードに従い、%1がそれぞれ%2をあなたに支払いました</translation>
    </message>
    <message>
        <source>You and %1 paid %2 %3 each, as the card says</source>
        <translation type="vanished">カードに従い、あなたと%1はそれぞれ%2に%3を支払いました</translation>
    </message>
    <message>
        <source>%1 paid %2 %3 each, as the card says</source>
        <translation type="vanished">カードに従い、%1はそれぞれ%2に%3を支払いました</translation>
    </message>
    <message>
        <source>You paid %1 %2, as the card says</source>
        <translation type="vanished">カードに従い、あなたは%1に%2を支払いました</translation>
    </message>
    <message>
        <source>%1 paid you %2, as your card says</source>
        <translation type="vanished">あなたのカードに従い、%1があなたに%2を支払いました</translation>
    </message>
    <message>
        <source>%1 paid %2 %3, as the card says</source>
        <translation type="vanished">カードに従い、%1は%2に%3を支払いました</translation>
    </message>
    <message>
        <source>You paid the %1 fine</source>
        <translation type="vanished">あなたは罰金%1を支払いました</translation>
    </message>
    <message>
        <source>%1 paid the %2 fine</source>
        <translation type="vanished">%1は罰金%2を支払いました</translation>
    </message>
    <message>
        <source>You paid %1 Property Tax</source>
        <translation type="vanished">あなたは固定資産税%1を支払いました</translation>
    </message>
    <message>
        <source>%1 paid %2 Property Tax</source>
        <translation type="vanished">%1は固定資産税%2を支払いました</translation>
    </message>
    <message>
        <source>You paid %1 Income Tax</source>
        <translation type="vanished">あなたは所得税%1を支払いました</translation>
    </message>
    <message>
        <source>%1 paid %2 Income Tax</source>
        <translation type="vanished">%1は所得税%2を支払いました</translation>
    </message>
    <message>
        <source>You paid %1 at the Anti-Monopoly Foundation</source>
        <translation type="vanished">あなたは独占禁止財団で%1を支払いました</translation>
    </message>
    <message>
        <source>%1 paid %2 at the Anti-Monopoly Foundation</source>
        <translation type="vanished">%1は独占禁止財団で%2を支払いました</translation>
    </message>
    <message>
        <source>You paid the Treasury %1 as your card says</source>
        <translation type="vanished">あなたはカードに従って財務省に%1を支払いました</translation>
    </message>
    <message>
        <source>%1 paid the Treasury %2 as the card says</source>
        <translation type="vanished">%1はカードに従って財務省に%2を支払いました</translation>
    </message>
    <message>
        <source>You paid the Treasury %1</source>
        <translation type="vanished">あなたは財務省に%1を支払いました</translation>
    </message>
    <message>
        <source>%1 paid the Treasury %2</source>
        <translation type="vanished">%1は財務省に%2を支払いました</translation>
    </message>
    <message>
        <source>You rolled %1 and %2 and paid %3 %4 rent for %5</source>
        <translation type="vanished">あなたは%1と%2を出し、%5の家賃%4を%3に支払いました</translation>
    </message>
    <message>
        <source>%1 rolled %2 and %3 and paid you %4 rent for %5</source>
        <translation type="vanished">%1は%2と%3を出し、%5の家賃%4をあなたに支払いました</translation>
    </message>
    <message>
        <source>%1 rolled %2 and %3 and paid %4 %5 rent for %6</source>
        <translation type="vanished">%1は%2と%3を出し、%6の家賃%5を%4に支払いました</translation>
    </message>
    <message>
        <source>You paid %1 %2 rent for %3</source>
        <translation type="vanished">あなたは%3の家賃%2を%1に支払いました</translation>
    </message>
    <message>
        <source>%1 paid you %2 rent for %3</source>
        <translation type="vanished">%1は%3の家賃%2をあなたに支払いました</translation>
    </message>
    <message>
        <source>%1 paid %2 %3 rent for %4</source>
        <translation type="vanished">%1は%4の家賃%3を%2に支払いました</translation>
    </message>
    <message numerus="yes">
        <source>You paid no rent for %1: %2's card stops their rents for %n more turn(s)</source>
        <translation type="vanished">
            <numerusform>%1の地代を払いませんでした：%2はカードにより、あと%nターン地代を受け取れません</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 paid you no rent for %2: your card stops your rents for %n more turn(s)</source>
        <translation type="vanished">
            <numerusform>%1は%2の地代をあなたに払いませんでした：カードにより、あなたはあと%nターン地代を受け取れません</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 paid no rent for %2: %3's card stops their rents for %n more turn(s)</source>
        <translation type="vanished">
            <numerusform>%1は%2の地代を払いませんでした：%3はカードにより、あと%nターン地代を受け取れません</numerusform>
        </translation>
    </message>
    <message>
        <source>You paid no rent for %1: %2 collects none after being sent to Prison</source>
        <translation type="vanished">あなたは%1の家賃を払わずに済みました（%2は刑務所送り）</translation>
    </message>
    <message>
        <source>%1 paid you no rent for %2: you collect none after being sent to Prison</source>
        <translation type="vanished">%1は%2の家賃を払わずに済みました（あなたは刑務所送り）</translation>
    </message>
    <message>
        <source>%1 paid no rent for %2: %3 collects none after being sent to Prison</source>
        <translation type="vanished">%1は%2の家賃を払わずに済みました（%3は刑務所送り）</translation>
    </message>
    <message>
        <source>You chose the percentage for your Income Tax: %1</source>
        <translation type="vanished">あなたは所得税を割合で選びました：%1</translation>
    </message>
    <message>
        <source>%1 chose the percentage for their Income Tax: %2</source>
        <translation type="vanished">%1は所得税を割合で選びました：%2</translation>
    </message>
    <message>
        <source>You chose the flat Income Tax: %1</source>
        <translation type="vanished">あなたは所得税を定額で選びました：%1</translation>
    </message>
    <message>
        <source>%1 chose the flat Income Tax: %2</source>
        <translation type="vanished">%1は所得税を定額で選びました：%2</translation>
    </message>
    <message>
        <source>You went bankrupt: your properties go back to the Treasury, unmortgaged, for sale again</source>
        <translation type="vanished">あなたは破産しました。所有地は抵当を外して財務省に戻り、再び売りに出されます</translation>
    </message>
    <message>
        <source>%1 went bankrupt: their properties go back to the Treasury, unmortgaged, for sale again</source>
        <translation type="vanished">%1は破産しました。所有地は抵当を外して財務省に戻り、再び売りに出されます</translation>
    </message>
    <message numerus="yes">
        <source>You went bankrupt: %1 took your %2 and your %n property(-ies)</source>
        <translation type="vanished">
            <numerusform>あなたは破産しました。%1があなたの%2と所有地%n件を引き取りました</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 went bankrupt: you took their %2 and their %n property(-ies)</source>
        <translation type="vanished">
            <numerusform>%1は破産しました。あなたがその%2と所有地%n件を引き取りました</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 went bankrupt: %2 took their %3 and their %n property(-ies)</source>
        <translation type="vanished">
            <numerusform>%1は破産しました。%2がその%3と所有地%n件を引き取りました</numerusform>
        </translation>
    </message>
    <message>
        <source>You began an offer to %1</source>
        <translation type="vanished">あなたは%1への提案を作り始めました</translation>
    </message>
    <message>
        <source>%1 began an offer to you</source>
        <translation type="vanished">%1があなたへの提案を作り始めました</translation>
    </message>
    <message>
        <source>%1 began an offer to %2</source>
        <translation type="vanished">%1が%2への提案を作り始めました</translation>
    </message>
    <message>
        <source>You offered %1 %2 for %3</source>
        <translation type="vanished">あなたは%1に、%2と引き換えに%3を求める提案をしました</translation>
    </message>
    <message>
        <source>%1 offered you %2 for %3</source>
        <translation type="vanished">%1はあなたに、%2と引き換えに%3を求める提案をしました</translation>
    </message>
    <message>
        <source>%1 offered %2 %3 for %4</source>
        <translation type="vanished">%1は%2に、%3と引き換えに%4を求める提案をしました</translation>
    </message>
    <message>
        <source>You drew up an offer to %1 and withdrew it</source>
        <translation type="vanished">あなたは%1への提案を作りかけて取り下げました</translation>
    </message>
    <message>
        <source>%1 drew up an offer to you and withdrew it</source>
        <translation type="vanished">%1があなたへの提案を作りかけて取り下げました</translation>
    </message>
    <message>
        <source>%1 drew up an offer to %2 and withdrew it</source>
        <translation type="vanished">%1が%2への提案を作りかけて取り下げました</translation>
    </message>
    <message>
        <source>You accepted %1's offer: you got %2 for %3</source>
        <translation type="vanished">あなたは%1の提案を受け入れ、%3と引き換えに%2を得ました</translation>
    </message>
    <message>
        <source>%1 accepted your offer: you got %2 for %3</source>
        <translation type="vanished">%1があなたの提案を受け入れ、あなたは%3と引き換えに%2を得ました</translation>
    </message>
    <message>
        <source>%1 accepted %2's offer: %1 got %3 for %4</source>
        <translation type="vanished">%1が%2の提案を受け入れ、%1は%4と引き換えに%3を得ました</translation>
    </message>
    <message>
        <source>You turned down %1's offer</source>
        <translation type="vanished">あなたは%1の提案を断りました</translation>
    </message>
    <message>
        <source>%1 turned down your offer</source>
        <translation type="vanished">%1はあなたの提案を断りました</translation>
    </message>
    <message>
        <source>%1 turned down %2's offer</source>
        <translation type="vanished">%1は%2の提案を断りました</translation>
    </message>
    <message>
        <source>You kept %1 of your cash and gave %2 to the Treasury</source>
        <translation type="vanished">あなたは現金のうち%1を残し、%2を財務省に渡しました</translation>
    </message>
    <message>
        <source>%1 kept %2 of their cash and gave %3 to the Treasury</source>
        <translation type="vanished">%1は現金のうち%2を残し、%3を財務省に渡しました</translation>
    </message>
    <message>
        <source>You bought %1 for %2</source>
        <translation type="vanished">あなたは%1を%2で買いました</translation>
    </message>
    <message>
        <source>%1 bought %2 for %3</source>
        <translation type="vanished">%1は%2を%3で買いました</translation>
    </message>
    <message>
        <source>You did not buy %1</source>
        <translation type="vanished">あなたは%1を買いませんでした</translation>
    </message>
    <message>
        <source>%1 did not buy %2</source>
        <translation type="vanished">%1は%2を買いませんでした</translation>
    </message>
    <message>
        <source>You built %1 for %2</source>
        <translation type="vanished">あなたは%1を建てました（計%2）</translation>
    </message>
    <message>
        <source>%1 built %2 for %3</source>
        <translation type="vanished">%1は%2を建てました（計%3）</translation>
    </message>
    <message>
        <source>You built an apartment on %1 for %2</source>
        <translation type="vanished">あなたは%1にアパートを%2で建てました</translation>
    </message>
    <message>
        <source>%1 built an apartment on %2 for %3</source>
        <translation type="vanished">%1は%2にアパートを%3で建てました</translation>
    </message>
    <message>
        <source>You built a house on %1 for %2</source>
        <translation type="vanished">あなたは%1に家を%2で建てました</translation>
    </message>
    <message>
        <source>%1 built a house on %2 for %3</source>
        <translation type="vanished">%1は%2に家を%3で建てました</translation>
    </message>
    <message>
        <source>You sold %1 back to the Treasury and mortgaged %2, raising %3</source>
        <translation type="vanished">あなたは%1を財務省に売り戻し、%2を抵当に入れて%3を用意しました</translation>
    </message>
    <message>
        <source>%1 sold %2 back to the Treasury and mortgaged %3, raising %4</source>
        <translation type="vanished">%1は%2を財務省に売り戻し、%3を抵当に入れて%4を用意しました</translation>
    </message>
    <message>
        <source>You sold %1 back to the Treasury for %2</source>
        <translation type="vanished">あなたは%1を財務省に%2で売り戻しました</translation>
    </message>
    <message>
        <source>%1 sold %2 back to the Treasury for %3</source>
        <translation type="vanished">%1は%2を財務省に%3で売り戻しました</translation>
    </message>
    <message>
        <source>You mortgaged %1 for %2</source>
        <translation type="vanished">あなたは%1を抵当に入れ、%2を得ました</translation>
    </message>
    <message>
        <source>%1 mortgaged %2 for %3</source>
        <translation type="vanished">%1は%2を抵当に入れ、%3を得ました</translation>
    </message>
    <message>
        <source>%1, and you paid the Treasury %2</source>
        <translation type="vanished">%1。財務省に%2を支払いました</translation>
    </message>
    <message>
        <source>%1, and you paid %2 %3</source>
        <translation type="vanished">%1。%2に%3を支払いました</translation>
    </message>
    <message>
        <source>%1, and paid the Treasury %2</source>
        <translation type="vanished">%1。財務省に%2を支払いました</translation>
    </message>
    <message>
        <source>%1, and paid you %2</source>
        <translation type="vanished">%1。あなたに%2を支払いました</translation>
    </message>
    <message>
        <source>%1, and paid %2 %3</source>
        <translation type="vanished">%1。%2に%3を支払いました</translation>
    </message>
    <message>
        <source>You sold a building on %1 back to the Treasury for %2</source>
        <translation type="vanished">あなたは%1の建物を1つ財務省に%2で売り戻しました</translation>
    </message>
    <message>
        <source>%1 sold a building on %2 back to the Treasury for %3</source>
        <translation type="vanished">%1は%2の建物を1つ財務省に%3で売り戻しました</translation>
    </message>
    <message>
        <source>You paid off the mortgages on %1 for %2</source>
        <translation type="vanished">あなたは%2を払って%1の抵当を外しました</translation>
    </message>
    <message>
        <source>%1 paid off the mortgages on %2 for %3</source>
        <translation type="vanished">%1は%3を払って%2の抵当を外しました</translation>
    </message>
    <message>
        <source>You paid off the mortgage on %1 for %2</source>
        <translation type="vanished">あなたは%2を払って%1の抵当を外しました</translation>
    </message>
    <message>
        <source>%1 paid off the mortgage on %2 for %3</source>
        <translation type="vanished">%1は%3を払って%2の抵当を外しました</translation>
    </message>
    <message>
        <source>You left %1 to the Treasury</source>
        <translation type="vanished">あなたは%1を買わず、財務省に残しました</translation>
    </message>
    <message>
        <source>%1 left %2 to the Treasury</source>
        <translation type="vanished">%1は%2を買わず、財務省に残しました</translation>
    </message>
    <message>
        <source>You made %1 no offer after all</source>
        <translation type="vanished">あなたは%1への提案をやめました</translation>
    </message>
    <message>
        <source>%1 made you no offer after all</source>
        <translation type="vanished">%1はあなたへの提案をやめました</translation>
    </message>
    <message>
        <source>%1 made %2 no offer after all</source>
        <translation type="vanished">%1は%2への提案をやめました</translation>
    </message>
    <message>
        <source>You withdrew your offer to %1</source>
        <translation type="vanished">あなたは%1への提案を取り下げました</translation>
    </message>
    <message>
        <source>%1 withdrew their offer to you</source>
        <translation type="vanished">%1はあなたへの提案を取り下げました</translation>
    </message>
    <message>
        <source>%1 withdrew their offer to %2</source>
        <translation type="vanished">%1は%2への提案を取り下げました</translation>
    </message>
</context>
<context>
    <name>AntiMonopolyMoneyPanel</name>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/history.py"/>
        <source>Every player, round by round</source>
        <translation>全員の推移（ラウンドごと）</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/history.py"/>
        <source>At the start of every round; the last point is the end of the game.</source>
        <translation>各ラウンドの開始時の値です。最後の点はゲーム終了時です。</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/history.py"/>
        <source>At the start of every round; the last point is now.</source>
        <translation>各ラウンドの開始時の値です。最後の点は現在です。</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/history.py"/>
        <source>Cash</source>
        <translation>現金</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/history.py"/>
        <source>Property value</source>
        <translation>所有地の価値</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/history.py"/>
        <source>What each player's property is worth: the printed price of every unmortgaged property plus what its houses and apartments cost. A mortgaged property counts nothing.</source>
        <translation>各プレイヤーの所有地の価値：抵当に入っていない所有地それぞれの印刷された価格に、その家とアパートの建築費を足したものです。抵当に入った所有地は数えません。</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/history.py"/>
        <source>Each player's cash. Everything here is public in Anti-Monopoly.</source>
        <translation>各プレイヤーの現金です。アンチモノポリーでは、ここにあるものはすべて公開情報です。</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/history.py"/>
        <source>A bankrupt player's lines stop where they went out.</source>
        <translation>破産したプレイヤーの線は、破産した時点で終わります。</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/history.py"/>
        <source>You are bankrupt.</source>
        <translation>あなたは破産しました。</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/history.py"/>
        <source>You: %1 in cash, %2 in property.</source>
        <translation>あなた：現金%1、所有地%2。</translation>
    </message>
    <message>
        <source>Money and property</source>
        <translation type="vanished">お金と所有地</translation>
    </message>
</context>
<context>
    <name>AntiMonopolyMoves</name>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/moves.py"/>
        <source>Only streets carry houses and apartments.</source>
        <translation>家とアパートを建てられるのは通りだけです。</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/moves.py"/>
        <source>You can build only on your own streets.</source>
        <translation>建てられるのは自分の通りだけです。</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/moves.py"/>
        <source>Not now: finish what the turn asks first.</source>
        <translation>今はできません。先にこの手番でやるべきことを済ませてください。</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/moves.py"/>
        <source>%1 is mortgaged: redeem it before building.</source>
        <translation>%1は抵当中です。建てる前に抵当を解除してください。</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/moves.py"/>
        <source>%1 already has its apartment.</source>
        <translation>%1にはもうアパートがあります。</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/moves.py"/>
        <source>A Monopolist builds only in a city where they hold two unmortgaged streets.</source>
        <translation>独占者が建てられるのは、抵当に入っていない通りを2つ持つ都市だけです。</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/moves.py"/>
        <source>The next building on %1 is an apartment.</source>
        <translation>%1に次に建てるのはアパートです。</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/moves.py"/>
        <source>An apartment comes after the houses: build a house on %1 first.</source>
        <translation>アパートは家のあとです。先に%1に家を建ててください。</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/moves.py"/>
        <source>A building on %1 costs %2: more than your cash.</source>
        <translation>%1の建物は%2で、手持ちの現金より高いです。</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/moves.py"/>
        <source>You cannot build there now.</source>
        <translation>今はそこに建てられません。</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/moves.py"/>
        <source>Only your own deeds can be mortgaged or redeemed.</source>
        <translation>抵当に入れたり解除したりできるのは自分のタイトルカードだけです。</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/moves.py"/>
        <source>While you owe money you can only sell buildings and mortgage.</source>
        <translation>借金があるあいだは、建物を売るか抵当に入れることしかできません。</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/moves.py"/>
        <source>Redeeming %1 costs %2: more than your cash.</source>
        <translation>%1の抵当解除には%2かかり、手持ちの現金より高いです。</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/moves.py"/>
        <source>Your buildings in this city need two unmortgaged streets: sell them first.</source>
        <translation>この都市の建物には抵当に入っていない通りが2つ必要です。先に建物を売ってください。</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/moves.py"/>
        <source>The rules allow no such dealing with the Treasury now.</source>
        <translation>ルール上、今は財務省とそのような取引はできません。</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/moves.py"/>
        <source>%1 has no building to sell back.</source>
        <translation>%1には売り戻す建物がありません。</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/moves.py"/>
        <source>%1 is mortgaged already.</source>
        <translation>%1はすでに抵当中です。</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/moves.py"/>
        <source>Sell back the buildings on %1 before you mortgage it.</source>
        <translation>%1を抵当に入れる前に、その建物を売り戻してください。</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/moves.py"/>
        <source>%1 is not mortgaged.</source>
        <translation>%1は抵当に入っていません。</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/moves.py"/>
        <source>You have no buildings to sell back.</source>
        <translation>売り戻せる建物がありません。</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/moves.py"/>
        <source>None of your properties is mortgaged.</source>
        <translation>抵当に入っている所有地はありません。</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/moves.py"/>
        <source>All your properties are mortgaged already.</source>
        <translation>所有地はすべて抵当に入っています。</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/moves.py"/>
        <source>Only streets carry houses and apartments, and you own none.</source>
        <translation>家とアパートを建てられるのは通りだけですが、通りを持っていません。</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/moves.py"/>
        <source>%1 costs %2: more than your cash.</source>
        <translation>%1は%2で、手持ちの現金より高いです。</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/moves.py"/>
        <source>The fine is %1: more than your cash.</source>
        <translation>罰金は%1で、手持ちの現金より高いです。</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/moves.py"/>
        <source>The dice are not yours to throw now.</source>
        <translation>今はあなたがサイコロを振る番ではありません。</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/moves.py"/>
        <source>You have rolled: buy the space or decline it first.</source>
        <translation>もう振りました。先にこのマスを買うか、見送ってください。</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/moves.py"/>
        <source>You have rolled: pay the Income Tax first.</source>
        <translation>もう振りました。先に所得税を払ってください。</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/moves.py"/>
        <source>You have rolled: raise the money you owe first.</source>
        <translation>もう振りました。先に払うべきお金を用意してください。</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/moves.py"/>
        <source>Finish the offer first.</source>
        <translation>先に取引の申し込みを終えてください。</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/moves.py"/>
        <source>You have rolled this turn: end your turn.</source>
        <translation>この手番ではもう振りました。手番を終えてください。</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/moves.py"/>
        <source>Time is up: no more throws.</source>
        <translation>時間切れです。もうサイコロは振れません。</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/moves.py"/>
        <source>Trades are offered on your own turn, before or after the roll.</source>
        <translation>取引は自分の手番に、サイコロを振る前か後に申し込みます。</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/moves.py"/>
        <source>No trade is possible now: no deed on either side can be traded (a deed with buildings cannot).</source>
        <translation>今は取引できません。どちらにも取引できるタイトルカードがありません（建物のあるタイトルカードは不可）。</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/moves.py"/>
        <source>Neither you nor %1 holds a deed that can be traded (a deed with buildings cannot).</source>
        <translation>あなたにも%1にも、取引できるタイトルカードがありません（建物のあるタイトルカードは不可）。</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/moves.py"/>
        <source>Your place: drop the space your pawn has just landed on here to buy it.</source>
        <translation>自分の場所：買うには、自分のコマがいま止まったマスをここに置きます。</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/moves.py"/>
        <source>%1's place: drop a deed here to offer them a trade.</source>
        <translation>%1の場所：取引を申し込むには、タイトルカードをここに置きます。</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/moves.py"/>
        <source>The Treasury: drop a deed of yours here to mortgage or redeem it, or to sell a building back.</source>
        <translation>財務省：自分のタイトルカードをここに置くと、抵当に入れる・抵当を解除する・建物を売り戻すことができます。</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/moves.py"/>
        <source>A space of the board: houses and apartments go onto streets of yours.</source>
        <translation>盤のマス：家とアパートは自分の通りに置きます。</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/moves.py"/>
        <source>That piece does not go there.</source>
        <translation>そのコマはそこには置けません。</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/moves.py"/>
        <source>A house goes on its street's space on the board: drop it there.</source>
        <translation>家はその通りの盤上のマスに建てます。そこへドロップしてください。</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/moves.py"/>
        <source>An apartment goes on its street's space on the board: drop it there.</source>
        <translation>アパートはその通りの盤上のマスに建てます。そこへドロップしてください。</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/moves.py"/>
        <source>You can buy only the space your pawn has just landed on.</source>
        <translation>買えるのは、自分のコマがいま止まったマスだけです。</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/moves.py"/>
        <source>A street with buildings cannot be traded: sell them first.</source>
        <translation>建物のある通りは取引できません。先に建物を売ってください。</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/moves.py"/>
        <source>There is no street of yours to build on now.</source>
        <translation>今は建てられる自分の通りがありません。</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/moves.py"/>
        <source>Now click a street of yours to build there.</source>
        <translation>建てる自分の通りをクリックしてください。</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/moves.py"/>
        <source>Click your place to buy %1, or use the buttons.</source>
        <translation>自分の場所をクリックして%1を買うか、ボタンを使ってください。</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/moves.py"/>
        <source>%1: the buttons below act on it; or click the Treasury to mortgage or redeem it.</source>
        <translation>%1：下のボタンで操作できます。財務省をクリックすると抵当に入れる・解除することもできます。</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/moves.py"/>
        <source>%1 belongs to %2: drag it onto your place, or click your place, to ask for it in a trade.</source>
        <translation>%1は%2のものです。取引で求めるには、自分の場所へドラッグするか、自分の場所をクリックします。</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/moves.py"/>
        <source>A street with buildings cannot be traded.</source>
        <translation>建物のある通りは取引できません。</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/moves.py"/>
        <source>%1 belongs to %2.</source>
        <translation>%1は%2のものです。</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/moves.py"/>
        <source>%1 belongs to the Treasury: it is for sale to whoever lands on it.</source>
        <translation>%1は財務省のものです。止まった人が買えます。</translation>
    </message>
    <message numerus="yes">
        <location filename="../ponzi_desktop/ui/anti_monopoly/moves.py"/>
        <source>A turn allows %n dealing(s) with the Treasury: you have made them all.</source>
        <translation>
            <numerusform>財務省との取引は1手番に%n回までで、すでにすべて行いました。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../ponzi_desktop/ui/anti_monopoly/moves.py"/>
        <source>A turn allows %n trade offer(s): you have made them all.</source>
        <translation>
            <numerusform>取引の申し込みは1手番に%n回までで、すでにすべて行いました。</numerusform>
        </translation>
    </message>
    <message>
        <source>No more dealings with the Treasury this turn.</source>
        <translation type="vanished">この手番ではもう財務省と取引できません。</translation>
    </message>
    <message>
        <source>No trade is possible with this player now (one offer a turn; no deed with buildings).</source>
        <translation type="vanished">今はこのプレイヤーと取引できません（申し込みは1手番に1回。建物のあるタイトルカードは不可）。</translation>
    </message>
    <message>
        <source>Houses and apartments go onto a street of yours.</source>
        <translation type="vanished">家とアパートは自分の通りに置きます。</translation>
    </message>
    <message>
        <source>A deed goes onto your place (to buy it), onto the Treasury (to mortgage or redeem it) or onto another player (to trade).</source>
        <translation type="vanished">タイトルカードは自分の場所へ（買う）、財務省へ（抵当に入れる・解除する）、ほかのプレイヤーへ（取引する）置きます。</translation>
    </message>
    <message>
        <source>No trade is possible now (one offer a turn; no deed with buildings).</source>
        <translation type="vanished">今は取引できません（申し込みは1手番に1回。建物のあるタイトルカードは不可）。</translation>
    </message>
</context>
<context>
    <name>AntiMonopolyRules</name>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/settings_form.py"/>
        <source>Competitor</source>
        <translation>競争者</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/settings_form.py"/>
        <source>Monopolist</source>
        <translation>独占者</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/settings_form.py"/>
        <source>How the game is won</source>
        <translation>勝利の条件</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/settings_form.py"/>
        <source>Game A: the last player standing wins. Game B: once one side is bankrupt, the richest player of the other side wins.</source>
        <translation>ゲームA：最後まで残ったプレイヤーの勝ち。ゲームB：どちらかの陣営が全員破産したら、もう一方の陣営で最も裕福なプレイヤーの勝ち。</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/settings_form.py"/>
        <source>Game A</source>
        <translation>ゲームA</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/settings_form.py"/>
        <source>Game B</source>
        <translation>ゲームB</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/settings_form.py"/>
        <source>The two-hour game</source>
        <translation>2⁠時間ゲーム</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/settings_form.py"/>
        <source>At the end of that round everyone deals with the Treasury once more, keeps part of their cash and collects one rent per property: the most cash wins.</source>
        <translation>そのラウンドの終わりに全員がもう一度だけ財務省と取引し、現金の一部を手元に残して、所有地ごとに家賃を1⁠回受け取ります。現金が最も多いプレイヤーの勝ち。</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/settings_form.py"/>
        <source>Call time after this many rounds:</source>
        <translation>このラウンド数で時間切れにする：</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/settings_form.py"/>
        <source>Round limit</source>
        <translation>ラウンド数の上限</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/settings_form.py"/>
        <source>Every game ends: after this many rounds the richest player wins.</source>
        <translation>どのゲームも必ず終わります。このラウンド数に達したら最も裕福なプレイヤーの勝ち。</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/settings_form.py"/>
        <source>Anti-Monopoly Foundation</source>
        <translation>独占禁止財団</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/settings_form.py"/>
        <source>What a Monopolist pays at the Anti-Monopoly Foundation: %1 (usual) or %2.</source>
        <translation>独占者が独占禁止財団で支払う額：%1（通常）または%2。</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/settings_form.py"/>
        <source>Dealings with the Treasury per turn</source>
        <translation>1⁠手番あたりの財務省との取引</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/settings_form.py"/>
        <source>Building, selling back, mortgaging and redeeming; raising money for a debt is never limited.</source>
        <translation>建築・売り戻し・抵当・請け戻しの回数です。借金を払うための資金集めには制限はありません。</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/settings_form.py"/>
        <source>Trade offers per turn</source>
        <translation>1⁠手番あたりの取引の申し込み</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/settings_form.py"/>
        <source>Drawn at random</source>
        <translation>ランダムに決める</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/settings_form.py"/>
        <source>Chosen for each seat</source>
        <translation>席ごとに選ぶ</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/settings_form.py"/>
        <source>Roles</source>
        <translation>役割</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/settings_form.py"/>
        <source>How the sides are given out</source>
        <translation>陣営の決め方</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/settings_form.py"/>
        <source>Each player's side is drawn at the start: the two sides as equal as the number of players allows.</source>
        <translation>各プレイヤーの陣営は開始時にランダムで決まります。両陣営の人数は、プレイ人数が許すかぎり同じにします。</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/settings_form.py"/>
        <source>Choose each player's side below; the two sides must be as equal as the number of players allows.</source>
        <translation>各プレイヤーの陣営を下で選んでください。両陣営の人数は、プレイ人数が許すかぎり同じでなければなりません。</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/settings_form.py"/>
        <source>Player %1</source>
        <translation>プレイヤー%1</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/settings_form.py"/>
        <source>Role of %1</source>
        <translation>%1の役割</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/settings_form.py"/>
        <source>The two sides must be as equal as possible: %1 and %2 will not do.</source>
        <translation>両陣営はできるだけ同じ人数にしてください。%1と%2では始められません。</translation>
    </message>
    <message numerus="yes">
        <location filename="../ponzi_desktop/ui/anti_monopoly/settings_form.py"/>
        <source>%n Competitor(s)</source>
        <translation>
            <numerusform>競争者%n⁠人</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../ponzi_desktop/ui/anti_monopoly/settings_form.py"/>
        <source>%n Monopolist(s)</source>
        <translation>
            <numerusform>独占者%n⁠人</numerusform>
        </translation>
    </message>
    <message>
        <source>The two sides must be as equal as possible: %1 Competitors and %2 Monopolists will not do.</source>
        <translation type="vanished">両陣営はできるだけ同じ人数にしてください。競争者%1⁠人と独占者%2⁠人では始められません。</translation>
    </message>
    <message>
        <source>What a Monopolist pays there: %1 on the published boards, %2 in the translated rulebook.</source>
        <translation type="vanished">独占者がそこで支払う額：市販の盤面では%1、翻訳版のルールブックでは%2。</translation>
    </message>
    <message>
        <source>Drawn: the two sides as equal as the number of players allows.</source>
        <translation type="vanished">ランダム：両陣営の人数は、プレイ人数が許すかぎり同じにします。</translation>
    </message>
</context>
<context>
    <name>AntiMonopolyRulesTables</name>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/rules_extras.py"/>
        <source>City</source>
        <translation>都市</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/rules_extras.py"/>
        <source>Street</source>
        <translation>通り</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/rules_extras.py"/>
        <source>Price</source>
        <translation>価格</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/rules_extras.py"/>
        <source>Each building</source>
        <translation>建物1つの費用</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/rules_extras.py"/>
        <source>Mortgage</source>
        <translation>抵当</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/rules_extras.py"/>
        <source>Redemption</source>
        <translation>請け戻し</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/rules_extras.py"/>
        <source>Company</source>
        <translation>会社</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/rules_extras.py"/>
        <source>No building</source>
        <translation>建物なし</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/rules_extras.py"/>
        <source>1 house</source>
        <translation>家1軒</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/rules_extras.py"/>
        <source>2 houses</source>
        <translation>家2軒</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/rules_extras.py"/>
        <source>3 houses</source>
        <translation>家3軒</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/rules_extras.py"/>
        <source>4 houses</source>
        <translation>家4軒</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/rules_extras.py"/>
        <source>Apartment</source>
        <translation>アパート</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/rules_extras.py"/>
        <source>One street of the city</source>
        <translation>都市の通り1つ</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/rules_extras.py"/>
        <source>Whole city</source>
        <translation>都市を独占</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/rules_extras.py"/>
        <source>Companies the owner holds</source>
        <translation>持ち主の運送会社の数</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/rules_extras.py"/>
        <source>Competitor's fare</source>
        <translation>競争者の運賃</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/rules_extras.py"/>
        <source>Monopolist's fare</source>
        <translation>独占者の運賃</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/rules_extras.py"/>
        <source>%1 × the roll</source>
        <translation>出た目の%1倍</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/rules_extras.py"/>
        <source>Utilities the owner holds</source>
        <translation>持ち主の公益事業の数</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/rules_extras.py"/>
        <source>To a Competitor</source>
        <translation>競争者へ</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/rules_extras.py"/>
        <source>To a Monopolist</source>
        <translation>独占者へ</translation>
    </message>
    <message>
        <source>City monopolised</source>
        <translation type="vanished">都市を独占</translation>
    </message>
</context>
<context>
    <name>AntiMonopolyTable</name>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/deed.py"/>
        <source>Alone</source>
        <translation>単独</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/deed.py"/>
        <location filename="../ponzi_desktop/ui/anti_monopoly/seat_deeds.py"/>
        <source>City monopolised</source>
        <translation>都市を独占</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/deed.py"/>
        <source>1 house</source>
        <translation>家1軒</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/deed.py"/>
        <source>2 houses</source>
        <translation>家2軒</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/deed.py"/>
        <source>3 houses</source>
        <translation>家3軒</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/deed.py"/>
        <source>4 houses</source>
        <translation>家4軒</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/deed.py"/>
        <source>Apartment</source>
        <translation>アパート</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/deed.py"/>
        <source>%1 owned</source>
        <translation>%1つ所有</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/deed.py"/>
        <source>%1 × dice</source>
        <translation>目×%1</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/deed.py"/>
        <source>Transportation company</source>
        <translation>運送会社</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/deed.py"/>
        <source>Utility</source>
        <translation>公益事業</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/deed.py"/>
        <source>Price</source>
        <translation>価格</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/deed.py"/>
        <source>Each building costs</source>
        <translation>建物1つの費用</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/deed.py"/>
        <source>Mortgage value</source>
        <translation>抵当価値</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/deed.py"/>
        <source>Redemption price</source>
        <translation>抵当解除の価格</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/deed.py"/>
        <source>Owner: the Treasury (for sale)</source>
        <translation>所有者：財務省（売り出し中）</translation>
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
        <translation>抵当中</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/deed.py"/>
        <source>Landing here now:</source>
        <translation>いまここに止まると：</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/deed.py"/>
        <source>may buy it for %1</source>
        <translation>%1で買える</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/deed.py"/>
        <source>owns it</source>
        <translation>所有者</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/deed.py"/>
        <source>nothing: mortgaged</source>
        <translation>なし（抵当中）</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/deed.py"/>
        <source>%1 × the dice</source>
        <translation>サイコロの目×%1</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/deed.py"/>
        <source>nothing: a card, no rent for now</source>
        <translation>なし（カードにより、いまは家賃なし）</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/deed.py"/>
        <source>nothing: the owner is in Prison</source>
        <translation>なし（所有者が刑務所にいる）</translation>
    </message>
    <message numerus="yes">
        <location filename="../ponzi_desktop/ui/anti_monopoly/pieces.py"/>
        <source>%n card(s) in this deck; a card drawn goes back under it.</source>
        <translation>
            <numerusform>山札に%n枚。引いたカードは山札の下に戻ります。</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/pieces.py"/>
        <source>Last card drawn: %1</source>
        <translation>最後に引いたカード：%1</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/pieces.py"/>
        <source>Competitor card</source>
        <translation>競争者カード</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/pieces.py"/>
        <source>Monopolist card</source>
        <translation>独占者カード</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/pieces.py"/>
        <source>The Treasury. Drag a house or an apartment from here onto a street of yours to build; drag a deed of yours here to mortgage or redeem it, a building to sell it back.</source>
        <translation>財務省。ここから家やアパートを自分の通りへドラッグすると建てられます。自分のタイトルカードをここへドラッグすると抵当に入れたり解除したりでき、建物のある通りなら建物を売り戻します。</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/scene.py"/>
        <source>ANTI-MONOPOLY</source>
        <translation>アンチモノポリー</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/scene.py"/>
        <location filename="../ponzi_desktop/ui/anti_monopoly/table.py"/>
        <source>the Treasury</source>
        <translation>財務省</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/scene.py"/>
        <source>Owes %1 to %2</source>
        <translation>%2に%1の借金</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/scene.py"/>
        <source>Round %1 of %2 · Game %3</source>
        <translation>ラウンド %1/%2・ゲーム%3</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/scene.py"/>
        <source>For sale: %1</source>
        <translation>売り出し中：%1</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/seat_deeds.py"/>
        <source>no rent</source>
        <comment>a deed in a player's place: its owner collects no rent now</comment>
        <translation>家賃なし</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/seat_deeds.py"/>
        <source>rent</source>
        <comment>short: a narrow deed card's caption before its rent now</comment>
        <translation>家賃</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/seat_deeds.py"/>
        <source>rent</source>
        <comment>a deed card's caption before its rent now</comment>
        <translation>家賃</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/seat_deeds.py"/>
        <source>%1, mortgaged</source>
        <translation>%1、抵当中</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/seat_deeds.py"/>
        <source>%1, rent now %2</source>
        <translation>%1、いまの家賃 %2</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/seat_deeds.py"/>
        <source>apartment</source>
        <translation>アパート</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/seats.py"/>
        <source>Bankrupt</source>
        <translation>破産</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/seats.py"/>
        <source>In Prison</source>
        <translation>刑務所</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/seats.py"/>
        <source>In Price War</source>
        <translation>価格戦争</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/seats.py"/>
        <source>turn %1 of 3</source>
        <translation>3手番中%1手番目</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/seats.py"/>
        <source>On %1</source>
        <translation>%1</translation>
    </message>
    <message numerus="yes">
        <location filename="../ponzi_desktop/ui/anti_monopoly/seats.py"/>
        <source>no rent for %n more turn(s)</source>
        <translation>
            <numerusform>あと%nターン地代なし</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/seats.py"/>
        <source>%1, %2: cash %3</source>
        <translation>%1（%2）：現金%3</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/space_names.py"/>
        <source>Basin St.</source>
        <translation>ベイスン
通り</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/space_names.py"/>
        <source>French Qtr.</source>
        <translation>フレンチ
クォーター</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/space_names.py"/>
        <source>Income
Tax</source>
        <translation>所得税</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/space_names.py"/>
        <source>U.S.
Railroad</source>
        <translation>U.S.
鉄道</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/space_names.py"/>
        <source>Sunset</source>
        <translation>サンセット
大通り</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/space_names.py"/>
        <source>Wilshire</source>
        <translation>ウィル
シャー</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/space_names.py"/>
        <source>H'wood</source>
        <translation>ハリウッド
大通り</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/space_names.py"/>
        <source>Rush St.</source>
        <translation>ラッシュ
通り</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/space_names.py"/>
        <source>Electric</source>
        <translation>電力
会社</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/space_names.py"/>
        <source>State St.</source>
        <translation>ステート
通り</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/space_names.py"/>
        <source>Michigan</source>
        <translation>ミシガン</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/space_names.py"/>
        <source>U.S. Bus</source>
        <translation>U.S.
バス</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/space_names.py"/>
        <source>Locust St.</source>
        <translation>ローカスト
通り</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/space_names.py"/>
        <source>Chestnut</source>
        <translation>チェスナット
通り</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/space_names.py"/>
        <source>Walnut</source>
        <translation>ウォルナット
通り</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/space_names.py"/>
        <source>Brattle St.</source>
        <translation>ブラトル
通り</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/space_names.py"/>
        <source>Harv.
Square</source>
        <translation>ハーバード
スクエア</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/space_names.py"/>
        <source>Beacon St.</source>
        <translation>ビーコン
通り</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/space_names.py"/>
        <source>Air Line</source>
        <translation>U.S.
航空</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/space_names.py"/>
        <source>G'town</source>
        <translation>ジョージ
タウン</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/space_names.py"/>
        <source>Const.
Ave.</source>
        <translation>憲法
通り</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/space_names.py"/>
        <source>Gas Co.</source>
        <translation>ガス
会社</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/space_names.py"/>
        <source>Penn.
Ave.</source>
        <translation>ペン
通り</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/space_names.py"/>
        <source>Fish.
Wharf</source>
        <translation>フィッシャー
マンズワーフ</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/space_names.py"/>
        <source>Union
Square</source>
        <translation>ユニオン
スクエア</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/space_names.py"/>
        <source>Nob Hill</source>
        <translation>ノブ・ヒル</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/space_names.py"/>
        <source>Trucking</source>
        <translation>トラック
運送</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/space_names.py"/>
        <source>Fifth Ave.</source>
        <translation>五番街</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/space_names.py"/>
        <source>Property
Tax</source>
        <translation>固定
資産税</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/space_names.py"/>
        <source>Wall St.</source>
        <translation>ウォール街</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/space_names.py"/>
        <source>Card Space by %1</source>
        <comment>where a pawn stands: the card space beside this space, named like a space</comment>
        <translation>%1の隣のカードマス</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/table.py"/>
        <source>Anti-Monopoly table</source>
        <translation>アンチモノポリーの卓</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/table.py"/>
        <source>Round %1</source>
        <translation>ラウンド %1</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/table.py"/>
        <source>A card is drawn</source>
        <translation>カードを引く</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/table.py"/>
        <source>On the move</source>
        <translation>移動中</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/table.py"/>
        <source>Build, trade or roll again</source>
        <translation>建てる・取引する・もう一度振る</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/table.py"/>
        <source>Round %1 · %2</source>
        <translation>ラウンド %1・%2</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/table.py"/>
        <source>Prison</source>
        <translation>刑務所</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/table.py"/>
        <source>Price War</source>
        <translation>価格戦争</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/table.py"/>
        <source>You are in %1 (turn %2 of 3): roll for doubles, or pay the %3 fine.</source>
        <translation>%1にいます（3手番中%2手番目）。ゾロ目を狙って振るか、罰金%3を払ってください。</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/table.py"/>
        <source>Doubles: you play again. Roll the dice (click or drag them, or press R).</source>
        <translation>ゾロ目：もう一度あなたの番です。サイコロを振ってください（クリックかドラッグ、または R キー）。</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/table.py"/>
        <source>Roll the dice: click or drag them, or press R. You may build or trade first.</source>
        <translation>サイコロを振ってください：クリックかドラッグ、または R キー。先に建てたり取引したりもできます。</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/table.py"/>
        <source>Roll the dice: click or drag them, or press R. You may deal with the Treasury or trade first.</source>
        <translation>サイコロを振ってください：クリックかドラッグ、または R キー。先に財務省と取引したり取引を申し込んだりもできます。</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/table.py"/>
        <source>Roll the dice: click or drag them, or press R. You may build first.</source>
        <translation>サイコロを振ってください：クリックかドラッグ、または R キー。先に建てることもできます。</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/table.py"/>
        <source>Roll the dice: click or drag them, or press R. You may deal with the Treasury first.</source>
        <translation>サイコロを振ってください：クリックかドラッグ、または R キー。先に財務省と取引することもできます。</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/table.py"/>
        <source>Roll the dice: click or drag them, or press R. You may trade first.</source>
        <translation>サイコロを振ってください：クリックかドラッグ、または R キー。先に取引を申し込むこともできます。</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/table.py"/>
        <source>Roll the dice: click or drag them, or press R.</source>
        <translation>サイコロを振ってください：クリックかドラッグ、または R キー。</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/table.py"/>
        <source>%1 costs %2, more than your cash: decline it.</source>
        <translation>%1は%2で、手持ちの現金を超えます。買わないを選んでください。</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/table.py"/>
        <source>%1 is for sale at %2: drag it onto your place to buy it, or decline.</source>
        <translation>%1が%2で売りに出ています。自分の席へドラッグして買うか、買わないを選んでください。</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/table.py"/>
        <source>Income Tax: pay %1, or %3 of what you own: %2. Choose one.</source>
        <translation>所得税：%1を払うか、持ち物の%3（%2）を払うか、どちらかを選んでください。</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/table.py"/>
        <source>Income Tax: pay %1, or %4 of your cash and %3 of your properties and buildings: %2. Choose one.</source>
        <translation>所得税：%1を払うか、現金の%4と土地・建物の%3（%2）を払うか、どちらかを選んでください。</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/table.py"/>
        <source>You owe %1 to %2 and have %3: sell buildings back or mortgage until you can pay.</source>
        <translation>%2に%1の借金があり、手持ちは%3です。払えるまで建物を売り戻すか抵当に入れてください。</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/table.py"/>
        <source>Time is up: your last dealings with the Treasury, then Done.</source>
        <translation>時間切れです：財務省との最後の取引をして、完了を押してください。</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/table.py"/>
        <source>You are drawing up an offer to %1.</source>
        <translation>%1への取引の申し込みを作成中です。</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/table.py"/>
        <source>%1 offers you a trade: see the offer, then accept or refuse it.</source>
        <translation>%1から取引の申し込みです。内容を見て、受けるか断ってください。</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/table.py"/>
        <source>Doubles: you roll again. Build, deal with the Treasury or trade first, then roll again.</source>
        <translation>ゾロ目：もう一度サイコロを振ります。先に建てる、財務省と取引する、取引を申し込むこともできます。それからもう一度振ってください。</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/table.py"/>
        <source>Doubles: you roll again. Deal with the Treasury or trade first, then roll again.</source>
        <translation>ゾロ目：もう一度サイコロを振ります。先に財務省と取引する、取引を申し込むこともできます。それからもう一度振ってください。</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/table.py"/>
        <source>Doubles: you roll again. Build or deal with the Treasury first, then roll again.</source>
        <translation>ゾロ目：もう一度サイコロを振ります。先に建てる、財務省と取引することもできます。それからもう一度振ってください。</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/table.py"/>
        <source>Doubles: you roll again. Deal with the Treasury first, then roll again.</source>
        <translation>ゾロ目：もう一度サイコロを振ります。先に財務省と取引することもできます。それからもう一度振ってください。</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/table.py"/>
        <source>Doubles: you roll again. Offer a trade first, or roll again.</source>
        <translation>ゾロ目：もう一度サイコロを振ります。先に取引を申し込むか、もう一度振ってください。</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/table.py"/>
        <source>Doubles: roll again.</source>
        <translation>ゾロ目：もう一度振ってください。</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/table.py"/>
        <source>Build, deal with the Treasury or offer a trade; then end your turn.</source>
        <translation>建てる、財務省と取引する、取引を申し込む。それから手番を終えてください。</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/table.py"/>
        <source>Deal with the Treasury or offer a trade; then end your turn.</source>
        <translation>財務省と取引する、取引を申し込む。それから手番を終えてください。</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/table.py"/>
        <source>Build or deal with the Treasury; then end your turn.</source>
        <translation>建てる、財務省と取引する。それから手番を終えてください。</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/table.py"/>
        <source>Deal with the Treasury; then end your turn.</source>
        <translation>財務省と取引する。それから手番を終えてください。</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/table.py"/>
        <source>Offer a trade, or end your turn.</source>
        <translation>取引を申し込むか、手番を終えてください。</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/table.py"/>
        <source>End your turn.</source>
        <translation>手番を終えてください。</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/table.py"/>
        <source>Your offer is made: press Hand Over for %1 to answer it; the screen then comes back to you.</source>
        <translation>申し込みを出しました。「画面を渡す」を押して%1さんに答えてもらってください。そのあと画面はあなたに戻ります。</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/table.py"/>
        <source>%1, answer %2's offer.</source>
        <translation>%1さん、%2からの申し込みに答えてください。</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/table.py"/>
        <source>%1 is drawing up an offer to %2.</source>
        <translation>%1が%2への取引の申し込みを作成中です。</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/table.py"/>
        <source>Hint: roll the dice.</source>
        <translation>ヒント：サイコロを振りましょう。</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/table.py"/>
        <source>Hint: pay the fine and leave.</source>
        <translation>ヒント：罰金を払って出ましょう。</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/table.py"/>
        <source>Hint: leave it with the Treasury.</source>
        <translation>ヒント：財務省に残しましょう。</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/table.py"/>
        <source>Hint: build on %1.</source>
        <translation>ヒント：%1に建てましょう。</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/table.py"/>
        <source>Hint: sell a building of %1 back.</source>
        <translation>ヒント：%1の建物を売り戻しましょう。</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/table.py"/>
        <source>Hint: mortgage %1.</source>
        <translation>ヒント：%1を抵当に入れましょう。</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/table.py"/>
        <source>Hint: redeem %1.</source>
        <translation>ヒント：%1の抵当を解除しましょう。</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/table.py"/>
        <source>Hint: end your turn.</source>
        <translation>ヒント：手番を終えましょう。</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/table.py"/>
        <source>Hint: press Done.</source>
        <translation>ヒント：「完了」を押しましょう。</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/table.py"/>
        <source>Hint: accept the offer.</source>
        <translation>ヒント：申し込みを受けましょう。</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/table.py"/>
        <source>Hint: refuse the offer.</source>
        <translation>ヒント：申し込みを断りましょう。</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/table.py"/>
        <source>Hint: cancel the offer.</source>
        <translation>ヒント：申し込みを取りやめましょう。</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/table.py"/>
        <source>Hint: put %1 into the offer.</source>
        <translation>ヒント：%1を申し込みに入れましょう。</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/table.py"/>
        <source>Hint: ask for %1 in the offer.</source>
        <translation>ヒント：申し込みで%1を求めましょう。</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/table.py"/>
        <source>Hint: buy %1.</source>
        <translation>ヒント：%1を買いましょう。</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/table.py"/>
        <source>Hint: buy it.</source>
        <translation>ヒント：買いましょう。</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/table.py"/>
        <source>Hint: you threw doubles: roll again.</source>
        <translation>ヒント：ゾロ目です。もう一度振りましょう。</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/table.py"/>
        <source>Hint: pay the flat amount.</source>
        <translation>ヒント：定額を払いましょう。</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/table.py"/>
        <source>Hint: pay the percentage.</source>
        <translation>ヒント：割合で払いましょう。</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/table.py"/>
        <source>Hint: offer a trade to %1.</source>
        <translation>ヒント：%1に取引を申し込みましょう。</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/table.py"/>
        <source>Hint: propose the offer, paying %1.</source>
        <translation>ヒント：%1を払う申し込みをしましょう。</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/table.py"/>
        <source>Hint: propose the offer, asking for %1.</source>
        <translation>ヒント：%1を受け取る申し込みをしましょう。</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/table.py"/>
        <source>Hint: propose the offer, with no cash.</source>
        <translation>ヒント：現金なしで申し込みましょう。</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/table.py"/>
        <source>Buy %1 for %2</source>
        <translation>%1を%2で買う</translation>
    </message>
    <message numerus="yes">
        <location filename="../ponzi_desktop/ui/anti_monopoly/seat_deeds.py"/>
        <source>%n house(s)</source>
        <translation>
            <numerusform>家%n軒</numerusform>
        </translation>
    </message>
    <message>
        <source>Income Tax: pay %1, or 10% of what you own: %2. Choose one.</source>
        <translation type="vanished">所得税：%1を払うか、持ち物の10%（%2）を払うか、どちらかを選んでください。</translation>
    </message>
    <message>
        <source>Income Tax: pay %1, or 20% of your cash and 10% of your properties and buildings: %2. Choose one.</source>
        <translation type="vanished">所得税：%1を払うか、現金の20%と土地・建物の10%（%2）を払うか、どちらかを選んでください。</translation>
    </message>
    <message>
        <source>Card, by %1</source>
        <comment>a card space, in few words</comment>
        <translation type="vanished">%1の隣のカード</translation>
    </message>
    <message>
        <source>the card space by %1</source>
        <translation type="vanished">%1の隣のカードのマス</translation>
    </message>
    <message>
        <source>Hollywood</source>
        <translation type="vanished">ハリウッド</translation>
    </message>
    <message>
        <source>Rail-
road</source>
        <translation type="vanished">U.S.
鉄道</translation>
    </message>
    <message>
        <source>Wil-
shire</source>
        <translation type="vanished">ウィル
シャー</translation>
    </message>
    <message>
        <source>Holly-
wood</source>
        <translation type="vanished">ハリ
ウッド</translation>
    </message>
    <message>
        <source>George-
town</source>
        <translation type="vanished">ジョージ
タウン</translation>
    </message>
    <message>
        <source>Hint: go on with the offer.</source>
        <translation type="vanished">ヒント: 申し込みを続けましょう。</translation>
    </message>
    <message>
        <source>a card space</source>
        <translation type="vanished">カードのマス</translation>
    </message>
    <message>
        <source>Income Tax: pay %1, or %2 worked out on what you own. Choose one.</source>
        <translation type="vanished">所得税: %1を払うか、持ち物から計算した%2を払うか、どちらかを選んでください。</translation>
    </message>
    <message>
        <source>Buy %1</source>
        <translation type="vanished">%1を買う</translation>
    </message>
    <message>
        <source>Build on %1</source>
        <translation type="vanished">%1に建てる</translation>
    </message>
    <message>
        <source>Sell a building of %1 back</source>
        <translation type="vanished">%1の建物を売り戻す</translation>
    </message>
    <message>
        <source>Mortgage %1</source>
        <translation type="vanished">%1を抵当に入れる</translation>
    </message>
    <message>
        <source>Redeem %1</source>
        <translation type="vanished">%1の抵当を解除</translation>
    </message>
</context>
<context>
    <name>AntiMonopolyTrade</name>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/offer_answer.py"/>
        <source>An Offer from %1</source>
        <translation>%1からの取引の申し込み</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/offer_answer.py"/>
        <source>%1 (%2) offers you a trade.</source>
        <translation>%1（%2）があなたに取引を申し込んでいます。</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/offer_answer.py"/>
        <source>You would give</source>
        <translation>あなたが渡すもの</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/offer_answer.py"/>
        <source>You would get</source>
        <translation>あなたが受け取るもの</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/offer_answer.py"/>
        <source>No deeds.</source>
        <translation>所有地なし。</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/offer_answer.py"/>
        <source>Under each deed: its price, then the rent one landing costs now → after the trade.</source>
        <translation>各所有地の下：価格と、1⁠回止まったときの家賃（いま → 取引後）。</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/offer_answer.py"/>
        <source>%1 pays you %2.</source>
        <translation>%1があなたに%2を払います。</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/offer_answer.py"/>
        <source>You pay %1 %2.</source>
        <translation>あなたが%1に%2を払います。</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/offer_answer.py"/>
        <source>No cash changes hands.</source>
        <translation>現金のやりとりはありません。</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/offer_answer.py"/>
        <source>Cash after the trade: you %1 → %2 · %3 %4 → %5</source>
        <translation>取引後の現金：あなた %1 → %2・%3 %4 → %5</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/offer_answer.py"/>
        <source>Beware: at the printed prices you give %1 and get only %2.</source>
        <translation>注意：記載の価格では、あなたは%1を渡し、受け取るのは%2だけです。</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/offer_answer.py"/>
        <source>At the printed prices you give %1 and get %2.</source>
        <translation>記載の価格では、あなたは%1を渡し、%2を受け取ります。</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/offer_answer.py"/>
        <source>Accept</source>
        <translation>受ける</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/offer_answer.py"/>
        <source>The deeds and the cash change hands at once.</source>
        <translation>所有地と現金がすぐに移ります。</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/offer_answer.py"/>
        <source>Refuse</source>
        <translation>断る</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/offer_answer.py"/>
        <source>Nothing changes hands, and %1 plays on.</source>
        <translation>何も移らず、%1が手番を続けます。</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/offer_answer.py"/>
        <source>Look at the Table First</source>
        <translation>先に盤面を見る</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/offer_answer.py"/>
        <source>Close the window without answering: the offer waits for your answer.</source>
        <translation>答えずにウィンドウを閉じます。申し込みはあなたの答えを待ちます。</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/offer_answer.py"/>
        <source>Accept Anyway</source>
        <translation>それでも受ける</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/offer_answer.py"/>
        <source>Press again to give %1 for %2.</source>
        <translation>もう一度押すと、%1を渡して%2を受け取ります。</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/offer_answer.py"/>
        <source>This trade gives you the monopoly of %1: double rent there, and you could build.</source>
        <translation>この取引で%1はあなたの独占になります：そこの家賃は2倍、建物も建てられます。</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/offer_answer.py"/>
        <source>This trade gives %1 the monopoly of %2: double rent there, and they could build.</source>
        <translation>この取引で%2は%1の独占になります：そこの家賃は2倍、建物も建てられます。</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/trade.py"/>
        <source>Draw Up an Offer</source>
        <translation>取引の申し込みを作る</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/trade.py"/>
        <source>Cancel</source>
        <translation>キャンセル</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/trade.py"/>
        <source>Withdraw the offer you drew up.</source>
        <translation>作りかけの申し込みを取り下げます。</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/trade.py"/>
        <source>Close the window: no offer is made.</source>
        <translation>ウィンドウを閉じます。申し込みはしません。</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/trade.py"/>
        <source>Propose</source>
        <translation>申し込む</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/trade.py"/>
        <source>Offer to:</source>
        <translation>申し込む相手：</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/trade.py"/>
        <source>The offer you drew up is for %1.</source>
        <translation>作りかけの申し込みの相手は%1です。</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/trade.py"/>
        <source>Nobody can be offered a trade now.</source>
        <translation>いまは誰にも取引を申し込めません。</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/trade.py"/>
        <source>Drag deeds here, or click them.</source>
        <translation>ここに所有地をドラッグするか、クリックしてください。</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/trade.py"/>
        <source>You hold no deeds.</source>
        <translation>所有地がありません。</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/trade.py"/>
        <source>They hold no deeds.</source>
        <translation>相手には所有地がありません。</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/trade.py"/>
        <source>You give</source>
        <translation>あなたが渡す</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/trade.py"/>
        <source>You ask for</source>
        <translation>あなたが求める</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/trade.py"/>
        <source>Cash:</source>
        <translation>現金：</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/trade.py"/>
        <source>You pay</source>
        <translation>あなたが払う</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/trade.py"/>
        <source>They pay</source>
        <translation>相手が払う</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/trade.py"/>
        <source>Cash in the offer</source>
        <translation>申し込みに含める現金</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/trade.py"/>
        <source>Type an amount of cash (0 for none).</source>
        <translation>現金の額を入力してください（なしなら0）。</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/trade.py"/>
        <source>%1 is more than your cash, %2.</source>
        <translation>%1はあなたの現金%2より多い額です。</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/trade.py"/>
        <source>%1 is more than %3 holds (%2).</source>
        <translation>%1は%3の持つ現金（%2）より多い額です。</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/trade.py"/>
        <source>Put at least one deed into the offer: cash alone cannot be traded.</source>
        <translation>所有地を少なくとも1⁠つ申し込みに入れてください。現金だけの取引はできません。</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/trade.py"/>
        <source>Every deed you hold is in the offer.</source>
        <translation>あなたの所有地はすべて申し込みに入っています。</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/trade.py"/>
        <source>Every deed they hold is in the offer.</source>
        <translation>相手の所有地はすべて申し込みに入っています。</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/trade.py"/>
        <source>Your deeds · your cash %1</source>
        <translation>あなたの所有地・現金 %1</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/trade.py"/>
        <source>Deeds of %1 · cash %2</source>
        <translation>%1の所有地・現金 %2</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/trade.py"/>
        <source>at most %1</source>
        <translation>最大 %1</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/trade.py"/>
        <source>Send the offer: the other player accepts or refuses it.</source>
        <translation>申し込みを送ります。相手が受けるか断るかを決めます。</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/trade.py"/>
        <source>Propose sends the offer; nothing changes hands unless it is accepted.</source>
        <translation>「申し込む」で送ります。相手が受けるまでは何も移りません。</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/trade.py"/>
        <source>Your deeds go under “You give”, the other player's under “You ask for”.</source>
        <translation>あなたの所有地は「あなたが渡す」へ、相手の所有地は「あなたが求める」へ。</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/trade_parts.py"/>
        <source>Buildings stand on it: they never change hands. Sell them to the Treasury first.</source>
        <translation>建物が建っています。建物は取引できません。先に財務省へ売り戻してください。</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/trade_parts.py"/>
        <source>Your buildings in %1 need two unmortgaged streets there: this one must stay.</source>
        <translation>%1にあるあなたの建物には、抵当に入っていない通りが2⁠本必要です。この通りは手放せません。</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/trade_parts.py"/>
        <source>The buildings of %1 in %2 need two unmortgaged streets there: this one must stay.</source>
        <translation>%2にある%1の建物には、抵当に入っていない通りが2⁠本必要です。この通りは手放せません。</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/trade_parts.py"/>
        <source>%1× dice</source>
        <translation>ダイスの目×%1</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/trade_parts.py"/>
        <source>City: %1</source>
        <translation>都市：%1</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/trade_parts.py"/>
        <source>Price %1 · mortgage value %2 · redemption %3</source>
        <translation>価格 %1・抵当額 %2・請け戻し %3</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/trade_parts.py"/>
        <source>Mortgaged: it earns %1 nothing.</source>
        <translation>抵当中：%1には何も稼ぎません。</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/trade_parts.py"/>
        <source>Rent for %1 now: none (a Monopolist in Prison collects no rent).</source>
        <translation>%1のいまの家賃：なし（刑務所にいる独占者は家賃を受け取れません）。</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/trade_parts.py"/>
        <source>Rent for %1 (%2) now: %3</source>
        <translation>%1（%2）のいまの家賃：%3</translation>
    </message>
    <message numerus="yes">
        <location filename="../ponzi_desktop/ui/anti_monopoly/trade_parts.py"/>
        <source>%n more deed(s)</source>
        <translation>
            <numerusform>ほか%n⁠件</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/trade_parts.py"/>
        <source>You give %1 for %2.</source>
        <translation>%1を渡して%2を受け取ります。</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/trade_parts.py"/>
        <source>You give %1 and ask nothing in return.</source>
        <translation>%1を渡し、見返りは求めません。</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/trade_parts.py"/>
        <source>You ask for %1 and give nothing in return.</source>
        <translation>%1を求め、代わりに何も渡しません。</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/trade_parts.py"/>
        <source>Nothing is in the offer yet.</source>
        <translation>申し込みにはまだ何も入っていません。</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/trade_parts.py"/>
        <source>It is in the offer you drew up and stays there: Cancel withdraws the whole offer.</source>
        <translation>作りかけの申し込みに入っていて、外せません。「キャンセル」で申し込み全体を取り下げます。</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/trade_parts.py"/>
        <source>Mortgaged</source>
        <translation>抵当中</translation>
    </message>
    <message numerus="yes">
        <location filename="../ponzi_desktop/ui/anti_monopoly/trade_parts.py"/>
        <source>Rent for %1 now: none (a card: no rent for %n more turn(s)).</source>
        <translation>
            <numerusform>%1のいまの家賃：なし（カードにより、あと%nターン家賃なし）。</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>BaseTable</name>
    <message>
        <location filename="../ponzi_desktop/ui/kit/table.py"/>
        <source>You are watching: only a seated player can move.</source>
        <translation>観戦中：行動できるのは席に着いたプレイヤーだけです。</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/kit/table.py"/>
        <source>It is not your turn: %1 is deciding.</source>
        <translation>あなたの手番ではありません。%1が考えています。</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/kit/table.py"/>
        <source>%1 plays next.</source>
        <translation>次は%1の番です。</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/kit/table.py"/>
        <source>Your move is made: press Hand Over for %1.</source>
        <translation>あなたの手番は終わりました。「画面を渡す」を押して%1に交代してください。</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/kit/table.py"/>
        <source>Nobody wins.</source>
        <translation>勝者なし。</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/kit/table.py"/>
        <source>You win!</source>
        <translation>あなたの勝ちです！</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/kit/table.py"/>
        <source>%1 wins.</source>
        <translation>%1の勝ち。</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/kit/table.py"/>
        <source>You share the win.</source>
        <translation>あなたは同点で勝利を分け合いました。</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/kit/table.py"/>
        <source>A shared win.</source>
        <translation>同点で勝利を分け合いました。</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/kit/table.py"/>
        <source>%1 is thinking…</source>
        <translation>%1が考えています…</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/kit/table.py"/>
        <source>Your turn, %1.</source>
        <translation>%1の手番です。</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/kit/table.py"/>
        <source>You play next.</source>
        <translation>次はあなたの番です。</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/kit/table.py"/>
        <source>%1 is deciding.</source>
        <translation>%1が考えています。</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/kit/table.py"/>
        <source>A hint is for your own turn.</source>
        <translation>ヒントは自分の手番にだけ使えます。</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/kit/table.py"/>
        <source>A hint comes once the board has shown the last moves.</source>
        <translation>ヒントは、盤面が直前の手を見せ終えてから使えます。</translation>
    </message>
    <message>
        <source>You are deciding.</source>
        <translation type="vanished">あなたが考えています。</translation>
    </message>
    <message>
        <source>Your move is made: %1 takes the screen next.</source>
        <translation type="vanished">あなたの手番は終わりました。次は%1が画面の前に座ります。</translation>
    </message>
    <message>
        <source>Game over: nobody wins.</source>
        <translation type="vanished">ゲーム終了：勝者なし。</translation>
    </message>
    <message>
        <source>Game over: you win!</source>
        <translation type="vanished">ゲーム終了：あなたの勝ちです！</translation>
    </message>
    <message>
        <source>Game over: %1 wins.</source>
        <translation type="vanished">ゲーム終了：%1の勝ち。</translation>
    </message>
    <message>
        <source>Game over: you share the win.</source>
        <translation type="vanished">ゲーム終了：あなたは同点で勝利を分け合いました。</translation>
    </message>
    <message>
        <source>Game over: a shared win.</source>
        <translation type="vanished">ゲーム終了：同点で勝利を分け合いました。</translation>
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
        <translation>黄</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/black_friday/labels.py"/>
        <source>Green</source>
        <translation>緑</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/black_friday/labels.py"/>
        <source>Blue</source>
        <translation>青</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/black_friday/labels.py"/>
        <source>White</source>
        <translation>白</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/black_friday/labels.py"/>
        <source>Black</source>
        <translation>黒</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/black_friday/labels.py"/>
        <source>Choose an action</source>
        <translation>アクションを選ぶ</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/black_friday/labels.py"/>
        <source>Buy shares</source>
        <translation>株コマを買う</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/black_friday/labels.py"/>
        <source>Sell shares</source>
        <translation>株コマを売る</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/black_friday/labels.py"/>
        <source>Buy gold</source>
        <translation>金塊を買う</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/black_friday/labels.py"/>
        <source>Bonus move</source>
        <translation>ボーナスの手</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/black_friday/labels.py"/>
        <source>Price change</source>
        <translation>価格変動フェイズ</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/black_friday/labels.py"/>
        <source>Game over</source>
        <translation>ゲーム終了</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/black_friday/labels.py"/>
        <source>a share onto the share purchase track</source>
        <translation>株コマ1つを株券購入トラックへ</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/black_friday/labels.py"/>
        <source>a share onto the gold purchase track</source>
        <translation>株コマ1つを金塊購入トラックへ</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/black_friday/labels.py"/>
        <source>a share from the sale row to the market</source>
        <translation>売却トラックの株コマ1つを株式市場へ</translation>
    </message>
</context>
<context>
    <name>BlackFridayActionPanel</name>
    <message>
        <location filename="../ponzi_desktop/ui/black_friday/action_panel.py"/>
        <source>End turn</source>
        <translation>手番を終える</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/black_friday/action_panel.py"/>
        <source>End your turn without the bonus tile's free move</source>
        <translation>ボーナスタイルの無料の1手を使わずに手番を終える</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/black_friday/action_panel.py"/>
        <source>Buy:</source>
        <translation>購入：</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/black_friday/action_panel.py"/>
        <source>Buy one more %1 share for %2, with your bonus tile (once a game)</source>
        <translation>ボーナスタイル（1ゲームに1回だけ）で%1の株コマをもう1⁠個、%2で買う</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/black_friday/action_panel.py"/>
        <source>Buy a %1 share for %2</source>
        <translation>%1の株コマを%2で1⁠個買う</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/black_friday/action_panel.py"/>
        <source>Buy %1</source>
        <translation>%1を買う</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/black_friday/action_panel.py"/>
        <source>Sell:</source>
        <translation>売却：</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/black_friday/action_panel.py"/>
        <source>Sell one more %1 share for %2, with your bonus tile (once a game)</source>
        <translation>ボーナスタイル（1ゲームに1回だけ）で%1の株コマをもう1⁠個、%2で売る</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/black_friday/action_panel.py"/>
        <source>Sell a %1 share for %2</source>
        <translation>%1の株コマを%2で1⁠個売却する</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/black_friday/action_panel.py"/>
        <source>Sell %1</source>
        <translation>%1を売却</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/black_friday/action_panel.py"/>
        <source>Finish buying</source>
        <translation>購入を終える</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/black_friday/action_panel.py"/>
        <source>End the purchase: a share you bought goes from the market onto the share purchase track</source>
        <translation>購入を終える：買った色の株コマ1つを株式市場から株券購入トラックへ置く</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/black_friday/action_panel.py"/>
        <source>Which colour goes onto the share purchase track?</source>
        <translation>株券購入トラックへ置く株コマの色は？</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/black_friday/action_panel.py"/>
        <source>Finish buying: %1 goes onto the share purchase track</source>
        <translation>購入を終える：%1の株コマを株券購入トラックへ置く</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/black_friday/action_panel.py"/>
        <source>Finish selling</source>
        <translation>売却を終える</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/black_friday/action_panel.py"/>
        <source>End the sale: a share of the sale row goes to the market</source>
        <translation>売却を終える：株券売却トラックの株コマ1つを株式市場へ移す</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/black_friday/action_panel.py"/>
        <source>Which colour of the sale row goes to the market?</source>
        <translation>株券売却トラックから株式市場へ移す株コマの色は？</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/black_friday/action_panel.py"/>
        <source>Finish selling: %1 from the sale row goes to the market</source>
        <translation>売却を終える：株券売却トラックの%1の株コマを株式市場へ移す</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/black_friday/action_panel.py"/>
        <source>Buy gold…</source>
        <translation>金塊を買う…</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/black_friday/action_panel.py"/>
        <source>Buy gold bars; a market share of your choice goes onto the gold purchase track</source>
        <translation>金塊を買う。株式市場の好きな株コマ1つを金塊購入トラックへ置く</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/black_friday/action_panel.py"/>
        <source>Which colour goes onto the gold purchase track?</source>
        <translation>金塊購入トラックへ置く株コマの色は？</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/black_friday/action_panel.py"/>
        <source>%1 share onto the gold track: no bar (your cash is short of %2)</source>
        <translation>%1の株コマを金塊購入トラックへ：金塊は買えません（1本%2、所持金が足りません）</translation>
    </message>
    <message numerus="yes">
        <location filename="../ponzi_desktop/ui/black_friday/action_panel.py"/>
        <source>%1 share onto the gold track: up to %n bar(s) at %2 each</source>
        <translation>
            <numerusform>%1の株コマを金塊購入トラックへ：金塊は1本%2で%n⁠本まで</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/black_friday/action_panel.py"/>
        <source>None: the sale row is empty</source>
        <translation>なし：売却トラックの今の段は空です</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/black_friday/action_panel.py"/>
        <source>Finish selling: the sale row is empty, no share goes to the market</source>
        <translation>売却を終える：株券売却トラックの今の段は空なので、株式市場へ移す株コマはない</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/black_friday/action_panel.py"/>
        <source>More</source>
        <translation>その他</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/black_friday/action_panel.py"/>
        <source>Buy or sell nothing, or your bonus tile's free move</source>
        <translation>購入なし・売却なし、またはボーナスタイルの無料の1手</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/black_friday/action_panel.py"/>
        <source>Buy nothing: a share onto the share purchase track</source>
        <translation>購入なし：株コマを株券購入トラックへ</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/black_friday/action_panel.py"/>
        <source>Sell nothing: a share from the sale row to the market</source>
        <translation>売却なし：売却トラックの株コマを株式市場へ</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/black_friday/action_panel.py"/>
        <source>Bonus tile: a share onto the share purchase track</source>
        <translation>ボーナスタイル：株コマを株券購入トラックへ</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/black_friday/action_panel.py"/>
        <source>Bonus tile: a share onto the gold purchase track</source>
        <translation>ボーナスタイル：株コマを金塊購入トラックへ</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/black_friday/action_panel.py"/>
        <source>Bonus tile: a share from the sale row to the market</source>
        <translation>ボーナスタイル：売却トラックの株コマを株式市場へ</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/black_friday/action_panel.py"/>
        <source>Bonus move</source>
        <translation>ボーナスの手</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/black_friday/action_panel.py"/>
        <source>Your bonus tile's free move (once a game)</source>
        <translation>ボーナスタイルの無料の1手（ゲーム中1回）</translation>
    </message>
    <message>
        <source>%1 share onto the gold track</source>
        <translation type="vanished">%1の株コマを金塊購入トラックへ</translation>
    </message>
    <message>
        <source>Gold…</source>
        <translation type="vanished">金塊…</translation>
    </message>
    <message>
        <source>Not possible now</source>
        <translation type="vanished">今はできない</translation>
    </message>
    <message>
        <source>Buy nothing: a %1 share onto the share purchase track</source>
        <translation type="vanished">0株購入：%1の株コマを株券購入トラックへ</translation>
    </message>
    <message>
        <source>Sell nothing: a %1 share from the sale row to the market</source>
        <translation type="vanished">0株売却：売却トラックの%1の株コマを株式市場へ</translation>
    </message>
    <message>
        <source>Sell nothing (the sale row is empty)</source>
        <translation type="vanished">0株売却（売却トラックの今の段は空）</translation>
    </message>
    <message>
        <source>Bonus tile: a %1 share onto the share purchase track</source>
        <translation type="vanished">ボーナスタイル：%1の株コマを株券購入トラックへ</translation>
    </message>
    <message>
        <source>Bonus tile: a %1 share onto the gold purchase track</source>
        <translation type="vanished">ボーナスタイル：%1の株コマを金塊購入トラックへ</translation>
    </message>
    <message>
        <source>Bonus tile: a %1 share from the sale row to the market</source>
        <translation type="vanished">ボーナスタイル：売却トラックの%1の株コマを株式市場へ</translation>
    </message>
    <message>
        <source>One more, with your bonus tile:</source>
        <translation type="vanished">ボーナスタイルでもう1株：</translation>
    </message>
    <message>
        <source>%1 share onto the share purchase track (buy nothing)</source>
        <translation type="vanished">%1の株コマを株券購入トラックへ（何も買わない）</translation>
    </message>
    <message>
        <source>%1 share from the sale row to the market (sell nothing)</source>
        <translation type="vanished">株券売却トラックの%1の株コマを株式市場へ（何も売却しない）</translation>
    </message>
    <message>
        <source>Zero move</source>
        <translation type="vanished">0株取引</translation>
    </message>
    <message>
        <source>Buy nothing or sell nothing: only a share moves, towards the next price change</source>
        <translation type="vanished">何も買わない、または何も売却しない：株コマが1つ動くだけで、次の価格変動フェイズに近づく</translation>
    </message>
    <message>
        <source>None left in the row</source>
        <translation type="vanished">この段にはもう残っていない</translation>
    </message>
    <message>
        <source>%1 share onto the share purchase track</source>
        <translation type="vanished">%1の株コマを株券購入トラックへ</translation>
    </message>
    <message>
        <source>%1 share onto the gold purchase track</source>
        <translation type="vanished">%1の株コマを金塊購入トラックへ</translation>
    </message>
    <message>
        <source>%1 share from the sale row to the market</source>
        <translation type="vanished">株券売却トラックの%1の株コマを株式市場へ</translation>
    </message>
</context>
<context>
    <name>BlackFridayEndTable</name>
    <message>
        <location filename="../ponzi_desktop/ui/black_friday/end_table.py"/>
        <source>The broker (M.I.B.S.)</source>
        <translation>ブローカー（M.I.B.S.）</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/black_friday/end_table.py"/>
        <source>Cash</source>
        <translation>現金</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/black_friday/end_table.py"/>
        <source>Gold</source>
        <translation>金塊</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/black_friday/end_table.py"/>
        <source>breaks a tie</source>
        <translation>同額のとき比べる</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/black_friday/end_table.py"/>
        <source>Wealth</source>
        <translation>財産</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/black_friday/end_table.py"/>
        <source>Price changes</source>
        <translation>価格変動フェイズ</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/black_friday/end_table.py"/>
        <source>Wealth at the start and after every price change: cash, shares at that moment's prices and gold bars at the gold price then.</source>
        <translation>開始時と各価格変動フェイズのあとの財産です。現金、その時の価格での株コマ、その時の金塊の価格での金塊を足したものです。</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/black_friday/end_table.py"/>
        <source>The broker (M.I.B.S.) is the richest, with %1: no player wins</source>
        <translation>ブローカー（M.I.B.S.）が最高額の%1：勝ったプレイヤーはいません</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/black_friday/end_table.py"/>
        <source>Nobody wins</source>
        <translation>勝者なし</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/black_friday/end_table.py"/>
        <source>You win with %1</source>
        <translation>あなたの勝ち（%1）</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/black_friday/end_table.py"/>
        <source>You share the win with %1, with %2 each</source>
        <translation>あなたと%1が同額で勝利（各%2）</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/black_friday/end_table.py"/>
        <source>%1 wins with %2</source>
        <translation>%1の勝ち（%2）</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/black_friday/end_table.py"/>
        <source>%1 share the win with %2 each</source>
        <translation>%1が同額で勝利（各%2）</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/black_friday/end_table.py"/>
        <source>Gold reached %1: the game is over. Every share is sold at its final price. The broker (M.I.B.S.) is ranked too: when it is the richest, no player wins.</source>
        <translation>金塊の価格が%1に達し、ゲームが終了しました。株コマはすべて最終の株価で売却されます。ブローカー（M.I.B.S.）も順位に加わり、ブローカーが最も多いときはどのプレイヤーも勝てません。</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/black_friday/end_table.py"/>
        <source>Gold reached %1: the game is over. Every share is sold at its final price.</source>
        <translation>金塊の価格が%1に達し、ゲームが終了しました。株コマはすべて最終の株価で売却されます。</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/black_friday/end_table.py"/>
        <source>Tied with the broker (M.I.B.S.) on wealth and on gold: the win is shared, and no player beat the broker.</source>
        <translation>ブローカー（M.I.B.S.）と金額も金塊も同じです。勝利は分け合いとなり、ブローカーを上回ったプレイヤーはいません。</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/black_friday/end_table.py"/>
        <source>Tied on wealth and on gold: the win is shared.</source>
        <translation>金額も金塊も同じです。勝利を分け合います。</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/black_friday/end_table.py"/>
        <source>Tied on wealth: your gold, %1, breaks the tie.</source>
        <translation>金額が同じ：あなたの金塊（%1）で勝敗が決まりました。</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/black_friday/end_table.py"/>
        <source>Tied on wealth: the broker's gold, %1, breaks the tie.</source>
        <translation>金額が同じ：ブローカーの金塊（%1）で勝敗が決まりました。</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/black_friday/end_table.py"/>
        <source>Tied on wealth: %1's gold, %2, breaks the tie.</source>
        <translation>金額が同じ：%1の金塊（%2）で勝敗が決まりました。</translation>
    </message>
</context>
<context>
    <name>BlackFridayLog</name>
    <message>
        <location filename="../ponzi_desktop/ui/black_friday/narration.py"/>
        <source>The broker</source>
        <translation>自動ブローカー</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/black_friday/narration.py"/>
        <source>somebody</source>
        <translation>だれか</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/black_friday/narration.py"/>
        <source>the broker</source>
        <translation>自動ブローカー</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/black_friday/narration.py"/>
        <source>%1 %2</source>
        <translation>%2%1⁠個</translation>
    </message>
    <message numerus="yes">
        <location filename="../ponzi_desktop/ui/black_friday/narration.py"/>
        <source>A new game for %n player(s) and the automated broker</source>
        <translation>
            <numerusform>新しいゲーム：プレイヤー%n⁠人と自動ブローカー</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../ponzi_desktop/ui/black_friday/narration.py"/>
        <source>A new game for %n player(s)</source>
        <translation>
            <numerusform>新しいゲーム：プレイヤー%n⁠人</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/black_friday/narration.py"/>
        <source>you (bonus %1)</source>
        <translation>あなた（ボーナス%1）</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/black_friday/narration.py"/>
        <source>you</source>
        <translation>あなた</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/black_friday/narration.py"/>
        <source>%1 (bonus %2)</source>
        <translation>%1（ボーナス%2）</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/black_friday/narration.py"/>
        <source>Turn order: %1</source>
        <translation>手番の順：%1</translation>
    </message>
    <message numerus="yes">
        <location filename="../ponzi_desktop/ui/black_friday/narration.py"/>
        <source>%1 draws %n share(s) from the bag</source>
        <translation>
            <numerusform>%1が袋から株コマ%n⁠個を引く</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/black_friday/narration.py"/>
        <source>Round %1 · your turn</source>
        <translation>ラウンド%1 · あなたの手番</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/black_friday/narration.py"/>
        <source>Round %1 · the broker's turn</source>
        <translation>ラウンド%1 · 自動ブローカーの手番</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/black_friday/narration.py"/>
        <source>Round %1 · %2's turn</source>
        <translation>ラウンド%1 · %2の手番</translation>
    </message>
    <message numerus="yes">
        <location filename="../ponzi_desktop/ui/black_friday/narration.py"/>
        <source>You buy %n %1 share(s) for %2</source>
        <translation>
            <numerusform>あなたが%1の株コマを%n⁠個、%2で購入</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../ponzi_desktop/ui/black_friday/narration.py"/>
        <source>The broker buys %n %1 share(s) for %2</source>
        <translation>
            <numerusform>自動ブローカーが%1の株コマを%n⁠個、%2で購入</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../ponzi_desktop/ui/black_friday/narration.py"/>
        <source>%1 buys %n %2 share(s) for %3</source>
        <translation>
            <numerusform>%1が%2の株コマを%n⁠個、%3で購入</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../ponzi_desktop/ui/black_friday/narration.py"/>
        <source>You sell %n %1 share(s) for %2</source>
        <translation>
            <numerusform>あなたが%1の株コマを%n⁠個、%2で売却</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../ponzi_desktop/ui/black_friday/narration.py"/>
        <source>The broker sells %n %1 share(s) for %2</source>
        <translation>
            <numerusform>自動ブローカーが%1の株コマを%n⁠個、%2で売却</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../ponzi_desktop/ui/black_friday/narration.py"/>
        <source>%1 sells %n %2 share(s) for %3</source>
        <translation>
            <numerusform>%1が%2の株コマを%n⁠個、%3で売却</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/black_friday/narration.py"/>
        <source>You buy no gold</source>
        <translation>あなたは金塊を買わない</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/black_friday/narration.py"/>
        <source>The broker buys no gold</source>
        <translation>自動ブローカーは金塊を買わない</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/black_friday/narration.py"/>
        <source>%1 buys no gold</source>
        <translation>%1は金塊を買わない</translation>
    </message>
    <message numerus="yes">
        <location filename="../ponzi_desktop/ui/black_friday/narration.py"/>
        <source>You buy %n gold bar(s) for %1</source>
        <translation>
            <numerusform>あなたが金塊%n⁠個を%1で購入</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../ponzi_desktop/ui/black_friday/narration.py"/>
        <source>The broker buys %n gold bar(s) for %1</source>
        <translation>
            <numerusform>自動ブローカーが金塊%n⁠個を%1で購入</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../ponzi_desktop/ui/black_friday/narration.py"/>
        <source>%1 buys %n gold bar(s) for %2</source>
        <translation>
            <numerusform>%1が金塊%n⁠個を%2で購入</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/black_friday/narration.py"/>
        <source>You put a %1 share on space %2 of the gold purchase track</source>
        <translation>あなたが%1の株コマを金塊購入トラックの%2⁠マス目に置く</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/black_friday/narration.py"/>
        <source>The broker puts a %1 share on space %2 of the gold purchase track</source>
        <translation>自動ブローカーが%1の株コマを金塊購入トラックの%2⁠マス目に置く</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/black_friday/narration.py"/>
        <source>%1 puts a %2 share on space %3 of the gold purchase track</source>
        <translation>%1が%2の株コマを金塊購入トラックの%3⁠マス目に置く</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/black_friday/narration.py"/>
        <source>You put a %1 share on space %2 of the share purchase track</source>
        <translation>あなたが%1の株コマを株券購入トラックの%2⁠マス目に置く</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/black_friday/narration.py"/>
        <source>The broker puts a %1 share on space %2 of the share purchase track</source>
        <translation>自動ブローカーが%1の株コマを株券購入トラックの%2⁠マス目に置く</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/black_friday/narration.py"/>
        <source>%1 puts a %2 share on space %3 of the share purchase track</source>
        <translation>%1が%2の株コマを株券購入トラックの%3⁠マス目に置く</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/black_friday/narration.py"/>
        <source>You take nothing from sale row %1: it has no coloured share left</source>
        <translation>あなたは株券売却トラックの%1段目から何も取らない：色の株コマが残っていない</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/black_friday/narration.py"/>
        <source>The broker takes nothing from sale row %1: it has no coloured share left</source>
        <translation>自動ブローカーは株券売却トラックの%1段目から何も取らない：色の株コマが残っていない</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/black_friday/narration.py"/>
        <source>%1 takes nothing from sale row %2: it has no coloured share left</source>
        <translation>%1は株券売却トラックの%2段目から何も取らない：色の株コマが残っていない</translation>
    </message>
    <message numerus="yes">
        <location filename="../ponzi_desktop/ui/black_friday/narration.py"/>
        <source>You move a %1 share from sale row %2 to the market (%n taken from the row so far)</source>
        <translation>
            <numerusform>あなたが株券売却トラックの%2段目から%1の株コマを株式市場へ移す（この段から%n⁠個目）</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../ponzi_desktop/ui/black_friday/narration.py"/>
        <source>The broker moves a %1 share from sale row %2 to the market (%n taken from the row so far)</source>
        <translation>
            <numerusform>自動ブローカーが株券売却トラックの%2段目から%1の株コマを株式市場へ移す（この段から%n⁠個目）</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../ponzi_desktop/ui/black_friday/narration.py"/>
        <source>%1 moves a %2 share from sale row %3 to the market (%n taken from the row so far)</source>
        <translation>
            <numerusform>%1が株券売却トラックの%3段目から%2の株コマを株式市場へ移す（この段から%n⁠個目）</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/black_friday/narration.py"/>
        <source>You use your bonus tile: that share is one more than the level allows</source>
        <translation>あなたがボーナスタイルを使用：この株コマでレベルの上限を1⁠個超える</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/black_friday/narration.py"/>
        <source>%1 uses the bonus tile: that share is one more than the level allows</source>
        <translation>%1がボーナスタイルを使用：この株コマでレベルの上限を1⁠個超える</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/black_friday/narration.py"/>
        <source>You use your bonus tile: one gold bar more than the level allows</source>
        <translation>あなたがボーナスタイルを使用：金塊をレベルの上限より1⁠本多く購入</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/black_friday/narration.py"/>
        <source>%1 uses the bonus tile: one gold bar more than the level allows</source>
        <translation>%1がボーナスタイルを使用：金塊をレベルの上限より1⁠本多く購入</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/black_friday/narration.py"/>
        <source>You use your bonus tile for a free track move</source>
        <translation>あなたがボーナスタイルを使用：トラックへの無料の1⁠手</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/black_friday/narration.py"/>
        <source>%1 uses the bonus tile for a free track move</source>
        <translation>%1がボーナスタイルを使用：トラックへの無料の1⁠手</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/black_friday/narration.py"/>
        <source>%1 stays at %2: the edge of the chart stops it</source>
        <translation>%1は%2のまま：株価表の端で動けない</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/black_friday/narration.py"/>
        <source>%1 starts at %2: it has the fewest shares in the market</source>
        <translation>%1は%2から開始：株式市場の株コマがいちばん少ない</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/black_friday/narration.py"/>
        <source>%1 starts at %2: it has the most shares in the market</source>
        <translation>%1は%2から開始：株式市場の株コマがいちばん多い</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/black_friday/narration.py"/>
        <source>%1 rises to %2: its last share left the market</source>
        <translation>%1が%2に上昇：株式市場の最後の株コマがなくなった</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/black_friday/narration.py"/>
        <source>%1 rises to %2: its third share is on the track</source>
        <translation>%1が%2に上昇：トラック上の3個目の株コマ</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/black_friday/narration.py"/>
        <source>%1 falls to %2: one of its shares went from the sale row to the market</source>
        <translation>%1が%2に下落：株券売却トラックから株コマが株式市場へ移った</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/black_friday/narration.py"/>
        <source>%1 rises to %2: the market has none of its shares</source>
        <translation>%1が%2に上昇：株式市場にその色の株コマがない</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/black_friday/narration.py"/>
        <source>%1 rises from %2 to %3</source>
        <translation>%1が%2から%3に上昇</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/black_friday/narration.py"/>
        <source>%1 falls from %2 to %3</source>
        <translation>%1が%2から%3に下落</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/black_friday/narration.py"/>
        <source>%1 moves and stays at %2</source>
        <translation>%1は動いたが%2のまま</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/black_friday/narration.py"/>
        <source>Price change %1: the share purchase track is full</source>
        <translation>価格変動フェイズ%1：株券購入トラックが埋まった</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/black_friday/narration.py"/>
        <source>Price change %1: the gold purchase track is full</source>
        <translation>価格変動フェイズ%1：金塊購入トラックが埋まった</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/black_friday/narration.py"/>
        <source>Price change %1: enough shares have left the sale row</source>
        <translation>価格変動フェイズ%1：株券売却トラックから規定数の株コマが取られた</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/black_friday/narration.py"/>
        <source>Nothing is drawn: the bag is empty</source>
        <translation>何も引かない：袋が空</translation>
    </message>
    <message numerus="yes">
        <location filename="../ponzi_desktop/ui/black_friday/narration.py"/>
        <source>%n share(s) drawn from the bag: %1</source>
        <translation>
            <numerusform>袋から株コマ%n⁠個を引く：%1</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/black_friday/narration.py"/>
        <source>The gold price reaches %1: the market closes after these price moves</source>
        <translation>金塊の価格が%1に到達：この株価の動きのあと市場が閉じる</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/black_friday/narration.py"/>
        <source>The gold price stays at %1</source>
        <translation>金塊の価格は%1のまま</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/black_friday/narration.py"/>
        <source>The gold price rises from %1 to %2</source>
        <translation>金塊の価格が%1から%2に上昇</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/black_friday/narration.py"/>
        <source>The single black share goes back into the bag and counts for nothing</source>
        <translation>黒の株コマ1個は袋に戻り、数に入らない</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/black_friday/narration.py"/>
        <source>The shares of the share purchase track go into the bag</source>
        <translation>株券購入トラックの株コマを袋に入れる</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/black_friday/narration.py"/>
        <source>The shares of the gold purchase track go into the bag</source>
        <translation>金塊購入トラックの株コマを袋に入れる</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/black_friday/narration.py"/>
        <source>The level rises to %1 (shares a turn: %2, gold bars a turn: %3)</source>
        <translation>レベルが%1に上昇（1手番に株コマは%2⁠個、金塊は%3⁠個まで）</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/black_friday/narration.py"/>
        <source>Sale row %1 is used from now on</source>
        <translation>これから株券売却トラックの%1段目を使う</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/black_friday/narration.py"/>
        <source>Sale row %1 is refilled from the market and used again</source>
        <translation>株券売却トラックの%1段目を株式市場から補充して再び使う</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/black_friday/narration.py"/>
        <source>Price change %1 is over</source>
        <translation>価格変動フェイズ%1の終了</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/black_friday/narration.py"/>
        <source>Game over: the broker is the richest with %1, so nobody wins</source>
        <translation>ゲーム終了：自動ブローカーが%1でいちばん裕福なため、勝者なし</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/black_friday/narration.py"/>
        <source>Game over: nobody wins</source>
        <translation>ゲーム終了：勝者なし</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/black_friday/narration.py"/>
        <source>Game over: you win with %1</source>
        <translation>ゲーム終了：あなたの勝ち（%1）</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/black_friday/narration.py"/>
        <source>Game over: %1 wins with %2</source>
        <translation>ゲーム終了：%1の勝ち（%2）</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/black_friday/narration.py"/>
        <source>Game over: you share the win with %1, with %2 each</source>
        <translation>ゲーム終了：あなたと%1が勝利を分け合う（各%2）</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/black_friday/narration.py"/>
        <source>Game over: %1 share the win with %2 each</source>
        <translation>ゲーム終了：%1が勝利を分け合う（各%2）</translation>
    </message>
    <message numerus="yes">
        <location filename="../ponzi_desktop/ui/black_friday/narration.py"/>
        <source>%n share(s) are drawn from the bag and added to the %1 of each colour already in the market: %2</source>
        <translation>
            <numerusform>袋から株コマ%n⁠個を引き、株式市場に各色%1⁠個ずつあった株コマに加える：%2</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../ponzi_desktop/ui/black_friday/narration.py"/>
        <source>%n share(s) are drawn from the bag into the market: %1</source>
        <translation>
            <numerusform>袋から株コマ%n⁠個を引いて株式市場へ：%1</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../ponzi_desktop/ui/black_friday/narration.py"/>
        <source>You draw %n share(s) from the bag: %1</source>
        <translation>
            <numerusform>あなたが袋から株コマ%n⁠個を引く：%1</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../ponzi_desktop/ui/black_friday/narration.py"/>
        <source>The broker draws %n share(s) from the bag: %1</source>
        <translation>
            <numerusform>自動ブローカーが袋から株コマ%n⁠個を引く：%1</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../ponzi_desktop/ui/black_friday/narration.py"/>
        <source>%1 draws %n share(s) from the bag: %2</source>
        <translation>
            <numerusform>%1が袋から株コマ%n⁠個を引く：%2</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../ponzi_desktop/ui/black_friday/narration.py"/>
        <source>%n black share(s) go to the bank: every colour counts that many fewer</source>
        <translation>
            <numerusform>黒の株コマ%n⁠個は銀行へ：各色の数からその数を引く</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../ponzi_desktop/ui/black_friday/narration.py"/>
        <source>The shares left in sale row %1 go into the bag, with %n black share(s)</source>
        <translation>
            <numerusform>株券売却トラックの%1段目に残った株コマを黒の株コマ%n⁠個と一緒に袋に入れる</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 uses their bonus tile: that share is one more than the level allows</source>
        <translation type="vanished">%1がボーナスタイルを使用：この株コマでレベルの上限を1⁠個超える</translation>
    </message>
    <message>
        <source>%1 uses their bonus tile: one gold bar more than the level allows</source>
        <translation type="vanished">%1がボーナスタイルを使用：金塊をレベルの上限より1⁠本多く購入</translation>
    </message>
    <message>
        <source>%1 uses their bonus tile for a free track move</source>
        <translation type="vanished">%1がボーナスタイルを使用：トラックへの無料の1⁠手</translation>
    </message>
    <message>
        <source>You used your bonus tile: that share was one more than the level allows</source>
        <translation type="vanished">あなたがボーナスタイルを使用：その株券はレベルの上限より1⁠株多い分</translation>
    </message>
    <message>
        <source>%1 used their bonus tile: that share was one more than the level allows</source>
        <translation type="vanished">%1がボーナスタイルを使用：その株券はレベルの上限より1⁠株多い分</translation>
    </message>
    <message>
        <source>You used your bonus tile: one gold bar more than the level allows</source>
        <translation type="vanished">あなたがボーナスタイルを使用：金塊をレベルの上限より1⁠本多く購入</translation>
    </message>
    <message>
        <source>%1 used their bonus tile: one gold bar more than the level allows</source>
        <translation type="vanished">%1がボーナスタイルを使用：金塊をレベルの上限より1⁠本多く購入</translation>
    </message>
    <message>
        <source>You use your bonus for a free track move</source>
        <translation type="vanished">あなたがボーナスを使用：トラックへの無料の1手</translation>
    </message>
    <message>
        <source>%1 uses their bonus for a free track move</source>
        <translation type="vanished">%1がボーナスを使用：トラックへの無料の1手</translation>
    </message>
    <message>
        <source>You use your bonus: one share more than the level allows may be sold</source>
        <translation type="vanished">あなたがボーナスを使用：レベルの上限より1株多く売却できる</translation>
    </message>
    <message>
        <source>%1 uses their bonus: one share more than the level allows may be sold</source>
        <translation type="vanished">%1がボーナスを使用：レベルの上限より1株多く売却できる</translation>
    </message>
    <message>
        <source>You use your bonus: one gold bar more than the level allows may be bought</source>
        <translation type="vanished">あなたがボーナスを使用：レベルの上限より1個多く金塊を買える</translation>
    </message>
    <message>
        <source>%1 uses their bonus: one gold bar more than the level allows may be bought</source>
        <translation type="vanished">%1がボーナスを使用：レベルの上限より1個多く金塊を買える</translation>
    </message>
    <message>
        <source>You use your bonus: one share more than the level allows may be bought</source>
        <translation type="vanished">あなたがボーナスを使用：レベルの上限より1株多く買える</translation>
    </message>
    <message>
        <source>%1 uses their bonus: one share more than the level allows may be bought</source>
        <translation type="vanished">%1がボーナスを使用：レベルの上限より1株多く買える</translation>
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
        <translation>終えるには：買った色の%1の株コマを株券購入トラックへ。ドラッグかクリック、または「購入を終える」。</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/black_friday/moves.py"/>
        <source>Finish: put a share of a colour you bought this turn on the share purchase track: drag or click it, or Finish buying.</source>
        <translation>終えるには：この手番に買った色の株コマを株券購入トラックへ。ドラッグかクリック、または「購入を終える」。</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/black_friday/moves.py"/>
        <source>Finish: put a share of any colour on the share purchase track (none you bought is left): drag or click it, or Finish buying.</source>
        <translation>終えるには：どの色でもよいので株コマを株券購入トラックへ（買った色は残っていません）。ドラッグかクリック、または「購入を終える」。</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/black_friday/moves.py"/>
        <source>You are selling this turn: finish the sale first (a share from the sale row to the market).</source>
        <translation>この手番は売却中です。先に売却を終えてください（株券売却トラックの株コマ1つを株式市場へ）。</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/black_friday/moves.py"/>
        <source>Your action is over: use your bonus tile's free move, or end your turn.</source>
        <translation>アクションは終わりました。ボーナスタイルの無料の1手を使うか、手番を終えてください。</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/black_friday/moves.py"/>
        <source>The market has no %1 share left.</source>
        <translation>株式市場に%1の株コマが残っていません。</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/black_friday/moves.py"/>
        <source>A %1 share costs %2: more than your cash (%3).</source>
        <translation>%1の株コマは1⁠個%2で、所持金（%3）では足りません。</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/black_friday/moves.py"/>
        <source>You are buying, not selling.</source>
        <translation>今は購入中で、売却はできません。</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/black_friday/moves.py"/>
        <source>You hold no %1 share.</source>
        <translation>%1の株コマを持っていません。</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/black_friday/moves.py"/>
        <source>You are selling: a sale ends with a share from the sale row to the market.</source>
        <translation>売却中です。売却は、株券売却トラックの株コマ1つを株式市場へ移して終わります。</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/black_friday/moves.py"/>
        <source>Your action is over: only your bonus tile could put a share on a track now.</source>
        <translation>アクションは終わりました。今トラックに株コマを置けるのはボーナスタイルだけです。</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/black_friday/moves.py"/>
        <source>The market has no %1 share to put on the track.</source>
        <translation>株式市場に、トラックへ置ける%1の株コマがありません。</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/black_friday/moves.py"/>
        <source>You are buying: a purchase ends with a market share onto the share purchase track.</source>
        <translation>購入中です。購入は、株式市場の株コマ1つを株券購入トラックへ置いて終わります。</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/black_friday/moves.py"/>
        <source>Your action is over: only your bonus tile could move a share from the sale row now.</source>
        <translation>アクションは終わりました。今株券売却トラックの株コマを動かせるのはボーナスタイルだけです。</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/black_friday/moves.py"/>
        <source>The current sale row has no %1 share.</source>
        <translation>株券売却トラックの今の段に%1の株コマはありません。</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/black_friday/moves.py"/>
        <source>End your sale with a colour you sold this turn.</source>
        <translation>売却は、この手番に売却した色の株コマで終えてください。</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/black_friday/moves.py"/>
        <source>You are buying shares this turn: gold is a different action.</source>
        <translation>この手番は株コマを購入中です。金塊は別のアクションです。</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/black_friday/moves.py"/>
        <source>You are selling shares this turn: gold is a different action.</source>
        <translation>この手番は株コマを売却中です。金塊は別のアクションです。</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/black_friday/moves.py"/>
        <source>You cannot buy gold now.</source>
        <translation>今は金塊を買えません。</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/black_friday/moves.py"/>
        <source>Finish your action first: the bonus tile's free move comes before it or after it.</source>
        <translation>先にアクションを終えてください。ボーナスタイルの無料の1手は、アクションの前か後に使います。</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/black_friday/moves.py"/>
        <source>You have no bonus tile: the start player plays without one.</source>
        <translation>ボーナスタイルを持っていません。スタートプレイヤーはボーナスタイルなしで遊びます。</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/black_friday/moves.py"/>
        <source>You have used your bonus tile: it works once a game.</source>
        <translation>ボーナスタイルは使用済みです。ゲーム中1回しか使えません。</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/black_friday/moves.py"/>
        <source>Your bonus tile's free move is not available: it is used, or you have none.</source>
        <translation>ボーナスタイルの無料の1手は使えません。使用済みか、ボーナスタイルを持っていません。</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/black_friday/moves.py"/>
        <source>Your bonus tile's free move takes a market share onto a purchase track, or a share from the sale row to the market.</source>
        <translation>ボーナスタイルの無料の1手では、株式市場の株コマ1つを購入トラックへ置くか、株券売却トラックの株コマ1つを株式市場へ移します。</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/black_friday/moves.py"/>
        <source>There is no %1 share to move there.</source>
        <translation>そこへ動かせる%1の株コマはありません。</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/black_friday/moves.py"/>
        <source>Bought shares go behind your own screen.</source>
        <translation>買った株コマは自分のついたての後ろに置きます。</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/black_friday/moves.py"/>
        <source>The market has no %1 share to put on the gold track.</source>
        <translation>株式市場に、金塊購入トラックへ置ける%1の株コマがありません。</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/black_friday/moves.py"/>
        <source>Your shares are sold onto the share market.</source>
        <translation>自分の株コマは株式市場へ売却します。</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/black_friday/moves.py"/>
        <source>A sale-row share goes to the share market to end a sale.</source>
        <translation>株券売却トラックの株コマは、売却を終えるときに株式市場へ移します。</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/black_friday/moves.py"/>
        <source>Gold bars from the bank go onto your own screen.</source>
        <translation>銀行の金塊は自分のついたてへ置きます。</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/black_friday/moves.py"/>
        <source>A market share is bought onto your screen, or put on a purchase track.</source>
        <translation>株式市場の株コマは、自分のついたてへ置いて買うか、購入トラックへ置きます。</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/black_friday/moves.py"/>
        <source>Your screen: a market share dropped here is bought, and gold bars from the bank too.</source>
        <translation>自分のついたて：ここに置いた株式市場の株コマは買われます。銀行の金塊も同じです。</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/black_friday/moves.py"/>
        <source>%1's screen: only they buy onto it.</source>
        <translation>%1のついたて：そこに買い入れられるのは本人だけです。</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/black_friday/moves.py"/>
        <source>The market: your shares are sold onto it, and a sale ends with a share from the sale row onto it.</source>
        <translation>株式市場：株コマはここへ売却し、売却は株券売却トラックの株コマ1つをここへ移して終えます。</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/black_friday/moves.py"/>
        <source>The gold purchase track: a market share goes onto it when you buy gold bars.</source>
        <translation>金塊購入トラック：金塊を買うとき、株式市場の株コマ1つをここへ置きます。</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/black_friday/moves.py"/>
        <source>The share purchase track: a purchase ends with a market share of a colour bought this turn.</source>
        <translation>株券購入トラック：購入は、この手番に買った色の株式市場の株コマ1つをここへ置いて終えます。</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/black_friday/moves.py"/>
        <source>The share sale track: a sale ends with a share of its current row moved to the share market.</source>
        <translation>株券売却トラック：売却は、今の段の株コマ1つを株式市場へ移して終えます。</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/black_friday/moves.py"/>
        <source>Bonus tile: now move a market share onto a purchase track, or a sale-row share onto the market: drag it, or click it and then where it goes.</source>
        <translation>ボーナスタイル：株式市場の株コマを購入トラックへ、または株券売却トラックの株コマを株式市場へ。ドラッグするか、クリックしてから置き場所をクリックします。</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/black_friday/moves.py"/>
        <source>The sale row has shares: one of them goes to the market.</source>
        <translation>株券売却トラックに株コマがあります。そのうち1個を株式市場へ移してください。</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/black_friday/moves.py"/>
        <source>Now click the share purchase track to finish the purchase with it.</source>
        <translation>次に、株券購入トラックをクリックして、これで購入を終えます。</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/black_friday/moves.py"/>
        <source>Now click your screen to buy it, or a purchase track to put it there.</source>
        <translation>次に、買うなら自分のついたてを、そこに置くなら購入トラックをクリックします。</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/black_friday/moves.py"/>
        <source>Now click the market to sell it.</source>
        <translation>次に、株式市場をクリックして売却します。</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/black_friday/moves.py"/>
        <source>Now click the market to move it there.</source>
        <translation>次に、株式市場をクリックしてそこへ移します。</translation>
    </message>
    <message numerus="yes">
        <location filename="../ponzi_desktop/ui/black_friday/moves.py"/>
        <source>Level %1 allows %n share(s) an action. Buying one more %2 share uses your bonus tile, which works once a game.</source>
        <translation>
            <numerusform>レベル%1では、1回のアクションで%n⁠個までです。%2の株コマをもう1⁠個買うと、ボーナスタイル（1ゲームに1回だけ）を使います。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../ponzi_desktop/ui/black_friday/moves.py"/>
        <source>Level %1 allows %n share(s) an action. Selling one more %2 share uses your bonus tile, which works once a game.</source>
        <translation>
            <numerusform>レベル%1では、1回のアクションで%n⁠個までです。%2の株コマをもう1⁠個売ると、ボーナスタイル（1ゲームに1回だけ）を使います。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../ponzi_desktop/ui/black_friday/moves.py"/>
        <source>Level %1 allows %n gold bar(s) an action. Buying one more uses your bonus tile, which works once a game.</source>
        <translation>
            <numerusform>レベル%1では、1回のアクションで金塊は%n⁠本までです。もう1本買うと、ボーナスタイル（1ゲームに1回だけ）を使います。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../ponzi_desktop/ui/black_friday/moves.py"/>
        <source>At level %1 an action buys at most %n share(s).</source>
        <translation>
            <numerusform>レベル%1では、1回のアクションで買えるのは%n⁠個までです。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../ponzi_desktop/ui/black_friday/moves.py"/>
        <source>At level %1 an action sells at most %n share(s).</source>
        <translation>
            <numerusform>レベル%1では、1回のアクションで売却できるのは%n⁠個までです。</numerusform>
        </translation>
    </message>
    <message>
        <source>Finish: put any market share on the share purchase track (none you bought is left): drag or click it, or Finish buying.</source>
        <translation type="vanished">終えるには：どの色でもよいので株コマを株券購入トラックへ（買った色は残っていません）。ドラッグかクリック、または「購入を終える」。</translation>
    </message>
    <message>
        <source>To finish, move a %1 share (a colour you bought) from the share market onto the share purchase track: drag or click, or use Finish buying.</source>
        <translation type="vanished">終えるには：買った色の%1の株コマを株式市場から株券購入トラックへ。ドラッグかクリック、または「購入を終える」で。</translation>
    </message>
    <message>
        <source>Finish: move a share of a colour you bought this turn from the share market onto the share purchase track: drag or click, or use Finish buying.</source>
        <translation type="vanished">終えるには：この手番に買った色の株コマを株式市場から株券購入トラックへ。ドラッグかクリック、または「購入を終える」で。</translation>
    </message>
    <message>
        <source>Finish: move a share of any colour from the share market onto the share purchase track (none you bought is left there): drag or click, or use Finish buying.</source>
        <translation type="vanished">終えるには：どの色でもよいので株コマを株式市場から株券購入トラックへ（買った色は残っていません）。ドラッグかクリック、または「購入を終える」で。</translation>
    </message>
    <message>
        <source>To finish, drag a %1 share (a colour you bought) from the share market onto the share purchase track.</source>
        <translation type="vanished">終えるには：買った色の%1の株コマを株式市場から株券購入トラックへドラッグします。</translation>
    </message>
    <message>
        <source>Finish: drag a share of a colour you bought this turn from the share market onto the share purchase track.</source>
        <translation type="vanished">終えるには：この手番に買った色の株コマを株式市場から株券購入トラックへドラッグします。</translation>
    </message>
    <message>
        <source>Finish: drag a share of any colour from the share market onto the share purchase track (none you bought is left there).</source>
        <translation type="vanished">終えるには：どの色でもよいので株コマを株式市場から株券購入トラックへドラッグします（買った色は残っていません）。</translation>
    </message>
    <message>
        <source>Bonus tile: now drag a market share onto a purchase track, or a sale-row share onto the market.</source>
        <translation type="vanished">ボーナスタイル：株式市場の株コマを購入トラックへ、または株券売却トラックの株コマを株式市場へドラッグします。</translation>
    </message>
    <message>
        <source>Finish: drag a %1 share, a colour you bought, from the share market onto the share purchase track.</source>
        <translation type="vanished">終えるには：買った色の%1の株コマを株式市場から株券購入トラックへドラッグします。</translation>
    </message>
    <message>
        <source>Finish: drag a share of a colour you bought this turn (%1) from the share market onto the share purchase track.</source>
        <translation type="vanished">終えるには：この手番に買った色（%1）の株コマを株式市場から株券購入トラックへドラッグします。</translation>
    </message>
    <message>
        <source>Finish with a share of a colour you bought this turn (%1): drag one from the share market onto the share purchase track.</source>
        <translation type="vanished">この手番に買った色（%1）の株コマで終えます：株式市場から1つ株券購入トラックへドラッグします。</translation>
    </message>
    <message>
        <source>The share market has no share of a colour you bought this turn: finish with a share of any colour, dragged from the share market onto the share purchase track.</source>
        <translation type="vanished">株式市場に、この手番に買った色の株コマがありません：どの色でもよいので株コマ1つを株式市場から株券購入トラックへドラッグして終えます。</translation>
    </message>
    <message>
        <source>You are buying this turn: your own shares are not sold now.</source>
        <translation type="vanished">この手番は購入中です：自分の株券は今は売却できません。</translation>
    </message>
    <message>
        <source>Your shares are sold by dropping them on the share market.</source>
        <translation type="vanished">自分の株券は、株式市場へドロップして売却します。</translation>
    </message>
    <message>
        <source>A share of the sale row goes to the share market to end a sale.</source>
        <translation type="vanished">株券売却トラックの株コマは、売却を終えるときに株式市場へ移します。</translation>
    </message>
    <message>
        <source>A market share goes onto your screen to buy it, or onto a purchase track.</source>
        <translation type="vanished">株式市場の株コマは、買うなら自分のついたてへ、または購入トラックへ置きます。</translation>
    </message>
    <message>
        <source>The share purchase track: a purchase ends with a share of a colour you bought this turn, dragged from the share market onto it.</source>
        <translation type="vanished">株券購入トラック：購入は、この手番に買った色の株コマ1つを株式市場からここへドラッグして終えます。</translation>
    </message>
    <message>
        <source>The share sale track: a sale ends with a share of its current row going to the share market.</source>
        <translation type="vanished">株券売却トラック：売却は、今の段の株コマ1つを株式市場へ移して終えます。</translation>
    </message>
    <message>
        <source>You are buying this turn: finish the purchase first (a market share onto the share purchase track).</source>
        <translation type="vanished">この手番は購入中です。先に購入を終えてください（株式市場の株コマ1つを株券購入トラックへ）。</translation>
    </message>
    <message>
        <source>End your purchase with a colour you bought this turn.</source>
        <translation type="vanished">購入は、この手番に買った色の株コマで終えてください。</translation>
    </message>
    <message>
        <source>The share purchase track: a purchase ends with a market share of a colour you bought onto it.</source>
        <translation type="vanished">株券購入トラック：購入は、買った色の株コマ1つを株式市場からここへ置いて終えます。</translation>
    </message>
    <message>
        <source>That piece does not go there.</source>
        <translation type="vanished">そのコマはそこには置けません。</translation>
    </message>
    <message>
        <source>A market share goes onto your screen (to buy it) or onto a purchase track.</source>
        <translation type="vanished">株式市場の株コマは、自分のついたて（買う場合）か購入トラックへ置きます。</translation>
    </message>
    <message>
        <source>Your shares are sold by dragging them onto the market.</source>
        <translation type="vanished">株券を売却するには、株式市場へドラッグします。</translation>
    </message>
    <message>
        <source>A share of the sale row goes to the market.</source>
        <translation type="vanished">株券売却トラックの株コマは株式市場へ移します。</translation>
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
        <translation>黄</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/black_friday/labels.py"/>
        <source>Green</source>
        <translation>緑</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/black_friday/labels.py"/>
        <source>Blue</source>
        <translation>青</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/black_friday/labels.py"/>
        <source>White</source>
        <translation>白</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/black_friday/labels.py"/>
        <source>Black</source>
        <translation>黒</translation>
    </message>
</context>
<context>
    <name>BlackFridayRules</name>
    <message>
        <location filename="../ponzi_desktop/ui/black_friday/settings_form.py"/>
        <source>The automated broker (M.I.B.S.)</source>
        <translation>自動ブローカー（M.I.B.S.）</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/black_friday/settings_form.py"/>
        <source>It plays a seat of its own, in the open, and always moves first: the start player plays right after it. The rules: always with 2 players, never with 5, your choice with 3 or 4.</source>
        <translation>自分の席を持ち、手の内を見せてプレイし、いつも最初に手番を行います（スタートプレイヤーはその直後）。ルールでは、2⁠人なら必ず入り、5⁠人なら入らず、3〜4⁠人なら選べます。</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/black_friday/settings_form.py"/>
        <source>As the rules say</source>
        <translation>ルールどおり</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/black_friday/settings_form.py"/>
        <source>With it</source>
        <translation>入れる</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/black_friday/settings_form.py"/>
        <source>Without it</source>
        <translation>入れない</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/black_friday/settings_form.py"/>
        <source>As the rules say (with it)</source>
        <translation>ルールどおり（入れる）</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/black_friday/settings_form.py"/>
        <source>With 2 players the rules always have the broker play.</source>
        <translation>2人プレイでは、ルールにより必ず自動ブローカーが入ります。</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/black_friday/settings_form.py"/>
        <source>As the rules say (without it)</source>
        <translation>ルールどおり（入れない）</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/black_friday/settings_form.py"/>
        <source>With 5 players the rules leave no seat for the broker.</source>
        <translation>5人プレイでは、自動ブローカーの席はありません。</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/black_friday/settings_form.py"/>
        <source>As usual (without it)</source>
        <translation>いつもどおり（入れない）</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/black_friday/settings_form.py"/>
        <source>With 3 or 4 players the rules leave it to you; the usual game is without the broker.</source>
        <translation>3〜4人プレイでは入れるかどうかは自由です。ふだんは自動ブローカーなしで遊びます。</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation type="vanished">%1：%2</translation>
    </message>
    <message>
        <source>It plays a seat of its own, in the open. The rules: always with 2 players, never with 5, your choice with 3 or 4.</source>
        <translation type="vanished">自分の席を持ち、手の内を見せてプレイします。ルールでは、2⁠人なら必ず入り、5⁠人なら入らず、3〜4⁠人なら選べます。</translation>
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
        <translation>黄</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/black_friday/labels.py"/>
        <source>Green</source>
        <translation>緑</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/black_friday/labels.py"/>
        <source>Blue</source>
        <translation>青</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/black_friday/labels.py"/>
        <source>White</source>
        <translation>白</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/black_friday/labels.py"/>
        <source>Black</source>
        <translation>黒</translation>
    </message>
</context>
<context>
    <name>BlackFridayTable</name>
    <message numerus="yes">
        <location filename="../ponzi_desktop/ui/black_friday/event_steps.py"/>
        <source>Drawn from the bag: %n share(s)</source>
        <translation>
            <numerusform>袋から引いた株コマ：%n⁠個</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/black_friday/event_steps.py"/>
        <source>Price change!</source>
        <translation>価格変動フェイズ！</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/black_friday/event_steps.py"/>
        <source>Gold reaches %1: the game is over</source>
        <translation>金塊の価格が%1に到達：ゲーム終了</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/black_friday/pieces.py"/>
        <source>Share market</source>
        <translation>株式市場</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/black_friday/pieces.py"/>
        <source>%1 shares in the market: %2, at %3 each</source>
        <translation>株式市場の%1の株コマ：%2⁠個、1⁠個%3</translation>
    </message>
    <message numerus="yes">
        <location filename="../ponzi_desktop/ui/black_friday/pieces.py"/>
        <source>%n space(s) left: the price change comes when the last is filled.</source>
        <translation>
            <numerusform>残り%n⁠マス：最後のマスが埋まると価格変動フェイズになります。</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/black_friday/pieces.py"/>
        <source>Share sale track</source>
        <translation>株券売却トラック</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/black_friday/pieces.py"/>
        <source>Row %1</source>
        <translation>%1⁠段目</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/black_friday/pieces.py"/>
        <source>%1 shares in %2: %3</source>
        <translation>%2の%1の株コマ：%3⁠個</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/black_friday/pieces.py"/>
        <source>Black shares beside %1: %2 (they go into the bag with the row)</source>
        <translation>%1の横の黒の株コマ：%2⁠個（この段と一緒に袋に入る）</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/black_friday/pieces.py"/>
        <source>%1 of %2 taken from this row</source>
        <comment>the lit row of the share sale track: shares taken of those that set off the price change; one short line</comment>
        <translation>取⁠っ⁠た⁠株⁠コ⁠マ：%2⁠個⁠中⁠%1⁠個</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/black_friday/pieces.py"/>
        <source>Bank gold</source>
        <translation>銀行の金塊</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/black_friday/pieces.py"/>
        <source>Gold bars from the bank, %1 each now: drag them onto your screen or click them to buy (or Buy gold… on the panel).</source>
        <translation>銀行の金塊（現在1個%1）：買うには自分のついたてへドラッグするか、クリックします（またはパネルの「金塊を買う…」）。</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/black_friday/pieces.py"/>
        <source>Level %1</source>
        <translation>レベル%1</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/black_friday/pieces.py"/>
        <source>Shares</source>
        <translation>株コマ</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/black_friday/pieces.py"/>
        <source>Gold bars</source>
        <translation>金塊</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/black_friday/pieces.py"/>
        <source>Price change</source>
        <translation>価格変動</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/black_friday/pieces.py"/>
        <source>Level %1: an action buys or sells at most %2 shares, or buys at most %3 gold bars; the next price change draws %4 shares from the bag. The level rises when a price marker enters a higher level area of the chart, and never falls.</source>
        <translation>レベル%1：1回のアクションで株コマは%2⁠個まで購入または売却でき、金塊は%3⁠個まで買えます。次の価格変動フェイズでは袋から株コマを%4⁠個引きます。レベルは株価表示コマが株価表のより高いレベルの区域に入ると上がり、下がることはありません。</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/black_friday/pieces.py"/>
        <source>Bag</source>
        <translation>袋</translation>
    </message>
    <message numerus="yes">
        <location filename="../ponzi_desktop/ui/black_friday/pieces.py"/>
        <source>%n black</source>
        <translation>
            <numerusform>黒%n⁠個</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/black_friday/pieces.py"/>
        <source>The bag holds %1 shares, %2 of them black. Each price change draws from it.</source>
        <translation>袋には株コマが%1⁠個入っていて、そのうち%2⁠個が黒です。価格変動フェイズのたびにここから引きます。</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/black_friday/pieces.py"/>
        <source>Round %1 · price-change phases: %2</source>
        <translation>ラウンド%1 · 価格変動フェイズ：%2⁠回</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/black_friday/pieces.py"/>
        <source>Price-change phases so far: %1. One begins when the share purchase track or the gold purchase track is full, or when enough shares have left the sale row: shares drawn from the bag move every colour's price, and the gold price rises. The small moves of one space between them (a colour's last share leaving the market, a 3rd share of one colour on a track, a share taken from the sale row) are not counted.</source>
        <translation>これまでの価格変動フェイズ：%1⁠回。株券購入トラックか金塊購入トラックが埋まるか、株券売却トラックから規定数の株コマが取られると始まります。袋から引いた株コマで全色の株価が動き、金塊の価格が上がります。そのあいだの1マスだけの小さな株価の動き（ある色の最後の株コマが株式市場を離れた、同じ色の3個目がトラックに置かれた、株券売却トラックから株コマが取られた）は数えません。</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/black_friday/prices.py"/>
        <source>Share price chart</source>
        <translation>株価表</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/black_friday/prices.py"/>
        <source>The black share of level %1: it goes into the bag when the level is reached.</source>
        <translation>レベル%1の黒の株コマ：そのレベルに達すると袋に入ります。</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/black_friday/prices.py"/>
        <source>Share prices: each colour's marker moves on this chart at every price change. The numbered areas are the levels.</source>
        <translation>株価：各色の株価表示コマは、価格変動フェイズのたびにこの株価表の上を動きます。番号の付いた区域がレベルです。</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/black_friday/prices.py"/>
        <source>L%1</source>
        <translation>L%1</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/black_friday/prices.py"/>
        <source>Gold price</source>
        <translation>金塊の価格</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/black_friday/prices.py"/>
        <source>The gold price: it rises at every price change, one space per black share drawn and one more for every 3 gold bars bought since the last one. The game ends when it reaches $100.</source>
        <translation>金塊の価格：価格変動フェイズのたびに、引いた黒の株コマ1個につき1マス、さらに前回の価格変動フェイズ以降に買われた金塊3個ごとに1マス上がります。$100に達するとゲーム終了です。</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/black_friday/prices.py"/>
        <source>Gold bars bought: %1</source>
        <translation>購入された金塊：%1⁠本</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/black_friday/prices.py"/>
        <source>Gold bars bought since the last price change: every 3 of them move the gold price one more space at the next one.</source>
        <translation>前回の価格変動フェイズ以降に購入された金塊：3本ごとに、次の価格変動フェイズで金塊の価格がさらに1マス上がります。</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/black_friday/scene.py"/>
        <source>Share purchase track</source>
        <translation>株券購入トラック</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/black_friday/scene.py"/>
        <source>Gold purchase track</source>
        <translation>金塊購入トラック</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/black_friday/screens.py"/>
        <source>rules-driven</source>
        <translation>ルールで動く</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/black_friday/screens.py"/>
        <source>%1: %2 share(s), worth %3 at %4 each</source>
        <translation>%1：%2⁠個（1⁠個%4、計%3）</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/black_friday/screens.py"/>
        <source>Wealth %1</source>
        <translation>財産%1</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/black_friday/screens.py"/>
        <source>%1 keeps cash and shares behind a screen. Gold bars are in the open: %2.</source>
        <translation>%1は現金と株コマをついたての後ろに隠しています。金塊は公開されています：%2。</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/black_friday/screens.py"/>
        <source>Cash %1 · gold bars %2 (at %3 each)</source>
        <translation>現金%1 · 金塊%2⁠個（1個%3）</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/black_friday/screens.py"/>
        <source>Shares behind the screen</source>
        <translation>つ⁠い⁠た⁠て⁠の後⁠ろ⁠の株⁠コ⁠マ</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/black_friday/table.py"/>
        <source>Broker (M.I.B.S.)</source>
        <translation>ブローカー（M.I.B.S.）</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/black_friday/table.py"/>
        <source>Broker</source>
        <translation>ブローカー</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/black_friday/table.py"/>
        <source>Black Friday table</source>
        <translation>ブラックフライデーの卓</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/black_friday/table.py"/>
        <source>Round %1</source>
        <translation>ラウンド%1</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/black_friday/table.py"/>
        <source>Round %1 · %2</source>
        <translation>ラウンド%1 · %2</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/black_friday/table.py"/>
        <source>Your action: buy shares, sell shares or buy gold.</source>
        <translation>アクション：株コマを買う、株コマを売る、または金塊を買う。</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/black_friday/table.py"/>
        <source>Your action is done: use your bonus tile's free move, or end your turn.</source>
        <translation>アクションは済みました。ボーナスタイルの無料の1手を使うか、手番を終えてください。</translation>
    </message>
    <message numerus="yes">
        <location filename="../ponzi_desktop/ui/black_friday/table.py"/>
        <source>You may buy %n more.</source>
        <translation>
            <numerusform>あと%n⁠個買えます。</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/black_friday/table.py"/>
        <source>Level %1's limit is reached (your bonus tile allows one more).</source>
        <translation>レベル%1の上限です（ボーナスタイルでもう1つ買えます）。</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/black_friday/table.py"/>
        <source>Level %1's limit is reached.</source>
        <translation>レベル%1の上限です。</translation>
    </message>
    <message numerus="yes">
        <location filename="../ponzi_desktop/ui/black_friday/table.py"/>
        <source>You may sell %n more. To finish, move one share from the sale row to the market.</source>
        <translation>
            <numerusform>あと%n⁠個まで売却できます。終えるには、株券売却トラックの株コマを1つ株式市場へ移します。</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/black_friday/table.py"/>
        <source>Level %1's limit is reached. To finish, move one share from the sale row to the market, or sell one more with your bonus tile.</source>
        <translation>レベル%1の上限です。株券売却トラックの株コマを1つ株式市場へ移して終えるか、ボーナスタイルでもう1つ売ります。</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/black_friday/table.py"/>
        <source>Level %1's limit is reached. To finish, move one share from the sale row to the market.</source>
        <translation>レベル%1の上限です。終えるには、株券売却トラックの株コマを1つ株式市場へ移します。</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/black_friday/table.py"/>
        <source>Use Your Bonus Tile?</source>
        <translation>ボーナスタイルを使いますか？</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/black_friday/table.py"/>
        <source>Use the bonus tile</source>
        <translation>ボーナスタイルを使う</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/black_friday/table.py"/>
        <source>Cancel</source>
        <translation>キャンセル</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/black_friday/table.py"/>
        <source>Buy Gold Bars</source>
        <translation>金塊を買う</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/black_friday/table.py"/>
        <source>Then move a market share onto the gold purchase track: drag it, or click it and then the track.</source>
        <translation>そのあと、株式市場の株コマを金塊購入トラックへ。ドラッグするか、クリックしてからトラックをクリックします。</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/black_friday/table.py"/>
        <source>Then a %1 share goes onto the gold purchase track.</source>
        <translation>そのあと、%1の株コマを金塊購入トラックへ置きます。</translation>
    </message>
    <message numerus="yes">
        <location filename="../ponzi_desktop/ui/black_friday/table.py"/>
        <source>%n gold bar(s) chosen: now move a market share onto the gold purchase track (drag it, or click it and then the track).</source>
        <translation>
            <numerusform>金塊%n⁠本を選びました。次に、株式市場の株コマを金塊購入トラックへ（ドラッグするか、クリックしてからトラックをクリック）。</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/black_friday/table.py"/>
        <source>Your cash cannot pay for a gold bar (%1 each): confirming only puts the %2 share on the gold purchase track.</source>
        <translation>所持金では金塊（1本%1）を買えません。確定すると、%2の株コマを金塊購入トラックへ置くだけです。</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/black_friday/table.py"/>
        <source>Your cash cannot pay for a gold bar (%1 each): confirming buys none.</source>
        <translation>所持金では金塊（1本%1）を買えません。確定しても何も買いません。</translation>
    </message>
    <message numerus="yes">
        <location filename="../ponzi_desktop/ui/black_friday/table.py"/>
        <source>Up to %n bar(s) at %1 each; %2 with your bonus tile, once a game.</source>
        <translation>
            <numerusform>1本%1で%n⁠本まで。ボーナスタイルを使えば%2本（1ゲームに1回だけ）。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../ponzi_desktop/ui/black_friday/table.py"/>
        <source>Up to %n bar(s) at %1 each: your cash pays for no more.</source>
        <translation>
            <numerusform>1本%1で%n⁠本まで。所持金ではそれ以上買えません。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../ponzi_desktop/ui/black_friday/table.py"/>
        <source>Up to %n bar(s) at %1 each: level %2 allows no more.</source>
        <translation>
            <numerusform>1本%1で%n⁠本まで。レベル%2ではそれ以上買えません。</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/black_friday/table.py"/>
        <source>Hint: buy a %1 share.</source>
        <translation>ヒント：%1の株コマを買いましょう。</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/black_friday/table.py"/>
        <source>Hint: sell a %1 share.</source>
        <translation>ヒント：%1の株コマを売却しましょう。</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/black_friday/table.py"/>
        <source>Hint: finish buying with a %1 share onto the share purchase track.</source>
        <translation>ヒント：%1の株コマを株券購入トラックへ置いて、購入を終えましょう。</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/black_friday/table.py"/>
        <source>Hint: buy nothing, and put a %1 share on the share purchase track.</source>
        <translation>ヒント：何も買わずに、%1の株コマを株券購入トラックへ置きましょう。</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/black_friday/table.py"/>
        <source>Hint: finish selling with a %1 share from the sale row.</source>
        <translation>ヒント：株券売却トラックの%1の株コマで、売却を終えましょう。</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/black_friday/table.py"/>
        <source>Hint: sell nothing, and move a %1 share from the sale row.</source>
        <translation>ヒント：何も売却せずに、株券売却トラックの%1の株コマを動かしましょう。</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/black_friday/table.py"/>
        <source>Hint: buy no gold bar, and put a %1 share on the gold purchase track.</source>
        <translation>ヒント：金塊は買わずに、%1の株コマを金塊購入トラックへ置きましょう。</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/black_friday/table.py"/>
        <source>Hint: use your bonus tile's free move: a %1 share onto the share purchase track.</source>
        <translation>ヒント：ボーナスタイルの無料の1手を使い、%1の株コマを株券購入トラックへ置きましょう。</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/black_friday/table.py"/>
        <source>Hint: use your bonus tile's free move: a %1 share onto the gold purchase track.</source>
        <translation>ヒント：ボーナスタイルの無料の1手を使い、%1の株コマを金塊購入トラックへ置きましょう。</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/black_friday/table.py"/>
        <source>Hint: use your bonus tile's free move: a %1 share from the sale row to the market.</source>
        <translation>ヒント：ボーナスタイルの無料の1手を使い、売却トラックの%1の株コマを株式市場へ移しましょう。</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/black_friday/table.py"/>
        <source>Hint: use your bonus tile's free move.</source>
        <translation>ヒント：ボーナスタイルの無料の1手を使いましょう。</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/black_friday/table.py"/>
        <source>Hint: keep your bonus tile for later, and end your turn.</source>
        <translation>ヒント：ボーナスタイルは取っておいて、手番を終えましょう。</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/black_friday/words.py"/>
        <source>a free move: a market share onto a purchase track, or a share from the sale row to the market</source>
        <translation>トラックへの無料の1手：株式市場の株コマ1つを購入トラックへ、または株券売却トラックの株コマ1つを株式市場へ</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/black_friday/words.py"/>
        <source>sell one share more than the level allows</source>
        <translation>レベルの上限より1⁠個多く売却する</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/black_friday/words.py"/>
        <source>buy one gold bar more than the level allows</source>
        <translation>レベルの上限より1個多く金塊を買う</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/black_friday/words.py"/>
        <source>buy one share more than the level allows</source>
        <translation>レベルの上限より1⁠個多く買う</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/black_friday/words.py"/>
        <source>Bonus tile %1: once a game, one of these:</source>
        <translation>ボーナスタイル%1：ゲーム中1回、次のうち1つ：</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/black_friday/words.py"/>
        <source>Used: it is turned over.</source>
        <translation>使用済み：裏返しになっています。</translation>
    </message>
    <message numerus="yes">
        <location filename="../ponzi_desktop/ui/black_friday/table.py"/>
        <source>Hint: buy %n gold bar(s).</source>
        <translation>
            <numerusform>ヒント：金塊を%n⁠個買いましょう。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../ponzi_desktop/ui/black_friday/table.py"/>
        <source>Hint: buy %n gold bar(s), and put a %1 share on the gold purchase track.</source>
        <translation>
            <numerusform>ヒント：金塊を%n⁠個買い、%1の株コマを金塊購入トラックへ置きましょう。</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 of %2 shares taken from the current row</source>
        <translation type="vanished">取⁠っ⁠た⁠株⁠コ⁠マ：%2⁠個⁠中⁠%1⁠個</translation>
    </message>
    <message>
        <source>Round %1 · price changes: %2</source>
        <translation type="vanished">ラウンド%1 · 価格変動フェイズ：%2⁠回</translation>
    </message>
    <message>
        <source>Gold bars from the bank, %1 each now: drag them onto your screen to buy.</source>
        <translation type="vanished">銀行の金塊（現在1個%1）：買うには自分のついたてへドラッグします。</translation>
    </message>
    <message>
        <source>Then drag a market share onto the gold purchase track.</source>
        <translation type="vanished">そのあと、株式市場の株コマを金塊購入トラックへドラッグしてください。</translation>
    </message>
    <message numerus="yes">
        <source>%n gold bar(s) chosen: now drag a market share onto the gold purchase track.</source>
        <translation type="vanished">
            <numerusform>金塊%n⁠本を選びました。次に、株式市場の株コマを金塊購入トラックへドラッグしてください。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Hint: buy %n gold bar(s), with a %1 share onto the gold track.</source>
        <translation type="vanished">
            <numerusform>ヒント：金塊を%n⁠個買い、%1の株コマを金塊購入トラックへ置きましょう。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Sell up to %n more, or finish: a share of the sale row to the market.</source>
        <translation type="vanished">
            <numerusform>あと%n⁠個まで売却できます。売却を終えるなら、株券売却トラックの株コマを株式市場へ。</numerusform>
        </translation>
    </message>
    <message>
        <source>Level %1's limit is reached: finish with a share of the sale row to the market, or sell one more with your bonus tile.</source>
        <translation type="vanished">レベル%1の上限です：株券売却トラックの株コマを1つ株式市場へ移して終えるか、ボーナスタイルでもう1つ売ります。</translation>
    </message>
    <message>
        <source>Level %1's limit is reached: finish with a share of the sale row to the market.</source>
        <translation type="vanished">レベル%1の上限です：株券売却トラックの株コマを1つ株式市場へ移して終えます。</translation>
    </message>
    <message>
        <source>Middle row</source>
        <translation type="vanished">中央の段</translation>
    </message>
    <message numerus="yes">
        <source>You may buy up to %n more.</source>
        <translation type="vanished">
            <numerusform>あと%n⁠個まで買えます。</numerusform>
        </translation>
    </message>
    <message>
        <source>Level %1's limit is reached (your bonus tile could buy one more).</source>
        <translation type="vanished">レベル%1の上限です（ボーナスタイルでもう1つ買えます）。</translation>
    </message>
    <message numerus="yes">
        <source>Buy up to %n more, or finish: a share you bought onto the share purchase track.</source>
        <translation type="vanished">
            <numerusform>あと%n⁠個まで買えます。購入を終えるなら、買った色の株コマを株券購入トラックへ。</numerusform>
        </translation>
    </message>
    <message>
        <source>Level %1's limit is reached: finish with a share you bought onto the purchase track, or buy one more with your bonus tile.</source>
        <translation type="vanished">レベル%1の上限です：買った株券を1つ株券購入トラックに置いて終えるか、ボーナスタイルでもう1つ買います。</translation>
    </message>
    <message>
        <source>Level %1's limit is reached: finish with a share you bought onto the share purchase track.</source>
        <translation type="vanished">レベル%1の上限です：買った株券を1つ株券購入トラックに置いて終えます。</translation>
    </message>
    <message>
        <source>Hint: end your turn.</source>
        <translation type="vanished">ヒント：手番を終えましょう。</translation>
    </message>
    <message>
        <source>You have bought as many shares as level %1 allows: finish with a share you bought onto the share purchase track, or buy one more with your bonus tile (once a game).</source>
        <translation type="vanished">レベル%1で買える株数の上限まで買いました。買った色の株コマを株券購入トラックへ置いて終えるか、ボーナスタイル（1ゲームに1回だけ）でもう1株買えます。</translation>
    </message>
    <message>
        <source>You have bought as many shares as level %1 allows: finish with a share you bought onto the share purchase track.</source>
        <translation type="vanished">レベル%1で買える株数の上限まで買いました。買った色の株コマを株券購入トラックへ置いて終えてください。</translation>
    </message>
    <message>
        <source>You have sold as many shares as level %1 allows: finish with a share of the sale row to the market, or sell one more with your bonus tile (once a game).</source>
        <translation type="vanished">レベル%1で売れる株数の上限まで売りました。株券売却トラックの株コマを株式市場へ移して終えるか、ボーナスタイル（1ゲームに1回だけ）でもう1株売れます。</translation>
    </message>
    <message>
        <source>You have sold as many shares as level %1 allows: finish with a share of the sale row to the market.</source>
        <translation type="vanished">レベル%1で売れる株数の上限まで売りました。株券売却トラックの株コマを株式市場へ移して終えてください。</translation>
    </message>
    <message>
        <source>Centre row</source>
        <translation type="vanished">中央の段</translation>
    </message>
    <message numerus="yes">
        <source>From 0 to %n bar(s), at %1 each (your cash and the level's limit).</source>
        <translation type="vanished">
            <numerusform>0〜%n⁠個、1個%1（所持金とレベルの上限による）。</numerusform>
        </translation>
    </message>
    <message>
        <source>Now drag a market share onto the gold purchase track.</source>
        <translation type="vanished">次に、株式市場の株コマを金塊購入トラックへドラッグします。</translation>
    </message>
    <message numerus="yes">
        <source>%n gold bar(s)</source>
        <translation type="vanished">
            <numerusform>金塊%n⁠個</numerusform>
        </translation>
    </message>
    <message>
        <source>Gold bars bought: %1 (every 3: +1 space at the price change)</source>
        <translation type="vanished">買われた金塊：%1⁠個（3個ごとに価格変動フェイズで+1マス）</translation>
    </message>
    <message numerus="yes">
        <source>Shares: buy or sell up to %n</source>
        <translation type="vanished">
            <numerusform>株コマ：%n⁠個まで購入または売却</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Gold: buy up to %n bar(s)</source>
        <translation type="vanished">
            <numerusform>金塊：%n⁠個まで購入</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Price change: draw %n</source>
        <translation type="vanished">
            <numerusform>価格変動フェイズ：%n⁠個引く</numerusform>
        </translation>
    </message>
    <message>
        <source>Buy shares, sell shares or buy gold: drag a share or the bank's gold, or use the buttons.</source>
        <translation type="vanished">株券を買う、株券を売る、金塊を買う：株コマか銀行の金塊をドラッグするか、ボタンを使います。</translation>
    </message>
</context>
<context>
    <name>Bots</name>
    <message>
        <location filename="../ponzi_desktop/ui/kit/labels.py"/>
        <source>Random</source>
        <translation>ランダム</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/kit/labels.py"/>
        <source>Easy</source>
        <translation>やさしい</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/kit/labels.py"/>
        <source>Normal</source>
        <translation>ふつう</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/kit/labels.py"/>
        <source>Hard</source>
        <translation>むずかしい</translation>
    </message>
</context>
<context>
    <name>Callout</name>
    <message>
        <location filename="../ponzi_desktop/ui/lesson/callout.py"/>
        <source>Back</source>
        <translation>戻る</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/lesson/callout.py"/>
        <source>The lesson's step before this one</source>
        <translation>この一つ前のステップ</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/lesson/callout.py"/>
        <source>Leave lesson</source>
        <translation>レッスンをやめる</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/lesson/callout.py"/>
        <source>Back to the start page</source>
        <translation>スタートページに戻る</translation>
    </message>
</context>
<context>
    <name>DockTitleBar</name>
    <message>
        <location filename="../ponzi_desktop/ui/docks.py"/>
        <source>Put the panel back beside the table</source>
        <translation>パネルを卓の横に戻す</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/docks.py"/>
        <source>Take the panel out into a window of its own</source>
        <translation>パネルを別のウィンドウに切り離す</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/docks.py"/>
        <source>Close the panel (the View menu opens it again)</source>
        <translation>パネルを閉じる（「表示」メニューでまた開けます）</translation>
    </message>
</context>
<context>
    <name>EndTable</name>
    <message>
        <location filename="../ponzi_desktop/ui/kit/end_pages.py"/>
        <source>Scores</source>
        <translation>得点</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/kit/end_pages.py"/>
        <source>Money over the game</source>
        <translation>ゲーム中のお金の推移</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/kit/end_pages.py"/>
        <source>Each player's money over the game, from the game's record (Ctrl+Tab)</source>
        <translation>ゲームの記録から見た、各プレイヤーのお金の推移（Ctrl+Tab）</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/kit/end_table.py"/>
        <source>Player</source>
        <translation>プレイヤー</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/kit/end_table.py"/>
        <source>Total</source>
        <translation>合計</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/kit/end_table.py"/>
        <source>Bankrupt: not scored</source>
        <translation>破産：得点なし</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/kit/end_table.py"/>
        <source>Rounds</source>
        <translation>ラウンド</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/kit/end_table.py"/>
        <source>Nobody wins</source>
        <translation>勝者なし</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/kit/end_table.py"/>
        <source>You win</source>
        <translation>あなたの勝ち</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/kit/end_table.py"/>
        <source>You share the win with %1</source>
        <translation>あなたと%1が勝利を分け合いました</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/kit/end_table.py"/>
        <source>%1 wins</source>
        <translation>%1の勝ち</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/kit/end_table.py"/>
        <source>%1 share the win</source>
        <translation>%1が勝利を分け合いました</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/kit/end_table.py"/>
        <source>Lessons do not count in your statistics.</source>
        <translation>レッスンは統計に数えられません。</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/kit/end_table.py"/>
        <source>This game is already in your game history: it is not counted twice.</source>
        <translation>このゲームはすでにゲーム履歴にあります。二重には数えません。</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/kit/end_table.py"/>
        <source>Play again</source>
        <translation>もう一度遊ぶ</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/kit/end_table.py"/>
        <source>Back to the start page</source>
        <translation>スタートページに戻る</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/kit/end_table.py"/>
        <source>Look at the board</source>
        <translation>盤面を見る</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/kit/end_table.py"/>
        <source>Close the scores (Esc); View → Scores of the Game opens them again</source>
        <translation>得点表を閉じる（Esc）。「表示」→「ゲームの得点」でまた開けます</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/kit/end_table.py"/>
        <source>Replay this game</source>
        <translation>このゲームをリプレイ</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/kit/end_table.py"/>
        <source>Watch the game again from the start, move by move</source>
        <translation>ゲームを最初から1⁠手ずつ見直します</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/kit/end_table.py"/>
        <source>The game is not over yet</source>
        <translation>ゲームはまだ終わっていません</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/kit/end_table.py"/>
        <source>Game over</source>
        <translation>ゲーム終了</translation>
    </message>
    <message>
        <source>Some cash is still hidden from this screen: its points are not shown.</source>
        <translation type="vanished">この画面からはまだ見えない所持金があるため、その得点は表示されません。</translation>
    </message>
    <message>
        <source>A total here differs from the game's own score; the game's score counts.</source>
        <translation type="vanished">ここの合計がゲームの得点と違います。ゲームの得点が正式です。</translation>
    </message>
    <message>
        <source>Nobody wins: every player went bankrupt</source>
        <translation type="vanished">勝者なし：全員が破産しました</translation>
    </message>
    <message numerus="yes">
        <source>%1 wins with %n point(s)</source>
        <translation type="vanished">
            <numerusform>%1の勝ち（%n点）</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 share the win with %n point(s)</source>
        <translation type="vanished">
            <numerusform>%1が同点で勝利（%n点）</numerusform>
        </translation>
    </message>
    <message>
        <source>The round limit was reached: every player is scored.</source>
        <translation type="vanished">ラウンド数の上限に達しました。全員の得点を計算します。</translation>
    </message>
    <message>
        <source>%1 could not pay the interest due: bankrupt players are not scored.</source>
        <translation type="vanished">%1は配当金を支払えませんでした。破産したプレイヤーは得点を計算しません。</translation>
    </message>
    <message>
        <source>Tied on points: %1's highest fund card, %2, breaks the tie.</source>
        <translation type="vanished">同点：%1の最も高い資金カード（%2）で勝敗が決まりました。</translation>
    </message>
</context>
<context>
    <name>ForecastPanel</name>
    <message>
        <location filename="../ponzi_desktop/ui/ponzi/forecast.py"/>
        <source>The game is over.</source>
        <translation>ゲームは終了しました。</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/ponzi/forecast.py"/>
        <source>No more rounds will be played, so no more interest is due. View → Scores of the Game (Ctrl+E) shows the scores again.</source>
        <translation>これ以上ラウンドは行われないので、支払う配当金はもうありません。「表示」→「ゲームの得点」（Ctrl+E）で得点表をまた見られます。</translation>
    </message>
    <message numerus="yes">
        <location filename="../ponzi_desktop/ui/ponzi/forecast.py"/>
        <source>Interest due in the next %n round(s)</source>
        <translation>
            <numerusform>今後%n⁠ラウンドに支払う配当金</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/ponzi/forecast.py"/>
        <source>Show every player's dues</source>
        <translation>全員の支払い予定を表示</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/ponzi/forecast.py"/>
        <source>Assumes no market crash (a crash turns the wheels two spaces) and no new fund cards. Wheels are public.</source>
        <translation>株価大暴落（時間円盤が2⁠マス回る）も新しい資金カードもないものとした予測です。時間円盤は公開情報です。</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/ponzi/forecast.py"/>
        <source>Assumes no market crash (a crash turns the wheels two spaces) and no new fund cards. Wheels are public; only your own cash is shown.</source>
        <translation>株価大暴落（時間円盤が2⁠マス回る）も新しい資金カードもないものとした予測です。時間円盤は公開情報で、所持金は自分の分だけ表示されます。</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/ponzi/forecast.py"/>
        <source>What every player may see</source>
        <translation>全員が見てよい内容</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/ponzi/forecast.py"/>
        <source>Forecast for %1</source>
        <translation>%1の見通し</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/ponzi/forecast.py"/>
        <source>You went bankrupt.</source>
        <translation>あなたは破産しました。</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/ponzi/forecast.py"/>
        <source>You finished with %1 in cash.</source>
        <translation>あなたの最終的な所持金は%1です。</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/ponzi/forecast.py"/>
        <source>End of round</source>
        <translation>ラウンド終了時</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/ponzi/forecast.py"/>
        <source>Your dues so far</source>
        <translation>これまでの支払い合計</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/ponzi/forecast.py"/>
        <source>Cash %1</source>
        <translation>所持金%1</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/ponzi/forecast.py"/>
        <source>Your cash</source>
        <translation>あなたの所持金</translation>
    </message>
    <message numerus="yes">
        <location filename="../ponzi_desktop/ui/ponzi/forecast.py"/>
        <source>Nothing is due in the next %n round(s).</source>
        <translation>
            <numerusform>この先%n⁠ラウンドの間、支払う配当金はありません。</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/ponzi/forecast.py"/>
        <source>Nobody is seated at the screen: cash stays hidden; every player's public dues are shown.</source>
        <translation>画面の前に誰も座っていません。所持金は隠したまま、全員の公開されている支払い予定を表示します。</translation>
    </message>
    <message numerus="yes">
        <location filename="../ponzi_desktop/ui/ponzi/forecast.py"/>
        <source>You owe nothing in the next %n round(s).</source>
        <translation>
            <numerusform>この先%n⁠ラウンドの間、あなたが支払う配当金はありません。</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/ponzi/forecast.py"/>
        <source>Your cash, %1, covers the %2 of interest due by the end of round %3.</source>
        <translation>所持金%1で、ラウンド%3の終わりまでに支払う配当金%2をまかなえます。</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/ponzi/forecast.py"/>
        <source>Without new funding your cash runs out at the end of round %1: %2 short.</source>
        <translation>新たな資金集めをしないと、ラウンド%1の終わりに所持金が%2足りなくなります。</translation>
    </message>
    <message>
        <source>Nothing is due in the next %1 rounds.</source>
        <translation type="vanished">この先%1ラウンドの間、支払う配当金はありません。</translation>
    </message>
    <message>
        <source>You owe nothing in the next %1 rounds.</source>
        <translation type="vanished">この先%1ラウンドの間、あなたが支払う配当金はありません。</translation>
    </message>
</context>
<context>
    <name>GameLogModel</name>
    <message numerus="yes">
        <location filename="../ponzi_desktop/ui/log.py"/>
        <source>… %n earlier move(s) not shown here: see the log</source>
        <translation>
            <numerusform>…それより前の%n⁠手はここには出ません。ログをご覧ください</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/log.py"/>
        <source>The game moves on</source>
        <translation>ゲームの進行</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/log.py"/>
        <source>You</source>
        <translation>あなた</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/log.py"/>
        <source>The game's set-up</source>
        <translation>ゲームの準備</translation>
    </message>
</context>
<context>
    <name>GameLogView</name>
    <message>
        <location filename="../ponzi_desktop/ui/log_view.py"/>
        <source>Game Log</source>
        <translation>ゲームの記録</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/log_view.py"/>
        <source>Hide the log (View → Game Log shows it again)</source>
        <translation>記録を隠す（表示 → ゲームの記録 で再び表示）</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/log_view.py"/>
        <source>Game log</source>
        <translation>ゲームの記録</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/log_view.py"/>
        <source>What every player may see</source>
        <translation>全員が見てよい内容</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/log_view.py"/>
        <source>As %1 sees it</source>
        <translation>%1から見た記録</translation>
    </message>
</context>
<context>
    <name>Games</name>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/__init__.py"/>
        <source>Anti-Monopoly</source>
        <translation>アンチモノポリー</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/__init__.py"/>
        <source>Competitors against monopolists on one board: buy streets, build, and survive the price wars.</source>
        <translation>競争者と独占者がひとつの盤で対決。通りを買い、建物を建て、価格戦争を生き延びましょう。</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/__init__.py"/>
        <source>2 to 6 players · about two hours</source>
        <translation>2〜6⁠人 · 約2⁠時間</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/__init__.py"/>
        <source>Everything on this table is public, cash too: the screen goes round so that each of you makes your own moves.</source>
        <translation>この卓では現金も含めてすべてが公開されています。各自が自分の手を打てるよう、画面を順に回してください。</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/__init__.py"/>
        <source>Money and Property</source>
        <translation>お金と所有地</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/__init__.py"/>
        <source>Every player's cash and property value at the start of each round</source>
        <translation>各ラウンド開始時の、全プレイヤーの現金と所有地の価値</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/__init__.py"/>
        <source>Money</source>
        <translation>お金</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/black_friday/__init__.py"/>
        <source>Black Friday</source>
        <translation>ブラックフライデー</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/black_friday/__init__.py"/>
        <source>Buy and sell shares while the prices swing, and get into gold before the market falls.</source>
        <translation>株価が揺れ動くなかで株コマを売り買いし、市場が崩れる前に金塊へ乗り換えましょう。</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/black_friday/__init__.py"/>
        <source>2 to 5 players · about an hour</source>
        <translation>2〜5⁠人 · 約1⁠時間</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/black_friday/__init__.py"/>
        <source>Price History</source>
        <translation>株価の推移</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/black_friday/__init__.py"/>
        <source>Every share's price and gold after each price change, and your wealth then</source>
        <translation>価格変動フェイズごとの各色の株価と金塊の価格、その時のあなたの財産</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/black_friday/__init__.py"/>
        <source>Prices</source>
        <translation>株価</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/black_friday/__init__.py"/>
        <source>Private things such as cash and the shares each player keeps hidden appear only after the seat is claimed.</source>
        <translation>所持金やついたての裏の株コマなどの秘密は、本人が席に着いてから表示されます。</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/black_friday/__init__.py"/>
        <source>2023 edition</source>
        <translation>2023年版</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/ponzi/__init__.py"/>
        <source>Ponzi Scheme</source>
        <translation>ポンジスキーム</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/ponzi/__init__.py"/>
        <source>Raise money by promising your investors interest, trade shares of made-up industries in secret envelopes, and stay solvent longer than everyone else.</source>
        <translation>投資家に配当金を約束して資金を集め、架空の会社を封筒でこっそり売り買いし、誰よりも長く破産せずに生き残りましょう。</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/ponzi/__init__.py"/>
        <source>3 to 5 players · about an hour</source>
        <translation>3〜5⁠人 · 約1⁠時間</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/ponzi/__init__.py"/>
        <source>Interest Forecast</source>
        <translation>配当金の見通し</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/ponzi/__init__.py"/>
        <source>The interest each player owes in the coming rounds</source>
        <translation>今後のラウンドで各プレイヤーが支払う配当金</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/ponzi/__init__.py"/>
        <source>Forecast</source>
        <translation>見通し</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/ponzi/__init__.py"/>
        <source>Private things such as cash and the amount in an envelope appear only after the seat is claimed.</source>
        <translation>所持金や封筒の金額などの秘密は、本人が席に着いてから表示されます。</translation>
    </message>
    <message>
        <source>Money and property</source>
        <translation type="vanished">お金と所有地</translation>
    </message>
    <message>
        <source>Price history</source>
        <translation type="vanished">株価の推移</translation>
    </message>
    <message>
        <source>Interest forecast</source>
        <translation type="vanished">配当金の見通し</translation>
    </message>
    <message>
        <source>Everything on this table is public, cash too: the screen passes so that each of you makes your own moves.</source>
        <translation type="vanished">この卓では現金も含めてすべてが公開されています。各自が自分の手を打てるよう、画面を渡してください。</translation>
    </message>
    <message>
        <source>Private things such as cash and the shares behind a screen appear only after the seat is claimed.</source>
        <translation type="vanished">所持金やついたての裏の株コマなどの秘密は、本人が席に着いてから表示されます。</translation>
    </message>
</context>
<context>
    <name>HandoffCover</name>
    <message>
        <location filename="../ponzi_desktop/ui/handoff.py"/>
        <source>What is private appears only after the seat is claimed.</source>
        <translation>秘密の情報は、本人が席に着いてから表示されます。</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/handoff.py"/>
        <source>Everyone else, please look away. %1</source>
        <translation>ほかの人は画面から目をそらしてください。%1</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/handoff.py"/>
        <source>Nothing has happened yet: the game begins with you.</source>
        <translation>まだ何も起きていません。ゲームはあなたから始まります。</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/handoff.py"/>
        <source>Nothing new since your last turn.</source>
        <translation>前回のあなたの手番から、新しい出来事はありません。</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/handoff.py"/>
        <source>Since the game began</source>
        <translation>ゲーム開始から</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/handoff.py"/>
        <source>Since your last turn</source>
        <translation>前回のあなたの手番から</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/handoff.py"/>
        <source>Pass the screen to %1</source>
        <translation>画面を%1に渡してください</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/handoff.py"/>
        <source>I am %1 — show my table</source>
        <translation>%1です — 自分の卓を表示</translation>
    </message>
    <message>
        <source>Everyone else, please look away. Private things such as cash and the amount in an envelope appear only after the seat is claimed.</source>
        <translation type="vanished">ほかの人は画面から目をそらしてください。所持金や封筒の金額などの秘密は、本人が席に着いてから表示されます。</translation>
    </message>
</context>
<context>
    <name>HistoryPages</name>
    <message>
        <location filename="../ponzi_desktop/ui/history_common.py"/>
        <source>Random bot</source>
        <translation>ランダムボット</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/history_common.py"/>
        <source>Easy bot</source>
        <translation>やさしいボット</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/history_common.py"/>
        <source>Normal bot</source>
        <translation>ふつうのボット</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/history_common.py"/>
        <source>Hard bot</source>
        <translation>むずかしいボット</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/history_common.py"/>
        <source>under a minute</source>
        <translation>1分未満</translation>
    </message>
    <message numerus="yes">
        <location filename="../ponzi_desktop/ui/history_common.py"/>
        <source>%n min</source>
        <translation>
            <numerusform>%n分</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/history_common.py"/>
        <source>%1 bot</source>
        <translation>%1ボット</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/history_common.py"/>
        <source>%1 – %2</source>
        <translation>%1 – %2</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/history_common.py"/>
        <source>bankrupt</source>
        <translation>破産</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/history_common.py"/>
        <source>Start a &amp;New Game</source>
        <translation>新しいゲームを始める(&amp;N)</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/history_common.py"/>
        <source>← Back to the game</source>
        <translation>← ゲームに戻る</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/history_common.py"/>
        <source>Back to the game on the table (Esc)</source>
        <translation>テーブルのゲームに戻る（Esc）</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/history_common.py"/>
        <source>← Start Page</source>
        <translation>← スタートページ</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/history_common.py"/>
        <source>Back to the start page (Esc)</source>
        <translation>スタートページに戻る（Esc）</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/history_detail.py"/>
        <source>&amp;Replay</source>
        <translation>リプレイ(&amp;R)</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/history_detail.py"/>
        <source>Watch this game again, move by move</source>
        <translation>このゲームを一手ずつもう一度見る</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/history_detail.py"/>
        <source>This game cannot be shown on its table in this version; here are its results.</source>
        <translation>このバージョンではこのゲームをテーブルに表示できません。結果は次のとおりです。</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/history_filters.py"/>
        <source>Any time</source>
        <translation>いつでも</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/history_filters.py"/>
        <source>Last 7 days</source>
        <translation>過去7日間</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/history_filters.py"/>
        <source>Last 30 days</source>
        <translation>過去30日間</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/history_filters.py"/>
        <source>This year</source>
        <translation>今年</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/history_filters.py"/>
        <source>Between dates…</source>
        <translation>期間を指定…</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/history_filters.py"/>
        <source>Game</source>
        <translation>ゲーム</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/history_filters.py"/>
        <location filename="../ponzi_desktop/ui/statistics_page.py"/>
        <source>All games</source>
        <translation>すべてのゲーム</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/history_filters.py"/>
        <source>When the games were played</source>
        <translation>プレイした時期</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/history_filters.py"/>
        <source>From</source>
        <translation>期間：</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/history_filters.py"/>
        <source>to</source>
        <translation>～</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/history_filters.py"/>
        <source>First day</source>
        <translation>最初の日</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/history_filters.py"/>
        <source>Last day</source>
        <translation>最後の日</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/history_list.py"/>
        <source>Press Enter or double-click to replay this game.</source>
        <translation>Enter⁠キーかダブルクリックでこのゲームをリプレイします。</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/history_page.py"/>
        <location filename="../ponzi_desktop/ui/main_window.py"/>
        <source>Game History</source>
        <translation>ゲーム履歴</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/history_page.py"/>
        <source>S&amp;tatistics</source>
        <translation>統計(&amp;T)</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/history_page.py"/>
        <source>Game history</source>
        <translation>ゲーム履歴</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/history_page.py"/>
        <source>Wins, scores and streaks of every player</source>
        <translation>全プレイヤーの勝利数・得点・連勝</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/history_page.py"/>
        <source>&amp;Export CSV…</source>
        <translation>CSVに書き出す(&amp;E)…</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/history_page.py"/>
        <source>Finished games</source>
        <translation>終了したゲーム</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/history_page.py"/>
        <source>Write the games listed to a spreadsheet file, one row per player</source>
        <translation>一覧のゲームを表計算ファイルに書き出します（プレイヤーごとに1行）</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/history_page.py"/>
        <source>No game matches these filters: there is nothing to export.</source>
        <translation>条件に合うゲームがないため、書き出すものはありません。</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/history_page.py"/>
        <source>No game has been finished yet: there is nothing to export.</source>
        <translation>終わったゲームがまだないため、書き出すものはありません。</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/history_page.py"/>
        <location filename="../ponzi_desktop/ui/statistics_page.py"/>
        <source>No game matches these filters</source>
        <translation>この条件に合うゲームはありません</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/history_page.py"/>
        <location filename="../ponzi_desktop/ui/statistics_page.py"/>
        <source>Choose another game or a longer time to see more of your finished games.</source>
        <translation>別のゲームやもっと長い期間を選ぶと、終了したゲームがもっと表示されます。</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/history_page.py"/>
        <source>No finished games yet</source>
        <translation>終了したゲームはまだありません</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/history_page.py"/>
        <source>Every game you play to the end appears here, with its scores, to look at again or to replay.</source>
        <translation>最後まで遊んだゲームは得点とともにここに表示され、見直したりリプレイしたりできます。</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/history_page.py"/>
        <source>Export the Game History</source>
        <translation>ゲーム履歴を書き出す</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/history_page.py"/>
        <source>Spreadsheet files (*.csv)</source>
        <translation>表計算ファイル (*.csv)</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/history_page.py"/>
        <source>Cannot Export</source>
        <translation>書き出せません</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/history_page.py"/>
        <source>The file could not be written.</source>
        <translation>ファイルを書き込めませんでした。</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/history_page.py"/>
        <source>Exported to %1</source>
        <translation>%1 に書き出しました</translation>
    </message>
    <message numerus="yes">
        <location filename="../ponzi_desktop/ui/history_page.py"/>
        <location filename="../ponzi_desktop/ui/statistics_page.py"/>
        <source>%n game(s)</source>
        <translation>
            <numerusform>%nゲーム</numerusform>
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
        <translation>ゲームごとの勝利数の推移</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/statistics_charts.py"/>
        <source>All the games, oldest first</source>
        <translation>すべてのゲーム（古い順）</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/statistics_page.py"/>
        <source>%1 of %2</source>
        <translation>%2戦%1勝</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/statistics_page.py"/>
        <source>Game H&amp;istory</source>
        <translation>ゲーム履歴(&amp;I)</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/statistics_page.py"/>
        <source>Every finished game, with its scores</source>
        <translation>終了したすべてのゲームとその得点</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/statistics_page.py"/>
        <source>No finished games to count yet</source>
        <translation>集計できる終了したゲームはまだありません</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/statistics_page.py"/>
        <source>The statistics grow with every game played to the end: who wins most, against which bots, and how often.</source>
        <translation>最後まで遊ぶたびに統計が増えていきます。だれが一番勝っているか、どのボットに何回勝ったかがわかります。</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/statistics_page.py"/>
        <source>Player</source>
        <translation>プレイヤー</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/statistics_page.py"/>
        <source>Games</source>
        <translation>ゲーム数</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/statistics_page.py"/>
        <source>Wins</source>
        <translation>勝利</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/statistics_page.py"/>
        <source>Streak now</source>
        <translation>現在の連勝</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/statistics_page.py"/>
        <source>Longest streak</source>
        <translation>最長連勝</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/statistics_page.py"/>
        <source>Wins and streaks</source>
        <translation>勝利と連勝</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/statistics_page.py"/>
        <source>Each person is counted under the name they played as, and each bot under its level: two bots of one level at a table make one game for that level. A shared win counts as a win.</source>
        <translation>人はプレイした名前ごとに、ボットはレベルごとに集計します。同じレベルのボット2体が同じ卓にいたゲームは、そのレベルの1ゲームと数えます。同点の勝利も勝ちに数えます。</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/statistics_page.py"/>
        <source>Average score</source>
        <translation>平均得点</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/statistics_page.py"/>
        <source>Best score</source>
        <translation>最高得点</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/statistics_page.py"/>
        <source>%1 rounds on average</source>
        <translation>平均%1ラウンド</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/statistics_page.py"/>
        <source>%1 moves on average</source>
        <translation>平均%1手</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/statistics_page.py"/>
        <source>%1 on average</source>
        <translation>平均%1</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/statistics_page.py"/>
        <source>By role: the games won of the games played in that role.</source>
        <translation>役割ごと：その役割で遊んだゲームのうち勝ったゲームの数。</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/statistics_page.py"/>
        <source>Against the bots</source>
        <translation>ボットとの対戦</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/statistics_page.py"/>
        <source>Your wins in the games with a bot of that level at the table.</source>
        <translation>そのレベルのボットがいたゲームでの勝利数。</translation>
    </message>
    <message>
        <source>%1%</source>
        <translation type="vanished">%1%</translation>
    </message>
    <message>
        <source>People by the name they played under; the bots by level, a table with two bots of a level one game for it. A shared win counts as a win.</source>
        <translation type="vanished">人はプレイした名前ごと、ボットはレベルごとに集計します（同じレベルのボットが2体いたゲームも1ゲームと数えます）。同点の勝利も勝ちに数えます。</translation>
    </message>
    <message>
        <source>Games played, oldest first</source>
        <translation type="vanished">遊んだゲーム（古い順）</translation>
    </message>
    <message>
        <source>Game &amp;List</source>
        <translation type="vanished">ゲーム一覧(&amp;L)</translation>
    </message>
    <message>
        <source>No finished games to count yet: the statistics grow with every game played to the end.</source>
        <translation type="vanished">まだ集計できる終了したゲームがありません。最後まで遊ぶたびに統計が増えていきます。</translation>
    </message>
    <message>
        <source>People by the name they played under; the bots by level. A shared win counts as a win.</source>
        <translation type="vanished">人はプレイした名前ごと、ボットはレベルごとに集計します。同点の勝利も勝ちに数えます。</translation>
    </message>
    <message>
        <source>%1 min on average</source>
        <translation type="vanished">平均%1分</translation>
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
        <translation>ゲーム履歴を開けません（%1）。終わったゲームは当面記録されません。</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/history_hooks.py"/>
        <source>This game could not be added to your game history (%1).</source>
        <translation>このゲームをゲーム履歴に追加できませんでした（%1）。</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/history_hooks.py"/>
        <source>Your game history could not be read; it was put aside as %1, and a new one was started.</source>
        <translation>ゲーム履歴を読み込めなかったため、%1 として別に保管し、新しい履歴を始めました。</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/history_hooks.py"/>
        <source>Game History Put Aside</source>
        <translation>ゲーム履歴を別に保管しました</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/history_hooks.py"/>
        <source>Nothing else is lost: your saved games and settings are as they were.</source>
        <translation>ほかに失われたものはありません。保存したゲームと設定はそのままです。</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/history_hooks.py"/>
        <source>Close</source>
        <translation>閉じる</translation>
    </message>
    <message>
        <source>OK</source>
        <translation type="vanished">閉じる</translation>
    </message>
</context>
<context>
    <name>Lesson</name>
    <message>
        <location filename="../ponzi_desktop/ui/lesson/session.py"/>
        <source>Player 1</source>
        <translation>プレイヤー1</translation>
    </message>
</context>
<context>
    <name>LessonCoach</name>
    <message>
        <location filename="../ponzi_desktop/ui/lesson/coach.py"/>
        <source>The lesson made that move for you.</source>
        <translation>この操作はレッスンが代わりに行いました。</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/lesson/coach.py"/>
        <source>It spent $%1 of your cash.</source>
        <translation>あなたの現金から$%1を使いました。</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/lesson/coach.py"/>
        <source>Step %1 of %2</source>
        <translation>ステップ %1／%2</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/lesson/coach.py"/>
        <source>%1 (%2 of %3)</source>
        <translation>%1（⁠%2⁠／⁠%3⁠）</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/lesson/coach.py"/>
        <source>Finish</source>
        <translation>終わる</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/lesson/coach.py"/>
        <source>Next</source>
        <translation>次へ</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/lesson/coach.py"/>
        <source>Close the lesson's last note</source>
        <translation>レッスンの最後の説明を閉じる</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/lesson/coach.py"/>
        <source>On to the next step</source>
        <translation>次のステップへ進む</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/lesson/coach.py"/>
        <source>Skip step</source>
        <translation>このステップを飛ばす</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/lesson/coach.py"/>
        <source>The lesson makes this move for you</source>
        <translation>この操作はレッスンが代わりに行います</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/lesson/coach.py"/>
        <source>Your move</source>
        <translation>あなたの番です</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/lesson/coach.py"/>
        <source>Make the lit move.</source>
        <translation>光っている操作を行ってください。</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/lesson/coach.py"/>
        <source>Next: step %1 of %2, “%3”</source>
        <translation>次はステップ %1／%2「%3」</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/lesson/coach.py"/>
        <source>Next, after this turn: step %1 of %2, “%3”</source>
        <translation>この手番の後、ステップ %1／%2「%3」</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/lesson/coach.py"/>
        <source>Next, after your next turn: step %1 of %2, “%3”</source>
        <translation>あなたの次の手番の後、ステップ %1／%2「%3」</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/lesson/coach.py"/>
        <source>Next, after %4 turns of yours, this one included: step %1 of %2, “%3”</source>
        <translation>この手番を含めてあなたの手番を %4 回終えた後、ステップ %1／%2「%3」</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/lesson/coach.py"/>
        <source>Next, after %4 more turns of yours: step %1 of %2, “%3”</source>
        <translation>あなたの手番をあと %4 回終えた後、ステップ %1／%2「%3」</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/lesson/coach.py"/>
        <source>That was the lesson</source>
        <translation>レッスンはここまでです</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/lesson/coach.py"/>
        <source>You have made the game's usual moves; the rules (Help menu) tell the others. Play on against the bots to finish the game, or leave the lesson.</source>
        <translation>このゲームのふだんの操作をひととおり行いました。ほかの操作はルール（ヘルプメニュー）にあります。このままボットと最後まで遊ぶか、レッスンをやめてください。</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/lesson/coach.py"/>
        <source>Play on</source>
        <translation>続けて遊ぶ</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/lesson/coach.py"/>
        <source>Finish the game against the bots, as you like</source>
        <translation>ボットを相手に、好きなようにゲームを最後まで遊びます</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/lesson/coach.py"/>
        <source>%1 plays</source>
        <translation>%1の番です</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/lesson/coach.py"/>
        <source>The lesson plays the other players' moves as it has them. Your next step comes when it is your turn again.</source>
        <translation>ほかのプレイヤーの手は、レッスンが決めたとおりに進みます。あなたの番になったら、次のステップが表示されます。</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/lesson/coach.py"/>
        <source>Skip: the lesson makes this move for you.</source>
        <translation>飛ばす：この操作はレッスンが代わりに行います。</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/lesson/coach.py"/>
        <source>Not that move. %1</source>
        <translation>その操作ではありません。%1</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/lesson/coach.py"/>
        <source>Not that move: the lesson asks for the lit one.</source>
        <translation>その操作ではありません。レッスンでは光っている操作を行ってください。</translation>
    </message>
    <message>
        <source>On the way to step %1 of %2</source>
        <translation type="vanished">ステップ %1／%2 へ向かう途中</translation>
    </message>
    <message>
        <source>You have made every kind of move this game has. Play on against the bots to finish the game, or leave the lesson.</source>
        <translation type="vanished">このゲームのすべての種類の操作を行いました。このままボットと最後まで遊ぶか、レッスンをやめてください。</translation>
    </message>
</context>
<context>
    <name>LessonHost</name>
    <message>
        <location filename="../ponzi_desktop/ui/lesson/host.py"/>
        <source>&amp;Learn to Play</source>
        <translation>遊び方を学ぶ(&amp;L)</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/lesson/host.py"/>
        <source>A guided first game: the table shows you each kind of move</source>
        <translation>ガイド付きの最初のゲーム：テーブルが手の種類をひとつずつ案内します</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/lesson/host.py"/>
        <source>Cannot Start the Lesson</source>
        <translation>レッスンを始められません</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/lesson/host.py"/>
        <source>The lesson of %1 cannot be started.</source>
        <translation>%1のレッスンを始められません。</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/lesson/host.py"/>
        <source>Details: %1</source>
        <translation>詳細：%1</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/lesson/host.py"/>
        <source>The game you were playing is kept: Continue on the start page picks it up again.</source>
        <translation>遊んでいたゲームは保存されています。スタートページの「続きから遊ぶ」で再開できます。</translation>
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
        <translation>%1（%2）、ラウンド%3</translation>
    </message>
    <message numerus="yes">
        <location filename="../ponzi_desktop/ui/main_window.py"/>
        <source>%1 with %2, %n move(s) played</source>
        <translation>
            <numerusform>%1（%2）、%n⁠手まで進行</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/main_window.py"/>
        <location filename="../ponzi_desktop/ui/replay/host.py"/>
        <source>Cannot Open the Game</source>
        <translation>ゲームを開けません</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/main_window.py"/>
        <source>%1 cannot be played in this version yet.</source>
        <translation>%1はこのバージョンではまだ遊べません。</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/main_window.py"/>
        <source>This game cannot be shown on the table. The game you were playing is still here, as it was.</source>
        <translation>このゲームは卓に表示できません。遊んでいたゲームはそのまま残っています。</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/main_window.py"/>
        <source>Details: %1</source>
        <translation>詳細：%1</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/main_window.py"/>
        <source>Replay of %1 — Ponzi Desktop</source>
        <translation>%1のリプレイ — Ponzi Desktop</translation>
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
        <translation>自動保存できていません</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/main_window.py"/>
        <source>Japanese</source>
        <translation>日本語</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/main_window.py"/>
        <source>Traditional Chinese</source>
        <translation>繁体字中国語</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/main_window.py"/>
        <source>Spanish</source>
        <translation>スペイン語</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/main_window.py"/>
        <source>No Font for This Language</source>
        <translation>この言語のフォントがありません</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/main_window.py"/>
        <source>This computer has no font for %1, so its text would show as empty boxes. The app stays in English for now.

Install a font for it (on Debian or Ubuntu: the package fonts-noto-cjk), then choose the language again in Settings.</source>
        <translation>このコンピューターには%1のフォントがないため、文字が空の四角で表示されてしまいます。ひとまず英語で表示します。

フォントをインストールしてから（Debian や Ubuntu ではパッケージ fonts-noto-cjk）、設定で言語を選び直してください。</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/main_window.py"/>
        <source>The log file %1 has the details.</source>
        <translation>詳しくはログファイル %1 にあります。</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/main_window.py"/>
        <source>Something went wrong inside the app (%1). Every move you played is saved.</source>
        <translation>アプリの内部で問題が起きました（%1）。これまでの手はすべて保存されています。</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/notice_host.py"/>
        <source>Autosave failed: %1. Your moves are kept, and saved as soon as the folder can be written again.</source>
        <translation>自動保存に失敗しました：%1。手はすべて記憶しており、フォルダーに書き込めるようになりしだい保存します。</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/notice_host.py"/>
        <source>Autosave works again: every move is saved.</source>
        <translation>自動保存が復旧しました。すべての手が保存されています。</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/window_menus.py"/>
        <source>No game is on the table: start one or open a saved game.</source>
        <translation>テーブルにゲームがありません。新しく始めるか、保存したゲームを開いてください。</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/window_menus.py"/>
        <source>&amp;Game</source>
        <translation>ゲーム(&amp;G)</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/window_menus.py"/>
        <source>&amp;View</source>
        <translation>表示(&amp;V)</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/window_menus.py"/>
        <source>&amp;Help</source>
        <translation>ヘルプ(&amp;H)</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/window_menus.py"/>
        <source>&amp;New Game…</source>
        <translation>新しいゲーム(&amp;N)…</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/window_menus.py"/>
        <source>&amp;Open…</source>
        <translation>開く(&amp;O)…</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/window_menus.py"/>
        <source>&amp;Save</source>
        <translation>保存(&amp;S)</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/window_menus.py"/>
        <source>Save &amp;As…</source>
        <translation>名前を付けて保存(&amp;A)…</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/window_menus.py"/>
        <source>&amp;Export…</source>
        <translation>書き出す(&amp;E)…</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/window_menus.py"/>
        <source>&amp;Undo</source>
        <translation>元に戻す(&amp;U)</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/window_menus.py"/>
        <source>&amp;Hint</source>
        <translation>ヒント(&amp;H)</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/window_menus.py"/>
        <source>Back to the Start &amp;Page</source>
        <translation>スタートページに戻る(&amp;P)</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/window_menus.py"/>
        <source>H&amp;istory and Statistics</source>
        <translation>履歴と統計(&amp;I)</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/window_menus.py"/>
        <source>Your finished games and who wins most</source>
        <translation>終了したゲームと、いちばん勝っているのは誰か</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/window_menus.py"/>
        <source>Se&amp;ttings…</source>
        <translation>設定(&amp;T)…</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/window_menus.py"/>
        <source>&amp;Quit</source>
        <translation>終了(&amp;Q)</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/window_menus.py"/>
        <source>&amp;Scores of the Game</source>
        <translation>ゲームの得点(&amp;S)</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/window_menus.py"/>
        <source>Game &amp;Log</source>
        <translation>ゲームの記録(&amp;L)</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/window_menus.py"/>
        <source>&amp;Full Screen</source>
        <translation>全画面表示(&amp;F)</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/window_menus.py"/>
        <source>&amp;Rules</source>
        <translation>ルール(&amp;R)</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/window_menus.py"/>
        <source>&amp;About Ponzi Desktop</source>
        <translation>Ponzi Desktop について(&amp;A)</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/window_menus.py"/>
        <source>Take back your last move</source>
        <translation>直前の自分の手を取り消す</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/window_menus.py"/>
        <source>Ask the hard bot what it would do in your place</source>
        <translation>「むずかしい」のボットに、あなたの立場ならどうするかを尋ねます</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/window_menus.py"/>
        <source>Keep the game in your saved games</source>
        <translation>このゲームを保存したゲームに加えます</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/window_menus.py"/>
        <source>Keep the game in your saved games under a name you choose</source>
        <translation>名前を付けて、このゲームを保存したゲームに加えます</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/window_menus.py"/>
        <source>Write the game to a file of your choice, to keep or to send</source>
        <translation>好きな場所にゲームをファイルとして書き出します（保管用や送る用に）</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/window_menus.py"/>
        <source>Leave the table for the start page: the game is kept, to continue later</source>
        <translation>テーブルを離れてスタートページに戻ります。ゲームは残り、あとで続けられます。</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/window_menus.py"/>
        <source>Show or hide the log beside the table</source>
        <translation>卓の横のゲームの記録を表示または非表示にします</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/window_menus.py"/>
        <source>The scores are shown once the game is over.</source>
        <translation>得点はゲームが終わってから表示されます。</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/window_menus.py"/>
        <source>Show the scores of the finished game again</source>
        <translation>終わったゲームの得点をもう一度表示します</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/window_saves.py"/>
        <source>Export the Game</source>
        <translation>ゲームを書き出す</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/window_saves.py"/>
        <source>Saved games (*.json)</source>
        <translation>保存したゲーム (*.json)</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/window_saves.py"/>
        <source>Cannot Export the Game</source>
        <translation>ゲームを書き出せません</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/window_saves.py"/>
        <source>Exported to %1</source>
        <translation>%1に書き出しました</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/window_saves.py"/>
        <source>Cannot Save the Game</source>
        <translation>ゲームを保存できません</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/window_saves.py"/>
        <source>Saved as “%1”</source>
        <translation>「%1」として保存しました</translation>
    </message>
    <message>
        <source>About Ponzi Desktop</source>
        <translation type="vanished">Ponzi Desktop について</translation>
    </message>
    <message>
        <source>&lt;h3&gt;Ponzi Desktop %1&lt;/h3&gt;&lt;p&gt;%2 on one computer: with friends in hot-seat, or against bots.&lt;/p&gt;</source>
        <translation type="vanished">&lt;h3&gt;Ponzi Desktop %1&lt;/h3&gt;&lt;p&gt;%2を1⁠台のコンピューターで。友だちと画面を回して遊ぶことも、ボットと対戦することもできます。&lt;/p&gt;</translation>
    </message>
    <message>
        <source>Back to the &amp;Start Page</source>
        <translation type="vanished">スタートページに戻る(&amp;S)</translation>
    </message>
    <message>
        <source>&amp;History and Statistics</source>
        <translation type="vanished">履歴と統計(&amp;H)</translation>
    </message>
    <message>
        <source>Your unfinished game is kept in the saved games as “%1”.</source>
        <translation type="vanished">途中のゲームは「%1」として保存したゲームに残してあります。</translation>
    </message>
    <message>
        <source>Autosave failed: %1</source>
        <translation type="vanished">自動保存に失敗しました：%1</translation>
    </message>
    <message numerus="yes">
        <source>%1 with %2, %n action(s) played</source>
        <translation type="vanished">
            <numerusform>%1（%2）、%n手まで進行</numerusform>
        </translation>
    </message>
    <message>
        <source>Open a Saved Game</source>
        <translation type="vanished">保存したゲームを開く</translation>
    </message>
    <message>
        <source>Saved games (*.json);;All files (*)</source>
        <translation type="vanished">保存したゲーム (*.json);;すべてのファイル (*)</translation>
    </message>
    <message>
        <source>Save the Game</source>
        <translation type="vanished">ゲームを保存</translation>
    </message>
    <message>
        <source>Saved to %1</source>
        <translation type="vanished">%1に保存しました</translation>
    </message>
    <message>
        <source>&lt;h3&gt;Ponzi Desktop %1&lt;/h3&gt;&lt;p&gt;Ponzi Scheme, Black Friday and Anti-Monopoly on one computer: with friends in hot-seat, or against bots.&lt;/p&gt;</source>
        <translation type="vanished">&lt;h3&gt;Ponzi Desktop %1&lt;/h3&gt;&lt;p&gt;ポンジスキーム、ブラックフライデー、アンチモノポリーを1台のコンピューターで。友だちと画面を回して遊ぶことも、ボットと対戦することもできます。&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&amp;New Game of Ponzi Scheme…</source>
        <translation type="vanished">ポンジスキームの新しいゲーム(&amp;N)…</translation>
    </message>
    <message>
        <source>&amp;Forecast</source>
        <translation type="vanished">支払い予測(&amp;F)</translation>
    </message>
    <message>
        <source>Nothing to undo: only your own last move, before anything new was seen.</source>
        <translation type="vanished">元に戻せる手はありません。戻せるのは、新しいことが明らかになる前の自分の直前の手だけです。</translation>
    </message>
    <message>
        <source>Forecast</source>
        <translation type="vanished">支払い予測</translation>
    </message>
    <message>
        <source>A hint is for your own turn.</source>
        <translation type="vanished">ヒントは自分の手番にだけ使えます。</translation>
    </message>
    <message>
        <source>This saved game cannot be opened: %1</source>
        <translation type="vanished">この保存したゲームは開けません：%1</translation>
    </message>
</context>
<context>
    <name>NewGameDialog</name>
    <message>
        <location filename="../ponzi_desktop/ui/new_game_dialog.py"/>
        <source>Blue</source>
        <translation>青</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/new_game_dialog.py"/>
        <source>Vermilion</source>
        <translation>朱色</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/new_game_dialog.py"/>
        <source>Green</source>
        <translation>緑</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/new_game_dialog.py"/>
        <source>Pink</source>
        <translation>ピンク</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/new_game_dialog.py"/>
        <source>Orange</source>
        <translation>オレンジ</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/new_game_dialog.py"/>
        <source>Sky blue</source>
        <translation>空色</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/new_game_dialog.py"/>
        <source>Purple</source>
        <translation>紫</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/new_game_dialog.py"/>
        <source>Brown</source>
        <translation>茶色</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/new_game_dialog.py"/>
        <source>Grey</source>
        <translation>灰色</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/new_game_dialog.py"/>
        <source>Black</source>
        <translation>黒</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/new_game_dialog.py"/>
        <source>Yellow</source>
        <translation>黄</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/new_game_dialog.py"/>
        <source>White</source>
        <translation>白</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/new_game_dialog.py"/>
        <source>New Game of %1</source>
        <translation>%1の新しいゲーム</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/new_game_dialog.py"/>
        <source>Game</source>
        <translation>ゲーム</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/new_game_dialog.py"/>
        <source>Problem</source>
        <translation>問題</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/new_game_dialog.py"/>
        <source>&amp;Start the Game</source>
        <translation>ゲーム開始(&amp;S)</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/new_game_dialog.py"/>
        <source>Players</source>
        <translation>プレイヤー</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/new_game_dialog.py"/>
        <source>&amp;Add a Player</source>
        <translation>プレイヤーを追加(&amp;A)</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/new_game_dialog.py"/>
        <source>%1 to %2 players, in turn order. Bots play on this computer; people take turns at the screen.</source>
        <translation>%1〜%2⁠人、手番の順に並べます。ボットはこのコンピューターが操作し、人間は交代で画面の前に座ります。</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/new_game_dialog.py"/>
        <source>Start</source>
        <translation>開始</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/new_game_dialog.py"/>
        <source>Start player</source>
        <translation>スタートプレイヤー</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/new_game_dialog.py"/>
        <source>Random</source>
        <translation>ランダム</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/new_game_dialog.py"/>
        <source>Seed</source>
        <translation>シード</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/new_game_dialog.py"/>
        <source>The same seed with the same players and moves replays the same game</source>
        <translation>同じシード、同じプレイヤー、同じ手なら、同じゲームが再現されます</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/new_game_dialog.py"/>
        <source>Start &amp;player:</source>
        <translation>スタートプレイヤー(&amp;P)：</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/new_game_dialog.py"/>
        <source>S&amp;eed:</source>
        <translation>シード(&amp;E)：</translation>
    </message>
    <message numerus="yes">
        <location filename="../ponzi_desktop/ui/new_game_dialog.py"/>
        <source>At most %n player(s)</source>
        <translation>
            <numerusform>プレイヤーは%n人まで</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/new_game_dialog.py"/>
        <source>(no name)</source>
        <translation>（名前なし）</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/new_game_dialog.py"/>
        <source>Every player needs a name.</source>
        <translation>プレイヤー全員に名前が必要です。</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/new_game_dialog.py"/>
        <source>Two players are called “%1”: give each a different name.</source>
        <translation>「%1」という名前のプレイヤーが2⁠人います。別々の名前にしてください。</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/seat_rows.py"/>
        <source>Bot %1</source>
        <translation>ボット%1</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/seat_rows.py"/>
        <source>Player %1</source>
        <translation>プレイヤー%1</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/seat_rows.py"/>
        <source>You</source>
        <translation>あなた</translation>
    </message>
</context>
<context>
    <name>Notice</name>
    <message>
        <location filename="../ponzi_desktop/ui/kit/notice.py"/>
        <source>Dismiss this notice</source>
        <translation>このお知らせを閉じる</translation>
    </message>
</context>
<context>
    <name>OfferDialog</name>
    <message>
        <location filename="../ponzi_desktop/ui/ponzi/envelope.py"/>
        <source>Envelope for %1</source>
        <translation>%1への封筒</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/ponzi/envelope.py"/>
        <source>To: %1</source>
        <translation>%1様</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/ponzi/envelope.py"/>
        <source>If %1 sells, you pay the amount and get one of %1's %2 tiles. If %1 counter-offers, %1 pays you the amount and takes one of your %2 tiles.</source>
        <translation>%1が売却を選べば、あなたがこの金額を払い、%1の%2プレートを1⁠枚もらいます。%1が買い取りを選べば、%1がこの金額をあなたに払い、あなたの%2プレートを1⁠枚もらいます。</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/ponzi/envelope.py"/>
        <source>Only you and %1 see the amount.</source>
        <translation>金額を知るのはあなたと%1だけです。</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/ponzi/envelope.py"/>
        <source>From %1 to %2 (your cash)</source>
        <translation>%1から%2（あなたの所持金）まで</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/ponzi/envelope.py"/>
        <source>Amount in the envelope</source>
        <translation>封筒に入れる金額</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/ponzi/envelope.py"/>
        <source>Seal and Hand Over</source>
        <translation>封をして渡す</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/ponzi/envelope.py"/>
        <source>Give %1 the envelope: they must sell or counter-offer.</source>
        <translation>%1に封筒を渡す。%1は売却か買い取りを選ばなければなりません。</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/ponzi/envelope.py"/>
        <source>Keep the envelope: choose again</source>
        <translation>封筒を渡さずに選び直す</translation>
    </message>
    <message>
        <source>If %1 sells, you pay the amount and get one of their %2 tiles. If %1 counter-offers, %1 pays you the amount and takes one of your %2 tiles.</source>
        <translation type="vanished">%1が売却を選べば、あなたがこの金額を払い、%1の%2プレートを1⁠枚もらいます。%1が買い取りを選べば、%1がこの金額をあなたに払い、あなたの%2プレートを1⁠枚もらいます。</translation>
    </message>
    <message>
        <source>&lt;p&gt;&lt;b&gt;Offer %1 money for one %2 tile.&lt;/b&gt;&lt;/p&gt;&lt;p&gt;Only you and %1 will see the amount. If %1 sells, you pay it and get their tile; if %1 counter-offers, they pay you the same amount and take one of your %2 tiles.&lt;/p&gt;</source>
        <translation type="vanished">&lt;p&gt;&lt;b&gt;%1の%2プレート1枚に金額を提示します。&lt;/b&gt;&lt;/p&gt;&lt;p&gt;金額を知るのはあなたと%1だけです。%1が売却を選べば、あなたがその金額を払って%1のプレートをもらいます。%1が買い取りを選べば、%1が同じ金額をあなたに払い、あなたの%2プレートを1枚もらいます。&lt;/p&gt;</translation>
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
        <translation>運輸</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/ponzi/labels.py"/>
        <source>Grain</source>
        <translation>食品</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/ponzi/labels.py"/>
        <source>Media</source>
        <translation>放送</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/ponzi/labels.py"/>
        <source>Real Estate</source>
        <translation>不動産</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/ponzi/labels.py"/>
        <source>Funding</source>
        <translation>資金集め</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/ponzi/labels.py"/>
        <source>Clandestine trading</source>
        <translation>闇取引き</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/ponzi/labels.py"/>
        <source>Answer the envelope</source>
        <translation>封筒への回答</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/ponzi/labels.py"/>
        <source>Pass the marker</source>
        <translation>スタートプレイヤーの移動</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/ponzi/labels.py"/>
        <source>Market crash</source>
        <translation>株価大暴落</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/ponzi/labels.py"/>
        <source>Rotate the wheel</source>
        <translation>時間円盤の回転</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/ponzi/labels.py"/>
        <source>Pay interest</source>
        <translation>配当金の支払い</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/ponzi/labels.py"/>
        <source>Game over</source>
        <translation>ゲーム終了</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/ponzi/labels.py"/>
        <source>Take an industry tile and a fund card from its row, or pass.</source>
        <translation>産業プレートを1⁠枚と、その枚数の段から資金カードを1⁠枚取るか、パスします。</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/ponzi/labels.py"/>
        <source>Make an offer to a player, or pass.</source>
        <translation>ほかのプレイヤーに取引きを持ちかけるか、パスします。</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/ponzi/labels.py"/>
        <source>Make an offer to a player, buy a luxury, or pass.</source>
        <translation>ほかのプレイヤーに取引きを持ちかけるか、贅沢品を買うか、パスします。</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/ponzi/labels.py"/>
        <source>You share no industry with another player, so you can only pass.</source>
        <translation>ほかのプレイヤーと同じ産業を持っていないので、パスしかできません。</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/ponzi/labels.py"/>
        <source>You share no industry with another player: buy a luxury, or pass.</source>
        <translation>ほかのプレイヤーと同じ産業を持っていません。贅沢品を買うか、パスします。</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/ponzi/labels.py"/>
        <source>An envelope for you: sell the tile or counter-offer.</source>
        <translation>あなたに封筒が届きました：プレートを売却するか、買い取りを選びます。</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/ponzi/labels.py"/>
        <source>You are the new start player: remove one card from the funding board.</source>
        <translation>あなたが新しいスタートプレイヤーです：資金シートから資金カードを1⁠枚はずします。</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/ponzi/labels.py"/>
        <source>Return one tile of an industry you hold most of.</source>
        <translation>いちばん多く持っている産業のプレートを1⁠枚戻します。</translation>
    </message>
    <message>
        <source>Fund: take an industry tile and a fund card from its row, or pass.</source>
        <translation type="vanished">資金集め：産業プレートを1⁠枚と、その枚数の列から資金カードを1⁠枚取るか、パスします。</translation>
    </message>
    <message>
        <source>Clandestine trading: make an offer to a player, or pass.</source>
        <translation type="vanished">闇取引き：ほかのプレイヤーに取引きを持ちかけるか、パスします。</translation>
    </message>
    <message>
        <source>Clandestine trading: make an offer to a player, buy a luxury, or pass.</source>
        <translation type="vanished">闇取引き：ほかのプレイヤーに取引きを持ちかけるか、贅沢品を買うか、パスします。</translation>
    </message>
    <message>
        <source>Clandestine trading: you share no industry with another player, so you can only pass.</source>
        <translation type="vanished">闇取引き：ほかのプレイヤーと同じ産業を持っていないので、パスしかできません。</translation>
    </message>
    <message>
        <source>Clandestine trading: you share no industry with another player: buy a luxury, or pass.</source>
        <translation type="vanished">闇取引き：ほかのプレイヤーと同じ産業を持っていません。贅沢品を買うか、パスします。</translation>
    </message>
    <message>
        <source>Market crash: return one tile of an industry you hold most of.</source>
        <translation type="vanished">株価大暴落：いちばん多く持っている産業のプレートを1⁠枚戻します。</translation>
    </message>
</context>
<context>
    <name>PonziActionPanel</name>
    <message>
        <location filename="../ponzi_desktop/ui/ponzi/action_panel.py"/>
        <source>Open the Envelope…</source>
        <translation>封筒を開ける…</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/ponzi/action_panel.py"/>
        <source>See the amount and answer Sold or Counter-offer</source>
        <translation>金額を見て、売却か買い取りかを答える</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/ponzi/action_panel.py"/>
        <source>Remove the %1 card from the funding board</source>
        <translation>資金シートから資金カード%1をはずす</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/ponzi/action_panel.py"/>
        <source>Remove the %1 card</source>
        <translation>資金カード%1をはずす</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/ponzi/action_panel.py"/>
        <source>Give one %1 tile back to the supply</source>
        <translation>%1の産業プレートを1⁠枚、置き場に戻す</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/ponzi/action_panel.py"/>
        <source>Return %1</source>
        <translation>%1を戻す</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/ponzi/action_panel.py"/>
        <source>Take your %1 %2 tile and fund a card from row %3</source>
        <translation>%2の%1の産業プレートを取り、%3⁠段目の資金カードで資金集めをする</translation>
    </message>
    <message numerus="yes">
        <location filename="../ponzi_desktop/ui/ponzi/action_panel.py"/>
        <source>Fund card %1 (you will owe %2 interest every %n round(s))</source>
        <translation>
            <numerusform>資金カード%1（%n⁠ラウンドごとに配当金%2を支払う）</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/ponzi/action_panel.py"/>
        <source>The %1 card</source>
        <translation>資金カード%1</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/ponzi/action_panel.py"/>
        <source>Offer one of your %1 tiles to a player who holds one</source>
        <translation>%1プレートを持つプレイヤーに、自分の%1プレート1⁠枚で闇取引きを持ちかける</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/ponzi/action_panel.py"/>
        <source>Nobody else holds a %1 tile</source>
        <translation>ほかに%1プレートを持つプレイヤーはいない</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/ponzi/action_panel.py"/>
        <source>Offer a %1 tile</source>
        <translation>%1プレートで闇取引きを持ちかける</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/ponzi/action_panel.py"/>
        <source>Offer to %1…</source>
        <translation>%1に持ちかける…</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/ponzi/action_panel.py"/>
        <source>Buy %1</source>
        <translation>%1を買う</translation>
    </message>
    <message>
        <source>Remove card %1</source>
        <translation type="vanished">カード%1をはずす</translation>
    </message>
    <message>
        <source>Card %1</source>
        <translation type="vanished">カード%1</translation>
    </message>
    <message>
        <source>Remove card %1 from the funding board</source>
        <translation type="vanished">資金シートから資金カード%1をはずす</translation>
    </message>
    <message numerus="yes">
        <source>Fund card %1 (pays %2 every %n round(s))</source>
        <translation type="vanished">
            <numerusform>資金カード %1（%nラウンドごとに%2の配当金）</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>PonziEndTable</name>
    <message>
        <location filename="../ponzi_desktop/ui/ponzi/end_table.py"/>
        <source>Cash</source>
        <translation>現金</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/ponzi/end_table.py"/>
        <source>Luxuries</source>
        <translation>贅沢品</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/ponzi/end_table.py"/>
        <source>Highest card</source>
        <translation>最高の資金カード</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/ponzi/end_table.py"/>
        <source>breaks a tie</source>
        <translation>同点のとき比べる</translation>
    </message>
    <message numerus="yes">
        <location filename="../ponzi_desktop/ui/ponzi/end_table.py"/>
        <source>%n tile(s)</source>
        <translation>
            <numerusform>プレート%n⁠枚</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/ponzi/end_table.py"/>
        <source>Interest due at the end of each round</source>
        <translation>各ラウンドの終わりに支払う配当金</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/ponzi/end_table.py"/>
        <source>Cash after every move: each round ends by paying the interest due. Cash was hidden during the game; now that it is over, everyone's is shown.</source>
        <translation>各手番のあとの現金です。各ラウンドの終わりに配当金を支払います。現金はゲーム中は隠されていましたが、ゲームが終わったので全員の分を表示します。</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/ponzi/end_table.py"/>
        <source>Nobody wins: every player went bankrupt</source>
        <translation>勝者なし：全員が破産しました</translation>
    </message>
    <message numerus="yes">
        <location filename="../ponzi_desktop/ui/ponzi/end_table.py"/>
        <source>You win with %n point(s)</source>
        <translation>
            <numerusform>あなたの勝ち（%n⁠点）</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../ponzi_desktop/ui/ponzi/end_table.py"/>
        <source>You share the win with %1, with %n point(s) each</source>
        <translation>
            <numerusform>あなたと%1が同点で勝利（各%n⁠点）</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../ponzi_desktop/ui/ponzi/end_table.py"/>
        <source>%1 wins with %n point(s)</source>
        <translation>
            <numerusform>%1の勝ち（%n⁠点）</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../ponzi_desktop/ui/ponzi/end_table.py"/>
        <source>%1 share the win with %n point(s)</source>
        <translation>
            <numerusform>%1が同点で勝利（%n⁠点）</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/ponzi/end_table.py"/>
        <source>The round limit was reached: every player is scored.</source>
        <translation>ラウンド数の上限に達しました。全員の得点を計算します。</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/ponzi/end_table.py"/>
        <source>You could not pay the interest due, nor could %1: bankrupt players are not scored.</source>
        <translation>あなたも%1も配当金を支払えませんでした。破産したプレイヤーは得点を計算しません。</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/ponzi/end_table.py"/>
        <source>You could not pay the interest due: bankrupt players are not scored.</source>
        <translation>あなたは配当金を支払えませんでした。破産したプレイヤーは得点を計算しません。</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/ponzi/end_table.py"/>
        <source>%1 could not pay the interest due: bankrupt players are not scored.</source>
        <translation>%1は配当金を支払えませんでした。破産したプレイヤーは得点を計算しません。</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/ponzi/end_table.py"/>
        <source>Tied on points: your highest fund card, %1, breaks the tie.</source>
        <translation>同点：あなたの最も高い資金カード（%1）で勝敗が決まりました。</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/ponzi/end_table.py"/>
        <source>Tied on points: %1's highest fund card, %2, breaks the tie.</source>
        <translation>同点：%1の最も高い資金カード（%2）で勝敗が決まりました。</translation>
    </message>
</context>
<context>
    <name>PonziHint</name>
    <message>
        <location filename="../ponzi_desktop/ui/ponzi/hint.py"/>
        <source>Hint: take a %1 tile and fund the %2 card.</source>
        <translation>ヒント：%1のプレートを取って、%2の資金カードで資金集めをしましょう。</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/ponzi/hint.py"/>
        <source>Hint: offer %1 to %2 for one of %2's %3 tiles.</source>
        <translation>ヒント：%2の%3のプレート1⁠枚に、封筒で%1を提示しましょう。</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/ponzi/hint.py"/>
        <source>Hint: buy the %1 luxury.</source>
        <translation>ヒント：%1の贅沢品を買いましょう。</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/ponzi/hint.py"/>
        <source>Hint: sell — take the envelope and give one tile.</source>
        <translation>ヒント：売却 — 封筒を受け取り、プレートを1⁠枚渡しましょう。</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/ponzi/hint.py"/>
        <source>Hint: counter-offer — pay the same amount and take one tile.</source>
        <translation>ヒント：買い取り — 同じ金額を払って、プレートを1⁠枚受け取りましょう。</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/ponzi/hint.py"/>
        <source>Hint: remove the %1 card from the funding board.</source>
        <translation>ヒント：資金シートから%1のカードを取り除きましょう。</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/ponzi/hint.py"/>
        <source>Hint: give back a %1 tile.</source>
        <translation>ヒント：%1のプレートを1⁠枚返しましょう。</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/ponzi/hint.py"/>
        <source>Hint: pass — take no funding this turn.</source>
        <translation>ヒント：パス — この手番は資金集めをしません。</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/ponzi/hint.py"/>
        <source>Hint: pass — make no offer this turn.</source>
        <translation>ヒント：パス — この手番は取引きを申し込みません。</translation>
    </message>
    <message>
        <source>Hint: offer %1 to %2 for one of their %3 tiles.</source>
        <translation type="vanished">ヒント：%2の%3のプレート1⁠枚に、封筒で%1を提示しましょう。</translation>
    </message>
</context>
<context>
    <name>PonziLog</name>
    <message>
        <location filename="../ponzi_desktop/ui/ponzi/narration.py"/>
        <source>somebody</source>
        <translation>だれか</translation>
    </message>
    <message numerus="yes">
        <location filename="../ponzi_desktop/ui/ponzi/narration.py"/>
        <source>You fund %1: you take the %2 card (you owe %3 interest every %n round(s))</source>
        <translation>
            <numerusform>あなたが%1で資金集め：資金カード%2を取る（%n⁠ラウンドごとに配当金%3を支払う）</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../ponzi_desktop/ui/ponzi/narration.py"/>
        <source>%1 funds %2: takes the %3 card (owes %4 interest every %n round(s))</source>
        <translation>
            <numerusform>%1が%2で資金集め：資金カード%3を取る（%n⁠ラウンドごとに配当金%4を支払う）</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/ponzi/narration.py"/>
        <source>You have no industry in common with anyone: trading passes you by</source>
        <translation>あなたと共通の産業を持つプレイヤーがいない：闇取引きはパス</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/ponzi/narration.py"/>
        <source>%1 has no industry in common with anyone: no offer to make</source>
        <translation>%1と共通の産業を持つプレイヤーがいない：闇取引きはパス</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/ponzi/narration.py"/>
        <source>You pass: no offer</source>
        <translation>あなたはパス：取引きなし</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/ponzi/narration.py"/>
        <source>You pass: no funding</source>
        <translation>あなたはパス：資金集めなし</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/ponzi/narration.py"/>
        <source>%1 passes: no offer</source>
        <translation>%1はパス：取引きなし</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/ponzi/narration.py"/>
        <source>%1 passes: no funding</source>
        <translation>%1はパス：資金集めなし</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/ponzi/narration.py"/>
        <source>You offer %1 an envelope with %2 for a %3 tile</source>
        <translation>あなたが%1に%3プレートを求めて%2入りの封筒を渡す</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/ponzi/narration.py"/>
        <source>You offer %1 an envelope for a %2 tile</source>
        <translation>あなたが%1に%2プレートを求めて封筒を渡す</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/ponzi/narration.py"/>
        <source>%1 offers you an envelope with %2 for a %3 tile</source>
        <translation>%1があなたに%3プレートを求めて%2入りの封筒を渡す</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/ponzi/narration.py"/>
        <source>%1 offers you an envelope for a %2 tile</source>
        <translation>%1があなたに%2プレートを求めて封筒を渡す</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/ponzi/narration.py"/>
        <source>%1 offers %2 an envelope with %3 for a %4 tile</source>
        <translation>%1が%2に%4プレートを求めて%3入りの封筒を渡す</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/ponzi/narration.py"/>
        <source>%1 offers %2 an envelope for a %3 tile</source>
        <translation>%1が%2に%3プレートを求めて封筒を渡す</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/ponzi/narration.py"/>
        <source>You sell a %1 tile to %2 for %3</source>
        <translation>あなたが%1プレートを%2に%3で売却</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/ponzi/narration.py"/>
        <source>You sell a %1 tile to %2</source>
        <translation>あなたが%1プレートを%2に売却</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/ponzi/narration.py"/>
        <source>%1 sells you a %2 tile for %3</source>
        <translation>%1が%2プレートをあなたに%3で売却</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/ponzi/narration.py"/>
        <source>%1 sells you a %2 tile</source>
        <translation>%1が%2プレートをあなたに売却</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/ponzi/narration.py"/>
        <source>%1 sells a %2 tile to %3 for %4</source>
        <translation>%1が%2プレートを%3に%4で売却</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/ponzi/narration.py"/>
        <source>%1 sells a %2 tile to %3</source>
        <translation>%1が%2プレートを%3に売却</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/ponzi/narration.py"/>
        <source>You counter: you pay %1 %2 and take a %3 tile</source>
        <translation>あなたは買い取り：%1に%2を払い、%3プレートをもらう</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/ponzi/narration.py"/>
        <source>You counter: you take a %1 tile from %2</source>
        <translation>あなたは買い取り：%2から%1プレートをもらう</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/ponzi/narration.py"/>
        <source>%1 counters: pays you %2 and takes a %3 tile</source>
        <translation>%1は買い取り：あなたに%2を払い、%3プレートをもらう</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/ponzi/narration.py"/>
        <source>%1 counters: takes a %2 tile from you</source>
        <translation>%1は買い取り：あなたから%2プレートをもらう</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/ponzi/narration.py"/>
        <source>%1 counters: pays %2 %3 and takes a %4 tile</source>
        <translation>%1は買い取り：%2に%3を払い、%4プレートをもらう</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/ponzi/narration.py"/>
        <source>%1 counters: takes a %2 tile from %3</source>
        <translation>%1は買い取り：%3から%2プレートをもらう</translation>
    </message>
    <message numerus="yes">
        <location filename="../ponzi_desktop/ui/ponzi/narration.py"/>
        <source>You buy the %1 luxury (%n point(s))</source>
        <translation>
            <numerusform>あなたが%1の贅沢品を買う（%n⁠点）</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../ponzi_desktop/ui/ponzi/narration.py"/>
        <source>%1 buys the %2 luxury (%n point(s))</source>
        <translation>
            <numerusform>%1が%2の贅沢品を買う（%n⁠点）</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/ponzi/narration.py"/>
        <source>%1 begins</source>
        <translation>%1の開始</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/ponzi/narration.py"/>
        <source>You receive the start player marker</source>
        <translation>あなたがスタートプレイヤーマークを受け取る</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/ponzi/narration.py"/>
        <source>%1 receives the start player marker</source>
        <translation>%1がスタートプレイヤーマークを受け取る</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/ponzi/narration.py"/>
        <source>You remove the %1 start card from the game</source>
        <translation>あなたがスタート資金カード%1をゲームから除外</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/ponzi/narration.py"/>
        <source>You discard the %1 card</source>
        <translation>あなたが資金カード%1を捨て札にする</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/ponzi/narration.py"/>
        <source>%1 removes the %2 start card from the game</source>
        <translation>%1がスタート資金カード%2をゲームから除外</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/ponzi/narration.py"/>
        <source>%1 discards the %2 card</source>
        <translation>%1が資金カード%2を捨て札にする</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/ponzi/narration.py"/>
        <source>New on the funding board: %1</source>
        <translation>資金シートに補充：%1</translation>
    </message>
    <message numerus="yes">
        <location filename="../ponzi_desktop/ui/ponzi/narration.py"/>
        <source>Market crash! %n bear card(s) go to the discard pile: %1</source>
        <translation>
            <numerusform>株価大暴落！熊カード%n⁠枚が捨て札へ：%1</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/ponzi/narration.py"/>
        <source>You return a %1 tile to the supply</source>
        <translation>あなたが%1プレートを置き場に戻す</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/ponzi/narration.py"/>
        <source>%1 returns a %2 tile to the supply</source>
        <translation>%1が%2プレートを置き場に戻す</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/ponzi/narration.py"/>
        <source>The time wheels turn one space</source>
        <translation>時間円盤が1⁠マス回転</translation>
    </message>
    <message numerus="yes">
        <location filename="../ponzi_desktop/ui/ponzi/narration.py"/>
        <source>After the crash the time wheels turn %n space(s)</source>
        <translation>
            <numerusform>株価大暴落のため時間円盤が%n⁠マス回転</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/ponzi/narration.py"/>
        <source>You pay %1 interest on the %2 card</source>
        <translation>あなたが%2の資金カードの配当金%1を支払う</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/ponzi/narration.py"/>
        <source>You pay %1 interest on the %2 cards</source>
        <translation>あなたが%2の資金カードの配当金%1を支払う</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/ponzi/narration.py"/>
        <source>%1 pays %2 interest on the %3 card</source>
        <translation>%1が%3の資金カードの配当金%2を支払う</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/ponzi/narration.py"/>
        <source>%1 pays %2 interest on the %3 cards</source>
        <translation>%1が%3の資金カードの配当金%2を支払う</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/ponzi/narration.py"/>
        <source>You are bankrupt: you cannot pay the %1 due on the %2 card</source>
        <translation>あなたは破産：%2の資金カードの配当金%1を支払えない</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/ponzi/narration.py"/>
        <source>You are bankrupt: you cannot pay the %1 due on the %2 cards</source>
        <translation>あなたは破産：%2の資金カードの配当金%1を支払えない</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/ponzi/narration.py"/>
        <source>%1 is bankrupt: cannot pay the %2 due on the %3 card</source>
        <translation>%1は破産：%3の資金カードの配当金%2を支払えない</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/ponzi/narration.py"/>
        <source>%1 is bankrupt: cannot pay the %2 due on the %3 cards</source>
        <translation>%1は破産：%3の資金カードの配当金%2を支払えない</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/ponzi/narration.py"/>
        <source>Round %1 · you start</source>
        <translation>ラウンド%1 · あなたから</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/ponzi/narration.py"/>
        <source>Round %1 · %2 starts</source>
        <translation>ラウンド%1 · %2から</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/ponzi/narration.py"/>
        <source>Game over: nobody wins, every player is bankrupt</source>
        <translation>ゲーム終了：全員が破産し、勝者なし</translation>
    </message>
    <message numerus="yes">
        <location filename="../ponzi_desktop/ui/ponzi/narration.py"/>
        <source>The round limit is reached: you win with %n point(s)</source>
        <translation>
            <numerusform>ラウンド数の上限に到達：あなたの勝ち（%n⁠点）</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../ponzi_desktop/ui/ponzi/narration.py"/>
        <source>Game over: you win with %n point(s)</source>
        <translation>
            <numerusform>ゲーム終了：あなたの勝ち（%n⁠点）</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../ponzi_desktop/ui/ponzi/narration.py"/>
        <source>The round limit is reached: you share the win with %1, with %n point(s) each</source>
        <translation>
            <numerusform>ラウンド数の上限に到達：あなたと%1が同点で勝利（各%n⁠点）</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../ponzi_desktop/ui/ponzi/narration.py"/>
        <source>Game over: you share the win with %1, with %n point(s) each</source>
        <translation>
            <numerusform>ゲーム終了：あなたと%1が同点で勝利（各%n⁠点）</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../ponzi_desktop/ui/ponzi/narration.py"/>
        <source>The round limit is reached: %1 wins with %n point(s)</source>
        <translation>
            <numerusform>ラウンド数の上限に到達：%1の勝ち（%n⁠点）</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../ponzi_desktop/ui/ponzi/narration.py"/>
        <source>Game over: %1 wins with %n point(s)</source>
        <translation>
            <numerusform>ゲーム終了：%1の勝ち（%n⁠点）</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../ponzi_desktop/ui/ponzi/narration.py"/>
        <source>The round limit is reached: %1 share the win with %n point(s)</source>
        <translation>
            <numerusform>ラウンド数の上限に到達：%1が同点で勝利（%n⁠点）</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../ponzi_desktop/ui/ponzi/narration.py"/>
        <source>Game over: %1 share the win with %n point(s)</source>
        <translation>
            <numerusform>ゲーム終了：%1が同点で勝利（%n⁠点）</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../ponzi_desktop/ui/ponzi/narration.py"/>
        <source>The discard pile and the rest of the deck are shuffled together into a new deck of %n card(s)</source>
        <translation>
            <numerusform>捨て札と残りの山札を混ぜて%n⁠枚の新しい山札にする</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../ponzi_desktop/ui/ponzi/narration.py"/>
        <source>The discard pile is shuffled into a new deck of %n card(s)</source>
        <translation>
            <numerusform>捨て札を混ぜて%n⁠枚の新しい山札にする</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 has no industry in common with anyone: trading passes them by</source>
        <translation type="vanished">%1と共通の産業を持つプレイヤーがいない：闇取引きはパス</translation>
    </message>
    <message>
        <source>You remove the %1 card to the discard pile</source>
        <translation type="vanished">あなたが資金カード%1を捨て札にする</translation>
    </message>
    <message>
        <source>%1 removes the %2 card to the discard pile</source>
        <translation type="vanished">%1が資金カード%2を捨て札にする</translation>
    </message>
    <message numerus="yes">
        <source>Market crash! %n bear card(s) leave the funding board: %1</source>
        <translation type="vanished">
            <numerusform>株価大暴落！熊カード%n⁠枚が資金シートから去る：%1</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>You pay %1 interest on %n card(s): %2</source>
        <translation type="vanished">
            <numerusform>あなたが資金カード%n⁠枚の配当金%1を支払う：%2</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 pays %2 interest on %n card(s): %3</source>
        <translation type="vanished">
            <numerusform>%1が資金カード%n枚の配当金%2を支払う：%3</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>You are bankrupt: you cannot pay %1 due on %n card(s): %2</source>
        <translation type="vanished">
            <numerusform>あなたは破産：資金カード%n⁠枚の配当金%1を支払えない：%2</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 is bankrupt: cannot pay %2 due on %n card(s): %3</source>
        <translation type="vanished">
            <numerusform>%1は破産：資金カード%n⁠枚の配当金%2を支払えない：%3</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>You fund %1: you take the %2 card (it pays %3 every %n round(s))</source>
        <translation type="vanished">
            <numerusform>あなたが%1で資金集め：資金カード %2 を取る（%nラウンドごとに配当金 %3）</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 funds %2: takes the %3 card (pays %4 every %n round(s))</source>
        <translation type="vanished">
            <numerusform>%1が%2で資金集め：資金カード %3 を取る（%nラウンドごとに配当金 %4）</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>PonziMoves</name>
    <message>
        <location filename="../ponzi_desktop/ui/ponzi/moves.py"/>
        <source>1st</source>
        <translation>1⁠枚目</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/ponzi/moves.py"/>
        <source>2nd</source>
        <translation>2⁠枚目</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/ponzi/moves.py"/>
        <source>3rd</source>
        <translation>3⁠枚目</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/ponzi/moves.py"/>
        <source>You already hold %1 %2 tiles: funding allows at most 3.</source>
        <translation>%2プレートをすでに%1⁠枚持っています。資金集めで取れるのは3⁠枚までです。</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/ponzi/moves.py"/>
        <source>The %1 supply is empty.</source>
        <translation>%1プレートの置き場が空です。</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/ponzi/moves.py"/>
        <source>Row %1 of the funding board is empty: no %2 tile can be funded now.</source>
        <translation>資金シートの%1⁠段目が空なので、今は%2プレートで資金集めができません。</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/ponzi/moves.py"/>
        <source>The %1 card is not on the funding board.</source>
        <translation>資金カード%1は資金シートにありません。</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/ponzi/moves.py"/>
        <source>Your next %1 tile is your %2 one, so it funds from row %3; the %4 card is in row %5.</source>
        <translation>次の%1プレートは%2なので、%3⁠段目から資金を集めます。資金カード%4は%5⁠段目にあります。</translation>
    </message>
    <message numerus="yes">
        <location filename="../ponzi_desktop/ui/ponzi/moves.py"/>
        <source>The %1 card is in row %2: it needs an industry of which you hold exactly %n tile(s), with tiles left in the supply.</source>
        <translation>
            <numerusform>資金カード%1は%2⁠段目にあります。ちょうど%n⁠枚持っていて、置き場にまだプレートが残っている産業が必要です。</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/ponzi/moves.py"/>
        <source>Drop the tile on another player to offer them a trade.</source>
        <translation>取引きを持ちかけるには、プレートをほかのプレイヤーの上に置きます。</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/ponzi/moves.py"/>
        <source>%1 holds no %2 tile: you can only trade an industry you both hold.</source>
        <translation>%1は%2プレートを持っていません。取引きできるのは2⁠人とも持っている産業だけです。</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/ponzi/moves.py"/>
        <source>Luxuries are part of the advanced rules only.</source>
        <translation>贅沢品は上級ルールでのみ使います。</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/ponzi/moves.py"/>
        <source>The %1 luxury has been bought already.</source>
        <translation>%1の贅沢品はもう買われています。</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/ponzi/moves.py"/>
        <source>You cannot afford the %1 luxury: you have %2.</source>
        <translation>%1の贅沢品を買うお金がありません（所持金%2）。</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/ponzi/moves.py"/>
        <source>Not now. %1</source>
        <translation>今はできません。%1</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/ponzi/moves.py"/>
        <source>Your wheel: the cards you fund go onto it, in the funding phase; luxuries you buy go beside it.</source>
        <translation>自分の時間円盤：資金集めで取った資金カードはここに置き、買った贅沢品はその横に置きます。</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/ponzi/moves.py"/>
        <source>%1's place: in the trading phase, drop a tile of yours here to offer it to them.</source>
        <translation>%1の場所：取引きのとき、自分の産業プレートをここに置くと取引きを持ちかけます。</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/ponzi/moves.py"/>
        <source>A card of the funding board: in the funding phase, fund it with a tile from the industry supply.</source>
        <translation>資金シートの資金カード：資金集めのとき、産業プレートの置き場のプレートで資金集めをします。</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/ponzi/moves.py"/>
        <source>The industry supply: you take a tile from it to fund a card, and give one back to it when you must return a tile.</source>
        <translation>産業プレートの置き場：資金集めではここからプレートを取り、プレートを戻すときはここへ戻します。</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/ponzi/moves.py"/>
        <source>The discard pile: after trading, the new start player removes a card of the funding board onto it.</source>
        <translation>捨て札：取引きのあと、新しいスタートプレイヤーが資金シートの資金カード1枚をここへはずします。</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/ponzi/moves.py"/>
        <source>The %1 card is yours to fund: now drag or click the industry tile for it in the supply, or press Enter on its green button below.</source>
        <translation>資金カード%1を選びました。次に置き場の産業プレートをドラッグかクリック、または下の緑のボタンでEnter⁠キーを押します。</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/ponzi/moves.py"/>
        <source>Cards are removed to the discard pile by the new start player, after trading.</source>
        <translation>資金カードを捨て札に移すのは、闇取引きのあとに新しいスタートプレイヤーが行います。</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/ponzi/moves.py"/>
        <source>Drop the card you remove on the discard pile.</source>
        <translation>はずす資金カードは捨て札の上に置きます。</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/ponzi/moves.py"/>
        <source>Drop the tile you return on the industry supply.</source>
        <translation>戻すプレートは産業プレートの置き場に置きます。</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/ponzi/moves.py"/>
        <source>Answer the envelope first: Sold or Counter-offer.</source>
        <translation>先に封筒に答えてください：売却か買い取りか。</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/ponzi/moves.py"/>
        <source>Row %1 is lit: drag one of its cards onto your wheel, click it, or press Enter on its green amount below.</source>
        <translation>%1⁠段目が光っています。その資金カードを自分の時間円盤へドラッグするかクリックするか、下の緑の金額でEnter⁠キーを押します。</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/ponzi/moves.py"/>
        <source>Nobody else holds a %1 tile: there is nobody to offer it to.</source>
        <translation>ほかに%1プレートを持つプレイヤーがいないので、取引きの相手がいません。</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/ponzi/moves.py"/>
        <source>Now click the player you offer your %1 tile to.</source>
        <translation>次に、%1プレートで取引きを持ちかける相手をクリックします。</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/ponzi/moves.py"/>
        <source>Click the luxury again, or your own area, to buy it.</source>
        <translation>買うには、もう一度贅沢品をクリックするか、自分のエリアをクリックします。</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/ponzi/moves.py"/>
        <source>Click the %1 card again, or the discard pile, to remove it.</source>
        <translation>はずすには、もう一度資金カード%1をクリックするか、捨て札をクリックします。</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/ponzi/moves.py"/>
        <source>Click the tile again, or the supply, to return it.</source>
        <translation>戻すには、もう一度プレートをクリックするか、置き場をクリックします。</translation>
    </message>
    <message numerus="yes">
        <location filename="../ponzi_desktop/ui/ponzi/moves.py"/>
        <source>You hold %n %1 tile(s), fewer than of another industry: return a tile of an industry you hold most of (%2 tiles).</source>
        <translation>
            <numerusform>%1プレートは%n⁠枚で、ほかの産業より少ない枚数です。いちばん多く持っている産業（%2⁠枚）のプレートを戻してください。</numerusform>
        </translation>
    </message>
    <message>
        <source>The %1 card is yours to fund: now drag or click the industry tile for it in the supply.</source>
        <translation type="vanished">資金カード%1を選びました。次に、置き場からそのための産業プレートをドラッグするかクリックします。</translation>
    </message>
    <message>
        <source>Row %1 is lit: drag one of its cards onto your wheel, or click it.</source>
        <translation type="vanished">%1⁠段目が光っています。その資金カードを自分の時間円盤へドラッグするか、クリックします。</translation>
    </message>
    <message>
        <source>Card %1 is not on the funding board.</source>
        <translation type="vanished">資金カード%1は資金シートにありません。</translation>
    </message>
    <message numerus="yes">
        <source>Card %1 is in row %2: it needs an industry of which you hold exactly %n tile(s), with tiles left in the supply.</source>
        <translation type="vanished">
            <numerusform>資金カード%1は%2⁠段目にあります。ちょうど%n⁠枚持っていて、置き場にまだプレートが残っている産業が必要です。</numerusform>
        </translation>
    </message>
    <message>
        <source>Card %1 is yours to fund: now drag or click the industry tile for it in the supply.</source>
        <translation type="vanished">資金カード%1を選びました。次に、置き場からそのための産業プレートをドラッグするかクリックします。</translation>
    </message>
    <message>
        <source>Click card %1 again, or the discard pile, to remove it.</source>
        <translation type="vanished">はずすには、もう一度資金カード%1をクリックするか、捨て札をクリックします。</translation>
    </message>
    <message>
        <source>Your next %1 tile is your %2 one, so it funds from row %3; card %4 is in row %5.</source>
        <translation type="vanished">次の%1プレートは%2なので、%3列目から資金を集めます。資金カード %4 は%5列目にあります。</translation>
    </message>
</context>
<context>
    <name>PonziTable</name>
    <message>
        <location filename="../ponzi_desktop/ui/ponzi/board.py"/>
        <source>Funding board</source>
        <translation>資金シート</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/ponzi/board.py"/>
        <source>Row 1</source>
        <translation>1⁠段目</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/ponzi/board.py"/>
        <source>1st tile of an industry</source>
        <translation>1⁠枚目の
プレート</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/ponzi/board.py"/>
        <source>Row 2</source>
        <translation>2⁠段目</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/ponzi/board.py"/>
        <source>2nd tile of an industry</source>
        <translation>2⁠枚目の
プレート</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/ponzi/board.py"/>
        <source>Row 3</source>
        <translation>3⁠段目</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/ponzi/board.py"/>
        <source>3rd tile of an industry</source>
        <translation>3⁠枚目の
プレート</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/ponzi/board.py"/>
        <source>Industry supply</source>
        <translation>産業プレート置き場</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/ponzi/board.py"/>
        <source>Luxuries for sale</source>
        <translation>販売中の贅沢品</translation>
    </message>
    <message numerus="yes">
        <location filename="../ponzi_desktop/ui/ponzi/board.py"/>
        <source>%n left</source>
        <translation>
            <numerusform>残り%n⁠枚</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../ponzi_desktop/ui/ponzi/board.py"/>
        <source>%1: %n tile(s) left in the supply.</source>
        <translation>
            <numerusform>%1：置き場に残るプレートは%n⁠枚。</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/ponzi/board.py"/>
        <source>The bank: pays out fund cards, collects interest and luxury prices.</source>
        <translation>銀行：資金カードの金額を支払い、配当金と贅沢品の代金を受け取ります。</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/ponzi/board.py"/>
        <source>Bank</source>
        <translation>銀行</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/ponzi/board.py"/>
        <source>Steps:</source>
        <translation>手順：</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/ponzi/board.py"/>
        <source>Deck</source>
        <translation>山札</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/ponzi/board.py"/>
        <source>Round %1 of %2</source>
        <translation>ラウンド%1/%2</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/ponzi/board.py"/>
        <source>Round %1</source>
        <translation>ラウンド%1</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/ponzi/board.py"/>
        <source>%1. %2</source>
        <translation>%1. %2</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/ponzi/board.py"/>
        <source>Bears: %1 (a crash at %2, next round)</source>
        <translation>熊カード：%1⁠枚（次ラウンド%2⁠枚で暴落）</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/ponzi/board.py"/>
        <source>Bears on the board: %1 (a crash at %2)</source>
        <translation>熊カード：%1⁠枚（%2⁠枚で株価大暴落）</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/ponzi/board.py"/>
        <source>Discards: %1</source>
        <translation>捨て札：%1</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/ponzi/board.py"/>
        <source>Start cards out of the game: %1</source>
        <translation>除外されたスタート資金カード：%1</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/ponzi/board.py"/>
        <source>Discard pile: the new start player removes one card from the funding board here.</source>
        <translation>捨て札：新しいスタートプレイヤーが資金シートからはずした資金カードをここに置きます。</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/ponzi/cards.py"/>
        <source>Bear card: when there are as many bears on the funding board as there are players, the market crashes.</source>
        <translation>熊カード：資金シート上の熊カードがプレイヤーの人数と同じ枚数になると、株価大暴落が起こります。</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/ponzi/cards.py"/>
        <source>Starting fund card: once it leaves the funding board, it leaves the game.</source>
        <translation>スタート資金カード：資金シートを離れると、ゲームから除外されます。</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/ponzi/cards.py"/>
        <source>Due now.</source>
        <translation>今が支払い時期です。</translation>
    </message>
    <message numerus="yes">
        <location filename="../ponzi_desktop/ui/ponzi/cards.py"/>
        <source>Due in %n round(s).</source>
        <translation>
            <numerusform>%n⁠ラウンド後に支払い。</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/ponzi/cards.py"/>
        <source>Bear</source>
        <translation>熊</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/ponzi/cards.py"/>
        <source>Start</source>
        <translation>スタート</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/ponzi/cards.py"/>
        <source>%1 due every %2</source>
        <translation>%2⁠回ごとに%1</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/ponzi/cards.py"/>
        <source>every %1</source>
        <translation>%1⁠回ごと</translation>
    </message>
    <message numerus="yes">
        <location filename="../ponzi_desktop/ui/ponzi/cards.py"/>
        <source>Deck: %n card(s) face down.</source>
        <translation>
            <numerusform>山札：裏向きの資金カード%n⁠枚。</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/ponzi/event_steps.py"/>
        <source>Market crash!</source>
        <translation>株価大暴落！</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/ponzi/event_steps.py"/>
        <source>envelope</source>
        <translation>封筒</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/ponzi/event_steps.py"/>
        <source>−%1</source>
        <translation>−%1</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/ponzi/items.py"/>
        <source>Start player marker</source>
        <translation>スタートプレイヤーマーク</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/ponzi/player_area.py"/>
        <source>%1's cash is hidden behind their screen.</source>
        <translation>%1の所持金は屏風の陰に隠れています。</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/ponzi/player_area.py"/>
        <source>Cash: %1</source>
        <translation>所持金：%1</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/ponzi/player_area.py"/>
        <source>BANKRUPT</source>
        <translation>破産</translation>
    </message>
    <message numerus="yes">
        <location filename="../ponzi_desktop/ui/ponzi/player_area.py"/>
        <source>%1: %n tile(s)</source>
        <translation>
            <numerusform>%1プレート：%n⁠枚</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/ponzi/scene.py"/>
        <source>You hand %1 an envelope for a %2 tile.</source>
        <translation>あなたが%1に%2プレートを求める封筒を渡しました。</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/ponzi/scene.py"/>
        <source>You hand %1 an envelope for a %2 tile, with %3 inside.</source>
        <translation>あなたが%1に%2プレートを求める封筒（中身は%3）を渡しました。</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/ponzi/scene.py"/>
        <source>%1 hands you an envelope for a %2 tile.</source>
        <translation>%1があなたに%2プレートを求める封筒を渡しました。</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/ponzi/scene.py"/>
        <source>%1 hands you an envelope for a %2 tile, with %3 inside.</source>
        <translation>%1があなたに%2プレートを求める封筒（中身は%3）を渡しました。</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/ponzi/scene.py"/>
        <source>%1 hands %2 an envelope for a %3 tile.</source>
        <translation>%1が%2に%3プレートを求める封筒を渡しました。</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/ponzi/scene.py"/>
        <source>%1 hands %2 an envelope for a %3 tile, with %4 inside.</source>
        <translation>%1が%2に%3プレートを求める封筒（中身は%4）を渡しました。</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/ponzi/table.py"/>
        <source>Ponzi Scheme table</source>
        <translation>ポンジスキームの卓</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/ponzi/table.py"/>
        <source>Round %1 of %2 · %3</source>
        <translation>ラウンド%1/%2 · %3</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/ponzi/table.py"/>
        <source>Round %1 · %2</source>
        <translation>ラウンド%1 · %2</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/ponzi/wheel.py"/>
        <source>Nothing due this round</source>
        <translation>このラウンドの支払いなし</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/ponzi/wheel.py"/>
        <source>Due this round: %1</source>
        <translation>このラウンドの支払い：%1</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/ponzi/wheel.py"/>
        <source>Interest due at the end of this round: %1</source>
        <translation>このラウンドの終わりに支払う配当金：%1</translation>
    </message>
    <message numerus="yes">
        <location filename="../ponzi_desktop/ui/ponzi/cards.py"/>
        <source>Fund card %1: whoever funds it pays %2 interest every %n round(s).</source>
        <translation>
            <numerusform>資金カード%1：これで資金を集めた人は、%n⁠ラウンドごとに配当金%2を支払う。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../ponzi_desktop/ui/ponzi/items.py"/>
        <source>Luxury: costs %1, worth %n point(s) at the end.</source>
        <translation>
            <numerusform>贅沢品：価格%1、ゲーム終了時に%n⁠点。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../ponzi_desktop/ui/ponzi/items.py"/>
        <source>%n point(s)</source>
        <translation>
            <numerusform>%n⁠点</numerusform>
        </translation>
    </message>
    <message>
        <source>Bears on the board: %1 (a crash at %2, checked next round)</source>
        <translation type="vanished">熊カード：%1⁠枚（%2⁠枚で株価大暴落、判定は次のラウンド）</translation>
    </message>
    <message>
        <source>you</source>
        <translation type="vanished">あなた</translation>
    </message>
    <message>
        <source>bot · thinking…</source>
        <translation type="vanished">ボット思考中…</translation>
    </message>
    <message>
        <source>bot</source>
        <translation type="vanished">ボット</translation>
    </message>
    <message>
        <source>deciding…</source>
        <translation type="vanished">考え中…</translation>
    </message>
    <message>
        <source>Bear card: when the bears on the board number at least the players, the market crashes.</source>
        <translation type="vanished">熊カード：資金シート上の熊カードがプレイヤー人数以上になると、株価大暴落が起こります。</translation>
    </message>
    <message>
        <source>Nothing due next round</source>
        <translation type="vanished">次のラウンドの支払いなし</translation>
    </message>
    <message>
        <source>Due next round: %1</source>
        <translation type="vanished">次のラウンドの支払い：%1</translation>
    </message>
    <message>
        <source>Interest due next round: %1</source>
        <translation type="vanished">次のラウンドに支払う配当金：%1</translation>
    </message>
    <message>
        <source>Starting fund card: removed from the game when it is removed.</source>
        <translation type="vanished">スタート資金カード：資金シートからはずされると、ゲームから除外されます。</translation>
    </message>
    <message>
        <source>pays %1 every %2</source>
        <translation type="vanished">%2回ごとに%1</translation>
    </message>
    <message numerus="yes">
        <source>Fund card %1: pays %2 interest every %n round(s).</source>
        <translation type="vanished">
            <numerusform>資金カード %1：%nラウンドごとに配当金 %2 を支払う。</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 / %2</source>
        <translation type="vanished">%1 / %2</translation>
    </message>
    <message>
        <source>You are watching: only a seated player can move.</source>
        <translation type="vanished">観戦中：操作できるのは席に着いたプレイヤーだけです。</translation>
    </message>
    <message>
        <source>It is not your turn: %1 is deciding.</source>
        <translation type="vanished">あなたの手番ではありません。%1が考えています。</translation>
    </message>
    <message>
        <source>Game over: nobody wins.</source>
        <translation type="vanished">ゲーム終了：勝者なし。</translation>
    </message>
    <message>
        <source>Game over: %1 wins.</source>
        <translation type="vanished">ゲーム終了：%1の勝ち。</translation>
    </message>
    <message>
        <source>Game over: a shared win.</source>
        <translation type="vanished">ゲーム終了：同点で勝利を分け合いました。</translation>
    </message>
    <message>
        <source>%1 is thinking…</source>
        <translation type="vanished">%1が考えています…</translation>
    </message>
    <message>
        <source>Your turn, %1.</source>
        <translation type="vanished">%1の手番です。</translation>
    </message>
    <message>
        <source>%1 is deciding.</source>
        <translation type="vanished">%1が考えています。</translation>
    </message>
    <message>
        <source>A hint is for your own turn.</source>
        <translation type="vanished">ヒントは自分の手番にだけ使えます。</translation>
    </message>
</context>
<context>
    <name>PriceHistoryPanel</name>
    <message>
        <location filename="../ponzi_desktop/ui/black_friday/history.py"/>
        <source>Prices over the game</source>
        <translation>ゲーム全体の株価</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/black_friday/history.py"/>
        <source>Prices after each price change</source>
        <translation>価格変動フェイズごとの株価</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/black_friday/history.py"/>
        <source>What every player may see</source>
        <translation>全員が見てよい内容</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/black_friday/history.py"/>
        <source>Wealth of %1</source>
        <translation>%1の財産</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/black_friday/history.py"/>
        <source>Your wealth at those prices</source>
        <translation>その時の価格でのあなたの財産</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/black_friday/history.py"/>
        <source>Gold</source>
        <translation>金塊</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/black_friday/history.py"/>
        <source>Gold at %1 ends the game.</source>
        <translation>金塊の価格が%1になるとゲーム終了です。</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/black_friday/history.py"/>
        <source>Gold at %1 ends the game. Only your own wealth is shown.</source>
        <translation>金塊の価格が%1になるとゲーム終了です。表示されるのはあなた自身の財産だけです。</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/black_friday/history.py"/>
        <source>Nobody is seated at the screen: only the prices are shown.</source>
        <translation>画面の前に誰も座っていません。株価だけを表示します。</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/black_friday/history.py"/>
        <source>You finished with %1.</source>
        <translation>あなたの最終的な財産は%1でした。</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/black_friday/history.py"/>
        <source>Your wealth at the current prices: %1.</source>
        <translation>現在の価格でのあなたの財産：%1</translation>
    </message>
</context>
<context>
    <name>Refusals</name>
    <message>
        <location filename="../ponzi_desktop/ui/kit/labels.py"/>
        <source>Hand the screen to the next player first.</source>
        <translation>先に画面を次のプレイヤーに渡してください。</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/kit/labels.py"/>
        <source>That is not your seat.</source>
        <translation>それはあなたの席ではありません。</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/kit/labels.py"/>
        <source>The game is over.</source>
        <translation>ゲームは終了しました。</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/kit/labels.py"/>
        <source>It is not your turn.</source>
        <translation>あなたの手番ではありません。</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/kit/labels.py"/>
        <source>A bot ran into a problem and made a simple move instead.</source>
        <translation>ボットに問題が起きたため、代わりに簡単な手を選びました。</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/kit/labels.py"/>
        <source>A hint is for your own turn.</source>
        <translation>ヒントは自分の手番にだけ使えます。</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/kit/labels.py"/>
        <source>No hint this time: the hint bot ran into a problem.</source>
        <translation>今回はヒントを出せません：ヒント用のボットに問題が起きました。</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/kit/labels.py"/>
        <source>Nothing to undo yet: no move has been made.</source>
        <translation>まだ取り消せる手はありません。</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/kit/labels.py"/>
        <source>Moves made before the game was opened cannot be undone.</source>
        <translation>ゲームを開く前の手は取り消せません。</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/kit/labels.py"/>
        <source>Undo stops at the dice: a throw cannot be taken back.</source>
        <translation>取り消しはサイコロで止まります。振った目は戻せません。</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/kit/labels.py"/>
        <source>Undo stops at the card drawn: it cannot be put back.</source>
        <translation>取り消しは引いたカードで止まります。カードは戻せません。</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/kit/labels.py"/>
        <source>Undo stops at the bag draw: the shares drawn cannot be put back.</source>
        <translation>取り消しは袋からの引きで止まります。引いた株コマは戻せません。</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/kit/labels.py"/>
        <source>Undo stops at the new cards dealt from the deck: they cannot be put back.</source>
        <translation>取り消しは山札から補充された新しいカードで止まります。それらは戻せません。</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/kit/labels.py"/>
        <source>Only your own last move can be undone, before anyone else has moved.</source>
        <translation>取り消せるのは、ほかの誰かが動く前の、自分の直前の手だけです。</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/kit/labels.py"/>
        <source>This is a replay: nothing can be played here.</source>
        <translation>これはリプレイです：ここでは何も行動できません。</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/kit/labels.py"/>
        <source>The lesson asks for the lit move now.</source>
        <translation>レッスンでは今、光っている操作を行ってください。</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/kit/labels.py"/>
        <source>Read the lesson’s note first, then press Next.</source>
        <translation>先にレッスンの説明を読んで、「次へ」を押してください。</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/kit/labels.py"/>
        <source>During the lesson, use the lesson’s Back button instead.</source>
        <translation>レッスン中は、レッスンの「戻る」ボタンを使ってください。</translation>
    </message>
    <message>
        <source>Your last move cannot be undone: it showed something that was hidden.</source>
        <translation type="vanished">直前の手は取り消せません。伏せられていたものが明らかになりました。</translation>
    </message>
</context>
<context>
    <name>ReplayBar</name>
    <message>
        <location filename="../ponzi_desktop/ui/replay/bar.py"/>
        <source>Back to the previous mark (Page Up)</source>
        <translation>前の目印へ戻る（Page Up）</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/replay/bar.py"/>
        <source>One action back (Left)</source>
        <translation>1⁠アクション戻る（←）</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/replay/bar.py"/>
        <source>One action forward (Right)</source>
        <translation>1⁠アクション進む（→）</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/replay/bar.py"/>
        <source>On to the next mark (Page Down)</source>
        <translation>次の目印へ進む（Page Down）</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/replay/bar.py"/>
        <source>&amp;Round</source>
        <translation>ラウンド(&amp;R)</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/replay/bar.py"/>
        <source>Jump to the start of a round</source>
        <translation>ラウンドの始めへ移動</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/replay/bar.py"/>
        <source>&amp;Eyes</source>
        <translation>視点(&amp;E)</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/replay/bar.py"/>
        <source>Whose eyes you look through: what that player could see</source>
        <translation>誰の視点で見るか：そのプレイヤーが見られた内容</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/replay/bar.py"/>
        <source>How fast Play goes through the game: 2 or 4 times as fast, or every action at once, without its animation</source>
        <translation>再生の速さ：2倍か4倍、またはアニメーションなしで1つずつすぐに表示</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/replay/bar.py"/>
        <source>Close replay</source>
        <translation>リプレイを閉じる</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/replay/bar.py"/>
        <source>Back to where you opened the replay (Esc)</source>
        <translation>リプレイを開いた画面へ戻る（Esc）</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/replay/bar.py"/>
        <source>Instant: no animations</source>
        <translation>即時：アニメーションなし</translation>
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
        <translation>観戦者</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/replay/bar.py"/>
        <source>Before the first action</source>
        <translation>最初のアクションの前</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/replay/bar.py"/>
        <source>Action %1 of %2</source>
        <translation>アクション %1/%2</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/replay/bar.py"/>
        <source>%1 · %2</source>
        <translation>%1 · %2</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/replay/bar.py"/>
        <source>%1 · round %2</source>
        <translation>%1 · ラウンド%2</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/replay/bar.py"/>
        <source>The game is over: you may look through any player's eyes.</source>
        <translation>ゲームは終了しています：どのプレイヤーの視点でも見られます。</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/replay/bar.py"/>
        <source>The game is not over: only the secrets of %1 may be shown.</source>
        <translation>ゲームはまだ終わっていません：見せられる秘密は%1のものだけです。</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/replay/bar.py"/>
        <source>The game is not over: nobody's secrets are shown.</source>
        <translation>ゲームはまだ終わっていません：誰の秘密も見せません。</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/replay/bar.py"/>
        <source>You see what every player could see.</source>
        <translation>全員が見られた内容を見ています。</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/replay/bar.py"/>
        <source>You see what %1 saw.</source>
        <translation>%1が見ていた内容を見ています。</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/replay/bar.py"/>
        <source>Pause (Space)</source>
        <translation>一時停止（Space）</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/replay/bar.py"/>
        <source>Play the game from here (Space)</source>
        <translation>ここから再生（Space）</translation>
    </message>
    <message>
        <source>Before the first action (%1 in the game)</source>
        <translation type="vanished">最初のアクションの前（全%1⁠アクション）</translation>
    </message>
</context>
<context>
    <name>ReplayMarks</name>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/replay_marks.py"/>
        <location filename="../ponzi_desktop/ui/ponzi/replay_marks.py"/>
        <source>Bankruptcy</source>
        <translation>破産</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/replay_marks.py"/>
        <source>A player goes bankrupt</source>
        <translation>プレイヤーが破産する</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/replay_marks.py"/>
        <source>%1 goes bankrupt</source>
        <translation>%1が破産する</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/replay_marks.py"/>
        <source>Trade</source>
        <translation>取引</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/replay_marks.py"/>
        <source>Two players make a trade</source>
        <translation>2⁠人のプレイヤーが取引をする</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/replay_marks.py"/>
        <source>%1 trades with %2</source>
        <translation>%1が%2と取引をする</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/replay_marks.py"/>
        <source>Prison</source>
        <translation>刑務所</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/replay_marks.py"/>
        <source>A Monopolist goes to Prison</source>
        <translation>独占者が刑務所へ行く</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/replay_marks.py"/>
        <source>%1 goes to Prison</source>
        <translation>%1が刑務所へ行く</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/replay_marks.py"/>
        <source>Price War</source>
        <translation>価格戦争</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/replay_marks.py"/>
        <source>A Competitor goes to the Price War</source>
        <translation>競争者が価格戦争へ行く</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/replay_marks.py"/>
        <source>%1 goes to the Price War</source>
        <translation>%1が価格戦争へ行く</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/replay_marks.py"/>
        <source>Card</source>
        <translation>カード</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/replay_marks.py"/>
        <source>A player draws a card</source>
        <translation>プレイヤーがカードを引く</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/replay_marks.py"/>
        <source>%1 draws a card</source>
        <translation>%1がカードを引く</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/black_friday/replay_marks.py"/>
        <source>Two or more black shares</source>
        <translation>黒が2個以上</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/black_friday/replay_marks.py"/>
        <source>Two or more black shares are drawn: their number is taken from every colour's count</source>
        <translation>黒の株コマが2個以上引かれました：各色の数から黒の数を引きます</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/black_friday/replay_marks.py"/>
        <source>Gold price</source>
        <translation>金塊の価格</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/black_friday/replay_marks.py"/>
        <source>The gold price rises at a price change</source>
        <translation>価格変動フェイズで金塊の価格が上がる</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/black_friday/replay_marks.py"/>
        <source>Price change</source>
        <translation>価格変動</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/black_friday/replay_marks.py"/>
        <source>A price change begins</source>
        <translation>価格変動フェイズが始まる</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/ponzi/replay_marks.py"/>
        <source>A player cannot pay the interest due and goes bankrupt</source>
        <translation>プレイヤーが支払うべき配当金を払えず破産する</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/ponzi/replay_marks.py"/>
        <source>%1 cannot pay the interest due and goes bankrupt</source>
        <translation>%1が支払うべき配当金を払えず破産する</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/ponzi/replay_marks.py"/>
        <source>Market crash</source>
        <translation>株価大暴落</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/ponzi/replay_marks.py"/>
        <source>The market crashes: every player returns a tile</source>
        <translation>株価大暴落：全員がプレートを1⁠枚戻す</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/ponzi/replay_marks.py"/>
        <source>Round</source>
        <translation>ラウンド</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/ponzi/replay_marks.py"/>
        <source>A new round begins</source>
        <translation>新しいラウンドが始まる</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/ponzi/replay_marks.py"/>
        <source>A new round begins: %1 starts</source>
        <translation>新しいラウンドが始まる：%1から</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/ponzi/replay_marks.py"/>
        <source>Pass the marker</source>
        <translation>スタートプレイヤーの移動</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/ponzi/replay_marks.py"/>
        <source>The start player marker is passed to the next player</source>
        <translation>スタートプレイヤーマークが次のプレイヤーへ移る</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/ponzi/replay_marks.py"/>
        <source>The start player marker goes to %1</source>
        <translation>スタートプレイヤーマークが%1へ移る</translation>
    </message>
    <message>
        <source>Crash</source>
        <translation type="vanished">暴落</translation>
    </message>
    <message>
        <source>Two or more black shares are drawn: every price falls</source>
        <translation type="vanished">黒の株コマが2⁠個以上引かれ、すべての株価が下がる</translation>
    </message>
    <message>
        <source>Gold rises</source>
        <translation type="vanished">金塊の値上がり</translation>
    </message>
    <message>
        <source>New round</source>
        <translation type="vanished">新しいラウンド</translation>
    </message>
    <message>
        <source>The start player marker passes to %1</source>
        <translation type="vanished">スタートプレイヤーマークが%1へ移る</translation>
    </message>
    <message>
        <source>Roll</source>
        <translation type="vanished">サイコロ</translation>
    </message>
    <message>
        <source>A player rolls the dice to move</source>
        <translation type="vanished">プレイヤーが移動のためにサイコロを振る</translation>
    </message>
    <message>
        <source>Marker passes</source>
        <translation type="vanished">スタートプレイヤーの移動</translation>
    </message>
    <message>
        <source>The start player marker passes to the next player</source>
        <translation type="vanished">スタートプレイヤーマークが次のプレイヤーへ移る</translation>
    </message>
</context>
<context>
    <name>RuleTips</name>
    <message>
        <location filename="../ponzi_desktop/ui/kit/rule_tips.py"/>
        <source>Rules: %1 (F1)</source>
        <translation>ルール：%1（F1）</translation>
    </message>
</context>
<context>
    <name>RulesDialog</name>
    <message>
        <location filename="../ponzi_desktop/ui/anti_monopoly/rules_extras.py"/>
        <location filename="../ponzi_desktop/ui/black_friday/rules_extras.py"/>
        <source>*The tables could not be read: %1*</source>
        <translation>*表を読み込めませんでした：%1*</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/black_friday/rules_extras.py"/>
        <source>Level</source>
        <translation>レベル</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/black_friday/rules_extras.py"/>
        <source>Shares bought or sold a turn</source>
        <translation>1手番に購入・売却できる株コマ</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/black_friday/rules_extras.py"/>
        <source>Gold bars bought a turn</source>
        <translation>1手番に買える金塊</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/black_friday/rules_extras.py"/>
        <source>Shares drawn at a price change</source>
        <translation>価格変動フェイズで引く株コマ</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/black_friday/rules_extras.py"/>
        <source>Count</source>
        <translation>数</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/black_friday/rules_extras.py"/>
        <source>Move</source>
        <translation>動き</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/ponzi/rules_extras.py"/>
        <source>*The card list could not be read: %1*</source>
        <translation>*資金カードの一覧を読み込めませんでした：%1*</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/ponzi/rules_extras.py"/>
        <source>Starting</source>
        <translation>スタート</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/ponzi/rules_extras.py"/>
        <source>Bear</source>
        <translation>熊</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/ponzi/rules_extras.py"/>
        <source>Bear (18-bear game)</source>
        <translation>熊（熊18⁠枚のゲーム）</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/ponzi/rules_extras.py"/>
        <source>Value</source>
        <translation>金額</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/ponzi/rules_extras.py"/>
        <source>Interest</source>
        <translation>配当金</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/ponzi/rules_extras.py"/>
        <source>Period</source>
        <translation>周期数</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/ponzi/rules_extras.py"/>
        <source>Kind</source>
        <translation>種類</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/rules_dialog.py"/>
        <source>Find in the rules (Ctrl+F)</source>
        <translation>ルール内を検索（Ctrl+F）</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/rules_dialog.py"/>
        <source>Find in the rules</source>
        <translation>ルール内を検索</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/rules_dialog.py"/>
        <source>Contents</source>
        <translation>目次</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/rules_dialog.py"/>
        <source>Rules text</source>
        <translation>ルール本文</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/rules_dialog.py"/>
        <source>Game:</source>
        <translation>ゲーム：</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/rules_dialog.py"/>
        <source>Rules of %1</source>
        <translation>%1のルール</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/rules_dialog.py"/>
        <source>&gt; These rules are not yet written in your language, so they are shown in English.</source>
        <translation>&gt; このルールはまだ日本語で書かれていないため、英語で表示しています。</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/rules_dialog.py"/>
        <source># The rules are missing

The rules of %1 could not be read from the program's files, so they cannot be shown here. Reinstalling the program should bring them back.

What went wrong: %2</source>
        <translation># ルールが見つかりません

%1のルールをプログラムのファイルから読み込めなかったため、ここに表示できません。プログラムを再インストールすれば元に戻るはずです。

原因：%2</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/rules_dialog.py"/>
        <source>No match</source>
        <translation>一致なし</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/rules_dialog.py"/>
        <source>%1 of %2</source>
        <translation>%2⁠件中%1⁠件目</translation>
    </message>
    <message>
        <source>Not found</source>
        <translation type="vanished">見つかりません</translation>
    </message>
</context>
<context>
    <name>SaveDetails</name>
    <message>
        <location filename="../ponzi_desktop/ui/history_common.py"/>
        <location filename="../ponzi_desktop/ui/save_details.py"/>
        <source>%1 (bot: %2)</source>
        <translation>%1（ボット：%2）</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/save_details.py"/>
        <source>Re&amp;name…</source>
        <translation>名前を変更(&amp;N)…</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/save_details.py"/>
        <source>Give this saved game another name (F2)</source>
        <translation>この保存したゲームの名前を変えます（F2）</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/save_details.py"/>
        <source>&amp;Delete…</source>
        <translation>削除(&amp;D)…</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/save_details.py"/>
        <source>Delete this saved game (Del)</source>
        <translation>この保存したゲームを削除します（Del）</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/save_details.py"/>
        <source>The autosave keeps its name: open it and use Save As to keep a copy.</source>
        <translation>自動保存の名前は変えられません。開いてから「名前を付けて保存」で控えを残せます。</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/save_details.py"/>
        <source>This game cannot be played in this version yet.</source>
        <translation>このゲームはこのバージョンではまだ遊べません。</translation>
    </message>
</context>
<context>
    <name>SaveNameDialog</name>
    <message>
        <location filename="../ponzi_desktop/ui/save_questions.py"/>
        <source>Rename the Saved Game</source>
        <translation>保存したゲームの名前を変更</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/save_questions.py"/>
        <source>Save the Game</source>
        <translation>ゲームを保存</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/save_questions.py"/>
        <source>&amp;Name of the saved game</source>
        <translation>保存したゲームの名前(&amp;N)</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/save_questions.py"/>
        <source>Name of the saved game</source>
        <translation>保存したゲームの名前</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/save_questions.py"/>
        <source>&amp;Rename</source>
        <translation>名前を変更(&amp;R)</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/save_questions.py"/>
        <source>&amp;Save</source>
        <translation>保存(&amp;S)</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/save_questions.py"/>
        <source>Type a name.</source>
        <translation>名前を入力してください。</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/save_questions.py"/>
        <source>A name is one line, without tabs.</source>
        <translation>名前は1行で、タブは使えません。</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/save_questions.py"/>
        <source>A name can have at most %1 characters.</source>
        <translation>名前は%1⁠文字までです。</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/save_questions.py"/>
        <source>There is already a saved game called “%1”.</source>
        <translation>「%1」という保存したゲームがすでにあります。</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/save_questions.py"/>
        <source>A saved game called “%1” exists: saving replaces it.</source>
        <translation>「%1」という保存したゲームがあります。保存すると置き換わります。</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/save_questions.py"/>
        <source>Saved games are kept in the app's own folder.</source>
        <translation>保存したゲームはアプリ専用のフォルダーに保管されます。</translation>
    </message>
    <message>
        <source>A name cannot begin or end with a dot.</source>
        <translation type="vanished">名前の最初と最後にピリオドは使えません。</translation>
    </message>
    <message>
        <source>A name cannot contain any of these: %1</source>
        <translation type="vanished">名前には次の文字は使えません：%1</translation>
    </message>
    <message>
        <source>The system keeps that name for itself; choose another.</source>
        <translation type="vanished">その名前はシステムが使うため使えません。別の名前にしてください。</translation>
    </message>
</context>
<context>
    <name>SaveProblems</name>
    <message>
        <location filename="../ponzi_desktop/ui/kit/labels.py"/>
        <source>The file is damaged or is not a saved game.</source>
        <translation>ファイルが壊れているか、保存したゲームではありません。</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/kit/labels.py"/>
        <source>The game was saved by a newer version of Ponzi Desktop.</source>
        <translation>このゲームは新しいバージョンの Ponzi Desktop で保存されています。</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/kit/labels.py"/>
        <source>The game was saved in a format this version no longer reads.</source>
        <translation>このゲームは、このバージョンでは読めなくなった形式で保存されています。</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/kit/labels.py"/>
        <source>The file was changed after it was saved, so the game cannot be trusted.</source>
        <translation>保存後にファイルが書き換えられているため、このゲームは信頼できません。</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/kit/labels.py"/>
        <source>The file is for a game this version does not have.</source>
        <translation>このバージョンにないゲームのファイルです。</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/kit/labels.py"/>
        <source>The file cannot be read.</source>
        <translation>ファイルを読み込めません。</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/kit/labels.py"/>
        <source>The file cannot be written.</source>
        <translation>ファイルに書き込めません。</translation>
    </message>
</context>
<context>
    <name>SavedGames</name>
    <message>
        <location filename="../ponzi_desktop/ui/history_common.py"/>
        <location filename="../ponzi_desktop/ui/save_entry.py"/>
        <source>Round %1</source>
        <translation>ラウンド%1</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/keep_unfinished.py"/>
        <source>Your unfinished game is kept in the saved games as “%1”.</source>
        <translation>途中のゲームは「%1」として保存したゲームに残してあります。</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/keep_unfinished.py"/>
        <source>Your unfinished games are kept in the saved games as %1.</source>
        <translation>途中のゲームは%1として保存したゲームに残してあります。</translation>
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
        <translation>今日 %1</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/save_entry.py"/>
        <source>Yesterday, %1</source>
        <translation>昨日 %1</translation>
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
            <numerusform>%n⁠手</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/save_entry.py"/>
        <source>Game over</source>
        <translation>ゲーム終了</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/save_entry.py"/>
        <source>Autosave</source>
        <translation>自動保存</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/save_entry.py"/>
        <source>Damaged</source>
        <translation>破損</translation>
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
            <numerusform>%n手</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>SavedGamesDialog</name>
    <message>
        <location filename="../ponzi_desktop/ui/save_questions.py"/>
        <source>Details: %1</source>
        <translation>詳細：%1</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/save_questions.py"/>
        <source>Delete the Saved Game</source>
        <translation>保存したゲームの削除</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/save_questions.py"/>
        <source>Delete “%1”?</source>
        <translation>「%1」を削除しますか？</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/save_questions.py"/>
        <source>The saved game and its picture are deleted for good.</source>
        <translation>保存したゲームとその画像は完全に削除されます。</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/save_questions.py"/>
        <source>&amp;Delete</source>
        <translation>削除(&amp;D)</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/save_questions.py"/>
        <source>Cancel</source>
        <translation>取り消す</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/saved_games_dialog.py"/>
        <source>Saved Games</source>
        <translation>保存したゲーム</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/saved_games_dialog.py"/>
        <source>Your saved games and the latest autosave, newest first. Press Enter or double-click to open one.</source>
        <translation>保存したゲームと最新の自動保存を新しい順に並べています。Enter⁠キーかダブルクリックで開きます。</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/saved_games_dialog.py"/>
        <source>Saved games</source>
        <translation>保存したゲーム</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/saved_games_dialog.py"/>
        <source>No saved games yet.

During a game, Game → Save (Ctrl+S) keeps it here; a file from another computer comes in with “Import a File…”.</source>
        <translation>保存したゲームはまだありません。

ゲーム中に「ゲーム」→「保存」（Ctrl+S）でここに保存されます。ほかのコンピューターのファイルは「ファイルを取り込む…」で追加できます。</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/saved_games_dialog.py"/>
        <source>&amp;Import a File…</source>
        <translation>ファイルを取り込む(&amp;I)…</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/saved_games_dialog.py"/>
        <source>Copy a saved game from another folder into your saved games</source>
        <translation>ほかのフォルダーにある保存したゲームを、自分の保存したゲームにコピーします</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/saved_games_dialog.py"/>
        <source>Show the &amp;Folder</source>
        <translation>フォルダーを表示(&amp;F)</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/saved_games_dialog.py"/>
        <source>Open the folder your saved games are kept in</source>
        <translation>保存したゲームが保管されているフォルダーを開きます</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/saved_games_dialog.py"/>
        <source>Close</source>
        <translation>閉じる</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/saved_games_dialog.py"/>
        <source>&amp;Open</source>
        <translation>開く(&amp;O)</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/saved_games_dialog.py"/>
        <source>&amp;Replay</source>
        <translation>リプレイ(&amp;R)</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/saved_games_dialog.py"/>
        <source>Watch this game move by move, from the start, without playing on</source>
        <translation>続きを遊ばずに、このゲームを最初から1⁠手ずつ見ます</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/saved_games_dialog.py"/>
        <source>Cannot Open the Game</source>
        <translation>ゲームを開けません</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/saved_games_dialog.py"/>
        <source>Cannot Rename the Saved Game</source>
        <translation>保存したゲームの名前を変更できません</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/saved_games_dialog.py"/>
        <source>The saved game could not be renamed.</source>
        <translation>保存したゲームの名前を変更できませんでした。</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/saved_games_dialog.py"/>
        <source>Cannot Delete the Saved Game</source>
        <translation>保存したゲームを削除できません</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/saved_games_dialog.py"/>
        <source>The saved game could not be deleted.</source>
        <translation>保存したゲームを削除できませんでした。</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/saved_games_dialog.py"/>
        <source>Import a Saved Game</source>
        <translation>保存したゲームを取り込む</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/saved_games_dialog.py"/>
        <source>Saved games (*.json);;All files (*)</source>
        <translation>保存したゲーム (*.json);;すべてのファイル (*)</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/saved_games_dialog.py"/>
        <source>Cannot Import the Game</source>
        <translation>ゲームを取り込めません</translation>
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
        <translation>卓での表示</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/settings_dialog.py"/>
        <source>Off</source>
        <translation>なし</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/settings_dialog.py"/>
        <source>Fast</source>
        <translation>速い</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/settings_dialog.py"/>
        <source>Normal</source>
        <translation>ふつう</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/settings_dialog.py"/>
        <source>Slow</source>
        <translation>ゆっくり</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/settings_dialog.py"/>
        <source>Animation speed</source>
        <translation>アニメーションの速さ</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/settings_dialog.py"/>
        <source>&amp;Animation speed</source>
        <translation>アニメーションの速さ(&amp;A)</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/settings_dialog.py"/>
        <source>Instant</source>
        <translation>即時</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/settings_dialog.py"/>
        <source>Bot speed</source>
        <translation>ボットの速さ</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/settings_dialog.py"/>
        <source>&amp;Bot speed</source>
        <translation>ボットの速さ(&amp;B)</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/settings_dialog.py"/>
        <source>Language</source>
        <translation>言語</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/settings_dialog.py"/>
        <source>&amp;Language of the app</source>
        <translation>アプリの言語(&amp;L)</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/settings_dialog.py"/>
        <source>Nothing to apply: every setting is as it was last applied.</source>
        <translation>適用するものはありません：どの設定も最後に適用したときのままです。</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/settings_dialog.py"/>
        <source>Moves appear at once: the pieces jump to their places.</source>
        <translation>手はすぐに反映され、コマは一気に移動します。</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/settings_dialog.py"/>
        <source>The pieces move across the table quickly.</source>
        <translation>コマがすばやく盤上を動きます。</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/settings_dialog.py"/>
        <source>The pieces move across the table at an easy pace.</source>
        <translation>コマがほどよい速さで盤上を動きます。</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/settings_dialog.py"/>
        <source>The pieces move across the table slowly, easy to follow.</source>
        <translation>コマがゆっくり盤上を動くので追いやすくなります。</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/settings_dialog.py"/>
        <source>Bots move as soon as they have decided.</source>
        <translation>ボットは手を決めたらすぐに動きます。</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/settings_dialog.py"/>
        <source>Each bot move stays on screen for at least %1 seconds, so you can follow it.</source>
        <translation>ボットの手は最低%1⁠秒表示されるので、流れを追えます。</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/settings_dialog.py"/>
        <source>No font on this computer can show this language, so the app stays in English. Install one (on Debian or Ubuntu: the package fonts-noto-cjk) and choose it again.</source>
        <translation>このコンピューターにはこの言語を表示できるフォントがないため、英語のままになります。フォントをインストールして（Debian や Ubuntu ではパッケージ fonts-noto-cjk）、もう一度選んでください。</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/settings_dialog.py"/>
        <source>The command line chose this language for this run. Choose one here to keep it for the next runs too.</source>
        <translation>今回の起動ではコマンドラインでこの言語が指定されています。次回以降も使う言語はここで選んでください。</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/settings_dialog.py"/>
        <source>Menus, the table, the log and the rules change at once, the game in progress included.</source>
        <translation>メニュー、卓、記録、ルールがすぐに切り替わります。進行中のゲームも含みます。</translation>
    </message>
    <message>
        <source>Moves appear at once: wheels jump, cards do not fly.</source>
        <translation type="vanished">手はすぐに反映されます。時間円盤は一気に回り、カードは飛びません。</translation>
    </message>
    <message>
        <source>Wheels turn and cards fly quickly.</source>
        <translation type="vanished">時間円盤が回り、カードがすばやく飛びます。</translation>
    </message>
    <message>
        <source>Wheels turn and cards fly at an easy pace.</source>
        <translation type="vanished">時間円盤が回り、カードがほどよい速さで飛びます。</translation>
    </message>
    <message>
        <source>Wheels turn and cards fly slowly, easy to follow.</source>
        <translation type="vanished">時間円盤が回り、カードがゆっくり飛ぶので追いやすくなります。</translation>
    </message>
</context>
<context>
    <name>SettingsForm</name>
    <message>
        <location filename="../ponzi_desktop/ui/forms.py"/>
        <source>Rules</source>
        <translation>ルール</translation>
    </message>
</context>
<context>
    <name>SideRoom</name>
    <message>
        <location filename="../ponzi_desktop/ui/side_room.py"/>
        <source>Log</source>
        <translation>記録</translation>
    </message>
</context>
<context>
    <name>StartPage</name>
    <message>
        <location filename="../ponzi_desktop/ui/start_page.py"/>
        <source>Start page</source>
        <translation>スタートページ</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/start_page.py"/>
        <source>Ponzi Desktop</source>
        <translation>Ponzi Desktop</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/start_page.py"/>
        <source>Board games of money and nerve, at one table</source>
        <translation>お金と度胸のボードゲームを、ひとつの卓で</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/start_page.py"/>
        <source>Your game is waiting</source>
        <translation>続きのゲームがあります</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/start_page.py"/>
        <source>&amp;Continue</source>
        <translation>続きから遊ぶ(&amp;C)</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/start_page.py"/>
        <source>Welcome to the table</source>
        <translation>ようこそ</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/start_page.py"/>
        <source>Start a new game, or pick up one you saved. Press F1 at any time for the rules.</source>
        <translation>新しいゲームを始めるか、保存したゲームの続きを遊びましょう。F1⁠キーでいつでもルールを見られます。</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/start_page.py"/>
        <source>The games you save are listed here, newest first, and a game you leave unfinished waits here for you to continue it.</source>
        <translation>保存したゲームは新しい順にここに並びます。途中でやめたゲームも、ここで続きを待っています。</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/start_page.py"/>
        <source>Saved games</source>
        <translation>保存したゲーム</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/start_page.py"/>
        <source>&amp;All Saved Games…</source>
        <translation>保存したゲームをすべて表示(&amp;A)…</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/start_page.py"/>
        <source>Open, rename, delete or import saved games</source>
        <translation>保存したゲームを開く・名前を変更する・削除する・取り込む</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/start_page.py"/>
        <source>&amp;Rules</source>
        <translation>ルール(&amp;R)</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/start_page.py"/>
        <source>Read how to play</source>
        <translation>遊び方を読む</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/start_page.py"/>
        <source>&amp;Settings</source>
        <translation>設定(&amp;S)</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/start_page.py"/>
        <source>Animation and bot speed</source>
        <translation>アニメーションとボットの速さ</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/start_page.py"/>
        <source>History and S&amp;tatistics</source>
        <translation>履歴と統計(&amp;T)</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/start_page.py"/>
        <source>Your finished games, to look at again or replay, and who wins most</source>
        <translation>終了したゲームの見直しやリプレイと、いちばん勝っているのは誰か</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/start_page.py"/>
        <source>&amp;Quit</source>
        <translation>終了(&amp;Q)</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/start_page.py"/>
        <source>Close Ponzi Desktop</source>
        <translation>Ponzi Desktop を閉じる</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/start_page.py"/>
        <source>Continue: %1</source>
        <translation>続きから遊ぶ：%1</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/start_page.py"/>
        <source>Continue</source>
        <translation>続きから遊ぶ</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/start_page.py"/>
        <source>Recent saved games</source>
        <translation>最近保存したゲーム</translation>
    </message>
    <message>
        <source>&amp;History and Statistics</source>
        <translation type="vanished">履歴と統計(&amp;H)</translation>
    </message>
    <message>
        <source>&amp;Load a Saved Game…</source>
        <translation type="vanished">保存したゲームを開く(&amp;L)…</translation>
    </message>
    <message>
        <source>Open a game you saved earlier</source>
        <translation type="vanished">以前に保存したゲームを開きます</translation>
    </message>
</context>
<context>
    <name>Table</name>
    <message>
        <location filename="../ponzi_desktop/ui/kit/seat.py"/>
        <source>you</source>
        <translation>あなた</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/kit/seat.py"/>
        <source>thinking…</source>
        <translation>思考中…</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/kit/seat.py"/>
        <source>bot</source>
        <translation>ボット</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/kit/seat.py"/>
        <source>deciding…</source>
        <translation>考え中…</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/kit/seat.py"/>
        <source>up next</source>
        <translation>次の番</translation>
    </message>
    <message>
        <source>bot · thinking…</source>
        <translation type="vanished">ボット思考中…</translation>
    </message>
</context>
<context>
    <name>Timeline</name>
    <message>
        <location filename="../ponzi_desktop/ui/replay/timeline.py"/>
        <source>Before the first action</source>
        <translation>最初のアクションの前</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/replay/timeline.py"/>
        <source>Action %1 of %2</source>
        <translation>アクション %1/%2</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/replay/timeline.py"/>
        <source>Action %1: %2</source>
        <translation>アクション %1：%2</translation>
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
        <translation>新しいゲーム</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/start_page.py"/>
        <source>New game of %1</source>
        <translation>%1の新しいゲーム</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/start_page.py"/>
        <source>Choose the players and the rules, then sit down at the table</source>
        <translation>プレイヤーとルールを決めて卓に着きましょう</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/start_page.py"/>
        <source>Learn to Play</source>
        <translation>遊び方を学ぶ</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/start_page.py"/>
        <source>Learn to play %1</source>
        <translation>%1の遊び方を学ぶ</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/start_page.py"/>
        <source>A guided first game: the table shows you each kind of move</source>
        <translation>ガイド付きの最初のゲーム：テーブルが手の種類をひとつずつ案内します</translation>
    </message>
    <message>
        <source>&amp;New Game</source>
        <translation type="vanished">新しいゲーム(&amp;N)</translation>
    </message>
    <message>
        <source>&amp;Learn to Play</source>
        <translation type="vanished">遊び方を学ぶ(&amp;L)</translation>
    </message>
    <message>
        <source>Raise money by promising your investors interest, trade shares of made-up industries in secret envelopes, and stay solvent longer than everyone else.</source>
        <translation type="vanished">投資家に配当金を約束して資金を集め、架空の会社を封筒でこっそり売り買いし、誰よりも長く破産せずに生き残りましょう。</translation>
    </message>
    <message>
        <source>3 to 5 players · about an hour</source>
        <translation type="vanished">3〜5人 · 約1時間</translation>
    </message>
    <message>
        <source>Buy and sell shares while the prices swing, and get into gold before the market falls.</source>
        <translation type="vanished">株価が揺れ動くなかで株券を売り買いし、市場が崩れる前に金塊へ乗り換えましょう。</translation>
    </message>
    <message>
        <source>2 to 5 players · about an hour</source>
        <translation type="vanished">2〜5人 · 約1時間</translation>
    </message>
    <message>
        <source>Competitors against monopolists on one board: buy streets, build, and survive the price wars.</source>
        <translation type="vanished">競争者と独占者がひとつの盤で対決。通りを買い、建物を建て、価格戦争を生き延びましょう。</translation>
    </message>
    <message>
        <source>2 to 6 players · about two hours</source>
        <translation type="vanished">2〜6人 · 約2時間</translation>
    </message>
</context>
<context>
    <name>_PonziRules</name>
    <message>
        <location filename="../ponzi_desktop/ui/ponzi/settings_form.py"/>
        <source>Game</source>
        <translation>ゲーム</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/ponzi/settings_form.py"/>
        <source>Advanced: instead of an offer you may buy a luxury; luxuries score instead of cash.</source>
        <translation>上級ルール：取引きを持ちかける代わりに贅沢品を買えます。現金の代わりに贅沢品が得点になります。</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/ponzi/settings_form.py"/>
        <source>Basic</source>
        <translation>基本ルール</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/ponzi/settings_form.py"/>
        <source>Advanced</source>
        <translation>上級ルール</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/ponzi/settings_form.py"/>
        <source>Bear cards</source>
        <translation>熊カード</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/ponzi/settings_form.py"/>
        <source>18: cards 63–80, as the rulebook counts them. 16: cards 65–80, as the online version plays.</source>
        <translation>18⁠枚：資金カード63〜80（ルールブックの枚数）。16⁠枚：資金カード65〜80（オンライン版の遊び方）。</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/ponzi/settings_form.py"/>
        <source>18 bears</source>
        <translation>熊カード18⁠枚</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/ponzi/settings_form.py"/>
        <source>16 bears</source>
        <translation>熊カード16⁠枚</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/ponzi/settings_form.py"/>
        <source>Trading</source>
        <translation>取引き</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/ponzi/settings_form.py"/>
        <source>Turning it off is a house rule of the online version.</source>
        <translation>なしにするのはオンライン版のハウスルールです。</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/ponzi/settings_form.py"/>
        <source>Clandestine &amp;trading in the first round</source>
        <translation>最初のラウンドの闇取引き(&amp;T)</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/ponzi/settings_form.py"/>
        <source>Length</source>
        <translation>ゲームの長さ</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/ponzi/settings_form.py"/>
        <source>Without a limit the game ends at the first bankruptcy. With one, it also ends after that round, and every player is scored.</source>
        <translation>上限なしでは、最初の破産でゲームが終わります。上限ありでは、そのラウンドが終わったときにも終わり、全員の得点を計算します。</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/ponzi/settings_form.py"/>
        <source>End after this many rounds:</source>
        <translation>このラウンド数で終える：</translation>
    </message>
    <message>
        <source>Rules</source>
        <translation type="vanished">ルール</translation>
    </message>
    <message>
        <source>Basic or advanced rules</source>
        <translation type="vanished">基本ルールか上級ルールか</translation>
    </message>
</context>
<context>
    <name>_SeatRow</name>
    <message>
        <location filename="../ponzi_desktop/ui/seat_rows.py"/>
        <source>Human</source>
        <translation>人間</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/seat_rows.py"/>
        <source>Bot: %1</source>
        <translation>ボット：%1</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/seat_rows.py"/>
        <source>Name of player %1</source>
        <translation>プレイヤー%1の名前</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/seat_rows.py"/>
        <source>Human or bot, player %1</source>
        <translation>プレイヤー%1：人間かボットか</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/seat_rows.py"/>
        <source>Remove player %1</source>
        <translation>プレイヤー%1を削除</translation>
    </message>
    <message numerus="yes">
        <location filename="../ponzi_desktop/ui/seat_rows.py"/>
        <source>At least %n player(s)</source>
        <translation>
            <numerusform>プレイヤーは%n人以上</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/seat_rows.py"/>
        <source>Colour: %1 (click to change)</source>
        <translation>色：%1（クリックで変更）</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/seat_rows.py"/>
        <source>Colour of player %1: %2</source>
        <translation>プレイヤー%1の色：%2</translation>
    </message>
    <message>
        <location filename="../ponzi_desktop/ui/seat_rows.py"/>
        <source>%1 (swap with %2)</source>
        <translation>%1（%2と交換）</translation>
    </message>
</context>
<context>
    <name>AntiMonopolyLesson</name>
    <message>
        <location filename="../resources/lessons/anti_monopoly.json"/>
        <source>Welcome to Anti-Monopoly</source>
        <translation>アンチモノポリーへようこそ</translation>
    </message>
    <message>
        <location filename="../resources/lessons/anti_monopoly.json"/>
        <source>Buy properties, collect rent from the others and build on your streets. This is a short game: time is called after round 12, and the player with the most cash then wins.</source>
        <translation>土地を買い、ほかのプレイヤーから家賃を取り、自分の通りに建物を建てましょう。これは短いゲームです。ラウンド12が終わると時間切れになり、そのとき現金がいちばん多いプレイヤーの勝ちです。</translation>
    </message>
    <message>
        <location filename="../resources/lessons/anti_monopoly.json"/>
        <source>Two sides</source>
        <translation>ふたつの陣営</translation>
    </message>
    <message>
        <location filename="../resources/lessons/anti_monopoly.json"/>
        <source>You are a Monopolist: hold two streets of a city and your rents there double. Ada and Bruno are Competitors: their rents stay modest, but they may build on any street they own.</source>
        <translation>あなたは独占者です。ひとつの都市の通りを2つ持つと、そこの家賃が2倍になります。AdaとBrunoは競争者で、家賃は控えめですが、持っている通りならどこにでも建てられます。</translation>
    </message>
    <message>
        <location filename="../resources/lessons/anti_monopoly.json"/>
        <source>Roll the dice</source>
        <translation>サイコロを振る</translation>
    </message>
    <message>
        <location filename="../resources/lessons/anti_monopoly.json"/>
        <source>Click the dice: your pawn moves round the board by the throw.</source>
        <translation>サイコロをクリックしましょう。出た目の数だけあなたのコマが盤を進みます。</translation>
    </message>
    <message>
        <location filename="../resources/lessons/anti_monopoly.json"/>
        <source>First roll the dice: click them.</source>
        <translation>まずサイコロを振りましょう。サイコロをクリックしてください。</translation>
    </message>
    <message>
        <location filename="../resources/lessons/anti_monopoly.json"/>
        <source>Buy a property</source>
        <translation>土地を買う</translation>
    </message>
    <message>
        <location filename="../resources/lessons/anti_monopoly.json"/>
        <source>Nobody owns U.S. Railroad yet. Drag its space onto your place to buy it for $200, or click Buy for $200.</source>
        <translation>U.S. 鉄道はまだ誰のものでもありません。そのマスを自分の席へドラッグするか、「$200で買う」をクリックすると$200で買えます。</translation>
    </message>
    <message>
        <location filename="../resources/lessons/anti_monopoly.json"/>
        <source>Buy U.S. Railroad first: drag its space onto your place, or click Buy for $200.</source>
        <translation>まずU.S. 鉄道を買いましょう。そのマスを自分の席へドラッグするか、「$200で買う」をクリックしてください。</translation>
    </message>
    <message>
        <location filename="../resources/lessons/anti_monopoly.json"/>
        <source>End your turn</source>
        <translation>手番を終える</translation>
    </message>
    <message>
        <location filename="../resources/lessons/anti_monopoly.json"/>
        <source>Click End turn: Ada plays next, then Bruno.</source>
        <translation>「手番を終える」をクリックしましょう。次はAda、その次はBrunoの番です。</translation>
    </message>
    <message>
        <location filename="../resources/lessons/anti_monopoly.json"/>
        <source>Click End turn now.</source>
        <translation>ここで「手番を終える」をクリックしてください。</translation>
    </message>
    <message>
        <location filename="../resources/lessons/anti_monopoly.json"/>
        <source>Rent to a Competitor</source>
        <translation>競争者への家賃</translation>
    </message>
    <message>
        <location filename="../resources/lessons/anti_monopoly.json"/>
        <source>You landed on Walnut St., Ada's street, and paid Ada $20. Rent goes by the owner's side: a Competitor's street earns a tenth of its price.</source>
        <translation>Adaの通りであるウォルナット通りに止まり、Adaに$20を払いました。家賃は持ち主の陣営で決まり、競争者の通りの家賃は価格の10分の1です。</translation>
    </message>
    <message>
        <location filename="../resources/lessons/anti_monopoly.json"/>
        <source>Rent to a Monopolist</source>
        <translation>独占者への家賃</translation>
    </message>
    <message>
        <location filename="../resources/lessons/anti_monopoly.json"/>
        <source>Bruno drew a card that sent Bruno's pawn to your U.S. Railroad, and Bruno paid you $80. You hold two transportation companies, and a Monopolist's fare doubles with each one.</source>
        <translation>Brunoが引いたカードでBrunoのコマがあなたの U.S. 鉄道に送られ、Brunoはあなたに$80を払いました。あなたは運送会社を2つ持っていて、独占者の運賃は1社増えるごとに2倍になります。</translation>
    </message>
    <message>
        <location filename="../resources/lessons/anti_monopoly.json"/>
        <source>A card</source>
        <translation>カード</translation>
    </message>
    <message>
        <location filename="../resources/lessons/anti_monopoly.json"/>
        <source>You landed on a card space and drew a Monopolist card: it cost you $50. Each side draws from its own deck.</source>
        <translation>カードのマスに止まり、独占者カードを引きました。$50の支払いです。それぞれの陣営は自分の陣営の山札から引きます。</translation>
    </message>
    <message>
        <location filename="../resources/lessons/anti_monopoly.json"/>
        <source>Offer a trade</source>
        <translation>取引を申し込む</translation>
    </message>
    <message>
        <location filename="../resources/lessons/anti_monopoly.json"/>
        <source>Ada's Basin St. would give you both streets of New Orleans. Drag it onto your place, or click Trade… and choose Ada: the window opens with $199 written in as the cash you pay. Click Propose.</source>
        <translation>Adaのベイスン通りが手に入れば、ニューオーリンズの通りが2つともあなたのものになります。それを自分の席へドラッグするか、「取引…」をクリックしてAdaを選ぶと、支払う現金に$199と書かれた画面が開きます。「申し込む」をクリックしましょう。</translation>
    </message>
    <message>
        <location filename="../resources/lessons/anti_monopoly.json"/>
        <source>Offer Ada a trade first: drag Ada's Basin St. onto your place, or click Trade… and choose Ada.</source>
        <translation>まずAdaに取引を申し込みましょう。Adaのベイスン通りを自分の席へドラッグするか、「取引…」をクリックしてAdaを選んでください。</translation>
    </message>
    <message>
        <location filename="../resources/lessons/anti_monopoly.json"/>
        <source>$199 is written in as the cash you pay: click Propose.</source>
        <translation>支払う現金には$199と書かれています。「申し込む」をクリックしましょう。</translation>
    </message>
    <message>
        <location filename="../resources/lessons/anti_monopoly.json"/>
        <source>Propose the offer</source>
        <translation>申し込む</translation>
    </message>
    <message>
        <location filename="../resources/lessons/anti_monopoly.json"/>
        <source>Click Your offer… to open the window again, then click Propose: $199 is written in as the cash you pay.</source>
        <translation>「あなたの申し込み…」をクリックして画面をもう一度開き、「申し込む」をクリックしましょう。支払う現金には$199と書かれています。</translation>
    </message>
    <message>
        <location filename="../resources/lessons/anti_monopoly.json"/>
        <source>The lesson's offer is Basin St. for $199 that you pay: put 199 back as the cash and click Propose.</source>
        <translation>このレッスンの申し込みは、あなたが$199を払ってベイスン通りを得るものです。現金を199に戻して「申し込む」をクリックしてください。</translation>
    </message>
    <message>
        <location filename="../resources/lessons/anti_monopoly.json"/>
        <source>Ada accepts</source>
        <translation>Adaが受けました</translation>
    </message>
    <message>
        <location filename="../resources/lessons/anti_monopoly.json"/>
        <source>You hold both streets of New Orleans now: a monopoly, so their rents double. As a Monopolist you may build only in such a city.</source>
        <translation>これでニューオーリンズの通りを2つとも持ったので独占となり、家賃は2倍です。独占者が建物を建てられるのは、こうした都市だけです。</translation>
    </message>
    <message>
        <location filename="../resources/lessons/anti_monopoly.json"/>
        <source>Build three houses on Basin St.</source>
        <translation>ベイスン通りに家を3⁠軒建てる</translation>
    </message>
    <message>
        <location filename="../resources/lessons/anti_monopoly.json"/>
        <source>Build on Basin St. three times, one house each: drag a house from the Treasury onto it, or click Build… and choose Basin St. A Monopolist puts up to three houses on a street, then an apartment.</source>
        <translation>ベイスン通りに1⁠軒ずつ、3⁠回建てましょう。財務省から家をそこへドラッグするか、「建てる…」をクリックしてベイスン通りを選びます。独占者はひとつの通りに家を3⁠軒まで建て、その次はアパートです。</translation>
    </message>
    <message>
        <location filename="../resources/lessons/anti_monopoly.json"/>
        <source>Build on Basin St. first: drag a house from the Treasury onto it, or click Build… and choose Basin St.</source>
        <translation>まずベイスン通りに建てましょう。財務省から家をそこへドラッグするか、「建てる…」をクリックしてベイスン通りを選んでください。</translation>
    </message>
    <message>
        <location filename="../resources/lessons/anti_monopoly.json"/>
        <source>Build an apartment, then on French Quarter</source>
        <translation>アパートを建て、次はフレンチ・クォーターに</translation>
    </message>
    <message>
        <location filename="../resources/lessons/anti_monopoly.json"/>
        <source>Three houses stand on Basin St.: the next building is the apartment. Drag it from the Treasury onto Basin St., or click Build… and choose Basin St. Then build the same on French Quarter: three houses, then an apartment (five moves in all).</source>
        <translation>ベイスン通りには家が3⁠軒建ちました。次の建物はアパートです。財務省からアパートをベイスン通りへドラッグするか、「建てる…」をクリックしてベイスン通りを選びましょう。続けてフレンチ・クォーターにも同じく、家を3⁠軒、その次にアパートを建てます（全部で5⁠手）。</translation>
    </message>
    <message>
        <location filename="../resources/lessons/anti_monopoly.json"/>
        <source>Build on the lit street: the apartment on Basin St. first, then on French Quarter.</source>
        <translation>光っている通りに建ててください。まずベイスン通りのアパート、次にフレンチ・クォーターです。</translation>
    </message>
    <message>
        <location filename="../resources/lessons/anti_monopoly.json"/>
        <source>Prison</source>
        <translation>刑務所</translation>
    </message>
    <message>
        <location filename="../resources/lessons/anti_monopoly.json"/>
        <source>You landed on Go to Prison: a Monopolist goes to Prison and collects no rent there. A Competitor would go to the Price War instead.</source>
        <translation>「刑務所へ」のマスに止まりました。独占者は刑務所に入り、そこにいる間は家賃を受け取れません。競争者なら代わりに価格戦争へ行きます。</translation>
    </message>
    <message>
        <location filename="../resources/lessons/anti_monopoly.json"/>
        <source>Leave Prison</source>
        <translation>刑務所を出る</translation>
    </message>
    <message>
        <location filename="../resources/lessons/anti_monopoly.json"/>
        <source>Throw doubles to get out, or pay the $50 fine. Click Pay $50 fine, then roll as usual.</source>
        <translation>ゾロ目を出すか、罰金$50を払えば出られます。「罰金$50を払う」をクリックして、いつものようにサイコロを振りましょう。</translation>
    </message>
    <message>
        <location filename="../resources/lessons/anti_monopoly.json"/>
        <source>Pay the fine first: click Pay $50 fine.</source>
        <translation>まず罰金を払いましょう。「罰金$50を払う」をクリックしてください。</translation>
    </message>
    <message>
        <location filename="../resources/lessons/anti_monopoly.json"/>
        <source>Mortgage a property</source>
        <translation>抵当に入れる</translation>
    </message>
    <message>
        <location filename="../resources/lessons/anti_monopoly.json"/>
        <source>You owe $75 Property Tax and lack the cash. Drag Brattle St. onto the Treasury to mortgage it for $110, or click Mortgage… and choose Brattle St.</source>
        <translation>固定資産税$75を払う現金が足りません。ブラトル通りを財務省へドラッグするか、「抵当に入れる…」をクリックしてブラトル通りを選ぶと、抵当に入れて$110を受け取れます。</translation>
    </message>
    <message>
        <location filename="../resources/lessons/anti_monopoly.json"/>
        <source>Raise the money first: drag Brattle St. onto the Treasury, or click Mortgage… and choose Brattle St.</source>
        <translation>まずお金を用意しましょう。ブラトル通りを財務省へドラッグするか、「抵当に入れる…」をクリックしてブラトル通りを選んでください。</translation>
    </message>
    <message>
        <location filename="../resources/lessons/anti_monopoly.json"/>
        <source>Time is called</source>
        <translation>時間切れ</translation>
    </message>
    <message>
        <location filename="../resources/lessons/anti_monopoly.json"/>
        <source>Round 12 is over, so time is called: after a last chance to deal with the Treasury (the Done button below the table), each of you keeps only part of your cash. The Treasury then pays one rent for each property, and the player with the most cash wins.</source>
        <translation>ラウンド12が終わり、時間切れです。財務省との最後の取引（テーブルの下の「完了」ボタン）のあと、各自は現金の一部だけを残します。そのあと財務省が土地ごとに家賃1回分を払い、現金がいちばん多いプレイヤーの勝ちです。</translation>
    </message>
    <message>
        <source>Bruno's card sent them to your U.S. Railroad, and they paid you $80. You hold two transportation companies, and a Monopolist's fare doubles with each one.</source>
        <translation type="vanished">Brunoはカードであなたの U.S. 鉄道に送られ、あなたに$80を払いました。あなたは運送会社を2つ持っていて、独占者の運賃は1社増えるごとに2倍になります。</translation>
    </message>
    <message>
        <source>Nobody owns U.S. Railroad yet. Drag its space onto your place to buy it for $200.</source>
        <translation type="vanished">U.S. 鉄道はまだ誰のものでもありません。そのマスを自分の席へドラッグすると$200で買えます。</translation>
    </message>
    <message>
        <source>Buy U.S. Railroad first: drag its space onto your place.</source>
        <translation type="vanished">まずU.S. 鉄道を買いましょう。そのマスを自分の席へドラッグしてください。</translation>
    </message>
    <message>
        <source>Ada's Basin St. would give you both streets of New Orleans. Drag it onto your place: the window opens with $199 written in as the cash you pay. Click Propose.</source>
        <translation type="vanished">Adaのベイスン通りが手に入れば、ニューオーリンズの通りが2つともあなたのものになります。それを自分の席へドラッグすると、支払う現金に$199と書かれた画面が開きます。「申し込む」をクリックしましょう。</translation>
    </message>
    <message>
        <source>Offer Ada a trade first: drag Ada's Basin St. onto your place.</source>
        <translation type="vanished">まずAdaに取引を申し込みましょう。Adaのベイスン通りを自分の席へドラッグしてください。</translation>
    </message>
    <message>
        <source>Drag a house from the Treasury onto Basin St., three times, one house each. A Monopolist puts up to three houses on a street, then an apartment.</source>
        <translation type="vanished">財務省から家をベイスン通りへ1⁠軒ずつ、3⁠回ドラッグしましょう。独占者はひとつの通りに家を3⁠軒まで建て、その次はアパートです。</translation>
    </message>
    <message>
        <source>Build on Basin St. first: drag a house from the Treasury onto it.</source>
        <translation type="vanished">まずベイスン通りに建てましょう。財務省から家をそこへドラッグしてください。</translation>
    </message>
    <message>
        <source>Three houses stand on Basin St.: the next building is the apartment. Drag it from the Treasury onto Basin St. Then build the same on French Quarter: three houses, then an apartment (five moves in all).</source>
        <translation type="vanished">ベイスン通りには家が3⁠軒建ちました。次の建物はアパートです。財務省からアパートをベイスン通りへドラッグしましょう。続けてフレンチ・クォーターにも同じく、家を3⁠軒、その次にアパートを建てます（全部で5⁠手）。</translation>
    </message>
    <message>
        <source>You owe $75 Property Tax and lack the cash. Drag Brattle St. onto the Treasury to mortgage it for $110.</source>
        <translation type="vanished">固定資産税$75を払う現金が足りません。ブラトル通りを財務省へドラッグすると、抵当に入れて$110を受け取れます。</translation>
    </message>
    <message>
        <source>Raise the money first: drag Brattle St. onto the Treasury.</source>
        <translation type="vanished">まずお金を用意しましょう。ブラトル通りを財務省へドラッグしてください。</translation>
    </message>
    <message>
        <source>You landed on Walnut St., Ada's street, and paid her $20. Rent goes by the owner's side: a Competitor's street earns a tenth of its price.</source>
        <translation type="vanished">Adaの通りであるウォルナット通りに止まり、Adaに$20を払いました。家賃は持ち主の陣営で決まり、競争者の通りの家賃は価格の10分の1です。</translation>
    </message>
    <message>
        <source>Bruno's card sent him to your U.S. Railroad, and he paid you $80. You hold two transportation companies, and a Monopolist's fare doubles with each one.</source>
        <translation type="vanished">Brunoはカードであなたの U.S. 鉄道に送られ、あなたに$80を払いました。あなたは運送会社を2つ持っていて、独占者の運賃は1社増えるごとに2倍になります。</translation>
    </message>
    <message>
        <source>Offer Ada a trade first: drag her Basin St. onto your place.</source>
        <translation type="vanished">まずAdaに取引を申し込みましょう。Adaのベイスン通りを自分の席へドラッグしてください。</translation>
    </message>
    <message>
        <source>Drag a house from the Treasury onto Basin St. A Monopolist puts up to three houses on a street, then an apartment.</source>
        <translation type="vanished">財務省から家をベイスン通りへドラッグしましょう。独占者はひとつの通りに家を3軒まで建て、その次はアパートです。</translation>
    </message>
    <message>
        <source>Build an apartment</source>
        <translation type="vanished">アパートを建てる</translation>
    </message>
    <message>
        <source>Three houses stand on Basin St.: the next building is the apartment. Drag it from the Treasury onto Basin St.</source>
        <translation type="vanished">ベイスン通りには家が3軒建ちました。次の建物はアパートです。財務省からアパートをベイスン通りへドラッグしましょう。</translation>
    </message>
    <message>
        <source>Drag the apartment from the Treasury onto Basin St.</source>
        <translation type="vanished">財務省からアパートをベイスン通りへドラッグしてください。</translation>
    </message>
    <message>
        <source>Ada's Basin St. would give you both streets of New Orleans. Drag it onto your place, then in the window type 199 as the cash you pay and click Propose.</source>
        <translation type="vanished">Adaのベイスン通りが手に入れば、ニューオーリンズの通りが2つともあなたのものになります。それを自分の席へドラッグし、開いた画面で支払う現金に199と入力して「申し込む」をクリックしましょう。</translation>
    </message>
    <message>
        <source>Type 199 as the cash you pay, then click Propose.</source>
        <translation type="vanished">支払う現金に199と入力して、「申し込む」をクリックしましょう。</translation>
    </message>
    <message>
        <source>Click Your offer… to open the window again, type 199 as the cash you pay and click Propose.</source>
        <translation type="vanished">「あなたの申し込み…」をクリックして画面をもう一度開き、支払う現金に199と入力して「申し込む」をクリックしましょう。</translation>
    </message>
    <message>
        <source>The lesson's offer is Basin St. for $199: type 199 as the cash and click Propose.</source>
        <translation type="vanished">このレッスンの申し込みは、ベイスン通りと引き換えに$199です。現金に199と入力して「申し込む」をクリックしてください。</translation>
    </message>
    <message>
        <source>Round 12 is over, so time is called: after a last chance to deal with the Treasury (click Done), each of you keeps only part of your cash. The Treasury then pays one rent for each property, and the player with the most cash wins.</source>
        <translation type="vanished">ラウンド12が終わり、時間切れです。財務省との最後の取引（終わったら「完了」をクリック）のあと、各自は現金の一部だけを残します。そのあと財務省が土地ごとに家賃1回分を払い、現金がいちばん多いプレイヤーの勝ちです。</translation>
    </message>
</context>
<context>
    <name>BlackFridayLesson</name>
    <message>
        <location filename="../resources/lessons/black_friday.json"/>
        <source>Welcome to Black Friday</source>
        <translation>ブラックフライデーへようこそ</translation>
    </message>
    <message>
        <location filename="../resources/lessons/black_friday.json"/>
        <source>You buy and sell shares of five colours while their prices move on the chart, and you can buy gold bars. The game ends when gold reaches $100: the most cash and gold wins.</source>
        <translation>5色の株コマを売り買いし、その株価は株価表の上を動きます。金塊も買えます。金塊の価格が$100に達するとゲームが終わり、現金と金塊の合計が最も多い人が勝ちます。</translation>
    </message>
    <message>
        <location filename="../resources/lessons/black_friday.json"/>
        <source>Buy a share</source>
        <translation>株コマを買う</translation>
    </message>
    <message>
        <location filename="../resources/lessons/black_friday.json"/>
        <source>A share costs its price on the chart, paid from your cash. Buy the lit blue share: drag it from the share market onto your screen, or click it and then your screen, or its price after Buy: on the panel.</source>
        <translation>株コマは株価表の株価で買い、現金で支払います。光っている青の株コマを自分のついたてへドラッグかクリック、またはパネルの「購入：」の株価で買いましょう。</translation>
    </message>
    <message>
        <location filename="../resources/lessons/black_friday.json"/>
        <source>Buy the lit blue share: drag it from the share market onto your screen, or click it and then your screen, or its price after Buy: on the panel.</source>
        <translation>光っている青の株コマを買いましょう。自分のついたてへドラッグかクリック、またはパネルの「購入：」の株価で。</translation>
    </message>
    <message>
        <location filename="../resources/lessons/black_friday.json"/>
        <source>Finish the purchase</source>
        <translation>購入を終える</translation>
    </message>
    <message>
        <location filename="../resources/lessons/black_friday.json"/>
        <source>A purchase ends with one share of a colour you bought going onto the share purchase track. Put a blue share from the share market on the share purchase track: drag or click it, or Finish buying.</source>
        <translation>購入の最後に、買った色の株コマ1つを株券購入トラックへ置きます。青の株コマを株式市場から株券購入トラックへ。ドラッグかクリック、または「購入を終える」。</translation>
    </message>
    <message>
        <location filename="../resources/lessons/black_friday.json"/>
        <source>To finish the purchase, put a blue share from the share market on the share purchase track: drag or click it, or Finish buying.</source>
        <translation>購入を終えるには、青の株コマを株式市場から株券購入トラックへ。ドラッグかクリック、または「購入を終える」。</translation>
    </message>
    <message>
        <location filename="../resources/lessons/black_friday.json"/>
        <source>Your bonus tile</source>
        <translation>あなたのボーナスタイル</translation>
    </message>
    <message>
        <location filename="../resources/lessons/black_friday.json"/>
        <source>Once a game, your bonus tile gives you a free move before or after your action. Keep it for later: click End turn.</source>
        <translation>ボーナスタイルを使うと、ゲーム中に1回だけ、アクションの前か後に無料の1手ができます。今は取っておきましょう。「手番を終える」をクリックします。</translation>
    </message>
    <message>
        <location filename="../resources/lessons/black_friday.json"/>
        <source>Keep the bonus tile for later: click End turn.</source>
        <translation>ボーナスタイルは取っておきましょう。「手番を終える」をクリックします。</translation>
    </message>
    <message>
        <location filename="../resources/lessons/black_friday.json"/>
        <source>Buy gold</source>
        <translation>金塊を買う</translation>
    </message>
    <message>
        <location filename="../resources/lessons/black_friday.json"/>
        <source>Gold bars cost the gold price, and at the end they count at the gold price. Move a purple share from the share market onto the gold purchase track (drag it, or click it and then the track, or Buy gold… on the panel), then confirm 1 bar.</source>
        <translation>金塊は金塊の価格で買い、ゲームの終わりにも金塊の価格で数えます。紫の株コマを株式市場から金塊購入トラックへ移し（ドラッグするか、クリックしてからトラックをクリック、またはパネルの「金塊を買う…」）、1個で「決定」しましょう。</translation>
    </message>
    <message>
        <location filename="../resources/lessons/black_friday.json"/>
        <source>Buy gold: move a purple share from the share market onto the gold purchase track. Drag it, or click it and then the track, or Buy gold… on the panel.</source>
        <translation>金塊を買いましょう。紫の株コマを株式市場から金塊購入トラックへ。ドラッグするか、クリックしてからトラックをクリック、またはパネルの「金塊を買う…」。</translation>
    </message>
    <message>
        <location filename="../resources/lessons/black_friday.json"/>
        <source>Choose 1 bar and click Confirm.</source>
        <translation>金塊を1本選んで「決定」をクリックしましょう。</translation>
    </message>
    <message>
        <location filename="../resources/lessons/black_friday.json"/>
        <source>A price change</source>
        <translation>価格変動</translation>
    </message>
    <message>
        <location filename="../resources/lessons/black_friday.json"/>
        <source>Ada's share filled the gold purchase track and set off a price change. Shares drawn from the bag moved every colour's marker on the chart, and gold rose to $21.</source>
        <translation>Adaの株コマで金塊購入トラックが埋まり、価格変動フェイズになりました。袋から引いた株コマで各色の株価表示コマが株価表の上を動き、金塊の価格は$21に上がりました。</translation>
    </message>
    <message>
        <location filename="../resources/lessons/black_friday.json"/>
        <source>The level</source>
        <translation>レベル</translation>
    </message>
    <message>
        <location filename="../resources/lessons/black_friday.json"/>
        <source>A marker reached a higher level of the chart, so the level tile went up to 1. As the level climbs, price changes draw more shares from the bag, and later an action may buy or sell more at once.</source>
        <translation>株価表示コマが株価表の上のレベルに入ったので、レベルタイルが1に上がりました。レベルが上がるにつれて、価格変動で袋から引く株コマが増え、やがて1回のアクションでより多く売り買いできるようになります。</translation>
    </message>
    <message>
        <location filename="../resources/lessons/black_friday.json"/>
        <source>Sell shares</source>
        <translation>株コマを売る</translation>
    </message>
    <message>
        <location filename="../resources/lessons/black_friday.json"/>
        <source>Selling puts your share back in the market and pays you its price now. Move your lit green share onto the share market: drag it, or click it and then the market, or its count after Sell: on the panel.</source>
        <translation>売却すると株コマは株式市場に戻り、今の株価を受け取ります。光っている緑の株コマを株式市場へ。ドラッグするか、クリックしてから株式市場をクリック、またはパネルの「売却：」のあとの個数をクリックします。</translation>
    </message>
    <message>
        <location filename="../resources/lessons/black_friday.json"/>
        <source>Sell the lit green share: drag it from your screen onto the share market, or click it and then the market, or its count after Sell: on the panel.</source>
        <translation>光っている緑の株コマを売却しましょう。自分のついたてから株式市場へドラッグするか、クリックしてから株式市場をクリック、またはパネルの「売却：」のあとの個数をクリックします。</translation>
    </message>
    <message>
        <location filename="../resources/lessons/black_friday.json"/>
        <source>Finish the sale</source>
        <translation>売却を終える</translation>
    </message>
    <message>
        <location filename="../resources/lessons/black_friday.json"/>
        <source>A sale ends with one share of a colour you sold going from the current sale row to the market, and that colour's price falls. Move the lit green share of row 1 onto the share market: drag it, or click it and then the market, or Finish selling.</source>
        <translation>売却の最後に、売った色の株コマ1つを株券売却トラックの今の段から株式市場へ移し、その色の株価が下がります。1段目の光っている緑の株コマを株式市場へ。ドラッグするか、クリックしてから株式市場をクリック、または「売却を終える」。</translation>
    </message>
    <message>
        <location filename="../resources/lessons/black_friday.json"/>
        <source>To finish the sale, move the green share of row 1 onto the share market: drag it, or click it and then the market, or Finish selling.</source>
        <translation>売却を終えるには、1段目の緑の株コマを株式市場へ。ドラッグするか、クリックしてから株式市場をクリック、または「売却を終える」。</translation>
    </message>
    <message>
        <location filename="../resources/lessons/black_friday.json"/>
        <source>Use your bonus tile</source>
        <translation>ボーナスタイルを使う</translation>
    </message>
    <message>
        <location filename="../resources/lessons/black_friday.json"/>
        <source>Your bonus tile's free move puts a share on a track without buying anything. Move a blue share from the share market onto the last space of the share purchase track: drag it, or click it and then the track, or Bonus move on the panel.</source>
        <translation>ボーナスタイルの無料の1手では、何も買わずに株コマをトラックへ置けます。青の株コマを株式市場から株券購入トラックの最後のマスへ。ドラッグするか、クリックしてからトラックをクリック、またはパネルの「ボーナスの手」。</translation>
    </message>
    <message>
        <location filename="../resources/lessons/black_friday.json"/>
        <source>Use your bonus tile: move a blue share from the share market onto the share purchase track. Drag it, or click it and then the track, or Bonus move on the panel.</source>
        <translation>ボーナスタイルを使いましょう。青の株コマを株式市場から株券購入トラックへ。ドラッグするか、クリックしてからトラックをクリック、またはパネルの「ボーナスの手」。</translation>
    </message>
    <message>
        <location filename="../resources/lessons/black_friday.json"/>
        <source>Your price change</source>
        <translation>あなたの価格変動</translation>
    </message>
    <message>
        <location filename="../resources/lessons/black_friday.json"/>
        <source>Your share filled the share purchase track, so prices changed again. Blue, which you hold, rose to $110, and the level jumped to 6.</source>
        <translation>あなたの株コマで株券購入トラックが埋まり、また価格変動が起きました。あなたが持っている青は$110に上がり、レベルは6まで上がりました。</translation>
    </message>
    <message>
        <location filename="../resources/lessons/black_friday.json"/>
        <source>How the game ends</source>
        <translation>ゲームの終わり</translation>
    </message>
    <message>
        <location filename="../resources/lessons/black_friday.json"/>
        <source>Price changes push the gold price up. When gold reaches $100 the game ends: shares are sold at their last price, and the most cash and gold wins.</source>
        <translation>価格変動のたびに金塊の価格が上がっていきます。金塊の価格が$100に達するとゲームが終わり、株コマは最後の株価で売却され、現金と金塊の合計が最も多い人が勝ちます。</translation>
    </message>
    <message>
        <source>A share costs its price on the chart, paid from your cash. Drag the lit blue share from the share market onto your screen.</source>
        <translation type="vanished">株コマは株価表の株価で買い、現金で支払います。光っている青の株コマを株式市場から自分のついたてへドラッグしましょう。</translation>
    </message>
    <message>
        <source>Buy the lit blue share: drag it from the share market onto your screen.</source>
        <translation type="vanished">光っている青の株コマを買いましょう。株式市場から自分のついたてへドラッグします。</translation>
    </message>
    <message>
        <source>A purchase ends with one share of a colour you bought going onto the share purchase track. Drag a blue share from the share market onto the share purchase track.</source>
        <translation type="vanished">購入の最後に、買った色の株コマ1つを株券購入トラックへ置きます。青の株コマを株式市場から株券購入トラックへドラッグしましょう。</translation>
    </message>
    <message>
        <source>Finish the purchase: drag a blue share from the share market onto the share purchase track.</source>
        <translation type="vanished">購入を終えましょう。青の株コマを株式市場から株券購入トラックへドラッグします。</translation>
    </message>
    <message>
        <source>Gold bars cost the gold price, and at the end they count at the gold price. Drag a purple share from the share market onto the gold purchase track, then confirm 1 bar.</source>
        <translation type="vanished">金塊は金塊の価格で買い、ゲームの終わりにも金塊の価格で数えます。紫の株コマを株式市場から金塊購入トラックへドラッグし、1個で「決定」しましょう。</translation>
    </message>
    <message>
        <source>Buy gold: drag a purple share from the share market onto the gold purchase track.</source>
        <translation type="vanished">金塊を買いましょう。紫の株コマを株式市場から金塊購入トラックへドラッグします。</translation>
    </message>
    <message>
        <source>Selling puts your share back in the market and pays you its price now. Drag your lit green share onto the share market.</source>
        <translation type="vanished">売却すると株コマは株式市場に戻り、今の株価を受け取ります。光っている緑の株コマを株式市場へドラッグしましょう。</translation>
    </message>
    <message>
        <source>Sell the lit green share: drag it from your screen onto the share market.</source>
        <translation type="vanished">光っている緑の株コマを売却しましょう。自分のついたてから株式市場へドラッグします。</translation>
    </message>
    <message>
        <source>A sale ends with one share of a colour you sold going from the current sale row to the market, and that colour's price falls. Drag the lit green share of row 1 onto the share market.</source>
        <translation type="vanished">売却の最後に、売った色の株コマ1つを株券売却トラックの今の段から株式市場へ移し、その色の株価が下がります。1段目の光っている緑の株コマを株式市場へドラッグしましょう。</translation>
    </message>
    <message>
        <source>Finish the sale: drag the green share of row 1 onto the share market.</source>
        <translation type="vanished">売却を終えましょう。1段目の緑の株コマを株式市場へドラッグします。</translation>
    </message>
    <message>
        <source>Your bonus tile's free move puts a share on a track without buying anything. Drag a blue share from the share market onto the last space of the share purchase track.</source>
        <translation type="vanished">ボーナスタイルの無料の1手では、何も買わずに株コマをトラックへ置けます。青の株コマを株式市場から株券購入トラックの最後のマスへドラッグしましょう。</translation>
    </message>
    <message>
        <source>Use your bonus tile: drag a blue share from the share market onto the share purchase track.</source>
        <translation type="vanished">ボーナスタイルを使いましょう。青の株コマを株式市場から株券購入トラックへドラッグします。</translation>
    </message>
    <message>
        <source>Gold bars cost the gold price, and at the end they count at the gold price. Drag a purple share onto the gold purchase track, then confirm 1 bar.</source>
        <translation type="vanished">金塊は金塊の価格で買い、ゲームの終わりにも金塊の価格で数えます。紫の株コマを金塊購入トラックへドラッグし、1個で「決定」しましょう。</translation>
    </message>
    <message>
        <source>Your bonus tile's free move puts a share on a track without buying anything. Drag a blue share onto the last space of the share purchase track.</source>
        <translation type="vanished">ボーナスタイルの無料の1手では、何も買わずに株コマをトラックへ置けます。青の株コマを株券購入トラックの最後のマスへドラッグしましょう。</translation>
    </message>
    <message>
        <source>A purchase ends with one share of a colour you bought going onto the share purchase track. Drag a blue share onto the share purchase track.</source>
        <translation type="vanished">購入の最後に、買った色の株コマ1つを株券購入トラックへ置きます。青の株コマを株券購入トラックへドラッグしましょう。</translation>
    </message>
    <message>
        <source>A marker reached a higher level of the chart, so the level tile went up to 1. Higher levels let an action buy or sell more shares and more gold bars.</source>
        <translation type="vanished">株価表示コマが株価表の上のレベルに入ったので、レベルタイルが1に上がりました。レベルが上がると、1回のアクションでより多くの株券を売り買いでき、より多くの金塊を買えます。</translation>
    </message>
    <message>
        <source>A sale ends with one share of the current sale row going to the market, and that colour's price falls. Drag the lit green share of row 1 onto the share market.</source>
        <translation type="vanished">売却の最後に、株券売却トラックの今の段から株コマ1つを株式市場へ移し、その色の株価が下がります。1段目の光っている緑の株コマを株式市場へドラッグしましょう。</translation>
    </message>
</context>
<context>
    <name>PonziLesson</name>
    <message>
        <location filename="../resources/lessons/ponzi.json"/>
        <source>Welcome to Ponzi Scheme</source>
        <translation>ポンジスキームへようこそ</translation>
    </message>
    <message>
        <location filename="../resources/lessons/ponzi.json"/>
        <source>You raise cash by funding schemes, pay their interest with newer money, and trade industry tiles in secret. The game ends as soon as someone cannot pay; then, of the other players, whoever has the most points for tiles and cash wins.</source>
        <translation>資金集めでお金を集め、その配当金はあとから集めたお金で払い、産業プレートをこっそり取引きします。誰かが支払えなくなった時点でゲームは終わり、ほかのプレイヤーのうち産業プレートと現金の得点が最も高い人が勝ちます。</translation>
    </message>
    <message>
        <location filename="../resources/lessons/ponzi.json"/>
        <source>Fund your first scheme</source>
        <translation>最初の資金集め</translation>
    </message>
    <message>
        <location filename="../resources/lessons/ponzi.json"/>
        <source>Drag or click the lit Transportation tile, then the lit $11 card: the bank pays you $11 at once. The card goes on your time wheel, and you will owe $10 interest on it every 5 rounds.</source>
        <translation>光っている運輸プレートを光っている$11の資金カードへドラッグするか、両方を順にクリックすると、銀行がすぐに$11を払います。カードはあなたの時間円盤に置かれ、5ラウンドごとにこのカードの配当金$10を払うことになります。</translation>
    </message>
    <message>
        <location filename="../resources/lessons/ponzi.json"/>
        <source>Not that one: drag or click the lit Transportation tile, then the lit $11 card.</source>
        <translation>それではありません。光っている運輸プレートを光っている$11の資金カードへドラッグするか、両方を順にクリックします。</translation>
    </message>
    <message>
        <location filename="../resources/lessons/ponzi.json"/>
        <source>Clandestine trading</source>
        <translation>闇取引き</translation>
    </message>
    <message>
        <location filename="../resources/lessons/ponzi.json"/>
        <source>Now each player may make one secret offer for another player's tile. Keep your cash this time: click Pass.</source>
        <translation>ここでは各プレイヤーが1回ずつ、ほかのプレイヤーの産業プレートに秘密の申し出ができます。今回はお金を取っておき、パスをクリックします。</translation>
    </message>
    <message>
        <location filename="../resources/lessons/ponzi.json"/>
        <source>This time, click Pass below the table.</source>
        <translation>今回は、テーブルの下のパスをクリックします。</translation>
    </message>
    <message>
        <location filename="../resources/lessons/ponzi.json"/>
        <source>The marker moves on</source>
        <translation>スタートプレイヤーの移動</translation>
    </message>
    <message>
        <location filename="../resources/lessons/ponzi.json"/>
        <source>Trading is over, so the start player marker moves on to Ada. As the new start player, Ada takes one card off the funding board.</source>
        <translation>闇取引きが終わったので、スタートプレイヤーマークがAdaに移ります。新しいスタートプレイヤーとして、Adaが資金シートから資金カードを1枚はずします。</translation>
    </message>
    <message>
        <location filename="../resources/lessons/ponzi.json"/>
        <source>The wheels turn</source>
        <translation>時間円盤の回転</translation>
    </message>
    <message>
        <location filename="../resources/lessons/ponzi.json"/>
        <source>The round is over, and every time wheel has turned one space: your $11 card is one step closer to the arrow. When a card reaches the arrow, you pay its interest.</source>
        <translation>ラウンドが終わり、すべての時間円盤が1マス回りました。あなたの$11の資金カードも矢印に1歩近づいています。カードが矢印まで来たら、その配当金を払います。</translation>
    </message>
    <message>
        <location filename="../resources/lessons/ponzi.json"/>
        <source>A second tile</source>
        <translation>2枚目のプレート</translation>
    </message>
    <message>
        <location filename="../resources/lessons/ponzi.json"/>
        <source>Your second Transportation tile is funded from row 2, where the cards are bigger: drag or click it, then the lit $41 card. More cash now means more interest later: $46 every 3 rounds.</source>
        <translation>2枚目の運輸プレートは、金額の大きい2段目から資金集めをします。光っている$41の資金カードへドラッグするか、両方を順にクリックします。多く集めるほどあとの配当金も大きく、3ラウンドごとに$46です。</translation>
    </message>
    <message>
        <location filename="../resources/lessons/ponzi.json"/>
        <source>Drag or click the lit Transportation tile, then the lit $41 card.</source>
        <translation>光っている運輸プレートを光っている$41の資金カードへドラッグするか、両方を順にクリックします。</translation>
    </message>
    <message>
        <location filename="../resources/lessons/ponzi.json"/>
        <source>A secret offer</source>
        <translation>秘密の申し出</translation>
    </message>
    <message>
        <location filename="../resources/lessons/ponzi.json"/>
        <source>Bruno has handed Ada a sealed envelope for one of Ada's Transportation tiles; only the two of them know the amount inside. Ada must either sell Bruno that tile, or pay Bruno the same amount and take one of Bruno's.</source>
        <translation>BrunoがAdaの運輸プレート1枚を求めて、封をした封筒を渡しました。中の金額を知っているのは2人だけです。AdaはそのプレートをBrunoに売却するか、同じ金額を払ってBrunoのプレートを1枚買い取るかのどちらかです。</translation>
    </message>
    <message>
        <location filename="../resources/lessons/ponzi.json"/>
        <source>Make a secret offer</source>
        <translation>秘密の申し出をする</translation>
    </message>
    <message>
        <location filename="../resources/lessons/ponzi.json"/>
        <source>To offer money for one of Bruno's tiles, drag or click your Transportation tile, then Bruno's area. The envelope opens with $23 already written in: click Seal and Hand Over.</source>
        <translation>Brunoのプレートにお金を申し出るには、あなたの運輸プレートをBrunoのエリアへドラッグするか、両方を順にクリックします。封筒は$23が書き込まれた状態で開くので、「封をして渡す」をクリックします。</translation>
    </message>
    <message>
        <location filename="../resources/lessons/ponzi.json"/>
        <source>Drag or click your lit Transportation tile, then Bruno's area, and hand over the envelope with $23.</source>
        <translation>光っている運輸プレートをBrunoのエリアへドラッグかクリックし、$23の封筒を渡します。</translation>
    </message>
    <message>
        <location filename="../resources/lessons/ponzi.json"/>
        <source>The envelope has $23 written on it: click Seal and Hand Over.</source>
        <translation>封筒には$23と書いてあります。「封をして渡す」をクリックしましょう。</translation>
    </message>
    <message>
        <location filename="../resources/lessons/ponzi.json"/>
        <source>Bruno sold</source>
        <translation>Brunoが売却</translation>
    </message>
    <message>
        <location filename="../resources/lessons/ponzi.json"/>
        <source>Bruno chose to sell: Bruno's Transportation tile is now yours, and your $23 now belongs to Bruno. With a counter-offer instead, Bruno would have paid you $23 and taken one of your Transportation tiles.</source>
        <translation>Brunoは売却を選びました。Brunoの運輸プレートはあなたのものになり、あなたの$23はBrunoのものになりました。もし買い取りを選んでいたら、Brunoがあなたに$23を払い、あなたの運輸プレートを1枚持っていったところでした。</translation>
    </message>
    <message>
        <location filename="../resources/lessons/ponzi.json"/>
        <source>Wait for an offer</source>
        <translation>申し出を待つ</translation>
    </message>
    <message>
        <location filename="../resources/lessons/ponzi.json"/>
        <source>Make no offer this round: click Pass. But keep an eye on Ada: an envelope is coming your way.</source>
        <translation>このラウンドは申し出をせず、パスをクリックします。ただしAdaから目を離さないでください。あなたに封筒が届きます。</translation>
    </message>
    <message>
        <location filename="../resources/lessons/ponzi.json"/>
        <source>An envelope for you</source>
        <translation>あなたへの封筒</translation>
    </message>
    <message>
        <location filename="../resources/lessons/ponzi.json"/>
        <source>Ada offers you $41 for one of your Transportation tiles. A counter-offer would cost you $41 and get you one of Ada's. Take the money: click Sold! in the envelope's window.</source>
        <translation>Adaがあなたの運輸プレート1枚に$41を申し出ています。買い取りを選ぶと、$41を払ってAdaのプレートを1枚もらいます。今回はお金を受け取るので、封筒のウィンドウで「売却」をクリックします。</translation>
    </message>
    <message>
        <location filename="../resources/lessons/ponzi.json"/>
        <source>Not a counter-offer this time: click Sold! in the envelope's window.</source>
        <translation>今回は買い取りではありません。封筒のウィンドウで「売却」をクリックしてください。</translation>
    </message>
    <message>
        <location filename="../resources/lessons/ponzi.json"/>
        <source>Take Ada's $41: click Sold!</source>
        <translation>Adaの$41を受け取ります。「売却」をクリックしましょう。</translation>
    </message>
    <message>
        <location filename="../resources/lessons/ponzi.json"/>
        <source>You hold the marker</source>
        <translation>あなたがスタートプレイヤー</translation>
    </message>
    <message>
        <location filename="../resources/lessons/ponzi.json"/>
        <source>The marker has come to you, so you take one card off the funding board: drag or click the lit $64 card, then the discard pile. It is a bear card: when there are as many bears on the board as players, the market crashes.</source>
        <translation>スタートプレイヤーマークがあなたに来たので、資金シートから資金カードを1枚はずします。光っている$64の資金カードを捨て札へドラッグするか、両方を順にクリックします。これは熊カードで、資金シート上の熊カードがプレイヤーの人数と同じになると株価大暴落が起こります。</translation>
    </message>
    <message>
        <location filename="../resources/lessons/ponzi.json"/>
        <source>Drag or click the lit $64 card, then the discard pile.</source>
        <translation>光っている$64の資金カードを捨て札へドラッグするか、両方を順にクリックします。</translation>
    </message>
    <message>
        <location filename="../resources/lessons/ponzi.json"/>
        <source>Pass again</source>
        <translation>またパス</translation>
    </message>
    <message>
        <location filename="../resources/lessons/ponzi.json"/>
        <source>No offer this round either: click Pass.</source>
        <translation>このラウンドも申し出はしません。パスをクリックします。</translation>
    </message>
    <message>
        <location filename="../resources/lessons/ponzi.json"/>
        <source>Interest falls due</source>
        <translation>配当金の支払い</translation>
    </message>
    <message>
        <location filename="../resources/lessons/ponzi.json"/>
        <source>The wheels turned, and your $41 card reached the arrow: you paid its $46 interest out of your cash. The card goes round the wheel again and falls due in another 3 rounds.</source>
        <translation>時間円盤が回り、あなたの$41の資金カードが矢印に来たので、配当金$46を所持金から払いました。カードはまた円盤を回り、さらに3ラウンド後に再び支払い時期を迎えます。</translation>
    </message>
    <message>
        <location filename="../resources/lessons/ponzi.json"/>
        <source>A third tile</source>
        <translation>3枚目のプレート</translation>
    </message>
    <message>
        <location filename="../resources/lessons/ponzi.json"/>
        <source>A third tile of the same industry is funded from row 3, which has the biggest cards: drag or click the lit Transportation tile, then the lit $62 card. You can never fund more than three tiles of one industry.</source>
        <translation>同じ産業の3枚目のプレートは、最も金額の大きいカードが並ぶ3段目から資金集めをします。光っている運輸プレートを光っている$62の資金カードへドラッグするか、両方を順にクリックします。同じ産業のプレートを資金集めで4枚以上にすることはできません。</translation>
    </message>
    <message>
        <location filename="../resources/lessons/ponzi.json"/>
        <source>Drag or click the lit Transportation tile, then the lit $62 card.</source>
        <translation>光っている運輸プレートを光っている$62の資金カードへドラッグするか、両方を順にクリックします。</translation>
    </message>
    <message>
        <location filename="../resources/lessons/ponzi.json"/>
        <source>Bears on the board</source>
        <translation>資金シートの熊カード</translation>
    </message>
    <message>
        <location filename="../resources/lessons/ponzi.json"/>
        <source>Click Pass. There are now three bear cards on the funding board, one for each player: a crash is coming.</source>
        <translation>パスをクリックします。資金シートには今、プレイヤー1人につき1枚、合わせて3枚の熊カードがあります。もうすぐ株価大暴落が起こります。</translation>
    </message>
    <message>
        <location filename="../resources/lessons/ponzi.json"/>
        <source>The market crashes</source>
        <translation>株価大暴落</translation>
    </message>
    <message>
        <location filename="../resources/lessons/ponzi.json"/>
        <source>With three bears on the funding board, one for each player, the market crashed: the bears and the discards were shuffled back into the deck, and the board was refilled. Bears drawn from now on wait for next round's check. Now everyone gives back one tile of the industry they hold the most of.</source>
        <translation>資金シートにプレイヤー1人につき1枚、合わせて3枚の熊カードが並んだので、株価大暴落が起こりました。熊カードと捨て札は山札へ混ぜ戻され、資金シートには新しいカードが補充されました。これから出る熊カードは次のラウンドの確認まで何もしません。では全員が、いちばん多く持っている産業のプレートを1枚戻します。</translation>
    </message>
    <message>
        <location filename="../resources/lessons/ponzi.json"/>
        <source>Give back a tile</source>
        <translation>プレートを戻す</translation>
    </message>
    <message>
        <location filename="../resources/lessons/ponzi.json"/>
        <source>Transportation is your biggest industry: drag or click one of its tiles, then the Transportation pile in the industry supply.</source>
        <translation>あなたがいちばん多く持っているのは運輸です。運輸プレートを1枚、産業プレート置き場の運輸の山へドラッグするか、両方を順にクリックして戻します。</translation>
    </message>
    <message>
        <location filename="../resources/lessons/ponzi.json"/>
        <source>Drag or click the lit Transportation tile, then the lit supply pile.</source>
        <translation>光っている運輸プレートを光っている置き場へドラッグするか、両方を順にクリックします。</translation>
    </message>
    <message>
        <location filename="../resources/lessons/ponzi.json"/>
        <source>How the game ends</source>
        <translation>ゲームの終わり方</translation>
    </message>
    <message>
        <location filename="../resources/lessons/ponzi.json"/>
        <source>After a crash, every wheel turns two spaces, and each player pays all the interest due at once (the lit lines). Anyone who cannot pay goes bankrupt and the game ends: the other players score their tiles and cash, and whoever has the most points wins.</source>
        <translation>株価大暴落のあとは、すべての時間円盤が2マス回り、各プレイヤーは支払い時期の配当金をまとめて払います（光っている行）。払えない人は破産してゲームが終わり、ほかのプレイヤーは産業プレートと現金で得点し、最も得点の高い人が勝ちます。</translation>
    </message>
    <message>
        <source>You raise cash by funding schemes, pay their interest with newer money, and trade industry tiles in secret. When someone cannot pay, the game ends: of the others, whoever scores most for tiles and cash wins.</source>
        <translation type="vanished">資金集めでお金を集め、その配当金はあとから集めたお金で払い、産業プレートをこっそり取引きします。誰かが支払えなくなるとゲームが終わり、ほかのプレイヤーのうち産業プレートと現金の得点が最も高い人が勝ちます。</translation>
    </message>
    <message>
        <source>Drag or click the lit Transportation tile, then the lit $11 card: the bank pays you $11 at once. The card goes on your time wheel, and every 5 rounds you owe its $10 interest.</source>
        <translation type="vanished">光っている運輸プレートを光っている$11の資金カードへドラッグするか、両方を順にクリックすると、銀行がすぐに$11を払います。カードはあなたの時間円盤に置かれ、5ラウンドごとに配当金$10を払います。</translation>
    </message>
    <message>
        <source>Trading is over, so the start player marker moves on to Ada. As the new start player, they take one card off the funding board.</source>
        <translation type="vanished">闇取引きが終わったので、スタートプレイヤーマークがAdaに移ります。新しいスタートプレイヤーのAdaは、資金シートから資金カードを1枚はずします。</translation>
    </message>
    <message>
        <source>The round ended and every time wheel turned one space: your $11 card is a step nearer the arrow. When a card reaches the arrow, you pay its interest.</source>
        <translation type="vanished">ラウンドが終わってすべての時間円盤が1マス回り、あなたの$11の資金カードも矢印に1歩近づきました。カードが矢印まで来たら、その配当金を払います。</translation>
    </message>
    <message>
        <source>Your second Transportation tile funds from row 2, where the cards are bigger: drag or click it, then the lit $41 card. More cash now means more interest later: $46 every 3 rounds.</source>
        <translation type="vanished">2枚目の運輸プレートは金額の大きい2段目から資金集めをするので、光っている$41の資金カードへドラッグするか、両方を順にクリックします。多く集めるほどあとの配当金も大きく、3ラウンドごとに$46です。</translation>
    </message>
    <message>
        <source>Bruno handed Ada an envelope for one of Ada's Transportation tiles; only the two of them know the amount. Ada must sell Bruno the tile, or pay Bruno the same amount and take one of Bruno's.</source>
        <translation type="vanished">BrunoがAdaの運輸プレート1枚を求めて封筒を渡しましたが、中の金額を知っているのは2人だけです。Adaはプレートを売却するか、同じ金額を払ってBrunoのプレートを1枚買い取るかのどちらかです。</translation>
    </message>
    <message>
        <source>Drag or click your Transportation tile, then Bruno's area, to offer money for one of Bruno's. The envelope opens with $23 written on it: click Seal and Hand Over.</source>
        <translation type="vanished">運輸プレートをBrunoのエリアへドラッグかクリックで移し、Brunoのプレートにお金を申し出ます。$23の封筒が開いたら「封をして渡す」をクリック。</translation>
    </message>
    <message>
        <source>Bruno chose to sell: Bruno's Transportation tile is yours now, and your $23 is Bruno's. Had Bruno made a counter-offer, they would have paid you $23 and taken one of your Transportation tiles.</source>
        <translation type="vanished">Brunoは売却を選びました。Brunoの運輸プレートはあなたのものになり、あなたの$23はBrunoのものです。買い取りを選んでいたら、Brunoがあなたに$23を払い、あなたの運輸プレートを1枚持っていったところでした。</translation>
    </message>
    <message>
        <source>No offer from you this round: click Pass. Watch Ada, though: an envelope is coming your way.</source>
        <translation type="vanished">このラウンドは申し出をせず、パスをクリックします。ただしAdaに注目してください、あなたに封筒が届きます。</translation>
    </message>
    <message>
        <source>Ada offers you $41 for one of your Transportation tiles; a counter-offer would cost you $41 and win you one of Ada's. Take the money: click Sold! in the envelope's window.</source>
        <translation type="vanished">Adaがあなたの運輸プレート1枚に$41を申し出ています（買い取りなら$41を払ってAdaのプレートをもらいます）。今回はお金を受け取るので、封筒のウィンドウで「売却」をクリックします。</translation>
    </message>
    <message>
        <source>The marker came to you, so you take one card off the funding board: drag or click the lit $64 card, then the discard pile. It is a bear card: when as many bears as players lie on the board, the market crashes.</source>
        <translation type="vanished">スタートプレイヤーマークが来たので、光っている$64の資金カードを捨て札へドラッグするか、両方を順にクリックして資金シートからはずします。これは熊カードで、資金シート上の熊カードがプレイヤーの人数と同じになると株価大暴落が起こります。</translation>
    </message>
    <message>
        <source>The wheels turned and your $41 card reached the arrow: you paid its $46 interest from your cash. It goes back round the wheel and falls due again in 3 rounds.</source>
        <translation type="vanished">時間円盤が回り、あなたの$41の資金カードが矢印に来たので、配当金$46を所持金から払いました。カードは円盤を戻り、3ラウンド後にまた支払い時期を迎えます。</translation>
    </message>
    <message>
        <source>A third tile of one industry funds from row 3, the biggest cards: drag or click the lit Transportation tile, then the lit $62 card. Funding never takes you past three tiles of one industry.</source>
        <translation type="vanished">同じ産業の3枚目のプレートは最も金額の大きい3段目から資金集めをするので、光っている運輸プレートを光っている$62の資金カードへドラッグするか、両方を順にクリックします。資金集めで同じ産業のプレートを4枚以上にすることはできません。</translation>
    </message>
    <message>
        <source>Click Pass. Three bear cards are on the funding board now, as many as players: a crash is coming.</source>
        <translation type="vanished">パスをクリックします。資金シートにはプレイヤーの人数と同じ3枚の熊カードがあるので、もうすぐ株価大暴落が起こります。</translation>
    </message>
    <message>
        <source>Three bears on the funding board, as many as players, crashed the market: they were shuffled back into the deck with the discards, and the board was filled again. Bears that come out now wait for next round's check. Everyone gives back one tile of the industry they hold most of.</source>
        <translation type="vanished">資金シートにプレイヤーの人数と同じ3枚の熊カードがあったので株価大暴落が起こりました。熊カードは捨て札といっしょに山札へ混ぜ戻され、資金シートに新しいカードが補充されました。今出てきた熊カードは次のラウンドの確認まで何もしません。全員が、いちばん多く持っている産業のプレートを1枚戻します。</translation>
    </message>
    <message>
        <source>Transportation is your biggest industry: drag or click one of its tiles, then the Transportation pile of the industry supply.</source>
        <translation type="vanished">あなたがいちばん多く持っているのは運輸です。運輸プレートを1枚、産業プレート置き場の運輸の山へドラッグするか、両方を順にクリックして戻します。</translation>
    </message>
    <message>
        <source>After a crash every wheel turns two spaces, and each player pays all the interest due at once (the lit lines). Whoever cannot pay goes bankrupt and the game ends: the others score their tiles and cash, and the most points win.</source>
        <translation type="vanished">株価大暴落のあとは時間円盤が2マス回り、各プレイヤーは支払い時期の配当金をまとめて払います（光っている行）。払えない人は破産してゲームが終わり、ほかの人は産業プレートと現金で得点し、最も得点の高い人が勝ちます。</translation>
    </message>
    <message>
        <source>Drag the lit Transportation tile onto the lit $11 card: the bank pays you $11 at once. The card goes on your time wheel, and every 5 rounds you owe its $10 interest.</source>
        <translation type="vanished">光っている運輸プレートを、光っている$11の資金カードへドラッグすると、銀行がすぐに$11を払います。カードはあなたの時間円盤に置かれ、5ラウンドごとに配当金$10を払います。</translation>
    </message>
    <message>
        <source>Not that one: drag the lit Transportation tile onto the lit $11 card.</source>
        <translation type="vanished">それではありません。光っている運輸プレートを、光っている$11の資金カードへドラッグします。</translation>
    </message>
    <message>
        <source>Your second Transportation tile funds from row 2, where the cards are bigger: drag it onto the lit $41 card. More cash now means more interest later: $46 every 3 rounds.</source>
        <translation type="vanished">2枚目の運輸プレートは金額の大きい2段目から資金集めをするので、光っている$41の資金カードへドラッグします。多く集めるほどあとの配当金も大きく、3ラウンドごとに$46です。</translation>
    </message>
    <message>
        <source>Drag the lit Transportation tile onto the lit $41 card.</source>
        <translation type="vanished">光っている運輸プレートを、光っている$41の資金カードへドラッグします。</translation>
    </message>
    <message>
        <source>Drag your Transportation tile onto Bruno's area to offer money for one of Bruno's. The envelope opens with $23 written on it: click Seal and Hand Over.</source>
        <translation type="vanished">あなたの運輸プレートをBrunoのエリアへドラッグして、Brunoのプレート1枚にお金を申し出ます。$23と書かれた封筒が開くので、「封をして渡す」をクリックします。</translation>
    </message>
    <message>
        <source>Drag your lit Transportation tile onto Bruno's area and hand over the envelope with $23.</source>
        <translation type="vanished">光っている運輸プレートをBrunoのエリアへドラッグし、$23の封筒を渡します。</translation>
    </message>
    <message>
        <source>The marker came to you, so you take one card off the funding board: drag the lit $64 card onto the discard pile. It is a bear card: when as many bears as players lie on the board, the market crashes.</source>
        <translation type="vanished">スタートプレイヤーマークが来たので、光っている$64の資金カードを資金シートから捨て札へドラッグしてはずします。これは熊カードで、資金シート上の熊カードがプレイヤーの人数と同じになると株価大暴落が起こります。</translation>
    </message>
    <message>
        <source>Drag the lit $64 card onto the discard pile.</source>
        <translation type="vanished">光っている$64の資金カードを捨て札へドラッグします。</translation>
    </message>
    <message>
        <source>A third tile of one industry funds from row 3, the biggest cards: drag the lit Transportation tile onto the lit $62 card. Funding never takes you past three tiles of one industry.</source>
        <translation type="vanished">同じ産業の3枚目のプレートは最も金額の大きい3段目から資金集めをするので、光っている運輸プレートを光っている$62の資金カードへドラッグします。資金集めで同じ産業のプレートを4枚以上にすることはできません。</translation>
    </message>
    <message>
        <source>Drag the lit Transportation tile onto the lit $62 card.</source>
        <translation type="vanished">光っている運輸プレートを、光っている$62の資金カードへドラッグします。</translation>
    </message>
    <message>
        <source>Transportation is your biggest industry: drag one of its tiles back onto the Transportation pile of the industry supply.</source>
        <translation type="vanished">あなたがいちばん多く持っているのは運輸です。運輸プレートを1枚、産業プレート置き場の運輸の山へドラッグして戻します。</translation>
    </message>
    <message>
        <source>Drag the lit Transportation tile onto the lit supply pile.</source>
        <translation type="vanished">光っている運輸プレートを、光っている置き場へドラッグします。</translation>
    </message>
    <message>
        <source>Ada offers you $41 for one of your Transportation tiles; a counter-offer would cost you $41 and win you hers. Take the money: click Sold! in the envelope's window.</source>
        <translation type="vanished">Adaがあなたの運輸プレート1枚に$41を申し出ています（買い取りなら$41を払ってAdaのプレートをもらいます）。今回はお金を受け取るので、封筒のウィンドウで「売却」をクリックします。</translation>
    </message>
    <message>
        <source>Trading is over, so the start player marker moves on to Ada. As the new start player, she takes one card off the funding board.</source>
        <translation type="vanished">闇取引きが終わったので、スタートプレイヤーマークがAdaに移ります。新しいスタートプレイヤーのAdaは、資金シートから資金カードを1枚はずします。</translation>
    </message>
    <message>
        <source>Bruno handed Ada an envelope for one of her Transportation tiles; only the two of them know the amount. She must sell him the tile, or pay him the same amount and take one of his.</source>
        <translation type="vanished">BrunoがAdaの運輸プレート1枚を求めて封筒を渡しましたが、中の金額を知っているのは2人だけです。Adaはプレートを売却するか、同じ金額を払ってBrunoのプレートを1枚買い取るかのどちらかです。</translation>
    </message>
    <message>
        <source>Drag your Transportation tile onto Bruno's area to offer money for one of his. The envelope opens with $23 written on it: click Seal and Hand Over.</source>
        <translation type="vanished">あなたの運輸プレートをBrunoのエリアへドラッグして、Brunoのプレート1枚にお金を申し出ます。$23と書かれた封筒が開くので、「封をして渡す」をクリックします。</translation>
    </message>
    <message>
        <source>Bruno chose to sell: his Transportation tile is yours now, and your $23 is his. Had he made a counter-offer, he would have paid you $23 and taken one of your Transportation tiles.</source>
        <translation type="vanished">Brunoは売却を選びました。Brunoの運輸プレートはあなたのものになり、あなたの$23はBrunoのものです。買い取りを選んでいたら、Brunoがあなたに$23を払い、あなたの運輸プレートを1枚持っていったところでした。</translation>
    </message>
    <message>
        <source>Secret trading</source>
        <translation type="vanished">闇取引き</translation>
    </message>
    <message>
        <source>Click Sold! in the envelope's window.</source>
        <translation type="vanished">封筒のウィンドウで「売却」をクリックします。</translation>
    </message>
    <message>
        <source>Transportation is your biggest industry: drag one of its tiles back onto the industry supply.</source>
        <translation type="vanished">あなたがいちばん多く持っているのは運輸です。運輸プレートを1枚、産業プレート置き場へドラッグして戻します。</translation>
    </message>
    <message>
        <source>Three bears on the funding board, as many as players, crashed the market: they went back into the deck, and the bears that came out now wait for the next round. Everyone gives back one tile of the industry they hold most of.</source>
        <translation type="vanished">資金シートにプレイヤーの人数と同じ3枚の熊カードがあったので株価大暴落が起こり、熊カードは山札に戻りました（新しく出た熊カードは次のラウンドまで何もしません）。全員が、いちばん多く持っている産業のプレートを1枚戻します。</translation>
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
        <translation type="vanished">プレイヤー</translation>
    </message>
    <message>
        <source>Total</source>
        <translation type="vanished">合計</translation>
    </message>
    <message>
        <source>Bankrupt: not scored</source>
        <translation type="vanished">破産：得点なし</translation>
    </message>
</context>
<context>
    <name>ScoreGrid</name>
    <message>
        <source>Player</source>
        <translation type="vanished">プレイヤー</translation>
    </message>
    <message>
        <source>Total</source>
        <translation type="vanished">合計</translation>
    </message>
    <message>
        <source>Bankrupt: not scored</source>
        <translation type="vanished">破産：得点なし</translation>
    </message>
    <message>
        <source>Luxuries</source>
        <translation type="vanished">贅沢品</translation>
    </message>
    <message>
        <source>Cash</source>
        <translation type="vanished">現金</translation>
    </message>
    <message>
        <source>Highest card</source>
        <translation type="vanished">最高の資金カード</translation>
    </message>
    <message>
        <source>breaks a tie</source>
        <translation type="vanished">同点のとき比べる</translation>
    </message>
    <message numerus="yes">
        <source>%n tile(s)</source>
        <translation type="vanished">
            <numerusform>プレート%n枚</numerusform>
        </translation>
    </message>
    <message>
        <source>hidden</source>
        <translation type="vanished">非公開</translation>
    </message>
</context>
<context>
    <name>PonziRules</name>
    <message>
        <source>Rules: %1 (F1)</source>
        <translation type="vanished">ルール：%1（F1）</translation>
    </message>
</context>
</TS>
