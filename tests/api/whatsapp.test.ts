// WhatsApp on every database driver (docs/product.md D26, decision 0038): messages queued in the
// outbox go out once through the real Cloud API client to a local stand-in of it (or to the
// local outbox folder without credentials), are retried when the API fails and fall back to
// e-mail once when a message fails for good; the webhook's handshake, its signature, the
// statuses it reports (never going back) and a STOP, in English or Hindi, confirmed once.
import { randomUUID } from "node:crypto";
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { and, eq, inArray } from "drizzle-orm";
import { afterAll, describe, expect, it } from "vitest";
import {
  consents,
  inboundWhatsapp,
  outgoingWhatsapp,
  users,
  whatsappUnmatchedStatuses,
} from "../../src/server/db/schema.ts";
import type { Database } from "../../src/server/db/types.ts";
import {
  ConfigError,
  LOCAL_WHATSAPP_APP_SECRET,
  LOCAL_WHATSAPP_VERIFY_TOKEN,
  parseEnv,
} from "../../src/server/env.ts";
import { createLogger } from "../../src/server/log.ts";
import { readLocalOutbox } from "../../src/server/mail/local-outbox.ts";
import { createCloudApiTransport } from "../../src/server/whatsapp/cloud-api.ts";
import { deliverDueWhatsApp, MAX_ATTEMPTS } from "../../src/server/whatsapp/deliver.ts";
import { STOP_SOURCE } from "../../src/schemas/consent.ts";
import { readLocalWhatsAppOutbox } from "../../src/server/whatsapp/local-outbox.ts";
import {
  enqueueWhatsApp,
  templateMessageBody,
  type WhatsAppInput,
} from "../../src/server/whatsapp/outbox.ts";
import { createWhatsAppSender } from "../../src/server/whatsapp/sender.ts";
import { TEMPLATE_WORDS } from "../../src/server/whatsapp/templates.ts";
import type { WhatsAppTransport } from "../../src/server/whatsapp/transport.ts";
import { hubSignature, processWebhook, webhookSecrets } from "../../src/server/whatsapp/webhook.ts";
import { eventInquiry } from "../fixtures/inquiries.ts";
import { PRODUCTION_SECRETS } from "../helpers/deployed-function.ts";
import { confirmAddress, answerOf, freshMobile, testApp } from "../helpers/app.ts";
import { closeDatabaseHelpers } from "../helpers/databases.ts";
import { forEachDatabase, itOnServer, type BlockProviders } from "../helpers/for-each-database.ts";
import { startWhatsAppStub, type WhatsAppStub } from "../stubs/whatsapp-stub.ts";

afterAll(closeDatabaseHelpers);

const ACCESS_TOKEN = "whatsapp-access-token-for-tests";
const PHONE_NUMBER_ID = "106540352242922";
const silent = createLogger("silent");

interface Providers extends BlockProviders {
  stub: WhatsAppStub;
}

/** A moment past `at` (the database keeps microseconds, a Date only milliseconds). */
const dueAfter = (at: Date) => new Date(at.getTime() + 1000);

/** A quote-ready message to a fresh number, falling back to an e-mail to a fresh address. */
function quoteMessage(overrides: Partial<WhatsAppInput> = {}): WhatsAppInput {
  return {
    to: `91${freshMobile()}`,
    template: "quote_ready",
    language: "en",
    params: ["Asha", "NX-Q-0042", "Wedding in Jaipur", "₹4,50,000", "₹1,35,000", "https://nova.example/q/42"],
    fallbackEmail: {
      to: `guest-${randomUUID().slice(0, 8)}@example.com`,
      subject: "Your quote NX-Q-0042 is ready",
      textBody: "Hello Asha, your quote NX-Q-0042 is ready: https://nova.example/q/42",
      template: "quote-ready",
    },
    ...overrides,
  };
}

async function messageRow(db: Database, id: string) {
  const [row] = await db.select().from(outgoingWhatsapp).where(eq(outgoingWhatsapp.id, id));
  if (!row) throw new Error(`no outgoing WhatsApp message ${id}`);
  return row;
}

/** A webhook delivery as Meta sends it, with one change of the "messages" field. */
function delivery(value: Record<string, unknown>) {
  return {
    object: "whatsapp_business_account",
    entry: [
      {
        id: "102290129340398",
        changes: [
          {
            field: "messages",
            value: {
              messaging_product: "whatsapp",
              metadata: { display_phone_number: "919876500000", phone_number_id: PHONE_NUMBER_ID },
              ...value,
            },
          },
        ],
      },
    ],
  };
}

const statusOf = (id: string, status: string, extra: Record<string, unknown> = {}) =>
  delivery({
    statuses: [
      { id, status, timestamp: String(Math.floor(Date.now() / 1000)), recipient_id: "91", ...extra },
    ],
  });

const messageFrom = (from: string, text: string, id = `wamid.in-${randomUUID()}`) =>
  delivery({
    contacts: [{ profile: { name: "Asha" }, wa_id: from }],
    messages: [
      { from, id, timestamp: String(Math.floor(Date.now() / 1000)), type: "text", text: { body: text } },
    ],
  });

