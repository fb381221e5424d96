import { Button, Group, Stack, Text } from '@mantine/core';
import {
  ADMIN_ROLE_TYPE,
  commonMessages,
  siteAdminLabels as L,
  listMessages,
  siteAdminMessages as m,
  SITE_FILTER_STATUSES,
  type SiteInput,
  type SiteListSort,
  type SiteRecord,
  siteLabel,
  siteListQuerySchema,
} from '@sitebook/contract';
import { IconEdit } from '@tabler/icons-react';
import { useState } from 'react';
import { activeToggleColumn } from '../../components/active-toggle-column';
import { confirmDialog } from '../../components/dialogs';
import type { ListFilter } from '../../components/list-filters';
import { ListToolbar, noMatchText, useFilterChips } from '../../components/list-toolbar';
import { LoadFailed } from '../../components/load-failed';
import { notifySuccess, showOutcome } from '../../components/notify';
import { PageTitle } from '../../components/page-title';
import { PagedTable, type PagedTableColumn } from '../../components/paged-table';
import { RowAction } from '../../components/row-action';
import { useListState } from '../../lib/list-state';
import { useReadySession } from '../../lib/session/use-session';
import { failureText, useAction } from '../../lib/use-action';
import { exportSites, SITE_PAGE_SIZE, useSitePage, useSiteWrite } from './api/sites';
import { SiteFormModal } from './site-form-modal';

/** The heading: the spec's placeholder title of /home/site. */
const TITLE = 'Site Management';

const NAME = listMessages.names.sites;

/** The site list's filter: Active or Inactive. */
const FILTERS: ListFilter[] = [
  {
    kind: 'multiSelect',
    name: 'status',
    label: listMessages.status,
    options: SITE_FILTER_STATUSES.map((s) => ({ value: s, label: s === 'Active' ? m.active : m.inactive })),
  },
];

/** The columns the server sorts by (SITE_LIST_SORTS). */
const SORT_FIELD = {
  code: 'siteCode',
  name: 'siteName',
  city: 'city',
  status: 'status',
} as const satisfies Record<string, SiteListSort>;

/**
 * Site Management (/home/site): the company's sites paged, searched, filtered and sorted
 * with the query in the URL; an administrator adds, edits, deactivates and reactivates
 * them (others see the list only).
 */
export default function SiteManagementPage() {
  const { role, context } = useReadySession();
  const isAdmin = role.roleType === ADMIN_ROLE_TYPE;
  const list = useListState(siteListQuerySchema, { pageSize: SITE_PAGE_SIZE });
  const chips = useFilterChips(list, FILTERS);
  const sites = useSitePage(list.page, list.apiQuery);
  const write = useAction(useSiteWrite());
  const [editing, setEditing] = useState<SiteRecord | null>(null);
  const [formOpen, setFormOpen] = useState(false);
  /** The row whose Active toggle is on its way. */
  const busyId = write.variables?.kind === 'active' ? write.variables.id : null;
  const [savedMessage, setSavedMessage] = useState<string | null>(null);

  const openForm = (site: SiteRecord | null) => {
    setEditing(site);
    setFormOpen(true);
  };

  const save = async (input: SiteInput): Promise<string | null> => {
    const outcome = await write.run(
      editing ? { kind: 'update', id: editing.siteId, input } : { kind: 'create', input },
    );
    if (!outcome.ok) return failureText(outcome, { unreachable: commonMessages.unreachable });
    // The saved message shows once the form has closed (one dialog at a time).
    setSavedMessage(outcome.data.message);
    setFormOpen(false);
    return null;
  };

  const toggle = async (site: SiteRecord) => {
    if (
      site.active &&
      !(await confirmDialog(m.confirmDeactivate(siteLabel(site)), { title: m.confirmDeactivateTitle }))
    ) {
      return;
    }
    const outcome = await write.run({ kind: 'active', id: site.siteId, active: !site.active });
    await showOutcome(
      outcome.ok,
      outcome.ok ? outcome.data.message : failureText(outcome, { unreachable: commonMessages.unreachable }),
    );
  };

  const columns: PagedTableColumn<SiteRecord>[] = [
    ...(isAdmin
      ? ([
          {
            header: m.edit,
            action: true,
            align: 'center',
            render: (s) => (
              <RowAction label={`${m.edit} ${s.siteCode}`} color="orange.9" onClick={() => openForm(s)}>
                <IconEdit size={20} aria-hidden />
              </RowAction>
            ),
          },
          activeToggleColumn<SiteRecord>({
            texts: m,
            isActive: (s) => s.active,
            name: (s) => s.siteCode,
            busy: (s) => busyId === s.siteId,
            onToggle: (s) => void toggle(s),
          }),
        ] satisfies PagedTableColumn<SiteRecord>[])
      : []),
    { header: L.code, render: (s) => s.siteCode, noWrap: true, primary: true, sortField: SORT_FIELD.code },
    { header: L.name, render: (s) => s.siteName, sortField: SORT_FIELD.name },
    { header: L.address, render: (s) => s.address },
    { header: L.city, render: (s) => s.city, sortField: SORT_FIELD.city },
    { header: L.state, render: (s) => s.state },
    { header: L.lead, render: (s) => s.siteLead || m.noLead },
    {
      header: L.status,
      sortField: SORT_FIELD.status,
      render: (s) => (
        <Text span fw={600} size="sm" c={s.active ? '#1b5e20' : 'gray.8'}>
          {s.active ? m.active : m.inactive}
        </Text>
      ),
    },
  ];

  return (
    <Stack gap="md">
      <Group justify="space-between" align="center" wrap="wrap" gap="sm">
        <PageTitle mb={0}>{TITLE}</PageTitle>
        {isAdmin && <Button onClick={() => openForm(null)}>{m.addSite}</Button>}
      </Group>
      <ListToolbar
        state={list}
        what={NAME}
        filters={FILTERS}
        onExport={(format) => exportSites(context.companyCode, list.apiQuery, format)}
        count={sites.data}
      />
      {sites.isError && (
        <LoadFailed
          title={m.loadFailed}
          retry={m.retry}
          error={sites.error}
          onRetry={() => void sites.refetch()}
        />
      )}
      <PagedTable
        columns={columns}
        rows={sites.data?.rows}
        total={sites.data?.total}
        pageSize={SITE_PAGE_SIZE}
        page={list.page}
        onPageChange={list.setPage}
        sort={list.sort}
        onSortChange={list.setSort}
        loading={sites.isPending}
        busy={sites.isFetching}
        caption={m.caption}
        getRowKey={(s) => s.siteId}
        emptyText={list.filtered ? noMatchText(NAME, list.query.q, chips) : m.empty}
        minWidth={820}
      />
      <SiteFormModal
        site={editing}
        opened={formOpen}
        onClose={() => setFormOpen(false)}
        onSubmit={save}
        saving={write.pending && write.variables?.kind !== 'active'}
        onClosed={() => {
          if (savedMessage) notifySuccess(savedMessage);
          setSavedMessage(null);
        }}
      />
    </Stack>
  );
}
