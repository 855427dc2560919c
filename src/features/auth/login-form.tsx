import { yupResolver } from '@hookform/resolvers/yup';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router-dom';
import { notify } from '@/lib/notify';
import { useLogin } from '@/api/auth';
import { errorMessage } from '@/api/client';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/text-field';
import { useFieldError } from '@/components/ui/use-field-error';
import { PasswordField } from './password-field';
import type { ReturnToState } from './return-to';
import { loginSchema, type LoginValues } from './schemas';

/** Login ("Forms"). A stored login sends the page back to the remembered origin (login page). */
export function LoginForm() {
  const { t } = useTranslation('auth');
  const loginMutation = useLogin();
  const location = useLocation();
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<LoginValues>({ resolver: yupResolver(loginSchema), defaultValues: { email: (location.state as ReturnToState | null)?.email ?? '', password: '' } });
  const fieldError = useFieldError(errors, 'auth');

  const onSubmit = handleSubmit((values) =>
    loginMutation.mutateAsync(values).catch((error: unknown) => {
      void notify.error(errorMessage(error, t('login.failed')));
    }),
  );

  return (
    <form noValidate onSubmit={onSubmit} className="flex flex-col gap-4">
      <TextField label={t('fields.email')} type="email" autoComplete="email" dir="ltr" error={fieldError('email')} {...register('email')} />
      <PasswordField label={t('fields.password')} autoComplete="current-password" error={fieldError('password')} {...register('password')} />
      <Button type="submit" pending={loginMutation.isPending} className="mt-2 w-full">
        {t('login.submit')}
      </Button>
    </form>
  );
}
