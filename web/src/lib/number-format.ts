import type { Language } from './i18n';

// Written out rather than through Intl, like the days in date-format.ts: the first Intl.NumberFormat a page builds
// makes Chromium load its number data, a long task of about 150 ms on the landing page under Lighthouse's 4x CPU,
// whose events count is its only number. date-format.spec.ts checks the counts against Intl.
const separators: Record<Language, { group: string; minimumDigits: number }> = {
  en: { group: ',', minimumDigits: 4 },
  // Spanish groups thousands only from five digits: "1234", "12.345".
  es: { group: '.', minimumDigits: 5 },
};

/** A whole count: "1,234" / "1234" (Spanish groups thousands only from five digits). */
export function formatCount(count: number, language: Language): string {
  if (!Number.isSafeInteger(count)) return new Intl.NumberFormat(language).format(count);
  const { group, minimumDigits } = separators[language];
  const digits = String(Math.abs(count));
  const grouped = digits.length < minimumDigits ? digits : digits.replace(/\B(?=(\d{3})+$)/g, group);
  return count < 0 ? `-${grouped}` : grouped;
}
