import { PACKAGE_PAGE_LIMITS } from '@island/shared';
import { useWatch } from 'react-hook-form';
import { Field } from '../../ui/form/Field.tsx';
import type { ZodForm } from '../../ui/form/useZodForm.ts';
import { listItems, type PackageFormValues } from './packageForm.ts';

type PackageForm = ZodForm<PackageFormValues, unknown>;

/**
 * The package's English twin, beside the Indonesian: each text with its own box, and the lists
 * item by item under the Indonesian item they translate (shown as the label, marked Indonesian).
 * Every English text may stay empty: the English page then shows the Indonesian.
 */
export function PackageEnglishFields({ form }: { form: PackageForm }) {
  const [facilities, excluded, bring, itinerary, tripDays] = useWatch({ control: form.control, name: ['facilities', 'excluded', 'bring', 'itinerary', 'tripDays'] });
  const rows = itinerary.filter((row) => row.time.trim() !== '' || row.text.trim() !== '');
  return (
    <div className="package-english">
      <p className="field__hint">
        Opsional. Yang kosong tampil dalam bahasa Indonesia di halaman berbahasa Inggris, dengan keterangan belum diterjemahkan.
      </p>
      <Field form={form} name="en.name" label="Name (English)" maxLength={255} />
      <Field form={form} name="en.description" as="textarea" label="Description (English)" rows={4} />
      {/* A length given as numbers is written in English by the page itself; only a written one needs its English. */}
      {tripDays === '' && <Field form={form} name="en.duration" label="Duration (English)" hint="E.g. all day, with the tide" maxLength={100} />}
      <ItemBoxes form={form} list="facilities" title="Included (English)" items={listItems(facilities)} />
      <ItemBoxes form={form} list="excluded" title="Not included (English)" items={listItems(excluded)} />
      <ItemBoxes form={form} list="bring" title="What to bring (English)" items={listItems(bring)} />
      <ItemBoxes form={form} list="itinerary" title="Itinerary (English)" items={rows.map((row) => `${row.time} · ${row.text}`)} />
      <Field form={form} name="en.meetingPointName" label="Meeting point (English)" maxLength={PACKAGE_PAGE_LIMITS.meetingPointNameMax} />
      <Field
        form={form}
        name="en.meetingPointDirections"
        as="textarea"
        label="Directions to the meeting point (English)"
        rows={3}
        maxLength={PACKAGE_PAGE_LIMITS.meetingPointDirectionsMax}
      />
    </div>
  );
}

/** One English box per Indonesian item of a list, labelled by that item. */
function ItemBoxes({ form, list, title, items }: { form: PackageForm; list: 'facilities' | 'excluded' | 'bring' | 'itinerary'; title: string; items: string[] }) {
  if (items.length === 0) return null;
  return (
    <fieldset className="package-english__list">
      <legend>{title}</legend>
      {items.map((item, index) => (
        <Field
          key={index}
          form={form}
          name={`en.${list}.${index}`}
          label={<span lang="id">{item}</span>}
          maxLength={list === 'itinerary' ? PACKAGE_PAGE_LIMITS.itineraryTextMax : PACKAGE_PAGE_LIMITS.listItemMax}
        />
      ))}
    </fieldset>
  );
}
