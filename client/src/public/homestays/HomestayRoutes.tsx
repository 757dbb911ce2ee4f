import { useParams } from 'react-router-dom';
import { HomestayDetailPage } from './HomestayDetailPage.tsx';
import { HomestaysPage } from './HomestaysPage.tsx';
import { StayPage } from './StayPage.tsx';

/**
 * The homestay pages behind one lazy route entry (`homestay/:slug?` and `menginap/:code`): the
 * router, which every first visit downloads, then names one chunk instead of three.
 */
export function HomestayRoutes() {
  const { slug, code } = useParams();
  if (code) return <StayPage />;
  return slug ? <HomestayDetailPage /> : <HomestaysPage />;
}
