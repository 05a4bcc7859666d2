import { useState, type ReactNode } from 'react'
import { Button } from '@mantine/core'
import { IconPhotoPlus } from '@tabler/icons-react'
import { useQueryClient } from '@tanstack/react-query'
import type { GalleryItemDto } from '@galera/shared/promoters/promoter.schemas.ts'
import {
  GalleryEditor,
  type GalleryActions,
} from '../../../../components/promoter-media/gallery-editor.tsx'
import { ErrorState, LoadingState } from '../../../../components/states.tsx'
import { useLocale } from '../../../../lib/i18n.ts'
import {
  GALLERY_KEY,
  PANEL_KEY,
  addGalleryImage,
  addGalleryVideo,
  removeGalleryItem,
  saveGalleryOrder,
  setGalleryCover,
  useGallery,
} from '../api.ts'

/** What the page plugs in to pick a picture (the image library lives in another feature). */
export type LibrarySlot = (props: {
  opened: boolean
  onClose: () => void
  title: string
  onSelect: (imageId: string) => void
}) => ReactNode

/** Gallery tab of the promoter's own panel: pictures come from the promoter's image library. */
export function MyGalleryEditor({ library }: { library: LibrarySlot }) {
  const { t } = useLocale()
  const queryClient = useQueryClient()
  const gallery = useGallery()
  const [libraryOpen, setLibraryOpen] = useState(false)

  if (gallery.isPending) return <LoadingState />
  if (gallery.isError)
    return <ErrorState message={gallery.error.message} onRetry={() => void gallery.refetch()} />

  const actions: GalleryActions = {
    addVideo: addGalleryVideo,
    saveOrder: saveGalleryOrder,
    setCover: setGalleryCover,
    remove: removeGalleryItem,
    onSaved: (items: GalleryItemDto[]) => {
      queryClient.setQueryData(GALLERY_KEY, items)
      void queryClient.invalidateQueries({ queryKey: PANEL_KEY })
    },
  }
  return (
    <GalleryEditor
      items={gallery.data}
      actions={actions}
      emptyText={t('promoterPanel.gallery.empty')}
      addPhoto={({ disabled, run }) => (
        <>
          <Button
            leftSection={<IconPhotoPlus size={16} aria-hidden />}
            onClick={() => setLibraryOpen(true)}
            disabled={disabled}
          >
            {t('promoterPanel.gallery.addPhotos')}
          </Button>
          {library({
            opened: libraryOpen,
            onClose: () => setLibraryOpen(false),
            title: t('promoterPanel.gallery.libraryTitle'),
            onSelect: (imageId) => {
              setLibraryOpen(false)
              void run(() => addGalleryImage(imageId), t('promoterPanel.gallery.added'))
            },
          })}
        </>
      )}
    />
  )
}
