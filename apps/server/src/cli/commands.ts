import { userInfo } from 'node:os';
import { parseArgs } from 'node:util';
import { GLOBAL_TENANT, MODULE_NAMES } from '@sitebook/contract';
import { type AdminAction, recordAdminAction } from '../db/admin-audit.js';
import type { Db } from '../db/client.js';
import * as admin from '../features/admin/admin.service.js';
import { checkBooks, formatBooksReport } from '../features/summaries/books-check.js';
import { todayIsoIn } from '../lib/dates.js';
import { setCompanyQuota } from '../lib/documents/documents.repo.js';
import { seedDemo } from '../seed/demo.js';
import { createPlatformAdmin, PLATFORM_COMPANY } from './platform-admin.js';

/** Admin CLI commands: each takes the database and its --flags, and returns what to print. */
export type Flags = Record<string, string | boolean | undefined>;
export interface Command {
  summary: string;
  usage: string;
  options: Record<string, { type: 'string' | 'boolean' }>;
  run(db: Db, flags: Flags): Promise<string>;
}

const str = (flags: Flags, name: string): string | undefined => {
  const v = flags[name];
  return typeof v === 'string' ? v : undefined;
};
const required = (flags: Flags, name: string): string => {
  const v = str(flags, name);
  if (v === undefined || v.trim() === '') throw new admin.AdminError(`--${name} is required`);
  return v;
};
const optionalInt = (flags: Flags, name: string): number | undefined => {
  const v = str(flags, name);
  if (v === undefined) return undefined;
  if (!/^-?\d+$/.test(v.trim())) throw new admin.AdminError(`--${name} must be a whole number, got "${v}"`);
  return Number(v);
};

const userEntry = (user: { id: number; tenantCode: string; userName: string }, action: string) => ({
  tenantCode: user.tenantCode,
  action,
  targetKind: 'user',
  targetId: user.id,
  targetName: user.userName,
});

/** Whoever ran the CLI, as the audit log names them: `cli:<operating-system user>`. */
function cliActor(): string {
  try {
    return `cli:${userInfo().username}`;
  } catch {
    return 'cli';
  }
}

/**
 * Runs a command's change and writes its row of the company's audit log (Admin → Audit log) in one
 * transaction, so the change and its record are stored together or not at all. `entry` gives no row
 * for a change that belongs to no company (a global list).
 */
function audited<T>(
  db: Db,
  change: (tx: Db) => Promise<T>,
  entry: (result: T) => Omit<AdminAction, 'actor'> | undefined,
): Promise<T> {
  return db.transaction(async (tx) => {
    const result = await change(tx);
    const row = entry(result);
    if (row) await recordAdminAction(tx, { ...row, actor: cliActor() });
    return result;
  });
}

