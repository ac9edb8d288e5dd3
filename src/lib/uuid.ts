// The ids the database gives its rows (uuid columns), as text to be checked before it is used.

/** Whether `text` is a UUID as Postgres writes one (any version, either case). */
export function isUuid(text: string): boolean {
  return /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(text);
}
