// The embedded server (PGlite in DATA_DIR) killed with SIGKILL in the middle of a stream of
// submissions, three times: each restart on the same folder must succeed (the dead owner's
// lock does not block it, the database opens) and afterwards every submission the server
// acknowledged (2xx) is stored exactly once, and none that it did not acknowledge twice.
import { spawn, type ChildProcess } from "node:child_process";
import { randomUUID } from "node:crypto";
import { existsSync, mkdtempSync, readFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { sql } from "drizzle-orm";
import { afterAll, describe, expect, it } from "vitest";
import { openEmbedded } from "../../src/server/db/embedded.ts";
import { eventInquiry } from "../fixtures/inquiries.ts";
import { TEST_JWT_SECRET } from "../helpers/app.ts";
import { SOLVED_LOCAL_CAPTCHA } from "../fixtures/captcha.ts";

const ROOT = new URL("../../", import.meta.url).pathname;
const KILLS = 3;
/** Submissions in flight at once. */
const IN_FLIGHT = 4;

interface Running {
  child: ChildProcess;
  base: string;
  exited: Promise<number | null>;
}

const children = new Set<ChildProcess>();
afterAll(() => {
  for (const child of children) child.kill("SIGKILL");
});

/**
 * `node src/server/node.ts --api-only`, as `npm run dev` runs it (`npm start` is the same
 * server after building the site, which a test need not wait for), on a free port.
 */
async function startEmbedded(dataDir: string): Promise<Running> {
  const child = spawn(process.execPath, ["src/server/node.ts", "--api-only"], {
    cwd: ROOT,
    env: {
      PATH: process.env.PATH ?? "",
      NODE_ENV: "test",
      DATA_DIR: dataDir,
      PORT: "0",
      JWT_SECRET: TEST_JWT_SECRET,
      LOG_LEVEL: "error",
      RATE_LIMIT_MULTIPLIER: "1000",
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  children.add(child);
  const exited = new Promise<number | null>((resolve) =>
    child.once("exit", (code) => {
      children.delete(child);
      resolve(code);
    }),
  );
  let output = "";
  const base = await new Promise<string>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`the server did not start:\n${output}`)), 120_000);
    const read = (chunk: Buffer) => {
      output += chunk.toString();
      const match = /API listening on (http:\/\/\S+\/api\/v1)/.exec(output);
      if (match) {
        clearTimeout(timer);
        resolve(match[1]!);
      }
    };
    child.stdout!.on("data", read);
    child.stderr!.on("data", read);
    void exited.then((code) => {
      clearTimeout(timer);
      reject(new Error(`the server exited (${code}) before listening:\n${output}`));
    });
  });
  return { child, base, exited };
}

type Kind = "contact" | "inquiry";
interface Submission {
  kind: Kind;
  marker: string;
  acknowledged: boolean;
}

