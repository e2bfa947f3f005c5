import type { BlogSeed } from '../types';
import { NEWLY_LAUNCHED_POSTS, NEWS_POSTS } from './blogs-1';
import { LIVING_POSTS, STATISTICS_POSTS } from './blogs-2';

/**
 * Blog posts (postType 1, split over blogs-1.ts and blogs-2.ts by category) and the company's
 * news releases (postType 2, below). All companies, buildings and awards are fictional.
 */

type ReleaseInput = Omit<BlogSeed, 'postType' | 'category' | 'isNew' | 'isMain' | 'isPublished'>;
const release = (r: ReleaseInput): BlogSeed => ({ postType: 2, isNew: false, isMain: false, isPublished: true, ...r });

export const NEWS_RELEASES: BlogSeed[] = [
  release({
    slug: 'tet-2024-holiday-schedule',
    publicDate: '2024-01-05',
    titleEn: 'Notice: Tết 2024 holiday schedule',
    titleJa: 'テト（旧正月）休業期間のお知らせ（2024年）',
    summaryEn: 'Our offices will be closed from 8 to 14 February 2024. The 24-hour support line remains available throughout the holiday.',
    summaryJa: '2024年2月8日（木）から14日（水）まで休業いたします。期間中も24時間サポート窓口はご利用いただけます。',
    contentEn: `<p>Thank you for your continued support. Our offices in Hanoi, Ho Chi Minh City and Hai Phong will be closed for the Lunar New Year holiday as follows.</p>
<h2>Holiday period</h2>
<p><strong>Thursday 8 February to Wednesday 14 February 2024</strong>. Normal business resumes on Thursday 15 February.</p>
<h2>During the holiday</h2>
<ul>
<li>Our 24-hour customer support line remains open for repairs and emergencies.</li>
<li>Inquiries sent through the website will be answered from 15 February, in the order received.</li>
<li>Viewings can be arranged from 15 February.</li>
</ul>
<p>We wish you and your family a happy and healthy Year of the Dragon.</p>`,
    contentJa: `<p>平素より格別のお引き立てを賜り、誠にありがとうございます。ハノイ本社、ホーチミン支店、ハイフォン支店は、テト（旧正月）に伴い下記のとおり休業いたします。</p>
<h2>休業期間</h2>
<p><strong>2024年2月8日（木）〜2月14日（水）</strong>。2月15日（木）より通常営業いたします。</p>
<h2>休業期間中のご案内</h2>
<ul>
<li>修理や緊急時のご連絡は、24時間サポート窓口にて通常どおり承ります。</li>
<li>ウェブサイトからのお問い合わせは、2月15日以降、受付順にご返信いたします。</li>
<li>内見のご案内は2月15日から再開いたします。</li>
</ul>
<p>皆様にとって健やかで実り多い辰年となりますよう、心よりお祈り申し上げます。</p>`,
  }),
  release({
    slug: 'line-japanese-chat-consultation-launched',
    publicDate: '2024-03-05',
    titleEn: 'Japanese chat consultation now available on LINE',
    titleJa: 'LINEでの日本語相談窓口を開設しました',
    summaryEn: 'Japanese-speaking customers can now ask about properties, viewings and support through our official LINE account.',
    summaryJa: '当社公式LINEアカウントで、物件探しや内見、入居後のサポートについて日本語でご相談いただけるようになりました。',
    contentEn: `<p>ISN Vietnam has launched an official LINE account for Japanese-speaking customers, the messaging app many of them already use every day.</p>
<h2>What you can do</h2>
<ul>
<li>Send your housing requirements and receive property suggestions</li>
<li>Schedule and change viewings</li>
<li>Report repairs with photos after moving in</li>
</ul>
<h2>Hours</h2>
<p>Our Japanese desk answers messages from 8:30 to 18:00, Monday to Saturday. Urgent issues outside these hours should go to the 24-hour support line.</p>
<p>Add us as a friend using the button in the site header (Japanese version).</p>`,
    contentJa: `<p>ISNベトナムでは、日本語をお使いのお客様向けに公式LINEアカウントを開設しました。普段お使いのLINEで、気軽にご相談いただけます。</p>
<h2>ご利用いただける内容</h2>
<ul>
<li>ご希望条件をお送りいただくと、おすすめの物件をご提案します</li>
<li>内見の予約・日程変更</li>
<li>入居後の修理のご依頼（写真付きで送信できます）</li>
</ul>
<h2>対応時間</h2>
<p>月曜日〜土曜日の8:30〜18:00に日本人デスクが対応いたします。時間外の緊急のご用件は、24時間サポート窓口までお電話ください。</p>
<p>サイト上部の「友だち追加」ボタンから、ぜひご登録ください。</p>`,
  }),
  release({
    slug: 'hai-phong-branch-moves-to-harbour-tower',
    publicDate: '2024-06-03',
    titleEn: 'Hai Phong branch moves to a larger office in Harbour Tower',
    titleJa: 'ハイフォン支店移転のお知らせ',
    summaryEn: 'From 17 June 2024 our Hai Phong branch welcomes customers at its new office on Lạch Tray street.',
    summaryJa: '2024年6月17日より、ハイフォン支店はラックチャイ通りの新オフィスで営業いたします。',
    contentEn: `<p>To serve the growing number of companies and assignees in Hai Phong, our Hai Phong branch is moving to a larger office with a meeting room for corporate customers.</p>
<h2>New address</h2>
<p>3rd Floor, Harbour Tower, 12 Lạch Tray, Lê Chân, Hải Phòng</p>
<h2>Key dates</h2>
<ul>
<li>Last day at the previous office: Friday 14 June 2024</li>
<li>Opening at the new office: Monday 17 June 2024</li>
</ul>
<p>Phone numbers and email addresses remain unchanged. We look forward to welcoming you; see <a href="/en/about-isn/contact-us">contact us</a> for a map.</p>`,
    contentJa: `<p>ハイフォンで増加する企業様・赴任者様へのサポートを強化するため、ハイフォン支店を法人のお客様用の会議室を備えた広いオフィスへ移転いたします。</p>
<h2>新住所</h2>
<p>ハイフォン市レーチャン区ラックチャイ通り12番地 ハーバータワー3階</p>
<h2>移転日程</h2>
<ul>
<li>旧オフィスでの営業最終日：2024年6月14日（金）</li>
<li>新オフィスでの営業開始：2024年6月17日（月）</li>
</ul>
<p>電話番号とメールアドレスに変更はございません。地図は<a href="/jp/about-isn/contact-us">お問い合わせページ</a>をご覧ください。皆様のご来社を心よりお待ちしております。</p>`,
  }),
  release({
    slug: 'partnership-with-sakura-relocation-services',
    publicDate: '2024-09-10',
    titleEn: 'Partnership with Sakura Relocation Services',
    titleJa: 'サクラ・リロケーションサービスとの業務提携のお知らせ',
    summaryEn: 'Customers moving to Vietnam can now arrange housing, international removals and pet transport through a single contact.',
    summaryJa: '住まい探しから国際引越し、ペットの輸送まで、一つの窓口でご依頼いただけるようになりました。',
    contentEn: `<p>ISN Vietnam has signed a partnership agreement with Sakura Relocation Services, a relocation company specialising in moves between Japan and Southeast Asia.</p>
<h2>What changes for customers</h2>
<ul>
<li>One contact for housing, international removals, customs clearance and storage</li>
<li>Delivery dates for your shipment coordinated with your move-in date</li>
<li>Pet transport support, including paperwork for dogs and cats</li>
<li>Preferential rates for companies using our corporate housing service</li>
</ul>
<h2>Availability</h2>
<p>The joint service is available in Hanoi, Ho Chi Minh City and Hai Phong from 1 October 2024, with Da Nang to follow. Ask your consultant for details.</p>`,
    contentJa: `<p>ISNベトナムは、日本と東南アジア間の引越しを専門とするサクラ・リロケーションサービスと業務提携契約を締結いたしました。</p>
<h2>お客様にとっての変更点</h2>
<ul>
<li>住まい探し、国際引越し、通関、荷物の一時保管を一つの窓口でご依頼いただけます</li>
<li>船便・航空便の配達日を入居日に合わせて調整します</li>
<li>犬・猫の書類手続きを含むペット輸送もサポートします</li>
<li>当社の法人向け社宅サービスをご利用の企業様には優待料金をご用意しています</li>
</ul>
<h2>提供開始時期</h2>
<p>2024年10月1日よりハノイ・ホーチミン・ハイフォンで提供を開始し、ダナンでも順次開始予定です。詳しくは担当者までお尋ねください。</p>`,
  }),
  release({
    slug: 'expat-living-award-2024',
    publicDate: '2024-12-10',
    titleEn: 'ISN Vietnam named Best Rental Service for Expatriates 2024',
    titleJa: '「エクスパット・リビング・アワード2024」最優秀賃貸サービス賞を受賞',
    summaryEn: 'We are honoured to receive the Best Rental Service award, voted by readers of an expatriate lifestyle magazine.',
    summaryJa: '在住外国人向け生活情報誌の読者投票により、最優秀賃貸サービス賞をいただきました。',
    contentEn: `<p>We are delighted to announce that ISN Vietnam has received the <strong>Best Rental Service for Expatriates</strong> award at the Vietnam Expat Living Awards 2024, voted by more than 6,000 readers of the organising lifestyle magazine.</p>
<h2>Recognised for</h2>
<ul>
<li>Honest, detailed property information in English and Japanese</li>
<li>Our 24-hour support after move-in</li>
<li>The yearly customer satisfaction survey and the improvements it has led to</li>
</ul>
<p>This award belongs to our whole team, and to the customers and owners who trust us. Thank you. We will keep working to deserve it.</p>`,
    contentJa: `<p>このたびISNベトナムは、「ベトナム・エクスパット・リビング・アワード2024」において<strong>最優秀賃貸サービス賞</strong>を受賞いたしました。主催する生活情報誌の読者6,000名以上による投票で選ばれたものです。</p>
<h2>評価いただいた点</h2>
<ul>
<li>英語・日本語による正確で詳しい物件情報</li>
<li>入居後の24時間サポート体制</li>
<li>毎年のお客様満足度調査と、それに基づくサービス改善の取り組み</li>
</ul>
<p>この賞は、スタッフ全員と、当社を信頼してくださるお客様・オーナー様のおかげでいただいたものです。心より感謝申し上げます。今後もこの評価にふさわしいサービスを提供できるよう、努めてまいります。</p>`,
  }),
  release({
    slug: 'tet-2025-holiday-schedule',
    publicDate: '2025-01-06',
    titleEn: 'Notice: Tết 2025 holiday schedule',
    titleJa: 'テト（旧正月）休業期間のお知らせ（2025年）',
    summaryEn: 'Our offices will be closed from 25 January to 2 February 2025. Emergency support continues 24 hours a day.',
    summaryJa: '2025年1月25日（土）から2月2日（日）まで休業いたします。緊急時のサポートは24時間対応いたします。',
    contentEn: `<p>Thank you for your support over the past year. Our offices will observe the Lunar New Year holiday as follows.</p>
<h2>Holiday period</h2>
<p><strong>Saturday 25 January to Sunday 2 February 2025</strong>. We reopen on Monday 3 February.</p>
<h2>During the holiday</h2>
<ul>
<li>The 24-hour support line is open for repairs, leaks, power cuts and other emergencies.</li>
<li>Drinking water orders should be placed by Wednesday 22 January.</li>
<li>Website inquiries will be answered from 3 February.</li>
</ul>
<p>For tips on preparing your home, read our article on <a href="/en/blogs/living-in-vietnam">living in Vietnam</a>. Happy Year of the Snake!</p>`,
    contentJa: `<p>旧年中は格別のご愛顧を賜り、誠にありがとうございました。テト（旧正月）に伴い、下記のとおり休業いたします。</p>
<h2>休業期間</h2>
<p><strong>2025年1月25日（土）〜2月2日（日）</strong>。2月3日（月）より通常営業いたします。</p>
<h2>休業期間中のご案内</h2>
<ul>
<li>修理、水漏れ、停電などの緊急時は、24時間サポート窓口にて対応いたします。</li>
<li>飲料水のご注文は1月22日（水）までにお願いいたします。</li>
<li>ウェブサイトからのお問い合わせは、2月3日以降に順次ご返信いたします。</li>
</ul>
<p>テト前の住まいの準備については、<a href="/jp/blogs/living-in-vietnam">ベトナム生活のブログ</a>もご覧ください。皆様にとって素晴らしい巳年となりますように。</p>`,
  }),
  release({
    slug: 'yearly-magazine-2025-released',
    publicDate: '2025-03-18',
    titleEn: 'Our 2025 living-in-Vietnam magazine is out',
    titleJa: 'ベトナム生活情報誌2025年版を発行しました',
    summaryEn: 'The new edition covers area guides for four cities, a rent overview and tips from residents. Download the PDF in English or Japanese.',
    summaryJa: '4都市のエリアガイド、賃料の概況、在住者の声を掲載した最新号です。日本語版・英語版のPDFをダウンロードいただけます。',
    contentEn: `<p>The 2025 edition of our yearly magazine is now available. Written by our staff in all four cities, it is designed for people preparing to move to Vietnam and for those already living here.</p>
<h2>In this issue</h2>
<ul>
<li>Area guides for Hanoi, Ho Chi Minh City, Da Nang and Hai Phong</li>
<li>Rent ranges by district and unit size</li>
<li>Interviews with families on schools, food and weekends</li>
<li>A checklist for your first month</li>
</ul>
<h2>How to get it</h2>
<p>Download the PDF from the Magazine menu at the top of the page. Printed copies are available free of charge at our offices.</p>`,
    contentJa: `<p>年刊の生活情報誌、2025年版が完成しました。4都市の当社スタッフが取材・執筆し、これからベトナムへ赴任される方にも、すでにお住まいの方にもお役立ていただける内容になっています。</p>
<h2>今号の内容</h2>
<ul>
<li>ハノイ・ホーチミン・ダナン・ハイフォンのエリアガイド</li>
<li>エリア別・間取り別の賃料の目安</li>
<li>学校や食事、週末の過ごし方についてのご家族へのインタビュー</li>
<li>着任後1か月のチェックリスト</li>
</ul>
<h2>入手方法</h2>
<p>ページ上部のメニュー「マガジン」からPDFをダウンロードいただけます。冊子は各事務所にて無料で配布しております。</p>`,
  }),
  release({
    slug: '20th-anniversary-and-24-hour-bilingual-support',
    publicDate: '2025-04-01',
    titleEn: 'ISN Vietnam celebrates 20 years, extends bilingual support to 24 hours',
    titleJa: '創業20周年のご挨拶と、日英サポート窓口24時間化のお知らせ',
    summaryEn: 'Twenty years after opening in Tây Hồ, we thank our customers and owners, and extend Japanese and English support to 24 hours a day.',
    summaryJa: 'タイホー区での創業から20年。お客様・オーナー様への感謝を込めて、日本語・英語のサポートを24時間対応に拡充いたします。',
    contentEn: `<p>ISN Vietnam opened its first office in Tây Hồ in April 2005 with three staff members. Twenty years and more than 18,000 customers later, we would like to thank everyone who has placed their trust in us.</p>
<h2>Support in your language, around the clock</h2>
<p>To mark the anniversary, our customer support line is now staffed 24 hours a day, 365 days a year, in both Japanese and English. Previously, night-time calls were handled in English and Vietnamese only.</p>
<h2>Anniversary events</h2>
<ul>
<li>Free air-conditioner servicing for all managed units during April and May</li>
<li>Seminars for companies on housing policy in Hanoi and Ho Chi Minh City</li>
<li>A photo exhibition, “Twenty years of homes in Vietnam”, at our Hanoi head office</li>
</ul>
<p>Read our representative’s message on the <a href="/en/about-isn/mess-from-rep">company page</a>.</p>`,
    contentJa: `<p>ISNベトナムは2005年4月、タイホー区の小さな事務所でスタッフ3名とともに創業いたしました。それから20年、延べ18,000名を超えるお客様にご利用いただいてまいりました。当社をご信頼くださったすべての皆様に、心より御礼申し上げます。</p>
<h2>24時間、日本語・英語でサポート</h2>
<p>20周年を記念し、カスタマーサポート窓口を日本語・英語ともに24時間365日対応といたしました。これまで夜間のお電話は英語とベトナム語のみの対応でしたが、今後は深夜でも日本語でご相談いただけます。</p>
<h2>記念企画</h2>
<ul>
<li>4月〜5月、当社管理物件の全戸でエアコン点検を無料実施</li>
<li>ハノイ・ホーチミンにて、企業様向け社宅規程セミナーを開催</li>
<li>ハノイ本社にて写真展「ベトナムの住まい、20年」を開催</li>
</ul>
<p>代表からのメッセージは<a href="/jp/about-isn/mess-from-rep">会社案内ページ</a>をご覧ください。</p>`,
  }),
  release({
    slug: 'corporate-housing-programme-hai-phong-industrial-parks',
    publicDate: '2025-06-17',
    titleEn: 'New corporate housing package for companies in Hai Phong’s industrial parks',
    titleJa: 'ハイフォンの工業団地進出企業様向け社宅パッケージを開始',
    summaryEn: 'A fixed-price package that houses a start-up team, including furniture, shuttle transport and monthly reporting.',
    summaryJa: '家具、送迎、月次レポートまで含めた定額制で、立ち上げメンバーの住まいをまとめて手配するパッケージです。',
    contentEn: `<p>Companies starting production in Hai Phong often need to house ten or more engineers at short notice. Our new corporate housing package makes this a single, predictable arrangement.</p>
<h2>What the package includes</h2>
<ul>
<li>Furnished serviced apartments reserved up to three months in advance</li>
<li>One company contract and one monthly invoice in VND with VAT invoice</li>
<li>Daily shuttle between the city and the industrial park</li>
<li>A Japanese-speaking coordinator for the team</li>
<li>Monthly occupancy and cost reports for HR</li>
</ul>
<h2>Terms</h2>
<p>The package is available for teams of five or more, for six months or longer, with flexible addition and removal of units. Contact our <a href="/en/about-isn/contact-us">Hai Phong branch</a> for a quote.</p>`,
    contentJa: `<p>ハイフォンで生産を開始する企業様では、10名以上のエンジニアの住まいを短期間で手配しなければならないことが少なくありません。新しい社宅パッケージなら、これを一つの契約でわかりやすく管理できます。</p>
<h2>パッケージの内容</h2>
<ul>
<li>最大3か月前からの家具付きサービスアパートメントの確保</li>
<li>法人一括契約と、VAT請求書付きのベトナムドン建て月次一括請求</li>
<li>市内と工業団地間の毎日の送迎</li>
<li>チーム専任の日本語対応コーディネーター</li>
<li>人事ご担当者様向けの入居状況・費用の月次レポート</li>
</ul>
<h2>ご利用条件</h2>
<p>5名以上・6か月以上のご利用が対象で、期間中のお部屋の追加・解約にも柔軟に対応します。お見積もりは<a href="/jp/about-isn/contact-us">ハイフォン支店</a>までお問い合わせください。</p>`,
  }),
  release({
    slug: 'furniture-subscription-plans-launched',
    publicDate: '2025-10-21',
    titleEn: 'New furniture subscription plans for unfurnished homes and offices',
    titleJa: '家具なし物件・オフィス向けの家具サブスクリプションを開始',
    summaryEn: 'With ISN Interior Studio, tenants and owners can now furnish a home or office for a monthly fee, with delivery within two weeks.',
    summaryJa: 'ISNインテリアスタジオと連携し、月額料金で住まいやオフィスに家具をそろえられるプランを開始しました。最短2週間でお届けします。',
    contentEn: `<p>Many of the best-value homes and offices are let unfurnished. Our new furniture subscription, run with our group company ISN Interior Studio, removes the need to buy furniture for a stay of a few years.</p>
<h2>Plans</h2>
<ul>
<li><strong>Home Basic:</strong> living, dining and bedroom furniture for a two-bedroom apartment, from $120 a month</li>
<li><strong>Home Family:</strong> for three to four bedrooms, including a kids’ room set, from $190 a month</li>
<li><strong>Office:</strong> desks, chairs and a meeting table for up to 15 people, from $9 per desk per month</li>
</ul>
<h2>Good to know</h2>
<p>Minimum term twelve months. Delivery, assembly and collection at the end are included, and items can be swapped once a year. Owners can also use the plans to furnish a unit before listing it.</p>`,
    contentJa: `<p>割安で条件の良い住まいやオフィスには、家具なしの物件も多くあります。グループ会社のISNインテリアスタジオと連携した新しい家具サブスクリプションなら、数年の滞在のために家具を購入する必要はありません。</p>
<h2>プラン</h2>
<ul>
<li><strong>ホーム・ベーシック：</strong>2ベッドルーム向けのリビング・ダイニング・寝室家具一式、月$120から</li>
<li><strong>ホーム・ファミリー：</strong>3〜4ベッドルーム向け、子ども部屋セット付き、月$190から</li>
<li><strong>オフィス：</strong>最大15名分のデスク、チェア、会議テーブル、1席あたり月$9から</li>
</ul>
<h2>ご利用にあたって</h2>
<p>最低契約期間は12か月です。配送・組み立て・契約終了時の回収が含まれ、年に1回家具の入れ替えも可能です。オーナー様が募集前にお部屋へ家具を設置する際にもご利用いただけます。</p>`,
  }),
  release({
    slug: 'tet-2026-holiday-schedule',
    publicDate: '2026-01-13',
    titleEn: 'Notice: Tết 2026 holiday schedule',
    titleJa: 'テト（旧正月）休業期間のお知らせ（2026年）',
    summaryEn: 'Our offices will be closed from 14 to 22 February 2026. The 24-hour support line remains available in Japanese and English.',
    summaryJa: '2026年2月14日（土）から22日（日）まで休業いたします。24時間サポート窓口は日本語・英語で引き続きご利用いただけます。',
    contentEn: `<p>Thank you for your support throughout 2025. Our offices will be closed for the Lunar New Year holiday as follows.</p>
<h2>Holiday period</h2>
<p><strong>Saturday 14 February to Sunday 22 February 2026</strong>. Normal business resumes on Monday 23 February.</p>
<h2>Before and during the holiday</h2>
<ul>
<li>Please place drinking water orders by Wednesday 11 February.</li>
<li>Non-urgent repairs reported after 10 February will be scheduled after the holiday.</li>
<li>The 24-hour support line remains open in Japanese and English for emergencies.</li>
</ul>
<p>We wish you a prosperous Year of the Horse.</p>`,
    contentJa: `<p>2025年中は格別のお引き立てを賜り、誠にありがとうございました。テト（旧正月）に伴い、下記のとおり休業いたします。</p>
<h2>休業期間</h2>
<p><strong>2026年2月14日（土）〜2月22日（日）</strong>。2月23日（月）より通常営業いたします。</p>
<h2>休業前・休業期間中のご案内</h2>
<ul>
<li>飲料水のご注文は2月11日（水）までにお願いいたします。</li>
<li>2月10日以降にご連絡いただいた緊急性の低い修理は、休業明けに順次対応いたします。</li>
<li>緊急時は、24時間サポート窓口にて日本語・英語で対応いたします。</li>
</ul>
<p>皆様にとって飛躍の午年となりますよう、お祈り申し上げます。</p>`,
  }),
  release({
    slug: 'website-renewal-june-2026',
    publicDate: '2026-06-02',
    titleEn: 'Our website has been renewed',
    titleJa: 'ウェブサイトをリニューアルしました',
    summaryEn: 'Faster search, district maps, favourites and viewing history, and new area guides in English and Japanese.',
    summaryJa: '検索の高速化、エリアマップ、お気に入り・閲覧履歴機能、新しいエリアガイドを日本語・英語で公開しました。',
    contentEn: `<p>We have renewed our website to make finding a home or office in Vietnam easier.</p>
<h2>What is new</h2>
<ul>
<li>Faster search with more filters, including building and interior facilities</li>
<li>A clickable district map for residence search</li>
<li>Favourites and viewing history saved in your browser, with one inquiry for several properties</li>
<li>Rewritten area guides and tenant information in English and Japanese</li>
</ul>
<h2>Your feedback</h2>
<p>If something does not work as expected, or if there is a feature you would like, please tell us through the <a href="/en/about-isn/contact-us">contact form</a>. We read every message.</p>`,
    contentJa: `<p>ベトナムでの住まい・オフィス探しをもっと便利にするため、ウェブサイトをリニューアルいたしました。</p>
<h2>主な変更点</h2>
<ul>
<li>共用施設や室内設備など、絞り込み条件を増やし、検索を高速化しました</li>
<li>住居検索で、地図上のエリアをクリックして選べるようになりました</li>
<li>お気に入りと閲覧履歴をブラウザに保存し、複数の物件をまとめてお問い合わせいただけます</li>
<li>エリアガイドと入居者向け情報を日本語・英語で全面的に書き直しました</li>
</ul>
<h2>ご意見をお寄せください</h2>
<p>うまく動かない機能やご要望がございましたら、<a href="/jp/about-isn/contact-us">お問い合わせフォーム</a>からお知らせください。いただいたご意見にはすべて目を通しております。</p>`,
  }),
  release({
    slug: 'thao-dien-service-desk-opens',
    publicDate: '2026-08-04',
    titleEn: 'New service desk opens in Thảo Điền',
    titleJa: 'タオディエンにサービスデスクを開設しました',
    summaryEn: 'Residents of Thảo Điền and An Phú can now meet our team close to home for viewings, contracts and support.',
    summaryJa: 'タオディエン・アンフーにお住まいの皆様が、ご自宅の近くで内見や契約、各種ご相談をしていただけるようになりました。',
    contentEn: `<p>Our Ho Chi Minh City branch has opened a service desk in Thảo Điền, a short walk from the metro station, for the many customers who live in the area.</p>
<h2>Services at the desk</h2>
<ul>
<li>Consultations and viewings departing from the desk</li>
<li>Lease signing and renewals</li>
<li>Drop-off and collection of keys, documents and deliveries</li>
</ul>
<h2>Opening hours</h2>
<p>Tuesday to Saturday, 9:00 to 18:00. Appointments are recommended. For an appointment, please contact our <a href="/en/about-isn/contact-us">Ho Chi Minh City branch</a>.</p>`,
    contentJa: `<p>ホーチミン支店では、タオディエンにお住まいの多くのお客様のために、地下鉄の駅から歩いてすぐの場所にサービスデスクを開設いたしました。</p>
<h2>サービスデスクでできること</h2>
<ul>
<li>ご相談と、デスクを起点とした内見のご案内</li>
<li>賃貸借契約の締結・更新手続き</li>
<li>鍵や書類、お荷物のお預かり・お受け取り</li>
</ul>
<h2>営業時間</h2>
<p>火曜日〜土曜日 9:00〜18:00。ご来訪の際は事前のご予約をおすすめします。ご予約は<a href="/jp/about-isn/contact-us">ホーチミン支店</a>までお問い合わせください。</p>`,
  }),
];

/** Every blog post and news release, in no particular order (the site sorts by publicDate). */
export const BLOGS: BlogSeed[] = [
  ...NEWS_POSTS,
  ...NEWLY_LAUNCHED_POSTS,
  ...STATISTICS_POSTS,
  ...LIVING_POSTS,
  ...NEWS_RELEASES,
];
