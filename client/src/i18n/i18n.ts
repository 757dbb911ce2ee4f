import { id, type Language, type UiTexts } from '@island/shared';
import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';

/**
 * One i18next instance for the public site. Indonesian is bundled (it is the default page);
 * English is fetched as a chunk of its own the first time an `/en` page opens.
 */
export const i18n = i18next.createInstance();

void i18n.use(initReactI18next).init({
  lng: 'id',
  fallbackLng: 'id',
  supportedLngs: ['id', 'en'],
  resources: { id: { translation: id } },
  partialBundledLanguages: true,
  // React escapes what it renders; escaping here too would show `&amp;` in names.
  interpolation: { escapeValue: false },
  // The page waits for its language in the route loader, so nothing suspends while rendering.
  react: { useSuspense: false },
  initAsync: false,
});

const loaders: Record<Exclude<Language, 'id'>, () => Promise<UiTexts>> = {
  en: () => import('@island/shared/i18n/en').then((module) => module.en),
};

/** Fetches a language's texts once; resolves when they can be used. */
export async function loadLanguage(language: Language): Promise<void> {
  if (language === 'id' || i18n.hasResourceBundle(language, 'translation')) return;
  const texts = await loaders[language]();
  i18n.addResourceBundle(language, 'translation', texts);
}
