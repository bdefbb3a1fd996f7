-- A queue whose counter system is out of order or not reporting (set by staff, or a monitor):
-- no ticket can be issued through it, and the queue info answers queueState OFFLINE (a state
-- outside the brief's list, which the client shows as "system abnormal"). A default, so the
-- offerings of an existing database stay as they were.
ALTER TABLE queue_settings ADD COLUMN system_offline boolean NOT NULL DEFAULT false;
