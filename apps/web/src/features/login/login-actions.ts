import { loginRequestSchema } from '@sitebook/contract';
import { zod4Resolver } from 'mantine-form-zod-resolver';

/**
 * What the login screen needs only once the user submits: the shared zod schema (and zod itself),
 * the login call with its response schema, and the session bootstrap. The screen loads this module
 * after its first render, so none of it is part of the first page load.
 */
export { bootstrapSession } from '../../lib/session/bootstrap';
export { login, tokensOf } from './api/login';

export const validateLogin = zod4Resolver(loginRequestSchema, { errorPriority: 'first' });
