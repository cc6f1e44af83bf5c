import { certificateApi } from "../../lib/certificate-api";

// The diamond API: the calls every certificate type makes, under /api/diamonds.
export const diamondsApi = certificateApi("diamond");
