import { useEffect, useState } from 'react';

type Sanitize = (html: string) => string;
let sanitizer: Promise<Sanitize> | null = null;

/**
 * DOMPurify loads with the first server HTML shown (a sheet or popover opened), not with the
 * payment page: it is 12 KB compressed on the page's way to the screen otherwise (issue 21).
 */
const loadSanitizer = () => {
  sanitizer ??= import('dompurify').then(
    ({ default: purify }) =>
      (html: string) =>
        purify.sanitize(html, { USE_PROFILES: { html: true } }),
  );
  return sanitizer;
};

/** Server HTML (rules, corporate pages), sanitised again in the browser before it is shown. */
export function HtmlContent({ html, className = '' }: { html: string; className?: string }) {
  const [clean, setClean] = useState<{ from: string; html: string } | null>(null);
  useEffect(() => {
    let live = true;
    void loadSanitizer().then((sanitize) => {
      if (live) setClean({ from: html, html: sanitize(html) });
    });
    return () => {
      live = false;
    };
  }, [html]);
  // Never the unsanitised text, nor a previous text's: an empty box until this one is clean.
  if (clean?.from !== html) return <div className={`prose-content ${className}`} aria-busy="true" />;
  // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitised by DOMPurify above
  return <div className={`prose-content ${className}`} dangerouslySetInnerHTML={{ __html: clean.html }} />;
}
