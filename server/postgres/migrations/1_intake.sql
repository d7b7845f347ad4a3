-- The form intake (ADR 0006), as server/intake/db.ts has it in SQLite: submissions, their notifications'
-- outbox, the honeypot counts and the installation's secrets. Applied once per database by
-- server/postgres/database.ts; never edited once released (postgres-migrations checks each file's hash):
-- a change is a new numbered file.
CREATE TABLE submissions (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  form text NOT NULL,
  locale text NOT NULL,
  idempotency_key text NOT NULL,
  data text NOT NULL,                  -- validated fields as JSON text, as SQLite stores them (jsonb would reorder keys)
  receipt text NOT NULL UNIQUE,        -- capability token for the thank-you page
  created_at timestamptz NOT NULL,
  ip_hash text NOT NULL,               -- keyed hash: lets staff spot floods without storing the IP
  user_agent text NOT NULL,
  score integer,                       -- readiness only
  level integer,                       -- readiness only
  spam boolean NOT NULL DEFAULT false, -- a honeypot hit: stored, nobody notified until staff say otherwise
  UNIQUE (form, idempotency_key)       -- a retried submit can never become a second row, on any instance
);

CREATE TABLE outbox (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  submission_id bigint NOT NULL UNIQUE REFERENCES submissions (id),
  attempts integer NOT NULL DEFAULT 0,
  next_attempt_at timestamptz NOT NULL,
  last_error text,
  delivered_at timestamptz
);
-- What the workers claim (FOR UPDATE SKIP LOCKED): undelivered rows by due time.
CREATE INDEX outbox_pending ON outbox (next_attempt_at, id) WHERE delivered_at IS NULL;

CREATE TABLE spam_count (
  form text PRIMARY KEY,
  count bigint NOT NULL,
  last_at timestamptz NOT NULL
);

CREATE TABLE meta (
  key text PRIMARY KEY,
  value text NOT NULL
);
