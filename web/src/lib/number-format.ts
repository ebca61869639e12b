import type { Language } from './i18n';

/** A whole count: "1,234" / "1234" (Spanish groups thousands only from five digits). */
export function formatCount(count: number, language: Language): string {
  return new Intl.NumberFormat(language).format(count);
}
