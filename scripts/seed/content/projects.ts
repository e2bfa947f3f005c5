/**
 * The leasing buildings of the demo. Each is described once below (name, address, developer,
 * figures and a highlight written for it); the info-box fields come from pools chosen by the
 * building's style and city, so every field exists in English and Japanese.
 */
import type { CityCode, ProjectSeed } from '../types';
import { CITIES, DISTRICTS } from './geo';

type Pair = [en: string, ja: string];
type Style = 'tower' | 'garden' | 'serviced' | 'lowrise';
type Building = {
  slug: string;
  city: CityCode;
  district: string;
  name: Pair;
  street: Pair;
  developer: Pair;
  year: number;
  units: number;
  floors: number;
  beds: [number, number];
  sizes: [number, number];
  lat: number;
  lon: number;
  residences: number;
  style: Style;
  /** What makes this building worth a visit, in a sentence or two. */
  highlight: Pair;
};

const BUILDINGS: Building[] = [
  // Hanoi
  { slug: 'lotus-lake-residence', city: 'hanoi', district: 'tay-ho', name: ['Lotus Lake Residence', 'ロータスレイク・レジデンス'], street: ['52 Đặng Thai Mai, Tây Hồ', 'タイホー区ダンタイマイ通り52番地'], developer: ['Hồng Hà Land', 'ホンハー・ランド'], year: 2019, units: 240, floors: 27, beds: [1, 4], sizes: [55, 210], lat: 21.0652, lon: 105.8243, residences: 14, style: 'tower', highlight: ['Floor-to-ceiling windows frame West Lake from almost every living room, and the lakeside path starts at the gate.', 'ほぼすべてのリビングの大きな窓から西湖（タイ湖）を望め、敷地を出るとすぐ湖畔の遊歩道です。'] },
  { slug: 'quang-an-garden-court', city: 'hanoi', district: 'tay-ho', name: ['Quảng An Garden Court', 'クアンアン・ガーデンコート'], street: ['18 Quảng An, Tây Hồ', 'タイホー区クアンアン通り18番地'], developer: ['West Lake Living', 'ウェストレイク・リビング'], year: 2014, units: 60, floors: 9, beds: [2, 4], sizes: [90, 220], lat: 21.0671, lon: 105.8282, residences: 8, style: 'garden', highlight: ['A quiet low-rise block around a courtyard of frangipani trees, popular with families of the nearby international schools.', 'プルメリアの木々が茂る中庭を囲む静かな低層棟で、近隣のインターナショナルスクールに通うご家族に人気です。'] },
  { slug: 'xuan-dieu-serviced-suites', city: 'hanoi', district: 'tay-ho', name: ['Xuân Diệu Serviced Suites', 'スアンジウ・サービススイーツ'], street: ['61 Xuân Diệu, Tây Hồ', 'タイホー区スアンジウ通り61番地'], developer: ['Sakura Stay Management', 'サクラステイ・マネジメント'], year: 2017, units: 85, floors: 14, beds: [0, 3], sizes: [35, 140], lat: 21.0623, lon: 105.8301, residences: 12, style: 'serviced', highlight: ['Japanese-managed serviced suites on the street of cafés and bakeries, with a Japanese breakfast on weekdays.', '日系企業が運営するサービススイーツで、カフェやベーカリーが並ぶ通りに立ちます。平日は和朝食のサービスもあります。'] },
  { slug: 'nhat-tan-riverside', city: 'hanoi', district: 'tay-ho', name: ['Nhật Tân Riverside', 'ニャッタン・リバーサイド'], street: ['9 Âu Cơ, Tây Hồ', 'タイホー区アウコー通り9番地'], developer: ['Red River Development', 'レッドリバー・デベロップメント'], year: 2021, units: 320, floors: 32, beds: [1, 4], sizes: [52, 190], lat: 21.0758, lon: 105.8352, residences: 10, style: 'tower', highlight: ['High floors look over the Red River and the Nhật Tân bridge, twenty-five minutes from Nội Bài airport.', '高層階からは紅河とニャッタン橋を一望でき、ノイバイ空港までは車で約25分です。'] },
  { slug: 'kim-ma-central-tower', city: 'hanoi', district: 'ba-dinh', name: ['Kim Mã Central Tower', 'キンマー・セントラルタワー'], street: ['120 Kim Mã, Ba Đình', 'バーディン区キンマー通り120番地'], developer: ['Capital Square Group', 'キャピタルスクエア・グループ'], year: 2012, units: 280, floors: 29, beds: [1, 3], sizes: [60, 160], lat: 21.0318, lon: 105.8195, residences: 12, style: 'tower', highlight: ['The address many Japanese companies choose: embassies, Japanese restaurants and the Daewoo business district are a short walk away.', '多くの日系企業に選ばれるエリアで、大使館や日本食レストラン、ビジネス街まで歩いて行けます。'] },
  { slug: 'lieu-giai-park-view', city: 'hanoi', district: 'ba-dinh', name: ['Liễu Giai Park View', 'リエウザイ・パークビュー'], street: ['29 Liễu Giai, Ba Đình', 'バーディン区リエウザイ通り29番地'], developer: ['Ba Đình Housing', 'バーディン・ハウジング'], year: 2010, units: 150, floors: 21, beds: [2, 3], sizes: [85, 150], lat: 21.0362, lon: 105.8152, residences: 7, style: 'garden', highlight: ['Mature trees of Thủ Lệ park below the windows and generous layouts built before space became scarce.', '窓の下にはトゥーレ公園の緑が広がり、ゆとりのある間取りが魅力の建物です。'] },
  { slug: 'cau-giay-skyline', city: 'hanoi', district: 'cau-giay', name: ['Cầu Giấy Skyline', 'カウザイ・スカイライン'], street: ['88 Trần Duy Hưng, Cầu Giấy', 'カウザイ区チャンズイフン通り88番地'], developer: ['Trung Hoà Investment', 'チュンホア・インベストメント'], year: 2016, units: 410, floors: 35, beds: [1, 3], sizes: [50, 140], lat: 21.0125, lon: 105.7998, residences: 9, style: 'tower', highlight: ['Next to the big shopping malls of Trần Duy Hưng, with good value for larger apartments.', 'チャンズイフン通りの大型ショッピングモールに隣接し、広めのお部屋もお手頃な賃料で探せます。'] },
  { slug: 'my-dinh-green-park', city: 'hanoi', district: 'nam-tu-liem', name: ['Mỹ Đình Green Park', 'ミーディン・グリーンパーク'], street: ['5 Lê Đức Thọ, Nam Từ Liêm', 'ナムトゥーリエム区レードゥックトー通り5番地'], developer: ['Green Park Vietnam', 'グリーンパーク・ベトナム'], year: 2018, units: 520, floors: 30, beds: [1, 4], sizes: [48, 180], lat: 21.0302, lon: 105.7712, residences: 11, style: 'tower', highlight: ['Ten minutes from the Japanese School of Hanoi, with a large park, a Japanese supermarket and clinics in the complex.', 'ハノイ日本人学校まで車で約10分。敷地内に大きな公園、日系スーパー、クリニックがそろいます。'] },
  { slug: 'sakura-garden-my-dinh', city: 'hanoi', district: 'nam-tu-liem', name: ['Sakura Garden Mỹ Đình', 'サクラガーデン・ミーディン'], street: ['14 Châu Văn Liêm, Nam Từ Liêm', 'ナムトゥーリエム区チャウヴァンリエム通り14番地'], developer: ['Nichietsu Realty', '日越リアルティ'], year: 2022, units: 190, floors: 22, beds: [1, 3], sizes: [45, 125], lat: 21.0211, lon: 105.7655, residences: 8, style: 'serviced', highlight: ['Built to Japanese standards: bathtubs, heated toilet seats and a 24-hour Japanese-speaking concierge.', '日本基準で建てられた物件で、バスタブや温水洗浄便座を完備し、24時間日本語対応のコンシェルジュがいます。'] },
  { slug: 'long-bien-riverside-villas', city: 'hanoi', district: 'long-bien', name: ['Long Biên Riverside Villas', 'ロンビエン・リバーサイドヴィラ'], street: ['3 Nguyễn Văn Cừ, Long Biên', 'ロンビエン区グエンヴァンクー通り3番地'], developer: ['Đông Anh Homes', 'ドンアイン・ホームズ'], year: 2015, units: 120, floors: 4, beds: [3, 5], sizes: [180, 420], lat: 21.0471, lon: 105.8763, residences: 6, style: 'lowrise', highlight: ['Villas and townhouses with gardens inside a gated community, close to the French and Korean international schools.', 'ゲート付きコミュニティ内の庭付きヴィラ・タウンハウスで、フランス系・韓国系インターナショナルスクールに近い立地です。'] },
  { slug: 'hoan-kiem-heritage-residence', city: 'hanoi', district: 'hoan-kiem', name: ['Hoàn Kiếm Heritage Residence', 'ホアンキエム・ヘリテージレジデンス'], street: ['22 Lý Thường Kiệt, Hoàn Kiếm', 'ホアンキエム区リートゥオンキエット通り22番地'], developer: ['French Quarter Estates', 'フレンチクォーター・エステート'], year: 2011, units: 40, floors: 8, beds: [1, 3], sizes: [60, 150], lat: 21.0251, lon: 105.8491, residences: 5, style: 'serviced', highlight: ['A restored colonial building in the French Quarter, five minutes on foot from Hoàn Kiếm lake and the Opera House.', 'フレンチクォーターにある修復されたコロニアル建築で、ホアンキエム湖やオペラハウスまで徒歩5分です。'] },
  // Ho Chi Minh City
  { slug: 'saigon-riverside-tower', city: 'hcm', district: 'quan-1', name: ['Saigon Riverside Tower', 'サイゴン・リバーサイドタワー'], street: ['2 Tôn Đức Thắng, Quận 1', '1区トンドゥックタン通り2番地'], developer: ['Bến Nghé Development', 'ベンゲー・デベロップメント'], year: 2020, units: 350, floors: 40, beds: [1, 4], sizes: [55, 240], lat: 10.7795, lon: 106.7068, residences: 13, style: 'tower', highlight: ['River views from the 40th-floor sky lounge, and the offices of Đồng Khởi within a ten-minute walk.', '40階のスカイラウンジからサイゴン川を一望でき、ドンコイ通り周辺のオフィスまで徒歩10分です。'] },
  { slug: 'le-thanh-ton-serviced-residence', city: 'hcm', district: 'quan-1', name: ['Lê Thánh Tôn Serviced Residence', 'レタントン・サービスレジデンス'], street: ['15A Lê Thánh Tôn, Quận 1', '1区レタントン通り15A'], developer: ['Sakura Stay Management', 'サクラステイ・マネジメント'], year: 2016, units: 72, floors: 15, beds: [0, 2], sizes: [32, 95], lat: 10.7809, lon: 106.7032, residences: 10, style: 'serviced', highlight: ['In the heart of Little Tokyo: Japanese restaurants, supermarkets and clinics at the door.', '「リトル東京」の中心にあり、日本食レストランやスーパー、クリニックがすぐそばです。'] },
  { slug: 'thao-dien-pearl-garden', city: 'hcm', district: 'thao-dien', name: ['Thảo Điền Pearl Garden', 'タオディエン・パールガーデン'], street: ['12 Quốc Hương, Thảo Điền', 'タオディエン・クオックフオン通り12番地'], developer: ['An Phú Land', 'アンフー・ランド'], year: 2013, units: 210, floors: 18, beds: [2, 4], sizes: [90, 230], lat: 10.8042, lon: 106.7351, residences: 14, style: 'garden', highlight: ['Leafy streets, international schools within walking distance and a large garden pool that families love.', '緑の多い街並みで、インターナショナルスクールも徒歩圏。大きなガーデンプールはご家族に好評です。'] },
  { slug: 'saigon-river-villas', city: 'hcm', district: 'thao-dien', name: ['Saigon River Villas', 'サイゴンリバー・ヴィラズ'], street: ['45 Nguyễn Văn Hưởng, Thảo Điền', 'タオディエン・グエンヴァンフオン通り45番地'], developer: ['Riverbank Estates', 'リバーバンク・エステート'], year: 2012, units: 48, floors: 3, beds: [3, 5], sizes: [250, 480], lat: 10.8101, lon: 106.7318, residences: 6, style: 'lowrise', highlight: ['Riverside villas with private pools and gardens behind a guarded gate, a rare find in the city.', '警備付きゲートの内側に立つ、プライベートプールと庭付きのリバーサイドヴィラです。'] },
  { slug: 'thao-dien-central-suites', city: 'hcm', district: 'thao-dien', name: ['Thảo Điền Central Suites', 'タオディエン・セントラルスイーツ'], street: ['8 Xuân Thủy, Thảo Điền', 'タオディエン・スアントゥイ通り8番地'], developer: ['Saigon East Properties', 'サイゴンイースト・プロパティーズ'], year: 2019, units: 96, floors: 12, beds: [1, 3], sizes: [45, 130], lat: 10.8029, lon: 106.7383, residences: 9, style: 'serviced', highlight: ['Steps from the cafés of Xuân Thủy and the metro line 1 station, with weekly cleaning and a rooftop pool.', 'スアントゥイ通りのカフェやメトロ1号線の駅がすぐそばで、定期清掃とルーフトッププールを備えています。'] },
  { slug: 'phu-my-hung-riverpark', city: 'hcm', district: 'quan-7', name: ['Phú Mỹ Hưng Riverpark', 'フーミーフン・リバーパーク'], street: ['10 Nguyễn Đức Cảnh, Quận 7', '7区グエンドゥックカイン通り10番地'], developer: ['South Saigon Development', 'サウスサイゴン・デベロップメント'], year: 2015, units: 380, floors: 25, beds: [2, 4], sizes: [80, 200], lat: 10.7288, lon: 106.7065, residences: 13, style: 'tower', highlight: ['Wide boulevards, a crescent lake and the Japanese School of Ho Chi Minh City ten minutes away.', '広い並木道と三日月形の湖があり、ホーチミン日本人学校まで車で約10分です。'] },
  { slug: 'crescent-lake-residence', city: 'hcm', district: 'quan-7', name: ['Crescent Lake Residence', 'クレセントレイク・レジデンス'], street: ['101 Tôn Dật Tiên, Quận 7', '7区トンザットティエン通り101番地'], developer: ['Crescent Living', 'クレセント・リビング'], year: 2018, units: 260, floors: 22, beds: [1, 3], sizes: [60, 150], lat: 10.7262, lon: 106.7191, residences: 9, style: 'tower', highlight: ['Overlooking the Crescent Lake promenade, with Japanese restaurants and supermarkets on the ground floor.', 'クレセントレイクの遊歩道を見下ろし、低層階には日本食レストランやスーパーが入っています。'] },
  { slug: 'binh-thanh-sky-garden', city: 'hcm', district: 'binh-thanh', name: ['Bình Thạnh Sky Garden', 'ビンタン・スカイガーデン'], street: ['208 Nguyễn Hữu Cảnh, Bình Thạnh', 'ビンタン区グエンフウカイン通り208番地'], developer: ['Sky Garden Holdings', 'スカイガーデン・ホールディングス'], year: 2018, units: 640, floors: 45, beds: [1, 4], sizes: [50, 220], lat: 10.7942, lon: 106.7215, residences: 12, style: 'tower', highlight: ['A riverside complex with a park, a shopping mall and a 45-floor tower five minutes from District 1.', '公園やショッピングモールを併設した川沿いの大規模複合開発で、1区まで車で約5分です。'] },
  { slug: 'thi-nghe-canal-residence', city: 'hcm', district: 'binh-thanh', name: ['Thị Nghè Canal Residence', 'ティーゲー・カナルレジデンス'], street: ['35 Nguyễn Văn Lạc, Bình Thạnh', 'ビンタン区グエンヴァンラック通り35番地'], developer: ['Gia Định Realty', 'ザーディン・リアルティ'], year: 2011, units: 130, floors: 17, beds: [1, 3], sizes: [55, 125], lat: 10.7983, lon: 106.7121, residences: 6, style: 'garden', highlight: ['Good value apartments by the tree-lined canal, between District 1 and the airport.', '並木の運河沿いにあるお手頃な物件で、1区と空港のちょうど中間に位置します。'] },
  { slug: 'an-phu-garden-court', city: 'hcm', district: 'an-phu', name: ['An Phú Garden Court', 'アンフー・ガーデンコート'], street: ['3 Song Hành, An Phú', 'アンフー・ソンハイン通り3番地'], developer: ['An Phú Land', 'アンフー・ランド'], year: 2017, units: 300, floors: 24, beds: [2, 4], sizes: [75, 180], lat: 10.8018, lon: 106.7482, residences: 9, style: 'tower', highlight: ['Family apartments with three pools and a kids’ club, right at the metro line 1 An Phú station.', 'プールが3つとキッズクラブがあるファミリー向け物件で、メトロ1号線アンフー駅のすぐそばです。'] },
  { slug: 'vo-van-tan-boutique-residence', city: 'hcm', district: 'quan-3', name: ['Võ Văn Tần Boutique Residence', 'ヴォーヴァンタン・ブティックレジデンス'], street: ['77 Võ Văn Tần, Quận 3', '3区ヴォーヴァンタン通り77番地'], developer: ['Old Saigon Homes', 'オールドサイゴン・ホームズ'], year: 2014, units: 36, floors: 9, beds: [0, 2], sizes: [30, 85], lat: 10.7768, lon: 106.6912, residences: 5, style: 'serviced', highlight: ['A small boutique building on a shaded street of French villas, ideal for singles and couples.', 'フレンチヴィラが並ぶ木陰の通りに立つ小さなブティック物件で、単身の方やご夫婦に最適です。'] },
  // Da Nang
  { slug: 'my-khe-ocean-suites', city: 'danang', district: 'son-tra', name: ['Mỹ Khê Ocean Suites', 'ミーケー・オーシャンスイーツ'], street: ['156 Võ Nguyên Giáp, Sơn Trà', 'ソンチャー区ヴォーグエンザップ通り156番地'], developer: ['Hàn River Properties', 'ハン川プロパティーズ'], year: 2019, units: 210, floors: 28, beds: [1, 3], sizes: [48, 140], lat: 16.0652, lon: 108.2459, residences: 9, style: 'tower', highlight: ['Across the road from Mỹ Khê beach: morning swims before work are part of daily life here.', 'ミーケービーチの目の前で、出勤前に海でひと泳ぎするのがここでの日常です。'] },
  { slug: 'son-tra-peninsula-villas', city: 'danang', district: 'son-tra', name: ['Sơn Trà Peninsula Villas', 'ソンチャー・ペニンシュラヴィラ'], street: ['12 Hoàng Sa, Sơn Trà', 'ソンチャー区ホアンサー通り12番地'], developer: ['Peninsula Living', 'ペニンシュラ・リビング'], year: 2016, units: 40, floors: 3, beds: [3, 5], sizes: [200, 380], lat: 16.0838, lon: 108.2487, residences: 4, style: 'lowrise', highlight: ['Villas at the foot of the Sơn Trà peninsula, with sea breezes, gardens and a private beach club.', 'ソンチャー半島のふもとに立つヴィラで、海風が心地よく、庭とプライベートビーチクラブがあります。'] },
  { slug: 'han-river-residence', city: 'danang', district: 'hai-chau', name: ['Hàn River Residence', 'ハン川レジデンス'], street: ['68 Bạch Đằng, Hải Châu', 'ハイチャウ区バクダン通り68番地'], developer: ['Hàn River Properties', 'ハン川プロパティーズ'], year: 2017, units: 180, floors: 30, beds: [1, 3], sizes: [50, 135], lat: 16.0689, lon: 108.2247, residences: 7, style: 'tower', highlight: ['Watch the Dragon Bridge breathe fire on weekend nights from a balcony over the Hàn river.', 'ハン川を望むバルコニーから、週末の夜にはドラゴン橋の火を噴くショーを楽しめます。'] },
  { slug: 'non-nuoc-beach-suites', city: 'danang', district: 'ngu-hanh-son', name: ['Non Nước Beach Suites', 'ノンヌオック・ビーチスイーツ'], street: ['25 Trường Sa, Ngũ Hành Sơn', 'グーハインソン区チュオンサー通り25番地'], developer: ['Marble Coast Development', 'マーブルコースト・デベロップメント'], year: 2021, units: 120, floors: 16, beds: [1, 2], sizes: [45, 105], lat: 16.0021, lon: 108.2652, residences: 5, style: 'serviced', highlight: ['Quiet serviced suites near the Marble Mountains and the golf courses, twenty minutes from the city.', '五行山やゴルフ場に近い静かなサービススイーツで、市中心部まで車で約20分です。'] },
  // Hai Phong
  { slug: 'lach-tray-grand', city: 'haiphong', district: 'ngo-quyen', name: ['Lạch Tray Grand', 'ラックチャイ・グランド'], street: ['45 Lạch Tray, Ngô Quyền', 'ゴークエン区ラックチャイ通り45番地'], developer: ['Port City Land', 'ポートシティ・ランド'], year: 2018, units: 260, floors: 26, beds: [1, 3], sizes: [55, 145], lat: 20.8435, lon: 106.6982, residences: 8, style: 'tower', highlight: ['The most popular address for Japanese managers of the industrial parks, with a Japanese restaurant street nearby.', '工業団地に勤める日本人駐在員に最も人気のエリアで、近くに日本食レストラン街があります。'] },
  { slug: 'van-cao-serviced-residence', city: 'haiphong', district: 'ngo-quyen', name: ['Văn Cao Serviced Residence', 'ヴァンカオ・サービスレジデンス'], street: ['168 Văn Cao, Ngô Quyền', 'ゴークエン区ヴァンカオ通り168番地'], developer: ['Sakura Stay Management', 'サクラステイ・マネジメント'], year: 2020, units: 64, floors: 12, beds: [0, 2], sizes: [35, 90], lat: 20.8462, lon: 106.7031, residences: 7, style: 'serviced', highlight: ['Serviced apartments with Japanese TV, a daily shuttle to the VSIP and Đình Vũ industrial parks, and breakfast included.', '日本のテレビ放送が見られ、VSIPやディンヴー工業団地への送迎バスと朝食が付いたサービスアパートです。'] },
  { slug: 'le-chan-city-view', city: 'haiphong', district: 'le-chan', name: ['Lê Chân City View', 'レーチャン・シティビュー'], street: ['9 Tô Hiệu, Lê Chân', 'レーチャン区トーヒエウ通り9番地'], developer: ['Hải Phòng Urban', 'ハイフォン・アーバン'], year: 2014, units: 150, floors: 20, beds: [1, 3], sizes: [55, 120], lat: 20.8467, lon: 106.6821, residences: 4, style: 'garden', highlight: ['Central and affordable, near the Opera House and the flower street of the old town.', '旧市街のオペラハウスや花通りに近く、中心部ながら手頃な賃料です。'] },
  { slug: 'hai-an-harbour-residence', city: 'haiphong', district: 'hai-an', name: ['Hải An Harbour Residence', 'ハイアン・ハーバーレジデンス'], street: ['2 Lê Hồng Phong, Hải An', 'ハイアン区レーホンフォン通り2番地'], developer: ['Port City Land', 'ポートシティ・ランド'], year: 2022, units: 230, floors: 24, beds: [1, 3], sizes: [50, 130], lat: 20.8391, lon: 106.7234, residences: 5, style: 'tower', highlight: ['New towers by the international port and Cát Bi airport, fifteen minutes from Đình Vũ industrial park.', '国際港とカットビ空港に近い新築タワーで、ディンヴー工業団地まで車で約15分です。'] },
];

