/**
 * The product page's delivery time to the signed-in shopper's default address, loaded only for a
 * shopper the API keeps addresses for: a visitor's page carries none of the shipping code.
 */
import { useTranslation } from 'react-i18next';
import { useDeliveryDays } from '@/hooks/orders/use-delivery-days';

export default function DeliveryToAddress({ fallback }: { fallback: string }) {
  const { t } = useTranslation('product');
  const delivery = useDeliveryDays();
  return <>{delivery ? t('details.shippingToCity', { city: delivery.city, min: delivery.min, max: delivery.max }) : fallback}</>;
}
