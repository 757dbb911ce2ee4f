import './bookings.css';
import { bookingCreateInput, bookingPagePath, formatDayMonth, formatShortDay, formatWhatsApp, normalizeWhatsApp, type TourPackage } from '@island/shared';
import { type Ref, useState } from 'react';
import { useWatch } from 'react-hook-form';
import { useNavigate } from 'react-router-dom';
import { errorCodeOf, fieldErrorsOf, messageOf } from '../../errors.ts';
import { useT } from '../../i18n/language.tsx';
import { trpc } from '../../trpc.ts';
import { Dialog } from '../../ui/Dialog.tsx';
import { Field } from '../../ui/form/Field.tsx';
import { saveHandler } from '../../ui/form/saveForm.ts';
import { useZodForm } from '../../ui/form/useZodForm.ts';
import { addDays, addMonths, type Day, firstOfMonth, lastOfMonth, type Month, monthOf, today } from '../../ui/calendar/calendarDates.ts';
import { bookingUrl } from '../packages/booking.ts';
import { clickOut } from '../stats/clickOut.ts';
import { AvailabilityCalendar } from './AvailabilityCalendar.tsx';
import { CancellationTerms } from './CancellationTerms.tsx';
import { afterConflict, isBookable, nearestDate, openingMonth, type PersonsCut, personsWithin } from './bookingForm.ts';
import { rememberBooking } from './myBookings.ts';
import { PersonsStepper } from './PersonsStepper.tsx';
import { twinText } from '../../i18n/twin.ts';

interface BookingFormValues {
  booking_date: string;
  participants: string;
  customer_name: string;
  customer_phone: string;
  customer_email: string;
  special_requests: string;
}

export interface BookingDialogProps {
  pkg: TourPackage;
  onClose: () => void;
}

/**
 * The visitor's booking form, phone first: a date on the month calendar (as free as the
 * availability read says), persons within the package's rules, name, WhatsApp (shown back in
 * the form it is stored), optional e-mail and notes, and the total as they type. The server
 * checks everything again and computes the price itself; on success the visitor lands on the
 * booking's own page. Loaded only when a visitor presses "Pesan".
 */
