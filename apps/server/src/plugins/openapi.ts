import swagger from '@fastify/swagger';
import { API, ENDPOINTS, errorBodySchema, XLSX_CONTENT_TYPE } from '@sitebook/contract';
import type { FastifyInstance } from 'fastify';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import { z } from 'zod';

/** Route pattern (`:param`) → its name in the contract's API table, e.g. '/wfm-user/admin/v1/users' → 'adminUsers'. */
const NAME_OF_PATH = new Map<string, string>(Object.entries(API).map(([name, path]) => [path, name]));

/** 'GET /wfm-user/admin/v1/users' → 'getAdminUsers': the endpoint's name in the contract's table. */
const ENDPOINT_OF_ROUTE = new Map<string, string>(
  Object.entries(ENDPOINTS).map(([name, endpoint]) => [`${endpoint.method} ${endpoint.path}`, name]),
);

const VERB: Record<string, string> = {
  GET: 'Read',
  POST: 'Send',
  PUT: 'Update',
  PATCH: 'Change',
  DELETE: 'Remove',
};

/** 'adminUserResetPassword' → 'admin user reset password'. */
const words = (name: string) => name.replace(/([a-z0-9])([A-Z])/g, '$1 $2').toLowerCase();

const capitalise = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

const refused = (description: string) => ({
  description,
  content: { 'application/json': { schema: errorBodySchema } },
});

/** The refusals every call can meet, each `{ message }` (plugins/error-handler.ts). */
const REFUSALS = {
  400: refused('The request is not valid; the message says why.'),
  429: refused('Too many calls from this address; try again in a minute.'),
};

/** And those of a call that needs a signed-in caller. */
const SIGNED_IN_REFUSALS = {
  401: refused('No valid bearer token (signed out, expired or revoked).'),
  403: refused("The caller's role may not do this, or the path names another company."),
  404: refused("No such record in the caller's company."),
};

const binary = z.string().meta({ format: 'binary' });
const spreadsheet = {
  description: 'The list as a file: .xlsx, or .csv with `format=csv`.',
  content: {
    [XLSX_CONTENT_TYPE]: { schema: binary },
    'text/csv': { schema: z.string() },
  },
};

/**
 * The answer of a route that sends a file or a page rather than JSON (its route has no response
 * schema, since the file is streamed), by its name in the API table.
 */
function fileAnswer(name: string) {
  if (name.endsWith('Export')) return spreadsheet;
  if (name === 'vendorBulkTemplate') {
    return {
      description: 'The bulk upload template, a workbook to fill in.',
      content: { [XLSX_CONTENT_TYPE]: { schema: binary } },
    };
  }
  if (name === 'vendorPaymentVoucher') {
    return { description: 'The payment voucher.', content: { 'application/pdf': { schema: binary } } };
  }
  if (name === 'notificationUnsubscribe') {
    return {
      description: 'A page: GET asks (with a button that POSTs), POST says the digest is off.',
      content: { 'text/html': { schema: z.string() } },
    };
  }
  return {
    description: 'The document, with its stored content type.',
    content: { 'application/octet-stream': { schema: binary } },
  };
}

interface OperationSchema {
  summary?: string;
  operationId?: string;
  security?: unknown[];
  response?: Record<string, unknown>;
  [key: string]: unknown;
}

/**
 * Each operation is named as its endpoint in the contract's table (which the web calls through),
 * `getAdminUsers`, and summarised from its path's name in API, "Read admin users".
 */
function describe(method: string, url: string, isPublic: boolean, schema: OperationSchema): OperationSchema {
  const name =
    NAME_OF_PATH.get(url) ?? url.replace(/[^A-Za-z0-9]+(.)?/g, (_, c: string) => c?.toUpperCase() ?? '');
  const response = (schema.response ?? {}) as Record<string, unknown>;
  const answers = Object.keys(response).some((status) => status.startsWith('2'))
    ? response
    : { 200: fileAnswer(name), ...response };
  return {
    ...schema,
    operationId:
      schema.operationId ??
      ENDPOINT_OF_ROUTE.get(`${method} ${url}`) ??
      `${method.toLowerCase()}${capitalise(name)}`,
    summary: schema.summary ?? `${VERB[method] ?? method} ${words(name)}`,
    ...(isPublic ? { security: [] } : {}),
    response: { ...REFUSALS, ...(isPublic ? {} : SIGNED_IN_REFUSALS), ...answers },
  };
}

/**
 * The OpenAPI document at GET /openapi.json: every route's zod schemas, a name and summary per
 * operation, the bearer token as the security scheme (public routes say they need none), and the
 * `{ message }` refusals. A test lints it with Redocly's recommended rules.
 */
export async function registerOpenApi(app: FastifyInstance): Promise<void> {
  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'Sitebook API',
        version: '0.1.0',
        description:
          'Vendors, payables, settlement, site advances and their expenses, per company. Sign in with ' +
          'POST /wfm-user/login/v1/authenticateUser and send the token as `Authorization: Bearer <token>`.',
        license: { name: 'Proprietary', url: 'https://sitebook.example.in/license' },
      },
      servers: [{ url: '/', description: 'This server' }],
      components: {
        securitySchemes: {
          bearerToken: {
            type: 'http',
            scheme: 'bearer',
            bearerFormat: 'JWT',
            description: 'The token from sign-in, or a company API key (Admin → Profile).',
          },
        },
      },
      security: [{ bearerToken: [] }],
    },
    transform: ({ schema, url, route, ...rest }) => {
      const method = String(Array.isArray(route.method) ? route.method[0] : route.method);
      const isPublic = (route.config as { public?: boolean } | undefined)?.public === true;
      const described = describe(method, url, isPublic, (schema ?? {}) as OperationSchema);
      return jsonSchemaTransform({ schema: described, url, route, ...rest } as Parameters<
        typeof jsonSchemaTransform
      >[0]);
    },
  });
  app.get('/openapi.json', { config: { public: true }, schema: { hide: true } }, async () => app.swagger());
}
