import { spawnSync } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { DatabaseLockedError, lockFolder } from "../../src/server/db/lock.ts";

describe("embedded database lock", () => {
  it("lets one owner at a time hold a folder and frees it on release", () => {
    const folder = mkdtempSync(join(tmpdir(), "lock-"));
    const release = lockFolder(folder);
    expect(existsSync(join(folder, "db.lock"))).toBe(true);
    release();
    expect(existsSync(join(folder, "db.lock"))).toBe(false);
    lockFolder(folder)();
  });

  it("refuses a folder held by another live process, naming it", () => {
    const folder = mkdtempSync(join(tmpdir(), "lock-"));
    // pid 1 is always alive.
    writeFileSync(join(folder, "db.lock"), "1");
    expect(() => lockFolder(folder)).toThrow(DatabaseLockedError);
    expect(() => lockFolder(folder)).toThrow(/in use by process 1/);
  });

  it("takes over the lock of a process that died without releasing it", () => {
    const folder = mkdtempSync(join(tmpdir(), "lock-"));
    const dead = spawnSync(process.execPath, [
      "-e",
      "process.stdout.write(String(process.pid))",
    ]).stdout.toString();
    writeFileSync(join(folder, "db.lock"), dead);
    const release = lockFolder(folder);
    // The lock is this process's now, and released like any other.
    expect(readFileSync(join(folder, "db.lock"), "utf8").trim()).toBe(String(process.pid));
    release();
    expect(existsSync(join(folder, "db.lock"))).toBe(false);
  });
});
