import { API, apiPath, notificationMessages as N, type Vendor } from '@sitebook/contract';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../src/db/client.js';
import { notify, notifySubscriptionsEnding } from '../src/domain/notify.js';
import * as admin from '../src/features/admin/admin.service.js';
import { type Caller, caller, createPendingAdvance } from './advances-fixtures.js';
import { auth, closeTestApp, createTestApp, DEMO, login } from './helpers.js';
import { directory, workPayableBody } from './payables-fixtures.js';
import { settlementCalls } from './settlement-fixtures.js';

/**
 * Each event writes its notifications to the right people only — never another company's, never a
 * disabled user — in the transaction of the change, and queues a mail only where the recipient keeps
 * e-mail on for that kind and has an address.
 */

let app: FastifyInstance;
let demo: Caller;
let lead: Caller;
let second: Caller;
let beta: Caller;
let calls: ReturnType<typeof settlementCalls>;
let ids: Awaited<ReturnType<typeof directory>>;

const SECOND = { userName: 'secondadmin', password: 'Second@12345' };
const GONE = { userName: 'goneadmin', password: 'Gone@123456' };
const CLERK = { userName: 'lockclerk', password: 'Clerk@12345' };

interface Note {
  user_name: string;
  kind: string;
  title: string;
  body: string;
  link: string | null;
}
interface Mail {
  user_name: string | null;
  kind: string;
  to_address: string;
  subject: string;
  text_body: string;
  html_body: string;
  attachments: { filename: string; contentType: string; content: string }[];
}

const db = () => app.ctx.db;

/** Everything written since the last `clear()`, in order. */
const notes = () =>
  queryRows<Note>(
    db(),
    sql`select u.user_name, n.kind, n.title, n.body, n.link
          from notifications n join users u on u.id = n.user_id order by n.id`,
  );
const mails = () =>
  queryRows<Mail>(
    db(),
    sql`select u.user_name, m.kind, m.to_address, m.subject, m.text_body, m.html_body, m.attachments
          from mail_outbox m left join users u on u.id = m.user_id order by m.id`,
  );
async function clear() {
  await db().execute(sql`delete from notifications`);
  await db().execute(sql`delete from mail_outbox`);
}
const who = (rows: { user_name: string | null }[]) => rows.map((r) => r.user_name).sort();

async function setEmailOff(userName: string, kind: string) {
  await db().execute(sql`insert into notification_settings (user_id, tenant_code, email_kinds)
    select id, tenant_code, jsonb_build_object(${kind}::text, false) from users where user_name = ${userName}
    on conflict (user_id) do update set email_kinds = notification_settings.email_kinds || excluded.email_kinds`);
}

beforeAll(async () => {
  app = await createTestApp();
  await admin.createUser(db(), {
    company: 'DEMO01',
    username: SECOND.userName,
    password: SECOND.password,
    firstName: 'Second',
    lastName: 'Admin',
    role: 'CompanyAdmin',
  });
  await admin.createUser(db(), {
    company: 'DEMO01',
    username: GONE.userName,
    password: GONE.password,
    firstName: 'Gone',
    lastName: 'Admin',
    role: 'CompanyAdmin',
  });
  await admin.createUser(db(), {
    company: 'DEMO01',
    username: CLERK.userName,
    password: CLERK.password,
    firstName: 'Lock',
    lastName: 'Clerk',
    role: 'SiteLead',
  });
  await admin.setUserEnabled(db(), GONE.userName, false);
  for (const [userName, email] of [
    ['demoadmin', 'demoadmin@demo.example.in'],
    ['sitelead', 'sitelead@demo.example.in'],
    ['secondadmin', 'second@demo.example.in'],
    ['goneadmin', 'gone@demo.example.in'],
    ['portaladmin', 'portal@demo.example.in'],
    ['lockclerk', 'clerk@demo.example.in'],
    ['betaadmin', 'beta@beta.example.in'],
  ]) {
    await db().execute(sql`update users set email = ${email} where user_name = ${userName}`);
  }
  [demo, lead, second, beta] = await Promise.all([
    caller(app, DEMO.admin),
    caller(app, DEMO.siteLead),
    caller(app, SECOND),
    caller(app, DEMO.beta),
  ]);
  calls = settlementCalls(app, demo);
  ids = await directory(app, demo);
});
afterAll(() => closeTestApp(app));

