/**
 * The review form ("Forms"), loaded with the Review tab. A visitor gets 'Please login
 * first.' and /login; a shopper's review posts with the stored login, then the product refetches.
 */
import { yupResolver } from '@hookform/resolvers/yup';
import { useId } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { notify } from '@/lib/notify';
import { StarIcon } from '@/components/icons/page-icons';
import { getStoredLogin } from '@/lib/stored-login';
import { reviewSchema, type ReviewFormValues } from './review-schema';

const field = 'w-full rounded-xl border border-stone-300 bg-white px-4 py-3 text-ink placeholder:text-stone-400 aria-[invalid=true]:border-red-600';

export interface ReviewFormProps {
  /** Posts the review (the page owns the mutation, so this chunk holds only the form). */
  onSubmit: (values: ReviewFormValues) => Promise<unknown>;
  pending: boolean;
  /** The page's 'Please login first.' redirect. */
  onVisitor: () => void;
}

export default function ReviewForm({ onSubmit, pending, onVisitor }: ReviewFormProps) {
  const { t } = useTranslation('product');
  const id = useId();
  const {
    register,
    handleSubmit,
    reset,
    control,
    setValue,
    formState: { errors, isSubmitted },
  } = useForm<ReviewFormValues>({
    resolver: yupResolver(reviewSchema),
    // No stars until the shopper chooses: a rating the shop picked would not be theirs.
    defaultValues: { name: getStoredLogin()?.user.name ?? '', review: '', rating: undefined },
  });
  const rating = useWatch({ control, name: 'rating' }) ?? 0;

  const submit = handleSubmit((values) =>
    onSubmit(values).then(
      () => {
        void notify.success(t('form.success'));
        reset({ name: values.name, review: '', rating: undefined });
      },
      () => void notify.error(t('form.failure')),
    ),
  );

  return (
    <form
      noValidate
      aria-labelledby={`${id}-title`}
      onSubmit={(event) => {
        if (!getStoredLogin()) {
          event.preventDefault();
          onVisitor();
          return;
        }
        void submit(event);
      }}
      className="flex flex-col gap-4 rounded-2xl border border-stone-200 bg-stone-50 p-5"
    >
      <h3 id={`${id}-title`} className="text-lg font-bold text-ink">
        {t('form.title')}
      </h3>
      <fieldset aria-describedby={errors.rating ? `${id}-rating-error` : undefined}>
        <legend className="mb-2 text-sm font-semibold text-ink">{t('form.rating')}</legend>
        <div className="flex gap-1">
          {[1, 2, 3, 4, 5].map((star) => (
            <label key={star} className="cursor-pointer" title={t('form.star', { count: star })}>
              <input
                type="radio"
                value={star}
                checked={rating === star}
                // Once a send was tried, choosing a rating clears its message.
                onChange={() => setValue('rating', star, { shouldValidate: isSubmitted })}
                aria-invalid={errors.rating ? true : undefined}
                className="peer sr-only"
                name={`${id}-rating`}
              />
              <span className="sr-only">{t('form.star', { count: star })}</span>
              <StarIcon
                size={28}
                className={`rounded transition peer-focus-visible:outline-2 peer-focus-visible:outline-brand-600 ${star <= rating ? 'text-gold' : 'text-stone-300 hover:text-gold/60'}`}
              />
            </label>
          ))}
        </div>
        {errors.rating?.message && (
          <p id={`${id}-rating-error`} role="alert" className="mt-1.5 text-sm text-red-700">
            {t(errors.rating.message as 'form.ratingRequired')}
          </p>
        )}
      </fieldset>
      <div className="flex flex-col gap-1.5">
        <label htmlFor={`${id}-name`} className="text-sm font-semibold text-ink">
          {t('form.name')}
        </label>
        <input
          id={`${id}-name`}
          autoComplete="name"
          aria-invalid={errors.name ? true : undefined}
          aria-describedby={errors.name ? `${id}-name-error` : undefined}
          className={field}
          {...register('name')}
        />
        {errors.name?.message && (
          <p id={`${id}-name-error`} role="alert" className="text-sm text-red-700">
            {t(errors.name.message as 'form.nameRequired')}
          </p>
        )}
      </div>
      <div className="flex flex-col gap-1.5">
        <label htmlFor={`${id}-review`} className="text-sm font-semibold text-ink">
          {t('form.review')}
        </label>
        <textarea
          id={`${id}-review`}
          rows={4}
          aria-invalid={errors.review ? true : undefined}
          aria-describedby={errors.review ? `${id}-review-error` : undefined}
          className={field}
          {...register('review')}
        />
        {errors.review?.message && (
          <p id={`${id}-review-error`} role="alert" className="text-sm text-red-700">
            {t(errors.review.message as 'form.reviewRequired')}
          </p>
        )}
      </div>
      <button
        type="submit"
        disabled={pending}
        className="self-start rounded-full bg-ink px-6 py-3 font-semibold text-white transition hover:bg-brand-800 off:opacity-60"
      >
        {pending ? t('form.submitting') : t('form.submit')}
      </button>
    </form>
  );
}
