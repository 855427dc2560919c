import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router-dom';
import { AuthCard } from '@/features/auth/auth-card';
import { ResetPasswordForm, type RecoveryState } from '@/features/auth/password-recovery';

export default function ResetPasswordPage() {
  const { t } = useTranslation('auth');
  const { t: tc } = useTranslation();
  const state = (useLocation().state as RecoveryState | null) ?? {};
  return (
    <AuthCard metaTitle={tc('pages.resetPassword')} title={t('reset.title')} subtitle={t('reset.subtitle')}>
      <ResetPasswordForm email={state.email} code={state.code} />
    </AuthCard>
  );
}
