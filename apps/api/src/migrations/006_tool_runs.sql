-- Daily tool runs per logged-in user (会员中心 benefit "工具每日使用次数").
-- Only the tool's slug and a counter: what the user analysed never reaches the server.
-- `day` is the Asia/Shanghai calendar date (YYYY-MM-DD): the quota resets at 00:00 Beijing time.
CREATE TABLE tool_runs (
  user_id INTEGER NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  slug TEXT NOT NULL,
  day TEXT NOT NULL,
  count INTEGER NOT NULL CHECK (count >= 0),
  PRIMARY KEY (user_id, slug, day)
);
