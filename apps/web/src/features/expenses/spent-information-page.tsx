import {
  Alert,
  Anchor,
  Button,
  Group,
  NumberInput,
  Paper,
  Select,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import {
  ADVANCE_AMOUNT_MAX,
  ADVANCE_STATUS_APPROVED,
  type AdvanceRequest,
  ATTRIBUTE,
  advanceMessages,
  advanceRequestSchema,
  commonMessages,
  type ExpenseRecord,
  advanceLabels as l,
} from '@sitebook/contract';
import { type FormEvent, useState } from 'react';
import { Link, useLocation } from 'react-router';
import { alertDialog } from '../../components/dialogs';
import { ImageUpload } from '../../components/image-upload';
import { PageTitle } from '../../components/page-title';
import { PagedTable } from '../../components/paged-table';
import { type ApiResponse, messageOf } from '../../lib/api-client';
import { sumAmounts, useFormat } from '../../lib/format';
import { useList } from '../session/use-session';
import { useCreateExpense } from './api/create-expense';
import { useExpenses } from './api/get-expenses';
import { useUploadReceipt } from './api/upload-receipt';

/** Today as YYYY-MM-DD in the device's time zone. */
function todayIso(): string {
  const d = new Date();
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;
}

/** Spent Information (/home/expense/spentinformation): one approved advance's expenses. */
export default function SpentInformationPage() {
  const location = useLocation();
  const parsed = advanceRequestSchema.safeParse(location.state);
  return (
    <Stack gap="md">
      <PageTitle mb={0}>{advanceMessages.spentTitle}</PageTitle>
      {parsed.success ? (
        <SpentInformation advance={parsed.data} />
      ) : (
        <Alert color="orange" variant="light" role="status">
          {l.noAdvanceState}{' '}
          <Anchor component={Link} to="/home/expense" c="orange.9" fw={600}>
            {l.backToProof}
          </Anchor>
        </Alert>
      )}
    </Stack>
  );
}

function SpentInformation({ advance }: { advance: AdvanceRequest }) {
  const expenses = useExpenses(advance.advanceRequestId);
  const format = useFormat();
  const money = format.amount;
  const spent = sumAmounts((expenses.data ?? []).map((e) => e.expenseAmount));
  const remaining = sumAmounts([advance.requestedAmount, -spent]);
  return (
    <Stack gap="md">
      <Text fw={600} data-testid="advance-code">
        {advance.advanceId} · {advance.siteCode} · {advance.status}
      </Text>
      <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="xs" aria-label="Totals" role="group">
        <Total label={l.totals.requested} value={money(advance.requestedAmount)} />
        <Total label={l.totals.spent} value={expenses.isPending ? '…' : money(spent)} />
        <Total
          label={l.totals.remaining}
          value={expenses.isPending ? '…' : money(remaining)}
          negative={!expenses.isPending && remaining < 0}
        />
      </SimpleGrid>
      {expenses.isError && (
        <Alert role="alert" color="red" variant="light">
          {expenses.error.message}
        </Alert>
      )}
      <PagedTable<ExpenseRecord>
        caption={advanceMessages.spentTitle}
        rows={expenses.data}
        loading={expenses.isPending}
        loadingText={commonMessages.loadingDots}
        emptyText={commonMessages.noDataFound}
        pageSize={10}
        minWidth={280}
        getRowKey={(row) => row.expenseId}
        columns={[
          { header: l.expenseColumns.type, render: (r) => r.expenseType },
          {
            header: l.expenseColumns.amount,
            render: (r) => money(r.expenseAmount),
            align: 'right',
            noWrap: true,
          },
        ]}
      />
      {advance.status === ADVANCE_STATUS_APPROVED ? (
        <AddExpenseForm advanceRequestId={advance.advanceRequestId} />
      ) : (
        <Text>{l.notApprovedForExpense}</Text>
      )}
    </Stack>
  );
}

function Total({ label, value, negative = false }: { label: string; value: string; negative?: boolean }) {
  return (
    <Paper withBorder radius="md" px="sm" py="xs">
      <Group justify="space-between" wrap="nowrap" gap="xs">
        <Text size="sm" c="gray.8" fw={600}>
          {label}
        </Text>
        <Text
          fw={700}
          c={negative ? 'red.8' : undefined}
          data-testid={`total-${label.toLowerCase()}`}
          style={{ whiteSpace: 'nowrap' }}
        >
          {value}
        </Text>
      </Group>
    </Paper>
  );
}

interface ExpenseFormValues {
  type: string;
  amount: string | number;
  date: string;
  remarks: string;
}

function AddExpenseForm({ advanceRequestId }: { advanceRequestId: number }) {
  const types = useList(ATTRIBUTE.expenseOtherExpenses).map((i) => i.value);
  const create = useCreateExpense();
  const upload = useUploadReceipt();
  const empty = (): ExpenseFormValues => ({ type: '', amount: '', date: todayIso(), remarks: '' });
  const [values, setValues] = useState<ExpenseFormValues>(empty);
  const [file, setFile] = useState<File | null>(null);
  const [formKey, setFormKey] = useState(0);
  const [sending, setSending] = useState(false);
  const set = <K extends keyof ExpenseFormValues>(key: K, value: ExpenseFormValues[K]) =>
    setValues((v) => ({ ...v, [key]: value }));

  const send = async () => {
    let documentIds = '';
    if (file) {
      let uploaded: ApiResponse | null = null;
      try {
        uploaded = await upload.mutateAsync(file);
      } catch {
        uploaded = null;
      }
      if (uploaded?.status !== 202) {
        await alertDialog(messageOf(uploaded?.body) ?? advanceMessages.updateFailed);
        return;
      }
      documentIds = String((uploaded.body as { documentIds?: unknown }).documentIds ?? '');
    }
    let response: ApiResponse | null = null;
    try {
      response = await create.mutateAsync({
        advanceRequestId,
        expenseType: values.type,
        expenseAmount: Number(values.amount),
        expenseDate: values.date,
        remarks: values.remarks,
        documentIds,
      });
    } catch {
      response = null;
    }
    if (response?.status === 202) {
      await alertDialog(messageOf(response.body) ?? '');
      setValues(empty());
      setFile(null);
      setFormKey((k) => k + 1);
      return;
    }
    await alertDialog(messageOf(response?.body) ?? advanceMessages.updateFailed);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (sending) return;
    if (!values.type) return alertDialog(l.expenseNeedsType);
    if (values.amount === '' || !(Number(values.amount) > 0)) return alertDialog(l.expenseNeedsAmount);
    if (!values.date) return alertDialog(l.expenseNeedsDate);
    setSending(true);
    try {
      await send();
    } finally {
      setSending(false);
    }
  };

  return (
    <Paper
      withBorder
      radius="md"
      p={{ base: 'sm', sm: 'lg' }}
      maw={720}
      component="section"
      aria-labelledby="add-expense-title"
    >
      <Title order={3} size="h4" mb="sm" id="add-expense-title">
        {l.addExpenseTitle}
      </Title>
      <form onSubmit={(e) => void submit(e)} noValidate>
        <Stack gap="md">
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
            <Select
              label={l.expenseFields.type}
              data={types}
              value={values.type || null}
              onChange={(v) => set('type', v ?? '')}
            />
            <NumberInput
              label={l.expenseFields.amount}
              value={values.amount}
              onChange={(v) => set('amount', v)}
              min={0}
              max={ADVANCE_AMOUNT_MAX}
              allowNegative={false}
              decimalScale={2}
              hideControls
              inputMode="decimal"
            />
            <TextInput
              label={l.expenseFields.date}
              type="date"
              value={values.date}
              onChange={(e) => set('date', e.currentTarget.value)}
            />
            <TextInput
              label={l.expenseFields.remarks}
              value={values.remarks}
              maxLength={200}
              onChange={(e) => set('remarks', e.currentTarget.value)}
            />
          </SimpleGrid>
          <ImageUpload
            key={formKey}
            label={l.expenseFields.receipt}
            file={file}
            onChange={setFile}
            camera
            previewAlt={l.imagePreview}
            removeLabel={l.removeImage}
            disabled={sending}
          />
          <Group>
            <Button type="submit" disabled={sending} aria-busy={sending} w={{ base: '100%', sm: 'auto' }}>
              {sending ? commonMessages.loadingSending : l.addExpense}
            </Button>
          </Group>
        </Stack>
      </form>
    </Paper>
  );
}
