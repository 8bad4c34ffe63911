CREATE TABLE plans (
  id TEXT PRIMARY KEY,
  audience TEXT NOT NULL CHECK (audience IN ('personal', 'team')),
  period TEXT NOT NULL CHECK (period IN ('month', 'quarter', 'year')),
  name TEXT NOT NULL,
  level INTEGER NOT NULL CHECK (level IN (1, 2)),   -- vip level granted
  months INTEGER NOT NULL CHECK (months > 0),       -- membership added on payment
  price INTEGER NOT NULL CHECK (price > 0),         -- fen
  original_price INTEGER NOT NULL,
  recommended INTEGER NOT NULL CHECK (recommended IN (0, 1)),
  seats INTEGER NOT NULL,
  perks TEXT NOT NULL,                              -- JSON array
  sort INTEGER NOT NULL
);

CREATE TABLE plan_benefits (
  key TEXT PRIMARY KEY,
  name TEXT NOT NULL,
  free TEXT NOT NULL,
  personal TEXT NOT NULL,
  team TEXT NOT NULL,
  sort INTEGER NOT NULL
);

CREATE TABLE orders (
  order_no TEXT PRIMARY KEY,
  user_id INTEGER NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  order_key TEXT NOT NULL,                          -- client idempotency key
  plan_id TEXT NOT NULL REFERENCES plans (id),
  plan_name TEXT NOT NULL,                          -- frozen at purchase time
  amount INTEGER NOT NULL,
  status TEXT NOT NULL CHECK (status IN ('pending', 'paid', 'expired')),
  pay_method TEXT CHECK (pay_method IN ('wechat', 'alipay')),
  created_at TEXT NOT NULL,
  expires_at TEXT NOT NULL,
  paid_at TEXT,
  UNIQUE (user_id, order_key)
);
