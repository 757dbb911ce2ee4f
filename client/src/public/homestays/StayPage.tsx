import './homestays.css';
import { type BookingStatus, formatWhatsApp, whatsAppLink } from '@island/shared';
import { useParams, useSearchParams } from 'react-router-dom';
import { useT } from '../../i18n/language.tsx';
import { trpc } from '../../trpc.ts';
import { Spinner } from '../../ui/Spinner.tsx';
import { useDocumentTitle } from '../../ui/useDocumentTitle.ts';
import { useNoIndex } from '../bookings/useNoIndex.ts';

const STATUS_TEXT: Record<BookingStatus, 'homestay.statusPending' | 'homestay.statusConfirmed' | 'homestay.statusCompleted' | 'homestay.statusCancelled' | 'homestay.statusNoShow'> = {
  pending: 'homestay.statusPending',
  confirmed: 'homestay.statusConfirmed',
  completed: 'homestay.statusCompleted',
  cancelled: 'homestay.statusCancelled',
  no_show: 'homestay.statusNoShow',
};

/**
 * The visitor's own stay at `/menginap/<code>?k=<key>`: the code for the host and the village,
 * the nights, the total, the house's address and the host's WhatsApp with the code in the
 * message, and "Batalkan" while it can still be cancelled. Never indexed.
 */
export function StayPage() {
  const { t, money, date } = useT();
  const { code = '' } = useParams();
  const [search] = useSearchParams();
  const key = search.get('k') ?? '';
  useNoIndex();
  useDocumentTitle(t('homestay.stayTitle', { code }));
  const utils = trpc.useUtils();
  const query = trpc.homestays.stayByCode.useQuery({ code, k: key }, { enabled: code !== '' && key !== '', retry: false });
  const cancel = trpc.homestays.cancelStayByCode.useMutation({ onSuccess: (stay) => utils.homestays.stayByCode.setData({ code, k: key }, stay) });
  if (query.isPending && code && key) return <Spinner label={t('common.loading')} />;
  const stay = query.data;
  if (!stay) return <p className="container section">{t('homestay.notFound')}</p>;
  const hello = `Halo, saya ${stay.customer_name}, pesanan menginap ${stay.code} (${stay.check_in} – ${stay.check_out}).`;
  return (
    <div className="container section stay-page">
      <h1>{t('homestay.stayTitle', { code: stay.code })}</h1>
      <p>{t('homestay.stayLead')}</p>
      <dl className="card stay-page__facts">
        <dt>{t('homestay.code')}</dt>
        <dd className="stay-page__code" data-testid="stay-code">
          {stay.code}
        </dd>
        <dt>{t('homestay.status')}</dt>
        <dd data-testid="stay-status">{t(STATUS_TEXT[stay.status])}</dd>
        <dt>{stay.homestay_name}</dt>
        <dd>
          {stay.room_name}, {date(stay.check_in)} – {date(stay.check_out)} ({t('homestay.nights', { n: stay.nights })}), {stay.guests} {t('homestay.guests').toLowerCase()}
        </dd>
        <dt>{t('homestay.total', { price: '' }).trim()}</dt>
        <dd>{money(stay.total_price)}</dd>
        {stay.address && (
          <>
            <dt>{t('homestay.address')}</dt>
            <dd>{stay.address}</dd>
          </>
        )}
        {stay.host_whatsapp && (
          <>
            <dt>{t('homestay.hostWhatsapp')}</dt>
            <dd>
              <a href={whatsAppLink(stay.host_whatsapp, hello)} target="_blank" rel="noreferrer">
                {formatWhatsApp(stay.host_whatsapp)}
              </a>
            </dd>
          </>
        )}
      </dl>
      {stay.can_cancel && (
        <button type="button" className="button button--ghost" disabled={cancel.isPending} onClick={() => cancel.mutate({ code, k: key })}>
          {t('homestay.cancel')}
        </button>
      )}
    </div>
  );
}
