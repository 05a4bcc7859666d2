import sharp from 'sharp'

/** A multipart body and its content type, built the way a browser's FormData would. */
export async function multipart(
  fields: Record<string, string>,
  files: Record<string, { body: Buffer; name: string; type: string }>,
): Promise<{ payload: Buffer; contentType: string }> {
  const form = new FormData()
  for (const [k, v] of Object.entries(fields)) form.append(k, v)
  for (const [k, f] of Object.entries(files)) {
    form.append(k, new Blob([new Uint8Array(f.body)], { type: f.type }), f.name)
  }
  const req = new Request('http://test.local/', { method: 'POST', body: form })
  return {
    payload: Buffer.from(await req.arrayBuffer()),
    contentType: req.headers.get('content-type')!,
  }
}

/** A real PNG of the given size (noise so it is not trivially compressible when `noisy`). */
export async function makePng(width = 640, height = 480): Promise<Buffer> {
  return sharp({
    create: { width, height, channels: 3, background: { r: 200, g: 60, b: 90 } },
  })
    .png()
    .toBuffer()
}

/** A JPEG carrying EXIF (camera, GPS) and an orientation tag. */
export async function makeJpegWithExif(width = 1200, height = 900): Promise<Buffer> {
  return sharp({
    create: { width, height, channels: 3, background: { r: 30, g: 120, b: 200 } },
  })
    .jpeg()
    .withExif({
      IFD0: { Make: 'SpyCam', Model: 'Model X', Copyright: 'secret-owner' },
      IFD3: { GPSLatitudeRef: 'S', GPSLatitude: '12/1 58/1 0/1' },
    })
    .toBuffer()
}

/** A valid 10×10 PNG whose header claims `width`×`height` (a pixel bomb needs no real pixels). */
export async function makePixelBombPng(width: number, height: number): Promise<Buffer> {
  const png = Buffer.from(await makePng(10, 10))
  // IHDR data starts at byte 16: width (4), height (4)...; its CRC covers type + data (bytes 12..29).
  png.writeUInt32BE(width, 16)
  png.writeUInt32BE(height, 20)
  png.writeUInt32BE(crc32(png.subarray(12, 29)), 29)
  return png
}

function crc32(buf: Buffer): number {
  let c = ~0
  for (const byte of buf) {
    c ^= byte
    for (let k = 0; k < 8; k++) c = c & 1 ? (c >>> 1) ^ 0xedb88320 : c >>> 1
  }
  return ~c >>> 0
}
