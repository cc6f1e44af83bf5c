// Linted as apps/web/src/features/diamonds/sub/own-probe.ts: a feature using its own files and shared components.
import { Field } from "../../../components/field";
import { diamondApi } from "../api";
import { local } from "./local";

export const probe = [Field, diamondApi, local];
