import { Worker } from 'node:worker_threads';

/**
 * The embedded database on a thread of its own. PGlite is WebAssembly: in process
 * every statement ran on the server's one thread, so while one company's bulk upload inserted its
 * batches, every other request (another company's list, /health, a static file) waited for each one.
 * Here a worker thread (`pglite-worker.mjs`) owns the PGlite instance and this client passes it each
 * call over the worker's message port, so the event loop stays free while a statement runs.
 *
 * The client offers what drizzle-orm/pglite drives (`query` with `rowMode` / `parsers`, `exec`,
 * `transaction(tx => ...)`) and what the app uses besides (`listen`, `dumpDataDir`, `close`), so
 * drizzle, the migrator and the services see it as the PGlite they had. The semantics are PGlite's:
 * the worker runs each call on the one instance, where a query outside a transaction waits while one
 * is open, two transactions run one after the other, and a throw inside the callback rolls back.
 */

/** What a query answers (PGlite's `Results`, as the structured clone carries it). */
export interface ThreadResults<T = Record<string, unknown>> {
  rows: T[];
  affectedRows?: number;
  fields: { name: string; dataTypeID: number }[];
}

export interface ThreadQueryOptions {
  rowMode?: 'array' | 'object';
  /** Result parsers by type id; only the identity (the raw text, as drizzle's) can cross the thread. */
  parsers?: Record<number, (value: string, typeId: number) => unknown>;
}

/** The calls drizzle makes on PGlite and on one of its transactions. */
export interface ThreadQueryable {
  query<T>(sql: string, params?: unknown[], options?: ThreadQueryOptions): Promise<ThreadResults<T>>;
  exec(sql: string): Promise<ThreadResults[]>;
}

export interface ThreadTransaction extends ThreadQueryable {
  /** Rolls the transaction back (as PGlite's `tx.rollback()`: the callback's promise then rejects). */
  rollback(): Promise<void>;
  readonly closed: boolean;
}

/** An error the database raised, carried over the thread: its message and fields (code, constraint, ...). */
export class DatabaseError extends Error {
  [field: string]: unknown;
}

export interface PgliteThreadOptions {
  /** PGlite data directory, or 'memory://'. */
  dataDir: string;
  /** A data directory dumped with `dumpDataDir()` to start from. */
  loadDataDir?: Blob;
  /** `work_mem` set at start. */
  workMem: string;
}

type Reply =
  | { ready: true }
  | { notify: number; payload: string }
  | { id: number; ok: true; result: unknown }
  | { id: number; ok: false; error: { message: string; name: string; fields: Record<string, unknown> } };

interface Pending {
  resolve: (value: unknown) => void;
  reject: (error: Error) => void;
}

const PROBE = '\u0000identity-probe';

/** The type ids whose parser is the identity; another parser cannot run in the worker, so it is refused. */
const rawTypesOf = new WeakMap<object, number[]>();
function rawTypes(parsers: ThreadQueryOptions['parsers']): number[] | undefined {
  if (!parsers) return undefined;
  let ids = rawTypesOf.get(parsers);
  if (!ids) {
    ids = Object.entries(parsers).map(([oid, parse]) => {
      if (parse(PROBE, Number(oid)) !== PROBE)
        throw new Error(`the PGlite thread takes only identity parsers (type ${oid})`);
      return Number(oid);
    });
    rawTypesOf.set(parsers, ids);
  }
  return ids;
}

function toError(data: { message: string; name: string; fields: Record<string, unknown> }): Error {
  const error = new DatabaseError(data.message);
  Object.assign(error, data.fields);
  error.name = data.name;
  return error;
}

export class PgliteThreadClient implements ThreadQueryable {
  readonly #worker: Worker;
  readonly #pending = new Map<number, Pending>();
  readonly #listeners = new Map<number, (payload: string) => void>();
  #nextId = 1;
  #failure: Error | undefined;
  #closed = false;

