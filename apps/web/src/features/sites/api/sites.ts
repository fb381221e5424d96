import {
  API,
  apiPath,
  type EndpointResult,
  type ExportFormat,
  getSiteLeads,
  type ListPage,
  postSitesAdmin,
  putSiteActive,
  putSiteAdmin,
  type SiteInput,
  type SiteLeadOption,
  type SiteRecord,
  siteRecordSchema,
} from '@sitebook/contract';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { DownloadResult } from '../../../lib/api-client';
import { callEndpoint } from '../../../lib/endpoint-client';
import { downloadListExport } from '../../../lib/list-download';
import { getListPage } from '../../../lib/list-page';
import { SESSION_KEY } from '../../../lib/session/api/get-bootstrap';
import { useReadySession } from '../../../lib/session/use-session';

export const SITE_PAGE_SIZE = 10;

export const siteKeys = {
  all: ['sites-admin'] as const,
  /** `query`: the list's search, sort and filters as the API's query string ('' for none). */
  page: (tenant: string, page: number, query: string) =>
    ['sites-admin', tenant, 'page', page, query] as const,
  leads: (tenant: string) => ['sites-admin', tenant, 'leads'] as const,
};

/** One page of the company's sites (by code, or in the `query`'s sort), searched and filtered by `query`. */
export function getSitePage(tenant: string, page: number, query = ''): Promise<ListPage<SiteRecord>> {
  return getListPage(
    apiPath(API.sitesAdmin, { tenant }),
    page,
    SITE_PAGE_SIZE,
    siteRecordSchema,
    undefined,
    query,
  );
}

export function useSitePage(page: number, query = '') {
  const { context } = useReadySession();
  return useQuery({
    queryKey: siteKeys.page(context.companyCode, page, query),
    queryFn: () => getSitePage(context.companyCode, page, query),
    placeholderData: keepPreviousData,
  });
}

/** GET the searched and filtered sites as a file (format=xlsx or csv) and save it. */
export async function exportSites(
  tenant: string,
  query: string,
  format: ExportFormat,
): Promise<DownloadResult> {
  return downloadListExport(apiPath(API.sitesAdminExport, { tenant }), query, format, 'sites');
}

export function useSiteLeads() {
  const { context } = useReadySession();
  return useQuery({
    queryKey: siteKeys.leads(context.companyCode),
    queryFn: (): Promise<SiteLeadOption[]> =>
      callEndpoint(getSiteLeads, { params: { tenant: context.companyCode } }),
  });
}

type SiteWrite =
  | { kind: 'create'; input: SiteInput }
  | { kind: 'update'; id: number; input: SiteInput }
  | {
      kind: 'active';
      id: number;
      active: boolean;
    };

/** Add, edit or (de)activate a site: the server's message and the saved site; throws ApiError on a refusal. */
export function useSiteWrite() {
  const { context } = useReadySession();
  const queryClient = useQueryClient();
  const tenant = context.companyCode;
  return useMutation({
    mutationFn: (write: SiteWrite): Promise<EndpointResult<typeof postSitesAdmin>> => {
      if (write.kind === 'create') {
        return callEndpoint(postSitesAdmin, { params: { tenant }, body: write.input });
      }
      if (write.kind === 'update') {
        return callEndpoint(putSiteAdmin, { params: { tenant, siteId: write.id }, body: write.input });
      }
      return callEndpoint(putSiteActive, {
        params: { tenant, siteId: write.id },
        body: { active: write.active },
      });
    },
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: siteKeys.all });
      // The pickers (the session's active sites) and the names of records follow.
      void queryClient.invalidateQueries({ queryKey: SESSION_KEY });
      void queryClient.invalidateQueries({ queryKey: ['session', 'all-sites'] });
    },
  });
}
