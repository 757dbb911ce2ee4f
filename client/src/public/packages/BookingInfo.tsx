import { Icon } from '../../ui/Icon.tsx';

const STEPS = [
  { title: 'Pilih paket', text: 'Bandingkan durasi, fasilitas, dan harga per orang, lalu tekan Book Now pada paket yang Anda suka.' },
  { title: 'Chat lewat WhatsApp', text: 'Pesan berisi nama paket sudah disiapkan. Sebutkan tanggal kedatangan dan jumlah peserta.' },
  { title: 'Konfirmasi jadwal', text: 'Pengelola desa memastikan perahu, pemandu, dan cuaca, lalu mengirim rincian dan total biaya.' },
  { title: 'Pembayaran', text: 'Bayar tunai saat tiba di dermaga, atau transfer bank sesuai kesepakatan di chat.' },
] as const;

/** How booking works (public-site.md §2, booking-info panel). */
export function BookingInfo() {
  return (
    <section className="booking-info" aria-labelledby="booking-info-title">
      <h2 id="booking-info-title">Cara Pemesanan</h2>
      <ol className="booking-info__steps">
        {STEPS.map((step, index) => (
          <li key={step.title}>
            <span className="booking-info__number" aria-hidden="true">
              {index + 1}
            </span>
            <div>
              <h3>{step.title}</h3>
              <p>{step.text}</p>
            </div>
          </li>
        ))}
      </ol>
      <p className="booking-info__note">
        <Icon name="ship" size={20} />
        Harga berlaku per orang. Jadwal penyeberangan bisa bergeser bila ombak tinggi; pengelola akan mengabari Anda lebih dulu.
      </p>
    </section>
  );
}
