import { useTranslation } from 'react-i18next';
import { PageMeta } from '@/components/page-meta';
import { PageTitle } from '@/components/ui/page-title';
import { ContactPage } from '@/features/contact/contact-page';

/** /contact-us. */
export default function Page() {
  const { t } = useTranslation(['contact', 'common']);
  const title = t('common:pages.contact');
  return (
    <div className="mx-auto max-w-7xl px-4">
      <PageMeta title={title} description={t('contact:description')} />
      <PageTitle title={title} />
      <ContactPage />
    </div>
  );
}
