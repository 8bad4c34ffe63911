CREATE TABLE tool_categories (
  key TEXT PRIMARY KEY,
  name TEXT NOT NULL,
  description TEXT NOT NULL,
  audience TEXT NOT NULL CHECK (audience IN ('ad', 'creative', 'content', 'material')),
  sort INTEGER NOT NULL
);

CREATE TABLE tools (
  id INTEGER PRIMARY KEY,
  slug TEXT NOT NULL UNIQUE,
  name TEXT NOT NULL,
  summary TEXT NOT NULL,
  category_key TEXT NOT NULL REFERENCES tool_categories (key),
  is_vip INTEGER NOT NULL CHECK (is_vip IN (0, 1)),
  is_hot INTEGER NOT NULL CHECK (is_hot IN (0, 1)),
  is_new INTEGER NOT NULL CHECK (is_new IN (0, 1)),
  platforms TEXT NOT NULL,                 -- JSON array of platform names
  icon TEXT NOT NULL,                      -- "lucide:<name>"
  uses INTEGER NOT NULL,
  sort INTEGER NOT NULL
);
CREATE INDEX tools_category ON tools (category_key, sort);

CREATE TABLE tool_favourites (
  user_id INTEGER NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  tool_id INTEGER NOT NULL REFERENCES tools (id) ON DELETE CASCADE,
  created_at TEXT NOT NULL,
  PRIMARY KEY (user_id, tool_id)
);
