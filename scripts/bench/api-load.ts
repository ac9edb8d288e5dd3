// The API under load, beside the database alone (decision 0015). A throwaway database on the local
// Postgres server (as admin-lists.ts makes it: migrated, plans seeded, 10,000 rows per table)
// is served by the real local server (`node src/server/node.ts --api-only`, its own process:
// production minus Netlify, with the pg driver and its pool of 10, and e-mail through
// Postmark's client to the tests' local stand-in of Postmark's API). A member buys a plan
// through the real order, local-checkout and verification calls; an admin comes from
// ADMIN_EMAIL. autocannon then drives four requests at 10 and 100 connections, and pgbench
// runs, on the same database in the same run, the very statements each request issues: they
// are recorded by sending each request once through createApp with a recording pg pool
// (twice, to tell per-request values such as references and token hashes from constants),
// and written as pgbench scripts (-M prepared, the values as parameters, BEGIN/COMMIT where
// the API opens a transaction, the e-mail delivery that follows an inquiry included).
// Alone: node scripts/bench/api-load.ts [--seconds 5] [--rows 10000] [--only inquiry] [--keep]
// [--cpu-prof DIR] (--keep leaves the database and the pgbench scripts in place, to re-run
// pgbench by hand; --cpu-prof writes the API server's CPU profile into DIR).
import { type ChildProcess, execFile, spawn } from "node:child_process";
import { randomBytes } from "node:crypto";
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { parseArgs, promisify } from "node:util";
import autocannon from "autocannon";
import { eq } from "drizzle-orm";
import { drizzle } from "drizzle-orm/node-postgres";
import pg from "pg";
import { eventInquiry } from "../../tests/fixtures/inquiries.ts";
import { type PostmarkStub, startPostmarkStub } from "../../tests/stubs/postmark-stub.ts";
import * as schema from "../../src/server/db/schema.ts";
import { rateLimits } from "../../src/server/db/schema.ts";
import { seedPlans } from "../../src/server/db/seed.ts";
import { DRIZZLE_CASING, type Database } from "../../src/server/db/types.ts";
import { parseEnv } from "../../src/server/env.ts";
import {
  benchApp,
  benchServerUrl,
  fill,
  openServerDatabase,
  pastSecondFactor,
  type ServerDatabase,
} from "./admin-lists.ts";
import { RAJASTHAN_BILLING } from "../../tests/fixtures/billing.ts";

const run = promisify(execFile);
const SERVER_ENTRY = fileURLToPath(new URL("../../src/server/node.ts", import.meta.url));
const PGBENCH = process.env.PGBENCH ?? "/usr/bin/pgbench";
/** Login and sign-up limits times this (the env's maximum): the load comes from one address. */
export const RATE_LIMIT_MULTIPLIER = 1000;
export const CONNECTIONS = [10, 100] as const;
/** Goals of decision 0015, at 10 connections: API rate / pgbench rate, and p99 for inquiries. */
export const GOALS = { inquiry: { ratio: 0.4, p99Ms: 15 }, read: { ratio: 0.3 } } as const;
const SEARCH = "sharma";
/** Seconds of load on each scenario before its figures are taken. */
const WARM_UP_SECONDS = 3;
/** Connection slots left free while pgbench runs (see freeConnections). */
const PGBENCH_SPARE_CONNECTIONS = 25;
const MEMBER_PASSWORD = "bench member password";
/**
 * Members whose inquiries the inquiry scenario sends, in turn. A member may send 20 inquiries a
 * day (RATE_LIMITS.inquiryPerMember, a per-member limit that RATE_LIMIT_MULTIPLIER does not
 * scale), and the counters are cleared before each connection count: 400 members allow 8,000
 * inquiries per warm-up and measure, above what 8 s bring on this machine. Fewer, and the
 * scenario measured 429 answers (3,309 of them at 10 connections, issue 29).
 */
const INQUIRING_MEMBERS = 400;
const ADMIN = { email: "bench.admin@example.com", password: "bench admin password" };

// pg turns every parameter into text (or null) this way before sending it.
const { prepareValue } = createRequire(import.meta.url)("pg/lib/utils.js") as {
  prepareValue(value: unknown): unknown;
};

export interface RecordedStatement {
  text: string;
  values: (string | null)[];
  fields: string[];
  rows: unknown[][];
  /** Issued after the answer was complete (work the request leaves behind: e-mail delivery). */
  afterResponse: boolean;
}

