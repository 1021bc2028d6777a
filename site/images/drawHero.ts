// Draws the home page's hero illustration as PNG at every image breakpoint (docs/site.md, Images), into
// public/img/hero-{width}.png. Run once when the picture changes: `npx tsx site/images/drawHero.ts`.
// Flat colours keep the files small; no image tool is needed on the build machine.
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { deflateSync } from 'node:zlib';
import { IMAGE_BREAKPOINTS } from '../constants';

type RGB = [number, number, number];
const hex = (h: string): RGB => [1, 3, 5].map((i) => parseInt(h.slice(i, i + 2), 16)) as RGB;
const SKY = ['#d9f0e6', '#cdebdf', '#c1e6d8', '#b5e1d1'].map(hex);
const C = {
  sun: hex('#f6c453'),
  hill1: hex('#7cc49d'),
  hill2: hex('#3f9a6e'),
  wall: hex('#fff4e0'),
  roof: hex('#c0483a'),
  door: hex('#7a4a2a'),
  win: hex('#8fd3f4'),
  phone: hex('#1d2327'),
  screen: hex('#ffffff'),
  bar: hex('#0a6e4f'),
  bar2: hex('#d5dbe0'),
};

/** Colour at (x, y) in the 1536×1024 design space. */
function pixel(x: number, y: number): RGB {
  // phone with three offer rows
  if (x > 1000 && x < 1300 && y > 330 && y < 900) {
    if (x > 1020 && x < 1280 && y > 370 && y < 860) {
      for (let i = 0; i < 3; i++) {
        const top = 420 + i * 140;
        if (y > top && y < top + 36 && x > 1045 && x < 1045 + 210 - i * 40) return C.bar;
        if (y > top + 56 && y < top + 76 && x > 1045 && x < 1235) return C.bar2;
      }
      return C.screen;
    }
    return C.phone;
  }
  // house
  if (x > 300 && x < 760 && y > 520 && y < 860) {
    if (x > 480 && x < 580 && y > 690) return C.door;
    if (((x > 350 && x < 440) || (x > 620 && x < 710)) && y > 590 && y < 670) return C.win;
    return C.wall;
  }
  if (y > 330 && y <= 520 && Math.abs(x - 530) < (y - 330) * 1.4) return C.roof;
  // hills
  if (y > 780 + 40 * Math.sin(x / 170)) return C.hill2;
  if (y > 700 + 60 * Math.sin(x / 260 + 1)) return C.hill1;
  // sun
  if ((x - 1280) ** 2 + (y - 200) ** 2 < 110 ** 2) return C.sun;
  return SKY[Math.min(SKY.length - 1, Math.floor(y / 180))];
}

function crcTable(): number[] {
  return Array.from({ length: 256 }, (_, n) => {
    let c = n;
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    return c >>> 0;
  });
}
const CRC = crcTable();
function crc32(buf: Buffer): number {
  let c = 0xffffffff;
  for (const b of buf) c = CRC[(c ^ b) & 0xff] ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}

function chunk(type: string, data: Buffer): Buffer {
  const head = Buffer.alloc(8);
  head.writeUInt32BE(data.length, 0);
  head.write(type, 4, 'ascii');
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(Buffer.concat([head.subarray(4), data])), 0);
  return Buffer.concat([head, data, crc]);
}

export function png(width: number, height: number): Buffer {
  const raw = Buffer.alloc((width * 3 + 1) * height);
  const scale = 1536 / width;
  for (let y = 0; y < height; y++) {
    const row = y * (width * 3 + 1);
    raw[row] = 0; // filter: none
    for (let x = 0; x < width; x++) raw.set(pixel(x * scale, y * scale), row + 1 + x * 3);
  }
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr.set([8, 2, 0, 0, 0], 8); // 8-bit RGB
  const signature = Buffer.from('89504e470d0a1a0a', 'hex');
  return Buffer.concat([signature, chunk('IHDR', ihdr), chunk('IDAT', deflateSync(raw, { level: 9 })), chunk('IEND', Buffer.alloc(0))]);
}

/** Writes every breakpoint's file (only when run as a script, not when a test imports png()). */
function writeAll(): void {
  const out = path.resolve(import.meta.dirname, '../../public/img');
  for (const width of Object.values(IMAGE_BREAKPOINTS)) {
    const file = path.join(out, `hero-${width}.png`);
    writeFileSync(file, png(width, Math.round((width * 2) / 3)));
    console.log(file);
  }
}

if (process.argv[1]?.endsWith('drawHero.ts')) writeAll();
