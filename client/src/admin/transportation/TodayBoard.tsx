import './today-board.css';
import {
  addDays,
  BOAT_BOARD_TEXTS,
  type BoardDay,
  DEPARTURE_DAYS_AHEAD,
  DEPARTURE_REASONS,
  type Departure,
  type DepartureReason,
  type DepartureState,
  id as ID_TEXTS,
  type NotifyLink,
  TEXTS,
} from '@island/shared';
import { useEffect, useRef, useState } from 'react';
import { messageOf } from '../../errors.ts';
import { trpc } from '../../trpc.ts';
import { ConfirmDialog } from '../../ui/ConfirmDialog.tsx';
import { toast } from '../../ui/toast.ts';
import { useUnsavedChanges } from '../../ui/unsavedChanges.tsx';
import { clockIn, dayLabel } from '../../public/board/boardTime.ts';
import { SeaLine } from '../../public/board/SeaLine.tsx';

const LABELS = ID_TEXTS.board;
const REASON_LABELS: Record<DepartureReason, string> = LABELS.reasons;

/** A delay's first guess: half an hour after the timetable's time (the clerk corrects it). */
function halfHourLater(time: string): string {
  const [h, m] = time.split(':').map(Number) as [number, number];
  const total = Math.min(h * 60 + m + 30, 23 * 60 + 59);
  return `${String(Math.floor(total / 60)).padStart(2, '0')}:${String(total % 60).padStart(2, '0')}`;
}

/** What a change on the board makes the desk read again: the two days, and another day shown. */
function useBoardRefresh() {
  const utils = trpc.useUtils();
  return () => Promise.all([utils.transportation.today.invalidate(), utils.transportation.day.invalidate()]);
}

/**
 * "Hari ini": today's and tomorrow's departures, by direction, each with three big buttons, and
 * any other day up to DEPARTURE_DAYS_AHEAD on request (a holiday, a storm warned of days before).
 * A departure is "Terjadwal" until staff confirm it: "Berangkat sesuai jadwal" is one tap; a delay or a cancellation opens the reasons, and the reason tapped saves it (two
 * taps). Each day has its storm button. The board's public answer is dropped by the server on
 * every change.
 */
export function TodayBoard() {
  const board = trpc.transportation.today.useQuery(undefined, { staleTime: 0, refetchInterval: 60_000 });
  const [links, setLinks] = useState<{ message: string; links: NotifyLink[] } | null>(null);
  /** Another day the desk looks at ('' while none is chosen). */
  const [otherDate, setOtherDate] = useState('');
  const other = trpc.transportation.day.useQuery({ date: otherDate }, { enabled: otherDate !== '', staleTime: 0 });
  /** The day a storm cancels, while its confirmation is open. */
  const [stormDay, setStormDay] = useState<string | null>(null);
  const [stormReason, setStormReason] = useState<DepartureReason>('high_waves');
  const refresh = useBoardRefresh();
  const cancelDay = trpc.transportation.cancelDay.useMutation();

  if (!board.data) {
    return board.isError ? <p className="form-error">{messageOf(board.error, 'Gagal memuat jadwal hari ini.')}</p> : <p>Memuat…</p>;
  }
  const { today, tomorrow, timeZone } = board.data;
  const shownOther = other.data && other.data.date === otherDate ? other.data : null;
  const storm = [today, tomorrow, shownOther].find((day) => day !== null && day.date === stormDay);

  const confirmStorm = async () => {
    if (!storm) return;
    try {
      const result = await cancelDay.mutateAsync({ date: storm.date, reason: stormReason });
      toast.success(BOAT_BOARD_TEXTS.dayCancelled(result.cancelled));
      setLinks(result.notify.links.length > 0 ? result.notify : null);
      setStormDay(null);
      await refresh();
    } catch (error) {
      toast.error(messageOf(error, TEXTS.internal));
    }
  };

  return (
    <div className="today-board">
      {links && <NotifyList notice={links} onClose={() => setLinks(null)} />}
      {[today, tomorrow].map((day) => (
        <BoardDaySection key={day.date} day={day} today={today.date} timeZone={timeZone} onNotify={setLinks} onStorm={setStormDay} />
      ))}
      <section className="today-board__day" aria-label="Hari lain">
        <h2 className="today-board__title">Hari lain</h2>
        <label className="today-board__field today-board__other">
          Tanggal (sampai {DEPARTURE_DAYS_AHEAD} hari ke depan)
          <input className="input" type="date" value={otherDate} min={addDays(today.date, 2)} max={addDays(today.date, DEPARTURE_DAYS_AHEAD)} onChange={(event) => setOtherDate(event.target.value)} />
        </label>
        {other.isError && <p className="form-error">{messageOf(other.error, 'Gagal memuat keberangkatan tanggal ini.')}</p>}
        {otherDate !== '' && other.isLoading && <p>Memuat…</p>}
      </section>
      {shownOther && <BoardDaySection day={shownOther} today={today.date} timeZone={timeZone} onNotify={setLinks} onStorm={setStormDay} />}
      <ConfirmDialog
        open={storm !== undefined}
        title={`Batalkan semua keberangkatan ${storm ? dayInSentence(storm.date, today.date) : ''}?`}
        message={
          storm && (
            <>
              <p>
                Semua {storm.departures.length} keberangkatan {dayLabel(storm.date, 'id')} akan ditandai batal di situs.
              </p>
              <label className="today-board__field">
                Alasan
                <select className="input" value={stormReason} onChange={(e) => setStormReason(e.target.value as DepartureReason)}>
                  {DEPARTURE_REASONS.map((reason) => (
                    <option key={reason} value={reason}>
                      {REASON_LABELS[reason]}
                    </option>
                  ))}
                </select>
              </label>
            </>
          )
        }
        confirmLabel="Ya, batalkan semua"
        cancelLabel="Kembali"
        tone="danger"
        busy={cancelDay.isPending}
        onConfirm={() => void confirmStorm()}
        onCancel={() => setStormDay(null)}
      />
    </div>
  );
}

