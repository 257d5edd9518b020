import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { GuideAccordion } from './guide-accordion';

const items = [
  {
    DetailsID: 'a',
    LinkHeader: 'Signing in',
    LinkDetails: '<p>Enter your <strong>user name</strong>.</p>',
    SortOrder: 10,
  },
  { DetailsID: 'b', LinkHeader: '<b>Messages</b>', LinkDetails: '<ul><li>Inbox</li></ul>', SortOrder: 20 },
];

describe('guide accordion', () => {
  it('opens the first item, toggles the others, and shows headers as text', () => {
    render(<GuideAccordion items={items} />);
    const first = screen.getByRole('button', { name: 'Signing in' });
    const second = screen.getByRole('button', { name: '<b>Messages</b>' });
    expect(first.getAttribute('aria-expanded')).toBe('true');
    expect(screen.getByText('user name').tagName).toBe('STRONG');
    expect(second.getAttribute('aria-expanded')).toBe('false');
    fireEvent.click(second);
    expect(second.getAttribute('aria-expanded')).toBe('true');
    expect(first.getAttribute('aria-expanded')).toBe('false');
    expect((screen.getByText('Inbox').closest('.guide-details') as HTMLElement).hidden).toBe(false);
  });
});
