import { type HomestayRoom } from '@island/shared';
import { type FormEvent, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { messageOf } from '../../errors.ts';
import { useT } from '../../i18n/language.tsx';
import { trpc } from '../../trpc.ts';

interface Dates {
  from: string;
  to: string;
  guests: number;
}

/**
 * The short form of a stay, as a package's: name, WhatsApp, optional e-mail and notes. With
 * rooms, the visitor picks one; without (`rooms` null), the village chooses the household. The
 * total is the server's; the answer's page address, with its key, is where the visitor goes next.
 */
export function StayForm({ dates, rooms }: { dates: Dates; rooms: readonly HomestayRoom[] | null }) {
  const { t, path, message } = useT();
  const navigate = useNavigate();
  const bookable = rooms?.filter((room) => room.active) ?? null;
  const [roomId, setRoomId] = useState<number | null>(bookable?.[0]?.id ?? null);
  const [checkIn, setCheckIn] = useState(dates.from);
  const [checkOut, setCheckOut] = useState(dates.to);
  const [guests, setGuests] = useState(dates.guests);
  const [name, setName] = useState('');
  const [phone, setPhone] = useState('');
  const [email, setEmail] = useState('');
  const [notes, setNotes] = useState('');
  const create = trpc.homestays.createStay.useMutation();
  const room = bookable?.find((r) => r.id === roomId);
  const units = room ? Math.max(1, Math.ceil(guests / room.max_persons)) : 1;

  async function send(event: FormEvent) {
    event.preventDefault();
    const stay = await create.mutateAsync({
      room_id: roomId ?? undefined,
      check_in: checkIn,
      check_out: checkOut,
      rooms: units,
      guests,
      customer_name: name,
      customer_phone: phone,
      customer_email: email,
      special_requests: notes,
    });
    void navigate(path(stay.url));
  }

  return (
    <form className="stay-form" onSubmit={(event) => void send(event).catch(() => undefined)}>
      {bookable && (
        <label className="field">
          <span>{t('homestay.room')}</span>
          <select name="room_id" value={roomId ?? ''} onChange={(e) => setRoomId(Number(e.target.value))}>
            {bookable.map((r) => (
              <option key={r.id} value={r.id}>
                {r.name}
              </option>
            ))}
          </select>
        </label>
      )}
      <div className="stay-form__row">
        <label className="field">
          <span>{t('homestay.from')}</span>
          <input type="date" name="check_in" required value={checkIn} onChange={(e) => setCheckIn(e.target.value)} />
        </label>
        <label className="field">
          <span>{t('homestay.to')}</span>
          <input type="date" name="check_out" required value={checkOut} min={checkIn} onChange={(e) => setCheckOut(e.target.value)} />
        </label>
      </div>
      <label className="field">
        <span>{t('homestay.guests')}</span>
        <input type="number" name="guests" min={1} max={20} required value={guests} onChange={(e) => setGuests(Number(e.target.value))} />
      </label>
      <label className="field">
        <span>{t('homestay.name')}</span>
        <input name="customer_name" required maxLength={120} autoComplete="name" value={name} onChange={(e) => setName(e.target.value)} />
      </label>
      <label className="field">
        <span>{t('homestay.phone')}</span>
        <input name="customer_phone" type="tel" required maxLength={30} autoComplete="tel" value={phone} onChange={(e) => setPhone(e.target.value)} />
      </label>
      <label className="field">
        <span>{t('homestay.email')}</span>
        <input name="customer_email" type="email" maxLength={254} autoComplete="email" value={email} onChange={(e) => setEmail(e.target.value)} />
      </label>
      <label className="field">
        <span>{t('homestay.notes')}</span>
        <textarea name="special_requests" maxLength={1000} rows={3} value={notes} onChange={(e) => setNotes(e.target.value)} />
      </label>
      {create.error && (
        <p className="field__error" role="alert">
          {message(messageOf(create.error, t('homestay.loadFailed')))}
        </p>
      )}
      <button type="submit" className="button button--primary" disabled={create.isPending}>
        {create.isPending ? t('homestay.sending') : t('homestay.send')}
      </button>
    </form>
  );
}
