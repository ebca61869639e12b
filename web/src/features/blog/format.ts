import type { Language } from '../../lib/i18n';

const formats = new Map<Language, Intl.DateTimeFormat>();

/** The day a post was published where the reader is: "Nov 3, 2025" / "3 nov 2025". */
export function formatPublishedDate(instant: string, language: Language): string {
  let format = formats.get(language);
  if (!format) {
    format = new Intl.DateTimeFormat(language, { month: 'short', day: 'numeric', year: 'numeric' });
    formats.set(language, format);
  }
  return format.format(new Date(instant));
}
