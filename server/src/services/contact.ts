/** Messages shoppers and visitors send the shop from /contact-us. */
import type { Db } from '../db/client';
import type { ContactBody } from '../contract/forms';
import { contactMessages } from '../db/schema';

/** Keeps the message, linked to the sender's account when they were signed in. */
export async function saveContactMessage(db: Db, message: ContactBody, userId: number | null): Promise<void> {
  await db.insert(contactMessages).values({ ...message, userId });
}
