import '../zod-setup.js';
import { nameMessages } from '../messages/names.js';
import { safeString } from './common.js';

/**
 * Role and user names that looked like others ("Admin" with a zero-width space,
 * full-width "ＡＤＭＩＮ", a Cyrillic "а" in "Sitelead") were accepted. Every role and person name a
 * client sends is normalised (NFKC: full-width and compatibility forms become their plain letters)
 * and refused when it holds an invisible character; the server refuses a role or user name whose
 * skeleton equals an existing one's in the company (user names: anywhere, as they sign in alone).
 */

/**
 * Invisible characters: Unicode's format characters (Cf: zero-width space, joiner and non-joiner,
 * word joiner, soft hyphen, byte order mark, bidi marks, embeddings, overrides and isolates, ...) and
 * controls (Cc: tab, line breaks, ...).
 */
const INVISIBLE = /[\p{Cf}\p{Cc}]/u;
const INVISIBLE_ALL = /[\p{Cf}\p{Cc}]/gu;
/** Combining marks; those of Latin, Greek and Cyrillic letters (U+0300–U+036F) are dropped. */
const ACCENTS = /\p{Mn}/gu;
export const hasInvisible = (s: string): boolean => INVISIBLE.test(s);

/**
 * A name field: refuses invisible characters (before anything else), then NFKC and trims. Chain
 * `.min()`, `.max()`, `.regex()` as on a string (they see the normalised text).
 */
export const nameString = (params?: Parameters<typeof safeString>[0]) =>
  safeString(params)
    .refine((s) => !hasInvisible(s), { message: nameMessages.invisible, abort: true })
    .overwrite((s) => s.normalize('NFKC').trim());

/**
 * Latin look-alikes of Cyrillic and Greek letters (after lower-casing, so an upper-case look-alike
 * such as Cyrillic "В" for "B" comes as "в"). Small on purpose: the letters that pass for Latin ones.
 */
const LOOK_ALIKES: Record<string, string> = {
  // Cyrillic
  а: 'a',
  в: 'b',
  е: 'e',
  ё: 'e',
  к: 'k',
  м: 'm',
  н: 'h',
  о: 'o',
  р: 'p',
  с: 'c',
  т: 't',
  у: 'y',
  х: 'x',
  і: 'i',
  ї: 'i',
  ј: 'j',
  ѕ: 's',
  һ: 'h',
  ԁ: 'd',
  ԛ: 'q',
  ԝ: 'w',
  ӏ: 'l',
  // Greek
  α: 'a',
  β: 'b',
  ε: 'e',
  ζ: 'z',
  η: 'h',
  ι: 'i',
  κ: 'k',
  μ: 'm',
  ν: 'n',
  ο: 'o',
  ρ: 'p',
  τ: 't',
  υ: 'y',
  χ: 'x',
};

/**
 * What a name looks like: NFKC, invisible characters and Latin/Greek/Cyrillic accents (combining
 * marks U+0300–U+036F; other scripts' vowel signs are letters there) dropped, lower-cased (case
 * folded), Cyrillic and Greek look-alikes as their Latin letters, runs of spaces as one. Two names
 * with one skeleton read the same to a person.
 */
export function nameSkeleton(name: string): string {
  const plain = name
    .normalize('NFKD')
    .replace(INVISIBLE_ALL, '')
    .replace(ACCENTS, (mark) => (mark >= '\u0300' && mark <= '\u036f' ? '' : mark))
    .normalize('NFKC')
    .toLowerCase();
  let out = '';
  for (const ch of plain) out += LOOK_ALIKES[ch] ?? ch;
  return out.replace(/\s+/gu, ' ').trim();
}
