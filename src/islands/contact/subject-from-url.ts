/**
 * The subject a link asked for with `?subject=<value>` (docs/product.md D14: partner buttons preselect
 * 'partnership'), or "" (the placeholder) when it names none of the options.
 */
export function subjectFromSearch(search: string, values: readonly string[]): string {
  const wanted = new URLSearchParams(search).get("subject");
  return wanted !== null && values.includes(wanted) ? wanted : "";
}
