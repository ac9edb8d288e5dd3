// A local stand-in of Google's reCAPTCHA siteverify endpoint (POST, form-encoded secret and
// response; JSON answer with success and hostname).
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";

/** hang: never answers; garbage: 200 with HTML; error: 500; slow: passes after `slowMs`. */
export type RecaptchaMode = "pass" | "fail" | "wrong-host" | "hang" | "garbage" | "error" | "slow";

export interface RecaptchaStub {
  url: string;
  mode: RecaptchaMode;
  /** The form fields of every request received. */
  requests: Record<string, string>[];
  close(): Promise<void>;
}

export async function startRecaptchaStub(options: {
  secret: string;
  hostname: string;
  slowMs?: number;
}): Promise<RecaptchaStub> {
  const stub = { mode: "pass" as RecaptchaMode, requests: [] as Record<string, string>[] };
  const server = createServer((req, res) => {
    let body = "";
    req.on("data", (chunk: Buffer) => (body += chunk.toString()));
    req.on("end", async () => {
      const fields = Object.fromEntries(new URLSearchParams(body));
      stub.requests.push(fields);
      if (stub.mode === "hang") return;
      if (stub.mode === "slow") await new Promise((resolve) => setTimeout(resolve, options.slowMs ?? 1000));
      if (stub.mode === "error") return res.writeHead(500).end("upstream error");
      if (stub.mode === "garbage") return res.writeHead(200, { "content-type": "text/html" }).end("<html>");
      const valid = fields.secret === options.secret && Boolean(fields.response) && stub.mode !== "fail";
      const answer = valid
        ? {
            success: true,
            challenge_ts: new Date().toISOString(),
            hostname: stub.mode === "wrong-host" ? "evil.example" : options.hostname,
          }
        : { success: false, "error-codes": ["invalid-input-response"] };
      res.writeHead(200, { "content-type": "application/json" }).end(JSON.stringify(answer));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return Object.assign(stub, {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/recaptcha/api/siteverify`,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  });
}
