// The browser's API client against a real local HTTP server: the four failure kinds, the
// bearer token, and one renewal of an expired access token.
import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import {
  ApiError,
  apiRequest,
  apiRequestWithHeaders,
  connectSession,
  type Tokens,
} from "../../src/client/api.ts";
import { apiDownload, filenameFromDisposition } from "../../src/client/download.ts";

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

  it("gives a call's headers beside its JSON (a list's X-Total-Count)", async () => {
    handler = (_, res) =>
      res.writeHead(200, { "content-type": "application/json", "x-total-count": "61" }).end("[]");
    const { data, headers } = await apiRequestWithHeaders<unknown[]>("/contact/admin");
    expect(data).toEqual([]);
    expect(headers.get("X-Total-Count")).toBe("61");
  });
});

describe("downloads", () => {
  it("return the file and the name the server gave it, renewing an expired token on the way", async () => {
    tokens = { accessToken: "expired", refreshToken: "refresh-1" };
    const seen: string[] = [];
    handler = (req, res) => {
      seen.push(`${req.url} ${req.headers.authorization ?? ""} ${req.headers.accept ?? ""}`);
      if (req.url === "/api/v1/user/auth/refresh") {
        return res
          .writeHead(200, { "content-type": "application/json" })
          .end('{"accessToken":"fresh","refreshToken":"refresh-2"}');
      }
      if (req.headers.authorization !== "Bearer fresh") {
        return res.writeHead(401, { "content-type": "application/json" }).end('{"err":"expired"}');
      }
      res
        .writeHead(200, {
          "content-type": "text/csv; charset=utf-8",
          "content-disposition": 'attachment; filename="users-2026-11-22.csv"',
        })
        .end("\uFEFFName,Email\r\nMeera,meera@example.com\r\n");
    };
    const file = await apiDownload("/user/admin/export.csv?q=meera");
    expect(file.filename).toBe("users-2026-11-22.csv");
    expect(file.blob.type).toMatch(/^text\/csv;\s*charset=utf-8$/);
    // The bytes as sent, byte order mark included (Excel needs it for ₹).
    expect(new TextDecoder("utf-8", { ignoreBOM: true }).decode(await file.blob.arrayBuffer())).toBe(
      "\uFEFFName,Email\r\nMeera,meera@example.com\r\n",
    );
    expect(seen[0]).toMatch(/^\/api\/v1\/user\/admin\/export\.csv\?q=meera Bearer expired text\/csv/);
    expect(seen[2]).toMatch(/ Bearer fresh /);
    expect(tokens).toEqual({ accessToken: "fresh", refreshToken: "refresh-2" });
  });

  it("fail with the server's err, or the status when the answer is not JSON", async () => {
    handler = reply(403, '{"err":"Only administrators can do this."}');
    expect(await failure(apiDownload("/user/admin/export.csv"))).toMatchObject({
      kind: "http",
      status: 403,
      message: "Only administrators can do this.",
    });
    handler = reply(502, "<html>bad gateway</html>", "text/html");
    expect(await failure(apiDownload("/user/admin/export.csv"))).toMatchObject({
      kind: "http",
      status: 502,
      message: "Request failed (502)",
    });
  });

  it("read the file name of a Content-Disposition header", () => {
    expect(filenameFromDisposition('attachment; filename="invoices-2026-11-22.csv"')).toBe(
      "invoices-2026-11-22.csv",
    );
    expect(filenameFromDisposition("attachment; filename=users.csv")).toBe("users.csv");
    expect(
      filenameFromDisposition(
        `attachment; filename="fallback.csv"; filename*=UTF-8''%E0%A4%B8%E0%A5%82%E0%A4%9A%E0%A5%80.csv`,
      ),
    ).toBe("सूची.csv");
    expect(filenameFromDisposition('attachment; filename="../../etc/passwd"')).toBe("passwd");
    expect(filenameFromDisposition('attachment; filename="say \\"hi\\".csv"')).toBe('say "hi".csv');
    expect(filenameFromDisposition("attachment")).toBeUndefined();
    expect(filenameFromDisposition(null)).toBeUndefined();
  });
});
