// The bot check behind the contact form: Google's reCAPTCHA v2 siteverify in production, a
// local verifier (paired with a local widget a person can complete) everywhere else.
import { CAPTCHA_REQUIRED_MESSAGE, LOCAL_CAPTCHA_TOKEN } from "../../schemas/fields.ts";
import { ConfigError, type Env } from "../env.ts";
import { HttpError } from "../errors.ts";

export interface CaptchaVerifier {
  readonly name: "recaptcha" | "local";
  /**
   * True when the token proves a person completed the challenge just now, false when the
   * verifier says it does not; throws CaptchaUnavailableError when the verifier cannot say.
   */
  verify(token: string, remoteIp?: string): Promise<boolean>;
}

/**
 * The verifier is down, slow or answers nonsense: no proof either way. The message is not
 * stored (no proof of a person), and the sender is asked to try again rather than told that
 * they failed a challenge they solved (docs/decisions/0014-faults.md).
 */
export class CaptchaUnavailableError extends Error {
  override name = "CaptchaUnavailableError";
}

export const CAPTCHA_UNAVAILABLE_MESSAGE =
  "We could not check the reCAPTCHA challenge just now. Please try again in a moment.";

/**
 * The bot check every anonymous form that sends mail passes (docs/product.md D18), and a login to an account
 * under attack: a missing or refused token is a 400 that says so (with `captcha: "required"`,
 * so that a form can show the widget), a verifier that cannot say is a 503, and nothing of
 * the request is kept either way.
 */
export async function assertHuman(verifier: CaptchaVerifier, token: string | undefined, client: string) {
  let solved: boolean;
  try {
    solved = token ? await verifier.verify(token, client) : false;
  } catch (error) {
    if (!(error instanceof CaptchaUnavailableError)) throw error;
    throw new HttpError(503, CAPTCHA_UNAVAILABLE_MESSAGE, { cause: error });
  }
  if (!solved) throw new HttpError(400, CAPTCHA_REQUIRED_MESSAGE, { extra: { captcha: "required" } });
}

/** How long siteverify may take; Google usually answers in well under a second. */
export const RECAPTCHA_TIMEOUT_MS = 5000;

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
      let result: { success?: unknown; hostname?: unknown };
      try {
        const response = await fetch(options.verifyUrl ?? RECAPTCHA_VERIFY_URL, {
          method: "POST",
          body,
          signal: AbortSignal.timeout(options.timeoutMs ?? RECAPTCHA_TIMEOUT_MS),
        });
        if (!response.ok) throw new Error(`siteverify answered ${response.status}`);
        result = (await response.json()) as typeof result;
        if (typeof result !== "object" || result === null || typeof result.success !== "boolean") {
          throw new Error("siteverify answered without a success field");
        }
      } catch (error) {
        const reason = error instanceof Error ? error.message : String(error);
        throw new CaptchaUnavailableError(`reCAPTCHA could not be checked: ${reason}`, { cause: error });
      }
      if (!result.success) return false;
      return options.hostnames.length === 0 || options.hostnames.includes(String(result.hostname));
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

/** The configured verifier; in production only Google's, at Google's address (decision 0020). */
export function createCaptchaVerifier(env: Env): CaptchaVerifier {
  if (env.isProduction) {
    if (env.providers.captcha !== "recaptcha" || !env.RECAPTCHA_SECRET_KEY) {
      throw new ConfigError(
        "Refusing the local captcha verifier in production: RECAPTCHA_SECRET_KEY is required",
      );
    }
    if (env.RECAPTCHA_VERIFY_URL) {
      throw new ConfigError(
        "Refusing RECAPTCHA_VERIFY_URL in production: tokens are checked by Google itself",
      );
    }
  }
  if (env.providers.captcha === "local" || !env.RECAPTCHA_SECRET_KEY) return createLocalVerifier();
  return createRecaptchaVerifier({
    secret: env.RECAPTCHA_SECRET_KEY,
    hostnames: env.SITE_URL ? [new URL(env.SITE_URL).hostname] : [],
    verifyUrl: env.RECAPTCHA_VERIFY_URL,
  });
}
