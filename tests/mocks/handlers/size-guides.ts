import { HttpResponse, http } from 'msw';
import type { SizeGuide } from '@/types/api';
import type { Lang } from '@shared/lang';
import { apiPath, requestLanguage } from '../api';

/** As the reference API answers (capability `size-guide`): abayas (category 1) and dresses (3) have a guide, thobes (2) none. */
export const sizeGuides: Record<number, Record<Lang, SizeGuide>> = {
  1: {
    en: {
      id: 1,
      kind: 'abaya',
      title: 'Abaya size guide',
      note: "The size is the abaya's length in inches.",
      columns: ['Size', 'Abaya length (cm)', 'Your height (cm)'],
      rows: [
        ['S', '132', '150–155'],
        ['M', '137', '155–160'],
      ],
    },
    ar: {
      id: 1,
      kind: 'abaya',
      title: 'دليل مقاسات العبايات',
      note: 'المقاس هو طول العباية بالبوصة.',
      columns: ['المقاس', 'طول العباية (سم)', 'طول القامة (سم)'],
      rows: [
        ['S', '132', '150–155'],
        ['M', '137', '155–160'],
      ],
    },
  },
  3: {
    en: { id: 2, kind: 'letters', title: 'Letter size guide', note: '', columns: ['Size', 'Chest (cm)', 'Waist (cm)', 'Hip (cm)'], rows: [['S', '84–88', '66–70', '90–94'], ['M', '88–94', '70–76', '94–100']] },
    ar: { id: 2, kind: 'letters', title: 'دليل المقاسات بالأحرف', note: '', columns: ['المقاس', 'الصدر (سم)', 'الخصر (سم)', 'الورك (سم)'], rows: [['S', '84–88', '66–70', '90–94'], ['M', '88–94', '70–76', '94–100']] },
  },
};

export const sizeGuideHandlers = [
  http.get(apiPath('/api/size-guides'), ({ request }) => {
    const guide = sizeGuides[Number(new URL(request.url).searchParams.get('category_id'))];
    return HttpResponse.json({ data: guide ? [guide[requestLanguage(request)]] : [] });
  }),
];
