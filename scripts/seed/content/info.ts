import type { UsefulItemSeed, UsefulTopicSeed } from '../types';

/** Useful information for tenants: FAQ (1), other information (2), rental flow (3), area list (4). */

type Item = Omit<UsefulItemSeed, 'category'>;
const inCategory = (category: 1 | 2 | 3 | 4, items: Item[]): UsefulItemSeed[] =>
  items.map((item) => ({ category, ...item }));

const TENANT_FAQ: Item[] = [
  {
    nameEn: 'Do I pay a brokerage fee?',
    nameJa: '仲介手数料はかかりますか？',
    descriptionEn: 'No. For residential leases our commission is paid by the owner, so searching, viewings, negotiation and contract support are free for tenants.',
    descriptionJa: 'いいえ、かかりません。住居の賃貸借契約では仲介手数料をオーナー様からいただいているため、物件探し・内見・条件交渉・契約手続きまで、入居者様のご負担はありません。',
  },
  {
    nameEn: 'What documents do I need to sign a lease?',
    nameJa: '契約にはどのような書類が必要ですか？',
    descriptionEn: 'A copy of your passport with a valid visa or temporary residence card is enough for a personal lease. For a company lease we also need the business registration certificate and the name of the authorised signatory.',
    descriptionJa: '個人契約の場合は、有効なビザまたは一時滞在許可証（TRC）が確認できるパスポートのコピーのみで結構です。法人契約の場合は、企業登録証明書と署名権者のお名前もご用意ください。',
  },
  {
    nameEn: 'How much is the deposit?',
    nameJa: 'デポジット（敷金）はいくらですか？',
    descriptionEn: 'Usually one or two months of rent for apartments and houses, and one month for most serviced apartments. It is refunded when you move out, minus any unpaid bills or repair costs beyond normal wear.',
    descriptionJa: 'アパートメントや戸建ては賃料の1〜2か月分、サービスアパートメントは1か月分が一般的です。退去時に、未払いの料金や通常の使用を超える損耗の修繕費を差し引いて返還されます。',
  },
  {
    nameEn: 'What is the minimum lease term?',
    nameJa: '最低契約期間はどのくらいですか？',
    descriptionEn: 'Twelve months is standard for apartments and houses. Serviced apartments often accept one to six months, usually at a slightly higher monthly rent.',
    descriptionJa: 'アパートメントや戸建ては12か月が基本です。サービスアパートメントであれば1〜6か月の契約にも対応できることが多く、その場合は月額賃料がやや高めになります。',
  },
  {
    nameEn: 'Can I pay the rent in US dollars?',
    nameJa: '賃料は米ドルで支払えますか？',
    descriptionEn: 'Rents are often quoted in USD, but payments in Vietnam must generally be made in VND. The lease states the exchange rate to use, typically the selling rate of a named bank on the invoice date.',
    descriptionJa: '賃料は米ドルで表示されることが多いものの、ベトナム国内での支払いは原則としてベトナムドンで行う必要があります。換算レートは契約書に定められており、請求日の特定銀行の売値レートを用いるのが一般的です。',
  },
  {
    nameEn: 'What is usually included in the rent?',
    nameJa: '賃料には何が含まれていますか？',
    descriptionEn: 'Serviced apartments normally include the management fee, cleaning two or three times a week, internet and cable TV. Apartments usually include only the management fee. Electricity and water are paid separately in most cases.',
    descriptionJa: 'サービスアパートメントでは、管理費、週2〜3回の清掃、インターネット、ケーブルテレビが含まれるのが一般的です。通常のアパートメントは管理費のみ含まれることが多く、電気・水道代はほとんどの場合別途お支払いいただきます。',
  },
  {
    nameEn: 'Can I leave before the lease ends?',
    nameJa: '契約期間の途中で解約できますか？',
    descriptionEn: 'With a diplomatic clause, you can end the lease early after a set period, usually six to twelve months, by giving one or two months’ notice when your employer transfers you. Without it, you may lose the deposit.',
    descriptionJa: 'ディプロマティック・クローズ（転勤・帰任による途中解約条項）があれば、一定期間（通常6〜12か月）経過後、1〜2か月前に通知することで解約できます。この条項がない場合、デポジットが返還されないことがあります。',
  },
  {
    nameEn: 'Who registers my temporary residence?',
    nameJa: '一時滞在の届け出は誰が行いますか？',
    descriptionEn: 'The owner or the building declares foreign residents to the local police. We remind them and check it is done; you only need to provide a passport copy.',
    descriptionJa: '外国人入居者の一時滞在の届け出は、オーナー様または建物側が地元の公安に行います。当社からも手続きを依頼し、完了を確認しますので、お客様はパスポートのコピーをご提出いただくだけで大丈夫です。',
  },
  {
    nameEn: 'Something is broken. Who do I call?',
    nameJa: '設備が故障したときはどこに連絡すればよいですか？',
    descriptionEn: 'Call our customer support line, available 24 hours a day, 365 days a year, in Japanese and English. We arrange the repair with the owner or building and follow up until it is fixed.',
    descriptionJa: '24時間365日、日本語・英語で対応している当社カスタマーサポートまでお電話ください。オーナー様や建物側と修理を手配し、直るまでフォローいたします。',
  },
  {
    nameEn: 'Can I keep a pet?',
    nameJa: 'ペットは飼えますか？',
    descriptionEn: 'Some buildings and most houses accept small dogs and cats, sometimes with an extra deposit. Tell us about your pet at the start so we only show suitable properties.',
    descriptionJa: '小型犬や猫であれば、一部の建物とほとんどの戸建てで飼育可能です。追加のデポジットが必要な場合もあります。最初にペットについてお知らせいただければ、飼育可能な物件に絞ってご紹介します。',
  },
  {
    nameEn: 'Can the rent or furniture be negotiated?',
    nameJa: '賃料や家具の条件は交渉できますか？',
    descriptionEn: 'Often, yes. Owners may adjust the rent for longer leases, or add items such as a second TV, a bookshelf or blackout curtains. We handle the negotiation and put every agreed item in the lease.',
    descriptionJa: '多くの場合、交渉は可能です。長期契約であれば賃料の調整に応じていただけることもあり、2台目のテレビや本棚、遮光カーテンなどの追加も相談できます。交渉は当社が行い、合意した内容はすべて契約書に明記します。',
  },
  {
    nameEn: 'Can my company receive a VAT invoice?',
    nameJa: '会社宛てにVAT請求書（レッドインボイス）を発行できますか？',
    descriptionEn: 'Many owners and all serviced apartment operators can issue VAT invoices. If your company needs one, tell us early, because it narrows the choice and may affect the rent.',
    descriptionJa: 'VAT請求書を発行できるオーナー様は多く、サービスアパートメントの運営会社であればすべて対応可能です。必要な場合は物件の選択肢や賃料に影響しますので、早めにお知らせください。',
  },
];

