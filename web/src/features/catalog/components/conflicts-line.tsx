import { useTranslation } from 'react-i18next';
import type { UnlockedEvent } from '../api/catalog-event';
import { useSavedConflicts } from '../hooks/use-saved-conflicts';
import { languageOf } from '../../../lib/use-language';
import { WarningIcon } from './icons';

type ConflictsLineProps = { event: Pick<UnlockedEvent, 'id' | 'isSaved'> };

/** 'Conflicts with A and B' under a saved event whose dates overlap other saved events; nothing otherwise. */
export function ConflictsLine({ event }: ConflictsLineProps) {
  // Most cards are not saved: they mount no query and no translation hook for a line they never show.
  return event.isSaved ? <SavedConflictsLine event={event} /> : null;
}

function SavedConflictsLine({ event }: ConflictsLineProps) {
  const { t, i18n } = useTranslation('catalog');
  const language = languageOf(i18n);
  const conflicts = useSavedConflicts(event);
  if (conflicts.length === 0) return null;
  const names = new Intl.ListFormat(language, { style: 'long', type: 'conjunction' }).format(conflicts.map((other) => other.name));
  return (
    <p className="conflicts-line">
      <WarningIcon />
      {t('card.conflictsWith', { names })}
    </p>
  );
}
