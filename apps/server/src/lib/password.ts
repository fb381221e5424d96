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
