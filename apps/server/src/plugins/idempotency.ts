import { createHash } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import {
  HEADERS,
  IDEMPOTENCY_KEY_HOURS,
  IDEMPOTENCY_KEY_MAX,
  IDEMPOTENT_WRITES,
  idempotencyMessages as m,
} from '@sitebook/contract';
import { sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { type Db, queryRows } from '../db/client.js';
import { AppError, badRequest, conflict } from '../lib/errors.js';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** A money write that takes an Idempotency-Key (set by IDEMPOTENT_ROUTES below). */
    idempotent?: boolean;
  }
  interface FastifyRequest {
    /** The key this request claimed: its answer is stored when it is sent (onSend). */
    idempotencyClaim?: { key: string; done: boolean };
  }
}

/**
 * Every POST / PUT / DELETE that changes money takes an `Idempotency-Key` header:
 * the contract's IDEMPOTENT_WRITES (the web app reads the same list). A route listed there that the
 * app does not register fails the test (idempotency.spec.ts checks the catalogue).
 */
export const IDEMPOTENT_ROUTES = IDEMPOTENT_WRITES;

const LISTED = new Set(IDEMPOTENT_ROUTES.map(([method, url]) => `${method} ${url}`));

/** Visible ASCII only (a UUID, a ULID, anything a client generates), at most IDEMPOTENCY_KEY_MAX. */
const KEY_PATTERN = new RegExp(`^[\\x21-\\x7e]{1,${IDEMPOTENCY_KEY_MAX}}$`);

/** How long a replay waits for the first request with its key to finish before answering 409. */
export const IDEMPOTENCY_WAIT_MS = 30_000;

/** JSON with object keys sorted: two bodies that differ only in key order are the same request. */
function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  if (value !== null && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, v]) => v !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonical(v)}`).join(',')}}`;
  }
  return JSON.stringify(value) ?? 'null';
}

/** What makes two requests the same: method, path (with its ids) and the body as parsed. */
const requestHash = (request: FastifyRequest) =>
  createHash('sha256')
    .update(`${request.method} ${request.url.split('?')[0]}\n${canonical(request.body ?? null)}`)
    .digest('hex');

interface StoredKey {
  request_hash: string;
  status_code: number | null;
  response_body: string | null;
  content_type: string | null;
}

/**
 * Claims the key for this request: true when this request is the first (it does the work). Keys
 * older than IDEMPOTENCY_KEY_HOURS are forgotten first. The primary key (company, user, key) lets
 * exactly one of several concurrent requests insert the row.
 */
async function claim(db: Db, tenant: string, user: string, key: string, hash: string): Promise<boolean> {
  await db.execute(
    sql`delete from idempotency_keys where created_at < now() - make_interval(hours => ${IDEMPOTENCY_KEY_HOURS})`,
  );
  const inserted = await queryRows(
    db,
    sql`insert into idempotency_keys (tenant_code, user_name, idem_key, request_hash)
    values (${tenant}, ${user}, ${key}, ${hash})
    on conflict (tenant_code, user_name, idem_key) do nothing
    returning idem_key`,
  );
  return inserted.length === 1;
}

async function stored(db: Db, tenant: string, user: string, key: string): Promise<StoredKey | undefined> {
  const rows = await queryRows<StoredKey>(
    db,
    sql`select request_hash, status_code, response_body, content_type
      from idempotency_keys where tenant_code = ${tenant} and user_name = ${user} and idem_key = ${key}`,
  );
  return rows[0];
}

function replay(reply: FastifyReply, row: StoredKey): FastifyReply {
  reply.code(row.status_code as number).header(HEADERS.idempotentReplayed, 'true');
  if (row.content_type) reply.header('content-type', row.content_type);
  return reply.send(row.response_body ?? '');
}

/**
 * The Idempotency-Key of money writes (docs/SECURITY.md row 20). A request with a
 * key claims it (company, user, key) before its handler runs; its answer (status, body) is stored when
 * sent, unless it is a 5xx (the claim is dropped, so a retry does the work). A request with a key
 * already claimed: another body → 422; an answer stored → that answer again (header
 * `idempotent-replayed: true`), the work not done again; the first still at work → it waits for it
 * (up to IDEMPOTENCY_WAIT_MS, then 409). Without the header nothing changes.
 */
export function registerIdempotency(app: FastifyInstance, db: Db): void {
  app.addHook('onRoute', (route) => {
    for (const method of [route.method].flat()) {
      if (!LISTED.has(`${method} ${route.url}`)) continue;
      // In place: the route catalogue (app.ts) holds this same config object.
      if (route.config) route.config.idempotent = true;
      else route.config = { idempotent: true };
    }
  });

  app.addHook('preHandler', async (request, reply) => {
    if (request.routeOptions.config?.idempotent !== true || !request.auth) return;
    const raw = request.headers[HEADERS.idempotencyKey];
    if (raw === undefined) return;
    const key = Array.isArray(raw) ? raw[0] : raw;
    if (key === undefined || !KEY_PATTERN.test(key)) throw badRequest(m.keyInvalid);
    const { companyCode: tenant, userName: user } = request.auth;
    const hash = requestHash(request);
    const deadline = Date.now() + IDEMPOTENCY_WAIT_MS;
    for (let pause = 20; ; pause = Math.min(pause * 2, 200)) {
      if (await claim(db, tenant, user, key, hash)) {
        request.idempotencyClaim = { key, done: false };
        return;
      }
      const row = await stored(db, tenant, user, key);
      if (row) {
        if (row.request_hash !== hash) throw new AppError(422, m.keyReusedOtherBody);
        if (row.status_code !== null) return replay(reply, row);
      }
      // Still at work (or just dropped after a 5xx: the next turn claims it).
      if (Date.now() > deadline) throw conflict(m.keyInProgress);
      await sleep(pause);
    }
  });

  app.addHook('onSend', async (request, reply, payload) => {
    const claimed = request.idempotencyClaim;
    if (!claimed || claimed.done) return payload;
    claimed.done = true;
    const { companyCode: tenant, userName: user } = request.auth;
    if (reply.statusCode >= 500 || (typeof payload !== 'string' && !Buffer.isBuffer(payload))) {
      await forget(db, tenant, user, claimed.key);
      return payload;
    }
    const type = reply.getHeader('content-type');
    await db.execute(sql`update idempotency_keys
      set status_code = ${reply.statusCode}, response_body = ${payload.toString()},
          content_type = ${typeof type === 'string' ? type : null}
      where tenant_code = ${tenant} and user_name = ${user} and idem_key = ${claimed.key}`);
    return payload;
  });

  // An answer that never reached onSend (the connection dropped first): the claim is dropped.
  app.addHook('onResponse', async (request) => {
    const claimed = request.idempotencyClaim;
    if (!claimed || claimed.done) return;
    claimed.done = true;
    await forget(db, request.auth.companyCode, request.auth.userName, claimed.key);
  });
}

async function forget(db: Db, tenant: string, user: string, key: string): Promise<void> {
  await db.execute(sql`delete from idempotency_keys
    where tenant_code = ${tenant} and user_name = ${user} and idem_key = ${key} and status_code is null`);
}
