/**
 * Phrase pools for the generated listings. Each entry is a pair written once in English and once
 * in Japanese (as a Japanese agency would phrase it), with {placeholders} filled per listing.
 */
export type Pair = { en: string; ja: string };

export const FEATURES: Pair[] = [
  { en: 'Bright', ja: '明るい' },
  { en: 'Spacious', ja: '広々とした' },
  { en: 'Cosy', ja: '落ち着いた' },
  { en: 'High-floor', ja: '高層階の' },
  { en: 'Renovated', ja: 'リノベーション済みの' },
  { en: 'Modern', ja: 'モダンな' },
  { en: 'Quiet', ja: '静かな' },
  { en: 'Corner', ja: '角部屋の' },
  { en: 'Family-friendly', ja: 'ファミリー向けの' },
  { en: 'Fully furnished', ja: '家具付きの' },
];

export const VIEWS: Pair[] = [
  { en: 'a wide view over the city', ja: '市街地を一望できます。' },
  { en: 'a calm garden view', ja: '緑豊かな庭園を望めます。' },
  { en: 'plenty of morning light', ja: '朝日がたっぷりと差し込みます。' },
  { en: 'a view of the river', ja: '川を望む開放的な眺めです。' },
  { en: 'a lake view from the living room', ja: 'リビングから湖を望めます。' },
  { en: 'a quiet inner courtyard view', ja: '静かな中庭に面しています。' },
];

/** The unit itself: {size}, {beds}, {type}, {feature}, {floor}, {view}. */
export const UNIT_PARAGRAPHS: Pair[] = [
  {
    en: 'A {feature} {beds} {type} of {size} m² on the {floor} floor, with {view}. The living room opens onto a balcony and the kitchen is fully equipped.',
    ja: '{floor}階にある{size}m²の{featureJa}{bedsJa}の{typeJa}です。{view}リビングはバルコニーに面し、キッチンの設備も充実しています。',
  },
  {
    en: 'This {beds} {type} offers {size} m² of living space with {view}. Bedrooms are separated from the living area, which keeps the home quiet for working from home.',
    ja: '{size}m²の{bedsJa}の{typeJa}です。{view}寝室とリビングが分かれているので、在宅勤務にも集中しやすい間取りです。',
  },
  {
    en: '{size} m², {beds}, {floor} floor: a {feature} home with {view}, wooden floors and large windows in every room.',
    ja: '{size}m²・{bedsJa}・{floor}階の{featureJa}お部屋です。{view}全室フローリングで、どの部屋にも大きな窓があります。',
  },
  {
    en: 'A {feature} {type} ({beds}, {size} m²) with an open kitchen, a dining area for six and {view}.',
    ja: 'オープンキッチンと6人掛けのダイニングスペースを備えた{featureJa}{typeJa}（{bedsJa}・{size}m²）です。{view}',
  },
  {
    en: 'Well kept and ready to move in: {beds}, {size} m² on the {floor} floor with {view}. Storage is generous, with built-in wardrobes in each bedroom.',
    ja: '丁寧に管理され、すぐに入居可能です。{floor}階、{size}m²の{bedsJa}のお部屋です。{view}各寝室に造り付けのクローゼットがあり収納も十分です。',
  },
  {
    en: 'A {feature} {beds} {type} of {size} m². The bathroom has a bathtub and a separate shower, rare in {district}, and {view}.',
    ja: '{size}m²の{featureJa}{bedsJa}の{typeJa}です。{districtJa}では珍しいバスタブ付きの浴室（シャワーブース別）を備えています。{view}',
  },
];

