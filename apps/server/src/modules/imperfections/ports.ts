// What other areas may use of imperfections (docs/decisions/0015-area-ports.md): the plot panel
// of a diamond's public certificate, and the address of a connected map's plot (the diamond
// list's View imperfections).
export { connectedPlotPath } from "./connected-plot-path";
export { printedPlotSection, printedPlotVersion } from "./public-plot";
