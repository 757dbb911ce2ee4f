import '../contact/contact.css';
import { lazy, Suspense } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { Spinner } from '../../ui/Spinner.tsx';
import { Tabs } from '../../ui/Tabs.tsx';
import { useDocumentTitle } from '../../ui/useDocumentTitle.ts';
import { ContactInfo } from '../contact/ContactInfo.tsx';
import { ContributeTab } from '../contact/ContributeTab.tsx';
import { TeamList } from '../contact/TeamList.tsx';
import { PageHeader } from '../PageHeader.tsx';

// The form library comes with the contact page's forms only; most visitors never open them.
const TestimonialForm = lazy(() => import('../contact/TestimonialForm.tsx'));
const MessageTab = lazy(() => import('../contact/MessageTab.tsx'));

type ContactTab = 'message' | 'contribute' | 'testimonial';

const TABS = [
  { id: 'message', label: 'Pesan' },
  { id: 'contribute', label: 'Artikel' },
  { id: 'testimonial', label: 'Testimoni' },
] as const;

/** The tab lives in the address (#contribute is what article pages link to), so it can be shared. */
const HASHES: Record<ContactTab, string> = { message: '#pesan', contribute: '#contribute', testimonial: '#testimoni' };

function tabFromHash(hash: string): ContactTab {
  const key = decodeURIComponent(hash).toLowerCase();
  if (key === '#contribute' || key === '#artikel') return 'contribute';
  if (key === '#testimoni' || key === '#testimonial') return 'testimonial';
  return 'message';
}

export function ContactPage() {
  useDocumentTitle('Kontak');
  const { hash } = useLocation();
  const navigate = useNavigate();
  const tab = tabFromHash(hash);

  function select(next: ContactTab) {
    void navigate({ hash: HASHES[next] }, { replace: true, preventScrollReset: true });
  }

  return (
    <>
      <PageHeader title="Kontak" lead="Kirim pesan, bagikan artikel, atau tulis testimoni Anda." />
      <div className="container section contact-layout">
        <div className="contact-main card">
          <Tabs label="Cara menghubungi kami" tabs={TABS} value={tab} onChange={select}>
            {(id) =>
              id === 'contribute' ? (
                <ContributeTab />
              ) : (
                <Suspense fallback={<Spinner label="Memuat…" />}>{id === 'message' ? <MessageTab /> : <TestimonialForm />}</Suspense>
              )
            }
          </Tabs>
        </div>
        <ContactInfo />
      </div>
      <TeamList />
    </>
  );
}
