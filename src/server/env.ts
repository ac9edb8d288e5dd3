// The whole configuration, read from the environment and validated once at start.
// Nothing else in the project reads process.env for settings (docs/architecture.md, habit 4).
import * as z from "zod/mini";
import english from "zod/v4/locales/en.js";
import { DEFAULT_SELLER_STATE_CODE, GST_STATE_CODES, gstStateByCode } from "../config/gst.ts";
import { BANK_TRANSFER_FROM_RUPEES_DEFAULT } from "../config/inquiry.ts";
import { SELLER } from "../config/site.ts";
import type { BankDetails } from "../schemas/quote.ts";
import { isValidGstin, type TaxDocumentSeller } from "../schemas/tax-document.ts";

/**
 * A well-formed GSTIN of a made-up business in Rajasthan, so that local runs issue documents
 * of the right shape. Production refuses to start without the business's own (SELLER_GSTIN).
 */
export const LOCAL_SELLER_GSTIN = "08AAACN0001L1ZX";

/**
 * WhatsApp's webhook secrets when none are configured outside production (docs/whatsapp.md), so
 * that anyone can try the handshake, a status and a STOP by hand. Production never uses them:
 * without its own it refuses every webhook call.
 */
export const LOCAL_WHATSAPP_VERIFY_TOKEN = "local_whatsapp_verify_token";
export const LOCAL_WHATSAPP_APP_SECRET = "local_whatsapp_app_secret";

// Written with zod/mini like the request schemas (decision 0029), so that the API's function
// carries one zod, not mini and classic both; its English messages as the API's own.
z.config(english());

const trimmed = () => z.string().check(z.trim());
const optionalString = z.optional(
  z.pipe(
    trimmed(),
    z.transform((value: string) => (value === "" ? undefined : value)),
  ),
);
/** An optional variable that, when set, must also pass `rule`. */
const optionalWith = <T extends z.core.$ZodType<string, string>>(rule: T) =>
  z.pipe(optionalString, z.optional(rule));
const optionalUrl = optionalWith(z.url());

/**
 * An operator's number as the Cloud API writes it ("91" and ten digits), from a number as people
 * write one: 10 digits, or with +91 / 91 before them, spaces and dashes allowed. Null otherwise.
 */
export function operatorWhatsAppNumber(written: string): string | null {
  const digits = written.replace(/[\s-]/g, "").replace(/^\+/, "");
  if (/^[6-9]\d{9}$/.test(digits)) return `91${digits}`;
  if (/^91[6-9]\d{9}$/.test(digits)) return digits;
  return null;
}

