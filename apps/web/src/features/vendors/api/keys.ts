/** React-query keys of the vendor feature. */
export const vendorKeys = {
  all: ['vendors'] as const,
  list: (tenant: string) => ['vendors', 'list', tenant] as const,
  pages: (tenant: string) => ['vendors', 'page', tenant] as const,
  /** `query`: the list's search, sort and filters as the API's query string ('' for none). */
  page: (tenant: string, page: number, size: number, query = '') =>
    ['vendors', 'page', tenant, page, size, query] as const,
  bulkTags: (tenant: string) => ['vendors', 'bulk-tags', tenant] as const,
  limit: (tenant: string) => ['vendors', 'limit', tenant] as const,
  states: (listName: string) => ['vendors', 'states', listName] as const,
};
