import { Button, FileButton } from '@mantine/core'
import { useQueryClient } from '@tanstack/react-query'
import { IconUpload } from '@tabler/icons-react'
import { ACCEPTED_IMAGE_TYPES, UPLOAD_LIMITS } from '@galera/shared/media/media.schemas.ts'
import type { AdminPromoterDetail } from '@galera/shared/promoters/promoter.schemas.ts'
import {
  GalleryEditor,
  type GalleryActions,
} from '../../../../components/promoter-media/gallery-editor.tsx'
import { useLocale } from '../../../../lib/i18n.ts'
import { notifyError } from '../../../../lib/notify.tsx'
import {
  addPromoterVideo,
  adminPromoterKey,
  removeGalleryItem,
  savePromoterGalleryOrder,
  setPromoterCover,
  uploadPromoterPhoto,
} from '../api.ts'

const MAX_MB = UPLOAD_LIMITS.imageMaxBytes / 1024 / 1024

/**
 * "Galeria": the promoter's own gallery editor, on the promoter the admin opened (ADR 0035).
 * Photos are uploaded into the promoter's library; removing asks first (the promoter receives
 * an e-mail); every change is audited by the API.
 */
export function GalleryTab({ promoter }: { promoter: AdminPromoterDetail }) {
  const { t } = useLocale()
  const queryClient = useQueryClient()
  const id = promoter.id
  // Each write answers the whole screen: store it, hand the gallery to the editor.
  const keep = (detail: AdminPromoterDetail) => {
    queryClient.setQueryData(adminPromoterKey(id), detail)
    return detail.gallery
  }
  const actions: GalleryActions = {
    addVideo: (videoUrl) => addPromoterVideo(id, videoUrl).then(keep),
    saveOrder: (ids) => savePromoterGalleryOrder(id, ids).then(keep),
    setCover: (itemId) => setPromoterCover(id, itemId).then(keep),
    remove: (itemId) => removeGalleryItem(id, itemId).then(keep),
    onSaved: () => {},
  }
  return (
    <GalleryEditor
      items={promoter.gallery}
      actions={actions}
      emptyText={t('admin.promoters.gallery.empty')}
      confirmRemove={{
        title: t('admin.promoters.gallery.confirmTitle'),
        message: t('admin.promoters.gallery.confirm'),
        cancel: t('admin.common.cancel'),
        confirm: t('admin.common.confirm'),
      }}
      addPhoto={({ disabled, run }) => (
        <FileButton
          accept={ACCEPTED_IMAGE_TYPES.join(',')}
          onChange={(file) => {
            if (!file) return
            if (file.size > UPLOAD_LIMITS.imageMaxBytes) {
              notifyError(t('admin.promoters.gallery.tooLarge', { mb: MAX_MB }))
              return
            }
            void run(
              () => uploadPromoterPhoto(id, file).then(keep),
              t('promoterPanel.gallery.added'),
            )
          }}
        >
          {(props) => (
            <Button
              {...props}
              disabled={disabled}
              leftSection={<IconUpload size={16} aria-hidden />}
            >
              {t('admin.promoters.gallery.upload')}
            </Button>
          )}
        </FileButton>
      )}
    />
  )
}
