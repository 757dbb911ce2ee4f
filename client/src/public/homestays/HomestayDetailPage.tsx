import './homestays.css';
import { addDays, type HomestayAvailability, type NightState } from '@island/shared';
import { useParams, useSearchParams } from 'react-router-dom';
import { useT } from '../../i18n/language.tsx';
import { trpc } from '../../trpc.ts';
import { Spinner } from '../../ui/Spinner.tsx';
import { useDocumentTitle } from '../../ui/useDocumentTitle.ts';
import { PageHeader } from '../PageHeader.tsx';
import { islandToday, stayDates } from './homestayDates.ts';
import { StayForm } from './StayForm.tsx';

/** How many nights the calendar shows, from tomorrow. */
const CALENDAR_NIGHTS = 28;

const STATE_TEXT: Record<NightState, 'homestay.nightFree' | 'homestay.nightFew' | 'homestay.nightFull' | 'homestay.nightClosed'> = {
  free: 'homestay.nightFree',
  few: 'homestay.nightFew',
  full: 'homestay.nightFull',
  closed: 'homestay.nightClosed',
};

/** `/homestay/<slug>`: the house, its rooms and prices, a calendar of nights and the booking form. */
export function HomestayDetailPage() {
  const { t, language, money } = useT();
  const { slug = '' } = useParams();
  const [search] = useSearchParams();
  const dates = stayDates(search);
  const query = trpc.homestays.get.useQuery({ id: slug }, { retry: false });
  const from = addDays(islandToday(), 1);
  const calendar = trpc.homestays.availability.useQuery({ id: slug, from, to: addDays(from, CALENDAR_NIGHTS) }, { retry: false });
  const house = query.data;
  const name = house ? (language === 'en' && house.en?.name) || house.name : '';
  useDocumentTitle(name || t('homestay.title'));
  if (query.isPending) return <Spinner label={t('common.loading')} />;
  if (!house) return <p className="container section">{t('homestay.loadFailed')}</p>;
  const description = (language === 'en' && house.en?.description) || house.description;
  const rules = (language === 'en' && house.en?.house_rules) || house.house_rules;
  const f = house.facilities;
  const facilities = [
    f.breakfast ? t('homestay.breakfast') : null,
    f.cooling === 'ac' ? t('homestay.ac') : f.cooling === 'fan' ? t('homestay.fan') : null,
    f.bathroom === 'private' ? t('homestay.privateBath') : t('homestay.sharedBath'),
    f.electricity_hours ? t('homestay.electricity', { hours: f.electricity_hours }) : null,
    f.drinking_water ? t('homestay.water') : null,
  ].filter((item): item is string => item !== null);

  return (
    <>
      <PageHeader title={name} lead={house.address} />
      <div className="container section homestay">
        {house.photos.length > 0 && (
          <div className="homestay__photos">
            {house.photos.map((photo) => (
              <img key={photo} src={photo} alt="" loading="lazy" width={640} height={400} />
            ))}
          </div>
        )}
        <p>{description}</p>
        <p>{t('homestay.times', { in: house.check_in_time, out: house.check_out_time })}</p>
        <h2>{t('homestay.facilities')}</h2>
        <ul className="homestay__facilities">
          {facilities.map((item) => (
            <li key={item}>{item}</li>
          ))}
        </ul>
        {rules && (
          <>
            <h2>{t('homestay.rules')}</h2>
            <p>{rules}</p>
          </>
        )}
        <h2>{t('homestay.rooms')}</h2>
        <ul className="homestay__rooms">
          {house.rooms.map((room) => (
            <li key={room.id} className="card homestay__room">
              <strong>{(language === 'en' && room.name_en) || room.name}</strong>
              <span>{t('homestay.perNight', { price: money(room.price_per_night) })}</span>
              {room.weekend_price !== null && <span>{t('homestay.weekend', { price: money(room.weekend_price) })}</span>}
              {room.extra_person_price !== null && <span>{t('homestay.extra', { price: money(room.extra_person_price) })}</span>}
              <span>{t('homestay.persons', { n: room.max_persons })}</span>
            </li>
          ))}
        </ul>
        <h2>{t('homestay.calendar')}</h2>
        {calendar.data && <NightsCalendar availability={calendar.data} />}
        <section className="card homestay__book" id="pesan">
          <h2>{t('homestay.bookTitle')}</h2>
          <StayForm dates={dates} rooms={house.rooms} />
        </section>
      </div>
    </>
  );
}

function NightsCalendar({ availability }: { availability: HomestayAvailability }) {
  const { t, language } = useT();
  const day = new Intl.DateTimeFormat(language === 'en' ? 'en-GB' : 'id-ID', { weekday: 'short', day: 'numeric', month: 'short', timeZone: 'UTC' });
  return (
    <ol className="nights-calendar">
      {availability.nights.map((night) => (
        <li key={night.date} className={`nights-calendar__night nights-calendar__night--${night.state}`} data-date={night.date} data-state={night.state}>
          <span>{day.format(new Date(`${night.date}T00:00:00Z`))}</span>
          <small>{t(STATE_TEXT[night.state])}</small>
        </li>
      ))}
    </ol>
  );
}
