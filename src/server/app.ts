// The API: one Hono app that knows nothing of where it runs. The Netlify Function, the local
// server and the tests all build it with createApp() and hand it its dependencies.
import { Hono } from "hono";
import { bodyLimit } from "hono/body-limit";
import { requestId } from "hono/request-id";
import { secureHeaders } from "hono/secure-headers";
import { API_BASE } from "../config/app.ts";
import type { AppBindings, AppDeps } from "./context.ts";
import { errorAnswer, handleError } from "./error-handler.ts";
import {
  adminContactRoutes,
  adminInquiryRoutes,
  adminInvoiceRoutes,
  adminRoutes,
  adminUserRoutes,
} from "./routes/admin.ts";
import { apiDescriptionRoutes } from "./routes/api-description.ts";
import { channelRoutes } from "./routes/channels.ts";
import { contactRoutes } from "./routes/contact.ts";
import { grievanceRoutes } from "./routes/grievance.ts";
import { gstReturnRoutes } from "./routes/gst-returns.ts";
import { healthRoutes } from "./routes/health.ts";
import { inquiryRoutes } from "./routes/inquiry.ts";
import { payRoutes } from "./routes/pay.ts";
import { staffRoutes } from "./routes/staff.ts";
import { privacyRoutes } from "./routes/privacy.ts";
import { invoiceRoutes, paymentRoutes } from "./routes/payment.ts";
import { webhookRoutes } from "./routes/webhook.ts";
import { projectRoutes } from "./routes/project.ts";
import { subscriptionRoutes } from "./routes/subscription.ts";
import { userRoutes } from "./routes/user.ts";
import { whatsappRoutes } from "./routes/whatsapp.ts";

/** Largest request body accepted, in bytes (413 above it). */
export const MAX_BODY_BYTES = 64 * 1024;

/** API answers are JSON only: nothing in them may load or run anything. */
export const API_CSP = "default-src 'none'; frame-ancestors 'none'; base-uri 'none'; form-action 'none'";

export function createApp(deps: AppDeps) {
  // strict: false, because the specification writes some paths with a trailing slash.
  const app = new Hono<AppBindings>({ strict: false });

  // Keeps a caller's X-Request-Id when it is short and plain, else makes one; echoed back.
  app.use(requestId({ headerName: "X-Request-Id" }));
  app.use(async (c, next) => {
    c.set("deps", deps);
    c.set("log", deps.log.child({ requestId: c.var.requestId }));
    await next();
  });
  app.use(
    secureHeaders({
      contentSecurityPolicy: {
        defaultSrc: ["'none'"],
        frameAncestors: ["'none'"],
        baseUri: ["'none'"],
        formAction: ["'none'"],
      },
      crossOriginResourcePolicy: "same-origin",
      referrerPolicy: "strict-origin-when-cross-origin",
      xFrameOptions: "DENY",
      strictTransportSecurity: "max-age=63072000; includeSubDomains",
    }),
  );
  app.use(async (c, next) => {
    await next();
    // Answers about a person must never sit in a shared cache.
    if (!c.res.headers.has("Cache-Control")) c.header("Cache-Control", "no-store");
  });
  app.use(
    bodyLimit({
      maxSize: MAX_BODY_BYTES,
      onError: (c) => {
        // The rest of the body is never read, so the connection cannot carry another request:
        // said, so that a client opens a new one instead of finding this one closed.
        c.header("Connection", "close");
        return errorAnswer(c, { err: `The request body is larger than ${MAX_BODY_BYTES / 1024} KB.` }, 413);
      },
    }),
  );

  const api = new Hono<AppBindings>({ strict: false })
    .route("/health", healthRoutes)
    .route("/channels", channelRoutes)
    .route("/openapi.json", apiDescriptionRoutes)
    .route("/subscription", subscriptionRoutes)
    .route("/user", userRoutes)
    .route("/user", adminUserRoutes)
    .route("/contact", contactRoutes)
    .route("/contact", adminContactRoutes)
    .route("/grievance", grievanceRoutes)
    .route("/inquiry", inquiryRoutes)
    .route("/inquiry", adminInquiryRoutes)
    .route("/project", projectRoutes)
    .route("/pay", payRoutes)
    .route("/payment", paymentRoutes)
    .route("/payment", webhookRoutes)
    .route("/invoice", invoiceRoutes)
    .route("/invoice", adminInvoiceRoutes)
    .route("/admin", adminRoutes)
    .route("/admin", gstReturnRoutes)
    .route("/privacy", privacyRoutes)
    .route("/staff", staffRoutes)
    .route("/whatsapp", whatsappRoutes);
  app.route(API_BASE, api);

  app.notFound((c) => errorAnswer(c, { err: `No such endpoint: ${c.req.method} ${c.req.path}` }, 404));

  app.onError(handleError);

  return app;
}

export type App = ReturnType<typeof createApp>;
