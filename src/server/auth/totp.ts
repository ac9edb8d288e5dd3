// Time-based one-time passwords (RFC 6238 over RFC 4226's HOTP), as every authenticator app
// makes them: HMAC-SHA-1, 6 digits, 30-second steps, a step either side accepted for clocks
// that drift (decision 0041). Written with node:crypto; the secret travels as RFC 4648 base32.
import { createHmac, randomBytes, randomInt, timingSafeEqual } from "node:crypto";

export const TOTP_STEP_SECONDS = 30;
export const TOTP_DIGITS = 6;
/** Steps accepted before and after the current one. */
export const TOTP_WINDOW = 1;
/** 160 bits, the HMAC-SHA-1 key size RFC 4226 recommends. */
const SECRET_BYTES = 20;

const BASE32 = "ABCDEFGHIJKLMNOPQRSTUVWXYZ234567";

export function base32Encode(bytes: Uint8Array): string {
  let bits = 0;
  let value = 0;
  let out = "";
  for (const byte of bytes) {
    value = (value << 8) | byte;
    bits += 8;
    while (bits >= 5) {
      out += BASE32[(value >>> (bits - 5)) & 31];
      bits -= 5;
    }
  }
  if (bits > 0) out += BASE32[(value << (5 - bits)) & 31];
  return out;
}

/** Base32 without padding; spaces and case are forgiven (people copy secrets by hand). */
export function base32Decode(text: string): Buffer {
  const clean = text.replace(/[\s=]/g, "").toUpperCase();
  const out: number[] = [];
  let bits = 0;
  let value = 0;
  for (const char of clean) {
    const index = BASE32.indexOf(char);
    if (index < 0) throw new Error("not base32");
    value = (value << 5) | index;
    bits += 5;
    if (bits >= 8) {
      out.push((value >>> (bits - 8)) & 255);
      bits -= 8;
    }
  }
  return Buffer.from(out);
}

/** A new random secret, base32. */
export function newTotpSecret(): string {
  return base32Encode(randomBytes(SECRET_BYTES));
}

/** RFC 4226 HOTP: the counter as 8 big-endian bytes, dynamic truncation, `digits` decimal digits. */
export function hotp(key: Uint8Array, counter: number, digits = TOTP_DIGITS): string {
  const message = Buffer.alloc(8);
  message.writeBigUInt64BE(BigInt(counter));
  const mac = createHmac("sha1", key).update(message).digest();
  const offset = mac[mac.length - 1]! & 0x0f;
  const binary =
    ((mac[offset]! & 0x7f) << 24) | (mac[offset + 1]! << 16) | (mac[offset + 2]! << 8) | mac[offset + 3]!;
  return String(binary % 10 ** digits).padStart(digits, "0");
}

/** The time step of a moment (RFC 6238's T, from T0 = 0). */
export function totpStep(at: Date): number {
  return Math.floor(at.getTime() / 1000 / TOTP_STEP_SECONDS);
}

/** The code for a base32 secret at a moment. */
export function totp(secret: string, at: Date, digits = TOTP_DIGITS): string {
  return hotp(base32Decode(secret), totpStep(at), digits);
}

/**
 * The step a code matches within the window around `at`, or null. A step at or before
 * `lastUsedStep` never matches again: a code seen once (over a shoulder, in a log) is spent.
 */
export function matchTotp(
  secret: string,
  code: string,
  at: Date,
  lastUsedStep: number | null = null,
): number | null {
  if (!/^\d{6}$/.test(code)) return null;
  const key = base32Decode(secret);
  const current = totpStep(at);
  let matched: number | null = null;
  // Every step in the window is computed, so that the time taken says nothing of which matched.
  for (let step = current - TOTP_WINDOW; step <= current + TOTP_WINDOW; step += 1) {
    const equal = timingSafeEqual(Buffer.from(hotp(key, step)), Buffer.from(code));
    if (equal && matched === null && (lastUsedStep === null || step > lastUsedStep)) matched = step;
  }
  return matched;
}

/** The otpauth:// URI authenticator apps read (as a QR code or pasted). */
export function otpauthUri(secret: string, account: string, issuer: string): string {
  const label = encodeURIComponent(`${issuer}:${account}`);
  // %20 rather than URLSearchParams' "+", which some apps show as a plus sign.
  const query = Object.entries({
    secret,
    issuer,
    algorithm: "SHA1",
    digits: String(TOTP_DIGITS),
    period: String(TOTP_STEP_SECONDS),
  })
    .map(([key, value]) => `${key}=${encodeURIComponent(value)}`)
    .join("&");
  return `otpauth://totp/${label}?${query}`;
}

export const RECOVERY_CODE_COUNT = 10;
// No 0/O, 1/I/L: a code read from paper is typed right.
const RECOVERY_ALPHABET = "ABCDEFGHJKMNPQRSTUVWXYZ23456789";

/** Ten codes of 10 characters from 31 (about 50 bits each), shown as XXXXX-XXXXX. */
export function newRecoveryCodes(): string[] {
  return Array.from({ length: RECOVERY_CODE_COUNT }, () => {
    const chars = Array.from(
      { length: 10 },
      () => RECOVERY_ALPHABET[randomInt(RECOVERY_ALPHABET.length)],
    ).join("");
    return `${chars.slice(0, 5)}-${chars.slice(5)}`;
  });
}

/** A recovery code as typed, in the one form it is hashed in (no dash, no spaces, upper case). */
export function normalizeRecoveryCode(code: string): string {
  return code.replace(/[\s-]/g, "").toUpperCase();
}
