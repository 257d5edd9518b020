import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { CellStack } from './cell-stack';

describe('CellStack', () => {
  it('shows the main fact, then one muted line per note that has a value', () => {
    const { container } = render(
      <CellStack main="28-Nov-26" notes={['Morning', null, false, '', undefined, 'MAPP/AMM 12345']} />,
    );
    const lines = [...container.querySelectorAll('.cell-stack > span')].map((s) => [
      s.className,
      s.textContent,
    ]);
    expect(lines).toEqual([
      ['', '28-Nov-26'],
      ['hint', 'Morning'],
      ['hint', 'MAPP/AMM 12345'],
    ]);
  });

  it('keeps a zero as a note (a count, not an absent value)', () => {
    const { container } = render(<CellStack main="Active" notes={[0]} />);
    expect(container.querySelector('.hint')?.textContent).toBe('0');
  });
});
