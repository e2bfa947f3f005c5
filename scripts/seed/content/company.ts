import type {
  CustomerSupportSeed,
  GeneralInformationSeed,
  GroupCompanySeed,
  HistorySeed,
  OfficeSeed,
  PageSeed,
  PartnerSeed,
} from '../types';

/**
 * Company pages, owner FAQs and small bilingual texts. The company (ISN Vietnam) and every person,
 * building and partner named here are fictional demo content.
 */

const info = (
  categorySlug: string,
  nameEn: string | null,
  nameJa: string | null,
  descriptionEn: string | null,
  descriptionJa: string | null,
  image: string | null = null,
): GeneralInformationSeed => ({ categorySlug, nameEn, nameJa, descriptionEn, descriptionJa, image });

const COMPANY_PROFILE: GeneralInformationSeed[] = [
  info(
    'company-profile',
    'Company name',
    '会社名',
    'ISN Vietnam Co., Ltd. (International Stay Network)',
    'ISNベトナム有限会社（International Stay Network）',
  ),
  info('company-profile', 'Established', '設立', 'April 2005', '2005年4月'),
  info('company-profile', 'Charter capital', '資本金', 'USD 1,500,000', '150万米ドル'),
  info(
    'company-profile',
    'Representative',
    '代表者',
    'Takahiro Mori, General Director',
    '社長（General Director）　森 隆宏',
  ),
  info(
    'company-profile',
    'Head office',
    '本社',
    '6th Floor, Lotus Building, 25 Xuân Diệu, Quảng An, Tây Hồ, Hà Nội, Vietnam',
    'ベトナム ハノイ市タイホー区スアンジエウ通り25番地 ロータスビル6階',
  ),
  info(
    'company-profile',
    'Business',
    '事業内容',
    'Leasing brokerage for residences, serviced apartments and offices; property management; relocation and corporate housing support for expatriates and companies',
    '住居・サービスアパートメント・オフィスの賃貸仲介、不動産管理、駐在員および法人のお客様向けの生活立ち上げ支援・社宅サービス',
  ),
  info(
    'company-profile',
    'Employees',
    '従業員数',
    '128 (as of January 2026), including 14 Japanese-speaking consultants',
    '128名（2026年1月現在）うち日本語対応スタッフ14名',
  ),
  info(
    'company-profile',
    'Licences',
    '許認可',
    'Enterprise Registration Certificate No. 0101756423 (Hanoi Department of Finance); registered real estate brokerage business under the Law on Real Estate Business',
    '企業登録証明書 No. 0101756423（ハノイ市財務局）／不動産事業法に基づく不動産仲介事業登録済み',
  ),
];

const COMPANY_PHILOSOPHY: GeneralInformationSeed[] = [
  info(
    'company-philosophy',
    'Mission',
    'ミッション',
    'To make a new life in Vietnam feel settled from the very first day, by finding each customer a home or office that truly fits and standing by them for as long as they stay.',
    'ベトナムでの新しい生活を、初日から安心して始めていただくこと。お客様一人ひとりに本当に合う住まいとオフィスをご紹介し、滞在中もずっと寄り添い続けることが私たちの使命です。',
  ),
  info(
    'company-philosophy',
    'Vision',
    'ビジョン',
    'To be the first name expatriates and the companies that send them think of when they need a place in Vietnam, in every city where they work.',
    'ベトナムで住まいやオフィスが必要になったとき、駐在員の皆様と派遣元企業の皆様が真っ先に思い浮かべる存在へ。赴任先のどの都市でも頼られる会社を目指します。',
  ),
  info(
    'company-philosophy',
    'Values',
    '大切にしている価値観',
    'Honesty about every property, including its weak points. Speed when something goes wrong. Respect for owners and tenants alike. Care for the small details that make a home comfortable.',
    '物件の良い点だけでなく気になる点も正直にお伝えすること。トラブルの際は何より迅速に動くこと。オーナー様と入居者様の双方を等しく尊重すること。住み心地を左右する細やかな点まで気を配ること。',
  ),
  info(
    'company-philosophy',
    'Promise to our customers',
    'お客様へのお約束',
    'We answer every inquiry within one business day, show only properties we have inspected ourselves, and keep a bilingual team on call 24 hours a day, 365 days a year.',
    'お問い合わせには1営業日以内に必ずご返信し、当社スタッフが実際に確認した物件のみをご紹介します。また、日本語・英語対応のサポート窓口を24時間365日ご用意しています。',
  ),
];

const OUR_COMPANY_FEATURES: GeneralInformationSeed[] = [
  info(
    'our-company-feature',
    'Twenty years in Vietnam',
    'ベトナムで20年の実績',
    'Since 2005 we have helped more than 18,000 expatriates and 900 companies find homes and offices across Hanoi, Ho Chi Minh City, Da Nang and Hai Phong.',
    '2005年の創業以来、ハノイ・ホーチミン・ダナン・ハイフォンで延べ18,000名以上の駐在員の方と900社を超える企業様の住まい・オフィス探しをお手伝いしてきました。',
  ),
  info(
    'our-company-feature',
    'Japanese and English speaking staff',
    '日本語・英語でご対応',
    'Consultants who speak Japanese or English accompany you from the first call to the day you hand back the keys, so nothing gets lost in translation.',
    '最初のお問い合わせから退去時の鍵の返却まで、日本語または英語を話すスタッフが担当します。言葉の壁による行き違いの心配はありません。',
  ),
  info(
    'our-company-feature',
    'Properties we have seen ourselves',
    'スタッフが確認済みの物件のみご紹介',
    'Every listing is inspected by our staff before it is published: water pressure, noise, sunlight, mould, security and the condition of the furniture.',
    '掲載前に必ず当社スタッフが現地を確認しています。水圧、騒音、日当たり、カビ、セキュリティ、家具の状態まで細かくチェックしています。',
  ),
  info(
    'our-company-feature',
    '24/7 support after move-in',
    '入居後も24時間365日サポート',
    'Air conditioner stopped at midnight? Our hotline is staffed around the clock and our technicians or the building team are dispatched quickly.',
    '夜中にエアコンが止まってしまった、そんなときもご安心ください。サポート窓口は24時間体制で、当社の技術スタッフまたは建物管理チームをすぐに手配します。',
  ),
  info(
    'our-company-feature',
    'No brokerage fee for tenants',
    '入居者様の仲介手数料は無料',
    'Our commission is paid by the owner. Tenants pay nothing for searching, viewing, negotiating or contract support.',
    '仲介手数料はオーナー様からいただいているため、物件探し・内見・条件交渉・契約手続きのサポートまで、入居者様のご負担は一切ありません。',
  ),
  info(
    'our-company-feature',
    'Contracts checked in three languages',
    '契約書は3言語で確認',
    'Leases are prepared in Vietnamese with English or Japanese versions, and our legal team reviews the clauses that matter most to expatriates, such as the diplomatic clause.',
    '賃貸借契約書はベトナム語に英語または日本語を併記して作成します。途中解約条項（ディプロマティック・クローズ）など、駐在員の方にとって重要な条項は当社の法務チームが確認します。',
  ),
  info(
    'our-company-feature',
    'Support for companies',
    '法人のお客様へのサポート',
    'HR teams receive one point of contact, consolidated invoices and monthly reports for every assignee housed through us.',
    '人事・総務ご担当者様には専任の窓口をお付けし、請求書の一括発行や赴任者様ごとの月次レポートをご提供しています。',
  ),
];

