// Every function in netlify/functions/ as Netlify deploys it: the file the build writes
// (scripts/lib/function-build.ts), imported cold in a fresh process. A deployed function is
// production by construction (decision 0020): with neither NETLIFY nor NODE_ENV=production it
// still refuses to start without every production secret, and it never picks a local
// stand-in. What Netlify reads from the file (v2, config) is checked the way Netlify reads it.
import { randomUUID } from "node:crypto";
import { existsSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import { basename, extname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { parse } from "smol-toml";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  FUNCTION_BUDGET_BYTES,
  functionProblems,
  FUNCTIONS_OUT_DIR,
  type BuiltFunction,
} from "../../scripts/lib/function-build.ts";
import { CAPTCHA_UNAVAILABLE_MESSAGE } from "../../src/server/captcha/verifier.ts";
import { PRODUCTION_REQUIRED, TEST_ONLY_OVERRIDES } from "../../src/server/env.ts";
import { UNAVAILABLE_MESSAGE } from "../../src/server/error-handler.ts";
import { eventInquiry } from "../fixtures/inquiries.ts";
import { closeDatabaseHelpers, DATABASE_TARGETS, type TestDatabase } from "../helpers/databases.ts";
import {
  buildForTest,
  PRODUCTION_SECRETS,
  runDeployed,
  staticAnalysis,
  temporaryDir,
  type DeployedRun,
} from "../helpers/deployed-function.ts";

const ROOT = fileURLToPath(new URL("../..", import.meta.url));
const SOURCE_DIR = join(ROOT, "netlify", "functions");
const LOCAL_TOKEN = `local-captcha-ok.${"D".repeat(22)}`;
/** The real providers' hosts: the only places a deployed function may send anything. */
const PROVIDER_HOSTS = ["api.razorpay.com", "api.postmarkapp.com", "www.google.com"];

let built: BuiltFunction[];
beforeAll(async () => {
  built = await buildForTest();
}, 300_000);
afterAll(closeDatabaseHelpers);

/** A DATA_DIR that does not exist yet: a function that writes anything local creates it. */
const freshDataDir = () => join(temporaryDir("deployed-data-"), "data");

/** The environments a deployed function may meet: neither variable, or a development one. */
const ENVIRONMENTS: { label: string; vars: Record<string, string> }[] = [
  { label: "neither NETLIFY nor NODE_ENV", vars: {} },
  { label: "NODE_ENV=development", vars: { NODE_ENV: "development" } },
];

function expectNothingLocal(run: DeployedRun, dataDir: string) {
  // No outbox file, no generated JWT key, no embedded database: nothing under DATA_DIR.
  expect(existsSync(dataDir)).toBe(false);
  for (const address of run.fetched) expect(PROVIDER_HOSTS).toContain(new URL(address).hostname);
}

describe("the deployed Netlify functions", () => {
  it("are one built file for each function in netlify/functions/", () => {
    const sources = readdirSync(SOURCE_DIR).map((file) => basename(file, extname(file)));
    expect(built.map((fn) => fn.name).sort()).toEqual(sources.sort());
    for (const fn of built) expect(basename(fn.file)).toBe(`${fn.name}.mjs`);
  });

  it("are what Netlify deploys: the folder netlify.toml names, zipped as they are", () => {
    const toml = parse(readFileSync(join(ROOT, "netlify.toml"), "utf8")) as {
      build: { command: string };
      functions: { directory: string; node_bundler: string };
    };
    expect(join(ROOT, toml.functions.directory)).toBe(FUNCTIONS_OUT_DIR);
    // "none": Netlify neither re-bundles nor traces the file; it zips it beside its bootstrap.
    expect(toml.functions.node_bundler).toBe("none");
    // Netlify's build command builds them (and the bench measures what it wrote).
    expect(toml.build.command).toMatch(/npm run build$/);
    const pkg = JSON.parse(readFileSync(join(ROOT, "package.json"), "utf8")) as {
      scripts: Record<string, string>;
    };
    expect(pkg.scripts.build).toContain("npm run build:functions");
    expect(pkg.scripts["build:functions"]).toBe("node scripts/build-functions.ts");
  });

  it("are each within the 1.6 MB budget and carry no PGlite", () => {
    expect(functionProblems(built)).toEqual([]);
    for (const fn of built) {
      expect(fn.inputs).toContain(`netlify/functions/${basename(fn.source)}`);
      expect(fn.inputs.filter((input) => /pglite|embedded\.ts/.test(input))).toEqual([]);
    }
  });

  it("leave the API's description to the site's file: the API function carries no generator and skips its address", async () => {
    const api = built.find((fn) => fn.name === "api")!;
    // Decision 0047: dist/api/v1/openapi.json, answered by the CDN (about 110 KB out of the function).
    expect(
      api.inputs.filter((input) => /schemas\/api\/(openapi|operations|responses)\.ts$/.test(input)),
    ).toEqual([]);
    expect(readFileSync(api.file, "utf8")).not.toContain("openapi.ts");
    const { config } = await runDeployed(api.file, {}, "return null;");
    expect(config).toEqual({ path: "/api/v1/*", excludedPath: ["/api/v1/openapi.json"] });
  });

  it("fail the build when one is over the budget or carries PGlite", () => {
    const [fn] = built;
    expect(functionProblems([{ ...fn!, bytes: FUNCTION_BUDGET_BYTES + 1 }])).toEqual([
      `${fn!.name}: 1.60 MB, over the 1.60 MB budget`,
    ]);
    expect(
      functionProblems([
        { ...fn!, inputs: [...fn!.inputs, "node_modules/@electric-sql/pglite/dist/index.js"] },
      ]),
    ).toEqual([
      `${fn!.name}: carries the embedded database (node_modules/@electric-sql/pglite/dist/index.js)`,
    ]);
  });

  it("declare a v2 function and its config where Netlify's build reads them", async () => {
    for (const fn of built) {
      const { config } = await runDeployed(fn.file, {}, "return null;");
      expect(config.path ?? config.schedule).toBeTruthy();
      expect(staticAnalysis(fn.file), fn.name).toEqual({ v2: true, config });
    }
  });

  describe.each(ENVIRONMENTS)("with $label", ({ vars }) => {
    it("refuse to start without the production secrets, in one line naming every missing one", async () => {
      // Nothing set; and only a database (as `netlify serve` ran the API: no payment, mail or
      // captcha keys), where a function that guessed "not production" would pick the stand-ins.
      const cases: Record<string, string>[] = [{}, { DATABASE_URL: PRODUCTION_SECRETS.DATABASE_URL }];
      for (const fn of built) {
        for (const given of cases) {
          const dataDir = freshDataDir();
          const run = await runDeployed(fn.file, { ...vars, ...given, LOG_LEVEL: "info", DATA_DIR: dataDir });

          expect(run.threw, fn.name).toBeUndefined();
          if (run.config.path) {
            expect(run.result, fn.name).toEqual({ status: 503, body: { err: UNAVAILABLE_MESSAGE } });
          } else {
            expect(run.result, fn.name).toBeUndefined();
          }
          expect(run.lines, fn.name).toHaveLength(1);
          const [line] = run.lines;
          expect(line).toMatchObject({ level: "error", fn: fn.name, msg: `${fn.name} refused to start` });
          expect(line!.error).toMatch(/^Refusing to start in production/);
          for (const key of PRODUCTION_REQUIRED) {
            const missing = !(key in given);
            expect(String(line!.error).includes(`${key}: required in production`), key).toBe(missing);
          }
          expect(JSON.stringify(line)).not.toMatch(/\n\s+at /);
          expect(run.fetched).toEqual([]);
          expectNothingLocal(run, dataDir);
        }
      }
    });

    it("pick Razorpay, Postmark and reCAPTCHA when every secret is set, never a local stand-in", async () => {
      for (const fn of built) {
        const dataDir = freshDataDir();
        const run = await runDeployed(fn.file, {
          ...vars,
          ...PRODUCTION_SECRETS,
          LOG_LEVEL: "info",
          DATA_DIR: dataDir,
        });

        const started = run.lines.filter((line) => line.msg === "started in production");
        expect(started, fn.name).toEqual([
          expect.objectContaining({
            fn: fn.name,
            database: "pg",
            // WhatsApp is optional: without its credentials, none (messages fall back to e-mail).
            providers: { payments: "razorpay", mail: "postmark", captcha: "recaptcha", whatsapp: "off" },
          }),
        ]);
        expect(run.lines.some((line) => /refused to start/.test(String(line.msg)))).toBe(false);
        // The API answers; the database is a closed port, so that answer is a 503 with err.
        if (run.config.path) {
          expect(run.result, fn.name).toEqual({ status: 503, body: { err: expect.any(String) } });
        }
        expectNothingLocal(run, dataDir);
      }
    });

    it("refuse the test-only overrides that point a provider at a stand-in", async () => {
      const overrides = {
        POSTMARK_API_HOST: "127.0.0.1:9",
        RAZORPAY_API_URL: "http://127.0.0.1:9",
        RECAPTCHA_VERIFY_URL: "http://127.0.0.1:9/siteverify",
        WHATSAPP_API_URL: "http://127.0.0.1:9",
      } satisfies Record<(typeof TEST_ONLY_OVERRIDES)[number], string>;
      for (const fn of built) {
        const dataDir = freshDataDir();
        const run = await runDeployed(fn.file, {
          ...vars,
          ...PRODUCTION_SECRETS,
          ...overrides,
          LOG_LEVEL: "info",
          DATA_DIR: dataDir,
        });

        expect(run.lines, fn.name).toHaveLength(1);
        for (const key of TEST_ONLY_OVERRIDES) {
          expect(run.lines[0]!.error).toContain(`${key}: points a provider at a local stand-in`);
        }
        expect(run.fetched).toEqual([]);
        expectNothingLocal(run, dataDir);
      }
    });
  });

  it("are production even when an entry forgets to ask for it", async () => {
    // A function written the old way (loadEnv() with no option) is production once built.
    const dir = temporaryDir("forgetful-fn-");
    const source = join(dir, "forgetful.mts");
    const envModule = fileURLToPath(new URL("../../src/server/env.ts", import.meta.url));
    writeFileSync(
      source,
      `import { loadEnv } from ${JSON.stringify(envModule)};\n` +
        `export default async () => { try { loadEnv(); return "started"; } catch (error) { return String(error); } };\n` +
        `export const config = { schedule: "@daily" };\n`,
    );
    const [forgetful] = await buildForTest([{ name: "forgetful", source }]);
    const run = await runDeployed(forgetful!.file, {}, "return fn.default();");
    expect(run.result).toMatch(/^ConfigError: Refusing to start in production/);
  });
});

for (const target of DATABASE_TARGETS.filter((t) => t.name === "pg")) {
  // Through pg only: Neon's driver would need Neon's WebSocket endpoint, which only the
  // in-process proxy of tests/helpers/databases.ts stands in for, and a fresh process has none.
  describe(`the deployed API function on ${target.name}`, () => {
    let database: TestDatabase;
    let api: BuiltFunction;
    beforeAll(async () => {
      database = await target.open();
      api = built.find((fn) => fn.name === "api")!;
    });
    afterAll(() => database.destroy());

    const production = () => ({ ...PRODUCTION_SECRETS, DATABASE_URL: database.url!, LOG_LEVEL: "warn" });

    it.each(ENVIRONMENTS)(
      "with the database but no provider secrets (as under `netlify serve`), refuses with $label",
      async ({ vars }) => {
        const dataDir = freshDataDir();
        const run = await runDeployed(
          api.file,
          { ...vars, DATABASE_URL: database.url!, LOG_LEVEL: "warn", DATA_DIR: dataDir },
          'return [await call("/api/v1/subscription"), await call("/api/v1/health")];',
        );
        // Not the plans through a local test checkout: nothing is served at all.
        expect(run.result).toEqual([
          { status: 503, body: { err: UNAVAILABLE_MESSAGE } },
          { status: 503, body: { err: UNAVAILABLE_MESSAGE } },
        ]);
        expect(run.lines).toHaveLength(2);
        for (const line of run.lines) {
          expect(line.error).toMatch(/RAZORPAY_KEY_ID: required in production/);
          expect(line.error).not.toMatch(/DATABASE_URL/);
        }
        expectNothingLocal(run, dataDir);
      },
    );

    it.each(ENVIRONMENTS)("serves the plans from the database with $label", async ({ vars }) => {
      const run = await runDeployed(
        api.file,
        { ...vars, ...production(), DATA_DIR: freshDataDir() },
        'return call("/api/v1/subscription");',
      );
      const result = run.result as { status: number; body: { subscriptions: { name: string }[] } };
      expect(result.status).toBe(200);
      expect(result.body.subscriptions.map((plan) => plan.name)).toEqual(["Essentials", "Premium", "Elite"]);
    });

    it.each(ENVIRONMENTS)(
      "charges through Razorpay, checks through reCAPTCHA and mails through Postmark with $label",
      async ({ vars }) => {
        const dataDir = freshDataDir();
        const email = `deployed-${randomUUID()}@example.com`;
        const run = await runDeployed(
          api.file,
          { ...vars, ...production(), DATA_DIR: dataDir },
          `
          const json = (body) => ({ method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify(body) });
          const signUp = await call("/api/v1/user/create", json({ name: "Asha Rao", email: ${JSON.stringify(email)}, phoneNo: "9876543210", password: "first password" }));
          const plans = await call("/api/v1/subscription");
          const premium = plans.body.subscriptions.find((plan) => plan.name === "Premium");
          const order = await call("/api/v1/payment/order", {
            ...json({ amount: 1, billingFrequency: "yearly", subscriptionId: premium._id, billing: { name: "Asha Rao", stateCode: "08" } }),
            headers: { "content-type": "application/json", authorization: "Bearer " + signUp.body.accessToken },
          });
          const contact = await call("/api/v1/contact/create", json({
            name: "Meera Iyer", email: "meera@example.com", phone: "+91 98765 43210", subject: "partnership",
            message: "We organise a trade fair in March and would like to talk.", capchaToken: ${JSON.stringify(LOCAL_TOKEN)},
          }));
          // The bot check comes before a reset e-mail: reCAPTCHA is asked and cannot answer.
          const forgot = await call("/api/v1/user/forgot/password", json({ email: ${JSON.stringify(email)}, capchaToken: ${JSON.stringify(LOCAL_TOKEN)} }));
          // A member's inquiry is acknowledged to their own address, through Postmark.
          const inquiry = await call("/api/v1/inquiry/create_event", {
            ...json(${JSON.stringify(eventInquiry())}),
            headers: { "content-type": "application/json", authorization: "Bearer " + signUp.body.accessToken },
          });
          const logIn = await call("/api/v1/user/login", json({ email: ${JSON.stringify(email)}, password: "first password" }));
          const wrong = await call("/api/v1/user/login", json({ email: ${JSON.stringify(email)}, password: "second password" }));
          return { signUp: signUp.status, order, contact, forgot: forgot.status, inquiry: inquiry.status, logIn: logIn.status, wrong: wrong.status };`,
        );
        expect(run.threw).toBeUndefined();
        const result = run.result as Record<string, { status: number; body: { err?: string } } | number>;
        // Argon2id is native code embedded in the one file: it hashes, verifies and refuses.
        expect(result.signUp).toBe(201);
        expect(result.logIn).toBe(200);
        expect(result.wrong).toBe(401);
        // The local test checkout would have answered 201 with an order_local_ id: Razorpay
        // was asked, could not be reached, and nothing was charged.
        expect(result.order).toMatchObject({ status: 503 });
        // The local verifier accepts the local widget's token; reCAPTCHA was asked instead.
        expect(result.contact).toEqual({ status: 503, body: { err: CAPTCHA_UNAVAILABLE_MESSAGE } });
        expect(result.forgot).toBe(503);
        expect(result.inquiry).toBe(201);
        const hosts = run.fetched.map((address) => new URL(address));
        expect(hosts.map((url) => `${url.host}${url.pathname}`)).toEqual(
          // Postmark sends the sign-up's confirmation link (decision 0043: until the address is
          // confirmed, that is all the account is sent: the inquiry's acknowledgement is not).
          expect.arrayContaining([
            "api.razorpay.com/v1/orders",
            "www.google.com/recaptcha/api/siteverify",
            "api.postmarkapp.com/email",
          ]),
        );
        expectNothingLocal(run, dataDir);
      },
    );
  });
}
