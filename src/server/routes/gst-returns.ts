// The accountant's downloads (decision 0042): for a period, the return's summary to read in the
// admin panel, GSTR-1 as the GST offline tool's JSON, its sections as CSV files in a zip, and the
// sales register. For the staff whose role has "tax-returns" (accounts and the owner; decision
// 0041); each download is in the staff record. And the documents themselves, for whoever may read
// the invoices: a period's register, each row with the page that shows it, and one document found
// by its number. Mounted under /admin in app.ts.
import { Hono, type Context } from "hono";
import { parseGstPeriod, type GstPeriod } from "../../lib/gst-period.ts";
import { documentNumberQuery, gstPeriodQuery, NO_DOCUMENT_NUMBERED } from "../../schemas/gst-requests.ts";
import { allow } from "../auth/guard.ts";
import type { AppBindings } from "../context.ts";
import { gstr1CsvFiles, registerCsv } from "../gst/gstr1-csv.ts";
import { documentNumbered, documentsIssuedIn, gstr1For } from "../services/gst-returns.ts";
import { notFound } from "../errors.ts";
import { recordAction } from "../staff-record.ts";
import { query } from "../validate.ts";
import { zip } from "../zip.ts";

const accounts = allow("tax-returns");
/** Reading the documents themselves is the invoices' permission, as their list and pages are. */
const documentReaders = allow("invoices");

/** The period the query names (the schema has checked that it names one). */
const periodOf = (key: string): GstPeriod => parseGstPeriod(key)!;

/** A download: its type, its file name, and no caching (the figures are the business's). */
function download(c: Context<AppBindings>, body: string | Uint8Array, type: string, filename: string) {
  c.header("Content-Type", type);
  c.header("Content-Disposition", `attachment; filename="${filename}"`);
  return c.body(typeof body === "string" ? body : (body as Uint8Array<ArrayBuffer>));
}

export const gstReturnRoutes = new Hono<AppBindings>({ strict: false })
  .get("/gst/summary", ...accounts, query(gstPeriodQuery), async (c) => {
    const { db, env } = c.var.deps;
    const { summary, register } = await gstr1For(db, periodOf(c.req.valid("query").period), env.seller);
    return c.json({ summary, documents: register.length });
  })
  // The period's register as the panel lists it, each document with the page that shows it.
  .get("/gst/documents", ...documentReaders, query(gstPeriodQuery), async (c) => {
    const { db, env } = c.var.deps;
    const period = periodOf(c.req.valid("query").period);
    return c.json({
      period: { key: period.key, label: period.label },
      documents: await documentsIssuedIn(db, period, env.seller),
    });
  })
  // One document by the number printed on it, whichever its kind and period.
  .get("/gst/document", ...documentReaders, query(documentNumberQuery), async (c) => {
    const { db, env } = c.var.deps;
    const document = await documentNumbered(db, c.req.valid("query").number, env.seller);
    if (!document) throw notFound(NO_DOCUMENT_NUMBERED);
    return c.json({ document });
  })
  .get("/gst/gstr1.json", ...accounts, query(gstPeriodQuery), async (c) => {
    const { db, env } = c.var.deps;
    const period = periodOf(c.req.valid("query").period);
    const { json } = await gstr1For(db, period, env.seller);
    await recordAction(c, "export", { type: "gstr1.json" }, period.key);
    return download(
      c,
      JSON.stringify(json, null, 2),
      "application/json; charset=utf-8",
      `GSTR1_${json.gstin}_${json.fp}.json`,
    );
  })
  .get("/gst/gstr1-csv.zip", ...accounts, query(gstPeriodQuery), async (c) => {
    const { db, env } = c.var.deps;
    const period = periodOf(c.req.valid("query").period);
    const gstr1 = await gstr1For(db, period, env.seller);
    await recordAction(c, "export", { type: "gstr1-csv.zip" }, period.key);
    const encoder = new TextEncoder();
    const files = gstr1CsvFiles(gstr1).map(({ name, text }) => ({ name, data: encoder.encode(text) }));
    return download(
      c,
      zip(files, new Date()),
      "application/zip",
      `GSTR1_${gstr1.json.gstin}_${period.fp}_csv.zip`,
    );
  })
  .get("/gst/register.csv", ...accounts, query(gstPeriodQuery), async (c) => {
    const { db, env } = c.var.deps;
    const period = periodOf(c.req.valid("query").period);
    const { register } = await gstr1For(db, period, env.seller);
    await recordAction(c, "export", { type: "register.csv" }, period.key);
    return download(c, registerCsv(register), "text/csv; charset=utf-8", `sales-register-${period.key}.csv`);
  });
