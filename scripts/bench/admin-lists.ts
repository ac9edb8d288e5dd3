// The admin lists' response time (decision 0011): a throwaway database on the Postgres server
// (DATABASE_URL's server when it is on this machine, else postgres://postgres@127.0.0.1:5432/postgres)
// gets 10,000 rows in each listed table through the real tables and migrations; then each
// list's page is requested through the real app (createApp + app.request, token checks and
// all), with and without search, first page and deep page, and p50/p95 are printed against
// the goal (p95 <= 50 ms). The database is dropped afterwards. Skipped, with the reason, when
// no server answers.
// Alone: node scripts/bench/admin-lists.ts [--rows 10000] [--requests 200] [--pglite] [--keep]
// (--keep leaves the server database in place, to look at query plans).
import { randomBytes } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { parseArgs } from "node:util";
import { PGlite } from "@electric-sql/pglite";
import { sql } from "drizzle-orm";
import pg from "pg";
import { INQUIRY_STATUSES } from "../../src/schemas/admin.ts";
import { cateringInquirySchema, eventInquirySchema, travelInquirySchema } from "../../src/schemas/inquiry.ts";
import { createApp } from "../../src/server/app.ts";
import { hashPassword } from "../../src/server/auth/password.ts";
import { fromPglite, PGLITE_EXTENSIONS } from "../../src/server/db/embedded.ts";
import { connectRemote } from "../../src/server/db/remote.ts";
import {
  contactMessages,
  inquiries,
  invoices,
  paymentOrders,
  plans,
  users,
} from "../../src/server/db/schema.ts";
import { totp } from "../../src/server/auth/totp.ts";
import { ensureAdmin, seedPlans } from "../../src/server/db/seed.ts";
import type { Database, DatabaseHandle } from "../../src/server/db/types.ts";
import { buildAppDeps } from "../../src/server/deps.ts";
import { type Env, loadEnv, parseEnv } from "../../src/server/env.ts";
import { createLogger } from "../../src/server/log.ts";
import { newReference } from "../../src/server/references.ts";
import { inquiryValues, type NewInquiry } from "../../src/server/services/inquiries.ts";
import { between, contactMessage, createRandom, inquiryBody, person, pick } from "../lib/demo-data.ts";
import { isOnThisMachine } from "../lib/demo-seed.ts";

export const ADMIN_LIST_GOAL_P95_MS = 50;
const DEFAULT_SERVER = "postgres://postgres@127.0.0.1:5432/postgres";
const DAY = 86_400_000;
const BATCH = 1000;
const WARM_UP = 20;

export interface AdminListFigure {
  list: string;
  request: string;
  path: string;
  rows: number;
  total: number;
  p50: number;
  p95: number;
}

export type AdminListsResult =
  | { skipped: string }
  | {
      database: string;
      rowsPerTable: number;
      requests: number;
      fillSeconds: number;
      figures: AdminListFigure[];
      exports: { list: string; ms: number; bytes: number }[];
    };

const SCHEMAS = {
  event: eventInquirySchema,
  catering: cateringInquirySchema,
  travel: travelInquirySchema,
} as const;

async function inBatches<T>(items: T[], insert: (batch: T[]) => Promise<unknown>): Promise<void> {
  for (let i = 0; i < items.length; i += BATCH) await insert(items.slice(i, i + BATCH));
}

