import { Umzug, SequelizeStorage, type MigrationFn } from "umzug";
import type { Sequelize } from "sequelize";
import { seeds } from "./index";

export type Seed = MigrationFn<Sequelize>;

/**
 * Seed data runs like the migrations (an explicit list, run by umzug) but has its own
 * tracking table, seed_runs, so seeds can be applied and reverted without touching the schema.
 * The models must be bound first (initModels(sequelize)).
 *
 * modelName matters: umzug's SequelizeStorage reuses any model already defined under its
 * modelName (default "SequelizeMeta", which the migrator defines for schema_migrations),
 * whatever the tableName says. Without a name of its own, seed runs on the migrator's
 * Sequelize instance would be recorded in schema_migrations.
 */
export function createSeeder(sequelize: Sequelize, logger: Pick<Console, "info" | "warn" | "error" | "debug"> | undefined = undefined) {
  return new Umzug<Sequelize>({
    migrations: seeds,
    context: sequelize,
    storage: new SequelizeStorage({ sequelize, tableName: "seed_runs", modelName: "SeedRun" }),
    logger,
  });
}

/** Applies every seed not yet run; returns the names applied (none on a second run). */
export async function seedDemoData(sequelize: Sequelize) {
  const applied = await createSeeder(sequelize).up();
  return applied.map((seed) => seed.name);
}
