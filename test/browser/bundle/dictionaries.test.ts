// Each language's dictionary is two lazy chunks of the built bundle (its first part and the rest,
// src/i18n/dictionary-parts.ts): an element fetches only those of the language its `language`
// resolves to, the first part before any other chunk, and renders in that language from its
// first text; a live switch keeps the old text until the new dictionary has arrived.
import { describe, equal, it, load, mount, ok, title, updated, waitFor } from '../elements/helpers.ts';

await load('/dist/elements/queue-ticket.js');

const DICTIONARY = /\/dist\/chunks\/(zh_hant|zh_hans|pt_pt|en_us)-(?:first|rest)-[\w-]+\.js$/;

function fetched(pattern: RegExp): PerformanceResourceTiming[] {
  return (performance.getEntriesByType('resource') as PerformanceResourceTiming[]).filter((e) => pattern.test(new URL(e.name).pathname));
}

function dictionariesFetched(): string[] {
  return [...new Set(fetched(DICTIONARY).map((e) => new URL(e.name).pathname.match(DICTIONARY)![1]!))].sort();
}

describe('dictionaries on demand', () => {
  it('<queue-ticket language="en"> fetches en_us only, its first part before the body’s chunk, and shows no other text first', async () => {
    const el = mount('<queue-ticket language="en"></queue-ticket>');
    const seen: string[] = [];
    const record = () => {
      const text = title(el);
      if (text !== null && seen[seen.length - 1] !== text) seen.push(text);
    };
    record();
    const observer = new MutationObserver(record);
    observer.observe(el.shadowRoot!, { childList: true, subtree: true, characterData: true });
    await waitFor(() => title(el) === 'Take a ticket', 'English title');
    observer.disconnect();
    equal(JSON.stringify(seen), JSON.stringify(['Take a ticket']), 'titles shown, in order');
    equal(JSON.stringify(dictionariesFetched()), JSON.stringify(['en_us']), 'dictionaries fetched');
    const [dictionary] = fetched(/\/dist\/chunks\/en_us-first-[\w-]+\.js$/);
    // The body's chunk is asked for once the title has painted.
    const BODY = /\/dist\/chunks\/element-body-[\w-]+\.js$/;
    await waitFor(() => fetched(BODY).length > 0, 'the body’s chunk requested');
    const [body] = fetched(BODY);
    ok(dictionary && body, 'the dictionary’s first part and the body’s chunk among the resources');
    // The root ships with the element: the first part is its first request, not one after a root chunk.
    ok(dictionary.startTime <= body.startTime, 'the first part requested before the body’s chunk');
  });

  it('switching language keeps the old text until the new dictionary arrives, then fetches only that one', async () => {
    const el = mount('<queue-ticket language="en"></queue-ticket>');
    await waitFor(() => title(el) === 'Take a ticket', 'English title');
    el.setAttribute('language', 'pt');
    await updated();
    equal(title(el), 'Take a ticket', 'title right after the switch, before the Portuguese dictionary can have arrived');
    await waitFor(() => title(el) === 'Tirar senha', 'Portuguese title');
    equal(el.shadowRoot!.querySelector<HTMLElement>('[part~="root"]')!.lang, 'pt-PT', 'root lang');
    equal(JSON.stringify(dictionariesFetched()), JSON.stringify(['en_us', 'pt_pt']), 'dictionaries fetched');
  });
});
