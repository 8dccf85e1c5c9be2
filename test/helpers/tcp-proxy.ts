import { createServer, Server, Socket, connect } from 'node:net';

/**
 * A TCP proxy between the app and a shared service (MariaDB, Redis) that a test can cut and
 * restore, to play an outage without touching the service itself: `cut()` drops every open
 * connection and refuses new ones (the port closes, as when the server is down); `restore()`
 * listens again on the same port.
 */
export class TcpProxy {
  private server: Server | null = null;
  private readonly sockets = new Set<Socket>();

  constructor(
    readonly port: number,
    private readonly target: { host: string; port: number },
  ) {}

  async start(): Promise<this> {
    const server = createServer((client) => {
      const upstream = connect(this.target.port, this.target.host);
      for (const s of [client, upstream]) {
        this.sockets.add(s);
        s.on('close', () => this.sockets.delete(s));
        s.on('error', () => undefined);
      }
      client.pipe(upstream).pipe(client);
      client.on('close', () => upstream.destroy());
      upstream.on('close', () => client.destroy());
    });
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(this.port, '127.0.0.1', () => resolve());
    });
    this.server = server;
    return this;
  }

  /** Connections open through the proxy right now. */
  get open(): number {
    return this.sockets.size / 2;
  }

  async cut(): Promise<void> {
    const server = this.server;
    this.server = null;
    for (const s of this.sockets) s.destroy();
    if (server) await new Promise<void>((r) => server.close(() => r()));
  }

  async restore(): Promise<void> {
    if (!this.server) await this.start();
  }

  close(): Promise<void> {
    return this.cut();
  }
}