const OTHER_INFORMATION: Item[] = [
  {
    nameEn: 'Emergency numbers',
    nameJa: '緊急時の電話番号',
    descriptionEn: 'Police 113, fire 114, ambulance 115. Operators speak Vietnamese, so for a medical emergency it is often faster to call an international clinic directly, or our 24-hour line for help.',
    descriptionJa: '警察113、消防114、救急115です。オペレーターはベトナム語での対応となるため、急病の際は外国人向けクリニックへ直接連絡するか、当社の24時間サポートにご相談いただくほうが早い場合があります。',
  },
  {
    nameEn: 'Electricity and plugs',
    nameJa: '電圧とコンセント',
    descriptionEn: 'Vietnam uses 220 V at 50 Hz. Most sockets accept both flat two-pin (type A) and round two-pin (type C) plugs. Japanese appliances rated only for 100 V need a transformer.',
    descriptionJa: 'ベトナムの電圧は220V・50Hzです。多くのコンセントは平型2ピン（Aタイプ）と丸型2ピン（Cタイプ）の両方に対応しています。100V専用の日本の家電を使う場合は変圧器が必要です。',
  },
  {
    nameEn: 'Drinking water',
    nameJa: '飲み水',
    descriptionEn: 'Tap water is not suitable for drinking. Most residents use 19-litre bottles delivered to the door; our support team can arrange regular delivery for you.',
    descriptionJa: '水道水は飲用に適していません。19リットルのボトルウォーターを宅配で利用するのが一般的で、当社サポートチームで定期配達を手配することもできます。',
  },
  {
    nameEn: 'Internet and mobile phones',
    nameJa: 'インターネットと携帯電話',
    descriptionEn: 'Fibre internet is fast and inexpensive. A local SIM card can be bought with your passport at official carrier shops; bring it to register the number in your own name.',
    descriptionJa: '光回線のインターネットは高速で料金も手頃です。携帯電話のSIMカードは、パスポートを持参すれば通信会社の正規ショップで購入でき、ご本人名義で登録されます。',
  },
  {
    nameEn: 'Rubbish and recycling',
    nameJa: 'ゴミの出し方',
    descriptionEn: 'Apartment buildings have a rubbish room on each floor or collection at fixed times. Sorting rules are becoming stricter in Hanoi and Ho Chi Minh City, so check the building notice for food waste and recyclables.',
    descriptionJa: 'アパートメントでは各階のゴミ置き場に出すか、決まった時間に回収されます。ハノイやホーチミンでは分別ルールが厳しくなりつつありますので、生ゴミや資源ゴミの出し方は建物の掲示をご確認ください。',
  },
  {
    nameEn: 'Getting around',
    nameJa: '移動手段',
    descriptionEn: 'Ride-hailing apps are the easiest way to travel by car or motorbike. Hanoi and Ho Chi Minh City both have metro lines, and most assignees with families use a company car and driver.',
    descriptionJa: '配車アプリを使えば、車やバイクタクシーを手軽に利用できます。ハノイとホーチミンには地下鉄（メトロ）もあり、ご家族で赴任される方の多くは会社の車と運転手を利用されています。',
  },
  {
    nameEn: 'Banking',
    nameJa: '銀行口座',
    descriptionEn: 'With a passport and visa of sufficient length, you can open a VND account at most banks. Bank transfer via QR code is accepted almost everywhere, including for rent and utility bills.',
    descriptionJa: '一定期間以上のビザとパスポートがあれば、ほとんどの銀行でベトナムドンの口座を開設できます。QRコードによる振込はほぼどこでも使え、賃料や公共料金の支払いにも利用できます。',
  },
];

