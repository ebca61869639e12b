import type { CheerioAPI } from 'cheerio/slim';
import type { AnyNode, Element } from 'domhandler';
import { singleLineText } from '../../catalog/events/event-details.js';
import { blockText, oneLine } from './page-text.js';
import { sectionOf } from './sections.js';
import { hasDate, hasMoney, trimEndOf } from './text-clues.js';

/**
 * The colleges an organizer says will attend an event: a list labelled "Colleges attending", "College coaches
 * attending", "Coaches expected", "Attending colleges", "Confirmed colleges", "College staff attending"... written as
 * a heading followed by a list (items, lines or a comma-separated paragraph, a table's column), or "Label: A, B, C".
 * A list of past years' attendees, and anything in navigation, sidebars and the page's header and footer, is none.
 */

export const MAX_COLLEGES = 200;
export const MAX_COLLEGE_NAME = 100;

const QUALIFIER = String.raw`(?:confirmed|expected|attending|participating|registered)`;
/**
 * Words naming colleges. Bare "schools" is none (a high-school tournament's "Participating schools" are high
 * schools), nor bare "coaches" (its "Confirmed coaches" are people): they are colleges' only as written below.
 */
const NOUN = String.raw`(?:(?:college|collegiate|university|ncaa)\s(?:coaches|coaching\sstaffs?|staffs?|programs|recruiters|schools)|colleges(?:(?:\s(?:and|&|or)\s|\s?/\s?)universities)?|universities)`;
/** Words saying who will come. */
const ATTENDANCE = String.raw`(?:attending|in\sattendance|expected(?:\sto\sattend)?|(?:confirmed|registered|scheduled|planning|committed)\sto\sattend|who\swill\s(?:be\s)?attend(?:ing)?|(?:that|who)\splan\sto\sattend|coming)`;
const SUFFIX = String.raw`(?:${ATTENDANCE}|confirmed|registered)`;
/**
 * A label: a qualifier before the noun ("Confirmed colleges"), or after it ("Colleges attending"), or both; coaches
 * only when they come ("Coaches expected", "Coaches attending").
 */
const LABEL = new RegExp(String.raw`^(?:(?:the|our|list\sof)\s)?(?:${QUALIFIER}\s(?:${QUALIFIER}\s)?${NOUN}(?:\s${SUFFIX})?|${NOUN}\s${SUFFIX}|coaches\s${ATTENDANCE})`, 'i');
/** What may follow a label before its list: an aside, "so far", "as of June 1", "include", then a colon or a dash. */
const LABEL_TAIL = /^(?:\([^()]{0,60}\)\s?)?(?:(?:so\sfar|to\sdate|(?:as\sof|updated)\s[^:]{1,30}(?=:|$))\s?)?(?:(include[sd]?|are)\b\s?)?([:\-–—]?)\s?/i;
/** A label that lists past years' attendees, or is no list of attendees. */
const PAST = /\b(?:past|previous|prior|former|last\s(?:year|season|summer|fall|spring|winter)|(?:have|has|had)\sattended|attended|alumni|history|recap)\b/i;
/** A short note between a label and its list ("as of June 1", "list subject to change"). */
const NOTE = /\b(?:as\sof|subject\sto\schange|updated|tentative|partial|in\sprogress|more\s(?:to\sbe\s|will\sbe\s)?added|check\sback|to\sdate|so\sfar)\b/i;
/** Words no college's name holds: placeholders, notes, links, counts. */
const NOT_A_NAME = /https?:|www\.|@|\b(?:tba|tbd|more|others|etc|list|tentative|pending|invited|subject\sto|as\sof|updated|click|register|sign\sup|see|check\sback|to\sbe\s(?:announced|added|confirmed|determined)|many|several|various|additional|coaches|attending)\b/i;
/** A time of day ("8:00", "9 am"): a schedule's line, not a name. */
const TIME = /\d:\d|\b\d{1,2}\s?[ap]\.?m\b\.?/i;
/** A sub-heading of a list by division ("Division I", "D3:"). */
const DIVISION = /^(?:ncaa\s)?(?:division|div\.?|d)\s?(?:i{1,3}|[1-3])\b/i;
/** Small words of a name in lower case ("University of the South"); a name holds few other lower-case words. */
const SMALL_WORDS = new Set(['of', 'the', 'and', 'at', 'in', 'for', 'de', 'la', 'du', 'on', 'a', 'an', '&', '-', '–', 'y']);
/** Names holding "and" or "&" ("Franklin & Marshall"): a list's last item is not split at it. */
const AMPERSAND_NAME = /^(?:franklin|william|washington|hobart|randolph|emory|lewis|davis|hampden)\s(?:&|and)\s/i;
const BULLET = /^(?:[-–—*•·+▪◦]|\d{1,3}[.)])\s?/;

