-- SMS senders (docs/abuse-resistance.md "Sending"): a new code is written pending while its SMS
-- is out at the sender, outside the lock the budgets are decided under; it can be spent only once
-- the sender accepted it, and is deleted (with its row of sms_sends) when the send failed.
ALTER TABLE sms_codes ADD COLUMN pending boolean NOT NULL DEFAULT false;
