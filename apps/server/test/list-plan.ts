import { type SQLWrapper, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';

/**
 * The plan PostgreSQL (or PGlite) chooses for a list query, as its nodes (issue 16: the hot queries
 * reach one company's rows by an index, never by a sequential scan that reads every company's).
 */
export interface PlanNode {
  'Node Type': string;
  'Relation Name'?: string;
  'Index Name'?: string;
  Plans?: PlanNode[];
}
const nodesOf = (node: PlanNode): PlanNode[] => [node, ...(node.Plans ?? []).flatMap(nodesOf)];

export async function planOf(app: FastifyInstance, query: SQLWrapper): Promise<PlanNode[]> {
  const result = await app.ctx.db.execute(sql`explain (format json) ${query}`);
  const [row] = result.rows as { 'QUERY PLAN': unknown }[];
  const raw = row?.['QUERY PLAN'];
  const parsed = (typeof raw === 'string' ? JSON.parse(raw) : raw) as { Plan: PlanNode }[];
  return nodesOf((parsed[0] as { Plan: PlanNode }).Plan);
}

/** The tables a plan reads through. */
export const seqScans = (nodes: PlanNode[]) =>
  nodes.filter((n) => n['Node Type'] === 'Seq Scan').map((n) => n['Relation Name']);