export const COMMANDS: Record<string, Command> = {
  'create-company': {
    summary: 'Create a company (tenant) and print its API key',
    usage: '--code X --name "Y" --country India [--vendor-limit N] [--cycle-start-day N]',
    options: {
      code: { type: 'string' },
      name: { type: 'string' },
      country: { type: 'string' },
      'vendor-limit': { type: 'string' },
      'cycle-start-day': { type: 'string' },
    },
    async run(db, flags) {
      const input = {
        code: required(flags, 'code'),
        name: required(flags, 'name'),
        country: required(flags, 'country'),
        vendorLimit: optionalInt(flags, 'vendor-limit'),
        cycleStartDay: optionalInt(flags, 'cycle-start-day'),
      };
      const company = await audited(
        db,
        (tx) => admin.createCompany(tx, input),
        (c) => ({
          tenantCode: c.companyCode,
          action: 'company.create',
          targetKind: 'company',
          targetId: c.id,
          targetName: c.companyCode,
          details: { name: c.companyName, country: c.country, vendorLimit: c.vendorLimit },
        }),
      );
      return [
        `Created company ${company.companyCode} (${company.companyName}), id ${company.id}`,
        `API key: ${company.apiKey}`,
        `Subscription: ${company.subscriptionStart} to ${company.subscriptionEnd}`,
      ].join('\n');
    },
  },
  'rotate-api-key': {
    summary: 'Give a company a new API key (shown once; the old one stops working at once)',
    usage: '--company X',
    options: { company: { type: 'string' } },
    async run(db, flags) {
      const code = required(flags, 'company');
      const company = await audited(
        db,
        (tx) => admin.rotateApiKey(tx, code),
        (c) => ({
          tenantCode: c.companyCode,
          action: 'company.rotate-api-key',
          targetKind: 'company',
          targetId: c.id,
          targetName: c.companyCode,
        }),
      );
      return [
        `New API key of ${company.companyCode}: ${company.apiKey}`,
        'It is shown only this once; the old key stops working at once.',
      ].join('\n');
    },
  },
  'create-role': {
    summary: 'Create a role with its modules',
    usage:
      '--company X --name R --type ADMIN|USER (--modules "Vendor Supplier,Advance Management" | --all-modules)',
    options: {
      company: { type: 'string' },
      name: { type: 'string' },
      type: { type: 'string' },
      modules: { type: 'string' },
      'all-modules': { type: 'boolean' },
    },
    async run(db, flags) {
      const modules = flags['all-modules']
        ? [...MODULE_NAMES]
        : (str(flags, 'modules') ?? '')
            .split(',')
            .map((m) => m.trim())
            .filter(Boolean);
      if (modules.length === 0) throw new admin.AdminError('Give --modules "A,B" or --all-modules');
      const input = {
        company: required(flags, 'company'),
        name: required(flags, 'name'),
        type: required(flags, 'type').toUpperCase(),
        modules,
      };
      const role = await audited(
        db,
        (tx) => admin.createRole(tx, input),
        (r) => ({
          tenantCode: r.tenantCode,
          action: 'role.create',
          targetKind: 'role',
          targetId: r.id,
          targetName: r.name,
          details: { roleType: r.roleType, modules },
        }),
      );
      return `Created role ${role.name} (${role.roleType}) in ${role.tenantCode} with ${modules.length} module(s)`;
    },
  },
  'create-user': {
    summary: 'Create a user with a role of the same company',
    usage: '--company X --username u --password p --first-name F --last-name L --role R',
    options: {
      company: { type: 'string' },
      username: { type: 'string' },
      password: { type: 'string' },
      'first-name': { type: 'string' },
      'last-name': { type: 'string' },
      role: { type: 'string' },
    },
    async run(db, flags) {
      const input = {
        company: required(flags, 'company'),
        username: required(flags, 'username'),
        password: required(flags, 'password'),
        firstName: required(flags, 'first-name'),
        lastName: required(flags, 'last-name'),
        role: required(flags, 'role'),
      };
      const user = await audited(
        db,
        (tx) => admin.createUser(tx, input),
        (u) => ({ ...userEntry(u, 'user.create'), details: { role: input.role } }),
      );
      return `Created user ${user.userName} (id ${user.id}) in ${user.tenantCode}`;
    },
  },
  'create-platform-admin': {
    summary:
      "Create the platform's administrator (role PortalAdmin: every company) with a generated password, printed once and changed at the first sign-in",
    usage: `--user NAME [--first-name F] [--last-name L] [--company ${PLATFORM_COMPANY}] [--company-name "Sitebook portal"] [--country India]`,
    options: {
      user: { type: 'string' },
      'first-name': { type: 'string' },
      'last-name': { type: 'string' },
      company: { type: 'string' },
      'company-name': { type: 'string' },
      country: { type: 'string' },
    },
    async run(db, flags) {
      const input = {
        userName: required(flags, 'user'),
        firstName: str(flags, 'first-name') ?? 'Platform',
        lastName: str(flags, 'last-name') ?? 'Admin',
        company: str(flags, 'company') ?? PLATFORM_COMPANY,
        companyName: str(flags, 'company-name') ?? 'Sitebook portal',
        country: str(flags, 'country') ?? 'India',
      };
      const created = await audited(
        db,
        (tx) => createPlatformAdmin(tx, input),
        (c) => ({
          ...userEntry(c.user, 'user.create'),
          details: { role: 'PortalAdmin', companyCreated: c.companyApiKey !== undefined },
        }),
      );
      return [
        ...(created.companyApiKey
          ? [`Created company ${input.company} (${input.companyName}); its API key: ${created.companyApiKey}`]
          : []),
        `Created platform administrator ${created.user.userName} in ${created.user.tenantCode} (role PortalAdmin)`,
        `Password: ${created.password}`,
        'It is shown only this once (only its hash is stored); it must be changed at the first sign-in.',
      ].join('\n');
    },
  },
  'disable-user': {
    summary: 'Disable a user (their sessions end at once)',
    usage: '--username u',
    options: { username: { type: 'string' } },
    async run(db, flags) {
      const username = required(flags, 'username');
      const user = await audited(
        db,
        (tx) => admin.setUserEnabled(tx, username, false),
        (u) => userEntry(u, 'user.disable'),
      );
      return `Disabled user ${user.userName}`;
    },
  },
  'enable-user': {
    summary: 'Enable a disabled user again',
    usage: '--username u',
    options: { username: { type: 'string' } },
    async run(db, flags) {
      const username = required(flags, 'username');
      const user = await audited(
        db,
        (tx) => admin.setUserEnabled(tx, username, true),
        (u) => userEntry(u, 'user.enable'),
      );
      return `Enabled user ${user.userName}`;
    },
  },
  'create-site': {
    summary: 'Create a site of a company',
    usage: '--company X --code S --name "N"',
    options: { company: { type: 'string' }, code: { type: 'string' }, name: { type: 'string' } },
    async run(db, flags) {
      const input = {
        company: required(flags, 'company'),
        code: required(flags, 'code'),
        name: required(flags, 'name'),
      };
      const site = await audited(
        db,
        (tx) => admin.createSite(tx, input),
        (s) => ({
          tenantCode: s.tenantCode,
          action: 'site.create',
          targetKind: 'site',
          targetId: s.id,
          targetName: s.siteCode,
          details: { from: '', to: `${s.siteName} (${s.siteCode})` },
        }),
      );
      return `Created site ${site.siteName} (${site.siteCode}) in ${site.tenantCode}, id ${site.id}`;
    },
  },
  'set-storage-quota': {
    summary: "Set a company's document storage quota in bytes, or back to STORAGE_QUOTA_BYTES",
    usage: '--company X --bytes N|default',
    options: { company: { type: 'string' }, bytes: { type: 'string' } },
    async run(db, flags) {
      const company = required(flags, 'company');
      const text = required(flags, 'bytes').trim();
      if (text !== 'default' && !/^[1-9]\d{0,15}$/.test(text)) {
        throw new admin.AdminError(`--bytes must be a whole number above 0 or "default", got "${text}"`);
      }
      const bytes = text === 'default' ? null : Number(text);
      const shown = (n: number | null) => (n === null ? 'default' : String(n));
      await audited(
        db,
        async (tx) => {
          const changed = await setCompanyQuota(tx, company, bytes);
          if (!changed) throw new admin.AdminError(`Company ${company} not found`);
          return changed;
        },
        (changed) => ({
          tenantCode: company,
          action: 'company.storage-quota',
          targetKind: 'company',
          targetId: changed.id,
          targetName: company,
          details: { from: shown(changed.before), to: shown(bytes) },
        }),
      );
      return `Storage quota of ${company}: ${bytes === null ? 'the default (STORAGE_QUOTA_BYTES)' : `${bytes} bytes`}`;
    },
  },
  'add-list-value': {
    summary: 'Add (or update by code) a dropdown list item; tenant WFM = global list',
    usage: '--tenant WFM|X --list name --code c --value v [--order n]',
    options: {
      tenant: { type: 'string' },
      list: { type: 'string' },
      code: { type: 'string' },
      value: { type: 'string' },
      order: { type: 'string' },
    },
    async run(db, flags) {
      const input = {
        tenant: required(flags, 'tenant'),
        list: required(flags, 'list'),
        code: required(flags, 'code'),
        value: required(flags, 'value'),
        order: optionalInt(flags, 'order'),
      };
      await audited(
        db,
        (tx) => admin.addListValue(tx, input),
        () =>
          input.tenant === GLOBAL_TENANT
            ? undefined
            : {
                tenantCode: input.tenant,
                action: 'list.add',
                targetKind: 'list',
                targetName: input.list,
                details: { from: '', to: `${input.code} = ${input.value}` },
              },
      );
      return `Saved ${input.list} item ${input.code} = ${input.value} for ${input.tenant}`;
    },
  },
  'check-books': {
    summary:
      'Recompute every vendor balance, payable and summary total from the vendor ledger and from the records; print each disagreement (exit 1 if any)',
    usage: '[--company CODE]',
    options: { company: { type: 'string' } },
    async run(db, flags) {
      const report = await checkBooks(db, todayIsoIn('UTC'), str(flags, 'company'));
      const text = formatBooksReport(report);
      if (report.problems.length > 0) throw new admin.AdminError(text);
      return text;
    },
  },
  'seed-demo': {
    summary: 'Seed the demo tenants DEMO01 and BETA01 (idempotent)',
    usage: '',
    options: {},
    async run(db) {
      await seedDemo(db);
      return 'Demo data is in place (DEMO01, BETA01).';
    },
  },
};

