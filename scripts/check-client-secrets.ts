// Scans the built site (dist/) for secrets that must never reach a browser: the value of each
// server-only variable set in this environment, the documented local stand-in secrets, the
// generated local JWT secret, and shapes that look like credentials. Exits 1 naming the file,
// the line and the kind of secret found, never the secret itself. `npm test` runs it after the
// build. Usage: node scripts/check-client-secrets.ts [--dir dist]
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { extname, join, relative, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { LOCAL_KEY_SECRET } from "../src/server/payments/provider.ts";
import { LOCAL_WEBHOOK_SECRET } from "../src/server/services/payments.ts";

/** Variables only the server may know (env.ts); PUBLIC_* ones are meant for the page. */
export const SERVER_SECRET_VARIABLES = [
  "JWT_SECRET",
  "RAZORPAY_KEY_SECRET",
  "RAZORPAY_WEBHOOK_SECRET",
  "POSTMARK_SERVER_TOKEN",
  "RECAPTCHA_SECRET_KEY",
  "DATABASE_URL",
  "ADMIN_PASSWORD",
  "TEST_DATABASE_URL",
] as const;

/** Shorter values (a test's "x") would match ordinary text; no real secret is this short. */
export const MIN_SECRET_LENGTH = 8;

const TEXT_EXTENSIONS = new Set([
  ".js",
  ".mjs",
  ".cjs",
  ".map",
  ".html",
  ".css",
  ".json",
  ".txt",
  ".xml",
  ".svg",
  ".webmanifest",
]);

const PATTERNS: { what: string; pattern: RegExp }[] = [
  { what: "a Postgres URL with a password", pattern: /postgres(?:ql)?:\/\/[^\s:@/"'`]+:[^\s@/"'`]+@/i },
  { what: "a PEM block (-----BEGIN)", pattern: /-----BEGIN [A-Z ]+-----/ },
  { what: "a live Razorpay key", pattern: /rzp_live_[A-Za-z0-9]+/ },
  {
    what: "a long key-like value next to 'secret'",
    pattern: /secret\w*["'`]?\s*[:=]\s*["'`][A-Za-z0-9+/_=-]{20,}["'`]/i,
  },
];

export interface Finding {
  file: string;
  line: number;
  what: string;
}

export interface KnownSecret {
  what: string;
  value: string;
}

/** The secrets to look for: from the environment, the local stand-ins and DATA_DIR. */
export function knownSecrets(environment: Record<string, string | undefined>): KnownSecret[] {
  const secrets: KnownSecret[] = [
    { what: "the local test checkout's key secret", value: LOCAL_KEY_SECRET },
    { what: "the local webhook secret", value: LOCAL_WEBHOOK_SECRET },
  ];
  for (const name of SERVER_SECRET_VARIABLES) {
    const value = environment[name]?.trim();
    if (value && value.length >= MIN_SECRET_LENGTH) secrets.push({ what: `the value of ${name}`, value });
  }
  const generated = join(environment.DATA_DIR?.trim() || ".data", "jwt-secret");
  if (existsSync(generated)) {
    const value = readFileSync(generated, "utf8").trim();
    if (value.length >= MIN_SECRET_LENGTH)
      secrets.push({ what: `the generated JWT secret (${generated})`, value });
  }
  return secrets;
}

function textFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return textFiles(path);
    return TEXT_EXTENSIONS.has(extname(entry.name).toLowerCase()) ? [path] : [];
  });
}

const lineOf = (text: string, index: number) => text.slice(0, index).split("\n").length;

/** Every secret or credential-like text in the text files under `dir`. */
export function findClientSecrets(
  dir: string,
  secrets: readonly KnownSecret[],
): { files: number; findings: Finding[] } {
  const files = textFiles(dir);
  const findings: Finding[] = [];
  for (const path of files) {
    const text = readFileSync(path, "utf8");
    const file = relative(dir, path).replaceAll("\\", "/");
    for (const { what, value } of secrets) {
      // Also as a string literal would carry it (JSON-escaped).
      for (const form of new Set([value, JSON.stringify(value).slice(1, -1)])) {
        const index = text.indexOf(form);
        if (index >= 0) findings.push({ file, line: lineOf(text, index), what });
      }
    }
    for (const { what, pattern } of PATTERNS) {
      const match = pattern.exec(text);
      if (match) findings.push({ file, line: lineOf(text, match.index), what });
    }
  }
  return { files: files.length, findings };
}

function main(args: string[]): number {
  const at = args.indexOf("--dir");
  const dir = resolve(
    at >= 0 && args[at + 1] ? args[at + 1]! : fileURLToPath(new URL("../dist", import.meta.url)),
  );
  if (!existsSync(dir)) {
    process.stderr.write(`${dir} does not exist: build the site first (npm run build).\n`);
    return 1;
  }
  const secrets = knownSecrets(process.env);
  const { files, findings } = findClientSecrets(dir, secrets);
  if (findings.length > 0) {
    process.stderr.write(
      `Secrets in the client files (${dir}):\n${findings.map((f) => `  ${f.file}:${f.line}: ${f.what}`).join("\n")}\n`,
    );
    return 1;
  }
  process.stdout.write(
    `No secret in ${files} client files (${secrets.length} known secrets and ${PATTERNS.length} patterns checked).\n`,
  );
  return 0;
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  process.exitCode = main(process.argv.slice(2));
}
