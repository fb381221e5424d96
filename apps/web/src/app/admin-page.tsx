import { Tabs } from '@mantine/core';
import { companyListMessages } from '@sitebook/contract';
import { PageTitle } from '../components/page-title';
import { CompanyListsPanel } from '../features/company-lists/company-lists-panel';

/**
 * Admin (/home/admin): a minimal composition with the company lists (issue 15). The Admin page's
 * other tabs (users, roles, ...) are composed by their owners; the heading is the spec's title.
 */
export default function AdminPage() {
  return (
    <>
      <PageTitle>Admin</PageTitle>
      <Tabs defaultValue="lists" keepMounted={false}>
        <Tabs.List mb="md">
          <Tabs.Tab value="lists">{companyListMessages.tabLists}</Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="lists">
          <CompanyListsPanel />
        </Tabs.Panel>
      </Tabs>
    </>
  );
}
