/** Ids are PostgreSQL integers (SERIAL): 1 to 2,147,483,647. */
const MAX_ID = 2_147_483_647;

/**
 * A record id from a URL or a form, in its one canonical form: digits, no sign, no leading
 * zero, no spaces, within the integer range. Anything else ("0x17", "23.0", " 23",
 * "2147483648") is no id at all, so it finds nothing instead of reaching the database.
 */
export function readId(value: string | null | undefined): number | null {
  if (!value || !/^[1-9][0-9]{0,9}$/.test(value)) return null;
  const id = Number(value);
  return id <= MAX_ID ? id : null;
}
