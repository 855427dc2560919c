import { useTranslation } from 'react-i18next';
import { Link, Navigate, useLocation } from 'react-router-dom';
import { paths } from '@/config/paths';
import { AuthCard } from '@/features/auth/auth-card';
import { GoogleSignIn } from '@/features/auth/google-sign-in';
import { LoginForm } from '@/features/auth/login-form';
import { returnPath } from '@/features/auth/return-to';
import { useStoredLogin } from '@/hooks/use-stored-login';

/** /login: once a login is stored, back to the remembered origin, or home. */
export default function LoginPage() {
  const { t } = useTranslation('auth');
  const { t: tc } = useTranslation();
  const login = useStoredLogin();
  const location = useLocation();
  if (login) return <Navigate to={returnPath(location)} replace />;
  return (
    <AuthCard
      metaTitle={tc('pages.login')}
      title={t('login.title')}
      subtitle={t('login.subtitle')}
      footer={
        <>
          <Link to={paths.forgetPassword()} className="font-medium text-brand-700 hover:underline">
            {t('login.forgot')}
          </Link>
          <p>
            {t('login.noAccount')}{' '}
            <Link to={paths.register()} state={location.state} className="font-medium text-brand-700 hover:underline">
              {t('login.toRegister')}
            </Link>
          </p>
        </>
      }
    >
      <LoginForm />
      <GoogleSignIn />
    </AuthCard>
  );
}
