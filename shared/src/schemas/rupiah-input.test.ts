import { describe, expect, it } from 'vitest';
import { packageCreateInput } from './packages.ts';
import { productCreateInput } from './products.ts';
import { transportationInput } from './transportation.ts';

describe('a rupiah amount as typed', () => {
  it('reads dots between thousands as Indonesians write them', () => {
    expect(productCreateInput.shape.price.parse('47.500')).toBe(47_500);
    expect(productCreateInput.shape.price.parse('1.250.000')).toBe(1_250_000);
    expect(packageCreateInput.shape.price.parse('350.000')).toBe(350_000);
    expect(transportationInput.shape.pricePerPerson.parse('25.000')).toBe(25_000);
  });

  it('still takes plain digits and numbers, and refuses a fraction or a misplaced dot', () => {
    expect(productCreateInput.shape.price.parse('47500')).toBe(47_500);
    expect(productCreateInput.shape.price.parse(47_500)).toBe(47_500);
    expect(productCreateInput.shape.price.safeParse('47.5').success).toBe(false);
    expect(productCreateInput.shape.price.safeParse('4.75.00').success).toBe(false);
    expect(productCreateInput.shape.price.safeParse(47.5).success).toBe(false);
    expect(transportationInput.shape.pricePerPerson.safeParse('25.5').success).toBe(false);
  });
});
