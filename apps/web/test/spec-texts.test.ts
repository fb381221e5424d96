import * as contract from '@sitebook/contract';
import {
  advanceMessages as A,
  commonMessages as C,
  loginMessages as L,
  MODULES,
  payableMessages as P,
  PAYABLE_STATUSES,
  screenTitles as S,
  shellMessages,
  vendorMessages as V,
  vendorLabels,
} from '@sitebook/contract';
import * as specTexts from '@sitebook/contract/spec-texts';
import { SPEC_MESSAGES, SPEC_NAMED, SPEC_QUOTED, SPEC_QUOTED_PARTS } from '@sitebook/contract/spec-texts';
import { describe, expect, it } from 'vitest';

/**
 * The contract's texts against the texts the specification gives, as the repository keeps them
 * (`@sitebook/contract/spec-texts`, copied from the spec by hand), character for character: a typo in
 * a message, or a spec text no message carries, fails here. The app's other tests compare screens with
 * the same constants, so without this file a wrong constant would pass them all. It reads no file: a
 * fresh clone passes it. `spec-md.test.ts` checks those lists against `SPEC.md` itself when the file is
 * beside the repository (`../shared/spec/SPEC.md`; CI requires it).
 */
const quoted = SPEC_QUOTED;

/** The messages the spec quotes, with texts that carry a value filled with the spec's placeholder. */
const QUOTED: Record<string, string> = {
  'advanceMessages.listTitle': A.listTitle,
  'advanceMessages.addNew': A.addNew,
  'advanceMessages.enterAmount': A.enterAmount,
  'advanceMessages.enterDate': A.enterDate,
  'advanceMessages.created': A.created('{advanceId}'),
  'advanceMessages.createSorry': A.createSorry('{message}'),
  'advanceMessages.createFailed': A.createFailed,
  'advanceMessages.updated': A.updated('{advanceId}'),
  'advanceMessages.updateSorry': A.updateSorry('{message}'),
  'advanceMessages.updateFailed': A.updateFailed,
  'advanceMessages.onlyApproved': A.onlyApproved,
  'commonMessages.loadingList': C.loadingList,
  'commonMessages.loadingSending': C.loadingSending,
  'commonMessages.loadingDots': C.loadingDots,
  'commonMessages.loadingData': C.loadingData,
  'commonMessages.noData': C.noData,
  'commonMessages.noDataFound': C.noDataFound,
  'commonMessages.ok': C.ok,
  'loginMessages.usernameRequired': L.usernameRequired,
  'loginMessages.usernameTooShort': L.usernameTooShort,
  'loginMessages.passwordEmpty': L.passwordEmpty,
  'loginMessages.passwordTooShort': L.passwordTooShort,
  'loginMessages.serverDown': L.serverDown,
  'loginMessages.networkDown': L.networkDown,
  'shellMessages.pleaseWait': shellMessages.pleaseWait,
  'payableMessages.addNew': P.addNew,
  'payableMessages.siteRequired': P.siteRequired,
  'payableMessages.vendorRequired': P.vendorRequired,
  'payableMessages.quantityRequired': P.quantityRequired,
  'payableMessages.onlyNumbers': P.onlyNumbers,
  'payableMessages.unitRequired': P.unitRequired,
  'payableMessages.dueDateRequired': P.dueDateRequired,
  'payableMessages.billDateRequired': P.billDateRequired,
  'payableMessages.amountRequired': P.amountRequired,
  'payableMessages.errorPrefix': P.errorPrefix,
  'payableMessages.noDocuments': P.noDocuments,
  'payableMessages.documentRemoved': P.documentRemoved,
  'payableMessages.created': P.created('{code}'),
  'payableMessages.updated': P.updated('{code}'),
  'payableMessages.selectSite': P.selectSite,
  'payableMessages.selectVendorOrStatus': P.selectVendorOrStatus,
  'payableMessages.somethingWentWrongSummary': P.somethingWentWrongSummary,
  'vendorMessages.addNew': V.addNew,
  'vendorMessages.selectTag': V.selectTag,
  'vendorMessages.deleteBulk': V.deleteBulk,
  'vendorMessages.pleaseSelectTag': V.pleaseSelectTag,
  'vendorMessages.bulkBrowse': V.bulkBrowse,
  'vendorMessages.bulkDialogTitle': V.bulkDialogTitle,
  'vendorMessages.vendorNameEmpty': V.vendorNameEmpty,
  'vendorMessages.vendorDescriptionEmpty': V.vendorDescriptionEmpty,
  'vendorMessages.contactPersonEmpty': V.contactPersonEmpty,
  'vendorMessages.addressLine1Empty': V.addressLine1Empty,
  'vendorMessages.addressLine2Empty': V.addressLine2Empty,
  'vendorMessages.cityEmpty': V.cityEmpty,
  'vendorMessages.ampVendorName': V.ampVendorName,
  'vendorMessages.ampNotAllowed': V.ampNotAllowed,
  'vendorMessages.selectCategory': V.selectCategory,
  'vendorMessages.selectState': V.selectState,
  'vendorMessages.selectCountry': V.selectCountry,
  'vendorMessages.phoneEmpty': V.phoneEmpty,
  'vendorMessages.phoneInvalid': V.phoneInvalid,
  'vendorMessages.emailEmpty': V.emailEmpty,
  'vendorMessages.emailInvalid': V.emailInvalid,
  'vendorMessages.selectWorkType': V.selectWorkType,
  'vendorMessages.selectGoodsType': V.selectGoodsType,
  'vendorMessages.continueWithoutOpeningBalance': V.continueWithoutOpeningBalance,
  'vendorMessages.deleted': V.deleted('{code}'),
  'vendorMessages.created': V.created('{vendorCode}'),
  'vendorMessages.updated': V.updated('{vendorCode}'),
  'vendorMessages.vendorLimitTitle': V.vendorLimitTitle,
  'vendorMessages.vendorLimitPrefix': V.vendorLimitPrefix,
  'vendorMessages.sorry': V.sorry('{message}'),
  'vendorMessages.somethingWentWrong': V.somethingWentWrong,
  'vendorMessages.bulkSomethingWentWrong': V.bulkSomethingWentWrong,
  'vendorMessages.incorrectFile': V.incorrectFile,
  'vendorMessages.uploadSomethingWentWrong': V.uploadSomethingWentWrong,
  'vendorLabels.requiredMark': vendorLabels.requiredMark,
  'PAYABLE_STATUSES[5]': PAYABLE_STATUSES[5],
};

