import { describe, expect, it } from '@jest/globals';
import { createI18n, registerTranslations } from './i18n';

describe('feature translations', () => {
  it('given a page already running, when a lazily loaded feature registers its texts, then both languages have them', () => {
    const i18n = createI18n();
    registerTranslations('late', { en: { greeting: 'Hello' }, es: { greeting: 'Hola' } });
    expect(i18n.getResource('en', 'late', 'greeting')).toBe('Hello');
    expect(i18n.getResource('es', 'late', 'greeting')).toBe('Hola');
  });

  it('given a registered feature, when a new page starts, then its texts are there from the start', () => {
    registerTranslations('early', { en: { title: 'Terms' }, es: { title: 'Términos' } });
    expect(createI18n().getResource('es', 'early', 'title')).toBe('Términos');
  });
});
