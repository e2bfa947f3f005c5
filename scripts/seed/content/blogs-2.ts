import type { BlogSeed } from '../types';

/**
 * Blog posts of the categories c-s-statistics and living-in-vietnam. Survey figures are demo data
 * from a fictional agency.
 */

type PostInput = Omit<BlogSeed, 'postType' | 'isNew' | 'isMain' | 'isPublished'> & {
  isNew?: boolean;
  isMain?: boolean;
};
const post = (p: PostInput): BlogSeed => ({ postType: 1, isNew: false, isMain: false, isPublished: true, ...p });

export const STATISTICS_POSTS: BlogSeed[] = [
  post({
    category: 'c-s-statistics',
    slug: 'customer-satisfaction-survey-2023-results',
    publicDate: '2024-01-30',
    titleEn: 'Customer satisfaction survey 2023: 91% would recommend us',
    titleJa: '2023年お客様満足度調査の結果　91%の方が「知人に勧めたい」と回答',
    summaryEn: 'We asked 412 tenants and 68 corporate customers about their experience in 2023. Here are the results, including where we need to improve.',
    summaryJa: '2023年にご利用いただいた入居者様412名と法人のお客様68社にアンケートを実施しました。改善すべき点も含めて結果をご報告します。',
    contentEn: `<p>Every January we survey the customers who moved into a home or office through us during the previous year. In December 2023 we received answers from 412 tenants (a response rate of 47%) and 68 corporate customers.</p>
<h2>Headline results</h2>
<ul>
<li><strong>91%</strong> would recommend ISN to a friend or colleague</li>
<li><strong>88%</strong> were satisfied or very satisfied with their consultant</li>
<li><strong>84%</strong> were satisfied with support after moving in</li>
<li>Average time from first inquiry to signed lease: <strong>16 days</strong></li>
</ul>
<h2>What you liked</h2>
<p>Honest explanations of each property’s weak points were mentioned in more than a third of comments. Japanese-speaking staff and the speed of viewings arrangement came next.</p>
<h2>Where we must do better</h2>
<p>Satisfaction with repair follow-up was lower in Ho Chi Minh City (76%) than in Hanoi (86%). Several customers waited more than a week for a non-urgent repair without hearing back. In 2024 we will add two technicians in Ho Chi Minh City and send a status update within 48 hours for every request.</p>
<p>Thank you to everyone who took the time to answer. We publish these results every year in our <a href="/en/blogs/c-s-statistics">statistics section</a>.</p>`,
    contentJa: `<p>当社では毎年1月、前年に当社を通じて住まいやオフィスにご入居いただいたお客様を対象にアンケートを実施しています。2023年12月の調査では、入居者様412名（回答率47%）、法人のお客様68社からご回答をいただきました。</p>
<h2>主な結果</h2>
<ul>
<li>知人・同僚に当社を<strong>「勧めたい」91%</strong></li>
<li>担当者の対応に「満足」「とても満足」<strong>88%</strong></li>
<li>入居後のサポートに満足<strong>84%</strong></li>
<li>最初のお問い合わせから契約締結までの平均日数：<strong>16日</strong></li>
</ul>
<h2>評価いただいた点</h2>
<p>自由回答の3分の1以上で、「物件の気になる点まで正直に説明してくれた」との声をいただきました。次いで、日本語で相談できる安心感、内見手配の早さが多く挙げられました。</p>
<h2>改善すべき点</h2>
<p>修理対応のフォローに対する満足度は、ハノイ（86%）に比べてホーチミン（76%）で低い結果となりました。緊急性の低い修理で1週間以上連絡がなかったというご指摘も複数いただいています。2024年はホーチミンの技術スタッフを2名増員し、すべてのご依頼について48時間以内に進捗をご連絡する体制を整えます。</p>
<p>ご協力いただいた皆様、誠にありがとうございました。調査結果は毎年<a href="/jp/blogs/c-s-statistics">統計カテゴリー</a>で公開しています。</p>`,
  }),
  post({
    category: 'c-s-statistics',
    city: 'hanoi',
    slug: 'hanoi-serviced-apartment-rents-q1-2024',
    publicDate: '2024-04-23',
    titleEn: 'Hanoi serviced apartment rents, Q1 2024: Tây Hồ leads, Cầu Giấy catches up',
    titleJa: 'ハノイのサービスアパートメント賃料（2024年第1四半期）　タイホー区が首位、カウザイ区が追い上げ',
    summaryEn: 'Average asking rents for serviced apartments in Hanoi rose 3.2% year on year. Our data from 1,140 listings by district and size.',
    summaryJa: 'ハノイのサービスアパートメントの平均募集賃料は前年同期比3.2%上昇。当社掲載の1,140件をエリア・広さ別に分析しました。',
    contentEn: `<p>This report is based on 1,140 serviced apartment listings we handled in Hanoi between January and March 2024. Rents are monthly asking rents for furnished units, including management fee.</p>
<h2>Average rents by district</h2>
<ul>
<li><strong>Tây Hồ:</strong> 1 bedroom $1,120, 2 bedrooms $1,680 (+3.8% year on year)</li>
<li><strong>Ba Đình:</strong> 1 bedroom $1,050, 2 bedrooms $1,590 (+2.5%)</li>
<li><strong>Hoàn Kiếm:</strong> 1 bedroom $1,180, 2 bedrooms $1,750 (+1.9%)</li>
<li><strong>Cầu Giấy:</strong> 1 bedroom $820, 2 bedrooms $1,240 (+5.1%)</li>
</ul>
<h2>What is behind the numbers</h2>
<p>Tây Hồ remains the most expensive area for family-sized units, driven by demand from Western families near the international schools. Cầu Giấy shows the fastest growth as new buildings with better facilities replace older stock, and as more Korean and Japanese companies open offices in the west of the city.</p>
<h2>Occupancy</h2>
<p>Average occupancy in the buildings we track was 89%, up from 85% a year ago. Well-priced one-bedroom units in Tây Hồ and Ba Đình rarely stay empty for more than three weeks.</p>
<p>Looking for a serviced apartment? <a href="/en/residences">Search Hanoi residences</a> or ask us for the latest availability.</p>`,
    contentJa: `<p>本レポートは、2024年1〜3月に当社がハノイで取り扱ったサービスアパートメント1,140件のデータをもとにしています。賃料は家具付き・管理費込みの月額募集賃料です。</p>
<h2>エリア別の平均賃料</h2>
<ul>
<li><strong>タイホー区：</strong>1ベッドルーム$1,120、2ベッドルーム$1,680（前年同期比+3.8%）</li>
<li><strong>バーディン区：</strong>1ベッドルーム$1,050、2ベッドルーム$1,590（+2.5%）</li>
<li><strong>ホアンキエム区：</strong>1ベッドルーム$1,180、2ベッドルーム$1,750（+1.9%）</li>
<li><strong>カウザイ区：</strong>1ベッドルーム$820、2ベッドルーム$1,240（+5.1%）</li>
</ul>
<h2>数字の背景</h2>
<p>ファミリー向けの広さの住戸では、インターナショナルスクールに近いタイホー区が引き続き最も高く、欧米系のご家族の需要が賃料を支えています。最も上昇率が高かったのはカウザイ区で、設備の充実した新しい建物への入れ替わりが進んでいることに加え、市西部にオフィスを構える韓国系・日系企業が増えていることが背景にあります。</p>
<h2>入居率</h2>
<p>当社が調査対象としている建物の平均入居率は89%で、前年の85%から上昇しました。タイホー区やバーディン区で賃料設定が適正な1ベッドルームは、3週間以上空室になることはほとんどありません。</p>
<p>サービスアパートメントをお探しの方は、<a href="/jp/residences">ハノイの住居を検索</a>するか、最新の空室状況を当社までお問い合わせください。</p>`,
  }),
  post({
    category: 'c-s-statistics',
    slug: 'what-japanese-families-look-for-survey-2024',
    publicDate: '2024-07-09',
    titleEn: 'What Japanese families look for in a home: survey of 230 households',
    titleJa: '日本人ご家族が住まいに求めるもの　230世帯アンケート結果',
    summaryEn: 'Bathtubs, school bus access and water quality top the list. The full ranking from our survey of Japanese families living in Vietnam.',
    summaryJa: 'バスタブ、スクールバスへのアクセス、水質が上位に。ベトナム在住の日本人ご家族へのアンケート結果をご紹介します。',
    contentEn: `<p>In May 2024 we asked 230 Japanese households with children, living in Hanoi and Ho Chi Minh City, to choose the five features that mattered most when they chose their home. The answers help us advise families who are just arriving.</p>
<h2>Top ten features</h2>
<ul>
<li>1. A bathtub (78%)</li>
<li>2. A school bus stop within five minutes’ walk (71%)</li>
<li>3. Water filtration or good water quality (64%)</li>
<li>4. 24-hour security (59%)</li>
<li>5. A playground or kids’ room (48%)</li>
<li>6. A Japanese supermarket nearby (44%)</li>
<li>7. An indoor or shaded pool (37%)</li>
<li>8. A separate laundry space (31%)</li>
<li>9. A bedroom for a helper (22%)</li>
<li>10. Parking for a company car (19%)</li>
</ul>
<h2>What surprised us</h2>
<p>Views and the age of the building ranked much lower than we expected, at 11% and 9%. Families value daily routines over prestige. Also notable: 62% said they would pay up to $200 more per month for a shorter school run.</p>
<h2>Using the results</h2>
<p>Our consultants now send families a checklist based on these ten points before viewings, so that every property on the shortlist can be compared at a glance.</p>`,
    contentJa: `<p>2024年5月、ハノイとホーチミンにお住まいのお子様のいる日本人230世帯に、住まい選びで重視した点を5つ選んでいただきました。これから赴任されるご家族へのアドバイスに役立てています。</p>
<h2>重視する条件トップ10</h2>
<ul>
<li>1位 バスタブがある（78%）</li>
<li>2位 徒歩5分以内にスクールバスの停留所がある（71%）</li>
<li>3位 浄水設備がある・水質が良い（64%）</li>
<li>4位 24時間警備（59%）</li>
<li>5位 キッズエリアやキッズルームがある（48%）</li>
<li>6位 近くに日系スーパーがある（44%）</li>
<li>7位 屋内または日除け付きのプール（37%）</li>
<li>8位 独立したランドリースペース（31%）</li>
<li>9位 お手伝いさん用の部屋（22%）</li>
<li>10位 社用車の駐車スペース（19%）</li>
</ul>
<h2>意外だった結果</h2>
<p>眺望（11%）や築年数（9%）は予想よりかなり低い順位でした。見た目の豪華さより、毎日の暮らしやすさを大切にされていることがわかります。また、62%の方が「通学時間が短くなるなら月$200程度までは賃料が上がってもよい」と回答されました。</p>
<h2>結果の活用</h2>
<p>現在、当社の担当者は内見の前にこの10項目をもとにしたチェックリストをご家族にお送りしています。候補物件をひと目で比較していただけるようにするためです。</p>`,
  }),
  post({
    category: 'c-s-statistics',
    city: 'hcm',
    slug: 'hcmc-rent-index-q3-2024-thao-dien-vs-quan-1',
    publicDate: '2024-10-22',
    titleEn: 'Ho Chi Minh City rent index Q3 2024: Thảo Điền vs Quận 1',
    titleJa: 'ホーチミン賃料指数（2024年第3四半期）　タオディエンと1区を比較',
    summaryEn: 'Family rents in Thảo Điền rose faster than in the centre this year, while studios in Quận 1 remain the most expensive per square metre.',
    summaryJa: '今年はファミリー向け物件の賃料がタオディエンで中心部以上に上昇。一方、m²単価が最も高いのは引き続き1区のスタジオです。',
    contentEn: `<p>Our quarterly index tracks the asking rents of furnished residences we list in Ho Chi Minh City. This quarter’s sample covers 1,860 listings in five areas.</p>
<h2>Year-on-year change</h2>
<ul>
<li><strong>Quận 1:</strong> +2.4% (average $27.5 per m² per month)</li>
<li><strong>Thảo Điền:</strong> +4.9% ($21.0 per m²)</li>
<li><strong>Phú Mỹ Hưng:</strong> +3.1% ($16.8 per m²)</li>
<li><strong>Bình Thạnh:</strong> +2.0% ($17.5 per m²)</li>
<li><strong>Quận 3:</strong> +1.6% ($19.2 per m²)</li>
</ul>
<h2>Why Thảo Điền is rising</h2>
<p>Three- and four-bedroom apartments and villas are in short supply, and the expected opening of Metro Line 1 has made the area more attractive to families with one parent working in the centre. Good villas with gardens now often let within two weeks.</p>
<h2>Quận 1: stable at the top</h2>
<p>Small units in Quận 1 remain the most expensive per square metre, but new supply of serviced studios has kept increases moderate. Single assignees have more choice than a year ago.</p>
<p>We publish this index every quarter. For a tailored comparison based on your budget, <a href="/en/about-isn/contact-us">contact our Ho Chi Minh City branch</a>.</p>`,
    contentJa: `<p>当社の四半期賃料指数は、ホーチミンで掲載している家具付き住居の募集賃料を追跡したものです。今四半期は5エリア・1,860件を対象としています。</p>
<h2>前年同期比の変化</h2>
<ul>
<li><strong>1区：</strong>+2.4%（平均 $27.5/m²/月）</li>
<li><strong>タオディエン：</strong>+4.9%（$21.0/m²/月）</li>
<li><strong>フーミーフン：</strong>+3.1%（$16.8/m²/月）</li>
<li><strong>ビンタン区：</strong>+2.0%（$17.5/m²/月）</li>
<li><strong>3区：</strong>+1.6%（$19.2/m²/月）</li>
</ul>
<h2>タオディエンが上昇している理由</h2>
<p>3〜4ベッドルームのアパートメントやヴィラの供給が不足していることに加え、地下鉄1号線の開業を控え、中心部にお勤めの方がいるご家族にとって魅力が増しています。庭付きの良いヴィラは、今では2週間以内に成約することも珍しくありません。</p>
<h2>1区は高水準で安定</h2>
<p>1区の小さめの住戸はm²単価では依然として最も高いものの、サービススタジオの新規供給により上昇は緩やかです。単身赴任の方にとっては、1年前より選択肢が広がっています。</p>
<p>この指数は四半期ごとに公開しています。ご予算に合わせた比較をご希望の方は、<a href="/jp/about-isn/contact-us">ホーチミン支店</a>までお問い合わせください。</p>`,
  }),
  post({
    category: 'c-s-statistics',
    slug: 'customer-satisfaction-survey-2024-results',
    publicDate: '2025-02-11',
    titleEn: 'Customer satisfaction survey 2024: repair follow-up improves',
    titleJa: '2024年お客様満足度調査の結果　修理対応の満足度が改善',
    summaryEn: 'Satisfaction with repair follow-up in Ho Chi Minh City rose from 76% to 87% after last year’s changes. The full results from 455 tenants.',
    summaryJa: '昨年の改善策により、ホーチミンでの修理対応の満足度が76%から87%に上昇しました。入居者様455名の回答結果をご報告します。',
    contentEn: `<p>Last year we promised to improve how we follow up on repairs, especially in Ho Chi Minh City. This year’s survey, answered by 455 tenants and 74 corporate customers, shows what changed.</p>
<h2>Key figures</h2>
<ul>
<li>Would recommend ISN: <strong>92%</strong> (2023: 91%)</li>
<li>Satisfied with their consultant: <strong>90%</strong> (88%)</li>
<li>Satisfied with repair follow-up, Ho Chi Minh City: <strong>87%</strong> (76%)</li>
<li>Satisfied with repair follow-up, Hanoi: <strong>88%</strong> (86%)</li>
<li>Average time to first response on a repair request: <strong>3.1 hours</strong></li>
</ul>
<h2>What made the difference</h2>
<p>The two additional technicians and the rule of a status update within 48 hours were mentioned often. Tenants also appreciated receiving photos after a repair was completed.</p>
<h2>Next focus: move-out</h2>
<p>The lowest score this year was for the move-out process (79%). Some tenants found deposit deductions unclear. From March 2025 we will give every tenant a written pre-inspection one month before move-out, so there are no surprises on the last day.</p>`,
    contentJa: `<p>昨年、特にホーチミンでの修理対応のフォローを改善するとお約束しました。入居者様455名、法人のお客様74社にご回答いただいた今年の調査で、その成果が見えてきました。</p>
<h2>主な数値</h2>
<ul>
<li>当社を勧めたい：<strong>92%</strong>（2023年：91%）</li>
<li>担当者の対応に満足：<strong>90%</strong>（88%）</li>
<li>修理対応のフォローに満足（ホーチミン）：<strong>87%</strong>（76%）</li>
<li>修理対応のフォローに満足（ハノイ）：<strong>88%</strong>（86%）</li>
<li>修理依頼への初回返信までの平均時間：<strong>3.1時間</strong></li>
</ul>
<h2>改善につながったこと</h2>
<p>技術スタッフ2名の増員と、48時間以内の進捗連絡のルール化について、多くの方から評価をいただきました。修理完了後に写真でご報告するようにした点も好評でした。</p>
<h2>次の課題は退去時の対応</h2>
<p>今年最も評価が低かったのは退去手続き（79%）でした。デポジットからの差し引きがわかりにくいというご意見があったため、2025年3月からは退去の1か月前に事前点検を行い、その結果を書面でお渡しします。最終日に思わぬ請求で驚かれることがないようにいたします。</p>`,
  }),
  post({
    category: 'c-s-statistics',
    slug: 'office-rents-hanoi-hcmc-2024-review',
    publicDate: '2025-03-11',
    titleEn: 'Office rents in Hanoi and Ho Chi Minh City: 2024 in review',
    titleJa: 'ハノイ・ホーチミンのオフィス賃料　2024年の振り返り',
    summaryEn: 'Grade A rents held steady while serviced offices gained ground. Figures from our office leasing team and what to expect in 2025.',
    summaryJa: 'グレードAオフィスの賃料は横ばい、サービスオフィスは存在感を拡大。当社オフィスチームのデータと2025年の見通しをご紹介します。',
    contentEn: `<p>Our office leasing team closed 186 office and serviced office contracts in 2024. Here is what the numbers tell us about both cities.</p>
<h2>Average asking rents (per m² per month, including service charge)</h2>
<ul>
<li><strong>Hanoi, Grade A:</strong> $33 – $38 (flat year on year)</li>
<li><strong>Hanoi, Grade B:</strong> $19 – $24 (+2%)</li>
<li><strong>Ho Chi Minh City, Quận 1 Grade A:</strong> $45 – $58 (+1%)</li>
<li><strong>Ho Chi Minh City, Grade B:</strong> $24 – $32 (+3%)</li>
</ul>
<h2>Serviced offices on the rise</h2>
<p>Serviced offices accounted for 41% of our contracts, up from 33% in 2023. Most were teams of fewer than ten people opening a first office in Vietnam or waiting for their licence.</p>
<h2>Negotiation room</h2>
<p>New Grade A supply in both cities gives tenants leverage. Rent-free fit-out periods of two to four months were common for leases of three years or more, and several landlords agreed to fixed rents for the full term.</p>
<p>Planning a move in 2025? Browse <a href="/en/offices">offices</a> or ask for a market report for your preferred area.</p>`,
    contentJa: `<p>当社のオフィスチームは2024年、オフィスとサービスオフィスで合計186件の契約をお手伝いしました。その数字から見えてきた両都市の動向をご紹介します。</p>
<h2>平均募集賃料（管理費込み、/m²/月）</h2>
<ul>
<li><strong>ハノイ・グレードA：</strong>$33〜$38（前年比横ばい）</li>
<li><strong>ハノイ・グレードB：</strong>$19〜$24（+2%）</li>
<li><strong>ホーチミン1区・グレードA：</strong>$45〜$58（+1%）</li>
<li><strong>ホーチミン・グレードB：</strong>$24〜$32（+3%）</li>
</ul>
<h2>サービスオフィスが拡大</h2>
<p>当社の契約に占めるサービスオフィスの割合は41%となり、2023年の33%から増加しました。その多くは、ベトナムで初めて拠点を構える、あるいはライセンス取得を待つ10名未満のチームでした。</p>
<h2>交渉の余地</h2>
<p>両都市でグレードAオフィスの新規供給があり、借り手に有利な状況です。3年以上の契約では2〜4か月の内装工事期間のフリーレントが一般的で、契約期間中の賃料固定に応じたオーナーも複数ありました。</p>
<p>2025年に移転をご検討中の方は、<a href="/jp/offices">オフィス物件一覧</a>をご覧いただくか、ご希望エリアのマーケットレポートをご請求ください。</p>`,
  }),
  post({
    category: 'c-s-statistics',
    slug: 'maintenance-requests-2024-what-breaks-most',
    publicDate: '2025-06-10',
    titleEn: 'What breaks most often? 5,300 maintenance requests analysed',
    titleJa: '故障が多いのはどこ？　修理依頼5,300件を分析しました',
    summaryEn: 'Air conditioners account for almost a third of all repair requests, with peaks in April and May. Our analysis of 2024 maintenance data.',
    summaryJa: '修理依頼の約3分の1はエアコン関連で、4〜5月に集中しています。2024年のメンテナンスデータを分析しました。',
    contentEn: `<p>Our support line received 5,312 maintenance requests from tenants in 2024. Grouping them by type and month tells us a lot about how to prevent problems before they happen.</p>
<h2>Requests by type</h2>
<ul>
<li>Air conditioning: <strong>31%</strong></li>
<li>Plumbing and leaks: <strong>22%</strong></li>
<li>Water heaters: <strong>12%</strong></li>
<li>Electrical and lighting: <strong>11%</strong></li>
<li>Appliances (washing machines, fridges): <strong>9%</strong></li>
<li>Doors, locks and windows: <strong>8%</strong></li>
<li>Other: <strong>7%</strong></li>
</ul>
<h2>Seasonal patterns</h2>
<p>Air-conditioner requests almost triple in April and May, when the first hot weeks arrive and units that have not been serviced since autumn start to leak or lose power. Leaks peak in the rainy months from July to September.</p>
<h2>How fast we fixed them</h2>
<p>68% of requests were resolved within 24 hours and 93% within three days. The slowest cases involved spare parts for imported appliances.</p>
<h2>Prevention pays</h2>
<p>Since last year we offer every managed unit an air-conditioner service in March. Units serviced in March had 60% fewer breakdowns in the following three months.</p>`,
    contentJa: `<p>2024年に当社サポート窓口が受け付けた修理依頼は5,312件でした。種類別・月別に整理すると、トラブルを未然に防ぐためのヒントが見えてきます。</p>
<h2>種類別の内訳</h2>
<ul>
<li>エアコン：<strong>31%</strong></li>
<li>水回り・水漏れ：<strong>22%</strong></li>
<li>給湯器：<strong>12%</strong></li>
<li>電気・照明：<strong>11%</strong></li>
<li>家電（洗濯機・冷蔵庫）：<strong>9%</strong></li>
<li>ドア・鍵・窓：<strong>8%</strong></li>
<li>その他：<strong>7%</strong></li>
</ul>
<h2>季節による傾向</h2>
<p>エアコンの修理依頼は4〜5月にほぼ3倍に増えます。本格的に暑くなり始める時期で、秋以降メンテナンスされていないエアコンの水漏れや効きの悪さが表面化するためです。水漏れは雨の多い7〜9月に集中しています。</p>
<h2>対応スピード</h2>
<p>24時間以内に解決したのは全体の68%、3日以内では93%でした。時間がかかったのは、主に輸入家電の部品取り寄せが必要なケースです。</p>
<h2>予防の効果</h2>
<p>昨年から、当社管理物件のすべてのお部屋で3月にエアコン点検を実施しています。3月に点検したお部屋では、その後3か月間の故障件数が60%少なくなりました。</p>`,
  }),
  post({
    category: 'c-s-statistics',
    slug: 'da-nang-hai-phong-rental-snapshot-h1-2025',
    publicDate: '2025-10-07',
    titleEn: 'Da Nang and Hai Phong rental snapshot, first half of 2025',
    titleJa: 'ダナン・ハイフォン賃貸市場の動向（2025年上半期）',
    summaryEn: 'Rents rose faster in Hai Phong than in Da Nang, driven by industrial demand. Key numbers for both cities and advice for newcomers.',
    summaryJa: '工業需要に支えられ、ハイフォンの賃料上昇率がダナンを上回りました。両都市の主な数値と、これから赴任される方へのアドバイスです。',
    contentEn: `<p>Hanoi and Ho Chi Minh City get most of the attention, but our branches in Da Nang and Hai Phong are growing quickly. Here is a summary of the first half of 2025.</p>
<h2>Da Nang</h2>
<ul>
<li>Average rent, furnished one-bedroom: <strong>$720</strong> (+3% year on year)</li>
<li>Average rent, furnished two-bedroom: <strong>$1,050</strong> (+2%)</li>
<li>Share of leases of six months or less: <strong>38%</strong></li>
</ul>
<p>Demand comes from IT professionals, remote workers and retirees. Short leases are common, and owners who accept six-month terms let their units fastest.</p>
<h2>Hai Phong</h2>
<ul>
<li>Average rent, serviced one-bedroom: <strong>$1,020</strong> (+7%)</li>
<li>Average rent, serviced two-bedroom: <strong>$1,480</strong> (+6%)</li>
<li>Share of company leases: <strong>81%</strong></li>
</ul>
<p>New factories continue to bring engineers to the city, and the supply of good serviced apartments has not kept pace. Units in the centre are often reserved before they become vacant.</p>
<h2>Advice</h2>
<p>In Hai Phong, book at least six weeks ahead for a team. In Da Nang, consider a short initial lease, then renew once you know which part of the city you prefer.</p>`,
    contentJa: `<p>注目されるのはハノイとホーチミンが中心ですが、当社のダナン・ハイフォン拠点も急速に成長しています。2025年上半期の動向をまとめました。</p>
<h2>ダナン</h2>
<ul>
<li>家具付き1ベッドルームの平均賃料：<strong>$720</strong>（前年同期比+3%）</li>
<li>家具付き2ベッドルームの平均賃料：<strong>$1,050</strong>（+2%）</li>
<li>契約期間6か月以下の割合：<strong>38%</strong></li>
</ul>
<p>IT人材、リモートワーカー、リタイア後に移住される方からの需要が中心です。短期契約が多く、6か月契約に応じるオーナー様の物件ほど早く成約しています。</p>
<h2>ハイフォン</h2>
<ul>
<li>サービスアパートメント1ベッドルームの平均賃料：<strong>$1,020</strong>（+7%）</li>
<li>サービスアパートメント2ベッドルームの平均賃料：<strong>$1,480</strong>（+6%）</li>
<li>法人契約の割合：<strong>81%</strong></li>
</ul>
<p>新しい工場の進出に伴いエンジニアの赴任が続く一方、質の高いサービスアパートメントの供給が追いついていません。中心部の物件は、空室になる前に次の予約が入ることも珍しくありません。</p>
<h2>アドバイス</h2>
<p>ハイフォンで複数名の住まいを手配される場合は、少なくとも6週間前にご予約ください。ダナンでは、まず短めの契約で住み始め、好みのエリアがわかってから更新・住み替えを検討するのもおすすめです。</p>`,
  }),
  post({
    category: 'c-s-statistics',
    slug: 'customer-satisfaction-survey-2025-results',
    publicDate: '2026-01-27',
    isMain: true,
    titleEn: 'Customer satisfaction survey 2025: our best results in ten years',
    titleJa: '2025年お客様満足度調査　過去10年で最高の評価をいただきました',
    summaryEn: '94% of tenants would recommend us, and move-out satisfaction jumped to 88% after introducing written pre-inspections. Results from 503 respondents.',
    summaryJa: '入居者様の94%が「勧めたい」と回答。書面による事前点検の導入で、退去手続きの満足度も88%に上昇しました。503名の回答結果です。',
    contentEn: `<p>Thank you to the 503 tenants and 81 corporate customers who answered our annual survey in December 2025, our highest response ever.</p>
<img src="/images/blog-19.jpg" alt="Bar chart of customer satisfaction scores">
<h2>Results at a glance</h2>
<ul>
<li>Would recommend ISN: <strong>94%</strong> (2024: 92%)</li>
<li>Satisfied with the move-out process: <strong>88%</strong> (79%)</li>
<li>Satisfied with repair follow-up, all cities: <strong>89%</strong> (87%)</li>
<li>Corporate customers satisfied with invoicing and reports: <strong>91%</strong></li>
</ul>
<h2>The written pre-inspection works</h2>
<p>Introduced in March 2025, the pre-inspection one month before move-out gives tenants time to fix small issues themselves and avoids disputes on the final day. The share of tenants who disagreed with a deposit deduction fell from 9% to 3%.</p>
<h2>What we will work on in 2026</h2>
<p>Customers in Da Nang asked for more Japanese-language support, and several families asked for help finding after-school activities for children. We will add a Japanese-speaking coordinator in Da Nang and publish neighbourhood guides for families during the year.</p>`,
    contentJa: `<p>2025年12月の年次アンケートには、入居者様503名、法人のお客様81社と、過去最多のご回答をいただきました。ご協力に心より御礼申し上げます。</p>
<img src="/images/blog-19.jpg" alt="お客様満足度の棒グラフ">
<h2>結果の概要</h2>
<ul>
<li>当社を勧めたい：<strong>94%</strong>（2024年：92%）</li>
<li>退去手続きに満足：<strong>88%</strong>（79%）</li>
<li>修理対応のフォローに満足（全都市）：<strong>89%</strong>（87%）</li>
<li>請求書・レポートに満足（法人のお客様）：<strong>91%</strong></li>
</ul>
<h2>書面による事前点検の効果</h2>
<p>2025年3月に導入した退去1か月前の事前点検により、入居者様がご自身で小さな不具合を直す時間ができ、最終日のトラブルも減りました。デポジットの差し引きに納得できなかったという方の割合は、9%から3%に下がっています。</p>
<h2>2026年の取り組み</h2>
<p>ダナンのお客様からは日本語サポートの拡充を、ご家族からはお子様の習い事探しへのサポートを求める声をいただきました。今年はダナンに日本語対応のコーディネーターを配置し、ご家族向けの街歩きガイドを順次公開してまいります。</p>`,
  }),
  post({
    category: 'c-s-statistics',
    slug: 'from-inquiry-to-move-in-how-long-it-takes-2025-data',
    publicDate: '2026-05-19',
    isNew: true,
    titleEn: 'From first inquiry to move-in: how long does it really take?',
    titleJa: 'お問い合わせから入居まで、実際にどれくらいかかる？',
    summaryEn: 'Based on 2,140 leases signed in 2025, the median time from first inquiry to move-in was 24 days. The timeline step by step.',
    summaryJa: '2025年に成約した2,140件のデータでは、最初のお問い合わせから入居までの中央値は24日でした。各ステップの所要日数をご紹介します。',
    contentEn: `<p>“How early should I start looking?” is one of the questions we hear most. To give a precise answer, we analysed the 2,140 residential leases we brokered in 2025.</p>
<h2>The median timeline</h2>
<ul>
<li>First inquiry to first viewing: <strong>4 days</strong></li>
<li>First viewing to application: <strong>6 days</strong></li>
<li>Application to signed lease: <strong>5 days</strong></li>
<li>Signed lease to move-in: <strong>9 days</strong></li>
<li>Total: <strong>24 days</strong></li>
</ul>
<h2>What makes it longer</h2>
<p>Company leases took on average eight days longer than personal leases, mostly for internal approvals and contract review. Families looking for houses took longer than those choosing serviced apartments, and online viewings from abroad added about five days.</p>
<h2>What makes it shorter</h2>
<p>Customers who sent a clear brief (budget, area, move-in date, must-haves) with their first inquiry signed eleven days sooner on average. Preparing passport copies and company documents in advance also helps.</p>
<p>Read the full process on our <a href="/en/rental-flow">rental flow</a> page.</p>`,
    contentJa: `<p>「いつ頃から探し始めればよいですか？」は、最もよくいただくご質問の一つです。正確にお答えするため、2025年に当社が仲介した住居の賃貸借契約2,140件を分析しました。</p>
<h2>所要日数の中央値</h2>
<ul>
<li>最初のお問い合わせから初回の内見まで：<strong>4日</strong></li>
<li>初回の内見からお申し込みまで：<strong>6日</strong></li>
<li>お申し込みから契約締結まで：<strong>5日</strong></li>
<li>契約締結から入居まで：<strong>9日</strong></li>
<li>合計：<strong>24日</strong></li>
</ul>
<h2>時間がかかるケース</h2>
<p>法人契約は、社内決裁や契約書の確認のため、個人契約より平均8日長くかかりました。戸建てをお探しのご家族はサービスアパートメントを選ばれる方より期間が長く、海外からのオンライン内見の場合は約5日長くなっています。</p>
<h2>スムーズに進むケース</h2>
<p>最初のお問い合わせの時点で、ご予算、エリア、入居希望日、譲れない条件を明確にお知らせいただいたお客様は、平均で11日早くご契約に至っています。パスポートのコピーや会社の書類を事前に準備しておくのも効果的です。</p>
<p>手続きの詳しい流れは<a href="/jp/rental-flow">ご契約までの流れ</a>をご覧ください。</p>`,
  }),
  post({
    category: 'c-s-statistics',
    city: 'hanoi',
    slug: 'hanoi-rent-index-h1-2026',
    publicDate: '2026-08-18',
    isNew: true,
    titleEn: 'Hanoi rent index, first half of 2026: Nam Từ Liêm and Long Biên gain',
    titleJa: 'ハノイ賃料指数（2026年上半期）　ナムトゥーリエム区とロンビエン区が上昇',
    summaryEn: 'Family areas outside the centre saw the strongest growth this year, while central serviced apartments held steady. Data from 2,380 listings.',
    summaryJa: '今年は中心部以外のファミリー向けエリアで賃料の伸びが目立ち、中心部のサービスアパートメントは横ばいでした。2,380件のデータから分析します。',
    contentEn: `<p>Our half-yearly index for Hanoi covers 2,380 furnished residences we listed between January and June 2026.</p>
<h2>Change compared with the first half of 2025</h2>
<ul>
<li><strong>Nam Từ Liêm:</strong> +6.2%</li>
<li><strong>Long Biên:</strong> +5.4%</li>
<li><strong>Cầu Giấy:</strong> +3.9%</li>
<li><strong>Tây Hồ:</strong> +2.8%</li>
<li><strong>Ba Đình:</strong> +1.2%</li>
<li><strong>Hoàn Kiếm:</strong> +0.5%</li>
</ul>
<h2>Families move outward</h2>
<p>New complexes with pools and playgrounds in Nam Từ Liêm, and houses with gardens in Long Biên, offer families much more space than the centre for the same budget. Metro Line 3 and improved bridges have made the commute more predictable.</p>
<h2>Central areas: steady</h2>
<p>Rents in Hoàn Kiếm and Ba Đình were almost unchanged. The upcoming motorbike restrictions inside Ring Road 1 have not affected demand from expatriates, who rarely ride petrol motorbikes, but some owners are adding EV charging to stay competitive.</p>
<p>Compare current listings in each district with our <a href="/en/residences">residence search</a>.</p>`,
    contentJa: `<p>ハノイの半期賃料指数は、2026年1〜6月に当社が掲載した家具付き住居2,380件を対象としています。</p>
<h2>2025年上半期との比較</h2>
<ul>
<li><strong>ナムトゥーリエム区：</strong>+6.2%</li>
<li><strong>ロンビエン区：</strong>+5.4%</li>
<li><strong>カウザイ区：</strong>+3.9%</li>
<li><strong>タイホー区：</strong>+2.8%</li>
<li><strong>バーディン区：</strong>+1.2%</li>
<li><strong>ホアンキエム区：</strong>+0.5%</li>
</ul>
<h2>ご家族の住まいは郊外へ</h2>
<p>プールやキッズエリアを備えたナムトゥーリエム区の新しいコンドミニアムや、ロンビエン区の庭付き戸建ては、同じ予算でも中心部よりはるかに広い住まいが手に入ります。地下鉄3号線の開業や橋の整備で、通勤時間も読みやすくなりました。</p>
<h2>中心部は安定</h2>
<p>ホアンキエム区とバーディン区の賃料はほぼ横ばいでした。環状1号線内のバイク規制が予定されていますが、ガソリンバイクに乗る駐在員の方は少なく、需要への影響は見られません。ただし、競争力を保つためにEV充電設備を導入するオーナー様も出てきています。</p>
<p>各エリアの最新物件は<a href="/jp/residences">住居検索</a>で比較できます。</p>`,
  }),
];

