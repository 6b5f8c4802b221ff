import net from 'node:net';

export interface TcpProxy {
  /** host:port to connect to instead of the target. */
  port: number;
  /** Like PostgreSQL going away: open connections are reset and new ones hang unanswered (a dead host). */
  cut(): void;
  /** Connections go through again. */
  restore(): void;
  close(): Promise<void>;
}

/**
 * A TCP relay between the API and PostgreSQL that a test can cut and restore, so an outage can be
 * simulated without stopping the PostgreSQL server other processes use.
 */
export async function startTcpProxy(targetHost: string, targetPort: number): Promise<TcpProxy> {
  let down = false;
  const sockets = new Set<net.Socket>();
  const track = (socket: net.Socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
    socket.on('error', () => {});
  };
  const server = net.createServer((client) => {
    track(client);
    if (down) return; // accepted and never answered: the client's connect timeout has to fire
    const upstream = net.connect(targetPort, targetHost);
    track(upstream);
    client.pipe(upstream);
    upstream.pipe(client);
    client.on('close', () => upstream.destroy());
    upstream.on('close', () => client.destroy());
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  return {
    port,
    cut() {
      down = true;
      for (const socket of sockets) socket.resetAndDestroy();
    },
    restore() {
      down = false;
    },
    async close() {
      for (const socket of sockets) socket.destroy();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
