ALTER TABLE "payments" DROP CONSTRAINT "payments_status_check";--> statement-breakpoint
ALTER TABLE "test_gateway_payments" DROP CONSTRAINT "test_gateway_payments_status_check";--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "closed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "refund_id" text;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "refunded_halalas" integer;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "refunded_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "test_gateway_payments" ADD COLUMN "refund_id" text;--> statement-breakpoint
ALTER TABLE "test_gateway_payments" ADD COLUMN "refunded_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_refund_check" CHECK (("payments"."status" = 'refunded') = ("payments"."refund_id" is not null and "payments"."refunded_halalas" > 0 and "payments"."refunded_at" is not null));--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_status_check" CHECK ("payments"."status" in ('initiated', 'paid', 'failed', 'refunded'));--> statement-breakpoint
ALTER TABLE "test_gateway_payments" ADD CONSTRAINT "test_gateway_payments_refund_check" CHECK (("test_gateway_payments"."status" = 'refunded') = ("test_gateway_payments"."refund_id" is not null and "test_gateway_payments"."refunded_at" is not null));--> statement-breakpoint
ALTER TABLE "test_gateway_payments" ADD CONSTRAINT "test_gateway_payments_status_check" CHECK ("test_gateway_payments"."status" in ('initiated', 'paid', 'failed', 'expired', 'closed', 'refunded'));