import { spawn } from "node:child_process";
import { createRequire } from "node:module";
import { type LoadResult, load } from "./load";

// A bare Fastify answering {hello:"world"} in its own process, measured like the app: the ceiling
// this machine (load generator included) allows, to read the other figures against.
export async function measureBaseline(): Promise<LoadResult> {
  const fastifyPath = createRequire(import.meta.url).resolve("fastify");
  const script = `const app = require(${JSON.stringify(fastifyPath)})();
app.get("/", async () => ({ hello: "world" }));
app.listen({ port: 0, host: "127.0.0.1" }).then((address) => console.log(address));`;
  const child = spawn(process.execPath, ["-e", script], { stdio: ["ignore", "pipe", "inherit"] });
  try {
    const address = await new Promise<string>((resolve) =>
      child.stdout.once("data", (chunk: Buffer) => resolve(chunk.toString().trim())),
    );
    return await load("bare Fastify hello world (machine ceiling)", `${address}/`, "");
  } finally {
    child.kill();
  }
}
