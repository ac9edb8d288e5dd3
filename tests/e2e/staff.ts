// Staff in the browser tests (decision 0041): every staff session needs the second factor, and a
// TOTP code works once per 30-second step, so tests that run side by side cannot all sign in as
// the one configured owner. Instead the first worker sets up the owner's factor through the API
// (its secret and recovery codes go to a file in the test server's data folder), each worker signs
// in as the owner once with a recovery code of its own, and every test gets a staff member of its
// own, added by that owner and set up through the API with a code computed from its secret.
import { closeSync, existsSync, mkdirSync, openSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import type { APIRequestContext, Page } from "@playwright/test";
import type { StaffRole } from "../../src/schemas/staff.ts";
import { totp } from "../../src/server/auth/totp.ts";
import { E2E_ADMIN } from "../../playwright.config.ts";
import { expect } from "./fixtures.ts";
import { confirmAddress, freshEmail, keepSession } from "./helpers.ts";

interface Session {
  accessToken: string;
  refreshToken: string;
  user: { _id: string; name: string; email: string; staffRole?: StaffRole };
}

const dataDir = () => process.env.E2E_DATA_DIR!;
const factorFile = () => join(dataDir(), "e2e-owner-factor.json");

async function ok<T>(response: Awaited<ReturnType<APIRequestContext["post"]>>, status = 200): Promise<T> {
  expect(response.status(), await response.text()).toBe(status);
  return (await response.json()) as T;
}

const bearer = (token: string) => ({ Authorization: `Bearer ${token}` });

/** The configured owner's secret and recovery codes: set up once per run, by whoever is first. */
async function ownerFactor(request: APIRequestContext): Promise<{ secret: string; recoveryCodes: string[] }> {
  let mine = false;
  try {
    mkdirSync(join(dataDir(), "e2e-owner-factor.lock"));
    mine = true;
  } catch {
    // Another worker is setting it up.
  }
  if (mine) {
    const login = await ok<Session>(await request.post("/api/v1/user/login", { data: E2E_ADMIN }));
    const { secret } = await ok<{ secret: string }>(
      await request.post("/api/v1/staff/factor/setup", { headers: bearer(login.accessToken) }),
    );
    const confirmed = await ok<{ recoveryCodes: string[] }>(
      await request.post("/api/v1/staff/factor/confirm", {
        headers: bearer(login.accessToken),
        data: { code: totp(secret, new Date()) },
      }),
    );
    writeFileSync(factorFile(), JSON.stringify({ secret, recoveryCodes: confirmed.recoveryCodes }));
  }
  await expect.poll(() => existsSync(factorFile()), { timeout: 30_000 }).toBe(true);
  return JSON.parse(readFileSync(factorFile(), "utf8")) as { secret: string; recoveryCodes: string[] };
}

/** A recovery code no other worker has taken (each works once). */
function claimRecoveryCode(codes: string[]): string {
  for (const [index, code] of codes.entries()) {
    try {
      closeSync(openSync(join(dataDir(), `e2e-owner-code-${index}`), "wx"));
      return code;
    } catch {
      // Taken.
    }
  }
  throw new Error("Every recovery code of the e2e owner is used: too many workers in one run.");
}

let workerOwner: { session: Session; at: number } | undefined;
/** Refreshed well before the 15 minutes of an access token. */
const OWNER_SESSION_MS = 10 * 60 * 1000;

/** This worker's session as the configured owner, past the second factor. */
async function ownerSession(request: APIRequestContext): Promise<Session> {
  if (workerOwner && Date.now() - workerOwner.at < OWNER_SESSION_MS) return workerOwner.session;
  if (workerOwner) {
    const refreshed = await ok<Session>(
      await request.post("/api/v1/user/auth/refresh", {
        data: { refreshToken: workerOwner.session.refreshToken },
      }),
    );
    workerOwner = { session: refreshed, at: Date.now() };
    return refreshed;
  }
  const { recoveryCodes } = await ownerFactor(request);
  const login = await ok<Session>(await request.post("/api/v1/user/login", { data: E2E_ADMIN }));
  const session = await ok<Session>(
    await request.post("/api/v1/staff/factor/verify", {
      headers: bearer(login.accessToken),
      data: { code: claimRecoveryCode(recoveryCodes) },
    }),
  );
  workerOwner = { session, at: Date.now() };
  return session;
}

export interface StaffMember {
  email: string;
  password: string;
  name: string;
  role: StaffRole;
}

/** A new account, its address confirmed, made staff by the owner, its second factor not set up yet. */
export async function newStaffMember(
  request: APIRequestContext,
  role: StaffRole = "owner",
  name = "Administrator",
): Promise<StaffMember> {
  const email = freshEmail(`staff.${role}`);
  const password = "a staff password";
  await ok(
    await request.post("/api/v1/user/create", { data: { name, email, phoneNo: "9812345671", password } }),
    201,
  );
  // The owner adds only an address its holder has confirmed.
  await confirmAddress({ request }, email);
  const owner = await ownerSession(request);
  await ok(
    await request.post("/api/v1/staff", { headers: bearer(owner.accessToken), data: { email, role } }),
    201,
  );
  return { email, password, name, role };
}

/** A new staff member signed in through the API with the second factor set up: its session and secret. */
export async function staffSession(
  request: APIRequestContext,
  role: StaffRole = "owner",
  name = "Administrator",
) {
  const member = await newStaffMember(request, role, name);
  const login = await ok<Session>(
    await request.post("/api/v1/user/login", { data: { email: member.email, password: member.password } }),
  );
  const { secret } = await ok<{ secret: string }>(
    await request.post("/api/v1/staff/factor/setup", { headers: bearer(login.accessToken) }),
  );
  const session = await ok<Session>(
    await request.post("/api/v1/staff/factor/confirm", {
      headers: bearer(login.accessToken),
      data: { code: totp(secret, new Date()) },
    }),
  );
  return { ...member, secret, session };
}

/**
 * A staff member (the owner unless `role` says otherwise, named "Administrator") signed in on this
 * page from its first load on, past the second factor: for a test about the panel, not the sign-in.
 */
export async function asAdmin(page: Page, role: StaffRole = "owner") {
  const staff = await staffSession(page.request, role);
  const { accessToken, refreshToken, user } = staff.session;
  await keepSession(page, { user, token: { accessToken, refreshToken } });
  return staff;
}

/** An access token of a new owner past the second factor, for admin calls through the API. */
export async function adminToken(request: APIRequestContext): Promise<string> {
  return (await staffSession(request)).session.accessToken;
}
