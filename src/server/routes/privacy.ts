// A visitor's data rights without an account (docs/product.md D27; decision 0039): ask by e-mail
// address (through the bot check, like a reset request), then, from the link sent to it, see
// and erase what is held under it. The request's answer is the same whatever is held.
import { Hono } from "hono";
import { DATA_REQUEST_SENT_MESSAGE } from "../../schemas/privacy.ts";
import { dataRequestParams, dataRequestSchema } from "../../schemas/privacy-requests.ts";
import { answerIn, answerLanguage } from "../accept-language.ts";
import { afterResponse } from "../background.ts";
import { assertHuman } from "../captcha/verifier.ts";
import type { AppBindings } from "../context.ts";
import { enforce, RATE_LIMITS } from "../rate-limit/limiter.ts";
import { limit } from "../rate-limit/middleware.ts";
import { eraseByLink, requestVisitorData, visitorDataByLink } from "../services/data-requests.ts";
import { jsonBody, params } from "../validate.ts";

const linkLimit = limit(RATE_LIMITS.dataLinkPerClient);

export const privacyRoutes = new Hono<AppBindings>({ strict: false })
  .post("/data-request", ...jsonBody(dataRequestSchema), async (c) => {
    const { db, env, mailer, captcha } = c.var.deps;
    const { email, capchaToken } = c.req.valid("json");
    const client = c.var.deps.clientAddress(c);
    await enforce(db, [[RATE_LIMITS.dataRequestPerClient, client]], env.RATE_LIMIT_MULTIPLIER);
    // The bot check before the address's own limit: nobody can use up a person's e-mails without it.
    await assertHuman(captcha, capchaToken, client);
    await enforce(db, [[RATE_LIMITS.dataRequestPerAccount, email]], env.RATE_LIMIT_MULTIPLIER);
    const lang = answerLanguage(c.req.header("Accept-Language"));
    // Whether the address has an account or anything held decides the e-mail, after the answer.
    afterResponse(
      c,
      async () => {
        const emailId = await requestVisitorData(db, email, { siteUrl: env.siteUrl, lang });
        await mailer.deliver([emailId]);
      },
      "data request",
    );
    return c.json({ message: answerIn(c, DATA_REQUEST_SENT_MESSAGE) });
  })

  .get("/data-request/:token", params(dataRequestParams), linkLimit, async (c) =>
    c.json({ data: await visitorDataByLink(c.var.deps.db, c.req.valid("param").token) }),
  )

  .post("/data-request/:token/erase", params(dataRequestParams), linkLimit, async (c) => {
    const erasure = await eraseByLink(c.var.deps.db, c.req.valid("param").token);
    c.var.log.info("visitor data erased");
    return c.json({ erasure });
  });
