import { screenTitles } from '@sitebook/contract';
import { PlaceholderPage } from '../../components/placeholder-page';

/** /home/expense/myexpenses: listed by the spec, content not shown. */
export default function MyExpensesPage() {
  return <PlaceholderPage title={screenTitles.myExpenses} />;
}
