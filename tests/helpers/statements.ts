// What the app asks of the database, as the driver sees it: each statement's text in order,
// and a marker where a transaction (PGlite) or a pooled connection (pg, Neon) begins. For
// proofs that two paths do the same work, e.g. before an answer that must not reveal which
// path was taken.
import type { Database } from "../../src/server/db/types.ts";

type Client = Record<string, unknown>;

export function recordStatements(db: Database): { statements: string[]; stop(): void } {
  const client = (db as unknown as { $client: Client }).$client;
  const statements: string[] = [];
  const restore: (() => void)[] = [];
  const wrap = (name: string, describe: (args: unknown[]) => string) => {
    const original = client[name];
    if (typeof original !== "function") return;
    client[name] = (...args: unknown[]) => {
      statements.push(describe(args));
      return (original as (...a: unknown[]) => unknown).apply(client, args);
    };
    restore.push(() => {
      client[name] = original;
    });
  };
  const text = (args: unknown[]) => {
    const [first] = args;
    return typeof first === "string" ? first : String((first as { text?: unknown })?.text ?? "");
  };
  wrap("query", text);
  wrap("exec", text);
  wrap("transaction", () => "<transaction>");
  wrap("connect", () => "<connection>");
  return {
    statements,
    stop: () => {
      for (const undo of restore) undo();
    },
  };
}
