// What every scheduled Netlify function must show (mail retry, payment reconcile): built as it
// is deployed, it carries its service and no PGlite; run without a complete production
// configuration, it refuses in one logged line instead of opening anything.
// tests/api/netlify-function.test.ts holds every function to the same, built and imported cold.
import { basename, extname } from "node:path";
import { expect, onTestFinished, vi } from "vitest";
import { buildForTest } from "./deployed-function.ts";

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

/** The function's deployed file holds `service` and nothing of PGlite. */
export async function expectBundleWithoutPglite(entry: URL, service: string): Promise<void> {
  const name = basename(entry.pathname, extname(entry.pathname));
  const [built] = await buildForTest([{ name, source: entry.pathname }]);
  expect(built!.inputs.some((input) => input.endsWith(service))).toBe(true);
  expect(built!.inputs.filter((input) => /pglite|embedded\.ts/.test(input))).toEqual([]);
}

/** Run with no DATABASE_URL (nor any other secret), the function logs its refusal and touches nothing. */
export async function expectRefusalWithoutNetworkDatabase(
  load: () => Promise<{ default: () => Promise<void> }>,
): Promise<void> {
  const logged: string[] = [];
  const write = (line: unknown) => {
    logged.push(String(line));
    return true;
  };
  const spies = [
    vi.spyOn(process.stdout, "write").mockImplementation(write),
    vi.spyOn(process.stderr, "write").mockImplementation(write),
    vi.spyOn(console, "error").mockImplementation(write),
  ];
  onTestFinished(() => spies.forEach((spy) => spy.mockRestore()));
  // Even in a test process: a Netlify function is production by construction (decision 0020).
  withEnv({ NODE_ENV: "test", LOG_LEVEL: "error", DATABASE_URL: "", DATABASE_DRIVER: "auto" });
  vi.resetModules();
  await (await load()).default();
  expect(logged).toHaveLength(1);
  expect(logged[0]).toMatch(
    /refused to start.*Refusing to start in production.*DATABASE_URL: required in production/,
  );
}
