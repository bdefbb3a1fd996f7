-- Bookings, queues, identity. Capacity is a database guarantee: a slot's
-- booked count only moves through a conditional UPDATE in the transaction that writes the
-- ticket, and the CHECK below is the backstop. Queue numbers come from queues.last_number,
-- bumped in the transaction that inserts the ticket, so a failed request leaves no gap.

-- Tokens: the signing secret when TOKEN_SECRET is not set, and revoked token ids.
CREATE TABLE app_secrets (
  name text PRIMARY KEY,
  value text NOT NULL
);
CREATE TABLE token_revocations (
  jti text PRIMARY KEY,
  revoked_at timestamptz NOT NULL DEFAULT now(),
  expires_at timestamptz NOT NULL
);

-- Calendars. A NULL service/location means system-wide (systemPublicHolidays and friends).
CREATE TABLE calendar_days (
  id serial PRIMARY KEY,
  service_id integer,
  location_id integer,
  day date NOT NULL,
  kind text NOT NULL CHECK (kind IN ('HOLIDAY', 'SPECIALDAY', 'FULLDAY')),
  name text NOT NULL DEFAULT ''
);
CREATE UNIQUE INDEX calendar_days_unique ON calendar_days (COALESCE(service_id, 0), COALESCE(location_id, 0), day, kind);
CREATE INDEX calendar_days_day ON calendar_days (day);

-- Closed weekdays (nonOffices) are the weekdays without rows in service_location_hours.

-- How far ahead an offering can be booked: begin = today + first_day, end = today + last_day.
CREATE TABLE booking_windows (
  service_id integer NOT NULL,
  location_id integer NOT NULL,
  first_day integer NOT NULL DEFAULT 1 CHECK (first_day >= 0),
  last_day integer NOT NULL DEFAULT 30 CHECK (last_day >= first_day),
  style text NOT NULL DEFAULT 'list' CHECK (style IN ('list', 'dropDown')),
  PRIMARY KEY (service_id, location_id)
);

-- The day template of an offering's slots; concrete days are materialised from it on demand
-- (so the calendar keeps working as the clock moves on past the seeding day).
CREATE TABLE slot_templates (
  service_id integer NOT NULL,
  location_id integer NOT NULL,
  slot_time text NOT NULL CHECK (slot_time ~ '^[0-2][0-9]:[0-5][0-9]$'),
  capacity integer NOT NULL CHECK (capacity >= 0),
  enabled boolean NOT NULL DEFAULT true,
  PRIMARY KEY (service_id, location_id, slot_time)
);

CREATE TABLE time_slots (
  id serial PRIMARY KEY,
  service_id integer NOT NULL,
  location_id integer NOT NULL,
  day date NOT NULL,
  slot_time text NOT NULL,
  capacity integer NOT NULL CHECK (capacity >= 0),
  booked integer NOT NULL DEFAULT 0,
  enabled boolean NOT NULL DEFAULT true,
  CONSTRAINT time_slots_capacity CHECK (booked >= 0 AND booked <= capacity),
  UNIQUE (service_id, location_id, day, slot_time)
);

