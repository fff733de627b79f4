import { z } from 'zod';

export const ZShortCode = z.string().regex(/^[A-Za-z0-9_-]{4,32}$/);
export const ZCreateShortLink = z.object({ url: z.string().min(1).max(2048) });
