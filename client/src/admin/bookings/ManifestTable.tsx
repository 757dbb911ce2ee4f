import { type BookingDay, checkInRefusal, formatWhatsApp, type ManifestEntry } from '@island/shared';
import { BookingStatusBadge, PaymentBadge } from './BookingBadges.tsx';

type ManifestPackage = BookingDay['packages'][number];

export interface ManifestTableProps {
  group: ManifestPackage;
  /** The day shown and the island's date: the tick is offered only where the server would take it. */
  date: string;
  today: string;
  busyId: number | null;
  /** A tick on its way to the server, shown already. */
  ticked: { id: number; checked: boolean } | null;
  onCheckIn: (entry: ManifestEntry, arrived: boolean) => void;
  onOpen: (entry: ManifestEntry) => void;
}

/**
 * One package's guests of the day: a table on paper and on a wide screen, a card per guest on a
 * phone (manifest.css). Cancelled bookings stay listed, struck through, last.
 */
export function ManifestTable({ group, date, today, busyId, ticked, onCheckIn, onOpen }: ManifestTableProps) {
  const heading = `${group.package_name}`;
  const seats = group.capacity === null ? `${group.persons} orang` : `${group.persons} dari ${group.capacity} orang`;
  return (
    <section className="manifest-group" aria-label={heading}>
      <header className="manifest-group__head">
        <h2>{heading}</h2>
        <p>
          {seats} · {group.checkedIn} hadir
          {group.note && <span className="manifest-group__note"> · tutup: {group.note}</span>}
        </p>
      </header>
      {group.bookings.length === 0 ? (
        <p className="manifest-group__empty">Belum ada booking.</p>
      ) : (
        <table className="manifest-table">
          <thead>
            <tr>
              <th scope="col" className="manifest-table__tick">
                Hadir
              </th>
              <th scope="col">Nama</th>
              <th scope="col">Org</th>
              <th scope="col">Telepon</th>
              <th scope="col">Kapal</th>
              <th scope="col">Catatan</th>
              <th scope="col">Bayar</th>
              <th scope="col" className="manifest-table__actions">
                <span className="visually-hidden">Aksi</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {group.bookings.map((entry) => {
              const off = entry.status === 'cancelled' || entry.status === 'no_show';
              // Another day, or a booking that holds no seats: no tick to set (checkInRefusal).
              const refusal = checkInRefusal(entry.status, date, today);
              return (
                <tr key={entry.id} className={off ? 'manifest-table__row--off' : undefined} data-testid="manifest-row">
                  <td className="manifest-table__tick">
                    <input
                      type="checkbox"
                      checked={ticked?.id === entry.id ? ticked.checked : entry.checked_in_at !== null}
                      disabled={refusal !== null || busyId === entry.id}
                      title={refusal === 'other_day' ? 'Hanya pada tanggal perjalanan / only on the trip’s date' : undefined}
                      onChange={(event) => onCheckIn(entry, event.target.checked)}
                      aria-label={`${entry.customer_name} hadir`}
                    />
                  </td>
                  <th scope="row" className="manifest-table__name">
                    {entry.customer_name}
                    <span className="manifest-table__code">
                      {entry.code} <BookingStatusBadge status={entry.status} />
                    </span>
                  </th>
                  <td className="manifest-table__persons" data-label="Orang">
                    {entry.participants}
                  </td>
                  <td data-label="Telepon">
                    <a href={`tel:+${entry.customer_phone}`}>{formatWhatsApp(entry.customer_phone)}</a>
                  </td>
                  <td className="manifest-table__boats" data-label="Kapal">
                    {entry.boat_out && (
                      <span title="Kapal berangkat">
                        <span aria-hidden="true">↗ </span>
                        <span className="visually-hidden">Berangkat </span>
                        {entry.boat_out.time} {entry.boat_out.name}
                      </span>
                    )}
                    {entry.boat_back && (
                      <span title="Kapal pulang">
                        <span aria-hidden="true">↙ </span>
                        <span className="visually-hidden">Pulang </span>
                        {entry.boat_back.time} {entry.boat_back.name}
                      </span>
                    )}
                  </td>
                  <td className="manifest-table__notes" data-label="Catatan">
                    {entry.special_requests}
                    {entry.notes && <span className="manifest-table__staff-note">{entry.notes}</span>}
                  </td>
                  <td data-label="Bayar">
                    <PaymentBadge status={entry.payment_status} />
                  </td>
                  <td className="manifest-table__actions">
                    <button type="button" className="button button--ghost button--small" onClick={() => onOpen(entry)}>
                      Kelola<span className="visually-hidden"> {entry.code}</span>
                    </button>
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      )}
    </section>
  );
}
