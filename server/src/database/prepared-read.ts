import type { DataSource, EntityTarget, ObjectLiteral } from 'typeorm';
import type { ColumnMetadata } from 'typeorm/metadata/ColumnMetadata';

/**
 * A hot-path read whose SQL is built once from the entity metadata, then run as a raw query:
 * TypeORM's query builder costs more CPU per call than the query itself on the hot reads. The
 * driver still converts parameters and hydrates values (dates, booleans) exactly as TypeORM does.
 *   where: the entity properties compared with `=`, plus optional `after`: one property compared with `>`.
 */
export class PreparedRead<T extends ObjectLiteral> {
  private readonly sql: string;
  private readonly params: ColumnMetadata[];
  private readonly columns: ColumnMetadata[];

  constructor(
    private readonly ds: DataSource,
    private readonly entity: EntityTarget<T>,
    where: (keyof T & string)[],
    after?: keyof T & string,
  ) {
    const meta = ds.getMetadata(entity);
    const esc = (name: string) => ds.driver.escape(name);
    const col = (prop: string) => {
      const c = meta.findColumnWithPropertyName(prop);
      if (!c) throw new Error(`${meta.name} has no column ${prop}`);
      return c;
    };
    this.columns = meta.columns;
    this.params = [...where, ...(after ? [after] : [])].map(col);
    const conds = where.map((p) => `${esc(col(p).databaseName)} = ?`);
    if (after) conds.push(`${esc(col(after).databaseName)} > ?`);
    const select = this.columns.map((c) => `${esc(c.databaseName)} AS ${esc(c.databaseName)}`).join(', ');
    this.sql = `SELECT ${select} FROM ${esc(meta.tablePath)} WHERE ${conds.join(' AND ')} LIMIT 1`;
  }

  /** The first matching row as an entity, or null; values in the order of where (then after). */
  async one(...values: unknown[]): Promise<T | null> {
    const driver = this.ds.driver;
    const rows: Record<string, unknown>[] = await this.ds.query(
      this.sql,
      values.map((v, i) => driver.preparePersistentValue(v, this.params[i])),
    );
    const raw = rows[0];
    if (!raw) return null;
    const out = this.ds.getRepository(this.entity).create();
    for (const c of this.columns) c.setEntityValue(out, driver.prepareHydratedValue(raw[c.databaseName], c));
    return out;
  }
}
