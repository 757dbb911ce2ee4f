import '../stats/stats.css';
import { STATS_LIMITS } from '@island/shared';
import { useId, useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { downloadStatsReport, statsReportCsvUrl } from '../../api.ts';
import { messageOf } from '../../errors.ts';
import { trpc } from '../../trpc.ts';
import { Icon } from '../../ui/Icon.tsx';
import { QueryListState } from '../../ui/ListState.tsx';
import { toast } from '../../ui/toast.ts';
import { today } from '../../ui/calendar/calendarDates.ts';
import { useSiteSettings } from '../../useSiteSettings.ts';
import { ScreenHeader } from '../ScreenHeader.tsx';
import { ReportSections } from '../stats/ReportSections.tsx';
import { MONTHS, monthName, periodLabel, rangeLabel } from '../stats/reportLabels.ts';
import { STATS_PATH } from '../stats/statsLabels.ts';

/** How many years back the year picker offers; any other year can still be typed in the address. */
const YEARS_OFFERED = 6;

function intParam(value: string | null, min: number, max: number): number | null {
  if (value === null || !/^\d{1,4}$/.test(value)) return null;
  const number = Number(value);
  return number >= min && number <= max ? number : null;
}

/**
 * The yearly (or monthly) report the district's tourism office asks for: on screen, as a
 * spreadsheet file, and on paper (the admin chrome is left out when printed).
 */
export default function StatsReportScreen() {
  const [params, setParams] = useSearchParams();
  const thisYear = Number(today().slice(0, 4));
  const year = intParam(params.get('tahun'), STATS_LIMITS.yearMin, STATS_LIMITS.yearMax) ?? thisYear;
  const month = intParam(params.get('bulan'), 1, 12);
  const query = trpc.stats.report.useQuery({ year, ...(month ? { month } : {}) }, { staleTime: 0 });
  const { villageName, islandName } = useSiteSettings();
  const [downloading, setDownloading] = useState(false);
  const ids = { year: useId(), month: useId() };
  const years = [...new Set([year, ...Array.from({ length: YEARS_OFFERED }, (_, i) => thisYear - i)])].sort((a, b) => b - a);
  const period = periodLabel(year, month);

  const choose = (nextYear: number, nextMonth: number | null) =>
    setParams(nextMonth ? { tahun: String(nextYear), bulan: String(nextMonth) } : { tahun: String(nextYear) }, { replace: true });

  async function download() {
    setDownloading(true);
    try {
      await downloadStatsReport(year, month);
    } catch (error) {
      toast.error(messageOf(error, 'Gagal mengunduh CSV.'));
    } finally {
      setDownloading(false);
    }
  }

  return (
    <>
      <ScreenHeader
        title={`Laporan Statistik ${period}`}
        description={[villageName, islandName].filter(Boolean).join(', ') || undefined}
        actions={
          <div className="stats-report__actions">
            <a
              className="button button--ghost button--small"
              href={statsReportCsvUrl(year, month)}
              aria-busy={downloading}
              onClick={(event) => {
                event.preventDefault();
                if (!downloading) void download();
              }}
            >
              Unduh CSV
            </a>
            <button type="button" className="button button--primary button--small" onClick={() => window.print()}>
              <Icon name="printer" size={18} />
              Cetak
            </button>
          </div>
        }
      />
      <div className="toolbar stats-report__filters">
        <div className="toolbar__filter">
          <label htmlFor={ids.year}>Tahun</label>
          <select id={ids.year} className="select" value={year} onChange={(event) => choose(Number(event.target.value), month)}>
            {years.map((y) => (
              <option key={y} value={y}>
                {y}
              </option>
            ))}
          </select>
        </div>
        <div className="toolbar__filter">
          <label htmlFor={ids.month}>Bulan</label>
          <select id={ids.month} className="select" value={month ?? ''} onChange={(event) => choose(year, event.target.value ? Number(event.target.value) : null)}>
            <option value="">Setahun penuh</option>
            {MONTHS.map((m) => (
              <option key={m} value={m}>
                {monthName(m)}
              </option>
            ))}
          </select>
        </div>
        <Link to={STATS_PATH} className="stats-report__back">
          Kembali ke statistik
        </Link>
      </div>
      <QueryListState query={query} items={query.data ? [query.data] : undefined} errorFallback="Gagal memuat laporan." emptyText="">
        {query.data && (
          <article className="stats-report" aria-label={`Laporan ${period}`}>
            <p className="stats-report__period">
              Periode {rangeLabel(query.data.from, query.data.to)}
            </p>
            <ReportSections report={query.data} />
            <p className="stats-report__note">
              Pengunjung dihitung tanpa cookie dan tanpa data pribadi: satu peramban dihitung sekali per hari. Kunjungan staf dan mesin pencari tidak
              dihitung.
            </p>
          </article>
        )}
      </QueryListState>
    </>
  );
}
