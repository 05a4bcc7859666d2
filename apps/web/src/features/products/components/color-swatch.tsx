import { Box } from '@mantine/core'

/** A round swatch of a colour, or of its texture tiled (spec §3: colour name, hex, texture). */
export function ColorSwatch({
  hex,
  texture,
  size = 20,
}: {
  hex: string
  texture?: string | null
  size?: number
}) {
  return (
    <Box
      component="span"
      aria-hidden
      style={{
        display: 'inline-block',
        flex: 'none',
        width: size,
        height: size,
        borderRadius: '50%',
        backgroundColor: hex,
        backgroundImage: texture ? `url(${texture})` : undefined,
        backgroundSize: 'cover',
        border: '1px solid var(--mantine-color-gray-5)',
        verticalAlign: 'middle',
      }}
    />
  )
}
