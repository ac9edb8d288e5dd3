// The consent record (docs/product.md D26; decision 0037), on every database driver: GET and PUT
// /user/consents show what a member chose now and every choice made (what, when, on which page,
// the version of the words shown); the boxes ticked at sign-up are recorded with the account,
// while the specification's own sign-up body is taken as it is; the same choice made twice
// records one row; a withdrawal takes effect at once; a STOP reply shows in the record.
import { eq } from "drizzle-orm";
import { afterAll, describe, expect, it } from "vitest";
import { CONSENT_TEXT_VERSION } from "../../src/i18n/en/consent.ts";
import { CONSENT_TEXT_VERSION as HINDI_TEXT_VERSION } from "../../src/i18n/hi/consent.ts";
import {
  CONSENT_SOURCE_MESSAGE,
  EMAIL_UPDATES_NEEDED_MESSAGE,
  WHATSAPP_NUMBER_NEEDED_MESSAGE,
  WHATSAPP_NUMBER_STOPPED_MESSAGE,
  type ConsentsView,
} from "../../src/schemas/consent.ts";
import { consents, inboundWhatsapp, users } from "../../src/server/db/schema.ts";
import { memberOf } from "../../src/server/notify/notifier.ts";
import { confirmAddress, freshMobile, answerOf as body } from "../helpers/app.ts";
import { closeDatabaseHelpers } from "../helpers/databases.ts";
import { forEachDatabase } from "../helpers/for-each-database.ts";

afterAll(closeDatabaseHelpers);

const NOTHING_CHOSEN = {
  whatsapp: { updates: false, offers: false },
  email: { updates: true, offers: false },
};

