import { availableParallelism } from 'node:os';
import type { TransferListItem } from 'node:worker_threads';
import { Piscina } from 'piscina';
import { AppError } from './errors.js';

/**
 * CPU-heavy work off the event loop: a piscina pool of worker threads running one TypeScript task
 * module. Jobs queue when every worker is busy, so a burst of uploads uses at most `maxThreads`
 * cores and the main thread keeps answering everyone else. Workers start on first use and end after
 * `idleMs` without work.
 *
 * The task module default-exports `task(handler)`. An AppError the handler throws reaches the caller
 * as the same AppError (status and message); a worker that runs out of its heap (`maxHeapMb`)
 * rejects with `WorkerOutOfMemory`.
 */

type Outcome<O> = { ok: true; output: O } | { ok: false; status: number; message: string };

/** In the task module: `export default task(handler)` (AppErrors cross the thread as outcomes). */
export function task<I, O>(handler: (input: I) => Promise<O> | O): (input: I) => Promise<Outcome<O>> {
  return async (input) => {
    try {
      return { ok: true, output: await handler(input) };
    } catch (error) {
      if (error instanceof AppError) return { ok: false, status: error.statusCode, message: error.message };
      throw error;
    }
  };
}

export class WorkerOutOfMemory extends Error {}

export interface ThreadPoolOptions {
  /** Most workers at once (default: the cores but one, between 1 and 2). */
  maxThreads?: number;
  /** A worker with no job for this long ends (default 30 s). */
  idleMs?: number;
  /** Heap limit of each worker, MB (default 512). */
  maxHeapMb?: number;
  /** Young generation of each worker, MB (V8's default unless given): smaller, short-lived garbage goes sooner. */
  maxYoungMb?: number;
}

export interface ThreadPool<I, O> {
  /** Runs the task; `transfer` moves buffers or message ports to the worker instead of copying them. */
  run(input: I, transfer?: TransferListItem[]): Promise<O>;
  close(): Promise<void>;
}

export function threadPool<I, O>(taskModule: URL, options: ThreadPoolOptions = {}): ThreadPool<I, O> {
  const maxThreads = options.maxThreads ?? Math.min(2, Math.max(1, availableParallelism() - 1));
  const pool = new Piscina({
    // Registers tsx in the worker for a .ts task module, then default-exports its default export.
    filename: new URL('./ts-worker.mjs', import.meta.url).href,
    workerData: { taskModule: taskModule.href },
    // Not the parent's flags (`--import tsx`, profilers), but its package conditions: the built server
    // runs with --conditions=sitebook-dist, which makes @sitebook/contract the compiled one.
    execArgv: process.execArgv.filter((arg) => arg.startsWith('--conditions=')),
    minThreads: 0,
    maxThreads,
    idleTimeout: options.idleMs ?? 30_000,
    resourceLimits: {
      maxOldGenerationSizeMb: options.maxHeapMb ?? 512,
      ...(options.maxYoungMb ? { maxYoungGenerationSizeMb: options.maxYoungMb } : {}),
    },
    atomics: 'disabled',
  });
  // A worker that fails with no task of its own (a replacement hitting a limit at once): nothing waits on it.
  pool.on('error', () => {});
  return {
    run: async (input, transfer = []) => {
      let outcome: Outcome<O>;
      try {
        outcome = await pool.run(input, { transferList: transfer });
      } catch (error) {
        if ((error as { code?: string }).code === 'ERR_WORKER_OUT_OF_MEMORY')
          throw new WorkerOutOfMemory((error as Error).message);
        throw error;
      }
      if (!outcome.ok) throw new AppError(outcome.status, outcome.message);
      return outcome.output;
    },
    close: () => pool.destroy(),
  };
}
