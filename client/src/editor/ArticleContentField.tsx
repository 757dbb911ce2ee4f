import { lazy, type ReactNode, Suspense, useState } from 'react';
import { FieldLayout } from '../ui/form/FieldLayout.tsx';

// The editor's library is loaded only when a form that writes an article opens.
const RichTextEditor = lazy(() => import('./RichTextEditor.tsx'));

export interface ArticleContentFieldProps {
  label: string;
  value: string;
  onChange: (html: string) => void;
  error?: string | undefined;
  hint?: ReactNode;
  required?: boolean;
}

/** An article's content: a labelled rich-text field with its error next to it. */
export function ArticleContentField({ label, value, onChange, error, hint, required }: ArticleContentFieldProps) {
  // The editor owns its document while someone types. A value replaced from outside (a form reset,
  // another article opened) starts a fresh editor with it, rather than rewriting a live one.
  const [written, setWritten] = useState(value);
  const [generation, setGeneration] = useState(0);
  if (value !== written) {
    setWritten(value);
    setGeneration((n) => n + 1);
  }
  const write = (html: string) => {
    setWritten(html);
    onChange(html);
  };

  return (
    <FieldLayout label={label} error={error} hint={hint} required={required}>
      {(control) => (
        <Suspense
          fallback={
            <div className="field__loading" aria-busy="true">
              Memuat editor…
            </div>
          }
        >
          <RichTextEditor key={generation} id={control.id} label={label} value={value} onChange={write} error={error} describedBy={control['aria-describedby']} />
        </Suspense>
      )}
    </FieldLayout>
  );
}
