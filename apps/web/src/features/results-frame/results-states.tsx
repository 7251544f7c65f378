import type { ReactNode } from 'react';
import { useTranslation } from '../../lib/translate';
import { Button } from '../../components/ui/button';
import { EmptyState } from '../../components/ui/empty-state';
import { ListSkeleton } from '../../components/ui/skeleton';
import { StaleSearch } from '../../components/ui/stale-search';
import { ApiError } from '../../lib/api/errors';
import { isNetworkFailure } from '../../lib/network';
import { rememberedOption } from '../../lib/search-memory';

export type ResultsProduct = 'flight' | 'transfer';

/** The product's search form: home for flights, its transfer tab for transfers. */
export const searchFormPath = (product: ResultsProduct) => (product === 'flight' ? '/' : '/?tab=transfer');

/** "Search again" runs the stored option when it is known; otherwise the search form it is. */
const searchAgainPath = (product: ResultsProduct, option: number | null | undefined) =>
  option ? `/${product}/search-gate/${option}` : null;

interface ResultsStatesProps {
  product: ResultsProduct;
  sessionUnique: string | null;
  session: { isError: boolean; error: Error | null; refetch(): unknown };
  /** The first answer has not come yet. */
  pending: boolean;
  searchingText: string;
  skeletonRows: number;
  /** The session ended (the server said so, or the countdown ran out on screen). */
  expired: boolean;
  expiredMessage?: string;
  optionId?: number;
  /** The results themselves, drawn only once none of the states above applies. */
  children(): ReactNode;
}

/**
 * What both results pages show instead of results: offline (retry), a link that leads nowhere, the
 * search still running, and a session that ended (02 §8) — each with a way on.
 */
export function ResultsStates(props: ResultsStatesProps) {
  const { product, sessionUnique, session } = props;
  const { t } = useTranslation();
  const formPath = searchFormPath(product);
  const failure = session.isError ? session.error : null;
  if (failure && isNetworkFailure(failure))
    return (
      <div className="space-y-3 p-4">
        <EmptyState title={failure.message} />
        <Button variant="secondary" className="w-full" onPress={() => void session.refetch()}>
          {t('common.retry')}
        </Button>
      </div>
    );
  if (!sessionUnique || session.isError) {
    // 404: no such session; 400: not even the shape of one (a mangled link).
    const unknown = !sessionUnique || (session.error instanceof ApiError && [400, 404].includes(session.error.status));
    return (
      <StaleSearch
        title={t(unknown ? 'results3.link_invalid' : 'results.try_again')}
        text={t('results3.search_again_text')}
        searchAgainPath={searchAgainPath(product, rememberedOption(product, sessionUnique))}
        formPath={formPath}
      />
    );
  }
  if (props.pending)
    return (
      <div className="space-y-3 p-4" aria-busy="true">
        <p className="text-center text-sm text-muted">{props.searchingText}</p>
        <ListSkeleton rows={props.skeletonRows} />
      </div>
    );
  if (props.expired)
    return (
      <StaleSearch
        title={props.expiredMessage || t('search.timed_out')}
        text={t('results3.search_again_text')}
        searchAgainPath={searchAgainPath(product, props.optionId ?? rememberedOption(product, sessionUnique))}
        formPath={formPath}
      />
    );
  return props.children();
}

/**
 * The page around the states: a polite live region that always exists (so a screen reader hears the
 * count when results arrive or change), and no scroll anchoring (the header folding must not make
 * the browser scroll back and unfold it).
 */
export function ResultsFrame({ announcement, children }: { announcement: string; children: ReactNode }) {
  return (
    <div className="[overflow-anchor:none]">
      <p role="status" aria-live="polite" className="sr-only" data-testid="results-announcer">
        {announcement}
      </p>
      {children}
    </div>
  );
}
