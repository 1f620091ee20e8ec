import { z } from 'zod';
import { envelope } from './envelope';

export const HealthData = z.object({
  status: z.enum(['ok', 'degraded']),
  database: z.enum(['up', 'down']),
  uptimeSeconds: z.number().int().nonnegative(),
});
export type HealthData = z.infer<typeof HealthData>;
export const HealthResponse = envelope(HealthData);
export type HealthResponse = z.infer<typeof HealthResponse>;
