import { API, listNamesForRole } from '@sitebook/contract';
import { jsonResponse } from './render';

export const DEMO = {
  user: { firstName: 'Demo', lastName: 'Admin', userId: 1, companyId: 1 },
  company: {
    id: 1,
    companyCode: 'DEMO01',
    companyName: 'Demo Constructions',
    apiKey: 'key-1',
    country: 'India',
    isDemo: false,
    timeZone: 'Asia/Kolkata',
  },
  role: (modules: string[], userRoleName = 'CompanyAdmin', roleType = 'ADMIN') => [
    {
      userRoleName,
      roleType,
      erfProductId: 1,
      modules: modules.map((moduleName, i) => ({ moduleId: i + 1, moduleName })),
    },
  ],
};

/** Admin → Profile's answer for the demo company. */
export const DEMO_PROFILE = {
  companyCode: 'DEMO01',
  companyName: 'Demo Constructions',
  country: 'India',
  vendorLimit: null,
  subscriptionStart: null,
  subscriptionEnd: null,
  subscriptionStatus: 'Active',
  timeZone: 'Asia/Kolkata',
  remittanceAdvice: false,
};

export interface FakeServerOptions {
  modules?: string[];
  roleName?: string;
  /** The role's type (default ADMIN). */
  roleType?: string;
  /** Hold the company answer until this promise resolves. */
  companyGate?: Promise<void>;
  /** Fields that replace the demo company's. */
  company?: Partial<typeof DEMO.company>;
  /** The subscription check's answer (default: active, no dates). */
  subscription?: { expired: boolean; startDate: string | null; endDate: string | null; status: string };
  /** Onetime-attribute lists by name; lists not named answer one 'Alpha' item. */
  lists?: Record<string, { code: string; value: string }[]>;
  /**
   * The company's sites (default: RST01 only; `active` unless it says false). The session's call
   * answers the active ones; the call with `inactive=include` all of them.
   */
  sites?: { siteId: number; siteName: string; siteCode: string; active?: boolean }[];
  /** Answers the calls the session does not make; undefined falls through to the default 404. */
  handle?: (call: RecordedCall) => Response | undefined | Promise<Response | undefined>;
}

export interface RecordedCall {
  url: string;
  method: string;
  headers: Record<string, string>;
  body: unknown;
  /** The body as sent (e.g. FormData). */
  raw?: BodyInit | null;
}

/** A fetch stand-in answering the session calls like the server does. */
export function fakeServer(options: FakeServerOptions = {}) {
  const calls: RecordedCall[] = [];
  const fetchImpl = async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = String(input);
    const headers = Object.fromEntries(Object.entries((init.headers as Record<string, string>) ?? {}));
    const call: RecordedCall = {
      url,
      method: init.method ?? 'GET',
      headers,
      body: typeof init.body === 'string' ? JSON.parse(init.body) : undefined,
      raw: init.body,
    };
    calls.push(call);
    if (new URL(url, 'http://x').pathname === API.sessionBootstrap) {
      if (options.companyGate) await options.companyGate;
      const [role] = DEMO.role(options.modules ?? ['Admin'], options.roleName, options.roleType);
      const company = { ...DEMO.company, ...options.company };
      const names = listNamesForRole(role?.userRoleName ?? '', company.country);
      return jsonResponse(202, {
        user: DEMO.user,
        role,
        company,
        subscription: subscriptionOf(options),
        lists: Object.fromEntries(names.map((n) => [n, listOf(options, n)])),
        sites: sitesOf(options)
          .filter((s) => s.active !== false)
          .map(({ active: _active, ...site }) => site),
      });
    }
    if (url.includes('/authenticateUser'))
      return jsonResponse(202, { jwt: 'token-123', userName: 'demoadmin' });
    if (url.includes('/user/userName/')) return jsonResponse(202, DEMO.user);
    if (url.includes('/rolesForAUser/'))
      return jsonResponse(202, DEMO.role(options.modules ?? ['Admin'], options.roleName, options.roleType));
    if (url.includes('/getCompanyByCompanyId/')) {
      if (options.companyGate) await options.companyGate;
      return jsonResponse(202, { ...DEMO.company, ...options.company });
    }
    if (url.includes('/issubscriptionexpired')) return jsonResponse(202, subscriptionOf(options));
    if (url.includes('/useraudit')) return jsonResponse(202, { id: 7 });
    if (url.includes('/onetime-attribute/')) {
      const name = decodeURIComponent(url.split('/').pop() ?? '');
      return jsonResponse(202, listOf(options, name));
    }
    if (url.includes('/allSitesForACompany/')) {
      const sites = sitesOf(options);
      if (url.includes('inactive=include')) {
        return jsonResponse(
          202,
          sites.map((s) => ({ ...s, active: s.active !== false })),
        );
      }
      return jsonResponse(
        202,
        sites.filter((s) => s.active !== false).map(({ active: _active, ...site }) => site),
      );
    }
    const answer = await options.handle?.(call);
    if (answer) return answer;
    return jsonResponse(404, { message: 'Not found.' });
  };
  return { calls, fetchImpl };
}

const subscriptionOf = (options: FakeServerOptions) =>
  options.subscription ?? { expired: false, startDate: null, endDate: null, status: 'Active' };
const listOf = (options: FakeServerOptions, name: string) =>
  options.lists?.[name] ?? [{ code: 'A', value: 'Alpha' }];
const sitesOf = (options: FakeServerOptions) =>
  options.sites ?? [{ siteId: 1, siteName: 'Riverside', siteCode: 'RST01' }];
