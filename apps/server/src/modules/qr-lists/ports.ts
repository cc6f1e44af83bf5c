// What other areas may use of QR lists (docs/decisions/0015-area-ports.md): the titles of lists by
// id, which analytics' certificates table shows for a list's page views; anything else stays
// inside the area.

export { qrListTitles } from "./list-titles";