/** 'Hari ini' or 'Besok' for today and tomorrow; no name for a day further on. */
function dayName(date: string, today: string): string | null {
  if (date === today) return LABELS.today;
  return date === addDays(today, 1) ? LABELS.tomorrow : null;
}

/** A day as a sentence says it: 'hari ini', 'besok', or the date in words. */
function dayInSentence(date: string, today: string): string {
  return dayName(date, today)?.toLowerCase() ?? dayLabel(date, 'id');
}

/** One day of the board: its sea, its departures' controls, and its storm button. */
function BoardDaySection({
  day,
  today,
  timeZone,
  onNotify,
  onStorm,
}: {
  day: BoardDay;
  today: string;
  timeZone: string;
  onNotify: (notice: { message: string; links: NotifyLink[] } | null) => void;
  onStorm: (date: string) => void;
}) {
  const name = dayName(day.date, today);
  const date = dayLabel(day.date, 'id');
  return (
    <section className="today-board__day" aria-label={name ? `${name}, ${date}` : date}>
      <h2 className="today-board__title">
        {name ? (
          <>
            {name} <span>{date}</span>
          </>
        ) : (
          date
        )}
      </h2>
      <SeaLine sea={day.sea} timeZone={timeZone} today={today} />
      {day.departures.length === 0 ? (
        <p className="empty-note">{LABELS.empty}</p>
      ) : (
        day.directions.map((direction) => {
          const own = day.departures.filter((d) => d.direction === direction);
          return (
            own.length > 0 && (
              <section key={direction} className="today-board__group" aria-label={LABELS.directions[direction]}>
                <h3 className="today-board__group-title">{LABELS.directions[direction]}</h3>
                <ul className="today-board__list">
                  {own.map((d) => (
                    <DepartureControl key={`${d.transportationId}-${d.time}`} departure={d} timeZone={timeZone} onNotify={onNotify} />
                  ))}
                </ul>
              </section>
            )
          );
        })
      )}
      {day.departures.length > 0 && (
        <div className="today-board__storm">
          <button type="button" className="button button--ghost-danger" onClick={() => onStorm(day.date)}>
            Batalkan semua {dayInSentence(day.date, today)}
          </button>
        </div>
      )}
    </section>
  );
}

