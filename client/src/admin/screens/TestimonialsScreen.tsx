import { ScreenPlaceholder } from '../ScreenPlaceholder.tsx';

export default function TestimonialsScreen() {
  return <ScreenPlaceholder title="Testimonials Management" text="Testimoni pengunjung akan dikelola di sini." />;
}