/** `rows` members, invoices (with their orders), contact messages and inquiries. */
export async function fill(db: Database, rows: number): Promise<{ sampleEmail: string }> {
  const random = createRandom(2026);
  const now = Date.now();
  const hash = await hashPassword("bench member password");
  const at = (i: number) =>
    new Date(now - 730 * DAY + Math.floor((i / rows) * 730 * DAY) + between(random, 0, 3_600_000));

  const people = Array.from({ length: rows }, (_, i) => person(random, i));
  // One member with an invoice, a contact message and an inquiry: the e-mail the bench searches.
  const sample = Math.floor(rows / 3);
  const userIds: string[] = [];
  await inBatches(
    people.map((who, i) => ({ ...who, i })),
    async (batch) => {
      const inserted = await db
        .insert(users)
        .values(
          batch.map(({ name, email, phoneNo, i }) => ({
            name,
            email,
            phoneNo,
            passwordHash: hash,
            createdAt: at(i),
          })),
        )
        .returning({ id: users.id });
      userIds.push(...inserted.map((row) => row.id));
    },
  );

  const planRows = await db.select().from(plans);
  const purchases = Array.from({ length: rows }, (_, i) => ({
    userId: userIds[i === 0 ? sample : between(random, 0, rows - 1)]!,
    plan: pick(random, planRows),
    paidAt: at(i),
    paymentId: `pay_${randomBytes(7).toString("hex")}`,
  }));
  let serial = 0;
  await inBatches(purchases, async (batch) => {
    const orders = await db
      .insert(paymentOrders)
      .values(
        batch.map((p) => ({
          userId: p.userId,
          planId: p.plan.id,
          provider: "local" as const,
          providerOrderId: `order_local_${randomBytes(9).toString("base64url")}`,
          amountPaise: p.plan.yearlyPricePaise,
          status: "paid" as const,
          providerPaymentId: p.paymentId,
          paidAt: p.paidAt,
          createdAt: p.paidAt,
        })),
      )
      .returning({ id: paymentOrders.id });
    // The lists read the invoices' columns, not their documents: rows as the first release
    // made them (their documents are built when asked), with serials of one bench series.
    await db.insert(invoices).values(
      batch.map((p, i) => ({
        serial: `BN/00-00/${String((serial += 1)).padStart(7, "0")}`,
        fiscalYear: "00-00",
        userId: p.userId,
        planId: p.plan.id,
        orderId: orders[i]!.id,
        amountPaise: p.plan.yearlyPricePaise,
        paymentId: p.paymentId,
        purchasedAt: p.paidAt,
        startsAt: p.paidAt,
        nextBillingDate: new Date(p.paidAt.getTime() + 365 * DAY),
        createdAt: p.paidAt,
      })),
    );
  });

  await inBatches(
    Array.from({ length: rows }, (_, i) => i),
    (batch) =>
      db.insert(contactMessages).values(
        batch.map((i) => ({
          ...contactMessage(
            random,
            i === 0
              ? people[sample]!
              : random() < 0.5
                ? people[between(random, 0, rows - 1)]!
                : person(random, rows + i),
          ),
          reference: newReference("CON"),
          createdAt: at(i),
        })),
      ),
  );

  await inBatches(
    Array.from({ length: rows }, (_, i) => i),
    (batch) =>
      db.insert(inquiries).values(
        batch.map((i) => {
          const owner = i === 0 ? sample : between(random, 0, rows - 1);
          const kind = pick(random, ["event", "catering", "travel"] as const);
          const data = SCHEMAS[kind].parse(inquiryBody(random, kind, people[owner]!));
          return {
            ...inquiryValues(userIds[owner]!, { kind, data } as NewInquiry),
            status: pick(random, INQUIRY_STATUSES),
            createdAt: at(i),
          };
        }),
      ),
  );
  await db.execute(sql`analyze`);
  return { sampleEmail: people[sample]!.email };
}

const percentile = (sorted: number[], p: number) => sorted[Math.max(0, Math.ceil(p * sorted.length) - 1)]!;

export interface ServerDatabase {
  handle: DatabaseHandle;
  label: string;
  /** The throwaway database's own URL. */
  url: string;
  drop: () => Promise<void>;
}

/** The server the benches may load: DATABASE_URL's when it is on this machine, else the local one. */
export function benchServerUrl(): string {
  const env = loadEnv();
  // DATABASE_URL's server only when it is on this machine: never load a live database.
  const configured = env.databaseDriver === "pg" && env.DATABASE_URL && isOnThisMachine(env.DATABASE_URL);
  return configured ? env.DATABASE_URL! : DEFAULT_SERVER;
}

/** A new, empty database on the server at `serverUrl`, dropped by drop() unless `keep`. */
export async function openServerDatabase(
  serverUrl: string,
  keep: boolean,
  prefix = "bench_admin",
): Promise<ServerDatabase> {
  const name = `${prefix}_${randomBytes(4).toString("hex")}`;
  const admin = new pg.Client({ connectionString: serverUrl, connectionTimeoutMillis: 2000 });
  await admin.connect();
  const version = (await admin.query<{ server_version: string }>("show server_version")).rows[0]!
    .server_version;
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const handle = connectRemote({ url: url.toString(), driver: "pg" });
  return {
    handle,
    label: `PostgreSQL ${version} (pg driver, ${url.host})`,
    url: url.toString(),
    drop: async () => {
      await handle.close();
      if (keep) {
        process.stdout.write(`\nKept the database: ${url.toString()}\n`);
        return;
      }
      const client = new pg.Client({ connectionString: serverUrl });
      await client.connect();
      await client.query(`drop database if exists ${name} with (force)`);
      await client.end();
    },
  };
}

