import { Umzug, SequelizeStorage, type MigrationFn } from "umzug";
import type { Sequelize } from "sequelize";
import { migrations } from "./migrations/index";

export type Migration = MigrationFn<Sequelize>;

/**
 * Migrations are listed explicitly (migrations/index.ts) rather than globbed, so the
 * same list works under tsx, in the Remix server bundle and in tests.
 * Each migration is one multi-statement SQL string: PostgreSQL runs such a string as
 * one implicit transaction, so a failed migration leaves nothing half-done.
 */
export function createMigrator(sequelize: Sequelize, logger: Pick<Console, "info" | "warn" | "error" | "debug"> | undefined = undefined) {
  return new Umzug<Sequelize>({
    migrations,
    context: sequelize,
    storage: new SequelizeStorage({ sequelize, tableName: "schema_migrations" }),
    logger,
  });
}

export async function migrateToLatest(sequelize: Sequelize) {
  const applied = await createMigrator(sequelize).up();
  return applied.map((migration) => migration.name);
}
