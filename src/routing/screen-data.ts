// The route a screen shows and the context it was opened with, as data attributes on the
// screen's root (`data-route`, `data-department-id`, …): what a host page's tests and the
// element tests read through the shadow root, the same for every screen.
// @chunk element-body: the home and the widgets' first screens put it on their roots (docs/build.md).
import type { RoutePath } from '../domain/route-guard.ts';
import { useBookingStore } from '../store/stores-context.tsx';

export interface ScreenData {
  'data-route': RoutePath;
  'data-department-id'?: string;
  'data-service-id'?: string;
  'data-location-id'?: string;
  'data-service-code'?: string;
  'data-only-time-ticket'?: 'true';
}

const text = (value: unknown) => (value === undefined || value === null ? undefined : String(value));

export function useScreenData(route: RoutePath, routeState: Readonly<Record<string, unknown>>): ScreenData {
  const departmentId = useBookingStore((s) => s.context.dep?.id);
  const serviceId = useBookingStore((s) => s.context.service?.id);
  const locationId = useBookingStore((s) => s.context.location?.id);
  const onlyTimeTicket = useBookingStore((s) => s.flags.onlyTimeTicket);
  const data: ScreenData = { 'data-route': route };
  const values = { 'data-department-id': text(departmentId), 'data-service-id': text(serviceId), 'data-location-id': text(locationId), 'data-service-code': text(routeState.serviceCode) };
  for (const [name, value] of Object.entries(values)) if (value !== undefined) data[name as keyof typeof values] = value;
  if (onlyTimeTicket) data['data-only-time-ticket'] = 'true';
  return data;
}
