import '../articles/articles-admin.css';
import { ARTICLE_ADMIN_PAGE_SIZE, ARTICLE_CATEGORIES, ARTICLE_STATUSES, ARTICLE_TEXTS, type Article, type ArticleCategory, type ArticleStatus, ID_LABELS, isSiteRunner } from '@island/shared';
import { keepPreviousData } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useAuth } from '../../auth/AuthProvider.tsx';
import { messageOf } from '../../errors.ts';
import { ARTICLE_CATEGORY_LABELS } from '../../public/articles/articleLabels.ts';
import { trpc } from '../../trpc.ts';
import { tablePager } from '../../ui/listPager.ts';
import { SearchBox } from '../../ui/SearchBox.tsx';
import { toast } from '../../ui/toast.ts';
import { useInitialUrlFilter } from '../../ui/useInitialUrlFilter.ts';
import { ALL, useKeepPageInRange, useListParams } from '../../ui/useListParams.ts';
import { ARTICLE_OPEN_PARAM, mayChangeArticle } from '../articles/articleForm.ts';
import { ArticleFormDialog } from '../articles/ArticleFormDialog.tsx';
import { ArticlesTable } from '../articles/ArticlesTable.tsx';
import { RejectDialog } from '../articles/RejectDialog.tsx';
import { ScreenHeader } from '../ScreenHeader.tsx';
import { ToolbarSelect } from '../ToolbarSelect.tsx';
import { useDeleteConfirmation } from '../useDeleteConfirmation.tsx';
import { useRowAction } from '../useRowAction.ts';

const SEARCH_DEBOUNCE_MS = 500;
type FormState = { open: false } | { open: true; editing: Article | null };

/**
 * The article the address names (`?buka=12`, a title on the dashboard), once read: handed to
 * `open` when its reader may edit it, and the address forgets it, so a reload or a step back
 * does not open it again.
 */
function useArticleFromAddress(mayChange: (article: Article) => boolean, open: (article: Article) => void) {
  const [params, setParams] = useSearchParams();
  const raw = params.get(ARTICLE_OPEN_PARAM);
  const id = raw !== null && /^[1-9]\d{0,8}$/.test(raw) ? Number(raw) : null;
  const asked = trpc.articles.byId.useQuery({ id: id ?? 0 }, { enabled: id !== null });
  const article = asked.data;
  // Not an id, or not readable: said once, like an article that cannot be edited.
  const failed = id === null || asked.isError;
  useEffect(() => {
    if (raw === null || (!article && !failed)) return;
    if (article && mayChange(article)) open(article);
    else toast.error('Artikel ini tidak dapat dibuka untuk diubah.');
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.delete(ARTICLE_OPEN_PARAM);
        return next;
      },
      { replace: true },
    );
  }, [raw, article, failed, mayChange, open, setParams]);
}

