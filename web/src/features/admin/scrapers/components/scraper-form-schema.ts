import { z } from '../../../../lib/zod';
import type { ScraperFormErrorKey } from '../../locales/en';
import {
  type CardSelectors,
  type PreviewRequest,
  optionalSelectors,
  requiredSelectors,
  type Scraper,
  type ScraperSettings,
  settingFields,
  strategies,
} from '../api/scraper';

// The server's rules for a scraper (the ingestion contract), so a slip is shown before anything is sent. Messages
// are translation keys, translated when shown.

const message = (key: ScraperFormErrorKey) => key;

const requiredText = (max: number, tooLong: ScraperFormErrorKey) =>
  z.string().trim().min(1, message('required')).max(max, message(tooLong));

export function isHttpUrl(value: string): boolean {
  try {
    const url = new URL(value);
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname !== '';
  } catch {
    return false;
  }
}

/** One link per line; blank lines and the spaces around a link do not count. */
const startUrls = z
  .string()
  .transform((text) =>
    text
      .split('\n')
      .map((line) => line.trim())
      .filter((line) => line !== ''),
  )
  .pipe(
    z
      .array(z.string())
      .min(1, message('urlsRequired'))
      // On the whole list, not per item: the one textarea shows the message.
      .refine((urls) => urls.every((url) => url.length <= 2048 && isHttpUrl(url)), message('urlInvalid')),
  );

const pageLimit = z
  .string()
  .trim()
  .transform((value) => (value === '' ? Number.NaN : Number(value)))
  .pipe(
    z
      .number({ error: message('pageLimit') })
      .int(message('pageLimit'))
      .min(1, message('pageLimit'))
      .max(500, message('pageLimit')),
  );

/** 5 fields, or 6 with seconds, each made of the characters cron allows (numbers, names, * , - / ? L W #). */
const cronField = /^[\w*,/?#-]+$/;
export function isCron(value: string): boolean {
  const fields = value.trim().split(/\s+/);
  return (fields.length === 5 || fields.length === 6) && fields.every((field) => cronField.test(field));
}

const selector = z.string().trim().max(500, message('selectorTooLong'));

const selectors = z.object({
  card: selector,
  name: selector,
  dates: selector,
  location: selector,
  cost: selector,
  link: selector,
});

type RefinePayload = { value: unknown; issues: readonly { path?: readonly PropertyKey[] }[] };

// The selectors are required for the 'selectors' strategy only; that check runs even while another field is wrong.
const selectorsReadable = (payload: RefinePayload) =>
  !payload.issues.some((issue) => issue.path?.[0] === 'strategy' || issue.path?.[0] === 'selectors');

const base = z.object({
  name: requiredText(200, 'nameTooLong'),
  organizer: requiredText(200, 'organizerTooLong'),
  startUrls,
  strategy: z.enum(strategies),
  selectors,
  pageLimit,
  schedule: z.string().trim().min(1, { error: message('required'), abort: true }).refine(isCron, message('cron')),
  isActive: z.boolean(),
});

type Base = z.output<typeof base>;

/** One check for the three, so each missing selector is shown at once. */
function requireSelectors(scraper: Base, ctx: z.RefinementCtx<Base>) {
  if (scraper.strategy !== 'selectors') return;
  for (const field of requiredSelectors) {
    if (scraper.selectors[field] === '') ctx.addIssue({ code: 'custom', message: message('required'), path: ['selectors', field] });
  }
}

/** What a PATCH or POST carries: the selectors only for the 'selectors' strategy, without the empty optional ones. */
function toSettings({ selectors: entered, ...rest }: Base): ScraperSettings {
  if (rest.strategy !== 'selectors') return { ...rest, selectors: null };
  const chosen: CardSelectors = { card: entered.card, name: entered.name, dates: entered.dates };
  for (const field of optionalSelectors) if (entered[field] !== '') chosen[field] = entered[field];
  return { ...rest, selectors: chosen };
}

export const scraperFormSchema = base
  .superRefine(requireSelectors, { when: selectorsReadable })
  .transform(toSettings);

/** What the inputs hold: text (the links one per line, the page limit as typed) and the active box. */
export type ScraperFormValues = z.input<typeof scraperFormSchema>;

const noSelectors = { card: '', name: '', dates: '', location: '', cost: '', link: '' };

export const emptyScraperForm: ScraperFormValues = {
  name: '',
  organizer: '',
  startUrls: '',
  strategy: 'auto',
  selectors: noSelectors,
  pageLimit: '50',
  schedule: '0 6 * * *',
  isActive: true,
};

export function scraperFormValues(scraper: Scraper): ScraperFormValues {
  return {
    name: scraper.name,
    organizer: scraper.organizer,
    startUrls: scraper.startUrls.join('\n'),
    strategy: scraper.strategy,
    selectors: { ...noSelectors, ...scraper.selectors },
    pageLimit: String(scraper.pageLimit),
    schedule: scraper.schedule,
    isActive: scraper.isActive,
  };
}

const sameSelectors = (a: CardSelectors | null, b: CardSelectors) =>
  a !== null && [...requiredSelectors, ...optionalSelectors].every((field) => (a[field] ?? '') === (b[field] ?? ''));

function isUnchanged(scraper: Scraper, settings: ScraperSettings, field: keyof ScraperSettings): boolean {
  switch (field) {
    case 'startUrls':
      return (
        scraper.startUrls.length === settings.startUrls.length &&
        scraper.startUrls.every((url, index) => url === settings.startUrls[index])
      );
    case 'selectors':
      // Another strategy keeps the selectors the scraper has (back if the admin switches back): nothing to send.
      return settings.selectors === null || sameSelectors(scraper.selectors, settings.selectors);
    default:
      return scraper[field] === settings[field];
  }
}

/** The settings whose value differs from the scraper's: what a PATCH sends. */
export function changedSettings(scraper: Scraper, settings: ScraperSettings): Partial<ScraperSettings> {
  const changed = settingFields.filter((field) => !isUnchanged(scraper, settings, field));
  return Object.fromEntries(changed.map((field) => [field, settings[field]]));
}

/**
 * What a preview of the form as it stands sends: the links entered so far (checked when previewing), the strategy,
 * the selectors for the 'selectors' strategy (without the empty ones) and the organizer once there is one.
 */
export function previewRequestOf(values: ScraperFormValues): PreviewRequest {
  const startUrls = values.startUrls
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line !== '');
  const organizer = values.organizer.trim();
  const request: PreviewRequest = { startUrls, strategy: values.strategy };
  if (organizer !== '' && organizer.length <= 200) request.organizer = organizer;
  if (values.strategy === 'selectors') {
    const entered = values.selectors;
    const chosen: CardSelectors = { card: entered.card.trim(), name: entered.name.trim(), dates: entered.dates.trim() };
    for (const field of optionalSelectors) if (entered[field].trim() !== '') chosen[field] = entered[field].trim();
    request.selectors = chosen;
  }
  return request;
}
