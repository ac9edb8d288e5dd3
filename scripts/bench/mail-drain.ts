// How long a backlog takes to drain (docs/security.md, "The deployed functions"): 7,000 e-mails
// queued in a fresh embedded database, sent through the Postmark stand-in by the mailer's drain, as
// the scheduled function runs it after an outage.
import { cpus, loadavg } from "node:os";
import { resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { parseArgs } from "node:util";
import { PGlite } from "@electric-sql/pglite";
import { outgoingEmails } from "../../src/server/db/schema.ts";
import { fromPglite, PGLITE_EXTENSIONS } from "../../src/server/db/embedded.ts";
import { parseEnv } from "../../src/server/env.ts";
import { createLogger } from "../../src/server/log.ts";
import { createMailer } from "../../src/server/mail/mailer.ts";
import { startPostmarkStub } from "../../tests/stubs/postmark-stub.ts";

export interface MailDrain {
  messages: number;
  seconds: number;
  batches: number;
  sentOnce: boolean;
}

export async function measureMailDrain(messages = 7000): Promise<MailDrain> {
  const token = "bench-postmark-token";
  const stub = await startPostmarkStub({ token });
  const handle = fromPglite(await PGlite.create({ extensions: PGLITE_EXTENSIONS }));
  try {
    await handle.migrate();
    const rows = Array.from({ length: messages }, (_, i) => ({
      to: `backlog-${i}@example.com`,
      subject: "Your Nova Experience invoice",
      textBody: `Hello,\n\nE-mail ${i} of a backlog.`,
      template: "bench-backlog",
    }));
    for (let start = 0; start < rows.length; start += 1000) {
      await handle.db.insert(outgoingEmails).values(rows.slice(start, start + 1000));
    }
    const env = parseEnv({ NODE_ENV: "test", POSTMARK_SERVER_TOKEN: token, POSTMARK_API_HOST: stub.host });
    const mailer = createMailer({ db: handle.db, env, log: createLogger("silent") });
    const started = performance.now();
    const result = await mailer.drain({ budgetMs: 120_000 });
    const seconds = (performance.now() - started) / 1000;
    const addresses = new Set(stub.messages.map((message) => message.To));
    return {
      messages: result.sent,
      seconds,
      batches: result.batches,
      sentOnce: stub.messages.length === messages && addresses.size === messages,
    };
  } finally {
    await handle.close();
    await stub.close();
  }
}

export function printMailDrain(result: MailDrain): void {
  process.stdout.write(
    `\nMail backlog (the mailer's drain, Postmark stand-in, embedded database)\n` +
      `  ${result.messages.toLocaleString("en")} e-mails in ${result.seconds.toFixed(1)} s, ` +
      `${result.batches} batches of at most 500; each sent once: ${result.sentOnce ? "yes" : "NO"}\n`,
  );
}

/** A backlog of e-mails that each carry a tax invoice's PDF, drained by the deployed function. */
export interface DeployedMailRetry {
  messages: number;
  /** Each scheduled run as Netlify would start it a minute apart: seconds taken, e-mails sent. */
  runs: { seconds: number; sent: number }[];
  sentOnce: boolean;
  database: string;
}

/** Runs the bench starts at most: a busy machine draws fewer PDFs per run. */
const MAX_RUNS = 20;

/** Netlify stops a scheduled function after 30 s (docs.netlify.com, "Scheduled Functions"). */
export const SCHEDULED_FUNCTION_LIMIT_S = 30;

/**
 * The built dist-functions/mail-retry.mjs (`npm run build:functions`), run as Netlify runs it
 * (a fresh Node process, production configuration, the default export called as the
 * scheduler does) against a throwaway database on the bench's Postgres server, `messages`
 * due e-mails each with its own tax invoice's PDF, drawn in the function. Postmark's address is
 * production's; the process's fetch carries those calls to the local stand-in, so nothing
 * leaves the machine and the deployed file refuses nothing.
 */
export async function measureDeployedMailRetry(messages = 500): Promise<DeployedMailRetry> {
  const { openServerDatabase, benchServerUrl } = await import("./admin-lists.ts");
  const { seedPlans } = await import("../../src/server/db/seed.ts");
  const { paidOrderAt } = await import("../../tests/helpers/app.ts");
  const { plans, users } = await import("../../src/server/db/schema.ts");
  const { eq, sql } = await import("drizzle-orm");
  const token = "bench-postmark-token";
  const stub = await startPostmarkStub({ token });
  const server = await openServerDatabase(benchServerUrl(), false, "bench_mail");
  try {
    const { db } = server.handle;
    await server.handle.migrate();
    await seedPlans(db);
    const [member] = await db
      .insert(users)
      .values({
        name: "Asha Rao",
        email: "asha.bench@example.com",
        phoneNo: "9876543210",
        passwordHash: "-",
        emailConfirmedAt: new Date(),
      })
      .returning();
    const [plan] = await db.select().from(plans).where(eq(plans.name, "Elite"));
    const rows = [];
    for (let i = 0; i < messages; i += 1) {
      const invoice = await paidOrderAt(db, member!, plan!, new Date(Date.UTC(2041, 4, 1, 0, i)));
      rows.push({
        to: `invoice-${i}@example.com`,
        subject: `Your Nova Experience tax invoice ${invoice.serial}`,
        textBody: `Hello,\n\nYour tax invoice ${invoice.serial} is attached.`,
        template: "invoice",
        attachments: [{ kind: "invoice" as const, id: invoice.id }],
      });
    }
    // Recording each payment queued its member's invoice e-mail (all to the one member): the
    // backlog is the bench's own, one address per e-mail, so that "sent once" can be checked.
    await db.delete(outgoingEmails);
    await db.insert(outgoingEmails).values(rows);

    const file = new URL("../../dist-functions/mail-retry.mjs", import.meta.url).pathname;
    const env = {
      PATH: process.env.PATH ?? "",
      DATABASE_URL: server.url,
      DATABASE_DRIVER: "pg",
      JWT_SECRET: "a-production-secret-of-at-least-32-characters",
      SITE_URL: "https://nova.example",
      OPERATOR_EMAIL: "ops@nova.example",
      RAZORPAY_KEY_ID: "rzp_live_nowhere",
      RAZORPAY_KEY_SECRET: "razorpay-secret-nowhere",
      RAZORPAY_WEBHOOK_SECRET: "razorpay-webhook-secret-nowhere",
      POSTMARK_SERVER_TOKEN: token,
      RECAPTCHA_SECRET_KEY: "recaptcha-secret-nowhere",
      PUBLIC_RECAPTCHA_SITE_KEY: "recaptcha-site-key-nowhere",
      SELLER_GSTIN: "08AAACN0001L1ZX",
      LOG_LEVEL: "error",
    };
    // The scheduler's call, timed inside the function's process (its cold import included).
    const script = `
      const real = globalThis.fetch;
      globalThis.fetch = (input, init) => {
        const url = new URL(input instanceof Request ? input.url : String(input));
        if (url.hostname !== "api.postmarkapp.com") throw new TypeError("no network here: " + url);
        return real("http://${stub.host}" + url.pathname + url.search, init);
      };
      const started = performance.now();
      const fn = await import(${JSON.stringify(file)});
      await fn.default(new Request("https://nova.example/.netlify/functions/mail-retry", { method: "POST", body: JSON.stringify({ next_run: "2030-01-01T00:00:00.000Z" }) }), {});
      process.stdout.write("@@seconds " + (performance.now() - started) / 1000 + "\\n");`;
    const sentSoFar = async () =>
      (
        (await db.execute(
          sql`select count(*)::int as n from outgoing_emails where status = 'sent'`,
        )) as unknown as {
          rows: { n: number }[];
        }
      ).rows[0]!.n;
    const runs: DeployedMailRetry["runs"] = [];
    for (let run = 0; run < MAX_RUNS && (await sentSoFar()) < messages; run += 1) {
      const before = await sentSoFar();
      const output = await runNode(script, env);
      const seconds = Number(/@@seconds (\S+)/.exec(output)?.[1] ?? NaN);
      runs.push({ seconds, sent: (await sentSoFar()) - before });
    }
    const addresses = new Set(stub.messages.map((message) => message.To));
    const withPdf = stub.messages.every(
      (message) => (message as unknown as { Attachments?: unknown[] }).Attachments?.length === 1,
    );
    return {
      messages,
      runs,
      sentOnce: withPdf && stub.messages.length === messages && addresses.size === messages,
      database: server.label,
    };
  } finally {
    await server.drop();
    await stub.close();
  }
}

/** Runs `script` as a module in a fresh Node process with exactly `env`; its stdout. */
async function runNode(script: string, env: Record<string, string>): Promise<string> {
  const { execFile } = await import("node:child_process");
  return new Promise((resolve, reject) => {
    execFile(
      process.execPath,
      ["--input-type=module", "-e", script],
      { env, maxBuffer: 16 * 1024 * 1024 },
      (error, stdout, stderr) => (error ? reject(new Error(`${error.message}\n${stderr}`)) : resolve(stdout)),
    );
  });
}

export function printDeployedMailRetry(result: DeployedMailRetry): boolean {
  const within = result.runs.every((run) => run.seconds < SCHEDULED_FUNCTION_LIMIT_S);
  process.stdout.write(
    `\nMail retry as deployed (dist-functions/mail-retry.mjs, ${result.database}, Postmark stand-in)\n` +
      `  ${result.messages} e-mails each with a tax invoice PDF drawn in the function:\n` +
      result.runs
        .map(
          (run, index) =>
            `    run ${index + 1}: ${run.sent} sent in ${run.seconds.toFixed(1)} s (limit ${SCHEDULED_FUNCTION_LIMIT_S} s)\n`,
        )
        .join("") +
      `  every run within the limit: ${within ? "yes" : "NO"}; each sent once with its PDF: ${result.sentOnce ? "yes" : "NO"}\n`,
  );
  return within && result.sentOnce;
}

// `node scripts/bench/mail-drain.ts [--messages 500]`: the deployed mail retry alone (after
// `npm run build:functions`), without the rest of the bench: on a shared machine, one run of
// the one figure that is asked for.
if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const { values } = parseArgs({ options: { messages: { type: "string", default: "500" } } });
  const messages = Math.max(1, Number(values.messages) || 500);
  process.stdout.write(`load average at the start ${loadavg()[0]!.toFixed(2)} on ${cpus().length} cores\n`);
  const ok = printDeployedMailRetry(await measureDeployedMailRetry(messages));
  process.stdout.write(`load average at the end ${loadavg()[0]!.toFixed(2)}\n`);
  if (!ok) process.exitCode = 1;
}
