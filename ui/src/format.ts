/** A byte count for people: 950 bytes, 12.3 kB, 4.5 MB (decimal units, as `ls -h --si`). */
export function formatBytes(bytes: number): string {
  const [value, unit] =
    bytes < 1e3 ? [bytes, 'byte'] : bytes < 1e6 ? [bytes / 1e3, 'kilobyte'] : [bytes / 1e6, 'megabyte'];
  return new Intl.NumberFormat('en', {
    style: 'unit',
    unit,
    unitDisplay: unit === 'byte' ? 'long' : 'short',
    maximumFractionDigits: 1,
  }).format(value);
}

/** An ISO time as `2030-12-06 00:00:00 UTC`: the mock's clock is UTC, so the page shows UTC. */
export function formatUtc(iso: string): string {
  return `${iso.slice(0, 19).replace('T', ' ')} UTC`;
}

export function formatCount(count: number): string {
  return new Intl.NumberFormat('en').format(count);
}
