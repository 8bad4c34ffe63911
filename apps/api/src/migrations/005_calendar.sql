-- Marketing calendar, computed by the seed from the chinese-days package and our own
-- shopping-festival list; days left are computed per request.
CREATE TABLE calendar_events (
  id TEXT PRIMARY KEY,                    -- "<date>:<kind>:<name>"
  date TEXT NOT NULL,
  name TEXT NOT NULL,
  kind TEXT NOT NULL CHECK (kind IN ('holiday', 'solar-term', 'festival', 'shopping')),
  prepare_from TEXT NOT NULL,
  tip TEXT NOT NULL,
  note TEXT,                              -- rest days / 调休 for holidays
  rest_from TEXT,
  rest_to TEXT,
  rest_days INTEGER,
  makeup_workdays TEXT                    -- JSON array of 调休 working days
);
CREATE INDEX calendar_events_date ON calendar_events (date);
