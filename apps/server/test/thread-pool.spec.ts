import { existsSync, readlinkSync } from 'node:fs';
import { getPriority } from 'node:os';
import { afterAll, describe, expect, it } from 'vitest';
import { threadPool } from '../src/lib/thread-pool.js';

const pool = threadPool<void, number>(new URL('./fixtures/thread-priority-task.ts', import.meta.url));
afterAll(() => pool.close());

describe('the worker threads of CPU-heavy work (bulk files)', () => {
  it.runIf(existsSync('/proc/thread-self'))(
    'run at a lower priority than the server thread, so another company is answered first on a busy machine',
    async () => {
      const serverThread = getPriority(Number(readlinkSync('/proc/thread-self').split('/').pop()));
      const workerThread = await pool.run();
      expect(workerThread).toBeGreaterThan(serverThread);
    },
  );
});
