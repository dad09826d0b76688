import { availableParallelism } from "node:os";
import { hash, verify } from "@node-rs/bcrypt";
import { BCRYPT_COST } from "~/constants";

/**
 * Password hashing runs natively on libuv's thread pool (@node-rs/bcrypt), never on the
 * JavaScript thread, at most HASHING_SLOTS at a time: one per core (issue 26: a single slot on
 * a 2-core server let 50 bogus sign-ins hold a real one for 10 s). The same pool also signs
 * and checks every request's session cookie (Web Crypto HMAC) and compresses answers, and it
 * has four threads by default, so hashes never take all of it. The rest wait their turn here,
 * and a sign-in from a known device (priority) goes ahead of every anonymous one waiting
 * (bench:sign-in measures both). It reads the `$2a$`/`$2b$` hashes bcryptjs wrote before, so
 * stored passwords keep working.
 */
const HASHING_SLOTS = Math.max(1, Math.min(availableParallelism(), 3));

let running = 0;
const waiting: { priority: (() => void)[]; normal: (() => void)[] } = { priority: [], normal: [] };

async function inHashingSlot<T>(work: () => Promise<T>, priority = false): Promise<T> {
  // A finishing hash hands its slot straight to the next in line, so the count never overshoots.
  if (running >= HASHING_SLOTS) await new Promise<void>((resolve) => waiting[priority ? "priority" : "normal"].push(resolve));
  else running += 1;
  try {
    return await work();
  } finally {
    const next = waiting.priority.shift() ?? waiting.normal.shift();
    if (next) next();
    else running -= 1;
  }
}

export function hashPassword(password: string) {
  return inHashingSlot(() => hash(password, { cost: BCRYPT_COST }));
}

let dummyHash: Promise<string> | undefined;

/**
 * Compares against a throwaway hash when there is none, so an unknown user costs the same
 * time. `priority`: a known device's sign-in, checked before anonymous ones that wait.
 */
export async function verifyPassword(password: string, stored: string | null | undefined, options: { priority?: boolean } = {}) {
  dummyHash ??= hashPassword("not-a-real-password");
  const against = stored ?? (await dummyHash);
  const matches = await inHashingSlot(() => verify(password, against), options.priority);
  return Boolean(stored) && matches;
}
