import { Alert, Button, Group, Stack } from '@mantine/core';
import { payableLabels, payableMessages, vendorMessages } from '@sitebook/contract';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useState } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import { PageTitle } from '../../components/page-title';
import { NetworkError } from '../../lib/api-client';
import { useAllSites } from '../../lib/session/use-all-sites';
import { usePayablePage } from './api/get-payables';
import { PayableTable } from './components/payable-table';
import { PAYABLES_PATH } from './payable-form';

/** Vendor Payables list (/home/vendor/payables): newest first, 8 a page. */
export default function PayableListPage() {
  const navigate = useNavigate();
  const { pathname } = useLocation();
  // Every site, deactivated ones too: a record keeps naming its site (issue 15).
  const sites = useAllSites();
  const [page, setPage] = useState(1);
  // Spec: the list is fetched only when the path is exactly /home/vendor/payables.
  const payables = usePayablePage(page, pathname.replace(/\/+$/, '') === PAYABLES_PATH);

  return (
    <Stack gap="md">
      <Group justify="space-between" align="center" wrap="wrap" gap="sm">
        <PageTitle mb={0}>{payableMessages.listTitle}</PageTitle>
        <Button component={Link} to={`${PAYABLES_PATH}/addpayable`}>
          {payableMessages.addNew}
        </Button>
      </Group>
      {payables.isError && (
        <Alert
          role="alert"
          color="red"
          variant="light"
          icon={<IconAlertTriangle aria-hidden />}
          title={vendorMessages.somethingWentWrong}
        >
          <Group gap="sm" justify="space-between">
            <span>
              {payables.error instanceof NetworkError ? payableLabels.unreachable : payables.error.message}
            </span>
            <Button size="compact-sm" color="red.8" onClick={() => void payables.refetch()}>
              {payableLabels.retry}
            </Button>
          </Group>
        </Alert>
      )}
      <PayableTable
        payables={payables.data}
        loading={payables.isPending && !payables.isError}
        busy={payables.isPlaceholderData}
        page={page}
        onPageChange={setPage}
        sites={sites}
        onEdit={(p) => navigate(`${PAYABLES_PATH}/editpayable`, { state: p })}
        onView={(p) => navigate(`${PAYABLES_PATH}/viewpayable`, { state: p })}
        onHistory={(p) => navigate(`${PAYABLES_PATH}/historypayable`, { state: p })}
      />
    </Stack>
  );
}
