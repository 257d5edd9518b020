import { SwarmMsg } from '@beewatch/shared';
import { describe, expect, it } from 'vitest';
import { imageFileError } from './image-file';

const file = (name: string, size: number) => new File([new Uint8Array(size)], name);

describe('imageFileError (spec §5)', () => {
  it('accepts jpg, jpeg and png in any case', () => {
    for (const name of ['a.jpg', 'b.JPEG', 'c.Png']) expect(imageFileError(file(name, 10))).toBeNull();
  });
  it('refuses other extensions with the spec message', () => {
    for (const name of ['a.gif', 'b.heic', 'noextension', 'x.png.exe'])
      expect(imageFileError(file(name, 10))).toBe(SwarmMsg.onlyImage);
  });
  it('refuses an empty file and one over 10 MB', () => {
    expect(imageFileError(file('a.jpg', 0))).toBe(SwarmMsg.imageSize);
    expect(imageFileError(file('a.jpg', 10 * 1024 * 1024 + 1))).toBe(SwarmMsg.imageSize);
    expect(imageFileError(file('a.jpg', 10 * 1024 * 1024))).toBeNull();
  });
});
