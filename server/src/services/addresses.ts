/**
 * Delivery addresses (docs/product.md, "Delivery address" and "Saved addresses"; contract in
 * contract/addresses.ts): the check every address goes through, at checkout and when saved, and a
 * signed-in shopper's saved addresses, which only their owner sees or changes.
 *
 * A shopper has at most one default address (the partial unique index `addresses_default_idx`),
 * and has one whenever they have any. Every change that may move the default locks the shopper's
 * row first, so two requests at once (two tabs, a checkout beside the address book) queue instead
 * of both making a first address or both passing the limit.
 */
import { and, desc, eq, ne, sql, type Column } from 'drizzle-orm';
import { MAX_ADDRESSES, type AddressBody, type DeliveryInput, type SavedAddress } from '../contract/addresses';
import type { Db } from '../db/client';
import { addresses, users } from '../db/schema';
import { HttpError, notFound } from '../http-error';
import type { MessageKey } from '../messages';
import { normalizeSaudiMobile, toLatinDigits } from './phone';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
type AddressRow = typeof addresses.$inferSelect;

/** A checked delivery address, as `checkDelivery` gives it. */
export interface DeliveryAddress {
  recipient: string;
  region: string;
  city: string;
  district: string;
  street: string;
  buildingNumber: string;
  postcode: string;
  shortAddress: string | null;
  directions: string | null;
}

/** A delivery address with the mobile (9665XXXXXXXX) and the map's point, as an address is saved. */
export type AddressToSave = DeliveryAddress & { phone: string; lat: number | null; lon: number | null };

/** The most characters per part, as the contract has them: checked here too, for callers without its schema. */
const MAX_LENGTH = { recipient: 100, region: 80, city: 80, district: 100, street: 150, buildingNumber: 20, postcode: 10, shortAddress: 20, directions: 300 };

/** Trimmed, one space between words, Latin digits; 400 for text the database cannot store or too long. */
function clean(value: string | null | undefined, max: number): string {
  const text = value ?? '';
  if (text.includes('\u0000')) throw new HttpError(400, 'textInvalid');
  if (text.length > max) throw new HttpError(400, 'fieldTooLong');
  return toLatinDigits(text).replace(/\s+/g, ' ').trim();
}

function required(value: string, max: number, key: MessageKey): string {
  const text = clean(value, max);
  if (text === '') throw new HttpError(400, key);
  return text;
}

/**
 * Checks and normalises the parts of a delivery address; 400 naming the first part that is wrong.
 * Pure: checkout calls it for its `delivery` field.
 */
export function checkDelivery(input: DeliveryInput): DeliveryAddress {
  const recipient = required(input.recipient, MAX_LENGTH.recipient, 'recipientRequired');
  const region = clean(input.region, MAX_LENGTH.region);
  const city = required(input.city, MAX_LENGTH.city, 'addressCityRequired');
  const district = required(input.district, MAX_LENGTH.district, 'districtRequired');
  const street = required(input.street, MAX_LENGTH.street, 'streetRequired');
  const buildingNumber = clean(input.building_number, MAX_LENGTH.buildingNumber);
  if (!/^\d{1,6}$/.test(buildingNumber)) throw new HttpError(400, 'buildingNumberInvalid');
  const postcode = clean(input.postcode, MAX_LENGTH.postcode);
  if (!/^\d{5}$/.test(postcode)) throw new HttpError(400, 'postcodeInvalid');
  // Shoppers type the short code as it is printed, sometimes with a space: "RRRD 2929".
  const short = clean(input.short_address, MAX_LENGTH.shortAddress).replace(/ /g, '');
  // Checked before upper-casing, which would turn some non-Latin letters into Latin ones.
  if (short !== '' && !/^[a-z]{4}\d{4}$/i.test(short)) throw new HttpError(400, 'shortAddressInvalid');
  const directions = clean(input.directions, MAX_LENGTH.directions);
  return {
    recipient,
    region,
    city,
    district,
    street,
    buildingNumber,
    postcode,
    shortAddress: short === '' ? null : short.toUpperCase(),
    directions: directions === '' ? null : directions,
  };
}

/** The saved form of a body: its checked address, its mobile as 9665XXXXXXXX and its point. */
function checkBody(body: AddressBody): AddressToSave {
  const address = checkDelivery(body);
  if (clean(body.phone, 20) === '') throw new HttpError(400, 'checkoutPhoneRequired');
  const phone = normalizeSaudiMobile(body.phone);
  if (!phone) throw new HttpError(400, 'phoneInvalid');
  const lat = body.lat ?? null;
  const lon = body.lon ?? null;
  // A point is both coordinates or neither.
  if ((lat === null) !== (lon === null) || (lat !== null && Math.abs(lat) > 90) || (lon !== null && Math.abs(lon) > 180)) {
    throw new HttpError(400, 'addressPointInvalid');
  }
  return { ...address, phone, lat, lon };
}

export const toSavedAddress = (row: AddressRow): SavedAddress => ({
  id: row.id,
  recipient: row.recipient,
  phone: row.phone,
  region: row.region,
  city: row.city,
  district: row.district,
  street: row.street,
  building_number: row.buildingNumber,
  postcode: row.postcode,
  short_address: row.shortAddress,
  directions: row.directions,
  lat: row.lat,
  lon: row.lon,
  is_default: row.isDefault,
  created_at: row.createdAt.toISOString(),
});

/** Holds the shopper's row until the transaction ends; false when the shopper is gone. */
async function lockUser(tx: Tx, userId: number): Promise<boolean> {
  const [user] = await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');
  return user !== undefined;
}

