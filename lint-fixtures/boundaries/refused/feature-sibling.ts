// Linted as apps/web/src/features/diamonds/sibling-probe.ts: a feature reaching its sibling feature.
import { jewelryApi } from "../jewelry/api";

export const probe = jewelryApi;
