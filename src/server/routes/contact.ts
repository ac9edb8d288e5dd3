// POST /contact/create (public; D10 rate limit, D12 honeypot on the landing form).
import { Hono } from "hono";
import { CAPTCHA_REQUIRED_MESSAGE, CONTACT_SENT_MESSAGE, contactSchema } from "../../schemas/contact.ts";
import { afterResponse } from "../background.ts";
import { CAPTCHA_UNAVAILABLE_MESSAGE, CaptchaUnavailableError } from "../captcha/verifier.ts";
import type { AppBindings } from "../context.ts";
import { badRequest, HttpError } from "../errors.ts";
import { enforce, RATE_LIMITS } from "../rate-limit/limiter.ts";
import { createContactMessage } from "../services/contact.ts";
import { jsonBody } from "../validate.ts";

export const contactRoutes = new Hono<AppBindings>({ strict: false }).post(
  "/create",
  ...jsonBody(contactSchema),
  async (c) => {
    const { db, env, mailer, captcha, clientAddress } = c.var.deps;
    const input = c.req.valid("json");
    const client = clientAddress(c);
    await enforce(db, [[RATE_LIMITS.contactPerClient, client]], c.var.deps.env.RATE_LIMIT_MULTIPLIER);

    if (input.source === "landing") {
      // A filled honeypot is a bot: it gets the usual answer, and nothing is kept.
      if (input.website) {
        c.var.log.info("contact honeypot filled; dropped", { client });
        return c.json({ message: CONTACT_SENT_MESSAGE }, 201);
      }
    } else {
      const token = input.capchaToken;
      let solved: boolean;
      try {
        solved = token ? await captcha.verify(token, client) : false;
      } catch (error) {
        if (!(error instanceof CaptchaUnavailableError)) throw error;
        // Not stored: without the verifier's word there is no proof of a person.
        throw new HttpError(503, CAPTCHA_UNAVAILABLE_MESSAGE, { cause: error });
      }
      if (!solved) throw badRequest(CAPTCHA_REQUIRED_MESSAGE);
    }

    const { reference, emailIds } = await createContactMessage(db, input, {
      operatorEmail: env.OPERATOR_EMAIL,
    });
    afterResponse(c, mailer.deliver(emailIds), "contact e-mails");
    return c.json({ message: CONTACT_SENT_MESSAGE, reference }, 201);
  },
);
