import * as z from 'zod';

// Answers of spec §7 "Files".

/** spec §3 uploaded file; `uri` downloads it (GET {prefix}/api/files/:id). */
export const uploadedFileAnswerSchema = z
  .object({
    id: z.number().int().positive(),
    code: z.string(),
    description: z.string(),
    uri: z.string().startsWith('/api/files/'),
    contentType: z.string(),
    /** Bytes. */
    size: z.number().int().nonnegative(),
    createdAt: z.string().min(1),
  })
  .strict();
export type UploadedFileAnswer = z.infer<typeof uploadedFileAnswerSchema>;

/** getuploadedfiles, and deletefile (the files left). */
export const uploadedFilesAnswerSchema = z.array(uploadedFileAnswerSchema);
export type UploadedFilesAnswer = z.infer<typeof uploadedFilesAnswerSchema>;

/** POST {prefix}/api/uploadfile: the file, with the inmate's secret code (spec §7; never to EMPLOYEE1, spec §6). */
export const uploadFileAnswerSchema = uploadedFileAnswerSchema
  .extend({ secretCode: z.string().optional() })
  .strict();
export type UploadFileAnswer = z.infer<typeof uploadFileAnswerSchema>;
