import { CsvError, parse } from 'csv-parse/sync';
import { stringify } from 'csv-stringify/sync';
import { describeZodError } from '../../../platform/http/zod-input.js';
import { EVENT_ID } from '../events/catalog-event.js';
import { AGE_LEVELS, DETAIL_FIELDS, EVENT_TYPES, type EventDetails, EventDetailsInput } from '../events/event-details.js';

/** The export's columns, in order; an import may hold them in any order. */
const COLUMNS = ['id', ...DETAIL_FIELDS] as const;
type Column = (typeof COLUMNS)[number];
const REQUIRED_COLUMNS: readonly Column[] = ['name', 'eventType', 'startDate', 'city', 'state', 'ageLevel'];

/** Keeps one request's work and answer bounded. */
export const MAX_IMPORT_ROWS = 5000;

/** The file as a whole cannot be read: nothing in it is imported. */
export class CsvFormatError extends Error {
  override readonly name = 'CsvFormatError';
}

export class TooManyRowsError extends Error {
  override readonly name = 'TooManyRowsError';
  constructor() {
    super(`At most ${MAX_IMPORT_ROWS.toLocaleString('en-US')} rows per import`);
  }
}

/** One data row's outcome; `row` is the spreadsheet row number (the header is row 1). */
export type ImportRow = { row: number; ok: true; eventId: string | null; details: EventDetails } | { row: number; ok: false; message: string };

/**
 * Spreadsheets run cells starting with these as formulas (OWASP "CSV injection"); the full-width forms are
 * Apple Numbers'. The export prefixes such a cell with `'`, and a cell already starting with `'`s before one
 * of them gets one more, so the import removing one `'` gives back exactly what was exported.
 */
const FORMULA_START = /^'*[=+\-@\t\r\uFF1D\uFF0B\uFF0D\uFF20]/;
const ESCAPED_FORMULA_START = /^'+[=+\-@\t\r\uFF1D\uFF0B\uFF0D\uFF20]/;

const DOLLARS = /^\$?\s*(?:\d{1,3}(?:,\d{3})+|\d+)(?:\.\d+)?$/;
const COST_MESSAGE = 'cost: Must be a number of dollars, Free, or empty to contact the organizer';
const CONTACT_THE_ORGANIZER = new Set(['', 'contact', 'contact the organizer', 'tbd']);
const INDOOR: ReadonlyMap<string, boolean | null> = new Map([
  ['', null],
  ...['true', 'yes', 'indoor'].map((word) => [word, true] as const),
  ...['false', 'no', 'outdoor'].map((word) => [word, false] as const),
]);

/** The events in an admin's CSV, row by row: a bad row is reported and never stops the good ones. */
export function parseEventsCsv(text: string): ImportRow[] {
  const records = readRecords(text);
  if (records.length === 0) throw new CsvFormatError('The file is empty: the first row must name the columns');
  const [header, ...rows] = records;
  const columns = columnsOf(header.cells);
  return rows.map(({ row, cells }) => importRow(row, columns, cells));
}

interface CsvRecord {
  row: number;
  cells: string[];
}

/** Non-empty records with their row numbers; counts them as it goes so an oversized file stops early. */
function readRecords(text: string): CsvRecord[] {
  const records: CsvRecord[] = [];
  let linesRead = 0;
  try {
    parse(text, {
      bom: true,
      trim: true,
      relax_column_count: true,
      // Collected here because parse's own result would not carry each record's row number.
      on_record: (cells, context) => {
        linesRead = context.lines;
        if (cells.every((cell) => cell.trim() === '')) return null;
        if (records.length > MAX_IMPORT_ROWS) throw new TooManyRowsError();
        records.push({ row: context.records, cells: cells.map(unescapeCell) });
        return null;
      },
    });
  } catch (error) {
    if (!(error instanceof CsvError)) throw error;
    // The parser meets an unclosed quote only at the end of the file; the row holding it starts after the last good one.
    if (error.code === 'CSV_QUOTE_NOT_CLOSED') {
      throw new CsvFormatError(`The file is not valid CSV: a quote in the row starting at line ${linesRead + 1} is never closed`);
    }
    throw new CsvFormatError(`The file is not valid CSV at line ${String(error.lines)}: ${error.message}`);
  }
  return records;
}

function unescapeCell(cell: string): string {
  const trimmed = cell.trim();
  return ESCAPED_FORMULA_START.test(trimmed) ? trimmed.slice(1) : trimmed;
}

