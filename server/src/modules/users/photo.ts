/**
 * Profile photos are recognised by their CONTENT (magic bytes), never by the file name or the
 * declared mimetype, which the client controls. Only raster formats every browser shows are
 * accepted; SVG (scriptable) and anything else is refused. The stored file's extension comes
 * from the sniffed kind, so it is served with the matching content type.
 */
export interface ImageKind {
  ext: 'jpg' | 'png' | 'gif' | 'webp';
  mime: 'image/jpeg' | 'image/png' | 'image/gif' | 'image/webp';
}

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

const ascii = (bytes: Buffer, start: number, end: number) => bytes.subarray(start, end).toString('latin1');

export function sniffImage(bytes: Buffer): ImageKind | null {
  // JPEG: SOI marker followed by the start of another marker segment.
  if (bytes.length >= 4 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) {
    return { ext: 'jpg', mime: 'image/jpeg' };
  }
  // PNG: 8-byte signature, then the IHDR chunk must come first.
  if (bytes.length >= 16 && bytes.subarray(0, 8).equals(PNG_SIGNATURE) && ascii(bytes, 12, 16) === 'IHDR') {
    return { ext: 'png', mime: 'image/png' };
  }
  // GIF: GIF87a or GIF89a header.
  if (bytes.length >= 6 && /^GIF8[79]a$/.test(ascii(bytes, 0, 6))) {
    return { ext: 'gif', mime: 'image/gif' };
  }
  // WebP: a RIFF container whose form type is WEBP, with a VP8/VP8L/VP8X first chunk.
  if (bytes.length >= 16 && ascii(bytes, 0, 4) === 'RIFF' && ascii(bytes, 8, 12) === 'WEBP' && /^VP8[ LX]$/.test(ascii(bytes, 12, 16))) {
    return { ext: 'webp', mime: 'image/webp' };
  }
  return null;
}

/** 5242880 -> '5 MB', 1536 -> '1.5 KB': for the size-limit message, derived from configuration. */
export function formatBytes(bytes: number): string {
  const units: [number, string][] = [
    [1024 * 1024, 'MB'],
    [1024, 'KB'],
  ];
  for (const [size, unit] of units) {
    if (bytes >= size) return `${Number((bytes / size).toFixed(1))} ${unit}`;
  }
  return `${bytes} bytes`;
}
