import { Button, Group, Paper, Select, SimpleGrid, Stack } from '@mantine/core';
import { useForm } from '@mantine/form';
import {
  ADMIN_ROLE_TYPE,
  ADVANCE_AMOUNT_MAX,
  ADVANCE_STATUS_APPROVED,
  ADVANCE_STATUS_PENDING,
  ADVANCE_STATUS_SETTLED,
  ATTRIBUTE,
  advanceFormSchema,
  commonMessages,
  advanceLabels as l,
  advanceReconcileMessages as rm,
} from '@sitebook/contract';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { AmountInput } from '../../../components/amount-input';
import { DateField } from '../../../components/date-field';
import { alertDialog } from '../../../components/dialogs';
import { useEmptyListHint } from '../../../components/empty-list-hint';
import { ImageUpload } from '../../../components/image-upload';
import { useSiteOptions } from '../../../lib/session/use-all-sites';
import { useList, useReadySession } from '../../../lib/session/use-session';
import type { AdvanceFields } from '../api/create-advance';

export interface AdvanceFormValues {
  siteCode: string;
  amount: string | number;
  date: string;
  remarks: string;
  status: string;
  /** Edit, ADMIN: the amount approved, shown while the status is Approved ('' = requested). */
  approvedAmount?: string | number;
}

export interface AdvanceFormProps {
  initial: AdvanceFormValues;
  submitLabel: string;
  /** A stored image shown as the preview until another is chosen (edit). */
  existingImage?: Blob | null;
  /**
   * Sends the checked fields (the page uploads `file` first, when there is one). The form keeps
   * its values whatever happens; the page navigates away on success.
   */
  onSend: (
    fields: Omit<AdvanceFields, 'documentIds'> & { approvedAmount?: number },
    file: File | null,
  ) => Promise<void>;
  /** Edit: an ADMIN approving sets the approved amount (defaults to the requested amount). */
  withApprovedAmount?: boolean;
}

/**
 * The advance request fields of Add and Edit: site, amount, date, remarks, status (a role that is
 * not ADMIN sees only Pending, plus the request's current status), an image with preview.
 */
export function AdvanceForm({
  initial,
  submitLabel,
  existingImage,
  onSend,
  withApprovedAmount = false,
}: AdvanceFormProps) {
  const { role } = useReadySession();
  const statusList = useList(ATTRIBUTE.advanceStatus).map((i) => i.value);
  const remarksList = useList(ATTRIBUTE.advanceRemarks).map((i) => i.value);
  const remarksHint = useEmptyListHint(ATTRIBUTE.advanceRemarks, remarksList);
  const form = useForm<AdvanceFormValues>({ mode: 'controlled', initialValues: initial });
  const values = form.getValues();
  const [file, setFile] = useState<File | null>(null);
  // The send (upload, then the request) runs as one mutation: its pending state is the form's.
  const sending = useMutation({ mutationFn: (args: Parameters<typeof onSend>) => onSend(...args) });

  const isAdmin = role.roleType === ADMIN_ROLE_TYPE;
  // Settled is reached through Spent Information's Reconcile only.
  const statusOptions = isAdmin
    ? statusList.filter((s) => s !== ADVANCE_STATUS_SETTLED || initial.status === ADVANCE_STATUS_SETTLED)
    : [...new Set([ADVANCE_STATUS_PENDING, ...(initial.status ? [initial.status] : [])])];
  const remarksOptions = [...new Set([...remarksList, ...(initial.remarks ? [initial.remarks] : [])])];
  const siteOptions = useSiteOptions('siteCode', initial.siteCode);
  const showApproved = withApprovedAmount && isAdmin && values.status === ADVANCE_STATUS_APPROVED;

  // The checks are the contract's advanceFormSchema, shown as alerts one at a time (spec), not field errors.
  const submit = async (values: AdvanceFormValues) => {
    if (sending.isPending) return;
    const checked = advanceFormSchema.safeParse(values);
    if (!checked.success) {
      await alertDialog(checked.error.issues[0]?.message ?? '');
      return;
    }
    // An amount of 0 is refused by advanceFormSchema (the spec's confirmation to go
    // on without an amount no longer has a case).
    const { amount } = checked.data;
    // The approved amount (ADMIN approving): more than 0 and at most the requested amount.
    let approvedAmount: number | undefined;
    if (showApproved && values.approvedAmount !== '' && values.approvedAmount !== undefined) {
      approvedAmount = Number(values.approvedAmount);
      if (!(approvedAmount > 0)) return alertDialog(rm.approvedNotPositive);
      if (Math.round(approvedAmount * 100) > Math.round(amount * 100)) {
        return alertDialog(rm.approvedOverRequested(approvedAmount.toFixed(2), Number(amount).toFixed(2)));
      }
    }
    await sending.mutateAsync([
      {
        siteCode: values.siteCode,
        requestedAmount: amount,
        requestedByDate: checked.data.date,
        requesterComments: checked.data.remarks,
        status: values.status,
        ...(approvedAmount === undefined ? {} : { approvedAmount }),
      },
      file,
    ]);
  };

  return (
    <Paper withBorder radius="md" p={{ base: 'sm', sm: 'lg' }} maw={720}>
      <form onSubmit={form.onSubmit((v) => void submit(v))} noValidate>
        <Stack gap="md">
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
            <Select
              label={l.fields.siteCode}
              data={siteOptions}
              value={values.siteCode || null}
              onChange={(v) => form.setFieldValue('siteCode', v ?? '')}
              allowDeselect={false}
              comboboxProps={{ withinPortal: true }}
            />
            <AmountInput label={l.fields.amount} {...form.getInputProps('amount')} max={ADVANCE_AMOUNT_MAX} />
            <DateField label={l.fields.date} {...form.getInputProps('date')} />
            <Select
              label={l.fields.remarks}
              data={remarksOptions}
              description={remarksHint}
              value={values.remarks || null}
              onChange={(v) => form.setFieldValue('remarks', v ?? '')}
              clearable
            />
            <Select
              label={l.fields.status}
              data={statusOptions}
              value={values.status || null}
              onChange={(v) => form.setFieldValue('status', v ?? ADVANCE_STATUS_PENDING)}
              allowDeselect={false}
            />
            {showApproved && (
              <AmountInput
                label={rm.approvedAmountLabel}
                description={rm.approvedAmountHint}
                {...form.getInputProps('approvedAmount')}
                max={ADVANCE_AMOUNT_MAX}
              />
            )}
          </SimpleGrid>
          <ImageUpload
            label={l.fields.image}
            file={file}
            onChange={setFile}
            existing={existingImage}
            previewAlt={l.imagePreview}
            removeLabel={l.removeImage}
            disabled={sending.isPending}
          />
          <Group>
            <Button
              type="submit"
              disabled={sending.isPending}
              aria-busy={sending.isPending}
              w={{ base: '100%', sm: 'auto' }}
            >
              {sending.isPending ? commonMessages.loadingSending : submitLabel}
            </Button>
          </Group>
        </Stack>
      </form>
    </Paper>
  );
}
