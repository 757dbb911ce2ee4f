import { ScreenPlaceholder } from '../ScreenPlaceholder.tsx';

export default function CultureScreen() {
  return <ScreenPlaceholder title="Culture & Traditions" text="Konten budaya dan tradisi akan dikelola di sini." />;
}
