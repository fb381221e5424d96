import { PORTAL_ADMIN_ROLE } from '@sitebook/contract';
import { PlaceholderPage } from '../components/placeholder-page';
import { CompaniesPanel } from '../features/portal/companies-panel';
import { useSession } from '../lib/session/use-session';

/**
 * /home/admin. The portal's administrator (role PortalAdmin) gets the Companies panel; every other
 * role the Admin placeholder for now. (Issue 15 point 3; the admin users/roles work adds its tabs here.)
 */
export default function AdminPage() {
  const session = useSession();
  if (session.role?.userRoleName === PORTAL_ADMIN_ROLE) return <CompaniesPanel />;
  return <PlaceholderPage title="Admin" />;
}
