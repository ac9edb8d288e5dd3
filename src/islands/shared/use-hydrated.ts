import { useEffect, useState } from "react";

/**
 * False in the server-rendered form and until React has taken it over in the browser. A form
 * disables its submit button until then: before, a press would send the page's own native
 * GET, with what was typed (a password too) in the address.
 */
export function useHydrated(): boolean {
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  return hydrated;
}