const MEET_OUR_TEAM: GeneralInformationSeed[] = [
  info(
    'meet-our-team',
    'Nguyễn Thu Hà — Leasing Manager, Hanoi',
    'グエン・トゥー・ハー — リーシングマネージャー（ハノイ）',
    'Hà has walked through almost every serviced apartment in Tây Hồ and will tell you which ones get the morning sun.',
    'タイホー区のサービスアパートメントはほぼすべて見てきたハーは、朝日が入る部屋がどこか、すぐにお答えできます。',
    'team-01.jpg',
  ),
  info(
    'meet-our-team',
    'Satoshi Kimura — Japanese Desk Manager',
    '木村 聡 — 日本人デスク マネージャー',
    'After ten years in Hanoi, Satoshi knows exactly what a family arriving from Japan worries about, and how to put them at ease.',
    'ハノイ在住10年。日本から赴任されるご家族が何を不安に感じるのかを知り尽くし、一つひとつ丁寧に解消していきます。',
    'team-02.jpg',
  ),
  info(
    'meet-our-team',
    'Trần Minh Quân — Senior Consultant, Ho Chi Minh City',
    'チャン・ミン・クアン — シニアコンサルタント（ホーチミン）',
    'Quân commutes by bicycle between Thảo Điền and Quận 1 and can compare the two areas from first-hand experience.',
    'タオディエンから1区まで自転車で通勤しているクアンは、両エリアの暮らしの違いを実感をもってご説明します。',
    'team-03.jpg',
  ),
  info(
    'meet-our-team',
    'Yuki Hayashi — Customer Relations, Ho Chi Minh City',
    '林 由希 — カスタマーリレーション（ホーチミン）',
    'Yuki is the friendly voice on the phone when something needs fixing, and she follows up until it is really fixed.',
    '設備の不具合などでお電話をいただいたとき、最初にお応えするのが林です。きちんと直るまで責任をもってフォローします。',
    'team-04.jpg',
  ),
  info(
    'meet-our-team',
    'Lê Hoàng Anh — Property Management Supervisor',
    'レー・ホアン・アイン — 物件管理スーパーバイザー',
    'Anh leads our technicians and keeps more than 1,200 managed units running smoothly, from water heaters to lift inspections.',
    '技術スタッフを率いるアインは、給湯器からエレベーター点検まで、1,200戸を超える管理物件を日々支えています。',
    'team-05.jpg',
  ),
  info(
    'meet-our-team',
    'Phạm Ngọc Linh — Office Leasing Consultant',
    'ファム・ゴック・リン — オフィス担当コンサルタント',
    'Linh helps companies compare Grade A floors and serviced offices, and is a patient negotiator on fit-out periods.',
    'グレードAオフィスとサービスオフィスの比較検討をお手伝いするリンは、内装工事期間のフリーレント交渉も粘り強く進めます。',
    'team-06.jpg',
  ),
  info(
    'meet-our-team',
    'Đỗ Văn Hùng — Branch Manager, Hai Phong',
    'ドー・ヴァン・フン — ハイフォン支店長',
    'Hùng works closely with factories in the industrial parks and can house a whole start-up team within a couple of weeks.',
    '工業団地の企業様と密に連携しているフンは、立ち上げメンバー全員分の住まいを数週間で手配した実績があります。',
    'team-07.jpg',
  ),
  info(
    'meet-our-team',
    'Vũ Thảo My — Relocation Coordinator, Da Nang',
    'ヴー・タオ・ミー — リロケーションコーディネーター（ダナン）',
    'My arranges everything from airport pick-up to the first supermarket visit, and loves recommending her favourite beach cafés.',
    '空港へのお出迎えから初めてのスーパーへのご案内まで担当するミーは、お気に入りのビーチカフェを紹介するのが大好きです。',
    'team-08.jpg',
  ),
];

const MESSAGE_FROM_REPRESENTATIVE: GeneralInformationSeed[] = [
  info(
    'mess-from-rep',
    'Takahiro Mori, General Director',
    '社長（General Director）　森 隆宏',
    `When I first arrived in Hanoi in 2003, finding an apartment meant riding a motorbike taxi from one building to another with a dictionary in my pocket. The people who helped me then, a landlord who fixed the water heater the same evening and a neighbour who showed me where to buy bread, are the reason ISN Vietnam exists. We started in 2005 with three people and one small office in Tây Hồ, wanting to give every newcomer that same feeling of being looked after.

Twenty years later we have offices in Hanoi, Ho Chi Minh City and Hai Phong, a team in Da Nang and more than a hundred colleagues. Vietnam has changed enormously in that time: metro lines, new districts and towers that did not exist when we began. What has not changed is that moving to a new country is a big step, and a good home makes every other part of it easier.

Our work does not end when the lease is signed. We take the midnight calls about air conditioners, we explain the electricity bill, we help negotiate a renewal and we check the apartment with you on the day you leave. For the owners who trust us with their properties, we aim to be just as reliable, keeping their buildings well maintained and their tenants happy.

Thank you for visiting our website. Whether you are coming to Vietnam for the first time or moving to a new city after many years here, we would be glad to help you find a place you will enjoy coming home to.`,
    `私が初めてハノイに来た2003年当時、住まい探しといえば、辞書をポケットに入れてバイクタクシーで建物を一軒一軒回るものでした。その日のうちに給湯器を直してくれた大家さん、パンを買える店を教えてくれたご近所の方。あのとき助けてくれた人たちの存在こそが、ISNベトナムの原点です。2005年、タイホー区の小さな事務所で3人から始めた当社の思いは、ベトナムに来られるすべての方に「きちんと見守られている」という安心感をお届けすることでした。

それから20年、今ではハノイ・ホーチミン・ハイフォンに拠点を構え、ダナンにもチームを置き、100名を超える仲間とともに仕事をしています。この間にベトナムは大きく変わりました。地下鉄が開通し、新しい街が生まれ、創業当時には想像もできなかった高層ビルが立ち並んでいます。それでも、海外への赴任が人生の大きな一歩であること、そして良い住まいがあれば他のすべてがずっと楽になることは、今も昔も変わりません。

私たちの仕事は、契約書にサインをいただいた時点で終わるものではありません。深夜のエアコン故障のご連絡を受け、電気料金の請求書の見方をご説明し、更新時の条件交渉をお手伝いし、退去の日には一緒にお部屋を確認いたします。大切な物件をお任せくださるオーナー様に対しても、建物を良好な状態に保ち、入居者様に満足していただけるよう、同じように誠実にお応えしてまいります。

当社ウェブサイトをご覧いただき、誠にありがとうございます。初めてベトナムに来られる方も、長くお住まいで別の都市へ移られる方も、「帰るのが楽しみになる住まい」を見つけるお手伝いができれば幸いです。`,
    'representative.jpg',
  ),
];

