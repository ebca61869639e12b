import type { CalendarDate } from '../../../platform/time/calendar-date.js';
import type { FieldChange, WatchedField } from '../changes/event-changes-read-model.js';
import { type MailLanguage, localeOf } from './mail-language.js';

const dateFormats = new Map<MailLanguage, Intl.DateTimeFormat>();

/** "Saturday, March 14, 2026" / "sábado, 14 de marzo de 2026": a calendar date, the same day wherever it is read. */
export function formatDate(date: CalendarDate, language: MailLanguage): string {
  let format = dateFormats.get(language);
  if (!format) {
    format = new Intl.DateTimeFormat(localeOf(language), { weekday: 'long', year: 'numeric', month: 'long', day: 'numeric', timeZone: 'UTC' });
    dateFormats.set(language, format);
  }
  return format.format(new Date(`${date}T00:00:00Z`));
}

export function formatDates(startDate: CalendarDate, endDate: CalendarDate | null, language: MailLanguage): string {
  return endDate === null || endDate === startDate ? formatDate(startDate, language) : `${formatDate(startDate, language)} – ${formatDate(endDate, language)}`;
}

const COST_WORDS: Record<MailLanguage, { contact: string; free: string }> = {
  en: { contact: 'Contact organizer', free: 'Free' },
  es: { contact: 'Consultar al organizador', free: 'Gratis' },
};

/** null: the organizer tells; 0: free; else dollars, cents only when there are some. */
export function formatCost(cost: number | null, language: MailLanguage): string {
  if (cost === null) return COST_WORDS[language].contact;
  if (cost === 0) return COST_WORDS[language].free;
  const cents = Number.isInteger(cost) ? 0 : 2;
  return new Intl.NumberFormat(localeOf(language), { style: 'currency', currency: 'USD', minimumFractionDigits: cents, maximumFractionDigits: cents }).format(cost);
}

const FIELD_LABELS: Record<MailLanguage, Record<WatchedField, string>> = {
  en: {
    startDate: 'Start date',
    endDate: 'End date',
    city: 'City',
    state: 'State',
    cost: 'Cost',
    registrationLink: 'Registration link',
    registrationDeadline: 'Registration deadline',
  },
  es: {
    startDate: 'Fecha de inicio',
    endDate: 'Fecha de finalización',
    city: 'Ciudad',
    state: 'Estado',
    cost: 'Costo',
    registrationLink: 'Enlace de inscripción',
    registrationDeadline: 'Fecha límite de inscripción',
  },
};

const NOT_SET: Record<MailLanguage, Record<WatchedField, string>> = {
  en: { startDate: 'not set', endDate: 'one-day event', city: 'not set', state: 'not set', cost: 'not set', registrationLink: 'none', registrationDeadline: 'none' },
  es: { startDate: 'sin definir', endDate: 'evento de un día', city: 'sin definir', state: 'sin definir', cost: 'sin definir', registrationLink: 'ninguno', registrationDeadline: 'ninguna' },
};

export const fieldLabel = (field: WatchedField, language: MailLanguage) => FIELD_LABELS[language][field];

/** One side of a change, as a family reads it: dates written out, costs in dollars or words. */
export function formatFieldValue(field: WatchedField, value: FieldChange['before'], language: MailLanguage): string {
  if (field === 'cost') return formatCost(typeof value === 'number' ? value : null, language);
  if (value === null || value === '') return NOT_SET[language][field];
  if (field === 'startDate' || field === 'endDate' || field === 'registrationDeadline') return formatDate(String(value), language);
  return String(value);
}

/** "Cost: $250 → $300" */
export function describeChange(change: FieldChange, language: MailLanguage): { label: string; before: string; after: string } {
  return {
    label: fieldLabel(change.field, language),
    before: formatFieldValue(change.field, change.before, language),
    after: formatFieldValue(change.field, change.after, language),
  };
}
