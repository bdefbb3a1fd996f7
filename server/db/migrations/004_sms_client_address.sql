-- SMS codes per client address (the hourly limit per address, beside the one per number): the
-- address each code was asked from, and one row per address, locked while deciding (as
-- sms_phones is per number) so that two processes cannot both send past the limit.
ALTER TABLE sms_codes ADD COLUMN client_address text;
CREATE INDEX sms_codes_client_address ON sms_codes (client_address, created_at DESC);
CREATE TABLE sms_senders (
  address text PRIMARY KEY
);
