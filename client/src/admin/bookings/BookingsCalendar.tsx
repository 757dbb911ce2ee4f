import type { BookingCalendarDay } from '@island/shared';
import { useId, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { trpc } from '../../trpc.ts';
import { type Day, type Month, monthOf, today } from '../../ui/calendar/calendarDates.ts';
import { type CalendarDay, LegendItem, MonthCalendar } from '../../ui/calendar/MonthCalendar.tsx';
import { PackageFilter } from './PackageFilter.tsx';

/** How full a day is against its capacity, as the month view colours it. */
function toneOf(day: BookingCalendarDay): string | undefined {
  if (day.closed) return 'closed';
  if (day.bookings === 0) return undefined;
  if (day.capacity !== null && day.persons >= day.capacity) return 'full';
  if (day.capacity !== null && day.persons >= day.capacity * 0.75) return 'few';
  return 'open';
}

function describe(day: BookingCalendarDay): string {
  if (day.closed) return `tutup${day.note ? `: ${day.note}` : ''}`;
  const persons = day.capacity === null ? `${day.persons} orang` : `${day.persons} dari ${day.capacity} orang`;
  const pending = day.pending > 0 ? `, ${day.pending} menunggu` : '';
  return `${day.bookings} booking, ${persons}${pending}`;
}

/** '17/104': persons against capacity, free to break after the slash in a phone's narrow column. */
function seats(persons: number, capacity: number | null) {
  return capacity === null ? (
    persons
  ) : (
    <>
      {persons}/<wbr />
      {capacity}
    </>
  );
}

/**
 * The staff's month: per day the bookings and persons against capacity, the ones waiting for an
 * answer, closed days marked, days gone by greyed; a click opens the day's manifest.
 */
export function BookingsCalendar() {
  const navigate = useNavigate();
  const selectId = useId();
  const [month, setMonth] = useState<Month>(monthOf(today()));
  const [packageId, setPackageId] = useState('');
  const calendar = trpc.bookings.calendar.useQuery({ month, ...(packageId ? { package_id: Number(packageId) } : {}) }, { staleTime: 0 });
  const byDate = new Map(calendar.data?.days.map((day) => [day.date, day]));
  const todayDay = calendar.data?.today ?? today();

  function dayOf(date: Day): CalendarDay {
    const day = byDate.get(date);
    const past = date < todayDay;
    if (!day) return { past };
    if (day.closed) return { tone: 'closed', past, content: 'Tutup', description: describe(day) };
    // An empty day shows its date alone: '0/20' on every free day hid the days that held something.
    if (day.bookings === 0) return { past, description: describe(day) };
    return {
      tone: toneOf(day),
      past,
      description: describe(day),
      content: (
        <>
          <span className="booking-day__count">{day.bookings} booking</span>
          <span className="booking-day__persons">
            {seats(day.persons, day.capacity)}
            <span className="booking-day__unit"> org</span>
          </span>
          {day.pending > 0 && <span className="booking-day__pending">{day.pending} menunggu</span>}
        </>
      ),
    };
  }

  return (
    <section className="card booking-calendar" aria-label="Kalender booking">
      <div className="booking-calendar__tools">
        <PackageFilter id={selectId} value={packageId} onChange={setPackageId} />
      </div>
      {calendar.isError && <p className="form-alert">Gagal memuat kalender booking.</p>}
      <MonthCalendar
        month={month}
        onMonthChange={setMonth}
        language="id"
        label="Kalender booking"
        previousLabel="Bulan sebelumnya"
        nextLabel="Bulan berikutnya"
        size="large"
        busy={calendar.isFetching}
        dayOf={dayOf}
        today={calendar.data?.today}
        onSelect={(day) => void navigate(`/admin/bookings/hari/${day}`)}
        legend={
          <>
            <LegendItem tone="open">Ada booking</LegendItem>
            <LegendItem tone="few">Hampir penuh (75%+)</LegendItem>
            <LegendItem tone="full">Penuh</LegendItem>
            <LegendItem tone="closed">Tutup</LegendItem>
            <LegendItem tone="past">Sudah lewat</LegendItem>
          </>
        }
      />
    </section>
  );
}
