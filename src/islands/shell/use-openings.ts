// Counts the times the page has been shown: a return from the back-forward cache counts, so
// that views whose data must be fresh (docs/product.md A7, B9: cache time 0) fetch again when it happens.
import { useEffect, useState } from "react";

export function useOpenings(): number {
  const [openings, setOpenings] = useState(0);
  useEffect(() => {
    const onShow = (event: PageTransitionEvent) => {
      if (event.persisted) setOpenings((count) => count + 1);
    };
    window.addEventListener("pageshow", onShow);
    return () => window.removeEventListener("pageshow", onShow);
  }, []);
  return openings;
}
