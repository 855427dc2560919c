import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { paths } from '@/config/paths';
import { AuthCard } from '@/features/auth/auth-card';
import { ForgotPasswordForm } from '@/features/auth/password-recovery';

export default function ForgetPasswordPage() {
  const { t } = useTranslation('auth');
  const { t: tc } = useTranslation();
  return (
    <AuthCard
      metaTitle={tc('pages.forgetPassword')}
      title={t('forgot.title')}
      subtitle={t('forgot.subtitle')}
      footer={
        <Link to={paths.login()} className="font-medium text-brand-700 hover:underline">
          {t('forgot.backToLogin')}
        </Link>
      }
    >
      <ForgotPasswordForm />
    </AuthCard>
  );
}
