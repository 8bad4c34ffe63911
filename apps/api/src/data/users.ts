/** Seeded people and the test tokens listed in the README (like a payment provider's test cards). */

export type SeedUser = {
  id: number;
  handle: string;
  nickname: string;
  phone: string;
  vipLevel: 0 | 1 | 2;
  vipExpiresAt: string | null;
  /** Label on the login stand-in's button. */
  label: string;
};

export const seedUsers: SeedUser[] = [
  {
    id: 1001,
    handle: "demo-user",
    nickname: "运营小橙",
    phone: "13800001001",
    vipLevel: 0,
    vipExpiresAt: null,
    label: "普通用户",
  },
  {
    id: 1002,
    handle: "demo-vip",
    nickname: "投放老司机",
    phone: "13900001002",
    vipLevel: 1,
    // 2027-12-31 23:59:59 Beijing time.
    vipExpiresAt: "2027-12-31T15:59:59.000Z",
    label: "会员用户",
  },
];

/** Fixture sessions: the token equals the handle so docs and tests can type it. */
export const seedSessions = seedUsers.map((user) => ({ token: user.handle, userId: user.id }));

export type TokenFault = { token: string; code: number; httpStatus: number; msg: string };

/**
 * Codes 180002/180003/180007/180100/180017 make the web clear the session (spec §8);
 * 190001 stands for "any other non-zero code", which keeps it.
 */
export const tokenFaults: TokenFault[] = [
  { token: "test-code-180002", code: 180002, httpStatus: 401, msg: "登录已过期，请重新登录" },
  { token: "test-code-180003", code: 180003, httpStatus: 401, msg: "登录状态无效，请重新登录" },
  { token: "test-code-180007", code: 180007, httpStatus: 401, msg: "账号已在其他设备登录" },
  { token: "test-code-180100", code: 180100, httpStatus: 403, msg: "账号已被冻结，请联系客服" },
  { token: "test-code-180017", code: 180017, httpStatus: 401, msg: "账号存在安全风险，请重新登录" },
  { token: "test-code-190001", code: 190001, httpStatus: 503, msg: "用户服务繁忙，请稍后再试" },
];
