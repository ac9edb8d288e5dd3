// The bot check behind the contact form: Google's reCAPTCHA v2 siteverify in production, a
// local verifier (paired with a local widget a person can complete) everywhere else.
import { LOCAL_CAPTCHA_TOKEN } from "../../schemas/contact.ts";
import type { Env } from "../env.ts";

export interface CaptchaVerifier {
  readonly name: "recaptcha" | "local";
  /** True when the token proves a person completed the challenge just now. */
  verify(token: string, remoteIp?: string): Promise<boolean>;
}

export const RECAPTCHA_VERIFY_URL = "https://www.google.com/recaptcha/api/siteverify";

export interface RecaptchaOptions {
  secret: string;
  /** The site's own host names; a token solved on another site is refused. */
  hostnames: readonly string[];
  verifyUrl?: string;
  timeoutMs?: number;
}

export function createRecaptchaVerifier(options: RecaptchaOptions): CaptchaVerifier {
  return {
    name: "recaptcha",
    async verify(token, remoteIp) {
      const body = new URLSearchParams({ secret: options.secret, response: token });
      if (remoteIp && remoteIp !== "unknown") body.set("remoteip", remoteIp);
      try {
        const response = await fetch(options.verifyUrl ?? RECAPTCHA_VERIFY_URL, {
          method: "POST",
          body,
          signal: AbortSignal.timeout(options.timeoutMs ?? 5000),
        });
        if (!response.ok) return false;
        const result = (await response.json()) as { success?: unknown; hostname?: unknown };
        if (result.success !== true) return false;
        return options.hostnames.length === 0 || options.hostnames.includes(String(result.hostname));
      } catch {
        // Down, slow or nonsense: no proof, so no pass.
        return false;
      }
    },
  };
}

/** Accepts what the local widget hands out once a person ticks it (never in production). */
export function createLocalVerifier(): CaptchaVerifier {
  return {
    name: "local",
    async verify(token) {
      return LOCAL_CAPTCHA_TOKEN.test(token);
    },
  };
}

export function createCaptchaVerifier(env: Env): CaptchaVerifier {
  if (env.providers.captcha === "local" || !env.RECAPTCHA_SECRET_KEY) return createLocalVerifier();
  return createRecaptchaVerifier({
    secret: env.RECAPTCHA_SECRET_KEY,
    hostnames: env.SITE_URL ? [new URL(env.SITE_URL).hostname] : [],
    verifyUrl: env.RECAPTCHA_VERIFY_URL,
  });
}
