/** Reference data of the search forms and the owner form (ids are part of the API contract). */
import { DEFAULT_RANGES } from '@/lib/api/site';

export const RESIDENCE_TYPES = [
  { id: 1, key: 'serviced-apartment', nameEn: 'Serviced apartment', nameJa: 'サービスアパートメント' },
  { id: 2, key: 'apartment', nameEn: 'Apartment', nameJa: 'アパートメント' },
  { id: 3, key: 'house', nameEn: 'House', nameJa: '戸建て' },
  { id: 4, key: 'villa', nameEn: 'Villa', nameJa: 'ヴィラ' },
] as const;

export const OFFICE_TYPES = [
  { id: 11, key: 'office', nameEn: 'Office', nameJa: 'オフィス' },
  { id: 12, key: 'serviced-office', nameEn: 'Serviced office', nameJa: 'サービスオフィス' },
  { id: 13, key: 'coworking', nameEn: 'Coworking space', nameJa: 'コワーキングスペース' },
] as const;

/** Bedroom choices: the option's range of bedroom counts (null max: and above). */
export const BEDROOM_OPTIONS = [
  { id: 1, minValue: 0, maxValue: 0, nameEn: 'Studio', nameJa: 'スタジオ' },
  { id: 2, minValue: 1, maxValue: 1, nameEn: '1 bedroom', nameJa: '1ベッドルーム' },
  { id: 3, minValue: 2, maxValue: 2, nameEn: '2 bedrooms', nameJa: '2ベッドルーム' },
  { id: 4, minValue: 3, maxValue: 3, nameEn: '3 bedrooms', nameJa: '3ベッドルーム' },
  { id: 5, minValue: 4, maxValue: null, nameEn: '4+ bedrooms', nameJa: '4ベッドルーム以上' },
] as const;

/** Size bands in m² (null max: and above). */
export const SIZE_OPTIONS = [
  { id: 11, minValue: 0, maxValue: 49, nameEn: 'Under 50 m²', nameJa: '50m²未満' },
  { id: 12, minValue: 50, maxValue: 79, nameEn: '50 – 80 m²', nameJa: '50〜80m²' },
  { id: 13, minValue: 80, maxValue: 119, nameEn: '80 – 120 m²', nameJa: '80〜120m²' },
  { id: 14, minValue: 120, maxValue: 159, nameEn: '120 – 160 m²', nameJa: '120〜160m²' },
  { id: 15, minValue: 160, maxValue: 199, nameEn: '160 – 200 m²', nameJa: '160〜200m²' },
  { id: 16, minValue: 200, maxValue: null, nameEn: '200 m² and over', nameJa: '200m²以上' },
] as const;

export const BUILDING_FACILITIES = [
  { id: 101, nameEn: 'Swimming pool', nameJa: 'プール' },
  { id: 102, nameEn: 'Gym', nameJa: 'ジム' },
  { id: 103, nameEn: 'Sauna', nameJa: 'サウナ' },
  { id: 104, nameEn: 'Playground', nameJa: 'キッズエリア' },
  { id: 105, nameEn: 'Tennis court', nameJa: 'テニスコート' },
  { id: 106, nameEn: '24-hour security', nameJa: '24時間セキュリティ' },
  { id: 107, nameEn: 'Car parking', nameJa: '駐車場' },
  { id: 108, nameEn: 'Garden', nameJa: '庭園' },
  { id: 109, nameEn: 'Restaurant', nameJa: 'レストラン' },
  { id: 110, nameEn: 'Convenience store', nameJa: 'コンビニ' },
  { id: 111, nameEn: 'Japanese school bus', nameJa: '日本人学校スクールバス' },
  { id: 112, nameEn: 'Elevator', nameJa: 'エレベーター' },
  { id: 113, nameEn: 'Rooftop terrace', nameJa: 'ルーフトップテラス' },
  { id: 114, nameEn: 'BBQ area', nameJa: 'BBQエリア' },
  { id: 115, nameEn: 'Reception (English/Japanese)', nameJa: '英語・日本語対応フロント' },
] as const;

export const INTERIOR_FACILITIES = [
  { id: 201, nameEn: 'Air conditioner', nameJa: 'エアコン' },
  { id: 202, nameEn: 'Washing machine', nameJa: '洗濯機' },
  { id: 203, nameEn: 'Dryer', nameJa: '乾燥機' },
  { id: 204, nameEn: 'Bathtub', nameJa: 'バスタブ' },
  { id: 205, nameEn: 'Fully equipped kitchen', nameJa: 'システムキッチン' },
  { id: 206, nameEn: 'Oven', nameJa: 'オーブン' },
  { id: 207, nameEn: 'Dishwasher', nameJa: '食洗機' },
  { id: 208, nameEn: 'Refrigerator', nameJa: '冷蔵庫' },
  { id: 209, nameEn: 'Microwave', nameJa: '電子レンジ' },
  { id: 210, nameEn: 'Television', nameJa: 'テレビ' },
  { id: 211, nameEn: 'Internet (Wi-Fi)', nameJa: 'インターネット（Wi-Fi）' },
  { id: 212, nameEn: 'Balcony', nameJa: 'バルコニー' },
  { id: 213, nameEn: 'Water heater', nameJa: '給湯器' },
  { id: 214, nameEn: 'Water purifier', nameJa: '浄水器' },
  { id: 215, nameEn: 'Central heating', nameJa: 'セントラルヒーティング' },
  { id: 216, nameEn: 'Heated toilet seat with bidet', nameJa: '温水洗浄便座' },
  { id: 217, nameEn: 'Safe', nameJa: 'セーフティボックス' },
] as const;

