CREATE TABLE "product_search_words" (
	"product_id" integer NOT NULL,
	"field" smallint NOT NULL,
	"word" text NOT NULL,
	CONSTRAINT "product_search_words_product_id_field_word_pk" PRIMARY KEY("product_id","field","word"),
	CONSTRAINT "product_search_words_field_check" CHECK ("product_search_words"."field" between 1 and 3)
);
--> statement-breakpoint
ALTER TABLE "product_search_words" ADD CONSTRAINT "product_search_words_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "product_search_words_trgm_idx" ON "product_search_words" USING gin ("word" gin_trgm_ops) WITH (fastupdate=false);--> statement-breakpoint
-- Product search's index: each product's folded words (the search_* columns of
-- migration 0010), with where they stand: 3 its names, 2 its brand's or category's names, 1 its
-- descriptions. A search then finds its words' similar and prefixed words through the trigram
-- index rather than comparing every product's text (services/products.ts, searchMatches).
-- Rewrites the rows of the products `ids`. Whoever rewrites a product first locks its row, so a
-- brand's rename and the product's own edit at the same time queue rather than keep stale words.
CREATE FUNCTION libas_search_index(ids integer[]) RETURNS void
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
   CROSS JOIN LATERAL (VALUES (3, p.search_name), (2, b.search_name), (2, c.search_name), (1, p.search_text)) f(field, text)
   CROSS JOIN LATERAL unnest(string_to_array(btrim(f.text), ' ')) w(word)
   WHERE p.id = ANY (ids) AND w.word <> '';
END;
$$;
--> statement-breakpoint
-- Every statement that adds products (the seeder's one insert, the trader's) indexes them at once.
CREATE FUNCTION product_search_words_added() RETURNS trigger
  LANGUAGE plpgsql
AS $$
BEGIN
  PERFORM libas_search_index(array(SELECT id FROM new_rows));
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER product_search_words_added AFTER INSERT ON products
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION product_search_words_added();
--> statement-breakpoint
-- A product's, brand's or category's searchable text changed: its products' words again. Only
-- updates of those columns fire it (not stock or sales, which every order writes), and only when
-- a value really changed.
CREATE FUNCTION product_search_words_changed() RETURNS trigger
  LANGUAGE plpgsql
AS $$
BEGIN
  IF TG_TABLE_NAME = 'products' THEN
    PERFORM libas_search_index(ARRAY[NEW.id]);
  ELSIF TG_TABLE_NAME = 'brands' THEN
    PERFORM libas_search_index(array(SELECT id FROM products WHERE brand_id = NEW.id));
  ELSE
    PERFORM libas_search_index(array(SELECT id FROM products WHERE category_id = NEW.id));
  END IF;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER product_search_words_changed
  AFTER UPDATE OF name_ar, name_en, description_ar, description_en, brand_id, category_id ON products
  FOR EACH ROW
  WHEN (OLD.name_ar IS DISTINCT FROM NEW.name_ar OR OLD.name_en IS DISTINCT FROM NEW.name_en
        OR OLD.description_ar IS DISTINCT FROM NEW.description_ar OR OLD.description_en IS DISTINCT FROM NEW.description_en
        OR OLD.brand_id IS DISTINCT FROM NEW.brand_id OR OLD.category_id IS DISTINCT FROM NEW.category_id)
  EXECUTE FUNCTION product_search_words_changed();
--> statement-breakpoint
CREATE TRIGGER product_search_words_changed AFTER UPDATE OF name_ar, name_en ON brands
  FOR EACH ROW WHEN (OLD.name_ar IS DISTINCT FROM NEW.name_ar OR OLD.name_en IS DISTINCT FROM NEW.name_en)
  EXECUTE FUNCTION product_search_words_changed();
--> statement-breakpoint
CREATE TRIGGER product_search_words_changed AFTER UPDATE OF name_ar, name_en ON categories
  FOR EACH ROW WHEN (OLD.name_ar IS DISTINCT FROM NEW.name_ar OR OLD.name_en IS DISTINCT FROM NEW.name_en)
  EXECUTE FUNCTION product_search_words_changed();
--> statement-breakpoint
-- The rows whose word is like one of `words` (pg_trgm's similarity at least `min_similarity`, the
-- `%` operator through the trigram index) or begins with one of `min_prefix` letters or more.
-- `%` reads the session's pg_trgm.similarity_threshold: set here for this call only (the SET
-- clause restores it on return), so it holds on PGlite's one session and on any pooled one.
-- The query's plan is made once per session (a generic plan), not on every search.
CREATE FUNCTION libas_search_lookup(words text[], min_similarity real, min_prefix integer)
  RETURNS TABLE (word text, match text, similarity real, product_id integer, field smallint)
  LANGUAGE plpgsql STABLE ROWS 50
  SET pg_trgm.similarity_threshold FROM CURRENT
  SET plan_cache_mode = force_generic_plan
AS $$
BEGIN
  PERFORM set_config('pg_trgm.similarity_threshold', min_similarity::text, true);
  RETURN QUERY
    SELECT w.word, s.word, similarity(w.word, s.word), s.product_id, s.field
      FROM unnest(words) w(word)
      JOIN product_search_words s
        ON s.word % w.word
        OR (length(w.word) >= min_prefix AND s.word LIKE replace(replace(replace(w.word, '\', '\\'), '%', '\%'), '_', '\_') || '%');
END;
$$;
--> statement-breakpoint
-- The catalogue that is already there.
SELECT libas_search_index(array(SELECT id FROM products));
