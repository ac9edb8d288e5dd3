// Access tokens are short-lived JWTs (HS256, jose); refresh tokens are random strings kept
// hashed in the database, rotated on every use, and a reused one revokes its family (docs/product.md D8).
import { createHash, randomBytes } from "node:crypto";
import { errors, jwtVerify, SignJWT } from "jose";
import { unauthorized } from "../errors.ts";
import { isUuid } from "../../lib/uuid.ts";

export const ACCESS_TOKEN_TTL_SECONDS = 15 * 60;
export const REFRESH_TOKEN_TTL_MS = 30 * 24 * 60 * 60 * 1000;
const ISSUER = "nova-experience";
const AUDIENCE = "nova-experience-api";

export interface AccessClaims {
  userId: string;
  role: "user" | "admin";
  /**
   * The account's auth_version when the token was issued: the guard refuses a token from before
   * a second factor was set up or reset (decision 0041). Absent in older tokens: 0.
   */
  authVersion?: number;
  /** Issued after the staff sign-in's second factor: only such a token opens admin endpoints. */
  secondFactor?: boolean;
  /**
   * The session the token belongs to (`sid`, decision 0043): once it is ended, the token is
   * refused at its next call. Absent only in tokens signed before sessions were kept.
   */
  sessionId?: string;
}

export async function signAccessToken(claims: AccessClaims, key: Uint8Array): Promise<string> {
  return new SignJWT({
    role: claims.role,
    av: claims.authVersion ?? 0,
    ...(claims.secondFactor ? { mfa: true } : {}),
    ...(claims.sessionId ? { sid: claims.sessionId } : {}),
  })
    .setProtectedHeader({ alg: "HS256", typ: "JWT" })
    .setSubject(claims.userId)
    .setIssuer(ISSUER)
    .setAudience(AUDIENCE)
    .setIssuedAt()
    .setExpirationTime(`${ACCESS_TOKEN_TTL_SECONDS}s`)
    .sign(key);
}

/** Verified tokens remembered per process and key, so a busy member's calls verify once. */
export const VERIFIED_TOKEN_CACHE_SIZE = 10_000;

interface Verified {
  claims: AccessClaims;
  expiresAtMs: number;
}

// Per key (tests run apps with different keys in one process): the key imported once for
// WebCrypto, and the tokens it has verified. A token is the whole signed string, so finding
// the same string again proves what verifying it would; only its expiry is checked again.
const keys = new WeakMap<Uint8Array, { cryptoKey: Promise<CryptoKey>; verified: Map<string, Verified> }>();

function keyState(key: Uint8Array) {
  let state = keys.get(key);
  if (!state) {
    const cryptoKey = crypto.subtle.importKey(
      "raw",
      key as Uint8Array<ArrayBuffer>,
      { name: "HMAC", hash: "SHA-256" },
      false,
      ["verify"],
    );
    state = { cryptoKey, verified: new Map() };
    keys.set(key, state);
  }
  return state;
}

export async function verifyAccessToken(token: string, key: Uint8Array): Promise<AccessClaims> {
  const state = keyState(key);
  const known = state.verified.get(token);
  if (known) {
    if (Date.now() < known.expiresAtMs) return known.claims;
    state.verified.delete(token);
    throw unauthorized("Your session has expired. Please log in again.");
  }
  let verified: Verified;
  try {
    const { payload } = await jwtVerify(token, await state.cryptoKey, {
      algorithms: ["HS256"],
      issuer: ISSUER,
      audience: AUDIENCE,
    });
    const role = payload.role === "admin" ? "admin" : "user";
    if (typeof payload.sub !== "string" || !isUuid(payload.sub) || typeof payload.exp !== "number")
      throw unauthorized("Your session is not valid. Please log in again.");
    const authVersion = typeof payload.av === "number" && Number.isInteger(payload.av) ? payload.av : 0;
    const sid = payload.sid;
    if (sid !== undefined && (typeof sid !== "string" || !isUuid(sid)))
      throw unauthorized("Your session is not valid. Please log in again.");
    verified = {
      claims: {
        userId: payload.sub,
        role,
        authVersion,
        secondFactor: payload.mfa === true,
        ...(sid ? { sessionId: sid } : {}),
      },
      expiresAtMs: payload.exp * 1000,
    };
  } catch (error) {
    if (error instanceof errors.JWTExpired)
      throw unauthorized("Your session has expired. Please log in again.");
    throw unauthorized("Your session is not valid. Please log in again.");
  }
  // The oldest entry makes room (a Map keeps insertion order).
  if (state.verified.size >= VERIFIED_TOKEN_CACHE_SIZE) {
    state.verified.delete(state.verified.keys().next().value!);
  }
  state.verified.set(token, verified);
  return verified.claims;
}

/** A new opaque token (256 bits) for a refresh or a password reset link. */
export function randomToken(): string {
  return randomBytes(32).toString("base64url");
}

/** What the database keeps of a token: its SHA-256, so a leaked table grants nothing. */
export function hashToken(token: string): string {
  return createHash("sha256").update(token).digest("base64url");
}
