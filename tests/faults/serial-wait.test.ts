// A tax document's serial waits its turn (decision 0027): while one payment's transaction holds the
// series' counter, the next payment's statement waits for it longer than the statement limit
// that detects an unreachable database (decision 0014), and then takes the next number: no
// 503 for a busy moment, no gap. On the server drivers (PGlite has one connection: nothing
// waits there).
import { afterAll, expect, it } from "vitest";
import { connectRemote } from "../../src/server/db/remote.ts";
import { takeSerial } from "../../src/server/services/tax-documents.ts";
import { closeDatabaseHelpers } from "../helpers/databases.ts";
import { forEachDatabase } from "../helpers/for-each-database.ts";

afterAll(closeDatabaseHelpers);

const STATEMENT_LIMIT_MS = 300;
const HELD_MS = 3 * STATEMENT_LIMIT_MS;

forEachDatabase("document serials", { targets: "server", app: false }, (ctx) => {
  it("wait behind a transaction holding the counter past the statement limit, then continue the series", async () => {
    const { database, target } = ctx;
    // The same database through a pool whose statements give up after 300 ms.
    const strict = connectRemote({
      url: database.url!,
      driver: target.name as "pg" | "neon",
      queryTimeoutMs: STATEMENT_LIMIT_MS,
    });
    try {
      const issuedAt = new Date("2051-06-01T06:00:00Z");
      let releaseFirst!: () => void;
      const held = new Promise<void>((resolve) => (releaseFirst = resolve));
      let firstTaken!: () => void;
      const taken = new Promise<void>((resolve) => (firstTaken = resolve));
      const first = strict.db.transaction(async (tx) => {
        const serial = await takeSerial(tx, "NE", issuedAt);
        firstTaken();
        await held;
        return serial.serial;
      });
      await taken;
      const started = performance.now();
      const second = strict.db.transaction(async (tx) => (await takeSerial(tx, "NE", issuedAt)).serial);
      setTimeout(releaseFirst, HELD_MS);
      const [a, b] = await Promise.all([first, second]);
      expect(performance.now() - started).toBeGreaterThanOrEqual(HELD_MS - 50);
      expect([a, b]).toEqual(["NE/51-52/000001", "NE/51-52/000002"]);
    } finally {
      await strict.close();
    }
  });
});
