import { Suspense, lazy } from 'react';
import { useTranslation } from 'react-i18next';
import { env } from '@/config/env';

// Google's library loads with its button, not with the sign-in pages' own code.
const GoogleButton = lazy(() => import('./google-button'));

/** Google sign-in, shown only when VITE_GOOGLE_CLIENT_ID is set. */
export function GoogleSignIn() {
  const { t } = useTranslation('auth');
  if (!env.googleClientId) return null;
  return (
    <div className="flex flex-col items-center gap-4">
      <p className="flex w-full items-center gap-3 text-xs text-stone-500 before:h-px before:flex-1 before:bg-stone-200 after:h-px after:flex-1 after:bg-stone-200">
        {t('google.or')}
      </p>
      {/* Google's button is 40 px tall: its space is held while it loads. */}
      <Suspense fallback={<div className="h-10" />}>
        <GoogleButton clientId={env.googleClientId} />
      </Suspense>
    </div>
  );
}
