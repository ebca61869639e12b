import { localDateFormat } from '../../lib/date-format';
import type { Language } from '../../lib/i18n';

/** The day a post was published where the reader is: "Nov 3, 2025" / "3 nov 2025". */
export function formatPublishedDate(instant: string, language: Language): string {
  return localDateFormat(language, { month: 'short', day: 'numeric', year: 'numeric' }).format(new Date(instant));
}
