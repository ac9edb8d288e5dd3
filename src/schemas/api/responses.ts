// What the API answers, as zod schemas: the API description (openapi.ts) is generated from
// them, and the API tests check every answer against them (tests/helpers/api-contract.ts), so
// that a field added, renamed or dropped in a handler fails a test until the description
// says so too. Objects are strict wherever the shape is fixed. The browser never imports
// this module: the pages use the plain types of invoice.ts, admin.ts, quote.ts ..., which
// tests/unit/api-description.test.ts holds to these schemas.
import "../zod-setup.ts";
import * as z from "zod/mini";
import { SECOND_FACTOR_STATES, STAFF_ACTIONS, STAFF_ROLES } from "../staff.ts";
import { INQUIRY_KIND_VALUES, INQUIRY_STATUSES } from "../admin.ts";
import {
  CONTACT_SENT_MESSAGE,
  CONTACT_SUBJECT_VALUES,
  INQUIRY_SENT_MESSAGE,
  PROJECT_SERVICE_VALUES,
} from "../fields.ts";
import { INVOICE_PAYMENT_METHODS, INVOICE_STATUSES, PAYMENT_DOCUMENT_KINDS } from "../invoice.ts";
import { PAYMENT_LINK_STATES } from "../quote.ts";
import { ACCOUNT_LANGUAGES } from "../auth.ts";
import { errorIn } from "../../i18n/errors.ts";
import { CONSENT_CHANNELS, CONSENT_PURPOSES } from "../consent.ts";
import { ERASED_ITEMS, ERASURE_SUBJECTS, HOLD_BASES, HOLD_KINDS } from "../privacy.ts";
import { GRIEVANCE_MESSAGES, GRIEVANCE_STATUSES, GRIEVANCE_TOPIC_VALUES } from "../grievance-rules.ts";

/** The shapes the description lists once under components.schemas, by name. */
export const API_SHAPES = new Map<string, z.core.$ZodType>();

type Meta = { description?: string; examples?: unknown[] };

/** The schema with words for the description (a copy: the one given stays as it is). */
const about = <S extends z.ZodMiniType>(schema: S, meta: string | Meta): S =>
  schema.check(z.meta(typeof meta === "string" ? { description: meta } : meta)) as S;

function shape<S extends z.ZodMiniType>(id: string, description: string, schema: S): S {
  const described = about(schema, description);
  API_SHAPES.set(id, described);
  return described;
}

const text = (meta: string | Meta) => about(z.string(), meta);
const uuid = z.uuid();
const timestamp = z.iso.datetime();
const paise = z.int().check(z.minimum(0));
const count = z.int().check(z.minimum(0));
const role = z.enum(["user", "admin"]);
const inquiryStatus = z.enum(INQUIRY_STATUSES);
const inquiryKind = z.enum(INQUIRY_KIND_VALUES);

// ---------------------------------------------------------------------------------------------
// Shared

export const errorBody = shape(
  "Error",
  "Every failure: a message for people, and one issue per field on a validation error.",
  z.strictObject({
    err: z.string().check(z.minLength(1)),
    issues: z.optional(
      z.array(z.strictObject({ path: text("The field, dotted (billing.gstin)"), message: z.string() })),
    ),
    captcha: about(z.optional(z.literal("required")), "The form must show the bot check before the next try"),
    secondFactor: about(
      z.optional(z.enum(SECOND_FACTOR_STATES)),
      "A staff session without its second factor: set it up (`setup`) or enter the code (`required`)",
    ),
  }),
);

/** A member's answer of success: the specification's words, or their Hindi when the request asks for it. */
function inEitherLanguage(english: string) {
  const words = [...new Set([english, errorIn("hi", english)])] as [string, ...string[]];
  return about(z.enum(words), `\`${english}\`, or its Hindi to \`Accept-Language: hi\``);
}

export const messageBody = shape(
  "Message",
  "A sentence for people.",
  z.strictObject({ message: z.string() }),
);

export const publicUser = shape(
  "PublicUser",
  "An account as every answer shows one: never a password hash or a token.",
  z.strictObject({
    _id: uuid,
    name: z.string(),
    email: z.string(),
    phoneNo: z.string(),
    role,
    staffRole: about(
      z.optional(z.enum(STAFF_ROLES)),
      "A staff account's role (decision 0041); absent for a member",
    ),
    language: about(
      z.enum(ACCOUNT_LANGUAGES),
      "The language of the account's e-mails: the Accept-Language of its sign-up (Hindi when it prefers hi), changed with PUT /user/language",
    ),
    createdAt: timestamp,
  }),
);

const session = {
  accessToken: text("HS256 JWT, valid 15 minutes; send it as `Authorization: Bearer <token>`"),
  refreshToken: text("Opaque, valid 30 days, single use: each refresh returns a new one"),
};

export const signupAnswer = z.strictObject({ ...session, newUser: publicUser });

export const sessionsAnswer = shape(
  "Sessions",
  "The member's signed-in devices still going, the last used first (decision 0043).",
  z.strictObject({
    sessions: z.array(
      z.strictObject({
        _id: uuid,
        browser: about(
          z.nullable(z.string()),
          "The browser from its User-Agent (Chrome, Safari, …); null when unknown",
        ),
        system: about(
          z.nullable(z.string()),
          "The system from its User-Agent (Android, iPhone, Windows, …); null when unknown",
        ),
        clientAddress: text("The address it signed in or last refreshed from"),
        signedInAt: timestamp,
        lastUsedAt: about(
          timestamp,
          "Its last refresh: a signed-in tab refreshes at least every 15 minutes while used",
        ),
        current: about(z.boolean(), "The session of the token this call was made with"),
      }),
    ),
  }),
);

export const sessionsEndedAnswer = z.strictObject({ ended: count });

export const emailConfirmationAnswer = z.strictObject({
  email: z.string(),
  confirmed: about(
    z.boolean(),
    "Whether the address was confirmed by its link; until then nothing but the link is sent to it",
  ),
});
export const sessionAnswer = z.strictObject({ ...session, user: publicUser });
export const userAnswer = z.strictObject({ user: publicUser });

const consentChoices = z.strictObject({
  updates: about(z.boolean(), "Updates about the member's own inquiries, bookings and payments"),
  offers: about(z.boolean(), "Offers (marketing)"),
});

