import { TEXTS } from '@island/shared';
import { createElement } from 'react';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../errors.ts';
import { trpcFailure } from '../../errors.testing.ts';
import { flattenFormErrors, messagesByField, topLevelField } from './fieldPaths.ts';
import { formOf } from './form.testing.ts';
import { formLabelOf, validationSummary } from './saveForm.ts';
import { textOf } from './Field.tsx';
import { applyServerErrors } from './serverErrors.ts';

/** A form shaped for people, whose request body nests what they type (`location.lat` is `lat`). */
const placeFieldOf = (param: string) => (param.startsWith('location.') ? param.slice('location.'.length) : topLevelField(param));
const placeValues = { title: '', lat: '', lng: '', images: [] as string[] };

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
    const form = formOf(placeValues, placeFieldOf);
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

describe('server errors onto the form', () => {
  it('marks the fields named by a tRPC failure’s errors[]', () => {
    const form = formOf(placeValues, placeFieldOf);
    const list = applyServerErrors(form, trpcFailure('Validasi gagal', 400, [{ param: 'location.lng', msg: 'Longitude salah' }, { param: 'images.1', msg: 'Gambar salah' }]));
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
