// Access tokens: what a member's calls rely on, and the per-process memory of verified tokens
// (a token verified once is not verified again, but its expiry and its key still count).
import { randomBytes } from "node:crypto";
import { afterEach, describe, expect, it, vi } from "vitest";
import {
  ACCESS_TOKEN_TTL_SECONDS,
  signAccessToken,
  verifyAccessToken,
  VERIFIED_TOKEN_CACHE_SIZE,
} from "../../src/server/auth/tokens.ts";

const member = {
  userId: "3f0c2a9e-5d41-4b7a-9c1e-2a6f8d0b4e17",
  role: "user" as const,
  authVersion: 0,
  secondFactor: false,
};

afterEach(() => {
  vi.useRealTimers();
});

describe("access tokens", () => {
  it("verifies a token again from memory, and refuses it once it has expired", async () => {
    vi.useFakeTimers({ toFake: ["Date"] });
    const key = randomBytes(32);
    const token = await signAccessToken(member, key);
    expect(await verifyAccessToken(token, key)).toEqual(member);
    expect(await verifyAccessToken(token, key)).toEqual(member);

    vi.setSystemTime(Date.now() + (ACCESS_TOKEN_TTL_SECONDS + 1) * 1000);
    await expect(verifyAccessToken(token, key)).rejects.toMatchObject({
      status: 401,
      message: "Your session has expired. Please log in again.",
    });
  });

  it("does not take a token verified with one key as verified with another", async () => {
    const key = randomBytes(32);
    const token = await signAccessToken(member, key);
    expect(await verifyAccessToken(token, key)).toEqual(member);
    await expect(verifyAccessToken(token, randomBytes(32))).rejects.toMatchObject({ status: 401 });
  });

  it("refuses a token changed by one character after the original was verified", async () => {
    const key = randomBytes(32);
    const token = await signAccessToken({ ...member, role: "admin" }, key);
    await verifyAccessToken(token, key);
    const [header, payload, signature] = token.split(".");
    const forged = `${header}.${payload}.${signature!.slice(0, -2)}${signature!.endsWith("AA") ? "AB" : "AA"}`;
    await expect(verifyAccessToken(forged, key)).rejects.toMatchObject({ status: 401 });
  });

  it("keeps remembering new tokens past the memory's size, forgetting the oldest", async () => {
    const key = randomBytes(32);
    const tokens = await Promise.all(
      Array.from({ length: VERIFIED_TOKEN_CACHE_SIZE + 5 }, (_, i) =>
        signAccessToken(
          { userId: `3f0c2a9e-5d41-4b7a-9c1e-${String(i).padStart(12, "0")}`, role: "user" },
          key,
        ),
      ),
    );
    for (const token of tokens) await verifyAccessToken(token, key);
    // The first ones were forgotten and are verified again: still accepted.
    expect((await verifyAccessToken(tokens[0]!, key)).userId).toBe("3f0c2a9e-5d41-4b7a-9c1e-000000000000");
    expect((await verifyAccessToken(tokens.at(-1)!, key)).userId).toBe(
      `3f0c2a9e-5d41-4b7a-9c1e-${String(VERIFIED_TOKEN_CACHE_SIZE + 4).padStart(12, "0")}`,
    );
  });
});