export const consentsAnswer = shape(
  "Consents",
  "How the member lets us write to them now, and every choice they made (decision 0037)",
  z.strictObject({
    current: about(
      z.strictObject({ whatsapp: consentChoices, email: consentChoices }),
      "E-mail updates are on until withdrawn; WhatsApp and offers are off until given",
    ),
    whatsappNumber: about(z.nullable(z.string().check(z.regex(/^91\d{10}$/))), {
      description:
        "The number WhatsApp choices are about, as the Cloud API writes it; null without a usable one",
      examples: ["919876543210"],
    }),
    history: about(
      z.array(
        z.strictObject({
          channel: z.enum(CONSENT_CHANNELS),
          purpose: z.enum(CONSENT_PURPOSES),
          granted: z.boolean(),
          source: text({
            description: 'Where it was made: the page\'s path, or "whatsapp:STOP" for a STOP reply',
            examples: ["/hi/signup"],
          }),
          textVersion: text({
            description: "The words shown: <lang>:<version>",
            examples: ["en:2026-11-27"],
          }),
          phone: text("The number the choice is about (91 and ten digits)"),
          createdAt: timestamp,
        }),
      ),
      "Every choice, newest first",
    ),
  }),
);

export const channelsAnswer = shape(
  "Channels",
  "The channels this server sends messages on besides e-mail, which is always on (decision 0037)",
  z.strictObject({
    whatsapp: about(
      z.boolean(),
      "false when the server sends no WhatsApp (deployed without WhatsApp's credentials): pages offer no WhatsApp choice",
    ),
  }),
);

export const healthAnswer = z.strictObject({
  status: z.literal("ok"),
  database: z.literal("ok"),
  latencyMs: about(z.number().check(z.minimum(0)), "The database's round trip"),
});

// ---------------------------------------------------------------------------------------------
// Plans, orders, memberships

export const plan = shape(
  "Plan",
  "A membership plan: the specification's plan record, with the exact amounts in paise.",
  z.strictObject({
    _id: uuid,
    slug: text({ examples: ["premium"] }),
    name: text({ examples: ["Premium"] }),
    membershipLevel: text({ examples: ["Premium"] }),
    description: z.string(),
    price: text({ description: "Yearly price in rupees, for display", examples: ["9,999"] }),
    priceUSD: text({ examples: ["139"] }),
    yearlyPrice: about(z.number(), { description: "Rupees", examples: [9999] }),
    monthlyPrice: about(z.number(), {
      description: "Rupees: the yearly price over twelve",
      examples: [833.25],
    }),
    yearlyPricePaise: paise,
    monthlyPricePaise: paise,
    billingFrequency: z.literal("yearly"),
    features: z.array(z.string()),
    highlighted: z.boolean(),
    isActive: z.boolean(),
  }),
);

export const plansAnswer = z.strictObject({ subscriptions: z.array(plan) });

const providerOrder = z.strictObject({
  id: text("The provider's order id (order_... at Razorpay, order_local_... in the local test checkout)"),
  amount: about(paise, "Paise, the server's own amount (D1)"),
  currency: z.literal("INR"),
});

const checkoutFields = {
  order: providerOrder,
  keyId: text("The public key id the checkout needs"),
  checkout: about(
    z.enum(["razorpay", "local"]),
    "Which checkout the browser opens: Razorpay's, or the local test checkout (no keys configured)",
  ),
};

export const orderCreated = z.strictObject({ ...checkoutFields, subscription: plan });

export const billing = shape(
  "Billing",
  "Whom a tax invoice is made out to (D19).",
  z.strictObject({
    name: z.string(),
    stateCode: text("The billing state's two-digit GST code (Rajasthan 08)"),
    gstin: z.optional(text("A registered buyer's GSTIN")),
    address: z.optional(text("The buyer's address: required with a GSTIN (CGST Rule 46(e))")),
  }),
);

export const billingAnswer = z.strictObject({ billing: z.nullable(billing) });

export const membership = shape(
  "Membership",
  "The member's membership: the paid year that ends last (D20).",
  z.strictObject({
    plan: z.strictObject({ _id: uuid, name: z.string(), slug: z.string() }),
    status: z.enum(["active", "expired"]),
    startsAt: timestamp,
    endsAt: timestamp,
    daysLeft: about(count, "Whole days left by the business's calendar; 0 once expired"),
    invoiceId: uuid,
  }),
);

export const membershipAnswer = z.strictObject({ membership: z.nullable(membership) });

// ---------------------------------------------------------------------------------------------
// Invoices and tax documents

export const invoice = shape(
  "Invoice",
  "An invoice as the specification lists it, with its GST serial, status and credit note.",
  z.strictObject({
    _id: uuid,
    number: about(z.int().check(z.minimum(1)), "Order of creation; people see the serial"),
    serial: text({ description: "The GST tax invoice's number (D19)", examples: ["NE/26-27/000123"] }),
    documentKind: about(
      z.enum(PAYMENT_DOCUMENT_KINDS),
      "A tax invoice, the receipt voucher of an advance on a booking (D24), or a payment receipt (no tax) for money received after the booking's tax invoice was issued at delivery; the serial's series says the same",
    ),
    userId: z.strictObject({ _id: uuid, email: z.string(), name: z.string() }),
    subscriptionId: z.strictObject({
      _id: about(z.nullable(uuid), "The plan; null for a deposit's advance (D21)"),
      name: z.string(),
    }),
    amount: about(z.number(), "Rupees"),
    amountPaise: paise,
    currency: text({ examples: ["INR"] }),
    billingFrequency: text({ examples: ["yearly"] }),
    paymentId: z.string(),
    purchaseDate: timestamp,
    createdAt: timestamp,
    startsAt: about(timestamp, "The membership year's start (the previous year's end, on an early renewal)"),
    nextBillingDate: about(timestamp, "One year after startsAt (Plan Expire)"),
    status: z.enum(INVOICE_STATUSES),
    refundedAt: z.nullable(timestamp),
    refundedPaise: about(
      paise,
      "What was refunded of it: 0, a part (D23, in one refund or several) or all of it",
    ),
    paidBy: about(
      z.enum(INVOICE_PAYMENT_METHODS),
      "How the money came: online (Razorpay's checkout or a payment link) or by bank transfer, which a refund goes back by too",
    ),
    creditNote: about(
      z.nullable(z.strictObject({ serial: text({ examples: ["CN/26-27/000004"] }) })),
      "The GST credit note (or refund voucher) of its latest refund; null before any. GET /invoice/document/{invoiceId} has them all",
    ),
    deductedOn: about(
      z.nullable(z.strictObject({ serial: text({ examples: ["NE/26-27/000124"] }), inquiryId: uuid })),
      "An advance on a booking: the booking's tax invoice issued at delivery or for what a cancellation kept, which deducted it (GET /inquiry/{inquiryId}/tax-invoice); else null",
    ),
  }),
);