const createAdvance = (c: Caller, amount: number) => createPendingAdvance(app, c, amount);
const decide = (c: Caller, body: Record<string, unknown>) =>
  app.inject({ method: 'POST', url: API.approvalDecision, headers: auth(c.token), payload: body });

describe('advance requests', () => {
  it('a Pending request tells the company’s administrators with Advance Management, not the requester, a disabled user, the portal’s admin or another company', async () => {
    await clear();
    await setEmailOff('secondadmin', 'advanceSubmitted');
    const { advanceId } = await createAdvance(lead, 1500);
    const rows = await notes();
    expect(who(rows)).toEqual(['demoadmin', 'secondadmin']);
    expect(rows[0]).toMatchObject({
      kind: 'advanceSubmitted',
      ...N.advanceSubmitted(advanceId, 'sitelead', '1,500.00', 'RST01'),
      link: '#/home/approvals',
    });
    // secondadmin turned this kind's e-mail off: only demoadmin is mailed.
    const sent = await mails();
    expect(sent.map((m) => [m.user_name, m.to_address])).toEqual([
      ['demoadmin', 'demoadmin@demo.example.in'],
    ]);
    const mail = sent[0] as Mail;
    const [company] = await queryRows<{ company_name: string }>(
      db(),
      sql`select company_name from companies where company_code = 'DEMO01'`,
    );
    const title = N.advanceSubmitted(advanceId, 'sitelead', '1,500.00', 'RST01').title;
    expect(mail.subject).toBe(`${company?.company_name}: ${title}`);
    expect(mail.text_body).toContain(company?.company_name);
    expect(mail.text_body).toContain(`http://localhost:${app.ctx.config.port}/#/home/approvals`);
    expect(mail.html_body).toContain(`href="http://localhost:${app.ctx.config.port}/#/home/approvals"`);
  });

  it('approving for less tells the requester which, by mail too', async () => {
    await clear();
    const { advanceId, advanceRequestId } = await createAdvance(lead, 2000);
    await clear();
    const res = await decide(demo, {
      kind: 'advance',
      id: advanceRequestId,
      decision: 'approve',
      approvedAmount: 1200,
    });
    expect(res.statusCode, res.body).toBe(202);
    const rows = await notes();
    expect(rows).toEqual([
      {
        user_name: 'sitelead',
        kind: 'advanceDecided',
        ...N.advanceApprovedLess(advanceId, '1,200.00', '2,000.00', 'demoadmin'),
        link: `#/home/advance/editadvancerequest/${advanceId}`,
      },
    ]);
    expect(who(await mails())).toEqual(['sitelead']);
  });

  it('approving in full and rejecting (edit form and queue) say so; the requester’s e-mail choice is kept', async () => {
    const full = await createAdvance(lead, 900);
    const rejected = await createAdvance(lead, 700);
    await clear();
    await setEmailOff('sitelead', 'advanceDecided');
    expect(
      (await decide(second, { kind: 'advance', id: full.advanceRequestId, decision: 'approve' })).statusCode,
    ).toBe(202);
    expect(
      (
        await decide(demo, {
          kind: 'advance',
          id: rejected.advanceRequestId,
          decision: 'reject',
          comment: 'Not this month',
        })
      ).statusCode,
    ).toBe(202);
    const rows = await notes();
    expect(rows.map((r) => [r.user_name, r.title, r.body])).toEqual([
      ['sitelead', ...Object.values(N.advanceApproved(full.advanceId, '900.00', 'secondadmin'))],
      ['sitelead', ...Object.values(N.advanceRejected(rejected.advanceId, 'demoadmin', 'Not this month'))],
    ]);
    expect(await mails()).toEqual([]);
  });

  it('a decision on the edit form (PUT) tells the requester; an admin’s own request tells nobody of its decision', async () => {
    const mine = await createAdvance(lead, 600);
    await clear();
    const [row] = await queryRows<{ version: number }>(
      db(),
      sql`select version from advance_requests where id = ${mine.advanceRequestId}`,
    );
    const res = await app.inject({
      method: 'PUT',
      url: API.advance,
      headers: auth(demo.token, { apikey: demo.apiKey, api_client_name: 'DEMO01' }),
      payload: {
        companyCode: 'DEMO01',
        advanceRequestId: mine.advanceRequestId,
        advanceId: mine.advanceId,
        siteCode: 'RST01',
        requestedAmount: 600,
        requestedByDate: '2026-12-01',
        status: 'Rejected',
        requesterComments: '',
        documentIds: '',
        version: row?.version,
      },
    });
    expect(res.statusCode, res.body).toBe(202);
    expect((await notes()).map((r) => [r.user_name, r.title])).toEqual([
      ['sitelead', N.advanceRejected(mine.advanceId, 'demoadmin', '').title],
    ]);
    await clear();
    // The administrator's own request: the other administrator is asked; its decision tells no one else.
    const own = await createAdvance(demo, 300);
    expect(who(await notes())).toEqual(['secondadmin']);
    await clear();
    expect(
      (await decide(second, { kind: 'advance', id: own.advanceRequestId, decision: 'approve' })).statusCode,
    ).toBe(202);
    expect(who(await notes())).toEqual(['demoadmin']);
  });

  it('allowing expenses past the approved amount tells the requester', async () => {
    const { advanceId, advanceRequestId } = await createAdvance(lead, 400);
    expect(
      (await decide(demo, { kind: 'advance', id: advanceRequestId, decision: 'approve' })).statusCode,
    ).toBe(202);
    await clear();
    const res = await app.inject({
      method: 'PUT',
      url: API.advanceOverspend,
      headers: auth(demo.token),
      payload: { companyCode: 'DEMO01', advanceRequestId, allowed: true, reason: 'Extra cement' },
    });
    expect(res.statusCode, res.body).toBe(202);
    expect(await notes()).toEqual([
      {
        user_name: 'sitelead',
        kind: 'expenseOverApproved',
        ...N.expenseOverApproved(advanceId, 'demoadmin', 'Extra cement'),
        link: `#/home/expense/spentinformation/${advanceId}`,
      },
    ]);
  });

  it('a refused change tells nobody', async () => {
    const { advanceRequestId } = await createAdvance(lead, 500);
    await clear();
    // A USER may not decide (403), and the requester may not decide their own (403 / 400).
    expect(
      (await decide(lead, { kind: 'advance', id: advanceRequestId, decision: 'approve' })).statusCode,
    ).toBe(403);
    // A stale version (409).
    expect(
      (await decide(demo, { kind: 'advance', id: advanceRequestId, decision: 'approve', version: 999 }))
        .statusCode,
    ).toBe(409);
    // BETA01's administrator cannot reach it (404).
    expect(
      (await decide(beta, { kind: 'advance', id: advanceRequestId, decision: 'approve' })).statusCode,
    ).toBe(404);
    expect(await notes()).toEqual([]);
    expect(await mails()).toEqual([]);
  });
});

