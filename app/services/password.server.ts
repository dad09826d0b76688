import bcrypt from "bcryptjs";
import { BCRYPT_COST } from "~/constants";

export function hashPassword(password: string) {
  return bcrypt.hash(password, BCRYPT_COST);
}

let dummyHash: Promise<string> | undefined;

/** Compares against a throwaway hash when there is none, so an unknown user costs the same time. */
export async function verifyPassword(password: string, hash: string | null | undefined) {
  dummyHash ??= bcrypt.hash("not-a-real-password", BCRYPT_COST);
  const matches = await bcrypt.compare(password, hash ?? (await dummyHash));
  return Boolean(hash) && matches;
}
