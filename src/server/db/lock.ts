// Two processes opening one PGlite folder corrupt it (docs/operations.md "PGlite"), so the folder
// is owned by one process at a time through a lock file holding the owner's pid.
import { closeSync, openSync, readFileSync, rmSync, writeSync } from "node:fs";
import { join } from "node:path";

export class DatabaseLockedError extends Error {
  override name = "DatabaseLockedError";
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: the process exists but belongs to someone else.
    return (error as NodeJS.ErrnoException).code === "EPERM";
  }
}

/** Takes the folder's lock or throws; returns the function that releases it. */
export function lockFolder(folder: string): () => void {
  const path = join(folder, "db.lock");
  for (let attempt = 0; attempt < 2; attempt += 1) {
    try {
      const fd = openSync(path, "wx");
      writeSync(fd, String(process.pid));
      closeSync(fd);
      let released = false;
      return () => {
        if (released) return;
        released = true;
        rmSync(path, { force: true });
      };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
      const owner = Number.parseInt(readFileSync(path, "utf8"), 10);
      if (Number.isInteger(owner) && owner !== process.pid && isAlive(owner)) {
        throw new DatabaseLockedError(
          `The embedded database in ${folder} is in use by process ${owner}. ` +
            "Stop that process (or set DATA_DIR to another folder) and try again.",
        );
      }
      // The owner died without releasing the lock (or it is our own stale file): take over.
      rmSync(path, { force: true });
    }
  }
  throw new DatabaseLockedError(`Could not lock ${folder}`);
}
