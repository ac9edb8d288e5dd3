// What every scheduled Netlify function must show (mail retry, payment reconcile): bundled as
// Netlify bundles it, it carries its service and no PGlite; run without a network database,
// it refuses in one logged line instead of opening the embedded one.
import { tmpdir } from "node:os";
import { basename, join } from "node:path";
import { build } from "esbuild";
import { expect, onTestFinished, vi } from "vitest";

/** Sets environment variables for one test and restores them after it. */
export function withEnv(values: Record<string, string>): void {
  const saved = Object.fromEntries(Object.keys(values).map((key) => [key, process.env[key]]));
  Object.assign(process.env, values);
  onTestFinished(() => {
    for (const [key, value] of Object.entries(saved)) {
      if (value === undefined) delete process.env[key];
      else process.env[key] = value;
    }
  });
}

/** The function's esbuild bundle holds `service` and nothing of PGlite. */
export async function expectBundleWithoutPglite(entry: URL, service: string): Promise<void> {
  const result = await build({
    entryPoints: [entry.pathname],
    bundle: true,
    platform: "node",
    format: "esm",
    target: "node22",
    outfile: join(tmpdir(), basename(entry.pathname).replace(/\.mts$/, ".mjs")),
    write: false,
    metafile: true,
    external: ["pg-native"],
    logLevel: "silent",
  });
  const inputs = Object.keys(result.metafile.inputs);
  expect(inputs.some((input) => input.endsWith(service))).toBe(true);
  expect(inputs.filter((input) => /pglite|embedded\.ts/.test(input))).toEqual([]);
}

/** Run with no DATABASE_URL, the function logs its refusal and touches no database. */
export async function expectRefusalWithoutNetworkDatabase(
  load: () => Promise<{ default: () => Promise<void> }>,
): Promise<void> {
  const logged: string[] = [];
  const spy = vi.spyOn(process.stdout, "write").mockImplementation((line) => {
    logged.push(String(line));
    return true;
  });
  onTestFinished(() => spy.mockRestore());
  withEnv({ NODE_ENV: "test", LOG_LEVEL: "error", DATABASE_URL: "", DATABASE_DRIVER: "auto" });
  vi.resetModules();
  await (await load()).default();
  expect(logged.join("")).toMatch(/DATABASE_URL must point at Neon or Postgres/);
}