export function helpText(): string {
  const lines = ['Usage: npm run admin -- <command> [--flags]', '', 'Commands:'];
  for (const [name, cmd] of Object.entries(COMMANDS)) {
    lines.push(`  ${name} ${cmd.usage}`.trimEnd(), `      ${cmd.summary}`);
  }
  lines.push('  help', '      Show this text', '');
  lines.push('Uses DATABASE_URL when set, else the embedded database under DATA_DIR (default ./data).');
  return lines.join('\n');
}

export interface ParsedCommand {
  command: Command;
  name: string;
  flags: Flags;
}

/** Parses `<command> --flags`; undefined for help. Throws AdminError on unknown commands or flags. */
export function parseCommand(argv: string[]): ParsedCommand | undefined {
  const [name, ...rest] = argv;
  if (!name || name === 'help' || name === '--help' || name === '-h') return undefined;
  const command = COMMANDS[name];
  if (!command) throw new admin.AdminError(`Unknown command "${name}". Run "npm run admin -- help".`);
  try {
    const { values } = parseArgs({
      args: rest,
      options: command.options,
      strict: true,
      allowPositionals: false,
    });
    return { command, name, flags: values as Flags };
  } catch (error) {
    throw new admin.AdminError(`${name}: ${(error as Error).message}`);
  }
}

/** Runs one command line against a database (what main.ts does after connecting). */
export async function runCommand(db: Db, argv: string[]): Promise<string> {
  const parsed = parseCommand(argv);
  if (!parsed) return helpText();
  return parsed.command.run(db, parsed.flags);
}
