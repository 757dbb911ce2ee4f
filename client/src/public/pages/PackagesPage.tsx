import { useDocumentTitle } from '../../ui/useDocumentTitle.ts';
import { PageHeader } from '../PageHeader.tsx';
import { PlaceholderNotice } from '../PlaceholderNotice.tsx';

export function PackagesPage() {
  useDocumentTitle('Paket Wisata');
  return (
    <>
      <PageHeader title="Paket Wisata" lead="Pilihan perjalanan lengkap bersama pemandu dari desa." />
      <PlaceholderNotice />
    </>
  );
}
