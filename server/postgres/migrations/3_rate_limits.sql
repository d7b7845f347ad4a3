-- The form posts' rate limit (server/rate-limit.ts, as SQLite's single server keeps it in memory), shared by
-- every instance: per form and client, the times of the posts taken within the window. The key holds the
-- client address only as its keyed hash. Unlogged: a post's count is not worth a WAL write (a database crash
-- empties the table, which forgets at most ten minutes of counts). Applied once per database; never edited
-- once released.
CREATE UNLOGGED TABLE rate_limits (
  key text PRIMARY KEY,
  hits timestamptz[] NOT NULL,         -- oldest first, those within the window
  refused boolean NOT NULL DEFAULT false -- whether the last post was refused (what the upsert answers)
);
