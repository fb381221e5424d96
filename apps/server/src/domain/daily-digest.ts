import {
  ADMIN_ROLE_TYPE,
  ADVANCE_STATUS_PENDING,
  type AgeingBucket,
  digestMessages as d,
  GLOBAL_TENANT,
  MODULE_GATES,
  PAYABLE_AWAITING_APPROVAL,
  unsubscribeMessages,
} from '@sitebook/contract';
import { and, asc, eq, gte, lte, ne, type SQL, sql } from 'drizzle-orm';
import { type Db, queryRows } from '../db/client.js';
import { queueMail } from '../db/mail-outbox.js';
import { companies, payables, vendors } from '../db/schema/index.js';
import { appLink } from '../lib/app-url.js';
import { formatDmy, formatIso, localTimeIn, type PlainDate } from '../lib/dates.js';
import { escapeHtml } from '../lib/mail-template.js';
import { formatMoney, paise } from '../lib/money.js';
import { payableAgeSql, payableOutstandingSql, payableOwedSql, payablesOwing } from './payable-money.js';

/**
 * The daily digest: at DIGEST_HOUR in the company's time zone each active user with an e-mail and
 * the digest on gets one mail of what needs attention (bills due in the next 7 days, overdue bills by
 * age, what waits for their approval), or nothing when there is nothing to say. A user's day is
 * claimed by a `digest_runs` row written in the transaction that queues the mail (ON CONFLICT DO
 * NOTHING), so several processes, or two ticks of one, send it once, and a crash sends it later
 * rather than never.
 */

export const DIGEST_HOUR = 8;
/** How many bills due soon the mail names one by one (the rest are counted). */
const DUE_SOON_LINES = 10;
const DUE_SOON_DAYS = 7;
const OVERDUE_BUCKETS = ['d1to30', 'd31to60', 'd61to90', 'over90'] as const satisfies AgeingBucket[];

export interface DigestOptions {
  now: Date;
  /** The app's address (APP_URL), for the links. */
  appUrl: string;
  /** The unsubscribe link of a user's digest, when the unsubscribe route exists. */
  unsubscribeUrl?: (userId: number, tenantCode: string) => string | undefined;
  hour?: number;
}

export interface DigestResult {
  /** Users whose day this call claimed. */
  claimed: number;
  /** Digest mails queued. */
  queued: number;
}

interface Candidate {
  id: number;
  user_name: string;
  first_name: string;
  email: string;
  digest: boolean;
  role_type: string | null;
  vendor_module: boolean;
  advance_module: boolean;
  approves_advances: boolean;
}

interface CompanyFacts {
  dueSoon: { count: number; outstanding: string; lines: string[]; more: number };
  overdue: { bucket: (typeof OVERDUE_BUCKETS)[number]; count: number; outstanding: string }[];
}

const addDays = (date: PlainDate, days: number): string => {
  const t = new Date(Date.UTC(date.year, date.month - 1, date.day + days));
  return t.toISOString().slice(0, 10);
};

const money = (numeric: string) => formatMoney(paise(numeric));

/** Bills due in the next 7 days and overdue bills by age: the same for every user of the company. */
async function companyFacts(db: Db, tenantCode: string, today: PlainDate): Promise<CompanyFacts> {
  const todayIso = formatIso(today);
  const dueSoonWhere = and(
    eq(payables.tenantCode, tenantCode),
    payableOwedSql,
    gte(payables.paymentDueDate, todayIso),
    lte(payables.paymentDueDate, addDays(today, DUE_SOON_DAYS)),
  ) as SQL;
  const [dueSoon, lines, ...overdue] = await Promise.all([
    payablesOwing(db, dueSoonWhere),
    db
      .select({
        code: payables.vendorPayableCode,
        vendor: vendors.vendorName,
        due: payables.paymentDueDate,
        outstanding: sql<string>`${payableOutstandingSql(sql.raw('"payables"'))}::numeric(18, 2)::text`,
      })
      .from(payables)
      .innerJoin(
        vendors,
        and(eq(vendors.tenantCode, payables.tenantCode), eq(vendors.id, payables.erfVendorId)),
      )
      .where(dueSoonWhere)
      .orderBy(asc(payables.paymentDueDate), asc(payables.id))
      .limit(DUE_SOON_LINES),
    ...OVERDUE_BUCKETS.map((bucket) =>
      payablesOwing(db, and(eq(payables.tenantCode, tenantCode), ...payableAgeSql(bucket, todayIso)) as SQL),
    ),
  ]);
  return {
    dueSoon: {
      count: dueSoon.count,
      outstanding: dueSoon.outstanding,
      lines: lines.map((l) =>
        d.dueSoonLine(l.code, l.vendor, formatDmy(parseIsoDate(String(l.due))), money(l.outstanding)),
      ),
      more: Math.max(0, dueSoon.count - lines.length),
    },
    overdue: OVERDUE_BUCKETS.map((bucket, i) => ({
      bucket,
      count: overdue[i]?.count ?? 0,
      outstanding: overdue[i]?.outstanding ?? '0.00',
    })).filter((b) => b.count > 0),
  };
}

