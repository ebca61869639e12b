import type { Language } from './i18n';

// Building an Intl.DateTimeFormat is costly and lists format hundreds of dates: one per language and options.
const formatters = new Map<string, Intl.DateTimeFormat>();

type DateFormatOptions = Omit<Intl.DateTimeFormatOptions, 'timeZone'>;

function cachedFormat(language: Language, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = `${language}:${JSON.stringify(options)}`;
  let format = formatters.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(language, options);
    formatters.set(key, format);
  }
  return format;
}

/**
 * For calendar values (`yyyy-MM-dd` days, `yyyy-MM` months) taken as midnight UTC (see calendar-date.ts): they
 * are formatted in UTC, so the day or month shown is the one the server sent wherever the user is.
 */
export function utcDateFormat(language: Language, options: DateFormatOptions): Intl.DateTimeFormat {
  return cachedFormat(language, { ...options, timeZone: 'UTC' });
}

/** For instants (a publication, a payment): the day and time where the user is. */
export function localDateFormat(language: Language, options: DateFormatOptions): Intl.DateTimeFormat {
  return cachedFormat(language, options);
}
