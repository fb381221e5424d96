import '../zod-setup.js';
import { API } from '../api-paths.js';
import { endpoint } from '../endpoint.js';
import { changePasswordResponseSchema, changePasswordSchema } from '../schemas/admin.js';
import { messageSchema } from '../schemas/common.js';
import { loginRequestSchema, loginResponseSchema } from '../schemas/session.js';

export const postLogin = endpoint({
  method: 'POST',
  path: API.login,
  body: loginRequestSchema,
  responses: { 202: loginResponseSchema },
});

export const postLogout = endpoint({
  method: 'POST',
  path: API.logout,
  responses: { 202: messageSchema },
});

export const postChangePassword = endpoint({
  method: 'POST',
  path: API.changePassword,
  body: changePasswordSchema,
  responses: { 202: changePasswordResponseSchema },
});

export const postLogoutEverywhere = endpoint({
  method: 'POST',
  path: API.logoutEverywhere,
  responses: { 202: messageSchema },
});
