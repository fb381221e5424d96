import {
  Alert,
  Badge,
  Button,
  Group,
  Modal,
  Select,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import {
  ADMIN_USER_FILTER_STATUSES,
  type AdminRole,
  type AdminUser,
  type AdminUserCreate,
  type AdminUserListSort,
  adminUserCreateSchema,
  adminUserListQuerySchema,
  listMessages,
  adminMessages as m,
  type OneTimePasswordResponse,
  PORTAL_ADMIN_ROLE,
} from '@sitebook/contract';
import { IconKey, IconLockOpen, IconPlus, IconUserCheck, IconUserOff } from '@tabler/icons-react';
import { zod4Resolver } from 'mantine-form-zod-resolver';
import { useMemo, useState } from 'react';
import { alertDialog, confirmDialog } from '../../components/dialogs';
import type { ListFilter } from '../../components/list-filters';
import { ListToolbar, noMatchText, useFilterChips } from '../../components/list-toolbar';
import { LoadFailed } from '../../components/load-failed';
import { notifySuccess } from '../../components/notify';
import { PagedTable, type PagedTableColumn } from '../../components/paged-table';
import { RowAction } from '../../components/row-action';
import { focusFirstError } from '../../lib/focus-first-error';
import { useListState } from '../../lib/list-state';
import { type ActionOutcome, outcomeText, useAction } from '../../lib/use-action';
import {
  exportUsers,
  USERS_PAGE_SIZE,
  useCreateUser,
  useResetPassword,
  useRoles,
  useSetEnabled,
  useUnlock,
  useUsersPage,
} from './api';
import { OneTimePasswordDialog } from './one-time-password-dialog';

const validate = zod4Resolver(adminUserCreateSchema, { errorPriority: 'first' });
const EMPTY: AdminUserCreate = {
  userName: '',
  firstName: '',
  lastName: '',
  email: '',
  phone: '',
  roleName: '',
};

function AddUserModal({
  opened,
  onClose,
  onCreated,
}: {
  opened: boolean;
  onClose: () => void;
  onCreated: (result: OneTimePasswordResponse) => void;
}) {
  const roles = useRoles();
  const create = useAction(useCreateUser());
  const [error, setError] = useState<string | null>(null);
  const form = useForm<AdminUserCreate>({ mode: 'uncontrolled', initialValues: EMPTY, validate });
  const close = () => {
    form.reset();
    setError(null);
    onClose();
  };
  const submit = async (values: AdminUserCreate) => {
    setError(null);
    const outcome = await create.run(values);
    if (!outcome.ok) {
      setError(outcomeText(outcome, m.loadFailed));
      return;
    }
    form.reset();
    onCreated(outcome.data);
  };
  return (
    <Modal
      opened={opened}
      onClose={close}
      title={m.addUser}
      size="lg"
      centered
      closeButtonProps={{ 'aria-label': m.close }}
    >
      <form noValidate onSubmit={form.onSubmit(submit, () => focusFirstError())}>
        <Stack gap="sm">
          {error && (
            <Alert color="red" role="alert">
              {error}
            </Alert>
          )}
          <TextInput
            label={m.colUserName}
            required
            autoComplete="off"
            key={form.key('userName')}
            {...form.getInputProps('userName')}
          />
          <SimpleGrid cols={{ base: 1, xs: 2 }}>
            <TextInput
              label={m.firstName}
              required
              key={form.key('firstName')}
              {...form.getInputProps('firstName')}
            />
            <TextInput
              label={m.lastName}
              required
              key={form.key('lastName')}
              {...form.getInputProps('lastName')}
            />
            <TextInput
              label={m.email}
              type="email"
              key={form.key('email')}
              {...form.getInputProps('email')}
            />
            <TextInput label={m.phone} type="tel" key={form.key('phone')} {...form.getInputProps('phone')} />
          </SimpleGrid>
          <Select
            label={m.role}
            required
            data={(roles.data ?? []).map((r) => ({ value: r.name, label: `${r.name} (${r.roleType})` }))}
            disabled={roles.isPending}
            key={form.key('roleName')}
            {...form.getInputProps('roleName')}
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={close}>
              {m.cancel}
            </Button>
            <Button type="submit" loading={create.pending}>
              {m.addUser}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}

function StatusBadges({ user }: { user: AdminUser }) {
  return (
    <Group gap={4}>
      <Badge color={user.isActive ? '#1e6b2e' : 'gray.7'} variant="filled">
        {user.isActive ? m.active : m.disabled}
      </Badge>
      {user.locked && (
        <Badge color="red.8" variant="filled">
          {m.locked}
        </Badge>
      )}
      {user.mustChangePassword && (
        <Badge color="orange.9" variant="outline">
          {m.mustChange}
        </Badge>
      )}
    </Group>
  );
}

const NAME = listMessages.names.users;
const STATUS_LABEL = { Active: m.active, Disabled: m.disabled, Locked: m.locked } as const;

/** The users list's filters: the role held and the status badges. */
function userFilters(roles: readonly AdminRole[]): ListFilter[] {
  return [
    {
      kind: 'select',
      name: 'roleId',
      label: m.colRole,
      options: roles.map((r) => ({ value: String(r.roleId), label: r.name })),
    },
    {
      kind: 'multiSelect',
      name: 'status',
      label: listMessages.status,
      options: ADMIN_USER_FILTER_STATUSES.map((s) => ({ value: s, label: STATUS_LABEL[s] })),
    },
  ];
}

/** The columns the server sorts by (ADMIN_USER_LIST_SORTS; the name by its first name). */
const SORT_FIELD = {
  userName: 'userName',
  name: 'firstName',
  email: 'email',
  role: 'roleName',
} as const satisfies Record<string, AdminUserListSort>;

/**
 * Admin → Users: the company's users a page at a time, searched, filtered and sorted with the query
 * in the URL; add, reset password, disable / enable, unlock.
 */
export function UsersTab() {
  const list = useListState(adminUserListQuerySchema, { pageSize: USERS_PAGE_SIZE });
  const roles = useRoles();
  const filters = useMemo(() => userFilters(roles.data ?? []), [roles.data]);
  const chips = useFilterChips(list, filters);
  const users = useUsersPage(list.page, list.apiQuery);
  const [adding, setAdding] = useState(false);
  const [oneTime, setOneTime] = useState<OneTimePasswordResponse | null>(null);
  const reset = useAction(useResetPassword());
  const setEnabled = useAction(useSetEnabled());
  const unlock = useAction(useUnlock());

  const show = async (outcome: ActionOutcome<{ message: string }>) => {
    if (outcome.ok) notifySuccess(outcome.data.message);
    else await alertDialog(outcomeText(outcome, m.loadFailed));
  };
  const onReset = async (user: AdminUser) => {
    if (!(await confirmDialog(m.confirmReset(user.userName), { title: m.resetPassword }))) return;
    const outcome = await reset.run(user.userId);
    if (outcome.ok) setOneTime(outcome.data);
    else await alertDialog(outcomeText(outcome, m.loadFailed));
  };
  const onToggle = async (user: AdminUser) => {
    if (user.isActive && !(await confirmDialog(m.confirmDisable(user.userName), { title: m.disable })))
      return;
    await show(await setEnabled.run({ userId: user.userId, enabled: !user.isActive }));
  };

  const columns: PagedTableColumn<AdminUser>[] = [
    {
      header: m.colActions,
      action: true,
      render: (u) =>
        u.roleName === PORTAL_ADMIN_ROLE ? (
          <Text size="sm" c="gray.8">
            {m.managedByPortal}
          </Text>
        ) : (
          <Group gap={4} wrap="wrap">
            <RowAction
              label={`${m.resetPassword} ${u.userName}`}
              text={m.resetPassword}
              color="orange.8"
              onClick={() => void onReset(u)}
            >
              <IconKey size={18} aria-hidden />
            </RowAction>
            <RowAction
              label={`${u.isActive ? m.disable : m.enable} ${u.userName}`}
              text={u.isActive ? m.disable : m.enable}
              color={u.isActive ? 'red.8' : 'green.8'}
              onClick={() => void onToggle(u)}
            >
              {u.isActive ? <IconUserOff size={18} aria-hidden /> : <IconUserCheck size={18} aria-hidden />}
            </RowAction>
            {u.locked && (
              <RowAction
                label={`${m.unlock} ${u.userName}`}
                text={m.unlock}
                color="blue.8"
                onClick={async () => show(await unlock.run(u.userId))}
              >
                <IconLockOpen size={18} aria-hidden />
              </RowAction>
            )}
          </Group>
        ),
    },
    {
      header: m.colUserName,
      render: (u) => u.userName,
      primary: true,
      noWrap: true,
      sortField: SORT_FIELD.userName,
    },
    { header: m.colName, render: (u) => `${u.firstName} ${u.lastName}`, sortField: SORT_FIELD.name },
    { header: m.colEmail, render: (u) => u.email || '—', sortField: SORT_FIELD.email },
    { header: m.colPhone, render: (u) => u.phone || '—', noWrap: true },
    { header: m.colRole, render: (u) => u.roleName || '—', sortField: SORT_FIELD.role },
    { header: m.colStatus, render: (u) => <StatusBadges user={u} /> },
  ];

  return (
    <Stack gap="md">
      <Group justify="flex-end">
        <Button leftSection={<IconPlus size={16} aria-hidden />} onClick={() => setAdding(true)}>
          {m.addUser}
        </Button>
      </Group>
      <ListToolbar
        state={list}
        what={NAME}
        filters={filters}
        onExport={(format) => exportUsers(list.apiQuery, format)}
        count={users.data}
      />
      {users.isError ? (
        <LoadFailed
          title={m.loadFailed}
          retry={m.retry}
          error={users.error}
          onRetry={() => void users.refetch()}
        />
      ) : (
        <PagedTable
          caption={m.tabUsers}
          columns={columns}
          rows={users.data?.rows}
          total={users.data?.total}
          pageSize={USERS_PAGE_SIZE}
          page={list.page}
          onPageChange={list.setPage}
          sort={list.sort}
          onSortChange={list.setSort}
          loading={users.isPending}
          busy={users.isPlaceholderData}
          emptyText={list.filtered ? noMatchText(NAME, list.query.q, chips) : m.noUsers}
          getRowKey={(u) => u.userId}
          minWidth={900}
        />
      )}
      <AddUserModal
        opened={adding}
        onClose={() => setAdding(false)}
        onCreated={(result) => {
          setAdding(false);
          setOneTime(result);
        }}
      />
      <OneTimePasswordDialog result={oneTime} onClose={() => setOneTime(null)} />
    </Stack>
  );
}
