import type { SessionUser } from "@loupe/domain/auth";
import { canPrintImperfection } from "@loupe/domain/imperfections/imperfection-status";
import type { Pamphlet, PamphletAnswer } from "@loupe/domain/imperfections/pamphlet";
import { pamphletPageSvg } from "@loupe/domain/imperfections/pamphlet-page";
import { symbolKeySvg } from "@loupe/domain/imperfections/plot-art";
import { messages } from "@loupe/domain/messages";
import QRCode from "qrcode";
import type { Database } from "../../db/client";
import { conflict } from "../../http/problem";
import { readLabProfile } from "../../public/lab-profile";
import { getDiamond } from "../diamonds/ports";
import { readImperfection } from "./imperfection-rows";
import { mapPlotSvg } from "./stored-plot";

// The pamphlet of the user's own map (spec 002 §2): only once it has a proportions image and a
// connected diamond, whose grading it prints.
export async function readPamphlet(
  db: Database,
  user: SessionUser,
  id: string,
  publicBaseUrl: string,
): Promise<Pamphlet> {
  const map = await readImperfection(db, user.id, id);
  const ready = { hasProportions: map.proportionsUrl !== null, connected: map.diamond !== null };
  if (!canPrintImperfection(ready) || !map.diamond || !map.proportionsUrl)
    throw conflict(messages.imperfectionCannotPrint);
  const diamond = await getDiamond(db, map.diamond.id);
  return {
    id: map.id,
    name: map.name,
    shape: map.shape,
    displayImperfectionIcons: map.displayImperfectionIcons,
    design: map.design,
    printed: map.printed,
    printDate: map.printDate,
    proportionsUrl: map.proportionsUrl,
    diamond: {
      id: diamond.id,
      certificateNumber: diamond.certificateNumber,
      manufacturedAs: diamond.manufacturedAs,
      shape: diamond.shape,
      measurements: diamond.measurements,
      weight: diamond.weight ?? null,
      color: diamond.color,
      clarity: diamond.clarity,
      cut: diamond.cut,
      polish: diamond.polish,
      symmetry: diamond.symmetry,
      fluorescence: diamond.fluorescence,
      inscription: diamond.inscription,
      certificateComments: diamond.certificateComments,
      girdle: diamond.girdle,
      depthPercent: diamond.depth ?? null,
      tablePercent: diamond.table ?? null,
    },
    publicCertificateUrl:
      diamond.certificateVideo && diamond.publicPath ? new URL(diamond.publicPath, publicBaseUrl).href : null,
  };
}

function qrModules(url: string): boolean[][] {
  const { modules } = QRCode.create(url, { errorCorrectionLevel: "M" });
  return Array.from({ length: modules.size }, (_, row) =>
    Array.from({ length: modules.size }, (_, column) => modules.get(row, column) === 1),
  );
}

export async function drawPamphlet(
  db: Database,
  pamphlet: Pamphlet,
  proportionsHref: string,
): Promise<string> {
  const lab = await readLabProfile(db);
  return pamphletPageSvg({
    pamphlet,
    labName: lab?.name ?? "",
    plotSvg: mapPlotSvg(pamphlet),
    keySvg: symbolKeySvg(
      pamphlet.design.canvas_data.map((symbol) => symbol.label),
      { columns: 2 },
    ),
    proportionsHref,
    qrModules: pamphlet.publicCertificateUrl ? qrModules(pamphlet.publicCertificateUrl) : null,
    today: new Date(),
  });
}

export async function pamphletAnswer(
  db: Database,
  user: SessionUser,
  id: string,
  publicBaseUrl: string,
): Promise<PamphletAnswer> {
  const pamphlet = await readPamphlet(db, user, id, publicBaseUrl);
  return { pamphlet, pageSvg: await drawPamphlet(db, pamphlet, pamphlet.proportionsUrl) };
}