const OUR_MAIN_SERVICES: GeneralInformationSeed[] = [
  // Real-estate brokerage
  info(
    'our-main-services',
    'Residential leasing brokerage',
    '住居の賃貸仲介',
    'Apartments, serviced apartments, villas and houses for individuals and families, with viewings arranged around your schedule and negotiation handled for you.',
    'アパートメント、サービスアパートメント、ヴィラ、戸建てなど、単身の方からご家族まで幅広くご紹介します。内見はご都合に合わせて設定し、条件交渉も当社が代行します。',
  ),
  info(
    'our-main-services',
    'Office and serviced office brokerage',
    'オフィス・サービスオフィスの仲介',
    'From a two-desk serviced office to a full floor in a Grade A tower, we compare options, calculate the total cost and negotiate fit-out periods.',
    '2名用のサービスオフィスからグレードAビルのワンフロアまで、複数の候補を比較し、総コストの試算やフリーレント期間の交渉まで行います。',
  ),
  info(
    'our-main-services',
    'Sales brokerage for foreign buyers',
    '外国人のお客様向け売買仲介',
    'For customers who wish to buy, we explain the foreign ownership rules and introduce eligible condominium projects through our sales team.',
    'ご購入をご検討のお客様には、外国人による所有に関する規定をご説明したうえで、購入可能なコンドミニアムを売買チームがご紹介します。',
  ),
  // Property management
  info(
    'our-main-services',
    'Property management for owners',
    'オーナー様向け賃貸管理',
    'Tenant screening, rent collection, monthly statements and regular inspections, so owners living abroad can rent out with peace of mind.',
    '入居者審査、賃料の集金、月次報告書の作成、定期点検まで代行します。海外にお住まいのオーナー様も安心して賃貸に出していただけます。',
  ),
  info(
    'our-main-services',
    'Maintenance and repairs',
    'メンテナンス・修繕対応',
    'Our in-house technicians and partner contractors handle air conditioners, plumbing, electrical work and renovation between tenancies.',
    '社内の技術スタッフと提携業者が、エアコン、水回り、電気工事のほか、入居者様の入れ替え時のリフォームにも対応します。',
  ),
  info(
    'our-main-services',
    'Building operation for serviced apartments',
    'サービスアパートメントの運営受託',
    'We operate entire serviced apartment buildings on behalf of owners: front desk, housekeeping, pricing and marketing to expatriate tenants.',
    'オーナー様に代わり、サービスアパートメント一棟の運営をお引き受けします。フロント業務、ハウスキーピング、賃料設定、駐在員向けの募集活動まで一括で対応します。',
  ),
  // Other businesses
  info(
    'our-main-services',
    'Relocation support',
    '赴任・生活立ち上げサポート',
    'Airport pick-up, temporary residence registration, bank account opening, school visits and an orientation tour of your new neighbourhood.',
    '空港でのお出迎え、一時滞在登録、銀行口座の開設、学校見学、新しい街のオリエンテーションツアーなど、生活の立ち上げをお手伝いします。',
  ),
  info(
    'our-main-services',
    'Corporate housing programmes',
    '法人向け社宅サービス',
    'A single contract for all your assignees: housing policy advice, consolidated invoicing in VND with VAT invoices, and reports for HR.',
    '赴任者様全員分の住まいを一つの契約でまとめて管理します。社宅規程のご相談、VAT請求書付きのベトナムドン建て一括請求、人事部門向けレポートにも対応します。',
  ),
  info(
    'our-main-services',
    'Interior and furnishing packages',
    'インテリア・家具パッケージ',
    'Furniture rental and furnishing packages for unfurnished apartments and offices, selected with our partner workshops and delivered within two weeks.',
    '家具なし物件やオフィス向けに、提携工房と選んだ家具のレンタル・コーディネートパッケージをご用意しています。最短2週間でお届けします。',
  ),
  info(
    'our-main-services',
    'Short-stay and business trip apartments',
    '短期滞在・出張者向けアパートメント',
    'Fully serviced apartments from one week for business trips, pre-assignment visits and families waiting for their long-term home to be ready.',
    '出張や下見、長期の住まいが決まるまでの仮住まいに、1週間からご利用いただけるフルサービスのアパートメントをご用意しています。',
  ),
];

const WHY_CHOOSE_US: GeneralInformationSeed[] = [
  info(
    'why-choose-us',
    'How we work',
    'ご入居までの流れ',
    'From the first viewing to handing over the keys, one consultant who speaks your language stays with you: we shortlist homes that fit your brief, arrange the viewings, check the lease clause by clause and attend the move-in inspection.',
    '最初の内見から鍵のお引き渡しまで、日本語の話せる担当者が一貫してお手伝いします。ご希望に合う物件の絞り込み、内見の手配、契約書の条項ごとの確認、入居時の立ち会いまで対応いたします。',
  ),
  info(
    'why-choose-us',
    'Honest advice',
    '正直なアドバイス',
    'We tell you about the karaoke bar next door and the slow lift before you sign, not after you move in.',
    '隣にカラオケ店がある、エレベーターの待ち時間が長い。そうした点も、入居後ではなく契約前にきちんとお伝えします。',
  ),
  info(
    'why-choose-us',
    'The largest inspected selection',
    '確認済み物件の豊富さ',
    'Thousands of residences and offices across four cities, all visited by our staff and updated every week.',
    '4都市で数千件の住居・オフィスをご紹介しており、すべて当社スタッフが現地を確認し、毎週情報を更新しています。',
  ),
  info(
    'why-choose-us',
    'Support that keeps going',
    '入居後も続くサポート',
    'A 24-hour hotline, repair arrangement, drinking water delivery and renewal negotiations are all part of the service.',
    '24時間対応のサポート窓口、修理の手配、飲料水の配達、契約更新時の交渉まで、すべてサービスに含まれています。',
  ),
  info(
    'why-choose-us',
    'Trusted by companies',
    '多くの企業様に選ばれています',
    'More than 900 companies, from global manufacturers to start-ups, rely on us to house their teams in Vietnam.',
    'グローバルメーカーからスタートアップまで、900社を超える企業様がベトナムに赴任される社員の皆様の住まいを当社にお任せくださっています。',
  ),
];

