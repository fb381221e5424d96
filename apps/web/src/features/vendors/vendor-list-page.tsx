import { Alert, Button, Divider, Group, Paper, Stack } from '@mantine/core';
import { commonMessages, type Vendor, vendorMessages } from '@sitebook/contract';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { alertDialog, confirmDialog } from '../../components/dialogs';
import { PageTitle } from '../../components/page-title';
import { NetworkError, trySubmit } from '../../lib/api-client';
import { useDeleteVendor } from './api/delete-vendor';
import { useVendorPage } from './api/get-vendors';
import { BulkDeletePanel } from './components/bulk-delete-panel';
import { BulkUploadPanel } from './components/bulk-upload-panel';
import { VendorTable } from './components/vendor-table';
import { codeOf, showVendorRefusal } from './vendor-outcome';

/** Vendor list (/home/vendor/myvendor). */
export default function VendorListPage() {
  const navigate = useNavigate();
  const [page, setPage] = useState(1);
  const vendors = useVendorPage(page);
  const remove = useDeleteVendor();
  const [removingId, setRemovingId] = useState<number | null>(null);

  const onRemove = async (vendor: Vendor) => {
    if (!(await confirmDialog(vendorMessages.deleteConfirm(vendor.vendorName)))) return;
    setRemovingId(vendor.vendorId);
    const response = await trySubmit(() => remove.mutateAsync(vendor));
    setRemovingId(null);
    if (response?.status === 202) {
      await alertDialog(vendorMessages.deleted(codeOf(response.body) || vendor.vendorCode));
      return;
    }
    await showVendorRefusal(response, (message) => alertDialog(message));
  };

  return (
    <Stack gap="md">
      <Group justify="space-between" align="center" wrap="wrap" gap="sm">
        <PageTitle mb={0}>{vendorMessages.listTitle}</PageTitle>
        <Button component={Link} to="addvendor">
          {vendorMessages.addNew}
        </Button>
      </Group>
      {vendors.isError && (
        <Alert
          role="alert"
          color="red"
          variant="light"
          icon={<IconAlertTriangle aria-hidden />}
          title={vendorMessages.somethingWentWrong}
        >
          <Group gap="sm" justify="space-between">
            <span>
              {vendors.error instanceof NetworkError ? commonMessages.unreachable : vendors.error.message}
            </span>
            <Button size="compact-sm" color="red.8" onClick={() => void vendors.refetch()}>
              Retry
            </Button>
          </Group>
        </Alert>
      )}
      <VendorTable
        vendors={vendors.data}
        loading={vendors.isPending}
        busy={vendors.isFetching}
        page={page}
        onPageChange={setPage}
        removingId={removingId}
        onEdit={(vendor) => navigate('editvendor', { state: vendor })}
        onView={(vendor) => navigate('viewvendor', { state: vendor })}
        onRemove={(vendor) => void onRemove(vendor)}
      />
      <Paper withBorder radius="md" p={{ base: 'sm', sm: 'md' }}>
        <Stack gap="md">
          <BulkUploadPanel />
          <Divider />
          <BulkDeletePanel />
        </Stack>
      </Paper>
    </Stack>
  );
}
