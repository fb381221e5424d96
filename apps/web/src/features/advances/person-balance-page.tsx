import { Alert, Anchor, Button, Group, Select, Stack, Text } from '@mantine/core';
import {
  type ExportFormat,
  advanceLabels as l,
  listMessages,
  type PersonBalanceRow,
  advanceReconcileMessages as rm,
  siteLabel,
} from '@sitebook/contract';
import { IconDownload, IconFileTypeCsv } from '@tabler/icons-react';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from 'react-router';
import { alertDialog } from '../../components/dialogs';
import { PageTitle } from '../../components/page-title';
import { PagedTable } from '../../components/paged-table';
import { NetworkError } from '../../lib/api-client';
import { useFormat } from '../../lib/format';
import { saveBlob } from '../../lib/save-blob';
import { useReadySession } from '../../lib/session/use-session';
import { failureText, useAction } from '../../lib/use-action';
import { downloadPersonBalance, usePersonBalance } from './api/get-person-balance';
import { ADVANCE_HOME } from './components/advance-list';

const C = rm.balanceColumns;

/**
 * Person balance (/home/advance/personbalance): per person their open advances (Approved,
 * not Settled) with approved, spent, returned, reimbursed and remaining, the totals from the server,
 * optionally one site; Export downloads the same as .xlsx, CSV as .csv. Cards on a phone.
 */
export default function PersonBalancePage() {
  const { context, sites } = useReadySession();
  const format = useFormat();
  const [siteCode, setSiteCode] = useState('');
  const download = useAction(
    useMutation({ mutationFn: (format: ExportFormat) => downloadPersonBalance(context, siteCode, format) }),
    { expect: 200 },
  );
  /** The format being downloaded, else null. */
  const exporting = download.variables ?? null;
  const balance = usePersonBalance(siteCode);
  const totals = balance.data?.totals;

  const exportFile = async (format: ExportFormat) => {
    const outcome = await download.run(format);
    const fallbackName = format === 'csv' ? rm.exportCsvFileName : rm.exportFileName;
    if (outcome.ok && outcome.data.blob) saveBlob(outcome.data.blob, outcome.data.fileName ?? fallbackName);
    else
      await alertDialog(
        outcome.ok ? rm.exportFailed : failureText(outcome, { unreachable: rm.exportFailed }),
      );
  };

  return (
    <Stack gap="md">
      <PageTitle mb={0}>{rm.personBalanceTitle}</PageTitle>
      <Anchor component={Link} to={ADVANCE_HOME} c="orange.9" fw={600}>
        {l.backToList}
      </Anchor>
      <Group align="flex-end" gap="sm" wrap="wrap">
        <Select
          label={rm.siteFilter}
          data={[
            { value: '', label: rm.allSites },
            ...sites.map((s) => ({ value: s.siteCode, label: siteLabel(s) })),
          ]}
          value={siteCode}
          onChange={(v) => setSiteCode(v ?? '')}
          allowDeselect={false}
          w={{ base: '100%', sm: 280 }}
        />
        <Button
          leftSection={<IconDownload size={18} aria-hidden />}
          onClick={() => void exportFile('xlsx')}
          disabled={exporting !== null || !balance.data}
          aria-busy={exporting === 'xlsx'}
          w={{ base: '100%', sm: 'auto' }}
        >
          {rm.exportButton}
        </Button>
        <Button
          variant="default"
          leftSection={<IconFileTypeCsv size={18} aria-hidden />}
          onClick={() => void exportFile('csv')}
          disabled={exporting !== null || !balance.data}
          aria-busy={exporting === 'csv'}
          w={{ base: '100%', sm: 'auto' }}
        >
          {listMessages.exportCsv}
        </Button>
      </Group>
      {balance.isError && (
        <Alert role="alert" color="red" variant="light">
          {balance.error instanceof NetworkError ? rm.exportFailed : balance.error.message}
        </Alert>
      )}
      <PagedTable<PersonBalanceRow>
        caption={rm.personBalanceCaption}
        showCaption
        rows={balance.data?.rows}
        loading={balance.isPending}
        emptyText={rm.noOpenAdvances}
        pageSize={20}
        getRowKey={(r) => r.person}
        columns={[
          { header: C.person, render: (r) => r.person },
          { header: C.open, render: (r) => format.number(r.openAdvances), align: 'right' },
          { header: C.approved, render: (r) => format.amount(r.approved), align: 'right', noWrap: true },
          { header: C.spent, render: (r) => format.amount(r.spent), align: 'right', noWrap: true },
          { header: C.returned, render: (r) => format.amount(r.returned), align: 'right', noWrap: true },
          { header: C.reimbursed, render: (r) => format.amount(r.reimbursed), align: 'right', noWrap: true },
          { header: C.remaining, render: (r) => format.amount(r.remaining), align: 'right', noWrap: true },
        ]}
      />
      {totals && (
        <Group
          gap="lg"
          wrap="wrap"
          aria-label={rm.totalLabel}
          role="group"
          data-testid="person-balance-totals"
        >
          <Text fw={700}>{rm.totalLabel}</Text>
          <Text>
            {C.open}: <b>{format.number(totals.openAdvances)}</b>
          </Text>
          <Text>
            {C.approved}: <b>{format.amount(totals.approved)}</b>
          </Text>
          <Text>
            {C.spent}: <b>{format.amount(totals.spent)}</b>
          </Text>
          <Text>
            {C.returned}: <b>{format.amount(totals.returned)}</b>
          </Text>
          <Text>
            {C.reimbursed}: <b>{format.amount(totals.reimbursed)}</b>
          </Text>
          <Text>
            {C.remaining}: <b data-testid="person-balance-remaining">{format.amount(totals.remaining)}</b>
          </Text>
        </Group>
      )}
    </Stack>
  );
}