interface Scenario {
  name: string;
  file: string;
  method: "GET" | "POST";
  path: string;
  headers: Record<string, string>;
  body?: string;
  /** Bearer tokens sent in turn, one per request, instead of the one in `headers`. */
  tokens?: readonly string[];
  goal?: { ratio: number; p99Ms?: number };
  note?: string;
  /** Connection counts, when not CONNECTIONS. */
  connections?: readonly number[];
}

export interface LoadFigure {
  scenario: string;
  connections: number;
  api: {
    rps: number;
    cpuMsPerRequest: number;
    p50: number;
    p99: number;
    requests: number;
    non2xx: number;
    errors: number;
  };
  db?: { clients: number; tps: number; latencyMs: number; failed: number };
  ratio?: number;
  goal?: { ratio: number; p99Ms?: number };
  met?: boolean;
  note?: string;
}

export type ApiLoadResult =
  | { skipped: string }
  | {
      database: string;
      rowsPerTable: number;
      fillSeconds: number;
      seconds: number;
      pgbench: string;
      statements: { scenario: string; total: number; afterResponse: number; transaction: boolean }[];
      figures: LoadFigure[];
      problems: string[];
      scriptsDir?: string;
    };

// ---------------------------------------------------------------------------------------------
// Recording the statements a request issues

interface Recorder {
  active: boolean;
  responded: boolean;
  pending: number;
  lastActivity: number;
  statements: RecordedStatement[];
}

type QueryResult = { fields?: { name: string }[]; rows?: unknown[] };

/** A drizzle handle like the app's (pg driver) whose pool records every statement sent. */
function recordingDatabase(url: string): { db: Database; recorder: Recorder; close: () => Promise<void> } {
  const recorder: Recorder = { active: false, responded: false, pending: 0, lastActivity: 0, statements: [] };
  const pool = new pg.Pool({ connectionString: url, max: 10 });
  pool.on("error", () => {});
  pool.on("connect", (client) => {
    const original = client.query.bind(client) as (...args: unknown[]) => unknown;
    (client as unknown as { query: (...args: unknown[]) => unknown }).query = (...args: unknown[]) => {
      if (!recorder.active) return original(...args);
      const [first, second] = args;
      const config =
        typeof first === "string" ? { text: first } : (first as { text: string; values?: unknown[] });
      const values = (Array.isArray(second) ? second : (config.values ?? [])) as unknown[];
      const statement: RecordedStatement = {
        text: config.text,
        values: values.map((value) => prepareValue(value) as string | null),
        fields: [],
        rows: [],
        afterResponse: recorder.responded,
      };
      recorder.statements.push(statement);
      recorder.pending += 1;
      const done = (result: QueryResult | undefined) => {
        recorder.pending -= 1;
        recorder.lastActivity = performance.now();
        statement.fields = result?.fields?.map((field) => field.name) ?? [];
        statement.rows = (result?.rows ?? []).map((row) =>
          Array.isArray(row) ? row : Object.values(row as Record<string, unknown>),
        );
      };
      const last = args.at(-1);
      if (typeof last === "function") {
        args[args.length - 1] = (error: unknown, result: QueryResult) => {
          done(result);
          (last as (error: unknown, result: QueryResult) => void)(error, result);
        };
        return original(...args);
      }
      const promise = original(...args) as Promise<QueryResult>;
      promise.then(done, () => done(undefined));
      return promise;
    };
  });
  const db = drizzle({ client: pool, schema, casing: DRIZZLE_CASING }) as unknown as Database;
  return { db, recorder, close: () => pool.end() };
}

type AppLike = { request: (path: string, init: RequestInit) => Response | Promise<Response> };

/** Sends the scenario's request once and returns every statement it caused, in order. */
async function recordOnce(
  app: AppLike,
  recorder: Recorder,
  scenario: Scenario,
): Promise<RecordedStatement[]> {
  Object.assign(recorder, { active: true, responded: false, pending: 0, statements: [] });
  const response = await app.request(scenario.path, {
    method: scenario.method,
    headers: scenario.headers,
    body: scenario.body,
  });
  const text = await response.text();
  recorder.responded = true;
  recorder.lastActivity = performance.now();
  if (!response.ok) throw new Error(`${scenario.name}: ${response.status} ${text}`);
  // Work left behind after the answer (e-mail delivery) runs on: wait until it is quiet.
  while (recorder.pending > 0 || performance.now() - recorder.lastActivity < 300) {
    await new Promise((done) => setTimeout(done, 25));
  }
  recorder.active = false;
  return recorder.statements;
}

