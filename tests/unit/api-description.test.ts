// The API description (src/schemas/api/) against the app: the same endpoints, the same
// schemas in the routes' validators, the same guards; the committed copy equal to the
// generator's output; and the answer check the API tests run (tests/helpers/api-contract.ts)
// catching a body or a status that drifted from it.
import { readFileSync } from "node:fs";
import { describe, expect, expectTypeOf, it } from "vitest";
import * as z from "zod";
import type {
  AdminEnquiry,
  AdminInquiryDetail,
  AdminSummary,
  AdminUser,
  FailedEmail,
} from "../../src/schemas/admin.ts";
import type { PublicUser } from "../../src/schemas/auth.ts";
import type {
  AdminGrievance,
  AdminGrievanceList,
  GrievanceFiled,
} from "../../src/schemas/grievance-rules.ts";
import type { InquiryListItem, InquiryLists } from "../../src/schemas/inquiry.ts";
import type { Invoice, InvoiceDocuments } from "../../src/schemas/invoice.ts";
import type { Membership } from "../../src/schemas/membership.ts";
import type { BookingTaxInvoice, InquiryBooking, QuoteView } from "../../src/schemas/quote.ts";
import type { TaxDocument } from "../../src/schemas/tax-document.ts";
import { buildApiDescription, type JsonObject } from "../../src/schemas/api/openapi.ts";
import { API_OPERATIONS, type ApiOperation } from "../../src/schemas/api/operations.ts";
import type * as answers from "../../src/schemas/api/responses.ts";
import {
  alsoPermissionOf,
  permissionOf,
  requireSession,
  requireStaff,
  requireUser,
} from "../../src/server/auth/guard.ts";
import type { LocalCheckoutFailure, LocalCheckoutSuccess } from "../../src/server/services/local-checkout.ts";
import type { OnboardingView } from "../../src/server/services/onboarding.ts";
import type { OrderCreated } from "../../src/server/services/orders.ts";
import type { PlanView } from "../../src/server/services/plans.ts";
import { validationOf } from "../../src/server/validate.ts";
import { answerProblems, operationOf, routePath, servedRoutes } from "../helpers/api-contract.ts";

const COMMITTED = new URL("../../docs/api/openapi.json", import.meta.url);

const inputSchema = (schema: z.core.$ZodType | undefined) =>
  schema && z.toJSONSchema(schema, { io: "input", unrepresentable: "any" });