const HEADING = /^h[1-6]$/;
/** Parts a label may sit at the end of, its list in the part after (never a table's row or a list's item). */
const WRAPPERS = new Set(['div', 'section', 'header', 'hgroup']);
/** Elements that style words inside a line: a label's words may sit in several of them. */
const FORMATTING = new Set(['a', 'b', 'strong', 'em', 'i', 'u', 'span', 'font', 'mark', 'small', 'abbr', 'sup', 'sub']);
const HIDDEN = new Set(['script', 'style', 'noscript', 'template', 'svg', 'head', 'iframe', 'object', 'select', 'canvas']);
const MAX_DEPTH = 60;
const MAX_NODES = 200_000;
/** Candidate labels looked at per block: a page naming colleges everywhere is read no further. */
const MAX_LABELS = 30;
/** Lines of a paragraph or block read for names: more than any list holds. */
const MAX_LINES = 400;
/** Lines longer than this are prose, not a label (its list may follow on the line). */
const MAX_LABEL_LINE = 200;
/** The most of a line read for a list written after its label. */
const MAX_INLINE = 30_000;

type Label = { inline: string } | { inline: null };

/** A line that is a colleges label: its list when written after it on the line, else `inline: null`; null when it is no label. */
export function labelOf(line: string): Label | null {
  const text = (line.length > MAX_INLINE ? line.slice(0, MAX_INLINE) : line).trim();
  const label = LABEL.exec(text.slice(0, MAX_LABEL_LINE));
  if (!label) return null;
  const rest = text.slice(label[0].length).trim();
  const tail = LABEL_TAIL.exec(rest.slice(0, MAX_LABEL_LINE));
  if (!tail) return null;
  const after = rest.slice(tail[0].length).trim();
  if (PAST.test(text.slice(0, text.length - after.length))) return null;
  if (after === '') return text.length <= MAX_LABEL_LINE ? { inline: null } : null;
  // "Coaches expected at 8:00" says when, not who: a list follows a colon, a dash or "include".
  return tail[1] || tail[2] ? { inline: after } : null;
}

/** A name as listed, cleaned (single line, bullets and footnote marks gone), or null when it names no college. */
function nameOf(text: string): string | null {
  // Typographic apostrophes written as the plain one ("St. Aidan’s College" is "St. Aidan's College").
  let name = oneLine(singleLineText(text)).replace(BULLET, '').replace(/^(?:and|&)\s/i, '').replace(/[\u2018\u2019\u02bc]/g, "'");
  // "prestigious programs such as Yale": the name after the words that introduce it.
  for (const words of ['such as ', 'including ']) {
    const at = name.toLowerCase().lastIndexOf(words);
    if (at !== -1) name = name.slice(at + words.length);
  }
  name = trimEndOf(name, ' ,;:!*†‡');
  if (name.endsWith('.') && name.indexOf('.') === name.length - 1) name = name.slice(0, -1);
  name = name.trim();
  if (name === '' || name.length > MAX_COLLEGE_NAME || !/[a-z]/i.test(name)) return null;
  if (NOT_A_NAME.test(name) || DIVISION.test(name) || TIME.test(name) || hasDate(name) || hasMoney(name)) return null;
  const words = name.split(' ');
  if (words.length > 8) return null;
  // A sentence, not a name: it starts with a word in lower case ("arrive by noon"), or holds several of them.
  const isLowerCase = (word: string) => /^[a-z]/.test(word) && !SMALL_WORDS.has(word);
  return isLowerCase(words[0]) || words.filter(isLowerCase).length > 1 ? null : name;
}

