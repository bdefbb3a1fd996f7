import { act } from 'preact/test-utils';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Location, Service, ServiceType } from '../common/api-contract.ts';
import { LocationItem } from './location-item.tsx';
import { QueueStats } from './queue-stats.tsx';
import { ServiceTile } from './service-tile.tsx';
import { ServiceTypeList } from './service-type-list.tsx';
import { mountInHost, type TestHost } from '../../test/unit-support/test-host.tsx';

let mounted: TestHost | undefined;
afterEach(() => {
  mounted?.unmount();
  mounted = undefined;
});
const root = () => mounted!.root;

const office: Location = {
  id: 7,
  name: 'Central office',
  suspended: false,
  remoteCounter: true,
  rcServiceLogin: true,
  telephone: '2833 3000',
  address: 'Rua Central 1',
  description: 'Mon–Fri 09:00–17:45',
  latitude: 22.19,
  longitude: 113.54,
};

const anonymous = { remoteFlow: false, oneAccount: false };

describe('queue statistics cells (docs/behaviour/2-screens.md, docs/behaviour/5-validation.md)', () => {
  it('labels and values of the known figures, not-checked-in 0 hidden', () => {
    act(() => {
      mounted = mountInHost(<QueueStats counter={{ waitCount: 12, openCounter: 3, notCheckInCount: 0 }} />);
    });
    const cells = Array.from(root().querySelectorAll('.cb-queue-stats__cell')).map((c) => `${c.querySelector('dt')!.textContent}=${c.querySelector('dd')!.textContent}`);
    expect(cells).toEqual(['People waiting=12', 'Open counters=3']);
  });

  it('nothing known → nothing rendered', () => {
    act(() => {
      mounted = mountInHost(<QueueStats counter={{ waitCount: -1, openCounter: -1, notCheckInCount: -1 }} />);
    });
    expect(root().querySelector('dl')).toBeNull();
  });

  it('announce: a polite live region, silent for the first figures and for a poll that changed nothing; a change reads only what changed', () => {
    const draw = (waitCount: number, openCounter: number) => <QueueStats counter={{ waitCount, openCounter, notCheckInCount: 0 }} announce />;
    act(() => {
      mounted = mountInHost(draw(12, 3));
    });
    const region = () => root().querySelector('[aria-live="polite"]')!;
    expect(region().textContent).toBe('');
    act(() => mounted!.rerender(draw(12, 3)));
    expect(region().textContent).toBe('');
    act(() => mounted!.rerender(draw(11, 3)));
    expect(region().textContent).toBe('People waiting now: 11');
    act(() => mounted!.rerender(draw(9, 2)));
    expect(region().textContent).toBe('People waiting now: 9 Open counters now: 2');
  });

  it('without announce there is no live region', () => {
    act(() => {
      mounted = mountInHost(<QueueStats counter={{ waitCount: 1, openCounter: 1, notCheckInCount: 0 }} />);
    });
    expect(root().querySelector('[aria-live]')).toBeNull();
  });
});

describe('location list item (docs/behaviour/2-screens.md)', () => {
  it('shows name, address, hours and a tel: link; the main button selects, the map button asks for the map', () => {
    const select = vi.fn();
    const map = vi.fn();
    act(() => {
      mounted = mountInHost(<LocationItem location={office} access={anonymous} onSelect={select} onMap={map} />);
    });
    const main = root().querySelector<HTMLButtonElement>('.cb-location__main')!;
    expect(main.textContent).toContain('Central office');
    expect(main.textContent).toContain('Rua Central 1');
    expect(root().querySelector('a')!.getAttribute('href')).toBe('tel:28333000');
    expect(root().querySelector('a')!.textContent).toBe('Tel: 2833 3000');
    main.click();
    expect(select).toHaveBeenCalledWith(office);
    root().querySelector<HTMLButtonElement>('button[aria-label="Map: Central office"]')!.click();
    expect(map).toHaveBeenCalledWith(office);
  });

  it.each([
    ['suspended → "Suspended" overlay', { suspended: true }, { remoteFlow: false, oneAccount: false }, 'Suspended'],
    ['remote flow, login needed, not one-account → "No remote service" overlay', {}, { remoteFlow: true, oneAccount: false }, 'No remote service'],
    ['remote flow, logged in with one-account → no overlay', {}, { remoteFlow: true, oneAccount: true }, null],
    ['outside the remote flow, not logged in → no overlay (choosing it asks for a login)', {}, { remoteFlow: false, oneAccount: false }, null],
  ])('%s', (_name, patch, access, overlay) => {
    act(() => {
      mounted = mountInHost(<LocationItem location={{ ...office, ...patch }} access={access} onSelect={() => {}} />);
    });
    expect(root().querySelector('.cb-location__flag--blocked')?.textContent ?? null).toBe(overlay);
  });

  it('without onSelect it only presents the location: no button to choose it, the map button stays', () => {
    const map = vi.fn();
    act(() => {
      mounted = mountInHost(<LocationItem location={{ ...office, name: 'Central, office' }} onMap={map} />);
    });
    expect(root().querySelector('.cb-location__main')!.localName).toBe('div');
    expect(root().querySelector('.cb-location__name')!.textContent).toBe('Central office');
    root().querySelector<HTMLButtonElement>('button[aria-label="Map: Central office"]')!.click();
    expect(map).toHaveBeenCalledTimes(1);
  });

  it('remote-counter and login flags from the location itself; a name without its commas', () => {
    act(() => {
      mounted = mountInHost(<LocationItem location={{ ...office, name: 'Central, office' }} access={anonymous} onSelect={() => {}} />);
    });
    expect(Array.from(root().querySelectorAll('.cb-location__flag')).map((f) => f.textContent)).toEqual(['Remote counter', 'One Account login required']);
    expect(root().querySelector('.cb-location__name')!.textContent).toBe('Central office');
    mounted!.unmount();
    act(() => {
      mounted = mountInHost(<LocationItem location={{ ...office, remoteCounter: false, rcServiceLogin: false }} access={anonymous} onSelect={() => {}} />);
    });
    expect(root().querySelectorAll('.cb-location__flag')).toHaveLength(0);
  });
});

