import './stats.css';
import { type ClickChannel, formatCount, type StatsMsme } from '@island/shared';
import { useId } from 'react';
import { messageOf } from '../../errors.ts';
import { trpc } from '../../trpc.ts';
import { today } from '../../ui/calendar/calendarDates.ts';
import { QueryListState } from '../../ui/ListState.tsx';
import { toast } from '../../ui/toast.ts';
import { CHANNEL_LABELS } from './statsLabels.ts';
import { monthName } from './reportLabels.ts';
import { type CountColumn, StatsTable } from './StatsTable.tsx';

/** The buttons a product page has (the seller's channels). */
const PRODUCT_CHANNELS: readonly ClickChannel[] = ['whatsapp', 'shopee', 'instagram', 'tiktok'];

type ProductFigures = StatsMsme['products'][number];
const PRODUCT_COLUMNS: readonly CountColumn<ProductFigures>[] = [
  { label: 'Dilihat', count: (product) => product.views },
  ...PRODUCT_CHANNELS.map((channel) => ({ label: CHANNEL_LABELS[channel], count: (product: ProductFigures) => product.clicks[channel] })),
];

/**
 * This month: its first day on the owner's calendar, and no end, so the server ends it at the
 * island's today (the owner's device may be in another time zone).
 */
function thisMonth(): { from: string } {
  return { from: `${today().slice(0, 8)}01` };
}

/**
 * An owner's figures for the month: how often their products were viewed, and how often a
 * visitor pressed WhatsApp, Shopee, Instagram or TikTok, per product; with the switch of the
 * monthly e-mail that sends the same figures (docs/product.md, Visitor statistics).
 */
export function MsmeStatsCard({ msmeId, brand }: { msmeId: number; brand: string }) {
  const range = thisMonth();
  const query = trpc.stats.msme.useQuery({ id: msmeId, ...range }, { staleTime: 0, refetchOnWindowFocus: true });
  const data = query.data;
  const titleId = `msme-${msmeId}-stats-title`;
  const month = monthName(Number(range.from.slice(5, 7)));
  return (
    <section className="card msme-stats" aria-labelledby={titleId}>
      <h2 id={titleId} className="stats-panel__title">
        Statistik {month}: {brand}
      </h2>
      <QueryListState query={query} items={data ? [data] : undefined} errorFallback="Gagal memuat statistik." emptyText="">
        {data && <MsmeFigures data={data} />}
      </QueryListState>
    </section>
  );
}

function MsmeFigures({ data }: { data: StatsMsme }) {
  return (
    <>
      <dl className="stat-grid msme-stats__totals" aria-label="Dilihat dan diklik bulan ini">
        <div className="stat">
          <dt>Produk dilihat</dt>
          <dd>{formatCount(data.totals.views)}</dd>
        </div>
        {PRODUCT_CHANNELS.map((channel) => (
          <div className="stat" key={channel}>
            <dt>Klik {CHANNEL_LABELS[channel]}</dt>
            <dd>{formatCount(data.totals.clicks[channel])}</dd>
          </div>
        ))}
      </dl>
      {data.products.length === 0 ? (
        <p className="stats-empty">Belum ada produk.</p>
      ) : (
        <StatsTable
          className="msme-stats__table"
          caption="Dilihat dan diklik per produk"
          head="Produk"
          rows={data.products}
          rowKey={(product) => product.id}
          rowHeader={(product) =>
            product.path ? (
              <a href={product.path} target="_blank" rel="noreferrer">
                {product.title}
              </a>
            ) : (
              product.title
            )
          }
          columns={PRODUCT_COLUMNS}
        />
      )}
      <MonthlyEmailSwitch msmeId={data.msmeId} enabled={data.monthlyEmail} available={data.mailConfigured} />
    </>
  );
}

/**
 * The owner's choice of the monthly e-mail. Without a mail server nothing would be sent whatever
 * is ticked, so the choice is shown off and closed, with the reason beside it.
 */
function MonthlyEmailSwitch({ msmeId, enabled, available }: { msmeId: number; enabled: boolean; available: boolean }) {
  const utils = trpc.useUtils();
  const save = trpc.stats.setMonthlyEmail.useMutation();
  const reasonId = useId();
  async function set(next: boolean) {
    try {
      await save.mutateAsync({ msmeId, enabled: next });
      await utils.stats.msme.invalidate({ id: msmeId });
      toast.success(next ? 'E-mail bulanan diaktifkan.' : 'E-mail bulanan dihentikan.');
    } catch (error) {
      toast.error(messageOf(error, 'Gagal menyimpan pengaturan e-mail.'));
    }
  }
  return (
    <div className="msme-stats__email">
      <label className="field--check">
        <input
          type="checkbox"
          checked={available && enabled}
          disabled={!available || save.isPending}
          aria-describedby={available ? undefined : reasonId}
          onChange={(event) => void set(event.target.checked)}
        />
        Kirim angka ini ke e-mail saya setiap awal bulan
      </label>
      {!available && (
        <p id={reasonId} className="msme-stats__email-reason">
          Belum tersedia: situs ini belum memiliki server e-mail untuk mengirimnya. Hubungi admin desa bila Anda ingin menerimanya.
        </p>
      )}
    </div>
  );
}
