import { screenTitles } from '@sitebook/contract';
import { PageTitle } from '../../components/page-title';
import { AdvanceList } from './components/advance-list';

/** Advance index (/home/advance): the advance requests, where Add and Edit return. */
export default function AdvanceIndexPage() {
  return (
    <>
      <PageTitle>{screenTitles.advanceIndex}</PageTitle>
      <AdvanceList headingOrder={3} />
    </>
  );
}
