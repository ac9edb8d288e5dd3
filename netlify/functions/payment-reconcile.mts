// Netlify scheduled function: every fifteen minutes, ask Razorpay about orders left unpaid
// (the browser closed between the checkout and the verification, the webhook lost) and
// invoice the ones it says are paid, through the same code as verification (docs/product.md D2). It only
// wires src/server: production configuration, the network database (never PGlite),
// payments and the senders (an invoice's e-mail and WhatsApp message go at once).
import { scheduledFunction, type ScheduledJob } from "../../src/server/netlify-function.ts";
import { createPayments } from "../../src/server/payments/provider.ts";
import { createSenders } from "../../src/server/senders.ts";
import { reconcileUnpaidOrders } from "../../src/server/services/reconcile.ts";
import { paymentContext } from "../../src/server/services/payments.ts";

/** The run itself, exported for the tests, which give it a test configuration. */
export const job: ScheduledJob = async ({ db, env, log }) => {
  const { mailer, whatsapp } = createSenders({ db, env, log });
  const result = await reconcileUnpaidOrders(db, createPayments(env, db), {
    context: paymentContext(env),
    log,
    mailer,
    whatsappSender: whatsapp,
  });
  log.info("payment reconcile finished", { ...result });
};

export default scheduledFunction("payment-reconcile", job);

export const config = { schedule: "*/15 * * * *" };
