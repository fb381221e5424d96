import {
  Alert,
  Badge,
  Button,
  Checkbox,
  Chip,
  Group,
  Modal,
  Paper,
  SegmentedControl,
  Stack,
  Text,
  TextInput,
} from '@mantine/core';
import {
  type AdminRole,
  type AdminRoleSave,
  adminRoleSaveSchema,
  DEFAULT_ROLE_RIGHTS,
  MODULE_NAMES,
  adminMessages as m,
  ROLE_RIGHTS,
  ROLE_TYPES,
  type RoleRight,
  type RoleType,
} from '@sitebook/contract';
import { IconEdit, IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { LoadFailed } from '../../components/load-failed';
import { notifySuccess } from '../../components/notify';
import { PagedTable, type PagedTableColumn } from '../../components/paged-table';
import { RowAction } from '../../components/row-action';
import { outcomeText, useAction } from '../../lib/use-action';
import { useRoles, useSaveRole } from './api';

type Draft = { roleId?: number; name: string; roleType: RoleType; modules: Record<string, RoleRight[]> };

const draftOf = (role?: AdminRole): Draft =>
  role
    ? {
        roleId: role.roleId,
        name: role.name,
        roleType: role.roleType === 'ADMIN' ? 'ADMIN' : 'USER',
        modules: Object.fromEntries(
          role.modules.map((mod) => [
            mod.moduleName,
            mod.rights.filter((r): r is RoleRight => (ROLE_RIGHTS as readonly string[]).includes(r)),
          ]),
        ),
      }
    : { name: '', roleType: 'USER', modules: {} };

/** The form of a role: name, type, the modules granted and the rights inside each. */
function RoleModal({ draft, onClose }: { draft: Draft | null; onClose: () => void }) {
  const save = useAction(useSaveRole());
  const [value, setValue] = useState<Draft | null>(draft);
  const [error, setError] = useState<string | null>(null);
  const [nameError, setNameError] = useState<string | null>(null);
  if (draft !== null && value === null) setValue(draft);
  if (draft === null && value !== null) setValue(null);
  const current = value ?? draftOf();

  const toggleModule = (name: string, on: boolean) => {
    const modules = { ...current.modules };
    if (on) modules[name] = [...DEFAULT_ROLE_RIGHTS[current.roleType]];
    else delete modules[name];
    setValue({ ...current, modules });
  };
  const submit = async () => {
    setError(null);
    const body: AdminRoleSave = {
      name: current.name,
      roleType: current.roleType,
      modules: MODULE_NAMES.filter((name) => current.modules[name]).map((moduleName) => ({
        moduleName,
        rights: current.modules[moduleName] ?? [],
      })),
    };
    const parsed = adminRoleSaveSchema.safeParse(body);
    if (!parsed.success) {
      const issue = parsed.error.issues[0];
      if (issue?.path[0] === 'name') setNameError(issue.message);
      else setError(issue?.message ?? m.loadFailed);
      return;
    }
    const outcome = await save.run({ roleId: current.roleId, body: parsed.data });
    if (!outcome.ok) {
      setError(outcomeText(outcome, m.loadFailed));
      return;
    }
    onClose();
    notifySuccess(outcome.data.message);
  };

  return (
    <Modal
      opened={draft !== null}
      onClose={onClose}
      title={current.roleId === undefined ? m.addRole : m.editRole}
      size="xl"
      centered
      closeButtonProps={{ 'aria-label': m.close }}
    >
      <Stack gap="sm">
        {error && (
          <Alert color="red" role="alert">
            {error}
          </Alert>
        )}
        <TextInput
          label={m.roleName}
          required
          value={current.name}
          error={nameError}
          onChange={(e) => {
            setNameError(null);
            setValue({ ...current, name: e.currentTarget.value });
          }}
        />
        <Stack gap={4}>
          <Text size="sm" fw={500} id="role-type-label">
            {m.roleType}
          </Text>
          <SegmentedControl
            aria-labelledby="role-type-label"
            data={[...ROLE_TYPES]}
            value={current.roleType}
            onChange={(v) => setValue({ ...current, roleType: v === 'ADMIN' ? 'ADMIN' : 'USER' })}
            w={{ base: '100%', xs: 240 }}
          />
        </Stack>
        <Text size="sm" fw={500}>
          {m.modules}
        </Text>
        <Stack gap="xs">
          {MODULE_NAMES.map((name) => {
            const rights = current.modules[name];
            return (
              <Paper key={name} withBorder p="xs">
                <Checkbox
                  label={name}
                  checked={rights !== undefined}
                  onChange={(e) => toggleModule(name, e.currentTarget.checked)}
                />
                {rights !== undefined && (
                  <Chip.Group
                    multiple
                    value={rights}
                    onChange={(next) =>
                      setValue({ ...current, modules: { ...current.modules, [name]: next as RoleRight[] } })
                    }
                  >
                    <Group gap={6} mt="xs" ml="lg" role="group" aria-label={`${m.rights}: ${name}`}>
                      {ROLE_RIGHTS.map((right) => (
                        <Chip key={right} value={right} size="xs">
                          {right}
                        </Chip>
                      ))}
                    </Group>
                  </Chip.Group>
                )}
              </Paper>
            );
          })}
        </Stack>
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {m.cancel}
          </Button>
          <Button onClick={() => void submit()} loading={save.pending}>
            {m.save}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}

/** Admin → Roles: the company's roles, add and edit. */
export function RolesTab() {
  const roles = useRoles();
  const [editing, setEditing] = useState<Draft | null>(null);
  const columns: PagedTableColumn<AdminRole>[] = [
    {
      header: m.editRole,
      action: true,
      render: (r) => (
        <RowAction label={`${m.editRole} ${r.name}`} color="orange.8" onClick={() => setEditing(draftOf(r))}>
          <IconEdit size={18} aria-hidden />
        </RowAction>
      ),
    },
    { header: m.colRoleName, render: (r) => r.name, primary: true },
    {
      header: m.colRoleType,
      render: (r) => (
        <Badge variant="outline" color={r.roleType === 'ADMIN' ? 'orange.9' : 'gray.8'}>
          {r.roleType}
        </Badge>
      ),
    },
    {
      header: m.colModules,
      render: (r) =>
        r.modules.length === 0
          ? '—'
          : r.modules
              .map((mod) =>
                mod.rights.length > 0 ? `${mod.moduleName} (${mod.rights.join(', ')})` : mod.moduleName,
              )
              .join('; '),
    },
    { header: m.colUsers, render: (r) => r.users, align: 'right' },
  ];
  return (
    <Stack gap="md">
      <Group justify="flex-end">
        <Button leftSection={<IconPlus size={16} aria-hidden />} onClick={() => setEditing(draftOf())}>
          {m.addRole}
        </Button>
      </Group>
      {roles.isError ? (
        <LoadFailed
          title={m.loadFailed}
          retry={m.retry}
          error={roles.error}
          onRetry={() => void roles.refetch()}
        />
      ) : (
        <PagedTable
          caption={m.tabRoles}
          columns={columns}
          rows={roles.data}
          pageSize={20}
          loading={roles.isPending}
          emptyText={m.noRoles}
          getRowKey={(r) => r.roleId}
          minWidth={700}
        />
      )}
      <RoleModal draft={editing} onClose={() => setEditing(null)} />
    </Stack>
  );
}
