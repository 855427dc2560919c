import { useTranslation } from 'react-i18next';
import { ContentPage } from '@/features/content/content-page';

/** /about-us: the last entry. */
export default function Page() {
  const { t } = useTranslation(['content', 'common']);
  return <ContentPage kind="about" pageTitle={t('common:pages.about')} />;
}
