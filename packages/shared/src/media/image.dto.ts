import { z } from 'zod'

/* What the image library answers (spec §7 `{area}/images`, ADR 0010). */

/** The stored WebP variants of an image (see `IMAGE_SIZES`). */
const ImageUrlsSchema = z.object({ thumb: z.string(), medium: z.string(), large: z.string() })

export const ImageDtoSchema = z.object({
  id: z.string(),
  purpose: z.string(),
  colorId: z.string().nullable(),
  width: z.number().int(),
  height: z.number().int(),
  urls: ImageUrlsSchema,
  createdAt: z.string(),
})
export type ImageDto = z.infer<typeof ImageDtoSchema>

export const ImagePageSchema = z.object({
  data: z.array(ImageDtoSchema),
  last_page: z.number().int(),
})
export type ImagePage = z.infer<typeof ImagePageSchema>

export const ColorDtoSchema = z.object({
  id: z.string(),
  name: z.string(),
  hex: z.string(),
  texturePath: z.string().nullable(),
})
export type ColorDto = z.infer<typeof ColorDtoSchema>

/** `GET /me/avatar`: my profile picture, or null. */
export const MyAvatarDtoSchema = z.object({ image: ImageDtoSchema.nullable() })
export type MyAvatarDto = z.infer<typeof MyAvatarDtoSchema>

/** `PUT /me/avatar`: the picture just set. */
export const SetAvatarDtoSchema = z.object({ image: ImageDtoSchema })
export type SetAvatarDto = z.infer<typeof SetAvatarDtoSchema>
