import { useDocumentTitle } from '../../ui/useDocumentTitle.ts';
import { PageHeader } from '../PageHeader.tsx';
import { PlaceholderNotice } from '../PlaceholderNotice.tsx';

export function DestinationsPage() {
  useDocumentTitle('Destinasi Wisata');
  return (
    <>
      <PageHeader title="Destinasi Wisata" lead="Pantai, alam, budaya, dan petualangan di sekitar pulau." />
      <PlaceholderNotice />
    </>
  );
}
