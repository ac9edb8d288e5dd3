// The selected plan (docs/product.md A3: "The selected plan is kept in state and can be
// cleared"), persisted under "root" so that it survives the sign-up dialog and the way to
// /purchase. It names the plan by slug: the page shows the server's own record of it.
import { persistedAtom } from "./persist.ts";

export interface SelectedPlan {
  slug: string;
  name: string;
}

function isSelectedPlan(value: unknown): value is SelectedPlan | null {
  if (value === null) return true;
  const plan = value as SelectedPlan;
  return typeof plan === "object" && typeof plan.slug === "string" && typeof plan.name === "string";
}

export const $plan = persistedAtom<SelectedPlan | null>("plan", null, isSelectedPlan);

export function selectPlan(plan: SelectedPlan): void {
  $plan.set({ slug: plan.slug, name: plan.name });
}

export function clearPlan(): void {
  $plan.set(null);
}
