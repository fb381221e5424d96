import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { createPostgresDatabase } from './helpers.js';
import { startSmtp, type TestSmtp } from './mail-fixtures.js';

/**
 * A server process killed (kill -9) mid-send on PostgreSQL: its claimed mail stays `sending` until
 * the lease ends, then another process sends it. Each mail reaches the SMTP server at least once, a
 * repeat carries the same Message-ID, and each row is marked sent exactly once (a trigger of this
 * test counts the marks). Real server processes, as two-processes.spec.ts starts them.
 */
const onPostgres = process.env.TEST_DB === 'postgres' && Boolean(process.env.TEST_DATABASE_URL);
const main = fileURLToPath(new URL('../src/main.ts', import.meta.url));
const repoRoot = fileURLToPath(new URL('../../..', import.meta.url));
const MAILS = 20;
/** The SMTP server answers this many, then holds every later message unanswered. */
const ANSWERED_BEFORE_KILL = 8;

async function startServer(port: number, env: Record<string, string>): Promise<ChildProcess> {
  const child = spawn(process.execPath, ['--import', 'tsx', main], {
    cwd: repoRoot,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      SEED_DEMO: 'true',
      LOG_LEVEL: 'warn',
      WEB_DIST: '/nonexistent',
      ...env,
    },
    stdio: 'ignore',
  });
  for (let i = 0; i < 600; i++) {
    try {
      if ((await fetch(`http://127.0.0.1:${port}/health`)).ok) return child;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  child.kill('SIGKILL');
  throw new Error(`server on ${port} did not start`);
}

const exited = (child: ChildProcess) =>
  child.exitCode !== null || child.signalCode !== null
    ? Promise.resolve()
    : new Promise((resolve) => child.once('exit', resolve));

async function until(check: () => Promise<boolean> | boolean, timeout: number, what: string) {
  const end = Date.now() + timeout;
  while (!(await check())) {
    if (Date.now() > end) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

describe.skipIf(!onPostgres)('a server killed mid-send (PostgreSQL)', () => {
  let smtp: TestSmtp;
  let client: pg.Client;
  let drop: () => Promise<void> = async () => {};
  const children: ChildProcess[] = [];
  let env: Record<string, string> = {};

  beforeAll(async () => {
    const database = await createPostgresDatabase(inject('postgresTemplate'));
    drop = database.drop;
    client = new pg.Client({ connectionString: database.url });
    await client.connect();
    await client.query(`
      create table test_sent_marks (mail_id bigint not null);
      create function test_count_sent() returns trigger language plpgsql as $$
      begin
        if new.status = 'sent' and old.status is distinct from 'sent' then
          insert into test_sent_marks values (new.id);
        end if;
        return new;
      end $$;
      create trigger test_count_sent after update on mail_outbox for each row execute function test_count_sent();`);
    await client.query(
      `insert into mail_outbox (tenant_code, kind, to_address, subject, text_body, html_body, message_id)
       select 'DEMO01', 'paymentRecorded', 'kill' || i || '@example.in', 'Kill test ' || i, 'Text ' || i,
              '<p>Html ' || i || '</p>', '<' || gen_random_uuid() || '@sitebook.mail>'
       from generate_series(1, $1::int) i`,
      [MAILS],
    );
    smtp = await startSmtp();
    smtp.holdAfter = ANSWERED_BEFORE_KILL;
    env = {
      DATABASE_URL: database.url,
      JWT_SECRET: randomBytes(48).toString('base64url'),
      SMTP_URL: smtp.url,
    };
  }, 180_000);

  afterAll(async () => {
    for (const child of children) {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
      await exited(child);
    }
    await client?.end();
    await smtp?.close();
    await drop();
  }, 60_000);

  it('delivers each mail at least once, marks each sent once, and a repeat has the same Message-ID', async () => {
    const port = 20000 + Math.floor(Math.random() * 20000);
    const first = await startServer(port, env);
    children.push(first);
    // The first process sends; the SMTP server answers 8, then holds the next ones unanswered.
    await until(() => smtp.received.length > ANSWERED_BEFORE_KILL, 60_000, 'a held message');
    first.kill('SIGKILL');
    await exited(first);

    const afterKill = await client.query<{ status: string; n: number }>(
      `select status, count(*)::int as n from mail_outbox group by status order by status`,
    );
    const sending = afterKill.rows.find((r) => r.status === 'sending')?.n ?? 0;
    expect(sending).toBeGreaterThan(0);
    const heldIds = new Set(smtp.received.slice(ANSWERED_BEFORE_KILL).map((m) => m.messageId));
    expect(heldIds.size).toBeGreaterThan(0);

    // The lease (2 minutes) is over: make it so rather than wait.
    await client.query(`update mail_outbox set next_attempt_at = now() where status = 'sending'`);
    smtp.holdAfter = Number.POSITIVE_INFINITY;
    const second = await startServer(port + 1, env);
    children.push(second);
    await until(
      async () =>
        (
          await client.query<{ n: number }>(
            `select count(*)::int as n from mail_outbox where status <> 'sent'`,
          )
        ).rows[0]?.n === 0,
      60_000,
      'every mail sent',
    );

    const outbox = await client.query<{ id: string; message_id: string; attempts: number }>(
      `select id, message_id, attempts from mail_outbox order by id`,
    );
    const received = new Map<string, number>();
    for (const m of smtp.received)
      received.set(m.messageId as string, (received.get(m.messageId as string) ?? 0) + 1);
    // Every mail arrived at least once; nothing arrived that is not in the outbox.
    for (const row of outbox.rows) expect(received.get(row.message_id) ?? 0).toBeGreaterThanOrEqual(1);
    expect([...received.keys()].every((id) => outbox.rows.some((r) => r.message_id === id))).toBe(true);
    // The held ones came again, with the same Message-ID, from the second process.
    for (const id of heldIds) expect(received.get(id as string)).toBe(2);
    // Marked sent exactly once each.
    const marks = await client.query<{ mail_id: string; n: number }>(
      `select mail_id, count(*)::int as n from test_sent_marks group by mail_id`,
    );
    expect(marks.rows).toHaveLength(MAILS);
    expect(marks.rows.every((r) => r.n === 1)).toBe(true);
  }, 180_000);
});