describe("the API description", () => {
  it("documents exactly the routes the app serves", () => {
    const served = servedRoutes().map((route) => `${route.method} ${route.path}`);
    const documented = API_OPERATIONS.map((op) => `${op.method.toUpperCase()} ${routePath(op.path)}`);
    expect(new Set(documented).size, "one entry per endpoint").toBe(documented.length);
    expect(documented.sort()).toEqual(served.sort());
  });

  it.each(servedRoutes().map((route) => [`${route.method} ${route.path}`, route] as const))(
    "%s: documents the schemas its route validates with, and who may call it",
    (_key, route) => {
      const operation = operationOf(route.method, route.path)!;
      const validated = Object.fromEntries(
        route.handlers.flatMap((handler) => {
          const validation = validationOf(handler);
          return validation ? [[validation.target, validation.schema]] : [];
        }),
      );
      // The same schema, or one that describes the same input (signupSchema() builds a new one per call).
      expect(inputSchema(validated.param), "path").toEqual(inputSchema(operation.params));
      expect(inputSchema(validated.query), "query").toEqual(inputSchema(operation.query));
      if (operation.rawBody) expect(validated.json, "a raw body is checked by the service").toBeUndefined();
      else expect(inputSchema(validated.json), "body").toEqual(inputSchema(operation.body));

      // An admin endpoint names its permission in the route (allow) and in its description alike.
      const permission = route.handlers.map(permissionOf).find(Boolean);
      const access = permission
        ? "admin"
        : route.handlers.includes(requireStaff)
          ? "staff"
          : route.handlers.includes(requireUser) || route.handlers.includes(requireSession)
            ? "member"
            : "public";
      expect(access).toBe(operation.access);
      // A staff session reaches a member call before its second factor only where the description says so.
      if (access === "member") {
        expect(route.handlers.includes(requireSession), "before the second factor").toBe(
          operation.beforeSecondFactor === true,
        );
      }
      expect(permission, "permission").toBe(operation.permission);
      expect(route.handlers.map(alsoPermissionOf).find(Boolean), "second permission").toBe(
        operation.alsoPermission,
      );
    },
  );

  it("is committed as docs/api/openapi.json, exactly as generated (npm run api:describe writes it)", () => {
    const committed = JSON.parse(readFileSync(COMMITTED, "utf8")) as JsonObject;
    expect(committed).toEqual(buildApiDescription());
  });

  it("names each operation once and gives each a success", () => {
    const ids = API_OPERATIONS.map((operation) => operation.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const operation of API_OPERATIONS) {
      expect(
        Object.keys(operation.responses).some((status) => status.startsWith("2")),
        operation.id,
      ).toBe(true);
    }
  });

  it("changes when a route's body changes", () => {
    const signUp = API_OPERATIONS.find((operation) => operation.id === "signUp")!;
    const widened: ApiOperation = {
      ...signUp,
      body: z.strictObject({ ...(signUp.body as z.ZodObject).shape, nickname: z.string() }),
    };
    const before = buildApiDescription([signUp]);
    const after = buildApiDescription([widened]);
    expect(after).not.toEqual(before);
    const schemaOf = (document: JsonObject) =>
      (
        document.paths as Record<
          string,
          Record<string, { requestBody: { content: Record<string, { schema: JsonObject }> } }>
        >
      )["/user/create"]!.post!.requestBody.content["application/json"]!.schema;
    expect(Object.keys(schemaOf(after).properties as object)).toContain("nickname");
  });
});

describe("the answer check of the API tests", () => {
  const json = (body: unknown, status = 200, headers: Record<string, string> = {}) =>
    new Response(JSON.stringify(body), {
      status,
      headers: { "content-type": "application/json", ...headers },
    });

  const plan = {
    _id: "3f0c2a4e-7b1d-4c8e-9a5f-1e2d3c4b5a69",
    slug: "premium",
    name: "Premium",
    membershipLevel: "Premium",
    description: "For the regulars.",
    price: "9,999",
    priceUSD: "139",
    yearlyPrice: 9999,
    monthlyPrice: 833.25,
    yearlyPricePaise: 999900,
    monthlyPricePaise: 83325,
    billingFrequency: "yearly",
    features: ["Priority booking"],
    highlighted: true,
    isActive: true,
  };

  it("passes an answer as documented", async () => {
    expect(await answerProblems("GET", "/api/v1/subscription", json({ subscriptions: [plan] }))).toEqual([]);
  });

  it("fails a body with a field the description does not have", async () => {
    const problems = await answerProblems(
      "GET",
      "/api/v1/subscription",
      json({ subscriptions: [{ ...plan, discountPercent: 10 }] }),
    );
    expect(problems.join("\n")).toMatch(/does not allow[\s\S]*discountPercent/);
  });

  it("fails a body without a field the description requires, or of another type", async () => {
    const { priceUSD: _dropped, ...withoutPrice } = plan;
    expect(
      await answerProblems("GET", "/api/v1/subscription", json({ subscriptions: [withoutPrice] })),
    ).toHaveLength(1);
    expect(
      await answerProblems(
        "GET",
        "/api/v1/subscription",
        json({ subscriptions: [{ ...plan, yearlyPrice: "9999" }] }),
      ),
    ).toHaveLength(1);
  });

  it("fails a status the endpoint does not document", async () => {
    const problems = await answerProblems("GET", "/api/v1/subscription", json({ err: "Gone." }, 410));
    expect(problems.join("\n")).toMatch(/answered 410, which its description does not list/);
  });

  it("fails an error that is not { err }, and a missing documented header", async () => {
    expect(await answerProblems("POST", "/api/v1/user/create", json({ error: "Taken." }, 409))).toHaveLength(
      1,
    );
    const page = { users: [], total: 0, page: 1, limit: 20 };
    expect((await answerProblems("GET", "/api/v1/user/admin", json(page))).join()).toMatch(/X-Total-Count/);
    expect(
      await answerProblems("GET", "/api/v1/user/admin", json(page, 200, { "X-Total-Count": "0" })),
    ).toEqual([]);
  });

  it("routes as the app does: a literal path before a parameter, and an unknown path to the 404", async () => {
    const csv = new Response("\uFEFFName\r\n", {
      headers: {
        "content-type": "text/csv; charset=utf-8",
        "content-disposition": 'attachment; filename="x.csv"',
      },
    });
    expect(await answerProblems("GET", "/api/v1/inquiry/admin/export.csv", csv)).toEqual([]);
    expect(
      await answerProblems("GET", "/api/v1/nothing/here", json({ err: "No such endpoint." }, 404)),
    ).toEqual([]);
    expect(await answerProblems("GET", "/api/v1/nothing/here", json({ err: "Fine." }, 200))).toHaveLength(1);
  });
});

