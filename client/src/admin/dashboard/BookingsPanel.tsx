import { formatDayMonth, type StaffDashboard } from '@island/shared';
import { addDays, today } from '../../ui/calendar/calendarDates.ts';
import { LazyBarChart } from './LazyBarChart.tsx';
import { StatList } from './StatList.tsx';
import { UNSEEN_CANCELLATIONS_PATH } from '../bookings/bookingLinks.ts';

/** The desk's bookings on the dashboard: what waits for an answer, who comes today and tomorrow, and the weeks. */
export function BookingsPanel({ bookings }: { bookings: StaffDashboard['bookings'] }) {
  const now = today();
  return (
    <>
      <section className="card" aria-labelledby="bookings-title">
        <h2 id="bookings-title" className="stats-panel__title">
          Booking
        </h2>
        <StatList
          label="Booking dan peserta"
          items={[
            { label: 'Booking menunggu jawaban', value: bookings.waiting, to: '/admin/bookings?status=pending' },
            { label: 'Dibatalkan pengunjung, belum dilihat', value: bookings.cancelledUnseen, to: UNSEEN_CANCELLATIONS_PATH },
            { label: 'Peserta hari ini', value: bookings.personsToday, to: `/admin/bookings/hari/${now}` },
            { label: 'Peserta besok', value: bookings.personsTomorrow, to: `/admin/bookings/hari/${addDays(now, 1)}` },
          ]}
        />
      </section>
      <div className="panel-pair">
        <LazyBarChart
          title={`Booking per minggu (${bookings.perWeek.length} minggu terakhir)`}
          valueLabel="Booking"
          points={bookings.perWeek.map((w) => ({ label: formatDayMonth(w.weekStart), count: w.bookings }))}
          color="#0f6f7d"
        />
        <LazyBarChart
          title={`Peserta per minggu (${bookings.perWeek.length} minggu terakhir)`}
          valueLabel="Peserta"
          points={bookings.perWeek.map((w) => ({ label: formatDayMonth(w.weekStart), count: w.persons }))}
          color="#b45309"
        />
      </div>
    </>
  );
}
