import type { AuditEntry } from '../schemas/admin.js';
import { adminMessages as m } from './admin.js';
import { COMPANY_LIST_TITLES } from './site-admin.js';

/**
 * An audit log row in words, the same on screen and in its export: what was done ("Created user
 * asha"), and each detail as "Name: value" or, for a change, "from → to".
 */
export function auditWhat(entry: Pick<AuditEntry, 'action' | 'targetKind' | 'targetName'>): string {
  const event = m.auditEvents[entry.action];
  if (event) return event;
  const name =
    entry.targetKind === 'list'
      ? (COMPANY_LIST_TITLES[entry.targetName] ?? entry.targetName)
      : entry.targetName;
  const words = m.auditActions[entry.action];
  return words ? words(name) : [entry.action, name].filter(Boolean).join(' ');
}

const detailValue = (value: unknown): string => {
  if (value === null || value === undefined) return '';
  if (Array.isArray(value)) return value.map(detailValue).join('; ');
  if (typeof value === 'object') {
    const { module, rights } = value as { module?: unknown; rights?: unknown };
    if (typeof module === 'string') {
      return Array.isArray(rights) && rights.length > 0 ? `${module} (${rights.join(', ')})` : module;
    }
    return Object.entries(value)
      .map(([k, v]) => `${m.auditDetailNames[k] ?? k}: ${detailValue(v)}`)
      .join(', ');
  }
  return String(value);
};

/** The row's details as lines: a change as "from → to" (either side "—" when empty), the rest named. */
export function auditChanges(entry: Pick<AuditEntry, 'details'>): string[] {
  const { from, to, ...rest } = entry.details;
  const lines: string[] = [];
  if (from !== undefined || to !== undefined) {
    const side = (v: unknown) => detailValue(v) || '—';
    lines.push(`${side(from)} → ${side(to)}`);
  }
  for (const [key, value] of Object.entries(rest)) {
    const text = detailValue(value);
    if (text !== '') lines.push(`${m.auditDetailNames[key] ?? key}: ${text}`);
  }
  return lines;
}
