// Lighthouse (pinned 12.2.3) on the three demo pages as `npm start` serves them (the reference
// server in test mode, with its compression and cache headers), mobile and desktop presets,
// the median run of three per page and preset (Lighthouse's own computeMedianRun), in Debian's
// Chromium. Judged against bench/budgets.json "lighthouse"; the mobile preset simulates a slow
// 4G network and a CPU four times slower than this machine's.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { launch } from 'chrome-launcher';
import lighthouse, { desktopConfig, type Result } from 'lighthouse';
import { computeMedianRun } from 'lighthouse/core/lib/median-run.js';
import { CHROMIUM_ARGS } from '../test/support/browser.ts';
import { section, type Row } from './table.ts';

export interface LighthouseBudgets {
  mobile: { performance: number; largestContentfulPaintMs: number; totalBlockingTimeMs: number };
  cumulativeLayoutShift: number;
  bestPractices: number;
}

const PAGES = ['/', '/department.html', '/webview.html'];
const PRESETS = ['mobile', 'desktop'] as const;
const RUNS = 3;
/** Inside office hours, as the journeys run: the pages show open queues and bookable days. */
const DEMO_CLOCK = '2026-12-01T10:00:00+08:00';

const score = (lhr: Result, category: string) => Math.round((lhr.categories[category]?.score ?? 0) * 100);
const numeric = (lhr: Result, audit: string) => lhr.audits[audit]?.numericValue ?? Number.NaN;

/** The findings a page must not have, whatever its scores: each failing audit of best practices, and text compression. */
function findings(lhr: Result): string[] {
  const failing = (lhr.categories['best-practices']?.auditRefs ?? [])
    .filter((ref) => ref.weight > 0 && (lhr.audits[ref.id]?.score ?? 1) < 1)
    .map((ref) => ref.id);
  if ((lhr.audits['uses-text-compression']?.score ?? 1) < 1) failing.push('uses-text-compression');
  return failing;
}

export async function measureLighthouse(budgets: LighthouseBudgets): Promise<Row[]> {
  const dataDir = mkdtempSync(join(tmpdir(), 'cb-lighthouse-'));
  const { startServer } = await import('../server/start.ts');
  const server = await startServer({ port: 0, host: '127.0.0.1', dataDir, testMode: true, clock: DEMO_CLOCK });
  const chrome = await launch({ chromePath: process.env.CHROME_PATH || '/usr/bin/chromium', chromeFlags: CHROMIUM_ARGS });
  const rows: Row[] = [section(`Lighthouse 12 on the demo pages (median of ${RUNS} runs; mobile: slow 4G, 4× CPU)`)];
  try {
    for (const page of PAGES) {
      for (const preset of PRESETS) {
        const runs: Result[] = [];
        for (let i = 0; i < RUNS; i++) {
          const result = await lighthouse(
            server.url + page,
            { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'] },
            preset === 'desktop' ? desktopConfig : undefined,
          );
          if (result) runs.push(result.lhr);
        }
        if (runs.length === 0) {
          rows.push({ measure: `${page} (${preset})`, value: 'no run finished', ok: false });
          continue;
        }
        const lhr = computeMedianRun(runs);
        const name = `${page} (${preset})`;
        const mobile = preset === 'mobile';
        const performance = score(lhr, 'performance');
        rows.push({
          measure: `${name}: performance / accessibility / best practices / SEO`,
          value: `${performance} / ${score(lhr, 'accessibility')} / ${score(lhr, 'best-practices')} / ${score(lhr, 'seo')}`,
          ...(mobile
            ? { budget: `perf ≥ ${budgets.mobile.performance}, BP ≥ ${budgets.bestPractices}`, ok: performance >= budgets.mobile.performance && score(lhr, 'best-practices') >= budgets.bestPractices }
            : { budget: `BP ≥ ${budgets.bestPractices}`, ok: score(lhr, 'best-practices') >= budgets.bestPractices }),
        });
        const lcp = numeric(lhr, 'largest-contentful-paint');
        const tbt = numeric(lhr, 'total-blocking-time');
        const cls = numeric(lhr, 'cumulative-layout-shift');
        rows.push({
          measure: `${name}: FCP / LCP / TBT`,
          value: `${(numeric(lhr, 'first-contentful-paint') / 1000).toFixed(1)} s / ${(lcp / 1000).toFixed(1)} s / ${tbt.toFixed(0)} ms`,
          ...(mobile
            ? { budget: `LCP ≤ ${budgets.mobile.largestContentfulPaintMs / 1000} s, TBT ≤ ${budgets.mobile.totalBlockingTimeMs} ms`, ok: lcp <= budgets.mobile.largestContentfulPaintMs && tbt <= budgets.mobile.totalBlockingTimeMs }
            : {}),
        });
        rows.push({ measure: `${name}: CLS`, value: cls.toFixed(3), budget: `≤ ${budgets.cumulativeLayoutShift}`, ok: cls <= budgets.cumulativeLayoutShift });
        const found = findings(lhr);
        rows.push({ measure: `${name}: best-practice and compression findings`, value: found.length ? found.join(', ') : 'none', budget: 'none', ok: found.length === 0 });
      }
    }
  } finally {
    chrome.kill();
    await server.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
  return rows;
}
