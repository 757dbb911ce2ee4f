import { CONTENT_ROLES, type Language, ROLES, type Role, SHOP_ROLES, SITE_RUNNER_ROLES, SUPERADMIN_ROLES } from '@island/shared';
import { type ComponentType, lazy, Suspense } from 'react';
import { createBrowserRouter, type Location, Navigate, Outlet, ScrollRestoration } from 'react-router-dom';
import { RequireRole } from './auth/RequireRole.tsx';
import { loadLanguage, loadPageTexts } from './i18n/i18n.ts';
import { LanguageScope } from './i18n/language.tsx';
import { PublicLayout } from './public/PublicLayout.tsx';
import { HomePage } from './public/pages/HomePage.tsx';
import { FullPageSpinner } from './ui/Spinner.tsx';

/**
 * Public pages other than home arrive with their route: the router fetches a page's code before
 * it leaves the current page, so a visitor sees the old page until the new one can draw (no
 * blank screen), and the first visit of `/` downloads only the home page.
 */
const page = {
  destinations: async () => ({ Component: (await import('./public/pages/DestinationsPage.tsx')).DestinationsPage }),
  packages: async () => ({ Component: (await import('./public/pages/PackagesPage.tsx')).PackagesPage }),
  package: async () => ({ Component: (await import('./public/pages/PackageDetailPage.tsx')).PackageDetailPage }),
  products: async () => ({ Component: (await import('./public/pages/ProductsPage.tsx')).ProductsPage }),
  culture: async () => ({ Component: (await import('./public/pages/CulturePage.tsx')).CulturePage }),
  articles: async () => ({ Component: (await import('./public/pages/ArticlesPage.tsx')).ArticlesPage }),
  article: async () => ({ Component: (await import('./public/pages/ArticleDetailPage.tsx')).ArticleDetailPage }),
  agenda: async () => ({ Component: (await import('./public/pages/AgendaPage.tsx')).AgendaPage }),
  event: async () => ({ Component: (await import('./public/pages/EventDetailPage.tsx')).EventDetailPage }),
  contact: async () => ({ Component: (await import('./public/pages/ContactPage.tsx')).ContactPage }),
  // A visitor's own booking: its QR code library and texts load with it only.
  booking: async () => ({ Component: (await import('./public/pages/BookingPage.tsx')).BookingPage }),
  boats: async () => ({ Component: (await import('./public/pages/BoatBoardPage.tsx')).BoatBoardPage }),
  unauthorized: async () => ({ Component: (await import('./public/pages/UnauthorizedPage.tsx')).UnauthorizedPage }),
  // Homestays, a house's page and a visitor's stay: one chunk, which the first visit never loads.
  homestays: async () => ({ Component: (await import('./public/homestays/HomestayRoutes.tsx')).HomestayRoutes }),
  // The map page carries the map library; only visitors who open it download either.
  map: async () => ({ Component: (await import('./public/pages/MapPage.tsx')).default }),
};

// The sign-in form carries the form library, which visitors of the other pages never need.
const LoginPage = lazy(() => import('./public/pages/LoginPage.tsx'));
// Everything under admin/ is loaded on demand: visitors never download the back-office.
const AdminLayout = lazy(() => import('./admin/AdminLayout.tsx'));
const statsScreens = () => import('./admin/stats/statsScreens.ts');
const screens = {
  dashboard: lazy(() => import('./admin/screens/DashboardScreen.tsx')),
  users: lazy(() => import('./admin/screens/UsersScreen.tsx')),
  settings: lazy(() => import('./admin/screens/SettingsScreen.tsx')),
  destinations: lazy(() => import('./admin/screens/DestinationsScreen.tsx')),
  culture: lazy(() => import('./admin/screens/CultureScreen.tsx')),
  packages: lazy(() => import('./admin/screens/PackagesScreen.tsx')),
  articles: lazy(() => import('./admin/screens/ArticlesScreen.tsx')),
  events: lazy(() => import('./admin/screens/EventsScreen.tsx')),
  umkm: lazy(() => import('./admin/screens/UmkmScreen.tsx')),
  products: lazy(() => import('./admin/screens/ProductsScreen.tsx')),
  profileUmkm: lazy(() => import('./admin/screens/UmkmProfileScreen.tsx')),
  profile: lazy(() => import('./admin/screens/ProfileScreen.tsx')),
  contactMessages: lazy(() => import('./admin/screens/ContactMessagesScreen.tsx')),
  testimonials: lazy(() => import('./admin/screens/TestimonialsScreen.tsx')),
  transportation: lazy(() => import('./admin/screens/TransportationScreen.tsx')),
  audit: lazy(() => import('./admin/screens/AuditScreen.tsx')),
  translations: lazy(() => import('./admin/screens/TranslationsScreen.tsx')),
  bookings: lazy(() => import('./admin/screens/BookingsScreen.tsx')),
  bookingDay: lazy(() => import('./admin/screens/BookingDayScreen.tsx')),
  payments: lazy(() => import('./admin/screens/PaymentsScreen.tsx')),
  homestays: lazy(() => import('./admin/homestays/HomestaysScreen.tsx')),
  stats: lazy(() => statsScreens().then((module) => ({ default: module.StatsScreen }))),
  statsReport: lazy(() => statsScreens().then((module) => ({ default: module.StatsReportScreen }))),
};

const RUNNERS = SITE_RUNNER_ROLES;
/** The content screens: a contributor reads the catalogue and writes its own articles and proposals. */
const CONTENT = CONTENT_ROLES;
/** Products and the UMKM profile: a seller its own. */
const SELLERS = SHOP_ROLES;
/** Any role that may enter the admin area. */
const ANY: readonly Role[] = [];

