import { mkdtempSync, readdirSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { resolveJwtKey } from "../../src/server/auth/secret.ts";
import { createCaptchaVerifier } from "../../src/server/captcha/verifier.ts";
import type { Database } from "../../src/server/db/types.ts";
import {
  ConfigError,
  parseEnv,
  PRODUCTION_REQUIRED,
  TEST_ONLY_OVERRIDES,
  type Env,
} from "../../src/server/env.ts";
import { createLogger } from "../../src/server/log.ts";
import { createMailer } from "../../src/server/mail/mailer.ts";
import { createPayments } from "../../src/server/payments/provider.ts";

const PRODUCTION = {
  NODE_ENV: "production",
  DATABASE_URL: "postgres://app:secret@ep-cool-name-123.eu-central-1.aws.neon.tech/app",
  JWT_SECRET: "x".repeat(40),
  SITE_URL: "https://novaexperience.in",
  OPERATOR_EMAIL: "ops@novaexperience.in",
  RAZORPAY_KEY_ID: "rzp_live_abc",
  RAZORPAY_KEY_SECRET: "secret",
  RAZORPAY_WEBHOOK_SECRET: "whsecret",
  POSTMARK_SERVER_TOKEN: "pm-token",
  RECAPTCHA_SECRET_KEY: "captcha-secret",
  PUBLIC_RECAPTCHA_SITE_KEY: "captcha-site",
  SELLER_GSTIN: "08AAACN0001L1ZX",
};

describe("configuration", () => {
  it("runs with no configuration at all on the embedded defaults", () => {
    const env = parseEnv({});
    expect(env).toMatchObject({
      HOST: "127.0.0.1",
      PORT: 4321,
      DATA_DIR: ".data",
      databaseDriver: "pglite",
      isProduction: false,
      providers: { payments: "local", mail: "outbox", captcha: "local" },
    });
  });

  it("treats empty variables as unset, as a copied .env.example leaves them", () => {
    expect(parseEnv({ DATABASE_URL: "", JWT_SECRET: "", PORT: "8080" })).toMatchObject({
      databaseDriver: "pglite",
      JWT_SECRET: undefined,
      PORT: 8080,
    });
  });

  it("picks the driver from the URL: Neon hosts use the serverless driver, others pg", () => {
    expect(parseEnv({ DATABASE_URL: "postgres://u@db.example.com/app" }).databaseDriver).toBe("pg");
    expect(parseEnv({ DATABASE_URL: PRODUCTION.DATABASE_URL }).databaseDriver).toBe("neon");
    expect(
      parseEnv({ DATABASE_URL: "postgres://u@db.example.com/app", DATABASE_DRIVER: "neon" }).databaseDriver,
    ).toBe("neon");
  });

  it("lists every invalid value at once", () => {
    expect(() => parseEnv({ PORT: "http", JWT_SECRET: "short", ADMIN_EMAIL: "nobody" })).toThrow(
      /PORT[\s\S]*JWT_SECRET: JWT_SECRET must be at least 32 characters[\s\S]*ADMIN_EMAIL/,
    );
  });

  it("tells the owner started by ADMIN_EMAIL of what the operators are told, on a laptop only", () => {
    expect(parseEnv({}).OPERATOR_EMAIL).toBeUndefined();
    expect(parseEnv({ ADMIN_EMAIL: "owner@example.com" }).OPERATOR_EMAIL).toBe("owner@example.com");
    expect(
      parseEnv({ ADMIN_EMAIL: "owner@example.com", OPERATOR_EMAIL: "ops@example.com" }).OPERATOR_EMAIL,
    ).toBe("ops@example.com");
    expect(() => parseEnv({ ...PRODUCTION, OPERATOR_EMAIL: "", ADMIN_EMAIL: "owner@example.com" })).toThrow(
      /OPERATOR_EMAIL: required in production/,
    );
  });

  it("takes the operators' WhatsApp numbers as people write them, and refuses one that is not a mobile number", () => {
    expect(parseEnv({}).OPERATOR_WHATSAPP).toEqual([]);
    expect(
      parseEnv({ OPERATOR_WHATSAPP: " 9811111111, +91 98222 22222,919833333333, 98111-11111 ," })
        .OPERATOR_WHATSAPP,
    ).toEqual(["919811111111", "919822222222", "919833333333"]);
    expect(() => parseEnv({ OPERATOR_WHATSAPP: "9811111111, 12345" })).toThrow(
      /OPERATOR_WHATSAPP: "12345" is not a 10-digit Indian mobile number/,
    );
  });

  it("starts in production when every secret is there and no stand-in is chosen", () => {
    const env = parseEnv(PRODUCTION);
    expect(env.isProduction).toBe(true);
    expect(env.providers).toEqual({
      payments: "razorpay",
      mail: "postmark",
      captcha: "recaptcha",
      whatsapp: "off",
    });
  });

  it("refuses production without the seller's GSTIN, and any GSTIN that is not valid or not the seller state's", () => {
    const { SELLER_GSTIN: _gstin, ...withoutGstin } = PRODUCTION;
    expect(() => parseEnv(withoutGstin)).toThrow(/SELLER_GSTIN: required in production/);
    // A wrong check character, and a GSTIN of Maharashtra (27) for a seller in Rajasthan (08).
    expect(() => parseEnv({ ...PRODUCTION, SELLER_GSTIN: "08AAACN0001L1ZY" })).toThrow(
      /SELLER_GSTIN must be a valid GSTIN/,
    );
    expect(() => parseEnv({ ...PRODUCTION, SELLER_GSTIN: "27AAACN0001L1ZX" })).toThrow(
      /registered in state 27/,
    );
    const seller = parseEnv({
      ...PRODUCTION,
      SELLER_GSTIN: "27aaacn0001l1zx",
      SELLER_STATE_CODE: "27",
      SELLER_LEGAL_NAME: "Nova Experience Private Limited",
      SELLER_ADDRESS: "12 Marine Drive | Mumbai 400002 | India",
    }).seller;
    expect(seller).toMatchObject({
      legalName: "Nova Experience Private Limited",
      addressLines: ["12 Marine Drive", "Mumbai 400002", "India"],
      state: { name: "Maharashtra", code: "27" },
      gstin: "27AAACN0001L1ZX",
    });
  });

  it("refuses production with a missing secret, naming it", () => {
    const { POSTMARK_SERVER_TOKEN: _token, ...withoutToken } = PRODUCTION;
    expect(() => parseEnv(withoutToken)).toThrow(/POSTMARK_SERVER_TOKEN: required in production/);
  });

  it("refuses production on Netlify even without NODE_ENV", () => {
    const { NODE_ENV: _mode, DATABASE_URL: _url, ...rest } = PRODUCTION;
    expect(() => parseEnv({ ...rest, NETLIFY: "true" })).toThrow(ConfigError);
    expect(() => parseEnv({ ...rest, NETLIFY: "true" })).toThrow(/DATABASE_URL: required in production/);
  });

  it("refuses one reCAPTCHA key without the other", () => {
    expect(() => parseEnv({ RECAPTCHA_SECRET_KEY: "secret" })).toThrow(/set both/);
    expect(() => parseEnv({ PUBLIC_RECAPTCHA_SITE_KEY: "site" })).toThrow(/set both/);
  });

  it("refuses production pointed at a local stand-in or the embedded database", () => {
    expect(() => parseEnv({ ...PRODUCTION, POSTMARK_API_HOST: "127.0.0.1:9999" })).toThrow(
      /POSTMARK_API_HOST: points a provider at a local stand-in/,
    );
    expect(() => parseEnv({ ...PRODUCTION, DATABASE_DRIVER: "pglite" })).toThrow(
      /the embedded database is for local use only/,
    );
  });

  it("is production when the code asks, whatever NODE_ENV and NETLIFY say", () => {
    const { NODE_ENV: _mode, ...secrets } = PRODUCTION;
    for (const source of [
      secrets,
      { ...secrets, NODE_ENV: "development" },
      { ...secrets, NODE_ENV: "test" },
    ]) {
      const env = parseEnv(source, { production: true });
      expect(env.isProduction).toBe(true);
      expect(env.providers).toEqual({
        payments: "razorpay",
        mail: "postmark",
        captcha: "recaptcha",
        whatsapp: "off",
      });
    }
    // Without the request, the same variables are a local run with the real providers.
    expect(parseEnv(secrets).isProduction).toBe(false);
  });

  it("refuses production asked for by the code, naming every required variable at once", () => {
    for (const source of [{}, { NODE_ENV: "development" }]) {
      let message = "";
      try {
        parseEnv(source, { production: true });
      } catch (error) {
        expect(error).toBeInstanceOf(ConfigError);
        message = (error as Error).message;
      }
      expect(message).toMatch(/^Refusing to start in production/);
      for (const key of PRODUCTION_REQUIRED) expect(message).toContain(`- ${key}: required in production`);
    }
  });

  it("requires each variable of the one production list", () => {
    for (const key of PRODUCTION_REQUIRED) {
      const { [key]: _missing, ...rest } = PRODUCTION;
      // One reCAPTCHA key without the other is refused everywhere, before production's list.
      const refusal = key.includes("RECAPTCHA") ? /set both/ : new RegExp(`${key}: required in production`);
      expect(() => parseEnv(rest, { production: true }), key).toThrow(refusal);
    }
  });

  it("refuses each test-only override in production", () => {
    for (const key of TEST_ONLY_OVERRIDES) {
      expect(
        () => parseEnv({ ...PRODUCTION, [key]: "http://127.0.0.1:9" }, { production: true }),
        key,
      ).toThrow(new RegExp(`${key}: points a provider at a local stand-in`));
    }
  });
});

describe("the providers in production (defence in depth behind env.ts)", () => {
  const db = {} as Database;
  const log = createLogger("silent");
  /** A configuration env.ts would never return: production with the local stand-ins. */
  const productionWithStandIns = (): Env => ({
    ...parseEnv({ DATA_DIR: mkdtempSync(join(tmpdir(), "env-prod-")) }),
    isProduction: true,
  });
  /** Production with every secret, plus one variable env.ts would have refused. */
  const productionWith = (extra: Partial<Env>): Env => ({ ...parseEnv(PRODUCTION), ...extra });

  it("never hand out the local checkout, verifier, outbox or a generated JWT key", () => {
    const env = productionWithStandIns();
    expect(() => createPayments(env, db)).toThrow(ConfigError);
    expect(() => createCaptchaVerifier(env)).toThrow(ConfigError);
    expect(() => createMailer({ db, env, log })).toThrow(ConfigError);
    expect(() => resolveJwtKey(env)).toThrow(ConfigError);
    // Nothing was written locally (no JWT key file, no outbox folder).
    expect(readdirSync(env.DATA_DIR)).toEqual([]);
  });

  it("never point a real client at a stand-in's address", () => {
    expect(() => createPayments(productionWith({ RAZORPAY_API_URL: "http://127.0.0.1:9" }), db)).toThrow(
      /RAZORPAY_API_URL/,
    );
    expect(() =>
      createCaptchaVerifier(productionWith({ RECAPTCHA_VERIFY_URL: "http://127.0.0.1:9" })),
    ).toThrow(/RECAPTCHA_VERIFY_URL/);
    expect(() =>
      createMailer({ db, env: productionWith({ POSTMARK_API_HOST: "127.0.0.1:9" }), log }),
    ).toThrow(/POSTMARK_API_HOST/);
  });

  it("give production the real providers", () => {
    const env = parseEnv(PRODUCTION);
    expect(createPayments(env, db).provider.name).toBe("razorpay");
    expect(createCaptchaVerifier(env).name).toBe("recaptcha");
    expect(createMailer({ db, env, log }).transport.name).toBe("postmark");
    expect(resolveJwtKey(env)).toEqual(new TextEncoder().encode(PRODUCTION.JWT_SECRET));
  });
});