/** Names the spec gives without quotes, each in the words around it there. */
const NAMED: Record<string, string> = {
  'vendorMessages.listTitle': `Title ${V.listTitle}.`,
  'payableMessages.listTitle': `Title ${P.listTitle}.`,
  'payableMessages.summaryTitle': `### ${P.summaryTitle}\n`,
  'advanceMessages.proofTitle': `### ${A.proofTitle} (/home/expense)`,
  'advanceMessages.spentTitle': `### ${A.spentTitle}\n`,
  'screenTitles.addVendor': `### ${S.addVendor}\n`,
  'screenTitles.editVendor': `### ${S.editVendor}\n`,
  'screenTitles.viewVendor': `### ${S.viewVendor}\n`,
  'screenTitles.addPayable': `### ${S.addPayable}\n`,
  'screenTitles.editPayable': `### ${S.editPayable}\n`,
  'screenTitles.viewPayable': `### ${S.viewPayable}\n`,
  'screenTitles.payableHistory': `### ${S.payableHistory}\n`,
  'screenTitles.addAdvance': `### ${S.addAdvance}\n`,
  'screenTitles.editAdvance': `### ${S.editAdvance}\n`,
  'screenTitles.advanceIndex': `- ${S.advanceIndex}: /home/advance`,
  'vendorLabels.columns': `Columns: ${vendorLabels.columns.join(', ')}.`,
  'vendorLabels.sections': `Sections: ${Object.values(vendorLabels.sections).join(', ')}.`,
  'vendorLabels.submit': `A ${vendorLabels.submit} button.`,
  'vendorLabels.update': `An ${vendorLabels.update} button`,
  'vendorLabels.clear': `a submit button and ${vendorLabels.clear}.`,
  'payableMessages.addDocument': `with ${P.addDocument} and Remove`,
  // The constant with an empty name ends ' ?': the spec quotes the text before the name, then '?'.
  'vendorMessages.deleteConfirm': `confirmation '${V.deleteConfirm('').slice(0, -2)}' followed by the vendor name and '?'`,
  ...Object.fromEntries(MODULES.map((m, i) => [`MODULES[${i}]`, `- ${m.name}: ${m.path}\n`])),
  ...Object.fromEntries(PAYABLE_STATUSES.map((s, i) => [`PAYABLE_STATUSES[${i}]`, `${i + 1}. ${s}`])),
};

