import { TextInput } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { billFieldMessages as B, VENDOR_TAX_BANK_LIMITS as MAX } from '@sitebook/contract';
import type { VendorFormValues } from '../vendor-form';
import { FormSection } from './form-section';

type TaxBankField = keyof typeof MAX;

const FIELDS: [TaxBankField, string][] = [
  ['gstin', B.gstinLabel],
  ['pan', B.panLabel],
  ['bankAccountName', B.bankAccountNameLabel],
  ['bankAccountNumber', B.bankAccountNumberLabel],
  ['bankIfsc', B.bankIfscLabel],
];

/**
 * Tax and bank, on Add and Edit Vendor: GSTIN, PAN and the bank account, all optional.
 * For an Indian vendor the contract schema checks the Indian formats; the server upper-cases them.
 * Only an administrator may change them on Edit Vendor.
 */
export function TaxBankSection({
  form,
  readOnly = false,
}: {
  form: UseFormReturnType<VendorFormValues>;
  /** Edit Vendor for a USER role type shows them read-only (sent unchanged). */
  readOnly?: boolean;
}) {
  return (
    <FormSection title={B.taxAndBankSection}>
      {FIELDS.map(([field, label]) => (
        <TextInput
          key={field}
          label={label}
          maxLength={MAX[field]}
          inputMode={field === 'bankAccountNumber' ? 'numeric' : undefined}
          {...form.getInputProps(field)}
          {...(readOnly ? { readOnly: true, variant: 'filled' } : {})}
        />
      ))}
    </FormSection>
  );
}