describe('the writer', () => {
  it('writes nothing when the transaction that called it rolls back', async () => {
    await clear();
    await expect(
      db().transaction(async (tx) => {
        const written = await notify(
          tx,
          { appUrl: 'http://app.example.in' },
          {
            tenantCode: 'DEMO01',
            kind: 'subscriptionEnding',
            to: { admins: true },
            text: { title: 'Rolled back', body: '' },
            route: null,
          },
        );
        expect(written).toEqual({ notified: 2, mailed: 2 });
        throw new Error('refused mid-transaction');
      }),
    ).rejects.toThrow('refused mid-transaction');
    expect(await notes()).toEqual([]);
    expect(await mails()).toEqual([]);
  });

  it('never reaches a user of another company, even named', async () => {
    await clear();
    const written = await db().transaction((tx) =>
      notify(
        tx,
        { appUrl: 'http://app.example.in' },
        {
          tenantCode: 'DEMO01',
          kind: 'passwordChanged',
          to: { userNames: ['betaadmin', 'sitelead', 'goneadmin'] },
          text: { title: 'Only DEMO01', body: '' },
          route: null,
        },
      ),
    );
    expect(written).toEqual({ notified: 1, mailed: 1 });
    expect(who(await notes())).toEqual(['sitelead']);
  });
});

