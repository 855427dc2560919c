import { GoogleLogin, GoogleOAuthProvider } from '@react-oauth/google';
import { useTranslation } from 'react-i18next';
import { useGoogleLogin } from '@/api/auth';
import { errorMessage } from '@/api/client';
import { useLanguage } from '@/i18n/use-language';
import { notify } from '@/lib/notify';

/** Google's button; the server verifies the credential it returns. */
export default function GoogleButton({ clientId }: { clientId: string }) {
  const { t } = useTranslation('auth');
  const language = useLanguage();
  const googleLogin = useGoogleLogin();
  const fail = (error?: unknown) => void notify.error(errorMessage(error, t('google.failed')));
  return (
    <GoogleOAuthProvider clientId={clientId} locale={language}>
      <GoogleLogin
        text="continue_with"
        shape="pill"
        onSuccess={({ credential }) => {
          if (credential) googleLogin.mutate(credential, { onError: fail });
          else fail();
        }}
        onError={() => fail()}
      />
    </GoogleOAuthProvider>
  );
}
