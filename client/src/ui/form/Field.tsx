import { Children, type InputHTMLAttributes, isValidElement, type ReactNode, type Ref, type SelectHTMLAttributes, type TextareaHTMLAttributes, useId, useLayoutEffect } from 'react';
import { type FieldPath, type FieldValues, useController } from 'react-hook-form';
import { type FieldControlProps, FieldNotes, FieldLayout } from './FieldLayout.tsx';
import type { ZodForm } from './useZodForm.ts';

/** What a custom control (image picker, star rating…) gets to show and change a field's value. */
export interface BoundField {
  value: unknown;
  onChange: (value: unknown) => void;
  onBlur: () => void;
  /** Give it to the focusable element, so an error can move focus there. */
  ref: Ref<HTMLElement>;
  error: string | undefined;
  /** id, aria-invalid, aria-describedby and required for the control. */
  control: FieldControlProps;
}

/** Attributes the field owns; a caller never sets them. */
type Owned = 'form' | 'id' | 'name' | 'value' | 'defaultValue' | 'checked' | 'onChange' | 'onBlur' | 'aria-invalid' | 'aria-describedby' | 'required' | 'children';

type Kind =
  | ({ as?: 'text' } & Omit<InputHTMLAttributes<HTMLInputElement>, Owned>)
  | ({ as: 'number' } & Omit<InputHTMLAttributes<HTMLInputElement>, Owned | 'type'>)
  | ({ as: 'textarea' } & Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, Owned>)
  | ({ as: 'checkbox' } & Omit<InputHTMLAttributes<HTMLInputElement>, Owned | 'type'>)
  | ({
      as: 'select';
      /** The choices, each shown by its label. */
      options: readonly { value: string; label: string }[];
      /** An empty first choice, for a field with no default. */
      placeholder?: string;
    } & Omit<SelectHTMLAttributes<HTMLSelectElement>, Owned>)
  /** A control inside the field's label and notes, e.g. a star rating. */
  | { as: 'custom'; render: (field: BoundField) => ReactNode }
  /** A control that labels itself and shows its own error (an image picker's fieldset): given everything, wrapped in nothing. */
  | { as: 'control'; render: (field: Omit<BoundField, 'ref'> & { label: ReactNode; hint: ReactNode; required: boolean | undefined }) => ReactNode };

export type FieldProps<V extends FieldValues, O> = {
  form: ZodForm<V, O>;
  name: FieldPath<V>;
  label: ReactNode;
  /** A short help text under the control. */
  hint?: ReactNode;
  required?: boolean;
  className?: string;
} & Kind;

/** Label/value pairs for a select, from a list of values and their labels. */
export function optionsOf<T extends string>(values: readonly T[], labels: Readonly<Record<T, string>>) {
  return values.map((value) => ({ value, label: labels[value] }));
}

/** A label's words, for messages that name the field ('Judul' for <>Judul <small>…</small></>). */
export function textOf(node: ReactNode): string {
  if (typeof node === 'string' || typeof node === 'number') return String(node);
  if (isValidElement<{ children?: ReactNode }>(node)) return textOf(node.props.children);
  if (Array.isArray(node)) return Children.toArray(node as ReactNode[]).map(textOf).join('');
  return '';
}

/**
 * One field of a form made by useZodForm: its value, error and label come from the form, laid
 * out by FieldLayout (label, control, the error beside it, so it is never missed). The control is
 * labelled, marked aria-invalid while its error stands, and described by its hint and error.
 * Text and number fields hold the text as typed; the schema turns it into numbers.
 */
export function Field<V extends FieldValues, O>(props: FieldProps<V, O>) {
  const { form, name, label, hint, required, className } = props;
  const { field, fieldState } = useController({ control: form.control, name });
  const { ref: controlRef, value, onChange, onBlur } = field;
  const checkId = useId();
  const error = fieldState.error?.message;
  const text = (value ?? '') as string;
  const labelText = textOf(label).replace(/\s+/g, ' ').trim();
  const { labels } = form;
  // Messages about this field (the save toast) name it by this label.
  useLayoutEffect(() => {
    if (!labelText) return;
    labels.set(name, labelText);
    return () => {
      if (labels.get(name) === labelText) labels.delete(name);
    };
  }, [labels, name, labelText]);

  if (props.as === 'control') {
    const control = { id: `field-${name}`, 'aria-invalid': error ? true : undefined, 'aria-describedby': undefined, required } as const;
    return props.render({ value, onChange, onBlur, error, control, label, hint, required });
  }
  if (props.as === 'checkbox') {
    const { form: _f, name: _n, label: _l, hint: _h, required: _r, className: _c, as: _a, ...input } = props;
    const errorId = error ? `${checkId}-error` : undefined;
    // The label beside the box and the hint under the label, as people expect of a checkbox.
    return (
      <div className={className}>
        <label className="field--check">
          <input
            {...input}
            type="checkbox"
            ref={controlRef}
            name={name}
            checked={Boolean(value)}
            onChange={(event) => onChange(event.target.checked)}
            onBlur={onBlur}
            aria-invalid={error ? true : undefined}
            aria-describedby={errorId}
          />
          <span>
            {label}
            {hint && <span className="field__hint">{hint}</span>}
          </span>
        </label>
        <FieldNotes hintId={undefined} hint={null} errorId={errorId} error={error} />
      </div>
    );
  }

  return (
    <FieldLayout label={label} error={error} hint={hint} required={required} className={className}>
      {(control) => {
        switch (props.as) {
          case 'custom':
            return props.render({ value, onChange, onBlur, ref: controlRef, error, control });
          case 'textarea': {
            const { form: _f, name: _n, label: _l, hint: _h, required: _r, className: _c, as: _a, ...textarea } = props;
            return <textarea {...textarea} {...control} ref={controlRef} name={name} value={text} onChange={onChange} onBlur={onBlur} />;
          }
          case 'select': {
            const { form: _f, name: _n, label: _l, hint: _h, required: _r, className: _c, as: _a, options, placeholder, ...select } = props;
            return (
              <select {...select} {...control} ref={controlRef} name={name} value={text} onChange={onChange} onBlur={onBlur}>
                {placeholder !== undefined && <option value="">{placeholder}</option>}
                {options.map((option) => (
                  <option key={option.value} value={option.value}>
                    {option.label}
                  </option>
                ))}
              </select>
            );
          }
          case 'number': {
            const { form: _f, name: _n, label: _l, hint: _h, required: _r, className: _c, as: _a, ...input } = props;
            return <input inputMode="numeric" {...input} {...control} type="number" ref={controlRef} name={name} value={text} onChange={onChange} onBlur={onBlur} />;
          }
          default: {
            const { form: _f, name: _n, label: _l, hint: _h, required: _r, className: _c, as: _a, ...input } = props;
            return <input type="text" {...input} {...control} ref={controlRef} name={name} value={text} onChange={onChange} onBlur={onBlur} />;
          }
        }
      }}
    </FieldLayout>
  );
}
