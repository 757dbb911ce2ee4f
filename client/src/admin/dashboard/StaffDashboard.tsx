import { type ActivityKind, BACKUP_TEXTS, formatCount, formatDateTime, formatDayMonth, ROLES, type StaffDashboard as StaffFigures } from '@island/shared';
import { Link } from 'react-router-dom';
import { ROLE_LABELS } from '../roleLabels.ts';
import { BookingsPanel } from './BookingsPanel.tsx';
import { LazyBarChart } from './LazyBarChart.tsx';
import { type StatItem, StatList } from './StatList.tsx';
import { trpc } from '../../trpc.ts';

const ACTIVITY_LABELS: Record<ActivityKind, string> = {
  message: 'Pesan baru',
  article: 'Artikel dikirim untuk ditinjau',
  testimonial: 'Testimoni baru',
};

const ACTIVITY_LINKS: Record<ActivityKind, string> = {
  message: '/admin/contact-messages',
  article: '/admin/articles?status=pending',
  testimonial: '/admin/testimonials',
};

/** The superadmin's and admin's day: what the site holds, what waits for them, how it moves. */
export function StaffDashboard({ data }: { data: StaffFigures }) {
  const waiting: StatItem[] = [
    { label: 'Artikel menunggu tinjauan', value: data.waiting.pendingArticles, to: '/admin/articles?status=pending' },
    { label: 'Pesan belum dibaca', value: data.waiting.unreadMessages, to: '/admin/contact-messages?status=unread' },
    { label: 'Testimoni belum ditampilkan', value: data.waiting.hiddenTestimonials, to: '/admin/testimonials?waiting=hidden' },
    { label: 'Testimoni belum diverifikasi', value: data.waiting.unverifiedTestimonials, to: '/admin/testimonials?waiting=unverified' },
  ];
  // Homestays: shown once a stay exists or waits (a village without homestays sees no empty rows).
  if (data.stays.waiting + data.stays.unconfirmedChoices + data.stays.guestsTonight > 0) {
    waiting.push({ label: 'Menginap menunggu konfirmasi', value: data.stays.waiting, to: '/admin/homestay' });
    waiting.push({ label: 'Pilihan desa belum dikonfirmasi', value: data.stays.unconfirmedChoices, to: '/admin/homestay' });
    waiting.push({ label: 'Tamu menginap tiba hari ini', value: data.stays.arrivingToday, to: '/admin/homestay' });
    waiting.push({ label: 'Tamu menginap malam ini', value: data.stays.guestsTonight, to: '/admin/homestay' });
  }
  // The translator's list keeps its own count (published items whose English is missing or old).
  const translations = trpc.translations.pending.useQuery();
  if (translations.data) waiting.push({ label: 'Perlu diterjemahkan', value: translations.data.total, to: '/admin/terjemahan' });
  // Money through the payment provider: shown once one is configured (or charges exist from before).
  const payments = trpc.payments.list.useQuery({ page: 1, limit: 1 });
  if (payments.data && (payments.data.provider !== 'none' || payments.data.pagination.totalItems > 0)) {
    waiting.push({ label: 'Tagihan perlu dicek', value: payments.data.flagged, to: '/admin/pembayaran?flagged=1' });
    waiting.push({ label: 'Pembayaran diterima 7 hari', value: payments.data.paidWeekCount, to: '/admin/pembayaran' });
  }
  const content: StatItem[] = [
    { label: 'Destinasi', value: data.content.destinations, to: '/admin/destinations' },
    { label: 'Paket wisata', value: data.content.packages, to: '/admin/packages' },
    { label: 'Budaya', value: data.content.culture, to: '/admin/culture' },
    { label: 'UMKM', value: data.content.msmes, to: '/admin/umkm' },
    { label: 'Produk', value: data.content.products, to: '/admin/products' },
    { label: 'Artikel terbit', value: data.content.publishedArticles, to: '/admin/articles?status=published' },
  ];

  return (
    <div className="dashboard">
      {data.backup?.stale && (
        <div className="form-alert dashboard__backup-alert" role="alert">
          <span>
            {data.backup.lastGoodAt
              ? `${BACKUP_TEXTS.staleWarning} (${formatDateTime(data.backup.lastGoodAt)})`
              : BACKUP_TEXTS.neverWarning}
          </span>{' '}
          <Link to="/admin/settings#backups-title">{BACKUP_TEXTS.staleAction}</Link>
        </div>
      )}

      <section className="card" aria-labelledby="waiting-title">
        <h2 id="waiting-title" className="stats-panel__title">
          Menunggu tindakan
        </h2>
        <StatList items={waiting} label="Pekerjaan yang menunggu" />
      </section>

      <BookingsPanel bookings={data.bookings} />

      {data.accounts && (
        <section className="card" aria-labelledby="accounts-title">
          <h2 id="accounts-title" className="stats-panel__title">
            Pengguna
          </h2>
          <StatList
            label="Akun per peran"
            items={[
              { label: 'Total akun', value: data.accounts.total, to: '/admin/users' },
              ...ROLES.map((role) => ({ label: ROLE_LABELS[role], value: data.accounts!.byRole[role] })),
              { label: 'Tidak aktif', value: data.accounts.inactive },
            ]}
          />
        </section>
      )}

      <section className="card" aria-labelledby="content-title">
        <h2 id="content-title" className="stats-panel__title">
          Konten
        </h2>
        <StatList items={content} label="Jumlah konten" />
      </section>

      <div className="panel-pair">
        <LazyBarChart
          title={`Artikel terbit per minggu (${data.articlesPerWeek.length} minggu terakhir)`}
          valueLabel="Artikel terbit"
          points={data.articlesPerWeek.map((w) => ({ label: formatDayMonth(w.weekStart), count: w.count }))}
        />
        <LazyBarChart
          title={`Pesan masuk per minggu (${data.messagesPerWeek.length} minggu terakhir)`}
          valueLabel="Pesan masuk"
          points={data.messagesPerWeek.map((w) => ({ label: formatDayMonth(w.weekStart), count: w.count }))}
          color="#c2410c"
        />
      </div>

      <div className="panel-pair">
        <section className="card" aria-labelledby="top-articles-title">
          <h2 id="top-articles-title" className="stats-panel__title">
            Artikel paling banyak dibaca
          </h2>
          {data.topArticles.length === 0 ? (
            <p>Belum ada artikel yang terbit.</p>
          ) : (
            <ol className="dashboard__list">
              {data.topArticles.map((article) => (
                <li key={article.id}>
                  <a href={`/artikel/${article.slug}`} target="_blank" rel="noreferrer">
                    {article.title}
                  </a>
                  <span className="dashboard__meta">{formatCount(article.viewCount)} kali dibaca</span>
                </li>
              ))}
            </ol>
          )}
        </section>

        <section className="card" aria-labelledby="activity-title">
          <h2 id="activity-title" className="stats-panel__title">
            Aktivitas terbaru
          </h2>
          {data.activity.length === 0 ? (
            <p>Belum ada aktivitas.</p>
          ) : (
            <ul className="dashboard__list">
              {data.activity.map((item) => (
                <li key={`${item.kind}-${item.id}`}>
                  <span className="dashboard__meta">{ACTIVITY_LABELS[item.kind]}</span>
                  <Link to={ACTIVITY_LINKS[item.kind]}>{item.title}</Link>
                  <time className="dashboard__meta" dateTime={item.at}>
                    {formatDateTime(item.at)}
                  </time>
                </li>
              ))}
            </ul>
          )}
        </section>
      </div>
    </div>
  );
}
