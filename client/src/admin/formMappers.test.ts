import { PACKAGE_DEFAULTS, type Culture, type Destination, type TourPackage, type Transportation } from '@island/shared';
import { describe, expect, it } from 'vitest';
import { cultureFieldOf, cultureFormValues, culturePayload } from './culture/cultureForm.ts';
import { destinationFieldOf, destinationFormValues, destinationPayload } from './destinations/destinationForm.ts';
import { packageFieldOf, packageFormValues, packagePayload } from './packages/packageForm.ts';
import { messagePreview } from './testimonials/testimonialActions.ts';
import { transportationFormValues, transportationPayload } from './transportation/transportationForm.ts';

describe('destination form', () => {
  const destination = {
    id: 3,
    title: 'Pantai Pasir Putih',
    category: 'beaches',
    shortDescription: 'Pasir putih dan air jernih.',
    description: null,
    location: { lat: -5.0012, lng: 119.2937 },
    image: 'https://pulau.test/uploads/a.png',
    gallery: ['https://pulau.test/uploads/b.png'],
  } as unknown as Destination;

  it('holds numbers as text and the main image first', () => {
    const values = destinationFormValues(destination);
    expect(values).toMatchObject({ lat: '-5.0012', lng: '119.2937', description: '', images: [destination.image, ...destination.gallery] });
  });

  it('sends the location as an object and splits main image from gallery', () => {
    const payload = destinationPayload(destinationFormValues(destination));
    expect(payload).toMatchObject({ location: { lat: '-5.0012', lng: '119.2937' }, image: destination.image, gallery: destination.gallery });
  });

  it('shows each request parameter on the field that holds it', () => {
    expect(destinationFieldOf('location.lat')).toBe('lat');
    expect(destinationFieldOf('location.lng')).toBe('lng');
    expect(destinationFieldOf('gallery.4')).toBe('images');
    expect(destinationFieldOf('image')).toBe('images');
    expect(destinationFieldOf('shortDescription')).toBe('shortDescription');
    expect(destinationFieldOf('unknown')).toBe('title');
  });
});

describe('culture form', () => {
  it('starts empty without a category, and leaves the category out until one is chosen', () => {
    const values = cultureFormValues(null);
    expect(values.category).toBe('');
    expect(culturePayload(values).category).toBeUndefined();
  });

  it('sends one video per line and the images split', () => {
    const culture = { title: 'Tari', category: 'dance', description: 'x', image: 'a', gallery: ['b'], videos: ['v1', 'v2'], videoUrl: null } as unknown as Culture;
    const payload = culturePayload(cultureFormValues(culture));
    expect(payload).toMatchObject({ image: 'a', gallery: ['b'], videos: ['v1', 'v2'], videoUrl: '' });
    expect(cultureFieldOf('gallery.0')).toBe('images');
    expect(cultureFieldOf('videos.1')).toBe('videos');
  });
});

/** A package's page fields as a package without any has them. */
const PAGE_FIELDS = { slug: 'p', active: true, gallery: [], itinerary: [], excluded: [], bring: [], meetingPointName: null, meetingPointDirections: null, meetingPointLocation: null, boat: null };

