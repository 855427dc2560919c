/**
 * The server's messages for delivery addresses and saved addresses (docs/product.md, "Delivery
 * address" and "Saved addresses"), in both languages. Merged into `MESSAGES` in index.ts.
 */
import type { Lang } from '@shared/lang';

export const ADDRESS_MESSAGES = {
  recipientRequired: { en: "Enter the recipient's name", ar: 'الرجاء إدخال اسم المستلم' },
  addressCityRequired: { en: 'Enter the city', ar: 'الرجاء إدخال المدينة' },
  districtRequired: { en: 'Enter the district', ar: 'الرجاء إدخال الحي' },
  streetRequired: { en: 'Enter the street', ar: 'الرجاء إدخال اسم الشارع' },
  buildingNumberInvalid: { en: 'The building number is 1 to 6 digits', ar: 'يتكون رقم المبنى من رقم واحد إلى 6 أرقام' },
  postcodeInvalid: { en: 'The postcode is 5 digits', ar: 'يتكون الرمز البريدي من 5 أرقام' },
  shortAddressInvalid: {
    en: 'The short address is 4 letters and 4 digits, such as RRRD2929',
    ar: 'يتكون العنوان المختصر من 4 أحرف إنجليزية و4 أرقام، مثل RRRD2929',
  },
  addressPointInvalid: {
    en: 'The location on the map needs a latitude and a longitude within range',
    ar: 'يحتاج الموقع على الخريطة إلى خط عرض وخط طول صحيحين',
  },
  addressDefaultInvalid: { en: 'is_default must be true or false', ar: 'يجب أن تكون قيمة is_default إما true أو false' },
  addressLimit: {
    en: 'You have reached the most addresses you can save: delete one to add another',
    ar: 'وصلت إلى الحد الأقصى للعناوين المحفوظة، ويمكنك حذف عنوان لإضافة عنوان جديد',
  },
  addressNotFound: { en: 'Address not found', ar: 'العنوان غير موجود' },
  addressDeleted: { en: 'Address deleted', ar: 'تم حذف العنوان' },
} satisfies Record<string, Record<Lang, string>>;
