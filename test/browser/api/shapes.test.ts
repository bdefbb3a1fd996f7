// The answers of the reference server carry the fields src/common/api-contract.ts promises (docs/behaviour/3-entities.md):
// types are erased at run time, so this is where a renamed or missing field shows up.
import { expect } from 'chai';
import { createApi } from '../../../src/api/client.ts';

declare const describe: (name: string, body: () => void) => void;
/** Mocha's `it`; `this.timeout` widens the runner's 10 s for calls that walk the catalogue. */
declare const it: (name: string, body: (this: { timeout(ms: number): void }) => Promise<void>) => void;

const apiBase = (window as { __CB_API__?: string }).__CB_API__ ?? '/api';

function keysOf(value: unknown): string[] {
  return value && typeof value === 'object' ? Object.keys(value) : [];
}

describe('reference server answers have the fields of src/common/api-contract.ts (docs/behaviour/3-entities.md)', () => {
  it('catalogue, availability, queue and account answers', async function () {
    this.timeout(60_000);
    let token: string | null = null;
    const api = createApi({
      baseURL: apiBase,
      platform: 'PCWeb',
      getLanguage: () => 'en_us',
      getToken: () => token,
    });

    const [category] = await api.catalogue.categories();
    expect(keysOf(category)).to.include.members(['id', 'name']);

    const departments = await api.catalogue.departments();
    expect(keysOf(departments[0])).to.include.members(['id', 'code', 'name', 'suspended', 'showHome']);

    const department = departments.find((d) => !d.suspended)!;
    const [serviceType] = await api.catalogue.serviceTypes(department.id);
    expect(keysOf(serviceType)).to.include.members(['id', 'name', 'services']);

    const hot = await api.catalogue.hotServices();
    expect(keysOf(hot)).to.include.members(['services', 'locations']);
    const service = hot.services.find((s) => (s.locations ?? []).length > 0)!;
    expect(keysOf(service)).to.include.members([
      'id', 'name', 'uiName', 'showServiceDetail', 'serviceDetailType', 'openReservationParameter',
      'reservationRecommend', 'suspended', 'locations', 'departmentId', 'departmentCode',
    ]);
    const location = service.locations![0]!;
    expect(keysOf(location)).to.include.members([
      'id', 'name', 'suspended', 'remoteCounter', 'rcServiceLogin', 'longitude', 'latitude', 'address', 'telephone', 'depId', 'depCode',
    ]);

    const answer = await api.availability.locationService(service.id, location.id);
    expect(keysOf(answer.booking)).to.include.members(['status', 'timeTicketStatus']);
    expect(keysOf(answer.ticket)).to.include.members(['status', 'isOfficeTime', 'pass', 'queueState']);

    const counter = await api.queue.counterInfo(location.id, service.id);
    expect(keysOf(counter)).to.include.members(['waitCount', 'openCounter', 'notCheckInCount']);

    const parameters = await api.availability.reservationParameters(service.id);
    expect(parameters).to.be.an('array');

    token = (await api.account.testToken('85366000005')).jwt;
    expect(keysOf(await api.account.profile())).to.include.members(['euid', 'identityDocs', 'ribbonEnv']);
    expect(keysOf(await api.tickets.count())).to.include.members(['count']);
    expect(keysOf(await api.catalogue.count())).to.include.members(['depSize', 'serSize']);
    expect(await api.favourites.recentlyUsed()).to.be.an('array');
  });
});
