/**
 * The demo shop's size guides (docs/product.md, "Size guide"): one per kind of sizing its categories
 * use. A row starts with the size as the size picker shows it; measurements are in centimetres.
 */
import type { SeedSizeGuide } from './types';

export const sizeGuides: SeedSizeGuide[] = [
  {
    key: 'abaya',
    title: { ar: 'دليل مقاسات العبايات', en: 'Abaya size guide' },
    note: {
      ar: 'المقاس هو طول العباية بالبوصة من الكتف إلى الطرف. المقاس المناسب يصل إلى الكاحل، ومع الكعب العالي يُختار مقاس أكبر.',
      en: "The size is the abaya's length in inches, from shoulder to hem. Choose the one that reaches your ankle; with heels, one size up.",
    },
    columns: [
      { ar: 'المقاس', en: 'Size' },
      { ar: 'طول العباية (سم)', en: 'Abaya length (cm)' },
      { ar: 'طول القامة (سم)', en: 'Your height (cm)' },
    ],
    rows: [
      ['52', '132', '150–155'],
      ['54', '137', '155–160'],
      ['56', '142', '160–165'],
      ['58', '147', '165–170'],
      ['60', '152', '170–175'],
    ],
  },
  {
    key: 'thobe',
    title: { ar: 'دليل مقاسات الثياب', en: 'Thobe size guide' },
    note: {
      ar: 'المقاس هو طول الثوب بالبوصة من الكتف، ويصل الثوب المناسب إلى فوق الكاحل بقليل. ويُقاس الصدر عند أعرض نقطة فيه.',
      en: "The size is the thobe's length in inches from the shoulder; a good fit ends just above the ankle. Measure your chest at its fullest.",
    },
    columns: [
      { ar: 'المقاس', en: 'Size' },
      { ar: 'طول الثوب (سم)', en: 'Thobe length (cm)' },
      { ar: 'طول القامة (سم)', en: 'Your height (cm)' },
      { ar: 'محيط الصدر (سم)', en: 'Chest (cm)' },
    ],
    rows: [
      ['52', '132', '155–160', '104'],
      ['54', '137', '160–165', '108'],
      ['56', '142', '165–170', '112'],
      ['58', '147', '170–175', '116'],
      ['60', '152', '175–180', '120'],
      ['62', '157', '180–185', '124'],
    ],
  },
  {
    key: 'letters',
    title: { ar: 'دليل المقاسات بالأحرف', en: 'Letter size guide' },
    note: {
      ar: 'القياس للجسم لا للقطعة: الصدر عند أعرض نقطة، والخصر عند أضيقها، والورك عند أعرضها. وبين مقاسين يُختار الأكبر.',
      en: 'Measure your body, not a garment: the chest at its fullest, the waist at its narrowest, the hips at their widest. Between two sizes, take the larger.',
    },
    columns: [
      { ar: 'المقاس', en: 'Size' },
      { ar: 'الصدر (سم)', en: 'Chest (cm)' },
      { ar: 'الخصر (سم)', en: 'Waist (cm)' },
      { ar: 'الورك (سم)', en: 'Hip (cm)' },
    ],
    rows: [
      ['XS', '80–84', '62–66', '86–90'],
      ['S', '84–88', '66–70', '90–94'],
      ['M', '88–94', '70–76', '94–100'],
      ['L', '94–100', '76–82', '100–106'],
      ['XL', '100–106', '82–88', '106–112'],
      ['XXL', '106–112', '88–94', '112–118'],
    ],
  },
  {
    key: 'shoes',
    title: { ar: 'دليل مقاسات الأحذية', en: 'Shoe size guide' },
    note: {
      ar: 'يُقاس طول القدم وقوفًا على ورقة، من الكعب إلى أطول إصبع، ويُفضَّل في آخر النهار. وبين مقاسين يُختار الأكبر.',
      en: 'Stand on a sheet of paper and measure from your heel to your longest toe, best late in the day. Between two sizes, take the larger.',
    },
    columns: [
      { ar: 'المقاس الأوروبي', en: 'EU size' },
      { ar: 'طول القدم (سم)', en: 'Foot length (cm)' },
      { ar: 'المقاس البريطاني', en: 'UK size' },
    ],
    rows: [
      ['36', '22.5', '3.5'],
      ['37', '23.5', '4'],
      ['38', '24', '5'],
      ['39', '25', '6'],
      ['40', '25.5', '6.5'],
      ['41', '26', '7.5'],
      ['42', '27', '8'],
      ['43', '27.5', '9'],
      ['44', '28.5', '9.5'],
      ['45', '29', '10.5'],
      ['46', '30', '11.5'],
    ],
  },
  {
    key: 'kids',
    title: { ar: 'دليل مقاسات الأطفال', en: "Children's size guide" },
    note: {
      ar: 'المقاس هو عمر الطفل بالسنوات أو بالأشهر. الطول أدق من العمر: للطفل الأطول من أقرانه يناسبه المقاس الأكبر.',
      en: "The size is the child's age in years; M means months. Height is a better guide than age: for a child tall for their age, take the next size.",
    },
    columns: [
      { ar: 'العمر', en: 'Age' },
      { ar: 'الطول (سم)', en: 'Height (cm)' },
      { ar: 'الوزن (كغ)', en: 'Weight (kg)' },
    ],
    rows: [
      ['0-3M', '56–62', '3–6'],
      ['3-6M', '62–68', '6–8'],
      ['6-12M', '68–80', '8–10'],
      ['12-18M', '80–86', '10–12'],
      ['2-3', '92–98', '13–15'],
      ['4-5', '104–110', '16–19'],
      ['6-7', '116–122', '20–24'],
      ['8-9', '128–134', '25–30'],
      ['10-11', '140–146', '31–38'],
      ['12-13', '152–158', '39–46'],
    ],
  },
];
