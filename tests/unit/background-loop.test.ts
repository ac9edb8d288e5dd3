// The loop of the local server's background work (src/server/background.ts startLoop): the
// mail and WhatsApp retries, the payment reconciler and the daily jobs all run on it, and the
// server closes the database only after stop() has resolved.
import { afterEach, describe, expect, it, vi } from "vitest";
import { startLoop } from "../../src/server/background.ts";
import { createLogger } from "../../src/server/log.ts";

const turn = () => new Promise((resolve) => setImmediate(resolve));

describe("startLoop", () => {
  afterEach(() => vi.useRealTimers());

  it("stop() resolves only once the round in flight is done, and no round starts after it", async () => {
    let finish: () => void = () => {};
    let rounds = 0;
    const stop = startLoop(
      () => {
        rounds += 1;
        return new Promise<void>((resolve) => (finish = resolve));
      },
      { intervalMs: 60_000, log: createLogger("silent"), failure: "round failed" },
    );
    expect(rounds).toBe(1);
    let stopped = false;
    const stopping = stop().then(() => (stopped = true));
    for (let i = 0; i < 5; i += 1) await turn();
    expect(stopped).toBe(false);
    finish();
    await stopping;
    expect(stopped).toBe(true);
    expect(rounds).toBe(1);
  });

  it("never runs two rounds at once, and goes on after a round that failed", async () => {
    vi.useFakeTimers({ toFake: ["setInterval", "clearInterval"] });
    const logged: string[] = [];
    const log = createLogger("error", {}, (line) => logged.push(JSON.parse(line).msg as string));
    const finishers: (() => void)[] = [];
    let rounds = 0;
    const stop = startLoop(
      () => {
        rounds += 1;
        if (rounds === 1) return Promise.reject(new Error("database gone"));
        return new Promise<void>((resolve) => finishers.push(resolve));
      },
      { intervalMs: 1_000, log, failure: "the retry failed; it runs again later" },
    );
    await turn();
    expect(logged).toEqual(["the retry failed; it runs again later"]);
    vi.advanceTimersByTime(1_000);
    expect(rounds).toBe(2);
    // The second round is still running: the next ticks start nothing.
    vi.advanceTimersByTime(3_000);
    expect(rounds).toBe(2);
    finishers[0]!();
    await turn();
    vi.advanceTimersByTime(1_000);
    expect(rounds).toBe(3);
    finishers[1]!();
    await stop();
  });
});
