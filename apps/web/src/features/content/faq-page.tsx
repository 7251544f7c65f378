import type { Faq } from '@yolcu/contract';
import { useTranslation } from '../../lib/translate';
import { Disclosure, DisclosureGroup, DisclosurePanel, Heading, Button as AriaButton } from 'react-aria-components';
import { Link } from 'react-router';
import { ChevronIcon } from '../../components/ui/icons';
import { PageHeader } from '../../components/ui/page-header';
import { ListSkeleton } from '../../components/ui/skeleton';
import { EmptyState } from '../../components/ui/empty-state';
import { useFaqs } from './api/faqs';
import { HtmlContent } from './components/html-content';
import { useDocumentTitle } from '../../lib/use-document-title';

function groupByCategory(faqs: Faq[]): Array<[string, Faq[]]> {
  const groups = new Map<string, Faq[]>();
  for (const f of faqs) groups.set(f.category, [...(groups.get(f.category) ?? []), f]);
  return [...groups.entries()];
}

/** FAQ accordion grouped by heading (01 §2); one answer open at a time keeps the page short. */
export function FaqPage() {
  useDocumentTitle('a11y.title.faq');
  const { t } = useTranslation();
  const faqs = useFaqs();
  return (
    <div className="pb-6">
      <PageHeader title={t('faq.title')} subtitle={t('faq.subtitle')} />
      <div className="space-y-6 px-4">
        {faqs.isPending && <ListSkeleton rows={6} />}
        {faqs.isError && <EmptyState title={t('error.load_failed')} />}
        {faqs.data?.length === 0 && <EmptyState title={t('not_found.nothing_here')} />}
        {faqs.data &&
          groupByCategory(faqs.data).map(([category, items]) => (
            <section key={category}>
              <h2 className="mb-2 px-1 text-sm font-semibold tracking-wide text-muted uppercase">{category}</h2>
              <DisclosureGroup className="divide-y divide-line overflow-hidden rounded-2xl border border-line bg-surface">
                {items.map((f) => (
                  <Disclosure key={f.id} id={String(f.id)} className="group">
                    <Heading level={3}>
                      <AriaButton
                        slot="trigger"
                        className="flex min-h-14 w-full items-center gap-3 px-4 py-3 text-start text-[15px] font-medium outline-none focus-visible:bg-brand-50"
                      >
                        <span className="flex-1">{f.question}</span>
                        <ChevronIcon
                          width={20}
                          height={20}
                          className="shrink-0 text-muted transition-transform group-data-[expanded]:rotate-180"
                        />
                      </AriaButton>
                    </Heading>
                    <DisclosurePanel>
                      <HtmlContent html={f.answer} className="px-4 pb-4 text-[15px]" />
                    </DisclosurePanel>
                  </Disclosure>
                ))}
              </DisclosureGroup>
            </section>
          ))}
        <p className="text-center text-sm text-muted">
          {t('faq.more_help')}{' '}
          <Link to="/contact/" className="font-semibold text-brand-600 underline">
            {t('contact.title')}
          </Link>
        </p>
      </div>
    </div>
  );
}