forEachDatabase("the consent record", (ctx) => {
  const { call } = ctx;
  let people = 0;

  async function signUp(extra: Record<string, unknown> = {}, acceptLanguage = "en-IN") {
    const email = `consent.${Date.now().toString(36)}.${(people += 1)}@example.com`;
    const phoneNo = typeof extra.phoneNo === "string" ? extra.phoneNo : freshMobile();
    const response = await ctx.api.app.request("/api/v1/user/create", {
      method: "POST",
      headers: { "content-type": "application/json", "Accept-Language": acceptLanguage },
      body: JSON.stringify({
        name: "Asha Rao",
        email,
        password: "member password",
        ...extra,
        phoneNo,
      }),
    });
    return { response, email, phoneNo };
  }
  async function member(extra: Record<string, unknown> = {}, acceptLanguage?: string) {
    const { response, email, phoneNo } = await signUp(extra, acceptLanguage);
    const answer = await body<{ accessToken: string; newUser: { _id: string } }>(response, 201);
    await confirmAddress(ctx.db, answer.newUser._id);
    // The number as WhatsApp writes it, which the consent record keeps.
    return { token: answer.accessToken, id: answer.newUser._id, email, whatsapp: `91${phoneNo}` };
  }
  const view = async (token: string) => body<ConsentsView>(await call("GET", "/user/consents", token), 200);
  const put = (token: string, choice: Record<string, unknown>) =>
    call("PUT", "/user/consents", token, choice);

  it("starts with e-mail updates on and WhatsApp and offers off, and an empty record", async () => {
    const asha = await member();
    expect(await view(asha.token)).toEqual({
      current: NOTHING_CHOSEN,
      whatsappNumber: asha.whatsapp,
      history: [],
    });
    expect((await call("GET", "/user/consents")).status).toBe(401);
  });

  it("records the boxes ticked at sign-up with the page and the words' version, and takes the specification's body as it is", async () => {
    const plain = await signUp();
    expect(plain.response.status).toBe(201);

    const hindi = await member(
      { consents: { whatsappUpdates: true, whatsappOffers: false, source: "/hi/signup" } },
      "hi",
    );
    const record = await view(hindi.token);
    expect(record.current).toEqual({ ...NOTHING_CHOSEN, whatsapp: { updates: true, offers: false } });
    expect(record.history).toEqual([
      {
        channel: "whatsapp",
        purpose: "updates",
        granted: true,
        source: "/hi/signup",
        textVersion: `hi:${HINDI_TEXT_VERSION}`,
        phone: hindi.whatsapp,
        createdAt: expect.any(String),
      },
    ]);

    // A sign-up whose consents are not valid is refused whole: no account without its record.
    for (const consents of [
      { whatsappUpdates: true, source: "https://elsewhere.example/signup" },
      { whatsappUpdates: "yes", source: "/signup" },
      { whatsappUpdates: true },
      { whatsappUpdates: true, source: "/signup", sms: true },
    ]) {
      const { response } = await signUp({ consents });
      expect(response.status, JSON.stringify(consents)).toBe(400);
    }
  });

  it("records each change, once, newest first, and a withdrawal at once", async () => {
    const asha = await member();
    const given = await body<ConsentsView>(
      await put(asha.token, { channel: "whatsapp", purpose: "updates", granted: true, source: "/purchase" }),
      200,
    );
    expect(given.current.whatsapp.updates).toBe(true);
    expect(given.history).toHaveLength(1);
    // The same choice again records nothing.
    const again = await body<ConsentsView>(
      await put(asha.token, { channel: "whatsapp", purpose: "updates", granted: true, source: "/dashboard" }),
      200,
    );
    expect(again).toEqual(given);
    // Offers on e-mail, then off: two rows.
    await body(
      await put(asha.token, { channel: "email", purpose: "offers", granted: true, source: "/dashboard" }),
      200,
    );
    const withdrawn = await body<ConsentsView>(
      await put(asha.token, {
        channel: "whatsapp",
        purpose: "updates",
        granted: false,
        source: "/hi/dashboard",
      }),
      200,
    );
    expect(withdrawn.current).toEqual({
      whatsapp: { updates: false, offers: false },
      email: { updates: true, offers: true },
    });
    expect(
      withdrawn.history.map((row) => [row.channel, row.purpose, row.granted, row.source, row.textVersion]),
    ).toEqual([
      ["whatsapp", "updates", false, "/hi/dashboard", `hi:${HINDI_TEXT_VERSION}`],
      ["email", "offers", true, "/dashboard", `en:${CONSENT_TEXT_VERSION}`],
      ["whatsapp", "updates", true, "/purchase", `en:${CONSENT_TEXT_VERSION}`],
    ]);
    // Withdrawing what was never given records nothing.
    const nothing = await body<ConsentsView>(
      await put(asha.token, { channel: "whatsapp", purpose: "offers", granted: false, source: "/dashboard" }),
      200,
    );
    expect(nothing.history).toHaveLength(3);
    expect(await view(asha.token)).toEqual(nothing);
  });

  it("lets e-mail updates go only while WhatsApp carries them", async () => {
    const asha = await member();
    const refused = await body<{ err: string }>(
      await put(asha.token, { channel: "email", purpose: "updates", granted: false, source: "/dashboard" }),
      409,
    );
    expect(refused.err).toBe(EMAIL_UPDATES_NEEDED_MESSAGE);
    await body(
      await put(asha.token, { channel: "whatsapp", purpose: "updates", granted: true, source: "/dashboard" }),
      200,
    );
    const off = await body<ConsentsView>(
      await put(asha.token, { channel: "email", purpose: "updates", granted: false, source: "/dashboard" }),
      200,
    );
    expect(off.current.email.updates).toBe(false);
  });

  it("shows a STOP reply in the record and turns WhatsApp off", async () => {
    const asha = await member({
      consents: { whatsappUpdates: true, whatsappOffers: true, source: "/signup" },
    });
    // What the webhook writes for every account with the number (its own tests send the STOP).
    for (const purpose of ["updates", "offers"] as const) {
      await ctx.db.insert(consents).values({
        userId: asha.id,
        phone: asha.whatsapp,
        channel: "whatsapp",
        purpose,
        granted: false,
        source: "whatsapp:STOP",
        textVersion: `en:${CONSENT_TEXT_VERSION}`,
      });
    }
    const record = await view(asha.token);
    expect(record.current).toEqual(NOTHING_CHOSEN);
    expect(record.history.filter((row) => row.source === "whatsapp:STOP")).toHaveLength(2);
    expect(record.history).toHaveLength(4);
  });

  it("keeps a WhatsApp choice for the number it was made about", async () => {
    const asha = await member({ consents: { whatsappUpdates: true, source: "/signup" } });
    await ctx.db.update(users).set({ phoneNo: "9123456780" }).where(eq(users.id, asha.id));
    const record = await view(asha.token);
    expect(record.whatsappNumber).toBe("919123456780");
    expect(record.current.whatsapp.updates).toBe(false);
    // An account whose phone is not a mobile number cannot choose WhatsApp.
    await ctx.db.update(users).set({ phoneNo: "12345" }).where(eq(users.id, asha.id));
    const refused = await body<{ err: string }>(
      await put(asha.token, { channel: "whatsapp", purpose: "updates", granted: true, source: "/dashboard" }),
      409,
    );
    expect(refused.err).toBe(WHATSAPP_NUMBER_NEEDED_MESSAGE);
  });

  it("holds WhatsApp off for an account while another account with the number has said no", async () => {
    const phoneNo = freshMobile();
    const asha = await member({ phoneNo, consents: { whatsappUpdates: true, source: "/signup" } });
    // Someone else types Asha's number on their own account and asks for WhatsApp.
    const other = await member({ phoneNo });
    const grant = { channel: "whatsapp", purpose: "updates", granted: true, source: "/dashboard" };
    expect((await body<ConsentsView>(await put(other.token, grant), 200)).current.whatsapp.updates).toBe(
      true,
    );

    // Asha withdraws: the number gets no WhatsApp, from either account.
    await body(await put(asha.token, { ...grant, granted: false }), 200);
    const held = await view(other.token);
    expect(held.current.whatsapp.updates).toBe(false);
    expect((await memberOf(ctx.db, other.id))!.consents.whatsapp.updates).toBe(false);
    const refused = await body<{ err: string }>(await put(other.token, grant), 409);
    expect(refused.err).toBe(WHATSAPP_NUMBER_STOPPED_MESSAGE);
    const inHindi = await ctx.api.app.request("/api/v1/user/consents", {
      method: "PUT",
      headers: {
        "content-type": "application/json",
        Authorization: `Bearer ${other.token}`,
        "Accept-Language": "hi",
      },
      body: JSON.stringify(grant),
    });
    expect((await body<{ err: string }>(inHindi, 409)).err).toContain("START");
    expect((await view(other.token)).history).toEqual(held.history);
    // The other account's own withdrawal is kept while held, so it outlasts the hold.
    await body(await put(other.token, { ...grant, granted: false }), 200);
    expect((await view(other.token)).history).toHaveLength(2);
    // Offers were not withdrawn: they may still be given.
    const offers = await body<ConsentsView>(await put(other.token, { ...grant, purpose: "offers" }), 200);
    expect(offers.current.whatsapp.offers).toBe(true);

    // Now the other account's "no" holds Asha off too: nobody proved the number theirs.
    expect((await body<{ err: string }>(await put(asha.token, grant), 409)).err).toBe(
      WHATSAPP_NUMBER_STOPPED_MESSAGE,
    );
    // A START from the number, as the webhook keeps it (its own tests send one), ends the hold:
    // each account then has what it chose itself.
    await ctx.db
      .insert(inboundWhatsapp)
      .values({ id: `wamid.start-${asha.id}`, from: asha.whatsapp, text: "START", action: "start" });
    expect((await body<ConsentsView>(await put(asha.token, grant), 200)).current.whatsapp.updates).toBe(true);
    expect((await view(other.token)).current.whatsapp).toEqual({ updates: false, offers: true });
    // The other account says no again after the START: recorded, and Asha is held off again.
    await body(await put(other.token, { ...grant, granted: false }), 200);
    expect((await view(other.token)).history.filter((row) => !row.granted)).toHaveLength(2);
    expect((await view(asha.token)).current.whatsapp.updates).toBe(false);
  });

  describe("PUT /user/consents refuses", () => {
    it("a source that is not a page's path, a channel or purpose it does not know, and extra fields", async () => {
      const asha = await member();
      const valid = { channel: "email", purpose: "offers", granted: true, source: "/dashboard" };
      for (const source of [
        "https://elsewhere.example/",
        "dashboard",
        "//evil.example",
        "/a b",
        `/${"x".repeat(200)}`,
      ]) {
        const refused = await body<{ err: string }>(await put(asha.token, { ...valid, source }), 400);
        expect(refused.err).toContain(CONSENT_SOURCE_MESSAGE);
      }
      for (const wrong of [
        { ...valid, channel: "sms" },
        { ...valid, purpose: "news" },
        { ...valid, granted: "true" },
        { ...valid, textVersion: "en:1999-01-01" },
      ]) {
        expect((await put(asha.token, wrong)).status, JSON.stringify(wrong)).toBe(400);
      }
      expect((await view(asha.token)).history).toEqual([]);
    });
  });
});
