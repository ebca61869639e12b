import { describe, expect, it } from '@jest/globals';
import { renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { createI18n, type Language } from './i18n';
import { useVocabularyLabels } from './use-vocabulary-labels';

function labelsIn(language: Language) {
  const i18n = createI18n();
  void i18n.changeLanguage(language);
  const wrapper = ({ children }: { children: ReactNode }) => <I18nextProvider i18n={i18n}>{children}</I18nextProvider>;
  return renderHook(() => useVocabularyLabels(), { wrapper }).result.current;
}

describe('vocabulary labels', () => {
  it('given a Spanish reader, when the server sends known values, then they are shown in Spanish', () => {
    const labels = labelsIn('es');
    expect(labels.eventType('Tournament')).toBe('Torneo');
    expect(labels.ageLevel('All Ages')).toBe('Todas las edades');
  });

  it('given a value the client does not know yet, when it is shown, then it appears as the server sent it', () => {
    const labels = labelsIn('es');
    expect(labels.eventType('Futsal Night')).toBe('Futsal Night');
    expect(labels.ageLevel('U12')).toBe('U12');
  });
});
