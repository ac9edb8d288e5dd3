import { describe, expect, it } from "vitest";
import { randomBytes } from "node:crypto";
import {
  ARGON2_PARAMS,
  HASH_SLOTS,
  hashPassword,
  needsRehash,
  verifyPassword,
} from "../../src/server/auth/password.ts";
import { signAccessToken } from "../../src/server/auth/tokens.ts";
import { LEGACY_SCRYPT } from "../fixtures/passwords.ts";

describe("password hashing", () => {
  it("hashes with Argon2id at OWASP's parameters and verifies the right password only", async () => {
    const hash = await hashPassword("correct horse battery staple");
    const { memoryCost, timeCost, parallelism } = ARGON2_PARAMS;
    expect(memoryCost).toBeGreaterThanOrEqual(19 * 1024);
    const [, algorithm, version, params] = hash.split("$");
    expect([algorithm, version]).toEqual(["argon2id", "v=19"]);
    expect(Object.fromEntries(params!.split(",").map((pair) => pair.split("=")))).toEqual({
      m: String(memoryCost),
      t: String(timeCost),
      p: String(parallelism),
    });
    expect(hash).not.toContain("correct horse");
    expect(await verifyPassword("correct horse battery staple", hash)).toBe(true);
    expect(await verifyPassword("correct horse battery stapl", hash)).toBe(false);
    expect(needsRehash(hash)).toBe(false);
  });

  it("still verifies the first release's scrypt hashes, and asks for them to be replaced", async () => {
    expect(await verifyPassword(LEGACY_SCRYPT.password, LEGACY_SCRYPT.hash)).toBe(true);
    expect(await verifyPassword("legacy passwort", LEGACY_SCRYPT.hash)).toBe(false);
    expect(needsRehash(LEGACY_SCRYPT.hash)).toBe(true);
    expect(needsRehash("$argon2id$v=19$m=4096,t=3,p=1$c2FsdHNhbHRzYWx0$aGFzaGhhc2hoYXNoaGFzaA")).toBe(true);
  });

  it("salts: the same password never hashes the same way twice", async () => {
    expect(await hashPassword("same password")).not.toBe(await hashPassword("same password"));
  });

  it("treats a damaged stored hash as a wrong password, not a crash", async () => {
    for (const stored of [
      "",
      "plain",
      "scrypt$x$8$1$salt$hash",
      "bcrypt$1$2$3$4$5",
      "$argon2id$v=19$m=19456,t=2,p=1$broken",
      "$argon2id$",
    ]) {
      expect(await verifyPassword("anything", stored)).toBe(false);
    }
  });

  it("leaves room in the thread pool: a token is signed during a burst of logins, not after it", async () => {
    expect(HASH_SLOTS).toBeGreaterThanOrEqual(1);
    const stored = await hashPassword("burst password");
    const finished: string[] = [];
    const logins = Array.from({ length: 8 }, (_, i) =>
      verifyPassword("burst password", stored).then(() => finished.push(`login ${i}`)),
    );
    // Signing an access token is a WebCrypto job in the same pool as the hashes.
    const signed = signAccessToken(
      { userId: "3f0c2a9e-5d41-4b7a-9c1e-2a6f8d0b4e17", role: "user" },
      randomBytes(32),
    ).then(() => finished.push("token"));
    await Promise.all([...logins, signed]);
    // Given straight to the pool, the eight hashes would all come before the token.
    expect(finished.indexOf("token")).toBeLessThan(4);
    expect(finished).toHaveLength(9);
  }, 300_000);
});
