import { API, passwordMessages } from '@sitebook/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { authenticate } from '../features/auth/auth.service.js';
import type { AppContext, AuthContext } from '../lib/context.js';
import { forbidden, unauthorized } from '../lib/errors.js';
import {
  checkApiKeyHeaders,
  checkModule,
  checkSubscriptionOpen,
  checkTenantBody,
  checkTenantParams,
  requireApiKey,
} from '../lib/guards.js';

declare module 'fastify' {
  interface FastifyRequest {
    /** The authenticated caller; set on every route that is not `config.public`. */
    auth: AuthContext;
  }
}

const BEARER = /^Bearer\s+([A-Za-z0-9\-_]+\.[A-Za-z0-9\-_]*\.[A-Za-z0-9\-_]*)\s*$/i;

/**
 * What a user who must change a one-time password may still call: the password and
 * sign-out calls, and the session sequence the app runs after sign-in. Everything else answers 403.
 */
export const MUST_CHANGE_ALLOWED: ReadonlySet<string> = new Set([
  API.changePassword,
  API.logout,
  API.logoutEverywhere,
  API.userByName,
  API.rolesForUser,
  API.companyById,
  API.subscriptionCheck,
  API.userAudit,
  API.sessionBootstrap,
  API.onetimeAttribute,
  API.sitesForCompany,
  API.salaryCycle,
]);

const isPublic = (request: FastifyRequest) => request.is404 || request.routeOptions.config?.public === true;

/**
 * Authentication and the automatic guards, as root hooks (so every feature gets them):
 * onRequest: bearer token → request.auth (401), api key headers (403), module (403), tenant path params (403),
 * a write after the company's subscription has ended (403);
 * preValidation: tenant fields of the parsed body (403).
 */
export function registerAuth(app: FastifyInstance, ctx: AppContext): void {
  app.decorateRequest('auth', null as unknown as AuthContext);

  app.addHook('onRequest', async (request) => {
    if (isPublic(request)) return;
    const match = BEARER.exec(request.headers.authorization ?? '');
    if (!match?.[1]) throw unauthorized();
    request.auth = await authenticate(ctx, match[1]);
    if (request.auth.mustChangePassword && !MUST_CHANGE_ALLOWED.has(request.routeOptions.url ?? '')) {
      throw forbidden(passwordMessages.mustChange);
    }
    const config = request.routeOptions.config;
    if (config.requireApiKey) requireApiKey(request);
    else checkApiKeyHeaders(request);
    checkModule(request, config.module);
    checkTenantParams(request, config.allowGlobalTenant === true);
    checkSubscriptionOpen(request, config.allowWhenExpired === true);
  });

  app.addHook('preValidation', async (request) => {
    if (isPublic(request)) return;
    checkTenantBody(request);
  });
}
