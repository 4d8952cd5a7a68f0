/**
 * PostgreSQL confined to one schema (tests give every app its own `quiz_test_<random>` schema in one
 * shared database). Kysely's own introspector lists the tables of every schema and calls
 * `has_schema_privilege(name, …)` on each, which fails with «schema … does not exist» whenever another
 * test run drops its schema at that moment — and the migrator introspects on every start. This
 * introspector reads only its own schema through information_schema (which never names a dropped
 * schema), so parallel runs cannot break each other's migrations.
 */
import {
  type DatabaseIntrospector,
  type DatabaseMetadataOptions,
  type Kysely,
  PostgresDialect,
  type PostgresDialectConfig,
  type SchemaMetadata,
  sql,
  type TableMetadata,
} from 'kysely';

interface ColumnRow {
  table_name: string;
  table_type: string;
  column_name: string | null;
  data_type: string | null;
  is_nullable: string | null;
  column_default: string | null;
}

class SchemaIntrospector implements DatabaseIntrospector {
  constructor(
    private readonly db: Kysely<unknown>,
    private readonly schema: string,
  ) {}

  async getSchemas(): Promise<SchemaMetadata[]> {
    const { rows } = await sql<{ name: string }>`select nspname as name from pg_catalog.pg_namespace`.execute(
      this.db,
    );
    return rows.map((r) => ({ name: r.name }));
  }

  async getTables(): Promise<TableMetadata[]> {
    const { rows } = await sql<ColumnRow>`
      select t.table_name, t.table_type, c.column_name, c.data_type, c.is_nullable, c.column_default
      from information_schema.tables t
      left join information_schema.columns c
        on c.table_schema = t.table_schema and c.table_name = t.table_name
      where t.table_schema = ${this.schema}
      order by t.table_name, c.ordinal_position`.execute(this.db);
    const tables = new Map<string, TableMetadata & { columns: TableMetadata['columns'][number][] }>();
    for (const row of rows) {
      let table = tables.get(row.table_name);
      if (!table) {
        table = { name: row.table_name, schema: this.schema, isView: row.table_type === 'VIEW', columns: [] };
        tables.set(row.table_name, table);
      }
      if (row.column_name) {
        table.columns.push({
          name: row.column_name,
          dataType: row.data_type ?? '',
          isNullable: row.is_nullable === 'YES',
          isAutoIncrementing: (row.column_default ?? '').startsWith('nextval('),
          hasDefaultValue: row.column_default !== null,
        });
      }
    }
    return [...tables.values()];
  }

  async getMetadata(_options?: DatabaseMetadataOptions) {
    return { tables: await this.getTables() };
  }
}

/** A PostgresDialect whose introspection (used by the migrator) sees only `schema`. */
export class SchemaPostgresDialect extends PostgresDialect {
  constructor(
    config: PostgresDialectConfig,
    private readonly schema: string,
  ) {
    super(config);
  }

  override createIntrospector(db: Kysely<unknown>): DatabaseIntrospector {
    return new SchemaIntrospector(db, this.schema);
  }
}
