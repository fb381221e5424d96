import {
  type AttributeItem,
  type Company,
  MODULES,
  type ModuleName,
  type Role,
  type SessionContext,
  type Site,
  type SubscriptionCheckResponse,
  type User,
} from '@sitebook/contract';
import { useQuery } from '@tanstack/react-query';
import { ApiError } from '../api-client';
import { useStoredSession } from '../session-store';
import { auditQuery } from './api/audit-user';
import { subscriptionQuery } from './api/check-subscription';
import { companyQuery } from './api/get-company';
import { listsQuery, type ReferenceLists } from './api/get-lists';
import { roleQuery } from './api/get-roles';
import { sitesQuery } from './api/get-sites';
import { userQuery } from './api/get-user';

export type SessionStatus = 'anonymous' | 'loading' | 'error' | 'ready';

export interface SessionState {
  status: SessionStatus;
  userName?: string;
  user?: User;
  role?: Role;
  /** The role's modules that exist in the sidebar, in MODULES order. */
  modules: (typeof MODULES)[number][];
  company?: Company;
  subscription?: SubscriptionCheckResponse;
  /** Reference lists keyed by list name (e.g. 'vendor.category', 'common.state.india'). */
  lists: ReferenceLists;
  sites: Site[];
  /** companyCode, apiKey, userName, clientName (= companyCode), once the company is known. */
  context?: SessionContext;
  error?: unknown;
  /** Re-runs the failed steps. */
  retry: () => void;
}

/** A fully loaded session: what screens under /home read. */
export interface ReadySession extends SessionState {
  status: 'ready';
  userName: string;
  user: User;
  role: Role;
  company: Company;
  context: SessionContext;
}

/** Retry a failed step once, unless the server refused it (4xx): that answer will not change. */
const retryOnce = (count: number, error: unknown) =>
  count < 1 && !(error instanceof ApiError && error.status >= 400 && error.status < 500);

const staticOptions = {
  staleTime: Number.POSITIVE_INFINITY,
  gcTime: Number.POSITIVE_INFINITY,
  retry: retryOnce,
} as const;

/**
 * The logged-in session, loaded in the spec's order (see bootstrap.ts). Every caller shares the
 * same cached queries; a reload with stored tokens runs them again.
 */
export function useSession(): SessionState {
  const stored = useStoredSession();
  const userName = stored?.userName ?? '';
  const jwt = stored?.jwt ?? '';
  const user = useQuery({ ...userQuery(userName), ...staticOptions, enabled: !!stored });
  const role = useQuery({ ...roleQuery(user.data?.userId ?? 0), ...staticOptions, enabled: !!user.data });
  const company = useQuery({
    ...companyQuery(user.data?.companyId ?? 0, jwt),
    ...staticOptions,
    enabled: !!user.data,
  });
  const c = company.data;
  const r = role.data;
  const subscription = useQuery({
    ...subscriptionQuery(c?.id ?? 0, r?.erfProductId ?? 0),
    ...staticOptions,
    enabled: !!c && !!r,
  });
  const audit = useQuery({
    ...auditQuery(c?.companyCode ?? '', userName, jwt),
    ...staticOptions,
    retry: 0,
    enabled: !!c && !!r && subscription.isSuccess,
  });
  const lists = useQuery({
    ...listsQuery(
      r?.userRoleName ?? '',
      c ?? { id: 0, companyCode: '', companyName: '', apiKey: '', country: '' },
    ),
    ...staticOptions,
    enabled: !!c && !!r && audit.isSuccess,
  });
  const sites = useQuery({
    ...sitesQuery(c?.companyCode ?? ''),
    ...staticOptions,
    enabled: !!c && lists.isSuccess,
  });

  const steps = [user, role, company, subscription, audit, lists, sites];
  const failed = steps.find((q) => q.isError);
  const retry = () => {
    for (const q of steps) if (q.isError) void q.refetch();
  };

  const granted = new Set((r?.modules ?? []).map((m) => m.moduleName));
  const modules = MODULES.filter((m) => granted.has(m.name as ModuleName));

  let status: SessionStatus = 'loading';
  if (!stored) status = 'anonymous';
  else if (failed) status = 'error';
  else if (steps.every((q) => q.isSuccess)) status = 'ready';

  return {
    status,
    userName: stored?.userName,
    user: user.data,
    role: r,
    modules,
    company: c,
    subscription: subscription.data,
    lists: lists.data ?? {},
    sites: sites.data ?? [],
    context: c
      ? { companyCode: c.companyCode, apiKey: c.apiKey, userName, clientName: c.companyCode }
      : undefined,
    error: failed?.error,
    retry,
  };
}

/** For screens under /home, which render only once the session is ready. */
export function useReadySession(): ReadySession {
  const session = useSession();
  if (session.status !== 'ready') throw new Error('useReadySession used before the session was loaded');
  return session as ReadySession;
}

/** The options of one reference list (empty when the role does not load it). */
export function useList(name: string): AttributeItem[] {
  return useSession().lists[name] ?? [];
}
