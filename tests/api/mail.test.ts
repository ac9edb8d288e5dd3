// E-mail on every database driver: the outbox row written with its transaction, the real
// Postmark client against a local stand-in of its API, the local outbox folder, and delivery
// that neither loses nor doubles a message when the provider fails or several run at once.
import { randomUUID } from "node:crypto";
import { mkdtemp, readdir, readFile, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { eq, inArray } from "drizzle-orm";
import { afterAll, describe, expect, it, onTestFinished, vi } from "vitest";
import { outgoingEmails } from "../../src/server/db/schema.ts";
import type { Database } from "../../src/server/db/types.ts";
import { parseEnv } from "../../src/server/env.ts";
import { createLogger } from "../../src/server/log.ts";
import {
  ATTACHED_SLICE_SIZE,
  ATTACHMENT_CONCURRENCY,
  deliverDueEmails,
} from "../../src/server/mail/deliver.ts";
import { renderTaxDocumentPdfLazily } from "../../src/server/documents/lazy.ts";
import { createLocalOutboxTransport, readLocalOutbox } from "../../src/server/mail/local-outbox.ts";
import { createMailer } from "../../src/server/mail/mailer.ts";
import { enqueueEmail, outboxRows, type EmailInput } from "../../src/server/mail/outbox.ts";
import { createPostmarkTransport } from "../../src/server/mail/postmark.ts";
import type { OutgoingMessage } from "../../src/server/mail/transport.ts";
import { SOLVED_LOCAL_CAPTCHA } from "../fixtures/captcha.ts";
import { intraStateInvoice } from "../fixtures/tax-documents.ts";
import { testApp, type LoggedLine } from "../helpers/app.ts";
import { closeDatabaseHelpers } from "../helpers/databases.ts";
import { forEachDatabase, itOnServer } from "../helpers/for-each-database.ts";
import { readEmlHeaders } from "../helpers/eml.ts";
import { startPostmarkStub, type PostmarkStubOptions } from "../stubs/postmark-stub.ts";
import {
  expectBundleWithoutPglite,
  expectRefusalWithoutNetworkDatabase,
} from "../helpers/scheduled-function.ts";

const TOKEN = "postmark-server-token-for-tests";
const FROM = "Nova Experience <no-reply@novaexperience.in>";
const RESET_LINK = "https://novaexperience.in/reset-password?token=4f1c9a";

afterAll(closeDatabaseHelpers);

function collectLogs() {
  const lines: LoggedLine[] = [];
  const log = createLogger("debug", {}, (line) => lines.push(JSON.parse(line) as LoggedLine));
  return { log, lines };
}

/** A Postmark stand-in for one test, closed when the test ends. */
async function postmarkStub(options: Partial<PostmarkStubOptions> = {}) {
  const stub = await startPostmarkStub({ token: TOKEN, ...options });
  onTestFinished(() => stub.close());
  return stub;
}

/**
 * The real Postmark client pointed at the stub. Its time limit catches a hang, not a busy
 * machine; the case of a stand-in that never answers gives a short one (HANG_LIMIT_MS).
 */
function postmarkTo(host: string, serverToken = TOKEN, timeoutMs = 30_000) {
  return createPostmarkTransport({ serverToken, apiHost: host, timeoutMs });
}

/** How long the client waits for a stand-in that never answers. */
const HANG_LIMIT_MS = 300;

/** A password-reset e-mail to an address no other test uses. */
function resetEmail(overrides: Partial<EmailInput> = {}): EmailInput {
  return {
    to: `guest-${randomUUID().slice(0, 8)}@example.com`,
    subject: "Reset your Nova Experience password",
    textBody: `Hello,\n\nChoose a new password here: ${RESET_LINK}.\nThe link works for one hour.`,
    template: "password-reset",
    ...overrides,
  };
}

async function emailRow(db: Database, id: string) {
  const [row] = await db.select().from(outgoingEmails).where(eq(outgoingEmails.id, id));
  if (!row) throw new Error(`no outgoing e-mail ${id}`);
  return row;
}

forEachDatabase("outgoing e-mail", { app: false }, (ctx) => {
  const { target } = ctx;

  it("keeps no e-mail when the transaction that queued it rolls back", async () => {
    const kept = resetEmail();
    const dropped = resetEmail();
    await ctx.db.transaction(async (tx) => {
      await enqueueEmail(tx, kept);
    });
    await expect(
      ctx.db.transaction(async (tx) => {
        await enqueueEmail(tx, dropped);
        throw new Error("the account change failed after the e-mail was queued");
      }),
    ).rejects.toThrow("the account change failed");

    const rows = await ctx.db
      .select()
      .from(outgoingEmails)
      .where(inArray(outgoingEmails.to, [kept.to, dropped.to]));
    expect(rows.map((row) => [row.to, row.status, row.attempts])).toEqual([[kept.to, "pending", 0]]);
  });

  it("sends through Postmark exactly what was queued and records Postmark's MessageID", async () => {
    const stub = await postmarkStub();
    const { log } = collectLogs();
    const input = resetEmail({ htmlBody: `<p>Choose a new password: <a href="${RESET_LINK}">reset</a></p>` });
    const id = await enqueueEmail(ctx.db, input);

    const result = await deliverDueEmails(ctx.db, postmarkTo(stub.host), { from: FROM, log, ids: [id] });

    expect(result).toEqual({ sent: 1, failed: 0 });
    expect(stub.messages).toEqual([
      {
        From: FROM,
        To: input.to,
        Subject: input.subject,
        TextBody: input.textBody,
        HtmlBody: input.htmlBody,
        Tag: "password-reset",
        MessageStream: "outbound",
        MessageID: expect.any(String),
      },
    ]);
    const row = await emailRow(ctx.db, id);
    expect(row).toMatchObject({
      status: "sent",
      attempts: 1,
      providerMessageId: stub.messages[0]!.MessageID,
    });
    expect(row.sentAt).toBeInstanceOf(Date);

    // Sent is final: another delivery does not send it again.
    expect(await deliverDueEmails(ctx.db, postmarkTo(stub.host), { from: FROM, log, ids: [id] })).toEqual({
      sent: 0,
      failed: 0,
    });
    expect(stub.messages).toHaveLength(1);
  });

  it("keeps the e-mail pending with Postmark's reason when the token is wrong", async () => {
    const stub = await postmarkStub();
    const { log, lines } = collectLogs();
    const id = await enqueueEmail(ctx.db, resetEmail());
    const before = await emailRow(ctx.db, id);

    const result = await deliverDueEmails(ctx.db, postmarkTo(stub.host, "not-the-token"), {
      from: FROM,
      log,
      ids: [id],
    });

    expect(result).toEqual({ sent: 0, failed: 1 });
    expect(stub.requests).toBe(1);
    expect(stub.messages).toEqual([]);
    const row = await emailRow(ctx.db, id);
    expect(row).toMatchObject({ status: "pending", attempts: 1, providerMessageId: null, sentAt: null });
    expect(row.lastError).toMatch(/401 \(ErrorCode 10\).*Server Token/);
    expect(row.nextAttemptAt.getTime()).toBeGreaterThan(before.nextAttemptAt.getTime() + 25_000);
    expect(lines.find((line) => line.msg === "e-mail not sent; it will be retried")).toMatchObject({
      level: "warn",
      emailId: id,
      retryInSeconds: 30,
    });
    // Not due again before its next attempt time, so the wrong token is not hammered.
    expect(await deliverDueEmails(ctx.db, postmarkTo(stub.host), { from: FROM, log, ids: [id] })).toEqual({
      sent: 0,
      failed: 0,
    });
  });

  it.each([
    ["answers 500", "fail", /Postmark answered 500/],
    ["does not answer", "hang", /Postmark could not be reached: .*(timeout|abort)/i],
    ["answers a page that is not JSON", "garbage", /without a MessageID/],
  ] as const)(
    "keeps the e-mail when Postmark %s, and sends it once when Postmark is back",
    async (_, mode, reason) => {
      const stub = await postmarkStub();
      const { log } = collectLogs();
      const input = resetEmail();
      const id = await enqueueEmail(ctx.db, input);
      stub.mode(mode);

      // Only the stand-in that never answers gets the short limit: a 500 or a page on a busy
      // machine may take longer than it and must still be read as what it is.
      const limit = mode === "hang" ? HANG_LIMIT_MS : undefined;
      expect(
        await deliverDueEmails(ctx.db, postmarkTo(stub.host, TOKEN, limit), {
          from: FROM,
          log,
          ids: [id],
        }),
      ).toEqual({
        sent: 0,
        failed: 1,
      });
      const failed = await emailRow(ctx.db, id);
      expect(failed).toMatchObject({ status: "pending", attempts: 1 });
      expect(failed.lastError).toMatch(reason);

      stub.mode("ok");
      // The server's timestamps have microseconds, a Date only milliseconds: round up.
      const retryAt = failed.nextAttemptAt.getTime() + 1;
      const deliverAt = (time: number) =>
        deliverDueEmails(ctx.db, postmarkTo(stub.host), { from: FROM, log, ids: [id], now: new Date(time) });
      expect(await deliverAt(retryAt - 1000)).toEqual({ sent: 0, failed: 0 });
      expect(await deliverAt(retryAt)).toEqual({ sent: 1, failed: 0 });
      expect(await deliverAt(retryAt + 3_600_000)).toEqual({ sent: 0, failed: 0 });

      expect(stub.messages.map((message) => message.To)).toEqual([input.to]);
      expect(await emailRow(ctx.db, id)).toMatchObject({
        status: "sent",
        attempts: 2,
        providerMessageId: stub.messages[0]!.MessageID,
      });
    },
  );

  // Decision 0026: a value with a line break would have become header lines of its own (a Bcc:).
  it.each([
    ["subject", { subject: "Trip to Goa\r\nBcc: evil@example.com" }],
    ["subject", { subject: "Trip to Goa\nBcc: evil@example.com" }],
    ["subject", { subject: "Trip to Goa\u0085Bcc: evil@example.com" }],
    ["to", { to: "guest@example.com\r\nBcc: evil@example.com" }],
    ["template", { template: "welcome\rBcc: evil@example.com" }],
  ] as const)(
    "refuses to queue an e-mail whose %s holds a line break, and stores nothing",
    async (_, bad) => {
      const input = resetEmail({ ...bad, textBody: `Refused ${randomUUID()}` });
      await expect(enqueueEmail(ctx.db, input)).rejects.toThrow(/line break or another control character/);
      expect(() => outboxRows([resetEmail(), input])).toThrow(/line break or another control character/);
      const rows = await ctx.db
        .select()
        .from(outgoingEmails)
        .where(eq(outgoingEmails.textBody, input.textBody));
      expect(rows).toEqual([]);
    },
  );

  it("never hands Postmark a header with a line break, even from a row queued before the check", async () => {
    const stub = await postmarkStub();
    const { log } = collectLogs();
    const good = resetEmail();
    const goodId = await enqueueEmail(ctx.db, good);
    // Written past enqueueEmail, as an older version could have.
    const [old] = await ctx.db
      .insert(outgoingEmails)
      .values({ ...resetEmail(), subject: "New travel inquiry: Trip to Goa\r\nBcc: evil@example.com" })
      .returning({ id: outgoingEmails.id });

    const result = await deliverDueEmails(ctx.db, postmarkTo(stub.host), {
      from: FROM,
      log,
      ids: [goodId, old!.id],
    });

    expect(result).toEqual({ sent: 1, failed: 1 });
    expect(stub.messages.map((message) => message.To)).toEqual([good.to]);
    expect(stub.messages.some((message) => /evil/.test(JSON.stringify(message)))).toBe(false);
    // Such a message can never be sent: it ends as failed, for an admin to see, not retried.
    expect(await emailRow(ctx.db, old!.id)).toMatchObject({
      status: "failed",
      lastError: "The e-mail's Subject holds a line break or another control character",
    });
  });

  it("waits longer after each failure, up to an hour, and never gives up", async () => {
    const stub = await postmarkStub();
    const { log } = collectLogs();
    const id = await enqueueEmail(ctx.db, resetEmail({ template: "contact-acknowledgement" }));
    stub.mode("fail");

    let now = new Date(Date.now() + 1000);
    const waits: number[] = [];
    for (let attempt = 1; attempt <= 9; attempt += 1) {
      await deliverDueEmails(ctx.db, postmarkTo(stub.host), { from: FROM, log, ids: [id], now });
      const row = await emailRow(ctx.db, id);
      waits.push((row.nextAttemptAt.getTime() - now.getTime()) / 1000);
      now = row.nextAttemptAt;
    }
    expect(waits).toEqual([30, 60, 120, 240, 480, 960, 1920, 3600, 3600]);
    expect(stub.requests).toBe(9);
    expect(await emailRow(ctx.db, id)).toMatchObject({ status: "pending", attempts: 9 });

    stub.mode("ok");
    await deliverDueEmails(ctx.db, postmarkTo(stub.host), { from: FROM, log, ids: [id], now });
    expect(await emailRow(ctx.db, id)).toMatchObject({ status: "sent", attempts: 10 });
    expect(stub.messages).toHaveLength(1);
  });

  it("tries a reset link every minute at most while Postmark is down, so it is not sent dead", async () => {
    const stub = await postmarkStub();
    const { log } = collectLogs();
    const id = await enqueueEmail(ctx.db, resetEmail());
    stub.mode("fail");
    let now = new Date(Date.now() + 1000);
    const waits: number[] = [];
    for (let attempt = 1; attempt <= 5; attempt += 1) {
      await deliverDueEmails(ctx.db, postmarkTo(stub.host), { from: FROM, log, ids: [id], now });
      const row = await emailRow(ctx.db, id);
      waits.push((row.nextAttemptAt.getTime() - now.getTime()) / 1000);
      now = row.nextAttemptAt;
    }
    // The link works for 30 minutes: never a wait of an hour in front of it.
    expect(waits).toEqual([30, 60, 60, 60, 60]);
  });

  it("draws at most four e-mails' documents at once, one slice of 20 after another, the plain e-mails first", async () => {
    const stub = await postmarkStub();
    const { log } = collectLogs();
    const plain = Array.from({ length: 5 }, () => resetEmail());
    const attached = Array.from({ length: 30 }, () =>
      resetEmail({ template: "invoice", attachments: [{ kind: "invoice", id: randomUUID() }] }),
    );
    const ids = [...(await Promise.all(plain.map((input) => enqueueEmail(ctx.db, input))))];
    for (const input of attached) ids.push(await enqueueEmail(ctx.db, input));
    let drawing = 0;
    let most = 0;
    const drawn: string[] = [];
    const attachments = async (refs: readonly { id: string }[]) => {
      drawing += 1;
      most = Math.max(most, drawing);
      // A document read from the database: others start meanwhile, up to the bound.
      await new Promise((resolve) => setImmediate(resolve));
      drawing -= 1;
      drawn.push(refs[0]!.id);
      return [{ name: "Tax invoice.pdf", contentType: "application/pdf", content: new Uint8Array([37, 80]) }];
    };

    const result = await deliverDueEmails(ctx.db, postmarkTo(stub.host), {
      from: FROM,
      log,
      ids,
      attachments,
    });

    expect(result).toEqual({ sent: 35, failed: 0 });
    expect(most).toBe(ATTACHMENT_CONCURRENCY);
    expect(drawn).toHaveLength(30);
    expect(stub.batches).toEqual([5, ATTACHED_SLICE_SIZE, 30 - ATTACHED_SLICE_SIZE]);
  });

  it("hands back, due at once, the slices it had no time to start", async () => {
    const stub = await postmarkStub();
    const { log } = collectLogs();
    const ids = [await enqueueEmail(ctx.db, resetEmail())];
    for (let i = 0; i < 25; i += 1) {
      ids.push(
        await enqueueEmail(
          ctx.db,
          resetEmail({ template: "invoice", attachments: [{ kind: "invoice", id: randomUUID() }] }),
        ),
      );
    }
    const attachments = async () => [
      { name: "a.pdf", contentType: "application/pdf", content: new Uint8Array([1]) },
    ];

    // Its time is up from the start: only the first slice goes.
    const result = await deliverDueEmails(ctx.db, postmarkTo(stub.host), {
      from: FROM,
      log,
      ids,
      attachments,
      deadline: Date.now(),
    });

    expect(result).toEqual({ sent: 1, failed: 0 });
    const rows = await ctx.db.select().from(outgoingEmails).where(inArray(outgoingEmails.id, ids));
    const waiting = rows.filter((row) => row.status === "pending");
    expect(waiting).toHaveLength(25);
    // Neither counted as an attempt nor left to its lease: the next round takes them.
    expect(waiting.every((row) => row.attempts === 0 && row.nextAttemptAt.getTime() <= Date.now())).toBe(
      true,
    );
    expect(
      await deliverDueEmails(ctx.db, postmarkTo(stub.host), { from: FROM, log, ids, attachments }),
    ).toEqual({
      sent: 25,
      failed: 0,
    });
  });

  it("does not draw the documents of a round whose first call Postmark refuses as a whole", async () => {
    const stub = await postmarkStub();
    const { log } = collectLogs();
    const ids = [await enqueueEmail(ctx.db, resetEmail())];
    for (let i = 0; i < 3; i += 1) {
      ids.push(
        await enqueueEmail(
          ctx.db,
          resetEmail({ template: "invoice", attachments: [{ kind: "invoice", id: randomUUID() }] }),
        ),
      );
    }
    let drawn = 0;
    const attachments = async () => {
      drawn += 1;
      return [];
    };
    stub.mode("fail");

    expect(
      await deliverDueEmails(ctx.db, postmarkTo(stub.host), { from: FROM, log, ids, attachments }),
    ).toEqual({ sent: 0, failed: 4 });
    expect(drawn).toBe(0);
    expect(stub.requests).toBe(1);
    const rows = await ctx.db.select().from(outgoingEmails).where(inArray(outgoingEmails.id, ids));
    expect(rows.every((row) => row.status === "pending" && row.attempts === 1 && row.lastError)).toBe(true);
  });

  it("sends, in the run that finds Postmark back, the e-mails that wait out a long backoff", async () => {
    // A database of its own: the early try and the release concern every row in backoff.
    const own = await target.open();
    onTestFinished(() => own.destroy());
    const stub = await postmarkStub();
    const { log, lines } = collectLogs();
    const env = parseEnv({ NODE_ENV: "test", POSTMARK_SERVER_TOKEN: TOKEN, POSTMARK_API_HOST: stub.host });
    const mailer = createMailer({ db: own.db, env, log });
    // A long outage: eight failures each, the next attempt most of an hour away.
    const inBackoff = Array.from({ length: 6 }, () => resetEmail({ template: "contact-acknowledgement" }));
    const ids: string[] = [];
    for (const input of inBackoff) ids.push(await enqueueEmail(own.db, input));
    const later = new Date(Date.now() + 50 * 60_000);
    await own.db
      .update(outgoingEmails)
      .set({ attempts: 8, nextAttemptAt: later, lastError: "Postmark answered 500" })
      .where(inArray(outgoingEmails.id, ids));
    // One being sent right now by another instance (its lease): never released, never sent here.
    const leasedId = await enqueueEmail(own.db, resetEmail());
    await own.db
      .update(outgoingEmails)
      .set({ attempts: 1, nextAttemptAt: new Date(Date.now() + 60_000) })
      .where(eq(outgoingEmails.id, leasedId));

    // Still down: one e-mail is tried early, the others keep waiting.
    stub.mode("fail");
    expect(await mailer.drain()).toEqual({ sent: 0, failed: 1, batches: 1 });
    expect(stub.requests).toBe(1);

    stub.mode("ok");
    const run = await mailer.drain();

    expect(run.sent).toBe(6);
    expect(stub.messages.map((message) => message.To).sort()).toEqual(
      inBackoff.map((input) => input.to).sort(),
    );
    const rows = await own.db.select().from(outgoingEmails).where(inArray(outgoingEmails.id, ids));
    expect(rows.every((row) => row.status === "sent")).toBe(true);
    expect(await emailRow(own.db, leasedId)).toMatchObject({ status: "pending", attempts: 1 });
    expect(lines.find((line) => /answers again/.test(line.msg))).toMatchObject({ released: 5 });
  });

  it("a request sends only what it queued, after its answer, and leaves the backlog to the retry", async () => {
    const own = await target.open();
    onTestFinished(() => own.destroy());
    const stub = await postmarkStub();
    const { app, settled } = testApp(own.db, { POSTMARK_SERVER_TOKEN: TOKEN, POSTMARK_API_HOST: stub.host });
    const backlog = Array.from({ length: 40 }, () =>
      resetEmail({ template: "invoice", attachments: [{ kind: "invoice", id: randomUUID() }] }),
    );
    await own.db.insert(outgoingEmails).values(backlog);

    const response = await app.request("/api/v1/contact/create", {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({
        name: "Meera Iyer",
        email: "meera.backlog@example.com",
        subject: "general",
        message: "Is the hall free in March?",
        capchaToken: SOLVED_LOCAL_CAPTCHA,
      }),
    });
    expect(response.status).toBe(201);
    await settled();

    expect(stub.messages.map((message) => message.To)).toContain("meera.backlog@example.com");
    expect(stub.messages.filter((message) => backlog.some((input) => input.to === message.To))).toEqual([]);
    const waiting = await own.db.select().from(outgoingEmails).where(eq(outgoingEmails.status, "pending"));
    expect(waiting).toHaveLength(40);
  });

  it("sends each e-mail once when several deliveries run at the same time", async () => {
    // A little latency so that one delivery is still sending while the others claim.
    const stub = await postmarkStub({ latencyMs: 30 });
    const { log } = collectLogs();
    const inputs = Array.from({ length: 8 }, () => resetEmail());
    const ids: string[] = [];
    for (const input of inputs) ids.push(await enqueueEmail(ctx.db, input));
    const transport = postmarkTo(stub.host);

    const results = await Promise.all(
      [1, 2, 3].map(() => deliverDueEmails(ctx.db, transport, { from: FROM, log, ids, limit: 4 })),
    );
    const again = await deliverDueEmails(ctx.db, transport, { from: FROM, log, ids });

    expect(results.reduce((total, result) => total + result.sent, 0) + again.sent).toBe(8);
    expect(stub.messages.map((message) => message.To).sort()).toEqual(inputs.map((input) => input.to).sort());
    const rows = await ctx.db.select().from(outgoingEmails).where(inArray(outgoingEmails.id, ids));
    expect(rows.every((row) => row.status === "sent" && row.attempts === 1)).toBe(true);
    expect(new Set(rows.map((row) => row.providerMessageId))).toEqual(
      new Set(stub.messages.map((message) => message.MessageID)),
    );
  });

  it("sends due e-mails in one batch call; a recipient Postmark refuses for good fails alone, with its reason", async () => {
    const stub = await postmarkStub();
    const { log } = collectLogs();
    const inputs = Array.from({ length: 5 }, () => resetEmail());
    const ids: string[] = [];
    for (const input of inputs) ids.push(await enqueueEmail(ctx.db, input));
    stub.refuse(inputs[2]!.to);

    const result = await deliverDueEmails(ctx.db, postmarkTo(stub.host), { from: FROM, log, ids });

    expect(result).toEqual({ sent: 4, failed: 1 });
    expect(stub.requests).toBe(1);
    expect(stub.batches).toEqual([5]);
    const rows = new Map(
      (await ctx.db.select().from(outgoingEmails).where(inArray(outgoingEmails.id, ids))).map((row) => [
        row.id,
        row,
      ]),
    );
    for (const [index, id] of ids.entries()) {
      const row = rows.get(id)!;
      if (index === 2) {
        // An inactive recipient (ErrorCode 406) is refused for good: failed, never retried.
        expect(row).toMatchObject({ status: "failed", attempts: 1, providerMessageId: null });
        expect(row.lastError).toMatch(/refused the message \(ErrorCode 406\).*inactive/);
      } else {
        const sent = stub.messages.find((message) => message.To === inputs[index]!.to)!;
        expect(row).toMatchObject({ status: "sent", attempts: 1, providerMessageId: sent.MessageID });
        expect(sent).toMatchObject({ Subject: inputs[index]!.subject, Tag: "password-reset" });
      }
    }
  });

  it("drains a backlog of 7,000 e-mails in batches of 500 within one run, never one twice", async () => {
    // A database of its own: nothing else due in it.
    const own = await target.open();
    onTestFinished(() => own.destroy());
    const stub = await postmarkStub();
    const { log } = collectLogs();
    const env = parseEnv({ NODE_ENV: "test", POSTMARK_SERVER_TOKEN: TOKEN, POSTMARK_API_HOST: stub.host });
    const backlog = Array.from({ length: 7000 }, (_, i) => resetEmail({ to: `backlog-${i}@example.com` }));
    for (let start = 0; start < backlog.length; start += 1000) {
      await own.db.insert(outgoingEmails).values(backlog.slice(start, start + 1000));
    }

    // Two drains at once, as two scheduled runs or two servers would.
    const [one, two] = await Promise.all([
      createMailer({ db: own.db, env, log }).drain({ budgetMs: 60_000 }),
      createMailer({ db: own.db, env, log }).drain({ budgetMs: 60_000 }),
    ]);

    expect(one.sent + two.sent).toBe(7000);
    expect(one.failed + two.failed).toBe(0);
    expect(stub.messages).toHaveLength(7000);
    expect(new Set(stub.messages.map((message) => message.To)).size).toBe(7000);
    expect(stub.batches.every((size) => size <= 500)).toBe(true);
    expect(stub.batches.reduce((total, size) => total + size, 0)).toBe(7000);
    const pending = await own.db
      .select({ id: outgoingEmails.id })
      .from(outgoingEmails)
      .where(eq(outgoingEmails.status, "pending"));
    expect(pending).toEqual([]);
  }, 300_000);

  it("stops starting batches once its time is up, leaving the rest for the next run", async () => {
    const own = await target.open();
    onTestFinished(() => own.destroy());
    const stub = await postmarkStub({ latencyMs: 50 });
    const { log } = collectLogs();
    const env = parseEnv({ NODE_ENV: "test", POSTMARK_SERVER_TOKEN: TOKEN, POSTMARK_API_HOST: stub.host });
    await own.db.insert(outgoingEmails).values(Array.from({ length: 1200 }, () => resetEmail()));
    const mailer = createMailer({ db: own.db, env, log });
    // No time at all: no batch is started, and everything waits for the next run.
    expect(await mailer.drain({ budgetMs: 0 })).toEqual({ sent: 0, failed: 0, batches: 0 });
    const next = await mailer.drain({ budgetMs: 60_000 });
    expect(next).toEqual({ sent: 1200, failed: 0, batches: 3 });
  });

  it("the mailer gathers e-mails queued while a delivery is sending into the next one", async () => {
    // Postmark takes 150 ms to answer, so the first delivery is still sending when more come.
    const stub = await postmarkStub({ latencyMs: 150 });
    const { log } = collectLogs();
    const env = parseEnv({ NODE_ENV: "test", POSTMARK_SERVER_TOKEN: TOKEN, POSTMARK_API_HOST: stub.host });
    const mailer = createMailer({ db: ctx.db, env, log });
    const inputs = Array.from({ length: 7 }, () => resetEmail());
    const ids: string[] = [];
    for (const input of inputs) ids.push(await enqueueEmail(ctx.db, input));

    const first = mailer.deliver([ids[0]!]);
    // The others come once Postmark has the first (and holds its answer for 150 ms).
    await vi.waitFor(() => expect(stub.requests).toBe(1), { interval: 1 });
    const later = [
      mailer.deliver(ids.slice(1, 3)),
      mailer.deliver(ids.slice(3, 6)),
      mailer.deliver([ids[6]!]),
    ];

    expect(await first).toEqual({ sent: 1, failed: 0 });
    // The six that came while the first was sending went together, in one call.
    for (const result of await Promise.all(later)) expect(result).toEqual({ sent: 6, failed: 0 });
    expect(stub.requests).toBe(2);
    expect(stub.batches).toEqual([6]);
    const rows = await ctx.db.select().from(outgoingEmails).where(inArray(outgoingEmails.id, ids));
    expect(rows.every((row) => row.status === "sent" && row.attempts === 1)).toBe(true);
    expect(stub.messages.map((message) => message.To).sort()).toEqual(inputs.map((input) => input.to).sort());
  });

  it("the mailer sends through Postmark when a token is configured, and its retry loop catches up", async () => {
    // A database of its own: the loop's last round may still be claiming due rows after stop(),
    // and must not take the next test's e-mails.
    const own = await target.open();
    onTestFinished(() => own.destroy());
    const stub = await postmarkStub();
    const { log } = collectLogs();
    const env = parseEnv({ NODE_ENV: "test", POSTMARK_SERVER_TOKEN: TOKEN, POSTMARK_API_HOST: stub.host });
    const mailer = createMailer({ db: own.db, env, log });
    expect(mailer.transport.name).toBe("postmark");

    const now = resetEmail();
    const nowId = await enqueueEmail(own.db, now);
    expect(await mailer.deliver([nowId])).toEqual({ sent: 1, failed: 0 });

    // Postmark down when the app tried: the loop sends it once Postmark is back and it is due.
    stub.mode("fail");
    const later = resetEmail();
    const laterId = await enqueueEmail(own.db, later);
    expect(await mailer.deliver([laterId])).toEqual({ sent: 0, failed: 1 });
    stub.mode("ok");
    await own.db
      .update(outgoingEmails)
      .set({ nextAttemptAt: new Date(Date.now() - 1000) })
      .where(eq(outgoingEmails.id, laterId));
    const stop = mailer.startRetryLoop(50);
    onTestFinished(stop);
    await vi.waitFor(async () => expect((await emailRow(own.db, laterId)).status).toBe("sent"), {
      timeout: 60_000,
      interval: 50,
    });
    // stop() waits for the round in flight: nothing of the loop runs after it.
    await stop();
    expect(stub.messages.filter((message) => [now.to, later.to].includes(message.To))).toHaveLength(2);
  });

  it("the mailer writes to the local outbox without a token, and shows the link in the log", async () => {
    const dataDir = await mkdtemp(join(tmpdir(), "nova-mail-"));
    onTestFinished(() => rm(dataDir, { recursive: true, force: true }));
    const { log, lines } = collectLogs();
    const mailer = createMailer({ db: ctx.db, env: parseEnv({ NODE_ENV: "test", DATA_DIR: dataDir }), log });
    expect(mailer.transport.name).toBe("outbox");

    const input = resetEmail();
    const id = await enqueueEmail(ctx.db, input);
    expect(await mailer.deliver([id])).toEqual({ sent: 1, failed: 0 });

    const outbox = await readLocalOutbox(join(dataDir, "mail"));
    expect(outbox).toHaveLength(1);
    expect(outbox[0]).toMatchObject({
      from: FROM,
      to: input.to,
      subject: input.subject,
      links: [RESET_LINK],
    });
    expect(await emailRow(ctx.db, id)).toMatchObject({
      status: "sent",
      providerMessageId: outbox[0]!.messageId,
    });
    expect(lines.find((line) => line.msg === "e-mail written to the local outbox")).toMatchObject({
      level: "info",
      to: input.to,
      links: [RESET_LINK],
    });
  });

  it("the mailer's deliver logs instead of throwing when the database is gone", async () => {
    const gone = await target.open();
    await gone.destroy();
    const stub = await postmarkStub();
    const { log, lines } = collectLogs();
    const mailer = createMailer({
      db: gone.db,
      env: parseEnv({ NODE_ENV: "test" }),
      log,
      transport: postmarkTo(stub.host),
    });

    expect(await mailer.deliver()).toEqual({ sent: 0, failed: 0 });
    expect(lines.some((line) => line.level === "error" && /stay in the outbox/.test(line.msg))).toBe(true);
    expect(stub.requests).toBe(0);
  });

  // The function talks to a server database only (never PGlite), so this exists for pg and neon.
  itOnServer(target)("the scheduled Netlify function's job sends what is due", async () => {
    const stub = await postmarkStub();
    const input = resetEmail();
    const id = await enqueueEmail(ctx.db, input);
    // The deployed function is production and would refuse the stand-in (decision 0020); its
    // job is given a test configuration pointing at the stub.
    const fn = await import("../../netlify/functions/mail-retry.mts");
    const env = parseEnv({
      NODE_ENV: "test",
      DATABASE_URL: ctx.database.url!,
      DATABASE_DRIVER: target.name,
      POSTMARK_SERVER_TOKEN: TOKEN,
      POSTMARK_API_HOST: stub.host,
    });
    await fn.job({ db: ctx.db, env, log: createLogger("silent") });

    expect(fn.config).toEqual({ schedule: "* * * * *" });
    expect(stub.messages.filter((message) => message.To === input.to)).toHaveLength(1);
    expect(await emailRow(ctx.db, id)).toMatchObject({ status: "sent" });
  });
});

describe("drawing the documents e-mails carry", () => {
  it("draws one document at a time, giving waiting requests a turn before each", async () => {
    let turns = 0;
    let ticking = true;
    const tick = () => {
      turns += 1;
      if (ticking) setImmediate(tick);
    };
    setImmediate(tick);
    const seen: number[] = [];
    const drawn = await Promise.all(
      [1, 2, 3].map((n) =>
        renderTaxDocumentPdfLazily(intraStateInvoice({ number: `NE/41-42/00000${n}` })).then((pdf) => {
          seen.push(turns);
          return pdf;
        }),
      ),
    );
    ticking = false;
    expect(drawn.every((pdf) => pdf.byteLength > 1000)).toBe(true);
    // Between two documents the event loop went round at least once: requests were served.
    expect(seen[1]!).toBeGreaterThan(seen[0]!);
    expect(seen[2]!).toBeGreaterThan(seen[1]!);
  });
});

describe("the local outbox", () => {
  it("writes each message as .eml and .json, and reads them back oldest first with their links", async () => {
    const parent = await mkdtemp(join(tmpdir(), "nova-outbox-"));
    onTestFinished(() => rm(parent, { recursive: true, force: true }));
    const dir = join(parent, "mail"); // not there yet: the transport creates it
    const { log, lines } = collectLogs();
    const transport = createLocalOutboxTransport({ dir, log });

    const reset = await transport.send({
      from: FROM,
      to: "asha@example.com",
      subject: "Reset your Nova Experience password",
      textBody: `Hello Asha,\n\nOpen ${RESET_LINK}.\nOr sign in at http://localhost:4321/login, as before.`,
      tag: "password-reset",
    });
    const others: string[] = [];
    for (let n = 1; n <= 4; n += 1) {
      others.push(`guest${n}@example.com`);
      await transport.send({
        from: FROM,
        to: `guest${n}@example.com`,
        subject: "Welcome",
        textBody: "Thank you for joining.",
        htmlBody: "<p>Thank you for joining.</p>",
        tag: "welcome",
      });
    }

    expect(reset.messageId).toMatch(/^local-[0-9a-f-]{36}$/);
    const files = (await readdir(dir)).sort();
    expect(files).toHaveLength(10);
    const [firstEml] = files.filter((name) => name.endsWith(".eml"));
    expect(firstEml).toMatch(/^\d{4}-\d\d-\d\dT\d\d-\d\d-\d\d\.\d{3}Z-[0-9a-f]{8}\.eml$/);
    const eml = await readFile(join(dir, firstEml!), "utf8");
    expect(eml).toContain("To: asha@example.com");
    expect(eml).toContain("Subject: Reset your Nova Experience password");
    expect(eml).toContain(RESET_LINK);

    const outbox = await readLocalOutbox(dir);
    expect(outbox.map((entry) => entry.to)).toEqual(["asha@example.com", ...others]);
    expect(outbox[0]).toMatchObject({
      messageId: reset.messageId,
      from: FROM,
      tag: "password-reset",
      links: [RESET_LINK, "http://localhost:4321/login"],
      sentAt: expect.stringMatching(/^\d{4}-.*Z$/),
    });
    expect(outbox[1]).toMatchObject({ htmlBody: "<p>Thank you for joining.</p>", links: [] });

    const logged = lines.filter((line) => line.msg === "e-mail written to the local outbox");
    expect(logged).toHaveLength(5);
    expect(logged[0]).toMatchObject({
      to: "asha@example.com",
      subject: "Reset your Nova Experience password",
      file: join(dir, firstEml!),
      links: [RESET_LINK, "http://localhost:4321/login"],
    });
  });

  it("writes Unicode subjects and names as RFC 2047 encoded words, each header on its own line", async () => {
    const parent = await mkdtemp(join(tmpdir(), "nova-outbox-"));
    onTestFinished(() => rm(parent, { recursive: true, force: true }));
    const dir = join(parent, "mail");
    const transport = createLocalOutboxTransport({ dir, log: collectLogs().log });
    const subjects = [
      "New travel inquiry TRV-7K2Q9M: Trip to केदारनाथ",
      `New project brief PRJ-1: ${"Café ☕ “Royal” 😀 ".repeat(12)}`,
      "Plain text that only looks encoded: =?UTF-8?B?QmNjOiBldmls?=",
      "Reset your Nova Experience password",
    ];
    for (const subject of subjects) {
      await transport.send({
        from: "Nova Expérience <no-reply@novaexperience.in>",
        to: "asha@example.com",
        subject,
        textBody: "Hello",
        tag: "welcome",
      });
    }
    const files = (await readdir(dir)).filter((name) => name.endsWith(".eml")).sort();
    expect(files).toHaveLength(subjects.length);
    for (const [index, file] of files.entries()) {
      const headers = readEmlHeaders(await readFile(join(dir, file), "utf8"));
      expect(headers.names).toEqual([
        "From",
        "To",
        "Subject",
        "Date",
        "Message-ID",
        "X-Tag",
        "MIME-Version",
        "Content-Type",
        "Content-Transfer-Encoding",
      ]);
      expect(headers.values.Subject).toBe(subjects[index]);
      expect(headers.values.From).toBe("Nova Expérience <no-reply@novaexperience.in>");
      // Header lines stay within RFC 5322's limit, and only ASCII is written raw.
      expect(headers.raw.split("\r\n").every((line) => line.length <= 78)).toBe(true);
      expect(headers.raw).toMatch(/^[\x20-\x7e\r\n]*$/);
    }
    expect(readEmlHeaders(await readFile(join(dir, files[3]!), "utf8")).raw).toContain(
      "Subject: Reset your Nova Experience password\r\n",
    );
  });

  it.each([
    ["subject", { subject: "Trip to Goa\r\nBcc: evil@example.com" }],
    ["subject", { subject: "Trip to Goa\u2028Bcc: evil@example.com" }],
    ["to", { to: "asha@example.com\nBcc: evil@example.com" }],
    ["from", { from: "Nova <no-reply@novaexperience.in>\r\nBcc: evil@example.com" }],
  ] as const)("refuses a message whose %s holds a line break and writes no file", async (_, bad) => {
    const parent = await mkdtemp(join(tmpdir(), "nova-outbox-"));
    onTestFinished(() => rm(parent, { recursive: true, force: true }));
    const dir = join(parent, "mail");
    const transport = createLocalOutboxTransport({ dir, log: collectLogs().log });
    const message = {
      from: FROM,
      to: "asha@example.com",
      subject: "Hello",
      textBody: "Hi",
      tag: "welcome",
      ...bad,
    };
    await expect(transport.send(message)).rejects.toThrow(/line break or another control character/);
    expect(await transport.sendBatch([message])).toEqual([
      { error: expect.stringMatching(/line break/), permanent: true },
    ]);
    expect(await readLocalOutbox(dir)).toEqual([]);
  });

  it("reads an outbox folder that does not exist yet as empty", async () => {
    expect(await readLocalOutbox(join(tmpdir(), `nova-no-outbox-${randomUUID()}`))).toEqual([]);
  });
});

describe("the mail retry function", () => {
  const entry = new URL("../../netlify/functions/mail-retry.mts", import.meta.url);

  it("keeps PGlite out of its bundle", () => expectBundleWithoutPglite(entry, "src/server/mail/mailer.ts"));

  it("refuses to run on the embedded database", () =>
    expectRefusalWithoutNetworkDatabase(() => import("../../netlify/functions/mail-retry.mts")));
});

describe("Postmark's headers", () => {
  it("Postmark gets no message whose From, To, Subject or Tag holds a line break; the others of a batch go", async () => {
    const stub = await postmarkStub();
    const transport = postmarkTo(stub.host);
    const message = (overrides: Partial<OutgoingMessage> = {}): OutgoingMessage => ({
      from: FROM,
      to: `guest-${randomUUID().slice(0, 8)}@example.com`,
      subject: "Trip to केदारनाथ",
      textBody: "Hello",
      tag: "welcome",
      ...overrides,
    });

    await expect(
      transport.send(message({ subject: "Trip to Goa\r\nBcc: evil@example.com" })),
    ).rejects.toThrow("The e-mail's Subject holds a line break or another control character");
    expect(stub.requests).toBe(0);

    const batch = [
      message(),
      message({ subject: "Trip to Goa\nBcc: evil@example.com" }),
      message({ to: "evil@example.com\r\nX-Injected: 1" }),
      message({ tag: "welcome\rBcc: evil@example.com" }),
      message({ from: `${FROM}\u0085Bcc: evil@example.com` }),
      message(),
    ];
    const outcomes = await transport.sendBatch(batch);
    expect(outcomes.map((outcome) => ("messageId" in outcome ? "sent" : outcome.error))).toEqual([
      "sent",
      "The e-mail's Subject holds a line break or another control character",
      "The e-mail's To holds a line break or another control character",
      "The e-mail's Tag holds a line break or another control character",
      "The e-mail's From holds a line break or another control character",
      "sent",
    ]);
    // Unicode goes as it is: Postmark writes the headers itself.
    expect(stub.messages.map((sent) => [sent.To, sent.Subject])).toEqual([
      [batch[0]!.to, "Trip to केदारनाथ"],
      [batch[5]!.to, "Trip to केदारनाथ"],
    ]);
  });
});