export const invoiceAnswer = z.strictObject({ invoice });
export const invoicesAnswer = z.strictObject({ invoices: z.array(invoice) });

const gstState = z.strictObject({ name: z.string(), code: z.string().check(z.regex(/^\d{2}$/)) });
const taxAmount = z.strictObject({
  name: z.enum(["CGST", "SGST", "IGST"]),
  ratePercent: z.number(),
  amountPaise: paise,
});

export const taxDocument = shape(
  "TaxDocument",
  "A GST document as issued: a tax invoice, receipt voucher, refund voucher or credit note (CGST Rules 46, 50, 51 and 53), or a payment receipt, which carries no tax; amounts in paise.",
  z.strictObject({
    kind: z.enum(["invoice", "receipt-voucher", "refund-voucher", "credit-note", "payment-receipt"]),
    number: text({ examples: ["NE/26-27/000123", "CN/26-27/000004"] }),
    issuedAt: timestamp,
    seller: z.strictObject({
      legalName: z.string(),
      addressLines: z.array(z.string()),
      state: gstState,
      gstin: z.string(),
      email: z.string(),
      phone: z.string(),
      website: z.string(),
    }),
    buyer: z.strictObject({
      name: z.string(),
      email: z.string(),
      state: gstState,
      gstin: z.optional(text("Only for a registered buyer")),
      address: z.optional(text("The buyer's address: required with a GSTIN (CGST Rule 46(e))")),
    }),
    placeOfSupply: gstState,
    lines: z.array(
      z.strictObject({
        description: z.string(),
        sac: text("Service Accounting Code, six digits"),
        taxablePaise: paise,
        taxes: about(z.array(taxAmount), "CGST and SGST (intra-state), or IGST"),
        totalPaise: paise,
      }),
    ),
    totals: z.strictObject({ taxablePaise: paise, taxes: z.array(taxAmount), totalPaise: paise }),
    payment: z.optional(z.strictObject({ reference: z.string(), method: z.optional(z.string()) })),
    advances: about(
      z.optional(
        z.array(
          z.strictObject({
            number: z.string(),
            issuedAt: timestamp,
            taxablePaise: paise,
            taxes: z.array(taxAmount),
            totalPaise: paise,
            refundedBy: about(
              z.optional(z.array(z.string())),
              "The refund vouchers or credit notes that gave part of it back: the figures are what stands after them",
            ),
          }),
        ),
      ),
      "A booking's tax invoice only: the advances received before it (their receipt vouchers), deducted",
    ),
    due: about(
      z.optional(z.strictObject({ taxablePaise: paise, taxes: z.array(taxAmount), totalPaise: paise })),
      "With advances: the totals less the advances, tax by tax (what this invoice leaves to pay)",
    ),
    deliveryAddress: about(
      z.optional(z.string()),
      "A booking's documents: where the service is delivered, the quote's venue (CGST Rule 46(f))",
    ),
    suppliedOn: about(
      z.optional(z.iso.date()),
      "A booking's tax invoice issued by an operator at delivery: the day the service was delivered",
    ),
    references: about(
      z.optional(
        z.strictObject({ invoiceNumber: z.string(), invoiceIssuedAt: timestamp, reason: z.string() }),
      ),
      "Credit notes and refund vouchers only: the document it reverses, and why",
    ),
    receivedAgainst: about(
      z.optional(z.strictObject({ invoiceNumber: z.string(), invoiceIssuedAt: timestamp })),
      "A payment receipt only: the booking's tax invoice the money is received against (which taxed it)",
    ),
    status: z.optional(z.enum(INVOICE_STATUSES)),
    eInvoice: about(
      z.optional(
        z.strictObject({
          irn: z.string(),
          ackNumber: z.string(),
          ackDate: timestamp,
          signedQrCode: z.string(),
        }),
      ),
      "The e-invoice reference (IRN, acknowledgement, signed QR), above the e-invoicing threshold only: never yet",
    ),
    notes: z.array(z.string()),
  }),
);

export const invoiceDocumentsAnswer = z.strictObject({
  invoice,
  document: taxDocument,
  creditNotes: about(
    z.array(taxDocument),
    "The credit notes (or refund vouchers) that reverse it, one per refund, the oldest first; empty before any",
  ),
});

// ---------------------------------------------------------------------------------------------
// Checkout

export const checkoutSuccess = z.strictObject({
  razorpay_order_id: z.string(),
  razorpay_payment_id: text({ examples: ["pay_local_5f1c0e2a9b7d4c3e"] }),
  razorpay_signature: text("Hex HMAC-SHA256 of `order_id|payment_id`, as Razorpay signs"),
});

export const checkoutFailure = z.strictObject({
  error: z.strictObject({
    code: z.literal("BAD_REQUEST_ERROR"),
    description: z.string(),
    reason: z.literal("payment_failed"),
    metadata: z.strictObject({ order_id: z.string(), payment_id: z.string() }),
  }),
});

export const localCheckoutAnswer = about(
  z.union([checkoutSuccess, checkoutFailure]),
  "What Razorpay Checkout's handler, or its payment.failed callback, receives",
);

/**
 * What a webhook delivery did. "held": a refund of a payment not recorded yet, kept and
 * applied when the payment arrives.
 */
export const WEBHOOK_OUTCOMES = ["paid", "failed", "refunded", "held", "ignored", "duplicate"] as const;

export const webhookAnswer = z.strictObject({
  status: z.enum(WEBHOOK_OUTCOMES),
});

/** What a WhatsApp webhook delivery held that this server read (docs/whatsapp.md). */
export const whatsappWebhookAnswer = z.strictObject({
  statuses: about(count, "Statuses of messages read (recorded when they move a message forward)"),
  messages: about(count, "Messages from people read (each kept once by its id)"),
});

// ---------------------------------------------------------------------------------------------
// Onboarding, contact messages, projects

export const onboardingAnswer = z.strictObject({
  onboarding: shape(
    "Onboarding",
    "A member's onboarding answers; empty until saved.",
    z.strictObject({
      userId: uuid,
      profession: z.nullable(z.string()),
      interests: z.array(z.string()),
      updatedAt: z.nullable(timestamp),
    }),
  ),
});

