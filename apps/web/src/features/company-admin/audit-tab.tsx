import { Code } from '@mantine/core';
import { type AuditEntry, adminMessages as m } from '@sitebook/contract';
import { useState } from 'react';
import { PagedTable, type PagedTableColumn } from '../../components/paged-table';
import { AUDIT_PAGE_SIZE, useAuditPage } from './api';
import { QueryFailed } from './query-failed';

const when = (iso: string) => {
  const d = new Date(iso);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${pad(d.getDate())}-${pad(d.getMonth() + 1)}-${d.getFullYear()} ${pad(d.getHours())}:${pad(d.getMinutes())}:${pad(d.getSeconds())}`;
};
const what = (e: AuditEntry) => (e.action === 'sign-in' ? m.auditSignIn : e.action);
const details = (e: AuditEntry) => {
  const entries = Object.entries(e.details).filter(([, v]) => v !== null && v !== '');
  return entries.length === 0 ? '—' : <Code>{JSON.stringify(Object.fromEntries(entries))}</Code>;
};

/** Admin → Audit log: sign-ins and administrators' actions, newest first, a server page at a time. */
export function AuditTab() {
  const [page, setPage] = useState(1);
  const audit = useAuditPage(page);
  if (audit.isError) return <QueryFailed onRetry={() => void audit.refetch()} />;
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
