// Catalogue entities shaped as docs/behaviour/3-entities.md (Department, Service type, Service,
// Location), their names and texts in every language (Texts): the route answers them in the
// request's language. Each, so answered, is the API contract's type (src/common/api-contract.ts),
// which the client reads the answer as: a field the server shapes otherwise than the contract
// promises fails the type check (ContractChecks below).
import type * as contract from '../../src/common/api-contract.ts';
import type { Queryable } from '../db/types.ts';
import { sqlTexts, type InLanguage, type Texts } from '../i18n/texts.ts';

export interface Category { id: number; name: Texts; uiIcon: string; uiColor: string }
export interface Department {
  id: number; code: string; name: Texts; suspended: boolean; officeTel: string; showHome: boolean; uiIcon: string;
  categoryId: number | null;
}
export interface Location {
  id: number; name: Texts; uiName: Texts; uiIcon: string; suspended: boolean; remoteCounter: boolean; rcServiceLogin: boolean;
  longitude: number | null; latitude: number | null; address: Texts; description: Texts; telephone: string;
  depId: number; depCode: string;
}
export interface Service {
  id: number; code: string; name: Texts; uiName: Texts; uiColor: string; uiIcon: string; departmentId: number;
  departmentCode: string; departmentNames: Texts[]; serviceTypeId: number; showServiceDetail: boolean;
  serviceDetailType: 'URL' | 'HTML' | null; serviceDetailUrl: string | null; serviceDetailHtml: Texts<string | null>;
  openReservationParameter: boolean; reservationRecommend: boolean; suspended: boolean; locations: Location[];
}
export interface ServiceType {
  id: number; name: Texts; departmentId: number; uiColor: string; fontColor: string; fontSize: number; fontBold: boolean;
  services: Service[];
}

type Expect<T extends U, U> = T;
/**
 * Each entity answered in one language is the contract's; a field shaped otherwise fails here.
 * Exported only so nothing reports the check unused (`@public` tells knip so).
 * @public
 */
export type ContractChecks = [
  Expect<InLanguage<Category>, contract.Category>, Expect<InLanguage<Department>, contract.Department>,
  Expect<InLanguage<Location>, contract.Location>, Expect<InLanguage<Service>, contract.Service>,
  Expect<InLanguage<ServiceType>, contract.ServiceType>,
];

/** Filters every list call shares: remote-counter flow only, one department, one location. */
export interface Scope { remoteCounter?: boolean }

export async function listCategories(db: Queryable): Promise<Category[]> {
  return db.query<Category>(
    `SELECT c.id, ${sqlTexts('c.name')} AS "name", c.ui_icon AS "uiIcon", c.ui_color AS "uiColor" FROM categories c
      WHERE EXISTS (SELECT 1 FROM departments d WHERE d.category_id = c.id) ORDER BY c.sort, c.id`,
  );
}

const DEPARTMENT_COLUMNS =
  `d.id, d.code, ${sqlTexts('d.name')} AS "name", d.suspended, d.office_tel AS "officeTel", d.show_home AS "showHome",
   d.ui_icon AS "uiIcon", d.category_id AS "categoryId"`;

const REMOTE_DEPARTMENT = `EXISTS (SELECT 1 FROM locations rl WHERE rl.department_id = d.id AND rl.remote_counter)`;

export async function listDepartments(
  db: Queryable, filter: { categoryId?: number | null; ids?: number[]; keyword?: string } & Scope = {},
): Promise<Department[]> {
  const where: string[] = [];
  const params: unknown[] = [];
  if (filter.categoryId === null) where.push('d.category_id IS NULL');
  else if (filter.categoryId !== undefined) where.push(`d.category_id = $${params.push(filter.categoryId)}`);
  if (filter.ids) where.push(`d.id = ANY($${params.push(filter.ids)}::int[])`);
  if (filter.keyword !== undefined) {
    // Case-insensitive match on the name in any language or the code.
    const p = `$${params.push(`%${filter.keyword.toLowerCase()}%`)}`;
    where.push(`(lower(d.name_zh_hant) LIKE ${p} OR lower(d.name_zh_hans) LIKE ${p} OR lower(d.name_pt_pt) LIKE ${p}
      OR lower(d.name_en_us) LIKE ${p} OR lower(d.code) LIKE ${p})`);
  }
  if (filter.remoteCounter) where.push(REMOTE_DEPARTMENT);
  return db.query<Department>(
    `SELECT ${DEPARTMENT_COLUMNS} FROM departments d ${where.length ? `WHERE ${where.join(' AND ')}` : ''}
      ORDER BY d.sort, d.id`,
    params,
  );
}

