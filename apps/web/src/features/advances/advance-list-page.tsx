import { AdvanceList } from './components/advance-list';

/** Advance requests list (/home/advance/myadvancerequest). */
export default function AdvanceListPage() {
  return <AdvanceList />;
}