const envSchema = z.object({
  NODE_ENV: z._default(z.enum(["development", "production", "test"]), "development"),
  /** Set by Netlify in its builds and functions. */
  NETLIFY: optionalString,

  HOST: z._default(trimmed().check(z.minLength(1)), "127.0.0.1"),
  PORT: z._default(
    z.coerce
      .number()
      .check(z.refine(Number.isInteger, "PORT must be a whole number"), z.minimum(0), z.maximum(65_535)),
    4321,
  ),
  /** Public origin of the site, used in e-mailed links and canonical URLs. */
  SITE_URL: optionalUrl,
  LOG_LEVEL: z._default(z.enum(["debug", "info", "warn", "error", "silent"]), "info"),
  /**
   * Scales every per-client rate limit (docs/product.md D10, D18); 2 doubles them. The browser tests, all
   * from one address, use 20. Limits per account or member stay as they are.
   */
  RATE_LIMIT_MULTIPLIER: z._default(z.coerce.number().check(z.positive(), z.maximum(1000)), 1),

  /** Postgres URL; unset means the embedded PGlite database in DATA_DIR. */
  DATABASE_URL: optionalUrl,
  /** auto picks pglite without a URL, neon for *.neon.tech hosts, pg otherwise. */
  DATABASE_DRIVER: z._default(z.enum(["auto", "pglite", "pg", "neon"]), "auto"),
  /** Folder of the embedded database, generated secrets and the local mail outbox. */
  DATA_DIR: z._default(trimmed().check(z.minLength(1)), ".data"),

  /** Signs access tokens; at least 32 bytes. Generated into DATA_DIR when unset locally. */
  JWT_SECRET: optionalWith(z.string().check(z.minLength(32, "JWT_SECRET must be at least 32 characters"))),

  ADMIN_EMAIL: optionalWith(z.email("ADMIN_EMAIL must be an e-mail address")),
  ADMIN_PASSWORD: optionalWith(
    z.string().check(z.minLength(12, "ADMIN_PASSWORD must be at least 12 characters")),
  ),
  /**
   * Where operators receive new inquiries and contact messages; outside production, ADMIN_EMAIL
   * when unset.
   */
  OPERATOR_EMAIL: optionalWith(z.email()),
  /**
   * Operators' WhatsApp numbers: each gets the operators' alerts beside OPERATOR_EMAIL (D26).
   * Comma-separated Indian mobile numbers, written 9876543210, +91 98765 43210 or 919876543210;
   * kept as the Cloud API writes them ("91" and ten digits).
   */
  OPERATOR_WHATSAPP: z.pipe(
    z._default(z.string(), ""),
    z.transform((value: string, context) => {
      const numbers: string[] = [];
      for (const item of value.split(",")) {
        const written = item.trim();
        if (!written) continue;
        const number = operatorWhatsAppNumber(written);
        if (number) {
          if (!numbers.includes(number)) numbers.push(number);
        } else {
          context.issues.push({
            code: "custom",
            input: value,
            message: `"${written}" is not a 10-digit Indian mobile number (9876543210 or +91 98765 43210)`,
          });
        }
      }
      return numbers;
    }),
  ),
  /** Sender of every e-mail; must be a confirmed sender signature in Postmark. */
  MAIL_FROM: z._default(trimmed(), "Nova Experience <no-reply@novaexperience.in>"),

  RAZORPAY_KEY_ID: optionalString,
  RAZORPAY_KEY_SECRET: optionalString,
  RAZORPAY_WEBHOOK_SECRET: optionalString,
  POSTMARK_SERVER_TOKEN: optionalString,
  RECAPTCHA_SECRET_KEY: optionalString,
  PUBLIC_RECAPTCHA_SITE_KEY: optionalString,
  /**
   * WhatsApp Business (Cloud API, docs/whatsapp.md): a system user's access token and the
   * business number's phone-number id, both or neither (neither: the local outbox, or in
   * production no WhatsApp at all); the app's secret, which signs the webhook's deliveries, and
   * the verify token of its subscription, required in production with the first two.
   */
  WHATSAPP_ACCESS_TOKEN: optionalString,
  WHATSAPP_PHONE_NUMBER_ID: optionalWith(
    z
      .string()
      .check(z.regex(/^\d{1,30}$/, "WHATSAPP_PHONE_NUMBER_ID must be the number's id from Meta (digits)")),
  ),
  WHATSAPP_APP_SECRET: optionalString,
  WHATSAPP_VERIFY_TOKEN: optionalString,

  /** The seller on every tax document (D19): the registration's GSTIN, required in production. */
  SELLER_GSTIN: optionalWith(
    z
      .string()
      .check(
        z.toUpperCase(),
        z.refine(isValidGstin, "SELLER_GSTIN must be a valid GSTIN (15 characters, right check character)"),
      ),
  ),
  /** The registered legal name; by default the one in src/config/site.ts. */
  SELLER_LEGAL_NAME: optionalString,
  /** The registered address, its lines separated by "|"; by default the one in src/config/site.ts. */
  SELLER_ADDRESS: optionalString,
  /** The state of the registration, as its two-digit GST code (Rajasthan is 08). */
  SELLER_STATE_CODE: z._default(
    z.enum(GST_STATE_CODES, "SELLER_STATE_CODE must be a GST state code such as 08"),
    DEFAULT_SELLER_STATE_CODE,
  ),

  /**
   * The business's bank account, shown with large payments for a bank transfer (D22): all four
   * or none. Locally, without them, a made-up account of the right shape is shown.
   */
  BANK_ACCOUNT_NAME: optionalString,
  BANK_ACCOUNT_NUMBER: optionalWith(
    z.string().check(z.regex(/^\d{9,18}$/, "BANK_ACCOUNT_NUMBER must be 9 to 18 digits")),
  ),
  BANK_IFSC: optionalWith(
    z
      .string()
      .check(
        z.toUpperCase(),
        z.regex(/^[A-Z]{4}0[A-Z0-9]{6}$/, "BANK_IFSC must be an IFSC such as HDFC0001234"),
      ),
  ),
  BANK_NAME: optionalString,
  /** From this amount up, a payment also shows the bank details (default: src/config/inquiry.ts). */
  BANK_TRANSFER_FROM_RUPEES: z._default(
    z.coerce
      .number()
      .check(
        z.refine(Number.isInteger, "BANK_TRANSFER_FROM_RUPEES must be a whole number of rupees"),
        z.positive(),
        z.maximum(10_000_000),
      ),
    BANK_TRANSFER_FROM_RUPEES_DEFAULT,
  ),

  /**
   * Test-only overrides that point a real provider's client at a local stand-in of its
   * HTTP API. Refused in production.
   */
  POSTMARK_API_HOST: optionalString,
  RAZORPAY_API_URL: optionalUrl,
  RECAPTCHA_VERIFY_URL: optionalUrl,
  /** Origin of a stand-in of the WhatsApp Cloud API (instead of https://graph.facebook.com). */
  WHATSAPP_API_URL: optionalUrl,
});

