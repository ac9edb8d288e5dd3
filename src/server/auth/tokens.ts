// Access tokens are short-lived JWTs (HS256, jose); refresh tokens are random strings kept
// hashed in the database, rotated on every use, and a reused one revokes its family (D8).
import { createHash, randomBytes } from "node:crypto";
import { errors, jwtVerify, SignJWT } from "jose";
import { unauthorized } from "../errors.ts";

export const ACCESS_TOKEN_TTL_SECONDS = 15 * 60;
export const REFRESH_TOKEN_TTL_MS = 30 * 24 * 60 * 60 * 1000;
const ISSUER = "nova-experience";
const AUDIENCE = "nova-experience-api";
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export interface AccessClaims {
  userId: string;
  role: "user" | "admin";
}

export async function signAccessToken(claims: AccessClaims, key: Uint8Array): Promise<string> {
  return new SignJWT({ role: claims.role })
    .setProtectedHeader({ alg: "HS256", typ: "JWT" })
    .setSubject(claims.userId)
    .setIssuer(ISSUER)
    .setAudience(AUDIENCE)
    .setIssuedAt()
    .setExpirationTime(`${ACCESS_TOKEN_TTL_SECONDS}s`)
    .sign(key);
}

export async function verifyAccessToken(token: string, key: Uint8Array): Promise<AccessClaims> {
  try {
    const { payload } = await jwtVerify(token, key, {
      algorithms: ["HS256"],
      issuer: ISSUER,
      audience: AUDIENCE,
    });
    const role = payload.role === "admin" ? "admin" : "user";
    if (typeof payload.sub !== "string" || !UUID.test(payload.sub))
      throw unauthorized("Your session is not valid. Please log in again.");
    return { userId: payload.sub, role };
  } catch (error) {
    if (error instanceof errors.JWTExpired)
      throw unauthorized("Your session has expired. Please log in again.");
    throw unauthorized("Your session is not valid. Please log in again.");
  }
}

/** A new opaque token (256 bits) for a refresh or a password reset link. */
export function randomToken(): string {
  return randomBytes(32).toString("base64url");
}

/** What the database keeps of a token: its SHA-256, so a leaked table grants nothing. */
export function hashToken(token: string): string {
  return createHash("sha256").update(token).digest("base64url");
}
