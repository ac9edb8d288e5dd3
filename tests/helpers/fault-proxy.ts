// A TCP proxy between a database driver and the Postgres server of TEST_DATABASE_URL that a
// test can switch into the ways a database goes away (tests/faults/database-down.test.ts):
// - "refuse": the server is down: new connections are refused and live ones are cut;
// - "blackhole": the network is gone: connections are accepted, nothing arrives either way
//   (live ones freeze too; what they sent is held, as TCP would, until the network is back);
// - cut(): every live connection is dropped at once (a restart, a failover), new ones work.
import { createServer, connect, type AddressInfo, type Server, type Socket } from "node:net";

export type FaultMode = "pass" | "refuse" | "blackhole";

export interface FaultProxy {
  /** "127.0.0.1:PORT": the address drivers connect to instead of the server's. */
  address: string;
  port: number;
  /** Connections accepted so far. */
  readonly accepted: number;
  readonly mode: FaultMode;
  /** Switches the proxy; takes effect at once for new and live connections. */
  setMode(next: FaultMode): Promise<void>;
  /** Drops every live connection (both sides see the socket close). */
  cut(): void;
  close(): Promise<void>;
}

interface Pair {
  client: Socket;
  server: Socket;
}

export async function startFaultProxy(target: { host: string; port: number }): Promise<FaultProxy> {
  const pairs = new Set<Pair>();
  let mode: FaultMode = "pass";
  let accepted = 0;
  let port = 0;

  const freeze = (pair: Pair) => {
    pair.client.unpipe(pair.server);
    pair.server.unpipe(pair.client);
    pair.client.pause();
    pair.server.pause();
  };
  const flow = (pair: Pair) => {
    pair.client.pipe(pair.server);
    pair.server.pipe(pair.client);
  };

  const onConnection = (client: Socket) => {
    accepted += 1;
    const server = connect(target);
    const pair = { client, server };
    pairs.add(pair);
    const end = () => {
      pairs.delete(pair);
      client.destroy();
      server.destroy();
    };
    client.on("error", end).on("close", end);
    server.on("error", end).on("close", end);
    if (mode === "blackhole") freeze(pair);
    else flow(pair);
  };

  let server: Server = createServer(onConnection);
  const listen = (on: Server) =>
    new Promise<void>((resolve, reject) => {
      on.once("error", reject);
      on.listen(port, "127.0.0.1", () => {
        on.off("error", reject);
        resolve();
      });
    });
  await listen(server);
  port = (server.address() as AddressInfo).port;

  const cut = () => {
    for (const pair of pairs) {
      pair.client.destroy();
      pair.server.destroy();
    }
    pairs.clear();
  };

  return {
    address: `127.0.0.1:${port}`,
    port,
    get accepted() {
      return accepted;
    },
    get mode() {
      return mode;
    },
    async setMode(next) {
      if (next === mode) return;
      const previous = mode;
      mode = next;
      if (previous === "refuse") {
        // Listening again on the same port: the server is back.
        server = createServer(onConnection);
        await listen(server);
      }
      if (next === "refuse") {
        // Nothing listens on the port any more, so connecting fails with ECONNREFUSED.
        await new Promise<void>((resolve) => {
          server.close(() => resolve());
          cut();
        });
      } else if (next === "blackhole") {
        for (const pair of pairs) freeze(pair);
      } else {
        for (const pair of pairs) flow(pair);
      }
    },
    cut,
    async close() {
      cut();
      if (mode !== "refuse") await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