const FAQS_FOR_OWNERS: GeneralInformationSeed[] = [
  info(
    'faqs-for-owners',
    'How much does it cost to list my property with you?',
    '物件の掲載に費用はかかりますか？',
    'Listing is free. We charge a brokerage commission only when a lease is signed, usually equal to one month of rent for a twelve-month lease.',
    '掲載は無料です。仲介手数料は賃貸借契約が成立した場合にのみいただいており、12か月契約の場合は通常賃料の1か月分です。',
  ),
  info(
    'faqs-for-owners',
    'What kind of properties do your tenants look for?',
    'どのような物件の需要がありますか？',
    'Mostly furnished one- to three-bedroom apartments and serviced apartments in expatriate areas, houses with gardens for families, and offices from 50 m² upwards. Good security, reliable hot water and a stable internet connection matter more than luxury finishes.',
    '需要が高いのは、駐在員の多いエリアにある家具付きの1〜3ベッドルームのアパートメントやサービスアパートメント、ご家族向けの庭付き住宅、50m²以上のオフィスです。豪華な内装よりも、セキュリティ、安定した給湯、快適なインターネット環境が重視されます。',
  ),
  info(
    'faqs-for-owners',
    'How do you decide the asking rent?',
    '募集賃料はどのように決めますか？',
    'After visiting the property we compare it with similar units we have leased recently and suggest a realistic range. The final asking rent is always your decision.',
    '現地を確認したうえで、当社の直近の成約事例と比較し、現実的な賃料の目安をご提案します。最終的な募集賃料はオーナー様にご判断いただきます。',
  ),
  info(
    'faqs-for-owners',
    'Do I need to furnish the apartment?',
    '家具は用意する必要がありますか？',
    'Most expatriate tenants prefer fully furnished homes. If your unit is empty, our furnishing package can equip it within about two weeks, and the cost is usually recovered through a higher rent.',
    '駐在員の方の多くは家具付き物件を希望されます。家具がない場合は、当社の家具パッケージで約2週間で設置でき、多くの場合は賃料の上乗せで費用を回収できます。',
  ),
  info(
    'faqs-for-owners',
    'Who are the tenants and how are they screened?',
    '入居者はどのような方ですか？審査はありますか？',
    'Most tenants are employees of foreign companies, and many leases are signed by the company itself. We check identity documents, employment and, for company leases, the business registration.',
    '入居者の多くは外資系企業にお勤めの方で、法人名義でのご契約も多くあります。本人確認書類や勤務先を確認し、法人契約の場合は企業登録証明書も確認します。',
  ),
  info(
    'faqs-for-owners',
    'What does a standard lease include?',
    '標準的な契約条件を教えてください。',
    'Typically a twelve-month term, a deposit of one or two months, rent paid monthly or quarterly in advance, and a diplomatic clause that lets the tenant leave early if their employer transfers them.',
    '一般的には契約期間12か月、デポジットは賃料の1〜2か月分、賃料は1か月または3か月ごとの前払いです。勤務先の命令で帰任・転勤となった場合に途中解約できるディプロマティック・クローズを設けるのが通例です。',
  ),
  info(
    'faqs-for-owners',
    'I live abroad. Can you manage the property for me?',
    '海外に住んでいますが、管理をお任せできますか？',
    'Yes. Our property management service covers rent collection, bill payments, repairs, inspections and monthly reports in English or Japanese.',
    'はい、お任せください。賃料の集金、公共料金のお支払い、修繕、定期点検、英語または日本語での月次報告まで対応いたします。',
  ),
  info(
    'faqs-for-owners',
    'Who handles tax on rental income?',
    '賃料収入にかかる税金はどうなりますか？',
    'Individual owners must declare and pay VAT and personal income tax on rental income above the annual threshold. We can introduce a partner accounting firm to file on your behalf.',
    '個人オーナー様の場合、年間の賃料収入が一定額を超えると付加価値税と個人所得税の申告・納付が必要です。申告を代行する提携会計事務所をご紹介できます。',
  ),
  info(
    'faqs-for-owners',
    'How do I register my property?',
    '物件の登録方法を教えてください。',
    'Use the registration form on this page or call your nearest office. We will arrange a visit to take photos and measurements, usually within three business days.',
    'このページの登録フォームからお申し込みいただくか、最寄りの支店までお電話ください。通常3営業日以内に伺い、写真撮影と採寸を行います。',
  ),
];

const SEO_ALL_BLOG: GeneralInformationSeed[] = [
  info(
    'seo-all-blog',
    'Blog: living and renting in Vietnam',
    'ブログ：ベトナムでの暮らしと住まい',
    `News, newly launched properties, market statistics and everyday tips for expatriates renting in Hanoi, Ho Chi Minh City, Da Nang and Hai Phong, written by our leasing and relocation team.

Read about rent trends by district, new serviced apartments, visa and tax points for tenants, and what to prepare for Tết, the rainy season or your first utility bill.`,
    `ハノイ・ホーチミン・ダナン・ハイフォンで暮らす駐在員の皆様に向けて、当社のリーシング・リロケーション担当者が最新ニュースや新築物件情報、賃料相場のデータ、暮らしに役立つ情報をお届けしています。

エリア別の賃料動向や新しいサービスアパートメント、入居者として知っておきたいビザ・税金のポイント、テト（旧正月）や雨季への備え、初めての公共料金の支払いまで、ぜひお役立てください。`,
  ),
];

