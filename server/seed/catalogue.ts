// Writes the seed catalogue (catalogue-data.ts) into an empty database: every table of
// 001_catalogue.sql, with office hours per weekday derived from each location's preset.
import type { Queryable } from '../db/types.ts';
import {
  CATEGORIES, DEPARTMENTS, FAVOURITES, GRAY_TEST_WHITELIST, GUIDES, LOCATIONS, PRIVACY_CLAUSE, SERVICE_TYPES, SERVICES, USAGE_HISTORY,
  type HoursPreset, type L4,
} from './catalogue-data.ts';
import { bannerPng } from './png.ts';

type Span = [string, string];
/** Office hours per weekday (0 = Sunday); a missing weekday is closed. */
const HOURS: Record<HoursPreset, Partial<Record<number, Span[]>>> = {
  gov: { 1: [['09:00', '18:00']], 2: [['09:00', '18:00']], 3: [['09:00', '18:00']], 4: [['09:00', '18:00']], 5: [['09:00', '18:00']] },
  lunch: {
    1: [['09:00', '13:00'], ['14:30', '17:45']], 2: [['09:00', '13:00'], ['14:30', '17:45']], 3: [['09:00', '13:00'], ['14:30', '17:45']],
    4: [['09:00', '13:00'], ['14:30', '17:45']], 5: [['09:00', '13:00'], ['14:30', '17:30']],
  },
  sat: { 1: [['09:00', '18:00']], 2: [['09:00', '18:00']], 3: [['09:00', '18:00']], 4: [['09:00', '18:00']], 5: [['09:00', '18:00']], 6: [['09:00', '13:00']] },
  wedClosed: { 1: [['09:00', '17:30']], 2: [['09:00', '17:30']], 4: [['09:00', '17:30']], 5: [['09:00', '17:30']], 6: [['10:00', '17:00']] },
  health: { 0: [['09:00', '13:00']], 1: [['08:00', '20:00']], 2: [['08:00', '20:00']], 3: [['08:00', '20:00']], 4: [['08:00', '20:00']], 5: [['08:00', '20:00']], 6: [['08:00', '20:00']] },
  evening: { 1: [['18:00', '21:30']], 2: [['18:00', '21:30']], 3: [['18:00', '21:30']], 4: [['18:00', '21:30']], 5: [['18:00', '21:30']] },
};

const HOURS_TEXT: Record<HoursPreset, L4> = {
  gov: ['星期一至五 09:00-18:00（公眾假期休息）', '星期一至五 09:00-18:00（公众假期休息）', '2.ª a 6.ª feira, 09:00-18:00 (encerrado nos feriados)', 'Mon–Fri 09:00–18:00 (closed on public holidays)'],
  lunch: ['星期一至四 09:00-13:00、14:30-17:45；星期五 09:00-13:00、14:30-17:30', '星期一至四 09:00-13:00、14:30-17:45；星期五 09:00-13:00、14:30-17:30', '2.ª a 5.ª feira, 09:00-13:00 e 14:30-17:45; 6.ª feira, 09:00-13:00 e 14:30-17:30', 'Mon–Thu 09:00–13:00 and 14:30–17:45; Fri 09:00–13:00 and 14:30–17:30'],
  sat: ['星期一至五 09:00-18:00；星期六 09:00-13:00', '星期一至五 09:00-18:00；星期六 09:00-13:00', '2.ª a 6.ª feira, 09:00-18:00; sábado, 09:00-13:00', 'Mon–Fri 09:00–18:00; Sat 09:00–13:00'],
  wedClosed: ['星期一、二、四、五 09:00-17:30；星期六 10:00-17:00；星期三休息', '星期一、二、四、五 09:00-17:30；星期六 10:00-17:00；星期三休息', '2.ª, 3.ª, 5.ª e 6.ª feira, 09:00-17:30; sábado, 10:00-17:00; encerrado à 4.ª feira', 'Mon, Tue, Thu, Fri 09:00–17:30; Sat 10:00–17:00; closed on Wednesdays'],
  health: ['星期一至六 08:00-20:00；星期日 09:00-13:00', '星期一至六 08:00-20:00；星期日 09:00-13:00', '2.ª feira a sábado, 08:00-20:00; domingo, 09:00-13:00', 'Mon–Sat 08:00–20:00; Sun 09:00–13:00'],
  evening: ['星期一至五 18:00-21:30', '星期一至五 18:00-21:30', '2.ª a 6.ª feira, 18:00-21:30', 'Mon–Fri 18:00–21:30'],
};

const NAME_COLS = (prefix: string) => ['zh_hant', 'zh_hans', 'pt_pt', 'en_us'].map((l) => `${prefix}_${l}`).join(', ');

async function insert(db: Queryable, table: string, columns: string[], rows: unknown[][]) {
  // Batched multi-row INSERTs: one round trip per 100 rows keeps the seed fast on PGlite.
  for (let i = 0; i < rows.length; i += 100) {
    const batch = rows.slice(i, i + 100);
    const params: unknown[] = [];
    const values = batch.map((row) => `(${row.map((v) => (params.push(v), `$${params.length}`)).join(', ')})`);
    await db.query(`INSERT INTO ${table} (${columns.join(', ')}) VALUES ${values.join(', ')}`, params);
  }
}

