// netlify/functions/api.mts as Netlify deploys it: bundled by esbuild, imported cold, and
// called with a Web Request.
import { execFile } from "node:child_process";
import { promisify } from "node:util";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bundleFunction } from "../../scripts/bench/function-bundle.ts";
import { closeDatabaseHelpers, DATABASE_TARGETS, type TestDatabase } from "../helpers/databases.ts";

const run = promisify(execFile);
let bundle: { outfile: string; inputs: string[] };

beforeAll(async () => {
  bundle = await bundleFunction();
}, 60_000);
afterAll(closeDatabaseHelpers);

/** Imports the bundle in a fresh process with `env` and answers one request. */
async function callFunction(path: string, env: Record<string, string>) {
  const script = `
    const fn = await import(${JSON.stringify(bundle.outfile)});
    const response = await fn.default(new Request("https://site.example${path}"));
    process.stdout.write(JSON.stringify({ path: fn.config.path, status: response.status, body: await response.json() }));
    process.exit(0);`;
  const { stdout } = await run(process.execPath, ["--input-type=module", "-e", script], {
    env: { PATH: process.env.PATH ?? "", NODE_ENV: "test", LOG_LEVEL: "silent", ...env },
  });
  return JSON.parse(stdout) as { path: string; status: number; body: Record<string, unknown> };
}

describe("the Netlify Function", () => {
  it("keeps PGlite out of its bundle", () => {
    expect(bundle.inputs.some((input) => input.includes("netlify/functions/api.mts"))).toBe(true);
    expect(bundle.inputs.filter((input) => /pglite|embedded\.ts/.test(input))).toEqual([]);
  });

  it("answers 503 with err, not a crash, when it has no database configured", async () => {
    const result = await callFunction("/api/v1/health", {});
    expect(result).toEqual({
      path: "/api/v1/*",
      status: 503,
      body: { err: "The service is temporarily unavailable. Please try again shortly." },
    });
  });

  for (const target of DATABASE_TARGETS.filter((t) => t.name === "pg")) {
    describe(`on ${target.name}`, () => {
      let database: TestDatabase;
      beforeAll(async () => {
        database = await target.open();
      });
      afterAll(() => database.destroy());

      it("serves the plans from the database", async () => {
        // Through pg: Neon's driver needs Neon's WebSocket endpoint, which only the
        // in-process proxy of foundation.test.ts stands in for.
        const result = await callFunction("/api/v1/subscription", {
          DATABASE_URL: database.url!,
          DATABASE_DRIVER: "pg",
        });
        expect(result.status).toBe(200);
        const plans = result.body.subscriptions as { name: string }[];
        expect(plans.map((plan) => plan.name)).toEqual(["Essentials", "Premium", "Elite"]);
      });
    });
  }
});
