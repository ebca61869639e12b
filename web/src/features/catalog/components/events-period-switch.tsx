import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { EventsPeriod } from '../hooks/events-search';
import { ProHint } from './pro-hint';

type EventsPeriodSwitchProps = {
  period: EventsPeriod;
  /** Past events are Pro's: anyone else sees the choice disabled, with the way to get it. */
  isPro: boolean;
  onPeriodChange: (period: EventsPeriod) => void;
};

/** 'Upcoming' or 'Past events' (the last two years). */
export function EventsPeriodSwitch({ period, isPro, onPeriodChange }: EventsPeriodSwitchProps) {
  const { t } = useTranslation('catalog');
  const hintId = useId();
  return (
    <div className="events-period">
      <div className="segmented" role="group" aria-label={t('events.periodLabel')}>
        <button type="button" aria-pressed={period === 'upcoming'} onClick={() => onPeriodChange('upcoming')}>
          {t('events.upcoming')}
        </button>
        <button
          type="button"
          aria-pressed={period === 'past'}
          disabled={!isPro}
          aria-describedby={isPro ? undefined : hintId}
          onClick={() => onPeriodChange('past')}
        >
          {t('events.past')}
        </button>
      </div>
      {isPro ? null : <ProHint id={hintId} />}
    </div>
  );
}
