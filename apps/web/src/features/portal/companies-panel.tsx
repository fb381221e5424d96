import { Alert, Button, Group, Stack, Text, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import {
  portalMessages as m,
  type PortalAdminCreate,
  type PortalCompany,
  type PortalCompanyCreate,
  vendorMessages,
} from '@sitebook/contract';
import { useState } from 'react';
import { alertDialog, confirmDialog } from '../../components/dialogs';
import { notifySuccess } from '../../components/notify';
import { PageTitle } from '../../components/page-title';
import { PagedTable, type PagedTableColumn } from '../../components/paged-table';
import { messageOf } from '../../lib/api-errors';
import { useFormat } from '../../lib/format';
import { type ActionFailure, outcomeText, useAction } from '../../lib/use-action';
import { useCompanies, useCreateAdmin, useCreateCompany, useRotateKey, useSuspend } from './api/companies';
import { CreateAdminDialog, CreateCompanyDialog } from './company-forms';
import { type Secret, SecretDialog } from './secret-dialog';

const PAGE_SIZE = 10;

/**
 * The portal's Companies (PortalAdmin, on /home/admin): every company, paged and searchable; create
 * one (its API key shown once), rotate its key (shown once), suspend or unsuspend it, and create its
 * first administrator (a generated password shown once).
 */
export function CompaniesPanel() {
  const [page, setPage] = useState(1);
  const [search, setSearch] = useState('');
  const [q] = useDebouncedValue(search.trim(), 300);
  const companies = useCompanies(page, PAGE_SIZE, q);
  const format = useFormat();
  const createCompany = useAction(useCreateCompany());
  const rotate = useAction(useRotateKey());
  const suspend = useAction(useSuspend());
  const createAdmin = useAction(useCreateAdmin());
  const [creating, setCreating] = useState(false);
  const [adminFor, setAdminFor] = useState<string | null>(null);
  const [secret, setSecret] = useState<Secret | null>(null);

  const failed = (failure: ActionFailure) =>
    alertDialog(outcomeText(failure, vendorMessages.somethingWentWrong), { title: m.failedTitle });

  const onCreate = async (company: PortalCompanyCreate) => {
    const outcome = await createCompany.run(company);
    if (!outcome.ok) {
      await failed(outcome);
      return false;
    }
    const body = outcome.data;
    setSecret({
      title: m.createCompany,
      message: body.message,
      label: m.apiKeyLabel,
      value: body.apiKey,
      note: m.apiKeyOnce,
    });
    return true;
  };
  const onRotate = async (row: PortalCompany) => {
    if (!(await confirmDialog(m.rotateConfirm(row.companyCode), { title: m.rotateConfirmTitle }))) return;
    const outcome = await rotate.run(row.companyCode);
    if (!outcome.ok) return failed(outcome);
    const body = outcome.data;
    setSecret({
      title: m.rotateKey,
      message: body.message,
      label: m.apiKeyLabel,
      value: body.apiKey,
      note: m.apiKeyOnce,
    });
  };
  const onSuspend = async (row: PortalCompany) => {
    const suspended = row.status !== m.statusSuspended;
    if (
      suspended &&
      !(await confirmDialog(m.suspendConfirm(row.companyCode), { title: m.suspendConfirmTitle }))
    ) {
      return;
    }
    const outcome = await suspend.run({ code: row.companyCode, suspended });
    if (!outcome.ok) return failed(outcome);
    notifySuccess(outcomeText(outcome, ''), m.successTitle);
  };
  const onCreateAdmin = async (code: string, admin: PortalAdminCreate) => {
    const outcome = await createAdmin.run({ code, body: admin });
    if (!outcome.ok) {
      await failed(outcome);
      return false;
    }
    const body = outcome.data;
    if (body.password) {
      setSecret({
        title: m.adminTitle(code),
        message: `${body.message} ${m.signInWith(code, body.userName)}`,
        label: m.passwordLabel,
        value: body.password,
        note: m.passwordOnce,
      });
    } else {
      await alertDialog(`${body.message} ${m.signInWith(code, body.userName)}`, { title: m.successTitle });
    }
    return true;
  };

  const columns: PagedTableColumn<PortalCompany>[] = [
    { header: m.codeLabel, primary: true, noWrap: true, render: (r) => r.companyCode },
    { header: m.nameLabel, render: (r) => r.companyName },
    { header: m.countryLabel, render: (r) => r.country },
    {
      header: m.vendorLimitLabel,
      align: 'right',
      render: (r) => (r.vendorLimit === null ? '—' : r.vendorLimit),
    },
    { header: m.subscriptionStartLabel, noWrap: true, render: (r) => format.date(r.subscriptionStart) },
    { header: m.subscriptionEndLabel, noWrap: true, render: (r) => format.date(r.subscriptionEnd) },
    {
      header: m.statusLabel,
      render: (r) => (
        <Text size="sm" fw={600} c={r.status === m.statusActive ? undefined : 'red.9'}>
          {r.status}
        </Text>
      ),
    },
    { header: m.usersLabel, align: 'right', render: (r) => r.users },
    {
      header: m.actionsLabel,
      key: 'actions',
      render: (r) => (
        <Group gap={6} wrap="wrap">
          <Button
            size="compact-sm"
            variant="default"
            aria-label={`${m.rotateKey} ${r.companyCode}`}
            onClick={() => void onRotate(r)}
          >
            {m.rotateKey}
          </Button>
          <Button
            size="compact-sm"
            variant="outline"
            color={r.status === m.statusSuspended ? 'teal.9' : 'red.9'}
            aria-label={`${r.status === m.statusSuspended ? m.unsuspend : m.suspend} ${r.companyCode}`}
            onClick={() => void onSuspend(r)}
          >
            {r.status === m.statusSuspended ? m.unsuspend : m.suspend}
          </Button>
          {r.users === 0 && (
            <Button
              size="compact-sm"
              aria-label={`${m.createAdmin} ${r.companyCode}`}
              onClick={() => setAdminFor(r.companyCode)}
            >
              {m.createAdmin}
            </Button>
          )}
        </Group>
      ),
    },
  ];

  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-end" wrap="wrap">
        <PageTitle mb={0}>{m.companiesTitle}</PageTitle>
        <Button onClick={() => setCreating(true)}>{m.createCompany}</Button>
      </Group>
      <TextInput
        label={m.searchLabel}
        placeholder={m.searchPlaceholder}
        value={search}
        onChange={(e) => {
          setSearch(e.currentTarget.value);
          setPage(1);
        }}
        maw={360}
      />
      {companies.isError ? (
        <Alert color="red" role="alert">
          {messageOf((companies.error as { body?: unknown }).body) ?? vendorMessages.somethingWentWrong}
        </Alert>
      ) : (
        <PagedTable
          caption={m.companiesTitle}
          columns={columns}
          rows={companies.data?.rows}
          total={companies.data?.total ?? 0}
          page={page}
          onPageChange={setPage}
          busy={companies.isFetching}
          loading={companies.isPending}
          pageSize={PAGE_SIZE}
          getRowKey={(r) => r.companyId}
          minWidth={900}
        />
      )}
      <CreateCompanyDialog
        opened={creating}
        sending={createCompany.pending}
        onClose={() => setCreating(false)}
        onCreate={onCreate}
      />
      <CreateAdminDialog
        companyCode={adminFor}
        sending={createAdmin.pending}
        onClose={() => setAdminFor(null)}
        onCreate={onCreateAdmin}
      />
      <SecretDialog secret={secret} onClose={() => setSecret(null)} />
    </Stack>
  );
}
