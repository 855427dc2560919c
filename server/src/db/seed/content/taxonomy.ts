import type { SeedBrand, SeedCategory, SeedColor } from './types';

export const colors: SeedColor[] = [
  { key: 'black', hex: '#1c1c1e', name: { ar: 'أسود', en: 'Black' }, words: 'سوداء سود' },
  { key: 'white', hex: '#f7f6f2', name: { ar: 'أبيض', en: 'White' }, words: 'بيضاء بيض' },
  { key: 'beige', hex: '#d9c6a8', name: { ar: 'بيج', en: 'Beige' }, words: 'بيجي' },
  { key: 'navy', hex: '#1f2d4d', name: { ar: 'كحلي', en: 'Navy' }, words: 'كحلية نيفي' },
  { key: 'olive', hex: '#6b6d3f', name: { ar: 'زيتي', en: 'Olive' }, words: 'زيتية زيتوني زيتونية' },
  { key: 'burgundy', hex: '#7b2334', name: { ar: 'عنابي', en: 'Burgundy' }, words: 'عنابية نبيتي خمري maroon wine' },
  { key: 'grey', hex: '#8c8f94', name: { ar: 'رمادي', en: 'Grey' }, words: 'رمادية رصاصي gray' },
  { key: 'charcoal', hex: '#3b3d42', name: { ar: 'فحمي', en: 'Charcoal' }, words: 'فحمية' },
  { key: 'camel', hex: '#b8864f', name: { ar: 'جملي', en: 'Camel' }, words: 'جملية' },
  { key: 'brown', hex: '#5b3b2a', name: { ar: 'بني', en: 'Brown' }, words: 'بنية' },
  { key: 'sky', hex: '#8db9dd', name: { ar: 'سماوي', en: 'Sky Blue' }, words: 'سماوية لبني أزرق زرقاء' },
  { key: 'denim', hex: '#3d5a80', name: { ar: 'أزرق جينز', en: 'Denim Blue' }, words: 'زرقاء' },
  { key: 'rose', hex: '#d9a3a6', name: { ar: 'وردي', en: 'Rose' }, words: 'وردية زهري زهرية pink' },
  { key: 'lilac', hex: '#a58bb5', name: { ar: 'ليلكي', en: 'Lilac' }, words: 'ليلكية بنفسجي بنفسجية purple lavender' },
  { key: 'emerald', hex: '#1f6b57', name: { ar: 'زمردي', en: 'Emerald' }, words: 'زمردية أخضر خضراء green' },
  { key: 'mustard', hex: '#c99a2e', name: { ar: 'خردلي', en: 'Mustard' }, words: 'خردلية أصفر صفراء yellow' },
  { key: 'red', hex: '#b3263a', name: { ar: 'أحمر', en: 'Red' }, words: 'حمراء' },
];

/** Each category has a garment drawing of its own, for its card and for its products but those whose `kind` is another. */
export const categories: SeedCategory[] = [
  { key: 'abayas', name: { ar: 'عبايات', en: 'Abayas' }, garment: 'abaya', color: 'black', words: 'عباية عباءة abaya', sizeGuide: 'abaya', sizeMeasure: 'length' },
  { key: 'thobes', name: { ar: 'ثياب رجالية', en: 'Thobes' }, garment: 'thobe', color: 'white', words: 'ثوب أثواب thobe thawb', sizeGuide: 'thobe', sizeMeasure: 'length' },
  { key: 'dresses', name: { ar: 'فساتين', en: 'Dresses' }, garment: 'dress', color: 'rose', words: 'فستان dress gown', sizeGuide: 'letters' },
  { key: 'shirts', name: { ar: 'قمصان', en: 'Shirts' }, garment: 'shirt', color: 'sky', words: 'قميص shirt', sizeGuide: 'letters' },
  { key: 'tshirts', name: { ar: 'تيشيرتات', en: 'T-Shirts' }, garment: 'tshirt', color: 'olive', words: 'تيشيرت تيشرت tshirt tee tees', sizeGuide: 'letters' },
  { key: 'trousers', name: { ar: 'بناطيل', en: 'Trousers' }, garment: 'trousers', color: 'beige', words: 'بنطال بنطلون سروال سراويل trouser pants', sizeGuide: 'letters', sizeMeasure: 'waist' },
  { key: 'jeans', name: { ar: 'جينز', en: 'Jeans' }, garment: 'jeans', color: 'denim', words: 'jean', sizeMeasure: 'waist' },
  { key: 'shoes', name: { ar: 'أحذية', en: 'Shoes' }, garment: 'shoes', color: 'camel', words: 'حذاء جزمة shoe sneakers', sizeGuide: 'shoes', sizeMeasure: 'shoes' },
  { key: 'bags', name: { ar: 'حقائب', en: 'Bags' }, garment: 'bag', color: 'burgundy', words: 'حقيبة شنطة شنط bag handbag' },
  { key: 'accessories', name: { ar: 'إكسسوارات', en: 'Accessories' }, garment: 'accessory', color: 'brown', words: 'إكسسوار اكسسوارات accessory', sizeMeasure: 'belts' },
  { key: 'kids', name: { ar: 'ملابس أطفال', en: 'Kids' }, garment: 'kids', color: 'mustard', words: 'أطفال طفل أولاد بنات children child', sizeGuide: 'kids', sizeMeasure: 'shoes' },
  { key: 'scarves', name: { ar: 'أشمغة وأوشحة', en: 'Shemaghs & Scarves' }, garment: 'scarf', color: 'red', words: 'شماغ غترة وشاح طرحة shemagh scarf' },
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