describe("the embedded server killed with SIGKILL during a stream of submissions", () => {
  it(`keeps every acknowledged submission exactly once across ${KILLS} kills`, async () => {
    const dataDir = mkdtempSync(join(tmpdir(), "faults-kill-"));
    const submissions: Submission[] = [];
    const timings: string[] = [];

    let server = await startEmbedded(dataDir);
    // Members enough for the stream's inquiries (each may send 20 a day).
    const accessTokens: string[] = [];
    for (let i = 0; i < 10; i += 1) {
      const email = `killed.${Date.now().toString(36)}.${i}@example.com`;
      const created = await fetch(`${server.base}/user/create`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({
          name: "Kill Test",
          email,
          phoneNo: "9876543210",
          password: "member password",
        }),
      });
      expect(created.status).toBe(201);
      accessTokens.push(((await created.json()) as { accessToken: string }).accessToken);
    }
    let inquiries = 0;

    const submit = async (base: string, kind: Kind): Promise<void> => {
      const marker = randomUUID();
      const submission: Submission = { kind, marker, acknowledged: false };
      submissions.push(submission);
      const request =
        kind === "contact"
          ? fetch(`${base}/contact/create`, {
              method: "POST",
              headers: { "content-type": "application/json" },
              body: JSON.stringify({
                name: "Meera Iyer",
                email: `meera.${marker.slice(0, 8)}@example.com`,
                subject: "event",
                message: `kill test ${marker}`,
                capchaToken: SOLVED_LOCAL_CAPTCHA,
              }),
            })
          : fetch(`${base}/inquiry/create_event`, {
              method: "POST",
              headers: {
                "content-type": "application/json",
                authorization: `Bearer ${accessTokens[(inquiries += 1) % accessTokens.length]}`,
              },
              body: JSON.stringify(eventInquiry({ additionalDetails: `kill test ${marker}` })),
            });
      try {
        const response = await request;
        if (response.status === 201) submission.acknowledged = true;
        else throw new Error(`${kind} answered ${response.status}: ${await response.text()}`);
      } catch (error) {
        // The connection dies with the server: unacknowledged, which is allowed.
        if (error instanceof Error && error.message.includes("answered")) throw error;
      }
    };

    for (let kill = 1; kill <= KILLS; kill += 1) {
      // Kill after a random number of acknowledgements, a random moment later.
      const killAfter = 10 + Math.floor(Math.random() * 20);
      const acknowledgedBefore = submissions.filter((s) => s.acknowledged).length;
      let stop = false;
      const base = server.base;
      const worker = async (n: number) => {
        for (let i = 0; !stop; i += 1) await submit(base, (n + i) % 2 === 0 ? "contact" : "inquiry");
      };
      const workers = Array.from({ length: IN_FLIGHT }, (_, n) => worker(n));
      while (submissions.filter((s) => s.acknowledged).length - acknowledgedBefore < killAfter) {
        await new Promise((resolve) => setTimeout(resolve, 2));
      }
      await new Promise((resolve) => setTimeout(resolve, Math.random() * 20));
      server.child.kill("SIGKILL");
      await server.exited;
      stop = true;
      await Promise.all(workers);
      // The dead process's lock file is still there; the restart must take it over.
      expect(existsSync(join(dataDir, "db.lock"))).toBe(true);

      const started = performance.now();
      server = await startEmbedded(dataDir);
      timings.push(`restart ${kill}: ${Math.round(performance.now() - started)} ms`);
      expect(readFileSync(join(dataDir, "db.lock"), "utf8")).toBe(String(server.child.pid));
      // The member and its session survived, and the server takes submissions again.
      const health = await fetch(`${server.base}/health`);
      expect(health.status).toBe(200);
      await submit(server.base, "inquiry");
      expect(submissions.at(-1)!.acknowledged).toBe(true);
    }

    // A clean stop, then the folder read directly.
    server.child.kill("SIGTERM");
    expect(await server.exited).toBe(0);
    const handle = await openEmbedded(dataDir);
    let stored: Map<string, number>;
    try {
      const rows = (await handle.db.execute(sql`
        select substring(message from 'kill test (.*)$') as marker from contact_messages
        union all
        select substring(details->>'additionalDetails' from 'kill test (.*)$') from inquiries`)) as unknown as {
        rows: { marker: string | null }[];
      };
      stored = new Map();
      for (const { marker } of rows.rows) {
        if (marker) stored.set(marker, (stored.get(marker) ?? 0) + 1);
      }
    } finally {
      await handle.close();
    }

    const acknowledged = submissions.filter((s) => s.acknowledged);
    const unacknowledged = submissions.filter((s) => !s.acknowledged);
    const lost = acknowledged.filter((s) => stored.get(s.marker) !== 1);
    expect(lost.map((s) => `${s.kind} ${s.marker}: stored ${stored.get(s.marker) ?? 0} times`)).toEqual([]);
    expect(unacknowledged.filter((s) => (stored.get(s.marker) ?? 0) > 1)).toEqual([]);
    // Nothing stored that was never sent.
    const sent = new Set(submissions.map((s) => s.marker));
    expect([...stored.keys()].filter((marker) => !sent.has(marker))).toEqual([]);
    const keptUnacknowledged = unacknowledged.filter((s) => stored.has(s.marker)).length;
    process.stdout.write(
      `\nSIGKILL x${KILLS}: ${acknowledged.length} acknowledged, all stored once; ${unacknowledged.length} cut off (${keptUnacknowledged} of them stored); ${timings.join(", ")}\n`,
    );
  }, 300_000);
});
