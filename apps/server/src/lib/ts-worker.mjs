// Entry of every worker thread the server starts (thread-pool.ts): makes the TypeScript sources
// loadable in this thread (the server runs them through tsx), then loads the task module.
import { workerData } from 'node:worker_threads';
import { register } from 'tsx/esm/api';

register();
await import(workerData.taskModule);
