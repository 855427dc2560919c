-- One review per account and product: of an account's reviews of one product, the newest
-- stays. The product's rating follows through the reviews trigger (0001).
DELETE FROM "reviews" r
 USING "reviews" newer
 WHERE r."user_id" IS NOT NULL
   AND newer."user_id" = r."user_id"
   AND newer."product_id" = r."product_id"
   AND (newer."created_at", newer."id") > (r."created_at", r."id");
