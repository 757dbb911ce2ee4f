import { formatCount, type StatsReport } from '@island/shared';
import { answerTime, monthName, shortMonthName } from './reportLabels.ts';
import { StatsPanel } from './StatsPanel.tsx';

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
          <div className="stats-scroll" role="region" aria-label="Kunjungan dan pemesanan per bulan" tabIndex={0}>
          <table className="stats-table stats-report__months">
            <caption className="visually-hidden">Kunjungan dan pemesanan per bulan</caption>
            <thead>
              <tr>
                <th scope="col">Bulan</th>
                <th scope="col" className="stats-table__number">
                  Pengunjung
                </th>
                <th scope="col" className="stats-table__number">
                  Tampilan halaman
                </th>
                <th scope="col" className="stats-table__number">
                  Pesanan
                </th>
                <th scope="col" className="stats-table__number">
                  Orang
                </th>
              </tr>
            </thead>
            <tbody>
              {report.months.map((row) => (
                <tr key={row.month}>
                  <th scope="row">
                      <abbr title={monthName(row.month)}>{shortMonthName(row.month)}</abbr>
                    </th>
                  <td className="stats-table__number" data-label="Pengunjung">
                    {formatCount(row.visitors)}
                  </td>
                  <td className="stats-table__number" data-label="Tampilan halaman">
                    {formatCount(row.pageViews)}
                  </td>
                  <td className="stats-table__number" data-label="Pesanan">
                    {formatCount(row.bookings)}
                  </td>
                  <td className="stats-table__number" data-label="Orang">
                    {formatCount(row.persons)}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
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