const LOCATION_COLUMNS = (offering: boolean) => `
  l.id, ${sqlTexts('l.name')} AS "name", ${sqlTexts('l.name')} AS "uiName", l.ui_icon AS "uiIcon",
  ${offering ? '(l.suspended OR sl.suspended OR d.suspended)' : '(l.suspended OR d.suspended)'} AS "suspended",
  l.remote_counter AS "remoteCounter", l.rc_service_login AS "rcServiceLogin", l.longitude, l.latitude,
  ${sqlTexts('l.address')} AS "address", ${sqlTexts('l.description')} AS "description", l.telephone, l.department_id AS "depId",
  d.code AS "depCode"`;

/** The location at these coordinates (to about a metre), for the map page. */
export async function locationAt(db: Queryable, latitude: number, longitude: number) {
  const [place] = await db.query<{ name: string; address: string; telephone: string }>(
    `SELECT ${sqlTexts('name')} AS name, ${sqlTexts('address')} AS address, telephone FROM locations
      WHERE abs(latitude - $1) < 0.00001 AND abs(longitude - $2) < 0.00001 ORDER BY id LIMIT 1`,
    [latitude, longitude],
  );
  return place;
}

export async function listLocations(
  db: Queryable, filter: { ids?: number[]; departmentId?: number } & Scope = {},
): Promise<Location[]> {
  const where: string[] = [];
  const params: unknown[] = [];
  if (filter.ids) where.push(`l.id = ANY($${params.push(filter.ids)}::int[])`);
  if (filter.departmentId !== undefined) where.push(`l.department_id = $${params.push(filter.departmentId)}`);
  if (filter.remoteCounter) where.push('l.remote_counter');
  return db.query<Location>(
    `SELECT ${LOCATION_COLUMNS(false)} FROM locations l JOIN departments d ON d.id = l.department_id
      ${where.length ? `WHERE ${where.join(' AND ')}` : ''} ORDER BY l.sort, l.id`,
    params,
  );
}

/** Locations where each service is offered, keyed by service id (suspended counts the offering). */
async function locationsByService(db: Queryable, serviceIds: number[], scope: Scope & { locationId?: number; departmentId?: number }) {
  const byService = new Map<number, Location[]>();
  if (serviceIds.length === 0) return byService;
  const params: unknown[] = [serviceIds];
  const where = ['sl.service_id = ANY($1::int[])'];
  if (scope.remoteCounter) where.push('l.remote_counter');
  if (scope.locationId !== undefined) where.push(`l.id = $${params.push(scope.locationId)}`);
  if (scope.departmentId !== undefined) where.push(`l.department_id = $${params.push(scope.departmentId)}`);
  const rows = await db.query<Location & { serviceId: number }>(
    `SELECT sl.service_id AS "serviceId", ${LOCATION_COLUMNS(true)}
       FROM service_locations sl JOIN locations l ON l.id = sl.location_id JOIN departments d ON d.id = l.department_id
      WHERE ${where.join(' AND ')} ORDER BY l.sort, l.id`,
    params,
  );
  for (const { serviceId, ...location } of rows) {
    const list = byService.get(serviceId) ?? [];
    list.push(location);
    byService.set(serviceId, list);
  }
  return byService;
}

export interface ServiceFilter extends Scope {
  ids?: number[];
  serviceTypeIds?: number[];
  departmentId?: number;
  /** Only services offered at this location (and only this location in `locations`). */
  locationId?: number;
  code?: string;
  hot?: boolean;
  /** Case-insensitive match on the name in any language, the code or the keywords. */
  keyword?: string;
  limit?: number;
}

