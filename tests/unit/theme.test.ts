import { describe, expect, it } from "vitest";
import { nextTheme, readTheme, resolveTheme, storeTheme } from "../../src/lib/theme.ts";

function memoryStorage(initial: Record<string, string> = {}) {
  const data = new Map(Object.entries(initial));
  return {
    getItem: (key: string) => data.get(key) ?? null,
    setItem: (key: string, value: string) => void data.set(key, value),
    data,
  };
}

describe("theme", () => {
  it("defaults to dark and ignores values that are not a theme", () => {
    expect(readTheme(memoryStorage())).toBe("dark");
    expect(readTheme(memoryStorage({ "vite-ui-theme": "purple" }))).toBe("dark");
    expect(readTheme(memoryStorage({ "vite-ui-theme": "light" }))).toBe("light");
  });

  it("stores the choice under the specification's key", () => {
    const storage = memoryStorage();
    storeTheme("system", storage);
    expect(storage.data.get("vite-ui-theme")).toBe("system");
  });

  it("cycles dark, light, system and back", () => {
    expect([nextTheme("dark"), nextTheme("light"), nextTheme("system")]).toEqual(["light", "system", "dark"]);
  });

  it("resolves system from the person's preference", () => {
    expect(resolveTheme("system", true)).toBe("dark");
    expect(resolveTheme("system", false)).toBe("light");
    expect(resolveTheme("light", true)).toBe("light");
  });
});
