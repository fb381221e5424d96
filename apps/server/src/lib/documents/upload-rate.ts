/**
 * Each user's upload rate: at most `uploadsPerMinute` uploads and
 * `uploadBytesPerMinute` bytes in any 60 seconds, counted in this process when an upload starts
 * (its request's Content-Length, before the body is read), so uploads sent at once are counted one
 * after another. Several processes each count their own.
 */

const WINDOW_MS = 60_000;

interface Entry {
  at: number;
  bytes: number;
}

export interface UploadRateLimits {
  uploadsPerMinute: number;
  uploadBytesPerMinute: number;
}

export class UploadRate {
  private readonly entries = new Map<string, Entry[]>();
  private lastSweep = 0;

  constructor(
    private readonly limits: UploadRateLimits,
    private readonly now: () => number = Date.now,
  ) {}

  /**
   * Counts an upload of `bytes` by `key` (tenant and user) and answers 0, or, when it would go past
   * a limit, counts nothing and answers the whole seconds until it would fit.
   */
  take(key: string, bytes: number): number {
    const now = this.now();
    const recent = (this.entries.get(key) ?? []).filter((e) => e.at > now - WINDOW_MS);
    const { uploadsPerMinute: files, uploadBytesPerMinute: maxBytes } = this.limits;
    let total = recent.reduce((sum, e) => sum + e.bytes, 0);
    // One upload alone in the window always fits (a file larger than the byte rate is not refused forever).
    if (recent.length + 1 <= files && (total + bytes <= maxBytes || recent.length === 0)) {
      recent.push({ at: now, bytes });
      this.entries.set(key, recent);
      this.forgetIdle(now);
      return 0;
    }
    this.entries.set(key, recent);
    // The oldest uploads leave the window first: wait until enough of them have.
    let count = recent.length;
    for (const entry of recent) {
      count -= 1;
      total -= entry.bytes;
      if (count + 1 <= files && (total + bytes <= maxBytes || count === 0)) {
        return Math.max(1, Math.ceil((entry.at + WINDOW_MS - now) / 1000));
      }
    }
    return Math.ceil(WINDOW_MS / 1000);
  }

  /** Drops the users with nothing in the window (at most once a minute). */
  private forgetIdle(now: number): void {
    if (now - this.lastSweep < WINDOW_MS) return;
    this.lastSweep = now;
    for (const [key, list] of this.entries) {
      if (list.every((e) => e.at <= now - WINDOW_MS)) this.entries.delete(key);
    }
  }
}
