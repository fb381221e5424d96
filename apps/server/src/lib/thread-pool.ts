import { availableParallelism } from 'node:os';
import { parentPort, type Transferable, Worker } from 'node:worker_threads';
import { AppError } from './errors.js';

/**
 * CPU-heavy work off the event loop: a small pool of worker threads, each loading one task module
 * (which calls `serveTasks`). Jobs queue when every worker is busy, so a burst of uploads uses at
 * most `size` cores and the main thread keeps answering everyone else. Workers start on first use
 * and end after `idleMs` without work; they never keep the process alive.
 *
 * An AppError thrown by the task reaches the caller as the same AppError (status and message);
 * a worker that runs out of its heap (`maxHeapMb`) rejects with `WorkerOutOfMemory`.
 */

type Outcome<O> = { ok: true; output: O } | { ok: false; status?: number; message: string };

/** In the worker: answers each posted input with the handler's output (one job at a time). */
export function serveTasks<I, O>(handler: (input: I) => Promise<O> | O): void {
  const port = parentPort;
  if (!port) throw new Error('serveTasks runs in a worker thread');
  port.on('message', async (input: I) => {
    let outcome: Outcome<O>;
    try {
      outcome = { ok: true, output: await handler(input) };
    } catch (error) {
      outcome =
        error instanceof AppError
          ? { ok: false, status: error.statusCode, message: error.message }
          : { ok: false, message: error instanceof Error ? error.message : String(error) };
    }
    port.postMessage(outcome);
  });
}

export class WorkerOutOfMemory extends Error {}

export interface ThreadPoolOptions {
  /** Most workers at once (default: the cores but one, between 1 and 2). */
  size?: number;
  /** A worker with no job for this long ends (default 30 s). */
  idleMs?: number;
  /** Heap limit of each worker, MB (default 512). */
  maxHeapMb?: number;
}

interface Job<I, O> {
  input: I;
  transfer: Transferable[];
  resolve: (output: O) => void;
  reject: (error: unknown) => void;
}

interface Slot {
  worker: Worker;
  idleTimer?: NodeJS.Timeout;
}

export interface ThreadPool<I, O> {
  run(input: I, transfer?: Transferable[]): Promise<O>;
  close(): Promise<void>;
}

export function threadPool<I, O>(taskModule: URL, options: ThreadPoolOptions = {}): ThreadPool<I, O> {
  const size = options.size ?? Math.min(2, Math.max(1, availableParallelism() - 1));
  const idleMs = options.idleMs ?? 30_000;
  const queue: Job<I, O>[] = [];
  const idle: Slot[] = [];
  let busy = 0;

  const start = (): Slot => {
    const worker = new Worker(new URL('./ts-worker.mjs', import.meta.url), {
      workerData: { taskModule: taskModule.href },
      execArgv: [],
      resourceLimits: { maxOldGenerationSizeMb: options.maxHeapMb ?? 512 },
    });
    worker.unref();
    return { worker };
  };

  const release = (slot: Slot) => {
    const next = queue.shift();
    if (next) return dispatch(slot, next);
    busy -= 1;
    idle.push(slot);
    slot.idleTimer = setTimeout(() => {
      const at = idle.indexOf(slot);
      if (at >= 0) idle.splice(at, 1);
      void slot.worker.terminate();
    }, idleMs);
    slot.idleTimer.unref();
  };

  const dispatch = (slot: Slot, job: Job<I, O>) => {
    const { worker } = slot;
    const done = () => {
      worker.off('message', onMessage);
      worker.off('error', onError);
      worker.off('exit', onExit);
    };
    const onMessage = (outcome: Outcome<O>) => {
      done();
      if (outcome.ok) job.resolve(outcome.output);
      else if (outcome.status !== undefined) job.reject(new AppError(outcome.status, outcome.message));
      else job.reject(new Error(outcome.message));
      release(slot);
    };
    // A worker that failed is not reused: the next job starts a fresh one.
    const onError = (error: Error & { code?: string }) => {
      done();
      job.reject(error.code === 'ERR_WORKER_OUT_OF_MEMORY' ? new WorkerOutOfMemory(error.message) : error);
      void worker.terminate();
      busy -= 1;
      pump();
    };
    const onExit = (code: number) => onError(new Error(`worker exited with code ${code}`));
    worker.on('message', onMessage);
    worker.on('error', onError);
    worker.on('exit', onExit);
    worker.postMessage(job.input, job.transfer);
  };

  const pump = () => {
    while (queue.length > 0 && (idle.length > 0 || busy < size)) {
      const job = queue.shift() as Job<I, O>;
      const slot = idle.pop() ?? start();
      clearTimeout(slot.idleTimer);
      busy += 1;
      dispatch(slot, job);
    }
  };

  return {
    run: (input, transfer = []) =>
      new Promise<O>((resolve, reject) => {
        queue.push({ input, transfer, resolve, reject });
        pump();
      }),
    close: async () => {
      const slots = idle.splice(0);
      for (const slot of slots) clearTimeout(slot.idleTimer);
      await Promise.all(slots.map((slot) => slot.worker.terminate()));
    },
  };
}
