-- Where a simulated clock (CLOCK) started, shared by every process over this database: the
-- CLOCK instant and the real instant the first process with that CLOCK started. A process
-- started later reads it and runs at the same simulated time instead of starting at CLOCK
-- again (which would put it behind the others, and stall the queue simulation's pace).
CREATE TABLE clock_origin (
  id integer PRIMARY KEY CHECK (id = 1),
  clock_at timestamptz NOT NULL,
  real_start timestamptz NOT NULL
);
