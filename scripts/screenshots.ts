// Looks at what citizens see: screenshots of the demo pages at phone and desktop widths, light
// and dark, into .tmp/screenshots/ (run `npm run build` first). Usage: tsx scripts/screenshots.ts [path…]
import { mkdirSync } from 'node:fs';
import { launchChromium } from '../test/support/browser.ts';
import { startServer } from '../test/support/server-process.ts';

const paths = process.argv.slice(2).length ? process.argv.slice(2) : ['/', '/department.html', '/webview.html'];
const out = '.tmp/screenshots';
mkdirSync(out, { recursive: true });
const [server, browser] = await Promise.all([startServer({ clock: '2026-12-01T10:00:00+08:00' }), launchChromium()]);
try {
  for (const path of paths) {
    for (const width of [375, 1280]) {
      for (const colorScheme of ['light', 'dark'] as const) {
        const context = await browser.newContext({ viewport: { width, height: 900 }, colorScheme, timezoneId: 'Asia/Macau' });
        const page = await context.newPage();
        await page.goto(server.url + path);
        await page.waitForTimeout(1500);
        const name = `${path.replace(/[^a-z0-9]+/gi, '_').replace(/^_|_$/g, '') || 'index'}-${width}-${colorScheme}.png`;
        await page.screenshot({ path: `${out}/${name}`, fullPage: true });
        console.log(`${out}/${name}`);
        await context.close();
      }
    }
  }
} finally {
  await browser.close();
  await server.stop();
}
