import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { IMAGE_BREAKPOINTS } from '../constants';
import { png } from '../images/drawHero';
import { imageSize, responsiveImage } from './images';

const dir = mkdtempSync(path.join(tmpdir(), 'naya-img-'));

describe('images', () => {
  it('reads the size of a PNG and an SVG', () => {
    writeFileSync(path.join(dir, 'a.png'), png(32, 20));
    writeFileSync(path.join(dir, 'b.svg'), '<svg xmlns="http://www.w3.org/2000/svg" width="160" height="48"></svg>');
    expect(imageSize(path.join(dir, 'a.png'))).toEqual({ width: 32, height: 20 });
    expect(imageSize(path.join(dir, 'b.svg'))).toEqual({ width: 160, height: 48 });
  });

  it('yields 0×0 for an image whose size cannot be read', () => {
    writeFileSync(path.join(dir, 'broken.png'), Buffer.from('89504e47', 'hex'));
    writeFileSync(path.join(dir, 'c.svg'), '<svg viewBox="0 0 10 10"></svg>');
    expect(imageSize(path.join(dir, 'broken.png'))).toEqual({ width: 0, height: 0 });
    expect(imageSize(path.join(dir, 'missing.png'))).toEqual({ width: 0, height: 0 });
    expect(imageSize(path.join(dir, 'c.svg'))).toEqual({ width: 0, height: 0 });
    expect(responsiveImage(dir, '.', 'nothing', 'png')).toMatchObject({ width: 0, height: 0, srcSet: '' });
  });

  it('lists one source per breakpoint, xs 320 to xxl 1536', () => {
    for (const w of Object.values(IMAGE_BREAKPOINTS)) writeFileSync(path.join(dir, `hero-${w}.png`), png(w, Math.round(w / 2)));
    const image = responsiveImage(dir, '.', 'hero', 'png');
    expect(image.srcSet.split(', ').map((s) => Number(s.split(' ')[1].slice(0, -1)))).toEqual([320, 640, 768, 1024, 1280, 1536]);
    expect(image).toMatchObject({ width: 768, height: 384 });
  });
});
