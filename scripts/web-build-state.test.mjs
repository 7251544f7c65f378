import { mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { webBuildState } from './web-build-state.mjs';

function project() {
  const root = mkdtempSync(path.join(os.tmpdir(), 'web-build-state-'));
  mkdirSync(path.join(root, 'apps/web/src/features'), { recursive: true });
  mkdirSync(path.join(root, 'apps/web/dist'), { recursive: true });
  mkdirSync(path.join(root, 'apps/web/dist-ssr'), { recursive: true });
  writeFileSync(path.join(root, 'apps/web/dist-ssr/first-view.mjs'), 'export {}');
  const source = path.join(root, 'apps/web/src/features/page.tsx');
  writeFileSync(source, 'export {}');
  const at = (file, seconds) => utimesSync(file, seconds, seconds);
  return { root, source, at, built: path.join(root, 'apps/web/dist/index.html') };
}

describe('npm start decides whether to rebuild the web app', () => {
  it('builds when there is no build', () => {
    expect(webBuildState(`${project().root}/`)).toBe('missing');
  });

  it('builds when the build has no first views for the server (made before they existed)', () => {
    const p = project();
    writeFileSync(p.built, '<html></html>');
    rmSync(path.join(p.root, 'apps/web/dist-ssr/first-view.mjs'));
    expect(webBuildState(`${p.root}/`)).toBe('missing');
  });

  it('rebuilds when a source file is newer than the build (after a git pull)', () => {
    const p = project();
    writeFileSync(p.built, '<html></html>');
    p.at(p.built, 1_000);
    p.at(p.source, 2_000);
    for (const dir of ['apps/web/src/features', 'apps/web/src', 'apps/web']) p.at(path.join(p.root, dir), 500);
    expect(webBuildState(`${p.root}/`)).toBe('stale');
  });

  it('serves the build as it is when nothing changed since', () => {
    const p = project();
    writeFileSync(p.built, '<html></html>');
    p.at(p.source, 1_000);
    for (const dir of ['apps/web/src/features', 'apps/web/src', 'apps/web']) p.at(path.join(p.root, dir), 1_000);
    p.at(p.built, 2_000);
    expect(webBuildState(`${p.root}/`)).toBe('fresh');
  });
});
