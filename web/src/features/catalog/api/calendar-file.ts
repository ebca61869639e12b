import { apiRequest } from '../../../lib/api';

/** A downloaded `.ics` file, ready to hand to the browser. */
export type CalendarFile = { blob: Blob; fileName: string };

/** The spec's file name rule: the event name lowercased, every non-alphanumeric a hyphen, then `.ics`. */
export function calendarFileName(eventName: string): string {
  return `${eventName.toLowerCase().replace(/[^a-z0-9]/g, '-')}.ics`;
}

/** The name the server suggests in `Content-Disposition` (RFC 6266: `filename*` wins over `filename`). */
export function fileNameFromDisposition(header: string | null): string | null {
  if (!header) return null;
  const extended = /filename\*\s*=\s*(?:UTF-8|utf-8)''([^;]+)/.exec(header);
  if (extended) {
    try {
      return decodeURIComponent(extended[1].trim());
    } catch {
      // A malformed escape: the plain filename parameter (or the caller's fallback) is used instead.
    }
  }
  const quoted = /filename\s*=\s*"((?:[^"\\]|\\.)*)"/.exec(header);
  if (quoted) return quoted[1].replace(/\\(.)/g, '$1');
  const bare = /filename\s*=\s*([^;\s]+)/.exec(header);
  return bare ? bare[1] : null;
}

/** Fetches a calendar file through the API client (cookies, JSON errors as ApiError) rather than a plain link. */
export async function fetchCalendarFile(url: string, fallbackName: string): Promise<CalendarFile> {
  const response = await apiRequest('GET', url);
  const fileName = fileNameFromDisposition(response.headers.get('Content-Disposition')) || fallbackName;
  return { blob: await response.blob(), fileName };
}
