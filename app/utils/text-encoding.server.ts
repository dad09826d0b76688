/**
 * Text files as offices save them (issue 24). Excel on Windows and LibreOffice's default save a
 * CSV in Windows-1252, where "João" and "Lüderitz" are single bytes that are not UTF-8; reading
 * them as UTF-8 would silently turn the letters into "�". A file is read as UTF-8 when it is
 * valid UTF-8 (with or without a byte-order mark), as UTF-16 when it has its byte-order mark,
 * and otherwise as Windows-1252 (which also reads ISO-8859-1), and says which it was.
 */
import iconv from "iconv-lite";

export type TextEncodingName = "UTF-8" | "UTF-16" | "Windows-1252";

export function decodeSpreadsheetText(data: Uint8Array): { text: string; encoding: TextEncodingName } {
  if (data[0] === 0xff && data[1] === 0xfe) return { text: new TextDecoder("utf-16le").decode(data.subarray(2)), encoding: "UTF-16" };
  if (data[0] === 0xfe && data[1] === 0xff) return { text: new TextDecoder("utf-16be").decode(data.subarray(2)), encoding: "UTF-16" };
  try {
    // fatal: invalid UTF-8 throws instead of becoming U+FFFD.
    return { text: new TextDecoder("utf-8", { fatal: true }).decode(data), encoding: "UTF-8" };
  } catch {
    // iconv-lite: Node's own "windows-1252" decoder reads 0x80-0x9F as Latin-1 control codes, not € “ ”.
    return { text: iconv.decode(Buffer.from(data), "win1252"), encoding: "Windows-1252" };
  }
}

/** What the check screen, the API and the command line say about a file not saved as UTF-8. */
export function encodingNote(encoding: TextEncodingName | null | undefined) {
  return encoding === "Windows-1252"
    ? "The file is not UTF-8: it was read as Windows-1252 (how Excel on Windows and LibreOffice save a CSV by default), so letters such as ü, ã and é are kept."
    : null;
}
