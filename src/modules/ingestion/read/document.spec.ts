import { pdfOf } from '../../../../test/support/pdf.js';
import { DocumentReadError, documentAsPage, documentText } from './document.js';
import { assemble } from '../resolve/assemble.js';
import { readDocument } from './extract.js';
import type { ExtractionSettings } from './types.js';

const settings: ExtractionSettings = { strategy: 'auto', selectors: null, organizer: 'Lakeside FH', today: '2026-11-25' };

const brochure = pdfOf([
  [
    'Lakeside Field Hockey Club',
    '2027 Summer Skills Camp',
    'Grades 5-9 - all levels welcome',
    'Dates: July 12-15, 2027, 9:00 am to 3:00 pm',
    'Location: Memorial Park Turf, 210 Park Avenue, Easton, PA 18042',
    'Camp fee: $225 (sibling discount $25)',
    'Register by June 30 at lakesidefh.example/camp',
  ],
  ['What to bring', 'Stick, shin guards, mouth guard, water', 'Questions: office@lakesidefh.example'],
]);

describe('documentText', () => {
  it('given a two-page PDF, then each page comes back as its lines', async () => {
    const pages = await documentText(brochure);
    expect(pages).toHaveLength(2);
    expect(pages[0]).toContainEqual({ text: 'Dates: July 12-15, 2027, 9:00 am to 3:00 pm', size: 12 });
    expect(pages[1].map((line) => line.text)).toContain('Stick, shin guards, mouth guard, water');
  });

  it('given bytes that are no PDF (an HTML error page named .pdf), then it is refused as such', async () => {
    await expect(documentText(Buffer.from('<!doctype html><h1>Not found</h1>'))).rejects.toThrow(new DocumentReadError('Not a PDF document'));
  });

  it('given a damaged PDF, then it fails with a reason, not a crash', async () => {
    const damaged = Buffer.concat([Buffer.from('%PDF-1.4\n'), Buffer.alloc(2048, 0x41)]);
    await expect(documentText(damaged)).rejects.toThrow(DocumentReadError);
  });

  it('given a document of 60 pages, then only the first 24 are read', async () => {
    const long = pdfOf(Array.from({ length: 60 }, (_, index) => [`Page ${index + 1}`]));
    const pages = await documentText(long);
    expect(pages).toHaveLength(24);
    expect(pages[23]).toEqual([{ text: 'Page 24', size: 12 }]);
  });
});

describe('documentAsPage', () => {
  it('given a document text with markup in it, then the page shows it as text, line by line, never as markup', () => {
    const page = documentAsPage('https://club.example/camp.pdf', [[{ text: 'Camp <script>alert(1)</script>', size: 12 }, { text: 'July 12, 2027', size: 12 }]]);
    expect(page.html).not.toContain('<script>');
    expect(page.html).toContain('<title>Camp &#60;script&#62;alert(1)&#60;/script&#62;</title>');
    expect(page.html).toContain('<p>July 12, 2027</p>');
  });

  it('given a flyer whose first line is its club and whose larger lines head its parts, then the event heading titles the page and larger lines are headings', () => {
    const page = documentAsPage('https://club.example/camp.pdf', [
      [
        { text: 'Lakeside Field Hockey Club', size: 12 },
        { text: 'Camp fee: $225', size: 12 },
        { text: '2027 Summer Skills Camp', size: 12 },
        { text: 'What to bring', size: 16 },
        { text: 'Stick and shin guards', size: 12 },
      ],
    ]);
    expect(page.html).toContain('<title>2027 Summer Skills Camp</title>');
    expect(page.html).toContain('<h1>2027 Summer Skills Camp</h1>');
    expect(page.html).toContain('<h2>What to bring</h2>');
    expect(page.html).toContain('<p>Lakeside Field Hockey Club</p>');
  });

  it('given a flyer whose club’s name is set large above its event heading, then the club’s name heads nothing', () => {
    const page = documentAsPage('https://club.example/camp.pdf', [
      [
        { text: 'KEYSTONE FLICKERS FIELD HOCKEY', size: 18 },
        { text: '2027 Summer Skills Camp', size: 28 },
        { text: 'WHERE', size: 16 },
        { text: 'Millbrook Middle School, Ephrata, PA', size: 12 },
      ],
    ]);
    expect(page.html).toContain('<p>KEYSTONE FLICKERS FIELD HOCKEY</p>');
    expect(page.html).toContain('<h1>2027 Summer Skills Camp</h1>');
    expect(page.html).toContain('<h2>WHERE</h2>');
  });
});

describe('readDocument', () => {
  it('given a club camp brochure, then its event is read from the document, with the document as its source', async () => {
    const reading = await readDocument({ url: 'https://lakesidefh.example/files/summer-camp-2027.pdf', bytes: brochure }, settings);
    expect(reading.kind).toBe('document');
    expect(reading.records.length).toBeGreaterThan(0);
    const record = reading.records[0];
    expect(record.pageUrl).toBe('https://lakesidefh.example/files/summer-camp-2027.pdf');
    expect(record.text).toContain('Memorial Park Turf');

    const { events } = assemble([reading], settings);
    expect(events.map((event) => event.details)).toEqual([
      expect.objectContaining({ name: '2027 Summer Skills Camp', eventType: 'Clinic', startDate: '2027-07-12', endDate: '2027-07-15', registrationDeadline: '2027-06-30', city: 'Easton', state: 'PA', zip: '18042', cost: 225 }),
    ]);
    expect(events[0].doubts).toEqual([]);
  });

  it('given a town\'s brochure of several sports\' camps under larger headings, then only the field hockey camp can be an event, and none rests on the office in its last line', async () => {
    const camps = pdfOf([
      [
        { text: 'TOWNSHIP OF MAPLEWOOD RECREATION', size: 20 },
        { text: 'Summer 2027 Youth Sports Camps', size: 16 },
        { text: 'Girls Lacrosse Camp', size: 14 },
        'June 28 - July 1, 2027 | Ages 8-14 | Memorial Field, Maplewood, NJ | $150',
        { text: 'Field Hockey Camp', size: 14 },
        'July 19-22, 2027 | Grades 3-8 | Maplewood Middle School, Maplewood, NJ | $165 resident / $185 non-resident',
        { text: 'Basketball Camp', size: 14 },
        'August 2-6, 2027 | Ages 7-12 | Community Center Gym, Maplewood, NJ | $140',
        'Maplewood Recreation, 60 Woodland Rd, Maplewood, NJ 07040 | 973-555-0100',
      ],
    ]);
    const reading = await readDocument({ url: 'https://maplewood.example/rec/summer-camps-2027.pdf', bytes: camps }, settings);
    const { events } = assemble([reading], settings);
    const listed = events.filter((event) => event.doubts.length === 0).map((event) => event.details);
    expect(listed).toEqual([expect.objectContaining({ name: 'Field Hockey Camp', startDate: '2027-07-19', endDate: '2027-07-22', city: 'Maplewood', state: 'NJ', cost: 165, ageLevel: 'U14' })]);
    expect(events.map((event) => event.details.name)).not.toContain('Girls Lacrosse Camp');
    expect(events.map((event) => event.details.name)).not.toContain('Basketball Camp');
  });

  it('given a strategy other than auto, then a document gives no records', async () => {
    const reading = await readDocument({ url: 'https://lakesidefh.example/camp.pdf', bytes: brochure }, { ...settings, strategy: 'json-ld' });
    expect(reading.records).toEqual([]);
  });
});
