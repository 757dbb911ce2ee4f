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
    values.tripDays = '';
    // name, description, the length written as text; two facilities; two rows of the day (the blank row is dropped).
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

describe("the package form's length", () => {
  it('sends numbers (the server writes the text), and a text only when "Tulis sendiri" is chosen', () => {
    const values = filled();
    values.tripDays = '2';
    values.tripNights = '1';
    values.tripFrom = '07:00';
    values.tripTo = '17:00';
    expect(packagePayload(values)).toMatchObject({ tripLength: { days: 2, nights: 1, from: '07:00', to: '17:00' } });
    expect(packagePayload(values).duration).toBeUndefined();
    // Nights belong to trips of two days or more; an end needs a start.
    values.tripDays = '0.5';
    values.tripFrom = '';
    expect(packagePayload(values)).toMatchObject({ tripLength: { days: 0.5, nights: 0, from: null, to: null } });
    values.tripDays = '';
    values.duration = 'Sesuai pasang surut';
    expect(packagePayload(values)).toMatchObject({ tripLength: null, duration: 'Sesuai pasang surut' });
  });

  it('needs no English for a length given as numbers: the page writes it', () => {
    const values = filled();
    const asNumbers = missingEnglish(values);
    values.tripDays = '';
    expect(missingEnglish(values)).toBe(asNumbers + 1);
  });
});
