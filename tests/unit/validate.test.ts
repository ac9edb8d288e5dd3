// The request validator and the error handler every route uses, on a small app of their own.
import { Hono } from "hono";
import { describe, expect, it } from "vitest";
import * as z from "zod";
import type { AppBindings } from "../../src/server/context.ts";
import { handleError, INTERNAL_MESSAGE } from "../../src/server/error-handler.ts";
import { conflict } from "../../src/server/errors.ts";
import { createLogger } from "../../src/server/log.ts";
import { tooManyRequests } from "../../src/server/rate-limit/limiter.ts";
import { jsonBody, params, query } from "../../src/server/validate.ts";

const schema = z.strictObject({
  email: z.string().regex(/^[^\s@]+@[^\s@]+\.[^\s@]+$/, "Invalid email address"),
  guests: z.number().int().min(1, "Number of guests must be at least 1."),
  details: z.strictObject({ budgetRange: z.string(), tags: z.array(z.string()) }).optional(),
});

function app() {
  const logs: string[] = [];
  const log = createLogger("debug", {}, (line) => logs.push(line));
  const hono = new Hono<AppBindings>()
    .use(async (c, next) => {
      c.set("log", log);
      await next();
    })
    .post("/echo", ...jsonBody(schema), (c) => c.json(c.req.valid("json")))
    .get("/search", query(z.object({ q: z.string().max(5, "Too long") })), (c) =>
      c.json(c.req.valid("query")),
    )
    .get("/items/:name", params(z.object({ name: z.string().max(20) })), (c) => c.json(c.req.valid("param")))
    .get("/taken", () => {
      throw conflict("An account with this e-mail already exists.");
    })
    .get("/busy", () => {
      throw tooManyRequests(42.2);
    })
    .get("/boom", () => {
      throw new Error("secret detail at /srv/app/src/server/x.ts:10");
    });
  hono.onError(handleError);
  return { hono, logs };
}

const post = (body: string | Uint8Array<ArrayBuffer>, type = "application/json") =>
  app().hono.request("/echo", { method: "POST", headers: { "content-type": type }, body });