const RENTAL_FLOW: Item[] = [
  {
    nameEn: '1. Inquiry',
    nameJa: '1. お問い合わせ',
    descriptionEn: 'Send us your budget, preferred area, move-in date and family details by form, email, phone or chat. We reply within one business day.',
    descriptionJa: 'フォーム、メール、お電話、チャットで、ご予算、ご希望のエリア、入居希望日、ご家族構成などをお知らせください。1営業日以内にご連絡いたします。',
  },
  {
    nameEn: '2. Consultation and proposal',
    nameJa: '2. ヒアリングとご提案',
    descriptionEn: 'Your consultant asks about your commute, school and lifestyle, then sends a shortlist of properties with photos, floor plans and honest comments.',
    descriptionJa: '担当者が通勤先や学校、ライフスタイルについて伺い、写真・間取り図に率直なコメントを添えた物件リストをお送りします。',
  },
  {
    nameEn: '3. Viewings',
    nameJa: '3. 内見',
    descriptionEn: 'We drive you to the properties you choose, usually five to eight in a half day. If you are still abroad, we can hold a live video viewing.',
    descriptionJa: 'お選びいただいた物件へ車でご案内します。半日で5〜8件ほどご覧いただくのが一般的です。まだ日本にいらっしゃる場合は、ビデオ通話でのオンライン内見も可能です。',
  },
  {
    nameEn: '4. Application and negotiation',
    nameJa: '4. お申し込みと条件交渉',
    descriptionEn: 'Once you decide, we submit your offer and negotiate the rent, move-in date, furniture and repairs with the owner.',
    descriptionJa: '物件が決まりましたらお申し込みを行い、賃料、入居日、家具、修繕などの条件をオーナー様と交渉します。',
  },
  {
    nameEn: '5. Contract and deposit',
    nameJa: '5. ご契約とデポジットのお支払い',
    descriptionEn: 'We prepare a bilingual lease and explain every clause. After signing, you pay the deposit and the first rent as stated in the lease.',
    descriptionJa: '2か国語の賃貸借契約書を作成し、条項を一つずつご説明します。ご署名後、契約書に定めるデポジットと初回賃料をお支払いいただきます。',
  },
  {
    nameEn: '6. Move-in and key handover',
    nameJa: '6. ご入居・鍵のお引き渡し',
    descriptionEn: 'On move-in day we check the apartment with you, record meter readings and the inventory, and help set up internet and temporary residence registration.',
    descriptionJa: '入居日には担当者が立ち会い、室内の状態、メーターの数値、備品を一緒に確認します。インターネットの開通や一時滞在の届け出もサポートします。',
  },
  {
    nameEn: '7. Support during your stay',
    nameJa: '7. 入居中のサポート',
    descriptionEn: 'Our 24-hour support line handles repairs, drinking water, questions about bills and anything else you need while you live there.',
    descriptionJa: '24時間対応のサポート窓口で、修理の手配、飲料水の配達、請求書に関するご質問など、暮らしの中のご相談に対応します。',
  },
  {
    nameEn: '8. Renewal or move-out',
    nameJa: '8. 契約更新またはご退去',
    descriptionEn: 'Two months before the lease ends we ask about your plans, negotiate the renewal terms, or arrange the move-out inspection and deposit refund.',
    descriptionJa: '契約満了の2か月前にご意向を伺い、更新条件の交渉、または退去時の立ち会いとデポジット返還の手続きを行います。',
  },
];