describe("the answers' schemas", () => {
  it("give the types the services and the pages use", () => {
    type Out<S extends z.core.$ZodType> = z.output<S>;
    expectTypeOf<Out<typeof answers.publicUser>>().toEqualTypeOf<PublicUser>();
    expectTypeOf<Out<typeof answers.plan>>().toExtend<PlanView>();
    expectTypeOf<Out<typeof answers.orderCreated>>().toExtend<OrderCreated>();
    expectTypeOf<Out<typeof answers.membership>>().toEqualTypeOf<Membership>();
    expectTypeOf<Out<typeof answers.invoice>>().toEqualTypeOf<Invoice>();
    expectTypeOf<Out<typeof answers.taxDocument>>().toEqualTypeOf<TaxDocument>();
    expectTypeOf<Out<typeof answers.invoiceDocumentsAnswer>>().toEqualTypeOf<InvoiceDocuments>();
    expectTypeOf<Out<typeof answers.onboardingAnswer>["onboarding"]>().toEqualTypeOf<OnboardingView>();
    expectTypeOf<Out<typeof answers.checkoutSuccess>>().toEqualTypeOf<LocalCheckoutSuccess>();
    expectTypeOf<Out<typeof answers.checkoutFailure>>().toEqualTypeOf<LocalCheckoutFailure>();
    expectTypeOf<Out<typeof answers.inquiry>>().toEqualTypeOf<InquiryListItem>();
    expectTypeOf<Out<typeof answers.inquiryLists>>().toEqualTypeOf<InquiryLists>();
    expectTypeOf<Out<typeof answers.quote>>().toEqualTypeOf<QuoteView>();
    expectTypeOf<Out<typeof answers.inquiryBooking>>().toEqualTypeOf<InquiryBooking>();
    expectTypeOf<Out<typeof answers.bookingTaxInvoice>>().toEqualTypeOf<BookingTaxInvoice>();
    expectTypeOf<Out<typeof answers.bookingTaxInvoiceAnswer>["document"]>().toEqualTypeOf<TaxDocument>();
    expectTypeOf<Out<typeof answers.adminUser>>().toEqualTypeOf<AdminUser>();
    // The subject is one of the form's values; the page's type says string.
    expectTypeOf<Out<typeof answers.adminEnquiry>>().toExtend<AdminEnquiry>();
    expectTypeOf<Out<typeof answers.adminInquiryDetail>>().toEqualTypeOf<AdminInquiryDetail>();
    expectTypeOf<Out<typeof answers.adminSummary>>().toEqualTypeOf<AdminSummary>();
    expectTypeOf<Out<typeof answers.failedEmailList>["emails"][number]>().toEqualTypeOf<FailedEmail>();
    expectTypeOf<Out<typeof answers.adminGrievance>>().toEqualTypeOf<AdminGrievance>();
    expectTypeOf<Out<typeof answers.adminGrievanceList>>().toEqualTypeOf<AdminGrievanceList>();
    expectTypeOf<Out<typeof answers.grievanceFiled>>().toExtend<GrievanceFiled>();
  });
});
