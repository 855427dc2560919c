/** Messages shoppers and visitors send the shop from /contact-us. */
import type { Db } from '../db/client';
import { contactMessages } from '../db/schema';

export interface ContactMessage {
  name: string;
  subject: string;
  email: string;
  phone: string;
  message: string;
}

/** Keeps the message, linked to the sender's account when they were signed in. */
export async function saveContactMessage(db: Db, message: ContactMessage, userId: number | null): Promise<void> {
  await db.insert(contactMessages).values({ ...message, userId });
}
