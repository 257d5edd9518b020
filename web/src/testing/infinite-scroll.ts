import { screen, waitFor } from '@testing-library/react';
import { expect } from 'vitest';
import { scrollIntoViewMock } from './intersection-observer';

/**
 * Scrolls an infinite list served in three pages (15, 15 and a short 5 rows) to its end: the
 * sentinel asks for page two, then page three; after the short page nothing watches it any more.
 * `dataRows` reads the table's data rows.
 */
export async function scrollThroughThreePages(dataRows: () => HTMLElement[]): Promise<void> {
  const sentinel = screen.getByTestId('scroll-sentinel');
  expect(scrollIntoViewMock(sentinel)).toBe(1);
  await waitFor(() => expect(dataRows()).toHaveLength(30));
  expect(scrollIntoViewMock(sentinel)).toBe(1);
  await waitFor(() => expect(dataRows()).toHaveLength(35));
  expect(scrollIntoViewMock(sentinel)).toBe(0);
}
