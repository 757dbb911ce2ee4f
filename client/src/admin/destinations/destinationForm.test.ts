import { DESTINATION_ENGLISH_TEXTS, destinationCreateInput } from '@island/shared';
import { describe, expect, it } from 'vitest';
import { flattenFormErrors } from '../../ui/form/fieldPaths.ts';
import { resolverOptions } from '../../ui/form/form.testing.ts';
import { zodFormResolver } from '../../ui/form/useZodForm.ts';
import { missingEnglishTexts } from '../catalogue/englishTwin.ts';
import { destinationFieldOf, destinationFormValues, destinationPayload, type DestinationFormValues } from './destinationForm.ts';

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

  it('sends the English twin as typed, blanks as not written, and puts its errors on its own boxes', async () => {
    const english = { ...valid, en: { title: 'Quiet Beach', shortDescription: '', description: '' } };
    const result = await resolver(english, undefined, resolverOptions as never);
    expect(result.values).toMatchObject({ en: { title: 'Quiet Beach', shortDescription: null, description: null } });
    // Two Indonesian texts written, one English: the English tab counts the missing one.
    expect(missingEnglishTexts(DESTINATION_ENGLISH_TEXTS, english)).toBe(1);
    const tooLong = await resolver({ ...valid, en: { ...english.en, title: 'x'.repeat(256) } }, undefined, resolverOptions as never);
    expect(Object.keys(tooLong.errors)).toEqual(['en']);
    expect(flattenFormErrors(tooLong.errors).map((e) => e.param)).toContain('en.title');
  });
});
