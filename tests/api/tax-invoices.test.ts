// GST tax invoices on every driver (docs/product.md D19; decision 0027): what each invoice says
// (seller, buyer, place of supply, SAC, CGST + SGST or IGST, amounts that add up to the paisa),
// consecutive serials per financial year under concurrent payments, the billing details asked and
// remembered, the PDF a member downloads, and the e-mail that carries it.
import { and, eq, ne } from "drizzle-orm";
import { afterAll, beforeAll, expect, it, onTestFinished } from "vitest";
import { GST_SERVICES } from "../../src/config/gst.ts";
import type { InvoiceDocuments } from "../../src/schemas/invoice.ts";
import { taxDocumentProblems } from "../../src/schemas/tax-document.ts";
import { invoices, outgoingEmails, paymentOrders, plans } from "../../src/server/db/schema.ts";
import { LOCAL_KEY_SECRET } from "../../src/server/payments/provider.ts";
import { paymentSignature } from "../../src/server/payments/signatures.ts";
import { MAHARASHTRA_BILLING, RAJASTHAN_BILLING } from "../fixtures/billing.ts";
import { apiCaller, json, signUpMember, testApp, paidOrderAt, planIdsByName } from "../helpers/app.ts";
import { closeDatabaseHelpers } from "../helpers/databases.ts";
import { forEachDatabase } from "../helpers/for-each-database.ts";
import { pdfText } from "../helpers/pdf.ts";
import { startPostmarkStub } from "../stubs/postmark-stub.ts";
import { OWN_GSTIN_MESSAGE } from "../../src/schemas/billing.ts";
import { LOCAL_SELLER_GSTIN } from "../../src/server/env.ts";

afterAll(closeDatabaseHelpers);

let payments = 0;