/** The names of one line: split at commas, semicolons and bullets; the last "and"/"&" of a list splits too. */
export function namesInLine(line: string): string[] {
  const parts = line.split(/\s?[,;•|·]\s?/).map((part) => part.trim()).filter((part) => part !== '');
  if (parts.length >= 2) {
    const last = parts[parts.length - 1];
    const joined = /\s(?:and|&)\s/i.exec(last);
    if (joined && !/^(?:and|&)\s/i.test(last) && !AMPERSAND_NAME.test(last)) parts.splice(parts.length - 1, 1, last.slice(0, joined.index), last.slice(joined.index + joined[0].length));
  }
  return parts;
}

/** A line that ends a list written as lines: another label, a date, a price, a sentence, a button. */
function endsList(line: string): boolean {
  return line.includes(':') || line.length > 150 || hasDate(line) || hasMoney(line) || /\b(?:register|sign\s?up)\b/i.test(line) || (/[.!?]$/.test(line) && line.split(' ').length >= 6);
}

/** The names of a list written as lines (a paragraph, a block of text): up to the first line that ends it. */
function namesInLines(lines: readonly string[]): string[] {
  const written: string[] = [];
  for (const line of lines.slice(0, MAX_LINES)) {
    if (endsList(line)) break;
    written.push(...namesInLine(line));
  }
  return namesOfParts(written);
}

/** The names of a list written on its label's line ("Colleges attending: Duke, UNC and Maryland"), however long. */
function namesInline(text: string): string[] {
  return namesOfParts(namesInLine(text));
}

function namesOfParts(written: readonly string[]): string[] {
  const names = written.map(nameOf).filter((name): name is string => name !== null);
  // Prose cut at its commas is no list: most of its parts name nothing.
  return names.length * 2 < written.length ? [] : names;
}

/** The names of a list's items, each item one name (its first line). */
function namesOfItems(texts: readonly string[]): string[] {
  return texts.slice(0, MAX_COLLEGES * 2).map((text) => nameOf(text.split('\n')[0] ?? '')).filter((name): name is string => name !== null);
}

/**
 * Names as an event holds them: cleaned, each at most 100 characters (longer ones dropped), distinct ignoring case,
 * at most 200, in the order listed.
 */
export function collegeNames(names: readonly string[]): string[] {
  const seen = new Set<string>();
  const kept: string[] = [];
  for (const written of names) {
    const name = nameOf(written);
    if (name === null || seen.has(name.toLowerCase())) continue;
    seen.add(name.toLowerCase());
    kept.push(name);
    if (kept.length === MAX_COLLEGES) break;
  }
  return kept;
}

/** The colleges a text lists (a description, a feed's text): "Colleges attending: A, B, C", or a label line and a name a line. */
export function collegesInText(text: string | null | undefined): string[] {
  if (!text) return [];
  const lines = text.split('\n').slice(0, 5_000);
  for (let index = 0; index < lines.length; index++) {
    const label = labelOf(lines[index]);
    if (!label) continue;
    const names = label.inline !== null ? namesInline(label.inline) : namesInLines(lines.slice(index + 1));
    if (names.length > 0) return collegeNames(names);
  }
  return [];
}

const isTag = (node: AnyNode | null | undefined): node is Element => !!node && (node.type === 'tag' || node.type === 'script' || node.type === 'style');

function nextElement(element: Element): Element | null {
  let next: AnyNode | null = element.next;
  while (next && !isTag(next)) next = next.next;
  return next;
}

