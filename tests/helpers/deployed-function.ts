// The Netlify functions as they are deployed: built by the build's own code
// (scripts/lib/function-build.ts) and imported cold in a fresh Node process, with only the
// environment a test gives it. The process cannot reach the network: its fetch records each
// address and fails, so a test sees which provider a function picked without calling it.
import { execFile } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { promisify } from "node:util";
import ts from "typescript";
import { afterAll } from "vitest";
import { buildFunctions, type BuiltFunction, type FunctionEntry } from "../../scripts/lib/function-build.ts";
import type { PRODUCTION_REQUIRED } from "../../src/server/env.ts";

const run = promisify(execFile);

// Registered on the importing test file: its temporary folders go when it is done.
const temporary: string[] = [];
afterAll(() => {
  for (const dir of temporary.splice(0)) rmSync(dir, { recursive: true, force: true });
});

/** A fresh temporary folder, removed when the test process ends. */
export function temporaryDir(prefix: string): string {
  const dir = mkdtempSync(join(tmpdir(), prefix));
  temporary.push(dir);
  return dir;
}

/** Builds every function (or the given entries) into a fresh temporary folder. */
export function buildForTest(entries?: FunctionEntry[]): Promise<BuiltFunction[]> {
  return buildFunctions(temporaryDir("deployed-fn-"), entries);
}

/**
 * A value for every variable production requires, none of them reaching anything: the
 * database is a closed port, and the providers' addresses are their real ones, which the
 * process's fetch never reaches. A new required variable must be given one here (the type
 * says so).
 */
export const PRODUCTION_SECRETS: Record<(typeof PRODUCTION_REQUIRED)[number], string> = {
  DATABASE_URL: "postgres://nova:secret@127.0.0.1:9/nova",
  JWT_SECRET: "a-production-secret-of-at-least-32-characters",
  SITE_URL: "https://nova.example",
  OPERATOR_EMAIL: "ops@nova.example",
  RAZORPAY_KEY_ID: "rzp_live_nowhere",
  RAZORPAY_KEY_SECRET: "razorpay-secret-nowhere",
  RAZORPAY_WEBHOOK_SECRET: "razorpay-webhook-secret-nowhere",
  POSTMARK_SERVER_TOKEN: "postmark-token-nowhere",
  RECAPTCHA_SECRET_KEY: "recaptcha-secret-nowhere",
  PUBLIC_RECAPTCHA_SITE_KEY: "recaptcha-site-key-nowhere",
  SELLER_GSTIN: "08AAACN0001L1ZX",
};

export interface LogLine {
  level?: string;
  msg?: string;
  [field: string]: unknown;
}

export interface DeployedRun {
  /** The function's `config` export. */
  config: { path?: string; schedule?: string };
  /** What the steps returned (a call's { status, body }, or the scheduled run's undefined). */
  result: unknown;
  /** The error the steps threw, if any. */
  threw?: string;
  /** Every address the function tried to fetch. */
  fetched: string[];
  /** Every line the process wrote, stdout and stderr, parsed when it is JSON. */
  lines: LogLine[];
}

const MARK = "@@deployed-function-result ";

/**
 * Imports `file` in a fresh process whose environment is exactly `env` (and PATH), then runs
 * `steps`: the body of an async function with `call(path, init?)` (the default export called
 * as Netlify calls it, with a waitUntil that is awaited before the process ends) and `fn` (the
 * module). By default the function is called once: an API function on /api/v1/health, a
 * scheduled one as Netlify's scheduler does.
 */
