CREATE TABLE "search_words" (
	"word" text PRIMARY KEY NOT NULL
);
--> statement-breakpoint
DROP INDEX "product_search_words_trgm_idx";--> statement-breakpoint
CREATE INDEX "search_words_trgm_idx" ON "search_words" USING gin ("word" gin_trgm_ops) WITH (fastupdate=false);--> statement-breakpoint
CREATE INDEX "product_search_words_word_idx" ON "product_search_words" USING btree ("word");--> statement-breakpoint
-- Product search: a search compared its words with every row of product_search_words,
-- each catalogue word once for every product and field that has it (about four rows a word). It
-- now finds the similar words and the words it begins among the distinct words (search_words,
-- trigram-indexed), then their rows by word: the same rows, for a quarter of the comparisons.
-- Whatever writes the index (0013's libas_search_index) adds its new words here, in word order so
-- that two transactions adding the same words queue rather than deadlock. A word no product has any
-- more stays (it matches no row): removing it could race another transaction adding it back.
CREATE FUNCTION search_words_added() RETURNS trigger
  LANGUAGE plpgsql
AS $$
BEGIN
  INSERT INTO search_words (word) SELECT DISTINCT word FROM new_rows ORDER BY word ON CONFLICT DO NOTHING;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER search_words_added AFTER INSERT ON product_search_words
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION search_words_added();
--> statement-breakpoint
-- As in 0013 (the same rows), through search_words.
CREATE OR REPLACE FUNCTION libas_search_lookup(words text[], min_similarity real, min_prefix integer)
  RETURNS TABLE (word text, match text, similarity real, product_id integer, field smallint)
  LANGUAGE plpgsql STABLE ROWS 50
  SET pg_trgm.similarity_threshold FROM CURRENT
  SET plan_cache_mode = force_generic_plan
AS $$
BEGIN
  PERFORM set_config('pg_trgm.similarity_threshold', min_similarity::text, true);
  RETURN QUERY
    SELECT w.word, d.word, similarity(w.word, d.word), s.product_id, s.field
      FROM unnest(words) w(word)
      JOIN search_words d
        ON d.word % w.word
        OR (length(w.word) >= min_prefix AND d.word LIKE replace(replace(replace(w.word, '\', '\\'), '%', '\%'), '_', '\_') || '%')
      JOIN product_search_words s ON s.word = d.word;
END;
$$;
--> statement-breakpoint
-- The words of the catalogue that is already there.
INSERT INTO search_words (word) SELECT DISTINCT word FROM product_search_words ORDER BY word ON CONFLICT DO NOTHING;
