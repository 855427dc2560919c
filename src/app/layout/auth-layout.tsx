import { Suspense } from 'react';
import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { paths } from '@/config/paths';
import { servedConsentBar } from '../server-state';
import { LanguageSwitcher } from './header';
import { ConsentBar } from './main-layout';
import { PageOutlet } from './page-outlet';

/** The auth routes sit outside the main layout but keep the globe switcher. */
export function AuthLayout() {
  const { t } = useTranslation();
  return (
    <>
      <Suspense fallback={null}>
        <ConsentBar served={servedConsentBar} />
      </Suspense>
      <div className="flex min-h-dvh flex-col bg-brand-50">
        <div className="mx-auto flex w-full max-w-5xl items-center justify-between px-4 py-4">
          <Link to={paths.home()} className="rounded text-xl font-bold text-brand-800">
            {t('brand.name')}
          </Link>
          <LanguageSwitcher />
        </div>
        <main id="main" className="mx-auto w-full max-w-md flex-1 px-4 py-8">
          <PageOutlet />
        </main>
      </div>
    </>
  );
}
