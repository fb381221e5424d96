import type { FastifyBaseLogger } from 'fastify';
import { Redis } from 'ioredis';

/** The rate limits' Redis keys start with this unless REDIS_KEY_PREFIX says otherwise. */
export const DEFAULT_REDIS_KEY_PREFIX = 'sitebook-rate-limit-';

/**
 * The Redis connection that holds the rate limits' counters when REDIS_URL is set:
 * every process of an install counts in the same keys, so N processes allow the limit once,
 * not N times. A command never waits for a lost connection (no offline queue, one try): while Redis
 * cannot be reached the limits let calls through (the plugin's skipOnError) and the loss is logged
 * once, until the connection is back (ioredis reconnects by itself).
 */
export async function connectRateLimitRedis(url: string, log: FastifyBaseLogger): Promise<Redis> {
  const redis = new Redis(url, {
    lazyConnect: true,
    enableOfflineQueue: false,
    maxRetriesPerRequest: 1,
    connectTimeout: 2_000,
  });
  let down = false;
  redis.on('error', (error: Error) => {
    if (down) return;
    down = true;
    log.warn({ err: error }, 'the rate limits cannot reach Redis: calls are not counted until it is back');
  });
  redis.on('ready', () => {
    if (down) log.info('the rate limits reach Redis again');
    down = false;
  });
  try {
    await redis.connect();
  } catch {
    // Logged by the error listener; ioredis keeps trying to connect.
  }
  return redis;
}
