import { vendorLabel } from '../components/vendor-picker';
import { VendorLedger } from '../features/settlement/components/vendor-ledger';
import ViewVendorPage from '../features/vendors/view-vendor-page';

/** View Vendor with the vendor's ledger (the settlement feature's) below its own sections. */
export default function ViewVendorWithLedger() {
  return (
    <ViewVendorPage
      after={(vendor) => <VendorLedger vendorId={vendor.vendorId} vendorLabel={vendorLabel(vendor)} />}
    />
  );
}
