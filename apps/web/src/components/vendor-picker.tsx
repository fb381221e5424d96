import type { SelectProps } from '@mantine/core';
import { VENDOR_SEARCH, type Vendor, vendorSearchMessages } from '@sitebook/contract';
import { useReadySession } from '../lib/session/use-session';
import { getVendorById, searchVendors, vendorPickerKey } from '../lib/vendor-search';
import { ratingText } from './rating-badge';
import { ServerSearchSelect } from './server-search-select';

/** "name (code)", as every vendor choice reads. */
export const vendorLabel = (v: Pick<Vendor, 'vendorName' | 'vendorCode'>) =>
  `${v.vendorName} (${v.vendorCode})`;

/** A rated vendor's choice also reads its average rating ("… · 4.3 ★ (5)"). */
const toOption = (v: Vendor) => ({
  value: String(v.vendorId),
  label: v.rating && v.rating.count > 0 ? `${vendorLabel(v)} · ${ratingText(v.rating)}` : vendorLabel(v),
});

export interface VendorPickerProps
  extends Pick<SelectProps, 'label' | 'error' | 'disabled' | 'required' | 'clearable' | 'clearButtonProps'> {
  /** The chosen vendor's id as text, or null. */
  value: string | null;
  onChange: (vendorId: string | null, vendor: Vendor | null) => void;
  allowDeselect?: boolean;
}

/**
 * The vendor choice of Add/Edit Vendor Payable, Summary By Status and Vendor Settlement: typing searches the company's
 * vendors on the server (name or code); the chosen vendor is found by id when the form opens with it.
 */
export function VendorPicker({ value, onChange, ...props }: VendorPickerProps) {
  const { context } = useReadySession();
  return (
    <ServerSearchSelect<Vendor>
      {...props}
      value={value}
      onChange={onChange}
      queryKey={vendorPickerKey(context.companyCode)}
      search={(term) => searchVendors(context, term)}
      lookup={(id) => getVendorById(context, id)}
      toOption={toOption}
      maxLength={VENDOR_SEARCH.maxQuery}
      debounceMs={VENDOR_SEARCH.debounceMs}
      placeholder={vendorSearchMessages.placeholder}
      messages={vendorSearchMessages}
    />
  );
}
