// The file of every piscina worker the server starts (thread-pool.ts): when the task module is
// TypeScript (the tests and benches run the sources) it makes it loadable in this thread through tsx;
// the built server (apps/server/dist) hands it a .js module, which loads as it is. Then it hands
// piscina the task module's default export.
import { readlinkSync } from 'node:fs';
import { getPriority, setPriority } from 'node:os';
import { workerData } from 'node:worker_threads';

/** How much nicer than the server a worker thread is: it gets a core when the server thread doesn't need it. */
const WORKER_NICENESS_STEP = 10;

// On Linux a thread has its own niceness: /proc/thread-self names this thread's id, and
// setpriority on that id lowers this thread only. With fewer cores than busy threads, another
// company's request on the server thread then comes before a bulk file's parsing. Elsewhere a no-op.
try {
  const threadId = Number(readlinkSync('/proc/thread-self').split('/').pop());
  if (Number.isInteger(threadId) && threadId > 0)
    setPriority(threadId, Math.min(19, getPriority(threadId) + WORKER_NICENESS_STEP));
} catch {
  // No /proc (not Linux): the thread keeps the process's priority.
}

if (workerData.taskModule.endsWith('.ts')) {
  const { register } = await import('tsx/esm/api');
  register();
}
const taskModule = await import(workerData.taskModule);
export default taskModule.default;
