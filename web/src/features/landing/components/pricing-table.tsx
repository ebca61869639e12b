import { useTranslation } from 'react-i18next';
import type { LandingTranslation } from '../locales/en';

type TableTexts = LandingTranslation['pricing']['table'];
type RowKey = keyof TableTexts['rows'];
type ValueKey = keyof TableTexts['values'];
type Cell = boolean | ValueKey;

// The spec's comparison rows (spec sections 2 and 9), set to what each plan really gets: what both plans share,
// what only Pro has, then the plan terms. Conflicts, change alerts and the calendar feed go beyond the spec.
const rows: ReadonlyArray<{ key: RowKey; basic: Cell; pro: Cell }> = [
  { key: 'database', basic: true, pro: true },
  { key: 'basicFilters', basic: true, pro: true },
  { key: 'favorites', basic: true, pro: true },
  { key: 'conflicts', basic: true, pro: true },
  { key: 'weeklyDigest', basic: true, pro: true },
  { key: 'advancedFilters', basic: false, pro: true },
  { key: 'alerts', basic: false, pro: true },
  { key: 'deadlineAlerts', basic: false, pro: true },
  { key: 'eventReminders', basic: false, pro: true },
  { key: 'changeAlerts', basic: false, pro: true },
  { key: 'privateNotes', basic: false, pro: true },
  { key: 'calendarExport', basic: false, pro: true },
  { key: 'calendarFeed', basic: false, pro: true },
  { key: 'pastEvents', basic: false, pro: true },
  { key: 'insights', basic: false, pro: true },
  { key: 'viewPeriod', basic: 'next3Months', pro: 'entireYear' },
  { key: 'updates', basic: 'weekly', pro: 'daily' },
  { key: 'billing', basic: 'monthly', pro: 'monthly' },
];

export function PricingTable() {
  const { t } = useTranslation('landing');
  return (
    <table className="pricing-table">
      <caption>{t('pricing.table.caption')}</caption>
      <thead>
        <tr>
          <th scope="col">{t('pricing.table.feature')}</th>
          <th scope="col">{t('pricing.basic.name')}</th>
          <th scope="col">{t('pricing.pro.name')}</th>
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={row.key}>
            <th scope="row">{t(`pricing.table.rows.${row.key}`)}</th>
            <td>
              <PlanCell cell={row.basic} />
            </td>
            <td>
              <PlanCell cell={row.pro} />
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

function PlanCell({ cell }: { cell: Cell }) {
  const { t } = useTranslation('landing');
  if (typeof cell === 'string') return <>{t(`pricing.table.values.${cell}`)}</>;
  // The mark is decoration; screen readers get the word instead.
  return (
    <>
      <span className={cell ? 'pricing-table__yes' : 'pricing-table__no'} aria-hidden="true">
        {cell ? '✓' : '—'}
      </span>
      <span className="visually-hidden">{t(cell ? 'pricing.table.included' : 'pricing.table.notIncluded')}</span>
    </>
  );
}
