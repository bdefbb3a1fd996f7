// Root of <service-search>, loaded as a lazy chunk by elements/service-search.ts: search, and the
// drill-down from a category or department down to a service at a location (where the host's
// page takes over, told by `cb-service-selected`).
import type { ElementConfig } from '../../app/element-config.ts';
import { ElementLayout } from '../../app/element-layout.tsx';

const SERVICE_SEARCH: ElementConfig = {
  tag: 'service-search',
  routes: ['/search', '/category', '/department', '/serOrLocationWithTabs', '/serOrLocationWithoutTabs'],
  start: '/search',
  attributes: ['departmentId', 'serviceCode'],
};

/** Search and the drill-down to a service at a location. */
export default function ServiceSearchRoot() {
  return <ElementLayout config={SERVICE_SEARCH} />;
}
