-- The catalogue: who offers which service where, when, and with which flags (docs/behaviour/3-entities.md).
-- Names and texts carry one column per language (zh_hant, zh_hans, pt_pt, en_us); ids are
-- explicit integers so the seed, the tests and the booking side can rely on them.

CREATE TABLE categories (
  id integer PRIMARY KEY,
  name_zh_hant text NOT NULL, name_zh_hans text NOT NULL, name_pt_pt text NOT NULL, name_en_us text NOT NULL,
  ui_icon text NOT NULL DEFAULT '',
  ui_color text NOT NULL DEFAULT '#b1b1b2',
  sort integer NOT NULL DEFAULT 0
);

CREATE TABLE departments (
  id integer PRIMARY KEY,
  code text NOT NULL UNIQUE,
  category_id integer REFERENCES categories(id),
  name_zh_hant text NOT NULL, name_zh_hans text NOT NULL, name_pt_pt text NOT NULL, name_en_us text NOT NULL,
  suspended boolean NOT NULL DEFAULT false,
  office_tel text NOT NULL DEFAULT '',
  show_home boolean NOT NULL DEFAULT true,
  ui_icon text NOT NULL DEFAULT '',
  sort integer NOT NULL DEFAULT 0
);

CREATE TABLE service_types (
  id integer PRIMARY KEY,
  department_id integer NOT NULL REFERENCES departments(id),
  name_zh_hant text NOT NULL, name_zh_hans text NOT NULL, name_pt_pt text NOT NULL, name_en_us text NOT NULL,
  ui_color text NOT NULL DEFAULT '#1f5fa8',
  font_color text NOT NULL DEFAULT '#ffffff',
  font_size integer NOT NULL DEFAULT 14,
  font_bold boolean NOT NULL DEFAULT false,
  sort integer NOT NULL DEFAULT 0
);

CREATE TABLE services (
  id integer PRIMARY KEY,
  code text NOT NULL UNIQUE,
  department_id integer NOT NULL REFERENCES departments(id),
  service_type_id integer NOT NULL REFERENCES service_types(id),
  name_zh_hant text NOT NULL, name_zh_hans text NOT NULL, name_pt_pt text NOT NULL, name_en_us text NOT NULL,
  -- uiName may carry light styling (an emphasised word); plain name when null.
  ui_name_zh_hant text, ui_name_zh_hans text, ui_name_pt_pt text, ui_name_en_us text,
  ui_color text NOT NULL DEFAULT '',
  ui_icon text NOT NULL DEFAULT '',
  show_service_detail boolean NOT NULL DEFAULT false,
  service_detail_type text CHECK (service_detail_type IN ('URL', 'HTML')),
  service_detail_url text,
  detail_html_zh_hant text, detail_html_zh_hans text, detail_html_pt_pt text, detail_html_en_us text,
  open_reservation_parameter boolean NOT NULL DEFAULT false,
  reservation_recommend boolean NOT NULL DEFAULT true,
  suspended boolean NOT NULL DEFAULT false,
  -- Rank among hot services (1 = hottest); null when not a hot service.
  hot_rank integer,
  -- Extra search words (all languages, space separated).
  keywords text NOT NULL DEFAULT '',
  sort integer NOT NULL DEFAULT 0
);
CREATE INDEX services_department ON services(department_id);
CREATE INDEX services_type ON services(service_type_id);

CREATE TABLE locations (
  id integer PRIMARY KEY,
  department_id integer NOT NULL REFERENCES departments(id),
  name_zh_hant text NOT NULL, name_zh_hans text NOT NULL, name_pt_pt text NOT NULL, name_en_us text NOT NULL,
  address_zh_hant text NOT NULL, address_zh_hans text NOT NULL, address_pt_pt text NOT NULL, address_en_us text NOT NULL,
  -- Opening time text shown to citizens (docs/behaviour/3-entities.md (Location)).
  description_zh_hant text NOT NULL DEFAULT '', description_zh_hans text NOT NULL DEFAULT '',
  description_pt_pt text NOT NULL DEFAULT '', description_en_us text NOT NULL DEFAULT '',
  ui_icon text NOT NULL DEFAULT '',
  suspended boolean NOT NULL DEFAULT false,
  remote_counter boolean NOT NULL DEFAULT false,
  rc_service_login boolean NOT NULL DEFAULT false,
  longitude double precision,
  latitude double precision,
  telephone text NOT NULL DEFAULT '',
  sort integer NOT NULL DEFAULT 0
);
CREATE INDEX locations_department ON locations(department_id);

