import { z } from 'zod';
import type { Rendered } from '../domain/rich-text.js';

/** A response's `rendered` map: the server's HTML of rich texts by `richTextKey` (domain/rich-text.ts). */
export const renderedSchema: z.ZodType<Rendered> = z.record(z.string(), z.string());
