import { useTranslation } from 'react-i18next';
import { ContentPage } from '@/features/content/content-page';

/** /privacy-policy: the first entry. */
export default function Page() {
  const { t } = useTranslation(['content', 'common']);
  return <ContentPage kind="privacy" pageTitle={t('common:pages.privacy')} />;
}
