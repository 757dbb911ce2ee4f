import { destinationCreateInput } from '@island/shared';
import { describe, expect, it } from 'vitest';
import { flattenFormErrors } from '../../ui/form/fieldPaths.ts';
import { resolverOptions } from '../../ui/form/form.testing.ts';
import { zodFormResolver } from '../../ui/form/useZodForm.ts';
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
});
