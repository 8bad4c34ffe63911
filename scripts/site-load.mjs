// The load generator and process accounting of scripts/bench-site.mjs: bounded runs of N keep-alive
// connections against one URL, and the CPU time and resident memory of a process group read from /proc
// (Linux; null elsewhere).
import { spawnSync } from "node:child_process";
import { readdirSync, readFileSync } from "node:fs";
import http from "node:http";

const CLOCK_TICKS = Number(spawnSync("getconf", ["CLK_TCK"], { encoding: "utf8" }).stdout?.trim()) || 100;

/**
 * CPU time (ms) used so far by the live processes of a process group (each
 * server runs in its own group; the stand-in is npm → tsx → node). null where
 * there is no /proc.
 */
function groupCpuMs(pgid) {
  let entries;
  try {
    entries = readdirSync("/proc");
  } catch {
    return null;
  }
  let ticks = 0;
  for (const entry of entries) {
    if (!/^\d+$/.test(entry)) continue;
    let stat;
    try {
      stat = readFileSync(`/proc/${entry}/stat`, "utf8");
    } catch {
      continue; // exited meanwhile
    }
    // After "pid (comm) ": state ppid pgrp … utime (14th field) stime (15th).
    const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
    if (Number(fields[2]) === pgid) ticks += Number(fields[11]) + Number(fields[12]);
  }
  return (ticks * 1000) / CLOCK_TICKS;
}

function percentile(sorted, p) {
  if (sorted.length === 0) return NaN;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
}

/** Site server processes of a process group: node running server.js (the cluster primary and its workers). */
function serverProcesses(pgid) {
  const found = [];
  for (const entry of readdirSync("/proc")) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, "utf8");
      const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
      if (Number(fields[2]) !== pgid) continue;
      const cmdline = readFileSync(`/proc/${entry}/cmdline`, "utf8").split("\0");
      if (!cmdline.some((arg) => arg.endsWith("server.js"))) continue;
      const rss = Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${entry}/status`, "utf8"))?.[1] ?? 0) / 1024;
      found.push({ pid: Number(entry), ppid: Number(fields[1]), rss });
    } catch {
      // exited meanwhile, or no /proc
    }
  }
  // The primary is the one whose parent is not another server process.
  const pids = new Set(found.map((p) => p.pid));
  return found.map((p) => ({ ...p, role: pids.has(p.ppid) ? "worker" : found.length > 1 ? "primary" : "server" }));
}

export function rssSummary(pgid) {
  let processes;
  try {
    processes = serverProcesses(pgid);
  } catch {
    return null;
  }
  if (processes.length === 0) return null;
  const servers = processes.filter((p) => p.role !== "primary");
  return {
    processes,
    maxServerMb: Math.max(...servers.map((p) => p.rss)),
    text: processes
      .sort((a, b) => a.pid - b.pid)
      .map((p) => `${p.role === "primary" ? "主进程" : "服务进程"} ${p.rss.toFixed(0)} MB`)
      .join("，"),
  };
}

/**
 * N connections (keep-alive), each requesting in a loop until the time is
 * up; anonymous (no cookie), gzip accepted like a browser. node:http rather
 * than fetch: the load generator shares the machine and should cost as little
 * as it can. `groups`: process groups whose CPU time per request to report.
 */
export async function load(origin, urlPath, groups, connections, { seconds, slowMs }) {
  const url = new URL(urlPath, origin);
  const agent = new http.Agent({ keepAlive: true, maxSockets: connections });
  const latencies = [];
  let errors = 0;
  let slow = 0;
  const cacheStates = {};
  const end = performance.now() + seconds * 1000;
  const once = () =>
    new Promise((resolve) => {
      const t0 = performance.now();
      const request = http.get(
        url,
        { agent, headers: { "Accept-Encoding": "gzip", Accept: "text/html,*/*" } },
        (response) => {
          response.on("data", () => {});
          response.on("end", () => {
            const ms = performance.now() - t0;
            if (response.statusCode === 200) latencies.push(ms);
            else errors += 1;
            if (ms > slowMs) slow += 1;
            const state = response.headers["x-page-cache"];
            if (state) cacheStates[state] = (cacheStates[state] ?? 0) + 1;
            resolve();
          });
          response.on("error", () => {
            errors += 1;
            resolve();
          });
        },
      );
      request.setTimeout(10_000, () => request.destroy(new Error("timeout")));
      request.on("error", () => {
        errors += 1;
        resolve();
      });
    });
  const worker = async () => {
    while (performance.now() < end) await once();
  };
  const cpuBefore = Object.fromEntries(Object.entries(groups).map(([name, pgid]) => [name, groupCpuMs(pgid)]));
  const started = performance.now();
  await Promise.all(Array.from({ length: connections }, worker));
  const elapsed = (performance.now() - started) / 1000;
  agent.destroy();
  latencies.sort((a, b) => a - b);
  const count = latencies.length + errors;
  const cpuPerRequest = (name) => {
    const before = cpuBefore[name];
    const after = groupCpuMs(groups[name]);
    return before === null || after === null || count === 0 ? null : (after - before) / count;
  };
  return {
    connections,
    siteCpu: cpuPerRequest("site"),
    standinCpu: cpuPerRequest("standin"),
    requests: latencies.length,
    errors,
    slow,
    rps: latencies.length / elapsed,
    p50: percentile(latencies, 50),
    p99: percentile(latencies, 99),
    max: latencies.at(-1) ?? NaN,
    cacheStates,
  };
}
