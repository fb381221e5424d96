import {
  payableMessages as M,
  type PayablePopulateResponse,
  type PayableStatus,
  type PayableSummaryRow,
  payablePopulateResponseSchema,
  payableSummaryRowSchema,
  vendorMessages,
} from '@sitebook/contract';
import { useState } from 'react';
import { z } from 'zod';
import { alertDialog } from '../../../components/dialogs';
import { messageOf, trySubmit } from '../../../lib/api-client';
import { todayIso } from '../../../lib/format';
import { useReadySession } from '../../../lib/session/use-session';
import { usePopulateSummary, useSalaryCycle, useStatusSummary } from '../api/summary';
import { toDmy } from '../payable-form';

const summaryRowsSchema = z.array(payableSummaryRowSchema);
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
  const [listing, setListing] = useState(false);
  const [populating, setPopulating] = useState(false);
  const cycle = useSalaryCycle(toDmy(filters.billDate));
  const summary = useStatusSummary();
  const populate = usePopulateSummary();

  const list = async () => {
    const { billDate, siteCode, vendorId, status } = filters;
    if (!billDate) return alertDialog(M.billDateRequired);
    if (!siteCode) return alertDialog(M.selectSite);
    if (!vendorId && !status) return alertDialog(M.selectVendorOrStatus);
    setListing(true);
    const response = await trySubmit(() =>
      summary.mutateAsync({
        billDate: toDmy(billDate),
        siteCode,
        vendorId: vendorId ? Number(vendorId) : '',
        status: status ?? '',
      }),
    );
    setListing(false);
    const parsed = summaryRowsSchema.safeParse(response?.body);
    if (response?.status === 202 && parsed.success) {
      setRows(parsed.data);
      return;
    }
    // Error catalogue: 500 alerts the message; other statuses 'Something Went Wrong.'
    const message = messageOf(response?.body);
    if (response?.status === 500 && message) return alertDialog(message);
    return alertDialog(M.somethingWentWrongSummary);
  };

  const runPopulate = async () => {
    if (!filters.billDate) return alertDialog(M.billDateRequired);
    setPopulating(true);
    const response = await trySubmit(() => populate.mutateAsync(toDmy(filters.billDate)));
    setPopulating(false);
    const parsed = payablePopulateResponseSchema.safeParse(response?.body);
    if (response?.status === 202 && parsed.success) {
      setPopulated(parsed.data.list);
      return alertDialog(parsed.data.message);
    }
    // Error catalogue: 500 and 404 alert the message; other statuses 'Something went wrong.'
    const message = messageOf(response?.body);
    if ((response?.status === 500 || response?.status === 404) && message) return alertDialog(message);
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
    listing,
    populating,
    list: () => void list(),
    populate: () => void runPopulate(),
    clear,
  };
}
