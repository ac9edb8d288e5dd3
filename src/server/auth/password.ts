// Password hashing: Argon2id with OWASP's parameters through the maintained native `argon2`
// package (docs/decisions/0024-argon2id.md). Hashes made before it, scrypt, are still
// verified, and replaced by an Argon2id hash at the account's next successful login.
import { scrypt, timingSafeEqual, type ScryptOptions } from "node:crypto";
import { availableParallelism } from "node:os";
import argon2 from "argon2";

/**
 * OWASP Password Storage Cheat Sheet, Argon2id: m = 19 MiB, t = 2, p = 1 (its first, least
 * memory-hungry, option: a function instance has little memory to spare). The parameters
 * travel inside each hash, so raising them later only affects new hashes and rehashes.
 */
export const ARGON2_PARAMS = { memoryCost: 19 * 1024, timeCost: 2, parallelism: 1 } as const;

/**
 * Hashing runs in libuv's thread pool (UV_THREADPOOL_SIZE threads, 4 by default), first come
 * first served, beside every other job there: WebCrypto's signatures (each access token),
 * zlib, file reads. A burst of logins given straight to the pool would queue those jobs
 * behind every hash, so that each login waited for all the others and any signed-in call for
 * the whole burst. At most this many hashes are in the pool; the rest wait here, in order.
 */
export const HASH_SLOTS = Math.max(
  1,
  Math.min(availableParallelism(), (Number(process.env.UV_THREADPOOL_SIZE) || 4) - 1),
);
let running = 0;
const waiting: (() => void)[] = [];

async function inSlot<T>(work: () => Promise<T>): Promise<T> {
  if (running >= HASH_SLOTS) await new Promise<void>((start) => waiting.push(start));
  else running += 1;
  try {
    return await work();
  } finally {
    // The slot passes to the next in line, or is given back.
    const next = waiting.shift();
    if (next) next();
    else running -= 1;
  }
}

/** Passwords are compared as people typed them, whatever Unicode form their keyboard used. */
const normalized = (password: string) => password.normalize("NFKC");

/** An Argon2id hash in the PHC format: $argon2id$v=19$m=19456,t=2,p=1$salt$hash. */
export function hashPassword(password: string): Promise<string> {
  return inSlot(() => argon2.hash(normalized(password), { type: argon2.argon2id, ...ARGON2_PARAMS }));
}

/** True when `stored` was made with other parameters or another algorithm (scrypt). */
export function needsRehash(stored: string): boolean {
  return !stored.startsWith("$argon2id$") || argon2.needsRehash(stored, ARGON2_PARAMS);
}

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  if (stored.startsWith("$argon2")) {
    try {
      return await inSlot(() => argon2.verify(stored, normalized(password)));
    } catch {
      return false; // a hash that cannot be read matches nothing
    }
  }
  if (stored.startsWith("scrypt$")) return verifyLegacyScrypt(password, stored);
  return false;
}

/** The hashes of the first release: "scrypt$N$r$p$salt$hash", salt and hash in base64url. */
async function verifyLegacyScrypt(password: string, stored: string): Promise<boolean> {
  const [, n, r, p, salt, hash] = stored.split("$");
  if (!n || !r || !p || !salt || !hash) return false;
  const params = { N: Number(n), r: Number(r), p: Number(p) };
  if (!Object.values(params).every(Number.isSafeInteger)) return false;
  const expected = Buffer.from(hash, "base64url");
  const options: ScryptOptions = { ...params, maxmem: 256 * params.N * params.r };
  const actual = await inSlot(
    () =>
      new Promise<Buffer>((resolve, reject) => {
        scrypt(
          normalized(password),
          Buffer.from(salt, "base64url"),
          expected.length,
          options,
          (error, key) => (error ? reject(error) : resolve(key)),
        );
      }),
  );
  return expected.length === actual.length && timingSafeEqual(expected, actual);
}
