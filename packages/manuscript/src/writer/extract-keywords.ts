/** The keywords of the source's keyword text (labels already taken off): one per line, or separated by ; , · • |. */
export function extractKeywords(lines: readonly string[]): string[] {
  const seen = new Set<string>();
  const keywords: string[] = [];
  for (const line of lines)
    for (const raw of line.split(/[;,·•|\n\t]+/)) {
      const keyword = raw
        .trim()
        .replace(/[.。]$/, '')
        .trim();
      if (!keyword || seen.has(keyword.toLowerCase())) continue;
      seen.add(keyword.toLowerCase());
      keywords.push(keyword);
    }
  return keywords;
}
