import './homestays-admin.css';
import { addDays, formatDateTime, formatDayMonth, formatRupiah, type Homestay, type HomestayRoom, isSiteRunner, type RoomCalendar, type Stay, type StayGrid, todayIn } from '@island/shared';
import { type FormEvent, useState } from 'react';
import { useAuth } from '../../auth/AuthProvider.tsx';
import { messageOf } from '../../errors.ts';
import { trpc } from '../../trpc.ts';
import { Spinner } from '../../ui/Spinner.tsx';
import { Tabs } from '../../ui/Tabs.tsx';
import { toast } from '../../ui/toast.ts';
import { AddButton } from '../AddButton.tsx';
import { ScreenHeader } from '../ScreenHeader.tsx';
import { HomestayFormDialog } from './HomestayFormDialog.tsx';
import { RoomFormDialog } from './RoomFormDialog.tsx';
import { RotationPanel } from './RotationPanel.tsx';

type View = 'grid' | 'stays' | 'houses' | 'rotation';
const VIEWS = [
  { id: 'grid', label: 'Kamar per malam' },
  { id: 'stays', label: 'Pesanan menginap' },
  { id: 'houses', label: 'Rumah & kamar' },
] as const;
/** Staff also see whose turn it is when the village chooses (owners see only their own house). */
const STAFF_VIEWS = [...VIEWS, { id: 'rotation', label: 'Giliran tamu' }] as const;

const STATUS_LABELS: Record<Stay['status'], string> = {
  pending: 'Menunggu',
  confirmed: 'Dikonfirmasi',
  completed: 'Selesai',
  cancelled: 'Dibatalkan',
  no_show: 'Tidak datang',
};

/**
 * `/admin/homestay`: the front desk's tape chart (rooms by nights for two weeks, a click closes
 * or frees a night), the stays with confirm and cancel (staff), and the houses with their rooms.
 * An owner sees and edits only their own household's.
 */
export default function HomestaysScreen() {
  const [view, setView] = useState<View>('grid');
  const { user } = useAuth();
  const staff = user ? isSiteRunner(user.role) : false;
  return (
    <>
      <ScreenHeader title="Homestay" description="Kamar keluarga tuan rumah, malam yang terisi dan ditutup, serta pesanan menginap." />
      <Tabs label="Tampilan homestay" tabs={staff ? STAFF_VIEWS : VIEWS} value={view} onChange={setView}>
        {(id) => (id === 'grid' ? <TapeChart /> : id === 'stays' ? <StaysList /> : id === 'houses' ? <Houses /> : <RotationPanel />)}
      </Tabs>
    </>
  );
}

