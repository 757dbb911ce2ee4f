import { type Article, ARTICLE_TEXTS } from '@island/shared';
import { type FormEvent, useId, useState } from 'react';
import { Dialog } from '../../ui/Dialog.tsx';
import { FormFooter } from '../../ui/FormFooter.tsx';
import { useDiscardGuard } from '../../ui/useDiscardGuard.tsx';
import { FieldLayout } from '../../ui/form/FieldLayout.tsx';

export interface RejectDialogProps {
  article: Article | null;
  busy: boolean;
  onCancel: () => void;
  onReject: (article: Article, reason: string) => void;
}

/** Rejecting asks why: the author reads the reason beside their article. */
export function RejectDialog({ article, busy, onCancel, onReject }: RejectDialogProps) {
  const [reason, setReason] = useState('');
  const [error, setError] = useState('');
  const [shownFor, setShownFor] = useState<Article | null>(null);
  const formId = useId();
  const guard = useDiscardGuard(article !== null && reason.trim() !== '');
  const cancel = () => guard.discardThen(onCancel);

  // A new article to reject starts with an empty reason.
  if (shownFor !== article) {
    setShownFor(article);
    setReason('');
    setError('');
  }

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!article) return;
    if (reason.trim() === '') {
      setError(ARTICLE_TEXTS.reasonRequired);
      return;
    }
    onReject(article, reason.trim());
  }

  return (
    <>
      <Dialog
        open={article !== null}
        title="Tolak Artikel"
        onClose={cancel}
        dismissible={!busy}
        footer={<FormFooter formId={formId} busy={busy} onCancel={cancel} submitLabel="Tolak" tone="danger" />}
      >
        <form id={formId} className="form" onSubmit={onSubmit} noValidate>
          <p>
            Artikel <strong>{article?.title}</strong> akan dikembalikan ke penulisnya.
          </p>
          <FieldLayout label="Alasan penolakan" required error={error}>
            {(control) => (
              <textarea
                {...control}
                rows={4}
                maxLength={1000}
                value={reason}
                onChange={(event) => {
                  setReason(event.target.value);
                  setError('');
                }}
              />
            )}
          </FieldLayout>
        </form>
      </Dialog>
      {guard.prompt}
    </>
  );
}
