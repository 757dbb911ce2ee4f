import fs from 'node:fs';
import type { MultipartFile } from '@fastify/multipart';
import fastifyStatic from '@fastify/static';
import { isImageWidth, LIMITS, TEXTS, type UploadedFile } from '@island/shared';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { entryName } from '../../audit/record-names.ts';
import { appendAudit } from '../../audit/audit.repo.ts';
import { actorOf, originOf } from '../../trpc/audited-mutation.ts';
import { inTransaction } from '../../db/transaction.ts';
import { AppError, badRequest, rateLimited } from '../../errors.ts';
import { failure, toFailure } from '../../rest/envelope.ts';
import { spend } from '../../security/rate-limits.ts';
import type { Context } from '../../trpc/context.ts';
import { requireSignedIn } from '../../trpc/signed-in.ts';
import { cleanImage, type ImageKind, sniffImageKind } from '../../files/image-bytes.ts';
import { ensureVariant, makeVariants } from '../../files/image-variants.ts';
import { createFileStorage, type FileStorage, fileUrl } from '../../files/storage.ts';

interface FilesRoutesOptions {
  /** The data folder; uploads are kept in its storage folder (files/storage.ts). */
  dataDir: string;
  createContext: (req: FastifyRequest) => Context;
}

const YEAR_SECONDS = 365 * 24 * 3600;

function hasCode(error: unknown, code: string): boolean {
  return typeof error === 'object' && error !== null && (error as { code?: unknown }).code === code;
}

/**
 * Image uploads (multipart, field `files`) and the two paths that serve them. Uploading is the
 * one operation outside tRPC: it streams multipart bytes, which the JSON procedures do not carry.
 * It applies the same sign-in rule through the same context.
 */
export async function filesRoutes(app: FastifyInstance, { dataDir, createContext }: FilesRoutesOptions) {
  const storage = createFileStorage(dataDir);
  fs.mkdirSync(storage.dir, { recursive: true });
  // Decorates reply.sendFile for the two paths below, which check each name before serving it.
  await app.register(fastifyStatic, { root: storage.dir, serve: false });

  app.post('/api/files/upload', async (req, reply) => {
    try {
      const files = await receiveUpload(req, storage, createContext(req));
      return reply.code(201).send({ success: true, files });
    } catch (error) {
      const { status, body } = toFailure(error, req.log);
      return reply.code(status).send(body);
    }
  });

  async function serveStored(req: FastifyRequest<{ Params: { name: string }; Querystring: { w?: string } }>, reply: FastifyReply) {
    const { name } = req.params;
    // Only names the storage generates reach the file system: no path from a request is joined.
    if (!storage.isStoredName(name)) return reply.code(404).send(failure('NOT_FOUND', TEXTS.notFound));
    // `?w=480|960|1600` asks for the WebP copy at that width (srcset); other widths get the original.
    const width = Number(req.query.w);
    if (isImageWidth(width)) {
      try {
        const variant = await ensureVariant(storage.dir, name, width);
        return reply.sendFile(variant, storage.dir, { maxAge: YEAR_SECONDS * 1000, immutable: true });
      } catch {
        return reply.code(404).send(failure('NOT_FOUND', TEXTS.notFound));
      }
    }
    return reply.sendFile(name, storage.dir, { maxAge: YEAR_SECONDS * 1000, immutable: true });
  }
  app.get('/uploads/:name', serveStored);
  app.get('/api/files/upload/:name', serveStored);
}

/**
 * Reads and checks every file before writing any, so a bad file leaves nothing half-stored; the
 * same sign-in rule as the procedures, through the same context.
 */
async function receiveUpload(req: FastifyRequest, storage: FileStorage, ctx: Context): Promise<UploadedFile[]> {
  const user = await requireSignedIn(ctx);
  if (!(await spend(ctx.rateLimits.uploads, String(user.id)))) throw rateLimited();
  if (!req.isMultipart()) throw badRequest('files', TEXTS.uploadNone);

  const received: { part: MultipartFile; bytes: Buffer; kind: ImageKind }[] = [];
  try {
    for await (const part of req.files()) {
      const bytes = await part.toBuffer();
      const kind = sniffImageKind(bytes);
      if (part.fieldname !== 'files' || !kind) throw badFile(part.filename);
      received.push({ part, bytes, kind });
    }
  } catch (error) {
    if (hasCode(error, 'FST_REQ_FILE_TOO_LARGE')) {
      throw new AppError('TOO_LARGE', TEXTS.uploadOnlyImages, [{ param: 'files', msg: TEXTS.uploadOnlyImages }]);
    }
    if (hasCode(error, 'FST_FILES_LIMIT')) throw badRequest('files', TEXTS.uploadTooMany);
    if (error instanceof AppError) throw error;
    // Anything else failed while parsing the body (no boundary, a cut or garbled part): bad input.
    throw new AppError('VALIDATION', TEXTS.uploadMalformed, [{ param: 'files', msg: TEXTS.uploadMalformed }], error);
  }
  if (received.length === 0) throw badRequest('files', TEXTS.uploadNone);

  const cleaned: { part: MultipartFile; bytes: Buffer; kind: ImageKind }[] = [];
  for (const item of received) {
    try {
      cleaned.push({ ...item, bytes: await cleanImage(item.bytes, item.kind) });
    } catch {
      throw badFile(item.part.filename);
    }
  }
  const files: UploadedFile[] = [];
  for (const item of cleaned) {
    const filename = await storage.save(item.bytes, item.kind);
    await makeVariants(storage.dir, filename);
    files.push({
      filename,
      url: fileUrl(ctx.baseUrl, filename),
      originalName: item.part.filename.slice(0, 255),
      size: item.bytes.length,
    });
  }
  // One entry per stored file, written together once every file is stored.
  await inTransaction(ctx.db, async (trx) => {
    for (const file of files) {
      await appendAudit(trx, {
        actor: actorOf(user),
        origin: originOf(ctx),
        action: 'upload',
        entity: 'files',
        entityId: file.filename,
        // Named as the uploader's device named it; the id is the stored name.
        entityName: entryName(file.originalName),
        changes: { originalName: { to: file.originalName }, size: { to: file.size } },
      });
    }
  });
  return files;
}

function badFile(filename: string): AppError {
  return new AppError('VALIDATION', TEXTS.uploadOnlyImages, [
    { param: 'files', msg: `${filename.slice(0, 100)}: ${TEXTS.uploadOnlyImages}` },
  ]);
}

export const MULTIPART_LIMITS = {
  fileSize: LIMITS.uploadMaxBytes,
  files: LIMITS.uploadMaxFiles,
  fields: 10,
  parts: LIMITS.uploadMaxFiles + 10,
};
