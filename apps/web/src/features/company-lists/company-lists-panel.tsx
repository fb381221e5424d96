import { Button, Group, Modal, Select, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import {
  ADMIN_COMPANY_LISTS,
  ADMIN_ROLE_TYPE,
  COMPANY_LIST_TITLES,
  type CompanyListValue,
  type CompanyListValueForm,
  commonMessages,
  companyListValueFormSchema,
  companyListMessages as m,
} from '@sitebook/contract';
import { IconPencil, IconTrash } from '@tabler/icons-react';
import { zod4Resolver } from 'mantine-form-zod-resolver';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { activeToggleColumn } from '../../components/active-toggle-column';
import { confirmDialog } from '../../components/dialogs';
import { LoadFailed } from '../../components/load-failed';
import { notifySuccess, showOutcome } from '../../components/notify';
import { PagedTable, type PagedTableColumn } from '../../components/paged-table';
import { RowAction } from '../../components/row-action';
import { type ApiResponse, messageOf, trySubmit } from '../../lib/api-client';
import { useReadySession } from '../../lib/session/use-session';
import { type ListWrite, useCompanyList, useCompanyListWrite } from './company-lists-api';

const titleOf = (name: string) => COMPANY_LIST_TITLES[name] ?? name;
const answerText = (response: ApiResponse | null) =>
  response ? (messageOf(response.body) ?? commonMessages.unreachable) : commonMessages.unreachable;

/**
 * Admin → Lists: pick one of the company lists, see its values with their state; an
 * administrator adds, renames, deactivates / reactivates and deletes (a value in use is refused with
 * where it is used).
 */
export function CompanyListsPanel() {
  const { role } = useReadySession();
  const isAdmin = role.roleType === ADMIN_ROLE_TYPE;
  // `?list=` chooses the list (a form's empty picker links here: empty-list-hint.tsx).
  const [params] = useSearchParams();
  const [name, setName] = useState<string>(() => {
    const asked = params.get('list');
    return asked && ADMIN_COMPANY_LISTS.includes(asked) ? asked : (ADMIN_COMPANY_LISTS[0] ?? '');
  });
  const list = useCompanyList(name);
  const write = useCompanyListWrite(name);
  const [busyId, setBusyId] = useState<number | null>(null);
  const [renaming, setRenaming] = useState<CompanyListValue | null>(null);
  const [renamedMessage, setRenamedMessage] = useState<string | null>(null);

  const addForm = useForm<CompanyListValueForm>({
    mode: 'controlled',
    initialValues: { value: '' },
    validate: zod4Resolver(companyListValueFormSchema),
  });

  const send = async (change: ListWrite) => trySubmit(() => write.mutateAsync(change));

  const add = addForm.onSubmit(async ({ value }) => {
    const response = await send({ kind: 'add', value: value.trim() });
    if (response?.status === 202) {
      addForm.reset();
      notifySuccess(answerText(response));
    } else {
      addForm.setFieldError('value', answerText(response));
    }
  });

  const act = async (row: CompanyListValue, change: ListWrite) => {
    setBusyId(row.id);
    const response = await send(change);
    setBusyId(null);
    await showOutcome(response?.status === 202, answerText(response));
  };

  const remove = async (row: CompanyListValue) => {
    if (!(await confirmDialog(m.confirmDelete(row.value), { title: m.confirmDeleteTitle }))) return;
    await act(row, { kind: 'delete', id: row.id });
  };

  const columns: PagedTableColumn<CompanyListValue>[] = [
    ...(isAdmin
      ? ([
          {
            header: m.rename,
            action: true,
            align: 'center',
            render: (v) => (
              <RowAction label={`${m.rename} ${v.value}`} color="orange.9" onClick={() => setRenaming(v)}>
                <IconPencil size={20} aria-hidden />
              </RowAction>
            ),
          },
          activeToggleColumn<CompanyListValue>({
            texts: m,
            isActive: (v) => v.active,
            name: (v) => v.value,
            busy: (v) => busyId === v.id,
            onToggle: (v) => void act(v, { kind: 'active', id: v.id, active: !v.active }),
          }),
          {
            header: m.delete,
            action: true,
            align: 'center',
            render: (v) => (
              <RowAction label={`${m.delete} ${v.value}`} color="red.8" onClick={() => void remove(v)}>
                <IconTrash size={20} aria-hidden />
              </RowAction>
            ),
          },
        ] satisfies PagedTableColumn<CompanyListValue>[])
      : []),
    { header: m.value, render: (v) => v.value, primary: true },
    {
      header: m.status,
      render: (v) => (
        <Text span fw={600} size="sm" c={v.active ? '#1b5e20' : 'gray.8'}>
          {v.active ? m.active : m.inactive}
        </Text>
      ),
    },
  ];

  return (
    <Stack gap="md">
      <Select
        label={m.pickList}
        data={ADMIN_COMPANY_LISTS.map((l) => ({ value: l, label: titleOf(l) }))}
        value={name}
        onChange={(v) => v && setName(v)}
        allowDeselect={false}
        maw={320}
      />
      {isAdmin && (
        <form onSubmit={add} noValidate>
          <Group align="flex-end" gap="sm" wrap="wrap">
            <TextInput label={m.newValue} maxLength={100} miw={240} {...addForm.getInputProps('value')} />
            <Button type="submit" loading={write.isPending}>
              {m.add}
            </Button>
          </Group>
        </form>
      )}
      {list.isError && (
        <LoadFailed
          title={m.loadFailed}
          retry={m.retry}
          error={list.error}
          onRetry={() => void list.refetch()}
        />
      )}
      <PagedTable
        columns={columns}
        rows={list.data}
        pageSize={10}
        loading={list.isPending}
        caption={m.caption(titleOf(name))}
        getRowKey={(v) => v.id}
        emptyText={m.empty}
      />
      <Modal
        opened={renaming !== null}
        onClose={() => setRenaming(null)}
        onExitTransitionEnd={() => {
          if (renamedMessage) notifySuccess(renamedMessage);
          setRenamedMessage(null);
        }}
        title={m.renameTitle}
        centered
      >
        {renaming && (
          <RenameForm
            key={renaming.id}
            row={renaming}
            onCancel={() => setRenaming(null)}
            onSave={async (value) => {
              const response = await send({ kind: 'rename', id: renaming.id, value });
              if (response?.status !== 202) return answerText(response);
              // Shown once the rename dialog has closed (one dialog at a time).
              setRenamedMessage(answerText(response));
              setRenaming(null);
              return null;
            }}
          />
        )}
      </Modal>
    </Stack>
  );
}

function RenameForm({
  row,
  onCancel,
  onSave,
}: {
  row: CompanyListValue;
  onCancel: () => void;
  onSave: (value: string) => Promise<string | null>;
}) {
  const form = useForm<CompanyListValueForm>({
    mode: 'controlled',
    initialValues: { value: row.value },
    validate: zod4Resolver(companyListValueFormSchema),
  });
  const [saving, setSaving] = useState(false);
  const submit = form.onSubmit(async ({ value }) => {
    setSaving(true);
    const refusal = await onSave(value.trim());
    setSaving(false);
    if (refusal) form.setFieldError('value', refusal);
  });
  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="sm">
        <TextInput label={m.value} maxLength={100} data-autofocus {...form.getInputProps('value')} />
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onCancel}>
            {m.cancel}
          </Button>
          <Button type="submit" loading={saving}>
            {m.save}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
