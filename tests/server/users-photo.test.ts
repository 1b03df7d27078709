import { formatBytes, sniffImage } from '../../server/src/modules/users/photo';
import { TINY_GIF, TINY_JPEG, TINY_PNG, TINY_WEBP } from '../support/users';

describe('profile photo sniffing (by content)', () => {
  it.each([
    ['PNG', TINY_PNG, 'png', 'image/png'],
    ['JPEG', TINY_JPEG, 'jpg', 'image/jpeg'],
    ['GIF89a', TINY_GIF, 'gif', 'image/gif'],
    ['GIF87a', Buffer.concat([Buffer.from('GIF87a'), TINY_GIF.subarray(6)]), 'gif', 'image/gif'],
    ['WebP', TINY_WEBP, 'webp', 'image/webp'],
  ])('recognises %s', (_label, bytes, ext, mime) => {
    expect(sniffImage(bytes)).toEqual({ ext, mime });
  });

  it.each([
    ['empty', Buffer.alloc(0)],
    ['text', Buffer.from('hello, I am a .png file')],
    ['SVG', Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>')],
    ['PDF', Buffer.from('%PDF-1.7\n%\xe2\xe3\xcf\xd3\n')],
    ['a PNG signature only', TINY_PNG.subarray(0, 8)],
    ['a PNG signature without IHDR first', Buffer.concat([TINY_PNG.subarray(0, 12), Buffer.from('IDAT')])],
    ['a RIFF that is WAVE, not WEBP', Buffer.concat([Buffer.from('RIFF'), Buffer.alloc(4), Buffer.from('WAVEfmt ')])],
    ['GIF88a', Buffer.concat([Buffer.from('GIF88a'), TINY_GIF.subarray(6)])],
    ['two JPEG bytes', TINY_JPEG.subarray(0, 2)],
  ])('refuses %s', (_label, bytes) => {
    expect(sniffImage(bytes)).toBeNull();
  });

  it('formats limits for messages', () => {
    expect(formatBytes(5 * 1024 * 1024)).toBe('5 MB');
    expect(formatBytes(1536 * 1024)).toBe('1.5 MB');
    expect(formatBytes(2048)).toBe('2 KB');
    expect(formatBytes(1000)).toBe('1000 bytes');
  });
});
