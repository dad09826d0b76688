import path from "node:path";

/** Where each shard of the bad-input corpus leaves its counts, for `npm test` to add up and print. */
export const CORPUS_COUNTS_DIR = path.resolve("test-results/corpus");
