import { useAuth } from '../../auth/AuthProvider.tsx';
import { ScreenPlaceholder } from '../ScreenPlaceholder.tsx';

export default function ArticlesScreen() {
  const { user } = useAuth();
  const title = user?.role === 'contributor' ? 'My Articles' : 'Articles Management';
  return <ScreenPlaceholder title={title} text="Artikel akan ditulis dan ditinjau di sini." />;
}
