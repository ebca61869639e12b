import { useTranslation } from 'react-i18next';
import type { UnlockedEvent } from '../api/catalog-event';
import { useSavedConflicts } from '../hooks/use-saved-conflicts';
import { useLanguage } from '../../../lib/use-language';
import { WarningIcon } from './icons';

/** 'Conflicts with A and B' under a saved event whose dates overlap other saved events; nothing otherwise. */
export function ConflictsLine({ event }: { event: Pick<UnlockedEvent, 'id' | 'isSaved'> }) {
  const { t } = useTranslation('catalog');
  const language = useLanguage();
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
