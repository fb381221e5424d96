import {
  ADMIN_ROLE_TYPE,
  ADVANCE_STATUS_APPROVED,
  ADVANCE_STATUS_REJECTED,
  GLOBAL_TENANT,
  MODULE_GATES,
  type NotificationKind,
  type NotificationText,
  notificationMailMessages,
  notificationMessages,
  PORTAL_ADMIN_ROLE,
  remittanceMessages,
  VENDOR_BANK_FIELDS,
} from '@sitebook/contract';
import { type SQL, sql } from 'drizzle-orm';
import { type Db, queryRows } from '../db/client.js';
import { queueMail } from '../db/mail-outbox.js';
import { notifications } from '../db/schema/index.js';
import { appLink, appUrlOf } from '../lib/app-url.js';
import { formatDmy, parseIso, todayIn } from '../lib/dates.js';
import { renderMail } from '../lib/mail-template.js';
import { formatMoney, paise } from '../lib/money.js';

/**
 * Notifications: an event tells its recipients in the app (one `notifications` row each) and, where
 * the recipient keeps e-mail on for that kind and has an address, by mail (`queueMail`) — both in the
 * caller's transaction, so a change that rolls back tells nobody and one that commits cannot lose
 * them. Recipients are looked up here, in SQL, within the event's company only and never a disabled
 * user. Features call these writers (a feature may not import another), passing their transaction.
 */

/** The app's hash routes a notification opens (as the web's lib/record-paths.ts and app/router.tsx name them). */
const code = (value: string) => encodeURIComponent(value);
export const NOTIFICATION_ROUTES = {
  approvals: '/home/approvals',
  advance: (advanceId: string) => `/home/advance/editadvancerequest/${code(advanceId)}`,
  spent: (advanceId: string) => `/home/expense/spentinformation/${code(advanceId)}`,
  payable: (payableCode: string) => `/home/vendor/payables/viewpayable/${code(payableCode)}`,
  vendor: (vendorCode: string) => `/home/vendor/myvendor/viewvendor/${code(vendorCode)}`,
  settlement: '/home/vendor/payables/settlement',
  password: '/password',
  admin: '/home/admin',
};

/** Who is told: named users of the company, or its administrators (with a module, when given). */
export type Recipients =
  | { userNames: readonly string[] }
  | { userIds: readonly number[] }
  | { admins: true; module?: string };

export interface NotifyEvent {
  tenantCode: string;
  kind: NotificationKind;
  to: Recipients;
  /** Who made the change: not told of their own action (security events leave it out). */
  actor?: string;
  text: NotificationText;
  /** The app's hash route without `#` (NOTIFICATION_ROUTES), or null. */
  route: string | null;
}

/** Where mail links point (lib/app-url.ts `appUrlOf(config)`). */
export interface NotifyLinks {
  appUrl: string;
}

interface RecipientRow {
  id: number;
  user_name: string;
  first_name: string;
  email: string;
  email_on: boolean;
  company_name: string;
}

const list = (values: readonly (string | number)[]) =>
  sql.join(
    values.map((v) => sql`${v}`),
    sql`, `,
  );

/**
 * A company administrator: the user's first role (as the auth plugin reads it) is of the ADMIN role
 * type and not the portal's own administrator (who runs the portal, not the company's books).
 */
const firstRoleIsAdmin = (module: string | undefined): SQL => sql`exists (
    select 1 from roles r
     where r.id = (select ur.role_id from user_roles ur where ur.user_id = u.id order by ur.id limit 1)
       and r.role_type = ${ADMIN_ROLE_TYPE} and r.name <> ${PORTAL_ADMIN_ROLE}
       ${
         module === undefined
           ? sql``
           : sql`and exists (select 1 from role_modules rm join modules m on m.id = rm.module_id
                  where rm.role_id = r.id and rm.tenant_code = u.tenant_code and m.name = ${module})`
       })`;

