-- Custom word lists (会员中心 benefit "自定义违禁词库": 个人 VIP 1, 团队 VIP 10).
-- `list_no` is 1..the plan's limit; `words` is a JSON array of trimmed, de-duplicated words.
CREATE TABLE word_lists (
  user_id INTEGER NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  list_no INTEGER NOT NULL CHECK (list_no BETWEEN 1 AND 10),
  words TEXT NOT NULL,
  updated_at TEXT NOT NULL,
  PRIMARY KEY (user_id, list_no)
);
