import type { Migration } from "../migrator";

/**
 * Counters of rate-limiter-flexible's RateLimiterPostgres (services/rate-limits.server.ts):
 * one row per key (a limit and a source address, account or device), shared by every
 * portal process. The library's own table layout; created here so only migrations change
 * the schema (the limiter is told the table exists).
 */
export const up: Migration = async ({ context: sequelize }) => {
  await sequelize.query(`
    CREATE TABLE rate_limits (
      key VARCHAR(255) PRIMARY KEY,
      points INTEGER NOT NULL DEFAULT 0,
      expire BIGINT
    )`);
  await sequelize.query(`CREATE INDEX rate_limits_expire ON rate_limits (expire)`);
};

export const down: Migration = async ({ context: sequelize }) => {
  await sequelize.query(`DROP TABLE rate_limits`);
};
