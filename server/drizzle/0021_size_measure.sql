-- What a category's number sizes measure, so the size filter groups them by what they fit (an
-- abaya's length, a waist, a shoe's EU size, a belt's length) rather than in one list of numbers.
ALTER TABLE "categories" ADD COLUMN "size_measure" text;--> statement-breakpoint
-- A database seeded before: the demo categories as a fresh seed names them; a shop's own stay unset.
UPDATE "categories" SET "size_measure" = CASE "slug"
  WHEN 'abayas' THEN 'length' WHEN 'thobes' THEN 'length'
  WHEN 'trousers' THEN 'waist' WHEN 'jeans' THEN 'waist'
  WHEN 'shoes' THEN 'shoes' WHEN 'kids' THEN 'shoes'
  WHEN 'accessories' THEN 'belts'
END WHERE "size_measure" IS NULL;
