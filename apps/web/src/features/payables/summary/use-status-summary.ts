import {
  payableMessages as M,
  type PayablePopulateResponse,
  type PayableStatus,
  type PayableSummaryRow,
  vendorMessages,
} from '@sitebook/contract';
import { useState } from 'react';
import { alertDialog } from '../../../components/dialogs';
import { todayIso } from '../../../lib/format';
import { useReadySession } from '../../../lib/session/use-session';
import { useAction } from '../../../lib/use-action';
import { usePopulateSummary, useSalaryCycle, useStatusSummary } from '../api/summary';
import { toDmy } from '../payable-form';

export type PopulatedRow = PayablePopulateResponse['list'][number];

/** The filters of Summary By Status: Bill Date, Site, Vendor, Status. */
function useSummaryFilters(firstSite: string | null) {
  const [billDate, setBillDate] = useState(todayIso);
  const [siteCode, setSiteCode] = useState<string | null>(firstSite);
  const [vendorId, setVendorId] = useState<string | null>(null);
  const [status, setStatus] = useState<PayableStatus | null>(null);
  const reset = () => {
    setBillDate(todayIso());
    setSiteCode(firstSite);
    setVendorId(null);
    setStatus(null);
  };
  return { billDate, setBillDate, siteCode, setSiteCode, vendorId, setVendorId, status, setStatus, reset };
}

export type SummaryFilterState = ReturnType<typeof useSummaryFilters>;

/** The data and the filter state of Summary By Status, with its three actions: List, Populate, Clear. */
export function useStatusSummaryPage() {
  const { sites } = useReadySession();
  const filters = useSummaryFilters(sites[0]?.siteCode ?? null);
  const [rows, setRows] = useState<PayableSummaryRow[] | null>(null);
  const [populated, setPopulated] = useState<PopulatedRow[] | null>(null);
  const cycle = useSalaryCycle(toDmy(filters.billDate));
  const summary = useAction(useStatusSummary());
  const populate = useAction(usePopulateSummary());

  const list = async () => {
    const { billDate, siteCode, vendorId, status } = filters;
    if (!billDate) return alertDialog(M.billDateRequired);
    if (!siteCode) return alertDialog(M.selectSite);
    if (!vendorId && !status) return alertDialog(M.selectVendorOrStatus);
    const outcome = await summary.run({
      billDate: toDmy(billDate),
      siteCode,
      vendorId: vendorId ? Number(vendorId) : '',
      status: status ?? '',
    });
    if (outcome.ok) {
      setRows(outcome.data);
      return;
    }
    // Error catalogue: 500 alerts the message; other statuses 'Something Went Wrong.'
    if (!outcome.ok && outcome.kind === 'refused' && outcome.status === 500 && outcome.message) {
      return alertDialog(outcome.message);
    }
    return alertDialog(M.somethingWentWrongSummary);
  };

  const runPopulate = async () => {
    if (!filters.billDate) return alertDialog(M.billDateRequired);
    const outcome = await populate.run(toDmy(filters.billDate));
    if (outcome.ok) {
      setPopulated(outcome.data.list);
      return alertDialog(outcome.data.message);
    }
    // Error catalogue: 500 and 404 alert the message; other statuses 'Something went wrong.'
    if (!outcome.ok && outcome.kind === 'refused' && [500, 404].includes(outcome.status) && outcome.message) {
      return alertDialog(outcome.message);
    }
    return alertDialog(vendorMessages.somethingWentWrong);
  };

  /** Clear: the filters back to their defaults and the results gone. */
  const clear = () => {
    filters.reset();
    setRows(null);
    setPopulated(null);
  };

  return {
    sites,
    filters,
    cycle,
    rows,
    populated,
    listing: summary.pending,
    populating: populate.pending,
    list: () => void list(),
    populate: () => void runPopulate(),
    clear,
  };
}