const parseIsoDate = (iso: string): PlainDate => {
  const [year, month, day] = iso.slice(0, 10).split('-').map(Number);
  return { year: year ?? 0, month: month ?? 0, day: day ?? 0 };
};

/** Active users of the company without a digest for `localDate`, with what their role lets them see. */
function candidates(db: Db, tenantCode: string, localDate: string): Promise<Candidate[]> {
  return queryRows<Candidate>(
    db,
    sql`select distinct on (u.id) u.id, u.user_name, u.first_name, u.email,
        coalesce(ns.digest, true) as digest, r.role_type,
        exists (select 1 from role_modules rm join modules mo on mo.id = rm.module_id
                where rm.role_id = r.id and mo.name = ${MODULE_GATES.vendor}) as vendor_module,
        exists (select 1 from role_modules rm join modules mo on mo.id = rm.module_id
                where rm.role_id = r.id and mo.name = ${MODULE_GATES.advance}) as advance_module,
        exists (select 1 from role_rights rr where rr.role_id = r.id
                and rr.module_name = ${MODULE_GATES.advance} and 'approve' = any(rr.rights)) as approves_advances
      from users u
      left join user_roles ur on ur.user_id = u.id
      left join roles r on r.id = ur.role_id and r.tenant_code = u.tenant_code
      left join notification_settings ns on ns.user_id = u.id
      where u.tenant_code = ${tenantCode} and u.is_active
        and not exists (select 1 from digest_runs dr where dr.user_id = u.id and dr.local_date = ${localDate})
      order by u.id, r.id`,
  );
}

/** What waits for this user's decision, as Waiting for me counts it (never their own requests). */
async function waitingFor(db: Db, tenantCode: string, user: Candidate) {
  const isAdmin = user.role_type === ADMIN_ROLE_TYPE;
  const advances =
    user.advance_module && (isAdmin || user.approves_advances)
      ? queryRows<{ n: number }>(
          db,
          sql`select count(*)::int as n from advance_requests
            where tenant_code = ${tenantCode} and status = ${ADVANCE_STATUS_PENDING}
              and requested_by <> ${user.user_name} and created_by <> ${user.user_name}`,
        )
      : Promise.resolve([{ n: 0 }]);
  const bills =
    user.vendor_module && isAdmin
      ? queryRows<{ n: number }>(
          db,
          sql`select count(*)::int as n from payables
            where tenant_code = ${tenantCode} and status = ${PAYABLE_AWAITING_APPROVAL}
              and created_by <> ${user.user_name}`,
        )
      : Promise.resolve([{ n: 0 }]);
  const [a, b] = await Promise.all([advances, bills]);
  return { advances: Number(a[0]?.n ?? 0), payables: Number(b[0]?.n ?? 0) };
}

/**
 * A mail client's own unsubscribe (RFC 2369) as one click (RFC 8058): it POSTs to the link, which
 * turns the digest off; a GET of the same link only asks.
 */
