/**
 * Texts of the company's document storage: the per-company quota, the per-user
 * upload rate and Admin's storage display. The spec quotes none of them.
 */

const UNITS = ['bytes', 'KB', 'MB', 'GB', 'TB'] as const;

/**
 * A byte count as people read it, in binary units (1 KB = 1,024 bytes) with at most one decimal:
 * 0 bytes, 512 bytes, 1.5 MB, 5 GB. Exact integers only (sizes are whole bytes).
 */
export function formatBytes(bytes: number): string {
  if (bytes < 1024) return `${bytes} bytes`;
  let value = bytes;
  let unit = 0;
  while (value >= 1024 && unit < UNITS.length - 1) {
    value /= 1024;
    unit++;
  }
  const rounded = Math.round(value * 10) / 10;
  return `${Number.isInteger(rounded) ? rounded.toFixed(0) : rounded.toFixed(1)} ${UNITS[unit]}`;
}

export const storageMessages = {
  /** 413 on an upload that would take the company past its quota. */
  quotaExceeded: (usedBytes: number, quotaBytes: number, fileBytes: number) =>
    `Your company's storage is full: ${formatBytes(usedBytes)} of its ${formatBytes(quotaBytes)} quota is used, and this file needs ${formatBytes(fileBytes)}. Remove documents or ask the portal administrator for a larger quota.`,
  /** 429 on an upload past the caller's upload rate (the Retry-After header says when). */
  uploadRateExceeded: (files: number, bytes: number, seconds: number) =>
    `You are uploading too fast: at most ${files} files or ${formatBytes(bytes)} a minute. Try again in ${seconds} seconds.`,
  /** Admin → Profile: the storage section. */
  title: 'Document storage',
  used: (usedBytes: number, quotaBytes: number) =>
    `${formatBytes(usedBytes)} of ${formatBytes(quotaBytes)} used`,
  percent: (percent: number) => `${percent}% of the quota`,
  documents: (count: string) => `${count} documents stored`,
  nearlyFull: 'Storage is nearly full: uploads will be refused once the quota is reached.',
  barLabel: 'Storage used',
  loadFailed: 'The storage use could not be loaded.',
} as const;