const ABOUT_RENTING: GeneralInformationSeed[] = [
  info(
    'about-renting',
    'Start three to six weeks ahead',
    '3〜6週間前から探し始めましょう',
    'Good apartments rarely stay free for long. Start viewing about a month before you need to move in; earlier than six weeks, owners are unlikely to hold a unit for you.',
    '条件の良い物件はすぐに決まってしまいます。入居希望日の1か月前頃から内見を始めるのが目安です。6週間以上前だと、オーナー様が部屋を押さえてくれないことがほとんどです。',
  ),
  info(
    'about-renting',
    'Check what the rent includes',
    '賃料に含まれるものを確認しましょう',
    'Management fee, cleaning, internet and electricity are included in some rents and not in others. Compare the monthly total, not just the headline price.',
    '管理費、清掃、インターネット、電気代が賃料に含まれるかどうかは物件によって異なります。表示賃料だけでなく、毎月の総額で比較しましょう。',
  ),
  info(
    'about-renting',
    'Ask for a diplomatic clause',
    'ディプロマティック・クローズを入れましょう',
    'If your employer may transfer you, make sure the lease lets you leave early with notice, typically after six to twelve months, without losing the deposit.',
    '帰任や転勤の可能性がある方は、一定期間（通常6〜12か月）経過後に事前通知すればデポジットを失わずに解約できる条項を契約に入れておきましょう。',
  ),
  info(
    'about-renting',
    'Photograph the apartment on move-in day',
    '入居日に室内の写真を撮りましょう',
    'Take dated photos of walls, floors and furniture and attach the inventory list to the lease. It makes the deposit refund straightforward when you leave.',
    '壁・床・家具の状態を日付入りで撮影し、備品リストを契約書に添付しておきましょう。退去時のデポジット返還がスムーズになります。',
  ),
  info(
    'about-renting',
    'Make sure you are registered',
    '一時滞在登録を忘れずに',
    'Foreign residents must be declared for temporary residence at each new address. The owner or building normally does this, but confirm it in your first week.',
    '外国人は住所が変わるたびに一時滞在の届け出が必要です。通常はオーナー様や建物側が手続きしますが、入居後1週間以内に完了しているか確認しましょう。',
  ),
];

const PREPARATION_PAGE: GeneralInformationSeed[] = [
  info(
    'preparation-page',
    'Page Under Preparation',
    'ただいま準備中です',
    'Content will be updated very soon.',
    'まもなく公開予定です。今しばらくお待ちください。',
  ),
];

export const GENERAL_INFORMATIONS: GeneralInformationSeed[] = [
  ...COMPANY_PROFILE,
  ...COMPANY_PHILOSOPHY,
  ...OUR_COMPANY_FEATURES,
  ...MEET_OUR_TEAM,
  ...MESSAGE_FROM_REPRESENTATIVE,
  ...OUR_MAIN_SERVICES,
  ...WHY_CHOOSE_US,
  ...FAQS_FOR_OWNERS,
  ...SEO_ALL_BLOG,
  ...ABOUT_RENTING,
  ...PREPARATION_PAGE,
];

export const GROUP_COMPANIES: GroupCompanySeed[] = [
  {
    nameEn: 'ISN Vietnam Co., Ltd.',
    nameJa: 'ISNベトナム有限会社',
    website: 'https://www.isn-vietnam.example',
    establishedEn: '2005',
    establishedJa: '2005年',
    officeEn: '6th Floor, Lotus Building, 25 Xuân Diệu, Tây Hồ, Hà Nội',
    officeJa: 'ハノイ市タイホー区スアンジエウ通り25番地 ロータスビル6階',
    businessEn: 'Leasing brokerage, property management and relocation services in Vietnam',
    businessJa: 'ベトナム国内における賃貸仲介、不動産管理、リロケーションサービス',
  },
  {
    nameEn: 'ISN Japan Inc.',
    nameJa: '株式会社ISNジャパン',
    website: 'https://www.isn-japan.example',
    establishedEn: '2008',
    establishedJa: '2008年',
    officeEn: '4th Floor, Kanda Square Building, 2-1 Kanda Nishikicho, Chiyoda-ku, Tokyo, Japan',
    officeJa: '東京都千代田区神田錦町2-1 神田スクエアビル4階',
    businessEn: 'Pre-assignment consultation for Japanese companies sending staff to Vietnam; seminars on living in Vietnam',
    businessJa: 'ベトナムへ社員を派遣する日本企業様向けの赴任前相談、ベトナム生活セミナーの開催',
  },
  {
    nameEn: 'ISN Property Services Co., Ltd.',
    nameJa: 'ISNプロパティサービス有限会社',
    website: null,
    establishedEn: '2012',
    establishedJa: '2012年',
    officeEn: '8th Floor, Saigon Gate Building, 35 Lê Thánh Tôn, Quận 1, Hồ Chí Minh City',
    officeJa: 'ホーチミン市1区レタントン通り35番地 サイゴンゲートビル8階',
    businessEn: 'Building maintenance, repairs, cleaning and serviced apartment operation',
    businessJa: '建物の保守・修繕、清掃、サービスアパートメントの運営',
  },
  {
    nameEn: 'ISN Interior Studio Co., Ltd.',
    nameJa: 'ISNインテリアスタジオ有限会社',
    website: 'https://www.isn-interior.example',
    establishedEn: '2017',
    establishedJa: '2017年',
    officeEn: '22 Tô Ngọc Vân, Quảng An, Tây Hồ, Hà Nội',
    officeJa: 'ハノイ市タイホー区トーゴックヴァン通り22番地',
    businessEn: 'Furniture rental, furnishing packages and interior fit-out for residences and offices',
    businessJa: '住居・オフィス向けの家具レンタル、家具パッケージ、内装工事',
  },
  {
    nameEn: 'ISN Da Nang Representative Office',
    nameJa: 'ISNダナン駐在員事務所',
    website: null,
    establishedEn: '2017',
    establishedJa: '2017年',
    officeEn: '5th Floor, 88 Bạch Đằng, Hải Châu, Đà Nẵng',
    officeJa: 'ダナン市ハイチャウ区バックダン通り88番地 5階',
    businessEn: 'Leasing support and relocation services in Da Nang and the central region',
    businessJa: 'ダナンおよび中部地域での賃貸サポート、リロケーションサービス',
  },
];

