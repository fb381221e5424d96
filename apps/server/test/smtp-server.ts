import type { AddressInfo } from 'node:net';
import { type ParsedMail, simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';

/**
 * A real SMTP server in this process (smtp-server), reading what it receives with mailparser. It
 * can refuse the next N messages (451 after DATA), or hold them unanswered (a server that stalls
 * mid-send).
 */
export interface TestSmtp {
  /** SMTP_URL for it (plain SMTP on 127.0.0.1; STARTTLS is not offered). */
  url: string;
  port: number;
  received: ParsedMail[];
  /** Refuse this many of the next messages (counted down), with `refusal` as the answer. */
  refuseNext: number;
  refusal: string;
  /** Hold every message from now on: received, but never answered. */
  hold: boolean;
  /** Hold every message once this many have been received (a server that stalls mid-send). */
  holdAfter: number;
  /** How many connections are open now. */
  connections: () => number;
  close(): Promise<void>;
}

export interface SmtpOptions {
  user?: string;
  password?: string;
  /**
   * false: keep only each message's Message-ID (read from its header), not the parsed mail: a bench
   * receiving thousands in the server's own process spends no time parsing them.
   */
  parse?: boolean;
}

export async function startSmtp(options: SmtpOptions = {}): Promise<TestSmtp> {
  let open = 0;
  const smtp: TestSmtp = {
    url: '',
    port: 0,
    received: [],
    refuseNext: 0,
    refusal: 'Mailbox busy, try again later',
    hold: false,
    holdAfter: Number.POSITIVE_INFINITY,
    connections: () => open,
    close: async () => {},
  };
  const server = new SMTPServer({
    authOptional: true,
    allowInsecureAuth: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    // Many small messages in a bench: no artificial pause per command.
    size: 30 * 1024 * 1024,
    onConnect(_session, callback) {
      open++;
      callback();
    },
    onClose() {
      open--;
    },
    onAuth(auth, _session, callback) {
      if (options.user && (auth.username !== options.user || auth.password !== options.password)) {
        return callback(new Error('Invalid username or password'));
      }
      return callback(null, { user: auth.username });
    },
    onData(stream, _session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        const raw = Buffer.concat(chunks);
        if (smtp.refuseNext > 0) {
          smtp.refuseNext--;
          const error = new Error(smtp.refusal) as Error & { responseCode: number };
          error.responseCode = 451;
          callback(error);
          return;
        }
        if (options.parse === false) {
          const id = /^message-id:\s*(<[^>]+>)/im.exec(raw.toString('latin1'))?.[1];
          smtp.received.push({ messageId: id } as ParsedMail);
          callback();
          return;
        }
        simpleParser(raw).then(
          (parsed) => {
            smtp.received.push(parsed);
            if (!smtp.hold && smtp.received.length <= smtp.holdAfter) callback();
          },
          (error: Error) => callback(error),
        );
      });
    },
  });
  // A client killed mid-send resets its connection: that is a test's point, not a failure.
  server.on('error', () => {});
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  smtp.port = (server.server.address() as AddressInfo).port;
  const credentials = options.user ? `${options.user}:${options.password}@` : '';
  smtp.url = `smtp://${credentials}127.0.0.1:${smtp.port}`;
  smtp.close = () => new Promise<void>((resolve) => server.close(() => resolve()));
  return smtp;
}
