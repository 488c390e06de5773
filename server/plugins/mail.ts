import { mkdir, rename, writeFile } from 'node:fs/promises';
import { randomBytes } from 'node:crypto';
import net from 'node:net';
import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import nodemailer from 'nodemailer';
import { parseConnectionUrl } from 'nodemailer/lib/shared';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
  headers?: Record<string, string>;
  /**
   * A stable Message-ID (e.g. one per newsletter delivery): a message sent again keeps it, and in the outbox it
   * names the file, so writing it again replaces it.
   */
  messageId?: string;
  /** The main link of the message, logged when it goes to the outbox so a local install can follow it. */
  link?: string;
}

export interface Mailer {
  send(message: MailMessage): Promise<void>;
  close(): void;
}

/** The one mail path (decision 19): SMTP when SMTP_URL is set, otherwise .eml files in DATA_DIR/outbox. */
export function createMailer(opts: {
  smtpUrl?: string;
  from: string;
  dataDir: string;
  log: FastifyBaseLogger;
}): Mailer {
  if (opts.smtpUrl) {
    // Pooled: a newsletter's mails reuse a few connections instead of opening one per message.
    const url = new URL(opts.smtpUrl);
    if (!url.searchParams.has('pool')) url.searchParams.set('pool', 'true');
    const options = parseConnectionUrl(url.toString());
    const transport = nodemailer.createTransport({
      ...options,
      // SMTP is a command/answer protocol: with Nagle's algorithm on, each message waits for a delayed ACK
      // (about 40 ms). Plain connections (STARTTLS upgrades them later) are opened with TCP_NODELAY.
      ...(options.secure ? {} : { getSocket: noDelaySocket }),
    } as Parameters<typeof nodemailer.createTransport>[0]);
    return {
      async send(m) {
        await transport.sendMail({
          from: opts.from,
          to: m.to,
          subject: m.subject,
          text: m.text,
          html: m.html,
          headers: m.headers,
          messageId: m.messageId,
        });
        opts.log.info({ toDomain: domainOf(m.to), subject: m.subject }, 'mail sent');
      },
      close: () => transport.close(),
    };
  }
  const outbox = path.join(opts.dataDir, 'outbox');
  // Written off the event loop: a file made in a folder of thousands took ~0.5 ms of a busy server's thread.
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  return {
    async send(m) {
      const info = await transport.sendMail({
        from: opts.from,
        to: m.to,
        subject: m.subject,
        text: m.text,
        html: m.html,
        headers: m.headers,
        messageId: m.messageId,
      });
      await mkdir(outbox, { recursive: true });
      const name = m.messageId
        ? `msg-${m.messageId.replace(/[^A-Za-z0-9._-]+/g, '_')}.eml`
        : `${new Date().toISOString().replace(/[:.]/g, '-')}-${randomBytes(4).toString('hex')}.eml`;
      const file = path.join(outbox, name);
      // Written whole then renamed: a reader never sees half a message, and the same Message-ID replaces it.
      const partial = `${file}.${randomBytes(4).toString('hex')}.tmp`;
      await writeFile(partial, info.message as Buffer);
      await rename(partial, file);
      // The link (a reset or verification token too) is how a local install without SMTP follows its mail.
      opts.log.info({ toDomain: domainOf(m.to), subject: m.subject, file, link: m.link }, 'mail written to outbox');
    },
    close: () => {},
  };
}

/** The domain of a recipient: what the log may say of an address (never the address itself). */
export function domainOf(to: string): string {
  const address = /<([^>]*)>\s*$/.exec(to)?.[1] ?? to;
  return address
    .slice(address.lastIndexOf('@') + 1)
    .trim()
    .toLowerCase();
}

/** nodemailer's getSocket hook: a plain TCP connection to the server with TCP_NODELAY. */
function noDelaySocket(
  o: { host?: string; port?: number },
  callback: (err: Error | null, socket?: { connection: net.Socket }) => void,
) {
  const socket = net.connect({ host: o.host ?? 'localhost', port: o.port ?? 587, noDelay: true });
  const fail = (err: Error) => {
    socket.destroy();
    callback(Object.assign(err, { code: (err as { code?: string }).code ?? 'ECONNECTION' }));
  };
  socket.setTimeout(30_000, () => fail(new Error('Connection timeout')));
  socket.once('error', fail);
  socket.once('connect', () => {
    socket.setTimeout(0);
    socket.off('error', fail);
    callback(null, { connection: socket });
  });
}
