import { z } from 'zod';

// In the browser, zod would probe `new Function` when the first object schema is built; the web
// app's content security policy (no 'unsafe-eval') reports that probe as a violation. The server
// keeps zod's compiled parsers. Every module under schemas/ imports this first, so it runs before
// any schema is built (a new schema module must do the same).
if (typeof (globalThis as { document?: unknown }).document !== 'undefined') z.config({ jitless: true });
