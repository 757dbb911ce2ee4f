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
import { useT } from '../../i18n/language.tsx';

// The form library comes with the contact page's forms only; most visitors never open them.
const TestimonialForm = lazy(() => import('../contact/TestimonialForm.tsx'));
const MessageTab = lazy(() => import('../contact/MessageTab.tsx'));

type ContactTab = 'message' | 'contribute' | 'testimonial';

const TABS = [
  { id: 'message', label: 'contact.tabMessage' },
  { id: 'contribute', label: 'contact.tabContribute' },
  { id: 'testimonial', label: 'contact.tabTestimonial' },
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
  const { t } = useT();
  useDocumentTitle(t('contact.title'));
  const tabs = TABS.map((item) => ({ id: item.id, label: t(item.label) }));
  const { hash } = useLocation();
  const navigate = useNavigate();
  const tab = tabFromHash(hash);

  function select(next: ContactTab) {
    void navigate({ hash: HASHES[next] }, { replace: true, preventScrollReset: true });
  }

  return (
    <>
      <PageHeader title={t('contact.title')} lead={t('contact.lead')} />
      <div className="container section contact-layout">
        <div className="contact-main card">
          <Tabs label={t('contact.tabs')} tabs={tabs} value={tab} onChange={select}>
            {(id) =>
              id === 'contribute' ? (
                <ContributeTab />
              ) : (
                <Suspense fallback={<Spinner />}>{id === 'message' ? <MessageTab /> : <TestimonialForm />}</Suspense>
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
