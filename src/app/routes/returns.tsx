import { useTranslation } from 'react-i18next';
import { ContentPage } from '@/features/content/content-page';

/** /return-policy: the first entry. */
export default function Page() {
  const { t } = useTranslation(['content', 'common']);
  return <ContentPage kind="returns" pageTitle={t('common:pages.returns')} />;
}
