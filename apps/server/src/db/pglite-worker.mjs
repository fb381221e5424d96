// The embedded database's own thread: this worker owns the PGlite instance, whose
// WebAssembly would otherwise run on the server's one thread and hold every request while a statement
// runs. The server thread drives it through `pglite-thread.ts` (`PgliteThreadClient`), one message per
// call on the worker's port; queries, transactions and LISTEN reach PGlite here exactly as they would
// in process, so PGlite's own ordering holds (a query outside a transaction waits for an open one).
//
// Plain JavaScript, with no import from the TypeScript sources: the same file runs under vitest/tsx
// (from src/) and from the built server (scripts/build.mjs copies .mjs files into dist/).
import { parentPort, workerData } from 'node:worker_threads';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';

/** @type {{ dataDir: string; loadDataDir?: ArrayBuffer; workMem: string }} */
const options = workerData;
const port = /** @type {import('node:worker_threads').MessagePort} */ (parentPort);

/** Thrown inside PGlite's transaction callback to roll it back; never reaches the server thread. */
const ROLLED_BACK = Symbol('rolled back');

/**
 * Open transactions by id (the id of the `begin` message): PGlite's transaction object, how to end it
 * (commit or roll back) and the promise of PGlite's transaction call, settled once it has ended.
 * @type {Map<number, { tx: any; finish: (commit: boolean) => void; ended: Promise<void> }>}
 */
const transactions = new Map();

/** LISTEN registrations by id: PGlite's unlisten. @type {Map<number, () => Promise<void>>} */
const listeners = new Map();

/**
 * Result parsers cannot cross a thread (they are functions). drizzle's are all the identity for the
 * types it reads as text (dates, intervals, numeric arrays): the server thread sends those type ids
 * (`rawTypes`) and the same identity parsers are rebuilt here, once per set.
 * @type {Map<string, Record<number, (value: string) => string>>}
 */
const parserSets = new Map();
const identity = (/** @type {string} */ value) => value;
function parsersOf(/** @type {number[] | undefined} */ rawTypes) {
  if (!rawTypes || rawTypes.length === 0) return undefined;
  const key = rawTypes.join(',');
  let parsers = parserSets.get(key);
  if (!parsers) {
    parsers = Object.fromEntries(rawTypes.map((oid) => [oid, identity]));
    parserSets.set(key, parsers);
  }
  return parsers;
}

/** An error as data the structured clone keeps: its message, name and own fields (SQLSTATE, constraint...). */
function errorData(/** @type {unknown} */ error) {
  if (!(error instanceof Error)) return { message: String(error), name: 'Error', fields: {} };
  /** @type {Record<string, unknown>} */
  const fields = {};
  for (const [key, value] of Object.entries(error)) {
    if (value === undefined || typeof value === 'function') continue;
    if (typeof value === 'object' && value !== null) continue;
    fields[key] = value;
  }
  return { message: error.message, name: error.name, fields };
}

/** Where a query runs: inside its transaction, or on the database (waiting for any open transaction). */
function target(/** @type {number | undefined} */ txId) {
  if (txId === undefined) return db;
  const open = transactions.get(txId);
  if (!open) throw new Error('Transaction is closed');
  return open.tx;
}

/** Starts a PGlite transaction and answers once it is open (BEGIN ran); it stays open until `end`. */
async function begin(/** @type {number} */ txId) {
  /** @type {() => void} */
  let opened = () => {};
  const open = new Promise((resolve) => {
    opened = () => resolve(undefined);
  });
  const ended = db.transaction(async (/** @type {any} */ tx) => {
    await new Promise((resolve, reject) => {
      transactions.set(txId, {
        tx,
        finish: (commit) => (commit ? resolve(undefined) : reject(ROLLED_BACK)),
        ended: Promise.resolve(),
      });
      opened();
    });
  });
  const settled = ended.then(
    () => undefined,
    (error) => {
      if (error !== ROLLED_BACK) throw error;
    },
  );
  // BEGIN itself failed: the transaction never opened.
  const failed = settled.then(() => {
    throw new Error('the transaction ended before it opened');
  });
  failed.catch(() => {});
  await Promise.race([open, failed]);
  const entry = transactions.get(txId);
  if (entry) entry.ended = settled;
}

/** Commits (or rolls back) an open transaction and answers once PGlite has ended it. */
async function end(/** @type {number} */ txId, /** @type {boolean} */ commit) {
  const open = transactions.get(txId);
  if (!open) throw new Error('Transaction is closed');
  transactions.delete(txId);
  open.finish(commit);
  await open.ended;
}

/** @type {Record<string, (message: any) => Promise<unknown>>} */
const operations = {
  query: (m) => target(m.tx).query(m.sql, m.params, { rowMode: m.rowMode, parsers: parsersOf(m.rawTypes) }),
  exec: (m) => target(m.tx).exec(m.sql),
  begin: (m) => begin(m.id),
  end: (m) => end(m.tx, m.commit),
  listen: async (m) => {
    const unlisten = await db.listen(m.channel, (/** @type {string} */ payload) =>
      port.postMessage({ notify: m.id, payload }),
    );
    listeners.set(m.id, unlisten);
  },
  unlisten: async (m) => {
    const unlisten = listeners.get(m.listenId);
    listeners.delete(m.listenId);
    await unlisten?.();
  },
  dump: async (m) => {
    const file = await db.dumpDataDir(m.compression);
    return { buffer: await file.arrayBuffer(), type: file.type };
  },
  close: async () => {
    await db.close();
  },
};

const db = await PGlite.create(options.dataDir, {
  extensions: { pg_trgm },
  ...(options.loadDataDir ? { loadDataDir: new Blob([options.loadDataDir]) } : {}),
});
await db.exec(`set work_mem = '${options.workMem}'`);

port.on('message', (message) => {
  const operation = operations[message.op];
  const run = operation ? operation(message) : Promise.reject(new Error(`unknown operation ${message.op}`));
  run.then(
    (result) => {
      const transfer = result && typeof result === 'object' && 'buffer' in result ? [result.buffer] : [];
      port.postMessage({ id: message.id, ok: true, result }, transfer);
    },
    (error) => port.postMessage({ id: message.id, ok: false, error: errorData(error) }),
  );
});
port.postMessage({ ready: true });