/** The cells of a table's column: the one whose header names colleges or schools, else the first. */
function columnOf($: CheerioAPI, table: Element, index: number | null): string[] {
  const rows = $(table).find('tr').toArray() as Element[];
  const cellsOf = (row: Element) => $(row).children('td, th').toArray() as Element[];
  let column = index;
  let start = 0;
  if (column === null) {
    const header = rows[0] ? cellsOf(rows[0]) : [];
    const named = header.findIndex((cell) => cell.name === 'th' && /college|school|universit|program|team/i.test($(cell).text()));
    const hasHeader = header.length > 0 && header.every((cell) => cell.name === 'th');
    column = named === -1 ? 0 : named;
    start = hasHeader ? 1 : 0;
  }
  return rows.slice(start, start + MAX_COLLEGES * 2).flatMap((row) => {
    const cell = cellsOf(row)[column];
    return cell && cell.name === 'td' ? [blockText(cell)] : [];
  });
}

/** The names of the element that follows a label: a list's items, a table's column, a definition list, lines of text. */
function namesIn($: CheerioAPI, element: Element): string[] {
  const name = element.name.toLowerCase();
  if (name === 'ul' || name === 'ol') return namesOfItems(($(element).children('li').toArray() as Element[]).map((item) => blockText(item)));
  if (name === 'table') return namesOfItems(columnOf($, element, null));
  if (name === 'dl') return namesOfItems(($(element).children('dt, dd').toArray() as Element[]).map((item) => blockText(item)));
  // A part holding lists (several columns of them) or a table.
  const items = $(element).find('li').toArray() as Element[];
  if (items.length > 0) return namesOfItems(items.map((item) => blockText(item)));
  const table = $(element).find('table').first()[0] as Element | undefined;
  if (table) return namesOfItems(columnOf($, table, null));
  return namesInLines(blockText(element).split('\n').slice(0, MAX_LINES));
}

/** Navigation, sidebars, and the page's own header and footer hold no event's colleges. */
function isOutsideContent($: CheerioAPI, element: Element): boolean {
  const $element = $(element);
  if ($element.closest('nav, aside, [role="navigation"], [role="complementary"], [role="contentinfo"]').length > 0) return true;
  const frame = $element.closest('header, footer');
  return frame.length > 0 && frame.parents('article, section, li').length === 0;
}

/** The label's block: the nearest element around its words that is no formatting. */
function holderOf(node: AnyNode): Element | null {
  let holder = isTag(node.parent) ? node.parent : null;
  for (let level = 0; holder && level < 6 && FORMATTING.has(holder.name.toLowerCase()); level++) holder = isTag(holder.parent) ? holder.parent : null;
  return holder;
}

/**
 * The names after a label that stands alone: the next element (past empty ones and short notes), or when nothing
 * else follows the label in its part (a page builder's block or widget), the element after that part.
 */
function namesAfter($: CheerioAPI, holder: Element, within: (element: Element) => boolean): string[] {
  let current = holder;
  let skipped = 0;
  for (let level = 0; level < 4; level++) {
    let sibling = nextElement(current);
    while (sibling && skipped <= 3) {
      if (!within(sibling)) return [];
      const text = oneLine($(sibling).text());
      if (text === '' || HIDDEN.has(sibling.name.toLowerCase()) || sibling.name.toLowerCase() === 'br') {
        sibling = nextElement(sibling);
        continue;
      }
      if (HEADING.test(sibling.name.toLowerCase())) return [];
      if (text.length <= 120 && NOTE.test(text) && !labelOf(text) && blockText(sibling).split('\n').length === 1) {
        skipped++;
        sibling = nextElement(sibling);
        continue;
      }
      return namesIn($, sibling);
    }
    if (sibling) return [];
    // Nothing but notes after the label in its part (a page builder's block): the list is in the part after it.
    const parent = isTag(current.parent) ? current.parent : null;
    if (!parent || !WRAPPERS.has(parent.name.toLowerCase()) || !within(parent)) return [];
    current = parent;
  }
  return [];
}