-- Citizens: one-account users (euid from the provider) and SMS-verified mobiles.
CREATE TABLE citizens (
  euid text PRIMARY KEY,
  kind text NOT NULL CHECK (kind IN ('sms', 'oneAccount')),
  mob_area text NOT NULL DEFAULT '853',
  mob_num text NOT NULL DEFAULT '',
  name text NOT NULL DEFAULT '',
  name_cn text NOT NULL DEFAULT '',
  birthday date,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE TABLE identity_docs (
  id serial PRIMARY KEY,
  euid text NOT NULL REFERENCES citizens (euid) ON DELETE CASCADE,
  identity_type text NOT NULL,
  identity_no text NOT NULL,
  name_cn text NOT NULL DEFAULT '',
  position integer NOT NULL DEFAULT 0
);
CREATE INDEX identity_docs_euid ON identity_docs (euid);

-- Tickets: bookings (RESERCATION, PERIOD) and queue tickets (QUEUE).
-- state: WAITING (active), CALLED (active), TREATED, ABSENT (finished), CANCELLED.
CREATE TABLE tickets (
  id serial PRIMARY KEY,
  uid text NOT NULL UNIQUE,
  ticket_type text NOT NULL CHECK (ticket_type IN ('RESERCATION', 'QUEUE', 'PERIOD')),
  service_id integer NOT NULL,
  location_id integer NOT NULL,
  department_id integer,
  slot_id integer REFERENCES time_slots (id),
  booking_date date,
  booking_time text,
  ticket_date date NOT NULL,
  jetton_code text NOT NULL,
  state text NOT NULL DEFAULT 'WAITING' CHECK (state IN ('WAITING', 'CALLED', 'TREATED', 'ABSENT', 'CANCELLED')),
  source text NOT NULL DEFAULT 'online' CHECK (source IN ('online', 'onsite')),
  euid text,
  mob_area text NOT NULL DEFAULT '',
  mob_num text NOT NULL DEFAULT '',
  identify_no text NOT NULL DEFAULT '',
  cnt_to_alert integer,
  params jsonb NOT NULL DEFAULT '[]'::jsonb,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  finished_at timestamptz
);
CREATE INDEX tickets_owner_mobile ON tickets (mob_area, mob_num);
CREATE INDEX tickets_owner_euid ON tickets (euid);
CREATE INDEX tickets_slot ON tickets (slot_id) WHERE state IN ('WAITING', 'CALLED');
CREATE INDEX tickets_offering_day ON tickets (service_id, location_id, ticket_date);

-- One queue per offering and day: the number dispenser and the counters the simulation opens.
CREATE TABLE queues (
  service_id integer NOT NULL,
  location_id integer NOT NULL,
  day date NOT NULL,
  last_number integer NOT NULL DEFAULT 0,
  called_number integer NOT NULL DEFAULT 0,
  -- Counters the simulation has opened; NULL until it has run (then the settings' count holds).
  open_counters integer CHECK (open_counters >= 0),
  PRIMARY KEY (service_id, location_id, day)
);
CREATE TABLE queue_tickets (
  ticket_id integer PRIMARY KEY REFERENCES tickets (id) ON DELETE CASCADE,
  service_id integer NOT NULL,
  location_id integer NOT NULL,
  day date NOT NULL,
  number integer NOT NULL CHECK (number > 0),
  UNIQUE (service_id, location_id, day, number)
);

-- Per-offering queue settings (reminder bounds, the "not busy" threshold, counters at peak).
CREATE TABLE queue_settings (
  service_id integer NOT NULL,
  location_id integer NOT NULL,
  min_cnt_to_alert integer NOT NULL DEFAULT 1,
  max_cnt_to_alert integer NOT NULL DEFAULT 20,
  not_busy_below integer NOT NULL DEFAULT 0,
  counters integer NOT NULL DEFAULT 2 CHECK (counters >= 0),
  daily_limit integer NOT NULL DEFAULT 999,
  walk_in_target integer NOT NULL DEFAULT 6,
  PRIMARY KEY (service_id, location_id)
);

-- The queue simulation's last step, so that several processes together tick at one pace.
CREATE TABLE queue_simulation (
  id integer PRIMARY KEY CHECK (id = 1),
  last_tick_at timestamptz
);
INSERT INTO queue_simulation (id, last_tick_at) VALUES (1, NULL);

-- SMS codes (hashed), the per-number send log for the rate rules, and the dev outbox.
CREATE TABLE sms_codes (
  id serial PRIMARY KEY,
  phone text NOT NULL,
  code_hash text NOT NULL,
  created_at timestamptz NOT NULL,
  expires_at timestamptz NOT NULL,
  attempts integer NOT NULL DEFAULT 0,
  used_at timestamptz
);
CREATE INDEX sms_codes_phone ON sms_codes (phone, created_at DESC);
CREATE TABLE sms_phones (
  phone text PRIMARY KEY,
  last_sent_at timestamptz
);
CREATE TABLE sms_outbox (
  id serial PRIMARY KEY,
  to_phone text NOT NULL,
  text text NOT NULL,
  code text NOT NULL,
  at timestamptz NOT NULL
);

-- Idempotency-Key replays: the first answer, written in the transaction that did the work.
CREATE TABLE idempotency_keys (
  scope text NOT NULL,
  key text NOT NULL,
  request_hash text NOT NULL,
  response jsonb NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (scope, key)
);

-- One-account sign-on (development provider): single-use authorization codes.
CREATE TABLE sso_codes (
  code_hash text PRIMARY KEY,
  euid text NOT NULL REFERENCES citizens (euid),
  client_id text NOT NULL,
  redirect_uri text NOT NULL,
  code_challenge text NOT NULL,
  expires_at timestamptz NOT NULL,
  used_at timestamptz
);

-- Notes ("add to memo") on a ticket, one-account users only.
CREATE TABLE memos (
  ticket_id integer PRIMARY KEY REFERENCES tickets (id) ON DELETE CASCADE,
  euid text NOT NULL,
  business_code text NOT NULL UNIQUE,
  created_at timestamptz NOT NULL DEFAULT now()
);
