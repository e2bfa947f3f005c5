import type { PlaceKind } from '@/lib/api/place-kinds';

/**
 * The places renters measure listings against (issue 47), per city: well-known schools, clinics
 * with Japanese-speaking staff, Japanese supermarkets and malls, office districts and industrial
 * parks. Staff keep them at /admin/places.
 *
 * The coordinates of the real places were transcribed from public maps (OpenStreetMap) from memory,
 * on a machine without access to them: they are right to a few hundred metres, not to the gate.
 * Each place's `source` opens OpenStreetMap at its point, so staff can check and correct it in the
 * back office. Places marked `isDemo` are invented for the demo content.
 */
export type SeedPlace = {
  city: 'hanoi' | 'hcm' | 'danang' | 'haiphong';
  kind: PlaceKind;
  nameEn: string;
  nameJa: string;
  addressEn?: string;
  addressJa?: string;
  latitude: number;
  longitude: number;
  isDemo?: boolean;
};

export const osmSource = (latitude: number, longitude: number) =>
  `https://www.openstreetmap.org/?mlat=${latitude}&mlon=${longitude}#map=17/${latitude}/${longitude}`;

export const PLACES: SeedPlace[] = [
  // Hanoi
  { city: 'hanoi', kind: 'japanese-school', nameEn: 'The Japanese School of Hanoi', nameJa: 'ハノイ日本人学校', addressEn: 'Le Quang Dao, Me Tri, Nam Tu Liem', addressJa: 'ナムトゥリエム区メチ、レークアンダオ通り', latitude: 21.0103, longitude: 105.7787 },
  { city: 'hanoi', kind: 'international-school', nameEn: 'United Nations International School of Hanoi (UNIS)', nameJa: 'ハノイ国連国際学校（UNIS）', addressEn: 'Ciputra, Tay Ho', addressJa: 'タイホー区シプトラ', latitude: 21.0703, longitude: 105.8058 },
  { city: 'hanoi', kind: 'clinic', nameEn: 'Family Medical Practice Hanoi', nameJa: 'ファミリー・メディカル・プラクティス ハノイ', addressEn: '298I Kim Ma, Ba Dinh', addressJa: 'バーディン区キムマー通り298I', latitude: 21.0318, longitude: 105.8162 },
  { city: 'hanoi', kind: 'clinic', nameEn: 'Raffles Medical Hanoi', nameJa: 'ラッフルズ・メディカル ハノイ', addressEn: '51 Xuan Dieu, Tay Ho', addressJa: 'タイホー区スアンジエウ通り51', latitude: 21.0621, longitude: 105.8302 },
  { city: 'hanoi', kind: 'clinic', nameEn: 'Vinmec Times City International Hospital', nameJa: 'ビンメック・タイムズシティ国際病院', addressEn: '458 Minh Khai, Hai Ba Trung', addressJa: 'ハイバーチュン区ミンカイ通り458', latitude: 20.9951, longitude: 105.8676 },
  { city: 'hanoi', kind: 'supermarket', nameEn: 'AEON Mall Long Bien', nameJa: 'イオンモール ロンビエン', addressEn: '27 Co Linh, Long Bien', addressJa: 'ロンビエン区コーリン通り27', latitude: 21.0271, longitude: 105.8994 },
  { city: 'hanoi', kind: 'supermarket', nameEn: 'AEON Mall Ha Dong', nameJa: 'イオンモール ハドン', addressEn: 'Duong Noi, Ha Dong', addressJa: 'ハドン区ズオンノイ', latitude: 20.9898, longitude: 105.7512 },
  { city: 'hanoi', kind: 'supermarket', nameEn: 'Lotte Mart, Lotte Center Hanoi', nameJa: 'ロッテマート（ロッテセンター・ハノイ）', addressEn: '54 Lieu Giai, Ba Dinh', addressJa: 'バーディン区リエウザイ通り54', latitude: 21.0323, longitude: 105.8126 },
  { city: 'hanoi', kind: 'office-district', nameEn: 'Pham Hung business district (Keangnam)', nameJa: 'ファムフン通りオフィス街（京南）', addressEn: 'Pham Hung, Nam Tu Liem', addressJa: 'ナムトゥリエム区ファムフン通り', latitude: 21.0168, longitude: 105.7838 },
  { city: 'hanoi', kind: 'office-district', nameEn: 'Hoan Kiem business centre', nameJa: 'ホアンキエム中心部オフィス街', addressEn: 'Ly Thai To and Trang Tien, Hoan Kiem', addressJa: 'ホアンキエム区リータイトー通り・チャンティエン通り', latitude: 21.0247, longitude: 105.8547 },
  { city: 'hanoi', kind: 'industrial-park', nameEn: 'Thang Long Industrial Park', nameJa: 'タンロン工業団地', addressEn: 'Kim Chung, Dong Anh', addressJa: 'ドンアイン県キムチュン', latitude: 21.1305, longitude: 105.7795 },

  // Ho Chi Minh City
  { city: 'hcm', kind: 'japanese-school', nameEn: 'The Japanese School of Ho Chi Minh City', nameJa: 'ホーチミン日本人学校', addressEn: 'District 7', addressJa: '7区', latitude: 10.7465, longitude: 106.7018 },
  { city: 'hcm', kind: 'international-school', nameEn: 'International School Ho Chi Minh City (ISHCMC)', nameJa: 'ホーチミン国際学校（ISHCMC）', addressEn: 'Thao Dien, Thu Duc', addressJa: 'トゥードゥック市タオディエン', latitude: 10.8043, longitude: 106.7327 },
  { city: 'hcm', kind: 'clinic', nameEn: 'Family Medical Practice Ho Chi Minh City', nameJa: 'ファミリー・メディカル・プラクティス ホーチミン', addressEn: 'Diamond Plaza, 34 Le Duan, District 1', addressJa: '1区レズアン通り34 ダイヤモンドプラザ', latitude: 10.7809, longitude: 106.6992 },
  { city: 'hcm', kind: 'clinic', nameEn: 'FV Hospital', nameJa: 'FV病院', addressEn: '6 Nguyen Luong Bang, District 7', addressJa: '7区グエンルオンバン通り6', latitude: 10.7331, longitude: 106.7187 },
  { city: 'hcm', kind: 'supermarket', nameEn: 'Takashimaya, Saigon Centre', nameJa: '髙島屋（サイゴンセンター）', addressEn: '65 Le Loi, District 1', addressJa: '1区レロイ通り65', latitude: 10.7731, longitude: 106.7009 },
  { city: 'hcm', kind: 'supermarket', nameEn: 'AEON Mall Tan Phu Celadon', nameJa: 'イオンモール タンフー・セラドン', addressEn: '30 Bo Bao Tan Thang, Tan Phu', addressJa: 'タンフー区ボーバオタンタン通り30', latitude: 10.8015, longitude: 106.6176 },
  { city: 'hcm', kind: 'supermarket', nameEn: 'AEON Mall Binh Tan', nameJa: 'イオンモール ビンタン', addressEn: '1 Street 17A, Binh Tan', addressJa: 'ビンタン区17A通り1', latitude: 10.7429, longitude: 106.6121 },
  { city: 'hcm', kind: 'office-district', nameEn: 'District 1 business centre (Le Duan, Nguyen Hue)', nameJa: '1区中心部オフィス街（レズアン・グエンフエ）', addressEn: 'Ben Nghe, District 1', addressJa: '1区ベンゲー', latitude: 10.7757, longitude: 106.7031 },
  { city: 'hcm', kind: 'office-district', nameEn: 'Phu My Hung business district', nameJa: 'フーミーフン・オフィス街', addressEn: 'Tan Phu, District 7', addressJa: '7区タンフー', latitude: 10.7291, longitude: 106.7192 },
  { city: 'hcm', kind: 'industrial-park', nameEn: 'Tan Thuan Export Processing Zone', nameJa: 'タントゥアン輸出加工区', addressEn: 'Tan Thuan Dong, District 7', addressJa: '7区タントゥアンドン', latitude: 10.7569, longitude: 106.7352 },
  { city: 'hcm', kind: 'industrial-park', nameEn: 'Saigon Hi-Tech Park', nameJa: 'サイゴン・ハイテクパーク', addressEn: 'Tang Nhon Phu, Thu Duc', addressJa: 'トゥードゥック市タンニョンフー', latitude: 10.8462, longitude: 106.7981 },

  // Da Nang
  { city: 'danang', kind: 'japanese-school', nameEn: 'Sakura Japanese Kindergarten (demo)', nameJa: 'さくら日本人幼稚園（デモ）', addressEn: 'An Thuong, Ngu Hanh Son', addressJa: 'グーハンソン区アントゥオン', latitude: 16.0497, longitude: 108.2442, isDemo: true },
  { city: 'danang', kind: 'clinic', nameEn: 'Vinmec Da Nang International Hospital', nameJa: 'ビンメック・ダナン国際病院', addressEn: '30 Thang 4, Hai Chau', addressJa: 'ハイチャウ区30タン4通り', latitude: 16.0363, longitude: 108.2168 },
  { city: 'danang', kind: 'clinic', nameEn: 'Family Medical Practice Da Nang', nameJa: 'ファミリー・メディカル・プラクティス ダナン', addressEn: '96 Nguyen Van Linh, Hai Chau', addressJa: 'ハイチャウ区グエンヴァンリン通り96', latitude: 16.0605, longitude: 108.2112 },
  { city: 'danang', kind: 'supermarket', nameEn: 'Lotte Mart Da Nang', nameJa: 'ロッテマート ダナン', addressEn: '6 Nai Nam, Hai Chau', addressJa: 'ハイチャウ区ナイナム通り6', latitude: 16.0347, longitude: 108.2294 },
  { city: 'danang', kind: 'office-district', nameEn: 'Hai Chau business centre (Bach Dang)', nameJa: 'ハイチャウ中心部オフィス街（バクダン通り）', addressEn: 'Bach Dang, Hai Chau', addressJa: 'ハイチャウ区バクダン通り', latitude: 16.0681, longitude: 108.2241 },
  { city: 'danang', kind: 'industrial-park', nameEn: 'Hoa Khanh Industrial Park', nameJa: 'ホアカイン工業団地', addressEn: 'Hoa Khanh Bac, Lien Chieu', addressJa: 'リエンチウ区ホアカインバック', latitude: 16.0792, longitude: 108.1436 },

  // Hai Phong
  { city: 'haiphong', kind: 'japanese-school', nameEn: 'Hai Phong Japanese Saturday School (demo)', nameJa: 'ハイフォン日本語補習授業校（デモ）', addressEn: 'Le Chan', addressJa: 'レチャン区', latitude: 20.8438, longitude: 106.6850, isDemo: true },
  { city: 'haiphong', kind: 'clinic', nameEn: 'Vinmec Hai Phong International Hospital', nameJa: 'ビンメック・ハイフォン国際病院', addressEn: 'Vo Nguyen Giap, Le Chan', addressJa: 'レチャン区ヴォーグエンザップ通り', latitude: 20.8318, longitude: 106.6745 },
  { city: 'haiphong', kind: 'supermarket', nameEn: 'AEON Mall Hai Phong Le Chan', nameJa: 'イオンモール ハイフォン・レチャン', addressEn: '10 Vo Nguyen Giap, Le Chan', addressJa: 'レチャン区ヴォーグエンザップ通り10', latitude: 20.8457, longitude: 106.6762 },
  { city: 'haiphong', kind: 'office-district', nameEn: 'Lach Tray business district', nameJa: 'ラックチャイ通りオフィス街', addressEn: 'Lach Tray, Ngo Quyen', addressJa: 'ゴークエン区ラックチャイ通り', latitude: 20.8528, longitude: 106.6952 },
  { city: 'haiphong', kind: 'industrial-park', nameEn: 'Nomura Hai Phong Industrial Zone', nameJa: '野村ハイフォン工業団地', addressEn: 'An Duong', addressJa: 'アンズオン県', latitude: 20.8638, longitude: 106.5962 },
  { city: 'haiphong', kind: 'industrial-park', nameEn: 'Dinh Vu Industrial Zone', nameJa: 'ディンヴー工業団地', addressEn: 'Dong Hai, Hai An', addressJa: 'ハイアン区ドンハイ', latitude: 20.8451, longitude: 106.7601 },
];
