import type { BlogSeed } from '../types';

/** Blog posts of the categories news and newly-launched-properties. Buildings named here are fictional. */

type PostInput = Omit<BlogSeed, 'postType' | 'isNew' | 'isMain' | 'isPublished'> & {
  isNew?: boolean;
  isMain?: boolean;
};
const post = (p: PostInput): BlogSeed => ({ postType: 1, isNew: false, isMain: false, isPublished: true, ...p });

export const NEWS_POSTS: BlogSeed[] = [
  post({
    category: 'news',
    slug: 'vietnam-90-day-e-visa-and-your-house-hunt',
    publicDate: '2024-01-12',
    titleEn: 'Vietnam’s 90-day e-visa: more time for your house hunt',
    titleJa: 'ベトナムの電子ビザが最長90日に　住まい探しの進め方はどう変わる？',
    summaryEn: 'E-visas of up to 90 days are now open to every nationality, and Japanese citizens can stay 45 days visa-free. Here is what that means for timing your search.',
    summaryJa: '電子ビザが全ての国籍を対象に最長90日となり、日本国籍の方の査証免除期間も45日に延びました。住まい探しのスケジュールへの影響をまとめます。',
    contentEn: `<p>Since 15 August 2023, Vietnam has issued electronic visas valid for up to 90 days, with single or multiple entry, to citizens of every country. At the same time, the visa-free stay for Japanese citizens was extended from 15 to 45 days.</p>
<h2>More time for a look-see visit</h2>
<p>For many of our customers this is good news. A family can now come on a pre-assignment trip, view apartments and visit schools without rushing, and a new assignee can start work while the company applies for the work permit and long-term visa.</p>
<h2>What owners will ask to see</h2>
<ul>
<li>Your passport with the entry stamp or e-visa</li>
<li>For a twelve-month lease, your work permit or temporary residence card (TRC) once it is issued</li>
<li>Your employer’s details if the lease is signed by the company</li>
</ul>
<p>A lease can be signed while you are on a visa exemption or e-visa, but owners like to see that your stay is covered for the first months. If your long-term visa is still being processed, we add a clause allowing you to submit the documents later.</p>
<h2>Registration still applies</h2>
<p>Whatever visa you hold, you must be declared for temporary residence at your address. The owner or building normally does this; see our <a href="/en/faq">tenant FAQ</a> for details.</p>`,
    contentJa: `<p>2023年8月15日から、ベトナムの電子ビザは全ての国籍の方を対象に、最長90日・シングル／マルチプルエントリーで発給されるようになりました。同時に、日本国籍の方の査証免除による滞在期間も15日から45日に延長されています。</p>
<h2>下見出張にゆとりが生まれます</h2>
<p>当社のお客様にとっては嬉しい変更です。ご家族での赴任前の下見でも、住まいの内見や学校見学を慌ただしく詰め込む必要がなくなりました。また、会社が労働許可証や長期ビザを申請している間も、着任して業務を始めやすくなっています。</p>
<h2>契約時にオーナー様から求められる書類</h2>
<ul>
<li>入国スタンプまたは電子ビザが確認できるパスポート</li>
<li>12か月契約の場合、発行後の労働許可証または一時滞在許可証（TRC）</li>
<li>法人契約の場合は勤務先の会社情報</li>
</ul>
<p>査証免除や電子ビザでの滞在中でも契約は可能ですが、オーナー様は最初の数か月の滞在資格が確認できることを望まれます。長期ビザが申請中の場合は、後日書類を提出する旨の条項を契約書に加えて対応しています。</p>
<h2>一時滞在の届け出もお忘れなく</h2>
<p>どのビザで滞在される場合でも、住所での一時滞在の届け出が必要です。通常はオーナー様や建物側が手続きします。詳しくは<a href="/jp/faq">よくあるご質問</a>をご覧ください。</p>`,
  }),
  post({
    category: 'news',
    slug: 'temporary-residence-declaration-for-foreign-tenants',
    publicDate: '2024-04-09',
    titleEn: 'Temporary residence declaration: what foreign tenants need to know',
    titleJa: '外国人入居者の一時滞在届け出、知っておきたいポイント',
    summaryEn: 'Every foreign resident must be declared to the local police at their address. Who does it, how fast, and why it matters for your visa renewal.',
    summaryJa: '外国人は住所地の公安への一時滞在の届け出が必要です。誰がいつまでに行うのか、ビザ更新にどう関係するのかを解説します。',
    contentEn: `<p>Vietnamese law requires that every foreigner staying overnight is declared for temporary residence. For hotels this happens at check-in; for apartments and houses it is the responsibility of the owner or the building management.</p>
<h2>How quickly?</h2>
<p>The declaration must be made within 12 hours of arrival at the address (24 hours in remote areas). Most owners now declare online through the police portal, using a copy of your passport and visa.</p>
<h2>Why it matters to you</h2>
<ul>
<li>Immigration checks the declaration when you apply for a work permit, a visa extension or a temporary residence card.</li>
<li>Banks and mobile carriers may ask for proof of address.</li>
<li>Owners who fail to declare can be fined, and the problem usually surfaces at the worst moment, just before a visa deadline.</li>
</ul>
<h2>Our routine</h2>
<p>When you move in through ISN, we send the owner your documents on the day of key handover and confirm the declaration within the first week. If you travel often, tell us: a new declaration is needed each time you return from abroad at some buildings.</p>`,
    contentJa: `<p>ベトナムの法律では、宿泊するすべての外国人について一時滞在の届け出が義務付けられています。ホテルではチェックイン時に手続きされますが、アパートメントや戸建ての場合はオーナー様または建物の管理側が届け出を行います。</p>
<h2>期限は？</h2>
<p>住所に到着してから12時間以内（遠隔地では24時間以内）に届け出る必要があります。最近はパスポートとビザのコピーを使い、公安のオンラインシステムで届け出るオーナー様がほとんどです。</p>
<h2>入居者様にとっての重要性</h2>
<ul>
<li>労働許可証の申請、ビザの延長、一時滞在許可証（TRC）の申請時に、入国管理局が届け出の有無を確認します。</li>
<li>銀行や携帯電話会社で住所の証明を求められることがあります。</li>
<li>届け出を怠るとオーナー様が罰金の対象となり、たいていはビザの期限直前など最も困るタイミングで問題が発覚します。</li>
</ul>
<h2>当社の対応</h2>
<p>当社経由でご入居の場合、鍵のお引き渡し当日にオーナー様へ必要書類をお渡しし、1週間以内に届け出の完了を確認しています。出張が多い方はお知らせください。建物によっては、海外から戻るたびに届け出が必要な場合があります。</p>`,
  }),
  post({
    category: 'news',
    city: 'haiphong',
    slug: 'hai-phong-industrial-growth-lifts-serviced-apartment-demand',
    publicDate: '2024-05-21',
    titleEn: 'Hai Phong’s industrial growth lifts demand for serviced apartments',
    titleJa: '工業団地の拡大でハイフォンのサービスアパートメント需要が増加',
    summaryEn: 'New factories in Hai Phong’s industrial parks are bringing more Japanese and Korean engineers to the city, and good serviced apartments are filling quickly.',
    summaryJa: 'ハイフォンの工業団地への新規進出が続き、日系・韓国系のエンジニアの赴任が増加。条件の良いサービスアパートメントは早期に満室になっています。',
    contentEn: `<p>Hai Phong has become one of the busiest manufacturing centres in northern Vietnam. Electronics, automotive parts and logistics companies continue to open plants in the industrial parks around the city, and each start-up brings a team of engineers and managers who need housing.</p>
<h2>What we are seeing</h2>
<ul>
<li>Inquiries to our Hai Phong branch rose by about 35% compared with the same period last year.</li>
<li>Occupancy in the serviced apartments we work with in Ngô Quyền and Lê Chân is above 90%.</li>
<li>Companies increasingly book several units at once for six- to twelve-month start-up projects.</li>
</ul>
<h2>Advice for companies</h2>
<p>If you are planning a factory start-up, contact us two to three months before the team arrives. We can hold units in advance, arrange a single company contract and organise transport between the city and the industrial parks.</p>
<p>Our <a href="/en/about-isn/contact-us">Hai Phong branch</a> team visits the industrial parks every week and is happy to meet your HR staff on site.</p>`,
    contentJa: `<p>ハイフォンは今や北部ベトナム有数の製造業の拠点です。電子部品、自動車部品、物流などの企業が周辺の工業団地に次々と工場を構えており、立ち上げのたびにエンジニアや管理職の方々の住まいが必要になります。</p>
<h2>最近の動き</h2>
<ul>
<li>当社ハイフォン支店へのお問い合わせは前年同期比で約35%増加しました。</li>
<li>ゴークエン区・レーチャン区で当社が取り扱うサービスアパートメントの入居率は90%を超えています。</li>
<li>6〜12か月の立ち上げプロジェクト向けに、複数戸をまとめて確保される企業様が増えています。</li>
</ul>
<h2>企業の皆様へ</h2>
<p>工場の立ち上げをご予定の場合は、赴任の2〜3か月前にご相談ください。事前のお部屋の確保、法人一括契約、市内と工業団地間の送迎手配までお手伝いします。</p>
<p>当社<a href="/jp/about-isn/contact-us">ハイフォン支店</a>のスタッフは毎週工業団地を訪問しており、現地で人事ご担当者様とお打ち合わせすることも可能です。</p>`,
  }),
  post({
    category: 'news',
    slug: 'new-housing-and-real-estate-laws-from-august-2024',
    publicDate: '2024-07-25',
    titleEn: 'New Land, Housing and Real Estate Business Laws take effect on 1 August',
    titleJa: '8月1日から土地法・住宅法・不動産事業法が施行　賃貸への影響は？',
    summaryEn: 'Three major property laws come into force earlier than planned. They mainly affect developers and buyers, but there are a few points tenants should know.',
    summaryJa: '不動産関連の3つの法律が予定より前倒しで施行されます。主な対象は開発業者や購入者ですが、入居者様にも知っておいていただきたい点があります。',
    contentEn: `<p>Vietnam’s revised Land Law, Housing Law and Law on Real Estate Business all take effect on 1 August 2024, five months earlier than originally scheduled. Most of the changes concern land allocation, project development and property sales.</p>
<h2>What changes for tenants?</h2>
<p>Very little in daily life. Residential leases remain contracts between the owner and the tenant, and existing leases continue unchanged. However, the new rules reinforce some good practices:</p>
<ul>
<li>Leases should be in writing and state the rent, term, deposit and the rights of both sides.</li>
<li>Individual brokers must work through a registered brokerage business rather than independently.</li>
<li>Payments related to real estate transactions are increasingly expected to go through bank transfer rather than cash.</li>
</ul>
<h2>For foreign buyers</h2>
<p>Foreigners may still buy apartments in eligible projects within the existing limits. If you are considering a purchase, our sales team can explain the conditions.</p>
<p>As a registered brokerage, ISN already works under these standards. Questions about your lease? <a href="/en/about-isn/contact-us">Contact us</a>.</p>`,
    contentJa: `<p>改正土地法、住宅法、不動産事業法の3法が、当初の予定より5か月前倒しで2024年8月1日に施行されます。改正の中心は土地の割り当て、開発プロジェクト、不動産の販売に関するものです。</p>
<h2>入居者様への影響は？</h2>
<p>日常生活で大きく変わることはほとんどありません。住居の賃貸借はこれまでどおりオーナー様と入居者様の間の契約であり、現在のご契約もそのまま継続されます。一方で、次のような点がより明確になっています。</p>
<ul>
<li>賃貸借契約は書面で交わし、賃料、期間、デポジット、双方の権利を明記すること</li>
<li>個人の仲介人は単独で営業できず、登録された仲介事業者に所属して業務を行うこと</li>
<li>不動産取引に関する支払いは、現金ではなく銀行振込が求められる方向にあること</li>
</ul>
<h2>ご購入をお考えの方へ</h2>
<p>外国人の方も、従来の上限の範囲内で対象プロジェクトのアパートメントを購入できます。ご検討中の方には、当社の売買チームが条件をご説明します。</p>
<p>当社は登録済みの仲介事業者として、すでにこれらの基準に沿って業務を行っております。ご契約について気になる点があれば、<a href="/jp/about-isn/contact-us">お気軽にお問い合わせください</a>。</p>`,
  }),
  post({
    category: 'news',
    city: 'hanoi',
    slug: 'hanoi-metro-line-3-elevated-section-opens',
    publicDate: '2024-08-20',
    titleEn: 'Hanoi Metro Line 3 opens its elevated section: good news for Cầu Giấy',
    titleJa: 'ハノイ地下鉄3号線の高架区間が開業　カウザイ区周辺の通勤が便利に',
    summaryEn: 'The Nhổn – Cầu Giấy section of Line 3 opened in August. We look at which residential areas benefit and whether rents are moving.',
    summaryJa: '8月に3号線のニョン〜カウザイ区間が開業しました。恩恵を受ける住宅エリアと賃料への影響を見ていきます。',
    contentEn: `<p>In August 2024, the elevated section of Hanoi Metro Line 3 between Nhổn and Cầu Giấy began carrying passengers. The 8.5 km stretch has eight stations along the Xuân Thủy – Cầu Giấy corridor, one of the most congested roads in the west of the city.</p>
<img src="/images/blog-04.jpg" alt="Elevated metro line in western Hanoi">
<h2>Who benefits?</h2>
<p>Residents of Cầu Giấy and Nam Từ Liêm who work near the universities and offices along the line can now avoid the worst of the traffic. When the underground section to Hanoi Station is complete, the line will reach the centre directly.</p>
<h2>Effect on rents</h2>
<p>So far we see more interest than higher prices. Apartments within a ten-minute walk of a station are getting more viewings, but rents have stayed broadly stable. We expect the real change when the underground section opens.</p>
<h2>Tips for commuters</h2>
<ul>
<li>Trains run roughly every 10 minutes during the day.</li>
<li>Contactless payment is being introduced; check the operator’s current options before you travel.</li>
<li>Consider a station-side apartment if you work in Cầu Giấy but want to avoid a car commute.</li>
</ul>`,
    contentJa: `<p>2024年8月、ハノイ地下鉄3号線のニョン〜カウザイ間の高架区間で営業運転が始まりました。全長8.5km、駅数は8つで、市西部でも特に渋滞の激しいスアントゥイ通り・カウザイ通り沿いを走ります。</p>
<img src="/images/blog-04.jpg" alt="ハノイ西部を走る高架の地下鉄">
<h2>便利になるのは？</h2>
<p>路線沿いの大学やオフィスに通うカウザイ区・ナムトゥーリエム区にお住まいの方は、ひどい渋滞を避けて通勤できるようになりました。ハノイ駅までの地下区間が完成すれば、中心部まで直接アクセスできるようになります。</p>
<h2>賃料への影響</h2>
<p>現時点では、賃料の上昇よりも関心の高まりが目立ちます。駅から徒歩10分以内の物件は内見の件数が増えていますが、賃料はおおむね横ばいです。本格的な変化は地下区間の開業時に訪れると見ています。</p>
<h2>通勤に利用する際のポイント</h2>
<ul>
<li>日中はおよそ10分間隔で運行しています。</li>
<li>タッチ決済などの導入が進んでいますので、利用前に最新の支払い方法をご確認ください。</li>
<li>カウザイ区にお勤めで車通勤を避けたい方は、駅近の物件も選択肢に入れてみてはいかがでしょうか。</li>
</ul>`,
  }),
  post({
    category: 'news',
    city: 'hcm',
    slug: 'hcmc-metro-line-1-opens-thao-dien-commute',
    publicDate: '2025-01-09',
    titleEn: 'Metro Line 1 is open: what it means for Thảo Điền and An Phú residents',
    titleJa: 'ホーチミン地下鉄1号線が開業　タオディエン・アンフー在住者の通勤はどう変わる？',
    summaryEn: 'Ho Chi Minh City’s first metro line opened on 22 December 2024. Residents of Thảo Điền and An Phú can now reach Bến Thành in about 20 minutes.',
    summaryJa: '2024年12月22日、ホーチミン初の地下鉄が開業しました。タオディエンやアンフーからベンタインまで約20分で移動できます。',
    contentEn: `<p>After many years of construction, Metro Line 1 from Bến Thành to Suối Tiên opened to passengers on 22 December 2024. The 19.7 km line has 14 stations, three underground in the centre and eleven elevated, including Thảo Điền and An Phú stations in the former Quận 2.</p>
<h2>A new option for Thảo Điền families</h2>
<p>Many Western and Japanese families live in Thảo Điền while one parent works in Quận 1. The metro gives a predictable 20-minute ride to Ba Son, Opera House or Bến Thành, avoiding the Saigon Bridge traffic.</p>
<h2>Early observations</h2>
<ul>
<li>Weekend ridership is high; on weekdays commuters are growing steadily.</li>
<li>Buildings within walking distance of Thảo Điền and An Phú stations are now asked about first.</li>
<li>Parking and feeder buses at stations are still being improved.</li>
</ul>
<h2>Should you move closer to a station?</h2>
<p>If you commute to Quận 1 every day, it is worth it. A ten-minute walk to the station is the sweet spot: close enough to be practical, far enough to avoid noise from the viaduct. <a href="/en/residences">Search residences</a> in Thảo Điền and An Phú, or ask our team for a shortlist.</p>`,
    contentJa: `<p>長い工事期間を経て、ベンタイン〜スオイティエンを結ぶ地下鉄1号線が2024年12月22日に開業しました。全長19.7km、14駅のうち中心部の3駅が地下、残り11駅が高架で、旧2区のタオディエン駅、アンフー駅も含まれます。</p>
<h2>タオディエンにお住まいのご家族に新しい選択肢</h2>
<p>タオディエンに住み、1区に通勤されている欧米系・日系のご家族は少なくありません。地下鉄を使えば、サイゴン橋の渋滞を避けてバーソン、オペラハウス、ベンタインまで約20分と、所要時間が読めるのが大きな魅力です。</p>
<h2>開業後の様子</h2>
<ul>
<li>週末の利用者が多く、平日の通勤利用も着実に増えています。</li>
<li>タオディエン駅・アンフー駅から徒歩圏内の物件について、真っ先に質問をいただくようになりました。</li>
<li>駅の駐輪場やフィーダーバスは、まだ整備が進められている段階です。</li>
</ul>
<h2>駅の近くに住むべき？</h2>
<p>毎日1区へ通勤されるなら、検討する価値は十分にあります。おすすめは駅から徒歩10分程度の物件です。実用的な距離でありながら、高架の騒音も気になりにくいためです。タオディエン・アンフーの<a href="/jp/residences">住居を検索</a>するか、当社スタッフに候補リストをご依頼ください。</p>`,
  }),
  post({
    category: 'news',
    slug: 'housing-allowance-and-personal-income-tax-2025',
    publicDate: '2025-02-18',
    titleEn: 'Housing allowances and personal income tax: a reminder for 2025',
    titleJa: '会社負担の家賃と個人所得税　2025年に改めて確認したいポイント',
    summaryEn: 'Rent paid by your employer counts as taxable income in Vietnam, but only up to a cap. How the 15% rule works and what paperwork your company needs.',
    summaryJa: '会社が負担する家賃はベトナムでは課税所得に含まれますが、上限があります。15%ルールの仕組みと会社側で必要な書類をご説明します。',
    contentEn: `<p>Most of our corporate customers pay their assignees’ rent directly to the owner. It is worth remembering how Vietnam treats this benefit for personal income tax (PIT), especially at the start of the tax settlement season.</p>
<h2>The 15% cap</h2>
<p>Rent paid by an employer is a taxable benefit, but the amount added to the employee’s taxable income is capped at 15% of their total taxable income excluding the housing benefit. For example, if taxable income before housing is VND 100 million a month and the company pays rent of VND 40 million, only VND 15 million is added.</p>
<h2>Documents that help</h2>
<ul>
<li>A lease that names the company as tenant, or a tripartite lease with the employee</li>
<li>VAT invoices or receipts for each rent payment</li>
<li>Clear separation between rent and items such as utilities or cleaning, which may be treated differently</li>
</ul>
<h2>How we can help</h2>
<p>We prepare leases in the company’s name, ask owners to issue invoices in the format your accounting team needs and provide an annual summary of payments per assignee. For tax advice itself, please consult your tax adviser; rules are reviewed from time to time.</p>`,
    contentJa: `<p>当社の法人のお客様の多くは、赴任者様の家賃を会社からオーナー様へ直接お支払いになっています。個人所得税（PIT）の確定申告の時期に合わせて、この住宅手当の税務上の扱いを改めて確認しておきましょう。</p>
<h2>15%の上限</h2>
<p>会社が負担する家賃は課税対象となる給付ですが、課税所得に加算される額には上限があり、住宅手当を除いた課税所得総額の15%までとされています。たとえば、住宅手当を除く課税所得が月1億ドン、会社負担の家賃が4,000万ドンの場合、加算されるのは1,500万ドンのみです。</p>
<h2>準備しておきたい書類</h2>
<ul>
<li>会社を借主とする賃貸借契約書、または社員を含めた三者契約書</li>
<li>毎回の賃料支払いに対するVAT請求書または領収書</li>
<li>賃料と、光熱費・清掃費など扱いが異なる可能性のある費用を明確に分けた明細</li>
</ul>
<h2>当社のサポート</h2>
<p>会社名義での契約書作成、経理ご担当者様が必要とする形式での請求書発行のオーナー様への依頼、赴任者様ごとの年間支払いサマリーの作成を承ります。税務判断そのものについては、制度が見直されることもありますので、顧問税理士にご確認ください。</p>`,
  }),
  post({
    category: 'news',
    city: 'danang',
    slug: 'da-nang-remote-workers-drive-demand-for-furnished-studios',
    publicDate: '2025-03-27',
    titleEn: 'Remote workers and IT teams drive demand for furnished studios in Da Nang',
    titleJa: 'ダナンでリモートワーカーとIT人材が増加、家具付きスタジオの需要が拡大',
    summaryEn: 'Da Nang’s growing software sector and its appeal to remote workers are shifting demand toward well-equipped studios and one-bedroom apartments near the beach.',
    summaryJa: 'ソフトウェア産業の成長とリモートワーカーからの人気を背景に、ダナンではビーチ近くの設備の整ったスタジオや1ベッドルームの需要が高まっています。',
    contentEn: `<p>Da Nang has long attracted holidaymakers, but in the last two years we have seen a clear rise in longer stays: developers working for Japanese and European software companies, and remote workers who choose the city for its beaches and calm pace.</p>
<h2>What they ask for</h2>
<ul>
<li>Studios and one-bedroom apartments of 35 – 55 m² with a proper desk</li>
<li>Fibre internet of at least 300 Mbps, ideally with a backup connection</li>
<li>Leases of six months rather than twelve</li>
<li>Sơn Trà and Ngũ Hành Sơn, within walking distance of My Khe beach</li>
</ul>
<h2>Rents</h2>
<p>Furnished studios near the beach typically rent for $450 – $700 a month, and one-bedroom units for $600 – $950. Units with a dedicated workspace and a good chair let about 20% faster than similar units without.</p>
<h2>A tip for owners</h2>
<p>If you own a small unit in Da Nang, a desk, an ergonomic chair and a reliable router are the cheapest upgrades with the biggest effect. Our Da Nang team can advise; see our <a href="/en/for-owners">owners’ page</a>.</p>`,
    contentJa: `<p>ダナンは以前から観光地として人気がありますが、ここ2年ほどは長期滞在の方がはっきりと増えています。日本や欧州のソフトウェア企業で働くエンジニアの方や、ビーチと穏やかな街の雰囲気に惹かれて移り住むリモートワーカーの方々です。</p>
<h2>求められる条件</h2>
<ul>
<li>しっかりしたデスクを置ける35〜55m²のスタジオや1ベッドルーム</li>
<li>300Mbps以上の光回線、できればバックアップ回線も</li>
<li>12か月ではなく6か月程度の契約期間</li>
<li>ミーケービーチまで徒歩圏内のソンチャー区・グーハインソン区</li>
</ul>
<h2>賃料の目安</h2>
<p>ビーチ近くの家具付きスタジオは月$450〜$700、1ベッドルームは月$600〜$950程度です。ワークスペースと座り心地の良い椅子を備えた部屋は、同条件の部屋に比べて約2割早く成約しています。</p>
<h2>オーナー様へのヒント</h2>
<p>ダナンで小さめのお部屋をお持ちなら、デスク、人間工学に基づいた椅子、安定したルーターの設置が、費用対効果の最も高い改善策です。当社ダナンチームがご相談に応じますので、<a href="/jp/for-owners">オーナー様向けページ</a>もご覧ください。</p>`,
  }),
  post({
    category: 'news',
    slug: 'electricity-price-increase-may-2025',
    publicDate: '2025-05-20',
    titleEn: 'Electricity prices rise again: how to keep your bill under control',
    titleJa: '電気料金が再び値上げ　電気代を抑えるためにできること',
    summaryEn: 'The average retail electricity price went up by 4.8% in May. With summer air conditioning ahead, here is how the tiered tariff works and where savings are easiest.',
    summaryJa: '5月に電気の平均小売価格が4.8%引き上げられました。エアコンを多用する夏を前に、段階料金の仕組みと節約のコツをご紹介します。',
    contentEn: `<p>On 10 May 2025 the national utility raised the average retail electricity price by 4.8%, the second increase in less than a year. For tenants who pay electricity separately, the effect is felt most in the hot months.</p>
<h2>Why big users pay more per kWh</h2>
<p>Household electricity in Vietnam is charged in tiers: the first units of each month are cheap, and the price per kWh rises step by step as consumption grows. A family apartment running three air conditioners all summer easily reaches the top tier, where each kWh costs roughly twice the first tier.</p>
<h2>Easy savings</h2>
<ul>
<li>Set air conditioners to 26 – 27°C and clean the filters every month; our technicians can do it during routine visits.</li>
<li>Turn off the water heater after use; older storage heaters are a hidden cost.</li>
<li>Close curtains on west-facing windows in the afternoon.</li>
</ul>
<h2>Rents with electricity included</h2>
<p>Some serviced apartments include electricity up to a monthly cap. If you prefer a predictable budget, ask us to filter for these; note that usage above the cap is usually billed at a fixed rate.</p>`,
    contentJa: `<p>2025年5月10日、電力会社は電気の平均小売価格を4.8%引き上げました。1年足らずで2度目の値上げです。電気代を別途お支払いの入居者様にとっては、特に暑い季節に影響を感じやすくなります。</p>
<h2>使うほど単価が上がる仕組み</h2>
<p>ベトナムの家庭用電気料金は段階制で、毎月の最初の使用分は割安ですが、使用量が増えるにつれて1kWhあたりの単価が段階的に上がります。ご家族でエアコン3台を夏中使うと最上位の段階に届きやすく、その単価は最初の段階のおよそ2倍になります。</p>
<h2>手軽にできる節約術</h2>
<ul>
<li>エアコンの設定温度は26〜27℃にし、フィルターは毎月掃除しましょう。当社の定期訪問時に技術スタッフが清掃することもできます。</li>
<li>給湯器は使い終わったら電源を切りましょう。古い貯湯式の給湯器は見えない電気代の原因になります。</li>
<li>西向きの窓は、午後にカーテンを閉めておきましょう。</li>
</ul>
<h2>電気代込みの物件という選択肢</h2>
<p>サービスアパートメントの中には、月ごとの上限までの電気代を賃料に含む物件もあります。毎月の支出を一定にしたい方は、こうした物件に絞ってご紹介しますのでお申し付けください。なお、上限を超えた分は一定の単価で請求されるのが一般的です。</p>`,
  }),
  post({
    category: 'news',
    slug: 'new-addresses-after-july-2025-administrative-reform',
    publicDate: '2025-07-15',
    isMain: true,
    titleEn: 'Your address has changed: the July 2025 administrative reform explained',
    titleJa: '2025年7月の行政区画再編で住所が変更に　入居者様が確認すべきこと',
    summaryEn: 'Since 1 July 2025 Vietnam no longer has districts, and many wards and provinces have merged. What this means for your lease, residence card and deliveries.',
    summaryJa: '2025年7月1日から区（郡）レベルの行政単位が廃止され、多くの坊・省が統合されました。契約書や滞在許可証、配送への影響をまとめます。',
    contentEn: `<p>On 1 July 2025 Vietnam reorganised its local government. The district level was abolished, the number of provinces and centrally run cities fell to 34, and many wards were merged and renamed. Ho Chi Minh City absorbed Bình Dương and Bà Rịa – Vũng Tàu, Hai Phong merged with Hải Dương and Da Nang with Quảng Nam.</p>
<h2>What it means for you</h2>
<ul>
<li><strong>Your lease stays valid.</strong> Contracts signed with the old address do not need to be re-signed; the new address can be noted at renewal.</li>
<li><strong>Documents issued before July remain valid</strong>, including temporary residence cards and work permits. New applications use the new address.</li>
<li><strong>Deliveries and ride-hailing:</strong> apps are updating their maps. Giving the building name and street usually works best during the transition.</li>
</ul>
<h2>Why we still use district names</h2>
<p>Names such as Tây Hồ, Quận 1 or Thảo Điền remain how people describe neighbourhoods, and they are what you will hear from drivers, schools and colleagues. Our search keeps these familiar names, and our leases show both the official new address and the familiar area name.</p>
<p>If you are unsure how to write your address for a bank, school or visa application, our support team will check it for you.</p>`,
    contentJa: `<p>2025年7月1日、ベトナムで地方行政の大規模な再編が行われました。区・郡レベルの行政単位が廃止され、省・中央直轄市は34に統合、多くの坊（フオン）も統合・改称されました。ホーチミン市はビンズオン省・バリア＝ブンタウ省と、ハイフォン市はハイズオン省と、ダナン市はクアンナム省とそれぞれ統合されています。</p>
<h2>入居者様への影響</h2>
<ul>
<li><strong>現在の賃貸借契約はそのまま有効です。</strong>旧住所で締結した契約を結び直す必要はなく、更新時に新住所を併記します。</li>
<li><strong>7月以前に発行された書類も引き続き有効です。</strong>一時滞在許可証や労働許可証も同様です。新規の申請では新住所を使用します。</li>
<li><strong>宅配や配車アプリ：</strong>各アプリの地図は順次更新中です。移行期間中は、建物名と通り名を伝えるのが確実です。</li>
</ul>
<h2>当社がエリア名を使い続ける理由</h2>
<p>タイホー区、1区、タオディエンといった名称は、今も街を説明するときに誰もが使う呼び方で、運転手さんや学校、同僚との会話でも日常的に耳にします。当社の検索ではこうした馴染みのあるエリア名を引き続き使用し、契約書には新しい正式住所と従来のエリア名を併記しています。</p>
<p>銀行、学校、ビザ申請などで住所の書き方に迷われた際は、サポートチームが確認いたします。</p>`,
  }),
  post({
    category: 'news',
    city: 'hanoi',
    slug: 'hanoi-petrol-motorbike-restriction-ring-road-1-2026',
    publicDate: '2025-08-26',
    titleEn: 'Hanoi plans to restrict petrol motorbikes inside Ring Road 1 from July 2026',
    titleJa: 'ハノイ、2026年7月から環状1号線内でガソリンバイクを規制へ',
    summaryEn: 'A national directive sets out a phased move away from fossil-fuel motorbikes in central Hanoi. What residents of Hoàn Kiếm and Ba Đình should expect.',
    summaryJa: 'ハノイ中心部でガソリンバイクを段階的に減らす方針が示されました。ホアンキエム区やバーディン区にお住まいの方への影響を整理します。',
    contentEn: `<p>In July 2025 the government issued a directive to reduce air pollution in major cities. For Hanoi, it foresees that motorbikes running on petrol will no longer be allowed to circulate inside Ring Road 1 from 1 July 2026, with further restrictions on cars and wider areas in later years.</p>
<h2>Who is affected?</h2>
<p>Ring Road 1 encloses the Old Quarter, Hoàn Kiếm Lake, the French Quarter and parts of Ba Đình. Residents there who ride their own petrol motorbike, and visitors who come in by motorbike, will need alternatives. Details of enforcement and exemptions are still being worked out.</p>
<h2>What we suggest</h2>
<ul>
<li>If you are buying a motorbike, consider an electric model now.</li>
<li>When choosing an apartment, check that the building has charging points for electric bikes; many newer buildings do.</li>
<li>Ride-hailing services are adding electric vehicles quickly, so getting around should remain easy.</li>
</ul>
<p>We will update this article as the city publishes detailed rules. Meanwhile our consultants can point out buildings with EV charging when you <a href="/en/residences">search residences</a>.</p>`,
    contentJa: `<p>2025年7月、政府は大都市の大気汚染対策に関する指示を出しました。ハノイについては、2026年7月1日から環状1号線の内側でガソリンを燃料とするバイクの通行を認めない方針が示されており、その後は自動車や対象エリアへの規制拡大も予定されています。</p>
<h2>影響を受けるのは？</h2>
<p>環状1号線の内側には、旧市街、ホアンキエム湖、フレンチクォーター、バーディン区の一部が含まれます。このエリアにお住まいでガソリンバイクを運転される方や、バイクで中心部を訪れる方は代替手段が必要になります。取り締まりの方法や例外については、現在も検討が続いています。</p>
<h2>当社からのご提案</h2>
<ul>
<li>これからバイクを購入される方は、電動バイクを検討されることをおすすめします。</li>
<li>住まいを選ぶ際は、建物に電動バイクの充電設備があるか確認しましょう。新しい建物の多くは対応しています。</li>
<li>配車サービスでは電動車両が急速に増えており、移動に困ることは少ないでしょう。</li>
</ul>
<p>詳細なルールが発表され次第、この記事を更新します。<a href="/jp/residences">住居を検索</a>される際は、EV充電設備のある建物を担当者がご案内します。</p>`,
  }),
];

