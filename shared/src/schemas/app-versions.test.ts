import { describe, expect, it } from 'vitest';
import { DownloadFileQuery } from './app-versions.js';

describe('download names', () => {
  it.each([
    ['BeeWatch', 'beewatch-2-4-0', true],
    ['Bee_Watch-2', 'latest', true],
    ['..', 'x', false],
    ['a/b', 'x', false],
    ['a\\b', 'x', false],
    ['%2e%2e', 'x', false],
    ['BeeWatch', '../x', false],
    ['BeeWatch', 'x.apk', false],
    ['BeeWatch', '', false],
  ])('%s / %s → %s', (FolderName, FileName, ok) => {
    expect(DownloadFileQuery.safeParse({ FolderName, FileName }).success).toBe(ok);
  });
});