describe('service-type list (docs/behaviour/2-screens.md (Service-type list) "expandable service-type list with an info icon for some services")', () => {
  const type: ServiceType = { id: 3, name: 'Identity documents' };
  const services = [
    { id: 1, name: 'Identity card renewal', showServiceDetail: true, suspended: false, openReservationParameter: false, reservationRecommend: false },
    { id: 2, name: 'Lost card', showServiceDetail: false, suspended: true, openReservationParameter: false, reservationRecommend: false },
  ] satisfies Service[];

  it('collapsed: a disclosure button with aria-expanded false, no services shown', () => {
    const toggle = vi.fn();
    act(() => {
      mounted = mountInHost(<ServiceTypeList serviceType={type} expanded={false} onToggle={toggle} onSelectService={() => {}} />);
    });
    const head = root().querySelector<HTMLButtonElement>('.cb-service-type__head')!;
    expect(head.getAttribute('aria-expanded')).toBe('false');
    expect(root().querySelector('li')).toBeNull();
    head.click();
    expect(toggle).toHaveBeenCalledWith(type);
  });

  it('expanded and loading → a busy box, and the spinner once 300 ms have passed', () => {
    vi.useFakeTimers();
    act(() => {
      mounted = mountInHost(<ServiceTypeList serviceType={type} expanded loading onToggle={() => {}} onSelectService={() => {}} />);
    });
    expect(root().querySelector('[aria-busy="true"]')).not.toBeNull();
    expect(root().querySelector('[role="progressbar"]')).toBeNull();
    act(() => void vi.advanceTimersByTime(300));
    expect(root().querySelector('[role="progressbar"]')).not.toBeNull();
    vi.useRealTimers();
  });

  it('expanded: services listed, info button only where showServiceDetail, suspended badge', () => {
    const pick = vi.fn();
    const info = vi.fn();
    act(() => {
      mounted = mountInHost(<ServiceTypeList serviceType={type} services={services} expanded onToggle={() => {}} onSelectService={pick} onServiceInfo={info} />);
    });
    expect(root().querySelector('.cb-service-type__head')!.getAttribute('aria-expanded')).toBe('true');
    const items = Array.from(root().querySelectorAll('li'));
    expect(items.map((li) => li.querySelector('.cb-service-type__pick')!.textContent)).toEqual(['Identity card renewal', 'Lost cardSuspended']);
    expect(items.map((li) => li.querySelector('.cb-service-type__info') !== null)).toEqual([true, false]);
    items[0]!.querySelector<HTMLButtonElement>('.cb-service-type__info')!.click();
    expect(info).toHaveBeenCalledWith(services[0]);
    items[1]!.querySelector<HTMLButtonElement>('.cb-service-type__pick')!.click();
    expect(pick).toHaveBeenCalledWith(services[1]);
  });

  it('two hundred services: the first 30 at once, the rest 40 per task after (no long task)', () => {
    vi.useFakeTimers();
    try {
      const many: Service[] = Array.from({ length: 200 }, (_, i) => ({ ...services[0]!, id: i + 1, name: `Licence ${i + 1}` }));
      act(() => {
        mounted = mountInHost(<ServiceTypeList serviceType={type} services={many} expanded onToggle={() => {}} onSelectService={() => {}} />);
      });
      const drawn = () => root().querySelectorAll('li').length;
      expect(drawn()).toBe(30);
      const slices: number[] = [];
      for (let i = 0; i < 6; i++) {
        act(() => {
          vi.advanceTimersToNextTimer();
        });
        slices.push(drawn());
      }
      expect(slices).toEqual([70, 110, 150, 190, 200, 200]);
    } finally {
      vi.useRealTimers();
    }
  });
});

describe('service tile with a description (docs/behaviour/4-states.md (Other states))', () => {
  const icon = <svg data-icon="" />;
  it.each([
    ['open and in office time → clickable, no notice', { open: true, disabled: false }, true, []],
    ['not open → not clickable, grey, "Not open yet"', { open: false, disabled: false }, false, ['Not open yet']],
    ['open but outside office time → not clickable, grey, off-time and the office hours', { open: true, disabled: true, officeHours: 'Mon–Fri 09:00–18:00' }, false, ['Outside office hours', 'Office hours: Mon–Fri 09:00–18:00']],
  ])('%s', (_name, opening, clickable, notices) => {
    const choose = vi.fn();
    act(() => {
      mounted = mountInHost(<ServiceTile title="Take a ticket" description="Queue on site today" image={icon} opening={opening} onChoose={choose} />);
    });
    const tile = root().querySelector<HTMLButtonElement>('.cb-service-tile')!;
    tile.click();
    expect(choose).toHaveBeenCalledTimes(clickable ? 1 : 0);
    expect(tile.getAttribute('aria-disabled')).toBe(clickable ? null : 'true');
    expect(tile.classList.contains('cb-service-tile--closed')).toBe(!clickable);
    expect(Array.from(root().querySelectorAll('.cb-service-tile__notice')).map((n) => n.textContent)).toEqual(notices);
    const described = tile.getAttribute('aria-describedby');
    expect(described ? root().getElementById(described)?.textContent : '').toBe(notices.join(''));
  });
});