export const NEWLY_LAUNCHED_POSTS: BlogSeed[] = [
  post({
    category: 'newly-launched-properties',
    city: 'hanoi',
    slug: 'lotus-residence-tay-ho-opens',
    publicDate: '2024-02-27',
    titleEn: 'Lotus Residence Tây Hồ opens: 42 serviced apartments by the lake',
    titleJa: 'タイホー区に「ロータスレジデンス」開業　湖畔のサービスアパートメント42戸',
    summaryEn: 'A new boutique serviced apartment building on a quiet lane off Xuân Diệu, with studios to three-bedroom units and a rooftop pool.',
    summaryJa: 'スアンジエウ通りから一本入った静かな路地に、スタジオから3ベッドルームまでを備えたブティック型サービスアパートメントが誕生。屋上プール付きです。',
    contentEn: `<p>Lotus Residence Tây Hồ, a nine-storey serviced apartment building a short walk from West Lake, welcomed its first residents this month. We were invited to preview the units before opening and were impressed by the attention to detail.</p>
<img src="/images/blog-01.jpg" alt="Living room with a view of West Lake">
<h2>The apartments</h2>
<ul>
<li>42 units: studios (38 m²), one-bedroom (55 m²), two-bedroom (85 m²) and three-bedroom (120 m²)</li>
<li>Bathtubs in all units from one bedroom upwards</li>
<li>Japanese-brand washer-dryers and water purifiers</li>
<li>Lake views from the sixth floor up</li>
</ul>
<h2>Services</h2>
<p>Rents include housekeeping three times a week, fibre internet, cable TV with Japanese channels and use of the rooftop pool and gym. A reception desk is staffed from 7:00 to 22:00, with security around the clock.</p>
<h2>Rents and availability</h2>
<p>Opening rents range from $850 for a studio to $2,600 for a three-bedroom unit. About half the building is still available. <a href="/en/about-isn/contact-us">Contact our Hanoi team</a> to arrange a viewing.</p>`,
    contentJa: `<p>西湖まで歩いてすぐの場所に、9階建てのサービスアパートメント「ロータスレジデンス・タイホー」が今月オープンし、最初の入居者様を迎えました。当社は開業前の内覧会にお招きいただき、細部まで行き届いたつくりが印象的でした。</p>
<img src="/images/blog-01.jpg" alt="西湖を望むリビングルーム">
<h2>お部屋の概要</h2>
<ul>
<li>全42戸：スタジオ（38m²）、1ベッドルーム（55m²）、2ベッドルーム（85m²）、3ベッドルーム（120m²）</li>
<li>1ベッドルーム以上の全戸にバスタブを完備</li>
<li>日本メーカーの洗濯乾燥機と浄水器を設置</li>
<li>6階以上のお部屋からは西湖を一望</li>
</ul>
<h2>サービス内容</h2>
<p>賃料には週3回のハウスキーピング、光回線インターネット、日本のチャンネルが視聴できるケーブルテレビ、屋上プールとジムの利用料が含まれています。フロントは7時〜22時まで、警備は24時間体制です。</p>
<h2>賃料と空室状況</h2>
<p>開業時の賃料はスタジオが月$850から、3ベッドルームが月$2,600までです。現在、約半数のお部屋にまだ空きがあります。内見のご希望は<a href="/jp/about-isn/contact-us">ハノイ本社</a>までお問い合わせください。</p>`,
  }),
  post({
    category: 'newly-launched-properties',
    city: 'hcm',
    slug: 'riverside-suites-thao-dien-family-units',
    publicDate: '2024-06-11',
    titleEn: 'The Riverside Suites Thảo Điền: garden units for families',
    titleJa: 'タオディエンに「リバーサイドスイーツ」　庭付きのファミリー向け住戸が登場',
    summaryEn: 'A low-rise riverside development in Thảo Điền offers three- and four-bedroom units with private gardens, close to several international schools.',
    summaryJa: 'タオディエンの川沿いに低層レジデンスが完成。専用庭付きの3〜4ベッドルームで、複数のインターナショナルスクールにも近い立地です。',
    contentEn: `<p>Families in Ho Chi Minh City often tell us they want the space of a villa with the security of an apartment building. The Riverside Suites, a new five-storey development on a quiet street in Thảo Điền, was designed with exactly that in mind.</p>
<h2>Highlights</h2>
<ul>
<li>Ground-floor three- and four-bedroom units with private gardens of 40 – 70 m²</li>
<li>Upper-floor duplex units with terraces facing the Saigon River</li>
<li>A 25-metre pool, a shaded children’s play area and a small library</li>
<li>Basement parking for two cars per family unit</li>
</ul>
<h2>Location</h2>
<p>The building is within ten minutes of three international schools and a short drive from Thảo Điền metro station. Supermarkets, bakeries and cafés on Xuân Thủy and Thảo Điền streets are within walking distance.</p>
<h2>Terms</h2>
<p>Units are leased fully furnished or unfurnished, with rents from $3,200 to $5,500 a month. Leases of two years are preferred, and the owner accepts one pet per unit. Ask our Ho Chi Minh City team for floor plans.</p>`,
    contentJa: `<p>ホーチミンのご家族からは「ヴィラのような広さと、集合住宅ならではのセキュリティの両方がほしい」というご要望をよくいただきます。タオディエンの閑静な通りに完成した5階建ての「リバーサイドスイーツ」は、まさにそうした声に応える物件です。</p>
<h2>物件の特長</h2>
<ul>
<li>1階は40〜70m²の専用庭が付いた3〜4ベッドルーム</li>
<li>上層階はサイゴン川を望むテラス付きのメゾネットタイプ</li>
<li>25mプール、日除け付きのキッズエリア、小さなライブラリー</li>
<li>ファミリー向け住戸は地下駐車場2台分付き</li>
</ul>
<h2>立地</h2>
<p>インターナショナルスクール3校まで車で10分以内、地下鉄タオディエン駅へも車ですぐです。スアントゥイ通りやタオディエン通りのスーパー、ベーカリー、カフェへは徒歩で行けます。</p>
<h2>契約条件</h2>
<p>家具付き・家具なしのどちらにも対応しており、賃料は月$3,200〜$5,500です。2年契約が望ましいとのことで、ペットは1住戸につき1匹まで可能です。間取り図はホーチミン支店までお気軽にご請求ください。</p>`,
  }),
  post({
    category: 'newly-launched-properties',
    city: 'danang',
    slug: 'my-khe-seaview-residences-da-nang-now-leasing',
    publicDate: '2024-09-17',
    titleEn: 'My Khe Seaview Residences in Da Nang now leasing',
    titleJa: 'ダナン「ミーケー・シービューレジデンス」入居者募集を開始',
    summaryEn: 'Ocean-facing one- and two-bedroom apartments two minutes from the beach, with monthly and long-term leases.',
    summaryJa: 'ビーチまで徒歩2分、海に面した1〜2ベッドルームのアパートメント。月単位の契約から長期契約まで対応します。',
    contentEn: `<p>Da Nang’s beachfront has plenty of hotels but relatively few apartments built for residents rather than tourists. My Khe Seaview Residences, which opened in Sơn Trà this autumn, fills that gap.</p>
<img src="/images/blog-07.jpg" alt="Balcony overlooking My Khe beach">
<h2>What makes it different</h2>
<p>Every unit has a proper kitchen with an oven, a separate laundry area and storage for surfboards or bicycles. The building has no short-stay rentals on residential floors, so neighbours stay the same from month to month.</p>
<h2>Units and rents</h2>
<ul>
<li>One-bedroom, 52 m²: from $780 a month</li>
<li>Two-bedroom, 78 m²: from $1,150 a month</li>
<li>Sea-view units on floors 10 – 18 carry a premium of about 15%</li>
</ul>
<h2>Good to know</h2>
<p>Salt air is hard on appliances, so the management includes a quarterly air-conditioner service in the rent. Leases start from three months. Our Da Nang coordinator can show you around; <a href="/en/about-isn/contact-us">get in touch</a>.</p>`,
    contentJa: `<p>ダナンの海沿いにはホテルは多いものの、観光客ではなく居住者向けに建てられたアパートメントはそれほど多くありません。この秋、ソンチャー区にオープンした「ミーケー・シービューレジデンス」は、その空白を埋める物件です。</p>
<img src="/images/blog-07.jpg" alt="ミーケービーチを見下ろすバルコニー">
<h2>ここが違います</h2>
<p>全戸にオーブン付きの本格的なキッチン、独立したランドリースペース、サーフボードや自転車を置ける収納を備えています。居住フロアでは短期の民泊利用を受け付けていないため、近隣の顔ぶれが頻繁に変わることもありません。</p>
<h2>お部屋と賃料</h2>
<ul>
<li>1ベッドルーム（52m²）：月$780から</li>
<li>2ベッドルーム（78m²）：月$1,150から</li>
<li>10〜18階のオーシャンビュー住戸は約15%高めの設定です</li>
</ul>
<h2>知っておきたいこと</h2>
<p>潮風は家電に負担がかかるため、四半期ごとのエアコン点検が賃料に含まれています。契約は3か月から可能です。当社ダナンのコーディネーターがご案内しますので、<a href="/jp/about-isn/contact-us">お気軽にご連絡ください</a>。</p>`,
  }),
  post({
    category: 'newly-launched-properties',
    city: 'haiphong',
    slug: 'lach-tray-residence-hai-phong-serviced-apartments',
    publicDate: '2024-11-05',
    titleEn: 'Lạch Tray Residence: new serviced apartments in central Hai Phong',
    titleJa: 'ハイフォン中心部に新しいサービスアパートメント「ラックチャイレジデンス」',
    summaryEn: 'A 60-unit serviced apartment building on Lạch Tray street with a Japanese breakfast option and shuttle service to the industrial parks.',
    summaryJa: 'ラックチャイ通りに全60戸のサービスアパートメントが開業。和朝食のオプションや工業団地へのシャトルバスも用意されています。',
    contentEn: `<p>Lạch Tray Residence opened this month in Lê Chân, on one of Hai Phong’s main streets, close to restaurants, a large supermarket and the stadium. It was planned with engineers and managers of nearby factories in mind.</p>
<h2>Designed for busy assignees</h2>
<ul>
<li>Studios and one-bedroom units from 40 to 68 m², plus six two-bedroom units for families</li>
<li>Daily housekeeping and laundry included</li>
<li>Optional Japanese breakfast in the ground-floor restaurant</li>
<li>Morning and evening shuttle buses to two industrial parks</li>
</ul>
<h2>Company-friendly terms</h2>
<p>The operator issues VAT invoices, accepts company leases from six months and offers a discount for five units or more booked together. Rents start at $950 a month for a studio.</p>
<p>Our Hai Phong branch already manages the bookings for several Japanese manufacturers here. If you are planning a start-up team, ask about our <a href="/en/about-isn/our-main-services">corporate housing service</a>.</p>`,
    contentJa: `<p>ハイフォンの目抜き通りの一つ、レーチャン区のラックチャイ通りに「ラックチャイレジデンス」が今月オープンしました。レストランや大型スーパー、スタジアムにも近く、周辺工場にお勤めのエンジニアや管理職の方を想定して企画された物件です。</p>
<h2>忙しい赴任者様のためのつくり</h2>
<ul>
<li>40〜68m²のスタジオと1ベッドルームが中心で、ご家族向けの2ベッドルームも6戸</li>
<li>毎日のハウスキーピングとランドリーサービス込み</li>
<li>1階レストランで和朝食をオプションで提供</li>
<li>2つの工業団地へ朝夕のシャトルバスを運行</li>
</ul>
<h2>法人契約にも柔軟に対応</h2>
<p>運営会社はVAT請求書の発行に対応しており、6か月からの法人契約が可能です。5戸以上まとめてご契約の場合は割引もあります。賃料はスタジオで月$950からです。</p>
<p>当社ハイフォン支店では、すでに複数の日系メーカー様の予約管理をこちらで承っています。立ち上げメンバーの住まいをご検討中でしたら、<a href="/jp/about-isn/our-main-services">法人向け社宅サービス</a>についてもお問い合わせください。</p>`,
  }),
  post({
    category: 'newly-launched-properties',
    city: 'hanoi',
    slug: 'kim-ma-executive-suites-ba-dinh',
    publicDate: '2025-01-21',
    titleEn: 'Kim Mã Executive Suites: short stays for business travellers in Ba Đình',
    titleJa: 'バーディン区「キムマー・エグゼクティブスイーツ」　出張者向けの短期滞在に',
    summaryEn: 'Compact, fully serviced suites near the Kim Mã office corridor, bookable from one week for business trips and pre-assignment visits.',
    summaryJa: 'キムマー通りのオフィス街に近いコンパクトなフルサービスのスイート。1週間から利用でき、出張や赴任前の下見に便利です。',
    contentEn: `<p>Not every stay needs a twelve-month lease. Kim Mã Executive Suites, which opened in Ba Đình this month, offers hotel-style service with the space and kitchen of an apartment, bookable from one week.</p>
<h2>Who it is for</h2>
<ul>
<li>Business travellers who visit Hanoi for several weeks at a time</li>
<li>New assignees who need a base while they look for a long-term home</li>
<li>Families waiting for their shipment or for a house to be renovated</li>
</ul>
<h2>The suites</h2>
<p>Thirty-two suites of 35 – 60 m², each with a kitchenette, a work desk, a washing machine and blackout curtains. A Japanese restaurant and a convenience store are on the ground floor, and Liễu Giai and Kim Mã offices are a five-minute walk away.</p>
<h2>Rates</h2>
<p>Weekly rates start at $420 and monthly rates at $1,250, including all utilities, daily cleaning and breakfast. As our short-stay partner, we can book at corporate rates.</p>`,
    contentJa: `<p>すべての滞在に12か月契約が必要なわけではありません。今月バーディン区にオープンした「キムマー・エグゼクティブスイーツ」は、アパートメントの広さとキッチンを備えつつホテル並みのサービスを受けられる物件で、1週間から予約できます。</p>
<h2>こんな方におすすめ</h2>
<ul>
<li>数週間単位でハノイに出張される方</li>
<li>長期の住まいを探す間の拠点が必要な新任の方</li>
<li>船便の到着や戸建ての改装完了を待つご家族</li>
</ul>
<h2>お部屋の概要</h2>
<p>35〜60m²のスイートが全32室。各室にミニキッチン、ワークデスク、洗濯機、遮光カーテンを備えています。1階には日本食レストランとコンビニがあり、リエウザイ通りやキムマー通りのオフィスへは徒歩5分です。</p>
<h2>料金</h2>
<p>週単位は$420から、月単位は$1,250からで、光熱費、毎日の清掃、朝食がすべて含まれています。当社は短期滞在の提携パートナーとして、法人料金でのご予約を承っています。</p>`,
  }),
  post({
    category: 'newly-launched-properties',
    city: 'hcm',
    slug: 'saigon-central-lofts-quan-1-studios',
    publicDate: '2025-04-15',
    titleEn: 'Saigon Central Lofts: stylish studios for single assignees in Quận 1',
    titleJa: '1区「サイゴン・セントラルロフト」　単身赴任者向けのおしゃれなスタジオ',
    summaryEn: 'A converted 1960s building near Lê Thánh Tôn now offers 28 loft studios with high ceilings, a shared lounge and a rooftop bar.',
    summaryJa: 'レタントン通り近くの1960年代の建物をリノベーション。天井の高いロフトスタジオ28室と共用ラウンジ、ルーフトップバーを備えています。',
    contentEn: `<p>Quận 1 has no shortage of glass towers, so Saigon Central Lofts stands out. The owners kept the façade and staircase of a 1960s building a block from Lê Thánh Tôn and rebuilt everything behind it.</p>
<img src="/images/blog-10.jpg" alt="Loft studio with high ceilings and a mezzanine bed">
<h2>Inside</h2>
<p>The 28 studios of 40 – 55 m² have ceilings of four metres, with a sleeping mezzanine above the living area. Each has a compact kitchen, a rain shower and a large window onto the street or the inner courtyard. New windows and insulation keep out most of the street noise.</p>
<h2>Shared spaces</h2>
<ul>
<li>A co-working lounge with meeting booths</li>
<li>A rooftop bar open to residents and their guests</li>
<li>Bicycle storage and a small gym</li>
</ul>
<h2>Rents</h2>
<p>From $1,100 a month including management fee, weekly cleaning and internet. The building suits single assignees who want to walk to work and to the Japanese restaurants of Little Tokyo. Pets are not allowed.</p>`,
    contentJa: `<p>ガラス張りの高層ビルが立ち並ぶ1区で、「サイゴン・セントラルロフト」はひときわ目を引きます。レタントン通りから1ブロックの場所にある1960年代の建物のファサードと階段を残し、内部をすべて改修した物件です。</p>
<img src="/images/blog-10.jpg" alt="天井が高くロフトベッドのあるスタジオ">
<h2>室内の様子</h2>
<p>40〜55m²のスタジオ全28室は天井高が4mあり、リビングの上にロフト式の寝室スペースがあります。各室にコンパクトなキッチン、レインシャワー、通りまたは中庭に面した大きな窓を備えています。窓と断熱材は新しくなっており、通りの騒音もほとんど気になりません。</p>
<h2>共用スペース</h2>
<ul>
<li>会議ブース付きのコワーキングラウンジ</li>
<li>入居者様とそのゲストが利用できるルーフトップバー</li>
<li>駐輪スペースと小さなジム</li>
</ul>
<h2>賃料</h2>
<p>管理費、週1回の清掃、インターネット込みで月$1,100からです。職場まで歩いて通いたい、日本人街の飲食店にも気軽に行きたいという単身赴任の方にぴったりです。なお、ペットの飼育はできません。</p>`,
  }),
  post({
    category: 'newly-launched-properties',
    city: 'hanoi',
    slug: 'me-tri-garden-residence-near-japanese-school',
    publicDate: '2025-06-24',
    isMain: true,
    titleEn: 'Mễ Trì Garden Residence: family apartments five minutes from the Japanese School',
    titleJa: '日本人学校まで5分「ミーチー・ガーデンレジデンス」　ファミリー向け住戸が完成',
    summaryEn: 'A new condominium complex in Nam Từ Liêm with a school bus stop at the gate, Japanese-style bathrooms and spacious three-bedroom layouts.',
    summaryJa: 'ナムトゥーリエム区の新築コンドミニアム。敷地の入口にスクールバスの停留所があり、日本式の浴室と広々とした3ベッドルームの間取りが魅力です。',
    contentEn: `<p>Every spring we receive many inquiries from Japanese families who need a home near the Japanese School of Hanoi before the new school year. Mễ Trì Garden Residence, handed over this June, is one of the most promising options in years.</p>
<h2>Family-friendly design</h2>
<ul>
<li>Three-bedroom units of 110 – 135 m² with a separate bath and shower</li>
<li>Large storage rooms and a laundry balcony</li>
<li>An indoor pool for year-round swimming lessons, a playground and a shaded garden</li>
<li>A school bus stop at the main gate</li>
</ul>
<h2>Everyday convenience</h2>
<p>A supermarket, clinics and Japanese restaurants are in the surrounding streets, and Mỹ Đình’s shopping centres are a short drive away. The complex has 24-hour security and card-controlled lifts.</p>
<h2>Rents and how to secure a unit</h2>
<p>Furnished three-bedroom units rent for $1,700 – $2,300 a month. Because units belong to individual owners, furniture varies; we have inspected more than twenty and can send you a comparison. For an April move-in, we recommend viewing in February.</p>`,
    contentJa: `<p>毎年春になると、新学期に向けてハノイ日本人学校の近くで住まいを探される日本人ご家族から多くのお問い合わせをいただきます。この6月に引き渡しが始まった「ミーチー・ガーデンレジデンス」は、ここ数年で最も有力な選択肢の一つです。</p>
<h2>ご家族に優しい設計</h2>
<ul>
<li>110〜135m²の3ベッドルームで、浴槽と洗い場のある浴室を採用</li>
<li>大型の納戸と物干しに使えるランドリーバルコニー</li>
<li>一年中水泳を楽しめる屋内プール、キッズエリア、木陰のある庭</li>
<li>正門前にスクールバスの停留所</li>
</ul>
<h2>毎日の便利さ</h2>
<p>周辺にはスーパー、クリニック、日本食レストランがあり、ミーディンのショッピングセンターへも車ですぐです。24時間警備で、エレベーターはカードキー式です。</p>
<h2>賃料とお部屋確保のコツ</h2>
<p>家具付きの3ベッドルームで月$1,700〜$2,300です。住戸ごとにオーナー様が異なるため家具の内容に差がありますが、当社では20戸以上を確認済みで、比較表をお送りできます。4月入居をご希望の場合は、2月中の内見をおすすめします。</p>`,
  }),
  post({
    category: 'newly-launched-properties',
    city: 'hcm',
    slug: 'kaede-residence-phu-my-hung-family-apartments',
    publicDate: '2025-09-09',
    titleEn: 'Kaede Residence brings Japanese-managed family apartments to Phú Mỹ Hưng',
    titleJa: 'フーミーフンに日系管理の「楓レジデンス」　ファミリー向けアパートメント',
    summaryEn: 'A mid-rise building in Phú Mỹ Hưng operated to Japanese standards, with bilingual front desk staff and two- to four-bedroom units.',
    summaryJa: 'フーミーフンの中層レジデンスは日本基準の管理体制。日本語対応のフロントと、2〜4ベッドルームの住戸をご用意しています。',
    contentEn: `<p>Phú Mỹ Hưng has long been the first choice for Japanese families in Ho Chi Minh City. Kaede Residence, completed this summer near Crescent Lake, adds something many of our customers have asked for: a building managed to Japanese standards with Japanese-speaking staff.</p>
<h2>Attention to detail</h2>
<ul>
<li>A genkan-style entrance with space to take off shoes</li>
<li>Bathrooms with a deep bathtub and a separate washing area</li>
<li>A water filtration system for the whole building</li>
<li>Regular disinfection of common areas and monthly fire drills</li>
</ul>
<h2>Units</h2>
<p>Two-bedroom (90 m²), three-bedroom (120 m²) and four-bedroom (150 m²) units, fully furnished with Japanese appliances. Rents range from $1,600 to $3,400 a month, including management fee and weekly cleaning.</p>
<h2>Location</h2>
<p>Japanese supermarkets, clinics and cram schools are within walking distance, and several school bus routes stop nearby. Our Ho Chi Minh City team holds viewings every Saturday.</p>`,
    contentJa: `<p>ホーチミンで暮らす日本人ご家族にとって、フーミーフンは以前から第一候補のエリアです。今夏、クレセント湖の近くに完成した「楓レジデンス」は、多くのお客様からご要望のあった「日本基準で管理され、日本語を話すスタッフがいる建物」です。</p>
<h2>細部へのこだわり</h2>
<ul>
<li>靴を脱ぐスペースのある玄関</li>
<li>深めのバスタブと洗い場を備えた浴室</li>
<li>建物全体の浄水システム</li>
<li>共用部の定期消毒と毎月の防災訓練</li>
</ul>
<h2>お部屋の概要</h2>
<p>2ベッドルーム（90m²）、3ベッドルーム（120m²）、4ベッドルーム（150m²）の3タイプで、日本メーカーの家電を備えた家具付きです。賃料は管理費・週1回の清掃込みで月$1,600〜$3,400です。</p>
<h2>立地</h2>
<p>日系スーパー、クリニック、学習塾が徒歩圏内にあり、複数のスクールバスのルートが近くに停車します。当社ホーチミン支店では毎週土曜日に内見を実施しています。</p>`,
  }),
  post({
    category: 'newly-launched-properties',
    city: 'hanoi',
    slug: 'bo-de-riverside-villas-long-bien',
    publicDate: '2025-12-02',
    titleEn: 'Bồ Đề Riverside Villas: houses with gardens in Long Biên',
    titleJa: 'ロンビエン区「ボーデー・リバーサイドヴィラ」　庭付き戸建てが新登場',
    summaryEn: 'Twenty-four detached and semi-detached villas in a gated community across the Red River, twenty minutes from Hoàn Kiếm.',
    summaryJa: '紅河の対岸、ゲート付きコミュニティに戸建て・二戸一住宅のヴィラ24棟。ホアンキエム区まで車で約20分です。',
    contentEn: `<p>Large houses with gardens are hard to find in central Hanoi, and those in Tây Hồ are often old. Bồ Đề Riverside Villas, a gated community in Long Biên completed this autumn, offers new houses at rents well below comparable villas west of the river.</p>
<img src="/images/blog-13.jpg" alt="Villa with a lawn and a covered terrace">
<h2>The houses</h2>
<ul>
<li>Four-bedroom semi-detached villas of 220 m² and five-bedroom detached villas of 300 m²</li>
<li>Gardens of 80 – 150 m² and covered terraces</li>
<li>A shared clubhouse with a pool, tennis court and playground</li>
</ul>
<h2>Getting around</h2>
<p>Hoàn Kiếm is about twenty minutes by car outside rush hour. A large shopping mall, an international hospital and a golf course are nearby. Several international schools run buses to the community.</p>
<h2>Rents</h2>
<p>From $2,800 a month for a semi-detached villa and $4,000 for a detached villa, unfurnished. Our furnishing partner can equip a house within three weeks.</p>`,
    contentJa: `<p>ハノイ中心部で庭付きの広い戸建てを見つけるのは難しく、タイホー区の物件は築年数が古いものも少なくありません。この秋ロンビエン区に完成したゲート付きコミュニティ「ボーデー・リバーサイドヴィラ」なら、川の西側にある同規模のヴィラよりかなり抑えた賃料で新築の住まいが手に入ります。</p>
<img src="/images/blog-13.jpg" alt="芝生の庭と屋根付きテラスのあるヴィラ">
<h2>住宅の概要</h2>
<ul>
<li>220m²の4ベッドルーム二戸一住宅と、300m²の5ベッドルーム戸建て</li>
<li>80〜150m²の庭と屋根付きテラス</li>
<li>プール、テニスコート、キッズエリアのある共用クラブハウス</li>
</ul>
<h2>アクセス</h2>
<p>ラッシュ時を避ければ、ホアンキエム区まで車で約20分です。近くには大型ショッピングモール、国際病院、ゴルフ場もあります。複数のインターナショナルスクールがコミュニティまでスクールバスを運行しています。</p>
<h2>賃料</h2>
<p>家具なしで、二戸一住宅は月$2,800から、戸建ては月$4,000からです。当社提携の家具会社なら、3週間ほどで家具一式を揃えられます。</p>`,
  }),
  post({
    category: 'newly-launched-properties',
    city: 'haiphong',
    slug: 'tam-bac-serviced-residence-hai-phong',
    publicDate: '2026-03-17',
    isNew: true,
    titleEn: 'Tam Bạc Serviced Residence opens in Hồng Bàng, Hai Phong',
    titleJa: 'ハイフォン・ホンバン区に「タムバック・サービスレジデンス」が開業',
    summaryEn: 'A riverside serviced apartment building in Hai Phong’s old centre, with family units and a Japanese-speaking concierge.',
    summaryJa: 'ハイフォン旧市街の川沿いに立つサービスアパートメント。ファミリー向け住戸と日本語対応のコンシェルジュが特長です。',
    contentEn: `<p>Most serviced apartments in Hai Phong are aimed at single engineers. Tam Bạc Serviced Residence, which opened in March on the Tam Bạc river in Hồng Bàng, is one of the first designed for families who accompany assignees to the city.</p>
<h2>For families</h2>
<ul>
<li>Two- and three-bedroom units of 85 – 130 m²</li>
<li>A children’s room with toys and books on the second floor</li>
<li>A Japanese-speaking concierge on weekdays</li>
<li>Walking distance to the flower street, cafés and the old French quarter</li>
</ul>
<h2>Services and rents</h2>
<p>Rents of $1,400 – $2,200 include housekeeping three times a week, internet, Japanese TV channels and a weekly shuttle to the main supermarkets. The operator issues VAT invoices for company leases.</p>
<p>Viewings can be arranged through our <a href="/en/about-isn/contact-us">Hai Phong branch</a>, which is about ten minutes away by car.</p>`,
    contentJa: `<p>ハイフォンのサービスアパートメントは単身のエンジニア向けが中心ですが、3月にホンバン区のタムバック川沿いにオープンした「タムバック・サービスレジデンス」は、赴任者様に帯同されるご家族のために設計された数少ない物件です。</p>
<h2>ご家族向けの工夫</h2>
<ul>
<li>85〜130m²の2〜3ベッドルーム</li>
<li>2階におもちゃや絵本をそろえたキッズルーム</li>
<li>平日は日本語対応のコンシェルジュが常駐</li>
<li>花通りやカフェ、フランス統治時代の旧市街まで徒歩圏内</li>
</ul>
<h2>サービスと賃料</h2>
<p>賃料は月$1,400〜$2,200で、週3回のハウスキーピング、インターネット、日本のテレビ放送、主要スーパーへの週1回のシャトルが含まれています。法人契約の場合はVAT請求書の発行にも対応しています。</p>
<p>内見は、車で約10分の場所にある当社<a href="/jp/about-isn/contact-us">ハイフォン支店</a>で手配いたします。</p>`,
  }),
  post({
    category: 'newly-launched-properties',
    city: 'hcm',
    slug: 'nguyen-hue-business-suites-serviced-offices',
    publicDate: '2026-11-10',
    isNew: true,
    titleEn: 'Nguyễn Huệ Business Suites: serviced offices from two desks',
    titleJa: '「グエンフエ・ビジネススイーツ」開業　2席から借りられるサービスオフィス',
    summaryEn: 'A new serviced office floor overlooking Nguyễn Huệ walking street, with private offices from two desks and company registration support.',
    summaryJa: 'グエンフエ歩行者通りを見下ろす新しいサービスオフィス。2席からの個室と会社登記のサポートを提供しています。',
    contentEn: `<p>For companies opening a representative office in Ho Chi Minh City, a serviced office is often the fastest way to start. Nguyễn Huệ Business Suites, opening this month on the 15th floor of a Grade A tower, offers private offices with a view over the walking street.</p>
<img src="/images/blog-16.jpg" alt="Glass-walled private office overlooking the city">
<h2>What is included</h2>
<ul>
<li>Furnished private offices for 2 to 20 people</li>
<li>Reception, mail handling and a shared pantry</li>
<li>Meeting rooms bookable by the hour</li>
<li>High-speed internet with a backup line</li>
</ul>
<h2>Prices</h2>
<p>Private offices start at $650 a month for two desks, including service charge and electricity. Contracts run from three months, and the address can be used for enterprise registration.</p>
<h2>Compare with a leased office</h2>
<p>Not sure whether a serviced office or a leased floor is better for you? Read our guide to the <a href="/en/useful-service-apartment">difference between an office and a serviced office</a>, or ask our office team for a cost comparison.</p>`,
    contentJa: `<p>ホーチミンで駐在員事務所を開設する企業様にとって、サービスオフィスは最も早く業務を始められる選択肢です。グレードAビルの15階に今月オープンする「グエンフエ・ビジネススイーツ」では、歩行者通りを見下ろす個室オフィスをご用意しています。</p>
<img src="/images/blog-16.jpg" alt="街を見下ろすガラス張りの個室オフィス">
<h2>含まれるサービス</h2>
<ul>
<li>2〜20名用の家具付き個室オフィス</li>
<li>受付、郵便物の受け取り、共用パントリー</li>
<li>時間単位で予約できる会議室</li>
<li>バックアップ回線付きの高速インターネット</li>
</ul>
<h2>料金</h2>
<p>2席の個室で月$650から、管理費と電気代が含まれています。契約は3か月から可能で、住所を企業登録に使用することもできます。</p>
<h2>賃貸オフィスとの比較</h2>
<p>サービスオフィスと一般の賃貸オフィス、どちらが自社に合うか迷われている方は、<a href="/jp/useful-service-apartment">オフィスとサービスオフィスの違い</a>の解説をご覧いただくか、当社オフィス担当にコスト比較をご依頼ください。</p>`,
  }),
];
