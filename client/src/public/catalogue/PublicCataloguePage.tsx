import type { Pagination as PaginationData } from '@island/shared';
import type { ReactNode } from 'react';
import { Dialog } from '../../ui/Dialog.tsx';
import { SearchBox } from '../../ui/SearchBox.tsx';
import { useDocumentTitle } from '../../ui/useDocumentTitle.ts';
import { type UseUrlListParams, useUrlListParams } from '../../ui/useUrlListParams.ts';
import { PageHeader } from '../PageHeader.tsx';
import { CatalogueCard } from './CatalogueCard.tsx';
import { CatalogueResults } from './CatalogueResults.tsx';
import { CategoryChips } from './CategoryChips.tsx';
import { categoryOptions, PUBLIC_PAGE_SIZE } from './labels.ts';
import type { QueryResultsProps } from './QueryResults.tsx';
import { useT } from '../../i18n/language.tsx';
import { INDONESIAN_ONLY, type VillageText } from '../../i18n/twin.ts';

/** What a catalogue card needs of an item. */
export interface CatalogueItem {
  id: number;
  image: string | null;
  title: string;
}

/** One page of the list as a catalogue's hook answers it. */
export interface CatalogueList<T> {
  query: QueryResultsProps['query'];
  items: T[] | undefined;
  pagination: PaginationData | undefined;
}

export interface PublicCataloguePageProps<T extends CatalogueItem> {
  /** The page heading, also the document title. */
  title: string;
  lead: string;
  /** Category value → label; the chips and the URL accept exactly these. */
  categoryLabels: Readonly<Record<string, string>>;
  searchLabel: string;
  searchPlaceholder: string;
  chipsLabel: string;
  /** Names the card list for screen readers, and its pager ('Halaman …'). */
  listLabel: string;
  errorFallback: string;
  emptyText: string;
  /** The list for the URL's page, search and category (a tRPC query hook). */
  useList: (input: UseUrlListParams['input']) => CatalogueList<T>;
  /** One item by id, for a detail opened from a link whose item sits on another page (a tRPC query hook). */
  useItem: (id: number, enabled: boolean) => T | undefined;
  /** The small label above a card's title. */
  eyebrow: (item: T) => ReactNode;
  /**
   * The item's title and the card's text in the page's language, whether its main texts are in
   * English (hreflang), and whether any text its detail shows is not (the note above it).
   */
  texts: (item: T) => { title: VillageText; text: VillageText; inEnglish: boolean; someIndonesian: boolean };
  /** The item in full, in the detail dialog. */
  renderDetail: (item: T) => ReactNode;
}

/**
 * A public catalogue page (destinations, culture…): search and category chips, the cards with
 * their pages, and the detail dialog, all kept in the address so Back and shared links work.
 */
export function PublicCataloguePage<T extends CatalogueItem>(props: PublicCataloguePageProps<T>) {
  const { title, lead, categoryLabels, listLabel, useList, useItem } = props;
  const { t } = useT();
  const params = useUrlListParams({ pageSize: PUBLIC_PAGE_SIZE, categories: Object.keys(categoryLabels) });
  const { query, items, pagination } = useList(params.input);
  const detailId = params.detailId;
  const listed = items?.find((item) => item.id === detailId);
  // An item opened from a shared link or a reload may sit on another page of the list.
  const fetched = useItem(detailId ?? 0, detailId !== null && !listed && !query.isPending);
  const selected = detailId === null ? null : (listed ?? (fetched?.id === detailId ? fetched : null));
  // An open item is the page a shared link names: its title and text lead the head.
  const opened = selected && props.texts(selected);
  useDocumentTitle(opened?.title.text ?? title, opened?.text.text, opened && !opened.inEnglish ? INDONESIAN_ONLY : undefined);

  return (
    <>
      <PageHeader title={title} lead={lead} />
      <div className="container section catalogue-page">
        <div className="catalogue-toolbar">
          <SearchBox label={props.searchLabel} hideLabel placeholder={props.searchPlaceholder} value={params.search} onChange={params.setSearch} />
          <CategoryChips label={props.chipsLabel} options={categoryOptions(categoryLabels, t('common.all'))} value={params.category} onChange={params.setCategory} />
        </div>
        <CatalogueResults
          query={query}
          items={items}
          pagination={pagination}
          onPageChange={params.setPage}
          label={listLabel}
          errorFallback={props.errorFallback}
          emptyText={props.emptyText}
          getKey={(item) => item.id}
          renderItem={(item) => {
            const texts = props.texts(item);
            return (
              <CatalogueCard
                image={item.image}
                title={texts.title.text}
                titleLang={texts.title.lang}
                eyebrow={props.eyebrow(item)}
                onOpen={() => params.openDetail(item.id)}
                footer={
                  <button type="button" className="button button--ghost button--block" onClick={() => params.openDetail(item.id)}>
                    {t('common.viewDetail')}
                    <span className="visually-hidden" lang={texts.title.lang}>
                      {' '}
                      {texts.title.text}
                    </span>
                  </button>
                }
              >
                <p className="catalogue-card__text" lang={texts.text.lang}>
                  {texts.text.text}
                </p>
              </CatalogueCard>
            );
          }}
        />
      </div>
      <Dialog open={selected !== null} title={opened?.title.text ?? ''} titleLang={opened?.title.lang} onClose={params.closeDetail} size="lg">
        {opened?.someIndonesian && <p className="not-in-english">{t('language.notInEnglish')}</p>}
        {selected && props.renderDetail(selected)}
      </Dialog>
    </>
  );
}
