import { createConnection, createServer, type Socket } from "node:net";

export type TcpProxy = {
  port: number;
  /** Stops forwarding bytes both ways, as a network that drops packets: nothing is closed. */
  pause(): void;
  /** Forwards again, including what was held back. */
  resume(): void;
  /** Closes every connection and refuses new ones, as a database that went down. */
  cut(): void;
  /** Accepts connections again, as the database back up. */
  restore(): void;
  close(): Promise<void>;
};

/** A TCP proxy on 127.0.0.1 in front of `target`, which a test can stall and unstall. */
export async function startTcpProxy(target: { host: string; port: number }): Promise<TcpProxy> {
  const sockets = new Set<Socket>();
  let paused = false;
  let down = false;
  const track = (socket: Socket) => {
    sockets.add(socket);
    socket.on("close", () => sockets.delete(socket));
    socket.on("error", () => socket.destroy());
  };
  const server = createServer((client) => {
    if (down) {
      client.destroy();
      return;
    }
    track(client);
    const upstream = createConnection(target);
    track(upstream);
    client.pipe(upstream);
    upstream.pipe(client);
    client.on("close", () => upstream.destroy());
    upstream.on("close", () => client.destroy());
    // After pipe(), which would resume them: a connection opened during a stall stalls too.
    if (paused) {
      client.pause();
      upstream.pause();
    }
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const address = server.address();
  const port = typeof address === "object" && address ? address.port : 0;
  return {
    port,
    pause: () => {
      paused = true;
      for (const socket of sockets) socket.pause();
    },
    resume: () => {
      paused = false;
      for (const socket of sockets) socket.resume();
    },
    cut: () => {
      down = true;
      for (const socket of sockets) socket.destroy();
    },
    restore: () => {
      down = false;
    },
    close: async () => {
      for (const socket of sockets) socket.destroy();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
