/**
 * Points this integration worker at its own stack (scripts/lib/test-stack.ts): `npm test`
 * passes every worker's database, portal, mail folder and data folder in TEST_STACKS, and
 * vitest numbers its workers 1…N in VITEST_POOL_ID. Runs before any module reads the
 * environment (it is the first setup file), so the models, the session cookies and the
 * helpers all talk to this worker's stack. Without TEST_STACKS the environment is used as
 * it is (one database and portal given by hand).
 */
const stacks = process.env.TEST_STACKS ? (JSON.parse(process.env.TEST_STACKS) as Record<string, string>[]) : undefined;
if (stacks) {
  const worker = Number(process.env.VITEST_POOL_ID);
  const stack = stacks[worker - 1];
  if (!stack) throw new Error(`No test stack for worker ${process.env.VITEST_POOL_ID} (${stacks.length} started)`);
  Object.assign(process.env, stack);
}

export {};
