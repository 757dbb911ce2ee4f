import '../bookings/bookings-admin.css';
import '../payments/payments-admin.css';
import { addDays, CHARGE_STATUSES, type ChargeStatus, formatDateTime, formatRupiah, ID_LABELS, PAYMENT_LIMITS, PAYMENT_PROVIDER_NAMES, type PaymentProviderSetting } from '@island/shared';
import { keepPreviousData } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { trpc } from '../../trpc.ts';
import { tablePager } from '../../ui/listPager.ts';
import { SearchBox } from '../../ui/SearchBox.tsx';
import { useKeepPageInRange, useListParams } from '../../ui/useListParams.ts';
import { BookingDetailsDialog } from '../bookings/BookingDetailsDialog.tsx';
import { ChargesTable } from '../payments/ChargesTable.tsx';
import { ReconciliationReports } from '../payments/ReconciliationReports.tsx';
import { ScreenHeader } from '../ScreenHeader.tsx';


interface Filters {
  status: ChargeStatus | '';
  flagged: boolean;
  from: string;
  to: string;
}
const NO_FILTERS: Filters = { status: '', flagged: false, from: '', to: '' };

/**
 * The office's money: every QRIS charge with its filters, what came in today and this week, the
 * charges paid late that wait for staff, whether the provider is configured and when it was last
 * heard from, and the daily reconciliation's reports. A row opens its booking (refunds are there).
 */
export default function PaymentsScreen() {
  const params = useListParams({ pageSize: PAYMENT_LIMITS.pageSize });
  // `?flagged=1` from the dashboard's count opens on the charges that wait for staff.
  const [search] = useSearchParams();
  const [filters, setFilters] = useState<Filters>(() => ({ ...NO_FILTERS, flagged: search.get('flagged') === '1' }));
  const [openId, setOpenId] = useState<number | null>(null);
  const ids = { status: useId(), flagged: useId(), from: useId(), to: useId() };
  const input = {
    ...params.input,
    ...(filters.status ? { status: filters.status } : {}),
    ...(filters.flagged ? { flagged: true } : {}),
    ...(filters.from ? { from: filters.from } : {}),
    ...(filters.to ? { to: filters.to } : {}),
  };
  const list = trpc.payments.list.useQuery(input, { placeholderData: keepPreviousData, staleTime: 0 });
  const data = list.data;
  useKeepPageInRange(params.page, data?.pagination.totalPages, params.setPage);
  const set = <K extends keyof Filters>(key: K, value: Filters[K]) => {
    setFilters((current) => ({ ...current, [key]: value }));
    params.setPage(1);
  };

  return (
    <>
      <ScreenHeader title="Pembayaran" description="Tagihan QRIS dari halaman booking pengunjung, dicatat otomatis oleh penyedia pembayaran." />
      {data && <ProviderLine provider={data.provider} lastNotificationAt={data.lastNotificationAt} lastCheckAt={data.lastCheckAt} />}
      {data && (
        <dl className="stat-grid payments-figures" aria-label="Ringkasan pembayaran">
          <div className="stat">
            <dt>Diterima hari ini</dt>
            <dd>{formatRupiah(data.paidToday)}</dd>
          </div>
          <div className="stat">
            <dt>Diterima 7 hari terakhir</dt>
            <dd>{formatRupiah(data.paidWeek)}</dd>
          </div>
          <div className={data.flagged > 0 ? 'stat stat--link' : 'stat'}>
            <dt>
              {data.flagged > 0 ? (
                <button type="button" className="stat__link payments-figures__flagged" onClick={() => set('flagged', true)}>
                  Perlu dicek staf
                </button>
              ) : (
                'Perlu dicek staf'
              )}
            </dt>
            <dd>{data.flagged}</dd>
          </div>
        </dl>
      )}
      <div className="toolbar payments-filters">
        <SearchBox label="Cari tagihan" hideLabel placeholder="Cari nomor tagihan atau kode booking…" delay={300} value={params.search} onChange={params.setSearch} />
        <div className="toolbar__filter">
          <label htmlFor={ids.status}>Status</label>
          <select id={ids.status} className="select" value={filters.status} onChange={(e) => set('status', e.target.value as ChargeStatus | '')}>
            <option value="">Semua status</option>
            {CHARGE_STATUSES.map((status) => (
              <option key={status} value={status}>
                {ID_LABELS.chargeStatus[status]}
              </option>
            ))}
          </select>
        </div>
        <div className="toolbar__filter">
          <label htmlFor={ids.from}>Dari tanggal</label>
          <input id={ids.from} className="toolbar__input" type="date" value={filters.from} onChange={(e) => set('from', e.target.value)} />
        </div>
        <div className="toolbar__filter">
          <label htmlFor={ids.to}>Sampai tanggal</label>
          <input id={ids.to} className="toolbar__input" type="date" value={filters.to} onChange={(e) => set('to', e.target.value)} />
        </div>
        <label className="payments-filters__flagged" htmlFor={ids.flagged}>
          <input id={ids.flagged} type="checkbox" checked={filters.flagged} onChange={(e) => set('flagged', e.target.checked)} /> Hanya yang perlu dicek
        </label>
      </div>
      <ChargesTable
        charges={data?.charges ?? []}
        query={list}
        pagination={tablePager(data?.pagination, params.setPage, { pageSize: PAYMENT_LIMITS.pageSize, label: 'Halaman tagihan' })}
        onOpenBooking={setOpenId}
      />
      {data && <ReconciliationReports yesterday={addDays(data.today, -1)} enabled={data.provider !== 'none'} />}
      <BookingDetailsDialog bookingId={openId} onClose={() => setOpenId(null)} />
    </>
  );
}

/** Whether a provider takes the money, and when it last spoke (a notification) and was last asked (a status check). */
function ProviderLine({ provider, lastNotificationAt, lastCheckAt }: { provider: PaymentProviderSetting; lastNotificationAt: string | null; lastCheckAt: string | null }) {
  if (provider === 'none') {
    return (
      <p className="form-alert payments-provider" role="status">
        Pembayaran online belum aktif (PAYMENT_PROVIDER=none): pembayaran dicatat manual di setiap booking.
      </p>
    );
  }
  return (
    <p className="payments-provider" role="status">
      Penyedia: <strong>{PAYMENT_PROVIDER_NAMES[provider]}</strong> · Notifikasi terakhir: {lastNotificationAt ? formatDateTime(lastNotificationAt) : 'belum pernah'} · Cek status terakhir:{' '}
      {lastCheckAt ? formatDateTime(lastCheckAt) : 'belum pernah'}
    </p>
  );
}