describe('package form', () => {
  it('starts a new package with the village WhatsApp number and the default persons', () => {
    const values = packageFormValues(null, '6281234567890');
    expect(values).toMatchObject({ whatsappContact: '6281234567890', minPersons: String(PACKAGE_DEFAULTS.minPersons), maxPersons: String(PACKAGE_DEFAULTS.maxPersons) });
  });

  it('sends the defaults for numbers left empty', () => {
    const payload = packagePayload({ ...packageFormValues(null), price: ' ', minPersons: '', maxPersons: '4' });
    expect(payload).toMatchObject({ price: PACKAGE_DEFAULTS.price, minPersons: PACKAGE_DEFAULTS.minPersons, maxPersons: '4', image: null });
  });

  it('lists facilities one per line when editing', () => {
    const pkg = { ...PAGE_FIELDS, name: 'P', description: 'd', image: null, duration: '1 hari', price: 150000, minPersons: 2, maxPersons: 8, facilities: ['Perahu', 'Makan'], popular: true, whatsappContact: '62', whatsappBookingUrl: null } as unknown as TourPackage;
    expect(packageFormValues(pkg)).toMatchObject({ price: '150000', facilities: 'Perahu\nMakan', image: [], whatsappBookingUrl: '' });
    expect(packageFieldOf('files')).toBe('image');
    expect(packageFieldOf('maxPersons')).toBe('maxPersons');
  });

  it('holds the page fields as the form edits them and sends them back', () => {
    const pkg = {
      ...PAGE_FIELDS,
      name: 'P', description: 'd', image: 'http://x/uploads/a.jpg', duration: '1 hari', price: 1, minPersons: 1, maxPersons: 2, facilities: [], popular: false, whatsappContact: '62', whatsappBookingUrl: null,
      gallery: ['http://x/uploads/b.jpg'],
      itinerary: [{ time: '07.00', text: 'Kumpul' }],
      excluded: ['Tip'],
      bring: ['Topi', 'Handuk'],
      meetingPointName: 'Dermaga',
      meetingPointLocation: { lat: -5.0036, lng: 119.3008 },
    } as unknown as TourPackage;
    const values = packageFormValues(pkg);
    expect(values).toMatchObject({ image: ['http://x/uploads/a.jpg', 'http://x/uploads/b.jpg'], itinerary: [{ time: '07.00', text: 'Kumpul' }], bring: 'Topi\nHanduk', lat: '-5.0036', lng: '119.3008', meetingPointDirections: '', boat: '', active: true });
    const payload = packagePayload({ ...values, itinerary: [...values.itinerary, { time: ' ', text: '' }], lat: '', lng: '' });
    expect(payload).toMatchObject({ image: 'http://x/uploads/a.jpg', gallery: ['http://x/uploads/b.jpg'], itinerary: [{ time: '07.00', text: 'Kumpul' }], meetingPointLocation: null, excluded: 'Tip' });
    expect(packagePayload({ ...values, lat: '-5', lng: '' }).meetingPointLocation).toEqual({ lat: '-5', lng: '' });
    expect(packageFieldOf('itinerary.0.time')).toBe('itinerary');
    expect(packageFieldOf('meetingPointLocation.lng')).toBe('lng');
    expect(packageFieldOf('gallery.2')).toBe('image');
  });
});

describe('transportation form', () => {
  it('starts a new boat as an active boat and shows empty numbers as empty text', () => {
    expect(transportationFormValues(null)).toMatchObject({ type: 'boat', status: 'active', capacity: '' });
    const boat = { name: 'KM', type: 'ferry', status: 'inactive', phone: '0812', whatsapp: null, departureTime: '07:00', dockLocation: 'D', capacity: 20, pricePerPerson: null, duration: '1 jam', notes: null } as unknown as Transportation;
    expect(transportationFormValues(boat)).toMatchObject({ capacity: '20', pricePerPerson: '', whatsapp: '', notes: '' });
  });

  it('leaves out the optional values the check cleared', () => {
    const payload = transportationPayload({ name: 'KM', type: 'boat', status: 'active', phone: '0812', whatsapp: null, departureTime: '07:00', dockLocation: 'D', capacity: null, pricePerPerson: 40000, duration: '1 jam', notes: null } as never);
    expect(payload).toEqual({ name: 'KM', type: 'boat', status: 'active', phone: '0812', departureTime: '07:00', dockLocation: 'D', pricePerPerson: 40000, duration: '1 jam' });
  });

  it('sends minutes without the text, which the server writes from them', () => {
    const payload = transportationPayload({ name: 'KM', type: 'boat', status: 'active', phone: '0812', whatsapp: null, departureTime: '07:00', dockLocation: 'D', capacity: null, pricePerPerson: null, travelMinutes: 90, duration: '±2 jam', notes: null } as never);
    expect(payload).toMatchObject({ travelMinutes: 90 });
    expect(payload).not.toHaveProperty('duration');
  });
});

describe('testimonial preview', () => {
  it('keeps a short message whole and cuts a long one at 100 characters', () => {
    expect(messagePreview('Indah sekali')).toBe('Indah sekali');
    const long = `${'a'.repeat(99)} ${'b'.repeat(20)}`;
    expect(messagePreview(long)).toBe(`${'a'.repeat(99)}…`);
  });
});
