// Finding, through the API as a citizen's screens do, something the seed data lets a citizen
// book or queue for at the runner's pinned clock: the browser tests that make tickets start here.
import type { Api } from '../../../src/api/client.ts';
import type { Location, ReservationPayload, Service } from '../../../src/common/api-contract.ts';

export interface Offering {
  service: Service;
  location: Location;
  departmentId: number | string;
}

export interface OpenSlot extends Offering {
  payload: ReservationPayload;
}

/** DD/MM/YYYY → the next day, in the same form (calendar arithmetic in UTC, no time zone). */
function nextDay(wire: string): string {
  const [d, m, y] = wire.split('/').map(Number) as [number, number, number];
  const next = new Date(Date.UTC(y, m - 1, d + 1));
  return `${String(next.getUTCDate()).padStart(2, '0')}/${String(next.getUTCMonth() + 1).padStart(2, '0')}/${next.getUTCFullYear()}`;
}

/** Open services at open locations without parameters or a sign-on only counter: hot services first, then a few departments'. */
async function* offerings(api: Api): AsyncGenerator<Offering> {
  const { services } = await api.catalogue.hotServices();
  const candidates: Service[] = [...services];
  const departments = (await api.catalogue.departments()).filter((d) => !d.suspended).slice(0, 4);
  for (const department of departments) {
    for (const type of await api.catalogue.serviceTypes(department.id)) candidates.push(...(type.services ?? []));
  }
  for (const service of candidates) {
    if (service.openReservationParameter || service.suspended) continue;
    for (const location of service.locations ?? []) {
      if (location.suspended || location.remoteCounter) continue;
      yield { service, location, departmentId: service.departmentId ?? location.depId ?? 0 };
    }
  }
}

/**
 * A bookable slot in the next two weeks and the payload that books it for `mobNum`. `pick`
 * chooses the day's first or last free slot, so two test files running at once book apart.
 */
export async function findOpenSlot(api: Api, mobNum: string, pick: 'first' | 'last' = 'first'): Promise<OpenSlot | undefined> {
  for await (const offering of offerings(api)) {
    const { service, location, departmentId } = offering;
    const answer = await api.availability.locationService(service.id, location.id).catch(() => undefined);
    if (!answer?.booking.status) continue;
    const dates = await api.availability.dates({ locationId: location.id, serviceId: service.id, departmentId });
    if (!dates.startDate || !dates.endDate) continue;
    let day = nextDay(dates.startDate);
    for (let i = 0; i < 14; i++, day = nextDay(day)) {
      const times = await api.availability.times({ locationId: location.id, serviceId: service.id, departmentId, bookingDate: day });
      const free = times.totalTimeSlot.filter((s) => s.enabled);
      const slot = pick === 'first' ? free[0] : free.at(-1);
      if (!slot) continue;
      const payload: ReservationPayload = {
        departmentId,
        departmentCode: service.departmentCode ?? location.depCode ?? '',
        locationId: location.id,
        serviceId: service.id,
        bookingDate: day,
        bookingTime: slot.timeSlot,
        identifyNo: '12345678',
        contactType: 'phone',
        mobNum,
        mobArea: '853',
        contactEmail: null,
        otherContact: null,
      };
      return { ...offering, payload };
    }
  }
  return undefined;
}

/** A service and location whose queue takes tickets now (open, in office hours, passing), and whether it asks for the identity number. */
export async function findOpenQueue(api: Api): Promise<(Offering & { needsIdentity: boolean }) | undefined> {
  for await (const offering of offerings(api)) {
    const answer = await api.availability.locationService(offering.service.id, offering.location.id).catch(() => undefined);
    if (answer?.ticket.status && answer.ticket.isOfficeTime && answer.ticket.pass === 'Y') {
      return { ...offering, needsIdentity: answer.checkIdCardQueue === true };
    }
  }
  return undefined;
}
