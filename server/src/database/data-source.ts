import { DataSource, DataSourceOptions } from 'typeorm';
import type { DbConfig } from '../config/app-config';
import { MIGRATIONS } from '../../migrations';
import { ENTITIES } from './entities';

/** SQLite synchronizes (embedded development); MariaDB/MySQL run the generated migrations. */
export function dataSourceOptions(db: DbConfig): DataSourceOptions {
  if (db.type === 'sqlite') {
    return { type: 'better-sqlite3', database: db.database, entities: ENTITIES, synchronize: true, prepareDatabase: (d: { pragma(s: string): unknown }) => void d.pragma("journal_mode = WAL") };
  }
  return {
    type: db.type,
    host: db.host,
    port: db.port,
    username: db.username,
    password: db.password,
    database: db.database,
    charset: 'utf8mb4_unicode_ci',
    timezone: 'Z',
    entities: ENTITIES,
    migrations: MIGRATIONS,
    migrationsRun: true,
    synchronize: false,
  };
}

export function createDataSource(db: DbConfig): DataSource {
  return new DataSource(dataSourceOptions(db));
}
