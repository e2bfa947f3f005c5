/**
 * Cities and districts of the demo. Coordinates are the approximate centres of the real
 * urban districts (WGS 84); `weight` is the district's rough size on the simplified map.
 * District names follow the pre-2025 administrative map that expats and agencies still use.
 */
import type { CitySeed, DistrictSeed } from '../types';

export const CITIES: CitySeed[] = [
  {
    id: 1,
    code: 'hanoi',
    nameEn: 'Hanoi',
    nameJa: 'ハノイ',
    latitude: 21.0285,
    longitude: 105.8542,
    blogCode: 2,
    position: 1,
    defaultDistrictSlug: 'tay-ho',
  },
  {
    id: 2,
    code: 'hcm',
    nameEn: 'Ho Chi Minh City',
    nameJa: 'ホーチミン',
    latitude: 10.7769,
    longitude: 106.7009,
    blogCode: 3,
    position: 2,
    defaultDistrictSlug: 'quan-1',
  },
  {
    id: 3,
    code: 'danang',
    nameEn: 'Da Nang',
    nameJa: 'ダナン',
    latitude: 16.0544,
    longitude: 108.2022,
    blogCode: 1,
    position: 3,
    defaultDistrictSlug: 'son-tra',
  },
  {
    id: 4,
    code: 'haiphong',
    nameEn: 'Hai Phong',
    nameJa: 'ハイフォン',
    latitude: 20.8449,
    longitude: 106.6881,
    blogCode: 0,
    position: 4,
    defaultDistrictSlug: 'ngo-quyen',
  },
];

