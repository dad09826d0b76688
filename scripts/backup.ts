import path from "node:path";
import { createBackup } from "~/services/backups/backup.server";
import { portalVersion, runBackupCli } from "./lib/backup-cli";

/** `npm run backup -- DIR`: the database (one snapshot) and every stored file, with a manifest (issue 27; deploy/README.md "Backups"). */
await runBackupCli("Usage: npm run backup -- DIR   (DIR: a new or empty folder)", async (target, args) => {
  const dir = path.resolve(args.find((arg) => !arg.startsWith("--"))!);
  const manifest = await createBackup({ ...target, dir, portal: portalVersion(), log: (message) => console.log(message) });
  const rows = Object.values(manifest.database.tables).reduce((total, count) => total + count, 0);
  console.log(
    `Backup written to ${dir}: ${Object.keys(manifest.database.tables).length} tables (${rows} rows), ` +
      `${manifest.files.length} files (${manifest.storage.bytes} bytes), ${manifest.database.migrations.length} migrations; manifest.json and SHA256SUMS`,
  );
});
