import { getDocumentProxy } from 'unpdf';
import { eventTypeOf } from './classify.js';
import { escapeHtml, linkedHtml } from './plain-text.js';
import type { DocumentSnapshot, PageSnapshot } from './types.js';

/** A camp's brochure is a page or two, a season's a dozen: pages past these are not read. */
const MAX_DOCUMENT_PAGES = 24;
/** The most text taken from a document, all pages together. */
const MAX_DOCUMENT_CHARS = 200_000;

/** Why a document could not be read, in one line for an admin ("Not a PDF document", "The PDF is damaged"). */
export class DocumentReadError extends Error {
  override readonly name = 'DocumentReadError';
}

/** One line of a document as the PDF shows it: its text and its type size (its tallest glyph run), in points. */
export interface DocumentLine {
  text: string;
  size: number;
}

/**
 * A PDF's lines, page by page, as the PDF lays them out. Read with pdf.js (`unpdf`, packaged for servers) without
 * evaluating anything the file carries (no font programs compiled to functions, no system fonts), and only in the
 * read step's worker, under its time and memory limits: a PDF is hostile input like any page.
 */
export async function documentText(bytes: Uint8Array): Promise<DocumentLine[][]> {
  if (!Buffer.from(bytes.subarray(0, 1024)).includes('%PDF-')) throw new DocumentReadError('Not a PDF document');
  let document;
  try {
    document = await getDocumentProxy(new Uint8Array(bytes), {
      isEvalSupported: false,
      disableFontFace: true,
      useSystemFonts: false,
      stopAtErrors: false,
      verbosity: 0,
    });
  } catch (error) {
    const reason = error instanceof Error ? error.message.split('\n')[0].slice(0, 120) : 'unreadable';
    throw new DocumentReadError(/password/i.test(reason) ? 'The PDF is protected by a password' : `The PDF could not be read (${reason})`);
  }
  try {
    const pages: DocumentLine[][] = [];
    let chars = 0;
    for (let number = 1; number <= Math.min(document.numPages, MAX_DOCUMENT_PAGES) && chars < MAX_DOCUMENT_CHARS; number += 1) {
      const page = await document.getPage(number);
      const content = await page.getTextContent();
      const lines: DocumentLine[] = [];
      let line: DocumentLine = { text: '', size: 0 };
      for (const item of content.items) {
        if (!('str' in item) || chars >= MAX_DOCUMENT_CHARS) continue;
        line.text += item.str;
        chars += item.str.length;
        if (item.str.trim() !== '') line.size = Math.max(line.size, Math.round(Math.abs(item.height) * 10) / 10);
        if (item.hasEOL) {
          lines.push(line);
          line = { text: '', size: 0 };
        }
      }
      if (line.text !== '') lines.push(line);
      pages.push(lines);
      page.cleanup();
    }
    return pages;
  } finally {
    await document.destroy().catch(() => undefined);
  }
}


/**
 * The line a flyer heads its event with: among its first lines, a short one naming a kind of event ("2027 Summer
 * Skills Camp"), not a label's line ("Camp fee: $225") nor a sentence. A flyer's first line is as often its club's
 * name or logo text, which is no event's name.
 */
function headingOf(lines: readonly string[]): string | null {
  return (
    lines
      .filter((line) => line !== '')
      .slice(0, 12)
      .find((line) => line.length <= 90 && !/[:$]|\.\s|\.$/.test(line) && (eventTypeOf(null, line) !== 'Recruiting Event' || /\brecruit/i.test(line))) ?? null
  );
}

/** The type size most of a document's text is set in (its body text), weighed by characters. */
function bodySize(pages: readonly (readonly DocumentLine[])[]): number {
  const weights = new Map<number, number>();
  for (const line of pages.flat()) if (line.size > 0) weights.set(line.size, (weights.get(line.size) ?? 0) + line.text.length);
  return [...weights].sort((a, b) => b[1] - a[1])[0]?.[0] ?? 0;
}

/**
 * A document's text as a page the readers take: each PDF page a section, each line a paragraph, a line set larger
 * than the body text (15% larger or more, and short) a heading, the flyer's event heading (`headingOf`, else its
 * first line) the title and first heading. What the readers then find rests on the document's own text, and the
 * document's address is its records' source.
 */
export function documentAsPage(url: string, pages: readonly (readonly DocumentLine[])[]): PageSnapshot {
  const clean = (text: string) => text.replace(/\s+/g, ' ').trim();
  const body = bodySize(pages);
  const first = (pages[0] ?? []).map((line) => clean(line.text));
  const heading = headingOf(first);
  const title = heading ?? first.find((line) => line !== '') ?? '';
  const sections = pages.map((lines, index) => {
    // Above the flyer's event heading, its club's name or a kicker ("KEYSTONE FLICKERS FIELD HOCKEY"): no section's heading.
    let aboveHeading = index === 0 && heading !== null;
    const paragraphs = lines
      .map((line) => ({ text: clean(line.text), size: line.size }))
      .filter((line, at, all) => line.text !== '' || (at > 0 && all[at - 1].text !== ''))
      .map((line) => {
        if (line.text === '') return '<br>';
        if (index === 0 && line.text === heading) {
          aboveHeading = false;
          return `<h1>${escapeHtml(line.text)}</h1>`;
        }
        if (!aboveHeading && body > 0 && line.size >= body * 1.15 && line.text.length <= 90) return `<h2>${escapeHtml(line.text)}</h2>`;
        return `<p>${linkedHtml(line.text)}</p>`;
      });
    return `<section>\n${paragraphs.join('\n')}\n</section>`;
  });
  return { url, html: `<!doctype html><html><head><title>${escapeHtml(title)}</title></head><body><main>\n${sections.join('\n<hr>\n')}\n</main></body></html>` };
}

/** A document as the page the readers take (`documentText`, then `documentAsPage`). */
export async function documentPage(document: DocumentSnapshot): Promise<PageSnapshot> {
  return documentAsPage(document.url, await documentText(document.bytes));
}
