import { formatCount, type MsmeDashboard as MsmeFigures, type MsmeProfileField, type SellerLinkKey, ID_LABELS } from '@island/shared';
import { lazy, Suspense } from 'react';
import { Link } from 'react-router-dom';
import { LazyBarChart } from './LazyBarChart.tsx';
import { StatList } from './StatList.tsx';

const FIELD_LABELS: Record<MsmeProfileField, string> = {
  business_name: 'Nama usaha',
  owner_name: 'Nama pemilik',
  address: 'Alamat',
  whatsapp: 'WhatsApp',
  email: 'Email',
  logo: 'Logo',
  banner: 'Banner',
  gallery: 'Galeri produk',
};

// With the statistics screens' chunk: the labels and styles it shares with them stay in one file.
const MsmeStatsCard = lazy(() => import('../stats/statsScreens.ts').then((module) => ({ default: module.MsmeStatsCard })));

const LINK_LABELS: Record<SellerLinkKey, string> = { whatsapp: 'WhatsApp', shopee: 'Shopee', instagram: 'Instagram', tiktok: 'TikTok' };
const LINK_KEYS = Object.keys(LINK_LABELS) as SellerLinkKey[];

/** An msme owner's view: their businesses, their products, what visitors did with them this month, and what is still missing. */
export function MsmeDashboard({ data }: { data: MsmeFigures }) {
  const { products } = data;

  if (data.msmes.length === 0) {
    return (
      <section className="card dashboard">
        <p>Anda belum memiliki UMKM. Hubungi admin untuk mendaftarkan usaha Anda.</p>
      </section>
    );
  }

  return (
    <div className="dashboard">
      <section className="card" aria-labelledby="msme-figures-title">
        <h2 id="msme-figures-title" className="stats-panel__title">
          Usaha &amp; produk Anda
        </h2>
        <StatList
          label="Jumlah usaha dan produk"
          items={[
            { label: 'UMKM', value: data.msmes.length, to: '/admin/profile-umkm' },
            { label: 'Produk', value: products.total, to: '/admin/products' },
            { label: 'Produk tanpa gambar', value: products.missingImage, to: '/admin/products' },
            { label: 'Produk tanpa deskripsi', value: products.missingDescription, to: '/admin/products' },
          ]}
        />
      </section>

      <Suspense fallback={null}>
        {data.msmes.map((msme) => (
          <MsmeStatsCard key={msme.id} msmeId={msme.id} brand={msme.brand} />
        ))}
      </Suspense>

      <div className="panel-pair">
        <LazyBarChart
          title="Produk per kategori"
          valueLabel="Produk"
          points={products.byCategory.map((c) => ({ label: ID_LABELS.productCategory[c.category], count: c.count }))}
          color="#d4b77a"
        />
        <section className="card" aria-labelledby="incomplete-title">
          <h2 id="incomplete-title" className="stats-panel__title">
            Produk yang perlu dilengkapi
          </h2>
          {products.incomplete.length === 0 ? (
            <p>Semua produk sudah memiliki gambar dan deskripsi.</p>
          ) : (
            <ul className="dashboard__list">
              {products.incomplete.map((product) => (
                <li key={product.id}>
                  <Link to="/admin/products">{product.name}</Link>
                  <span className="dashboard__meta">
                    {[product.missingImage && 'tanpa gambar', product.missingDescription && 'tanpa deskripsi'].filter(Boolean).join(', ')}
                  </span>
                </li>
              ))}
            </ul>
          )}
        </section>
      </div>

      {data.msmes.map((msme) => (
        <section key={msme.id} className="card" aria-labelledby={`msme-${msme.id}-title`}>
          <h2 id={`msme-${msme.id}-title`} className="stats-panel__title">
            {msme.brand} <span className="dashboard__meta dashboard__meta--line">{ID_LABELS.msmeCategory[msme.category]} · {formatCount(msme.products)} produk</span>
          </h2>
          <p className="dashboard__progress-label" id={`msme-${msme.id}-completeness`}>
            Kelengkapan profil: <strong>{msme.completeness}%</strong>
          </p>
          <progress className="dashboard__progress" max={100} value={msme.completeness} aria-labelledby={`msme-${msme.id}-completeness`} />
          {msme.missingFields.length > 0 && (
            <p>
              Belum diisi: {msme.missingFields.map((field) => FIELD_LABELS[field]).join(', ')}.{' '}
              <Link to="/admin/profile-umkm">Lengkapi profil</Link>
            </p>
          )}
          <h3 className="dashboard__subtitle">Tautan untuk pengunjung</h3>
          <VisitorLinks links={msme.links} />
        </section>
      ))}
    </div>
  );
}

/**
 * The channels a visitor is sent to from the product pages. A business sells where it chooses:
 * a channel left empty is not a fault, so it gets one quiet line saying where to add it, not a
 * warning per channel.
 */
function VisitorLinks({ links }: { links: MsmeFigures['msmes'][number]['links'] }) {
  const used = LINK_KEYS.flatMap((key) => (links[key] ? [{ key, url: links[key] }] : []));
  const unused = LINK_KEYS.filter((key) => !links[key]);
  return (
    <>
      {used.length > 0 && (
        <ul className="dashboard__links">
          {used.map(({ key, url }) => (
            <li key={key}>
              <a href={url} target="_blank" rel="noreferrer">
                {LINK_LABELS[key]}
              </a>
            </li>
          ))}
        </ul>
      )}
      {unused.length > 0 && (
        <p className="dashboard__hint">
          Belum ditautkan: {unused.map((key) => LINK_LABELS[key]).join(', ')}. Bila usaha Anda memakainya, tambahkan di{' '}
          <Link to="/admin/profile-umkm">profil UMKM</Link>.
        </p>
      )}
    </>
  );
}
