// The plot of a map connected to a diamond, as any signed-in user who sees the diamond may open it
// (image-route.ts); a map's own screens stay its owner's.
export const connectedPlotPath = (imperfectionId: string) =>
  `/api/imperfections/${imperfectionId}/connected-image`;
