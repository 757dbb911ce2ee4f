import { describe, expect, it } from 'vitest';
import { missingEnglish, packageFormValues, packagePayload } from './packageForm.ts';

function filled() {
  const values = packageFormValues(null, '6281234567890');
  values.name = 'Keliling Pulau';
  values.description = 'Berkeliling pulau.';
  values.duration = '1 hari';
  values.facilities = 'Perahu\n\n Makan siang \n';
  values.itinerary = [
    { time: '07.00', text: 'Kumpul' },
    { time: '', text: '' },
    { time: '08.00', text: 'Berangkat' },
  ];
  return values;
}

describe("the package form's English twin", () => {
  it('counts every English text missing beside a written Indonesian one, items included', () => {
    const values = filled();
    // name, description, duration; two facilities; two rows of the day (the blank row is dropped).
    expect(missingEnglish(values)).toBe(7);
    values.en.name = 'Around the Island';
    values.en.facilities = ['Boat'];
    values.en.itinerary = ['Meet', ''];
    expect(missingEnglish(values)).toBe(4);
  });

  it('sends each list item by item, as many as the Indonesian has, in their places', () => {
    const values = filled();
    values.en.facilities = ['Boat', 'Lunch', 'left over from a removed item'];
    values.en.itinerary = ['Meet'];
    const payload = packagePayload(values);
    expect(payload.en?.facilities).toEqual(['Boat', 'Lunch']);
    expect(payload.en?.itinerary).toEqual(['Meet', '']);
    expect(payload.en?.bring).toEqual([]);
  });
});
