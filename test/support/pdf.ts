import { deflateSync } from 'node:zlib';

/**
 * A real PDF file (version 1.4, one object per part, a cross-reference table) whose pages show the given lines in
 * Helvetica, one under the other, as a word processor's "Save as PDF" of a flyer lays them out: 12 pt, or the size a
 * line gives (a flyer's headings are larger). Latin-1 text only.
 * What tests of the document reader and the crawl read: made here, so no binary file stands in the fixtures.
 */
export type PdfLine = string | { text: string; size: number };

export function pdfOf(pages: readonly (readonly PdfLine[])[], { title }: { title?: string } = {}): Buffer {
  const objects: string[] = [];
  const add = (body: string): number => objects.push(body);
  const escape = (text: string) => text.replace(/[\\()]/g, (char) => `\\${char}`);
  const font = add('<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>');
  const pagesId = add('');
  const kids = pages.map((lines) => {
    const shown = lines.map((line) => (typeof line === 'string' ? { text: line, size: 12 } : line));
    const content = `BT 20 TL 72 740 Td ${shown.map((line) => `/F1 ${line.size} Tf (${escape(line.text)}) Tj T*`).join(' ')} ET`;
    const stream = add(`<< /Length ${Buffer.byteLength(content, 'latin1')} >>\nstream\n${content}\nendstream`);
    return add(`<< /Type /Page /Parent ${pagesId} 0 R /MediaBox [0 0 612 792] /Resources << /Font << /F1 ${font} 0 R >> >> /Contents ${stream} 0 R >>`);
  });
  objects[pagesId - 1] = `<< /Type /Pages /Kids [${kids.map((kid) => `${kid} 0 R`).join(' ')}] /Count ${kids.length} >>`;
  const info = title === undefined ? null : add(`<< /Title (${escape(title)}) >>`);
  const catalog = add(`<< /Type /Catalog /Pages ${pagesId} 0 R >>`);
  let file = '%PDF-1.4\n';
  const offsets = objects.map((body, index) => {
    const offset = Buffer.byteLength(file, 'latin1');
    file += `${index + 1} 0 obj\n${body}\nendobj\n`;
    return offset;
  });
  const xref = Buffer.byteLength(file, 'latin1');
  file += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n${offsets.map((offset) => `${String(offset).padStart(10, '0')} 00000 n \n`).join('')}`;
  file += `trailer\n<< /Size ${objects.length + 1} /Root ${catalog} 0 R${info ? ` /Info ${info} 0 R` : ''} >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(file, 'latin1');
}

/**
 * A one-page PDF whose page is drawn by `content` (PDF operators), stored compressed (FlateDecode) as writers do:
 * a few hundred kilobytes can inflate to hundreds of megabytes, what a "PDF bomb" is made of.
 */
export function pdfWithCompressedPage(content: Buffer): Buffer {
  const stream = deflateSync(content, { level: 9 });
  const head = Buffer.from('%PDF-1.4\n', 'latin1');
  const parts: Buffer[] = [head];
  const offsets: number[] = [];
  let length = head.length;
  const push = (part: Buffer) => {
    parts.push(part);
    length += part.length;
  };
  const object = (id: number, body: Buffer | string) => {
    offsets[id - 1] = length;
    push(Buffer.from(`${id} 0 obj\n`, 'latin1'));
    push(typeof body === 'string' ? Buffer.from(body, 'latin1') : body);
    push(Buffer.from('\nendobj\n', 'latin1'));
  };
  object(1, '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>');
  object(2, Buffer.concat([Buffer.from(`<< /Length ${stream.length} /Filter /FlateDecode >>\nstream\n`, 'latin1'), stream, Buffer.from('\nendstream', 'latin1')]));
  object(3, '<< /Type /Page /Parent 4 0 R /MediaBox [0 0 612 792] /Resources << /Font << /F1 1 0 R >> >> /Contents 2 0 R >>');
  object(4, '<< /Type /Pages /Kids [3 0 R] /Count 1 >>');
  object(5, '<< /Type /Catalog /Pages 4 0 R >>');
  const xref = length;
  push(Buffer.from(`xref\n0 6\n0000000000 65535 f \n${offsets.map((offset) => `${String(offset).padStart(10, '0')} 00000 n \n`).join('')}trailer\n<< /Size 6 /Root 5 0 R >>\nstartxref\n${xref}\n%%EOF\n`, 'latin1'));
  return Buffer.concat(parts);
}
