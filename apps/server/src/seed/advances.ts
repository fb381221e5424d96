import { CODE_PREFIXES } from '@sitebook/contract';
import { count, eq } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { advanceRequests } from '../db/schema/index.js';
import { nextCode } from '../db/sequences.js';
import { insertHistory } from '../domain/advance-records.js';
import { insertAdvance } from '../features/advances/advances.repo.js';
import { insertExpense } from '../features/expenses/expenses.repo.js';

interface DemoAdvance {
  site: string;
  by: string;
  amount: number;
  date: string;
  remarks: string;
  status: 'Pending' | 'Approved' | 'Rejected' | 'Settled';
  expenses?: readonly (readonly [type: string, amount: number, date: string, remarks: string])[];
}

/** Demo advance requests per company, in creation order (codes ADV00001, ...). */
export const DEMO_ADVANCES: Record<string, readonly DemoAdvance[]> = {
  DEMO01: [
    {
      site: 'RST01',
      by: 'sitelead',
      amount: 25000,
      date: '2026-04-03',
      remarks: 'Material Purchase',
      status: 'Approved',
      expenses: [
        ['Materials', 12500, '2026-04-05', 'Cement 50 bags'],
        ['Travel', 1800, '2026-04-06', 'Truck hire'],
        ['Food', 950, '2026-04-06', 'Crew lunch'],
      ],
    },
    {
      site: 'MDP02',
      by: 'sitelead',
      amount: 8000,
      date: '2026-04-07',
      remarks: 'Transport',
      status: 'Pending',
    },
    {
      site: 'HTV03',
      by: 'demoadmin',
      amount: 40000,
      date: '2026-04-10',
      remarks: 'Labour Payment',
      status: 'Approved',
      expenses: [
        ['Labour', 30000, '2026-04-12', 'Weekly wages'],
        ['Tools', 4200, '2026-04-13', 'Drill bits and blades'],
      ],
    },
    {
      site: 'RST01',
      by: 'sitelead',
      amount: 5000,
      date: '2026-04-14',
      remarks: 'Site Expenses',
      status: 'Rejected',
    },
    {
      site: 'MDP02',
      by: 'demoadmin',
      amount: 15000,
      date: '2026-04-18',
      remarks: 'Equipment Rental',
      status: 'Settled',
      // Spent to the last paisa, then settled: Spent Information shows it read-only.
      expenses: [
        ['Tools', 9800, '2026-04-20', 'Scaffolding hire'],
        ['Travel', 5200, '2026-04-22', 'Crane transport'],
      ],
    },
    {
      site: 'HTV03',
      by: 'sitelead',
      amount: 12000,
      date: '2026-04-21',
      remarks: 'Material Purchase',
      status: 'Approved',
    },
    {
      site: 'RST01',
      by: 'sitelead',
      amount: 3500,
      date: '2026-04-24',
      remarks: 'Transport',
      status: 'Pending',
    },
    {
      site: 'MDP02',
      by: 'sitelead',
      amount: 20000,
      date: '2026-04-28',
      remarks: 'Labour Payment',
      status: 'Approved',
    },
    {
      site: 'HTV03',
      by: 'demoadmin',
      amount: 7500,
      date: '2026-05-02',
      remarks: 'Other',
      status: 'Settled',
      // Settled only once nothing remains: spent in full.
      expenses: [
        ['Travel', 4300, '2026-05-03', 'Site inspection travel'],
        ['Tools', 3200, '2026-05-04', 'Hand tools'],
      ],
    },
    {
      site: 'RST01',
      by: 'sitelead',
      amount: 9000,
      date: '2026-05-05',
      remarks: 'Site Expenses',
      status: 'Pending',
    },
    {
      site: 'MDP02',
      by: 'sitelead',
      amount: 6000,
      date: '2026-05-08',
      remarks: 'Transport',
      status: 'Rejected',
    },
    {
      site: 'HTV03',
      by: 'sitelead',
      amount: 18000,
      date: '2026-05-11',
      remarks: 'Equipment Rental',
      status: 'Pending',
    },
  ],
  BETA01: [
    {
      site: 'LKV01',
      by: 'betaadmin',
      amount: 10000,
      date: '2026-04-09',
      remarks: 'Material Purchase',
      status: 'Approved',
    },
    {
      site: 'CTP02',
      by: 'betaadmin',
      amount: 4000,
      date: '2026-04-15',
      remarks: 'Transport',
      status: 'Pending',
    },
  ],
};

/** Adds the demo advances (and their expenses) to a company that has no advance yet. */
export async function seedAdvances(db: Db): Promise<void> {
  for (const [company, advances] of Object.entries(DEMO_ADVANCES)) {
    const [existing] = await db
      .select({ n: count() })
      .from(advanceRequests)
      .where(eq(advanceRequests.tenantCode, company));
    if (Number(existing?.n ?? 0) > 0) continue;
    for (const a of advances) {
      const advanceId = await nextCode(db, company, CODE_PREFIXES.advance);
      const row = await insertAdvance(db, {
        tenantCode: company,
        advanceId,
        siteCode: a.site,
        requestedBy: a.by,
        requestedAmount: a.amount.toFixed(2),
        approvedAmount: a.status === 'Approved' || a.status === 'Settled' ? a.amount.toFixed(2) : null,
        requestedByDate: a.date,
        requesterComments: a.remarks,
        status: a.status,
        documentIds: '',
        createdBy: a.by,
        updatedBy: a.by,
      });
      // The history the rights table allows: requested as Pending by its holder, decided by an admin.
      const decidedBy = company === 'BETA01' ? 'betaadmin' : 'demoadmin';
      await insertHistory(db, {
        row: { ...row, status: 'Pending' },
        action: 'create',
        fromStatus: '',
        by: a.by,
      });
      if (a.status !== 'Pending') {
        await insertHistory(db, { row, action: 'update', fromStatus: 'Pending', by: decidedBy });
      }
      for (const [expenseType, amount, expenseDate, remarks] of a.expenses ?? []) {
        const expense = await insertExpense(db, {
          tenantCode: company,
          advanceRequestId: row.id,
          expenseType,
          expenseAmount: amount.toFixed(2),
          expenseDate,
          remarks,
          documentIds: '',
          createdBy: a.by,
        });
        await insertHistory(db, {
          row,
          action: 'expense added',
          fromStatus: row.status,
          by: a.by,
          reason: `Expense ${expense.id}: ${expense.expenseType} ${expense.expenseAmount}`,
          expenseId: expense.id,
        });
      }
    }
  }
}
