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
import { useStoredSession } from '../session-store';
import { sessionQuery } from './api/get-bootstrap';
import type { ReferenceLists } from './api/get-lists';

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

/**
 * The logged-in session. After sign-in the login screen has loaded it with the spec's calls
 * (bootstrap.ts); a reload or a pasted link loads it in one call. Every caller shares the one
 * cached query.
 */
export function useSession(): SessionState {
  const stored = useStoredSession();
  const userName = stored?.userName ?? '';
  const session = useQuery({ ...sessionQuery(userName, stored?.jwt ?? ''), enabled: !!stored });
  const data = session.data;
  const c = data?.company;
  const granted = new Set((data?.role.modules ?? []).map((m) => m.moduleName));
  const modules = MODULES.filter((m) => granted.has(m.name as ModuleName));

  let status: SessionStatus = 'loading';
  if (!stored) status = 'anonymous';
  else if (session.isError) status = 'error';
  else if (data) status = 'ready';

  return {
    status,
    userName: stored?.userName,
    user: data?.user,
    role: data?.role,
    modules,
    company: c,
    subscription: data?.subscription,
    lists: data?.lists ?? {},
    sites: data?.sites ?? [],
    context: c
      ? { companyCode: c.companyCode, apiKey: c.apiKey, userName, clientName: c.companyCode }
      : undefined,
    error: session.error ?? undefined,
    retry: () => void session.refetch(),
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
