import { describe, expect, it } from "vitest";
import { ConfigError, parseEnv } from "../../src/server/env.ts";

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

  it("starts in production when every secret is there and no stand-in is chosen", () => {
    const env = parseEnv(PRODUCTION);
    expect(env.isProduction).toBe(true);
    expect(env.providers).toEqual({ payments: "razorpay", mail: "postmark", captcha: "recaptcha" });
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
});
