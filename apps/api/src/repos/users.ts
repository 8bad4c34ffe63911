import { randomBytes } from "node:crypto";
import type { Config } from "../config.ts";
import { levelNames } from "../data/plans.ts";
import type { Db } from "../db.ts";
import { sql } from "../lib/sql.ts";

export type UserRow = {
  id: number;
  handle: string | null;
  nickname: string;
  phone: string;
  vip_level: 0 | 1 | 2;
  vip_expires_at: string | null;
};

type TokenFaultRow = { code: number; http_status: number; msg: string };

export type TokenLookup =
  | { kind: "user"; user: UserRow; token: string; fixture: boolean }
  | { kind: "fault"; fault: TokenFaultRow }
  | { kind: "none" };

/** Fresh sessions live as long as the web's token cookie (spec §9: 7 days). */
const SESSION_DAYS = 7;

export function findUser(db: Db, id: number): UserRow | undefined {
  return sql<[number], UserRow>(
    db,
    "SELECT id, handle, nickname, phone, vip_level, vip_expires_at FROM users WHERE id = ?",
  ).get(id);
}

export function listDemoUsers(db: Db): (UserRow & { handle: string })[] {
  return sql<[], UserRow & { handle: string }>(
    db,
    "SELECT id, handle, nickname, phone, vip_level, vip_expires_at FROM users WHERE handle IS NOT NULL ORDER BY id",
  ).all();
}

export function lookupToken(db: Db, token: string, now: Date): TokenLookup {
  const fault = sql<[string], TokenFaultRow>(db, "SELECT code, http_status, msg FROM token_faults WHERE token = ?").get(
    token,
  );
  if (fault) return { kind: "fault", fault };
  const session = sql<[string, string], { user_id: number; is_fixture: number }>(
    db,
    `SELECT user_id, is_fixture FROM sessions
     WHERE token = ? AND ended_at IS NULL AND (expires_at IS NULL OR expires_at > ?)`,
  ).get(token, now.toISOString());
  const user = session && findUser(db, session.user_id);
  return user ? { kind: "user", user, token, fixture: session.is_fixture === 1 } : { kind: "none" };
}

export function createSession(db: Db, userId: number, now: Date): string {
  const token = `sess_${randomBytes(24).toString("base64url")}`;
  const expires = new Date(now.getTime() + SESSION_DAYS * 86_400_000);
  sql(db, "INSERT INTO sessions (token, user_id, is_fixture, created_at, expires_at) VALUES (?, ?, 0, ?, ?)").run(
    token,
    userId,
    now.toISOString(),
    expires.toISOString(),
  );
  return token;
}

/**
 * Users made by the login stand-in's 注册新用户 button live above the seeded range, so a
 * seeded id added later can never land on (and overwrite) one of them.
 */
export const NEW_USER_ID_FLOOR = 100_000;

/**
 * Registers a throwaway ordinary user (no VIP, no handle, so it is not offered as a demo
 * button) and opens a session for it. One transaction: never a user without its session.
 * The nickname and the phone derive from the id, so they are unique among recent sign-ups.
 */
export function registerNewUser(db: Db, now: Date): { user: UserRow; token: string } {
  return db.transaction(() => {
    const { next } = sql<[number, number], { next: number }>(
      db,
      "SELECT COALESCE(MAX(id), ?) + 1 AS next FROM users WHERE id > ?",
    ).get(NEW_USER_ID_FLOOR, NEW_USER_ID_FLOOR)!;
    const nickname = `新用户${String(next % 10_000).padStart(4, "0")}`;
    const phone = `137${String(next % 100_000_000).padStart(8, "0")}`;
    sql(
      db,
      "INSERT INTO users (id, handle, nickname, phone, vip_level, vip_expires_at, created_at) VALUES (?, NULL, ?, ?, 0, NULL, ?)",
    ).run(next, nickname, phone, now.toISOString());
    const token = createSession(db, next, now);
    return { user: findUser(db, next)!, token };
  })();
}

/** Ends a real session. Fixture tokens are exempt so test suites can sign out and run again. */
export function endSession(db: Db, token: string, now: Date): void {
  sql(db, "UPDATE sessions SET ended_at = ? WHERE token = ? AND is_fixture = 0 AND ended_at IS NULL").run(
    now.toISOString(),
    token,
  );
}

/** A membership past its expiry counts as level 0, but the old expiry is still reported. */
export function membershipOf(user: Pick<UserRow, "vip_level" | "vip_expires_at">, now: Date) {
  const active = user.vip_level > 0 && user.vip_expires_at !== null && user.vip_expires_at > now.toISOString();
  const level = active ? user.vip_level : 0;
  return { level, levelName: levelNames[level], expiresAt: user.vip_expires_at, isVip: active };
}

const maskPhone = (phone: string) => phone.replace(/^(\d{3})\d{4}(\d+)$/, "$1****$2");

export function toUserDto(user: UserRow, config: Config, now: Date) {
  const membership = membershipOf(user, now);
  return {
    id: user.id,
    nickname: user.nickname,
    avatar: `${config.publicApiUrl}/materials/v1/users/${user.id}/avatar.svg`,
    vipLevel: membership.level,
    vipName: membership.levelName,
    vipExpiresAt: membership.expiresAt,
    isVip: membership.isVip,
    phone: maskPhone(user.phone),
  };
}
