import { getDocument } from "pdfjs-dist/legacy/build/pdf.mjs";

/**
 * The text of a PDF as a reader's copy-and-paste would give it (pdfjs-dist, Mozilla's
 * PDF reader): one line per text line, pages separated by a blank line.
 */
export async function pdfText(bytes: Uint8Array | ArrayBuffer) {
  const data = new Uint8Array(bytes instanceof ArrayBuffer ? bytes : bytes.slice());
  const document = await getDocument({ data, isEvalSupported: false, disableFontFace: true, verbosity: 0 }).promise;
  try {
    const pages: string[] = [];
    for (let number = 1; number <= document.numPages; number++) {
      const page = await document.getPage(number);
      const content = await page.getTextContent();
      let text = "";
      for (const item of content.items) {
        if (!("str" in item)) continue;
        text += item.str + (item.hasEOL ? "\n" : " ");
      }
      pages.push(
        text
          .replace(/[ \t]+/g, " ")
          .replace(/ ?\n ?/g, "\n")
          .trim(),
      );
    }
    return { pages: document.numPages, text: pages.join("\n\n") };
  } finally {
    await document.destroy();
  }
}
