import './homestays.css';
import { type Homestay } from '@island/shared';
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { useT } from '../../i18n/language.tsx';
import { trpc } from '../../trpc.ts';
import { Spinner } from '../../ui/Spinner.tsx';
import { useDocumentTitle } from '../../ui/useDocumentTitle.ts';
import { PageHeader } from '../PageHeader.tsx';
import { stayDates } from './homestayDates.ts';
import { StayForm } from './StayForm.tsx';

/**
 * `/homestay`: the households' homestays for a range of nights and a number of guests, each with
 * whether a fitting room is free and from what price; or "Pilihkan homestay", which lets the
 * village choose the household whose turn it is.
 */
export function HomestaysPage() {
  const { t } = useT();
  useDocumentTitle(t('homestay.title'));
  const [search, setSearch] = useSearchParams();
  const dates = stayDates(search);
  const [choosing, setChoosing] = useState(false);
  const query = trpc.homestays.list.useQuery({ from: dates.from, to: dates.to, guests: dates.guests, limit: 50 });

  function change(field: 'from' | 'to' | 'guests', value: string) {
    const next = new URLSearchParams(search);
    next.set(field, value);
    setSearch(next, { replace: true });
  }

  return (
    <>
      <PageHeader title={t('homestay.title')} lead={t('homestay.lead')} />
      <div className="container section homestays">
        <form className="card homestays__search" onSubmit={(event) => event.preventDefault()}>
          <label className="field">
            <span>{t('homestay.from')}</span>
            <input type="date" name="from" value={dates.from} onChange={(e) => change('from', e.target.value)} />
          </label>
          <label className="field">
            <span>{t('homestay.to')}</span>
            <input type="date" name="to" value={dates.to} min={dates.from} onChange={(e) => change('to', e.target.value)} />
          </label>
          <label className="field">
            <span>{t('homestay.guests')}</span>
            <input type="number" name="guests" min={1} max={20} value={dates.guests} onChange={(e) => change('guests', e.target.value)} />
          </label>
          <button type="button" className="button button--ghost" onClick={() => setChoosing(true)}>
            {t('homestay.chooseForMe')}
          </button>
        </form>
        {choosing && (
          <section className="card homestays__choose">
            <h2>{t('homestay.chooseForMe')}</h2>
            <p>{t('homestay.chooseLead')}</p>
            <StayForm dates={dates} rooms={null} />
          </section>
        )}
        {query.isPending ? (
          <Spinner label={t('common.loading')} />
        ) : query.data && query.data.homestays.length > 0 ? (
          <ul className="homestays__list">
            {query.data.homestays.map((homestay) => (
              <HomestayCard key={homestay.id} homestay={homestay} dates={dates} />
            ))}
          </ul>
        ) : (
          <p>{query.isError ? t('homestay.loadFailed') : t('homestay.none')}</p>
        )}
      </div>
    </>
  );
}

function HomestayCard({ homestay, dates }: { homestay: Homestay; dates: { from: string; to: string; guests: number } }) {
  const { t, path, money, language } = useT();
  const name = (language === 'en' && homestay.en?.name) || homestay.name;
  return (
    <li className="card homestay-card">
      {homestay.photos[0] && <img className="homestay-card__photo" src={homestay.photos[0]} alt="" loading="lazy" width={640} height={400} />}
      <div className="homestay-card__body">
        <h2 className="homestay-card__name">
          <Link to={path(`/homestay/${homestay.slug}?from=${dates.from}&to=${dates.to}&guests=${dates.guests}`)}>{name}</Link>
        </h2>
        <p className="homestay-card__address">{homestay.address}</p>
        {homestay.from_price !== null && <p className="homestay-card__price">{t('homestay.fromPrice', { price: money(homestay.from_price) })}</p>}
        <p className={homestay.available ? 'homestay-card__free' : 'homestay-card__full'}>{homestay.available ? t('homestay.free') : t('homestay.full')}</p>
      </div>
    </li>
  );
}
