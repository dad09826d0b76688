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

export interface WordBox {
  page: number;
  text: string;
  x0: number;
  x1: number;
  y0: number;
  y1: number;
}

/**
 * Every word of a PDF with its box, in PDF units from the page's lower left corner, from
 * pdfjs-dist's text content: each text item's transform gives its baseline origin and font
 * size, its width the advance of the whole run; the run's words share that width by their
 * number of characters (spaces included), so each word's box lies inside its run's box. The
 * box runs from a fifth of the font size below the baseline (descenders) to three quarters
 * above it (capitals), less than one line's height, so the lines of one paragraph do not touch.
 */
export async function pdfWordBoxes(bytes: Uint8Array | ArrayBuffer) {
  const data = new Uint8Array(bytes instanceof ArrayBuffer ? bytes : bytes.slice());
  const document = await getDocument({ data, isEvalSupported: false, disableFontFace: true, verbosity: 0 }).promise;
  try {
    const words: WordBox[] = [];
    const pages: { width: number; height: number }[] = [];
    for (let number = 1; number <= document.numPages; number++) {
      const page = await document.getPage(number);
      const [x0, y0, x1, y1] = page.view;
      pages.push({ width: x1 - x0, height: y1 - y0 });
      const content = await page.getTextContent();
      for (const item of content.items) {
        if (!("str" in item) || !item.str.trim()) continue;
        const [a, b, c, d, e, f] = item.transform as number[];
        if (Math.abs(b) > 0.01 || Math.abs(c) > 0.01) throw new Error(`Rotated text is not measured: ${item.str}`);
        const size = Math.hypot(c, d) || Math.abs(a);
        const perChar = item.width / item.str.length;
        for (const match of item.str.matchAll(/\S+/g)) {
          const start = e + perChar * match.index;
          words.push({
            page: number,
            text: match[0],
            x0: start,
            x1: start + perChar * match[0].length,
            y0: f - 0.2 * size,
            y1: f + 0.75 * size,
          });
        }
      }
    }
    return { words, pages };
  } finally {
    await document.destroy();
  }
}

/**
 * The pairs of words whose boxes overlap (by more than `tolerance` in both directions) on
 * the same page, and the words that run off their page. Empty for a readable document.
 */
export async function overlappingWords(bytes: Uint8Array | ArrayBuffer, tolerance = 0.5) {
  const { words, pages } = await pdfWordBoxes(bytes);
  const problems: string[] = [];
  const describe = (word: WordBox) =>
    `"${word.text}" (${word.x0.toFixed(1)}-${word.x1.toFixed(1)}, ${word.y0.toFixed(1)}-${word.y1.toFixed(1)})`;
  for (let page = 1; page <= pages.length; page++) {
    // Sorted by left edge: a word is compared with the words that start before it ends.
    const onPage = words.filter((word) => word.page === page).sort((left, right) => left.x0 - right.x0);
    for (const word of onPage) {
      const { width, height } = pages[page - 1];
      if (word.x0 < -tolerance || word.x1 > width + tolerance || word.y0 < -tolerance || word.y1 > height + tolerance)
        problems.push(`page ${page}: ${describe(word)} runs off the page`);
    }
    for (let i = 0; i < onPage.length; i++) {
      const word = onPage[i];
      for (let j = i + 1; j < onPage.length && onPage[j].x0 < word.x1 - tolerance; j++) {
        const other = onPage[j];
        const across = Math.min(word.x1, other.x1) - Math.max(word.x0, other.x0);
        const down = Math.min(word.y1, other.y1) - Math.max(word.y0, other.y0);
        if (across > tolerance && down > tolerance) problems.push(`page ${page}: ${describe(word)} overlaps ${describe(other)}`);
      }
    }
  }
  return problems;
}
