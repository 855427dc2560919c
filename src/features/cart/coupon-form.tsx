import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useApplyCoupon } from '@/api/cart';
import { errorMessage } from '@/api/client';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/text-field';
import type { CouponState } from '@/hooks/orders/use-applied-coupon';
import type { AppliedCoupon } from '@/lib/orders/stored-coupon';

/** The coupon field: the server says why a code fails (unknown, expired, used up). */
export function CouponForm({
  coupon,
  unusable,
  onChange,
}: {
  coupon: AppliedCoupon | null;
  /** An applied code the server no longer accepts. */
  unusable?: CouponState['unusable'];
  onChange: (coupon: AppliedCoupon | null) => void;
}) {
  const { t } = useTranslation('cart');
  const { t: tc } = useTranslation();
  const apply = useApplyCoupon();
  const [code, setCode] = useState('');
  const [error, setError] = useState<string>();
  const statusId = useId();

  // Applying swaps the field for the applied code, and removing swaps it back: the focused control
  // goes with it, so focus moves to its counterpart — only after the shopper's own act.
  const shopperActed = useRef(false);
  const removeRef = useRef<HTMLButtonElement>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  const showing = unusable || coupon ? 'applied' : 'field';
  useEffect(() => {
    if (!shopperActed.current) return;
    shopperActed.current = false;
    (showing === 'applied' ? removeRef : inputRef).current?.focus();
  }, [showing]);
  const remove = () => {
    shopperActed.current = true;
    onChange(null);
  };

  if (unusable) {
    return (
      <div className="flex items-center justify-between gap-3 rounded-xl bg-amber-50 px-4 py-3 text-sm text-amber-900" role="status">
        <span>{t('coupon.unusable', { name: unusable.name, reason: unusable.reason })}</span>
        <button ref={removeRef} type="button" onClick={remove} className="shrink-0 font-medium underline">
          {t('coupon.remove')}
        </button>
      </div>
    );
  }

  if (coupon) {
    return (
      <div className="flex items-center justify-between gap-3 rounded-xl bg-green-50 px-4 py-3 text-sm text-green-900" role="status" id={statusId}>
        <span>{t('coupon.applied', { name: coupon.name, discount: coupon.discount })}</span>
        <button ref={removeRef} type="button" onClick={remove} className="font-medium underline">
          {t('coupon.remove')}
        </button>
      </div>
    );
  }

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const name = code.trim();
    if (!name) return setError(t('coupon.required'));
    setError(undefined);
    apply.mutate(name, {
      onSuccess: ({ discount }) => {
        shopperActed.current = true;
        onChange({ name: name.toUpperCase(), discount });
      },
      // The generic message ("Failures a shopper sees") when the server gives no reason.
      onError: (failure) => setError(errorMessage(failure, tc('errors.loadFailed'))),
    });
  };

  return (
    <form onSubmit={submit} noValidate className="flex items-end gap-2">
      <TextField
        ref={inputRef}
        label={t('coupon.label')}
        placeholder={t('coupon.placeholder')}
        value={code}
        onChange={(event) => setCode(event.target.value)}
        error={error}
        autoComplete="off"
        dir="ltr"
        className="flex-1"
      />
      <Button type="submit" variant="secondary" pending={apply.isPending} className={`px-5 py-2.5 ${error ? 'mb-7' : ''}`}>
        {t('coupon.apply')}
      </Button>
    </form>
  );
}
