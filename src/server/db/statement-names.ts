// Named prepared statements for the server drivers (decision 0015): the pool guard
// (pool-guard.ts) names every statement with parameters before it is sent.
import { createHash } from "node:crypto";

/** Distinct statements named after their text, at most, per process (see nameStatement). */
export const MAX_NAMED_STATEMENTS = 1000;
const statementNames = new Map<string, string>();

/**
 * Gives a statement with parameters a name made from its text, so that it is a named prepared
 * statement: each connection parses and plans it once and afterwards sends only the values,
 * as pgbench -M prepared does (decision 0015). Postgres also gets to use one generic plan
 * where that is cheaper; the admin lists' counts, planned afresh each time, chose a
 * sequential scan over the trigram index. drizzle's values are always parameters, so the
 * app has a bounded number of texts; past MAX_NAMED_STATEMENTS new ones go unnamed.
 */
export function nameStatement(args: unknown[]): void {
  const [config] = args;
  if (typeof config !== "object" || config === null) return;
  const statement = config as { text?: unknown; name?: unknown; values?: unknown };
  const values = Array.isArray(args[1]) ? args[1] : statement.values;
  if (statement.name || typeof statement.text !== "string" || !Array.isArray(values) || values.length === 0) {
    return;
  }
  let name = statementNames.get(statement.text);
  if (!name) {
    if (statementNames.size >= MAX_NAMED_STATEMENTS) return;
    name = `auto_${createHash("sha1").update(statement.text).digest("hex")}`;
    statementNames.set(statement.text, name);
  }
  statement.name = name;
}

/** A statement's SQL, whether given as text or as a config object. */
export function statementText(args: unknown[]): string {
  const [config] = args;
  if (typeof config === "string") return config;
  const text = (config as { text?: unknown } | null)?.text;
  return typeof text === "string" ? text : "";
}
