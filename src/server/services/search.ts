// Search in lists: a term anywhere in a row's searched fields, any case (decision 0011). Each
// searched table keeps those fields lower-cased in one stored column, search_text, that a
// trigram index serves (db/schema.ts).
import { sql, type SQL } from "drizzle-orm";
import type { PgColumn } from "drizzle-orm/pg-core";

/** `%term%` for LIKE and ILIKE, the term's own `%`, `_` and `\` taken literally. */
export function containsPattern(term: string): string {
  return `%${term.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
}

/** The term anywhere in a row's search_text (its searched fields, lower-cased), in any case. */
export function matches(searchText: PgColumn, term: string): SQL {
  return sql`${searchText} like lower(${containsPattern(term)})`;
}