const BY_STYLE: Record<Style, Record<string, Pair>> = {
  tower: {
    security: ['24/7 security, card-key lifts and CCTV', '24時間警備、カードキー式エレベーター、防犯カメラ'],
    pool: ['Outdoor pool on the podium deck', '低層階デッキに屋外プール'],
    gym: ['Gym, sauna and yoga room', 'ジム、サウナ、ヨガルーム'],
    shoppingCenter: ['Shopping mall in the podium', '低層階にショッピングモール'],
    convenientStore: ['Convenience store on the ground floor', '1階にコンビニ'],
    playground: ['Indoor and outdoor kids’ areas', '屋内・屋外キッズエリア'],
    others: ['Sky lounge and BBQ terrace', 'スカイラウンジ、BBQテラス'],
    kitchen: ['Open kitchen with oven and extractor hood', 'オーブン・レンジフード付きオープンキッチン'],
    bathtub: ['In master bathrooms', '主寝室のバスルームに設置'],
    balcony: ['Balcony off the living room', 'リビングに面したバルコニー'],
    airConditioner: ['Central VRV air conditioning', 'VRV式セントラル空調'],
    flooring: ['Engineered wood in bedrooms, large tiles in living areas', '寝室はフローリング、リビングは大判タイル'],
    otherApartment: ['Washer-dryer and water filter in every unit', '全戸に洗濯乾燥機・浄水器'],
    building: ['The {floors}-floor tower, completed in {year} by {developer}, holds {units} apartments from {beds}.', '{developerJa}が{year}年に竣工した地上{floors}階建てのタワーで、{bedsJa}の全{units}戸で構成されています。'],
    life: ['Residents share a pool deck, a gym and a lounge, and the management office answers in English and Japanese.', 'プールデッキやジム、ラウンジを共用でき、管理事務所は英語・日本語に対応しています。'],
  },
  garden: {
    security: ['Guarded gate, CCTV and a night patrol', '警備付きゲート、防犯カメラ、夜間巡回'],
    pool: ['Garden pool with a children’s pool', '子ども用プール付きのガーデンプール'],
    gym: ['Gym and tennis court', 'ジム、テニスコート'],
    shoppingCenter: ['Shopping centre within ten minutes by car', '車で10分以内にショッピングセンター'],
    convenientStore: ['Convenience store at the gate', 'ゲート前にコンビニ'],
    playground: ['Playground in the courtyard', '中庭にキッズエリア'],
    others: ['Tennis court and BBQ area', 'テニスコート、BBQエリア'],
    kitchen: ['Separate kitchen with gas hob and oven', 'ガスコンロ・オーブン付きの独立キッチン'],
    bathtub: ['In most apartments', 'ほとんどの住戸に設置'],
    balcony: ['Wide balcony over the garden', '庭園に面した広いバルコニー'],
    airConditioner: ['Inverter split units in every room', '全室インバーター式エアコン'],
    flooring: ['Hardwood floors', '無垢材フローリング'],
    otherApartment: ['Storage room and washing machine', '納戸・洗濯機付き'],
    building: ['Completed in {year} by {developer}, the {floors}-floor building has only {units} apartments, from {beds}.', '{developerJa}が{year}年に竣工した地上{floors}階建ての建物で、{bedsJa}の全{units}戸とゆとりのある規模です。'],
    life: ['Neighbours know each other, children play in the garden after school, and the staff have looked after the building for years.', '住民同士の顔が見える環境で、放課後は子どもたちが庭で遊び、長く勤めるスタッフが建物を丁寧に管理しています。'],
  },
  serviced: {
    security: ['24-hour reception and card-key access', '24時間対応のフロント、カードキー'],
    pool: ['Rooftop pool', 'ルーフトッププール'],
    gym: ['Fitness room open 24 hours', '24時間利用できるフィットネスルーム'],
    shoppingCenter: ['Shops and restaurants all around the block', '周辺に商店・レストランが多数'],
    convenientStore: ['Convenience store next door', '隣にコンビニ'],
    playground: ['Small kids’ room', '小さなキッズルーム'],
    others: ['Laundry service and airport pick-up', 'ランドリーサービス、空港送迎'],
    kitchen: ['Compact kitchen with induction hob and microwave', 'IHコンロ・電子レンジ付きコンパクトキッチン'],
    bathtub: ['Shower only in studios; bathtub from one bedroom', 'スタジオはシャワーのみ、1ベッドルーム以上はバスタブ付き'],
    balcony: ['French windows or a small balcony', 'フレンチウィンドウまたは小さなバルコニー'],
    airConditioner: ['Inverter split units in every room', '全室インバーター式エアコン'],
    flooring: ['Laminate wood flooring', 'フローリング'],
    otherApartment: ['Cleaning, linen change and internet included', '清掃・リネン交換・インターネット込み'],
    building: ['{units} fully furnished suites from {beds} on {floors} floors, opened in {year} and run by {developer}.', '{bedsJa}の家具付きスイート全{units}戸（地上{floors}階建て）で、{year}年に開業し{developerJa}が運営しています。'],
    life: ['Rent includes cleaning, linen, internet and cable TV, so a new arrival can move in with a suitcase.', '賃料に清掃やリネン交換、インターネット、ケーブルテレビが含まれるので、スーツケースひとつで入居できます。'],
  },
  lowrise: {
    security: ['Gated community with guards at every entrance', '各入口に警備員が常駐するゲート付きコミュニティ'],
    pool: ['Community pool; private pools in some villas', '共用プール（一部ヴィラはプライベートプール付き）'],
    gym: ['Clubhouse gym', 'クラブハウス内のジム'],
    shoppingCenter: ['Shopping centre fifteen minutes by car', '車で15分ほどでショッピングセンター'],
    convenientStore: ['Minimart inside the community', 'コミュニティ内にミニマート'],
    playground: ['Playground and lawns', 'キッズエリアと芝生広場'],
    others: ['Clubhouse and waterside deck', 'クラブハウス、水辺のデッキ'],
    kitchen: ['Large family kitchen with an island', 'アイランド付きの広いファミリーキッチン'],
    bathtub: ['In every bathroom', '全バスルームに設置'],
    balcony: ['Terraces and a private garden', 'テラスと専用庭'],
    airConditioner: ['Inverter split units in every room', '全室インバーター式エアコン'],
    flooring: ['Marble and hardwood', '大理石・無垢材'],
    otherApartment: ['Maid’s room, garage for two cars', 'メイドルーム、車2台分のガレージ'],
    building: ['{units} villas and townhouses of {floors} storeys, built in {year} by {developer}, from {beds}.', '{developerJa}が{year}年に開発した{floors}階建てのヴィラ・タウンハウス全{units}戸で、間取りは{bedsJa}です。'],
    life: ['Each home has its own garden and parking, and the community’s staff take care of the lawns, the pool and security.', '各住戸に専用の庭と駐車スペースがあり、芝生やプール、警備はコミュニティのスタッフが管理します。'],
  },
};

