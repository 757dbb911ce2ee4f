import { destinationCreateInput, TEXTS } from '@island/shared';
import { createElement } from 'react';
import { createFormControl, type FieldValues } from 'react-hook-form';
import { describe, expect, it } from 'vitest';
import { destinationFieldOf, destinationFormValues, destinationPayload, type DestinationFormValues } from '../../admin/destinations/destinationForm.ts';
import { ApiError } from '../../errors.ts';
import { trpcFailure } from '../../errors.testing.ts';
import { flattenFormErrors, messagesByField, topLevelField } from './fieldPaths.ts';
import { formLabelOf, validationSummary } from './saveForm.ts';
import { textOf } from './Field.tsx';
import { applyServerErrors } from './serverErrors.ts';
import { type ZodForm, zodFormResolver } from './useZodForm.ts';

/** A react-hook-form form outside React, shaped as useZodForm returns it. */
function formOf<V extends FieldValues>(defaultValues: V, fieldOf: (param: string) => string = topLevelField): ZodForm<V> {
  const { formControl } = createFormControl<V, unknown, V>({ defaultValues: defaultValues as never });
  return { ...formControl, fieldOf, labels: new Map() } as unknown as ZodForm<V>;
}

const resolverOptions = { fields: {}, shouldUseNativeValidation: undefined, criteriaMode: 'firstError' } as const;

describe('field paths', () => {
  it('takes the top-level name of a parameter as its field by default', () => {
    expect(topLevelField('title')).toBe('title');
    expect(topLevelField('gallery.2')).toBe('gallery');
  });

  it('flattens a nested error tree into the server’s list, keeping the parameter an error was about', () => {
    const tree = {
      title: { type: 'too_small', message: 'Judul harus 3-255 karakter' },
      location: { lat: { type: 'too_big', message: 'Latitude harus antara -90 dan 90' } },
      lng: { type: 'param:location.lng', message: 'Longitude harus antara -180 dan 180' },
    };
    expect(flattenFormErrors(tree)).toEqual([
      { param: 'title', msg: 'Judul harus 3-255 karakter' },
      { param: 'location.lat', msg: 'Latitude harus antara -90 dan 90' },
      { param: 'location.lng', msg: 'Longitude harus antara -180 dan 180' },
    ]);
  });

  it('keeps the first message for each field', () => {
    const byField = messagesByField(
      [
        { param: 'gallery.0', msg: 'first' },
        { param: 'gallery.1', msg: 'second' },
        { param: 'title', msg: 'title' },
      ],
      topLevelField,
    );
    expect([...byField.entries()]).toEqual([
      ['gallery', { param: 'gallery.0', msg: 'first' }],
      ['title', { param: 'title', msg: 'title' }],
    ]);
  });

  it('sums errors up in the specification’s words', () => {
    expect(validationSummary([{ param: 'title', msg: 'wajib' }, { param: 'location.lat', msg: 'salah' }])).toBe(
      `${TEXTS.validationFailed}: title: wajib, location.lat: salah`,
    );
  });

  it('names each field by its label when the form knows it', () => {
    const form = formOf(destinationFormValues(null), destinationFieldOf);
    form.labels.set('title', 'Judul');
    form.labels.set('lat', 'Latitude');
    expect(validationSummary([{ param: 'title', msg: 'wajib' }, { param: 'location.lat', msg: 'salah' }], formLabelOf(form))).toBe(
      `${TEXTS.validationFailed}: Judul: wajib, Latitude: salah`,
    );
    const plain = formOf({ name: '', note: '' });
    plain.labels.set('name', 'Nama');
    expect(validationSummary([{ param: 'note', msg: 'x' }, { param: 'name', msg: 'y' }], formLabelOf(plain))).toBe(`${TEXTS.validationFailed}: note: x, Nama: y`);
  });

  it('reads a label’s words out of its markup', () => {
    expect(textOf('Judul')).toBe('Judul');
    expect(textOf(createElement('span', null, 'Harga ', createElement('small', null, '(Rp)')))).toBe('Harga (Rp)');
    expect(textOf(null)).toBe('');
  });
});

describe('the zod resolver over the shared schema', () => {
  const resolver = zodFormResolver(destinationCreateInput, destinationPayload, destinationFieldOf);
  const valid: DestinationFormValues = {
    ...destinationFormValues(null),
    title: 'Pantai Uji',
    category: 'beaches',
    shortDescription: 'Pantai kecil yang tenang.',
    lat: '-5.01',
    lng: '119.3',
    images: [`${'a'.repeat(32)}.png`, `${'b'.repeat(32)}.png`],
  };

  it('gives the parsed request body for valid input', async () => {
    const result = await resolver(valid, undefined, resolverOptions as never);
    expect(result.errors).toEqual({});
    expect(result.values).toMatchObject({ title: 'Pantai Uji', location: { lat: -5.01, lng: 119.3 }, image: `${'a'.repeat(32)}.png`, gallery: [`${'b'.repeat(32)}.png`] });
  });

  it('puts errors about the request body on the fields people typed into', async () => {
    const result = await resolver({ ...valid, lat: '95', images: [] }, undefined, resolverOptions as never);
    expect(Object.keys(result.errors).sort()).toEqual(['images', 'lat']);
    expect(result.errors.lat).toMatchObject({ message: 'Latitude harus antara -90 dan 90', type: 'param:location.lat' });
    expect(flattenFormErrors(result.errors).map((e) => e.param)).toContain('location.lat');
  });
});

describe('server errors onto the form', () => {
  it('marks the fields named by a tRPC failure’s errors[]', () => {
    const form = formOf(destinationFormValues(null), destinationFieldOf);
    const list = applyServerErrors(form, trpcFailure('Validasi gagal', 400, [{ param: 'location.lng', msg: 'Longitude salah' }, { param: 'gallery.1', msg: 'Gambar salah' }]));
    expect(list).toHaveLength(2);
    expect(form.getFieldState('lng').error?.message).toBe('Longitude salah');
    expect(form.getFieldState('images').error?.message).toBe('Gambar salah');
    expect(form.getFieldState('title').error).toBeUndefined();
  });

  it('marks the fields named by a REST failure’s errors, and nothing for a failure without them', () => {
    const form = formOf({ name: '', email: '' });
    applyServerErrors(form, new ApiError('Validasi gagal', 400, [{ param: 'email', msg: 'Format email tidak valid' }]));
    expect(form.getFieldState('email').error?.message).toBe('Format email tidak valid');
    expect(applyServerErrors(form, trpcFailure('Forbidden', 403))).toEqual([]);
    expect(form.getFieldState('name').error).toBeUndefined();
  });
});
