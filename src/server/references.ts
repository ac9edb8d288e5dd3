import { randomBytes } from "node:crypto";

// Crockford's base32 without look-alikes: easy to read out over the phone.
const ALPHABET = "0123456789ABCDEFGHJKMNPQRSTVWXYZ";

/** A human-friendly reference such as "CON-7K3M9Q2D": 40 random bits after the prefix. */
export function newReference(prefix: string): string {
  const bytes = randomBytes(8);
  let code = "";
  for (let i = 0; i < 8; i += 1) code += ALPHABET[bytes[i]! % 32];
  return `${prefix}-${code}`;
}
