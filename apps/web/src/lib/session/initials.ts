/** Initials of a full name: first letters of the first and last name, upper-cased ('Demo Admin' → 'DA'). */
export function initials(firstName?: string | null, lastName?: string | null): string {
  const first = (firstName ?? '').trim();
  const last = (lastName ?? '').trim();
  if (!first && !last) return '';
  if (first && last) return `${[...first][0]}${[...last][0]}`.toUpperCase();
  const words = (first || last).split(/\s+/).filter(Boolean);
  const a = words[0] ? [...words[0]][0] : '';
  const b = words.length > 1 ? [...(words[words.length - 1] as string)][0] : '';
  return `${a ?? ''}${b ?? ''}`.toUpperCase();
}
