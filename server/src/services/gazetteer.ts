/**
 * The bundled gazetteer of Saudi places: the 13 regions, the main cities the carriers deliver
 * to, and districts of the five largest cities, with real coordinates. The reference API's
 * geocoder (`services/geocoder.ts`) answers `/search` and `/reverse` from it, so checkout works with
 * no outside service, and the seed prices shipping to its cities (`db/seed/content/shipping.ts`).
 *
 * Names are as OpenStreetMap spells them, in Arabic and English. Some places have a postcode and
 * some do not, so both of checkout's zip-code paths can be tried.
 */

export interface PlaceName {
  ar: string;
  en: string;
}

export interface Region {
  /** ISO 3166-2 code, as Nominatim's `ISO3166-2-lvl4`. */
  code: string;
  /** The state as a geocoder names it: "Riyadh Region", "Eastern Province". */
  name: PlaceName;
  /** Other spellings shoppers type. */
  aliases?: string[];
  lat: number;
  lon: number;
}

export interface City {
  /** naqel's CityCode (the contract's): three letters for a main city, a suffix for a town under it. */
  naqel: string;
  region: string;
  name: PlaceName;
  aliases?: string[];
  lat: number;
  lon: number;
  postcode?: string;
}

export interface District {
  /** The naqel code of its city. */
  city: string;
  name: PlaceName;
  aliases?: string[];
  lat: number;
  lon: number;
  postcode?: string;
}

export const COUNTRY: PlaceName = { ar: 'السعودية', en: 'Saudi Arabia' };

/**
 * The kingdom's border, coarsely ([lat, lon], clockwise from the Gulf of Aqaba): enough to tell a
 * Saudi point from one in a neighbouring country or at sea. Its coast runs west of Bahrain and of
 * the Qatar peninsula.
 */
export const KINGDOM_OUTLINE: readonly (readonly [number, number])[] = [
  [29.36, 34.96],
  [29.19, 36.07],
  [29.87, 36.5],
  [30.5, 37.67],
  [31.5, 37.0],
  [32.15, 39.2],
  [31.37, 41.44],
  [30.07, 44.72],
  [29.1, 46.55],
  [28.55, 48.6],
  [27.5, 49.45],
  [27.0, 49.75],
  [26.65, 50.25],
  [26.2, 50.3],
  [25.0, 50.55],
  [24.75, 50.82],
  [24.5, 51.3],
  [24.25, 51.6],
  [22.93, 52.58],
  [22.62, 55.15],
  [20.0, 55.0],
  [19.0, 52.0],
  [18.0, 49.0],
  [17.25, 47.6],
  [16.95, 46.8],
  [17.3, 44.8],
  [17.25, 43.8],
  [16.95, 43.2],
  [16.38, 42.78],
  [16.9, 42.45],
  [18.2, 41.5],
  [20.0, 40.2],
  [21.4, 39.0],
  [23.0, 38.6],
  [24.0, 37.8],
  [25.5, 36.9],
  [27.0, 35.6],
  [28.1, 34.6],
];
export const COUNTRY_ALIASES = ['KSA', 'Saudi', 'المملكة العربية السعودية', 'المملكة'];

