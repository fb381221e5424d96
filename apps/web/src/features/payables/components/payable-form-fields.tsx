import { Group, Radio, Select, Stack, Textarea, TextInput } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import {
  LOCKED_PAYABLE_STATUSES,
  PAYABLE_LIMITS,
  PAYABLE_STATUSES,
  type PayableForm,
  payableLabels,
  settlementMessages,
  VENDOR_TYPES,
  type VendorType,
} from '@sitebook/contract';
import { DateField } from '../../../components/date-field';
import { Section } from '../../../components/section';
import { VendorPicker } from '../../../components/vendor-picker';
import { BillFields } from './bill-fields';
import { type PayableFieldBindings, usePayableFields } from './use-payable-fields';

const F = payableLabels.fields;

export interface PayableFormFieldsProps {
  form: UseFormReturnType<PayableForm>;
  /** Edit of a Payment Settled or Closed payable: the status, amount and dates cannot change. */
  statusLocked?: boolean;
  /** The statuses the caller may choose (default all seven). */
  statusOptions?: readonly string[];
  /**
   * The payable owes nothing, so Payment Settled and Closed may be chosen (the server
   * refuses them while money is owed). Default false: a new payable always owes its amount, so
   * Add shows them disabled with the reason beside Status.
   */
  owesNothing?: boolean;
  disabled?: boolean;
}

/** The choices of a list, keeping the current value even when the list does not have it. */
function withCurrent(values: string[], current: string): string[] {
  return current && !values.includes(current) ? [...values, current] : values;
}

/** Read-only fields look filled, so they do not read as editable. */
const readOnly = { readOnly: true, variant: 'filled' } as const;

/**
 * The inputs of Add and Edit Vendor Payable (amount and dates editable on edit too,
 * Until the payable is Payment Settled or Closed): vendor and site, vendor type, type of
 * work or goods, quantity, units, amount, invoice no. and tax, payment mode, dates, remarks
 * and status. A field's error
 * shows under it prefixed '**'.
 */
export function PayableFormFields({
  form,
  statusLocked = false,
  statusOptions = PAYABLE_STATUSES,
  owesNothing = false,
  disabled,
}: PayableFormFieldsProps) {
  const fields = usePayableFields(form, disabled);
  const {
    values,
    units,
    workTypes,
    materialTypes,
    paymentModes,
    hints,
    error,
    text,
    select,
    siteOptions,
    setVendorType,
    chooseVendor,
  } = fields;
  const goods = values.vendorType === 'GOODS';

  return (
    <Stack gap="md">
      <Section title={payableLabels.viewSections.info}>
        <VendorPicker
          label={F.vendorName}
          value={values.erfVendorId || null}
          onChange={chooseVendor}
          error={error('erfVendorId')}
          allowDeselect={false}
          disabled={disabled}
        />
        <Select label={F.siteName} data={siteOptions} {...select('erfSiteId')} />
        <Radio.Group
          label={F.vendorType}
          value={values.vendorType}
          onChange={(value) => setVendorType(value as VendorType)}
          error={error('vendorType')}
        >
          <Group gap="lg" mt={8} mih={36}>
            {VENDOR_TYPES.map((type) => (
              <Radio key={type} value={type} label={type} disabled={disabled} />
            ))}
          </Group>
        </Radio.Group>
        {goods ? (
          <Select
            key="typeOfMaterials"
            label={F.typeOfGoods}
            data={withCurrent(materialTypes, values.typeOfMaterials)}
            description={hints.materialTypes}
            {...select('typeOfMaterials')}
          />
        ) : (
          <Select
            key="typeOfWork"
            label={F.typeOfWork}
            data={withCurrent(workTypes, values.typeOfWork)}
            description={hints.workTypes}
            {...select('typeOfWork')}
          />
        )}
        <TextInput
          label={F.quantity}
          inputMode="numeric"
          maxLength={PAYABLE_LIMITS.quantity}
          disabled={disabled}
          {...text('quantity')}
        />
        <Select
          label={F.units}
          data={withCurrent(units, values.units)}
          description={hints.units}
          {...select('units')}
        />
        <TextInput
          label={F.amount}
          inputMode="decimal"
          maxLength={PAYABLE_LIMITS.amount}
          disabled={disabled}
          {...(statusLocked ? readOnly : {})}
          {...text('amount')}
        />
        <BillFields text={text} locked={statusLocked} disabled={disabled} />
        <Select
          label={F.paymentMode}
          data={withCurrent(paymentModes, values.paymentMode)}
          {...select('paymentMode')}
        />
      </Section>
      <DatesSection fields={fields} statusLocked={statusLocked} disabled={disabled} />
      <UpdatesSection
        fields={fields}
        statusLocked={statusLocked}
        statusOptions={statusOptions}
        owesNothing={owesNothing}
        disabled={disabled}
      />
    </Stack>
  );
}

interface SectionProps {
  fields: PayableFieldBindings;
  statusLocked: boolean;
  disabled?: boolean;
}

/** Bill Date and Payment Due Date (read-only once the status is locked). */
function DatesSection({ fields: { text }, statusLocked, disabled }: SectionProps) {
  return (
    <Section title={payableLabels.viewSections.dates}>
      <DateField
        label={F.billDate}
        disabled={disabled}
        {...(statusLocked ? readOnly : {})}
        {...text('billDate')}
      />
      <DateField
        label={F.dueDate}
        disabled={disabled}
        {...(statusLocked ? readOnly : {})}
        {...text('paymentDueDate')}
      />
    </Section>
  );
}

/**
 * Status and Remarks. While the payable owes money, Payment Settled and Closed are listed but
 * disabled (not the current status, which the locked Select keeps) with the reason beside Status.
 */
function UpdatesSection({
  fields: { values, select, text },
  statusLocked,
  statusOptions,
  owesNothing,
  disabled,
}: SectionProps & { statusOptions: readonly string[]; owesNothing: boolean }) {
  const needsPayment = (status: string) =>
    !owesNothing &&
    status !== values.status &&
    (LOCKED_PAYABLE_STATUSES as readonly string[]).includes(status);
  const options = withCurrent([...statusOptions], values.status).map((value) => ({
    value,
    label: value,
    disabled: needsPayment(value),
  }));
  const hint =
    !statusLocked && options.some((o) => o.disabled) ? settlementMessages.settledNeedsPayment : undefined;
  return (
    <Section title={payableLabels.viewSections.updates}>
      <Select
        label={F.status}
        data={options}
        description={hint}
        // Mantine's dimmed description (gray.6) is 3.3:1 on white; gray.7 meets AA (axe color-contrast).
        styles={{ description: { color: 'var(--mantine-color-gray-7)' } }}
        {...select('status')}
        disabled={disabled || statusLocked}
      />
      <Textarea
        label={F.remarks}
        maxLength={PAYABLE_LIMITS.remarks}
        autosize
        minRows={1}
        maxRows={4}
        disabled={disabled}
        {...text('remarks')}
      />
    </Section>
  );
}