/** Every string of the contract's plain objects and lists, and each message filled with each placeholder. */
function contractTexts(): Set<string> {
  const texts = new Set<string>();
  const placeholders = ['{message}', '{code}', '{vendorCode}', '{advanceId}'];
  const walk = (value: unknown, depth: number) => {
    if (typeof value === 'string') texts.add(value);
    else if (typeof value === 'function' && depth > 0)
      for (const p of placeholders) {
        const filled = (value as (...args: string[]) => unknown)(p, p);
        if (typeof filled === 'string') texts.add(filled);
      }
    else if (Array.isArray(value)) for (const v of value) walk(v, depth + 1);
    else if (value && typeof value === 'object' && Object.getPrototypeOf(value) === Object.prototype)
      for (const v of Object.values(value)) walk(v, depth + 1);
  };
  for (const value of Object.values(contract)) walk(value, 0);
  return texts;
}

describe("the contract against the spec's texts (@sitebook/contract/spec-texts)", () => {
  it('the lists name the same constants as this file', () => {
    expect(Object.keys(QUOTED).sort()).toEqual(Object.keys(SPEC_MESSAGES).sort());
    expect(Object.keys(NAMED).sort()).toEqual(Object.keys(SPEC_NAMED).sort());
  });

  it.each(Object.entries(QUOTED))('%s is quoted in the spec as is', (name, text) => {
    expect(text).toBe(SPEC_MESSAGES[name]);
    expect(quoted).toContain(text);
  });

  it.each(Object.entries(NAMED))('%s is named in the spec as is', (name, phrase) => {
    expect(phrase).toBe(SPEC_NAMED[name]);
  });

  it('the & symbol messages: the spec abbreviates two of them after the first', () => {
    const prefix = V.ampVendorName.slice(0, V.ampVendorName.indexOf(' in Vendor Name'));
    expect(prefix).toBe('& Symbol is not accepted');
    expect(quoted).toContain(`${prefix} in Vendor Name`);
    expect(quoted).toContain('... in Vendor Description');
    expect(quoted).toContain('... in Contact Person');
    expect(V.ampVendorDescription).toBe(`${prefix} in Vendor Description`);
    expect(V.ampContactPerson).toBe(`${prefix} in Contact Person`);
  });

  it("the delete confirmation: the spec's text, the vendor name, then '?'", () => {
    expect(SPEC_NAMED['vendorMessages.deleteConfirm']).toBe(
      "confirmation 'Are you sure you want to delete Vendor:' followed by the vendor name and '?'",
    );
    expect(quoted).toContain('Are you sure you want to delete Vendor:');
    expect(quoted).toContain('?');
    expect(V.deleteConfirm('Sharma Builders')).toBe(
      'Are you sure you want to delete Vendor: Sharma Builders?',
    );
  });

  it('every text the spec quotes is a text of the contract (or a part, SPEC_QUOTED_PARTS, checked above)', () => {
    const texts = contractTexts();
    expect(quoted.length).toBeGreaterThan(70);
    expect(quoted.filter((q) => !texts.has(q) && !(q in SPEC_QUOTED_PARTS))).toEqual([]);
    expect(Object.keys(SPEC_QUOTED_PARTS).filter((q) => !quoted.includes(q))).toEqual([]);
  });

  it('every text the spec quotes is mapped to the constant carrying it, or is a part', () => {
    const carried = new Set(Object.values(SPEC_MESSAGES));
    expect(quoted.filter((q) => !carried.has(q) && !(q in SPEC_QUOTED_PARTS))).toEqual([]);
    expect(Object.keys(SPEC_QUOTED_PARTS).filter((q) => carried.has(q))).toEqual([]);
    expect(new Set(quoted).size).toBe(quoted.length);
  });

  it("the lists are not the contract's own exports (which would make the check above pass by itself)", () => {
    const exported = new Set<unknown>(Object.values(contract));
    for (const list of Object.values(specTexts)) expect(exported.has(list)).toBe(false);
    expect(contractTexts().has(SPEC_NAMED['vendorLabels.columns'] as string)).toBe(false);
  });
});
