// Lighthouse performance: mobile (the default config: mobile emulation, simulated throttling), or
// desktop (Lighthouse's own desktop preset: a 1350×940 screen, lighter throttling; issue 42).
import { createRequire } from 'node:module';
import { pathToFileURL } from 'node:url';
import { CHROME_FLAGS } from '../chromium-flags.mjs';

// Lighthouse is a dependency of the e2e workspace; npm may install it under e2e/node_modules
// (its Node 20 release needs an older puppeteer than the root tree holds), so resolve it from there.
const fromE2e = createRequire(new URL('../../e2e/package.json', import.meta.url));
const chromeLauncher = await import(pathToFileURL(fromE2e.resolve('chrome-launcher')).href);
const { default: lighthouse } = await import(pathToFileURL(fromE2e.resolve('lighthouse')).href);
const { default: desktopConfig } = await import(
  pathToFileURL(fromE2e.resolve('lighthouse/core/config/desktop-config.js')).href
);

export { CHROME_FLAGS };

export async function runLighthouse(
  url,
  { chromePath = process.env.CHROME_PATH || '/usr/bin/chromium', desktop = false } = {},
) {
  const chrome = await chromeLauncher.launch({ chromePath, chromeFlags: CHROME_FLAGS, logLevel: 'silent' });
  try {
    const result = await lighthouse(
      url,
      { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['performance'] },
      desktop ? desktopConfig : undefined,
    );
    const lhr = result?.lhr;
    if (!lhr) throw new Error('lighthouse returned no result');
    if (lhr.runtimeError) throw new Error(`lighthouse: ${lhr.runtimeError.code}: ${lhr.runtimeError.message}`);
    await import('node:fs/promises').then((fs) =>
      fs.writeFile(new URL('../../bench-results/lighthouse-last.json', import.meta.url), JSON.stringify(lhr)),
    );
    const score = lhr.categories.performance.score;
    if (score == null) throw new Error(`lighthouse gave no performance score (${lhr.runWarnings?.join('; ')})`);
    const num = (id) => lhr.audits[id]?.numericValue ?? null;
    return {
      score: Math.round(score * 100),
      fcp: num('first-contentful-paint'),
      lcp: num('largest-contentful-paint'),
      tbt: num('total-blocking-time'),
      cls: num('cumulative-layout-shift'),
      si: num('speed-index'),
      warnings: lhr.runWarnings ?? [],
      /** Chrome's own CPU speed probe: low values mean a slow or busy machine, so a noisy score. */
      benchmarkIndex: lhr.environment?.benchmarkIndex ?? null,
      lighthouseVersion: lhr.lighthouseVersion,
    };
  } finally {
    await chrome.kill();
  }
}
