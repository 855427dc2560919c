import { useTranslation } from 'react-i18next';
import { PageShell } from '@/components/page-shell';
import { ContactPage } from '@/features/contact/contact-page';

/** /contact-us. */
export default function Page() {
  const { t } = useTranslation(['contact', 'common']);
  const title = t('common:pages.contact');
  return (
    <PageShell title={title} description={t('contact:description')}>
      <ContactPage />
    </PageShell>
  );
}