async function recipientsOf(tx: Db, event: NotifyEvent): Promise<RecipientRow[]> {
  const to = event.to;
  let who: SQL;
  if ('userNames' in to) {
    if (to.userNames.length === 0) return [];
    who = sql`u.user_name in (${list(to.userNames)})`;
  } else if ('userIds' in to) {
    if (to.userIds.length === 0) return [];
    who = sql`u.id in (${list(to.userIds)})`;
  } else {
    who = firstRoleIsAdmin(to.module);
  }
  const notActor = event.actor === undefined ? sql`` : sql`and u.user_name <> ${event.actor}`;
  return queryRows<RecipientRow>(
    tx,
    sql`select u.id, u.user_name, u.first_name, u.email, c.company_name,
               coalesce((s.email_kinds ->> ${event.kind})::boolean, true) as email_on
          from users u
          join companies c on c.company_code = u.tenant_code
          left join notification_settings s on s.user_id = u.id
         where u.tenant_code = ${event.tenantCode} and u.is_active and ${who} ${notActor}
         order by u.id`,
  );
}

/** Writes the event's notifications and queues its mails; answers how many of each. */
export async function notify(
  tx: Db,
  links: NotifyLinks,
  event: NotifyEvent,
): Promise<{ notified: number; mailed: number }> {
  const recipients = await recipientsOf(tx, event);
  if (recipients.length === 0) return { notified: 0, mailed: 0 };
  await tx.insert(notifications).values(
    recipients.map((r) => ({
      tenantCode: event.tenantCode,
      userId: r.id,
      kind: event.kind,
      title: event.text.title.slice(0, 300),
      body: event.text.body,
      link: event.route === null ? null : `#${event.route}`,
    })),
  );
  const M = notificationMailMessages;
  const mails = recipients
    .filter((r) => r.email_on === true && r.email.trim() !== '')
    .map((r) => {
      const { text, html } = renderMail({
        company: r.company_name,
        greeting: M.greeting(r.first_name || r.user_name),
        title: event.text.title,
        paragraphs: [event.text.body],
        link: event.route === null ? null : { url: appLink(links.appUrl, event.route), label: M.open },
        footer: M.footer(r.company_name),
      });
      return {
        tenantCode: event.tenantCode,
        userId: r.id,
        kind: event.kind,
        to: r.email.trim(),
        subject: M.subject(r.company_name, event.text.title).slice(0, 300),
        text,
        html,
      };
    });
  await queueMail(tx, mails);
  return { notified: recipients.length, mailed: mails.length };
}

const money = (amount: string | number) => formatMoney(paise(String(amount)));

/** The fields of an advance the advance writers read. */
export interface AdvanceFacts {
  tenantCode: string;
  advanceId: string;
  siteCode: string;
  requestedBy: string;
  requestedAmount: string;
  approvedAmount: string | null;
  status: string;
}

/** A Pending advance request was submitted: the company's administrators with Advance Management (its approvers). */
export function notifyAdvanceSubmitted(tx: Db, links: NotifyLinks, row: AdvanceFacts, by: string) {
  return notify(tx, links, {
    tenantCode: row.tenantCode,
    kind: 'advanceSubmitted',
    to: { admins: true, module: MODULE_GATES.advance },
    // Nobody approves their own request ("Waiting for me" leaves it out).
    actor: row.requestedBy,
    text: notificationMessages.advanceSubmitted(row.advanceId, by, money(row.requestedAmount), row.siteCode),
    route: NOTIFICATION_ROUTES.approvals,
  });
}

/**
 * An advance left Pending for Approved or Rejected: its requester is told which (approved for less
 * when the approved amount is below the requested one). Any other change tells nobody.
 */
export function notifyAdvanceDecided(
  tx: Db,
  links: NotifyLinks,
  fromStatus: string,
  row: AdvanceFacts,
  by: string,
  comment = '',
) {
  if (fromStatus === row.status) return Promise.resolve({ notified: 0, mailed: 0 });
  const M = notificationMessages;
  let text: NotificationText;
  if (row.status === ADVANCE_STATUS_APPROVED && row.approvedAmount !== null) {
    text =
      paise(row.approvedAmount) < paise(row.requestedAmount)
        ? M.advanceApprovedLess(row.advanceId, money(row.approvedAmount), money(row.requestedAmount), by)
        : M.advanceApproved(row.advanceId, money(row.approvedAmount), by);
  } else if (row.status === ADVANCE_STATUS_REJECTED) {
    text = M.advanceRejected(row.advanceId, by, comment);
  } else {
    return Promise.resolve({ notified: 0, mailed: 0 });
  }
  return notify(tx, links, {
    tenantCode: row.tenantCode,
    kind: 'advanceDecided',
    to: { userNames: [row.requestedBy] },
    actor: by,
    text,
    route: NOTIFICATION_ROUTES.advance(row.advanceId),
  });
}

