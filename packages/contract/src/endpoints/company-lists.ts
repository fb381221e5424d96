import '../zod-setup.js';
import { z } from 'zod';
import { API } from '../api-paths.js';
import { endpoint } from '../endpoint.js';
import { codeSchema, idParamSchema, messageSchema } from '../schemas/common.js';
import { attributeNameSchema } from '../schemas/reference.js';
import {
  companyListValueFormSchema,
  companyListValueSchema,
  siteActiveSchema,
} from '../schemas/site-admin.js';

const listParams = z.object({ tenant: codeSchema, attributeName: attributeNameSchema });
const valueParams = listParams.extend({ id: idParamSchema });
/** A value added, renamed or (de)activated: the server's message and the value as saved. */
const listValueSaved = z.object({ message: z.string(), value: companyListValueSchema });

/** Every value of one company list, inactive ones too. */
export const getCompanyList = endpoint({
  method: 'GET',
  path: API.companyList,
  params: listParams,
  responses: { 202: z.array(companyListValueSchema) },
});

export const postCompanyList = endpoint({
  method: 'POST',
  path: API.companyList,
  params: listParams,
  body: companyListValueFormSchema,
  responses: { 202: listValueSaved },
});

export const putCompanyListValue = endpoint({
  method: 'PUT',
  path: API.companyListValue,
  params: valueParams,
  body: companyListValueFormSchema,
  responses: { 202: listValueSaved },
});

export const putCompanyListValueActive = endpoint({
  method: 'PUT',
  path: API.companyListValueActive,
  params: valueParams,
  body: siteActiveSchema,
  responses: { 202: listValueSaved },
});

export const deleteCompanyListValue = endpoint({
  method: 'DELETE',
  path: API.companyListValue,
  params: valueParams,
  responses: { 202: messageSchema },
});