export const HISTORIES: HistorySeed[] = [
  { year: 2005, month: 4, nameEn: 'ISN Vietnam founded in Tây Hồ, Hanoi, by three staff members', nameJa: 'ハノイ市タイホー区にてスタッフ3名でISNベトナムを創業' },
  { year: 2007, month: 9, nameEn: 'Began residential leasing brokerage for expatriates in Hanoi', nameJa: 'ハノイで駐在員向け住居の賃貸仲介を開始' },
  { year: 2008, month: 3, nameEn: 'ISN Japan Inc. established in Tokyo', nameJa: '東京に株式会社ISNジャパンを設立' },
  { year: 2010, month: 6, nameEn: 'Ho Chi Minh City branch opened in Quận 1', nameJa: 'ホーチミン支店を1区に開設' },
  { year: 2012, month: 10, nameEn: 'ISN Property Services founded; property management service launched', nameJa: 'ISNプロパティサービスを設立し、賃貸管理サービスを開始' },
  { year: 2014, month: 5, nameEn: 'Hai Phong branch opened to serve industrial park companies', nameJa: '工業団地の企業様をサポートするためハイフォン支店を開設' },
  { year: 2016, month: 2, nameEn: 'Office and serviced office brokerage launched', nameJa: 'オフィス・サービスオフィスの仲介を開始' },
  { year: 2017, month: 8, nameEn: 'Da Nang representative office and ISN Interior Studio established', nameJa: 'ダナン駐在員事務所およびISNインテリアスタジオを設立' },
  { year: 2018, month: 11, nameEn: 'Bilingual English and Japanese property website launched', nameJa: '日英2か国語対応の物件検索サイトを開設' },
  { year: 2019, month: 4, nameEn: 'Corporate housing programme for manufacturers started', nameJa: '製造業のお客様向け法人社宅サービスを開始' },
  { year: 2020, month: 7, nameEn: 'Online video viewings introduced for customers unable to travel', nameJa: '渡航できないお客様向けにオンライン内見を導入' },
  { year: 2021, month: 10, nameEn: 'Managed units exceed 1,000', nameJa: '管理戸数が1,000戸を突破' },
  { year: 2022, month: 3, nameEn: 'First yearly magazine on living in Vietnam published', nameJa: 'ベトナム生活情報誌（年刊）を創刊' },
  { year: 2023, month: 9, nameEn: 'Hanoi head office moved to the Lotus Building, Tây Hồ', nameJa: 'ハノイ本社をタイホー区のロータスビルへ移転' },
  { year: 2024, month: 3, nameEn: 'Japanese chat consultation launched on LINE', nameJa: 'LINEでの日本語相談窓口を開設' },
  { year: 2025, month: 4, nameEn: '20th anniversary; customer hotline extended to 24 hours in Japanese and English', nameJa: '創業20周年。日本語・英語のサポート窓口を24時間対応に拡充' },
  { year: 2026, month: 6, nameEn: 'Website renewed with new search and area guides', nameJa: 'ウェブサイトをリニューアルし、検索機能とエリアガイドを刷新' },
];

