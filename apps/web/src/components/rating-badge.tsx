import { Text, VisuallyHidden } from '@mantine/core';
import { vendorRatingMessages as m, type RatingSummary } from '@sitebook/contract';

/** "4.33 ★ (3)": a vendor's average rating and how many ratings it counts; text for no rating. */
export const ratingText = (rating: RatingSummary | undefined): string =>
  rating && rating.count > 0 && rating.overall !== null
    ? m.average(rating.overall.toFixed(1), rating.count)
    : m.notRated;

/** A vendor's average rating, named in full for screen readers. */
/** `wrap`: the text may break (a narrow cell). */
export function RatingBadge({ rating, wrap = false }: { rating: RatingSummary | undefined; wrap?: boolean }) {
  if (!rating || rating.count === 0 || rating.overall === null) {
    return (
      <Text span size="sm" c="gray.7">
        {m.notRated}
      </Text>
    );
  }
  return (
    <Text span size="sm" style={wrap ? undefined : { whiteSpace: 'nowrap' }}>
      <span aria-hidden>{ratingText(rating)}</span>
      <VisuallyHidden>{m.averageLabel(rating.overall.toFixed(1), rating.count)}</VisuallyHidden>
    </Text>
  );
}
