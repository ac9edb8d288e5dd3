// A WebSocket-to-TCP proxy, so that Neon's serverless driver can talk to the local Postgres
// server in tests (docs/operations.md "Database drivers"). It connects only to the allowed addresses.
import { connect } from "node:net";
import type { AddressInfo } from "node:net";
import { createWebSocketStream, WebSocketServer } from "ws";

export interface WsProxy {
  port: number;
  /** Connections forwarded so far: proof that a driver really went through the proxy. */
  readonly forwarded: number;
  /** Allows one more address (a fault proxy in front of the server, tests/helpers/fault-proxy.ts). */
  allow(address: string): void;
  close(): Promise<void>;
}

export async function startWsProxy(allowed: string): Promise<WsProxy> {
  const server = new WebSocketServer({ host: "127.0.0.1", port: 0 });
  await new Promise<void>((resolve) => server.once("listening", () => resolve()));
  let forwarded = 0;
  const addresses = new Set([allowed]);
  server.on("connection", (socket, request) => {
    const address = new URL(request.url ?? "/", "http://proxy").searchParams.get("address");
    if (!address || !addresses.has(address)) {
      socket.close(1008, "address not allowed");
      return;
    }
    const [host, port] = [
      address.slice(0, address.lastIndexOf(":")),
      Number(address.slice(address.lastIndexOf(":") + 1)),
    ];
    forwarded += 1;
    const tcp = connect({ host, port });
    const stream = createWebSocketStream(socket);
    stream.pipe(tcp).pipe(stream);
    const end = () => {
      tcp.destroy();
      stream.destroy();
    };
    // Either side closing closes the other, as Neon's own proxy does.
    tcp.on("error", end).on("close", end);
    stream.on("error", end).on("close", end);
  });
  return {
    port: (server.address() as AddressInfo).port,
    get forwarded() {
      return forwarded;
    },
    allow(address) {
      addresses.add(address);
    },
    close: () =>
      new Promise((resolve) => {
        for (const client of server.clients) client.terminate();
        server.close(() => resolve());
      }),
  };
}