describe('payables', () => {
  it('moving one back with a reason tells its creator (edit form and queue), not the one who moved it', async () => {
    const created = await app.inject({
      method: 'POST',
      url: API.payable,
      headers: auth(lead.token),
      payload: workPayableBody(ids, { invoiceNumber: `NB-${Date.now()}` }),
    });
    expect(created.statusCode, created.body).toBe(202);
    const { vendorPayableId, vendorPayableCode } = created.json() as {
      vendorPayableId: number;
      vendorPayableCode: string;
    };
    const version = async () =>
      (
        await queryRows<{ version: number }>(
          db(),
          sql`select version from payables where id = ${vendorPayableId}`,
        )
      )[0]?.version;
    const put = async (status: string, reason: string) =>
      app.inject({
        method: 'PUT',
        url: API.payable,
        headers: auth(demo.token),
        payload: {
          ...workPayableBody(ids, { invoiceNumber: undefined }),
          vendorPayableId,
          vendorPayableCode,
          version: await version(),
          status,
          reason,
        },
      });
    await clear();
    expect((await put('Invoice Received', '')).statusCode).toBe(202);
    expect(await notes()).toEqual([]);
    const back = await put('Invoice Raised', 'Wrong quantity');
    expect(back.statusCode, back.body).toBe(202);
    expect(await notes()).toEqual([
      {
        user_name: 'sitelead',
        kind: 'payableMovedBack',
        ...N.payableMovedBack(
          vendorPayableCode,
          'Invoice Received',
          'Invoice Raised',
          'demoadmin',
          'Wrong quantity',
        ),
        link: `#/home/vendor/payables/viewpayable/${vendorPayableCode}`,
      },
    ]);
    await clear();
    expect((await put('Invoice Received', '')).statusCode).toBe(202);
    const rejected = await decide(second, {
      kind: 'payable',
      id: vendorPayableId,
      decision: 'reject',
      comment: 'Missing bill copy',
    });
    expect(rejected.statusCode, rejected.body).toBe(202);
    expect((await notes()).map((r) => [r.user_name, r.title, r.body])).toEqual([
      [
        'sitelead',
        ...Object.values(
          N.payableMovedBack(
            vendorPayableCode,
            'Invoice Received',
            'Invoice Review in process',
            'secondadmin',
            'Missing bill copy',
          ),
        ),
      ],
    ]);
  });
});

describe('payments', () => {
  let siteId: number;
  beforeAll(() => {
    siteId = ids.siteId('RST01');
  });

  it('a recorded payment tells the other administrators who see vendors; no remittance advice while the company has it off', async () => {
    const vendorId = await calls.newVendor(0);
    const bill = await calls.bill(vendorId, siteId, 5000);
    await clear();
    const res = await calls.pay(vendorId, 5000, [[bill.id, 5000]]);
    expect(res.statusCode, res.body).toBe(202);
    const { paymentCode } = res.json() as { paymentCode: string };
    const rows = await notes();
    expect(who(rows)).toEqual(['secondadmin']);
    const vendor = await calls.vendor(vendorId);
    expect(rows[0]).toMatchObject({
      kind: 'paymentRecorded',
      ...N.paymentRecorded(paymentCode, `${vendor.vendorCode} ${vendor.vendorName}`, '5,000.00', 'demoadmin'),
      link: '#/home/vendor/payables/settlement',
    });
    expect((await mails()).map((m) => m.kind)).toEqual(['paymentRecorded']);
  });

  it('with remittance advice on, the vendor gets each bill and amount, and the voucher as a PDF', async () => {
    await db().execute(sql`update companies set remittance_advice = true where company_code = 'DEMO01'`);
    try {
      const vendorId = await calls.newVendor(0);
      const a = await calls.bill(vendorId, siteId, 10_000, { invoiceNumber: 'INV-A-1' });
      const b = await calls.bill(vendorId, siteId, 2500.5, { invoiceNumber: 'INV-B-2' });
      await clear();
      const res = await calls.pay(vendorId, 8000.5, [
        [a.id, 5500],
        [b.id, 2500.5],
      ]);
      expect(res.statusCode, res.body).toBe(202);
      const { paymentCode } = res.json() as { paymentCode: string };
      const advice = (await mails()).filter((m) => m.kind === 'remittanceAdvice');
      expect(advice).toHaveLength(1);
      const mail = advice[0] as Mail;
      expect(mail.user_name).toBeNull();
      expect(mail.to_address).toBe('settle@example.in');
      expect(mail.subject).toContain(paymentCode);
      for (const text of [mail.text_body, mail.html_body]) {
        for (const part of ['INV-A-1', a.code, '5,500.00', 'INV-B-2', b.code, '2,500.50', '8,000.50']) {
          expect(text).toContain(part);
        }
      }
      expect(mail.attachments).toHaveLength(1);
      const pdf = mail.attachments[0] as Mail['attachments'][number];
      expect(pdf.contentType).toBe('application/pdf');
      expect(pdf.filename).toContain(paymentCode);
      expect(Buffer.from(pdf.content, 'base64').subarray(0, 5).toString()).toBe('%PDF-');
    } finally {
      await db().execute(sql`update companies set remittance_advice = false where company_code = 'DEMO01'`);
    }
  });

  it('a payment whose mail fails in its transaction is not recorded, and tells nobody', async () => {
    const vendorId = await calls.newVendor(0);
    const bill = await calls.bill(vendorId, siteId, 1000);
    await clear();
    // The outbox refuses this kind, after the notification rows were written in the same transaction.
    await db().execute(sql`create function refuse_payment_mail() returns trigger language plpgsql as $$
      begin raise exception 'mail refused'; end $$`);
    await db().execute(sql`create trigger refuse_payment_mail before insert on mail_outbox
      for each row when (new.kind = 'paymentRecorded') execute function refuse_payment_mail()`);
    try {
      const res = await calls.pay(vendorId, 1000, [[bill.id, 1000]]);
      expect(res.statusCode).toBe(500);
    } finally {
      await db().execute(sql`drop trigger refuse_payment_mail on mail_outbox`);
      await db().execute(sql`drop function refuse_payment_mail()`);
    }
    expect(await notes()).toEqual([]);
    expect(await mails()).toEqual([]);
    const [paid] = await queryRows<{ n: number }>(
      db(),
      sql`select count(*)::int as n from payment_allocations where payable_id = ${bill.id}`,
    );
    expect(paid?.n).toBe(0);
    // The same payment goes through once the outbox takes it.
    expect((await calls.pay(vendorId, 1000, [[bill.id, 1000]])).statusCode).toBe(202);
    expect(who(await notes())).toEqual(['secondadmin']);
  });

  it('a reversal tells the other administrators, with the reason', async () => {
    const vendorId = await calls.newVendor(0);
    const bill = await calls.bill(vendorId, siteId, 3000);
    const paid = await calls.pay(vendorId, 3000, [[bill.id, 3000]]);
    const { paymentId, paymentCode } = paid.json() as { paymentId: number; paymentCode: string };
    await clear();
    const res = await calls.reverse(paymentId, 'Cheque bounced', second);
    expect(res.statusCode, res.body).toBe(202);
    const vendor = await calls.vendor(vendorId);
    expect((await notes()).map((r) => [r.user_name, r.kind, r.title, r.body])).toEqual([
      [
        'demoadmin',
        'paymentReversed',
        ...Object.values(
          N.paymentReversed(
            paymentCode,
            `${vendor.vendorCode} ${vendor.vendorName}`,
            '3,000.00',
            'secondadmin',
            'Cheque bounced',
          ),
        ),
      ],
    ]);
  });
});