export const contactSent = z.strictObject({
  message: inEitherLanguage(CONTACT_SENT_MESSAGE),
  reference: about(z.optional(z.string()), {
    description: "Absent when the honeypot was filled",
    examples: ["CON-7K3M9Q2D"],
  }),
});

export const projectAnswer = z.strictObject({
  project: z.strictObject({
    _id: uuid,
    reference: text({ examples: ["PRJ-7K3M9Q2D"] }),
    title: z.string(),
    service: z.enum(PROJECT_SERVICE_VALUES),
    budget: z.string(),
    timeline: z.string(),
    description: z.string(),
    status: inquiryStatus,
    createdAt: timestamp,
  }),
});

// ---------------------------------------------------------------------------------------------
// Inquiries and quotes

const inquiryFields = {
  id: uuid,
  reference: text({ examples: ["EVT-7K3M9Q2D"] }),
  name: z.string(),
  email: z.string(),
  phone: z.string(),
  city: z.string(),
  createdAt: timestamp,
  subject: text({ examples: ["Wedding event"] }),
  inquiry_type: inquiryKind,
  status: inquiryStatus,
  details: about(z.record(z.string(), z.unknown()), "The kind-specific fields as sent"),
};

export const inquiry = shape(
  "Inquiry",
  "A service inquiry as its member lists it.",
  z.strictObject(inquiryFields),
);

export const inquiryCreated = z.strictObject({ message: inEitherLanguage(INQUIRY_SENT_MESSAGE), inquiry });

export const inquiryLists = z.strictObject({
  events: z.array(inquiry),
  foods: z.array(inquiry),
  travels: z.array(inquiry),
});

const quoteLine = shape(
  "QuoteLine",
  "One line of a quote.",
  z.strictObject({
    description: z.string(),
    amountPaise: about(paise, "GST included"),
  }),
);

export const quote = shape(
  "Quote",
  "A quote on an inquiry (D21).",
  z.strictObject({
    _id: uuid,
    inquiryId: uuid,
    version: about(z.int().check(z.minimum(1)), "1, then one more for each revision"),
    lines: z.array(quoteLine),
    discount: about(
      z.nullable(z.strictObject({ plan: z.string(), percent: z.int(), amountPaise: paise })),
      "The member's booking discount taken off the lines' sum (D22): the plan as named when quoted",
    ),
    totalPaise: about(paise, "What is to be paid: the lines' sum less the discount"),
    depositPercent: z.int().check(z.minimum(1), z.maximum(100)),
    depositPaise: about(paise, "totalPaise x depositPercent / 100, to the paisa"),
    validUntil: about(z.iso.date(), "The last day (India) it can be paid"),
    balanceDueOn: about(
      z.nullable(z.iso.date()),
      "The day the balance is due (D22), within the refund policy's range before the service; null on older quotes",
    ),
    note: z.string(),
    venue: about(
      z.nullable(z.string()),
      "Where the service is delivered, as the operator gave it: the booking's documents print it as the address of delivery (CGST Rule 46(f)); null when not given",
    ),
    eventStateCode: about(
      z.nullable(z.string().check(z.regex(/^\d{2}$/))),
      'Where an event is held, its state\'s GST code ("08"): the place of supply for a buyer without a GSTIN (decision 0046); null for catering and travel, and on older event quotes',
    ),
    state: about(
      z.enum(["open", "expired", "superseded", "paid", "refunded"]),
      "expired: open but past its last day; superseded: a revision replaced it; refunded: paid, then refunded",
    ),
    createdAt: timestamp,
    paidAt: z.nullable(timestamp),
    invoice: about(
      z.nullable(z.strictObject({ _id: uuid, serial: z.string() })),
      "The deposit's document (a receipt voucher; a tax invoice on older bookings), once paid",
    ),
  }),
);

export const cancellationView = shape(
  "Cancellation",
  "A booking's cancellation by the refund policy (D23): what it keeps and gives back, and where it stands.",
  z.strictObject({
    paidPaise: paise,
    keptPaise: about(paise, "What the policy keeps, never more than was paid"),
    refundPaise: about(paise, "What comes back: paid less kept"),
    daysBefore: about(z.int(), "Calendar days from the day it was asked (or today) to the service"),
    rule: about(z.string(), "The policy's words for what applied"),
    refundBusinessDays: about(
      z.string(),
      "The refund's timeline in business days, as the policy says: 10-15 or 15-20",
    ),
    serviceDate: z.iso.date(),
    state: about(
      z.enum(["preview", "requested", "refunded"]),
      "preview: what cancelling today would give back; requested: the operators refund it next",
    ),
    requestedAt: z.nullable(timestamp),
    refundedAt: z.nullable(timestamp),
  }),
);

export const cancellationAnswer = z.strictObject({ cancellation: cancellationView });
export const cancellationReceived = z.strictObject({ message: z.string(), cancellation: cancellationView });

export const bookingTaxInvoice = shape(
  "BookingTaxInvoice",
  "A booking's tax invoice (D24): for its full value, issued with the payment that completed the total or by an operator when the service was delivered (decision 0033); or for what a cancellation kept under the refund policy, when nothing had invoiced it (decision 0048).",
  z.strictObject({
    serial: text({ examples: ["NE/26-27/000124"] }),
    issuedAt: timestamp,
    deliveredOn: about(
      z.nullable(z.iso.date()),
      "Issued by an operator at delivery: the day the service was delivered; null when it came with the last payment or for a cancellation",
    ),
    forCancellation: about(
      z.boolean(),
      "Issued for what the cancellation kept under the refund policy: its amount is that, the advances deducted",
    ),
    amountPaise: about(paise, "Its full value: the paid quote's total, or what the cancellation kept"),
    duePaise: about(paise, "What it left to pay when it was issued (0 when it came with the last payment)"),
    documentId: about(
      z.nullable(uuid),
      "The payment whose document it is (GET /invoice/document/{invoiceId}); null when issued at delivery or for a cancellation",
    ),
  }),
);

/** Where a large amount can be sent by bank (BANK_* variables). */
const bankTransferDetails = z.strictObject({
  accountName: z.string(),
  accountNumber: z.string(),
  ifsc: z.string(),
  bankName: z.string(),
  reference: about(z.string(), "To quote with the transfer: the inquiry's reference"),
  amountPaise: paise,
});