export const PAGES: PageSeed[] = [
  {
    slug: 'privacy-policy',
    titleEn: 'Privacy Policy',
    titleJa: 'プライバシーポリシー',
    metaDescriptionEn: 'How ISN Vietnam collects, uses and protects the personal data of visitors, tenants and property owners.',
    metaDescriptionJa: 'ISNベトナムにおける、ご来訪者様・入居者様・オーナー様の個人情報の取得、利用および保護についてご説明します。',
    contentEn: `<h2>1. Who we are</h2>
<p>This website is operated by ISN Vietnam Co., Ltd. (“ISN”, “we”), 6th Floor, Lotus Building, 25 Xuân Diệu, Tây Hồ, Hà Nội. We are the controller of the personal data described in this policy.</p>
<h2>2. Data we collect</h2>
<ul>
<li><strong>Inquiries:</strong> your name, email address, phone number, company name, preferred move-in and viewing dates and any requirements you write to us.</li>
<li><strong>Owner registrations:</strong> your contact details, the address and description of the property and the photos you upload.</li>
<li><strong>Newsletter:</strong> your email address.</li>
<li><strong>Browsing:</strong> technical data such as IP address, browser type and pages visited, collected through cookies (see our <a href="/en/normal/cookie-policy">Cookie Policy</a>).</li>
</ul>
<h2>3. How we use your data</h2>
<p>We use your data to answer inquiries, arrange viewings, prepare lease documents, provide support during your tenancy, send the newsletter you subscribed to and improve this website. We do not sell personal data.</p>
<h2>4. Sharing</h2>
<p>We share the minimum necessary data with property owners and building managers to arrange viewings and leases, with group companies that provide the service you requested, and with service providers who host our systems. Authorities receive data only where Vietnamese law requires it.</p>
<h2>5. Storage and security</h2>
<p>Data is stored on secured servers with restricted access. Inquiry data is kept for three years after our last contact, and lease-related data for the period required by accounting and tax rules.</p>
<h2>6. Your rights</h2>
<p>Under Vietnam’s personal data protection regulations you may ask to access, correct or delete your data, withdraw consent or object to processing. Write to <a href="mailto:privacy@isn-vietnam.example">privacy@isn-vietnam.example</a> and we will reply within the period set by law.</p>
<h2>7. Changes</h2>
<p>We may update this policy. The date of the latest version is shown below.</p>
<p><strong>Last updated:</strong> 1 January 2026</p>`,
    contentJa: `<h2>1. 事業者について</h2>
<p>本ウェブサイトは、ISNベトナム有限会社（ハノイ市タイホー区スアンジエウ通り25番地 ロータスビル6階、以下「当社」）が運営しています。当社は、本ポリシーに定める個人情報の管理者です。</p>
<h2>2. 取得する情報</h2>
<ul>
<li><strong>お問い合わせ：</strong>お名前、メールアドレス、電話番号、会社名、入居希望日・内見希望日、その他のご要望</li>
<li><strong>物件のご登録：</strong>オーナー様のご連絡先、物件の所在地・概要、アップロードされた写真</li>
<li><strong>メールマガジン：</strong>メールアドレス</li>
<li><strong>閲覧情報：</strong>Cookieにより取得するIPアドレス、ブラウザの種類、閲覧ページ等の技術情報（詳しくは<a href="/jp/normal/cookie-policy">Cookieポリシー</a>をご覧ください）</li>
</ul>
<h2>3. 利用目的</h2>
<p>取得した情報は、お問い合わせへの回答、内見の手配、契約書類の作成、入居中のサポート、ご登録いただいたメールマガジンの配信、本サイトの改善のために利用します。個人情報を第三者に販売することはありません。</p>
<h2>4. 第三者への提供</h2>
<p>内見や契約の手配に必要な範囲でオーナー様・建物管理者へ、ご依頼のサービスを提供するグループ会社へ、またシステムの運用を委託する事業者へ、必要最小限の情報を提供します。行政機関への提供は、ベトナムの法令に基づく場合に限ります。</p>
<h2>5. 保管と安全管理</h2>
<p>情報はアクセス制限を設けた安全なサーバーで保管します。お問い合わせ情報は最後のご連絡から3年間、契約関連の情報は会計・税務上の法定期間保管します。</p>
<h2>6. お客様の権利</h2>
<p>ベトナムの個人情報保護に関する法令に基づき、お客様はご自身の情報の開示、訂正、削除、同意の撤回、利用の停止を求めることができます。<a href="mailto:privacy@isn-vietnam.example">privacy@isn-vietnam.example</a>までご連絡いただければ、法令で定める期間内にご回答いたします。</p>
<h2>7. 改定</h2>
<p>本ポリシーは必要に応じて改定することがあります。最新版の日付は以下のとおりです。</p>
<p><strong>最終改定日：</strong>2026年1月1日</p>`,
  },
  {
    slug: 'terms-of-use',
    titleEn: 'Terms of Use',
    titleJa: 'ご利用規約',
    metaDescriptionEn: 'The terms that apply when you use the ISN Vietnam website to search for residences and offices.',
    metaDescriptionJa: 'ISNベトナムのウェブサイトで住居・オフィスを検索・お問い合わせいただく際のご利用規約です。',
    contentEn: `<h2>1. Acceptance</h2>
<p>By using this website you agree to these terms. If you do not agree, please do not use the website.</p>
<h2>2. Property information</h2>
<p>Listings are provided for information only. Rents, availability, photos and facilities may change without notice, and the lease signed with the owner always prevails. Please confirm the details with our consultants before making a decision.</p>
<h2>3. Your use of the website</h2>
<ul>
<li>Provide accurate information in inquiries and owner registrations.</li>
<li>Do not copy listings, photos or text for commercial use without our written permission.</li>
<li>Do not attempt to disrupt the website, collect data automatically or access systems you are not authorised to use.</li>
</ul>
<h2>4. Property owners</h2>
<p>Owners who register a property confirm that they have the right to lease it and that the information and photos supplied are accurate. We may edit or decline any listing.</p>
<h2>5. Liability</h2>
<p>We take care to keep the website accurate and available but do not guarantee that it is free of errors or interruptions. To the extent permitted by law, we are not liable for losses arising from the use of the website.</p>
<h2>6. Governing law</h2>
<p>These terms are governed by the laws of Vietnam. Disputes will be settled by the competent court in Hanoi.</p>
<p><strong>Effective:</strong> 1 June 2026</p>`,
    contentJa: `<h2>1. 規約への同意</h2>
<p>本サイトをご利用いただくことで、本規約に同意いただいたものとみなします。同意いただけない場合は、ご利用をお控えください。</p>
<h2>2. 物件情報について</h2>
<p>掲載情報は参考としてご提供するものです。賃料、空室状況、写真、設備は予告なく変更される場合があり、オーナー様と締結する賃貸借契約の内容が優先します。ご判断の前に必ず当社担当者へご確認ください。</p>
<h2>3. ご利用にあたってのお願い</h2>
<ul>
<li>お問い合わせや物件登録の際は、正確な情報をご入力ください。</li>
<li>当社の書面による許可なく、掲載物件・写真・文章を商業目的で転載しないでください。</li>
<li>本サイトの運営を妨げる行為、自動的な情報収集、権限のないシステムへのアクセスはご遠慮ください。</li>
</ul>
<h2>4. オーナー様へ</h2>
<p>物件をご登録いただくオーナー様は、当該物件を賃貸する権限をお持ちであること、ご提供いただく情報・写真が正確であることを保証するものとします。当社は掲載内容を編集し、または掲載をお断りすることがあります。</p>
<h2>5. 免責事項</h2>
<p>当社は本サイトの正確性と安定した運用に努めますが、誤りや中断が生じないことを保証するものではありません。法令で認められる範囲で、本サイトのご利用により生じた損害について責任を負いかねます。</p>
<h2>6. 準拠法</h2>
<p>本規約はベトナムの法令に準拠し、紛争が生じた場合はハノイの管轄裁判所にて解決するものとします。</p>
<p><strong>施行日：</strong>2026年6月1日</p>`,
  },
  {
    slug: 'cookie-policy',
    titleEn: 'Cookie Policy',
    titleJa: 'Cookieポリシー',
    metaDescriptionEn: 'Which cookies and browser storage the ISN Vietnam website uses and how you can control them.',
    metaDescriptionJa: 'ISNベトナムのウェブサイトで使用するCookieやブラウザの保存領域と、その管理方法についてご説明します。',
    contentEn: `<h2>What cookies are</h2>
<p>Cookies are small files a website stores in your browser. Similar technologies, such as local storage, keep information on your device between visits.</p>
<h2>What we use them for</h2>
<ul>
<li><strong>Essential:</strong> remembering your language and selected city, and protecting forms against spam.</li>
<li><strong>Preferences:</strong> keeping your favourites and viewing history on your device. This list never leaves your browser unless you send us an inquiry about those properties.</li>
<li><strong>Analytics:</strong> counting visits and popular pages so we can improve the website. The data is aggregated and does not identify you.</li>
<li><strong>Maps and video:</strong> embedded maps and videos may set their own cookies when you view them.</li>
</ul>
<h2>How to control cookies</h2>
<p>You can delete or block cookies in your browser settings. Blocking essential cookies may stop some features, such as favourites or the contact form, from working correctly.</p>
<h2>Contact</h2>
<p>Questions about this policy can be sent to <a href="mailto:privacy@isn-vietnam.example">privacy@isn-vietnam.example</a>. See also our <a href="/en/normal/privacy-policy">Privacy Policy</a>.</p>`,
    contentJa: `<h2>Cookieとは</h2>
<p>Cookieとは、ウェブサイトがお使いのブラウザに保存する小さなファイルです。ローカルストレージなどの類似技術も、次回のご訪問まで端末に情報を保存します。</p>
<h2>当社での利用目的</h2>
<ul>
<li><strong>必須：</strong>表示言語や選択中の都市の記憶、フォームへの迷惑送信の防止</li>
<li><strong>設定の保存：</strong>お気に入りや閲覧履歴をお使いの端末に保存します。これらの物件についてお問い合わせいただかない限り、情報がブラウザの外に送られることはありません。</li>
<li><strong>アクセス解析：</strong>サイト改善のため、訪問数や人気のページを集計します。集計データからお客様個人が特定されることはありません。</li>
<li><strong>地図・動画：</strong>埋め込みの地図や動画をご覧になる際、提供元が独自にCookieを設定する場合があります。</li>
</ul>
<h2>Cookieの管理方法</h2>
<p>ブラウザの設定からCookieの削除やブロックができます。必須Cookieをブロックすると、お気に入りやお問い合わせフォームなど一部の機能が正しく動作しない場合があります。</p>
<h2>お問い合わせ</h2>
<p>本ポリシーに関するご質問は<a href="mailto:privacy@isn-vietnam.example">privacy@isn-vietnam.example</a>までお寄せください。あわせて<a href="/jp/normal/privacy-policy">プライバシーポリシー</a>もご確認ください。</p>`,
  },
  {
    slug: 'company-regulations',
    titleEn: 'Company Regulations on Brokerage Services',
    titleJa: '仲介業務に関する当社規程',
    metaDescriptionEn: 'The rules ISN Vietnam follows when brokering leases: fees, handling of deposits, conflicts of interest and complaints.',
    metaDescriptionJa: 'ISNベトナムが賃貸仲介を行う際の規程（手数料、デポジットの取り扱い、利益相反、苦情対応）をご案内します。',
    contentEn: `<h2>1. Scope</h2>
<p>These regulations apply to all leasing brokerage and property management services provided by ISN Vietnam and its group companies in Vietnam.</p>
<h2>2. Fees</h2>
<ul>
<li>Tenants pay no brokerage fee for residential leases brokered by ISN.</li>
<li>Owners pay a commission only when a lease is signed, at the rate stated in the brokerage agreement.</li>
<li>Any fee for optional services (furnishing, relocation, short-stay) is quoted in writing before the service starts.</li>
</ul>
<h2>3. Deposits and payments</h2>
<p>Deposits are paid directly to the owner under the lease, unless a property management agreement appoints ISN to hold them. When ISN holds a deposit, it is kept in a separate account and returned according to the lease.</p>
<h2>4. Fair dealing</h2>
<p>Our consultants present the known advantages and disadvantages of every property, never pressure a customer to sign, and disclose when a property is owned or managed by a group company.</p>
<h2>5. Personal information</h2>
<p>Staff handle customer information only for the purpose it was provided, as set out in our <a href="/en/normal/privacy-policy">Privacy Policy</a>.</p>
<h2>6. Complaints</h2>
<p>If you are not satisfied with our service, please contact the branch manager or write to <a href="mailto:quality@isn-vietnam.example">quality@isn-vietnam.example</a>. We acknowledge complaints within two business days and reply in full within ten.</p>`,
    contentJa: `<h2>1. 適用範囲</h2>
<p>本規程は、ISNベトナムおよびそのグループ会社がベトナム国内で提供する賃貸仲介・賃貸管理のすべての業務に適用します。</p>
<h2>2. 手数料</h2>
<ul>
<li>当社が仲介する住居の賃貸借契約について、入居者様から仲介手数料はいただきません。</li>
<li>オーナー様には、契約が成立した場合にのみ、媒介契約に定める料率で手数料をお支払いいただきます。</li>
<li>家具手配、リロケーション、短期滞在などのオプションサービスの料金は、サービス開始前に書面でお見積もりします。</li>
</ul>
<h2>3. デポジットとお支払い</h2>
<p>デポジットは賃貸借契約に基づきオーナー様へ直接お支払いいただきます。ただし、賃貸管理契約により当社が預かる場合は、専用口座で分別管理し、契約に従って返還します。</p>
<h2>4. 公正な取引</h2>
<p>当社の担当者は、物件の長所だけでなく把握している短所もご説明し、契約を強要することはありません。グループ会社が所有または管理する物件をご紹介する場合は、その旨を明示します。</p>
<h2>5. 個人情報の取り扱い</h2>
<p>お客様の情報は、<a href="/jp/normal/privacy-policy">プライバシーポリシー</a>に定める目的の範囲内でのみ取り扱います。</p>
<h2>6. ご意見・苦情の窓口</h2>
<p>当社のサービスにご満足いただけない点がございましたら、各支店長または<a href="mailto:quality@isn-vietnam.example">quality@isn-vietnam.example</a>までご連絡ください。2営業日以内に受付のご連絡を差し上げ、10営業日以内に正式にご回答いたします。</p>`,
  },
];

