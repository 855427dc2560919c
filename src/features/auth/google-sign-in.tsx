import { GoogleLogin, GoogleOAuthProvider } from '@react-oauth/google';
import { useTranslation } from 'react-i18next';
import { notify } from '@/lib/notify';
import { useGoogleLogin } from '@/api/auth';
import { errorMessage } from '@/api/client';
import { env } from '@/config/env';
import { useLanguage } from '@/i18n/use-language';

/** Google sign-in, shown only when VITE_GOOGLE_CLIENT_ID is set (R17). The server verifies the credential. */
export function GoogleSignIn() {
  const { t } = useTranslation('auth');
  const language = useLanguage();
  const googleLogin = useGoogleLogin();
  if (!env.googleClientId) return null;
  const fail = (error?: unknown) => void notify.error(errorMessage(error, t('google.failed')));
  return (
    <div className="flex flex-col items-center gap-4">
      <p className="flex w-full items-center gap-3 text-xs text-stone-500 before:h-px before:flex-1 before:bg-stone-200 after:h-px after:flex-1 after:bg-stone-200">
        {t('google.or')}
      </p>
      <GoogleOAuthProvider clientId={env.googleClientId} locale={language}>
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
    </div>
  );
}