export const OFFICE_EQUIPMENT = [
  { id: 301, nameEn: 'Reception desk', nameJa: '受付' },
  { id: 302, nameEn: 'Meeting rooms', nameJa: '会議室' },
  { id: 303, nameEn: 'Pantry', nameJa: 'パントリー' },
  { id: 304, nameEn: '24/7 access', nameJa: '24時間入退館可' },
  { id: 305, nameEn: 'Backup generator', nameJa: '非常用発電機' },
  { id: 306, nameEn: 'Raised floor', nameJa: 'OAフロア' },
  { id: 307, nameEn: 'Fibre internet', nameJa: '光回線' },
  { id: 308, nameEn: 'Car and motorbike parking', nameJa: '車・バイク駐車場' },
  { id: 309, nameEn: 'Security and CCTV', nameJa: '警備員・監視カメラ' },
  { id: 310, nameEn: 'Japanese-speaking building management', nameJa: '日本語対応の管理会社' },
  { id: 311, nameEn: 'Furnished workstations', nameJa: '家具付きワークスペース' },
] as const;

export const OWNER_FILTERS = [
  ...['1', '2', '3', '4', '5+'].map((key) => ({
    kind: 'bedroom' as const,
    key,
    nameEn: key === '1' ? '1 bedroom' : `${key} bedrooms`,
    nameJa: `${key.replace('+', '')}ベッドルーム${key.endsWith('+') ? '以上' : ''}`,
  })),
  ...['1', '2', '3', '4+'].map((key) => ({
    kind: 'bathroom' as const,
    key,
    nameEn: key === '1' ? '1 bathroom' : `${key} bathrooms`,
    nameJa: `${key.replace('+', '')}バスルーム${key.endsWith('+') ? '以上' : ''}`,
  })),
  { kind: 'propertyType' as const, key: 'apartment', nameEn: 'Apartment', nameJa: 'アパートメント' },
  { kind: 'propertyType' as const, key: 'serviced-apartment', nameEn: 'Serviced apartment', nameJa: 'サービスアパートメント' },
  { kind: 'propertyType' as const, key: 'house', nameEn: 'House', nameJa: '戸建て' },
  { kind: 'propertyType' as const, key: 'villa', nameEn: 'Villa', nameJa: 'ヴィラ' },
  { kind: 'propertyType' as const, key: 'office', nameEn: 'Office', nameJa: 'オフィス' },
  { kind: 'propertyType' as const, key: 'shophouse', nameEn: 'Shophouse', nameJa: 'ショップハウス' },
];

/** The stored range settings (served at /api/filters/range-setting): the default slider bounds. */
export const RANGE_SETTINGS = { id: 1, ...DEFAULT_RANGES };

export const MAGAZINE_TITLES: Record<string, { titleEn: string; titleJa: string }> = {
  'danang-map': { titleEn: 'Da Nang area map', titleJa: 'ダナン エリアマップ' },
  'haiphong-map': { titleEn: 'Hai Phong area map', titleJa: 'ハイフォン エリアマップ' },
  'yearly-2022': { titleEn: 'Living in Vietnam 2022', titleJa: 'ベトナム生活ガイド 2022' },
  'yearly-2023': { titleEn: 'Living in Vietnam 2023', titleJa: 'ベトナム生活ガイド 2023' },
  'yearly-2024': { titleEn: 'Living in Vietnam 2024', titleJa: 'ベトナム生活ガイド 2024' },
  'yearly-2025': { titleEn: 'Living in Vietnam 2025', titleJa: 'ベトナム生活ガイド 2025' },
};

export const BANNERS = [
  { name: 'RESIDENCE' as const, city: 'hanoi' as const, image: 'banner-residence-hanoi.jpg', titleEn: 'Find your home in Hanoi', titleJa: 'ハノイで理想の住まいを' },
  { name: 'OFFICE' as const, city: 'hanoi' as const, image: 'banner-office-hanoi.jpg', titleEn: 'Offices for your business in Hanoi', titleJa: 'ハノイのオフィス探しはお任せください' },
  { name: 'RESIDENCE' as const, city: 'hcm' as const, image: 'banner-residence-hcm.jpg', titleEn: 'Live well in Ho Chi Minh City', titleJa: 'ホーチミンで快適な暮らしを' },
  { name: 'OFFICE' as const, city: 'hcm' as const, image: 'banner-office-hcm.jpg', titleEn: 'Grade-A offices in Ho Chi Minh City', titleJa: 'ホーチミンのグレードAオフィス' },
  { name: 'RESIDENCE' as const, city: 'danang' as const, image: 'banner-residence-danang.jpg', titleEn: 'Seaside living in Da Nang', titleJa: '海辺の街ダナンでの暮らし' },
  { name: 'OFFICE' as const, city: 'danang' as const, image: 'banner-office-danang.jpg', titleEn: 'Grow your team in Da Nang', titleJa: 'ダナンで拠点を構える' },
  { name: 'RESIDENCE' as const, city: 'haiphong' as const, image: 'banner-residence-haiphong.jpg', titleEn: 'Homes near Hai Phong’s industrial parks', titleJa: 'ハイフォンの工業団地に近い住まい' },
  { name: 'OFFICE' as const, city: 'haiphong' as const, image: 'banner-office-haiphong.jpg', titleEn: 'Offices in the port city of Hai Phong', titleJa: '港町ハイフォンのオフィス' },
  { name: 'RESIDENCE' as const, city: 'hanoi' as const, image: 'banner-office-hanoi.jpg', titleEn: 'Serviced apartments in central Hanoi', titleJa: 'ハノイ中心部のサービスアパートメント' },
];
