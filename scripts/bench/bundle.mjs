// Bundle budget: what the home page must download before it can run, gzip-compressed.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

function attrs(tag) {
  const out = {};
  for (const m of tag.matchAll(/([\w:-]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'>]+)))?/g)) {
    out[m[1].toLowerCase()] = m[2] ?? m[3] ?? m[4] ?? '';
  }
  return out;
}

const gzipSize = (file) => gzipSync(readFileSync(file), { level: 9 }).length;

/** Entry module script + every modulepreload (JS), and every stylesheet (CSS), from dist/index.html. */
export function measureBundle(distDir) {
  const html = readFileSync(path.join(distDir, 'index.html'), 'utf8');
  const js = [];
  const css = [];
  for (const m of html.matchAll(/<(script|link)\b([^>]*)>/gi)) {
    const a = attrs(m[2]);
    if (m[1].toLowerCase() === 'script' && a.type === 'module' && a.src) js.push(a.src);
    else if (m[1].toLowerCase() === 'link') {
      const rel = (a.rel ?? '').toLowerCase().split(/\s+/);
      if (rel.includes('modulepreload') && a.href) js.push(a.href);
      if (rel.includes('stylesheet') && a.href) css.push(a.href);
    }
  }
  if (js.length === 0) throw new Error('no <script type="module" src> in dist/index.html');
  const local = (href) => {
    if (/^(https?:)?\/\//.test(href)) throw new Error(`external asset in index.html: ${href}`);
    return path.join(distDir, href.replace(/^\//, '').split(/[?#]/)[0]);
  };
  const size = (list) => list.map((href) => ({ href, gzip: gzipSize(local(href)) }));
  const jsFiles = size([...new Set(js)]);
  const cssFiles = size([...new Set(css)]);
  return {
    jsFiles,
    cssFiles,
    jsGzip: jsFiles.reduce((s, f) => s + f.gzip, 0),
    cssGzip: cssFiles.reduce((s, f) => s + f.gzip, 0),
  };
}
