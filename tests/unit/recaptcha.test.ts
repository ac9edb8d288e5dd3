// The real reCAPTCHA client code against a local stand-in of siteverify.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  CaptchaUnavailableError,
  createCaptchaVerifier,
  createRecaptchaVerifier,
} from "../../src/server/captcha/verifier.ts";
import { parseEnv } from "../../src/server/env.ts";
import { startRecaptchaStub, type RecaptchaStub } from "../stubs/recaptcha-stub.ts";

let stub: RecaptchaStub;
beforeAll(async () => {
  stub = await startRecaptchaStub({ secret: "the-secret", hostname: "novaexperience.in" });
});
afterAll(() => stub.close());

const verifier = () =>
  createRecaptchaVerifier({
    secret: "the-secret",
    hostnames: ["novaexperience.in"],
    verifyUrl: stub.url,
    timeoutMs: 300,
  });

describe("reCAPTCHA verifier", () => {
  it("passes a solved challenge and sends the secret, the token and the client's address", async () => {
    stub.mode = "pass";
    expect(await verifier().verify("token-from-widget", "203.0.113.9")).toBe(true);
    expect(stub.requests.at(-1)).toEqual({
      secret: "the-secret",
      response: "token-from-widget",
      remoteip: "203.0.113.9",
    });
  });

  it.each([
    ["a failed challenge", "fail"],
    ["a token solved on another site", "wrong-host"],
  ] as const)("refuses %s", async (_, mode) => {
    stub.mode = mode;
    expect(await verifier().verify("token-from-widget")).toBe(false);
  });

  it.each([
    ["does not answer in time", "hang"],
    ["answers something that is not JSON", "garbage"],
    ["answers a server error", "error"],
  ] as const)("cannot say, quickly, when the verifier %s", async (_, mode) => {
    stub.mode = mode;
    const started = Date.now();
    await expect(verifier().verify("token-from-widget")).rejects.toThrow(CaptchaUnavailableError);
    expect(Date.now() - started).toBeLessThan(2000);
  });

  it("is chosen when a secret is configured, the local verifier otherwise", async () => {
    expect(createCaptchaVerifier(parseEnv({})).name).toBe("local");
    const real = createCaptchaVerifier(
      parseEnv({
        RECAPTCHA_SECRET_KEY: "the-secret",
        PUBLIC_RECAPTCHA_SITE_KEY: "the-site-key",
        SITE_URL: "https://novaexperience.in",
        RECAPTCHA_VERIFY_URL: stub.url,
      }),
    );
    expect(real.name).toBe("recaptcha");
    stub.mode = "pass";
    expect(await real.verify("abc")).toBe(true);
  });

  it("local verifier accepts only what the local widget hands out", async () => {
    const local = createCaptchaVerifier(parseEnv({}));
    expect(await local.verify(`local-captcha-ok.${"a".repeat(22)}`)).toBe(true);
    for (const token of [
      "",
      "anything",
      `local-captcha-ok.${"a".repeat(21)}`,
      `x${"local-captcha-ok.".repeat(2)}`,
    ]) {
      expect(await local.verify(token), token).toBe(false);
    }
  });
});
