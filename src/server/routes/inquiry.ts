// Service inquiries (spec: inquiries-content-dashboards section 7), signed-in members only.
import { Hono } from "hono";
import * as z from "zod";
import { cateringInquirySchema, eventInquirySchema, travelInquirySchema } from "../../schemas/inquiry.ts";
import { requireUser } from "../auth/guard.ts";
import { afterResponse } from "../background.ts";
import type { AppBindings } from "../context.ts";
import { createInquiry, listUserInquiries, type NewInquiry } from "../services/inquiries.ts";
import { jsonBody, query } from "../validate.ts";

export const INQUIRY_SENT_MESSAGE = "Form submitted successfully!";

const searchQuery = z.object({
  search: z.string().max(100, "Search text is too long.").optional().default(""),
});

export const inquiryRoutes = new Hono<AppBindings>({ strict: false });

function register(path: string, kind: NewInquiry["kind"], schema: z.ZodType) {
  inquiryRoutes.post(path, requireUser, ...jsonBody(schema), async (c) => {
    const { db, env, mailer } = c.var.deps;
    const data = c.req.valid("json" as never) as NewInquiry["data"];
    const { item, emailIds } = await createInquiry(db, c.var.user.id, { kind, data } as NewInquiry, {
      operatorEmail: env.OPERATOR_EMAIL,
    });
    afterResponse(c, mailer.deliver(emailIds), `${kind} inquiry e-mails`);
    return c.json({ message: INQUIRY_SENT_MESSAGE, inquiry: item }, 201);
  });
}

register("/create_event", "event", eventInquirySchema);
register("/create_food", "catering", cateringInquirySchema);
register("/create_travel", "travel", travelInquirySchema);

inquiryRoutes.get("/get_all_user_inquirys", requireUser, query(searchQuery), async (c) => {
  return c.json(await listUserInquiries(c.var.deps.db, c.var.user.id, c.req.valid("query").search));
});
