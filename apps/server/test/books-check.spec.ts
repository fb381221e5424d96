import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runCommand } from '../src/cli/commands.js';
import type { Db } from '../src/db/client.js';
import { checkBooks, formatBooksReport } from '../src/features/summaries/books-check.js';
import { closeTestApp, companyToday, createTestApp, skipBooksCheck } from './helpers.js';

/**
 * The books check (`npm run admin -- check-books`): the demo seed passes it, and each kind of
 * disagreement it exists to find is reported (each made inside a transaction that is rolled back);
 * every test file's database passes it too, since closeTestApp fails the file otherwise.
 */

let app: FastifyInstance;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(() => closeTestApp(app));

const TODAY = companyToday();
class Rollback extends Error {}

/** The problems the check finds after `corrupt` ran, in a transaction that is then rolled back. */
async function problemsAfter(corrupt: (tx: Db) => Promise<unknown>): Promise<string[]> {
  let problems: string[] = [];
  await app.ctx.db
    .transaction(async (tx) => {
      await corrupt(tx);
      problems = (await checkBooks(tx, TODAY, 'DEMO01')).problems;
      throw new Rollback();
    })
    .catch((error) => {
      if (!(error instanceof Rollback)) throw error;
    });
  return problems;
}

describe('check-books', () => {
  it('finds the demo companies’ books in agreement, and says so through the CLI', async () => {
    const report = await checkBooks(app.ctx.db, TODAY);
    expect(report.problems).toEqual([]);
    expect(report.vendors).toBeGreaterThan(0);
    expect(report.payables).toBeGreaterThan(0);
    expect(report.payments).toBeGreaterThan(0);
    const printed = await runCommand(app.ctx.db, ['check-books', '--company', 'DEMO01']);
    expect(printed).toMatch(/^Books agree: 1 companies, \d+ vendors, \d+ payables, \d+ payments\.$/);
  });

  it('reports a payable marked Payment Settled with money owed', async () => {
    const problems = await problemsAfter((tx) =>
      tx.execute(sql`update payables set status = 'Payment Settled'
        where tenant_code = 'DEMO01' and vendor_payable_code = 'VPB00002'`),
    );
    expect(problems).toContainEqual(
      expect.stringMatching(/^DEMO01: payable VPB00002: Payment Settled with [\d,]+\.\d\d outstanding$/),
    );
  });

  it('reports a kept balance that is not the ledger’s, and a ledger row no record explains', async () => {
    const kept = await problemsAfter((tx) =>
      tx.execute(sql`update vendors set ledger_balance = ledger_balance + 1
        where tenant_code = 'DEMO01' and vendor_code = 'VEN00001'`),
    );
    expect(kept).toContainEqual(expect.stringMatching(/^DEMO01: vendor VEN00001: kept balance .*, ledger /));

    const stray = await problemsAfter((tx) =>
      tx.execute(sql`insert into vendor_ledger (tenant_code, vendor_id, kind, entry_date, amount, created_by)
        select 'DEMO01', id, 'opening', '2026-04-01', 10.00, 'test' from vendors
         where tenant_code = 'DEMO01' and vendor_code = 'VEN00001'`),
    );
    expect(stray).toContainEqual(expect.stringMatching(/^DEMO01: vendor VEN00001: ledger .*, records /));
  });

  it('reports summaries that leave out what the ledger holds (a bill written around the ledger)', async () => {
    const problems = await problemsAfter((tx) =>
      tx.execute(sql`update payables set billed_amount = billed_amount + 5
        where tenant_code = 'DEMO01' and vendor_payable_code = 'VPB00003'`),
    );
    expect(problems).toContainEqual(expect.stringMatching(/^DEMO01: payable VPB00003: kept billed/));
    expect(problems).toContainEqual(expect.stringMatching(/^DEMO01: all sites: Summary By Vendor total /));
  });

  it('fails the CLI (an error naming each disagreement) when the books disagree', async () => {
    let thrown: unknown;
    await app.ctx.db
      .transaction(async (tx) => {
        await tx.execute(sql`update payables set status = 'Closed'
          where tenant_code = 'DEMO01' and vendor_payable_code = 'VPB00002'`);
        thrown = await runCommand(tx, ['check-books', '--company', 'DEMO01']).catch((e: unknown) => e);
        throw new Rollback();
      })
      .catch((error) => {
        if (!(error instanceof Rollback)) throw error;
      });
    expect(thrown).toBeInstanceOf(Error);
    expect((thrown as Error).message).toMatch(
      /^1 disagreements \(1 companies, .*\):\n {2}DEMO01: payable VPB00002: Closed with/,
    );
    expect(formatBooksReport({ companies: 0, vendors: 0, payables: 0, payments: 0, problems: [] })).toBe(
      'Books agree: 0 companies, 0 vendors, 0 payables, 0 payments.',
    );
  });
});

describe('check-books: advances', () => {
  it('reports a Settled advance with money remaining (the demo’s ADV00009 is spent in full)', async () => {
    const problems = await problemsAfter((tx) =>
      tx.execute(sql`delete from expenses where tenant_code = 'DEMO01'
        and advance_request_id = (select id from advance_requests where tenant_code = 'DEMO01' and advance_id = 'ADV00009')`),
    );
    expect(problems).toEqual(['DEMO01: advance ADV00009: Settled with 7,500.00 remaining']);
  });
});

describe('check-books after every test file (closeTestApp)', () => {
  const closeSettled = (other: FastifyInstance) =>
    other.ctx.db.execute(sql`update payables set status = 'Closed'
      where tenant_code = 'DEMO01' and vendor_payable_code = 'VPB00002'`);

  it('fails the file, naming each disagreement, when its database’s books disagree', async () => {
    const other = await createTestApp();
    await closeSettled(other);
    await expect(closeTestApp(other)).rejects.toThrow(
      /^The books disagree after this file's tests: 1 disagreements \(.*\):\n {2}DEMO01: payable VPB00002: Closed with 92,000\.00 outstanding$/,
    );
  });

  it('leaves out a database skipped on purpose, with its reason', async () => {
    const other = await createTestApp();
    skipBooksCheck(other, 'this test corrupts the books on purpose');
    await closeSettled(other);
    await expect(closeTestApp(other)).resolves.toBeUndefined();
  });
});
