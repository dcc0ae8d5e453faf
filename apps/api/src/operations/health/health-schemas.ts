import { z } from 'zod';

export const ZHealth = z.object({ status: z.literal('ok') });
export const ZLive = z.object({ status: z.literal('alive') });
