import '../zod-setup.js';
import { z } from 'zod';

/** Admin → Profile's storage section: the company's documents against its quota. */
export const storageUseSchema = z.object({
  /** Bytes of the company's stored documents. */
  usedBytes: z.number().int().nonnegative(),
  /** The company's quota: its own, or the server's default (STORAGE_QUOTA_BYTES). */
  quotaBytes: z.number().int().positive(),
  documentCount: z.number().int().nonnegative(),
});
export type StorageUse = z.infer<typeof storageUseSchema>;
