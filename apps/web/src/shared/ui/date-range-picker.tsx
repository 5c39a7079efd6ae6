import { useState } from 'react';
import { DatePickerInput, DatesProvider, type DatesRangeValue, type DateValue } from '@mantine/dates';
import { IconCalendar } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useDatesLocale } from './dates-locale';
import { toDayRange, type DayRange } from './day-range';

interface DateRangePickerProps {
  label: string;
  value: DayRange | null;
  /** Receives start-of-day and end-of-day instants once both ends are picked, or null when cleared. */
  onChange: (range: DayRange | null) => void;
  /** Optional latest selectable day, e.g. today to block future dates. */
  maxDate?: Date;
  clearable?: boolean;
  /** The first month the calendar shows when it opens (e.g. last month, so a past range shows last and this month). */
  defaultDate?: Date;
}

/** Date-range picker showing two months (platform.md §5). */
export function DateRangePicker({ label, value, onChange, maxDate, clearable = false, defaultDate }: DateRangePickerProps) {
  const { t } = useTranslation();
  const locale = useDatesLocale();
  // The half-picked range (start chosen, end not yet) lives here; the parent only sees complete ranges.
  const [draft, setDraft] = useState<DatesRangeValue<DateValue>>(value ?? [null, null]);
  const [seen, setSeen] = useState(value);
  // With defaultDate, the first month shown is ours (Mantine would open on the range's start month).
  const [month, setMonth] = useState<string | Date | undefined>(defaultDate);
  if (seen !== value) {
    setSeen(value);
    setDraft(value ?? [null, null]);
  }

  return (
    <DatesProvider settings={{ locale, firstDayOfWeek: 1 }}>
      <DatePickerInput
        type="range"
        label={label}
        numberOfColumns={2}
        allowSingleDateInRange
        value={draft}
        maxDate={maxDate}
        {...(defaultDate ? { date: month, onDateChange: setMonth, popoverProps: { onOpen: () => setMonth(defaultDate) } } : {})}
        clearable={clearable}
        valueFormat="DD/MM/YYYY"
        ariaLabels={{
          previousMonth: t('calendar.previousMonth'),
          nextMonth: t('calendar.nextMonth'),
          monthLevelControl: t('calendar.monthLevelControl'),
          yearLevelControl: t('calendar.yearLevelControl'),
          previousYear: t('calendar.previousYear'),
          nextYear: t('calendar.nextYear'),
          previousDecade: t('calendar.previousDecade'),
          nextDecade: t('calendar.nextDecade'),
        }}
        leftSection={<IconCalendar size={16} aria-hidden />}
        onChange={(next) => {
          setDraft(next);
          const [start, end] = next;
          if (!start && !end) onChange(null);
          const range = toDayRange(start, end);
          if (range) onChange(range);
        }}
      />
    </DatesProvider>
  );
}