/** Each header cell's column, checking the header names every required column once and nothing else. */
function columnsOf(header: string[]): Column[] {
  const byName = new Map(COLUMNS.map((column) => [column.toLowerCase(), column]));
  const columns = header.map((name) => byName.get(name.toLowerCase()));
  const unknown = header.flatMap((name, index) => (columns[index] !== undefined ? [] : [name || `column ${index + 1} (no name)`]));
  if (unknown.length > 0) {
    throw new CsvFormatError(
      `Unknown column${unknown.length > 1 ? 's' : ''}: ${unknown.join(', ')}. The first row must name columns among: ${COLUMNS.join(', ')}`,
    );
  }
  const known = columns as Column[];
  const duplicated = COLUMNS.filter((column) => known.filter((each) => each === column).length > 1);
  if (duplicated.length > 0) throw new CsvFormatError(`Column${duplicated.length > 1 ? 's' : ''} named twice: ${duplicated.join(', ')}`);
  const missing = REQUIRED_COLUMNS.filter((column) => !known.includes(column));
  if (missing.length > 0) throw new CsvFormatError(`Missing required column${missing.length > 1 ? 's' : ''}: ${missing.join(', ')}`);
  return known;
}

function importRow(row: number, columns: readonly Column[], cells: readonly string[]): ImportRow {
  if (cells.length !== columns.length) {
    return { row, ok: false, message: `Expected ${columns.length} cells like the header, found ${cells.length}` };
  }
  const cell = (column: Column): string => cells[columns.indexOf(column)] ?? '';
  const id = cell('id').toLowerCase();
  if (id !== '' && !EVENT_ID.test(id)) return { row, ok: false, message: 'id: Must be an event id from an export, or empty' };
  const cost = costOf(cell('cost'));
  if (cost === undefined) return { row, ok: false, message: COST_MESSAGE };
  const isIndoor = INDOOR.get(cell('isIndoor').toLowerCase());
  if (isIndoor === undefined) return { row, ok: false, message: 'isIndoor: Must be true, false, yes, no, indoor, outdoor or empty' };

  const input: Record<string, unknown> = { cost, isIndoor };
  for (const field of DETAIL_FIELDS) {
    if (field === 'cost' || field === 'isIndoor') continue;
    const value = cell(field);
    // A list or ZIP column that is there but empty clears it; left out, the event keeps what it has.
    if (value === '' && (field === 'gradYears' || field === 'collegesAttending' || field === 'zip') && columns.includes(field)) {
      input[field] = field === 'zip' ? null : [];
    }
    if (value === '') continue;
    if (field === 'gradYears') input[field] = listOf(value).map((year) => (/^\d{1,6}$/.test(year) ? Number(year) : year));
    else if (field === 'collegesAttending') input[field] = listOf(value);
    else input[field] = value;
  }
  input.eventType = spelledAs(input.eventType, EVENT_TYPES);
  input.ageLevel = spelledAs(input.ageLevel, AGE_LEVELS);

  const result = EventDetailsInput.safeParse(input);
  if (!result.success) return { row, ok: false, message: describeZodError(result.error) };
  return { row, ok: true, eventId: id === '' ? null : id, details: result.data };
}

/** A cell holding a list: its items separated by `;`. */
const listOf = (value: string): string[] => value.split(';').map((item) => item.trim()).filter(Boolean);

/** Dollars, 0 for free, null to contact the organizer; undefined when the cell is none of these. */
function costOf(value: string): number | null | undefined {
  const lower = value.toLowerCase();
  if (CONTACT_THE_ORGANIZER.has(lower)) return null;
  if (lower === 'free') return 0;
  return DOLLARS.test(value) ? Number(value.replace(/[$,\s]/g, '')) : undefined;
}

/** Spreadsheet users type "id camp" or "u16": matched to the catalog's spelling, anything else left for the schema to refuse. */
function spelledAs(value: unknown, options: readonly string[]): unknown {
  if (typeof value !== 'string') return value;
  return options.find((option) => option.toLowerCase() === value.toLowerCase()) ?? value;
}

/** All events as CSV (RFC 4180, CRLF), in the columns the import reads, so an export imports back unchanged. */
export function eventsCsv(entries: readonly { id: string; details: EventDetails }[]): string {
  const rows = entries.map(({ id, details }) => COLUMNS.map((column) => (column === 'id' ? id : cellOf(details[column]))));
  return stringify([[...COLUMNS], ...rows], { bom: true, record_delimiter: 'windows', quote_record_delimiter: true });
}

function cellOf(value: EventDetails[keyof EventDetails]): string {
  if (value === null || value === undefined) return '';
  if (Array.isArray(value)) return cellOf(value.join('; '));
  if (typeof value !== 'string') return String(value);
  return FORMULA_START.test(value) ? `'${value}` : value;
}
