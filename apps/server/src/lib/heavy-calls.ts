import { Readable } from 'node:stream';
import {
  commonMessages,
  RESULT_TRUNCATED_HEADER,
  resultTruncatedValue,
  UNPAGED_LIST_MAX_ROWS,
} from '@sitebook/contract';
import { gt, lt, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { FastifyReply } from 'fastify';
import type { z } from 'zod';
import type { AppContext } from './context.js';
import { AppError } from './errors.js';

/**
 * Heavy calls: a list called without page and size, and a list's export, read a
 * whole table of the company. One company running many of them at once held every other company up
 * (10 unpaged vendor lists of 200,000 rows: 5.6 GB and another company's page waited up to 113 s).
 * So, per company and per server process, at most one heavy call runs at a time; the next ones wait
 * in a short queue for it to finish (its reply sent, or its client gone) and are answered 429 with
 * Retry-After once they have waited HEAVY_CALL_WAIT_MS or when the queue is full. Other companies
 * never wait for it. An unpaged list answers at most UNPAGED_LIST_MAX_ROWS rows, read a batch at a
 * time and written to the reply as they come (sendWholeList), so no list is held whole in memory.
 */

/** How long a heavy call waits for the company's running one before it is answered 429. */
export const HEAVY_CALL_WAIT_MS = 5_000;
/** How many heavy calls of one company may wait at once; more are answered 429 at once. */
export const HEAVY_CALL_QUEUE = 50;
/** The rows an unpaged list reads from the database at a time. */
export const WHOLE_LIST_BATCH = 500;

interface Waiter {
  grant: (release: () => void) => void;
  timer: NodeJS.Timeout;
}

/** The reason a heavy call was refused: 429 with Retry-After (seconds). */
export class HeavyCallBusy extends AppError {
  constructor(readonly retryAfterSeconds: number) {
    super(429, commonMessages.heavyCallBusy);
  }
}

/** At most one running heavy call per company, a short queue behind it (in this process). */
export class HeavyCallGate {
  /** A company present is running a heavy call; its array is the calls waiting, first first. */
  private readonly running = new Map<string, Waiter[]>();

  constructor(
    private readonly waitMs: number = HEAVY_CALL_WAIT_MS,
    private readonly maxQueue: number = HEAVY_CALL_QUEUE,
  ) {}

  /** Whether `tenant` has a heavy call running here. */
  isBusy(tenant: string): boolean {
    return this.running.has(tenant);
  }

  /** Resolves with the release once the call may run; rejects with HeavyCallBusy after the wait. */
  acquire(tenant: string): Promise<() => void> {
    const queue = this.running.get(tenant);
    if (!queue) {
      this.running.set(tenant, []);
      return Promise.resolve(this.releaseOf(tenant));
    }
    const retryAfter = Math.max(1, Math.ceil(this.waitMs / 1000));
    if (queue.length >= this.maxQueue) return Promise.reject(new HeavyCallBusy(retryAfter));
    return new Promise((resolve, reject) => {
      const waiter: Waiter = {
        grant: resolve,
        timer: setTimeout(() => {
          const at = queue.indexOf(waiter);
          if (at >= 0) queue.splice(at, 1);
          reject(new HeavyCallBusy(retryAfter));
        }, this.waitMs),
      };
      queue.push(waiter);
    });
  }

  /** A release that hands the company's turn to the first waiter, or frees it; only its first call counts. */
  private releaseOf(tenant: string): () => void {
    let released = false;
    return () => {
      if (released) return;
      released = true;
      const queue = this.running.get(tenant);
      const next = queue?.shift();
      if (!next) {
        this.running.delete(tenant);
        return;
      }
      clearTimeout(next.timer);
      next.grant(this.releaseOf(tenant));
    };
  }
}

const gates = new WeakMap<AppContext, HeavyCallGate>();

/** The app's gate (one per app context, so per process). */
export function heavyCallGate(ctx: AppContext): HeavyCallGate {
  let gate = gates.get(ctx);
  if (!gate) {
    gate = new HeavyCallGate(ctx.config.heavyCallWaitMs ?? HEAVY_CALL_WAIT_MS);
    gates.set(ctx, gate);
  }
  return gate;
}

/**
 * Runs `handler` as the company's heavy call: waits for its turn (429 with Retry-After when it does
 * not come), and gives the turn up when the reply is over (sent in full, failed, or the client went
 * away), so a streamed export keeps it while it streams.
 */
export async function asHeavyCall<T>(
  ctx: AppContext,
  tenant: string,
  reply: FastifyReply,
  handler: () => Promise<T>,
): Promise<T> {
  let release: () => void;
  try {
    release = await heavyCallGate(ctx).acquire(tenant);
  } catch (error) {
    if (error instanceof HeavyCallBusy) reply.header('retry-after', String(error.retryAfterSeconds));
    throw error;
  }
  const raw = reply.raw;
  if (raw.writableFinished || raw.destroyed) {
    release();
  } else {
    raw.once('finish', release);
    raw.once('close', release);
  }
  try {
    return await handler();
  } catch (error) {
    // The error handler answers; the turn is given up when that answer is over (above), or now
    // when the reply is already gone.
    if (raw.destroyed) release();
    throw error;
  }
}

/** Where an unpaged list's rows come from: in the list's order, a batch after the last row read. */
export interface WholeListSource<Row, T> {
  /** At most `limit` rows after the id `after` (the last row read; undefined for the first batch). */
  read: (batch: ListBatch) => Promise<Row[]>;
  idOf: (row: Row) => number;
  /** The batch as the API answers it. */
  answer: (rows: Row[]) => T[] | Promise<T[]>;
  /** How many rows the whole list has (a kept count where there is one). */
  count: () => Promise<number>;
}

/**
 * Answers an unpaged list 202 as a JSON array streamed batch by batch (each row encoded by the
 * route's row schema, as Fastify's serializer would), at most `max` rows; when the list has more,
 * the header X-Result-Truncated says how many were sent and to page instead. Runs as a heavy call.
 */
export async function sendWholeList<Row, T>(
  ctx: AppContext,
  tenant: string,
  reply: FastifyReply,
  rowSchema: z.ZodType<T>,
  source: WholeListSource<Row, T>,
  max: number = UNPAGED_LIST_MAX_ROWS,
): Promise<FastifyReply> {
  return asHeavyCall(ctx, tenant, reply, async () => {
    const total = await source.count();
    const batchSize = Math.min(WHOLE_LIST_BATCH, max);
    // The first batch is read before the status goes out, so a failing query still answers 500.
    const first = await source.read({ after: undefined, limit: batchSize });
    async function* body(): AsyncGenerator<string> {
      let batch = first;
      let sent = 0;
      yield '[';
      while (batch.length > 0 && sent < max) {
        const rows = batch.slice(0, max - sent);
        const answers = await source.answer(rows);
        const text = answers.map((row) => JSON.stringify(rowSchema.encode(row))).join(',');
        yield sent === 0 ? text : `,${text}`;
        sent += rows.length;
        const last = rows[rows.length - 1];
        if (sent >= max || batch.length < batchSize || last === undefined) break;
        batch = await source.read({ after: source.idOf(last), limit: Math.min(batchSize, max - sent) });
      }
      yield ']';
    }
    if (total > max) reply.header(RESULT_TRUNCATED_HEADER, resultTruncatedValue(max));
    return reply
      .code(202)
      .header('content-type', 'application/json; charset=utf-8')
      .send(Readable.from(body(), { objectMode: false }));
  });
}

/** A batch of a whole list in its id order: the rows after the id `after` (none: from the first). */
export interface ListBatch {
  after: number | undefined;
  limit: number;
}

/** The condition of a batch: ids past `batch.after` in the list's direction (none for the first). */
export function afterId(
  column: PgColumn,
  batch: ListBatch | undefined,
  order: 'asc' | 'desc',
): SQL | undefined {
  if (batch?.after === undefined) return undefined;
  return order === 'asc' ? gt(column, batch.after) : lt(column, batch.after);
}
