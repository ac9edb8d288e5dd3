// The embedded default: `node scripts/start.ts` on a fresh DATA_DIR, as a newcomer's
// first `npm start` after the build (PGlite created, migrated and seeded), to the first 200
// from /api/v1/health and from `/`; then the server process's memory at rest (VmRSS after
// 5 s idle); then the same again on the same folder (a second start reuses the database).
// The build is included only when dist/ is missing or stale (printed). The whole newcomer
// path (clone, npm install, build, first answer) is `npm run check:fresh`.
// Alone: node scripts/bench/embedded-start.ts
import { type ChildProcess, spawn } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { buildIsStale } from "../lib/build-freshness.ts";

const ROOT = fileURLToPath(new URL("../..", import.meta.url));
export const IDLE_SECONDS = 5;

export interface StartFigure {
  /** From the process's spawn to the first 200, in ms. */
  healthMs: number;
  homeMs: number;
  /** VmRSS after IDLE_SECONDS without requests, in bytes. */
  rssBytes: number;
}

export interface EmbeddedStartResult {
  build: { included: boolean; reason: string };
  fresh: StartFigure;
  reuse: StartFigure;
}

const sleep = (ms: number) => new Promise((done) => setTimeout(done, ms));

function rssOf(pid: number): number {
  const kb = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, "utf8"))?.[1];
  if (!kb) throw new Error(`no VmRSS for process ${pid}`);
  return Number(kb) * 1024;
}

/** Polls `url` until it answers 200; the time since `since`. */
async function firstOk(url: string, since: number, child: ChildProcess): Promise<number> {
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the server exited (${child.exitCode})`);
    try {
      const response = await fetch(url);
      await response.arrayBuffer();
      if (response.status === 200) return performance.now() - since;
    } catch {
      // Not listening yet.
    }
    await sleep(10);
  }
}

async function startOnce(dataDir: string): Promise<StartFigure> {
  const since = performance.now();
  // A clean environment: a developer's .env (DATABASE_URL ...) must not change what is measured.
  const child = spawn(process.execPath, [join(ROOT, "scripts/start.ts")], {
    cwd: ROOT,
    env: { PATH: process.env.PATH ?? "", HOME: process.env.HOME ?? "", PORT: "0", DATA_DIR: dataDir },
    stdio: ["ignore", "pipe", "pipe"],
  });
  const output: string[] = [];
  try {
    const origin = await new Promise<string>((done, fail) => {
      const onData = (chunk: Buffer) => {
        output.push(chunk.toString());
        const url = /running at (http:\/\/\S+)/.exec(output.join(""))?.[1];
        if (url) done(url.replace("localhost", "127.0.0.1"));
      };
      child.stdout!.on("data", onData);
      child.stderr!.on("data", onData);
      child.once("exit", (code) => fail(new Error(`npm start exited (${code}):\n${output.join("")}`)));
    });
    const [healthMs, homeMs] = await Promise.all([
      firstOk(`${origin}/api/v1/health`, since, child),
      firstOk(`${origin}/`, since, child),
    ]);
    await sleep(IDLE_SECONDS * 1000);
    return { healthMs, homeMs, rssBytes: rssOf(child.pid!) };
  } finally {
    // Ctrl-C, as a person stops it: the embedded database closes and its lock is released.
    await new Promise<void>((done) => {
      if (child.exitCode !== null) return done();
      const timer = setTimeout(() => child.kill("SIGKILL"), 15_000);
      child.once("exit", () => {
        clearTimeout(timer);
        done();
      });
      child.kill("SIGINT");
    });
  }
}

export async function measureEmbeddedStart(): Promise<EmbeddedStartResult> {
  const { stale, reason } = buildIsStale(ROOT);
  const dataDir = mkdtempSync(join(tmpdir(), "bench-start-"));
  try {
    const fresh = await startOnce(dataDir);
    const reuse = await startOnce(dataDir);
    return { build: { included: stale, reason: stale ? reason : "dist/ is up to date" }, fresh, reuse };
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}

export function printEmbeddedStart(result: EmbeddedStartResult): void {
  const out = (text: string) => process.stdout.write(`${text}\n`);
  const s = (ms: number) => `${(ms / 1000).toFixed(2)} s`;
  const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(0)} MB`;
  out(
    `\nThe embedded default: node scripts/start.ts (PGlite in a new DATA_DIR; build ${
      result.build.included ? `INCLUDED: ${result.build.reason}` : `not included: ${result.build.reason}`
    })`,
  );
  for (const [label, figure] of [
    ["fresh folder (create, migrate, seed)", result.fresh],
    ["second start (same folder)", result.reuse],
  ] as const) {
    out(
      `  ${label.padEnd(37)} first 200 from /api/v1/health ${s(figure.healthMs)}, from / ${s(figure.homeMs)}; ` +
        `memory at rest (VmRSS after ${IDLE_SECONDS} s idle) ${mb(figure.rssBytes)}`,
    );
  }
  out("  From a fresh clone (clone, npm install, build, first answer): npm run check:fresh");
}

if (resolve(process.argv[1] ?? "") === fileURLToPath(import.meta.url)) {
  printEmbeddedStart(await measureEmbeddedStart());
}
