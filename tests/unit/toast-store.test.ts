import { beforeEach, describe, expect, it } from "vitest";
import {
  $toasts,
  dismissToast,
  showPendingToast,
  toast,
  toastAfterNavigation,
} from "../../src/stores/toast.ts";

function memoryStorage() {
  const data = new Map<string, string>();
  return {
    getItem: (key: string) => data.get(key) ?? null,
    setItem: (key: string, value: string) => void data.set(key, value),
    removeItem: (key: string) => void data.delete(key),
  };
}

describe("toasts", () => {
  beforeEach(() => $toasts.set([]));

  it("keeps one toast at a time, the newest, for 5000 ms by default", () => {
    toast({ title: "Error", description: "first" });
    toast({ title: "Success", description: "second" });
    expect($toasts.get()).toHaveLength(1);
    expect($toasts.get()[0]).toMatchObject({ title: "Success", description: "second", duration: 5000 });
  });

  it("shows the destructive style and the Dismiss action when asked", () => {
    const id = toast({ title: "Error", variant: "destructive", dismissible: true });
    expect($toasts.get()[0]).toMatchObject({ variant: "destructive", dismissible: true });
    dismissToast(id);
    expect($toasts.get()).toEqual([]);
  });

  it("carries a toast over to the next page exactly once", () => {
    const storage = memoryStorage();
    toastAfterNavigation({ title: "Password updated" }, storage);
    showPendingToast(storage);
    expect($toasts.get()[0]?.title).toBe("Password updated");
    $toasts.set([]);
    showPendingToast(storage);
    expect($toasts.get()).toEqual([]);
  });
});