export const unsubscribeHeaders = (url: string | undefined): Record<string, string> =>
  url ? { 'List-Unsubscribe': `<${url}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' } : {};

interface DigestContent {
  companyName: string;
  firstName: string;
  date: string;
  facts: CompanyFacts | undefined;
  waiting: { advances: number; payables: number };
  appUrl: string;
  unsubscribe: string | undefined;
}

/** The mail's subject, plain text and HTML; undefined when there is nothing to say. */
export function renderDigest(c: DigestContent): { subject: string; text: string; html: string } | undefined {
  const link = (route: string) => appLink(c.appUrl, route);
  const payablesLink = link('/home/vendor/payables');
  const approvalsLink = link('/home/approvals');
  type Section = { title: string; lines: string[]; link: { label: string; href: string } };
  const sections: Section[] = [];
  const due = c.facts?.dueSoon;
  if (due && due.count > 0) {
    sections.push({
      title: d.dueSoonTitle,
      lines: [
        d.dueSoonSummary(due.count, money(due.outstanding)),
        ...due.lines,
        ...(due.more > 0 ? [d.moreBills(due.more)] : []),
      ],
      link: { label: d.openPayables, href: payablesLink },
    });
  }
  if (c.facts && c.facts.overdue.length > 0) {
    sections.push({
      title: d.overdueTitle,
      lines: c.facts.overdue.map((b) =>
        d.overdueBucket(d.overdueBuckets[b.bucket], b.count, money(b.outstanding)),
      ),
      link: { label: d.openPayables, href: payablesLink },
    });
  }
  const waitingLines = [
    ...(c.waiting.advances > 0 ? [d.waitingAdvances(c.waiting.advances)] : []),
    ...(c.waiting.payables > 0 ? [d.waitingPayables(c.waiting.payables)] : []),
  ];
  if (waitingLines.length > 0) {
    sections.push({
      title: d.waitingTitle,
      lines: waitingLines,
      link: { label: d.openApprovals, href: approvalsLink },
    });
  }
  if (sections.length === 0) return undefined;

  const text = [
    d.greeting(c.firstName),
    '',
    d.intro(c.companyName, c.date),
    ...sections.flatMap((s) => [
      '',
      s.title,
      ...s.lines.map((l) => `- ${l}`),
      `${s.link.label}: ${s.link.href}`,
    ]),
    '',
    '--',
    d.footer(c.companyName),
    ...(c.unsubscribe ? [`${unsubscribeMessages.digestFooter} ${c.unsubscribe}`] : []),
  ].join('\n');

  const e = escapeHtml;
  const html = [
    '<!doctype html><html><body style="font-family: Arial, sans-serif; color: #1a1a1a">',
    `<p>${e(d.greeting(c.firstName))}</p>`,
    `<p>${e(d.intro(c.companyName, c.date))}</p>`,
    ...sections.map(
      (s) =>
        `<h2 style="font-size: 16px">${e(s.title)}</h2><ul>${s.lines
          .map((l) => `<li>${e(l)}</li>`)
          .join('')}</ul><p><a href="${e(s.link.href)}">${e(s.link.label)}</a></p>`,
    ),
    `<hr><p style="font-size: 12px; color: #555">${e(d.footer(c.companyName))}${
      c.unsubscribe ? ` <a href="${e(c.unsubscribe)}">${e(d.unsubscribe)}</a>` : ''
    }</p>`,
    '</body></html>',
  ].join('\n');
  return { subject: d.subject(c.companyName, c.date), text, html };
}

/**
 * One tick: for each company whose local time is at or past the digest hour, each active user
 * without a digest for that local date is claimed and, when there is something to say and the user
 * wants it, sent one. Companies are taken one at a time and users one short transaction each.
 */
export async function runDigests(db: Db, options: DigestOptions): Promise<DigestResult> {
  const hour = options.hour ?? DIGEST_HOUR;
  const result: DigestResult = { claimed: 0, queued: 0 };
  const all = await db
    .select({ code: companies.companyCode, name: companies.companyName, zone: companies.timeZone })
    .from(companies)
    // A suspended company's users cannot sign in, and the portal's own tenant keeps no books.
    .where(and(eq(companies.subscriptionStatus, 'Active'), ne(companies.companyCode, GLOBAL_TENANT)))
    .orderBy(asc(companies.id));
  for (const company of all) {
    let local: ReturnType<typeof localTimeIn>;
    try {
      local = localTimeIn(company.zone, options.now);
    } catch {
      local = localTimeIn('UTC', options.now);
    }
    if (local.hour < hour) continue;
    const localDate = formatIso(local.date);
    const users = await candidates(db, company.code, localDate);
    if (users.length === 0) continue;
    const wanted = users.filter((u) => u.digest && u.email.trim() !== '');
    const facts = wanted.some((u) => u.vendor_module)
      ? await companyFacts(db, company.code, local.date)
      : undefined;
    for (const user of users) {
      const unsubscribe = options.unsubscribeUrl?.(user.id, company.code);
      const content =
        user.digest && user.email.trim() !== ''
          ? renderDigest({
              companyName: company.name,
              firstName: user.first_name,
              date: formatDmy(local.date),
              facts: user.vendor_module ? facts : undefined,
              waiting: await waitingFor(db, company.code, user),
              appUrl: options.appUrl,
              unsubscribe,
            })
          : undefined;
      const queued = await db.transaction(async (tx) => {
        const claimed = await queryRows<{ user_id: number }>(
          tx,
          sql`insert into digest_runs (user_id, local_date, tenant_code)
            values (${user.id}, ${localDate}, ${company.code})
            on conflict do nothing returning user_id`,
        );
        if (claimed.length === 0) return undefined;
        result.claimed++;
        if (!content) return false;
        await queueMail(tx, [
          {
            tenantCode: company.code,
            userId: user.id,
            kind: 'digest',
            to: user.email.trim(),
            subject: content.subject,
            text: content.text,
            html: content.html,
            headers: unsubscribeHeaders(unsubscribe),
          },
        ]);
        return true;
      });
      if (queued) result.queued++;
    }
  }
  return result;
}
