import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

/** A real SMTP server on a free port that refuses the next `failNext` messages with a temporary error. */
export class TestSmtpServer {
  readonly received: { to: string[]; raw: string }[] = [];
  failNext = 0;
  private server: SMTPServer | undefined;
  port = 0;

  /** Listens on a free port, or again on the same one after stop(). */
  async start(): Promise<void> {
    const server = this.create();
    await new Promise<void>((resolve, reject) => {
      server.server.once('error', reject);
      server.listen(this.port, '127.0.0.1', () => resolve());
    });
    this.server = server;
    this.port = (server.server.address() as AddressInfo).port;
  }

  stop(): Promise<void> {
    const { server } = this;
    this.server = undefined;
    return new Promise((resolve) => (server ? server.close(() => resolve()) : resolve()));
  }

  private create(): SMTPServer {
    return new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS', 'AUTH'],
      logger: false,
      onData: (stream, session, callback) => {
        const chunks: Buffer[] = [];
        stream.on('data', (chunk: Buffer) => chunks.push(chunk));
        stream.on('end', () => {
          if (this.failNext > 0) {
            this.failNext -= 1;
            const error = Object.assign(new Error('Mailbox busy, try again later'), { responseCode: 451 });
            callback(error);
            return;
          }
          this.received.push({
            to: session.envelope.rcptTo.map((rcpt) => rcpt.address),
            raw: Buffer.concat(chunks).toString('utf8'),
          });
          callback();
        });
      },
    });
  }
}
