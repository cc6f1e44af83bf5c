import { certificateWriteExamples } from "../../testing/certificate-write-examples";
import { diamondInput } from "../../testing/diamond-fixtures";
import type { WriteExample } from "../../testing/write-examples";

// The diamonds' writes, for the activity walk (http/activity-walk.test.ts).
export const writeExamples: WriteExample[] = certificateWriteExamples({
  type: "diamond",
  path: "/api/diamonds",
  input: diamondInput({ certificateNumber: "WALK-D1" }),
  change: { color: { template: "Standard", value: "G", asterisks: "" } },
  importCsv: [
    "CertNum,Template,Weight,Shape,Color,Clarity",
    "WALK-D2,6,0.9,Pear,E,VVS2",
    "WALK-D3,6,1,Round,F,SI1",
  ].join("\r\n"),
  imported: ["WALK-D2", "WALK-D3"],
});
