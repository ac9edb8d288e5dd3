// How long a backlog takes to drain (docs/security.md, "The deployed functions"): 7,000 e-mails
// queued in a fresh embedded database, sent through the Postmark stand-in by the mailer's drain, as
// the scheduled function runs it after an outage.
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
