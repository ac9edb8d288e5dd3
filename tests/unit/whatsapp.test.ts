// WhatsApp's pieces that need no database (docs/whatsapp.md): the webhook's signature as
// openssl computes it, the Cloud API's answers sorted into sent, retried and refused for good,
// what counts as a STOP, and the documents kept in step with the code.
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { LOCAL_WHATSAPP_APP_SECRET, LOCAL_WHATSAPP_VERIFY_TOKEN, parseEnv } from "../../src/server/env.ts";
import { readAnswer } from "../../src/server/whatsapp/cloud-api.ts";
import { STOP_WORDS, stopLanguage } from "../../src/server/whatsapp/inbound.ts";
import { TABLE_HEADER, tableCellsIn, templateRows } from "../../src/server/whatsapp/template-docs.ts";
import {
  hubSignature,
  hubSignatureMatches,
  verifySubscription,
  webhookSecrets,
} from "../../src/server/whatsapp/webhook.ts";
import { PRODUCTION_SECRETS } from "../helpers/deployed-function.ts";

const read = (path: string) => readFileSync(new URL(`../../${path}`, import.meta.url), "utf8");
const bytes = (text: string) => new TextEncoder().encode(text);

describe("the configuration", () => {
  const SENDING = { WHATSAPP_ACCESS_TOKEN: "token", WHATSAPP_PHONE_NUMBER_ID: "106540352242922" };
  const WEBHOOK = { WHATSAPP_APP_SECRET: "app secret", WHATSAPP_VERIFY_TOKEN: "verify token" };

  it("sends through the Cloud API with a token and a number id, else to the local outbox", () => {
    expect(parseEnv({ NODE_ENV: "test", ...SENDING }).providers.whatsapp).toBe("cloud");
    const local = parseEnv({ NODE_ENV: "test" });
    expect(local.providers.whatsapp).toBe("outbox");
    expect(webhookSecrets(local)).toEqual({
      appSecret: LOCAL_WHATSAPP_APP_SECRET,
      verifyToken: LOCAL_WHATSAPP_VERIFY_TOKEN,
    });
    expect(() => parseEnv({ NODE_ENV: "test", WHATSAPP_ACCESS_TOKEN: "token" })).toThrow(
      /both .* or neither/,
    );
    expect(() => parseEnv({ NODE_ENV: "test", ...SENDING, WHATSAPP_PHONE_NUMBER_ID: "+91 98" })).toThrow(
      /WHATSAPP_PHONE_NUMBER_ID/,
    );
  });

  it("in production: none without credentials, and with them the webhook's secrets too", () => {
    const none = parseEnv(PRODUCTION_SECRETS, { production: true });
    expect(none.providers.whatsapp).toBe("off");
    expect(webhookSecrets(none)).toEqual({ appSecret: null, verifyToken: null });
    expect(() => parseEnv({ ...PRODUCTION_SECRETS, ...SENDING }, { production: true })).toThrow(
      /WHATSAPP_APP_SECRET: required in production[\s\S]*WHATSAPP_VERIFY_TOKEN: required in production/,
    );
    const full = parseEnv({ ...PRODUCTION_SECRETS, ...SENDING, ...WEBHOOK }, { production: true });
    expect(full.providers.whatsapp).toBe("cloud");
    expect(webhookSecrets(full)).toEqual({ appSecret: "app secret", verifyToken: "verify token" });
  });
});

