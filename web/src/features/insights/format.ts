import { monthToUtc } from '../../lib/calendar-date';
import { utcDateFormat } from '../../lib/date-format';
import type { Language } from '../../lib/i18n';

/** "Dec 2026" / "dic 2026": short enough for a chart's axis. */
export function formatShortMonth(month: string, language: Language): string {
  return utcDateFormat(language, { month: 'short', year: 'numeric' }).format(monthToUtc(month));
}
