import { closeSync, fstatSync, openSync, readSync, writeSync } from 'node:fs';

/**
 * The few parts of POSIX tar (ustar) a backup needs: regular files in one folder, written and read in order. Sizes of
 * 8 GiB and more use GNU's base-256 size field. Any tar tool lists and extracts the archives (`tar tvf`).
 */
export const BLOCK = 512;
const CHUNK = 1 << 20;

export interface TarEntry {
  name: string;
  size: number;
  /** Byte offset of the entry's content in the archive. */
  offset: number;
}

export class TarError extends Error {
  override readonly name = 'TarError';
}

export function tarHeader(name: string, size: number, mtime: Date): Buffer {
  if (Buffer.byteLength(name) > 100 || !/^[\w.-]+$/.test(name)) throw new TarError(`Unsupported archive entry name: ${name}`);
  const header = Buffer.alloc(BLOCK);
  header.write(name, 0, 'utf8');
  header.write('0000600\0', 100);
  header.write('0000000\0', 108);
  header.write('0000000\0', 116);
  if (size < 8 ** 11) header.write(`${size.toString(8).padStart(11, '0')}\0`, 124);
  else {
    header[124] = 0x80;
    header.writeBigUInt64BE(BigInt(size), 124 + 4);
  }
  header.write(`${Math.floor(mtime.getTime() / 1000).toString(8).padStart(11, '0')}\0`, 136);
  header.write('0', 156);
  header.write('ustar\0', 257);
  header.write('00', 263);
  header.write(`${checksumOf(header).toString(8).padStart(6, '0')}\0 `, 148);
  return header;
}

/** The header's checksum: the sum of its bytes with the checksum field counted as spaces. */
function checksumOf(header: Buffer): number {
  let sum = 0;
  for (let i = 0; i < BLOCK; i++) sum += i >= 148 && i < 156 ? 0x20 : header[i];
  return sum;
}

/** A NUL- or space-terminated octal field. */
function octal(field: Buffer): number {
  const text = cString(field, 'latin1').trim();
  return /^[0-7]+$/.test(text) ? parseInt(text, 8) : Number.NaN;
}

/** The text before the first NUL. */
function cString(field: Buffer, encoding: BufferEncoding): string {
  const end = field.indexOf(0);
  return field.toString(encoding, 0, end === -1 ? field.length : end);
}

function parseSize(field: Buffer): number {
  if (field[0] === 0x80) return Number(field.readBigUInt64BE(4));
  const size = octal(field);
  if (Number.isNaN(size)) throw new TarError('an entry has no readable size');
  return size;
}

/** Zero bytes that round `size` up to whole blocks. */
export function padding(size: number): Buffer {
  return Buffer.alloc((BLOCK - (size % BLOCK)) % BLOCK);
}

/** Writes all of `buffer` at the file's current position. */
export function writeAll(fd: number, buffer: Buffer, position?: number): void {
  let written = 0;
  while (written < buffer.length) {
    written += writeSync(fd, buffer, written, buffer.length - written, position === undefined ? null : position + written);
  }
}

/** Copies a whole file into `fd`, handing each chunk to `onChunk` (a hash). Returns the bytes copied. */
export function appendFile(fd: number, source: string, onChunk: (chunk: Buffer) => void): number {
  const input = openSync(source, 'r');
  const buffer = Buffer.allocUnsafe(CHUNK);
  let total = 0;
  try {
    for (;;) {
      const read = readSync(input, buffer, 0, CHUNK, null);
      if (read === 0) break;
      const chunk = buffer.subarray(0, read);
      onChunk(chunk);
      writeAll(fd, chunk);
      total += read;
    }
  } finally {
    closeSync(input);
  }
  return total;
}

/**
 * The entries of an archive, checked for shape: valid headers, contents within the file, and the end-of-archive
 * blocks present (a torn or truncated archive fails here).
 */
export function listTar(fd: number): TarEntry[] {
  const fileSize = fstatSync(fd).size;
  const entries: TarEntry[] = [];
  const header = Buffer.alloc(BLOCK);
  let offset = 0;
  for (;;) {
    if (offset + BLOCK > fileSize) throw new TarError('the archive ends before its end marker (truncated)');
    readExactly(fd, header, offset);
    if (header.every((byte) => byte === 0)) {
      if (offset + 2 * BLOCK > fileSize) throw new TarError('the archive ends before its end marker (truncated)');
      return entries;
    }
    const stored = octal(header.subarray(148, 156));
    if (stored !== checksumOf(header)) throw new TarError(`the archive header at byte ${offset} is damaged`);
    if (header.toString('latin1', 156, 157) !== '0') throw new TarError(`the archive holds an entry that is not a file (at byte ${offset})`);
    const name = cString(header.subarray(0, 100), 'utf8');
    const size = parseSize(header.subarray(124, 136));
    const start = offset + BLOCK;
    if (start + size > fileSize) throw new TarError(`the archive ends inside ${name} (truncated)`);
    entries.push({ name, size, offset: start });
    offset = start + size + padding(size).length;
  }
}

function readExactly(fd: number, buffer: Buffer, position: number): void {
  let read = 0;
  while (read < buffer.length) {
    const got = readSync(fd, buffer, read, buffer.length - read, position + read);
    if (got === 0) throw new TarError('the archive ends early (truncated)');
    read += got;
  }
}

/** Reads an entry's content chunk by chunk. */
export function readEntry(fd: number, entry: TarEntry, onChunk: (chunk: Buffer) => void): void {
  const buffer = Buffer.allocUnsafe(CHUNK);
  let done = 0;
  while (done < entry.size) {
    const want = Math.min(CHUNK, entry.size - done);
    const got = readSync(fd, buffer, 0, want, entry.offset + done);
    if (got === 0) throw new TarError(`the archive ends inside ${entry.name} (truncated)`);
    onChunk(buffer.subarray(0, got));
    done += got;
  }
}
