/** Password recovery: forget-password → verifycode → reset-password → /. */
import { yupResolver } from '@hookform/resolvers/yup';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router-dom';
import { notify } from '@/lib/notify';
import { useConfirmResetCode, useLogin, useRequestPasswordReset, useResetPassword } from '@/api/auth';
import { ApiError, errorMessage } from '@/api/client';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/text-field';
import { paths } from '@/config/paths';
import { useFieldError } from '@/components/ui/use-field-error';
import { PasswordField } from './password-field';
import type { ReturnToState } from './return-to';
import {
  forgotPasswordSchema,
  resetPasswordSchema,
  verifyCodeSchema,
  type ForgotPasswordValues,
  type ResetPasswordValues,
  type VerifyCodeValues,
} from './schemas';

/** Navigation state handed along the recovery pages. */
export interface RecoveryState {
  email?: string;
  code?: string;
}

export function ForgotPasswordForm() {
  const { t } = useTranslation('auth');
  const navigate = useNavigate();
  const requestReset = useRequestPasswordReset();
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<ForgotPasswordValues>({ resolver: yupResolver(forgotPasswordSchema), defaultValues: { email: '' } });
  const fieldError = useFieldError(errors, 'auth');

  const onSubmit = handleSubmit(async ({ email }) => {
    try {
      await requestReset.mutateAsync(email);
      const state: RecoveryState = { email };
      await navigate(paths.verifyCode(), { state });
    } catch (error) {
      // The shop's message (docs/product.md, "Failures a shopper sees"); a throttled or
      // unreachable server says why instead.
      const own = error instanceof ApiError && (error.status === 0 || error.status === 429);
      void notify.error(own ? errorMessage(error, t('forgot.failed')) : t('forgot.failed'));
    }
  });

  return (
    <form noValidate onSubmit={onSubmit} className="flex flex-col gap-4">
      <TextField label={t('fields.email')} type="email" autoComplete="email" dir="ltr" error={fieldError('email')} {...register('email')} />
      <Button type="submit" pending={requestReset.isPending} className="w-full">
        {t('forgot.submit')}
      </Button>
    </form>
  );
}

function Restart() {
  const { t } = useTranslation('auth');
  return (
    <p role="alert" className="flex flex-col gap-3 text-stone-700">
      {t('reset.missingCode')}
      <Link to={paths.forgetPassword()} className="font-medium text-brand-700 underline">
        {t('reset.restart')}
      </Link>
    </p>
  );
}

export function VerifyCodeForm({ email }: { email: string | undefined }) {
  const { t } = useTranslation('auth');
  const navigate = useNavigate();
  const confirm = useConfirmResetCode();
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<VerifyCodeValues>({ resolver: yupResolver(verifyCodeSchema), defaultValues: { code: '' } });
  const fieldError = useFieldError(errors, 'auth');
  if (!email) return <Restart />;

  const onSubmit = handleSubmit(async ({ code }) => {
    try {
      await confirm.mutateAsync({ email, code });
      const state: RecoveryState = { email, code };
      await navigate(paths.resetPassword(), { state });
    } catch (error) {
      void notify.error(errorMessage(error, t('verify.failed')));
    }
  });

  return (
    <form noValidate onSubmit={onSubmit} className="flex flex-col gap-4">
      <TextField
        label={t('fields.code')}
        inputMode="numeric"
        autoComplete="one-time-code"
        dir="ltr"
        maxLength={6}
        className="[&_input]:text-center [&_input]:text-xl [&_input]:tracking-[0.5em]"
        error={fieldError('code')}
        {...register('code')}
      />
      <Button type="submit" pending={confirm.isPending} className="w-full">
        {t('verify.submit')}
      </Button>
    </form>
  );
}

export function ResetPasswordForm({ email, code }: RecoveryState) {
  const { t } = useTranslation('auth');
  const navigate = useNavigate();
  const reset = useResetPassword();
  const signIn = useLogin();
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<ResetPasswordValues>({ resolver: yupResolver(resetPasswordSchema), defaultValues: { password: '', password_confirmation: '' } });
  const fieldError = useFieldError(errors, 'auth');
  if (!email || !code) return <Restart />;

  const onSubmit = handleSubmit(async (values) => {
    try {
      await reset.mutateAsync({ ...values, email, code });
    } catch (error) {
      void notify.error(errorMessage(error, t('verify.failed')));
      return;
    }
    void notify.success(t('reset.success'));
    // A reset ends at /: signed in with the new password, or sent to log in.
    try {
      await signIn.mutateAsync({ email, password: values.password });
      void notify.info(t('reset.signedIn'));
      await navigate(paths.home(), { replace: true });
    } catch {
      void notify.info(t('reset.signIn'));
      const state: ReturnToState = { email };
      await navigate(paths.login(), { replace: true, state });
    }
  });

  return (
    <form noValidate onSubmit={onSubmit} className="flex flex-col gap-4">
      <PasswordField label={t('fields.newPassword')} autoComplete="new-password" error={fieldError('password')} {...register('password')} />
      <PasswordField
        label={t('fields.passwordConfirmation')}
        autoComplete="new-password"
        error={fieldError('password_confirmation')}
        {...register('password_confirmation')}
      />
      <Button type="submit" pending={reset.isPending || signIn.isPending} className="w-full">
        {t('reset.submit')}
      </Button>
    </form>
  );
}
