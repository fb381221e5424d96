import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  plugins: [react()],
  test: {
    environment: 'happy-dom',
    globals: false,
    setupFiles: ['./test/setup.ts'],
    include: ['src/**/*.test.{ts,tsx}', 'test/**/*.test.{ts,tsx}'],
    css: false,
    testTimeout: 15_000,
    // The files of a worker share one module graph and window (about twice as fast on two cores);
    // test/setup.ts resets what a file leaves behind (DOM, toasts, session, storage, URL, mocks).
    isolate: false,
    // Vitest leaves one core free by default: on a 2-core machine that is one worker, and the suite
    // took 222 s instead of 144 s.
    maxWorkers: '100%',
  },
});
