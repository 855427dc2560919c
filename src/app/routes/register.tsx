import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router-dom';
import { paths } from '@/config/paths';
import { AuthCard } from '@/features/auth/auth-card';
import { GoogleSignIn } from '@/features/auth/google-sign-in';
import { RegisterForm } from '@/features/auth/register-form';

export default function RegisterPage() {
  const { t } = useTranslation('auth');
  const { t: tc } = useTranslation();
  const location = useLocation();
  return (
    <AuthCard
      metaTitle={tc('pages.register')}
      title={t('register.title')}
      subtitle={t('register.subtitle')}
      footer={
        <p>
          {t('register.haveAccount')}{' '}
          <Link to={paths.login()} state={location.state} className="font-medium text-brand-700 hover:underline">
            {t('register.toLogin')}
          </Link>
        </p>
      }
    >
      <RegisterForm />
      <GoogleSignIn />
    </AuthCard>
  );
}
