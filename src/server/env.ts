// The whole configuration, read from the environment and validated once at start.
// Nothing else in the project reads process.env for settings (STYLE habit 4).
import * as z from "zod";

const optionalString = z
  .string()
  .trim()
  .transform((value) => (value === "" ? undefined : value))
  .optional();

const optionalUrl = optionalString.pipe(z.url().optional());

const envSchema = z.object({
  NODE_ENV: z.enum(["development", "production", "test"]).default("development"),
  /** Set by Netlify in its builds and functions. */
  NETLIFY: optionalString,

  HOST: z.string().trim().min(1).default("127.0.0.1"),
  PORT: z.coerce.number().int().min(0).max(65_535).default(4321),
  /** Public origin of the site, used in e-mailed links and canonical URLs. */
  SITE_URL: optionalUrl,
  LOG_LEVEL: z.enum(["debug", "info", "warn", "error", "silent"]).default("info"),
  /** Scales every rate limit (D10); 2 doubles them. The browser tests, all from one address, use 20. */
  RATE_LIMIT_MULTIPLIER: z.coerce.number().positive().max(1000).default(1),

  /** Postgres URL; unset means the embedded PGlite database in DATA_DIR. */
  DATABASE_URL: optionalUrl,
  /** auto picks pglite without a URL, neon for *.neon.tech hosts, pg otherwise. */
  DATABASE_DRIVER: z.enum(["auto", "pglite", "pg", "neon"]).default("auto"),
  /** Folder of the embedded database, generated secrets and the local mail outbox. */
  DATA_DIR: z.string().trim().min(1).default(".data"),

  /** Signs access tokens; at least 32 bytes. Generated into DATA_DIR when unset locally. */
  JWT_SECRET: optionalString.pipe(z.string().min(32, "JWT_SECRET must be at least 32 characters").optional()),

  ADMIN_EMAIL: optionalString.pipe(z.email("ADMIN_EMAIL must be an e-mail address").optional()),
  ADMIN_PASSWORD: optionalString.pipe(
    z.string().min(12, "ADMIN_PASSWORD must be at least 12 characters").optional(),
  ),
  /** Where operators receive new inquiries and contact messages. */
  OPERATOR_EMAIL: optionalString.pipe(z.email().optional()),
  /** Sender of every e-mail; must be a confirmed sender signature in Postmark. */
  MAIL_FROM: z.string().trim().default("Nova Experience <no-reply@novaexperience.in>"),

  RAZORPAY_KEY_ID: optionalString,
  RAZORPAY_KEY_SECRET: optionalString,
  RAZORPAY_WEBHOOK_SECRET: optionalString,
  POSTMARK_SERVER_TOKEN: optionalString,
  RECAPTCHA_SECRET_KEY: optionalString,
  PUBLIC_RECAPTCHA_SITE_KEY: optionalString,

  /**
   * Test-only overrides that point a real provider's client at a local stand-in of its
   * HTTP API. Refused in production.
   */
  POSTMARK_API_HOST: optionalString,
  RAZORPAY_API_URL: optionalUrl,
  RECAPTCHA_VERIFY_URL: optionalUrl,
});

export type Env = z.infer<typeof envSchema> & {
  /** True on Netlify or with NODE_ENV=production: local stand-ins are refused. */
  isProduction: boolean;
  databaseDriver: "pglite" | "pg" | "neon";
  providers: {
    payments: "razorpay" | "local";
    mail: "postmark" | "outbox";
    captcha: "recaptcha" | "local";
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

/** Production: NODE_ENV=production, or on Netlify (which sets NETLIFY in builds and functions). */
export function isProductionEnvironment(source: Record<string, string | undefined> = process.env): boolean {
  return source.NODE_ENV === "production" || Boolean(source.NETLIFY?.trim());
}

/** Validates an environment; throws a ConfigError that lists every problem at once. */
export function parseEnv(source: Record<string, string | undefined>): Env {
  const parsed = envSchema.safeParse(source);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => `- ${issue.path.join(".")}: ${issue.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join("\n")}`);
  }
  const env = parsed.data;
  const isProduction = isProductionEnvironment(source);
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
  const providers: Env["providers"] = {
    payments: env.RAZORPAY_KEY_ID && env.RAZORPAY_KEY_SECRET ? "razorpay" : "local",
    mail: env.POSTMARK_SERVER_TOKEN ? "postmark" : "outbox",
    captcha: env.RECAPTCHA_SECRET_KEY ? "recaptcha" : "local",
  };

  if (isProduction) {
    const problems: string[] = [];
    const required = [
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
    ] as const;
    for (const key of required) {
      if (!env[key]) problems.push(`- ${key}: required in production`);
    }
    if (databaseDriver === "pglite") {
      problems.push("- DATABASE_DRIVER: the embedded database is for local use only");
    }
    for (const key of ["POSTMARK_API_HOST", "RAZORPAY_API_URL", "RECAPTCHA_VERIFY_URL"] as const) {
      if (env[key])
        problems.push(`- ${key}: points a provider at a local stand-in; not allowed in production`);
    }
    if (problems.length > 0) {
      throw new ConfigError(`Refusing to start in production:\n${problems.join("\n")}`);
    }
  }

  return { ...env, isProduction, databaseDriver, providers };
}

let cached: Env | undefined;

/** The process's configuration, validated on first use. */
export function loadEnv(): Env {
  cached ??= parseEnv(process.env);
  return cached;
}
