import { formatCount, type StatsReport } from '@island/shared';
import { answerTime, monthName, shortMonthName } from './reportLabels.ts';
import { StatsPanel } from './StatsPanel.tsx';
import { type CountColumn, StatsTable } from './StatsTable.tsx';

const MONTH_COLUMNS: readonly CountColumn<StatsReport['months'][number]>[] = [
  { label: 'Pengunjung', count: (row) => row.visitors },
  { label: 'Tampilan halaman', count: (row) => row.pageViews },
  { label: 'Pesanan', count: (row) => row.bookings },
  { label: 'Orang', count: (row) => row.persons },
  { label: 'Menginap', count: (row) => row.stays },
  { label: 'Malam-tamu', count: (row) => row.guestNights },
];

/**
 * A section's figures as cards, the dashboard's look without its links (a report is read, and
 * printed; sharing the dashboard's part would split it into a chunk of its own).
 */
function Figures({ items, label }: { items: readonly { label: string; value: number }[]; label: string }) {
  return (
    <dl className="stat-grid" aria-label={label}>
      {items.map((item) => (
        <div className="stat" key={item.label}>
          <dt>{item.label}</dt>
          <dd>{formatCount(item.value)}</dd>
        </div>
      ))}
    </dl>
  );
}

/**
 * The report's sections, named by what they count: visits to the site, bookings, what the site
 * lists, what happened, and how visitors' messages were answered.
 */
export function ReportSections({ report }: { report: StatsReport }) {
  return (
    <div className="stats-report__sections">
      <StatsPanel title="Kunjungan situs" className="stats-report__section">
        <Figures
          label="Kunjungan dalam periode"
          items={[
            { label: 'Pengunjung (dijumlah per hari)', value: report.visits.visitors },
            { label: 'Tampilan halaman', value: report.visits.pageViews },
          ]}
        />
        {report.months.length > 1 && (
          <div className="stats-scroll" role="region" aria-label="Kunjungan, pemesanan dan menginap per bulan" tabIndex={0}>
            <StatsTable
              className="stats-report__months"
              caption="Kunjungan, pemesanan dan menginap per bulan"
              head="Bulan"
              rows={report.months}
              rowKey={(row) => row.month}
              rowHeader={(row) => <abbr title={monthName(row.month)}>{shortMonthName(row.month)}</abbr>}
              columns={MONTH_COLUMNS}
            />
          </div>
        )}
      </StatsPanel>

      <StatsPanel title="Pemesanan paket wisata" className="stats-report__section">
        <Figures
          label="Pemesanan dalam periode"
          items={[
            { label: 'Pemesanan', value: report.bookings.bookings },
            { label: 'Jumlah orang', value: report.bookings.persons },
          ]}
        />
      </StatsPanel>

      <StatsPanel title="Menginap di homestay" className="stats-report__section">
        <Figures
          label="Menginap dalam periode"
          items={[
            { label: 'Pesanan menginap', value: report.stays.stays },
            { label: 'Malam', value: report.stays.nights },
            { label: 'Malam-tamu', value: report.stays.guestNights },
          ]}
        />
      </StatsPanel>

      <StatsPanel title={<>Tercantum di situs <span className="stats-meta">pada akhir periode</span></>} className="stats-report__section">
        <Figures
          label="Yang tercantum di situs"
          items={[
            { label: 'Destinasi', value: report.listed.destinations },
            { label: 'Paket wisata', value: report.listed.packages },
            { label: 'UMKM', value: report.listed.msmes },
            { label: 'Produk UMKM', value: report.listed.products },
          ]}
        />
      </StatsPanel>

      <StatsPanel title="Kegiatan dan artikel" className="stats-report__section">
        <Figures
          label="Kegiatan dalam periode"
          items={[
            { label: 'Agenda terselenggara', value: report.activity.eventsHeld },
            { label: 'Artikel terbit', value: report.activity.articlesPublished },
          ]}
        />
      </StatsPanel>

      <StatsPanel title="Pesan dari pengunjung" className="stats-report__section">
        <dl className="stat-grid" aria-label="Pesan dalam periode">
          <div className="stat">
            <dt>Pesan masuk</dt>
            <dd>{formatCount(report.activity.messagesReceived)}</dd>
          </div>
          <div className="stat">
            <dt>Pesan dijawab</dt>
            <dd>{formatCount(report.activity.messagesAnswered)}</dd>
          </div>
          <div className="stat">
            <dt>Median waktu menjawab</dt>
            <dd>{answerTime(report.activity.medianHoursToAnswer)}</dd>
          </div>
        </dl>
      </StatsPanel>
    </div>
  );
}
