// The jewelry description is plain text: HTML tags are stripped on save (spec 001 §5.1). A line
// break or the end of a paragraph, list item or block becomes a new line; the few entities a
// rich-text editor writes become their characters. A '<' that does not open a tag ('size < 5')
// is text and stays.

const lineBreaks = /<br\s*\/?>|<\/(p|div|li|h[1-6])>/gi;
const tagsAndComments = /<!--[\s\S]*?-->|<\/?[a-z][^>]*>/gi;
const entities: Readonly<Record<string, string>> = {
  "&nbsp;": " ",
  "&lt;": "<",
  "&gt;": ">",
  "&quot;": '"',
  "&#39;": "'",
  "&apos;": "'",
  "&amp;": "&",
};

export function stripHtml(text: string): string {
  return text
    .replace(lineBreaks, "\n")
    .replace(tagsAndComments, "")
    .replace(/&(nbsp|lt|gt|quot|#39|apos|amp);/gi, (entity) => entities[entity.toLowerCase()] ?? entity)
    .replace(/[ \t]+\n/g, "\n")
    .replace(/\n{3,}/g, "\n\n");
}
