import { HEADERS, type SessionContext } from '@sitebook/contract';

/** The apikey and api_client_name headers several calls carry. */
export const keyHeaders = (context: Pick<SessionContext, 'apiKey' | 'clientName'>) => ({
  [HEADERS.apiKey]: context.apiKey,
  [HEADERS.clientName]: context.clientName,
});
