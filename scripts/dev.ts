// `npm run dev`: Astro's dev server (hot reload of pages) and the API in a watched process
// (restarted on every change under src/ or drizzle/), one address for both: Vite forwards
// /api to the API process.
import { spawn, type ChildProcess } from "node:child_process";
import { createServer } from "node:net";
import { loadEnv } from "../src/server/env.ts";

const env = loadEnv();

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once("error", reject);
    probe.listen(0, "127.0.0.1", () => {
      const address = probe.address();
      probe.close(() =>
        typeof address === "object" && address ? resolve(address.port) : reject(new Error("no port")),
      );
    });
  });
}

const apiPort = await freePort();
const children: ChildProcess[] = [];
let stopping = false;

function run(command: string, args: string[], extraEnv: Record<string, string>): ChildProcess {
  const child = spawn(command, args, { stdio: "inherit", env: { ...process.env, ...extraEnv } });
  child.on("exit", (code) => {
    if (!stopping) {
      process.stderr.write(`${command} ${args[0] ?? ""} stopped (${code ?? "signal"}); stopping dev.\n`);
      stop(code ?? 1);
    }
  });
  children.push(child);
  return child;
}

function stop(code = 0): void {
  if (stopping) return;
  stopping = true;
  for (const child of children) child.kill("SIGTERM");
  setTimeout(() => process.exit(code), 3000).unref();
  Promise.all(
    children.map(
      (child) => new Promise((done) => (child.exitCode !== null ? done(null) : child.once("exit", done))),
    ),
  ).then(() => process.exit(code));
}

run(process.execPath, ["--watch-path=src", "--watch-path=drizzle", "src/server/node.ts", "--api-only"], {
  PORT: String(apiPort),
  HOST: "127.0.0.1",
});
run(
  process.execPath,
  ["node_modules/astro/bin/astro.mjs", "dev", "--host", env.HOST, "--port", String(env.PORT)],
  {
    DEV_API_PORT: String(apiPort),
    ASTRO_TELEMETRY_DISABLED: "1",
  },
);

process.once("SIGINT", () => stop(0));
process.once("SIGTERM", () => stop(0));