forEachDatabase("GST tax invoices", (ctx) => {
  const { call } = ctx;
  let planIds: Record<string, string>;
  beforeAll(async () => {
    planIds = await planIdsByName(ctx.api);
  });

  /** Orders a plan with these billing details (null: none, the remembered ones) and pays it. */
  async function buy(token: string, billing: unknown = RAJASTHAN_BILLING, plan = "Premium") {
    const created = await call("POST", "/payment/order", token, {
      subscriptionId: planIds[plan],
      ...(billing === null ? {} : { billing }),
    });
    expect(created.status, JSON.stringify(await created.clone().json())).toBe(201);
    const { order } = (await created.json()) as { order: { id: string } };
    const paymentId = `pay_gst_${(payments += 1)}`;
    const verified = await call("POST", "/payment/verification", token, {
      razorpay_order_id: order.id,
      razorpay_payment_id: paymentId,
      razorpay_signature: paymentSignature(order.id, paymentId, LOCAL_KEY_SECRET),
    });
    expect(verified.status).toBe(200);
    return ((await verified.json()) as { invoice: { _id: string; serial: string } }).invoice;
  }

  const documentsOf = async (token: string, invoiceId: string) => {
    const response = await call("GET", `/invoice/document/${invoiceId}`, token);
    expect(response.status).toBe(200);
    return (await response.json()) as InvoiceDocuments;
  };

  it("bills a buyer in Rajasthan CGST 9% + SGST 9%, to the paisa, with everything Rule 46 asks", async () => {
    const member = await signUpMember(ctx.api, "jaipur");
    const invoice = await buy(member.token);
    expect(invoice.serial).toMatch(/^NE\/\d{2}-\d{2}\/\d{6}$/);
    expect(invoice.serial.length).toBeLessThanOrEqual(16);
    const { document } = await documentsOf(member.token, invoice._id);
    expect(taxDocumentProblems(document)).toEqual([]);
    expect(document).toMatchObject({
      kind: "invoice",
      number: invoice.serial,
      seller: { gstin: ctx.api.env.seller.gstin, state: { name: "Rajasthan", code: "08" } },
      buyer: { name: RAJASTHAN_BILLING.name, email: member.email, state: { code: "08" } },
      placeOfSupply: { name: "Rajasthan", code: "08" },
      status: "paid",
    });
    expect(document.buyer.gstin).toBeUndefined();
    const [line] = document.lines;
    expect(line).toMatchObject({
      sac: GST_SERVICES.membership.sac,
      // 9,999 / 1.18 = 8,473.7288; 8,473.73 would leave a tax that does not halve.
      taxablePaise: 847_372,
      taxes: [
        { name: "CGST", ratePercent: 9, amountPaise: 76_264 },
        { name: "SGST", ratePercent: 9, amountPaise: 76_264 },
      ],
      totalPaise: 999_900,
    });
    expect(line!.description).toMatch(
      /^Premium membership \(yearly\), \d{1,2} \w{3} \d{4} to \d{1,2} \w{3} \d{4}$/,
    );
    expect(document.totals).toEqual({
      taxablePaise: 847_372,
      taxes: line!.taxes,
      totalPaise: 999_900,
    });
  });

  it("bills a business in Maharashtra IGST 18%, with its GSTIN, and remembers the details for next time", async () => {
    const member = await signUpMember(ctx.api, "mumbai");
    const gstin = "27AAACN0001L1ZX";
    const address = "4th floor, Nariman Point, Mumbai, Maharashtra 400021";
    const invoice = await buy(member.token, { ...MAHARASHTRA_BILLING, gstin: gstin.toLowerCase(), address });
    const { document } = await documentsOf(member.token, invoice._id);
    // A registered buyer's address is on the invoice (CGST Rule 46(e)).
    expect(document).toMatchObject({
      buyer: { name: MAHARASHTRA_BILLING.name, state: { name: "Maharashtra", code: "27" }, gstin, address },
      placeOfSupply: { name: "Maharashtra", code: "27" },
    });
    expect(document.lines[0]!.taxes).toEqual([{ name: "IGST", ratePercent: 18, amountPaise: 152_527 }]);
    expect(document.lines[0]!.taxablePaise + 152_527).toBe(999_900);

    const remembered = await call("GET", "/payment/billing", member.token);
    expect(await json(remembered)).toEqual({
      billing: { name: MAHARASHTRA_BILLING.name, stateCode: "27", gstin, address },
    });
    // The renewal needs no details again: the remembered ones are on its invoice.
    const renewal = await buy(member.token, null);
    expect((await documentsOf(member.token, renewal._id)).document.buyer).toMatchObject({
      state: { code: "27" },
      gstin,
    });
  });

  it.each([
    ["an unknown state", { name: "Asha Rao", stateCode: "99" }, "Please choose your billing state."],
    [
      "a GSTIN with a wrong check character",
      { ...RAJASTHAN_BILLING, gstin: "08AAACN0001L1ZY", address: "12 MI Road, Jaipur 302001" },
      "Please enter a valid GSTIN (15 characters), or leave it empty.",
    ],
    [
      "a GSTIN of another state",
      { ...RAJASTHAN_BILLING, gstin: "27AAACN0001L1ZX", address: "12 MI Road, Jaipur 302001" },
      "This GSTIN is registered in another state than the billing state.",
    ],
    ["a name on two lines", { ...RAJASTHAN_BILLING, name: "Asha\nRao" }, "Please keep this on one line."],
    [
      "a GSTIN without an address",
      { ...RAJASTHAN_BILLING, gstin: "08AAACN0001L1ZX" },
      "A registered business must give its address for the invoice (10 to 300 characters, one line).",
    ],
    // The seller's own (the local server's): a sale to itself, in GSTR-1's B2B under its number.
    [
      "the seller's own GSTIN",
      { ...RAJASTHAN_BILLING, gstin: LOCAL_SELLER_GSTIN, address: "12 MI Road, Jaipur 302001" },
      OWN_GSTIN_MESSAGE,
    ],
  ])("refuses an order with %s, making no order", async (_, billing, message) => {
    const member = await signUpMember(ctx.api, "billing");
    const response = await call("POST", "/payment/order", member.token, {
      subscriptionId: planIds.Premium,
      ...(billing === undefined ? {} : { billing }),
    });
    expect(response.status).toBe(400);
    expect((await json(response)).err).toBe(message);
    expect(await ctx.db.select().from(paymentOrders).where(eq(paymentOrders.userId, member.id))).toEqual([]);
  });

  it("takes the specification's own order call, with no billing details, and bills the account in the seller's state (D24)", async () => {
    const member = await signUpMember(ctx.api, "spec-client");
    // Exactly what the original client sends: no billing, the plan's price, its own user id.
    const created = await call("POST", "/payment/order", member.token, {
      amount: 9999,
      billingFrequency: "yearly",
      subscriptionId: planIds.Premium,
      userId: member.id,
    });
    expect(created.status).toBe(201);
    const { order } = (await created.json()) as { order: { id: string; amount: number } };
    expect(order.amount).toBe(999_900);
    const paymentId = `pay_gst_${(payments += 1)}`;
    const verified = await call("POST", "/payment/verification", member.token, {
      razorpay_order_id: order.id,
      razorpay_payment_id: paymentId,
      razorpay_signature: paymentSignature(order.id, paymentId, LOCAL_KEY_SECRET),
    });
    expect(verified.status).toBe(200);
    const { invoice } = (await verified.json()) as { invoice: { _id: string } };
    const { document } = await documentsOf(member.token, invoice._id);
    expect(taxDocumentProblems(document)).toEqual([]);
    // The account's name; no state given, so the supply is where the seller is (IGST Act
    // s.12(2)(b)(ii)): CGST + SGST.
    expect(document.buyer).toMatchObject({ name: "Member", email: member.email, state: { code: "08" } });
    expect(document.placeOfSupply).toEqual({ name: "Rajasthan", code: "08" });
    expect(document.lines[0]!.taxes.map((tax) => tax.name)).toEqual(["CGST", "SGST"]);
    // Nothing was given, so nothing is remembered: /purchase still asks.
    expect(await json(await call("GET", "/payment/billing", member.token))).toEqual({ billing: null });
  });

  it("gives 50 concurrent payments 50 consecutive serials, no gap and no duplicate", async () => {
    const buyers = await Promise.all(Array.from({ length: 50 }, () => signUpMember(ctx.api, "rush")));
    const made = await Promise.all(buyers.map((buyer) => buy(buyer.token)));
    const positions = made.map((invoice) => Number(invoice.serial.slice(-6))).sort((a, b) => a - b);
    expect(new Set(positions).size).toBe(50);
    expect(positions.at(-1)! - positions[0]! + 1).toBe(50);
    // And nothing in the series between them belongs to anyone else.
    const fiscalYear = made[0]!.serial.split("/")[1]!;
    const series = (
      await ctx.db
        .select({ serial: invoices.serial })
        .from(invoices)
        .where(eq(invoices.fiscalYear, fiscalYear))
    )
      .map((row) => Number(row.serial.slice(-6)))
      .sort((a, b) => a - b);
    expect(series).toEqual(Array.from({ length: series.length }, (_, i) => i + 1));
  });

  it("starts a new series on 1 April, India's time, and counts on within a financial year", async () => {
    const member = await signUpMember(ctx.api, "fiscal");
    const [essentials] = await ctx.db.select().from(plans).where(eq(plans.id, planIds.Essentials!));
    const pay = (paidAt: Date) => paidOrderAt(ctx.db, member, essentials!, paidAt);
    // 31 March 2041, 23:59 in India, is still 40-41; a minute later (18:30 UTC) is 41-42.
    const march = await pay(new Date("2041-03-31T18:29:00Z"));
    const april = await pay(new Date("2041-03-31T18:30:00Z"));
    const next = await pay(new Date("2041-05-01T06:00:00Z"));
    expect([march.serial, april.serial, next.serial]).toEqual([
      "NE/40-41/000001",
      "NE/41-42/000001",
      "NE/41-42/000002",
    ]);
    expect(april.fiscalYear).toBe("41-42");
  });

  it("downloads as an A4 PDF with its number, the ₹ total and the taxes, for its owner and admins only", async () => {
    const member = await signUpMember(ctx.api, "pdf");
    const other = await signUpMember(ctx.api, "pdf-other");
    const invoice = await buy(member.token);
    const response = await call("GET", `/invoice/document/${invoice._id}/pdf`, member.token);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("application/pdf");
    expect(response.headers.get("content-disposition")).toBe(
      `attachment; filename="Tax invoice ${invoice.serial.replaceAll("/", "-")}.pdf"`,
    );
    const text = pdfText(new Uint8Array(await response.arrayBuffer()));
    expect(text).toContain(invoice.serial);
    expect(text).toContain("₹9,999.00");
    expect(text).toMatch(/CGST @ 9%/);
    expect(text).toContain(ctx.api.env.seller.gstin);
    expect(text).toContain("Place of supply");
    expect(response.headers.get("vary")).toMatch(/Accept-Language/);
    // Asked from a Hindi page, its labels are Hindi (D25), and so are the line and the amount in
    // words the server wrote; the document keeps them as issued.
    const hindi = await ctx.api.app.request(`/api/v1/invoice/document/${invoice._id}/pdf`, {
      headers: { Authorization: `Bearer ${member.token}`, "Accept-Language": "hi" },
    });
    expect(hindi.status).toBe(200);
    const hindiText = pdfText(new Uint8Array(await hindi.arrayBuffer()));
    for (const label of ["कर बीजक", "बिल प्राप्तकर्ता", "आपूर्ति का स्थान", "कर योग्य मूल्य", "राशि शब्दों में"])
      expect(hindiText).toContain(label);
    expect(hindiText).not.toContain("Place of supply");
    expect(hindiText).toContain(invoice.serial);
    expect(hindiText).toContain("₹9,999.00");
    expect(hindiText).toContain("Premium सदस्यता (वार्षिक)");
    expect(hindiText).toContain("नौ हज़ार नौ सौ निन्यानवे रुपये मात्र");
    expect(hindiText).not.toMatch(/membership \(yearly\)|Rupees/);
    expect((await call("GET", `/invoice/document/${invoice._id}/pdf`, other.token)).status).toBe(403);
    expect((await call("GET", `/invoice/credit-note/${invoice._id}/pdf`, member.token)).status).toBe(404);
  });

  it("queues the invoice e-mail with the invoice, and Postmark gets it with the PDF attached", async () => {
    const stub = await startPostmarkStub({ token: "pm-token" });
    onTestFinished(() => stub.close());
    const mailApi = testApp(ctx.db, { POSTMARK_SERVER_TOKEN: "pm-token", POSTMARK_API_HOST: stub.host });
    const member = await signUpMember(mailApi, "mailed");
    const created = await apiCaller(mailApi)("POST", "/payment/order", member.token, {
      subscriptionId: planIds.Elite,
      billing: RAJASTHAN_BILLING,
    });
    const { order } = (await created.json()) as { order: { id: string } };
    const paymentId = `pay_mail_${(payments += 1)}`;
    // Verified, then the tab closes: the browser never asks for the e-mail.
    const verified = await apiCaller(mailApi)("POST", "/payment/verification", member.token, {
      razorpay_order_id: order.id,
      razorpay_payment_id: paymentId,
      razorpay_signature: paymentSignature(order.id, paymentId, LOCAL_KEY_SECRET),
    });
    const { invoice } = (await verified.json()) as { invoice: { _id: string; serial: string } };
    await mailApi.settled();
    // Beside the sign-up's confirmation link (decision 0043), the one e-mail: the invoice.
    const [row] = await ctx.db
      .select()
      .from(outgoingEmails)
      .where(and(eq(outgoingEmails.to, member.email), ne(outgoingEmails.template, "email-confirmation")));
    expect(row).toMatchObject({
      status: "sent",
      subject: `Your Nova Experience tax invoice ${invoice.serial}`,
      attachments: [{ kind: "invoice", id: invoice._id }],
    });
    const sent = stub.messages.find(
      (message) => message.To === member.email && message.Subject === row!.subject,
    ) as unknown as {
      Attachments: { Name: string; ContentType: string; Content: string }[];
    };
    expect(sent.Attachments).toHaveLength(1);
    expect(sent.Attachments[0]).toMatchObject({
      Name: `Tax invoice ${invoice.serial.replaceAll("/", "-")}.pdf`,
      ContentType: "application/pdf",
    });
    const text = pdfText(Buffer.from(sent.Attachments[0]!.Content, "base64"));
    expect(text).toContain(invoice.serial);
    expect(text).toContain("₹19,999.00");
  });
});
