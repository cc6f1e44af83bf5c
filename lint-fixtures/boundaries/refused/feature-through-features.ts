// Linted as apps/web/src/features/diamonds/jewelry-probe.ts: a feature reaching another feature by climbing to features/.
import { jewelryApi } from "../../features/jewelry/api";

export const probe = jewelryApi;
