-- Stock per option, kept per colour and size. Existing stock is spread over each product's options
-- (every colour with every size; '' where a product has none): evenly, the first options in the
-- product's own colour and size order taking the remainder, so each product keeps its total.
WITH options AS (
  SELECT p.id AS product_id, c.color, s.size, p.stock,
         row_number() OVER (PARTITION BY p.id ORDER BY c.ord, s.ord) - 1 AS n,
         count(*) OVER (PARTITION BY p.id) AS options
    FROM products p
    CROSS JOIN LATERAL (
      SELECT u.color, min(u.ord) AS ord
        FROM unnest(CASE WHEN cardinality(p.colors) > 0 THEN p.colors ELSE ARRAY[''] END) WITH ORDINALITY AS u(color, ord)
       GROUP BY u.color) c
    CROSS JOIN LATERAL (
      SELECT u.size, min(u.ord) AS ord
        FROM unnest(CASE WHEN cardinality(p.sizes) > 0 THEN p.sizes ELSE ARRAY[''] END) WITH ORDINALITY AS u(size, ord)
       GROUP BY u.size) s
)
INSERT INTO product_stock (product_id, color, size, stock)
SELECT product_id, color, size, (stock / options + CASE WHEN n < stock % options THEN 1 ELSE 0 END)::integer
  FROM options;
--> statement-breakpoint
-- products.stock stays the sum of the product's options, whoever writes them (checkout, a failed or
-- rejected order, the trader, the seeder, a console), in the writer's own transaction: a trigger
-- rather than code at each writer, so that no path can forget it. Each statement adds its
-- difference per product in one UPDATE (transition tables: the seeder's thousand rows cost one),
-- and two orders for one product queue on its row rather than lose a unit.
-- An option coming back in stock (0 to more) marks its waiting alerts due in that same transaction;
-- their mail is then sent once (services/stock-alerts.ts).
CREATE FUNCTION product_stock_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    UPDATE products p SET stock = p.stock + d.delta
      FROM (SELECT product_id, sum(stock)::integer AS delta FROM new_rows GROUP BY product_id) d
     WHERE p.id = d.product_id AND d.delta <> 0;
  ELSIF TG_OP = 'DELETE' THEN
    UPDATE products p SET stock = p.stock - d.delta
      FROM (SELECT product_id, sum(stock)::integer AS delta FROM old_rows GROUP BY product_id) d
     WHERE p.id = d.product_id AND d.delta <> 0;
  ELSE
    UPDATE products p SET stock = p.stock + d.delta
      FROM (SELECT product_id, sum(delta)::integer AS delta
              FROM (SELECT product_id, stock AS delta FROM new_rows UNION ALL SELECT product_id, -stock FROM old_rows) x
             GROUP BY product_id) d
     WHERE p.id = d.product_id AND d.delta <> 0;
    UPDATE stock_alerts a SET due_at = now()
      FROM old_rows o JOIN new_rows n USING (product_id, color, size)
     WHERE o.stock = 0 AND n.stock > 0
       AND a.product_id = n.product_id AND a.color = n.color AND a.size = n.size AND a.due_at IS NULL;
  END IF;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER product_stock_inserted AFTER INSERT ON product_stock
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION product_stock_changed();
--> statement-breakpoint
CREATE TRIGGER product_stock_updated AFTER UPDATE ON product_stock
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION product_stock_changed();
--> statement-breakpoint
CREATE TRIGGER product_stock_deleted AFTER DELETE ON product_stock
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION product_stock_changed();
--> statement-breakpoint
-- Only that trigger writes products.stock (it runs one trigger level down): a direct write would
-- part the total from its options, so it is refused, and a new product starts at 0 until its
-- options are added.
CREATE FUNCTION products_stock_guard() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF pg_trigger_depth() < 2 AND NEW.stock IS DISTINCT FROM (CASE WHEN TG_OP = 'INSERT' THEN 0 ELSE OLD.stock END) THEN
    RAISE EXCEPTION 'products.stock is the sum of the product''s product_stock rows: change those instead'
      USING ERRCODE = 'check_violation';
  END IF;
  RETURN NEW;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER products_stock_guard
  BEFORE INSERT OR UPDATE OF stock ON products
  FOR EACH ROW EXECUTE FUNCTION products_stock_guard();
