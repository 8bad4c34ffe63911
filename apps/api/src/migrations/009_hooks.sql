-- 开头钩子灵感库: short-video opening patterns written for this product (data/hooks.ts),
-- seeded idempotently; {占位} blanks are filled in the browser.
CREATE TABLE hooks (
  id TEXT PRIMARY KEY,
  type TEXT NOT NULL CHECK (type IN ('question', 'number', 'contrast', 'pain', 'story', 'benefit', 'suspense')),
  industries TEXT NOT NULL,               -- JSON array of template-facets industry keys; [] = any
  pattern TEXT NOT NULL,
  example TEXT NOT NULL,
  why TEXT NOT NULL,
  sort INTEGER NOT NULL
);
