import { z } from 'zod';

/** The JSON body of an API error (404 for a path with no document, 405 for a method other than GET, HEAD and OPTIONS). */
export const errorSchema = z.object({
  error: z.enum(['not_found', 'method_not_allowed']),
  message: z.string(),
  path: z.string().regex(/^\/api\/v1\//),
  index: z.literal('/api/v1/index.json'),
  method: z.string().optional().describe('The method that was refused (405 only).'),
});
