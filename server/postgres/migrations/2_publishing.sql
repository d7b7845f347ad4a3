-- Publishing on more than one instance (ADR 0006): each instance builds and serves its own release, so a
-- webhook received by one is announced here for the others to publish too, and each instance says what it
-- serves. Applied once per database by server/postgres/database.ts; never edited once released.
CREATE TABLE publish_requests (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  origin text NOT NULL,               -- the instance that received the webhook (it queued the publish itself)
  targets text[] NOT NULL,            -- `api/id`, `api/*` (server/publish/queue.ts)
  webhook_at timestamptz NOT NULL,    -- when the webhook came: the start of webhook-to-live on every instance
  created_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE publish_instances (
  instance text PRIMARY KEY,          -- INSTANCE_NAME
  live_release text,                  -- the release it serves
  last_publish jsonb,                 -- its newest finished publish (server/publish/queue.ts PublishRecord)
  seen_at timestamptz NOT NULL        -- its last report: every 30 s while it runs
);
-- What an instance reads every few seconds: the announcements of the last minute.
CREATE INDEX publish_requests_created ON publish_requests (created_at);
