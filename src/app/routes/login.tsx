import { useTranslation } from 'react-i18next';
import { Navigate, useLocation } from 'react-router-dom';
import { PageMeta } from '@/components/page-meta';
import { returnPath } from '@/features/auth/return-to';
import { useStoredLogin } from '@/features/auth/use-stored-login';

/**
 * /login. A shopper with a valid login goes back to the remembered origin, or home (spec §2).
 * The login form itself comes with the accounts issue.
 */
export default function Page() {
  const { t } = useTranslation();
  const login = useStoredLogin();
  const location = useLocation();
  if (login) return <Navigate to={returnPath(location)} replace />;
  return (
    <>
      <PageMeta title={t('pages.login')} />
      <h1 className="text-2xl font-bold text-ink">{t('pages.login')}</h1>
    </>
  );
}