/** Expenses past the approved amount were allowed on an advance: its requester. */
export function notifyOverspendAllowed(
  tx: Db,
  links: NotifyLinks,
  row: AdvanceFacts,
  by: string,
  reason: string,
) {
  return notify(tx, links, {
    tenantCode: row.tenantCode,
    kind: 'expenseOverApproved',
    to: { userNames: [row.requestedBy] },
    actor: by,
    text: notificationMessages.expenseOverApproved(row.advanceId, by, reason),
    route: NOTIFICATION_ROUTES.spent(row.advanceId),
  });
}

/** A payable moved back to an earlier status with a reason: its creator. */
export function notifyPayableMovedBack(
  tx: Db,
  links: NotifyLinks,
  row: { tenantCode: string; vendorPayableCode: string; createdBy: string },
  from: string,
  to: string,
  by: string,
  reason: string,
) {
  return notify(tx, links, {
    tenantCode: row.tenantCode,
    kind: 'payableMovedBack',
    to: { userNames: [row.createdBy] },
    actor: by,
    text: notificationMessages.payableMovedBack(row.vendorPayableCode, from, to, by, reason),
    route: NOTIFICATION_ROUTES.payable(row.vendorPayableCode),
  });
}

/**
 * A vendor's bank details changed: every administrator of the company, the one who changed them too
 * (a changed account is how money goes astray; a stolen session's change reaches its owner). The
 * changes come as the vendor history keeps them: the account number masked.
 */
export function notifyVendorBankChanged(
  tx: Db,
  links: NotifyLinks,
  vendor: { tenantCode: string; vendorCode: string; vendorName: string },
  changes: readonly { field: string; fromValue: string; toValue: string }[],
  by: string,
) {
  const bank = changes.filter((c) => (VENDOR_BANK_FIELDS as readonly string[]).includes(c.field));
  if (bank.length === 0) return Promise.resolve({ notified: 0, mailed: 0 });
  const M = notificationMessages;
  const fields = bank
    .map((c) => `${M.bankFieldLabels[c.field] ?? c.field} ${c.fromValue || '-'} → ${c.toValue || '-'}`)
    .join(', ');
  return notify(tx, links, {
    tenantCode: vendor.tenantCode,
    kind: 'vendorBankChanged',
    to: { admins: true, module: MODULE_GATES.vendor },
    text: M.vendorBankChanged(`${vendor.vendorCode} ${vendor.vendorName}`, by, fields),
    route: NOTIFICATION_ROUTES.vendor(vendor.vendorCode),
  });
}

/** Security events told to the user themselves, whoever caused them. */
export function notifyUserSecurity(
  tx: Db,
  links: NotifyLinks,
  user: { tenantCode: string; userName: string },
  event: { kind: 'passwordChanged' | 'userLockedOut'; text: NotificationText },
) {
  return notify(tx, links, {
    tenantCode: user.tenantCode,
    kind: event.kind,
    to: { userNames: [user.userName] },
    text: event.text,
    route: event.kind === 'passwordChanged' ? NOTIFICATION_ROUTES.password : null,
  });
}

/** The company's name and whether it sends remittance advices (null for no such company). */
export async function remittanceSetting(
  tx: Db,
  tenantCode: string,
): Promise<{ companyName: string; on: boolean } | null> {
  const [row] = await queryRows<{ company_name: string; remittance_advice: boolean }>(
    tx,
    sql`select company_name, remittance_advice from companies where company_code = ${tenantCode}`,
  );
  return row ? { companyName: row.company_name, on: row.remittance_advice === true } : null;
}

export interface RemittanceAdvice {
  tenantCode: string;
  companyName: string;
  vendor: { name: string; email: string };
  payment: {
    paymentCode: string;
    /** YYYY-MM-DD */
    paymentDate: string;
    amount: string;
    tdsAmount: string;
    paymentMode: string;
    reference: string;
  };
  lines: { payableCode: string; invoiceNumber: string; amount: string }[];
  pdf: { filename: string; content: Buffer };
}

