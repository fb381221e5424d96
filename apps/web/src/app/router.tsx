import { Center, Loader } from '@mantine/core';
import { MODULES, PLACEHOLDER_MODULES } from '@sitebook/contract';
import { createHashRouter, Navigate, type RouteObject, redirect } from 'react-router';
import { PlaceholderPage } from '../components/placeholder-page';
import LoginPage from '../features/login/login-page';
import { sendSessionEarly } from '../lib/session/early-session';
import { getSession } from '../lib/session-store';
import { lazyRoute } from './lazy-route';
import { RouteError } from './route-error';

function FullPageLoader() {
  return (
    <Center mih="100vh">
      <Loader color="orange" aria-label="Loading" />
    </Center>
  );
}

/** '/home/employee' → 'employee' for every placeholder module. */
const placeholderModuleRoutes: RouteObject[] = MODULES.filter(
  (m) => PLACEHOLDER_MODULES.includes(m.name) && m.name !== 'Admin',
).map((m) => ({ path: m.path.replace('/home/', ''), element: <PlaceholderPage title={m.name} /> }));

/**
 * The route table (each module's route: MODULES in the contract), as hash routes. Each
 * record screen also takes its record's code (`viewvendor/:vendorCode`, ...; lib/record-paths.ts),
 * which the lists link to; the spec's id-less routes still open with the record as navigation state.
 */
export const routes: RouteObject[] = [
  {
    path: '/',
    errorElement: <RouteError />,
    HydrateFallback: FullPageLoader,
    children: [
      {
        index: true,
        // With a stored session the login screen is skipped.
        loader: () => (getSession() ? redirect('/home') : null),
        element: <LoginPage />,
      },
      {
        // Change my password: after a one-time password, and from the header's badge menu.
        path: 'password',
        loader: () => (getSession() ? null : redirect('/')),
        lazy: lazyRoute(() => import('../features/account/change-password-page')),
      },
      {
        path: 'home',
        loader: () => {
          const session = getSession();
          if (!session) return redirect('/');
          return session.mustChangePassword ? redirect('/password') : null;
        },
        lazy: lazyRoute(() => import('./layout/app-layout')),
        children: [
          {
            // Errors inside /home keep the header and sidebar around them.
            errorElement: <RouteError />,
            children: [
              // /home is the page of what needs the user's attention (one call, module-aware).
              { index: true, lazy: lazyRoute(() => import('../features/home/home-page')) },
              {
                path: 'approvals',
                lazy: lazyRoute(() => import('../features/approvals/approvals-page')),
              },
              // Every signed-in user's own notifications and their e-mail choices (?tab=settings).
              {
                path: 'notifications',
                lazy: lazyRoute(() => import('../features/notifications/notifications-page')),
              },
              ...placeholderModuleRoutes,
              { path: 'site', lazy: lazyRoute(() => import('../features/sites/site-management-page')) },
              // Admin: the company's administration, its tabs loading with it; the portal's
              // Companies for PortalAdmin (admin-page.tsx).
              { path: 'admin', lazy: lazyRoute(() => import('./admin-page')) },
              {
                path: 'vendor',
                lazy: lazyRoute(() => import('../features/vendors/vendor-section')),
                children: [
                  { index: true, loader: () => redirect('/home/vendor/myvendor') },
                  {
                    path: 'myvendor',
                    children: [
                      { index: true, lazy: lazyRoute(() => import('../features/vendors/vendor-list-page')) },
                      {
                        path: 'addvendor',
                        lazy: lazyRoute(() => import('../features/vendors/add-vendor-page')),
                      },
                      {
                        path: 'editvendor/:vendorCode?',
                        lazy: lazyRoute(() => import('../features/vendors/edit-vendor-page')),
                      },
                      {
                        path: 'viewvendor/:vendorCode?',
                        lazy: lazyRoute(() => import('./view-vendor-with-ledger')),
                      },
                    ],
                  },
                  {
                    path: 'payables',
                    children: [
                      {
                        index: true,
                        lazy: lazyRoute(() => import('../features/payables/payable-list-page')),
                      },
                      {
                        path: 'addpayable',
                        lazy: lazyRoute(() => import('../features/payables/add-payable-page')),
                      },
                      {
                        path: 'editpayable/:payableCode?',
                        lazy: lazyRoute(() => import('../features/payables/edit-payable-page')),
                      },
                      {
                        path: 'viewpayable/:payableCode?',
                        lazy: lazyRoute(() => import('../features/payables/view-payable-page')),
                      },
                      {
                        path: 'historypayable/:payableCode?',
                        lazy: lazyRoute(() => import('../features/payables/payable-history-page')),
                      },
                      {
                        path: 'statussumm',
                        lazy: lazyRoute(() => import('../features/payables/status-summary-page')),
                      },
                      {
                        path: 'settlement',
                        lazy: lazyRoute(() => import('../features/settlement/settlement-page')),
                      },
                      {
                        path: 'vendorsumm',
                        lazy: lazyRoute(() => import('../features/summaries/vendor-summary-page')),
                      },
                      {
                        // The charts (recharts) load with this screen only.
                        path: 'executivesumm',
                        lazy: lazyRoute(() => import('../features/summaries/executive-summary-page')),
                      },
                      {
                        path: 'payablesumm',
                        lazy: lazyRoute(() => import('../features/summaries/ageing-page')),
                      },
                    ],
                  },
                  // The charts load with Vendor Performance only.
                  {
                    path: 'performance',
                    lazy: lazyRoute(() => import('../features/vendor-performance/vendor-performance-page')),
                  },
                  {
                    path: 'rating',
                    lazy: lazyRoute(() => import('../features/vendor-ratings/vendor-rating-page')),
                  },
                ],
              },
              {
                path: 'advance',
                children: [
                  { index: true, lazy: lazyRoute(() => import('../features/advances/advance-index-page')) },
                  {
                    path: 'myadvancerequest',
                    lazy: lazyRoute(() => import('../features/advances/advance-list-page')),
                  },
                  {
                    path: 'addadvancerequest',
                    lazy: lazyRoute(() => import('../features/advances/add-advance-page')),
                  },
                  {
                    path: 'editadvancerequest/:advanceCode?',
                    lazy: lazyRoute(() => import('../features/advances/edit-advance-page')),
                  },
                  {
                    // Open advances by person, with an .xlsx export.
                    path: 'personbalance',
                    lazy: lazyRoute(() => import('../features/advances/person-balance-page')),
                  },
                ],
              },
              {
                path: 'expense',
                children: [
                  {
                    index: true,
                    lazy: lazyRoute(() => import('../features/advances/proof-submission-page')),
                  },
                  {
                    path: 'myexpenses',
                    lazy: lazyRoute(() => import('../features/expenses/my-expenses-page')),
                  },
                  {
                    path: 'spentinformation/:advanceCode?',
                    lazy: lazyRoute(() => import('../features/expenses/spent-information-page')),
                  },
                ],
              },
            ],
          },
        ],
      },
      { path: '*', element: <Navigate to="/" replace /> },
    ],
  },
];

/**
 * The app's router. A page load under /home with a stored session also sends the session's call at once (early-session.ts; the session query takes its answer),
 * before the router asks for the layout's and the screen's code, not once the layout has rendered.
 */
export function createAppRouter() {
  const session = getSession();
  if (session && /^#\/home(\/|$)/.test(window.location.hash)) sendSessionEarly(session.jwt);
  return createHashRouter(routes);
}