/** The app as the server builds it, silent, on `db`: requests go through app.request(). */
export function benchApp(db: Database, env: Env) {
  const log = createLogger("silent");
  return createApp(buildAppDeps(db, env, { log, clientAddress: () => "127.0.0.1" }));
}

/**
 * A staff session past the second factor (decision 0041), set up as the panel does it at the
 * first sign-in: the secret asked for, a code from it confirmed. `post` sends a call to the API
 * (in process or over HTTP); the answer is the new session's tokens (its refreshes stay past the
 * factor).
 */
export async function pastSecondFactor(
  post: (path: string, token: string, body?: unknown) => Response | Promise<Response>,
  accessToken: string,
): Promise<{ accessToken: string; refreshToken: string }> {
  const setup = await post("/staff/factor/setup", accessToken);
  if (setup.status !== 200) throw new Error(`second factor set-up: ${setup.status} ${await setup.text()}`);
  const { secret } = (await setup.json()) as { secret: string };
  const confirmed = await post("/staff/factor/confirm", accessToken, { code: totp(secret, new Date()) });
  if (confirmed.status !== 200)
    throw new Error(`second factor: ${confirmed.status} ${await confirmed.text()}`);
  return (await confirmed.json()) as { accessToken: string; refreshToken: string };
}

export async function measureAdminLists(
  options: { rows?: number; requests?: number; pglite?: boolean; serverUrl?: string; keep?: boolean } = {},
): Promise<AdminListsResult> {
  const rows = options.rows ?? 10_000;
  const requests = options.requests ?? 200;
  let opened: Pick<ServerDatabase, "handle" | "label" | "drop">;
  if (options.pglite) {
    const handle = fromPglite(await PGlite.create({ extensions: PGLITE_EXTENSIONS }));
    opened = { handle, label: "PGlite 0.5 (embedded, in memory)", drop: () => handle.close() };
  } else {
    const serverUrl = options.serverUrl ?? benchServerUrl();
    try {
      opened = await openServerDatabase(serverUrl, options.keep ?? false);
    } catch (error) {
      return {
        skipped: `no Postgres server to create a database on at ${new URL(serverUrl).host} (${(error as Error).message})`,
      };
    }
  }
  const { handle, label, drop } = opened;
  const dataDir = mkdtempSync(join(tmpdir(), "bench-admin-"));
  try {
    await handle.migrate();
    await seedPlans(handle.db);
    const started = performance.now();
    const { sampleEmail } = await fill(handle.db, rows);
    const fillSeconds = (performance.now() - started) / 1000;

    const env = parseEnv({
      NODE_ENV: "test",
      LOG_LEVEL: "silent",
      JWT_SECRET: randomBytes(32).toString("hex"),
      DATA_DIR: dataDir,
    });
    const app = benchApp(handle.db, env);
    await ensureAdmin(
      handle.db,
      { email: "bench.admin@example.com", password: "bench admin password" },
      { overwrite: false },
    );
    const login = await app.request("/api/v1/user/login", {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ email: "bench.admin@example.com", password: "bench admin password" }),
    });
    const signedIn = (await login.json()) as { accessToken: string };
    const { accessToken } = await pastSecondFactor(
      (path, token, body) =>
        app.request(`/api/v1${path}`, {
          method: "POST",
          headers: { "content-type": "application/json", Authorization: `Bearer ${token}` },
          body: body === undefined ? undefined : JSON.stringify(body),
        }),
      signedIn.accessToken,
    );
    const headers = { Authorization: `Bearer ${accessToken}` };
    const get = async (path: string) => {
      const response = await app.request(`/api/v1${path}`, { headers });
      const body = await response.text();
      if (response.status !== 200) throw new Error(`${path}: ${response.status} ${body}`);
      return { response, body };
    };

    const lastPage = Math.ceil(rows / 20);
    const lists = [
      { list: "users", path: "/user/admin", key: "users" },
      { list: "invoices", path: "/invoice/admin", key: "invoices" },
      { list: "enquiries", path: "/contact/admin", key: undefined },
      { list: "inquiries", path: "/inquiry/admin", key: "inquiries" },
    ];
    // The inquiry list's own filters, as the panel's status and type choices send them.
    const inquiryFilter = {
      request: "status + type filter",
      query: "status=quoted&type=travel&page=1&limit=20",
    };
    const cases = [
      { request: "first page", query: "page=1&limit=20" },
      { request: `deep page (${lastPage})`, query: `page=${lastPage}&limit=20` },
      { request: "search an e-mail", query: `q=${encodeURIComponent(sampleEmail)}&page=1&limit=20` },
      { request: 'search "sharma"', query: "q=sharma&page=1&limit=20" },
      { request: 'search "sharma", last page', query: "q=sharma&page=LAST&limit=20" },
    ];
    const figures: AdminListFigure[] = [];
    for (const { list, path, key } of lists) {
      for (const { request, query } of list === "inquiries" ? [...cases, inquiryFilter] : cases) {
        let target = `${path}?${query}`;
        if (query.includes("LAST")) {
          const { response } = await get(`${path}?q=sharma&limit=20`);
          const total = Number(response.headers.get("X-Total-Count"));
          target = target.replace("LAST", String(Math.max(1, Math.ceil(total / 20))));
        }
        const times: number[] = [];
        let last: Awaited<ReturnType<typeof get>> | undefined;
        for (let i = 0; i < WARM_UP + requests; i += 1) {
          const t = performance.now();
          last = await get(target);
          if (i >= WARM_UP) times.push(performance.now() - t);
        }
        times.sort((a, b) => a - b);
        const parsed = JSON.parse(last!.body) as Record<string, unknown[]> | unknown[];
        figures.push({
          list,
          request,
          path: target,
          rows: (Array.isArray(parsed) ? parsed : parsed[key!]!).length,
          total: Number(last!.response.headers.get("X-Total-Count")),
          p50: percentile(times, 0.5),
          p95: percentile(times, 0.95),
        });
      }
    }
    const exports: { list: string; ms: number; bytes: number }[] = [];
    for (const { list, path } of lists) {
      const runs: { ms: number; bytes: number }[] = [];
      for (let i = 0; i < 3; i += 1) {
        const t = performance.now();
        const { body } = await get(`${path}/export.csv`);
        runs.push({ ms: performance.now() - t, bytes: Buffer.byteLength(body) });
      }
      runs.sort((a, b) => a.ms - b.ms);
      exports.push({ list, ...runs[1]! });
    }
    return { database: label, rowsPerTable: rows, requests, fillSeconds, figures, exports };
  } finally {
    await drop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

/** Prints the table; true when every p95 meets the goal. */
export function printAdminLists(result: AdminListsResult): boolean {
  const out = (text: string) => process.stdout.write(`${text}\n`);
  if ("skipped" in result) {
    out(`\nAdmin lists: skipped, ${result.skipped}`);
    return true;
  }
  const ms = (value: number) => `${value.toFixed(1)} ms`;
  const header = ["list", "request", "rows", "total", "p50", "p95", ""];
  const rows = result.figures.map((f) => [
    f.list,
    f.request,
    String(f.rows),
    String(f.total),
    ms(f.p50),
    ms(f.p95),
    f.p95 <= ADMIN_LIST_GOAL_P95_MS ? "ok" : "OVER",
  ]);
  const widths = header.map((title, i) => Math.max(title.length, ...rows.map((row) => row[i]!.length)));
  const line = (cells: string[]) => cells.map((cell, i) => cell.padEnd(widths[i]!)).join("  ");
  out(
    `\nAdmin lists: ${result.rowsPerTable.toLocaleString("en-US")} rows per table on ${result.database}, ` +
      `filled in ${result.fillSeconds.toFixed(1)} s; ${result.requests} requests each after ${WARM_UP} warm-ups, ` +
      `through the app with an admin token; goal p95 <= ${ADMIN_LIST_GOAL_P95_MS} ms`,
  );
  out([line(header), ...rows.map(line)].join("\n"));
  out(
    `CSV of a whole list (median of 3): ${result.exports
      .map((e) => `${e.list} ${e.ms.toFixed(0)} ms (${(e.bytes / 1024 / 1024).toFixed(2)} MB)`)
      .join(", ")}`,
  );
  return rows.every((row) => row[6] === "ok");
}

if (resolve(process.argv[1] ?? "") === fileURLToPath(import.meta.url)) {
  const { values } = parseArgs({
    options: {
      rows: { type: "string", default: "10000" },
      requests: { type: "string", default: "200" },
      pglite: { type: "boolean", default: false },
      keep: { type: "boolean", default: false },
    },
  });
  printAdminLists(
    await measureAdminLists({
      rows: Math.max(100, Number(values.rows) || 10_000),
      requests: Math.max(10, Number(values.requests) || 200),
      pglite: values.pglite,
      keep: values.keep,
    }),
  );
}
