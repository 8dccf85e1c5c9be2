import type { DataSource, EntityTarget, ObjectLiteral } from 'typeorm';
import type { ColumnMetadata } from 'typeorm/metadata/ColumnMetadata';
import type { EntityMetadata } from 'typeorm/metadata/EntityMetadata';

type Rows = Record<string, unknown>[];
interface SqliteStatement {
  all(...params: unknown[]): Rows;
}

/**
 * Runs one SELECT. On better-sqlite3 as a statement prepared once and run synchronously on the
 * one connection (what TypeORM's query runner does too, less the runner set up and torn down per
 * query); on other drivers through TypeORM.
 */
function selector(ds: DataSource): (sql: string, params: unknown[]) => Promise<Rows> {
  if (ds.options.type !== 'better-sqlite3') return (sql, params) => ds.query(sql, params);
  const statements = new Map<string, SqliteStatement>();
  return (sql, params) => {
    let stmt = statements.get(sql);
    if (!stmt) statements.set(sql, (stmt = (ds.driver as unknown as { databaseConnection: { prepare(sql: string): SqliteStatement } }).databaseConnection.prepare(sql)));
    // better-sqlite3 binds no booleans: 0 / 1, as TypeORM's runner passes them
    return Promise.resolve(stmt.all(...params.map((p) => (typeof p === 'boolean' ? Number(p) : p))));
  };
}

/**
 * A hot-path read whose SQL is built once from the entity metadata, then run as a raw query:
 * TypeORM's query builder costs more CPU per call than the query itself on the hot reads. The
 * driver still converts parameters and hydrates values (dates, booleans) exactly as TypeORM does.
 *   where: the entity properties compared with `=`, plus optional `after`: one property compared with `>`.
 */
function columnOf(meta: EntityMetadata, prop: string): ColumnMetadata {
  const c = meta.findColumnWithPropertyName(prop);
  if (!c) throw new Error(`${meta.name} has no column ${prop}`);
  return c;
}

export class PreparedRead<T extends ObjectLiteral> {
  private readonly select: (sql: string, params: unknown[]) => Promise<Rows>;
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
    const col = (prop: string) => columnOf(meta, prop);
    this.columns = meta.columns;
    this.params = [...where, ...(after ? [after] : [])].map(col);
    const conds = where.map((p) => `${esc(col(p).databaseName)} = ?`);
    if (after) conds.push(`${esc(col(after).databaseName)} > ?`);
    const select = this.columns.map((c) => `${esc(c.databaseName)} AS ${esc(c.databaseName)}`).join(', ');
    this.sql = `SELECT ${select} FROM ${esc(meta.tablePath)} WHERE ${conds.join(' AND ')} LIMIT 1`;
    this.select = selector(ds);
  }

  /** The first matching row as an entity, or null; values in the order of where (then after). */
  async one(...values: unknown[]): Promise<T | null> {
    const driver = this.ds.driver;
    const rows = await this.select(
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

/**
 * The same for the rows whose `where` properties are equal and whose `among` property is one of
 * a list (a learner's state of the problems on one page), only the `select` properties: one SQL
 * text per list length, built once.
 */
export class PreparedReadAmong<T extends ObjectLiteral, K extends keyof T & string> {
  private readonly select: (sql: string, params: unknown[]) => Promise<Rows>;
  private readonly head: string;
  private readonly params: ColumnMetadata[];
  private readonly among: ColumnMetadata;
  private readonly columns: ColumnMetadata[];
  private readonly sqlByCount = new Map<number, string>();

  constructor(
    private readonly ds: DataSource,
    entity: EntityTarget<T>,
    where: (keyof T & string)[],
    among: keyof T & string,
    select: K[],
  ) {
    const meta = ds.getMetadata(entity);
    const esc = (name: string) => ds.driver.escape(name);
    const col = (prop: string) => columnOf(meta, prop);
    this.params = where.map(col);
    this.among = col(among);
    this.columns = select.map(col);
    const conds = where.map((p) => `${esc(col(p).databaseName)} = ?`);
    conds.push(`${esc(this.among.databaseName)} IN `);
    const list = this.columns.map((c) => `${esc(c.databaseName)} AS ${esc(c.databaseName)}`).join(', ');
    this.head = `SELECT ${list} FROM ${esc(meta.tablePath)} WHERE ${conds.join(' AND ')}`;
    this.select = selector(ds);
  }

  /** The matching rows; `values` in the order of where, `list` the values `among` may take. */
  async all(values: unknown[], list: unknown[]): Promise<Pick<T, K>[]> {
    if (!list.length) return [];
    let sql = this.sqlByCount.get(list.length);
    if (!sql) this.sqlByCount.set(list.length, (sql = `${this.head}(${list.map(() => '?').join(', ')})`));
    const driver = this.ds.driver;
    const rows = await this.select(sql, [
      ...values.map((v, i) => driver.preparePersistentValue(v, this.params[i])),
      ...list.map((v) => driver.preparePersistentValue(v, this.among)),
    ]);
    return rows.map((raw) => {
      const out = {} as Pick<T, K>;
      for (const c of this.columns) c.setEntityValue(out, driver.prepareHydratedValue(raw[c.databaseName], c));
      return out;
    });
  }
}