const countOf = (tx: Tx, userId: number) => tx.$count(addresses, eq(addresses.userId, userId));

/** Makes `id` the shopper's only default: the old one lets go first, as the unique index wants. */
async function moveDefault(tx: Tx, userId: number, id: number): Promise<void> {
  await tx
    .update(addresses)
    .set({ isDefault: false })
    .where(and(eq(addresses.userId, userId), eq(addresses.isDefault, true), ne(addresses.id, id)));
  await tx.update(addresses).set({ isDefault: true }).where(and(eq(addresses.id, id), eq(addresses.userId, userId)));
}

const columns = (address: AddressToSave) => ({
  recipient: address.recipient,
  phone: address.phone,
  region: address.region,
  city: address.city,
  district: address.district,
  street: address.street,
  buildingNumber: address.buildingNumber,
  postcode: address.postcode,
  shortAddress: address.shortAddress,
  directions: address.directions,
  lat: address.lat,
  lon: address.lon,
});

/** The shopper's addresses: the default first, then the newest. */
export async function listAddresses(db: Db, userId: number): Promise<SavedAddress[]> {
  const rows = await db
    .select()
    .from(addresses)
    .where(eq(addresses.userId, userId))
    .orderBy(desc(addresses.isDefault), desc(addresses.createdAt), desc(addresses.id));
  return rows.map(toSavedAddress);
}

/** Saves a new address; the first one, or one sent with `is_default`, becomes the default. 422 past the limit. */
export async function createAddress(db: Db, userId: number, body: AddressBody): Promise<SavedAddress> {
  const address = checkBody(body);
  return db.transaction(async (tx) => {
    if (!(await lockUser(tx, userId))) throw new HttpError(401, 'unauthenticated');
    const count = await countOf(tx, userId);
    if (count >= MAX_ADDRESSES) throw new HttpError(422, 'addressLimit');
    const [row] = await tx
      .insert(addresses)
      .values({ userId, ...columns(address) })
      .returning();
    if (count === 0 || body.is_default) {
      await moveDefault(tx, userId, row!.id);
      row!.isDefault = true;
    }
    return toSavedAddress(row!);
  });
}

/**
 * Replaces one of the shopper's addresses; `is_default: true` makes it the default. The default
 * stays one: `is_default: false` on it changes nothing, another address takes the place instead.
 * 404 for an id that is not the shopper's.
 */
export async function updateAddress(db: Db, userId: number, id: number, body: AddressBody): Promise<SavedAddress> {
  const address = checkBody(body);
  return db.transaction(async (tx) => {
    await lockUser(tx, userId);
    const mine = and(eq(addresses.id, id), eq(addresses.userId, userId));
    const [row] = await tx
      .update(addresses)
      .set({ ...columns(address), updatedAt: new Date() })
      .where(mine)
      .returning();
    if (!row) throw notFound('addressNotFound');
    if (body.is_default && !row.isDefault) {
      await moveDefault(tx, userId, id);
      row.isDefault = true;
    }
    return toSavedAddress(row);
  });
}

/** Deletes one of the shopper's addresses; when it was the default, the newest left takes its place. 404 for an id not theirs. */
export async function deleteAddress(db: Db, userId: number, id: number): Promise<void> {
  await db.transaction(async (tx) => {
    await lockUser(tx, userId);
    const [deleted] = await tx
      .delete(addresses)
      .where(and(eq(addresses.id, id), eq(addresses.userId, userId)))
      .returning({ isDefault: addresses.isDefault });
    if (!deleted) throw notFound('addressNotFound');
    if (!deleted.isDefault) return;
    const [newest] = await tx
      .select({ id: addresses.id })
      .from(addresses)
      .where(eq(addresses.userId, userId))
      .orderBy(desc(addresses.createdAt), desc(addresses.id))
      .limit(1);
    if (newest) await moveDefault(tx, userId, newest.id);
  });
}

/** Compares a column with a value the way shoppers mean "the same address": case aside. */
const sameText = (column: Column, value: string) => sql`lower(${column}) = lower(${value})`;

/**
 * Saves the address an order goes to, unless the shopper has it already (the same recipient,
 * mobile, city, district, street, building number and postcode, case aside) or is at the limit;
 * the first one becomes the default. Takes `checkDelivery`'s result and the normalised mobile.
 * Checkout calls it inside its own transaction; a repeat is no error.
 */
export async function rememberAddress(db: Db | Tx, userId: number, address: AddressToSave): Promise<void> {
  const phone = normalizeSaudiMobile(address.phone);
  // An address the table would refuse is not worth failing an order for.
  if (!phone) return;
  // Inside checkout's transaction this is a savepoint: the lock then lasts until the order commits.
  await db.transaction(async (tx) => {
    if (!(await lockUser(tx, userId))) return;
    const [existing] = await tx
      .select({ id: addresses.id })
      .from(addresses)
      .where(
        and(
          eq(addresses.userId, userId),
          eq(addresses.phone, phone),
          sameText(addresses.recipient, address.recipient),
          sameText(addresses.city, address.city),
          sameText(addresses.district, address.district),
          sameText(addresses.street, address.street),
          sameText(addresses.buildingNumber, address.buildingNumber),
          sameText(addresses.postcode, address.postcode),
        ),
      )
      .limit(1);
    if (existing) return;
    const count = await countOf(tx, userId);
    if (count >= MAX_ADDRESSES) return;
    await tx.insert(addresses).values({ userId, ...columns({ ...address, phone }), isDefault: count === 0 });
  });
}
