import type { FieldErrors, FieldValues } from 'react-hook-form';
import type { Resources } from 'i18next';
import { useTranslation } from 'react-i18next';

type Namespace = keyof Resources;

/**
 * Form errors hold translation keys (a yup schema's messages); this turns a field's error into
 * text in the active language, so a language switch re-translates errors already shown.
 */
export function useFieldError<T extends FieldValues>(errors: FieldErrors<T>, namespace: Namespace) {
  const { t } = useTranslation(namespace);
  const translate = t as unknown as (key: string) => string;
  return (name: keyof T & string): string | undefined => {
    const message = errors[name]?.message;
    return typeof message === 'string' ? translate(message) : undefined;
  };
}
