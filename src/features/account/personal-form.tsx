import { yupResolver } from '@hookform/resolvers/yup';
import { useEffect, useState, type ChangeEvent } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { notify } from '@/lib/notify';
import { isSessionGone, useUpdateProfile } from '@/api/profile';
import { errorMessage } from '@/api/client';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/text-field';
import { paths } from '@/config/paths';
import { storageUrl } from '@/lib/asset-url';
import type { StoredUser } from '@/lib/stored-login';
import { PhotoField } from './photo-field';
import { PHOTO_MAX_BYTES, PHOTO_TYPES, profileSchema, splitName, type ProfileValues } from './schemas';
import { useFieldError } from '@/components/ui/use-field-error';

const text = (value: unknown) => (typeof value === 'string' ? value : '');

/** The personal tab ("Forms": profile), with a photo upload and preview. */
export function PersonalForm({ user }: { user: StoredUser }) {
  const { t } = useTranslation('account');
  const navigate = useNavigate();
  const update = useUpdateProfile();
  const [photo, setPhoto] = useState<File | null>(null);
  const [photoError, setPhotoError] = useState<string>();
  const [preview, setPreview] = useState<string | null>(null);
  const storedEmail = text(user.email);
  const {
    register,
    handleSubmit,
    control,
    formState: { errors },
  } = useForm<ProfileValues>({
    resolver: yupResolver(profileSchema),
    // The schema's `$email`: the stored one, to tell a new email.
    context: { email: storedEmail },
    defaultValues: {
      ...splitName(user.name),
      email: text(user.email),
      phone: text(user.phone),
      location: text(user.location),
      postalCode: text(user.postalCode),
      current_password: '',
    },
  });
  const email = useWatch({ control, name: 'email' });
  const emailChanged = email.trim().toLowerCase() !== storedEmail.trim().toLowerCase();
  const fieldError = useFieldError(errors, 'account');

  // Frees each preview once it is replaced or the form goes away.
  useEffect(() => () => (preview ? URL.revokeObjectURL(preview) : undefined), [preview]);

  const choosePhoto = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0] ?? null;
    setPhotoError(undefined);
    if (file && !PHOTO_TYPES.includes(file.type)) return setPhotoError(t('personal.photoType'));
    if (file && file.size > PHOTO_MAX_BYTES) return setPhotoError(t('personal.photoTooLarge'));
    setPhoto(file);
    setPreview(file ? URL.createObjectURL(file) : null);
  };

  const onSubmit = handleSubmit(async ({ firstName, lastName, current_password, ...rest }) => {
    try {
      await update.mutateAsync({ name: `${firstName} ${lastName}`.trim(), ...rest, img: photo, ...(emailChanged ? { current_password } : {}) });
      void notify.success(t('personal.success'));
    } catch (error) {
      // A login that is gone: the shopper logs in again.
      const gone = isSessionGone(error);
      void notify.error(errorMessage(error, t('personal.failed')), { acrossPages: gone });
      if (gone) await navigate(paths.login());
    }
  });

  const currentImage = preview ?? (typeof user.img === 'string' && user.img ? storageUrl(user.img, 160) : null);

  return (
    <form noValidate onSubmit={onSubmit} className="grid gap-4 sm:grid-cols-2">
      <div className="flex items-center gap-4 sm:col-span-2">
        <div className="size-20 shrink-0 overflow-hidden rounded-full bg-brand-100">
          {currentImage && <img src={currentImage} alt={t('personal.photoAlt')} width={80} height={80} className="size-full object-cover" />}
        </div>
        <PhotoField accept={PHOTO_TYPES.join(',')} fileName={photo?.name} hint={t('personal.photoHint')} error={photoError} onChange={choosePhoto} />
      </div>
      <TextField label={t('personal.firstName')} autoComplete="given-name" error={fieldError('firstName')} {...register('firstName')} />
      <TextField label={t('personal.lastName')} autoComplete="family-name" error={fieldError('lastName')} {...register('lastName')} />
      <TextField label={t('personal.email')} type="email" dir="ltr" autoComplete="email" error={fieldError('email')} {...register('email')} />
      {emailChanged && (
        <TextField
          label={t('personal.currentPassword')}
          type="password"
          dir="ltr"
          autoComplete="current-password"
          error={fieldError('current_password')}
          {...register('current_password')}
        />
      )}
      <TextField label={t('personal.phone')} type="tel" dir="ltr" autoComplete="tel" error={fieldError('phone')} {...register('phone')} />
      <TextField label={t('personal.location')} autoComplete="street-address" error={fieldError('location')} {...register('location')} />
      <TextField label={t('personal.postalCode')} inputMode="numeric" dir="ltr" autoComplete="postal-code" error={fieldError('postalCode')} {...register('postalCode')} />
      <div className="sm:col-span-2">
        <Button type="submit" pending={update.isPending}>
          {t('personal.save')}
        </Button>
      </div>
    </form>
  );
}
