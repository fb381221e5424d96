/**
 * Benchmark of the mail outbox on PostgreSQL (BENCH_DATABASE_URL), against an SMTP server
 * (smtp-server) in a worker thread of its own, as another process would be, counting Message-IDs:
 *
 *   1. delivery: 10,000 queued mails (one per notification, DEMO01's) sent by the app's mail runner
 *      while another company (BETA01) calls its vendor list back to back from a worker thread —
 *      the time to deliver them all and that list's p50/p99;
 *   2. the outbox's cost per write: the p50 of a write transaction (one in-app notification row)
 *      with and without queueing its mail in it, interleaved.
 *
 *   BENCH_ONLY=mail BENCH_DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres npm run bench
 */

import { Worker } from 'node:worker_threads';
import { sql } from 'drizzle-orm';
import { buildApp } from '../src/app.js';
import { seedDemoIntoEmpty } from '../src/cli/demo.js';
import type { Db } from '../src/db/client.js';
import { queueMail } from '../src/db/mail-outbox.js';
import { benchConfig, envNumber, freshPostgres, isMain, median } from './lib.js';
import { type LatencySummary, listenWithTwoCompanies, startProbe, summarise } from './probe.js';

const MAILS = envNumber('BENCH_MAILS', 10_000);
const WRITES = envNumber('BENCH_MAIL_WRITES', 1_000);

export interface MailBenchResult {
  mails: number;
  deliveryMs: number;
  perSecond: number;
  otherCompanyList: LatencySummary;
  writeP50Ms: { without: number; withMail: number; added: number };
}

const mail = (i: number) => ({
  tenantCode: 'DEMO01',
  userId: null,
  kind: 'paymentRecorded' as const,
  to: `bench${i}@example.in`,
  subject: `Payment recorded: bench ${i}`,
  text: `A payment of 1,000.00 was recorded for bench bill ${i}.`,
  html: `<p>A payment of <b>1,000.00</b> was recorded for bench bill ${i}.</p>`,
});

const countSent = async (db: Db) => {
  const { rows } = (await db.execute(
    sql`select count(*)::int as n from mail_outbox where status = 'sent'`,
  )) as unknown as { rows: { n: number }[] };
  return rows[0]?.n ?? 0;
};

/** One write as an event makes it: a notification row, with or without its mail, in one transaction. */
async function timedWrite(db: Db, userId: number, withMail: boolean, i: number): Promise<number> {
  const started = performance.now();
  await db.transaction(async (tx) => {
    await tx.execute(sql`insert into notifications (tenant_code, user_id, kind, title, body)
      values ('DEMO01', ${userId}, 'paymentRecorded', ${`Bench write ${i}`}, 'Bench')`);
    if (withMail) await queueMail(tx, [mail(i)]);
  });
  return performance.now() - started;
}

/** smtp-server in a worker thread: answers every message, counts them and their distinct Message-IDs. */
const SMTP_WORKER = `
const { parentPort } = require('node:worker_threads');
const { SMTPServer } = require('smtp-server');
const ids = new Set();
let received = 0;
const server = new SMTPServer({
  authOptional: true, disabledCommands: ['STARTTLS'], logger: false,
  onData(stream, _session, callback) {
    let head = '';
    stream.on('data', (chunk) => { if (head.length < 4096) head += chunk.toString('latin1'); });
    stream.on('end', () => {
      received++;
      const id = /^message-id:\\s*(<[^>]+>)/im.exec(head);
      if (id) ids.add(id[1]);
      callback();
    });
  },
});
server.on('error', () => {});
server.listen(0, '127.0.0.1', () => parentPort.postMessage({ port: server.server.address().port }));
parentPort.on('message', () => server.close(() => parentPort.postMessage({ received, distinct: ids.size })));
`;

async function startSmtpWorker() {
  const worker = new Worker(SMTP_WORKER, { eval: true });
  const port = await new Promise<number>((resolve, reject) => {
    worker.once('message', (m: { port: number }) => resolve(m.port));
    worker.once('error', reject);
  });
  return {
    url: `smtp://127.0.0.1:${port}`,
    stop: async () => {
      const counts = new Promise<{ received: number; distinct: number }>((resolve) =>
        worker.once('message', resolve),
      );
      worker.postMessage('stop');
      const result = await counts;
      await worker.terminate();
      return result;
    },
  };
}

export async function runMailBench(): Promise<MailBenchResult | undefined> {
  const adminUrl = process.env.BENCH_DATABASE_URL;
  if (!adminUrl) {
    console.log('  (the mail bench runs on PostgreSQL: set BENCH_DATABASE_URL)');
    return undefined;
  }
  const smtp = await startSmtpWorker();
  const database = await freshPostgres(adminUrl, 'mail');
  try {
    const app = await buildApp(
      benchConfig({ databaseUrl: database.url, smtpUrl: smtp.url, mailRunner: { digestEveryMs: 0 } }),
      seedDemoIntoEmpty,
    );
    try {
      const db = app.ctx.db;
      // Queued before the app is ready, so the runner starts on all of them at once.
      for (let from = 0; from < MAILS; from += 1000) {
        await db.transaction(async (tx) => {
          await queueMail(
            tx,
            Array.from({ length: Math.min(1000, MAILS - from) }, (_, k) => mail(from + k)),
          );
        });
      }
      const started = performance.now();
      const { beta, listUrl } = await listenWithTwoCompanies(app);
      const probe = startProbe(listUrl, beta);
      let sent = 0;
      while (sent < MAILS) {
        await new Promise((r) => setTimeout(r, 100));
        sent = await countSent(db);
        if (performance.now() - started > 300_000)
          throw new Error(`only ${sent} of ${MAILS} sent in 5 minutes`);
      }
      const deliveryMs = Math.round(performance.now() - started);
      const list = summarise(await probe.stop());
      console.log(
        `  ${MAILS} mails delivered in ${deliveryMs} ms (${Math.round((MAILS * 1000) / deliveryMs)}/s)`,
      );
      console.log(
        `  BETA01's vendor list meanwhile: ${list.calls} calls, p50 ${list.p50} ms, p99 ${list.p99} ms, max ${list.max} ms`,
      );

      const { rows } = (await db.execute(
        sql`select id from users where user_name = 'demoadmin'`,
      )) as unknown as { rows: { id: number }[] };
      const userId = rows[0]?.id as number;
      for (let i = 0; i < 50; i++) await timedWrite(db, userId, i % 2 === 0, -i);
      const without: number[] = [];
      const withMail: number[] = [];
      for (let i = 0; i < WRITES; i++) {
        without.push(await timedWrite(db, userId, false, i));
        withMail.push(await timedWrite(db, userId, true, i));
      }
      const round = (n: number) => Math.round(n * 100) / 100;
      const writeP50Ms = {
        without: round(median(without)),
        withMail: round(median(withMail)),
        added: round(median(withMail) - median(without)),
      };
      console.log(
        `  a write (one notification row) p50 ${writeP50Ms.without} ms; with its mail queued ${writeP50Ms.withMail} ms: the outbox adds ${writeP50Ms.added} ms (${WRITES} of each, interleaved)`,
      );
      return {
        mails: MAILS,
        deliveryMs,
        perSecond: Math.round((MAILS * 1000) / deliveryMs),
        otherCompanyList: list,
        writeP50Ms,
      };
    } finally {
      await app.close();
    }
  } finally {
    await database.drop();
    const counts = await smtp.stop();
    console.log(
      `  the SMTP server received ${counts.received} mails, ${counts.distinct} distinct Message-IDs`,
    );
  }
}

if (isMain(import.meta.url)) await runMailBench();
