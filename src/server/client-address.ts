import type { IncomingMessage } from "node:http";
import type { Context } from "hono";

/**
 * Who is asking, for per-client rate limits. On Netlify the edge sets
 * x-nf-client-connection-ip; the local server knows the socket's address. Neither trusts
 * X-Forwarded-For, which any client can write.
 */
export function netlifyClientAddress(c: Context): string {
  return c.req.header("x-nf-client-connection-ip") ?? "unknown";
}

export function socketClientAddress(c: Context): string {
  const incoming = (c.env as { incoming?: IncomingMessage } | undefined)?.incoming;
  return incoming?.socket.remoteAddress ?? "unknown";
}