/** Two recordings with the same statements (a rare housekeeping statement may differ). */
async function recordTwice(app: AppLike, recorder: Recorder, scenario: Scenario) {
  let previous = await recordOnce(app, recorder, scenario);
  for (let attempt = 0; attempt < 6; attempt += 1) {
    const next = await recordOnce(app, recorder, scenario);
    if (next.length === previous.length && next.every((s, i) => s.text === previous[i]!.text)) {
      return [previous, next] as const;
    }
    previous = next;
  }
  throw new Error(`${scenario.name}: its statements change from one request to the next`);
}

// ---------------------------------------------------------------------------------------------
// Writing them as a pgbench script

const RANDOM = "\\set r random(1, 1000000000000000)";
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const TIMESTAMP = /^\d{4}-\d{2}-\d{2}[T ]\d{2}:\d{2}/;

function commonEnds(a: string, b: string): [string, string] {
  let start = 0;
  while (start < a.length && start < b.length && a[start] === b[start]) start += 1;
  let end = 0;
  while (end < a.length - start && end < b.length - start && a.at(-1 - end) === b.at(-1 - end)) end += 1;
  return [a.slice(0, start), end > 0 ? a.slice(a.length - end) : ""];
}

/** The elements of a Postgres array literal as pg writes one ({"a","b"}), else undefined. */
export function arrayElements(value: string): string[] | undefined {
  if (!value.startsWith("{") || !value.endsWith("}")) return undefined;
  const elements: string[] = [];
  const body = value.slice(1, -1);
  let index = 0;
  while (index < body.length) {
    let element = "";
    if (body[index] === '"') {
      index += 1;
      while (index < body.length && body[index] !== '"') {
        if (body[index] === "\\") index += 1;
        element += body[index] ?? "";
        index += 1;
      }
      index += 1; // the closing quote
    } else {
      while (index < body.length && body[index] !== ",") element += body[index++];
    }
    elements.push(element);
    index += 1; // the comma
  }
  return elements;
}

export interface PgbenchScript {
  script: string;
  /** -D NAME=VALUE for every constant parameter. */
  defines: string[];
}

/**
 * The statements of two recordings of one request as a pgbench script. Every parameter stays a
 * parameter (-M prepared): constants become -D variables; a value returned by an earlier
 * statement (the e-mail row's id) is taken with \gset; a value that differs per request is
 * rebuilt around a fresh random number (references, token hashes) or a fresh UUID; times are
 * kept as recorded.
 */
export function toPgbenchScript(
  a: readonly RecordedStatement[],
  b: readonly RecordedStatement[],
): PgbenchScript {
  const constants = new Map<string, string>();
  const constant = (value: string) => {
    let name = constants.get(value);
    if (!name) {
      name = `c${constants.size + 1}`;
      constants.set(value, name);
    }
    return `:${name}`;
  };
  const gsets = new Set<number>();
  const earlier = (k: number, va: string, vb: string): string | undefined => {
    for (let j = 0; j < k; j += 1) {
      const [ra, rb] = [a[j]!, b[j]!];
      if (ra.rows.length !== 1 || rb.rows.length !== 1) continue;
      const column = ra.rows[0]!.findIndex(
        (cell, c) => String(cell) === va && String(rb.rows[0]![c]) === vb && /^\w+$/.test(ra.fields[c] ?? ""),
      );
      if (column >= 0) {
        gsets.add(j);
        return `:s${j}_${ra.fields[column]}`;
      }
    }
    return undefined;
  };

  // A UUID made by the app for each request (an e-mail's id, written with its inquiry and
  // claimed after the answer) must be the same wherever it recurs: each gets a fresh value
  // built from this execution's random number, the same expression at every use.
  const uuids = new Map<string, string>();
  const freshUuid = (value: string) => {
    let expression = uuids.get(value);
    if (!expression) {
      const group = (uuids.size + 1).toString(16).padStart(8, "0");
      const hex = "lpad(to_hex(:r::bigint), 16, '0')";
      expression = `('${group}-0000-4000-' || substr(${hex}, 1, 4) || '-' || substr(${hex}, 5, 12))::uuid`;
      uuids.set(value, expression);
    }
    return expression;
  };
  const scalar = (k: number, va: string, vb: string): string => {
    // pgbench refuses a variable defined as nothing (-D c9=): the empty text is written out.
    if (va === "" && vb === "") return "''";
    if (va === vb || TIMESTAMP.test(va)) return constant(va);
    if (uuids.has(va)) return uuids.get(va)!;
    const returned = earlier(k, va, vb);
    if (returned) return returned;
    if (UUID.test(va)) return freshUuid(va);
    const [prefix, suffix] = commonEnds(va, vb);
    const parts = [prefix && `${constant(prefix)}::text`, ":r::text", suffix && `${constant(suffix)}::text`];
    return `(${parts.filter(Boolean).join(" || ")})`;
  };

  const lines = a.map((statement, k) => {
    const other = b[k]!;
    const expressions = statement.values.map((va, i) => {
      const vb = other.values[i] ?? null;
      if (va === null || vb === null) {
        if (va !== vb) throw new Error(`parameter ${i + 1} of "${statement.text}" is null only sometimes`);
        return "NULL";
      }
      // An array (ids of a batch): element by element, when both recordings have as many.
      const [ea, eb] = [arrayElements(va), arrayElements(vb)];
      if (ea && eb && ea.length === eb.length && va !== vb) {
        return `ARRAY[${ea.map((element, e) => `${scalar(k, element, eb[e]!)}`).join(", ")}]`;
      }
      return scalar(k, va, vb);
    });
    const text = statement.text
      // pgbench reads ":name" as a variable even inside a string literal ('HH24:MI:SS'):
      // such a literal is passed as a parameter instead, of the same text.
      .replace(/'((?:[^']|'')*)'/g, (literal, body: string) =>
        /:\w/.test(body) ? constant(body.replaceAll("''", "'")) : literal,
      )
      .replace(/\$(\d+)/g, (_, n: string) => expressions[Number(n) - 1]!);
    if (text.includes("\n")) throw new Error(`a statement spans lines: ${text}`);
    return { k, text };
  });
  const body = lines.map(({ k, text }) => (gsets.has(k) ? `${text} \\gset s${k}_` : `${text};`));
  // One random number per execution, for the values that must differ from one to the next.
  const script = [...(body.some((text) => /:r\b/.test(text)) ? [RANDOM] : []), ...body].join("\n");
  return {
    script: `${script}\n`,
    defines: [...constants].map(([value, name]) => `${name}=${value}`),
  };
}