/** An admin child route: its own guard around a lazily loaded screen. */
function adminRoute(path: string, roles: readonly Role[], Screen: ComponentType) {
  return {
    path,
    element: (
      <RequireRole roles={roles}>
        <Screen />
      </RequireRole>
    ),
  };
}

/**
 * Every public page but home, sign-in and 'no access' waits for the Indonesian texts that pages
 * bring with them (contact, map; i18n.ts), fetched once, beside the page's own chunk; home's first visit does not.
 */
async function pageTextsLoader() {
  await loadPageTexts();
  return null;
}

/** The texts are loaded once: a page changing its own query (a filter, a page) does not wait again. */
const loadedOnce = () => false;

/** The public pages, the same under `/` and `/en`. */
function publicPages() {
  return [
    { index: true, element: <HomePage /> },
    ...[
      { path: 'destinasi', lazy: page.destinations },
      { path: 'paket-wisata', lazy: page.packages },
      { path: 'paket-wisata/:slug', lazy: page.package },
      { path: 'umkm', lazy: page.products },
      { path: 'budaya', lazy: page.culture },
      { path: 'artikel', lazy: page.articles },
      { path: 'artikel/:slug', lazy: page.article },
      { path: 'agenda', lazy: page.agenda },
      { path: 'agenda/:slug', lazy: page.event },
      { path: 'kontak', lazy: page.contact },
      { path: 'pesanan/:code', lazy: page.booking },
      { path: 'peta', lazy: page.map },
      { path: 'jadwal-kapal', lazy: page.boats },
      { path: 'homestay/:slug?', lazy: page.homestays },
      { path: 'menginap/:code', lazy: page.homestays },
    ].map((route) => ({ ...route, loader: pageTextsLoader, shouldRevalidate: loadedOnce })),
    // Pages others send a visitor to with <Navigate> (a sign-in asked for, a role refused) have no
    // loader: its wait would let the sending page render and send again.
    { path: 'login', element: <LoginPage /> },
    { path: 'unauthorized', lazy: page.unauthorized },
  ];
}

function PublicScope({ language }: { language: Language }) {
  return (
    <LanguageScope language={language}>
      <Outlet />
    </LanguageScope>
  );
}

/**
 * Where a page's scroll position is remembered. A page opened afresh (typed, bookmarked, followed
 * from another site) has no history entry of the router's own yet, and the router names every
 * such entry 'default': the position of one page so opened was given to the next one opened in
 * the same tab, which then opened halfway down. Such an entry is named by its address instead:
 * a reload comes back where it was, another page starts at the top.
 */
function scrollKey(location: Location): string {
  return location.key === 'default' ? `${location.pathname}${location.search}` : location.key;
}

function Root() {
  return (
    <>
      <Suspense fallback={<FullPageSpinner />}>
        <Outlet />
      </Suspense>
      <ScrollRestoration getKey={scrollKey} />
    </>
  );
}

/** The route table (docs/product.md, Addresses), with its guards. */
export const router = createBrowserRouter([
  {
    element: <Root />,
    hydrateFallbackElement: <FullPageSpinner />,
    children: [
      // Indonesian at the plain addresses, English under /en with the same slugs (docs/product.md, Languages).
      { element: <PublicScope language="id" />, children: [{ element: <PublicLayout />, children: publicPages() }] },
      {
        path: 'en',
        // The English texts are a chunk of their own, fetched before the first English page renders.
        loader: async () => {
          await loadLanguage('en');
          return null;
        },
        element: <PublicScope language="en" />,
        children: [{ element: <PublicLayout />, children: publicPages() }, { path: '*', element: <Navigate to="/en" replace /> }],
      },
      {
        path: 'admin',
        element: (
          <RequireRole roles={ROLES}>
            <AdminLayout />
          </RequireRole>
        ),
        children: [
          { index: true, element: <screens.dashboard /> },
          adminRoute('dashboard', ANY, screens.dashboard),
          adminRoute('users', RUNNERS, screens.users),
          adminRoute('settings', RUNNERS, screens.settings),
          adminRoute('destinations', CONTENT, screens.destinations),
          adminRoute('culture', CONTENT, screens.culture),
          adminRoute('packages', CONTENT, screens.packages),
          adminRoute('articles', CONTENT, screens.articles),
          adminRoute('events', CONTENT, screens.events),
          adminRoute('umkm', RUNNERS, screens.umkm),
          adminRoute('products', SELLERS, screens.products),
          adminRoute('profile-umkm', SELLERS, screens.profileUmkm),
          adminRoute('profile', ANY, screens.profile),
          adminRoute('contact-messages', RUNNERS, screens.contactMessages),
          adminRoute('testimonials', RUNNERS, screens.testimonials),
          adminRoute('transportation', RUNNERS, screens.transportation),
          adminRoute('bookings', RUNNERS, screens.bookings),
          adminRoute('bookings/hari/:date', RUNNERS, screens.bookingDay),
          adminRoute('pembayaran', RUNNERS, screens.payments),
          adminRoute('homestay', SELLERS, screens.homestays),
          adminRoute('statistik', RUNNERS, screens.stats),
          adminRoute('statistik/laporan', RUNNERS, screens.statsReport),
          adminRoute('audit', SUPERADMIN_ROLES, screens.audit),
          adminRoute('terjemahan', RUNNERS, screens.translations),
        ],
      },
      { path: '*', element: <Navigate to="/" replace /> },
    ],
  },
]);
