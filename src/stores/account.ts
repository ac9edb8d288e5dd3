// What the member does to their own account from "Your data" (docs/product.md D27), on the
// session of stores/auth.ts: a module of its own, so that the pages that never change an account
// (the admin panel, every form) do not carry it.
import type { PublicUser } from "../schemas/auth.ts";
import { $auth, $loggingOut, clearSession } from "./auth.ts";

/** The account as the server now has it (a corrected name or phone), kept with the session. */
export function updateSessionUser(user: PublicUser): void {
  const state = $auth.get();
  if (state.user?._id === user._id) $auth.set({ ...state, user });
}

/**
 * The account was erased: the session ends here without a call (the server ended it) and
 * without leaving the page, which shows what was erased and what is kept.
 */
export function endErasedSession(): void {
  $loggingOut.set(true);
  clearSession();
}
