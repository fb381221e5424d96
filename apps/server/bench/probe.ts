import { Worker } from 'node:worker_threads';
import { API, apiPath } from '@sitebook/contract';
import type { FastifyInstance } from 'fastify';

/**
 * Another company's calls during a heavy request, measured from a worker thread of their own: a
 * client on the server's thread would count the server's stalls as its own and be held up by them.
 */

/** The prober: GETs `url` back to back (2 ms apart) until told to stop, then posts the latencies. */
const PROBER = `
const { parentPort, workerData } = require('node:worker_threads');
let stop = false;
parentPort.on('message', () => { stop = true; });
(async () => {
  const latencies = [];
  while (!stop) {
    const started = performance.now();
    const res = await fetch(workerData.url, { headers: { authorization: 'Bearer ' + workerData.token } });
    await res.arrayBuffer();
    if (res.status !== 202) throw new Error('list answered ' + res.status);
    latencies.push(performance.now() - started);
    await new Promise((r) => setTimeout(r, 2));
  }
  parentPort.postMessage(latencies);
})();
`;

export interface Probe {
  stop(): Promise<number[]>;
}

/**
 * Runs `source` (a worker script that measures until it is sent a message, then posts its result)
 * in a worker thread; stop() asks for the result and ends the worker.
 */
export function startMeasuringWorker<T>(source: string, workerData: unknown): { stop(): Promise<T> } {
  const worker = new Worker(source, { eval: true, workerData });
  const result = new Promise<T>((resolve, reject) => {
    worker.once('message', resolve);
    worker.once('error', reject);
  });
  return {
    stop: async () => {
      worker.postMessage('stop');
      const measured = await result;
      await worker.terminate();
      return measured;
    },
  };
}

export function startProbe(url: string, token: string): Probe {
  return startMeasuringWorker<number[]>(PROBER, { url, token });
}

export interface LatencySummary {
  calls: number;
  p50: number;
  p99: number;
  max: number;
}

export function summarise(latencies: number[]): LatencySummary {
  const sorted = [...latencies].sort((a, b) => a - b);
  const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? Number.NaN;
  const round = (n: number) => Math.round(n * 10) / 10;
  return {
    calls: sorted.length,
    p50: round(at(0.5)),
    p99: round(at(0.99)),
    max: round(sorted[sorted.length - 1] ?? Number.NaN),
  };
}

/** The app listening on loopback, DEMO01's and BETA01's tokens, and BETA01's vendor list page (the probed call). */
export async function listenWithTwoCompanies(app: FastifyInstance) {
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  if (!address || typeof address === 'string') throw new Error('no address');
  const base = `http://127.0.0.1:${address.port}`;
  const login = async (userName: string, password: string) => {
    const res = await fetch(base + API.login, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ userName, password }),
    });
    return ((await res.json()) as { jwt: string }).jwt;
  };
  return {
    base,
    demo: await login('demoadmin', 'Demo@12345'),
    beta: await login('betaadmin', 'Beta@12345'),
    listUrl: `${base}${apiPath(API.vendorsForTenant, { tenant: 'BETA01' })}?page=1&size=20`,
  };
}
