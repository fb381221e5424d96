import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { SPEC_MESSAGES, SPEC_NAMED, SPEC_QUOTED } from '@sitebook/contract/spec-texts';
import { describe, expect, it } from 'vitest';

/**
 * The repository's copy of the spec's texts (`@sitebook/contract/spec-texts`) against the specification
 * itself, `../shared/spec/SPEC.md` beside the repository, character for character. `spec-texts.test.ts`
 * checks the contract's constants against that copy and reads no file; this file checks the copy.
 *
 * A clone without the specification beside it skips this file and says so. `SPEC_REQUIRED=1` (set by
 * `.ci/run`) makes a missing specification fail instead of skipping.
 */
const SPEC = path.resolve(import.meta.dirname, '../../../../shared/spec/SPEC.md');
const present = existsSync(SPEC);
const required = process.env.SPEC_REQUIRED === '1';
const SKIPPED = `SKIPPED: no specification at ${SPEC} (the repository's ../shared/spec/SPEC.md), so the in-repo spec texts were not compared with it`;

if (!present && required)
  throw new Error(
    `The specification is missing: expected ${SPEC} (the repository's ../shared/spec/SPEC.md). ` +
      'SPEC_REQUIRED=1: this check must not pass without it.',
  );
if (!present) console.warn(`\n${SKIPPED}.\n`);

const spec = present ? readFileSync(SPEC, 'utf8') : '';
/** Every text the spec puts in single quotes, in the spec's order, once each. */
const quoted = [...new Set([...spec.matchAll(/'([^'\n]+)'/g)].map((m) => m[1] as string))];

describe.runIf(present)('the in-repo spec texts against the specification (../shared/spec/SPEC.md)', () => {
  it("SPEC_QUOTED is the spec's quoted texts, in its order, character for character", () => {
    expect(quoted.length).toBeGreaterThan(70);
    expect([...SPEC_QUOTED]).toEqual(quoted);
  });

  it.each(Object.entries(SPEC_MESSAGES))('%s is quoted in the spec as is', (_name, text) => {
    expect(quoted).toContain(text);
  });

  it.each(Object.entries(SPEC_NAMED))('%s is named in the spec as is', (_name, phrase) => {
    expect(spec).toContain(phrase);
  });
});

// The reason in the skipped test's name, where the runner lists it.
if (!present) it.skip(SKIPPED, () => {});