export async function listServices(db: Queryable, filter: ServiceFilter = {}): Promise<Service[]> {
  const where: string[] = [];
  const params: unknown[] = [];
  if (filter.ids) where.push(`s.id = ANY($${params.push(filter.ids)}::int[])`);
  if (filter.serviceTypeIds) where.push(`s.service_type_id = ANY($${params.push(filter.serviceTypeIds)}::int[])`);
  if (filter.departmentId !== undefined) where.push(`s.department_id = $${params.push(filter.departmentId)}`);
  if (filter.code !== undefined) where.push(`upper(s.code) = upper($${params.push(filter.code)})`);
  if (filter.hot) where.push('s.hot_rank IS NOT NULL');
  if (filter.locationId !== undefined || filter.remoteCounter) {
    const on: string[] = ['x.service_id = s.id'];
    if (filter.locationId !== undefined) on.push(`x.location_id = $${params.push(filter.locationId)}`);
    if (filter.remoteCounter) on.push('xl.remote_counter');
    where.push(`EXISTS (SELECT 1 FROM service_locations x JOIN locations xl ON xl.id = x.location_id WHERE ${on.join(' AND ')})`);
  }
  if (filter.keyword !== undefined) {
    const p = `$${params.push(`%${filter.keyword.toLowerCase()}%`)}`;
    where.push(`(lower(s.name_zh_hant) LIKE ${p} OR lower(s.name_zh_hans) LIKE ${p} OR lower(s.name_pt_pt) LIKE ${p}
      OR lower(s.name_en_us) LIKE ${p} OR lower(s.code) LIKE ${p} OR lower(s.keywords) LIKE ${p})`);
  }
  const rows = await db.query<Omit<Service, 'departmentNames' | 'locations'> & { departmentName: Texts }>(
    `SELECT s.id, s.code, ${sqlTexts('s.name')} AS "name", ${sqlTexts((x) => `COALESCE(s.ui_name_${x}, s.name_${x})`)} AS "uiName",
            s.ui_color AS "uiColor", s.ui_icon AS "uiIcon", s.department_id AS "departmentId", d.code AS "departmentCode",
            ${sqlTexts('d.name')} AS "departmentName", s.service_type_id AS "serviceTypeId",
            s.show_service_detail AS "showServiceDetail", s.service_detail_type AS "serviceDetailType",
            s.service_detail_url AS "serviceDetailUrl", ${sqlTexts('s.detail_html')} AS "serviceDetailHtml",
            s.open_reservation_parameter AS "openReservationParameter", s.reservation_recommend AS "reservationRecommend",
            (s.suspended OR d.suspended) AS "suspended"
       FROM services s JOIN departments d ON d.id = s.department_id
      ${where.length ? `WHERE ${where.join(' AND ')}` : ''}
      ORDER BY ${filter.hot ? 's.hot_rank, ' : ''}s.sort, s.id
      ${filter.limit ? `LIMIT ${Math.max(1, Math.floor(filter.limit))}` : ''}`,
    params,
  );
  const locations = await locationsByService(db, rows.map((r) => r.id), filter);
  return rows.map(({ departmentName, ...s }) => ({ ...s, departmentNames: [departmentName], locations: locations.get(s.id) ?? [] }));
}

export async function listServiceTypes(
  db: Queryable, filter: { departmentId?: number; ids?: number[]; locationId?: number } & Scope,
): Promise<ServiceType[]> {
  const where: string[] = [];
  const params: unknown[] = [];
  if (filter.departmentId !== undefined) where.push(`t.department_id = $${params.push(filter.departmentId)}`);
  if (filter.ids) where.push(`t.id = ANY($${params.push(filter.ids)}::int[])`);
  const types = await db.query<Omit<ServiceType, 'services'>>(
    `SELECT t.id, ${sqlTexts('t.name')} AS "name", t.department_id AS "departmentId", t.ui_color AS "uiColor",
            t.font_color AS "fontColor", t.font_size AS "fontSize", t.font_bold AS "fontBold"
       FROM service_types t ${where.length ? `WHERE ${where.join(' AND ')}` : ''} ORDER BY t.sort, t.id`,
    params,
  );
  const services = await listServices(db, { serviceTypeIds: types.map((t) => t.id), locationId: filter.locationId, remoteCounter: filter.remoteCounter });
  const result = types.map((t) => ({ ...t, services: services.filter((s) => s.serviceTypeId === t.id) }));
  // At a location, or in the remote flow, a type without a service offered there is noise.
  return filter.locationId !== undefined || filter.remoteCounter ? result.filter((t) => t.services.length > 0) : result;
}

export async function exists(db: Queryable, table: 'departments' | 'categories' | 'services' | 'locations' | 'service_types' | 'privacy_clauses', id: number) {
  const rows = await db.query(`SELECT 1 FROM ${table} WHERE id = $1`, [id]);
  return rows.length > 0;
}
