import '../home/home.css';
import { SITE_NAME_FALLBACK } from '@island/shared';
import { trpc } from '../../trpc.ts';
import { useDocumentTitle } from '../../ui/useDocumentTitle.ts';
import { FacilitiesSection } from '../home/FacilitiesSection.tsx';
import { HomeHero } from '../home/HomeHero.tsx';
import { HomeError, HomeSkeleton } from '../home/HomeStates.tsx';
import { IslandProfileSection } from '../home/IslandProfileSection.tsx';
import { QuickAccess } from '../home/QuickAccess.tsx';
import { TestimonialCarousel } from '../home/TestimonialCarousel.tsx';
import { TransportSection } from '../home/TransportSection.tsx';
import { UpcomingEventsSection } from '../home/UpcomingEventsSection.tsx';
import { useT } from '../../i18n/language.tsx';

/** The whole first screen comes from one answer (home.get), which the header and footer share. */
export function HomePage() {
  const { t } = useT();
  useDocumentTitle(t('home.title'));
  const home = trpc.home.get.useQuery();
  const data = home.data;

  return (
    <>
      {data ? (
        <>
          <HomeHero general={data.settings.general} media={data.settings.media} />
          <IslandProfileSection
            islandName={data.settings.general.island_name || SITE_NAME_FALLBACK}
            profile={data.settings.island_profile}
            gallery={data.settings.media.gallery}
          />
          <FacilitiesSection facilities={data.facilities} />
          <TransportSection boats={data.transportation} />
          <UpcomingEventsSection />
          <TestimonialCarousel testimonials={data.testimonials} />
        </>
      ) : home.isError ? (
        <HomeError onRetry={() => void home.refetch()} retrying={home.isFetching} />
      ) : (
        <HomeSkeleton />
      )}
      <QuickAccess />
    </>
  );
}
