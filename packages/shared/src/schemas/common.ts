import { z } from 'zod';

/** Every API error answers this shape. */
export const errorResponseSchema = z.object({
  message: z.string(),
  code: z.string(),
});
export type ErrorResponse = z.infer<typeof errorResponseSchema>;
