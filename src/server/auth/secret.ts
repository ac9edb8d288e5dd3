// The key that signs access tokens. Production requires JWT_SECRET (env.ts); on a laptop a
// random one is generated once and kept in DATA_DIR, so sessions survive a restart.
import { randomBytes } from "node:crypto";
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { ConfigError, type Env } from "../env.ts";

const MIN_SECRET_BYTES = 32;

export function resolveJwtKey(env: Env): Uint8Array {
  if (env.JWT_SECRET) return new TextEncoder().encode(env.JWT_SECRET);
  // Never a key generated on the spot: each instance would sign with its own (decision 0020).
  if (env.isProduction) throw new ConfigError("JWT_SECRET is required in production");
  const file = join(env.DATA_DIR, "jwt-secret");
  try {
    const stored = readFileSync(file, "utf8").trim();
    if (stored.length >= MIN_SECRET_BYTES) return new TextEncoder().encode(stored);
  } catch {
    // Not there yet: made below.
  }
  mkdirSync(env.DATA_DIR, { recursive: true });
  const secret = randomBytes(48).toString("base64url");
  writeFileSync(file, `${secret}\n`, { mode: 0o600 });
  return new TextEncoder().encode(secret);
}
