import { describe, expect, it } from 'vitest';
import { throughMediaPath } from './media-url.js';

const SIGNED =
  'https://media-bucket.s3.eu-west-2.amazonaws.com/tracking/01J/image.jpg?X-Amz-Algorithm=AWS4-HMAC-SHA256&X-Amz-Signature=abc&response-content-type=image%2Fjpeg';

describe('throughMediaPath', () => {
  it("moves a presigned GET below the site's media path, keeping its path and signed query", () => {
    expect(throughMediaPath(SIGNED, '/media')).toBe(
      '/media/tracking/01J/image.jpg?X-Amz-Algorithm=AWS4-HMAC-SHA256&X-Amz-Signature=abc&response-content-type=image%2Fjpeg',
    );
    expect(
      throughMediaPath(
        'http://127.0.0.1:3011/bee-watch-media/swarm/a.png?x=1',
        'http://localhost:3000/media/',
      ),
    ).toBe('http://localhost:3000/media/bee-watch-media/swarm/a.png?x=1');
  });

  it('leaves the URL as signed without a media path', () => {
    expect(throughMediaPath(SIGNED, undefined)).toBe(SIGNED);
  });
});
