// The database going away under the real local server (startServer: the pool settings of
// src/server/db/remote.ts, the API and the static site on one port), on the server drivers
// (pg and Neon; PGlite is in-process and cannot be "down"). Between the driver and Postgres
// sits a switchable TCP proxy (tests/helpers/fault-proxy.ts): refused connections (server
// down), a black hole (network gone: nothing answers, nothing fails) and cut connections
// (restart, failover). Every kind of API call must answer 503 { err } within 2 s, the static
// pages keep working, and when the database is back the same server answers 200 again.
import { mkdtempSync, mkdirSync, writeFileSync } from "node:fs";
import { createServer, type AddressInfo, type Socket } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { connectRemote } from "../../src/server/db/remote.ts";
import type { DatabaseHandle } from "../../src/server/db/types.ts";
import { UNAVAILABLE_MESSAGE } from "../../src/server/error-handler.ts";
import { parseEnv } from "../../src/server/env.ts";
import { isDatabaseUnavailable } from "../../src/server/errors.ts";
import { createLogger } from "../../src/server/log.ts";
import { startServer, type RunningServer } from "../../src/server/node.ts";
import { eventInquiry } from "../fixtures/inquiries.ts";
import { TEST_JWT_SECRET, type LoggedLine } from "../helpers/app.ts";
import {
  allowNeonAddress,
  closeDatabaseHelpers,
  DATABASE_TARGETS,
  type TestDatabase,
} from "../helpers/databases.ts";
import { startFaultProxy, type FaultMode, type FaultProxy } from "../helpers/fault-proxy.ts";
import { SOLVED_LOCAL_CAPTCHA } from "../fixtures/captcha.ts";

/** What a caller may wait, at most, for an answer while the database is away. */
const ANSWER_WITHIN_MS = 2000;
const serverUrl = process.env.TEST_DATABASE_URL;
const SERVER_TARGETS = DATABASE_TARGETS.filter((target) => target.name !== "pglite");

afterAll(closeDatabaseHelpers);

if (!serverUrl) {
  process.stderr.write(
    "\ntests/faults/database-down.test.ts: the API's outage and recovery tests need a Postgres " +
      "server (set TEST_DATABASE_URL; CI does). Without one, only the pool's time limits run.\n",
  );
  // What needs no server: the pg pool in front of a database that refuses or never answers.
  describe("the pg pool with no database behind it", () => {
    it.each([
      ["refuses connections (a closed port)", "refuse"],
      ["accepts and never answers (a black hole)", "blackhole"],
    ] as const)("gives up within 2 s, as unavailable, when the address %s", async (_, mode) => {
      const held: Socket[] = [];
      const listener = createServer((socket) => held.push(socket));
      await new Promise<void>((listening) => listener.listen(0, "127.0.0.1", listening));
      const { port } = listener.address() as AddressInfo;
      // Refused: nothing listens on the port any more. Black hole: the listener holds on.
      if (mode === "refuse") await new Promise((closed) => listener.close(closed));
      const handle = connectRemote({ url: `postgres://nova@127.0.0.1:${port}/nova`, driver: "pg" });
      try {
        const started = performance.now();
        const error: unknown = await handle.db.execute(sql`select 1`).then(
          () => new Error("answered"),
          (failure: unknown) => failure,
        );
        expect(isDatabaseUnavailable(error), String(error)).toBe(true);
        expect(performance.now() - started).toBeLessThan(ANSWER_WITHIN_MS);
        if (mode === "blackhole") expect(held.length).toBeGreaterThan(0);
      } finally {
        for (const socket of held) socket.destroy();
        listener.close();
        await handle.close();
      }
    });
  });
}

/** A built site stand-in: the static handler serves it while the database is down. */
function staticSite(): string {
  const dist = mkdtempSync(join(tmpdir(), "faults-dist-"));
  writeFileSync(join(dist, "index.html"), "<!doctype html><title>Nova Experience</title><h1>Home</h1>");
  mkdirSync(join(dist, "about-us"));
  writeFileSync(join(dist, "about-us", "index.html"), "<!doctype html><title>About us</title>");
  writeFileSync(join(dist, "404.html"), "<!doctype html><title>Not found</title>");
  return dist;
}

interface Timed {
  name: string;
  status: number;
  body: Record<string, unknown>;
  ms: number;
}

/** The worst answer time per mode and driver, printed at the end for the README's figures. */
const figures: string[] = [];
afterAll(() => {
  if (figures.length > 0) process.stdout.write(`\n${figures.join("\n")}\n`);
});

