import '../stats/stats.css';
import { SCREEN_CLASSES, SITE_LANGS, type StatsItemType, type StatsSummary } from '@island/shared';
import { keepPreviousData } from '@tanstack/react-query';
import { Link, useSearchParams } from 'react-router-dom';
import { trpc } from '../../trpc.ts';
import { QueryListState } from '../../ui/ListState.tsx';
import { today } from '../../ui/calendar/calendarDates.ts';
import { ScreenHeader } from '../ScreenHeader.tsx';
import { ItemRanking } from '../stats/ItemRanking.tsx';
import { LazyVisitsChart } from '../stats/LazyVisitsChart.tsx';
import { RangePicker } from '../stats/RangePicker.tsx';
import { ShareList } from '../stats/ShareList.tsx';
import { StatsPanel } from '../stats/StatsPanel.tsx';
import { StatsTotals } from '../stats/StatsTotals.tsx';
import { clickTotal, LANG_LABELS, REFERRER_LABELS, SCREEN_LABELS, STATS_REPORT_PATH } from '../stats/statsLabels.ts';
import { type DayRange, presetStart, RANGE_PARAMS, rangeDays, rangeProblem } from '../stats/statsRange.ts';
import { rangeLabel } from '../stats/reportLabels.ts';

/** The kinds of record always listed (the village asks about these); the others only when they were viewed. */
const MAIN_TYPES: readonly StatsItemType[] = ['destination', 'package', 'product', 'article', 'event'];
const OTHER_TYPES: readonly StatsItemType[] = ['culture', 'msme', 'facility'];

/** The range in the address; what is missing is the server's default (the last 30 days up to the island's today). */
function useRange(): [Partial<DayRange>, (range: Partial<DayRange>) => void] {
  const [params, setParams] = useSearchParams();
  const from = params.get(RANGE_PARAMS.from) ?? undefined;
  const to = params.get(RANGE_PARAMS.to) ?? undefined;
  const set = (range: Partial<DayRange>) =>
    setParams({ ...(range.from ? { [RANGE_PARAMS.from]: range.from } : {}), ...(range.to ? { [RANGE_PARAMS.to]: range.to } : {}) }, { replace: true });
  return [{ from, to }, set];
}

/** Visitors, pages, referrers and what each record brings (docs/product.md, Visitor statistics). */
export default function StatsScreen() {
  const [asked, setRange] = useRange();
  const chosen = asked.from !== undefined || asked.to !== undefined;
  const problem = chosen ? rangeProblem(asked) : null;
  const input = { ...(asked.from ? { from: asked.from } : {}), ...(asked.to ? { to: asked.to } : {}) };
  const query = trpc.stats.summary.useQuery(input, { enabled: problem === null, placeholderData: keepPreviousData, staleTime: 0 });
  const data = query.data;
  // The island's today is the end of an answer asked without one; this device's calendar otherwise.
  const siteToday = data && !asked.to ? data.to : today();
  const shown: DayRange = { from: asked.from ?? data?.from ?? '', to: asked.to ?? data?.to ?? '' };
  const shownDays = data && !asked.to && !query.isPlaceholderData ? rangeDays(data) : null;
  const year = (shown.to || siteToday).slice(0, 4);

  return (
    <>
      <ScreenHeader
        title="Statistik Pengunjung"
        description="Kunjungan situs tanpa cookie dan tanpa data pribadi: berapa orang datang, dari mana, dan apa yang mereka lihat."
        actions={
          <Link className="button button--ghost button--small" to={`${STATS_REPORT_PATH}?tahun=${year}`}>
            Laporan tahunan
          </Link>
        }
      />
      <RangePicker
        value={shown}
        activeDays={shownDays}
        onPreset={(days) => setRange({ from: presetStart(days, siteToday) })}
        onChange={setRange}
        problem={problem}
      />
      <QueryListState query={query} items={data ? [data] : undefined} errorFallback="Gagal memuat statistik." emptyText="">
        {data && <StatsBody data={data} />}
      </QueryListState>
    </>
  );
}

function StatsBody({ data }: { data: StatsSummary }) {
  const days = rangeDays(data);
  const views = data.totals.pageViews.value;
  const screens = SCREEN_CLASSES.reduce((sum, s) => sum + data.screens[s], 0);
  const langs = SITE_LANGS.reduce((sum, l) => sum + data.langs[l], 0);
  const others = OTHER_TYPES.filter((type) => data.items[type].length > 0);
  return (
    <div className="stats">
      <StatsPanel title={<>{days} hari <span className="stats-meta">{rangeLabel(data.from, data.to)}</span></>}>
        <StatsTotals
          days={days}
          figures={[
            { label: 'Pengunjung', ...data.totals.visitors },
            { label: 'Tampilan halaman', ...data.totals.pageViews },
            { label: 'Klik keluar', value: clickTotal(data.clicks) },
          ]}
        />
      </StatsPanel>

      <LazyVisitsChart days={data.days} />

      <div className="panel-pair">
        <StatsPanel title="Halaman teratas">
          <ShareList
            label="Halaman paling banyak dilihat"
            emptyText="Belum ada halaman yang dilihat."
            total={views}
            rows={data.topPages.map((page) => ({ key: page.path, value: page.views, label: <PageName page={page} /> }))}
          />
          <p className="stats-note">Halaman berbahasa Inggris dihitung bersama halaman yang sama; pembagiannya ada di panel Bahasa.</p>
        </StatsPanel>
        <StatsPanel title="Asal pengunjung">
          <ShareList
            label="Dari mana pengunjung datang"
            emptyText="Belum ada kunjungan."
            rows={data.referrers.filter((row) => row.views > 0).map((row) => ({ key: row.group, value: row.views, label: REFERRER_LABELS[row.group] }))}
          />
        </StatsPanel>
      </div>

      <div className="panel-pair">
        <StatsPanel title="Perangkat">
          <ShareList
            label="Tampilan halaman per jenis layar"
            emptyText="Belum ada kunjungan."
            total={screens}
            rows={SCREEN_CLASSES.map((s) => ({ key: s, value: data.screens[s], label: SCREEN_LABELS[s] }))}
          />
        </StatsPanel>
        <StatsPanel title="Bahasa">
          <ShareList
            label="Tampilan halaman per bahasa"
            emptyText="Belum ada kunjungan."
            total={langs}
            rows={SITE_LANGS.map((l) => ({ key: l, value: data.langs[l], label: LANG_LABELS[l] }))}
          />
        </StatsPanel>
      </div>

      <section aria-labelledby="stats-items-title" className="stats-items-group">
        <h2 id="stats-items-title" className="stats-items-group__title">
          Paling banyak dilihat
        </h2>
        <div className="stats-items-grid">
          {[...MAIN_TYPES, ...others].map((type) => (
            <ItemRanking key={type} type={type} rows={data.items[type]} />
          ))}
        </div>
      </section>
    </div>
  );
}

/**
 * A page as staff read it: its name, opening the public page in a new tab, and for a record's
 * page the list it belongs to.
 */
function PageName({ page }: { page: StatsSummary['topPages'][number] }) {
  return (
    <>
      <a href={page.path} target="_blank" rel="noreferrer">
        {page.title}
        <span className="visually-hidden"> (halaman publik, tab baru)</span>
      </a>
      {page.section && <span className="share-list__section">{page.section}</span>}
    </>
  );
}
