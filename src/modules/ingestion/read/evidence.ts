import type { RawRecord } from './raw-record.js';
import type { EvidenceOf, EvidenceRule, EvidencedField, PageReading, ReaderName, Region } from './types.js';

/** The most of a value's text its evidence keeps: enough for an admin to find it on the page. */
export const EVIDENCE_TEXT = 200;

/** Readers of structured data: their values say what they are. */
const STRUCTURED: ReadonlySet<ReaderName> = new Set(['json-ld', 'microdata', 'ical']);

/** The text each evidenced field is read from on a raw record. */
const FIELD_TEXT: Record<Exclude<EvidencedField, 'sport'>, (record: RawRecord) => string | null> = {
  name: (record) => record.name,
  dates: (record) => (record.endDate ? `${record.dates ?? ''} – ${record.endDate}` : record.dates),
  place: (record) => [record.location, record.state].filter((part) => part !== null).join(', ') || null,
  cost: (record) => record.cost,
  ages: (record) => record.ages,
  type: (record) => record.type,
  registrationDeadline: (record) => record.registrationDeadline,
  registrationLink: (record) => record.registrationLink ?? record.eventUrl,
};

/** A record's evidence with every value no rule has explained yet given to its reader, where the reader found it. */
export function withOwnEvidence(record: RawRecord, reader: ReaderName | null): EvidenceOf {
  const evidence: EvidenceOf = { ...record.evidence };
  const region: Region = reader !== null && STRUCTURED.has(reader) ? 'data' : 'block';
  const rule: EvidenceRule = reader ?? 'blocks';
  for (const [field, textOf] of Object.entries(FIELD_TEXT) as [Exclude<EvidencedField, 'sport'>, (record: RawRecord) => string | null][]) {
    const text = textOf(record);
    if (text === null || evidence[field] !== undefined) continue;
    evidence[field] = { rule, text: text.slice(0, EVIDENCE_TEXT), region };
  }
  return evidence;
}

/** A page's or feed's reading with each record's values given their evidence. */
export function withReaderEvidence(reading: PageReading): PageReading {
  if (reading.records.length === 0) return reading;
  return { ...reading, records: reading.records.map((record) => ({ ...record, evidence: withOwnEvidence(record, reading.strategy) })) };
}
