/** An order's delivery address, part by part, as the status page and the profile show it. */
import { useTranslation } from 'react-i18next';
import type { Delivery } from '@/types/api';
import { Unbroken } from '../icons/unbroken';

export function DeliveryView({ delivery }: { delivery: Delivery }) {
  const { t } = useTranslation('address');
  const mobile = delivery.phone.replace(/^966/, '0');
  return (
    <address className="flex flex-col gap-0.5 not-italic" data-testid="delivery-address">
      <span className="font-medium">{delivery.recipient}</span>
      <span>
        <Unbroken>{delivery.building_number}</Unbroken> {delivery.street}
      </span>
      <span>
        {t('view.place', { district: delivery.district, city: delivery.city })} <Unbroken>{delivery.postcode}</Unbroken>
      </span>
      {delivery.short_address && (
        <span>
          {t('view.shortAddress')}: <Unbroken>{delivery.short_address}</Unbroken>
        </span>
      )}
      <span>
        {t('view.mobile')}: <Unbroken dir="ltr">{mobile}</Unbroken>
      </span>
      {delivery.directions && (
        <span className="text-stone-600">
          {t('view.directions')}: {delivery.directions}
        </span>
      )}
    </address>
  );
}
