import { BaseSequencer, type TestSpecification } from "vitest/node";

/**
 * Integration files run side by side on a few workers; the run ends when the last worker
 * does. Files known to take longest (the corpus's shards, the sign-in timing and attack
 * files, the embedded database, the command-line imports) start first so that no worker
 * picks one up at the end while the others sit idle. The rest keep vitest's own order
 * (slowest of the last run first, or largest first on a fresh clone).
 */
const LONG_FIRST = [
  /abuse-corpus-\d+\.test\.ts$/,
  /sign-in-timing\.test\.ts$/,
  /embedded-database\.test\.ts$/,
  /sign-in-attacks\.test\.ts$/,
  /accounts\.test\.ts$/,
  /employee-import\.test\.ts$/,
  /authorization\.test\.ts$/,
  /jobs\.test\.ts$/,
];

function rank(file: TestSpecification) {
  const index = LONG_FIRST.findIndex((pattern) => pattern.test(file.moduleId));
  return index === -1 ? LONG_FIRST.length : index;
}

export default class LongFirstSequencer extends BaseSequencer {
  async sort(files: TestSpecification[]) {
    const sorted = await super.sort(files);
    return sorted
      .map((file, order) => ({ file, order }))
      .sort((a, b) => rank(a.file) - rank(b.file) || a.order - b.order)
      .map(({ file }) => file);
  }
}
