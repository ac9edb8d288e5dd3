import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";

// The stores touch localStorage; give them an in-memory one.
function installStorage() {
  const data = new Map<string, string>();
  vi.stubGlobal("localStorage", {
    getItem: (key: string) => data.get(key) ?? null,
    setItem: (key: string, value: string) => void data.set(key, value),
    removeItem: (key: string) => void data.delete(key),
  });
  return data;
}

describe("persisted state under 'root'", () => {
  beforeEach(() => vi.resetModules());
  afterEach(() => vi.unstubAllGlobals());

  it("saves the session as the auth slice of the root key and restores it", async () => {
    const data = installStorage();
    const { storeSession, $auth } = await import("../../src/stores/auth.ts");
    const user = {
      _id: "u1",
      name: "Asha",
      email: "a@b.co",
      phoneNo: "9876543210",
      role: "user" as const,
      language: "en" as const,
      createdAt: "",
    };
    storeSession(user, { accessToken: "a", refreshToken: "r" });
    expect(JSON.parse(data.get("root")!)).toEqual({
      auth: { user, token: { accessToken: "a", refreshToken: "r" } },
    });

    vi.resetModules();
    const again = await import("../../src/stores/auth.ts");
    expect(again.$auth.get()).toEqual({ user: null, token: null });
    expect(await again.restoreSession()).toBe("ready");
    expect(again.$auth.get().user?.name).toBe("Asha");
    expect($auth.get().token?.accessToken).toBe("a");
  });

  it("keeps the slices a page does not load when it saves its own (the plan on /invoice)", async () => {
    const data = installStorage();
    const plan = await import("../../src/stores/plan.ts");
    plan.selectPlan({ slug: "premium", name: "Premium" });

    // Another page: only the session's store is loaded there, and it changes.
    vi.resetModules();
    const auth = await import("../../src/stores/auth.ts");
    await auth.restoreSession();
    const user = {
      _id: "u1",
      name: "Asha",
      email: "a@b.co",
      phoneNo: "9876543210",
      role: "user" as const,
      language: "en" as const,
      createdAt: "",
    };
    auth.storeSession(user, { accessToken: "a", refreshToken: "r" });
    expect(JSON.parse(data.get("root")!)).toEqual({
      auth: { user, token: { accessToken: "a", refreshToken: "r" } },
      plan: { slug: "premium", name: "Premium" },
    });

    vi.resetModules();
    const again = await import("../../src/stores/plan.ts");
    const { restorePersisted } = await import("../../src/stores/persist.ts");
    await restorePersisted();
    expect(again.$plan.get()).toEqual({ slug: "premium", name: "Premium" });
    again.clearPlan();
    expect(JSON.parse(data.get("root")!).plan).toBeNull();
  });

  it("ignores a damaged or forged saved state", async () => {
    const data = installStorage();
    data.set("root", JSON.stringify({ auth: { user: { name: "no id" }, token: "x" } }));
    const { $auth, restoreSession } = await import("../../src/stores/auth.ts");
    await restoreSession();
    expect($auth.get()).toEqual({ user: null, token: null });
  });

  it("gives up after 5000 ms with 'persist timed out'", async () => {
    installStorage();
    vi.useFakeTimers();
    const errors = vi.spyOn(console, "error").mockImplementation(() => {});
    try {
      const { restorePersisted, $persistStatus } = await import("../../src/stores/persist.ts");
      const result = restorePersisted(() => new Promise(() => {}));
      await vi.advanceTimersByTimeAsync(4999);
      expect($persistStatus.get()).toBe("loading");
      await vi.advanceTimersByTimeAsync(1);
      expect(await result).toBe("timed-out");
      expect(errors).toHaveBeenCalledWith("persist timed out");
    } finally {
      vi.useRealTimers();
      errors.mockRestore();
    }
  });
});