/** The names a label element introduces, by what it is: a column header, a term, an item, a tab, else what follows. */
function namesOfLabel($: CheerioAPI, holder: Element, within: (element: Element) => boolean): string[] {
  const name = holder.name.toLowerCase();
  // A row's header with its value beside it ("<th>Colleges attending</th><td>...</td>") is read as a label and what follows.
  if (name === 'th' && nextElement(holder)?.name.toLowerCase() !== 'td') {
    const row = holder.parent;
    const table = $(holder).closest('table')[0] as Element | undefined;
    if (!isTag(row) || !table) return [];
    const index = ($(row).children('td, th').toArray() as Element[]).indexOf(holder);
    return namesOfItems(columnOf($, table, index));
  }
  if (name === 'dt') {
    const texts: string[] = [];
    for (let next = nextElement(holder); next && next.name.toLowerCase() === 'dd'; next = nextElement(next)) texts.push(blockText(next));
    return texts.length === 1 ? namesInLines(texts[0].split('\n')) : namesOfItems(texts);
  }
  if (name === 'li') {
    const nested = $(holder).children('ul, ol').first()[0] as Element | undefined;
    if (nested) return namesIn($, nested);
  }
  if (name === 'summary' && isTag(holder.parent)) {
    const rest = ($(holder.parent).children().toArray() as Element[]).filter((child) => child !== holder);
    return rest.length === 1 ? namesIn($, rest[0]) : namesInLines(rest.flatMap((child) => blockText(child).split('\n')));
  }
  const controlled = ($(holder).attr('aria-controls') ?? $(holder).find('[aria-controls]').first().attr('aria-controls'))?.split(/\s+/)[0];
  if (controlled) {
    const panel = ($('[id]').toArray() as Element[]).find((element) => element.attribs.id === controlled);
    if (panel) return namesIn($, panel);
  }
  return namesAfter($, holder, within);
}

/** Text nodes under some nodes that may hold a colleges label, in document order. */
function candidateTexts(nodes: readonly AnyNode[], skip?: (element: Element) => boolean): AnyNode[] {
  const found: AnyNode[] = [];
  let visited = 0;
  const visit = (node: AnyNode, depth: number): void => {
    if (depth > MAX_DEPTH || visited++ > MAX_NODES || found.length >= MAX_LABELS) return;
    if (node.type === 'text') {
      if (/college|universit|schools|coaches/i.test(node.data.slice(0, MAX_LABEL_LINE))) found.push(node);
      return;
    }
    if (node.type !== 'tag' && node.type !== 'root') return;
    if (node.type === 'tag' && (HIDDEN.has(node.name.toLowerCase()) || skip?.(node))) return;
    for (const child of node.children) visit(child, depth + 1);
  };
  for (const node of nodes) visit(node, 0);
  return found;
}

/**
 * The colleges listed in some nodes of a page (an event's block, or the whole page), one a line, or null when they
 * list none. The first label with names wins.
 */
export function collegesIn($: CheerioAPI, nodes: readonly AnyNode[], skip?: (element: Element) => boolean): string | null {
  const within = (element: Element): boolean => nodes.some((node) => node === element || $.contains(node as Element, element));
  const seen = new Set<Element>();
  for (const text of candidateTexts(nodes, skip)) {
    const holder = holderOf(text);
    if (!holder || seen.has(holder)) continue;
    seen.add(holder);
    if (isOutsideContent($, holder)) continue;
    const lines = blockText(holder).split('\n').slice(0, MAX_LINES);
    const at = lines.findIndex((line) => labelOf(line) !== null);
    if (at === -1) continue;
    // A list under a heading of past events ("2025 Showcase Recap") is no list of who will come.
    const section = sectionOf($, holder)?.split('\n')[0] ?? '';
    if (PAST.test(section)) continue;
    const label = labelOf(lines[at]);
    const names = label?.inline ? namesInline(label.inline) : at + 1 < lines.length ? namesInLines(lines.slice(at + 1)) : namesOfLabel($, holder, within);
    const kept = collegeNames(names);
    if (kept.length > 0) return kept.join('\n');
  }
  return null;
}
