import { LOCAL_CAPTCHA_PREFIX } from "../../schemas/fields.ts";

const BASE64URL = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_";
const RANDOM_CHARACTERS = 22;

/**
 * The local stand-in widget's token: the prefix the local verifier expects and 22 random
 * base64url characters (132 bits). 256 is a multiple of 64, so `byte & 63` is uniform.
 */
export function localCaptchaToken(
  random: (bytes: Uint8Array<ArrayBuffer>) => Uint8Array = (bytes) => crypto.getRandomValues(bytes),
): string {
  const bytes = random(new Uint8Array(RANDOM_CHARACTERS));
  return LOCAL_CAPTCHA_PREFIX + Array.from(bytes, (byte) => BASE64URL[byte & 63]).join("");
}
