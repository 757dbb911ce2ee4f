import { lazy, type ReactNode, Suspense } from 'react';
import { FormField } from '../ui/FormField.tsx';

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
  return (
    <FormField label={label} error={error} hint={hint} required={required}>
      {(control) => (
        <Suspense
          fallback={
            <div className="field__loading" aria-busy="true">
              Memuat editor…
            </div>
          }
        >
          <RichTextEditor id={control.id} label={label} value={value} onChange={onChange} error={error} describedBy={control['aria-describedby']} />
        </Suspense>
      )}
    </FormField>
  );
}
