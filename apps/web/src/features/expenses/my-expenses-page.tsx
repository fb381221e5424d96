import { screenTitles } from '@sitebook/contract';
import { PageTitle } from '../../components/page-title';

/** /home/expense/myexpenses: listed by the spec, content not shown. */
export default function MyExpensesPage() {
  return <PageTitle>{screenTitles.myExpenses}</PageTitle>;
}
