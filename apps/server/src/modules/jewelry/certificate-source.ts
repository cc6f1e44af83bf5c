import { jewelryPublicPath } from "@loupe/domain/jewelry/jewelry";
import { tableCertificateSource } from "../certificates/table-certificate-source";
import { jewelry } from "./schema";

// Jewelry counts as an administrator's posts and as a company's SKUs, as diamonds do; the SKU
// reports show its retail price.
export const jewelryCertificateSource = tableCertificateSource({
  table: jewelry,
  type: "Jewelry",
  price: jewelry.retailPrice,
  publicPath: jewelryPublicPath,
  editPath: (id) => `/jewelry/${id}`,
});
