import { useId, type InputHTMLAttributes, type ReactNode, type Ref } from 'react';

export interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'prefix'> {
  label: ReactNode;
  /** The already-translated error message; announced and linked to the input. */
  error?: string;
  hint?: ReactNode;
  /** Content shown before the input inside its box, e.g. a +966 prefix. */
  prefix?: ReactNode;
  /** Content at the end of the input inside its box, e.g. a password's show button. */
  suffix?: ReactNode;
  ref?: Ref<HTMLInputElement>;
}

/** A labelled input whose error is announced (role=alert) and tied to it with aria-describedby. */
export function TextField({ label, error, hint, prefix, suffix, className = '', ref, ...input }: TextFieldProps) {
  const id = useId();
  const errorId = `${id}-error`;
  const hintId = `${id}-hint`;
  const describedBy = [error ? errorId : null, hint ? hintId : null].filter(Boolean).join(' ') || undefined;
  return (
    <div className={`flex flex-col gap-1.5 ${className}`}>
      <label htmlFor={id} className="text-sm font-medium text-stone-800">
        {label}
      </label>
      <div
        className={`flex items-center overflow-hidden rounded-lg border bg-white focus-within:ring-2 focus-within:ring-brand-500 ${
          error ? 'border-red-600' : 'border-stone-300'
        }`}
      >
        {prefix && (
          <span dir="ltr" className="border-e border-stone-200 bg-stone-50 px-3 py-2.5 text-sm text-stone-600">
            {prefix}
          </span>
        )}
        <input
          ref={ref}
          id={id}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
          className="w-full bg-transparent px-3 py-2.5 text-ink outline-none placeholder:text-stone-400"
          {...input}
        />
        {suffix}
      </div>
      {hint && (
        <p id={hintId} className="text-xs text-stone-500">
          {hint}
        </p>
      )}
      {error && (
        <p id={errorId} role="alert" className="text-sm text-red-700">
          {error}
        </p>
      )}
    </div>
  );
}
