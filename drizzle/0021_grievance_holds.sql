ALTER TABLE "legal_holds" DROP CONSTRAINT "legal_holds_kind_check";--> statement-breakpoint
ALTER TABLE "legal_holds" DROP CONSTRAINT "legal_holds_basis_check";--> statement-breakpoint
ALTER TABLE "legal_holds" ADD CONSTRAINT "legal_holds_kind_check" CHECK ("legal_holds"."kind" in ('tax-documents', 'processing-log', 'open-grievances'));--> statement-breakpoint
ALTER TABLE "legal_holds" ADD CONSTRAINT "legal_holds_basis_check" CHECK ("legal_holds"."basis" in ('cgst-s36', 'dpdp-rule-8-3', 'dpdp-s13'));