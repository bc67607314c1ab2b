// A1 references for the cells table-cells.ts builds: row i of the `table` (0-based) is sheet row
// i + 1 and cell j is column j + 1, because the server writes the table from A1 as sent.

/** 0 → "A", 25 → "Z", 26 → "AA". */
export function columnLetter(index: number): string {
  let letters = "";
  for (let n = index + 1; n > 0; n = Math.floor((n - 1) / 26)) letters = String.fromCharCode(65 + ((n - 1) % 26)) + letters;
  return letters;
}

export const cellRef = (rowIndex: number, columnIndex: number) => `${columnLetter(columnIndex)}${rowIndex + 1}`;

/** "G2:G5", or "G2" for a single row. */
export function rangeRef(firstRow: number, lastRow: number, columnIndex: number): string {
  return firstRow === lastRow ? cellRef(firstRow, columnIndex) : `${cellRef(firstRow, columnIndex)}:${cellRef(lastRow, columnIndex)}`;
}
