// A local stand-in for WhatsApp's Cloud API messages endpoint (POST /<version>/<phone-number-id>/
// messages), so the real client is tested over HTTP: it checks the bearer token, the path's
// phone-number id and the body's required fields the way the Graph API does, answers with a
// message id, records what it accepted, and can be switched to fail, hang or refuse for good.
import { randomUUID } from "node:crypto";
import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { WHATSAPP_API_VERSION } from "../../src/server/whatsapp/cloud-api.ts";

/**
 * ok: answers like the Cloud API; fail: 503 with Meta's "service unavailable" (code 2);
 * hang: never answers; reject-permanent: 400 "message undeliverable" (code 131026);
 * rate-limited: 429 with the throughput error (code 130429).
 */
export type WhatsAppStubMode = "ok" | "fail" | "hang" | "reject-permanent" | "rate-limited";

export interface StubWhatsAppMessage {
  /** The id this stub answered with. */
  id: string;
  body: Record<string, unknown>;
}

export interface WhatsAppStub {
  /** "http://127.0.0.1:PORT", for WHATSAPP_API_URL. */
  url: string;
  /** Messages accepted, in order. */
  messages: StubWhatsAppMessage[];
  /** Every request received, whatever the answer. */
  readonly requests: number;
  mode(next: WhatsAppStubMode): void;
  close(): Promise<void>;
}

export interface WhatsAppStubOptions {
  accessToken: string;
  phoneNumberId: string;
}

const graphError = (code: number, message: string, type = "OAuthException") => ({
  error: {
    message,
    type,
    code,
    error_data: { messaging_product: "whatsapp", details: message },
    fbtrace_id: "stub",
  },
});

export async function startWhatsAppStub(options: WhatsAppStubOptions): Promise<WhatsAppStub> {
  const messages: StubWhatsAppMessage[] = [];
  let mode: WhatsAppStubMode = "ok";
  let requests = 0;

  const answer = (response: ServerResponse, status: number, body: unknown) => {
    response.writeHead(status, { "content-type": "application/json; charset=utf-8" });
    response.end(JSON.stringify(body));
  };

  /** What the Graph API would refuse in a body, or undefined when it is a message it takes. */
  const problem = (body: Record<string, unknown>): string | undefined => {
    if (body.messaging_product !== "whatsapp") return "(#100) The parameter messaging_product is required.";
    if (typeof body.to !== "string" || !/^\d{8,15}$/.test(body.to)) return "(#100) Invalid parameter: to";
    if (body.type === "template") {
      const template = body.template as { name?: unknown; language?: { code?: unknown } } | undefined;
      if (typeof template?.name !== "string" || typeof template.language?.code !== "string") {
        return "(#131008) Required parameter is missing: template name and language";
      }
      return undefined;
    }
    if (body.type === "text") {
      const text = body.text as { body?: unknown } | undefined;
      if (typeof text?.body !== "string" || text.body === "")
        return "(#131008) Required parameter is missing: text.body";
      return undefined;
    }
    return "(#131051) Unsupported message type";
  };

  const handle = async (request: IncomingMessage, response: ServerResponse) => {
    requests += 1;
    const raw = await readBody(request);
    if (mode === "hang") return; // the socket stays open until the client gives up
    if (mode === "fail") return answer(response, 503, graphError(2, "Service temporarily unavailable"));
    if (mode === "rate-limited") return answer(response, 429, graphError(130429, "Rate limit hit"));

    const path = new URL(request.url ?? "/", "http://stub").pathname;
    const match = /^\/(v\d+\.\d+)\/([^/]+)\/messages$/.exec(path);
    if (request.method !== "POST" || !match || match[1] !== WHATSAPP_API_VERSION) {
      return answer(response, 400, graphError(100, "Unsupported post request.", "GraphMethodException"));
    }
    if (request.headers.authorization !== `Bearer ${options.accessToken}`) {
      return answer(response, 401, graphError(190, "Invalid OAuth access token - Cannot parse access token"));
    }
    if (match[2] !== options.phoneNumberId) {
      return answer(
        response,
        400,
        graphError(
          100,
          `Unsupported post request. Object with ID '${match[2]}' does not exist`,
          "GraphMethodException",
        ),
      );
    }
    let body: Record<string, unknown>;
    try {
      body = JSON.parse(raw) as Record<string, unknown>;
    } catch {
      return answer(response, 400, graphError(100, "Invalid JSON"));
    }
    const refused = problem(body);
    if (refused) return answer(response, 400, graphError(Number(/#(\d+)/.exec(refused)![1]), refused));
    if (mode === "reject-permanent") {
      return answer(response, 400, graphError(131026, "Message undeliverable"));
    }
    const id = `wamid.stub-${randomUUID()}`;
    messages.push({ id, body });
    answer(response, 200, {
      messaging_product: "whatsapp",
      contacts: [{ input: body.to, wa_id: body.to }],
      messages: [{ id, message_status: "accepted" }],
    });
  };

  const server = createServer((request, response) => {
    handle(request, response).catch(() => {
      if (!response.headersSent) answer(response, 500, graphError(1, "stub error"));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;

  return {
    url: `http://127.0.0.1:${port}`,
    messages,
    get requests() {
      return requests;
    },
    mode(next) {
      mode = next;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}

async function readBody(request: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString("utf8");
}
