// Each language's dictionary comes in two chunks (src/i18n/dictionary-parts.ts): <booking-app>'s
// home shows with the first part alone; a route that needs the rest shows its screen only once
// the rest is in, having fetched it alongside the screen's chunk; a language switch on such a
// route keeps the old text, and the screen, until the new language's parts are in. At no moment
// does a dictionary key show instead of a text. The tests use languages of their own (the page
// keeps what an earlier test loaded).
import { en_us } from '../../../src/i18n/en_us.ts';
import { pt_pt } from '../../../src/i18n/pt_pt.ts';
import { zh_hans } from '../../../src/i18n/zh_hans.ts';
import { describe, equal, it, load, mount, ok, title, updated, waitFor } from '../elements/helpers.ts';

await load('/dist/elements/booking-app.js');

const PART = /\/dist\/chunks\/((?:zh_hant|zh_hans|pt_pt|en_us)-(?:first|rest))-[\w-]+\.js$/;
const KEY = /\b(pages|components|messages)\.[a-zA-Z]/;
const HOME_TILES = '[data-tiles="departments"] button';
const SEARCH_INPUT = 'input[type="search"], input[placeholder]';

function fetched(pattern: RegExp): PerformanceResourceTiming[] {
  return (performance.getEntriesByType('resource') as PerformanceResourceTiming[]).filter((e) => pattern.test(new URL(e.name).pathname));
}

function partsFetched(lang: string): string[] {
  return [...new Set(fetched(PART).map((e) => new URL(e.name).pathname.match(PART)![1]!))].filter((part) => part.startsWith(`${lang}-`)).sort();
}

/** Every text and labelling attribute of the shadow root that reads like a dictionary key, from now on. */
function watchForKeys(el: HTMLElement): { seen: string[]; stop(): void } {
  const seen: string[] = [];
  const look = () => {
    const root = el.shadowRoot!;
    if (KEY.test(root.textContent ?? '')) seen.push((root.textContent ?? '').match(new RegExp(`\\S*${KEY.source}\\S*`))![0]);
    for (const node of root.querySelectorAll('[placeholder], [aria-label], [title], [alt]')) {
      for (const name of ['placeholder', 'aria-label', 'title', 'alt']) {
        const value = node.getAttribute(name);
        if (value && KEY.test(value)) seen.push(`${name}="${value}"`);
      }
    }
  };
  look();
  const observer = new MutationObserver(look);
  observer.observe(el.shadowRoot!, { childList: true, subtree: true, characterData: true, attributes: true });
  return { seen, stop: () => observer.disconnect() };
}

const searchInput = (el: HTMLElement) => el.shadowRoot!.querySelector<HTMLInputElement>(SEARCH_INPUT);

async function openSearch(el: HTMLElement): Promise<void> {
  await waitFor(() => el.shadowRoot!.querySelector(HOME_TILES), 'the home with the server’s departments');
  el.shadowRoot!.querySelector<HTMLButtonElement>('.cb-search-bar__open')!.click();
}

describe('dictionary parts', () => {
  it('<booking-app language="zh-hans">: the home shows with the first part only, and no key', async () => {
    const el = mount('<booking-app language="zh-hans"></booking-app>');
    const keys = watchForKeys(el);
    await waitFor(() => el.shadowRoot!.querySelector(HOME_TILES), 'the home with the server’s departments');
    keys.stop();
    equal(JSON.stringify(partsFetched('zh_hans')), JSON.stringify(['zh_hans-first']), 'parts fetched');
    equal(JSON.stringify(keys.seen), '[]', 'keys shown');
  });

  it('opening the search page from the home fetches the rest beside the screen’s chunk, and shows the screen once it is in', async () => {
    // The search screen's code is in already (opened in traditional Chinese): only the texts are missing.
    const before = mount('<booking-app language="zh-MO"></booking-app>');
    await openSearch(before);
    await waitFor(() => searchInput(before), 'the search page in traditional Chinese');
    equal(JSON.stringify(partsFetched('pt_pt')), '[]', 'Portuguese parts fetched before');
    const el = mount('<booking-app language="pt"></booking-app>');
    const keys = watchForKeys(el);
    await openSearch(el);
    const input = await waitFor(() => searchInput(el), 'the search page');
    equal(input.placeholder, pt_pt.pages.search.placeholder, 'the search box’s placeholder, a text of the rest part');
    keys.stop();
    equal(JSON.stringify(partsFetched('pt_pt')), JSON.stringify(['pt_pt-first', 'pt_pt-rest']), 'parts fetched');
    equal(JSON.stringify(keys.seen), '[]', 'keys shown');
    const [rest] = fetched(/\/zh_hant-rest-[\w-]+\.js$/);
    const [screen] = fetched(/\/chunks\/search-start-[\w-]+\.js$/);
    ok(rest && screen, 'the rest part and the search screen’s chunk among the resources');
    ok(rest.startTime <= screen.responseEnd, 'the rest part requested before the screen’s chunk arrived (side by side, not after it)');
  });

  it('switching the language on the search page keeps the English text and the screen until the new parts are in', async () => {
    const el = mount('<booking-app language="en"></booking-app>');
    await openSearch(el);
    const input = await waitFor(() => searchInput(el), 'the search page');
    equal(input.placeholder, en_us.pages.search.placeholder, 'English placeholder');
    const keys = watchForKeys(el);
    el.setAttribute('language', 'zh-hans');
    await updated();
    equal(title(el), en_us.pages.search.title, 'title right after the switch, before the new parts can have arrived');
    await waitFor(() => input.placeholder === zh_hans.pages.search.placeholder, 'simplified Chinese placeholder in the same search box');
    equal(title(el), zh_hans.pages.search.title, 'title');
    keys.stop();
    ok(input.isConnected, 'the search box stayed (the screen was not drawn anew)');
    equal(JSON.stringify(partsFetched('zh_hans')), JSON.stringify(['zh_hans-first', 'zh_hans-rest']), 'parts fetched');
    equal(JSON.stringify(keys.seen), '[]', 'keys shown');
  });
});
