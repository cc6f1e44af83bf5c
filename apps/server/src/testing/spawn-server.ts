import { type ChildProcess, spawn } from "node:child_process";
import fs from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import { serverRoot } from "../server-root";

export type RunningServer = {
  baseURL: string;
  dataDirectory: string;
  adminEmail: string;
  adminPassword: string;
  outboxDirectory: string;
  // The server's own process (node running dist/main.js), e.g. to read its memory in /proc.
  pid: number | undefined;
  // What the server printed so far (stdout and stderr).
  output: () => string;
  // Signals the process and waits for it to exit, keeping its data directory (SIGKILL: a crash).
  kill: (signal: NodeJS.Signals) => Promise<number | null>;
  stop: () => Promise<void>;
};

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.listen(0, "127.0.0.1", () => {
      const address = probe.address();
      probe.close(() =>
        typeof address === "object" && address ? resolve(address.port) : reject(new Error("no port")),
      );
    });
  });
}

// The node arguments of the server's `npm start` (its V8 flags, the entry point), so a spawned
// server runs exactly as a started one.
function startScriptArguments(): string[] {
  const manifest = JSON.parse(fs.readFileSync(path.join(serverRoot, "package.json"), "utf8")) as {
    scripts: { start: string };
  };
  // `exec node …`: the shell npm runs the script in becomes node, so npm's forwarded SIGTERM reaches
  // the server itself (through a shell it would be orphaned).
  const [command, ...rest] = manifest.scripts.start.replace(/^exec\s+/, "").split(/\s+/);
  if (command !== "node")
    throw new Error(`apps/server's start script must run node: ${manifest.scripts.start}`);
  const entry = rest.at(-1) ?? "";
  if (!fs.existsSync(path.join(serverRoot, entry)))
    throw new Error(`${entry} is not built: run \`npm run build\` first (the test scripts do).`);
  return rest;
}

// A first start seeds the demo data: about 10 s alone, several times that on two busy cores (a
// test file's server while other files run theirs).
const startDeadlineMs = 150_000;

// Starts the real server (built web app, embedded database in a fresh folder, demo data) the way
// `npm start` does, and reads the demo sign-in it prints.
export async function startServer(
  extraEnvironment: Record<string, string> = {},
  options: {
    dataDirectory?: string;
    credentials?: { email: string; password: string };
    // Extra node flags before the start script's own (e.g. --cpu-prof, which NODE_OPTIONS refuses).
    nodeArguments?: string[];
  } = {},
): Promise<RunningServer> {
  const port = await freePort();
  const dataDirectory = options.dataDirectory ?? fs.mkdtempSync(path.join(os.tmpdir(), "loupe-server-"));
  const baseURL = `http://localhost:${port}`;
  const nodeArguments = [...(options.nodeArguments ?? []), ...startScriptArguments()];
  const child: ChildProcess = spawn(process.execPath, nodeArguments, {
    cwd: serverRoot,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: "127.0.0.1",
      LOUPE_DATA_DIR: dataDirectory,
      PUBLIC_BASE_URL: baseURL,
      LOUPE_DEMO: "1",
      LOG_LEVEL: "warn",
      OUTBOX_POLL_SECONDS: "0.2",
      DATABASE_URL: "",
      ...extraEnvironment,
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  const exited = new Promise<number | null>((resolve) => child.once("exit", (code) => resolve(code)));
  let output = "";
  child.stdout?.on("data", (chunk: Buffer) => {
    output += chunk.toString();
  });
  child.stderr?.on("data", (chunk: Buffer) => {
    output += chunk.toString();
  });

  const deadline = Date.now() + startDeadlineMs;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`The server exited early:\n${output}`);
    if (Date.now() > deadline) {
      child.kill("SIGKILL");
      throw new Error(`The server did not start within ${startDeadlineMs / 1000} s:\n${output}`);
    }
    try {
      const response = await fetch(`${baseURL}/healthz`);
      if (response.ok && (options.credentials || output.includes("password:"))) break;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  const adminEmail = options.credentials?.email ?? output.match(/e-mail:\s+(\S+)/)?.[1];
  const adminPassword = options.credentials?.password ?? output.match(/password:\s+(\S+)/)?.[1];
  if (!adminEmail || !adminPassword) throw new Error(`No demo sign-in in the server output:\n${output}`);

  return {
    baseURL,
    dataDirectory,
    adminEmail,
    adminPassword,
    outboxDirectory: path.join(dataDirectory, "outbox"),
    pid: child.pid,
    output: () => output,
    kill: async (signal) => {
      if (child.exitCode !== null || child.signalCode !== null) return child.exitCode;
      const exited = new Promise<number | null>((resolve) => child.once("exit", (code) => resolve(code)));
      child.kill(signal);
      return exited;
    },
    stop: async () => {
      if (child.exitCode === null) {
        child.kill("SIGTERM");
        await exited;
      }
      fs.rmSync(dataDirectory, { recursive: true, force: true });
    },
  };
}
