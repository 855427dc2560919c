import { accountHandlers } from './accounts';
import { addressHandlers } from './addresses';
import { adServicesHandlers } from './ad-services';
import { cartHandlers } from './cart';
import { bannersHandlers } from './banners';
import { blogsHandlers } from './blogs';
import { brandsHandlers } from './brands';
import { categoriesHandlers } from './categories';
import { chatHandlers } from './chat';
import { contactHandlers } from './contact';
import { contentHandlers } from './content';
import { geocoderHandlers } from './geocoder';
import { orderHandlers } from './orders';
import { productsHandlers } from './products';
import { reviewsHandlers } from './reviews';
import { shippingHandlers } from './shipping';
import { sizeGuideHandlers } from './size-guides';
import { testimonialsHandlers } from './testimonials';
import { storeHandlers } from './store';

/** One module per API resource, mirroring src/api. */
export const handlers = [
  ...accountHandlers,
  ...addressHandlers,
  ...adServicesHandlers,
  ...cartHandlers,
  ...chatHandlers,
  ...storeHandlers,
  ...bannersHandlers,
  ...blogsHandlers,
  ...brandsHandlers,
  ...categoriesHandlers,
  ...contactHandlers,
  ...contentHandlers,
  ...productsHandlers,
  ...reviewsHandlers,
  ...shippingHandlers,
  ...sizeGuideHandlers,
  ...geocoderHandlers,
  ...orderHandlers,
  ...testimonialsHandlers,
];
