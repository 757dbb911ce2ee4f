import { useDocumentTitle } from '../../ui/useDocumentTitle.ts';
import { PageHeader } from '../PageHeader.tsx';
import { PlaceholderNotice } from '../PlaceholderNotice.tsx';

export function ArticlesPage() {
  useDocumentTitle('Artikel');
  return (
    <>
      <PageHeader title="Artikel" lead="Cerita, tips, dan kabar terbaru dari pulau." />
      <PlaceholderNotice />
    </>
  );
}
