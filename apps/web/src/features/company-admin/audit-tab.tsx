import { Stack, Text } from '@mantine/core';
import {
  AUDIT_KINDS,
  type AuditEntry,
  auditChanges,
  auditQuerySchema,
  auditWhat,
  listMessages,
  adminMessages as m,
} from '@sitebook/contract';
import type { ListFilter } from '../../components/list-filters';
import { ListToolbar } from '../../components/list-toolbar';
import { LoadFailed } from '../../components/load-failed';
import { PagedTable, type PagedTableColumn } from '../../components/paged-table';
import { useListState } from '../../lib/list-state';
import { AUDIT_PAGE_SIZE, exportAudit, useAuditPage } from './api';

const when = (iso: string) => {
  const d = new Date(iso);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${pad(d.getDate())}-${pad(d.getMonth() + 1)}-${d.getFullYear()} ${pad(d.getHours())}:${pad(d.getMinutes())}:${pad(d.getSeconds())}`;
};

const FILTERS: readonly ListFilter[] = [
  {
    kind: 'select',
    name: 'kind',
    label: m.auditFilterWhat,
    options: AUDIT_KINDS.map((kind) => ({ value: kind, label: m.auditKinds[kind] ?? kind })),
  },
  { kind: 'dateRange', name: 'at', label: m.colWhen },
];

const details = (e: AuditEntry) => {
  const lines = auditChanges(e);
  if (lines.length === 0) return '—';
  return (
    <Stack gap={2}>
      {lines.map((line) => (
        <Text key={line} size="sm">
          {line}
        </Text>
      ))}
    </Stack>
  );
};

const columns: PagedTableColumn<AuditEntry>[] = [
  { header: m.colWhen, render: (e) => when(e.at), noWrap: true, primary: true },
  { header: m.colWho, render: (e) => e.actor },
  { header: m.colWhat, render: auditWhat },
  { header: m.colDetails, render: details },
];

/**
 * Admin → Audit log: sign-ins and administrators' actions in words, newest first, a server page at a
 * time; searched by user name, filtered by kind and days (in the URL), exported as filtered.
 */
export function AuditTab() {
  const list = useListState(auditQuerySchema, { pageSize: AUDIT_PAGE_SIZE });
  const audit = useAuditPage(list.page, list.apiQuery);
  const filtered = list.apiQuery !== '';
  return (
    <Stack gap="md">
      <ListToolbar
        state={list}
        what={listMessages.names.audit}
        filters={FILTERS}
        onExport={(format) => exportAudit(list.apiQuery, format)}
        count={audit.data}
      />
      {audit.isError ? (
        <LoadFailed
          title={m.loadFailed}
          retry={m.retry}
          error={audit.error}
          onRetry={() => void audit.refetch()}
        />
      ) : (
        <PagedTable
          caption={m.tabAudit}
          columns={columns}
          rows={audit.data?.rows}
          total={audit.data?.total}
          pageSize={AUDIT_PAGE_SIZE}
          page={list.page}
          onPageChange={list.setPage}
          loading={audit.isPending}
          busy={audit.isPlaceholderData}
          emptyText={filtered ? m.noAuditMatches : m.noAudit}
          minWidth={680}
        />
      )}
    </Stack>
  );
}
