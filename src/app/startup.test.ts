// runStartup with in-memory data sources standing in for the two reads it makes (the API client
// itself is tested against a real server in src/api); what is checked is what start-up does
// with their answers.
import { beforeEach, describe, expect, it } from 'vitest';
import { t } from '../i18n/translate.ts';
import type { Department, JettonDetail } from '../common/api-contract.ts';
import { startupPlan } from '../domain/startup-params.ts';
import { createBookingStore } from '../store/booking-store.ts';
import { createUiStore } from '../store/ui-store.ts';
import { MEMO_JUMP_STORAGE_KEY, readShownMemoJump, runStartup, type StartupDeps } from './startup.ts';

const departments: Department[] = [
  { id: 12, code: 'DSI', name: 'Identification', suspended: false, showHome: true },
  { id: 13, code: 'DSAL', name: 'Labour', suspended: true, showHome: true },
];
const ticket: JettonDetail = { id: 'T9', jettonCode: 'A001', ticketType: 'QUEUE' };

function deps(overrides: Partial<StartupDeps> = {}): StartupDeps {
  return {
    store: createBookingStore(),
    ui: createUiStore(),
    lang: 'en_us',
    loadTicket: async (id) => {
      if (id !== 'T9') throw new Error('404');
      return ticket;
    },
    browse: browse(async () => departments),
    storage: sessionStorage,
    ...overrides,
  };
}
/** The drill-down's reads: only the departments answer in these tests. */
function browse(departmentsOf: () => Promise<Department[]>): StartupDeps['browse'] {
  const none = async (): Promise<never> => { throw new Error('not read in these tests'); };
  return {
    calls: {
      departments: departmentsOf,
      departmentsOfCategory: none,
      otherDepartments: none,
      servicesOfType: none,
      service: none,
      locationsOfService: none,
      location: none,
      locationService: none,
    },
    oneAccount: false,
    shows: () => true,
    emit: () => undefined,
  };
}
const run = async (search: string, d: StartupDeps) => runStartup(startupPlan(new URLSearchParams(search)), d);

beforeEach(() => sessionStorage.clear());

describe('start-up actions', () => {
  it('?departmentId=12 picks the department and opens it', async () => {
    const d = deps();
    await run('?departmentId=12', d);
    expect(d.store.getState().context.dep?.code).toBe('DSI');
    expect(d.store.getState().route).toBe('/serOrLocationWithTabs');
  });

  it('?departmentId=DSI (a code) opens it too', async () => {
    const d = deps();
    await run('?departmentId=DSI', d);
    expect(d.store.getState().context.dep?.id).toBe(12);
  });

  it('?departmentId=13 (suspended) stays home with depSuspended', async () => {
    const d = deps();
    const problem = await run('?departmentId=13', d);
    expect(d.store.getState().route).toBe('/home');
    expect(problem && t('en_us', problem.messageKey)).toBe(t('en_us', 'messages.depSuspended'));
  });

  it('?departmentId=99 (unknown) stays home with depNoValid', async () => {
    const d = deps();
    const problem = await run('?departmentId=99', d);
    expect(d.store.getState().route).toBe('/home');
    expect(problem).toEqual({ messageKey: 'messages.depNoValid', code: null, retry: false });
    expect(d.store.getState().context.dep).toBeNull();
  });

  it('?departmentId=12 when the departments fail to load: home, and a retry may help', async () => {
    const d = deps({ browse: browse(async () => { throw new Error('offline'); }) });
    const problem = await run('?departmentId=12', d);
    expect(d.store.getState().route).toBe('/home');
    expect(problem).toEqual({ messageKey: 'messages.errorLoadData', code: null, retry: true });
  });

  it('?memoJump=T9 loads the ticket onto /success and remembers it as shown', async () => {
    const d = deps();
    expect(await run('?memoJump=T9', d)).toBeNull();
    expect(d.store.getState().route).toBe('/success');
    expect(d.store.getState().my.jettonDetail).toEqual(ticket);
    expect(readShownMemoJump(sessionStorage)).toBe('T9');
    expect(sessionStorage.getItem(MEMO_JUMP_STORAGE_KEY)).toBe('T9');
  });

  it('?memoJump=T404 (load fails) goes home', async () => {
    const d = deps();
    await run('?memoJump=T404', d);
    expect(d.store.getState().route).toBe('/home');
    expect(d.store.getState().my.jettonDetail).toBeNull();
  });

  it('?error=Boom: one alert, nothing loaded, no route change', async () => {
    let loaded = false;
    const d = deps({ browse: browse(async () => ((loaded = true), departments)) });
    const done = run('?error=Boom&departmentId=12', d);
    expect(d.ui.getState().dialogs.map((x) => x.text)).toEqual(['Error: Boom']);
    d.ui.getState().closeDialog(d.ui.getState().dialogs[0]!.id, true);
    await done;
    expect(loaded).toBe(false);
    expect(d.store.getState().route).toBe('/home');
  });

  it('applyRoute false (a hash reload) keeps the current route', async () => {
    const d = deps({ applyRoute: false });
    d.store.getState().navigate('/myBooking', {}, { replace: true });
    await run('?serviceCode=A1', d);
    expect(d.store.getState().route).toBe('/myBooking');
  });
});
