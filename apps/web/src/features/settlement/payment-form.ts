import {
  settlementMessages as m,
  type OpenPayable,
  type PaymentCreateValues,
  paymentCreateSchema,
} from '@sitebook/contract';
import { allocatedPaise, autoAllocate, fromPaise, type Paise, toPaise } from './allocation';

/** The Vendor Settlement form: amounts are '' while empty; allocations by payable id. */
export interface PaymentFormValues {
  paymentDate: string;
  amount: number | string;
  tdsAmount: number | string;
  paymentMode: string;
  reference: string;
  remarks: string;
  allocations: Record<string, number | string>;
}

export const emptyPayment = (today: string, mode: string): PaymentFormValues => ({
  paymentDate: today,
  amount: '',
  tdsAmount: '',
  paymentMode: mode,
  reference: '',
  remarks: '',
  allocations: {},
});

/** Amount paid + TDS: what the allocations must add up to, in paise. */
export const toAllocatePaise = (values: Pick<PaymentFormValues, 'amount' | 'tdsAmount'>): Paise =>
  toPaise(values.amount) + toPaise(values.tdsAmount);

/** The allocation fields filled oldest due first from amount + TDS ('' where nothing goes). */
export function allocationsFor(open: readonly OpenPayable[], total: Paise): Record<string, number | string> {
  const spread = autoAllocate(open, total);
  return Object.fromEntries(
    open.map((p) => {
      const paise = spread.get(p.vendorPayableId) ?? 0;
      return [String(p.vendorPayableId), paise > 0 ? fromPaise(paise) : ''];
    }),
  );
}

export interface CheckedPayment {
  body?: PaymentCreateValues;
  /** Form errors by field path (`allocations.<id>` for a row, `allocations` for the total). */
  errors: Record<string, string>;
}

const amountOrUndefined = (value: number | string) => (value === '' ? undefined : Number(value));

/**
 * Checks the form with the contract's paymentCreateSchema, as the server does, then the allocation
 * rules the server applies: each at most its payable's outstanding, together exactly amount + TDS.
 * `format` shows an amount in the messages.
 */
export function checkPayment(
  values: PaymentFormValues,
  open: readonly OpenPayable[],
  ids: { tenantCode: string; erfVendorId: number },
  format: (amount: number) => string,
): CheckedPayment {
  const rows = open
    .map((p) => ({ payable: p, paise: toPaise(values.allocations[String(p.vendorPayableId)]) }))
    .filter((r) => r.paise > 0);
  const parsed = paymentCreateSchema.safeParse({
    ...ids,
    paymentDate: values.paymentDate,
    amount: amountOrUndefined(values.amount),
    tdsAmount: amountOrUndefined(values.tdsAmount),
    paymentMode: values.paymentMode,
    reference: values.reference,
    remarks: values.remarks,
    allocations: rows.map((r) => ({
      vendorPayableId: r.payable.vendorPayableId,
      amount: fromPaise(r.paise),
    })),
  });
  const errors: Record<string, string> = {};
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      const [field, index] = issue.path;
      const key =
        field === 'allocations' && typeof index === 'number'
          ? `allocations.${rows[index]?.payable.vendorPayableId}`
          : String(field);
      errors[key] ??= issue.message;
    }
    if (errors.paymentDate && values.paymentDate.trim() === '') errors.paymentDate = m.dateRequired;
  }
  for (const { payable, paise } of rows) {
    if (paise > toPaise(payable.outstanding)) {
      errors[`allocations.${payable.vendorPayableId}`] ??= m.allocationOverOutstanding(
        payable.vendorPayableCode,
        format(payable.outstanding),
      );
    }
  }
  const total = toAllocatePaise(values);
  const allocated = allocatedPaise(open, values.allocations);
  if (!errors.allocations && rows.length > 0 && allocated !== total) {
    errors.allocations = m.allocationMismatch(format(fromPaise(allocated)), format(fromPaise(total)));
  }
  return Object.keys(errors).length === 0 && parsed.success ? { body: parsed.data, errors } : { errors };
}
