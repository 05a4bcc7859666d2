import { randomUUID } from 'node:crypto'
import path from 'node:path'
import { MESSAGE_MAX_CHARS, PDF_MAX_BYTES, plainMessage, type MessageDto } from '@galera/shared'
import { maskContacts } from '@galera/shared/conversations/contact-masking.ts'
import type { AppContext } from '../../platform/context.ts'
import { fileStoreFor, type FileStore, type StoredFile } from '../../platform/files/file-store.ts'
import { sniffImage } from '../../platform/files/image-processing.ts'
import { AppError, fieldError } from '../../platform/http/app-error.ts'
import { isCleanMultiLine } from '@galera/shared/validation/text.ts'
import { imagesService } from '../images/images.service.ts'
import { conversationsRepository } from './conversations.repository.ts'
import { deliver, sendLimit } from './conversations.service.ts'
import { moderationRepository } from './moderation.repository.ts'

export interface AttachmentUpload {
  file: Buffer
  /** What the browser says the file is: its name and content type (checked, never trusted). */
  filename: string
  mimetype: string
  text: string
}

const IMAGE_TYPES = ['image/png', 'image/jpeg', 'image/webp', 'image/gif']
const IMAGE_EXTENSIONS = ['.png', '.jpg', '.jpeg', '.webp', '.gif']

/**
 * What the bytes are, checked against what the upload claims (ADR 0058): an image the upload
 * pipeline decodes, or a PDF (`%PDF-` first, `%%EOF` in its last kilobyte). A file whose name or
 * type says one thing and whose bytes say another, or neither, is a 422 on `file`.
 */
export function sniffAttachment(u: Pick<AttachmentUpload, 'file' | 'filename' | 'mimetype'>) {
  const ext = path.extname(u.filename).toLowerCase()
  const claimsPdf = u.mimetype === 'application/pdf' || ext === '.pdf'
  const claimsImage = IMAGE_TYPES.includes(u.mimetype) || IMAGE_EXTENSIONS.includes(ext)
  const isPdf =
    u.file.subarray(0, 5).toString('latin1') === '%PDF-' &&
    u.file.subarray(Math.max(0, u.file.length - 1024)).includes('%%EOF')
  if (isPdf && !claimsImage) {
    if (u.file.length > PDF_MAX_BYTES) throw fieldError('file', 'media.errors.pdfTooLarge')
    return 'pdf' as const
  }
  if (claimsPdf) throw fieldError('file', 'media.errors.notPdf')
  if (sniffImage(u.file.subarray(0, 16)) && !isPdf) return 'image' as const
  throw fieldError('file', 'media.errors.fileType')
}

/** The name shown for a PDF: its base name, printable, at most 120 characters, ending in .pdf. */
export function pdfName(filename: string): string {
  const base = path
    .basename(filename.replace(/\\/g, '/'))
    // eslint-disable-next-line no-control-regex
    .replace(/[\u0000-\u001f\u007f"<>|*?:]/g, '')
    .normalize('NFC')
    .trim()
  const stem = base.replace(/\.pdf$/i, '').slice(0, 116) || 'documento'
  return `${stem}.pdf`
}

/** A message's text beside an attachment: optional, otherwise the rules of a text message. */
function caption(text: string): string {
  const clean = plainMessage(text)
  if (clean.length > MESSAGE_MAX_CHARS) throw fieldError('text', 'validation.maxChars')
  if (!isCleanMultiLine(clean)) throw fieldError('text', 'validation.invalid')
  return clean
}

/** ADR 0058: images through the upload pipeline, PDFs sniffed, size-limited and kept private. */
export function attachmentsService(ctx: AppContext, store: FileStore = fileStoreFor(ctx.env)) {
  return {
    async send(userId: string, id: string, u: AttachmentUpload): Promise<MessageDto> {
      const body = caption(u.text)
      if (!(await conversationsRepository(ctx.db).view(userId, id)))
        throw new AppError('CONVERSATION_NOT_FOUND')
      const kind = sniffAttachment(u)
      await sendLimit(ctx, userId)
      if (kind === 'image')
        return imagesService(ctx, store).uploadWith(
          userId,
          { file: u.file, purpose: 'message', field: 'file' },
          (tx, image) =>
            deliver(
              ctx,
              tx,
              userId,
              id,
              { body, attachmentKind: 'image', attachmentImageId: image.id },
              {
                variants: {
                  thumb: image.urls.thumb.replace(/^\/files\//, ''),
                  medium: image.urls.medium.replace(/^\/files\//, ''),
                  large: image.urls.large.replace(/^\/files\//, ''),
                },
              },
            ),
        )
      const key = `attachments/${randomUUID()}.pdf`
      await store.put(key, u.file, 'application/pdf')
      try {
        return await ctx.db.transaction((tx) =>
          deliver(ctx, tx, userId, id, {
            body,
            attachmentKind: 'pdf',
            attachmentKey: key,
            attachmentName: pdfName(u.filename),
            attachmentBytes: u.file.length,
          }),
        )
      } catch (err) {
        await store.delete(key).catch(() => {})
        throw err
      }
    },

    /** A PDF for one of the conversation's two people; gone (404) once hidden or removed. */
    async pdf(
      userId: string,
      id: string,
      messageId: number,
    ): Promise<{ file: StoredFile; name: string }> {
      const v = await conversationsRepository(ctx.db).view(userId, id)
      if (!v) throw new AppError('CONVERSATION_NOT_FOUND')
      const m = await moderationRepository(ctx.db).message(id, messageId)
      if (!m || m.attachmentKind !== 'pdf' || !m.attachmentKey || m.hiddenAt)
        throw new AppError('MESSAGE_NOT_FOUND')
      const file = await store.get(m.attachmentKey)
      if (!file) throw new AppError('MESSAGE_NOT_FOUND')
      const name = m.attachmentName ?? 'documento.pdf'
      // Before the deal the reader gets the name masked, as in the message (ADR 0056).
      const mine = m.authorSide === v.side
      return { file, name: mine || v.deal ? name : maskContacts(name).text }
    },
  }
}