/**
 * Every variable production cannot run without: the one list (the README's Configuration table
 * marks the same ones _production_). Add a variable here and every deployed function refuses
 * to start without it.
 */
export const PRODUCTION_REQUIRED = [
  "DATABASE_URL",
  "JWT_SECRET",
  "SITE_URL",
  "OPERATOR_EMAIL",
  "RAZORPAY_KEY_ID",
  "RAZORPAY_KEY_SECRET",
  "RAZORPAY_WEBHOOK_SECRET",
  "POSTMARK_SERVER_TOKEN",
  "RECAPTCHA_SECRET_KEY",
  "PUBLIC_RECAPTCHA_SITE_KEY",
  "SELLER_GSTIN",
] as const satisfies readonly (keyof z.infer<typeof envSchema>)[];

/** The test-only overrides that point a real provider's client elsewhere; refused in production. */
export const TEST_ONLY_OVERRIDES = [
  "POSTMARK_API_HOST",
  "RAZORPAY_API_URL",
  "RECAPTCHA_VERIFY_URL",
  "WHATSAPP_API_URL",
] as const;

/** WhatsApp's variables: none, the first two (sending), or in production all four. */
const WHATSAPP_SENDING = ["WHATSAPP_ACCESS_TOKEN", "WHATSAPP_PHONE_NUMBER_ID"] as const;
const WHATSAPP_WEBHOOK = ["WHATSAPP_APP_SECRET", "WHATSAPP_VERIFY_TOKEN"] as const;

export type Env = z.infer<typeof envSchema> & {
  /**
   * True in every deployed Netlify function (whatever its environment says), and on a machine
   * with NODE_ENV=production or NETLIFY set: local stand-ins are refused.
   */
  isProduction: boolean;
  /**
   * The site's public origin for every link in an e-mail: SITE_URL (required in production),
   * else this machine's own server. Never taken from a request's Host header, which the
   * caller writes.
   */
  siteUrl: string;
  /** The seller as every tax document names it. */
  seller: TaxDocumentSeller;
  /** Where a bank transfer goes; null when production has none configured (then none is offered). */
  bank: BankDetails | null;
  /** Payments from this amount up show the bank details. */
  bankTransferFromPaise: number;
  databaseDriver: "pglite" | "pg" | "neon";
  providers: {
    payments: "razorpay" | "local";
    mail: "postmark" | "outbox";
    captcha: "recaptcha" | "local";
    /**
     * cloud: Meta's Cloud API; outbox: the local folder DATA_DIR/whatsapp; off: production
     * without WhatsApp's credentials, where the notifier queues no WhatsApp message and sends by
     * e-mail what WhatsApp would have carried (notify/notifier.ts channelsOf).
     */
    whatsapp: "cloud" | "outbox" | "off";
  };
};

