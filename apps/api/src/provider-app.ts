/**
 * The provider stand-in on API_PORT: materials (/materials), kit (/kit), user-center
 * (/user-center) and general service (/general) APIs behind one Hono app.
 */
import { Hono } from "hono";
import { bodyLimit } from "hono/body-limit";
import { cors } from "hono/cors";
import { HTTPException } from "hono/http-exception";
import type { Deps } from "./deps.ts";
import type { AppEnv } from "./lib/auth.ts";
import { ApiError, ErrorCode, fail, ok } from "./lib/envelope.ts";
import { MAX_BODY_BYTES } from "./lib/validate.ts";
import { calendarRoutes } from "./routes/calendar.ts";
import { hookRoutes } from "./routes/hooks.ts";
import { topicRoutes } from "./routes/topics.ts";
import { healthRoutes } from "./routes/health.ts";
import { iconRoutes } from "./routes/icons.ts";
import { searchRoutes } from "./routes/search.ts";
import { templateCoverRoutes } from "./routes/template-cover.ts";
import { templateRoutes } from "./routes/templates.ts";
import { toolRunRoutes } from "./routes/tool-runs.ts";
import { toolRoutes } from "./routes/tools.ts";
import { userRoutes } from "./routes/user.ts";
import { vipRoutes } from "./routes/vip.ts";
import { wordListRoutes } from "./routes/word-lists.ts";

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export function createProviderApp(deps: Deps) {
  const app = new Hono<AppEnv>();

  // The latency knob: every answer (errors and preflights included) waits, like a slow network would.
  if (deps.config.latencyMs > 0) {
    app.use(async (_c, next) => {
      await sleep(deps.config.latencyMs);
      await next();
    });
  }

  app.use(
    cors({
      origin: deps.config.allowedOrigins,
      allowMethods: ["GET", "POST", "PUT", "DELETE", "OPTIONS"],
      allowHeaders: ["Authorization", "Content-Type"],
      maxAge: 600,
    }),
  );

  app.use(async (c, next) => {
    await next();
    c.header("X-Content-Type-Options", "nosniff");
  });

  // Word lists (routes/word-lists.ts) may be up to 40 KB: 500 words of up to 20 CJK characters.
  const defaultLimit = bodyLimit({
    maxSize: MAX_BODY_BYTES,
    onError: (c) => fail(c, 413, ErrorCode.tooLarge, "请求体过大，最多 16 KB"),
  });
  const wordListLimit = bodyLimit({
    maxSize: 40 * 1024,
    onError: (c) => fail(c, 413, ErrorCode.tooLarge, "请求体过大，最多 40 KB"),
  });
  app.use((c, next) =>
    c.req.path.startsWith("/user-center/v1/word-lists/") ? wordListLimit(c, next) : defaultLimit(c, next),
  );

  const materials = new Hono<AppEnv>()
    .route("/", userRoutes(deps))
    .route("/", searchRoutes(deps))
    .route("/", toolRoutes(deps))
    .route("/", toolRunRoutes(deps))
    .route("/", templateCoverRoutes(deps))
    .route("/", templateRoutes(deps))
    .route("/", vipRoutes(deps))
    .route("/", calendarRoutes(deps))
    .route("/", hookRoutes(deps))
    .route("/", topicRoutes(deps));

  // Every API base answers /healthz, so readiness checks can target any of them.
  app.route("/materials", healthRoutes("materials"));
  app.route("/materials", materials);
  app.route("/general", healthRoutes("general"));
  app.route("/general", iconRoutes(deps));
  app.route("/kit", healthRoutes("kit"));
  app.route("/user-center", healthRoutes("user-center"));
  app.route("/user-center", wordListRoutes(deps));
  app.get("/healthz", (c) => ok(c, { api: "standin" }));

  app.notFound((c) => fail(c, 404, ErrorCode.notFound, "接口不存在"));

  app.onError((error, c) => {
    if (error instanceof ApiError) return fail(c, error.status, error.code, error.message);
    if (error instanceof HTTPException && error.status < 500) {
      return fail(c, error.status, error.status * 100, "请求无法处理，请检查参数后重试");
    }
    console.error("[api] unhandled error on", c.req.method, c.req.path, error);
    return fail(c, 500, ErrorCode.internal, "服务器开小差了，请稍后再试");
  });

  return app;
}