export const REGIONS: Region[] = [
  { code: 'SA-01', name: { ar: 'منطقة الرياض', en: 'Riyadh Region' }, lat: 23.5, lon: 45.5 },
  { code: 'SA-02', name: { ar: 'منطقة مكة المكرمة', en: 'Makkah Region' }, aliases: ['Mecca Region', 'Mecca Province'], lat: 21.5, lon: 40.5 },
  { code: 'SA-03', name: { ar: 'منطقة المدينة المنورة', en: 'Al Madinah Region' }, aliases: ['Medina Region', 'Medina Province'], lat: 24.8, lon: 39.2 },
  { code: 'SA-04', name: { ar: 'المنطقة الشرقية', en: 'Eastern Province' }, aliases: ['Eastern Region', 'الشرقية'], lat: 23.3, lon: 50.8 },
  { code: 'SA-05', name: { ar: 'منطقة القصيم', en: 'Al-Qassim Region' }, aliases: ['Qassim'], lat: 26.2, lon: 43.5 },
  { code: 'SA-06', name: { ar: 'منطقة حائل', en: 'Hail Region' }, aliases: ["Ha'il Region"], lat: 27.4, lon: 41.8 },
  { code: 'SA-07', name: { ar: 'منطقة تبوك', en: 'Tabuk Region' }, lat: 27.9, lon: 36.9 },
  { code: 'SA-08', name: { ar: 'منطقة الحدود الشمالية', en: 'Northern Borders Region' }, lat: 30.2, lon: 42.0 },
  { code: 'SA-09', name: { ar: 'منطقة جازان', en: 'Jazan Region' }, aliases: ['Jizan Region'], lat: 17.2, lon: 42.7 },
  { code: 'SA-10', name: { ar: 'منطقة نجران', en: 'Najran Region' }, lat: 18.5, lon: 46.5 },
  { code: 'SA-11', name: { ar: 'منطقة الباحة', en: 'Al Bahah Region' }, aliases: ['Baha Region'], lat: 20.0, lon: 41.45 },
  { code: 'SA-12', name: { ar: 'منطقة الجوف', en: 'Al Jawf Region' }, aliases: ['Jouf Region'], lat: 29.9, lon: 39.4 },
  { code: 'SA-14', name: { ar: 'منطقة عسير', en: 'Asir Region' }, aliases: ["'Asir Region"], lat: 19.0, lon: 42.8 },
];

