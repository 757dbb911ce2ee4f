/** The 'Pesan' tab. Its form (name, email, subject, message) comes with the contact-messages module. */
export function MessageTab() {
  return (
    <div className="contact-tab">
      <h2 className="contact-tab__title">Kirim Pesan</h2>
      <p className="contact-tab__lead">
        Punya pertanyaan tentang perjalanan, penginapan, atau paket wisata? Formulir pesan akan segera tersedia di sini;
        sementara itu hubungi kami lewat telepon, WhatsApp, atau email di samping.
      </p>
    </div>
  );
}
