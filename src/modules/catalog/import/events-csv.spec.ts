import { describe, expect, it } from '@jest/globals';
import { parse } from 'csv-parse/sync';
import type { EventDetails } from '../events/event-details.js';
import { CsvFormatError, MAX_IMPORT_ROWS, TooManyRowsError, eventsCsv, parseEventsCsv } from './events-csv.js';

const HEADER = 'id,name,description,eventType,startDate,endDate,registrationDeadline,city,state,cost,ageLevel,organizer,isIndoor,registrationLink';
const ID = '3f2b8c1e-5a4d-4e6f-8a7b-1c2d3e4f5a6b';
const showcase: EventDetails = {
  name: 'Spring Showcase',
  description: 'Two days of games.',
  eventType: 'Showcase',
  startDate: '2026-04-10',
  endDate: '2026-04-12',
  registrationDeadline: '2026-03-31',
  city: 'Lancaster',
  state: 'PA',
  cost: 1400,
  ageLevel: 'U19',
  organizer: 'Lineup',
  isIndoor: false,
  registrationLink: 'https://lineup.example/register',
};
const minimal: EventDetails = {
  name: 'Fall Clinic',
  description: null,
  eventType: 'Clinic',
  startDate: '2026-09-05',
  endDate: null,
  registrationDeadline: null,
  city: 'Austin',
  state: 'TX',
  cost: null,
  ageLevel: 'U14',
  organizer: null,
  isIndoor: null,
  registrationLink: null,
};
/** The export's header: the columns issue 24 added come last. */
const EXPORT_HEADER = `${HEADER},gradYears,collegesAttending,zip`;
const SHOWCASE_ROW = `${ID},Spring Showcase,Two days of games.,Showcase,2026-04-10,2026-04-12,2026-03-31,Lancaster,PA,1400,U19,Lineup,false,https://lineup.example/register`;
const MINIMAL_ROW = ',Fall Clinic,,Clinic,2026-09-05,,,Austin,TX,,U14,,,';
const csv = (...lines: string[]): string => lines.join('\r\n') + '\r\n';
/** The one row of a file holding the minimal event with one cell replaced (quoted as a spreadsheet would). */
const withCell = (column: string, value: string): ReturnType<typeof parseEventsCsv>[number] => {
  const cells = MINIMAL_ROW.split(',');
  cells[HEADER.split(',').indexOf(column)] = `"${value.replaceAll('"', '""')}"`;
  const rows = parseEventsCsv(csv(HEADER, cells.join(',')));
  expect(rows).toHaveLength(1);
  return rows[0];
};
const formatError = (text: string): string => {
  try {
    parseEventsCsv(text);
  } catch (error) {
    expect(error).toBeInstanceOf(CsvFormatError);
    return (error as Error).message;
  }
  throw new Error('expected a CsvFormatError');
};