/** The neighbourhood: {district}, {city}, {minutes}. */
export const AREA_PARAGRAPHS: Pair[] = [
  {
    en: '{district} is popular with Japanese and Western families: supermarkets, international schools and cafés are only a few minutes away.',
    ja: '{districtJa}は日本人や欧米人のご家族に人気のエリアで、スーパーやインターナショナルスクール、カフェまで数分です。',
  },
  {
    en: 'The city centre of {city} is about {minutes} minutes by car, and the Japanese school bus stops nearby.',
    ja: '{cityJa}の中心部までは車で約{minutes}分。日本人学校のスクールバスも近くに停車します。',
  },
  {
    en: 'The street is quiet at night yet close to restaurants, gyms and a riverside promenade.',
    ja: '夜は静かな通りですが、レストランやジム、川沿いの遊歩道にも近い便利な立地です。',
  },
  {
    en: 'A Japanese supermarket and clinics with Japanese-speaking staff are within walking distance.',
    ja: '日系スーパーや日本語対応のクリニックが徒歩圏内にあります。',
  },
  {
    en: 'Grab bikes and taxis are easy to find at the gate, and the airport is about {minutes} minutes away.',
    ja: '建物の前でGrabやタクシーをすぐに拾えます。空港までは約{minutes}分です。',
  },
  {
    en: 'Parks and a jogging path nearby make {district} a pleasant place for families with children.',
    ja: '近くに公園やジョギングコースがあり、{districtJa}はお子様連れのご家族にも暮らしやすい環境です。',
  },
];

/** Terms and services. {services}. */
export const TERMS_PARAGRAPHS: Pair[] = [
  {
    en: 'Rent includes {services}. Electricity and water are billed at the official rate.',
    ja: '賃料には{servicesJa}が含まれます。電気・水道は公定料金で別途ご請求となります。',
  },
  {
    en: 'The standard contract is 12 months with a two-month deposit; shorter stays can be discussed with the owner.',
    ja: '契約期間は12ヶ月、デポジット（敷金）は2ヶ月分が基本です。短期のご入居もオーナーとご相談いただけます。',
  },
  {
    en: 'Our Japanese- and English-speaking staff arrange viewings any day of the week, online tours included.',
    ja: '日本語・英語を話すスタッフが毎日内見をご案内します。オンライン内見にも対応しています。',
  },
  {
    en: 'Small pets may be accepted after consultation with the owner.',
    ja: '小型のペットはオーナーとのご相談により入居可能な場合があります。',
  },
  {
    en: 'Furniture and appliances can be adjusted to your needs before you move in.',
    ja: 'ご入居前に、家具や家電の入れ替えなどご要望に応じて調整が可能です。',
  },
];

export const SERVICES: Record<'serviced' | 'apartment' | 'house', Pair> = {
  serviced: {
    en: 'management fee, cleaning three times a week, linen change, internet and cable TV',
    ja: '管理費、週3回の清掃、リネン交換、インターネット、ケーブルテレビ',
  },
  apartment: { en: 'management fee and internet', ja: '管理費とインターネット' },
  house: { en: 'garden maintenance and security', ja: '庭の手入れとセキュリティ' },
};

export const SERVICE_LINES: Record<'serviced' | 'apartment' | 'house', Pair> = {
  serviced: {
    en: 'Management fee\nCleaning 3 times a week\nLinen change\nInternet (Wi-Fi)\nCable TV',
    ja: '管理費\n週3回の清掃\nリネン交換\nインターネット（Wi-Fi）\nケーブルテレビ',
  },
  apartment: { en: 'Management fee\nInternet (Wi-Fi)', ja: '管理費\nインターネット（Wi-Fi）' },
  house: { en: 'Garden maintenance\nSecurity guard', ja: '庭の手入れ\n警備員' },
};

export const FURNISHING: Pair[] = [
  { en: 'Fully furnished', ja: '家具付き' },
  { en: 'Partly furnished', ja: '一部家具付き' },
  { en: 'Unfurnished', ja: '家具なし' },
];