// ---------------------------------------------------------------------------------------------
// Running things

interface ApiServer {
  origin: string;
  pid: number;
  output: string[];
  stop(): Promise<void>;
}

/** `node src/server/node.ts --api-only` in its own process, as `npm run dev` starts it. */
async function startApiServer(env: Record<string, string>, cpuProfileDir?: string): Promise<ApiServer> {
  // --cpu-prof DIR (alone): the server's CPU profile, to see where a request's time goes.
  const profile = cpuProfileDir ? ["--cpu-prof", `--cpu-prof-dir=${cpuProfileDir}`] : [];
  const child: ChildProcess = spawn(process.execPath, [...profile, SERVER_ENTRY, "--api-only"], {
    env,
    stdio: ["ignore", "pipe", "pipe"],
  });
  const output: string[] = [];
  const origin = await new Promise<string>((done, fail) => {
    let buffered = "";
    const onData = (chunk: Buffer) => {
      buffered += chunk.toString();
      const lines = buffered.split("\n");
      buffered = lines.pop() ?? "";
      for (const line of lines) {
        const listening = /API listening on (http:\/\/\S+)\/api\/v1/.exec(line);
        if (listening) done(listening[1]!.replace("localhost", "127.0.0.1"));
        else if (line.trim()) output.push(line);
      }
    };
    child.stdout!.on("data", onData);
    child.stderr!.on("data", onData);
    child.once("exit", (code) => fail(new Error(`the API server exited (${code}): ${output.join("\n")}`)));
  });
  return {
    origin,
    pid: child.pid!,
    output,
    stop: () =>
      new Promise<void>((done) => {
        if (child.exitCode !== null) return done();
        child.once("exit", () => done());
        child.kill("SIGTERM");
      }),
  };
}

/**
 * INQUIRING_MEMBERS members signed in through the API, their tokens: rows written directly with
 * the first member's password hash (one hash for all; a sign-up each would cost as much), their
 * addresses confirmed, then each logged in as a person would be.
 */
async function inquiringMembers(db: Database, origin: string, firstMemberId: string): Promise<string[]> {
  const [first] = await db
    .select({ passwordHash: schema.users.passwordHash })
    .from(schema.users)
    .where(eq(schema.users.id, firstMemberId));
  const stamp = Date.now().toString(36);
  const emails = Array.from(
    { length: INQUIRING_MEMBERS },
    (_, i) => `bench.inquirer.${stamp}.${i}@example.com`,
  );
  await db.insert(schema.users).values(
    emails.map((email, i) => ({
      name: `Bench Inquirer ${i}`,
      email,
      phoneNo: "9876543210",
      passwordHash: first!.passwordHash,
      emailConfirmedAt: new Date(),
    })),
  );
  const tokens: string[] = [];
  // A few at a time: each login is a password hash on the server.
  for (let start = 0; start < emails.length; start += 8) {
    const logins = await Promise.all(
      emails
        .slice(start, start + 8)
        .map((email) => call(origin, "POST", "/user/login", undefined, { email, password: MEMBER_PASSWORD })),
    );
    tokens.push(...logins.map((login) => String(login.accessToken)));
  }
  return tokens;
}

