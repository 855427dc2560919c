-- Keeps products.review_count and products.rating_avg equal to the aggregate of their reviews,
-- whoever writes the reviews (seeder, review endpoint, console). Lists then filter and sort by
-- rating without aggregating reviews on every request. The average is rounded to one decimal,
-- as shown to shoppers, so the rating filter matches what the stars say.
CREATE FUNCTION refresh_product_rating(target integer) RETURNS void LANGUAGE sql AS $$
  UPDATE products p
     SET review_count = s.n,
         rating_avg = s.avg
    FROM (SELECT count(*)::integer AS n,
                 coalesce(round(avg(rating)::numeric, 1), 0)::double precision AS avg
            FROM reviews
           WHERE product_id = target) s
   WHERE p.id = target;
$$;
--> statement-breakpoint
CREATE FUNCTION reviews_refresh_product_rating() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP <> 'DELETE' THEN
    PERFORM refresh_product_rating(NEW.product_id);
  END IF;
  IF TG_OP = 'DELETE' OR (TG_OP = 'UPDATE' AND OLD.product_id <> NEW.product_id) THEN
    PERFORM refresh_product_rating(OLD.product_id);
  END IF;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER reviews_refresh_product_rating
  AFTER INSERT OR UPDATE OF rating, product_id OR DELETE ON reviews
  FOR EACH ROW EXECUTE FUNCTION reviews_refresh_product_rating();