const AREA_LIST: Item[] = [
  // Hanoi
  {
    nameEn: 'Tây Hồ (West Lake), Hanoi',
    nameJa: 'タイホー区（西湖エリア）／ハノイ',
    descriptionEn: 'The heart of expatriate Hanoi. Western and Japanese families choose the lakeside lanes of Xuân Diệu, Tô Ngọc Vân and Quảng An for villas, serviced apartments, international schools, cafés and imported-food shops, all a short ride from Ba Đình.',
    descriptionJa: 'ハノイで最も外国人が多く住むエリアです。スアンジエウ通りやトーゴックヴァン通り、クアンアン周辺の湖畔には、ヴィラやサービスアパートメント、インターナショナルスクール、カフェ、輸入食材店が集まり、欧米系・日系のご家族に人気です。バーディン区へのアクセスも良好です。',
    image: 'topic-01.jpg',
  },
  {
    nameEn: 'Ba Đình, Hanoi',
    nameJa: 'バーディン区／ハノイ',
    descriptionEn: 'Home to embassies, ministries and the Kim Mã – Liễu Giai office corridor. Single assignees and couples like the serviced apartments here for a short commute and Japanese restaurants within walking distance.',
    descriptionJa: '大使館や政府機関が集まり、キムマー通り・リエウザイ通りにはオフィスビルが立ち並びます。通勤が短く、徒歩圏内に日本食レストランも多いため、単身赴任の方やご夫婦に人気のサービスアパートメントが多いエリアです。',
    image: 'topic-02.jpg',
  },
  {
    nameEn: 'Hoàn Kiếm, Hanoi',
    nameJa: 'ホアンキエム区／ハノイ',
    descriptionEn: 'The historic centre around Hoàn Kiếm Lake and the French Quarter. Those who want to walk to restaurants, the opera house and weekend pedestrian streets choose compact serviced apartments here; family homes are rare.',
    descriptionJa: 'ホアンキエム湖とフレンチクォーターを中心とする歴史地区です。レストランやオペラハウス、週末の歩行者天国まで歩いて行ける暮らしを求める方が、コンパクトなサービスアパートメントを選ばれます。ファミリー向けの物件は多くありません。',
    image: 'topic-03.jpg',
  },
  {
    nameEn: 'Cầu Giấy, Hanoi',
    nameJa: 'カウザイ区／ハノイ',
    descriptionEn: 'A business district with newer towers, Korean and Japanese supermarkets and reasonable rents. Popular with assignees working in the western office areas who want a modern apartment at a lower price than Tây Hồ.',
    descriptionJa: '新しい高層マンションが多く、韓国系・日系のスーパーもあり、賃料も比較的手頃なビジネスエリアです。西部のオフィス街にお勤めで、タイホー区より抑えた賃料で新しい住まいを探す方に人気です。',
    image: 'topic-04.jpg',
  },
  {
    nameEn: 'Nam Từ Liêm, Hanoi',
    nameJa: 'ナムトゥーリエム区／ハノイ',
    descriptionEn: 'The Japanese School of Hanoi is here, so many Japanese families live in the large condominium complexes of Mễ Trì and Mỹ Đình, which offer pools, playgrounds and school bus stops at the entrance.',
    descriptionJa: 'ハノイ日本人学校があるため、ミーチー、ミーディン周辺の大規模コンドミニアムに多くの日本人ご家族がお住まいです。プールやキッズエリアを備え、敷地の入口にスクールバスの停留所がある物件も多くあります。',
    image: 'topic-05.jpg',
  },
  {
    nameEn: 'Long Biên, Hanoi',
    nameJa: 'ロンビエン区／ハノイ',
    descriptionEn: 'Across the Red River, with large villa compounds, a big shopping mall and golf nearby. Families who want a house with a garden and quieter streets find more space for the budget here.',
    descriptionJa: '紅河の対岸に位置し、大規模なヴィラの団地や大型ショッピングモール、ゴルフ場もあります。庭付きの戸建てや落ち着いた住環境を求めるご家族にとって、同じ予算でより広い住まいが見つかるエリアです。',
    image: 'topic-06.jpg',
  },
  // Ho Chi Minh City
  {
    nameEn: 'Quận 1, Ho Chi Minh City',
    nameJa: '1区／ホーチミン',
    descriptionEn: 'The business and entertainment centre. Single assignees working in the Grade A towers live in serviced apartments near Lê Thánh Tôn, where Japanese restaurants and supermarkets are a few steps away.',
    descriptionJa: 'ビジネスと娯楽の中心地です。グレードAオフィスにお勤めの単身赴任の方は、日本食レストランやスーパーがすぐ近くにあるレタントン通り周辺のサービスアパートメントを選ばれることが多いです。',
    image: 'topic-07.jpg',
  },
  {
    nameEn: 'Thảo Điền, Ho Chi Minh City',
    nameJa: 'タオディエン／ホーチミン',
    descriptionEn: 'A leafy riverside neighbourhood in the former Quận 2 with villas, low-rise apartments and several international schools. Western families and couples enjoy its cafés and the metro to the centre.',
    descriptionJa: '旧2区の川沿いにある緑豊かな住宅地で、ヴィラや低層のアパートメント、インターナショナルスクールが点在しています。おしゃれなカフェが多く、中心部へはメトロでも移動でき、欧米系のご家族やご夫婦に人気です。',
    image: 'topic-08.jpg',
  },
  {
    nameEn: 'Phú Mỹ Hưng (Quận 7), Ho Chi Minh City',
    nameJa: 'フーミーフン（7区）／ホーチミン',
    descriptionEn: 'A planned new town with wide pavements, parks and a large Japanese and Korean community. The Japanese school is nearby, which makes it the first choice of many Japanese families with children.',
    descriptionJa: '広い歩道と公園が整備された計画都市で、日本人・韓国人のコミュニティが大きいエリアです。日本人学校にも近く、お子様連れの日本人ご家族の多くが第一候補に挙げられます。',
    image: 'topic-09.jpg',
  },
  {
    nameEn: 'Bình Thạnh, Ho Chi Minh City',
    nameJa: 'ビンタン区／ホーチミン',
    descriptionEn: 'Next to Quận 1, with large modern complexes along the river. Young professionals choose it for high-floor views, shared facilities and rents below the centre.',
    descriptionJa: '1区に隣接し、川沿いに大規模な新しいコンドミニアムが立ち並びます。高層階からの眺望や充実した共用施設、中心部より抑えた賃料が魅力で、若手の駐在員の方に選ばれています。',
    image: 'topic-10.jpg',
  },
  {
    nameEn: 'Quận 3, Ho Chi Minh City',
    nameJa: '3区／ホーチミン',
    descriptionEn: 'Tree-lined streets, consulates and local restaurants just west of Quận 1. A good choice for those who prefer a residential feel and easy access to the centre, often in serviced apartments or renovated houses.',
    descriptionJa: '1区の西隣にあり、並木道や各国の総領事館、地元のレストランが多いエリアです。落ち着いた住宅街の雰囲気と中心部への近さを両立したい方に向いており、サービスアパートメントや改装された一軒家が人気です。',
    image: 'topic-02.jpg',
  },
];

export const USEFUL_ITEMS: UsefulItemSeed[] = [
  ...inCategory(1, TENANT_FAQ),
  ...inCategory(2, OTHER_INFORMATION),
  ...inCategory(3, RENTAL_FLOW),
  ...inCategory(4, AREA_LIST),
];