export const inquiryBooking = shape(
  "InquiryBooking",
  "Where a member's inquiry stands: its timeline, the quote to show and what is paid.",
  z.strictObject({
    _id: uuid,
    reference: z.string(),
    kind: inquiryKind,
    status: inquiryStatus,
    createdAt: timestamp,
    timeline: about(
      z.array(z.strictObject({ status: inquiryStatus, at: timestamp })),
      "Each status the inquiry reached, the first time, starting with new; never a note",
    ),
    quote: about(z.nullable(quote), "The paid quote, else the latest that was not replaced; null before any"),
    paid: z.nullable(
      z.strictObject({ invoiceId: uuid, serial: z.string(), amountPaise: paise, paidAt: timestamp }),
    ),
    remainingPaise: about(z.nullable(z.int()), "What remains of the quote's total once the deposit is paid"),
    overpaidPaise: about(
      z.nullable(paise),
      "On a confirmed booking, what was paid beyond the quote's total (an order opened before the quote changed, paid late), owed back to the customer: an operator refunds it from a payment's document. 0 when nothing is; null when the booking is not confirmed",
    ),
    payments: about(
      z.array(
        z.strictObject({
          documentId: uuid,
          serial: z.string(),
          documentKind: z.enum(PAYMENT_DOCUMENT_KINDS),
          amountPaise: paise,
          paidAt: timestamp,
          method: z.enum(["online", "bank-transfer"]),
          refunded: z.boolean(),
          refundedPaise: about(
            paise,
            "What was given back of it (all of it when refunded; a part after a cancellation)",
          ),
          reversals: about(
            z.array(
              z.strictObject({
                serial: text({ examples: ["CN/26-27/000003"] }),
                documentKind: z.enum(["credit-note", "refund-voucher"]),
                amountPaise: about(paise, "What it gives back, GST included"),
              }),
            ),
            "The credit notes or refund vouchers of what was given back, one per refund, the oldest first (GET /invoice/document/{documentId} returns them as creditNotes); empty before any refund",
          ),
        }),
      ),
      "Every payment on the inquiry's quotes, the oldest first, with its GST document (D22, D24)",
    ),
    balance: about(
      z.nullable(
        z.strictObject({
          amountPaise: paise,
          dueOn: z.nullable(z.iso.date()),
          state: z.enum(["due", "overdue", "paid"]),
        }),
      ),
      "A confirmed booking's balance: what remains, by when; null before confirmation",
    ),
    bankTransfer: about(
      z.nullable(bankTransferDetails),
      "The next amount to pay, when above BANK_TRANSFER_FROM_RUPEES, and where a bank transfer goes",
    ),
    cancellation: about(
      z.nullable(cancellationView),
      "The member's cancellation by the policy, once asked (D23)",
    ),
    taxInvoice: about(
      z.nullable(bookingTaxInvoice),
      "The booking's tax invoice for its full value, once issued (with the last payment, or at delivery)",
    ),
  }),
);

export const bookingAnswer = z.strictObject({ booking: inquiryBooking });

export const taxInvoiceIssued = z.strictObject({ message: z.string(), taxInvoice: bookingTaxInvoice });
export const bookingTaxInvoiceAnswer = z.strictObject({
  taxInvoice: bookingTaxInvoice,
  document: about(taxDocument, "The tax invoice as issued: the printable page and the PDF draw it"),
  creditNotes: about(
    z.array(taxDocument),
    "Every credit note issued against it (one per refunded payment), oldest first",
  ),
});

export const balanceOrderCreated = z.strictObject({
  ...checkoutFields,
  subscription: about(
    z.strictObject({ _id: uuid, name: z.string(), slug: z.literal("balance") }),
    "What is paid for, in the shape POST /payment/order answers: the paid quote's id",
  ),
  quote,
});

export const bankTransferRecorded = z.strictObject({
  message: z.string(),
  invoice: about(
    z.strictObject({ _id: uuid, serial: z.string() }),
    "The transfer's document: a receipt voucher, or the booking's tax invoice when it completes the total",
  ),
});

const linkState = about(
  z.enum(PAYMENT_LINK_STATES),
  "paid: its order is paid; cancelled by an operator or with the booking; expired after PAYMENT_LINK_DAYS; stale: the booking no longer asks what it pays",
);

export const paymentLinkView = shape(
  "PaymentLink",
  "A payment link as the operators see it (D22); its address only in the answer that made it.",
  z.strictObject({
    _id: uuid,
    purpose: z.enum(["deposit", "balance"]),
    amountPaise: paise,
    state: linkState,
    expiresAt: timestamp,
    createdAt: timestamp,
    url: about(z.optional(z.string()), "The address to send (/pay?link=...); the server keeps only its hash"),
  }),
);

export const paymentLinkCreated = z.strictObject({ message: z.string(), link: paymentLinkView });
export const paymentLinkList = z.strictObject({ links: z.array(paymentLinkView) });

export const publicPaymentLink = shape(
  "PublicPaymentLink",
  "What anyone holding a payment link sees: the booking's reference, the amount, the business. Nothing else.",
  z.strictObject({
    reference: z.string(),
    purpose: z.enum(["deposit", "balance"]),
    amountPaise: paise,
    business: z.string(),
    state: linkState,
    expiresAt: timestamp,
    bankTransfer: about(
      z.nullable(bankTransferDetails),
      "A payable link's amount, when above BANK_TRANSFER_FROM_RUPEES, and where a bank transfer goes",
    ),
  }),
);

export const publicPaymentLinkAnswer = z.strictObject({ link: publicPaymentLink });

export const linkOrderCreated = z.strictObject({
  ...checkoutFields,
  subscription: about(
    z.strictObject({ _id: uuid, name: z.string(), slug: z.enum(["deposit", "balance"]) }),
    "What is paid for, in the shape POST /payment/order answers: the quote's id",
  ),
});

export const depositOrderCreated = z.strictObject({
  ...checkoutFields,
  subscription: about(
    z.strictObject({ _id: uuid, name: z.string(), slug: z.literal("deposit") }),
    "What is paid for, in the shape POST /payment/order answers: the quote's id",
  ),
  quote,
});

// ---------------------------------------------------------------------------------------------
// The admin panel

const member = z.strictObject({ _id: uuid, name: z.string(), email: z.string() });

export const adminUser = shape(
  "AdminUser",
  "An account in the admin's list.",
  z.strictObject({
    _id: uuid,
    name: z.string(),
    email: z.string(),
    phoneNo: z.string(),
    role,
    staffRole: about(
      z.optional(z.enum(STAFF_ROLES)),
      "A staff account's role (decision 0041); absent for a member",
    ),
    create_at: about(timestamp, "Sign-up time (the specification's name; Enrolled Date)"),
  }),
);

