-- Documents are stored in chunks of 256 KB (issue 11 point 2): on PGlite one statement carrying a
-- whole 10 MB file held the only connection and the event loop for seconds. Existing contents move
-- into chunks here; a document's deletion deletes its chunks (a trigger: the chunks are written
-- before their document's row, so there is no foreign key to cascade).
CREATE TABLE "document_chunks" (
	"tenant_code" varchar(64) NOT NULL,
	"document_id" integer NOT NULL,
	"seq" integer NOT NULL,
	"content" "bytea" NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "document_chunks_document_id_seq_pk" PRIMARY KEY("document_id","seq")
);
--> statement-breakpoint
ALTER TABLE "document_chunks" ADD CONSTRAINT "document_chunks_tenant_code_companies_company_code_fk" FOREIGN KEY ("tenant_code") REFERENCES "public"."companies"("company_code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
INSERT INTO "document_chunks" ("tenant_code", "document_id", "seq", "content")
SELECT d."tenant_code", d."id", s.seq, substring(d."content" FROM s.seq * 262144 + 1 FOR 262144)
FROM "documents" d
CROSS JOIN LATERAL generate_series(0, greatest(ceil(octet_length(d."content") / 262144.0)::int, 1) - 1) AS s(seq);
--> statement-breakpoint
CREATE FUNCTION "documents_delete_chunks"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM "document_chunks" WHERE "document_id" = OLD."id";
  RETURN OLD;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER "documents_delete_chunks" AFTER DELETE ON "documents" FOR EACH ROW EXECUTE FUNCTION "documents_delete_chunks"();
--> statement-breakpoint
ALTER TABLE "documents" DROP COLUMN "content";
