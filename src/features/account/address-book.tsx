/**
 * The profile's Addresses tab (docs/product.md, "Saved addresses"): the shopper's saved delivery
 * addresses, the default first, to add, edit, delete and make the default. Checkout starts from
 * the default one.
 */
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAddresses, useDeleteAddress, useUpdateAddress, type SavedAddress } from '@/api/orders/addresses';
import { errorMessage } from '@/api/client';
import { DeliveryView } from '@/components/orders/delivery-view';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/dialog/dialog';
import { EmptyState } from '@/components/ui/empty-state';
import { LoadFailed } from '@/components/ui/load-failed';
import { Skeleton } from '@/components/ui/skeleton';
import { notify } from '@/lib/notify';
import type { StoredUser } from '@/lib/stored-login';
import { addressName, defaultBody } from './address-body';
import { AddressFormDialog } from './address-form';

const rowButton = 'px-4 py-1.5 text-sm';

function DeleteDialog({ address, pending, onConfirm, onClose }: { address: SavedAddress; pending: boolean; onConfirm: () => void; onClose: () => void }) {
  const { t } = useTranslation('address');
  const cancel = useRef<HTMLButtonElement>(null);
  // The harmless choice takes the focus, so a stray Enter deletes nothing.
  useEffect(() => cancel.current?.focus(), []);
  return (
    <Dialog open onClose={onClose} title={t('book.deleteTitle')} closeLabel={t('book.close')}>
      <p>{t('book.deleteText', { address: addressName(address) })}</p>
      {address.is_default && <p className="mt-2 text-sm text-stone-600">{t('book.deleteDefaultText')}</p>}
      <div className="mt-5 flex flex-wrap gap-3">
        <Button pending={pending} onClick={onConfirm}>
          {t('book.delete')}
        </Button>
        <Button ref={cancel} variant="secondary" onClick={onClose}>
          {t('book.cancel')}
        </Button>
      </div>
    </Dialog>
  );
}

export function AddressBook({ user }: { user: StoredUser }) {
  const { t } = useTranslation('address');
  const { t: tc } = useTranslation();
  const { data: addresses, isPending, isError, refetch } = useAddresses(user.id);
  const makeDefault = useUpdateAddress();
  const remove = useDeleteAddress();
  const [editing, setEditing] = useState<SavedAddress | 'new' | null>(null);
  const [deleting, setDeleting] = useState<SavedAddress | null>(null);
  // Where the focus goes once the list has changed under the button that had it: a deleted row's
  // Delete, a new default's Make default. A new object for each request, so each one runs.
  const [focusTo, setFocusTo] = useState<{ target: number | 'add' } | null>(null);
  const addButton = useRef<HTMLButtonElement>(null);
  const editButtons = useRef(new Map<number, HTMLButtonElement>());
  useEffect(() => {
    if (!focusTo) return;
    const { target } = focusTo;
    (target === 'add' ? addButton.current : editButtons.current.get(target))?.focus();
  }, [focusTo]);

  const chooseDefault = async (address: SavedAddress) => {
    try {
      await makeDefault.mutateAsync({ id: address.id, body: defaultBody(address) });
      void notify.success(t('book.defaultChanged', { address: addressName(address) }));
      setFocusTo({ target: address.id });
    } catch (error) {
      void notify.error(errorMessage(error, t('book.defaultFailed')));
    }
  };

  const confirmDelete = async (address: SavedAddress) => {
    try {
      await remove.mutateAsync(address.id);
      void notify.success(t('book.deleted'));
      setDeleting(null);
      setFocusTo({ target: 'add' });
    } catch (error) {
      // Closed, so the toast is not behind an inert page; the focus goes back to this row's Delete.
      setDeleting(null);
      void notify.error(errorMessage(error, t('book.deleteFailed')));
    }
  };

  let list;
  if (isPending) {
    list = (
      <div role="status" className="flex flex-col gap-3">
        <span className="sr-only">{tc('common.loading')}</span>
        {[0, 1].map((i) => (
          <Skeleton key={i} className="h-36 w-full" />
        ))}
      </div>
    );
  } else if (isError) {
    list = <LoadFailed onRetry={refetch} />;
  } else if (addresses.length === 0) {
    list = <EmptyState message={t('book.empty')} />;
  } else {
    list = (
      <ul aria-label={t('book.listLabel')} className="grid gap-3 md:grid-cols-2">
        {addresses.map((address) => {
          const name = addressName(address);
          return (
            <li key={address.id} className={`flex flex-col gap-3 rounded-xl border p-4 ${address.is_default ? 'border-brand-700' : 'border-stone-200'}`}>
              {address.is_default && <span className="self-start rounded-full bg-brand-50 px-2.5 py-0.5 text-xs font-semibold text-brand-800">{t('saved.default')}</span>}
              <DeliveryView delivery={address} />
              <div className="mt-auto flex flex-wrap gap-2">
                <Button
                  ref={(element) => {
                    if (element) editButtons.current.set(address.id, element);
                    else editButtons.current.delete(address.id);
                  }}
                  variant="secondary"
                  className={rowButton}
                  aria-label={t('book.editOf', { address: name })}
                  onClick={() => setEditing(address)}
                >
                  {t('book.edit')}
                </Button>
                <Button variant="ghost" className={rowButton} aria-label={t('book.deleteOf', { address: name })} onClick={() => setDeleting(address)}>
                  {t('book.delete')}
                </Button>
                {!address.is_default && (
                  <Button
                    variant="ghost"
                    className={rowButton}
                    pending={makeDefault.isPending && makeDefault.variables.id === address.id}
                    aria-label={t('book.makeDefaultOf', { address: name })}
                    onClick={() => void chooseDefault(address)}
                  >
                    {t('book.makeDefault')}
                  </Button>
                )}
              </div>
            </li>
          );
        })}
      </ul>
    );
  }

  return (
    <div className="flex flex-col gap-4">
      <div className="flex justify-end">
        <Button ref={addButton} onClick={() => setEditing('new')} className="px-5 py-2.5">
          {t('book.add')}
        </Button>
      </div>
      {list}
      {editing && <AddressFormDialog user={user} address={editing === 'new' ? null : editing} first={addresses?.length === 0} onClose={() => setEditing(null)} />}
      {deleting && <DeleteDialog address={deleting} pending={remove.isPending} onConfirm={() => void confirmDelete(deleting)} onClose={() => setDeleting(null)} />}
    </div>
  );
}