describe('parsing an events CSV', () => {
  it('given good and bad rows in one file, when parsed, then good rows are read and each bad row is reported with its row number and field', () => {
    const rows = parseEventsCsv(
      csv(
        HEADER,
        SHOWCASE_ROW,
        ',Bad Date Camp,,ID Camp,2026-02-30,,,Boston,MA,,U16,,,',
        MINIMAL_ROW,
        ',Backwards Tournament,,Tournament,2026-05-10,2026-05-08,,Columbus,OH,free,College,,,',
        ',Nowhere Showcase,,Showcase,2026-05-10,,,Nowhere,ZZ,,U19,,,',
        ',,,Showcase,2026-05-10,,,Denver,CO,,U19,,,',
        ',Late Deadline,,Showcase,2026-05-10,,2026-05-11,Denver,CO,,U19,,,',
      ),
    );
    expect(rows).toEqual([
      { row: 2, ok: true, eventId: ID, details: showcase },
      { row: 3, ok: false, message: 'startDate: Use the yyyy-MM-dd format (a real day)' },
      { row: 4, ok: true, eventId: null, details: minimal },
      { row: 5, ok: false, message: 'endDate: Must not be before the start date' },
      { row: 6, ok: false, message: 'state: Must be a 2-letter US state code such as PA' },
      { row: 7, ok: false, message: 'name: Required' },
      { row: 8, ok: false, message: 'registrationDeadline: Must not be after the start date' },
    ]);
  });

  it('given cells holding commas, quotes and newlines, when parsed, then they are read whole and row numbers count records, not lines', () => {
    const rows = parseEventsCsv(
      csv(
        HEADER,
        `,"Clinic, ""Elite"" edition","Line one\r\nLine two, with comma\nLine ""three""",Clinic,2026-09-05,,,"Washington, D.C. area",MD,,U14,,,`,
        MINIMAL_ROW,
      ),
    );
    expect(rows).toEqual([
      {
        row: 2,
        ok: true,
        eventId: null,
        details: { ...minimal, name: 'Clinic, "Elite" edition', description: 'Line one\nLine two, with comma\nLine "three"', city: 'Washington, D.C. area', state: 'MD' },
      },
      { row: 3, ok: true, eventId: null, details: minimal },
    ]);
  });

  it('given the header in another order, another case and with spaces, and optional columns left out, when parsed, then cells go to their columns', () => {
    const rows = parseEventsCsv(csv(' STATE , City,AGELEVEL,startdate, Name ,EventType', 'tx,  Austin ,U14,2026-09-05,  Fall Clinic  ,Clinic'));
    expect(rows).toEqual([{ row: 2, ok: true, eventId: null, details: minimal }]);
  });

  it('given unknown columns, when parsed, then the file is refused naming all of them', () => {
    const message = formatError(csv(`${HEADER},Venue,price,`, `${MINIMAL_ROW},x,y,`));
    expect(message).toMatch(/^Unknown columns: Venue, price, column 17 \(no name\)\./);
  });

  it('given required columns missing, when parsed, then the file is refused naming them', () => {
    expect(formatError(csv('name,city,description', 'Fall Clinic,Austin,'))).toMatch(/^Missing required columns: eventType, startDate, state, ageLevel$/);
    expect(formatError(csv('name,eventType,startDate,city,state', 'a,Clinic,2026-09-05,Austin,TX'))).toBe('Missing required column: ageLevel');
  });

  it('given a column named twice, in any case, when parsed, then the file is refused naming it', () => {
    expect(formatError(csv(`${HEADER},City,COST`, `${MINIMAL_ROW},x,y`))).toBe('Columns named twice: city, cost');
  });

  it('given an empty file or only blank lines, when parsed, then the file is refused as empty', () => {
    expect(formatError('')).toMatch(/^The file is empty/);
    expect(formatError('\uFEFF\r\n\r\n ,  , \r\n')).toMatch(/^The file is empty/);
  });

  it('given only a header, when parsed, then there are no rows', () => {
    expect(parseEventsCsv(csv(HEADER))).toEqual([]);
  });

  it('given a quote that is never closed, when parsed, then the file is refused naming the line its row starts on', () => {
    expect(formatError(csv(HEADER, MINIMAL_ROW, ',"Unclosed,,Clinic,2026-09-05,,,Austin,TX,,U14,,,', MINIMAL_ROW))).toBe(
      'The file is not valid CSV: a quote in the row starting at line 3 is never closed',
    );
  });

  it('given a quote in the middle of a cell, when parsed, then the file is refused naming the line', () => {
    expect(formatError(csv(HEADER, MINIMAL_ROW, ',Fall "Clinic" ,,Clinic,2026-09-05,,,Austin,TX,,U14,,,'))).toMatch(/^The file is not valid CSV at line 3: /);
  });

  it('given a UTF-8 BOM, blank lines and rows of empty cells, when parsed, then they are skipped and still counted as spreadsheet rows', () => {
    const rows = parseEventsCsv(`\uFEFF${csv(HEADER, '', MINIMAL_ROW, ',,,,,,,,,,,,,', '   ', SHOWCASE_ROW)}`);
    expect(rows).toEqual([
      { row: 3, ok: true, eventId: null, details: minimal },
      { row: 6, ok: true, eventId: ID, details: showcase },
    ]);
  });

  it('given a row with more or fewer cells than the header, when parsed, then only that row is refused', () => {
    expect(parseEventsCsv(csv(HEADER, `${MINIMAL_ROW},extra`, MINIMAL_ROW, ',Fall Clinic,,Clinic'))).toEqual([
      { row: 2, ok: false, message: 'Expected 14 cells like the header, found 15' },
      { row: 3, ok: true, eventId: null, details: minimal },
      { row: 4, ok: false, message: 'Expected 14 cells like the header, found 4' },
    ]);
  });

  it.each([
    ['', null],
    ['contact', null],
    ['Contact the organizer', null],
    ['TBD', null],
    ['free', 0],
    ['FREE', 0],
    ['0', 0],
    ['1400', 1400],
    ['$1,400', 1400],
    ['$ 12,345.50', 12345.5],
    ['75.50', 75.5],
  ])('given the cost %j, when parsed, then it is %p', (cell, cost) => {
    expect(withCell('cost', cell)).toEqual({ row: 2, ok: true, eventId: null, details: { ...minimal, cost } });
  });

  it.each(['cheap', '-5', '1,40', '$', '1.2.3', '12 dollars'])('given the cost %j, when parsed, then the row names the cost field', (cell) => {
    expect(withCell('cost', cell)).toEqual({ row: 2, ok: false, message: 'cost: Must be a number of dollars, Free, or empty to contact the organizer' });
  });

  it('given a cost above the limit, when parsed, then the schema refuses it naming the cost field', () => {
    expect(withCell('cost', '$200,000')).toEqual({ row: 2, ok: false, message: 'cost: Must be at most 100000' });
  });

  it.each([
    ['', null],
    ['true', true],
    ['YES', true],
    ['Indoor', true],
    ['false', false],
    ['no', false],
    ['OUTDOOR', false],
  ])('given isIndoor %j, when parsed, then it is %p', (cell, isIndoor) => {
    expect(withCell('isIndoor', cell)).toEqual({ row: 2, ok: true, eventId: null, details: { ...minimal, isIndoor } });
  });

  it('given isIndoor that is not a yes or a no, when parsed, then the row names the isIndoor field', () => {
    for (const bad of ['sometimes', 'constructor', '1']) {
      expect(withCell('isIndoor', bad)).toEqual({ row: 2, ok: false, message: 'isIndoor: Must be true, false, yes, no, indoor, outdoor or empty' });
    }
  });

  it('given ids, when parsed, then an upper-case UUID is lower-cased and anything else names the id field', () => {
    expect(withCell('id', ID.toUpperCase())).toEqual({ row: 2, ok: true, eventId: ID, details: minimal });
    for (const bad of ['42', 'event-1', `${ID}x`]) {
      expect(withCell('id', bad)).toEqual({ row: 2, ok: false, message: 'id: Must be an event id from an export, or empty' });
    }
  });

  it('given event types and age levels in another case, when parsed, then they take the catalog spelling; unknown ones name the field', () => {
    const rows = parseEventsCsv(
      csv('name,eventType,startDate,city,state,ageLevel', 'a,id camp,2026-09-05,Austin,TX,u16', 'b,Camp,2026-09-05,Austin,TX,U16', 'c,Clinic,2026-09-05,Austin,TX,U12'),
    );
    expect(rows[0]).toEqual({ row: 2, ok: true, eventId: null, details: { ...minimal, name: 'a', eventType: 'ID Camp', ageLevel: 'U16' } });
    expect(rows[1]).toEqual({ row: 3, ok: false, message: expect.stringMatching(/^eventType: Must be one of Showcase, /) });
    expect(rows[2]).toEqual({ row: 4, ok: false, message: expect.stringMatching(/^ageLevel: Must be one of U14, /) });
  });

  it('given cells escaped against formulas, when parsed, then one leading apostrophe is removed; other apostrophes stay', () => {
    expect(withCell('description', "'=HYPERLINK(\"x\")")).toEqual(expect.objectContaining({ details: expect.objectContaining({ description: '=HYPERLINK("x")' }) }));
    expect(withCell('description', "''+1")).toEqual(expect.objectContaining({ details: expect.objectContaining({ description: "'+1" }) }));
    expect(withCell('description', "'Tis the season")).toEqual(expect.objectContaining({ details: expect.objectContaining({ description: "'Tis the season" }) }));
  });

  it(`given ${MAX_IMPORT_ROWS} data rows and blank lines, when parsed, then all rows are read`, () => {
    const rows = parseEventsCsv(csv(HEADER, ...Array.from({ length: MAX_IMPORT_ROWS }, () => MINIMAL_ROW), '', ''));
    expect(rows).toHaveLength(MAX_IMPORT_ROWS);
    expect(rows.at(-1)).toEqual({ row: MAX_IMPORT_ROWS + 1, ok: true, eventId: null, details: minimal });
  });

  it(`given ${MAX_IMPORT_ROWS + 1} data rows, when parsed, then the import is refused as too large`, () => {
    const text = csv(HEADER, ...Array.from({ length: MAX_IMPORT_ROWS + 1 }, () => MINIMAL_ROW));
    expect(() => parseEventsCsv(text)).toThrow(TooManyRowsError);
    expect(() => parseEventsCsv(text)).toThrow('At most 5,000 rows per import');
  });
});

