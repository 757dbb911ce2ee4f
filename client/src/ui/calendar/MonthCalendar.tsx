import './month-calendar.css';
import type { ReactNode } from 'react';
import { Icon } from '../Icon.tsx';
import { addMonths, type CalendarLanguage, type Day, longDay, type Month, monthTitle, monthWeeks, today, weekdayNames } from './calendarDates.ts';

/** How one day looks and behaves. */
export interface CalendarDay {
  /** A modifier of the day's cell, e.g. 'open', 'few', 'full', 'closed'. */
  tone?: string;
  /** Small content under the date (seats left, persons). */
  content?: ReactNode;
  /** Words for screen readers after the date ('penuh', '3 pemesanan'). */
  description?: string;
  /** A day that cannot be chosen (past, full, closed) is still shown, not pressable. */
  disabled?: boolean;
  /** A day gone by: greyed whatever its tone, still pressable unless `disabled`. */
  past?: boolean;
}

export interface MonthCalendarProps {
  month: Month;
  onMonthChange: (month: Month) => void;
  /** The earliest and latest months the arrows reach. */
  minMonth?: Month;
  maxMonth?: Month;
  language: CalendarLanguage;
  /** Names the calendar, e.g. 'Pilih tanggal'. */
  label: string;
  previousLabel: string;
  nextLabel: string;
  dayOf: (day: Day) => CalendarDay;
  selected?: Day | null;
  /** Pressing a day; left out, days are not buttons. */
  onSelect?: (day: Day) => void;
  /** Shown under the grid: the key to the colours. */
  legend?: ReactNode;
  /** 'large' gives each day room for two lines (the staff's month view). */
  size?: 'compact' | 'large';
  /** While the month's figures load. */
  busy?: boolean;
  /** The day marked as today: the island's when the server said it, the device's otherwise. */
  today?: Day;
}

/**
 * A month as a grid of days, Monday first, with arrows to the next and previous month. What a
 * day says (free seats, bookings) and whether it can be chosen comes from `dayOf`; the grid is a
 * table, so a screen reader announces each day with its weekday.
 */
export function MonthCalendar({
  month,
  onMonthChange,
  minMonth,
  maxMonth,
  language,
  label,
  previousLabel,
  nextLabel,
  dayOf,
  selected,
  onSelect,
  legend,
  size = 'compact',
  busy = false,
  today: givenToday,
}: MonthCalendarProps) {
  const weekdays = weekdayNames(language);
  const longWeekdays = weekdayNames(language, 'long');
  const now = givenToday ?? today();
  const canGoBack = !minMonth || month > minMonth;
  const canGoOn = !maxMonth || month < maxMonth;

  return (
    <div className={`month-calendar month-calendar--${size}`} aria-busy={busy}>
      <div className="month-calendar__head">
        <button type="button" className="month-calendar__arrow" onClick={() => onMonthChange(addMonths(month, -1))} disabled={!canGoBack} aria-label={previousLabel}>
          <Icon name="chevronLeft" size={20} />
        </button>
        <p className="month-calendar__title" aria-live="polite">
          {monthTitle(month, language)}
        </p>
        <button type="button" className="month-calendar__arrow" onClick={() => onMonthChange(addMonths(month, 1))} disabled={!canGoOn} aria-label={nextLabel}>
          <Icon name="chevronRight" size={20} />
        </button>
      </div>
      <table className="month-calendar__grid" aria-label={`${label}, ${monthTitle(month, language)}`}>
        <thead>
          <tr>
            {weekdays.map((name, i) => (
              <th key={name} scope="col" abbr={longWeekdays[i]}>
                {name}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {monthWeeks(month).map((week, w) => (
            <tr key={w}>
              {week.map((day, i) => {
                if (!day) return <td key={`empty-${i}`} className="month-calendar__blank" />;
                const info = dayOf(day);
                const isSelected = selected === day;
                const className = [
                  'month-calendar__day',
                  info.tone && `month-calendar__day--${info.tone}`,
                  info.past && 'month-calendar__day--past',
                  isSelected && 'month-calendar__day--selected',
                  day === now && 'month-calendar__day--today',
                ]
                  .filter(Boolean)
                  .join(' ');
                const name = `${longDay(day, language)}${info.description ? `, ${info.description}` : ''}`;
                const inner = (
                  <>
                    <span className="month-calendar__date" aria-hidden="true">
                      {Number(day.slice(8))}
                    </span>
                    {info.content !== undefined && (
                      <span className="month-calendar__content" aria-hidden="true">
                        {info.content}
                      </span>
                    )}
                  </>
                );
                return (
                  <td key={day} data-day={day}>
                    {onSelect ? (
                      <button type="button" className={className} aria-label={name} aria-pressed={isSelected} disabled={info.disabled} onClick={() => onSelect(day)}>
                        {inner}
                      </button>
                    ) : (
                      <span className={className} aria-label={name} role="img">
                        {inner}
                      </span>
                    )}
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </table>
      {legend && <div className="month-calendar__legend">{legend}</div>}
    </div>
  );
}

/** One entry of a legend: a swatch in a tone's colour and its word. */
export function LegendItem({ tone, children }: { tone: string; children: ReactNode }) {
  return (
    <span className="month-calendar__key">
      <span className={`month-calendar__swatch month-calendar__day--${tone}`} aria-hidden="true" />
      {children}
    </span>
  );
}
