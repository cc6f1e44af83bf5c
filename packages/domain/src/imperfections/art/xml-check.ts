// A small well-formedness check for the SVG the renderers write (tests only): every tag closes
// in order, attributes are quoted, and text holds no raw '<' or stray '&'.
export function xmlProblems(xml: string): string[] {
  const problems: string[] = [];
  const open: string[] = [];
  const token = /<(\/?)([A-Za-z][\w:-]*)((?:\s+[\w:-]+="[^"<]*")*)\s*(\/?)>|<|&(?!(?:amp|lt|gt|quot|apos);)/g;
  let last = 0;
  for (const match of xml.matchAll(token)) {
    const between = xml.slice(last, match.index);
    if (between.includes(">")) problems.push(`stray '>' before ${match.index}`);
    last = match.index + match[0].length;
    const [whole, closing, name, , selfClosing] = match;
    if (whole === "<" || whole.startsWith("&")) {
      problems.push(`bare '${whole}' at ${match.index}`);
      continue;
    }
    if (closing) {
      const expected = open.pop();
      if (expected !== name) problems.push(`</${name}> closes <${expected ?? "nothing"}>`);
    } else if (!selfClosing) {
      open.push(name as string);
    }
  }
  if (open.length > 0) problems.push(`unclosed: ${open.join(", ")}`);
  if (!xml.startsWith("<svg")) problems.push("does not start with <svg");
  return problems;
}