export async function seedCatalogue(db: Queryable): Promise<void> {
  // Icons are small PNG data URIs in the category's colour: the client shows only http(s) or
  // data:image/png|jpeg sources (docs/behaviour/5-validation.md), and the demo works offline.
  const colourOf = new Map(CATEGORIES.map((c) => [c.id, c.color]));
  await insert(db, 'categories', ['id', ...NAME_COLS('name').split(', '), 'ui_icon', 'ui_color', 'sort'],
    CATEGORIES.map((c, i) => [c.id, ...c.name, bannerPng(48, 48, c.color, '#ffffff'), c.color, i]));

  await insert(db, 'departments', ['id', 'code', 'category_id', ...NAME_COLS('name').split(', '), 'suspended', 'office_tel', 'show_home', 'ui_icon', 'sort'],
    DEPARTMENTS.map((d, i) => [
      d.id, d.code, d.category, ...d.name, d.suspended ?? false, d.tel, d.showHome ?? true,
      bannerPng(48, 48, colourOf.get(d.category ?? 0) ?? '#5d6d7e', '#f4f6f7'), i,
    ]));

  await insert(db, 'service_types', ['id', 'department_id', ...NAME_COLS('name').split(', '), 'ui_color', 'font_color', 'font_size', 'font_bold', 'sort'],
    SERVICE_TYPES.map((s, i) => [s.id, s.dep, ...s.name, s.color, s.fontColor ?? '#ffffff', 14, s.bold ?? false, i]));

  await insert(db, 'services', [
    'id', 'code', 'department_id', 'service_type_id', ...NAME_COLS('name').split(', '), ...NAME_COLS('ui_name').split(', '),
    'ui_color', 'ui_icon', 'show_service_detail', 'service_detail_type', 'service_detail_url', ...NAME_COLS('detail_html').split(', '),
    'open_reservation_parameter', 'reservation_recommend', 'suspended', 'hot_rank', 'keywords', 'sort',
  ], SERVICES.map((s, i) => {
    const detailType = s.detailUrl ? 'URL' : s.detailHtml ? 'HTML' : null;
    return [
      s.id, s.code, s.dep, s.type, ...s.name, ...(s.uiName ?? [null, null, null, null]),
      s.color ?? '', '', detailType !== null, detailType, s.detailUrl ?? null, ...(s.detailHtml ?? [null, null, null, null]),
      (s.params?.length ?? 0) > 0, s.recommend ?? true, s.suspended ?? false, s.hot ?? null, s.keywords ?? '', i,
    ];
  }));

  await insert(db, 'locations', [
    'id', 'department_id', ...NAME_COLS('name').split(', '), ...NAME_COLS('address').split(', '), ...NAME_COLS('description').split(', '),
    'ui_icon', 'suspended', 'remote_counter', 'rc_service_login', 'longitude', 'latitude', 'telephone', 'sort',
  ], LOCATIONS.map((l, i) => [
    l.id, l.dep, ...l.name, ...l.address, ...HOURS_TEXT[l.hours], '', l.suspended ?? false, l.remoteCounter ?? false,
    l.rcServiceLogin ?? false, l.lon, l.lat, l.tel, i,
  ]));

  const locationById = new Map(LOCATIONS.map((l) => [l.id, l]));
  const offerRows: unknown[][] = [];
  const hourRows: unknown[][] = [];
  for (const s of SERVICES) {
    for (const o of s.offers) {
      const loc = locationById.get(o.loc);
      if (!loc) throw new Error(`seed: service ${s.id} offered at unknown location ${o.loc}`);
      const idCard = o.idCard ?? '';
      offerRows.push([
        s.id, o.loc, o.mode.includes('B'), o.mode.includes('T'), o.mode.includes('Q'),
        idCard.includes('R'), idCard.includes('T'), idCard.includes('Q'),
        loc.remoteCounter ?? false, loc.rcServiceLogin ?? false, o.suspended ?? false,
      ]);
      for (const [weekday, spans] of Object.entries(HOURS[loc.hours])) {
        for (const [opens, closes] of spans ?? []) hourRows.push([s.id, o.loc, Number(weekday), opens, closes]);
      }
    }
  }
  await insert(db, 'service_locations', [
    'service_id', 'location_id', 'booking_open', 'timed_ticket_open', 'queue_open',
    'check_id_card_reservation', 'check_id_card_time', 'check_id_card_queue', 'remote_counter', 'rc_service_login', 'suspended',
  ], offerRows);
  await insert(db, 'service_location_hours', ['service_id', 'location_id', 'weekday', 'opens', 'closes'], hourRows);

  let paramId = 5001;
  const paramRows: unknown[][] = [];
  for (const s of SERVICES) {
    (s.params ?? []).forEach((p, position) => {
      const options = (p.options ?? []).map((o) => ({ value: o.value, zh_hant: o.name[0], zh_hans: o.name[1], pt_pt: o.name[2], en_us: o.name[3] }));
      paramRows.push([paramId++, s.id, position + 1, p.type, ...p.name, ...(p.description ?? ['', '', '', '']), JSON.stringify(options), p.required ?? true]);
    });
  }
  await insert(db, 'reservation_parameters', [
    'id', 'service_id', 'position', 'parameter_type', ...NAME_COLS('name').split(', '), ...NAME_COLS('description').split(', '), 'options', 'required',
  ], paramRows);

  await insert(db, 'guides', ['id', ...NAME_COLS('title').split(', '), 'image_url', 'link_url', 'sort'],
    GUIDES.map((g, i) => [g.id, ...g.title, bannerPng(96, 48, g.colors[0], g.colors[1]), null, i]));

  await insert(db, 'privacy_clauses', ['id', ...NAME_COLS('content').split(', ')], [[1, ...PRIVACY_CLAUSE]]);
  await insert(db, 'gray_test_whitelist', ['euid', 'note'], GRAY_TEST_WHITELIST.map((euid) => [euid, 'pilot group']));
  await insert(db, 'usage_history', ['euid', 'service_id', 'location_id', 'type', 'used_at'], USAGE_HISTORY);
  await insert(db, 'favourites', ['euid', 'mob_area', 'mob_num', 'service_id', 'location_id', 'type', 'created_at'], FAVOURITES);
}
