// Statements the API sends on nearly every call, built once per database handle instead of
// on every call, and sent as named prepared statements: node-postgres and Neon's driver
// parse and plan them once per connection, then send only the values. PGlite simply runs
// them. (Neon's pooler keeps protocol-level prepared statements in transaction mode;
// SQL-level PREPARE is what it cannot keep, and this is not that. Decision 0015.)
import type { Database } from "./types.ts";

/**
 * `build(db)` once per handle: the tests and the bench open several handles in one process,
 * so the prepared statement belongs to its handle, never to the module.
 */
export function preparedOn<Statement>(build: (db: Database) => Statement): (db: Database) => Statement {
  const built = new WeakMap<Database, Statement>();
  return (db) => {
    let statement = built.get(db);
    if (!statement) {
      statement = build(db);
      built.set(db, statement);
    }
    return statement;
  };
}
