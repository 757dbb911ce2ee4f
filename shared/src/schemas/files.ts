import { z } from 'zod';

export const uploadedFileSchema = z.object({
  filename: z.string(),
  url: z.string(),
  originalName: z.string(),
  size: z.number().int(),
});
export type UploadedFile = z.infer<typeof uploadedFileSchema>;

export { STORED_FILE_NAME } from '../image-urls.ts';
