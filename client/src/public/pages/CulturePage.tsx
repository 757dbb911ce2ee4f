import { useDocumentTitle } from '../../ui/useDocumentTitle.ts';
import { PageHeader } from '../PageHeader.tsx';
import { PlaceholderNotice } from '../PlaceholderNotice.tsx';

export function CulturePage() {
  useDocumentTitle('Budaya & Tradisi');
  return (
    <>
      <PageHeader title="Budaya & Tradisi" lead="Tarian, kuliner, adat, dan kearifan lokal masyarakat pesisir." />
      <PlaceholderNotice />
    </>
  );
}
