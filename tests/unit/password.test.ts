import { describe, expect, it } from "vitest";
import { randomBytes } from "node:crypto";
import { hashPassword, SCRYPT_PARAMS, SCRYPT_SLOTS, verifyPassword } from "../../src/server/auth/password.ts";
import { signAccessToken } from "../../src/server/auth/tokens.ts";

describe("password hashing", () => {
  it("verifies the right password and rejects a wrong one", async () => {
    const hash = await hashPassword("correct horse battery staple");
    expect(hash).toMatch(new RegExp(`^scrypt\\$${SCRYPT_PARAMS.N}\\$8\\$1\\$`));
    expect(hash).not.toContain("correct horse");
    expect(await verifyPassword("correct horse battery staple", hash)).toBe(true);
    expect(await verifyPassword("correct horse battery stapl", hash)).toBe(false);
  });

  it("salts: the same password never hashes the same way twice", async () => {
    expect(await hashPassword("same password")).not.toBe(await hashPassword("same password"));
  });

  it("treats a damaged stored hash as a wrong password, not a crash", async () => {
    for (const stored of ["", "plain", "scrypt$x$8$1$salt$hash", "bcrypt$1$2$3$4$5"]) {
      expect(await verifyPassword("anything", stored)).toBe(false);
    }
  });

  it("leaves room in the thread pool: a token is signed during a burst of logins, not after it", async () => {
    expect(SCRYPT_SLOTS).toBeGreaterThanOrEqual(1);
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
  }, 30_000);
});
