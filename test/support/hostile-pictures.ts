import { deflateSync } from 'node:zlib';
import sharp from 'sharp';

/**
 * Pictures an operator might upload, made in the test with sharp (no binary fixtures): a phone's
 * photo stored sideways with its EXIF orientation and GPS position, and hostile files.
 */

/** 300 x 200 as stored, red on top and blue below, with EXIF orientation 6 (shown turned 90° clockwise) and a GPS position. */
export async function sidewaysPhoneJpeg(): Promise<Buffer> {
  const half = (colour: string) =>
    sharp({ create: { width: 300, height: 100, channels: 3, background: colour } })
      .png()
      .toBuffer();
  return sharp({ create: { width: 300, height: 200, channels: 3, background: '#000' } })
    .composite([
      { input: await half('#ff0000'), top: 0, left: 0 },
      { input: await half('#0000ff'), top: 100, left: 0 },
    ])
    .jpeg({ quality: 95 })
    .withExif({
      IFD0: { Copyright: 'A phone' },
      IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '53/1 28/1 0/1', GPSLongitudeRef: 'W', GPSLongitude: '2/1 14/1 0/1' },
    })
    .withMetadata({ orientation: 6 })
    .toBuffer();
}

/** A plain JPEG of the given size. */
export function plainJpeg(width = 320, height = 240): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: '#3a7' } })
    .jpeg()
    .toBuffer();
}

/** The first half of a real JPEG: cut short while copying. */
export async function truncatedJpeg(): Promise<Buffer> {
  const whole = await sharp({
    create: {
      width: 640,
      height: 480,
      channels: 3,
      background: '#888',
      noise: { type: 'gaussian', mean: 128, sigma: 30 },
    },
  })
    .jpeg()
    .toBuffer();
  return whole.subarray(0, Math.floor(whole.length / 2));
}

/** A text file with a picture's name. */
export const textNamedJpg = Buffer.from('These are my notes, saved as photo.jpg by mistake.\n');

/** The start of a phone's HEIC photo (an ftyp box with the heic brand): a format sharp's build cannot decode. */
export const heicHeader = Buffer.concat([
  Buffer.from([0, 0, 0, 24]),
  Buffer.from('ftypheic'),
  Buffer.from([0, 0, 0, 0]),
  Buffer.from('mif1heic'),
  Buffer.alloc(256),
]);

const crcTable = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});
const crc32 = (bytes: Buffer) => {
  let c = 0xffffffff;
  for (const b of bytes) c = (crcTable[(c ^ b) & 0xff] as number) ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
};
const chunk = (type: string, data: Buffer) => {
  const head = Buffer.alloc(4);
  head.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([head, body, crc]);
};

/**
 * A real, valid 20,000 x 20,000 PNG (400 megapixels) in about 50 KB: one-bit grey, all black, so
 * its rows deflate to almost nothing. A decompression bomb, made cheaply without decoding it.
 */
export function decompressionBombPng(side = 20_000): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(side, 0);
  header.writeUInt32BE(side, 4);
  header[8] = 1; // bit depth
  header[9] = 0; // greyscale
  const rows = deflateSync(Buffer.alloc(side * (1 + Math.ceil(side / 8))), { level: 9 });
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', rows),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}
