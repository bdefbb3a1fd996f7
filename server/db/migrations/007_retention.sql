-- Retention (docs/abuse-resistance.md "Idempotency and retention"): what the scheduled purge
-- deletes by age, indexed by the time it is judged by; and "sign out everywhere": a citizen's
-- tokens issued up to signed_out_at are refused.
CREATE INDEX idempotency_keys_created ON idempotency_keys (created_at);
CREATE INDEX search_records_searched ON search_records (searched_at);
CREATE INDEX consents_accepted ON consents (accepted_at);
CREATE INDEX token_revocations_expires ON token_revocations (expires_at);
CREATE INDEX sms_codes_expires ON sms_codes (expires_at);
CREATE INDEX sms_outbox_at ON sms_outbox (at);
CREATE TABLE citizen_signouts (
  euid text PRIMARY KEY,
  signed_out_at timestamptz NOT NULL
);
CREATE INDEX citizen_signouts_at ON citizen_signouts (signed_out_at);