forEachDatabase<Providers>(
  "WhatsApp",
  {
    providers: async () => {
      const stub = await startWhatsAppStub({ accessToken: ACCESS_TOKEN, phoneNumberId: PHONE_NUMBER_ID });
      return {
        stub,
        // The real client, with a time limit that catches a hang, not a busy machine.
        whatsappTransport: createCloudApiTransport({
          accessToken: ACCESS_TOKEN,
          phoneNumberId: PHONE_NUMBER_ID,
          apiUrl: stub.url,
          timeoutMs: 5_000,
        }),
        close: () => stub.close(),
      };
    },
  },
  (ctx) => {
    const stub = () => ctx.providers.stub;
    const sentTo = (to: string) => stub().messages.filter((message) => message.body.to === to);
    const mailTo = async (to: string) =>
      (await readLocalOutbox(ctx.api.mailDir)).filter((message) => message.to === to);

    /** Posts a delivery signed with the local app secret (or the signature given; null for none). */
    const postWebhook = (payload: unknown, signature?: string | null) => {
      const body = JSON.stringify(payload);
      return ctx.api.app.request("/api/v1/whatsapp/webhook", {
        method: "POST",
        headers: {
          "content-type": "application/json",
          ...(signature === null
            ? {}
            : { "x-hub-signature-256": signature ?? hubSignature(body, LOCAL_WHATSAPP_APP_SECRET) }),
        },
        body,
      });
    };

    /** A member signed up with this number and WhatsApp updates ticked, as the sign-up page sends it. */
    const signUpWithWhatsApp = async (name: string, phone: string) =>
      answerOf<{ accessToken: string; newUser: { _id: string } }>(
        await ctx.api.app.request("/api/v1/user/create", {
          method: "POST",
          headers: { "content-type": "application/json" },
          body: JSON.stringify({
            name,
            email: `${name.toLowerCase().replace(/\W+/g, ".")}-${randomUUID().slice(0, 8)}@example.com`,
            phoneNo: phone,
            password: "member password",
            consents: { whatsappUpdates: true, source: "/signup" },
          }),
        }),
        201,
      );
    /** A call as the member's browser makes it. */
    const memberCall = (method: string, path: string, token: string, body?: unknown) =>
      ctx.api.app.request(`/api/v1${path}`, {
        method,
        headers: { "content-type": "application/json", authorization: `Bearer ${token}` },
        body: body === undefined ? undefined : JSON.stringify(body),
      });

    /**
     * Accounts with one number, WhatsApp updates given and e-mail updates off (so that an update
     * goes by WhatsApp alone), each with an inquiry's update waiting while the Cloud API is down.
     */
    const waitingOnOneNumber = async (names: string[]) => {
      const phone = freshMobile();
      const accounts = [];
      for (const name of names) {
        const signedUp = await signUpWithWhatsApp(name, phone);
        await confirmAddress(ctx.db, signedUp.newUser._id);
        await answerOf(
          await memberCall("PUT", "/user/consents", signedUp.accessToken, {
            channel: "email",
            purpose: "updates",
            granted: false,
            source: "/dashboard",
          }),
          200,
        );
        accounts.push(signedUp);
      }
      stub().mode("fail");
      try {
        for (const account of accounts) {
          await answerOf(
            await memberCall("POST", "/inquiry/create_event", account.accessToken, eventInquiry()),
            201,
          );
        }
        await ctx.api.settled();
      } finally {
        stub().mode("ok");
      }
      return { phone, accounts };
    };

    /** Queues a message and sends it through the app's sender; its row once sent. */
    const sendOne = async (input = quoteMessage()) => {
      const id = await enqueueWhatsApp(ctx.db, input);
      await ctx.api.whatsapp.deliver([id]);
      return { id, input, row: await messageRow(ctx.db, id) };
    };

    describe("delivery", () => {
      it("sends messages queued with enqueueWhatsApp once, through the Cloud API client, as stored", async () => {
        const inputs = [quoteMessage(), quoteMessage({ language: "hi" })];
        const ids = await ctx.db.transaction(async (tx) =>
          Promise.all(inputs.map((input) => enqueueWhatsApp(tx, input))),
        );
        // Several senders at once (a request's, the timer's, the scheduled one): each message once.
        await Promise.all([
          ctx.api.whatsapp.deliver(ids),
          ctx.api.whatsapp.deliver(ids),
          ctx.api.whatsapp.drain(),
        ]);
        await ctx.api.whatsapp.drain();

        for (const [index, input] of inputs.entries()) {
          const received = sentTo(input.to);
          expect(received).toHaveLength(1);
          expect(received[0]!.body).toEqual(templateMessageBody(input));
          const row = await messageRow(ctx.db, ids[index]!);
          expect(row).toMatchObject({ status: "sent", attempts: 1, providerMessageId: received[0]!.id });
          expect(row.sentAt).toBeInstanceOf(Date);
        }
      });

      it("sends a request's messages right after its answer, without waiting for the retry", async () => {
        // A member who chose WhatsApp updates at sign-up asks for a quote.
        const phone = freshMobile();
        const signedUp = await signUpWithWhatsApp("Asha Request", phone);
        await confirmAddress(ctx.db, signedUp.newUser._id);
        const { inquiry } = await answerOf<{ inquiry: { reference: string } }>(
          await ctx.api.app.request("/api/v1/inquiry/create_event", {
            method: "POST",
            headers: {
              "content-type": "application/json",
              authorization: `Bearer ${signedUp.accessToken}`,
            },
            body: JSON.stringify(eventInquiry()),
          }),
          201,
        );
        // The work the request left for after its answer, and nothing else: no drain, no timer.
        await ctx.api.settled();
        const received = sentTo(`91${phone}`);
        expect(received.map((message) => message.body.template)).toMatchObject([
          { name: "inquiry_received", language: { code: "en" } },
        ]);
        expect(JSON.stringify(received[0]!.body)).toContain(inquiry.reference);
        const [row] = await ctx.db
          .select()
          .from(outgoingWhatsapp)
          .where(eq(outgoingWhatsapp.userId, signedUp.newUser._id));
        expect(row).toMatchObject({ status: "sent", attempts: 1, providerMessageId: received[0]!.id });
      });

      it("writes each message to DATA_DIR/whatsapp as the request body when no credentials are set", async () => {
        const local = testApp(ctx.db);
        expect(local.whatsapp.transport.name).toBe("outbox");
        const input = quoteMessage({
          template: "inquiry_received",
          params: ["Asha", "NX-7", "Catering", "https://x.in/d"],
        });
        const id = await enqueueWhatsApp(ctx.db, input);
        await local.whatsapp.deliver([id]);

        const files = (await readLocalWhatsAppOutbox(local.whatsappDir)).filter(
          (file) => file.body.to === input.to,
        );
        expect(files).toHaveLength(1);
        expect(files[0]!.body).toEqual(templateMessageBody(input));
        expect(await messageRow(ctx.db, id)).toMatchObject({
          status: "sent",
          providerMessageId: files[0]!.messageId,
        });
        expect(sentTo(input.to)).toHaveLength(0);
      });

      it("retries a message the Cloud API failed (5xx, a hang) and sends it once it answers", async () => {
        const input = quoteMessage();
        const id = await enqueueWhatsApp(ctx.db, input);
        stub().mode("fail");
        try {
          await ctx.api.whatsapp.deliver([id]);
        } finally {
          stub().mode("ok");
        }
        let row = await messageRow(ctx.db, id);
        expect(row).toMatchObject({ status: "pending", attempts: 1, fallbackEmailId: null });
        expect(row.lastError).toMatch(/503 \(code 2\)/);
        // Not due before its backoff ends.
        await ctx.api.whatsapp.deliver([id]);
        expect(sentTo(input.to)).toHaveLength(0);

        // A hang counts as a failure too, after the client's time limit.
        const impatient = createCloudApiTransport({
          accessToken: ACCESS_TOKEN,
          phoneNumberId: PHONE_NUMBER_ID,
          apiUrl: stub().url,
          timeoutMs: 300,
        });
        stub().mode("hang");
        try {
          await deliverDueWhatsApp(ctx.db, impatient, {
            log: silent,
            ids: [id],
            now: dueAfter(row.nextAttemptAt),
          });
        } finally {
          stub().mode("ok");
        }
        row = await messageRow(ctx.db, id);
        expect(row).toMatchObject({ status: "pending", attempts: 2 });
        expect(row.lastError).toMatch(/no answer within 300 ms/);

        await deliverDueWhatsApp(ctx.db, ctx.api.whatsapp.transport, {
          log: silent,
          ids: [id],
          now: dueAfter(row.nextAttemptAt),
        });
        expect(sentTo(input.to)).toHaveLength(1);
        expect(await messageRow(ctx.db, id)).toMatchObject({ status: "sent", attempts: 3 });
        expect(await mailTo(input.fallbackEmail!.to)).toHaveLength(0);
      });

      it("fails what is still waiting for a number when WhatsApp is withdrawn, for every account with it", async () => {
        // Two accounts with one number, both with WhatsApp updates and e-mail updates off, so that
        // an update goes by WhatsApp alone; each asks for a quote while the Cloud API is down.
        const { phone, accounts } = await waitingOnOneNumber(["Asha Withdraws", "Ravi Same Number"]);
        const waiting = await ctx.db
          .select()
          .from(outgoingWhatsapp)
          .where(eq(outgoingWhatsapp.to, `91${phone}`));
        expect(waiting.map((row) => [row.template, row.status])).toEqual([
          ["inquiry_received", "pending"],
          ["inquiry_received", "pending"],
        ]);

        // Asha says no: her number is held off for both accounts from that moment.
        await answerOf(
          await memberCall("PUT", "/user/consents", accounts[0]!.accessToken, {
            channel: "whatsapp",
            purpose: "updates",
            granted: false,
            source: "/dashboard",
          }),
          200,
        );
        await ctx.api.settled();
        for (const row of waiting) {
          const now = await messageRow(ctx.db, row.id);
          expect(now).toMatchObject({
            status: "failed",
            lastError: "The member withdrew consent to WhatsApp",
          });
          expect(now.fallbackEmailId).toEqual(expect.any(String));
          // Each account's update reaches it by e-mail instead, once.
          const mails = await mailTo(row.fallbackEmail!.to);
          expect(mails.filter((mail) => mail.subject === row.fallbackEmail!.subject)).toHaveLength(1);
        }
        // The retry that comes later sends nothing to the number.
        await deliverDueWhatsApp(ctx.db, ctx.api.whatsapp.transport, {
          log: silent,
          ids: waiting.map((row) => row.id),
          now: dueAfter(new Date(Date.now() + 3_600_000)),
        });
        expect(sentTo(`91${phone}`)).toHaveLength(0);
      });

      it("fails what waited for a number the member gave up, and nothing another account with it waits for", async () => {
        // Two accounts with one number, updates by WhatsApp alone, each with a quote request
        // waiting while the Cloud API is down.
        const { phone, accounts } = await waitingOnOneNumber(["Asha Moves", "Ravi Stays"]);
        const waitingFor = async (userId: string) =>
          (await ctx.db.select().from(outgoingWhatsapp).where(eq(outgoingWhatsapp.userId, userId)))[0]!;
        const [asha, ravi] = [
          await waitingFor(accounts[0]!.newUser._id),
          await waitingFor(accounts[1]!.newUser._id),
        ];
        expect([asha.status, ravi.status]).toEqual(["pending", "pending"]);

        // Asha corrects her number: her update comes by e-mail, not to the number she gave up.
        await answerOf(
          await memberCall("PATCH", "/user/profile", accounts[0]!.accessToken, { phoneNo: freshMobile() }),
          200,
        );
        await ctx.api.settled();
        expect(await messageRow(ctx.db, asha.id)).toMatchObject({
          status: "failed",
          lastError: "The member's phone number changed",
          fallbackEmailId: expect.any(String),
        });
        const mails = await mailTo(asha.fallbackEmail!.to);
        expect(mails.filter((mail) => mail.subject === asha.fallbackEmail!.subject)).toHaveLength(1);
        // Ravi still has the number: his update goes there when the Cloud API answers again.
        expect(await messageRow(ctx.db, ravi.id)).toMatchObject({ status: "pending" });
        await deliverDueWhatsApp(ctx.db, ctx.api.whatsapp.transport, {
          log: silent,
          ids: [asha.id, ravi.id],
          now: dueAfter(new Date(Date.now() + 3_600_000)),
        });
        expect(sentTo(`91${phone}`).map((message) => JSON.stringify(message.body))).toEqual([
          expect.stringContaining("Ravi Stays"),
        ]);
      });

      it("falls back to e-mail once when the Cloud API refuses a message for good", async () => {
        const input = quoteMessage();
        stub().mode("reject-permanent");
        let id: string;
        try {
          id = (await sendOne(input)).id;
          await ctx.api.whatsapp.drain();
        } finally {
          stub().mode("ok");
        }
        const row = await messageRow(ctx.db, id);
        expect(row).toMatchObject({ status: "failed", attempts: 1 });
        expect(row.lastError).toMatch(/code 131026/);
        expect(row.fallbackEmailId).toEqual(expect.any(String));
        // A late "failed" status for it changes nothing either.
        await ctx.db
          .update(outgoingWhatsapp)
          .set({ providerMessageId: `wamid.x-${id}` })
          .where(eq(outgoingWhatsapp.id, id));
        await answerOf(await postWebhook(statusOf(`wamid.x-${id}`, "failed")), 200);
        await ctx.api.settled();
        await ctx.api.whatsapp.drain();

        const mails = await mailTo(input.fallbackEmail!.to);
        expect(mails).toHaveLength(1);
        expect(mails[0]).toMatchObject({ subject: input.fallbackEmail!.subject, tag: "quote-ready" });
        expect(sentTo(input.to)).toHaveLength(0);
      });

      it("falls back to e-mail once a message is still unsent after the last attempt", async () => {
        const input = quoteMessage();
        const id = await enqueueWhatsApp(ctx.db, input);
        await ctx.db
          .update(outgoingWhatsapp)
          .set({ attempts: MAX_ATTEMPTS - 1 })
          .where(eq(outgoingWhatsapp.id, id));
        stub().mode("rate-limited");
        try {
          await ctx.api.whatsapp.deliver([id]);
        } finally {
          stub().mode("ok");
        }
        expect(await messageRow(ctx.db, id)).toMatchObject({ status: "failed", attempts: MAX_ATTEMPTS });
        expect(await mailTo(input.fallbackEmail!.to)).toHaveLength(1);
      });
    });

    // The scheduled function talks to a server database only (never PGlite).
    itOnServer(ctx.target)(
      "the scheduled retry sends what is due, then the fallback e-mails of what failed for good",
      async () => {
        const dataDir = mkdtempSync(join(tmpdir(), "whatsapp-retry-"));
        const due = quoteMessage();
        const dueId = await enqueueWhatsApp(ctx.db, due);
        // The deployed function is production and would refuse the stand-in (decision 0020); its
        // job is given a test configuration pointing at it.
        const fn = await import("../../netlify/functions/mail-retry.mts");
        const env = parseEnv({
          NODE_ENV: "test",
          DATABASE_URL: ctx.database.url!,
          DATABASE_DRIVER: ctx.target.name,
          DATA_DIR: dataDir,
          WHATSAPP_ACCESS_TOKEN: ACCESS_TOKEN,
          WHATSAPP_PHONE_NUMBER_ID: PHONE_NUMBER_ID,
          WHATSAPP_API_URL: stub().url,
        });
        await fn.job({ db: ctx.db, env, log: silent });
        expect(sentTo(due.to)).toHaveLength(1);
        expect(await messageRow(ctx.db, dueId)).toMatchObject({ status: "sent" });

        const refused = quoteMessage();
        const refusedId = await enqueueWhatsApp(ctx.db, refused);
        stub().mode("reject-permanent");
        try {
          await fn.job({ db: ctx.db, env, log: silent });
        } finally {
          stub().mode("ok");
        }
        expect(await messageRow(ctx.db, refusedId)).toMatchObject({ status: "failed" });
        const mails = await readLocalOutbox(join(dataDir, "mail"));
        expect(mails.filter((mail) => mail.to === refused.fallbackEmail!.to)).toHaveLength(1);
      },
    );

    describe("the webhook", () => {
      it("answers the subscription handshake with the challenge only for the right verify token", async () => {
        const handshake = (query: string) => ctx.api.app.request(`/api/v1/whatsapp/webhook?${query}`);
        const right = await handshake(
          `hub.mode=subscribe&hub.verify_token=${LOCAL_WHATSAPP_VERIFY_TOKEN}&hub.challenge=1158201444`,
        );
        expect(right.status).toBe(200);
        expect(right.headers.get("content-type")).toMatch(/^text\/plain/);
        expect(await right.text()).toBe("1158201444");

        for (const query of [
          "hub.mode=subscribe&hub.verify_token=guessed&hub.challenge=1158201444",
          `hub.mode=unsubscribe&hub.verify_token=${LOCAL_WHATSAPP_VERIFY_TOKEN}&hub.challenge=1158201444`,
          "hub.mode=subscribe&hub.challenge=1158201444",
        ]) {
          const wrong = await answerOf<{ err: string }>(await handshake(query), 403);
          expect(wrong.err).toBe("The subscription's mode or verify token is not right.");
        }
        await answerOf(
          await handshake(`hub.mode=subscribe&hub.verify_token=${LOCAL_WHATSAPP_VERIFY_TOKEN}`),
          400,
        );
      });

      it("records statuses on the message they name and never moves one back", async () => {
        const { id, row } = await sendOne();
        const wamid = row.providerMessageId!;
        const statusNow = async () => (await messageRow(ctx.db, id)).status;

        expect(await answerOf(await postWebhook(statusOf(wamid, "delivered")), 200)).toEqual({
          statuses: 1,
          messages: 0,
        });
        expect(await statusNow()).toBe("delivered");
        await answerOf(await postWebhook(statusOf(wamid, "read")), 200);
        expect(await statusNow()).toBe("read");
        // Late, or retried: an earlier status after a later one changes nothing.
        for (const late of ["delivered", "sent", "failed"]) {
          await answerOf(await postWebhook(statusOf(wamid, late)), 200);
          expect(await statusNow()).toBe("read");
        }
        const read = await messageRow(ctx.db, id);
        expect(read.statusAt).toBeInstanceOf(Date);
        expect(read.fallbackEmailId).toBeNull();
        // A status of a message we never sent is acknowledged and changes nothing.
        await answerOf(await postWebhook(statusOf("wamid.unknown", "read")), 200);
      });

      it("falls back to e-mail once when WhatsApp reports a sent message failed, however often it says so", async () => {
        const { id, input, row } = await sendOne();
        const failed = statusOf(row.providerMessageId!, "failed", {
          errors: [{ code: 131026, title: "Message undeliverable" }],
        });
        await answerOf(await postWebhook(failed), 200);
        await answerOf(await postWebhook(failed), 200); // Meta's retry
        await ctx.api.settled();
        await ctx.api.whatsapp.drain();

        const after = await messageRow(ctx.db, id);
        expect(after.status).toBe("failed");
        expect(after.lastError).toMatch(/131026/);
        expect(await mailTo(input.fallbackEmail!.to)).toHaveLength(1);
        // A late delivered beats failed: it did arrive; and still no second e-mail.
        await answerOf(await postWebhook(statusOf(row.providerMessageId!, "delivered")), 200);
        await answerOf(await postWebhook(failed), 200);
        await ctx.api.settled();
        expect((await messageRow(ctx.db, id)).status).toBe("delivered");
        expect(await mailTo(input.fallbackEmail!.to)).toHaveLength(1);
      });

      it("keeps a status that comes before the message's id is stored, and applies it once it is", async () => {
        // WhatsApp reports while the sender is still writing the batch's outcomes: the webhook
        // is answered before the message has its Cloud API id in the outbox.
        const early = (status: string, extra: Record<string, unknown> = {}): WhatsAppTransport => ({
          name: "cloud",
          send: async (body) => {
            const outcome = await ctx.providers.whatsappTransport!.send(body);
            if ("messageId" in outcome) {
              const answer = await answerOf(
                await postWebhook(statusOf(outcome.messageId, status, extra)),
                200,
              );
              expect(answer).toEqual({ statuses: 1, messages: 0 });
            }
            return outcome;
          },
        });
        const sendWith = async (transport: WhatsAppTransport, input = quoteMessage()) => {
          const sender = createWhatsAppSender({
            db: ctx.db,
            env: ctx.api.env,
            log: silent,
            mailer: ctx.api.mailer,
            transport,
          });
          const id = await enqueueWhatsApp(ctx.db, input);
          await sender.deliver([id]);
          return { input, row: await messageRow(ctx.db, id) };
        };

        const delivered = await sendWith(early("delivered"));
        expect(delivered.row).toMatchObject({ status: "delivered", attempts: 1 });
        expect(delivered.row.providerMessageId).toMatch(/^wamid\./);

        // A fast failure is not lost either: the message falls back to e-mail, once.
        const failed = await sendWith(
          early("failed", { errors: [{ code: 131026, title: "Message undeliverable" }] }),
        );
        expect(failed.row).toMatchObject({ status: "failed" });
        expect(failed.row.lastError).toMatch(/131026/);
        await ctx.api.settled();
        expect(await mailTo(failed.input.fallbackEmail!.to)).toHaveLength(1);
        // Applied, the kept statuses are forgotten; Meta's retry of one now finds the message.
        const kept = await ctx.db
          .select()
          .from(whatsappUnmatchedStatuses)
          .where(
            inArray(whatsappUnmatchedStatuses.providerMessageId, [
              delivered.row.providerMessageId!,
              failed.row.providerMessageId!,
            ]),
          );
        expect(kept).toEqual([]);
      });

      it("refuses a delivery with a wrong or missing signature before reading it, and changes nothing", async () => {
        const { id, row } = await sendOne();
        const from = `91${freshMobile()}`;
        const read = statusOf(row.providerMessageId!, "read");
        const stop = messageFrom(from, "STOP");
        const body = JSON.stringify(read);
        for (const signature of [
          null,
          "",
          hubSignature(body, "guessed secret"),
          hubSignature(`${body} `, LOCAL_WHATSAPP_APP_SECRET),
          hubSignature(body, LOCAL_WHATSAPP_APP_SECRET).replace("sha256=", ""),
          hubSignature(body, LOCAL_WHATSAPP_APP_SECRET).replace("sha256=", "sha1="),
          `${hubSignature(body, LOCAL_WHATSAPP_APP_SECRET)}0`,
        ]) {
          const refused = await answerOf<{ err: string }>(await postWebhook(read, signature), 401);
          expect(refused.err).toBe("The webhook's signature is not valid.");
          await answerOf(await postWebhook(stop, signature), 401);
        }
        expect((await messageRow(ctx.db, id)).status).toBe("sent");
        expect(await ctx.db.select().from(consents).where(eq(consents.phone, from))).toEqual([]);
        expect(await ctx.db.select().from(inboundWhatsapp).where(eq(inboundWhatsapp.from, from))).toEqual([]);
        // Signed but not JSON: refused too.
        const garbage = "{not json";
        const response = await ctx.api.app.request("/api/v1/whatsapp/webhook", {
          method: "POST",
          headers: {
            "content-type": "application/json",
            "x-hub-signature-256": hubSignature(garbage, LOCAL_WHATSAPP_APP_SECRET),
          },
          body: garbage,
        });
        await answerOf(response, 400);
      });

      it("takes signed nonsense inside a delivery's envelope without a 500, and keeps none of it", async () => {
        const { id, row } = await sendOne();
        const wamid = row.providerMessageId!;
        const from = `91${freshMobile()}`;
        const nonsense = [
          {
            object: "whatsapp_business_account",
            entry: [null, 1, "x", { changes: [null, { field: "messages", value: [] }] }],
          },
          statusOf(wamid, "read\u0000"),
          statusOf(`${wamid}\u0000`, "read"),
          statusOf("wamid with spaces", "read"),
          statusOf(wamid, "delivered", { timestamp: "1e30", errors: "not a list" }),
          delivery({ statuses: "all of them", messages: { from } }),
          delivery({ messages: [{ id: "wamid.\u0000", from, type: "text", text: { body: "STOP" } }] }),
          delivery({
            messages: [{ id: `wamid.in-${randomUUID()}`, from: "+91 98765 43210", text: { body: "STOP" } }],
          }),
          delivery({
            messages: [null, { id: 5, from }, { id: `wamid.in-${randomUUID()}`, from, text: { body: 7 } }],
          }),
        ];
        for (const payload of nonsense) await answerOf(await postWebhook(payload), 200);
        expect(await messageRow(ctx.db, id)).toMatchObject({ status: "delivered" });
        expect(await ctx.db.select().from(consents).where(eq(consents.phone, from))).toEqual([]);
        // The last one is a message without text: kept once by its id, and nothing done.
        const kept = await ctx.db.select().from(inboundWhatsapp).where(eq(inboundWhatsapp.from, from));
        expect(kept.map((row) => [row.text, row.action])).toEqual([[null, null]]);
      });

      it("ends WhatsApp messages to a number that sends STOP, for each account with it, and confirms once", async () => {
        const phone = freshMobile();
        const from = `91${phone}`;
        const accounts = await ctx.db
          .insert(users)
          .values(
            (["en", "hi"] as const).map((language, index) => ({
              name: `Holder ${index}`,
              email: `holder.${randomUUID().slice(0, 8)}@example.com`,
              phoneNo: phone,
              passwordHash: "not-a-hash",
              language,
            })),
          )
          .returning({ id: users.id });
        // A message still waiting for that number goes by e-mail instead.
        const waiting = quoteMessage({ to: from });
        const waitingId = await enqueueWhatsApp(ctx.db, waiting);
        // An operators' alert waiting for it too (an operator's own phone) is not the STOP's to
        // end: operators' alerts ask for no consent, and the next one would go anyway.
        const alertId = await enqueueWhatsApp(ctx.db, {
          to: from,
          template: "operator_alert",
          language: "en",
          params: ["New event inquiry", "EVT-STOP0001 from Asha", "https://nova.example/admin"],
        });

        const stop = messageFrom(from, "  Stop ");
        expect(await answerOf(await postWebhook(stop), 200)).toEqual({ statuses: 0, messages: 1 });
        await answerOf(await postWebhook(stop), 200); // Meta's retry of the same delivery
        await answerOf(await postWebhook(messageFrom(from, "UNSUBSCRIBE")), 200); // said again
        await ctx.api.settled();
        await ctx.api.whatsapp.drain();

        const withdrawals = await ctx.db.select().from(consents).where(eq(consents.phone, from));
        expect(withdrawals).toHaveLength(4);
        for (const account of accounts) {
          for (const purpose of ["updates", "offers"]) {
            expect(withdrawals).toContainEqual(
              expect.objectContaining({
                userId: account.id,
                channel: "whatsapp",
                purpose,
                granted: false,
                source: STOP_SOURCE,
              }),
            );
          }
        }
        const confirmations = sentTo(from).filter((message) => message.body.type === "text");
        expect(confirmations).toHaveLength(1);
        expect(confirmations[0]!.body).toMatchObject({
          type: "text",
          text: { body: TEMPLATE_WORDS.en.stop_confirmed },
        });
        expect(await messageRow(ctx.db, waitingId)).toMatchObject({ status: "failed" });
        expect(await messageRow(ctx.db, alertId)).toMatchObject({ status: "sent" });
        expect(await mailTo(waiting.fallbackEmail!.to)).toHaveLength(1);
        const inbound = await ctx.db
          .select({ action: inboundWhatsapp.action })
          .from(inboundWhatsapp)
          .where(eq(inboundWhatsapp.from, from));
        expect(inbound.map((row) => row.action).sort()).toEqual(["stop", "stop-again"]);
      });

      it("takes a STOP in Hindi from a number without an account, and confirms in Hindi once", async () => {
        const from = `91${freshMobile()}`;
        await answerOf(await postWebhook(messageFrom(from, "बंद करें।")), 200);
        await answerOf(await postWebhook(messageFrom(from, "रोकें")), 200);
        // Not a STOP: a sentence that has the word in it.
        await answerOf(await postWebhook(messageFrom(from, "please do not stop my booking")), 200);
        await ctx.api.settled();

        const withdrawals = await ctx.db
          .select()
          .from(consents)
          .where(and(eq(consents.phone, from), eq(consents.granted, false)));
        expect(withdrawals.map((row) => [row.userId, row.purpose]).sort()).toEqual([
          [null, "offers"],
          [null, "updates"],
        ]);
        const confirmations = sentTo(from);
        expect(confirmations).toHaveLength(1);
        expect(confirmations[0]!.body).toMatchObject({ text: { body: TEMPLATE_WORDS.hi.stop_confirmed } });
        // Given again, then stopped again: that STOP is confirmed.
        await ctx.db.insert(consents).values({
          phone: from,
          channel: "whatsapp",
          purpose: "updates",
          granted: true,
          source: "/hi/dashboard",
          textVersion: "test",
        });
        await answerOf(await postWebhook(messageFrom(from, "STOP")), 200);
        await ctx.api.settled();
        expect(sentTo(from)).toHaveLength(2);
      });
      it("holds off an account opened after a STOP with the number until the number sends START", async () => {
        const phone = freshMobile();
        const from = `91${phone}`;
        // The number stops WhatsApp before any account has it.
        await answerOf(await postWebhook(messageFrom(from, "STOP")), 200);
        await ctx.api.settled();
        // Someone then opens an account with that number and ticks WhatsApp at sign-up.
        const signedUp = await signUpWithWhatsApp("Later Holder", phone);
        const auth = { Authorization: `Bearer ${signedUp.accessToken}`, "content-type": "application/json" };
        const consentsNow = async () =>
          (
            await answerOf<{ current: { whatsapp: { updates: boolean } } }>(
              await ctx.api.app.request("/api/v1/user/consents", { headers: auth }),
              200,
            )
          ).current.whatsapp.updates;
        const grant = () =>
          ctx.api.app.request("/api/v1/user/consents", {
            method: "PUT",
            headers: auth,
            body: JSON.stringify({
              channel: "whatsapp",
              purpose: "updates",
              granted: true,
              source: "/dashboard",
            }),
          });
        expect(await consentsNow()).toBe(false);
        await answerOf(await grant(), 409);

        // The number writes START (in Hindi): answered once, in Hindi, and the account's own
        // choice at sign-up holds again.
        await answerOf(await postWebhook(messageFrom(from, "शुरू करें")), 200);
        await ctx.api.settled();
        await ctx.api.whatsapp.drain();
        const answers = sentTo(from);
        expect(answers.map((message) => message.body)).toEqual([
          expect.objectContaining({
            text: expect.objectContaining({ body: TEMPLATE_WORDS.en.stop_confirmed }),
          }),
          expect.objectContaining({
            text: expect.objectContaining({ body: TEMPLATE_WORDS.hi.start_confirmed }),
          }),
        ]);
        expect(await consentsNow()).toBe(true);

        // A STOP after the START is a new one, not "already stopped": it ends WhatsApp again,
        // also for the account that had the number then (the first to type a number is not its
        // owner): only another START lifts it, answered once however often it is said.
        await answerOf(await postWebhook(messageFrom(from, "STOP")), 200);
        await ctx.api.settled();
        await ctx.api.whatsapp.drain();
        expect(sentTo(from)).toHaveLength(3);
        expect(await consentsNow()).toBe(false);
        await answerOf(await grant(), 409);
        for (const again of ["START", "start", "Start!"]) {
          await answerOf(await postWebhook(messageFrom(from, again)), 200);
        }
        await ctx.api.settled();
        await ctx.api.whatsapp.drain();
        expect(sentTo(from)).toHaveLength(4);
        await answerOf(await grant(), 200);
        expect(await consentsNow()).toBe(true);
        const inbound = await ctx.db
          .select({ action: inboundWhatsapp.action })
          .from(inboundWhatsapp)
          .where(eq(inboundWhatsapp.from, from))
          .orderBy(inboundWhatsapp.receivedAt);
        expect(inbound.map((row) => row.action)).toEqual([
          "stop",
          "start",
          "stop",
          "start",
          "start",
          "start",
        ]);
      });

      it("keeps a STOP when the account that had the number is erased", async () => {
        const phone = freshMobile();
        const from = `91${phone}`;
        const first = await signUpWithWhatsApp("First", phone);
        await answerOf(await postWebhook(messageFrom(from, "STOP")), 200);
        await ctx.api.settled();
        await answerOf(
          await ctx.api.app.request("/api/v1/user/erase", {
            method: "POST",
            headers: { "content-type": "application/json", Authorization: `Bearer ${first.accessToken}` },
            body: JSON.stringify({ password: "member password" }),
          }),
          200,
        );
        // The STOP stays, with the number and without the account; so does the message.
        const kept = await ctx.db.select().from(consents).where(eq(consents.phone, from));
        expect(kept.map((row) => [row.userId, row.source])).toEqual([
          [null, STOP_SOURCE],
          [null, STOP_SOURCE],
        ]);
        expect(
          (await ctx.db.select().from(inboundWhatsapp).where(eq(inboundWhatsapp.from, from))).map(
            (row) => row.action,
          ),
        ).toEqual(["stop"]);
        // An account opened afterwards with the number gets no WhatsApp for its ticked box.
        const later = await signUpWithWhatsApp("Later", phone);
        const view = await answerOf<{ current: { whatsapp: { updates: boolean } } }>(
          await ctx.api.app.request("/api/v1/user/consents", {
            headers: { Authorization: `Bearer ${later.accessToken}` },
          }),
          200,
        );
        expect(view.current.whatsapp.updates).toBe(false);
      });
    });

    describe("in production", () => {
      const production = (extra: Record<string, string> = {}) =>
        parseEnv({ ...PRODUCTION_SECRETS, ...extra }, { production: true });

      it("refuses the stand-in's address, whatever else the configuration says", () => {
        expect(() => production({ WHATSAPP_API_URL: stub().url })).toThrow(
          /WHATSAPP_API_URL: points a provider at a local stand-in/,
        );
        const configured = production({
          WHATSAPP_ACCESS_TOKEN: ACCESS_TOKEN,
          WHATSAPP_PHONE_NUMBER_ID: PHONE_NUMBER_ID,
          WHATSAPP_APP_SECRET: "app-secret",
          WHATSAPP_VERIFY_TOKEN: "verify-token",
        });
        expect(configured.providers.whatsapp).toBe("cloud");
        // Defence in depth: a configuration that let it through is refused by the sender itself.
        const mailer = { deliver: () => Promise.resolve({ sent: 0, failed: 0 }) };
        expect(() =>
          createWhatsAppSender({
            db: ctx.db,
            env: { ...configured, WHATSAPP_API_URL: stub().url },
            log: silent,
            mailer,
          }),
        ).toThrow(ConfigError);
        expect(() =>
          production({ WHATSAPP_ACCESS_TOKEN: ACCESS_TOKEN, WHATSAPP_PHONE_NUMBER_ID: PHONE_NUMBER_ID }),
        ).toThrow(/WHATSAPP_APP_SECRET: required in production/);
      });

      it("without credentials sends nothing and falls back to e-mail at once; refuses every webhook call", async () => {
        const env = production();
        expect(env.providers.whatsapp).toBe("off");
        const fallbacks: string[][] = [];
        const sender = createWhatsAppSender({
          db: ctx.db,
          env,
          log: silent,
          mailer: { deliver: (ids = []) => (fallbacks.push(ids), Promise.resolve({ sent: 0, failed: 0 })) },
        });
        const id = await enqueueWhatsApp(ctx.db, quoteMessage());
        await sender.deliver([id]);
        const row = await messageRow(ctx.db, id);
        expect(row.status).toBe("failed");
        expect(fallbacks).toEqual([[row.fallbackEmailId]]);

        expect(webhookSecrets(env)).toEqual({ appSecret: null, verifyToken: null });
        const body = new TextEncoder().encode(JSON.stringify(messageFrom(`91${freshMobile()}`, "STOP")));
        await expect(
          processWebhook(ctx.db, null, body, hubSignature(body, LOCAL_WHATSAPP_APP_SECRET)),
        ).rejects.toMatchObject({ status: 403 });
      });
    });
  },
);
