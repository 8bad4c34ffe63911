// Starts the provider stand-ins (apps/api) and the production site (apps/web)
// on their embedded defaults, prints where to go, and stops both together.
import { spawn } from "node:child_process";

const children = [
  spawn("npm", ["run", "start", "--workspace", "apps/api"], { stdio: "inherit" }),
  spawn("npm", ["run", "start", "--workspace", "apps/web"], { stdio: "inherit" }),
];

setTimeout(() => {
  console.log(`
  站点      http://127.0.0.1:3000/home
  接口替身  http://127.0.0.1:3001  (素材 /materials · 套件 /kit · 用户中心 /user-center · 通用服务 /general)
  创意站替身 http://127.0.0.1:3002
  主站登录替身 http://127.0.0.1:3003/login
  测试令牌：demo-user、demo-vip（例如 http://127.0.0.1:3000/home?token=demo-user）
  按 Ctrl+C 结束。
`);
}, 1500).unref();

let stopping = false;
function stop(signal) {
  if (stopping) return;
  stopping = true;
  for (const child of children) child.kill(signal);
}
process.on("SIGINT", () => stop("SIGINT"));
process.on("SIGTERM", () => stop("SIGTERM"));
for (const child of children) {
  child.on("exit", (code) => {
    if (!stopping) {
      console.error(`[start] a process exited (code ${code}); stopping the rest`);
      stop("SIGTERM");
      process.exitCode = code ?? 1;
    }
  });
}