describe('the season columns (gradYears, collegesAttending, zip)', () => {
  const header = `${HEADER},gradYears,collegesAttending,zip`;
  const rowWith = (years: string, colleges: string, zip: string) => parseEventsCsv(csv(header, `${MINIMAL_ROW},"${years}","${colleges}","${zip}"`))[0];

  it('given years and colleges separated by ";" and a ZIP, when parsed, then they are lists (years ascending, each once) and the ZIP', () => {
    expect(rowWith('2030; 2029;2030', 'Duke; UNC Chapel Hill ;;duke', '06103')).toEqual({
      row: 2,
      ok: true,
      eventId: null,
      details: { ...minimal, gradYears: [2029, 2030], collegesAttending: ['Duke', 'UNC Chapel Hill'], zip: '06103' },
    });
  });

  it('given the columns present and empty, when parsed, then they clear (no classes, no colleges, no ZIP)', () => {
    expect(rowWith('', '', '')).toMatchObject({ ok: true, details: { gradYears: [], collegesAttending: [], zip: null } });
  });

  it('given the columns left out, when parsed, then the event says nothing of them (an update keeps what it has)', () => {
    const row = parseEventsCsv(csv(HEADER, MINIMAL_ROW))[0];
    expect(row.ok && Object.keys(row.details)).not.toContain('gradYears');
  });

  it.each([
    ['2029;soon', '', '', 'gradYears'],
    ['1999', '', '', 'gradYears'],
    ['', '', '0610', 'zip'],
    ['', 'x'.repeat(101), '', 'collegesAttending'],
  ])('given years %j, colleges %j and ZIP %j, when parsed, then the row names %s', (years, colleges, zip, field) => {
    const row = rowWith(years, colleges, zip);
    expect(row.ok).toBe(false);
    expect(!row.ok && row.message).toMatch(new RegExp(`^${field}`));
  });
});

