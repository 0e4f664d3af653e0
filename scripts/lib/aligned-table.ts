/**
 * Prints a Markdown table whose columns line up in a terminal: `say` writes one line where the script's output goes.
 * Columns of plain numbers are right-aligned.
 */
export function printAligned(header: string[], rows: string[][], say: (text: string) => void = console.log) {
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i]!.length)));
  const numeric = (i: number) => rows.every((r) => /^[\d.]+$/.test(r[i]!));
  const line = (cells: string[]) =>
    `| ${cells.map((c, i) => (numeric(i) ? c.padStart(widths[i]!) : c.padEnd(widths[i]!))).join(' | ')} |`;
  say(line(header));
  say(`| ${widths.map((w) => '-'.repeat(w)).join(' | ')} |`);
  for (const row of rows) say(line(row));
}
