import { Paper, Text, Title } from '@mantine/core';
import { vendorHistoryMessages as H, PAGE_SIZES, type VendorHistoryRow } from '@sitebook/contract';
import { useId, useMemo } from 'react';
import { PagedTable, type PagedTableColumn } from '../../../components/paged-table';
import { type Formatters, useFormat } from '../../../lib/format';
import { useVendorHistory } from '../api/get-vendor-history';

const C = H.columns;
const shown = (value: string) => (value === '' ? '—' : value);

function historyColumns(format: Formatters): PagedTableColumn<VendorHistoryRow>[] {
  return [
    { header: C.when, render: (h) => format.dateTime(h.changedAt), noWrap: true, primary: true },
    { header: C.who, render: (h) => h.changedBy },
    { header: C.action, render: (h) => H.actions[h.action] ?? h.action },
    { header: C.field, render: (h) => (h.field === '' ? '—' : (H.fields[h.field] ?? h.field)) },
    { header: C.from, render: (h) => <span style={{ overflowWrap: 'anywhere' }}>{shown(h.fromValue)}</span> },
    { header: C.to, render: (h) => <span style={{ overflowWrap: 'anywhere' }}>{shown(h.toValue)}</span> },
  ];
}

/**
 * View Vendor's History: every create, edit (field by field, from → to; account
 * numbers masked by the server but the last 4) and who made it when, newest first, 10 a page; cards on a phone.
 */
export function VendorHistory({ vendorId }: { vendorId: number }) {
  const id = useId();
  const format = useFormat();
  const history = useVendorHistory(vendorId);
  const rows = useMemo(() => (history.data ? [...history.data].reverse() : undefined), [history.data]);
  return (
    <Paper component="section" aria-labelledby={id} withBorder radius="md" p={{ base: 'sm', sm: 'md' }}>
      <Title order={3} size="h5" id={id} mb="sm" c="orange.9">
        {H.title}
      </Title>
      {history.isError ? (
        <Text role="alert" c="red.8">
          {H.failed}
        </Text>
      ) : (
        <PagedTable
          caption={H.caption}
          columns={historyColumns(format)}
          rows={rows}
          pageSize={PAGE_SIZES.payableHistory}
          loading={history.isPending}
          loadingText={H.loading}
          emptyText={H.empty}
          getRowKey={(h) => h.id}
          minWidth={640}
          cardHeadingOrder={4}
        />
      )}
    </Paper>
  );
}
