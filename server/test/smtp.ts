import { simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';

/** A message the test SMTP receiver accepted, parsed. */
export interface AcceptedMail {
  /** The To header's first address, lower-cased. */
  to: string;
  subject: string;
  messageId: string;
  text: string;
  html: string;
}

export interface SmtpReceiver {
  port: number;
  /** The messages accepted, in order. */
  accepted: AcceptedMail[];
  /** The envelope recipients (RCPT TO, lower-cased) of each message accepted. */
  delivered: string[];
  /** RCPT TO tries per lower-cased address, refused ones included. */
  rcptTries: Map<string, number>;
  /**
   * What RCPT TO answers per lower-cased address and try (1-based): a response code refuses (4xx for now, 5xx for
   * good), undefined accepts. Addresses not listed are accepted.
   */
  refuse: Map<string, (attempt: number) => number | undefined>;
  /** Stop accepting: messages being transmitted now and later are never acknowledged. */
  hold(on: boolean): void;
  /** Called after each message accepted, with the count accepted so far. */
  onAccept?: (n: number) => void;
  close(): Promise<void>;
}

/** A real SMTP server (smtp-server) on 127.0.0.1 for tests: on `port`, or on a free one by default. */
export async function smtpReceiver(port = 0): Promise<SmtpReceiver> {
  let holding = false;
  const r: Partial<SmtpReceiver> & Pick<SmtpReceiver, 'accepted' | 'delivered' | 'rcptTries' | 'refuse'> = {
    accepted: [],
    delivered: [],
    rcptTries: new Map(),
    refuse: new Map(),
  };
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    disableReverseLookup: true,
    logger: false,
    onRcptTo(address, _session, cb) {
      const to = address.address.toLowerCase();
      const attempt = (r.rcptTries.get(to) ?? 0) + 1;
      r.rcptTries.set(to, attempt);
      const code = r.refuse.get(to)?.(attempt);
      if (code)
        return cb(
          Object.assign(new Error(code >= 500 ? 'No such user here' : 'Try again later'), { responseCode: code }),
        );
      cb();
    },
    onData(stream, session, cb) {
      simpleParser(stream).then((m) => {
        if (holding) return; // never answered: the sender is killed while waiting for it
        r.delivered.push(...session.envelope.rcptTo.map((a) => a.address.toLowerCase()));
        r.accepted.push({
          to: ((Array.isArray(m.to) ? m.to[0] : m.to)?.text ?? '').toLowerCase(),
          subject: m.subject ?? '',
          messageId: m.messageId ?? '',
          text: m.text ?? '',
          html: typeof m.html === 'string' ? m.html : '',
        });
        cb();
        r.onAccept?.(r.accepted.length);
      }, cb);
    },
  });
  // A killed sender resets its connections: expected in the crash tests, not an error of the test.
  server.on('error', () => {});
  await new Promise<void>((res) => server.listen(port, '127.0.0.1', res));
  return Object.assign(r, {
    port: (server.server.address() as { port: number }).port,
    hold: (on: boolean) => {
      holding = on;
    },
    close: () =>
      new Promise<void>((res) => {
        server.close(() => res());
        // Connections of a killed process may linger; do not wait for them.
        setTimeout(res, 500).unref();
      }),
  }) as SmtpReceiver;
}
