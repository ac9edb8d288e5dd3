// Password hashing with scrypt from node:crypto: memory-hard, no native add-on, available on
// Netlify's runtime. The cost is measured and recorded in docs/decisions/0004; the
// parameters travel inside each hash, so raising them later only affects new hashes.
import { randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from "node:crypto";
import { availableParallelism } from "node:os";

export const SCRYPT_PARAMS = { N: 2 ** 15, r: 8, p: 1 } as const;
const KEY_LENGTH = 32;
const SALT_BYTES = 16;

/**
 * scrypt runs in libuv's thread pool (UV_THREADPOOL_SIZE threads, 4 by default), first come
 * first served, beside every other job there: WebCrypto's signatures (each access token),
 * zlib, file reads. A burst of logins given straight to the pool would queue those jobs
 * behind every hash, so that each login waited for all the others and any signed-in call for
 * the whole burst. At most this many hashes are in the pool; the rest wait here, in order.
 */
export const SCRYPT_SLOTS = Math.max(
  1,
  Math.min(availableParallelism(), (Number(process.env.UV_THREADPOOL_SIZE) || 4) - 1),
);
let running = 0;
const waiting: (() => void)[] = [];

async function derive(password: string, salt: Buffer, params: { N: number; r: number; p: number }) {
  if (running >= SCRYPT_SLOTS) await new Promise<void>((start) => waiting.push(start));
  else running += 1;
  const options: ScryptOptions = { ...params, maxmem: 256 * params.N * params.r };
  try {
    return await new Promise<Buffer>((resolve, reject) => {
      scrypt(password.normalize("NFKC"), salt, KEY_LENGTH, options, (error, key) =>
        error ? reject(error) : resolve(key),
      );
    });
  } finally {
    // The slot passes to the next in line, or is given back.
    const next = waiting.shift();
    if (next) next();
    else running -= 1;
  }
}

/** "scrypt$N$r$p$salt$hash", salt and hash in base64url. */
export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(SALT_BYTES);
  const key = await derive(password, salt, SCRYPT_PARAMS);
  const { N, r, p } = SCRYPT_PARAMS;
  return ["scrypt", N, r, p, salt.toString("base64url"), key.toString("base64url")].join("$");
}

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [scheme, n, r, p, salt, hash] = stored.split("$");
  if (scheme !== "scrypt" || !n || !r || !p || !salt || !hash) return false;
  const params = { N: Number(n), r: Number(r), p: Number(p) };
  if (!Object.values(params).every(Number.isSafeInteger)) return false;
  const expected = Buffer.from(hash, "base64url");
  const actual = await derive(password, Buffer.from(salt, "base64url"), params);
  return expected.length === actual.length && timingSafeEqual(expected, actual);
}
