import { afterEach, describe, expect, it } from '@jest/globals';
import { pdfOf, pdfWithCompressedPage } from '../../../../test/support/pdf.js';
import { PageReader, PageReadError } from './page-reader.js';
import type { ExtractionSettings } from './types.js';

const SETTINGS: ExtractionSettings = { strategy: 'auto', selectors: null, organizer: 'Club', today: '2026-11-25' };
const EVENT_PAGE = '<html><body><h1>Fall Clinic</h1><p>Date: October 2, 2027</p><p>Location: York, PA</p></body></html>';

describe('reading pages in a worker thread', () => {
  const readers: PageReader[] = [];
  const reader = (timeoutMs?: number) => {
    const made = new PageReader(timeoutMs);
    readers.push(made);
    return made;
  };
  afterEach(async () => {
    await Promise.all(readers.splice(0).map((made) => made.close()));
  });

  it('given a page, when read, then its records come back from the worker and assemble into events', async () => {
    const pages = reader();
    const reading = await pages.readPage({ url: 'https://club.example/fall', html: EVENT_PAGE }, SETTINGS);
    expect(reading).toMatchObject({ url: 'https://club.example/fall', kind: 'page', strategy: 'labeled-text' });
    const { events } = await pages.assemble([reading], SETTINGS);
    expect(events.map((event) => [event.details.name, event.details.startDate, event.details.city])).toEqual([['Fall Clinic', '2027-10-02', 'York']]);
  });

  it('given a page that takes longer to read than allowed, when read, then that page fails and the next one is read by a new worker', async () => {
    const pages = reader(1);
    const slow = `<html><body>${'<div><p>Date: June 1, 2027</p><p>Location: Austin, TX</p></div>'.repeat(20_000)}</body></html>`;
    await expect(pages.readPage({ url: 'https://club.example/slow', html: slow }, SETTINGS)).rejects.toThrow(PageReadError);
    await expect(pages.readPage({ url: 'https://club.example/slow', html: slow }, SETTINGS)).rejects.toThrow(/took over/);
    const patient = reader();
    await expect(patient.readPage({ url: 'https://club.example/fall', html: EVENT_PAGE }, SETTINGS)).resolves.toMatchObject({ strategy: 'labeled-text' });
  });

  it('given a PDF bomb (a page whose stream of under 1 MB inflates to 250 MB of text), when read, then that document fails (over its time or its memory) and the next one is read', async () => {
    const documents = reader(5_000);
    const bomb = pdfWithCompressedPage(Buffer.from('BT /F1 12 Tf 72 720 Td (Camp) Tj ET\n'.repeat(7_000_000)));
    expect(bomb.length).toBeLessThan(1_000_000);
    await expect(documents.readDocument({ url: 'https://club.example/files/camp-brochure.pdf', bytes: bomb }, SETTINGS)).rejects.toThrow(PageReadError);
    const flyer = pdfOf([['2027 Fall Clinic', 'Date: October 2, 2027', 'Location: York, PA']]);
    await expect(documents.readDocument({ url: 'https://club.example/files/fall-clinic.pdf', bytes: flyer }, SETTINGS)).resolves.toMatchObject({ kind: 'document', strategy: 'labeled-text' });
  });

  it('given the server loop, when a page is being read, then the loop goes on before the reading ends', async () => {
    const pages = reader();
    const big = `<html><body>${'<div class="card"><h3>Camp</h3><p>June 1, 2027</p><p>Austin, TX</p></div>'.repeat(3_000)}</body></html>`;
    let settled = false;
    const reading = pages.readPage({ url: 'https://club.example/big', html: big }, SETTINGS).finally(() => {
      settled = true;
    });
    // Read on this thread, the page would be done before any timer could fire; in the worker it is still being read.
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(settled).toBe(false);
    await expect(reading).resolves.toMatchObject({ strategy: 'blocks' });
  });
});