export const OFFICES: OfficeSeed[] = [
  {
    nameEn: 'Hanoi Head Office',
    nameJa: 'ハノイ本社',
    addressEn: '6th Floor, Lotus Building, 25 Xuân Diệu, Quảng An, Tây Hồ, Hà Nội',
    addressJa: 'ハノイ市タイホー区クアンアン スアンジエウ通り25番地 ロータスビル6階',
    phone: '+84 24 3715 1234\n+84 912 345 678',
    email: 'hanoi@isn-vietnam.example',
    latitude: 21.0638,
    longitude: 105.8287,
    showInFooter: true,
  },
  {
    nameEn: 'Ho Chi Minh City Branch',
    nameJa: 'ホーチミン支店',
    addressEn: '8th Floor, Saigon Gate Building, 35 Lê Thánh Tôn, Bến Nghé, Quận 1, Hồ Chí Minh City',
    addressJa: 'ホーチミン市1区ベンゲー レタントン通り35番地 サイゴンゲートビル8階',
    phone: '+84 28 3823 5678\n+84 903 456 789',
    email: 'hcm@isn-vietnam.example',
    latitude: 10.7795,
    longitude: 106.7036,
    showInFooter: true,
  },
  {
    nameEn: 'Hai Phong Branch',
    nameJa: 'ハイフォン支店',
    addressEn: '3rd Floor, Harbour Tower, 12 Lạch Tray, Lê Chân, Hải Phòng',
    addressJa: 'ハイフォン市レーチャン区ラックチャイ通り12番地 ハーバータワー3階',
    phone: '+84 225 3745 678',
    email: 'haiphong@isn-vietnam.example',
    latitude: 20.8519,
    longitude: 106.6893,
    showInFooter: true,
  },
];

export const CUSTOMER_SUPPORTS: CustomerSupportSeed[] = [
  {
    city: 'hanoi',
    phone1: '+84 24 3715 1234',
    phone2: '+84 912 345 678',
    emailSupport1: 'support.hanoi@isn-vietnam.example',
    emailSupport2: 'japandesk.hanoi@isn-vietnam.example',
  },
  {
    city: 'hcm',
    phone1: '+84 28 3823 5678',
    phone2: '+84 903 456 789',
    emailSupport1: 'support.hcm@isn-vietnam.example',
    emailSupport2: 'japandesk.hcm@isn-vietnam.example',
  },
  {
    city: 'danang',
    phone1: '+84 236 3888 456',
    phone2: null,
    emailSupport1: 'support.danang@isn-vietnam.example',
    emailSupport2: null,
  },
  {
    city: 'haiphong',
    phone1: '+84 225 3745 678',
    phone2: '+84 936 222 818',
    emailSupport1: 'support.haiphong@isn-vietnam.example',
    emailSupport2: null,
  },
];

export const PARTNERS: PartnerSeed[] = [
  { name: 'Sakura Relocation Services', image: 'partner-01.png', url: 'https://www.sakura-relocation.example' },
  { name: 'Mekong Pacific Bank', image: 'partner-02.png', url: 'https://www.mekongpacificbank.example' },
  { name: 'Red River International School', image: 'partner-03.png', url: 'https://www.redriver-school.example' },
  { name: 'Saigon Garden International School', image: 'partner-04.png', url: null },
  { name: 'Hoa Sen Furniture Works', image: 'partner-05.png', url: 'https://www.hoasen-furniture.example' },
  { name: 'Nippon–Vietnam Business Network', image: 'partner-06.png', url: 'https://www.nvbn.example' },
  { name: 'Blue Lotus Moving & Storage', image: 'partner-07.png', url: null },
  { name: 'Kaiyo Insurance Vietnam', image: 'partner-08.png', url: 'https://www.kaiyo-insurance.example' },
  { name: 'Indochine Craft Interiors', image: 'partner-09.png', url: 'https://www.indochine-craft.example' },
  { name: 'Hikari International Clinic', image: 'partner-10.png', url: null },
];
