/**
 * The contact form ("Forms"): first and last name are sent joined as `name`; the
 * message goes to POST /api/contact-us (with the bearer when signed in); success says
 * 'تم الإرسال بنجاح'. A failure is logged, and the shopper is told too.
 */
import { yupResolver } from '@hookform/resolvers/yup';
import { useId, type HTMLInputTypeAttribute } from 'react';
import { useForm, type FieldErrors, type UseFormRegister } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { notify } from '@/lib/notify';
import { useSendContactMessage } from '@/api/contact';
import { contactSchema, type ContactFormValues } from './contact-schema';

const input =
  'w-full rounded-xl border border-stone-300 bg-white px-4 py-3 text-ink placeholder:text-stone-400 aria-[invalid=true]:border-red-600';

type FieldName = keyof ContactFormValues;

function Field({
  name,
  type = 'text',
  autoComplete,
  multiline = false,
  register,
  errors,
  className = '',
}: {
  name: FieldName;
  type?: HTMLInputTypeAttribute;
  autoComplete?: string;
  multiline?: boolean;
  register: UseFormRegister<ContactFormValues>;
  errors: FieldErrors<ContactFormValues>;
  className?: string;
}) {
  const { t } = useTranslation('contact');
  const id = useId();
  const error = errors[name]?.message;
  const described = error ? `${id}-error` : undefined;
  const common = { id, 'aria-invalid': error ? true : undefined, 'aria-describedby': described, className: input, ...register(name) };
  return (
    <div className={`flex flex-col gap-1.5 ${className}`}>
      <label htmlFor={id} className="text-sm font-semibold text-ink">
        {t(`form.${name}`)}
      </label>
      {multiline ? <textarea rows={5} {...common} /> : <input type={type} autoComplete={autoComplete} dir={type === 'tel' || type === 'email' ? 'ltr' : undefined} {...common} />}
      {error && (
        <p id={described} role="alert" className="text-sm text-red-700">
          {t(error as `form.${FieldName}Required`)}
        </p>
      )}
    </div>
  );
}

export default function ContactForm() {
  const { t } = useTranslation('contact');
  const send = useSendContactMessage();
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors },
  } = useForm<ContactFormValues>({
    resolver: yupResolver(contactSchema),
    defaultValues: { firstName: '', lastName: '', subject: '', email: '', phone: '', message: '' },
  });
  const submit = handleSubmit(({ firstName, lastName, ...rest }) =>
    send.mutateAsync({ name: `${firstName} ${lastName}`, ...rest }).then(
      () => {
        void notify.success(t('form.success'));
        reset();
      },
      (error: unknown) => {
        console.error(error);
        void notify.error(t('form.failure'));
      },
    ),
  );
  const fields = { register, errors };
  return (
    <form noValidate onSubmit={(event) => void submit(event)} className="grid gap-5 sm:grid-cols-2">
      <Field name="firstName" autoComplete="given-name" {...fields} />
      <Field name="lastName" autoComplete="family-name" {...fields} />
      <Field name="subject" className="sm:col-span-2" {...fields} />
      <Field name="email" type="email" autoComplete="email" {...fields} />
      <Field name="phone" type="tel" autoComplete="tel" {...fields} />
      <Field name="message" multiline className="sm:col-span-2" {...fields} />
      <button
        type="submit"
        disabled={send.isPending}
        className="rounded-full bg-ink px-8 py-3.5 font-semibold text-white transition hover:bg-brand-800 off:opacity-60 sm:col-span-2 sm:justify-self-start"
      >
        {send.isPending ? t('form.submitting') : t('form.submit')}
      </button>
    </form>
  );
}
