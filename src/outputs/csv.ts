/** RFC 4180 CSV with CRLF line ends: a header row, then one row per record. */
export function csvTable(header: readonly string[], rows: readonly (readonly string[])[]): string {
  return [header, ...rows].map((row) => row.map(csvCell).join(",")).join("\r\n") + "\r\n";
}

/**
 * One cell. Text from documents and models that a spreadsheet would run as a formula (it starts with =, +, -, @, a
 * tab or a carriage return) is prefixed with an apostrophe, as OWASP advises against CSV injection; plain numbers
 * such as "-2.5" or "+1" are left as they are.
 */
export function csvCell(value: string): string {
  const guarded = /^[=+\-@\t\r]/.test(value) && !/^[+-]?\d+(\.\d+)?$/.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(guarded) ? `"${guarded.replace(/"/g, '""')}"` : guarded;
}
