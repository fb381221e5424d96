import { Stack, Text } from '@mantine/core';
import { type AuditEntry, adminMessages as m } from '@sitebook/contract';
import { useState } from 'react';
import { LoadFailed } from '../../components/load-failed';
import { PagedTable, type PagedTableColumn } from '../../components/paged-table';
import { AUDIT_PAGE_SIZE, useAuditPage } from './api';

const when = (iso: string) => {
  const d = new Date(iso);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${pad(d.getDate())}-${pad(d.getMonth() + 1)}-${d.getFullYear()} ${pad(d.getHours())}:${pad(d.getMinutes())}:${pad(d.getSeconds())}`;
};
/** A user audit event in words (issue 27: sign-in, sign-out, failures, password changes), else the admin action. */
const what = (e: AuditEntry) => m.auditEvents[e.action] ?? e.action;
/** A detail's value in words: a role's modules as "Vendor Supplier (view, create)", lists joined. */
const shown = (value: unknown): string => {
  if (Array.isArray(value)) return value.map(shown).join('; ');
  if (value && typeof value === 'object') {
    const { module, rights } = value as { module?: unknown; rights?: unknown };
    if (typeof module === 'string') {
      return Array.isArray(rights) && rights.length > 0 ? `${module} (${rights.join(', ')})` : module;
    }
    return JSON.stringify(value);
  }
  return String(value);
};
const details = (e: AuditEntry) => {
  const entries = Object.entries(e.details).filter(([, v]) => v !== null && v !== '');
  if (entries.length === 0) return '—';
  return (
    <Stack gap={2}>
      {entries.map(([key, value]) => (
        <Text key={key} size="sm">
          <Text span size="sm" fw={600}>
            {key}:
          </Text>{' '}
          {shown(value)}
        </Text>
      ))}
    </Stack>
  );
};

/** Admin → Audit log: sign-ins and administrators' actions, newest first, a server page at a time. */
export function AuditTab() {
  const [page, setPage] = useState(1);
  const audit = useAuditPage(page);
  if (audit.isError)
    return (
      <LoadFailed
        title={m.loadFailed}
        retry={m.retry}
        error={audit.error}
        onRetry={() => void audit.refetch()}
      />
    );
  const columns: PagedTableColumn<AuditEntry>[] = [
    { header: m.colWhen, render: (e) => when(e.at), noWrap: true, primary: true },
    { header: m.colWho, render: (e) => e.actor },
    { header: m.colWhat, render: what },
    {
      header: m.colUserName,
      render: (e) => (e.targetName ? `${e.targetKind}: ${e.targetName}` : e.targetKind),
    },
    { header: m.colDetails, render: details },
  ];
  return (
    <PagedTable
      caption={m.tabAudit}
      columns={columns}
      rows={audit.data?.rows}
      total={audit.data?.total}
      pageSize={AUDIT_PAGE_SIZE}
      page={page}
      onPageChange={setPage}
      loading={audit.isPending}
      busy={audit.isPlaceholderData}
      emptyText={m.noAudit}
      minWidth={760}
    />
  );
}
