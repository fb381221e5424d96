import { Button, Group, Select, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import {
  ADVANCE_AMOUNT_MAX,
  ATTRIBUTE,
  advanceMessages,
  commonMessages,
  EXPENSE_REMARKS_MAX,
  type ExpenseRecord,
  expenseFormSchema,
  advanceLabels as l,
} from '@sitebook/contract';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { AmountInput } from '../../../components/amount-input';
import { DateField } from '../../../components/date-field';
import { alertDialog } from '../../../components/dialogs';
import { useEmptyListHint } from '../../../components/empty-list-hint';
import { ImageUpload } from '../../../components/image-upload';
import { notifySuccess } from '../../../components/notify';
import { uploadChosenImage } from '../../../lib/advance-documents';
import { todayIso } from '../../../lib/format';
import { useList } from '../../../lib/session/use-session';
import { type ActionOutcome, outcomeText } from '../../../lib/use-action';
import { useUploadReceipt } from '../api/upload-receipt';

export interface ExpenseFields {
  expenseType: string;
  expenseAmount: number;
  expenseDate: string;
  remarks: string;
  documentIds: string;
}

interface Values {
  type: string;
  amount: string | number;
  date: string;
  remarks: string;
}

export interface ExpenseFormProps {
  /** The expense being edited; a new one when absent. */
  expense?: ExpenseRecord;
  submitLabel: string;
  receiptLabel: string;
  /** Sends the fields (the receipt already uploaded): a useAction's run. */
  send: (fields: ExpenseFields) => Promise<ActionOutcome<{ message: string }>>;
  /** After a 202 and its dialog. */
  onSaved?: () => void;
  /** Turns the chosen photo into the file uploaded (My Expenses: downscaled in the browser). */
  prepareFile?: (file: File) => Promise<File>;
}

/**
 * The expense fields (type, amount, date, remarks, receipt photo) of Add and Edit: checked before
 * sending, the photo uploaded first; the server's answer (its message) is shown in a dialog.
 */
export function ExpenseForm({
  expense,
  submitLabel,
  receiptLabel,
  send,
  onSaved,
  prepareFile,
}: ExpenseFormProps) {
  const types = useList(ATTRIBUTE.expenseOtherExpenses).map((i) => i.value);
  const typesHint = useEmptyListHint(ATTRIBUTE.expenseOtherExpenses, types);
  const upload = useUploadReceipt();
  const initial = (): Values =>
    expense
      ? {
          type: expense.expenseType,
          amount: expense.expenseAmount,
          date: expense.expenseDate,
          remarks: expense.remarks,
        }
      : { type: '', amount: '', date: todayIso(), remarks: '' };
  const form = useForm<Values>({ mode: 'controlled', initialValues: initial() });
  const [file, setFile] = useState<File | null>(null);
  const [formKey, setFormKey] = useState(0);
  // The save (the photo, then the fields) runs as one mutation: its pending state is the form's.
  const saving = useMutation({ mutationFn: (values: Values) => save(values) });
  const sending = saving.isPending;

  const save = async (values: Values) => {
    let documentIds = expense?.documentIds ?? '';
    if (file) {
      const prepared = prepareFile ? await prepareFile(file).catch(() => file) : file;
      const uploaded = await uploadChosenImage(prepared, upload.mutateAsync, advanceMessages.updateFailed);
      if (uploaded === null) return;
      documentIds = uploaded;
    }
    const outcome = await send({
      expenseType: values.type,
      expenseAmount: Number(values.amount),
      expenseDate: values.date,
      remarks: values.remarks,
      documentIds,
    });
    if (outcome.ok) {
      // Saved: the edit dialog closes before the answer shows; a new-expense form starts empty.
      onSaved?.();
      if (!expense) {
        // Today again (not the day the form opened), as a new form would have.
        form.setValues(initial());
        setFile(null);
        setFormKey((k) => k + 1);
      }
      notifySuccess(outcomeText(outcome, ''));
      return;
    }
    await alertDialog(outcomeText(outcome, advanceMessages.updateFailed));
  };

  // The checks are the contract's expenseFormSchema, shown as alerts one at a time (spec), not field errors.
  const submit = async (values: Values) => {
    if (sending) return;
    const checked = expenseFormSchema.safeParse(values);
    if (!checked.success) return alertDialog(checked.error.issues[0]?.message ?? '');
    await saving.mutateAsync(checked.data);
  };

  return (
    <form onSubmit={form.onSubmit((v) => void submit(v))} noValidate>
      <Stack gap="md">
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          <Select
            label={l.expenseFields.type}
            data={types}
            description={typesHint}
            value={form.getValues().type || null}
            onChange={(v) => form.setFieldValue('type', v ?? '')}
          />
          <AmountInput
            label={l.expenseFields.amount}
            {...form.getInputProps('amount')}
            max={ADVANCE_AMOUNT_MAX}
          />
          <DateField label={l.expenseFields.date} {...form.getInputProps('date')} />
          <TextInput
            label={l.expenseFields.remarks}
            maxLength={EXPENSE_REMARKS_MAX}
            {...form.getInputProps('remarks')}
          />
        </SimpleGrid>
        <ImageUpload
          key={formKey}
          label={receiptLabel}
          file={file}
          onChange={setFile}
          camera
          previewAlt={l.imagePreview}
          removeLabel={l.removeImage}
          disabled={sending}
        />
        <Group>
          <Button type="submit" disabled={sending} aria-busy={sending} w={{ base: '100%', sm: 'auto' }}>
            {sending ? commonMessages.loadingSending : submitLabel}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