function TapeChart() {
  const [from, setFrom] = useState(() => todayIn('Asia/Makassar'));
  const utils = trpc.useUtils();
  const grid = trpc.homestays.grid.useQuery({ from, days: 14 }, { staleTime: 0 });
  const refresh = () => void utils.homestays.grid.invalidate();
  const block = trpc.homestays.blockNight.useMutation({ onSuccess: refresh, onError: (e) => toast.error(messageOf(e, 'Gagal menutup malam')) });
  const free = trpc.homestays.freeNight.useMutation({ onSuccess: refresh, onError: (e) => toast.error(messageOf(e, 'Gagal membuka malam')) });
  if (grid.isPending) return <Spinner label="Memuat…" />;
  if (!grid.data) return <p>Gagal memuat kamar.</p>;
  const data: StayGrid = grid.data;
  const nights = data.rooms[0]?.nights.map((n) => n.date) ?? [];
  return (
    <div className="tape-chart">
      <div className="tape-chart__nav">
        <button type="button" className="button button--ghost" onClick={() => setFrom(addDays(from, -14))}>
          ‹ Sebelumnya
        </button>
        <span>
          {from} – {addDays(data.to, -1)}
        </span>
        <button type="button" className="button button--ghost" onClick={() => setFrom(addDays(from, 14))}>
          Berikutnya ›
        </button>
      </div>
      {data.rooms.length === 0 ? (
        <p>Belum ada kamar.</p>
      ) : (
        <div className="tape-chart__scroll">
          <table className="tape-chart__table">
            <thead>
              <tr>
                <th scope="col">Kamar</th>
                {nights.map((night) => (
                  <th key={night} scope="col">
                    {night.slice(8)}/{night.slice(5, 7)}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {data.rooms.map((room) => (
                <tr key={room.room_id}>
                  <th scope="row">
                    {room.homestay_name}
                    <br />
                    <small>
                      {room.room_name} ({room.units} unit)
                    </small>
                  </th>
                  {room.nights.map((night) => (
                    <td
                      key={night.date}
                      className={night.imported ? 'tape-chart__cell--imported' : night.blocked ? 'tape-chart__cell--blocked' : night.taken > 0 ? 'tape-chart__cell--taken' : ''}
                    >
                      <button
                        type="button"
                        aria-label={`${room.room_name} ${night.date}: ${night.imported ? 'ditutup kalender luar, buka lagi' : night.blocked ? 'ditutup, buka lagi' : `${night.taken}/${room.units} terisi, tutup malam ini`}`}
                        data-room={room.room_id}
                        data-night={night.date}
                        onClick={() =>
                          night.blocked ? free.mutate({ room_id: room.room_id, night: night.date }) : block.mutate({ room_id: room.room_id, night: night.date, reason: null })
                        }
                      >
                        {/* An imported night sold elsewhere: "L" (luar) rather than the hand block's cross. */}
                        {night.imported ? 'L' : night.blocked ? '×' : night.taken > 0 ? `${night.taken}/${room.units}` : ''}
                      </button>
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </div>
  );
}

function StaysList() {
  const { user } = useAuth();
  const staff = user ? isSiteRunner(user.role) : false;
  const utils = trpc.useUtils();
  const list = trpc.homestays.stays.useQuery({ limit: 50 }, { staleTime: 0 });
  const done = () => void utils.homestays.invalidate();
  const status = trpc.homestays.updateStayStatus.useMutation({ onSuccess: done, onError: (e) => toast.error(messageOf(e, 'Gagal menyimpan')) });
  const assign = trpc.homestays.assignStay.useMutation({ onSuccess: done, onError: (e) => toast.error(messageOf(e, 'Gagal menyimpan')) });
  if (list.isPending) return <Spinner label="Memuat…" />;
  const stays = list.data?.stays ?? [];
  if (stays.length === 0) return <p>Belum ada pesanan menginap.</p>;
  return (
    <ul className="stays-admin">
      {stays.map((stay) => (
        <li key={stay.id} className="card stays-admin__item">
          <strong>{stay.code}</strong> · {stay.homestay_name}, {stay.room_name}
          <div>
            {stay.check_in} – {stay.check_out} ({stay.nights} malam), {stay.guests} tamu · {formatRupiah(stay.total_price)}
          </div>
          <div>
            {stay.customer_name} · {stay.customer_phone} · <span className="stays-admin__status">{STATUS_LABELS[stay.status]}</span>
            {stay.chosen_by_village && !stay.choice_confirmed && <span className="stays-admin__choice"> · Pilihan desa belum dikonfirmasi</span>}
          </div>
          {staff && (
            <div className="stays-admin__actions">
              {stay.chosen_by_village && !stay.choice_confirmed && (
                <button type="button" className="button button--ghost button--small" onClick={() => assign.mutate({ id: stay.id })}>
                  Setujui rumah pilihan
                </button>
              )}
              {stay.status === 'pending' && (
                <button type="button" className="button button--primary button--small" onClick={() => status.mutate({ id: stay.id, status: 'confirmed' })}>
                  Konfirmasi
                </button>
              )}
              {(stay.status === 'pending' || stay.status === 'confirmed') && (
                <button type="button" className="button button--ghost button--small" onClick={() => status.mutate({ id: stay.id, status: 'cancelled' })}>
                  Batalkan
                </button>
              )}
            </div>
          )}
        </li>
      ))}
    </ul>
  );
}

function Houses() {
  const list = trpc.homestays.managed.useQuery(undefined, { staleTime: 0 });
  // The house being edited in the dialog: null for a new one, undefined while closed.
  const [editing, setEditing] = useState<Homestay | null | undefined>(undefined);
  if (list.isPending) return <Spinner label="Memuat…" />;
  const houses = list.data?.homestays ?? [];
  return (
    <>
      <div className="houses-admin__bar">
        <AddButton label="Tambah Homestay" onClick={() => setEditing(null)} />
      </div>
      {houses.length === 0 ? (
        <p>Belum ada homestay. Homestay milik UMKM berkategori homestay: pilih UMKM-nya saat menambah.</p>
      ) : (
        <ul className="houses-admin">
          {houses.map((house) => (
            <HouseCard key={house.id} house={house} onEdit={() => setEditing(house)} />
          ))}
        </ul>
      )}
      <HomestayFormDialog open={editing !== undefined} house={editing ?? null} housed={houses.map((house) => house.msme_id)} onClose={() => setEditing(undefined)} />
    </>
  );
}

function HouseCard({ house, onEdit }: { house: Homestay; onEdit: () => void }) {
  const utils = trpc.useUtils();
  const update = trpc.homestays.update.useMutation({ onSuccess: () => void utils.homestays.invalidate(), onError: (e) => toast.error(messageOf(e, 'Gagal menyimpan')) });
  // The room being edited: null for a new one, undefined while closed.
  const [room, setRoom] = useState<HomestayRoom | null | undefined>(undefined);
  return (
    <li className="card houses-admin__item">
      <div className="houses-admin__head">
        <h3>{house.name}</h3>
        <button type="button" className="button button--ghost button--small" onClick={onEdit}>
          Edit homestay
        </button>
      </div>
      <p>
        {house.host_name} · {house.address}
      </p>
      {house.en === null || house.en.description === null ? <p className="field__hint">Belum ada deskripsi bahasa Inggris.</p> : null}
      <label>
        <input type="checkbox" checked={house.published} onChange={(e) => update.mutate({ id: house.id, published: e.target.checked })} /> Tampil di situs
      </label>
      <ul className="houses-admin__rooms">
        {house.rooms.map((r) => (
          <li key={r.id}>
            <span>
              {r.name}: {r.units} unit, maks. {r.max_persons} orang, {formatRupiah(r.price_per_night)} / malam{r.active ? '' : ' (nonaktif)'}
            </span>
            <button type="button" className="button button--ghost button--small" onClick={() => setRoom(r)} aria-label={`Edit kamar ${r.name}`}>
              Edit
            </button>
            <RoomCalendarPanel room={r} />
          </li>
        ))}
      </ul>
      <button type="button" className="button button--primary button--small" onClick={() => setRoom(null)}>
        Tambah kamar
      </button>
      <RoomFormDialog open={room !== undefined} homestayId={house.id} room={room ?? null} onClose={() => setRoom(undefined)} />
    </li>
  );
}

/**
 * A room's calendars in step with Airbnb and Booking.com (decision 0041), read only once opened:
 * the export address to paste there (copy, or renew it when it leaked), the outside calendar's
 * address to import, "Selaraskan sekarang", and the import's last run, its error and the nights
 * sold both here and there.
 */
function RoomCalendarPanel({ room }: { room: HomestayRoom }) {
  const [open, setOpen] = useState(false);
  return (
    <details className="room-calendar" onToggle={(event) => setOpen(event.currentTarget.open)}>
      <summary>Kalender Airbnb / Booking.com</summary>
      {open && <RoomCalendarBody roomId={room.id} />}
    </details>
  );
}

function RoomCalendarBody({ roomId }: { roomId: number }) {
  const utils = trpc.useUtils();
  const calendar = trpc.homestays.roomCalendar.useQuery({ id: roomId }, { staleTime: 0 });
  const [address, setAddress] = useState<string | null>(null);
  // Every write answers the room's calendars as they now are: shown at once, and the tape chart read again.
  const settled = (data: RoomCalendar) => {
    utils.homestays.roomCalendar.setData({ id: roomId }, data);
    void utils.homestays.grid.invalidate();
  };
  const renew = trpc.homestays.renewRoomCalendar.useMutation({ onSuccess: settled, onError: (e) => toast.error(messageOf(e, 'Gagal mengganti alamat')) });
  const save = trpc.homestays.setRoomCalendarImport.useMutation({
    onSuccess: (data) => {
      settled(data);
      setAddress(null);
      toast.success('Alamat kalender luar disimpan');
    },
    onError: (e) => toast.error(messageOf(e, 'Gagal menyimpan alamat')),
  });
  const sync = trpc.homestays.syncRoomCalendar.useMutation({
    onSuccess: (data) => {
      settled(data);
      if (data.import_error) toast.error(`Gagal menyelaraskan: ${data.import_error}`);
      else toast.success('Kalender luar diselaraskan');
    },
    onError: (e) => toast.error(messageOf(e, 'Gagal menyelaraskan')),
  });
  if (calendar.isPending) return <Spinner label="Memuat…" />;
  if (!calendar.data) return <p>Gagal memuat kalender.</p>;
  const data = calendar.data;
  const typed = address ?? data.import_url ?? '';
  function submit(event: FormEvent) {
    event.preventDefault();
    save.mutate({ id: roomId, import_url: typed.trim() === '' ? null : typed.trim() });
  }
  return (
    <div className="room-calendar__body">
      <label className="room-calendar__field">
        Alamat ekspor (tempel di Airbnb atau Booking.com)
        <input readOnly value={data.export_url} onFocus={(e) => e.currentTarget.select()} />
      </label>
      <div className="room-calendar__actions">
        <button
          type="button"
          className="button button--ghost button--small"
          onClick={() => void navigator.clipboard?.writeText(data.export_url).then(() => toast.success('Alamat disalin'), () => toast.error('Gagal menyalin'))}
        >
          Salin alamat
        </button>
        <button
          type="button"
          className="button button--ghost button--small"
          disabled={renew.isPending}
          onClick={() => {
            if (window.confirm('Ganti alamat ekspor? Alamat lama berhenti bekerja; tempel alamat baru di Airbnb dan Booking.com.')) renew.mutate({ id: roomId });
          }}
        >
          Ganti alamat
        </button>
      </div>
      <form className="room-calendar__import" onSubmit={submit}>
        <label className="room-calendar__field">
          Alamat kalender luar (ekspor iCal dari Airbnb atau Booking.com)
          <input type="url" inputMode="url" maxLength={1000} placeholder="https://…/calendar.ics" value={typed} onChange={(e) => setAddress(e.target.value)} />
        </label>
        <div className="room-calendar__actions">
          <button type="submit" className="button button--primary button--small" disabled={save.isPending}>
            Simpan alamat
          </button>
          {data.import_url && (
            <button type="button" className="button button--ghost button--small" disabled={sync.isPending} onClick={() => sync.mutate({ id: roomId })}>
              {sync.isPending ? 'Menyelaraskan…' : 'Selaraskan sekarang'}
            </button>
          )}
        </div>
      </form>
      {data.import_url && (
        <dl className="room-calendar__status">
          <dt>Terakhir berhasil</dt>
          <dd>{data.import_synced_at ? `${formatDateTime(data.import_synced_at)} (${data.import_events ?? 0} acara dibaca)` : 'Belum pernah'}</dd>
          {data.import_checked_at && (
            <>
              <dt>Terakhir dicoba</dt>
              <dd>{formatDateTime(data.import_checked_at)}</dd>
            </>
          )}
          {data.import_error && (
            <>
              <dt>Galat terakhir</dt>
              <dd className="room-calendar__error" role="status">
                {data.import_error}
              </dd>
            </>
          )}
          <dt>Malam ditutup kalender luar</dt>
          <dd>{data.imported_nights.length === 0 ? 'Tidak ada' : data.imported_nights.map((night) => formatDayMonth(night)).join(', ')}</dd>
        </dl>
      )}
      {data.conflicts.length > 0 && (
        <p className="room-calendar__error" role="alert">
          Terjual dua kali (ada pesanan di sini dan di kalender luar): {data.conflicts.map((night) => formatDayMonth(night)).join(', ')}. Hubungi tamu atau platformnya.
        </p>
      )}
    </div>
  );
}
