import { describe, expect, it } from '@jest/globals';
import { slugify, slugMaxLength, slugPattern } from './slugify';

describe('slugify', () => {
  it('given a title in mixed case with spaces, when slugified, then it is lowercase words joined by hyphens', () => {
    expect(slugify('How To Stand Out At A Showcase')).toBe('how-to-stand-out-at-a-showcase');
  });

  it('given runs of punctuation and spaces, when slugified, then each run becomes one hyphen', () => {
    expect(slugify('Q&A:  ID camps -- what   to bring?!')).toBe('q-a-id-camps-what-to-bring');
  });

  it('given leading and trailing punctuation, when slugified, then no hyphen is left at either end', () => {
    expect(slugify('  ¿Qué llevar?  ')).toBe('que-llevar');
    expect(slugify('--- 2026 Recap ---')).toBe('2026-recap');
  });

  it('given accented letters, when slugified, then the accents are dropped, not the letters', () => {
    expect(slugify('Clínica de Otoño')).toBe('clinica-de-otono');
    expect(slugify('Über Façade Niño')).toBe('uber-facade-nino');
  });

  it('given digits, when slugified, then they are kept', () => {
    expect(slugify('Top 10 U16 showcases of 2025')).toBe('top-10-u16-showcases-of-2025');
  });

  it('given nothing but symbols, when slugified, then the slug is empty', () => {
    expect(slugify('!!! ???')).toBe('');
  });

  it('given a very long title, when slugified, then the slug is cut to the longest allowed without a trailing hyphen', () => {
    const slug = slugify(`${'a'.repeat(119)} tail`);

    expect(slug).toBe('a'.repeat(119));
    expect(slugify('word '.repeat(60)).length).toBeLessThanOrEqual(slugMaxLength);
    expect(slugify('word '.repeat(60))).toMatch(slugPattern);
  });

  it('given any title with a letter or digit, when slugified, then the result is a valid slug', () => {
    for (const title of ['A', 'Élite — Pro', 'x_y_z', 'Spring/Summer 2026: recap', 'ÀÉÎÕÜ çñ']) {
      expect(slugify(title)).toMatch(slugPattern);
    }
  });
});
