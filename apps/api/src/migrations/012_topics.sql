-- 话题标签推荐: a dated SAMPLE topic list per platform (data/topics.ts), seeded idempotently.
-- The provider would serve each platform's own list here; the page says this one is a sample.
CREATE TABLE topics (
  platform TEXT NOT NULL CHECK (platform IN ('douyin', 'xiaohongshu', 'weibo', 'bilibili')),
  name TEXT NOT NULL,
  category TEXT NOT NULL,
  heat INTEGER NOT NULL CHECK (heat BETWEEN 1 AND 100),  -- relative sample figure, not a view count
  list_date TEXT NOT NULL,                               -- YYYY-MM-DD the list stands for
  sort INTEGER NOT NULL,
  PRIMARY KEY (platform, name)
);
