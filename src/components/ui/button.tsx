import type { ButtonHTMLAttributes, MouseEvent, Ref } from 'react';

type Variant = 'primary' | 'secondary' | 'ghost';

const variants: Record<Variant, string> = {
  primary: 'bg-brand-700 text-white hover:bg-brand-800 off:bg-brand-300',
  secondary: 'border border-brand-700 text-brand-800 hover:bg-brand-50 off:border-stone-300 off:text-stone-400',
  ghost: 'text-brand-800 hover:bg-brand-50 off:text-stone-400',
};

/**
 * A button that cannot act now but keeps its focus: `disabled` would drop the keyboard's
 * focus to the page the moment an action starts or a stepper reaches its limit, so while `held` it
 * is marked `aria-disabled` and its clicks (and a form's Enter, which clicks the submit button) are
 * ignored. Style the held look with the `off:` variant (index.css).
 */
export function HeldButton({ held, onClick, type = 'button', ref, ...props }: ButtonHTMLAttributes<HTMLButtonElement> & { held?: boolean; ref?: Ref<HTMLButtonElement> }) {
  return (
    <button
      ref={ref}
      type={type}
      {...props}
      aria-disabled={held || undefined}
      onClick={(event: MouseEvent<HTMLButtonElement>) => {
        if (held) return event.preventDefault();
        onClick?.(event);
      }}
    />
  );
}

export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  variant?: Variant;
  /** Shows a spinner and ignores clicks while an action runs; focus stays on the button. */
  pending?: boolean;
  ref?: Ref<HTMLButtonElement>;
}

export function Button({ variant = 'primary', pending = false, disabled, className = '', children, type = 'button', onClick, ...props }: ButtonProps) {
  return (
    <HeldButton
      type={type}
      disabled={disabled}
      held={pending}
      onClick={onClick}
      aria-busy={pending || undefined}
      className={`inline-flex items-center justify-center gap-2 rounded-full px-6 py-3 font-medium transition-colors off:cursor-not-allowed ${variants[variant]} ${className}`}
      {...props}
    >
      {pending && <span aria-hidden="true" className="size-4 animate-spin rounded-full border-2 border-current border-e-transparent" />}
      {children}
    </HeldButton>
  );
}
