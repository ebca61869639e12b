import { useTranslation } from 'react-i18next';
import type { HistoryChange, HistoryEntry } from '../api/get-history';
import { adminNamespace } from '../i18n';
import { en } from '../locales/en';
import { formatCalendarDay, formatInstantDay } from '../../../lib/date-format';
import { formatCount } from '../../../lib/number-format';
import { formatMoney } from './admin-format';
import { useDoubtText } from './evidence-note';
import { useLanguage } from '../../../lib/use-language';
import { useUserName } from './use-user-name';

const hasKey = <T extends object>(texts: T, key: unknown): key is keyof T & string =>
  typeof key === 'string' && Object.hasOwn(texts, key);

const calendarDay = /^\d{4}-\d{2}-\d{2}$/;
const dayFields = new Set(['startDate', 'endDate', 'registrationDeadline', 'until']);
const instantDayFields = new Set(['currentPeriodEnd', 'endedAt']);
const defaultCurrency = 'usd';
// A linked source reads "<key> (organizer)" or "<key> (republished)"; a review flag "<kind>: <note>", its dismissal "<kind>".
const sourceOrigin = / \((organizer|republished)\)$/;
const reviewFlag = /^([a-z-]+)(?:: ([\s\S]*))?$/;
// Intl refuses a malformed code (it throws): only a well-formed ISO 4217 one is used.
const currencyCode = /^[A-Za-z]{3}$/;

/** An invoice's amount is in the currency the same entry names; billing is in US dollars otherwise. */
export function currencyOf(entry: HistoryEntry): string {
  const currency = entry.changes.find((change) => change.field === 'currency')?.after;
  return typeof currency === 'string' && currencyCode.test(currency) ? currency : defaultCurrency;
}

/** What the wording of one change depends on beyond the change: the entry's other changes. */
export type ChangeContext = {
  /** The entry sets values from nothing (a registration, a listing). */
  initial: boolean;
  currency: string;
};

/**
 * Words for the audit history: the server sends domain event types, field names and raw values; the admin reads
 * labels in their language. Anything this version does not know yet is shown as sent rather than hidden.
 */