export async function runDeployed(
  file: string,
  env: Record<string, string>,
  steps = 'return call(fn.config.path ? "/api/v1/health" : "/.netlify/functions/scheduled", fn.config.path ? undefined : { method: "POST", body: JSON.stringify({ next_run: "2030-01-01T00:00:00.000Z" }) });',
): Promise<DeployedRun> {
  const script = `
    const fetched = [];
    globalThis.fetch = async (input) => {
      fetched.push(input instanceof Request ? input.url : String(input));
      throw new TypeError("fetch failed: no network in this test");
    };
    const pending = [];
    const context = { waitUntil: (promise) => void pending.push(promise) };
    const fn = await import(${JSON.stringify(file)});
    const call = async (path, init) => {
      const answer = await fn.default(new Request("https://nova.example" + path, init), context);
      if (!(answer instanceof Response)) return answer;
      const text = await answer.text();
      let body = text;
      try { body = JSON.parse(text); } catch {}
      return { status: answer.status, body };
    };
    let result, threw;
    try {
      result = await (async () => { ${steps} })();
    } catch (error) {
      threw = String(error);
    }
    await Promise.allSettled(pending);
    process.stdout.write("\\n${MARK}" + JSON.stringify({ config: fn.config, result, threw, fetched }) + "\\n");
    process.exit(0);`;
  const { stdout, stderr } = await run(process.execPath, ["--input-type=module", "-e", script], {
    env: { PATH: process.env.PATH ?? "", ...env },
    maxBuffer: 16 * 1024 * 1024,
  });
  const marked = stdout.split("\n").find((line) => line.startsWith(MARK));
  if (!marked) throw new Error(`The function's process ended without a result:\n${stdout}\n${stderr}`);
  const lines = [...stdout.split("\n"), ...stderr.split("\n")]
    .filter((line) => line.trim() !== "" && !line.startsWith(MARK))
    .map((line): LogLine => {
      try {
        return JSON.parse(line) as LogLine;
      } catch {
        return { msg: line };
      }
    });
  return { ...(JSON.parse(marked.slice(MARK.length)) as Omit<DeployedRun, "lines">), lines };
}

type Literal = string | number | boolean | null | undefined | Literal[] | { [key: string]: Literal };

function literal(node: ts.Expression): Literal {
  if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) return node.text;
  if (ts.isNumericLiteral(node)) return Number(node.text);
  if (node.kind === ts.SyntaxKind.TrueKeyword) return true;
  if (node.kind === ts.SyntaxKind.FalseKeyword) return false;
  if (node.kind === ts.SyntaxKind.NullKeyword) return null;
  // Minifiers write true and false as !0 and !1; Netlify reads those too.
  if (ts.isPrefixUnaryExpression(node) && node.operator === ts.SyntaxKind.ExclamationToken) {
    return ts.isNumericLiteral(node.operand) ? !Number(node.operand.text) : undefined;
  }
  if (ts.isArrayLiteralExpression(node)) return node.elements.map(literal);
  if (ts.isObjectLiteralExpression(node)) {
    const object: Record<string, Literal> = {};
    for (const property of node.properties) {
      if (!ts.isPropertyAssignment(property)) continue;
      if (ts.isIdentifier(property.name) || ts.isStringLiteral(property.name)) {
        object[property.name.text] = literal(property.initializer);
      }
    }
    return object;
  }
  return undefined;
}

/**
 * What Netlify's build reads from a function file without running it (zip-it-and-ship-it's
 * in-source configuration, `parser/exports.ts`): a v2 function has a default export and no
 * `handler`; its `config` is an object literal, exported directly or through a top-level
 * binding (`var x = {...}; export { x as config }`, as a minifier writes it).
 */
export function staticAnalysis(file: string): { v2: boolean; config: Literal } {
  const source = ts.createSourceFile(
    file,
    readFileSync(file, "utf8"),
    ts.ScriptTarget.Latest,
    false,
    ts.ScriptKind.JS,
  );
  const bindings = new Map<string, ts.Expression>();
  const exported = new Map<string, string>();
  for (const statement of source.statements) {
    if (ts.isVariableStatement(statement)) {
      for (const declaration of statement.declarationList.declarations) {
        if (ts.isIdentifier(declaration.name) && declaration.initializer) {
          bindings.set(declaration.name.text, declaration.initializer);
        }
      }
    }
    if (
      ts.isExportDeclaration(statement) &&
      statement.exportClause &&
      ts.isNamedExports(statement.exportClause)
    ) {
      for (const element of statement.exportClause.elements) {
        exported.set(element.name.text, (element.propertyName ?? element.name).text);
      }
    }
  }
  const configBinding = bindings.get(exported.get("config") ?? "");
  return {
    v2: exported.has("default") && !exported.has("handler"),
    config: configBinding && ts.isObjectLiteralExpression(configBinding) ? literal(configBinding) : undefined,
  };
}
