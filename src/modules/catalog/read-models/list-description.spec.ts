import { describe, expect, it } from '@jest/globals';
import { LIST_DESCRIPTION_CHARS, listDescription } from './catalog-queries.js';

describe('listDescription', () => {
  it('keeps a description that fits, and none', () => {
    expect(listDescription(null)).toBeNull();
    expect(listDescription('Skills clinic for U14 players.')).toBe('Skills clinic for U14 players.');
    const exactly = 'x'.repeat(LIST_DESCRIPTION_CHARS);
    expect(listDescription(exactly)).toBe(exactly);
  });

  it('cuts a longer one after a whole word, without trailing punctuation, and marks the cut', () => {
    const words = 'Goalkeeper clinic, ages 10 to 18; bring your own kit. '.repeat(6);
    const cut = listDescription(words) as string;
    expect(cut.endsWith('…')).toBe(true);
    expect(cut.length).toBeLessThanOrEqual(LIST_DESCRIPTION_CHARS + 1);
    expect(words.startsWith(cut.slice(0, -1))).toBe(true);
    expect(cut).not.toMatch(/[\s,;:.]…$/);
    expect(words.charAt(cut.length - 1)).toMatch(/[\s,;:.]/);
  });

  it('cuts one long word (a pasted link) at the limit', () => {
    const link = `https://example.org/${'a'.repeat(300)}`;
    expect(listDescription(link)).toBe(`${link.slice(0, LIST_DESCRIPTION_CHARS)}…`);
  });
});
