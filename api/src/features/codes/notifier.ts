import nodemailer, { type Transporter } from 'nodemailer';
import type { FastifyBaseLogger } from 'fastify';

export type Channel = 'email' | 'sms';

export interface Attachment {
  filename: string;
  contentType: string;
  content: Buffer;
}

export interface OutgoingMessage {
  to: string;
  channel: Channel;
  subject: string;
  text: string;
  /** E-mail only (SMS carries none). */
  attachments?: Attachment[];
}

export interface OutboxEntry extends OutgoingMessage {
  /** Numbers the outbox's messages, so an attachment can be fetched by `id` and index. */
  id: number;
  sentAt: string;
}

const OUTBOX_CAPACITY = 500;

export interface NotifierOptions {
  smtpUrl: string | undefined;
  from: string;
  /** Print message text (including codes) to the log: development only. */
  logMessageText: boolean;
  /** Keep undelivered messages for /api/dev/outbox: never in production, where nobody may read them. */
  keepOutbox: boolean;
  now: () => Date;
}

/**
 * The single way the server talks to people. Email goes out by SMTP when SMTP_URL is set; everything else
 * (all SMS, there being no SMS provider, and email without SMTP) lands in the in-memory outbox.
 */
export class Notifier {
  private readonly outbox: OutboxEntry[] = [];
  private lastId = 0;
  private readonly transport: Transporter | undefined;

  constructor(
    private readonly options: NotifierOptions,
    private readonly log: FastifyBaseLogger,
  ) {
    // Bounded waits (nodemailer's socket default is 10 min): a send ends well within the mail queue's 5-minute lease.
    this.transport = options.smtpUrl
      ? nodemailer.createTransport({
          url: options.smtpUrl,
          connectionTimeout: 10_000,
          greetingTimeout: 10_000,
          socketTimeout: 60_000,
        })
      : undefined;
  }

  /** `signal` aborts an SMTP send in progress (its connection is closed and the send fails). */
  async send(message: OutgoingMessage, signal?: AbortSignal): Promise<void> {
    if (this.transport && message.channel === 'email') {
      await this.transport.sendMail({
        signal,
        from: this.options.from,
        // An address object, never a string nodemailer would parse: one recipient, no display name, whatever it holds.
        to: { name: '', address: message.to },
        subject: message.subject,
        text: message.text,
        attachments: message.attachments,
      });
    } else if (this.options.keepOutbox) {
      this.lastId += 1;
      this.outbox.unshift({ ...message, id: this.lastId, sentAt: this.options.now().toISOString() });
      this.outbox.length = Math.min(this.outbox.length, OUTBOX_CAPACITY);
    } else {
      // Production without a provider for this channel: say so, never what the message said.
      this.log.warn(
        { channel: message.channel },
        `message not delivered (no ${message.channel === 'email' ? 'SMTP_URL' : 'SMS provider'} configured): ${message.subject}`,
      );
      return;
    }
    if (this.options.logMessageText) {
      this.log.info(
        { to: message.to, channel: message.channel, text: message.text },
        `message sent: ${message.subject}`,
      );
    } else {
      this.log.info({ channel: message.channel }, `message sent: ${message.subject}`);
    }
  }

  /** Newest first. */
  sentTo(to: string | undefined): OutboxEntry[] {
    return to ? this.outbox.filter((entry) => entry.to === to) : [...this.outbox];
  }

  /** One kept message, while the outbox still holds it. */
  sentMessage(id: number): OutboxEntry | undefined {
    return this.outbox.find((entry) => entry.id === id);
  }
}
