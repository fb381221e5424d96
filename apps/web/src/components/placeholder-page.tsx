import { PageTitle } from './page-title';

/** A module or screen with no content yet: only its heading (spec section 1). */
export function PlaceholderPage({ title }: { title: string }) {
  return <PageTitle>{title}</PageTitle>;
}
