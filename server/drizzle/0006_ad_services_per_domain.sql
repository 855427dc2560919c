ALTER TABLE "ad_services" ADD COLUMN "domain" text DEFAULT 'libas.sa' NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "ad_services_domain_app_idx" ON "ad_services" USING btree ("domain","app_name");--> statement-breakpoint
ALTER TABLE "ad_services" ADD CONSTRAINT "ad_services_app_check" CHECK ("ad_services"."app_name" in ('facebook', 'tiktok', 'snapchat', 'google'));