// Attribute → settings: the `language` attribute picks and switches the text live (docs/behaviour/1-product.md),
// and `theme` picks light, dark, or follows prefers-color-scheme under auto.
import { emulateMedia } from '@web/test-runner-commands';
import { afterEach, describe, equal, it, load, mount, ok, renderedText, title, updated, waitFor } from './helpers.ts';

await load('/dist/civic-booking.js');

const titles = {
  'queue-ticket': { zh_hant: '取籌', zh_hans: '取筹', pt_pt: 'Tirar senha', en_us: 'Take a ticket' },
} as const;

const LIGHT_SURFACE = 'rgb(255, 255, 255)';
const DARK_SURFACE = 'rgb(20, 24, 29)';

function root(el: HTMLElement): HTMLElement {
  return el.shadowRoot!.querySelector<HTMLElement>('[part~="root"]')!;
}

afterEach(async () => {
  await emulateMedia({ colorScheme: 'light' });
});

describe('language', () => {
  const cases: Array<[string | null, keyof (typeof titles)['queue-ticket']]> = [
    ['zh-MO', 'zh_hant'],
    ['zh-Hant', 'zh_hant'],
    ['zh-hans', 'zh_hans'],
    ['pt', 'pt_pt'],
    ['en', 'en_us'],
    ['en_us', 'en_us'],
    ['fr', 'zh_hant'],
    [null, 'zh_hant'],
  ];
  for (const [attribute, lang] of cases) {
    const markup = attribute === null ? '<queue-ticket>' : `<queue-ticket language="${attribute}">`;
    it(`${markup} → "${titles['queue-ticket'][lang]}"`, async () => {
      const el = mount(`${markup}</queue-ticket>`);
      equal(await waitFor(() => title(el), 'title'), titles['queue-ticket'][lang], 'title');
    });
  }

  it('changing the language attribute switches the text live, and the root lang', async () => {
    const el = mount('<queue-ticket language="en"></queue-ticket>');
    await waitFor(() => title(el) === 'Take a ticket', 'English');
    equal(root(el).lang, 'en-US', 'root lang');
    el.setAttribute('language', 'pt');
    await waitFor(() => title(el) === 'Tirar senha', 'Portuguese title after the attribute changed');
    equal(root(el).lang, 'pt-PT', 'root lang');
    (el as HTMLElement & { language?: string }).language = 'zh-hans';
    await waitFor(() => title(el) === '取筹', 'simplified Chinese title after the property changed');
  });

  it('each element renders in the language asked for', async () => {
    for (const [tag, lang, tagged] of [['booking-app', 'pt', 'pt-PT'], ['my-tickets', 'en', 'en-US'], ['service-search', 'zh-hans', 'zh-Hans']] as const) {
      const el = mount(`<${tag} language="${lang}"></${tag}>`);
      await waitFor(() => renderedText(el), `${tag} rendered`);
      equal(root(el).lang, tagged, `${tag} root lang`);
    }
  });

  it('<my-tickets language="en"> → "My tickets"; <service-search language="en"> → "Search services"', async () => {
    for (const [tag, text] of [['my-tickets', 'My tickets'], ['service-search', 'Search services']] as const) {
      const el = mount(`<${tag} language="en"></${tag}>`);
      const shown = await waitFor(() => title(el), `${tag} title`);
      ok(shown.includes(text), `${tag} title "${text}" (got "${shown}")`);
    }
  });
});

describe('theme', () => {
  it('theme="dark" → dark surface; theme="light" → light surface, live', async () => {
    const el = mount('<queue-ticket theme="dark"></queue-ticket>');
    await waitFor(() => title(el), 'title');
    equal(root(el).dataset.theme, 'dark', 'data-theme');
    equal(getComputedStyle(root(el)).backgroundColor, DARK_SURFACE, 'dark background');
    el.setAttribute('theme', 'light');
    await updated();
    equal(root(el).dataset.theme, 'light', 'data-theme');
    equal(getComputedStyle(root(el)).backgroundColor, LIGHT_SURFACE, 'light background');
  });

  it('theme="auto" (and no theme) follows prefers-color-scheme', async () => {
    const auto = mount('<queue-ticket theme="auto"></queue-ticket>');
    const none = mount('<queue-ticket></queue-ticket>');
    await waitFor(() => title(auto) && title(none), 'titles');
    await emulateMedia({ colorScheme: 'dark' });
    equal(getComputedStyle(root(auto)).backgroundColor, DARK_SURFACE, 'auto under a dark system');
    equal(getComputedStyle(root(none)).backgroundColor, DARK_SURFACE, 'default under a dark system');
    await emulateMedia({ colorScheme: 'light' });
    equal(getComputedStyle(root(auto)).backgroundColor, LIGHT_SURFACE, 'auto under a light system');
  });

  it('--cb-primary themes the light theme, --cb-dark-primary the dark one', async () => {
    const sheet = new CSSStyleSheet();
    sheet.replaceSync('queue-ticket.brand { --cb-primary: rgb(0, 105, 92); --cb-dark-primary: rgb(128, 203, 196); }');
    document.adoptedStyleSheets = [...document.adoptedStyleSheets, sheet];
    const light = mount('<queue-ticket class="brand" theme="light"></queue-ticket>');
    const dark = mount('<queue-ticket class="brand" theme="dark"></queue-ticket>');
    await waitFor(() => title(light) && title(dark), 'titles');
    const header = (el: HTMLElement) => getComputedStyle(el.shadowRoot!.querySelector('[part~="header"]')!).backgroundColor;
    equal(header(light), 'rgb(0, 105, 92)', 'light header');
    equal(header(dark), 'rgb(128, 203, 196)', 'dark header');
  });

  it('theme="light" stays light under a dark system', async () => {
    const el = mount('<queue-ticket theme="light"></queue-ticket>');
    await waitFor(() => title(el), 'title');
    await emulateMedia({ colorScheme: 'dark' });
    equal(getComputedStyle(root(el)).backgroundColor, LIGHT_SURFACE, 'light under a dark system');
  });
});
