-- Invoices of the first release get their GST serials: consecutive per financial year (April
-- to March, India's calendar), in the order they were made, and the counters continue after
-- them. Their tax documents are built when asked (services/tax-documents.ts).
WITH numbered AS (
  SELECT
    id,
    (purchased_at AT TIME ZONE 'Asia/Kolkata')::date AS day,
    number
  FROM invoices
  WHERE serial IS NULL
),
with_year AS (
  SELECT
    id,
    number,
    extract(year FROM day)::int - CASE WHEN extract(month FROM day) < 4 THEN 1 ELSE 0 END AS start_year
  FROM numbered
),
labelled AS (
  SELECT
    id,
    lpad((start_year % 100)::text, 2, '0') || '-' || lpad(((start_year + 1) % 100)::text, 2, '0') AS fiscal_year,
    row_number() OVER (PARTITION BY start_year ORDER BY number) AS position
  FROM with_year
)
UPDATE invoices
SET
  fiscal_year = labelled.fiscal_year,
  serial = 'NE/' || labelled.fiscal_year || '/' || lpad(labelled.position::text, 6, '0')
FROM labelled
WHERE invoices.id = labelled.id;
--> statement-breakpoint
UPDATE invoices SET starts_at = purchased_at WHERE starts_at IS NULL;
--> statement-breakpoint
INSERT INTO document_counters (series, fiscal_year, last_number)
SELECT 'NE', fiscal_year, count(*)::int FROM invoices GROUP BY fiscal_year
ON CONFLICT (series, fiscal_year) DO UPDATE SET last_number = excluded.last_number;