describe.each(SERVER_TARGETS)("the API with its database going away, on $name", (target) => {
  let database: TestDatabase;
  let proxy: FaultProxy;
  let server: RunningServer;
  const logs: LoggedLine[] = [];
  let member: { token: string; id: string; email: string };

  beforeAll(async () => {
    database = await target.open();
    const { hostname, port } = new URL(serverUrl!);
    proxy = await startFaultProxy({ host: hostname, port: Number(port || 5432) });
    if (target.name === "neon") await allowNeonAddress(proxy.address);
    const url = new URL(database.url!);
    url.host = proxy.address;
    const env = parseEnv({
      NODE_ENV: "test",
      DATABASE_URL: url.toString(),
      DATABASE_DRIVER: target.name,
      DATA_DIR: mkdtempSync(join(tmpdir(), "faults-data-")),
      JWT_SECRET: TEST_JWT_SECRET,
      HOST: "127.0.0.1",
      PORT: "0",
      // The calls below come from one address; the limits are not what is tested here.
      RATE_LIMIT_MULTIPLIER: "100",
    });
    const log = createLogger("debug", {}, (line) => logs.push(JSON.parse(line) as LoggedLine));
    server = await startServer({ env, log, distDir: staticSite() });

    const email = `faults.${Date.now().toString(36)}@example.com`;
    const created = await call("POST", "/user/create", undefined, {
      name: "Faults",
      email,
      phoneNo: "9876543210",
      password: "member password",
    });
    expect(created.status).toBe(201);
    const body = (await created.json()) as { accessToken: string; newUser: { _id: string } };
    member = { token: body.accessToken, id: body.newUser._id, email };
  });

  afterAll(async () => {
    // The proxy first: it drops what a black hole still holds, so that the pool can end.
    await proxy?.close();
    await server?.close();
    await database?.destroy();
  });

  function call(method: string, path: string, token?: string, body?: unknown) {
    return fetch(`${server.url}/api/v1${path}`, {
      method,
      headers: {
        "content-type": "application/json",
        ...(token ? { authorization: `Bearer ${token}` } : {}),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
      // A hanging server must fail the test, not hold it.
      signal: AbortSignal.timeout(10_000),
    });
  }

  /** One of each kind of call: public read, signed-in read, public write, signed-in write, login. */
  const calls: [string, () => Promise<Response>][] = [
    ["GET /subscription", () => call("GET", "/subscription")],
    ["GET /invoice/getall/:id", () => call("GET", `/invoice/getall/${member.id}`, member.token)],
    [
      "POST /contact/create",
      () =>
        call("POST", "/contact/create", undefined, {
          name: "Meera Iyer",
          email: "meera@example.com",
          subject: "general",
          message: "Is the hall free in March?",
          capchaToken: SOLVED_LOCAL_CAPTCHA,
        }),
    ],
    ["POST /inquiry/create_event", () => call("POST", "/inquiry/create_event", member.token, eventInquiry())],
    [
      "POST /user/login",
      () => call("POST", "/user/login", undefined, { email: member.email, password: "member password" }),
    ],
  ];

  async function timed(name: string, send: () => Promise<Response>): Promise<Timed> {
    const started = performance.now();
    const response = await send();
    const body = (await response.json()) as Record<string, unknown>;
    return { name, status: response.status, body, ms: Math.round(performance.now() - started) };
  }

  /** Every call `times` times, all at once: enough to fill the pool (10 connections). */
  const burst = (times: number) =>
    Promise.all(Array.from({ length: times }, () => calls.map(([name, send]) => timed(name, send))).flat());

  const succeeded = (results: Timed[]) =>
    results.filter((result) => result.status >= 400).map((result) => `${result.name}: ${result.status}`);

  async function expectWorking() {
    expect(succeeded(await burst(3))).toEqual([]);
    const health = await timed("GET /health", () => call("GET", "/health"));
    expect(health).toMatchObject({ status: 200, body: { status: "ok", database: "ok" } });
  }

  async function expectStaticPages() {
    for (const path of ["/", "/about-us"]) {
      const response = await fetch(`${server.url}${path}`, { signal: AbortSignal.timeout(5000) });
      expect(response.status, path).toBe(200);
      expect(await response.text()).toContain("<title>");
    }
  }

  it.each(["refuse", "blackhole"] as const)(
    "answers every call 503 within 2 s while the database %ss, serves the pages, and recovers",
    async (mode: FaultMode) => {
      // A warm pool first: idle connections that the outage finds open.
      await expectWorking();
      await proxy.setMode(mode);
      const rounds: Timed[] = [];
      try {
        for (let round = 0; round < 2; round += 1) {
          const results = await Promise.all([
            burst(3),
            timed("GET /health", () => call("GET", "/health")),
          ]).then(([many, health]) => [...many, health]);
          rounds.push(...results);
        }
      } finally {
        // Whatever happened, the next test finds the database there.
        if (!rounds.length) await proxy.setMode("pass");
      }
      for (const result of rounds) {
        expect(result.status, result.name).toBe(503);
        const err = result.name === "GET /health" ? "Database unavailable" : UNAVAILABLE_MESSAGE;
        expect(result.body, result.name).toEqual({ err });
        expect(result.ms, result.name).toBeLessThan(ANSWER_WITHIN_MS);
      }
      await expectStaticPages();
      const worst = Math.max(...rounds.map((result) => result.ms));
      const median = rounds.map((result) => result.ms).sort((a, b) => a - b)[rounds.length >> 1];

      await proxy.setMode("pass");
      const back = performance.now();
      await vi.waitFor(expectWorking, { timeout: 60_000, interval: 200 });
      const recovery = Math.round(performance.now() - back);
      figures.push(
        `${target.name} ${mode}: ${rounds.length} calls answered 503, median ${median} ms, worst ${worst} ms; 200 again ${recovery} ms after the database came back`,
      );
      expect(logs.filter((line) => line.msg === "unhandled error")).toEqual([]);
    },
  );

  // The pool itself, at the edges the API calls above rarely reach on their own.
  describe("the connection pool", () => {
    let handle: DatabaseHandle;
    beforeAll(() => {
      const url = new URL(database.url!);
      url.host = proxy.address;
      handle = connectRemote({ url: url.toString(), driver: target.name as "pg" | "neon" });
    });
    afterAll(async () => {
      await proxy.setMode("pass");
      await handle.close();
    });
    /** One row, read through the pool (execute's result type depends on the driver). */
    const selectOne = async () =>
      (await handle.db.execute(sql`select 1 as one`)) as unknown as { rows: unknown[] };

    it("is not left full of dead connections by transactions whose BEGIN met the outage", async () => {
      // Ten open connections, all idle in the pool when the network goes.
      await Promise.all(Array.from({ length: 10 }, () => handle.db.execute(sql`select pg_sleep(0.05)`)));
      await proxy.setMode("blackhole");
      const failed = await Promise.allSettled(
        Array.from({ length: 10 }, () => handle.db.transaction((tx) => tx.execute(sql`select 1`))),
      );
      expect(failed.map((result) => result.status)).toEqual(Array(10).fill("rejected"));
      await proxy.setMode("pass");
      // Without releasing them, all ten would still be checked out: no query could ever run.
      const answers = await Promise.all(Array.from({ length: 10 }, selectOne));
      expect(answers.every((answer) => answer.rows.length === 1)).toBe(true);
    });

    it("lets a burst three times the pool's size wait its turn while the database answers", async () => {
      // 30 statements of 0.8 s on 10 connections: the last ten start after 1.6 s, longer than
      // a connection attempt may take (the pool's own wait would have given up), and end after 2.4 s.
      const started = performance.now();
      const answers = await Promise.all(
        Array.from({ length: 30 }, () => handle.db.execute(sql`select pg_sleep(0.8)`)),
      );
      expect(answers).toHaveLength(30);
      expect(performance.now() - started).toBeGreaterThan(2300);
    });

    it("sends a queue three times the pool's size away within 2 s of a black hole", async () => {
      await Promise.all(Array.from({ length: 10 }, selectOne));
      await proxy.setMode("blackhole");
      const outcomes = await Promise.all(
        Array.from({ length: 30 }, async () => {
          const started = performance.now();
          const error = await selectOne().then(
            () => undefined,
            (failure: unknown) => failure,
          );
          return { unavailable: isDatabaseUnavailable(error), ms: performance.now() - started };
        }),
      );
      await proxy.setMode("pass");
      expect(outcomes.filter((outcome) => !outcome.unavailable)).toEqual([]);
      expect(Math.max(...outcomes.map((outcome) => outcome.ms))).toBeLessThan(ANSWER_WITHIN_MS);
      expect((await selectOne()).rows).toHaveLength(1);
    });

    it("turns a connection cut in the middle of a transaction into an error, not a crash", async () => {
      const outcome = handle.db.transaction(async (tx) => {
        await tx.execute(sql`select 1`);
        proxy.cut();
        // The connection's error arrives while no query of it runs.
        await new Promise((resolve) => setTimeout(resolve, 200));
        return tx.execute(sql`select 2`);
      });
      await expect(outcome).rejects.toSatisfy(isDatabaseUnavailable);
      expect((await selectOne()).rows).toHaveLength(1);
    });
  });

  it("answers within 2 s when live connections are cut, and works on at once", async () => {
    await expectWorking();
    const inFlight = burst(3);
    await new Promise((resolve) => setTimeout(resolve, 5));
    proxy.cut();
    const results = await inFlight;
    for (const result of results) {
      expect([200, 201, 503], result.name).toContain(result.status);
      if (result.status === 503) expect(result.body).toEqual({ err: UNAVAILABLE_MESSAGE });
      expect(result.ms, result.name).toBeLessThan(ANSWER_WITHIN_MS);
    }
    await expectWorking();
    const failed = results.filter((result) => result.status === 503).length;
    figures.push(
      `${target.name} cut: ${failed} of ${results.length} calls in flight answered 503, worst ${Math.max(...results.map((result) => result.ms))} ms; the next calls 200`,
    );
    expect(logs.filter((line) => line.msg === "unhandled error")).toEqual([]);
  });
});
