import { afterAll, vi } from 'vitest';

// The files of a worker share one module graph (vitest.config.ts: isolate false): none may hand the
// next a fake clock, a stubbed global or environment variable, or a spy.
afterAll(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.unstubAllEnvs();
  vi.restoreAllMocks();
});
