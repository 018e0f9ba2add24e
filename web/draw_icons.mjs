// Draws the app's icons at build time (node web/draw_icons.mjs OUT_DIR): a 3x3 grid of boxes in the board's
// colours, the centre box lit as the selection's box is, written as PNG files icon-192.png and icon-512.png.
// Drawn rather than committed so that the icons follow the palette and no binary sits in the repository.
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { deflateSync } from 'node:zlib';

const BACKGROUND = [24, 26, 31];  // palette::kBackground
const CELL = [30, 33, 40];        // palette::kCell
const LIT = [106, 122, 164];      // palette::kPeerCell
const GIVEN = [245, 246, 250];    // palette::kGivenText
const ENTRY = [255, 214, 110];    // palette::kEditText

/// CRC-32 of PNG chunks (ISO 3309), by the usual 256-entry table.
const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});
function crc32(bytes) {
  let c = 0xffffffff;
  for (const byte of bytes) c = CRC_TABLE[(c ^ byte) & 0xff] ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}

function chunk(type, data) {
  const head = Buffer.alloc(8);
  head.writeUInt32BE(data.length, 0);
  head.write(type, 4, 'ascii');
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(Buffer.concat([head.subarray(4), data])), 0);
  return Buffer.concat([head, data, crc]);
}

/// An RGB PNG of `size` x `size` from colourAt(x, y).
function png(size, colourAt) {
  const rows = Buffer.alloc(size * (1 + size * 3));
  for (let y = 0; y < size; y++) {
    const row = y * (1 + size * 3);  // filter byte 0 (none), then the pixels
    for (let x = 0; x < size; x++) rows.set(colourAt(x, y), row + 1 + x * 3);
  }
  const header = Buffer.alloc(13);
  header.writeUInt32BE(size, 0);
  header.writeUInt32BE(size, 4);
  header.set([8, 2, 0, 0, 0], 8);  // 8 bits, RGB, deflate, no filter, no interlace
  return Buffer.concat([Buffer.from([137, 80, 78, 71, 13, 10, 26, 10]), chunk('IHDR', header),
                        chunk('IDAT', deflateSync(rows, { level: 9 })), chunk('IEND', Buffer.alloc(0))]);
}

/// The icon: a margin of 12 % (the safe zone of a maskable icon), nine boxes with gaps, the centre box lit,
/// a given (light) and an entry (amber) dot in two of the boxes.
function icon(size) {
  const margin = size * 0.12;
  const box = (size - 2 * margin) / 3;
  const gap = Math.max(2, size * 0.02);
  return png(size, (x, y) => {
    const bx = Math.floor((x - margin) / box), by = Math.floor((y - margin) / box);
    if (bx < 0 || by < 0 || bx > 2 || by > 2) return BACKGROUND;
    const ix = x - margin - bx * box, iy = y - margin - by * box;
    if (ix < gap / 2 || iy < gap / 2 || ix > box - gap / 2 || iy > box - gap / 2) return BACKGROUND;
    const dot = Math.hypot(ix - box / 2, iy - box / 2) < box * 0.2;
    if (dot && bx === 0 && by === 0) return GIVEN;
    if (dot && bx === 2 && by === 2) return ENTRY;
    return bx === 1 || by === 1 ? LIT : CELL;
  });
}

const out = process.argv[2];
if (!out) {
  console.error('usage: node draw_icons.mjs OUT_DIR');
  process.exit(2);
}
for (const size of [192, 512]) writeFileSync(join(out, `icon-${size}.png`), icon(size));
