import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

/** Where the dev server forwards API calls (the Sitebook server). */
const apiTarget = process.env.SITEBOOK_API ?? 'http://127.0.0.1:18090';

/** Vendor groups: stable, separately cached chunks shared by every route. */
const vendorGroups: { name: string; test: RegExp; priority: number }[] = [
  { name: 'react', test: /[\\/]node_modules[\\/](react|react-dom|scheduler)[\\/]/, priority: 30 },
  {
    name: 'router',
    test: /[\\/]node_modules[\\/](react-router|cookie|set-cookie-parser)[\\/]/,
    priority: 25,
  },
  { name: 'query', test: /[\\/]node_modules[\\/]@tanstack[\\/]/, priority: 25 },
  { name: 'zod', test: /[\\/]node_modules[\\/](zod|mantine-form-zod-resolver)[\\/]/, priority: 25 },
];

export default defineConfig({
  plugins: [react()],
  server: {
    port: 5173,
    proxy: {
      '^/(wfm-|health)': { target: apiTarget, changeOrigin: true },
    },
  },
  preview: {
    proxy: {
      '^/(wfm-|health)': { target: apiTarget, changeOrigin: true },
    },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    sourcemap: false,
    chunkSizeWarningLimit: 400,
    rolldownOptions: {
      output: {
        codeSplitting: { groups: vendorGroups },
      },
    },
  },
});
