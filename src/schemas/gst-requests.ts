// The GST return's period, as the accounts pages ask for it (decision 0042): a month "2026-11" or
// a quarter of a financial year "Q3-26-27" (src/lib/gst-period.ts reads it).
import "./zod-setup.ts";
import * as z from "zod/mini";
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
