// The contact form's pure parts: the local widget's token, the subject a link preselects,
// the reset delay, and the on-demand loading of Google's script.
import fc from "fast-check";
import { beforeEach, describe, expect, it, vi } from "vitest";
import * as copies from "../../src/config/captcha.ts";
import type * as Loader from "../../src/client/captcha/recaptcha-loader.ts";
import { localCaptchaToken } from "../../src/client/captcha/local-token.ts";
import { subjectFromSearch } from "../../src/islands/contact/subject-from-url.ts";
import * as schema from "../../src/schemas/contact.ts";
import { createLocalVerifier } from "../../src/server/captcha/verifier.ts";

describe("the local widget's token", () => {
  it("is the prefix and 22 base64url characters, which the local verifier accepts", async () => {
    const token = localCaptchaToken();
    expect(token).toMatch(schema.LOCAL_CAPTCHA_TOKEN);
    expect(await createLocalVerifier().verify(token)).toBe(true);
  });

  it("maps every possible random byte to a token of the right shape", () => {
    fc.assert(
      fc.property(fc.uint8Array({ minLength: 22, maxLength: 22 }), (random) => {
        const token = localCaptchaToken((bytes) => bytes.map((_, index) => random[index]!));
        expect(token).toMatch(schema.LOCAL_CAPTCHA_TOKEN);
      }),
    );
  });

  it("uses the whole alphabet, in base64url order", () => {
    const counting = localCaptchaToken((bytes) => bytes.map((_, index) => index));
    expect(counting).toBe(`${schema.LOCAL_CAPTCHA_PREFIX}ABCDEFGHIJKLMNOPQRSTUV`);
    const top = localCaptchaToken((bytes) => bytes.map((_, index) => 255 - (index % 2)));
    expect(top.slice(-4)).toBe("_-_-");
  });

  it("differs from one tick to the next", () => {
    const tokens = new Set(Array.from({ length: 50 }, () => localCaptchaToken()));
    expect(tokens.size).toBe(50);
  });
});

describe("the subject a link preselects (D14)", () => {
  const values = schema.CONTACT_SUBJECTS.map((subject) => subject.value);

  it("takes any of the options", () => {
    for (const value of values) expect(subjectFromSearch(`?subject=${value}`, values)).toBe(value);
    expect(subjectFromSearch("?from=partner&subject=partnership", values)).toBe("partnership");
  });

  it("leaves the placeholder for no subject or one that is not an option", () => {
    for (const search of ["", "?", "?subject=", "?subject=Partnerships", "?subject=spam", "?topic=event"]) {
      expect(subjectFromSearch(search, values)).toBe("");
    }
  });
});

describe("the bot check's timing", () => {
  it("reset a solved challenge after 110000 ms (accounts-payments-invoices section 4)", () => {
    expect(copies.CAPTCHA_RESET_MS).toBe(110_000);
  });
});

describe("loading Google's reCAPTCHA script", () => {
  interface FakeScript {
    src: string;
    async: boolean;
    removed: boolean;
    fail(): void;
  }

  /** A window and document that record the scripts added to the head. */
  function fakeBrowser() {
    const scripts: FakeScript[] = [];
    const win: Loader.RecaptchaGlobals = {};
    const doc = {
      createElement: () => {
        let onError = () => {};
        const script: FakeScript & Record<string, unknown> = {
          src: "",
          async: false,
          removed: false,
          addEventListener: (_type: string, listener: () => void) => (onError = listener),
          remove: () => (script.removed = true),
          fail: () => onError(),
        };
        return script;
      },
      head: { append: (script: FakeScript) => scripts.push(script) },
    };
    return { scripts, win, doc: doc as unknown as Document };
  }

  // The loader keeps one promise per page: each test gets a fresh copy of the module.
  let loader: typeof Loader;
  beforeEach(async () => {
    vi.resetModules();
    loader = await import("../../src/client/captcha/recaptcha-loader.ts");
  });

  it("adds one script with explicit render and the onload callback, and resolves when it calls", async () => {
    const { scripts, win, doc } = fakeBrowser();
    const first = loader.loadRecaptcha(win, doc);
    const second = loader.loadRecaptcha(win, doc);
    expect(second).toBe(first);
    expect(scripts).toHaveLength(1);
    expect(scripts[0]!.src).toBe(
      "https://www.google.com/recaptcha/api.js?onload=novaRecaptchaLoaded&render=explicit",
    );
    expect(scripts[0]!.async).toBe(true);

    const grecaptcha = { render: vi.fn(() => 0), reset: vi.fn() };
    win.grecaptcha = grecaptcha;
    win.novaRecaptchaLoaded!();
    await expect(first).resolves.toBe(grecaptcha);
    expect(win.novaRecaptchaLoaded).toBeUndefined();
  });

  it("asks Google for its Hindi widget on a Hindi page", () => {
    const { scripts, win, doc } = fakeBrowser();
    void loader.loadRecaptcha(win, doc, "hi");
    expect(scripts[0]!.src).toBe(
      "https://www.google.com/recaptcha/api.js?onload=novaRecaptchaLoaded&render=explicit&hl=hi",
    );
  });

  it("fails when the script cannot load, and tries again on the next call", async () => {
    const { scripts, win, doc } = fakeBrowser();
    const first = loader.loadRecaptcha(win, doc);
    scripts[0]!.fail();
    await expect(first).rejects.toThrow("could not be loaded");
    expect(scripts[0]!.removed).toBe(true);

    void loader.loadRecaptcha(win, doc);
    expect(scripts).toHaveLength(2);
  });
});
