import { Tabs } from '@mantine/core';
import {
  companyListMessages,
  adminMessages as m,
  notificationScreenMessages,
  PORTAL_ADMIN_ROLE,
} from '@sitebook/contract';
import { IconAddressBook, IconHistory, IconId, IconList, IconMail, IconUsers } from '@tabler/icons-react';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { PageTitle } from '../components/page-title';
import { AuditTab } from '../features/company-admin/audit-tab';
import { ProfileTab } from '../features/company-admin/profile-tab';
import { RolesTab } from '../features/company-admin/roles-tab';
import { UsersTab } from '../features/company-admin/users-tab';
import { CompanyListsPanel } from '../features/company-lists/company-lists-panel';
import { MailTab } from '../features/mail-admin/mail-tab';
import { CompaniesPanel } from '../features/portal/companies-panel';
import { useSession } from '../lib/session/use-session';

/**
 * /home/admin: the portal's administrator (role PortalAdmin) gets the Companies panel;
 * every other role the spec's placeholder heading over the company's administration, one tab per
 * part, each owned by its feature.
 */
export default function AdminPage() {
  const session = useSession();
  if (session.role?.userRoleName === PORTAL_ADMIN_ROLE) return <CompaniesPanel />;
  return <CompanyAdministration />;
}

const ADMIN_TABS = ['users', 'roles', 'lists', 'profile', 'audit', 'mail'];

function CompanyAdministration() {
  // `?tab=lists&list=...` opens a tab (a form's empty picker links there: empty-list-hint.tsx).
  const [params, setParams] = useSearchParams();
  const [tab, setTab] = useState<string | null>(() => {
    const asked = params.get('tab');
    return asked && ADMIN_TABS.includes(asked) ? asked : 'users';
  });
  // Users and the audit log keep their search and filters in the URL: a tab starts with none.
  const openTab = (value: string | null) => {
    setTab(value);
    setParams({}, { replace: true });
  };
  return (
    <>
      <PageTitle>Admin</PageTitle>
      <Tabs value={tab} onChange={openTab} keepMounted={false}>
        <Tabs.List mb="md">
          <Tabs.Tab value="users" leftSection={<IconUsers size={16} aria-hidden />}>
            {m.tabUsers}
          </Tabs.Tab>
          <Tabs.Tab value="roles" leftSection={<IconId size={16} aria-hidden />}>
            {m.tabRoles}
          </Tabs.Tab>
          <Tabs.Tab value="lists" leftSection={<IconList size={16} aria-hidden />}>
            {companyListMessages.tabLists}
          </Tabs.Tab>
          <Tabs.Tab value="profile" leftSection={<IconAddressBook size={16} aria-hidden />}>
            {m.tabProfile}
          </Tabs.Tab>
          <Tabs.Tab value="audit" leftSection={<IconHistory size={16} aria-hidden />}>
            {m.tabAudit}
          </Tabs.Tab>
          <Tabs.Tab value="mail" leftSection={<IconMail size={16} aria-hidden />}>
            {notificationScreenMessages.tabMail}
          </Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="users">
          <UsersTab />
        </Tabs.Panel>
        <Tabs.Panel value="roles">
          <RolesTab />
        </Tabs.Panel>
        <Tabs.Panel value="lists">
          <CompanyListsPanel />
        </Tabs.Panel>
        <Tabs.Panel value="profile">
          <ProfileTab />
        </Tabs.Panel>
        <Tabs.Panel value="audit">
          <AuditTab />
        </Tabs.Panel>
        <Tabs.Panel value="mail">
          <MailTab />
        </Tabs.Panel>
      </Tabs>
    </>
  );
}
