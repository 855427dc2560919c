import { yupResolver } from '@hookform/resolvers/yup';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router-dom';
import { notify } from '@/lib/notify';
import { registeredLogin, useRegister } from '@/api/auth';
import { errorMessage } from '@/api/client';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/text-field';
import { paths } from '@/config/paths';
import { useFieldError } from '@/components/ui/use-field-error';
import { PasswordField } from './password-field';
import { returnPath, type ReturnToState } from './return-to';
import { registerSchema, type RegisterValues } from './schemas';

/**
 * Registration (docs/product.md, "Signing up"): an API that signs the new shopper in sends them back
 * to where they were, as a login does; against one that does not, the plain flow stands: a toast,
 * then /login. A failure shows the server's message.
 */
export function RegisterForm() {
  const { t } = useTranslation('auth');
  const navigate = useNavigate();
  const location = useLocation();
  const registration = useRegister();
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<RegisterValues>({
    resolver: yupResolver(registerSchema),
    defaultValues: { firstName: '', lastName: '', email: '', password: '', password_confirmation: '' },
  });
  const fieldError = useFieldError(errors, 'auth');

  const onSubmit = handleSubmit(async ({ firstName, lastName, email, password, password_confirmation }) => {
    try {
      const response = await registration.mutateAsync({ name: `${firstName} ${lastName}`, email, password, password_confirmation });
      if (registeredLogin(response)) {
        void notify.success(t('register.welcome'));
        await navigate(returnPath(location), { replace: true });
        return;
      }
      void notify.success(t('register.success'));
      // The login page still returns the shopper to where the guard stopped them, with the email filled in.
      const state: ReturnToState = { ...(location.state as ReturnToState | null), email };
      await navigate(paths.login(), { state });
    } catch (error) {
      void notify.error(errorMessage(error, t('register.failed')));
    }
  });

  return (
    <form noValidate onSubmit={onSubmit} className="flex flex-col gap-4">
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField label={t('fields.firstName')} autoComplete="given-name" error={fieldError('firstName')} {...register('firstName')} />
        <TextField label={t('fields.lastName')} autoComplete="family-name" error={fieldError('lastName')} {...register('lastName')} />
      </div>
      <TextField label={t('fields.email')} type="email" autoComplete="email" dir="ltr" error={fieldError('email')} {...register('email')} />
      <PasswordField label={t('fields.password')} autoComplete="new-password" error={fieldError('password')} {...register('password')} />
      <PasswordField
        label={t('fields.passwordConfirmation')}
        autoComplete="new-password"
        error={fieldError('password_confirmation')}
        {...register('password_confirmation')}
      />
      <Button type="submit" pending={registration.isPending} className="mt-2 w-full">
        {t('register.submit')}
      </Button>
    </form>
  );
}
