/** React-query keys of the vendor feature. */
export const vendorKeys = {
  all: ['vendors'] as const,
  list: (tenant: string) => ['vendors', 'list', tenant] as const,
  bulkTags: (tenant: string) => ['vendors', 'bulk-tags', tenant] as const,
  states: (listName: string) => ['vendors', 'states', listName] as const,
};
