// Screenshots of the gallery page at 375 px and 1280 px, light and dark, with each dialog open,
// to look at the shared pieces (`npx tsx test/browser/components/screenshots.ts`). Builds the
// fixtures, serves the repository on a free loopback port, drives Debian's Chromium.
// Output: test-results/gallery/*.png
import { readFile, mkdir } from 'node:fs/promises';
import { createServer } from 'node:http';
import { extname, join, normalize } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';
import { build } from 'vite';

const root = fileURLToPath(new URL('../../..', import.meta.url));
const out = join(root, 'test-results/gallery');
const types: Record<string, string> = { '.html': 'text/html', '.js': 'text/javascript', '.css': 'text/css', '.png': 'image/png' };

await build({ configFile: join(root, 'test/browser/components/vite.config.ts') });
await mkdir(out, { recursive: true });

const server = createServer(async (req, res) => {
  const path = normalize(decodeURIComponent(new URL(req.url ?? '/', 'http://x').pathname));
  if (path.includes('..')) return void res.writeHead(400).end();
  try {
    const body = await readFile(join(root, path));
    res.writeHead(200, { 'content-type': types[extname(path)] ?? 'application/octet-stream' }).end(body);
  } catch {
    res.writeHead(404).end();
  }
});
await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
const address = server.address();
const port = typeof address === 'object' && address ? address.port : 0;

const only = process.argv.slice(2);
const dialogs = ['', 'privacy', 'detail', 'phone', 'about', 'update', 'map-missing', 'detail&toast=The system is busy'];
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox'] });
try {
  for (const width of [375, 1280]) {
    for (const theme of ['light', 'dark']) {
      for (const dialog of dialogs) {
        const name = `${width}-${theme}${dialog ? `-${dialog.replace(/&toast=.*/, '-toast')}` : ''}`;
        if (only.length > 0 && !only.some((o) => name.includes(o))) continue;
        const page = await browser.newPage({ viewport: { width, height: 900 }, colorScheme: theme === 'dark' ? 'dark' : 'light' });
        page.on('pageerror', (error) => console.error(name, error.message));
        const lang = process.env.LANG_CODE ?? 'en_us';
        await page.goto(`http://127.0.0.1:${port}/test/browser/components/gallery.html?lang=${lang}&theme=${theme}&dialog=${dialog}`);
        await page.waitForSelector('body[data-ready="true"]');
        // A still picture: the sanitised HTML in (the detail and privacy dialogs), fonts loaded,
        // transitions ended (a spinner turns for ever).
        if (/detail|privacy/.test(dialog)) await page.locator('.cb-safe-html').waitFor();
        await page.evaluate(async () => {
          await document.fonts.ready;
          const ending = document.getAnimations().filter((animation) => animation.effect?.getComputedTiming().iterations !== Infinity);
          await Promise.all(ending.map((animation) => animation.finished.catch(() => undefined)));
        });
        await page.screenshot({ path: join(out, `${name}.png`), fullPage: !dialog });
        await page.close();
        console.log(`${name}.png`);
      }
    }
  }
} finally {
  await browser.close();
  server.close();
}
