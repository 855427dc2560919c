import type { SeedBrand, SeedCategory, SeedColor } from './types';

export const colors: SeedColor[] = [
  { key: 'black', hex: '#1c1c1e', name: { ar: 'أسود', en: 'Black' } },
  { key: 'white', hex: '#f7f6f2', name: { ar: 'أبيض', en: 'White' } },
  { key: 'beige', hex: '#d9c6a8', name: { ar: 'بيج', en: 'Beige' } },
  { key: 'navy', hex: '#1f2d4d', name: { ar: 'كحلي', en: 'Navy' } },
  { key: 'olive', hex: '#6b6d3f', name: { ar: 'زيتي', en: 'Olive' } },
  { key: 'burgundy', hex: '#7b2334', name: { ar: 'عنابي', en: 'Burgundy' } },
  { key: 'grey', hex: '#8c8f94', name: { ar: 'رمادي', en: 'Grey' } },
  { key: 'charcoal', hex: '#3b3d42', name: { ar: 'فحمي', en: 'Charcoal' } },
  { key: 'camel', hex: '#b8864f', name: { ar: 'جملي', en: 'Camel' } },
  { key: 'brown', hex: '#5b3b2a', name: { ar: 'بني', en: 'Brown' } },
  { key: 'sky', hex: '#8db9dd', name: { ar: 'سماوي', en: 'Sky Blue' } },
  { key: 'denim', hex: '#3d5a80', name: { ar: 'أزرق جينز', en: 'Denim Blue' } },
  { key: 'rose', hex: '#d9a3a6', name: { ar: 'وردي', en: 'Rose' } },
  { key: 'lilac', hex: '#a58bb5', name: { ar: 'ليلكي', en: 'Lilac' } },
  { key: 'emerald', hex: '#1f6b57', name: { ar: 'زمردي', en: 'Emerald' } },
  { key: 'mustard', hex: '#c99a2e', name: { ar: 'خردلي', en: 'Mustard' } },
  { key: 'red', hex: '#b3263a', name: { ar: 'أحمر', en: 'Red' } },
];

/** Each category has its own garment drawing, so every kind of picture is used. */
export const categories: SeedCategory[] = [
  { key: 'abayas', name: { ar: 'عبايات', en: 'Abayas' }, garment: 'abaya', color: 'black' },
  { key: 'thobes', name: { ar: 'ثياب رجالية', en: 'Thobes' }, garment: 'thobe', color: 'white' },
  { key: 'dresses', name: { ar: 'فساتين', en: 'Dresses' }, garment: 'dress', color: 'rose' },
  { key: 'shirts', name: { ar: 'قمصان', en: 'Shirts' }, garment: 'shirt', color: 'sky' },
  { key: 'tshirts', name: { ar: 'تيشيرتات', en: 'T-Shirts' }, garment: 'tshirt', color: 'olive' },
  { key: 'trousers', name: { ar: 'بناطيل', en: 'Trousers' }, garment: 'trousers', color: 'beige' },
  { key: 'jeans', name: { ar: 'جينز', en: 'Jeans' }, garment: 'jeans', color: 'denim' },
  { key: 'shoes', name: { ar: 'أحذية', en: 'Shoes' }, garment: 'shoes', color: 'camel' },
  { key: 'bags', name: { ar: 'حقائب', en: 'Bags' }, garment: 'bag', color: 'burgundy' },
  { key: 'accessories', name: { ar: 'إكسسوارات', en: 'Accessories' }, garment: 'accessory', color: 'brown' },
  { key: 'kids', name: { ar: 'ملابس أطفال', en: 'Kids' }, garment: 'kids', color: 'mustard' },
  { key: 'scarves', name: { ar: 'أشمغة وأوشحة', en: 'Shemaghs & Scarves' }, garment: 'scarf', color: 'red' },
];

export const brands: SeedBrand[] = [
  { key: 'dar-al-anaqa', name: { ar: 'دار الأناقة', en: 'Dar Al Anaqa' }, color: 'black' },
  { key: 'sadu', name: { ar: 'أتيليه سدو', en: 'Sadu Atelier' }, color: 'burgundy' },
  { key: 'lamsat-harir', name: { ar: 'لمسة حرير', en: 'Lamsat Harir' }, color: 'rose' },
  { key: 'naseej', name: { ar: 'نسيج', en: 'Naseej' }, color: 'navy' },
  { key: 'al-waqar', name: { ar: 'الوقار', en: 'Al Waqar' }, color: 'charcoal' },
  { key: 'rimal', name: { ar: 'رمال', en: 'Rimal' }, color: 'beige' },
  { key: 'nakhla', name: { ar: 'نخلة', en: 'Nakhla' }, color: 'olive' },
  { key: 'darb', name: { ar: 'درب دنيم', en: 'Darb Denim' }, color: 'denim' },
  { key: 'khatwa', name: { ar: 'خطوة', en: 'Khatwa' }, color: 'camel' },
  { key: 'najd-leather', name: { ar: 'نجد للجلود', en: 'Najd Leather' }, color: 'brown' },
  { key: 'lulua', name: { ar: 'لؤلؤة', en: 'Lulua' }, color: 'mustard' },
  { key: 'sana', name: { ar: 'سنا', en: 'Sana' }, color: 'emerald' },
  { key: 'baraem', name: { ar: 'براعم', en: 'Baraem' }, color: 'sky' },
  { key: 'khuzama', name: { ar: 'خزامى', en: 'Khuzama' }, color: 'lilac' },
];
