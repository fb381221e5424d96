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
import { useReadySession } from '../../lib/session/use-session';
import { type ActionOutcome, failureText, useAction } from '../../lib/use-action';
import { type ListWrite, useCompanyList, useCompanyListWrite } from './company-lists-api';

const titleOf = (name: string) => COMPANY_LIST_TITLES[name] ?? name;
const answerText = (outcome: ActionOutcome<{ message: string }>) =>
  outcome.ok ? outcome.data.message : failureText(outcome, { unreachable: commonMessages.unreachable });

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
  const write = useAction(useCompanyListWrite(name));
  /** The row a toggle or delete is on its way for. */
  const busyId =
    write.variables && write.variables.kind !== 'add' && write.variables.kind !== 'rename'
      ? write.variables.id
      : null;
  const [renaming, setRenaming] = useState<CompanyListValue | null>(null);
  const [renamedMessage, setRenamedMessage] = useState<string | null>(null);

  const addForm = useForm<CompanyListValueForm>({
    mode: 'controlled',
    initialValues: { value: '' },
    validate: zod4Resolver(companyListValueFormSchema),
  });

  const add = addForm.onSubmit(async ({ value }) => {
    const outcome = await write.run({ kind: 'add', value: value.trim() });
    if (outcome.ok) {
      addForm.reset();
      notifySuccess(answerText(outcome));
    } else {
      addForm.setFieldError('value', answerText(outcome));
    }
  });

  const act = async (change: ListWrite) => {
    const outcome = await write.run(change);
    await showOutcome(outcome.ok, answerText(outcome));
  };

  const remove = async (row: CompanyListValue) => {
    if (!(await confirmDialog(m.confirmDelete(row.value), { title: m.confirmDeleteTitle }))) return;
    await act({ kind: 'delete', id: row.id });
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
            onToggle: (v) => void act({ kind: 'active', id: v.id, active: !v.active }),
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
            <Button type="submit" loading={write.pending}>
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
            saving={write.pending}
            onCancel={() => setRenaming(null)}
            onSave={async (value) => {
              const outcome = await write.run({ kind: 'rename', id: renaming.id, value });
              if (!outcome.ok) return answerText(outcome);
              // Shown once the rename dialog has closed (one dialog at a time).
              setRenamedMessage(answerText(outcome));
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
  saving,
  onCancel,
  onSave,
}: {
  row: CompanyListValue;
  saving: boolean;
  onCancel: () => void;
  onSave: (value: string) => Promise<string | null>;
}) {
  const form = useForm<CompanyListValueForm>({
    mode: 'controlled',
    initialValues: { value: row.value },
    validate: zod4Resolver(companyListValueFormSchema),
  });
  const submit = form.onSubmit(async ({ value }) => {
    const refusal = await onSave(value.trim());
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
