/**
 * "Notify me when it's back" for a sold-out colour and size (capability `alerts`). A
 * signed-in shopper turns the alert on (the API mails them once when it is back) and can cancel it;
 * a visitor goes to sign in and comes back to the same choice, where the alert is then turned on.
 */
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '@/api/client';
import { useCreateStockAlert, useDeleteStockAlert, useStockAlerts } from '@/api/stock-alerts';
import { Button } from '@/components/ui/button';
import { useLoginFirst } from '@/hooks/catalog/use-login-first';
import { useStoredLogin } from '@/hooks/use-stored-login';
import { notify } from '@/lib/notify';
import { pendingNotifySearch } from './pending-add';

export function NotifyMe({
  productId,
  color,
  size,
  onPendingNotify,
}: {
  productId: number;
  color: string | undefined;
  size: string | undefined;
  /** Back from login to turn the alert on (`?notify=1`): done once, then this is called. */
  onPendingNotify?: () => void;
}) {
  const { t } = useTranslation('product');
  const login = useStoredLogin();
  const loginFirst = useLoginFirst();
  const alerts = useStockAlerts(login?.user.id ?? null);
  const create = useCreateStockAlert();
  const remove = useDeleteStockAlert();
  const option = { color: color ?? '', size: size ?? '' };
  const waiting = alerts.data?.find(
    (alert) => alert.product_id === productId && alert.color === option.color && alert.size === option.size && alert.sent_at === null,
  );

  const turnOn = () => {
    if (!login) return loginFirst(pendingNotifySearch({ color, size }));
    create.mutate(
      { product_id: productId, ...(color ? { color } : {}), ...(size ? { size } : {}) },
      {
        onSuccess: () => void notify.success(t('stock.notifyCreated')),
        onError: (error) => void notify.error(errorMessage(error, t('stock.notifyFailed'))),
      },
    );
  };
  const cancel = () => {
    if (!waiting) return;
    remove.mutate(waiting.id, {
      onSuccess: () => void notify.info(t('stock.notifyCancelled')),
      onError: (error) => void notify.error(errorMessage(error, t('stock.cancelFailed'))),
    });
  };

  // Back from login: once the alerts are known, so an alert already on is not asked for again.
  // The ref keeps StrictMode's second run from asking twice.
  const pendingDone = useRef(false);
  useEffect(() => {
    if (!onPendingNotify || pendingDone.current || !login || alerts.data === undefined) return;
    pendingDone.current = true;
    if (!waiting) turnOn();
    onPendingNotify();
  });

  return (
    <div className="flex flex-col items-start gap-2">
      {waiting ? (
        <>
          <p role="status" className="text-sm font-medium text-emerald-800">
            {t('stock.notifyOn')}
          </p>
          <Button variant="ghost" pending={remove.isPending} onClick={cancel}>
            {t('stock.notifyCancel')}
          </Button>
        </>
      ) : (
        <Button variant="secondary" pending={create.isPending || (login !== null && alerts.isPending)} onClick={turnOn}>
          {t('stock.notifyMe')}
        </Button>
      )}
    </div>
  );
}
