// scripts/check-client-secrets.ts fails the build's check when a secret reaches the client
// files, and passes a clean build. A small stand-in of dist/ is built in a temporary folder,
// checked clean, then a secret is planted in it and the script, run as `npm test` runs it,
// must exit 1 and name the file and the kind of secret without printing the secret.
import { spawnSync } from "node:child_process";
import { cpSync, existsSync, mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { findClientSecrets, knownSecrets } from "../../scripts/check-client-secrets.ts";
import { LOCAL_KEY_SECRET } from "../../src/server/payments/provider.ts";
import { LOCAL_WEBHOOK_SECRET } from "../../src/server/services/payments.ts";

const SCRIPT = fileURLToPath(new URL("../../scripts/check-client-secrets.ts", import.meta.url));
const BUILT = fileURLToPath(new URL("../../dist", import.meta.url));

/** A copy of the real build when there is one, else a small site of the same shape. */
function cleanSite(): string {
  const dir = mkdtempSync(join(tmpdir(), "client-secrets-"));
  if (existsSync(BUILT)) {
    cpSync(BUILT, dir, { recursive: true });
    return dir;
  }
  mkdirSync(join(dir, "_astro"));
  writeFileSync(
    join(dir, "index.html"),
    `<meta http-equiv="content-security-policy" content="script-src 'self' 'sha256-lvziAiLPW+L9QuA68CYlgSTT5+1hLcBbUsEfCsEp3y4='"><script type="module" src="/_astro/app.js"></script>`,
  );
  writeFileSync(join(dir, "_astro", "app.js"), `const api="/api/v1";export const keyId="rzp_test_local";`);
  writeFileSync(join(dir, "_astro", "site.css"), "body{color:#111}");
  writeFileSync(join(dir, "robots.txt"), "User-agent: *\nDisallow: /dashboard\n");
  writeFileSync(join(dir, "site.webmanifest"), `{"name":"Nova Experience"}`);
  return dir;
}

/** A fresh random value, as a real secret would be. */
const randomSecret = () => Buffer.from(crypto.getRandomValues(new Uint8Array(36))).toString("base64url");

function runScript(dir: string, env: Record<string, string> = {}) {
  const result = spawnSync(process.execPath, [SCRIPT, "--dir", dir], {
    encoding: "utf8",
    // Only what the test sets: the machine's own variables are not the subject here.
    env: { PATH: process.env.PATH ?? "", DATA_DIR: join(dir, "no-data-here"), ...env },
  });
  return { status: result.status, output: `${result.stdout}${result.stderr}` };
}

describe("the client secrets check", () => {
  it("passes a clean site", () => {
    const { status, output } = runScript(cleanSite(), { JWT_SECRET: randomSecret() });
    expect(output).toMatch(/^No secret in \d+ client files/);
    expect(status).toBe(0);
  });

  it("fails, as npm test runs it, when a server secret is in a client file; names the file, not the value", () => {
    const dir = cleanSite();
    const secret = randomSecret();
    writeFileSync(join(dir, "_astro", "app.js"), `\nconst leaked = ${JSON.stringify(secret)};\n`, {
      flag: "a",
    });
    const { status, output } = runScript(dir, { JWT_SECRET: secret });
    expect(status).toBe(1);
    expect(output).toMatch(/_astro\/app\.js:\d+: the value of JWT_SECRET/);
    expect(output).not.toContain(secret);
  });

  it.each([
    ["RAZORPAY_KEY_SECRET", "index.html"],
    ["RAZORPAY_WEBHOOK_SECRET", "_astro/site.css"],
    ["POSTMARK_SERVER_TOKEN", "site.webmanifest"],
    ["RECAPTCHA_SECRET_KEY", "robots.txt"],
    ["ADMIN_PASSWORD", "_astro/app.js"],
  ])("finds the value of %s in %s", (variable, file) => {
    const dir = cleanSite();
    const secret = randomSecret();
    writeFileSync(join(dir, file), `\nconst leaked = ${JSON.stringify(secret)};\n`, { flag: "a" });
    const { findings } = findClientSecrets(
      dir,
      knownSecrets({ [variable]: secret, DATA_DIR: join(dir, "none") }),
    );
    expect(findings).toEqual([{ file, line: expect.any(Number), what: `the value of ${variable}` }]);
  });

  it("fails on the database URL, the local stand-in secrets and the generated JWT secret", () => {
    const dir = cleanSite();
    const url = `postgres://app@db.internal:5432/nova_${randomSecret().slice(0, 8)}`;
    mkdirSync(join(dir, "data"));
    const generated = randomSecret();
    writeFileSync(join(dir, "data", "jwt-secret"), `${generated}\n`);
    writeFileSync(
      join(dir, "_astro", "leak.js"),
      [url, LOCAL_KEY_SECRET, LOCAL_WEBHOOK_SECRET, generated]
        .map((v) => `x(${JSON.stringify(v)});`)
        .join("\n"),
    );
    const { findings } = findClientSecrets(
      dir,
      knownSecrets({ DATABASE_URL: url, DATA_DIR: join(dir, "data") }),
    );
    expect(findings.map((f) => `${f.file}:${f.line}: ${f.what}`)).toEqual([
      "_astro/leak.js:2: the local test checkout's key secret",
      "_astro/leak.js:3: the local webhook secret",
      "_astro/leak.js:1: the value of DATABASE_URL",
      `_astro/leak.js:4: the generated JWT secret (${join(dir, "data", "jwt-secret")})`,
    ]);
  });

  it("fails on things shaped like credentials, with no variable set", () => {
    const shapes = {
      "a Postgres URL with a password": "postgres://app:hunter2hunter2@db.example.com/nova",
      "a PEM block (-----BEGIN)": "-----BEGIN PRIVATE KEY-----\nMIIEv...\n-----END PRIVATE KEY-----",
      "a live Razorpay key": "rzp_live_AbCdEf123456",
      "a long key-like value next to 'secret'": `{"webhookSecret":"${randomSecret()}"}`,
    };
    for (const [what, text] of Object.entries(shapes)) {
      const dir = cleanSite();
      writeFileSync(join(dir, "_astro", "config.json"), text);
      const { findings } = findClientSecrets(dir, knownSecrets({ DATA_DIR: join(dir, "none") }));
      expect(findings, what).toEqual([{ file: "_astro/config.json", line: 1, what }]);
    }
  });

  it("ignores values too short to be secrets, and refuses a missing build", () => {
    expect(knownSecrets({ JWT_SECRET: "short" }).map((s) => s.what)).not.toContain("the value of JWT_SECRET");
    const dir = cleanSite();
    expect(findClientSecrets(dir, knownSecrets({ DATA_DIR: join(dir, "none") })).findings).toEqual([]);
    const missing = runScript(join(dir, "not-built"));
    expect(missing.status).toBe(1);
    expect(missing.output).toContain("build the site first");
  });
});
