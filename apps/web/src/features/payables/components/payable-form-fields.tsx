import { Group, Radio, Select, Stack, Textarea, TextInput } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import {
  ATTRIBUTE,
  PAYABLE_LIMITS,
  PAYABLE_STATUSES,
  type PayableForm,
  payableLabels,
  payableMessages,
  siteLabel,
  VENDOR_TYPES,
  type Vendor,
  type VendorType,
} from '@sitebook/contract';
import { useReadySession } from '../../../lib/session/use-session';
import { useUnits } from '../api/get-units';
import { vendorTypeOf } from '../payable-form';
import { Section } from './section';
import { VendorPicker } from './vendor-picker';

const F = payableLabels.fields;

export interface PayableFormFieldsProps {
  form: UseFormReturnType<PayableForm>;
  /** Edit of a Payment Settled or Closed payable: the status, amount and dates cannot change. */
  statusLocked?: boolean;
  /** The statuses the caller may choose (default all seven). */
  statusOptions?: readonly string[];
  disabled?: boolean;
}

/** The choices of a list, keeping the current value even when the list does not have it. */
function withCurrent(values: string[], current: string): string[] {
  return current && !values.includes(current) ? [...values, current] : values;
}

/** Read-only fields look filled, so they do not read as editable. */
const readOnly = { readOnly: true, variant: 'filled' } as const;

/**
 * The inputs of Add and Edit Vendor Payable (spec section 2; amount and dates editable on edit too,
 * issue 12, until the payable is Payment Settled or Closed): vendor and site, vendor type, type of
 * work or goods, quantity, units, amount, payment mode, dates, remarks and status. A field's error
 * shows under it prefixed '**' (spec section 5).
 */
export function PayableFormFields({
  form,
  statusLocked = false,
  statusOptions = PAYABLE_STATUSES,
  disabled,
}: PayableFormFieldsProps) {
  const values = form.getValues();
  const { sites, lists } = useReadySession();
  const units = useUnits(values.vendorType).map((i) => i.value);
  const list = (name: string) => (lists[name] ?? []).map((i) => i.value);
  const workTypes = list(ATTRIBUTE.vendorWorkType);
  const materialTypes = list(ATTRIBUTE.vendorMaterialType);
  const paymentModes = list(ATTRIBUTE.paymentMode);

  const error = (field: keyof PayableForm) => {
    const message = form.errors[field];
    return message ? `${payableMessages.errorPrefix}${message}` : undefined;
  };
  const text = (field: keyof PayableForm) => ({ ...form.getInputProps(field), error: error(field) });
  /** A Select bound to a string field ('' when nothing is chosen). */
  const select = (field: keyof PayableForm) => ({
    value: (values[field] as string) || null,
    onChange: (value: string | null) => form.setFieldValue(field, value ?? ''),
    error: error(field),
    allowDeselect: false,
    disabled,
  });

  const siteOptions = sites.map((s) => ({ value: String(s.siteId), label: siteLabel(s) }));
  if (values.erfSiteId && !siteOptions.some((o) => o.value === values.erfSiteId)) {
    siteOptions.push({ value: values.erfSiteId, label: values.erfSiteId });
  }

  const setVendorType = (type: VendorType) => {
    if (type !== form.getValues().vendorType) form.setFieldValue('units', '');
    form.setFieldValue('vendorType', type);
    form.clearFieldError('typeOfWork');
    form.clearFieldError('typeOfMaterials');
    form.clearFieldError('units');
  };

  /** Choosing a vendor presets the vendor type: WORK when it has a type of work, else GOODS. */
  const chooseVendor = (id: string | null, vendor: Vendor | null) => {
    form.setFieldValue('erfVendorId', id ?? '');
    if (!vendor) return;
    const type = vendorTypeOf(vendor);
    setVendorType(type);
    if (type === 'WORK' && !form.getValues().typeOfWork && workTypes.includes(vendor.typeOfWork)) {
      form.setFieldValue('typeOfWork', vendor.typeOfWork);
    }
  };

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
            {...select('typeOfMaterials')}
          />
        ) : (
          <Select
            key="typeOfWork"
            label={F.typeOfWork}
            data={withCurrent(workTypes, values.typeOfWork)}
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
        <Select label={F.units} data={withCurrent(units, values.units)} {...select('units')} />
        <TextInput
          label={F.amount}
          inputMode="decimal"
          maxLength={PAYABLE_LIMITS.amount}
          disabled={disabled}
          {...(statusLocked ? readOnly : {})}
          {...text('amount')}
        />
        <Select
          label={F.paymentMode}
          data={withCurrent(paymentModes, values.paymentMode)}
          {...select('paymentMode')}
        />
      </Section>
      <Section title={payableLabels.viewSections.dates}>
        <TextInput
          label={F.billDate}
          type="date"
          disabled={disabled}
          {...(statusLocked ? readOnly : {})}
          {...text('billDate')}
        />
        <TextInput
          label={F.dueDate}
          type="date"
          disabled={disabled}
          {...(statusLocked ? readOnly : {})}
          {...text('paymentDueDate')}
        />
      </Section>
      <Section title={payableLabels.viewSections.updates}>
        <Select
          label={F.status}
          data={withCurrent([...statusOptions], values.status)}
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
    </Stack>
  );
}
