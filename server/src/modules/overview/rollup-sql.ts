import type { EntityManager } from 'typeorm';
import type { MetricRow } from './rollup-sources';

/** SQL helpers the rollup sources share. */

export async function count(em: EntityManager, sql: string, params: unknown[]): Promise<number> {
  const [row] = (await em.query(sql, params)) as { n: number | string | null }[];
  return Number(row?.n ?? 0);
}

export async function grouped(em: EntityManager, metric: string, sql: string, params: unknown[]): Promise<MetricRow[]> {
  const rows = (await em.query(sql, params)) as { dim: string | number; n: number | string }[];
  return rows.map((r) => ({ metric, dim: String(r.dim), value: Number(r.n) }));
}

/** Names of ranked ids: `SELECT <idColumn>, <column> FROM <table>`. */
export const names = (table: string, idColumn: string, column: string) => async (em: EntityManager, ids: string[]) => {
  if (!ids.length) return new Map<string, string>();
  const rows = (await em.query(`SELECT ${idColumn} AS id, ${column} AS name FROM ${table} WHERE ${idColumn} IN (${ids.map(() => '?').join(',')})`, ids)) as { id: string | number; name: string }[];
  return new Map(rows.map((r) => [String(r.id), r.name]));
};
