// A local stand-in for Postmark's Email API (POST /email and POST /email/batch), so the real
// client is tested over HTTP: it checks the server token and the required fields the way
// Postmark does, records what it accepted, and can be switched to fail, hang or answer
// something that is not JSON. A batch is answered 200 with one result per message, in order,
// each accepted or refused on its own, as Postmark does.
import { randomUUID } from "node:crypto";
import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";

/**
 * ok: answers like Postmark; fail: 500; hang: never answers; garbage: 200 with an HTML page;
 * reject: 422 with Postmark's "inactive recipient" error (one it calls permanent);
 * slow: answers like ok after `slowMs`.
 */
export type PostmarkStubMode = "ok" | "fail" | "hang" | "garbage" | "reject" | "slow";

export interface StubMessage {
  From: string;
  To: string;
  Subject: string;
  TextBody?: string;
  HtmlBody?: string;
  Tag?: string;
  MessageStream?: string;
  /** The id this stub answered with. */
  MessageID: string;
}

export interface PostmarkStub {
  /** "127.0.0.1:PORT", for POSTMARK_API_HOST. */
  host: string;
  /** Messages accepted (answered 200 with a MessageID), in order. */
  messages: StubMessage[];
  /** Every request received, whatever the answer. */
  readonly requests: number;
  /** Requests to the batch endpoint, and how many messages each carried. */
  readonly batches: number[];
  mode(next: PostmarkStubMode): void;
  /** Refuses messages to this address from now on (ErrorCode 406, inactive recipient). */
  refuse(address: string): void;
  close(): Promise<void>;
}

export interface PostmarkStubOptions {
  token: string;
  /** Delay before each answer, to let concurrent senders overlap. */
  latencyMs?: number;
  /** Delay of the "slow" mode (default 1000 ms). */
  slowMs?: number;
}

export async function startPostmarkStub(options: PostmarkStubOptions): Promise<PostmarkStub> {
  const messages: StubMessage[] = [];
  let mode: PostmarkStubMode = "ok";
  let requests = 0;

  const answer = (response: ServerResponse, status: number, body: unknown) => {
    response.writeHead(status, { "content-type": "application/json; charset=utf-8" });
    response.end(JSON.stringify(body));
  };

  const refused = new Set<string>();
  const batches: number[] = [];
  const inactive = {
    ErrorCode: 406,
    Message: "You tried to send to recipient(s) that have been marked as inactive.",
  };

  /** Postmark's verdict on one message: accepted (and recorded) or why not. */
  const accept = (email: Partial<StubMessage>) => {
    for (const field of ["From", "To", "Subject"] as const) {
      if (typeof email[field] !== "string" || email[field].trim() === "") {
        return { ErrorCode: 300, Message: `Invalid email request: '${field}' is required.` };
      }
    }
    if (!email.TextBody && !email.HtmlBody) {
      return {
        ErrorCode: 300,
        Message: "Invalid email request: Provide either email TextBody or HtmlBody or both.",
      };
    }
    if (refused.has(email.To!)) return { ...inactive, To: email.To };
    const MessageID = randomUUID();
    messages.push({ ...(email as StubMessage), MessageID });
    return { To: email.To, SubmittedAt: new Date().toISOString(), MessageID, ErrorCode: 0, Message: "OK" };
  };

  const handle = async (request: IncomingMessage, response: ServerResponse) => {
    requests += 1;
    const raw = await readBody(request);
    if (options.latencyMs) await new Promise((resolve) => setTimeout(resolve, options.latencyMs));

    if (mode === "hang") return; // the socket stays open until the client gives up
    if (mode === "fail") return answer(response, 500, { ErrorCode: 500, Message: "Internal server error" });
    if (mode === "garbage") {
      response.writeHead(200, { "content-type": "text/html" });
      return response.end("<html><body>502 Bad Gateway</body></html>");
    }
    if (mode === "slow") await new Promise((resolve) => setTimeout(resolve, options.slowMs ?? 1000));

    const batch = request.url === "/email/batch";
    if (request.method !== "POST" || !(batch || request.url === "/email")) {
      return answer(response, 404, { ErrorCode: 404, Message: "Not found" });
    }
    if (request.headers["x-postmark-server-token"] !== options.token) {
      return answer(response, 401, {
        ErrorCode: 10,
        Message: "The Server Token you provided in the X-Postmark-Server-Token request header was invalid.",
      });
    }
    let body: unknown;
    try {
      body = JSON.parse(raw);
    } catch {
      return answer(response, 422, { ErrorCode: 402, Message: "Invalid JSON" });
    }
    if (batch) {
      if (!Array.isArray(body) || body.length > 500) {
        return answer(response, 422, { ErrorCode: 300, Message: "Invalid batch: 1 to 500 messages." });
      }
      batches.push(body.length);
      const results = (body as Partial<StubMessage>[]).map((email) =>
        mode === "reject" ? { ...inactive, To: email.To } : accept(email),
      );
      return answer(response, 200, results);
    }
    if (mode === "reject") return answer(response, 422, inactive);
    const result = accept(body as Partial<StubMessage>);
    answer(response, result.ErrorCode === 0 ? 200 : 422, result);
  };

  const server = createServer((request, response) => {
    handle(request, response).catch(() => {
      if (!response.headersSent) answer(response, 500, { ErrorCode: 500, Message: "stub error" });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;

  return {
    host: `127.0.0.1:${port}`,
    messages,
    get requests() {
      return requests;
    },
    batches,
    mode(next) {
      mode = next;
    },
    refuse(address) {
      refused.add(address);
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        // Hanging answers and keep-alive sockets would hold close() open.
        server.closeAllConnections();
      }),
  };
}

async function readBody(request: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString("utf8");
}
