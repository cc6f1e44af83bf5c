import { type ChildProcess, spawn } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { serverRoot } from "@loupe/server/server-root";

// The production bundle against TypeScript through tsx (decision 0027): CPU to the first answer
// (steady on a shared machine, unlike wall time), wall time, memory at idle, SIGTERM to exit.
// On an embedded database seeded once with the demo. Build first: npm run build.
//   npx tsx bench/src/server-start.ts [runs, default 5]

const modes: Record<string, string[]> = {
  "bundle (npm start)": ["--max-semi-space-size=64", "--enable-source-maps", "dist/main.js"],
  "bundle without --enable-source-maps": ["--max-semi-space-size=64", "dist/main.js"],
  "tsx (before)": ["--max-semi-space-size=64", "--import", "tsx", "src/main.ts"],
};
const port = 3931;
const runs = Number(process.argv[2] ?? 5);

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;

function start(args: string[], dataDirectory: string, demo: boolean): ChildProcess {
  return spawn(process.execPath, args, {
    cwd: serverRoot,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: "127.0.0.1",
      LOUPE_DATA_DIR: dataDirectory,
      LOUPE_DEMO: demo ? "1" : "0",
      DATABASE_URL: "",
      LOG_LEVEL: "warn",
    },
    stdio: "ignore",
  });
}

async function answering(): Promise<void> {
  for (;;) {
    try {
      if ((await fetch(`http://127.0.0.1:${port}/healthz`)).ok) return;
    } catch {
      // not listening yet
    }
    await sleep(20);
  }
}

async function stop(child: ChildProcess): Promise<number | null> {
  const exited = new Promise<number | null>((resolve) => child.once("exit", resolve));
  child.kill("SIGTERM");
  return exited;
}

// utime + stime of /proc/<pid>/stat, in ms (clock ticks of 10 ms).
function cpuMs(pid: number): number {
  const fields = fs.readFileSync(`/proc/${pid}/stat`, "utf8").split(") ")[1]?.split(" ") ?? [];
  return (Number(fields[11]) + Number(fields[12])) * 10;
}

function rssMb(pid: number): number {
  const status = fs.readFileSync(`/proc/${pid}/status`, "utf8");
  return Number(status.match(/VmRSS:\s+(\d+)/)?.[1]) / 1024;
}

const dataDirectory = fs.mkdtempSync(path.join(os.tmpdir(), "loupe-bench-start-"));
try {
  const seeding = start(modes["bundle (npm start)"] ?? [], dataDirectory, true);
  await answering();
  await stop(seeding);
  for (const [name, args] of Object.entries(modes)) {
    const cpu: number[] = [];
    const wall: number[] = [];
    const rss: number[] = [];
    const exits: number[] = [];
    for (let run = 0; run < runs; run++) {
      const began = performance.now();
      const child = start(args, dataDirectory, false);
      const pid = child.pid ?? 0;
      await answering();
      wall.push(performance.now() - began);
      cpu.push(cpuMs(pid));
      await sleep(5_000);
      rss.push(rssMb(pid));
      const stopping = performance.now();
      const code = await stop(child);
      exits.push(performance.now() - stopping);
      if (code !== 0) throw new Error(`${name} exited ${code} on SIGTERM`);
    }
    console.log(
      `${name}: CPU to first answer ${median(cpu)} ms, wall ${median(wall).toFixed(0)} ms, ` +
        `RSS at idle ${median(rss).toFixed(0)} MB, SIGTERM to exit ${median(exits).toFixed(0)} ms ` +
        `(medians of ${runs}; CPU ${cpu.join(", ")})`,
    );
  }
} finally {
  fs.rmSync(dataDirectory, { recursive: true, force: true });
}
