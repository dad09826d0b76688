import path from "node:path";
import { BackupError } from "~/services/backups/pg-tools.server";
import { restoreBackup } from "~/services/backups/restore.server";
import { runBackupCli } from "./lib/backup-cli";

/** `npm run restore -- DIR [--force]`: a backup of `npm run backup` into an empty database and storage (issue 27). */
await runBackupCli(
  "Usage: npm run restore -- DIR [--force]   (--force: replace a database with tables and overwrite stored files)",
  async (target, args) => {
    const unknown = args.filter((arg) => arg.startsWith("--") && arg !== "--force");
    if (unknown.length) throw new BackupError(`Unknown option ${unknown.join(", ")}`);
    const dir = path.resolve(args.find((arg) => !arg.startsWith("--"))!);
    const report = await restoreBackup({ ...target, dir, force: args.includes("--force"), log: (message) => console.log(message) });
    console.log(
      `Restored ${dir}: ${report.tables} tables (${report.rows} rows) and ${report.files} files (${report.bytes} bytes); ` +
        "every row count and checksum matches the manifest",
    );
  },
);