export const DISTRICTS: DistrictSeed[] = [
  // Hanoi
  { city: 'hanoi', slug: 'tay-ho', nameEn: 'Tây Hồ', nameJa: 'タイホー区', searchNames: 'West Lake', latitude: 21.068, longitude: 105.821, weight: 1.2 },
  { city: 'hanoi', slug: 'ba-dinh', nameEn: 'Ba Đình', nameJa: 'バーディン区', latitude: 21.0355, longitude: 105.8205, weight: 0.8 },
  { city: 'hanoi', slug: 'hoan-kiem', nameEn: 'Hoàn Kiếm', nameJa: 'ホアンキエム区', latitude: 21.0288, longitude: 105.8522, weight: 0.6 },
  { city: 'hanoi', slug: 'cau-giay', nameEn: 'Cầu Giấy', nameJa: 'カウザイ区', latitude: 21.0315, longitude: 105.7925, weight: 0.9 },
  { city: 'hanoi', slug: 'dong-da', nameEn: 'Đống Đa', nameJa: 'ドンダー区', latitude: 21.0155, longitude: 105.8255, weight: 0.8 },
  { city: 'hanoi', slug: 'hai-ba-trung', nameEn: 'Hai Bà Trưng', nameJa: 'ハイバーチュン区', latitude: 21.0065, longitude: 105.8575, weight: 0.8 },
  { city: 'hanoi', slug: 'thanh-xuan', nameEn: 'Thanh Xuân', nameJa: 'タインスアン区', latitude: 20.9945, longitude: 105.8105, weight: 0.8 },
  { city: 'hanoi', slug: 'nam-tu-liem', nameEn: 'Nam Từ Liêm', nameJa: 'ナムトゥーリエム区', latitude: 21.0155, longitude: 105.7605, weight: 1.3 },
  { city: 'hanoi', slug: 'bac-tu-liem', nameEn: 'Bắc Từ Liêm', nameJa: 'バクトゥーリエム区', latitude: 21.0685, longitude: 105.7615, weight: 1.4 },
  { city: 'hanoi', slug: 'long-bien', nameEn: 'Long Biên', nameJa: 'ロンビエン区', latitude: 21.0435, longitude: 105.8905, weight: 1.6 },
  { city: 'hanoi', slug: 'hoang-mai', nameEn: 'Hoàng Mai', nameJa: 'ホアンマイ区', latitude: 20.9755, longitude: 105.8605, weight: 1.3 },
  { city: 'hanoi', slug: 'ha-dong', nameEn: 'Hà Đông', nameJa: 'ハドン区', latitude: 20.9605, longitude: 105.7655, weight: 1.5 },

  // Ho Chi Minh City
  { city: 'hcm', slug: 'quan-1', nameEn: 'District 1', nameJa: '1区', searchNames: 'Quận 1', latitude: 10.7765, longitude: 106.7005, weight: 0.9 },
  { city: 'hcm', slug: 'quan-3', nameEn: 'District 3', nameJa: '3区', searchNames: 'Quận 3', latitude: 10.7835, longitude: 106.6855, weight: 0.7 },
  { city: 'hcm', slug: 'quan-4', nameEn: 'District 4', nameJa: '4区', searchNames: 'Quận 4', latitude: 10.7585, longitude: 106.7045, weight: 0.6 },
  { city: 'hcm', slug: 'quan-5', nameEn: 'District 5', nameJa: '5区', searchNames: 'Quận 5', latitude: 10.7555, longitude: 106.6665, weight: 0.7 },
  { city: 'hcm', slug: 'quan-7', nameEn: 'District 7', nameJa: '7区', searchNames: 'Quận 7', latitude: 10.7345, longitude: 106.7215, weight: 1.5 },
  { city: 'hcm', slug: 'quan-10', nameEn: 'District 10', nameJa: '10区', searchNames: 'Quận 10', latitude: 10.7735, longitude: 106.6675, weight: 0.7 },
  { city: 'hcm', slug: 'binh-thanh', nameEn: 'Bình Thạnh', nameJa: 'ビンタン区', latitude: 10.8105, longitude: 106.7095, weight: 1.3 },
  { city: 'hcm', slug: 'phu-nhuan', nameEn: 'Phú Nhuận', nameJa: 'フーニュアン区', latitude: 10.7995, longitude: 106.6805, weight: 0.7 },
  { city: 'hcm', slug: 'tan-binh', nameEn: 'Tân Bình', nameJa: 'タンビン区', latitude: 10.8015, longitude: 106.6525, weight: 1.3 },
  { city: 'hcm', slug: 'go-vap', nameEn: 'Gò Vấp', nameJa: 'ゴーヴァップ区', latitude: 10.8385, longitude: 106.6655, weight: 1.3 },
  { city: 'hcm', slug: 'thao-dien', nameEn: 'Thảo Điền (District 2, Thủ Đức)', nameJa: 'タオディエン（2区・トゥードゥック）', searchNames: 'Quận 2', latitude: 10.8055, longitude: 106.7335, weight: 1.1 },
  { city: 'hcm', slug: 'an-phu', nameEn: 'An Phú (District 2, Thủ Đức)', nameJa: 'アンフー（2区・トゥードゥック）', searchNames: 'Quận 2', latitude: 10.7935, longitude: 106.7515, weight: 1.2 },

  // Da Nang
  { city: 'danang', slug: 'hai-chau', nameEn: 'Hải Châu', nameJa: 'ハイチャウ区', latitude: 16.0475, longitude: 108.2195, weight: 1 },
  { city: 'danang', slug: 'son-tra', nameEn: 'Sơn Trà', nameJa: 'ソンチャー区', latitude: 16.0725, longitude: 108.2425, weight: 1.3 },
  { city: 'danang', slug: 'ngu-hanh-son', nameEn: 'Ngũ Hành Sơn', nameJa: 'グーハインソン区', latitude: 16.0005, longitude: 108.2525, weight: 1.2 },
  { city: 'danang', slug: 'thanh-khe', nameEn: 'Thanh Khê', nameJa: 'タインケー区', latitude: 16.0645, longitude: 108.1875, weight: 0.7 },
  { city: 'danang', slug: 'lien-chieu', nameEn: 'Liên Chiểu', nameJa: 'リエンチウ区', latitude: 16.0755, longitude: 108.1505, weight: 1.4 },
  { city: 'danang', slug: 'cam-le', nameEn: 'Cẩm Lệ', nameJa: 'カムレー区', latitude: 16.0145, longitude: 108.1995, weight: 1 },

  // Hai Phong
  { city: 'haiphong', slug: 'ngo-quyen', nameEn: 'Ngô Quyền', nameJa: 'ゴークエン区', latitude: 20.8575, longitude: 106.6985, weight: 0.9 },
  { city: 'haiphong', slug: 'le-chan', nameEn: 'Lê Chân', nameJa: 'レーチャン区', latitude: 20.8445, longitude: 106.6815, weight: 0.8 },
  { city: 'haiphong', slug: 'hong-bang', nameEn: 'Hồng Bàng', nameJa: 'ホンバン区', latitude: 20.8625, longitude: 106.6655, weight: 0.8 },
  { city: 'haiphong', slug: 'hai-an', nameEn: 'Hải An', nameJa: 'ハイアン区', latitude: 20.8345, longitude: 106.7395, weight: 1.3 },
  { city: 'haiphong', slug: 'kien-an', nameEn: 'Kiến An', nameJa: 'キエンアン区', latitude: 20.8105, longitude: 106.6305, weight: 1 },
  { city: 'haiphong', slug: 'duong-kinh', nameEn: 'Dương Kinh', nameJa: 'ズオンキン区', latitude: 20.7855, longitude: 106.6905, weight: 1.1 },
  { city: 'haiphong', slug: 'do-son', nameEn: 'Đồ Sơn', nameJa: 'ドーソン区', latitude: 20.7205, longitude: 106.7805, weight: 1.1 },
];
