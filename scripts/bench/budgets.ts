// Size budgets per built route, in bytes after gzip. A page over its budget fails
// `npm test` (npm run test:budget). Raise a budget only with a reason beside it.

export interface Budget {
  js: number;
  css: number;
}

/** Pages without islands: the theme and menu scripts only. */
export const DEFAULT_BUDGET: Budget = { js: 5 * 1024, css: 15 * 1024 };

/** Routes with islands, keyed by route ("/membership/"). */
export const ROUTE_BUDGETS: Record<string, Budget> = {};

export function budgetFor(route: string): Budget {
  return ROUTE_BUDGETS[route] ?? DEFAULT_BUDGET;
}
