import { Worker } from 'node:worker_threads';

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

export function startProbe(url: string, token: string): Probe {
  const worker = new Worker(PROBER, { eval: true, workerData: { url, token } });
  const result = new Promise<number[]>((resolve, reject) => {
    worker.once('message', resolve);
    worker.once('error', reject);
  });
  return {
    stop: async () => {
      worker.postMessage('stop');
      const latencies = await result;
      await worker.terminate();
      return latencies;
    },
  };
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
