// Work that runs beside the requests: what a request leaves for after its answer (the messages
// it queued, above all), and the rounds a long-running process repeats on a timer.
import type { Context } from "hono";
import type { AppBindings } from "./context.ts";
import type { Logger } from "./log.ts";
import type { Queued } from "./notify/notifier.ts";

/**
 * Lets work finish after the answer is sent: Netlify keeps the function alive for promises
 * given to waitUntil; the local server simply lets them run. Failures are logged, never thrown.
 * Work given as a function starts only once the handler has returned its answer, so that
 * nothing it does can change the answer or how long the answer takes.
 */
export function afterResponse(
  c: Context,
  work: Promise<unknown> | (() => Promise<unknown>),
  what: string,
): void {
  const started =
    typeof work === "function" ? new Promise((resolve) => setImmediate(resolve)).then(work) : work;
  const guarded = started.catch((error: unknown) =>
    c.get("log")?.error(`background work failed: ${what}`, { error }),
  );
  try {
    c.executionCtx.waitUntil(guarded);
  } catch {
    // No execution context (app.request in tests): the promise runs on its own.
  }
}

/** The deliveries of the outboxes: each sends the messages it is given, if due, and never throws. */
export interface Deliveries {
  mailer: { deliver(ids?: string[]): Promise<unknown> };
  whatsapp?: { deliver(ids?: string[]): Promise<unknown> };
}

/**
 * Sends what was queued, each channel its own ids, together. Without a WhatsApp sender (a
 * command that has none) its messages wait for the scheduled retry.
 */
export async function deliverAll(deliveries: Deliveries, queued: Queued): Promise<void> {
  await Promise.all([
    queued.emailIds.length > 0 ? deliveries.mailer.deliver(queued.emailIds) : undefined,
    queued.whatsappIds.length > 0 ? deliveries.whatsapp?.deliver(queued.whatsappIds) : undefined,
  ]);
}

/**
 * The messages a request queued (in its transaction, now committed), sent right after its
 * answer on every channel: e-mail and WhatsApp alike, so that neither waits for the retry.
 */
export function deliverQueued(c: Context<AppBindings>, queued: Queued, what: string): void {
  if (queued.emailIds.length + queued.whatsappIds.length === 0) return;
  const { mailer, whatsapp } = c.var.deps;
  afterResponse(c, () => deliverAll({ mailer, whatsapp }, queued), what);
}

export interface LoopOptions {
  intervalMs: number;
  log: Logger;
  /** What a failed round is logged as ("daily jobs failed ..."); the loop goes on. */
  failure: string;
}

/**
 * Runs `round` now and every `intervalMs` in a long-running process (the local server), never
 * two rounds at once: a tick that finds one still running is skipped. The returned stop() ends
 * the timer and resolves once the round in flight, if any, is done, so that whoever stops the
 * loop may close the database after it. The timer keeps no process alive by itself.
 */
export function startLoop(round: () => Promise<unknown>, options: LoopOptions): () => Promise<void> {
  let running: Promise<void> | undefined;
  let stopped = false;
  const run = () => {
    if (stopped) return;
    running ??= round()
      .then(
        () => undefined,
        (error: unknown) => options.log.error(options.failure, { error }),
      )
      .finally(() => {
        running = undefined;
      });
  };
  run();
  const timer = setInterval(run, options.intervalMs);
  timer.unref();
  return async () => {
    stopped = true;
    clearInterval(timer);
    await running;
  };
}
