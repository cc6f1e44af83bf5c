// What other areas may use of imperfections (docs/decisions/0015-area-ports.md): the plot panel
// of a diamond's public certificate.
export { printedPlotSection } from "./public-plot";
