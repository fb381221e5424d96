export { listCompanySites as listSites, listValues, type SiteRow } from '../../db/lookups.js';
