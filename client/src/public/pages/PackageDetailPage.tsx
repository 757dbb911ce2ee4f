import '../catalogue/catalogue.css';
import '../packages/package-page.css';
import type { TourPackage } from '@island/shared';
import { useMemo, useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router-dom';
import { messageOf } from '../../errors.ts';
import { useT } from '../../i18n/language.tsx';
import { trpc } from '../../trpc.ts';
import { addDays, addMonths, firstOfMonth, lastOfMonth, type Month, monthOf, today } from '../../ui/calendar/calendarDates.ts';
import { Icon } from '../../ui/Icon.tsx';
import { Spinner } from '../../ui/Spinner.tsx';
import { useDocumentTitle } from '../../ui/useDocumentTitle.ts';
import { AvailabilityCalendar } from '../bookings/AvailabilityCalendar.tsx';
import { BookButton } from '../bookings/BookButton.tsx';
import { BookingDialogHost } from '../bookings/BookingDialogHost.tsx';
import { CancellationTerms } from '../bookings/CancellationTerms.tsx';
import { BOOK_PARAM } from '../bookings/bookParam.ts';
import { Gallery } from '../catalogue/Gallery.tsx';
import { MapEmbed } from '../catalogue/MapEmbed.tsx';
import { clickOut } from '../stats/clickOut.ts';
import { bookingUrl } from '../packages/booking.ts';
import { PackagePrice } from '../packages/PackagePrice.tsx';
import { type PackageTexts, packageTexts } from '../packages/packageTexts.ts';
import { INDONESIAN_ONLY, type VillageText, writtenInEnglish } from '../../i18n/twin.ts';
import { PackageReviews } from '../reviews/PackageReviews.tsx';

/**
 * A tour package's own page at /paket-wisata/:slug: its photos, the whole description, the day
 * hour by hour, what is and is not included, what to bring, where the group meets (on the map),
 * the boat, the group size, the seat calendar and "Pesan", which opens the booking form.
 */
export function PackageDetailPage() {
  const { t, path, message, language } = useT();
  const { slug = '' } = useParams();
  const query = trpc.packages.bySlug.useQuery({ slug }, { retry: (count, error) => error.data?.httpStatus !== 404 && count < 2 });
  const pkg = query.data;
  const inEnglish = writtenInEnglish(pkg?.en?.name, pkg?.en?.description);
  useDocumentTitle(pkg ? packageTexts(pkg, language).name.text : t('packages.title'), undefined, pkg && !inEnglish ? INDONESIAN_ONLY : undefined);

  if (query.isPending) {
    return (
      <div className="container section list-state">
        <Spinner size="lg" showLabel />
      </div>
    );
  }
  if (!pkg) {
    return (
      <div className="container section package-page">
        <h1 className="package-page__title">{t('packages.notFound')}</h1>
        <p role="alert">{message(messageOf(query.error, t('packages.loadFailed')))}</p>
        <Link className="button button--ghost" to={path('/paket-wisata')}>
          {t('packages.title')}
        </Link>
      </div>
    );
  }
  return <PackagePage pkg={pkg} />;
}

function PackagePage({ pkg }: { pkg: TourPackage }) {
  const { t, path, language } = useT();
  const packages = useMemo(() => [pkg], [pkg]);
  const texts = packageTexts(pkg, language);
  return (
    <div className="container section package-page">
      <Link className="button button--ghost package-page__back" to={path('/paket-wisata')}>
        <Icon name="arrowLeft" size={18} />
        {t('packages.title')}
      </Link>
      <header className="package-page__header">
        {pkg.popular && <p className="catalogue-card__eyebrow">{t('packages.popular')}</p>}
        <h1 className="package-page__title" lang={texts.name.lang}>
          {texts.name.text}
        </h1>
        {texts.description.lang && <p className="package-page__not-english">{t('language.notInEnglish')}</p>}
        <ul className="package-facts">
          <li>
            <Icon name="clock" size={18} />
            <span lang={texts.duration.lang}>{texts.duration.text}</span>
          </li>
          <li>
            <Icon name="users" size={18} />
            {t('packages.groupRange', { min: pkg.minPersons, max: pkg.maxPersons })}
          </li>
          {pkg.boat && (
            <li>
              <Icon name="ship" size={18} />
              {pkg.boat}
            </li>
          )}
        </ul>
      </header>
      <div className="package-page__layout">
        <div className="package-page__main">
          <Gallery images={[pkg.image, ...pkg.gallery]} alt={texts.name.text} />
          <p className="package-page__description" lang={texts.description.lang}>
            {texts.description.text}
          </p>
          {texts.itinerary.length > 0 && (
            <section className="package-page__section" aria-labelledby="package-itinerary">
              <h2 id="package-itinerary">{t('packages.itinerary')}</h2>
              <ol className="package-itinerary">
                {texts.itinerary.map((row, index) => (
                  <li key={index}>
                    <span className="package-itinerary__time">{row.time}</span>
                    <span className="package-itinerary__text" lang={row.text.lang}>
                      {row.text.text}
                    </span>
                  </li>
                ))}
              </ol>
            </section>
          )}
          {(texts.facilities.length > 0 || texts.excluded.length > 0) && (
            <div className="package-page__lists">
              <TextList id="package-included" title={t('packages.included')} items={texts.facilities} icon="check" />
              <TextList id="package-excluded" title={t('packages.excluded')} items={texts.excluded} icon="x" />
            </div>
          )}
          <TextList id="package-bring" title={t('packages.bring')} items={texts.bring} icon="box" />
          <MeetingPoint pkg={pkg} texts={texts} />
          <PackageReviews packageId={pkg.id} />
        </div>
        <aside className="package-page__book" aria-label={t('booking.book')}>
          <PackagePrice price={pkg.price} />
          <div className="package-page__actions">
            <BookButton packageId={pkg.id} packageName={texts.name.text} />
            <a
              className="button button--ghost button--block"
              href={bookingUrl(pkg)}
              target="_blank"
              rel="noopener noreferrer"
              onClick={clickOut('whatsapp', { type: 'package', id: pkg.id })}
            >
              <Icon name="message" size={18} />
              {t('packages.book')}
              <span className="visually-hidden">{t('packages.bookVia', { name: texts.name.text })}</span>
            </a>
          </div>
          <SeatCalendar pkg={pkg} />
        </aside>
      </div>
      <BookingDialogHost packages={packages} />
    </div>
  );
}

function TextList({ id, title, items, icon }: { id: string; title: string; items: readonly VillageText[]; icon: 'check' | 'x' | 'box' }) {
  if (items.length === 0) return null;
  return (
    <section className="package-page__section" aria-labelledby={id}>
      <h2 id={id}>{title}</h2>
      <ul className={`package-list package-list--${icon}`}>
        {items.map((item, index) => (
          <li key={index} lang={item.lang}>
            {icon === 'x' ? (
              <span className="package-list__cross" aria-hidden="true">
                ✕
              </span>
            ) : (
              <Icon name={icon} size={18} />
            )}
            {item.text}
          </li>
        ))}
      </ul>
    </section>
  );
}

/**
 * Where the group meets: its name, how to get there, and its pin on the island map's tiles (the
 * map library loads with the map), with links that open it in a maps app.
 */
function MeetingPoint({ pkg, texts }: { pkg: TourPackage; texts: PackageTexts }) {
  const { t } = useT();
  const { meetingPointName: name, meetingPointDirections: directions } = texts;
  const location = pkg.meetingPointLocation;
  if (!name && !directions && !location) return null;
  const title = (name ?? texts.name).text;
  return (
    <section className="package-page__section" aria-labelledby="package-meeting">
      <h2 id="package-meeting">{t('packages.meetingPoint')}</h2>
      {name && (
        <p className="package-page__place" lang={name.lang}>
          {name.text}
        </p>
      )}
      {directions && (
        <p className="package-page__directions" lang={directions.lang}>
          {directions.text}
        </p>
      )}
      {location && <MapEmbed lat={location.lat} lng={location.lng} place={title} item={{ type: 'package', id: pkg.id }} />}
    </section>
  );
}

/**
 * The seats of the coming months as the booking form shows them; a date pressed opens the form,
 * as "Pesan" does. The package's cancellation terms come with its booking rules.
 */
function SeatCalendar({ pkg }: { pkg: TourPackage }) {
  const { t } = useT();
  const navigate = useNavigate();
  const firstMonth = monthOf(today());
  const [month, setMonth] = useState<Month>(firstMonth);
  const availability = trpc.bookings.availability.useQuery(
    { package_id: pkg.id, from: month === firstMonth ? today() : firstOfMonth(month), to: lastOfMonth(month) },
    { staleTime: 30_000 },
  );
  const rules = availability.data?.rules;
  const lastMonth = monthOf(rules ? addDays(availability.data?.today ?? today(), rules.maxDaysAhead) : addMonths(firstMonth, 6));
  if (rules && !rules.bookable) return null;

  function book() {
    const params = new URLSearchParams(window.location.search);
    params.set(BOOK_PARAM, String(pkg.id));
    void navigate({ search: `?${params.toString()}` }, { state: { openedHere: true }, preventScrollReset: true });
  }

  return (
    <>
      <section className="package-page__seats" aria-labelledby="package-seats">
        <h3 id="package-seats">{t('booking.chooseDate')}</h3>
        <AvailabilityCalendar
          month={month}
          onMonthChange={setMonth}
          minMonth={firstMonth}
          maxMonth={lastMonth}
          availability={availability.data}
          busy={availability.isFetching}
          selected={null}
          onSelect={book}
          today={availability.data?.today}
        />
      </section>
      {rules && (
        <section className="package-page__cancellation" aria-labelledby="package-cancellation">
          <h3 id="package-cancellation">{t('packages.cancellation')}</h3>
          <CancellationTerms terms={rules} note={rules.cancellationNote} />
        </section>
      )}
    </>
  );
}
