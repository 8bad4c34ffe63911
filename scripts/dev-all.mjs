// Development: the stand-ins with file watching and the site through Vite (HMR).
import { spawn } from "node:child_process";

const children = [
  spawn("npm", ["run", "dev", "--workspace", "apps/api"], { stdio: "inherit" }),
  spawn("npm", ["run", "dev", "--workspace", "apps/web"], { stdio: "inherit" }),
];
const stop = (signal) => children.forEach((child) => child.kill(signal));
process.on("SIGINT", () => stop("SIGINT"));
process.on("SIGTERM", () => stop("SIGTERM"));
