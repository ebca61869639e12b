import { singleLineText } from '../../catalog/events/event-details.js';
import { trimEndOf, trimStartOf } from './text-clues.js';

/**
 * The organizer a page names for an event (an aggregator lists others' events): given as such (JSON-LD `organizer`,
 * an "Organizer:" label or column, iCal `ORGANIZER;CN=`), or in a line of its text ("Hosted by Chesapeake FHC").
 * Read from values already cut and cleaned (`cleanText`).
 */

/** The longest organizer kept: longer is cut on a word. */
export const MAX_ORGANIZER = 120;
/** Longer than an organizer's name read from a sentence: such a text is prose, not a name. */
const MAX_NAME_IN_TEXT = 80;
/** Not a name: a placeholder, or who runs it rather than which organization. */
const NOT_A_NAME = /^(?:tbd|tba|n\/?a|none|unknown|various|multiple|see\s|our\s|your\s|us\b|we\b|you\b|coach|head\scoach|assistant|staff|members|volunteers|parents|players|local\s|former\s|current\s)/i;

/**
 * An organizer's name as given, on one line: without an email address or a link (the text before it: "Jane Smith
 * <jane@club.example>" is Jane Smith), at most 120 characters; null when no name is left.
 */
export function organizerName(text: string | null | undefined): string | null {
  if (!text) return null;
  let name = singleLineText(text.length > 1_000 ? text.slice(0, 1_000) : text).replace(/^mailto:/i, '');
  const link = name.search(/https?:\/\/|\bwww\./i);
  if (link !== -1) name = name.slice(0, link);
  const at = name.indexOf('@');
  if (at !== -1) name = name.slice(0, Math.max(0, name.lastIndexOf(' ', at)));
  name = trimEndOf(trimStartOf(name.replace(/\s+/g, ' '), ' -–—|,;:.'), ' -–—|,;:(<[').trim();
  if (name.length > MAX_ORGANIZER) {
    const cut = name.slice(0, MAX_ORGANIZER);
    const space = cut.lastIndexOf(' ');
    name = (space > MAX_ORGANIZER / 2 ? cut.slice(0, space) : cut).trimEnd();
  }
  if (!/\p{L}/u.test(name) || NOT_A_NAME.test(name)) return null;
  return name;
}

/** A line given to the organizer: "Organizer: ...", "Host: ...", "Hosted by: ...". */
const LABELED = /^(?:organi[sz]er|organi[sz]ed\sby|hosts?|host\sclub|hosting\sclub|hosted\sby|presented\sby|run\sby)\s?:(.+)$/i;
/** A sentence saying who hosts the event: "Hosted by X", "This camp is presented by X", "Run by X". */
const PHRASE = /(?:^|[.!?]\s)(?:(?:this|the)\s)?(?:(?:event|camp|camps|clinic|clinics|tournament|showcase|program|league)\s)?(?:is\s|are\s)?(?:hosted|presented|organi[sz]ed|run)\sby:?\s(.+)$/i;
/** Where a name read from a sentence ends: punctuation, a dash, or the place, day or audience after it. */
const NAME_END = /[;!?|•()[\]]|,\s|\.\s|\s[-–—]\s|\s(?:at|on|in|for|from|with|during|starting|beginning|through|until)\s/i;

/** The organizer a text names in a line of its own ("Host: Chesapeake FHC") or a sentence ("Hosted by the Tri-County Field Hockey Club at ..."). */
export function organizerInText(text: string | null | undefined): string | null {
  if (!text) return null;
  for (const line of text.split('\n').slice(0, 400)) {
    if (line.length > 1_000) continue;
    const labeled = LABELED.exec(line);
    if (labeled) {
      const name = organizerName(labeled[1]);
      if (name) return name;
      continue;
    }
    const phrase = /\bby\b/i.test(line) ? PHRASE.exec(line) : null;
    if (!phrase) continue;
    const rest = phrase[1].replace(/^the\s/i, '');
    // A name is written with capitals ("Hosted by Harborview College"), not "hosted by our coaching staff".
    if (!/^[\p{Lu}\d]/u.test(rest)) continue;
    const name = trimEndOf(rest.split(NAME_END)[0], ' .,:');
    if (name.length > MAX_NAME_IN_TEXT) continue;
    const found = organizerName(name);
    if (found) return found;
  }
  return null;
}

/** Two organizers' names compared without case, punctuation and spacing ("Tri-County F.H.C." is "tri county fhc"). */
export const organizerKey = (name: string): string => name.toLowerCase().replace(/[^\p{L}\p{N}]+/gu, '');
