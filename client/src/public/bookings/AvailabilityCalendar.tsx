import type { Availability, AvailabilityDay } from '@island/shared';
import { useT } from '../../i18n/language.tsx';
import { type CalendarDay, LegendItem, MonthCalendar } from '../../ui/calendar/MonthCalendar.tsx';
import { type Day, dayOfMonth, type Month, monthOf } from '../../ui/calendar/calendarDates.ts';

export interface AvailabilityCalendarProps {
  month: Month;
  onMonthChange: (month: Month) => void;
  minMonth: Month;
  maxMonth: Month;
  availability: Availability | undefined;
  busy: boolean;
  selected: Day | null;
  onSelect: (day: Day) => void;
  /** Today on the island, as the server counts it. */
  today?: Day;
}

/**
 * The visitor's calendar: each day open, nearly full (with the seats left), full, closed by the
 * village (with its reason) or outside what the package's rules allow (past, too soon, not on
 * that weekday), as the availability read answers. The month's closed dates are listed under it
 * with their reasons: a disabled day cannot be tapped to ask why.
 */
export function AvailabilityCalendar({ month, onMonthChange, minMonth, maxMonth, availability, busy, selected, onSelect, today }: AvailabilityCalendarProps) {
  const { t, language } = useT();
  const byDate = new Map<string, AvailabilityDay>(availability?.days.map((day) => [day.date, day]));

  function dayOf(date: Day): CalendarDay {
    const day = byDate.get(date);
    if (!day) return { tone: 'unavailable', disabled: true };
    switch (day.state) {
      case 'open':
        return { tone: 'open', description: day.seats_left === null ? t('booking.states.open') : `${t('booking.states.open')}, ${t('booking.states.few', { count: day.seats_left })}` };
      case 'few':
        return { tone: 'few', content: t('booking.seatsShort', { count: day.seats_left ?? 0 }), description: t('booking.states.few', { count: day.seats_left ?? 0 }) };
      case 'full':
        return { tone: 'full', content: t('booking.states.full'), disabled: true, description: t('booking.states.full') };
      case 'closed':
        if (day.reason === 'closed_date') {
          return { tone: 'closed', content: t('booking.states.closed'), disabled: true, description: t('booking.reasons.closed_date', { note: day.note ?? '' }) };
        }
        return { tone: 'unavailable', disabled: true, description: day.reason ? t(`booking.reasons.${day.reason}`) : t('booking.states.closed') };
    }
  }

  const closedThisMonth = (availability?.days ?? []).filter((day) => day.state === 'closed' && day.reason === 'closed_date' && monthOf(day.date) === month);

  return (
    <>
      <MonthCalendar
        month={month}
        onMonthChange={onMonthChange}
        minMonth={minMonth}
        maxMonth={maxMonth}
        language={language}
        label={t('booking.chooseDate')}
        previousLabel={t('booking.previousMonth')}
        nextLabel={t('booking.nextMonth')}
        dayOf={dayOf}
        selected={selected}
        onSelect={onSelect}
        busy={busy}
        today={today}
        legend={
          <>
            <LegendItem tone="open">{t('booking.states.open')}</LegendItem>
            <LegendItem tone="few">{t('booking.nearlyFull')}</LegendItem>
            <LegendItem tone="full">{t('booking.states.full')}</LegendItem>
            <LegendItem tone="closed">{t('booking.states.closed')}</LegendItem>
          </>
        }
      />
      {closedThisMonth.length > 0 && (
        <section className="calendar-closed-days" aria-labelledby="closed-days-title">
          <h3 id="closed-days-title">{t('booking.closedThisMonth')}</h3>
          <ul>
            {closedThisMonth.map((day) => (
              <li key={day.date}>
                <strong>{dayOfMonth(day.date, language)}</strong> {day.note ?? t('booking.states.closed')}
              </li>
            ))}
          </ul>
        </section>
      )}
    </>
  );
}
