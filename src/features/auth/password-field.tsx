import { useState, type Ref } from 'react';
import { useTranslation } from 'react-i18next';
import { TextField, type TextFieldProps } from '@/components/ui/text-field';

/** A password input with a show/hide toggle. */
export function PasswordField({ ref, ...props }: Omit<TextFieldProps, 'type'> & { ref?: Ref<HTMLInputElement> }) {
  const { t } = useTranslation('auth');
  const [visible, setVisible] = useState(false);
  return (
    <div className="relative">
      <TextField ref={ref} type={visible ? 'text' : 'password'} {...props} />
      <button
        type="button"
        onClick={() => setVisible((v) => !v)}
        aria-pressed={visible}
        className="absolute end-2 top-8 rounded px-2 py-1.5 text-xs font-medium text-brand-700 hover:bg-brand-50"
      >
        {visible ? t('hidePassword') : t('showPassword')}
      </button>
    </div>
  );
}
