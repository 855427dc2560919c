-- A reset code belongs to the client that asked for it (an HMAC of its device or address); only that
-- client can use it. Codes asked for before carry none and no longer work: they lasted ten minutes,
-- and the shopper asks again.
ALTER TABLE "password_reset_codes" ADD COLUMN "requested_by" text DEFAULT '' NOT NULL;
