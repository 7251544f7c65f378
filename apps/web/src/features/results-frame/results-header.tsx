import type { ReactNode, Ref } from 'react';
import { useTranslation } from '../../lib/translate';
import { useNavigate } from 'react-router';
import { BackIcon } from '../../components/ui/icons';
import { shareLink } from '../../lib/share';

interface ResultsHeaderProps {
  /** Where Back goes: the product's search form. */
  backPath: string;
  /** The heading takes focus when results arrive (useResultsArrival). */
  headingRef: Ref<HTMLHeadingElement>;
  title: ReactNode;
  headingClassName: string;
  /** Under the title while the header is unfolded. */
  subtitle: ReactNode;
  /** The address Share copies or hands to the system's share sheet (03 §6). */
  shareUrl: string;
  /** Folded on scroll: only Back, the title and the countdown stay. */
  collapsed: boolean;
  secondsLeft: number | null;
  /** The product's own rows (dates, times), shown while unfolded. */
  children?: ReactNode;
}

const mmss = (s: number) => `${Math.floor(s / 60)}:${String(s % 60).padStart(2, '0')}`;

/** The sticky top of both results pages: Back, route, what was searched, Share and the time left. */
export function ResultsHeader(props: ResultsHeaderProps) {
  const { backPath, headingRef, title, headingClassName, subtitle, shareUrl, collapsed, secondsLeft } = props;
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <div
      className="sticky top-14 z-20 border-b border-line bg-surface px-2 py-2 lg:static lg:rounded-2xl lg:border lg:px-3"
      data-testid="results-header"
    >
      <div className="flex items-center gap-1">
        <button
          type="button"
          onClick={() => navigate(backPath)}
          className="grid size-11 shrink-0 place-items-center rounded-full hover:bg-canvas"
          aria-label={t('common.back')}
        >
          <BackIcon />
        </button>
        <div className="min-w-0 flex-1">
          <h1
            ref={headingRef}
            // Focus lands here after a search for screen readers; the heading is no control, so no ring.
            tabIndex={-1}
            className={`${headingClassName} outline-none`}
          >
            {title}
          </h1>
          {!collapsed && subtitle}
        </div>
        {!collapsed && (
          <button
            type="button"
            onClick={() => shareLink(shareUrl, t('results.link_copied'))}
            className="min-h-11 shrink-0 rounded-full px-3 text-sm font-semibold text-brand-700 hover:bg-brand-50"
          >
            {t('results.share')}
          </button>
        )}
        {secondsLeft !== null && secondsLeft > 0 && (
          <span
            className="shrink-0 rounded-full bg-canvas px-2.5 py-1 text-xs font-semibold tabular-nums text-muted"
            title={t('results.time_left')}
          >
            {mmss(secondsLeft)}
          </span>
        )}
      </div>
      {!collapsed && props.children}
    </div>
  );
}
