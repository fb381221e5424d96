import { Button, Stack } from '@mantine/core';
import { ledgerStatementMessages as S } from '@sitebook/contract';
import { IconCash, IconFilePlus } from '@tabler/icons-react';
import { Link, useSearchParams } from 'react-router';
import { vendorLabel } from '../components/vendor-picker';
import { SETTLEMENT_PATH, VendorLedger } from '../features/settlement/components/vendor-ledger';
import { VendorRatingsSection } from '../features/vendor-ratings/components/vendor-ratings-section';
import ViewVendorPage from '../features/vendors/view-vendor-page';

const ADD_PAYABLE_PATH = '/home/vendor/payables/addpayable';
const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;
const dateParam = (params: URLSearchParams, name: string) => {
  const value = params.get(name) ?? '';
  return ISO_DATE.test(value) ? value : undefined;
};

/**
 * View Vendor with its ratings and the vendor's statement (the settlement feature's ledger) below its own sections,
 * and New payable / Record payment for the vendor beside its title. `?ledgerFrom=` / `?ledgerTo=`
 * (a summary's link) open the statement for that period, scrolled into view.
 */
export default function ViewVendorWithLedger() {
  const [params] = useSearchParams();
  const initialPeriod = { from: dateParam(params, 'ledgerFrom'), to: dateParam(params, 'ledgerTo') };
  const toLedger = params.has('ledgerFrom') || params.has('ledgerTo');
  return (
    <ViewVendorPage
      actions={(vendor) => (
        <>
          <Button
            component={Link}
            to={`${ADD_PAYABLE_PATH}?vendorId=${vendor.vendorId}`}
            variant="default"
            leftSection={<IconFilePlus size={18} aria-hidden />}
          >
            {S.newPayable}
          </Button>
          <Button
            component={Link}
            to={`${SETTLEMENT_PATH}?vendorId=${vendor.vendorId}`}
            variant="default"
            leftSection={<IconCash size={18} aria-hidden />}
          >
            {S.recordPayment}
          </Button>
        </>
      )}
      after={(vendor) => (
        <Stack gap="md">
          <VendorRatingsSection vendor={vendor} />
          <VendorLedger
            vendor={vendor}
            vendorLabel={vendorLabel(vendor)}
            initialPeriod={initialPeriod}
            scrollIntoView={toLedger}
          />
        </Stack>
      )}
    />
  );
}