const SCHOOL_BUS: Record<CityCode, Pair> = {
  hanoi: ['Stops at the gate (Japanese School of Hanoi)', '敷地前に停車（ハノイ日本人学校）'],
  hcm: ['Stops at the gate (Japanese School of Ho Chi Minh City)', '敷地前に停車（ホーチミン日本人学校）'],
  danang: ['Not available', 'なし'],
  haiphong: ['Not available', 'なし'],
};
const HEATING: Record<CityCode, Pair> = {
  hanoi: ['Central heating for Hanoi’s winter', 'ハノイの冬に備えたセントラルヒーティング'],
  hcm: ['Not needed in the southern climate', 'なし（温暖な気候のため不要）'],
  danang: ['Not needed', 'なし'],
  haiphong: ['Heating by the air-conditioning units', 'エアコンの暖房機能で対応'],
};

const fill = (text: string, vars: Record<string, string | number>) => text.replace(/\{(\w+)\}/g, (_, k: string) => String(vars[k]));
const bedsText = ([min, max]: [number, number]): Pair => [
  `${min === 0 ? 'studio' : min} to ${max} bedrooms`,
  `${min === 0 ? 'スタジオ' : min}〜${max}ベッドルーム`,
];

function toSeed(b: Building): ProjectSeed {
  const style = BY_STYLE[b.style];
  const district = DISTRICTS.find((d) => d.slug === b.district)!;
  const city = CITIES.find((c) => c.code === b.city)!;
  const beds = bedsText(b.beds);
  const vars = { floors: b.floors, year: b.year, units: b.units, developer: b.developer[0], developerJa: b.developer[1], beds: beds[0], bedsJa: beds[1] };
  const info = (key: string) => ({ en: style[key][0], ja: style[key][1] });
  const bedroom: Pair = [beds[0].replace(/^./, (c) => c.toUpperCase()).replace(' to ', ' – '), beds[1]];
  return {
    slug: b.slug,
    city: b.city,
    district: b.district,
    residences: b.residences,
    nameEn: b.name[0],
    nameJa: b.name[1],
    streetEn: `${b.street[0]}, ${city.nameEn}`,
    streetJa: `${city.nameJa}市${b.street[1]}`,
    descriptionEn: `${b.highlight[0]} ${fill(style.building[0], vars)}\n\n${style.life[0]}`,
    descriptionJa: `${b.highlight[1]}${fill(style.building[1], vars)}\n\n${style.life[1]}`,
    developerEn: b.developer[0],
    developerJa: b.developer[1],
    completionYear: b.year,
    securityEn: info('security').en,
    securityJa: info('security').ja,
    totalUnits: b.units,
    floors: b.floors,
    bedroomEn: bedroom[0],
    bedroomJa: bedroom[1],
    unitSizeEn: `${b.sizes[0]} – ${b.sizes[1]} m²`,
    unitSizeJa: `${b.sizes[0]}〜${b.sizes[1]}m²`,
    poolEn: info('pool').en,
    poolJa: info('pool').ja,
    gymEn: info('gym').en,
    gymJa: info('gym').ja,
    shoppingCenterEn: info('shoppingCenter').en,
    shoppingCenterJa: info('shoppingCenter').ja,
    convenientStoreEn: info('convenientStore').en,
    convenientStoreJa: info('convenientStore').ja,
    playgroundEn: info('playground').en,
    playgroundJa: info('playground').ja,
    japaneseSchoolBusEn: SCHOOL_BUS[b.city][0],
    japaneseSchoolBusJa: SCHOOL_BUS[b.city][1],
    othersEn: info('others').en,
    othersJa: info('others').ja,
    kitchenEn: info('kitchen').en,
    kitchenJa: info('kitchen').ja,
    bathtubEn: info('bathtub').en,
    bathtubJa: info('bathtub').ja,
    balconyEn: info('balcony').en,
    balconyJa: info('balcony').ja,
    centralHeatingEn: HEATING[b.city][0],
    centralHeatingJa: HEATING[b.city][1],
    airConditionerEn: info('airConditioner').en,
    airConditionerJa: info('airConditioner').ja,
    flooringEn: info('flooring').en,
    flooringJa: info('flooring').ja,
    otherApartmentEn: info('otherApartment').en,
    otherApartmentJa: info('otherApartment').ja,
    latitude: b.lat,
    longitude: b.lon,
    seoTitleEn: `${b.name[0]} – apartments for rent in ${district.nameEn}, ${city.nameEn}`,
    seoTitleJa: `${b.name[1]}｜${city.nameJa}・${district.nameJa}の賃貸物件`,
    seoMetaDescriptionEn: b.highlight[0].slice(0, 160),
    seoMetaDescriptionJa: b.highlight[1].slice(0, 160),
    seoMetaKeywordsEn: `${b.name[0]}, ${district.nameEn}, ${city.nameEn}, apartment for rent`,
    seoMetaKeywordsJa: `${b.name[1]},${district.nameJa},${city.nameJa},賃貸`,
  };
}

export const PROJECTS: ProjectSeed[] = BUILDINGS.map(toSeed);
