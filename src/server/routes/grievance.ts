// Grievances about personal data (docs/product.md D27; decision 0040). POST /grievance is
// public, signed in or not: the bot check, a limit per client and one per e-mail address
// acknowledged, like the contact form (D18). The operators' list, its CSV and the outcome
// need an admin.
import { Hono } from "hono";
import { formatIsoDay } from "../../lib/dates.ts";
import { TOTAL_COUNT_HEADER } from "../../schemas/admin.ts";
import {
  adminGrievanceListQuery,
  adminGrievanceSearchQuery,
  grievanceIdParams,
  grievanceOutcomeSchema,
  grievanceSchema,
} from "../../schemas/grievance.ts";
import { GRIEVANCE_MESSAGES } from "../../schemas/grievance-rules.ts";
import { answerLanguage } from "../accept-language.ts";
import { allow, alsoAllow } from "../auth/guard.ts";
import { afterResponse } from "../background.ts";
import { assertHuman } from "../captcha/verifier.ts";
import type { AppBindings } from "../context.ts";
import { csvResponse } from "../csv.ts";
import { operatorsOf } from "../notify/notifier.ts";
import { hit, RATE_LIMITS, scaled } from "../rate-limit/limiter.ts";
import { limit } from "../rate-limit/middleware.ts";
import {
  closeGrievance,
  exportGrievances,
  fileGrievance,
  GRIEVANCE_CSV_HEADER,
  listGrievancesForAdmin,
} from "../services/grievances.ts";
import { jsonBody, params, query } from "../validate.ts";
import { recordAction } from "../staff-record.ts";

export const grievanceRoutes = new Hono<AppBindings>({ strict: false })
  .post("/", ...jsonBody(grievanceSchema), limit(RATE_LIMITS.grievancePerClient), async (c) => {
    const { db, env, mailer, captcha, clientAddress } = c.var.deps;
    const input = c.req.valid("json");
    await assertHuman(captcha, input.capchaToken, clientAddress(c));
    // Counted once the challenge is solved. Past the address's acknowledgements the grievance is
    // still filed (the operators are told), only not acknowledged: a stranger who filed five with
    // someone's address fills neither their inbox nor their way to be heard.
    const perAddress = scaled(RATE_LIMITS.grievancePerAddress, env.RATE_LIMIT_MULTIPLIER);
    const acknowledge = (await hit(db, perAddress, input.email)).count <= perAddress.limit;
    const filed = await fileGrievance(db, input, {
      acknowledge,
      ...operatorsOf(env),
      siteUrl: env.siteUrl,
      // Acknowledged, and later answered, in the language of the page it was filed from (D25).
      language: answerLanguage(c.req.header("Accept-Language")),
    });
    afterResponse(c, mailer.deliver(filed.emailIds), "grievance e-mails");
    return c.json(
      {
        message: GRIEVANCE_MESSAGES.filed,
        reference: filed.reference,
        replyBy: filed.replyBy,
        replyDays: filed.replyDays,
      },
      201,
    );
  })
  .get("/admin", ...allow("grievances"), query(adminGrievanceListQuery), async (c) => {
    const { q, status, page, limit: size } = c.req.valid("query");
    const { grievances, total } = await listGrievancesForAdmin(
      c.var.deps.db,
      { q, status },
      { page, limit: size },
    );
    c.header(TOTAL_COUNT_HEADER, String(total));
    return c.json({ grievances, total, page, limit: size });
  })
  // Before /admin/:id, which would otherwise take "export.csv" for an id.
  .get(
    "/admin/export.csv",
    ...allow("exports"),
    alsoAllow("grievances"),
    query(adminGrievanceSearchQuery),
    async (c) => {
      const search = c.req.valid("query");
      await recordAction(c, "export", { type: "grievances" }, search.q);
      return csvResponse(
        c,
        `grievances-${formatIsoDay(new Date())}.csv`,
        GRIEVANCE_CSV_HEADER,
        exportGrievances(c.var.deps.db, search),
      );
    },
  )
  .patch(
    "/admin/:id",
    ...allow("grievances"),
    params(grievanceIdParams),
    ...jsonBody(grievanceOutcomeSchema),
    async (c) => {
      const { db, env, mailer } = c.var.deps;
      const { grievance, emailIds } = await closeGrievance(
        db,
        c.req.valid("param").id,
        c.var.user.id,
        c.req.valid("json"),
        { siteUrl: env.siteUrl },
      );
      afterResponse(c, mailer.deliver(emailIds), "grievance answer");
      await recordAction(
        c,
        "grievance.closed",
        { type: "grievance", id: grievance.reference },
        grievance.status,
      );
      return c.json({ grievance });
    },
  );
