// The GST return's period, as the accounts pages ask for it (decision 0042): a month "2026-11" or
// a quarter of a financial year "Q3-26-27" (src/lib/gst-period.ts reads it).
import "./zod-setup.ts";
import * as z from "zod/mini";
import { TYPED_DOCUMENT_NUMBER } from "./tax-document.ts";
import { GST_PERIOD_MESSAGE, GST_START_DAY, parseGstPeriod } from "../lib/gst-period.ts";

export const GST_BEFORE_START_MESSAGE = "GST began in July 2017: please choose a period from then on.";

export const gstPeriodQuery = z.object({
  period: z.string(GST_PERIOD_MESSAGE).check(
    z.refine((key) => parseGstPeriod(key) !== undefined, GST_PERIOD_MESSAGE),
    // A period it cannot read is refused above alone.
    z.refine(
      (key) => (parseGstPeriod(key)?.firstDay ?? GST_START_DAY) >= GST_START_DAY,
      GST_BEFORE_START_MESSAGE,
    ),
  ),
});

export const DOCUMENT_NUMBER_MESSAGE = "Please enter a document number, like NE/26-27/000123.";
/** The 404 of a number no document has. */
export const NO_DOCUMENT_NUMBERED = "No tax document or receipt has this number.";

/** One document by its number, as printed on it (any case, spaces around ignored). */
export const documentNumberQuery = z.object({
  number: z
    .string(DOCUMENT_NUMBER_MESSAGE)
    .check(z.regex(TYPED_DOCUMENT_NUMBER, DOCUMENT_NUMBER_MESSAGE), z.trim()),
});
