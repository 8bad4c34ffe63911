-- One table per template facet: the keys are what the web puts in the URL.
CREATE TABLE template_scenes (key TEXT PRIMARY KEY, name TEXT NOT NULL, sort INTEGER NOT NULL);
CREATE TABLE template_sizes (
  key TEXT PRIMARY KEY,
  name TEXT NOT NULL,
  width INTEGER NOT NULL CHECK (width > 0),
  height INTEGER NOT NULL CHECK (height > 0),
  platform TEXT NOT NULL,
  sort INTEGER NOT NULL
);
CREATE TABLE template_industries (key TEXT PRIMARY KEY, name TEXT NOT NULL, sort INTEGER NOT NULL);
CREATE TABLE template_colors (key TEXT PRIMARY KEY, name TEXT NOT NULL, hex TEXT NOT NULL, sort INTEGER NOT NULL);
CREATE TABLE template_styles (key TEXT PRIMARY KEY, name TEXT NOT NULL, sort INTEGER NOT NULL);

CREATE TABLE authors (id INTEGER PRIMARY KEY, name TEXT NOT NULL);

CREATE TABLE templates (
  id INTEGER PRIMARY KEY,
  title TEXT NOT NULL,
  description TEXT NOT NULL,
  scene_key TEXT NOT NULL REFERENCES template_scenes (key),
  size_key TEXT NOT NULL REFERENCES template_sizes (key),
  industry_key TEXT NOT NULL REFERENCES template_industries (key),
  color_key TEXT NOT NULL REFERENCES template_colors (key),
  style_key TEXT NOT NULL REFERENCES template_styles (key),
  is_vip INTEGER NOT NULL CHECK (is_vip IN (0, 1)),
  colors TEXT NOT NULL,                    -- JSON array of hex colours, main colour first
  tags TEXT NOT NULL,                      -- JSON array
  author_id INTEGER NOT NULL REFERENCES authors (id),
  uses INTEGER NOT NULL,
  -- Counts from before this stand-in existed; per-user likes/favourites are added on top
  -- (see template_cards) so re-seeding never wipes what users did.
  base_likes INTEGER NOT NULL,
  base_favourites INTEGER NOT NULL,
  created_at TEXT NOT NULL
);
CREATE INDEX templates_scene ON templates (scene_key);
CREATE INDEX templates_created ON templates (created_at);

CREATE TABLE template_likes (
  user_id INTEGER NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  template_id INTEGER NOT NULL REFERENCES templates (id) ON DELETE CASCADE,
  created_at TEXT NOT NULL,
  PRIMARY KEY (user_id, template_id)
);
CREATE INDEX template_likes_template ON template_likes (template_id);

CREATE TABLE template_favourites (
  user_id INTEGER NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  template_id INTEGER NOT NULL REFERENCES templates (id) ON DELETE CASCADE,
  created_at TEXT NOT NULL,
  PRIMARY KEY (user_id, template_id)
);
CREATE INDEX template_favourites_template ON template_favourites (template_id);

CREATE VIEW template_cards AS
SELECT
  t.*,
  t.base_likes + (SELECT COUNT(*) FROM template_likes l WHERE l.template_id = t.id) AS likes,
  t.base_favourites + (SELECT COUNT(*) FROM template_favourites f WHERE f.template_id = t.id) AS favourites,
  s.width AS width,
  s.height AS height,
  s.name AS size_name
FROM templates t
JOIN template_sizes s ON s.key = t.size_key;