export const adminEnquiry = shape(
  "AdminEnquiry",
  "A contact message in the admin's list.",
  z.strictObject({
    _id: uuid,
    reference: text({ examples: ["CON-7K3M9Q2D"] }),
    name: z.string(),
    email: z.string(),
    phoneNumber: text("The specification's name; empty when none was given"),
    subject: z.enum(CONTACT_SUBJECT_VALUES),
    message: z.string(),
    source: z.enum(["contact-page", "landing"]),
    createdAt: timestamp,
  }),
);

const adminInquiryFields = {
  ...inquiryFields,
  updatedAt: timestamp,
  member: about(
    z.strictObject({
      ...member.shape,
      emailConfirmed: about(
        z.boolean(),
        "Whether the account's address is confirmed: until it is, only its payment documents are e-mailed (decision 0043)",
      ),
    }),
    "The account that sent it (the inquiry's contact fields may differ)",
  ),
  balanceOverdueSince: about(
    z.nullable(z.iso.date()),
    "A confirmed booking's balance due day, when it has passed with something still to pay (D22)",
  ),
};

export const adminInquiry = shape(
  "AdminInquiry",
  "A member's inquiry in the admin's list: the member's list item, its account and last change.",
  z.strictObject(adminInquiryFields),
);

export const adminInquiryDetail = shape(
  "AdminInquiryDetail",
  "One inquiry with every field, its internal note, its status history and its quotes.",
  z.strictObject({
    ...adminInquiryFields,
    internalNote: about(z.nullable(z.string()), "The latest note given with a status change; admins only"),
    history: about(
      z.array(
        z.strictObject({
          _id: uuid,
          fromStatus: inquiryStatus,
          toStatus: inquiryStatus,
          note: z.nullable(z.string()),
          changedBy: about(z.nullable(member), "The admin; null if that account no longer exists"),
          createdAt: timestamp,
        }),
      ),
      "Every status change, oldest first",
    ),
    quotes: about(z.array(quote), "Every quote on it, the newest first"),
    memberPlan: about(
      z.nullable(z.strictObject({ name: z.string(), bookingDiscountPercent: z.int() })),
      "The member's active plan and the discount a quote made now carries (D22)",
    ),
  }),
);

export const adminInquiryAnswer = z.strictObject({ inquiry: adminInquiryDetail });
export const quoteCreated = z.strictObject({ quote, inquiry: adminInquiryDetail });

/** The paging fields beside every admin list (the total also in X-Total-Count). */
const page = {
  total: about(count, "Rows matching the search and filters, over all pages"),
  page: about(z.int().check(z.minimum(1)), "1-based; a page past the end is empty"),
  limit: z.int().check(z.minimum(1)),
};

export const adminUserList = z.strictObject({ users: z.array(adminUser), ...page });
export const adminInvoiceList = z.strictObject({ invoices: z.array(invoice), ...page });
export const adminEnquiryList = z.array(adminEnquiry);

export const grievanceFiled = z.strictObject({
  message: z.literal(GRIEVANCE_MESSAGES.filed),
  reference: text({ examples: ["GRV-7K3M9Q2D"] }),
  replyBy: text({
    description: "The last day of our answer, in India (YYYY-MM-DD): the day it was filed and replyDays",
    examples: ["2026-12-27"],
  }),
  replyDays: about(count, "The days we give ourselves (the DPDP Rules, 2025 allow at most 90)"),
});

export const adminGrievance = shape(
  "AdminGrievance",
  "A grievance about personal data in the operators' list, with its age and whether it is late.",
  z.strictObject({
    _id: uuid,
    reference: text({ examples: ["GRV-7K3M9Q2D"] }),
    name: z.string(),
    email: z.string(),
    phone: text("Empty when none was given"),
    topic: z.enum(GRIEVANCE_TOPIC_VALUES),
    message: z.string(),
    language: about(z.enum(ACCOUNT_LANGUAGES), "The language of the page it was filed from: answer in it"),
    status: z.enum(GRIEVANCE_STATUSES),
    createdAt: timestamp,
    replyBy: text({
      description: "The last day of our answer, in India (YYYY-MM-DD)",
      examples: ["2026-12-27"],
    }),
    ageDays: about(count, "Whole days since it was filed, by the business's calendar"),
    overdue: about(z.boolean(), "Open past its replyBy day"),
    closedAt: z.nullable(timestamp),
    closedBy: about(z.nullable(z.string()), "The operator who marked it answered or closed"),
    note: text("What the operator did; empty for nothing said"),
  }),
);

export const adminGrievanceList = z.strictObject({ grievances: z.array(adminGrievance), ...page });
export const adminGrievanceAnswer = z.strictObject({ grievance: adminGrievance });
export const adminInquiryList = z.strictObject({ inquiries: z.array(adminInquiry), ...page });

export const failedEmailList = z.strictObject({
  emails: z.array(
    z.strictObject({
      _id: uuid,
      to: z.string(),
      subject: z.string(),
      template: z.string(),
      attempts: count,
      lastError: text("The provider's reason"),
      createdAt: timestamp,
    }),
  ),
  ...page,
});

export const adminSummary = shape(
  "AdminSummary",
  "The admin panel's cards: whole-table counts, whatever a list's search says.",
  z.strictObject({
    totalUsers: about(count, "Every account, members and admins"),
    totalInvoices: count,
    totalEnquiries: about(count, "Contact messages"),
    totalInquiries: about(count, "Service inquiries of all three kinds"),
    inquiriesByStatus: z.strictObject(
      Object.fromEntries(INQUIRY_STATUSES.map((status) => [status, count])) as Record<
        (typeof INQUIRY_STATUSES)[number],
        typeof count
      >,
    ),
    openGrievances: about(count, "Grievances about personal data not yet answered or closed"),
    oldestOpenGrievanceDays: about(
      z.nullable(count),
      "Whole days since the oldest open grievance was filed (India's calendar); null with none open",
    ),
  }),
);

const heads = {
  taxablePaise: z.int(),
  igstPaise: z.int(),
  cgstPaise: z.int(),
  sgstPaise: z.int(),
};
const byRate = z.array(z.strictObject({ ratePercent: z.number(), ...heads }));

