import type pg from 'pg';

/**
 * What a listener hears: a notification on its channel; on PostgreSQL also the loss of its listening
 * connection (notifications may be missed from then on) and its return (listening again).
 */
export type ListenEvent = 'notify' | 'lost' | 'ready';

export type StopListening = () => Promise<void>;

const RETRY_FIRST_MS = 250;
const RETRY_MAX_MS = 10_000;

/**
 * LISTEN on a connection of its own (a pooled one would be handed to queries and could not keep
 * listening). When the connection drops, `lost` is reported and a new one is tried with growing
 * pauses until it listens again (`ready`). Resolves once the first try has listened or failed.
 */
export async function listenOnPostgres(
  pgModule: typeof pg,
  connectionString: string,
  channel: string,
  onEvent: (event: ListenEvent) => void,
): Promise<StopListening> {
  let stopped = false;
  let current: pg.Client | undefined;
  let retry: NodeJS.Timeout | undefined;
  let pause = RETRY_FIRST_MS;

  const scheduleRetry = () => {
    if (stopped || retry) return;
    retry = setTimeout(() => {
      retry = undefined;
      void connect();
    }, pause);
    pause = Math.min(pause * 2, RETRY_MAX_MS);
  };

  const connect = async (): Promise<void> => {
    const client = new pgModule.Client({ connectionString });
    // A dropped connection also emits 'end', where it is handled; without a listener 'error' would crash.
    client.on('error', () => {});
    client.on('notification', (message) => {
      if (message.channel === channel) onEvent('notify');
    });
    client.once('end', () => {
      if (current !== client) return;
      current = undefined;
      onEvent('lost');
      scheduleRetry();
    });
    try {
      await client.connect();
      await client.query(`LISTEN "${channel}"`);
    } catch {
      client.end().catch(() => {});
      scheduleRetry();
      return;
    }
    if (stopped) {
      await client.end().catch(() => {});
      return;
    }
    current = client;
    pause = RETRY_FIRST_MS;
    onEvent('ready');
  };

  await connect();
  return async () => {
    stopped = true;
    clearTimeout(retry);
    const client = current;
    current = undefined;
    await client?.end().catch(() => {});
  };
}

/** What listenOnPglite needs: PGlite itself, or the client of its thread (pglite-thread.ts). */
export interface PgliteListener {
  listen(channel: string, callback: (payload: string) => void): Promise<() => Promise<void>>;
}

/**
 * PGlite runs in this process (in this thread or a worker thread of its own, which forwards each
 * notification), so its notifications cannot be missed: `ready` at once, never `lost`.
 */
export async function listenOnPglite(
  client: PgliteListener,
  channel: string,
  onEvent: (event: ListenEvent) => void,
): Promise<StopListening> {
  const unlisten = await client.listen(channel, () => onEvent('notify'));
  onEvent('ready');
  return () => unlisten();
}
