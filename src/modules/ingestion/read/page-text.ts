import { type CheerioAPI, load } from 'cheerio/slim';
import type { AnyNode, Element } from 'domhandler';

/** Elements that start and end a line of text (table cells too: a label cell and its value cell become two lines). */
const BLOCK_ELEMENTS = new Set([
  'address', 'article', 'aside', 'blockquote', 'body', 'caption', 'dd', 'details', 'dialog', 'div', 'dl', 'dt',
  'fieldset', 'figcaption', 'figure', 'footer', 'form', 'h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'header', 'hgroup', 'hr',
  'html', 'legend', 'li', 'main', 'nav', 'ol', 'p', 'pre', 'section', 'summary', 'table', 'tbody', 'td', 'tfoot', 'th',
  'thead', 'tr', 'ul',
]);

/** Elements whose content is no text a reader sees. */
const HIDDEN_ELEMENTS = new Set(['script', 'style', 'noscript', 'template', 'svg', 'head', 'iframe', 'object', 'select', 'canvas']);

const LINE_BREAK = '\n';

/** Elements to leave out of the text (navigation, say), besides the hidden ones. */
export type SkipElement = (element: Element) => boolean;

/** Inline parts of an address that sites lay out as lines by style sheet alone: read as separate parts. */
const ADDRESS_PART = /address|street|locality|city|region|postal|zip|venue-?name|\bline\b|-line\b/i;

/** A comma before an address part written right after the previous one ("Arena</span><span>45 Flatbush Ave"). */
function separateAddressPart(element: Element, out: string[]): void {
  const hint = `${element.attribs.class ?? ''} ${element.attribs.itemprop ?? ''} ${element.attribs.property ?? ''}`;
  if (!ADDRESS_PART.test(hint)) return;
  const before = out.length > 0 ? out[out.length - 1] : '';
  if (before === '' || /[\s,;:(\n]$/.test(before)) return;
  out.push(', ');
}

/** How many nodes of an element are looked through for its first character: a hostile page's empty nesting costs no more. */
const MAX_FIRST_CHARACTER_NODES = 32;

/** The first character of an element's text, when one of its first few nodes has any. */
function firstCharacter(node: AnyNode, budget = { nodes: MAX_FIRST_CHARACTER_NODES }): string | null {
  if (--budget.nodes < 0) return null;
  if (node.type === 'text') return /\S/.exec(node.data)?.[0] ?? null;
  if (node.type !== 'tag') return null;
  for (const child of node.children) {
    const found = firstCharacter(child, budget);
    if (found !== null || budget.nodes < 0) return found;
  }
  return null;
}

/**
 * Inline elements written one against the other, laid out apart by style sheet alone (a card's "<span>Pre-Order</span>
 * <span>Sat Jan 9, 9:00 AM</span>" with no space between): a line break between words that would otherwise run
 * together ("Pre-OrderSat"), a space between a month and its day ("Jan" "9"), nothing after a currency sign ("$" "25").
 */
function separateAbutting(element: Element, out: string[]): void {
  if (element.prev?.type !== 'tag' || out.length === 0) return;
  const last = out[out.length - 1].slice(-1);
  const first = firstCharacter(element);
  if (first === null || last === '' || /\s/.test(last)) return;
  if (/[A-Za-z0-9.!?)]/.test(last) && /[A-Z]/.test(first)) out.push(LINE_BREAK);
  else if (/[A-Za-z]/.test(last) && /\d/.test(first)) out.push(' ');
}

function collect(node: AnyNode, out: string[], skip?: SkipElement): void {
  if (node.type === 'text') {
    // Whitespace in the markup (newlines included) is one space; line breaks come from the structure only.
    out.push(node.data.replace(/\s+/g, ' '));
    return;
  }
  if (node.type === 'root') {
    for (const child of node.children) collect(child, out, skip);
    return;
  }
  if (node.type !== 'tag' && node.type !== 'script' && node.type !== 'style') return;
  const name = node.name.toLowerCase();
  if (HIDDEN_ELEMENTS.has(name) || skip?.(node)) return;
  if (name === 'br') {
    out.push(LINE_BREAK);
    return;
  }
  const block = BLOCK_ELEMENTS.has(name);
  if (block) out.push(LINE_BREAK);
  else {
    separateAddressPart(node, out);
    separateAbutting(node, out);
  }
  for (const child of node.children) collect(child, out, skip);
  if (block) out.push(LINE_BREAK);
}

/**
 * The text a reader sees in the nodes: a line break between block elements and at each `<br>`, runs of
 * whitespace collapsed to one space, lines trimmed, empty lines dropped. Scripts and styles give nothing.
 */
export function blockText(nodes: AnyNode | readonly AnyNode[], skip?: SkipElement): string {
  const out: string[] = [];
  for (const node of Array.isArray(nodes) ? (nodes as readonly AnyNode[]) : [nodes as AnyNode]) collect(node, out, skip);
  return out
    .join('')
    .split(LINE_BREAK)
    .map((line) => line.replace(/\s+/g, ' ').trim())
    .filter((line) => line !== '')
    .join(LINE_BREAK);
}

/** Text (entities decoded, tags removed, block-aware lines) of an HTML fragment or of plain text. */
export function htmlToText(html: string): string {
  if (!/[<&]/.test(html)) {
    return html
      .split(/\r?\n/)
      .map((line) => line.replace(/\s+/g, ' ').trim())
      .filter((line) => line !== '')
      .join(LINE_BREAK);
  }
  const $ = load(html, null, false);
  return blockText($.root().toArray());
}

/** One line: every run of whitespace (line breaks included) as one space, trimmed. */
export function oneLine(text: string): string {
  return text.replace(/\s+/g, ' ').trim();
}

/** A link's text that is an address written out ("https://club.example/camp", "www.club.example"). */
const WRITTEN_ADDRESS = /^(?:https?:\/\/|www\.)\S+$/i;
const endsLine = (node: AnyNode) => node.type === 'tag' && ((node as Element).name === 'br' || BLOCK_ELEMENTS.has((node as Element).name));

/**
 * What a link says: its words, or, for an address written out as its own text (a flyer's or a mail's "Register:
 * https://..."), the words before it on its line, which say what the address is for ("Register online:").
 */
export function linkWords($: CheerioAPI, link: Element): string {
  const words = oneLine($(link).text());
  if (!WRITTEN_ADDRESS.test(words)) return words;
  // From the link, or the inline element it opens ("<span><a>"), back to the line's start.
  let from: AnyNode = link;
  while (!from.prev && from.parent && from.parent.type === 'tag' && !endsLine(from.parent)) from = from.parent;
  let before = '';
  for (let node = from.prev; node && !endsLine(node); node = node.prev) before = `${$(node).text()}${before}`;
  return oneLine(`${before} ${words}`);
}