-- The offering: a service at a location, with its availability flags (docs/behaviour/4-states.md (Availability):
-- booking 1, timed ticket 2, queue 4/8) and identity-card requirements.
CREATE TABLE service_locations (
  service_id integer NOT NULL REFERENCES services(id),
  location_id integer NOT NULL REFERENCES locations(id),
  booking_open boolean NOT NULL DEFAULT false,
  timed_ticket_open boolean NOT NULL DEFAULT false,
  queue_open boolean NOT NULL DEFAULT false,
  check_id_card_reservation boolean NOT NULL DEFAULT false,
  check_id_card_time boolean NOT NULL DEFAULT false,
  check_id_card_queue boolean NOT NULL DEFAULT false,
  remote_counter boolean NOT NULL DEFAULT false,
  rc_service_login boolean NOT NULL DEFAULT false,
  suspended boolean NOT NULL DEFAULT false,
  PRIMARY KEY (service_id, location_id)
);
CREATE INDEX service_locations_location ON service_locations(location_id);

-- Office hours of an offering per weekday (0 = Sunday); two rows make a lunch break;
-- a weekday without rows is closed (nonOffices).
CREATE TABLE service_location_hours (
  service_id integer NOT NULL,
  location_id integer NOT NULL,
  weekday smallint NOT NULL CHECK (weekday BETWEEN 0 AND 6),
  opens text NOT NULL CHECK (opens ~ '^([01][0-9]|2[0-3]):[0-5][0-9]$'),
  closes text NOT NULL CHECK (closes ~ '^([01][0-9]|2[0-3]):[0-5][0-9]$'),
  PRIMARY KEY (service_id, location_id, weekday, opens),
  FOREIGN KEY (service_id, location_id) REFERENCES service_locations(service_id, location_id),
  CHECK (opens < closes)
);

CREATE TABLE reservation_parameters (
  id integer PRIMARY KEY,
  service_id integer NOT NULL REFERENCES services(id),
  position integer NOT NULL,
  parameter_type text NOT NULL CHECK (parameter_type IN ('NAME', 'IDNUMBER', 'MOBILENUMBER', 'DATE', 'BIRTHDAY', 'GENDER', 'OPTION', 'NUMBER')),
  name_zh_hant text NOT NULL, name_zh_hans text NOT NULL, name_pt_pt text NOT NULL, name_en_us text NOT NULL,
  description_zh_hant text NOT NULL DEFAULT '', description_zh_hans text NOT NULL DEFAULT '',
  description_pt_pt text NOT NULL DEFAULT '', description_en_us text NOT NULL DEFAULT '',
  -- OPTION and GENDER choices: [{"value": "...", "zh_hant": "...", "zh_hans": "...", "pt_pt": "...", "en_us": "..."}]
  options jsonb NOT NULL DEFAULT '[]',
  required boolean NOT NULL DEFAULT true,
  UNIQUE (service_id, position)
);

CREATE TABLE guides (
  id integer PRIMARY KEY,
  title_zh_hant text NOT NULL, title_zh_hans text NOT NULL, title_pt_pt text NOT NULL, title_en_us text NOT NULL,
  image_url text NOT NULL,
  link_url text,
  sort integer NOT NULL DEFAULT 0
);

CREATE TABLE privacy_clauses (
  id integer PRIMARY KEY,
  content_zh_hant text NOT NULL, content_zh_hans text NOT NULL, content_pt_pt text NOT NULL, content_en_us text NOT NULL,
  updated_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE consents (
  account text NOT NULL,
  device_id text NOT NULL,
  accepted_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (account, device_id)
);

CREATE TABLE search_records (
  id integer GENERATED BY DEFAULT AS IDENTITY PRIMARY KEY,
  euid text NOT NULL,
  keyword text NOT NULL,
  searched_at timestamptz NOT NULL DEFAULT now(),
  UNIQUE (euid, keyword)
);

CREATE TABLE favourites (
  id integer GENERATED BY DEFAULT AS IDENTITY PRIMARY KEY,
  euid text NOT NULL,
  mob_area text NOT NULL DEFAULT '853',
  mob_num text NOT NULL,
  service_id integer NOT NULL REFERENCES services(id),
  location_id integer NOT NULL REFERENCES locations(id),
  type text NOT NULL CHECK (type IN ('QUEUE', 'RESERCATION')),
  created_at timestamptz NOT NULL DEFAULT now(),
  UNIQUE (euid, service_id, location_id, type)
);

-- Recently used: one row per use (a ticket or a booking); the list shows the latest per
-- service, location and type. Written by the booking side when a ticket is issued.
CREATE TABLE usage_history (
  id integer GENERATED BY DEFAULT AS IDENTITY PRIMARY KEY,
  euid text NOT NULL,
  service_id integer NOT NULL REFERENCES services(id),
  location_id integer NOT NULL REFERENCES locations(id),
  type text NOT NULL CHECK (type IN ('QUEUE', 'RESERCATION')),
  used_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX usage_history_euid ON usage_history(euid, used_at DESC);

-- Citizens (by euid) who see the functions under gray test.
CREATE TABLE gray_test_whitelist (
  euid text PRIMARY KEY,
  note text NOT NULL DEFAULT ''
);
