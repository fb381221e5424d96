import type { UseFormReturnType } from '@mantine/form';
import {
  ATTRIBUTE,
  type PayableForm,
  payableMessages,
  type Vendor,
  type VendorType,
} from '@sitebook/contract';
import { useEmptyListHint } from '../../../components/empty-list-hint';
import { useSiteOptions } from '../../../lib/session/use-all-sites';
import { useReadySession } from '../../../lib/session/use-session';
import { useUnits } from '../api/get-units';
import { vendorTypeOf } from '../payable-form';

/**
 * The bindings of the payable inputs to the form: choices from the session's lists, errors prefixed
 * '**', and the vendor and vendor type choices that preset or clear other fields.
 */
export function usePayableFields(form: UseFormReturnType<PayableForm>, disabled?: boolean) {
  const values = form.getValues();
  const { lists } = useReadySession();
  /** A list's active values, plus the record's own value when it has since been deactivated. */
  const withCurrent = (items: string[], current: string) =>
    current && !items.includes(current) ? [...items, current] : items;
  const units = withCurrent(
    useUnits(values.vendorType).map((i) => i.value),
    values.units,
  );
  const list = (name: string) => (lists[name] ?? []).map((i) => i.value);
  const workTypes = withCurrent(list(ATTRIBUTE.vendorWorkType), values.typeOfWork);
  const materialTypes = withCurrent(list(ATTRIBUTE.vendorMaterialType), values.typeOfMaterials);
  const paymentModes = list(ATTRIBUTE.paymentMode);
  /** Where an empty list's values are added. */
  const hints = {
    units: useEmptyListHint(
      values.vendorType === 'GOODS' ? ATTRIBUTE.vendorUnitsGoods : ATTRIBUTE.vendorUnitsWork,
      units,
    ),
    workTypes: useEmptyListHint(ATTRIBUTE.vendorWorkType, workTypes),
    materialTypes: useEmptyListHint(ATTRIBUTE.vendorMaterialType, materialTypes),
  };

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

  const siteOptions = useSiteOptions('siteId', values.erfSiteId);

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

  return {
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
  };
}

export type PayableFieldBindings = ReturnType<typeof usePayableFields>;
