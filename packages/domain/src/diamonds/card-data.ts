import { gradeText, weightText } from "../certificates/card-text";
import type { Diamond } from "./diamond";

// The body of the card-printing service's updateDataTable for a diamond (spec 000 §7).
export type DiamondCardData = {
  CertNum: string;
  CertificateComments: string;
  Description: string;
  ImageURL: "";
  Shape: string;
  Weight: string;
  Clarity: string;
  Color: string;
  Type: "Diamond";
  ClientSKU: string;
};

export function diamondCardData(diamond: Diamond): DiamondCardData {
  return {
    CertNum: diamond.certificateNumber,
    CertificateComments: diamond.certificateComments,
    Description: diamond.description,
    ImageURL: "",
    Shape: diamond.shape,
    Weight: weightText(diamond.weight),
    Clarity: gradeText(diamond.clarity),
    Color: gradeText(diamond.color),
    Type: "Diamond",
    ClientSKU: diamond.clientSku,
  };
}
