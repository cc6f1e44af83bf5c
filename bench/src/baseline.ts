import { spawn } from "node:child_process";
import { createRequire } from "node:module";
import { type LoadResult, load } from "./load";

// A bare Fastify answering {hello:"world"} in its own process, measured like the app: the ceiling
// this machine (load generator included) allows, to read the other figures against.
export async function withHelloWorld<T>(work: (address: string) => Promise<T>): Promise<T> {
  const fastifyPath = createRequire(import.meta.url).resolve("fastify");
  const script = `const app = require(${JSON.stringify(fastifyPath)})();
app.get("/", async () => ({ hello: "world" }));
app.listen({ port: 0, host: "127.0.0.1" }).then((address) => console.log(address));`;
  const child = spawn(process.execPath, ["-e", script], { stdio: ["ignore", "pipe", "inherit"] });
  try {
    const address = await new Promise<string>((resolve) =>
      child.stdout.once("data", (chunk: Buffer) => resolve(chunk.toString().trim())),
    );
    return await work(address);
  } finally {
    child.kill();
  }
}

export const measureBaseline = (): Promise<LoadResult> =>
  withHelloWorld((address) => load("bare Fastify hello world (machine ceiling)", `${address}/`, ""));

// A fixed integer loop, timed: machines (and one machine on different days) differ by 2× or more,
// and every figure the bench prints is CPU-bound. Compare runs only at similar values.
export function measureCpuLoop(steps = 300_000_000): number {
  let best = Number.POSITIVE_INFINITY;
  for (let round = 0; round < 3; round++) {
    const started = performance.now();
    let value = 0;
    for (let step = 0; step < steps; step++) value = (value * 31 + step) | 0;
    // The value is used, so the loop cannot be optimised away.
    if (value === 0.5) console.log(value);
    best = Math.min(best, performance.now() - started);
  }
  return Math.round(best);
}
