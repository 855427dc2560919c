/** The profile's address book as the API's `AddressBody` (docs/product.md, "Saved addresses"). */
import type { AddressBody, SavedAddress } from '@/api/orders/addresses';
import { savedAddressValues, toDeliveryInput, type AddressValues } from '@/lib/orders/delivery-address';

/** Whether the form still describes the saved address's place, whatever else changed. */
const samePlace = (saved: SavedAddress, values: AddressValues) =>
  saved.city === values.town &&
  saved.district === values.district &&
  saved.street === values.street &&
  saved.building_number === values.building_number &&
  saved.postcode === values.zip_code;

/**
 * The form's (validated) values as a body. The form asks for no region and no map point; an edit
 * that keeps the place keeps the saved ones, since a PUT replaces them and checkout prices some
 * companies by the region. A new place drops them: they would describe the old one.
 */
export function addressBody(values: AddressValues, isDefault: boolean, saved: SavedAddress | null = null): AddressBody {
  const kept = saved && samePlace(saved, values) ? saved : null;
  return {
    ...toDeliveryInput(values, kept?.region || null),
    phone: `966${values.phone}`,
    ...(kept && kept.lat !== null && kept.lon !== null ? { lat: kept.lat, lon: kept.lon } : {}),
    is_default: isDefault,
  };
}

/** A saved address sent back unchanged but made the default. */
export const defaultBody = (saved: SavedAddress): AddressBody => addressBody(savedAddressValues(saved), true, saved);

/** How the address book names an address in buttons and messages: "7235 Olaya Street". */
export const addressName = (address: SavedAddress) => `${address.building_number} ${address.street}`;
