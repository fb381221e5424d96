import type { Db } from '../../db/client.js';
import {
  defaultBackoffMs,
  keepQueuedMail,
  type PassResult,
  type SendOptions,
  sendDueMail,
} from './outbox-sender.js';
import { createSmtpTransport, DEFAULT_MAIL_FROM, type MailTransport } from './smtp.js';

/**
 * The server's background mail work: delivering the outbox (or keeping it, without SMTP_URL) and the
 * daily digest tick. Each step is one short statement or transaction on a small batch, then the
 * runner yields, so it never holds the event loop or a connection for long; a full batch is followed
 * at once by the next, an empty one waits `pollMs`.
 */
export interface MailRunnerOptions {
  /** The wait after a pass that found nothing to do (new mail is seen within it). */
  pollMs: number;
  batchSize: number;
  leaseMs: number;
  maxAttempts: number;
  backoffMs: (attempts: number) => number;
  /** How often the digest tick runs; 0 = no digest tick (tests run it themselves). */
  digestEveryMs: number;
  /** The clock of the sender and the digest (tests fix it). */
  now: () => Date;
  /** A transport other than SMTP_URL's (tests); undefined = SMTP_URL's, or none. */
  transport?: MailTransport;
}

export const DEFAULT_MAIL_RUNNER: MailRunnerOptions = {
  pollMs: 1000,
  batchSize: 25,
  leaseMs: 2 * 60_000,
  maxAttempts: 6,
  backoffMs: defaultBackoffMs,
  digestEveryMs: 60_000,
  now: () => new Date(),
};

export interface MailRunnerLog {
  info(obj: object, msg: string): void;
  warn(obj: object, msg: string): void;
}

export interface MailRunnerConfig {
  smtpUrl?: string;
  mailFrom?: string;
  appUrl: string;
  options?: Partial<MailRunnerOptions>;
  /**
   * The digests now due (domain/daily-digest.ts runDigests, which app.ts passes: lib/ never imports
   * domain/), with the unsubscribe link of a user's digest when the notifications feature provides one.
   */
  runDigests: (db: Db, options: DigestTick) => Promise<DigestTickResult>;
  digestUnsubscribeUrl?: DigestTick['unsubscribeUrl'];
  /** Called once a day per process from the digest tick (subscriptions ending in 14 days). */
  daily?: (db: Db, now: Date) => Promise<unknown>;
}

/** What the digest tick asks of runDigests, and the part of its answer the runner reads. */
export interface DigestTick {
  now: Date;
  appUrl: string;
  unsubscribeUrl?: (userId: number, tenantCode: string) => string | undefined;
}
export interface DigestTickResult {
  claimed: number;
  queued: number;
}

export class MailRunner {
  readonly options: MailRunnerOptions;
  private readonly transport: MailTransport | undefined;
  private readonly send: SendOptions;
  private stopped = true;
  private timer: NodeJS.Timeout | undefined;
  private digestTimer: NodeJS.Timeout | undefined;
  private pass: Promise<void> | undefined;
  private digest: Promise<void> | undefined;
  private wakeAgain = false;
  private lastDaily = '';

  constructor(
    private readonly db: Db,
    private readonly config: MailRunnerConfig,
    private readonly log: MailRunnerLog,
  ) {
    this.options = { ...DEFAULT_MAIL_RUNNER, ...config.options };
    this.transport =
      this.options.transport ?? (config.smtpUrl ? createSmtpTransport(config.smtpUrl) : undefined);
    this.send = {
      from: config.mailFrom ?? DEFAULT_MAIL_FROM,
      batchSize: this.options.batchSize,
      leaseMs: this.options.leaseMs,
      maxAttempts: this.options.maxAttempts,
      backoffMs: this.options.backoffMs,
      smtpUrl: config.smtpUrl,
    };
  }

  /** Whether mail is delivered (an SMTP server is set) or kept. */
  get delivers(): boolean {
    return this.transport !== undefined;
  }

  start(): void {
    if (!this.stopped) return;
    this.stopped = false;
    this.schedule(0);
    if (this.options.digestEveryMs > 0) {
      this.digestTimer = setInterval(() => void this.digestTick(), this.options.digestEveryMs);
      this.digestTimer.unref();
    }
  }

  /** Looks for due mail now (e.g. after queueing), instead of at the next poll. */
  wake(): void {
    if (this.stopped) return;
    if (this.pass) this.wakeAgain = true;
    else this.schedule(0);
  }

  /** Stops the timers and waits for the pass and tick in progress; closes the SMTP connections. */
  async stop(): Promise<void> {
    this.stopped = true;
    clearTimeout(this.timer);
    clearInterval(this.digestTimer);
    await Promise.allSettled([this.pass, this.digest]);
    this.transport?.close();
  }

  /** One pass: a batch delivered, or kept without SMTP. Answers whether a full batch was found. */
  async runOnce(): Promise<PassResult> {
    const now = this.options.now;
    if (!this.transport) {
      const kept = await keepQueuedMail(this.db, now(), this.options.batchSize);
      return { claimed: kept, sent: 0, failed: 0, dead: 0 };
    }
    return sendDueMail(this.db, this.transport, this.send, now);
  }

  /** The digest tick: the digests now due, and the once-a-day work. */
  async runDigestTick(now: Date = this.options.now()) {
    const day = now.toISOString().slice(0, 10);
    if (this.config.daily && this.lastDaily !== day) {
      this.lastDaily = day;
      try {
        await this.config.daily(this.db, now);
      } catch (error) {
        this.log.warn({ err: error }, 'the daily notifications failed');
      }
    }
    const result = await this.config.runDigests(this.db, {
      now,
      appUrl: this.config.appUrl,
      unsubscribeUrl: this.config.digestUnsubscribeUrl,
    });
    if (result.queued > 0) this.wake();
    return result;
  }

  private schedule(ms: number): void {
    if (this.stopped) return;
    clearTimeout(this.timer);
    this.timer = setTimeout(() => {
      this.pass = this.loop().finally(() => {
        this.pass = undefined;
      });
    }, ms);
    this.timer.unref();
  }

  private async loop(): Promise<void> {
    let full = false;
    try {
      const result = await this.runOnce();
      full = result.claimed >= this.options.batchSize;
      if (result.dead > 0) this.log.warn({ dead: result.dead }, 'mail could not be delivered and is dead');
    } catch (error) {
      if (!this.stopped) this.log.warn({ err: error }, 'the mail sender pass failed');
    }
    const again = full || this.wakeAgain;
    this.wakeAgain = false;
    this.schedule(again ? 0 : this.options.pollMs);
  }

  private async digestTick(): Promise<void> {
    if (this.digest || this.stopped) return;
    this.digest = this.runDigestTick()
      .then(
        (result) => {
          if (result.claimed > 0) this.log.info(result, 'daily digests');
        },
        (error: unknown) => {
          if (!this.stopped) this.log.warn({ err: error }, 'the daily digest tick failed');
        },
      )
      .finally(() => {
        this.digest = undefined;
      });
  }
}
