// Words for what the admin console shows of a scraper's schedule and of a run's error.

const number = /^\d{1,2}$/;

/**
 * The time of day of the common daily schedule (`0 6 * * *`, or with seconds `0 0 6 * * *`) as "06:00"; null for
 * any other schedule, which is shown as its cron expression only.
 */
export function dailyTime(schedule: string): string | null {
  const fields = schedule.trim().split(/\s+/);
  if (fields.length === 6 && Number(fields[0]) !== 0) return null;
  const [minute, hour, ...rest] = fields.length === 6 ? fields.slice(1) : fields;
  if (minute === undefined || hour === undefined || rest.length !== 3 || rest.some((field) => field !== '*')) return null;
  if (!number.test(minute) || !number.test(hour) || Number(minute) > 59 || Number(hour) > 23) return null;
  return `${hour.padStart(2, '0')}:${minute.padStart(2, '0')}`;
}

/** At most `max` characters (whole characters, not halves of an emoji), with an ellipsis when cut. */
export function shorten(text: string, max: number): string {
  const characters = Array.from(text);
  return characters.length > max ? `${characters.slice(0, max).join('')}…` : text;
}