export const CITIES: City[] = [
  { naqel: 'RUH', region: 'SA-01', name: { ar: 'الرياض', en: 'Riyadh' }, lat: 24.7136, lon: 46.6753 },
  { naqel: 'KHJ', region: 'SA-01', name: { ar: 'الخرج', en: 'Al Kharj' }, lat: 24.1556, lon: 47.312 },
  { naqel: 'DWD', region: 'SA-01', name: { ar: 'الدوادمي', en: 'Ad Dawadimi' }, aliases: ['Dawadmi'], lat: 24.5077, lon: 44.3924 },
  { naqel: 'MJM', region: 'SA-01', name: { ar: 'المجمعة', en: "Al Majma'ah" }, aliases: ['Majmaah'], lat: 25.9039, lon: 45.3456 },
  { naqel: 'WAE', region: 'SA-01', name: { ar: 'وادي الدواسر', en: 'Wadi ad-Dawasir' }, lat: 20.4635, lon: 44.7814 },
  { naqel: 'JED', region: 'SA-02', name: { ar: 'جدة', en: 'Jeddah' }, aliases: ['Jiddah', 'Jedda'], lat: 21.4858, lon: 39.1925 },
  { naqel: 'MAC', region: 'SA-02', name: { ar: 'مكة المكرمة', en: 'Makkah' }, aliases: ['Mecca', 'مكة'], lat: 21.3891, lon: 39.8579 },
  { naqel: 'TIF', region: 'SA-02', name: { ar: 'الطائف', en: 'Taif' }, lat: 21.2703, lon: 40.4158 },
  { naqel: 'RAB', region: 'SA-02', name: { ar: 'رابغ', en: 'Rabigh' }, lat: 22.7986, lon: 39.0349 },
  { naqel: 'QUN', region: 'SA-02', name: { ar: 'القنفذة', en: 'Al Qunfudhah' }, lat: 19.1264, lon: 41.0789 },
  { naqel: 'MED', region: 'SA-03', name: { ar: 'المدينة المنورة', en: 'Madinah' }, aliases: ['Medina', 'Al Madinah', 'المدينة'], lat: 24.5247, lon: 39.5692 },
  { naqel: 'YNB', region: 'SA-03', name: { ar: 'ينبع', en: 'Yanbu' }, lat: 24.0895, lon: 38.0618 },
  { naqel: 'ULH', region: 'SA-03', name: { ar: 'العلا', en: 'Al Ula' }, aliases: ['AlUla'], lat: 26.6086, lon: 37.9232 },
  { naqel: 'DMM', region: 'SA-04', name: { ar: 'الدمام', en: 'Dammam' }, lat: 26.4207, lon: 50.0888 },
  { naqel: 'DMM45', region: 'SA-04', name: { ar: 'الخبر', en: 'Al Khobar' }, aliases: ['Khobar'], lat: 26.2172, lon: 50.1971 },
  { naqel: 'DMM46', region: 'SA-04', name: { ar: 'رأس تنورة', en: 'Ras Tanura' }, lat: 26.6436, lon: 50.1594 },
  { naqel: 'DMM47', region: 'SA-04', name: { ar: 'القطيف', en: 'Al Qatif' }, aliases: ['Qatif'], lat: 26.565, lon: 49.996 },
  { naqel: 'DMM48', region: 'SA-04', name: { ar: 'الظهران', en: 'Dhahran' }, lat: 26.2886, lon: 50.114 },
  { naqel: 'JUB', region: 'SA-04', name: { ar: 'الجبيل', en: 'Al Jubail' }, aliases: ['Jubail'], lat: 27.0046, lon: 49.646 },
  { naqel: 'HOF', region: 'SA-04', name: { ar: 'الأحساء', en: 'Al Ahsa' }, aliases: ['Hofuf', 'Al Hofuf', 'الهفوف'], lat: 25.3833, lon: 49.586 },
  { naqel: 'HBT', region: 'SA-04', name: { ar: 'حفر الباطن', en: 'Hafar Al Batin' }, lat: 28.4328, lon: 45.9708 },
  { naqel: 'KHF', region: 'SA-04', name: { ar: 'الخفجي', en: 'Al Khafji' }, lat: 28.4392, lon: 48.4913 },
  { naqel: 'ELQ', region: 'SA-05', name: { ar: 'بريدة', en: 'Buraydah' }, aliases: ['Buraidah'], lat: 26.3592, lon: 43.9818, postcode: '52361' },
  { naqel: 'UZH', region: 'SA-05', name: { ar: 'عنيزة', en: 'Unaizah' }, lat: 26.0844, lon: 43.9935 },
  { naqel: 'HAS', region: 'SA-06', name: { ar: 'حائل', en: 'Hail' }, aliases: ["Ha'il"], lat: 27.5114, lon: 41.7208, postcode: '55421' },
  { naqel: 'TUU', region: 'SA-07', name: { ar: 'تبوك', en: 'Tabuk' }, lat: 28.3835, lon: 36.5662, postcode: '47912' },
  { naqel: 'RAE', region: 'SA-08', name: { ar: 'عرعر', en: 'Arar' }, lat: 30.9753, lon: 41.0381 },
  { naqel: 'TUI', region: 'SA-08', name: { ar: 'طريف', en: 'Turaif' }, lat: 31.6725, lon: 38.6637 },
  { naqel: 'GIZ', region: 'SA-09', name: { ar: 'جازان', en: 'Jazan' }, aliases: ['Jizan'], lat: 16.8892, lon: 42.5511 },
  { naqel: 'SAB', region: 'SA-09', name: { ar: 'صبيا', en: 'Sabya' }, lat: 17.1495, lon: 42.6254 },
  { naqel: 'EAM', region: 'SA-10', name: { ar: 'نجران', en: 'Najran' }, lat: 17.4924, lon: 44.1277 },
  { naqel: 'SHW', region: 'SA-10', name: { ar: 'شرورة', en: 'Sharurah' }, lat: 17.4667, lon: 47.1167 },
  { naqel: 'ABT', region: 'SA-11', name: { ar: 'الباحة', en: 'Al Bahah' }, aliases: ['Baha'], lat: 20.0129, lon: 41.4677 },
  { naqel: 'AJF', region: 'SA-12', name: { ar: 'سكاكا', en: 'Sakaka' }, lat: 29.9697, lon: 40.2064 },
  { naqel: 'URY', region: 'SA-12', name: { ar: 'القريات', en: 'Al Qurayyat' }, lat: 31.3318, lon: 37.3428 },
  { naqel: 'AHB', region: 'SA-14', name: { ar: 'أبها', en: 'Abha' }, lat: 18.2164, lon: 42.5053, postcode: '62521' },
  { naqel: 'KMX', region: 'SA-14', name: { ar: 'خميس مشيط', en: 'Khamis Mushait' }, lat: 18.306, lon: 42.729 },
  { naqel: 'BHH', region: 'SA-14', name: { ar: 'بيشة', en: 'Bisha' }, lat: 20.0005, lon: 42.6052 },
];