async function call(origin: string, method: string, path: string, token?: string, body?: unknown) {
  const response = await fetch(`${origin}/api/v1${path}`, {
    method,
    headers: {
      "content-type": "application/json",
      ...(token ? { Authorization: `Bearer ${token}` } : {}),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await response.text();
  if (!response.ok) throw new Error(`${method} ${path}: ${response.status} ${text}`);
  return JSON.parse(text) as Record<string, unknown>;
}

/** CPU time a process has used so far, in ms (utime + stime of /proc/<pid>/stat). */
function cpuMs(pid: number): number {
  const fields = readFileSync(`/proc/${pid}/stat`, "utf8").split(") ")[1]!.split(" ");
  // Fields 14 and 15 of the file, in clock ticks (100 a second on Linux).
  return (Number(fields[11]) + Number(fields[12])) * 10;
}

async function loadApi(server: ApiServer, scenario: Scenario, connections: number, seconds: number) {
  const { origin, pid } = server;
  const cpuBefore = cpuMs(pid);
  let sent = 0;
  const { tokens } = scenario;
  const result = await autocannon({
    url: `${origin}${scenario.path}`,
    connections,
    duration: seconds,
    method: scenario.method,
    headers: scenario.headers,
    body: scenario.body,
    timeout: 30,
    requests: tokens
      ? [
          {
            setupRequest: (request) => ({
              ...request,
              headers: { ...request.headers, Authorization: `Bearer ${tokens[(sent += 1) % tokens.length]}` },
            }),
          },
        ]
      : undefined,
  });
  const cpu = cpuMs(pid) - cpuBefore;
  return {
    rps: result.requests.average,
    /** The API process's CPU time per answered request (its own process: the server alone). */
    cpuMsPerRequest: result.requests.total > 0 ? cpu / result.requests.total : Number.NaN,
    p50: result.latency.p50,
    p99: result.latency.p99,
    requests: result.requests.total,
    non2xx: result.non2xx,
    errors: result.errors + result.timeouts,
    statuses: Object.keys(result.statusCodeStats).join(", "),
  };
}

/** Connection slots the server has left, keeping a margin for the app's pool and others. */
async function freeConnections(url: string): Promise<number> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  const { rows } = await client.query<{ free: number }>(
    "select current_setting('max_connections')::int - (select count(*) from pg_stat_activity)::int as free",
  );
  await client.end();
  return rows[0]!.free;
}

async function runPgbench(
  url: string,
  scriptFile: string,
  defines: string[],
  clients: number,
  seconds: number,
): Promise<{ clients: number; tps: number; latencyMs: number; failed: number }> {
  const args = [
    ...["-n", "-f", scriptFile, "-M", "prepared"],
    ...["-c", String(clients), "-j", String(Math.min(2, clients)), "-T", String(seconds)],
    ...defines.flatMap((define) => ["-D", define]),
    url,
  ];
  let stdout: string;
  try {
    ({ stdout } = await run(PGBENCH, args, { maxBuffer: 16 * 1024 * 1024 }));
  } catch (error) {
    const { stdout: out = "", stderr = "" } = error as { stdout?: string; stderr?: string };
    throw new Error(`pgbench failed (${scriptFile}):\n${stderr.slice(0, 2000)}${out.slice(-1000)}`, {
      cause: error,
    });
  }
  const number = (pattern: RegExp) => Number(pattern.exec(stdout)?.[1] ?? Number.NaN);
  return {
    clients,
    tps: number(/tps = ([\d.]+)/),
    latencyMs: number(/latency average = ([\d.]+) ms/),
    failed: Number(/number of failed transactions: (\d+)/.exec(stdout)?.[1] ?? 0),
  };
}

// ---------------------------------------------------------------------------------------------

export async function measureApiLoad(
  options: {
    seconds?: number;
    rows?: number;
    serverUrl?: string;
    keep?: boolean;
    cpuProfileDir?: string;
    /** Only the scenarios whose names contain this. */
    only?: string;
    log?: (line: string) => void;
  } = {},
): Promise<ApiLoadResult> {
  const seconds = options.seconds ?? 5;
  const rows = options.rows ?? 10_000;
  const progress = options.log ?? (() => {});
  if (!existsSync(PGBENCH)) return { skipped: `no pgbench at ${PGBENCH} (set PGBENCH)` };
  const serverUrl = options.serverUrl ?? benchServerUrl();
  let opened: ServerDatabase;
  try {
    opened = await openServerDatabase(serverUrl, options.keep ?? false, "bench_api");
  } catch (error) {
    return {
      skipped: `no Postgres server to create a database on at ${new URL(serverUrl).host} (${(error as Error).message})`,
    };
  }
  const { handle, label, url, drop } = opened;
  const dataDir = mkdtempSync(join(tmpdir(), "bench-api-"));
  const scriptsDir = mkdtempSync(join(tmpdir(), "bench-pgbench-"));
  const jwtSecret = randomBytes(32).toString("hex");
  let server: ApiServer | undefined;
  let postmark: PostmarkStub | undefined;
  let recording: ReturnType<typeof recordingDatabase> | undefined;
  try {
    await handle.migrate();
    await seedPlans(handle.db);
    const started = performance.now();
    await fill(handle.db, rows);
    const fillSeconds = (performance.now() - started) / 1000;
    progress(`  filled ${rows.toLocaleString("en-US")} rows per table in ${fillSeconds.toFixed(1)} s`);

    // E-mail as in production: Postmark's client, here talking to a local stand-in of its API
    // (the local outbox would measure file writes that production never does).
    const postmarkToken = randomBytes(16).toString("hex");
    postmark = await startPostmarkStub({ token: postmarkToken });
    const serverEnv = {
      POSTMARK_SERVER_TOKEN: postmarkToken,
      POSTMARK_API_HOST: postmark.host,
      PATH: process.env.PATH ?? "",
      HOME: process.env.HOME ?? "",
      DATABASE_URL: url,
      DATABASE_DRIVER: "pg",
      HOST: "127.0.0.1",
      PORT: "0",
      DATA_DIR: dataDir,
      LOG_LEVEL: "warn",
      JWT_SECRET: jwtSecret,
      RATE_LIMIT_MULTIPLIER: String(RATE_LIMIT_MULTIPLIER),
      ADMIN_EMAIL: ADMIN.email,
      ADMIN_PASSWORD: ADMIN.password,
      OPERATOR_EMAIL: "operators@example.com",
    };
    server = await startApiServer(serverEnv, options.cpuProfileDir);
    const { origin } = server;

    // A member who bought a plan through the real calls, and the admin.
    const email = `bench.member.${Date.now().toString(36)}@example.com`;
    const signup = await call(origin, "POST", "/user/create", undefined, {
      name: "Bench Member",
      email,
      phoneNo: "9876543210",
      password: MEMBER_PASSWORD,
    });
    const member = { token: String(signup.accessToken), id: String((signup.newUser as { _id: string })._id) };
    const { subscriptions } = (await call(origin, "GET", "/subscription")) as {
      subscriptions: { _id: string }[];
    };
    const order = await call(origin, "POST", "/payment/order", member.token, {
      subscriptionId: subscriptions[0]!._id,
      userId: member.id,
      billing: RAJASTHAN_BILLING,
    });
    const providerOrderId = String((order.order as { id: string }).id);
    const paid = await call(origin, "POST", "/payment/local-checkout", member.token, {
      razorpay_order_id: providerOrderId,
      outcome: "success",
    });
    await call(origin, "POST", "/payment/verification", member.token, paid);
    const inquirers = await inquiringMembers(handle.db, origin, member.id);
    const admin = await call(origin, "POST", "/user/login", undefined, ADMIN);
    const { accessToken: adminToken } = await pastSecondFactor(
      (path, token, body) =>
        fetch(`${origin}/api/v1${path}`, {
          method: "POST",
          headers: { "content-type": "application/json", Authorization: `Bearer ${token}` },
          body: body === undefined ? undefined : JSON.stringify(body),
        }),
      String(admin.accessToken),
    );

    const json = { "content-type": "application/json" };
    const scenarios: Scenario[] = [
      {
        name: "health (select 1)",
        file: "health",
        method: "GET",
        path: "/api/v1/health",
        headers: {},
        note: "reference: the HTTP server, the middleware and one trivial query",
        connections: [10],
      },
      {
        name: "inquiry creation",
        file: "inquiry",
        method: "POST",
        path: "/api/v1/inquiry/create_event",
        headers: { ...json, Authorization: `Bearer ${member.token}` },
        body: JSON.stringify(eventInquiry()),
        tokens: inquirers,
        goal: GOALS.inquiry,
      },
      {
        name: "invoice list",
        file: "invoices",
        method: "GET",
        path: `/api/v1/invoice/getall/${member.id}`,
        headers: { Authorization: `Bearer ${member.token}` },
        goal: GOALS.read,
      },
      {
        name: `admin list, search "${SEARCH}"`,
        file: "admin-users",
        method: "GET",
        path: `/api/v1/user/admin?q=${SEARCH}&page=1&limit=20`,
        headers: { Authorization: `Bearer ${adminToken}` },
        goal: GOALS.read,
      },
      {
        name: "login",
        file: "login",
        method: "POST",
        path: "/api/v1/user/login",
        headers: json,
        body: JSON.stringify({ email, password: MEMBER_PASSWORD }),
        note: "Argon2id m=19 MiB t=2 (decision 0024): its CPU per login is the hash, by design; no database can show it",
      },
    ];

    // The statements: each request once through createApp on a recording pool, twice.
    recording = recordingDatabase(url);
    const app = benchApp(recording.db, parseEnv(serverEnv));
    const statements: Extract<ApiLoadResult, { figures: unknown }>["statements"] = [];
    const scripts = new Map<string, { file: string; defines: string[] }>();
    for (const scenario of scenarios) {
      const [first, second] = await recordTwice(app, recording.recorder, scenario);
      const { script, defines } = toPgbenchScript(first, second);
      const file = join(scriptsDir, `${scenario.file}.sql`);
      writeFileSync(file, script);
      scripts.set(scenario.name, { file, defines });
      statements.push({
        scenario: scenario.name,
        total: first.length,
        afterResponse: first.filter((s) => s.afterResponse).length,
        transaction: first.some((s) => /^begin\b/i.test(s.text)),
      });
    }
    await recording.close();
    recording = undefined;

    const pgbenchVersion = (await run(PGBENCH, ["--version"])).stdout.trim();
    const figures: LoadFigure[] = [];
    const problems: string[] = [];
    for (const scenario of scenarios.filter((s) => !options.only || s.name.includes(options.only!))) {
      // Warm-up (JIT, the pool's connections, the plans' caches), not counted: with one
      // second, the first figure of a scenario still paid for the JIT now and then.
      await loadApi(server, scenario, 10, WARM_UP_SECONDS);
      for (const connections of scenario.connections ?? CONNECTIONS) {
        const api = await loadApi(server, scenario, connections, seconds);
        if (api.requests === 0)
          problems.push(`${scenario.name} at ${connections} connections: no answer in ${seconds} s`);
        if (api.non2xx > 0 || api.errors > 0) {
          problems.push(
            `${scenario.name} at ${connections} connections: ${api.non2xx} answers not 2xx (statuses ${api.statuses}), ${api.errors} errors or time-outs`,
          );
        }
        // Let the e-mail deliveries the last requests left behind finish before pgbench.
        await new Promise((done) => setTimeout(done, 1000));
        // pgbench's clients are connections too: leave slots for the API's pool (10), the
        // bench's own connection and whatever else uses this server meanwhile.
        const clients = Math.min(connections, (await freeConnections(url)) - PGBENCH_SPARE_CONNECTIONS);
        const { file, defines } = scripts.get(scenario.name)!;
        const db = await runPgbench(url, file, defines, clients, seconds);
        if (db.failed > 0) problems.push(`pgbench, ${scenario.name}: ${db.failed} failed transactions`);
        // pgbench's logins count against the same rate-limit windows as the API's: start afresh.
        await handle.db.delete(rateLimits);
        const ratio = api.rps / db.tps;
        const goal = connections === 10 ? scenario.goal : undefined;
        figures.push({
          scenario: scenario.name,
          connections,
          api,
          db,
          ratio,
          goal,
          met: goal ? ratio >= goal.ratio && (goal.p99Ms === undefined || api.p99 <= goal.p99Ms) : undefined,
          note: scenario.note,
        });
        progress(
          `  ${scenario.name}, ${connections} connections: ${api.rps.toFixed(0)} req/s, pgbench ${db.tps.toFixed(0)} tps`,
        );
      }
    }
    if (server.output.length > 0) {
      problems.push(
        `the API server wrote ${server.output.length} warning or error lines; first: ${server.output[0]}`,
      );
    }
    return {
      database: label,
      rowsPerTable: rows,
      fillSeconds,
      seconds,
      pgbench: pgbenchVersion,
      statements,
      figures,
      problems,
      scriptsDir: options.keep ? scriptsDir : undefined,
    };
  } finally {
    await recording?.close();
    await server?.stop();
    await postmark?.close();
    await drop();
    rmSync(dataDir, { recursive: true, force: true });
    if (!options.keep) rmSync(scriptsDir, { recursive: true, force: true });
  }
}

/** Prints the table; false when a request failed (a goal missed is printed, not a failure). */
export function printApiLoad(result: ApiLoadResult): boolean {
  const out = (text: string) => process.stdout.write(`${text}\n`);
  if ("skipped" in result) {
    out(`\nAPI under load: skipped, ${result.skipped}`);
    return true;
  }
  // autocannon keeps latencies in whole milliseconds.
  const ms = (value: number) => (value < 1 ? "<1 ms" : `${value.toFixed(0)} ms`);
  const header = [
    "scenario",
    "conns",
    "API req/s",
    "API p50",
    "API p99",
    "API CPU/req",
    "pgbench tps",
    "API/DB",
    "goal met?",
  ];
  const rows = result.figures.map((f) => [
    f.scenario,
    f.db && f.db.clients !== f.connections
      ? `${f.connections} (pgbench ${f.db.clients})`
      : String(f.connections),
    f.api.rps.toFixed(0),
    ms(f.api.p50),
    ms(f.api.p99),
    `${f.api.cpuMsPerRequest.toFixed(2)} ms`,
    f.db ? f.db.tps.toFixed(0) : "-",
    f.ratio === undefined ? "-" : f.ratio.toFixed(2),
    f.goal
      ? `${f.met ? "yes" : "NO"} (>= ${f.goal.ratio}${f.goal.p99Ms ? `, p99 <= ${f.goal.p99Ms} ms` : ""})`
      : f.note && f.connections === CONNECTIONS[0]
        ? `${f.goal === undefined && !f.note.startsWith("reference") ? "n/a: " : ""}${f.note}`
        : "-",
  ]);
  const widths = header.map((title, i) => Math.max(title.length, ...rows.map((row) => row[i]!.length)));
  const line = (cells: string[]) =>
    cells
      .map((cell, i) => (i === cells.length - 1 ? cell : cell.padEnd(widths[i]!)))
      .join("  ")
      .trimEnd();
  out(
    `\nAPI under load: the local server (node src/server/node.ts --api-only, pg pool of 10) on ${result.database}, ` +
      `${result.rowsPerTable.toLocaleString("en-US")} rows per table (filled in ${result.fillSeconds.toFixed(1)} s); ` +
      `autocannon ${result.seconds} s per figure after ${WARM_UP_SECONDS} s of warm-up; beside ${result.pgbench} running the same ` +
      `statements (-M prepared, -j 2, same database, same run). E-mail through Postmark's client to a local ` +
      `stand-in of its API. Rate limits x${RATE_LIMIT_MULTIPLIER} ` +
      `(RATE_LIMIT_MULTIPLIER) so that the login load, all from one address, is not refused. Inquiries come ` +
      `from ${INQUIRING_MEMBERS} members in turn, each within its 20 a day (a per-member limit, which the ` +
      `multiplier does not scale): each answer counted is a created inquiry, and any other is a problem below.`,
  );
  out([line(header), ...rows.map(line)].join("\n"));
  out(
    `Statements per request: ${result.statements
      .map(
        (s) =>
          `${s.scenario} ${s.total}${s.transaction ? " (a transaction" : ""}${
            s.afterResponse
              ? `${s.transaction ? "; " : " ("}${s.afterResponse} after the answer: e-mail delivery`
              : ""
          }${s.transaction || s.afterResponse ? ")" : ""}`,
      )
      .join(", ")}.`,
  );
  out(
    "API CPU/req is the server process's own CPU time per answered request; autocannon, the server, " +
      "Postgres and pgbench share this machine's cores.",
  );
  if (result.figures.some((f) => f.db && f.db.clients !== f.connections)) {
    out("pgbench's clients are capped by the server's free connection slots (max_connections).");
  }
  if (result.scriptsDir) out(`pgbench scripts kept in ${result.scriptsDir}`);
  for (const problem of result.problems) out(`PROBLEM: ${problem}`);
  return result.problems.length === 0;
}

if (resolve(process.argv[1] ?? "") === fileURLToPath(import.meta.url)) {
  const { values } = parseArgs({
    options: {
      seconds: { type: "string", default: "5" },
      rows: { type: "string", default: "10000" },
      keep: { type: "boolean", default: false },
      "cpu-prof": { type: "string" },
      only: { type: "string" },
    },
  });
  const ok = printApiLoad(
    await measureApiLoad({
      seconds: Math.max(1, Number(values.seconds) || 5),
      rows: Math.max(100, Number(values.rows) || 10_000),
      keep: values.keep,
      cpuProfileDir: values["cpu-prof"] ? resolve(values["cpu-prof"]) : undefined,
      only: values.only,
      log: (line) => process.stdout.write(`${line}\n`),
    }),
  );
  if (!ok) process.exitCode = 1;
}
