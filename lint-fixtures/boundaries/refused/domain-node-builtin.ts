// Linted as packages/domain/src/node-probe.ts: the domain using a Node built-in.
import { readFileSync } from "node:fs";

export const probe = readFileSync;
