// What <booking-app>'s first screen, the home, loads (bench/budgets.json,
// bookingAppFirstScreenGzipKB): not the code of what it does not do. A start with nothing to open
// does not load start-up's plan (src/app/startup.ts), the page's timers load later
// (PAGE_TIMERS_DELAY_MS), and only the first part of the dictionary comes. A start that names a
// department does load start-up's code, so the names looked for are the bundle's own.
import { chunksFetched, describe, equal, it, load, mount, ok, waitFor } from '../elements/helpers.ts';

await load('/dist/elements/booking-app.js');

const HOME_TILES = '[data-tiles="departments"] button';

describe('<booking-app>’s first screen', () => {
  it('the home with the server’s departments, without start-up’s plan, the page’s timers or the rest of the dictionary', async () => {
    const el = mount('<booking-app language="en"></booking-app>');
    await waitFor(() => el.shadowRoot!.querySelector(HOME_TILES), 'the home with the server’s departments');
    const fetched = chunksFetched();
    ok(fetched.includes('home-screen') && fetched.includes('en_us-first'), `the home's chunks among ${fetched.join(', ')}`);
    equal(JSON.stringify(fetched.filter((name) => ['start-up', 'page-timers', 'en_us-rest'].includes(name))), '[]', 'chunks the home does not need');
  });

  it('a start that names a department loads start-up’s code', async () => {
    const el = mount('<booking-app language="en" department-id="101"></booking-app>');
    await waitFor(() => el.shadowRoot!.querySelector('[data-route="/serOrLocationWithTabs"]'), 'the department');
    ok(chunksFetched().includes('start-up'), 'start-up’s chunk fetched');
  });
});