/** 'My Articles' for contributors and msme (their own only), 'Articles Management' for staff. */
export default function ArticlesScreen() {
  const { user } = useAuth();
  const staff = user !== null && isSiteRunner(user.role);
  const userId = user?.id ?? 0;
  // The category rides in the list helper's category slot; the status has its own, also back to page 1.
  const params = useListParams({ pageSize: ARTICLE_ADMIN_PAGE_SIZE });
  const [status, setStatus] = useState<string>(useInitialUrlFilter('status', ARTICLE_STATUSES));
  const input = {
    ...params.input,
    ...(params.category !== ALL ? { category: params.category as ArticleCategory } : {}),
    ...(status !== ALL ? { status: status as ArticleStatus } : {}),
    ...(staff ? {} : { author_id: userId }),
  };
  const list = trpc.articles.list.useQuery(input, { placeholderData: keepPreviousData, staleTime: 0 });
  const articles = list.data?.articles ?? [];
  const pagination = list.data?.pagination;
  useKeepPageInRange(params.page, pagination?.totalPages, params.setPage);

  const utils = trpc.useUtils();
  const approve = trpc.articles.approve.useMutation();
  const reject = trpc.articles.reject.useMutation();
  const remove = trpc.articles.delete.useMutation();
  const { busyId, run } = useRowAction(() => utils.articles.invalidate());
  const [form, setForm] = useState<FormState>({ open: false });
  const [rejecting, setRejecting] = useState<Article | null>(null);
  useArticleFromAddress(
    (article) => mayChangeArticle(article, staff, userId),
    (article) => setForm({ open: true, editing: article }),
  );

  useEffect(() => {
    if (list.isError) toast.error(messageOf(list.error, ARTICLE_TEXTS.fetchFailed));
  }, [list.isError, list.error]);

  const review = (article: Article, send: () => Promise<unknown>, done: string) =>
    run(article.id, send, done, (error) => messageOf(error, ARTICLE_TEXTS.submitFailed));

  const confirmDelete = useDeleteConfirmation<Article>({
    title: 'Hapus Artikel',
    message: (a) => `Hapus artikel ${a.title}? Tindakan ini tidak dapat dibatalkan.`,
    remove: (a) => review(a, () => remove.mutateAsync({ id: a.id }), ARTICLE_TEXTS.deleted),
  });


  return (
    <>
      <ScreenHeader
        title={staff ? 'Manajemen Artikel' : 'Artikel Saya'}
        description={staff ? 'Tinjau, terbitkan, dan kelola artikel.' : 'Tulis artikel dan kirimkan untuk ditinjau.'}
        actions={
          <button type="button" className="button button--primary" onClick={() => setForm({ open: true, editing: null })}>
            Tambah Artikel
          </button>
        }
      />

      <div className="toolbar article-filters">
        <SearchBox label="Cari artikel" hideLabel placeholder="Cari judul, ringkasan, atau penulis…" delay={SEARCH_DEBOUNCE_MS} value={params.search} onChange={params.setSearch} />
        <ToolbarSelect
          label="Status"
          value={status}
          options={[{ value: ALL, label: 'Semua status' }, ...ARTICLE_STATUSES.map((s) => ({ value: s, label: ID_LABELS.articleStatus[s] }))]}
          onChange={(value) => {
            setStatus(value);
            params.setPage(1);
          }}
        />
        <ToolbarSelect
          label="Kategori"
          value={params.category}
          options={[{ value: ALL, label: 'Semua kategori' }, ...ARTICLE_CATEGORIES.map((c) => ({ value: c, label: ARTICLE_CATEGORY_LABELS[c] }))]}
          onChange={params.setCategory}
        />
      </div>

      <ArticlesTable
        rows={articles}
        query={list}
        pagination={tablePager(pagination, params.setPage, { pageSize: ARTICLE_ADMIN_PAGE_SIZE, label: 'Halaman artikel' })}
        staff={staff}
        userId={userId}
        busyId={busyId}
        onEdit={(article) => setForm({ open: true, editing: article })}
        onDelete={confirmDelete.ask}
        onApprove={(article) => void review(article, () => approve.mutateAsync({ id: article.id }), ARTICLE_TEXTS.approved(article.title))}
        onReject={setRejecting}
      />

      <ArticleFormDialog open={form.open} editing={form.open ? form.editing : null} staff={staff} onClose={() => setForm({ open: false })} />
      <RejectDialog
        article={rejecting}
        busy={rejecting !== null && busyId === rejecting.id}
        onCancel={() => setRejecting(null)}
        onReject={(article, reason) =>
          void review(article, () => reject.mutateAsync({ id: article.id, reason }), ARTICLE_TEXTS.rejected(article.title)).then((ok) => ok && setRejecting(null))
        }
      />
      {confirmDelete.dialog}
    </>
  );
}

/**
 * An article's form opened on its English tab, for the translator's list (a site runner's screen,
 * so the form is the staff's). It lives with this screen and is loaded with it, so the form stays
 * in this screen's chunk rather than one more chunk that the entry would have to name.
 */
export function ArticleTranslation({ id, onClose }: { id: number; onClose: () => void }) {
  const { data } = trpc.articles.byId.useQuery({ id });
  return data ? <ArticleFormDialog open editing={data} staff onClose={onClose} initialLanguage="en" /> : null;
}