export const gstSummary = shape(
  "GstSummary",
  "A GST period's figures, in paise, from the documents issued in it (decision 0042).",
  z.strictObject({
    summary: z.strictObject({
      period: z.strictObject({
        key: text('"2026-11" or "Q3-26-27"'),
        fp: text("GSTR-1's period, MMYYYY"),
        firstDay: text("YYYY-MM-DD"),
        lastDay: text("YYYY-MM-DD"),
        from: timestamp,
        until: timestamp,
        label: text('"November 2026"'),
      }),
      supplies: about(byRate, "Invoices less credit notes, by rate"),
      advances: about(byRate, "Advances received less adjusted or refunded, by rate"),
      gstr3b31a: about(z.strictObject(heads), "GSTR-3B table 3.1(a): outward taxable supplies"),
      gstr3b32: about(
        z.array(
          z.strictObject({
            pos: text("The place of supply's two-digit state code"),
            state: text('Its name: "Maharashtra"'),
            taxablePaise: heads.taxablePaise,
            igstPaise: heads.igstPaise,
          }),
        ),
        "GSTR-3B table 3.2, supplies made to unregistered persons: of 3.1(a), the inter-state supplies to buyers without a GSTIN, by place of supply",
      ),
      series: z.array(
        z.strictObject({
          series: text('"NE", "CN", "RV" or "RF"'),
          nature: text("Table 13's words"),
          first: text("The first number of the period"),
          last: text("The last"),
          issued: count,
          missing: z.array(z.string()),
          duplicates: z.array(z.string()),
        }),
      ),
      problems: about(z.array(z.string()), "What to look at before filing; empty when nothing"),
      notTaxDocuments: about(count, "Payment receipts of the period, which are no tax document"),
    }),
    documents: about(count, "Documents of the period, the register's rows"),
  }),
);

const listedDocument = shape(
  "ListedDocument",
  "A document as the sales register lists it, with its tax heads in paise and the page that shows it.",
  z.strictObject({
    date: text("Its date of issue, YYYY-MM-DD (India)"),
    number: text({ examples: ["NE/26-27/000123"] }),
    kind: z.enum(["invoice", "receipt-voucher", "refund-voucher", "credit-note", "payment-receipt"]),
    buyer: text("The buyer's name as printed"),
    buyerGstin: text("A registered buyer's GSTIN; empty for others"),
    placeOfSupply: text('"08-Rajasthan"'),
    sac: text("The SAC codes of its lines"),
    ratePercent: z.number(),
    ...heads,
    totalPaise: z.int(),
    section: z.enum(["b2b", "b2cl", "b2cs", "cdnr", "cdnur", "at", "txpd", "none"]),
    reference: text(
      "The document it reverses, or the tax invoice a payment receipt is received against; empty",
    ),
    page: text({
      description: "The panel's page that shows it",
      examples: ["/invoice?id=…", "/invoice?booking=…"],
    }),
  }),
);

export const gstDocuments = shape(
  "GstDocuments",
  "Every document issued in a GST period, by date of issue, then number.",
  z.strictObject({
    period: z.strictObject({ key: text('"2026-11" or "Q3-26-27"'), label: text('"November 2026"') }),
    documents: z.array(listedDocument),
  }),
);

export const gstDocument = shape(
  "GstDocument",
  "One document, found by its number.",
  z.strictObject({ document: listedDocument }),
);

// ---------------------------------------------------------------------------------------------
// The description itself

export const apiDescriptionAnswer = about(
  z.looseObject({
    openapi: z.string().check(z.regex(/^3\.1\.\d+$/)),
    info: z.looseObject({ title: z.string(), version: z.string() }),
    paths: z.record(z.string(), z.unknown()),
  }),
  "This document (OpenAPI 3.1)",
);

// ---------------------------------------------------------------------------------------------
// A person's data (D27; decision 0039)

const documentKind = z.enum([
  "invoice",
  "receipt-voucher",
  "refund-voucher",
  "credit-note",
  "payment-receipt",
]);

const dataEmail = z.strictObject({
  subject: z.string(),
  template: text({ description: "Which message it is", examples: ["inquiry-acknowledgement"] }),
  status: z.enum(["pending", "sent", "failed"]),
  createdAt: timestamp,
  sentAt: z.nullable(timestamp),
});

const dataContactMessage = z.strictObject({
  reference: z.string(),
  name: z.string(),
  email: z.string(),
  phone: z.nullable(z.string()),
  subject: z.enum(CONTACT_SUBJECT_VALUES),
  message: z.string(),
  createdAt: timestamp,
});

const dataGrievance = z.strictObject({
  reference: z.string(),
  name: z.string(),
  email: z.string(),
  phone: z.nullable(z.string()),
  topic: z.enum(GRIEVANCE_TOPIC_VALUES),
  message: z.string(),
  status: z.enum(GRIEVANCE_STATUSES),
  createdAt: timestamp,
  replyBy: about(z.iso.date(), "The last day of our reply (India)"),
  closedAt: about(z.nullable(timestamp), "When it was marked answered or closed"),
});