function DepartureControl({
  departure: d,
  timeZone,
  onNotify,
}: {
  departure: Departure;
  timeZone: string;
  onNotify: (notice: { message: string; links: NotifyLink[] } | null) => void;
}) {
  const [open, setOpen] = useState<Exclude<DepartureState, 'running'> | null>(null);
  const [newTime, setNewTime] = useState(d.newTime ?? halfHourLater(d.time));
  const [note, setNote] = useState(d.note ?? '');
  // A note typed in an open panel and not yet saved: leaving the page asks first.
  useUnsavedChanges(open !== null && note !== (d.note ?? ''));
  const refresh = useBoardRefresh();
  const save = trpc.transportation.setDeparture.useMutation();

  const send = async (status: DepartureState, reason: DepartureReason | null) => {
    try {
      const result = await save.mutateAsync({
        id: d.transportationId,
        date: d.date,
        time: d.time,
        status,
        new_time: status === 'delayed' ? newTime : null,
        reason,
        note: status === 'running' ? '' : note,
      });
      toast.success(`${d.name} ${d.time}: ${LABELS[status]}`);
      onNotify(result.notify && result.notify.links.length > 0 ? result.notify : null);
      setOpen(null);
      await refresh();
    } catch (error) {
      toast.error(messageOf(error, TEXTS.internal));
    }
  };

  const stateButton = (status: DepartureState, label: string) => (
    <button
      type="button"
      className={`today-board__state today-board__state--${status}`}
      aria-pressed={d.status === status}
      disabled={save.isPending}
      onClick={() => (status === 'running' ? void send('running', null) : setOpen(open === status ? null : status))}
    >
      {label}
    </button>
  );

  return (
    <li className={`today-board__item today-board__item--${d.status}${d.departed ? ' today-board__item--past' : ''}`} data-testid="departure-control">
      <div className="today-board__head">
        <strong className="today-board__time">{d.time}</strong>
        <span className="today-board__name">{d.name}</span>
        <span className="today-board__route">{LABELS.route.replace('{{from}}', d.fromPlace).replace('{{to}}', d.toPlace)}</span>
        <span className="today-board__now">
          {LABELS[d.status]}
          {d.status === 'delayed' && d.newTime ? ` → ${d.newTime}` : ''}
          {d.departed ? ` · ${LABELS.departed.toLowerCase()}` : ''}
          {d.reason ? ` · ${REASON_LABELS[d.reason]}` : ''}
          {d.updatedAt ? ` · diubah ${clockIn(d.updatedAt, timeZone)}` : ''}
        </span>
        {/* The note passengers read on the public board, so the clerk sees what was said. */}
        {d.note && <span className="today-board__note">Catatan: {d.note}</span>}
      </div>
      <div className="today-board__buttons" role="group" aria-label={`Status ${d.name} ${d.time}`}>
        {stateButton('running', LABELS.running)}
        {stateButton('delayed', 'Terlambat')}
        {stateButton('cancelled', 'Batal')}
      </div>
      {open && (
        <div className="today-board__reasons">
          {open === 'delayed' && (
            <label className="today-board__field">
              Jam baru
              <input className="input" type="time" value={newTime} onChange={(e) => setNewTime(e.target.value)} required />
            </label>
          )}
          <label className="today-board__field">
            Catatan (opsional)
            <input className="input" value={note} maxLength={200} onChange={(e) => setNote(e.target.value)} />
          </label>
          <p className="today-board__hint">Pilih alasan untuk menyimpan:</p>
          <div className="today-board__chips">
            {DEPARTURE_REASONS.map((reason) => (
              <button key={reason} type="button" className="today-board__chip" disabled={save.isPending} onClick={() => void send(open, reason)}>
                {REASON_LABELS[reason]}
              </button>
            ))}
          </div>
        </div>
      )}
    </li>
  );
}

/** The people a change concerns, one WhatsApp chat each with the message written. */
function NotifyList({ notice, onClose }: { notice: { message: string; links: NotifyLink[] }; onClose: () => void }) {
  const heading = useRef<HTMLHeadingElement>(null);
  // It opens above the departures, where the clerk may have tapped far below: brought into view.
  useEffect(() => {
    heading.current?.scrollIntoView({ block: 'start', behavior: 'smooth' });
    heading.current?.focus({ preventScroll: true });
  }, [notice]);
  return (
    <section className="today-board__notify" aria-label="Kabari penumpang">
      <h2 ref={heading} tabIndex={-1}>
        Kabari penumpang ({notice.links.length})
      </h2>
      <p>{notice.message}</p>
      <ul>
        {notice.links.map((link) => (
          <li key={link.url}>
            <a className="button button--primary" href={link.url} target="_blank" rel="noreferrer">
              WhatsApp {link.name} ({link.phone})
            </a>
          </li>
        ))}
      </ul>
      <button type="button" className="button button--ghost" onClick={onClose}>
        Selesai
      </button>
    </section>
  );
}
