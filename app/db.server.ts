import { Sequelize } from "sequelize";
import { initModels } from "#models";
import { noteDatabaseUp } from "~/database-state.server";
import { getEnv } from "~/env.server";

/**
 * One Sequelize instance per process, on DATABASE_URL. The start-up code (startRuntime,
 * called by server.ts through the build and by the scripts) resolves the embedded
 * database into DATABASE_URL before this is first used.
 */
let sequelize: Sequelize | undefined;

export function createSequelize(url: string, poolMax = 10) {
  const instance = new Sequelize(url, {
    dialect: "postgres",
    logging: false,
    pool: { max: poolMax, min: 0, idle: 10_000, acquire: 30_000 },
    define: { underscored: true },
  });
  // A new connection after an outage: the database is back (database-state.server.ts logs it once).
  instance.addHook("afterConnect", () => noteDatabaseUp());
  return instance;
}

export function getDb(): Sequelize {
  if (!sequelize) {
    const url = getEnv().DATABASE_URL;
    if (!url) throw new Error("DATABASE_URL is not set: start the portal with `npm start`, which resolves the embedded database");
    sequelize = createSequelize(url);
    initModels(sequelize);
  }
  return sequelize;
}

export async function closeDb() {
  if (sequelize) {
    const closing = sequelize;
    sequelize = undefined;
    await closing.close();
  }
}

/** For the health check: true when the database answers. */
export async function isDatabaseReachable() {
  try {
    await getDb().query("select 1");
    return true;
  } catch {
    return false;
  }
}