describe('vendors', () => {
  it('changed bank details tell every administrator who sees vendors, the account number masked; other edits and refusals tell nobody', async () => {
    const vendorId = await calls.newVendor(0);
    const stored = (await calls.vendor(vendorId)) as Vendor;
    const put = (c: Caller, record: Record<string, unknown>) =>
      app.inject({ method: 'PUT', url: API.vendor, headers: auth(c.token), payload: record });
    await clear();
    expect((await put(lead, { ...stored, phoneNumber: '9000022222' })).statusCode).toBe(202);
    expect((await put(lead, { ...stored, bankAccountNumber: '111122223333' })).statusCode).toBe(403);
    expect(await notes()).toEqual([]);
    const res = await put(demo, {
      ...(await calls.vendor(vendorId)),
      bankAccountNumber: '998877664321',
      bankIfsc: 'ICIC0009999',
    });
    expect(res.statusCode, res.body).toBe(202);
    const rows = await notes();
    expect(who(rows)).toEqual(['demoadmin', 'secondadmin']);
    expect(rows[0]).toMatchObject({
      kind: 'vendorBankChanged',
      title: N.vendorBankChanged(`${stored.vendorCode} ${stored.vendorName}`, 'demoadmin', '').title,
      link: `#/home/vendor/myvendor/viewvendor/${stored.vendorCode}`,
    });
    expect(rows[0]?.body).toContain('********4321');
    expect(rows[0]?.body).toContain('ICIC0009999');
    const sent = await mails();
    expect(who(sent)).toEqual(['demoadmin', 'secondadmin']);
    for (const m of sent) {
      expect(m.text_body).not.toContain('998877664321');
      expect(m.html_body).not.toContain('998877664321');
    }
  });
});

