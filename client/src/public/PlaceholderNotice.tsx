/** Stands in for a page's content until that page is built. */
export function PlaceholderNotice({ children = 'Konten halaman ini sedang disiapkan. Silakan kembali lagi nanti.' }: { children?: string }) {
  return (
    <div className="container section">
      <p className="placeholder-notice">{children}</p>
    </div>
  );
}