export const LIVING_POSTS: BlogSeed[] = [
  post({
    category: 'living-in-vietnam',
    slug: 'tet-2024-checklist-for-renters',
    publicDate: '2024-01-22',
    titleEn: 'Tết 2024: a checklist for renters',
    titleJa: 'テト（旧正月）2024　入居者様のための準備チェックリスト',
    summaryEn: 'Vietnam’s biggest holiday falls on 10 February this year. Shops close, prices rise and services slow down; here is how to prepare your home.',
    summaryJa: '今年のテトは2月10日。お店が閉まり、物価が上がり、各種サービスも休みに入ります。住まいの準備のポイントをまとめました。',
    contentEn: `<p>Tết Nguyên Đán, the Lunar New Year, is the most important holiday in Vietnam. In 2024 the first day of the new year is Saturday 10 February, and public offices close from 8 to 14 February. Many businesses close for longer.</p>
<img src="/images/blog-02.jpg" alt="Peach blossoms and kumquat trees for sale before Tết">
<h2>Before the holiday</h2>
<ul>
<li>Pay rent and utility bills early; banks and payment counters may be closed or busy.</li>
<li>Order drinking water and gas before the last week, when delivery companies are overwhelmed.</li>
<li>Withdraw some cash: small shops and taxis may not accept cards during the holiday.</li>
<li>Book any repairs now. Technicians return only after the holiday.</li>
</ul>
<h2>During the holiday</h2>
<p>Cities become remarkably quiet. Most local restaurants close for three to five days, but hotel restaurants and international chains stay open. Supermarkets usually open again from the second or third day.</p>
<h2>If something breaks</h2>
<p>Our 24-hour support line remains open throughout Tết. We keep an emergency technician on call in each city for leaks, power cuts and lockouts.</p>`,
    contentJa: `<p>テト（旧正月）はベトナムで最も大切な祝日です。2024年は2月10日（土）が元日で、官公庁は2月8日から14日まで休みとなります。さらに長く休む企業やお店も少なくありません。</p>
<img src="/images/blog-02.jpg" alt="テト前に売られる桃の花と金柑の木">
<h2>テト前にしておきたいこと</h2>
<ul>
<li>賃料や公共料金は早めに支払いましょう。銀行や支払い窓口が休業したり混雑したりします。</li>
<li>飲料水やガスは最終週より前に注文を。直前は配達業者に注文が殺到します。</li>
<li>現金を少し用意しておきましょう。休暇中は小さなお店やタクシーでカードが使えないことがあります。</li>
<li>修理が必要な箇所は今のうちに依頼を。技術者はテト明けまで戻りません。</li>
</ul>
<h2>テト期間中の様子</h2>
<p>街は驚くほど静かになります。ローカルの飲食店の多くは3〜5日ほど休業しますが、ホテルのレストランや外資系チェーンは営業しています。スーパーは2日目か3日目から営業を再開するのが一般的です。</p>
<h2>困ったときは</h2>
<p>当社の24時間サポート窓口はテト期間中も休まず対応しています。各都市に緊急対応の技術スタッフを待機させており、水漏れや停電、鍵の閉じ込みにも対応します。</p>`,
  }),
  post({
    category: 'living-in-vietnam',
    city: 'hanoi',
    slug: 'choosing-a-hanoi-district-near-international-schools',
    publicDate: '2024-03-19',
    titleEn: 'Choosing a Hanoi district near your children’s international school',
    titleJa: 'ハノイでお子様の学校に合わせた住まいエリアの選び方',
    summaryEn: 'The school run shapes family life in Hanoi. How Tây Hồ, Nam Từ Liêm, Long Biên and Cầu Giấy compare for families with children.',
    summaryJa: 'ハノイでのご家族の暮らしは、通学で大きく変わります。タイホー区、ナムトゥーリエム区、ロンビエン区、カウザイ区を比較しました。',
    contentEn: `<p>For families moving to Hanoi, the school usually comes first and the home second. Traffic can turn a 6 km trip into a 45-minute drive at rush hour, so living close to school makes a real difference to children’s days.</p>
<h2>Tây Hồ</h2>
<p>Several international schools with British, American and IB curricula are in or near Tây Hồ. Families here enjoy lakeside walks, international food shops and a large expatriate community. Houses and serviced apartments are plentiful but not cheap.</p>
<h2>Nam Từ Liêm</h2>
<p>The Japanese School of Hanoi and a number of international schools are in the west of the city. Large condominium complexes offer pools and playgrounds, with school buses stopping at the gate. Rents are noticeably lower than in Tây Hồ.</p>
<h2>Long Biên and Cầu Giấy</h2>
<ul>
<li><strong>Long Biên:</strong> villas with gardens in gated communities, with school buses to several schools across the river.</li>
<li><strong>Cầu Giấy:</strong> a good middle point for families with children at different schools, or parents working in the west.</li>
</ul>
<h2>Our advice</h2>
<p>Confirm the school bus routes before choosing a home: schools change their stops each year. We can map the routes for you and arrange viewings along them. See also our <a href="/en/useful-service-apartment">area guide</a>.</p>`,
    contentJa: `<p>ハノイに赴任されるご家族の場合、住まいより先に学校が決まるのが一般的です。ラッシュ時には6kmの移動に45分かかることもあるため、学校の近くに住むかどうかでお子様の一日は大きく変わります。</p>
<h2>タイホー区</h2>
<p>イギリス式、アメリカ式、IBのカリキュラムを持つインターナショナルスクールが区内や近隣に複数あります。湖畔の散歩道や輸入食材店があり、外国人コミュニティも大きいエリアです。戸建てやサービスアパートメントの選択肢は豊富ですが、賃料は高めです。</p>
<h2>ナムトゥーリエム区</h2>
<p>市の西部には、ハノイ日本人学校をはじめ複数のインターナショナルスクールがあります。プールやキッズエリアを備えた大規模コンドミニアムが多く、敷地の入口にスクールバスが停まる物件も少なくありません。賃料はタイホー区よりかなり抑えられます。</p>
<h2>ロンビエン区・カウザイ区</h2>
<ul>
<li><strong>ロンビエン区：</strong>ゲート付きコミュニティの庭付きヴィラがあり、川向こうの複数の学校へスクールバスが運行しています。</li>
<li><strong>カウザイ区：</strong>お子様がそれぞれ別の学校に通うご家族や、西部にお勤めの方にとってバランスの良い立地です。</li>
</ul>
<h2>当社からのアドバイス</h2>
<p>学校の停留所は毎年変わることがあるため、住まいを決める前に必ずスクールバスのルートを確認しましょう。当社でルートを地図にまとめ、沿線の物件の内見を手配することもできます。あわせて<a href="/jp/useful-service-apartment">エリアガイド</a>もご覧ください。</p>`,
  }),
  post({
    category: 'living-in-vietnam',
    city: 'hcm',
    slug: 'living-with-a-pet-in-ho-chi-minh-city',
    publicDate: '2024-05-07',
    titleEn: 'Living with a dog or cat in Ho Chi Minh City',
    titleJa: 'ホーチミンで犬や猫と暮らす',
    summaryEn: 'Where to walk, which areas have the most pet-friendly homes and how to find an English- or Japanese-speaking vet.',
    summaryJa: '散歩に適した場所、ペット可物件の多いエリア、英語・日本語が通じる動物病院の探し方をご紹介します。',
    contentEn: `<p>Ho Chi Minh City has become much more pet-friendly in recent years. Pet shops, grooming salons and dog-friendly cafés are easy to find, especially in Thảo Điền and Phú Mỹ Hưng.</p>
<h2>Where pet owners live</h2>
<ul>
<li><strong>Thảo Điền:</strong> villas and low-rise apartments with gardens; many owners accept pets.</li>
<li><strong>Phú Mỹ Hưng:</strong> wide pavements and parks make daily walks pleasant.</li>
<li><strong>Quận 1:</strong> harder; few serviced apartments accept pets, and green space is limited.</li>
</ul>
<h2>Walking in the heat</h2>
<p>Pavements get very hot from late morning. Walk before 8:00 or after 18:00, carry water and avoid long walks on the hottest days of April and May. Many residents use the riverside paths in Thảo Điền or the parks around Crescent Lake.</p>
<h2>Vets and pet care</h2>
<p>Several veterinary clinics in Thảo Điền and Quận 7 have English-speaking vets, and a few can communicate in Japanese. Register your pet with a clinic in your first week, and keep vaccination records up to date: owners and buildings may ask to see them.</p>
<p>Looking for a pet-friendly home? Read our guide to <a href="/en/useful-service-apartment">renting with a pet</a> and tell us about your pet when you inquire.</p>`,
    contentJa: `<p>ホーチミンはここ数年でペットにとってずっと暮らしやすい街になりました。特にタオディエンやフーミーフンでは、ペットショップやトリミングサロン、犬連れで入れるカフェを簡単に見つけられます。</p>
<h2>ペットと暮らす方に人気のエリア</h2>
<ul>
<li><strong>タオディエン：</strong>庭付きのヴィラや低層アパートメントが多く、ペット可のオーナー様も多数います。</li>
<li><strong>フーミーフン：</strong>広い歩道と公園があり、毎日の散歩が快適です。</li>
<li><strong>1区：</strong>やや難しいエリアです。ペット可のサービスアパートメントは少なく、緑地も限られています。</li>
</ul>
<h2>暑さの中の散歩</h2>
<p>昼前から歩道はかなり熱くなります。散歩は朝8時前か夕方6時以降にし、水を持ち歩きましょう。4〜5月の特に暑い日は長時間の散歩を避けてください。タオディエンの川沿いの遊歩道や、クレセント湖周辺の公園を利用する方が多いです。</p>
<h2>動物病院とケア</h2>
<p>タオディエンや7区には英語を話す獣医師がいる動物病院が複数あり、日本語で相談できるところもあります。入居後1週間以内にかかりつけの病院を決め、予防接種の記録は常に最新にしておきましょう。オーナー様や建物から提示を求められることがあります。</p>
<p>ペット可の住まいをお探しの方は、<a href="/jp/useful-service-apartment">ペットと暮らせる住まい探し</a>もご覧いただき、お問い合わせの際にペットについてお知らせください。</p>`,
  }),
  post({
    category: 'living-in-vietnam',
    slug: 'rainy-season-and-typhoons-preparing-your-apartment',
    publicDate: '2024-09-24',
    titleEn: 'After Typhoon Yagi: preparing your home for storms and heavy rain',
    titleJa: '台風ヤギを教訓に　嵐や大雨に備える住まいの準備',
    summaryEn: 'September’s typhoon was the strongest to hit northern Vietnam in decades. Lessons from our support line and a checklist for the rest of the season.',
    summaryJa: '9月の台風は北部ベトナムを襲ったここ数十年で最も強い台風でした。サポート窓口に寄せられた声から学んだ教訓と、今後のシーズンに向けたチェックリストです。',
    contentEn: `<p>Typhoon Yagi made landfall in early September 2024 and brought destructive winds to Hai Phong, Quảng Ninh and Hanoi, followed by flooding along the Red River. Our support line took more than 600 calls in three days.</p>
<h2>What we saw</h2>
<ul>
<li>Windows and balcony doors that were not fully closed let in rain driven by strong winds.</li>
<li>Fallen trees blocked streets in Tây Hồ and Ba Đình, and power was cut in many areas for one to two days.</li>
<li>Ground-floor units and basements in low-lying streets flooded.</li>
</ul>
<h2>A checklist for storm warnings</h2>
<ul>
<li>Bring in balcony plants, furniture and drying racks.</li>
<li>Close and lock all windows; put towels along sliding door tracks.</li>
<li>Charge phones and power banks, and keep drinking water for three days.</li>
<li>Move cars and motorbikes out of basements if flooding is forecast.</li>
</ul>
<h2>Beyond the north</h2>
<p>Central Vietnam, including Da Nang, has its main storm season from September to December, while Ho Chi Minh City sees short, heavy downpours and street flooding at high tide. Ask us which buildings have generators and raised entrances when you choose a home.</p>`,
    contentJa: `<p>2024年9月上旬に上陸した台風ヤギ（台風11号）は、ハイフォン、クアンニン、ハノイに猛烈な風をもたらし、その後紅河沿いで洪水も発生しました。当社のサポート窓口には3日間で600件を超えるお電話が寄せられました。</p>
<h2>実際に起きたこと</h2>
<ul>
<li>完全に閉まっていなかった窓やバルコニーの扉から、強風で雨が吹き込みました。</li>
<li>タイホー区やバーディン区では倒木で道路がふさがれ、多くの地域で1〜2日間停電しました。</li>
<li>低い土地にある建物の1階住戸や地下駐車場が浸水しました。</li>
</ul>
<h2>台風情報が出たときのチェックリスト</h2>
<ul>
<li>バルコニーの植木鉢、家具、物干しを室内に入れる</li>
<li>すべての窓を閉めて施錠し、引き戸のレールにタオルを敷く</li>
<li>携帯電話とモバイルバッテリーを充電し、3日分の飲み水を用意する</li>
<li>浸水の予報が出たら、車やバイクを地下駐車場から移動する</li>
</ul>
<h2>北部以外の地域でも</h2>
<p>ダナンを含む中部では9〜12月が台風シーズンの中心です。ホーチミンでは短時間の激しいスコールや、満潮時の道路冠水がよく起こります。住まいを選ぶ際は、非常用発電機の有無やエントランスの高さについても当社にお尋ねください。</p>`,
  }),
  post({
    category: 'living-in-vietnam',
    slug: 'understanding-your-utility-bills-in-vietnam',
    publicDate: '2024-10-08',
    titleEn: 'Understanding your utility bills: electricity, water, gas and internet',
    titleJa: '公共料金の請求書の見方　電気・水道・ガス・インターネット',
    summaryEn: 'Your first electricity bill may surprise you. How each utility is billed in Vietnam, typical monthly costs and how to pay.',
    summaryJa: '初めての電気代の請求に驚く方も少なくありません。ベトナムの各公共料金の仕組み、毎月の目安、支払い方法をご説明します。',
    contentEn: `<p>If your rent does not include utilities, you will receive several bills each month. Here is what to expect.</p>
<h2>Electricity</h2>
<p>Electricity is billed monthly in tiers: the more you use, the higher the price per kWh. In apartment buildings the bill usually comes through the building management. A family using air conditioning daily in summer typically pays $80 – $180 a month; a single person $30 – $70.</p>
<h2>Water</h2>
<p>Water is inexpensive, usually $5 – $20 a month. Remember that tap water is not for drinking; bottled water delivery costs around $10 – $25 a month for a family.</p>
<h2>Gas and internet</h2>
<ul>
<li><strong>Gas:</strong> many apartments use induction hobs; houses often use bottled gas delivered on request.</li>
<li><strong>Internet:</strong> fibre plans cost $10 – $25 a month. Serviced apartments include it in the rent.</li>
</ul>
<h2>How to pay</h2>
<p>Most bills can be paid by bank transfer, QR code or through the building office. Keep receipts until you move out; the owner may ask for proof that all bills were settled before refunding your deposit. If a bill looks wrong, send us a photo and we will check it with the building.</p>`,
    contentJa: `<p>賃料に光熱費が含まれていない場合、毎月いくつかの請求書が届きます。それぞれの内容を確認しておきましょう。</p>
<h2>電気代</h2>
<p>電気料金は毎月の段階制で、使用量が多いほど1kWhあたりの単価が高くなります。アパートメントでは建物の管理事務所を通じて請求されるのが一般的です。夏に毎日エアコンを使うご家族で月$80〜$180、単身の方で月$30〜$70程度が目安です。</p>
<h2>水道代</h2>
<p>水道代は安く、月$5〜$20程度です。ただし水道水は飲用に適さないため、ご家族の場合は月$10〜$25ほどボトルウォーターの宅配費がかかります。</p>
<h2>ガスとインターネット</h2>
<ul>
<li><strong>ガス：</strong>アパートメントではIHコンロが多く、戸建てでは注文に応じて配達されるボンベ式のガスが一般的です。</li>
<li><strong>インターネット：</strong>光回線は月$10〜$25程度です。サービスアパートメントでは賃料に含まれています。</li>
</ul>
<h2>支払い方法</h2>
<p>ほとんどの請求は、銀行振込、QRコード決済、建物の管理事務所での支払いに対応しています。領収書は退去時まで保管しておきましょう。デポジット返還の前に、すべての料金の支払い証明を求めるオーナー様もいます。請求内容に疑問があれば、写真をお送りいただければ当社から建物側に確認します。</p>`,
  }),
  post({
    category: 'living-in-vietnam',
    slug: 'tet-2025-lixi-for-building-staff-and-service-schedules',
    publicDate: '2025-01-14',
    titleEn: 'Tết 2025: lì xì for building staff and what stays open',
    titleJa: 'テト2025　建物スタッフへのお年玉（リーシー）と休業スケジュール',
    summaryEn: 'Should you give lucky money to your building’s guards and cleaners? Customs, typical amounts and the holiday schedule for the Year of the Snake.',
    summaryJa: '建物の警備員さんや清掃スタッフにお年玉を渡すべき？　巳年のテトに向けた慣習、金額の目安、休業スケジュールをご紹介します。',
    contentEn: `<p>The Year of the Snake begins on Wednesday 29 January 2025, and the official public holiday runs from Saturday 25 January to Sunday 2 February. Here are a few customs worth knowing as a resident.</p>
<h2>Lì xì: lucky money</h2>
<p>Red envelopes with new banknotes are given to children and to people who help you through the year. Many expatriate residents give a small envelope to their building’s security guards, cleaners and drivers before the holiday. It is appreciated, but never required.</p>
<ul>
<li>Guards and cleaners: VND 200,000 – 500,000 each</li>
<li>Your own housekeeper or driver: often an extra month’s salary, the so-called 13th month</li>
<li>Children of friends or colleagues: VND 50,000 – 200,000</li>
</ul>
<h2>What stays open</h2>
<p>Large supermarkets close for one to three days around New Year’s Day; convenience stores and hotel restaurants stay open. Hospitals run emergency services as usual. Building front desks are usually staffed, but with fewer people.</p>
<h2>Our holiday service</h2>
<p>Our offices close during the public holiday, and the 24-hour support line stays open as always. See the <a href="/en/about-isn/news-release">news release</a> for our exact schedule.</p>`,
    contentJa: `<p>2025年の巳年は1月29日（水）に始まり、公式の連休は1月25日（土）から2月2日（日）までです。住まいのある方として知っておきたい習慣をいくつかご紹介します。</p>
<h2>リーシー（お年玉）</h2>
<p>新札を入れた赤い封筒は、子どもたちだけでなく、一年間お世話になった人にも渡します。外国人の入居者様の多くも、テト前に建物の警備員さんや清掃スタッフ、運転手さんに小さな封筒を渡しています。喜ばれる習慣ですが、義務ではありません。</p>
<ul>
<li>警備員・清掃スタッフ：1人あたり20万〜50万ドン</li>
<li>ご自身で雇っているお手伝いさんや運転手さん：いわゆる「13か月目の給与」として1か月分を渡すことが多いです</li>
<li>友人や同僚のお子様：5万〜20万ドン</li>
</ul>
<h2>テト期間中に営業しているところ</h2>
<p>大型スーパーは元日前後の1〜3日間休業しますが、コンビニやホテルのレストランは営業しています。病院の救急外来も通常どおり対応しています。建物のフロントも、人数は少なくなるものの通常は誰かが常駐しています。</p>
<h2>当社の休業について</h2>
<p>当社の各事務所は公式の連休期間中お休みをいただきますが、24時間サポート窓口はいつもどおり対応いたします。詳しいスケジュールは<a href="/jp/about-isn/news-release">ニュースリリース</a>をご覧ください。</p>`,
  }),
  post({
    category: 'living-in-vietnam',
    city: 'danang',
    slug: 'weekend-life-in-da-nang-for-expats',
    publicDate: '2025-04-29',
    titleEn: 'Weekend life in Da Nang: beaches, markets and mountains',
    titleJa: 'ダナンの週末の過ごし方　ビーチ、市場、そして山へ',
    summaryEn: 'One of the best things about living in Da Nang is how much you can do in a weekend. Our Da Nang team shares its favourite plans.',
    summaryJa: 'ダナン暮らしの魅力は、週末だけでたくさんのことを楽しめること。当社ダナンチームおすすめの過ごし方をご紹介します。',
    contentEn: `<p>Da Nang combines a long city beach, a mountain peninsula and two UNESCO World Heritage towns within an hour’s drive. Here is how our team spends its weekends.</p>
<img src="/images/blog-08.jpg" alt="Early morning on My Khe beach">
<h2>Saturday morning at the beach</h2>
<p>My Khe beach is busiest at sunrise, when residents swim, jog and play football before the heat. Calm seas from April to August are ideal for paddle boarding. Beach-side cafés open at 6:00.</p>
<h2>Markets and food</h2>
<ul>
<li>Hàn Market and Cồn Market for fruit, dried seafood and local snacks</li>
<li>Mì Quảng, the region’s turmeric noodles, for breakfast</li>
<li>Seafood restaurants along the beach road in the evening</li>
</ul>
<h2>Day trips</h2>
<p>Hội An’s old town is 40 minutes away, Sơn Trà peninsula offers forest roads and viewpoints, and the Hải Vân Pass is a classic drive north. In the hot months, the cooler hills west of the city are a welcome escape.</p>
<h2>Where to live for this lifestyle</h2>
<p>Sơn Trà and Ngũ Hành Sơn put you close to the beach; Hải Châu is better if you work in the centre. <a href="/en/residences">Search Da Nang residences</a> or ask our team.</p>`,
    contentJa: `<p>ダナンは、長い市内のビーチ、山の多い半島、そして車で1時間以内の2つのユネスコ世界遺産の町がそろった街です。当社スタッフの週末の過ごし方をご紹介します。</p>
<img src="/images/blog-08.jpg" alt="早朝のミーケービーチ">
<h2>土曜の朝はビーチへ</h2>
<p>ミーケービーチが最も賑わうのは日の出の頃です。暑くなる前に、地元の人たちが泳いだり、ジョギングやサッカーを楽しんだりしています。海が穏やかな4〜8月はSUPにも最適です。ビーチ沿いのカフェは朝6時から開いています。</p>
<h2>市場とグルメ</h2>
<ul>
<li>ハン市場やコン市場で、果物、干物、地元のおやつを</li>
<li>朝ごはんには、ターメリック風味の名物麺「ミークアン」を</li>
<li>夜はビーチ沿いの通りで海鮮料理を</li>
</ul>
<h2>日帰りで出かけるなら</h2>
<p>ホイアンの旧市街までは約40分。ソンチャー半島には森の中の道と絶景ポイントがあり、北へ向かうハイヴァン峠は定番のドライブコースです。暑い季節には、市の西側にある涼しい高原への小旅行もおすすめです。</p>
<h2>こんな暮らしをするなら</h2>
<p>ビーチの近くに住みたいならソンチャー区やグーハインソン区、中心部にお勤めならハイチャウ区が便利です。<a href="/jp/residences">ダナンの住居を検索</a>するか、当社スタッフにご相談ください。</p>`,
  }),
  post({
    category: 'living-in-vietnam',
    city: 'hcm',
    slug: 'choosing-an-international-school-district-in-hcmc',
    publicDate: '2025-08-12',
    isMain: true,
    titleEn: 'Choosing where to live around your child’s school in Ho Chi Minh City',
    titleJa: 'ホーチミンで学校に合わせて住まいを選ぶ',
    summaryEn: 'Thảo Điền, An Phú and Phú Mỹ Hưng are the main school districts for expatriate families. How to balance the school run with the commute to work.',
    summaryJa: 'タオディエン、アンフー、フーミーフンは駐在員ご家族に人気の学校エリアです。お子様の通学と職場への通勤をどう両立させるかを考えます。',
    contentEn: `<p>In Ho Chi Minh City, international schools cluster in two areas: Thảo Điền and An Phú in the former Quận 2, and Phú Mỹ Hưng in Quận 7, where the Japanese school is also located. The river between them means that choosing the wrong side can add an hour of travel each day.</p>
<h2>Thảo Điền and An Phú</h2>
<p>Home to many British, American and IB schools. Villas, garden apartments and a relaxed café culture attract Western families. Metro Line 1 now links the area to Quận 1, which helps working parents.</p>
<h2>Phú Mỹ Hưng</h2>
<p>Planned streets, parks and a large Japanese and Korean community. Most Japanese families with children at the Japanese school live here, and many international schools have campuses nearby. The commute to Quận 1 takes 25 – 40 minutes by car.</p>
<h2>A simple rule</h2>
<ul>
<li>Children at school in Quận 2: live in Thảo Điền or An Phú.</li>
<li>Children at school in Quận 7: live in Phú Mỹ Hưng.</li>
<li>Let the working parent commute rather than the children: a company car and driver make a longer commute workable.</li>
</ul>
<h2>Let us help</h2>
<p>Our consultants can combine school visits and apartment viewings in one day. Send us the schools you are considering and we will build a route.</p>`,
    contentJa: `<p>ホーチミンのインターナショナルスクールは、旧2区のタオディエン・アンフー周辺と、日本人学校もある7区のフーミーフン周辺の2か所に集まっています。その間には川があり、住む側を誤ると毎日の移動が1時間も増えてしまうことがあります。</p>
<h2>タオディエン・アンフー</h2>
<p>イギリス式、アメリカ式、IBの学校が多く集まるエリアです。ヴィラや庭付きのアパートメント、ゆったりとしたカフェ文化が欧米系のご家族を惹きつけています。地下鉄1号線で1区と結ばれたことで、お勤めの方にとっても便利になりました。</p>
<h2>フーミーフン</h2>
<p>整然とした街並みと公園、大きな日本人・韓国人コミュニティが特徴です。日本人学校に通うお子様がいるご家族の多くがこちらにお住まいで、近くにキャンパスを構えるインターナショナルスクールも少なくありません。1区までは車で25〜40分ほどです。</p>
<h2>シンプルな考え方</h2>
<ul>
<li>お子様の学校が旧2区なら、タオディエンかアンフーに住む</li>
<li>お子様の学校が7区なら、フーミーフンに住む</li>
<li>通勤するのはお子様ではなく大人の方に。社用車と運転手があれば、多少長い通勤でも無理なく続けられます</li>
</ul>
<h2>当社にお任せください</h2>
<p>学校見学と住まいの内見を1日でまとめてご案内することもできます。ご検討中の学校をお知らせいただければ、効率の良いルートをご提案します。</p>`,
  }),
  post({
    category: 'living-in-vietnam',
    city: 'hanoi',
    slug: 'hanoi-winter-air-quality-apartment-tips',
    publicDate: '2025-11-18',
    titleEn: 'Hanoi’s winter air: choosing and preparing your apartment',
    titleJa: 'ハノイの冬の大気汚染対策　住まいの選び方と備え',
    summaryEn: 'Air quality in Hanoi is usually at its worst from November to March. What to look for in an apartment and how to keep indoor air clean.',
    summaryJa: 'ハノイの大気質は11月から3月にかけて悪化しやすくなります。住まい選びで確認したい点と、室内の空気をきれいに保つ方法をご紹介します。',
    contentEn: `<p>As temperatures drop in Hanoi, fine-dust (PM2.5) levels often rise, especially on calm, foggy mornings. Many families ask us how to reduce their exposure at home.</p>
<h2>When choosing an apartment</h2>
<ul>
<li>Well-sealed windows matter more than floor height; older buildings with gaps around frames let in dust.</li>
<li>Units away from major roads and construction sites are noticeably better.</li>
<li>Some newer serviced apartments have central fresh-air systems with filters; ask us which ones.</li>
</ul>
<h2>At home</h2>
<ul>
<li>Run an air purifier with a HEPA filter in each bedroom, sized to the room.</li>
<li>Check an air-quality app before opening windows or going for a run.</li>
<li>Replace purifier and air-conditioner filters more often in winter.</li>
</ul>
<h2>Our support</h2>
<p>We can rent air purifiers to tenants by the month, and our technicians clean air-conditioner filters during routine visits. If your building’s windows leak air, tell us: owners are often willing to replace seals.</p>`,
    contentJa: `<p>ハノイでは気温が下がるにつれて、特に風のない霧の朝などにPM2.5の濃度が高くなりがちです。多くのご家族から、室内でどう対策すればよいかご相談をいただいています。</p>
<h2>住まいを選ぶとき</h2>
<ul>
<li>階数よりも窓の気密性が重要です。窓枠に隙間のある古い建物では、ほこりが入り込みやすくなります。</li>
<li>大通りや工事現場から離れた住戸は、はっきりと違いがあります。</li>
<li>新しいサービスアパートメントの中には、フィルター付きの全館換気システムを備えた物件もあります。該当物件は当社にお尋ねください。</li>
</ul>
<h2>ご自宅での対策</h2>
<ul>
<li>各寝室に、部屋の広さに合ったHEPAフィルター付きの空気清浄機を置きましょう。</li>
<li>窓を開けたりジョギングに出かけたりする前に、大気質アプリで数値を確認しましょう。</li>
<li>冬の間は、空気清浄機やエアコンのフィルターをこまめに交換しましょう。</li>
</ul>
<h2>当社のサポート</h2>
<p>入居者様には空気清浄機の月単位でのレンタルをご用意しているほか、定期訪問の際に技術スタッフがエアコンのフィルターを清掃します。窓から隙間風が入る場合はお知らせください。パッキンの交換に応じてくださるオーナー様も多くいらっしゃいます。</p>`,
  }),
  post({
    category: 'living-in-vietnam',
    city: 'haiphong',
    slug: 'hai-phong-living-guide-for-japanese-assignees',
    publicDate: '2026-04-07',
    isNew: true,
    isMain: true,
    titleEn: 'Hai Phong living guide for new assignees',
    titleJa: 'ハイフォン赴任者のための生活ガイド',
    summaryEn: 'Where to live, shop and eat, how to get to Hanoi and the industrial parks, and what families should know before moving to Hai Phong.',
    summaryJa: '住まい、買い物、食事、ハノイや工業団地への移動手段、そしてご家族で赴任される前に知っておきたいことをまとめました。',
    contentEn: `<p>Hai Phong is Vietnam’s third-largest city and a major port, with a relaxed pace compared with Hanoi. More assignees now move here with their families. This guide collects the questions our Hai Phong branch hears most.</p>
<h2>Where to live</h2>
<p>Most assignees live in Ngô Quyền or Lê Chân, near Lạch Tray and Văn Cao streets, where serviced apartments, restaurants and supermarkets are concentrated. Families increasingly look at new developments along the river in Hồng Bàng and at newer residential areas near the airport.</p>
<h2>Shopping and food</h2>
<ul>
<li>A large shopping mall with a supermarket stocks many Japanese products.</li>
<li>Several Japanese restaurants and izakaya are found around Văn Cao street.</li>
<li>Hai Phong’s crab noodle soup, bánh đa cua, is a local favourite worth trying.</li>
</ul>
<h2>Getting around</h2>
<p>The expressway connects Hai Phong to Hanoi in about 90 minutes, and Cát Bi airport has domestic flights across the country. Company shuttles or drivers are the usual way to reach the industrial parks.</p>
<h2>For families</h2>
<p>International school options are fewer than in Hanoi, so some families choose Hanoi for schooling while one parent commutes. Talk to us early; our Hai Phong and Hanoi teams can plan both scenarios with you.</p>`,
    contentJa: `<p>ハイフォンはベトナム第3の都市で、国内有数の港湾都市です。ハノイに比べてのんびりとした雰囲気があり、最近はご家族で赴任される方も増えています。当社ハイフォン支店によく寄せられるご質問をもとに、生活ガイドをまとめました。</p>
<h2>住まい</h2>
<p>赴任者の多くは、サービスアパートメントや飲食店、スーパーが集まるゴークエン区・レーチャン区のラックチャイ通りやヴァンカオ通り周辺にお住まいです。ご家族の間では、ホンバン区の川沿いの新しい物件や、空港近くの新興住宅地も人気が高まっています。</p>
<h2>買い物と食事</h2>
<ul>
<li>スーパーを併設した大型ショッピングモールでは日本の食品も多く扱っています。</li>
<li>ヴァンカオ通り周辺には日本食レストランや居酒屋が点在しています。</li>
<li>カニの出汁で食べる麺料理「バインダークア」は、ぜひ試していただきたい地元の名物です。</li>
</ul>
<h2>移動手段</h2>
<p>ハノイまでは高速道路で約90分、カットビー空港からは国内各地への便が出ています。工業団地への通勤は、会社のシャトルバスか運転手付きの車が一般的です。</p>
<h2>ご家族で赴任される方へ</h2>
<p>インターナショナルスクールの選択肢はハノイより限られるため、お子様の学校を優先してハノイに住み、お一人がハイフォンへ通勤するご家族もいらっしゃいます。早めにご相談いただければ、当社のハイフォン支店とハノイ本社が連携して、両方のケースを一緒に検討いたします。</p>`,
  }),
  post({
    category: 'living-in-vietnam',
    slug: 'moving-out-getting-your-deposit-back',
    publicDate: '2026-09-22',
    isNew: true,
    titleEn: 'Moving out: how to get your full deposit back',
    titleJa: '退去時にデポジットを全額返してもらうために',
    summaryEn: 'Notice periods, the pre-inspection, cleaning and final bills: a step-by-step guide for the last month of your lease.',
    summaryJa: '解約の通知、事前点検、清掃、最終の精算まで、契約最後の1か月にすべきことを順を追ってご説明します。',
    contentEn: `<p>Most disputes between tenants and owners happen at the end of a lease, and almost all are about the deposit. A little preparation avoids them.</p>
<h2>Two months before</h2>
<ul>
<li>Check the notice period in your lease (usually 30 – 60 days) and give written notice in time.</li>
<li>If your employer is transferring you early, prepare the transfer letter needed for the diplomatic clause.</li>
</ul>
<h2>One month before: the pre-inspection</h2>
<p>We visit the apartment with you and note anything the owner may charge for: damaged furniture, stains, missing items from the inventory, holes in walls. You then have time to repair small things yourself, which is usually much cheaper.</p>
<h2>The last week</h2>
<ul>
<li>Arrange a professional cleaning, including the air-conditioner filters.</li>
<li>Settle electricity, water and internet bills and keep the receipts.</li>
<li>Cancel or transfer your internet contract and any deliveries.</li>
</ul>
<h2>Handover day</h2>
<p>We check the apartment against the move-in photos and inventory, record the meter readings and return the keys. Under most leases the owner refunds the deposit within 14 – 30 days. We follow up until it arrives.</p>`,
    contentJa: `<p>入居者様とオーナー様の間のトラブルの多くは契約の終わりに起こり、そのほとんどがデポジットに関するものです。少しの準備で防ぐことができます。</p>
<h2>2か月前</h2>
<ul>
<li>契約書で解約予告期間（通常30〜60日）を確認し、期限までに書面で通知しましょう。</li>
<li>会社の辞令で予定より早く帰任・転勤となる場合は、ディプロマティック・クローズの適用に必要な辞令書類を準備しましょう。</li>
</ul>
<h2>1か月前：事前点検</h2>
<p>当社担当者がお客様と一緒にお部屋を確認し、家具の破損、シミ、備品リストとの相違、壁の穴など、オーナー様から費用を請求される可能性がある点を書き出します。小さな修繕はご自身で手配いただく時間ができ、多くの場合そのほうが費用を抑えられます。</p>
<h2>最後の1週間</h2>
<ul>
<li>エアコンのフィルターも含めて、専門業者によるクリーニングを手配しましょう。</li>
<li>電気・水道・インターネットの料金を精算し、領収書を保管しておきましょう。</li>
<li>インターネット契約や各種の定期配達を解約または名義変更しましょう。</li>
</ul>
<h2>お引き渡しの日</h2>
<p>入居時の写真と備品リストをもとにお部屋を確認し、メーターの数値を記録して鍵をお返しします。多くの契約では、オーナー様から14〜30日以内にデポジットが返還されます。返還が確認できるまで、当社がしっかりフォローいたします。</p>`,
  }),
];
