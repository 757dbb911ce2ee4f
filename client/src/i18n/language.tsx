import { BOOKING_TEXTS, formatCount, formatDate, formatRupiah, id, type Language, TEXTS } from '@island/shared';
import { createContext, type ReactNode, useContext, useLayoutEffect, useMemo } from 'react';
import { type TextKey, type TextParams, textsOf, translate } from './i18n.ts';
import { localizedPath } from './paths.ts';

const LanguageContext = createContext<Language>('id');

type MessageKey = keyof typeof id.messages;
/**
 * The texts sent otherwise than the Indonesian pages say them: in English (the specification's
 * words), or with words the visitor's pages do not use ('booking', 'trip').
 */
const SENT_AS: [string, MessageKey][] = [
  [TEXTS.networkError, 'networkError'],
  [TEXTS.internal, 'internal'],
  [BOOKING_TEXTS.notCancellable, 'bookingNotCancellable'],
  [BOOKING_TEXTS.cancelAfterStart, 'bookingCancelAfterStart'],
  [BOOKING_TEXTS.notFound, 'bookingNotFound'],
  [BOOKING_TEXTS.cancelTooLate.template, 'bookingCancelTooLate'],
];
const SENT: [string, MessageKey][] = [...Object.entries(id.messages).map(([key, text]): [string, MessageKey] => [text, key as MessageKey]), ...SENT_AS];
/** The schemas' and the server's messages by their (Indonesian or specified) text. */
const MESSAGE_KEYS = new Map<string, MessageKey>(SENT);
/** The messages with a value in them (`{{n}}`), as patterns that find the value in a sent text. */
const MESSAGE_TEMPLATES: { pattern: RegExp; key: MessageKey }[] = SENT
  .filter(([text]) => text.includes('{{n}}'))
  .map(([text, key]) => {
    const [before = '', after = ''] = text.split('{{n}}').map((part) => part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'));
    return { pattern: new RegExp(`^${before}(.+)${after}$`), key };
  });

/** The key of a schema's or the server's message, and the value in it for a text that has one. */
export function messageKeyOf(text: string): { key: MessageKey; n?: string } | undefined {
  const key = MESSAGE_KEYS.get(text);
  if (key) return { key };
  for (const template of MESSAGE_TEMPLATES) {
    const n = template.pattern.exec(text)?.[1];
    if (n !== undefined) return { key: template.key, n };
  }
  return undefined;
}

/**
 * The language of the pages below it, taken from the route (`/en/...` or not). It also sets
 * `<html lang>`, so screen readers and translation tools read the page in the right language.
 */
export function LanguageScope({ language, children }: { language: Language; children: ReactNode }) {
  useLayoutEffect(() => {
    document.documentElement.lang = language;
  }, [language]);
  return <LanguageContext.Provider value={language}>{children}</LanguageContext.Provider>;
}

function useLanguage(): Language {
  return useContext(LanguageContext);
}

/**
 * What a public component needs to speak the page's language: `t` for texts, `path` for links
 * that stay in the language, and the number and date formats. Outside a scope (the admin area)
 * everything is Indonesian.
 */
export function useT() {
  const language = useLanguage();
  return useMemo(() => {
    const t = (key: TextKey, params?: TextParams): string => translate(key, params, language);
    return {
      t,
      language,
      /** The language's texts as a tree, for a whole group at once (e.g. category labels). */
      texts: textsOf(language),
      path: (to: string) => localizedPath(language, to),
      money: (amount: number) => formatRupiah(amount, language),
      date: (value: string | Date | null | undefined) => formatDate(value, language),
      count: (value: number) => formatCount(value, language),
      /** A message from a schema or the server in the page's language; one not known stays as sent. */
      message: (text: string) => {
        const known = messageKeyOf(text);
        return known ? t(`messages.${known.key}`, known.n === undefined ? undefined : { n: known.n }) : text;
      },
    };
  }, [language]);
}
