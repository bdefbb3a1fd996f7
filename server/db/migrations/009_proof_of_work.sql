-- Proof of work (docs/abuse-resistance.md "Proof of work"): each ALTCHA solution is spent once;
-- its challenge's signature is kept until the challenge expires, then purged.
CREATE TABLE altcha_spent (
  signature text PRIMARY KEY,
  expires_at timestamptz NOT NULL
);
CREATE INDEX altcha_spent_expires ON altcha_spent (expires_at);
