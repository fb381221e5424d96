import { z } from 'zod';

// In the browser, zod would probe `new Function` when the first object schema is built; the web
// app's content security policy (no 'unsafe-eval') reports that probe as a violation. The server
// keeps zod's compiled parsers. Imported first by index.ts, so it runs before any schema is built.
if (typeof (globalThis as { document?: unknown }).document !== 'undefined') z.config({ jitless: true });
