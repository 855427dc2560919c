-- How many of one shopper's orders may use a coupon; null: any number. The demo shop's welcome
-- coupon, in a database seeded before, is one order per shopper, as the seed now writes it.
ALTER TABLE "coupons" ADD COLUMN "per_shopper_limit" integer;--> statement-breakpoint
ALTER TABLE "coupons" ADD CONSTRAINT "coupons_per_shopper_limit_check" CHECK ("coupons"."per_shopper_limit" is null or "coupons"."per_shopper_limit" >= 1);--> statement-breakpoint
UPDATE "coupons" SET "per_shopper_limit" = 1 WHERE lower("name") = 'welcome10';
