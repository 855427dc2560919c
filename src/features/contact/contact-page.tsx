import { Suspense, lazy } from 'react';
import { useTranslation } from 'react-i18next';
import { SkeletonLines } from '@/components/ui/skeleton';
import { ContactInfoBlock } from './contact-info';

// react-hook-form and yup arrive with the form, so the page's first paint does not wait for them.
const ContactForm = lazy(() => import('./contact-form'));

/** /contact-us: the form and the contact information. */
export function ContactPage() {
  const { t } = useTranslation('contact');
  return (
    <div className="grid gap-10 lg:grid-cols-[1fr_24rem]">
      <section aria-labelledby="contact-form-title" className="flex flex-col gap-6">
        <div className="flex flex-col gap-2">
          <h2 id="contact-form-title" className="text-xl font-bold text-ink">
            {t('form.title')}
          </h2>
          <p className="text-stone-600">{t('description')}</p>
        </div>
        <Suspense fallback={<SkeletonLines lines={10} />}>
          <ContactForm />
        </Suspense>
      </section>
      <ContactInfoBlock />
    </div>
  );
}
