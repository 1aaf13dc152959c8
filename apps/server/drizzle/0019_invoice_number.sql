-- R23: whether an invoice number (code + number) is on another live invoice anywhere on the platform.
-- Other tenants' invoices are out of a caller's sight; this answers yes or no and nothing else.
CREATE OR REPLACE FUNCTION scm_invoice_number_taken(varchar, varchar, bigint) RETURNS boolean LANGUAGE sql STABLE SECURITY DEFINER SET search_path FROM CURRENT
  AS $$ SELECT EXISTS (SELECT 1 FROM scm_invoice WHERE coalesce(invoice_code, '') = $1 AND invoice_no = $2 AND id <> $3 AND is_deleted = 0) $$;--> statement-breakpoint
ALTER FUNCTION scm_invoice_number_taken(varchar, varchar, bigint) OWNER TO beree_platform;--> statement-breakpoint
REVOKE ALL ON FUNCTION scm_invoice_number_taken(varchar, varchar, bigint) FROM PUBLIC;--> statement-breakpoint
GRANT EXECUTE ON FUNCTION scm_invoice_number_taken(varchar, varchar, bigint) TO beree_app;