export function useHistoryText() {
  const { t } = useTranslation(adminNamespace);
  const language = useLanguage();
  const userName = useUserName();
  const doubtText = useDoubtText();
  const fieldLabel = (field: string) => (hasKey(en.history.fields, field) ? t(`history.fields.${field}`) : field);
  const typeLabel = (type: string) => (hasKey(en.history.types, type) ? t(`history.types.${type}`) : type);

  const value = (field: string, raw: unknown, currency: string): string => {
    if (raw === null || raw === undefined || raw === '') return t('common.empty');
    if (typeof raw === 'boolean') return raw ? t('common.yes') : t('common.no');
    if (field === 'cost' && typeof raw === 'number') return `$${formatCount(raw, language)}`;
    if (field === 'amount' && typeof raw === 'number') return formatMoney(raw, currency, language);
    if (field === 'currency' && typeof raw === 'string') return raw.toUpperCase();
    if (field === 'username' && typeof raw === 'string') return userName(raw);
    if (field === 'planType' && (raw === 'basic' || raw === 'pro')) return t(`users.plans.${raw}`);
    if (field === 'status' && hasKey(en.users.status, raw)) return t(`users.status.${raw}`);
    if (field === 'source' && hasKey(en.history.sources, raw)) return t(`history.sources.${raw}`);
    if (field === 'source' && typeof raw === 'string' && sourceOrigin.test(raw)) {
      return raw.replace(sourceOrigin, (_match, origin: 'organizer' | 'republished') => ` (${t(`history.sourceOrigins.${origin}`)})`);
    }
    if (field === 'review' && typeof raw === 'string') {
      const [, kind, note] = reviewFlag.exec(raw) ?? [];
      // The note is the server's own words (English): it follows the kind as sent.
      if (hasKey(en.review.kinds, kind)) return note ? `${t(`review.kinds.${kind}`)}: ${note}` : t(`review.kinds.${kind}`);
    }
    if (field === 'trigger' && hasKey(en.history.triggers, raw)) return t(`history.triggers.${raw}`);
    if (field === 'strategy' && hasKey(en.scrapers.strategies, raw)) return t(`scrapers.strategies.${raw}`);
    if (field === 'withdrawal' && hasKey(en.history.withdrawals, raw)) return t(`history.withdrawals.${raw}`);
    // A draft's doubts, and the fields an admin edited when publishing it, in the admin's words.
    if (field === 'doubts' && Array.isArray(raw) && raw.every((item) => typeof item === 'string')) return raw.map(doubtText).join('; ');
    if (field === 'editedFields' && Array.isArray(raw) && raw.every((item) => typeof item === 'string')) {
      return raw.length === 0 ? t('common.empty') : raw.map(fieldLabel).join(', ');
    }
    // An organizer's submission: how it came, in which language, and what an admin decided for one of its drafts.
    if (field === 'channel' && hasKey(en.review.drafts.origin.channels, raw)) return t(`review.drafts.origin.channels.${raw}`);
    if (field === 'via' && hasKey(en.history.vias, raw)) return t(`history.vias.${raw}`);
    if (field === 'language' && hasKey(en.review.drafts.origin.languages, raw)) return t(`review.drafts.origin.languages.${raw}`);
    if (field === 'outcome' && hasKey(en.history.outcomes, raw)) return t(`history.outcomes.${raw}`);
    // The drafts a confirmation made are told by their number (their ids say nothing to a reader); the notes are the
    // server's own lines (English), which may hold commas.
    if (field === 'drafts' && Array.isArray(raw)) return formatCount(raw.length, language);
    if (field === 'notes' && Array.isArray(raw) && raw.length > 0 && raw.every((item) => typeof item === 'string')) return raw.join('; ');
    if (dayFields.has(field) && typeof raw === 'string' && calendarDay.test(raw)) return formatCalendarDay(raw, language);
    if (instantDayFields.has(field) && typeof raw === 'string' && !Number.isNaN(Date.parse(raw))) {
      return formatInstantDay(raw, language);
    }
    if (typeof raw === 'number') return formatCount(raw, language);
    if (typeof raw === 'string') return raw;
    // A scraper's start URLs, one after the other (none: empty); its CSS selectors as "card: .event, name: h3".
    if (Array.isArray(raw) && raw.every((item) => typeof item === 'string')) return raw.length === 0 ? t('common.empty') : raw.join(', ');
    if (field === 'selectors' && typeof raw === 'object') {
      return Object.entries(raw)
        .map(([key, selector]) => `${key}: ${String(selector)}`)
        .join(', ');
    }
    return JSON.stringify(raw);
  };

  return {
    typeLabel,
    /**
     * An entry's title. A draft's source proposes it again both when it says something new and when it shows the record
     * again after it had left the list: the first is told apart by its revision, the return by the withdrawal it ends.
     */
    entryLabel: (entry: HistoryEntry) => {
      if (entry.type !== 'DraftProposed' || entry.revision === 0) return typeLabel(entry.type);
      return entry.changes.some((change) => change.field === 'withdrawal') ? t('history.draftProposals.back') : t('history.draftProposals.updated');
    },
    actorName: ({ id, username }: HistoryEntry['actor']) => {
      if (id === 'system') return t('history.system');
      return username === null ? t('history.unknownUser') : userName(username);
    },
    // Values an entry sets from nothing (a registration, a listing) read as "City: Hershey", not "City: — → Hershey".
    change: ({ field, before, after }: HistoryChange, { initial, currency }: ChangeContext) => {
      const label = fieldLabel(field);
      return initial
        ? t('history.set', { field: label, after: value(field, after, currency) })
        : t('history.change', {
            field: label,
            before: value(field, before, currency),
            after: value(field, after, currency),
          });
    },
  };
}
