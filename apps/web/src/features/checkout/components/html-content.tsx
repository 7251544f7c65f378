import DOMPurify from 'dompurify';
import { useMemo } from 'react';

/** Server HTML (rules, corporate pages), sanitised again in the browser before it is shown. */
export function HtmlContent({ html, className = '' }: { html: string; className?: string }) {
  const clean = useMemo(() => DOMPurify.sanitize(html, { USE_PROFILES: { html: true } }), [html]);
  // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitised by DOMPurify on the line above
  return <div className={`prose-content ${className}`} dangerouslySetInnerHTML={{ __html: clean }} />;
}
