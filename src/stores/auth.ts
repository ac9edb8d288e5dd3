// The session in the browser: the user and both tokens, persisted under "root"
// (docs/product.md A3), and the actions that change them.
import { atom, computed } from "nanostores";
import { apiRequest, connectSession, type Tokens } from "../client/api.ts";
import { rememberLangChoice, storedLangChoice } from "../client/lang-choice.ts";
import { pathInPageLang } from "../client/page-lang.ts";
import type { LoginInput, PublicUser, SignupInput } from "../schemas/auth.ts";
import { persistedAtom, restorePersisted } from "./persist.ts";

export interface AuthState {
  user: PublicUser | null;
  token: Tokens | null;
}

const SIGNED_OUT: AuthState = { user: null, token: null };

function isAuthState(value: unknown): value is AuthState {
  const state = value as AuthState | null;
  if (!state || typeof state !== "object") return false;
  if (state.user === null && state.token === null) return true;
  return (
    typeof state.user?._id === "string" &&
    typeof state.token?.accessToken === "string" &&
    typeof state.token.refreshToken === "string"
  );
}

export const $auth = persistedAtom<AuthState>("auth", SIGNED_OUT, isAuthState);
export const $user = computed($auth, (state) => state.user);
export const $isAdmin = computed($auth, (state) => state.user?.role === "admin");
/** True while this tab logs out, so that views do not treat it as a logout elsewhere. */
export const $loggingOut = atom(false);

connectSession({
  tokens: () => $auth.get().token ?? undefined,
  renewed: (token) => $auth.set({ ...$auth.get(), token }),
  ended: () => $auth.set(SIGNED_OUT),
});

/** Restores the saved session once per page. */
let restoring: ReturnType<typeof restorePersisted> | undefined;
export function restoreSession() {
  restoring ??= restorePersisted();
  return restoring;
}

export function storeSession(user: PublicUser, token: Tokens): void {
  $auth.set({ user, token });
}

export function clearSession(): void {
  $auth.set(SIGNED_OUT);
}

interface LoginAnswer extends Tokens {
  user: PublicUser;
}
interface SignupAnswer extends Tokens {
  newUser: PublicUser;
}

/**
 * A browser that has not chosen a language takes the account's (D25): a member who chose Hindi
 * is not offered it again. Nobody is moved to another page by it.
 */
function adoptAccountLanguage(user: PublicUser): void {
  if (user.language && !storedLangChoice()) rememberLangChoice(user.language);
}

export async function login(input: LoginInput): Promise<PublicUser> {
  const answer = await apiRequest<LoginAnswer>("/user/login", { method: "POST", body: input, auth: false });
  storeSession(answer.user, { accessToken: answer.accessToken, refreshToken: answer.refreshToken });
  adoptAccountLanguage(answer.user);
  return answer.user;
}

/** Signs up; the account's language is the page's, which every call sends (src/client/api.ts). */
export async function signup(input: SignupInput): Promise<PublicUser> {
  const answer = await apiRequest<SignupAnswer>("/user/create", { method: "POST", body: input, auth: false });
  storeSession(answer.newUser, { accessToken: answer.accessToken, refreshToken: answer.refreshToken });
  adoptAccountLanguage(answer.newUser);
  return answer.newUser;
}

/** Asks the server whether the restored session is still good; ends it when it is not. */
export async function verifySession(): Promise<PublicUser | null> {
  if (!$auth.get().token) return null;
  try {
    const { user } = await apiRequest<{ user: PublicUser }>("/user/auth/verify/", { method: "POST" });
    $auth.set({ ...$auth.get(), user });
    return user;
  } catch (error) {
    if ((error as { status?: number }).status === 401) clearSession();
    // Offline or a server hiccup: keep the session and let the next call decide.
    return $auth.get().user;
  }
}

/** Ends the session on the server and here, then goes to /login in the page's language (docs/product.md A4). */
export async function logout(): Promise<void> {
  const refreshToken = $auth.get().token?.refreshToken;
  $loggingOut.set(true);
  clearSession();
  if (refreshToken) {
    await apiRequest("/user/auth/logout", { method: "POST", body: { refreshToken }, auth: false }).catch(
      () => {},
    );
  }
  window.location.assign(pathInPageLang("/login"));
}