describe('exporting events as CSV', () => {
  const tricky: EventDetails[] = [
    { ...showcase, gradYears: [2029, 2030], collegesAttending: ['Duke', 'Univ. of "North" Carolina, Chapel Hill', '=Harvard'], zip: '17601' },
    minimal,
    { ...minimal, name: '=HYPERLINK("http://evil.example","Click")', cost: 0, isIndoor: true, organizer: '@organizer' },
    { ...minimal, name: '-5°C Winter Indoor, "Cold" Cup', description: '+1 line\nsecond; line\n  indented', city: 'San José', state: 'CA' },
    { ...showcase, name: "'=already quoted", description: "''-twice", organizer: 'Señora Muñoz', cost: 75.5 },
    { ...minimal, name: 'Clínica de Otoño', city: 'Añasco, centro', organizer: '＝full width' },
  ];
  const entries = tricky.map((details, index) => ({ id: `00000000-0000-4000-8000-00000000000${index}`, details }));

  it('given events, when exported and imported back, then every row deep-equals what was exported', () => {
    const read = (details: EventDetails) => ({ gradYears: [], collegesAttending: [], zip: null, ...details });
    expect(parseEventsCsv(eventsCsv(entries))).toEqual(entries.map(({ id, details }, index) => ({ row: index + 2, ok: true, eventId: id, details: read(details) })));
  });

  it('given events, when exported, then a byte-order mark (for Excel) precedes the header of columns in order, and records end in CRLF', () => {
    const text = eventsCsv([{ id: ID, details: showcase }, { id: ID, details: minimal }]);
    expect(text).toBe(`\uFEFF${csv(EXPORT_HEADER, `${SHOWCASE_ROW},,,`, `${ID}${MINIMAL_ROW},,,`)}`);
  });

  it('given cells a spreadsheet would run as formulas, when exported, then they start with an apostrophe', () => {
    const [, ...rows] = parse(eventsCsv(entries)) as string[][];
    const nameColumn = HEADER.split(',').indexOf('name');
    expect(rows.map((cells) => cells[nameColumn])).toEqual([
      'Spring Showcase',
      'Fall Clinic',
      `'=HYPERLINK("http://evil.example","Click")`,
      `'-5°C Winter Indoor, "Cold" Cup`,
      `''=already quoted`,
      'Clínica de Otoño',
    ]);
    expect(rows[2][HEADER.split(',').indexOf('organizer')]).toBe("'@organizer");
    expect(rows[3][HEADER.split(',').indexOf('description')]).toBe("'+1 line\nsecond; line\n  indented");
    expect(rows[5][HEADER.split(',').indexOf('organizer')]).toBe("'＝full width");
    expect(rows[0][EXPORT_HEADER.split(',').indexOf('collegesAttending')]).toBe('Duke; Univ. of "North" Carolina, Chapel Hill; =Harvard');
  });

  it('given no events, when exported, then the file is the header alone', () => {
    expect(eventsCsv([])).toBe(`\uFEFF${csv(EXPORT_HEADER)}`);
  });
});