export const OFFICE_NAME_PARTS: { first: Pair[]; second: Pair[] } = {
  first: [
    { en: 'Lotus', ja: 'ロータス' },
    { en: 'Capital', ja: 'キャピタル' },
    { en: 'Golden River', ja: 'ゴールデンリバー' },
    { en: 'Pacific', ja: 'パシフィック' },
    { en: 'Sunrise', ja: 'サンライズ' },
    { en: 'Riverside', ja: 'リバーサイド' },
    { en: 'Harbour', ja: 'ハーバー' },
    { en: 'Central', ja: 'セントラル' },
    { en: 'Emerald', ja: 'エメラルド' },
    { en: 'Phoenix', ja: 'フェニックス' },
    { en: 'Orchid', ja: 'オーキッド' },
    { en: 'Horizon', ja: 'ホライズン' },
  ],
  second: [
    { en: 'Tower', ja: 'タワー' },
    { en: 'Building', ja: 'ビル' },
    { en: 'Business Center', ja: 'ビジネスセンター' },
    { en: 'Office Park', ja: 'オフィスパーク' },
    { en: 'Plaza', ja: 'プラザ' },
  ],
};

export const OFFICE_PARAGRAPHS: Pair[][] = [
  [
    {
      en: '{size} m² of office space on the {floor} floor of {tower}, a grade-{grade} building in {district}.',
      ja: '{districtJa}にあるグレード{grade}のビル「{towerJa}」{floor}階、{size}m²のオフィスです。',
    },
    {
      en: 'A {type} of {size} m² on the {floor} floor of {tower}, with floor-to-ceiling windows and an efficient, column-free layout.',
      ja: '「{towerJa}」{floor}階にある{size}m²の{typeJa}です。全面ガラス窓で柱のない効率的なレイアウトが特長です。',
    },
    {
      en: 'Ready-to-use {type} in {tower}: {size} m², natural light on two sides and a view over {district}.',
      ja: 'すぐにご利用いただける「{towerJa}」の{typeJa}です。{size}m²、二面採光で{districtJa}を見渡せます。',
    },
  ],
  [
    {
      en: 'The building has {storey} floors, fast elevators, a staffed lobby and parking for cars and motorbikes.',
      ja: 'ビルは地上{storey}階建てで、高速エレベーター、有人の受付ロビー、車・バイクの駐車場を備えています。',
    },
    {
      en: 'Banks, restaurants and Japanese cafés surround the building, and government offices are close by.',
      ja: 'ビルの周辺には銀行やレストラン、日系カフェが並び、官公庁へのアクセスも良好です。',
    },
    {
      en: 'Several Japanese companies already have offices here, and the management office speaks English and Japanese.',
      ja: 'すでに複数の日系企業が入居しており、管理事務所は英語・日本語に対応しています。',
    },
  ],
  [
    {
      en: 'Service charge USD {serviceCharge}/m²/month. Fit-out periods and contract terms can be negotiated with the landlord.',
      ja: '管理費は月額{serviceCharge}ドル/m²です。内装工事期間や契約条件はオーナーとの交渉が可能です。',
    },
    {
      en: 'We help with the investment licence address, fit-out contractors and furniture, so your team can start quickly.',
      ja: '投資ライセンス用の住所登録や内装業者・家具の手配もサポートしますので、スムーズに業務を開始いただけます。',
    },
  ],
];

export const WORKING_HOURS: Pair[] = [
  { en: 'Mon–Fri 8:00–18:00, Sat 8:00–12:00', ja: '月〜金 8:00〜18:00、土 8:00〜12:00' },
  { en: 'Mon–Fri 7:30–19:00', ja: '月〜金 7:30〜19:00' },
  { en: '24 hours, 7 days a week', ja: '24時間・年中無休' },
];

export const OT_CHARGES: Pair[] = [
  { en: 'USD 25 per hour per floor (air conditioning)', ja: '空調の時間外利用：1フロア1時間あたり25ドル' },
  { en: 'USD 0.2 per m² per hour', ja: '1m²あたり1時間0.2ドル' },
  { en: 'Included', ja: '込み' },
];

export const UNITS = {
  month: { en: 'months', ja: 'ヶ月' },
  year: { en: 'years', ja: '年' },
  deposit: { en: 'months of rent', ja: 'ヶ月分' },
  payment: { en: 'months per payment', ja: 'ヶ月ごと' },
} satisfies Record<string, Pair>;

/** Placeholders drawn but never stored (listings.ts `noVideo`): only their count matters. */
export const VIDEO_LINKS = ['none-1', 'none-2'];
