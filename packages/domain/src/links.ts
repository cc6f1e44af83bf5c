export const notAWebLink =
  "Enter a link that starts with http:// or https://, or a page of Loupe starting with /";

// A link staff may store and others open: an http(s) address, or a path on this site ('/…',
// but not '//' or '/\', which browsers read as another host). Anything else ('javascript:',
// 'data:', 'file:' …) could run or read something when opened.
export function isWebLink(value: string): boolean {
  // Most records have no link: no thrown URL error for them (a list asks for every row).
  if (value === "") return false;
  if (/^\/(?![/\\])/.test(value)) return true;
  try {
    const url = new URL(value);
    return (url.protocol === "http:" || url.protocol === "https:") && url.hostname !== "";
  } catch {
    return false;
  }
}
