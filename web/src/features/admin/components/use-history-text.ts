import { useTranslation } from 'react-i18next';
import type { HistoryChange, HistoryEntry } from '../api/get-history';
import { adminNamespace } from '../i18n';
import { en } from '../locales/en';
import { formatCalendarDay, formatCount } from './admin-format';
import { useLanguage } from '../../../lib/use-language';

const hasKey = <T extends object>(texts: T, key: unknown): key is keyof T & string =>
  typeof key === 'string' && Object.hasOwn(texts, key);

const calendarDay = /^\d{4}-\d{2}-\d{2}$/;
const dayFields = new Set(['startDate', 'endDate', 'registrationDeadline', 'until']);

/**
 * Words for the audit history: the server sends domain event types, field names and raw values; the admin reads
 * labels in their language. Anything this version does not know yet is shown as sent rather than hidden.
 */
export function useHistoryText() {
  const { t } = useTranslation(adminNamespace);
  const language = useLanguage();

  const value = (field: string, raw: unknown): string => {
    if (raw === null || raw === undefined || raw === '') return t('common.empty');
    if (typeof raw === 'boolean') return raw ? t('common.yes') : t('common.no');
    if (field === 'cost' && typeof raw === 'number') return `$${formatCount(raw, language)}`;
    if (field === 'planType' && (raw === 'basic' || raw === 'pro')) return t(`users.plans.${raw}`);
    if (field === 'source' && hasKey(en.history.sources, raw)) return t(`history.sources.${raw}`);
    if (field === 'trigger' && hasKey(en.history.triggers, raw)) return t(`history.triggers.${raw}`);
    if (field === 'strategy' && hasKey(en.scrapers.strategies, raw)) return t(`scrapers.strategies.${raw}`);
    if (dayFields.has(field) && typeof raw === 'string' && calendarDay.test(raw)) return formatCalendarDay(raw, language);
    if (typeof raw === 'number') return formatCount(raw, language);
    if (typeof raw === 'string') return raw;
    // A scraper's start URLs, one after the other; its CSS selectors as "card: .event, name: h3".
    if (Array.isArray(raw) && raw.every((item) => typeof item === 'string')) return raw.join(', ');
    if (field === 'selectors' && typeof raw === 'object') {
      return Object.entries(raw)
        .map(([key, selector]) => `${key}: ${String(selector)}`)
        .join(', ');
    }
    return JSON.stringify(raw);
  };

  return {
    typeLabel: (type: string) => (hasKey(en.history.types, type) ? t(`history.types.${type}`) : type),
    actorName: ({ id, username }: HistoryEntry['actor']) => {
      if (id === 'system') return t('history.system');
      return username ?? t('history.unknownUser');
    },
    // Values an entry sets from nothing (a registration, a listing) read as "City: Hershey", not "City: — → Hershey".
    change: ({ field, before, after }: HistoryChange, initial: boolean) => {
      const label = hasKey(en.history.fields, field) ? t(`history.fields.${field}`) : field;
      return initial
        ? t('history.set', { field: label, after: value(field, after) })
        : t('history.change', { field: label, before: value(field, before), after: value(field, after) });
    },
  };
}