export const DISTRICTS: District[] = [
  // Riyadh
  { city: 'RUH', name: { ar: 'العليا', en: 'Al Olaya' }, aliases: ['Olaya'], lat: 24.6908, lon: 46.685, postcode: '12211' },
  { city: 'RUH', name: { ar: 'السليمانية', en: 'As Sulimaniyah' }, aliases: ['Sulaimaniyah'], lat: 24.7005, lon: 46.6955, postcode: '12241' },
  { city: 'RUH', name: { ar: 'الملقا', en: 'Al Malqa' }, lat: 24.8119, lon: 46.6155, postcode: '13521' },
  { city: 'RUH', name: { ar: 'الياسمين', en: 'Al Yasmin' }, lat: 24.8242, lon: 46.6425 },
  { city: 'RUH', name: { ar: 'النخيل', en: 'An Nakheel' }, aliases: ['Al Nakheel'], lat: 24.7425, lon: 46.6425, postcode: '12382' },
  { city: 'RUH', name: { ar: 'المربع', en: 'Al Murabba' }, lat: 24.6497, lon: 46.7094 },
  { city: 'RUH', name: { ar: 'النسيم', en: 'An Naseem' }, aliases: ['Al Naseem'], lat: 24.7286, lon: 46.8225 },
  // Jeddah
  { city: 'JED', name: { ar: 'الحمراء', en: 'Al Hamra' }, lat: 21.5169, lon: 39.1617, postcode: '23212' },
  { city: 'JED', name: { ar: 'الروضة', en: 'Ar Rawdah' }, aliases: ['Al Rawdah'], lat: 21.561, lon: 39.1545, postcode: '23435' },
  { city: 'JED', name: { ar: 'البلد', en: 'Al Balad' }, lat: 21.4858, lon: 39.1866 },
  { city: 'JED', name: { ar: 'الشاطئ', en: 'Ash Shati' }, aliases: ['Al Shati'], lat: 21.5966, lon: 39.1083, postcode: '23613' },
  { city: 'JED', name: { ar: 'الصفا', en: 'As Safa' }, aliases: ['Al Safa'], lat: 21.58, lon: 39.21 },
  // Dammam and Al Khobar
  { city: 'DMM', name: { ar: 'الفيصلية', en: 'Al Faisaliyah' }, lat: 26.4106, lon: 50.0556, postcode: '32272' },
  { city: 'DMM', name: { ar: 'الشاطئ الشرقي', en: 'Ash Shati Ash Sharqi' }, lat: 26.468, lon: 50.118 },
  { city: 'DMM', name: { ar: 'المزروعية', en: 'Al Mazruiyah' }, lat: 26.4344, lon: 50.0836 },
  { city: 'DMM45', name: { ar: 'العقربية', en: 'Al Aqrabiyah' }, lat: 26.292, lon: 50.201, postcode: '34445' },
  // Makkah
  { city: 'MAC', name: { ar: 'العزيزية', en: 'Al Aziziyah' }, lat: 21.4005, lon: 39.888, postcode: '24243' },
  { city: 'MAC', name: { ar: 'أجياد', en: 'Ajyad' }, lat: 21.416, lon: 39.828, postcode: '24231' },
  { city: 'MAC', name: { ar: 'العوالي', en: 'Al Awali' }, lat: 21.362, lon: 39.908 },
  { city: 'MAC', name: { ar: 'الشوقية', en: 'Ash Shawqiyah' }, lat: 21.3765, lon: 39.798 },
  // Madinah
  { city: 'MED', name: { ar: 'قباء', en: 'Quba' }, lat: 24.4396, lon: 39.6173, postcode: '42311' },
  { city: 'MED', name: { ar: 'سلطانة', en: 'Sultanah' }, lat: 24.493, lon: 39.587 },
  { city: 'MED', name: { ar: 'العزيزية', en: 'Al Aziziyah' }, lat: 24.448, lon: 39.556 },
];
