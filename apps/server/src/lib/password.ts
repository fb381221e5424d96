import { randomInt } from 'node:crypto';
import { hash, verify } from '@node-rs/argon2';

/** @node-rs/argon2 hashes with argon2id by default (its Algorithm enum is a const enum). */
const OPTIONS = { memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

export const hashPassword = (password: string) => hash(password, OPTIONS);

/** A hash of a random password, verified against for unknown users so timing reveals nothing. */
let dummyHash: Promise<string> | undefined;
const getDummyHash = () => {
  dummyHash ??= hashPassword(`dummy-${Math.random()}-${Date.now()}`);
  return dummyHash;
};

/** Verifies against `storedHash`, or against a dummy hash when there is none (always false then). */
export async function verifyPassword(storedHash: string | undefined, password: string): Promise<boolean> {
  const target = storedHash ?? (await getDummyHash());
  try {
    const ok = await verify(target, password);
    return storedHash !== undefined && ok;
  } catch {
    return false;
  }
}

const LOWER = 'abcdefghijkmnpqrstuvwxyz';
const UPPER = 'ABCDEFGHJKLMNPQRSTUVWXYZ';
const DIGITS = '23456789';
const SYMBOLS = '@#%+=!?';

/**
 * A one-time password: 14 characters from crypto's random source, with at least one
 * lower-case and one upper-case letter, a digit and a symbol (so it passes the password rule), and
 * no look-alike characters (0/O, 1/l/I).
 */
export function generateOneTimePassword(): string {
  const all = LOWER + UPPER + DIGITS + SYMBOLS;
  const pick = (set: string) => set[randomInt(set.length)] as string;
  const chars = [pick(LOWER), pick(UPPER), pick(DIGITS), pick(SYMBOLS)];
  while (chars.length < 14) chars.push(pick(all));
  for (let i = chars.length - 1; i > 0; i--) {
    const j = randomInt(i + 1);
    [chars[i], chars[j]] = [chars[j] as string, chars[i] as string];
  }
  return chars.join('');
}
