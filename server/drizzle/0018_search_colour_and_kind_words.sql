ALTER TABLE "categories" ADD COLUMN "keywords" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "categories" ADD COLUMN "search_keywords" text GENERATED ALWAYS AS (' ' || libas_fold(keywords) || ' ') STORED NOT NULL;--> statement-breakpoint
ALTER TABLE "colors" ADD COLUMN "keywords" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "colors" ADD COLUMN "search_name" text GENERATED ALWAYS AS (' ' || libas_fold(name_ar || ' ' || name_en || ' ' || keywords) || ' ') STORED NOT NULL;--> statement-breakpoint
-- Colour and kind words (docs/product.md "Filters and search"): a product's colours' names and their
-- other words (colors.search_name) and its category's other words (categories.search_keywords) are
-- indexed where the brand's and category's names are (field 2), so "فستان احمر" or "red dress"
-- finds the dresses that come in red, whatever their names and descriptions say.
CREATE OR REPLACE FUNCTION libas_search_index(ids integer[]) RETURNS void
  LANGUAGE plpgsql
AS $$
BEGIN
  PERFORM 1 FROM products WHERE id = ANY (ids) ORDER BY id FOR NO KEY UPDATE;
  DELETE FROM product_search_words WHERE product_id = ANY (ids);
  INSERT INTO product_search_words (product_id, field, word)
  SELECT DISTINCT p.id, f.field, w.word
    FROM products p
    JOIN brands b ON b.id = p.brand_id
    JOIN categories c ON c.id = p.category_id
   CROSS JOIN LATERAL (SELECT string_agg(k.search_name, ' ') AS text FROM colors k WHERE k.key = ANY (p.colors)) pc
   CROSS JOIN LATERAL (VALUES (3, p.search_name), (2, b.search_name), (2, c.search_name), (2, c.search_keywords), (2, pc.text),
                              (1, p.search_text)) f(field, text)
   CROSS JOIN LATERAL unnest(string_to_array(btrim(f.text), ' ')) w(word)
   WHERE p.id = ANY (ids) AND f.text IS NOT NULL AND w.word <> '';
END;
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION product_search_words_changed() RETURNS trigger
  LANGUAGE plpgsql
AS $$
BEGIN
  IF TG_TABLE_NAME = 'products' THEN
    PERFORM libas_search_index(ARRAY[NEW.id]);
  ELSIF TG_TABLE_NAME = 'brands' THEN
    PERFORM libas_search_index(array(SELECT id FROM products WHERE brand_id = NEW.id));
  ELSIF TG_TABLE_NAME = 'colors' THEN
    PERFORM libas_search_index(array(SELECT id FROM products WHERE NEW.key = ANY (colors)));
  ELSE
    PERFORM libas_search_index(array(SELECT id FROM products WHERE category_id = NEW.id));
  END IF;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
-- A product's colours now count too (not its stock or sales, which every order writes).
DROP TRIGGER product_search_words_changed ON products;
--> statement-breakpoint
CREATE TRIGGER product_search_words_changed
  AFTER UPDATE OF name_ar, name_en, description_ar, description_en, brand_id, category_id, colors ON products
  FOR EACH ROW
  WHEN (OLD.name_ar IS DISTINCT FROM NEW.name_ar OR OLD.name_en IS DISTINCT FROM NEW.name_en
        OR OLD.description_ar IS DISTINCT FROM NEW.description_ar OR OLD.description_en IS DISTINCT FROM NEW.description_en
        OR OLD.brand_id IS DISTINCT FROM NEW.brand_id OR OLD.category_id IS DISTINCT FROM NEW.category_id
        OR OLD.colors IS DISTINCT FROM NEW.colors)
  EXECUTE FUNCTION product_search_words_changed();
--> statement-breakpoint
DROP TRIGGER product_search_words_changed ON categories;
--> statement-breakpoint
CREATE TRIGGER product_search_words_changed AFTER UPDATE OF name_ar, name_en, keywords ON categories
  FOR EACH ROW WHEN (OLD.name_ar IS DISTINCT FROM NEW.name_ar OR OLD.name_en IS DISTINCT FROM NEW.name_en OR OLD.keywords IS DISTINCT FROM NEW.keywords)
  EXECUTE FUNCTION product_search_words_changed();
--> statement-breakpoint
CREATE TRIGGER product_search_words_changed AFTER UPDATE OF name_ar, name_en, keywords ON colors
  FOR EACH ROW WHEN (OLD.name_ar IS DISTINCT FROM NEW.name_ar OR OLD.name_en IS DISTINCT FROM NEW.name_en OR OLD.keywords IS DISTINCT FROM NEW.keywords)
  EXECUTE FUNCTION product_search_words_changed();
--> statement-breakpoint
-- The catalogue that is already there, with its colours' names.
SELECT libas_search_index(array(SELECT id FROM products));
