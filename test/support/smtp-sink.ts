import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { simpleParser } from "mailparser";
import { SMTPServer } from "smtp-server";

/**
 * A real SMTP server for the tests (smtp-server). Every message it accepts is parsed
 * and written as JSON into a folder that test processes read. While a file named
 * `refuse` exists in that folder it answers every message with a temporary failure,
 * so tests can take "the mail server" down and bring it back.
 */
export interface SunkMail {
  to: string[];
  from: string;
  subject: string;
  text: string;
  html: string;
  messageId: string;
  receivedAt: string;
}

export async function startSmtpSink(dir: string, port: number) {
  mkdirSync(dir, { recursive: true });
  let counter = 0;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS"],
    onRcptTo(_address, _session, callback) {
      if (existsSync(path.join(dir, "refuse"))) {
        const error = new Error("Mail server temporarily unavailable") as Error & { responseCode: number };
        error.responseCode = 421;
        return callback(error);
      }
      callback();
    },
    onData(stream, _session, callback) {
      simpleParser(stream)
        .then((parsed) => {
          const to = (Array.isArray(parsed.to) ? parsed.to : parsed.to ? [parsed.to] : []).flatMap((entry) =>
            entry.value.map((value) => (value.address ?? "").toLowerCase()),
          );
          const mail: SunkMail = {
            to,
            from: parsed.from?.text ?? "",
            subject: parsed.subject ?? "",
            text: parsed.text ?? "",
            html: typeof parsed.html === "string" ? parsed.html : "",
            messageId: parsed.messageId ?? "",
            receivedAt: new Date().toISOString(),
          };
          counter += 1;
          // Written under another name, then renamed: a reader polling the folder never sees half a file.
          const file = path.join(dir, `${Date.now()}-${counter}.json`);
          writeFileSync(`${file}.partial`, JSON.stringify(mail, null, 2));
          renameSync(`${file}.partial`, file);
          callback();
        })
        .catch((error) => callback(error));
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(port, "127.0.0.1", () => resolve());
  });
  return { close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}

function sinkDir() {
  const dir = process.env.MAIL_SINK_DIR;
  if (!dir) throw new Error("MAIL_SINK_DIR is not set: run the tests with `npm test`");
  return dir;
}

export function readSunkMail(): SunkMail[] {
  const dir = sinkDir();
  return readdirSync(dir)
    .filter((name) => name.endsWith(".json"))
    .sort()
    .map((name) => JSON.parse(readFileSync(path.join(dir, name), "utf8")) as SunkMail);
}

/** Waits for mail matching a predicate (the portal delivers in the background). */
export async function waitForMail(predicate: (mail: SunkMail) => boolean, { timeoutMs = 15_000, count = 1 } = {}) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const found = readSunkMail().filter(predicate);
    if (found.length >= count) return found;
    if (Date.now() > deadline) throw new Error(`No mail matched within ${timeoutMs} ms (found ${found.length} of ${count})`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

export function setMailServerDown(down: boolean) {
  const flag = path.join(sinkDir(), "refuse");
  if (down) writeFileSync(flag, "down");
  else rmSync(flag, { force: true });
}

/** The approve/reject links of an approval mail. */
export function approvalLinksIn(mail: SunkMail) {
  const approve = mail.text.match(/Approve: (\S+)/)?.[1];
  const reject = mail.text.match(/Reject: +(\S+)/)?.[1];
  if (!approve || !reject) throw new Error(`No approval links in mail "${mail.subject}"`);
  return { approve, reject };
}