describe("request validation", () => {
  it("passes a valid body through", async () => {
    const response = await post(JSON.stringify({ email: "a@b.co", guests: 2 }));
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ email: "a@b.co", guests: 2 });
  });

  it("answers malformed JSON with 400 and err", async () => {
    for (const body of ["{", "{'email':1}", "", "nul"]) {
      const response = await post(body);
      expect(response.status, body).toBe(400);
      expect(((await response.json()) as { err: string }).err).toBe("Malformed JSON in request body");
    }
  });

  it("answers a body that is not declared JSON with 415", async () => {
    const response = await post("email=a@b.co", "application/x-www-form-urlencoded");
    expect(response.status).toBe(415);
    expect(((await response.json()) as { err: string }).err).toMatch(/Content-Type: application\/json/);
  });

  it("gives the schema's own message first and every issue by field", async () => {
    const response = await post(JSON.stringify({ email: "not an email", guests: 0 }));
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({
      err: "Invalid email address",
      issues: [
        { path: "email", message: "Invalid email address" },
        { path: "guests", message: "Number of guests must be at least 1." },
      ],
    });
  });

  it("refuses wrong types, unknown fields and prototype keys", async () => {
    for (const body of [
      JSON.stringify({ email: "a@b.co", guests: "2" }),
      JSON.stringify({ email: "a@b.co", guests: 2, role: "admin" }),
      '{"email":"a@b.co","guests":2,"__proto__":{"admin":true}}',
      JSON.stringify([{ email: "a@b.co", guests: 2 }]),
    ]) {
      const response = await post(body);
      expect(response.status, body).toBe(400);
      expect(((await response.json()) as { err: string }).err).toEqual(expect.any(String));
    }
  });

  it("refuses a NUL character anywhere in the body, which Postgres text cannot store", async () => {
    for (const body of [
      '{"email":"a\\u0000@b.co","guests":1}',
      '{"email":"a@b.co","guests":1,"x\\u0000":1}',
    ]) {
      const response = await post(body);
      expect(response.status, body).toBe(400);
      expect(((await response.json()) as { err: string }).err).toBe(
        "The request contains a character that is not allowed.",
      );
    }
  });

  // Decision 0026: a lone surrogate was stored as U+FFFD (text columns) or answered 500 (jsonb).
  it("refuses a lone surrogate in any string or key, naming the field, and never stores U+FFFD", async () => {
    const broken = "This text has a broken character in it (not valid Unicode). Please type it again.";
    for (const [body, path] of [
      ['{"email":"a\\ud800@b.co","guests":1}', "email"],
      ['{"email":"a@b.co","guests":1,"details":{"budgetRange":"\\udc00","tags":[]}}', "details.budgetRange"],
      [
        '{"email":"a@b.co","guests":1,"details":{"budgetRange":"1","tags":["ok","x\\ud83d"]}}',
        "details.tags.1",
      ],
      [
        '{"email":"a@b.co","guests":1,"details":{"budgetRange":"\\ude00\\ud83d","tags":[]}}',
        "details.budgetRange",
      ],
      ['{"email":"a@b.co","guests":1,"x\\ud800":1}', ""],
    ] as const) {
      const response = await post(body);
      expect(response.status, body).toBe(400);
      expect(await response.json(), body).toEqual({
        err: path ? `${path}: ${broken}` : broken,
        issues: [{ path, message: broken }],
      });
    }
  });

  it("keeps well-formed text exactly: astral characters, a surrogate pair, U+FFFD itself", async () => {
    const email = "🎉\ufffd\u202e@ब.co";
    const response = await post(
      JSON.stringify({ email, guests: 1, details: { budgetRange: "\ud83d\ude00", tags: [] } }),
    );
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ email, guests: 1, details: { budgetRange: "😀", tags: [] } });
  });

  it("refuses a body whose bytes are not UTF-8 instead of reading U+FFFD into it", async () => {
    const bytes = (...parts: (string | number[])[]) =>
      new Uint8Array(
        parts.flatMap((part) => (typeof part === "string" ? [...new TextEncoder().encode(part)] : part)),
      );
    for (const bad of [
      [0xff],
      [0xc3], // a character cut short
      [0xe2, 0x82],
      [0xc0, 0xae], // an overlong "."
      [0xed, 0xa0, 0x80], // a surrogate, encoded
      [0xf4, 0x90, 0x80, 0x80], // beyond U+10FFFF
      [0x80],
    ]) {
      const response = await post(bytes('{"email":"a', bad, '@b.co","guests":1}'));
      expect(response.status, String(bad)).toBe(400);
      expect(await response.json()).toEqual({ err: "The request body is not valid UTF-8 text." });
    }
    // A byte order mark in front is not a problem, as before.
    const withBom = await post(bytes([0xef, 0xbb, 0xbf], '{"email":"a@b.co","guests":1}'));
    expect(withBom.status).toBe(200);
  });

  it("refuses a %-escape in the query or the path that is not UTF-8, which Hono would keep as it is", async () => {
    const { hono } = app();
    for (const path of [
      "/search?q=%FF",
      "/search?q=%ED%A0%80",
      "/search?q=%E2%82",
      "/search?q=1%",
      "/items/%FF",
    ]) {
      const response = await hono.request(path);
      expect(response.status, path).toBe(400);
      expect(await response.json()).toEqual({ err: "The address has a %-escape that is not valid UTF-8." });
    }
    expect(await (await hono.request("/search?q=%E0%A4%AC%25")).json()).toEqual({ q: "ब%" });
    expect(await (await hono.request("/items/%E0%A4%AC")).json()).toEqual({ name: "ब" });
  });

  it("validates the query string too", async () => {
    const response = await app().hono.request("/search?q=toolong");
    expect(response.status).toBe(400);
    expect(((await response.json()) as { err: string }).err).toBe("Too long");
  });
});

describe("error answers", () => {
  it("maps typed errors to their status, message and headers", async () => {
    const taken = await app().hono.request("/taken");
    expect(taken.status).toBe(409);
    expect(await taken.json()).toEqual({ err: "An account with this e-mail already exists." });

    const busy = await app().hono.request("/busy");
    expect(busy.status).toBe(429);
    expect(busy.headers.get("retry-after")).toBe("43");
    expect(await busy.json()).toEqual({ err: "Too many requests. Try again in 43 seconds." });
  });

  it("answers an unexpected error with 500 and a generic message, logging the detail", async () => {
    const { hono, logs } = app();
    const response = await hono.request("/boom");
    expect(response.status).toBe(500);
    const text = await response.text();
    expect(JSON.parse(text)).toEqual({ err: INTERNAL_MESSAGE });
    expect(text).not.toContain("secret detail");
    expect(logs.join("\n")).toContain("secret detail");
  });
});
