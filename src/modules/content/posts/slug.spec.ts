import { describe, expect, it } from '@jest/globals';
import { SLUG, slugify } from './slug.js';

describe('slugs', () => {
  it.each([
    ['How to Stand Out at a Showcase', 'how-to-stand-out-at-a-showcase'],
    ['  ID Camps: 5 Things -- to Know!  ', 'id-camps-5-things-to-know'],
    ['Clínica de Otoño en São Paulo', 'clinica-de-otono-en-sao-paulo'],
    ['U19 & College Prep / 2027', 'u19-college-prep-2027'],
    ['---', ''],
  ])('given the title %j, then the slug is %j', (title, slug) => {
    expect(slugify(title)).toBe(slug);
  });

  it('given a very long title, then the slug is at most 120 characters and never ends with a hyphen', () => {
    const slug = slugify(`${'word '.repeat(23)}x`);
    expect(slug.length).toBeLessThanOrEqual(120);
    expect(slug).toMatch(SLUG);
  });

  it.each(['good-slug-2026', 'a', 'x1-y2'])('accepts %j', (slug) => expect(slug).toMatch(SLUG));
  it.each(['Upper-Case', 'double--hyphen', '-leading', 'trailing-', 'with space', 'acentó', ''])('refuses %j', (slug) => expect(slug).not.toMatch(SLUG));
});
