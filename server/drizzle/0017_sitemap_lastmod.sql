ALTER TABLE "content_pages" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
-- The sitemap's lastmod: any change to a product (its stock, rating or sales included, which its
-- page and structured data show) or to a content page dates it, unless the update sets the date
-- itself (the seed dates its catalogue by its own clock).
CREATE FUNCTION touch_updated_at() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.updated_at IS NOT DISTINCT FROM OLD.updated_at THEN
    NEW.updated_at := now();
  END IF;
  RETURN NEW;
END;
$$;--> statement-breakpoint
CREATE TRIGGER products_touch BEFORE UPDATE ON products
  FOR EACH ROW EXECUTE FUNCTION touch_updated_at();--> statement-breakpoint
CREATE TRIGGER content_pages_touch BEFORE UPDATE ON content_pages
  FOR EACH ROW EXECUTE FUNCTION touch_updated_at();