export class ConfigError extends Error {
  override name = "ConfigError";
}

function pickDriver(env: z.infer<typeof envSchema>): Env["databaseDriver"] {
  if (env.DATABASE_DRIVER !== "auto") return env.DATABASE_DRIVER;
  if (!env.DATABASE_URL) return "pglite";
  return new URL(env.DATABASE_URL).hostname.endsWith(".neon.tech") ? "neon" : "pg";
}

/**
 * Set to true by scripts/lib/function-build.ts in every file it builds for Netlify, so that a
 * deployed function is production even if its entry forgot to ask (docs/decisions/0020).
 */
declare const __NOVA_DEPLOYED_FUNCTION__: boolean | undefined;
const IN_DEPLOYED_FUNCTION = typeof __NOVA_DEPLOYED_FUNCTION__ === "boolean" && __NOVA_DEPLOYED_FUNCTION__;

/**
 * Production as guessed from variables: NODE_ENV=production, or NETLIFY (which Netlify sets in
 * its builds). For the commands run by hand or in Netlify's build; a deployed function never
 * relies on it, since Netlify does not promise NETLIFY at run time (decision 0020).
 */
export function isProductionEnvironment(source: Record<string, string | undefined> = process.env): boolean {
  return IN_DEPLOYED_FUNCTION || source.NODE_ENV === "production" || Boolean(source.NETLIFY?.trim());
}

export interface EnvOptions {
  /** Production whatever the variables say: the Netlify functions ask for it (decision 0020). */
  production?: boolean;
}

const BANK_VARIABLES = ["BANK_ACCOUNT_NAME", "BANK_ACCOUNT_NUMBER", "BANK_IFSC", "BANK_NAME"] as const;

/** A made-up account of the right shape, for local runs only: production never shows it. */
export const LOCAL_BANK: BankDetails = {
  accountName: "Nova Experience (local test account)",
  accountNumber: "000123456789",
  ifsc: "LOCL0000001",
  bankName: "Local Test Bank",
};