export const memberData = shape(
  "MemberData",
  "Everything the product holds about the signed-in member: the account, inquiries and bookings, project briefs, contact messages from the account's address, the messages sent (what and when, not their words), payments, documents, consents and sign-ins (never a token).",
  z.strictObject({
    generatedAt: timestamp,
    account: z.strictObject({
      _id: uuid,
      name: z.string(),
      email: z.string(),
      phoneNo: z.string(),
      role,
      staffRole: z.optional(z.enum(STAFF_ROLES)),
      language: z.enum(ACCOUNT_LANGUAGES),
      createdAt: timestamp,
      updatedAt: timestamp,
      billing: about(
        z.strictObject({
          name: z.nullable(z.string()),
          stateCode: z.nullable(z.string()),
          gstin: z.nullable(z.string()),
          address: z.nullable(z.string()),
        }),
        "The billing details remembered from the last purchase",
      ),
      onboarding: z.nullable(
        z.strictObject({ profession: z.nullable(z.string()), interests: z.array(z.string()) }),
      ),
    }),
    inquiries: z.array(
      z.strictObject({
        id: uuid,
        reference: z.string(),
        kind: inquiryKind,
        status: inquiryStatus,
        createdAt: timestamp,
        name: z.string(),
        email: z.string(),
        phone: z.string(),
        city: z.nullable(z.string()),
        details: about(z.record(z.string(), z.unknown()), "The kind's own answers, as sent"),
        statusHistory: z.array(z.strictObject({ status: inquiryStatus, at: timestamp })),
        quotes: z.array(
          z.strictObject({
            version: count,
            totalPaise: paise,
            depositPaise: paise,
            status: z.enum(["open", "superseded", "paid"]),
            validUntil: z.iso.date(),
            balanceDueOn: z.nullable(z.iso.date()),
            note: z.string(),
            createdAt: timestamp,
          }),
        ),
        cancellation: z.nullable(
          z.strictObject({ requestedAt: timestamp, refundPaise: paise, refundedAt: z.nullable(timestamp) }),
        ),
      }),
    ),
    projects: z.array(
      z.strictObject({
        reference: z.string(),
        title: z.string(),
        service: z.enum(PROJECT_SERVICE_VALUES),
        budget: z.string(),
        timeline: z.string(),
        description: z.string(),
        status: inquiryStatus,
        createdAt: timestamp,
      }),
    ),
    contactMessages: z.array(dataContactMessage),
    grievances: about(z.array(dataGrievance), "Grievances filed with the account's address"),
    messages: z.strictObject({
      emails: z.array(dataEmail),
      whatsapp: z.array(
        z.strictObject({
          template: z.string(),
          category: z.enum(["utility", "marketing"]),
          to: text("The number (91 and ten digits)"),
          status: z.enum(["pending", "sent", "delivered", "read", "failed"]),
          createdAt: timestamp,
          sentAt: z.nullable(timestamp),
        }),
      ),
    }),
    payments: z.array(
      z.strictObject({
        purpose: z.enum(["membership", "deposit", "balance"]),
        amountPaise: paise,
        status: z.enum(["created", "paid", "failed"]),
        provider: z.enum(["razorpay", "local", "bank"]),
        createdAt: timestamp,
        paidAt: z.nullable(timestamp),
      }),
    ),
    documents: z.array(
      z.strictObject({
        kind: documentKind,
        number: z.string(),
        issuedAt: timestamp,
        amountPaise: paise,
        page: text({ description: "The printable page on this site", examples: ["/invoice?id=…"] }),
        pdf: text({
          description: "Its PDF from the API (with the bearer token)",
          examples: ["/api/v1/invoice/document/…/pdf"],
        }),
      }),
    ),
    consents: consentsAnswer,
    sessions: about(
      z.array(
        z.strictObject({
          startedAt: timestamp,
          lastUsedAt: timestamp,
          expiresAt: timestamp,
          active: z.boolean(),
        }),
      ),
      "Each sign-in, newest first: when it began, when it was last renewed, when it ends",
    ),
    passwordResets: z.array(
      z.strictObject({ requestedAt: timestamp, usedAt: z.nullable(timestamp), expiresAt: timestamp }),
    ),
  }),
);

export const memberDataAnswer = z.strictObject({ data: memberData });

export const visitorData = shape(
  "VisitorData",
  "What is held under an e-mail address without an account: contact messages sent from it, the e-mails written to it (what and when), and how many members' inquiries name it.",
  z.strictObject({
    email: z.string(),
    generatedAt: timestamp,
    contactMessages: z.array(dataContactMessage),
    grievances: about(z.array(dataGrievance), "Grievances filed with this address"),
    messages: z.strictObject({ emails: z.array(dataEmail) }),
    namedInInquiries: count,
  }),
);

export const visitorDataAnswer = z.strictObject({ data: visitorData });

export const erasureReceipt = shape(
  "ErasureReceipt",
  "What an erasure removed or made anonymous, and what it keeps under a legal hold: why, and until which day.",
  z.strictObject({
    erasedAt: timestamp,
    subject: z.enum(ERASURE_SUBJECTS),
    erased: z.array(z.strictObject({ item: z.enum(ERASED_ITEMS), count })),
    kept: z.array(
      z.strictObject({
        item: z.enum(HOLD_KINDS),
        count,
        basis: about(
          z.enum(HOLD_BASES),
          "cgst-s36: CGST Act s.36; dpdp-rule-8-3: DPDP Rules 2025, rule 8(3); dpdp-s13: DPDP Act 2023, s.8(10) and s.13 (a grievance still to answer)",
        ),
        reason: text("Why it is kept, in English"),
        until: about(z.iso.date(), "The last day it is kept; erased after it"),
        documents: z.array(z.strictObject({ kind: documentKind, number: z.string() })),
      }),
    ),
  }),
);

export const erasureAnswer = z.strictObject({ erasure: erasureReceipt });

// ---------------------------------------------------------------------------------------------
// Staff (decision 0041)

const staffRole = z.enum(STAFF_ROLES);

export const factorStatus = z.strictObject({
  staffRole,
  enrolled: about(z.boolean(), "The second factor is set up"),
  secondFactor: about(z.boolean(), "This session passed it: the admin endpoints answer"),
  recoveryCodesLeft: count,
});

export const factorSetup = z.strictObject({
  secret: text("The TOTP secret, base32, for typing into an authenticator app"),
  uri: text("The otpauth:// URI (what a QR code would carry)"),
});

export const factorConfirmed = z.strictObject({
  ...session,
  recoveryCodes: about(z.array(z.string()), "Ten one-time codes, shown this once"),
  user: publicUser,
});

export const staffMember = shape(
  "StaffMember",
  "A staff account as the owner's list shows it.",
  z.strictObject({
    _id: uuid,
    name: z.string(),
    email: z.string(),
    staffRole,
    factorEnrolledAt: about(z.nullable(timestamp), "When the second factor was set up; null until it is"),
  }),
);

export const staffList = z.strictObject({ staff: z.array(staffMember) });
export const staffMemberAnswer = z.strictObject({ member: staffMember });
export const staffFactorReset = z.strictObject({ message: z.string(), member: staffMember });

export const staffAction = shape(
  "StaffAction",
  "One row of the append-only record of what staff did.",
  z.strictObject({
    _id: uuid,
    at: timestamp,
    actorId: uuid,
    actorEmail: z.string(),
    actorRole: z.nullable(staffRole),
    clientAddress: text("The client's address as the rate limits see it"),
    action: z.enum(STAFF_ACTIONS),
    targetType: about(z.nullable(z.string()), "The kind of record acted on"),
    targetId: about(z.nullable(z.string()), "Its id or reference; null for a whole list"),
    targetLabel: about(
      z.nullable(z.string()),
      "The record as a person reads it, looked up when listed (an account's name and e-mail, an inquiry's reference, an invoice's number); null when it is gone or erased",
    ),
    detail: z.string(),
  }),
);

export const staffActionList = z.strictObject({ actions: z.array(staffAction), ...page });
