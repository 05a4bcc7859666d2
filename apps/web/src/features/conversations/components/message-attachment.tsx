import { Anchor, Button, FileButton, Text } from '@mantine/core'
import { IconFileTypePdf, IconPaperclip } from '@tabler/icons-react'
import { ATTACHMENT_ACCEPT } from '@galera/shared/conversations/moderation.schemas.ts'
import type { MessageAttachment } from '@galera/shared/conversations/conversation.schemas.ts'
import { apiDownload } from '../../../lib/api-client.ts'
import { useLocale } from '../../../lib/i18n.ts'
import { ResponsiveImage } from '../../../components/responsive-image.tsx'

/** ADR 0058: an image shown from the upload pipeline, a PDF downloaded; "removed" once gone. */
export function MessageAttachmentView({
  a,
  conversationId,
  messageId,
}: {
  a: MessageAttachment
  conversationId: string
  messageId: number
}) {
  const { t } = useLocale()
  if (a.removed)
    return (
      <Text size="sm" c="dimmed" fs="italic">
        {t('conversations.attachment.removed')}
      </Text>
    )
  if (a.kind === 'image' && a.image)
    return (
      <Anchor href={a.image.large} target="_blank" rel="noopener">
        <ResponsiveImage
          image={{ ...a.image, width: 240, height: 180 }}
          alt={t('conversations.attachment.image')}
          sizes="240px"
        />
      </Anchor>
    )
  const name = a.name ?? 'documento.pdf'
  return (
    <Button
      variant="default"
      size="xs"
      leftSection={<IconFileTypePdf size={16} aria-hidden />}
      onClick={() =>
        void apiDownload(`/conversations/${conversationId}/messages/${messageId}/attachment`, name)
      }
    >
      {t('conversations.attachment.download', { name })}
    </Button>
  )
}

/** Picks an image or a PDF to send (the server sniffs it whatever its name says). */
export function AttachButton({ onPick, busy }: { onPick: (f: File) => void; busy: boolean }) {
  const { t } = useLocale()
  return (
    <FileButton onChange={(f) => f && onPick(f)} accept={ATTACHMENT_ACCEPT}>
      {(props) => (
        <Button
          {...props}
          variant="default"
          loading={busy}
          leftSection={<IconPaperclip size={16} aria-hidden />}
        >
          {t('conversations.attachment.attach')}
        </Button>
      )}
    </FileButton>
  )
}