/** Validates an environment; throws a ConfigError that lists every problem at once. */
export function parseEnv(source: Record<string, string | undefined>, options: EnvOptions = {}): Env {
  const parsed = envSchema.safeParse(source);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => `- ${issue.path.join(".")}: ${issue.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join("\n")}`);
  }
  const env = parsed.data;
  const isProduction = options.production === true || isProductionEnvironment(source);
  const databaseDriver = pickDriver(env);
  if (databaseDriver !== "pglite" && !env.DATABASE_URL) {
    throw new ConfigError(
      `Invalid configuration:\n- DATABASE_URL: required by DATABASE_DRIVER=${databaseDriver}`,
    );
  }
  // The widget on the page and the verifier on the server must be the same kind.
  if (Boolean(env.RECAPTCHA_SECRET_KEY) !== Boolean(env.PUBLIC_RECAPTCHA_SITE_KEY)) {
    throw new ConfigError(
      "Invalid configuration:\n- RECAPTCHA_SECRET_KEY and PUBLIC_RECAPTCHA_SITE_KEY: set both (Google's widget) or neither (the local one)",
    );
  }
  const bankGiven = BANK_VARIABLES.filter((key) => env[key]);
  if (bankGiven.length > 0 && bankGiven.length < BANK_VARIABLES.length) {
    throw new ConfigError(
      `Invalid configuration:\n- ${BANK_VARIABLES.join(", ")}: set all four (the bank account shown for transfers) or none`,
    );
  }
  const whatsappSending = WHATSAPP_SENDING.filter((key) => env[key]);
  if (whatsappSending.length === 1) {
    throw new ConfigError(
      `Invalid configuration:\n- ${WHATSAPP_SENDING.join(", ")}: set both (Meta's Cloud API) or neither (the local outbox)`,
    );
  }
  const providers: Env["providers"] = {
    payments: env.RAZORPAY_KEY_ID && env.RAZORPAY_KEY_SECRET ? "razorpay" : "local",
    mail: env.POSTMARK_SERVER_TOKEN ? "postmark" : "outbox",
    captcha: env.RECAPTCHA_SECRET_KEY ? "recaptcha" : "local",
    whatsapp: whatsappSending.length === 2 ? "cloud" : isProduction ? "off" : "outbox",
  };

  if (isProduction) {
    const problems: string[] = [];
    for (const key of PRODUCTION_REQUIRED) {
      if (!env[key]) problems.push(`- ${key}: required in production`);
    }
    if (databaseDriver === "pglite") {
      problems.push("- DATABASE_DRIVER: the embedded database is for local use only");
    }
    for (const key of TEST_ONLY_OVERRIDES) {
      if (env[key])
        problems.push(`- ${key}: points a provider at a local stand-in; not allowed in production`);
    }
    // Sending without the webhook would never hear of failures, nor of a customer's STOP.
    if (providers.whatsapp === "cloud") {
      for (const key of WHATSAPP_WEBHOOK) {
        if (!env[key]) problems.push(`- ${key}: required in production when WhatsApp messages are sent`);
      }
    }
    if (problems.length > 0) {
      throw new ConfigError(`Refusing to start in production:\n${problems.join("\n")}`);
    }
  }

  const siteUrl = env.SITE_URL ? new URL(env.SITE_URL).origin : `http://localhost:${env.PORT}`;
  const gstin = env.SELLER_GSTIN ?? LOCAL_SELLER_GSTIN;
  if (gstin.slice(0, 2) !== env.SELLER_STATE_CODE) {
    throw new ConfigError(
      `Invalid configuration:\n- SELLER_GSTIN: registered in state ${gstin.slice(0, 2)}, but SELLER_STATE_CODE is ${env.SELLER_STATE_CODE}`,
    );
  }
  const seller: TaxDocumentSeller = {
    legalName: env.SELLER_LEGAL_NAME ?? SELLER.legalName,
    addressLines: env.SELLER_ADDRESS
      ? env.SELLER_ADDRESS.split("|")
          .map((line) => line.trim())
          .filter(Boolean)
      : [...SELLER.addressLines],
    state: gstStateByCode(env.SELLER_STATE_CODE)!,
    gstin,
    email: SELLER.email,
    phone: SELLER.phone,
    website: SELLER.website,
  };
  const bank: BankDetails | null =
    bankGiven.length > 0
      ? {
          accountName: env.BANK_ACCOUNT_NAME!,
          accountNumber: env.BANK_ACCOUNT_NUMBER!,
          ifsc: env.BANK_IFSC!,
          bankName: env.BANK_NAME!,
        }
      : isProduction
        ? null
        : LOCAL_BANK;
  return {
    ...env,
    // On a laptop the owner started by ADMIN_EMAIL is the one to tell of new inquiries and
    // payments; production names its operators (required above).
    OPERATOR_EMAIL: env.OPERATOR_EMAIL ?? (isProduction ? undefined : env.ADMIN_EMAIL),
    isProduction,
    databaseDriver,
    providers,
    siteUrl,
    seller,
    bank,
    bankTransferFromPaise: env.BANK_TRANSFER_FROM_RUPEES * 100,
  };
}

const cached = new Map<boolean, Env>();

/**
 * The process's configuration, validated on first use. `{ production: true }` is how the
 * Netlify functions load it: production is then decided by the code, not by the variables.
 */
export function loadEnv(options: EnvOptions = {}): Env {
  const production = options.production === true;
  let env = cached.get(production);
  if (!env) {
    env = parseEnv(process.env, { production });
    cached.set(production, env);
  }
  return env;
}