  private constructor(worker: Worker) {
    this.#worker = worker;
    worker.on('message', (reply: Reply) => this.#receive(reply));
    worker.on('error', (error) => this.#fail(error));
    worker.on('exit', (code) => this.#fail(new Error(`the PGlite thread ended (exit code ${code})`)));
  }

  /** Starts the worker and waits until its PGlite is open (and `work_mem` set). */
  static async start(options: PgliteThreadOptions): Promise<PgliteThreadClient> {
    const loadDataDir = options.loadDataDir ? await options.loadDataDir.arrayBuffer() : undefined;
    const worker = new Worker(new URL('./pglite-worker.mjs', import.meta.url), {
      workerData: { dataDir: options.dataDir, loadDataDir, workMem: options.workMem },
      transferList: loadDataDir ? [loadDataDir] : [],
      // Not the parent's loaders or profilers (`--import tsx`): the worker is plain JavaScript.
      execArgv: process.execArgv.filter((arg) => arg.startsWith('--conditions=')),
    });
    const client = new PgliteThreadClient(worker);
    await new Promise<void>((resolve, reject) => {
      const onMessage = (reply: Reply) => {
        if (!('ready' in reply)) return;
        worker.off('error', onError);
        worker.off('exit', onExit);
        worker.off('message', onMessage);
        resolve();
      };
      const onError = (error: Error) => reject(error);
      const onExit = (code: number) =>
        reject(new Error(`the PGlite thread ended at start (exit code ${code})`));
      worker.on('message', onMessage);
      worker.once('error', onError);
      worker.once('exit', onExit);
    });
    // An idle worker does not keep the process alive (PGlite in process did not); a call in flight does.
    worker.unref();
    return client;
  }

  #receive(reply: Reply): void {
    if ('ready' in reply) return;
    if ('notify' in reply) {
      this.#listeners.get(reply.notify)?.(reply.payload);
      return;
    }
    const pending = this.#pending.get(reply.id);
    if (!pending) return;
    this.#pending.delete(reply.id);
    if (this.#pending.size === 0) this.#worker.unref();
    if (reply.ok) pending.resolve(reply.result);
    else pending.reject(toError(reply.error));
  }

  #fail(error: Error): void {
    this.#failure ??= error;
    for (const pending of this.#pending.values()) pending.reject(error);
    this.#pending.clear();
  }

  #call<T>(message: Record<string, unknown>, id = this.#nextId++): Promise<T> {
    if (this.#failure) return Promise.reject(this.#failure);
    if (this.#closed) return Promise.reject(new Error('PGlite is closed'));
    return new Promise<T>((resolve, reject) => {
      if (this.#pending.size === 0) this.#worker.ref();
      this.#pending.set(id, { resolve: resolve as (value: unknown) => void, reject });
      this.#worker.postMessage({ ...message, id });
    });
  }

  #query<T>(
    tx: number | undefined,
    sql: string,
    params: unknown[] = [],
    options: ThreadQueryOptions = {},
  ): Promise<ThreadResults<T>> {
    return this.#call({
      op: 'query',
      tx,
      sql,
      params,
      rowMode: options.rowMode,
      rawTypes: rawTypes(options.parsers),
    });
  }

  query<T>(sql: string, params?: unknown[], options?: ThreadQueryOptions): Promise<ThreadResults<T>> {
    return this.#query<T>(undefined, sql, params, options);
  }

  exec(sql: string): Promise<ThreadResults[]> {
    return this.#call({ op: 'exec', sql });
  }

  /**
   * Runs `callback` in a transaction: it opens once any open one has ended (PGlite's order), commits
   * when the callback resolves and rolls back when it throws (the throw is passed on). Until it ends,
   * every other query waits.
   */
  async transaction<T>(callback: (tx: ThreadTransaction) => Promise<T>): Promise<T> {
    const txId = this.#nextId++;
    await this.#call({ op: 'begin' }, txId);
    let closed = false;
    const check = () => {
      if (closed) throw new Error('Transaction is closed');
    };
    const tx: ThreadTransaction = {
      query: async (sql, params, options) => {
        check();
        return this.#query(txId, sql, params, options);
      },
      exec: async (sql) => {
        check();
        return this.#call({ op: 'exec', tx: txId, sql });
      },
      rollback: async () => {
        check();
        closed = true;
        await this.#call({ op: 'end', tx: txId, commit: false });
      },
      get closed() {
        return closed;
      },
    };
    let result: T;
    try {
      result = await callback(tx);
    } catch (error) {
      if (!closed) {
        closed = true;
        // The callback's error is what the caller needs; a failed rollback (the thread gone) adds nothing.
        await this.#call({ op: 'end', tx: txId, commit: false }).catch(() => {});
      }
      throw error;
    }
    // Rolled back by tx.rollback(): as PGlite, the callback's result, nothing committed.
    if (closed) return result;
    closed = true;
    await this.#call({ op: 'end', tx: txId, commit: true });
    return result;
  }

  /** Hears NOTIFY on `channel`; resolves to the call that stops listening. */
  async listen(channel: string, callback: (payload: string) => void): Promise<() => Promise<void>> {
    const listenId = this.#nextId++;
    this.#listeners.set(listenId, callback);
    try {
      await this.#call({ op: 'listen', channel }, listenId);
    } catch (error) {
      this.#listeners.delete(listenId);
      throw error;
    }
    return async () => {
      if (!this.#listeners.delete(listenId) || this.#closed || this.#failure) return;
      await this.#call({ op: 'unlisten', listenId });
    };
  }

  /** The data directory as a tarball (PGlite's `dumpDataDir`). */
  async dumpDataDir(compression?: 'auto' | 'gzip' | 'none'): Promise<Blob> {
    const { buffer, type } = await this.#call<{ buffer: ArrayBuffer; type: string }>({
      op: 'dump',
      compression,
    });
    return new Blob([buffer], { type });
  }

  get closed(): boolean {
    return this.#closed;
  }

  /** Closes PGlite in its thread, then ends the thread. */
  async close(): Promise<void> {
    if (this.#closed) return;
    try {
      if (!this.#failure) await this.#call({ op: 'close' });
    } finally {
      this.#closed = true;
      this.#listeners.clear();
      await this.#worker.terminate();
    }
  }
}
