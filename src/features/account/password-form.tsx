import { yupResolver } from '@hookform/resolvers/yup';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { notify } from '@/lib/notify';
import { useChangePassword } from '@/api/account/profile';
import { errorMessage } from '@/api/client';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/text-field';
import { changePasswordSchema, type ChangePasswordValues } from './schemas';
import { useFieldError } from '@/components/ui/use-field-error';

/** The password tab: POST /api/change-password ("Calls the contract adds"). */
export function PasswordForm() {
  const { t } = useTranslation('account');
  const change = useChangePassword();
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors },
  } = useForm<ChangePasswordValues>({
    resolver: yupResolver(changePasswordSchema),
    defaultValues: { current_password: '', password: '', password_confirmation: '' },
  });
  const fieldError = useFieldError(errors, 'account');

  const onSubmit = handleSubmit(async (values) => {
    try {
      await change.mutateAsync(values);
      void notify.success(t('password.success'));
      reset();
    } catch (error) {
      void notify.error(errorMessage(error, t('password.failed')));
    }
  });

  return (
    <form noValidate onSubmit={onSubmit} className="flex max-w-md flex-col gap-4">
      <TextField label={t('password.current')} type="password" autoComplete="current-password" error={fieldError('current_password')} {...register('current_password')} />
      <TextField label={t('password.new')} type="password" autoComplete="new-password" error={fieldError('password')} {...register('password')} />
      <TextField label={t('password.confirm')} type="password" autoComplete="new-password" error={fieldError('password_confirmation')} {...register('password_confirmation')} />
      <div>
        <Button type="submit" pending={change.isPending}>
          {t('password.save')}
        </Button>
      </div>
    </form>
  );
}