export const USEFUL_TOPICS: UsefulTopicSeed[] = [
  {
    slug: 'area-guide',
    titleEn: 'Area guide',
    titleJa: 'エリアガイド',
    post: {
      titleEn: 'Where expatriates live in Vietnam: an area guide',
      titleJa: 'ベトナムの駐在員に人気の住まいエリアガイド',
      publicDate: '2025-09-15',
      descriptionEn: 'A practical overview of the districts expatriates choose in Hanoi, Ho Chi Minh City, Da Nang and Hai Phong, with typical rents and who each area suits best.',
      descriptionJa: 'ハノイ・ホーチミン・ダナン・ハイフォンで駐在員の方に選ばれているエリアを、賃料の目安やどんな方に向いているかとあわせてご紹介します。',
      image: 'topic-01.jpg',
      postEn: `<p>The right neighbourhood matters as much as the right apartment. Commute time, school runs and where you buy groceries shape your daily life far more than the view from the balcony. This guide summarises the areas our customers choose most often.</p>
<h2>Hanoi</h2>
<img src="/images/topic-01.jpg" alt="Apartments along West Lake in Tây Hồ">
<p><strong>Tây Hồ</strong> is the classic choice for families: villas and serviced apartments around West Lake, international schools and plenty of Western food. <strong>Ba Đình</strong> and <strong>Hoàn Kiếm</strong> suit single assignees who want a short commute and a lively evening. Japanese families with school-age children often prefer <strong>Nam Từ Liêm</strong>, close to the Japanese School, while <strong>Long Biên</strong> offers houses with gardens across the river.</p>
<h2>Ho Chi Minh City</h2>
<p><strong>Quận 1</strong> is convenient for those working in the centre. <strong>Thảo Điền</strong> has a relaxed, green atmosphere and international schools. <strong>Phú Mỹ Hưng</strong> in Quận 7 is a planned town with parks and a large Japanese community. <strong>Bình Thạnh</strong> and <strong>Quận 3</strong> offer good value close to the centre.</p>
<h2>Da Nang and Hai Phong</h2>
<p>In Da Nang, most expatriates live near My Khe beach in Sơn Trà or Ngũ Hành Sơn, or in Hải Châu for a shorter commute. In Hai Phong, assignees working in the industrial parks usually choose serviced apartments in Ngô Quyền or Lê Chân, where restaurants and supermarkets are close.</p>
<h2>Typical monthly rents</h2>
<table>
<tr><th>Area</th><th>1 bedroom</th><th>3 bedrooms</th></tr>
<tr><td>Tây Hồ, Hanoi</td><td>$900 – $1,500</td><td>$2,000 – $3,500</td></tr>
<tr><td>Nam Từ Liêm, Hanoi</td><td>$700 – $1,100</td><td>$1,400 – $2,200</td></tr>
<tr><td>Quận 1, HCMC</td><td>$1,000 – $1,800</td><td>$2,500 – $4,500</td></tr>
<tr><td>Phú Mỹ Hưng, HCMC</td><td>$750 – $1,200</td><td>$1,500 – $2,800</td></tr>
<tr><td>Da Nang (beach side)</td><td>$600 – $1,000</td><td>$1,300 – $2,200</td></tr>
<tr><td>Hai Phong (centre)</td><td>$700 – $1,100</td><td>$1,300 – $2,000</td></tr>
</table>
<p><em>Furnished units, including management fee. Rents vary with building age and floor.</em></p>
<h2>How to choose</h2>
<ol>
<li>Mark your office and your children’s school on a map first.</li>
<li>Try the commute at rush hour before deciding.</li>
<li>Visit the area in the evening and at the weekend, when noise and traffic are different.</li>
</ol>
<p>Our consultants live in these areas too. <a href="/en/useful-information/all">Ask us</a> and we will suggest two or three districts that fit your routine.</p>`,
      postJa: `<p>住まい選びでは、物件そのものと同じくらい「どのエリアに住むか」が大切です。通勤時間、お子様の送り迎え、普段の買い物のしやすさは、バルコニーからの眺めよりもずっと日々の暮らしに影響します。ここでは、当社のお客様によく選ばれているエリアをご紹介します。</p>
<h2>ハノイ</h2>
<img src="/images/topic-01.jpg" alt="タイホー区・西湖沿いのアパートメント">
<p>ご家族に昔から人気なのが<strong>タイホー区</strong>です。西湖周辺にヴィラやサービスアパートメントが集まり、インターナショナルスクールや輸入食材店も充実しています。単身赴任の方には、通勤が短く夜も賑やかな<strong>バーディン区</strong>や<strong>ホアンキエム区</strong>がおすすめです。日本人学校に通うお子様がいるご家族は、学校に近い<strong>ナムトゥーリエム区</strong>を選ばれることが多く、庭付きの戸建てをお探しなら川向こうの<strong>ロンビエン区</strong>も候補になります。</p>
<h2>ホーチミン</h2>
<p>中心部にお勤めの方には<strong>1区</strong>が便利です。<strong>タオディエン</strong>は緑が多く落ち着いた雰囲気で、インターナショナルスクールも点在しています。7区の<strong>フーミーフン</strong>は公園の多い計画都市で、日本人コミュニティが大きいのが特徴です。<strong>ビンタン区</strong>や<strong>3区</strong>は中心部に近いわりに賃料が手頃です。</p>
<h2>ダナン・ハイフォン</h2>
<p>ダナンでは、ミーケービーチに近いソンチャー区やグーハインソン区、通勤に便利なハイチャウ区に住む方が多数です。ハイフォンでは、工業団地にお勤めの方の多くが、飲食店やスーパーが近いゴークエン区やレーチャン区のサービスアパートメントを選ばれています。</p>
<h2>賃料の目安（月額）</h2>
<table>
<tr><th>エリア</th><th>1ベッドルーム</th><th>3ベッドルーム</th></tr>
<tr><td>ハノイ・タイホー区</td><td>$900〜$1,500</td><td>$2,000〜$3,500</td></tr>
<tr><td>ハノイ・ナムトゥーリエム区</td><td>$700〜$1,100</td><td>$1,400〜$2,200</td></tr>
<tr><td>ホーチミン・1区</td><td>$1,000〜$1,800</td><td>$2,500〜$4,500</td></tr>
<tr><td>ホーチミン・フーミーフン</td><td>$750〜$1,200</td><td>$1,500〜$2,800</td></tr>
<tr><td>ダナン（ビーチ側）</td><td>$600〜$1,000</td><td>$1,300〜$2,200</td></tr>
<tr><td>ハイフォン（中心部）</td><td>$700〜$1,100</td><td>$1,300〜$2,000</td></tr>
</table>
<p><em>家具付き・管理費込みの目安です。築年数や階数によって異なります。</em></p>
<h2>エリア選びのコツ</h2>
<ol>
<li>まず勤務先とお子様の学校を地図に書き込んでみましょう。</li>
<li>決める前に、朝夕のラッシュ時間帯に実際の通勤ルートを試してみましょう。</li>
<li>騒音や交通量は時間帯で変わるため、夜や週末にも街を歩いてみましょう。</li>
</ol>
<p>当社のスタッフもこれらのエリアで暮らしています。<a href="/jp/useful-information/all">お気軽にご相談ください</a>。お客様の生活スタイルに合うエリアを2〜3か所ご提案します。</p>`,
    },
  },
  {
    slug: 'apartment-renting-with-a-pet',
    titleEn: 'Apartment renting with a pet',
    titleJa: 'ペットと暮らせる住まい探し',
    post: {
      titleEn: 'Renting an apartment in Vietnam with a pet',
      titleJa: 'ベトナムでペットと一緒に住まいを借りるには',
      publicDate: '2025-11-03',
      descriptionEn: 'Which buildings accept pets, what owners ask for, how to bring a dog or cat into Vietnam and how to keep them comfortable in the heat.',
      descriptionJa: 'ペット可の物件の見つけ方、オーナー様から求められる条件、犬や猫をベトナムに連れてくる手続き、暑さ対策までまとめました。',
      image: 'topic-03.jpg',
      postEn: `<p>More and more of our customers move to Vietnam with a dog or a cat. Pet-friendly homes exist in every city, but they are fewer than in Japan or Europe, so it pays to plan ahead.</p>
<h2>Which properties accept pets?</h2>
<ul>
<li><strong>Houses and villas:</strong> most owners agree, especially to small dogs and cats.</li>
<li><strong>Serviced apartments:</strong> a growing number accept one small pet, usually with an extra deposit and a cleaning fee at move-out.</li>
<li><strong>Large condominium complexes:</strong> building rules vary. Some forbid pets in lifts and common areas; others have dedicated pet lifts and walking areas.</li>
</ul>
<h2>What owners usually ask for</h2>
<p>Expect a photo of your pet, its vaccination record and a signed pet clause in the lease. An extra deposit of half to one month of rent is common. Professional cleaning and pest treatment at the end of the lease are normally paid by the tenant.</p>
<h2>Bringing your pet into Vietnam</h2>
<p>Dogs and cats need a microchip, a valid rabies vaccination and a health certificate from the country of departure. Rules change, so check with the airline and a specialist pet relocation company three months before you fly. Our partner relocation firm can handle the paperwork.</p>
<h2>Living comfortably</h2>
<img src="/images/topic-03.jpg" alt="A dog resting on a cool tiled floor">
<p>Tiled floors stay cool, but summer heat is hard on short-nosed breeds. Choose a unit with good air conditioning and shade, walk early in the morning or late in the evening, and find an international vet near your home before you need one.</p>
<h2>How we help</h2>
<p>Tell us your pet’s species, size and breed with your first inquiry. We only show properties where the owner has confirmed in writing that pets are accepted, and we add the agreed conditions to the lease.</p>`,
      postJa: `<p>最近は、犬や猫と一緒にベトナムへ赴任されるお客様が増えています。ペット可の住まいはどの都市にもありますが、日本や欧米に比べると選択肢が限られるため、早めの準備が大切です。</p>
<h2>ペット可の物件は？</h2>
<ul>
<li><strong>戸建て・ヴィラ：</strong>小型犬や猫であれば、ほとんどのオーナー様が了承してくださいます。</li>
<li><strong>サービスアパートメント：</strong>小型のペット1匹まで可とする物件が増えています。追加のデポジットや退去時のクリーニング費用が必要になるのが一般的です。</li>
<li><strong>大規模コンドミニアム：</strong>管理規約は建物によってさまざまです。エレベーターや共用部へのペットの立ち入りを禁止している建物もあれば、ペット専用エレベーターや散歩スペースを備えた建物もあります。</li>
</ul>
<h2>オーナー様から求められること</h2>
<p>ペットの写真、予防接種の記録の提出、契約書へのペット条項の追加を求められるのが一般的です。賃料の0.5〜1か月分の追加デポジットがかかることも多く、退去時の専門クリーニングや害虫駆除の費用は通常入居者様のご負担となります。</p>
<h2>ペットをベトナムへ連れてくるには</h2>
<p>犬・猫ともに、マイクロチップの装着、有効な狂犬病予防接種、出国国で発行される健康証明書が必要です。規則は変わることがありますので、渡航の3か月前には航空会社やペット輸送の専門業者にご確認ください。当社提携のリロケーション会社で書類手続きを代行することもできます。</p>
<h2>快適に暮らすために</h2>
<img src="/images/topic-03.jpg" alt="ひんやりしたタイルの床でくつろぐ犬">
<p>タイル張りの床はひんやりして快適ですが、夏の暑さは短頭種の犬にとって大きな負担です。エアコンの効きが良く日陰のある部屋を選び、散歩は早朝か夕方以降にしましょう。いざというときに慌てないよう、外国人対応の動物病院を自宅の近くで事前に探しておくと安心です。</p>
<h2>当社のサポート</h2>
<p>最初のお問い合わせの際に、ペットの種類、大きさ、犬種などをお知らせください。オーナー様から書面でペット可の確認が取れた物件のみをご紹介し、合意した条件は契約書に明記します。</p>`,
    },
  },
  {
    slug: 'difference-between-office-and-serviced-office',
    titleEn: 'Difference between office and serviced office',
    titleJa: 'オフィスとサービスオフィスの違い',
    post: {
      titleEn: 'Traditional office or serviced office: which is right for your company?',
      titleJa: '一般オフィスとサービスオフィス、自社に合うのはどちら？',
      publicDate: '2026-02-10',
      descriptionEn: 'How leased offices and serviced offices differ in cost, contract length, set-up time and flexibility, and which suits a new representative office or a growing team.',
      descriptionJa: '賃貸オフィスとサービスオフィスの違いを、コスト、契約期間、開設までの期間、柔軟性の観点から比較し、駐在員事務所の立ち上げや拡大期の企業に向いている選択肢をご紹介します。',
      image: 'topic-04.jpg',
      postEn: `<p>Companies setting up in Vietnam often ask us whether to lease a conventional office or start in a serviced office. Both are common, and the answer depends on team size, budget and how certain your plans are.</p>
<h2>Traditional leased office</h2>
<p>You rent bare or semi-fitted space in an office building, usually for three years or more, and pay rent plus a service charge per square metre. You design the fit-out, buy furniture and set up internet yourself. It costs more at the start but less per person for a team of fifteen or more.</p>
<h2>Serviced office</h2>
<p>You rent furnished, ready-to-use private offices or desks with reception, internet, meeting rooms and cleaning included in one monthly price. Contracts start from one month, and you can move in within days. It is ideal for a representative office, a project team or a company testing the market.</p>
<h2>Side by side</h2>
<table>
<tr><th></th><th>Leased office</th><th>Serviced office</th></tr>
<tr><td>Typical contract</td><td>3 years or more</td><td>1 – 12 months</td></tr>
<tr><td>Move-in</td><td>2 – 4 months (fit-out)</td><td>A few days</td></tr>
<tr><td>Initial cost</td><td>Fit-out, furniture, deposit of 3 months</td><td>Deposit of 1 – 2 months</td></tr>
<tr><td>Monthly cost</td><td>Rent + service charge per m², utilities</td><td>One price per desk or room</td></tr>
<tr><td>Company registration address</td><td>Yes</td><td>Usually yes (check with the operator)</td></tr>
</table>
<h2>Points to check</h2>
<ul>
<li>Whether VAT and overtime air-conditioning charges are included.</li>
<li>The notice period and any restoration costs at the end of the lease.</li>
<li>Whether the address can be used for your investment and enterprise registration.</li>
</ul>
<h2>Our recommendation</h2>
<p>Start in a serviced office if your team is under ten people or your licence is still in progress, then move to a leased office once the business is stable. Our office team can compare both options for you; see our <a href="/en/offices">office listings</a>.</p>`,
      postJa: `<p>ベトナムへ進出される企業様から、「一般の賃貸オフィスを借りるべきか、まずはサービスオフィスから始めるべきか」というご相談をよくいただきます。どちらも一般的な選択肢で、人数、予算、事業計画の確度によって最適解が変わります。</p>
<h2>一般の賃貸オフィス</h2>
<p>オフィスビルの一区画を、スケルトンまたは一部内装付きの状態で借りる形態です。契約期間は3年以上が一般的で、m²あたりの賃料と管理費を支払います。内装設計、家具の購入、インターネットの手配は自社で行う必要があり、初期費用はかかりますが、15名以上の規模になると1人あたりのコストは割安になります。</p>
<h2>サービスオフィス</h2>
<p>家具付きですぐに使える個室や席を借りる形態で、受付、インターネット、会議室、清掃が月額料金にまとめて含まれています。1か月から契約でき、数日で入居可能です。駐在員事務所の開設やプロジェクトチーム、市場調査の拠点に最適です。</p>
<h2>比較表</h2>
<table>
<tr><th></th><th>賃貸オフィス</th><th>サービスオフィス</th></tr>
<tr><td>一般的な契約期間</td><td>3年以上</td><td>1〜12か月</td></tr>
<tr><td>入居までの期間</td><td>2〜4か月（内装工事）</td><td>数日</td></tr>
<tr><td>初期費用</td><td>内装工事、家具、デポジット3か月分</td><td>デポジット1〜2か月分</td></tr>
<tr><td>月額費用</td><td>m²単価の賃料＋管理費、光熱費</td><td>1席または1室ごとの定額</td></tr>
<tr><td>会社登記住所としての利用</td><td>可</td><td>多くの場合可（運営会社に要確認）</td></tr>
</table>
<h2>確認しておきたいポイント</h2>
<ul>
<li>VATや時間外空調料金が料金に含まれているか</li>
<li>解約予告期間と、退去時の原状回復費用</li>
<li>投資登録証明書・企業登録証明書の住所として使用できるか</li>
</ul>
<h2>当社からのご提案</h2>
<p>10名未満の体制の場合や、ライセンスを申請中の段階では、まずサービスオフィスで始め、事業が軌道に乗ってから賃貸オフィスへ移転する方法をおすすめしています。当社のオフィス担当が両方の選択肢を比較してご提案しますので、<a href="/jp/offices">オフィス物件一覧</a>もあわせてご覧ください。</p>`,
    },
  },
  {
    slug: 'difference-between-condominium-and-serviced-apartment',
    titleEn: 'Difference between condominium and serviced apartment',
    titleJa: 'コンドミニアムとサービスアパートメントの違い',
    post: {
      titleEn: 'Condominium or serviced apartment: what is the difference?',
      titleJa: 'コンドミニアムとサービスアパートメントは何が違う？',
      publicDate: '2026-04-22',
      descriptionEn: 'A clear comparison of privately owned condominium units and serviced apartments in Vietnam: what is included in the rent, lease terms, who to call for repairs and which suits singles or families.',
      descriptionJa: 'ベトナムの個人所有のコンドミニアムとサービスアパートメントの違いを、賃料に含まれるもの、契約条件、修理の窓口、単身・ご家族それぞれへの向き不向きから比較します。',
      image: 'topic-05.jpg',
      postEn: `<p>When you search for a home in Vietnam you will see two main types of apartment. They can look alike in photos, but living in them is quite different.</p>
<h2>Condominium</h2>
<p>A condominium unit belongs to an individual owner inside a large residential complex. You rent directly from that owner. Rents are lower for the same size, and many complexes have pools, gyms and playgrounds. Furniture and appliances depend on the owner, and repairs are arranged through the owner or the agent.</p>
<h2>Serviced apartment</h2>
<p>A serviced apartment building is run by one operator, like a hotel for longer stays. Rent usually includes the management fee, housekeeping, internet, cable TV and sometimes laundry or breakfast. There is a front desk and a maintenance team on site, and shorter leases are possible.</p>
<h2>Comparison</h2>
<table>
<tr><th></th><th>Condominium</th><th>Serviced apartment</th></tr>
<tr><td>Landlord</td><td>Individual owner</td><td>Operating company</td></tr>
<tr><td>Included in rent</td><td>Management fee (sometimes)</td><td>Management fee, cleaning, internet, TV</td></tr>
<tr><td>Lease</td><td>12 months, deposit 1 – 2 months</td><td>1 – 12 months, deposit about 1 month</td></tr>
<tr><td>Repairs</td><td>Through the owner or agent</td><td>On-site team, usually the same day</td></tr>
<tr><td>Typical rent (2 bedrooms)</td><td>$800 – $1,600</td><td>$1,300 – $2,500</td></tr>
</table>
<h2>Which should you choose?</h2>
<ul>
<li><strong>Single assignees and short stays:</strong> a serviced apartment saves time, with no cleaning or bills to manage.</li>
<li><strong>Families with children:</strong> a condominium in a complex with a pool, playground and school bus stop gives more space for the budget.</li>
<li><strong>Company budget with VAT invoices:</strong> serviced apartment operators issue invoices easily; with condominiums it depends on the owner.</li>
</ul>
<h2>Either way, we stay with you</h2>
<p>When you rent a condominium through us, our 24-hour support line acts as your front desk: we contact the owner, arrange repairs and follow up. <a href="/en/residences">Search residences</a> and filter by property type to compare.</p>`,
      postJa: `<p>ベトナムで住まいを探すと、大きく分けて2種類のアパートメントが出てきます。写真では似て見えても、実際の暮らしはかなり異なります。</p>
<h2>コンドミニアム</h2>
<p>大規模な集合住宅の一室を個人のオーナー様が所有しているもので、そのオーナー様と直接契約します。同じ広さなら賃料は割安で、プールやジム、キッズエリアを備えた物件も多くあります。家具・家電の内容はオーナー様次第で、修理はオーナー様または仲介会社を通じて手配します。</p>
<h2>サービスアパートメント</h2>
<p>1つの運営会社が建物全体を管理しており、長期滞在型のホテルのようなイメージです。賃料には管理費、ハウスキーピング、インターネット、ケーブルテレビが含まれ、ランドリーや朝食が付く物件もあります。フロントとメンテナンスチームが常駐し、短期の契約にも対応しています。</p>
<h2>比較表</h2>
<table>
<tr><th></th><th>コンドミニアム</th><th>サービスアパートメント</th></tr>
<tr><td>貸主</td><td>個人オーナー</td><td>運営会社</td></tr>
<tr><td>賃料に含まれるもの</td><td>管理費（含まれない場合もあり）</td><td>管理費、清掃、インターネット、テレビ</td></tr>
<tr><td>契約条件</td><td>12か月、デポジット1〜2か月分</td><td>1〜12か月、デポジット約1か月分</td></tr>
<tr><td>修理対応</td><td>オーナー様・仲介会社経由</td><td>常駐スタッフが原則即日対応</td></tr>
<tr><td>賃料の目安（2ベッドルーム）</td><td>$800〜$1,600</td><td>$1,300〜$2,500</td></tr>
</table>
<h2>どちらを選ぶべき？</h2>
<ul>
<li><strong>単身赴任・短期滞在の方：</strong>掃除や公共料金の手続きが不要なサービスアパートメントなら、仕事に集中できます。</li>
<li><strong>お子様連れのご家族：</strong>プールやキッズエリア、スクールバスの停留所がある大規模コンドミニアムなら、同じ予算でより広い住まいが見つかります。</li>
<li><strong>会社負担でVAT請求書が必要な場合：</strong>サービスアパートメントは発行がスムーズです。コンドミニアムはオーナー様によって対応が異なります。</li>
</ul>
<h2>どちらを選んでも安心のサポート</h2>
<p>当社経由でコンドミニアムをご契約いただいた場合も、24時間対応のサポート窓口がフロントの役割を担います。オーナー様への連絡から修理の手配、その後のフォローまでお任せください。<a href="/jp/residences">住居を検索する</a>際は、物件タイプで絞り込んで比較してみてください。</p>`,
    },
  },
];
