/** The 'Artikel' tab (/kontak#contribute). Its form comes with the articles module. */
export function ContributeTab() {
  return (
    <div className="contact-tab">
      <h2 className="contact-tab__title">Kirim Artikel</h2>
      <p className="contact-tab__lead">
        Bagikan cerita, tips, atau pengalaman budaya Anda di pulau. Formulir kontribusi artikel untuk pengguna yang sudah
        login akan segera tersedia di sini.
      </p>
    </div>
  );
}
