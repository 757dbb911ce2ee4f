import { useDocumentTitle } from '../../ui/useDocumentTitle.ts';
import { PageHeader } from '../PageHeader.tsx';
import { PlaceholderNotice } from '../PlaceholderNotice.tsx';

export function ContactPage() {
  useDocumentTitle('Kontak');
  return (
    <>
      <PageHeader title="Kontak" lead="Kirim pesan, bagikan artikel, atau tulis testimoni Anda." />
      <PlaceholderNotice />
    </>
  );
}
