import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router-dom';
import { paths } from '@/config/paths';
import { AuthCard } from '@/features/auth/auth-card';
import { VerifyCodeForm, type RecoveryState } from '@/features/auth/password-recovery';

export default function VerifyCodePage() {
  const { t } = useTranslation('auth');
  const { t: tc } = useTranslation();
  const { email } = (useLocation().state as RecoveryState | null) ?? {};
  return (
    <AuthCard
      metaTitle={tc('pages.verifyCode')}
      title={t('verify.title')}
      subtitle={email ? <bdi>{t('verify.subtitle', { email })}</bdi> : undefined}
      footer={
        <Link to={paths.forgetPassword()} className="font-medium text-brand-700 hover:underline">
          {t('verify.back')}
        </Link>
      }
    >
      <VerifyCodeForm email={email} />
    </AuthCard>
  );
}
