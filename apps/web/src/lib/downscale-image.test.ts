import { afterEach, describe, expect, it, vi } from 'vitest';
import { DOWNSCALE_MAX_SIDE, downscaleImage, jpegName, keepSmaller, scaledSize } from './downscale-image';

describe('scaledSize', () => {
  it('scales a landscape photo so the longer side is 1600', () => {
    expect(DOWNSCALE_MAX_SIDE).toBe(1600);
    expect(scaledSize(3000, 2000)).toEqual({ width: 1600, height: 1067 });
    expect(scaledSize(4032, 3024)).toEqual({ width: 1600, height: 1200 });
  });

  it('scales a portrait photo by its height', () => {
    expect(scaledSize(3024, 4032)).toEqual({ width: 1200, height: 1600 });
    expect(scaledSize(1000, 8000)).toEqual({ width: 200, height: 1600 });
  });

  it('never enlarges an image already within the bound (the bound itself included)', () => {
    expect(scaledSize(1600, 900)).toEqual({ width: 1600, height: 900 });
    expect(scaledSize(800, 600)).toEqual({ width: 800, height: 600 });
    expect(scaledSize(1, 1)).toEqual({ width: 1, height: 1 });
  });

  it('keeps at least one pixel on a very thin image, and honours another bound', () => {
    expect(scaledSize(100_000, 10)).toEqual({ width: 1600, height: 1 });
    expect(scaledSize(2000, 1000, 500)).toEqual({ width: 500, height: 250 });
  });

  it('the result never passes the bound and keeps the proportions within a pixel', () => {
    for (const [w, h] of [
      [1601, 1601],
      [3001, 1999],
      [12345, 6789],
      [1920, 1080],
    ] as const) {
      const s = scaledSize(w, h);
      expect(Math.max(s.width, s.height)).toBe(1600);
      expect(Math.abs(s.width / s.height - w / h)).toBeLessThan(2 / Math.min(s.width, s.height));
    }
  });

  it('refuses an empty or invalid size', () => {
    expect(() => scaledSize(0, 10)).toThrow(RangeError);
    expect(() => scaledSize(Number.NaN, 10)).toThrow(RangeError);
  });
});

describe('keepSmaller and jpegName', () => {
  it('keeps the original unless the re-encoded image is smaller', () => {
    const original = { size: 1000, name: 'original' };
    expect(keepSmaller(original, { size: 400, name: 'encoded' }).name).toBe('encoded');
    expect(keepSmaller(original, { size: 1000, name: 'encoded' }).name).toBe('original');
    expect(keepSmaller(original, { size: 5000, name: 'encoded' }).name).toBe('original');
    expect(keepSmaller(original, null).name).toBe('original');
  });

  it('names the re-encoded file .jpg', () => {
    expect(jpegName('IMG_2041.PNG')).toBe('IMG_2041.jpg');
    expect(jpegName('receipt.photo.heic')).toBe('receipt.photo.jpg');
    expect(jpegName('camera')).toBe('camera.jpg');
    expect(jpegName('.png')).toBe('photo.jpg');
  });
});

describe('downscaleImage without canvas support', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('answers the original when the browser cannot decode the file', async () => {
    const file = new File(['not an image'], 'x.png', { type: 'image/png' });
    vi.stubGlobal('createImageBitmap', () => Promise.reject(new Error('cannot decode')));
    expect(await downscaleImage(file)).toBe(file);
  });

  it('answers a GIF unchanged (it may move)', async () => {
    const file = new File(['GIF89a'], 'x.gif', { type: 'image/gif' });
    const decode = vi.fn();
    vi.stubGlobal('createImageBitmap', decode);
    expect(await downscaleImage(file)).toBe(file);
    expect(decode).not.toHaveBeenCalled();
  });
});
