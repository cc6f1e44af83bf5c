import { z } from "zod";
import { compactCertificateKey } from "./certificate-key";

export const certificateKeySchema = (max: number) =>
  z.string().overwrite(compactCertificateKey).max(max).default("");