export default function BookingDialog({ pkg, onClose }: BookingDialogProps) {
  const { t, money, path, date, message, language } = useT();
  const navigate = useNavigate();
  const firstMonth = monthOf(today());
  const [pickedMonth, setMonth] = useState<Month | null>(null);
  // This month's days, and the first bookable day from today on: the form opens on its month.
  const opening = trpc.bookings.availability.useQuery({ package_id: pkg.id, from: today(), to: lastOfMonth(firstMonth) }, { staleTime: 30_000 });
  const firstOpen = opening.data?.first_open;
  const month = pickedMonth ?? (opening.data ? openingMonth(firstOpen, opening.data.today) : firstMonth);
  const nearest = opening.data ? nearestDate(firstOpen, opening.data.today) : null;
  const availability = trpc.bookings.availability.useQuery(
    { package_id: pkg.id, from: month === firstMonth ? today() : firstOfMonth(month), to: lastOfMonth(month) },
    { staleTime: 30_000 },
  );
  const rules = availability.data?.rules ?? opening.data?.rules;
  const minPersons = rules?.minPersons ?? pkg.minPersons;
  const maxPersons = rules?.maxPersons ?? pkg.maxPersons;
  const price = rules?.price ?? pkg.price;
  const lastMonth = monthOf(rules ? addDays(availability.data?.today ?? today(), rules.maxDaysAhead) : addMonths(firstMonth, 6));

  const form = useZodForm(bookingCreateInput, {
    defaultValues: { booking_date: '', participants: String(pkg.minPersons), customer_name: '', customer_phone: '', customer_email: '', special_requests: '' } satisfies BookingFormValues,
    toInput: (values: BookingFormValues) => ({ package_id: pkg.id, ...values }),
  });
  const [chosen, participants, phone] = useWatch({ control: form.control, name: ['booking_date', 'participants', 'customer_phone'] });
  const chosenDay = availability.data?.days.find((day) => day.date === chosen);
  const seatCap = chosenDay?.seats_left ?? null;
  const maxNow = seatCap === null ? maxPersons : Math.max(minPersons, Math.min(maxPersons, seatCap));
  const persons = Number.parseInt(participants, 10);
  const normalised = phone.trim() ? normalizeWhatsApp(phone) : null;
  // Why the persons were changed for the visitor (the seats of the date, the package's bounds).
  const [personsNote, setPersonsNote] = useState<string | null>(null);
  // A refusal that is no field's (too many sends from this connection, a failure): beside the button.
  const [sendError, setSendError] = useState<string | null>(null);
  const datesId = `booking-dates-${pkg.id}`;

  const utils = trpc.useUtils();
  const create = trpc.bookings.create.useMutation();
  const busy = form.formState.isSubmitting;

  function seatsNote(day: Day, left: number): string {
    return t('booking.seatsLeftOn', { count: left, date: formatDayMonth(day, language) });
  }

  function cutNote(cut: PersonsCut, day: Day | null, left: number | null): string | null {
    if (cut === 'seats' && day && left !== null) return seatsNote(day, left);
    if (cut === 'max') return t('messages.bookingPersonsAbove', { n: maxPersons });
    if (cut === 'min') return t('messages.bookingPersonsBelow', { n: minPersons });
    return null;
  }

  /** Persons as typed, brought within the date's seats and the package's bounds, saying why. */
  function keepPersonsWithin(typed: number, day: Day | null, left: number | null) {
    const within = personsWithin(typed, { min: minPersons, max: maxPersons, seatsLeft: left });
    if (within.persons !== typed) form.setValue('participants', String(within.persons), { shouldValidate: false });
    setPersonsNote(within.persons !== typed ? cutNote(within.cut, day, left) : null);
  }

  /**
   * The seats ran out while the visitor filled in: the calendar is read again, and the date given
   * up (it is full now) or kept with the persons it still takes, the reason beside that field.
   */
  async function settleConflict(error: unknown, day: Day, asked: number) {
    await utils.bookings.availability.invalidate();
    const fresh = await utils.bookings.availability.fetch({ package_id: pkg.id, from: day, to: day }).catch(() => undefined);
    const state = fresh?.days.find((d) => d.date === day);
    const outcome = afterConflict(state, asked, { min: minPersons, max: maxPersons });
    form.clearErrors(['booking_date', 'participants']);
    setPersonsNote(null);
    setMonth(monthOf(day));
    if (!outcome.keepDate) {
      form.setValue('booking_date', '');
      const why = state?.state === 'full' ? t('booking.dateTaken', { date: formatDayMonth(day, language) }) : message(messageOf(error, t('booking.failed')));
      form.setError('booking_date', { type: 'server', message: why });
      document.getElementById(datesId)?.scrollIntoView({ block: 'center' });
      return;
    }
    form.setValue('participants', String(outcome.persons));
    const left = state?.seats_left ?? null;
    form.setError('participants', { type: 'server', message: left === null ? message(messageOf(error, t('booking.failed'))) : seatsNote(day, left) }, { shouldFocus: true });
  }

  const onSubmit = saveHandler(form, {
    // What was typed goes to the server, which checks it with the same schema: the schema's own
    // output (E.164 digits without the +) would not pass it a second time for a foreign number.
    send: () => {
      setSendError(null);
      return create.mutateAsync({ package_id: pkg.id, ...form.getValues() });
    },
    // The booking's page opens next and says it was sent, with the code, in its own banner.
    success: null,
    // Every refusal is said in the form, beside its field or the button; no toast outlives it.
    failure: (error) => {
      const code = errorCodeOf(error);
      const sent = form.getValues();
      if (code === 'CONFLICT' && sent.booking_date) {
        void settleConflict(error, sent.booking_date, Number.parseInt(sent.participants, 10));
        return null;
      }
      void availability.refetch();
      if (code !== 'VALIDATION' || fieldErrorsOf(error).length === 0) setSendError(message(messageOf(error, t('booking.failed'))));
      return null;
    },
    toastInvalid: false,
    onSaved: async (created) => {
      const { id: _id, key, url: _url, ...booking } = created;
      rememberBooking({ code: booking.code, key, packageName: booking.package_name, date: booking.booking_date });
      // The page opens from this answer at once, and keeps it for a visit without a signal.
      utils.bookings.byCode.setData({ code: booking.code, k: key }, booking);
      void utils.bookings.availability.invalidate();
      // The booking's page takes the form's place in the history: Back leads to the packages.
      await navigate(path(bookingPagePath(booking.code, key)), { replace: true, state: { justBooked: true } });
    },
  });

  const notBookable = rules !== undefined && !rules.bookable;
  const formId = `booking-form-${pkg.id}`;

  return (
    <Dialog
      open
      title={t('booking.formTitle', { name: twinText(language, pkg.name, pkg.en?.name).text })}
      onClose={onClose}
      size="lg"
      dismissible={!busy}
      className="booking-dialog"
      footer={
        notBookable ? undefined : (
          <div className="booking-total">
            <p className="booking-total__figure" aria-live="polite">
              <span className="booking-total__label">{t('booking.total')}</span>
              <strong>{money(Number.isNaN(persons) ? 0 : price * persons)}</strong>
              <span className="booking-total__detail">{t('booking.totalHint', { price: money(price), count: Number.isNaN(persons) ? 0 : persons })}</span>
            </p>
            <button type="submit" form={formId} className="button button--primary button--large" disabled={busy} aria-busy={busy}>
              {busy && <span className="spinner__ring spinner__ring--inline" aria-hidden="true" />}
              {t('booking.submit')}
            </button>
            {sendError && (
              <p className="booking-total__error field__error" role="alert">
                {sendError}
              </p>
            )}
          </div>
        )
      }
    >
      {notBookable ? (
        <div className="booking-closed">
          <p>{t('booking.notBookable')}</p>
          <a className="button button--primary" href={bookingUrl(pkg)} target="_blank" rel="noopener noreferrer" onClick={clickOut('whatsapp', { type: 'package', id: pkg.id })}>
            WhatsApp
          </a>
        </div>
      ) : (
        <form id={formId} className="form booking-form" noValidate onSubmit={(event) => void onSubmit(event)}>
          <p className="booking-form__lead">{t('booking.formLead')}</p>
          <Field
            form={form}
            name="booking_date"
            as="control"
            label={t('booking.date')}
            required
            render={({ value, onChange, error }) => (
              <fieldset id={datesId} className="field booking-form__dates" aria-invalid={error ? true : undefined}>
                <legend>
                  {t('booking.date')} <span className="field__required" aria-hidden="true">*</span>
                </legend>
                {nearest && !value && <p className="booking-form__nearest">{t('booking.nearest', { date: formatShortDay(nearest, language) })}</p>}
                {opening.data && firstOpen === null && <p className="booking-form__nearest">{t('booking.noDates')}</p>}
                {availability.isError ? (
                  <p className="field__error">{t('booking.daysFailed')}</p>
                ) : (
                  <AvailabilityCalendar
                    month={month}
                    onMonthChange={(next) => setMonth(next)}
                    minMonth={firstMonth}
                    maxMonth={lastMonth < firstMonth ? firstMonth : lastMonth}
                    availability={availability.data}
                    busy={availability.isFetching}
                    selected={(value as string) || null}
                    onSelect={(day) => {
                      onChange(day);
                      // The month stays where the visitor chose, whatever a later read says is first.
                      setMonth(monthOf(day));
                      const picked = availability.data?.days.find((d) => d.date === day);
                      if (!Number.isNaN(persons) && isBookable(picked)) keepPersonsWithin(persons, day, picked?.seats_left ?? null);
                    }}
                    today={availability.data?.today}
                  />
                )}
                <p className="booking-form__chosen" aria-live="polite">
                  {value ? t('booking.chosen', { date: date(value as string) }) : t('booking.chooseDate')}
                </p>
                {error && <p className="field__error">{message(error)}</p>}
              </fieldset>
            )}
          />
          <Field
            form={form}
            name="participants"
            as="custom"
            label={t('booking.persons')}
            required
            hint={
              personsNote ? (
                <strong className="booking-form__why">{personsNote}</strong>
              ) : chosen && seatCap !== null && seatCap < maxPersons && !form.formState.errors.participants ? (
                `${t('booking.personsHint', { min: minPersons, max: maxNow })} · ${seatsNote(chosen, seatCap)}`
              ) : (
                t('booking.personsHint', { min: minPersons, max: maxNow })
              )
            }
            render={({ value, onChange, onBlur, ref, control }) => (
              <PersonsStepper
                value={String(value ?? '')}
                onChange={(next) => {
                  setPersonsNote(null);
                  onChange(next);
                }}
                onBlur={onBlur}
                onOutOfBounds={(typed) => keepPersonsWithin(typed, chosen || null, seatCap)}
                inputRef={ref as Ref<HTMLInputElement>}
                control={control}
                min={minPersons}
                max={maxNow}
              />
            )}
          />
          <Field form={form} name="customer_name" label={t('booking.name')} required autoComplete="name" maxLength={120} />
          <Field
            form={form}
            name="customer_phone"
            label={t('booking.phone')}
            required
            type="tel"
            inputMode="tel"
            autoComplete="tel"
            maxLength={30}
            hint={normalised ? t('booking.phoneAs', { phone: formatWhatsApp(normalised) }) : t('booking.phoneHint')}
          />
          <Field form={form} name="customer_email" label={t('booking.email')} hint={t('booking.emailHint')} type="email" inputMode="email" autoComplete="email" maxLength={254} />
          <Field form={form} name="special_requests" as="textarea" label={t('booking.notes')} placeholder={t('booking.notesPlaceholder')} rows={3} maxLength={1000} />
          {rules && (
            <div className="booking-form__terms">
              <p className="booking-form__terms-title">{t('packages.cancellation')}</p>
              <CancellationTerms terms={rules} note={rules.cancellationNote} />
            </div>
          )}
        </form>
      )}
    </Dialog>
  );
}
