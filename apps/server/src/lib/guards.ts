import { commonMessages, GLOBAL_TENANT, HEADERS, type ModuleName } from '@sitebook/contract';
import type { FastifyRequest } from 'fastify';
import { apiKeyMatches } from './api-key.js';
import { todayIn } from './dates.js';
import { forbidden } from './errors.js';
import { subscriptionState } from './subscription.js';

/**
 * Route-level guard declarations (route `config`). Every route is authenticated and tenant-guarded
 * unless it says otherwise:
 *
 *   config: { public: true }              no token needed (login, health, static files)
 *   config: { allowGlobalTenant: true }   a tenant path param may also be 'WFM'
 *   config: { requireApiKey: true }       apikey + api_client_name headers are mandatory
 *   config: { module: 'Vendor Supplier' } the caller's role must include that module
 *   config: { module: ['Advance Management', 'Expense Management'] }  any one of them
 */
declare module 'fastify' {
  interface FastifyContextConfig {
    public?: boolean;
    allowGlobalTenant?: boolean;
    requireApiKey?: boolean;
    module?: ModuleName | readonly ModuleName[];
    /** A file of the built web app: public and outside the API rate limit. */
    webApp?: boolean;
    /**
     * A POST that changes no business record (a summary, the subscription check, the sign-in audit,
     * logout): allowed after the company's subscription has ended, like every GET.
     */
    allowWhenExpired?: boolean;
  }
}

/** Path params and body fields that name a tenant and must be the caller's company. */
export const TENANT_PARAMS = ['companyCode', 'tenantCode', 'tenant'] as const;
export const TENANT_BODY_FIELDS = ['companyCode', 'tenantCode'] as const;

const header = (request: FastifyRequest, name: string): string | undefined => {
  const value = request.headers[name];
  return Array.isArray(value) ? value[0] : value;
};

/**
 * apikey / api_client_name, when present, must be the caller's company's key (its hash compared in
 * constant time) or this session's value derived from it, and the company's code.
 */
export function checkApiKeyHeaders(request: FastifyRequest): void {
  const apiKey = header(request, HEADERS.apiKey);
  const clientName = header(request, HEADERS.clientName);
  const { apiKeyHash, sessionApiKey } = request.auth;
  if (apiKey !== undefined && !apiKeyMatches(apiKey, apiKeyHash, sessionApiKey)) {
    throw forbidden(commonMessages.forbiddenApiKey);
  }
  if (clientName !== undefined && clientName !== request.auth.companyCode) {
    throw forbidden(commonMessages.forbiddenApiKey);
  }
}

/** Makes the apikey and api_client_name headers mandatory for this request (they were checked if present). */
export function requireApiKey(request: FastifyRequest): void {
  if (header(request, HEADERS.apiKey) === undefined || header(request, HEADERS.clientName) === undefined) {
    throw forbidden(commonMessages.forbiddenApiKey);
  }
  checkApiKeyHeaders(request);
}

/** The caller's role must include the module (or, given a list, at least one of them). */
export function checkModule(
  request: FastifyRequest,
  module: ModuleName | readonly ModuleName[] | undefined,
): void {
  if (module === undefined) return;
  const anyOf: readonly ModuleName[] = typeof module === 'string' ? [module] : module;
  if (!anyOf.some((name) => request.auth.modules.includes(name))) {
    throw forbidden(commonMessages.forbiddenModule);
  }
}

const READ_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Once the company's subscription has ended (or has not begun, or is suspended) its users may still
 * read everything but change nothing: every other method answers 403 with a message that says so.
 */
export function checkSubscriptionOpen(request: FastifyRequest, allowWhenExpired: boolean): void {
  if (allowWhenExpired || READ_METHODS.has(request.method)) return;
  const { start, end, status } = request.auth.subscription;
  if (subscriptionState(start, end, status, todayIn(request.auth.timeZone)).expired)
    throw forbidden(commonMessages.subscriptionEnded);
}

export function checkTenantParams(request: FastifyRequest, allowGlobal: boolean): void {
  const params = (request.params ?? {}) as Record<string, unknown>;
  for (const name of TENANT_PARAMS) {
    const value = params[name];
    if (value === undefined) continue;
    if (value === request.auth.companyCode) continue;
    if (allowGlobal && value === GLOBAL_TENANT) continue;
    throw forbidden(commonMessages.forbiddenCompany);
  }
}

/** A multipart field parsed into the body is `{ value }`; a JSON field is the value itself. */
const fieldValue = (raw: unknown): unknown =>
  raw !== null && typeof raw === 'object' && 'value' in raw ? (raw as { value: unknown }).value : raw;

function checkBodyObject(item: unknown, companyCode: string): void {
  if (item === null || typeof item !== 'object' || Array.isArray(item)) return;
  const record = item as Record<string, unknown>;
  for (const name of TENANT_BODY_FIELDS) {
    const value = fieldValue(record[name]);
    if (value === undefined || value === null) continue;
    // Only a string or number can name a company; anything else (arrays, objects) is refused too,
    // without converting it (an object's own toString could throw).
    const named = typeof value === 'string' || typeof value === 'number' ? String(value) : undefined;
    if (named !== companyCode) throw forbidden(commonMessages.forbiddenCompany);
  }
}

export function checkTenantBody(request: FastifyRequest): void {
  const body = request.body;
  if (Array.isArray(body)) {
    for (const item of body) checkBodyObject(item, request.auth.companyCode);
  } else {
    checkBodyObject(body, request.auth.companyCode);
  }
}
