import { vi } from 'vitest';
import { CARDS_QUERY } from '../src/components/paged-table';

/** The screen is phone-sized: the cards' media query matches (restored after each test). */
export function atPhoneWidth() {
  vi.spyOn(window, 'matchMedia').mockImplementation(
    (query: string) =>
      ({
        matches: query === CARDS_QUERY,
        media: query,
        onchange: null,
        addListener: () => {},
        removeListener: () => {},
        addEventListener: () => {},
        removeEventListener: () => {},
        dispatchEvent: () => false,
      }) as MediaQueryList,
  );
}
