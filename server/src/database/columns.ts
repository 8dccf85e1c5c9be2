import { Column, ColumnOptions, CreateDateColumn, PrimaryColumn, UpdateDateColumn, ValueTransformer } from 'typeorm';
import { loadConfig } from '../config/app-config';

/**
 * Portable columns (DESIGN §3): the same entity must synchronize on SQLite and produce
 * stable migrations on MariaDB. Entities are decorated once per process, so the driver is
 * read from the validated config at import time.
 */
const sqlite = loadConfig().db.type === 'sqlite';

const idType = sqlite ? 'integer' : 'bigint';
/** Ids are strings in the app whatever the driver returns (SQLite gives numbers). */
const asString: ValueTransformer = { to: (v: unknown) => v, from: (v: unknown) => (v === null || v === undefined ? v : String(v)) };

/** Auto-increment id: INTEGER on SQLite (rowid), BIGINT on MariaDB; travels as a string. */
export const IdCol = (name?: string) => PrimaryColumn({ type: idType, name, generated: 'increment', transformer: asString });
/** A reference to a bigint id. */
export const RefCol = (opts: ColumnOptions = {}) => Column({ type: idType, transformer: asString, ...opts });
export const DateCol = (opts: ColumnOptions = {}) => Column({ type: 'datetime', precision: 3, ...opts });
// MariaDB defaults must carry the column's precision, or every schema diff sees a change.
const now3 = sqlite ? {} : { default: () => 'CURRENT_TIMESTAMP(3)' };
export const CreatedAt = () => CreateDateColumn({ type: 'datetime', precision: 3, name: 'created_at', ...now3 });
export const UpdatedAt = () =>
  UpdateDateColumn({ type: 'datetime', precision: 3, name: 'updated_at', ...now3, ...(sqlite ? {} : { onUpdate: 'CURRENT_TIMESTAMP(3)' }) });
export const Flag = (name: string) => Column({ type: 'boolean', name, default: false });
/** Long text such as code or articles: MEDIUMTEXT on MariaDB (16 MB), TEXT on SQLite. */
export const LongText = (opts: ColumnOptions = {}) => Column({ type: sqlite ? 'text' : 'mediumtext', ...opts });
/** Money is integer fen, never decimal. */
export const Fen = (name: string) => Column({ type: 'integer', name, default: 0 });
