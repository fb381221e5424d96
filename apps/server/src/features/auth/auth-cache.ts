import type { Database } from '../../db/client.js';
import type { AuthContext, CallerCache } from '../../lib/context.js';

/** The channel that migration 0006's triggers notify on every change to what authentication reads. */
export const AUTH_CHANGED_CHANNEL = 'auth_changed';

/** Enough for every signed-in user of a large deployment; past it the oldest entry goes. */
const MAX_ENTRIES = 10_000;

/**
 * The callers of tokens this process has already verified and loaded, so that a request carrying one
 * skips the signature check and the auth query. Only verified tokens get in, and an entry is used only
 * until its token's expiry.
 *
 * It is correct only while the database's `auth_changed` notifications are heard: every change to
 * users, companies, roles, role modules or revoked tokens — made by any process, the CLI or by hand
 * in SQL — empties it when its transaction commits. A load that overlaps a change is not kept (the
 * generation moved on), and while the listening connection is down nothing is kept at all, so every
 * request reads the database as if there were no cache.
 */
export class AuthCache implements CallerCache {
  #entries = new Map<string, AuthContext>();
  #generation = 0;
  #live = false;

  /** Starts following the database's notifications; caching begins once they are heard. */
  async follow(database: Pick<Database, 'listen'>): Promise<void> {
    await database.listen(AUTH_CHANGED_CHANNEL, (event) => {
      if (event === 'ready') this.#live = true;
      if (event === 'lost') this.#live = false;
      this.forgetAll();
    });
  }

  /** Forgets every caller; the next request of each is loaded from the database again. */
  forgetAll(): void {
    this.#generation += 1;
    this.#entries.clear();
  }

  /** The caller of `token`: cached while its token has not expired, else loaded by `load` (which refuses bad tokens). */
  async get(token: string, load: () => Promise<AuthContext>): Promise<AuthContext> {
    const cached = this.#entries.get(token);
    if (cached) {
      // The expiry rule jose applies: valid while exp is later than the current second.
      if (cached.tokenExp > Math.floor(Date.now() / 1000)) return cached;
      this.#entries.delete(token);
    }
    const generation = this.#generation;
    const auth = Object.freeze(await load());
    if (this.#live && generation === this.#generation) {
      if (this.#entries.size >= MAX_ENTRIES) {
        const oldest = this.#entries.keys().next().value;
        if (oldest !== undefined) this.#entries.delete(oldest);
      }
      this.#entries.set(token, auth);
    }
    return auth;
  }
}
