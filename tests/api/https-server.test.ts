// The local server over HTTPS with HTTP/2, as the Lighthouse bench starts it to measure the
// pages the way Netlify's CDN delivers them (decision 0031): the site Brotli-compressed, the
// API beside it, and a close() that ends with a browser's connection still open.
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { connect } from "node:http2";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { brotliDecompressSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { makeCertificate } from "../../scripts/lib/certificate.ts";
import { parseEnv } from "../../src/server/env.ts";
import { createLogger } from "../../src/server/log.ts";
import { startServer, type RunningServer } from "../../src/server/node.ts";
import { TEST_JWT_SECRET } from "../helpers/app.ts";

const PAGE = `<h1>Nova</h1>${"<p>Weddings, catering and journeys from Jaipur.</p>".repeat(40)}`;

describe("the local server over HTTPS and HTTP/2", () => {
  const dir = mkdtempSync(join(tmpdir(), "https-server-"));
  let server: RunningServer;
  let cert: string;

  beforeAll(async () => {
    const certificate = makeCertificate(dir);
    cert = certificate.cert;
    const site = mkdtempSync(join(dir, "dist-"));
    writeFileSync(join(site, "index.html"), PAGE);
    writeFileSync(join(site, "404.html"), "<h1>missing</h1>");
    const env = parseEnv({
      NODE_ENV: "test",
      DATA_DIR: join(dir, "data"),
      PORT: "0",
      JWT_SECRET: TEST_JWT_SECRET,
    });
    server = await startServer({
      env,
      distDir: site,
      log: createLogger("silent"),
      tls: { key: certificate.key, cert },
    });
  }, 300_000);

  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it("answers the site and the API on one HTTP/2 connection, and closes with it still open", async () => {
    expect(server.url).toMatch(/^https:\/\/localhost:\d+$/);
    const session = connect(`https://127.0.0.1:${server.port}`, { ca: cert });
    const get = (path: string) =>
      new Promise<{ status: number; encoding: string | undefined; body: Buffer }>((done, fail) => {
        const stream = session.request({ ":path": path, "accept-encoding": "gzip, deflate, br, zstd" });
        const chunks: Buffer[] = [];
        let status = 0;
        let encoding: string | undefined;
        stream.on("response", (headers) => {
          status = Number(headers[":status"]);
          encoding = headers["content-encoding"] as string | undefined;
        });
        stream.on("data", (chunk: Buffer) => chunks.push(chunk));
        stream.on("end", () => done({ status, encoding, body: Buffer.concat(chunks) }));
        stream.on("error", fail);
        stream.end();
      });
    try {
      const page = await get("/");
      expect(page.status).toBe(200);
      expect(page.encoding).toBe("br");
      expect(brotliDecompressSync(page.body).toString()).toBe(PAGE);

      const health = await get("/api/v1/health");
      expect(health.status).toBe(200);

      // The session stays open: close() must not wait for the client to hang up.
      await server.close();
    } finally {
      session.destroy();
    }
  }, 300_000);
});
