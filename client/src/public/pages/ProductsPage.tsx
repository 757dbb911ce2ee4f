import { useDocumentTitle } from '../../ui/useDocumentTitle.ts';
import { PageHeader } from '../PageHeader.tsx';
import { PlaceholderNotice } from '../PlaceholderNotice.tsx';

export function ProductsPage() {
  useDocumentTitle('Produk UMKM');
  return (
    <>
      <PageHeader title="Produk UMKM" lead="Kerajinan, kuliner, dan oleh-oleh buatan warga pulau." />
      <PlaceholderNotice />
    </>
  );
}
