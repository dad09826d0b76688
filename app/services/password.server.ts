import { availableParallelism } from "node:os";
import { hash, verify } from "@node-rs/bcrypt";
import { BCRYPT_COST } from "~/constants";

/**
 * Password hashing runs natively on libuv's thread pool (@node-rs/bcrypt), never on the
 * JavaScript thread, and at most HASHING_SLOTS at a time: the same pool also signs and
 * checks every request's session cookie (Web Crypto HMAC) and compresses answers, so a
 * burst of sign-ins (or of guesses) that filled it would queue everyone else's requests
 * behind 500 ms hashes. The rest wait their turn here instead (bench:sign-in measures it).
 * It reads the `$2a$`/`$2b$` hashes bcryptjs wrote before, so stored passwords keep working.
 */
const HASHING_SLOTS = Math.max(1, Math.min(availableParallelism() - 1, 3));

let running = 0;
const waiting: (() => void)[] = [];

async function inHashingSlot<T>(work: () => Promise<T>): Promise<T> {
  // A finishing hash hands its slot straight to the next in line, so the count never overshoots.
  if (running >= HASHING_SLOTS) await new Promise<void>((resolve) => waiting.push(resolve));
  else running += 1;
  try {
    return await work();
  } finally {
    const next = waiting.shift();
    if (next) next();
    else running -= 1;
  }
}

export function hashPassword(password: string) {
  return inHashingSlot(() => hash(password, { cost: BCRYPT_COST }));
}

let dummyHash: Promise<string> | undefined;

/** Compares against a throwaway hash when there is none, so an unknown user costs the same time. */
export async function verifyPassword(password: string, stored: string | null | undefined) {
  dummyHash ??= hashPassword("not-a-real-password");
  const against = stored ?? (await dummyHash);
  const matches = await inHashingSlot(() => verify(password, against));
  return Boolean(stored) && matches;
}