describe('security events', () => {
  it('a password change tells that user only', async () => {
    await clear();
    const res = await app.inject({
      method: 'POST',
      url: API.changePassword,
      headers: auth(second.token),
      payload: {
        currentPassword: SECOND.password,
        newPassword: 'Second@54321',
        confirmPassword: 'Second@54321',
      },
    });
    expect(res.statusCode, res.body).toBe(202);
    second = { ...second, token: (res.json() as { jwt: string }).jwt };
    expect(await notes()).toEqual([
      { user_name: 'secondadmin', kind: 'passwordChanged', ...N.passwordChanged(), link: '#/password' },
    ]);
    const sent = await mails();
    expect(sent.map((m) => m.to_address)).toEqual(['second@demo.example.in']);
    expect(sent[0]?.text_body).not.toContain('Second@54321');
  });

  it('a reset by an administrator tells the user who reset it, never the one-time password', async () => {
    await clear();
    const [row] = await queryRows<{ id: number }>(
      db(),
      sql`select id from users where user_name = 'lockclerk'`,
    );
    const res = await app.inject({
      method: 'POST',
      url: apiPath(API.adminUserResetPassword, { userId: row?.id ?? 0 }),
      headers: auth(demo.token),
    });
    expect(res.statusCode, res.body).toBe(202);
    const { oneTimePassword } = res.json() as { oneTimePassword: string };
    expect(await notes()).toEqual([
      {
        user_name: 'lockclerk',
        kind: 'passwordChanged',
        ...N.passwordReset('demoadmin'),
        link: '#/password',
      },
    ]);
    const sent = await mails();
    expect(sent).toHaveLength(1);
    expect(JSON.stringify(sent)).not.toContain(oneTimePassword);
    // The clerk signs in with it and chooses a password: back to a known one for the lockout below.
    const jwt = await login(app, CLERK.userName, oneTimePassword);
    const changed = await app.inject({
      method: 'POST',
      url: API.changePassword,
      headers: auth(jwt),
      payload: {
        currentPassword: oneTimePassword,
        newPassword: CLERK.password,
        confirmPassword: CLERK.password,
      },
    });
    expect(changed.statusCode, changed.body).toBe(202);
  });

  it('failed sign-ins that lock a user tell that user once', async () => {
    await clear();
    for (let i = 0; i < 6; i++) {
      const res = await app.inject({
        method: 'POST',
        url: API.login,
        payload: { userName: CLERK.userName, password: 'Wrong@12345' },
      });
      expect([404, 429]).toContain(res.statusCode);
    }
    expect(await notes()).toEqual([
      { user_name: 'lockclerk', kind: 'userLockedOut', ...N.userLockedOut(60), link: null },
    ]);
    expect((await mails()).map((m) => m.to_address)).toEqual(['clerk@demo.example.in']);
  });
});

describe('a subscription ending', () => {
  const NOW = new Date('2026-12-01T10:00:00Z');

  it('tells the company’s administrators once per end date, and again for a new end date', async () => {
    await clear();
    await db().execute(
      sql`update companies set subscription_end = '2026-12-11' where company_code = 'DEMO01'`,
    );
    await db().execute(
      sql`update companies set subscription_end = '2026-12-16' where company_code = 'BETA01'`,
    );
    expect(await notifySubscriptionsEnding(db(), NOW)).toEqual(['DEMO01']);
    const rows = await notes();
    expect(who(rows)).toEqual(['demoadmin', 'secondadmin']);
    expect(rows[0]).toMatchObject({
      kind: 'subscriptionEnding',
      ...N.subscriptionEnding('11-12-2026'),
      link: '#/home/admin',
    });
    expect(await notifySubscriptionsEnding(db(), NOW)).toEqual([]);
    expect(await notifySubscriptionsEnding(db(), new Date('2026-12-02T10:00:00Z'))).toEqual(['BETA01']);
    expect(await notifySubscriptionsEnding(db(), new Date('2026-12-03T10:00:00Z'))).toEqual([]);
    expect((await notes()).filter((n) => n.user_name === 'betaadmin')).toHaveLength(1);
    // Renewed to a later date inside the window: told again.
    await db().execute(
      sql`update companies set subscription_end = '2026-12-14' where company_code = 'DEMO01'`,
    );
    expect(await notifySubscriptionsEnding(db(), NOW)).toEqual(['DEMO01']);
    expect((await notes()).filter((n) => n.user_name === 'demoadmin').map((n) => n.title)).toEqual([
      N.subscriptionEnding('11-12-2026').title,
      N.subscriptionEnding('14-12-2026').title,
    ]);
    await db().execute(
      sql`update companies set subscription_end = null where company_code in ('DEMO01', 'BETA01')`,
    );
  });
});
