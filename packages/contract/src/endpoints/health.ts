import '../zod-setup.js';
import { z } from 'zod';
import { API } from '../api-paths.js';
import { endpoint } from '../endpoint.js';
import { healthSchema } from '../schemas/reference.js';

const unavailableSchema = z.object({ status: z.literal('unavailable') });

export const getHealth = endpoint({
  method: 'GET',
  path: API.health,
  responses: { 200: healthSchema, 503: unavailableSchema },
});
