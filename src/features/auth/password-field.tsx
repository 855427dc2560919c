import { useState, type Ref } from 'react';
import { useTranslation } from 'react-i18next';
import { TextField, type TextFieldProps } from '@/components/ui/text-field';

/** A password input with a show/hide toggle inside its box, at its end, whatever the label's height. */
export function PasswordField({ ref, ...props }: Omit<TextFieldProps, 'type' | 'suffix'> & { ref?: Ref<HTMLInputElement> }) {
  const { t } = useTranslation('auth');
  const [visible, setVisible] = useState(false);
  return (
    <TextField
      ref={ref}
      type={visible ? 'text' : 'password'}
      {...props}
      suffix={
        <button
          type="button"
          onClick={() => setVisible((v) => !v)}
          aria-pressed={visible}
          // The box clips what sticks out of it: the ring is drawn inward.
          className="me-1 shrink-0 rounded px-2 py-1.5 text-xs font-medium text-brand-700 hover:bg-brand-50 focus-visible:-outline-offset-2"
        >
          {visible ? t('hidePassword') : t('showPassword')}
        </button>
      }
    />
  );
}
