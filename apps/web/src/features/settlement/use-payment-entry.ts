import { useForm } from '@mantine/form';
import {
  ATTRIBUTE,
  DEFAULT_PAYMENT_MODE,
  type OpenPayable,
  type PaymentSaveResponse,
  vendorMessages,
} from '@sitebook/contract';
import { useState } from 'react';
import { alertDialog, confirmDialog } from '../../components/dialogs';
import { focusFirstError } from '../../lib/focus-first-error';
import { todayIso, useFormat } from '../../lib/format';
import { useReadySession } from '../../lib/session/use-session';
import { useAction } from '../../lib/use-action';
import { useRecordPayment } from './api/mutations';
import {
  allocationsFor,
  checkPayment,
  emptyPayment,
  type PaymentFormValues,
  toAllocatePaise,
} from './payment-form';

/**
 * The state of Vendor Settlement's payment form for one vendor: the fields, the allocations that
 * follow amount + TDS oldest due first until the user changes one (Allocate oldest due first makes
 * them follow again), the client check and the send.
 */
export function usePaymentEntry(
  vendorId: number,
  open: readonly OpenPayable[],
  onRecorded: (saved: PaymentSaveResponse) => void,
) {
  const { context, lists } = useReadySession();
  const format = useFormat();
  const modes = (lists[ATTRIBUTE.paymentMode] ?? []).map((i) => i.value);
  const defaultMode = modes.includes(DEFAULT_PAYMENT_MODE) ? DEFAULT_PAYMENT_MODE : '';
  const form = useForm<PaymentFormValues>({
    mode: 'controlled',
    initialValues: emptyPayment(todayIso(), defaultMode),
  });
  const [following, setFollowing] = useState(true);
  const record = useAction(useRecordPayment());

  const autoAllocate = (values: PaymentFormValues = form.values) => {
    form.setFieldValue('allocations', allocationsFor(open, toAllocatePaise(values)));
    form.clearFieldError('allocations');
    setFollowing(true);
  };

  /** Amount and TDS inputs: while the allocations follow, they are spread again on each change. */
  const moneyProps = (field: 'amount' | 'tdsAmount') => {
    const props = form.getInputProps(field);
    return {
      ...props,
      onChange: (value: number | string) => {
        props.onChange(value);
        if (following) {
          const next = { ...form.values, [field]: value };
          form.setFieldValue('allocations', allocationsFor(open, toAllocatePaise(next)));
        }
      },
    };
  };

  const allocationProps = (payableId: number) => {
    const props = form.getInputProps(`allocations.${payableId}`);
    return {
      ...props,
      value: form.values.allocations[String(payableId)] ?? '',
      onChange: (value: number | string) => {
        props.onChange(value);
        form.clearFieldError('allocations');
        setFollowing(false);
      },
    };
  };

  const submit = async () => {
    const checked = checkPayment(
      form.values,
      open,
      { tenantCode: context.companyCode, erfVendorId: vendorId },
      format.amount,
    );
    form.setErrors(checked.errors);
    if (!checked.body) return focusFirstError();
    const body = checked.body;
    let outcome = await record.run(body);
    // The vendor already has a payment with this reference — say which, and record
    // it only when the user confirms (a new submit, so a new Idempotency-Key).
    if (!outcome.ok && outcome.kind === 'refused' && outcome.status === 409) {
      if (!(await confirmDialog(outcome.message ?? vendorMessages.somethingWentWrong))) return;
      outcome = await record.run({ ...body, confirmDuplicateReference: true });
    }
    if (outcome.ok) {
      form.setValues(emptyPayment(todayIso(), form.values.paymentMode));
      setFollowing(true);
      onRecorded(outcome.data);
      return;
    }
    await alertDialog((outcome.kind === 'refused' && outcome.message) || vendorMessages.somethingWentWrong);
  };

  return {
    form,
    modes,
    following,
    autoAllocate,
    moneyProps,
    allocationProps,
    submit,
    sending: record.pending,
  };
}
