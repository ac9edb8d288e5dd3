// The second factor's codes (decision 0041): RFC 6238's own test vectors for HMAC-SHA-1, and what
// the sign-in relies on: a step either side accepted, no code twice, base32 as apps write it.
import { describe, expect, it } from "vitest";
import {
  base32Decode,
  base32Encode,
  hotp,
  matchTotp,
  newRecoveryCodes,
  newTotpSecret,
  normalizeRecoveryCode,
  otpauthUri,
  totp,
  totpStep,
} from "../../src/server/auth/totp.ts";

// RFC 6238 appendix B: the SHA-1 seed is the ASCII string "12345678901234567890".
const RFC_SECRET = base32Encode(Buffer.from("12345678901234567890", "ascii"));

describe("TOTP", () => {
  it.each([
    [59, "94287082"],
    [1111111109, "07081804"],
    [1111111111, "14050471"],
    [1234567890, "89005924"],
    [2000000000, "69279037"],
    [20000000000, "65353130"],
  ])("gives RFC 6238's SHA-1 code at %i seconds", (seconds, code) => {
    expect(totp(RFC_SECRET, new Date(seconds * 1000), 8)).toBe(code);
  });

  it("gives RFC 4226's HOTP values (its appendix D)", () => {
    const key = Buffer.from("12345678901234567890", "ascii");
    expect([0, 1, 2, 9].map((counter) => hotp(key, counter))).toEqual([
      "755224",
      "287082",
      "359152",
      "520489",
    ]);
  });

  it("round-trips base32 as authenticator apps write it (any case, spaces)", () => {
    const secret = newTotpSecret();
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    const spaced = secret.toLowerCase().replace(/(.{4})/g, "$1 ");
    expect(base32Encode(base32Decode(spaced))).toBe(secret);
    expect(base32Encode(Buffer.from("foobar"))).toBe("MZXW6YTBOI");
  });

  it("accepts the code of the step before and after, not two steps away", () => {
    const secret = newTotpSecret();
    const now = new Date("2026-11-27T10:00:15Z");
    const at = (offsetSeconds: number) => new Date(now.getTime() + offsetSeconds * 1000);
    expect(matchTotp(secret, totp(secret, now), now)).toBe(totpStep(now));
    expect(matchTotp(secret, totp(secret, at(-30)), now)).toBe(totpStep(now) - 1);
    expect(matchTotp(secret, totp(secret, at(30)), now)).toBe(totpStep(now) + 1);
    for (const offset of [-60, 60]) {
      const code = totp(secret, at(offset));
      // A code two steps away may equal one in the window by chance (1 in 10^6 per step).
      if (![-30, 0, 30].some((near) => totp(secret, at(near)) === code)) {
        expect(matchTotp(secret, code, now)).toBeNull();
      }
    }
    expect(matchTotp(secret, "12345", now)).toBeNull();
    expect(matchTotp(secret, "abcdef", now)).toBeNull();
  });

  it("never accepts a step at or before the last one used", () => {
    const secret = newTotpSecret();
    const now = new Date("2026-11-27T10:00:15Z");
    const step = totpStep(now);
    expect(matchTotp(secret, totp(secret, now), now, step)).toBeNull();
    expect(matchTotp(secret, totp(secret, new Date(now.getTime() + 30_000)), now, step)).toBe(step + 1);
  });

  it("writes the otpauth URI apps read", () => {
    const uri = new URL(otpauthUri("JBSWY3DPEHPK3PXP", "asha@example.com", "Nova Experience"));
    expect(uri.protocol).toBe("otpauth:");
    expect(uri.host).toBe("totp");
    expect(decodeURIComponent(uri.pathname)).toBe("/Nova Experience:asha@example.com");
    expect(uri.search).toContain("issuer=Nova%20Experience");
    expect(Object.fromEntries(uri.searchParams)).toEqual({
      secret: "JBSWY3DPEHPK3PXP",
      issuer: "Nova Experience",
      algorithm: "SHA1",
      digits: "6",
      period: "30",
    });
  });

  it("makes ten different recovery codes, typed back in any case and spacing", () => {
    const codes = newRecoveryCodes();
    expect(codes).toHaveLength(10);
    expect(new Set(codes).size).toBe(10);
    for (const code of codes) expect(code).toMatch(/^[A-HJKMNP-Z2-9]{5}-[A-HJKMNP-Z2-9]{5}$/);
    expect(normalizeRecoveryCode(` ${codes[0]!.toLowerCase().replace("-", " - ")} `)).toBe(
      codes[0]!.replace("-", ""),
    );
  });
});
