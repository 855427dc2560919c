/** An order's delivery address, part by part, as the status page and the profile show it. */
import { useTranslation } from 'react-i18next';
import type { Delivery } from '@/types/api';

export function DeliveryView({ delivery }: { delivery: Delivery }) {
  const { t } = useTranslation('address');
  const mobile = delivery.phone.replace(/^966/, '0');
  return (
    <address className="flex flex-col gap-0.5 not-italic" data-testid="delivery-address">
      <span className="font-medium">{delivery.recipient}</span>
      <span>
        <bdi>{delivery.building_number}</bdi> {delivery.street}
      </span>
      <span>
        {t('view.place', { district: delivery.district, city: delivery.city })} <bdi>{delivery.postcode}</bdi>
      </span>
      {delivery.short_address && (
        <span>
          {t('view.shortAddress')}: <bdi>{delivery.short_address}</bdi>
        </span>
      )}
      <span>
        {t('view.mobile')}: <bdi dir="ltr">{mobile}</bdi>
      </span>
      {delivery.directions && (
        <span className="text-stone-600">
          {t('view.directions')}: {delivery.directions}
        </span>
      )}
    </address>
  );
}