/** Queues the vendor's remittance advice (no user: the vendor is not one), with the voucher attached. */
export async function queueRemittanceAdvice(tx: Db, advice: RemittanceAdvice): Promise<void> {
  const R = remittanceMessages;
  const p = advice.payment;
  const date = parseIso(p.paymentDate);
  const paragraphs = [
    R.intro(
      advice.companyName,
      date ? formatDmy(date) : p.paymentDate,
      money(p.amount),
      p.paymentMode,
      p.reference,
    ),
    ...(paise(p.tdsAmount) > 0n ? [R.tds(money(p.tdsAmount))] : []),
    R.allocationsTitle,
  ];
  const { text, html } = renderMail({
    company: advice.companyName,
    greeting: R.greeting(advice.vendor.name),
    title: R.subject(advice.companyName, p.paymentCode),
    paragraphs,
    table: {
      columns: [R.columns.invoice, R.columns.payable, R.columns.amount],
      rows: advice.lines.map((l) => [l.invoiceNumber || '-', l.payableCode, money(l.amount)]),
      right: [2],
    },
    footer: `${R.attachment} ${R.footer(advice.companyName)}`,
  });
  await queueMail(tx, [
    {
      tenantCode: advice.tenantCode,
      userId: null,
      kind: 'remittanceAdvice',
      to: advice.vendor.email.trim(),
      subject: R.subject(advice.companyName, p.paymentCode).slice(0, 300),
      text,
      html,
      attachments: [
        {
          filename: advice.pdf.filename,
          contentType: 'application/pdf',
          content: advice.pdf.content.toString('base64'),
        },
      ],
    },
  ]);
}

/** How far ahead a company's administrators are told that its subscription ends. */
export const SUBSCRIPTION_ENDING_DAYS = 14;

const addDaysIso = (iso: string, days: number) => {
  const d = new Date(`${iso}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
};

/**
 * Tells each company's administrators that its subscription ends within SUBSCRIPTION_ENDING_DAYS days
 * of its own today (its time zone). Once per company per end date: the title names the end date, and
 * a company whose administrators already have that title is skipped (under the company's row lock,
 * so two schedulers at once write it once). A renewed subscription's new end date is told again.
 * Answers the companies told. For a periodic scheduler; safe to call as often as it likes.
 */
export async function notifySubscriptionsEnding(
  db: Db,
  now: Date = new Date(),
  links: NotifyLinks = { appUrl: appUrlOf(undefined) },
): Promise<string[]> {
  const rows = await queryRows<{ company_code: string; time_zone: string; subscription_end: string }>(
    db,
    sql`select company_code, time_zone, subscription_end::text as subscription_end
          from companies
         where subscription_end is not null and subscription_status = 'Active'
           and company_code <> ${GLOBAL_TENANT}
         order by id`,
  );
  const told: string[] = [];
  for (const row of rows) {
    const today = todayIn(row.time_zone, now);
    const todayIso = `${today.year}-${String(today.month).padStart(2, '0')}-${String(today.day).padStart(2, '0')}`;
    const end = row.subscription_end;
    if (end < todayIso || end > addDaysIso(todayIso, SUBSCRIPTION_ENDING_DAYS)) continue;
    const endDate = parseIso(end);
    const text = notificationMessages.subscriptionEnding(endDate ? formatDmy(endDate) : end);
    const wrote = await db.transaction(async (tx) => {
      await tx.execute(sql`select id from companies where company_code = ${row.company_code} for update`);
      const [already] = await queryRows<{ one: number }>(
        tx,
        sql`select 1 as one from notifications
             where tenant_code = ${row.company_code} and kind = 'subscriptionEnding' and title = ${text.title}
             limit 1`,
      );
      if (already) return false;
      const { notified } = await notify(tx, links, {
        tenantCode: row.company_code,
        kind: 'subscriptionEnding',
        to: { admins: true },
        text,
        route: NOTIFICATION_ROUTES.admin,
      });
      return notified > 0;
    });
    if (wrote) told.push(row.company_code);
  }
  return told;
}
