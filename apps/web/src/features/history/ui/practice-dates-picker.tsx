import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';
import { DateRangePicker } from '../../../shared/ui/date-range-picker';
import type { DayRange } from '../../../shared/ui/day-range';

/**
 * The practice-dates picker of the history screens: two months (platform.md §5), the one before the
 * range's end and the end's own, since practice lies in the past; no day after today.
 */
export function PracticeDatesPicker({ value, onChange }: { value: DayRange; onChange: (range: DayRange) => void }) {
  const { t } = useTranslation();
  const today = dayjs().endOf('day').toDate();
  const firstMonth = dayjs(value[1]).subtract(1, 'month').startOf('month').toDate();
  return (
    <div style={{ minWidth: 250 }}>
      <DateRangePicker
        label={t('history.filters.dates')}
        value={value}
        maxDate={today}
        defaultDate={firstMonth}
        onChange={(range) => range && onChange(range)}
      />
    </div>
  );
}
