import nodemailer, { type SendMailOptions, type Transporter, type TransportOptions } from 'nodemailer';

/** The From of every mail when MAIL_FROM is not set. */
export const DEFAULT_MAIL_FROM = 'Sitebook <no-reply@localhost>';

/** What the sender needs of a transport: nodemailer's, or a test's stand-in. */
export interface MailTransport {
  sendMail(message: SendMailOptions): Promise<unknown>;
  close(): void;
}

/**
 * A pooled SMTP transport for SMTP_URL (`smtp://user:password@host:587`, `smtps://...` for TLS from
 * the first byte; nodemailer reads the query string too, e.g. `?ignoreTLS=true`). A few connections
 * are kept open and reused, so a burst of mail does not pay a TCP and TLS handshake per message.
 */
export function createSmtpTransport(smtpUrl: string, maxConnections = 5): MailTransport {
  const transport: Transporter = nodemailer.createTransport({
    url: smtpUrl,
    pool: true,
    maxConnections,
    maxMessages: 1000,
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: 30_000,
  } as TransportOptions);
  return {
    sendMail: (message) => transport.sendMail(message),
    close: () => transport.close(),
  };
}

const MAX_ERROR_LENGTH = 1000;

/**
 * An SMTP failure as Admin → Mail shows it: the message of the error (and the server's answer) with
 * SMTP_URL's user name and password removed wherever they appear — raw or URL-encoded — and any
 * other `scheme://user:password@` form masked, cut to 1,000 characters.
 */
export function smtpErrorText(error: unknown, smtpUrl: string | undefined): string {
  const parts: string[] = [];
  if (error instanceof Error) {
    parts.push(error.message);
    const response = (error as { response?: unknown }).response;
    if (typeof response === 'string' && !error.message.includes(response)) parts.push(response);
  } else {
    parts.push(String(error));
  }
  let text = parts.join(': ');
  const secrets = new Set<string>();
  if (smtpUrl) {
    try {
      const url = new URL(smtpUrl);
      for (const raw of [url.password, url.username]) {
        if (raw.length === 0) continue;
        secrets.add(raw);
        try {
          secrets.add(decodeURIComponent(raw));
        } catch {
          // not URL-encoded text: the raw form is enough
        }
      }
      // The whole URL first: it holds both.
      text = text.split(smtpUrl).join('[SMTP_URL]');
    } catch {
      text = text.split(smtpUrl).join('[SMTP_URL]');
    }
  }
  // Longest first, so a password that contains the user name is removed whole.
  for (const secret of [...secrets].sort((a, b) => b.length - a.length)) {
    text = text.split(secret).join('[redacted]');
  }
  // AUTH PLAIN/LOGIN exchanges carry base64 credentials; mask any such echo.
  text = text.replace(/\b(AUTH\s+(?:PLAIN|LOGIN))\s+\S+/gi, '$1 [redacted]');
  text = text.replace(/([a-z][a-z0-9+.-]*:\/\/)[^\s/@]+@/gi, '$1[redacted]@');
  return text.length > MAX_ERROR_LENGTH ? `${text.slice(0, MAX_ERROR_LENGTH - 1)}…` : text;
}
