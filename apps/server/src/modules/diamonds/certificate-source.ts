import { diamondPublicPath } from "@loupe/domain/diamonds/diamond";
import { tableCertificateSource } from "../certificates/table-certificate-source";
import { diamonds } from "./schema";

// Diamonds count as an administrator's posts (created by them) and as a company's SKUs (as the
// client or as the customer).
export const diamondCertificateSource = tableCertificateSource({
  table: diamonds,
  type: "Diamond",
  price: diamonds.price,
  publicPath: diamondPublicPath,
  editPath: (id) => `/diamond/${id}`,
});
