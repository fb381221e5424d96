// The file of every piscina worker the server starts (thread-pool.ts): makes the TypeScript sources
// loadable in this thread (the server runs them through tsx), then hands piscina the task module's
// default export.
import { workerData } from 'node:worker_threads';
import { register } from 'tsx/esm/api';

register();
const taskModule = await import(workerData.taskModule);
export default taskModule.default;
