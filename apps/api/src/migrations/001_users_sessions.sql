-- Users and their sessions. Tokens are opaque strings; the seeded test tokens are
-- flagged `is_fixture` so signing out never ends them (tests must be repeatable).
CREATE TABLE users (
  id INTEGER PRIMARY KEY,
  handle TEXT UNIQUE,                      -- demo users offered on the login stand-in
  nickname TEXT NOT NULL,
  phone TEXT NOT NULL,                     -- stored in full, masked on output
  vip_level INTEGER NOT NULL DEFAULT 0 CHECK (vip_level IN (0, 1, 2)),
  vip_expires_at TEXT,                     -- ISO 8601 UTC; NULL = never a member
  created_at TEXT NOT NULL
);

CREATE TABLE sessions (
  token TEXT PRIMARY KEY,
  user_id INTEGER NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  is_fixture INTEGER NOT NULL DEFAULT 0 CHECK (is_fixture IN (0, 1)),
  created_at TEXT NOT NULL,
  expires_at TEXT,                         -- NULL for fixtures
  ended_at TEXT
);
CREATE INDEX sessions_user ON sessions (user_id);

-- Tokens whose only purpose is to make user-info answer a given error code.
CREATE TABLE token_faults (
  token TEXT PRIMARY KEY,
  code INTEGER NOT NULL,
  http_status INTEGER NOT NULL,
  msg TEXT NOT NULL
);