describe("the webhook's signature", () => {
  // Both computed with `printf '%s' BODY | openssl dgst -sha256 -hmac local_whatsapp_app_secret`,
  // as docs/whatsapp.md shows.
  const ASCII = '{"object":"whatsapp_business_account","entry":[]}';
  const ASCII_HMAC = "dbda0e144f715598533483a0a9e09147415cf3fcbc90e300b0a1dd4dbe7520da";
  const HINDI = '{"text":"बंद करें"}';
  const HINDI_HMAC = "18a46a4f0e898794faa75c55bef6d717e76682ff2a3f3a611302a2d9cf565038";

  it("is sha256= and the hex HMAC-SHA256 of the raw bytes with the app secret", () => {
    expect(hubSignature(ASCII, LOCAL_WHATSAPP_APP_SECRET)).toBe(`sha256=${ASCII_HMAC}`);
    expect(hubSignature(bytes(HINDI), LOCAL_WHATSAPP_APP_SECRET)).toBe(`sha256=${HINDI_HMAC}`);
    expect(hubSignatureMatches(bytes(HINDI), LOCAL_WHATSAPP_APP_SECRET, `sha256=${HINDI_HMAC}`)).toBe(true);
    expect(
      hubSignatureMatches(bytes(ASCII), LOCAL_WHATSAPP_APP_SECRET, `sha256=${ASCII_HMAC.toUpperCase()}`),
    ).toBe(true);
  });

  it("refuses a missing, malformed or wrong signature", () => {
    const body = bytes(ASCII);
    for (const header of [
      undefined,
      "",
      ASCII_HMAC,
      `sha1=${ASCII_HMAC}`,
      `sha256=${ASCII_HMAC.slice(1)}`,
      `sha256=${ASCII_HMAC}0`,
      `sha256=${"0".repeat(64)}`,
      `sha256=${Buffer.from(ASCII_HMAC, "hex").toString("base64")}`,
      hubSignature(ASCII, "another secret"),
      hubSignature(`${ASCII} `, LOCAL_WHATSAPP_APP_SECRET),
    ]) {
      expect(hubSignatureMatches(body, LOCAL_WHATSAPP_APP_SECRET, header), String(header)).toBe(false);
    }
  });

  it("opens the handshake to the verify token only", () => {
    const asked = { mode: "subscribe", token: LOCAL_WHATSAPP_VERIFY_TOKEN, challenge: "42" };
    expect(verifySubscription(LOCAL_WHATSAPP_VERIFY_TOKEN, asked)).toBe("42");
    expect(() => verifySubscription(LOCAL_WHATSAPP_VERIFY_TOKEN, { ...asked, token: "x" })).toThrow(
      expect.objectContaining({ status: 403 }),
    );
    expect(() => verifySubscription(null, asked)).toThrow(expect.objectContaining({ status: 403 }));
  });
});

describe("the Cloud API's answers", () => {
  const graph = (code: number, message = "refused") => JSON.stringify({ error: { code, message } });

  it("takes the message id of a 2xx, and retries a 2xx without one", () => {
    expect(readAnswer(200, JSON.stringify({ messages: [{ id: "wamid.1" }] }))).toEqual({
      messageId: "wamid.1",
    });
    expect(readAnswer(200, "<html>OK</html>")).toEqual({
      error: expect.stringMatching(/without a message id/),
    });
  });

  it("refuses for good only the codes that say the message can never go", () => {
    for (const code of [100, 131026, 131047, 131050, 132000, 132001, 132015, 132016]) {
      expect(readAnswer(400, graph(code)), String(code)).toMatchObject({ permanent: true });
    }
    // The account's or a passing problem: retried (and, past the last attempt, e-mailed).
    for (const [status, body] of [
      [401, graph(190, "token expired")],
      [400, graph(131056, "pair rate limit")],
      [400, graph(131031, "account locked")],
      [429, graph(130429, "throughput")],
      [429, graph(131026)],
      [500, graph(131000)],
      [503, graph(2)],
      [502, "<html>Bad Gateway</html>"],
    ] as const) {
      const outcome = readAnswer(status, body);
      expect(outcome, `${status} ${body}`).toEqual({ error: expect.any(String) });
    }
    expect(readAnswer(400, graph(131026, "Message undeliverable"))).toEqual({
      error: "The WhatsApp Cloud API answered 400 (code 131026): Message undeliverable",
      permanent: true,
    });
  });
});

describe("STOP", () => {
  it("is a whole message, in any case, without closing punctuation, in English or Hindi", () => {
    expect(stopLanguage("STOP")).toBe("en");
    expect(stopLanguage("  stop. ")).toBe("en");
    expect(stopLanguage("Unsubscribe!")).toBe("en");
    expect(stopLanguage("बंद करें।")).toBe("hi");
    expect(stopLanguage("रोकें")).toBe("hi");
    expect(stopLanguage("Band Karo")).toBe("hi");
    for (const text of ["please stop", "don't stop", "stopover in Udaipur", "बंद करें और", "", null]) {
      expect(stopLanguage(text), String(text)).toBeNull();
    }
  });
});

describe("the documents", () => {
  const guide = read("docs/whatsapp.md");

  it("show every template as templates.ts and the words declare it (npm run --silent whatsapp:templates)", () => {
    expect(tableCellsIn(guide)).toEqual([[...TABLE_HEADER], ...templateRows()]);
  });

  it("list every STOP word", () => {
    for (const word of [...STOP_WORDS.en, ...STOP_WORDS.hi]) {
      expect(guide.toLowerCase(), word).toContain(`\`${word}\``);
    }
  });

  it("name the local webhook secrets in the README's configuration table and the guide", () => {
    const readme = read("README.md");
    for (const value of [LOCAL_WHATSAPP_APP_SECRET, LOCAL_WHATSAPP_VERIFY_TOKEN]) {
      expect(readme).toContain(`\`${value}\``);
      expect(guide).toContain(value);
    }
  });
});
