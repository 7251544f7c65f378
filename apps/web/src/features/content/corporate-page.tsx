import { useTranslation } from '../../lib/translate';
import { useParams } from 'react-router';
import { PageHeader } from '../../components/ui/page-header';
import { Skeleton } from '../../components/ui/skeleton';
import { NotFoundPage } from '../../components/ui/not-found-view';
import { useCorporatePage } from './api/corporate-page';
import { HtmlContent } from './components/html-content';
import { useDocumentTitle } from '../../lib/use-document-title';
import { ContentSideNav } from '../shell/content-side-nav';

/** A corporate page by id: title and sanitised HTML content (01 §2); on a desktop the other pages beside it (issue 42). */
export function CorporatePageView() {
  useDocumentTitle('a11y.title.corporate');
  const { t } = useTranslation();
  const { id } = useParams();
  const page = useCorporatePage(id);
  if (!id || !/^\d+$/.test(id) || page.isError) return <NotFoundPage />;
  return (
    <div className="lg:grid lg:grid-cols-[minmax(0,1fr)_16rem] lg:gap-6">
      <article className="pb-8">
        <PageHeader title={page.data?.title ?? t('common.loading')} />
        <div className="mx-4 rounded-2xl border border-line bg-surface px-5 py-4">
          {page.isPending ? (
            <div className="space-y-3">
              <Skeleton className="h-5 w-1/2" />
              <Skeleton className="h-4 w-full" />
              <Skeleton className="h-4 w-5/6" />
              <Skeleton className="h-4 w-4/6" />
            </div>
          ) : (
            page.data && <HtmlContent html={page.data.content} className="text-[15px]" />
          )}
        </div>
      </article>
      <ContentSideNav />
    </div>
  );
}
