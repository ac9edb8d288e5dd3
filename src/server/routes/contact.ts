// POST /contact/create (public): rate-limited per client, and every message passes the bot
// check whichever form sent it (docs/product.md D18); the landing form's honeypot stays as an extra.
import { Hono } from "hono";
import { CONTACT_SENT_MESSAGE, contactSchema } from "../../schemas/contact.ts";
import { deliverQueued } from "../background.ts";
import { assertHuman } from "../captcha/verifier.ts";
import type { AppBindings } from "../context.ts";
import { hit, RATE_LIMITS, scaled } from "../rate-limit/limiter.ts";
import { limit } from "../rate-limit/middleware.ts";
import { createContactMessage } from "../services/contact.ts";
import { answerIn, answerLanguage } from "../accept-language.ts";
import { jsonBody } from "../validate.ts";
import { operatorsOf } from "../notify/notifier.ts";

export const contactRoutes = new Hono<AppBindings>({ strict: false }).post(
  "/create",
  ...jsonBody(contactSchema),
  limit(RATE_LIMITS.contactPerClient),
  async (c) => {
    const { db, env, captcha, clientAddress } = c.var.deps;
    const input = c.req.valid("json");
    const client = clientAddress(c);
    await assertHuman(captcha, input.capchaToken, client);

    // A filled honeypot is a bot that solved the check: the usual answer, and nothing kept.
    if (input.website) {
      c.var.log.info("contact honeypot filled; dropped", { client });
      return c.json({ message: answerIn(c, CONTACT_SENT_MESSAGE) }, 201);
    }

    // Counted once the challenge is solved. Past the address's acknowledgements the message is
    // still kept (the operators are told), only not acknowledged: a stranger cannot fill
    // someone's inbox with our thanks, as the grievance form cannot.
    const perAddress = scaled(RATE_LIMITS.contactPerAddress, env.RATE_LIMIT_MULTIPLIER);
    const acknowledge = (await hit(db, perAddress, input.email)).count <= perAddress.limit;
    const { reference, emailIds, whatsappIds } = await createContactMessage(db, input, {
      acknowledge,
      ...operatorsOf(env),
      siteUrl: env.siteUrl,
      // The sender has no account: thanked in the language of the page they wrote from.
      language: answerLanguage(c.req.header("Accept-Language")),
    });
    deliverQueued(c, { emailIds, whatsappIds }, "contact messages");
    return c.json({ message: answerIn(c, CONTACT_SENT_MESSAGE), reference }, 201);
  },
);
