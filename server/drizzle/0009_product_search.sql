-- Product search: pg_trgm's trigram similarity for typos, over text folded by
-- libas_fold so that the spellings shoppers mix up compare equal. PGlite loads pg_trgm as an
-- extension (db/client.ts); PostgreSQL ships it with its contrib modules. pg_trgm takes Arabic
-- letters for word characters only in a UTF-8 ctype (C.UTF-8, en_US.UTF-8, …), not in "C".
CREATE EXTENSION IF NOT EXISTS pg_trgm;
--> statement-breakpoint
-- Folds Arabic and English text for matching, applied alike to the catalogue (the search_*
-- columns, migration 0010) and to the words searched:
--   lower case;
--   Arabic diacritics (U+064B–U+065F, U+0670) and tatweel (U+0640) removed;
--   أ إ آ ٱ → ا, ى → ي, ة → ه, and the hamza seats ؤ → و, ئ → ي (common informal spellings);
--   Persian ی ک → ي ك, Arabic-Indic digits → 0–9;
--   punctuation → space, so "T-Shirt" is the words "t" and "shirt";
--   the article ال dropped from a word of two letters more, so "الجينز" meets "جينز";
--   whitespace collapsed and trimmed.
-- Only immutable built-ins, so IMMUTABLE: generated columns and indexes may use it.
CREATE OR REPLACE FUNCTION libas_fold(input text) RETURNS text
  LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE
AS $$
  SELECT btrim(regexp_replace(regexp_replace(regexp_replace(
           translate(regexp_replace(lower(input), '[\u064B-\u065F\u0670\u0640]', '', 'g'),
                     'أإآٱىةؤئیک٠١٢٣٤٥٦٧٨٩', 'اااايهوييك0123456789'),
           '[][!"#$%&''()*+,./:;<=>?@\\^_`{|}~،؛؟«»…–—‘’“”-]+', ' ', 'g'),
         '(^|\s)ال(\S\S)', '\1\2', 'g'),
       '\s+', ' ', 'g'))
$$;
