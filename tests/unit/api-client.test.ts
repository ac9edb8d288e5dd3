// The browser's API client against a real local HTTP server: the four failure kinds, the
// bearer token, and one renewal of an expired access token.
import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { ApiError, apiRequest, connectSession, type Tokens } from "../../src/client/api.ts";

type Handler = (req: IncomingMessage, res: ServerResponse, body: string) => void;
let handler: Handler;
const server = createServer((req, res) => {
  let body = "";
  req.on("data", (chunk: Buffer) => (body += chunk.toString()));
  req.on("end", () => handler(req, res, body));
});

beforeAll(async () => {
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  vi.stubGlobal("location", { origin: `http://127.0.0.1:${(server.address() as AddressInfo).port}` });
});
afterAll(() => {
  vi.unstubAllGlobals();
  server.closeAllConnections();
  server.close();
});

let tokens: Tokens | undefined;
let ended = 0;
beforeEach(() => {
  tokens = undefined;
  ended = 0;
  connectSession({
    tokens: () => tokens,
    renewed: (next) => (tokens = next),
    ended: () => {
      ended += 1;
      tokens = undefined;
    },
  });
});

const reply =
  (status: number, body: string, type = "application/json") =>
  (_: IncomingMessage, res: ServerResponse) =>
    res.writeHead(status, { "content-type": type }).end(body);

async function failure(promise: Promise<unknown>): Promise<ApiError> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof ApiError) return error;
    throw error;
  }
  throw new Error("expected the call to fail");
}

describe("API client", () => {
  it("returns the JSON of a 2xx answer and sends JSON with the bearer token", async () => {
    let seen: { auth?: string; type?: string; body?: string } = {};
    handler = (req, res, body) => {
      seen = { auth: req.headers.authorization, type: req.headers["content-type"], body };
      res.writeHead(201, { "content-type": "application/json" }).end('{"ok":true}');
    };
    tokens = { accessToken: "access-1", refreshToken: "refresh-1" };
    expect(await apiRequest("/thing", { method: "POST", body: { a: 1 } })).toEqual({ ok: true });
    expect(seen).toEqual({ auth: "Bearer access-1", type: "application/json", body: '{"a":1}' });
  });

  it("classifies an HTTP failure with its status, data and the server's err", async () => {
    handler = reply(409, '{"err":"An account with this email already exists.","issues":[]}');
    const error = await failure(apiRequest("/user/create", { method: "POST", body: {} }));
    expect(error).toMatchObject({
      kind: "http",
      status: 409,
      message: "An account with this email already exists.",
    });
    expect(error.serverMessage).toBe("An account with this email already exists.");
  });

  it("classifies an answer that is not JSON as a parse failure", async () => {
    handler = reply(200, "<html>proxy error</html>", "text/html");
    expect((await failure(apiRequest("/thing"))).kind).toBe("parse");
  });

  it("classifies a slow server as a time-out", async () => {
    handler = () => {}; // never answers
    const error = await failure(apiRequest("/slow", { timeoutMs: 200 }));
    expect(error.kind).toBe("timeout");
  });

  it("classifies an unreachable server as a network failure", async () => {
    vi.stubGlobal("location", { origin: "http://127.0.0.1:9" });
    try {
      expect((await failure(apiRequest("/anything"))).kind).toBe("network");
    } finally {
      vi.stubGlobal("location", { origin: `http://127.0.0.1:${(server.address() as AddressInfo).port}` });
    }
  });

  it("renews an expired access token once and repeats the call", async () => {
    tokens = { accessToken: "expired", refreshToken: "refresh-1" };
    const calls: string[] = [];
    handler = (req, res, body) => {
      calls.push(`${req.url} ${req.headers.authorization ?? ""} ${body}`);
      if (req.url === "/api/v1/user/auth/refresh") {
        return res
          .writeHead(200, { "content-type": "application/json" })
          .end('{"accessToken":"fresh","refreshToken":"refresh-2"}');
      }
      if (req.headers.authorization === "Bearer fresh") return res.writeHead(200).end('{"mine":true}');
      res.writeHead(401, { "content-type": "application/json" }).end('{"err":"expired"}');
    };
    expect(await apiRequest("/invoice/getall/me")).toEqual({ mine: true });
    expect(tokens).toEqual({ accessToken: "fresh", refreshToken: "refresh-2" });
    expect(calls).toEqual([
      "/api/v1/invoice/getall/me Bearer expired ",
      '/api/v1/user/auth/refresh  {"refreshToken":"refresh-1"}',
      "/api/v1/invoice/getall/me Bearer fresh ",
    ]);
  });

  it("ends the session when the refresh token is refused", async () => {
    tokens = { accessToken: "expired", refreshToken: "stolen" };
    handler = reply(401, '{"err":"Your session has ended. Please log in again."}');
    const error = await failure(apiRequest("/user/auth/verify/", { method: "POST" }));
    expect(error.status).toBe(401);
    expect(ended).toBe(1);
    expect(tokens).toBeUndefined();
  });
});
